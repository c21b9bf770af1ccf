//! Dutch: "artikel 16D", "artikelen 16 en 50", "art. 68"; relative "B1 hierboven".
//! Source: the Dutch 2007 Laws (Spelregels voor wedstrijdbridge).

use super::grammar::Words;

/// The Dutch reference words.
pub const WORDS: Words = Words {
    law: &["artikel", "artikelen", "art."],
    point: &["lid"],
    above_below: &["hierboven", "hieronder", "hierna"],
    joiners: &["en", "of"],
    see: &["zie"],
};

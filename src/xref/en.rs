//! English: "Law 16C", "Laws 69, 70 and 71"; relative "B1 above", "B1 following".
//! Source: the WBF's Laws of Duplicate Bridge 2007 and 2017. Recognised in every language's
//! text too, since translations cite the English forms now and then.

use super::grammar::Words;

/// The English reference words.
pub const WORDS: Words = Words {
    law: &["law", "laws"],
    point: &["subsection", "section", "paragraph"],
    above_below: &["above", "below", "following"],
    joiners: &["and", "or"],
    see: &["see"],
};

//! Russian: "Правило" in every case and number ("согласно Правилу 67В2", "см. Правило 14В"),
//! section letters often Cyrillic look-alikes; relative "пункт В1", "(а) выше".
//! Source: the Russian 2007 commentary.

use super::grammar::Words;

/// The Russian reference words.
pub const WORDS: Words = Words {
    law: &[
        "правило",
        "правила",
        "правилу",
        "правилом",
        "правиле",
        "правил",
        "правилам",
        "правилами",
        "правилах",
    ],
    point: &[
        "пункт",
        "пункта",
        "пункту",
        "пунктом",
        "пункте",
        "пункты",
        "пунктов",
        "пунктам",
        "пунктами",
        "пунктах",
    ],
    above_below: &["выше", "ниже"],
    joiners: &["и", "или"],
    see: &["см."],
};

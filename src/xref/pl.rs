//! Polish: "przepis" in every case and number ("przepisy 16 i 57A", "przepisu 70"), relative
//! references "punkt/punktu/punkcie B1" and "(a) powyżej". Source: the Polish 2007 and 2017 Laws.

use super::grammar::Words;

/// The Polish reference words.
pub const WORDS: Words = Words {
    law: &[
        "przepis",
        "przepisu",
        "przepisowi",
        "przepisem",
        "przepisie",
        "przepisy",
        "przepisów",
        "przepisom",
        "przepisami",
        "przepisach",
    ],
    point: &[
        "punkt", "punktu", "punktowi", "punktem", "punkcie", "punkty", "punktów", "punktom",
        "punktami", "punktach", "pkt",
    ],
    above_below: &["powyżej", "poniżej"],
    joiners: &["i", "oraz", "lub", "albo", "lub też"],
    see: &["patrz", "zob."],
};

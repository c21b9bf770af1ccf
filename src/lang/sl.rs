//! Slovenian: the federation cites a law as a "člen" (article): "člen 74A", "Člen 91A", a list
//! "s členi: 74, 80 F, 81 C4, 90 A, 91 in 92 A" (joined by "in"; a space before the section
//! letter now and then). Source: the Slovenian federation's page on "zero tolerance" (Bridge
//! zveza Slovenije, <https://www.bridge-zveza.si/tekmovanja/bonton/>; docs/language-sources.md,
//! "sl"), running text that cites the Laws, not their text: no law heading was seen, so
//! Slovenian adds no heading word. Only the forms the page shows are listed; fields it did not
//! show are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Slovenian.
pub(crate) const LANGUAGE: Language = Language {
    code: "sl",
    name: "Slovenščina",
    detect: whatlang::Lang::Slv,
    stemmer: None,
    family: "sl",
    markers: &[],
    heading: &[],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["člen", "členi"],
        joiners: &["in"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

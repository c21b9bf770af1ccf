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
        point: &[],
        above_below: &[],
        joiners: &["in"],
        see: &[],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &[],
        law: &[],
        top: &[],
        languages: &[],
        versions: &[],
        contents: &[],
        menu: &[],
        notices: &[],
        edit: &[],
        pages: &[],
        from: &[],
        revisions: &[],
        labels: &[],
        login: &[],
        viewer: &[],
    },
    kinds: KindWords {
        front: &[],
        wrote: &[],
        persons: &[],
        excerpts: &[],
        index_see: &[],
        index_see_also: &[],
        page: "",
    },
};

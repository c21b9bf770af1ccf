//! Hebrew: a law is a "חוק", before its number in Western digits: "חוק 23"; the Laws' book "ספר
//! החוקים". Source: a blog post by a student of the Israeli directors' course on the 2017 Laws
//! (<http://avirosenthalbr.blogspot.com/2018/03/23.html>; docs/language-sources.md, "he"),
//! running text, not the Laws' own: no law heading, section letter or list of laws was seen, so
//! Hebrew adds no heading word. Only the form the page shows is listed; fields it did not show
//! are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Hebrew.
pub(crate) const LANGUAGE: Language = Language {
    code: "he",
    name: "עברית",
    detect: whatlang::Lang::Heb,
    stemmer: None,
    family: "he",
    markers: &[],
    heading: &[],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["חוק"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

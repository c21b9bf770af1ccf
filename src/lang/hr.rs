//! Croatian: the Laws are the "Kodeks", a law a "član" (article): heading "ČLAN 16 -
//! NEOVLAŠTENA INFORMACIJA", references "u članu 2", "iz člana 78B"; a blog writes "članak"
//! ("tumačenje članaka kodeksa"). Every word here is from a real page
//! (docs/language-sources.md, "hr"):
//! - <http://crobridge.com/doc/kodeks.htm> (Hrvatski bridž savez, "KODEKS", 1997 definitions);
//! - <http://crobridge.com/prilozi/2005/002.htm> (Law 16 in English, then an unofficial Croatian
//!   translation);
//! - <https://blog.dnevnik.hr/print/id/1623405058/promjene-kodeksa.html> ("članaka").
//!
//! whatlang reads Serbian in Latin script as Croatian (its Serbian is Cyrillic only), so the two
//! are one family, told apart by the ijekavian forms crobridge.com writes ("podijeljena",
//! "sjednice", "natjecanje") against the ekavian ones of the Serbian Kodeks ([`super::sr`]).
//! Only the forms the pages show are listed; fields no page showed are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Croatian.
pub(crate) const LANGUAGE: Language = Language {
    code: "hr",
    name: "Hrvatski",
    detect: whatlang::Lang::Hrv,
    stemmer: None,
    family: "hr/sr",
    markers: &["podijeljena", "sjednice", "natjecanje"],
    heading: &["član"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["član", "članu", "člana", "članak", "članaka"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

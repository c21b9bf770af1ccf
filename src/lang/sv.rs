//! Swedish: "lag 16C", "lagarna 69 och 70"; relative "B1 ovan"; headings "Lag 68" and, in
//! contents, "81. Titel"; the edition named "1997 års BRIDGELAGAR". Source: the Swedish Laws
//! (Svenska Bridgeförbundet) and bridgefederation.se.

use super::{KindWords, Language, SiteWords, Words};

/// Swedish.
pub(crate) const LANGUAGE: Language = Language {
    code: "sv",
    name: "",
    detect: whatlang::Lang::Swe,
    stemmer: None,
    family: "sv",
    markers: &[],
    heading: &["lag", "paragraf"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &[
            "lag",
            "lagen",
            "lagarna",
            "lagar",
            "paragraf",
            "paragraferna",
        ],
        point: &["punkt", "stycke", "avsnitt"],
        above_below: &["ovan", "nedan"],
        joiners: &["och", "eller"],
        see: &["se"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["föregående", "nästa", "tillbaka"],
        law: &["lag", "lagar"],
        top: &["till början", "upp", "till toppen"],
        languages: &["svenska", "engelska", "version"],
        versions: &["svensk version", "engelsk version"],
        contents: &["innehåll", "innehållsförteckning"],
        menu: &[
            "till anslagstavlan",
            "bli medlem",
            "information",
            "länkar",
            "senaste nytt",
            "tävlingar",
            "kontakt",
            "sök",
            "hem",
        ],
        notices: &["alla rättigheter förbehållna"],
        edit: &["redigera"],
        pages: &["sidor", "sida"],
        from: &["från"],
        revisions: &["versionen från", "nuvarande version", "äldre version"],
        labels: &["författare"],
        login: &[],
        viewer: &["transkript", "storlek", "starta visningen från sidan"],
    },
    kinds: KindWords {
        front: &["förord", "inledning"],
        wrote: &["skrev", "skriver"],
        persons: &["jag", "mig", "min", "mitt", "vi", "oss", "du", "ni"],
        excerpts: &["utdrag"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};

//! Hungarian: the number stands before the law word ("16. szabály", "a 16C szabály szerint");
//! relative "B1 fent"; headings "68. SZABÁLY – CÍM". Source: the Hungarian Laws (Magyar
//! Bridzs Szövetség).

use super::{KindWords, Language, SiteWords, Words};

/// Hungarian.
pub const LANGUAGE: Language = Language {
    code: "hu",
    detect: whatlang::Lang::Hun,
    heading: &[],
    heading_after: &["szabály"],
    refs: Words {
        law: &[
            "szabály",
            "szabálya",
            "szabályt",
            "szabályban",
            "szabályok",
            "szabályokat",
            "szabálynak",
            "szabályhoz",
            "szabályból",
            "szabályra",
            "szabálynál",
            "szabály szerint",
        ],
        point: &["pont", "pontja", "pontban", "bekezdés"],
        above_below: &["fent", "lent", "fenti", "alábbi"],
        joiners: &["és", "vagy"],
        see: &["lásd"],
        lead: &[],
    },
    site: SiteWords {
        prev_next: &["előző", "következő", "vissza"],
        law: &["szabály", "szabályok"],
        top: &["vissza a tetejére", "az oldal tetejére"],
        languages: &["magyar", "angol", "változat"],
        versions: &["magyar változat", "angol változat"],
        contents: &["tartalom", "tartalomjegyzék"],
        menu: &["főoldal", "kapcsolat", "keresés", "hírek"],
        notices: &["minden jog fenntartva"],
        edit: &["szerkesztés"],
        pages: &["oldalak", "oldal"],
        from: &[],
        revisions: &["változat", "jelenlegi változat", "régebbi változat"],
        labels: &["szerző"],
    },
    kinds: KindWords {
        front: &["előszó", "bevezetés"],
        wrote: &["írta"],
        index: &["tárgymutató"],
        persons: &["én", "engem", "enyém", "mi", "minket", "te", "ti"],
    },
};

//! Hungarian: the number stands before the law word, an ordinal with its period ("a 16.
//! szabály", as Hungarian rule books write it: "A 4. szabály a játékos …"), a clause id without
//! one ("a 16B szabály szerint", "a 12C1 szabályt"), a section after it as a point ("a 68.
//! szabály B) pontja"), lists before it ("a 69. és 70. szabály"); relative "B1 fent"; headings
//! "68. SZABÁLY – CÍM". Source: the Hungarian Laws (A versenybridzs szabályai, Magyar Bridzs
//! Szövetség, on docplayer.hu) and Hungarian rule books' usage.

use super::{KindWords, Language, SiteWords, Words};

/// Hungarian.
pub(crate) const LANGUAGE: Language = Language {
    code: "hu",
    name: "",
    detect: whatlang::Lang::Hun,
    stemmer: None,
    family: "hu",
    markers: &[],
    heading: &[],
    heading_after: &["szabály"],
    heading_around: &[],
    refs: Words {
        // The law word stands after the target in Hungarian: `law_after`.
        law: &[],
        point: &["pont", "pontja", "pontban", "bekezdés"],
        above_below: &["fent", "lent", "fenti", "alábbi"],
        joiners: &["és", "vagy"],
        see: &["lásd"],
        lead: &[],
        law_after: &[
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
            "szabályokban",
            "szabályokra",
        ],
        glued: super::Glued::NONE,
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
        login: &[],
        viewer: &["átírás", "méret", "mutatás kezdődik a ... oldaltól"],
    },
    kinds: KindWords {
        front: &["előszó", "bevezetés"],
        wrote: &["írta"],
        persons: &["én", "engem", "enyém", "mi", "minket", "te", "ti"],
        excerpts: &["kivonat", "részletek"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};

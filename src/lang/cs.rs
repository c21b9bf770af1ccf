//! Czech: the Laws are "pravidla", a law "pravidlo": "Pravidlo 16C", "změna pravidla 7A";
//! relative "B1 výše"; headings "PRAVIDLO 1 - BALÍČEK KARET POŘADÍ KARET A BAREV". Source: the
//! Czech federation's Pravidla soutěžního bridže 2007 and 2017 (Český bridžový svaz: its table of
//! contents on docplayer.cz, its article on the 2017 Laws on czechbridge.cz); "zákon" is kept
//! for texts that say it.

use super::{KindWords, Language, SiteWords, Words};

/// Czech.
pub(crate) const LANGUAGE: Language = Language {
    code: "cs",
    name: "",
    detect: whatlang::Lang::Ces,
    stemmer: None,
    family: "cs",
    markers: &[],
    heading: &["pravidlo", "zákon"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &[
            "pravidlo",
            "pravidla",
            "pravidlu",
            "pravidlem",
            "pravidle",
            "pravidel",
            "pravidlům",
            "pravidlech",
            "zákon",
            "zákona",
            "zákonu",
            "zákonem",
            "zákoně",
            "zákony",
            "zákonů",
            "zákonům",
            "zákonech",
        ],
        point: &["odstavec", "odstavce", "odstavci", "bod", "bodu", "bodě"],
        above_below: &["výše", "níže"],
        joiners: &["a", "nebo"],
        see: &["viz"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["předchozí", "další", "zpět"],
        law: &["zákon", "zákony"],
        top: &["nahoru", "na začátek"],
        languages: &["česky", "anglicky", "verze"],
        versions: &["česká verze", "anglická verze"],
        contents: &["obsah"],
        menu: &["úvod", "kontakt", "hledat", "aktuality"],
        notices: &["všechna práva vyhrazena"],
        edit: &["editovat", "upravit"],
        pages: &["stránky", "strana"],
        from: &["z"],
        revisions: &["verze z", "aktuální verze", "starší verze"],
        labels: &["autor"],
        login: &[],
        viewer: &["přepis", "velikost"],
    },
    kinds: KindWords {
        front: &["předmluva", "úvod"],
        wrote: &["napsal", "napsala", "píše"],
        persons: &["já", "mě", "můj", "my", "nás", "náš", "ty", "vy"],
        excerpts: &["výňatky", "výňatek"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};

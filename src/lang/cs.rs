//! Czech: "zákon 16C", "zákony 69 a 70"; relative "B1 výše"; headings "ZÁKON 68 – NÁZEV".
//! Source: the Czech Laws (Zákony duplicitního bridže, Český bridžový svaz).

use super::{KindWords, Language, SiteWords, Words};

/// Czech.
pub const LANGUAGE: Language = Language {
    code: "cs",
    detect: whatlang::Lang::Ces,
    heading: &["zákon"],
    heading_after: &[],
    refs: Words {
        law: &[
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
    },
    kinds: KindWords {
        front: &["předmluva", "úvod"],
        wrote: &["napsal", "napsala", "píše"],
        index: &["rejstřík"],
        persons: &["já", "mě", "můj", "my", "nás", "náš", "ty", "vy"],
    },
};

//! Dutch: "artikel 16D", "artikelen 16 en 50", "art. 68"; relative "B1 hierboven"; headings
//! "ARTIKEL 68", "Artikel 10. Titel". Source: the Dutch Laws (Spelregels voor
//! Wedstrijdbridge, 1975 to 2017) and keesboek.com's MediaWiki chrome.

use super::{KindWords, Language, SiteWords, Words};

/// Dutch.
pub(crate) const LANGUAGE: Language = Language {
    code: "nl",
    name: "Nederlands",
    detect: whatlang::Lang::Nld,
    stemmer: Some(frostem::Algorithm::Dutch),
    family: "nl",
    markers: &[],
    heading: &["artikel"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["artikel", "artikelen", "art."],
        point: &["lid"],
        above_below: &["hierboven", "hieronder", "hierna"],
        joiners: &["en", "of"],
        see: &["zie"],
        lead: &["ongeacht", "onverminderd"],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["vorige", "volgende", "terug"],
        law: &["artikel", "artikelen", "wet"],
        top: &[
            "naar boven",
            "terug naar boven",
            "naar begin van pagina",
            "top van pagina",
        ],
        languages: &[
            "nederlands",
            "nederlandse",
            "engelse",
            "versie",
            "in",
            "het",
            "engels",
        ],
        versions: &[
            "nederlandse versie",
            "engelse versie",
            "in het engels",
            "in het nederlands",
        ],
        contents: &["inhoud", "inhoudsopgave"],
        menu: &[
            "home",
            "contact",
            "privacy",
            "privacybeleid",
            "disclaimer",
            "over ons",
            "sitemap",
            "zoeken",
            "nieuws",
            "inloggen",
        ],
        notices: &[
            "alle rechten voorbehouden",
            "gebruikt cookies",
            "maakt gebruik van cookies",
        ],
        edit: &["bewerken", "brontekst bewerken", "bron bewerken", "wijz"],
        pages: &["pagina's", "paginas"],
        from: &["uit"],
        revisions: &[
            "versie door",
            "versie van",
            "oudere versie",
            "huidige versie",
            "nieuwere versie",
            "verschil tussen versies",
            "geen verschil",
        ],
        labels: &["auteur", "genre"],
        login: &[],
        viewer: &["transcriptie", "maat", "weergave met pagina beginnen"],
    },
    kinds: KindWords {
        front: &["voorwoord", "inleiding", "woord vooraf"],
        wrote: &["schreef", "schrijft"],
        persons: &[
            "ik", "mij", "mijn", "wij", "we", "ons", "onze", "jij", "je", "jullie", "u", "uw",
        ],
        excerpts: &["uittreksel", "uittreksels"],
        index_see: &["zie"],
        index_see_also: &["zie ook"],
        note: &[],
        page: "pagina",
    },
};

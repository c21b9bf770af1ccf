//! Italian: the FIGB's Codice calls a law "Articolo": headings "ARTICOLO 1 - IL MAZZO DI CARTE",
//! references "Articolo 16C", "Articoli 69 e 70"; relative "B1 sopra". "Legge" for texts that
//! say it. Source: the Codice Internazionale del Bridge di Gara (FIGB; its reader's guide on
//! doczz.it).

use super::{KindWords, Language, SiteWords, Words};

/// Italian.
pub(crate) const LANGUAGE: Language = Language {
    code: "it",
    name: "Italiano",
    detect: whatlang::Lang::Ita,
    stemmer: None,
    family: "it",
    markers: &[],
    heading: &["legge", "articolo"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["legge", "leggi", "articolo", "articoli", "art."],
        point: &["paragrafo", "comma", "punto"],
        above_below: &["sopra", "sotto", "precedente", "seguente"],
        joiners: &["e", "o"],
        see: &["vedi", "vedere"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &[
            "precedente",
            "successivo",
            "successiva",
            "avanti",
            "indietro",
        ],
        law: &["legge", "articolo"],
        top: &["torna su", "inizio pagina"],
        languages: &["italiano", "italiana", "inglese", "versione"],
        versions: &["versione italiana", "versione inglese"],
        contents: &["indice", "sommario"],
        menu: &["home", "contatti", "cerca", "chi siamo"],
        notices: &["tutti i diritti riservati"],
        edit: &["modifica", "modifica wikitesto"],
        pages: &["pagine", "pagina"],
        from: &["da"],
        revisions: &["versione del", "versione precedente", "versione attuale"],
        labels: &["autore", "genere"],
        login: &[],
        viewer: &[
            "transcript",
            "dimensione",
            "iniziare la visualizzazioe della pagina",
        ],
    },
    kinds: KindWords {
        front: &["prefazione", "introduzione", "premessa"],
        wrote: &["ha scritto", "scrive"],
        persons: &["io", "me", "mio", "mia", "noi", "nostro", "tu", "voi"],
        excerpts: &["estratti"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};

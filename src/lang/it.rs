//! Italian: "Legge 16C", "Leggi 69 e 70"; relative "B1 sopra"; headings "LEGGE 68 – TITOLO".
//! Source: the Codice Internazionale del Bridge (FIGB).

use super::{KindWords, Language, SiteWords, Words};

/// Italian.
pub const LANGUAGE: Language = Language {
    code: "it",
    detect: whatlang::Lang::Ita,
    heading: &["legge"],
    heading_after: &[],
    refs: Words {
        law: &["legge", "leggi"],
        point: &["paragrafo", "comma", "punto"],
        above_below: &["sopra", "sotto", "precedente", "seguente"],
        joiners: &["e", "o"],
        see: &["vedi", "vedere"],
        lead: &[],
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
    },
    kinds: KindWords {
        front: &["prefazione", "introduzione", "premessa"],
        wrote: &["ha scritto", "scrive"],
        index: &["indice analitico"],
        persons: &["io", "me", "mio", "mia", "noi", "nostro", "tu", "voi"],
    },
};

//! German: "Regel 16C", "Regeln 69 und 70"; relative "B1 oben"; headings "REGEL 68 – TITEL".
//! Source: the German Turnierbridge-Regeln (DBV) and German-language federation sites.

use super::{KindWords, Language, SiteWords, Words};

/// German.
pub const LANGUAGE: Language = Language {
    code: "de",
    detect: whatlang::Lang::Deu,
    heading: &["regel"],
    heading_after: &[],
    refs: Words {
        law: &["regel", "regeln"],
        point: &["absatz", "abschnitt", "punkt"],
        above_below: &["oben", "unten"],
        joiners: &["und", "oder"],
        see: &["siehe", "s."],
        lead: &[],
    },
    site: SiteWords {
        prev_next: &["zurück", "weiter", "vorherige", "nächste"],
        law: &["gesetz", "regel", "paragraph"],
        top: &["nach oben", "zum seitenanfang"],
        languages: &["deutsch", "deutsche", "fassung", "englisch"],
        versions: &["deutsche fassung", "englische fassung"],
        contents: &["inhaltsverzeichnis", "inhalt"],
        menu: &["startseite", "kontakt", "impressum", "datenschutz", "suche"],
        notices: &["alle rechte vorbehalten"],
        edit: &["bearbeiten", "quelltext bearbeiten"],
        pages: &["seiten", "seite"],
        from: &["aus"],
        revisions: &[
            "version vom",
            "aktuelle version",
            "unterschied zwischen den versionen",
            "zuletzt geändert",
        ],
        labels: &["autor", "genre"],
    },
    kinds: KindWords {
        front: &["vorwort", "einleitung", "einführung"],
        wrote: &["schrieb", "schreibt"],
        index: &["stichwortverzeichnis", "register", "index"],
        persons: &["ich", "mich", "mir", "mein", "wir", "uns", "du", "ihr"],
    },
};

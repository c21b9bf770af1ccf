//! German: "Regel 16C", "Regeln 69 und 70", "§ 16 und 73 TBR"; relative "B1 oben"; headings
//! "REGEL 68 – TITEL", "§ 9: Verfahren nach einer Regelwidrigkeit" (a club's pages of the 2007
//! Turnier-Bridge-Regeln), "Artikel 1: Das Kartenpaket - …" (the Swiss Turnierreglement of
//! 1997). Source: the DBV's Turnier-Bridge-Regeln, bridgeclub-troisdorf.de, jzinsli.ch.

use super::{KindWords, Language, SiteWords, Words};

/// German.
pub(crate) const LANGUAGE: Language = Language {
    code: "de",
    name: "Deutsch",
    detect: whatlang::Lang::Deu,
    stemmer: None,
    family: "de",
    markers: &[],
    heading: &["regel", "artikel", "§"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["regel", "regeln"],
        point: &["absatz", "abschnitt", "punkt"],
        above_below: &["oben", "unten"],
        joiners: &["und", "oder"],
        see: &["siehe", "s."],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
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
        login: &[],
        viewer: &["transkript", "größe", "ab seite anzeigen"],
    },
    kinds: KindWords {
        front: &["vorwort", "einleitung", "einführung"],
        wrote: &["schrieb", "schreibt"],
        persons: &["ich", "mich", "mir", "mein", "wir", "uns", "du", "ihr"],
        excerpts: &["auszugsweise", "ausgewählte passagen", "auszüge"],
        index_see: &["siehe"],
        index_see_also: &["siehe auch"],
        note: &[],
        page: "seite",
    },
};

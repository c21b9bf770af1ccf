//! French: "Loi 16C", "Lois 69 et 70"; relative "B1 ci-dessus"; headings "LOI 68 – TITRE".
//! Source: the Code International du Bridge (FFB and other French-language federations).

use super::{KindWords, Language, SiteWords, Words};

/// French.
pub(crate) const LANGUAGE: Language = Language {
    code: "fr",
    name: "Français",
    detect: whatlang::Lang::Fra,
    stemmer: None,
    family: "fr",
    markers: &[],
    heading: &["loi"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["loi", "lois"],
        point: &["paragraphe", "alinéa", "point"],
        above_below: &[
            "ci-dessus",
            "ci-dessous",
            "ci-après",
            "précédent",
            "suivant",
        ],
        joiners: &["et", "ou"],
        see: &["voir"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["précédent", "suivant", "précédente", "suivante"],
        law: &["loi", "article"],
        top: &["haut de page", "retour en haut"],
        languages: &["français", "française", "anglaise", "version"],
        versions: &["version française", "version anglaise"],
        contents: &["sommaire", "table des matières"],
        menu: &["accueil", "mentions légales", "contact", "rechercher"],
        notices: &["tous droits réservés"],
        edit: &["modifier", "modifier le code"],
        pages: &["pages", "page"],
        from: &["de"],
        revisions: &[
            "version du",
            "version précédente",
            "version actuelle",
            "différence entre les versions",
        ],
        labels: &["auteur", "genre"],
        login: &[],
        viewer: &[
            "transcription",
            "dimension",
            "commencer à balayer dès la page",
        ],
    },
    kinds: KindWords {
        front: &["préface", "introduction", "avant-propos"],
        wrote: &["a écrit", "écrit"],
        persons: &[
            "je", "moi", "mon", "ma", "nous", "notre", "tu", "vous", "votre",
        ],
        excerpts: &["extraits"],
        index_see: &["voir"],
        index_see_also: &["voir aussi"],
        note: &[],
        page: "page",
    },
};

//! Spanish: the AEB's Reglamento del Bridge Duplicado calls a law "Artículo": headings
//! "Artículo 72.- Principios generales" (its contents "Art. 1.- La baraja"), sections "A.-
//! Observancia del Reglamento: …", "B.- Infracciones del Reglamento"; references "el Artículo
//! 20F", "los Artículo 62A y 79A2", "(ver Art. 40C1)"; relative "B1 anterior". "Ley" for texts
//! that say it (the Código Internacional). Source: aebridge.com, infobridgeval.blogspot.com.

use super::{KindWords, Language, SiteWords, Words};

/// Spanish.
pub(crate) const LANGUAGE: Language = Language {
    code: "es",
    name: "Español",
    detect: whatlang::Lang::Spa,
    stemmer: None,
    family: "es",
    markers: &[],
    heading: &["ley", "artículo", "art."],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["ley", "leyes", "artículo", "artículos", "art."],
        point: &["apartado", "párrafo", "punto"],
        above_below: &["anterior", "arriba", "abajo", "siguiente"],
        joiners: &["y", "o"],
        see: &["ver", "véase"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["anterior", "siguiente", "volver"],
        law: &["ley", "artículo"],
        top: &["volver arriba", "ir arriba", "subir"],
        languages: &["español", "española", "inglesa", "versión"],
        versions: &["versión española", "versión inglesa", "versión en inglés"],
        contents: &["índice", "contenido"],
        menu: &["inicio", "contacto", "buscar", "aviso legal"],
        notices: &["todos los derechos reservados"],
        edit: &["editar", "editar código"],
        pages: &["páginas", "página"],
        from: &["de"],
        revisions: &["revisión del", "revisión anterior", "revisión actual"],
        labels: &["autor", "género"],
        login: &[],
        viewer: &["transcripción", "tamaño"],
    },
    kinds: KindWords {
        front: &["prefacio", "introducción", "prólogo"],
        wrote: &["escribió", "escribe"],
        persons: &["yo", "me", "mi", "nosotros", "tú", "usted"],
        excerpts: &["extractos"],
        index_see: &[],
        index_see_also: &[],
        // "(Nota de la AEB: …)", "Notas de la AEB:" (aebridge.com, infobridgeval.blogspot.com),
        // "(Nota AEB: …)" (abpa.es).
        note: &["nota", "notas"],
        page: "",
    },
};

//! Spanish: "Ley 16C", "Leyes 69 y 70"; relative "B1 anterior"; headings "LEY 68 – TÍTULO".
//! Source: the Código Internacional de Bridge (Spanish-language federations).

use super::{KindWords, Language, SiteWords, Words};

/// Spanish.
pub const LANGUAGE: Language = Language {
    code: "es",
    detect: whatlang::Lang::Spa,
    heading: &["ley"],
    heading_after: &[],
    refs: Words {
        law: &["ley", "leyes"],
        point: &["apartado", "párrafo", "punto"],
        above_below: &["anterior", "arriba", "abajo", "siguiente"],
        joiners: &["y", "o"],
        see: &["ver", "véase"],
        lead: &[],
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
    },
    kinds: KindWords {
        front: &["prefacio", "introducción", "prólogo"],
        wrote: &["escribió", "escribe"],
        index: &["índice alfabético"],
        persons: &["yo", "me", "mi", "nosotros", "tú", "usted"],
    },
};

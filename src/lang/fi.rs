//! Finnish: a law ("pykälä") is cited by its clause id and the section sign after it: "64 §",
//! "12C3 §", "90B2 §", "40B2d §", "93 § alaviite 29"; the contents list each law as "16
//! LUVALLINEN JA LUVATON TIETO 30" (number, title in capitals, page), with no word for a law;
//! the book's subject index says "katso" (see). Every word here is from a real page
//! (docs/language-sources.md, "fi"):
//! - <http://bridgefinland.com/uusi/files/1471.html> ("Vuoden 2017 kilpailubridgen laki",
//!   Suomen Bridgeliitto: its contents, "Sisältö", and its subject index);
//! - <https://docplayer.fi/amp/24704101-vuoden-2007-kilpailubridgen-laki.html> (2007 contents);
//! - <http://docplayer.fi/40837621-Bridgelaki-lakitoimikunta-pekka-viitasalo.html> (slides);
//! - <http://docplayer.fi/15413724-Vuoden-1987-kansainvalisen-bridgen-laki-vuoden-1997-muutokset-lisatty.html>
//!   (1987/1997).
//!
//! The reference grammar reads "§" before a target in every language ("§ 16"); the Finnish
//! order, after it, is not read (`law_after` matches whole words only). Fields no page showed
//! are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Finnish.
pub(crate) const LANGUAGE: Language = Language {
    code: "fi",
    name: "Suomi",
    detect: whatlang::Lang::Fin,
    stemmer: Some(frostem::Algorithm::Finnish),
    family: "fi",
    markers: &[],
    heading: &[],
    heading_after: &[],
    heading_around: &[],
    refs: Words { ..Words::NONE },
    site: SiteWords {
        // "Vuoden 2017 kilpailubridgen laki / Sisältö".
        contents: &["sisältö"],
        ..SiteWords::NONE
    },
    kinds: KindWords {
        // "Tarjousvaihe, katso Tarjousvaihe".
        index_see: &["katso"],
        ..KindWords::NONE
    },
};

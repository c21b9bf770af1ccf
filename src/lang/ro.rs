//! Romanian: a law is "Legea", the Laws "Legile": "Legea 12C3", "(vezi Legea 30C)", "Se aplică
//! Legile 16C, 26B și 72C"; relative "la punctele A2a) sau A2b) de mai sus"; the 2007 book's
//! preface "Prefaţă la Legile din 2007". No law heading line was seen, so Romanian adds no
//! heading word. Every word here is from a real page (docs/language-sources.md, "ro"):
//! - <https://www.scribd.com/doc/71843289/codul-2007-forma-finala> (Federaţia Română de Bridge,
//!   the 2007 Laws' title page and preface, cedilla letters ş ţ);
//! - <https://ro.scribd.com/doc/172444085/Codul-de-Practica-Pentru-Juriile-de-Apel> ("Legea
//!   12C3");
//! - second-hand: the 2017 text of Law 31 ("Legile bridge-ului contract 2017, Federația Română
//!   de Bridge, p. 40-41", comma-below letters ș ț) as quoted in an SQL seed file of a public
//!   GitHub repository whose name is not known.
//!
//! Only the forms the pages show are listed; fields no page showed are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Romanian.
pub(crate) const LANGUAGE: Language = Language {
    code: "ro",
    name: "Română",
    detect: whatlang::Lang::Ron,
    stemmer: Some(frostem::Algorithm::Romanian),
    family: "ro",
    markers: &[],
    heading: &[],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["legea", "legile"],
        point: &["punctele"],
        above_below: &["de mai sus"],
        joiners: &["și", "sau"],
        see: &["vezi"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords {
        // "Prefaţă la Legile din 2007", as the 2007 book writes it (cedilla ţ).
        front: &["prefaţă"],
        ..KindWords::NONE
    },
};

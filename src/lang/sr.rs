//! Serbian, in Latin script: a law is a "Član", capitalised even inside a sentence: "vidi Član
//! 77", "u Članu 2"; chapter "POGLAVLJE I". No law heading was seen, so Serbian adds no heading
//! word of its own (Croatian's "ČLAN 16 - …" is read in every language). Source: the Serbian
//! federation's translation of the 2007 Laws (Bridž savez Srbije, "KODEKS 2007 … PRAVILA
//! TAKMIČARSKOG BRIDŽA", Beograd, April 2008), as stored at
//! <https://pdfslide.net/documents/kodeks-2007.html> (docs/language-sources.md, "sr"). No
//! Cyrillic text was found.
//!
//! whatlang reads Latin-script Serbian as Croatian (its Serbian profile is Cyrillic), so the two
//! are one family, told apart by the ekavian forms of this text ("podeljena", "smeštena",
//! "sednice") against Croatian's ijekavian ones ([`super::hr`]). Only the forms the page shows
//! are listed; fields it did not show are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Serbian (Latin script).
pub(crate) const LANGUAGE: Language = Language {
    code: "sr",
    name: "Srpski",
    detect: whatlang::Lang::Srp,
    stemmer: Some(frostem::Algorithm::Serbian),
    family: "hr/sr",
    markers: &["podeljena", "smeštena", "sednice"],
    heading: &[],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["član", "članu"],
        see: &["vidi"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

//! Portuguese, registered in the test build only (`registry_tests.rs`): the one file a language is.
//! Every word here is from a real page (docs/language-sources.md, "pt"): the Portuguese
//! federation's index of its Código Internacional de Bridge 1997 (quintonaipe.com/arbitrag/
//! cd_ind.html: "LEI 1 - O BARALHO - ORDENAÇÃO DE CARTAS E NAIPES", "CAPÍTULO II -
//! PRELIMINARES"), a Madeira association's tournament rules ("A Lei 12 C3 pode ser aplicada pelo
//! Director do Torneio", abridgemadeira.com) and a Quinto Naipe note on a ruling ("evocando os
//! artigos 16A e 12C do Código", quintonaipe.com/escola/arbitro.html). No page found gave the
//! text of a law itself, so the language is not shipped; shipping it is its registry line out
//! of `#[cfg(test)]`. Fields no page showed are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Portuguese.
pub(crate) const LANGUAGE: Language = Language {
    code: "pt",
    name: "Português",
    detect: whatlang::Lang::Por,
    stemmer: Some(frostem::Algorithm::Portuguese),
    family: "pt",
    markers: &[],
    heading: &["lei"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["lei", "leis", "artigo", "artigos"],
        joiners: &["e"],
        ..Words::NONE
    },
    site: SiteWords {
        law: &["lei"],
        ..SiteWords::NONE
    },
    kinds: KindWords {
        front: &["prefácio"],
        ..KindWords::NONE
    },
};

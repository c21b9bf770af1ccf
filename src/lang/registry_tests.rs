//! A language is one file and one registry line: Portuguese ([`super::pt`]), registered in the
//! test build only, is read by import (its law headings), xref (its references) and search (its
//! stemmer, its fields, the index's fingerprint) with nothing else written for it. Every text
//! here is quoted from the real pages `pt.rs` names; none is made up.

use crate::corpus::model::{Edition, Lang};
use crate::import::structure::{Reads, reads_as};
use crate::xref::{LetterScheme, find_references};

/// The clause ids of the absolute references `find_references` finds in `text` (Portuguese).
fn targets(text: &str) -> Vec<String> {
    find_references(&Lang("pt".into()), text, &LetterScheme::LookAlike)
        .iter()
        .filter_map(|f| f.absolute.as_ref().map(ToString::to_string))
        .collect()
}

#[test]
fn a_language_registered_in_one_file_is_in_the_registry_and_the_index_schema() {
    assert_eq!(super::get("pt").map(|l| l.code), Some("pt"));
    assert!(super::stemmed().any(|(code, _)| code == "pt"));
    // The index's fingerprint follows the registry: a new language rebuilds every index.
    assert!(
        crate::search::schema_version().contains("+pt:Portuguese"),
        "{}",
        crate::search::schema_version()
    );
}

/// The Portuguese federation's index of the 1997 Code: "LEI N - TITLE", the title itself
/// holding " - " (quintonaipe.com/arbitrag/cd_ind.html).
#[test]
fn import_reads_the_languages_law_headings() {
    for (line, law) in [
        ("LEI 1 - O BARALHO - ORDENAÇÃO DE CARTAS E NAIPES", 1),
        ("LEI 2 - AS CARTEIRAS", 2),
        ("LEI 7 - MANUSEAMENTO DAS CARTEIRAS E DAS CARTAS", 7),
    ] {
        assert_eq!(
            reads_as(line),
            Reads::LawHeading { law, titled: true },
            "{line}"
        );
    }
    // The chapter heading above them is no law's.
    assert_eq!(reads_as("CAPÍTULO II - PRELIMINARES"), Reads::Text);
}

/// "A Lei 12 C3 pode ser aplicada …" (abridgemadeira.com, a space between the law and its
/// clause) and "os artigos 16A e 12C do Código" (quintonaipe.com/escola/arbitro.html).
#[test]
fn xref_finds_the_languages_references() {
    assert_eq!(
        targets(
            "A Lei 12 C3 pode ser aplicada pelo Director do Torneio para restabelecer a equidade"
        ),
        ["12C3"]
    );
    assert_eq!(
        targets("evocando os artigos 16A e 12C do Código. A linha NS recorreu da decisão"),
        ["16A", "12C"]
    );
}

/// Search stems Portuguese with its registry's stemmer: "aplicadas" finds the clause that says
/// "aplicada", which folding alone would not. The corpus file holds the Madeira rules' sentence
/// (abridgemadeira.com) as the text of a clause: real Portuguese, a test corpus only.
#[test]
fn search_stems_the_languages_words() {
    let root = tempfile::tempdir().unwrap();
    let laws = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("laws");
    std::fs::create_dir_all(root.path().join("laws")).unwrap();
    for entry in std::fs::read_dir(&laws).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            root.path().join("laws").join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    let dir = root.path().join("translations/pt/2017");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("12.md"),
        "---\nlaw: 12\nedition: '2017'\nlang: pt\nkind: text\ntitle: null\nsource: abridgemadeira.com\n---\n\n\
         ## C. C\n\n\
         A Lei 12 C3 pode ser aplicada pelo Director do Torneio para restabelecer a equidade, \
         de acordo com as recomendações da WBF e da EBL.\n",
    )
    .unwrap();
    let corpus = crate::corpus::load::load_corpus(root.path()).unwrap();
    let index = root.path().join("index");
    crate::search::build_index(&corpus, &index).unwrap();
    let query = |text: &str| crate::search::Query {
        text: text.into(),
        lang: Some(Lang("pt".into())),
        edition: Some(Edition("2017".into())),
        kind: None,
        limit: 0,
    };
    let hits = crate::search::search(&corpus, &index, &query("aplicadas")).unwrap();
    assert_eq!(
        hits.iter().map(|h| h.clause.as_str()).collect::<Vec<_>>(),
        ["12C"]
    );
    // Stemming, not folding: "aplicadas" folds to itself, and "aplicada" stems as it does.
    assert_eq!(
        crate::search::analyzer::word_form(
            "aplicadas",
            Some(&frostem::Stemmer::new(frostem::Algorithm::Portuguese)),
            crate::search::analyzer::Form::Stemmed
        ),
        crate::search::analyzer::word_form(
            "aplicada",
            Some(&frostem::Stemmer::new(frostem::Algorithm::Portuguese)),
            crate::search::analyzer::Form::Stemmed
        )
    );
    assert!(
        crate::search::search(&corpus, &index, &query("aplicadasx"))
            .unwrap()
            .is_empty()
    );
}

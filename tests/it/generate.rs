//! The corpus generator (`lawref generate`, issue 7): a generated corpus loads with the real
//! loader, its references all resolve, `lawref check` finds no error in it, and the same
//! arguments give the same bytes.

use crate::common;

use std::path::Path;

use common::{contents, lawref};
use lawref::corpus::model::{Body, Kind};
use lawref::dev::generate::{Spec, generate};
use lawref::xref::Resolution;

const SMALL: Spec = Spec {
    laws: 8,
    langs: 8,
    editions: 2,
    seed: 3,
};

fn generated(spec: &Spec) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("corpus");
    generate(spec, &out).unwrap();
    dir
}

#[test]
fn a_generated_corpus_loads_with_exact_counts() {
    let dir = generated(&SMALL);
    let root = dir.path().join("corpus");
    let corpus = lawref::corpus::load::load_corpus(&root).unwrap();
    let editions: Vec<&str> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.as_str())
        .collect();
    assert_eq!(editions, ["2007", "2017"]);
    let langs: Vec<String> = corpus.langs().iter().map(|l| l.0.clone()).collect();
    assert_eq!(langs, ["de", "el", "en", "fr", "nl", "pl", "ru", "uk"]);
    let texts = corpus
        .documents
        .iter()
        .filter(|d| d.meta.kind == Kind::Text)
        .count();
    let commentaries = corpus.documents.len() - texts;
    // Every law in every language and edition has its text.
    assert_eq!(texts, 8 * 8 * 2);
    assert_eq!(commentaries, COMMENTARIES);
    let clauses: usize = corpus
        .documents
        .iter()
        .filter_map(|d| d.law_text())
        .map(|t| t.all_clauses().len())
        .sum();
    assert_eq!(clauses, CLAUSES);
    // The generator's own count agrees with the loader's.
    let again = generated(&SMALL);
    let summary = generate(&SMALL, &again.path().join("second")).unwrap();
    assert_eq!(
        (summary.texts, summary.commentaries, summary.clauses),
        (texts, commentaries, clauses)
    );
    // Translations number their clauses alike: one clause tree per law and edition.
    for e in &corpus.editions {
        for law in 1..=8 {
            let trees: Vec<Vec<String>> = corpus
                .texts_of(&e.edition, law)
                .map(|(_, t)| t.all_clauses().iter().map(|c| c.id.to_string()).collect())
                .collect();
            assert_eq!(trees.len(), 8);
            assert!(trees.windows(2).all(|w| w[0] == w[1]), "Law {law}");
        }
    }
    // Items and sub-items, footnotes and commentary items are all there.
    let all: Vec<String> = corpus
        .documents
        .iter()
        .filter_map(|d| d.law_text())
        .flat_map(|t| t.all_clauses().into_iter().map(|c| c.id.to_string()))
        .collect();
    assert!(all.iter().any(|id| id.ends_with("(i)")), "no sub-item");
    assert!(
        corpus
            .documents
            .iter()
            .filter_map(|d| d.law_text())
            .any(|t| !t.footnotes.is_empty())
    );
    assert!(
        corpus
            .documents
            .iter()
            .any(|d| matches!(d.body(), Body::Commentary { items, .. } if items.len() >= 2))
    );
}

/// Pinned counts of the corpus `SMALL` (they change only when the generator does).
const COMMENTARIES: usize = 32;
const CLAUSES: usize = 1392;

#[test]
fn every_generated_reference_resolves_in_its_own_language() {
    let dir = generated(&SMALL);
    let corpus = lawref::corpus::load::load_corpus(&dir.path().join("corpus")).unwrap();
    let links = lawref::xref::link(&corpus);
    assert!(links.refs.len() > 100, "{} references", links.refs.len());
    for r in &links.refs {
        let doc = &corpus.documents[r.doc];
        match &r.resolution {
            Resolution::Document { doc: to, clause } => {
                assert_eq!(corpus.documents[*to].meta.lang, doc.meta.lang);
                assert_eq!(*clause, r.target, "{} {:?}", doc.path, r);
            }
            other => panic!("{}: {:?} is {other:?}", doc.path, r.target),
        }
        assert!(!r.relative && !r.ambiguous, "{}: {r:?}", doc.path);
    }
    // Each language cites in its own words (Russian with Cyrillic letters read in alphabet order).
    let text_of = |lang: &str| -> String {
        corpus
            .documents
            .iter()
            .filter(|d| d.meta.lang.0 == lang)
            .flat_map(|d| d.paragraphs().into_iter().map(|p| p.plain_text()))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let ru = text_of("ru");
    assert!(ru.contains("Правил"), "no Russian citation");
    assert!(text_of("pl").contains("przepis"));
    assert!(text_of("nl").contains("artikel "));
    assert!(text_of("el").chars().any(|c| ('α'..='ω').contains(&c)));
    assert!(text_of("uk").contains('ї') || text_of("uk").contains('є'));
}

#[test]
fn check_finds_no_error_in_a_generated_corpus() {
    let dir = generated(&SMALL);
    let out = lawref(&dir.path().join("corpus"), &["check"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let last = stdout.lines().last().unwrap();
    assert!(
        last.ends_with(": 0 errors, 0 warnings, 0 not in corpus"),
        "{stdout}"
    );
}

#[test]
fn the_same_arguments_give_the_same_bytes_and_another_seed_other_text() {
    let a = generated(&SMALL);
    let b = tempfile::tempdir().unwrap();
    // Through the command line this time: the hidden subcommand is the same generator.
    let out = lawref(
        Path::new("."),
        &[
            "generate",
            "--out",
            b.path().join("corpus").to_str().unwrap(),
            "--laws",
            "8",
            "--langs",
            "8",
            "--editions",
            "2",
            "--seed",
            "3",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (ca, cb) = (
        contents(&a.path().join("corpus")),
        contents(&b.path().join("corpus")),
    );
    assert_eq!(ca.len(), cb.len());
    assert!(ca == cb, "generated files differ");
    let c = generated(&Spec { seed: 4, ..SMALL });
    let cc = contents(&c.path().join("corpus"));
    let key = "translations/pl/2017/01.md";
    assert_ne!(ca[key], cc[key]);
}

#[test]
fn generate_refuses_a_folder_with_files_and_bad_sizes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("keep.txt"), "mine").unwrap();
    let err = generate(&SMALL, dir.path()).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "generate: {} is not empty; give a new folder",
            dir.path().display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("keep.txt")).unwrap(),
        "mine"
    );
    let err = generate(&Spec { langs: 21, ..SMALL }, &dir.path().join("x"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "generate: --laws must be 1–93, --langs 1–20, --editions 1–10"
    );
    assert!(!dir.path().join("x").exists());
}

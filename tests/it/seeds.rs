//! Acceptance tests on the five real seed documents (tests/fixtures/seeds, copied from the shared
//! seeds): re-import matches the committed corpus; metadata, every clause id, the residue taken
//! out (and that no word was lost or invented), and every reference target.

use crate::common;

use std::path::PathBuf;

use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{Body, Document, Kind};
use lawref::import::{Flags, Imported, import_document};
use lawref::xref::{Resolution, link};

use common::{SEEDS, clause_ids, e, files_under};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn seed(name: &str) -> Vec<u8> {
    std::fs::read(root().join("tests/fixtures/seeds").join(name)).unwrap()
}

fn import(name: &str) -> Imported {
    let manifests = load_manifests(&root()).unwrap();
    import_document(name, &seed(name), &manifests, &Flags::default()).unwrap()
}

fn doc<'a>(c: &'a lawref::Corpus, path: &str) -> &'a Document {
    c.documents
        .iter()
        .find(|d| d.path == path)
        .unwrap_or_else(|| panic!("{path} not in corpus"))
}

#[test]
fn reimporting_the_seeds_gives_the_committed_corpus_and_reports() {
    for name in SEEDS {
        let imp = import(name);
        for (path, text) in &imp.files {
            let committed = std::fs::read_to_string(root().join(path)).unwrap();
            assert_eq!(
                &committed, text,
                "{path} differs from a fresh import of {name}"
            );
        }
        let committed = std::fs::read_to_string(root().join(imp.report_path())).unwrap();
        assert_eq!(committed, imp.report.to_text(), "report of {name}");
    }
}

#[test]
fn each_seed_gets_its_language_edition_law_and_kind_without_flags() {
    let expect: [(&str, &[&str]); 5] = [
        (SEEDS[0], &["translations/pl/2017/68.md"]),
        (SEEDS[1], &["translations/pl/2007/68.md"]),
        (
            SEEDS[2],
            &[
                "translations/ru/2007/67.commentary.md",
                "translations/ru/2007/68.commentary.md",
            ],
        ),
        (SEEDS[3], &["translations/nl/2007/68.md"]),
        (SEEDS[4], &["translations/pl/2017/70.md"]),
    ];
    let corpus = load_corpus(&root()).unwrap();
    for (name, paths) in expect {
        let imp = import(name);
        let got: Vec<&str> = imp.files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(got, paths, "{name}");
        for p in paths {
            assert_eq!(doc(&corpus, p).meta.source, name);
        }
    }
    let ru = doc(&corpus, "translations/ru/2007/68.commentary.md");
    assert_eq!(ru.meta.kind, Kind::Commentary);
    assert_eq!(
        ru.meta.title.as_deref(),
        Some("ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК")
    );
    assert_eq!(
        doc(&corpus, "translations/ru/2007/67.commentary.md")
            .meta
            .title,
        None
    );
    assert_eq!(
        doc(&corpus, "translations/nl/2007/68.md")
            .meta
            .title
            .as_deref(),
        Some("Opeisen en afstaan van slagen")
    );
    assert_eq!(
        doc(&corpus, "translations/pl/2017/70.md")
            .meta
            .title
            .as_deref(),
        Some("Sporna deklaracja lub zrzeczenie")
    );
    assert_eq!(
        doc(&corpus, "translations/pl/2007/68.md")
            .meta
            .title
            .as_deref(),
        Some("ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW")
    );
}

#[test]
fn every_clause_id_of_the_seeds() {
    let c = load_corpus(&root()).unwrap();
    assert_eq!(
        clause_ids(doc(&c, "translations/pl/2017/68.md")),
        [
            "opening",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68D1",
            "68D2",
            "68D2(a)",
            "68D2(b)",
            "68D2(b)(i)",
            "68D2(b)(ii)"
        ]
    );
    assert_eq!(
        clause_ids(doc(&c, "translations/pl/2007/68.md")),
        [
            "opening", "68A", "68B", "68B1", "68B2", "68C", "68D", "closing"
        ]
    );
    assert_eq!(
        clause_ids(doc(&c, "translations/nl/2007/68.md")),
        ["68A", "68B", "68B1", "68B2", "68C", "68D"]
    );
    assert_eq!(
        clause_ids(doc(&c, "translations/pl/2017/70.md")),
        [
            "70A",
            "70B",
            "70B1",
            "70B2",
            "70B3",
            "70C",
            "70C1",
            "70C2",
            "70C3",
            "70D",
            "70D1",
            "70D2",
            "70E",
            "70E1",
            "70E2",
            "footnote *"
        ]
    );
    let items = |p: &str| match doc(&c, p).body() {
        Body::Commentary { items, .. } => items.iter().map(|i| i.label()).collect::<Vec<_>>(),
        _ => panic!(),
    };
    assert_eq!(
        items("translations/ru/2007/67.commentary.md"),
        ["67.10", "67.11"]
    );
    assert_eq!(
        items("translations/ru/2007/68.commentary.md"),
        ["68.1", "68.2", "68.3", "68.4"]
    );
    let sections: Vec<Option<&str>> = match doc(&c, "translations/pl/2017/68.md").body() {
        Body::Text(t) => t.clauses.iter().map(|s| s.title.as_deref()).collect(),
        _ => panic!(),
    };
    assert_eq!(
        sections,
        [
            Some("Definicja deklaracji"),
            Some("Definicja zrzeczenia"),
            Some("Wymagane wyjaśnienie"),
            Some("Wstrzymanie gry")
        ]
    );
}

fn residue(name: &str) -> Vec<(usize, usize, String, String)> {
    common::residue(&import(name))
}

#[test]
fn the_residue_taken_out_of_each_seed() {
    assert_eq!(residue(SEEDS[0]), []);
    assert_eq!(
        residue(SEEDS[1]),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "68."
            ),
            e(1, 45, "trailing white space", "\u{a0}"),
            e(
                25,
                1,
                "site navigation: a link to Law 67",
                "67. LEWA WADLIWA"
            ),
            e(
                27,
                1,
                "site navigation: a link to Law 69",
                "69. UZNANIE ROSZCZENIA ALBO ZRZECZENIA"
            ),
        ]
    );
    let dc4 = "control-character placeholder";
    let xe = "index-entry field residue (a word repeated on its own line)";
    assert_eq!(
        residue(SEEDS[2]),
        [
            e(5, 40, dc4, "(DC4)"),
            e(7, 60, dc4, "(DC4)"),
            e(8, 1, "page marker", "..page4"),
            e(
                9,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Правило 68."
            ),
            e(9, 51, dc4, "(DC4)"),
            e(12, 10, dc4, "(DC4)"),
            e(14, 48, dc4, "(DC4)"),
            e(16, 1, xe, "претензию"),
            e(17, 1, xe, "претензию"),
            e(20, 18, dc4, "(DC4)"),
            e(22, 1, xe, "уступку"),
            e(23, 1, xe, "уступку"),
            e(26, 8, dc4, "(DC4)"),
            e(30, 54, dc4, "(DC4)"),
            e(35, 40, dc4, "(DC4)"),
            e(46, 13, dc4, "(DC4)"),
            e(49, 54, dc4, "(DC4)"),
        ]
    );
    assert_eq!(
        residue(SEEDS[3]),
        [
            e(1, 1, "wiki template name", "Sjabloon:2007:68"),
            e(
                3,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "ARTIKEL 68"
            ),
            e(10, 1, "line holding only white space", "   "),
            e(12, 1, "line holding only white space", "   "),
            e(13, 1, "line holding only white space", "   "),
        ]
    );
    assert_eq!(residue(SEEDS[4]), []);
}

#[test]
fn no_word_of_a_seed_is_lost_or_invented() {
    for name in SEEDS {
        let input = String::from_utf8(seed(name)).unwrap();
        common::assert_accounted(name, &input, &import(name));
    }
}

#[test]
fn every_reference_in_the_seeds_resolves_to_its_target() {
    let corpus = load_corpus(&root()).unwrap();
    let links = link(&corpus);
    let targets = |path: &str| -> Vec<String> {
        let i = corpus
            .documents
            .iter()
            .position(|d| d.path == path)
            .unwrap();
        links
            .refs
            .iter()
            .filter(|r| r.doc == i)
            .map(|r| r.target.to_string())
            .collect()
    };
    assert_eq!(
        targets("translations/pl/2017/68.md"),
        [
            "16", "57A", "54", "68B1", "16C", "69", "70", "68D2(a)", "16", "50"
        ]
    );
    assert_eq!(
        targets("translations/pl/2007/68.md"),
        ["54", "68B1", "16D", "70D3", "69", "70", "16", "57A"]
    );
    assert_eq!(
        targets("translations/ru/2007/67.commentary.md"),
        ["67B2", "14B"]
    );
    assert_eq!(
        targets("translations/ru/2007/68.commentary.md"),
        ["68", "69B", "71", "16A2"]
    );
    assert_eq!(
        targets("translations/nl/2007/68.md"),
        ["54", "68B1", "16D", "70D3", "69", "70"]
    );
    assert_eq!(targets("translations/pl/2017/70.md"), ["70", "71"]);

    // Where they lead: relative ones inside the same law, others to the corpus or nowhere.
    let res = |path: &str, target: &str| -> Resolution {
        let i = corpus
            .documents
            .iter()
            .position(|d| d.path == path)
            .unwrap();
        links
            .refs
            .iter()
            .find(|r| r.doc == i && r.target.to_string() == target)
            .unwrap()
            .resolution
            .clone()
    };
    let at = |path: &str| {
        corpus
            .documents
            .iter()
            .position(|d| d.path == path)
            .unwrap()
    };
    let clause = |s: &str| s.parse().unwrap();
    assert_eq!(
        res("translations/pl/2017/68.md", "68D2(a)"),
        Resolution::Document {
            doc: at("translations/pl/2017/68.md"),
            clause: clause("68D2(a)")
        }
    );
    assert_eq!(
        res("translations/nl/2007/68.md", "68B1"),
        Resolution::Document {
            doc: at("translations/nl/2007/68.md"),
            clause: clause("68B1")
        }
    );
    assert_eq!(
        res("translations/pl/2017/68.md", "70"),
        Resolution::Document {
            doc: at("translations/pl/2017/70.md"),
            clause: clause("70")
        }
    );
    assert_eq!(
        res("translations/pl/2007/68.md", "70D3"),
        Resolution::NotInCorpus
    );
    assert_eq!(
        res("translations/ru/2007/67.commentary.md", "67B2"),
        Resolution::NotInCorpus
    );
    assert_eq!(
        res("translations/ru/2007/68.commentary.md", "68"),
        Resolution::Parallel {
            edition: lawref::Edition("2007".into()),
            clause: clause("68")
        }
    );
    // The relative reference's words are what gets linked.
    let d = at("translations/pl/2017/68.md");
    let r = links
        .refs
        .iter()
        .find(|r| r.doc == d && r.relative && r.target.to_string() == "68D2(a)")
        .unwrap();
    let para = corpus.documents[d].paragraphs()[r.para].clone();
    let lawref::corpus::model::Inline::Text(t) = &para.inlines[r.inline] else {
        panic!()
    };
    assert_eq!(&t[r.range.clone()], "(a)");
    assert_eq!(
        r.from,
        lawref::corpus::model::Owner::Clause(clause("68D2(b)(i)"))
    );
}

#[test]
fn the_committed_corpus_is_what_the_readme_import_commands_make() {
    // README's import command imports all five seeds with no flags; check the corpus has exactly
    // the files those imports write, so nothing stale lingers.
    let mut expected: Vec<String> = SEEDS
        .iter()
        .flat_map(|n| import(n).files.into_iter().map(|(p, _)| p))
        .collect();
    expected.sort();
    // The corpus files (the term base, translations/pl/terms.yaml, is not made by import).
    let mut present: Vec<String> = files_under(&root().join("translations"))
        .into_iter()
        .filter(|p| {
            !lawref::analysis::terms::is_term_base_path(
                &p.strip_prefix(root()).unwrap().to_string_lossy(),
            )
        })
        .map(|p| {
            p.strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        // Annotations files and situation indexes are written by hand, not imported.
        .filter(|p| !p.starts_with("translations/annotations/"))
        .filter(|p| !lawref::corpus::situations::is_index_path(p))
        .collect();
    present.sort();
    assert_eq!(present, expected);
}

//! Real pages that import was refusing whole for one doubt or for a shape it misread (issue 29:
//! "partial import with named doubts instead of refusal"). Each page now gives its law text; a
//! part with two readings that nothing decides is imported as its likelier reading and named in
//! the report's doubts (line, the two readings, the choice), which `--strict` refuses. Only a
//! page that holds no law text is refused whole, saying what it is. Input: tests/fixtures/real/
//! (copied from ../shared/fidelity/documents/; test input only).

use crate::common;

use common::{assert_accounted, clause_ids, clause_text, documents, doubts, e, residue, root};
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::Edition;
use lawref::import::{CorpusClauses, Flags, Imported, import_document_with};

fn input(name: &str) -> Vec<u8> {
    std::fs::read(root().join("tests/fixtures/real").join(name)).unwrap()
}

/// Imports a real document against the repository's manifests and corpus.
fn try_import(name: &str, flags: &Flags) -> lawref::Result<Imported> {
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    import_document_with(name, &input(name), &manifests, &clauses, flags)
}

/// As [`try_import`], and every word of the input is in the files made or the report.
fn import(name: &str, flags: &Flags) -> Imported {
    let imp = try_import(name, flags).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = String::from_utf8(input(name)).unwrap();
    assert_accounted(name, &text, &imp);
    imp
}

fn flags(law: Option<u8>, edition: Option<&str>) -> Flags {
    Flags {
        law,
        edition: edition.map(|e| Edition(e.into())),
        ..Flags::default()
    }
}

fn strict(f: Flags) -> Flags {
    Flags { strict: true, ..f }
}

/// The section titles of the one file made.
fn section_titles(imp: &Imported) -> Vec<String> {
    documents(imp)[0]
        .law_text()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.title.clone().unwrap_or_default())
        .collect()
}

/// The report's `decided:` line that begins with `start`.
fn decided<'a>(imp: &'a Imported, start: &str) -> &'a str {
    imp.report
        .decisions
        .iter()
        .find(|d| d.starts_with(start))
        .unwrap_or_else(|| panic!("no decision {start}: {:?}", imp.report.decisions))
}

/// pzbs.pl's English 2017 Law 12 (kind 4 of issue 29): section headings without letters and
/// numbered items whose text ends in a reference, "(see C2 below)." A numbered line that is a
/// sentence is no law's title, so the page is no table of contents. The first heading is
/// section A's: the manifest gives Law 12 another title. Law and edition are not in the text
/// (`--law 12 --edition 2017`, from the page's address).
#[test]
fn pzbs_2017_law_12_items_ending_in_a_reference_are_no_table_of_contents() {
    let name = "en-2017-12-pzbs.txt";
    let imp = import(name, &flags(Some(12), Some("2017")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/12.md");
    assert_eq!(d.meta.title, None);
    assert_eq!(
        clause_ids(d),
        [
            "12A", "12A1", "12A2", "12A3", "12B", "12B1", "12B2", "12C", "12C1", "12C2", "12C3",
            "12C4", "12C5"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Power to Award an Adjusted Score",
            "Objectives of Score Adjustment",
            "Awarding an Adjusted Score"
        ]
    );
    assert_eq!(
        clause_text(d, "12A2"),
        [
            "The Director awards an artificial adjusted score if no rectification can be made that will permit normal play of the board (see C2 below)."
        ]
    );
    assert_eq!(
        decided(&imp, "title:"),
        "title: line 1 \"Power to Award an Adjusted Score\" is the heading of an unlettered section A, not the law's title: laws/2017.yaml gives Law 12 the title \"Director's Discretionary Powers\" in en; the sections after it are B, C …"
    );
    assert_eq!(residue(&imp), []);
    assert_eq!(doubts(&imp), []);
}

/// pzbs.pl's English 2017 Law 58: its last lines are four numbered items ending in references
/// ("(see Law 47F)."), no table of contents. Its first heading, "Simultaneous Plays by Two
/// Players", shares words with the title the manifest gives Law 58 ("Simultaneous Leads or
/// Plays") but is not it: read as section A's heading, and named as a doubt (`--strict`
/// refuses the page).
#[test]
fn pzbs_2017_law_58_a_heading_like_the_title_is_section_a_with_a_doubt() {
    let name = "en-2017-58-pzbs.txt";
    let imp = import(name, &flags(Some(58), Some("2017")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/58.md");
    assert_eq!(d.meta.title, None);
    assert_eq!(
        clause_ids(d),
        ["58A", "58B", "58B1", "58B2", "58B3", "58B4"]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Simultaneous Plays by Two Players",
            "Simultaneous Cards from One Hand"
        ]
    );
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "site navigation: links",
            "home table of contents index ← 57 → 59 PL: przepis 58"
        )]
    );
    assert_eq!(
        doubts(&imp),
        [e(
            4,
            1,
            "the law's title, or the heading of an unlettered section A (then every letter after it shifts): laws/2017.yaml gives Law 58 the title \"Simultaneous Leads or Plays\" in en, which shares some of its words; read as section A",
            "Simultaneous Plays by Two Players"
        )]
    );
    assert!(try_import(name, &strict(flags(Some(58), Some("2017")))).is_err());
}

//! Editions and their correspondences (`align::editions::counterparts`), the word diff of a law
//! between editions (`align::diff`), `lawref diff` and the site's diff pages, on the seed corpus
//! and on scratch corpora.

use crate::common;

use std::path::Path;

use common::{corpus_copy, lawref, root};
use lawref::analysis::align::diff::{Op, Part, Row, diff_law, word_diff_text};
use lawref::analysis::align::editions::counterparts;
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{ClauseId, Corpus, Edition, Lang};

fn id(s: &str) -> ClauseId {
    s.parse().unwrap()
}

fn ids(v: &[&str]) -> Vec<ClauseId> {
    v.iter().map(|s| id(s)).collect()
}

fn ed(s: &str) -> Edition {
    Edition(s.into())
}

fn write(dir: &Path, rel: &str, text: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A corpus of manifests only, from `(file name, YAML)` pairs.
fn manifests(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        write(dir.path(), &format!("laws/{name}"), text);
    }
    dir
}

fn manifest_errors(files: &[(&str, &str)]) -> String {
    let dir = manifests(files);
    load_manifests(dir.path()).unwrap_err().to_string()
}

const E2000: &str = "edition: '2000'\nname: Laws 2000\nyear: 2000\nlaw_count: 93\n";
const E2010: &str = "\
edition: '2010'
name: Laws 2010
year: 2010
law_count: 93
previous: '2000'
correspondences:
  - renumbered: 16D -> 16C
    note: a note
  - split: 12C -> 12C1, 12C2
  - merged: 40A, 40B -> 40A
  - new: 68D2(b)
  - deleted: 25B
";
const E2020: &str = "\
edition: '2020'
name: Laws 2020
year: 2020
date: 2020-03-01
law_count: 93
previous: '2010'
correspondences:
  - renumbered: 16C -> 16E
";
const E2010R2015: &str = "\
edition: '2010r2015'
name: Laws 2010, revised 2015
year: 2015
law_count: 93
revises: '2010'
correspondences:
  - new: 12C3
";

fn scratch() -> (tempfile::TempDir, Corpus) {
    // Files in an order other than the editions' dates.
    let dir = manifests(&[
        ("2020.yaml", E2020),
        ("2010r2015.yaml", E2010R2015),
        ("2000.yaml", E2000),
        ("2010.yaml", E2010),
    ]);
    let corpus = load_corpus(dir.path()).unwrap();
    (dir, corpus)
}

#[test]
fn editions_are_ordered_by_date_and_a_sub_edition_follows_its_base() {
    let (_d, c) = scratch();
    let order: Vec<&str> = c.editions.iter().map(|m| m.edition.0.as_str()).collect();
    assert_eq!(order, ["2000", "2010", "2010r2015", "2020"]);
    let r = c.edition(&ed("2010r2015")).unwrap();
    assert_eq!(r.follows(), Some(&ed("2010")));
    assert_eq!(c.edition(&ed("2020")).unwrap().order_key(), "2020-03-01");
    assert_eq!(c.edition(&ed("2010")).unwrap().correspondences[3].line, 11);
}

#[test]
fn counterparts_over_each_kind_of_record() {
    let (_d, c) = scratch();
    let cp = |from: &str, x: &str, to: &str| counterparts(&c, &ed(from), id(x), &ed(to));
    // Renumbered, both ways, with its sub-clauses.
    assert_eq!(cp("2000", "16D", "2010"), ids(&["16C"]));
    assert_eq!(cp("2010", "16C", "2000"), ids(&["16D"]));
    assert_eq!(cp("2000", "16D2(a)", "2010"), ids(&["16C2(a)"]));
    // Split: one → several; each part back to the one.
    assert_eq!(cp("2000", "12C", "2010"), ids(&["12C1", "12C2"]));
    assert_eq!(cp("2010", "12C2", "2000"), ids(&["12C"]));
    // Merged: several → one; the one back to the several.
    assert_eq!(cp("2000", "40B", "2010"), ids(&["40A"]));
    assert_eq!(cp("2010", "40A", "2000"), ids(&["40A", "40B"]));
    // Deleted, with its sub-clauses; new, with its sub-clauses.
    assert_eq!(cp("2000", "25B", "2010"), ids(&[]));
    assert_eq!(cp("2000", "25B1", "2010"), ids(&[]));
    assert_eq!(cp("2010", "68D2(b)", "2000"), ids(&[]));
    assert_eq!(cp("2010", "68D2(b)(ii)", "2000"), ids(&[]));
    // No record: the same id; the same edition: the id itself.
    assert_eq!(cp("2000", "68D2(a)", "2010"), ids(&["68D2(a)"]));
    // ... unless a record names that id on the other side: 2000's 16D became 16C, so 2010's
    // 16D (and its sub-clauses) is not 2000's; 2000's 16C, unrecorded, is not 2010's 16C (the
    // old 16D); the new 68D2(b) is not a 2000 68D2(b) either way.
    assert_eq!(cp("2010", "16D", "2000"), ids(&[]));
    assert_eq!(cp("2010", "16D1", "2000"), ids(&[]));
    assert_eq!(cp("2000", "16C", "2010"), ids(&[]));
    assert_eq!(cp("2000", "68D2(b)", "2010"), ids(&[]));
    // A split or merge names only its clauses: 2010's 12C1's neighbour 12C3 is the same id.
    assert_eq!(cp("2000", "12C3", "2010"), ids(&["12C3"]));
    assert_eq!(cp("2010", "16C", "2010"), ids(&["16C"]));
}

#[test]
fn counterparts_follow_a_chain_of_editions_both_ways_and_across_a_sub_edition() {
    let (_d, c) = scratch();
    let cp = |from: &str, x: &str, to: &str| counterparts(&c, &ed(from), id(x), &ed(to));
    assert_eq!(cp("2000", "16D", "2020"), ids(&["16E"]));
    assert_eq!(cp("2020", "16E1", "2000"), ids(&["16D1"]));
    assert_eq!(cp("2000", "12C", "2020"), ids(&["12C1", "12C2"]));
    // 2020 and 2010r2015 both follow 2010: back to it, then forward.
    assert_eq!(cp("2020", "16E", "2010r2015"), ids(&["16C"]));
    assert_eq!(cp("2010r2015", "12C3", "2020"), ids(&[]));
    assert_eq!(cp("2000", "16D", "2010r2015"), ids(&["16C"]));
}

#[test]
fn the_seed_manifests_record_the_2017_renumbering_and_the_split_of_68d() {
    let c = load_corpus(&root()).unwrap();
    let cp = |from: &str, x: &str, to: &str| counterparts(&c, &ed(from), id(x), &ed(to));
    assert_eq!(cp("2007", "16D", "2017"), ids(&["16C"]));
    assert_eq!(cp("2017", "16C", "2007"), ids(&["16D"]));
    assert_eq!(cp("2007", "16C", "2017"), ids(&["16D"]));
    assert_eq!(
        cp("2007", "68D", "2017"),
        ids(&["68D", "68D1", "68D2", "68D2(a)"])
    );
    assert_eq!(cp("2017", "68D2(b)(i)", "2007"), ids(&[]));
    let order: Vec<&str> = c.editions.iter().map(|m| m.edition.0.as_str()).collect();
    assert_eq!(order, ["1975", "1982", "1987", "1997", "2007", "2017"]);
}

#[test]
fn bad_manifests_are_refused_with_file_and_line() {
    let e = manifest_errors(&[(
        "2010.yaml",
        "edition: '2010'\nname: L\nyear: 2010\nlaw_count: 93\nprevious: '1999'\n",
    )]);
    assert_eq!(
        e,
        "laws/2010.yaml:5:1: previous: edition \"1999\" has no manifest laws/1999.yaml"
    );
    let e = manifest_errors(&[(
        "2010.yaml",
        "edition: '2010'\nname: L\nyear: 2010\ndate: 2010-02-30\nlaw_count: 93\n",
    )]);
    assert_eq!(
        e,
        "laws/2010.yaml:4:1: date \"2010-02-30\" is not an ISO date YYYY-MM-DD (2017-09-01)"
    );
    let e = manifest_errors(&[
        (
            "2000.yaml",
            "edition: '2000'\nname: L\nyear: 2000\nlaw_count: 93\nprevious: '2010'\n",
        ),
        (
            "2010.yaml",
            "edition: '2010'\nname: L\nyear: 2010\nlaw_count: 93\nprevious: '2000'\n",
        ),
    ]);
    assert_eq!(
        e,
        "3 errors:\n\
         laws/2000.yaml:5:1: previous: edition 2010 (2010-01-01) is not older than 2000 (2000-01-01)\n\
         laws/2000.yaml:5:1: the editions follow each other in a cycle: 2000 -> 2010 -> 2000\n\
         laws/2010.yaml:5:1: the editions follow each other in a cycle: 2010 -> 2000 -> 2010"
    );
    let e = manifest_errors(&[
        ("2000.yaml", E2000),
        (
            "2010.yaml",
            "edition: '2010'\nname: L\nyear: 2010\nlaw_count: 93\nprevious: '2000'\ncorrespondences:\n  - renumbered: 16D -> 16C\n  - split: 16D -> 16D1, 16D2\n",
        ),
    ]);
    assert_eq!(
        e,
        "laws/2010.yaml:8:1: 16D of the previous edition is already in the record on line 7: a clause is in one record at most"
    );
    let e = manifest_errors(&[
        ("2000.yaml", E2000),
        (
            "2010.yaml",
            "edition: '2010'\nname: L\nyear: 2010\nlaw_count: 93\nprevious: '2000'\ncorrespondences:\n  - renumbered: 16D -> 16C\n  - renumbered: 16E -> 16c\n",
        ),
    ]);
    assert!(
        e.starts_with("laws/2010.yaml:8:5: correspondences: "),
        "{e}"
    );
    assert!(e.contains("\"16c\" is not a clause id"), "{e}");
    let e = manifest_errors(&[(
        "2010.yaml",
        "edition: '2010'\nname: L\nyear: 2010\nlaw_count: 93\ncorrespondences:\n  - new: 16E\n",
    )]);
    assert_eq!(
        e,
        "laws/2010.yaml:5:1: correspondences are to the previous edition, and this manifest names none (add `previous:`)"
    );
    let e = manifest_errors(&[(
        "2010-r.yaml",
        "edition: '2010-r'\nname: L\nyear: 2010\nlaw_count: 93\n",
    )]);
    assert!(
        e.starts_with(
            "laws/2010-r.yaml:1:1: edition id \"2010-r\" must be letters and digits only"
        ),
        "{e}"
    );
}

/// `(op, word)` pairs of tokens.
fn tokens(t: &[lawref::analysis::align::diff::Token]) -> Vec<(Op, &str)> {
    t.iter().map(|t| (t.op, t.text.as_str())).collect()
}

fn row<'d>(rows: &'d [Row], to: &str) -> &'d Row {
    rows.iter()
        .find(|r| r.to.iter().any(|c| c.to_string() == to))
        .unwrap_or_else(|| panic!("no row with {to}"))
}

#[test]
fn law_68_in_polish_from_2007_to_2017_word_by_word() {
    let c = load_corpus(&root()).unwrap();
    let d = diff_law(&c, &Lang("pl".into()), 68, &ed("2007"), &ed("2017")).unwrap();
    let heads: Vec<(Vec<String>, Vec<String>)> = d
        .rows
        .iter()
        .filter(|r| r.part == Part::Clauses)
        .map(|r| {
            (
                r.from.iter().map(ToString::to_string).collect(),
                r.to.iter().map(ToString::to_string).collect(),
            )
        })
        .collect();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        heads,
        [
            (s(&["68A"]), s(&["68A"])),
            (s(&["68B"]), s(&["68B"])),
            (s(&["68B1"]), s(&["68B1"])),
            (s(&["68B2"]), s(&["68B2"])),
            (s(&["68C"]), s(&["68C"])),
            (s(&["68D"]), s(&["68D", "68D1", "68D2", "68D2(a)"])),
            (s(&[]), s(&["68D2(b)"])),
            (s(&[]), s(&["68D2(b)(i)"])),
            (s(&[]), s(&["68D2(b)(ii)"])),
        ]
    );
    assert_eq!(d.rows[0].part, Part::Title);
    assert_eq!(d.rows[1].part, Part::Preamble);
    assert_eq!(d.rows.last().unwrap().part, Part::Closing);
    // The law's title: every word replaced (the 2007 title is in capitals).
    assert_eq!(
        word_diff_text(&d.rows[0].title),
        "[-ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW-]{+Deklaracja lub zrzeczenie się lew+}"
    );
    // The 2007 D paragraph against 2017 D, D1, D2 and D2(a): a paragraph break (a "\n" token)
    // between each of the four 2017 paragraphs, none in the 2007 one.
    let d_row = row(&d.rows, "68D");
    let breaks = |op: Op| {
        d_row
            .text
            .iter()
            .filter(|t| t.text == "\n" && t.op == op)
            .count()
    };
    assert_eq!(
        (breaks(Op::Insert), breaks(Op::Delete), breaks(Op::Equal)),
        (3, 0, 0)
    );
    assert_eq!(
        tokens(&row(&d.rows, "68A").title),
        [
            (Op::Equal, "Definicja"),
            (Op::Delete, "roszczenia"),
            (Op::Insert, "deklaracji")
        ]
    );
    assert_eq!(
        tokens(&row(&d.rows, "68D").title),
        [
            (Op::Delete, "Zaprzestanie"),
            (Op::Insert, "Wstrzymanie"),
            (Op::Equal, "gry")
        ]
    );
    let b2 = row(&d.rows, "68B2");
    let i = b2.text.iter().position(|t| t.text == "16D").unwrap();
    assert_eq!(
        tokens(&b2.text[i - 1..i + 2]),
        [
            (Op::Equal, "przepis"),
            (Op::Delete, "16D"),
            (Op::Insert, "16C")
        ]
    );
    // The 2017-only continuation of D2: every word inserted.
    for (cl, first) in [
        ("68D2(b)", "Na"),
        ("68D2(b)(i)", "Wszyscy"),
        ("68D2(b)(ii)", "Wcześniejsza"),
    ] {
        let r = row(&d.rows, cl);
        assert!(r.from.is_empty() && !r.text.is_empty(), "{cl}");
        assert!(r.text.iter().all(|t| t.op == Op::Insert), "{cl}");
        assert_eq!(r.text[0].text, first);
    }
    // The closing paragraph (moved into the 2017 opening) is all deleted there.
    assert!(
        d.rows
            .last()
            .unwrap()
            .text
            .iter()
            .all(|t| t.op == Op::Delete)
    );
}

#[test]
fn lawref_diff_prints_git_word_diff_marks() {
    let out = lawref(
        &root(),
        &[
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('\x1b'), "no colour off a terminal");
    for line in [
        "Law 68 (pl), 2007 -> 2017\n",
        "\n68 title\n  title: [-ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW-]{+Deklaracja lub zrzeczenie się lew+}\n",
        "\n68A\n  title: Definicja [-roszczenia-]{+deklaracji+}\n",
        "\n68B (unchanged)\n",
        "\n68D -> 68D, 68D1, 68D2, 68D2(a)\n  title: [-Zaprzestanie-]{+Wstrzymanie+} gry\n",
        "\n68D2(b)(i) (new in 2017)\n  {+Wszyscy czterej gracze muszą wyrazić zgodę. W przeciwnym razie zostaje przywołany sędzia i postępuje jak w punkcie (a) powyżej.+}\n",
        "stosuje się przepis [-16D-]{+16C+} i partnerowi",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let out = lawref(
        &root(),
        &[
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017", "--json",
        ],
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = &v["rows"][2];
    assert_eq!(a["from"], serde_json::json!(["68A"]));
    assert_eq!(
        a["title"],
        serde_json::json!([
            {"op": "equal", "text": "Definicja", "space": false},
            {"op": "delete", "text": "roszczenia", "space": true},
            {"op": "insert", "text": "deklaracji", "space": true}
        ])
    );
}

#[test]
fn lawref_diff_names_the_flag_the_corpus_cannot_answer() {
    let err = |args: &[&str]| {
        let out = lawref(&root(), args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
        String::from_utf8(out.stderr).unwrap()
    };
    let e = err(&[
        "diff", "68", "--lang", "pl", "--from", "1963", "--to", "2017",
    ]);
    assert!(
        e.contains(
            "--from 1963: the corpus has no such edition (it has: 1975, 1982, 1987, 1997, 2007, 2017)"
        ),
        "{e}"
    );
    let e = err(&[
        "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2027",
    ]);
    assert!(
        e.contains("--to 2027: the corpus has no such edition"),
        "{e}"
    );
    let e = err(&[
        "diff", "68", "--lang", "de", "--from", "2007", "--to", "2017",
    ]);
    assert!(
        e.contains("--lang de: the corpus has no text in it (it has: nl, pl, ru)"),
        "{e}"
    );
    let e = err(&[
        "diff", "70", "--lang", "pl", "--from", "2007", "--to", "2017",
    ]);
    assert!(
        e.contains("--from 2007: the corpus has no pl text of Law 70 in edition 2007"),
        "{e}"
    );
    let e = err(&[
        "diff", "94", "--lang", "pl", "--from", "2007", "--to", "2017",
    ]);
    assert!(e.contains("94"), "{e}");
    for (from, to) in [("2017", "2007"), ("2017", "2017")] {
        let e = err(&["diff", "68", "--lang", "pl", "--from", from, "--to", to]);
        assert!(
            e.contains(&format!("--from {from} is not older than --to {to}: a diff goes from an older edition to a newer one")),
            "{e}"
        );
    }
}

#[test]
fn the_site_has_the_diff_page_with_ins_and_del() {
    let dir = corpus_copy();
    let site = dir.path().join("site");
    let out = lawref(dir.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = std::fs::read_to_string(site.join("diff/pl/68/2007-2017/index.html")).unwrap();
    for frag in [
        r#"<strong class="clause-title">Definicja <del>roszczenia</del><ins>deklaracji</ins></strong>"#,
        r#"<strong class="clause-title"><del>Zaprzestanie</del><ins>Wstrzymanie</ins> gry</strong>"#,
        r#"<p><ins>Wszyscy czterej gracze muszą wyrazić zgodę. W przeciwnym razie zostaje przywołany sędzia i postępuje jak w punkcie (a) powyżej.</ins></p>"#,
        r#"<tr id="68D2bi" class="new">"#,
        r#"<a href="../../../../2007/pl/68/index.html#68D">68D</a>"#,
        r#"<a href="../../../../2017/pl/68/index.html#68D2a">68D2(a)</a>"#,
        r#"<span id="2007-68D"></span>"#,
    ] {
        assert!(page.contains(frag), "{frag} not in the page");
    }
    // Only laws with a text in both editions get a page.
    assert!(!site.join("diff/pl/70").exists());
    assert!(!site.join("diff/nl").exists());
}

/// `lawref check` warns of a correspondence record naming a clause no text of its law in its
/// edition has (a typo, most likely: the record changes nothing), at the id's line and column.
#[test]
fn check_warns_of_a_record_naming_a_clause_no_text_has() {
    let c = corpus_copy();
    let manifest = c.path().join("laws/2017.yaml");
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    let line = text.lines().count() + 1;
    text.push_str("  - renumbered: 68Q -> 68R\n  - deleted: 68Z\n  - renumbered: 14A -> 14B\n");
    std::fs::write(&manifest, text).unwrap();
    let out = lawref(c.path(), &["check"]);
    assert!(out.status.success(), "warnings only");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let found: Vec<&str> = stdout.lines().filter(|l| l.starts_with("laws/")).collect();
    assert_eq!(
        found,
        [
            format!(
                "laws/2017.yaml:{line}:17: warning: unknown-clause record \"68Q\": no text of Law 68 in the 2007 Laws has it (nl, pl)"
            ),
            format!(
                "laws/2017.yaml:{line}:24: warning: unknown-clause record \"68R\": no text of Law 68 in the 2017 Laws has it (pl)"
            ),
            format!(
                "laws/2017.yaml:{}:14: warning: unknown-clause record \"68Z\": no text of Law 68 in the 2007 Laws has it (nl, pl)",
                line + 1
            ),
        ]
    );
    // Law 14 has no text in the corpus: its record is not checked.
    assert!(
        stdout.ends_with("correspondences: 3 clause ids no text has\n"),
        "{stdout}"
    );
}

/// The site has a diff page for each edition with the next one that has the law's text in that
/// language, not for every pair (issue 18: the files a static host takes): with 1997, 2007 and
/// 2017, `1997-2007` and `2007-2017`, and `1997-2017` only for a language without the 2007
/// text. A law page links the diffs that exist, and a diff page's other languages are those
/// with the same pair.
#[test]
fn the_site_has_a_diff_page_for_each_edition_and_the_next_with_the_text() {
    use lawref::dev::generate::{Spec, generate};
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join("corpus");
    let spec = Spec {
        laws: 2,
        langs: 3,
        editions: 3,
        seed: 1,
    };
    generate(&spec, &c).unwrap();
    // Dutch has no 2007 text of law 1.
    std::fs::remove_file(c.join("translations/nl/2007/01.md")).unwrap();
    let site = dir.path().join("site");
    // With the site's address set, each page names its other languages' pages (`hreflang`).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("--corpus")
        .arg(&c)
        .args(["build", "--out", site.to_str().unwrap()])
        .env("LAWREF_SITE_URL", "https://example.org/laws/")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut pages: Vec<String> = walkdir::WalkDir::new(site.join("diff"))
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(site.join("diff")).unwrap();
            rel.parent().unwrap().to_string_lossy().into_owned()
        })
        .collect();
    pages.sort();
    assert_eq!(
        pages,
        [
            "nl/01/1997-2017",
            "nl/02/1997-2007",
            "nl/02/2007-2017",
            "pl/01/1997-2007",
            "pl/01/2007-2017",
            "pl/02/1997-2007",
            "pl/02/2007-2017",
            "ru/01/1997-2007",
            "ru/01/2007-2017",
            "ru/02/1997-2007",
            "ru/02/2007-2017",
        ]
    );
    // The quoted values that follow `before` in a page, in page order.
    let values_after = |page: &str, before: &str| -> Vec<String> {
        let html = std::fs::read_to_string(site.join(page)).unwrap();
        html.split(before)
            .skip(1)
            .map(|s| s[..s.find('"').unwrap()].to_string())
            .collect()
    };
    let diff_links = |page: &str| values_after(page, "class=\"diff-link\" href=\"");
    assert_eq!(
        diff_links("2017/pl/01/index.html"),
        ["../../../diff/pl/01/2007-2017/index.html"]
    );
    assert_eq!(
        diff_links("2017/nl/01/index.html"),
        ["../../../diff/nl/01/1997-2017/index.html"]
    );
    assert_eq!(
        diff_links("2007/pl/01/index.html"),
        [
            "../../../diff/pl/01/1997-2007/index.html",
            "../../../diff/pl/01/2007-2017/index.html"
        ]
    );
    // A diff page's other languages are those with the same page: none for the Dutch
    // 1997 → 2017, Russian and not Dutch for the Polish 2007 → 2017.
    let alternates = |page: &str| values_after(page, "<link rel=\"alternate\" hreflang=\"");
    assert_eq!(
        alternates("diff/nl/01/1997-2017/index.html"),
        Vec::<String>::new()
    );
    assert_eq!(alternates("diff/pl/01/2007-2017/index.html"), ["ru"]);
}

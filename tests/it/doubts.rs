//! Import's doubts about a text's structure, where a reader sees them (issue 29): the corpus
//! file's front matter names each (`doubts:`), `lawref check` lists them at their clause, and
//! the law page marks the clause "structure unsure" with the readings. Input: the PZBS Law 61
//! page the import fuzz harness changed (`tests/fuzz/found/import/numbered-item-out-of-order-
//! with-an-item-marker-after-it`), imported into a copy of the corpus with `--edition 2017`.

use crate::common;

use common::{corpus_copy, lawref};

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A copy of the corpus with the page imported.
fn corpus_with_doubts() -> tempfile::TempDir {
    let c = corpus_copy();
    let bytes = common::fixture(
        "../fuzz/found/import/numbered-item-out-of-order-with-an-item-marker-after-it",
    );
    let page = c.path().join("przep61.txt");
    std::fs::write(&page, &bytes[1..]).unwrap();
    let o = lawref(
        c.path(),
        &["import", "--edition", "2017", page.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    c
}

#[test]
fn check_lists_each_doubt_at_its_clause() {
    let c = corpus_with_doubts();
    let o = lawref(c.path(), &["check"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let unsure: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("structure-unsure"))
        .collect();
    assert_eq!(
        unsure,
        [
            "translations/pl/2017/61.md:27:1: warning: structure-unsure clause \"61B1\": source line 11 of przep61.txt: 1 follows 1 in the same list: every item numbered alike is how a page shows a list whose numbers it lost, or a clause appears twice; the clause ids cannot be told from it; kept as text of 1 before it",
            "translations/pl/2017/61.md:30:1: warning: structure-unsure clause \"61B1(b)\": source line 13 of przep61.txt: a list that begins at (b), not at its first number",
            "translations/pl/2017/61.md:30:1: warning: structure-unsure clause \"61B1(b)\": source line 15 of przep61.txt: 3 follows 1 in the same list: a clause missing before it, or its number misprinted; kept as text of 1(b) before it",
        ]
    );
    assert!(out.ends_with(
        "structure: 3 doubts import named (front matter `doubts:`; see docs/import.md)\n"
    ));
}

#[test]
fn the_law_page_marks_each_unsure_clause_and_a_settled_doubt_goes() {
    let c = corpus_with_doubts();
    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let page = std::fs::read_to_string(site.join("2017/pl/61/index.html")).unwrap();
    let b1 = &page[page.find("id=\"61B1\"").unwrap()..page.find("id=\"61B1b\"").unwrap()];
    assert!(b1.contains(
        "<details class=\"unsure\"><summary lang=\"pl\">Struktura niepewna</summary><p lang=\"en\">source line 11: 1 follows 1 in the same list:"
    ), "{b1}");
    assert_eq!(page.matches("<details class=\"unsure\">").count(), 2);
    assert_eq!(page.matches("<p lang=\"en\">source line ").count(), 3);
    // An editor settles the doubts by deleting them: the marks go.
    let file = c.path().join("translations/pl/2017/61.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let (head, rest) = text.split_once("doubts:\n").unwrap();
    let body = &rest[rest.find("---\n").unwrap()..];
    std::fs::write(&file, format!("{head}{body}")).unwrap();
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let page = std::fs::read_to_string(site.join("2017/pl/61/index.html")).unwrap();
    assert!(!page.contains("class=\"unsure\""));
    let o = lawref(c.path(), &["check"]);
    assert!(!stdout(&o).contains("structure-unsure"));
}

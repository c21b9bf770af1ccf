//! Bad input to the translators' round (issue 31), as a helper attacking lawref found it: each
//! is refused with a clear error, or read so that no translation is lost and no copy of the
//! source is published, and nothing is written on a refusal.

use crate::common;

use common::{corpus_copy, lawref, lawref_ok};

/// A copy of the shipped corpus with the made-up 2027 draft (`tests/fixtures/round2027/`, not
/// real) and its inferred records.
fn corpus() -> tempfile::TempDir {
    let dir = corpus_copy();
    for d in ["laws", "translations"] {
        common::copy_dir(
            &common::root().join("tests/fixtures/round2027").join(d),
            &dir.path().join(d),
        );
    }
    lawref_ok(dir.path(), &["align", "2027", "--with", "2017", "--write"]);
    dir
}

/// The German work package of Law 68 (no German text anywhere: nothing prefilled), its
/// targets the sources' copies.
fn package(c: &std::path::Path, dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let f = dir.join("68-de.xlf");
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "68",
            "--source",
            "en",
            "--target",
            "de",
            "--edition",
            "2027",
            "--copy-source",
            "--out",
            f.to_str().unwrap(),
        ],
    );
    let text = std::fs::read_to_string(&f).unwrap();
    (f, text)
}

/// Every unit of `text` marked translated, each target "DE " and its source's first line.
fn all_translated(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("<target xml:lang=\"de\" state=\"needs-translation\">") {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let end = after.find("</target>").unwrap();
        let body = &after[after.find('>').unwrap() + 1..end];
        let lines: Vec<String> = body.lines().map(|l| format!("DE {l}")).collect();
        out.push_str(&format!(
            "<target xml:lang=\"de\" state=\"translated\">{}</target>",
            lines.join("\n")
        ));
        rest = &after[end + "</target>".len()..];
    }
    out.push_str(rest);
    out
}

/// The XLIFF file `full` with only its first unit, the law's title: every unit from the
/// opening (`68-preamble`) to the last taken out.
fn title_only(full: &str) -> String {
    let start = full.find("<trans-unit id=\"68-preamble\"").unwrap();
    let end = full.rfind("</trans-unit>").unwrap() + "</trans-unit>".len();
    format!("{}{}", &full[..start], &full[end..])
}

fn refused(c: &std::path::Path, args: &[&str]) -> String {
    let before = common::contents(c);
    let out = lawref(c, args);
    assert!(!out.status.success(), "{args:?} succeeded");
    assert_eq!(common::contents(c), before, "{args:?} wrote something");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// 01: elements nested deeper than any work package are a fault at their place, not a panic
/// in the XML reader (65,536 levels overflowed quick-xml's namespace counter).
#[test]
fn elements_nested_too_deep_are_a_fault_not_a_panic() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    let deep = text.replacen(
        "<body>",
        &format!("<body>{}{}", "<group>".repeat(300), "</group>".repeat(300)),
        1,
    );
    std::fs::write(&f, deep).unwrap();
    let err = refused(c, &["import", f.to_str().unwrap()]);
    assert!(
        err.contains("elements nested more than 256 deep: no XLIFF work package nests so"),
        "{err}"
    );
}

/// 02: a file from and into one language is a fault at its target-language: it would write
/// over that language's own text with a work file no corpus loads.
#[test]
fn a_file_into_its_own_source_language_is_refused() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    std::fs::write(
        &f,
        all_translated(&text)
            .replace("target-language=\"de\"", "target-language=\"en\"")
            .replace("<target xml:lang=\"de\"", "<target xml:lang=\"en\""),
    )
    .unwrap();
    let err = refused(c, &["import", "--replace", f.to_str().unwrap()]);
    assert!(
        err.contains(
            "target-language \"en\" is the source-language: a translation is into another language"
        ),
        "{err}"
    );
}

/// 03: a reviewer's file that lacks units of the round's work is refused with `--replace` too,
/// naming them; the full file imports.
#[test]
fn a_file_that_drops_units_of_the_round_is_refused() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    let full = all_translated(&text);
    std::fs::write(&f, &full).unwrap();
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    let g = tmp.path().join("68-de-title.xlf");
    std::fs::write(&g, title_only(&full)).unwrap();
    let err = refused(c, &["import", "--replace", g.to_str().unwrap()]);
    assert!(
        err.contains("68-de-title.xlf lacks 10 of the units translations/de/2027/68.work.yaml holds (68-preamble, 68A, 68B, 68B1, 68B2, 68B3, 68D, 68D1, 68E, 68F): importing it would drop their translation and state"),
        "{err}"
    );
}

/// 04: another document over a text the round has a work file of is refused: the work would
/// describe a text no longer there, and the next export would offer its old draft.
#[test]
fn another_document_over_a_rounds_text_is_refused() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    std::fs::write(&f, all_translated(&text)).unwrap();
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    // The corpus file itself, edited by hand and imported again.
    let md = tmp.path().join("68.md");
    let corpus_text = std::fs::read_to_string(c.join("translations/de/2027/68.md")).unwrap();
    std::fs::write(&md, corpus_text.replace("DE ", "Offiziell ")).unwrap();
    let err = refused(
        c,
        &[
            "import",
            "--replace",
            "--lang",
            "de",
            "--edition",
            "2027",
            "--law",
            "68",
            md.to_str().unwrap(),
        ],
    );
    assert!(
        err.contains("translations/de/2027/68.work.yaml holds the translation round's work on translations/de/2027/68.md: importing 68.md over that text would leave the work describing a text no longer there"),
        "{err}"
    );
}

/// 05 and 09: a target that is still its source's copy (white space aside) is no translation
/// beside `approved="yes"` or with no state; only a state saying translated makes it one.
#[test]
fn a_copy_of_the_source_is_published_only_with_a_translated_state() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    let edited = text
        // 68A: approved, its state still needs-translation.
        .replacen(
            "<trans-unit id=\"68A\" resname=\"68A\"",
            "<trans-unit id=\"68A\" resname=\"68A\" approved=\"yes\"",
            1,
        )
        // 68B: no state.
        .replacen(
            "<target xml:lang=\"de\" state=\"needs-translation\">Concession Defined</target>",
            "<target xml:lang=\"de\">Concession Defined</target>",
            1,
        )
        // 68B1's copy with its spaces doubled.
        .replacen(
            "<target xml:lang=\"de\" state=\"needs-translation\">Any statement by declarer or a defender to the effect that a side will lose",
            "<target xml:lang=\"de\" state=\"needs-translation\">Any  statement   by declarer or a defender to the effect that a side will lose",
            1,
        )
        // The title: a copy marked translated, on the translator's word.
        .replacen(
            "<target xml:lang=\"de\" state=\"needs-translation\">CLAIM OR CONCESSION OF TRICKS</target>",
            "<target xml:lang=\"de\" state=\"translated\">CLAIM OR CONCESSION OF TRICKS</target>",
            1,
        );
    for (was, id) in [
        ("approved=\"yes\"", "68A"),
        ("<target xml:lang=\"de\">Concession", "68B"),
        ("Any  statement", "68B1"),
        ("state=\"translated\">CLAIM", "title"),
    ] {
        assert!(edited.contains(was), "{id}");
    }
    std::fs::write(&f, edited).unwrap();
    let out = lawref_ok(c, &["import", f.to_str().unwrap()]);
    let note = out.lines().next().unwrap();
    for id in ["68A", "68B", "68B1"] {
        assert!(
            note.contains(&format!(
                "{id} (no translation: the target is its source's copy)"
            )),
            "{id}: {note}"
        );
    }
    let md = std::fs::read_to_string(c.join("translations/de/2027/68.md")).unwrap();
    assert!(md.contains("title: CLAIM OR CONCESSION OF TRICKS"), "{md}");
    assert!(!md.contains("Concession Defined"), "{md}");
    let p = lawref_ok(c, &["progress", "--edition", "2027", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&p).unwrap();
    let de = v["langs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lang"] == "de")
        .unwrap();
    // Of Law 68's 11 units only the title is translated; none is in review.
    let in_review: u64 = ["new", "changed", "unchanged"]
        .iter()
        .map(|c| de["counts"][c]["in review"].as_u64().unwrap())
        .sum();
    assert_eq!(in_review, 0, "{de}");
    assert_eq!(de["text"], 1, "{de}");
}

/// A file of a few units over a text that has no work file (a text imported from a page) is
/// refused too: the parts of the text it lacks, that the source text has, would vanish.
#[test]
fn a_file_that_drops_parts_of_a_text_without_work_is_refused() {
    let dir = corpus_copy();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-pl-nl.xlf");
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "68",
            "--source",
            "pl",
            "--target",
            "nl",
            "--edition",
            "2007",
            "--out",
            f.to_str().unwrap(),
        ],
    );
    let full = std::fs::read_to_string(&f).unwrap();
    std::fs::write(&f, title_only(&full)).unwrap();
    let err = refused(c, &["import", "--replace", f.to_str().unwrap()]);
    assert!(
        err.contains("68-pl-nl.xlf lacks 6 of the units translations/nl/2007/68.md holds (68A, 68B, 68B1, 68B2, 68C, 68D): importing it would drop their translation and state"),
        "{err}"
    );
}

/// The round's guards hold when another file keeps the corpus from loading: the work file is
/// read from disk.
#[test]
fn the_rounds_guards_hold_when_the_corpus_does_not_load() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    let full = all_translated(&text);
    std::fs::write(&f, &full).unwrap();
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    // A clause no text has in the Polish situation index: the corpus no longer loads.
    let index = c.join("translations/pl/index.yaml");
    let text = std::fs::read_to_string(&index).unwrap();
    std::fs::write(&index, text.replacen("clauses: [", "clauses: [68Q, ", 1)).unwrap();
    assert!(lawref::corpus::load::load_corpus(c).is_err());
    let g = tmp.path().join("68-de-title.xlf");
    std::fs::write(&g, title_only(&full)).unwrap();
    let err = refused(c, &["import", "--replace", g.to_str().unwrap()]);
    assert!(
        err.contains(
            "68-de-title.xlf lacks 10 of the units translations/de/2027/68.work.yaml holds"
        ),
        "{err}"
    );
}

/// An XLIFF file into the language the round translates from is refused: it would write over
/// the English draft every language's package is made from.
#[test]
fn a_file_into_the_rounds_source_language_is_refused() {
    let dir = corpus();
    let c = dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let (f, text) = package(c, tmp.path());
    std::fs::write(&f, all_translated(&text)).unwrap();
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    // The same units as a Polish-to-English file.
    let g = tmp.path().join("68-pl-en.xlf");
    std::fs::write(
        &g,
        all_translated(&text)
            .replace("source-language=\"en\"", "source-language=\"pl\"")
            .replace("<source xml:lang=\"en\"", "<source xml:lang=\"pl\"")
            .replace("target-language=\"de\"", "target-language=\"en\"")
            .replace("<target xml:lang=\"de\"", "<target xml:lang=\"en\""),
    )
    .unwrap();
    let err = refused(c, &["import", "--replace", g.to_str().unwrap()]);
    assert!(
        err.contains("68-pl-en.xlf is into en, the language the 2027 round translates from (translations/de/2027/68.work.yaml names it as its source): an XLIFF import never writes over the round's source text"),
        "{err}"
    );
}

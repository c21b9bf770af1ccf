//! The `lawref` command as a user runs it: bad input gets an error naming the file and line and a
//! non-zero exit, and leaves nothing half-written; search answers right after build or with no
//! index at all.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::{copy_dir, corpus_copy, lawref, root};

/// A short raw Polish document whose text names neither its law nor its edition, written into
/// `dir` as `name`.
fn unplaced_polish(dir: &Path, name: &str, title: &str) -> PathBuf {
    let raw = dir.join(name);
    let text =
        format!("{title}\n\nSędzia postępuje, jak określono poniżej w tym przepisie o grze.\n");
    std::fs::write(&raw, text).unwrap();
    raw
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Builds with one corpus file replaced by `text`; asserts the build fails with `expect` in its
/// message and writes no site.
fn build_fails_with(file: &str, text: &str, expect: &str) {
    let c = corpus_copy();
    std::fs::write(c.path().join(file), text).unwrap();
    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success(), "build succeeded on bad {file}");
    assert!(
        stderr(&o).contains(expect),
        "expected {expect:?} in:\n{}",
        stderr(&o)
    );
    assert!(!site.exists(), "a site was written from a bad corpus");
}

const GOOD_HEAD: &str =
    "---\nlaw: 70\nedition: '2017'\nlang: pl\nkind: text\ntitle: T\nsource: test\n---\n";

#[test]
fn front_matter_that_is_not_yaml_is_an_error_at_its_line() {
    build_fails_with(
        "translations/pl/2017/70.md",
        "---\nlaw: 70\nedition: [2017\nlang: pl\n---\n\n## A. X\n",
        "translations/pl/2017/70.md:3:10: front matter: edition: invalid type: sequence, expected a string",
    );
}

#[test]
fn a_law_number_outside_1_to_93_is_an_error_at_its_line() {
    build_fails_with(
        "translations/pl/2017/70.md",
        &GOOD_HEAD.replace("law: 70", "law: 94"),
        "translations/pl/2017/70.md:2:1: law number 94 is outside 1–93 of edition 2017",
    );
}

#[test]
fn a_duplicate_clause_id_is_an_error_at_its_line() {
    build_fails_with(
        "translations/pl/2017/70.md",
        &format!("{GOOD_HEAD}\n## A. X\n\nText.\n\n## B. Y\n\n1. One.\n2. Two.\n\n## B. Again\n"),
        "translations/pl/2017/70.md:19:1: duplicate clause id 70B: the law has it twice",
    );
}

#[test]
fn a_corpus_file_that_is_not_utf8_is_an_error_naming_it() {
    build_fails_with(
        "translations/pl/2017/70.md",
        "",
        "translations/pl/2017/70.md:1:1: no front matter",
    );
    let c = corpus_copy();
    std::fs::write(
        c.path().join("translations/pl/2017/70.md"),
        b"---\nlaw: 70\ntitle: S\xEAdzia\n",
    )
    .unwrap();
    let o = lawref(
        c.path(),
        &["build", "--out", c.path().join("site").to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("translations/pl/2017/70.md:3:9: byte 0xEA is not UTF-8"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_missing_or_undecodable_raw_document_is_refused_and_nothing_is_written() {
    let c = corpus_copy();
    let before = std::fs::read_to_string(c.path().join("translations/pl/2017/68.md")).unwrap();
    let o = lawref(c.path(), &["import", "/nonexistent/law.txt"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("/nonexistent/law.txt"),
        "{}",
        stderr(&o)
    );

    // A good seed and a Windows-1250 document read as UTF-8 (--encoding) together: neither is
    // written.
    let bad = c.path().join("cp1250.txt");
    let (cp1250, _, _) = encoding_rs::WINDOWS_1250.encode(
        "Zgłoszenie zastrzeżeń\n\nSędzia postępuje, jak określono poniżej w tym przepisie o grze.\n",
    );
    std::fs::write(&bad, &cp1250).unwrap();
    std::fs::remove_file(c.path().join("translations/pl/2017/68.md")).unwrap();
    let seed = root().join("tests/fixtures/seeds/000_ed8cc4eab03324bf.txt");
    let o = lawref(
        c.path(),
        &[
            "import",
            seed.to_str().unwrap(),
            bad.to_str().unwrap(),
            "--encoding",
            "utf-8",
        ],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(
            "cp1250.txt:1:3: byte 0xB3 is not valid UTF-8 (the encoding --encoding gave)"
        ),
        "{}",
        stderr(&o)
    );
    assert!(
        !c.path().join("translations/pl/2017/68.md").exists(),
        "the good seed was written anyway"
    );
    assert!(!c.path().join("import-report").exists());

    // A UTF-16 file with an odd trailing byte, beside the good seed: nothing written either.
    let odd = c.path().join("utf16.txt");
    let mut bytes = vec![0xFF, 0xFE];
    for u in "Deklaracja lub zrzeczenie się lew\n".encode_utf16() {
        bytes.extend_from_slice(&u.to_le_bytes());
    }
    bytes.push(b'T');
    std::fs::write(&odd, &bytes).unwrap();
    let o = lawref(
        c.path(),
        &["import", seed.to_str().unwrap(), odd.to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("utf16.txt:2:1: byte 0x54 is not valid UTF-16LE"),
        "{}",
        stderr(&o)
    );
    assert!(!c.path().join("translations/pl/2017/68.md").exists());
    assert!(!c.path().join("import-report").exists());

    // Without --encoding, the Windows-1250 document is detected and read; the seed is written
    // as before.
    let o = lawref(c.path(), &["import", seed.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(c.path().join("translations/pl/2017/68.md")).unwrap(),
        before
    );
    let o = lawref(
        c.path(),
        &[
            "import",
            bad.to_str().unwrap(),
            "--edition",
            "2017",
            "--law",
            "12",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let report = std::fs::read_to_string(c.path().join(common::report_path(
        "cp1250.txt",
        &std::fs::read(&bad).unwrap(),
    )))
    .unwrap();
    assert!(
        report.contains("\nencoding: windows-1250 (detected)\n"),
        "{report}"
    );
    let made = std::fs::read_to_string(c.path().join("translations/pl/2017/12.md")).unwrap();
    assert!(made.contains("title: Zgłoszenie zastrzeżeń\n"), "{made}");
}

#[test]
fn an_unknown_encoding_label_is_a_usage_error_listing_some() {
    let c = corpus_copy();
    let raw = unplaced_polish(c.path(), "raw.txt", "Tytuł");
    let o = lawref(
        c.path(),
        &["import", raw.to_str().unwrap(), "--encoding", "mazovia"],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--encoding mazovia: not an encoding label that can be read"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("windows-1250, iso-8859-2, windows-1251, koi8-r"));
    assert!(!c.path().join("import-report").exists());
}

#[test]
fn an_undecidable_fact_names_the_flag_to_pass() {
    let c = corpus_copy();
    let raw = unplaced_polish(c.path(), "raw.txt", "Nieznany tytuł przepisu");
    let o = lawref(c.path(), &["import", raw.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("raw.txt: the text does not say its edition"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("pass --edition"), "{}", stderr(&o));
    let o = lawref(
        c.path(),
        &["import", raw.to_str().unwrap(), "--edition", "2017"],
    );
    assert!(stderr(&o).contains("pass --law"), "{}", stderr(&o));
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            "--edition",
            "2017",
            "--law",
            "94",
        ],
    );
    assert!(!o.status.success());
    assert!(stderr(&o).contains("94 is not in 1..=93"), "{}", stderr(&o));
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            "--edition",
            "2017",
            "--law",
            "12",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(c.path().join("translations/pl/2017/12.md")).unwrap();
    let sha = lawref::import::sha256_hex(&std::fs::read(&raw).unwrap());
    assert!(text.starts_with(&format!("---\nlaw: 12\nedition: '2017'\nlang: pl\nkind: text\ntitle: Nieznany tytuł przepisu\nsource: raw.txt\nsource_sha256: {sha}\ndoubts:\n- line: 3\n  reason: 'law text with no heading and no clause of its own, kept as Law 12''s opening: the page may begin inside one of its clauses'\n---\n")), "{text}");
}

#[test]
fn search_lists_law_68_in_both_editions_and_answers_json() {
    let c = corpus_copy();
    // No index yet: search builds one first.
    let o = lawref(
        c.path(),
        &["search", "zrzeczenie", "--lang", "pl", "--json"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let hits = hits.as_array().unwrap();
    let mut found: Vec<(String, String)> = hits
        .iter()
        .filter(|h| h["law"] == 68)
        .map(|h| {
            (
                h["edition"].as_str().unwrap().to_string(),
                h["clause"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    found.sort();
    found.dedup();
    assert!(found.contains(&("2007".into(), "68B2".into())), "{found:?}");
    assert!(found.contains(&("2017".into(), "68B2".into())), "{found:?}");
    // The texts and notes are Polish; a law's title may match in any language (kind `title`).
    assert!(
        hits.iter()
            .all(|h| h["lang"] == "pl" || h["kind"] == "title")
    );

    let o = lawref(c.path(), &["search", "zrzeczenie", "--lang", "pl"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.lines()
            .any(|l| l.starts_with("68B2") && l.contains("2007 pl")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("68B2") && l.contains("2017 pl")),
        "{text}"
    );

    let o = lawref(c.path(), &["search", "Правило", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let items: Vec<&str> = hits
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|h| h["item"].as_str())
        .collect();
    // 67.10 cites "Правилу" (another case of the word); a word form is matched as written.
    assert_eq!(items, ["67.11", "68.2", "68.3"]);
}

#[test]
fn import_never_replaces_another_sources_file_without_replace() {
    let c = corpus_copy();
    // The Polish situation index names clauses of Law 70 the one-section text below lacks; an
    // import that would leave it naming them is refused (tests/it/round.rs,
    // an_import_that_would_leave_the_corpus_unloadable_writes_nothing): not this test's matter.
    std::fs::remove_file(c.path().join("translations/pl/index.yaml")).unwrap();
    // So does the EBU's regulation on 70C (translations/annotations/ebu.yaml).
    std::fs::remove_file(c.path().join("translations/annotations/ebu.yaml")).unwrap();
    let law70 = c.path().join("translations/pl/2017/70.md");
    let before = std::fs::read_to_string(&law70).unwrap();
    let raw = unplaced_polish(c.path(), "other70.txt", "Inny tytuł");
    let args = [
        "import",
        raw.to_str().unwrap(),
        "--edition",
        "2017",
        "--law",
        "70",
    ];
    let o = lawref(c.path(), &args);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("translations/pl/2017/70.md exists, imported from 004_64ed5a0e465c34b9.txt (SHA-256 63ada22c94b3…); other70.txt is another document (SHA-256 "),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&law70).unwrap(), before);
    let o = lawref(c.path(), &[&args[..], &["--replace"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        std::fs::read_to_string(&law70)
            .unwrap()
            .contains("source: other70.txt")
    );
}

#[test]
fn two_documents_making_one_corpus_file_are_refused() {
    let c = corpus_copy();
    let seed = root().join("tests/fixtures/seeds/001_5bb4ff29bb3cc5b1.txt");
    let copy = c.path().join("copy.txt");
    std::fs::copy(&seed, &copy).unwrap();
    let o = lawref(
        c.path(),
        &["import", seed.to_str().unwrap(), copy.to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("001_5bb4ff29bb3cc5b1.txt and copy.txt would both be written to translations/pl/2007/68.md"),
        "{}",
        stderr(&o)
    );
    assert!(!c.path().join("import-report").exists());
}

#[test]
fn a_kind_flag_the_structure_contradicts_is_overridden_and_said() {
    let c = corpus_copy();
    let seed = root().join("tests/fixtures/seeds/004_64ed5a0e465c34b9.txt");
    let o = lawref(
        c.path(),
        &["import", seed.to_str().unwrap(), "--kind", "commentary"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("note: 004_64ed5a0e465c34b9.txt: kind text: sections or numbered clauses; --kind commentary overridden"),
        "{out}"
    );
    assert!(
        !c.path()
            .join("translations/pl/2017/70.commentary.md")
            .exists()
    );
}

#[test]
fn a_clause_id_query_goes_straight_to_that_clause() {
    let c = corpus_copy();
    for q in ["68B2", "68 B 2", "68В2"] {
        let o = lawref(c.path(), &["search", q, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let got: Vec<(String, String, String)> = hits
            .as_array()
            .unwrap()
            .iter()
            .map(|h| {
                let s = |k: &str| h[k].as_str().unwrap().to_string();
                (s("clause"), s("edition"), s("lang"))
            })
            .collect();
        // The clause first, in each edition (newest first) and language, then the rest of its
        // law.
        let e = |ed: &str, l: &str| ("68B2".to_string(), ed.to_string(), l.to_string());
        assert_eq!(
            got[..3],
            [e("2017", "pl"), e("2007", "nl"), e("2007", "pl")],
            "{q}"
        );
        assert!(
            got[3..]
                .iter()
                .all(|(c, _, _)| c.starts_with("68") && c != "68B2"),
            "{q}: {got:?}"
        );
    }
    let o = lawref(c.path(), &["search", "68D2bi", "--lang", "pl"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.starts_with("68D2(b)(i)   2017 pl text  Wszyscy czterej gracze"),
        "{out}"
    );
}

#[test]
fn a_path_that_disagrees_with_the_front_matter_is_an_error_at_the_field() {
    build_fails_with(
        "translations/pl/2017/70.md",
        &GOOD_HEAD.replace("lang: pl", "lang: nl"),
        "translations/pl/2017/70.md:4:1: the front matter says this file is translations/nl/2017/70.md (lang differs)",
    );
    build_fails_with(
        "translations/pl/2017/70.md",
        &GOOD_HEAD.replace("law: 70", "law: 71"),
        "translations/pl/2017/70.md:2:1: the front matter says this file is translations/pl/2017/71.md (law differs)",
    );
}

#[test]
fn build_never_replaces_a_folder_it_did_not_build() {
    // Not even one holding an index.html, such as the corpus itself.
    let c = corpus_copy();
    std::fs::write(c.path().join("index.html"), "mine").unwrap();
    let o = lawref(c.path(), &["build", "--out", c.path().to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("the site folder must not hold the corpus"),
        "{}",
        stderr(&o)
    );
    assert!(c.path().join("laws/2007.yaml").is_file() && c.path().join("translations").is_dir());
}

#[test]
fn a_build_whose_index_cannot_be_written_leaves_the_previous_site() {
    let c = corpus_copy();
    let site = c.path().join("site");
    let o = lawref(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(site.join("keep.txt"), "from the previous build").unwrap();
    std::fs::remove_dir_all(c.path().join(".lawref")).unwrap();
    std::fs::write(
        c.path().join(".lawref"),
        "a file where the index folder goes",
    )
    .unwrap();
    let o = lawref(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert_eq!(
        std::fs::read_to_string(site.join("keep.txt")).unwrap(),
        "from the previous build"
    );
}

#[test]
fn a_file_in_translations_that_is_not_a_corpus_file_is_named_not_skipped() {
    build_fails_with(
        "translations/pl/2017/71.MD",
        "x",
        "translations/pl/2017/71.MD:1:1: not a corpus file",
    );
}

#[test]
fn a_symlinked_corpus_file_is_read() {
    let c = corpus_copy();
    let law = c.path().join("translations/pl/2017/70.md");
    let elsewhere = c.path().join("70.md");
    std::fs::rename(&law, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &law).unwrap();
    let o = lawref(
        c.path(),
        &["build", "--out", c.path().join("site").to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("from 6 documents"));
}

#[test]
fn a_broken_manifest_is_reported_alone_at_its_line() {
    let c = corpus_copy();
    std::fs::write(
        c.path().join("laws/2017.yaml"),
        "edition: '2017'\nname: [x\n",
    )
    .unwrap();
    let o = lawref(
        c.path(),
        &["build", "--out", c.path().join("site").to_str().unwrap()],
    );
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains(
            "laws/2017.yaml:2:7: manifest: name: invalid type: sequence, expected a string"
        ),
        "{err}"
    );
    assert!(!err.contains("has no manifest"), "{err}");
}

#[test]
fn an_edition_flag_without_a_manifest_is_refused_plainly() {
    let c = corpus_copy();
    let raw = unplaced_polish(c.path(), "raw.txt", "Nieznany tytuł");
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            "--edition",
            "2099",
            "--law",
            "12",
        ],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(
            "--edition 2099: the corpus has no manifest laws/2099.yaml (editions: 1975, 1982, 1987, 1997, 2007, 2017)"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_corpus_file_with_a_byte_order_mark_loads() {
    let c = corpus_copy();
    let law = c.path().join("translations/pl/2017/70.md");
    let text = std::fs::read(&law).unwrap();
    std::fs::write(&law, [b"\xEF\xBB\xBF".as_slice(), &text].concat()).unwrap();
    let o = lawref(
        c.path(),
        &["build", "--out", c.path().join("site").to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_language_code_that_is_not_one_is_an_error_at_its_line() {
    build_fails_with(
        "translations/pl/2017/70.md",
        &GOOD_HEAD.replace("lang: pl", "lang: 'p#l'"),
        "translations/pl/2017/70.md:4:1: lang \"p#l\" is not a language code",
    );
}

#[test]
fn a_search_filter_the_corpus_cannot_match_says_so() {
    let c = corpus_copy();
    let o = lawref(c.path(), &["search", "zrzeczenie", "--lang", "xx"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o)
            .contains("--lang xx: the corpus has no text or note in it (it has: en, nl, pl, ru)"),
        "{}",
        stderr(&o)
    );
    let o = lawref(c.path(), &["search", "zrzeczenie", "--edition", "1963"]);
    assert!(
        stderr(&o).contains(
            "--edition 1963: the corpus has no such edition (it has: 1975, 1982, 1987, 1997, 2007, 2017)"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn several_bad_files_are_each_reported_once() {
    let c = corpus_copy();
    std::fs::write(
        c.path().join("translations/pl/2017/70.md"),
        "no front matter",
    )
    .unwrap();
    std::fs::write(c.path().join("translations/pl/2017/68.md"), "nor here").unwrap();
    let o = lawref(
        c.path(),
        &["build", "--out", c.path().join("site").to_str().unwrap()],
    );
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("2 errors:\n"), "{err}");
    assert_eq!(
        err.matches("translations/pl/2017/70.md:1:1: no front matter")
            .count(),
        1,
        "{err}"
    );
    assert_eq!(
        err.matches("translations/pl/2017/68.md:1:1: no front matter")
            .count(),
        1,
        "{err}"
    );
}

#[test]
fn build_refuses_a_site_folder_that_holds_the_corpus_or_another_folder() {
    let c = corpus_copy();
    let site = c.path().join("x");
    assert!(
        lawref(c.path(), &["build", "--out", site.to_str().unwrap()])
            .status
            .success()
    );
    // A corpus moved inside a folder lawref built is still not replaced.
    let inner = site.join("corpus");
    copy_dir(&c.path().join("laws"), &inner.join("laws"));
    copy_dir(&c.path().join("translations"), &inner.join("translations"));
    let o = lawref(&inner, &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(inner.join("laws/2007.yaml").is_file());
    // Nor may the site sit inside translations/.
    let o = lawref(
        c.path(),
        &[
            "build",
            "--out",
            c.path().join("translations/site").to_str().unwrap(),
        ],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "--out {}: that is inside the corpus's translations/ folder",
            c.path().join("translations/site").display()
        )),
        "{}",
        stderr(&o)
    );

    // A folder standing where a folder that lawref did not build is never replaced either.
    let other = c.path().join("mine");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("index.html"), "mine").unwrap();
    let o = lawref(c.path(), &["build", "--out", other.to_str().unwrap()]);
    assert!(
        stderr(&o).contains("is a folder that lawref did not build (no .lawref-site in it)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn an_existing_file_that_is_not_utf8_is_not_replaced_without_replace() {
    let c = corpus_copy();
    let law70 = c.path().join("translations/pl/2017/70.md");
    let mut bytes = std::fs::read(&law70).unwrap();
    bytes.extend_from_slice(b"\n\xb9\n");
    std::fs::write(&law70, &bytes).unwrap();
    let raw = unplaced_polish(c.path(), "p.txt", "Inny tytuł");
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            "--edition",
            "2017",
            "--law",
            "70",
        ],
    );
    assert!(!o.status.success());
    assert_eq!(std::fs::read(&law70).unwrap(), bytes);
}

#[test]
fn a_folder_where_a_report_goes_stops_the_import_before_anything_is_written() {
    let c = corpus_copy();
    std::fs::remove_file(c.path().join("translations/pl/2017/68.md")).unwrap();
    let seed = root().join("tests/fixtures/seeds/000_ed8cc4eab03324bf.txt");
    std::fs::create_dir_all(c.path().join(common::report_path(
        "000_ed8cc4eab03324bf.txt",
        &std::fs::read(&seed).unwrap(),
    )))
    .unwrap();
    let o = lawref(c.path(), &["import", seed.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(!c.path().join("translations/pl/2017/68.md").exists());
}

#[test]
fn search_survives_a_chain_of_operators_and_a_closed_pipe() {
    // Refused as too long (64 words at most), not a crash; the library reads 64 words of it.
    let c = corpus_copy();
    let q = format!("x {}x", "NOT ".repeat(10000));
    let o = lawref(c.path(), &["search", &q]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the query has 10002 words"),
        "{}",
        stderr(&o)
    );
    // Its first 64 words, the NOTs left dangling dropped.
    assert_eq!(lawref::search::query::plain(&q, |_| false), "x");
    let q = format!("x {}x", "NOT ".repeat(60));
    let o = lawref(c.path(), &["search", &q]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_failed_import_leaves_no_folder_it_made() {
    let c = corpus_copy();
    // The report's place is taken by a folder: the import fails after staging the law's file in
    // a new folder translations/en/2017/, which must not be left behind.
    let doc = root().join("tests/fixtures/import/structure/en-68-combined-markers.txt");
    std::fs::create_dir_all(c.path().join(common::report_path(
        "en-68-combined-markers.txt",
        &std::fs::read(&doc).unwrap(),
    )))
    .unwrap();
    let o = lawref(
        c.path(),
        &["import", doc.to_str().unwrap(), "--edition", "2017"],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("a folder stands where this file goes"),
        "{}",
        stderr(&o)
    );
    assert!(!c.path().join("translations/en").exists());
}

/// A language only the notes of annotations files are in is searchable (the example notes of
/// tests/fixtures/annotations/ are English; the corpus has no English text).
#[test]
fn search_in_the_language_of_notes_only() {
    let c = common::corpus_with_examples();
    let o = lawref(c.path(), &["search", "statement", "--lang", "en", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let kinds: Vec<&str> = hits
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["kind"].as_str().unwrap())
        .collect();
    assert!(
        !kinds.is_empty() && kinds.iter().all(|k| *k == "annotation"),
        "{kinds:?}"
    );
}

/// A manifest written as `.yml` is refused, not skipped (its edition would silently be missing).
#[test]
fn a_manifest_named_yml_is_refused() {
    let c = corpus_copy();
    std::fs::copy(
        c.path().join("laws/2017.yaml"),
        c.path().join("laws/2024.yml"),
    )
    .unwrap();
    let o = lawref(c.path(), &["coverage"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "laws/2024.yml:1:1: not a manifest: an edition's manifest is laws/<edition>.yaml"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn control_characters_in_corpus_text_never_reach_the_terminal() {
    // An escape sequence written into a law file (found by an attack: it retitled the window and
    // cleared the screen of whoever searched or showed the clause) is a load error at its place;
    // a bidirectional override, which a text may hold, is printed as U+FFFD.
    let dir = common::corpus_copy();
    let file = dir.path().join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&file).unwrap();
    // `search` and `show` on the text with `inserted` before "wyjaśnienie" in 68C.
    let run = |inserted: &str| {
        let edited = text.replacen(
            "Wymagane wyjaśnienie",
            &format!("Wymagane {inserted}escword wyjaśnienie"),
            1,
        );
        std::fs::write(&file, edited).unwrap();
        [
            &["search", "escword"][..],
            &["show", "68C", "--lang", "pl", "--edition", "2017"],
        ]
        .map(|args| (args, common::lawref(dir.path(), args)))
    };
    for (args, out) in run("\u{1b}]0;PWNED\u{7}\u{1b}[2J ") {
        assert!(!out.status.success(), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty());
        assert!(
            String::from_utf8_lossy(&out.stderr)
                .contains("control character U+001B (ESC) in the text"),
            "{args:?}: {out:?}"
        );
        // The error's snippet shows the line with the escape made visible, never raw.
        assert!(!out.stderr.contains(&0x1b), "{args:?}: {out:?}");
    }
    for (args, out) in run("\u{202E}") {
        assert!(out.status.success(), "{args:?}: {out:?}");
        // Piped, the text as it is (issue 28, N45): a file gets the corpus's characters.
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(stdout.contains("Wymagane \u{202E}"), "{args:?}: {stdout}");
        // On a terminal, the override is shown as U+FFFD, never acted on.
        let (ok, seen) = common::lawref_on_a_terminal(dir.path(), args);
        assert!(ok, "{args:?}: {seen}");
        assert!(seen.contains("Wymagane \u{FFFD}"), "{args:?}: {seen}");
        assert!(!seen.chars().any(|c| c == '\u{202E}'));
    }
}

#[test]
fn a_build_leaves_the_command_lines_index_to_search_unless_asked() {
    let c = corpus_copy();
    let site = c.path().join("site");
    let index = c.path().join(".lawref/index");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(site.join("2017/pl/68/index.html").is_file());
    assert!(!index.exists(), "the site's build made the index");
    // The site is current, the index was not asked for: nothing to do.
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("is up to date"));
    // Asked for, the index is built even though the site is current.
    let o = lawref(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("built "));
    assert!(index.is_dir());
    let o = lawref(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("is up to date"));
}

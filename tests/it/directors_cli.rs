//! The terminal's small frictions a director meets (issue 32), each as a test: a language code in
//! any case, a clause typed in several words, `changes` without an edition, `show` of a law the
//! corpus has no text of, a config file's value named as the cause of an error, and shell
//! completion of `--lang`.

use crate::common;

use std::process::Output;

use common::{corpus_copy, lawref};

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_language_code_in_capitals_is_the_same_code() {
    let c = corpus_copy();
    let lower = lawref(
        c.path(),
        &["show", "68B2", "--lang", "pl", "--edition", "2017"],
    );
    assert!(lower.status.success(), "{}", stderr(&lower));
    for code in ["PL", "Pl"] {
        let o = lawref(
            c.path(),
            &["show", "68B2", "--lang", code, "--edition", "2017"],
        );
        assert!(o.status.success(), "{code}: {}", stderr(&o));
        assert_eq!(stdout(&o), stdout(&lower), "{code}");
    }
    let o = lawref(
        c.path(),
        &["search", "deklaracja", "--lang", "PL", "--json"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        stdout(&lawref(
            c.path(),
            &["search", "deklaracja", "--lang", "pl", "--json"]
        ))
    );
}

#[test]
fn a_clause_typed_in_several_words_is_one_clause() {
    let c = corpus_copy();
    let one = lawref(c.path(), &["show", "68B2"]);
    assert!(one.status.success(), "{}", stderr(&one));
    assert!(
        stdout(&one).starts_with("68B2 (2017)\n"),
        "{}",
        stdout(&one)
    );
    for words in [&["68", "B", "2"][..], &["przepis", "68B2"], &["68", "b2"]] {
        let mut args = vec!["show"];
        args.extend_from_slice(words);
        let o = lawref(c.path(), &args);
        assert!(o.status.success(), "{words:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), stdout(&one), "{words:?}");
    }
    // Still one clause: words that make none are an error naming them.
    let o = lawref(c.path(), &["show", "68", "%"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("\"68 %\" is not a clause id"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn changes_without_an_edition_is_the_newest_editions() {
    let c = corpus_copy();
    let o = lawref(c.path(), &["changes"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("2017 since 2007\n"),
        "{}",
        stdout(&o)
    );
    assert_eq!(
        stdout(&o),
        stdout(&lawref(c.path(), &["changes", "--edition", "2017"]))
    );
}

#[test]
fn show_of_a_law_without_text_names_it_and_what_the_corpus_has() {
    let c = corpus_copy();
    let o = lawref(c.path(), &["show", "61"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(
            "Law 61 (Failure to Follow Suit; Inquiries Concerning a Revoke): the corpus has no text of this law in any language or edition; it has texts of Laws 68 and 70 (lawref coverage lists them by language and edition)"
        ),
        "{}",
        stderr(&o)
    );
    // A clause of a law it has, that no text has: as before.
    let o = lawref(c.path(), &["show", "68Z"]);
    assert!(
        stderr(&o).contains("68Z: no text of Law 68 has this clause in any edition"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_corpus_named_by_the_config_file_is_named_as_the_cause() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join(".config/lawref");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("config.toml");
    std::fs::write(&file, "corpus = \"/nonexistent/laws\"\n").unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("coverage")
        .env_remove("LAWREF_CORPUS")
        .env_remove("XDG_CONFIG_HOME")
        .env("HOME", home.path())
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "/nonexistent/laws (given by `corpus = …` in the config file {}) is not a corpus: it has no laws/ folder",
            file.display()
        )),
        "{}",
        stderr(&o)
    );
}

#[test]
fn shell_completion_of_lang_offers_languages() {
    let c = corpus_copy();
    let o = lawref(c.path(), &["completions", "bash"]);
    assert!(o.status.success());
    let script = stdout(&o);
    assert!(
        script.contains(
            "--lang)\n                    COMPREPLY=($(compgen -W \"cs da de el en es fi fr he hr hu it ja nl no pl ro ru sl sr sv tr zh\" -- \"${cur}\"))"
        ),
        "{script}"
    );
}

#[test]
fn coverage_ends_with_a_summary_and_fits_a_terminal() {
    let c = corpus_copy();
    let summary = "2 laws of 93 have a text: 68, 70; 4 texts in 2 languages (nl, pl) and 2 editions (2007, 2017)";
    // To a pipe: every column, the summary last.
    let o = lawref(c.path(), &["coverage"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().last(), Some(summary));
    assert!(out.lines().next().unwrap().contains("nl 1975"));
    // On a terminal of 100 columns: only the columns with something in them, every line within.
    let (ok, seen) = common::lawref_on_a_terminal(c.path(), &["coverage"]);
    assert!(ok, "{seen}");
    let lines: Vec<&str> = seen.lines().collect();
    assert!(
        lines[0].starts_with("law  title")
            && lines[0].ends_with("nl 2007  pl 2007  pl 2017  ru 2007"),
        "{seen}"
    );
    let table: Vec<&&str> = lines.iter().take_while(|l| !l.is_empty()).collect();
    assert_eq!(table.len(), 94, "{seen}");
    assert!(table.iter().all(|l| l.chars().count() <= 100), "{seen}");
    assert!(seen.contains("left out to fit the terminal, no text in them: nl 1975, nl 1982, nl 1987, nl 1997, nl 2017, pl 1975,"), "{seen}");
    assert_eq!(lines.last(), Some(&summary));
}

#[test]
fn show_with_refs_prints_the_clauses_a_clause_cites_after_it() {
    let c = corpus_copy();
    let o = lawref(
        c.path(),
        &[
            "show",
            "68B2",
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--with-refs",
            "--width",
            "200",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let cited: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("── cited by"))
        .collect();
    assert_eq!(
        cited,
        ["── cited by 68B2 (pl): 68B1", "── cited by 68B2 (pl): 16C"]
    );
    // 68B1 shown in full after 68B2; 16C said to be absent.
    let after = out.split("── cited by 68B2 (pl): 68B1\n").nth(1).unwrap();
    assert!(after.starts_with("68B1 (2017)\n"), "{after}");
    assert!(
        after.contains("Oświadczenie rozgrywającego lub obrońcy, że jego strona odda określoną liczbę lew, jest zrzeczeniem się tych lew."),
        "{after}"
    );
    assert!(
        out.ends_with("── cited by 68B2 (pl): 16C\n--lang pl: the corpus has no pl text of Law 16 in edition 2017\n"),
        "{out}"
    );
    // Without the flag, nothing after the clause.
    let o = lawref(
        c.path(),
        &["show", "68B2", "--lang", "pl", "--edition", "2017"],
    );
    assert!(!stdout(&o).contains("cited by"));
}

#[test]
fn show_prints_the_interpretation_and_an_erratum_under_the_texts() {
    // The WBF Laws Committee's interpretation of 68B (translations/annotations/), as the law
    // page shows it; and, on the erratum fixture (NOT a real erratum), the 2017 Polish 68B2's.
    let c = corpus_copy();
    let manifest = c.path().join("laws/2017.yaml");
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    text.push_str(
        &std::fs::read_to_string(common::root().join("tests/fixtures/errata/2017-errata.yaml"))
            .unwrap(),
    );
    std::fs::write(&manifest, text).unwrap();
    let o = lawref(c.path(), &["show", "68B", "--lang", "pl", "--width", "400"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let notes = out
        .split("\nnotes:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(
        notes.lines().collect::<Vec<_>>(),
        [
            "68B (en) interpretation · WBF Laws Committee, 2001-10-28 (WBFLC minutes 2001-10-28, item 10 (EBU White Book §8.68.2))",
            "    A defender who concedes tricks thereby claims the rest. If partner objects at once, under Law 68B there has been no concession, and no claim either: the Director is summoned, play continues, and Law 16 may apply.",
            "68B2 (pl) erratum · lawref test fixture, 2017-11-23 (not a real erratum (tests only))",
            "    printed „przepis 16D”, corrected to „przepis 16C”",
        ]
    );
    // JSON has them too; --notes none leaves them out.
    let o = lawref(c.path(), &["show", "68B", "--lang", "pl", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["notes"][0]["kind"], "interpretation");
    assert_eq!(
        v["notes"][0]["at"],
        "translations/annotations/interpretations.yaml:4"
    );
    assert_eq!(v["notes"][1]["kind"], "erratum");
    let o = lawref(
        c.path(),
        &["show", "68B", "--lang", "pl", "--notes", "none"],
    );
    assert!(!stdout(&o).contains("notes:"));
    // A clause of another law: none of Law 68's notes (Law 70 has the EBU's regulations).
    let o = lawref(c.path(), &["show", "70", "--lang", "pl"]);
    let out = stdout(&o);
    assert!(
        !out.contains("interpretation") && !out.contains("erratum") && !out.contains("\n68"),
        "{out}"
    );
}

#[test]
fn what_changed_says_which_laws_it_cannot_compare_and_why() {
    let c = corpus_copy();
    let o = lawref(c.path(), &["changes", "--edition", "2017"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let tail = out
        .split("\nnot compared:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(
        tail.lines().collect::<Vec<_>>(),
        [
            "  Law 68 (nl): no 2017 nl text",
            "  Law 70 (pl): no 2007 pl text to compare with"
        ]
    );
    let o = lawref(c.path(), &["changes", "--lang", "pl"]);
    assert!(
        stdout(&o).ends_with("\nnot compared:\n  Law 70 (pl): no 2007 pl text to compare with\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn an_english_concept_with_lang_finds_that_languages_terms_and_says_so() {
    // "claim" is a concept of the Polish term base (translations/pl/terms.yaml): 2017
    // "deklaracja", 2007 "roszczenie". No Polish text holds the English word.
    let c = corpus_copy();
    let o = lawref(c.path(), &["search", "claim", "--lang", "pl", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "claim: searched for the pl term base's deklaracja (2017), roszczenie (2007)\n"
    );
    let hits: Vec<serde_json::Value> = serde_json::from_slice(&o.stdout).unwrap();
    // The index entries of the terms searched come first, then the laws whose titles hold the
    // word (Laws 68–70, English titles).
    let kinds: Vec<&str> = hits
        .iter()
        .take(2)
        .map(|h| h["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["index", "index"]);
    let titled: Vec<u64> = hits
        .iter()
        .filter(|h| h["kind"] == "title")
        .map(|h| h["law"].as_u64().unwrap())
        .collect();
    assert_eq!(titled, [68, 69, 70]);
    let hits: Vec<serde_json::Value> = hits.into_iter().filter(|h| h["kind"] != "title").collect();
    let found: Vec<(String, String)> = hits
        .iter()
        .map(|h| {
            (
                h["clause"].as_str().unwrap().to_string(),
                h["editions"][0].as_str().unwrap().to_string(),
            )
        })
        .collect();
    for want in [
        ("68A", "2017"),
        ("68A", "2007"),
        ("68C", "2007"),
        ("68D1", "2017"),
    ] {
        assert!(
            found.contains(&(want.0.to_string(), want.1.to_string())),
            "{want:?} in {found:?}"
        );
    }
    assert!(hits.iter().all(|h| h["lang"] == "pl"));
    // One edition: that edition's term only.
    let o = lawref(
        c.path(),
        &["search", "claim", "--lang", "pl", "--edition", "2007"],
    );
    assert_eq!(
        stderr(&o),
        "claim: searched for the pl term base's roszczenie (2007)\n"
    );
    // A word that is no concept is searched as typed; a language without a term base too.
    let o = lawref(c.path(), &["search", "lewa", "--lang", "pl"]);
    assert_eq!(stderr(&o), "");
    let o = lawref(c.path(), &["search", "claim", "--lang", "nl"]);
    assert_eq!(stderr(&o), "");
}

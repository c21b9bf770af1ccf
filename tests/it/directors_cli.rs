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
            "--lang)\n                    COMPREPLY=($(compgen -W \"cs da de el en es fr hu it nl no pl ru sv\" -- \"${cur}\"))"
        ),
        "{script}"
    );
}

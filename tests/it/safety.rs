//! Issue 16's repros of files read and written, documents known by their content, and text that
//! reaches the terminal (the attack cases F1, F7, F13–F16, F21–F24, F26, F31), each against the
//! binary, as a user would run it. The fixtures are copies of the attack cases' inputs, in
//! `tests/fixtures/attack/`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::{corpus_copy, fixture, lawref, root};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `o` ended with exit status `code` and its stderr says `needle`.
fn expect_error(o: &Output, code: i32, needle: impl AsRef<str>) {
    assert_eq!(o.status.code(), Some(code), "{}", stderr(o));
    assert!(stderr(o).contains(needle.as_ref()), "{}", stderr(o));
}

fn attack(rel: &str) -> PathBuf {
    root().join("tests/fixtures/attack").join(rel)
}

/// Runs `lawref --corpus corpus args…`, killed after `secs` seconds (a hang is a failure, not a
/// test that never ends).
fn lawref_within(corpus: &Path, args: &[&str], secs: u64) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("--corpus")
        .arg(corpus)
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("lawref {args:?} still ran after {secs} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// What stands at `path`, without following a link: `file`, `fifo`, `link`, `char device`.
fn kind(path: &Path) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = std::fs::symlink_metadata(path).unwrap().file_type();
    if t.is_symlink() {
        "link"
    } else if t.is_fifo() {
        "fifo"
    } else if t.is_char_device() {
        "char device"
    } else if t.is_file() {
        "file"
    } else {
        "other"
    }
}

/// The NUL-free English Law 70 the attack cases import (import-nul.txt without its NUL).
fn english_70(dir: &Path) -> PathBuf {
    let bytes: Vec<u8> = fixture("attack/import-nul.txt")
        .into_iter()
        .filter(|b| *b != 0)
        .collect();
    let p = dir.join("law70-en.txt");
    std::fs::write(&p, bytes).unwrap();
    p
}

// F1: every output path replaces only a regular file.

#[test]
fn report_never_replaces_a_device_fifo_or_symbolic_link() {
    let c = corpus_copy();
    let t = tempfile::tempdir().unwrap();
    let doc = english_70(t.path());
    let fifo = t.path().join("fifo");
    mkfifo(&fifo);
    std::fs::write(t.path().join("target"), "keep\n").unwrap();
    std::os::unix::fs::symlink("target", t.path().join("link")).unwrap();
    let mut cases = vec![
        ("fifo", "fifo", "a FIFO"),
        ("link", "link", "a symbolic link"),
    ];
    // A device node needs root to make; run as root (as the attack was), `--report /dev/null`
    // replaced the system's /dev/null. Not as root, the FIFO and the link are the cases.
    if is_root() {
        let ok = Command::new("mknod")
            .args(["-m", "666"])
            .arg(t.path().join("null"))
            .args(["c", "1", "3"])
            .status()
            .unwrap()
            .success();
        assert!(ok, "mknod");
        cases.push(("null", "char device", "a character device"));
    } else {
        eprintln!("not root: the device node case (mknod) is skipped; the FIFO and link cases ran");
    }
    for (name, was, what) in cases {
        let target = t.path().join(name);
        let o = lawref_within(
            c.path(),
            &[
                "import",
                doc.to_str().unwrap(),
                "--replace",
                "--report",
                target.to_str().unwrap(),
            ],
            30,
        );
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!(
                "{}: {what} stands where this file goes: lawref replaces only regular files",
                target.display()
            )),
            "{name}: {}",
            stderr(&o)
        );
        assert_eq!(kind(&target), was, "{name}");
        // Nothing else was written either.
        assert!(!c.path().join("translations/en").exists());
    }
    assert_eq!(
        std::fs::read_to_string(t.path().join("target")).unwrap(),
        "keep\n"
    );
}

#[test]
fn corpus_files_reports_site_pages_and_the_index_replace_only_regular_files() {
    let c = corpus_copy();
    let seed = root().join("tests/fixtures/seeds/004_64ed5a0e465c34b9.txt");
    // A corpus file that is a FIFO: refused, not waited on, not replaced.
    let law70 = c.path().join("translations/pl/2017/70.md");
    std::fs::remove_file(&law70).unwrap();
    mkfifo(&law70);
    let o = lawref_within(
        c.path(),
        &["import", seed.to_str().unwrap(), "--replace"],
        30,
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("70.md: a FIFO stands where this file goes"),
        "{}",
        stderr(&o)
    );
    assert_eq!(kind(&law70), "fifo");
    std::fs::remove_file(&law70).unwrap();

    // A report's place held by a symbolic link to a file elsewhere: the file is not written.
    let elsewhere = tempfile::tempdir().unwrap();
    let victim = elsewhere.path().join("victim.txt");
    std::fs::write(&victim, "keep\n").unwrap();
    let report = c.path().join(common::report_path(
        "004_64ed5a0e465c34b9.txt",
        &std::fs::read(&seed).unwrap(),
    ));
    std::fs::create_dir_all(report.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&victim, &report).unwrap();
    let o = lawref_within(c.path(), &["import", seed.to_str().unwrap()], 30);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("a symbolic link stands where this file goes"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep\n");
    assert_eq!(kind(&report), "link");
    assert!(!law70.exists());
    std::fs::remove_file(&report).unwrap();

    // A page of a built site replaced by a FIFO: the rebuild neither waits on it nor replaces
    // it.
    let site = c.path().join("site");
    let o = lawref_within(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
        120,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // A change to Law 68, so that its pages are rendered again and compared with the site's.
    let law68 = c.path().join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&law68).unwrap();
    std::fs::write(&law68, text.replacen("Gracz, który", "Zawodnik, który", 1)).unwrap();
    let page = site.join("2017/pl/68/index.html");
    std::fs::remove_file(&page).unwrap();
    mkfifo(&page);
    let o = lawref_within(c.path(), &["build", "--out", site.to_str().unwrap()], 120);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("index.html: a FIFO stands where this file goes"),
        "{}",
        stderr(&o)
    );
    assert_eq!(kind(&page), "fifo");
    std::fs::remove_file(&page).unwrap();

    // The command line's index folder as a symbolic link: not moved, not replaced.
    let index = c.path().join(".lawref/index");
    std::fs::remove_dir_all(&index).unwrap();
    let away = elsewhere.path().join("index");
    std::fs::create_dir(&away).unwrap();
    std::os::unix::fs::symlink(&away, &index).unwrap();
    let o = lawref_within(
        c.path(),
        &["build", "--index", "--out", site.to_str().unwrap()],
        120,
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("index: a symbolic link stands where this folder goes"),
        "{}",
        stderr(&o)
    );
    assert_eq!(kind(&index), "link");
}

// F7: import knows a document by its content.

#[test]
fn a_document_of_the_same_name_is_another_document() {
    let c = corpus_copy();
    let a = attack("same-basename/a/law.txt");
    let b = attack("same-basename/b/law.txt");
    let cc = attack("same-basename/c/law.txt");
    let sha = |p: &Path| lawref::import::sha256_hex(&std::fs::read(p).unwrap());
    let o = lawref(c.path(), &["import", a.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let law70 = c.path().join("translations/en/2017/70.md");
    let first = std::fs::read_to_string(&law70).unwrap();
    assert!(
        first.contains(&format!("\nsource: law.txt\nsource_sha256: {}\n", sha(&a))),
        "{first}"
    );
    let report_a = c.path().join(common::report_path(
        "law.txt",
        &fixture("attack/same-basename/a/law.txt"),
    ));
    let text_a = std::fs::read_to_string(&report_a).unwrap();
    assert!(
        text_a.starts_with(&format!(
            "import report for law.txt\nsource_sha256: {}\nencoding: UTF-8\nwrote: translations/en/2017/70.md\n",
            sha(&a)
        )),
        "{text_a}"
    );

    // Another law.txt making the same corpus file: refused without --replace, nothing written.
    let o = lawref(c.path(), &["import", cc.to_str().unwrap()]);
    expect_error(
        &o,
        1,
        format!(
            "translations/en/2017/70.md exists, imported from law.txt (SHA-256 {}…); law.txt is another document of the same name (SHA-256 {}…), and importing it would replace the file (pass --replace to do so)",
            &sha(&a)[..12],
            &sha(&cc)[..12]
        ),
    );
    assert_eq!(std::fs::read_to_string(&law70).unwrap(), first);

    // Another law.txt making another law: its own report; the first one's stays.
    let o = lawref(c.path(), &["import", b.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let report_b = c.path().join(common::report_path(
        "law.txt",
        &fixture("attack/same-basename/b/law.txt"),
    ));
    assert_ne!(report_a, report_b);
    assert!(
        std::fs::read_to_string(&report_b)
            .unwrap()
            .contains("wrote: translations/en/2017/68.md\n")
    );
    assert_eq!(std::fs::read_to_string(&report_a).unwrap(), text_a);

    // The same document again, from another folder: recognised, rewritten as it was.
    let copy = c.path().join("copy");
    std::fs::create_dir(&copy).unwrap();
    std::fs::copy(&a, copy.join("law.txt")).unwrap();
    let o = lawref(
        c.path(),
        &["import", copy.join("law.txt").to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&law70).unwrap(), first);
    assert_eq!(std::fs::read_to_string(&report_a).unwrap(), text_a);

    // With --replace, the other document replaces the corpus file; both reports are kept.
    let o = lawref(c.path(), &["import", cc.to_str().unwrap(), "--replace"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        std::fs::read_to_string(&law70)
            .unwrap()
            .contains("COMPLETELY DIFFERENT")
    );
    assert_eq!(std::fs::read_to_string(&report_a).unwrap(), text_a);
}

#[test]
fn a_report_of_another_document_at_the_same_name_is_never_overwritten() {
    // Two documents whose hashes shared the 12 digits of a report's name: the one there is kept.
    let c = corpus_copy();
    let a = attack("same-basename/a/law.txt");
    let report = c.path().join(common::report_path(
        "law.txt",
        &fixture("attack/same-basename/a/law.txt"),
    ));
    std::fs::create_dir_all(report.parent().unwrap()).unwrap();
    let other = "import report for law.txt\nsource_sha256: 0000000000000000000000000000000000000000000000000000000000000000\n";
    std::fs::write(&report, other).unwrap();
    let o = lawref(c.path(), &["import", a.to_str().unwrap()]);
    expect_error(&o, 1, "exists and is not the report of law.txt");
    assert_eq!(std::fs::read_to_string(&report).unwrap(), other);
    assert!(!c.path().join("translations/en").exists());
}

#[test]
fn a_source_sha256_that_is_not_a_hash_is_an_error_at_its_line() {
    let c = corpus_copy();
    let law70 = c.path().join("translations/pl/2017/70.md");
    let text = std::fs::read_to_string(&law70).unwrap();
    let text = text.replacen("source_sha256: 63ada22c94b3", "source_sha256: XYZ", 1);
    std::fs::write(&law70, text).unwrap();
    let o = lawref(c.path(), &["check"]);
    expect_error(
        &o,
        1,
        "translations/pl/2017/70.md:8:1: source_sha256 \"XYZb2e0495553c21cd6e5719752ccb1fb9ffea3ed94d4ca97947514\" is not a SHA-256",
    );
}

// F13–F15 and the other messages: text from documents reaches the terminal made safe.

/// The characters that act on a terminal: none may be printed.
fn assert_terminal_safe(what: &str, text: &str) {
    let bad: Vec<char> = text
        .chars()
        .filter(|&c| {
            (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        })
        .collect();
    assert!(bad.is_empty(), "{what}: {bad:?} printed raw in:\n{text}");
}

#[test]
fn an_error_snippet_of_a_raw_document_shows_its_escape_sequences_as_placeholders() {
    let c = corpus_copy();
    let o = lawref(
        c.path(),
        &["import", attack("import-esc-binary.txt").to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_terminal_safe("import", &err);
    assert!(
        err.contains(
            "\u{241B}]0;PWNED-TITLE\u{2407}\u{241B}[2J\u{241B}[31mFAKE: all good\u{241B}[0m"
        ),
        "{err}"
    );
}

/// The repository's corpus with an escape sequence on a line that fails to parse (the attack
/// cases' `esc-error`).
fn corpus_with_a_bad_line() -> tempfile::TempDir {
    let c = corpus_copy();
    let law70 = c.path().join("translations/pl/2017/70.md");
    let text = std::fs::read_to_string(&law70).unwrap().replacen(
        "## A. Ogólny cel",
        "## A. Ogólny cel\n\n> \u{1b}]0;PWNED-TITLE\u{7}\u{1b}[2J\u{1b}[32mAll 93 laws OK\u{1b}[0m\u{202E}",
        1,
    );
    std::fs::write(&law70, text).unwrap();
    c
}

#[test]
fn a_corpus_file_that_fails_to_load_is_quoted_safely_by_every_command() {
    let c = corpus_with_a_bad_line();
    let site = c.path().join("site");
    for args in [
        &["build", "--out", site.to_str().unwrap()][..],
        &["check"],
        &["refs", "70A"],
        &["coverage"],
        &["search", "sędzia"],
        &["show", "70A", "--lang", "pl"],
        &[
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017",
        ],
    ] {
        let o = lawref(c.path(), args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert_terminal_safe(&format!("{args:?}"), &stderr(&o));
        assert!(
            stderr(&o).contains("translations/pl/2017/70.md:"),
            "{args:?}: {}",
            stderr(&o)
        );
        assert!(
            stderr(&o).contains("\u{241B}]0;PWNED-TITLE\u{2407}"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn diff_prints_corpus_text_made_safe() {
    let c = corpus_copy();
    for ed in ["2007", "2017"] {
        let p = c.path().join(format!("translations/pl/{ed}/68.md"));
        let s = std::fs::read_to_string(&p).unwrap();
        let i = s.find("## C.").unwrap();
        let j = s[i..].find("\n\n").unwrap() + i + 2;
        let s = format!(
            "{}\u{1b}]0;PWNED-BODY\u{7}\u{1b}[2J\u{202E} {}",
            &s[..j],
            &s[j..]
        );
        std::fs::write(&p, s).unwrap();
    }
    let o = lawref(
        c.path(),
        &[
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017",
        ],
    );
    assert_terminal_safe("diff", &stdout(&o));
    assert_terminal_safe("diff", &stderr(&o));
    // The text is in the corpus as it was written (a later check of corpus text may refuse
    // it instead: then it is quoted safely in the error).
    if o.status.success() {
        assert!(
            stdout(&o).contains("\u{241B}]0;PWNED-BODY\u{2407}\u{241B}[2J\u{FFFD} "),
            "{}",
            stdout(&o)
        );
    } else {
        // Refused at load (F18): each file at the escape's line and column.
        assert!(
            stderr(&o).contains("translations/pl/2017/68.md:")
                && stderr(&o).contains("control character U+001B (ESC) in the text"),
            "{}",
            stderr(&o)
        );
    }
    // JSON keeps the exact characters (escaped the JSON way, so the same value).
    let o = lawref(
        c.path(),
        &[
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017", "--json",
        ],
    );
    if o.status.success() {
        assert_terminal_safe("diff --json", &stdout(&o));
        assert!(stdout(&o).contains(r#""text": "\u001b""#), "{}", stdout(&o));
        assert!(stdout(&o).contains(r#""text": "\u202e""#), "{}", stdout(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let texts: Vec<&str> = v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["text"].as_array().unwrap())
            .filter_map(|t| t["text"].as_str())
            .collect();
        assert!(
            texts.contains(&"\u{1b}") && texts.contains(&"\u{202E}"),
            "{texts:?}"
        );
    }
}

#[test]
fn import_notes_and_report_files_quote_a_documents_name_safely() {
    let c = corpus_copy();
    let t = tempfile::tempdir().unwrap();
    let bytes = std::fs::read(english_70(t.path())).unwrap();
    let name = "law\u{1b}]0;PWNED\u{7}\u{202E}.txt";
    let doc = t.path().join(name);
    std::fs::write(&doc, &bytes).unwrap();
    let o = lawref(
        c.path(),
        &[
            "import",
            doc.to_str().unwrap(),
            "--report",
            t.path().join("r.json").to_str().unwrap(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // Piped, the name is printed as it is (issue 28, N45); on a terminal, made safe.
    assert!(
        stdout(&o).contains(&format!("of {name} not law text")),
        "{}",
        stdout(&o)
    );
    let again = corpus_copy();
    let (ok, seen) = common::lawref_on_a_terminal(again.path(), &["import", doc.to_str().unwrap()]);
    assert!(ok, "{seen}");
    assert_terminal_safe("import", &seen);
    assert!(
        seen.contains("of law\u{241B}]0;PWNED\u{2407}\u{FFFD}.txt not law text"),
        "{seen}"
    );
    // The report's file name leaves the control characters out; its text escapes them.
    let sha = lawref::import::sha256_hex(&bytes);
    let report = c.path().join(format!(
        "import-report/law_]0;PWNED__.{}.report.txt",
        &sha[..12]
    ));
    let text = std::fs::read_to_string(&report).unwrap();
    assert_terminal_safe("report", &text);
    assert!(
        text.starts_with("import report for law\\u{1b}]0;PWNED\\u{7}\\u{202e}.txt\n"),
        "{text}"
    );
    // The JSON report: the same name, in JSON escapes only.
    let json = std::fs::read_to_string(t.path().join("r.json")).unwrap();
    assert_terminal_safe("json report", &json);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v[0]["source"], name);
    // The corpus file names it with its control characters escaped, as the report does: a
    // corpus file holds no control character (F18), and the file loads.
    let made = std::fs::read_to_string(c.path().join("translations/en/2017/70.md")).unwrap();
    assert!(
        made.contains("source: law\\u{1b}]0;PWNED\\u{7}\\u{202e}.txt\n"),
        "{made}"
    );
}

// F21, F22: what is not a regular file, or is too large, is refused, never read without end.

#[test]
fn show_refuses_a_fifo_and_a_link_to_dev_zero_at_once() {
    let c = corpus_copy();
    let law71 = c.path().join("translations/pl/2017/71.md");
    mkfifo(&law71);
    let o = lawref_within(
        c.path(),
        &["show", "71", "--lang", "pl", "--edition", "2017"],
        10,
    );
    expect_error(
        &o,
        1,
        "translations/pl/2017/71.md:1:1: a FIFO, not a regular file",
    );
    // Every command that reads the corpus refuses it too.
    let o = lawref_within(c.path(), &["check"], 30);
    expect_error(&o, 1, "71.md:1:1: a FIFO, not a regular file");
    std::fs::remove_file(&law71).unwrap();

    // A link to /dev/zero leads out of the corpus; inside it, a device is refused as one.
    std::os::unix::fs::symlink("/dev/zero", &law71).unwrap();
    let o = lawref_within(
        c.path(),
        &["show", "71", "--lang", "pl", "--edition", "2017"],
        10,
    );
    expect_error(
        &o,
        1,
        "71.md:1:1: a symbolic link leading out of the corpus (to /dev/zero)",
    );
}

#[test]
fn import_refuses_dev_zero_a_fifo_and_a_document_over_the_size_limit() {
    let c = corpus_copy();
    let o = lawref_within(c.path(), &["import", "/dev/zero"], 10);
    expect_error(
        &o,
        1,
        "/dev/zero:1:1: a character device, not a regular file",
    );
    let t = tempfile::tempdir().unwrap();
    let fifo = t.path().join("law.txt");
    mkfifo(&fifo);
    let o = lawref_within(c.path(), &["import", fifo.to_str().unwrap()], 10);
    expect_error(&o, 1, "a FIFO, not a regular file");

    // The size limit: a document of 20,000 bytes or more under --max-size 16000 (the manifests are
    // smaller, at most 8 KB), then under the default.
    let doc = t.path().join("big.txt");
    let mut text = String::from_utf8(fixture("attack/same-basename/a/law.txt")).unwrap();
    while text.len() < 20_000 {
        text.push_str("\nThe Director hears the opponents' objections to the claim.\n");
    }
    std::fs::write(&doc, &text).unwrap();
    let o = lawref(
        c.path(),
        &["--max-size", "16000", "import", doc.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1));
    let n = text.len();
    assert!(
        stderr(&o).contains(&format!(
            "big.txt:1:1: {},{:03} bytes, over the limit of 16,000 bytes (15.6 KiB) for a document; --max-size BYTES raises it",
            n / 1000,
            n % 1000
        )),
        "{}",
        stderr(&o)
    );
    assert!(!c.path().join("translations/en").exists());
    let o = lawref(c.path(), &["import", doc.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    // A bad size is a usage error.
    let o = lawref(
        c.path(),
        &["--max-size", "0", "import", doc.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(2));
    let o = lawref(
        c.path(),
        &["--max-size", "12Q", "import", doc.to_str().unwrap()],
    );
    expect_error(&o, 2, "the unit must be K, M or G");
}

#[test]
fn a_corpus_file_over_the_size_limit_is_an_error_naming_it() {
    let c = corpus_copy();
    let site = c.path().join("site");
    // The Russian commentary on Law 68, padded to 20,000 bytes; every other corpus file
    // (manifests, term base) is under 8 KB.
    let big = c.path().join("translations/ru/2007/68.commentary.md");
    let mut text = std::fs::read_to_string(&big).unwrap();
    while text.len() < 20_000 {
        text.push_str("\nСудья выслушивает возражения противников.\n");
    }
    std::fs::write(&big, &text).unwrap();
    let size = text.len();
    let o = lawref(
        c.path(),
        &[
            "--max-size",
            "16000",
            "build",
            "--out",
            site.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).matches(" bytes, over the limit of ").count(),
        1,
        "{}",
        stderr(&o)
    );
    assert!(
        stderr(&o).contains(&format!("translations/ru/2007/68.commentary.md:1:1: {},{:03} bytes, over the limit of 16,000 bytes (15.6 KiB) for a document; --max-size BYTES raises it", size / 1000, size % 1000)),
        "{}",
        stderr(&o)
    );
    assert!(!site.exists());
    let o = lawref(
        c.path(),
        &[
            "--max-size",
            "64M",
            "build",
            "--out",
            site.to_str().unwrap(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

// F24: a symbolic link leading out of the corpus is refused, never read, quoted or published.

#[test]
fn a_link_out_of_the_corpus_is_never_read_quoted_or_published() {
    let c = corpus_copy();
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("passwd");
    std::fs::write(&secret, "root:x:0:0:SECRET-LINE:/root:/bin/sh\n").unwrap();
    let law71 = c.path().join("translations/pl/2017/71.md");
    std::os::unix::fs::symlink(&secret, &law71).unwrap();
    let site = c.path().join("site");
    for args in [
        &["build", "--out", site.to_str().unwrap()][..],
        &["check"],
        &["search", "root"],
        &["show", "71", "--lang", "pl", "--edition", "2017"],
        &["coverage"],
    ] {
        let o = lawref(c.path(), args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!(
                "translations/pl/2017/71.md:1:1: a symbolic link leading out of the corpus (to {})",
                std::fs::canonicalize(&secret).unwrap().display()
            )),
            "{args:?}: {}",
            stderr(&o)
        );
        assert!(!stderr(&o).contains("SECRET") && !stdout(&o).contains("SECRET"));
    }
    assert!(!site.exists());
    // Even when the text there would parse as a corpus file, it is not published.
    std::fs::write(
        &secret,
        "---\nlaw: 71\nedition: '2017'\nlang: pl\nkind: text\ntitle: SECRET\nsource: x\n---\n\n## A. SECRET\n\nSECRET-TEXT.\n",
    )
    .unwrap();
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!site.exists());

    // A language folder or a manifest leading out: the same.
    std::fs::remove_file(&law71).unwrap();
    let nl = c.path().join("translations/nl");
    let away = outside.path().join("nl");
    std::fs::rename(&nl, &away).unwrap();
    std::os::unix::fs::symlink(&away, &nl).unwrap();
    let o = lawref(c.path(), &["check"]);
    expect_error(
        &o,
        1,
        "translations/nl:1:1: a symbolic link leading out of the corpus",
    );
    // And import writes nothing through it.
    let o = lawref(
        c.path(),
        &[
            "import",
            root()
                .join("tests/fixtures/seeds/003_54eee6e3717179dd.txt")
                .to_str()
                .unwrap(),
            "--replace",
        ],
    );
    expect_error(&o, 1, "its folder leads out of the corpus");
    std::fs::remove_file(&nl).unwrap();
    std::fs::rename(&away, &nl).unwrap();

    // A link that stays inside the corpus is followed.
    let kept = c.path().join("kept-nl");
    std::fs::rename(&nl, &kept).unwrap();
    std::os::unix::fs::symlink(&kept, &nl).unwrap();
    let o = lawref(
        c.path(),
        &["show", "68B2", "--lang", "nl", "--edition", "2007"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(site.join("2007/nl/68/index.html").is_file());
}

// F16, F26: UTF-16 without a byte-order mark, and NUL bytes.

#[test]
fn utf16_without_a_bom_imports_as_polish_with_its_letters() {
    let c = corpus_copy();
    // The Polish situation index names clauses of Law 70 the one-section text lacks; an import
    // that would leave it naming them is refused (tests/it/round.rs): not this test's matter.
    std::fs::remove_file(c.path().join("translations/pl/index.yaml")).unwrap();
    let doc = attack("import-utf16le-nobom.txt");
    for flags in [
        &[
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--law",
            "70",
            "--replace",
        ][..],
        &["--replace"],
    ] {
        let o = lawref(
            c.path(),
            &[&["import", doc.to_str().unwrap()][..], flags].concat(),
        );
        assert!(o.status.success(), "{flags:?}: {}", stderr(&o));
        let made = std::fs::read_to_string(c.path().join("translations/pl/2017/70.md")).unwrap();
        assert!(
            made.ends_with("\n## C. Niewymieniony atut\n\nSędzia przyzna lewę przeciwnikom, jeżeli:\n\n1. deklarujący nie wspomniał o atucie, oraz\n2. deklarujący nie wiedział o atucie w ręce przeciwnika, oraz\n3. lewa mogła być przegrana na rzecz atutu.\n"),
            "{flags:?}: {made}"
        );
        let report = std::fs::read_to_string(c.path().join(common::report_path(
            "import-utf16le-nobom.txt",
            &fixture("attack/import-utf16le-nobom.txt"),
        )))
        .unwrap();
        assert!(
            report.contains("\nencoding: UTF-16LE without BOM (detected: a zero byte beside each ASCII character)\n"),
            "{report}"
        );
    }
    // Read as UTF-8 on purpose: the NUL bytes are an error that names UTF-16 and the flag.
    let o = lawref(
        c.path(),
        &["import", doc.to_str().unwrap(), "--encoding", "utf-8"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("import-utf16le-nobom.txt:1:2: a NUL character (byte 0x00)")
            && stderr(&o).contains("pass --encoding utf-16le"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_nul_byte_inside_a_word_is_an_error_at_its_line_and_column() {
    let c = corpus_copy();
    let o = lawref(
        c.path(),
        &["import", attack("import-nul.txt").to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("import-nul.txt:7:103: a NUL character (byte 0x00) in the text"),
        "{err}"
    );
    // The snippet shows it as ␀, between "equi" and "tably".
    assert!(err.contains("as equi\u{2400}tably as possible"), "{err}");
    assert_terminal_safe("import", &err);
    assert!(!c.path().join("translations/en").exists());
    assert!(!c.path().join("import-report").exists());
}

// F23: a closed stdout ends quietly, the work done.

#[test]
fn a_closed_stdout_ends_every_command_quietly_after_its_work() {
    let c = corpus_copy();
    let t = tempfile::tempdir().unwrap();
    let doc = english_70(t.path());
    let site = c.path().join("site");
    let generated = t.path().join("gen");
    let commands: Vec<Vec<&str>> = vec![
        vec!["import", doc.to_str().unwrap()],
        vec!["build", "--out", site.to_str().unwrap()],
        vec!["build", "--out", site.to_str().unwrap()],
        vec!["check"],
        vec!["coverage"],
        vec!["coverage", "--json"],
        vec!["search", "sędzia"],
        vec!["search", "sędzia", "--json"],
        vec!["show", "68"],
        vec!["refs", "68B1"],
        vec![
            "refs",
            "--parse",
            "przepis 16C",
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--in",
            "68B",
        ],
        vec![
            "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017",
        ],
        vec![
            "generate",
            "--out",
            generated.to_str().unwrap(),
            "--laws",
            "2",
            "--langs",
            "1",
            "--editions",
            "1",
        ],
    ];
    for args in commands {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lawref"))
            .arg("--corpus")
            .arg(c.path())
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the command writes a byte.
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
    }
    assert!(c.path().join("translations/en/2017/70.md").is_file());
    assert!(site.join("index.html").is_file());
    assert!(generated.join("laws").is_dir());
}

// F31: bad --lang and --edition values are usage errors that give the form.

#[test]
fn a_bad_language_or_edition_is_a_usage_error_giving_the_form() {
    let c = corpus_copy();
    let t = tempfile::tempdir().unwrap();
    let doc = t.path().join("u.txt");
    std::fs::write(&doc, "A. Qwx\n\nZxq vbn qwx.\n").unwrap();
    // (A code in capitals is the same code: `--lang PL` is pl, issue 32.)
    for lang in ["../x", "pl-PL", "p"] {
        let o = lawref(
            c.path(),
            &[
                "import",
                doc.to_str().unwrap(),
                "--edition",
                "2017",
                "--law",
                "70",
                "--lang",
                lang,
            ],
        );
        assert_eq!(o.status.code(), Some(2), "{lang}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!(
                "invalid value '{lang}' for '--lang <LANG>': {lang:?} is not a language code: give two letters, ISO 639-1 (pl, nl, ru, en, de, fr)"
            )),
            "{lang}: {}",
            stderr(&o)
        );
        assert!(!stderr(&o).contains("please report"), "{}", stderr(&o));
    }
    // Any well-formed code is taken: a language the corpus does not have yet (Swedish).
    let o = lawref(
        c.path(),
        &[
            "import",
            doc.to_str().unwrap(),
            "--edition",
            "2017",
            "--law",
            "70",
            "--lang",
            "sv",
            "--replace",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(c.path().join("translations/sv/2017/70.md").is_file());
    for (args, flag) in [
        (
            &["import", doc.to_str().unwrap(), "--edition", "../2017"][..],
            "--edition <EDITION>",
        ),
        (&["show", "68", "--edition", "20 17"], "--edition <EDITION>"),
        (&["show", "68", "--lang", "pl,N-L"], "--lang <LANG>"),
        (
            &[
                "diff", "68", "--lang", "pl", "--from", "2007/", "--to", "2017",
            ],
            "--from <FROM>",
        ),
        (&["search", "x", "--lang", "Polish"], "--lang <LANG>"),
    ] {
        let o = lawref(c.path(), args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!("for '{flag}'")),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    // The library refuses it too (a program that calls import_document).
    let manifests = lawref::corpus::load::load_manifests(&root()).unwrap();
    let flags = lawref::import::Flags {
        lang: Some(lawref::Lang("PL".into())),
        edition: Some(lawref::Edition("2017".into())),
        law: Some(70),
        ..Default::default()
    };
    let e =
        lawref::import::import_document("u.txt", b"A. Qwx\n\nZxq vbn qwx.\n", &manifests, &flags)
            .unwrap_err();
    assert!(
        e.to_string()
            .starts_with("--lang \"PL\": not a language code"),
        "{e}"
    );
}

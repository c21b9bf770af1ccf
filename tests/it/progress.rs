//! `lawref build`'s progress (issue 18): bars on standard error when it is a terminal (the corpus
//! read, the Pagefind bundles, the pages, the command line's index), nothing when it is not, and
//! the same site either way.

use crate::common;

use std::path::Path;
use std::process::{Command, Stdio};

use common::{contents, corpus_copy, lawref, pty};

/// Runs `lawref build --out <out>` on `corpus` with standard error on a terminal: (standard
/// output, all the terminal received, ANSI escapes taken out).
fn build_on_a_terminal(corpus: &Path, out: &Path) -> (String, String) {
    let (controller, terminal) = pty();
    let child = Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("--corpus")
        .arg(corpus)
        .args(["build", "--index", "--out", out.to_str().unwrap()])
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(terminal)
        .spawn()
        .unwrap();
    // The Command (and with it this process's copy of the terminal) is gone: reading ends when
    // the child closes its side.
    let reading = common::read_terminal(controller);
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success());
    let seen = reading.join().unwrap();
    let escapes = regex::bytes::Regex::new(r"\x1b\[[0-9;?]*[A-Za-z]").unwrap();
    let text = escapes.replace_all(&seen, &b""[..]);
    (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8_lossy(&text).into_owned(),
    )
}

/// The parts of a site as its build state lists them, but the bundles and the sitemap's:
/// the steps of the `pages` bar of the build that wrote it whole.
fn page_parts(out: &Path) -> usize {
    let state = std::fs::read_to_string(out.join(".lawref-build")).unwrap();
    state
        .lines()
        .skip(3)
        .filter(|l| !l.starts_with(' '))
        .filter(|l| !l.ends_with(" index") && !l.contains(" pagefind/"))
        .count()
}

#[test]
fn a_build_with_no_terminal_prints_no_progress() {
    let corpus = corpus_copy();
    let out = corpus.path().join("site");
    let o = lawref(corpus.path(), &["build", "--out", out.to_str().unwrap()]);
    assert!(o.status.success());
    // Not one byte on standard error: no bar, no carriage return, no escape.
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
    let stdout = String::from_utf8(o.stdout).unwrap();
    assert!(stdout.starts_with("built "), "{stdout}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
}

#[test]
fn a_build_on_a_terminal_shows_its_progress_and_writes_the_same_site() {
    let corpus = corpus_copy();
    let shown = corpus.path().join("shown");
    let (stdout, seen) = build_on_a_terminal(corpus.path(), &shown);
    // Standard output as without a terminal: the one summary line.
    assert!(stdout.starts_with("built "), "{stdout}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    // Each bar was drawn with its label and its number of steps: the seed corpus has four
    // languages with a bundle each (pl, nl, ru and the notes' en), and the command line's
    // index five groups (its four editions and languages with texts: pl 2017, pl 2007, nl 2007,
    // ru 2007; and the notes).
    let steps = |what: &str| -> Vec<usize> {
        let re = regex::Regex::new(&format!(r"{what} \[[=> ]{{32}}\] (\d+)/(\d+) ")).unwrap();
        re.captures_iter(&seen)
            .map(|c| c[2].parse().unwrap())
            .collect()
    };
    let pages = steps("pages");
    assert!(!pages.is_empty(), "no pages bar in {seen:?}");
    assert!(pages.iter().all(|&n| n == page_parts(&shown)), "{pages:?}");
    let bundles = steps("bundles");
    assert!(!bundles.is_empty(), "no bundles bar in {seen:?}");
    assert!(bundles.iter().all(|&n| n == 4), "{bundles:?}");
    let index = steps("index");
    assert!(!index.is_empty(), "no index bar in {seen:?}");
    assert!(index.iter().all(|&n| n == 5), "{index:?}");
    assert!(seen.contains("  corpus "), "no corpus spinner in {seen:?}");
    // The same corpus built with no terminal gives the same files, byte for byte.
    let quiet = corpus.path().join("quiet");
    let o = lawref(corpus.path(), &["build", "--out", quiet.to_str().unwrap()]);
    assert!(o.status.success());
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
    let (a, b) = (contents(&shown), contents(&quiet));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    assert!(a == b, "the sites differ in bytes");
}

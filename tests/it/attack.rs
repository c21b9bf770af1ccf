//! Issue 16's attack repros on the corpus (F8, F17, F18, F25, F28–F30), each made here as its
//! repro makes it (a scratch copy of the repository's corpus, patched) and run through the
//! `lawref` command: bad input is an error at its file, line and column, with no site written;
//! nothing is dropped in silence; nothing in a page makes a reader's browser load a third-party
//! URL.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::{corpus_copy, lawref};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Edits the corpus file `rel` of corpus `c` with `f`.
fn edit(c: &Path, rel: &str, f: impl FnOnce(String) -> String) {
    let p = c.join(rel);
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, f(text)).unwrap();
}

/// Builds corpus `c` into `c/site`; asserts it fails with `expect` in its message, and that no
/// site was written.
fn build_fails_with(c: &Path, expect: &str) {
    let site = c.join("site");
    let o = lawref(c, &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success(), "the build succeeded");
    assert!(
        stderr(&o).contains(expect),
        "expected {expect:?} in:\n{}",
        stderr(&o)
    );
    assert!(!site.exists(), "a site was written from a bad corpus");
}

/// Builds corpus `c` into `c/site` and asserts it succeeded.
fn build(c: &Path) {
    let o = lawref(c, &["build", "--out", c.join("site").to_str().unwrap()]);
    assert!(o.status.success(), "the build failed:\n{}", stderr(&o));
}

const PL70: &str = "translations/pl/2017/70.md";

/// The 1-based line of the repository corpus's file `rel` that holds `needle` first: where an
/// edit of it lands (so the tests follow the corpus files as they change).
fn line_of(rel: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(common::root().join(rel)).unwrap();
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} is not in {rel}"))
        + 1
}

/// A note on 68C of 2017 in English with `text` (a JSON string: YAML reads it as one).
fn note(c: &Path, name: &str, text: &str) {
    std::fs::create_dir_all(c.join("translations/annotations")).unwrap();
    std::fs::write(
        c.join(format!("translations/annotations/{name}.yaml")),
        format!(
            "- clause: 68C\n  editions: 2017\n  lang: en\n  source: x\n  text: {}\n",
            serde_json::to_string(text).unwrap()
        ),
    )
    .unwrap();
}

#[test]
fn f8_a_note_nested_deeper_than_32_is_an_error_at_its_text() {
    for (deep, depth) in [
        (">".repeat(32) + " x", 33),
        ("<div>".repeat(33) + "x" + &"</div>".repeat(33), 34),
        (
            "<div>".repeat(40_000) + "x" + &"</div>".repeat(40_000),
            40_001,
        ),
    ] {
        let c = corpus_copy();
        note(c.path(), "deep", &deep);
        build_fails_with(
            c.path(),
            &format!(
                "translations/annotations/deep.yaml:5:9: text nests {depth} levels deep (block quotes, lists, emphasis or HTML elements one inside another); a note nests 32 at most"
            ),
        );
    }
    // 32 levels (31 quotes and the paragraph in them) are shown, the note's word among them.
    let c = corpus_copy();
    note(c.path(), "deep", &(">".repeat(31) + " zaxqw"));
    build(c.path());
    // (An English note: shown in the parallel view, counted on the Polish law page.)
    let page = std::fs::read_to_string(c.path().join("site/2017/68/index.html")).unwrap();
    assert_eq!(page.matches("<blockquote>").count(), 31);
    assert!(page.contains("<p>zaxqw</p>"));
}

#[test]
fn f17_an_invisible_character_in_a_list_marker_is_an_error_not_lost_clauses() {
    for (written, col, name) in [
        ("1\u{200b}. Sędzia nakazuje", 2, "U+200B (ZERO WIDTH SPACE)"),
        (
            "\u{feff}1. Sędzia nakazuje",
            1,
            "U+FEFF (ZERO WIDTH NO-BREAK SPACE (a byte-order mark))",
        ),
        ("1.\u{a0}Sędzia nakazuje", 3, "U+00A0 (NO-BREAK SPACE)"),
        ("1\u{2060}. Sędzia nakazuje", 2, "U+2060 (WORD JOINER)"),
        ("1\u{ad}. Sędzia nakazuje", 2, "U+00AD (SOFT HYPHEN)"),
    ] {
        let c = corpus_copy();
        edit(c.path(), PL70, |s| {
            s.replacen("1. Sędzia nakazuje", written, 1)
        });
        build_fails_with(
            c.path(),
            &format!(
                "{PL70}:{}:{col}: an invisible character {name} in the marker \"1.\": Markdown does not read the line as written as a heading, list item, footnote or `---`",
                line_of(PL70, "1. Sędzia nakazuje")
            ),
        );
    }
    // In a section heading too.
    let c = corpus_copy();
    edit(c.path(), PL70, |s| s.replacen("## B.", "##\u{200b} B.", 1));
    build_fails_with(
        c.path(),
        &format!(
            "{PL70}:{}:3: an invisible character U+200B (ZERO WIDTH SPACE) in the marker \"## B.\"",
            line_of(PL70, "## B.")
        ),
    );
    // `show` reads the file as `build` does.
    let o = lawref(c.path(), &["show", "70B1", "--lang", "pl"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(&format!(
            "{PL70}:{}:3: an invisible character",
            line_of(PL70, "## B.")
        )),
        "{}",
        stderr(&o)
    );
}

#[test]
fn f18_a_control_character_in_a_corpus_file_is_an_error_at_its_place() {
    let c = corpus_copy();
    edit(c.path(), PL70, |s| {
        s.replacen(
            "Rozstrzygając",
            "Roz\x1b]0;PWNED\x07\x1b[2J\x07\x08\0strzygając",
            1,
        )
    });
    build_fails_with(
        c.path(),
        &format!(
            "{PL70}:{}:4: control character U+001B (ESC) in the text: a corpus file holds no control characters",
            line_of(PL70, "Rozstrzygając")
        ),
    );
    // A character reference makes one too; so does an escape in the front matter.
    for (from, to, at) in [
        (
            "Rozstrzygając",
            "Roz&#27;strzygając",
            format!(
                "{}:4: a character reference makes the control character U+001B (ESC)",
                line_of(PL70, "Rozstrzygając")
            ),
        ),
        (
            "Rozstrzygając",
            "Roz&#x85;strzygając",
            format!(
                "{}:4: a character reference makes the control character U+0085 (a C1 control)",
                line_of(PL70, "Rozstrzygając")
            ),
        ),
        (
            "title: ",
            "title: \"Zrzeczenie\\a\" # ",
            format!(
                "{}:19: the escape \\a makes the control character U+0007 (BEL)",
                line_of(PL70, "title: ")
            ),
        ),
    ] {
        let c = corpus_copy();
        edit(c.path(), PL70, |s| s.replacen(from, to, 1));
        build_fails_with(c.path(), &format!("{PL70}:{at}"));
    }
}

#[test]
fn f18_no_control_character_reaches_a_page_from_a_manifest_or_a_note() {
    let c = corpus_copy();
    edit(c.path(), "laws/2017.yaml", |s| {
        s.replacen(
            "en: 'Agreed Claim or Concession'",
            "en: \"Agreed\\e[2J Claim\"",
            1,
        )
    });
    let manifest = std::fs::read_to_string(c.path().join("laws/2017.yaml")).unwrap();
    let (line, col) = manifest
        .lines()
        .enumerate()
        .find_map(|(i, l)| {
            l.find("\\e[2J")
                .map(|at| (i + 1, l[..at].chars().count() + 1))
        })
        .unwrap();
    build_fails_with(
        c.path(),
        &format!(
            "laws/2017.yaml:{line}:{col}: the escape \\e makes the control character U+001B (ESC)"
        ),
    );
    for (text, expect) in [
        (
            "a\u{1b}[2J note",
            "translations/annotations/ctl.yaml:5:11: the escape \\u001b makes the control character U+001B (ESC)",
        ),
        (
            "a &#7; note",
            "translations/annotations/ctl.yaml:5:9: text: a character reference makes the control character U+0007 (BEL)",
        ),
    ] {
        let c = corpus_copy();
        note(c.path(), "ctl", text);
        build_fails_with(c.path(), expect);
    }
    // Written raw.
    let c = corpus_copy();
    std::fs::create_dir_all(c.path().join("translations/annotations")).unwrap();
    std::fs::write(
        c.path().join("translations/annotations/ctl.yaml"),
        "- clause: 68C\n  editions: 2017\n  lang: en\n  source: x\u{7}y\n  text: a\n",
    )
    .unwrap();
    build_fails_with(
        c.path(),
        "translations/annotations/ctl.yaml:4:12: control character U+0007 (BEL)",
    );
    // A term base is read by `check`, which prints its terms.
    let c = corpus_copy();
    edit(c.path(), "translations/pl/terms.yaml", |s| {
        s.replacen("term: roszczenie", "term: \"roszczenie\\x1b\"", 1)
    });
    let o = lawref(c.path(), &["check"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("translations/pl/terms.yaml:")
            && stderr(&o).contains("the escape \\x1b makes the control character U+001B (ESC)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn f25_a_notes_remote_image_becomes_a_link_and_nothing_is_loaded() {
    let c = corpus_copy();
    note(
        c.path(),
        "img",
        "<img src=\"https://tracker.example/pixel.png\"> note ![chart](https://tracker.example/c.png \"t\")\n\n\
         <img src=\"https://tracker.example/s.png\" srcset=\"https://tracker.example/2x.png 2x\" alt=\"a <b> & c\">\
         <iframe src=\"https://tracker.example/f\"></iframe><span style=\"background:url(https://tracker.example/u.png)\">s</span>\
         <video poster=\"https://tracker.example/p.png\"><source src=\"https://tracker.example/v.mp4\"></video>\
         <picture><source srcset=\"https://tracker.example/pic.png\"></picture>\
         <link rel=\"stylesheet\" href=\"https://tracker.example/x.css\"><style>@import url(https://tracker.example/y.css)</style>\
         <object data=\"https://tracker.example/o\"></object><embed src=\"https://tracker.example/e\">\
         <svg><image href=\"https://tracker.example/svg.png\"/></svg><input type=\"image\" src=\"https://tracker.example/i.png\">\
         <table background=\"https://tracker.example/t.png\"><tr><td>t</td></tr></table>",
    );
    build(c.path());
    let link = regex::Regex::new(
        r#"<a href="https://tracker\.example/[a-z0-9.]+" rel="noopener noreferrer">"#,
    )
    .unwrap();
    let mut pages = 0;
    for f in common::files_under(&c.path().join("site")) {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue; // Pagefind's compressed files
        };
        if !text.contains("tracker.example") {
            continue;
        }
        pages += 1;
        // Every third-party URL left is a link's address (or the words of the link made of an
        // image without alt text): nothing a browser loads by itself.
        let rest = link
            .replace_all(&text, "")
            .replace(">https://tracker.example/pixel.png</a>", "");
        assert!(
            !rest.contains("tracker.example"),
            "{}:\n{rest}",
            f.display()
        );
        if f.ends_with("2017/pl/68/index.html") {
            assert!(text.contains(
                "<p><a href=\"https://tracker.example/pixel.png\" rel=\"noopener noreferrer\">https://tracker.example/pixel.png</a> note <a href=\"https://tracker.example/c.png\" rel=\"noopener noreferrer\">chart</a></p>"
            ), "{text}");
            assert!(text.contains(
                "<a href=\"https://tracker.example/s.png\" rel=\"noopener noreferrer\">a &lt;b&gt; &amp; c</a>"
            ));
        }
    }
    assert!(pages >= 2, "the note is on the law and parallel pages");
}

#[test]
fn f28_a_law_listed_twice_in_a_manifest_is_an_error_at_its_second_listing() {
    let c = corpus_copy();
    edit(c.path(), "laws/2017.yaml", |s| {
        s.replacen(
            "  - number: 70\n",
            "  - number: 70\n    titles: { en: Dup A }\n  - number: 70\n",
            1,
        )
    });
    // The first listing stands where Law 70's stood; the second two lines below it.
    let first = line_of("laws/2017.yaml", "  - number: 70");
    build_fails_with(
        c.path(),
        &format!(
            "laws/2017.yaml:{}:13: Law 70 is listed twice (first on line {first})",
            first + 2
        ),
    );
}

#[test]
fn f29_law_count_errors_are_at_their_line() {
    let c = corpus_copy();
    edit(c.path(), "laws/2017.yaml", |s| {
        s.replacen("law_count: 93", "law_count: 0", 1)
    });
    build_fails_with(
        c.path(),
        &format!(
            "laws/2017.yaml:{}:12: law_count 0 must be 1–93",
            line_of("laws/2017.yaml", "law_count: 93")
        ),
    );
    let c = corpus_copy();
    edit(c.path(), "laws/2017.yaml", |s| {
        s.replacen("law_count: 93", "law_count: 60", 1)
    });
    // The first listed law beyond 60.
    let text = std::fs::read_to_string(common::root().join("laws/2017.yaml")).unwrap();
    let (line, law) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| {
            let n: u8 = l.strip_prefix("  - number: ")?.trim().parse().ok()?;
            (n > 60).then_some((i + 1, n))
        })
        .unwrap();
    build_fails_with(
        c.path(),
        &format!("laws/2017.yaml:{line}:13: Law {law} is outside the edition's 1–60 (law_count)"),
    );
}

#[test]
fn f30_cr_only_and_crlf_files_read_as_lf_files() {
    let lf = common::corpus_with_examples();
    build(lf.path());
    let page = |c: &Path| std::fs::read(c.join("site/2017/pl/70/index.html")).unwrap();
    for end in ["\r", "\r\n"] {
        let c = common::corpus_with_examples();
        edit(c.path(), PL70, |s| s.replace('\n', end));
        edit(c.path(), "laws/2017.yaml", |s| s.replace('\n', end));
        edit(c.path(), "translations/annotations/examples.yaml", |s| {
            s.replace('\n', end)
        });
        build(c.path());
        assert_eq!(page(c.path()), page(lf.path()), "{end:?}");
        // Errors in such a file are at their line.
        edit(c.path(), PL70, |s| s.replacen("## B.", "## b.", 1));
        let o = lawref(
            c.path(),
            &["build", "--out", c.path().join("site2").to_str().unwrap()],
        );
        assert!(
            stderr(&o).contains(&format!(
                "{PL70}:{}:1: heading \"b. Powtórzenie oświadczenia\" is not a section heading",
                line_of(PL70, "## B.")
            )),
            "{}",
            stderr(&o)
        );
    }
}

/// Puts a paragraph of `words` repeated `n` times at the start of the Polish Law 68 of `edition`
/// (as the F9 repro does), before its opening paragraph.
fn long_opening(c: &Path, edition: &str, words: &str, n: usize) {
    edit(c, &format!("translations/pl/{edition}/68.md"), |s| {
        let body = s[4..].find("\n---\n").unwrap() + 4 + 5;
        format!(
            "{}\n{}.\n{}",
            &s[..body],
            vec![words; n].join(" "),
            &s[body..]
        )
    });
}

#[test]
fn f9_dissimilar_long_texts_are_shown_replaced_whole_and_say_so() {
    let c = corpus_copy();
    long_opening(c.path(), "2007", "alfa beta", 32_000);
    long_opening(c.path(), "2017", "gamma delta", 32_000);
    let args = [
        "diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017",
    ];
    let o = lawref(c.path(), &args);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("\n68 opening (too different to compare word by word: replaced whole)\n  [-alfa beta alfa beta "),
        "{}",
        &text[..400]
    );
    // The other rows are compared word by word as before.
    assert!(text.contains("\n68A\n  title: Definicja [-roszczenia-]{+deklaracji+}\n"));
    let o = lawref(c.path(), &[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = v["rows"].as_array().unwrap();
    let whole: Vec<&serde_json::Value> = rows
        .iter()
        .map(|r| &r["part"]["kind"])
        .zip(rows)
        .filter(|(_, r)| r["whole"] == true)
        .map(|(k, _)| k)
        .collect();
    assert_eq!(whole, [&serde_json::json!("preamble")]);
    let opening = rows
        .iter()
        .find(|r| r["part"]["kind"] == "preamble")
        .unwrap();
    let ops: Vec<&str> = opening["text"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["op"].as_str().unwrap())
        .collect();
    assert!(ops[..64_000].iter().all(|op| *op == "delete"));
    assert!(ops[ops.len() - 64_000..].iter().all(|op| *op == "insert"));
    // The site's diff page says so in that row.
    build(c.path());
    let page =
        std::fs::read_to_string(c.path().join("site/diff/pl/68/2007-2017/index.html")).unwrap();
    assert_eq!(
        page.matches("<p class=\"diff-whole\" lang=\"en\">Too different to compare word by word: the 2007 text is shown deleted and the 2017 text inserted, whole.</p>").count(),
        1
    );
    // As long, and one word changed: compared word by word.
    let c = corpus_copy();
    long_opening(c.path(), "2007", "alfa beta", 32_000);
    long_opening(c.path(), "2017", "alfa beta", 32_000);
    edit(c.path(), "translations/pl/2017/68.md", |s| {
        s.replacen("alfa beta alfa", "alfa gamma alfa", 1)
    });
    let o = lawref(c.path(), &args);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("\n68 opening\n  alfa [-beta-]{+gamma+} alfa beta"),
        "{}",
        &text[..400]
    );
}

#[test]
fn f27_a_query_over_64_words_is_a_usage_error_not_cut_in_silence() {
    let c = corpus_copy();
    let long = (0..100)
        .map(|i| format!("w{i}"))
        .collect::<Vec<_>>()
        .join(" OR ");
    let o = lawref(c.path(), &["search", &long, "--limit", "3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the query has 199 words (AND, OR and NOT counted); search takes 64 at most: leave some out"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
    // 64 words are searched; made-up words find nothing (no stray "or" is looked for).
    let q = (0..32)
        .map(|i| format!("w{i}"))
        .collect::<Vec<_>>()
        .join(" OR ")
        + " OR";
    assert_eq!(q.split_whitespace().count(), 64);
    let o = lawref(c.path(), &["search", &q]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8(o.stdout).unwrap(), "no hits\n");
}

/// The entries of `dir` whose names begin with `prefix`.
fn named(dir: &Path, prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|r| {
            r.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(prefix))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn f20_a_build_killed_during_its_first_build_leaves_nothing_after_the_next() {
    let g = tempfile::tempdir().unwrap();
    let corpus = g.path().join("c");
    let o = lawref(
        g.path(),
        &[
            "generate",
            "--out",
            corpus.to_str().unwrap(),
            "--laws",
            "40",
            "--langs",
            "4",
            "--editions",
            "1",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let site = corpus.join("site");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
        .args([
            "--corpus",
            corpus.to_str().unwrap(),
            "build",
            "--index",
            "--out",
            site.to_str().unwrap(),
        ])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Killed (SIGKILL) once both its temporary folders are there, marked.
    let start = std::time::Instant::now();
    let marked = |dir: &Path, prefix: &str| {
        named(dir, prefix)
            .iter()
            .any(|n| dir.join(n).join(".lawref-temporary").is_file())
    };
    while !marked(&corpus, ".site-") || !marked(&corpus.join(".lawref"), ".index.new-") {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the build ended before it was killed"
        );
        assert!(start.elapsed().as_secs() < 120, "no temporary folders");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(named(&corpus, ".site-").len(), 1);
    let o = lawref(&corpus, &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(named(&corpus, ".site-"), Vec::<String>::new());
    assert_eq!(
        named(&corpus.join(".lawref"), ".index."),
        Vec::<String>::new()
    );
    // The site and the index came out whole, unmarked.
    assert!(site.join(".lawref-site").is_file());
    assert!(!site.join(".lawref-temporary").exists());
    assert!(!corpus.join(".lawref/index/.lawref-temporary").exists());
    let o = lawref(&corpus, &["build", "--out", site.to_str().unwrap()]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout).trim_end(),
        format!("{} is up to date", site.display())
    );
}

#[test]
fn f20_only_lawrefs_own_unlocked_temporary_folders_are_removed() {
    use fs4::fs_std::FileExt;
    let c = corpus_copy();
    let root = c.path();
    let marked = |rel: &str| {
        let d = root.join(rel);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join(".lawref-temporary"), "x").unwrap();
        std::fs::write(d.join("page.html"), "x").unwrap();
        d
    };
    // Leftovers: lawref's names, with the marker, unlocked.
    marked(".site-abc123");
    marked(".site.old-Zz09aB");
    marked(".lawref/.index.new-q1w2e3");
    // Not lawref's, or still in use: kept.
    let no_marker = root.join(".site-nomark");
    std::fs::create_dir_all(&no_marker).unwrap();
    marked(".site-short");
    marked("site-abc123");
    let target = marked("elsewhere");
    std::os::unix::fs::symlink(&target, root.join(".site-link12")).unwrap();
    std::fs::write(root.join(".site-file12"), "x").unwrap();
    let live = marked(".site-live12");
    let lock = std::fs::File::open(live.join(".lawref-temporary")).unwrap();
    lock.lock_exclusive().unwrap();
    // Killed before its marker had its name: removed once over a minute old.
    let half_old = root.join(".site-half01");
    std::fs::create_dir_all(&half_old).unwrap();
    std::fs::write(half_old.join(".lawref-marker-AbC123"), "").unwrap();
    let minutes_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(300);
    std::fs::File::open(&half_old)
        .unwrap()
        .set_modified(minutes_ago)
        .unwrap();
    let half_new = root.join(".site-half02");
    std::fs::create_dir_all(&half_new).unwrap();
    let not_half = root.join(".site-full03");
    std::fs::create_dir_all(&not_half).unwrap();
    std::fs::write(not_half.join("index.html"), "mine").unwrap();
    std::fs::File::open(&not_half)
        .unwrap()
        .set_modified(minutes_ago)
        .unwrap();
    let marker_link = root.join(".site-mlink1");
    std::fs::create_dir_all(&marker_link).unwrap();
    std::os::unix::fs::symlink(
        target.join(".lawref-temporary"),
        marker_link.join(".lawref-temporary"),
    )
    .unwrap();
    build(root);
    assert_eq!(
        named(root, ".site"),
        [
            ".site-file12",
            ".site-full03",
            ".site-half02",
            ".site-link12",
            ".site-live12",
            ".site-mlink1",
            ".site-nomark",
            ".site-short"
        ]
    );
    assert_eq!(
        named(&root.join(".lawref"), ".index."),
        Vec::<String>::new()
    );
    assert!(target.join("page.html").is_file() && root.join("site-abc123").is_dir());
    drop(lock);
    // Once its build is gone, the next build removes it, even with nothing to rebuild.
    let o = lawref(
        root,
        &["build", "--out", root.join("site").to_str().unwrap()],
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("is up to date"));
    assert!(!live.exists());
}

#[test]
fn f19_a_site_file_changed_or_truncated_by_hand_is_repaired_by_the_next_build() {
    let c = corpus_copy();
    let root = c.path();
    let site = root.join("site");
    let build_out = || {
        let o = lawref(root, &["build", "--index", "--out", site.to_str().unwrap()]);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8(o.stdout).unwrap()
    };
    build_out();
    let page = site.join("2017/pl/68/index.html");
    let good = std::fs::read(&page).unwrap();
    let wait_a_tick = || std::thread::sleep(std::time::Duration::from_millis(20));
    // Appended to (tamper.sh), truncated, edited to the same size, emptied.
    let same_size = {
        let mut b = good.clone();
        let at = b.len() / 2;
        b[at] = if b[at] == b'x' { b'y' } else { b'x' };
        b
    };
    for bad in [
        [&good[..], b"TAMPERED"].concat(),
        good[..good.len() / 3].to_vec(),
        same_size,
        Vec::new(),
    ] {
        wait_a_tick();
        std::fs::write(&page, &bad).unwrap();
        let out = build_out();
        assert!(out.contains("(2 files written, 0 removed)"), "{out}");
        assert_eq!(std::fs::read(&page).unwrap(), good);
        assert!(build_out().contains("is up to date"));
    }
    // With the command line's index deleted too (tamper.sh's second step).
    wait_a_tick();
    std::fs::write(&page, b"TAMPERED").unwrap();
    std::fs::remove_dir_all(root.join(".lawref")).unwrap();
    let out = build_out();
    assert!(out.contains("(2 files written, 0 removed)"), "{out}");
    assert_eq!(std::fs::read(&page).unwrap(), good);
    // A file touched but not changed is read, found as written, and left.
    wait_a_tick();
    std::fs::write(&page, &good).unwrap();
    assert!(build_out().contains("is up to date"));
    // Other files are repaired too (a clause address map, made on every build).
    let map = site.join("2017/pl/clauses.json");
    let good_map = std::fs::read(&map).unwrap();
    wait_a_tick();
    std::fs::write(&map, b"x").unwrap();
    build_out();
    assert_eq!(std::fs::read(&map).unwrap(), good_map);
}

// Issue 28's XLIFF repros (N15, N27, N29), from `../shared/cases/attack3/` (copied into
// tests/fixtures/xliff/): a file XLIFF 1.2 forbids, or naming what no corpus text can hold, is
// refused at its line and column, every fault at once, and nothing is written.

/// `lawref import` of the XLIFF file `text`, named `name`, into a scratch copy of the corpus:
/// its standard error, having asserted that it failed and wrote nothing.
fn xliff_refused(name: &str, text: &str) -> String {
    let c = corpus_copy();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join(name);
    std::fs::write(&f, text).unwrap();
    let before = common::contents(c.path());
    let o = lawref(c.path(), &["import", f.to_str().unwrap()]);
    assert!(!o.status.success(), "imported:\n{}", stderr(&o));
    assert_eq!(common::contents(c.path()), before, "something was written");
    stderr(&o)
}

/// The test XLIFF file `tests/fixtures/xliff/<name>`.
fn xliff_fixture(name: &str) -> String {
    String::from_utf8(common::fixture(&format!("xliff/{name}"))).unwrap()
}

/// The 1-based line and column of the first `needle` in `text`.
fn place(text: &str, needle: &str) -> (usize, usize) {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} is not in the text"));
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (
        text[..at].matches('\n').count() + 1,
        text[line_start..at].chars().count() + 1,
    )
}

#[test]
fn n15_a_footnote_unit_whose_mark_no_corpus_footnote_can_have_is_refused() {
    let text = xliff_fixture("fn-bracket.xlf");
    let (l, c) = place(&text, "<trans-unit id=\"68-fn-]x[^y\"");
    assert_eq!((l, c), (142, 5));
    let err = xliff_refused("fn-bracket.xlf", &text);
    assert!(
        err.contains(&format!(
            "fn-bracket.xlf:{l}:{c}: trans-unit id \"68-fn-]x[^y\": \"]x[^y\" is no mark a corpus footnote can have, as `[^]x[^y]:` would not read back as its footnote"
        )),
        "{err}"
    );
    // Without that unit, the same file imports (the fault was the mark).
    let c = corpus_copy();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68.xlf");
    std::fs::write(&f, xliff_fixture("68-pl-nl-2017.xlf")).unwrap();
    let o = lawref(c.path(), &["import", f.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let md = std::fs::read_to_string(c.path().join("translations/nl/2017/68.md")).unwrap();
    assert!(!md.contains("]x[^y"), "{md}");
}

#[test]
fn n27_a_second_target_in_a_trans_unit_is_an_error_at_it() {
    let text = xliff_fixture("two-targets.xlf");
    let (l, c) = place(&text, "<target>SECOND");
    assert_eq!((l, c), (39, 60));
    let err = xliff_refused("two-targets.xlf", &text);
    assert!(
        err.contains(&format!(
            "two-targets.xlf:{l}:{c}: a second <target> in trans-unit 68B: XLIFF 1.2 allows one\n"
        )),
        "{err}"
    );
    // A second <source> too.
    let two_sources = xliff_fixture("68-pl-nl-2017.xlf").replacen(
        "<source xml:lang=\"pl\">Definicja zrzeczenia</source>",
        "<source xml:lang=\"pl\">Definicja zrzeczenia</source><source>x</source>",
        1,
    );
    let (l, c) = place(&two_sources, "<source>x");
    let err = xliff_refused("two-sources.xlf", &two_sources);
    assert!(
        err.contains(&format!(
            "two-sources.xlf:{l}:{c}: a second <source> in trans-unit 68B: XLIFF 1.2 allows one\n"
        )),
        "{err}"
    );
}

#[test]
fn n29_a_trans_unit_in_the_header_is_an_error_not_imported() {
    let text = xliff_fixture("unit-in-header.xlf");
    let (l, c) = place(&text, "<trans-unit id=\"68-closing\"");
    assert_eq!((l, c), (4, 13));
    let err = xliff_refused("unit-in-header.xlf", &text);
    assert!(
        err.contains(&format!(
            "unit-in-header.xlf:{l}:{c}: a <trans-unit> inside <header>: XLIFF 1.2 puts trans-units only in <body> or <group>; its units are not imported\n"
        )),
        "{err}"
    );
    // Nor inside another trans-unit, nor a group outside the body.
    let nested = xliff_fixture("68-pl-nl-2017.xlf").replacen(
        "<source xml:lang=\"pl\">Definicja zrzeczenia</source>",
        "<source xml:lang=\"pl\">Definicja zrzeczenia</source><trans-unit id=\"68-closing\"><source>a</source><target>b</target></trans-unit>",
        1,
    );
    let (l, c) = place(&nested, "<trans-unit id=\"68-closing\"");
    let err = xliff_refused("nested.xlf", &nested);
    assert!(
        err.contains(&format!(
            "nested.xlf:{l}:{c}: a <trans-unit> inside <trans-unit>: XLIFF 1.2 puts trans-units only in <body> or <group>"
        )),
        "{err}"
    );
}

/// Every fault of an XLIFF file is reported in one run, each at its line and column, in the
/// file's order: here seven, of seven kinds (one per unit).
#[test]
fn several_bad_units_of_an_xliff_file_are_each_an_error_at_its_place_in_one_run() {
    // The faults are of the units' form, whatever their states say.
    let good = xliff_fixture("68-pl-nl-2017.xlf").replace(" state=\"translated\"", "");
    let mut text = good.replacen(
        "<header>",
        "<header><trans-unit id=\"68-closing\"><source>a</source><target>OUTSIDE</target></trans-unit>",
        1,
    );
    text = text.replacen(
        "<target xml:lang=\"nl\">Definicja zrzeczenia</target>",
        "<target xml:lang=\"nl\">Definicja zrzeczenia</target><target>SECOND</target>",
        1,
    );
    text = text.replacen("id=\"68B1\"", "id=\"70B1\"", 1);
    let c = text.find("id=\"68C\"").unwrap();
    let t = c + text[c..].find("<target xml:lang=\"nl\">").unwrap();
    text.replace_range(
        t..t + "<target xml:lang=\"nl\">".len(),
        "<target xml:lang=\"de\">",
    );
    let d = text.find("id=\"68D\"").unwrap();
    let t = d + text[d..].find("<target").unwrap();
    let end = t + text[t..].find("</target>").unwrap();
    text.replace_range(t..end, "<target xml:lang=\"nl\">");
    text = text.replacen("id=\"68D1\"", "id=\"68D\"", 1);
    text = text.replacen(
        "</body>",
        "<trans-unit id=\"68-fn-]x[^y\"><source>a</source><target>b</target></trans-unit></body>",
        1,
    );
    let at = |needle: &str| {
        let (l, c) = place(&text, needle);
        format!("many.xlf:{l}:{c}: ")
    };
    let want = [
        format!(
            "{}a <trans-unit> inside <header>: XLIFF 1.2 puts trans-units only in <body> or <group>; its units are not imported",
            at("<trans-unit id=\"68-closing\"")
        ),
        format!(
            "{}a second <target> in trans-unit 68B: XLIFF 1.2 allows one",
            at("<target>SECOND")
        ),
        format!(
            "{}trans-unit id \"70B1\" is no part of Law 68: ids are clause ids (68B2, 68D2(b)(i)) or 68-title, 68-preamble, 68-closing, 68-fn-<mark>",
            at("<trans-unit id=\"70B1\"")
        ),
        format!(
            "{}xml:lang \"de\" of the target of trans-unit 68C is not the <file>'s target-language \"nl\"",
            at("xml:lang=\"de\"")
        ),
        format!(
            "{}trans-unit 68D comes twice (first on line {})",
            at("<trans-unit id=\"68D\" resname=\"68D1\""),
            place(&text, "<trans-unit id=\"68D\"").0
        ),
        format!(
            "{}trans-unit id \"68-fn-]x[^y\": \"]x[^y\" is no mark a corpus footnote can have",
            at("<trans-unit id=\"68-fn-]x[^y\"")
        ),
    ];
    let err = xliff_refused("many.xlf", &text);
    assert!(err.contains("6 errors:\n"), "{err}");
    let lines: Vec<&str> = err
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("│ "))
        .collect();
    assert_eq!(lines.len(), 6, "{err}");
    for (got, want) in lines.iter().zip(&want) {
        assert!(got.starts_with(want.as_str()), "{got}\nwanted {want}");
    }
}

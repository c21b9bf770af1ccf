//! `lawref book` (issue 32): an edition's laws in one language, or two side by side, as one
//! standalone HTML file to print and read offline. Printing itself (running heads, quoted
//! references on paper) is checked in Chromium: tests/browser/book.test.mjs.

use crate::common;

fn out(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn the_book_of_2017_polish_holds_every_law_the_corpus_has_and_nothing_outside_the_file() {
    let root = common::root();
    let book = common::lawref_ok(&root, &["book", "--lang", "pl", "--edition", "2017"]);
    assert!(book.starts_with("<!DOCTYPE html>\n<html lang=\"pl\" class=\"paper-a5\">\n"));
    assert!(book.contains("<title>Międzynarodowe Prawo Brydżowe 2017 — Polski</title>"));
    // The contents: the laws the corpus has (68 and 70), then those it lacks.
    assert!(book.contains(
        "<ol>\n<li><a href=\"#law-68\">68. Deklaracja lub zrzeczenie się lew</a></li>\n<li><a href=\"#law-70\">70. Sporna deklaracja lub zrzeczenie</a></li>\n</ol>\n<p class=\"book-absent\">Przepisy, których nie ma w tym zbiorze: 1–67, 69, 71–93</p>"
    ));
    let laws: Vec<&str> = book
        .split("<section class=\"book-law\" id=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
        .collect();
    assert_eq!(laws, ["law-68", "law-70"]);
    // The running heads (each law's table header, repeated on its printed pages).
    assert!(book.contains("<p class=\"running-head\">68. Deklaracja lub zrzeczenie się lew · Międzynarodowe Prawo Brydżowe 2017</p>"));
    assert!(book.contains("<p class=\"running-head\">70. Sporna deklaracja lub zrzeczenie · Międzynarodowe Prawo Brydżowe 2017</p>"));
    // Every clause of the text, by its anchor, once.
    for id in ["68A", "68B1", "68B2", "68D2(b)(ii)", "70A", "70C3", "70E2"] {
        let anchor = id.replace(['(', ')'], "");
        assert_eq!(
            book.matches(&format!(" id=\"{anchor}\"")).count(),
            1,
            "{id}"
        );
    }
    // A reference links into the book, and its clause's text is quoted under its block.
    assert!(book.contains(
        "stosuje się przepis <span class=\"ref-wrap\"><a class=\"ref\" href=\"#law-70\" title=\"70\""
    ));
    assert!(book.contains(
        "<ol class=\"quotes\"><li lang=\"pl\"><b>70</b> Sporna deklaracja lub zrzeczenie</li></ol>"
    ));
    assert!(book.contains("<ol class=\"quotes\"><li lang=\"pl\"><b>68B1</b> Oświadczenie rozgrywającego lub obrońcy, że jego strona odda określoną liczbę lew,"));
    // The notes the law page shows, folded: the interpretation on 68B, the EBU's regulation.
    assert!(book.contains("<details class=\"note note-interpretation\" id=\"note-interpretations-4\"><summary>Interpretacja · WBF Laws Committee, 2001-10-28 · <span lang=\"en\">English</span> · Northampton Bridge Club, quoting the EBU White Book · WBFLC minutes 2001-10-28, item 10 (EBU White Book §8.68.2)</summary>"));
    assert!(book.contains("<details class=\"note note-regulation\" id=\"note-ebu-6\"><summary>Regulamin · <bdi>England</bdi> · EBU · <span lang=\"en\">English</span>"));
    // One file: no link to another file, no style sheet or script from elsewhere.
    for outside in ["href=\"../", "href=\"http", "<link ", "<script src"] {
        assert!(!book.contains(outside), "{outside}");
    }
    // The same book twice: byte for byte.
    assert_eq!(
        book,
        common::lawref_ok(&root, &["book", "--lang", "pl", "--edition", "2017"])
    );
    // The newest edition by default; A4 large print when asked.
    assert_eq!(book, common::lawref_ok(&root, &["book", "--lang", "PL"]));
    let large = common::lawref_ok(&root, &["book", "--lang", "pl", "--paper", "a4"]);
    assert!(large.starts_with("<!DOCTYPE html>\n<html lang=\"pl\" class=\"paper-a4\">\n"));
}

#[test]
fn two_languages_side_by_side_clause_beside_clause() {
    let root = common::root();
    let book = common::lawref_ok(
        &root,
        &["book", "--lang", "pl", "--edition", "2007", "--with", "nl"],
    );
    assert!(book.contains("<p class=\"running-head\">68. ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW · Opeisen en afstaan van slagen · Międzynarodowe Prawo Brydżowe 2007</p>"));
    // 68B2 in Polish and in Dutch on one row; the Dutch ids take their language first.
    let row = book
        .split("<tr>")
        .find(|r| r.contains(" id=\"68B2\""))
        .unwrap();
    assert!(row.contains(" id=\"nl-68B2\" lang=\"nl\""), "{row}");
    // Each id once: no clause of the two texts takes the other's place.
    assert_eq!(book.matches(" id=\"68B2\"").count(), 1);
    assert_eq!(book.matches(" id=\"nl-68B2\"").count(), 1);
    // A Dutch reference to a Dutch clause stays in the Dutch column.
    assert!(!book.contains("href=\"../"));
    assert!(
        book.contains("href=\"#nl-"),
        "Dutch links into the Dutch column"
    );
    // A law the second language lacks: its column says so (a corpus with a Dutch 2017 Law 68,
    // the 2007 text marked 2017, and no Dutch 70).
    let c = common::corpus_copy();
    let nl = std::fs::read_to_string(c.path().join("translations/nl/2007/68.md")).unwrap();
    std::fs::create_dir_all(c.path().join("translations/nl/2017")).unwrap();
    std::fs::write(
        c.path().join("translations/nl/2017/68.md"),
        nl.replace("edition: '2007'", "edition: '2017'"),
    )
    .unwrap();
    let book = common::lawref_ok(c.path(), &["book", "--lang", "pl", "--with", "nl"]);
    let law70 = book.split("id=\"law-70\"").nth(1).unwrap();
    assert!(law70.contains("<td lang=\"nl\"><p class=\"book-absent\" lang=\"pl\">Brak tekstu tego przepisu w tym wydaniu: Nederlands.</p></td>"), "{law70}");
}

#[test]
fn a_book_the_corpus_cannot_make_is_an_error_and_out_is_written_whole_or_not_at_all() {
    let c = common::corpus_copy();
    let cases: [(&[&str], &str); 4] = [
        (
            &["book", "--lang", "nl", "--edition", "2017"],
            "--lang nl: the corpus has no nl text in edition 2017",
        ),
        (
            &["book", "--lang", "pl", "--with", "pl"],
            "--with pl: the book's own language; give another beside it",
        ),
        (
            &["book", "--lang", "pl", "--edition", "2017", "--with", "nl"],
            "--with nl: the corpus has no nl text in edition 2017",
        ),
        (
            &["book", "--lang", "xx"],
            "--lang xx: the corpus has no text in it (it has: nl, pl, ru)",
        ),
    ];
    for (args, want) in cases {
        let o = common::lawref(c.path(), args);
        assert!(!o.status.success(), "{args:?}");
        assert!(err(&o).contains(want), "{args:?}: {}", err(&o));
        assert!(out(&o).is_empty());
    }
    // --out: written; written again over its own book; not over another file without --replace;
    // never into the corpus's own folders.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("book.html");
    let f = file.to_str().unwrap();
    common::lawref_ok(c.path(), &["book", "--lang", "pl", "--out", f]);
    let first = std::fs::read(&file).unwrap();
    common::lawref_ok(
        c.path(),
        &["book", "--lang", "pl", "--paper", "a4", "--out", f],
    );
    assert_ne!(std::fs::read(&file).unwrap(), first);
    let other = dir.path().join("notes.html");
    std::fs::write(&other, "my notes").unwrap();
    let o = common::lawref(
        c.path(),
        &["book", "--lang", "pl", "--out", other.to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "my notes");
    common::lawref_ok(
        c.path(),
        &[
            "book",
            "--lang",
            "pl",
            "--replace",
            "--out",
            other.to_str().unwrap(),
        ],
    );
    let inside = c.path().join("translations/pl/book.html");
    let o = common::lawref(
        c.path(),
        &["book", "--lang", "pl", "--out", inside.to_str().unwrap()],
    );
    assert!(!o.status.success());
    assert!(!inside.exists());
    // Nor into a language folder kept elsewhere in the corpus behind a link (docs/safety.md),
    // which load reads as translations/pl: a law text there is never written over (attack 32).
    let c = common::corpus_copy();
    std::fs::rename(c.path().join("translations/pl"), c.path().join("pl-texts")).unwrap();
    std::os::unix::fs::symlink("../pl-texts", c.path().join("translations/pl")).unwrap();
    common::lawref_ok(c.path(), &["check"]);
    let text = c.path().join("pl-texts/2017/68.md");
    let before = std::fs::read(&text).unwrap();
    for (target, replace) in [
        ("pl-texts/2017/68.md", true),
        ("pl-texts/2017/71.md", false),
    ] {
        let out = c.path().join(target);
        let mut args = vec!["book", "--lang", "pl", "--out", out.to_str().unwrap()];
        if replace {
            args.push("--replace");
        }
        let o = common::lawref(c.path(), &args);
        assert!(!o.status.success(), "{target}");
        assert!(
            err(&o).contains("that is inside the corpus's translations/ folder"),
            "{target}: {}",
            err(&o)
        );
    }
    assert_eq!(std::fs::read(&text).unwrap(), before);
    assert!(!c.path().join("pl-texts/2017/71.md").exists());
}

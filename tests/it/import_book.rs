//! A whole book (issue 15): the generator's book of every law of one language and edition, laid
//! out as a PDF-to-text export gives it (`lawref generate --book`), imports back to the
//! generator's own corpus files.
//!
//! "Exactly" means: for every law, the corpus file import writes has the generator's file's
//! body byte for byte (everything after the front matter: clause tree, section titles,
//! paragraphs, closing, footnote), and a front matter with the same values (law, edition,
//! language, kind, title, `letters`) but for `source` and `source_sha256`, which name the book
//! (its file name, the SHA-256 of its bytes). The two front
//! matters differ in bytes only in how YAML is written: the generator quotes every title, import
//! writes what serde_yaml writes. Commentary files are not in a book of the Laws. Everything else
//! in the book (title page, contents, chapter headings, running headers, page numbers, form
//! feeds, law headings, line-end hyphens) is in the report, each piece at its line and column.

use crate::common;

use std::collections::BTreeMap;

use lawref::corpus::load::{load_document, load_manifests, split_front_matter};
use lawref::corpus::model::{Document, EditionManifest, FrontMatter, Lang};
use lawref::dev::generate::{Spec, book, corpus_files};
use lawref::import::{Flags, Imported, import_document, sha256_hex};

/// Two editions (2007, 2017), the four languages import reads law headings in, all 93 laws.
const SPEC: Spec = Spec {
    laws: 93,
    langs: 4,
    editions: 2,
    seed: 1,
};

struct Generated {
    files: BTreeMap<String, String>,
    manifests: Vec<EditionManifest>,
    _dir: tempfile::TempDir,
}

fn generated(spec: &Spec) -> Generated {
    let files: BTreeMap<String, String> = corpus_files(spec).into_iter().collect();
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files.iter().filter(|(p, _)| p.starts_with("laws/")) {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let manifests = load_manifests(dir.path()).unwrap();
    Generated {
        files,
        manifests,
        _dir: dir,
    }
}

fn front_matter(text: &str) -> FrontMatter {
    let (yaml, _) = split_front_matter(text).expect("front matter");
    serde_yaml::from_str(yaml).unwrap()
}

fn body(text: &str) -> &str {
    let (_, at) = split_front_matter(text).expect("front matter");
    &text[at..]
}

/// Imports the book of `lang` and `year` and checks it against the generated corpus; returns
/// the book and what import made.
fn round_trip(g: &Generated, lang: &str, year: u16, flags: &Flags) -> (String, Imported) {
    let text = book(&SPEC, lang, year).unwrap();
    let name = format!("{lang}-{year}.txt");
    let imp = import_document(&name, text.as_bytes(), &g.manifests, flags)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let sha256 = sha256_hex(text.as_bytes());
    let made: BTreeMap<&str, &str> = imp
        .files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let expected: Vec<&String> = g
        .files
        .keys()
        .filter(|p| {
            p.starts_with(&format!("translations/{lang}/{year}/")) && !p.ends_with(".commentary.md")
        })
        .collect();
    assert_eq!(expected.len(), 93);
    assert_eq!(
        made.keys().copied().collect::<Vec<_>>(),
        expected.iter().map(|p| p.as_str()).collect::<Vec<_>>(),
        "{name}: the files made"
    );
    for path in expected {
        let (want, got) = (&g.files[path], made[path.as_str()]);
        assert!(
            body(got) == body(want),
            "{name}: {path} differs:\n{got}\n---- generated:\n{want}"
        );
        let mut fm = front_matter(got);
        assert_eq!(fm.source, name);
        assert_eq!(fm.source_sha256.as_deref(), Some(sha256.as_str()));
        let want = front_matter(want);
        (fm.source, fm.source_sha256) = (want.source.clone(), want.source_sha256.clone());
        assert_eq!(fm, want, "{name}: {path}'s front matter");
    }
    assert!(imp.report.doubts.is_empty(), "{:?}", imp.report.doubts);
    (text, imp)
}

/// The report's entries counted by reason.
fn reasons(imp: &Imported) -> BTreeMap<&str, usize> {
    let mut m = BTreeMap::new();
    for e in &imp.report.entries {
        let r = e.reason.split(" (Law ").next().unwrap();
        *m.entry(r).or_default() += 1;
    }
    m
}

/// Every piece the report lists stands in the book at its line and column, as written.
fn assert_pieces_in_place(book: &str, imp: &Imported) {
    let lines: Vec<&str> = book.split('\n').collect();
    for e in &imp.report.entries {
        let line = lines[e.line - 1];
        let at: String = line.chars().skip(e.column - 1).collect();
        assert!(
            at.starts_with(&e.text),
            "{}:{} {}: {:?} is not at its place in {line:?}",
            e.line,
            e.column,
            e.reason,
            e.text
        );
    }
}

fn loaded(g: &Generated, imp: &Imported) -> Vec<Document> {
    imp.files
        .iter()
        .map(|(p, t)| load_document(p, t, &g.manifests).unwrap())
        .collect()
}

#[test]
fn the_polish_book_imports_without_flags_as_the_generated_corpus() {
    let g = generated(&SPEC);
    let (text, imp) = round_trip(&g, "pl", 2017, &Flags::default());
    assert_pieces_in_place(&text, &imp);
    common::assert_accounted_in("pl-2017.txt", &text, &imp, &loaded(&g, &imp));
    let pages = text.matches('\u{c}').count();
    let hyphens = text.lines().filter(|l| l.ends_with('-')).count();
    let contents_lines = text.lines().filter(|l| l.contains("....")).count();
    let chapters = text
        .lines()
        .filter(|l| l.starts_with("ROZDZIAŁ ") && !l.contains("...."))
        .count();
    assert!(
        pages > 150 && hyphens > 500 && chapters > 8,
        "{pages} {hyphens} {chapters}"
    );
    let got = reasons(&imp);
    let want: BTreeMap<&str, usize> = [
        // Each numbered page's header, and the title page's edition name (it stands where the
        // even pages' header does).
        ("running header or footer", pages - 1 + 1),
        ("page number", pages - 1),
        ("control character U+000C", pages),
        ("table of contents", contents_lines + 1),
        (
            "chapter heading (a division of the book above its laws)",
            2 * chapters,
        ),
        ("law heading", 93),
        ("hyphen at a line break (the word is joined)", hyphens),
        ("copyright or cookie notice", 1),
        ("text before the first law heading", 1),
    ]
    .into_iter()
    .collect();
    assert_eq!(got, want);
    assert!(
        imp.report
            .decisions
            .iter()
            .any(|d| d
                .starts_with("edition 2017: the edition's name \"Laws of Duplicate Bridge 2017\"")),
        "{:?}",
        imp.report.decisions
    );
}

#[test]
fn the_russian_book_of_2007_imports_without_flags_with_its_cyrillic_letters() {
    let g = generated(&SPEC);
    let (text, imp) = round_trip(&g, "ru", 2007, &Flags::default());
    // Sections А Б В … in the alphabet's order, items (а) (б) …: the front matter says so.
    assert!(text.contains("\nБ. ") && text.contains("\n(б) "));
    assert!(
        imp.report
            .decisions
            .iter()
            .any(|d| d.starts_with("section letters: read in their alphabet's order")),
        "{:?}",
        imp.report.decisions
    );
    assert_pieces_in_place(&text, &imp);
    common::assert_accounted_in("ru-2007.txt", &text, &imp, &loaded(&g, &imp));
    assert_eq!(reasons(&imp)["law heading"], 93);
}

#[test]
fn the_english_and_dutch_books_import_with_only_the_language_given() {
    // The generated texts are half made-up words: whatlang cannot tell their English or Dutch
    // apart (it can the Polish and Russian), so these two need --lang; nothing else.
    let g = generated(&SPEC);
    for (lang, year) in [("en", 2017), ("nl", 2007)] {
        let flags = Flags {
            lang: Some(Lang(lang.to_string())),
            ..Flags::default()
        };
        let (text, imp) = round_trip(&g, lang, year, &flags);
        assert_pieces_in_place(&text, &imp);
        assert_eq!(reasons(&imp)["law heading"], 93);
    }
}

#[test]
fn the_contents_give_each_law_its_page() {
    let text = book(&SPEC, "pl", 2017).unwrap();
    let pages: Vec<&str> = text.split('\u{c}').collect();
    let entry = regex::Regex::new(r"^(Przepis \d+ – .*?)\.{4,}(\d+)$").unwrap();
    let mut n = 0;
    for line in pages[1..].iter().flat_map(|p| p.lines()) {
        if let Some(m) = entry.captures(line) {
            let page: usize = m[2].parse().unwrap();
            let heading = format!("\n{}\n", &m[1]);
            assert!(pages[page - 1].contains(&heading), "{line}");
            n += 1;
        }
    }
    assert_eq!(n, 93);
    // Every numbered page ends with its number.
    for (k, p) in pages
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, p)| !p.is_empty())
    {
        assert!(p.ends_with(&format!("\n\n{}\n\n", k + 1)), "page {}", k + 1);
    }
}

#[test]
fn a_book_is_the_same_bytes_every_time_and_refuses_what_the_corpus_lacks() {
    assert_eq!(
        book(&SPEC, "ru", 2017).unwrap(),
        book(&SPEC, "ru", 2017).unwrap()
    );
    assert_ne!(
        book(&SPEC, "ru", 2017).unwrap(),
        book(&Spec { seed: 2, ..SPEC }, "ru", 2017).unwrap()
    );
    assert_eq!(
        book(&SPEC, "de", 2017).unwrap_err().to_string(),
        "generate --book de: the corpus's languages are pl, nl, ru, en"
    );
    assert_eq!(
        book(&SPEC, "pl", 1997).unwrap_err().to_string(),
        "generate --book pl:1997: the corpus's editions are 2007, 2017"
    );
}

#[test]
fn generate_writes_the_books_beside_the_corpus() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("corpus");
    let o = common::lawref(
        dir.path(),
        &[
            "generate",
            "--out",
            out.to_str().unwrap(),
            "--laws",
            "12",
            "--langs",
            "3",
            "--editions",
            "2",
            "--book",
            "pl,ru:2007",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let spec = Spec {
        laws: 12,
        langs: 3,
        editions: 2,
        seed: 1,
    };
    assert_eq!(
        std::fs::read_to_string(out.join("books/pl-2017.txt")).unwrap(),
        book(&spec, "pl", 2017).unwrap()
    );
    assert_eq!(
        std::fs::read_to_string(out.join("books/ru-2007.txt")).unwrap(),
        book(&spec, "ru", 2007).unwrap()
    );
    // The book's language must be one the corpus has: nothing is written otherwise.
    let bad = dir.path().join("bad");
    let o = common::lawref(
        dir.path(),
        &[
            "generate",
            "--out",
            bad.to_str().unwrap(),
            "--langs",
            "2",
            "--book",
            "en",
        ],
    );
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("the corpus's languages are pl, nl"));
    assert!(!bad.exists());
}

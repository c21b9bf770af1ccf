//! Annotations: notes of annotations files (`translations/annotations/*.yaml`) and commentary
//! items, bound to the law and clauses they are about, shown in every edition that has those
//! clauses, sanitised, searchable; and every kind of bad annotations file refused with its place.
//!
//! Each test works on a scratch copy of the repository's corpus (`laws/`, `translations/`) with
//! the repository's example notes taken out and a test file of its own put in.

use crate::common;

use std::path::Path;

use common::{corpus_copy, lawref};
use lawref::analysis::annotate::{Note, Origin, Target, notes_for_law};
use lawref::corpus::load::load_corpus;
use lawref::corpus::model::{Corpus, Edition, Lang, NoteKind};

/// The test notes: one with a script and an event handler on 68C (2007), one on the whole law
/// (2007 and 2017), one on a clause only the 2017 text has.
const NOTES: &str = r#"# Test notes
- clause: 68C
  editions: 2007
  lang: en
  source: TD course
  text: |
    Ask for the **line of play** at once.<script>alert("x")</script>
    <a href="javascript:alert(1)" onclick="steal()">more</a> or [the Laws](https://example.org/laws).

- clause: '68'
  editions: [2007, 2017]
  lang: pl
  source: J. Kowalski
  text: Uwaga do całego przepisu.

- clause: 68D2(b)(i)
  editions:
    - '2017'
  lang: pl
  source: tłumacz
  text: Tylko w wydaniu 2017.
"#;

/// A corpus copy without the repository's notes (its examples, or any a reader added), with
/// `files` (name, content) in `translations/annotations/`.
fn corpus_with(files: &[(&str, &str)]) -> tempfile::TempDir {
    let c = corpus_copy();
    let dir = c.path().join("translations/annotations");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    c
}

fn load(root: &Path) -> Corpus {
    load_corpus(root).unwrap_or_else(|e| panic!("{e}"))
}

fn ed(e: &str) -> Edition {
    Edition(e.into())
}

fn lang(l: &str) -> Lang {
    Lang(l.into())
}

fn clause(id: &str) -> Target {
    Target::Clause(id.parse().unwrap())
}

/// The index of the Russian commentary on Law 68 of 2007 in the corpus's documents.
fn ru_commentary(corpus: &Corpus) -> usize {
    corpus
        .document(&ed("2007"), 68, &lang("ru"), lawref::Kind::Commentary)
        .unwrap()
        .0
}

#[test]
fn annotations_load_with_their_place() {
    let c = corpus_with(&[("test.yaml", NOTES)]);
    let corpus = load(c.path());
    let got: Vec<(String, usize, String, Vec<Edition>, Lang, String)> = corpus
        .annotations
        .iter()
        .map(|a| {
            (
                a.file.clone(),
                a.line,
                a.clause.to_string(),
                a.editions.clone(),
                a.lang.clone(),
                a.source.clone(),
            )
        })
        .collect();
    let f = "translations/annotations/test.yaml".to_string();
    assert_eq!(
        got,
        [
            (
                f.clone(),
                2,
                "68C".into(),
                vec![ed("2007")],
                lang("en"),
                "TD course".into()
            ),
            (
                f.clone(),
                10,
                "68".into(),
                vec![ed("2007"), ed("2017")],
                lang("pl"),
                "J. Kowalski".into()
            ),
            (
                f,
                16,
                "68D2(b)(i)".into(),
                vec![ed("2017")],
                lang("pl"),
                "tłumacz".into()
            ),
        ]
    );
    assert_eq!(corpus.annotations[1].text, "Uwaga do całego przepisu.");
}

/// The sanitised HTML of the test note on 68C: no script element, no event handler, no
/// `javascript:` URL; links with `rel="noopener noreferrer"`.
const SANITISED: &str = "<p>Ask for the <strong>line of play</strong> at once.\n<a>more</a> or <a href=\"https://example.org/laws\" rel=\"noopener noreferrer\">the Laws</a>.</p>\n";

#[test]
fn notes_on_law_68_of_2007_are_the_commentary_items_and_the_notes_written_for_it() {
    let c = corpus_with(&[("test.yaml", NOTES)]);
    let corpus = load(c.path());
    let links = lawref::xref::link(&corpus);
    let ru = ru_commentary(&corpus);
    let src = corpus.documents[ru].meta.source.clone();
    let item = |i: usize, target: Target| Note {
        target,
        origin: Origin::Commentary {
            doc: ru,
            item: Some(i),
        },
        written_for: ed("2007"),
        lang: lang("ru"),
        source: src.clone(),
        html: None,
        kind: NoteKind::Commentary,
    };
    let notes = notes_for_law(&corpus, &links, &ed("2007"), 68);
    assert_eq!(
        notes,
        vec![
            // On the law: by language (pl before ru), then origin.
            Note {
                target: Target::Law,
                origin: Origin::Annotation { index: 1 },
                written_for: ed("2007"),
                lang: lang("pl"),
                source: "J. Kowalski".into(),
                html: Some("<p>Uwaga do całego przepisu.</p>\n".into()),
                kind: NoteKind::Note,
            },
            item(0, Target::Law),
            item(1, Target::Law),
            item(2, Target::Law),
            item(3, Target::Law),
            Note {
                target: clause("68C"),
                origin: Origin::Annotation { index: 0 },
                written_for: ed("2007"),
                lang: lang("en"),
                source: "TD course".into(),
                html: Some(SANITISED.into()),
                kind: NoteKind::Note,
            },
        ]
    );
}

#[test]
fn notes_written_for_2007_show_on_2017_marked_and_2017_notes_stay_in_2017() {
    let c = corpus_with(&[("test.yaml", NOTES)]);
    let corpus = load(c.path());
    let links = lawref::xref::link(&corpus);
    let ru = ru_commentary(&corpus);
    let notes = notes_for_law(&corpus, &links, &ed("2017"), 68);
    let got: Vec<(Target, Origin, Edition, Lang)> = notes
        .iter()
        .map(|n| (n.target, n.origin, n.written_for.clone(), n.lang.clone()))
        .collect();
    let item = |i| Origin::Commentary {
        doc: ru,
        item: Some(i),
    };
    assert_eq!(
        got,
        vec![
            // The 2007 notes on the whole law and the Russian commentary, carried over.
            (
                Target::Law,
                Origin::Annotation { index: 1 },
                ed("2017"),
                lang("pl")
            ),
            (Target::Law, item(0), ed("2007"), lang("ru")),
            (Target::Law, item(1), ed("2007"), lang("ru")),
            (Target::Law, item(2), ed("2007"), lang("ru")),
            (Target::Law, item(3), ed("2007"), lang("ru")),
            (
                clause("68C"),
                Origin::Annotation { index: 0 },
                ed("2007"),
                lang("en")
            ),
            (
                clause("68D2(b)(i)"),
                Origin::Annotation { index: 2 },
                ed("2017"),
                lang("pl")
            ),
        ]
    );
    // The carried note keeps its sanitised text.
    assert_eq!(notes[5].html.as_deref(), Some(SANITISED));
}

#[test]
fn an_item_naming_a_clause_of_its_law_is_bound_to_that_clause() {
    // Item 68.2 gets a sentence citing two clauses of Law 68 (and one of Law 70, which binds
    // nothing): it shows at 68B1 and 68D, not on the law; the other items stay on the law.
    let c = corpus_with(&[]);
    let path = c.path().join("translations/ru/2007/68.commentary.md");
    let text = std::fs::read_to_string(&path).unwrap().replace(
        "Важно знать, чем они различаются.",
        "Важно знать, чем они различаются (см. Правила 68B1, 68D и 70A).",
    );
    std::fs::write(&path, text).unwrap();
    let corpus = load(c.path());
    let links = lawref::xref::link(&corpus);
    let ru = ru_commentary(&corpus);
    let got: Vec<(Target, Origin)> = notes_for_law(&corpus, &links, &ed("2007"), 68)
        .iter()
        .map(|n| (n.target, n.origin))
        .collect();
    let item = |i| Origin::Commentary {
        doc: ru,
        item: Some(i),
    };
    assert_eq!(
        got,
        vec![
            (Target::Law, item(0)),
            (Target::Law, item(2)),
            (Target::Law, item(3)),
            (clause("68B1"), item(1)),
            (clause("68D"), item(1)),
        ]
    );
}

#[test]
fn lawref_search_finds_an_annotation_by_its_words_and_kind() {
    let c = corpus_with(&[("test.yaml", NOTES)]);
    let o = lawref(
        c.path(),
        &["search", "line of play", "--kind", "annotation", "--json"],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let hits = hits.as_array().unwrap();
    assert_eq!(hits.len(), 1, "{hits:#?}");
    let h = &hits[0];
    assert_eq!(h["clause"], "68C");
    assert_eq!(h["kind"], "annotation");
    assert_eq!(h["part"], "annotation");
    assert_eq!(h["law"], 68);
    assert_eq!(h["edition"], "2007");
    assert_eq!(h["editions"], serde_json::json!(["2007"]));
    assert_eq!(h["lang"], "en");
    assert_eq!(h["source"], "TD course");
    assert_eq!(h["annotation"], "translations/annotations/test.yaml:2");
    // The note's own box on the law page (`note-<file>-<line>`), not its clause's.
    assert_eq!(h["anchor"], "note-test-2");
    assert_eq!(
        h["snippet"],
        "Ask for the [line] [of] [play] at once. more or the Laws."
    );
    // The words of the note are found without --kind too; a note for two editions is found
    // with either, and text output names both.
    let o = lawref(c.path(), &["search", "Uwaga", "--edition", "2017"]);
    assert!(o.status.success());
    // The note, with the word as typed, before the text with another form of it ("uwagę").
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "68           2007,2017 pl annotation  [Uwaga] do całego przepisu.\n\
         70B2         2017 pl text  Następnie sędzia wysłuchuje zastrzeżeń przeciwników dotyczących \
         deklaracji (ale bierze pod [uwagę] nie tylko te zastrzeżenia).\n"
    );
    // --kind text leaves notes out.
    let o = lawref(c.path(), &["search", "Uwaga", "--kind", "text"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.starts_with("70B2 ") && !out.contains("annotation"),
        "{out}"
    );
}

/// The error `load_corpus` gives for a corpus with `files` in its annotations folder, and the
/// CLI's exit status for it.
fn load_error(files: &[(&str, &str)]) -> String {
    let c = corpus_with(files);
    let o = lawref(c.path(), &["check"]);
    assert!(!o.status.success());
    load_corpus(c.path()).unwrap_err().to_string()
}

#[test]
fn a_file_that_is_not_yaml_is_refused_at_its_place() {
    assert_eq!(
        load_error(&[("bad.yaml", "- clause: 68C\n  editions: [2007\n  lang: en\n")]),
        "translations/annotations/bad.yaml:3:7: annotations file: did not find expected ',' or ']'"
    );
}

#[test]
fn an_unknown_field_is_refused_at_its_place() {
    assert_eq!(
        load_error(&[(
            "bad.yaml",
            "- clause: 68C\n  editions: 2007\n  lang: en\n  author: X\n  source: X\n  text: x\n"
        )]),
        "translations/annotations/bad.yaml:4:3: annotations file: note 1: unknown field `author`, expected one of `clause`, `editions`, `lang`, `source`, `text`, `kind`, `authority`, `date`, `reference`, `url`, `jurisdiction`"
    );
}

#[test]
fn every_bad_note_of_a_file_is_reported_at_its_value() {
    let bad = "\
- clause: L68C
  editions: 2007
  lang: en
  source: X
  text: a
- clause: 68C
  editions: [2007, 2011]
  lang: en
  source: X
  text: b
- clause: 68E
  editions: 2007
  lang: en
  source: X
  text: c
- clause: 68C
  editions: 2007
  lang: EN
  source: ' '
  text: '  '
";
    assert_eq!(
        load_error(&[("bad.yaml", bad)]),
        "6 errors:\n\
         translations/annotations/bad.yaml:1:11: clause: \"L68C\" is not a clause id (it must begin with a law number of one or two digits); expected the form 68D2(b)(i)\n\
         translations/annotations/bad.yaml:7:20: edition \"2011\" has no manifest laws/2011.yaml\n\
         translations/annotations/bad.yaml:11:11: clause 68E: no text of Law 68 in edition 2007 has it (nl, pl)\n\
         translations/annotations/bad.yaml:18:9: lang \"EN\" is not a language code: two or three lower-case letters (ISO 639), like pl\n\
         translations/annotations/bad.yaml:19:11: source is empty: name the author or the source\n\
         translations/annotations/bad.yaml:20:9: text is empty"
    );
}

#[test]
fn a_law_beyond_the_editions_law_count_is_refused() {
    let c = corpus_with(&[(
        "bad.yaml",
        "- clause: 85A\n  editions: '2030'\n  lang: en\n  source: X\n  text: a\n",
    )]);
    std::fs::write(
        c.path().join("laws/2030.yaml"),
        "edition: '2030'\nname: Laws of Duplicate Bridge 2030\nyear: 2030\nlaw_count: 80\n",
    )
    .unwrap();
    assert_eq!(
        load_corpus(c.path()).unwrap_err().to_string(),
        "translations/annotations/bad.yaml:1:11: clause 85A: Law 85 is outside 1–80 of edition 2030"
    );
}

#[test]
fn an_annotations_file_of_comments_only_holds_no_notes_and_other_files_there_are_refused() {
    let c = corpus_with(&[("empty.yaml", "# nothing yet\n"), ("notes.txt", "x")]);
    assert_eq!(
        load_corpus(c.path()).unwrap_err().to_string(),
        "translations/annotations/notes.txt:1:1: not a corpus file: translations/ holds only <lang>/<edition>/<NN>.md and <NN>.commentary.md texts, <lang>/terms.yaml term bases, <lang>/index.yaml situation indexes, <lang>/<edition>/<NN>.work.yaml translation work and annotations/<name>.yaml notes"
    );
    std::fs::remove_file(c.path().join("translations/annotations/notes.txt")).unwrap();
    assert!(load(c.path()).annotations.is_empty());
}

#[test]
fn the_example_notes_load_and_show_on_law_68_and_are_not_in_the_published_corpus() {
    assert!(
        !common::root()
            .join("translations/annotations/examples.yaml")
            .exists()
    );
    // The published corpus has only its sourced interpretations (translations/annotations/
    // interpretations.yaml) and regulating authorities' regulations (acbl.yaml, ebu.yaml,
    // nbb.yaml, pzbs.yaml), none of the examples.
    let shipped = load(&common::root());
    let files: std::collections::BTreeSet<&str> = shipped
        .annotations
        .iter()
        .map(|a| a.file.as_str())
        .collect();
    assert_eq!(
        files.into_iter().collect::<Vec<_>>(),
        [
            "translations/annotations/acbl.yaml",
            "translations/annotations/ebu.yaml",
            "translations/annotations/interpretations.yaml",
            "translations/annotations/nbb.yaml",
            "translations/annotations/pzbs.yaml"
        ]
    );
    assert!(
        shipped.annotations.iter().all(|a| matches!(
            a.kind,
            lawref::corpus::model::NoteKind::Interpretation
                | lawref::corpus::model::NoteKind::Regulation
        ) && a.url.is_some()),
        "{:?}",
        shipped.annotations
    );
    let copy = common::corpus_with_examples();
    let corpus = load(copy.path());
    let examples = "translations/annotations/examples.yaml";
    assert_eq!(
        corpus
            .annotations
            .iter()
            .filter(|a| a.file == examples)
            .count(),
        3
    );
    let links = lawref::xref::link(&corpus);
    let notes = notes_for_law(&corpus, &links, &ed("2017"), 68);
    assert!(
        notes
            .iter()
            .any(|n| n.target == clause("68C") && n.written_for == ed("2017"))
    );
}

/// The acceptance case of issue 5: a note added in a test file shows on the clause's law page
/// (beside 68C), in the parallel view (in 68C's row), on the corresponding clause of the other
/// edition marked with the edition it was written for, and its `<script>`, `onclick` and
/// `javascript:` come out inert in every page of the built site.
#[test]
fn a_note_shows_on_the_clause_page_and_in_the_parallel_view_of_the_built_site_inert() {
    let c = corpus_with(&[("test.yaml", NOTES)]);
    let out = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let page = |rel: &str| std::fs::read_to_string(out.join(rel)).unwrap();
    let text = "<div class=\"note-text\"><p>Ask for the <strong>line of play</strong> at once.\n<a>more</a> or <a href=\"https://example.org/laws\" rel=\"noopener noreferrer\">the Laws</a>.</p>\n</div>";
    // The Polish law page does not show another language's note: 68C's link to its parallel
    // row counts it, and the line after the text links to the parallel view (no English page).
    let pl07 = page("2007/pl/68/index.html");
    assert!(!pl07.contains("note-test-2"));
    assert!(pl07.contains(r#"<a href="../../../2007/68/index.html?lang=pl#68C">68C we wszystkich językach, także 1 uwaga w innym języku</a>"#));
    assert!(pl07.contains(
        r#"<a href="../../../2007/68/index.html" hreflang="en" lang="en">English (1)</a>"#
    ));
    // The parallel view: in 68C's row.
    let par = page("2007/68/index.html");
    let note = format!(
        "<aside class=\"note note-note\" id=\"note-test-2\" lang=\"en\" role=\"note\">\n<p class=\"note-meta\" lang=\"nl\">Notitie · <span lang=\"en\">English</span> · bron: TD course</p>\n{text}"
    );
    let at = par.find(&note).expect("the note in the parallel view");
    assert!(par.find("id=\"68C\"").unwrap() < at && at < par.find("id=\"68D\"").unwrap());
    // 2017: the corresponding clause's row, marked as written for 2007.
    let par17 = page("2017/68/index.html");
    assert!(par17.contains("źródło: TD course · <span class=\"written-for\">napisano do wydania 2007</span></p>\n<div class=\"note-text\"><p>Ask for the"), "{par17}");
    // Nothing of the script survives anywhere in the site.
    for f in common::files_under(&out) {
        let s = std::fs::read_to_string(&f).unwrap_or_default();
        for bad in ["alert(", "steal()", "javascript:", "onclick"] {
            assert!(!s.contains(bad), "{bad} in {}", f.display());
        }
    }
}

/// A note is shown on pages at several depths: a relative link in it could not resolve on all of
/// them, so it is dropped (absolute links stay); an image whose address was dropped leaves its
/// alt text (here none).
#[test]
fn relative_links_in_a_note_are_dropped() {
    assert_eq!(
        lawref::analysis::annotate::markdown_html(
            "See [68B](../68/index.html), <img src=\"x.png\"> and [WBF](https://www.worldbridge.org/)."
        ),
        "<p>See <a>68B</a>,  and <a href=\"https://www.worldbridge.org/\" rel=\"noopener noreferrer\">WBF</a>.</p>\n"
    );
}

/// A note written for several editions, shown in one it was not written for, is marked with the
/// nearest of them (2017 for a 2017 revision, not 2007).
#[test]
fn a_note_carried_to_a_sub_edition_is_marked_with_the_nearest_edition() {
    let c = corpus_with(&[(
        "test.yaml",
        "- clause: 68C\n  editions: [2007, 2017]\n  lang: en\n  source: TD course\n  text: Ask at once.\n",
    )]);
    std::fs::write(
        c.path().join("laws/2017r2024.yaml"),
        "edition: '2017r2024'\nname: Laws 2017, revised 2024\nyear: 2024\nlaw_count: 93\nrevises: '2017'\n",
    )
    .unwrap();
    let dir = c.path().join("translations/pl/2017r2024");
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(c.path().join("translations/pl/2017/68.md")).unwrap();
    std::fs::write(
        dir.join("68.md"),
        text.replace("edition: '2017'", "edition: '2017r2024'"),
    )
    .unwrap();
    let corpus = load(c.path());
    let links = lawref::xref::link(&corpus);
    let notes = notes_for_law(&corpus, &links, &ed("2017r2024"), 68);
    let on_c: Vec<&Note> = notes.iter().filter(|n| n.target == clause("68C")).collect();
    assert_eq!(on_c.len(), 1, "{notes:#?}");
    assert_eq!(on_c[0].written_for, ed("2017"));
    assert_eq!(on_c[0].origin, Origin::Annotation { index: 0 });
}

//! `lawref search`: the index of clauses and commentary items, built on demand and kept in step
//! with the corpus by its fingerprint.
//!
//! Most tests run on a small corpus written into a temporary folder: the repository's edition
//! manifests plus the translations under `tests/fixtures/search/` (Polish 68 of 2017 and 2007,
//! Polish 70 of 2017 with a footnote, Russian commentary on 68 of 2007). One test runs on the
//! repository's own corpus, with its index in a temporary folder.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use lawref::corpus::load::load_corpus;
use lawref::corpus::model::{Corpus, Edition, Lang};
use lawref::search::{self, FINGERPRINT_FILE, Hit, Query};

const REPO: &str = env!("CARGO_MANIFEST_DIR");

fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let dest = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            fs::create_dir_all(&dest).unwrap();
        } else {
            fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

/// A corpus in a temporary folder: `laws/` from the repository, `translations/` from the fixtures.
struct Fixture {
    dir: tempfile::TempDir,
}

impl Fixture {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&Path::new(REPO).join("laws"), &dir.path().join("laws"));
        copy_tree(
            &Path::new(REPO).join("tests/fixtures/search/translations"),
            &dir.path().join("translations"),
        );
        Fixture { dir }
    }
    fn root(&self) -> &Path {
        self.dir.path()
    }
    fn corpus(&self) -> Corpus {
        load_corpus(self.root()).unwrap()
    }
    fn index(&self) -> PathBuf {
        search::index_dir(self.root())
    }
    fn search(&self, q: &Query) -> Vec<Hit> {
        search::search(&self.corpus(), &self.index(), q).unwrap()
    }
    /// Replaces `from` with `to` in the corpus file `rel`.
    fn edit(&self, rel: &str, from: &str, to: &str) {
        let path = self.root().join(rel);
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{rel} has no {from:?}");
        fs::write(&path, text.replace(from, to)).unwrap();
    }
}

fn query(text: &str, lang: Option<&str>, edition: Option<&str>) -> Query {
    Query {
        text: text.into(),
        lang: lang.map(|l| Lang(l.into())),
        edition: edition.map(|e| Edition(e.into())),
        kind: None,
        limit: 0,
    }
}

/// (edition, clause, part) of every hit, as a set.
fn places(hits: &[Hit]) -> BTreeSet<(String, String, String)> {
    hits.iter()
        .map(|h| (h.edition.clone(), h.clause.clone(), h.part.clone()))
        .collect()
}

fn set(items: &[(&str, &str, &str)]) -> BTreeSet<(String, String, String)> {
    items
        .iter()
        .map(|(e, c, p)| (e.to_string(), c.to_string(), p.to_string()))
        .collect()
}

#[test]
fn a_polish_word_finds_exactly_the_clauses_that_contain_it_in_both_editions() {
    let f = Fixture::new();
    let hits = f.search(&query("zrzeczenie", Some("pl"), None));
    // Every form of the word: zrzeczenie, zrzeczenia (a section title too), zrzeczeniem.
    let all = set(&[
        ("2007", "68", "preamble"),
        ("2007", "68B", "clause"),
        ("2007", "68B1", "clause"),
        ("2007", "68B2", "clause"),
        ("2007", "68D", "clause"),
        ("2017", "68", "preamble"),
        ("2017", "68B", "clause"),
        ("2017", "68B1", "clause"),
        ("2017", "68B2", "clause"),
        ("2017", "68D", "clause"),
        ("2017", "68D1", "clause"),
        ("2017", "68D2(b)(ii)", "clause"),
        ("2017", "70A", "clause"),
    ]);
    assert_eq!(places(&hits), all);
    assert_eq!(hits.len(), 13, "one hit per block: {hits:#?}");
    for h in &hits {
        assert_eq!(
            (h.lang.as_str(), h.kind.as_str(), h.item.as_deref()),
            ("pl", "text", None)
        );
        assert!(h.snippet.contains("[zrzeczeni"), "{}", h.snippet);
    }
    let anchors: BTreeSet<&str> = hits
        .iter()
        .filter(|h| h.edition == "2017" && h.law == 68)
        .map(|h| h.anchor.as_str())
        .collect();
    assert_eq!(
        anchors,
        BTreeSet::from([
            "68-preamble",
            "68B",
            "68B1",
            "68B2",
            "68D",
            "68D1",
            "68D2bii"
        ])
    );
    // Case and inflection as typed do not matter.
    assert_eq!(
        places(&f.search(&query("ZRZECZENIE", Some("pl"), None))),
        places(&hits)
    );
    assert_eq!(
        places(&f.search(&query("zrzeczeniu", Some("pl"), None))),
        places(&hits)
    );
}

#[test]
fn hits_come_best_first_and_limit_caps_them() {
    let f = Fixture::new();
    let hits = f.search(&query("zrzeczenie", None, None));
    assert!(
        hits.windows(2).all(|w| w[0].score >= w[1].score),
        "{hits:#?}"
    );
    assert!(hits.iter().all(|h| h.score > 0.0));
    let one = f.search(&Query {
        limit: 1,
        ..query("zrzeczenie", None, None)
    });
    assert_eq!(one.len(), 1);
    assert_eq!(one[0], hits[0]);
    let many = f.search(&Query {
        limit: usize::MAX,
        ..query("zrzeczenie", None, None)
    });
    assert_eq!(many, hits);
}

#[test]
fn a_clause_hit_is_on_the_clause_whose_own_text_has_the_word_not_its_parents() {
    let f = Fixture::new();
    let hits = f.search(&query("czterej", None, None));
    assert_eq!(places(&hits), set(&[("2017", "68D2(b)(i)", "clause")]));
    assert_eq!(hits[0].anchor, "68D2bi");
    assert_eq!(
        hits[0].snippet,
        "Wszyscy [czterej] gracze muszą wyrazić zgodę. W przeciwnym razie zostaje przywołany sędzia i \
         postępuje jak w punkcie (a) powyżej."
    );
}

#[test]
fn a_russian_word_finds_the_commentary_item() {
    let f = Fixture::new();
    let hits = f.search(&query("оповещение", None, None));
    assert_eq!(hits.len(), 1, "{hits:#?}");
    let h = &hits[0];
    assert_eq!(h.clause, "68");
    assert_eq!(h.item.as_deref(), Some("68.1"));
    assert_eq!(
        (
            h.part.as_str(),
            h.law,
            h.edition.as_str(),
            h.lang.as_str(),
            h.kind.as_str(),
            h.anchor.as_str()
        ),
        ("item", 68, "2007", "ru", "commentary", "68.1")
    );
    assert_eq!(
        h.snippet,
        "Если сделанное заявление (или иное [оповещение]) относится только к текущей взятке, оно не \
         считается претензией или уступкой."
    );
    // Cyrillic is lower-cased too; a word in the second paragraph of 68.2 is a hit on 68.2.
    let hits = f.search(&query("ПРЕДЪЯВЛЯЕТ", Some("ru"), Some("2007")));
    let items: Vec<Option<&str>> = hits.iter().map(|h| h.item.as_deref()).collect();
    assert_eq!(items, [Some("68.2")]);
}

#[test]
fn footnotes_and_closing_paragraphs_are_hits_of_their_own() {
    let f = Fixture::new();
    let hits = f.search(&query("nieostrożne", None, None));
    assert_eq!(places(&hits), set(&[("2017", "70", "footnote")]));
    assert_eq!(hits[0].anchor, "70-fn1");
    let hits = f.search(&query("nieskompletowanej", None, None));
    assert_eq!(
        places(&hits),
        set(&[("2007", "68", "closing"), ("2017", "68", "preamble")])
    );
    let closing = hits.iter().find(|h| h.part == "closing").unwrap();
    assert_eq!(closing.anchor, "68-closing");
    // The footnote mark stays in the clause's text.
    let hits = f.search(&query("normalnego", None, None));
    // Every form of "normalny" (and the adverb "normalnie"): the exact form first.
    assert_eq!(
        places(&hits),
        set(&[
            ("2007", "68", "closing"),
            ("2017", "68", "preamble"),
            ("2017", "70", "footnote"),
            ("2017", "70C2", "clause")
        ])
    );
    assert_eq!(hits[0].clause, "70C2");
    assert!(
        hits[0].snippet.contains("[normalnego]*"),
        "{}",
        hits[0].snippet
    );
}

#[test]
fn filters_by_edition_and_language_exclude_the_others() {
    let f = Fixture::new();
    let all = f.search(&query("lew", None, None));
    let editions: BTreeSet<&str> = all.iter().map(|h| h.edition.as_str()).collect();
    assert_eq!(editions, BTreeSet::from(["2007", "2017"]));
    for e in ["2007", "2017"] {
        let hits = f.search(&query("lew", None, Some(e)));
        assert!(!hits.is_empty());
        assert!(hits.iter().all(|h| h.edition == e), "{hits:#?}");
        let expected: BTreeSet<_> = places(&all).into_iter().filter(|p| p.0 == e).collect();
        assert_eq!(places(&hits), expected);
    }
    assert!(f.search(&query("lew", Some("ru"), None)).is_empty());
    assert!(f.search(&query("lew", Some("pl"), Some("2031"))).is_empty());
    let ru = f.search(&query("правило", Some("ru"), Some("2007")));
    assert_eq!(ru.len(), 1);
    assert!(
        f.search(&query("правило", Some("ru"), Some("2017")))
            .is_empty()
    );
    assert!(f.search(&query("правило", Some("pl"), None)).is_empty());
}

#[test]
fn phrases_and_field_queries_work() {
    let f = Fixture::new();
    let hits = f.search(&query("\"odnośne zrzeczenie\"", None, None));
    assert_eq!(places(&hits), set(&[("2007", "68B2", "clause")]));
    assert!(
        hits[0].snippet.contains("[odnośne] [zrzeczenie]"),
        "{}",
        hits[0].snippet
    );
    // Words are ANDed: both must be in the block.
    let hits = f.search(&query("zrzeczenie partner", None, None));
    assert_eq!(
        places(&hits),
        set(&[("2007", "68B2", "clause"), ("2017", "68B2", "clause")])
    );
    let hits = f.search(&query("clause:\"68D2(b)(i)\"", None, None));
    assert_eq!(places(&hits), set(&[("2017", "68D2(b)(i)", "clause")]));
    assert!(
        hits[0].snippet.starts_with("Wszyscy czterej gracze"),
        "{}",
        hits[0].snippet
    );
    let hits = f.search(&query("clause:68B1", Some("pl"), Some("2007")));
    assert_eq!(places(&hits), set(&[("2007", "68B1", "clause")]));
    let hits = f.search(&query("zrzeczenia law:70", None, None));
    assert_eq!(places(&hits), set(&[("2017", "70A", "clause")]));
}

#[test]
fn snippets_are_one_line_of_plain_text_cut_with_an_ellipsis() {
    let f = Fixture::new();
    // A section's title is set off from its text.
    let hits = f.search(&query("ręce", None, None));
    assert_eq!(
        hits[0].snippet,
        "Nieściągnięty atut · Gdy w [ręce] jednego z przeciwników pozostał atut, należy przyznać \
         przeciwnikom lewę lub lewy, jeśli:"
    );
    // A long block is cut around the match, and says so.
    let hits = f.search(&query("gra", Some("pl"), Some("2017")));
    let preamble = hits.iter().find(|h| h.part == "preamble").unwrap();
    assert!(preamble.snippet.starts_with('…'), "{}", preamble.snippet);
    assert!(
        preamble.snippet.contains("[gra] przebiega normalnie"),
        "{}",
        preamble.snippet
    );
    assert!(
        preamble.snippet.ends_with("przepisy 16 i 57A."),
        "{}",
        preamble.snippet
    );
    for h in &hits {
        assert!(
            !h.snippet.contains('\n') && !h.snippet.contains('<'),
            "{}",
            h.snippet
        );
    }
}

#[test]
fn searching_a_corpus_with_no_index_builds_it_first() {
    let f = Fixture::new();
    let dir = f.index();
    assert!(!dir.exists());
    let hits = f.search(&query("zrzeczenie", None, Some("2017")));
    assert_eq!(hits.len(), 8);
    assert!(dir.join("meta.json").is_file());
    let fp = fs::read_to_string(dir.join(FINGERPRINT_FILE)).unwrap();
    assert_eq!(fp.trim_end(), search::fingerprint(&f.corpus()));
    // Built in place by moving a finished folder: nothing is left beside it.
    let beside: Vec<String> = fs::read_dir(dir.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(beside, ["index"]);
}

#[test]
fn a_changed_corpus_is_reindexed_before_the_next_search() {
    let f = Fixture::new();
    let phrase = query("\"odnośne zrzeczenie\"", None, Some("2007"));
    assert_eq!(
        places(&f.search(&phrase)),
        set(&[("2007", "68B2", "clause")])
    );
    let fp_before = search::fingerprint(&f.corpus());
    f.edit(
        "translations/pl/2007/68.md",
        "odnośne zrzeczenie",
        "odnośne wielbłądzie",
    );
    let fp_after = search::fingerprint(&f.corpus());
    assert_ne!(fp_before, fp_after);
    assert!(f.search(&phrase).is_empty());
    assert_eq!(
        places(&f.search(&query("wielbłądzie", None, None))),
        set(&[("2007", "68B2", "clause")])
    );
    // A removed document disappears from the index too.
    fs::remove_file(f.root().join("translations/ru/2007/68.commentary.md")).unwrap();
    assert!(f.search(&query("оповещение", None, None)).is_empty());
    assert_eq!(
        fs::read_to_string(f.index().join(FINGERPRINT_FILE))
            .unwrap()
            .trim_end(),
        search::fingerprint(&f.corpus())
    );
}

#[test]
fn the_fingerprint_depends_on_the_corpus_content_only() {
    let a = Fixture::new();
    let b = Fixture::new();
    assert_eq!(
        search::fingerprint(&a.corpus()),
        search::fingerprint(&b.corpus())
    );
    // Front matter counts too.
    let path = b.root().join("translations/pl/2017/70.md");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(
        &path,
        text.replace("source: search test fixture", "source: another fixture"),
    )
    .unwrap();
    assert_ne!(
        search::fingerprint(&a.corpus()),
        search::fingerprint(&b.corpus())
    );
}

#[test]
fn build_index_replaces_what_was_there_and_a_damaged_index_is_rebuilt() {
    let f = Fixture::new();
    let dir = f.index();
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("leftover"), "x").unwrap();
    search::build_index(&f.corpus(), &dir).unwrap();
    assert!(!dir.join("leftover").exists());
    search::build_index(&f.corpus(), &dir).unwrap();
    assert_eq!(f.search(&query("czterej", None, None)).len(), 1);
    // The fingerprint is right but tantivy's files are gone: search rebuilds.
    fs::remove_file(dir.join("meta.json")).unwrap();
    assert_eq!(f.search(&query("czterej", None, None)).len(), 1);
}

/// The ids of the segments the index in `dir` is made of (tantivy's `meta.json`).
fn segment_ids(dir: &Path) -> BTreeSet<String> {
    let meta: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join("meta.json")).unwrap()).unwrap();
    meta["segments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["segment_id"].as_str().unwrap().to_string())
        .collect()
}

/// Every hit, in order and with its score, of a few queries on `f`'s index and on one built
/// fresh from the same corpus.
fn assert_same_as_fresh(f: &Fixture, label: &str) {
    let queries = [
        query("zrzeczenie", None, None),
        query("wielbłądzie", None, None),
        query("gracz", None, None),
        query("68B2", None, None),
        query("70", None, None),
        query("karta", Some("pl"), Some("2007")),
        query("оповещение", None, None),
    ];
    let fresh = tempfile::tempdir().unwrap();
    let fresh_dir = fresh.path().join("index");
    let corpus = f.corpus();
    search::build_index(&corpus, &fresh_dir).unwrap();
    for q in &queries {
        assert_eq!(
            search::search(&corpus, &f.index(), q).unwrap(),
            search::search(&corpus, &fresh_dir, q).unwrap(),
            "{label}: {:?}",
            q.text
        );
    }
}

#[test]
fn a_group_missing_from_the_groups_file_is_indexed_again_not_twice() {
    let f = Fixture::new();
    let dir = f.index();
    search::build_index(&f.corpus(), &dir).unwrap();
    let path = dir.join(search::GROUPS_FILE);
    let mut groups: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    groups.remove("2017/pl");
    fs::write(&path, serde_json::to_string(&groups).unwrap()).unwrap();
    f.edit(
        "translations/pl/2007/68.md",
        "odnośne zrzeczenie",
        "odnośne wielbłądzie",
    );
    search::build_index(&f.corpus(), &dir).unwrap();
    assert_same_as_fresh(&f, "a group missing from the file");
    // A group the file names but the index lacks is indexed again too.
    let mut groups: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    groups.insert("2016/xx".into(), "0".into());
    fs::write(&path, serde_json::to_string(&groups).unwrap()).unwrap();
    f.edit(
        "translations/pl/2007/68.md",
        "odnośne wielbłądzie",
        "odnośne zrzeczenie",
    );
    search::build_index(&f.corpus(), &dir).unwrap();
    assert_same_as_fresh(&f, "a group the index lacks");
}

#[test]
fn an_index_updated_in_place_answers_as_one_built_fresh_and_keeps_the_other_groups() {
    let f = Fixture::new();
    let dir = f.index();
    search::build_index(&f.corpus(), &dir).unwrap();
    let groups: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join(search::GROUPS_FILE)).unwrap()).unwrap();
    let names: Vec<&String> = groups.as_object().unwrap().keys().collect();
    assert_eq!(names, ["2007/pl", "2007/ru", "2017/pl"]);
    let first = segment_ids(&dir);
    assert_eq!(first.len(), 3, "a segment per group");

    let same_as_fresh = |label: &str| assert_same_as_fresh(&f, label);
    same_as_fresh("as built");

    // One Polish 2007 text changes: only its group's segment is made again.
    f.edit(
        "translations/pl/2007/68.md",
        "odnośne zrzeczenie",
        "odnośne wielbłądzie",
    );
    search::build_index(&f.corpus(), &dir).unwrap();
    let second = segment_ids(&dir);
    assert_eq!(first.intersection(&second).count(), 2);
    assert_eq!(second.len(), 3);
    assert_eq!(
        places(&f.search(&query("wielbłądzie", None, None))),
        set(&[("2007", "68B2", "clause")])
    );
    same_as_fresh("after a change");

    // The only Russian document goes: its group's segment goes with it, the rest stay.
    fs::remove_file(f.root().join("translations/ru/2007/68.commentary.md")).unwrap();
    search::build_index(&f.corpus(), &dir).unwrap();
    let third = segment_ids(&dir);
    assert_eq!(third.len(), 2);
    assert!(third.is_subset(&second));
    assert!(f.search(&query("оповещение", None, None)).is_empty());
    same_as_fresh("after a removal");
}

#[test]
fn builds_racing_for_the_same_folder_all_succeed() {
    let f = Fixture::new();
    let corpus = f.corpus();
    let dir = f.index();
    std::thread::scope(|s| {
        let runs: Vec<_> = (0..4)
            .map(|_| s.spawn(|| search::build_index(&corpus, &dir)))
            .collect();
        for r in runs {
            r.join().unwrap().unwrap();
        }
    });
    assert_eq!(f.search(&query("czterej", None, None)).len(), 1);
    let beside: Vec<String> = fs::read_dir(dir.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(beside, ["index"]);
}

#[test]
fn an_index_that_cannot_be_written_is_an_error_naming_the_place() {
    let f = Fixture::new();
    let blocker = f.root().join("file");
    fs::write(&blocker, "not a folder").unwrap();
    let err = search::build_index(&f.corpus(), &blocker.join("index")).unwrap_err();
    assert!(err.to_string().contains("file"), "{err}");
    let err = search::search(
        &f.corpus(),
        &blocker.join("index"),
        &query("lew", None, None),
    )
    .unwrap_err();
    assert!(err.to_string().contains("file"), "{err}");
}

#[test]
fn a_query_of_no_letter_or_digit_finds_nothing() {
    // A lone operator or punctuation is no search: it used to match every record.
    let f = Fixture::new();
    for text in ["? ?", "- -", "*", "?", "+ -", "\"\""] {
        assert_eq!(f.search(&query(text, None, None)), vec![], "{text:?}");
    }
}

#[test]
fn odd_query_text_never_fails() {
    let f = Fixture::new();
    for text in [
        "",
        " ",
        "\"unbalanced",
        "unbalanced\"",
        "AND",
        "OR",
        "NOT",
        "AND OR NOT",
        "zrzeczenie AND",
        "text:",
        ":",
        "::",
        "((",
        "))",
        "(zrzeczenie",
        "[",
        "{",
        "law:",
        "law:abc",
        "law:99999999999999999999999",
        "law:[1 TO",
        "law:>",
        "clause:",
        "nofield:zrzeczenie",
        "*",
        "-",
        "-zrzeczenie",
        "+",
        "~",
        "zrzeczenie~",
        "zrzeczenie^",
        "^2",
        "\\",
        "'",
        "\u{0}",
        "zrzecz*",
        "IN [",
        "lang:pl",
        "🂡 ♠",
    ] {
        let hits = search::search(&f.corpus(), &f.index(), &query(text, None, None));
        assert!(hits.is_ok(), "{text:?}: {hits:?}");
        let hits = search::search(
            &f.corpus(),
            &f.index(),
            &query(text, Some("pl"), Some("2017")),
        );
        assert!(hits.is_ok(), "{text:?} with filters: {hits:?}");
    }
    let long = "zrzeczenie ".repeat(2000);
    assert!(search::search(&f.corpus(), &f.index(), &query(&long, None, None)).is_ok());
    // Stray syntax is dropped, the words stay.
    for text in [
        "\"czterej",
        "czterej\"",
        "(czterej",
        "czterej))",
        "czterej AND",
        "AND czterej",
        "OR czterej NOT",
    ] {
        let hits = f.search(&query(text, None, None));
        assert_eq!(
            places(&hits),
            set(&[("2017", "68D2(b)(i)", "clause")]),
            "{text:?}"
        );
    }
    assert!(f.search(&query("AND", None, None)).is_empty());
    assert!(f.search(&query("", None, None)).is_empty());
}

/// A query that excludes a phrase matching no record (its words are in the corpus, never side
/// by side) answers as if the exclusion were not there. tantivy 0.27's debug assertion in
/// `PhraseScorer::seek_danger` fired on it (quickwit-oss/tantivy#2811; found by the fuzz
/// harness, `tests/fuzz/found/query/`); lawref's Cargo.toml builds tantivy without its debug
/// assertions in the dev profile, as in the release build.
#[test]
fn excluding_a_phrase_that_matches_nothing_changes_nothing() {
    let f = Fixture::new();
    for text in [
        "czterej -\"czterej zrzeczenie\"",
        "czterej -\"zrzeczenie czterej\"",
        "czterej -\"xyzzy plugh\"",
    ] {
        let hits = f.search(&query(text, None, None));
        assert_eq!(
            places(&hits),
            set(&[("2017", "68D2(b)(i)", "clause")]),
            "{text:?}"
        );
    }
    // The fuzz harness's input: a control character splits `A\u{1}70` into the phrase "a 70",
    // excluded by the `-` before it, in an edition with no text.
    let q = Query {
        text: "\n\n\n- \nA\u{1}\u{1b}\u{1b}\u{1b}70".into(),
        lang: Some(Lang("ru".into())),
        edition: Some(Edition("1997".into())),
        kind: Some("commentary".into()),
        limit: 10,
    };
    assert_eq!(f.search(&q), vec![]);
}

/// A control character before a colon (`\0:`) made tantivy's parser read a field named by it,
/// and fail the search: "The field does not exist: ' '" (found by the fuzz harness, query
/// target, `tests/fuzz/found/query/control-character-before-a-colon`).
#[test]
fn a_control_character_before_a_colon_is_no_field() {
    let f = Fixture::new();
    for text in [
        "\r*\r\0\0\r*\r\r6\rLAW +2\r6\rL 2\0\0\0\r*\r\0:\r*\r\r6\rLAW 2",
        "\0:\r*",
        "\0:zrzeczenie",
        "czterej \u{1}:gracze",
        "xyz: *",
        "clause:  **",
    ] {
        let hits = search::search(&f.corpus(), &f.index(), &query(text, None, None));
        assert!(hits.is_ok(), "{text:?}: {hits:?}");
    }
}

/// A star inside a field's group (`x:(a *)`) is tantivy's "has the field" too, and failed the
/// search on a field the index does not have ("The field does not exist: '2'") or one that is not
/// a fast field ("Field edition is not a fast field"); a name that is no field before a group
/// matched every record (found by the fuzz harness, query target, `tests/fuzz/found/query/star-*`).
/// A star is read as white space, and a colon after a name that is no field too.
#[test]
fn a_star_in_a_field_group_is_no_field() {
    let f = Fixture::new();
    for text in [
        "a\0\u{1}\u{8}\0s\u{1}i\0\0\x002:(A. * 80)8\0\0\x002:(J",
        "2:(A *)",
        "x:(*)",
        "x:(a OR *)",
        "x:(a OR (*))",
        "x:(a -*)",
        "2:(A* *)",
        "x:(a +**)",
        "@sA\u{319}sB. edition:(((((((((((((*(B",
        "edition:(czterej *)",
        "x:(a OR b)",
        "x:(czterej OR gracze)",
    ] {
        let hits = search::search(&f.corpus(), &f.index(), &query(text, None, None));
        assert_eq!(hits.map_err(|e| e.to_string()), Ok(vec![]), "{text:?}");
    }
    // The star gone, the words of the group are searched as they were.
    for text in ["czterej *", "czterej (*)", "* czterej", "czterej -*"] {
        let hits = f.search(&query(text, None, None));
        assert_eq!(
            places(&hits),
            places(&f.search(&query("czterej", None, None))),
            "{text:?}"
        );
    }
}

/// tantivy reads `field:*` as "has the field", and failed the search on a field the index does
/// not have ("The field does not exist") or one that is not a fast field (`clause:*`): the
/// field's name is read as a word (found by the fuzz harness).
#[test]
fn a_has_the_field_query_is_read_as_a_word() {
    let f = Fixture::new();
    for text in [
        "xyz:*",
        "clause:*",
        "stem_pl:*",
        "law:**",
        "(xyz:*)",
        "22clause:* b~2 c^3",
    ] {
        let hits = search::search(&f.corpus(), &f.index(), &query(text, None, None));
        assert_eq!(hits.map_err(|e| e.to_string()), Ok(vec![]), "{text:?}");
    }
    assert_eq!(
        places(&f.search(&query("czterej:*", None, None))),
        set(&[("2017", "68D2(b)(i)", "clause")])
    );
}

#[test]
fn hits_serialise_to_json_with_exactly_these_keys() {
    let f = Fixture::new();
    let hits = f.search(&query("претензия OR zrzeczenie", None, None));
    assert!(hits.iter().any(|h| h.item.is_some()) && hits.iter().any(|h| h.item.is_none()));
    let json = serde_json::to_string_pretty(&hits).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let array = value.as_array().unwrap();
    assert_eq!(array.len(), hits.len());
    for v in array {
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut want = vec![
            "annotation",
            "anchor",
            "clause",
            "edition",
            "editions",
            "item",
            "kind",
            "lang",
            "law",
            "note_kind",
            "part",
            "score",
            "snippet",
            "source",
        ];
        want.sort();
        let mut keys = keys;
        keys.sort();
        assert_eq!(keys, want);
        assert!(v["law"].is_u64() && v["score"].is_f64() && v["snippet"].is_string());
        assert!(v["item"].is_null() || v["item"].is_string());
    }
    let item = array.iter().find(|v| v["item"] == "68.2").unwrap();
    assert_eq!(item["clause"], "68");
    assert_eq!(item["lang"], "ru");
}

#[test]
fn the_repository_corpus_is_searchable_with_its_index_elsewhere() {
    let corpus = load_corpus(Path::new(REPO)).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("index");
    // Law text only: the repository's example annotations have Polish words too.
    let q = Query {
        kind: Some("text".into()),
        ..query("zrzeczenie", Some("pl"), None)
    };
    let hits = search::search(&corpus, &dir, &q).unwrap();
    assert!(!hits.is_empty());
    assert!(hits.iter().all(|h| h.lang == "pl" && h.kind == "text"));
    let law68_2017: Vec<Hit> = hits
        .iter()
        .filter(|h| h.edition == "2017" && h.law == 68)
        .cloned()
        .collect();
    assert_eq!(
        places(&law68_2017),
        set(&[
            ("2017", "68", "preamble"),
            ("2017", "68B", "clause"),
            ("2017", "68B1", "clause"),
            ("2017", "68B2", "clause"),
            ("2017", "68D", "clause"),
            ("2017", "68D1", "clause"),
            ("2017", "68D2(b)(ii)", "clause"),
        ])
    );
    // Once the corpus has Law 68 of 2007 in Polish, it is found too.
    if corpus
        .text(&Edition("2007".into()), 68, &Lang("pl".into()))
        .is_some()
    {
        assert!(
            hits.iter().any(|h| h.edition == "2007" && h.law == 68),
            "{hits:#?}"
        );
    }
    // Nothing was written into the repository.
    assert!(dir.join(FINGERPRINT_FILE).is_file());
    let json = serde_json::to_string(
        &search::search(&corpus, &dir, &query("Правило", None, None)).unwrap(),
    )
    .unwrap();
    assert!(
        serde_json::from_str::<serde_json::Value>(&json)
            .unwrap()
            .is_array()
    );
}

#[test]
fn thousands_of_nested_parentheses_do_not_overflow_the_stack() {
    let corpus =
        lawref::corpus::load::load_corpus(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let index = dir.path().join("index");
    let q = lawref::search::Query {
        text: format!("{}zrzeczenie", "(".repeat(5000)),
        lang: None,
        edition: None,
        kind: None,
        limit: 5,
    };
    let hits = lawref::search::search(&corpus, &index, &q).unwrap();
    assert!(!hits.is_empty());
}

#[test]
fn an_index_with_damaged_files_is_rebuilt() {
    let corpus =
        lawref::corpus::load::load_corpus(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let index = dir.path().join("index");
    let q = lawref::search::Query {
        text: "zrzeczenie".into(),
        lang: None,
        edition: None,
        kind: None,
        limit: 50,
    };
    let before = lawref::search::search(&corpus, &index, &q).unwrap();
    for e in std::fs::read_dir(&index).unwrap() {
        let p = e.unwrap().path();
        let ext = p.extension().and_then(|x| x.to_str()).unwrap_or("");
        if ["idx", "store", "term"].contains(&ext) {
            std::fs::write(&p, "junk").unwrap();
        }
    }
    let after = lawref::search::search(&corpus, &index, &q).unwrap();
    assert_eq!(after.len(), before.len());
}

#[test]
fn other_case_endings_and_words_without_diacritics_find_the_clause() {
    let f = Fixture::new();
    // "zrzeczeniu" is in no text: its stem is; the clause titled "Definicja zrzeczenia" leads.
    let hits = f.search(&query("zrzeczeniu", Some("pl"), Some("2017")));
    assert!(
        places(&hits).contains(&("2017".into(), "68B".into(), "clause".into())),
        "{hits:#?}"
    );
    let hits = f.search(&query("wyjasnienie", None, None));
    assert_eq!(places(&hits), set(&[("2017", "68C", "clause")]));
    assert_eq!(
        hits[0].snippet,
        "Wymagane [wyjaśnienie] · Deklaracji powinno od razu towarzyszyć jednoznaczne oświadczenie \
         dotyczące linii rozgrywki lub obrony, w tym kolejności zagrywania kart, dzięki której \
         zawodnik zamierza wziąć deklarowane lewy. Gracz, który deklaruje lub zrzeka się lew, \
         pokazuje swoją rękę."
    );
    let hits = f.search(&query("niesciagniety atut", None, None));
    assert_eq!(hits[0].clause, "70C");
    assert!(
        hits[0].snippet.starts_with("[Nieściągnięty] [atut] ·"),
        "{}",
        hits[0].snippet
    );
    // Russian: another case of the word, and ё typed for е.
    let hits = f.search(&query("претензию", Some("ru"), None));
    assert!(
        hits.iter().any(|h| h.item.as_deref() == Some("68.2")),
        "{hits:#?}"
    );
}

#[test]
fn a_clause_query_puts_the_clause_first_then_the_clauses_under_it_then_its_law() {
    let f = Fixture::new();
    let hits = f.search(&query("68B", Some("pl"), Some("2017")));
    let order: Vec<(&str, &str)> = hits
        .iter()
        .map(|h| (h.clause.as_str(), h.part.as_str()))
        .collect();
    let clauses = |hits: &[Hit]| -> Vec<String> { hits.iter().map(|h| h.clause.clone()).collect() };
    assert_eq!(
        order[..4],
        [
            ("68B", "clause"),
            ("68B1", "clause"),
            ("68B2", "clause"),
            ("68", "preamble")
        ]
    );
    assert!(hits.iter().all(|h| h.law == 68), "{hits:#?}");
    // Written with a law word, in any language's words, with Cyrillic look-alike letters.
    for text in [
        "przepis 68B",
        "przepisu 68 B",
        "Law 68B",
        "§ 68B",
        "Правило 68В",
        "artikel 68B",
    ] {
        let got = f.search(&query(text, Some("pl"), Some("2017")));
        assert_eq!(got[0].clause, "68B", "{text}");
        assert_eq!(clauses(&got), clauses(&hits), "{text}");
    }
}

#[test]
fn a_law_query_puts_the_laws_opening_first_then_its_text_in_reading_order() {
    let f = Fixture::new();
    let hits = f.search(&query("Law 68", Some("pl"), Some("2017")));
    let order: Vec<&str> = hits.iter().take(5).map(|h| h.anchor.as_str()).collect();
    assert_eq!(order, ["68-preamble", "68A", "68B", "68B1", "68B2"]);
    // Law 70 has no opening paragraph: its first clause leads.
    let hits = f.search(&query("przepis 70", None, None));
    assert_eq!(hits[0].anchor, "70A");
    assert!(hits.iter().take(5).all(|h| h.law == 70), "{hits:#?}");
    // A law with commentary only (in Russian): its items in reading order.
    let hits = f.search(&query("Правило 68", Some("ru"), Some("2007")));
    let items: Vec<Option<&str>> = hits.iter().map(|h| h.item.as_deref()).collect();
    assert_eq!(items, [Some("68.1"), Some("68.2")], "{hits:#?}");
}

#[test]
fn a_hit_on_a_note_links_to_the_notes_own_box_on_the_law_page() {
    // The repository's corpus with the example notes, which live with the tests.
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("corpus");
    copy_tree(&Path::new(REPO).join("laws"), &root.join("laws"));
    copy_tree(
        &Path::new(REPO).join("translations"),
        &root.join("translations"),
    );
    fs::create_dir_all(root.join("translations/annotations")).unwrap();
    fs::copy(
        Path::new(REPO).join("tests/fixtures/annotations/examples.yaml"),
        root.join("translations/annotations/examples.yaml"),
    )
    .unwrap();
    let corpus = load_corpus(&root).unwrap();
    let q = Query {
        kind: Some("annotation".into()),
        ..query("clarification", None, None)
    };
    let hits = search::search(&corpus, &tmp.path().join("index"), &q).unwrap();
    assert_eq!(hits.len(), 1, "{hits:#?}");
    assert_eq!(hits[0].clause, "68C");
    assert_eq!(hits[0].anchor, "note-examples-3");
    assert_eq!(
        hits[0].annotation.as_deref(),
        Some("translations/annotations/examples.yaml:3")
    );
    // The site gives the note that id where its hit leads: the note is English, a language
    // with no law page, so the parallel view (as the site search's record of it).
    let links = lawref::xref::link(&corpus);
    let site = tmp.path().join("site");
    lawref::build::build_site(&corpus, &links, &site).unwrap();
    let page = fs::read_to_string(site.join("2007/68/index.html")).unwrap();
    assert!(page.contains(r#"id="note-examples-3""#));
}

#[test]
fn a_search_on_a_fresh_index_does_not_rebuild_it() {
    let f = Fixture::new();
    let dir = f.index();
    let first = search::search_at(f.root(), &dir, &query("czterej", None, None)).unwrap();
    let stamp = |p: &Path| fs::metadata(p).unwrap().modified().unwrap();
    let before = (
        stamp(&dir.join("meta.json")),
        stamp(&dir.join(FINGERPRINT_FILE)),
    );
    let again = search::search_at(f.root(), &dir, &query("czterej", None, None)).unwrap();
    assert_eq!(again, first);
    assert_eq!(
        (
            stamp(&dir.join("meta.json")),
            stamp(&dir.join(FINGERPRINT_FILE))
        ),
        before
    );
    // Any change to a corpus file makes it stale.
    let path = f.root().join("translations/pl/2017/68.md");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace("czterej", "trzej")).unwrap();
    assert!(
        search::search_at(f.root(), &dir, &query("czterej", None, None))
            .unwrap()
            .is_empty()
    );
    let facets = search::open_fresh(f.root(), &dir).unwrap().facets;
    assert_eq!(facets.langs, ["pl", "ru"]);
    assert_eq!(
        facets.editions,
        ["1975", "1982", "1987", "1997", "2007", "2017"]
    );
}

#[test]
fn the_command_line_refuses_an_empty_query_and_limit_0_and_answers_odd_ones() {
    let f = Fixture::new();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
            .arg("--corpus")
            .arg(f.root())
            .args(args)
            .output()
            .unwrap()
    };
    for args in [
        &["search", ""][..],
        &["search", "  "],
        &["search", "czterej", "--limit", "0"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    let out = run(&["search", "czterej", "--limit", "1", "--json"]);
    let hits: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(hits.as_array().unwrap().len(), 1);
    for text in [
        "\"czterej",
        "czterej AND",
        "(czterej",
        "-",
        "AND",
        ":",
        "(",
        "czterej -",
    ] {
        let out = run(&["search", "--json", "--", text]);
        assert!(out.status.success(), "{text:?}: {out:?}");
        let hits: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
        let clauses: Vec<&str> = hits.iter().filter_map(|h| h["clause"].as_str()).collect();
        let want: &[&str] = if text.contains("czterej") {
            &["68D2(b)(i)"]
        } else {
            &[]
        };
        assert_eq!(clauses, want, "{text:?}");
    }
}

#[test]
fn a_corpus_made_in_memory_is_fingerprinted_by_its_records() {
    let f = Fixture::new();
    let mut corpus = f.corpus();
    let on_disk = search::fingerprint(&corpus);
    corpus.root = f.root().join("nowhere");
    let in_memory = search::fingerprint(&corpus);
    assert_ne!(in_memory, on_disk);
    assert!(
        in_memory.starts_with(&format!("{} ", search::schema_version())),
        "{in_memory}"
    );
    assert_eq!(search::fingerprint(&corpus), in_memory);
    corpus.documents.pop();
    assert_ne!(search::fingerprint(&corpus), in_memory);
    let hits = search::search(&corpus, &f.index(), &query("czterej", None, None)).unwrap();
    assert_eq!(places(&hits), set(&[("2017", "68D2(b)(i)", "clause")]));
}

#[test]
fn a_clause_with_no_words_of_its_own_is_a_hit_in_neither_search() {
    // 68B without its title holds only its sub-clauses. The command line's index gave it a
    // record with no text (an empty hit listed first for `68B`), where the site's search gave
    // it none: both now read the one rule of `search::record`.
    let f = Fixture::new();
    f.edit(
        "translations/pl/2017/68.md",
        "## B. Definicja zrzeczenia",
        "## B.",
    );
    let hits = f.search(&query("68B", Some("pl"), Some("2017")));
    let order: Vec<(&str, &str)> = hits
        .iter()
        .map(|h| (h.clause.as_str(), h.part.as_str()))
        .collect();
    assert_eq!(
        order[..3],
        [("68B1", "clause"), ("68B2", "clause"), ("68", "preamble")]
    );
    let corpus = f.corpus();
    let site: BTreeSet<String> = lawref::site::search::records_of(&corpus, &Lang("pl".into()))
        .iter()
        .filter(|r| r.editions == [Edition("2017".into())] && r.law == 68 && r.part == "clause")
        .map(|r| r.clause.clone())
        .collect();
    assert!(site.contains("68B1") && !site.contains("68B"));
    // The same clause records in both: every 2017 Polish clause of Law 68 with words.
    let cli: BTreeSet<String> = f
        .search(&Query {
            limit: 1000,
            ..query("68", Some("pl"), Some("2017"))
        })
        .iter()
        .filter(|h| h.part == "clause")
        .map(|h| h.clause.clone())
        .collect();
    assert_eq!(cli, site);
    assert_eq!(cli.len(), 11);
}

/// A word the index cannot hold (64 bytes or more: the analyzers drop it) matches no record:
/// a query of such words found every record, and one beside a word of the text found that
/// word's clauses, as if the long word were not there (attack 32).
#[test]
fn a_word_too_long_for_the_index_matches_nothing() {
    let root = crate::common::root();
    let long = |c: char, n: usize| std::iter::repeat_n(c, n).collect::<String>();
    for q in [
        format!("{} {}", long('x', 64), long('y', 64)),
        format!("{} zrzeczenie", long('a', 64)),
        format!("{} {}", long('ł', 33), long('ł', 33)),
    ] {
        let o = crate::common::lawref(&root, &["search", "--", &q]);
        assert!(o.status.success());
        assert!(
            String::from_utf8_lossy(&o.stdout).starts_with("no hits"),
            "{q}: {}",
            String::from_utf8_lossy(&o.stdout)
        );
    }
    // A word of the text still finds it; a long word with OR leaves the other words.
    let out = crate::common::lawref_ok(&root, &["search", "--", "zrzeczenie"]);
    assert!(!out.starts_with("no hits"));
    let out = crate::common::lawref_ok(
        &root,
        &["search", "--", &format!("{} OR zrzeczenie", long('a', 64))],
    );
    assert!(!out.starts_with("no hits"), "{out}");
}

//! Query latency (issues 6 and 7): `index::search` on an index built beforehand, on the seed
//! corpus and on a generated one (size: `LAWREF_BENCH_CORPUS`, see `common.rs`). A word, an
//! inflected form of it, a clause id, and a word with a language filter.
//!
//! `*_open_index`: the query alone, on an index opened once.
//!
//! Run: `cargo bench --bench search` (add `LAWREF_BENCH_CORPUS=large` for 93 × 20 × 3).

mod common;

use lawref::corpus::model::Lang;
use lawref::search::{Query, search};

fn main() {
    divan::main();
}

fn query(text: &str, lang: Option<&str>) -> Query {
    Query {
        text: text.to_string(),
        lang: lang.map(|l| Lang(l.to_string())),
        edition: None,
        kind: None,
        limit: 20,
    }
}

/// (what, query, language filter): the seed corpus's words are real Polish law text.
const SEED_QUERIES: [(&str, &str, Option<&str>); 4] = [
    ("word", "zrzeczenie", None),
    ("inflected", "zrzeczenia", None),
    ("clause id", "68B2", None),
    ("word, lang ru", "претензия", Some("ru")),
];

/// The generated corpus's words: its languages' words for the game.
const GENERATED_QUERIES: [(&str, &str, Option<&str>); 4] = [
    ("word", "sędzia", None),
    ("inflected", "sędziego", None),
    ("clause id", "68", None),
    ("word, lang ru", "претензия", Some("ru")),
];

#[divan::bench(args = [0, 1, 2, 3])]
fn seed(b: divan::Bencher, i: usize) {
    let f = &*common::SEED;
    let dir = f.index();
    let (_, text, lang) = SEED_QUERIES[i];
    let q = query(text, lang);
    b.bench(|| search(&f.corpus, &dir, &q).expect("search"));
}

#[divan::bench(args = [0, 1, 2, 3], sample_count = 20)]
fn generated(b: divan::Bencher, i: usize) {
    let f = &*common::GENERATED;
    let dir = f.index();
    let (_, text, lang) = GENERATED_QUERIES[i];
    let q = query(text, lang);
    b.bench(|| search(&f.corpus, &dir, &q).expect("search"));
}

/// The query alone, on an index opened (and found fresh) once: what a long-lived process (the
/// `serve` of issue 7) pays per query, without the staleness check that reads every corpus file.
#[divan::bench(args = [0, 1, 2, 3])]
fn seed_open_index(b: divan::Bencher, i: usize) {
    let f = &*common::SEED;
    let dir = f.index();
    let searcher = lawref::search::open_fresh(f.path(), &dir).expect("index opens");
    let (_, text, lang) = SEED_QUERIES[i];
    let q = query(text, lang);
    b.bench(|| searcher.search(&q).expect("search"));
}

/// As [`seed_open_index`], on the generated corpus.
#[divan::bench(args = [0, 1, 2, 3], sample_count = 20)]
fn generated_open_index(b: divan::Bencher, i: usize) {
    let f = &*common::GENERATED;
    let dir = f.index();
    let searcher = lawref::search::open_fresh(f.path(), &dir).expect("index opens");
    let (_, text, lang) = GENERATED_QUERIES[i];
    let q = query(text, lang);
    b.bench(|| searcher.search(&q).expect("search"));
}

//! `query`: search queries. The readings of `index::query` (a law or clause the query names, a
//! bare law number, the words made plain for tantivy's parser) and a search of the
//! repository's corpus with it (`index::Searcher::search`), on an index built once per process
//! in a temporary folder.
//!
//! Input: a byte choosing `--lang` (none, pl, nl, ru, en), one `--edition` (none, 2017, 2007,
//! 1997) and `--kind` (none, text, commentary, annotation), one the number of hits asked for
//! (0–15; 0 is the default), then the query. Checks: no more hits than asked for; and the search
//! ran on the index as it was (a search that fails or panics in tantivy makes `Searcher` build
//! the index again and search once more, which would hide the failure: the index folder must be
//! the same one after the search).

use std::os::unix::fs::MetadataExt as _;
use std::path::PathBuf;
use std::sync::LazyLock;

use lawref::corpus::model::{Edition, Lang};
use lawref::search::{DEFAULT_LIMIT, Query, Searcher, open_fresh, query};

const LANGS: [Option<&str>; 5] = [None, Some("pl"), Some("nl"), Some("ru"), Some("en")];
const EDITIONS: [Option<&str>; 4] = [None, Some("2017"), Some("2007"), Some("1997")];
const KINDS: [Option<&str>; 4] = [None, Some("text"), Some("commentary"), Some("annotation")];

/// The index folder (in a temporary folder kept for the process's life) and its searcher.
static SEARCHER: LazyLock<(PathBuf, Searcher<'static>)> = LazyLock::new(|| {
    let dir = Box::leak(Box::new(crate::setup::tempdir()));
    let index = dir.path().join("index");
    let searcher = open_fresh(crate::setup::root(), &index).expect("the index built");
    (index, searcher)
});

pub fn prepare() {
    LazyLock::force(&SEARCHER);
}

pub fn run(data: &[u8]) {
    let [l, ek, n, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let _ = query::law_reference(text);
    let _ = query::clause_id_query(text);
    let _ = query::bare_law_number(text);
    let _ = query::plain(text, |name| name == "clause");
    let q = Query {
        text: text.to_string(),
        lang: LANGS[usize::from(*l) % LANGS.len()].map(|l| Lang(l.into())),
        edition: EDITIONS[usize::from(ek & 3)].map(|e| Edition(e.into())),
        kind: KINDS[usize::from((ek >> 2) & 3)].map(str::to_string),
        limit: usize::from(n & 15),
    };
    let (dir, searcher) = &*SEARCHER;
    let before = std::fs::metadata(dir).expect("the index folder").ino();
    let hits = searcher
        .search(&q)
        .unwrap_or_else(|e| panic!("search failed: {e}"));
    let after = std::fs::metadata(dir).expect("the index folder").ino();
    assert_eq!(
        before, after,
        "the search failed on the index and built it again"
    );
    let limit = if q.limit == 0 { DEFAULT_LIMIT } else { q.limit };
    assert!(
        hits.len() <= limit,
        "{} hits, {limit} asked for",
        hits.len()
    );
}

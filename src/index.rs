//! The index stage: the corpus → a tantivy index, one document per clause and per commentary
//! item; and search over it. (Being written.)

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::error::{Error, Result};
use crate::model::{Corpus, Edition, Lang};

/// Where a corpus keeps its index: `<corpus>/.lawref/index`.
pub fn index_dir(corpus_root: &Path) -> PathBuf {
    corpus_root.join(".lawref").join("index")
}

/// A search request.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The words typed.
    pub text: String,
    /// Only this language.
    pub lang: Option<Lang>,
    /// Only this edition.
    pub edition: Option<Edition>,
    /// At most this many hits.
    pub limit: usize,
}

/// One search hit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hit {
    /// Clause id in citation form (`68D2(b)(i)`); for commentary, the law it is bound to (`68`).
    pub clause: String,
    /// The commentary item (`68.2`), or null for law text.
    pub item: Option<String>,
    /// Law number.
    pub law: u8,
    /// Edition id.
    pub edition: String,
    /// Language code.
    pub lang: String,
    /// `text` or `commentary`.
    pub kind: String,
    /// tantivy's BM25 score.
    pub score: f32,
    /// The matching text with the matched words marked `[like this]`.
    pub snippet: String,
}

/// Builds the index of `corpus` in `dir`, replacing what was there.
pub fn build_index(_corpus: &Corpus, dir: &Path) -> Result<()> {
    Err(Error::Index { path: dir.to_path_buf(), message: "not built yet".into() })
}

/// Searches the index in `dir`, building it from `corpus` first when it is missing or stale.
pub fn search(_corpus: &Corpus, dir: &Path, _q: &Query) -> Result<Vec<Hit>> {
    Err(Error::Index { path: dir.to_path_buf(), message: "not built yet".into() })
}

//! What the targets read besides their input, made once per process: the repository's manifests
//! and corpus, and for `query` and `serve` an index and a site built from it in a temporary
//! folder (the repository's own `.lawref/` and `site/` are never touched).

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use lawref::corpus::model::{Corpus, EditionManifest};

/// The repository's root (the corpus the targets read): two folders above this crate.
pub fn root() -> &'static Path {
    static ROOT: LazyLock<PathBuf> = LazyLock::new(|| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .canonicalize()
            .expect("the repository root")
    });
    &ROOT
}

/// The repository's edition manifests, `laws/*.yaml`.
pub fn manifests() -> &'static [EditionManifest] {
    static M: LazyLock<Vec<EditionManifest>> = LazyLock::new(|| {
        lawref::corpus::load::load_manifests(root()).expect("the repository's manifests")
    });
    &M
}

/// The repository's corpus, loaded.
pub fn corpus() -> &'static Corpus {
    static C: LazyLock<Corpus> = LazyLock::new(|| {
        lawref::corpus::load::load_corpus(root()).expect("the repository's corpus")
    });
    &C
}

/// The languages a target's first byte chooses among (pl, nl, ru, en), for the files kept per
/// language (`translations/<lang>/terms.yaml`, `…/index.yaml`).
pub const LANGS: [&str; 4] = ["pl", "nl", "ru", "en"];

/// An input read as a language byte ([`LANGS`]) and a UTF-8 text; `None` when it is empty or
/// the rest is not UTF-8.
pub fn lang_and_text(data: &[u8]) -> Option<(&'static str, &str)> {
    let (&b, rest) = data.split_first()?;
    let text = std::str::from_utf8(rest).ok()?;
    Some((LANGS[usize::from(b) % LANGS.len()], text))
}

/// The repository's corpus files (`translations/**/*.md`): corpus-relative path and text.
pub fn corpus_files() -> &'static [(String, String)] {
    static F: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
        corpus()
            .documents
            .iter()
            .map(|d| {
                let text = std::fs::read_to_string(root().join(&d.path)).expect("a corpus file");
                (d.path.clone(), text)
            })
            .collect()
    });
    &F
}

/// A temporary folder, in memory (`/dev/shm`) where the machine has it: the targets that write
/// files per input write there.
pub fn tempdir() -> tempfile::TempDir {
    let shm = Path::new("/dev/shm");
    if shm.is_dir()
        && let Ok(d) = tempfile::Builder::new()
            .prefix("lawref-fuzz")
            .tempdir_in(shm)
    {
        return d;
    }
    tempfile::Builder::new()
        .prefix("lawref-fuzz")
        .tempdir()
        .expect("a temporary folder")
}

/// Does the one-time set-up of target `name`, so that it is not timed with the first input.
pub fn prepare(name: &str) {
    manifests();
    match name {
        "corpus" | "manifest" => {
            corpus_files();
        }
        "annotations" | "terms" | "situations" | "subject-index" => {
            corpus();
        }
        "query" => crate::query::prepare(),
        "serve" => crate::serve::prepare(),
        _ => {}
    }
}

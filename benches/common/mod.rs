//! Corpora the benchmarks share: the repository's seed corpus, and a generated one written once
//! per run into a temporary folder.
//!
//! The generated corpus's size comes from `LAWREF_BENCH_CORPUS`: `large` is issue 7's 93 laws
//! × 20 languages × 3 editions (5,580 texts); `medium` (the default) 93 × 6 × 1 (558 texts),
//! so that a bench run ends in minutes on two cores; `small` 20 × 4 × 1.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use lawref::dev::generate::Spec;
use lawref::{Corpus, corpus::load};

/// A loaded corpus, its root and a folder for what benchmarks write (index, site).
pub struct Fixture {
    pub name: String,
    pub root: PathBuf,
    pub corpus: Corpus,
    pub scratch: tempfile::TempDir,
    _generated: Option<tempfile::TempDir>,
}

impl Fixture {
    /// The index folder inside the scratch folder, built once.
    pub fn index(&self) -> PathBuf {
        let dir = self.scratch.path().join("index");
        if !dir.exists() {
            lawref::search::build_index(&self.corpus, &dir).expect("index builds");
        }
        dir
    }

    pub fn path(&self) -> &Path {
        &self.root
    }
}

/// The size of the generated corpus (see the module's doc).
pub fn spec() -> Spec {
    let v = std::env::var("LAWREF_BENCH_CORPUS").unwrap_or_default();
    match v.as_str() {
        "large" => Spec::default(),
        "small" => Spec {
            laws: 20,
            langs: 4,
            editions: 1,
            seed: 1,
        },
        _ => Spec {
            laws: 93,
            langs: 6,
            editions: 1,
            seed: 1,
        },
    }
}

pub static SEED: LazyLock<Fixture> = LazyLock::new(|| {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    Fixture {
        name: "seed".into(),
        corpus: load::load_corpus(&root).expect("the seed corpus loads"),
        root,
        scratch: tempfile::tempdir().expect("temp dir"),
        _generated: None,
    }
});

pub static GENERATED: LazyLock<Fixture> = LazyLock::new(|| {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().join("corpus");
    let s = spec();
    lawref::dev::generate::generate(&s, &root).expect("the corpus generates");
    eprintln!(
        "generated corpus: {} laws x {} languages x {} editions",
        s.laws, s.langs, s.editions
    );
    Fixture {
        name: "generated".into(),
        corpus: load::load_corpus(&root).expect("the generated corpus loads"),
        root,
        scratch: tempfile::tempdir().expect("temp dir"),
        _generated: Some(dir),
    }
});

/// Copies the folder `from` to `to`, recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    for e in walkdir::WalkDir::new(from) {
        let e = e.expect("walks");
        let dest = to.join(e.path().strip_prefix(from).expect("under from"));
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dest).expect("makes folders");
        } else {
            std::fs::copy(e.path(), &dest).expect("copies");
        }
    }
}

/// The fixture of a bench argument: "seed" or "generated".
pub fn fixture(name: &str) -> &'static Fixture {
    match name {
        "seed" => &SEED,
        _ => &GENERATED,
    }
}

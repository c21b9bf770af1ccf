//! Import of a whole book (issue 15): `import::import_document` on the generator's book of all
//! 93 laws of one language and edition (`lawref generate --book`, laid out as a PDF-to-text
//! export: about 190 pages, 9,000 lines, 0.5 MB in Polish, 0.8 MB in Russian), in memory:
//! decoding, clean-up of the page furniture, structure, metadata, the corpus files written
//! as text and loaded back. The whole process (reading the book, writing 93 files and the
//! report) is timed by `scripts/bench-import.sh`; the figures are in docs/performance-import.md.
//!
//! Run: `cargo bench --bench import`.

use std::sync::LazyLock;

use lawref::corpus::model::EditionManifest;
use lawref::dev::generate::{Spec, book, corpus_files};
use lawref::import::{Flags, import_document};

fn main() {
    divan::main();
}

/// The corpus the books are of: 93 laws in pl, nl, ru and en, one edition (2017), seed 1.
const SPEC: Spec = Spec {
    laws: 93,
    langs: 4,
    editions: 1,
    seed: 1,
};

/// The corpus's manifests (import reads the edition's name and the law titles in them).
static MANIFESTS: LazyLock<Vec<EditionManifest>> = LazyLock::new(|| {
    let dir = tempfile::tempdir().expect("temp dir");
    for (path, text) in corpus_files(&SPEC)
        .into_iter()
        .filter(|(p, _)| p.starts_with("laws/"))
    {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().expect("in laws/")).expect("laws/");
        std::fs::write(p, text).expect("manifest written");
    }
    lawref::corpus::load::load_manifests(dir.path()).expect("manifests load")
});

#[divan::bench(args = ["pl", "ru"], sample_count = 10)]
fn import_book_of_93_laws(b: divan::Bencher, lang: &str) {
    let text = book(&SPEC, lang, 2017).expect("the book");
    let name = format!("{lang}-2017.txt");
    let manifests = &*MANIFESTS;
    b.bench(|| {
        let imp = import_document(&name, text.as_bytes(), manifests, &Flags::default())
            .expect("the book imports");
        assert_eq!(imp.files.len(), 93);
        imp
    });
}

//! The pipeline's stages on the seed corpus and a generated one (size: `LAWREF_BENCH_CORPUS`,
//! see `common.rs`): load (read and parse every file), link (xref), index build, a full site
//! build (into a new folder), a no-change site rebuild (every part's key compared, the parts
//! rendered on every build rendered, nothing written), a rebuild after one document changed
//! (load, link and the site rebuilt in place), and `show` (one clause in every language, reading
//! only its law's files).
//!
//! Run: `cargo bench --bench pipeline` (add `LAWREF_BENCH_CORPUS=large` for 93 × 20 × 3).
//! Whole-process timings (cold process, full build, rebuilds) are in scripts/bench-process.sh.

mod common;

use lawref::analysis::show::{Request, show};

fn main() {
    divan::main();
}

const CORPORA: [&str; 2] = ["seed", "generated"];

#[divan::bench(args = CORPORA, sample_count = 5)]
fn load(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    b.bench(|| lawref::corpus::load::load_corpus(f.path()).expect("loads"));
}

#[divan::bench(args = CORPORA, sample_count = 5)]
fn link(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    b.bench(|| lawref::xref::link(&f.corpus));
}

#[divan::bench(args = CORPORA, sample_count = 3)]
fn index_build(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    let dir = f.scratch.path().join("bench-index");
    b.bench(|| lawref::search::build_index(&f.corpus, &dir).expect("index builds"));
}

#[divan::bench(args = CORPORA, sample_count = 3)]
fn site_build(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    let links = lawref::xref::link(&f.corpus);
    let mut n = 0;
    b.with_inputs(|| {
        // A new folder each time: a full build, not a rebuild.
        n += 1;
        f.scratch.path().join(format!("site-full-{n}"))
    })
    .bench_local_values(|out| {
        lawref::build::build_site(&f.corpus, &links, &out).expect("site builds")
    });
}

#[divan::bench(args = CORPORA, sample_count = 5)]
fn site_rebuild_no_change(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    let links = lawref::xref::link(&f.corpus);
    let out = f.scratch.path().join("site-rebuilt");
    lawref::build::build_site(&f.corpus, &links, &out).expect("site builds");
    b.bench(|| lawref::build::build_site(&f.corpus, &links, &out).expect("site rebuilds"));
}

#[divan::bench(args = CORPORA, sample_count = 5)]
fn site_rebuild_one_document(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    // A copy of the corpus, one of whose law texts each sample changes (a word added to its
    // first paragraph), then loads, links and rebuilds the site in place.
    let root = f.scratch.path().join("corpus-copy");
    common::copy_dir(&f.root.join("laws"), &root.join("laws"));
    common::copy_dir(&f.root.join("translations"), &root.join("translations"));
    let doc = f
        .corpus
        .documents
        .iter()
        .find(|d| d.law_text().is_some())
        .expect("a law text");
    let file = root.join(&doc.path);
    let out = f.scratch.path().join("site-one-document");
    {
        let corpus = lawref::corpus::load::load_corpus(&root).expect("loads");
        let links = lawref::xref::link(&corpus);
        lawref::build::build_site(&corpus, &links, &out).expect("site builds");
    }
    b.with_inputs(|| {
        let text = std::fs::read_to_string(&file).expect("reads");
        let text = text.replacen("\n\n", "\n\nZmiana ", 1);
        std::fs::write(&file, text).expect("writes");
    })
    .bench_local_values(|()| {
        let corpus = lawref::corpus::load::load_corpus(&root).expect("loads");
        let links = lawref::xref::link(&corpus);
        lawref::build::build_site(&corpus, &links, &out).expect("site rebuilds")
    });
}

#[divan::bench(args = CORPORA, sample_count = 50)]
fn show_clause(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    let req = Request {
        clause: if name == "seed" {
            "68B2".parse().expect("id")
        } else {
            "68".parse().expect("id")
        },
        edition: None,
        langs: Vec::new(),
        any_edition: false,
        // As `lawref show` by default: the notes read too.
        notes: true,
    };
    b.bench(|| show(f.path(), &req).expect("shows"));
}

//! The pipeline's stages on the seed corpus and a generated one (size: `LAWREF_BENCH_CORPUS`,
//! see `common.rs`): load (read and parse every file), link (xref), index build, site build,
//! and `show` (one clause in every language, reading only its law's files).
//!
//! Run: `cargo bench --bench pipeline` (add `LAWREF_BENCH_CORPUS=large` for 93 × 20 × 3).
//! Whole-process timings (cold process, full build, rebuilds) are in scripts/bench-process.sh.

mod common;

use lawref::show::{Request, show};

fn main() {
    divan::main();
}

const CORPORA: [&str; 2] = ["seed", "generated"];

#[divan::bench(args = CORPORA, sample_count = 5)]
fn load(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    b.bench(|| lawref::load::load_corpus(f.path()).expect("loads"));
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
    b.bench(|| lawref::index::build_index(&f.corpus, &dir).expect("index builds"));
}

#[divan::bench(args = CORPORA, sample_count = 3)]
fn site_build(b: divan::Bencher, name: &str) {
    let f = common::fixture(name);
    let links = lawref::xref::link(&f.corpus);
    let out = f.scratch.path().join("site");
    b.bench(|| lawref::render::build_site(&f.corpus, &links, &out).expect("site builds"));
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
    };
    b.bench(|| show(f.path(), &req).expect("shows"));
}

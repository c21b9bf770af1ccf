//! The site as parts, each with a key of what it reads (its view's hash), so a rebuild renders only the parts
//! whose key changed and writes only the files whose bytes changed.
//!
//! - **Parts** ([`Part`]): the stylesheet and scripts, the home page, the contents (with the
//!   clause address maps, A–Z and errata pages), the coverage page, each
//!   law page (edition, language, law), each parallel page (edition, law), each edition diff
//!   (language, law, two editions), each language's "what changed" pages (every edition's),
//!   the search page with its clause map, and each language's Pagefind bundle (everything
//!   under `pagefind/<lang>/`).
//! - **Keys**: a part's key is the hash of its view ([`super::view`]: the documents its pages
//!   read, and the global part every key covers); no key is kept by hand. The site's address
//!   (`LAWREF_SITE_URL`, which the pages' `hreflang` links begin with) is in the state: a new
//!   one renders every part. The state itself (keys, files, sums) is `build::state`'s.
//! - **Templates**: [`templates_hash`], the checksum of every file under `templates/` the
//!   binary was built from, in every key and in the state's header.
//!
//! Not for: rendering a page (the page kinds: `law`, `parallel`, `search`…) or putting files
//! in place (`fsio`).

use std::collections::BTreeSet;

use super::routes::{COVERAGE_DIR, bundle_dir, diff_dir, law_dir, parallel_dir};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::util::hash::StableHasher;

include!(concat!(env!("OUT_DIR"), "/templates.rs"));
include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// The hash of lawref's own code and dependencies as built (every file under `src/` and
/// `Cargo.lock`, by the build script): in every key and in the build state's header, so a
/// lawref whose rendering code changed at the same version builds the site whole.
pub fn sources_hash() -> u64 {
    SOURCES_HASH
}

/// The stable hash ([`crate::util::hash`]) of every file under `templates/` the binary was
/// built from (the build script lists them: page templates, scripts, style sheet, icons,
/// catalogs), each path and its bytes, in path order.
pub fn templates_hash() -> u64 {
    let mut h = StableHasher::new();
    for (path, bytes) in TEMPLATE_FILES {
        h.str(path);
        h.field(bytes);
    }
    h.finish64()
}

/// A part of the site: a set of files rendered together from the same inputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part<'c> {
    /// `style.css` and the scripts.
    Assets,
    /// `index.html` (and its interface variants).
    Home,
    /// The contents of each edition and language, with their clause address maps, A–Z
    /// (situations) and errata pages.
    Contents,
    /// `coverage/index.html`.
    Coverage,
    /// `<edition>/<lang>/<NN>/index.html`.
    Law(&'c Edition, &'c Lang, u8),
    /// `<edition>/<NN>/index.html`.
    Parallel(&'c Edition, u8),
    /// `diff/<lang>/<NN>/<from>-<to>/index.html`, when both editions have the text.
    Diff(&'c Lang, u8, &'c Edition, &'c Edition),
    /// `<edition>/<lang>/changes/index.html`: a language's "what changed" pages, each edition's.
    Changes(&'c Lang),
    /// `search/index.html`, `search.js` and `search/clauses.json`.
    Search,
    /// Everything under `pagefind/<lang>/`.
    Bundle(&'c Lang),
}

impl Part<'_> {
    /// The part's name in the state file: its folder (`2017/pl/68/`), or a word for the parts
    /// that have none (`assets`, `home`, `search`).
    pub fn name(&self) -> String {
        match self {
            Part::Assets => "assets".into(),
            Part::Home => "home".into(),
            Part::Contents => "contents".into(),
            Part::Coverage => COVERAGE_DIR.into(),
            Part::Law(e, l, n) => law_dir(e, l, *n),
            Part::Parallel(e, n) => parallel_dir(e, *n),
            Part::Diff(l, n, a, b) => diff_dir(l, *n, a, b),
            Part::Changes(l) => format!("changes/{l}"),
            Part::Search => "search".into(),
            Part::Bundle(l) => bundle_dir(l),
        }
    }

    /// The kind of part, one word (`law`, `parallel`, `diff`, `bundle` …), for timings.
    pub fn kind(&self) -> &'static str {
        match self {
            Part::Assets => "assets",
            Part::Home => "home",
            Part::Contents => "contents",
            Part::Coverage => "coverage",
            Part::Law(..) => "law",
            Part::Parallel(..) => "parallel",
            Part::Diff(..) => "diff",
            Part::Changes(_) => "changes",
            Part::Search => "search",
            Part::Bundle(_) => "bundle",
        }
    }
}

/// Every part of the site for `corpus`, in a fixed order.
pub fn parts(corpus: &Corpus) -> Vec<Part<'_>> {
    let mut out = vec![
        Part::Assets,
        Part::Home,
        Part::Contents,
        Part::Coverage,
        Part::Search,
    ];
    let law_pages: BTreeSet<_> = corpus
        .documents
        .iter()
        .map(|d| (&d.meta.edition, &d.meta.lang, d.meta.law))
        .collect();
    out.extend(law_pages.into_iter().map(|(e, l, n)| Part::Law(e, l, n)));
    let parallel: BTreeSet<_> = corpus
        .documents
        .iter()
        .map(|d| (&d.meta.edition, d.meta.law))
        .collect();
    out.extend(parallel.into_iter().map(|(e, n)| Part::Parallel(e, n)));
    // Edition diffs: every language and law with a text, each edition with the next one that
    // has the text (`diff::diff_pairs`); the part renders nothing when the pair has no change.
    let texts: BTreeSet<_> = corpus
        .documents
        .iter()
        .filter(|d| d.meta.kind == crate::corpus::model::Kind::Text)
        .map(|d| (&d.meta.lang, d.meta.law))
        .collect();
    for (lang, law) in texts {
        for (a, b) in super::diff::diff_pairs(corpus, lang, law) {
            out.push(Part::Diff(lang, law, a, b));
        }
    }
    // "What changed" pages: each language with a law text.
    let text_langs: BTreeSet<&Lang> = corpus
        .documents
        .iter()
        .filter(|d| d.meta.kind == crate::corpus::model::Kind::Text)
        .map(|d| &d.meta.lang)
        .collect();
    out.extend(text_langs.into_iter().map(Part::Changes));
    out.extend(bundle_langs(corpus).into_iter().map(Part::Bundle));
    out
}

/// The languages with a Pagefind bundle: those of the documents and of the notes, sorted.
pub(crate) fn bundle_langs(corpus: &Corpus) -> Vec<&Lang> {
    let langs: BTreeSet<&Lang> = corpus
        .documents
        .iter()
        .map(|d| &d.meta.lang)
        .chain(corpus.annotations.iter().map(|a| &a.lang))
        .collect();
    langs.into_iter().collect()
}

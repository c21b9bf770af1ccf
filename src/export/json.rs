//! `lawref export json`: the whole corpus as one JSON document, for anyone who builds on the
//! Laws' text without lawref: the editions with every law's titles, each document's clause tree
//! with its paragraphs' text and the references in them (what each cites and where it leads),
//! and the notes of the annotations files. The schema is [`FORMAT`] version [`VERSION`],
//! documented field by field in docs/open-data.md; a field is never renamed or removed within a
//! version.
//!
//! Deterministic: the corpus's own order throughout (manifests by date, documents by edition,
//! law, language and kind, clauses in document order, notes in file order), maps sorted, no
//! date of writing.
//!
//! Not for: the exchange files of translators' tools (TMX, XLIFF, TBX, CSV: the sibling modules).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::corpus::model::{
    Annotation, Body, Clause, Corpus, Document, EditionManifest, Inline, Kind, Paragraph,
};
use crate::xref::{Links, Reference, Resolution};

/// The `format` field of the document.
pub const FORMAT: &str = "lawref-corpus";
/// The `version` field: changed only when a field changes meaning, is renamed or goes.
pub const VERSION: u32 = 1;

/// The document: see docs/open-data.md.
#[derive(Debug, Serialize)]
pub struct CorpusJson<'a> {
    /// Always [`FORMAT`].
    pub format: &'static str,
    /// Always [`VERSION`].
    pub version: u32,
    /// The editions, oldest first.
    pub editions: Vec<EditionJson<'a>>,
    /// The documents, by edition, law, language and kind.
    pub documents: Vec<DocumentJson<'a>>,
    /// The notes of the annotations files, in file order.
    pub notes: Vec<NoteJson<'a>>,
}

/// An edition: its manifest's facts and laws.
#[derive(Debug, Serialize)]
pub struct EditionJson<'a> {
    /// Edition id (`2017`).
    pub id: &'a str,
    /// Its name (`Laws of Duplicate Bridge 2017`).
    pub name: &'a str,
    /// The year it came into force.
    pub year: u16,
    /// The ISO date it came into force, where known.
    pub date: Option<&'a str>,
    /// The edition it follows, where the manifest names one.
    pub previous: Option<&'a str>,
    /// How many laws it has.
    pub law_count: u8,
    /// Its laws with their titles per language code.
    pub laws: Vec<LawJson<'a>>,
}

/// A law of an edition.
#[derive(Debug, Serialize)]
pub struct LawJson<'a> {
    /// Law number.
    pub number: u8,
    /// Title per language code (`en`: `Claim or Concession of Tricks`).
    pub titles: BTreeMap<&'a str, &'a str>,
}

/// One corpus file: a law's text, or commentary on a law, in one language and edition.
#[derive(Debug, Serialize)]
pub struct DocumentJson<'a> {
    /// The corpus file, corpus-relative (`translations/pl/2017/68.md`).
    pub path: &'a str,
    /// Law number.
    pub law: u8,
    /// Edition id.
    pub edition: &'a str,
    /// Language code.
    pub lang: &'a str,
    /// `text` or `commentary`.
    pub kind: &'static str,
    /// The law's title as the document gives it, or null.
    pub title: Option<&'a str>,
    /// Where it came from (the raw document's name, or how it was made).
    pub source: &'a str,
    /// A text's paragraphs before its first section.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub preamble: Vec<ParagraphJson>,
    /// A text's top-level clauses.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub clauses: Vec<ClauseJson>,
    /// A text's paragraphs after its last section.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub closing: Vec<ParagraphJson>,
    /// A text's footnotes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub footnotes: Vec<FootnoteJson>,
    /// Commentary's paragraphs before its first item.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub intro: Vec<ParagraphJson>,
    /// Commentary's numbered items.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<ItemJson>,
}

/// A clause and its sub-clauses.
#[derive(Debug, Serialize)]
pub struct ClauseJson {
    /// Its id in citation form (`68D2(b)`).
    pub id: String,
    /// Its anchor on the law's page (`68D2b`).
    pub anchor: String,
    /// A section's title, or null.
    pub title: Option<String>,
    /// Its own paragraphs, before its sub-clauses.
    pub paragraphs: Vec<ParagraphJson>,
    /// Its sub-clauses.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub clauses: Vec<ClauseJson>,
    /// Its paragraphs after its sub-clauses.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub after: Vec<ParagraphJson>,
}

/// A footnote of a law.
#[derive(Debug, Serialize)]
pub struct FootnoteJson {
    /// Its mark as the text uses it (`*`).
    pub mark: String,
    /// Its paragraphs.
    pub paragraphs: Vec<ParagraphJson>,
}

/// A numbered commentary item.
#[derive(Debug, Serialize)]
pub struct ItemJson {
    /// Its printed number (`68.2`).
    pub number: String,
    /// Its paragraphs.
    pub paragraphs: Vec<ParagraphJson>,
}

/// A paragraph: its text and the references in it.
#[derive(Debug, Serialize)]
pub struct ParagraphJson {
    /// The text, footnote marks as written (`normalnego*`), NFC.
    pub text: String,
    /// The references in it, in text order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub references: Vec<ReferenceJson>,
}

/// A reference to a clause, as lawref read it.
#[derive(Debug, Serialize)]
pub struct ReferenceJson {
    /// Its place in `text`: start and end, in Unicode scalar values (characters) from the start.
    pub at: [usize; 2],
    /// The clause cited, in full, citation form (`16C`; "(a) powyżej" in 68D2(b)(i) cites
    /// `68D2(a)`).
    pub target: String,
    /// Whether the text named it relative to where it stands (`punktu B1`).
    pub relative: bool,
    /// What it leads to: `document` (a clause of a text in the same language: `path` and
    /// `clause`), `parallel` (the law is held in that edition in other languages only:
    /// `edition` and `clause`), `not-in-corpus` (a law of the edition the corpus lacks),
    /// `impossible` (no such law or clause can exist), `suspect` (probably a list whose
    /// joining word was lost; not linked).
    pub resolution: &'static str,
    /// For `document`: the target's corpus file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// For `parallel`: the edition.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// For `document` and `parallel`: the clause linked to (the cited one, or its deepest
    /// enclosing clause the text has), citation form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
}

/// A note of an annotations file.
#[derive(Debug, Serialize)]
pub struct NoteJson<'a> {
    /// The annotations file, corpus-relative.
    pub file: &'a str,
    /// The line of its entry.
    pub line: usize,
    /// The clause it is about, citation form (a bare law number for the law as a whole).
    pub clause: String,
    /// The editions it was written for.
    pub editions: Vec<&'a str>,
    /// Its language.
    pub lang: &'a str,
    /// `interpretation`, `erratum`, `regulation`, `commentary` or `note`.
    pub kind: &'static str,
    /// Who wrote it, or where it comes from.
    pub source: &'a str,
    /// Who stands behind it, or null.
    pub authority: Option<&'a str>,
    /// When it was made (ISO 8601), or null.
    pub date: Option<&'a str>,
    /// Where in its source it comes from, or null.
    pub reference: Option<&'a str>,
    /// Where its source can be read, or null.
    pub url: Option<&'a str>,
    /// Where a regulation is in force (`Poland`), or null (every other kind).
    pub jurisdiction: Option<&'a str>,
    /// The note as written (Markdown).
    pub text: &'a str,
}

/// The corpus as one JSON document (`lawref export json`, docs/open-data.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Json;

impl super::Format for Json {
    fn name(&self) -> &'static str {
        "json"
    }

    fn extension(&self) -> &'static str {
        "json"
    }

    /// # Errors
    /// [`crate::Error::Usage`] if serde_json cannot write the document (it does not).
    fn write(&self, corpus: &Corpus) -> crate::error::Result<Vec<u8>> {
        let links = crate::xref::link(corpus);
        let mut bytes = serde_json::to_vec_pretty(&corpus_json(corpus, &links)).map_err(|e| {
            crate::Error::Usage(format!("the corpus could not be written as JSON: {e}"))
        })?;
        bytes.push(b'\n');
        Ok(bytes)
    }
}

/// The corpus as [`CorpusJson`], its references from `links` (`xref::link` of the same
/// corpus). Linear in the corpus and its references.
pub fn corpus_json<'a>(corpus: &'a Corpus, links: &Links) -> CorpusJson<'a> {
    // Each document's references by paragraph (`refs` is ordered by document and paragraph).
    let mut by_para: BTreeMap<(usize, usize), Vec<&Reference>> = BTreeMap::new();
    for r in &links.refs {
        by_para.entry((r.doc, r.para)).or_default().push(r);
    }
    CorpusJson {
        format: FORMAT,
        version: VERSION,
        editions: corpus.editions.iter().map(edition).collect(),
        documents: corpus
            .documents
            .iter()
            .enumerate()
            .map(|(i, d)| document(corpus, i, d, &by_para))
            .collect(),
        notes: corpus.annotations.iter().map(note).collect(),
    }
}

fn edition(m: &EditionManifest) -> EditionJson<'_> {
    EditionJson {
        id: &m.edition.0,
        name: &m.name,
        year: m.year,
        date: m.date.as_deref(),
        previous: m.previous.as_ref().map(|p| p.0.as_str()),
        law_count: m.law_count,
        laws: m
            .laws
            .iter()
            .map(|l| LawJson {
                number: l.number,
                titles: l
                    .titles
                    .iter()
                    .map(|(k, v)| (k.0.as_str(), v.as_str()))
                    .collect(),
            })
            .collect(),
    }
}

/// What [`document`] reads a paragraph's references from: the corpus, the document's index and
/// the references by (document, paragraph).
struct Refs<'r> {
    corpus: &'r Corpus,
    doc: usize,
    by_para: &'r BTreeMap<(usize, usize), Vec<&'r Reference>>,
}

fn document<'a>(
    corpus: &'a Corpus,
    i: usize,
    d: &'a Document,
    by_para: &BTreeMap<(usize, usize), Vec<&Reference>>,
) -> DocumentJson<'a> {
    let r = Refs {
        corpus,
        doc: i,
        by_para,
    };
    let paras = |ps: &[Paragraph]| ps.iter().map(|p| paragraph(&r, p)).collect::<Vec<_>>();
    let mut out = DocumentJson {
        path: &d.path,
        law: d.meta.law,
        edition: &d.meta.edition.0,
        lang: &d.meta.lang.0,
        kind: match d.meta.kind {
            Kind::Text => "text",
            Kind::Commentary => "commentary",
        },
        title: d.meta.title.as_deref(),
        source: &d.meta.source,
        preamble: Vec::new(),
        clauses: Vec::new(),
        closing: Vec::new(),
        footnotes: Vec::new(),
        intro: Vec::new(),
        items: Vec::new(),
    };
    match d.body() {
        Body::Text(t) => {
            out.preamble = paras(&t.preamble);
            out.clauses = t.clauses.iter().map(|c| clause(&r, c)).collect();
            out.closing = paras(&t.closing);
            out.footnotes = t
                .footnotes
                .iter()
                .map(|f| FootnoteJson {
                    mark: f.mark.clone(),
                    paragraphs: paras(&f.paragraphs),
                })
                .collect();
        }
        Body::Commentary { intro, items } => {
            out.intro = paras(intro);
            out.items = items
                .iter()
                .map(|it| ItemJson {
                    number: it.label(),
                    paragraphs: paras(&it.paragraphs),
                })
                .collect();
        }
    }
    out
}

fn clause(r: &Refs<'_>, c: &Clause) -> ClauseJson {
    ClauseJson {
        id: c.id.to_string(),
        anchor: c.id.anchor(),
        title: c.title.clone(),
        paragraphs: c.paragraphs.iter().map(|p| paragraph(r, p)).collect(),
        clauses: c.children.iter().map(|k| clause(r, k)).collect(),
        after: c.after.iter().map(|p| paragraph(r, p)).collect(),
    }
}

/// A paragraph's text and references; a reference's place counted in characters of the text.
fn paragraph(r: &Refs<'_>, p: &Paragraph) -> ParagraphJson {
    let text = p.plain_text();
    // Where each inline run begins in `text`, in bytes.
    let mut starts = Vec::with_capacity(p.inlines.len());
    let mut at = 0;
    for i in &p.inlines {
        starts.push(at);
        at += match i {
            Inline::Text(t) | Inline::NoteRef(t) => t.len(),
        };
    }
    let chars = |byte: usize| text[..byte.min(text.len())].chars().count();
    let references = r
        .by_para
        .get(&(r.doc, p.seq))
        .into_iter()
        .flatten()
        .map(|x| {
            let base = starts.get(x.inline).copied().unwrap_or(0);
            let (resolution, path, edition, clause) = match &x.resolution {
                Resolution::Document { doc, clause } => (
                    "document",
                    Some(r.corpus.documents[*doc].path.clone()),
                    None,
                    Some(clause.to_string()),
                ),
                Resolution::Parallel { edition, clause } => (
                    "parallel",
                    None,
                    Some(edition.0.clone()),
                    Some(clause.to_string()),
                ),
                Resolution::NotInCorpus => ("not-in-corpus", None, None, None),
                Resolution::Impossible => ("impossible", None, None, None),
                Resolution::Suspect => ("suspect", None, None, None),
            };
            ReferenceJson {
                at: [chars(base + x.range.start), chars(base + x.range.end)],
                target: x.target.to_string(),
                relative: x.relative,
                resolution,
                path,
                edition,
                clause,
            }
        })
        .collect();
    ParagraphJson { text, references }
}

fn note(a: &Annotation) -> NoteJson<'_> {
    NoteJson {
        file: &a.file,
        line: a.line,
        clause: a.clause.to_string(),
        editions: a.editions.iter().map(|e| e.0.as_str()).collect(),
        lang: &a.lang.0,
        kind: a.kind.as_str(),
        source: &a.source,
        authority: a.authority.as_deref(),
        date: a.date.as_deref(),
        reference: a.reference.as_deref(),
        url: a.url.as_deref(),
        jurisdiction: a.jurisdiction.as_deref(),
        text: &a.text,
    }
}

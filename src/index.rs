//! The index stage: the corpus → a tantivy index on disk, and search over it.
//!
//! One index document (a *record*) per searchable block of text, each small enough that a hit
//! names the exact place a tournament director has to read:
//!
//! | part       | one per                      | `clause`     | `item` | `anchor`      |
//! |------------|------------------------------|--------------|--------|---------------|
//! | `clause`   | clause of a law text         | `68D2(b)(i)` | –      | `68D2bi`      |
//! | `preamble` | law with an opening paragraph| `68`         | –      | `68-preamble` |
//! | `closing`  | law with closing paragraphs  | `68`         | –      | `68-closing`  |
//! | `footnote` | footnote                     | `68`         | –      | `68-fn1`      |
//! | `intro`    | commentary with an intro     | `68`         | –      | `68-intro`    |
//! | `item`     | commentary item              | `68`         | `68.1` | `68.1`        |
//! | `annotation` | note of an annotations file | `68C`        | –      | `68C`         |
//!
//! A record's `kind` is its document's (`text`, `commentary`), or `annotation` for a note of an
//! annotations file (`translations/annotations/*.yaml`); such a record has the editions the note
//! was written for (several values of the `edition` field), its clause (a bare law number for a
//! note on the whole law), its source tag, and its Markdown as plain text.
//!
//! A clause's record holds its *own* text only (its section title, its paragraphs and the
//! paragraphs after its sub-clauses), never its children's: a word in 68D2(b)(i) is a hit on
//! 68D2(b)(i), not also on 68D2(b), 68D2 and 68D.
//!
//! Invariants:
//! - The index is written whole into a fresh folder next to its destination and then moved into
//!   place, so a reader never sees a half-written index.
//! - The index folder holds a fingerprint of the corpus it was built from ([`FINGERPRINT_FILE`]);
//!   [`search`] rebuilds the index when it is missing or its fingerprint is not the corpus's, so
//!   search never answers from a stale index.
//! - Search never fails on what a user types: the query is parsed leniently, and whatever cannot
//!   be parsed is dropped.
//!
//! Text is split into words by one Unicode-aware analyzer for every language (words of letters
//! and digits, lower-cased; text is already NFC from `parse`). Per-language stemming is not done
//! yet; it would come as an analyzer per language (see [`analyzer`]) and a new
//! [`SCHEMA_VERSION`], which changes every fingerprint and so rebuilds every old index.
//!
//! Not for: the browser's static search index (that is `render`), finding references (`xref`).

use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize;
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, Occur, Query as TantivyQuery, QueryParser, TermQuery};
use tantivy::schema::{
    Field, IndexRecordOption, NumericOptions, STORED, STRING, Schema, TantivyDocument,
    TextFieldIndexing, TextOptions, Value,
};
use tantivy::snippet::{Snippet, SnippetGenerator};
use tantivy::tokenizer::{LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer};
use tantivy::{Index, IndexWriter, ReloadPolicy, Term};

use crate::error::{Error, Result};
use crate::model::{
    Annotation, Body, ClauseId, Corpus, Document, Edition, Lang, Owner, owner_anchor,
};

/// Where a corpus keeps its index: `<corpus>/.lawref/index`.
pub fn index_dir(corpus_root: &Path) -> PathBuf {
    corpus_root.join(".lawref").join("index")
}

/// The file in the index folder holding the fingerprint of the corpus the index was built from.
pub const FINGERPRINT_FILE: &str = "lawref-fingerprint";

/// The version of the schema and analyzers; part of every fingerprint, so changing it makes every
/// existing index stale.
pub const SCHEMA_VERSION: &str = "lawref-index-2";

/// The name under which the text analyzer is registered with tantivy.
pub const TOKENIZER: &str = "lawref_words";

/// Hits returned when a query asks for none in particular (`limit: 0`).
pub const DEFAULT_LIMIT: usize = 20;

/// Longest snippet, in bytes of UTF-8 (tantivy counts bytes): some 280 characters of Polish,
/// 160 of Russian; before the `[` `]` marks are added.
const SNIPPET_BYTES: usize = 300;

/// Words longer than this many bytes are not indexed (no law word comes near it).
const MAX_WORD_BYTES: usize = 64;

/// A search request.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The words typed. AND is implied between words; tantivy's query syntax also works:
    /// `"a phrase"`, `a OR b`, `-word`, and field queries such as `clause:68B1` or `law:70`.
    pub text: String,
    /// Only this language.
    pub lang: Option<Lang>,
    /// Only this edition.
    pub edition: Option<Edition>,
    /// Only records of this kind: `text`, `commentary` or `annotation`.
    pub kind: Option<String>,
    /// At most this many hits; 0 means [`DEFAULT_LIMIT`].
    pub limit: usize,
}

/// One search hit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hit {
    /// Clause id in citation form (`68D2(b)(i)`); for a law's preamble, closing paragraphs,
    /// footnotes and commentary, the law it belongs to (`68`).
    pub clause: String,
    /// The commentary item (`68.2`), or null for law text.
    pub item: Option<String>,
    /// Which block of the law the hit is in: `clause`, `preamble`, `closing`, `footnote`,
    /// `intro` (commentary before its first item) or `item` (a commentary item); `annotation`
    /// for a note of an annotations file.
    pub part: String,
    /// Law number.
    pub law: u8,
    /// Edition id (of an annotation: the first it was written for).
    pub edition: String,
    /// Every edition of the record: the document's one, or each an annotation was written for.
    pub editions: Vec<String>,
    /// Language code.
    pub lang: String,
    /// `text`, `commentary` or `annotation`.
    pub kind: String,
    /// The document's `source` (the raw document it was imported from), or an annotation's
    /// author or source tag.
    pub source: String,
    /// For an annotation, its place: the annotations file and the line of its entry
    /// (`translations/annotations/examples.yaml:3`); null otherwise.
    pub annotation: Option<String>,
    /// The HTML anchor of the block on its law's page (`68D2bi`, `68-preamble`, `68.2`).
    pub anchor: String,
    /// tantivy's BM25 score.
    pub score: f32,
    /// The matching text with the matched words marked `[like this]`, on one line; `…` where
    /// the block's text was cut.
    pub snippet: String,
}

/// The analyzer for text in a language. One for all languages so far: Unicode words (letters and
/// digits of any script, so Polish `zrzeczenie się` and Russian `претензия` are words), words over
/// 64 bytes dropped, lower-cased.
pub fn analyzer(_lang: &Lang) -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(MAX_WORD_BYTES))
        .filter(LowerCaser)
        .build()
}

/// The schema's fields.
struct Fields {
    clause: Field,
    item: Field,
    part: Field,
    law: Field,
    edition: Field,
    lang: Field,
    kind: Field,
    anchor: Field,
    text: Field,
    source: Field,
    annotation: Field,
}

impl Fields {
    fn schema() -> (Schema, Fields) {
        let mut b = Schema::builder();
        let text_options = TextOptions::default().set_stored().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(TOKENIZER)
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let fields = Fields {
            clause: b.add_text_field("clause", STRING | STORED),
            item: b.add_text_field("item", STRING | STORED),
            part: b.add_text_field("part", STRING | STORED),
            law: b.add_u64_field(
                "law",
                NumericOptions::default()
                    .set_indexed()
                    .set_fast()
                    .set_stored(),
            ),
            edition: b.add_text_field("edition", STRING | STORED),
            lang: b.add_text_field("lang", STRING | STORED),
            kind: b.add_text_field("kind", STRING | STORED),
            anchor: b.add_text_field("anchor", STORED),
            text: b.add_text_field("text", text_options),
            source: b.add_text_field("source", STRING | STORED),
            annotation: b.add_text_field("annotation", STORED),
        };
        (b.build(), fields)
    }

    fn of(schema: &Schema) -> std::result::Result<Fields, tantivy::TantivyError> {
        let f = |name| schema.get_field(name);
        Ok(Fields {
            clause: f("clause")?,
            item: f("item")?,
            part: f("part")?,
            law: f("law")?,
            edition: f("edition")?,
            lang: f("lang")?,
            kind: f("kind")?,
            anchor: f("anchor")?,
            text: f("text")?,
            source: f("source")?,
            annotation: f("annotation")?,
        })
    }
}

/// One index document: a searchable block of a corpus document, or a note of an annotations
/// file.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Record {
    clause: String,
    item: Option<String>,
    part: &'static str,
    law: u8,
    /// One edition for a document's block; an annotation's editions (at least one).
    editions: Vec<String>,
    lang: String,
    kind: &'static str,
    anchor: String,
    text: String,
    source: String,
    /// `file:line` of an annotation.
    annotation: Option<String>,
}

/// The records of a document, in reading order.
fn records(doc: &Document) -> Vec<Record> {
    let law = doc.meta.law;
    let record =
        |part, clause: String, item: Option<String>, anchor: String, text: String| Record {
            clause,
            item,
            part,
            law,
            editions: vec![doc.meta.edition.0.clone()],
            lang: doc.meta.lang.0.clone(),
            kind: doc.meta.kind.as_str(),
            anchor,
            text,
            source: doc.meta.source.clone(),
            annotation: None,
        };
    let join = |parts: Vec<String>| {
        parts
            .into_iter()
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let plain =
        |ps: &[crate::model::Paragraph]| ps.iter().map(|p| p.plain_text()).collect::<Vec<_>>();
    let mut out = Vec::new();
    match &doc.body {
        Body::Text(t) => {
            let block = |owner: Owner, part, ps: &[crate::model::Paragraph]| {
                let anchor = owner_anchor(law, &owner, &t.footnotes);
                record(part, law.to_string(), None, anchor, join(plain(ps)))
            };
            if !t.preamble.is_empty() {
                out.push(block(Owner::Preamble, "preamble", &t.preamble));
            }
            for c in t.all_clauses() {
                let mut parts: Vec<String> = c.title.iter().cloned().collect();
                parts.extend(plain(&c.paragraphs));
                parts.extend(plain(&c.after));
                out.push(record(
                    "clause",
                    c.id.to_string(),
                    None,
                    c.id.anchor(),
                    join(parts),
                ));
            }
            if !t.closing.is_empty() {
                out.push(block(Owner::Closing, "closing", &t.closing));
            }
            for f in &t.footnotes {
                out.push(block(
                    Owner::Footnote(f.mark.clone()),
                    "footnote",
                    &f.paragraphs,
                ));
            }
        }
        Body::Commentary { intro, items } => {
            if !intro.is_empty() {
                let anchor = owner_anchor(law, &Owner::Intro, &[]);
                out.push(record(
                    "intro",
                    law.to_string(),
                    None,
                    anchor,
                    join(plain(intro)),
                ));
            }
            for i in items {
                let anchor = owner_anchor(law, &Owner::Item(i.law, i.number), &[]);
                let text = join(plain(&i.paragraphs));
                out.push(record(
                    "item",
                    i.law.to_string(),
                    Some(i.label()),
                    anchor,
                    text,
                ));
            }
        }
    }
    out
}

/// The record of a note of an annotations file: bound to its clause, its Markdown as plain text.
fn annotation_record(a: &Annotation) -> Record {
    Record {
        clause: a.clause.to_string(),
        item: None,
        part: "annotation",
        law: a.clause.law,
        editions: a.editions.iter().map(|e| e.0.clone()).collect(),
        lang: a.lang.0.clone(),
        kind: "annotation",
        anchor: a.clause.anchor(),
        text: crate::annotate::markdown_plain(&a.text),
        source: a.source.clone(),
        annotation: Some(format!("{}:{}", a.file, a.line)),
    }
}

/// 64-bit FNV-1a: small, and the same on every platform and Rust version (std's hasher is not
/// promised to be), so a fingerprint written by one build is read right by the next.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    /// Hashes `s` followed by a separator byte that UTF-8 text never contains, so field
    /// boundaries count (`"ab" + "c"` differs from `"a" + "bc"`).
    fn field(&mut self, s: &str) {
        for b in s.bytes().chain(std::iter::once(0xff)) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Every document's records with the corpus fingerprint over them.
fn corpus_records(corpus: &Corpus) -> (Vec<Record>, String) {
    let mut h = Fnv::new();
    h.field(SCHEMA_VERSION);
    let mut all = Vec::new();
    for doc in &corpus.documents {
        h.field(&doc.path);
        h.field(&serde_json::to_string(&doc.meta).unwrap_or_default());
        for r in records(doc) {
            for s in [
                &r.clause,
                r.item.as_deref().unwrap_or("\u{0}"),
                r.part,
                &r.anchor,
                &r.text,
            ] {
                h.field(s);
            }
            all.push(r);
        }
    }
    for a in &corpus.annotations {
        let r = annotation_record(a);
        h.field("annotation");
        for s in [&r.clause, &r.lang, &r.anchor, &r.text, &r.source]
            .into_iter()
            .chain(&r.editions)
            .chain(r.annotation.as_ref())
        {
            h.field(s);
        }
        all.push(r);
    }
    (all, format!("{SCHEMA_VERSION} {:016x}", h.0))
}

/// The fingerprint of a corpus as [`build_index`] writes it into [`FINGERPRINT_FILE`]: it changes
/// whenever a document is added, removed or moved, or its front matter or any indexed text changes,
/// and whenever a note of an annotations file is added, removed, moved or changed.
pub fn fingerprint(corpus: &Corpus) -> String {
    corpus_records(corpus).1
}

fn index_err(dir: &Path) -> impl Fn(tantivy::TantivyError) -> Error + '_ {
    move |e| Error::Index {
        path: dir.to_path_buf(),
        message: e.to_string(),
    }
}

fn register(index: &Index) {
    index
        .tokenizers()
        .register(TOKENIZER, analyzer(&Lang(String::new())));
}

/// Builds the index of `corpus` in `dir`, replacing what was there.
///
/// The index is written into a new folder beside `dir` and moved into place when complete;
/// `dir`'s parent folders are created as needed.
///
/// # Errors
/// [`Error::Io`] when a folder cannot be created or moved; [`Error::Index`] when tantivy fails.
pub fn build_index(corpus: &Corpus, dir: &Path) -> Result<()> {
    let (records, fp) = corpus_records(corpus);
    write_index(&records, &fp, dir)
}

fn write_index(records: &[Record], fp: &str, dir: &Path) -> Result<()> {
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = dir
        .file_name()
        .map_or_else(|| "index".into(), |n| n.to_string_lossy().into_owned());
    fs::create_dir_all(&parent).map_err(|e| Error::io(&parent, e))?;
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}.new-"))
        .tempdir_in(&parent)
        .map_err(|e| Error::io(&parent, e))?;
    {
        let err = index_err(tmp.path());
        let (schema, f) = Fields::schema();
        let index = Index::create_in_dir(tmp.path(), schema).map_err(&err)?;
        register(&index);
        let mut writer: IndexWriter = index.writer_with_num_threads(1, 20_000_000).map_err(&err)?;
        for r in records {
            let mut d = TantivyDocument::new();
            d.add_text(f.clause, &r.clause);
            if let Some(i) = &r.item {
                d.add_text(f.item, i);
            }
            d.add_text(f.part, r.part);
            d.add_u64(f.law, u64::from(r.law));
            for e in &r.editions {
                d.add_text(f.edition, e);
            }
            d.add_text(f.lang, &r.lang);
            d.add_text(f.kind, r.kind);
            d.add_text(f.anchor, &r.anchor);
            d.add_text(f.text, &r.text);
            d.add_text(f.source, &r.source);
            if let Some(a) = &r.annotation {
                d.add_text(f.annotation, a);
            }
            writer.add_document(d).map_err(&err)?;
        }
        writer.commit().map_err(&err)?;
        writer.wait_merging_threads().map_err(&err)?;
    }
    let fp_path = tmp.path().join(FINGERPRINT_FILE);
    fs::write(&fp_path, format!("{fp}\n")).map_err(|e| Error::io(&fp_path, e))?;
    replace_dir(tmp.keep(), dir)
}

/// Moves the finished folder `new` to `dir` ([`crate::fsio::swap_dir`]). Tried a few times,
/// since another `lawref` may be putting its own fresh index in place at the same moment.
fn replace_dir(new: PathBuf, dir: &Path) -> Result<()> {
    let mut last = None;
    for _ in 0..3 {
        match crate::fsio::swap_dir(&new, dir) {
            Ok(()) => return Ok(()),
            Err(e) => last = Some(e),
        }
    }
    let _ = fs::remove_dir_all(&new);
    Err(last.expect("tried at least once"))
}

fn read_fingerprint(dir: &Path) -> Option<String> {
    fs::read_to_string(dir.join(FINGERPRINT_FILE))
        .ok()
        .map(|s| s.trim_end().to_string())
}

fn open(dir: &Path) -> Result<Index> {
    let index = Index::open_in_dir(dir).map_err(index_err(dir))?;
    register(&index);
    Ok(index)
}

/// Searches the index in `dir`, building it from `corpus` first when it is missing or stale
/// (its fingerprint is not the corpus's) or cannot be opened. Hits come best first.
///
/// # Errors
/// As [`build_index`] when the index has to be built; [`Error::Index`] when tantivy fails.
/// Never for what the query text says: what cannot be parsed is left out of the query.
pub fn search(corpus: &Corpus, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    let (records, fp) = corpus_records(corpus);
    let fresh = read_fingerprint(dir).as_deref() == Some(fp.as_str());
    if !fresh {
        write_index(&records, &fp, dir)?;
    }
    // An index whose files are damaged can fail to open, fail a search, or make tantivy panic;
    // any of these with an index that looked fresh means: build it again and search once more.
    let attempt = || {
        // tantivy panics on some damaged files; the panic is handled here, so keep it quiet.
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            open(dir).and_then(|index| run_query(&index, dir, q))
        }));
        std::panic::set_hook(hook);
        result
    };
    match attempt() {
        Ok(Ok(hits)) => Ok(hits),
        Ok(Err(_)) | Err(_) if fresh => {
            write_index(&records, &fp, dir)?;
            open(dir).and_then(|index| run_query(&index, dir, q))
        }
        Ok(Err(e)) => Err(e),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

fn run_query(index: &Index, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    let err = index_err(dir);
    let f = Fields::of(&index.schema()).map_err(&err)?;
    let reader = index
        .reader_builder()
        .reload_policy(ReloadPolicy::Manual)
        .try_into()
        .map_err(&err)?;
    let searcher = reader.searcher();

    let mut parser = QueryParser::for_index(index, vec![f.text]);
    parser.set_conjunction_by_default();
    let text_query: Box<dyn TantivyQuery> = match clause_id_query(&q.text) {
        Some(id) => Box::new(TermQuery::new(
            Term::from_field_text(f.clause, &id.to_string()),
            IndexRecordOption::Basic,
        )),
        None => {
            parser
                .parse_query_lenient(&flatten_deep(&trim_operators(&q.text)))
                .0
        }
    };
    let mut clauses: Vec<(Occur, Box<dyn TantivyQuery>)> = vec![(Occur::Must, text_query)];
    let filter = |field, value: &str| -> (Occur, Box<dyn TantivyQuery>) {
        let term = Term::from_field_text(field, value);
        (
            Occur::Must,
            Box::new(TermQuery::new(term, IndexRecordOption::Basic)),
        )
    };
    if let Some(lang) = &q.lang {
        clauses.push(filter(f.lang, &lang.0.trim().to_lowercase()));
    }
    if let Some(edition) = &q.edition {
        clauses.push(filter(f.edition, edition.0.trim()));
    }
    if let Some(kind) = &q.kind {
        clauses.push(filter(f.kind, kind.trim()));
    }
    let query = BooleanQuery::new(clauses);

    let limit = if q.limit == 0 { DEFAULT_LIMIT } else { q.limit };
    let limit = limit.min(
        usize::try_from(searcher.num_docs())
            .unwrap_or(usize::MAX)
            .max(1),
    );
    let top = searcher
        .search(&query, &TopDocs::with_limit(limit).order_by_score())
        .map_err(&err)?;
    let mut snippets = SnippetGenerator::create(&searcher, &query, f.text).map_err(&err)?;
    snippets.set_max_num_chars(SNIPPET_BYTES);

    let mut hits = Vec::with_capacity(top.len());
    for (score, addr) in top {
        let doc: TantivyDocument = searcher.doc(addr).map_err(&err)?;
        let text_of = |field| {
            doc.get_first(field)
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        };
        let text = text_of(f.text);
        let snippet = snippets.snippet(&text);
        hits.push(Hit {
            clause: text_of(f.clause),
            item: doc
                .get_first(f.item)
                .and_then(|v| v.as_str().map(str::to_string)),
            part: text_of(f.part),
            law: doc
                .get_first(f.law)
                .and_then(|v| v.as_u64())
                .and_then(|n| u8::try_from(n).ok())
                .unwrap_or(0),
            edition: text_of(f.edition),
            editions: doc
                .get_all(f.edition)
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect(),
            lang: text_of(f.lang),
            kind: text_of(f.kind),
            source: text_of(f.source),
            annotation: doc
                .get_first(f.annotation)
                .and_then(|v| v.as_str().map(str::to_string)),
            anchor: text_of(f.anchor),
            score,
            snippet: render_snippet(&snippet, &text),
        });
    }
    Ok(hits)
}

/// A query that is a clause id goes straight to that clause: `68B2`, `68 B 2`, `68D2(b)(i)`,
/// `68D2bi`, or with Cyrillic or Greek look-alike letters (`67В2`).
pub fn clause_id_query(text: &str) -> Option<ClauseId> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            if c.is_ascii() {
                c
            } else {
                crate::xref::latin_section_letter(c).unwrap_or(c)
            }
        })
        .collect();
    compact
        .parse::<ClauseId>()
        .or_else(|_| ClauseId::from_anchor(&compact))
        .ok()
}

/// Deeply nested parentheses are read as plain words: tantivy's parser recurses once per level
/// and would overflow the stack on thousands of them.
fn flatten_deep(text: &str) -> String {
    // A query of more words than anyone types is cut: long chains of operators (`NOT NOT …`)
    // also recurse once per word in tantivy's parser.
    const MAX_WORDS: usize = 64;
    let text: String = if text.split_whitespace().count() > MAX_WORDS {
        text.split_whitespace()
            .take(MAX_WORDS)
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        text.to_string()
    };
    let text = text.as_str();
    const MAX_DEPTH: usize = 16;
    let mut depth = 0usize;
    let mut max = 0usize;
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    if max <= MAX_DEPTH {
        return text.to_string();
    }
    text.chars()
        .map(|c| if matches!(c, '(' | ')') { ' ' } else { c })
        .collect()
}

/// The query text without boolean operators dangling at either end: tantivy's lenient parser
/// reads a trailing `AND` as the word "and", so `czterej AND` would find nothing.
fn trim_operators(text: &str) -> String {
    const OPERATORS: [&str; 5] = ["AND", "OR", "NOT", "&&", "||"];
    let mut words: Vec<&str> = text.split_whitespace().collect();
    while words.last().is_some_and(|w| OPERATORS.contains(w)) {
        words.pop();
    }
    let start = words
        .iter()
        .position(|w| !OPERATORS.contains(w))
        .unwrap_or(words.len());
    words[start..].join(" ")
}

/// The snippet as one line of plain text, matched words in `[` `]`, `…` where the block's text
/// was cut. tantivy cuts a fragment at word edges; punctuation attached to its first and last
/// word (`(a)`, `powyżej.`) is put back. Where no word of the text matched (a hit by a field
/// query such as `clause:68B1`), the block's opening.
fn render_snippet(snippet: &Snippet, text: &str) -> String {
    let attached = |c: char| !c.is_whitespace() && !c.is_alphanumeric();
    let mut out = String::new();
    if snippet.highlighted().is_empty() {
        let mut end = 0;
        for (i, c) in text.char_indices() {
            if i + c.len_utf8() > SNIPPET_BYTES {
                break;
            }
            end = i + c.len_utf8();
        }
        out.push_str(&text[..end]);
        if end < text.len() {
            out.push('…');
        }
    } else {
        let range = snippet.fragment_range();
        let start = text[..range.start]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| attached(c))
            .last()
            .map_or(range.start, |(i, _)| i);
        let end = range.end
            + text[range.end..]
                .chars()
                .take_while(|&c| attached(c))
                .map(char::len_utf8)
                .sum::<usize>();
        if start > 0 {
            out.push('…');
        }
        let mut at = start;
        for h in tantivy::snippet::collapse_overlapped_ranges(snippet.highlighted()) {
            let h = (h.start + range.start)..(h.end + range.start);
            out.push_str(&text[at..h.start]);
            out.push('[');
            out.push_str(&text[h.clone()]);
            out.push(']');
            at = h.end;
        }
        out.push_str(&text[at..end]);
        if end < text.len() {
            out.push('…');
        }
    }
    one_line(&out)
}

/// Paragraphs joined on one line: a break after a word (a section title has no full stop) becomes
/// ` · `, any other run of white space one space.
fn one_line(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, line) in s.split('\n').enumerate() {
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if line.is_empty() {
            continue;
        }
        if i > 0 && !out.is_empty() {
            let after_word = out.chars().last().is_some_and(char::is_alphanumeric);
            out.push_str(if after_word { " · " } else { " " });
        }
        out.push_str(&line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::tokenizer::TokenStream;

    fn words(text: &str) -> Vec<String> {
        let mut a = analyzer(&Lang("pl".into()));
        let mut s = a.token_stream(text);
        let mut out = Vec::new();
        while s.advance() {
            out.push(s.token().text.clone());
        }
        out
    }

    #[test]
    fn the_analyzer_keeps_polish_and_cyrillic_words_whole_and_lowercases_them() {
        assert_eq!(
            words("Zrzeczenie SIĘ lew, przepis 16C."),
            ["zrzeczenie", "się", "lew", "przepis", "16c"]
        );
        assert_eq!(
            words("ПРЕТЕНЗИЯ на взятки (Правило 67В2)"),
            ["претензия", "на", "взятки", "правило", "67в2"]
        );
        assert_eq!(words(&format!("a {} b", "x".repeat(80))), ["a", "b"]);
    }

    #[test]
    fn a_snippet_is_one_line_with_titles_set_off() {
        assert_eq!(
            one_line("Definicja zrzeczenia\nJeden.\n  Dwa  trzy.\n"),
            "Definicja zrzeczenia · Jeden. Dwa trzy."
        );
        assert_eq!(one_line("\n(a) x\n"), "(a) x");
    }

    #[test]
    fn dangling_operators_are_dropped() {
        assert_eq!(trim_operators("AND czterej OR"), "czterej");
        assert_eq!(trim_operators(" a  AND  b && "), "a AND b");
        assert_eq!(trim_operators("NOT"), "");
    }

    #[test]
    fn fnv_separates_fields() {
        let mut a = Fnv::new();
        a.field("ab");
        a.field("c");
        let mut b = Fnv::new();
        b.field("a");
        b.field("bc");
        assert_ne!(a.0, b.0);
    }
}

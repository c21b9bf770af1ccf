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
//! | `annotation` | note of an annotations file | `68C`     | –      | `note-td-notes-3` |
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
//! - The index is written into a fresh folder next to its destination and then moved into
//!   place, so a reader never sees a half-written index.
//! - Records come in groups, one per edition and language (`2017/pl`) and one for the notes of
//!   annotations files, each group in segments of its own (merging is off). The index folder
//!   keeps each group's key ([`GROUPS_FILE`]); a build over an index there starts the fresh
//!   folder from hard links to its segment files, deletes the groups that changed or went and
//!   adds the changed and new ones again, each committed alone: a changed document costs its
//!   group, not the corpus. Deleted records would still count in tantivy's word statistics, so
//!   no segment ever holds two groups; a changed group's segments drop out whole and the scores
//!   are those of an index built fresh. Hits of equal score come in corpus order (a fast field,
//!   `order`), not in the segments' order, so an updated index answers exactly as a fresh one.
//! - The index folder holds a fingerprint of the corpus files it was built from
//!   ([`FINGERPRINT_FILE`], see [`corpus_fingerprint`]); a search first compares it with the
//!   corpus's and rebuilds the index when it is missing or differs, so search never answers from
//!   a stale index. The check reads the files but parses nothing: a search on a fresh index
//!   ([`open_fresh`], [`search_at`]) does not load the corpus.
//! - Search never fails on what a user types: the query is parsed leniently, and whatever cannot
//!   be parsed is read as words or dropped.
//!
//! Words: each language's text is indexed twice, in a field of stemmed words (`stem_pl`) and one
//! of folded words (`fold_pl`), by the analyzers of [`analyzer`] (Unicode words, lower-cased,
//! Snowball stems for Polish, Dutch, Russian and English, diacritics folded); a language without
//! a stemmer goes to `words`, folded only. A query's words are analyzed for every language it is
//! searched in (the `--lang` one, or all) and looked up in each of those fields. The stored
//! `text` keeps the words as written; snippets mark the words whose stemmed or folded form
//! matched.
//!
//! Law numbers: a query naming a clause or law ([`query::law_reference`], the reference grammar
//! of [`crate::xref`]) ranks that clause's records first, then the clauses under it, then the
//! rest of its law, then the records whose words match (see [`search`]).
//!
//! Which blocks and notes are records, and what each holds, is [`record`]'s (shared with the
//! site's Pagefind bundles: a block or note with no words has none).
//!
//! Not for: the browser's static search index (that is `site::search`), finding references
//! (`xref`).

pub(crate) mod analyzer;
pub mod query;
pub mod record;
pub mod situations;
pub mod terms;
pub mod titles;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize;
use tantivy::collector::TopDocs;
use tantivy::query::{
    BooleanQuery, ConstScoreQuery, EmptyQuery, Occur, Query as TantivyQuery, QueryParser,
    RegexQuery, TermQuery,
};
use tantivy::schema::{
    Field, IndexRecordOption, NumericOptions, STORED, STRING, Schema, TantivyDocument,
    TextFieldIndexing, TextOptions, Value,
};
use tantivy::snippet::{Snippet, SnippetGenerator};
use tantivy::{Index, IndexWriter, ReloadPolicy, Term};
use unicode_normalization::UnicodeNormalization;

use crate::corpus::model::{Annotation, Corpus, Document, Edition, Lang};
use crate::error::{Error, Result};
use crate::util::hash::StableHasher;
use analyzer::Form;
pub use query::clause_id_query;
use record::{Record, corpus_errata, document_records, note_records};

/// Where a corpus keeps its index: `<corpus>/.lawref/index`.
pub fn index_dir(corpus_root: &Path) -> PathBuf {
    corpus_root.join(".lawref").join("index")
}

/// The file in the index folder holding the fingerprint of the corpus the index was built from.
pub const FINGERPRINT_FILE: &str = "lawref-fingerprint";

/// The version of the schema and analyzers; part of every fingerprint, so changing it makes every
/// existing index stale. 3: a stemmed and a folded field per language. 4: records in groups,
/// each group in segments of its own, and the `order` tie-break. 5: the situation indexes'
/// entries in the facets file. 6: a note's kind (`note_kind`), errata as records. 7: the
/// manifests' law titles in the facets file.
pub const SCHEMA_VERSION: &str = "lawref-index-7";

/// [`SCHEMA_VERSION`] with the languages search stems and their stemmers (the registry,
/// [`crate::lang::stemmed`]): the schema's fields follow the registry, so adding a language
/// makes every existing index stale by itself (`lawref-index-6+pl:Polish+nl:Dutch…`).
pub fn schema_version() -> String {
    let mut v = SCHEMA_VERSION.to_string();
    for (code, algorithm) in crate::lang::stemmed() {
        v.push_str(&format!("+{code}:{algorithm:?}"));
    }
    v
}

/// The file in the index folder listing the languages and editions the corpus had when the index
/// was built (JSON, [`Facets`]), so that a search on a fresh index need not load the corpus.
pub(crate) const FACETS_FILE: &str = "lawref-facets.json";

/// The file in the index folder with the key of each group of records the index holds (JSON:
/// group name → key, see [`group_name`]), by which a build updates the index in place.
pub const GROUPS_FILE: &str = "lawref-groups.json";

/// Hits returned when a query asks for none in particular (`limit: 0`).
pub const DEFAULT_LIMIT: usize = 20;

/// Longest snippet, in bytes of UTF-8 (tantivy counts bytes): some 280 characters of Polish,
/// 160 of Russian; before the `[` `]` marks are added.
const SNIPPET_BYTES: usize = 300;

/// The languages and editions of a corpus, as its index records them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Facets {
    /// Language codes of the texts, commentary and notes of annotations files, sorted.
    pub langs: Vec<String>,
    /// Edition ids of the manifests (`laws/*.yaml`), in the manifests' order.
    pub editions: Vec<String>,
    /// The entries of the situation indexes (`translations/<lang>/index.yaml`), which a
    /// search puts first when the query is one's term ([`situations::put_first`]).
    #[serde(default)]
    pub situations: Vec<situations::IndexedEntry>,
    /// Every law title of every manifest, with the texts the corpus holds of each law, which a
    /// search matches the query against ([`titles::matching`]).
    #[serde(default)]
    pub laws: Vec<titles::LawTitles>,
}

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
    /// Only records of this kind: `text`, `commentary` or `annotation` (every note of the
    /// annotations files); or of this note kind: `interpretation`, `erratum`, `regulation`, `note`
    /// (annotations of that kind), `commentary` (also taking the annotations of that kind).
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
    /// The note's kind for an annotation (`interpretation`, `erratum`, `regulation`, `commentary`, `note`);
    /// `text` or `commentary` as `kind` for the rest.
    pub note_kind: String,
    /// The document's `source` (the raw document it was imported from), or an annotation's
    /// author or source tag.
    pub source: String,
    /// For an annotation, its place: the annotations file and the line of its entry
    /// (`translations/annotations/examples.yaml:3`); null otherwise.
    pub annotation: Option<String>,
    /// The HTML anchor of the block on its law's page (`68D2bi`, `68-preamble`, `68.2`); of a
    /// note of an annotations file, the note's own box (`note-td-notes-3`, see [`Annotation::anchor`]).
    pub anchor: String,
    /// tantivy's BM25 score.
    pub score: f32,
    /// The matching text with the matched words marked `[like this]`, on one line; `…` where
    /// the block's text was cut.
    pub snippet: String,
}

/// The field of a language's words in one [`Form`]: `stem_pl`, `fold_pl`; `words` (folded only,
/// every record's) for a language without a stemmer.
fn field_name(lang: &str, form: Form) -> String {
    if analyzer::stemmer_for(lang).is_none() {
        return "words".into();
    }
    match form {
        Form::Stemmed => format!("stem_{lang}"),
        Form::Folded | Form::Both => format!("fold_{lang}"),
    }
}

/// The name under which a field's analyzer is registered with tantivy (the field's own name).
fn tokenizer_name(field: &str) -> String {
    format!("lawref_{field}")
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
    note_kind: Field,
    anchor: Field,
    text: Field,
    source: Field,
    annotation: Field,
    /// The record's group ([`group_name`]): what an update deletes and adds again as one.
    group: Field,
    /// The record's place in corpus order ([`record::doc_order`]), a fast field: hits of equal score
    /// come in this order, whatever segment holds them.
    order: Field,
    /// The word fields: (language, form, field); `words` under language `""`.
    words: Vec<(String, Form, Field)>,
}

/// The word fields, (language, form, name): stemmed and folded for each of
/// [`analyzer::stemmed_langs`], then `words`.
fn word_fields() -> Vec<(String, Form, String)> {
    let mut out = Vec::new();
    for l in analyzer::stemmed_langs() {
        for form in [Form::Stemmed, Form::Folded] {
            out.push((l.to_string(), form, field_name(l, form)));
        }
    }
    out.push((String::new(), Form::Folded, "words".into()));
    out
}

impl Fields {
    fn schema() -> (Schema, Fields) {
        let mut b = Schema::builder();
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
            note_kind: b.add_text_field("note_kind", STRING | STORED),
            anchor: b.add_text_field("anchor", STORED),
            text: b.add_text_field("text", STORED),
            source: b.add_text_field("source", STRING | STORED),
            annotation: b.add_text_field("annotation", STORED),
            group: b.add_text_field("group", STRING),
            order: b.add_u64_field("order", NumericOptions::default().set_fast()),
            words: word_fields()
                .into_iter()
                .map(|(l, form, name)| {
                    let options = TextOptions::default().set_indexing_options(
                        TextFieldIndexing::default()
                            .set_tokenizer(&tokenizer_name(&name))
                            .set_index_option(IndexRecordOption::WithFreqsAndPositions),
                    );
                    let field = b.add_text_field(&name, options);
                    (l, form, field)
                })
                .collect(),
        };
        (b.build(), fields)
    }

    fn of(schema: &Schema) -> std::result::Result<Fields, tantivy::TantivyError> {
        let f = |name: &str| schema.get_field(name);
        Ok(Fields {
            clause: f("clause")?,
            item: f("item")?,
            part: f("part")?,
            law: f("law")?,
            edition: f("edition")?,
            lang: f("lang")?,
            kind: f("kind")?,
            note_kind: f("note_kind")?,
            anchor: f("anchor")?,
            text: f("text")?,
            source: f("source")?,
            annotation: f("annotation")?,
            group: f("group")?,
            order: f("order")?,
            words: word_fields()
                .into_iter()
                .map(|(l, form, name)| Ok((l, form, f(&name)?)))
                .collect::<std::result::Result<_, tantivy::TantivyError>>()?,
        })
    }

    /// The word fields a record in `lang` is indexed in: the language's stemmed and folded
    /// fields, and `words` (folded only: a word as typed, diacritics aside, scores higher than
    /// another form of it); `words` alone for a language without a stemmer.
    fn for_lang(&self, lang: &str) -> Vec<(Form, Field)> {
        let stemmed = analyzer::stemmer_for(lang).is_some();
        self.words
            .iter()
            .filter(|(l, _, _)| l.is_empty() || (stemmed && l == lang))
            .map(|&(_, form, field)| (form, field))
            .collect()
    }

    /// The field holding every record's words folded only.
    fn all_words(&self) -> Field {
        self.words
            .iter()
            .find(|(l, _, _)| l.is_empty())
            .map(|&(_, _, field)| field)
            .expect("the words field is in every schema")
    }
}

/// How new a record's edition is, from its [`record::doc_order`] place: the edition's ordinal among the
/// corpus's edition ids sorted (higher is newer: `1975` < `2007` < `2017` < `2017r2024`); 0 for
/// a note of an annotations file, which may be written for several editions.
fn edition_rank(place: u64) -> u64 {
    if place >> 63 == 1 {
        0
    } else {
        (place >> 55) & 0xff
    }
}

/// The group of a document's records: `<edition>/<lang>` (`2017/pl`). The notes of annotations
/// files are the group [`NOTES_GROUP`]. The index holds each group in segments of its own, so a
/// change to one document deletes and adds again its group's records alone, and the deleted
/// segments drop out whole (a segment's deleted records would still count in word statistics,
/// and the scores would differ from a fresh build's).
fn group_name(doc: &Document) -> String {
    format!("{}/{}", doc.meta.edition, doc.meta.lang)
}

/// The group of the notes of annotations files (see [`group_name`]).
const NOTES_GROUP: &str = "notes";

/// A group of records as the corpus has it now, with its key: a hash of everything its records
/// are made from (the schema version, lawref's version, the corpus's edition ids, and each of
/// its documents' path and text, or each note).
struct Group<'c> {
    name: String,
    key: String,
    members: Members<'c>,
}

enum Members<'c> {
    Documents(Vec<&'c Document>),
    /// The notes of the annotations files, and the errata of the manifests (with their edition).
    Notes(
        &'c [Annotation],
        Vec<(&'c Edition, &'c crate::corpus::model::Erratum)>,
    ),
}

/// The corpus's edition ids, sorted, for [`record::doc_order`].
fn edition_ids(corpus: &Corpus) -> Vec<&str> {
    let mut ids: Vec<&str> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.as_str())
        .collect();
    ids.sort_unstable();
    ids
}

/// The groups of `corpus`'s records, by name.
fn groups(corpus: &Corpus) -> Vec<Group<'_>> {
    let editions = edition_ids(corpus);
    let base = {
        let mut h = StableHasher::new();
        h.str(&schema_version());
        h.str(env!("CARGO_PKG_VERSION"));
        for e in &editions {
            h.str(e);
        }
        h
    };
    let mut by_name: BTreeMap<String, Vec<&Document>> = BTreeMap::new();
    for d in &corpus.documents {
        by_name.entry(group_name(d)).or_default().push(d);
    }
    let mut out: Vec<Group> = by_name
        .into_iter()
        .map(|(name, docs)| {
            let mut h = base.clone();
            h.str(&name);
            for d in &docs {
                h.str(&d.path);
                h.field(&d.text_hash.to_le_bytes());
            }
            Group {
                name,
                key: format!("{:016x}", h.finish64()),
                members: Members::Documents(docs),
            }
        })
        .collect();
    let errata = corpus_errata(corpus);
    if !corpus.annotations.is_empty() || !errata.is_empty() {
        let mut h = base.clone();
        h.str(NOTES_GROUP);
        for r in note_records(&corpus.annotations, &errata) {
            for s in [
                r.clause.as_str(),
                &r.lang.0,
                &r.anchor,
                &r.text,
                &r.source,
                r.note_kind,
            ]
            .into_iter()
            .chain(r.editions.iter().map(|e| e.0.as_str()))
            .chain(r.annotation.as_deref())
            {
                h.str(s);
            }
        }
        out.push(Group {
            name: NOTES_GROUP.into(),
            key: format!("{:016x}", h.finish64()),
            members: Members::Notes(&corpus.annotations, errata),
        });
    }
    out
}

impl Group<'_> {
    /// The group's records, in corpus order.
    fn records(&self, editions: &[&str]) -> Vec<Record> {
        match &self.members {
            Members::Documents(docs) => docs
                .iter()
                .flat_map(|d| {
                    let e = editions
                        .iter()
                        .position(|e| *e == d.meta.edition.0)
                        .unwrap_or(editions.len());
                    document_records(d, e as u64)
                })
                .collect(),
            Members::Notes(notes, errata) => note_records(notes, errata).collect(),
        }
    }
}

/// Every record of the corpus, group by group ([`groups`]).
fn corpus_records(corpus: &Corpus) -> Vec<Record> {
    let editions = edition_ids(corpus);
    groups(corpus)
        .iter()
        .flat_map(|g| g.records(&editions))
        .collect()
}

/// The languages and editions of `corpus`.
fn corpus_facets(corpus: &Corpus) -> Facets {
    let mut langs = corpus.langs();
    langs.extend(corpus.annotations.iter().map(|a| a.lang.clone()));
    langs.extend(corpus_errata(corpus).iter().map(|(_, e)| e.lang.clone()));
    langs.sort();
    langs.dedup();
    Facets {
        langs: langs.into_iter().map(|l| l.0).collect(),
        editions: corpus
            .editions
            .iter()
            .map(|m| m.edition.0.clone())
            .collect(),
        situations: situations::entries_of(corpus),
        laws: titles::law_titles(corpus),
    }
}

/// The fingerprint of the corpus at `root` as [`build_index`] writes it into
/// [`FINGERPRINT_FILE`]: [`schema_version`] and a hash of the corpus-relative path and the bytes
/// of every file under `laws/` and `translations/` (everything the corpus is loaded from), in
/// path order. It changes whenever such a file is added, removed, moved or changed, and costs one
/// read of the files: no parsing, so a search on a fresh index does not load the corpus. A
/// symbolic link leading out of the corpus, a FIFO or a device is not read
/// ([`crate::util::fsio::walk_corpus`]).
///
/// # Errors
/// [`Error::Io`] when a folder or file cannot be read.
pub(crate) fn corpus_fingerprint(root: &Path) -> Result<String> {
    crate::corpus::fingerprint::files(root, &schema_version())
}

/// [`corpus_fingerprint`] with each file's text hash
/// ([`crate::corpus::fingerprint::files_and_texts`]).
pub(crate) fn corpus_fingerprint_and_texts(
    root: &Path,
) -> Result<(String, std::collections::HashMap<String, u64>)> {
    crate::corpus::fingerprint::files_and_texts(root, &schema_version())
}

/// The fingerprint of a loaded corpus: [`corpus_fingerprint`] of its root; for a corpus made in
/// memory (its root has no `laws/` folder), a hash of every record it indexes instead. A corpus
/// whose files cannot be read any more gets a fingerprint no index has, so its index is rebuilt.
pub fn fingerprint(corpus: &Corpus) -> String {
    loaded_fingerprint(corpus).unwrap_or_else(|e| format!("{} unreadable: {e}", schema_version()))
}

fn loaded_fingerprint(corpus: &Corpus) -> Result<String> {
    if corpus.root.join("laws").is_dir() {
        return corpus_fingerprint(&corpus.root);
    }
    let mut h = StableHasher::new();
    h.str(&schema_version());
    h.str("in memory");
    for r in corpus_records(corpus) {
        let fixed: [&str; 9] = [
            &r.clause,
            r.item.as_deref().unwrap_or("\u{0}"),
            r.part,
            &r.lang.0,
            r.kind,
            r.note_kind,
            &r.anchor,
            &r.text,
            &r.source,
        ];
        for s in fixed
            .into_iter()
            .chain(r.editions.iter().map(|e| e.0.as_str()))
            .chain(r.annotation.as_deref())
        {
            h.str(s);
        }
        h.str(&r.law.to_string());
    }
    Ok(format!("{} {:016x}", schema_version(), h.finish64()))
}

fn index_err(dir: &Path) -> impl Fn(tantivy::TantivyError) -> Error + '_ {
    move |e| Error::Index {
        path: dir.to_path_buf(),
        message: e.to_string(),
    }
}

/// Registers every word field's analyzer with `index`.
fn register(index: &Index) {
    for (lang, form, name) in word_fields() {
        index
            .tokenizers()
            .register(&tokenizer_name(&name), analyzer::analyzer(&lang, form));
    }
}

/// Builds the index of `corpus` in `dir`, replacing what was there.
///
/// The index is written into a new folder beside `dir` and moved into place when complete;
/// `dir`'s parent folders are created as needed. When `dir` holds an index with its groups'
/// keys ([`GROUPS_FILE`]), the new folder starts from its segments and only the groups whose
/// key changed are indexed again (see the module's invariants); if that fails on the way (a
/// damaged index), the index is built whole.
///
/// # Errors
/// [`Error::Io`] when a folder cannot be created or moved, or a corpus file cannot be read for
/// the fingerprint; [`Error::Index`] when tantivy fails.
pub fn build_index(corpus: &Corpus, dir: &Path) -> Result<()> {
    let fp = loaded_fingerprint(corpus)?;
    write_index(corpus, &fp, dir, Reuse::Segments)
}

/// [`build_index`] of a corpus whose fingerprint ([`corpus_fingerprint`]) was `fingerprint`
/// before it was loaded: a file changed while loading then makes the index stale, not wrongly
/// fresh.
///
/// # Errors
/// As [`build_index`].
pub(crate) fn build_index_as(corpus: &Corpus, fingerprint: &str, dir: &Path) -> Result<()> {
    write_index(corpus, fingerprint, dir, Reuse::Segments)
}

/// Whether a build may start from the segments of the index there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reuse {
    /// Yes: only the changed groups are indexed again.
    Segments,
    /// No: the index there failed a search (damaged files), so it is built whole.
    Nothing,
}

fn write_index(corpus: &Corpus, fp: &str, dir: &Path, reuse: Reuse) -> Result<()> {
    let groups = groups(corpus);
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = dir
        .file_name()
        .map_or_else(|| "index".into(), |n| n.to_string_lossy().into_owned());
    fs::create_dir_all(&parent).map_err(|e| Error::io(&parent, e))?;
    remove_leftovers(dir);
    let prefix = format!(".{name}.new-");
    let new_dir = || crate::util::fsio::marked_tempdir(&parent, &prefix);
    // The index there is updated when its groups can be read and its files linked; if anything
    // on the way fails, it is built whole.
    let mut tmp = new_dir()?;
    let old = read_groups(dir).filter(|_| reuse == Reuse::Segments);
    let updated = match &old {
        Some(old) => link_index_files(dir, tmp.path())
            .map_err(|e| Error::io(dir, e))
            .and_then(|()| update_groups(corpus, &groups, old, tmp.path()))
            .is_ok(),
        None => false,
    };
    if !updated {
        if old.is_some() {
            // The update went wrong part of the way: start again in a new folder.
            tmp = new_dir()?;
        }
        update_groups(corpus, &groups, &BTreeMap::new(), tmp.path())?;
    }
    let keys: BTreeMap<&str, &str> = groups
        .iter()
        .map(|g| (g.name.as_str(), g.key.as_str()))
        .collect();
    for (file, text) in [
        (
            FACETS_FILE,
            serde_json::to_string(&corpus_facets(corpus)).expect("facets serialise"),
        ),
        (
            GROUPS_FILE,
            serde_json::to_string(&keys).expect("groups serialise"),
        ),
        (FINGERPRINT_FILE, format!("{fp}\n")),
    ] {
        let path = tmp.path().join(file);
        fs::write(&path, text).map_err(|e| Error::io(&path, e))?;
    }
    let (new, _lock) = tmp.keep();
    replace_dir(new, dir)?;
    crate::util::fsio::unmark(dir);
    Ok(())
}

/// Removes what builds killed (`kill -9`, Ctrl-C) left beside the index folder `dir`
/// (`.lawref/.index.new-XXXXXX`, `.lawref/.index.old-XXXXXX`), each only when it holds lawref's
/// marker and no running build holds its lock ([`crate::util::fsio::remove_leftovers`]). Returns the
/// folders removed.
pub(crate) fn remove_leftovers(dir: &Path) -> Vec<PathBuf> {
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = dir
        .file_name()
        .map_or_else(|| "index".into(), |n| n.to_string_lossy().into_owned());
    crate::util::fsio::remove_leftovers(
        parent,
        &[&format!(".{name}.new-"), &format!(".{name}.old-")],
    )
}

/// The groups' keys an index folder records ([`GROUPS_FILE`]); `None` when there is none or it
/// cannot be read.
fn read_groups(dir: &Path) -> Option<BTreeMap<String, String>> {
    let text = fs::read_to_string(dir.join(GROUPS_FILE)).ok()?;
    serde_json::from_str(&text).ok()
}

/// Makes the new folder `new` hold the index in `dir`: tantivy's segment files as hard links
/// (tantivy never changes a segment file; an update adds files and deletes its own links),
/// its lists of segments and files copied, lawref's own files and tantivy's locks left out.
fn link_index_files(dir: &Path, new: &Path) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(n) = name.to_str() else { continue };
        if !entry.file_type()?.is_file()
            || n.starts_with(".tantivy-")
            || [
                FINGERPRINT_FILE,
                FACETS_FILE,
                GROUPS_FILE,
                crate::util::fsio::TEMP_MARKER,
            ]
            .contains(&n)
        {
            continue;
        }
        let to = new.join(&name);
        if n == "meta.json" || n == ".managed.json" || fs::hard_link(entry.path(), &to).is_err() {
            fs::copy(entry.path(), &to)?;
        }
    }
    Ok(())
}

/// Brings the index in `dir` (empty, or holding the groups `old` with their keys) to the
/// corpus's `groups`: the records of each group that is gone or whose key changed are deleted,
/// then each new or changed group's records are added and committed alone, so that each group
/// has segments of its own. Merging is off for the same reason.
fn update_groups(
    corpus: &Corpus,
    groups: &[Group<'_>],
    old: &BTreeMap<String, String>,
    dir: &Path,
) -> Result<()> {
    let err = index_err(dir);
    let index = if old.is_empty() {
        let (schema, _) = Fields::schema();
        Index::create_in_dir(dir, schema).map_err(&err)?
    } else {
        let index = Index::open_in_dir(dir).map_err(&err)?;
        // An index of another schema (another lawref) is built whole.
        if index.schema() != Fields::schema().0 {
            return Err(Error::Index {
                path: dir.to_path_buf(),
                message: "the index there has another schema".into(),
            });
        }
        index
    };
    register(&index);
    let f = Fields::of(&index.schema()).map_err(&err)?;
    let mut writer: IndexWriter = index.writer_with_num_threads(1, 40_000_000).map_err(&err)?;
    writer.set_merge_policy(Box::new(tantivy::indexer::NoMergePolicy));
    // A group is kept when its key is unchanged and the index has it; every other group the
    // index holds goes (whatever the groups file says: it may have been edited or lost).
    let present = group_names(&index, &f).map_err(&err)?;
    let kept: BTreeSet<&str> = groups
        .iter()
        .filter(|g| old.get(&g.name) == Some(&g.key) && present.contains(&g.name))
        .map(|g| g.name.as_str())
        .collect();
    let mut pending = false;
    for name in &present {
        if !kept.contains(name.as_str()) {
            writer.delete_term(Term::from_field_text(f.group, name));
            pending = true;
        }
    }
    let editions = edition_ids(corpus);
    let progress = crate::util::progress::bar("index", groups.len() - kept.len());
    for g in groups {
        if kept.contains(g.name.as_str()) {
            continue;
        }
        for r in g.records(&editions) {
            writer
                .add_document(tantivy_document(&f, &g.name, &r))
                .map_err(&err)?;
        }
        writer.commit().map_err(&err)?;
        pending = false;
        progress.inc();
    }
    if pending || old.is_empty() {
        writer.commit().map_err(&err)?;
    }
    writer.wait_merging_threads().map_err(&err)?;
    // Every segment opens (an update keeps the old ones: a damaged one fails it here, and the
    // index is built whole instead).
    index.reader().map_err(&err)?;
    Ok(())
}

/// The groups the records of `index` belong to (the terms of the `group` field).
fn group_names(index: &Index, f: &Fields) -> tantivy::Result<BTreeSet<String>> {
    let mut names = BTreeSet::new();
    for segment in index.searchable_segments()? {
        let reader = tantivy::SegmentReader::open(&segment)?;
        let inverted = reader.inverted_index(f.group)?;
        let mut terms = inverted.terms().stream()?;
        while terms.advance() {
            names.insert(String::from_utf8_lossy(terms.key()).into_owned());
        }
    }
    Ok(names)
}

/// A record as a tantivy document of the group `group`.
fn tantivy_document(f: &Fields, group: &str, r: &Record) -> TantivyDocument {
    let mut d = TantivyDocument::new();
    d.add_text(f.clause, &r.clause);
    if let Some(i) = &r.item {
        d.add_text(f.item, i);
    }
    d.add_text(f.part, r.part);
    d.add_u64(f.law, u64::from(r.law));
    for e in &r.editions {
        d.add_text(f.edition, &e.0);
    }
    d.add_text(f.lang, &r.lang.0);
    d.add_text(f.kind, r.kind);
    d.add_text(f.note_kind, r.note_kind);
    d.add_text(f.anchor, &r.anchor);
    d.add_text(f.text, &r.text);
    for (_, field) in f.for_lang(&r.lang.0) {
        d.add_text(field, &r.text);
    }
    d.add_text(f.source, &r.source);
    if let Some(a) = &r.annotation {
        d.add_text(f.annotation, a);
    }
    d.add_text(f.group, group);
    d.add_u64(f.order, r.order);
    d
}

/// Moves the finished folder `new` to `dir` ([`crate::util::fsio::swap_dir`]). Tried a few times,
/// since another `lawref` may be putting its own fresh index in place at the same moment.
fn replace_dir(new: PathBuf, dir: &Path) -> Result<()> {
    let mut last = None;
    for _ in 0..3 {
        match crate::util::fsio::swap_dir(&new, dir) {
            Ok(()) => return Ok(()),
            Err(e) => last = Some(e),
        }
    }
    let _ = fs::remove_dir_all(&new);
    Err(last.expect("tried at least once"))
}

/// Whether the index in `dir` was built from the corpus as it is now: its fingerprint is
/// `fingerprint` (what [`corpus_fingerprint`] or [`fingerprint`] gives) and its facets can be
/// read. `lawref build` leaves such an index as it is.
pub(crate) fn is_fresh(dir: &Path, fingerprint: &str) -> bool {
    read_fingerprint(dir).as_deref() == Some(fingerprint) && read_facets(dir).is_some()
}

fn read_fingerprint(dir: &Path) -> Option<String> {
    fs::read_to_string(dir.join(FINGERPRINT_FILE))
        .ok()
        .map(|s| s.trim_end().to_string())
}

fn read_facets(dir: &Path) -> Option<Facets> {
    let text = fs::read_to_string(dir.join(FACETS_FILE)).ok()?;
    serde_json::from_str(&text).ok()
}

fn open(dir: &Path) -> Result<Index> {
    let index = Index::open_in_dir(dir).map_err(index_err(dir))?;
    register(&index);
    Ok(index)
}

/// Where the corpus of a search comes from: already loaded, or loaded from its folder only when
/// the index has to be built.
enum Source<'a> {
    Loaded(&'a Corpus),
    Root(&'a Path),
}

impl Source<'_> {
    fn build(&self, fp: &str, dir: &Path, reuse: Reuse) -> Result<()> {
        match self {
            Source::Loaded(c) => write_index(c, fp, dir, reuse),
            Source::Root(r) => write_index(&crate::corpus::load::load_corpus(r)?, fp, dir, reuse),
        }
    }
}

/// An index known to be the corpus's, ready to search.
pub struct Searcher<'a> {
    source: Source<'a>,
    fp: String,
    dir: PathBuf,
    /// The corpus's languages and editions, as the index recorded them.
    pub facets: Facets,
}

/// Makes sure the index in `dir` is the corpus's at `root`: when it is missing, or its
/// fingerprint ([`corpus_fingerprint`]) is not the corpus's, or its facets cannot be read, the
/// corpus is loaded and the index built. An up-to-date index costs one read of the corpus files
/// and of two small files in `dir`: the corpus is not parsed.
///
/// # Errors
/// [`Error::Io`] when a corpus file cannot be read; what [`crate::corpus::load::load_corpus`] reports
/// for a bad corpus; as [`build_index`] when the index is built.
pub fn open_fresh<'a>(root: &'a Path, dir: &Path) -> Result<Searcher<'a>> {
    Searcher::new(Source::Root(root), dir)
}

impl<'a> Searcher<'a> {
    fn new(source: Source<'a>, dir: &Path) -> Result<Searcher<'a>> {
        let fp = match &source {
            Source::Loaded(c) => loaded_fingerprint(c),
            Source::Root(r) => corpus_fingerprint(r),
        };
        let fp = match fp {
            Ok(fp) => fp,
            // An unreadable corpus: loading it says what is wrong, in the loader's words.
            Err(e) => {
                if let Source::Root(r) = source {
                    crate::corpus::load::load_corpus(r)?;
                }
                return Err(e);
            }
        };
        let fresh = read_fingerprint(dir).as_deref() == Some(fp.as_str());
        let facets = match read_facets(dir) {
            Some(f) if fresh => f,
            _ => {
                // Stale: only what changed is indexed again. Fresh with its facets unreadable:
                // something is damaged, built whole.
                let reuse = if fresh {
                    Reuse::Nothing
                } else {
                    Reuse::Segments
                };
                source.build(&fp, dir, reuse)?;
                read_facets(dir).unwrap_or_default()
            }
        };
        Ok(Searcher {
            source,
            fp,
            dir: dir.to_path_buf(),
            facets,
        })
    }

    /// Runs `q`. Hits come best first (see [`search`]). An index whose files turn out damaged
    /// (it cannot be opened or searched, or tantivy panics on it) is built again and searched
    /// once more.
    ///
    /// # Errors
    /// [`Error::Index`] when tantivy fails on a freshly built index; as [`build_index`] when the
    /// index is rebuilt. Never for what the query text says.
    pub fn search(&self, q: &Query) -> Result<Vec<Hit>> {
        if q.text.trim().is_empty() {
            return Ok(Vec::new());
        }
        let attempt = || {
            // tantivy panics on some damaged files; the panic is handled here, so keep it quiet.
            let hook = std::panic::take_hook();
            std::panic::set_hook(Box::new(|_| {}));
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                open(&self.dir).and_then(|index| run_query(&index, &self.dir, q))
            }));
            std::panic::set_hook(hook);
            result
        };
        let hits = match attempt() {
            Ok(Ok(hits)) => hits,
            Ok(Err(_)) | Err(_) => {
                self.source.build(&self.fp, &self.dir, Reuse::Nothing)?;
                open(&self.dir).and_then(|index| run_query(&index, &self.dir, q))?
            }
        };
        // A query that is a situation index's term: the entry first, then its clauses.
        situations::put_first(&self.facets.situations, &self.facets.laws, q, hits, |sub| {
            open(&self.dir).and_then(|index| run_query(&index, &self.dir, sub))
        })
    }
}

/// Searches the index in `dir`, building it from `corpus` first when it is missing or stale
/// (its fingerprint is not the corpus's files') or cannot be opened.
///
/// Hits come best first. A query that names a clause or a law (see [`query::law_reference`]:
/// `68B2`, `przepis 70D`, `Правило 67В2`, `Law 68`) puts that clause's records first, then the
/// records of the clauses under it, then the rest of its law, then records whose words match
/// (the texts citing it); a law alone (`Law 68`) puts the law's opening paragraph first, then
/// its text in reading order, then its commentary and notes. Other queries are ranked by BM25
/// over the words, each word looked up in the stemmed and the folded form of every language
/// searched.
///
/// # Errors
/// As [`build_index`] when the index has to be built; [`Error::Index`] when tantivy fails.
/// Never for what the query text says: what cannot be parsed is read as words or left out.
pub fn search(corpus: &Corpus, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    Searcher::new(Source::Loaded(corpus), dir)?.search(q)
}

/// Searches the corpus at `root` with its index in `dir`, as [`search`], loading the corpus
/// only when the index has to be built ([`open_fresh`]).
///
/// # Errors
/// As [`open_fresh`] and [`Searcher::search`].
pub fn search_at(root: &Path, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    open_fresh(root, dir)?.search(q)
}

/// Score of a record of the clause a query names (added to the lower tiers' scores).
const EXACT: f32 = 4000.0;
/// Score of a record of a clause under the one a query names; of a law's text for a law.
const UNDER: f32 = 2000.0;
/// Score of any record of the law a query names.
const SAME_LAW: f32 = 1000.0;
/// Added for a record in the language whose law word the query used (`przepis` → Polish).
const SAME_LANG: f32 = 100.0;

fn run_query(index: &Index, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    let hits = run_query_once(index, dir, q)?;
    if !hits.is_empty() {
        return Ok(hits);
    }
    // Nothing found, and the query has a bare law number among its words (`zrzeczenie 68`): the
    // number is not a word of any text, so read it as the law (`zrzeczenie Law 68`). Only as a
    // second try, so that a number that is a word of the text (`4 gracze`) still is one.
    match query::bare_law_number(&q.text) {
        Some(text) => run_query_once(index, dir, &Query { text, ..q.clone() }),
        None => Ok(hits),
    }
}

// Long: builds the query, runs it, then makes each hit's snippets from the terms it matched.
#[allow(clippy::too_many_lines)]
fn run_query_once(index: &Index, dir: &Path, q: &Query) -> Result<Vec<Hit>> {
    let err = index_err(dir);
    let f = Fields::of(&index.schema()).map_err(&err)?;
    let reader = index
        .reader_builder()
        .reload_policy(ReloadPolicy::Manual)
        .try_into()
        .map_err(&err)?;
    let searcher = reader.searcher();

    // The word fields searched: the language's two, or every language's.
    let lang = q.lang.as_ref().map(|l| l.0.trim().to_lowercase());
    let fields: Vec<Field> = match &lang {
        Some(l) => f.for_lang(l).into_iter().map(|(_, field)| field).collect(),
        None => f.words.iter().map(|&(_, _, field)| field).collect(),
    };
    let mut parser = QueryParser::for_index(index, fields);
    parser.set_conjunction_by_default();
    // A query of no letter or digit (`? ?`, `- -`) is no search: tantivy would read a lone
    // operator as "everything".
    let words = |text: &str| -> Box<dyn TantivyQuery> {
        if !text.chars().any(char::is_alphanumeric) {
            return Box::new(EmptyQuery);
        }
        // A word the index cannot hold (the analyzers drop a word of MAX_WORD_BYTES bytes or
        // more) matches no record: every word must match, so the query matches none, instead of
        // the query without it (a query of such words alone matched every record: attack 32).
        let too_long = |t: &str| {
            t.split(|c: char| !c.is_alphanumeric())
                .any(|w| w.len() >= analyzer::MAX_WORD_BYTES)
        };
        let tokens: Vec<&str> = text.split_whitespace().collect();
        if !tokens.contains(&"OR")
            && tokens
                .iter()
                .any(|t| !(t.len() > 1 && t.starts_with('-')) && too_long(t))
        {
            return Box::new(EmptyQuery);
        }
        let schema = index.schema();
        let is_field = |name: &str| schema.get_field(name).is_ok();
        parser.parse_query_lenient(&query::plain(text, is_field)).0
    };
    let term = |field, value: &str| -> Box<dyn TantivyQuery> {
        Box::new(TermQuery::new(
            Term::from_field_text(field, value),
            IndexRecordOption::Basic,
        ))
    };
    let law_term = |law: u8| -> Box<dyn TantivyQuery> {
        Box::new(TermQuery::new(
            Term::from_field_u64(f.law, u64::from(law)),
            IndexRecordOption::Basic,
        ))
    };
    let constant = |q: Box<dyn TantivyQuery>, score: f32| -> (Occur, Box<dyn TantivyQuery>) {
        (Occur::Should, Box::new(ConstScoreQuery::new(q, score)))
    };
    let all = |qs: Vec<Box<dyn TantivyQuery>>| -> Box<dyn TantivyQuery> {
        Box::new(BooleanQuery::new(
            qs.into_iter().map(|q| (Occur::Must, q)).collect(),
        ))
    };

    // Compatibility forms typed or pasted (a decomposed `ę`, full-width letters) as the index
    // has them: the corpus text is NFC, and NFKC of a query is NFC of its plain letters.
    let typed: String = q.text.nfkc().collect();
    let text_query: Box<dyn TantivyQuery> = match query::law_reference(&typed) {
        Some(r) => {
            let id = r.clause;
            let mut tiers = Vec::new();
            if id.section.is_none() {
                tiers.push(constant(
                    all(vec![law_term(id.law), term(f.part, "preamble")]),
                    EXACT,
                ));
                tiers.push(constant(
                    all(vec![law_term(id.law), term(f.kind, "text")]),
                    UNDER,
                ));
            } else {
                tiers.push(constant(term(f.clause, &id.to_string()), EXACT));
                let under = regex::escape(&id.to_string());
                let pattern = if id.to_string().ends_with(|c: char| c.is_ascii_digit()) {
                    format!("{under}[^0-9].*")
                } else {
                    format!("{under}.+")
                };
                if let Ok(rq) = RegexQuery::from_pattern(&pattern, f.clause) {
                    tiers.push(constant(Box::new(rq), UNDER));
                }
            }
            tiers.push(constant(law_term(id.law), SAME_LAW));
            if let Some(l) = &r.lang {
                tiers.push(constant(
                    all(vec![law_term(id.law), term(f.lang, l)]),
                    SAME_LANG,
                ));
            }
            if r.rest.trim().is_empty() {
                // The records of other laws citing it, after its law's (whose own records stay
                // in reading order).
                tiers.push((
                    Occur::Should,
                    Box::new(BooleanQuery::new(vec![
                        (Occur::Must, words(&r.target)),
                        (Occur::MustNot, law_term(id.law)),
                    ])),
                ));
                Box::new(BooleanQuery::new(tiers))
            } else {
                let mut parts = vec![(Occur::Must, words(&r.rest))];
                parts.extend(tiers);
                Box::new(BooleanQuery::new(parts))
            }
        }
        None => words(&typed),
    };
    let mut clauses: Vec<(Occur, Box<dyn TantivyQuery>)> = vec![(Occur::Must, text_query)];
    if let Some(lang) = &lang {
        clauses.push((Occur::Must, term(f.lang, lang)));
    }
    if let Some(edition) = &q.edition {
        clauses.push((Occur::Must, term(f.edition, edition.0.trim())));
    }
    if let Some(kind) = &q.kind {
        // `annotation` and `text` are record kinds; a note kind (`interpretation` …) is the
        // annotations' own, and `commentary` is both (commentary documents, commentary notes).
        let kind = kind.trim();
        let q: Box<dyn TantivyQuery> = match kind {
            "annotation" | "text" => term(f.kind, kind),
            _ => term(f.note_kind, kind),
        };
        clauses.push((Occur::Must, q));
    }
    let query = BooleanQuery::new(clauses);

    let limit = if q.limit == 0 { DEFAULT_LIMIT } else { q.limit };
    let limit = limit.min(
        usize::try_from(searcher.num_docs())
            .unwrap_or(usize::MAX)
            .max(1),
    );
    // Hits of equal score newest edition first (a clause or law query scores each tier alike:
    // `68B2` gives its 2017 texts before its 2007 ones), then in corpus order ([`record::doc_order`]),
    // wherever an update put them; notes of annotations files after the texts.
    let by_score_then_order =
        TopDocs::with_limit(limit).tweak_score(move |segment: &tantivy::SegmentReader| {
            let order = segment
                .fast_fields()
                .u64("order")
                .map(|c| c.first_or_default_col(u64::MAX));
            move |doc: tantivy::DocId, score: tantivy::Score| {
                let place = order.as_ref().map_or(u64::MAX, |c| c.get_val(doc));
                (score, edition_rank(place), std::cmp::Reverse(place))
            }
        });
    let top: Vec<(tantivy::Score, tantivy::DocAddress)> = searcher
        .search(&query, &by_score_then_order)
        .map_err(&err)?
        .into_iter()
        .map(|((score, _, _), addr)| (score, addr))
        .collect();

    // The query's words in each word field, for marking them in snippets.
    let mut matched: BTreeMap<Field, BTreeSet<Term>> = BTreeMap::new();
    query.query_terms(&mut |t, _| {
        matched.entry(t.field()).or_default().insert(t.clone());
    });
    let mut snippets: BTreeMap<String, SnippetGenerator> = BTreeMap::new();

    let mut hits = Vec::with_capacity(top.len());
    for (score, addr) in top {
        let doc: TantivyDocument = searcher.doc(addr).map_err(&err)?;
        let text_of = |field| {
            doc.get_first(field)
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        };
        let text = text_of(f.text);
        let lang = text_of(f.lang);
        if !snippets.contains_key(&lang) {
            let mut terms = BTreeMap::new();
            // The words of `words` (folded only) are folded-and-stemmed matches too: a language
            // with a stemmer has its own two fields for the marks.
            let stemmed = analyzer::stemmer_for(&lang).is_some();
            for (form, field) in f.for_lang(&lang) {
                if stemmed && field == f.all_words() {
                    continue;
                }
                let mark = match form {
                    Form::Stemmed => analyzer::STEMMED_MARK,
                    Form::Folded | Form::Both => analyzer::FOLDED_MARK,
                };
                for t in matched.get(&field).into_iter().flatten() {
                    if let Some(word) = t.value().as_str() {
                        let freq = searcher.doc_freq(t).map_err(&err)?;
                        if freq > 0 {
                            terms.insert(format!("{mark}{word}"), 1.0 / (1.0 + freq as f32));
                        }
                    }
                }
            }
            let generator = SnippetGenerator::new(
                terms,
                analyzer::analyzer(&lang, Form::Both),
                f.text,
                SNIPPET_BYTES,
            );
            snippets.insert(lang.clone(), generator);
        }
        let snippet = snippets[&lang].snippet(&text);
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
            lang,
            kind: text_of(f.kind),
            note_kind: text_of(f.note_kind),
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
            // A title's last word may be marked: `Wymagane [wyjaśnienie]`.
            let after_word = out
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == ']');
            out.push_str(if after_word { " · " } else { " " });
        }
        out.push_str(&line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snippet_is_one_line_with_titles_set_off() {
        assert_eq!(
            one_line("Definicja zrzeczenia\nJeden.\n  Dwa  trzy.\n"),
            "Definicja zrzeczenia · Jeden. Dwa trzy."
        );
        assert_eq!(one_line("\n(a) x\n"), "(a) x");
        assert_eq!(
            one_line("Wymagane [wyjaśnienie]\nTekst."),
            "Wymagane [wyjaśnienie] · Tekst."
        );
    }
}

//! The site's search, from static files: the search page (`search/index.html`, its script
//! `search.js`), a Pagefind index of the corpus, and the map of clause ids that lets a typed id
//! ("68B2", "68 b 2", "67В2") jump straight to its clause.
//!
//! - **Records** ([`records`]): the records of the command line's index
//!   ([`crate::search::record`]: one per clause of every law text (its title and its own
//!   paragraphs), per opening, closing paragraphs and footnote of a law, per commentary item (and
//!   introduction) and per annotation, each with words), less the manifests' errata and the
//!   notes whose law has no page in their editions. Each links to the place a law page shows it
//!   (`2017/pl/68/index.html#68B2`, relative to the site root) and carries the meta `title`
//!   ("68B2 · Deklaracja lub zrzeczenie się lew"), `clause` (citation form), `law`, `edition`,
//!   `lang` and `kind`, and the filters `lang`, `edition` and `kind`.
//! - **The index** ([`bundle_files`]): Pagefind (`pagefind::api::PagefindIndex`) builds one
//!   bundle per language, `pagefind/<lang>/`. Pagefind's browser side loads one WebAssembly
//!   module, which holds one language's stemmer, per copy of `pagefind.js`; a bundle of several
//!   languages searched through `mergeIndex` would stem every language's query with the first
//!   one's stemmer (and `mergeIndex` skips a second language of the same bundle). So each
//!   language has its own bundle, and the page imports each bundle's `pagefind.js` (a module of
//!   its own, with its own WebAssembly and worker) and merges the hits by score. Pagefind's
//!   ready-made interfaces (`pagefind-ui.js` and the like) are not written: the page has its own.
//! - **The clause map** ([`clause_map`], `search/clauses.json`): for each edition and language,
//!   every clause id of its texts (anchor form, `68D2bi`) and every law with a page (`68`) →
//!   its URL, with the editions in date order and the Cyrillic and Greek look-alikes of section
//!   and item letters ([`crate::letters`]) for the script to read a typed id by.
//! - **The word forms** ([`forms`]): each language's words with the forms the command line's
//!   analyzers give them, beside its bundle and all together in `search/forms.json`.
//!
//! Everything written is deterministic: records in corpus order, maps sorted, and Pagefind's
//! output depends only on the records (a test builds the site twice and compares every byte).
//!
//! Not for: the command line's search (that is [`crate::search`], tantivy: this module reads
//! its record type only, never the index).

use std::collections::BTreeMap;

use askama::Template;
use serde::Serialize;

use super::chrome::{Alt, Head, law_title, owner_label};
use super::html::{escape, head_root, lang_name, root_of};
use super::i18n::{Arg, Ui};
use super::routes::{
    INDEX_STEM, SEARCH_DIR, SEARCH_JS_PATH, bundle_dir, law_dir, law_page, page, parallel_dir,
    search_clause_map, search_titles, variant_page,
};
use crate::corpus::model::{Corpus, Document, Lang, Owner};
use crate::error::{Error, Result};

mod forms;

use forms::word_forms;
pub(crate) use forms::{WORD_FORMS_FILE, every_languages_forms};

/// The search page's script, written to [`SEARCH_JS_PATH`]. It reads the form's state from the
/// URL (`?q=68B2&lang=pl&edition=2017&kind=text`), jumps to a clause id it finds in the clause
/// map, and otherwise searches the chosen languages' Pagefind bundles.
pub(crate) const SEARCH_JS: &str = include_str!("../../../templates/search.js");

/// One search record as Pagefind indexes it: the record both searches share
/// ([`crate::search::record::Record`], which this derefs to: its clause, law, editions,
/// language, kind, words), and where and how the site shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// What is indexed.
    pub record: crate::search::record::Record,
    /// Where it is shown, relative to the site root: `2017/pl/68/index.html#68B2`.
    pub url: String,
    /// What a hit shows as its heading: `68B2 · Deklaracja lub zrzeczenie się lew`.
    pub title: String,
    /// A clause's own title (a section's: `Definicja zrzeczenia`), with which `text` begins:
    /// Pagefind's page shows it in the clause's heading, where its words weigh more.
    pub heading: Option<String>,
}

impl std::ops::Deref for Record {
    type Target = crate::search::record::Record;
    fn deref(&self) -> &Self::Target {
        &self.record
    }
}

/// The records of the whole corpus, in corpus order (documents, then annotations): see the
/// module documentation. Which blocks and notes have a record is the shared rule
/// ([`crate::search::record`]: none without words); an annotation's record is kept only when
/// a page of its law exists in an edition it was written for.
pub fn records(corpus: &Corpus) -> Vec<Record> {
    use rayon::prelude::*;
    let per_document: Vec<Vec<Record>> = corpus
        .documents
        .par_iter()
        .map(|d| document_records(corpus, d))
        .collect();
    let mut out: Vec<Record> = per_document.into_iter().flatten().collect();
    out.extend(
        corpus
            .annotations
            .iter()
            .enumerate()
            .filter_map(|(n, a)| annotation_record(corpus, n, a)),
    );
    out
}

/// The records of one language, in corpus order: what [`records`] gives for it (its Pagefind
/// bundle's).
pub fn records_of(corpus: &Corpus, lang: &Lang) -> Vec<Record> {
    let mut out = Vec::new();
    for d in corpus.documents.iter().filter(|d| &d.meta.lang == lang) {
        out.extend(document_records(corpus, d));
    }
    out.extend(
        corpus
            .annotations
            .iter()
            .enumerate()
            .filter(|(_, a)| &a.lang == lang)
            .filter_map(|(n, a)| annotation_record(corpus, n, a)),
    );
    out
}

/// The record of the `n`th note of the annotations files; `None` when no page of its law
/// exists in an edition it was written for, or it has no words.
fn annotation_record(
    corpus: &Corpus,
    n: usize,
    a: &crate::corpus::model::Annotation,
) -> Option<Record> {
    let law = a.clause.law;
    // The page that shows the note: the law page in the note's language, else the
    // parallel page, in the first edition it was written for that has either.
    let dir = a.editions.iter().find_map(|e| {
        if corpus.langs_of(e, law).contains(&a.lang) {
            Some(law_dir(e, &a.lang, law))
        } else if !corpus.langs_of(e, law).is_empty() {
            Some(parallel_dir(e, law))
        } else {
            None
        }
    })?;
    let record = crate::search::record::annotation_record(n, a)?;
    let edition = a
        .editions
        .iter()
        .find(|e| !corpus.langs_of(e, law).is_empty())
        .cloned()
        .unwrap_or_else(|| a.editions[0].clone());
    Some(Record {
        url: format!("{}#{}", page(&dir), record.anchor),
        title: format!(
            "{} · {}",
            Ui::of(&a.lang.0).m1("record-note-on", "cite", a.clause.to_string()),
            law_title(corpus, &edition, law, &a.lang)
        ),
        heading: None,
        record,
    })
}

/// The records of a document ([`crate::search::record::document_records`]), each with its
/// place on the document's law page, its label and its clause's title.
fn document_records(corpus: &Corpus, d: &Document) -> Vec<Record> {
    let m = &d.meta;
    let law = m.law;
    let page = law_page(&m.edition, &m.lang, law);
    let title = law_title(corpus, &m.edition, law, &m.lang);
    let ui = Ui::of(&m.lang.0);
    // The edition's ordinal only orders the command line's hits; the site keeps corpus order.
    crate::search::record::document_records(d, 0)
        .into_iter()
        .filter_map(|record| {
            // Every record of a document has the block it was made from.
            let owner = record.owner.clone()?;
            let label = match &owner {
                Owner::Item(l, n) => ui.m1("record-commentary-item", "item", format!("{l}.{n}")),
                other => owner_label(ui, other, law),
            };
            let heading = match &owner {
                Owner::Clause(id) => d
                    .law_text()
                    .and_then(|t| t.find(id))
                    .and_then(|c| c.title.clone()),
                _ => None,
            };
            Some(Record {
                heading,
                url: format!("{page}#{}", record.anchor),
                title: format!("{label} · {title}"),
                record,
            })
        })
        .collect()
}

/// One language's Pagefind bundle from its records, as (path relative to the site root, bytes):
/// `pagefind/pl/pagefind.js`, `pagefind/pl/pagefind-entry.json`, `pagefind/pl/wasm.pl.pagefind`,
/// `pagefind/pl/pagefind.pl_….pf_meta`, and the index, fragment and filter files; sorted by path.
/// Each call runs on a runtime of its own.
///
/// A record's text is given to Pagefind HTML-escaped: Pagefind's snippets are the record's
/// words with `<mark>` around the hits, inserted as HTML, and words of an HTML page reach it
/// escaped too.
///
/// # Errors
/// [`Error::Index`] (naming `pagefind/<lang>/`) when Pagefind refuses a record or cannot build
/// the bundle, or the runtime it runs on cannot start.
pub(crate) fn bundle_files(lang: &Lang, records: &[&Record]) -> Result<Vec<(String, Vec<u8>)>> {
    let fail = |message: String| Error::Index {
        path: bundle_dir(lang).into(),
        message,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| fail(format!("cannot start Pagefind's runtime: {e}")))?;
    let bundle = runtime
        .block_on(bundle(lang, records))
        .map_err(|e| fail(format!("language {lang}: {e}")))?;
    let mut files: Vec<(String, Vec<u8>)> = bundle
        .into_iter()
        .map(|(name, bytes)| (format!("{}{name}", bundle_dir(lang)), bytes))
        .collect();
    let forms = serde_json::to_string(&word_forms(lang, records))
        .map_err(|e| fail(format!("the word forms could not be written: {e}")))?;
    files.push((
        format!("{}{WORD_FORMS_FILE}", bundle_dir(lang)),
        forms.into_bytes(),
    ));
    files.sort();
    Ok(files)
}

/// Files of Pagefind's output the site does not use: its ready-made search interfaces.
fn unused(name: &str) -> bool {
    [
        "pagefind-ui.",
        "pagefind-modular-ui.",
        "pagefind-component-ui.",
        "pagefind-highlight.",
    ]
    .iter()
    .any(|p| name.starts_with(p))
}

/// What Pagefind indexes: a law page's records of one kind (its text's clauses, or its
/// commentary's items) as one page, each record a heading with its id (the record's anchor)
/// and its words, so that Pagefind's sub-results give the hits per clause; or a note (an
/// annotation) alone, as a record of its own.
enum Indexed<'r> {
    /// The records of one page and kind, in page order.
    Page(Vec<&'r Record>),
    /// A note.
    Note(&'r Record),
}

/// `records` grouped as Pagefind indexes them ([`Indexed`]): a page's records of one kind
/// together, in the order of their first record.
fn indexed<'r>(records: &[&'r Record]) -> Vec<Indexed<'r>> {
    let mut out: Vec<Indexed<'r>> = Vec::new();
    let mut at: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for &r in records {
        if r.kind == "annotation" {
            out.push(Indexed::Note(r));
            continue;
        }
        let page = r.url.split_once('#').map_or(r.url.as_str(), |(p, _)| p);
        match at.get(&(page, r.kind)) {
            Some(&k) => {
                if let Indexed::Page(v) = &mut out[k] {
                    v.push(r);
                }
            }
            None => {
                at.insert((page, r.kind), out.len());
                out.push(Indexed::Page(vec![r]));
            }
        }
    }
    out
}

/// The HTML Pagefind reads for a page's records of one kind (all of `lang`): meta `title` (the
/// law's title), `law`, `edition`, `lang`, `kind`; the filters `lang`, `edition` and `kind`;
/// then per record an element with the record's anchor as id and its label as
/// `data-pagefind-title` (`68B2`, `Komentarz 68.2`; a sub-result each): an `<h2>` of the
/// clause's title when it has one, else an empty `<div>`; then a paragraph of its words,
/// HTML-escaped.
fn page_html(lang: &Lang, group: &[&Record]) -> String {
    use std::fmt::Write as _;
    let first = group[0];
    let law_title = first
        .title
        .split_once(" · ")
        .map_or(first.title.as_str(), |(_, t)| t);
    let editions = first
        .editions
        .iter()
        .map(|e| e.0.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let mut html = format!("<!DOCTYPE html><html lang=\"{}\"><head>", escape(&lang.0));
    for (key, value) in [
        ("title", law_title),
        ("law", &first.law.to_string()),
        ("edition", &editions),
        ("lang", &lang.0),
        ("kind", first.kind),
    ] {
        let _ = write!(
            html,
            "<meta data-pagefind-meta=\"{key}[content]\" content=\"{}\">",
            escape(value)
        );
    }
    for e in &first.editions {
        let _ = write!(
            html,
            "<meta data-pagefind-filter=\"edition[content]\" content=\"{}\">",
            escape(&e.0)
        );
    }
    let _ = write!(
        html,
        "<meta data-pagefind-filter=\"lang[content]\" content=\"{}\"><meta data-pagefind-filter=\"kind[content]\" content=\"{}\"></head><body>",
        escape(&lang.0),
        first.kind
    );
    for r in group {
        let anchor = r.url.split_once('#').map_or("", |(_, a)| a);
        let label = r
            .title
            .split_once(" · ")
            .map_or(r.title.as_str(), |(l, _)| l);
        // The sub-result's title (`data-pagefind-title`, not indexed: a label's `68B` would
        // match a typed `68`); a clause's own title is its heading's words, where they weigh
        // more, once (`text` begins with it).
        match r.heading.as_deref() {
            Some(t) if r.text.starts_with(t) => {
                let _ = write!(
                    html,
                    "<h2 id=\"{}\" data-pagefind-title=\"{}\">{}</h2><p>{}</p>",
                    escape(anchor),
                    escape(&format!("{label} · {t}")),
                    escape_text(t),
                    escape_text(r.text[t.len()..].trim_start())
                );
            }
            _ => {
                let _ = write!(
                    html,
                    "<div id=\"{}\" data-pagefind-title=\"{}\"></div><p>{}</p>",
                    escape(anchor),
                    escape(label),
                    escape_text(&r.text)
                );
            }
        }
    }
    html.push_str("</body></html>");
    html
}

/// One language's bundle. Errors are Pagefind's messages (its error type is `anyhow`'s, a
/// dependency of Pagefind's, not ours).
async fn bundle(
    lang: &Lang,
    records: &[&Record],
) -> std::result::Result<Vec<(String, Vec<u8>)>, String> {
    use pagefind::api::PagefindIndex;
    use pagefind::options::PagefindServiceConfig;
    let config = PagefindServiceConfig::builder()
        .keep_index_url(true)
        .build();
    let mut index = PagefindIndex::new(Some(config)).map_err(|e| format!("{e:#}"))?;
    for item in indexed(records) {
        match item {
            Indexed::Page(group) => {
                let first = group[0];
                index
                    .add_html_file(None, Some(first.url.clone()), page_html(lang, &group))
                    .await
                    .map_err(|e| format!("{}: {e:#}", first.url))?;
            }
            Indexed::Note(r) => {
                let meta = BTreeMap::from([
                    ("title".to_string(), r.title.clone()),
                    ("clause".to_string(), r.clause.clone()),
                    ("law".to_string(), r.law.to_string()),
                    (
                        "edition".to_string(),
                        r.editions
                            .iter()
                            .map(|e| e.0.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                    ("lang".to_string(), lang.0.clone()),
                    ("kind".to_string(), r.kind.to_string()),
                ]);
                let filters = BTreeMap::from([
                    ("lang".to_string(), vec![lang.0.clone()]),
                    (
                        "edition".to_string(),
                        r.editions.iter().map(|e| e.0.clone()).collect(),
                    ),
                    ("kind".to_string(), vec![r.kind.to_string()]),
                ]);
                index
                    .add_custom_record(
                        r.url.clone(),
                        escape_text(&r.text),
                        lang.0.clone(),
                        Some(meta),
                        Some(filters),
                        None,
                    )
                    .await
                    .map_err(|e| format!("{}: {e:#}", r.url))?;
            }
        }
    }
    let files = index.get_files().await.map_err(|e| format!("{e:#}"))?;
    Ok(files
        .into_iter()
        .filter_map(|f| {
            let name = f.filename.to_string_lossy().replace('\\', "/");
            (!unused(&name)).then_some((name, f.contents))
        })
        .collect())
}

/// `& < >` escaped: the record text as Pagefind expects an HTML page's words.
fn escape_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The map the search page jumps by (`search/clauses.json`): the laws of each edition and
/// language; a clause's place is read from that edition and language's clause address map
/// (`<edition>/<lang>/clauses.json`, [`super::contents::clause_address_maps`]), fetched when a
/// typed id needs it. (Every clause of every text in one file was 3.3 MB on the large corpus,
/// fetched by every search page.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClauseMap {
    /// Edition ids, oldest first (the corpus's date order).
    pub editions: Vec<String>,
    /// Language codes with a page, sorted.
    pub langs: Vec<String>,
    /// Cyrillic and Greek capitals that stand for a Latin section letter (`В` → `B`).
    pub sections: BTreeMap<char, char>,
    /// Cyrillic lower-case letters that stand for a Latin item letter (`а` → `a`).
    pub items: BTreeMap<char, char>,
    /// The law words that may stand before a typed clause id (`przepis 70D`), lower case:
    /// [`crate::xref::law_words`]. Any other word before a number is a search word
    /// (`zrzeczenie 68` searches).
    pub law_words: Vec<&'static str>,
    /// edition → language → law number (`68`) → where the law leads on its page, an anchor
    /// (`68-preamble`, `70A`, `67` for a law with commentary alone): the laws with a page there.
    pub laws: BTreeMap<String, BTreeMap<String, BTreeMap<String, String>>>,
}

/// The jump map of `corpus`: every law with a page, per edition and language, and where it
/// leads (its opening paragraph, `68-preamble`, else its first clause, `70A`, as the command
/// line's first hit for `Law 68`; a law with commentary alone, its heading, `68`).
pub fn clause_map(corpus: &Corpus) -> ClauseMap {
    let mut laws: BTreeMap<String, BTreeMap<String, BTreeMap<String, String>>> = BTreeMap::new();
    for d in &corpus.documents {
        let m = &d.meta;
        let ids = laws
            .entry(m.edition.0.clone())
            .or_default()
            .entry(m.lang.0.clone())
            .or_default();
        // A law leads where the command line's `Law 68` puts its first hit: the law's opening
        // paragraph, else its first clause; a law with commentary alone, its heading.
        match d.law_text() {
            Some(t) => {
                let opening = if t.preamble.is_empty() {
                    t.clauses
                        .first()
                        .map_or_else(|| m.law.to_string(), |c| c.id.anchor())
                } else {
                    format!("{}-preamble", m.law)
                };
                ids.insert(m.law.to_string(), opening);
            }
            None => {
                ids.entry(m.law.to_string())
                    .or_insert_with(|| m.law.to_string());
            }
        }
    }
    let letters = |range: std::ops::RangeInclusive<char>, f: fn(char) -> Option<char>| {
        range
            .filter_map(|c| f(c).filter(|l| *l != c).map(|l| (c, l)))
            .collect::<BTreeMap<_, _>>()
    };
    let mut sections = letters('\u{391}'..='\u{3A9}', crate::letters::latin_section_letter);
    sections.extend(letters(
        '\u{400}'..='\u{42F}',
        crate::letters::latin_section_letter,
    ));
    ClauseMap {
        editions: corpus
            .editions
            .iter()
            .map(|m| m.edition.0.clone())
            .collect(),
        langs: corpus.langs().into_iter().map(|l| l.0).collect(),
        sections,
        items: letters('\u{430}'..='\u{44F}', crate::letters::latin_item_letter),
        law_words: crate::xref::law_words(),
        laws,
    }
}

/// The search page.
#[derive(Template)]
#[template(path = "search.html")]
pub(crate) struct SearchPage {
    /// Head.
    pub head: Head,
    /// The languages with a Pagefind bundle, sorted by code (code, name).
    pub langs: Vec<Alt>,
    /// The editions, newest first.
    pub editions: Vec<String>,
    /// The script's path (`../search.js`).
    pub script: String,
    /// What the page says without JavaScript, as HTML.
    pub nojs: String,
    /// What it says until its script runs, as HTML.
    pub pending: String,
    /// The script's messages ([`script_messages`]).
    pub messages: String,
}

/// The search page (`search/index.html`), its script ([`SEARCH_JS_PATH`]) and the clause map
/// ([`super::routes::search_clause_map`]), with the language filter listing `langs` (the languages with a
/// Pagefind bundle): paths relative to the site root with their bytes. The Pagefind bundles
/// are [`bundle_files`].
///
/// # Errors
/// [`Error::Usage`] when the page's template or the clause map cannot be written (a bug).
pub(crate) fn page_files(corpus: &Corpus, langs: &[&Lang]) -> Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    let map = serde_json::to_string(&clause_map(corpus))
        .map_err(|e| Error::Usage(format!("the clause map could not be written: {e}")))?;
    files.push((search_clause_map(), map.into_bytes()));
    let titles = serde_json::to_string(&title_map(corpus))
        .map_err(|e| Error::Usage(format!("the law titles could not be written: {e}")))?;
    files.push((search_titles(), titles.into_bytes()));
    let langs_all = corpus.langs();
    let all: Vec<&Lang> = langs_all.iter().collect();
    files.push((
        super::routes::search_terms(),
        crate::search::terms::term_bases_json(&corpus.root, &all, &corpus.editions)?.into_bytes(),
    ));
    let mut langs: Vec<&Lang> = langs.to_vec();
    langs.sort();
    langs.dedup();
    let uis = super::chrome::site_ui_langs(corpus);
    for code in &uis {
        let ui = Ui::of(code);
        let head = Head {
            draft: None,
            lang: ui.code().into(),
            title: ui.m("search-title"),
            root: head_root(SEARCH_DIR),
            alternates: Vec::new(),
            description: ui.m("search-description"),
            prefer: String::new(),
            ui,
            variants: super::chrome::variants(&uis, INDEX_STEM),
        };
        let home = format!(
            r#"<a href="{}">{}</a>"#,
            escape(&head.home()),
            escape(&ui.m("home-page"))
        );
        let page = SearchPage {
            nojs: ui.html("search-nojs", &[], &[("home", home.clone())]),
            pending: ui.html(
                "search-pending",
                &[],
                &[
                    ("home", home),
                    ("serve", "<code>lawref serve</code>".to_string()),
                ],
            ),
            messages: script_messages(ui),
            head,
            langs: langs
                .iter()
                .map(|l| Alt {
                    lang: l.0.clone(),
                    href: String::new(),
                    label: lang_name(l),
                })
                .collect(),
            editions: corpus
                .editions
                .iter()
                .rev()
                .map(|m| m.edition.0.clone())
                .collect(),
            script: format!("{}{SEARCH_JS_PATH}", root_of(SEARCH_DIR)),
        };
        let html = page
            .render()
            .map_err(|e| Error::Usage(format!("the search page's template failed: {e}")))?;
        files.push((variant_page(SEARCH_DIR, code), html.into_bytes()));
    }
    files.push((SEARCH_JS_PATH.to_string(), SEARCH_JS.as_bytes().to_vec()));
    Ok(files)
}

/// The search page's law titles (`search/titles.json`): every manifest's title of every law
/// ([`crate::search::titles::LawTitles`]), and the texts and commentaries the corpus holds of
/// it, compact: editions by their place in `editions` (the corpus's order), a title once with
/// every edition that gives it, a language's texts once with their editions, the law pages'
/// address as the template `page` (`{edition}/{lang}/{law}/index.html`, `{law}` two digits). The
/// script expands them back, each edition's in language order, as the manifests list them. On
/// the large corpus (93 laws × 20 languages × 3 editions) this is 0.2 MB, where one object per
/// title and page was 0.8 MB.
#[derive(Debug, Serialize)]
struct SiteTitles {
    page: String,
    editions: Vec<String>,
    laws: Vec<SiteLawTitles>,
}

/// One law of [`SiteTitles`]: `titles` as `[title, lang, [edition places]]`, `texts` and
/// `commentary` as `[lang, [edition places]]`, in order of first appearance.
#[derive(Debug, Serialize)]
struct SiteLawTitles {
    law: u8,
    titles: Vec<(String, String, Vec<usize>)>,
    texts: Vec<(String, Vec<usize>)>,
    commentary: Vec<(String, Vec<usize>)>,
}

/// Every law of every manifest with its titles and its pages, by law number: what the search
/// page matches a query against, as the command line matches the facets' law titles
/// ([`crate::search::titles`]).
fn title_map(corpus: &Corpus) -> SiteTitles {
    let editions: Vec<String> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.clone())
        .collect();
    let place = |e: &str| editions.iter().position(|x| x == e).unwrap_or(usize::MAX);
    let group = |held: Vec<crate::search::titles::Held>| -> Vec<(String, Vec<usize>)> {
        let mut out: Vec<(String, Vec<usize>)> = Vec::new();
        for h in held {
            let at = place(&h.edition);
            match out.iter_mut().find(|(l, _)| *l == h.lang) {
                Some((_, eds)) => eds.push(at),
                None => out.push((h.lang, vec![at])),
            }
        }
        out
    };
    let laws = crate::search::titles::law_titles(corpus)
        .into_iter()
        .map(|l| {
            let mut titles: Vec<(String, String, Vec<usize>)> = Vec::new();
            for t in l.titles {
                let at = place(&t.edition);
                match titles
                    .iter_mut()
                    .find(|(title, lang, _)| *title == t.title && *lang == t.lang)
                {
                    Some((_, _, eds)) => eds.push(at),
                    None => titles.push((t.title, t.lang, vec![at])),
                }
            }
            SiteLawTitles {
                law: l.law,
                titles,
                texts: group(l.texts),
                commentary: group(l.commentary),
            }
        })
        .collect();
    SiteTitles {
        page: super::routes::law_page_template(),
        editions,
        laws,
    }
}

/// The search script's messages in `ui`'s language, as the JSON the search page holds
/// (`<script type="application/json" id="search-messages">`): each a template whose
/// placeholders (`{q}`, `{key}`, `{lang}`, `{edition}`, `{shown}`, `{error}`, `{count}`) the
/// script fills; `hits` has one template per plural category (`one`, `few`, `many`, `other`,
/// as `Intl.PluralRules` names them). `<` is written `\u003c`, so the JSON cannot end the
/// script element.
pub(crate) fn script_messages(ui: Ui) -> String {
    let ph = |name: &str| Arg::from(format!("{{{name}}}"));
    let hits: BTreeMap<&str, String> = ui
        .plural_templates("search-hits", &[("q", ph("q"))])
        .into_iter()
        .collect();
    let value = serde_json::json!({
        "lang": ui.code(),
        "searching": ui.m("search-searching"),
        "noClause": ui.fmt("search-no-clause", &[("key", ph("key"))]),
        "noClauseLang": ui.fmt("search-no-clause-lang", &[("lang", ph("lang"))]),
        "noClauseEdition": ui.fmt("search-no-clause-edition", &[("edition", ph("edition"))]),
        "wordsFound": ui.m("search-words-found"),
        "throughTerms": ui.fmt(
            "search-through-terms",
            &[("concept", ph("concept")), ("terms", ph("terms")), ("lang", ph("lang"))],
        ),
        "noHits": ui.fmt("search-no-hits", &[("q", ph("q"))]),
        "hits": hits,
        "bestShown": ui.fmt("search-best-shown", &[("shown", ph("shown"))]),
        "failed": ui.fmt("search-failed", &[("error", ph("error"))]),
        "entry": ui.m("search-entry"),
        "law": ui.fmt("law-n", &[("law", ph("law"))]),
        "notHere": ui.m("not-in-collection"),
        "notAsked": ui.m("search-title-not-asked"),
        "heldIn": ui.m("search-title-held"),
        "commentaryOnly": ui.m("search-title-commentary"),
        "seeAlso": ui.m("situations-see-also"),
        "kinds": {
            "text": ui.m("kind-text"),
            "commentary": ui.m("kind-commentary"),
            "annotation": ui.m("kind-annotation-one"),
        },
    });
    value.to_string().replace('<', "\\u003c")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_text_is_escaped_as_html_words() {
        assert_eq!(escape_text("a < b & c > d"), "a &lt; b &amp; c &gt; d");
    }
}

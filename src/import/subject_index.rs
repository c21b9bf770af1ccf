//! A book's subject index (a printed "Предметный указатель", "Skorowidz", "Index") read into
//! the situation index's form ([`crate::corpus::situations`], `translations/<lang>/index.yaml`):
//! `lawref import-index`.
//!
//! The kind of document: the pages of a two-level subject index as a web copy of a book gives
//! them, its lines reflowed (real examples: the Russian 1987 book's index pages,
//! `INDEX-ru-1987-subject-index-*` in the development set). Its pieces, in any number on a line:
//! - **an entry with locators**: a term, a dot leader (two dots or more), law numbers separated
//!   by commas (`Дисквалификация игрока........91`, `Неприемлемая = ....19,32,35`). A `=` in the
//!   term stands for the heading word, as the book prints it (kept as it is);
//! - **a reference**: a term, ` - `, the language's "see" or "see also" word, then target terms
//!   each ended by `;` (`Модуляция - см.Нелегальная информация;Приличия;`);
//! - **a heading**: a term with neither (`Контра`): the entries after it, on the lines that
//!   follow, are its subentries;
//! - **a page number** (`- 125` at a line's start) and **a running header** (a line naming the
//!   page: `Все о бридже | страница 47`): residue, reported.
//!
//! Which level an entry is: an entry that opens a line, under a heading, is the heading's
//! subentry (the book's subentries stand on lines of their own, indented); an entry that
//! follows another piece on the same line is a main entry (the reflow glued the book's main
//! entries, set apart in print, to the line before). An entry that opens a line with a `=` but
//! no heading before it on the page (the heading is on an earlier page) is kept as a main entry
//! and listed as a doubt; so is a heading with nothing under it (the page ends) and a piece
//! with no locators that is cut off. Nothing is dropped: every piece is an entry, a reference,
//! a heading, residue or a doubt.
//!
//! Not for: a table of contents (law titles with page numbers, refused by `import::kind`), a
//! law's text.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::corpus::model::{ClauseId, Edition, Lang};

/// The words of a reference in language `lang`'s subject index: "see", then "see also" (each
/// as printed before the targets, the dot kept), from [`crate::lang`]; English's where the
/// language has none there.
fn see_words(lang: &str) -> (&'static [&'static str], &'static [&'static str]) {
    let k = &knowing(lang, |k| !k.index_see.is_empty()).kinds;
    (k.index_see, k.index_see_also)
}

/// The word a running header names its page by in language `lang` (`страница 47`), from
/// [`crate::lang`]; English's where the language has none there.
fn page_word(lang: &str) -> &'static str {
    knowing(lang, |k| !k.page.is_empty()).kinds.page
}

/// Language `lang` where its words `has` what is asked, else English.
fn knowing(
    lang: &str,
    has: impl Fn(&crate::lang::KindWords) -> bool,
) -> &'static crate::lang::Language {
    crate::lang::get(lang)
        .filter(|l| has(&l.kinds))
        .unwrap_or(&crate::lang::en::LANGUAGE)
}

/// An entry read from a book's index.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BookEntry {
    /// The term as printed (`Неприемлемая =`, `= вне очереди`).
    pub term: String,
    /// Its locators (law numbers, or clause ids where the book gives them).
    #[serde(serialize_with = "cites")]
    pub clauses: Vec<ClauseId>,
    /// The terms of its reference ("see", "see also").
    pub see_also: Vec<String>,
    /// Its subentries.
    pub subentries: Vec<BookEntry>,
    /// The 1-based line of the document it starts on.
    pub line: usize,
}

fn cites<S: serde::Serializer>(ids: &[ClauseId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ids.iter().map(ToString::to_string))
}

/// What a book's index page gave.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BookIndex {
    /// The entries, in the document's order (a book's index is in its alphabet's order).
    pub entries: Vec<BookEntry>,
    /// Residue taken out: (line, what, the text).
    pub residue: Vec<(usize, String, String)>,
    /// Doubts: (line, what is doubtful).
    pub doubts: Vec<(usize, String)>,
}

static ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    // A term (no dot leader in it; a dot of its own is followed by a space: `S.O. ....80`), a
    // dot leader, locators (a law number and what may follow it in a clause id), comma
    // separated.
    // A locator that is no clause id (`68.5`, `-1`, `999`) is still read as one, to be listed
    // as a doubt, never left to start the next piece.
    Regex::new(r"^(?P<term>.*?[^.\s](?:\.\s)?)\s*\.{2,}\s*(?P<locs>\d[A-Za-z0-9()]*(?:\.\d+)*(?:\s*,\s*[-+]?\d[A-Za-z0-9()]*(?:\.\d+)*)*)")
        .expect("the entry pattern compiles")
});

static PAGE_NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^-\s*(?P<n>\d{1,4})(?:\s+|$)").expect("compiles"));

enum Piece {
    /// A term, its locators, and those that are no clause id (a page number, a law over 93).
    Entry(String, Vec<ClauseId>, Vec<String>),
    See(String, Vec<String>),
    Heading(String),
}

/// Reads the subject index `text` (one document, any number of pages) of a book in `lang`.
/// Locators are read as clause ids (law numbers in the Russian book); one that is not a law of
/// 1–93 is a doubt, not a clause.
pub fn read_book_index(text: &str, lang: &Lang) -> BookIndex {
    let (see, see_also) = see_words(&lang.0);
    let mut words: Vec<&str> = see_also.iter().chain(see.iter()).copied().collect();
    // The longer words first ("см.также" before "см.").
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let page = page_word(&lang.0);
    let mut r = Reader::default();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let indent = raw.len() - raw.trim_start().len();
        let mut rest = raw.trim();
        if rest.is_empty() {
            continue;
        }
        let lower = rest.to_lowercase();
        if lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w == page)
            && lower.contains(|c: char| c.is_ascii_digit())
            && !ENTRY.is_match(rest)
        {
            r.out
                .residue
                .push((line, "running header".into(), rest.to_string()));
            continue;
        }
        let mut first = true;
        if let Some(m) = PAGE_NUMBER.captures(rest) {
            r.out
                .residue
                .push((line, "page number".into(), m["n"].to_string()));
            rest = rest[m.get(0).map_or(0, |m| m.end())..].trim_start();
            // What follows a page number stands where a new line would.
            first = false;
        }
        while !rest.is_empty() {
            let (piece, used) = next_piece(rest, &words);
            rest = rest[used..].trim_start();
            let at = At {
                line,
                indent,
                first,
            };
            match piece {
                Piece::Entry(term, locs, bad) => r.entry(at, term, locs, bad),
                Piece::See(term, targets) => {
                    r.out.entries.push(BookEntry {
                        term,
                        clauses: Vec::new(),
                        see_also: targets,
                        subentries: Vec::new(),
                        line,
                    });
                    r.heads(indent, false);
                }
                Piece::Heading(term) => r.heading(at, term),
            }
            first = false;
        }
    }
    r.finish()
}

/// Where a piece stands: its 1-based line, the indent of that line, and whether it opens it.
#[derive(Clone, Copy)]
struct At {
    line: usize,
    indent: usize,
    first: bool,
}

/// The state of [`read_book_index`] as it reads the pieces in order.
#[derive(Default)]
struct Reader {
    out: BookIndex,
    /// The heading whose subentries the next line-opening entries are: an index into entries.
    head: Option<usize>,
    /// The indent of the line the heading stands on.
    head_indent: usize,
    /// Whether the heading is an entry with locators (not a bare heading or a reference).
    head_is_entry: bool,
    /// Entries none of whose locators is a clause (each listed as a doubt): (line, term).
    unread: std::collections::HashSet<(usize, String)>,
}

impl Reader {
    /// The last entry pushed is the heading of the line-opening entries after it.
    fn heads(&mut self, indent: usize, is_entry: bool) {
        self.head = Some(self.out.entries.len() - 1);
        self.head_indent = indent;
        self.head_is_entry = is_entry;
    }

    /// An entry with locators: a subentry of the heading, or an entry of its own.
    fn entry(&mut self, at: At, term: String, locs: Vec<ClauseId>, bad: Vec<String>) {
        let line = at.line;
        if locs.is_empty() {
            self.unread.insert((line, term.clone()));
        }
        for b in bad {
            self.out.doubts.push((
                line,
                format!("{term:?}: locator {b:?} is no clause of the Laws (1–93): left out"),
            ));
        }
        let e = BookEntry {
            term,
            clauses: locs,
            see_also: Vec::new(),
            subentries: Vec::new(),
            line,
        };
        // A line-opening entry is a subentry under a heading (a term with no locators, or a
        // reference), or when it holds the heading's `=`, stands indented under it, or comes
        // before it in the alphabet (a book's main entries are in its alphabet's order). After
        // an entry with locators of its own, a line with none of these is a plain list's next
        // entry, or a subentry whose indent the copy lost: read as an entry of its own, and
        // listed as a doubt.
        let under = self.head.filter(|_| at.first).filter(|&h| {
            let hd = &self.out.entries[h];
            let fold = crate::corpus::situations::fold;
            let plain = self.head_is_entry
                && !e.term.contains('=')
                && at.indent <= self.head_indent
                && fold(&e.term) > fold(&hd.term);
            if plain {
                self.out.doubts.push((
                    line,
                    format!(
                        "{:?} opens a line after the entry {:?}, with no '=' and no indent: read as an entry of its own, not its subentry",
                        e.term, hd.term
                    ),
                ));
            }
            !plain
        });
        if let Some(h) = under {
            self.out.entries[h].subentries.push(e);
            return;
        }
        if at.first && e.term.contains('=') {
            self.out.doubts.push((
                line,
                format!(
                    "{:?} opens the page with '=' and no heading before it (the heading is on an earlier page): kept as an entry of its own",
                    e.term
                ),
            ));
        }
        self.out.entries.push(e);
        self.heads(at.indent, true);
    }

    /// A term with neither locators nor a reference: a heading, or a doubt.
    fn heading(&mut self, at: At, term: String) {
        if !term.chars().any(char::is_alphabetic) {
            self.out.doubts.push((
                at.line,
                format!("{term:?} is no term (it has no letter): left out"),
            ));
        } else if term.starts_with('=') || (at.first && self.head.is_some()) {
            self.out.doubts.push((
                at.line,
                format!("{term:?} has no locators (cut off?): left out"),
            ));
        } else {
            self.out.entries.push(BookEntry {
                term,
                clauses: Vec::new(),
                see_also: Vec::new(),
                subentries: Vec::new(),
                line: at.line,
            });
            self.heads(at.indent, false);
        }
    }

    /// The index read: entries with nothing left (locators outside the Laws, headings with
    /// nothing under them) taken out as doubts, the doubts in line order.
    fn finish(mut self) -> BookIndex {
        let mut kept = Vec::new();
        for e in std::mem::take(&mut self.out.entries) {
            if e.clauses.is_empty() && e.see_also.is_empty() && e.subentries.is_empty() {
                self.out.doubts.push((
                    e.line,
                    if self.unread.contains(&(e.line, e.term.clone())) {
                        format!(
                            "{:?} has no locator left that is a clause of the Laws: left out",
                            e.term
                        )
                    } else {
                        format!(
                            "heading {:?} has no entries under it on these pages: left out",
                            e.term
                        )
                    },
                ));
            } else {
                kept.push(e);
            }
        }
        self.out.entries = kept;
        self.out.doubts.sort();
        self.out
    }
}

/// The next piece of `s` and the bytes it took.
fn next_piece(s: &str, see_words: &[&str]) -> (Piece, usize) {
    // A reference, when " - <see word>" comes before any dot leader.
    let leader = s.find("..").unwrap_or(s.len());
    // The reference that comes first (the longest word where two start together).
    let found = see_words
        .iter()
        .filter_map(|w| {
            let marker = format!(" - {w}");
            s.find(&marker)
                .map(|at| (at, std::cmp::Reverse(marker.len()), marker))
        })
        .min();
    if let Some((at, _, marker)) = found.filter(|(a, _, _)| *a < leader) {
        {
            let term = s[..at].trim().to_string();
            let mut pos = at + marker.len();
            let mut targets = Vec::new();
            loop {
                let rest = &s[pos..];
                let Some(semi) = rest.find(';') else { break };
                let target = rest[..semi].trim();
                // A target never holds a dot leader or another reference: that is the next
                // piece.
                if target.contains("..")
                    || see_words
                        .iter()
                        .any(|w| target.contains(&format!(" - {w}")))
                {
                    break;
                }
                if !target.is_empty() {
                    targets.push(target.to_string());
                }
                pos += semi + 1;
            }
            return (Piece::See(term, targets), pos);
        }
    }
    if let Some(m) = ENTRY.captures(s) {
        let mut locs = Vec::new();
        let mut bad = Vec::new();
        for l in m["locs"].split(',') {
            match l.trim().parse::<ClauseId>() {
                Ok(id) => locs.push(id),
                Err(_) => bad.push(l.trim().to_string()),
            }
        }
        let used = m.get(0).map_or(s.len(), |m| m.end());
        return (Piece::Entry(m["term"].trim().to_string(), locs, bad), used);
    }
    (Piece::Heading(s.trim().to_string()), s.len())
}

#[derive(Serialize)]
struct YamlIndex<'a> {
    lang: &'a str,
    entries: Vec<YamlEntry>,
}

#[derive(Serialize)]
struct YamlEntry {
    term: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    see_also: Vec<String>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    clauses: BTreeMap<String, Vec<String>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    subentries: Vec<YamlEntry>,
}

fn yaml_entry(e: &BookEntry, edition: &Edition) -> YamlEntry {
    let mut clauses = BTreeMap::new();
    if !e.clauses.is_empty() {
        clauses.insert(
            edition.0.clone(),
            e.clauses.iter().map(ToString::to_string).collect(),
        );
    }
    YamlEntry {
        term: e.term.clone(),
        see_also: e.see_also.clone(),
        clauses,
        subentries: e
            .subentries
            .iter()
            .map(|s| yaml_entry(s, edition))
            .collect(),
    }
}

/// `index` as the text of `translations/<lang>/index.yaml`, its clauses given for `edition`
/// (the book's), with a comment naming the source document and its SHA-256.
pub(crate) fn to_yaml(
    index: &BookIndex,
    lang: &Lang,
    edition: &Edition,
    source: &str,
    sha256: &str,
) -> String {
    let doc = YamlIndex {
        lang: &lang.0,
        entries: index
            .entries
            .iter()
            .map(|e| yaml_entry(e, edition))
            .collect(),
    };
    let body = serde_yaml::to_string(&doc).expect("an index serialises");
    format!(
        "# Imported by lawref import-index from {source} (sha256 {sha256}): a book's subject index,\n# its locators read as the {edition} edition's laws and clauses.\n{body}"
    )
}

/// See-also terms that are no entry of `index` are taken out of `see_also` (the validator
/// refuses them, and a page of a book names terms of its other pages), each listed as a doubt;
/// an entry left with nothing is taken out too, with a doubt.
fn drop_unknown_targets(index: &mut BookIndex) {
    let terms: std::collections::BTreeSet<String> = index
        .entries
        .iter()
        .map(|e| crate::corpus::situations::fold(&e.term))
        .collect();
    for e in &mut index.entries {
        let line = e.line;
        let term = e.term.clone();
        e.see_also.retain(|t| {
            let known = terms.contains(&crate::corpus::situations::fold(t));
            if !known {
                index.doubts.push((
                    line,
                    format!("{term:?}: see-also term {t:?} is no entry of this document: left out"),
                ));
            }
            known
        });
    }
    let (kept, empty): (Vec<BookEntry>, Vec<BookEntry>) = std::mem::take(&mut index.entries)
        .into_iter()
        .partition(|e| !(e.clauses.is_empty() && e.see_also.is_empty() && e.subentries.is_empty()));
    for e in empty {
        index.doubts.push((
            e.line,
            format!("{:?} refers only to terms of other pages: left out", e.term),
        ));
    }
    index.entries = kept;
    index.doubts.sort();
}

/// The rule `import-index --out` is written by ([`crate::util::fsio::OutputFile`]): a regular
/// file or nothing, not the document read, in the corpus only `translations/<lang>/index.yaml` of
/// the index's own language, and over an existing file only when it was imported from the same
/// document ([`ImportedIndex::made_the_same`]) or with `replace` (`--replace`), so a curated
/// index is never replaced by accident.
pub(crate) fn out_rule<'a>(
    root: &'a std::path::Path,
    document: &'a std::path::PathBuf,
    lang: &Lang,
    replace: bool,
) -> crate::util::fsio::OutputFile<'a> {
    crate::util::fsio::OutputFile {
        flag: "--out",
        corpus: root,
        inputs: std::slice::from_ref(document),
        corpus_file: Some(
            root.join("translations")
                .join(&lang.0)
                .join(crate::corpus::situations::INDEX_FILE),
        ),
        replace,
    }
}

/// What [`import_file`] gives: the index file's text and the report.
pub struct ImportedIndex {
    /// The text of `translations/<lang>/index.yaml`.
    pub yaml: String,
    /// What was read.
    pub index: BookIndex,
    /// The report, one line each: `file:line: residue (page number): 125`,
    /// `file:line: doubt: …`.
    pub report: String,
    /// The SHA-256 of the document's bytes, 64 lower-case hex digits (in the index file's
    /// header comment).
    pub sha256: String,
}

impl ImportedIndex {
    /// Whether `old` (a file's bytes) is an index imported from the same document: its header
    /// comment, as [`to_yaml`] writes it, names this document's SHA-256.
    pub(crate) fn made_the_same(&self, old: &[u8]) -> bool {
        let head = old.split(|b| *b == b'\n').next().unwrap_or_default();
        let head = String::from_utf8_lossy(head);
        head.starts_with("# Imported by lawref import-index from ")
            && head.contains(&format!("(sha256 {})", self.sha256))
    }
}

/// Reads the subject index in `path` (a book's index pages as plain text; encoding detected as
/// import's, or `forced`) in `lang`, its locators read as `edition`'s, into the text of a
/// situation index, checked as the corpus loads it ([`crate::corpus::situations::parse_index`] against
/// `corpus`'s manifests and texts).
///
/// # Errors
/// [`crate::Error::Io`] or an input error when the file cannot be read or decoded; the checks'
/// errors (at `translations/<lang>/index.yaml`, line and column of the text made) when the
/// result does not load, e.g. a locator that is no law of the edition.
pub fn import_file(
    corpus: &crate::corpus::model::Corpus,
    path: &std::path::Path,
    lang: &Lang,
    edition: &Edition,
    forced: Option<&'static encoding_rs::Encoding>,
) -> crate::Result<ImportedIndex> {
    let name = path.display().to_string();
    let bytes = crate::util::fsio::read_regular(path).map_err(|e| e.into_error(&name, path))?;
    let file_name = path
        .file_name()
        .map_or_else(|| name.clone(), |n| n.to_string_lossy().into_owned());
    import_bytes(corpus, &name, &file_name, &bytes, lang, edition, forced)
}

/// [`import_file`] on a document's bytes: `name` names it in the report, `file_name` in the
/// index file's comment.
///
/// # Errors
/// As [`import_file`], but for reading the file.
pub fn import_bytes(
    corpus: &crate::corpus::model::Corpus,
    name: &str,
    file_name: &str,
    bytes: &[u8],
    lang: &Lang,
    edition: &Edition,
    forced: Option<&'static encoding_rs::Encoding>,
) -> crate::Result<ImportedIndex> {
    let decoded = super::decode::decode(name, bytes, forced)?;
    // A control character is in no index of a book; the index file would carry it to the site.
    let text = &*crate::corpus::chars::normalise_line_ends(&decoded.text);
    if let Some((at, c)) = crate::corpus::chars::first_control(text) {
        return Err(crate::error::InputError::at_offset(
            name,
            text,
            at,
            format!(
                "control character {} in the index: no book's index holds one, and a situation index holds none",
                crate::corpus::chars::control_name(c)
            ),
        )
        .with_help("delete it (an editor may show it as ^[ or a box)")
        .into());
    }
    let mut index = read_book_index(text, lang);
    drop_unknown_targets(&mut index);
    if index.entries.is_empty() {
        return Err(crate::Error::Usage(format!(
            "{}: no entry of a subject index was read ({} doubts, {} pieces of residue): nothing written",
            crate::error::terminal_text(name),
            index.doubts.len(),
            index.residue.len()
        )));
    }
    let sha = super::sha256_hex(bytes);
    let yaml = to_yaml(&index, lang, edition, file_name, &sha);
    let rel = format!(
        "translations/{lang}/{}",
        crate::corpus::situations::INDEX_FILE
    );
    crate::corpus::situations::parse_index(&rel, &yaml, &corpus.editions, &corpus.documents)
        .map_err(crate::Error::from_many)?;
    let mut report = String::new();
    for (line, what, text) in &index.residue {
        report.push_str(&format!("{name}:{line}: residue ({what}): {text}\n"));
    }
    for (line, what) in &index.doubts {
        report.push_str(&format!("{name}:{line}: doubt: {what}\n"));
    }
    report.push_str(&format!(
        "{name}: {} entries ({} subentries), {} residue, {} doubts\n",
        index.entries.len(),
        index
            .entries
            .iter()
            .map(|e| e.subentries.len())
            .sum::<usize>(),
        index.residue.len(),
        index.doubts.len()
    ));
    Ok(ImportedIndex {
        yaml,
        index,
        report,
        sha256: sha,
    })
}

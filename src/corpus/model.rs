//! The data model every stage shares: editions, languages, clause ids, the clause tree of a law,
//! commentary items, documents and the corpus.
//!
//! This module holds types and their textual forms only (parsing and printing clause ids). It reads
//! no files: `load` and `parse` build these values, later stages only read them.
//!
//! Terms are those of the Laws of Duplicate Bridge: a **law** (1–93) has **sections** (A, B …),
//! a section has **subsections** (1, 2 …), a subsection has **items** ((a), (b) …) and an item has
//! **sub-items** ((i), (ii) …). A law may open with an untitled paragraph (the preamble), close with
//! paragraphs after its last section, and carry footnotes (a mark such as `*` in the text).

use std::collections::BTreeSet;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The highest law number of every edition so far (2007 and 2017 both have Laws 1–93).
pub(crate) const MAX_LAW: u8 = 93;

/// An edition of the Laws, by its id as written in `laws/<id>.yaml` and in URLs: `"2007"`, `"2017"`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Edition(pub String);

impl Edition {
    /// Whether `s` has the form of an edition id: letters and digits only, not empty (it is a
    /// path segment, and a diff URL joins two ids with `-`): `2017`, `2017r2024`.
    pub(crate) fn is_id(s: &str) -> bool {
        !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric())
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A language, by its ISO 639-1 code as used in paths and `lang` attributes: `"pl"`, `"nl"`, `"ru"`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Lang(pub String);

impl Lang {
    /// Whether `s` has the form of a language code as the corpus writes one: two lower-case
    /// ASCII letters (ISO 639-1: `pl`, `nl`), or three (ISO 639-2/3) for a language without a
    /// two-letter code. `PL`, `pl-PL` and `../x` are not.
    pub(crate) fn is_code(s: &str) -> bool {
        (2..=3).contains(&s.len()) && s.chars().all(|c| c.is_ascii_lowercase())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a document holds: the text of a law, or commentary on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The text of the law itself.
    Text,
    /// Numbered commentary items (`68.1`, `68.2` …) on a law, such as the Russian 2007 commentary.
    Commentary,
}

impl Kind {
    /// `"text"` or `"commentary"`, as in front matter and the index.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Commentary => "commentary",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Kind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "text" => Ok(Kind::Text),
            "commentary" => Ok(Kind::Commentary),
            other => Err(format!(
                "unknown kind {other:?} (expected text or commentary)"
            )),
        }
    }
}

/// The id of a clause in the Laws' citation form, e.g. `68`, `68D`, `68D2`, `68D2(b)`, `68D2(b)(i)`.
///
/// Levels below the law are optional but ordered: a sub-item needs an item. A section may be
/// missing where a law numbers its subsections directly, and a subsection may be missing where a
/// section letters its items directly (`40B(a)`), as some laws do.
///
/// Two printed forms, both parsed by [`ClauseId::from_str`] and [`ClauseId::from_anchor`]:
/// - citation form (`Display`): `68D2(b)(i)`;
/// - anchor form ([`ClauseId::anchor`]): `68D2bi`, used as the HTML `id` and URL fragment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ClauseId {
    /// Law number, 1–93.
    pub law: u8,
    /// Section letter, upper-case Latin (`'A'`…`'Z'`).
    pub section: Option<char>,
    /// Subsection number, 1 and up.
    pub subsection: Option<u16>,
    /// Item letter, lower-case Latin (`'a'`…`'z'`).
    pub item: Option<char>,
    /// Sub-item number (the value of its lower-case roman numeral: (iv) is 4).
    pub subitem: Option<u16>,
}

/// Hashed as one number, every field packed into 86 bits without overlap (so equal ids, and only
/// they, give the same number): a map keyed by clause hashes one value, not five optional fields
/// (a site build looks up clauses by id some millions of times).
impl std::hash::Hash for ClauseId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // A char is below 2^21 and a u16 below 2^16: with 0 for none, 22 and 17 bits.
        let letter = |c: Option<char>| c.map_or(0, |c| u128::from(c) + 1);
        let number = |n: Option<u16>| n.map_or(0, |n| u128::from(n) + 1);
        state.write_u128(
            u128::from(self.law)
                | letter(self.section) << 8
                | number(self.subsection) << 30
                | letter(self.item) << 47
                | number(self.subitem) << 69,
        );
    }
}

/// A clause id that could not be parsed, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{input:?} is not a clause id ({reason}); expected the form 68D2(b)(i)")]
pub struct ClauseIdError {
    /// The text that failed to parse.
    pub input: String,
    /// What was wrong with it.
    pub reason: &'static str,
}

impl ClauseId {
    /// The clause id of a whole law. Panics never; the number is not range-checked here
    /// (see [`ClauseId::from_str`] for the checked way in).
    pub fn law(law: u8) -> Self {
        ClauseId {
            law,
            section: None,
            subsection: None,
            item: None,
            subitem: None,
        }
    }

    /// The level of the deepest part present.
    pub fn level(&self) -> Level {
        if self.subitem.is_some() {
            Level::SubItem
        } else if self.item.is_some() {
            Level::Item
        } else if self.subsection.is_some() {
            Level::Subsection
        } else if self.section.is_some() {
            Level::Section
        } else {
            Level::Law
        }
    }

    /// The enclosing clause (68D2(b) for 68D2(b)(i)); `None` for a whole law.
    pub fn parent(&self) -> Option<ClauseId> {
        let mut p = *self;
        if p.subitem.take().is_some()
            || p.item.take().is_some()
            || p.subsection.take().is_some()
            || p.section.take().is_some()
        {
            Some(p)
        } else {
            None
        }
    }

    /// This id and each enclosing one, deepest first, ending with the whole law.
    pub(crate) fn ancestry(&self) -> impl Iterator<Item = ClauseId> {
        std::iter::successors(Some(*self), |c| c.parent())
    }

    /// The anchor form: the citation form without parentheses, `68D2bi` for `68D2(b)(i)`.
    pub fn anchor(&self) -> String {
        self.write(false)
    }

    /// The last part alone as printed in the text: `D`, `2`, `(b)`, `(i)`; the law number for a law.
    pub fn marker(&self) -> String {
        match self.level() {
            Level::Law => self.law.to_string(),
            Level::Section => self.section.map(String::from).unwrap_or_default(),
            Level::Subsection => self.subsection.map(|n| n.to_string()).unwrap_or_default(),
            Level::Item => format!("({})", self.item.unwrap_or('?')),
            Level::SubItem => format!("({})", roman(self.subitem.unwrap_or(0))),
        }
    }

    fn write(&self, parens: bool) -> String {
        let mut s = self.law.to_string();
        if let Some(c) = self.section {
            s.push(c);
        }
        if let Some(n) = self.subsection {
            s.push_str(&n.to_string());
        }
        let (open, close) = if parens { ("(", ")") } else { ("", "") };
        if let Some(c) = self.item {
            s.push_str(open);
            s.push(c);
            s.push_str(close);
        }
        if let Some(n) = self.subitem {
            s.push_str(open);
            s.push_str(&roman(n));
            s.push_str(close);
        }
        s
    }

    /// Parses the anchor form `68D2bi` (also accepts the citation form).
    ///
    /// In the anchor form the first letter after a subsection number is the item and any letters
    /// after it are the sub-item's roman numeral, so `68D2bi` is 68D2(b)(i) and `68D2i` is 68D2(i).
    ///
    /// # Errors
    /// [`ClauseIdError`] when the text is not of that form or the law is outside 1–93.
    pub fn from_anchor(s: &str) -> Result<Self, ClauseIdError> {
        Self::parse(s, false)
    }

    fn parse(input: &str, require_parens: bool) -> Result<Self, ClauseIdError> {
        let err = |reason| ClauseIdError {
            input: input.to_string(),
            reason,
        };
        let b = input.as_bytes();
        let mut i = 0;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == 0 || i > 2 {
            return Err(err("it must begin with a law number of one or two digits"));
        }
        let law: u8 = input[..i].parse().map_err(|_| err("bad law number"))?;
        if !(1..=MAX_LAW).contains(&law) {
            return Err(err("the law number must be 1–93"));
        }
        let mut id = ClauseId::law(law);
        if i < b.len() && b[i].is_ascii_uppercase() {
            id.section = Some(b[i] as char);
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i > start {
            let n: u16 = input[start..i]
                .parse()
                .map_err(|_| err("bad subsection number"))?;
            if n == 0 {
                return Err(err("subsection numbers start at 1"));
            }
            id.subsection = Some(n);
        }
        let rest = &input[i..];
        if rest.is_empty() {
            return Ok(id);
        }
        if rest.starts_with('(') || require_parens {
            // (b)(i)
            let mut parts = Vec::new();
            let mut r = rest;
            while !r.is_empty() {
                let inner = r
                    .strip_prefix('(')
                    .and_then(|x| x.split_once(')'))
                    .ok_or_else(|| err("items must be written in parentheses, as (b)(i)"))?;
                parts.push(inner.0);
                r = inner.1;
            }
            match parts.as_slice() {
                [item] => id.item = Some(item_letter(item).ok_or_else(|| err("bad item letter"))?),
                [item, sub] => {
                    id.item = Some(item_letter(item).ok_or_else(|| err("bad item letter"))?);
                    id.subitem = Some(parse_roman(sub).ok_or_else(|| err("bad sub-item numeral"))?);
                }
                _ => return Err(err("at most an item and a sub-item may follow")),
            }
        } else {
            let mut chars = rest.chars();
            let item = chars.next().and_then(|c| item_letter(&c.to_string()));
            id.item = Some(item.ok_or_else(|| err("bad item letter"))?);
            let sub = chars.as_str();
            if !sub.is_empty() {
                id.subitem = Some(parse_roman(sub).ok_or_else(|| err("bad sub-item numeral"))?);
            }
        }
        Ok(id)
    }
}

fn item_letter(s: &str) -> Option<char> {
    let mut c = s.chars();
    match (c.next(), c.next()) {
        (Some(l), None) if l.is_ascii_lowercase() => Some(l),
        _ => None,
    }
}

/// Parses the citation form `68D2(b)(i)`.
///
/// # Errors
/// [`ClauseIdError`] when the text is not of that form or the law is outside 1–93.
impl FromStr for ClauseId {
    type Err = ClauseIdError;
    fn from_str(s: &str) -> Result<Self, ClauseIdError> {
        ClauseId::parse(s, true)
    }
}

impl fmt::Display for ClauseId {
    /// The citation form, `68D2(b)(i)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(true))
    }
}

/// The depth of a clause in a law.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A whole law (68).
    Law,
    /// A lettered section (68D).
    Section,
    /// A numbered subsection (68D2).
    Subsection,
    /// A lettered item (68D2(b)).
    Item,
    /// A roman-numbered sub-item (68D2(b)(i)).
    SubItem,
}

/// Lower-case roman numeral of 1–3999 (`4` → `"iv"`); empty for 0.
pub fn roman(mut n: u16) -> String {
    const TABLE: [(u16, &str); 13] = [
        (1000, "m"),
        (900, "cm"),
        (500, "d"),
        (400, "cd"),
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    ];
    let mut s = String::new();
    for (v, r) in TABLE {
        while n >= v {
            s.push_str(r);
            n -= v;
        }
    }
    s
}

/// The value of a lower-case roman numeral in canonical form (`"iv"` → 4); `None` otherwise.
pub(crate) fn parse_roman(s: &str) -> Option<u16> {
    if s.is_empty() || s.len() > 15 {
        return None;
    }
    let val = |c| match c {
        'i' => Some(1u16),
        'v' => Some(5),
        'x' => Some(10),
        'l' => Some(50),
        'c' => Some(100),
        'd' => Some(500),
        'm' => Some(1000),
        _ => None,
    };
    let digits: Option<Vec<u16>> = s.chars().map(val).collect();
    let digits = digits?;
    let mut total = 0i32;
    for (i, d) in digits.iter().enumerate() {
        if digits.get(i + 1).is_some_and(|n| n > d) {
            total -= i32::from(*d);
        } else {
            total += i32::from(*d);
        }
    }
    let total = u16::try_from(total).ok().filter(|t| *t > 0)?;
    (roman(total) == s).then_some(total)
}

/// A run of inline content inside a paragraph.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Inline {
    /// Plain text, NFC-normalised, with soft line breaks turned into spaces.
    Text(String),
    /// A footnote mark in the text (`*` in "normalnego*"), pointing at the footnote with that mark.
    NoteRef(String),
}

/// A paragraph of law text or commentary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paragraph {
    /// The paragraph's position among all paragraphs of its document, 0-based, in reading order.
    /// References and search records point at paragraphs by this number.
    pub seq: usize,
    /// 1-based line in the corpus file where the paragraph starts.
    pub line: usize,
    /// The content.
    pub inlines: Vec<Inline>,
}

impl Paragraph {
    /// The paragraph as plain text, footnote marks included as written (`normalnego*`).
    pub fn plain_text(&self) -> String {
        let mut s = String::new();
        for i in &self.inlines {
            match i {
                Inline::Text(t) | Inline::NoteRef(t) => s.push_str(t),
            }
        }
        s
    }
}

/// A numbered clause of a law with its own text and its sub-clauses, in document order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clause {
    /// The clause's id, e.g. `68D2(b)`.
    pub id: ClauseId,
    /// A section's title ("Definicja zrzeczenia"); `None` for clauses without one.
    pub title: Option<String>,
    /// 1-based line in the corpus file where the clause starts.
    pub line: usize,
    /// The clause's own paragraphs, before its first sub-clause.
    pub paragraphs: Vec<Paragraph>,
    /// Sub-clauses in order (subsections of a section, items of a subsection …).
    pub children: Vec<Clause>,
    /// Paragraphs after the sub-clauses that still belong to this clause (a closing sentence).
    pub after: Vec<Paragraph>,
}

impl Clause {
    /// This clause and all clauses below it, depth first, in document order.
    pub fn walk(&self) -> Vec<&Clause> {
        let mut out = Vec::new();
        self.walk_into(&mut out);
        out
    }

    /// [`Clause::walk`] onto the end of `out` (one list for a whole text, not one per clause).
    fn walk_into<'a>(&'a self, out: &mut Vec<&'a Clause>) {
        out.push(self);
        for c in &self.children {
            c.walk_into(out);
        }
    }
}

/// A footnote of a law: its mark as used in the text (`*`) and its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Footnote {
    /// The mark, as in the text: `*`, `**`, `1`.
    pub mark: String,
    /// 1-based line in the corpus file.
    pub line: usize,
    /// The footnote's text.
    pub paragraphs: Vec<Paragraph>,
}

/// The text of one law in one language and edition, as a clause tree.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LawText {
    /// The untitled opening paragraphs, before the first section.
    pub preamble: Vec<Paragraph>,
    /// Top-level clauses: sections, or subsections where the law has no sections.
    pub clauses: Vec<Clause>,
    /// Paragraphs that close the law after its last section (written after `---` in the corpus).
    pub closing: Vec<Paragraph>,
    /// Footnotes, in order.
    pub footnotes: Vec<Footnote>,
    /// The footnotes' numbers by mark and the clauses' places by id, made on first use from
    /// `footnotes` and `clauses` (which do not change once parsed), so that a lookup
    /// ([`LawText::footnote_number`], [`LawText::find`]) is O(1) however many the law has.
    #[serde(skip)]
    pub(crate) index: TextIndex,
}

/// [`LawText`]'s index: made once, on first use; not part of the text (every index is equal
/// to every other, and a clone starts without one).
#[derive(Default)]
pub(crate) struct TextIndex(std::sync::OnceLock<TextIndexMaps>);

/// What [`TextIndex`] holds.
struct TextIndexMaps {
    /// Each footnote mark's 1-based number: the first footnote with that mark's.
    notes: std::collections::HashMap<String, usize>,
    /// Each clause's place: its index in `clauses`, then in each enclosing clause's `children`.
    clauses: std::collections::HashMap<ClauseId, Vec<usize>>,
    /// Every clause's id, depth first, in document order.
    ids: Vec<ClauseId>,
}

impl Clone for TextIndex {
    fn clone(&self) -> Self {
        TextIndex::default()
    }
}

impl PartialEq for TextIndex {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for TextIndex {}

impl fmt::Debug for TextIndex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TextIndex")
    }
}

impl LawText {
    /// Every clause of the law, depth first, in document order.
    pub fn all_clauses(&self) -> Vec<&Clause> {
        let mut out = Vec::new();
        for c in &self.clauses {
            c.walk_into(&mut out);
        }
        out
    }

    /// The ids of [`LawText::all_clauses`], in that order. O(1) after the text's first lookup.
    pub(crate) fn clause_ids(&self) -> &[ClauseId] {
        &self.index().ids
    }

    /// The text's index, made on first use (one pass over the clauses and footnotes).
    fn index(&self) -> &TextIndexMaps {
        self.index.0.get_or_init(|| {
            #[cfg(test)]
            tests::INDEXED.with(|n| n.set(n.get() + 1));
            let mut notes = std::collections::HashMap::with_capacity(self.footnotes.len());
            for (i, f) in self.footnotes.iter().enumerate() {
                notes.entry(f.mark.clone()).or_insert(i + 1);
            }
            let mut clauses = std::collections::HashMap::new();
            let mut ids = Vec::new();
            fn places(
                cs: &[Clause],
                path: &mut Vec<usize>,
                out: &mut std::collections::HashMap<ClauseId, Vec<usize>>,
                ids: &mut Vec<ClauseId>,
            ) {
                for (i, c) in cs.iter().enumerate() {
                    path.push(i);
                    ids.push(c.id);
                    out.entry(c.id).or_insert_with(|| path.clone());
                    places(&c.children, path, out, ids);
                    path.pop();
                }
            }
            places(&self.clauses, &mut Vec::new(), &mut clauses, &mut ids);
            TextIndexMaps {
                notes,
                clauses,
                ids,
            }
        })
    }

    /// The 1-based number of the footnote with this mark (the first, should two share it): the
    /// `n` of its anchor `68-fn<n>`. O(1) after the text's first lookup.
    pub fn footnote_number(&self, mark: &str) -> Option<usize> {
        self.index().notes.get(mark).copied()
    }

    /// The footnote with this mark (the first, should two share it). O(1).
    pub fn footnote(&self, mark: &str) -> Option<&Footnote> {
        self.footnote_number(mark).map(|n| &self.footnotes[n - 1])
    }

    /// The clause with this id, if the text has it (the first, should two share it). O(1)
    /// after the text's first lookup: xref and align call this for every reference and row.
    pub fn find(&self, id: &ClauseId) -> Option<&Clause> {
        let path = self.index().clauses.get(id)?;
        let (first, rest) = path.split_first()?;
        let mut c = &self.clauses[*first];
        for &i in rest {
            c = &c.children[i];
        }
        Some(c)
    }
}

/// A numbered item of commentary on a law, such as item `68.2` of the Russian 2007 commentary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommentaryItem {
    /// The law it comments on.
    pub law: u8,
    /// The item's number within the law's commentary (`2` in `68.2`).
    pub number: u16,
    /// 1-based line in the corpus file.
    pub line: usize,
    /// The item's text.
    pub paragraphs: Vec<Paragraph>,
}

impl CommentaryItem {
    /// The item's printed number, `68.2`.
    pub fn label(&self) -> String {
        format!("{}.{}", self.law, self.number)
    }
}

/// The body of a document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Body {
    /// A law's text as a clause tree.
    Text(LawText),
    /// Commentary on a law: the paragraphs before the first item, then the numbered items.
    Commentary {
        /// Paragraphs before the first item (usually none).
        intro: Vec<Paragraph>,
        /// The numbered items, in order.
        items: Vec<CommentaryItem>,
    },
}

/// The YAML front matter of a corpus file (see docs/corpus-format.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// Law number, 1–93.
    pub law: u8,
    /// Edition id, e.g. `"2017"`; must have a manifest `laws/<edition>.yaml`.
    pub edition: Edition,
    /// Language code, e.g. `pl`.
    pub lang: Lang,
    /// `text` or `commentary`.
    pub kind: Kind,
    /// The law's title in this language as the document gives it; `null` when the document has
    /// none (commentary that begins in the middle of a law).
    pub title: Option<String>,
    /// The raw document it was imported from (file name), or how it was made.
    pub source: String,
    /// The SHA-256 of the raw document's bytes, 64 lower-case hex digits, as import writes it:
    /// what tells one document from another of the same name (a second `law.txt` is another
    /// document), and names its report (`import-report/<stem>.<first 12 digits>.report.txt`).
    /// Absent in files written by hand, generated, or imported before lawref recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_sha256: Option<String>,
    /// How the document's own section headings were lettered, where import read Cyrillic or
    /// Greek letters in them (`letters: alphabet` for А Б В Г = A B C D, `letters: look-alike`
    /// for А В С = A B C). It decides what a Cyrillic or Greek letter in a reference means
    /// ("67В2" is 67C2 under `alphabet`); absent when the headings were Latin or there were none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub letters: Option<Letters>,
    /// Where the text came from, in words a reader can follow: the title of the page, wiki
    /// page or book it was taken from (`Sjabloon:2007:68`, the name of the Dutch wiki's page of
    /// Law 68). Written by import where the document names itself, or by an editor; pages show
    /// it, never [`FrontMatter::source`]. Absent when nothing readable is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_title: Option<String>,
    /// The address the text came from (`https://…`), where known: the law page links
    /// `source_title` to it. Only `http:` and `https:` addresses load.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_url: Option<String>,
    /// Where import was unsure of the text's structure (issue 29): a part of the source with two
    /// readings that nothing decided, imported as the likelier one. Each names the clause the
    /// doubtful line went to, the source line and the readings with the choice. `lawref check`
    /// lists them and the law page marks the clause "structure unsure"; an editor who has
    /// settled one (the text made right, or the choice confirmed) deletes its entry. Absent
    /// when import was sure (and in files written by hand).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<Doubt>,
}

/// A doubt about a corpus file's structure ([`FrontMatter::doubts`]), as import's report names
/// it: `{clause: 61B1, line: 11, reason: "1 follows 1 in the same list: …; kept as text of 1
/// before it"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Doubt {
    /// The clause the doubtful line is in, in citation form (`61B1(b)`); absent where it is in
    /// none (the law's opening or closing, a footnote, or before the text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
    /// The line of the source document (`source`) it is about, 1-based.
    pub line: usize,
    /// The readings and the choice made, in the words of import's report.
    pub reason: String,
}

/// How a document letters its sections when it uses Cyrillic or Greek capitals
/// ([`FrontMatter::letters`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Letters {
    /// In the alphabet's own order: А Б В Г (Α Β Γ Δ) are A B C D.
    Alphabet,
    /// As the Latin letters they look like: А В С are A B C.
    LookAlike,
}

/// One law (or one law's commentary) in one language and edition: a corpus file, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// Path relative to the corpus root, `/`-separated: `translations/pl/2017/68.md`.
    pub path: String,
    /// The front matter.
    pub meta: FrontMatter,
    /// The parsed body, read through [`Document::body`] (which notes the read: `corpus::reads`).
    body: Body,
    /// The 64-bit stable hash (`util::hash::hash64`, XXH3) of the file's text as it
    /// was read: what tells a rebuild that the document changed (`site::incremental`, the
    /// search index's groups), without reading the file again.
    pub text_hash: u64,
}

impl Document {
    /// A document of `path` (corpus-relative, `/`-separated) with its front matter, parsed
    /// body and `text_hash` ([`Document::text_hash`]).
    pub fn new(path: String, meta: FrontMatter, body: Body, text_hash: u64) -> Self {
        Document {
            path,
            meta,
            body,
            text_hash,
        }
    }

    /// The parsed body (a read of the document's words: `corpus::reads` notes it in debug
    /// builds).
    pub fn body(&self) -> &Body {
        super::reads::note(super::reads::Read::Body(std::ptr::from_ref(self) as usize));
        &self.body
    }

    /// The ids of a law text's clauses, depth first (none for a commentary). Not a read of the
    /// document's words (`corpus::reads` does not note it): the site's keys cover every
    /// document's clause ids in their global part, so a page that needs only the ids (which
    /// clauses a text has: coverage, what another text lacks) needs no view of the text.
    pub fn clause_ids(&self) -> Vec<ClauseId> {
        match &self.body {
            Body::Text(t) => t.all_clauses().into_iter().map(|c| c.id).collect(),
            Body::Commentary { .. } => Vec::new(),
        }
    }

    /// The law text, if this is a text document.
    pub fn law_text(&self) -> Option<&LawText> {
        match self.body() {
            Body::Text(t) => Some(t),
            Body::Commentary { .. } => None,
        }
    }

    /// Every paragraph of the document in reading order (index = [`Paragraph::seq`]).
    pub fn paragraphs(&self) -> Vec<&Paragraph> {
        self.body().walk().into_iter().map(|(_, p)| p).collect()
    }
}

/// What a paragraph belongs to: where a reference in it stands, and where a search hit points.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Owner {
    /// The law's untitled opening paragraphs.
    Preamble,
    /// A numbered clause.
    Clause(ClauseId),
    /// The law's closing paragraphs after its last section.
    Closing,
    /// The footnote with this mark.
    Footnote(String),
    /// Commentary paragraphs before the first item.
    Intro,
    /// A commentary item: law and item number (`68.2` is (68, 2)).
    Item(u8, u16),
}

/// A searchable block of a document: the law's opening, a clause's own text (its title, its
/// paragraphs and those after its sub-clauses, never its children's), the closing paragraphs, a
/// footnote, a commentary's introduction or one of its items. The CLI's index and the site's
/// search both index these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Whose text it is.
    pub owner: Owner,
    /// Its element id on the law's page (`68D2bi`, `68-preamble`, `68-fn1`, `68.2`).
    pub anchor: String,
    /// Its words as plain text, one paragraph (or title) a line, each trimmed, empty ones left
    /// out; may be empty (a clause with only sub-clauses and no title).
    pub text: String,
}

impl Document {
    /// The document's blocks in reading order: for a law text the opening, every clause depth
    /// first, the closing and the footnotes (the opening and closing even when empty); for a
    /// commentary its introduction and its items.
    pub fn blocks(&self) -> Vec<Block> {
        let law = self.meta.law;
        let join = |parts: Vec<String>| {
            parts
                .iter()
                .map(|p| p.trim())
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let plain = |ps: &[Paragraph]| ps.iter().map(Paragraph::plain_text).collect::<Vec<_>>();
        let mut out = Vec::new();
        match self.body() {
            Body::Text(t) => {
                let mut block = |owner: Owner, text: String| {
                    let anchor = owner_anchor(law, &owner, Some(t));
                    out.push(Block {
                        owner,
                        anchor,
                        text,
                    });
                };
                block(Owner::Preamble, join(plain(&t.preamble)));
                for c in t.all_clauses() {
                    let mut parts: Vec<String> = c.title.iter().cloned().collect();
                    parts.extend(plain(&c.paragraphs));
                    parts.extend(plain(&c.after));
                    block(Owner::Clause(c.id), join(parts));
                }
                block(Owner::Closing, join(plain(&t.closing)));
                for f in &t.footnotes {
                    block(Owner::Footnote(f.mark.clone()), join(plain(&f.paragraphs)));
                }
            }
            Body::Commentary { intro, items } => {
                let mut block = |owner: Owner, text: String| {
                    let anchor = owner_anchor(law, &owner, None);
                    out.push(Block {
                        owner,
                        anchor,
                        text,
                    });
                };
                block(Owner::Intro, join(plain(intro)));
                for i in items {
                    block(Owner::Item(i.law, i.number), join(plain(&i.paragraphs)));
                }
            }
        }
        out
    }

    /// The owner of every paragraph, indexed by [`Paragraph::seq`].
    pub(crate) fn paragraph_owners(&self) -> Vec<Owner> {
        self.body().walk().into_iter().map(|(o, _)| o).collect()
    }
}

impl Body {
    /// Every paragraph in reading order with its owner: the preamble, each clause's own
    /// paragraphs, its sub-clauses, its paragraphs after them, the closing paragraphs, the
    /// footnotes; or the commentary's intro and items. This order defines [`Paragraph::seq`].
    pub fn walk(&self) -> Vec<(Owner, &Paragraph)> {
        let mut out = Vec::new();
        self.visit(&mut |o, p| out.push((o, p)));
        out
    }

    /// Calls `f` on every paragraph in the order of [`Body::walk`], mutably.
    pub(crate) fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Paragraph)) {
        fn clause(c: &mut Clause, f: &mut dyn FnMut(&mut Paragraph)) {
            c.paragraphs.iter_mut().for_each(&mut *f);
            for ch in &mut c.children {
                clause(ch, f);
            }
            c.after.iter_mut().for_each(&mut *f);
        }
        match self {
            Body::Text(t) => {
                t.preamble.iter_mut().for_each(&mut *f);
                for c in &mut t.clauses {
                    clause(c, f);
                }
                t.closing.iter_mut().for_each(&mut *f);
                for n in &mut t.footnotes {
                    n.paragraphs.iter_mut().for_each(&mut *f);
                }
            }
            Body::Commentary { intro, items } => {
                intro.iter_mut().for_each(&mut *f);
                for i in items {
                    i.paragraphs.iter_mut().for_each(&mut *f);
                }
            }
        }
    }

    fn visit<'a>(&'a self, f: &mut dyn FnMut(Owner, &'a Paragraph)) {
        fn clause<'a>(c: &'a Clause, f: &mut dyn FnMut(Owner, &'a Paragraph)) {
            for p in &c.paragraphs {
                f(Owner::Clause(c.id), p);
            }
            for ch in &c.children {
                clause(ch, f);
            }
            for p in &c.after {
                f(Owner::Clause(c.id), p);
            }
        }
        match self {
            Body::Text(t) => {
                for p in &t.preamble {
                    f(Owner::Preamble, p);
                }
                for c in &t.clauses {
                    clause(c, f);
                }
                for p in &t.closing {
                    f(Owner::Closing, p);
                }
                for n in &t.footnotes {
                    for p in &n.paragraphs {
                        f(Owner::Footnote(n.mark.clone()), p);
                    }
                }
            }
            Body::Commentary { intro, items } => {
                for p in intro {
                    f(Owner::Intro, p);
                }
                for i in items {
                    for p in &i.paragraphs {
                        f(Owner::Item(i.law, i.number), p);
                    }
                }
            }
        }
    }
}

/// The HTML anchor of a paragraph owner in a law `law`: `68D2bi` for a clause, `68-preamble`,
/// `68-closing`, `68-fn1` (the first footnote), `68.2` for a commentary item.
pub(crate) fn owner_anchor(law: u8, owner: &Owner, text: Option<&LawText>) -> String {
    match owner {
        Owner::Preamble => format!("{law}-preamble"),
        Owner::Clause(id) => id.anchor(),
        Owner::Closing => format!("{law}-closing"),
        Owner::Footnote(m) => {
            let n = text.and_then(|t| t.footnote_number(m)).unwrap_or(0);
            format!("{law}-fn{n}")
        }
        Owner::Intro => format!("{law}-intro"),
        Owner::Item(l, n) => format!("{l}.{n}"),
    }
}

/// A law as an edition's manifest lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestLaw {
    /// Law number, 1–93.
    pub number: u8,
    /// The law's title per language code, where known (`en: Claim or Concession of Tricks`).
    #[serde(default)]
    pub titles: std::collections::BTreeMap<Lang, String>,
}

/// Whether an edition's text is adopted or a draft (a manifest's `status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EditionStatus {
    /// The adopted text.
    #[default]
    Final,
    /// A draft, before adoption: replaced by a later draft or the final text.
    Draft,
}

impl EditionStatus {
    /// Whether it is [`EditionStatus::Final`].
    pub fn is_final(&self) -> bool {
        *self == EditionStatus::Final
    }
}

/// An edition's manifest, `laws/<edition>.yaml`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EditionManifest {
    /// The edition id, as in paths and URLs (`"2017"`); must match the file name.
    pub edition: Edition,
    /// The edition's full name ("Laws of Duplicate Bridge 2017").
    pub name: String,
    /// The year it came into force.
    pub year: u16,
    /// How many laws it has; law numbers run 1 to this (93 in 2007 and 2017).
    pub law_count: u8,
    /// Laws with titles, where known, in ascending order of number.
    #[serde(default)]
    pub laws: Vec<ManifestLaw>,
    /// Other names the edition goes by, in any language, each with its year as the translations
    /// print it ("Międzynarodowe Przepisy Brydżowe 2007", "2017 Laws"). Import reads a line that
    /// is such a name (with any year) as a marker of the edition of that year. Optional.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// The ISO date (`2017-09-01`) the edition came into force, where known. Editions are
    /// ordered by it ([`EditionManifest::order_key`]); without it, by a draft's `draft_date`,
    /// else by 1 January of `year`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Whether the text is the adopted one (`final`, the default) or a draft (`draft`: the
    /// WBF's draft of the next Laws, before adoption), whose every page says "draft of
    /// <draft_date>".
    #[serde(default, skip_serializing_if = "EditionStatus::is_final")]
    pub status: EditionStatus,
    /// The date of the draft (ISO 8601, `2026-11-15`); required with `status: draft`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft_date: Option<String>,
    /// The edition this one follows (`'2007'` for 2017): its `correspondences` are to that
    /// edition. A sub-edition follows the edition it revises unless this says otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<Edition>,
    /// For a sub-edition (id `2017r2024`: the 2017 Laws with later amendments to a few laws),
    /// the edition it revises. A law the sub-edition has no document of, in any language, is
    /// the base edition's law unchanged: its reader reads it there (no function looks a law up
    /// in the base edition on a sub-edition's behalf; [`EditionManifest::follows`] reads this
    /// where `previous` is not given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revises: Option<Edition>,
    /// How this edition's clauses correspond to those of the previous edition, where they do
    /// not simply keep their ids (see `align::editions`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub correspondences: Vec<Correspondence>,
    /// Corrections of the printed texts of this edition (see [`Erratum`]). Optional.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errata: Vec<Erratum>,
}

/// One record of an edition manifest's `errata`: a correction of the wording of a clause in one
/// language's printed text, with who published it and when.
///
/// ```yaml
/// errata:
///   - clause: 68B2
///     lang: pl
///     before: przepis 16D      # the words as the book printed them
///     after: przepis 16C       # the words as corrected: the corpus's text has these
///     date: 2017-11-23         # ISO 8601
///     authority: PZBS          # who published the correction
///     reference: errata, p. 96 # optional: where
///     url: https://…           # optional
/// ```
///
/// The corpus holds the corrected text: `after` must be in the clause's own text (its title or
/// paragraphs), checked by `load` ([`crate::corpus::load::load_corpus`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Erratum {
    /// The clause, citation form (`68B2`).
    pub clause: String,
    /// The language of the text corrected.
    pub lang: Lang,
    /// The words as printed.
    pub before: String,
    /// The words as corrected (in the corpus's text).
    pub after: String,
    /// When the correction was published, ISO 8601 (`2017-11-23`).
    pub date: String,
    /// Who published it (`WBF Laws Committee`, a national body, an editor).
    pub authority: String,
    /// Where it is published, optional.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// Where it can be read, optional (`https://` or `http://`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// The 1-based line of the record in its manifest (set by `load`).
    #[serde(skip)]
    pub line: usize,
}

impl Erratum {
    /// The clause id, once `load` has checked it parses.
    pub fn id(&self) -> ClauseId {
        self.clause.parse().unwrap_or(ClauseId::law(1))
    }

    /// The element id of its mark on the law page and its row on the errata page:
    /// `erratum-<lang>-<line>` (`erratum-pl-112`).
    pub fn anchor(&self) -> String {
        format!("erratum-{}-{}", self.lang, self.line)
    }
}

/// One record of an edition manifest's `correspondences`: how clauses of the previous edition
/// (`old`) became clauses of this one (`new`).
///
/// Written one record a line, the kind as the key:
/// `- renumbered: 16D -> 16C`, `- split: 68D -> 68D, 68D1, 68D2`, `- merged: 12A, 12B -> 12A`,
/// `- new: 68D2(b), 68D2(b)(i)`, `- deleted: 16E`; an optional `note:` says why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawCorrespondence", into = "RawCorrespondence")]
pub struct Correspondence {
    /// What happened.
    pub kind: ChangeKind,
    /// The clauses of the previous edition (empty for `new`).
    pub old: Vec<ClauseId>,
    /// The clauses of this edition (empty for `deleted`).
    pub new: Vec<ClauseId>,
    /// Why, in the manifest writer's words.
    pub note: Option<String>,
    /// The 1-based line of the record in its manifest (set by `load`; 0 when not read from a file).
    pub line: usize,
}

/// The kinds of [`Correspondence`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    /// One clause under a new id (`16D -> 16C`).
    Renumbered,
    /// One clause became several (`68D -> 68D, 68D1, 68D2`).
    Split,
    /// Several clauses became one (`12A, 12B -> 12A`).
    Merged,
    /// Clauses only this edition has.
    New,
    /// Clauses of the previous edition this one dropped.
    Deleted,
}

impl ChangeKind {
    /// The key the record is written with: `renumbered`, `split`, `merged`, `new`, `deleted`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Renumbered => "renumbered",
            ChangeKind::Split => "split",
            ChangeKind::Merged => "merged",
            ChangeKind::New => "new",
            ChangeKind::Deleted => "deleted",
        }
    }
}

/// A correspondence record as written in YAML: exactly one of the kind keys, and `note`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[doc(hidden)]
pub(crate) struct RawCorrespondence {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    renumbered: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    split: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    merged: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    new: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    deleted: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    note: Option<String>,
}

impl TryFrom<RawCorrespondence> for Correspondence {
    type Error = String;
    fn try_from(r: RawCorrespondence) -> Result<Self, String> {
        let given: Vec<(ChangeKind, String)> = [
            (ChangeKind::Renumbered, r.renumbered),
            (ChangeKind::Split, r.split),
            (ChangeKind::Merged, r.merged),
            (ChangeKind::New, r.new),
            (ChangeKind::Deleted, r.deleted),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| (k, v)))
        .collect();
        let [(kind, value)] = given.as_slice() else {
            return Err(
                "a correspondence record has exactly one of renumbered, split, merged, new, deleted"
                    .into(),
            );
        };
        let list = |s: &str| -> Result<Vec<ClauseId>, String> {
            s.split(',')
                .map(|x| x.trim().parse::<ClauseId>().map_err(|e| e.to_string()))
                .collect()
        };
        let (old, new) = match (kind, value.split_once("->")) {
            (ChangeKind::New, None) => (Vec::new(), list(value)?),
            (ChangeKind::Deleted, None) => (list(value)?, Vec::new()),
            (ChangeKind::New | ChangeKind::Deleted, Some(_)) => {
                return Err(format!(
                    "{}: lists clause ids without `->` ({}: 68D2(b), 68D2(c))",
                    kind.as_str(),
                    kind.as_str()
                ));
            }
            (_, None) => {
                return Err(format!(
                    "{}: write the old id(s), `->`, the new id(s) ({}: 16D -> 16C)",
                    kind.as_str(),
                    kind.as_str()
                ));
            }
            (_, Some((o, n))) => (list(o)?, list(n)?),
        };
        let shape_ok = match kind {
            ChangeKind::Renumbered => old.len() == 1 && new.len() == 1 && old != new,
            ChangeKind::Split => old.len() == 1 && new.len() >= 2,
            ChangeKind::Merged => old.len() >= 2 && new.len() == 1,
            ChangeKind::New | ChangeKind::Deleted => true,
        };
        if !shape_ok {
            return Err(format!(
                "{}: {}",
                kind.as_str(),
                match kind {
                    ChangeKind::Renumbered => "one old id -> one other new id",
                    ChangeKind::Split => "one old id -> two or more new ids",
                    _ => "two or more old ids -> one new id",
                }
            ));
        }
        for id in old.iter().chain(&new) {
            if old.iter().filter(|x| *x == id).count() > 1
                || new.iter().filter(|x| *x == id).count() > 1
            {
                return Err(format!("{}: {id} is listed twice", kind.as_str()));
            }
        }
        Ok(Correspondence {
            kind: *kind,
            old,
            new,
            note: r.note,
            line: 0,
        })
    }
}

impl From<Correspondence> for RawCorrespondence {
    fn from(c: Correspondence) -> Self {
        let ids = |v: &[ClauseId]| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let value = match c.kind {
            ChangeKind::New => ids(&c.new),
            ChangeKind::Deleted => ids(&c.old),
            _ => format!("{} -> {}", ids(&c.old), ids(&c.new)),
        };
        let mut r = RawCorrespondence {
            note: c.note,
            ..RawCorrespondence::default()
        };
        *match c.kind {
            ChangeKind::Renumbered => &mut r.renumbered,
            ChangeKind::Split => &mut r.split,
            ChangeKind::Merged => &mut r.merged,
            ChangeKind::New => &mut r.new,
            ChangeKind::Deleted => &mut r.deleted,
        } = Some(value);
        r
    }
}

impl EditionManifest {
    /// The title of a law in a language, if the manifest has it.
    pub fn title(&self, law: u8, lang: &Lang) -> Option<&str> {
        self.laws
            .iter()
            .find(|l| l.number == law)
            .and_then(|l| l.titles.get(lang))
            .map(String::as_str)
    }

    /// Whether the edition has a law of this number.
    pub(crate) fn has_law(&self, law: u8) -> bool {
        (1..=self.law_count).contains(&law)
    }

    /// The date editions are ordered by: `date`, else a draft's `draft_date` (so that a later
    /// draft follows an earlier one kept as an edition of its own), else 1 January of `year`
    /// (`"2017-01-01"`); ISO dates order as text.
    pub fn order_key(&self) -> String {
        self.date
            .clone()
            .or_else(|| self.draft_of().map(str::to_string))
            .unwrap_or_else(|| format!("{:04}-01-01", self.year))
    }

    /// The draft's date where the edition is a draft (`status: draft`), else `None`.
    pub fn draft_of(&self) -> Option<&str> {
        match self.status {
            EditionStatus::Draft => self.draft_date.as_deref(),
            EditionStatus::Final => None,
        }
    }

    /// The edition this one follows: `previous`, or else the edition it `revises`.
    pub fn follows(&self) -> Option<&Edition> {
        self.previous.as_ref().or(self.revises.as_ref())
    }
}

/// The whole corpus: the edition manifests and every document, parsed.
///
/// Built once by [`crate::corpus::load::load_corpus`]; later stages read it and never change it.
#[derive(Debug, Clone)]
pub struct Corpus {
    /// The corpus root (holding `laws/` and `translations/`).
    pub root: PathBuf,
    /// Manifests, ordered by date ([`EditionManifest::order_key`]), then id.
    pub editions: Vec<EditionManifest>,
    /// Documents, ordered by (edition, law, lang, kind). The lookups ([`Corpus::document`],
    /// [`Corpus::texts_of`] and the like) rely on this order: a corpus made by hand must keep it.
    pub documents: Vec<Document>,
    /// Notes from the annotations files (`translations/annotations/*.yaml`), in file order.
    pub annotations: Vec<Annotation>,
    /// The situation indexes (`translations/<lang>/index.yaml`), one per language, in language
    /// order.
    pub situations: Vec<crate::corpus::situations::SituationIndex>,
    /// The translation rounds' work files (`translations/<lang>/<edition>/<NN>.work.yaml`,
    /// [`crate::corpus::work`]), by path.
    pub work: Vec<crate::corpus::work::Work>,
}

/// A note bound to a clause, written without touching the texts: one entry of an annotations
/// file (`translations/annotations/<name>.yaml`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    /// The annotations file, corpus-relative (`translations/annotations/td-notes.yaml`).
    pub file: String,
    /// The 1-based line of the note's entry in that file.
    pub line: usize,
    /// The clause it is about (`68B2`; a bare law number `68` for the law as a whole).
    pub clause: ClauseId,
    /// The editions it was written for (at least one).
    pub editions: Vec<Edition>,
    /// The language it is written in.
    pub lang: Lang,
    /// Who wrote it, or where it comes from (`EBU TD course`, `J. Kowalski`).
    pub source: String,
    /// The note as written (Markdown).
    pub text: String,
    /// What kind of note it is (`kind:`; default [`NoteKind::Note`]).
    pub kind: NoteKind,
    /// Who stands behind it (`authority:`): `WBF Laws Committee`, a national body, an editor.
    pub authority: Option<String>,
    /// When it was made (`date:`), an ISO 8601 calendar date, `2001-10-28`.
    pub date: Option<String>,
    /// Where in its source it comes from (`reference:`): the minutes and item,
    /// `WBFLC minutes 2001-10-28, item 10`.
    pub reference: Option<String>,
    /// Where the source can be read (`url:`), an `https://` or `http://` address.
    pub url: Option<String>,
    /// Where a regulation is in force (`jurisdiction:`), as its authority names the area:
    /// `Poland`, `the Netherlands`, `England`, `ACBL (North America)`. Required for
    /// [`NoteKind::Regulation`], refused on other kinds.
    pub jurisdiction: Option<String>,
}

/// The kind of a note: an official interpretation, an erratum, commentary, or a plain note.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NoteKind {
    /// An official reading of a law by a body entitled to give one (the WBF Laws Committee's
    /// minutes, a national body's ruling).
    Interpretation,
    /// A correction of a printed text's wording.
    Erratum,
    /// A regulating authority's election or regulation where the Laws leave it the choice
    /// (Law 80B; the ACBL's elections, the EBU's White Book, PZBS's and NBB's regulations): in
    /// force in its jurisdiction only.
    Regulation,
    /// An explanation of a law, as a commentary gives it (a commentary document's items are
    /// of this kind too).
    Commentary,
    /// Any other note (the default).
    Note,
}

impl NoteKind {
    /// Every kind, in the order the filter and the search list them.
    pub(crate) const ALL: [NoteKind; 5] = [
        NoteKind::Interpretation,
        NoteKind::Erratum,
        NoteKind::Regulation,
        NoteKind::Commentary,
        NoteKind::Note,
    ];

    /// The kind as written in an annotations file and searched for: `interpretation`,
    /// `erratum`, `regulation`, `commentary`, `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            NoteKind::Interpretation => "interpretation",
            NoteKind::Erratum => "erratum",
            NoteKind::Regulation => "regulation",
            NoteKind::Commentary => "commentary",
            NoteKind::Note => "note",
        }
    }

    /// Whether a note of this kind is an authority's word on the text (an interpretation, an
    /// erratum, a regulation): the law pages of every language show it, not only its own
    /// language's.
    pub(crate) fn for_every_language(self) -> bool {
        matches!(
            self,
            NoteKind::Interpretation | NoteKind::Erratum | NoteKind::Regulation
        )
    }

    /// The kind written as [`NoteKind::as_str`] gives it.
    pub fn parse(s: &str) -> Option<NoteKind> {
        NoteKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

impl Annotation {
    /// The element id of the note on the pages that show it and the search hit that links to it:
    /// `note-<file stem>-<line>` (`note-examples-3` for the note at line 3 of
    /// `translations/annotations/examples.yaml`), the stem's characters other than ASCII letters
    /// and digits written `-`.
    pub fn anchor(&self) -> String {
        let stem = self.file.rsplit('/').next().unwrap_or(&self.file);
        let stem = stem.strip_suffix(".yaml").unwrap_or(stem);
        let stem: String = stem
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        format!("note-{stem}-{}", self.line)
    }
}

impl Corpus {
    /// The work file of Law `law` in `edition` and `lang`, if the corpus has one.
    pub fn work(
        &self,
        edition: &Edition,
        law: u8,
        lang: &Lang,
    ) -> Option<&crate::corpus::work::Work> {
        self.work
            .iter()
            .find(|w| w.law == law && &w.edition == edition && &w.lang == lang)
    }

    /// The manifest of an edition.
    pub fn edition(&self, e: &Edition) -> Option<&EditionManifest> {
        self.editions.iter().find(|m| &m.edition == e)
    }

    /// The documents of `law` in `edition` (every language and kind), with the index of the
    /// first in `documents`: a binary search, since `documents` is kept sorted by (edition, law,
    /// lang, kind). Every lookup below goes through it, so a page costs no scan of the corpus.
    pub(crate) fn law_documents(&self, edition: &Edition, law: u8) -> (usize, &[Document]) {
        fn key(d: &Document) -> (&Edition, u8) {
            (&d.meta.edition, d.meta.law)
        }
        let start = self.documents.partition_point(|d| key(d) < (edition, law));
        let len = self.documents[start..].partition_point(|d| key(d) == (edition, law));
        (start, &self.documents[start..start + len])
    }

    /// The indexes in `documents` of the documents a record of reads names
    /// ([`super::reads::recording`]; a body read of a document not in this corpus is left out).
    pub(crate) fn documents_read(
        &self,
        reads: &std::collections::BTreeSet<super::reads::Read>,
    ) -> std::collections::BTreeSet<usize> {
        let base = self.documents.as_ptr() as usize;
        let size = std::mem::size_of::<Document>().max(1);
        reads
            .iter()
            .filter_map(|r| match *r {
                super::reads::Read::Refs(i) => Some(i),
                super::reads::Read::Body(addr) => {
                    let offset = addr.checked_sub(base)?;
                    let i = offset / size;
                    (i < self.documents.len() && offset.is_multiple_of(size)).then_some(i)
                }
            })
            .collect()
    }

    /// The texts (kind `text`) of `law` in `edition`, every language, in language order: the
    /// one scan behind "does any text of the law have this clause" (coverage, notes, links
    /// between editions, `lawref check`).
    pub fn texts_of<'a>(
        &'a self,
        edition: &'a Edition,
        law: u8,
    ) -> impl Iterator<Item = (&'a Document, &'a LawText)> + 'a {
        self.law_documents(edition, law)
            .1
            .iter()
            .filter_map(|d| d.law_text().map(|t| (d, t)))
    }

    /// The text document of a law in an edition and language, with its index in `documents`.
    pub fn text(&self, edition: &Edition, law: u8, lang: &Lang) -> Option<(usize, &Document)> {
        self.document(edition, law, lang, Kind::Text)
    }

    /// The document of a law of a kind in an edition and language, with its index in
    /// `documents`.
    pub fn document(
        &self,
        edition: &Edition,
        law: u8,
        lang: &Lang,
        kind: Kind,
    ) -> Option<(usize, &Document)> {
        let (start, docs) = self.law_documents(edition, law);
        docs.iter()
            .position(|d| d.meta.kind == kind && &d.meta.lang == lang)
            .map(|i| (start + i, &docs[i]))
    }

    /// The languages with any document (text or commentary) of `law` in `edition`, sorted.
    pub(crate) fn langs_of(&self, edition: &Edition, law: u8) -> Vec<Lang> {
        let mut v: Vec<Lang> = self
            .law_documents(edition, law)
            .1
            .iter()
            .map(|d| d.meta.lang.clone())
            .collect();
        v.dedup();
        v
    }

    /// The languages present in the corpus, sorted.
    pub fn langs(&self) -> Vec<Lang> {
        let set: BTreeSet<&Lang> = self.documents.iter().map(|d| &d.meta.lang).collect();
        set.into_iter().cloned().collect()
    }

    /// The law numbers of which `lang` has a text (not a commentary only) in `edition`,
    /// ascending: the laws an edition's book in that language holds.
    pub(crate) fn text_laws(&self, edition: &Edition, lang: &Lang) -> BTreeSet<u8> {
        // The edition's documents are one run of `documents`, in law order.
        let start = self
            .documents
            .partition_point(|d| &d.meta.edition < edition);
        let len = self.documents[start..].partition_point(|d| &d.meta.edition == edition);
        self.documents[start..start + len]
            .iter()
            .filter(|d| &d.meta.lang == lang && d.law_text().is_some())
            .map(|d| d.meta.law)
            .collect()
    }

    /// The law numbers with any document in an edition, ascending.
    pub(crate) fn laws_in(&self, edition: &Edition) -> Vec<u8> {
        // The edition's documents are one run of `documents`, in law order.
        let start = self
            .documents
            .partition_point(|d| &d.meta.edition < edition);
        let len = self.documents[start..].partition_point(|d| &d.meta.edition == edition);
        let mut v: Vec<u8> = self.documents[start..start + len]
            .iter()
            .map(|d| d.meta.law)
            .collect();
        v.dedup();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        /// How many law texts' indexes were made on this thread.
        pub(super) static INDEXED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    }

    /// A clause id hashes as one number that differs for any two different ids, the largest
    /// fields included (a letter `char::MAX`, a number `u16::MAX`), and is the same for equal ones.
    #[test]
    fn clause_ids_hash_as_one_number_distinct_for_distinct_ids() {
        use std::hash::{Hash, Hasher};
        #[derive(Default)]
        struct Packed(Vec<u128>);
        impl Hasher for Packed {
            fn finish(&self) -> u64 {
                0
            }
            fn write(&mut self, _: &[u8]) {
                panic!("a clause id hashes as one u128");
            }
            fn write_u128(&mut self, n: u128) {
                self.0.push(n);
            }
        }
        let letters = [None, Some('A'), Some('B'), Some('\u{0}'), Some(char::MAX)];
        let numbers = [None, Some(0), Some(1), Some(2), Some(u16::MAX)];
        let mut ids = Vec::new();
        for law in [0, 1, 68, u8::MAX] {
            for section in letters {
                for subsection in numbers {
                    for item in letters {
                        for subitem in numbers {
                            ids.push(ClauseId {
                                law,
                                section,
                                subsection,
                                item,
                                subitem,
                            });
                        }
                    }
                }
            }
        }
        let mut seen = std::collections::BTreeMap::new();
        for id in &ids {
            let mut h = Packed::default();
            id.hash(&mut h);
            assert_eq!(h.0.len(), 1);
            let mut again = Packed::default();
            (*id).hash(&mut again);
            assert_eq!(h.0, again.0);
            assert_eq!(
                seen.insert(h.0[0], *id),
                None,
                "{id:?} hashes as another id"
            );
        }
        assert_eq!(seen.len(), 4 * 5 * 5 * 5 * 5);
    }

    /// N38: a law of n footnotes and n subsections: each footnote's number, each clause and each
    /// block's anchor are looked up from one index, made once (no scan of the footnotes or
    /// clauses per lookup, which made a build of 32,000 footnotes take 24 s).
    #[test]
    fn a_law_texts_footnotes_and_clauses_are_looked_up_from_one_index() {
        let n = 2000;
        let mut md = String::from("## A. X\n\n");
        for i in 1..=n {
            md.push_str(&format!("{i}. t\n"));
        }
        for i in 1..=n {
            md.push_str(&format!("\n[^m{i}]: f\n"));
        }
        let text =
            format!("---\nlaw: 68\nedition: '2017'\nlang: nl\nkind: text\nsource: t\n---\n{md}");
        let manifests =
            crate::corpus::load::load_manifests(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let doc =
            crate::corpus::load::load_document("translations/nl/2017/68.md", &text, &manifests)
                .unwrap();
        let t = doc.law_text().unwrap();
        let before = INDEXED.with(std::cell::Cell::get);
        let blocks = doc.blocks();
        assert_eq!(blocks.len(), 2 + 1 + n + n);
        assert_eq!(blocks[blocks.len() - 1].anchor, format!("68-fn{n}"));
        for i in 1..=n {
            assert_eq!(t.footnote_number(&format!("m{i}")), Some(i));
            let id: ClauseId = format!("68A{i}").parse().unwrap();
            assert_eq!(t.find(&id).map(|c| c.id), Some(id));
        }
        assert_eq!(t.footnote("m7").map(|f| f.mark.as_str()), Some("m7"));
        assert_eq!(t.footnote_number("m0"), None);
        assert_eq!(INDEXED.with(std::cell::Cell::get) - before, 1);
        // A clone starts without one, and makes its own.
        let copy = t.clone();
        assert_eq!(copy, *t);
        assert_eq!(copy.footnote_number("m2"), Some(2));
        assert_eq!(INDEXED.with(std::cell::Cell::get) - before, 2);
    }

    #[test]
    fn clause_ids_round_trip_in_both_forms() {
        for (cite, anchor) in [
            ("68", "68"),
            ("68D", "68D"),
            ("68D2", "68D2"),
            ("68D2(b)", "68D2b"),
            ("68D2(b)(i)", "68D2bi"),
            ("68D2(b)(ii)", "68D2bii"),
            ("40B(a)", "40Ba"),
            ("12C1(e)(iv)", "12C1eiv"),
            ("7", "7"),
            ("93B3", "93B3"),
        ] {
            let id: ClauseId = cite.parse().unwrap();
            assert_eq!(id.to_string(), cite);
            assert_eq!(id.anchor(), anchor);
            assert_eq!(ClauseId::from_anchor(anchor).unwrap(), id);
        }
        let id: ClauseId = "68D2(b)(i)".parse().unwrap();
        assert_eq!(
            id,
            ClauseId {
                law: 68,
                section: Some('D'),
                subsection: Some(2),
                item: Some('b'),
                subitem: Some(1)
            }
        );
    }

    #[test]
    fn bad_clause_ids_are_refused_with_a_reason() {
        for bad in [
            "",
            "D2",
            "94",
            "0",
            "123",
            "68D0",
            "68D2(B)",
            "68D2(b)(iiii)",
            "68D2b",
            "68d",
        ] {
            assert!(bad.parse::<ClauseId>().is_err(), "{bad} parsed");
        }
        assert_eq!(
            "94".parse::<ClauseId>().unwrap_err().reason,
            "the law number must be 1–93"
        );
    }

    #[test]
    fn parents_walk_up_to_the_law() {
        let id: ClauseId = "68D2(b)(i)".parse().unwrap();
        let chain: Vec<String> = id.ancestry().map(|c| c.to_string()).collect();
        assert_eq!(chain, ["68D2(b)(i)", "68D2(b)", "68D2", "68D", "68"]);
    }

    #[test]
    fn roman_numerals_round_trip() {
        for n in 1..=40 {
            assert_eq!(parse_roman(&roman(n)), Some(n));
        }
        assert_eq!(parse_roman("iiii"), None);
        assert_eq!(parse_roman("a"), None);
    }
}

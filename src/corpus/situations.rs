//! The situation index: per language, `translations/<lang>/index.yaml`, the terms a director
//! looks a situation up by ("claim", "revoke", "lead out of turn"), each with the clauses that
//! cover it and the terms to see also. A book's subject index in the corpus's form (see
//! docs/situation-index.md for the format and [`crate::import::subject_index`] for reading a
//! printed one).
//!
//! ```yaml
//! lang: pl
//! entries:
//!   - term: deklaracja                  # the term as the index prints it
//!     see_also: [zrzeczenie się lew]    # other entries' terms (each must be an entry)
//!     clauses: [68A, 68C, 70]           # the same ids in every edition of the language
//!   - term: sporna deklaracja
//!     clauses:                          # per edition, where the ids differ
//!       '2007': [68D, 70]
//!       '2017': [68D2, 70]
//!     subentries:                       # a book's second level (same fields, no see_also)
//!       - term: nieściągnięty atut
//!         clauses: [70C]
//! ```
//!
//! Read with serde (unknown fields refused), then checked against the corpus: every fault is an
//! [`InputError`] at its file, line and column (a YAML error where serde_yaml puts it; an
//! unknown clause, a duplicate term, a see-also to a missing term, an edition without a manifest
//! at the value itself, found in the text as [`crate::corpus::load::entry_spans`] finds notes).
//! A clause is unknown in an edition when the edition's manifest lacks its law, or when the
//! corpus has a text of its law in that edition (any language) and no such text has the clause.
//! A plain list holds in every edition the language has documents in, and is checked in each.
//!
//! Not for: the index page (`site::situations`), search (`search::situations`, `site::search`).

use std::collections::BTreeMap;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use crate::corpus::model::{ClauseId, Document, Edition, EditionManifest, Lang};
use crate::corpus::yaml::{entry_lines, locate};
use crate::error::InputError;

/// The file name of a language's situation index, in `translations/<lang>/`.
pub(crate) const INDEX_FILE: &str = "index.yaml";

/// Whether the corpus-relative path `rel` is a situation index (`translations/pl/index.yaml`).
pub fn is_index_path(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    matches!(parts.as_slice(), ["translations", lang, INDEX_FILE] if Lang::is_code(lang))
}

/// One language's situation index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SituationIndex {
    /// The file, corpus-relative (`translations/pl/index.yaml`).
    pub file: String,
    /// The language of its terms.
    pub lang: Lang,
    /// The entries, in file order.
    pub entries: Vec<Entry>,
}

/// An entry: a term, the clauses for it, the terms to see also, and (from a book's index) its
/// subentries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The term, NFC (as the index prints it: `deklaracja`, `= вне очереди`).
    pub term: String,
    /// The 1-based line of the entry's `term:` in its file.
    pub line: usize,
    /// Other entries' terms to see also (`см. также`); an entry with these and no clauses is a
    /// "see" entry.
    pub see_also: Vec<String>,
    /// The clauses.
    pub clauses: Locators,
    /// A book's second level: the head word's subentries.
    pub subentries: Vec<Entry>,
}

/// An entry's clauses: the same in every edition, or per edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Locators {
    /// The same ids in every edition the language has documents in.
    All(Vec<ClauseId>),
    /// Per edition (an edition not named has none).
    PerEdition(BTreeMap<Edition, Vec<ClauseId>>),
}

impl Entry {
    /// The entry's clauses in `edition`, in the file's order.
    pub(crate) fn clauses_in(&self, edition: &Edition) -> &[ClauseId] {
        match &self.clauses {
            Locators::All(v) => v,
            Locators::PerEdition(m) => m.get(edition).map_or(&[][..], Vec::as_slice),
        }
    }

    /// Whether the entry has anything to show in `edition`: clauses, a subentry with clauses,
    /// or terms to see.
    pub(crate) fn shown_in(&self, edition: &Edition) -> bool {
        !self.clauses_in(edition).is_empty()
            || !self.see_also.is_empty()
            || self.subentries.iter().any(|s| s.shown_in(edition))
    }
}

/// `s` as terms are compared (duplicates, see-also targets, search): NFC, lower case, inner
/// white space as one space.
pub(crate) fn fold(s: &str) -> String {
    let s: String = s.nfc().collect::<String>().to_lowercase();
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How a term matches a search: the term is the query ([`fold`]ed), or it holds every word
/// of the query as a whole word (`claim` in `contested claim`), or not at all. Both searches
/// list the exact matches first, then the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum TermMatch {
    /// The term is the query.
    Exact,
    /// The term holds every word of the query.
    Words,
    /// The query holds every word of the term, in a form of its own (a director's phrase
    /// around the index's term: `wahanie partnera` for `wahanie`, `brak alertu` for `alert`):
    /// the search's match ([`crate::search::situations::matching`]), after the other two.
    Covered,
}

/// How `term` matches the query `query` (both as typed), if it does; an empty query matches
/// nothing.
pub(crate) fn match_term(term: &str, query: &str) -> Option<TermMatch> {
    let q = fold(query);
    if q.is_empty() {
        return None;
    }
    let t = fold(term);
    if t == q {
        return Some(TermMatch::Exact);
    }
    let tw: Vec<&str> = t
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    q.split(' ')
        .all(|w| tw.contains(&w))
        .then_some(TermMatch::Words)
}

/// An entry's element id on the A–Z page, and its anchor for search: `t-` and its folded term
/// ([`fold`]), white space as `_` (`t-sporna_deklaracja`).
pub(crate) fn entry_id(term: &str) -> String {
    format!("t-{}", fold(term).replace(' ', "_"))
}

impl SituationIndex {
    /// The entry whose term is `term` ([`fold`]ed), if any.
    pub fn entry(&self, term: &str) -> Option<&Entry> {
        let t = fold(term);
        self.entries.iter().find(|e| fold(&e.term) == t)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIndex {
    lang: String,
    entries: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    term: String,
    #[serde(default)]
    see_also: Vec<String>,
    #[serde(default)]
    clauses: Option<RawLocators>,
    #[serde(default)]
    subentries: Vec<RawEntry>,
}

/// A YAML scalar read as text: `68` and `'68'` are the same clause, `2017` and `'2017'` the
/// same edition.
#[derive(Deserialize, Clone, PartialEq)]
#[serde(untagged)]
enum Scalar {
    Text(String),
    Number(u64),
    /// YAML reads `70E1` as the number 700: refused with a hint to quote it.
    Float(f64),
}

impl Scalar {
    fn text(&self) -> String {
        match self {
            Scalar::Text(s) => s.clone(),
            Scalar::Number(n) => n.to_string(),
            Scalar::Float(f) => f.to_string(),
        }
    }
}

impl Eq for Scalar {}

impl Ord for Scalar {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.text().cmp(&other.text())
    }
}

impl PartialOrd for Scalar {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawLocators {
    All(Vec<Scalar>),
    PerEdition(BTreeMap<Scalar, Vec<Scalar>>),
}

/// Parses the situation index `text` of the file `rel` (`translations/<lang>/index.yaml`),
/// checked against the manifests and the corpus's documents (sorted as
/// [`crate::corpus::model::Corpus::documents`] is).
///
/// # Errors
/// Every fault, each an [`InputError`] at its line and column: YAML that does not parse or has
/// an unknown field; `lang` not the folder's; an entry with nothing (no clauses, see-also or
/// subentries); a clause id that does not parse or is unknown in an edition (see the module's
/// notes); an edition without a manifest; a duplicate term (compared [`fold`]ed); a see-also
/// term no entry has.
// Long: one index's checks in order (entries, terms, see-also), each pushing to one error list.
#[allow(clippy::too_many_lines)]
pub fn parse_index(
    rel: &str,
    text: &str,
    editions: &[EditionManifest],
    documents: &[Document],
) -> Result<SituationIndex, Vec<InputError>> {
    let text = &*crate::corpus::chars::normalise_line_ends(text);
    // Raw, or made by a YAML escape (`"\e"`): the terms reach the site's pages and JSON.
    if let Some(e) = crate::corpus::chars::yaml_control_error(rel, text) {
        return Err(vec![e]);
    }
    let raw: RawIndex = serde_yaml::from_str(text).map_err(|e| {
        let (line, col) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        vec![
            InputError::at(rel, text, line, col, format!("not a situation index: {e}"))
                .with_help("see docs/situation-index.md for the format"),
        ]
    })?;
    let mut errors = Vec::new();
    let folder = rel.split('/').nth(1).unwrap_or_default();
    if raw.lang != folder {
        let (l, c) = locate(text, 1, text.lines().count().max(1), "lang", &raw.lang);
        errors.push(InputError::at(
            rel,
            text,
            l,
            c,
            format!(
                "lang {:?} is not the folder's language {folder:?}",
                raw.lang
            ),
        ));
    }
    let lang = Lang(folder.to_string());
    // The editions a plain list holds in: those the language has documents in.
    let mut lang_editions: Vec<&Edition> = documents
        .iter()
        .filter(|d| d.meta.lang == lang)
        .map(|d| &d.meta.edition)
        .collect();
    lang_editions.sort();
    lang_editions.dedup();
    let spans = entry_lines(text);
    let check = Checker {
        rel,
        text,
        editions,
        documents,
        lang_editions,
    };
    let mut entries = Vec::new();
    for (i, r) in raw.entries.iter().enumerate() {
        let (from, to, subs) =
            spans
                .get(i)
                .cloned()
                .unwrap_or((1, text.lines().count().max(1), Vec::new()));
        let mut subentries = Vec::new();
        for (j, s) in r.subentries.iter().enumerate() {
            let (sf, st) = subs.get(j).copied().unwrap_or((from, to));
            if !s.subentries.is_empty() || !s.see_also.is_empty() {
                errors.push(InputError::at(
                    rel,
                    text,
                    sf,
                    1,
                    "a subentry has a term and clauses only (no see_also, no subentries of its own)",
                ));
            }
            subentries.push(Entry {
                term: s.term.nfc().collect(),
                line: sf,
                see_also: Vec::new(),
                clauses: check.locators(s.clauses.as_ref(), sf, st, &mut errors),
                subentries: Vec::new(),
            });
        }
        let e = Entry {
            term: r.term.nfc().collect(),
            line: from,
            see_also: r.see_also.iter().map(|s| s.nfc().collect()).collect(),
            clauses: check.locators(r.clauses.as_ref(), from, to, &mut errors),
            subentries,
        };
        let empty = match &e.clauses {
            Locators::All(v) => v.is_empty(),
            Locators::PerEdition(m) => m.values().all(Vec::is_empty),
        };
        if empty && e.see_also.is_empty() && e.subentries.is_empty() {
            errors.push(InputError::at(
                rel,
                text,
                from,
                1,
                format!("entry {:?} has no clauses, see_also or subentries", e.term),
            ));
        }
        entries.push(e);
    }
    // Duplicate terms and see-also targets.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for e in &entries {
        let f = fold(&e.term);
        if let Some(first) = seen.get(&f) {
            let (l, c) = locate(text, e.line, e.line, "term", e.term.trim());
            errors.push(
                InputError::at(
                    rel,
                    text,
                    l,
                    c,
                    format!("duplicate term {:?} (first at line {first})", e.term),
                )
                .with_help("merge the two entries' clauses into one"),
            );
        } else {
            seen.insert(f, e.line);
        }
    }
    for (i, e) in entries.iter().enumerate() {
        let to = spans.get(i).map_or(e.line, |s| s.1);
        for s in &e.see_also {
            if !seen.contains_key(&fold(s)) {
                let (l, c) = locate(text, e.line, to, "see_also", s.trim());
                errors.push(InputError::at(
                    rel,
                    text,
                    l,
                    c,
                    format!("see-also term {s:?} is not an entry of this index"),
                ));
            }
        }
    }
    if errors.is_empty() {
        Ok(SituationIndex {
            file: rel.to_string(),
            lang,
            entries,
        })
    } else {
        Err(errors)
    }
}

struct Checker<'a> {
    rel: &'a str,
    text: &'a str,
    editions: &'a [EditionManifest],
    documents: &'a [Document],
    lang_editions: Vec<&'a Edition>,
}

impl Checker<'_> {
    fn locators(
        &self,
        raw: Option<&RawLocators>,
        from: usize,
        to: usize,
        errors: &mut Vec<InputError>,
    ) -> Locators {
        match raw {
            None => Locators::All(Vec::new()),
            Some(RawLocators::All(v)) => {
                let eds = self.lang_editions.clone();
                Locators::All(self.ids(v, &eds, from, to, errors))
            }
            Some(RawLocators::PerEdition(m)) => {
                let mut out = BTreeMap::new();
                for (k, v) in m {
                    let e = Edition(k.text());
                    if !self.editions.iter().any(|m| m.edition == e) {
                        let (l, c) = locate(self.text, from, to, "clauses", &e.0);
                        errors.push(InputError::at(
                            self.rel,
                            self.text,
                            l,
                            c,
                            format!("edition {} has no manifest in laws/", e.0),
                        ));
                        continue;
                    }
                    let ids = self.ids(v, &[&e], from, to, errors);
                    out.insert(e, ids);
                }
                Locators::PerEdition(out)
            }
        }
    }

    fn ids(
        &self,
        v: &[Scalar],
        editions: &[&Edition],
        from: usize,
        to: usize,
        errors: &mut Vec<InputError>,
    ) -> Vec<ClauseId> {
        let mut out = Vec::new();
        for s in v {
            let t = s.text();
            let at = || locate(self.text, from, to, "clauses", t.trim());
            if let Scalar::Float(f) = s {
                let (l, c) = at();
                errors.push(
                    InputError::at(
                        self.rel,
                        self.text,
                        l,
                        c,
                        format!("a clause reads as the number {f} in YAML (70E1 is 70×10¹)"),
                    )
                    .with_help("quote clause ids with an E and a digit: '70E1'"),
                );
                continue;
            }
            let id: ClauseId = match t.trim().parse() {
                Ok(id) => id,
                Err(e) => {
                    let (l, c) = at();
                    errors.push(InputError::at(self.rel, self.text, l, c, e.to_string()));
                    continue;
                }
            };
            for ed in editions {
                if let Some(why) = self.unknown(ed, &id) {
                    let (l, c) = at();
                    errors.push(
                        InputError::at(
                            self.rel,
                            self.text,
                            l,
                            c,
                            format!("unknown clause {id} in {}: {why}", ed.0),
                        )
                        .with_help(
                            "give the clauses per edition where they differ ('2007': [..], '2017': [..])",
                        ),
                    );
                }
            }
            out.push(id);
        }
        out
    }

    /// Why `id` is unknown in `edition`, or `None` when it is known (see the module's notes).
    fn unknown(&self, edition: &Edition, id: &ClauseId) -> Option<String> {
        let m = self.editions.iter().find(|m| &m.edition == edition)?;
        if !m.has_law(id.law) {
            return Some(format!("the {} manifest has no Law {}", edition.0, id.law));
        }
        let texts: Vec<&Document> = self
            .documents
            .iter()
            .filter(|d| &d.meta.edition == edition && d.meta.law == id.law)
            .filter(|d| d.law_text().is_some())
            .collect();
        if texts.is_empty() || id.section.is_none() && id.subsection.is_none() {
            return None;
        }
        let has = texts
            .iter()
            .any(|d| d.law_text().is_some_and(|t| t.find(id).is_some()));
        (!has).then(|| format!("no text of Law {} has it", id.law))
    }
}

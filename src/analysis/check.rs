//! Reading the references ([`Links`]) for people: `lawref check` (every reference that does not
//! lead where it says, with file, line and column) and `lawref refs <clause>` (what a clause cites
//! and what cites it). Reads the corpus and its links only; changes nothing.
//!
//! Severities (`lawref check` exits non-zero when there is any error):
//! - error: an impossible reference ([`Resolution::Impossible`]: Law 94, or 68Z where Law 68's
//!   sections run A–D); the text names something that cannot exist;
//! - warning: a dangling reference (the target document is in the corpus but lacks the clause, so
//!   the link falls back to an enclosing clause), a suspect one ([`Resolution::Suspect`]), an
//!   ambiguous one ([`crate::xref::Reference::ambiguous`]: a Cyrillic or Greek letter read as its
//!   look-alike in a document that does not say how it letters its sections);
//! - info: a reference to a law the corpus has no text of in that edition
//!   ([`Resolution::NotInCorpus`]): nothing is wrong, the corpus is only incomplete.
//!
//! Beside the references: terms of another edition ([`check_terms`]), correspondence records
//! naming a clause no text has ([`check_correspondences`]) and drift between the translations
//! ([`check_drift`]: a clause amended in one language and not another, a clause one language's
//! text lacks), all warnings.

use std::collections::HashMap;
use std::fmt;

use serde::Serialize;

use crate::corpus::model::{ClauseId, Corpus, Inline, Kind, Level, Owner};
use crate::xref::{Links, Reference, Resolution, impossible};

/// Where a reference stands in its corpus file: 1-based line and column (in characters).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Location {
    /// The corpus file, relative to the corpus root (`translations/pl/2017/68.md`).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// Whether a corpus file's line begins a Markdown block of its own: a heading, a list item
/// (`1.`, `-`, `*`) or a quotation.
fn starts_block(line: &str) -> bool {
    let t = line.trim_start();
    if t.starts_with('#') || t.starts_with("- ") || t.starts_with("* ") || t.starts_with('>') {
        return true;
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && (t[digits..].starts_with(". ") || t[digits..].starts_with(") "))
}

/// Finds where references stand in their files; reads each corpus file once.
pub(crate) struct Locator<'a> {
    corpus: &'a Corpus,
    sources: HashMap<usize, Vec<String>>,
    /// Each document's paragraphs, walked once (a walk per reference was quadratic).
    paragraphs: HashMap<usize, Vec<&'a crate::corpus::model::Paragraph>>,
}

impl<'a> Locator<'a> {
    /// A locator over `corpus`.
    pub fn new(corpus: &'a Corpus) -> Self {
        Locator {
            corpus,
            sources: HashMap::new(),
            paragraphs: HashMap::new(),
        }
    }

    /// Where the words of reference `r` start in its file. The paragraph's text has its soft
    /// line breaks as spaces and its markers taken out, so the words are found in the file's
    /// paragraph (from its first line to the next blank line, lines joined by a space) as the
    /// same occurrence as in the text; when the file cannot be read or the words are not
    /// there, the paragraph's first line and column 1.
    pub(crate) fn locate(&mut self, r: &Reference) -> Location {
        let d = &self.corpus.documents[r.doc];
        let Some(para) = self.paragraph(r.doc, r.para) else {
            return Location {
                file: d.path.clone(),
                line: 1,
                column: 1,
            };
        };
        let fallback = Location {
            file: d.path.clone(),
            line: para.line,
            column: 1,
        };
        let Some(Inline::Text(t)) = para.inlines.get(r.inline) else {
            return fallback;
        };
        if t.get(r.range.clone()).is_none() {
            return fallback;
        }
        // The words' place in the paragraph's plain text.
        let before: usize = para.inlines[..r.inline]
            .iter()
            .map(|i| match i {
                Inline::Text(s) | Inline::NoteRef(s) => s.len(),
            })
            .sum();
        let start = before + r.range.start;
        let end = before + r.range.end;
        self.locate_in(r.doc, para.line, &para.plain_text(), start..end)
    }

    /// Where the words at byte range `range` of `unit` (a paragraph's plain text, a section's
    /// title, the front matter's title) of document `doc` start in its file, `unit` starting on
    /// line `line`: found as in [`Locator::locate`]; line `line`, column 1 when not found.
    pub(crate) fn locate_in(
        &mut self,
        doc: usize,
        line: usize,
        unit: &str,
        range: std::ops::Range<usize>,
    ) -> Location {
        let d = &self.corpus.documents[doc];
        let mut fallback = Location {
            file: d.path.clone(),
            line,
            column: 1,
        };
        let Some(words) = unit.get(range.clone()) else {
            return fallback;
        };
        let nth = unit[..range.start].match_indices(words).count();
        let first_words: String = unit.chars().take(12).collect();
        let lines = self.lines(doc);
        let para_line = line;
        // The paragraph's lines, joined by spaces, each char with its (line, column).
        let mut flat = String::new();
        let mut at: Vec<(usize, usize, usize)> = Vec::new(); // (byte in flat, line, column)
        let first = para_line.saturating_sub(1).min(lines.len());
        for (li, line) in lines[first..]
            .iter()
            .enumerate()
            .map(|(i, l)| (i + first, l))
        {
            // The paragraph ends at a blank line, or where the next block begins (a list item
            // or a heading on the next line): a list of thousands of items is not read whole
            // for each reference in it.
            if line.trim().is_empty() || (li + 1 > para_line && starts_block(line)) {
                break;
            }
            let body = if li + 1 == para_line {
                line.as_str()
            } else {
                flat.push(' ');
                at.push((flat.len() - 1, li + 1, 0));
                line.trim_start()
            };
            let lead = line.chars().count() - body.chars().count();
            for (ci, c) in body.chars().enumerate() {
                at.push((flat.len(), li + 1, lead + ci + 1));
                flat.push(c);
            }
        }
        let start = flat.find(&first_words).unwrap_or(0);
        if let Some((pos, _)) = flat[start..].match_indices(words).nth(nth)
            && let Some(&(_, line, column)) = at.iter().find(|(b, _, _)| *b == start + pos)
        {
            fallback.line = line;
            fallback.column = column;
        }
        fallback
    }

    /// The lines of document `doc`'s file (empty when it cannot be read), read once, as load
    /// reads corpus files (`read_in_corpus`).
    fn lines(&mut self, doc: usize) -> &Vec<String> {
        let corpus = self.corpus;
        self.sources.entry(doc).or_insert_with(|| {
            read_in_corpus(corpus, &corpus.documents[doc].path)
                .lines()
                .map(str::to_string)
                .collect()
        })
    }

    /// Paragraph `i` of document `doc` (its paragraphs walked once per document).
    pub(crate) fn paragraph(
        &mut self,
        doc: usize,
        i: usize,
    ) -> Option<&'a crate::corpus::model::Paragraph> {
        let corpus = self.corpus;
        self.paragraphs
            .entry(doc)
            .or_insert_with(|| corpus.documents[doc].paragraphs())
            .get(i)
            .copied()
    }

    /// The words of reference `r` as its paragraph holds them.
    pub(crate) fn words(&mut self, r: &Reference) -> &'a str {
        match self
            .paragraph(r.doc, r.para)
            .and_then(|p| p.inlines.get(r.inline))
        {
            Some(Inline::Text(t)) => t.get(r.range.clone()).unwrap_or(""),
            _ => "",
        }
    }

    /// The 1-based line of the `title:` field in document `doc`'s front matter (1 when not
    /// found).
    pub(crate) fn title_line(&mut self, doc: usize) -> usize {
        self.lines(doc)
            .iter()
            .skip(1)
            .take_while(|l| l.trim_end() != "---")
            .position(|l| l.starts_with("title:"))
            .map_or(1, |i| i + 2)
    }
}

/// How serious a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Something the text names cannot exist.
    Error,
    /// A link that does not lead exactly where the text says, or words read with doubt.
    Warning,
    /// Nothing wrong: the corpus lacks the text.
    Info,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        })
    }
}

/// One reference `lawref check` reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// Where its words stand.
    pub at: Location,
    /// How serious.
    pub severity: Severity,
    /// `impossible`, `dangling`, `suspect`, `ambiguous` or `not-in-corpus` for a reference;
    /// [`OTHER_EDITION_TERM`] for a term ([`check_terms`]).
    pub kind: &'static str,
    /// The reference's (or term's) words as written ("94", "B1", "(a)", "roszczenia").
    pub words: String,
    /// Why, in a sentence.
    pub why: String,
}

impl fmt::Display for Finding {
    /// `translations/pl/2017/68.md:14:3: error: impossible reference "94": Law 94 is not in the
    /// 2017 Laws (they run 1–93)`; for a term, `… warning: other-edition term "roszczenia": …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = match self.kind {
            OTHER_EDITION_TERM => "term",
            UNKNOWN_CLAUSE => "record",
            MISSED_AMENDMENT | MISSING_CLAUSE | STRUCTURE_UNSURE => "clause",
            _ => "reference",
        };
        write!(
            f,
            "{}: {}: {} {noun} \"{}\": {}",
            self.at, self.severity, self.kind, self.words, self.why
        )
    }
}

/// The kind of a finding that a text uses another edition's term ([`check_terms`]).
pub(crate) const OTHER_EDITION_TERM: &str = "other-edition";

/// The kind of a finding that a correspondence record names a clause no text has
/// ([`check_correspondences`]).
pub(crate) const UNKNOWN_CLAUSE: &str = "unknown-clause";

/// The kind of a finding that a clause changed from one edition to the next in one language but
/// not in another ([`check_drift`]).
pub(crate) const MISSED_AMENDMENT: &str = "missed-amendment";

/// The kind of a finding that one language's text of a law lacks a clause another language's
/// text of it in the same edition has ([`check_drift`]).
pub(crate) const MISSING_CLAUSE: &str = "missing-clause";

/// Drift between the translations, as warnings sorted as [`check`] sorts:
/// - **missed amendments**: for each edition and the edition it follows (`previous:` or
///   `revises:` in its manifest), each law with a text of both in two or more languages, each
///   part of the law as [`crate::analysis::align::diff::diff_law`] pairs them along the correspondence
///   records (the title, the opening, each clause or group of split or merged clauses, the
///   closing, each footnote): where the part changed in some languages and is word for word the
///   same in others, a finding at each unchanged text's newer file, at the part's line:
///   `translations/nl/2017/68.md:19:1: warning: missed-amendment clause "68B2": changed from 2007
///   to 2017 in pl, but the nl 2017 text is its 2007 text word for word (an amendment the
///   translation missed?)`;
/// - **missing clauses**: for each edition and law with texts in two or more languages, each
///   clause a text lacks that another has (the outermost one, its missing sub-clauses counted),
///   at the line of the nearest enclosing clause the text has (else its first clause):
///   `… warning: missing-clause clause "68D2(b)(ii)": the pl text of Law 68 in the 2017 Laws has
///   it`; where the lacking language's work file ([`crate::corpus::work`]) holds the clause's unit
///   not done, an info, not a warning: `…; the pl text lacks it: in translation
///   (translations/pl/2027/68.work.yaml: needs-review-translation)`.
// Long: both drift checks in one walk of editions and laws, sharing the locator and the law's diff.
#[allow(clippy::too_many_lines)]
pub(crate) fn check_drift(corpus: &Corpus) -> Vec<Finding> {
    use crate::analysis::align::diff::{Compare, Part, diff_law_with};
    use std::collections::{BTreeMap, BTreeSet};
    let mut loc = Locator::new(corpus);
    let mut out = Vec::new();
    for m in &corpus.editions {
        let e = &m.edition;
        // Missing clauses.
        for law in corpus.laws_in(e) {
            let texts: Vec<_> = corpus.texts_of(e, law).collect();
            if texts.len() < 2 {
                continue;
            }
            let all: BTreeSet<ClauseId> = texts
                .iter()
                .flat_map(|(_, t)| t.all_clauses().into_iter().map(|c| c.id))
                .collect();
            // Each text's clauses with their lines: every lookup below is a hash lookup, so the
            // pass is linear in the clauses (times their depth), not quadratic.
            let lines_of: Vec<std::collections::HashMap<ClauseId, usize>> = texts
                .iter()
                .map(|(_, t)| t.all_clauses().iter().map(|c| (c.id, c.line)).collect())
                .collect();
            for ((d, t), mine) in texts.iter().zip(&lines_of) {
                let lacking: BTreeSet<ClauseId> = all
                    .iter()
                    .filter(|id| !mine.contains_key(id))
                    .copied()
                    .collect();
                // How many lacking sub-clauses each lacking clause has below it.
                let mut below_of: std::collections::HashMap<ClauseId, usize> =
                    std::collections::HashMap::new();
                for c in &lacking {
                    for a in c.ancestry().skip(1) {
                        if lacking.contains(&a) {
                            *below_of.entry(a).or_default() += 1;
                        }
                    }
                }
                let work = corpus.work(e, law, &d.meta.lang);
                let work_units: std::collections::HashMap<&str, &crate::corpus::work::WorkUnit> =
                    work.map(|w| w.units.iter().map(|u| (u.unit.as_str(), u)).collect())
                        .unwrap_or_default();
                for id in &lacking {
                    if id.parent().is_some_and(|p| {
                        p.level() != Level::Law && all.contains(&p) && lacking.contains(&p)
                    }) {
                        continue;
                    }
                    let below = below_of.get(id).copied().unwrap_or(0);
                    let has: Vec<&str> = texts
                        .iter()
                        .zip(&lines_of)
                        .filter(|(_, m)| m.contains_key(id))
                        .map(|((o, _), _)| o.meta.lang.0.as_str())
                        .collect();
                    let line = id
                        .ancestry()
                        .skip(1)
                        .find_map(|a| mine.get(&a).copied())
                        .or_else(|| t.clauses.first().map(|c| c.line))
                        .unwrap_or(1);
                    // A clause the language's translation round holds, not done yet (its work
                    // file's unit: in review, or not translated): work in progress, not drift.
                    let pending = work.and_then(|w| {
                        work_units
                            .get(id.to_string().as_str())
                            .filter(|u| u.target.is_some() || !u.translated)
                            .map(|u| {
                                format!(
                                    ": in translation ({}: {})",
                                    w.path,
                                    u.state.map_or(
                                        if u.translated {
                                            "translated"
                                        } else {
                                            "no translation"
                                        },
                                        crate::corpus::work::State::as_str
                                    )
                                )
                            })
                    });
                    out.push(Finding {
                        at: Location {
                            file: d.path.clone(),
                            line,
                            column: 1,
                        },
                        severity: if pending.is_some() {
                            Severity::Info
                        } else {
                            Severity::Warning
                        },
                        kind: MISSING_CLAUSE,
                        words: id.to_string(),
                        why: format!(
                            "the {} text{} of Law {law} in the {e} Laws {} it{}; the {} text lacks it{}",
                            has.join(", "),
                            if has.len() == 1 { "" } else { "s" },
                            if has.len() == 1 { "has" } else { "have" },
                            match below {
                                0 => String::new(),
                                1 => " (and 1 sub-clause)".to_string(),
                                n => format!(" (and {n} sub-clauses)"),
                            },
                            d.meta.lang,
                            pending.unwrap_or_default()
                        ),
                    });
                }
            }
        }
        // Missed amendments.
        let Some(prev) = m.follows() else { continue };
        for law in corpus.laws_in(e) {
            let langs: Vec<_> = corpus
                .texts_of(e, law)
                .filter(|(d, _)| corpus.text(prev, law, &d.meta.lang).is_some())
                .map(|(d, _)| d.meta.lang.clone())
                .collect();
            if langs.len() < 2 {
                continue;
            }
            // Per part of the law (its kind and the clause ids of both sides): whether it
            // changed, per language.
            type Key = (String, Vec<ClauseId>, Vec<ClauseId>);
            let mut parts: BTreeMap<Key, Vec<(&crate::corpus::model::Lang, bool)>> =
                BTreeMap::new();
            let mut order: Vec<Key> = Vec::new();
            for l in &langs {
                let Some(d) = diff_law_with(corpus, l, law, prev, e, Compare::Changed) else {
                    continue;
                };
                for r in &d.rows {
                    let kind = match &r.part {
                        Part::Title => "title".to_string(),
                        Part::Preamble => "preamble".to_string(),
                        Part::Clauses => "clauses".to_string(),
                        Part::Closing => "closing".to_string(),
                        Part::Footnote(mk) => format!("footnote {mk}"),
                    };
                    // A part one side lacks is no amendment to compare (the missing-clause
                    // check reports a clause one text lacks).
                    if r.from.is_empty() != r.to.is_empty() && r.part == Part::Clauses {
                        continue;
                    }
                    let key = (kind, r.from.clone(), r.to.clone());
                    if !parts.contains_key(&key) {
                        order.push(key.clone());
                    }
                    parts.entry(key).or_default().push((l, r.changed()));
                }
            }
            for key in order {
                let by = &parts[&key];
                let changed: Vec<&str> = by
                    .iter()
                    .filter(|(_, c)| *c)
                    .map(|(l, _)| l.0.as_str())
                    .collect();
                if changed.is_empty() || changed.len() == by.len() {
                    continue;
                }
                for (l, _) in by.iter().filter(|(_, c)| !*c) {
                    let Some((di, d)) = corpus.text(e, law, l) else {
                        continue;
                    };
                    let t = d.law_text();
                    let (words, line) = match key.0.as_str() {
                        "title" => (format!("{law} title"), loc.title_line(di)),
                        "clauses" => (
                            key.2
                                .iter()
                                .map(ToString::to_string)
                                .collect::<Vec<_>>()
                                .join(", "),
                            key.2
                                .first()
                                .and_then(|id| t.and_then(|t| t.find(id)))
                                .map_or(1, |c| c.line),
                        ),
                        other => {
                            let line = match other {
                                "preamble" => t.and_then(|t| t.preamble.first()).map(|p| p.line),
                                "closing" => t.and_then(|t| t.closing.first()).map(|p| p.line),
                                f => {
                                    let mark = f.strip_prefix("footnote ");
                                    t.zip(mark).and_then(|(t, m)| t.footnote(m)).map(|n| n.line)
                                }
                            };
                            (format!("{law} {other}"), line.unwrap_or(1))
                        }
                    };
                    out.push(Finding {
                        at: Location {
                            file: d.path.clone(),
                            line,
                            column: 1,
                        },
                        severity: Severity::Warning,
                        kind: MISSED_AMENDMENT,
                        words,
                        why: format!(
                            "changed from {prev} to {e} in {}, but the {l} {e} text is its {prev} text word for word (an amendment the translation missed?)",
                            changed.join(", ")
                        ),
                    });
                }
            }
        }
    }
    sort_findings(&mut out);
    out
}

/// The text of the corpus file `rel` (a corpus document or a manifest, which load has read),
/// read again for the places of its findings as load reads it: inside the corpus, a regular
/// file, within the size limit (`util::fsio::Boundary::read`); empty when it cannot be read
/// (its findings then point at line 1).
fn read_in_corpus(corpus: &Corpus, rel: &str) -> String {
    crate::util::fsio::Boundary::of(&corpus.root)
        .ok()
        .and_then(|b| b.read(&corpus.root.join(rel)).ok())
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .unwrap_or_default()
}

/// Correspondence records (`laws/<edition>.yaml`) that name a clause which no text of its law
/// in its edition has (the previous edition for the old side, the manifest's own for the new
/// side), as warnings at the record's line and the id's column: `laws/2017.yaml:48:17: warning:
/// unknown-clause record "68Q": no text of Law 68 in the 2007 Laws has it (nl, pl)`. Likely a
/// typo: the record then changes nothing. Only where the corpus has a text of that law in that
/// edition (a record may be written before the texts come); ids of whole laws are not checked.
pub(crate) fn check_correspondences(corpus: &Corpus) -> Vec<Finding> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let Some(prev) = m.follows() else { continue };
        let file = format!("laws/{}.yaml", m.edition);
        let text = read_in_corpus(corpus, &file);
        for c in &m.correspondences {
            for (ids, edition) in [(&c.old, prev), (&c.new, &m.edition)] {
                for id in ids
                    .iter()
                    .filter(|id| id.level() != crate::corpus::model::Level::Law)
                {
                    let texts: Vec<_> = corpus.texts_of(edition, id.law).collect();
                    if texts.is_empty() || texts.iter().any(|(_, t)| t.find(id).is_some()) {
                        continue;
                    }
                    let cite = id.to_string();
                    let column = crate::corpus::yaml::column_on_line(&text, c.line, &cite);
                    let langs: Vec<&str> =
                        texts.iter().map(|(d, _)| d.meta.lang.0.as_str()).collect();
                    out.push(Finding {
                        at: Location {
                            file: file.clone(),
                            line: c.line.max(1),
                            column,
                        },
                        severity: Severity::Warning,
                        kind: UNKNOWN_CLAUSE,
                        words: cite,
                        why: format!(
                            "no text of Law {} in the {edition} Laws has it ({})",
                            id.law,
                            langs.join(", ")
                        ),
                    });
                }
            }
        }
    }
    sort_findings(&mut out);
    out
}

/// The uses of another edition's term ([`crate::analysis::terms::other_edition_terms`]) as warnings, each
/// at the file, line and column of its words, naming the concept, the words, the term and
/// edition they belong to, and the text's own edition's term:
/// `translations/pl/2017/68.md:14:5: warning: other-edition term "roszczenia": concept "claim":
/// a form of "roszczenie", the 2007 term; the 2017 term is "deklaracja"
/// (translations/pl/terms.yaml)`. Sorted as [`check`] sorts.
pub(crate) fn check_terms(
    corpus: &Corpus,
    uses: &[crate::analysis::terms::TermUse],
) -> Vec<Finding> {
    use crate::analysis::terms::Place;
    let mut loc = Locator::new(corpus);
    let mut out = Vec::new();
    for u in uses {
        let d = &corpus.documents[u.doc];
        let line = match &u.place {
            Place::Title => loc.title_line(u.doc),
            Place::ClauseTitle(id) => d.law_text().and_then(|t| t.find(id)).map_or(1, |c| c.line),
            Place::Paragraph(seq) => loc.paragraph(u.doc, *seq).map_or(1, |p| p.line),
        };
        let unit = match &u.place {
            // The paragraph from the locator's walk (a walk per use was quadratic).
            Place::Paragraph(seq) => loc
                .paragraph(u.doc, *seq)
                .map(crate::corpus::model::Paragraph::plain_text),
            other => other.text(d),
        }
        .unwrap_or_default();
        let at = loc.locate_in(u.doc, line, &unit, u.range.clone());
        let eds: Vec<&str> = u.term_editions.iter().map(|e| e.0.as_str()).collect();
        out.push(Finding {
            at,
            severity: Severity::Warning,
            kind: OTHER_EDITION_TERM,
            words: u.found.clone(),
            why: format!(
                "concept \"{}\": a form of \"{}\", the {} term; the {} term is \"{}\" ({})",
                u.concept,
                u.term,
                eds.join(" and "),
                d.meta.edition,
                u.preferred,
                u.base
            ),
        });
    }
    sort_findings(&mut out);
    out
}

/// The kind of a finding that import was unsure of a text's structure ([`check_doubts`]).
pub(crate) const STRUCTURE_UNSURE: &str = "structure-unsure";

/// The doubts import named in the corpus files' front matter
/// ([`crate::corpus::model::FrontMatter::doubts`]), as warnings at the line of the clause each
/// names (else the file's first line): `translations/pl/2017/61.md:17:1: warning:
/// structure-unsure clause "61B1": source line 11 of przep61.htm: 1 follows 1 in the same list:
/// …; kept as text of 1 before it`. A doubt naming a clause the text lacks says so. Sorted as
/// [`check`] sorts.
pub(crate) fn check_doubts(corpus: &Corpus) -> Vec<Finding> {
    let mut out = Vec::new();
    for d in &corpus.documents {
        for doubt in &d.meta.doubts {
            let id = doubt
                .clause
                .as_deref()
                .and_then(|c| c.parse::<crate::corpus::model::ClauseId>().ok());
            let clause = id.and_then(|id| d.law_text().and_then(|t| t.find(&id)));
            let words = doubt
                .clause
                .clone()
                .unwrap_or_else(|| d.meta.law.to_string());
            let lacking = if doubt.clause.is_some() && clause.is_none() {
                " (the text has no such clause)"
            } else {
                ""
            };
            out.push(Finding {
                at: Location {
                    file: d.path.clone(),
                    line: clause.map_or(1, |c| c.line),
                    column: 1,
                },
                severity: Severity::Warning,
                kind: STRUCTURE_UNSURE,
                words,
                why: format!(
                    "source line {} of {}{lacking}: {}",
                    doubt.line, d.meta.source, doubt.reason
                ),
            });
        }
    }
    sort_findings(&mut out);
    out
}

/// Sorts findings by file, line and column, then severity (as [`check`] gives them).
pub(crate) fn sort_findings(findings: &mut [Finding]) {
    findings.sort_by(|a, b| a.at.cmp(&b.at).then(a.severity.cmp(&b.severity)));
}

/// Every reference of `links` that is impossible, dangling, suspect or not in the corpus, sorted
/// by file, line and column (see the module's doc for severities).
pub fn check(corpus: &Corpus, links: &Links) -> Vec<Finding> {
    let mut loc = Locator::new(corpus);
    let mut out = Vec::new();
    for r in &links.refs {
        let d = &corpus.documents[r.doc];
        let edition = &d.meta.edition;
        let (severity, kind, why) = match &r.resolution {
            Resolution::Impossible => (
                Severity::Error,
                "impossible",
                impossible(corpus, edition, r.target)
                    .unwrap_or_else(|| format!("{} cannot exist", r.target)),
            ),
            Resolution::Suspect => (
                Severity::Warning,
                "suspect",
                "probably a list whose joining word was lost; not linked".to_string(),
            ),
            Resolution::NotInCorpus => (
                Severity::Info,
                "not-in-corpus",
                format!(
                    "the corpus has no text of Law {} in the {edition} Laws; not linked",
                    r.target.law
                ),
            ),
            Resolution::Document { doc, clause } if *clause != r.target => {
                let t = &corpus.documents[*doc];
                (
                    Severity::Warning,
                    "dangling",
                    format!(
                        "{} has no {}; the link goes to {}",
                        t.path,
                        r.target,
                        shown(clause)
                    ),
                )
            }
            Resolution::Parallel { clause, .. } if *clause != r.target => (
                Severity::Warning,
                "dangling",
                format!(
                    "no text of Law {} in the {edition} Laws has {}; the link goes to {} in the parallel view",
                    r.target.law,
                    r.target,
                    shown(clause)
                ),
            ),
            _ => (Severity::Info, "", String::new()),
        };
        let at = loc.locate(r);
        if !kind.is_empty() {
            out.push(Finding {
                at: at.clone(),
                severity,
                kind,
                words: loc.words(r).to_string(),
                why,
            });
        }
        if r.ambiguous {
            out.push(Finding {
                at,
                severity: Severity::Warning,
                kind: "ambiguous",
                words: loc.words(r).to_string(),
                why: format!(
                    "read as {} (letters as the Latin ones they look like); the document does not say how it letters its sections (front matter `letters: look-alike` or `alphabet`)",
                    r.target
                ),
            });
        }
    }
    sort_findings(&mut out);
    out
}

fn shown(c: &ClauseId) -> String {
    if c.level() == Level::Law {
        format!("Law {}", c.law)
    } else {
        c.to_string()
    }
}

/// A reference as `lawref refs` lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct RefEntry {
    /// The words as written.
    pub text: String,
    /// Where the reference stands: the clause (citation form), or `opening`, `closing`,
    /// `footnote *`, `commentary 68.2`, `commentary`.
    pub from: String,
    /// The citing document's language.
    pub lang: String,
    /// The citing document's edition.
    pub edition: String,
    /// `text` or `commentary`.
    pub kind: String,
    /// Where the words stand.
    pub at: Location,
    /// The clause cited, in citation form.
    pub target: String,
    /// `resolved`, `dangling`, `not-in-corpus`, `suspect` or `impossible`.
    pub status: &'static str,
    /// Where the link leads: the corpus file and clause (`translations/pl/2017/70.md#70`), the
    /// parallel view (`2017 parallel#16C`), or `None` when it is not a link.
    pub links_to: Option<String>,
}

/// One clause in one edition and language, with what it cites and what cites it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct ClauseRefs {
    /// Edition.
    pub edition: String,
    /// Language.
    pub lang: String,
    /// The clause (citation form).
    pub clause: String,
    /// The text document holding it, with the clause's line.
    pub file: String,
    /// 1-based line of the clause (of the document's first paragraph for a whole law).
    pub line: usize,
    /// The references standing in the clause (its sub-clauses included; for a whole law, all of
    /// its text), in text order.
    pub cites: Vec<RefEntry>,
    /// The references to the clause or any clause inside it, from any language and kind of the
    /// same edition ([`Links::citing`]), in corpus order.
    pub cited_by: Vec<RefEntry>,
}

fn owner_label(owner: &Owner) -> String {
    match owner {
        Owner::Preamble => "opening".into(),
        Owner::Clause(id) => id.to_string(),
        Owner::Closing => "closing".into(),
        Owner::Footnote(m) => format!("footnote {m}"),
        Owner::Intro => "commentary".into(),
        Owner::Item(l, n) => format!("commentary {l}.{n}"),
    }
}

fn entry(corpus: &Corpus, loc: &mut Locator<'_>, r: &Reference) -> RefEntry {
    let d = &corpus.documents[r.doc];
    let (status, links_to) = match &r.resolution {
        Resolution::Document { doc, clause } => (
            if *clause == r.target {
                "resolved"
            } else {
                "dangling"
            },
            Some(format!("{}#{}", corpus.documents[*doc].path, clause)),
        ),
        Resolution::Parallel { edition, clause } => (
            if *clause == r.target {
                "resolved"
            } else {
                "dangling"
            },
            Some(format!("{edition} parallel#{clause}")),
        ),
        Resolution::NotInCorpus => ("not-in-corpus", None),
        Resolution::Impossible => ("impossible", None),
        Resolution::Suspect => ("suspect", None),
    };
    RefEntry {
        text: loc.words(r).to_string(),
        from: owner_label(&r.from),
        lang: d.meta.lang.0.clone(),
        edition: d.meta.edition.0.clone(),
        kind: d.meta.kind.as_str().to_string(),
        at: loc.locate(r),
        target: r.target.to_string(),
        status,
        links_to,
    }
}

/// What `clause` cites and what cites it, in every edition and language whose text has it
/// (filtered to `edition` and `lang` when given), ordered by edition then language; for an
/// edition with no text of it, what cites it there (an entry with empty `lang` and `file`).
pub(crate) fn clause_refs(
    corpus: &Corpus,
    links: &Links,
    clause: ClauseId,
    edition: Option<&str>,
    lang: Option<&str>,
) -> Vec<ClauseRefs> {
    let mut loc = Locator::new(corpus);
    let mut out = Vec::new();
    for (di, d) in corpus.documents.iter().enumerate() {
        if d.meta.kind != Kind::Text
            || d.meta.law != clause.law
            || edition.is_some_and(|e| e != d.meta.edition.0)
            || lang.is_some_and(|l| l != d.meta.lang.0)
        {
            continue;
        }
        let Some(text) = d.law_text() else { continue };
        let line = if clause.level() == Level::Law {
            d.paragraphs().first().map_or(1, |p| p.line)
        } else {
            match text.find(&clause) {
                Some(c) => c.line,
                None => continue,
            }
        };
        let inside = |o: &Owner| match o {
            Owner::Clause(id) => id.ancestry().any(|a| a == clause),
            _ => clause.level() == Level::Law,
        };
        let cites = links
            .refs
            .iter()
            .filter(|r| r.doc == di && inside(&r.from))
            .map(|r| entry(corpus, &mut loc, r))
            .collect();
        let cited_by = links
            .citing(corpus, di, clause, true)
            .map(|r| entry(corpus, &mut loc, r))
            .collect();
        out.push(ClauseRefs {
            edition: d.meta.edition.0.clone(),
            lang: d.meta.lang.0.clone(),
            clause: clause.to_string(),
            file: d.path.clone(),
            line,
            cites,
            cited_by,
        });
    }
    // An edition whose corpus has no text with the clause: still, what cites it there (a
    // director asking about 16C wants the places that name it, text or not).
    for m in &corpus.editions {
        let e = &m.edition;
        if edition.is_some_and(|x| x != e.0) || out.iter().any(|c| c.edition == e.0) {
            continue;
        }
        let cited_by: Vec<RefEntry> = links
            .refs
            .iter()
            .filter(|r| {
                let d = &corpus.documents[r.doc];
                &d.meta.edition == e
                    && lang.is_none_or(|l| l == d.meta.lang.0)
                    && !matches!(r.resolution, Resolution::Suspect)
                    && r.target.ancestry().any(|a| a == clause)
            })
            .map(|r| entry(corpus, &mut loc, r))
            .collect();
        if !cited_by.is_empty() {
            out.push(ClauseRefs {
                edition: e.0.clone(),
                lang: String::new(),
                clause: clause.to_string(),
                file: String::new(),
                line: 0,
                cites: Vec::new(),
                cited_by,
            });
        }
    }
    out.sort_by(|a, b| (&a.edition, &a.lang).cmp(&(&b.edition, &b.lang)));
    out
}

/// `lawref refs` output for people: per edition and language, the clause's file and line, then
/// "cites:" and "cited by:" lists, one reference a line.
pub(crate) fn format_clause_refs(all: &[ClauseRefs]) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    for c in all {
        if c.file.is_empty() {
            let _ = writeln!(
                s,
                "{} ({}): no text of it in the corpus",
                c.clause, c.edition
            );
        } else {
            let _ = writeln!(
                s,
                "{} ({} {}) {}:{}",
                c.clause, c.lang, c.edition, c.file, c.line
            );
        }
        for (title, list, cited) in [("cites", &c.cites, false), ("cited by", &c.cited_by, true)] {
            if list.is_empty() {
                let _ = writeln!(s, "  {title}: nothing");
                continue;
            }
            let _ = writeln!(s, "  {title}:");
            for e in list {
                let goes = e.links_to.as_deref().unwrap_or("no link");
                if cited {
                    let _ = writeln!(
                        s,
                        "    {} ({} {} {}) {}: \"{}\" → {} [{}]",
                        e.from, e.lang, e.edition, e.kind, e.at, e.text, e.target, e.status
                    );
                } else {
                    let _ = writeln!(
                        s,
                        "    {} {}: \"{}\" → {} [{}: {goes}]",
                        e.from, e.at, e.text, e.target, e.status
                    );
                }
            }
        }
    }
    s
}

/// The status `lawref refs --parse` gives a reference found in a text of `edition`, as
/// `lawref check` would: `suspect` (a lost joining word, no target), `impossible` (see
/// [`crate::xref::impossible`]: Law 94, or 68Z where every text of Law 68 runs A–D),
/// `resolved` (the corpus has a text of the law in that edition), else `not-in-corpus`.
pub(crate) fn parse_status(
    corpus: &Corpus,
    edition: &crate::corpus::model::Edition,
    r: &crate::xref::ParsedRef,
) -> &'static str {
    let Some(t) = r.target.filter(|_| !r.suspect) else {
        return "suspect";
    };
    if crate::xref::impossible(corpus, edition, t).is_some() {
        "impossible"
    } else if corpus
        .documents
        .iter()
        .any(|d| d.meta.kind == Kind::Text && d.meta.law == t.law && &d.meta.edition == edition)
    {
        "resolved"
    } else {
        "not-in-corpus"
    }
}

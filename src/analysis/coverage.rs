//! The coverage stage: [`Corpus`] → [`Coverage`], the matrix of laws × (language, edition) that
//! says, for translators, which texts the corpus has whole, which lack clauses, and which are
//! missing (`lawref coverage`, the site's `/coverage/` page).
//!
//! A cell is one law in one language and edition:
//! - [`Status::Present`]: the corpus has the text, and it has every clause of the cell's
//!   **reference set**: the union of the clause ids of every text of that law in that edition,
//!   whatever its language (a text is measured against the edition's other texts of the law, not
//!   against another edition: the 2017 Laws renumbered and added clauses on purpose);
//! - [`Status::Partial`]: the text lacks some clauses of the reference set ([`Cell::missing`]);
//! - [`Status::Absent`]: no text; a commentary on the law in that language is not a text, and is
//!   shown as such ([`Cell::commentary`]);
//! - [`Status::NotInEdition`]: the edition has no law of that number (beyond its `law_count`).
//!
//! Only numbered clauses count: the untitled opening paragraph, the closing paragraphs and the
//! footnotes are not clauses, and the whole law (`68`) is in every text. The rows are the laws
//! any edition's manifest lists (`laws/<edition>.yaml`) and every law with a document; the columns
//! are every language with a document × every edition with a manifest.
//!
//! Not for: comparing wording (that is `align`), nor clause correspondences between editions.

use std::collections::BTreeSet;

use serde::Serialize;

use crate::corpus::model::{ClauseId, Corpus, Document, Edition, Kind, Lang, Level};

/// How completely the corpus has one law in one language and edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The text has every clause of the edition's texts of the law.
    Present,
    /// The text lacks some of them ([`Cell::missing`]).
    Partial,
    /// The corpus has no text (perhaps a commentary: [`Cell::commentary`]).
    Absent,
    /// The edition has no law of this number.
    NotInEdition,
}

impl Status {
    /// `present`, `partial`, `absent`, `not-in-edition`, as in `--json` and CSS classes.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Present => "present",
            Status::Partial => "partial",
            Status::Absent => "absent",
            Status::NotInEdition => "not-in-edition",
        }
    }
}

/// One (language, edition) column.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Column {
    /// Language code (`pl`).
    pub lang: Lang,
    /// Edition id (`2017`).
    pub edition: Edition,
}

/// One law in one language and edition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// The cell's language.
    pub lang: Lang,
    /// The cell's edition.
    pub edition: Edition,
    /// How complete the text is.
    pub status: Status,
    /// The clauses of the reference set the text lacks, in the Laws' order, every level
    /// (`68D`, `68D1`, `68D2` …); empty unless [`Status::Partial`].
    #[serde(serialize_with = "clause_strings")]
    pub missing: Vec<ClauseId>,
    /// The text's corpus file (`translations/pl/2017/68.md`), if there is one.
    pub text: Option<String>,
    /// The commentary's corpus file in this language and edition
    /// (`translations/ru/2007/68.commentary.md`), if there is one.
    pub commentary: Option<String>,
}

impl Cell {
    /// What the cell says to people: `present`, `partial`, `absent`, `commentary only` (absent,
    /// with a commentary) or `n/a` (the edition has no such law).
    pub fn label(&self) -> &'static str {
        match self.status {
            Status::Present => "present",
            Status::Partial => "partial",
            Status::Absent if self.commentary.is_some() => "commentary only",
            Status::Absent => "absent",
            Status::NotInEdition => "n/a",
        }
    }

    /// The missing clauses for people: each missing clause whose enclosing clause is not
    /// missing, in citation form, with the number of its missing sub-clauses where it has any
    /// (`68D (and 3 sub-clauses)`), since those go with it.
    pub(crate) fn missing_summary(&self) -> Vec<String> {
        self.missing_tops()
            .into_iter()
            .map(|(top, below)| match below {
                0 => top.to_string(),
                1 => format!("{top} (and 1 sub-clause)"),
                n => format!("{top} (and {n} sub-clauses)"),
            })
            .collect()
    }

    /// The missing clauses whose enclosing clause is not missing, each with the number of its
    /// missing sub-clauses: what [`Cell::missing_summary`] says, for a page to word.
    /// Time O(n log n) in the missing clauses: each is counted once, under its outermost missing
    /// enclosing clause (a law of 32,000 missing subsections took 20 s when each top counted its
    /// own by a scan of them all).
    pub(crate) fn missing_tops(&self) -> Vec<(ClauseId, usize)> {
        let set: BTreeSet<ClauseId> = self.missing.iter().copied().collect();
        let mut below: std::collections::BTreeMap<ClauseId, usize> =
            std::collections::BTreeMap::new();
        for c in &self.missing {
            // The outermost missing clause of its ancestry (itself when it is a top).
            if let Some(top) = c.ancestry().filter(|a| set.contains(a)).last()
                && top != *c
            {
                *below.entry(top).or_default() += 1;
            }
        }
        self.missing
            .iter()
            .filter(|c| c.ancestry().skip(1).all(|a| !set.contains(&a)))
            .map(|top| (*top, below.get(top).copied().unwrap_or(0)))
            .collect()
    }
}

fn clause_strings<S: serde::Serializer>(v: &[ClauseId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(ToString::to_string))
}

/// One law: its cells, one per column of the [`Coverage`], in the same order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Law number.
    pub law: u8,
    /// The law's English title from the newest edition whose manifest gives one.
    pub title: Option<String>,
    /// The cells, column by column.
    pub cells: Vec<Cell>,
}

/// The coverage matrix: laws (rows, ascending) × (language, edition) columns (by language, then
/// edition).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coverage {
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows.
    pub rows: Vec<Row>,
}

/// The coverage of the whole corpus (see the module's doc for what each status means).
pub fn coverage(corpus: &Corpus) -> Coverage {
    let mut columns = Vec::new();
    for lang in corpus.langs() {
        for m in &corpus.editions {
            columns.push(Column {
                lang: lang.clone(),
                edition: m.edition.clone(),
            });
        }
    }
    let mut laws: BTreeSet<u8> = corpus.documents.iter().map(|d| d.meta.law).collect();
    for m in &corpus.editions {
        laws.extend(m.laws.iter().map(|l| l.number));
    }
    let rows = laws
        .into_iter()
        .map(|law| Row {
            law,
            title: english_title(corpus, law),
            cells: columns.iter().map(|c| cell(corpus, law, c)).collect(),
        })
        .collect();
    Coverage { columns, rows }
}

impl Coverage {
    /// The matrix with only the columns of `lang` and of `edition` (each when given), and only
    /// the rows of laws that a shown edition's manifest lists or a shown edition has a document
    /// of. Statuses are those of the whole corpus: a text is still measured against every text
    /// of its edition, shown or not.
    pub fn filter(&self, corpus: &Corpus, lang: Option<&Lang>, edition: Option<&Edition>) -> Self {
        let keep = |c: &Column| {
            lang.is_none_or(|l| &c.lang == l) && edition.is_none_or(|e| &c.edition == e)
        };
        let columns: Vec<Column> = self.columns.iter().filter(|c| keep(c)).cloned().collect();
        let shown_law = |law: u8| {
            corpus
                .editions
                .iter()
                .filter(|m| edition.is_none_or(|e| &m.edition == e))
                .any(|m| {
                    m.laws.iter().any(|l| l.number == law)
                        || corpus
                            .documents
                            .iter()
                            .any(|d| d.meta.law == law && d.meta.edition == m.edition)
                })
        };
        let rows = self
            .rows
            .iter()
            .filter(|r| shown_law(r.law))
            .map(|r| Row {
                law: r.law,
                title: r.title.clone(),
                cells: r
                    .cells
                    .iter()
                    .filter(|c| {
                        keep(&Column {
                            lang: c.lang.clone(),
                            edition: c.edition.clone(),
                        })
                    })
                    .cloned()
                    .collect(),
            })
            .collect();
        Coverage { columns, rows }
    }

    /// The cell of `law` in `lang` and `edition`, if the matrix has it.
    pub fn cell(&self, law: u8, lang: &Lang, edition: &Edition) -> Option<&Cell> {
        self.rows
            .iter()
            .find(|r| r.law == law)?
            .cells
            .iter()
            .find(|c| &c.lang == lang && &c.edition == edition)
    }
}

/// The clause ids of every text of `law` in `edition` (the whole law aside), in the Laws' order.
pub(crate) fn reference_set(corpus: &Corpus, edition: &Edition, law: u8) -> BTreeSet<ClauseId> {
    corpus
        .law_documents(edition, law)
        .1
        .iter()
        .filter(|d| d.meta.kind == Kind::Text)
        .flat_map(Document::clause_ids)
        .filter(|id| id.level() != Level::Law)
        .collect()
}

fn cell(corpus: &Corpus, law: u8, col: &Column) -> Cell {
    let text = corpus.text(&col.edition, law, &col.lang).map(|(_, d)| d);
    let commentary = corpus
        .document(&col.edition, law, &col.lang, Kind::Commentary)
        .map(|(_, d)| d.path.clone());
    let in_edition = corpus.edition(&col.edition).is_some_and(|m| m.has_law(law));
    let mut missing = Vec::new();
    let status = match text {
        _ if !in_edition => Status::NotInEdition,
        None => Status::Absent,
        Some(d) => {
            let has: BTreeSet<ClauseId> = d.clause_ids().into_iter().collect();
            missing = reference_set(corpus, &col.edition, law)
                .into_iter()
                .filter(|id| !has.contains(id))
                .collect();
            if missing.is_empty() {
                Status::Present
            } else {
                Status::Partial
            }
        }
    };
    Cell {
        lang: col.lang.clone(),
        edition: col.edition.clone(),
        status,
        missing,
        text: text.map(|d| d.path.clone()),
        commentary,
    }
}

fn english_title(corpus: &Corpus, law: u8) -> Option<String> {
    let en = Lang("en".into());
    corpus
        .editions
        .iter()
        .rev()
        .find_map(|m| m.title(law, &en))
        .map(str::to_string)
}

/// The matrix as a table for people: a row per law (number, title, a word per column:
/// `present`, `partial`, `absent`, `commentary only`, `n/a`), then the missing clauses of each
/// partial text, then a legend.
///
/// `width` (columns, a terminal's): when the whole table is wider, the columns of languages and
/// editions with no text or commentary of any law are left out (a line names them), and then
/// the titles are cut to fit. `None` (not a terminal): every column, titles whole. Last comes
/// a summary line: how many texts, of which laws, in how many languages and editions.
pub(crate) fn format_table(cov: &Coverage, width: Option<usize>) -> String {
    use std::fmt::Write as _;
    let word = Cell::label;
    // The columns shown: all, or, when the table is too wide, those with something in them.
    let has_any = |i: usize| {
        cov.rows
            .iter()
            .any(|r| r.cells[i].status != Status::Absent || r.cells[i].commentary.is_some())
            && cov
                .rows
                .iter()
                .any(|r| r.cells[i].status != Status::NotInEdition)
    };
    let full = table_width(cov, &(0..cov.columns.len()).collect::<Vec<_>>(), usize::MAX);
    let (shown, left_out): (Vec<usize>, Vec<usize>) = match width {
        Some(w) if full > w => (0..cov.columns.len()).partition(|&i| has_any(i)),
        _ => ((0..cov.columns.len()).collect(), Vec::new()),
    };
    let title_max = match width {
        Some(w) => {
            let rest = table_width(cov, &shown, 0);
            w.saturating_sub(rest).max(12)
        }
        None => usize::MAX,
    };
    let mut table: Vec<Vec<String>> = Vec::new();
    let mut head = vec!["law".to_string(), "title".to_string()];
    head.extend(
        shown
            .iter()
            .map(|&i| format!("{} {}", cov.columns[i].lang, cov.columns[i].edition)),
    );
    table.push(head);
    for r in &cov.rows {
        let mut line = vec![
            r.law.to_string(),
            cut(r.title.as_deref().unwrap_or_default(), title_max),
        ];
        line.extend(shown.iter().map(|&i| word(&r.cells[i]).to_string()));
        table.push(line);
    }
    let ncols = table[0].len();
    let widths: Vec<usize> = (0..ncols)
        .map(|i| {
            table
                .iter()
                .map(|l| l[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut s = String::new();
    for line in &table {
        let mut out = String::new();
        for (i, v) in line.iter().enumerate() {
            if i > 0 {
                out.push_str("  ");
            }
            out.push_str(v);
            out.extend(std::iter::repeat_n(' ', widths[i] - v.chars().count()));
        }
        let _ = writeln!(s, "{}", out.trim_end());
    }
    let partial: Vec<(u8, &Cell)> = cov
        .rows
        .iter()
        .flat_map(|r| r.cells.iter().map(move |c| (r.law, c)))
        .filter(|(_, c)| c.status == Status::Partial)
        .collect();
    if !partial.is_empty() {
        let _ = writeln!(s, "\nmissing clauses:");
        for (law, c) in partial {
            let _ = writeln!(
                s,
                "  {law} {} {}: {}",
                c.lang,
                c.edition,
                c.missing_summary().join(", ")
            );
        }
    }
    if !left_out.is_empty() {
        let names: Vec<String> = left_out
            .iter()
            .map(|&i| format!("{} {}", cov.columns[i].lang, cov.columns[i].edition))
            .collect();
        let _ = writeln!(
            s,
            "\nleft out to fit the terminal, no text in them: {} (--json, or a wider terminal, shows every column)",
            names.join(", ")
        );
    }
    let _ = writeln!(
        s,
        "\npresent: the text has every clause the edition's texts of the law have; partial: it lacks some (listed above); absent: no text; commentary only: a commentary, no text; n/a: the edition has no such law"
    );
    let _ = writeln!(s, "{}", summary(cov));
    s
}

/// The table's width in columns with the columns `shown` and titles of at most `title_max`
/// characters (0: the title column's heading only).
fn table_width(cov: &Coverage, shown: &[usize], title_max: usize) -> usize {
    let col = |i: usize| {
        cov.rows
            .iter()
            .map(|r| r.cells[i].label().chars().count())
            .chain([
                format!("{} {}", cov.columns[i].lang, cov.columns[i].edition)
                    .chars()
                    .count(),
            ])
            .max()
            .unwrap_or(0)
    };
    let law = cov
        .rows
        .iter()
        .map(|r| r.law.to_string().len())
        .max()
        .unwrap_or(0)
        .max(3);
    let title = cov
        .rows
        .iter()
        .map(|r| {
            r.title
                .as_deref()
                .unwrap_or("")
                .chars()
                .count()
                .min(title_max)
        })
        .max()
        .unwrap_or(0)
        .max(5);
    law + 2 + title + shown.iter().map(|&i| 2 + col(i)).sum::<usize>()
}

/// `title` within `max` characters: whole, or cut with `…` at the end.
fn cut(title: &str, max: usize) -> String {
    if title.chars().count() <= max {
        return title.to_string();
    }
    let mut t: String = title.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// One line: how many texts the corpus has, of how many of the laws, in how many languages and
/// editions (`2 laws of 93 have a text: 68, 70; 5 texts in 3 languages (nl, pl, ru) and 2
/// editions (2007, 2017); 1 partial`).
pub(crate) fn summary(cov: &Coverage) -> String {
    let texts: Vec<&Cell> = cov
        .rows
        .iter()
        .flat_map(|r| r.cells.iter())
        .filter(|c| matches!(c.status, Status::Present | Status::Partial))
        .collect();
    let laws: Vec<String> = cov
        .rows
        .iter()
        .filter(|r| {
            r.cells
                .iter()
                .any(|c| matches!(c.status, Status::Present | Status::Partial))
        })
        .map(|r| r.law.to_string())
        .collect();
    let langs: BTreeSet<&str> = texts.iter().map(|c| c.lang.0.as_str()).collect();
    let editions: BTreeSet<&str> = texts.iter().map(|c| c.edition.0.as_str()).collect();
    let partial = texts.iter().filter(|c| c.status == Status::Partial).count();
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{} of {} {}{}; {} in {} ({}) and {} ({}){}",
        plural(laws.len(), "law", "laws"),
        cov.rows.len(),
        if laws.len() == 1 {
            "has a text"
        } else {
            "have a text"
        },
        if laws.is_empty() {
            String::new()
        } else {
            format!(": {}", laws.join(", "))
        },
        plural(texts.len(), "text", "texts"),
        plural(langs.len(), "language", "languages"),
        langs.into_iter().collect::<Vec<_>>().join(", "),
        plural(editions.len(), "edition", "editions"),
        editions.into_iter().collect::<Vec<_>>().join(", "),
        if partial == 0 {
            String::new()
        } else {
            format!("; {partial} partial")
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> ClauseId {
        s.parse().unwrap()
    }

    #[test]
    fn missing_summary_lists_the_top_missing_clauses_with_their_sub_clause_counts() {
        let c = Cell {
            lang: Lang("nl".into()),
            edition: Edition("2017".into()),
            status: Status::Partial,
            missing: ["68C", "68D", "68D1", "68D2", "68D2(a)", "68E1"]
                .into_iter()
                .map(id)
                .collect(),
            text: None,
            commentary: None,
        };
        assert_eq!(
            c.missing_summary(),
            ["68C", "68D (and 3 sub-clauses)", "68E1"]
        );
    }
}

//! The align stage: one law with its texts side by side, clause by clause, each text a column
//! of a (language, edition) pair, so Polish 2017 can stand beside Dutch 2007.
//!
//! [`parallel`] lines up the texts of a law in one edition (every language the corpus has);
//! [`parallel_with`] lines up the columns asked for, of any editions. The rows are the parts of
//! the law in the view's edition (the preamble, every clause, the closing paragraphs, every
//! footnote), in document order. A column of another edition shows in each row the clauses the
//! correspondence records lead to ([`editions::counterparts`]): a clause split into several is
//! shown once, in the first of their rows, and the others point to it ([`Cell::Elsewhere`]);
//! clauses merged into one are shown together; a clause with no counterpart in the view's
//! edition (deleted from it, or new since) has a row of its own after the row of the clause
//! before it in its text, anchored with its edition (`2017-68D2b`). Commentary documents on the
//! law in the view's edition are listed beside the rows.
//!
//! The edition side: [`editions`] (edition order, clause correspondences between editions) and
//! [`diff`] (a law in one language, word by word, from one edition to another).
//!
//! Not for: HTML (that is [`crate::site`], which only displays a [`ParallelView`]), exchange
//! files ([`crate::export`], which reads a [`ParallelView`]).

pub mod changes;
pub mod diff;
pub mod editions;
pub mod infer;

use std::collections::{BTreeSet, HashMap};

use crate::corpus::model::{
    Body, Clause, ClauseId, Corpus, Edition, Kind, Lang, LawText, Owner, Paragraph,
};

/// A law's texts side by side, aligned clause by clause on the parts of one edition.
#[derive(Debug, Clone)]
pub struct ParallelView<'c> {
    /// The view's edition: the rows are its parts.
    pub edition: Edition,
    /// The law number.
    pub law: u8,
    /// The columns, in the order asked (for [`parallel`]: the edition's languages by code).
    pub columns: Vec<Column>,
    /// The rows, in document order.
    pub rows: Vec<Row<'c>>,
    /// Indexes (in the corpus) of the commentary documents on the law in the view's edition,
    /// any language, in corpus order.
    pub commentary: Vec<usize>,
}

/// A column: one language's text of the law in one edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The language.
    pub lang: Lang,
    /// The edition.
    pub edition: Edition,
    /// The text document's index in the corpus.
    pub doc: usize,
}

/// One part of the law across the columns.
#[derive(Debug, Clone)]
pub struct Row<'c> {
    /// Which part of the law it is, in the row's edition ([`Row::edition`]).
    pub owner: Owner,
    /// The edition the row's clause id is of: the view's edition, or for a clause with no
    /// counterpart in it, the edition of the text that has it.
    pub edition: Edition,
    /// The HTML anchor of the row: the clause anchor (`68D2bi`), `68-preamble`, `68-closing`,
    /// or `68-fn1` for the first footnote (counted over the footnotes of all columns); for a
    /// clause of another edition with no counterpart in the view's, that edition first
    /// (`2017-68D2b`).
    pub anchor: String,
    /// One cell per column of [`ParallelView::columns`].
    pub cells: Vec<Cell<'c>>,
}

/// One part of one text in a cell: a clause (or the preamble, closing or a footnote).
#[derive(Debug, Clone, PartialEq)]
pub struct Piece<'c> {
    /// The clause's id in its own edition (`None` for the preamble, closing and footnotes).
    pub id: Option<ClauseId>,
    /// The section's title, if it has one.
    pub title: Option<&'c str>,
    /// The part's own paragraphs (for a clause: before and after its sub-clauses, not the
    /// sub-clauses' text, which have rows of their own).
    pub paragraphs: Vec<&'c Paragraph>,
}

/// The text of one part of the law in one column.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell<'c> {
    /// The column has this part: one piece, or several (clauses merged into the row's clause,
    /// or the clauses a clause of the column's edition was split into), in document order.
    Present {
        /// The document's index in the corpus.
        doc: usize,
        /// The pieces.
        pieces: Vec<Piece<'c>>,
    },
    /// The column's counterpart of the row is shown in other rows (a clause split into several
    /// is shown in the first): their anchors, with the clause ids in the column's edition.
    Elsewhere(Vec<(ClauseId, String)>),
    /// The column's text does not have this part.
    Missing,
}

impl Cell<'_> {
    /// Whether the column lacks this part.
    pub fn is_missing(&self) -> bool {
        matches!(self, Cell::Missing)
    }

    /// The pieces, if the column has this part here.
    pub fn pieces(&self) -> &[Piece<'_>] {
        match self {
            Cell::Present { pieces, .. } => pieces,
            _ => &[],
        }
    }
}

impl Piece<'_> {
    /// The piece's words: its title (if any) and its paragraphs, one a line, as plain text
    /// (footnote marks as written, `normalnego*`).
    pub fn text(&self) -> String {
        self.title
            .map(str::to_string)
            .into_iter()
            .chain(self.paragraphs.iter().map(|p| p.plain_text()))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl ParallelView<'_> {
    /// The row anchors in order, e.g. `["68-preamble", "68A", "68B", "68B1"]`.
    pub fn anchors(&self) -> Vec<&str> {
        self.rows.iter().map(|r| r.anchor.as_str()).collect()
    }

    /// The anchor of the footnote row with this mark, if any column has that footnote.
    pub(crate) fn footnote_anchor(&self, mark: &str) -> Option<&str> {
        self.rows
            .iter()
            .find(|r| matches!(&r.owner, Owner::Footnote(m) if m == mark))
            .map(|r| r.anchor.as_str())
    }

    /// The languages of the columns, in column order (with repeats where two editions of a
    /// language are columns).
    pub fn langs(&self) -> Vec<&Lang> {
        self.columns.iter().map(|c| &c.lang).collect()
    }
}

/// Every (language, edition) pair with a text of `law`: `edition`'s languages by code first,
/// then each other edition's, editions in the corpus's order: the columns a parallel page of
/// `law` in `edition` offers.
pub(crate) fn columns_of(corpus: &Corpus, edition: &Edition, law: u8) -> Vec<(Lang, Edition)> {
    let of = |e: &Edition| -> Vec<(Lang, Edition)> {
        corpus
            .texts_of(e, law)
            .map(|(d, _)| (d.meta.lang.clone(), e.clone()))
            .collect()
    };
    let mut out = of(edition);
    for m in corpus.editions.iter().filter(|m| &m.edition != edition) {
        out.extend(of(&m.edition));
    }
    out
}

/// The parallel view of `law` in `edition`: every text of it in that edition, a column each,
/// by language code.
///
/// Clause rows are ordered by [`ClauseId`], whose order is the Laws' document order (68D, 68D1,
/// 68D2, 68D2(a) …); footnotes by first appearance, taking columns in order.
pub fn parallel<'c>(corpus: &'c Corpus, edition: &Edition, law: u8) -> ParallelView<'c> {
    let wanted: Vec<(Lang, Edition)> = corpus
        .texts_of(edition, law)
        .map(|(d, _)| (d.meta.lang.clone(), edition.clone()))
        .collect();
    parallel_with(corpus, edition, law, &wanted)
}

/// Where a clause of a column goes: a row of the view's edition, or a row of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Slot {
    /// The row of this clause of the view's edition.
    Base(ClauseId),
    /// A row of its own: the clause of the column's edition (by column index) has no
    /// counterpart in the view's edition.
    Own(usize, ClauseId),
}

/// The parallel view of `law` with the columns `wanted` ((language, edition) pairs, in that
/// order; a pair the corpus has no text of is left out), its rows the parts of the law in
/// `edition` (see the module's notes for columns of other editions).
// Long: its steps (columns, slots, rows) share five maps of slots; a split needs them in a struct.
#[allow(clippy::too_many_lines)]
pub(crate) fn parallel_with<'c>(
    corpus: &'c Corpus,
    edition: &Edition,
    law: u8,
    wanted: &[(Lang, Edition)],
) -> ParallelView<'c> {
    let mut columns = Vec::new();
    let mut texts: Vec<&'c LawText> = Vec::new();
    for (lang, e) in wanted {
        if columns
            .iter()
            .any(|c: &Column| &c.lang == lang && &c.edition == e)
        {
            continue;
        }
        if let Some((doc, d)) = corpus.text(e, law, lang)
            && let Some(t) = d.law_text()
        {
            columns.push(Column {
                lang: lang.clone(),
                edition: e.clone(),
                doc,
            });
            texts.push(t);
        }
    }
    let (start, law_docs) = corpus.law_documents(edition, law);
    let commentary = law_docs
        .iter()
        .enumerate()
        .filter(|(_, d)| d.meta.kind != Kind::Text || !matches!(d.body(), Body::Text(_)))
        .map(|(i, _)| start + i)
        .collect();

    // Where each clause of each column goes, and the own rows' places among the base rows.
    let to_base = |k: usize, id: ClauseId| -> Vec<ClauseId> {
        let e = &columns[k].edition;
        if e == edition {
            return vec![id];
        }
        editions::counterparts(corpus, e, id, edition)
            .into_iter()
            .filter(|c| c.law == law)
            .collect()
    };
    let mut placed: HashMap<(usize, ClauseId), Slot> = HashMap::new();
    let mut base: BTreeSet<ClauseId> = BTreeSet::new();
    // Own rows by sort key: after the base row of the last clause placed before them.
    let mut own: Vec<((Option<ClauseId>, usize), Slot)> = Vec::new();
    let mut own_of: HashMap<(Edition, ClauseId), Slot> = HashMap::new();
    for (k, t) in texts.iter().enumerate() {
        let mut last: Option<ClauseId> = None;
        for c in t.all_clauses() {
            let there = to_base(k, c.id);
            let slot = match (there.iter().min(), there.iter().max()) {
                (Some(&first), Some(&end)) => {
                    base.extend(there.iter().copied());
                    last = Some(end);
                    Slot::Base(first)
                }
                _ => {
                    let key = (columns[k].edition.clone(), c.id);
                    *own_of.entry(key).or_insert_with(|| {
                        let s = Slot::Own(k, c.id);
                        own.push(((last, own.len()), s));
                        s
                    })
                }
            };
            placed.insert((k, c.id), slot);
        }
    }
    // (the base row a row follows, 0 for a base row and 1 for an own row, the own row's order)
    type SortKey = (Option<ClauseId>, u8, usize);
    let mut slots: Vec<(SortKey, Slot)> = base
        .iter()
        .map(|&id| ((Some(id), 0, 0), Slot::Base(id)))
        .collect();
    slots.extend(own.iter().map(|&((last, n), s)| ((last, 1, n), s)));
    slots.sort();
    let anchor_of = |s: &Slot| match *s {
        Slot::Base(id) => id.anchor(),
        Slot::Own(k, id) => format!("{}-{}", columns[k].edition, id.anchor()),
    };

    let mut rows = Vec::new();
    let part_row = |owner: Owner, get: &dyn Fn(&'c LawText) -> Option<Piece<'c>>| Row {
        anchor: crate::corpus::model::owner_anchor(law, &owner, None),
        owner,
        edition: edition.clone(),
        cells: texts
            .iter()
            .zip(&columns)
            .map(|(t, col)| match get(t) {
                Some(p) => Cell::Present {
                    doc: col.doc,
                    pieces: vec![p],
                },
                None => Cell::Missing,
            })
            .collect(),
    };
    if texts.iter().any(|t| !t.preamble.is_empty()) {
        rows.push(part_row(Owner::Preamble, &|t| {
            (!t.preamble.is_empty()).then(|| Piece {
                id: None,
                title: None,
                paragraphs: t.preamble.iter().collect(),
            })
        }));
    }
    // The clauses placed in each slot, per column, in their text's order.
    let mut held: HashMap<(usize, Slot), Vec<&'c Clause>> = HashMap::new();
    for (k, t) in texts.iter().enumerate() {
        for c in t.all_clauses() {
            held.entry((k, placed[&(k, c.id)])).or_default().push(c);
        }
    }
    for (_, slot) in &slots {
        let (row_edition, row_id) = match *slot {
            Slot::Base(id) => (edition.clone(), id),
            Slot::Own(k, id) => (columns[k].edition.clone(), id),
        };
        let cells = (0..texts.len())
            .map(|k| {
                if let Some(cs) = held.get(&(k, *slot)) {
                    return Cell::Present {
                        doc: columns[k].doc,
                        pieces: cs.iter().map(|c| clause_piece(c)).collect(),
                    };
                }
                // The column's counterparts of the row's clause, where they are shown.
                let e = &columns[k].edition;
                let theirs = if *e == row_edition {
                    vec![row_id]
                } else {
                    editions::counterparts(corpus, &row_edition, row_id, e)
                };
                let at: Vec<(ClauseId, String)> = theirs
                    .into_iter()
                    .filter_map(|c| placed.get(&(k, c)).map(|s| (c, anchor_of(s))))
                    .collect();
                if at.is_empty() {
                    Cell::Missing
                } else {
                    Cell::Elsewhere(at)
                }
            })
            .collect();
        rows.push(Row {
            owner: Owner::Clause(row_id),
            edition: row_edition,
            anchor: anchor_of(slot),
            cells,
        });
    }
    if texts.iter().any(|t| !t.closing.is_empty()) {
        rows.push(part_row(Owner::Closing, &|t| {
            (!t.closing.is_empty()).then(|| Piece {
                id: None,
                title: None,
                paragraphs: t.closing.iter().collect(),
            })
        }));
    }
    // Each mark once, in order of first appearance (a set, not a scan of the list per mark).
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let mut marks: Vec<&str> = Vec::new();
    for t in &texts {
        for f in &t.footnotes {
            if seen.insert(&f.mark) {
                marks.push(&f.mark);
            }
        }
    }
    for (n, mark) in marks.iter().enumerate() {
        let mut r = part_row(Owner::Footnote((*mark).to_string()), &|t| {
            t.footnote(mark).map(|f| Piece {
                id: None,
                title: None,
                paragraphs: f.paragraphs.iter().collect(),
            })
        });
        r.anchor = format!("{law}-fn{}", n + 1);
        rows.push(r);
    }
    ParallelView {
        edition: edition.clone(),
        law,
        columns,
        rows,
        commentary,
    }
}

/// A clause's own text as a [`Piece`]: its title and its paragraphs before and after its
/// sub-clauses.
pub fn clause_piece(c: &Clause) -> Piece<'_> {
    Piece {
        id: Some(c.id),
        title: c.title.as_deref(),
        paragraphs: c.paragraphs.iter().chain(&c.after).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::model::EditionManifest;

    fn corpus(files: &[(&str, &str)]) -> Corpus {
        let manifest: EditionManifest =
            serde_yaml::from_str("edition: '2017'\nname: Laws 2017\nyear: 2017\nlaw_count: 93\n")
                .unwrap();
        let documents = files
            .iter()
            .map(|(path, text)| {
                crate::corpus::load::load_document(path, text, std::slice::from_ref(&manifest))
                    .unwrap()
            })
            .collect();
        Corpus {
            root: ".".into(),
            editions: vec![manifest],
            documents,
            annotations: Vec::new(),
            situations: Vec::new(),
            work: Vec::new(),
        }
    }

    fn doc(lang: &str, body: &str) -> String {
        format!(
            "---\nlaw: 7\nedition: '2017'\nlang: {lang}\nkind: text\ntitle: null\nsource: test\n---\n\n{body}"
        )
    }

    #[test]
    fn rows_follow_clause_order_and_footnotes_are_numbered_over_all_languages() {
        let en = doc(
            "en",
            "1. One[^a].\n2. Two[^b].\n\n[^a]: Note a.\n\n[^b]: Note b.\n",
        );
        let pl = doc(
            "pl",
            "1. Jeden.\n2. Dwa.\n3. Trzy[^b].\n\n[^b]: Przypis b.\n",
        );
        let c = corpus(&[
            ("translations/en/2017/07.md", &en),
            ("translations/pl/2017/07.md", &pl),
        ]);
        let v = parallel(&c, &Edition("2017".into()), 7);
        assert_eq!(v.anchors(), ["71", "72", "73", "7-fn1", "7-fn2"]);
        let missing: Vec<Vec<bool>> = v
            .rows
            .iter()
            .map(|r| r.cells.iter().map(Cell::is_missing).collect())
            .collect();
        assert_eq!(
            missing,
            [
                [false, false],
                [false, false],
                [true, false],
                [false, true],
                [false, false]
            ]
        );
        assert_eq!(v.footnote_anchor("b"), Some("7-fn2"));
        assert_eq!(v.footnote_anchor("z"), None);
        assert!(v.commentary.is_empty());
    }

    #[test]
    fn a_law_with_only_commentary_has_no_columns() {
        let ru = "---\nlaw: 7\nedition: '2017'\nlang: ru\nkind: commentary\ntitle: null\nsource: test\n---\n\n## 7.1\n\nТекст.\n";
        let c = corpus(&[("translations/ru/2017/07.commentary.md", ru)]);
        let v = parallel(&c, &Edition("2017".into()), 7);
        assert!(v.columns.is_empty() && v.rows.is_empty());
        assert_eq!(v.commentary, [0]);
    }
}

//! The align stage: one law of one edition with its languages side by side, clause by clause.
//!
//! [`parallel`] takes the text documents of a law in an edition and lines their clauses up by
//! clause id: one [`Row`] per part of the law that any language has (the preamble, every clause,
//! the closing paragraphs, every footnote), in document order, with one [`Cell`] per language
//! that is either the part's own text in that language or [`Cell::Missing`]. Commentary documents
//! on the law are listed beside the rows.
//!
//! The edition side: [`editions`] (edition order, clause correspondences between editions) and
//! [`diff`] (a law in one language, word by word, from one edition to another).
//!
//! Not for: HTML (that is `render`, which only displays a [`ParallelView`]).

pub mod diff;
pub mod editions;

use std::collections::BTreeSet;

use crate::model::{
    Body, Clause, ClauseId, Corpus, Document, Edition, Kind, Lang, LawText, Owner, Paragraph,
};

/// A law of an edition in every language the corpus has its text in, aligned clause by clause.
#[derive(Debug, Clone)]
pub struct ParallelView<'c> {
    /// The edition.
    pub edition: Edition,
    /// The law number.
    pub law: u8,
    /// The columns: languages with a text document of the law, sorted by code.
    pub langs: Vec<Lang>,
    /// For each column (same order as `langs`), the index of its document in the corpus.
    pub docs: Vec<usize>,
    /// The rows, in document order.
    pub rows: Vec<Row<'c>>,
    /// Indexes (in the corpus) of the commentary documents on the law in this edition, any
    /// language, in corpus order.
    pub commentary: Vec<usize>,
}

/// One part of the law across the languages.
#[derive(Debug, Clone)]
pub struct Row<'c> {
    /// Which part of the law it is.
    pub owner: Owner,
    /// The HTML anchor of the row: the clause anchor (`68D2bi`), `68-preamble`, `68-closing`,
    /// or `68-fn1` for the first footnote (counted over the footnotes of all languages).
    pub anchor: String,
    /// One cell per column of [`ParallelView::langs`].
    pub cells: Vec<Cell<'c>>,
}

/// The text of one part of the law in one language.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell<'c> {
    /// The language has this part.
    Present {
        /// The document's index in the corpus.
        doc: usize,
        /// The section's title, if it has one.
        title: Option<&'c str>,
        /// The part's own paragraphs (for a clause: before and after its sub-clauses, not the
        /// sub-clauses' text, which have rows of their own).
        paragraphs: Vec<&'c Paragraph>,
    },
    /// The language's text does not have this part.
    Missing,
}

impl Cell<'_> {
    /// Whether the language lacks this part.
    pub fn is_missing(&self) -> bool {
        matches!(self, Cell::Missing)
    }
}

impl ParallelView<'_> {
    /// The row anchors in order, e.g. `["68-preamble", "68A", "68B", "68B1"]`.
    pub fn anchors(&self) -> Vec<&str> {
        self.rows.iter().map(|r| r.anchor.as_str()).collect()
    }

    /// The anchor of the footnote row with this mark, if any language has that footnote.
    pub fn footnote_anchor(&self, mark: &str) -> Option<&str> {
        self.rows
            .iter()
            .find(|r| matches!(&r.owner, Owner::Footnote(m) if m == mark))
            .map(|r| r.anchor.as_str())
    }
}

/// The parallel view of `law` in `edition`: every text document of it, aligned.
///
/// Clause rows are ordered by [`ClauseId`], whose order is the Laws' document order (68D, 68D1,
/// 68D2, 68D2(a) …); footnotes by first appearance, taking languages in column order.
pub fn parallel<'c>(corpus: &'c Corpus, edition: &Edition, law: u8) -> ParallelView<'c> {
    let mut langs = Vec::new();
    let mut docs = Vec::new();
    let mut texts: Vec<(usize, &'c LawText)> = Vec::new();
    let mut commentary = Vec::new();
    let (start, law_docs) = corpus.law_documents(edition, law);
    for (i, d) in law_docs.iter().enumerate().map(|(i, d)| (start + i, d)) {
        match (&d.body, d.meta.kind) {
            (Body::Text(t), Kind::Text) => {
                langs.push(d.meta.lang.clone());
                docs.push(i);
                texts.push((i, t));
            }
            _ => commentary.push(i),
        }
    }
    // The corpus keeps documents sorted by (edition, law, lang, kind): columns are in lang order.
    let mut rows = Vec::new();
    if texts.iter().any(|(_, t)| !t.preamble.is_empty()) {
        rows.push(row(law, Owner::Preamble, &texts, |_, t| {
            (!t.preamble.is_empty()).then(|| (None, t.preamble.iter().collect()))
        }));
    }
    let ids: BTreeSet<ClauseId> = texts
        .iter()
        .flat_map(|(_, t)| t.all_clauses().into_iter().map(|c| c.id))
        .collect();
    for id in ids {
        rows.push(row(law, Owner::Clause(id), &texts, |_, t| {
            t.find(&id).map(|c: &Clause| {
                let paras = c.paragraphs.iter().chain(&c.after).collect();
                (c.title.as_deref(), paras)
            })
        }));
    }
    if texts.iter().any(|(_, t)| !t.closing.is_empty()) {
        rows.push(row(law, Owner::Closing, &texts, |_, t| {
            (!t.closing.is_empty()).then(|| (None, t.closing.iter().collect()))
        }));
    }
    let mut marks: Vec<&str> = Vec::new();
    for (_, t) in &texts {
        for f in &t.footnotes {
            if !marks.contains(&f.mark.as_str()) {
                marks.push(&f.mark);
            }
        }
    }
    for (n, mark) in marks.iter().enumerate() {
        let mut r = row(law, Owner::Footnote((*mark).to_string()), &texts, |_, t| {
            t.footnotes
                .iter()
                .find(|f| f.mark == *mark)
                .map(|f| (None, f.paragraphs.iter().collect()))
        });
        r.anchor = format!("{law}-fn{}", n + 1);
        rows.push(r);
    }
    ParallelView {
        edition: edition.clone(),
        law,
        langs,
        docs,
        rows,
        commentary,
    }
}

type Part<'c> = Option<(Option<&'c str>, Vec<&'c Paragraph>)>;

fn row<'c>(
    law: u8,
    owner: Owner,
    texts: &[(usize, &'c LawText)],
    part: impl Fn(usize, &'c LawText) -> Part<'c>,
) -> Row<'c> {
    let cells = texts
        .iter()
        .map(|&(doc, t)| match part(doc, t) {
            Some((title, paragraphs)) => Cell::Present {
                doc,
                title,
                paragraphs,
            },
            None => Cell::Missing,
        })
        .collect();
    Row {
        anchor: crate::model::owner_anchor(law, &owner, &[]),
        owner,
        cells,
    }
}

/// The commentary documents on `law` of `edition` in languages other than `lang`.
pub fn commentary_elsewhere<'c>(
    corpus: &'c Corpus,
    edition: &Edition,
    law: u8,
    lang: &Lang,
) -> Vec<(usize, &'c Document)> {
    corpus
        .documents
        .iter()
        .enumerate()
        .filter(|(_, d)| {
            d.meta.kind == Kind::Commentary
                && &d.meta.edition == edition
                && d.meta.law == law
                && &d.meta.lang != lang
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::EditionManifest;

    fn corpus(files: &[(&str, &str)]) -> Corpus {
        let manifest: EditionManifest =
            serde_yaml::from_str("edition: '2017'\nname: Laws 2017\nyear: 2017\nlaw_count: 93\n")
                .unwrap();
        let documents = files
            .iter()
            .map(|(path, text)| {
                crate::load::load_document(path, text, std::slice::from_ref(&manifest)).unwrap()
            })
            .collect();
        Corpus {
            root: ".".into(),
            editions: vec![manifest],
            documents,
            annotations: Vec::new(),
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
        assert!(v.langs.is_empty() && v.rows.is_empty());
        assert_eq!(v.commentary, [0]);
    }
}

//! CSV for spreadsheets and review: a row per part of a law, a column per (language, edition).
//!
//! The first column, `clause`, is the row's unit id ([`super`]): the parts of the law in the
//! view's edition, and, for a clause of another column's edition with no counterpart in it (new
//! since, or deleted), that edition and the id (`2017:68D2(b)`), where its text has it. Then a
//! column per (language, edition) asked, headed `pl:2017`: the part's text (title and paragraphs,
//! a line each; several clauses, each after its id in brackets), `(see 68D)` where the column's
//! counterpart is shown in another row (a clause split into several is shown in the first), and
//! empty where its text lacks the part. The first row after the header is the law's title
//! (`68-title`). RFC 4180 quoting (the csv crate), `\n` line ends, UTF-8, with a byte-order
//! mark only where asked (`--bom`, as Excel needs to read UTF-8).
//!
//! **For translation** (`--translation`, [`write_translation`]): two columns, the source and
//! the target, as translate-toolkit's `csv2po` reads translation units: the header
//! `location,source,target` (its own field names, so no header unit), a row per part of the
//! source text, the target empty where it lacks the part or shows it in another row (no
//! `(see 68D)` placeholder becomes a unit).
//!
//! **Safe to open in a spreadsheet.** A cell whose text begins with `=`, `+`, `-`, `@`, a tab or
//! a carriage return is a formula to Excel, LibreOffice Calc and Google Sheets (CSV injection:
//! `=HYPERLINK(…)`, `@SUM(1+1)*cmd|' /C calc'!A0`). As OWASP's CSV-injection guidance says, such a
//! cell is written with a single quote before it (`'=HYPERLINK(…)`), which the spreadsheet shows
//! as text and does not evaluate ([`neutralise`]). Every cell goes through it, the header and the
//! clause ids too; a law's text seldom begins so (a dash, `- `), and its reader sees the quote.

use super::cell_text;
use crate::analysis::align::{Cell, ParallelView};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::corpus::units::title_id;
use crate::error::{Error, Result};

/// A CSV file asked for: Law `law` in the columns `columns` ((language, edition), each once,
/// each with a text of the law), its rows the parts of the law in `edition` (`lawref export
/// csv`: the newest of the columns' editions, [`base_edition`]; the parallel page's download of
/// every column: the page's edition).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Csv {
    /// The law.
    pub law: u8,
    /// The edition whose parts are the rows.
    pub edition: Edition,
    /// The columns, in order.
    pub columns: Vec<(Lang, Edition)>,
    /// The layout: a column per text (for review), or `location,source,target` (for
    /// translate-toolkit's `csv2po`, [`write_translation`]).
    pub translation: bool,
    /// Whether the file opens with a UTF-8 byte-order mark (EF BB BF), as Excel needs to read
    /// UTF-8.
    pub bom: bool,
}

impl super::Format for Csv {
    fn name(&self) -> &'static str {
        "csv"
    }

    fn extension(&self) -> &'static str {
        "csv"
    }

    /// # Errors
    /// None in practice (see [`write`]).
    fn write(&self, corpus: &Corpus) -> Result<Vec<u8>> {
        let view =
            crate::analysis::align::parallel_with(corpus, &self.edition, self.law, &self.columns);
        let bytes = if self.translation {
            write_translation(corpus, &view)?
        } else {
            write(corpus, &view)?
        };
        Ok(if self.bom {
            [b"\xEF\xBB\xBF".as_slice(), &bytes].concat()
        } else {
            bytes
        })
    }
}

/// The edition a CSV of these columns is aligned on: the newest of their editions (the corpus
/// keeps editions in date order), so the rows follow the newest text's clauses.
pub(crate) fn base_edition(corpus: &Corpus, columns: &[(Lang, Edition)]) -> Option<Edition> {
    corpus
        .editions
        .iter()
        .rev()
        .find(|m| columns.iter().any(|(_, e)| *e == m.edition))
        .map(|m| m.edition.clone())
}

/// `cell` as a spreadsheet reads it as text: with a single quote (`'`) before it when it begins
/// with a character that starts a formula (`=`, `+`, `-`, `@`, tab, carriage return; OWASP's
/// CSV-injection guidance), else as it is.
pub(crate) fn neutralise(cell: &str) -> std::borrow::Cow<'_, str> {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

/// The CSV of `view` (see the module's notes).
///
/// # Errors
/// [`Error::Usage`] only if writing to memory fails (it does not).
pub fn write(corpus: &Corpus, view: &ParallelView<'_>) -> Result<Vec<u8>> {
    let err = |e: ::csv::Error| Error::Usage(format!("writing CSV: {e}"));
    let mut w = ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    let mut head = vec!["clause".to_string()];
    head.extend(
        view.columns
            .iter()
            .map(|c| format!("{}:{}", c.lang, c.edition)),
    );
    w.write_record(head.iter().map(|c| neutralise(c).into_owned()))
        .map_err(err)?;
    let mut title = vec![title_id(view.law)];
    title.extend(view.columns.iter().map(|c| {
        corpus.documents[c.doc]
            .meta
            .title
            .clone()
            .unwrap_or_default()
    }));
    w.write_record(title.iter().map(|c| neutralise(c).into_owned()))
        .map_err(err)?;
    for (id, row) in super::rows(view) {
        let mut rec = vec![id];
        for cell in &row.cells {
            rec.push(match cell {
                Cell::Elsewhere(at) => {
                    let ids: Vec<String> = at.iter().map(|(c, _)| c.to_string()).collect();
                    format!("(see {})", ids.join(", "))
                }
                _ => cell_text(cell).unwrap_or_default(),
            });
        }
        w.write_record(rec.iter().map(|c| neutralise(c).into_owned()))
            .map_err(err)?;
    }
    w.into_inner()
        .map_err(|e| Error::Usage(format!("writing CSV: {e}")))
}

/// The CSV of a view of two columns, source and target, as translate-toolkit's `csv2po` reads
/// translation units: the header `location,source,target` (its own field names, so the header
/// is no unit), then a row per part of the source column's text (the law's title first,
/// `68-title`): its unit id, its text, and the target column's text of it (empty where the
/// target lacks it or shows it in another row: no `(see 68D)` placeholder is a unit). Cells are
/// neutralised as the review layout's ([`neutralise`]).
///
/// # Errors
/// [`Error::Usage`] (`--columns`) unless the view has exactly two columns.
pub fn write_translation(corpus: &Corpus, view: &ParallelView<'_>) -> Result<Vec<u8>> {
    if view.columns.len() != 2 {
        return Err(Error::Usage(
            "--columns: --translation takes two columns, the source and the target (en:2027,pl:2027)"
                .into(),
        ));
    }
    let err = |e: ::csv::Error| Error::Usage(format!("writing CSV: {e}"));
    let mut w = ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    let mut row = |cells: [String; 3]| {
        w.write_record(cells.iter().map(|c| neutralise(c).into_owned()))
            .map_err(err)
    };
    row(["location".into(), "source".into(), "target".into()])?;
    let title = |i: usize| {
        corpus.documents[view.columns[i].doc]
            .meta
            .title
            .clone()
            .unwrap_or_default()
    };
    if !title(0).is_empty() {
        row([title_id(view.law), title(0), title(1)])?;
    }
    for (id, r) in super::rows(view) {
        let Some(source) = r.cells.first().and_then(cell_text) else {
            continue;
        };
        let target = r.cells.get(1).and_then(cell_text).unwrap_or_default();
        row([id, source, target])?;
    }
    w.into_inner()
        .map_err(|e| Error::Usage(format!("writing CSV: {e}")))
}

#[cfg(test)]
mod tests {
    use super::neutralise;

    #[test]
    fn a_cell_that_would_start_a_formula_is_quoted_as_text() {
        for (cell, written) in [
            ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"x\")"),
            (
                "@SUM(1+1)*cmd|' /C calc'!A0",
                "'@SUM(1+1)*cmd|' /C calc'!A0",
            ),
            ("+1", "'+1"),
            ("-2", "'-2"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("Zgłoszenie =1", "Zgłoszenie =1"),
            ("", ""),
        ] {
            assert_eq!(neutralise(cell), written, "{cell:?}");
        }
    }
}

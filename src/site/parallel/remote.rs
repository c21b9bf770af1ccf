//! The parallel page's columns by the reader's choice (issue 30): which columns the page holds
//! (its default, shown without a script), and for every other column what the column script
//! (`parallel.js`) needs to build it from the column's law page, fetched when the reader chooses
//! it (and kept offline with the law pages by the service worker).
//!
//! A parallel page of 20 languages × 3 editions held all 60 columns, written once per interface
//! language: 80 % of the large corpus's bytes. It now holds three columns at most, and a map of
//! the others (about 1 KB for 57 of them: most rows of a column are its law page's block of the
//! row's anchor, which the map leaves out).

use serde_json::{Map, Value, json};

use super::rows::elsewhere;
use crate::analysis::align::{self, Cell, ParallelView};
use crate::analysis::annotate::{Note, Target};
use crate::corpus::model::{Corpus, Edition, Lang, Owner, owner_anchor};
use crate::site::html::Ctx;

/// The columns of `view` the page holds and shows without a script, by index: the page's
/// language in the page's edition ([`page_lang`]), English in the page's edition where the
/// page's language is another, and the page's language in the edition the page's edition
/// follows (its previous edition), each where it has a text of the law; where that is one
/// column, the page's edition's next language beside it, so that the page is parallel without a
/// script too. With no text in the page's edition, the first column.
pub(crate) fn default_columns(corpus: &Corpus, view: &ParallelView<'_>) -> Vec<bool> {
    let edition = &view.edition;
    let find = |lang: &Lang, e: &Edition| {
        view.columns
            .iter()
            .position(|c| &c.lang == lang && &c.edition == e)
    };
    let mut on = vec![false; view.columns.len()];
    let Some(lang) = page_lang(view) else {
        if let Some(first) = on.first_mut() {
            *first = true;
        }
        return on;
    };
    let english = Lang("en".into());
    let previous = editions_before(corpus, edition);
    let picks = [
        find(lang, edition),
        find(&english, edition),
        previous.iter().find_map(|p| find(lang, p)),
    ];
    for k in picks.into_iter().flatten() {
        on[k] = true;
    }
    if on.iter().filter(|h| **h).count() < 2
        && let Some(k) = view
            .columns
            .iter()
            .position(|c| &c.edition == edition && &c.lang != lang)
    {
        on[k] = true;
    }
    on
}

/// The editions before `edition`, nearest first (`previous:` followed).
fn editions_before<'c>(corpus: &'c Corpus, edition: &Edition) -> Vec<&'c Edition> {
    let mut out: Vec<&Edition> = Vec::new();
    let mut at = edition;
    while let Some(p) = align::changes::previous_edition(corpus, at) {
        if p == edition || out.contains(&p) {
            break;
        }
        out.push(p);
        at = p;
    }
    out
}

/// The page's language, the content's language its interface speaks: the first language of
/// the page's edition other than English (a federation's translation), else English; `None`
/// when the edition has no text of the law.
pub(crate) fn page_lang<'v>(view: &'v ParallelView<'_>) -> Option<&'v Lang> {
    let here = || {
        view.columns
            .iter()
            .filter(|c| c.edition == view.edition)
            .map(|c| &c.lang)
    };
    here().find(|l| l.0 != "en").or_else(|| here().next())
}

/// The columns the page does not hold, as HTML-safe JSON for its
/// `<script type="application/json" id="parallel-cols">` (`<` as `\u003c`):
///
/// ```json
/// {"title": "68-title", "notes": "68-notes", "missing": "…",
///  "cols": {"pl-2007": {"cells": {"68E": 0, "2007-68F": [["68F"]], "68D2": [["68D2"], ["68D3", "68D3"]]}}}}
/// ```
///
/// `title` is the row of the law's title (the law page's `<h1>`), `notes` the row of notes on
/// the law as a whole (empty cells); `missing` what a cell says where the column's text lacks
/// the part, in the page's interface language. A column's `cells` lists each row whose cell is
/// not its law page's block of the row's anchor: `0` the text lacks the part; a string, the
/// HTML of "part of 68D, above" where the counterpart is shown in other rows; else the pieces,
/// each `[anchor]` (a block of the law page, with its own marker) or `[anchor, marker]` (another
/// edition's clause id as the marker). A column's law page, label and language are on its
/// chooser entry (`data-href`, `data-short`, `lang`).
pub(crate) fn remote_columns(
    ctx: &Ctx<'_>,
    view: &ParallelView<'_>,
    keys: &[String],
    held: &[bool],
    title_row: &str,
    notes_row: &str,
) -> String {
    let row_at = super::rows::row_places(view);
    let mut cols = Map::new();
    for (k, key) in keys.iter().enumerate() {
        if held[k] {
            continue;
        }
        let mut cells = Map::new();
        for (r, row) in view.rows.iter().enumerate() {
            let spec = match &row.cells[k] {
                Cell::Missing => Some(json!(0)),
                Cell::Elsewhere(at) => Some(Value::String(elsewhere(ctx.ui, at, |a| {
                    row_at.get(a).is_some_and(|&i| i < r)
                }))),
                Cell::Present { doc, pieces } => pieces_spec(ctx.corpus, view, row, *doc, pieces),
            };
            if let Some(spec) = spec {
                cells.insert(row.anchor.clone(), spec);
            }
        }
        cols.insert(key.clone(), json!({ "cells": cells }));
    }
    let value = json!({
        "title": title_row,
        "notes": notes_row,
        "missing": ctx.ui.m("cell-missing"),
        "cols": cols,
    });
    value.to_string().replace('<', "\\u003c")
}

/// A present cell's pieces as the column script takes them (see [`remote_columns`]), `None`
/// where the cell is the law page's block of the row's anchor, with its own marker.
fn pieces_spec(
    corpus: &Corpus,
    view: &ParallelView<'_>,
    row: &align::Row<'_>,
    doc: usize,
    pieces: &[align::Piece<'_>],
) -> Option<Value> {
    let text = corpus.documents[doc].law_text();
    let alone = pieces.len() == 1;
    let specs: Vec<Value> = pieces
        .iter()
        .map(|p| match (&row.owner, p.id) {
            (Owner::Clause(r), Some(id)) if alone && *r == id => json!([id.anchor()]),
            (Owner::Clause(_), Some(id)) => json!([id.anchor(), id.to_string()]),
            (owner, _) => json!([owner_anchor(view.law, owner, text)]),
        })
        .collect();
    let plain = specs.len() == 1 && specs[0] == json!([row.anchor]);
    (!plain).then_some(Value::Array(specs))
}

/// Which notes come with their column rather than with the page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct RemoteNotes {
    /// Notes on clauses come with a column the page does not hold.
    pub clauses: bool,
    /// Notes on the law as a whole do.
    pub law: bool,
}

/// The notes the page holds, and which come with a column it does not hold: a note in the
/// language of a column of the page's edition that the page does not hold (not an
/// interpretation, erratum or regulation, which every law page shows), on the law or on a clause that
/// text has, is on that column's law page beside its clause; the column script brings it into
/// the row's notes cell with the column. (Every language's notes on every parallel page were
/// 16 MB of the large corpus's site.)
pub(crate) fn split_notes(
    corpus: &Corpus,
    view: &ParallelView<'_>,
    held: &[bool],
    notes: Vec<Note>,
) -> (Vec<Note>, RemoteNotes) {
    let remote_text = |n: &Note| {
        view.columns
            .iter()
            .zip(held)
            .find(|(c, h)| !**h && c.edition == view.edition && c.lang == n.lang)
            .and_then(|(c, _)| corpus.documents[c.doc].law_text())
    };
    let mut remote = RemoteNotes::default();
    let kept = notes
        .into_iter()
        .filter(|n| {
            if n.kind.for_every_language() {
                return true;
            }
            let Some(text) = remote_text(n) else {
                return true;
            };
            match n.target {
                Target::Law => remote.law = true,
                Target::Clause(id) if text.find(&id).is_some() => remote.clauses = true,
                Target::Clause(_) => return true,
            }
            false
        })
        .collect();
    (kept, remote)
}

#[cfg(test)]
mod tests {
    use super::super::super::notes::fixture::setup;
    use super::*;

    /// The mini corpus's 2007 Law 68: Dutch and Polish texts, a Russian commentary, a Polish
    /// note on 68B1 (and three Russian items). With the Polish column not held, its note comes with it; the Russian
    /// commentary (no Russian column) stays on the page.
    #[test]
    fn a_note_comes_with_its_column_when_the_page_does_not_hold_it() {
        let (corpus, _links, notes) = setup();
        let e = Edition("2007".into());
        let view = align::parallel_with(&corpus, &e, 68, &align::columns_of(&corpus, &e, 68));
        let langs: Vec<&str> = view.columns.iter().map(|c| c.lang.0.as_str()).collect();
        assert_eq!(langs, ["nl", "pl"]);
        let count = |ns: &[Note], l: &str| ns.iter().filter(|n| n.lang.0 == l).count();
        assert_eq!((count(&notes, "pl"), count(&notes, "ru")), (1, 3));
        let (kept, remote) = split_notes(&corpus, &view, &[true, false], notes.clone());
        assert_eq!((count(&kept, "pl"), count(&kept, "ru")), (0, 3));
        assert_eq!(
            remote,
            RemoteNotes {
                clauses: true,
                law: false
            }
        );
        let (kept, remote) = split_notes(&corpus, &view, &[true, true], notes);
        assert_eq!(count(&kept, "pl"), 1);
        assert_eq!(remote, RemoteNotes::default());
    }
}

//! The parallel page of a law in an edition: every language's text side by side, clause by
//! clause, the columns (language × edition) by the reader's choice, the notes beside them, and
//! its columns as files to download. Written once, in its content's language; the page holds
//! its default columns, and the column script builds the others from their law pages
//! ([`remote`]).

mod remote;

use askama::Template;

use super::chrome::{
    Alt, Head, LinkTo, PrevNext, alternates, describe, lang_list, prev_next, title_for, tocs,
};
use super::downloads::downloads;
use super::html::{Ctx, head_root};
use super::i18n::{Arg, Ui};
use super::notes::{NoteGroup, NoteMaker, NoteView, note_groups, notes_by_target};
use super::routes::{self, parallel_dir};
use crate::analysis::align::{self, ParallelView};
use crate::analysis::annotate::{self, Note};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::xref::Links;

mod rows;
use rows::{
    PColumn, PRow, Preset, body_rows, column_css, column_key, columns, empty_cell, presets,
    title_row,
};

/// The parallel page of a law in an edition.
#[derive(Template)]
#[template(path = "parallel.html")]
pub(crate) struct ParallelPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// Law number.
    pub law: u8,
    /// The law's title.
    pub heading: String,
    /// The columns: each (language, edition) with a text of the law, this edition's first.
    pub columns: Vec<PColumn>,
    /// Whether any language has a text of the law in this edition (else there is no table).
    pub has_text: bool,
    /// The rows: first the law's title in each language (`68-title`), then one row per part of
    /// the law ([`crate::analysis::align::Row`]), then the notes on the law as a whole (`68-notes`), if any.
    pub rows: Vec<PRow>,
    /// Whether the table has a notes column (the law has notes bound to it or its clauses).
    pub has_notes: bool,
    /// Notes on clauses no text of the edition has, by clause; with no text, all the notes.
    pub other_notes: Vec<NoteGroup>,
    /// Notes on the law as a whole, when there is no table to show them in.
    pub law_notes: Vec<NoteView>,
    /// `?langs=` links: each language first, each language alone.
    pub presets: Vec<Preset>,
    /// The `?langs=` link of this edition's texts, all, in page order.
    pub all_langs: String,
    /// The columns the page does not hold, for the column script: HTML-safe JSON
    /// ([`remote::remote_columns`]); empty when it holds them all.
    pub remote: String,
    /// The page's columns as files to download (TMX, CSV), beside the page; the labels in the
    /// interface's language.
    pub downloads: Vec<LinkTo>,
    /// The per-page CSS that hides a column whose checkbox is cleared (`:has()`), so the
    /// choice of columns works without JavaScript.
    pub column_css: String,
    /// The path of the column script (`../../parallel.js`).
    pub script: String,
    /// The previous and next law of the edition, side by side.
    pub prev_next: PrevNext,
    /// The edition's tables of contents, one per language with a page in it.
    pub tocs: Vec<Alt>,
}

/// The parallel page of `law` in `edition`, with the notes [`annotate::notes_for_law`]
/// gives: one page, its interface in its content's language ([`remote::page_lang`]), holding
/// its default columns ([`remote::default_columns`]), which come back with it (its CSV's).
pub(crate) fn parallel_page(
    corpus: &Corpus,
    links: &Links,
    edition: &Edition,
    law: u8,
) -> (ParallelPage, Vec<(Lang, Edition)>) {
    let notes = annotate::notes_for_law(corpus, links, edition, law);
    let wanted = align::columns_of(corpus, edition, law);
    let view = align::parallel_with(corpus, edition, law, &wanted);
    let held = remote::default_columns(corpus, &view);
    let ui = Ui::of(remote::page_lang(&view).map_or("en", |l| l.0.as_str()));
    let (notes, with_columns) = remote::split_notes(corpus, &view, &held, notes);
    let page = parallel_page_of(corpus, links, &view, (notes, with_columns), ui, &held);
    (page, held_pairs(&view, &held))
}

/// The columns `held` of `view`, as (language, edition).
fn held_pairs(view: &ParallelView<'_>, held: &[bool]) -> Vec<(Lang, Edition)> {
    view.columns
        .iter()
        .zip(held)
        .filter(|(_, h)| **h)
        .map(|(c, _)| (c.lang.clone(), c.edition.clone()))
        .collect()
}

/// The page of [`parallel_page`] in interface language `ui`, from the alignment `view` and
/// the law's notes the page holds (and which come with a column it does not,
/// [`remote::split_notes`]), holding the columns `held` (by index): its parts in page order,
/// each made by its own function (the notes in page order, as they take their ids).
fn parallel_page_of(
    corpus: &Corpus,
    links: &Links,
    view: &ParallelView<'_>,
    (notes, with_columns): (Vec<Note>, remote::RemoteNotes),
    ui: Ui,
    held: &[bool],
) -> ParallelPage {
    let (edition, law) = (&view.edition, view.law);
    let ctx = Ctx::new(corpus, links, parallel_dir(edition, law), ui);
    let here_langs: Vec<Lang> = view
        .columns
        .iter()
        .filter(|c| &c.edition == edition)
        .map(|c| c.lang.clone())
        .collect();
    let keys: Vec<String> = view
        .columns
        .iter()
        .map(|c| column_key(c, edition))
        .collect();
    let (law_notes, mut clause_notes) = notes_by_target(notes, None);
    let mut maker = NoteMaker::new(edition, None);
    let law_views: Vec<NoteView> = law_notes.iter().map(|n| maker.view(&ctx, n)).collect();
    let law_row = title_row(&ctx, view, &keys, held, law_views.len());
    let mut rows = body_rows(&ctx, view, &keys, held, &mut clause_notes, &mut maker);
    let has_notes = !rows.is_empty()
        && (!law_views.is_empty()
            || rows.iter().any(|r| !r.notes.is_empty())
            || with_columns != remote::RemoteNotes::default());
    let has_text = !rows.is_empty();
    let suffix = if has_text { "no-text-here" } else { "" };
    let other_notes = note_groups(&ctx, edition, &mut maker, clause_notes, suffix);
    // The law's title first; notes on the law as a whole last, in a row of their own.
    let law_notes = if has_text {
        if !law_views.is_empty() || with_columns.law {
            rows.push(PRow {
                id: format!("{law}-notes"),
                cols: String::new(),
                label: ui.m1("part-whole-law", "law", law),
                editions: Vec::new(),
                cells: (0..view.columns.len())
                    .filter(|&k| held[k])
                    .map(|k| empty_cell(view, &keys, k, false))
                    .collect(),
                notes: law_views,
                notes_below: 0,
            });
        }
        rows.insert(0, law_row);
        Vec::new()
    } else {
        law_views
    };
    let columns = columns(&ctx, view, &keys, held);
    let (column_css, remote) = if has_text {
        (
            column_css(&keys, &rows, has_notes),
            if held.iter().all(|h| *h) {
                String::new()
            } else {
                remote::remote_columns(
                    &ctx,
                    view,
                    &keys,
                    held,
                    &format!("{law}-title"),
                    &format!("{law}-notes"),
                )
            },
        )
    } else {
        (String::new(), String::new())
    };
    let (heading, _) = title_for(corpus, edition, law, ui);
    let args = [
        ("law", Arg::from(law)),
        ("heading", Arg::from(&heading)),
        ("edition", Arg::from(&edition.0)),
        ("langs", Arg::from(lang_list(ui, &here_langs))),
    ];
    let description = if has_text {
        ui.fmt("parallel-description", &args)
    } else {
        ui.fmt("parallel-description-notes", &args)
    };
    ParallelPage {
        head: Head {
            draft: super::chrome::draft_banner(corpus, edition, ui),
            lang: ui.code().into(),
            title: ui.fmt("parallel-title", &args),
            root: head_root(&ctx.here),
            alternates: alternates(&ctx, edition, law, None),
            description: describe(&description),
            prefer: edition.0.clone(),
            ui,
            variants: Vec::new(),
        },
        edition: edition.0.clone(),
        law,
        heading,
        presets: presets(&here_langs),
        all_langs: format!(
            "{}?langs={}",
            routes::INDEX_FILE,
            here_langs
                .iter()
                .map(|l| l.0.as_str())
                .collect::<Vec<_>>()
                .join(",")
        ),
        columns,
        remote,
        has_text,
        rows,
        has_notes,
        other_notes,
        law_notes,
        downloads: downloads(corpus, edition, law, &held_pairs(view, held), ui),
        column_css,
        script: format!("{}{}", ctx.root, routes::PARALLEL_JS_PATH),
        prev_next: prev_next(&ctx, edition, law, None),
        tocs: tocs(&ctx, edition),
    }
}

#[cfg(test)]
mod tests {
    use super::super::notes::fixture::setup;

    use super::*;

    #[test]
    fn parallel_page_shows_clause_notes_in_their_row() {
        let (corpus, links, notes) = setup();
        let view = align::parallel_with(
            &corpus,
            &Edition("2007".into()),
            68,
            &align::columns_of(&corpus, &Edition("2007".into()), 68),
        );
        let held = vec![true; view.columns.len()];
        let page = parallel_page_of(
            &corpus,
            &links,
            &view,
            (notes, remote::RemoteNotes::default()),
            Ui::en(),
            &held,
        );
        let html = page.render().unwrap();
        let row = |id: &str| {
            let s = html.find(&format!(r#"<tr id="{id}">"#)).unwrap();
            html[s..s + html[s..].find("</tr>").unwrap()].to_string()
        };
        assert!(row("68-title").contains(r#"<td data-col="notes" class="notes-cell empty"></td>"#));
        let b1 = row("68B1");
        assert!(b1.contains(
            r#"<aside class="note note-commentary" id="ru-68.2" lang="ru" role="note">"#
        ));
        assert!(b1.contains(
            r#"<aside class="note note-note" id="note-td-notes-3" lang="pl" role="note">"#
        ));
        assert!(row("68C").contains(r##"<a href="#ru-68.2">shown above</a>"##));
        assert!(row("68D").contains(
            r#"<aside class="note note-commentary" id="ru-68.1" lang="ru" role="note">"#
        ));
    }
}

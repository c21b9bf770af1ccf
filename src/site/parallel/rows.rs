//! The parallel page's rows and columns: each column's key, label and header, the title row
//! and the body's rows with their cells and pieces, the presets and the CSS that shows the
//! chosen columns.
//!
//! Not for: the page as a whole and its links to other editions (the parent module), the map
//! of columns built in the browser (`remote`).

use crate::analysis::align::editions;
use crate::analysis::align::{self, Cell, ParallelView};
use crate::analysis::annotate::Note;
use crate::corpus::model::{ClauseId, Edition, Lang, Owner};
use crate::corpus::model::{Corpus, Level};
use crate::site::chrome::{law_title, owner_label};
use crate::site::html::escape;
use crate::site::html::{Ctx, lang_name, marker};
use crate::site::i18n::{Arg, Ui};
use crate::site::notes::NoteMaker;
use crate::site::notes::{NoteView, any_text_has};
use crate::site::routes::{self, law_dir};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

/// A column's key in element ids and `data-col`: the language code for a text of the page's
/// `edition` (`pl`), the code and the edition for another edition's (`pl-2007`).
pub(super) fn column_key(c: &align::Column, edition: &Edition) -> String {
    if &c.edition == edition {
        c.lang.0.clone()
    } else {
        format!("{}-{}", c.lang, c.edition)
    }
}

/// Each row's place in `view`, by anchor: a cell pointing to other rows says whether they are
/// above ([`elsewhere`]).
pub(super) fn row_places<'v>(view: &'v ParallelView<'_>) -> HashMap<&'v str, usize> {
    view.rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.anchor.as_str(), i))
        .collect()
}

/// A column's short label, language code and edition: `PL 2017`.
pub(super) fn short_label(c: &align::Column) -> String {
    crate::site::chrome::column_label(&c.lang, &c.edition)
}

/// An empty cell of column `k` of `view` (whose columns' keys are `keys`); `missing`: the
/// column's text lacks the row.
pub(super) fn empty_cell(
    view: &ParallelView<'_>,
    keys: &[String],
    k: usize,
    missing: bool,
) -> PCell {
    let c = &view.columns[k];
    PCell {
        col: keys[k].clone(),
        lang: c.lang.0.clone(),
        label: short_label(c),
        missing,
        pieces: Vec::new(),
        see: String::new(),
    }
}

/// The first row: the law's title in each column, with the other editions' pages;
/// `notes_below` notes on the law as a whole are in the last row.
pub(super) fn title_row(
    ctx: &Ctx<'_>,
    view: &ParallelView<'_>,
    keys: &[String],
    held: &[bool],
    notes_below: usize,
) -> PRow {
    let (edition, law) = (&view.edition, view.law);
    PRow {
        id: format!("{law}-title"),
        cols: String::new(),
        label: ctx.ui.m1("law-n", "law", law),
        editions: edition_links(ctx, edition, ClauseId::law(law), None),
        cells: view
            .columns
            .iter()
            .enumerate()
            .filter(|(k, _)| held[*k])
            .map(|(k, c)| PCell {
                pieces: vec![PPiece {
                    marker: String::new(),
                    marker_title: String::new(),
                    title: Some(law_title(ctx.corpus, &c.edition, law, &c.lang)),
                    paras: Vec::new(),
                    href: String::new(),
                }],
                ..empty_cell(view, keys, k, false)
            })
            .collect(),
        notes: Vec::new(),
        notes_below,
    }
}

/// The rows of the law's parts ([`crate::analysis::align::Row`]), in `view`'s order: each
/// with its cells, its place in other editions and the notes bound to its clause (taken from
/// `clause_notes`, their views made by `maker` in row order).
pub(super) fn body_rows(
    ctx: &Ctx<'_>,
    view: &ParallelView<'_>,
    keys: &[String],
    held: &[bool],
    clause_notes: &mut BTreeMap<ClauseId, Vec<Note>>,
    maker: &mut NoteMaker<'_>,
) -> Vec<PRow> {
    let (edition, law, ui) = (&view.edition, view.law, ctx.ui);
    // Each row's place, by anchor: a cell pointing to other rows says whether they are above.
    let row_at = row_places(view);
    let mut rows = Vec::new();
    for (r, row) in view.rows.iter().enumerate() {
        let clause = match &row.owner {
            Owner::Clause(id) => Some(*id),
            _ => None,
        };
        let own = &row.edition != edition;
        let notes = clause
            .filter(|_| !own)
            .and_then(|id| clause_notes.remove(&id))
            .unwrap_or_default();
        let cells: Vec<PCell> = row
            .cells
            .iter()
            .enumerate()
            .filter(|(k, _)| held[*k])
            .map(|(k, cell)| match cell {
                Cell::Present { doc, pieces } => PCell {
                    pieces: pieces
                        .iter()
                        .map(|p| piece(ctx, view, row, k, *doc, p, pieces.len() == 1))
                        .collect(),
                    ..empty_cell(view, keys, k, false)
                },
                Cell::Elsewhere(at) => PCell {
                    see: elsewhere(ui, at, |a| row_at.get(a).is_some_and(|&i| i < r)),
                    ..empty_cell(view, keys, k, false)
                },
                Cell::Missing => empty_cell(view, keys, k, true),
            })
            .collect();
        rows.push(PRow {
            id: row.anchor.clone(),
            cols: row_cols(view, keys, row),
            label: row_label(ui, row, edition, law),
            editions: clause
                .map(|id| edition_links(ctx, &row.edition, id, None))
                .unwrap_or_default(),
            cells,
            notes: notes.iter().map(|n| maker.view(ctx, n)).collect(),
            notes_below: 0,
        });
    }
    rows
}

/// What a row says it is (`68D2(b)`, "Opening", "68E in 2007" for another edition's clause),
/// in interface language `ui`.
pub(super) fn row_label(ui: Ui, row: &align::Row<'_>, edition: &Edition, law: u8) -> String {
    let own = &row.edition != edition;
    match &row.owner {
        Owner::Preamble => ui.m("part-opening"),
        Owner::Closing => ui.m("part-closing"),
        Owner::Footnote(m) => ui.m1("part-footnote", "mark", m),
        Owner::Clause(id) if own => ui.m2(
            "row-other-edition",
            "cite",
            id.to_string(),
            "edition",
            &row.edition.0,
        ),
        other => owner_label(ui, other, law),
    }
}

/// A piece `p` of the cell of column `k` in `row`, from document `doc` (`alone`: the cell's
/// only piece): its marker with its tooltip, title, paragraphs and link to its law page.
pub(super) fn piece(
    ctx: &Ctx<'_>,
    view: &ParallelView<'_>,
    row: &align::Row<'_>,
    k: usize,
    doc: usize,
    p: &align::Piece<'_>,
    alone: bool,
) -> PPiece {
    let (edition, law, ui) = (&view.edition, view.law, ctx.ui);
    let col = &view.columns[k];
    let note_anchor = |mark: &str| view.footnote_anchor(mark).map(str::to_string);
    // The short marker (`2.`) where the piece is the row's own clause.
    let same = alone && matches!((&row.owner, p.id), (Owner::Clause(r), Some(id)) if *r == id);
    let title = |id: ClauseId| {
        let cite = id.to_string();
        if &col.edition == edition {
            ui.m2("cell-marker-title", "cite", cite, "lang", &col.lang.0)
        } else {
            ui.fmt(
                "cell-marker-title-edition",
                &[
                    ("cite", Arg::from(cite)),
                    ("lang", Arg::from(&col.lang.0)),
                    ("edition", Arg::from(&col.edition.0)),
                ],
            )
        }
    };
    let (marker, marker_title) = match (&row.owner, p.id) {
        (Owner::Clause(_), Some(id)) if same => (marker(&id), title(id)),
        (Owner::Clause(_), Some(id)) => (id.to_string(), title(id)),
        (Owner::Footnote(m), _) => (m.clone(), String::new()),
        _ => (String::new(), String::new()),
    };
    let href = match (&row.owner, p.id) {
        (Owner::Clause(_), Some(id)) => {
            ctx.href(&law_dir(&col.edition, &col.lang, law), &id.anchor())
        }
        (Owner::Preamble | Owner::Closing, _) => {
            ctx.href(&law_dir(&col.edition, &col.lang, law), &row.anchor)
        }
        _ => String::new(),
    };
    PPiece {
        marker,
        marker_title,
        title: p.title.map(str::to_string),
        paras: p
            .paragraphs
            .iter()
            .map(|q| ctx.paragraph(doc, q, &note_anchor))
            .collect(),
        href,
    }
}

/// A row no text of this edition has part in (a clause of another edition with no
/// counterpart here, or another edition's opening, closing or footnote) names the columns it
/// has text in (their `keys`), space-separated: it hides with them. Else empty.
pub(super) fn row_cols(view: &ParallelView<'_>, keys: &[String], row: &align::Row<'_>) -> String {
    let here = |k: usize| view.columns[k].edition == view.edition;
    if row
        .cells
        .iter()
        .enumerate()
        .any(|(k, c)| here(k) && !c.is_missing())
    {
        String::new()
    } else {
        row.cells
            .iter()
            .zip(keys)
            .filter(|(c, _)| !c.pieces().is_empty())
            .map(|(_, k)| k.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The page's columns, their keys `keys`: the columns `held` shown, the others when the
/// reader chooses them.
pub(super) fn columns(
    ctx: &Ctx<'_>,
    view: &ParallelView<'_>,
    keys: &[String],
    held: &[bool],
) -> Vec<PColumn> {
    let edition = &view.edition;
    view.columns
        .iter()
        .zip(keys)
        .zip(held)
        .map(|((c, key), held)| PColumn {
            key: key.clone(),
            pair: format!("{}:{}", c.lang, c.edition),
            lang: c.lang.0.clone(),
            // In the column's own language, as its element says (`lang`).
            label: if &c.edition == edition {
                lang_name(&c.lang)
            } else {
                Ui::of(&c.lang.0).m2(
                    "column-edition",
                    "lang",
                    lang_name(&c.lang),
                    "edition",
                    &c.edition.0,
                )
            },
            href: ctx.href(&law_dir(&c.edition, &c.lang, view.law), ""),
            shown: *held,
            short: short_label(c),
        })
        .collect()
}

/// The `?langs=` links of this edition's languages `here_langs`: each first, each alone.
pub(super) fn presets(here_langs: &[Lang]) -> Vec<Preset> {
    let codes: Vec<&str> = here_langs.iter().map(|l| l.0.as_str()).collect();
    here_langs
        .iter()
        .map(|l| {
            let first: Vec<&str> = std::iter::once(l.0.as_str())
                .chain(codes.iter().copied().filter(|c| *c != l.0))
                .collect();
            Preset {
                label: lang_name(l),
                lang: l.0.clone(),
                first: format!("{}?langs={}", routes::INDEX_FILE, first.join(",")),
                alone: format!("{}?langs={}", routes::INDEX_FILE, l.0),
            }
        })
        .collect()
}

/// The page's CSS that hides a column whose checkbox is cleared (the columns `keys`, and the
/// notes' when `has_notes`), and a row only other editions' texts have (`rows`' `cols`) when
/// all its columns are hidden.
pub(super) fn column_css(keys: &[String], rows: &[PRow], has_notes: bool) -> String {
    let mut column_css = String::new();
    let mut cols: Vec<&str> = keys
        .iter()
        .map(String::as_str)
        .filter(|c| css_safe(c))
        .collect();
    if has_notes {
        cols.push("notes");
    }
    for c in cols {
        let _ = writeln!(
            column_css,
            "main:has(#show-{c}:not(:checked)) [data-col=\"{c}\"] {{ display: none; }}"
        );
    }
    // A row only other editions' texts have hides with their columns.
    let sets: BTreeSet<&str> = rows
        .iter()
        .map(|r| r.cols.as_str())
        .filter(|c| !c.is_empty() && c.split(' ').all(css_safe))
        .collect();
    for set in sets {
        let has: String = set
            .split(' ')
            .map(|c| format!(":has(#show-{c}:not(:checked))"))
            .collect();
        let _ = writeln!(
            column_css,
            "main{has} tr[data-cols=\"{set}\"] {{ display: none; }}"
        );
    }
    column_css
}

/// Where a clause of one edition is in another edition.
pub(crate) struct EditionLinks {
    /// The other edition's id.
    pub edition: String,
    /// Links to its counterpart clause(s) there.
    pub links: Vec<XLink>,
    /// Counterparts no text of that edition has, and "none (new)" / "none (deleted)" for a clause the
    /// correspondence records as deleted (or new), as plain text.
    pub absent: Vec<String>,
}

/// A link to a clause in another edition.
pub(crate) struct XLink {
    /// Link.
    pub href: String,
    /// What the link says (the clause in citation form).
    pub label: String,
    /// Where it leads (tooltip).
    pub title: String,
    /// Whether it leads to a parallel page (whose column choice, `?langs=`, the script carries).
    pub parallel: bool,
}

/// `?langs=` links for one language.
pub(crate) struct Preset {
    /// The language's name.
    pub label: String,
    /// Its code.
    pub lang: String,
    /// This language first, the others after it in page order.
    pub first: String,
    /// This language alone.
    pub alone: String,
}

/// A column of the parallel page: one language's text of the law in one edition.
pub(crate) struct PColumn {
    /// Its key in element ids and `data-col`: the language code for this edition's texts
    /// (`pl`), the code and the edition for another edition's (`pl-2007`).
    pub key: String,
    /// Its (language, edition) as `?cols=` names it: `pl:2007`.
    pub pair: String,
    /// The language code.
    pub lang: String,
    /// The heading, in the column's language: the language's name, with the edition for
    /// another edition's text (`Polski 2007`, the catalog's `column-edition`).
    pub label: String,
    /// Its law page.
    pub href: String,
    /// Whether the page holds its cells and shows it when it opens, without a script: the
    /// page's default columns ([`remote::default_columns`]). The script builds another column
    /// from its law page (`href`) when the reader chooses it.
    pub shown: bool,
    /// The column's short label, language code and edition (`PL 2017`), as the cells of a
    /// phone's stacked rows show it.
    pub short: String,
}

/// A row of the parallel page.
pub(crate) struct PRow {
    /// The row anchor.
    pub id: String,
    /// For a row no text of this edition has part in (a clause only other editions' texts
    /// have, another edition's opening or closing): the keys of the columns with text in it,
    /// space-separated (the row hides when all of them are hidden); else empty.
    pub cols: String,
    /// The row's label (`68D2(b)`, `Preamble`).
    pub label: String,
    /// The row in other editions.
    pub editions: Vec<EditionLinks>,
    /// The cells, one per column.
    pub cells: Vec<PCell>,
    /// The notes bound to the row's clause (the law as a whole, for the last row, `68-notes`).
    pub notes: Vec<NoteView>,
    /// For the title row: how many notes on the law as a whole the last row holds (its notes
    /// cell links down to them, so the clauses are not pushed below a long commentary).
    pub notes_below: usize,
}

/// A cell of the parallel page.
pub(crate) struct PCell {
    /// The cell's column key ([`PColumn::key`]).
    pub col: String,
    /// The cell's language.
    pub lang: String,
    /// The column's short label, language code and edition (`PL 2017`): what a phone, where the
    /// columns stack, shows above each cell, so that an older edition never reads as the
    /// current one.
    pub label: String,
    /// Whether the column's text lacks the part.
    pub missing: bool,
    /// The part's text: one piece, or several (clauses of another edition merged into, or
    /// split from, the row's clause).
    pub pieces: Vec<PPiece>,
    /// Where the column's counterpart stands when it is shown in other rows (the first of the
    /// clauses it was split into): "part of 68D, above", as HTML in the interface's language,
    /// linking to those rows; empty when it is not.
    pub see: String,
}

/// A clause (or other part) of one text in a cell.
pub(crate) struct PPiece {
    /// The visible marker (`B.`, `2.`, `(a)`; another edition's clause id where it differs from
    /// the row's).
    pub marker: String,
    /// The marker's tooltip, in the interface's language ("68B2 in nl 2007, on its own page").
    pub marker_title: String,
    /// The section title.
    pub title: Option<String>,
    /// The paragraphs as HTML.
    pub paras: Vec<String>,
    /// The same part on the law page of this text (`../pl/68/index.html#68B2`); empty for a
    /// part without a shared anchor (footnotes, the title row).
    pub href: String,
}

/// Whether a text of `law` (`id.law`) in `edition` and `lang` has clause `id` (a whole law: has
/// the text).
pub(crate) fn text_has(corpus: &Corpus, edition: &Edition, lang: &Lang, id: ClauseId) -> bool {
    corpus
        .text(edition, id.law, lang)
        .and_then(|(_, d)| d.law_text())
        .is_some_and(|t| id.level() == Level::Law || t.find(&id).is_some())
}

/// Where clause `id` of `edition` is in every other edition that has a text of the law: its
/// counterparts ([`crate::analysis::align::editions::counterparts`]), each linked to the law page in
/// `lang` where that text has it, else to that edition's parallel row; a counterpart no text of
/// that edition has is listed as absent. For the law as a whole, the other editions' pages.
pub(crate) fn edition_links(
    ctx: &Ctx<'_>,
    edition: &Edition,
    id: ClauseId,
    lang: Option<&Lang>,
) -> Vec<EditionLinks> {
    let corpus = ctx.corpus;
    let mut out = Vec::new();
    for m in &corpus.editions {
        let other = &m.edition;
        if other == edition {
            continue;
        }
        let found = editions::counterparts(corpus, edition, id, other);
        let has_law = |law: u8| any_text_has(corpus, other, ClauseId::law(law));
        if !has_law(id.law) && !found.iter().any(|c| has_law(c.law)) {
            continue;
        }
        let mut links = Vec::new();
        let mut absent = Vec::new();
        if found.is_empty() {
            // The manifests record the clause as new in the later edition, or deleted from it.
            let later = corpus.editions.iter().position(|e| &e.edition == edition)
                > corpus.editions.iter().position(|e| &e.edition == other);
            absent.push(ctx.ui.m(if later {
                "absent-new"
            } else {
                "absent-deleted"
            }));
        }
        for c in found {
            let cite = c.to_string();
            let anchor = if c.level() == Level::Law {
                String::new()
            } else {
                c.anchor()
            };
            if let Some(l) = lang.filter(|l| text_has(corpus, other, l, c)) {
                links.push(XLink {
                    href: ctx.href(&law_dir(other, l, c.law), &anchor),
                    title: ctx.ui.fmt(
                        "xlink-edition-lang",
                        &[
                            ("cite", Arg::from(&cite)),
                            ("edition", Arg::from(&other.0)),
                            ("lang", Arg::from(ctx.ui.lang_name(&l.0, "nominative"))),
                        ],
                    ),
                    label: cite,
                    parallel: false,
                });
            } else if any_text_has(corpus, other, c) {
                links.push(XLink {
                    href: ctx.parallel_href(other, c.law, &anchor),
                    title: ctx
                        .ui
                        .m2("xlink-edition-all", "cite", &cite, "edition", &other.0),
                    label: cite,
                    parallel: true,
                });
            } else {
                absent.push(ctx.ui.m1("absent-no", "cite", &cite));
            }
        }
        out.push(EditionLinks {
            edition: other.0.clone(),
            links,
            absent,
        });
    }
    out
}

/// What a parallel page's cell says where its column's counterpart of the row is shown in
/// other rows ([`Cell::Elsewhere`]: the clauses, in the column's edition, with their rows'
/// anchors): "part of 68D, above" (`cell-elsewhere-above`, or `-below` where the first of those
/// rows comes after this one, as `above` says of an anchor), as HTML in interface language `ui`,
/// each clause linked to its row.
pub(crate) fn elsewhere(ui: Ui, at: &[(ClauseId, String)], above: impl Fn(&str) -> bool) -> String {
    let links: Vec<String> = at
        .iter()
        .map(|(id, anchor)| {
            format!(
                r##"<a href="#{}">{}</a>"##,
                escape(anchor),
                escape(&id.to_string())
            )
        })
        .collect();
    let joined = match links.split_last() {
        None => return String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => ui.html(
            "list-and",
            &[],
            &[("first", rest.join(", ")), ("last", last.clone())],
        ),
    };
    let id = if above(&at[0].1) {
        "cell-elsewhere-above"
    } else {
        "cell-elsewhere-below"
    };
    ui.html(id, &[("count", Arg::from(at.len()))], &[("links", joined)])
}

/// A language code as a CSS identifier and attribute value: codes are two or three lower-case
/// letters (load checks it); anything else is left out of the generated CSS.
pub(crate) fn css_safe(code: &str) -> bool {
    !code.is_empty() && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

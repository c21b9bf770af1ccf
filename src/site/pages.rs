//! The pages of the site as askama templates over plain view values. Building a view value is
//! where the corpus is read; the templates in `templates/` only display it.

use askama::Template;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use super::chrome::{
    Alt, Head, LinkTo, PrevNext, alternates, describe, edition_name, fallback_title_lang,
    lang_list, law_title, owner_label, prev_next, title_for, tocs, variants,
};
use super::html::{Ctx, escape, head_root, lang_name};
use super::i18n::{Arg, Ui};
use super::routes::{self, diff_dir, law_dir, parallel_dir, toc_dir};
use crate::analysis::align::{self, Cell, ParallelView, editions};
use crate::analysis::annotate::{self, Note, Origin, Target};
use crate::corpus::model::{
    Body, Clause, ClauseId, Corpus, Document, Edition, Kind, Lang, Level, Owner, Paragraph,
};
use crate::xref::Links;

/// The home page.
#[derive(Template)]
#[template(path = "home.html")]
pub(crate) struct HomePage {
    /// Head.
    pub head: Head,
    /// The editions, newest first.
    pub editions: Vec<EditionEntry>,
    /// What the site is, in each interface language (the page's first).
    pub about: Vec<About>,
    /// The sentence that links the coverage page, as HTML.
    pub coverage: String,
}

/// The home page's sentence in one language.
pub(crate) struct About {
    /// Language code.
    pub lang: String,
    /// The language's own name (`Polski`).
    pub name: String,
    /// The sentence, in that language.
    pub sentence: String,
}

/// An edition on the home page.
pub(crate) struct EditionEntry {
    /// Edition id (`2017`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// The laws the corpus has in it.
    pub laws: Vec<LawEntry>,
    /// Its tables of contents, one per language with a page in it (`2017/pl/index.html`).
    pub tocs: Vec<Alt>,
}

/// A law on the home page.
pub(crate) struct LawEntry {
    /// Law number.
    pub number: u8,
    /// Its title: in the interface's language where known, else English.
    pub title: String,
    /// The title's language where it is not the interface's; else empty.
    pub title_lang: String,
    /// Link to its parallel page.
    pub parallel: String,
    /// Links to its pages per language.
    pub langs: Vec<Alt>,
}

/// The page of a law in one language and edition.
#[derive(Template)]
#[template(path = "law.html")]
pub(crate) struct LawPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// Law number.
    pub law: u8,
    /// The law's title.
    pub heading: String,
    /// The title's language where it is not the page's (an English title where the language
    /// has none); else empty.
    pub heading_lang: String,
    /// The places that cite the law as a whole.
    pub law_cited_by: Vec<LinkTo>,
    /// Whether the corpus has the text of the law in this language.
    pub has_text: bool,
    /// The text, flattened in document order.
    pub blocks: Vec<Block>,
    /// Notes on the law as a whole (commentary items and annotations bound to the law), shown at
    /// its top; with them any item of this language's commentary that no note placed elsewhere.
    pub law_notes: Vec<NoteView>,
    /// The kinds of the notes on the page, for its filter (shown with two kinds or more).
    pub note_kinds: Vec<NoteKindChoice>,
    /// The edition's errata page in this language; empty when the edition records none for it.
    pub errata_href: String,
    /// What a printed page names as its text's source, plain text: "Source: …" with the
    /// front matter's `source_title` (and `source_url`), else the edition's name (never the raw
    /// document's file name, which tells a reader nothing).
    pub print_source: String,
    /// Notes on clauses this text lacks (or all clause notes, when there is no text), by clause.
    pub other_notes: Vec<NoteGroup>,
    /// The law's sections (its top-level clauses), for the list of sections at the top of the
    /// page; empty when the text has fewer than two.
    pub sections: Vec<Section>,
    /// The notes on this law the page does not show (other languages' commentary and notes,
    /// see [`shown_inline`]), counted by language: each language's name with its count
    /// ("Русский (4)"), linked to the page that shows them.
    pub notes_elsewhere: Vec<Alt>,
    /// The law in other languages of the edition.
    pub other_langs: Vec<Alt>,
    /// The law in this language in other editions, each with the diff page between the two.
    pub other_editions: Vec<EditionPage>,
    /// The edition's A–Z situation index in this language; empty when there is none.
    pub situations: String,
    /// The edition's "what changed" page in this language; empty when there is none.
    pub changes: String,
    /// The parallel page.
    pub parallel: String,
    /// The previous and next law of the edition, in this language where it has a page, else
    /// side by side.
    pub prev_next: PrevNext,
    /// This edition's table of contents in this language (`../index.html`).
    pub toc: String,
    /// Where the text came from ("Source: Sjabloon:2007:68"), as HTML; empty when the front
    /// matter names no readable source.
    pub source: String,
    /// Without a text: what the page says instead, as HTML.
    pub no_text: String,
    /// The sentence that lists [`LawPage::notes_elsewhere`], as HTML (empty: none).
    pub notes_elsewhere_html: String,
}

/// A section of a law (a top-level clause) in the list of sections at the top of its page.
pub(crate) struct Section {
    /// The clause's anchor (`68B`).
    pub id: String,
    /// Its marker without the full stop (`B`, `1`).
    pub marker: String,
    /// Its title, empty when it has none.
    pub title: String,
}

/// The same law in the same language in another edition, and the diff page of the two texts.
pub(crate) struct EditionPage {
    /// The other edition's id.
    pub edition: String,
    /// Its law page in this language.
    pub href: String,
    /// The diff page, earlier edition → later one (`diff/pl/68/2007-2017/index.html`), when the
    /// two editions are next to each other among those with the text (`diff::diff_pairs`).
    pub diff: Option<String>,
    /// What the diff link says ("changes 2007 → 2017").
    pub diff_label: String,
}

/// A part of a law's text: a clause's own text, the preamble, closing or a footnote.
#[derive(Default)]
pub(crate) struct Block {
    /// The element id (clause anchor); empty for the closing text of a clause after its
    /// sub-clauses.
    pub id: String,
    /// CSS classes.
    pub class: String,
    /// The visible marker (`A.`, `1.`, `(a)`, `*`), empty for none.
    pub marker: String,
    /// The clause in citation form (`68D2(b)`), empty for blocks that are not clauses.
    pub cite: String,
    /// A section's title.
    pub title: Option<String>,
    /// The paragraphs as HTML.
    pub paras: Vec<String>,
    /// The places that cite this clause.
    pub cited_by: Vec<LinkTo>,
    /// The block's row in the parallel view of this edition, empty for blocks without a row
    /// there (a clause's closing text, footnotes): the clause's one way to its other languages
    /// and editions (the row has every language, and links its counterparts in the other
    /// editions). The page's switcher (`other_langs`, `other_editions`) covers the law.
    pub parallel: String,
    /// The notes bound to this clause that the page shows ([`shown_inline`]).
    pub notes: Vec<NoteView>,
    /// How many notes bound to this clause the page does not show (other languages'; its
    /// parallel row has them): the row's link says so.
    pub notes_elsewhere: usize,
    /// The mark of what changed in it since the previous edition, leading to its row of the
    /// diff ([`super::situations::marks`]); none when it did not change.
    pub change: Option<super::situations::ChangeMark>,
    /// The errata of this clause in this language (each a mark leading to its row of the
    /// edition's errata page).
    pub errata: Vec<super::errata::ErratumView>,
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

/// One choice of a law page's note filter: a kind of note the page has.
pub(crate) struct NoteKindChoice {
    /// The kind as the data writes it (`interpretation`): the notes' class `note-<class>`.
    pub class: String,
    /// Its name in the interface's language.
    pub label: String,
}

/// The kinds of `notes`, in [`crate::corpus::model::NoteKind::ALL`]'s order, named in `ui`'s language.
fn note_kinds<'n>(ui: Ui, notes: impl Iterator<Item = &'n NoteView>) -> Vec<NoteKindChoice> {
    let have: BTreeSet<&str> = notes.map(|n| n.class.as_str()).collect();
    crate::corpus::model::NoteKind::ALL
        .iter()
        .filter(|k| have.contains(k.as_str()))
        .map(|k| NoteKindChoice {
            class: k.as_str().to_string(),
            label: ui.m(&format!("note-{}", k.as_str())),
        })
        .collect()
}

/// A note (commentary item or annotation) as a page shows it.
pub(crate) struct NoteView {
    /// The element id: `68.2` for an item of the page's own commentary (the anchor references
    /// and back-links use), `ru-68.2` for another language's, `ru-2007-68.2` for one written for
    /// another edition, `note-<file>-<line>` for an annotation.
    pub id: String,
    /// Its language code.
    pub lang: String,
    /// Its language's name.
    pub lang_name: String,
    /// "Commentary", "Interpretation", "Erratum" or "Note", in the interface's language.
    pub kind: String,
    /// The kind as the data writes it, `commentary`, `interpretation`, `erratum` or `note`: the
    /// CSS class `note-<class>`, which the page's kind filter reads.
    pub class: String,
    /// Who stands behind it (an annotation's `authority`), and when (`date`, ISO 8601).
    pub authority: Option<String>,
    /// Its date, `2001-10-28`.
    pub date: Option<String>,
    /// The minutes and item it comes from (`reference`).
    pub reference: Option<String>,
    /// Where its source can be read (`url`).
    pub url: Option<String>,
    /// The item's number (`68.2`), "introduction", or empty for an annotation.
    pub label: String,
    /// Its source: the commentary document's readable source (`source_title`, else a phrase
    /// naming the commentary), the annotation's author or source tag.
    pub source: String,
    /// Link to the commentary item on its own law page; empty for annotations.
    pub source_href: String,
    /// The edition it was written for, when not the page's.
    pub written_for: Option<String>,
    /// A commentary item's paragraphs as HTML, references linked.
    pub paras: Vec<String>,
    /// An annotation's text as sanitised HTML.
    pub html: Option<String>,
    /// Shown open (the page's language, or a page of all languages); else folded in `<details>`.
    pub open: bool,
    /// When the same note was already shown on the page (a clause split in two), the id it
    /// has there: this one is only a pointer to it.
    pub same_as: String,
}

/// Notes on one clause, shown apart from the text (the clause is not in it).
pub(crate) struct NoteGroup {
    /// The group's heading as HTML ("Notes on 68D (not in this text)").
    pub heading: String,
    /// The notes.
    pub notes: Vec<NoteView>,
}

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
    /// `?cols=` links: this edition's languages with one column of another edition beside them
    /// (each label in its column's language, [`LinkTo::lang`]).
    pub beside: Vec<LinkTo>,
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
    /// Whether it shows when the page opens: this edition's texts do, other editions' do not.
    pub shown: bool,
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

/// The home page in interface language `ui`, one of the site's interface languages `uis`
/// ([`super::i18n::ui_langs`]): what the site is in each of them, then the editions, newest
/// first, each with its contents and laws.
pub fn home(corpus: &Corpus, links: &Links, ui: Ui, uis: &[&'static str]) -> HomePage {
    let ctx = Ctx::new(corpus, links, String::new(), ui);
    let editions = corpus
        .editions
        .iter()
        .rev()
        .map(|m| EditionEntry {
            id: m.edition.0.clone(),
            name: edition_name(corpus, &m.edition, ui),
            tocs: tocs(&ctx, &m.edition),
            laws: corpus
                .laws_in(&m.edition)
                .into_iter()
                .map(|law| {
                    let (title, title_lang) = title_for(corpus, &m.edition, law, ui);
                    LawEntry {
                        number: law,
                        title,
                        title_lang,
                        parallel: ctx.parallel_href(&m.edition, law, ""),
                        langs: alternates(&ctx, &m.edition, law, None),
                    }
                })
                .collect(),
        })
        .collect();
    let about = std::iter::once(ui.code())
        .chain(uis.iter().copied().filter(|l| *l != ui.code()))
        .map(|l| About {
            lang: l.to_string(),
            name: lang_name(&Lang(l.to_string())),
            sentence: Ui::of(l).m("home-about"),
        })
        .collect();
    let coverage = ui.html(
        "home-coverage",
        &[],
        &[(
            "link",
            format!(
                r#"<a href="{}">{}</a>"#,
                escape(&format!("./{}", ctx.variant_href(routes::COVERAGE_DIR, ""))),
                escape(&ui.m("home-coverage-link"))
            ),
        )],
    );
    let all_langs = corpus.langs();
    HomePage {
        head: Head {
            lang: ui.code().into(),
            title: ui.m("home-title"),
            root: head_root(&ctx.here),
            alternates: Vec::new(),
            description: describe(&ui.m1("home-description", "langs", lang_list(ui, &all_langs))),
            prefer: String::new(),
            ui,
            variants: variants(uis, routes::INDEX_STEM),
        },
        editions,
        about,
        coverage,
    }
}

fn marker(id: &ClauseId) -> String {
    match id.level() {
        Level::Section | Level::Subsection => format!("{}.", id.marker()),
        _ => id.marker(),
    }
}

fn note_anchor_of(doc: &Document) -> impl Fn(&str) -> Option<String> + '_ {
    move |mark: &str| {
        let notes = doc.law_text().map_or(&[][..], |t| &t.footnotes[..]);
        notes.iter().any(|f| f.mark == mark).then(|| {
            crate::corpus::model::owner_anchor(
                doc.meta.law,
                &Owner::Footnote(mark.to_string()),
                notes,
            )
        })
    }
}

fn paras(ctx: &Ctx<'_>, doc: usize, ps: &[Paragraph]) -> Vec<String> {
    let d = &ctx.corpus.documents[doc];
    let notes = note_anchor_of(d);
    ps.iter().map(|p| ctx.paragraph(doc, p, &notes)).collect()
}

/// Links to the places that cite clause `id` of document `doc`.
fn cited_by(ctx: &Ctx<'_>, doc: usize, id: ClauseId) -> Vec<LinkTo> {
    ctx.links
        .cited_by(ctx.corpus, doc, id)
        .map(|r| {
            let from = &ctx.corpus.documents[r.doc];
            LinkTo {
                href: ctx.owner_href(r.doc, &r.from),
                label: format!(
                    "{} ({} {})",
                    owner_label(ctx.ui, &r.from, from.meta.law),
                    from.meta.lang,
                    from.meta.edition
                ),
                lang: String::new(),
            }
        })
        .collect()
}

/// Whether a text of `law` (`id.law`) in `edition` and `lang` has clause `id` (a whole law: has
/// the text).
fn text_has(corpus: &Corpus, edition: &Edition, lang: &Lang, id: ClauseId) -> bool {
    corpus
        .text(edition, id.law, lang)
        .and_then(|(_, d)| d.law_text())
        .is_some_and(|t| id.level() == Level::Law || t.find(&id).is_some())
}

/// Whether any text of `edition` has clause `id`, i.e. its parallel page has a row for it.
fn any_text_has(corpus: &Corpus, edition: &Edition, id: ClauseId) -> bool {
    corpus
        .texts_of(edition, id.law)
        .any(|(_, t)| id.level() == Level::Law || t.find(&id).is_some())
}

/// The place of an edition in the corpus's order of editions (the manifests, by edition id).
fn edition_rank(corpus: &Corpus, e: &Edition) -> usize {
    corpus
        .editions
        .iter()
        .position(|m| &m.edition == e)
        .unwrap_or(usize::MAX)
}

/// Where clause `id` of `edition` is in every other edition that has a text of the law: its
/// counterparts ([`crate::analysis::align::editions::counterparts`]), each linked to the law page in
/// `lang` where that text has it, else to that edition's parallel row; a counterpart no text of
/// that edition has is listed as absent. For the law as a whole, the other editions' pages.
fn edition_links(
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

/// Turns the notes of a page into views: ids unique on the page, a note met a second time
/// (bound to two clauses) only a pointer to the first.
struct NoteMaker<'p> {
    /// The edition of the page.
    edition: &'p Edition,
    /// The page's language (a law page), or `None` (the parallel page: every note open).
    lang: Option<&'p Lang>,
    /// Notes already shown, by origin, with their id.
    shown: BTreeMap<(u8, usize, usize), String>,
    /// Ids given out.
    ids: BTreeSet<String>,
}

fn origin_key(o: &Origin) -> (u8, usize, usize) {
    match *o {
        Origin::Commentary { doc, item } => (0, doc, item.map_or(0, |i| i + 1)),
        Origin::Annotation { index } => (1, index, 0),
    }
}

impl<'p> NoteMaker<'p> {
    fn new(edition: &'p Edition, lang: Option<&'p Lang>) -> Self {
        NoteMaker {
            edition,
            lang,
            shown: BTreeMap::new(),
            ids: BTreeSet::new(),
        }
    }

    fn view(&mut self, ctx: &Ctx<'_>, note: &Note) -> NoteView {
        let key = origin_key(&note.origin);
        let written_for = (&note.written_for != self.edition).then(|| note.written_for.0.clone());
        let open = self.lang.is_none_or(|l| l == &note.lang);
        let mut v = NoteView {
            id: String::new(),
            lang: note.lang.0.clone(),
            lang_name: lang_name(&note.lang),
            kind: String::new(),
            class: String::new(),
            authority: None,
            date: None,
            reference: None,
            url: None,
            label: String::new(),
            source: note.source.clone(),
            source_href: String::new(),
            written_for,
            paras: Vec::new(),
            html: None,
            open,
            same_as: String::new(),
        };
        let wanted = match note.origin {
            Origin::Commentary { doc, item } => {
                let d = &ctx.corpus.documents[doc];
                let Body::Commentary { intro, items } = &d.body else {
                    unreachable!("a commentary note comes from a commentary document")
                };
                let (owner, ps) = match item {
                    Some(i) => (
                        Owner::Item(items[i].law, items[i].number),
                        &items[i].paragraphs,
                    ),
                    None => (Owner::Intro, intro),
                };
                let anchor = crate::corpus::model::owner_anchor(d.meta.law, &owner, &[]);
                v.kind = ctx.ui.m("note-commentary");
                v.class = "commentary".into();
                v.label = match item {
                    Some(i) => items[i].label(),
                    None => ctx.ui.m("note-introduction"),
                };
                v.source = commentary_source(ctx.ui, d);
                v.source_href =
                    ctx.href(&law_dir(&d.meta.edition, &d.meta.lang, d.meta.law), &anchor);
                if !self.shown.contains_key(&key) {
                    v.paras = paras(ctx, doc, ps);
                }
                let own = self.lang == Some(&d.meta.lang) && &d.meta.edition == self.edition;
                if own {
                    anchor
                } else if &d.meta.edition == self.edition {
                    format!("{}-{anchor}", d.meta.lang)
                } else {
                    format!("{}-{}-{anchor}", d.meta.lang, d.meta.edition)
                }
            }
            Origin::Annotation { index } => {
                let a = &ctx.corpus.annotations[index];
                v.kind = ctx.ui.m(&format!("note-{}", a.kind.as_str()));
                v.class = a.kind.as_str().into();
                v.authority = a.authority.clone();
                v.date = a.date.clone();
                v.reference = a.reference.clone();
                v.url = a.url.clone();
                v.html = Some(
                    note.html
                        .clone()
                        .unwrap_or_else(|| format!("<p>{}</p>", escape(&a.text))),
                );
                a.anchor()
            }
        };
        if let Some(first) = self.shown.get(&key) {
            v.same_as = first.clone();
            v.html = None;
            return v;
        }
        let mut id = wanted.clone();
        let mut n = 1;
        while self.ids.contains(&id) {
            n += 1;
            id = format!("{wanted}-{n}");
        }
        self.ids.insert(id.clone());
        self.shown.insert(key, id.clone());
        v.id = id;
        v
    }
}

/// A commentary document's source as a note shows it: its `source_title`, else a phrase
/// naming the commentary by language and edition (never `source`, a file name).
fn commentary_source(ui: Ui, d: &Document) -> String {
    d.meta.source_title.clone().unwrap_or_else(|| {
        ui.m2(
            "note-commentary-source",
            "lang",
            ui.lang_name(&d.meta.lang.0, "nominative"),
            "edition",
            &d.meta.edition.0,
        )
    })
}

/// A text's source as its law page shows it ("Source: Sjabloon:2007:68", linked to
/// `source_url` where the front matter gives one), as HTML; empty without a `source_title`.
fn text_source(ui: Ui, d: &Document) -> String {
    let Some(title) = &d.meta.source_title else {
        return String::new();
    };
    let shown = match &d.meta.source_url {
        Some(url) => format!(
            r#"<a href="{}" rel="noopener noreferrer">{}</a>"#,
            escape(url),
            escape(title)
        ),
        None => escape(title),
    };
    ui.html("source", &[], &[("source", shown)])
}

/// The notes on `law` as `edition` shows them, split by what they are bound to: the law, and
/// each clause. On a law page (`lang`), the page's language comes first.
fn notes_by_target(
    mut all: Vec<Note>,
    lang: Option<&Lang>,
) -> (Vec<Note>, BTreeMap<ClauseId, Vec<Note>>) {
    // Stable: within a target, notes keep notes_for_law's order (language, origin).
    all.sort_by_key(|n| (n.target, lang.is_some_and(|l| l != &n.lang)));
    let mut on_law = Vec::new();
    let mut on_clause: BTreeMap<ClauseId, Vec<Note>> = BTreeMap::new();
    for n in all {
        match n.target {
            Target::Law => on_law.push(n),
            Target::Clause(id) => on_clause.entry(id).or_default().push(n),
        }
    }
    (on_law, on_clause)
}

/// The page of `law` in `lang` and `edition` (the language has a text or commentary document),
/// with the notes [`annotate::notes_for_law`] gives.
pub(crate) fn law_page(
    corpus: &Corpus,
    links: &Links,
    edition: &Edition,
    lang: &Lang,
    law: u8,
) -> LawPage {
    let notes = annotate::notes_for_law(corpus, links, edition, law);
    law_page_with(corpus, links, edition, lang, law, notes)
}

/// [`law_page`] with the notes given.
// Long: a law page's parts gathered in page order into one view.
#[allow(clippy::too_many_lines)]
fn law_page_with(
    corpus: &Corpus,
    links: &Links,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    notes: Vec<Note>,
) -> LawPage {
    let ui = Ui::of(&lang.0);
    let ctx = Ctx::new(corpus, links, law_dir(edition, lang, law), ui);
    // The page shows its own language's notes and the edition's interpretations and errata;
    // the others are counted (per clause, and per language at the end), not shown.
    let (notes, hidden): (Vec<Note>, Vec<Note>) =
        notes.into_iter().partition(|n| shown_inline(n, lang));
    let mut hidden_at: BTreeMap<ClauseId, usize> = BTreeMap::new();
    for n in &hidden {
        if let Target::Clause(id) = n.target {
            *hidden_at.entry(id).or_default() += 1;
        }
    }
    let (law_notes, mut clause_notes) = notes_by_target(notes, Some(lang));
    let mut maker = NoteMaker::new(edition, Some(lang));
    // The notes at the top come first on the page: they get their ids first.
    let mut law_views: Vec<NoteView> = law_notes.iter().map(|n| maker.view(&ctx, n)).collect();
    let par = parallel_dir(edition, law);
    let text = corpus.text(edition, law, lang);
    let mut blocks = Vec::new();
    let mut marks = super::situations::marks(&ctx, edition, lang, law);
    if let Some((di, d)) = text {
        let t = d.law_text().expect("a text document has a law text");
        if !t.preamble.is_empty() {
            let id = format!("{law}-preamble");
            blocks.push(Block {
                parallel: ctx.variant_href(&par, &id),
                change: marks.remove(&id),
                id,
                class: "preamble".into(),
                paras: paras(&ctx, di, &t.preamble),
                ..Block::default()
            });
        }
        struct Walk<'a, 'c, 'p> {
            ctx: &'a Ctx<'c>,
            di: usize,
            edition: &'a Edition,
            lang: &'a Lang,
            par: &'a str,
            notes: &'a mut BTreeMap<ClauseId, Vec<Note>>,
            hidden_at: &'a BTreeMap<ClauseId, usize>,
            maker: &'a mut NoteMaker<'p>,
            marks: &'a mut BTreeMap<String, super::situations::ChangeMark>,
            out: Vec<Block>,
        }
        fn walk(w: &mut Walk<'_, '_, '_>, c: &Clause, depth: usize) {
            let ctx = w.ctx;
            let notes = w.notes.remove(&c.id).unwrap_or_default();
            let notes = notes.iter().map(|n| w.maker.view(ctx, n)).collect();
            w.out.push(Block {
                id: c.id.anchor(),
                class: format!("clause depth-{depth}"),
                marker: marker(&c.id),
                cite: c.id.to_string(),
                title: c.title.clone(),
                paras: paras(ctx, w.di, &c.paragraphs),
                cited_by: cited_by(ctx, w.di, c.id),
                parallel: ctx.variant_href(w.par, &c.id.anchor()),
                notes,
                notes_elsewhere: w.hidden_at.get(&c.id).copied().unwrap_or(0),
                change: w.marks.remove(&c.id.anchor()),
                errata: super::errata::errata_of(ctx.corpus, w.edition, w.lang)
                    .into_iter()
                    .filter(|e| e.id() == c.id)
                    .map(|e| {
                        let href = ctx.href(&routes::errata_dir(w.edition, w.lang), &e.anchor());
                        super::errata::ErratumView::of(e, href)
                    })
                    .collect(),
            });
            for ch in &c.children {
                walk(w, ch, depth + 1);
            }
            if !c.after.is_empty() {
                w.out.push(Block {
                    class: format!("after depth-{depth}"),
                    paras: paras(ctx, w.di, &c.after),
                    ..Block::default()
                });
            }
        }
        let mut w = Walk {
            ctx: &ctx,
            di,
            edition,
            lang,
            par: &par,
            notes: &mut clause_notes,
            hidden_at: &hidden_at,
            maker: &mut maker,
            marks: &mut marks,
            out: blocks,
        };
        for c in &t.clauses {
            walk(&mut w, c, 1);
        }
        blocks = w.out;
        if !t.closing.is_empty() {
            let id = format!("{law}-closing");
            blocks.push(Block {
                parallel: ctx.variant_href(&par, &id),
                change: marks.remove(&id),
                id,
                class: "closing".into(),
                paras: paras(&ctx, di, &t.closing),
                ..Block::default()
            });
        }
        for f in &t.footnotes {
            let owner = Owner::Footnote(f.mark.clone());
            blocks.push(Block {
                id: crate::corpus::model::owner_anchor(law, &owner, &t.footnotes),
                class: "footnote".into(),
                marker: f.mark.clone(),
                paras: paras(&ctx, di, &f.paragraphs),
                ..Block::default()
            });
        }
    }
    let suffix = if text.is_some() {
        "not-in-this-text"
    } else {
        ""
    };
    let other_notes = note_groups(&ctx, edition, &mut maker, clause_notes, suffix);
    // Every item of this language's commentary has its anchor on this page (back-links and
    // search lead there), even one no note shows.
    if let Some((di, d)) = corpus.document(edition, law, lang, Kind::Commentary)
        && let Body::Commentary { intro, items } = &d.body
    {
        let origins = (!intro.is_empty())
            .then_some(None)
            .into_iter()
            .chain((0..items.len()).map(Some));
        for item in origins {
            let origin = Origin::Commentary { doc: di, item };
            if !maker.shown.contains_key(&origin_key(&origin)) {
                let note = Note {
                    target: Target::Law,
                    origin,
                    written_for: edition.clone(),
                    lang: lang.clone(),
                    source: d.meta.source.clone(),
                    html: None,
                    kind: crate::corpus::model::NoteKind::Commentary,
                };
                law_views.push(maker.view(&ctx, &note));
            }
        }
    }
    let notes_elsewhere = notes_elsewhere(&ctx, edition, law, &hidden);
    let heading = law_title(corpus, edition, law, lang);
    let other_langs = alternates(&ctx, edition, law, Some(lang));
    let parallel = ctx.variant_href(&par, "");
    let lang_links = |alts: &[Alt], with_lang: bool| -> String {
        alts.iter()
            .map(|a| {
                let tag = if with_lang {
                    format!(r#" lang="{}""#, escape(&a.lang))
                } else {
                    String::new()
                };
                format!(
                    r#" <a href="{}" hreflang="{}"{tag}>{}</a>"#,
                    escape(&a.href),
                    escape(&a.lang),
                    escape(&a.label)
                )
            })
            .collect()
    };
    let notes_elsewhere_html = if notes_elsewhere.is_empty() {
        String::new()
    } else {
        let links: Vec<String> = notes_elsewhere
            .iter()
            .map(|a| {
                format!(
                    r#"<a href="{}" hreflang="{}" lang="{}">{}</a>"#,
                    escape(&a.href),
                    escape(&a.lang),
                    escape(&a.lang),
                    escape(&a.label)
                )
            })
            .collect();
        ui.html(
            "commentary-elsewhere",
            &[],
            &[
                ("links", format!(" {}", links.join(", "))),
                (
                    "parallel",
                    format!(
                        r#"<a href="{}">{}</a>"#,
                        escape(&parallel),
                        escape(&ui.m("parallel-view"))
                    ),
                ),
            ],
        )
    };
    let sections: Vec<Section> = text
        .and_then(|(_, d)| d.law_text())
        .map(|t| {
            t.clauses
                .iter()
                .map(|c| Section {
                    id: c.id.anchor(),
                    marker: c.id.marker(),
                    title: c.title.clone().unwrap_or_default(),
                })
                .collect()
        })
        .filter(|s: &Vec<Section>| s.len() > 1)
        .unwrap_or_default();
    let all_link = format!(
        r#"<a href="{}">{}</a>"#,
        escape(&parallel),
        escape(&ui.m("all-languages-side-by-side"))
    );
    let no_text = if text.is_some() {
        String::new()
    } else if other_langs.is_empty() {
        format!(
            "{} {}",
            escape(&ui.m("no-text")),
            ui.html("no-text-see", &[], &[("all", all_link)])
        )
    } else {
        format!(
            "{} {}",
            escape(&ui.m("no-text")),
            ui.html(
                "no-text-read-in",
                &[],
                &[
                    ("links", lang_links(&other_langs, false)),
                    ("all", all_link)
                ]
            )
        )
    };
    let rank = edition_rank(corpus, edition);
    let other_editions = corpus
        .editions
        .iter()
        .map(|m| &m.edition)
        .filter(|e| *e != edition && text.is_some() && corpus.text(e, law, lang).is_some())
        .map(|e| {
            let (from, to) = if edition_rank(corpus, e) < rank {
                (e, edition)
            } else {
                (edition, e)
            };
            EditionPage {
                edition: e.0.clone(),
                href: ctx.href(&law_dir(e, lang, law), ""),
                diff: super::diff::has_diff_page(corpus, lang, law, from, to)
                    .then(|| ctx.href(&diff_dir(lang, law, from, to), "")),
                diff_label: ui.m2("changes-from-to", "from", &from.0, "to", &to.0),
            }
        })
        .collect();
    let opening = text
        .and_then(|(_, d)| d.blocks().into_iter().find(|b| !b.text.is_empty()))
        .map(|b| b.text)
        .unwrap_or_default();
    let description = if opening.is_empty() {
        ui.fmt(
            "law-description-empty",
            &[
                ui.lang_args(&lang.0),
                vec![
                    ("law", Arg::from(law)),
                    ("heading", Arg::from(&heading)),
                    ("edition", Arg::from(&edition.0)),
                ],
            ]
            .concat(),
        )
    } else {
        format!("{law}. {heading} ({edition}): {opening}")
    };
    let source = text.map(|(_, d)| text_source(ui, d)).unwrap_or_default();
    LawPage {
        head: Head {
            lang: lang.0.clone(),
            title: ui.fmt(
                "law-title",
                &[
                    ("law", Arg::from(law)),
                    ("heading", Arg::from(&heading)),
                    ("edition", Arg::from(&edition.0)),
                    ("lang", Arg::from(lang_name(lang))),
                ],
            ),
            root: head_root(&ctx.here),
            alternates: other_langs.clone(),
            description: describe(&description),
            prefer: format!("{edition}/{lang}"),
            ui,
            variants: Vec::new(),
        },
        edition: edition.0.clone(),
        law,
        heading_lang: fallback_title_lang(corpus, edition, law, lang),
        heading,
        law_cited_by: text
            .map(|(di, _)| cited_by(&ctx, di, ClauseId::law(law)))
            .unwrap_or_default(),
        has_text: text.is_some(),
        print_source: match text {
            Some((_, d)) => match &d.meta.source_title {
                Some(named) => {
                    let shown = match &d.meta.source_url {
                        Some(u) => format!("{named} <{u}>"),
                        None => named.clone(),
                    };
                    ui.m1("source", "source", shown)
                }
                None => edition_name(corpus, edition, ui),
            },
            None => edition_name(corpus, edition, ui),
        },
        errata_href: if super::errata::errata_of(corpus, edition, lang).is_empty() {
            String::new()
        } else {
            ctx.href(&routes::errata_dir(edition, lang), "")
        },
        note_kinds: note_kinds(
            ui,
            law_views
                .iter()
                .chain(blocks.iter().flat_map(|b| &b.notes))
                .chain(other_notes.iter().flat_map(|g| &g.notes)),
        ),
        blocks,
        law_notes: law_views,
        other_notes,
        sections,
        notes_elsewhere,
        other_langs,
        other_editions,
        situations: if super::situations::index_for(corpus, edition, lang).is_some() {
            ctx.href(&routes::situations_dir(edition, lang), "")
        } else {
            String::new()
        },
        changes: if super::situations::has_changes_page(corpus, edition, lang) {
            ctx.href(&routes::changes_dir(edition, lang), "")
        } else {
            String::new()
        },
        parallel,
        prev_next: prev_next(&ctx, edition, law, Some(lang)),
        toc: ctx.href(&toc_dir(edition, lang), ""),
        source,
        no_text,
        notes_elsewhere_html,
    }
}

/// Whether a law page in `lang` shows `note` (else it only counts it, [`notes_elsewhere`]):
/// a note in the page's language, and an interpretation or erratum in any language (the
/// edition's official word on its text, which a reader of any language needs beside it).
/// Other languages' commentary and notes are read on their own language's page or beside
/// the text in the parallel view: a Polish director reading Law 68 does not scroll past 19
/// languages' commentaries (issue 18: 72 KB of a 124 KB page on the large corpus).
fn shown_inline(note: &Note, lang: &Lang) -> bool {
    use crate::corpus::model::NoteKind;
    &note.lang == lang || matches!(note.kind, NoteKind::Interpretation | NoteKind::Erratum)
}

/// The notes on `law` a law page of `edition` does not show (`hidden`, [`shown_inline`]),
/// counted by language (a note bound to two clauses once), in code order: each language's
/// name and count ("Русский (4)") linked to the page that shows them: the law's page in that
/// language in `edition`, else (a commentary of another edition) the commentary's own page,
/// else the parallel view, which shows every note.
fn notes_elsewhere(ctx: &Ctx<'_>, edition: &Edition, law: u8, hidden: &[Note]) -> Vec<Alt> {
    let here = ctx.corpus.langs_of(edition, law);
    // Per language: the notes (by origin, [`origin_key`]) and the page that shows them.
    type Counted = (BTreeSet<(u8, usize, usize)>, Option<String>);
    let mut by_lang: BTreeMap<&Lang, Counted> = BTreeMap::new();
    for n in hidden {
        let (origins, page) = by_lang.entry(&n.lang).or_default();
        origins.insert(origin_key(&n.origin));
        if page.is_none()
            && let Origin::Commentary { doc, .. } = n.origin
        {
            let m = &ctx.corpus.documents[doc].meta;
            *page = Some(law_dir(&m.edition, &m.lang, m.law));
        }
    }
    by_lang
        .into_iter()
        .map(|(lang, (origins, page))| {
            let href = if here.contains(lang) {
                ctx.href(&law_dir(edition, lang, law), "")
            } else if let Some(dir) = page {
                ctx.href(&dir, "")
            } else {
                ctx.parallel_href(edition, law, "")
            };
            Alt {
                lang: lang.0.clone(),
                href,
                label: format!("{} ({})", lang_name(lang), origins.len()),
            }
        })
        .collect()
}

/// Notes on clauses shown apart from the text, by clause, each group linked to the clause's
/// parallel row where a text of the edition has it.
/// `suffix` (a message id, or empty) follows each group's heading: "(not in this text)".
fn note_groups(
    ctx: &Ctx<'_>,
    edition: &Edition,
    maker: &mut NoteMaker<'_>,
    notes: BTreeMap<ClauseId, Vec<Note>>,
    suffix: &str,
) -> Vec<NoteGroup> {
    notes
        .into_iter()
        .map(|(id, ns)| {
            let cite = id.to_string();
            let href = if any_text_has(ctx.corpus, edition, id) {
                ctx.parallel_href(edition, id.law, &id.anchor())
            } else {
                String::new()
            };
            let linked = if href.is_empty() {
                escape(&cite)
            } else {
                format!(r#"<a href="{}">{}</a>"#, escape(&href), escape(&cite))
            };
            let mut heading = ctx.ui.html("notes-on", &[], &[("cite", linked)]);
            if !suffix.is_empty() {
                heading.push(' ');
                heading.push_str(&escape(&ctx.ui.m(suffix)));
            }
            NoteGroup {
                heading,
                notes: ns.iter().map(|n| maker.view(ctx, n)).collect(),
            }
        })
        .collect()
}

/// What a parallel page's cell says where its column's counterpart of the row is shown in
/// other rows ([`Cell::Elsewhere`]: the clauses, in the column's edition, with their rows'
/// anchors): "part of 68D, above" (`cell-elsewhere-above`, or `-below` where the first of those
/// rows comes after this one, as `above` says of an anchor), as HTML in interface language `ui`,
/// each clause linked to its row.
fn elsewhere(ui: Ui, at: &[(ClauseId, String)], above: impl Fn(&str) -> bool) -> String {
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
fn css_safe(code: &str) -> bool {
    !code.is_empty() && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// The parallel page of `law` in `edition` in each of the site's interface languages `uis`, in
/// that order, with the notes [`annotate::notes_for_law`] gives. The alignment and the notes
/// are made once for all of them (the alignment of 20 languages × 3 editions was most of the
/// large corpus's build, made four times).
pub(crate) fn parallel_pages(
    corpus: &Corpus,
    links: &Links,
    edition: &Edition,
    law: u8,
    uis: &[&'static str],
) -> Vec<ParallelPage> {
    let notes = annotate::notes_for_law(corpus, links, edition, law);
    let wanted = align::columns_of(corpus, edition, law);
    let view = align::parallel_with(corpus, edition, law, &wanted);
    uis.iter()
        .map(|ui| parallel_page_of(corpus, links, &view, notes.clone(), Ui::of(ui), uis))
        .collect()
}

/// The files beside a parallel page that offer its columns for download, as (file name,
/// what the link says in interface language `ui`): the TMX of this edition's languages, when it
/// has two or more (`lawref-68-2017.tmx`, "TMX: Nederlands and Polski (2007)"), and the CSV of
/// every column (`lawref-68-2017.csv`). The files are the same whatever the interface's
/// language: only the labels differ.
pub(crate) fn download_names(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    ui: Ui,
) -> Vec<(String, String)> {
    let here: Vec<Lang> = corpus
        .texts_of(edition, law)
        .map(|(d, _)| d.meta.lang.clone())
        .collect();
    let mut out = Vec::new();
    if here.len() >= 2 {
        out.push((
            format!("lawref-{law}-{edition}.tmx"),
            ui.m2(
                "download-tmx",
                "langs",
                lang_list(ui, &here),
                "edition",
                &edition.0,
            ),
        ));
    }
    if !align::columns_of(corpus, edition, law).is_empty() {
        out.push((format!("lawref-{law}-{edition}.csv"), ui.m("download-csv")));
    }
    out
}

/// The download files of the parallel page of `law` in `edition` ([`download_names`]), as
/// (site-relative path, bytes).
///
/// # Errors
/// Those of the writers ([`crate::export::tmx::write`], [`crate::export::csv::write`]).
pub(crate) fn download_files(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
) -> crate::error::Result<Vec<(String, Vec<u8>)>> {
    let dir = parallel_dir(edition, law);
    let mut out = Vec::new();
    for (name, _) in download_names(corpus, edition, law, Ui::en()) {
        let bytes = if name.ends_with(".tmx") {
            let view = align::parallel(corpus, edition, law);
            let units = crate::export::tmx::view_units(corpus, &view);
            let src = view.columns.first().map(|c| c.lang.clone());
            crate::export::tmx::write(&units, &src.unwrap_or(Lang("en".into())))?
        } else {
            let cols = align::columns_of(corpus, edition, law);
            let view = align::parallel_with(corpus, edition, law, &cols);
            crate::export::csv::write(corpus, &view)?
        };
        out.push((format!("{dir}{name}"), bytes));
    }
    Ok(out)
}

/// One interface language's page of [`parallel_pages`], from the alignment `view` and the
/// law's notes.
// Long: a parallel page's columns and rows gathered in page order into one view.
#[allow(clippy::too_many_lines)]
fn parallel_page_of(
    corpus: &Corpus,
    links: &Links,
    view: &ParallelView<'_>,
    notes: Vec<Note>,
    ui: Ui,
    uis: &[&'static str],
) -> ParallelPage {
    let (edition, law) = (&view.edition, view.law);
    let ctx = Ctx::new(corpus, links, parallel_dir(edition, law), ui);
    let here_langs: Vec<Lang> = view
        .columns
        .iter()
        .filter(|c| &c.edition == edition)
        .map(|c| c.lang.clone())
        .collect();
    let key = |c: &align::Column| {
        if &c.edition == edition {
            c.lang.0.clone()
        } else {
            format!("{}-{}", c.lang, c.edition)
        }
    };
    let keys: Vec<String> = view.columns.iter().map(key).collect();
    let (law_notes, mut clause_notes) = notes_by_target(notes, None);
    let mut maker = NoteMaker::new(edition, None);
    let law_views: Vec<NoteView> = law_notes.iter().map(|n| maker.view(&ctx, n)).collect();
    let note_anchor = |mark: &str| view.footnote_anchor(mark).map(str::to_string);
    let empty_cell = |k: usize, missing: bool| PCell {
        col: keys[k].clone(),
        lang: view.columns[k].lang.0.clone(),
        missing,
        pieces: Vec::new(),
        see: String::new(),
    };
    let law_row = PRow {
        id: format!("{law}-title"),
        cols: String::new(),
        label: ui.m1("law-n", "law", law),
        editions: edition_links(&ctx, edition, ClauseId::law(law), None),
        cells: view
            .columns
            .iter()
            .enumerate()
            .map(|(k, c)| PCell {
                pieces: vec![PPiece {
                    marker: String::new(),
                    marker_title: String::new(),
                    title: Some(law_title(corpus, &c.edition, law, &c.lang)),
                    paras: Vec::new(),
                    href: String::new(),
                }],
                ..empty_cell(k, false)
            })
            .collect(),
        notes: Vec::new(),
        notes_below: law_views.len(),
    };
    // Each row's place, by anchor: a cell pointing to other rows says whether they are above.
    let row_at: HashMap<&str, usize> = view
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.anchor.as_str(), i))
        .collect();
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
        let label = match &row.owner {
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
        };
        let cells: Vec<PCell> = row
            .cells
            .iter()
            .enumerate()
            .map(|(k, cell)| {
                let col = &view.columns[k];
                match cell {
                    Cell::Present { doc, pieces } => PCell {
                        pieces: pieces
                            .iter()
                            .map(|p| {
                                // The short marker (`2.`) where the piece is the row's own clause.
                                let same = pieces.len() == 1
                                    && matches!((&row.owner, p.id), (Owner::Clause(r), Some(id)) if *r == id);
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
                                    (Owner::Clause(_), Some(id)) if same => {
                                        (marker(&id), title(id))
                                    }
                                    (Owner::Clause(_), Some(id)) => (id.to_string(), title(id)),
                                    (Owner::Footnote(m), _) => (m.clone(), String::new()),
                                    _ => (String::new(), String::new()),
                                };
                                let href = match (&row.owner, p.id) {
                                    (Owner::Clause(_), Some(id)) => ctx
                                        .href(&law_dir(&col.edition, &col.lang, law), &id.anchor()),
                                    (Owner::Preamble | Owner::Closing, _) => ctx
                                        .href(&law_dir(&col.edition, &col.lang, law), &row.anchor),
                                    _ => String::new(),
                                };
                                PPiece {
                                    marker,
                                    marker_title,
                                    title: p.title.map(str::to_string),
                                    paras: p
                                        .paragraphs
                                        .iter()
                                        .map(|q| ctx.paragraph(*doc, q, &note_anchor))
                                        .collect(),
                                    href,
                                }
                            })
                            .collect(),
                        ..empty_cell(k, false)
                    },
                    Cell::Elsewhere(at) => PCell {
                        see: elsewhere(ui, at, |a| row_at.get(a).is_some_and(|&i| i < r)),
                        ..empty_cell(k, false)
                    },
                    Cell::Missing => empty_cell(k, true),
                }
            })
            .collect();
        // A row no text of this edition has part in (a clause of another edition with no
        // counterpart here, or another edition's opening, closing or footnote) names the
        // columns it has text in: it hides with them.
        let here = |k: usize| &view.columns[k].edition == edition;
        let cols = if cells
            .iter()
            .enumerate()
            .any(|(k, c)| here(k) && (!c.pieces.is_empty() || !c.see.is_empty()))
        {
            String::new()
        } else {
            cells
                .iter()
                .filter(|c| !c.pieces.is_empty())
                .map(|c| c.col.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        };
        rows.push(PRow {
            id: row.anchor.clone(),
            cols,
            label,
            editions: clause
                .map(|id| edition_links(&ctx, &row.edition, id, None))
                .unwrap_or_default(),
            cells,
            notes: notes.iter().map(|n| maker.view(&ctx, n)).collect(),
            notes_below: 0,
        });
    }
    let has_notes =
        !rows.is_empty() && (!law_views.is_empty() || rows.iter().any(|r| !r.notes.is_empty()));
    let has_text = !rows.is_empty();
    let suffix = if has_text { "no-text-here" } else { "" };
    let other_notes = note_groups(&ctx, edition, &mut maker, clause_notes, suffix);
    // The law's title first; notes on the law as a whole last, in a row of their own.
    let law_notes = if has_text {
        if !law_views.is_empty() {
            rows.push(PRow {
                id: format!("{law}-notes"),
                cols: String::new(),
                label: ui.m1("part-whole-law", "law", law),
                editions: Vec::new(),
                cells: (0..view.columns.len())
                    .map(|k| empty_cell(k, false))
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
    let columns: Vec<PColumn> = view
        .columns
        .iter()
        .zip(&keys)
        .map(|(c, key)| PColumn {
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
            href: ctx.href(&law_dir(&c.edition, &c.lang, law), ""),
            // Other editions' texts show when asked, unless this edition has none.
            shown: &c.edition == edition || here_langs.is_empty(),
        })
        .collect();
    let codes: Vec<&str> = here_langs.iter().map(|l| l.0.as_str()).collect();
    let presets = here_langs
        .iter()
        .map(|l| {
            let first: Vec<&str> = std::iter::once(l.0.as_str())
                .chain(codes.iter().copied().filter(|c| *c != l.0))
                .collect();
            Preset {
                label: lang_name(l),
                lang: l.0.clone(),
                first: format!(
                    "{}?langs={}",
                    routes::index_file(ui.code()),
                    first.join(",")
                ),
                alone: format!("{}?langs={}", routes::index_file(ui.code()), l.0),
            }
        })
        .collect();
    let here_pairs: Vec<&str> = columns
        .iter()
        .filter(|c| c.shown)
        .map(|c| c.pair.as_str())
        .collect();
    let beside = columns
        .iter()
        .filter(|c| !c.shown)
        .map(|c| {
            let mut pairs = here_pairs.clone();
            pairs.push(&c.pair);
            LinkTo {
                href: format!("{}?cols={}", routes::index_file(ui.code()), pairs.join(",")),
                label: c.label.clone(),
                lang: c.lang.clone(),
            }
        })
        .collect();
    let mut column_css = String::new();
    if has_text {
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
    }
    let downloads = download_names(corpus, edition, law, ui)
        .into_iter()
        .map(|(name, label)| LinkTo {
            href: name,
            label,
            lang: String::new(),
        })
        .collect();
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
            lang: ui.code().into(),
            title: ui.fmt("parallel-title", &args),
            root: head_root(&ctx.here),
            alternates: alternates(&ctx, edition, law, None),
            description: describe(&description),
            prefer: edition.0.clone(),
            ui,
            variants: variants(uis, routes::INDEX_STEM),
        },
        edition: edition.0.clone(),
        law,
        heading,
        columns,
        has_text,
        rows,
        has_notes,
        other_notes,
        law_notes,
        presets,
        beside,
        downloads,
        column_css,
        script: format!("{}{}", ctx.root, routes::PARALLEL_JS_PATH),
        prev_next: prev_next(&ctx, edition, law, None),
        tocs: tocs(&ctx, edition),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::model::Annotation;

    /// The mini corpus (nl and pl texts of 2007 Law 68, ru commentary 68.1 and 68.2) with one
    /// annotation, and notes bound to clauses as annotate will bind them.
    fn setup() -> (Corpus, Links, Vec<Note>) {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mini");
        let mut corpus = crate::corpus::load::load_corpus(&root).unwrap();
        corpus.annotations.push(Annotation {
            file: "translations/annotations/td notes.yaml".into(),
            line: 3,
            clause: "68B1".parse().unwrap(),
            editions: vec![Edition("2017".into())],
            lang: Lang("pl".into()),
            source: "J. Kowalski".into(),
            text: "Uwaga *ważna*.".into(),
            kind: crate::corpus::model::NoteKind::Note,
            authority: None,
            date: None,
            reference: None,
            url: None,
        });
        let links = crate::xref::link(&corpus);
        let ru = corpus
            .documents
            .iter()
            .position(|d| d.meta.lang.0 == "ru" && d.meta.law == 68)
            .unwrap();
        let e07 = Edition("2007".into());
        let clause = |s: &str| Target::Clause(s.parse().unwrap());
        let item = |target, i| Note {
            target,
            origin: Origin::Commentary {
                doc: ru,
                item: Some(i),
            },
            written_for: e07.clone(),
            lang: Lang("ru".into()),
            source: "mini fixture".into(),
            html: None,
            kind: crate::corpus::model::NoteKind::Commentary,
        };
        let notes = vec![
            item(clause("68B1"), 1),
            Note {
                target: clause("68B1"),
                origin: Origin::Annotation { index: 0 },
                written_for: Edition("2017".into()),
                lang: Lang("pl".into()),
                source: "J. Kowalski".into(),
                html: Some("<p>Uwaga <em>ważna</em>.</p>".into()),
                kind: crate::corpus::model::NoteKind::Note,
            },
            item(clause("68C"), 1),
            item(clause("68D"), 0),
        ];
        (corpus, links, notes)
    }

    #[test]
    fn law_page_shows_its_languages_notes_beside_their_clauses_and_counts_the_others() {
        let (corpus, links, notes) = setup();
        let e = Edition("2007".into());
        let page = law_page_with(&corpus, &links, &e, &Lang("pl".into()), 68, notes);
        let html = page.render().unwrap();
        let b1 = &html[html.find(r#"id="68B1""#).unwrap()..html.find(r#"id="68B2""#).unwrap()];
        // The page's language's note, open, beside its clause; "written for" 2017.
        assert!(b1.contains(concat!(
            r#"<aside class="note note-note" id="note-td-notes-3" lang="pl" role="note">"#,
            "\n",
            r#"<p class="note-meta" lang="pl">Uwaga · <span lang="pl">Polski</span> · źródło: J. Kowalski · <span class="written-for">napisano do wydania 2017</span></p>"#,
            "\n",
            r#"<div class="note-text"><p>Uwaga <em>ważna</em>.</p></div>"#,
            "\n</aside>"
        )));
        // The Russian items are not on the page: each clause's link to its parallel row counts
        // them (68.2 on 68B1 and 68C), and the line after the text counts them by language (a
        // note bound to two clauses once), linked to the Russian page that shows them.
        assert!(!html.contains("ru-68."), "{html}");
        assert!(b1.contains(
            r#"<p class="xlinks" lang="pl"><a href="../../../2007/68/index.pl.html#68B1">68B1 we wszystkich językach, także 1 uwaga w innym języku</a></p>"#
        ));
        assert!(html.contains(
            r#"<a href="../../../2007/68/index.pl.html#68C">68C we wszystkich językach, także 1 uwaga w innym języku</a>"#
        ));
        assert!(html.contains(concat!(
            r#"<p class="commentary-elsewhere" lang="pl">Uwagi i komentarze do tego przepisu w innych językach: "#,
            r#"<a href="../../../2007/ru/68/index.html" hreflang="ru" lang="ru">Русский (2)</a> "#,
            r#"(wszystkie także w <a href="../../../2007/68/index.pl.html">widoku wszystkich języków</a>).</p>"#
        )));
        // 68D is not in the Polish text and its one note is Russian: no group of its notes.
        assert!(!html.contains("Uwagi do <a"));
        // The sections at the top: A to C with their titles, before the text.
        let nav = &html[html.find(r#"<nav class="sections""#).unwrap()..];
        assert!(html.find(r#"<nav class="sections""#) < html.find(r#"<article class="law">"#));
        assert!(
            nav.starts_with(concat!(
                r#"<nav class="sections" lang="pl" aria-label="Części przepisu 68">"#,
                "\n<ol>\n",
                r##"<li><a href="#68A" title="Definicja roszczenia"><span class="sec-no">A</span><span class="sec-title" lang="pl"> Definicja roszczenia</span></a></li>"##
            )),
            "{nav}"
        );
        assert_eq!(
            page.sections
                .iter()
                .map(|s| s.marker.as_str())
                .collect::<Vec<_>>(),
            ["A", "B", "C"]
        );
        // No note is bound to the law as a whole: no notes on the law.
        assert!(!html.contains("law-notes"));
        // The Russian page shows the Russian items (the page has no text: by clause).
        let ru = law_page_with(&corpus, &links, &e, &Lang("ru".into()), 68, setup().2)
            .render()
            .unwrap();
        assert!(ru.contains(r#"id="68.2""#), "{ru}");
        assert!(!ru.contains("note-td-notes-3"));
    }

    #[test]
    fn parallel_page_shows_clause_notes_in_their_row() {
        let (corpus, links, notes) = setup();
        let view = align::parallel_with(
            &corpus,
            &Edition("2007".into()),
            68,
            &align::columns_of(&corpus, &Edition("2007".into()), 68),
        );
        let page = parallel_page_of(&corpus, &links, &view, notes, Ui::en(), &["en"]);
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

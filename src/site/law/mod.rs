//! The page of a law in one language and edition: its text clause by clause, with back-links,
//! the notes of its language and the edition's interpretations and errata (the others counted
//! and linked), change marks, and the links to its other languages and editions.

use askama::Template;

use std::collections::BTreeMap;

use super::chrome::{
    Alt, Head, LinkTo, PrevNext, alternates, fallback_title_lang, law_title, owner_label, prev_next,
};
use super::html::{Ctx, escape, marker, paras};
use super::i18n::Ui;
use super::notes::{
    JurisdictionChoice, NoteGroup, NoteKindChoice, NoteMaker, NoteView, jurisdictions, note_groups,
    note_kinds, notes_by_target,
};
use super::routes::{self, law_dir, parallel_dir, toc_dir};
use crate::analysis::annotate::{self, Note, Origin, Target};
use crate::corpus::model::{
    Body, Clause, ClauseId, Corpus, Document, Edition, Kind, Lang, LawText, Owner,
};
use crate::xref::Links;

mod around;
use around::{
    EditionPage, Section, lacks, law_description, law_head, no_text, notes_elsewhere,
    notes_elsewhere_html, other_editions, print_source, sections, shown_inline,
};

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
    /// Where import was unsure of the text's structure outside any clause (its opening or
    /// closing, a footnote), as [`Block::unsure`].
    pub unsure: Vec<String>,
    /// The text, flattened in document order.
    pub blocks: Vec<Block>,
    /// Notes on the law as a whole (commentary items and annotations bound to the law), shown at
    /// its top; with them any item of this language's commentary that no note placed elsewhere.
    pub law_notes: Vec<NoteView>,
    /// The kinds of the notes on the page, for its filter (shown with two kinds or more).
    pub note_kinds: Vec<NoteKindChoice>,
    /// The places the page's regulations hold in, for its jurisdiction switch (shown with one
    /// or more).
    pub jurisdictions: Vec<JurisdictionChoice>,
    /// The edition's errata page in this language; empty when the edition records none for it.
    pub errata_href: String,
    /// What a printed page names as its text's source, plain text: "Source: …" with the
    /// front matter's `source_title` (and `source_url`), else the edition's name (never the raw
    /// document's file name, which tells a reader nothing).
    pub print_source: String,
    /// Notes on clauses this text lacks (or all clause notes, when there is no text), by clause.
    pub other_notes: Vec<NoteGroup>,
    /// What the text lacks that another language's text of the edition has, said where the
    /// text begins ("This text lacks 68B2, 68B3 and 68F, which the English text has …"); empty
    /// when it lacks nothing.
    pub lacks: String,
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
    /// The page's schema.org `Legislation`, JSON-LD ([`super::structured::law_jsonld`]).
    pub jsonld: String,
    /// The sentence that lists [`LawPage::notes_elsewhere`], as HTML (empty: none).
    pub notes_elsewhere_html: String,
}

/// A part of a law's text: a clause's own text, the preamble, closing or a footnote.
#[derive(Default)]
pub(crate) struct Block {
    /// The element id (clause anchor); empty for the closing text of a clause after its
    /// sub-clauses.
    pub id: String,
    /// CSS classes.
    pub class: String,
    /// For a clause's text after its sub-clauses: the clause's anchor (`data-of`, by which the
    /// parallel page's column script finds a clause's whole text); else empty.
    pub of: String,
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
    /// Where a sub-clause stands, shown only when an address jumps to it (`:target`): its id
    /// and its section's title (`68B2 · Definicja zrzeczenia się lew`), so a reader landing on a
    /// bare "2." on a phone sees which clause it is; empty for sections (their heading says it).
    pub place: String,
    /// Where import was unsure of this clause's structure (the front matter's `doubts`), each
    /// as "source line N: the readings and the choice": a quiet "structure unsure" mark.
    pub unsure: Vec<String>,
}

/// The doubts of document `d` that name clause `id` (or, with `None`, no clause of its text),
/// as the law page shows them: "source line 11: 1 follows 1 in the same list: …".
fn unsure(d: &crate::corpus::model::Document, id: Option<&ClauseId>) -> Vec<String> {
    let known = |c: &str| {
        c.parse::<ClauseId>()
            .ok()
            .filter(|c| d.law_text().is_some_and(|t| t.find(c).is_some()))
    };
    d.meta
        .doubts
        .iter()
        .filter(|u| match (id, u.clause.as_deref()) {
            (Some(id), Some(c)) => known(c).as_ref() == Some(id),
            (None, None) => true,
            // A doubt naming a clause the text lacks is the law's.
            (None, Some(c)) => known(c).is_none(),
            (Some(_), None) => false,
        })
        .map(|u| format!("source line {}: {}", u.line, u.reason))
        .collect()
}

/// Links to the places that cite clause `id` of document `doc`: the references that resolve to
/// it, and those that lead to the parallel view (from a language without the law).
fn cited_by(ctx: &Ctx<'_>, doc: usize, id: ClauseId) -> Vec<LinkTo> {
    // Only the references that lead to this text: listing every language's on every page made
    // a law page of 20 languages five times its text (issue 30).
    link_list(ctx, ctx.links.cited_by(ctx.corpus, doc, id).collect())
}

/// The links to the places `refs` are made in, as "cited by" lists them.
fn link_list(ctx: &Ctx<'_>, refs: Vec<&crate::xref::Reference>) -> Vec<LinkTo> {
    refs.into_iter()
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

/// [`law_page`] with the notes given: the page's parts in page order, each made by its own
/// function (the notes first, as they take their ids in page order).
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
    let mut marks = super::situations::marks(&ctx, edition, lang, law);
    let mut blocks = Vec::new();
    if let Some((di, d)) = text {
        let t = d.law_text().expect("a text document has a law text");
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
            cited: &ctx.links.cited_by_each(corpus, di),
            errata: &super::errata::errata_of(corpus, edition, lang),
            out: blocks,
        };
        text_blocks(&mut w, t, law);
        blocks = w.out;
    }
    let suffix = if text.is_some() {
        "not-in-this-text"
    } else {
        ""
    };
    let other_notes = note_groups(&ctx, edition, &mut maker, clause_notes, suffix);
    law_views.extend(commentary_anchors(&ctx, edition, lang, law, &mut maker));
    let notes_elsewhere = notes_elsewhere(&ctx, edition, law, &hidden);
    let heading = law_title(corpus, edition, law, lang);
    let other_langs = alternates(&ctx, edition, law, Some(lang));
    let parallel = ctx.parallel_for(&par, lang, "");
    let notes_elsewhere_html = notes_elsewhere_html(ui, &notes_elsewhere, &parallel);
    let no_text = if text.is_some() {
        String::new()
    } else {
        no_text(ui, &other_langs, &parallel)
    };
    let other_editions = other_editions(&ctx, edition, lang, law, text.is_some());
    let lacks = text
        .map(|(_, d)| lacks(corpus, edition, law, d, ui))
        .unwrap_or_default();
    let document = text.map(|(_, d)| d);
    let description = law_description(ui, document, edition, lang, law, &heading);
    let source = document.map(|d| text_source(ui, d)).unwrap_or_default();
    let jsonld = super::structured::law_jsonld(corpus, edition, lang, law, &heading, &other_langs);
    // Every note the page shows: on the law, beside its blocks, on clauses its text lacks.
    let all_notes = || {
        law_views
            .iter()
            .chain(blocks.iter().flat_map(|b| &b.notes))
            .chain(other_notes.iter().flat_map(|g| &g.notes))
    };
    LawPage {
        head: law_head(
            &ctx,
            edition,
            lang,
            law,
            &heading,
            &other_langs,
            &description,
        ),
        edition: edition.0.clone(),
        law,
        heading_lang: fallback_title_lang(corpus, edition, law, lang),
        heading,
        law_cited_by: text
            .map(|(di, _)| cited_by(&ctx, di, ClauseId::law(law)))
            .unwrap_or_default(),
        has_text: text.is_some(),
        unsure: document.map(|d| unsure(d, None)).unwrap_or_default(),
        print_source: print_source(corpus, edition, ui, document),
        errata_href: if super::errata::errata_of(corpus, edition, lang).is_empty() {
            String::new()
        } else {
            ctx.href(&routes::errata_dir(edition, lang), "")
        },
        note_kinds: note_kinds(ui, all_notes()),
        jurisdictions: jurisdictions(all_notes()),
        blocks,
        law_notes: law_views,
        other_notes,
        lacks,
        sections: sections(document),
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
        jsonld,
    }
}

/// A law page's text as it walks into blocks: the page, the text's document, where each
/// block's parallel row is, and what the blocks take as they are made (their notes, counts of
/// notes elsewhere, change marks).
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
    /// The text's back-links, by clause.
    cited: &'a crate::xref::CitedBy<'c>,
    /// The errata of the edition in the language.
    errata: &'a [&'c crate::corpus::model::Erratum],
    out: Vec<Block>,
}

/// The blocks of the text `t` of `law`, in page order: the preamble, each clause ([`walk`]),
/// the closing and the footnotes.
fn text_blocks(w: &mut Walk<'_, '_, '_>, t: &LawText, law: u8) {
    let ctx = w.ctx;
    if !t.preamble.is_empty() {
        let id = format!("{law}-preamble");
        w.out.push(Block {
            parallel: ctx.parallel_for(w.par, w.lang, &id),
            change: w.marks.remove(&id),
            id,
            class: "preamble".into(),
            paras: paras(ctx, w.di, &t.preamble),
            ..Block::default()
        });
    }
    for c in &t.clauses {
        walk(w, c, 1, c.title.as_deref());
    }
    if !t.closing.is_empty() {
        let id = format!("{law}-closing");
        w.out.push(Block {
            parallel: ctx.parallel_for(w.par, w.lang, &id),
            change: w.marks.remove(&id),
            id,
            class: "closing".into(),
            paras: paras(ctx, w.di, &t.closing),
            ..Block::default()
        });
    }
    for f in &t.footnotes {
        let owner = Owner::Footnote(f.mark.clone());
        w.out.push(Block {
            id: crate::corpus::model::owner_anchor(law, &owner, Some(t)),
            class: "footnote".into(),
            marker: f.mark.clone(),
            paras: paras(ctx, w.di, &f.paragraphs),
            ..Block::default()
        });
    }
}

/// The block of clause `c` (at `depth`, 1 for a section, in the section titled `section`),
/// then its sub-clauses', then its closing text's.
fn walk(w: &mut Walk<'_, '_, '_>, c: &Clause, depth: usize, section: Option<&str>) {
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
        cited_by: link_list(ctx, w.cited.of(c.id)),
        parallel: ctx.parallel_for(w.par, w.lang, &c.id.anchor()),
        notes,
        notes_elsewhere: w.hidden_at.get(&c.id).copied().unwrap_or(0),
        change: w.marks.remove(&c.id.anchor()),
        unsure: unsure(&ctx.corpus.documents[w.di], Some(&c.id)),
        of: String::new(),
        place: match (depth, section) {
            (1, _) => String::new(),
            (_, Some(title)) => format!("{} · {title}", c.id),
            (_, None) => c.id.to_string(),
        },
        errata: w
            .errata
            .iter()
            .filter(|e| e.id() == c.id)
            .map(|e| {
                let href = ctx.href(&routes::errata_dir(w.edition, w.lang), &e.anchor());
                super::errata::ErratumView::of(e, href)
            })
            .collect(),
    });
    for ch in &c.children {
        walk(w, ch, depth + 1, section);
    }
    if !c.after.is_empty() {
        w.out.push(Block {
            of: c.id.anchor(),
            class: format!("after depth-{depth}"),
            paras: paras(ctx, w.di, &c.after),
            ..Block::default()
        });
    }
}

/// The views of the items of `lang`'s commentary on `law` in `edition` that no note showed
/// yet: every item has its anchor on the law page (back-links and search lead there).
fn commentary_anchors(
    ctx: &Ctx<'_>,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    maker: &mut NoteMaker<'_>,
) -> Vec<NoteView> {
    let mut views = Vec::new();
    if let Some((di, d)) = ctx.corpus.document(edition, law, lang, Kind::Commentary)
        && let Body::Commentary { intro, items } = &d.body()
    {
        let origins = (!intro.is_empty())
            .then_some(None)
            .into_iter()
            .chain((0..items.len()).map(Some));
        for item in origins {
            let origin = Origin::Commentary { doc: di, item };
            if !maker.has_shown(&origin) {
                let note = Note {
                    target: Target::Law,
                    origin,
                    written_for: edition.clone(),
                    lang: lang.clone(),
                    source: d.meta.source.clone(),
                    html: None,
                    kind: crate::corpus::model::NoteKind::Commentary,
                };
                views.push(maker.view(ctx, &note));
            }
        }
    }
    views
}

#[cfg(test)]
mod tests {
    use super::super::notes::fixture::setup;

    use super::*;

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
            r#"<p class="xlinks" lang="pl"><a href="../../../2007/68/index.html?lang=pl#68B1">68B1 we wszystkich językach, także 1 uwaga w innym języku</a></p>"#
        ));
        assert!(html.contains(
            r#"<a href="../../../2007/68/index.html?lang=pl#68C">68C we wszystkich językach, także 1 uwaga w innym języku</a>"#
        ));
        assert!(html.contains(concat!(
            r#"<p class="commentary-elsewhere" lang="pl">Uwagi i komentarze do tego przepisu w innych językach: "#,
            r#"<a href="../../../2007/ru/68/index.html" hreflang="ru" lang="ru">Русский (2)</a> "#,
            r#"(wszystkie także w <a href="../../../2007/68/index.html?lang=pl">widoku wszystkich języków</a>).</p>"#
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
}

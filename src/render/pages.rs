//! The pages of the site as askama templates over plain view values. Building a view value is
//! where the corpus is read; the templates in `templates/` only display it.

use askama::Template;

use super::html::{Ctx, lang_name, law_dir, parallel_dir};
use crate::align::{self, Cell, ParallelView};
use crate::model::{
    Body, Clause, ClauseId, Corpus, Document, Edition, Kind, Lang, Level, Owner, Paragraph,
};
use crate::xref::Links;

/// What every page's `<head>` needs.
pub struct Head {
    /// The page's language (`<html lang>`).
    pub lang: String,
    /// The `<title>`.
    pub title: String,
    /// The way back to the site root (`../../../`), for the stylesheet and menus.
    pub root: String,
    /// The same law in other languages (`<link rel="alternate" hreflang>`).
    pub alternates: Vec<Alt>,
}

/// A link to a page in a language.
#[derive(Clone)]
pub struct Alt {
    /// Language code.
    pub lang: String,
    /// Link.
    pub href: String,
    /// What the link says.
    pub label: String,
}

/// A link with a label.
pub struct LinkTo {
    /// Link.
    pub href: String,
    /// What the link says.
    pub label: String,
}

/// The home page.
#[derive(Template)]
#[template(path = "home.html")]
pub struct HomePage {
    /// Head.
    pub head: Head,
    /// The editions, in order.
    pub editions: Vec<EditionEntry>,
    /// The languages of the corpus.
    pub langs: Vec<Alt>,
}

/// An edition on the home page.
pub struct EditionEntry {
    /// Edition id (`2017`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// The laws the corpus has in it.
    pub laws: Vec<LawEntry>,
}

/// A law on the home page.
pub struct LawEntry {
    /// Law number.
    pub number: u8,
    /// Its title (English where known).
    pub title: String,
    /// Link to its parallel page.
    pub parallel: String,
    /// Links to its pages per language.
    pub langs: Vec<Alt>,
}

/// The page of a law in one language and edition.
#[derive(Template)]
#[template(path = "law.html")]
pub struct LawPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// Law number.
    pub law: u8,
    /// The law's title.
    pub heading: String,
    /// The places that cite the law as a whole.
    pub law_cited_by: Vec<LinkTo>,
    /// Whether the corpus has the text of the law in this language.
    pub has_text: bool,
    /// The text, flattened in document order.
    pub blocks: Vec<Block>,
    /// Commentary in this language.
    pub commentary: Vec<Item>,
    /// Commentary on this law in other languages.
    pub commentary_elsewhere: Vec<Alt>,
    /// The law in other languages of the edition.
    pub other_langs: Vec<Alt>,
    /// The parallel page.
    pub parallel: String,
}

/// A part of a law's text: a clause's own text, the preamble, closing or a footnote.
#[derive(Default)]
pub struct Block {
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
}

/// A commentary item.
pub struct Item {
    /// The element id.
    pub id: String,
    /// Its label (`68.2`).
    pub label: String,
    /// The paragraphs as HTML.
    pub paras: Vec<String>,
}

/// The parallel page of a law in an edition.
#[derive(Template)]
#[template(path = "parallel.html")]
pub struct ParallelPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// Law number.
    pub law: u8,
    /// The law's title.
    pub heading: String,
    /// Column headings: each language, linking to its law page.
    pub columns: Vec<Alt>,
    /// The rows.
    pub rows: Vec<PRow>,
    /// Commentary documents on the law.
    pub commentary: Vec<CommentaryDoc>,
}

/// A row of the parallel page.
pub struct PRow {
    /// The row anchor.
    pub id: String,
    /// The row's label (`68D2(b)`, `Preamble`).
    pub label: String,
    /// The cells, one per column.
    pub cells: Vec<PCell>,
}

/// A cell of the parallel page.
pub struct PCell {
    /// The cell's language.
    pub lang: String,
    /// Whether the language lacks the clause.
    pub missing: bool,
    /// The visible marker.
    pub marker: String,
    /// The section title.
    pub title: Option<String>,
    /// The paragraphs as HTML.
    pub paras: Vec<String>,
}

/// A commentary document shown beside the parallel table.
pub struct CommentaryDoc {
    /// Its language.
    pub lang: String,
    /// Its language's name.
    pub lang_name: String,
    /// Link to its law page.
    pub href: String,
    /// Its items.
    pub items: Vec<Item>,
}

/// The title of a law in a language: the document's own, the manifest's in that language, the
/// manifest's English one, or "Law N".
pub fn law_title(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> String {
    let own = corpus
        .documents
        .iter()
        .filter(|d| &d.meta.edition == edition && d.meta.law == law && &d.meta.lang == lang)
        .find_map(|d| d.meta.title.clone());
    let manifest = corpus.edition(edition);
    own.or_else(|| {
        manifest
            .and_then(|m| m.title(law, lang))
            .map(str::to_string)
    })
    .or_else(|| {
        manifest
            .and_then(|m| m.title(law, &Lang("en".into())))
            .map(str::to_string)
    })
    .unwrap_or_else(|| format!("Law {law}"))
}

fn english_title(corpus: &Corpus, edition: &Edition, law: u8) -> String {
    law_title(corpus, edition, law, &Lang("en".into()))
}

fn alternates(ctx: &Ctx<'_>, edition: &Edition, law: u8, except: Option<&Lang>) -> Vec<Alt> {
    ctx.corpus
        .langs_of(edition, law)
        .into_iter()
        .filter(|l| Some(l) != except)
        .map(|l| Alt {
            href: ctx.href(&law_dir(edition, &l, law), ""),
            label: lang_name(&l),
            lang: l.0,
        })
        .collect()
}

/// The home page.
pub fn home(corpus: &Corpus, links: &Links) -> HomePage {
    let ctx = Ctx {
        corpus,
        links,
        root: "",
        here: String::new(),
    };
    let editions = corpus
        .editions
        .iter()
        .map(|m| EditionEntry {
            id: m.edition.0.clone(),
            name: m.name.clone(),
            laws: corpus
                .laws_in(&m.edition)
                .into_iter()
                .map(|law| LawEntry {
                    number: law,
                    title: english_title(corpus, &m.edition, law),
                    parallel: ctx.href(&parallel_dir(&m.edition, law), ""),
                    langs: alternates(&ctx, &m.edition, law, None),
                })
                .collect(),
        })
        .collect();
    let langs = corpus
        .langs()
        .into_iter()
        .map(|l| Alt {
            href: String::new(),
            label: lang_name(&l),
            lang: l.0,
        })
        .collect();
    HomePage {
        head: Head {
            lang: "en".into(),
            title: "The Laws of Duplicate Bridge".into(),
            root: "./".into(),
            alternates: Vec::new(),
        },
        editions,
        langs,
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
            crate::model::owner_anchor(doc.meta.law, &Owner::Footnote(mark.to_string()), notes)
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
                    owner_label(&r.from, from.meta.law),
                    from.meta.lang,
                    from.meta.edition
                ),
            }
        })
        .collect()
}

fn owner_label(owner: &Owner, law: u8) -> String {
    match owner {
        Owner::Preamble => format!("Law {law}, opening"),
        Owner::Clause(id) => id.to_string(),
        Owner::Closing => format!("Law {law}, closing"),
        Owner::Footnote(m) => format!("Law {law}, footnote {m}"),
        Owner::Intro => format!("Law {law}, commentary"),
        Owner::Item(l, n) => format!("commentary {l}.{n}"),
    }
}

fn items(ctx: &Ctx<'_>, doc: usize, id_prefix: &str) -> Vec<Item> {
    let d = &ctx.corpus.documents[doc];
    let Body::Commentary { intro, items } = &d.body else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if !intro.is_empty() {
        out.push(Item {
            id: format!("{id_prefix}{}-intro", d.meta.law),
            label: String::new(),
            paras: paras(ctx, doc, intro),
        });
    }
    out.extend(items.iter().map(|i| Item {
        id: format!("{id_prefix}{}", i.label()),
        label: i.label(),
        paras: paras(ctx, doc, &i.paragraphs),
    }));
    out
}

/// The page of `law` in `lang` and `edition` (the language has a text or commentary document).
pub fn law_page(
    corpus: &Corpus,
    links: &Links,
    edition: &Edition,
    lang: &Lang,
    law: u8,
) -> LawPage {
    let ctx = Ctx {
        corpus,
        links,
        root: "../../../",
        here: law_dir(edition, lang, law),
    };
    let text = corpus.text(edition, law, lang);
    let mut blocks = Vec::new();
    if let Some((di, d)) = text {
        let t = d.law_text().expect("a text document has a law text");
        if !t.preamble.is_empty() {
            blocks.push(Block {
                id: format!("{law}-preamble"),
                class: "preamble".into(),
                paras: paras(&ctx, di, &t.preamble),
                ..Block::default()
            });
        }
        fn walk(ctx: &Ctx<'_>, di: usize, c: &Clause, depth: usize, out: &mut Vec<Block>) {
            let cited_by = cited_by(ctx, di, c.id);
            out.push(Block {
                id: c.id.anchor(),
                class: format!("clause depth-{depth}"),
                marker: marker(&c.id),
                cite: c.id.to_string(),
                title: c.title.clone(),
                paras: paras(ctx, di, &c.paragraphs),
                cited_by,
            });
            for ch in &c.children {
                walk(ctx, di, ch, depth + 1, out);
            }
            if !c.after.is_empty() {
                out.push(Block {
                    class: format!("after depth-{depth}"),
                    paras: paras(ctx, di, &c.after),
                    ..Block::default()
                });
            }
        }
        for c in &t.clauses {
            walk(&ctx, di, c, 1, &mut blocks);
        }
        if !t.closing.is_empty() {
            blocks.push(Block {
                id: format!("{law}-closing"),
                class: "closing".into(),
                paras: paras(&ctx, di, &t.closing),
                ..Block::default()
            });
        }
        for f in &t.footnotes {
            let owner = Owner::Footnote(f.mark.clone());
            blocks.push(Block {
                id: crate::model::owner_anchor(law, &owner, &t.footnotes),
                class: "footnote".into(),
                marker: f.mark.clone(),
                paras: paras(&ctx, di, &f.paragraphs),
                ..Block::default()
            });
        }
    }
    let commentary = corpus
        .document(edition, law, lang, Kind::Commentary)
        .map(|(di, _)| items(&ctx, di, ""))
        .unwrap_or_default();
    let commentary_elsewhere = align::commentary_elsewhere(corpus, edition, law, lang)
        .into_iter()
        .map(|(_, d)| Alt {
            href: ctx.href(&law_dir(edition, &d.meta.lang, law), ""),
            label: lang_name(&d.meta.lang),
            lang: d.meta.lang.0.clone(),
        })
        .collect();
    let heading = law_title(corpus, edition, law, lang);
    let other_langs = alternates(&ctx, edition, law, Some(lang));
    LawPage {
        head: Head {
            lang: lang.0.clone(),
            title: format!("{law}. {heading} ({edition}, {})", lang_name(lang)),
            root: ctx.root.to_string(),
            alternates: other_langs.clone(),
        },
        edition: edition.0.clone(),
        law,
        heading,
        law_cited_by: text
            .map(|(di, _)| cited_by(&ctx, di, ClauseId::law(law)))
            .unwrap_or_default(),
        has_text: text.is_some(),
        blocks,
        commentary,
        commentary_elsewhere,
        other_langs,
        parallel: ctx.href(&parallel_dir(edition, law), ""),
    }
}

/// The parallel page of `law` in `edition`.
pub fn parallel_page(corpus: &Corpus, links: &Links, edition: &Edition, law: u8) -> ParallelPage {
    let ctx = Ctx {
        corpus,
        links,
        root: "../../",
        here: parallel_dir(edition, law),
    };
    let view: ParallelView<'_> = align::parallel(corpus, edition, law);
    let note_anchor = |mark: &str| view.footnote_anchor(mark).map(str::to_string);
    let rows = view
        .rows
        .iter()
        .map(|row| PRow {
            id: row.anchor.clone(),
            label: match &row.owner {
                Owner::Preamble => "Opening".into(),
                Owner::Closing => "Closing".into(),
                Owner::Footnote(m) => format!("Footnote {m}"),
                other => owner_label(other, law),
            },
            cells: row
                .cells
                .iter()
                .zip(&view.langs)
                .map(|(cell, lang)| match cell {
                    Cell::Present {
                        doc,
                        title,
                        paragraphs,
                    } => PCell {
                        lang: lang.0.clone(),
                        missing: false,
                        marker: match &row.owner {
                            Owner::Clause(id) => marker(id),
                            Owner::Footnote(m) => m.clone(),
                            _ => String::new(),
                        },
                        title: title.map(str::to_string),
                        paras: paragraphs
                            .iter()
                            .map(|p| ctx.paragraph(*doc, p, &note_anchor))
                            .collect(),
                    },
                    Cell::Missing => PCell {
                        lang: lang.0.clone(),
                        missing: true,
                        marker: String::new(),
                        title: None,
                        paras: Vec::new(),
                    },
                })
                .collect(),
        })
        .collect();
    let columns = view
        .langs
        .iter()
        .map(|l| Alt {
            href: ctx.href(&law_dir(edition, l, law), ""),
            label: format!("{} — {}", lang_name(l), law_title(corpus, edition, law, l)),
            lang: l.0.clone(),
        })
        .collect();
    let commentary = view
        .commentary
        .iter()
        .map(|&di| {
            let d = &corpus.documents[di];
            CommentaryDoc {
                lang: d.meta.lang.0.clone(),
                lang_name: lang_name(&d.meta.lang),
                href: ctx.href(&law_dir(edition, &d.meta.lang, law), ""),
                items: items(&ctx, di, &format!("{}-", d.meta.lang)),
            }
        })
        .collect();
    let heading = english_title(corpus, edition, law);
    ParallelPage {
        head: Head {
            lang: "en".into(),
            title: format!("{law}. {heading} ({edition}, all languages)"),
            root: ctx.root.to_string(),
            alternates: alternates(&ctx, edition, law, None),
        },
        edition: edition.0.clone(),
        law,
        heading,
        columns,
        rows,
        commentary,
    }
}

//! The contents pages and the clause address maps beside them.
//!
//! - **Tables of contents** (`<edition>/<lang>/index.html`, one per language with a document in
//!   the edition): every law of the edition (the manifest's and the corpus's), its title in that
//!   language (English where the language has none), linked to its page in that language or,
//!   without one, side by side; with the languages each law has.
//! - **Clause address maps** (`<edition>/<lang>/clauses.json`, [`clause_address_maps`]; the
//!   format is in `docs/site.md`): a clause's short address (`2017/pl/68B2.html`) has no file
//!   of its own (issue 18: 89,100 of them made the large site too many files for a static
//!   host); the map gives each short name its law page and anchor, and the 404 page, which a
//!   host shows for the missing address, reads it and goes there (`super::extras`).

use std::collections::{BTreeMap, BTreeSet};

use askama::Template;

use super::chrome::{Alt, Head, describe, edition_name, lang_list, law_title, render};
use super::html::{Ctx, head_root, lang_name, permalink_name};
use super::i18n::{Arg, Ui};
use super::routes::{self, clause_address_path, law_dir, law_in_toc, page, toc_dir};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::error::Result;
use crate::xref::Links;

/// A table of contents: an edition's laws with their titles in one language.
#[derive(Template)]
#[template(path = "toc.html")]
pub(crate) struct TocPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// The edition's name.
    pub name: String,
    /// The language's name.
    pub lang_name: String,
    /// The sentence that names the table's language ("In Polski").
    pub toc_in: String,
    /// The same table in the edition's other languages.
    pub others: Vec<Alt>,
    /// The laws, by number.
    pub laws: Vec<TocLaw>,
    /// The sentence that offers to keep the edition and language on this device.
    pub offline_about: String,
    /// The edition's book page in this language (`book/index.html`); empty when the language
    /// has no law text in the edition (a commentary only).
    pub book: String,
    /// The words of "keep on this device" for the script (`offline::pack_messages`).
    pub offline_messages: String,
}

/// A law in a table of contents.
pub(crate) struct TocLaw {
    /// Law number.
    pub number: u8,
    /// Its title in the table's language, else in English, else "Law N".
    pub title: String,
    /// The language the title is in.
    pub title_lang: String,
    /// Its page in the table's language, else its parallel page; empty when the corpus has no
    /// document of the law in the edition.
    pub href: String,
    /// Its pages in every language that has one (code, link).
    pub langs: Vec<Alt>,
    /// Its parallel page; empty as `href`.
    pub parallel: String,
}

/// The clause address maps of `corpus`, one per edition and language with a law page, as (path
/// relative to the site root, [`clause_address_path`], bytes), sorted by path. Each is a JSON
/// object, keys sorted: every clause of that edition and language's law texts by its short name
/// ([`permalink_name`]: `68B2`, `1-1`) and every law with a page by its number, bare and with
/// two digits (`68`, `1`, `01`), each → its law page and anchor relative to the map's folder
/// (`68/index.html#68B2`, `01/index.html#1`). Format: `docs/site.md`.
pub(crate) fn clause_address_maps(corpus: &Corpus) -> Vec<(String, Vec<u8>)> {
    let mut maps: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for d in &corpus.documents {
        let m = &d.meta;
        let map = maps
            .entry(clause_address_path(&m.edition, &m.lang))
            .or_default();
        let page = page(&law_in_toc(m.law));
        map.insert(m.law.to_string(), format!("{page}#{}", m.law));
        map.insert(format!("{:02}", m.law), format!("{page}#{}", m.law));
        if let Some(t) = d.law_text() {
            for c in t.all_clauses() {
                map.insert(permalink_name(&c.id), format!("{page}#{}", c.id.anchor()));
            }
        }
    }
    maps.into_iter()
        .map(|(path, map)| {
            let json = serde_json::to_string(&map).expect("a map of strings serialises");
            (path, json.into_bytes())
        })
        .collect()
}

/// The title of `law` in `lang` and the language it is in: the document's or the manifest's in
/// `lang`, else [`law_title`]'s (English, or "Law N").
fn title_in(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> (String, Lang) {
    let own = super::chrome::has_own_title(corpus, edition, law, lang);
    let title = law_title(corpus, edition, law, lang);
    if own {
        (title, lang.clone())
    } else {
        (
            law_title(corpus, edition, law, &Lang("en".into())),
            Lang("en".into()),
        )
    }
}

/// The tables of contents of `corpus` as (path relative to the site root, page).
pub(crate) fn toc_pages(corpus: &Corpus, links: &Links) -> Vec<(String, TocPage)> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let edition = &m.edition;
        let langs: BTreeSet<&Lang> = corpus
            .documents
            .iter()
            .filter(|d| &d.meta.edition == edition)
            .map(|d| &d.meta.lang)
            .collect();
        let mut numbers: BTreeSet<u8> = m.laws.iter().map(|l| l.number).collect();
        numbers.extend(corpus.laws_in(edition));
        for &lang in &langs {
            let here = toc_dir(edition, lang);
            let ui = Ui::of(&lang.0);
            let ctx = Ctx::new(corpus, links, here.clone(), ui);
            let others: Vec<Alt> = langs
                .iter()
                .filter(|l| **l != lang)
                .map(|l| Alt {
                    href: ctx.href(&toc_dir(edition, l), ""),
                    label: lang_name(l),
                    lang: l.0.clone(),
                })
                .collect();
            let laws = numbers
                .iter()
                .map(|&n| {
                    let has = corpus.langs_of(edition, n);
                    let (title, title_lang) = title_in(corpus, edition, n, lang);
                    let parallel = if has.is_empty() {
                        String::new()
                    } else {
                        ctx.parallel_for(&super::routes::parallel_dir(edition, n), lang, "")
                    };
                    TocLaw {
                        number: n,
                        title,
                        title_lang: title_lang.0,
                        href: if has.contains(lang) {
                            ctx.href(&law_dir(edition, lang, n), "")
                        } else {
                            parallel.clone()
                        },
                        langs: has
                            .iter()
                            .map(|l| Alt {
                                href: ctx.href(&law_dir(edition, l, n), ""),
                                label: lang_name(l),
                                lang: l.0.clone(),
                            })
                            .collect(),
                        parallel,
                    }
                })
                .collect();
            let name = edition_name(corpus, edition, ui);
            let all: Vec<Lang> = langs.iter().map(|l| (*l).clone()).collect();
            let page = TocPage {
                head: Head {
                    draft: super::chrome::draft_banner(corpus, edition, ui),
                    lang: lang.0.clone(),
                    title: ui.m2("toc-title", "name", &name, "lang", lang_name(lang)),
                    root: head_root(&ctx.here),
                    alternates: others.clone(),
                    description: describe(
                        &ui.fmt(
                            "toc-description",
                            &[
                                ui.lang_args(&lang.0),
                                vec![
                                    ("name", Arg::from(&name)),
                                    ("langs", Arg::from(lang_list(ui, &all))),
                                ],
                            ]
                            .concat(),
                        ),
                    ),
                    prefer: format!("{edition}/{lang}"),
                    ui,
                    variants: Vec::new(),
                },
                edition: edition.0.clone(),
                name,
                lang_name: lang_name(lang),
                toc_in: ui.fmt("toc-in", &ui.lang_args(&lang.0)),
                others,
                laws,
                offline_about: ui.fmt("offline-pack-about", &ui.lang_args(&lang.0)),
                book: if corpus.text_laws(edition, lang).is_empty() {
                    String::new()
                } else {
                    ctx.href(&super::routes::book_dir(edition, lang), "")
                },
                offline_messages: super::offline::pack_messages(ui),
            };
            out.push((routes::page(&here), page));
        }
    }
    out
}

/// The tables of contents, rendered: (path relative to the site root, bytes).
///
/// # Errors
/// [`crate::Error::Usage`] when a page's template fails.
pub(crate) fn toc_files(corpus: &Corpus, links: &Links) -> Result<Vec<(String, Vec<u8>)>> {
    toc_pages(corpus, links)
        .into_iter()
        .map(|(rel, page)| Ok((rel, render(&page)?.into_bytes())))
        .collect()
}

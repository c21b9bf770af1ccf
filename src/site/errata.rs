//! The errata pages, `<edition>/<lang>/errata/index.html`: the corrections an edition's
//! manifest records for one language's text ([`crate::corpus::model::Erratum`]), law by law, each with
//! the words as printed and as corrected, who published it and when, and a link to the clause
//! (whose law page marks it). Written only for an edition and language that have errata;
//! rendered with the home page and the tables of contents (every build).

use askama::Template;

use super::chrome::{Head, describe, edition_name};
use super::html::{Ctx, head_root, lang_name};
use super::i18n::Ui;
use super::routes::{self, errata_dir, law_dir, toc_dir};
use crate::corpus::model::{Corpus, Edition, Erratum, Lang};
use crate::error::{Error, Result};
use crate::xref::Links;

/// The errata `corpus`'s manifest of `edition` records for `lang`, in manifest order.
pub(crate) fn errata_of<'c>(
    corpus: &'c Corpus,
    edition: &Edition,
    lang: &Lang,
) -> Vec<&'c Erratum> {
    corpus
        .editions
        .iter()
        .filter(|m| &m.edition == edition)
        .flat_map(|m| &m.errata)
        .filter(|e| &e.lang == lang)
        .collect()
}

/// One erratum as the errata page and a law page show it.
pub(crate) struct ErratumView {
    /// Its element id on both pages (`erratum-pl-112`).
    pub id: String,
    /// The clause, citation form.
    pub clause: String,
    /// The link to the clause's mark on its law page (from the errata page) or to the row of the
    /// errata page (from the law page).
    pub href: String,
    /// The words as printed.
    pub before: String,
    /// The words as corrected.
    pub after: String,
    /// Who published it.
    pub authority: String,
    /// When (ISO 8601).
    pub date: String,
    /// Where, if given.
    pub reference: Option<String>,
    /// Its address, if given.
    pub url: Option<String>,
}

impl ErratumView {
    /// The view of `e`, linking to `href`.
    pub fn of(e: &Erratum, href: String) -> Self {
        ErratumView {
            id: e.anchor(),
            clause: e.clause.clone(),
            href,
            before: e.before.trim().to_string(),
            after: e.after.trim().to_string(),
            authority: e.authority.trim().to_string(),
            date: e.date.trim().to_string(),
            reference: e.reference.clone(),
            url: e.url.clone(),
        }
    }
}

/// An errata page.
#[derive(Template)]
#[template(path = "errata.html")]
pub(crate) struct ErrataPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// The edition's name.
    pub name: String,
    /// The language (code) of the texts corrected.
    pub lang: String,
    /// Its name.
    pub lang_name: String,
    /// The edition's table of contents in the language.
    pub toc: String,
    /// The errata, by law then in manifest order.
    pub errata: Vec<ErratumView>,
}

/// The errata pages of `corpus`, rendered, as (site-relative path, bytes).
///
/// # Errors
/// [`Error::Usage`] when the template fails.
pub(crate) fn errata_files(corpus: &Corpus, links: &Links) -> Result<Vec<(String, Vec<u8>)>> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let mut langs: Vec<&Lang> = m.errata.iter().map(|e| &e.lang).collect();
        langs.sort();
        langs.dedup();
        for lang in langs {
            let here = errata_dir(&m.edition, lang);
            let ui = Ui::of(&lang.0);
            let ctx = Ctx::new(corpus, links, here.clone(), ui);
            let mut errata = errata_of(corpus, &m.edition, lang);
            errata.sort_by_key(|e| e.id().law);
            let views = errata
                .iter()
                .map(|e| {
                    let href = ctx.href(&law_dir(&m.edition, lang, e.id().law), &e.id().anchor());
                    ErratumView::of(e, href)
                })
                .collect();
            let name = edition_name(corpus, &m.edition, ui);
            let title = ui.m2("errata-title", "name", &name, "lang", lang_name(lang));
            let page = ErrataPage {
                head: Head {
                    draft: super::chrome::draft_banner(corpus, &m.edition, ui),
                    lang: lang.0.clone(),
                    title: title.clone(),
                    root: head_root(&ctx.here),
                    alternates: Vec::new(),
                    description: describe(&title),
                    prefer: format!("{}/{lang}", m.edition),
                    ui,
                    variants: Vec::new(),
                },
                edition: m.edition.0.clone(),
                name,
                lang: lang.0.clone(),
                lang_name: lang_name(lang),
                toc: ctx.href(&toc_dir(&m.edition, lang), ""),
                errata: views,
            };
            let html = page
                .render()
                .map_err(|e| Error::Usage(format!("template errata.html: {e}")))?;
            out.push((routes::page(&here), html.into_bytes()));
        }
    }
    Ok(out)
}

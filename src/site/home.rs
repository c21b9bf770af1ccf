//! The home page: what the site is, in each interface language, then the editions, newest
//! first, each with its contents and laws. Written once per interface language.

use askama::Template;

use super::chrome::{
    Alt, Head, alternates, describe, edition_name, lang_list, title_for, tocs, variants,
};
use super::html::{Ctx, escape, head_root, lang_name};
use super::i18n::Ui;
use super::routes;
use crate::corpus::model::{Corpus, Lang};
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
    /// What the collection holds, edition by edition (newest first): the first thing a phone
    /// shows under the heading.
    pub holds: Vec<Holding>,
}

/// What the collection holds in one edition: per language, its laws.
pub(crate) struct Holding {
    /// Edition id (`2017`).
    pub edition: String,
    /// The languages with a document in it, in code order.
    pub langs: Vec<HeldLang>,
}

/// One language's laws in an edition.
pub(crate) struct HeldLang {
    /// Its contents page in that edition, with the language's own name.
    pub toc: Alt,
    /// Its laws with their pages: `68` → `2017/pl/68/index.html`; a law with commentary only
    /// is marked so.
    pub laws: Vec<HeldLaw>,
}

/// A law a language has in an edition.
pub(crate) struct HeldLaw {
    /// Law number.
    pub number: u8,
    /// Its page in that language and edition.
    pub href: String,
    /// Whether the language has only commentary on it, not its text.
    pub commentary_only: bool,
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
    /// Links to its pages per language; none where the edition has more than
    /// [`LANG_LINKS_MAX`] languages (its contents and the law's parallel page link them).
    pub langs: Vec<Alt>,
}

/// The most languages an edition's laws link one by one on the home page: with 20, every law's
/// 20 links were half of a 720 KB home page, written four times (issue 30), and the "holds"
/// section above and each language's contents already lead to every law page.
const LANG_LINKS_MAX: usize = 6;

/// The home page in interface language `ui`, one of the site's interface languages `uis`
/// ([`super::i18n::ui_langs`]): what the site is in each of them, then the editions, newest
/// first, each with its contents and laws.
pub fn home(corpus: &Corpus, links: &Links, ui: Ui, uis: &[&'static str]) -> HomePage {
    let ctx = Ctx::new(corpus, links, String::new(), ui);
    let editions = corpus
        .editions
        .iter()
        .rev()
        .map(|m| (m, tocs(&ctx, &m.edition)))
        .map(|(m, tocs)| (m, tocs.len() <= LANG_LINKS_MAX, tocs))
        .map(|(m, per_lang, tocs)| EditionEntry {
            id: m.edition.0.clone(),
            name: edition_name(corpus, &m.edition, ui),
            tocs,
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
                        langs: if per_lang {
                            alternates(&ctx, &m.edition, law, None)
                        } else {
                            Vec::new()
                        },
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
    let holds = corpus
        .editions
        .iter()
        .rev()
        .filter_map(|m| {
            let langs: Vec<HeldLang> = tocs(&ctx, &m.edition)
                .into_iter()
                .map(|toc| {
                    let lang = Lang(toc.lang.clone());
                    let mut laws: Vec<HeldLaw> = Vec::new();
                    for d in corpus
                        .documents
                        .iter()
                        .filter(|d| d.meta.edition == m.edition && d.meta.lang == lang)
                    {
                        let text = matches!(d.meta.kind, crate::corpus::model::Kind::Text);
                        match laws.iter_mut().find(|l| l.number == d.meta.law) {
                            Some(l) => l.commentary_only &= !text,
                            None => laws.push(HeldLaw {
                                number: d.meta.law,
                                href: ctx.href(&routes::law_dir(&m.edition, &lang, d.meta.law), ""),
                                commentary_only: !text,
                            }),
                        }
                    }
                    HeldLang { toc, laws }
                })
                .collect();
            (!langs.is_empty()).then(|| Holding {
                edition: m.edition.0.clone(),
                langs,
            })
        })
        .collect();
    let all_langs = corpus.langs();
    HomePage {
        head: Head {
            draft: None,
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
        holds,
    }
}

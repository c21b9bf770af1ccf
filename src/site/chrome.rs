//! What every page shares: its head (title, description, alternates, the interface's
//! language and its variants), the header's links (home, search), the footer, the
//! navigation between laws (previous and next, the contents, a law's other languages) and the
//! names pages give laws, editions, languages and parts of a law. Page kinds call it; it calls
//! no page kind.

use askama::Template;

use super::html::{Ctx, lang_name};
use super::i18n::{Ui, variant_file};
use super::routes::{self, law_dir, toc_dir};
use crate::corpus::model::{Corpus, Edition, Lang, Owner};
use crate::error::{Error, Result};

/// A page rendered from its template.
///
/// # Errors
/// [`Error::Usage`] when the template fails (a bug).
pub(crate) fn render(t: &impl Template) -> Result<String> {
    t.render()
        .map_err(|e| Error::Usage(format!("a page template failed: {e}")))
}

/// The theme colour of the manifest and the pages (`<meta name="theme-color">`): the icons'
/// background.
pub(crate) const THEME_COLOUR: &str = "#1f3a60";

/// The site's interface languages: English and each language of the corpus's texts that has
/// a catalog ([`super::i18n::ui_langs`]). The home, parallel, coverage, search and 404 pages are
/// written once in each.
pub(crate) fn site_ui_langs(corpus: &Corpus) -> Vec<&'static str> {
    let langs = corpus.langs();
    super::i18n::ui_langs(langs.iter().map(|l| l.0.as_str()))
}

/// What every page's `<head>` needs.
pub(crate) struct Head {
    /// The page's language (`<html lang>`).
    pub lang: String,
    /// The `<title>`.
    pub title: String,
    /// The way back to the site root (`../../../`, `./` at the root: [`super::html::head_root`]),
    /// for the stylesheet and menus.
    pub root: String,
    /// The same page in other languages, relative links (`<link rel="alternate" hreflang>`
    /// gives them absolute, [`Head::hreflang_links`]).
    pub alternates: Vec<Alt>,
    /// The page's `<meta name="description">`: one or two sentences, plain text (see
    /// [`describe`]).
    pub description: String,
    /// Where the header's jump box looks first for a typed clause id: `2017/pl` (this edition and
    /// language), `2017` (this edition), or empty (the search page's own order). Sent as the
    /// search page's `prefer` parameter.
    pub prefer: String,
    /// The interface's language: the page's text's, where it has a catalog; English else; on
    /// a page written once per interface language, that variant's.
    pub ui: Ui,
    /// On a page written once per interface language: each variant (code, link, the language's
    /// own name), for the header's choice of language; empty on other pages.
    pub variants: Vec<Alt>,
    /// On a page of a draft edition (`status: draft`), the banner saying so in the interface's
    /// language ("Draft of 2026-11-15: …", [`draft_banner`]); `None` elsewhere.
    pub draft: Option<String>,
}

/// The draft banner of a page of `edition` in interface language `ui`, where the edition is a
/// draft (its manifest's `status: draft`, `draft_date`).
pub(crate) fn draft_banner(
    corpus: &crate::corpus::model::Corpus,
    edition: &crate::corpus::model::Edition,
    ui: Ui,
) -> Option<String> {
    let m = corpus.editions.iter().find(|m| &m.edition == edition)?;
    m.draft_of()
        .map(|d| ui.m1("draft-banner", "date", d.to_string()))
}

impl Head {
    /// The link to the home page in the interface's language.
    pub fn home(&self) -> String {
        format!("{}{}", self.root, routes::home_page(self.ui.code()))
    }

    /// The link to the search page in the interface's language.
    pub fn search(&self) -> String {
        format!(
            "{}{}",
            self.root,
            routes::variant_page(routes::SEARCH_DIR, self.ui.code())
        )
    }

    /// The theme colour (`<meta name="theme-color">`), the manifest's.
    pub(crate) fn theme_colour(&self) -> &'static str {
        THEME_COLOUR
    }

    /// This page's own file in its folder: `index.html`, or its variant (`index.pl.html`).
    pub fn index(&self) -> String {
        routes::index_file(self.ui.code())
    }

    /// The `<link rel="alternate" hreflang>` links of the page: [`Head::alternates`] as
    /// absolute addresses, the site's public address (`LAWREF_SITE_URL`, a `/` added when it
    /// lacks one) followed by each page's path from the site root; none when that address is
    /// not set, as search engines (and Lighthouse's audit) take no relative `hreflang` link.
    pub(crate) fn hreflang_links(&self) -> Vec<Alt> {
        let Some(base) = routes::site_url() else {
            return Vec::new();
        };
        let base = if base.ends_with('/') {
            base
        } else {
            format!("{base}/")
        };
        self.alternates
            .iter()
            .filter_map(|a| {
                a.href.strip_prefix(&self.root).map(|path| Alt {
                    lang: a.lang.clone(),
                    href: format!("{base}{path}"),
                    label: a.label.clone(),
                })
            })
            .collect()
    }

    /// The footer's sentence, as HTML.
    pub fn footer(&self) -> String {
        self.ui.html(
            "footer-missing",
            &[],
            &[(
                "example",
                r#"<span class="ref-missing">16</span>"#.to_string(),
            )],
        )
    }
}

/// The variants of a page written once per interface language (`langs`,
/// [`super::i18n::ui_langs`]), as the header's links: the file `stem` in the page's own folder
/// (`index` → `index.html`, `index.pl.html`), each named in its own language; none when the
/// site has one language of interface only.
pub(crate) fn variants(langs: &[&'static str], stem: &str) -> Vec<Alt> {
    if langs.len() < 2 {
        return Vec::new();
    }
    langs
        .iter()
        .map(|l| Alt {
            lang: (*l).to_string(),
            href: variant_file(stem, l),
            label: lang_name(&Lang((*l).to_string())),
        })
        .collect()
}

/// The longest description a page gets, in characters: search engines show about 155.
pub(crate) const DESCRIPTION_MAX: usize = 160;

/// `text` as a page description: white space collapsed, cut at a word boundary to at most
/// [`DESCRIPTION_MAX`] characters with "…" when longer.
pub(crate) fn describe(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let full = words.join(" ");
    if full.chars().count() <= DESCRIPTION_MAX {
        return full;
    }
    let mut out = String::new();
    for w in words {
        let next = if out.is_empty() { 0 } else { 1 } + w.chars().count();
        if out.chars().count() + next + 1 > DESCRIPTION_MAX {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    if out.is_empty() {
        out = full.chars().take(DESCRIPTION_MAX - 1).collect();
    }
    out.push('…');
    out
}

/// The names of `langs` (in the interface's language, [`Ui::lang_name`]), joined for a
/// sentence: `Nederlands, Polski and Русский` in English.
pub(crate) fn lang_list(ui: Ui, langs: &[Lang]) -> String {
    let names: Vec<String> = langs
        .iter()
        .map(|l| ui.lang_name(&l.0, "nominative"))
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => ui.m2("list-and", "first", rest.join(", "), "last", last),
    }
}

/// A link to a page in a language.
#[derive(Clone)]
pub(crate) struct Alt {
    /// Language code.
    pub lang: String,
    /// Link.
    pub href: String,
    /// What the link says.
    pub label: String,
}

/// A link with a label.
pub(crate) struct LinkTo {
    /// Link.
    pub href: String,
    /// What the link says.
    pub label: String,
    /// The label's language, where it is not the interface's (an English title); else empty.
    pub lang: String,
}

/// The previous and next law of an edition (by number), as links; `None` at either end.
#[derive(Default)]
pub(crate) struct PrevNext {
    /// The law before.
    pub prev: Option<LinkTo>,
    /// The law after.
    pub next: Option<LinkTo>,
}

/// The title of a law in a language: the document's own, the manifest's in that language, the
/// manifest's English one, or "Law N".
pub(crate) fn law_title(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> String {
    let own = corpus
        .law_documents(edition, law)
        .1
        .iter()
        .filter(|d| &d.meta.lang == lang)
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
    .unwrap_or_else(|| Ui::of(&lang.0).m1("law-n", "law", law))
}

/// The title of a law in the interface's language `ui` where the document or the manifest
/// gives one in it, else English ([`law_title`]), with the language it is in when that is not
/// `ui` (else empty).
pub(crate) fn title_for(corpus: &Corpus, edition: &Edition, law: u8, ui: Ui) -> (String, String) {
    let lang = Lang(ui.code().to_string());
    let own = corpus
        .law_documents(edition, law)
        .1
        .iter()
        .any(|d| d.meta.lang == lang && d.meta.title.is_some())
        || corpus
            .edition(edition)
            .and_then(|m| m.title(law, &lang))
            .is_some();
    let english = corpus
        .law_documents(edition, law)
        .1
        .iter()
        .any(|d| d.meta.lang.0 == "en" && d.meta.title.is_some())
        || corpus
            .edition(edition)
            .and_then(|m| m.title(law, &Lang("en".into())))
            .is_some();
    if own || !english {
        // No title in `ui` nor in English: "Artikel 67", in the interface's own words.
        (law_title(corpus, edition, law, &lang), String::new())
    } else {
        let en = english_title(corpus, edition, law);
        let tag = if ui.code() == "en" { "" } else { "en" };
        (en, tag.to_string())
    }
}

/// Whether `law` has a title of its own in `lang` in `edition`: a document's in that language, or
/// the manifest's (else pages show the English title, marked as such).
pub(crate) fn has_own_title(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> bool {
    corpus
        .law_documents(edition, law)
        .1
        .iter()
        .any(|d| &d.meta.lang == lang && d.meta.title.is_some())
        || corpus
            .edition(edition)
            .and_then(|m| m.title(law, lang))
            .is_some()
}

/// `en` where [`law_title`] of `law` in `lang` falls back to the English title (neither the
/// documents nor the manifest give one in `lang`); else empty.
pub(crate) fn fallback_title_lang(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    lang: &Lang,
) -> String {
    let own = has_own_title(corpus, edition, law, lang);
    let english = corpus
        .edition(edition)
        .and_then(|m| m.title(law, &Lang("en".into())))
        .is_some();
    if !own && english && lang.0 != "en" {
        "en".into()
    } else {
        String::new()
    }
}

fn english_title(corpus: &Corpus, edition: &Edition, law: u8) -> String {
    law_title(corpus, edition, law, &Lang("en".into()))
}

pub(crate) fn alternates(
    ctx: &Ctx<'_>,
    edition: &Edition,
    law: u8,
    except: Option<&Lang>,
) -> Vec<Alt> {
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

/// The tables of contents of `edition`: one per language with a document in it, by code.
pub(crate) fn tocs(ctx: &Ctx<'_>, edition: &Edition) -> Vec<Alt> {
    let mut langs: Vec<&Lang> = ctx
        .corpus
        .documents
        .iter()
        .filter(|d| &d.meta.edition == edition)
        .map(|d| &d.meta.lang)
        .collect();
    langs.sort();
    langs.dedup();
    langs
        .into_iter()
        .map(|l| Alt {
            href: ctx.href(&toc_dir(edition, l), ""),
            label: lang_name(l),
            lang: l.0.clone(),
        })
        .collect()
}

/// The laws before and after `law` in `edition` (among the laws the corpus has there): their
/// page in `lang` where it exists, else their parallel page.
pub(crate) fn prev_next(
    ctx: &Ctx<'_>,
    edition: &Edition,
    law: u8,
    lang: Option<&Lang>,
) -> PrevNext {
    let laws = ctx.corpus.laws_in(edition);
    let link = |n: u8| match lang.filter(|l| ctx.corpus.langs_of(edition, n).contains(l)) {
        Some(l) => LinkTo {
            href: ctx.href(&law_dir(edition, l, n), ""),
            label: format!("{n}. {}", law_title(ctx.corpus, edition, n, l)),
            lang: String::new(),
        },
        None => {
            let (title, lang) = title_for(ctx.corpus, edition, n, ctx.ui);
            LinkTo {
                href: ctx.parallel_href(edition, n, ""),
                label: format!("{n}. {title}"),
                lang,
            }
        }
    };
    let at = laws.iter().position(|&l| l == law);
    PrevNext {
        prev: at.and_then(|i| i.checked_sub(1)).map(|i| link(laws[i])),
        next: at.and_then(|i| laws.get(i + 1)).map(|&n| link(n)),
    }
}

/// The name of `edition` in the interface's language (`edition-name`: the manifest's English
/// name in English, "Międzynarodowe Prawo Brydżowe 2017" in Polish).
pub(crate) fn edition_name(corpus: &Corpus, edition: &Edition, ui: Ui) -> String {
    let name = corpus
        .edition(edition)
        .map_or_else(|| edition.0.clone(), |m| m.name.clone());
    ui.m2("edition-name", "name", name, "edition", edition.0.as_str())
}

/// What a link to a part of a law says, in the interface's language: `68D2(b)`, "Law 68,
/// opening", "commentary 68.2".
pub(crate) fn owner_label(ui: Ui, owner: &Owner, law: u8) -> String {
    match owner {
        Owner::Preamble => ui.m1("part-law-opening", "law", law),
        Owner::Clause(id) => id.to_string(),
        Owner::Closing => ui.m1("part-law-closing", "law", law),
        Owner::Footnote(m) => ui.m2("part-law-footnote", "law", law, "mark", m),
        Owner::Intro => ui.m1("part-law-commentary", "law", law),
        Owner::Item(l, n) => ui.m1("part-commentary-item", "item", format!("{l}.{n}")),
    }
}

/// A column's short label, language code and edition (`PL 2017`): what a phone's stacked cells
/// of the parallel page and its CSV's link name a column by.
pub(crate) fn column_label(lang: &Lang, edition: &Edition) -> String {
    format!("{} {edition}", lang.0.to_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_is_cut_at_a_word_within_160_characters() {
        assert_eq!(describe("  Law 68:\n  a  claim. "), "Law 68: a claim.");
        let long = "słowo ".repeat(40);
        let d = describe(&long);
        assert_eq!(d.chars().count(), 6 * 26 - 1 + 1);
        assert!(d.ends_with("słowo…") && d.chars().count() <= DESCRIPTION_MAX);
        let word: String = "x".repeat(200);
        assert_eq!(describe(&word).chars().count(), DESCRIPTION_MAX);
        let langs = |codes: &[&str]| {
            codes
                .iter()
                .map(|c| Lang(c.to_string()))
                .collect::<Vec<_>>()
        };
        let en = Ui::en();
        assert_eq!(
            lang_list(en, &langs(&["nl", "pl", "ru"])),
            "Nederlands, Polski and Русский"
        );
        assert_eq!(lang_list(en, &langs(&["pl"])), "Polski");
        assert_eq!(lang_list(en, &[]), "");
        assert_eq!(
            lang_list(Ui::of("pl"), &langs(&["nl", "pl", "ru"])),
            "niderlandzki, polski i rosyjski"
        );
    }
}

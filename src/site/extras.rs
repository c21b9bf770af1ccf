//! The site's files beside its law pages: the tables of contents, the clauses' short
//! permalinks, the 404 page, `sitemap.xml`, the page script `site.js` and the service worker
//! `sw.js` that keeps the site readable offline.
//!
//! - **Tables of contents** (`<edition>/<lang>/index.html`, one per language with a document in
//!   the edition): every law of the edition (the manifest's and the corpus's), its title in that
//!   language (English where the language has none), linked to its page in that language or,
//!   without one, side by side; with the languages each law has.
//! - **Permalinks** (`<edition>/<lang>/<anchor>.html`, `2017/pl/68B2.html`): one small page per
//!   clause of every law text that leads to the clause on its law page (`<meta http-equiv=
//!   "refresh">`, a canonical link and a visible link, so it works without JavaScript).
//! - **`404.html`** at the site root, for static hosts that serve it for a missing page. Its
//!   links are relative to the site root: a host shows it at the address that was asked for, at
//!   any depth, and no relative link can know that depth; so they work when the missing address
//!   is at the root (and from the file itself), and the page says where the home page is.
//! - **`sitemap.xml`**: every page but the permalinks and the 404 page, sorted. The sitemaps
//!   protocol wants absolute addresses: with `LAWREF_SITE_URL` set (`https://example.org/laws/`)
//!   each `<loc>` is that address and the page's path; without it, the path relative to the site
//!   root.
//! - **`sw.js`**, the service worker ([`SW_JS`]): on the first visit it caches every file of the
//!   site it lists (pages, styles, scripts, the search index; not the permalinks, which it keeps
//!   as they are opened); later it answers from the network and, when that fails, from the
//!   cache, and a page answered from the cache shows the notice
//!   "You are offline". Its list of files and its version (a checksum of every listed file's
//!   path and bytes, not a time) come from the files written, so the same site gives the same
//!   `sw.js`, and a changed site a new version (the browser then fetches the new files and drops
//!   the old cache).
//!
//! Not for: the law, parallel, diff, coverage and search pages (`pages`, `diff`, `coverage`,
//! `search`).

use std::collections::BTreeSet;

use askama::Template;

use super::html::{Ctx, lang_name, law_dir, permalink_path, toc_dir};
use super::i18n::{Arg, Ui};
use super::pages::{Alt, Head, describe, edition_name, lang_list, law_title};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::error::{Error, Result};
use crate::xref::Links;

/// The page script, written to [`SITE_JS_PATH`]: registers the service worker.
pub const SITE_JS: &str = include_str!("../../templates/site.js");

/// Where [`SITE_JS`] is written, relative to the site root.
pub const SITE_JS_PATH: &str = "site.js";

/// The service worker's code, written to [`SW_JS_PATH`] after two lines that give its version
/// and its list of files (`const VERSION = "…"; const FILES = […];`).
pub const SW_JS: &str = include_str!("../../templates/sw.js");

/// Where the service worker is written, relative to the site root (its scope is the whole site).
pub const SW_JS_PATH: &str = "sw.js";

/// The sitemap, relative to the site root.
pub const SITEMAP_PATH: &str = "sitemap.xml";

/// The 404 page, relative to the site root.
pub const NOT_FOUND_PATH: &str = "404.html";

/// The environment variable that gives the site's public address, for `sitemap.xml`.
pub const SITE_URL_VAR: &str = "LAWREF_SITE_URL";

/// A table of contents: an edition's laws with their titles in one language.
#[derive(Template)]
#[template(path = "toc.html")]
pub struct TocPage {
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
}

/// A law in a table of contents.
pub struct TocLaw {
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

/// A clause's short permalink page.
#[derive(Template)]
#[template(path = "permalink.html")]
pub struct PermalinkPage {
    /// Head.
    pub head: Head,
    /// The clause in citation form.
    pub cite: String,
    /// Where it leads (`../68/index.html#68B2`).
    pub target: String,
    /// Law number.
    pub law: u8,
    /// Edition id.
    pub edition: String,
    /// The language's name.
    pub lang_name: String,
    /// The sentence that leads to the clause, as HTML.
    pub text: String,
}

/// The 404 page.
#[derive(Template)]
#[template(path = "404.html")]
pub struct NotFoundPage {
    /// Head.
    pub head: Head,
    /// Its first paragraph, as HTML.
    pub text: String,
}

/// The title of `law` in `lang` and the language it is in: the document's or the manifest's in
/// `lang`, else [`law_title`]'s (English, or "Law N").
fn title_in(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> (String, Lang) {
    let own = corpus
        .law_documents(edition, law)
        .1
        .iter()
        .any(|d| &d.meta.lang == lang && d.meta.title.is_some())
        || corpus
            .edition(edition)
            .and_then(|m| m.title(law, lang))
            .is_some();
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
pub fn toc_pages(corpus: &Corpus, links: &Links) -> Vec<(String, TocPage)> {
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
            let ctx = Ctx {
                corpus,
                links,
                root: "../../",
                here: here.clone(),
                ui,
            };
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
                        ctx.parallel_href(edition, n, "")
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
                    lang: lang.0.clone(),
                    title: ui.m2("toc-title", "name", &name, "lang", lang_name(lang)),
                    root: ctx.root.to_string(),
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
            };
            out.push((format!("{here}index.html"), page));
        }
    }
    out
}

/// The permalink pages of every clause of every law text, as (path relative to the site root,
/// page), in corpus order.
pub fn permalink_pages(corpus: &Corpus, links: &Links) -> Vec<(String, PermalinkPage)> {
    corpus
        .documents
        .iter()
        .flat_map(|d| permalink_pages_of(corpus, links, d))
        .collect()
}

/// The permalink pages of the clauses of one document (none for a commentary).
pub fn permalink_pages_of(
    corpus: &Corpus,
    links: &Links,
    d: &crate::corpus::model::Document,
) -> Vec<(String, PermalinkPage)> {
    let mut out = Vec::new();
    {
        let Some(t) = d.law_text() else { return out };
        let (edition, lang, law) = (&d.meta.edition, &d.meta.lang, d.meta.law);
        for c in t.all_clauses() {
            let here = permalink_path(edition, lang, &c.id);
            let ui = Ui::of(&lang.0);
            let ctx = Ctx {
                corpus,
                links,
                root: "../../",
                here: here.clone(),
                ui,
            };
            let alternates = corpus
                .texts_of(edition, law)
                .filter(|(o, t)| &o.meta.lang != lang && t.find(&c.id).is_some())
                .map(|(o, _)| Alt {
                    href: ctx.file_href(&permalink_path(edition, &o.meta.lang, &c.id)),
                    label: lang_name(&o.meta.lang),
                    lang: o.meta.lang.0.clone(),
                })
                .collect();
            let title = law_title(corpus, edition, law, lang);
            let cite = c.id.to_string();
            let target = ctx.href(&law_dir(edition, lang, law), &c.id.anchor());
            let args = [
                ("cite", Arg::from(&cite)),
                ("title", Arg::from(&title)),
                ("law", Arg::from(law)),
                ("edition", Arg::from(&edition.0)),
                ("lang", Arg::from(lang_name(lang))),
            ];
            let text = ui.html(
                "permalink-text",
                &[("law", Arg::from(law)), ("edition", Arg::from(&edition.0))],
                &[
                    (
                        "link",
                        format!(
                            r#"<a href="{}">{}</a>"#,
                            super::html::escape(&target),
                            super::html::escape(&cite)
                        ),
                    ),
                    (
                        "lang",
                        format!(
                            r#"<span lang="{}">{}</span>"#,
                            super::html::escape(&lang.0),
                            super::html::escape(&lang_name(lang))
                        ),
                    ),
                ],
            );
            let page = PermalinkPage {
                head: Head {
                    lang: lang.0.clone(),
                    title: ui.fmt("permalink-page-title", &args),
                    root: ctx.root.to_string(),
                    alternates,
                    description: describe(&ui.fmt("permalink-description", &args)),
                    prefer: format!("{edition}/{lang}"),
                    ui,
                    variants: Vec::new(),
                },
                cite,
                target,
                law,
                edition: edition.0.clone(),
                lang_name: lang_name(lang),
                text,
            };
            out.push((here, page));
        }
    }
    out
}

/// The 404 page in interface language `ui`, one of the site's `uis` (links relative to the
/// site root: see the module documentation).
pub fn not_found_page(corpus: &Corpus, ui: Ui, uis: &[&'static str]) -> NotFoundPage {
    let head = Head {
        lang: ui.code().into(),
        title: ui.m("not-found-title"),
        root: "./".into(),
        alternates: Vec::new(),
        description: describe(&ui.m1(
            "not-found-description",
            "langs",
            lang_list(ui, &corpus.langs()),
        )),
        prefer: String::new(),
        ui,
        variants: super::pages::variants(uis, "404"),
    };
    let link = |href: String, id: &str| {
        format!(
            r#"<a href="{}">{}</a>"#,
            super::html::escape(&href),
            super::html::escape(&ui.m(id))
        )
    };
    let text = ui.html(
        "not-found-text",
        &[],
        &[
            ("home", link(head.home(), "home-page")),
            ("search", link(head.search(), "search-page")),
        ],
    );
    NotFoundPage { head, text }
}

/// `sitemap.xml` for `pages` (paths relative to the site root), each `<loc>` prefixed with
/// `site_url` (ending in `/`) when given.
pub fn sitemap(pages: &[String], site_url: Option<&str>) -> String {
    let base = site_url.map(|u| {
        if u.ends_with('/') {
            u.to_string()
        } else {
            format!("{u}/")
        }
    });
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for p in pages {
        xml.push_str("<url><loc>");
        xml.push_str(&super::html::escape(&format!(
            "{}{p}",
            base.as_deref().unwrap_or("")
        )));
        xml.push_str("</loc></url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
}

/// The service worker: [`SW_JS`] after its version (8 hex digits), its list of files `listed`
/// (sorted) and the message for a page it does not have, in every catalog's language.
pub fn service_worker(listed: &BTreeSet<&str>, version: u32) -> String {
    let list = serde_json::to_string(listed).expect("a list of strings serialises");
    let offline: std::collections::BTreeMap<&str, String> = super::i18n::catalogs()
        .iter()
        .map(|c| (c.code, Ui::of(c.code).m("offline-missing")))
        .collect();
    let offline = serde_json::to_string(&offline).expect("a map of strings serialises");
    format!(
        "// Generated by lawref: the version changes with the site's content.\nconst VERSION = \"{version:08x}\";\nconst FILES = {list};\nconst OFFLINE = {offline};\n{SW_JS}"
    )
}

fn render(t: &impl Template) -> Result<String> {
    t.render()
        .map_err(|e| Error::Usage(format!("a page template failed: {e}")))
}

/// The tables of contents, rendered: (path relative to the site root, bytes).
///
/// # Errors
/// [`Error::Usage`] when a page's template fails.
pub fn toc_files(corpus: &Corpus, links: &Links) -> Result<Vec<(String, Vec<u8>)>> {
    toc_pages(corpus, links)
        .into_iter()
        .map(|(rel, page)| Ok((rel, render(&page)?.into_bytes())))
        .collect()
}

/// The permalink pages of one document, rendered.
///
/// # Errors
/// [`Error::Usage`] when a page's template fails.
pub fn permalink_files(
    corpus: &Corpus,
    links: &Links,
    d: &crate::corpus::model::Document,
) -> Result<Vec<(String, Vec<u8>)>> {
    permalink_pages_of(corpus, links, d)
        .into_iter()
        .map(|(rel, page)| Ok((rel, render(&page)?.into_bytes())))
        .collect()
}

/// The 404 page (`404.html`, and `404.<lang>.html` for each other interface language) and
/// `site.js`.
///
/// # Errors
/// [`Error::Usage`] when the page's template fails.
pub fn fixed_files(corpus: &Corpus) -> Result<Vec<(String, Vec<u8>)>> {
    let uis = super::site_ui_langs(corpus);
    let mut files = Vec::new();
    for ui in &uis {
        files.push((
            super::i18n::variant_file("404", ui),
            render(&not_found_page(corpus, Ui::of(ui), &uis))?.into_bytes(),
        ));
    }
    files.push((SITE_JS_PATH.to_string(), SITE_JS.as_bytes().to_vec()));
    Ok(files)
}

/// Whether a site path is the 404 page or one of its variants (`404.html`, `404.pl.html`).
pub fn is_not_found(rel: &str) -> bool {
    rel == NOT_FOUND_PATH
        || rel
            .strip_prefix("404.")
            .and_then(|r| r.strip_suffix(".html"))
            .is_some_and(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_lowercase()))
}

/// Whether a site path is a clause's permalink page: `<edition>/<lang>/<name>.html` where the
/// name ([`super::html::permalink_name`]) is a clause below the law level (`2017/pl/68B2.html`,
/// `2017/pl/1-1.html`; the contents `2017/pl/index.html` and the law page
/// `2017/pl/68/index.html` are not).
pub fn is_permalink(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    // A name with the law set apart (`10-1a`, `1-1`): a law number, then a subsection number,
    // an item letter and a sub-item numeral (`23-2ai`).
    let clause = |name: &str| match name.split_once('-') {
        Some((law, rest)) => {
            let sub = rest.trim_start_matches(|c: char| c.is_ascii_digit());
            let item = sub.strip_prefix(|c: char| c.is_ascii_lowercase());
            !law.is_empty()
                && law.bytes().all(|b| b.is_ascii_digit())
                && sub.len() < rest.len()
                && (sub.is_empty()
                    || item.is_some_and(|i| i.chars().all(|c| matches!(c, 'i' | 'v' | 'x'))))
        }
        None => crate::corpus::model::ClauseId::from_anchor(name)
            .is_ok_and(|c| c.level() != crate::corpus::model::Level::Law),
    };
    parts.len() == 3 && parts[2].strip_suffix(".html").is_some_and(clause)
}

/// `sitemap.xml` and `sw.js` for a site of the files `paths` (every file it has, relative to
/// its root, but these two), the service worker's version `version` (what changes whenever a
/// file of the site may have changed: see `render`), and the site's public address `site_url`
/// (see the module documentation). The sitemap lists the pages but the 404 page and the
/// permalinks; the service worker every file but itself, hidden files and the permalinks.
pub fn index_files(
    paths: &BTreeSet<String>,
    version: u32,
    site_url: Option<&str>,
) -> Vec<(String, Vec<u8>)> {
    let hidden = |p: &str| p.split('/').any(|part| part.starts_with('.'));
    let pages: Vec<String> = paths
        .iter()
        .filter(|p| p.ends_with(".html") && !is_not_found(p) && !is_permalink(p) && !hidden(p))
        .cloned()
        .collect();
    let mut listed: BTreeSet<&str> = paths
        .iter()
        .map(String::as_str)
        .filter(|p| *p != SW_JS_PATH && !hidden(p) && !is_permalink(p))
        .collect();
    listed.insert(SITEMAP_PATH);
    vec![
        (
            SITEMAP_PATH.to_string(),
            sitemap(&pages, site_url).into_bytes(),
        ),
        (
            SW_JS_PATH.to_string(),
            service_worker(&listed, version).into_bytes(),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sitemap_locs_are_relative_without_an_address_and_absolute_with_one() {
        let pages = vec![
            "index.html".to_string(),
            "2017/pl/68/index.html".to_string(),
        ];
        assert_eq!(
            sitemap(&pages, None),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<url><loc>index.html</loc></url>\n<url><loc>2017/pl/68/index.html</loc></url>\n</urlset>\n"
        );
        assert!(
            sitemap(&pages, Some("https://example.org/laws"))
                .contains("<loc>https://example.org/laws/2017/pl/68/index.html</loc>")
        );
    }

    #[test]
    fn the_index_files_list_the_site_but_hidden_files_permalinks_and_themselves() {
        let paths: BTreeSet<String> = [
            ".lawref-site",
            "404.html",
            "2017/pl/68/index.html",
            "2017/pl/68B2.html",
            "index.html",
            "style.css",
            "sw.js",
        ]
        .into_iter()
        .map(String::from)
        .collect();
        let files = index_files(&paths, 0xab, None);
        let text = |i: usize| String::from_utf8(files[i].1.clone()).unwrap();
        assert_eq!(files[0].0, "sitemap.xml");
        assert_eq!(
            text(0),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<url><loc>2017/pl/68/index.html</loc></url>\n<url><loc>index.html</loc></url>\n</urlset>\n"
        );
        assert_eq!(files[1].0, "sw.js");
        let sw = text(1);
        let head: Vec<&str> = sw.lines().skip(1).take(2).collect();
        assert_eq!(
            head,
            [
                "const VERSION = \"000000ab\";",
                "const FILES = [\"2017/pl/68/index.html\",\"404.html\",\"index.html\",\"sitemap.xml\",\"style.css\"];"
            ]
        );
        assert!(is_permalink("2017/pl/68D2bi.html"));
        assert!(!is_permalink("2017/pl/68/index.html"));
        assert!(!is_permalink("2017/pl/index.html"));
        assert!(!is_permalink("2017/pl/68.html"));
        assert!(!is_permalink("diff/pl/68/2007-2017/index.html"));
        assert!(is_permalink("2017/pl/1-1.html"));
        let law1_sub1 = crate::corpus::model::ClauseId {
            subsection: Some(1),
            ..crate::corpus::model::ClauseId::law(1)
        };
        assert_eq!(super::super::html::permalink_name(&law1_sub1), "1-1");
        let law10_sub3 = crate::corpus::model::ClauseId {
            subsection: Some(3),
            ..crate::corpus::model::ClauseId::law(10)
        };
        assert_eq!(super::super::html::permalink_name(&law10_sub3), "10-3");
        assert_eq!(
            super::super::html::permalink_name(&"68D2(b)(i)".parse().unwrap()),
            "68D2bi"
        );
        // Law 1's 11(a) and Law 11's 1(a) (both `111a` as anchors) apart; Law 10's 1(a) is a
        // permalink, not a page of the sitemap.
        let item = |law: u8, sub: u16| crate::corpus::model::ClauseId {
            subsection: Some(sub),
            item: Some('a'),
            ..crate::corpus::model::ClauseId::law(law)
        };
        assert_eq!(super::super::html::permalink_name(&item(1, 11)), "1-11a");
        assert_eq!(super::super::html::permalink_name(&item(11, 1)), "11-1a");
        assert_eq!(super::super::html::permalink_name(&item(10, 1)), "10-1a");
        assert!(is_permalink("2007/de/10-1a.html"));
        assert!(is_permalink("2007/de/23-2ai.html"));
        assert!(!is_permalink("2007/de/10-.html"));
        assert!(!is_permalink("2007/de/-1a.html"));
    }
}

//! The site's files beside its pages: the 404 page, `sitemap.xml`, the page script `site.js`
//! and the service worker `sw.js` that keeps the site readable offline.
//!
//! - **`404.html`** at the site root, for static hosts that serve it for a missing page. Its
//!   links are relative to the site root: a host shows it at the address that was asked for, at
//!   any depth, and no relative link can know that depth. Its script (inline, as no relative
//!   `src` can be found either) finds the site root in the address (the path before the first
//!   segment that is an edition or another top folder of the site), points the page's links,
//!   stylesheet, icon and manifest there, and, for a short address `<edition>/<lang>/<name>[.html]`, looks the name
//!   up in that edition and language's clause address map and goes to the clause. Without
//!   JavaScript its links work when the missing address is at the root (and from the file
//!   itself); it lists every edition's contents in every language.
//! - **`sitemap.xml`**: every page but the 404 page, sorted. The sitemaps
//!   protocol wants absolute addresses: with `LAWREF_SITE_URL` set (`https://example.org/laws/`)
//!   each `<loc>` is that address and the page's path; without it, the path relative to the site
//!   root.
//! - **`sw.js`**, the service worker ([`SW_JS`]): on the first visit it keeps the shell
//!   (`offline::is_shell`: styles, scripts, manifest and icons, the home and 404 pages,
//!   the clause address maps), then every page read and the offline packs the reader keeps
//!   (`super::offline`); it answers from the network first and, when that fails, from its
//!   copies, and a page answered from a copy shows the notice "You are offline"; offline, a
//!   clause's short address goes to its law page through the kept clause address map. Its shell
//!   and its version (a checksum of the corpus and the site's files, not a time) come from
//!   the files written, so the same site gives the same `sw.js`, and a changed site a new
//!   version (the browser then fetches the new shell and drops the old one).
//!
//! Not for: the pages (`home`, `contents`, `law`, `parallel`, `diff`, `coverage`, `search`,
//! `errata`, `situations`), the tables of contents and clause address maps (`contents`).

use std::collections::{BTreeMap, BTreeSet};

use askama::Template;

use super::chrome::{Alt, Head, describe, edition_name, lang_list, render};
use super::html::{head_root, lang_name};
use super::i18n::Ui;
use super::routes::{
    self, NOT_FOUND_PATH, NOT_FOUND_STEM, SITE_JS_PATH, SITEMAP_PATH, SW_JS_PATH, page, toc_dir,
};
use crate::corpus::model::{Corpus, Edition};
use crate::error::Result;
use crate::util::hash::FileSum;

/// The page script, written to [`SITE_JS_PATH`]: registers the service worker.
pub(crate) const SITE_JS: &str = include_str!("../../templates/site.js");

/// The service worker's code, written to [`SW_JS_PATH`] after two lines that give its version
/// and its list of files (`const VERSION = "…"; const FILES = […];`).
pub(crate) const SW_JS: &str = include_str!("../../templates/sw.js");

/// The function that reads a clause address map (`clauseTarget`), shared by the 404 page's
/// script and the service worker.
const CLAUSE_ADDRESS_JS: &str = include_str!("../../templates/clause-address.js");

/// The 404 page.
#[derive(Template)]
#[template(path = "404.html")]
pub(crate) struct NotFoundPage {
    /// Head.
    pub head: Head,
    /// Its first paragraph, as HTML.
    pub text: String,
    /// Every edition's contents pages, one per language: (edition name, links), newest first.
    pub contents: Vec<(String, Vec<Alt>)>,
    /// The site's top folders (the edition ids, `coverage`, `diff`, `search`, `pagefind`) as a
    /// JSON array, for the script to find the site root in the address by.
    pub tops: String,
}

/// The 404 page in interface language `ui`, one of the site's `uis` (links relative to the
/// site root: see the module documentation).
pub(crate) fn not_found_page(corpus: &Corpus, ui: Ui, uis: &[&'static str]) -> NotFoundPage {
    let head = Head {
        draft: None,
        lang: ui.code().into(),
        title: ui.m("not-found-title"),
        root: head_root(""),
        alternates: Vec::new(),
        description: describe(&ui.m1(
            "not-found-description",
            "langs",
            lang_list(ui, &corpus.langs()),
        )),
        prefer: String::new(),
        ui,
        variants: super::chrome::variants(uis, NOT_FOUND_STEM),
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
    let mut editions: Vec<&Edition> = corpus.editions.iter().map(|m| &m.edition).collect();
    editions.reverse();
    let contents = editions
        .into_iter()
        .map(|e| {
            let langs = corpus
                .langs()
                .into_iter()
                .filter(|l| {
                    corpus
                        .documents
                        .iter()
                        .any(|d| &d.meta.edition == e && &d.meta.lang == l)
                })
                .map(|l| Alt {
                    href: format!("./{}", page(&toc_dir(e, &l))),
                    label: lang_name(&l),
                    lang: l.0.clone(),
                })
                .collect::<Vec<_>>();
            (edition_name(corpus, e, ui), langs)
        })
        .filter(|(_, langs)| !langs.is_empty())
        .collect();
    let mut tops: Vec<String> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.clone())
        .collect();
    tops.extend(routes::top_dirs().map(String::from));
    let tops = serde_json::to_string(&tops)
        .expect("a list of strings serialises")
        .replace('<', "\\u003c");
    NotFoundPage {
        head,
        text,
        contents,
        tops,
    }
}

/// `url` ending in `/`.
fn with_slash(url: &str) -> String {
    if url.ends_with('/') {
        url.to_string()
    } else {
        format!("{url}/")
    }
}

/// `sitemap.xml` for `pages` (paths relative to the site root), each `<loc>` prefixed with
/// `site_url` (ending in `/`) when given.
pub fn sitemap(pages: &[String], site_url: Option<&str>) -> String {
    let base = site_url.map(with_slash);
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

/// The service worker: [`SW_JS`] after its version (8 hex digits), its shell `listed`
/// (sorted), the message for a page it does not have, in every catalog's language, and the
/// clause address map's reader (`templates/clause-address.js`).
pub(crate) fn service_worker(listed: &BTreeSet<&str>, version: u32) -> String {
    let list = serde_json::to_string(listed).expect("a list of strings serialises");
    let offline: BTreeMap<&str, String> = super::i18n::catalogs()
        .iter()
        .map(|c| (c.code, Ui::of(c.code).m("offline-missing")))
        .collect();
    let offline = serde_json::to_string(&offline).expect("a map of strings serialises");
    format!(
        "// Generated by lawref: the version changes with the site's content.\nconst VERSION = \"{version:08x}\";\nconst FILES = {list};\nconst OFFLINE = {offline};\n{CLAUSE_ADDRESS_JS}{SW_JS}"
    )
}

/// The 404 page (`404.html`, and `404.<lang>.html` for each other interface language) and
/// `site.js`.
///
/// # Errors
/// [`crate::Error::Usage`] when the page's template fails.
pub(crate) fn fixed_files(corpus: &Corpus) -> Result<Vec<(String, Vec<u8>)>> {
    let uis = super::chrome::site_ui_langs(corpus);
    let mut files = Vec::new();
    for ui in &uis {
        files.push((
            super::i18n::variant_file(NOT_FOUND_STEM, ui),
            render(&not_found_page(corpus, Ui::of(ui), &uis))?.into_bytes(),
        ));
    }
    files.push((SITE_JS_PATH.to_string(), SITE_JS.as_bytes().to_vec()));
    Ok(files)
}

/// Whether a site path is the 404 page or one of its variants (`404.html`, `404.pl.html`).
pub(crate) fn is_not_found(rel: &str) -> bool {
    rel == NOT_FOUND_PATH
        || rel
            .strip_prefix(&format!("{NOT_FOUND_STEM}."))
            .and_then(|r| r.strip_suffix(".html"))
            .is_some_and(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_lowercase()))
}

/// `sitemap.xml`, `sw.js` and the offline packs' manifests for a site of the files `sums`
/// (every file it has, relative to its root, with its size and 64-bit hash, but these), the
/// service worker's version `version` (what changes whenever a file of the site may have
/// changed: see `build::site::site_version`), and the site's public address `site_url` (see the module
/// documentation). The sitemap lists the pages but the 404 page; the service worker the shell
/// (`offline::is_shell`); the packs are `offline::pack_manifests`.
pub(crate) fn index_files(
    sums: &BTreeMap<String, FileSum>,
    version: u32,
    site_url: Option<&str>,
) -> Vec<(String, Vec<u8>)> {
    let hidden = |p: &str| p.split('/').any(|part| part.starts_with('.'));
    let pages: Vec<String> = sums
        .keys()
        .filter(|p| p.ends_with(".html") && !is_not_found(p) && !hidden(p))
        .cloned()
        .collect();
    let listed: BTreeSet<&str> = sums
        .keys()
        .map(String::as_str)
        .filter(|p| super::offline::is_shell(p))
        .collect();
    let mut files = vec![
        (
            SITEMAP_PATH.to_string(),
            sitemap(&pages, site_url).into_bytes(),
        ),
        (
            SW_JS_PATH.to_string(),
            service_worker(&listed, version).into_bytes(),
        ),
    ];
    files.extend(super::offline::pack_manifests(sums));
    files
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
    fn the_index_files_list_the_pages_the_shell_and_the_packs() {
        let sums: BTreeMap<String, FileSum> = [
            ".lawref-site",
            "404.html",
            "2017/pl/68/index.html",
            "2017/pl/clauses.json",
            "index.html",
            "style.css",
            "sw.js",
        ]
        .into_iter()
        .map(|p| (p.to_string(), FileSum::of(p.as_bytes())))
        .collect();
        let files = index_files(&sums, 0xab, None);
        let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(names, ["sitemap.xml", "sw.js", "2017/pl/offline.json"]);
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
                "const FILES = [\"2017/pl/clauses.json\",\"404.html\",\"index.html\",\"style.css\"];"
            ]
        );
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
        // Law 1's 11(a) and Law 11's 1(a) (both `111a` as anchors) apart.
        let item = |law: u8, sub: u16| crate::corpus::model::ClauseId {
            subsection: Some(sub),
            item: Some('a'),
            ..crate::corpus::model::ClauseId::law(law)
        };
        assert_eq!(super::super::html::permalink_name(&item(1, 11)), "1-11a");
        assert_eq!(super::super::html::permalink_name(&item(11, 1)), "11-1a");
        assert_eq!(super::super::html::permalink_name(&item(10, 1)), "10-1a");
    }
}

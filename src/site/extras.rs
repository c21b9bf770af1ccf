//! The site's files beside its law pages: the tables of contents, the clause address maps, the
//! 404 page, `sitemap.xml`, the page script `site.js` and the service worker `sw.js` that keeps
//! the site readable offline.
//!
//! - **Tables of contents** (`<edition>/<lang>/index.html`, one per language with a document in
//!   the edition): every law of the edition (the manifest's and the corpus's), its title in that
//!   language (English where the language has none), linked to its page in that language or,
//!   without one, side by side; with the languages each law has.
//! - **Clause address maps** (`<edition>/<lang>/clauses.json`, [`clause_address_maps`]; the
//!   format is in `docs/site.md`): a clause's short address (`2017/pl/68B2.html`) has no file
//!   of its own (issue 18: 89,100 of them made the large site too many files for a static
//!   host); the map gives each short name its law page and anchor, and the 404 page, which a
//!   host shows for the missing address, reads it and goes there.
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
//! Not for: the law, parallel, diff, coverage and search pages (`pages`, `diff`, `coverage`,
//! `search`).

use std::collections::{BTreeMap, BTreeSet};

use askama::Template;

use super::chrome::{Alt, Head, describe, edition_name, lang_list, law_title};
use super::html::{Ctx, head_root, lang_name, permalink_name};
use super::i18n::{Arg, Ui};
use super::incremental::FileSum;
use super::routes::{
    self, NOT_FOUND_PATH, NOT_FOUND_STEM, SITE_JS_PATH, SITEMAP_PATH, SW_JS_PATH,
    clause_address_path, law_dir, law_in_toc, page, toc_dir,
};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::error::{Error, Result};
use crate::xref::Links;

/// The page script, written to [`SITE_JS_PATH`]: registers the service worker.
pub(crate) const SITE_JS: &str = include_str!("../../templates/site.js");

/// The service worker's code, written to [`SW_JS_PATH`] after two lines that give its version
/// and its list of files (`const VERSION = "…"; const FILES = […];`).
pub(crate) const SW_JS: &str = include_str!("../../templates/sw.js");

/// The function that reads a clause address map (`clauseTarget`), shared by the 404 page's
/// script and the service worker.
const CLAUSE_ADDRESS_JS: &str = include_str!("../../templates/clause-address.js");

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
                offline_messages: super::offline::pack_messages(ui),
            };
            out.push((routes::page(&here), page));
        }
    }
    out
}

/// The 404 page in interface language `ui`, one of the site's `uis` (links relative to the
/// site root: see the module documentation).
pub(crate) fn not_found_page(corpus: &Corpus, ui: Ui, uis: &[&'static str]) -> NotFoundPage {
    let head = Head {
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

fn render(t: &impl Template) -> Result<String> {
    t.render()
        .map_err(|e| Error::Usage(format!("a page template failed: {e}")))
}

/// The tables of contents, rendered: (path relative to the site root, bytes).
///
/// # Errors
/// [`Error::Usage`] when a page's template fails.
pub(crate) fn toc_files(corpus: &Corpus, links: &Links) -> Result<Vec<(String, Vec<u8>)>> {
    toc_pages(corpus, links)
        .into_iter()
        .map(|(rel, page)| Ok((rel, render(&page)?.into_bytes())))
        .collect()
}

/// The 404 page (`404.html`, and `404.<lang>.html` for each other interface language) and
/// `site.js`.
///
/// # Errors
/// [`Error::Usage`] when the page's template fails.
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
/// changed: see `site::site_version`), and the site's public address `site_url` (see the module
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

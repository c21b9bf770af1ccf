//! The site's files beside its law pages: the tables of contents, the clauses' short
//! permalinks, the 404 page, `sitemap.xml`, the page script `site.js` and the service worker
//! `sw.js` that keeps the site readable offline.
//!
//! - **Tables of contents** (`<edition>/<lang>/index.html`, one per language with a document in
//!   the edition): every law of the edition (the manifest's and the corpus's), its title in that
//!   language (English where the language has none), linked to its page in that language or,
//!   without one, side by side; with the languages each law has.
//! - **Permalinks** (`<edition>/<lang>/<anchor>/index.html`, `2017/pl/68B2/`): one small page per
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

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use askama::Template;

use super::html::{Ctx, lang_name, law_dir, parallel_dir, permalink_dir, toc_dir};
use super::pages::{Alt, Head, describe, lang_list, law_title};
use crate::error::{Error, Result};
use crate::model::{Corpus, Edition, Lang};
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
}

/// The 404 page.
#[derive(Template)]
#[template(path = "404.html")]
pub struct NotFoundPage {
    /// Head.
    pub head: Head,
}

/// The title of `law` in `lang` and the language it is in: the document's or the manifest's in
/// `lang`, else [`law_title`]'s (English, or "Law N").
fn title_in(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> (String, Lang) {
    let own = corpus.documents.iter().any(|d| {
        &d.meta.edition == edition
            && d.meta.law == law
            && &d.meta.lang == lang
            && d.meta.title.is_some()
    }) || corpus
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
            let ctx = Ctx {
                corpus,
                links,
                root: "../../",
                here: here.clone(),
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
                        ctx.href(&parallel_dir(edition, n), "")
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
            let page = TocPage {
                head: Head {
                    lang: lang.0.clone(),
                    title: format!("{} · contents ({})", m.name, lang_name(lang)),
                    root: ctx.root.to_string(),
                    alternates: others.clone(),
                    description: describe(&format!(
                        "The contents of the {} in {}: every law with its title, and the languages the site has it in ({}).",
                        m.name,
                        lang_name(lang),
                        lang_list(&langs.iter().map(|l| (*l).clone()).collect::<Vec<_>>())
                    )),
                    prefer: format!("{edition}/{lang}"),
                },
                edition: edition.0.clone(),
                name: m.name.clone(),
                lang_name: lang_name(lang),
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
    let mut out = Vec::new();
    for d in &corpus.documents {
        let Some(t) = d.law_text() else { continue };
        let (edition, lang, law) = (&d.meta.edition, &d.meta.lang, d.meta.law);
        for c in t.all_clauses() {
            let here = permalink_dir(edition, lang, &c.id);
            let ctx = Ctx {
                corpus,
                links,
                root: "../../../",
                here: here.clone(),
            };
            let alternates = corpus
                .texts_of(edition, law)
                .filter(|(o, t)| &o.meta.lang != lang && t.find(&c.id).is_some())
                .map(|(o, _)| Alt {
                    href: ctx.href(&permalink_dir(edition, &o.meta.lang, &c.id), ""),
                    label: lang_name(&o.meta.lang),
                    lang: o.meta.lang.0.clone(),
                })
                .collect();
            let title = law_title(corpus, edition, law, lang);
            let page = PermalinkPage {
                head: Head {
                    lang: lang.0.clone(),
                    title: format!("{} · {title} ({edition}, {})", c.id, lang_name(lang)),
                    root: ctx.root.to_string(),
                    alternates,
                    description: describe(&format!(
                        "{} of Law {law}, {title}, in the Laws of Duplicate Bridge {edition} ({}).",
                        c.id,
                        lang_name(lang)
                    )),
                    prefer: format!("{edition}/{lang}"),
                },
                cite: c.id.to_string(),
                target: ctx.href(&law_dir(edition, lang, law), &c.id.anchor()),
                law,
                edition: edition.0.clone(),
                lang_name: lang_name(lang),
            };
            out.push((format!("{here}index.html"), page));
        }
    }
    out
}

/// The 404 page (links relative to the site root: see the module documentation).
pub fn not_found_page(corpus: &Corpus) -> NotFoundPage {
    NotFoundPage {
        head: Head {
            lang: "en".into(),
            title: "Page not found · The Laws of Duplicate Bridge".into(),
            root: "./".into(),
            alternates: Vec::new(),
            description: describe(&format!(
                "This page is not on the site. The Laws of Duplicate Bridge in {} are listed on the home page.",
                lang_list(&corpus.langs())
            )),
            prefer: String::new(),
        },
    }
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

/// The service worker for a site of `files` (path relative to the site root → bytes): [`SW_JS`]
/// after its version (CRC-32 of every path and its bytes, in path order, as 8 hex digits) and
/// its list of files (sorted; the worker itself and files whose name begins with "." left out).
pub fn service_worker(files: &BTreeMap<String, Vec<u8>>) -> String {
    let listed: Vec<&String> = files
        .keys()
        .filter(|p| p.as_str() != SW_JS_PATH && !p.split('/').any(|part| part.starts_with('.')))
        .collect();
    let mut crc = crc32fast::Hasher::new();
    for p in &listed {
        crc.update(p.as_bytes());
        crc.update(&[0]);
        crc.update(&(files[*p].len() as u64).to_le_bytes());
        crc.update(&files[*p]);
    }
    let list = serde_json::to_string(&listed).expect("a list of strings serialises");
    format!(
        "// Generated by lawref: the version is a checksum of the files listed.\nconst VERSION = \"{:08x}\";\nconst FILES = {list};\n{SW_JS}",
        crc.finalize()
    )
}

fn render(t: &impl Template) -> Result<String> {
    t.render()
        .map_err(|e| Error::Usage(format!("a page template failed: {e}")))
}

/// Every file of `dir` (path relative to it with `/` separators → bytes), sorted by path.
fn read_tree(dir: &Path) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut out = BTreeMap::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.map_err(|e| {
            let p = e.path().unwrap_or(dir).to_path_buf();
            Error::io(&p, e.into())
        })?;
        if e.file_type().is_file() {
            let rel = e
                .path()
                .strip_prefix(dir)
                .expect("walkdir yields paths under its root")
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            let bytes = std::fs::read(e.path()).map_err(|err| Error::io(e.path(), err))?;
            out.insert(rel, bytes);
        }
    }
    Ok(out)
}

/// The extra files of the site whose other files are already written in `dir`: the tables of
/// contents, permalinks, 404 page, `site.js`, `sitemap.xml` and `sw.js` (whose list holds
/// every file of `dir` and these but the permalinks), as (path relative to the site root,
/// bytes), sorted by path.
/// `site_url` is the site's public address for the sitemap (see the module documentation).
///
/// # Errors
/// [`Error::Io`] when `dir` cannot be read; [`Error::Usage`] when a page's template fails.
pub fn files(
    corpus: &Corpus,
    links: &Links,
    dir: &Path,
    site_url: Option<&str>,
) -> Result<Vec<(String, Vec<u8>)>> {
    let mut new: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for (rel, page) in toc_pages(corpus, links) {
        new.insert(rel, render(&page)?.into_bytes());
    }
    let mut permalinks = BTreeSet::new();
    for (rel, page) in permalink_pages(corpus, links) {
        permalinks.insert(rel.clone());
        new.insert(rel, render(&page)?.into_bytes());
    }
    new.insert(
        NOT_FOUND_PATH.to_string(),
        render(&not_found_page(corpus))?.into_bytes(),
    );
    new.insert(SITE_JS_PATH.to_string(), SITE_JS.as_bytes().to_vec());
    let mut all = read_tree(dir)?;
    all.extend(new.iter().map(|(k, v)| (k.clone(), v.clone())));
    let pages: Vec<String> = all
        .keys()
        .filter(|p| {
            p.ends_with(".html")
                && p.as_str() != NOT_FOUND_PATH
                && !permalinks.contains(*p)
                && !p.split('/').any(|part| part.starts_with('.'))
        })
        .cloned()
        .collect();
    let map = sitemap(&pages, site_url);
    all.insert(SITEMAP_PATH.to_string(), map.clone().into_bytes());
    new.insert(SITEMAP_PATH.to_string(), map.into_bytes());
    // The permalinks only lead to the law pages (one per clause, language and edition: more
    // files than the rest of the site); the worker keeps those a reader opens, not all.
    all.retain(|p, _| !permalinks.contains(p));
    new.insert(SW_JS_PATH.to_string(), service_worker(&all).into_bytes());
    Ok(new.into_iter().collect())
}

/// Writes `files` (path relative to `dir`, bytes) into `dir`, making folders as needed;
/// returns how many are HTML pages.
///
/// # Errors
/// [`Error::Io`] when a folder or file cannot be written.
pub fn write(dir: &Path, files: Vec<(String, Vec<u8>)>) -> Result<usize> {
    let mut pages = 0;
    for (rel, bytes) in files {
        let path = dir.join(&rel);
        if let Some(p) = path.parent() {
            std::fs::create_dir_all(p).map_err(|e| Error::io(p, e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Error::io(&path, e))?;
        pages += usize::from(rel.ends_with(".html"));
    }
    Ok(pages)
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
    fn service_worker_version_follows_the_content_and_skips_hidden_files() {
        let mut files = BTreeMap::from([
            ("index.html".to_string(), b"<p>a</p>".to_vec()),
            (".lawref-site".to_string(), b"x".to_vec()),
            ("style.css".to_string(), b"p{}".to_vec()),
        ]);
        let a = service_worker(&files);
        assert!(
            a.contains("const FILES = [\"index.html\",\"style.css\"];\n"),
            "{a}"
        );
        assert_eq!(a, service_worker(&files));
        files.insert(".lawref-site".to_string(), b"y".to_vec());
        assert_eq!(a, service_worker(&files), "hidden files do not count");
        files.insert("style.css".to_string(), b"p{ }".to_vec());
        let b = service_worker(&files);
        let version = |s: &str| s.lines().nth(1).unwrap().to_string();
        assert_ne!(version(&a), version(&b));
        assert!(version(&a).starts_with("const VERSION = \"") && version(&a).len() == 27);
    }
}

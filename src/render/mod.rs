//! The render stage: corpus + links → the static website.
//!
//! Pages (all links relative, so the site works from any static host and sub-folder):
//! - `index.html`: the editions, languages and laws;
//! - `<edition>/<lang>/<NN>/index.html`: a law in one language, every clause with its anchor
//!   (`id="68D2bi"`), references linked, back-links ("cited by"), commentary in that language;
//! - `<edition>/<NN>/index.html`: the law in every language side by side, clause by clause
//!   ([`crate::align::parallel`]), with the commentary beside it;
//! - `coverage/index.html`: which laws the corpus has in each language and edition
//!   ([`crate::coverage`]);
//! - `diff/<lang>/<NN>/<from>-<to>/index.html`: a law in one language word by word from an
//!   older edition to a newer one, for every pair of editions that both have its text
//!   ([`crate::align::diff`]);
//! - `style.css`, and `parallel.js` (the parallel page's column chooser: `?langs=pl,nl`);
//! - `search/index.html` with `search.js`, `search/clauses.json` and the Pagefind bundles in
//!   `pagefind/<lang>/`: search from static files, and a typed clause id jumps to its clause
//!   ([`search`]);
//! - `<edition>/<lang>/index.html`: an edition's contents in a language; `<edition>/<lang>/
//!   <anchor>/index.html`: a clause's short permalink; `404.html`, `sitemap.xml`, `site.js` and
//!   the service worker `sw.js` that keeps the site for offline reading ([`extras`]).
//!
//! Every page has a `lang`, a title, a description, `hreflang` alternates for the same page in
//! other languages, a skip link and the header's jump box (a clause id or words, sent to the
//! search page).
//!
//! The site is written into a temporary folder beside `out` and moved into place only when every
//! page was written ([`write_atomically`]); the same corpus gives byte-identical files.
//!
//! Not for: the command line's search index (that is `index`), finding or resolving references
//! (`xref`).

mod coverage;
mod diff;
pub mod extras;
mod html;
mod pages;
pub mod search;

use std::collections::BTreeSet;
use std::path::Path;

use askama::Template;

use crate::error::{Error, Result};
use crate::model::Corpus;
use crate::xref::Links;

pub use html::{COVERAGE_DIR, diff_dir, escape, law_dir, parallel_dir};

/// The stylesheet, written to `style.css` at the site root.
pub const STYLE_CSS: &str = include_str!("../../templates/style.css");

/// The parallel page's script (reads `?langs=`, shows and orders the columns), written to
/// [`PARALLEL_JS_PATH`] at the site root. The page works without it (see `templates/parallel.html`).
pub const PARALLEL_JS: &str = include_str!("../../templates/parallel.js");

/// Where [`PARALLEL_JS`] is written, relative to the site root.
pub const PARALLEL_JS_PATH: &str = "parallel.js";

/// What a build wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteSummary {
    /// HTML pages written.
    pub pages: usize,
}

/// Writes the site for `corpus` into `out`, replacing it whole only when every page was written.
///
/// # Errors
/// [`Error::Io`] when a file cannot be written or `out` cannot be replaced; [`Error::Usage`] when
/// `out` is a file, or a folder that is not empty and was not built by lawref (no
/// [`SITE_MARKER`] file): lawref does not delete what it did not write. On error the previous `out` is left as it was.
pub fn build_site(corpus: &Corpus, links: &Links, out: &Path) -> Result<SiteSummary> {
    // The site replaces `out` whole: it must not hold the corpus, nor sit inside it.
    let abs = |p: &Path| std::fs::canonicalize(p).or_else(|_| std::path::absolute(p));
    if let (Ok(out_abs), Ok(root)) = (abs(out), abs(&corpus.root))
        && (root.starts_with(&out_abs)
            || out_abs.starts_with(root.join("translations"))
            || out_abs.starts_with(root.join("laws")))
    {
        return Err(Error::Usage(format!(
            "--out {}: the site folder must not hold the corpus or sit in its laws/ or translations/",
            out.display()
        )));
    }
    write_atomically(out, |dir| {
        let summary = write_site(corpus, links, dir)?;
        let marker = dir.join(SITE_MARKER);
        std::fs::write(
            &marker,
            "A site built by lawref: `lawref build` replaces this folder whole.\n",
        )
        .map_err(|e| Error::io(&marker, e))?;
        Ok(summary)
    })
}

/// The file that marks a folder as a site lawref built, and so may replace.
pub const SITE_MARKER: &str = ".lawref-site";

/// Runs `write` on a new temporary folder beside `out` (same parent, named `.site-…`), then puts
/// that folder in the place of `out`. When `write` fails, or the folder cannot be moved into
/// place, the temporary folder is removed and `out` is left as it was.
///
/// # Errors
/// `write`'s error; [`Error::Io`] when the temporary folder cannot be made or moved;
/// [`Error::Usage`] when `out` is not something lawref may replace (see [`build_site`]).
pub fn write_atomically<T>(out: &Path, write: impl FnOnce(&Path) -> Result<T>) -> Result<T> {
    let out = std::path::absolute(out).map_err(|e| Error::io(out, e))?;
    let parent = out.parent().ok_or_else(|| {
        Error::Usage(format!(
            "{} cannot hold a site (no parent folder)",
            out.display()
        ))
    })?;
    check_replaceable(&out)?;
    std::fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    let tmp = tempfile::Builder::new()
        .prefix(".site-")
        .tempdir_in(parent)
        .map_err(|e| Error::io(parent, e))?;
    #[cfg(unix)]
    {
        // tempfile makes the folder private (0700); a site is meant to be read by a web server.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o755))
            .map_err(|e| Error::io(tmp.path(), e))?;
    }
    let value = write(tmp.path())?;
    crate::fsio::swap_dir(tmp.path(), &out)?;
    // The temporary folder is `out` now: nothing left to remove.
    let _ = tmp.keep();
    Ok(value)
}

fn check_replaceable(out: &Path) -> Result<()> {
    match std::fs::symlink_metadata(out) {
        Err(_) => Ok(()),
        Ok(m) if !m.is_dir() => Err(Error::Usage(format!(
            "{} exists and is not a folder; give --out a folder for the site",
            out.display()
        ))),
        Ok(_) => {
            let empty = std::fs::read_dir(out)
                .map_err(|e| Error::io(out, e))?
                .next()
                .is_none();
            if empty || out.join(SITE_MARKER).is_file() {
                Ok(())
            } else {
                Err(Error::Usage(format!(
                    "{} is a folder that lawref did not build (no {SITE_MARKER} in it); lawref will not replace it: give --out a new folder or one it built",
                    out.display()
                )))
            }
        }
    }
}

fn write_site(corpus: &Corpus, links: &Links, dir: &Path) -> Result<SiteSummary> {
    let mut pages = 0;
    let mut put = |rel: &str, content: &str| -> Result<()> {
        let path = dir.join(rel);
        if let Some(p) = path.parent() {
            std::fs::create_dir_all(p).map_err(|e| Error::io(p, e))?;
        }
        std::fs::write(&path, content).map_err(|e| Error::io(&path, e))?;
        if rel.ends_with(".html") {
            pages += 1;
        }
        Ok(())
    };
    put("style.css", STYLE_CSS)?;
    put(PARALLEL_JS_PATH, PARALLEL_JS)?;
    put("index.html", &render(&pages::home(corpus, links))?)?;
    let law_pages: BTreeSet<_> = corpus
        .documents
        .iter()
        .map(|d| (&d.meta.edition, &d.meta.lang, d.meta.law))
        .collect();
    for (edition, lang, law) in law_pages {
        let page = pages::law_page(corpus, links, edition, lang, law);
        put(
            &format!("{}index.html", law_dir(edition, lang, law)),
            &render(&page)?,
        )?;
    }
    let parallel_pages: BTreeSet<_> = corpus
        .documents
        .iter()
        .map(|d| (&d.meta.edition, d.meta.law))
        .collect();
    for (edition, law) in parallel_pages {
        let page = pages::parallel_page(corpus, links, edition, law);
        put(
            &format!("{}index.html", parallel_dir(edition, law)),
            &render(&page)?,
        )?;
    }
    let cov = crate::coverage::coverage(corpus);
    put(
        &format!("{COVERAGE_DIR}index.html"),
        &render(&coverage::coverage_page(corpus, links, &cov))?,
    )?;
    // Edition diffs: every language and law with a text in two editions, older → newer (the
    // corpus keeps editions in date order); a sub-edition that holds the base's text unchanged
    // has nothing to show.
    let texts: BTreeSet<_> = corpus
        .documents
        .iter()
        .filter(|d| d.meta.kind == crate::model::Kind::Text)
        .map(|d| (&d.meta.lang, d.meta.law))
        .collect();
    for (lang, law) in texts {
        for (i, a) in corpus.editions.iter().enumerate() {
            for b in &corpus.editions[i + 1..] {
                let (from, to) = (&a.edition, &b.edition);
                if let Some(d) = crate::align::diff::diff_law(corpus, lang, law, from, to) {
                    put(
                        &format!("{}index.html", diff_dir(lang, law, from, to)),
                        &render(&diff::diff_page(corpus, links, &d))?,
                    )?;
                }
            }
        }
    }
    pages += search::write_search(corpus, dir)?;
    let site_url = std::env::var(extras::SITE_URL_VAR).ok();
    pages += extras::write(dir, extras::files(corpus, links, dir, site_url.as_deref())?)?;
    Ok(SiteSummary { pages })
}

fn render(t: &impl Template) -> Result<String> {
    t.render()
        .map_err(|e| Error::Usage(format!("a page template failed: {e}")))
}

//! The render stage: corpus + links → the static website.
//!
//! Pages (all links relative, so the site works from any static host and sub-folder):
//! - `index.html`: the editions, languages and laws;
//! - `<edition>/<lang>/<NN>/index.html`: a law in one language, the list of its sections, every
//!   clause with its anchor (`id="68D2bi"`), references linked, back-links ("cited by"), the
//!   notes in that language and the edition's interpretations and errata (other languages'
//!   notes counted and linked: `docs/site.md`);
//! - `<edition>/<NN>/index.html`: the law in every language side by side, clause by clause
//!   ([`crate::analysis::align::parallel_with`]), its columns (language, edition) pairs, the other
//!   editions' shown when asked (`?cols=pl:2017,nl:2007`), with the commentary beside it; and
//!   its columns as files to download, `lawref-<NN>-<edition>.tmx` (this edition's languages) and
//!   `.csv` (every column) ([`crate::export`]); the page in each other interface language as
//!   `index.<lang>.html` beside it ([`i18n`]), the files to download written once for all;
//! - `coverage/index.html`: which laws the corpus has in each language and edition
//!   ([`crate::analysis::coverage`]);
//! - `diff/<lang>/<NN>/<from>-<to>/index.html`: a law in one language word by word from an
//!   older edition to a newer one, for each edition with the next one that has its text
//!   (`diff::diff_pairs`; [`crate::analysis::align::diff`]);
//! - `style.css`, and `parallel.js` (the parallel page's column chooser: `?langs=pl,nl`,
//!   `?cols=pl:2017,nl:2007`);
//! - `search/index.html` with `search.js`, `search/clauses.json` and the Pagefind bundles in
//!   `pagefind/<lang>/`: search from static files, and a typed clause id jumps to its clause
//!   ([`search`]);
//! - `<edition>/<lang>/index.html`: an edition's contents in a language, and beside it
//!   `clauses.json`, the clause address map a clause's short address (`2017/pl/68B2.html`, no
//!   file of its own) is read by ([`contents`]); `404.html` (which reads the map),
//!   `sitemap.xml`, `site.js` and the service worker `sw.js` that keeps the site for offline
//!   reading ([`extras`]).
//!
//! Every path of the site is spelt in [`routes`] and nowhere else. The files of `site/`, by
//! what they make (each page kind reads the shared modules; none reads a page kind but those
//! named, and nothing reads back, so no two files import each other):
//! - shared: [`routes`] (paths), [`html`] (escaping, links, paragraphs as HTML), [`i18n`]
//!   (messages), [`chrome`] (what every page shares: head, header, footer, navigation between
//!   laws, names of laws and editions, rendering), [`notes`] (notes as the law and parallel
//!   pages show them);
//! - page kinds: [`home`], [`contents`], [`law`] (which links the errata, situations, changes
//!   and diff pages, reading [`errata`], [`situations`] and [`diff`]), [`parallel`] (with
//!   [`downloads`]), [`diff`], [`coverage`], [`errata`], [`situations`], [`search`],
//!   [`extras`] (404, sitemap, service worker), [`offline`] (manifest, icons, offline packs);
//! - the parts and their keys: [`incremental`]; this module renders one part
//!   ([`render_part`], [`bundle_files`]).
//!
//! Every page has a `lang`, a title, a description, `hreflang` alternates for the same page in
//! other languages (absolute, when the site's address `LAWREF_SITE_URL` is set; none without
//! it), a skip link and the header's jump box (a clause id or words, sent to the search page).
//!
//! `site` returns pages: a part's files as paths and bytes. The same corpus gives byte-identical
//! files.
//!
//! Not for: the build's order, state and writing ([`crate::build`]: parts rendered in parallel,
//! a first build written atomically, a rebuild rendering only the parts whose key changed and
//! writing only the files whose bytes changed), the command line's search index
//! ([`crate::search`]), finding or resolving references (`xref`).

pub(crate) mod book;
mod chrome;
mod contents;
mod coverage;
mod diff;
mod downloads;
mod errata;
pub(crate) mod extras;
mod home;
mod html;
pub mod i18n;
pub mod incremental;
mod law;
mod notes;
mod offline;
mod parallel;
pub(crate) mod routes;
pub mod search;
pub mod situations;
mod structured;
pub(crate) mod view;

use crate::corpus::model::Corpus;
use crate::error::{Error, Result};
use crate::xref::Links;
use chrome::render;
use i18n::Ui;
use incremental::Part;
use search::Record;

pub use html::escape;
use routes::{
    COVERAGE_DIR, PARALLEL_JS_PATH, STYLE_CSS_PATH, diff_dir, law_page, parallel_dir, variant_page,
};

/// The stylesheet, written to `style.css` at the site root.
pub const STYLE_CSS: &str = include_str!("../../templates/style.css");

/// The parallel page's script (reads `?langs=`, shows and orders the columns), written to
/// [`PARALLEL_JS_PATH`] at the site root. The page works without it (see `templates/parallel.html`).
pub const PARALLEL_JS: &str = include_str!("../../templates/parallel.js");

/// A part rendered: its files, site-relative paths with their bytes.
pub(crate) type Files = Vec<(String, Vec<u8>)>;

/// Renders one page part of the site (a bundle is [`bundle_files`]'s).
pub(crate) fn render_part(corpus: &Corpus, links: &Links, part: &Part) -> Result<Files> {
    let page = |rel: String, html: String| Ok(vec![(rel, html.into_bytes())]);
    match *part {
        Part::Assets => {
            let mut files: Files = vec![
                (STYLE_CSS_PATH.into(), STYLE_CSS.into()),
                (PARALLEL_JS_PATH.into(), PARALLEL_JS.into()),
                (routes::BOOK_CSS_PATH.into(), book::BOOK_CSS.into()),
                (routes::BOOK_JS_PATH.into(), book::BOOK_JS.into()),
            ];
            files.extend(extras::fixed_files(corpus)?);
            files.extend(offline::app_files());
            Ok(files)
        }
        Part::Home => {
            let uis = chrome::site_ui_langs(corpus);
            let mut files: Files = Vec::new();
            for ui in &uis {
                files.push((
                    routes::home_page(ui),
                    render(&home::home(corpus, links, Ui::of(ui), &uis))?.into_bytes(),
                ));
            }
            Ok(files)
        }
        Part::Contents => {
            let mut files = contents::toc_files(corpus, links)?;
            // The A–Z pages read the situation indexes: always rendered, as the contents are.
            files.extend(situations::files(corpus, links)?);
            files.extend(errata::errata_files(corpus, links)?);
            files.extend(contents::clause_address_maps(corpus));
            // The book pages list the laws, no text of them: always rendered, as the contents.
            files.extend(book::site_files(corpus)?);
            Ok(files)
        }
        Part::Coverage => {
            let cov = crate::analysis::coverage::coverage(corpus);
            let rounds = coverage::rounds(corpus);
            let uis = chrome::site_ui_langs(corpus);
            let mut files: Files = Vec::new();
            for ui in &uis {
                let p = coverage::coverage_page(corpus, links, &cov, &rounds, Ui::of(ui), &uis);
                files.push((variant_page(COVERAGE_DIR, ui), render(&p)?.into_bytes()));
            }
            Ok(files)
        }
        Part::Law(edition, lang, law) => {
            let files: Files = vec![(
                law_page(edition, lang, law),
                render(&law::law_page(corpus, links, edition, lang, law))?.into_bytes(),
            )];
            Ok(files)
        }
        Part::Parallel(edition, law) => {
            let (p, held) = parallel::parallel_page(corpus, links, edition, law);
            let mut files: Files = vec![(
                routes::page(&parallel_dir(edition, law)),
                render(&p)?.into_bytes(),
            )];
            // Its columns as TMX and CSV, beside it.
            files.extend(downloads::download_files(corpus, edition, law, &held)?);
            Ok(files)
        }
        Part::Diff(lang, law, from, to) => {
            match crate::analysis::align::diff::diff_law(corpus, lang, law, from, to) {
                Some(d) => page(
                    routes::page(&diff_dir(lang, law, from, to)),
                    render(&diff::diff_page(corpus, links, &d))?,
                ),
                None => Ok(Vec::new()),
            }
        }
        Part::Changes(lang) => situations::changes_files(corpus, links, lang),
        Part::Search => search::page_files(corpus, &incremental::bundle_langs(corpus)),
        Part::Bundle(lang) => Err(Error::Usage(format!(
            "the bundle of {lang} is not a page (a bug)"
        ))),
    }
}

/// The Pagefind bundle of `lang` (everything under `pagefind/<lang>/`), from its records
/// ([`search::records_of`]).
///
/// # Errors
/// Pagefind's, as [`crate::Error::Usage`].
pub(crate) fn bundle_files(corpus: &Corpus, lang: &crate::corpus::model::Lang) -> Result<Files> {
    let records = search::records_of(corpus, lang);
    let records: Vec<&Record> = records.iter().collect();
    search::bundle_files(lang, &records)
}

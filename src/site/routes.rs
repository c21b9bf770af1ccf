//! Where every file of the site is: the one place a site path is spelt. Every path here is
//! relative to the site root; a folder ends in `/` (a page's folder, as [`super::html::Ctx`]
//! takes it), a file does not. Pages link with these through [`super::html::Ctx::href`] and
//! [`super::html::Ctx::variant_href`]; the build writes files at them. `docs/site.md` lists
//! the site's files.
//!
//! Reads nothing of the site but [`super::i18n::variant_file`] (a page written once per
//! interface language: `index.html`, `index.pl.html`).

use super::i18n::variant_file;
use crate::corpus::model::{Edition, Lang};

/// The file of a page in its folder: `index.html` (links name it, so the site also works opened
/// from disk).
pub(crate) const INDEX_FILE: &str = "index.html";

/// [`INDEX_FILE`]'s stem, for a page written once per interface language ([`index_file`]).
pub(crate) const INDEX_STEM: &str = "index";

/// A page's file in its folder when the page is written once per interface language: its
/// variant in interface language `ui` (`index.html` for English, `index.pl.html`).
pub(crate) fn index_file(ui: &str) -> String {
    variant_file(INDEX_STEM, ui)
}

/// The page in the folder `dir` (ending in `/`, empty for the root): `2017/pl/68/index.html`.
pub(crate) fn page(dir: &str) -> String {
    format!("{dir}{INDEX_FILE}")
}

/// The variant in interface language `ui` of the page written once per interface language in
/// the folder `dir`: `coverage/index.pl.html` (`index.html` for English).
pub(crate) fn variant_page(dir: &str, ui: &str) -> String {
    format!("{dir}{}", index_file(ui))
}

/// The home page in interface language `ui`: `index.html`, `index.pl.html`.
pub(crate) fn home_page(ui: &str) -> String {
    variant_page("", ui)
}

/// The folder of an edition's table of contents in a language: `2017/pl/`.
pub(crate) fn toc_dir(edition: &Edition, lang: &Lang) -> String {
    format!("{edition}/{lang}/")
}

/// A law page's folder inside its table of contents' folder: `68/`, `01/`.
pub(crate) fn law_in_toc(law: u8) -> String {
    format!("{law:02}/")
}

/// The folder of a law page: `2017/pl/68/`.
pub(crate) fn law_dir(edition: &Edition, lang: &Lang, law: u8) -> String {
    format!("{}{}", toc_dir(edition, lang), law_in_toc(law))
}

/// A law page: `2017/pl/68/index.html`.
pub(crate) fn law_page(edition: &Edition, lang: &Lang, law: u8) -> String {
    page(&law_dir(edition, lang, law))
}

/// A law page's address as a template for scripts: `{edition}/{lang}/{law}/index.html`, where
/// `{law}` is the law's number in two digits (`68`, `01`), as [`law_page`] writes it.
pub(crate) fn law_page_template() -> String {
    page(&format!(
        "{}{{law}}/",
        toc_dir(&Edition("{edition}".into()), &Lang("{lang}".into()))
    ))
}

/// The folder of a parallel page (one page per law and edition): `2017/68/`.
pub(crate) fn parallel_dir(edition: &Edition, law: u8) -> String {
    format!("{edition}/{law:02}/")
}

/// The top folder of the diff pages: `diff/`.
pub(crate) const DIFF_DIR: &str = "diff/";

/// The folder of an edition diff: `diff/pl/68/2007-2017/`.
pub(crate) fn diff_dir(lang: &Lang, law: u8, from: &Edition, to: &Edition) -> String {
    format!("{DIFF_DIR}{lang}/{law:02}/{from}-{to}/")
}

/// The folder of the coverage page (written once per interface language): `coverage/`.
pub(crate) const COVERAGE_DIR: &str = "coverage/";

/// The folder of an edition's errata page in a language: `2017/pl/errata/`.
pub(crate) fn errata_dir(edition: &Edition, lang: &Lang) -> String {
    format!("{}errata/", toc_dir(edition, lang))
}

/// The folder of an edition's book in a language (the site's book page, assembled from the law
/// pages in the reader's browser): `2017/pl/book/`.
pub(crate) fn book_dir(edition: &Edition, lang: &Lang) -> String {
    format!("{}book/", toc_dir(edition, lang))
}

/// The book's styles and script at the site root (`templates/book.css`, `templates/book.js`),
/// which `lawref book` puts inline in its file.
pub(crate) const BOOK_CSS_PATH: &str = "book.css";
/// See [`BOOK_CSS_PATH`].
pub(crate) const BOOK_JS_PATH: &str = "book.js";

/// The folder of an edition's A–Z situation index in a language: `2017/pl/situations/`.
pub(crate) fn situations_dir(edition: &Edition, lang: &Lang) -> String {
    format!("{}situations/", toc_dir(edition, lang))
}

/// The folder of an edition's "what changed" page in a language: `2017/pl/changes/`.
pub(crate) fn changes_dir(edition: &Edition, lang: &Lang) -> String {
    format!("{}changes/", toc_dir(edition, lang))
}

/// The file name of a clause address map, beside its contents page (and the search page's).
pub(crate) const CLAUSE_MAP_FILE: &str = "clauses.json";

/// An edition and language's clause address map: `2017/pl/clauses.json`.
pub(crate) fn clause_address_path(edition: &Edition, lang: &Lang) -> String {
    format!("{}{CLAUSE_MAP_FILE}", toc_dir(edition, lang))
}

/// The file name of an edition and language's offline pack manifest, beside its contents page.
pub(crate) const PACK_FILE: &str = "offline.json";

/// An edition and language's offline pack manifest: `2017/pl/offline.json`.
pub(crate) fn pack_path(edition: &Edition, lang: &Lang) -> String {
    format!("{}{PACK_FILE}", toc_dir(edition, lang))
}

/// The search page's folder (written once per interface language): `search/`.
pub(crate) const SEARCH_DIR: &str = "search/";

/// The search page's clause map (where a typed clause id jumps): `search/clauses.json`.
pub(crate) fn search_clause_map() -> String {
    format!("{SEARCH_DIR}{CLAUSE_MAP_FILE}")
}

/// The site search's situation index entries: `search/situations.json`.
pub(crate) fn search_entries() -> String {
    format!("{SEARCH_DIR}situations.json")
}

/// The term bases as the site's search reads them (a concept's name typed finds a language's
/// terms for it): `search/terms.json`.
pub(crate) fn search_terms() -> String {
    format!("{SEARCH_DIR}terms.json")
}

/// The site search's law titles (every manifest's, with the pages of the texts held):
/// `search/titles.json`.
pub(crate) fn search_titles() -> String {
    format!("{SEARCH_DIR}titles.json")
}

/// The folder of the Pagefind bundles: `pagefind/`.
pub(crate) const PAGEFIND_DIR: &str = "pagefind/";

/// The folder of a language's Pagefind bundle: `pagefind/pl/`.
pub(crate) fn bundle_dir(lang: &Lang) -> String {
    format!("{PAGEFIND_DIR}{lang}/")
}

/// The site's top folders other than the editions': `coverage`, `diff`, `search`, `pagefind`
/// (the 404 page's script finds the site root in an address by them).
pub(crate) fn top_dirs() -> [&'static str; 4] {
    [COVERAGE_DIR, DIFF_DIR, SEARCH_DIR, PAGEFIND_DIR].map(|d| d.trim_end_matches('/'))
}

/// The stylesheet.
pub(crate) const STYLE_CSS_PATH: &str = "style.css";

/// The parallel page's column script.
pub(crate) const PARALLEL_JS_PATH: &str = "parallel.js";

/// The search page's script.
pub(crate) const SEARCH_JS_PATH: &str = "search.js";

/// The page script (registers the service worker).
pub(crate) const SITE_JS_PATH: &str = "site.js";

/// The service worker (at the root: its scope is the whole site).
pub(crate) const SW_JS_PATH: &str = "sw.js";

/// The sitemap.
pub(crate) const SITEMAP_PATH: &str = "sitemap.xml";

/// The 404 page's file stem: `404.html`, and `404.pl.html` for another interface language.
pub(crate) const NOT_FOUND_STEM: &str = "404";

/// The 404 page (in English).
pub(crate) const NOT_FOUND_PATH: &str = "404.html";

/// The folder of the web app's icons: `icons/`.
pub(crate) const ICONS_DIR: &str = "icons/";

/// An icon of the web app: `icons/icon-192.png`.
pub(crate) fn icon_path(name: &str) -> String {
    format!("{ICONS_DIR}{name}")
}

/// The web app manifest.
pub(crate) const MANIFEST_PATH: &str = "manifest.webmanifest";

/// The favicon (at the root, where browsers look for it unasked).
pub(crate) const FAVICON_PATH: &str = "favicon.ico";

/// The file that marks a folder as a site lawref built, and so may replace.
pub(crate) const SITE_MARKER: &str = ".lawref-site";

/// The build state's file in the site folder (`super::incremental::State`).
pub(crate) const STATE_FILE: &str = ".lawref-build";

/// The file beside [`STATE_FILE`] in which a build keeps the references it found in each
/// document, for the next build to reuse where a document's text has not changed
/// (`xref::Kept`; not a page, not listed as one of the site's files).
pub(crate) const REFERENCES_FILE: &str = ".lawref-references";

/// The environment variable that gives the site's public address, for `sitemap.xml` and the
/// pages' `hreflang` links.
pub(crate) const SITE_URL_VAR: &str = "LAWREF_SITE_URL";

/// The site's public address for the sitemap and the pages' `hreflang` links, from
/// [`SITE_URL_VAR`].
pub(crate) fn site_url() -> Option<String> {
    std::env::var(SITE_URL_VAR).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_spelt_as_the_site_has_them() {
        let (e, l) = (Edition("2017".into()), Lang("pl".into()));
        let from = Edition("2007".into());
        assert_eq!(law_page(&e, &l, 8), "2017/pl/08/index.html");
        assert_eq!(parallel_dir(&e, 68), "2017/68/");
        assert_eq!(variant_page(COVERAGE_DIR, "pl"), "coverage/index.pl.html");
        assert_eq!(home_page("en"), "index.html");
        assert_eq!(diff_dir(&l, 68, &from, &e), "diff/pl/68/2007-2017/");
        assert_eq!(errata_dir(&e, &l), "2017/pl/errata/");
        assert_eq!(clause_address_path(&e, &l), "2017/pl/clauses.json");
        assert_eq!(pack_path(&e, &l), "2017/pl/offline.json");
        assert_eq!(search_clause_map(), "search/clauses.json");
        assert_eq!(search_entries(), "search/situations.json");
        assert_eq!(search_titles(), "search/titles.json");
        assert_eq!(law_page_template(), "{edition}/{lang}/{law}/index.html");
        assert_eq!(bundle_dir(&l), "pagefind/pl/");
        assert_eq!(top_dirs(), ["coverage", "diff", "search", "pagefind"]);
    }
}

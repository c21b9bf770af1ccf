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
//! - the build: this module (order, parts, writing) and [`incremental`] (parts, keys, state).
//!
//! Every page has a `lang`, a title, a description, `hreflang` alternates for the same page in
//! other languages (absolute, when the site's address `LAWREF_SITE_URL` is set; none without
//! it), a skip link and the header's jump box (a clause id or words, sent to the search page).
//!
//! Parts of the site render in parallel (rayon). A first build writes the site into a temporary
//! folder beside `out` and moves it into place only when every page was written
//! ([`write_atomically`]). A rebuild of a site lawref built renders only the parts whose inputs
//! changed ([`incremental`]) and writes only the files whose bytes changed, all together
//! ([`crate::util::fsio::Staged`]); other files are left untouched. Either way the same corpus gives
//! byte-identical files, and a build that fails leaves the previous site as it was.
//!
//! Not for: the build's orchestration (the fingerprint, the freshness check, the command line's
//! index beside the site: [`crate::build`]), the command line's search index ([`crate::search`]),
//! finding or resolving references (`xref`).

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

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::corpus::model::Corpus;
use crate::error::{Error, Result};
use crate::util::hash::StableHasher;
use crate::xref::Links;
use chrome::render;
use i18n::Ui;
use incremental::{Part, State};
use search::Record;

pub use html::escape;
use routes::{
    COVERAGE_DIR, PARALLEL_JS_PATH, SITE_MARKER, STATE_FILE, STYLE_CSS_PATH, diff_dir, law_page,
    parallel_dir, site_url, variant_page,
};

/// The stylesheet, written to `style.css` at the site root.
pub const STYLE_CSS: &str = include_str!("../../templates/style.css");

/// The parallel page's script (reads `?langs=`, shows and orders the columns), written to
/// [`PARALLEL_JS_PATH`] at the site root. The page works without it (see `templates/parallel.html`).
pub const PARALLEL_JS: &str = include_str!("../../templates/parallel.js");

/// What a build wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteSummary {
    /// HTML pages the site has.
    pub pages: usize,
    /// Files written by this build (a rebuild writes only the files whose bytes changed).
    pub written: usize,
    /// Files removed by this build (a rebuild: those the site no longer has).
    pub removed: usize,
}

/// Whether the site in `out` was built by this lawref from the corpus whose fingerprint
/// ([`crate::build::fingerprint`]) is `fingerprint`, with every file it wrote still there
/// as it wrote it ([`damaged`]) and nothing else added: then a build has nothing to do. Costs
/// one listing of the site folder with each file's size and modification time (and reading the
/// files changed since the last build, if any); any error reads as "not current".
pub(crate) fn site_is_current(out: &Path, fingerprint: &str) -> bool {
    let Some(state) = crate::util::timing::stage("site: state", || State::read(out)) else {
        return false;
    };
    if !out.join(SITE_MARKER).is_file()
        || state.corpus != fingerprint
        || state.site_url != site_url().unwrap_or_default()
    {
        return false;
    }
    let Ok(present) = crate::util::timing::stage("site: list", || site_files(out)) else {
        return false;
    };
    // Every file the state lists and no other, each with its sum.
    state.sums.len() == present.len()
        && state.sums.keys().eq(present.keys())
        && state.parts.values().map(|(_, f)| f.len()).sum::<usize>() == present.len()
        && crate::util::timing::stage("site: changed files", || damaged(out, &state, &present))
            .is_empty()
}

/// The files of the site in `out` that are not as the last build (whose state is `state`) wrote
/// them, of those `present` lists and the state records: a size other than the state records,
/// or, for a file modified since the state was written (its modification time not older than
/// the state file's), bytes whose hash is not the one recorded.
/// Only the files modified since are read, so this costs no reading when nobody touched the
/// site. (Missed: a file edited to the same size while the build that wrote it was running,
/// before it wrote its state, or given back an older modification time, as `touch -d` or
/// `cp -p` can.)
fn damaged(out: &Path, state: &State, present: &BTreeMap<String, Listed>) -> BTreeSet<String> {
    use rayon::prelude::*;
    let since = std::fs::metadata(out.join(STATE_FILE))
        .and_then(|m| m.modified())
        .ok();
    let mut changed = BTreeSet::new();
    let mut to_read = Vec::new();
    for (f, listed) in present {
        // A file the state does not list is not one lawref wrote: the caller removes it.
        let Some(sum) = state.sums.get(f) else {
            continue;
        };
        if sum.size != listed.size {
            changed.insert(f.clone());
        } else if !matches!((listed.modified, since), (Some(m), Some(s)) if m < s) {
            to_read.push((f, *sum));
        }
    }
    let read: Vec<String> = to_read
        .into_par_iter()
        .filter(|(f, sum)| {
            std::fs::read(out.join(f)).map_or(true, |b| incremental::FileSum::of(&b) != *sum)
        })
        .map(|(f, _)| f.clone())
        .collect();
    changed.extend(read);
    changed
}

/// [`crate::build::build_site`] of a corpus whose fingerprint was `fingerprint` when it was loaded (taken
/// before loading, so a file changed meanwhile makes the next build look again), calling `gate`
/// after every page was rendered and before anything in `out` is touched: its error fails the
/// build with the previous site left as it was (`lawref build` waits there for the command
/// line's index, built at the same time).
///
/// # Errors
/// As [`crate::build::build_site`], and `gate`'s.
pub(crate) fn build_site_gated(
    corpus: &Corpus,
    links: &Links,
    out: &Path,
    fingerprint: &str,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    build(corpus, Linking::Done(links), out, fingerprint, gate)
}

/// [`build_site_gated`] of a corpus not linked yet: it is linked ([`crate::xref::link`]) while
/// the Pagefind bundles render, which need no links (what `lawref build` and `lawref serve`
/// call: the bundles are the longest part of a rebuild).
///
/// # Errors
/// As [`build_site_gated`].
pub(crate) fn link_and_build_site(
    corpus: &Corpus,
    out: &Path,
    fingerprint: &str,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    build(corpus, Linking::Here, out, fingerprint, gate)
}

/// Where a build's links come from.
#[derive(Clone, Copy)]
enum Linking<'a> {
    /// Made by the caller.
    Done(&'a Links),
    /// Made by the build, beside the bundles.
    Here,
}

fn build(
    corpus: &Corpus,
    linking: Linking<'_>,
    out: &Path,
    fingerprint: &str,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    // The site replaces `out` whole: it must not hold the corpus, nor sit in the corpus's own
    // folders (the rule of every writer, `OutputFile`).
    let (out_real, root) = (
        crate::util::fsio::real_place(out),
        crate::util::fsio::real_place(&corpus.root),
    );
    if root.starts_with(&out_real) {
        return Err(Error::Usage(format!(
            "--out {}: the site folder must not hold the corpus",
            out.display()
        )));
    }
    crate::util::fsio::OutputFile {
        flag: "--out",
        corpus: &corpus.root,
        inputs: &[],
        corpus_file: None,
        replace: false,
    }
    .check_place(out)?;
    // What killed builds left beside the site goes first.
    remove_leftovers(out);
    // A site lawref built before, with its state: rebuilt in place, part by part.
    // A site folder holding anything but plain files and folders (a symbolic link put in it)
    // is built whole again: a rebuild writes in place and would write through the link.
    let marked = out.join(SITE_MARKER).is_file();
    // The last build's state and the files there are read while the bundles' keys are made.
    let (old, keys) = rayon::join(
        || {
            marked
                .then(|| {
                    crate::util::timing::stage("site: state and list", || {
                        let old = State::read(out)?;
                        let existing = site_files(out).ok()?;
                        // Files changed or truncated by hand are rendered and written again.
                        let damaged = damaged(out, &old, &existing);
                        let existing = existing.into_keys().collect::<BTreeSet<String>>();
                        Some((old, existing, damaged))
                    })
                })
                .flatten()
        },
        || crate::util::timing::stage("site: bundle keys", || incremental::BundleKeys::of(corpus)),
    );
    let job = Job {
        corpus,
        linking,
        parts: incremental::parts(corpus),
        keys,
        fingerprint,
    };
    match old {
        Some((old, existing, damaged)) => update_site(&job, out, &old, existing, &damaged, gate),
        None => write_atomically(out, |dir| {
            let summary = write_site(&job, dir, gate)?;
            mark(dir)?;
            Ok(summary)
        }),
    }
}

/// What a build works from.
struct Job<'c, 'l> {
    corpus: &'c Corpus,
    linking: Linking<'l>,
    /// Every part of the site ([`incremental::parts`]).
    parts: Vec<Part<'c>>,
    /// The bundles' keys: all a bundle needs besides the corpus, so bundles can start before
    /// the corpus is linked.
    keys: incremental::BundleKeys,
    fingerprint: &'c str,
}

impl<'c> Job<'c, '_> {
    /// The site's Pagefind bundles with their keys.
    fn bundle_parts(&self) -> Keyed<'c> {
        self.parts
            .iter()
            .filter_map(|&p| match p {
                Part::Bundle(lang) => Some((p, self.keys.of_bundle(lang))),
                _ => None,
            })
            .collect()
    }

    /// The site's page parts (all but the bundles) with their keys, which read `links`.
    fn page_parts(&self, links: &Links) -> Keyed<'c> {
        let keys = crate::util::timing::stage("site: keys", || {
            self.keys.clone().with_laws(self.corpus, links)
        });
        self.parts
            .iter()
            .filter(|p| !matches!(p, Part::Bundle(_)))
            .map(|&p| {
                let k = keys.of_part(&p);
                (p, k)
            })
            .collect()
    }

    /// The bundles of `bundles` (rendered on threads started here, see [`render_bundles`]) and
    /// then `pages` (from `pages_of`, called with the links once they are made), each part's
    /// files handed to `sink` as soon as rendered; `sink`'s values in the parts' order, bundles
    /// first.
    fn render<T: Send>(
        &self,
        bundles: &[(Part<'c>, Option<u128>)],
        pages_of: impl FnOnce(&Links) -> Keyed<'c>,
        sink: impl Fn(&Part<'c>, Option<u128>, Files) -> Result<T> + Sync,
    ) -> Result<(Vec<T>, Keyed<'c>, Vec<T>)> {
        std::thread::scope(|s| {
            let bundling = s.spawn(|| render_bundles(self.corpus, bundles, &sink));
            let owned;
            let links = match self.linking {
                Linking::Done(l) => l,
                Linking::Here => {
                    owned = crate::util::timing::stage("link", || crate::xref::link(self.corpus));
                    &owned
                }
            };
            let pages = pages_of(links);
            let page_values = render_pages(self.corpus, links, &pages, &sink);
            let bundle_values = bundling
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p));
            Ok((bundle_values?, pages, page_values?))
        })
    }
}

/// Writes the [`SITE_MARKER`] file into the new site folder `dir`.
fn mark(dir: &Path) -> Result<()> {
    let marker = dir.join(SITE_MARKER);
    std::fs::write(
        &marker,
        "A site built by lawref: `lawref build` rewrites this folder and removes what it did not write.\n",
    )
    .map_err(|e| Error::io(&marker, e))
}

/// Runs `write` on a new temporary folder beside `out` (same parent, named `.site-…`), then puts
/// that folder in the place of `out`. When `write` fails, or the folder cannot be moved into
/// place, the temporary folder is removed and `out` is left as it was.
///
/// # Errors
/// `write`'s error; [`Error::Io`] when the temporary folder cannot be made or moved;
/// [`Error::Usage`] when `out` is not something lawref may replace (see [`crate::build::build_site`]).
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
    let tmp = crate::util::fsio::marked_tempdir(parent, TEMP_PREFIX)?;
    let value = write(tmp.path())?;
    crate::util::fsio::swap_dir(tmp.path(), &out)?;
    // The temporary folder is `out` now: nothing left to remove, and no longer temporary.
    let (_, _lock) = tmp.keep();
    crate::util::fsio::unmark(&out);
    Ok(value)
}

/// The name a first build's temporary folder begins with (`.site-XXXXXX` beside the site).
const TEMP_PREFIX: &str = ".site-";

/// Removes what builds killed (`kill -9`, Ctrl-C) left beside the site folder `out`: their
/// temporary folders `.site-XXXXXX` and `.<out>.old-XXXXXX`, each only when it holds lawref's
/// marker and no running build holds its lock ([`crate::util::fsio::remove_leftovers`]). Returns the
/// folders removed. Costs one listing of `out`'s parent folder.
pub(crate) fn remove_leftovers(out: &Path) -> Vec<std::path::PathBuf> {
    let Ok(out) = std::path::absolute(out) else {
        return Vec::new();
    };
    let (Some(parent), Some(name)) = (out.parent(), out.file_name()) else {
        return Vec::new();
    };
    let aside = format!(".{}.old-", name.to_string_lossy());
    crate::util::fsio::remove_leftovers(parent, &[TEMP_PREFIX, &aside])
}

/// Whether `out` is something a build may replace: nothing yet, an empty folder, or a folder
/// lawref built ([`SITE_MARKER`] in it). `lawref serve` checks it too: it serves only a site
/// lawref built.
///
/// # Errors
/// [`Error::Usage`] naming `out` when it is a file or link, or a folder that is not empty and
/// has no [`SITE_MARKER`]; [`Error::Io`] when it cannot be listed.
pub(crate) fn check_replaceable(out: &Path) -> Result<()> {
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

/// A part rendered: its files, site-relative paths with their bytes.
type Files = Vec<(String, Vec<u8>)>;

/// Parts with their keys (`None`: rendered on every build).
type Keyed<'c> = Vec<(Part<'c>, Option<u128>)>;

/// Renders one page part of the site (bundles are [`render_bundles`]'s).
fn render_part(corpus: &Corpus, links: &Links, part: &Part) -> Result<Files> {
    let page = |rel: String, html: String| Ok(vec![(rel, html.into_bytes())]);
    match *part {
        Part::Assets => {
            let mut files: Files = vec![
                (STYLE_CSS_PATH.into(), STYLE_CSS.into()),
                (PARALLEL_JS_PATH.into(), PARALLEL_JS.into()),
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
            files.extend(contents::toc_files(corpus, links)?);
            // The A–Z pages read the situation indexes: always rendered, as the contents are.
            files.extend(situations::files(corpus, links)?);
            files.extend(errata::errata_files(corpus, links)?);
            files.extend(contents::clause_address_maps(corpus));
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

/// Renders the page parts `pages` in parallel on rayon's threads and hands each part's files to
/// `sink` as soon as they are rendered (so a full build holds one part's files at a time per
/// thread); `sink`'s values come back in the parts' order.
fn render_pages<'c, T: Send>(
    corpus: &'c Corpus,
    links: &Links,
    pages: &[(Part<'c>, Option<u128>)],
    sink: &(impl Fn(&Part<'c>, Option<u128>, Files) -> Result<T> + Sync),
) -> Result<Vec<T>> {
    use rayon::prelude::*;
    let cpu: std::sync::Mutex<BTreeMap<&'static str, u128>> = Default::default();
    let progress = crate::util::progress::bar("pages", pages.len());
    let values = pages
        .par_iter()
        .map(|(p, key)| {
            let start = std::time::Instant::now();
            let files = render_part(corpus, links, p);
            *cpu.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .entry(p.kind())
                .or_default() += start.elapsed().as_millis();
            let value = sink(p, *key, files?);
            progress.inc();
            value
        })
        .collect::<Result<Vec<T>>>();
    for (kind, ms) in cpu.into_inner().unwrap_or_default() {
        crate::util::timing::stage(&format!("site: render {kind} (cpu {ms} ms)"), || ());
    }
    values
}

/// Renders the Pagefind bundles `bundles` from `corpus` (each from its language's records,
/// [`search::records_of`]) and hands each bundle's files to `sink`; `sink`'s values come back in
/// the bundles' order.
///
/// Bundles are taken in turn by a few threads (as many as the machine has cores), each with a
/// rayon pool of its own for Pagefind's parallel work. Pagefind blocks on an async runtime and
/// uses rayon inside it: on rayon's global pool it would queue behind every page (the first
/// bundle of a large site waited 25 s), and on a pool shared by bundles a bundle waiting for its
/// own jobs could pick up another bundle's and start a runtime within a runtime (which panics),
/// or leave Pagefind's jobs no thread to run on.
fn render_bundles<'c, T: Send>(
    corpus: &'c Corpus,
    bundles: &[(Part<'c>, Option<u128>)],
    sink: &(impl Fn(&Part<'c>, Option<u128>, Files) -> Result<T> + Sync),
) -> Result<Vec<T>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let started = std::time::Instant::now();
    let progress = crate::util::progress::bar("bundles", bundles.len());
    let next = AtomicUsize::new(0);
    let done: std::sync::Mutex<Vec<(usize, Result<T>)>> = Default::default();
    let take = || {
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some((part, key)) = bundles.get(k) else {
                break;
            };
            let value = match part {
                Part::Bundle(lang) => {
                    let records = search::records_of(corpus, lang);
                    let records: Vec<&Record> = records.iter().collect();
                    search::bundle_files(lang, &records).and_then(|files| sink(part, *key, files))
                }
                other => not_a_bundle(other),
            };
            progress.inc();
            if value.is_err() {
                // No more bundles are started once one failed.
                next.store(bundles.len(), Ordering::Relaxed);
            }
            done.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push((k, value));
        }
    };
    let workers = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(bundles.len())
        .max(1);
    std::thread::scope(|w| {
        for n in 0..workers {
            w.spawn(move || {
                match rayon::ThreadPoolBuilder::new()
                    .thread_name(move |i| format!("pagefind-{n}-{i}"))
                    .build()
                {
                    Ok(pool) => pool.install(take),
                    Err(_) => take(),
                }
            });
        }
    });
    crate::util::timing::stage(
        &format!(
            "site: render bundle ({} in {} ms)",
            bundles.len(),
            started.elapsed().as_millis()
        ),
        || (),
    );
    let mut done = done
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    done.sort_by_key(|(k, _)| *k);
    done.into_iter().map(|(_, v)| v).collect()
}

/// A part that is not a bundle given to [`render_bundles`] (a bug).
fn not_a_bundle<T>(part: &Part<'_>) -> Result<T> {
    Err(Error::Usage(format!(
        "{} is not a Pagefind bundle (a bug)",
        part.name()
    )))
}

/// Writes the whole site into the empty folder `dir`.
fn write_site(
    job: &Job<'_, '_>,
    dir: &Path,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    // Each part's files are written as soon as it is rendered: `dir` is new, and `out` is not
    // touched before the gate.
    let bundles = job.bundle_parts();
    let (bundle_written, pages, page_written) =
        crate::util::timing::stage("site: render and write", || {
            job.render(
                &bundles,
                |links| job.page_parts(links),
                |_, key, files| {
                    write_new(dir, &files)?;
                    let fixed = key.is_none().then(|| files_hash(&files));
                    let sums: Vec<(String, incremental::FileSum)> = files
                        .into_iter()
                        .map(|(rel, bytes)| {
                            let sum = incremental::FileSum::of(&bytes);
                            (rel, sum)
                        })
                        .collect();
                    Ok((sums, fixed))
                },
            )
        })?;
    gate()?;
    let mut state = State {
        corpus: job.fingerprint.to_string(),
        site_url: site_url().unwrap_or_default(),
        ..State::default()
    };
    let mut paths = BTreeSet::new();
    let mut fixed = Vec::new();
    let parts = bundles.iter().chain(&pages);
    for ((part, key), (sums, hash)) in parts.zip(bundle_written.into_iter().chain(page_written)) {
        let names: Vec<String> = sums.iter().map(|(rel, _)| rel.clone()).collect();
        state.insert(part, *key, &names);
        state.sums.extend(sums);
        paths.extend(names);
        fixed.extend(hash);
    }
    let index = index_files(job.fingerprint, &paths, &state.sums, &fixed);
    write_new(dir, &index)?;
    for (rel, bytes) in &index {
        state
            .sums
            .insert(rel.clone(), incremental::FileSum::of(bytes));
    }
    let names: Vec<String> = index.into_iter().map(|(rel, _)| rel).collect();
    state.insert_index(&names);
    paths.extend(names);
    let path = dir.join(STATE_FILE);
    std::fs::write(&path, state.text()).map_err(|e| Error::io(&path, e))?;
    Ok(SiteSummary {
        pages: paths.iter().filter(|p| p.ends_with(".html")).count(),
        written: paths.len() + 1,
        removed: 0,
    })
}

/// `sitemap.xml`, the service worker and the offline packs' manifests for a site of `paths`,
/// whose sums are `sums` ([`extras::index_files`]).
fn index_files(
    fingerprint: &str,
    paths: &BTreeSet<String>,
    sums: &BTreeMap<String, incremental::FileSum>,
    fixed: &[u64],
) -> Files {
    extras::index_files(
        sums,
        site_version(fingerprint, paths, fixed),
        site_url().as_deref(),
    )
}

/// Writes `files` into the new folder `dir`, making folders as needed.
fn write_new(dir: &Path, files: &Files) -> Result<()> {
    for (rel, bytes) in files {
        let path = dir.join(rel);
        if let Some(p) = path.parent() {
            std::fs::create_dir_all(p).map_err(|e| Error::io(p, e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Error::io(&path, e))?;
    }
    Ok(())
}

/// The stable hash ([`crate::util::hash`]) of files' paths and bytes.
fn files_hash(files: &Files) -> u64 {
    let mut h = StableHasher::new();
    for (rel, bytes) in files {
        h.str(rel);
        h.field(bytes);
    }
    h.finish64()
}

/// The service worker's version: what changes whenever a file of the site may have: the corpus
/// ([`crate::build::fingerprint`]), the lawref version, the site's address, the list of
/// files, and the bytes of the parts rendered on every build (`fixed`, their hashes in part
/// order: the home page, styles and scripts, which change with the templates). The low 32 bits
/// of their stable hash ([`crate::util::hash`]): `sw.js` writes it as 8 hex digits.
fn site_version(fingerprint: &str, paths: &BTreeSet<String>, fixed: &[u64]) -> u32 {
    let mut h = StableHasher::new();
    h.str(fingerprint);
    h.str(env!("CARGO_PKG_VERSION"));
    h.str(&site_url().unwrap_or_default());
    for p in paths {
        h.str(p);
    }
    for f in fixed {
        h.field(&f.to_le_bytes());
    }
    h.finish64() as u32
}

/// Rebuilds the site in `out`, built before with `state`: renders the parts whose key changed or
/// whose files are missing or `damaged` (changed or truncated since), and writes only the files
/// whose bytes changed, all together ([`crate::util::fsio::Staged`]: a failure puts back what it
/// replaced); then removes the files the site no longer has (and anything else lawref did not
/// write there).
fn update_site<'c>(
    job: &Job<'c, '_>,
    out: &Path,
    old: &State,
    existing: BTreeSet<String>,
    damaged: &BTreeSet<String>,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    let fingerprint = job.fingerprint;
    // Parts to render: new, changed, always rendered, or with a file gone or damaged. The
    // others keep their files (and their sums).
    let mut state = State {
        corpus: fingerprint.to_string(),
        site_url: site_url().unwrap_or_default(),
        ..State::default()
    };
    let mut wanted: BTreeSet<String> = BTreeSet::new();
    let mut sort = |parts: Keyed<'c>, state: &mut State| {
        let mut dirty = Vec::new();
        for (part, key) in parts {
            // The site's address is in every page (its hreflang links): a new one renders all.
            let same_url = old.site_url == site_url().unwrap_or_default();
            let kept = match (old.parts.get(&part.name()), key) {
                _ if !same_url => None,
                (Some((Some(was), listed)), Some(now)) if *was == now => listed
                    .iter()
                    .all(|f| {
                        existing.contains(f) && old.sums.contains_key(f) && !damaged.contains(f)
                    })
                    .then(|| listed.clone()),
                _ => None,
            };
            match kept {
                Some(files) => {
                    state.insert(&part, key, &files);
                    for f in &files {
                        if let Some(sum) = old.sums.get(f) {
                            state.sums.insert(f.clone(), *sum);
                        }
                    }
                    wanted.extend(files);
                }
                None => dirty.push((part, key)),
            }
        }
        dirty
    };
    let bundles = sort(job.bundle_parts(), &mut state);
    let mut page_state = State::default();
    let (bundle_files, pages, page_files) = crate::util::timing::stage("site: render", || {
        job.render(
            &bundles,
            |links| sort(job.page_parts(links), &mut page_state),
            |_, _, files| Ok(files),
        )
    })?;
    state.parts.append(&mut page_state.parts);
    state.sums.append(&mut page_state.sums);
    let dirty: Keyed<'c> = bundles.into_iter().chain(pages).collect();
    let rendered = bundle_files.into_iter().chain(page_files);
    gate()?;
    let mut fixed = Vec::new();
    let mut new_files: Files = Vec::new();
    for ((part, key), files) in dirty.iter().zip(rendered) {
        let names: Vec<String> = files.iter().map(|(rel, _)| rel.clone()).collect();
        state.insert(part, *key, &names);
        for (rel, bytes) in &files {
            state
                .sums
                .insert(rel.clone(), incremental::FileSum::of(bytes));
        }
        wanted.extend(names);
        if key.is_none() {
            fixed.push(files_hash(&files));
        }
        new_files.extend(files);
    }
    let index = crate::util::timing::stage("site: sitemap and service worker", || {
        index_files(fingerprint, &wanted, &state.sums, &fixed)
    });
    let names: Vec<String> = index.iter().map(|(rel, _)| rel.clone()).collect();
    state.insert_index(&names);
    for (rel, bytes) in &index {
        state
            .sums
            .insert(rel.clone(), incremental::FileSum::of(bytes));
    }
    wanted.extend(names);
    new_files.extend(index);
    // Only the files whose bytes changed are written.
    let mut changed: Files = crate::util::timing::stage("site: compare", || {
        use rayon::prelude::*;
        new_files
            .into_par_iter()
            // A FIFO or device put where a page goes is not waited on: it counts as changed,
            // and writing refuses it (`fsio::check_output_path`).
            .filter(|(rel, bytes)| {
                crate::util::fsio::read_regular_within(&out.join(rel), u64::MAX)
                    .map_or(true, |b| &b != bytes)
            })
            .collect()
    });
    // The state is written last, and whenever a file was, even with the same bytes (a file put
    // back as it was): files older than it are taken as the state records them ([`damaged`]).
    let state_text = state.text().into_bytes();
    if !changed.is_empty() || std::fs::read(out.join(STATE_FILE)).map_or(true, |b| b != state_text)
    {
        changed.push((STATE_FILE.into(), state_text));
    }
    let stale: Vec<&String> = existing.iter().filter(|f| !wanted.contains(*f)).collect();
    let summary = SiteSummary {
        pages: wanted.iter().filter(|f| f.ends_with(".html")).count(),
        written: changed.len(),
        removed: stale.len(),
    };
    crate::util::timing::stage("site: write", || {
        let _writing = crate::util::progress::spinner("writing");
        let mut staged = crate::util::fsio::Staged::default();
        for (rel, bytes) in &changed {
            staged.add(&out.join(rel), bytes)?;
        }
        staged.commit()?;
        for rel in &stale {
            let path = out.join(rel);
            std::fs::remove_file(&path).map_err(|e| Error::io(&path, e))?;
            // Folders left empty go too, up to the site folder.
            for dir in path.ancestors().skip(1) {
                if dir == out || std::fs::remove_dir(dir).is_err() {
                    break;
                }
            }
        }
        Ok::<(), Error>(())
    })?;
    Ok(summary)
}

/// A file of the site folder as listed: what [`damaged`] compares with the state.
#[derive(Debug, Clone, Copy)]
struct Listed {
    /// Its length in bytes.
    size: u64,
    /// Its modification time, where the system gives one.
    modified: Option<std::time::SystemTime>,
}

/// Every file in the site folder `out` (site-relative, `/`-separated), but the marker and the
/// state, with its size and modification time (one `lstat` each). The top folders are listed in
/// parallel.
///
/// # Errors
/// [`Error::Io`] when the folder cannot be read; [`Error::Usage`] when it holds a symbolic link
/// (lawref writes none).
fn site_files(out: &Path) -> Result<BTreeMap<String, Listed>> {
    use rayon::prelude::*;
    let top: Vec<std::fs::DirEntry> = std::fs::read_dir(out)
        .and_then(|entries| entries.collect::<std::io::Result<Vec<_>>>())
        .map_err(|e| Error::io(out, e))?;
    let lists: Vec<Vec<(String, Listed)>> = top
        .par_iter()
        .map(|t| {
            let mut files = Vec::new();
            list_entry(out, t, &mut files)?;
            Ok(files)
        })
        .collect::<Result<_>>()?;
    Ok(lists
        .into_iter()
        .flatten()
        .filter(|(rel, _)| rel != SITE_MARKER && rel != STATE_FILE)
        .collect())
}

/// Adds the file `entry` of the site folder `out`, or every file under it, to `files`. Its type
/// comes with the folder's listing, its size and time from one `statx` beside it.
fn list_entry(
    out: &Path,
    entry: &std::fs::DirEntry,
    files: &mut Vec<(String, Listed)>,
) -> Result<()> {
    let path = entry.path();
    let kind = entry.file_type().map_err(|e| Error::io(&path, e))?;
    if kind.is_symlink() {
        return Err(Error::Usage(format!(
            "{} is a symbolic link, which lawref does not write",
            path.display()
        )));
    }
    if kind.is_dir() {
        for e in std::fs::read_dir(&path).map_err(|e| Error::io(&path, e))? {
            list_entry(out, &e.map_err(|e| Error::io(&path, e))?, files)?;
        }
        return Ok(());
    }
    let meta = entry.metadata().map_err(|e| Error::io(&path, e))?;
    files.push((
        crate::util::fsio::relative_slash(out, &path),
        Listed {
            size: meta.len(),
            modified: meta.modified().ok(),
        },
    ));
    Ok(())
}

//! The build's order of rendering: the Pagefind bundles on threads of their own from the start
//! (they need no links), the corpus linked meanwhile, then the pages on rayon's threads, each
//! part's files handed on as soon as rendered. What each part holds is [`crate::site`]'s.
//!
//! Not for: rendering a page ([`crate::site::render_part`]), writing ([`super::site`]).

use std::collections::BTreeMap;

use crate::corpus::model::Corpus;
use crate::error::{Error, Result};
use crate::site::incremental::{self, Part};
use crate::site::{self, Files};
use crate::xref::Links;

/// Where a build's links come from.
#[derive(Clone, Copy)]
pub(crate) enum Linking<'a> {
    /// Made by the caller.
    Done(&'a Links),
    /// Made by the build, beside the bundles.
    Here,
}

/// What a build works from.
pub(crate) struct Job<'c, 'l> {
    pub(crate) corpus: &'c Corpus,
    pub(crate) linking: Linking<'l>,
    /// Every part of the site ([`incremental::parts`]).
    pub(crate) parts: Vec<Part<'c>>,
    /// The bundles' keys: all a bundle needs besides the corpus, so bundles can start before
    /// the corpus is linked.
    pub(crate) keys: incremental::BundleKeys,
    pub(crate) fingerprint: &'c str,
}

impl<'c> Job<'c, '_> {
    /// The site's Pagefind bundles with their keys.
    pub(crate) fn bundle_parts(&self) -> Keyed<'c> {
        self.parts
            .iter()
            .filter_map(|&p| match p {
                Part::Bundle(lang) => Some((p, self.keys.of_bundle(lang))),
                _ => None,
            })
            .collect()
    }

    /// The site's page parts (all but the bundles) with their keys, which read `links`.
    pub(crate) fn page_parts(&self, links: &Links) -> Keyed<'c> {
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
    pub(crate) fn render<T: Send>(
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

/// Parts with their keys (`None`: rendered on every build).
pub(crate) type Keyed<'c> = Vec<(Part<'c>, Option<u128>)>;

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
            let files = site::render_part(corpus, links, p);
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
                    site::bundle_files(corpus, lang).and_then(|files| sink(part, *key, files))
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

//! The build's order of rendering: the Pagefind bundles on threads of their own from the start
//! (they need no links), the corpus linked meanwhile, then the pages on rayon's threads, each
//! part's files handed on as soon as rendered. What each part holds is [`crate::site`]'s.
//!
//! Not for: rendering a page ([`crate::site::render_part`]), writing ([`super::site`]).

use std::collections::BTreeMap;

use crate::corpus::model::Corpus;
use crate::corpus::reads;
use crate::error::{Error, Result};
use crate::site::incremental::Part;
use crate::site::view::Views;
use crate::site::{self, Files};
use crate::xref::{Kept, Links};

/// Where a build's links come from.
#[derive(Clone, Copy)]
pub(crate) enum Linking<'a> {
    /// Made by the caller.
    Done(&'a Links),
    /// Made by the build, beside the bundles, reusing the references found in each unchanged
    /// document by the last build, when it kept them ([`crate::xref::link_keeping`]).
    Here(Option<&'a Kept>),
}

/// What a build works from.
pub(crate) struct Job<'c, 'l> {
    pub(crate) corpus: &'c Corpus,
    pub(crate) linking: Linking<'l>,
    /// Every part of the site ([`incremental::parts`]).
    pub(crate) parts: Vec<Part<'c>>,
    /// The parts' views, without the links yet: all a bundle needs besides the corpus, so
    /// bundles can start before the corpus is linked.
    pub(crate) views: Views<'c>,
    pub(crate) fingerprint: &'c str,
}

impl<'c> Job<'c, '_> {
    /// The site's Pagefind bundles with their keys.
    pub(crate) fn bundle_parts(&self) -> Keyed<'c> {
        self.parts
            .iter()
            .filter_map(|&p| match p {
                Part::Bundle(_) => Some((p, self.views.key(&p))),
                _ => None,
            })
            .collect()
    }

    /// The site's page parts (all but the bundles) with their keys, from `views` (with the
    /// links).
    pub(crate) fn page_parts(&self, views: &Views<'c>) -> Keyed<'c> {
        use rayon::prelude::*;
        crate::util::timing::stage("site: keys", || {
            self.parts
                .par_iter()
                .filter(|p| !matches!(p, Part::Bundle(_)))
                .map(|&p| (p, views.key(&p)))
                .collect()
        })
    }

    /// The bundles of `bundles` (rendered on threads started here, see [`render_bundles`]) and
    /// then `pages` (from `pages_of`, called with the views once the links are made), each part's
    /// files handed to `sink` as soon as rendered; `sink`'s values in the parts' order, bundles
    /// first; with the references found in every document when the build linked the corpus
    /// ([`Linking::Here`]), to keep for the next build.
    pub(crate) fn render<T: Send>(
        &self,
        bundles: &[(Part<'c>, Option<u128>)],
        pages_of: impl FnOnce(&Views<'c>) -> Keyed<'c>,
        sink: impl Fn(&Part<'c>, Option<u128>, Files) -> Result<T> + Sync,
    ) -> Result<Rendered<'c, T>> {
        std::thread::scope(|s| {
            let bundling = s.spawn(|| render_bundles(&self.views, bundles, &sink));
            let owned;
            let mut found = None;
            let links = match self.linking {
                Linking::Done(l) => l,
                Linking::Here(kept) => {
                    let (links, now) = crate::util::timing::stage("link", || {
                        crate::xref::link_keeping(self.corpus, kept)
                    });
                    owned = links;
                    found = Some(now);
                    &owned
                }
            };
            let views = self.views.clone().with_links(links);
            let pages = pages_of(&views);
            let page_values = render_pages(&views, links, &pages, &sink);
            let bundle_values = bundling
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p));
            Ok(Rendered {
                bundles: bundle_values?,
                pages,
                page_values: page_values?,
                found,
            })
        })
    }
}

/// What [`Job::render`] gives back.
pub(crate) struct Rendered<'c, T> {
    /// The sink's values for the bundles, in their order.
    pub(crate) bundles: Vec<T>,
    /// The page parts, with their keys.
    pub(crate) pages: Keyed<'c>,
    /// The sink's values for the page parts, in their order.
    pub(crate) page_values: Vec<T>,
    /// The references found in every document, when the build linked the corpus.
    pub(crate) found: Option<Kept>,
}

/// Parts with their keys (`None`: rendered on every build).
pub(crate) type Keyed<'c> = Vec<(Part<'c>, Option<u128>)>;

/// Renders the page parts `pages` in parallel on rayon's threads and hands each part's files to
/// `sink` as soon as they are rendered (so a full build holds one part's files at a time per
/// thread); `sink`'s values come back in the parts' order.
fn render_pages<'c, T: Send>(
    views: &Views<'c>,
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
            let (files, reads) = reads::recording(|| site::render_part(views.corpus(), links, p));
            check_reads(views, p, reads);
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
    views: &Views<'c>,
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
                    let (files, reads) =
                        reads::recording(|| site::bundle_files(views.corpus(), lang));
                    check_reads(views, part, reads);
                    files.and_then(|files| sink(part, *key, files))
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

/// Checks that `part` read no document outside its view (`reads`, recorded in debug builds;
/// `None` in release builds, which check nothing): its key, the hash of its view, would miss a
/// change to such a document, and a rebuild would keep a stale page.
///
/// # Panics
/// When it did (a bug: the view of its kind must hold what its pages read, `site::view`).
fn check_reads(
    views: &Views<'_>,
    part: &Part<'_>,
    reads: Option<std::collections::BTreeSet<reads::Read>>,
) {
    let (Some(read), Some(view)) = (reads, views.view(part)) else {
        return;
    };
    let corpus = views.corpus();
    let outside: Vec<&str> = corpus
        .documents_read(&read)
        .difference(&view.docs)
        .map(|&i| corpus.documents[i].path.as_str())
        .collect();
    assert!(
        outside.is_empty(),
        "{} read {outside:?}, outside its view (site::view): its rebuild key misses them",
        part.name()
    );
}

/// The check runs in debug builds only: so do its tests.
#[cfg(all(test, debug_assertions))]
mod tests {
    use super::*;
    use crate::corpus::model::{Edition, Lang};

    /// The views of the mini corpus (nl and pl texts of 2007 Law 68, ru commentaries on 67 and
    /// 68) and the part of the Dutch page of Law 68.
    fn mini() -> Corpus {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mini");
        crate::corpus::load::load_corpus(&root).unwrap()
    }

    /// A read of a document the part's view holds passes; a read of one it does not (the
    /// Russian commentary on Law 67, which no page of Law 68 reads) fails the build in debug
    /// builds, naming the part and the document.
    #[test]
    fn a_part_that_reads_outside_its_view_is_caught() {
        let corpus = mini();
        let links = crate::xref::link(&corpus);
        let views = Views::of(&corpus).with_links(&links);
        let (e, nl) = (Edition("2007".into()), Lang("nl".into()));
        let part = Part::Law(&e, &nl, 68);
        let view = views.view(&part).unwrap();
        let path = |i: &usize| corpus.documents[*i].path.as_str();
        assert_eq!(
            view.docs.iter().map(path).collect::<Vec<_>>(),
            [
                "translations/nl/2007/68.md",
                "translations/pl/2007/68.md",
                "translations/ru/2007/68.commentary.md",
            ]
        );
        let read = |doc: &str| {
            let d = corpus.documents.iter().find(|d| d.path == doc).unwrap();
            reads::recording(|| d.law_text().is_some()).1
        };
        check_reads(&views, &part, read("translations/pl/2007/68.md"));
        let outside = std::panic::catch_unwind(|| {
            check_reads(&views, &part, read("translations/ru/2007/67.commentary.md"));
        })
        .unwrap_err();
        let message = outside.downcast_ref::<String>().unwrap();
        assert_eq!(
            message,
            "2007/nl/68/ read [\"translations/ru/2007/67.commentary.md\"], outside its view (site::view): its rebuild key misses them"
        );
    }
}

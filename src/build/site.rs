//! The site's build: every part rendered ([`super::render`]), a first build written into a new
//! folder put in place whole, a rebuild rendering only the parts whose key changed and writing
//! only the files whose bytes changed, all together; then the files made from the whole site
//! (sitemap, service worker, offline packs) and the state ([`super::state`]).
//!
//! Not for: what a page holds ([`crate::site`]), the disk's rules ([`super::write`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::render::{Job, Keyed, Linking};
use super::state::{FileSum, State, state_header};
use super::write::{damaged, mark, remove_leftovers, site_files, write_atomically, write_new};
use crate::corpus::model::Corpus;
use crate::error::{Error, Result};
use crate::site::routes::{REFERENCES_FILE, SITE_MARKER, STATE_FILE, site_url};
use crate::site::view::Views;
use crate::site::{Files, extras, incremental};
use crate::util::hash::StableHasher;
use crate::xref::{Kept, Links};

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
    build(
        corpus,
        Linking::Done(links),
        out,
        fingerprint,
        Before::Unread,
        gate,
    )
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
    before: Before,
    gate: impl FnOnce() -> Result<()>,
) -> Result<SiteSummary> {
    build(corpus, Linking::Here(None), out, fingerprint, before, gate)
}

/// What the last build left in a site folder, for a rebuild in place ([`read_prior`]).
pub(crate) struct Prior {
    /// Its state.
    old: State,
    /// The files the folder holds, by their path relative to it.
    existing: BTreeSet<String>,
    /// Those changed or truncated by hand since (rendered and written again).
    damaged: BTreeSet<String>,
    /// The references the last build found in each document, when this build links.
    kept: Option<Kept>,
}

/// Whether the caller read the site folder's [`Prior`] already.
pub(crate) enum Before {
    /// Not read: the build reads it.
    Unread,
    /// Read, by [`read_prior`].
    Read(Option<Prior>),
}

/// The [`Prior`] of the site in `out` (with the kept references when `linking`); `None` when
/// `out` holds no site lawref built (no [`SITE_MARKER`]), its state does not read as this
/// lawref's, or its files cannot be listed: the site is then built whole. A site folder holding
/// anything but plain files and folders (a symbolic link put in it) is built whole again: a
/// rebuild writes in place and would write through the link. Only reads.
pub(crate) fn read_prior(out: &Path, linking: bool) -> Option<Prior> {
    read_prior_from(out, read_state(out)?, linking)
}

/// The state of the site in `out` ([`State::read`]); `None` when `out` holds no site lawref
/// built (no [`SITE_MARKER`]) or its state does not read as this lawref's.
pub(crate) fn read_state(out: &Path) -> Option<State> {
    if !out.join(SITE_MARKER).is_file() {
        return None;
    }
    crate::util::timing::stage("site: state read", || State::read(out))
}

/// [`read_prior`] of the site in `out` whose state `old` was read already ([`read_state`]):
/// `lawref build` reads the state first and lists the files on a thread of its own.
pub(crate) fn read_prior_from(out: &Path, old: State, linking: bool) -> Option<Prior> {
    crate::util::timing::stage("site: list and references", || {
        let existing = crate::util::timing::stage("site: list", || site_files(out)).ok()?;
        // Files changed or truncated by hand are rendered and written again.
        let damaged = crate::util::timing::stage("site: damaged", || damaged(out, &old, &existing));
        let existing = existing.into_keys().collect::<BTreeSet<String>>();
        let kept = linking.then(|| kept_references(out)).flatten();
        Some(Prior {
            old,
            existing,
            damaged,
            kept,
        })
    })
}

impl Prior {
    /// Whether the site is as this lawref builds it from the corpus whose fingerprint
    /// ([`crate::build::fingerprint`]) is `fingerprint`: built from that corpus with the same
    /// public address, every file it wrote still there as it wrote it ([`damaged`]) and nothing
    /// else added. Then a build has nothing to do.
    pub(crate) fn is_current(&self, fingerprint: &str) -> bool {
        let listed = self.existing.len();
        self.old.corpus == fingerprint
            && self.old.site_url == site_url().unwrap_or_default()
            && self.damaged.is_empty()
            && self.old.sums.len() == listed
            && self.old.sums.keys().eq(self.existing.iter())
            && self.old.parts.values().map(|(_, f)| f.len()).sum::<usize>() == listed
    }
}

fn build(
    corpus: &Corpus,
    linking: Linking<'_>,
    out: &Path,
    fingerprint: &str,
    before: Before,
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
    // A site lawref built before, with its state ([`read_prior`]): rebuilt in place, part by
    // part.
    // The last build's state and the files there are read while the bundles' keys are made,
    // unless the caller read them already (beside the corpus's load).
    let (mut old, views) = match before {
        Before::Read(old) => (
            old,
            crate::util::timing::stage("site: views", || Views::of(corpus)),
        ),
        Before::Unread => rayon::join(
            || read_prior(out, matches!(linking, Linking::Here(_))),
            || crate::util::timing::stage("site: views", || Views::of(corpus)),
        ),
    };
    let kept = old.as_mut().and_then(|o| o.kept.take());
    let job = Job {
        corpus,
        linking: match linking {
            Linking::Here(_) => Linking::Here(kept.as_ref()),
            done => done,
        },
        parts: incremental::parts(corpus),
        views,
        fingerprint,
    };
    match old {
        Some(Prior {
            old,
            existing,
            damaged,
            ..
        }) => update_site(&job, out, &old, existing, &damaged, gate),
        None => write_atomically(out, |dir| {
            let summary = write_site(&job, dir, gate)?;
            mark(dir)?;
            Ok(summary)
        }),
    }
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
    let rendered = crate::util::timing::stage("site: render and write", || {
        job.render(
            &bundles,
            |views| job.page_parts(views),
            |_, key, files| {
                write_new(dir, &files)?;
                let fixed = key.is_none().then(|| files_hash(&files));
                let sums: Vec<(String, FileSum)> = files
                    .into_iter()
                    .map(|(rel, bytes)| {
                        let sum = FileSum::of(&bytes);
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
    let parts = bundles.iter().chain(&rendered.pages);
    let written = rendered.bundles.into_iter().chain(rendered.page_values);
    for ((part, key), (sums, hash)) in parts.zip(written) {
        let names: Vec<String> = sums.iter().map(|(rel, _)| rel.clone()).collect();
        state.insert(part, *key, &names);
        state.sums.extend(sums);
        paths.extend(names);
        fixed.extend(hash);
    }
    let mut index = index_files(job.fingerprint, &paths, &state.sums, &fixed);
    // Every language's word forms in one file, from the bundles written above.
    index.push(crate::site::search::every_languages_forms(
        job.corpus,
        |rel| crate::util::fsio::read_regular(&dir.join(rel)).ok(),
    ));
    write_new(dir, &index)?;
    for (rel, bytes) in &index {
        state.sums.insert(rel.clone(), FileSum::of(bytes));
    }
    let names: Vec<String> = index.into_iter().map(|(rel, _)| rel).collect();
    state.insert_index(&names);
    paths.extend(names);
    if let Some(found) = &rendered.found {
        let path = dir.join(REFERENCES_FILE);
        std::fs::write(&path, found.encode(&state_header())).map_err(|e| Error::io(&path, e))?;
    }
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
    sums: &BTreeMap<String, FileSum>,
    fixed: &[u64],
) -> Files {
    extras::index_files(
        sums,
        site_version(fingerprint, paths, fixed),
        site_url().as_deref(),
    )
}

/// The file of the references found in every document ([`REFERENCES_FILE`]), when the build
/// linked the corpus and its bytes differ from those in `out`.
fn references_file(found: Option<&Kept>, out: &Path) -> Option<(String, Vec<u8>)> {
    let bytes = found?.encode(&state_header());
    // Read no more than the new bytes' length: a larger file differs (and a huge one, sparse or
    // not, is never read whole).
    let same = crate::util::fsio::read_regular_within(&out.join(REFERENCES_FILE), len64(&bytes))
        .is_ok_and(|b| b == bytes);
    (!same).then(|| (REFERENCES_FILE.to_string(), bytes))
}

/// The references the last build found in each document, as it kept them in `out`
/// ([`REFERENCES_FILE`]); `None` when there are none, or none this lawref can reuse
/// ([`Kept::decode`]).
fn kept_references(out: &Path) -> Option<Kept> {
    let bytes = crate::util::fsio::read_regular_within(&out.join(REFERENCES_FILE), 1 << 30).ok()?;
    crate::util::timing::stage("site: kept references", || {
        Kept::decode(&bytes, &state_header())
    })
}

/// The files of `new_files` whose bytes differ from those in `out` (or that `out` lacks).
fn changed_files(new_files: Files, out: &Path) -> Files {
    crate::util::timing::stage("site: compare", || {
        use rayon::prelude::*;
        new_files
            .into_par_iter()
            // A FIFO or device put where a page goes is not waited on: it counts as changed,
            // and writing refuses it (`fsio::check_output_path`).
            .filter(|(rel, bytes)| {
                // At most the new bytes' length: a larger file differs, unread.
                crate::util::fsio::read_regular_within(&out.join(rel), len64(bytes))
                    .map_or(true, |b| &b != bytes)
            })
            .collect()
    })
}

/// The length of `bytes`, as a read limit.
fn len64(bytes: &[u8]) -> u64 {
    u64::try_from(bytes.len()).unwrap_or(u64::MAX)
}

/// The bytes of the site file `rel` a rebuild will have: rendered now (`new_files`), else as
/// kept in `out` (a regular file only); `None` when neither has it.
fn new_or_kept(new_files: &Files, out: &Path, rel: &str) -> Option<Vec<u8>> {
    new_files
        .iter()
        .find(|(r, _)| r == rel)
        .map(|(_, bytes)| bytes.clone())
        .or_else(|| crate::util::fsio::read_regular(&out.join(rel)).ok())
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
    let rendered = crate::util::timing::stage("site: render", || {
        job.render(
            &bundles,
            |views| sort(job.page_parts(views), &mut page_state),
            |_, _, files| Ok(files),
        )
    })?;
    state.parts.append(&mut page_state.parts);
    state.sums.append(&mut page_state.sums);
    let dirty: Keyed<'c> = bundles.into_iter().chain(rendered.pages).collect();
    let found = rendered.found;
    let rendered = rendered.bundles.into_iter().chain(rendered.page_values);
    gate()?;
    let mut fixed = Vec::new();
    let mut new_files: Files = Vec::new();
    for ((part, key), files) in dirty.iter().zip(rendered) {
        let names: Vec<String> = files.iter().map(|(rel, _)| rel.clone()).collect();
        state.insert(part, *key, &names);
        for (rel, bytes) in &files {
            state.sums.insert(rel.clone(), FileSum::of(bytes));
        }
        wanted.extend(names);
        if key.is_none() {
            fixed.push(files_hash(&files));
        }
        new_files.extend(files);
    }
    let mut index = crate::util::timing::stage("site: sitemap and service worker", || {
        index_files(fingerprint, &wanted, &state.sums, &fixed)
    });
    // Every language's word forms in one file: the bundles rendered now, the others as kept.
    index.push(crate::site::search::every_languages_forms(
        job.corpus,
        |rel| new_or_kept(&new_files, out, rel),
    ));
    let names: Vec<String> = index.iter().map(|(rel, _)| rel.clone()).collect();
    state.insert_index(&names);
    for (rel, bytes) in &index {
        state.sums.insert(rel.clone(), FileSum::of(bytes));
    }
    wanted.extend(names);
    new_files.extend(index);
    // Only the files whose bytes changed are written.
    let mut changed = changed_files(new_files, out);
    changed.extend(references_file(found.as_ref(), out));
    // The state is written last, and whenever a file was, even with the same bytes (a file put
    // back as it was): files older than it are taken as the state records them ([`damaged`]).
    let state_text = state.text().into_bytes();
    if !changed.is_empty()
        || crate::util::fsio::read_regular_within(&out.join(STATE_FILE), len64(&state_text))
            .map_or(true, |b| b != state_text)
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

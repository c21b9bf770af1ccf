//! The build: the corpus at a root → the site in a folder (and, for `lawref build --index`, the
//! command line's search index beside it), in one place for `lawref build` and `lawref serve`'s rebuilds.
//! It takes the corpus files' fingerprint before they are read (a file changed while building
//! makes the next build look again), removes the temporary folders of builds that were killed,
//! skips the whole build when the site (and the index, when asked) is current (the corpus not
//! even parsed), and builds the index, when asked, on a thread of its own while the site renders; the site waits for it
//! before it touches `out`, so an index that cannot be written leaves the previous site as it was.
//!
//! The build owns the order, the state and the writing; [`crate::site`] returns pages:
//! - [`site`]: the site's build, whole or incremental ([`build_site`], and the rebuild);
//! - [`render`]: the order of rendering (bundles on threads of their own, the corpus linked
//!   meanwhile, then the pages);
//! - [`state`]: what the last build left (parts, keys, files and their sums);
//! - [`write`]: the site folder on disk (atomic first build, listing, leftovers).
//!
//! Not for: what a page holds ([`crate::site`]: the parts and their keys, the page kinds), the
//! index itself ([`crate::search`]), printing (the command line).

mod render;
pub(crate) mod site;
pub mod state;
pub(crate) mod write;

use std::path::Path;

use crate::corpus::{load, model::Corpus, parsed::Parsed};
use crate::error::Result;
use crate::search;
use crate::util::timing::stage;
use crate::xref::Links;

pub use site::SiteSummary;
pub(crate) use write::check_replaceable;
pub use write::write_atomically;

/// The fingerprint of a loaded corpus ([`search::fingerprint`]: the hash of its files, the same
/// the site's state and the index record), the key of "nothing changed".
pub fn fingerprint(corpus: &Corpus) -> String {
    search::fingerprint(corpus)
}

/// Writes the site for `corpus` into `out`, replacing it whole only when every page was written.
///
/// # Errors
/// [`crate::Error::Io`] when a file cannot be written or `out` cannot be replaced; [`crate::Error::Usage`] when
/// `out` is a file, or a folder that is not empty and was not built by lawref (no
/// [`crate::site::routes::SITE_MARKER`] file): lawref does not delete what it did not write. On error the previous `out` is left as it was.
pub fn build_site(corpus: &Corpus, links: &Links, out: &Path) -> Result<SiteSummary> {
    let fingerprint = fingerprint(corpus);
    site::build_site_gated(corpus, links, out, &fingerprint, || Ok(()))
}

/// What [`build`] did.
pub enum Built {
    /// The site (and the index, when asked) were current: nothing was read but the fingerprint
    /// (and the index's record of it).
    UpToDate,
    /// The site was built (incrementally when `out` holds a site lawref built).
    Site {
        /// Pages, files written and removed.
        summary: SiteSummary,
        /// The corpus's documents.
        documents: usize,
    },
}

/// How [`build`] is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// As `lawref build`: the temporary folders of killed builds removed first, nothing done
    /// when the site (and, with `index`, the command line's index) is current; with `index`
    /// (`lawref build --index`) the command line's index built beside the site when stale.
    Command {
        /// Whether to build the command line's index too (`lawref search` builds it on first
        /// use otherwise).
        index: bool,
    },
    /// As `lawref serve`'s rebuilds: the pages only, always rebuilt incrementally.
    Serve,
}

/// Builds the site of the corpus at `root` into `out`, as `mode` says.
///
/// # Errors
/// A corpus file that does not load (file, line, column), [`crate::Error::Io`] when a file
/// cannot be read or written, the index's error; the previous site is then left as it was.
pub fn build(root: &Path, out: &Path, mode: Mode) -> Result<Built> {
    let index = mode == (Mode::Command { index: true });
    let command = matches!(mode, Mode::Command { .. });
    let index_dir = search::index_dir(root);
    let version = state::state_header();
    let loaded = std::thread::scope(|s| -> Result<Option<_>> {
        // `lawref build` reads what the last build left in the site folder: its state first (a
        // few ms), then its files' sizes and times and the references it found, on a thread of
        // its own from the start, beside the fingerprint (which leaves a core idle) and the
        // load; `serve` lets the site's build read it.
        let state = if command { site::read_state(out) } else { None };
        let built_from = state.as_ref().map(|st| st.corpus.clone());
        let mut prior = state.map(|st| s.spawn(move || site::read_prior_from(out, st, true)));
        let join = |p: std::thread::ScopedJoinHandle<'_, _>| {
            p.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
        };
        // The corpus files' fingerprint, taken before they are read: a file changed while
        // building makes the next build look again.
        let (fp, texts) = stage("fingerprint", || search::corpus_fingerprint_and_texts(root))?;
        let mut before = None;
        if command {
            // Temporary folders of builds that were killed (`kill -9`, Ctrl-C) go first.
            stage("leftovers", || {
                write::remove_leftovers(out);
                search::remove_leftovers(&index_dir);
                crate::corpus::parsed::remove_leftovers(root);
            });
            // Nothing changed since the last build: nothing to do, and the corpus not parsed.
            // (A site built from another corpus is not waited for here.)
            if built_from.as_deref() == Some(fp.as_str()) {
                let p: Option<site::Prior> = prior.take().and_then(join);
                if stage("site is current", || {
                    p.as_ref().is_some_and(|p| p.is_current(&fp))
                }) && (!index || search::is_fresh(&index_dir, &fp))
                {
                    return Ok(None);
                }
                before = Some(p);
            }
        }
        // The documents the last build parsed (`corpus::parsed`) are read first: those whose
        // text is the same are not parsed again.
        let parsed = stage("parsed documents", || Parsed::read(root, &version));
        let check = load::Check::of(&texts);
        let corpus = stage("load", || {
            let _reading = crate::util::progress::spinner("corpus");
            load::load_corpus_reusing(root, parsed.as_ref(), &check)
        })?;
        // A file changed while the build ran (its text is not the one the fingerprint hashed):
        // the site is built from what the load read, and recorded under a fingerprint no corpus
        // has, so that the next build looks again (were the file put back as it was, the site
        // would otherwise read as current).
        let fp = if check.changed(root) {
            format!("{fp} (a file changed while building)")
        } else {
            fp
        };
        let before = match (before, prior) {
            (Some(p), _) => site::Before::Read(p),
            (None, Some(p)) => site::Before::Read(join(p)),
            (None, None) if command => site::Before::Read(None),
            (None, None) => site::Before::Unread,
        };
        Ok(Some((corpus, before, parsed, fp)))
    })?;
    let Some((corpus, before, parsed, fp)) = loaded else {
        return Ok(Built::UpToDate);
    };
    // The command line's index, when asked, is built beside the site (when stale); the site waits
    // for it before it touches `out`, so if it cannot be written the previous site stays
    // as it was.
    let summary = std::thread::scope(|s| {
        // Kept for the next build while the site is built. A cache: when it cannot be written
        // (a corpus on a read-only disk), the next build parses every document, as this one
        // would have without it.
        s.spawn(|| {
            stage("parsed documents: kept", || {
                let _ = Parsed::store(root, &corpus, &version, parsed.as_ref());
            });
            drop(parsed);
        });
        let indexing = s.spawn(|| {
            stage("index", || {
                if !index || search::is_fresh(&index_dir, &fp) {
                    Ok(())
                } else {
                    search::build_index_as(&corpus, &fp, &index_dir)
                }
            })
        });
        // Linked inside, beside the search bundles.
        stage("site", || {
            site::link_and_build_site(&corpus, out, &fp, before, || {
                indexing
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p))
            })
        })
    })?;
    let documents = corpus.documents.len();
    // The corpus is freed on a thread of its own: `lawref build` exits without waiting for
    // it (tens of ms on a large corpus), `serve` goes on serving meanwhile.
    std::thread::spawn(move || drop(corpus));
    Ok(Built::Site { summary, documents })
}

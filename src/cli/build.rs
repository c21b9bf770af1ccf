//! `lawref build` and `lawref serve`: the site (and, for `build`, the command line's search
//! index) built from the corpus.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::{BuildArgs, ServeArgs};
use super::output::print_all;
use crate::{Error, corpus::load, search, site};

/// Runs `lawref build`.
pub(crate) fn run(root: &Path, args: BuildArgs) -> Result<bool, Error> {
    let BuildArgs { out } = args;
    use crate::util::timing::stage;
    let index_dir = search::index_dir(root);
    // The corpus files' fingerprint, taken before they are read: a file changed while
    // building makes the next build look again.
    let fp = stage("fingerprint", || search::corpus_fingerprint(root))?;
    // Temporary folders of builds that were killed (`kill -9`, Ctrl-C) go first.
    stage("leftovers", || {
        site::remove_leftovers(&out);
        search::remove_leftovers(&index_dir);
    });
    // Nothing changed since the last build: nothing to do, and the corpus not parsed.
    if stage("site is current", || site::site_is_current(&out, &fp))
        && search::is_fresh(&index_dir, &fp)
    {
        print_all(&format!("{} is up to date\n", out.display()))?;
        return Ok(true);
    }
    let corpus = stage("load", || load::load_corpus(root))?;
    // The command line's index is built beside the site (when stale); the site waits
    // for it before it touches `out`, so if it cannot be written the previous site stays
    // as it was.
    let site = std::thread::scope(|s| {
        let indexing = s.spawn(|| {
            stage("index", || {
                if search::is_fresh(&index_dir, &fp) {
                    Ok(())
                } else {
                    search::build_index_as(&corpus, &fp, &index_dir)
                }
            })
        });
        // Linked inside, beside the search bundles.
        stage("site", || {
            site::link_and_build_site(&corpus, &out, &fp, || {
                indexing
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p))
            })
        })
    })?;
    print_all(&format!(
        "built {} pages from {} documents into {} ({} files written, {} removed)\n",
        site.pages,
        corpus.documents.len(),
        out.display(),
        site.written,
        site.removed
    ))?;
    Ok(true)
}

/// Runs `lawref serve`.
pub(crate) fn serve(root: &Path, args: ServeArgs) -> Result<bool, Error> {
    let ServeArgs { out, host, port } = args;
    let corpus_root = root.to_path_buf();
    let site = out.clone();
    // Previews need the pages: the command line's index is left to `build` and `search`.
    let rebuild = move || -> Result<(String, bool), Error> {
        let started = std::time::Instant::now();
        let fp = search::corpus_fingerprint(&corpus_root)?;
        let corpus = load::load_corpus(&corpus_root)?;
        let s = site::link_and_build_site(&corpus, &site, &fp, || Ok(()))?;
        let summary = format!(
            "built {} pages into {} in {} ms ({} files written, {} removed)",
            s.pages,
            site.display(),
            started.elapsed().as_millis(),
            s.written,
            s.removed
        );
        Ok((summary, s.written + s.removed > 0))
    };
    crate::cli::serve::serve(root, &out, &host, port, rebuild, |bound| {
        let _ = print_all(&format!(
            "serving {} at http://{bound}/ (rebuilt when laws/ or translations/ change; Ctrl-C stops)\n",
            out.display()
        ));
    })?;
    Ok(true)
}

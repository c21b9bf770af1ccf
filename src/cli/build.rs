//! `lawref build` and `lawref serve`: the site (and, for `build --index`, the command line's
//! search index) built from the corpus.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::{BuildArgs, ServeArgs};
use super::output::print_all;
use crate::Error;
use crate::build::{self, Built};

/// Runs `lawref build`.
pub(crate) fn run(root: &Path, args: BuildArgs) -> Result<bool, Error> {
    let BuildArgs { out, index } = args;
    // Bars on standard error while it builds, when that is a terminal (nothing otherwise).
    crate::util::progress::show_on_terminal();
    let (site, documents) = match build::build(root, &out, build::Mode::Command { index })? {
        Built::UpToDate => {
            print_all(&format!("{} is up to date\n", out.display()))?;
            return Ok(true);
        }
        Built::Site { summary, documents } => (summary, documents),
    };
    print_all(&format!(
        "built {} pages from {} documents into {} ({} files written, {} removed)\n",
        site.pages,
        documents,
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
    // Previews need the pages: the command line's index is left to `search` (and `build --index`).
    let rebuild = move || -> Result<(String, bool), Error> {
        let started = std::time::Instant::now();
        let Built::Site { summary: s, .. } = build::build(&corpus_root, &site, build::Mode::Serve)?
        else {
            unreachable!("a build without the index always builds")
        };
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

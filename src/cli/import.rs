//! `lawref import`: raw documents into the corpus, with the import report.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::ImportArgs;
use super::output::print_all;
use crate::Error;
use crate::corpus::model::{Edition, Lang};

/// Runs `lawref import`.
pub(crate) fn run(root: &Path, args: ImportArgs) -> Result<bool, Error> {
    let ImportArgs {
        files,
        law,
        edition,
        lang,
        kind,
        replace,
        strict,
        encoding,
        report,
    } = args;
    let flags = crate::import::Flags {
        law,
        edition: edition.map(Edition),
        lang: lang.map(Lang),
        kind,
        strict,
        encoding: encoding
            .as_deref()
            .map(crate::import::decode::encoding_for_label)
            .transpose()?,
    };
    let summary = crate::import::import_files(root, &files, &flags, replace, report.as_deref())?;
    // Notes quote the document (a title it gives): made safe for the terminal.
    let mut out = String::new();
    for line in summary {
        out.push_str(&line);
        out.push('\n');
    }
    print_all(&out)?;
    Ok(true)
}

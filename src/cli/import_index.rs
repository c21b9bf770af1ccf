//! `lawref import-index`: a book's subject index into a situation index file.
//!
//! Not for: the work itself ([`crate::import::subject_index`]); this file wires it and prints.

use std::path::Path;

use super::args::ImportIndexArgs;
use super::output::print_all;
use super::validate::known_edition;
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref import-index`.
pub(crate) fn run(root: &Path, args: ImportIndexArgs) -> Result<bool, Error> {
    let ImportIndexArgs {
        file,
        lang,
        edition,
        encoding,
        out,
    } = args;
    let corpus = load::load_corpus(root)?;
    known_edition(&corpus, "--edition", &edition)?;
    let forced = encoding
        .map(|l| crate::import::decode::encoding_for_label(&l))
        .transpose()?;
    let imported = crate::import::subject_index::import_file(
        &corpus,
        &file,
        &Lang(lang),
        &Edition(edition),
        forced,
    )?;
    eprint!("{}", crate::error::terminal_text(&imported.report));
    match out {
        Some(path) => {
            crate::export::save(&path, imported.yaml.as_bytes())?;
            eprintln!("wrote {}", path.display());
        }
        None => print_all(&imported.yaml)?,
    }
    Ok(true)
}

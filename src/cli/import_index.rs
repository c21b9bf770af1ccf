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
        replace,
    } = args;
    let lang = Lang(lang);
    let rule = crate::import::subject_index::out_rule(root, &file, &lang, replace);
    // Where --out may go is checked before the index is read (again under the corpus's lock).
    if let Some(path) = &out {
        rule.check(path, None, |_| false)?;
    }
    let _lock = match &out {
        Some(_) => Some(crate::util::fsio::lock_corpus(root)?),
        None => None,
    };
    let corpus = load::load_corpus(root)?;
    known_edition(&corpus, "--edition", &edition)?;
    let forced = encoding
        .map(|l| crate::import::decode::encoding_for_label(&l))
        .transpose()?;
    let imported = crate::import::subject_index::import_file(
        &corpus,
        &file,
        &lang,
        &Edition(edition),
        forced,
    )?;
    eprint!("{}", crate::error::terminal_text(&imported.report));
    match out {
        Some(path) => {
            rule.write(&path, imported.yaml.as_bytes(), |old| {
                imported.made_the_same(old)
            })?;
            eprintln!("wrote {}", path.display());
        }
        None => print_all(&imported.yaml)?,
    }
    Ok(true)
}

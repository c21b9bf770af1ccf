//! `lawref coverage`: which law each language and edition has, as a table or JSON.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::CoverageArgs;
use super::output::{print_all, print_json};
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref coverage`.
pub(crate) fn run(root: &Path, args: CoverageArgs) -> Result<bool, Error> {
    let CoverageArgs {
        lang,
        edition,
        json,
    } = args;
    let corpus = load::load_corpus(root)?;
    if let Some(l) = &lang {
        known_lang(&corpus.langs(), "--lang", l, "document")?;
    }
    if let Some(e) = &edition {
        known_edition(&corpus, "--edition", e)?;
    }
    let cov = crate::analysis::coverage::coverage(&corpus).filter(
        &corpus,
        lang.map(Lang).as_ref(),
        edition.map(Edition).as_ref(),
    );
    if json {
        print_json(&(serde_json::to_string_pretty(&cov).expect("coverage serialises") + "\n"))?;
    } else {
        // On a terminal, the table fits its width; to a file or pipe, every column.
        let width = terminal_size::terminal_size_of(std::io::stdout())
            .map(|(terminal_size::Width(w), _)| usize::from(w));
        print_all(&crate::analysis::coverage::format_table(&cov, width))?;
    }
    Ok(true)
}

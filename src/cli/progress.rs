//! `lawref progress`: a translation round's progress per language, as a table or JSON.
//!
//! Not for: the counting ([`crate::export::progress`]); this file wires it and prints.

use std::path::Path;

use super::args::ProgressArgs;
use super::output::{print_all, print_json};
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref progress`.
pub(crate) fn run(root: &Path, args: ProgressArgs) -> Result<bool, Error> {
    let corpus = load::load_corpus(root)?;
    known_edition(&corpus, "--edition", &args.edition)?;
    known_lang(&corpus.langs(), "--source", &args.source, "text")?;
    let edition = Edition(args.edition);
    let previous = match args.previous {
        Some(p) => {
            known_edition(&corpus, "--previous", &p)?;
            let pos = |e: &str| corpus.editions.iter().position(|m| m.edition.0 == e);
            if pos(&p) >= pos(&edition.0) {
                return Err(Error::Usage(format!(
                    "--previous {p} is not older than --edition {edition}: changes are counted against an earlier edition"
                )));
            }
            Some(Edition(p))
        }
        None => corpus
            .editions
            .iter()
            .find(|m| m.edition == edition)
            .and_then(|m| m.follows().cloned()),
    };
    let p = crate::export::progress::progress(
        &corpus,
        &edition,
        &Lang(args.source),
        previous.as_ref(),
    )?;
    if args.json {
        print_json(&(serde_json::to_string_pretty(&p).expect("progress serialises") + "\n"))?;
    } else {
        print_all(&crate::export::progress::format(&p))?;
    }
    Ok(true)
}

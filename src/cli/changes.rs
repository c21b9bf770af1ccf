//! `lawref changes`: what changed in an edition since the one it follows, law by law.
//!
//! Not for: the work itself ([`crate::analysis::align::changes`]); this file wires it and
//! prints.

use std::path::Path;

use super::args::ChangesArgs;
use super::output::{print_all, print_json};
use super::validate::{known_edition, known_lang};
use crate::analysis::align::changes;
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref changes`.
pub(crate) fn run(root: &Path, args: ChangesArgs) -> Result<bool, Error> {
    let ChangesArgs {
        edition,
        lang,
        json,
    } = args;
    let corpus = load::load_corpus(root)?;
    // Without --edition: the newest edition (the manifests are in date order).
    let edition = match edition {
        Some(e) => e,
        None => corpus
            .editions
            .last()
            .map(|m| m.edition.0.clone())
            .ok_or_else(|| {
                Error::Usage("the corpus has no edition manifest (laws/*.yaml)".into())
            })?,
    };
    known_edition(&corpus, "--edition", &edition)?;
    if let Some(l) = &lang {
        known_lang(&corpus.langs(), "--lang", l, "text")?;
    }
    let edition = Edition(edition);
    let Some(from) = changes::previous_edition(&corpus, &edition) else {
        return Err(Error::Usage(format!(
            "--edition {edition}: it follows no edition the corpus has (its manifest's previous:), so nothing changed since one"
        )));
    };
    let from = from.clone();
    let lang = lang.map(Lang);
    let all = changes::edition_changes(&corpus, &edition, lang.as_ref());
    if json {
        print_json(&(serde_json::to_string_pretty(&all).expect("changes serialise") + "\n"))?;
    } else {
        let uncompared = changes::uncompared(&corpus, &from, &edition, lang.as_ref());
        print_all(&changes::format_changes(
            &corpus,
            &from,
            &edition,
            &all,
            &uncompared,
        ))?;
    }
    Ok(true)
}

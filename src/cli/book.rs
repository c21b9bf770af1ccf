//! `lawref book`: an edition's laws in one language (or two side by side) as one standalone
//! HTML file to print and read offline ([`crate::site::book`]), to standard output or `--out`.
//!
//! Not for: the book itself ([`crate::site::book`]); this file checks the arguments against
//! the corpus, wires the stages and writes.

use std::path::Path;

use super::args::BookArgs;
use super::output::print_all;
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Edition, Lang};
use crate::site::book::{BookRequest, Paper};
use crate::{Error, corpus::load};

/// What marks a file as a book lawref wrote: one such at `--out` is replaced without
/// `--replace`.
const GENERATOR: &[u8] = b"<meta name=\"generator\" content=\"lawref book\">";

/// Runs `lawref book`.
pub(crate) fn run(root: &Path, args: BookArgs) -> Result<bool, Error> {
    let BookArgs {
        lang,
        edition,
        with,
        paper,
        out,
        replace,
    } = args;
    // Where --out may go is checked before any work (again when it is written).
    let rule = crate::export::out_rule(root, replace);
    if let Some(p) = &out {
        rule.check(p, None, |_| false)?;
    }
    let corpus = load::load_corpus(root)?;
    known_lang(&corpus.langs(), "--lang", &lang, "text")?;
    if let Some(w) = &with {
        known_lang(&corpus.langs(), "--with", w, "text")?;
        if w == &lang {
            return Err(Error::Usage(format!(
                "--with {w}: the book's own language; give another beside it"
            )));
        }
    }
    let lang = Lang(lang);
    let edition = match edition {
        Some(e) => {
            known_edition(&corpus, "--edition", &e)?;
            Edition(e)
        }
        // The newest edition the language has a text in.
        None => corpus
            .editions
            .iter()
            .rev()
            .map(|m| &m.edition)
            .find(|e| !corpus.text_laws(e, &lang).is_empty())
            .cloned()
            .ok_or_else(|| Error::Usage(format!("--lang {lang}: the corpus has no {lang} text")))?,
    };
    let links = crate::xref::link(&corpus);
    let req = BookRequest {
        edition,
        lang,
        with: with.map(Lang),
        paper: if paper == "a4" { Paper::A4 } else { Paper::A5 },
    };
    let html = crate::site::book::book(&corpus, &links, &req)?;
    match out {
        Some(path) => {
            // A book lawref wrote: the marker in its head (its first lines), not anywhere.
            rule.write(&path, html.as_bytes(), |old| {
                old.starts_with(b"<!DOCTYPE html>\n")
                    && old[..old.len().min(400)]
                        .windows(GENERATOR.len())
                        .any(|w| w == GENERATOR)
            })?;
            eprintln!("wrote {}", path.display());
            Ok(true)
        }
        None => print_all(&html).map(|()| true),
    }
}

//! The command line's checks of a value against the corpus: an edition or a language it has,
//! else a usage error listing what it has.
//!
//! Not for: the form of a value (`args`' parsers check that before the corpus is read).

use crate::Error;
use crate::corpus::model::Lang;

/// `Ok` when the corpus has a manifest of edition `e`; else the usage error for `flag`, listing
/// the editions it has (`--from 2011: the corpus has no such edition (it has: 2007, 2017)`).
pub(crate) fn known_edition(corpus: &crate::Corpus, flag: &str, e: &str) -> Result<(), Error> {
    let editions: Vec<&str> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.as_str())
        .collect();
    crate::analysis::show::known_edition(&editions, flag, e)
}

/// `Ok` when `l` is one of `langs` (the corpus's languages, sorted); else the usage error for
/// `flag`, saying the corpus has no `what` ("text", "document") in it and listing `langs`.
pub(crate) fn known_lang(langs: &[Lang], flag: &str, l: &str, what: &str) -> Result<(), Error> {
    crate::analysis::show::known_lang(langs, flag, l, what)
}

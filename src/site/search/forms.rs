//! The word forms the search page matches a query's words by, as the command line's index does:
//! each language's words with their stemmed and folded forms ([`word_forms`], written beside its
//! Pagefind bundle as [`WORD_FORMS_FILE`]), and every language's together
//! ([`every_languages_forms`], [`EVERY_LANGUAGES_FORMS`]).
//!
//! Not for: the bundles themselves ([`super::bundle_files`]), the matching (`templates/search.js`).

use std::collections::BTreeMap;

use serde::Serialize;

use super::Record;
use crate::corpus::model::{Corpus, Lang};
use crate::site::routes::bundle_dir;

/// The file beside a language's Pagefind bundle holding its [`WordForms`].
pub(crate) const WORD_FORMS_FILE: &str = "lawref-forms.json";

/// Every bundle language's [`WordForms`] in one file, `{"pl": {"s": …, "f": …}, …}` in the
/// bundles' order: what the search page reads for a search in several languages, one request
/// where there were one per language (`templates/search.js`, `everyLanguagesForms`).
pub(crate) const EVERY_LANGUAGES_FORMS: &str = "search/forms.json";

/// The file [`EVERY_LANGUAGES_FORMS`] (path relative to the site root, bytes), made of each
/// bundle language's `pagefind/<lang>/lawref-forms.json` as `read` gives it (by its path
/// relative to the site root: the bundles rendered by this build, or those a rebuild kept on
/// disk), not computed again: a rebuild that renders one language's bundle writes this file
/// without reading the other languages' texts. A language whose file `read` cannot give (or
/// gives as something other than a JSON object) is left out: the search page then fetches its
/// own file.
pub(crate) fn every_languages_forms(
    corpus: &Corpus,
    read: impl Fn(&str) -> Option<Vec<u8>>,
) -> (String, Vec<u8>) {
    let mut out = b"{".to_vec();
    for lang in crate::site::incremental::bundle_langs(corpus) {
        let rel = format!("{}{WORD_FORMS_FILE}", bundle_dir(lang));
        let Some(bytes) = read(&rel) else { continue };
        if !(bytes.first() == Some(&b'{') && bytes.last() == Some(&b'}'))
            || serde_json::from_slice::<serde::de::IgnoredAny>(&bytes).is_err()
        {
            continue;
        }
        if out.len() > 1 {
            out.push(b',');
        }
        out.extend_from_slice(
            serde_json::Value::from(lang.0.as_str())
                .to_string()
                .as_bytes(),
        );
        out.push(b':');
        out.extend_from_slice(&bytes);
    }
    out.push(b'}');
    (EVERY_LANGUAGES_FORMS.to_string(), out)
}

/// Every word of a language's records with the two forms the command line's index gives it
/// ([`crate::search::analyzer::Form`]): what lets the search page match a query's word to a
/// clause's word as the command line does, stem for stem, where Pagefind has no stemmer for the
/// language (Polish) or another one. Written to `pagefind/<lang>/lawref-forms.json`; read by
/// `templates/search.js` (`wordMatcher`).
#[derive(Debug, Default, Serialize)]
pub(super) struct WordForms {
    /// Each word as written, lower case (`sędziego`) → its stemmed form (`sedzi`).
    s: BTreeMap<String, String>,
    /// Each word folded (`sedziego`, [`crate::search::analyzer::fold`]) → its folded form
    /// (`sedzi`), which depends on the folded word only.
    f: BTreeMap<String, String>,
}

/// The [`WordForms`] of the words of `records` (in `lang`): their words split as the command
/// line's tokenizer splits them (runs of letters and digits), lower case, words over
/// [`crate::search::analyzer::MAX_WORD_BYTES`] and words holding a digit (clause ids, which the
/// search page compares as written, in Latin) left out.
pub(super) fn word_forms(lang: &Lang, records: &[&Record]) -> WordForms {
    use crate::search::analyzer::{Form, MAX_WORD_BYTES, fold, stemmer_for, word_form};
    let stemmer = stemmer_for(&lang.0).map(frostem::Stemmer::new);
    let mut out = WordForms::default();
    for r in records {
        for word in r.text.split(|c: char| !crate::util::is_alphanumeric(c)) {
            if word.is_empty()
                || word.len() > MAX_WORD_BYTES
                || word.chars().any(|c| c.is_numeric())
            {
                continue;
            }
            let word = word.to_lowercase();
            if out.s.contains_key(&word) {
                continue;
            }
            let folded = fold(&word).into_owned();
            out.f
                .entry(folded)
                .or_insert_with(|| word_form(&word, stemmer.as_ref(), Form::Folded));
            let stemmed = word_form(&word, stemmer.as_ref(), Form::Stemmed);
            out.s.insert(word, stemmed);
        }
    }
    out
}

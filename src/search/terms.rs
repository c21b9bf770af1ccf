//! A query in one language that finds another's texts through the term bases
//! (`translations/<lang>/terms.yaml`): a director who types the English name of a concept the
//! term base records ("claim") with `--lang pl` is searching for the Polish terms of it
//! ("deklaracja" in 2017, "roszczenie" in 2007), and is told so.
//!
//! Not for: the search itself ([`super::Searcher::search`]), or checking a text's terms
//! (`lawref check`, [`crate::analysis::terms`]).

use std::path::Path;

use crate::corpus::model::{Edition, Lang};
use crate::error::{Error, Result};

/// A query read as the name of a term base's concept: its terms in the language, per edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Through {
    /// The concept as the term base names it (`claim`).
    pub concept: String,
    /// The language's terms for it, each with its edition, newest edition first
    /// (`deklaracja` 2017, `roszczenie` 2007).
    pub terms: Vec<(Edition, String)>,
}

impl Through {
    /// The query that finds any of the terms: each as a phrase, joined by `OR`
    /// (`"deklaracja" OR "roszczenie"`).
    pub fn query(&self) -> String {
        let mut seen: Vec<&str> = Vec::new();
        for (_, t) in &self.terms {
            if !seen.contains(&t.as_str()) {
                seen.push(t);
            }
        }
        seen.iter()
            .map(|t| format!("\"{}\"", t.replace('"', " ")))
            .collect::<Vec<_>>()
            .join(" OR ")
    }

    /// What the command line says it did: `claim: searched for the pl term base's deklaracja
    /// (2017), roszczenie (2007)`.
    pub fn said(&self, lang: &Lang) -> String {
        let terms: Vec<String> = self
            .terms
            .iter()
            .map(|(e, t)| format!("{t} ({e})"))
            .collect();
        format!(
            "{}: searched for the {lang} term base's {}",
            self.concept,
            terms.join(", ")
        )
    }
}

/// The concept of `lang`'s term base that `text` names (the concept's name, compared without
/// case and surrounding white space), with its terms of `edition` (or every edition), when
/// there is one; `None` when the language has no term base or no such concept. Reads only the
/// manifests and that term base, as load reads corpus files (inside the corpus, regular, within
/// the size limit).
///
/// # Errors
/// A term base or manifest that does not load: its errors at their places.
pub fn through_term_base(
    root: &Path,
    lang: &Lang,
    text: &str,
    edition: Option<&Edition>,
) -> Result<Option<Through>> {
    let wanted = text.trim().to_lowercase();
    if wanted.is_empty() || !Lang::is_code(&lang.0) {
        return Ok(None);
    }
    let editions = crate::corpus::load::load_manifests(root)?;
    let Some(base) = read_base(root, lang, &editions)? else {
        return Ok(None);
    };
    let Some(concept) = base
        .concepts
        .values()
        .find(|c| c.name.trim().to_lowercase() == wanted)
    else {
        return Ok(None);
    };
    // Newest edition first, in the manifests' date order.
    let order = |e: &Edition| editions.iter().position(|m| &m.edition == e);
    let mut terms: Vec<(Edition, String)> = concept
        .terms
        .iter()
        .filter(|(e, _)| edition.is_none_or(|w| *e == w))
        .map(|(e, t)| (e.clone(), t.term.clone()))
        .collect();
    terms.sort_by_key(|(e, _)| std::cmp::Reverse(order(e)));
    if terms.is_empty() {
        return Ok(None);
    }
    Ok(Some(Through {
        concept: concept.name.clone(),
        terms,
    }))
}

/// `lang`'s term base under `root` (`translations/<lang>/terms.yaml`), read as load reads corpus
/// files (inside the corpus, regular, within the size limit); `None` when it has none.
///
/// # Errors
/// The term base's faults at their places; [`Error::Io`] when it cannot be read.
fn read_base(
    root: &Path,
    lang: &Lang,
    editions: &[crate::corpus::model::EditionManifest],
) -> Result<Option<crate::corpus::terms::TermBase>> {
    let path = root
        .join("translations")
        .join(&lang.0)
        .join(crate::corpus::load::TERM_BASE_FILE);
    if !path.exists() {
        return Ok(None);
    }
    let rel = format!(
        "translations/{lang}/{}",
        crate::corpus::load::TERM_BASE_FILE
    );
    let bytes = crate::util::fsio::Boundary::of(root)?
        .read(&path)
        .map_err(|e| e.into_error(&rel, &path))?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    let text = crate::error::utf8(&rel, bytes).map_err(|e| Error::from(*e))?;
    let text = crate::corpus::chars::normalise_line_ends(text);
    crate::corpus::terms::read_term_base(&rel, &text, editions)
        .map(Some)
        .map_err(|e| Error::from(*e))
}

/// Every language's term base in the corpus at `root`, as the site's search reads it
/// (`search/terms.json`, `templates/search.js`): per language, per concept name in lower case,
/// its terms, newest edition first (`{"pl": {"claim": [["2017", "deklaracja"], ["2007",
/// "roszczenie"]]}}`), so that a concept's name typed with a language chosen searches that
/// language's terms for it, as [`through_term_base`] does on the command line.
///
/// # Errors
/// As [`through_term_base`].
pub(crate) fn term_bases_json(
    root: &Path,
    langs: &[&Lang],
    editions: &[crate::corpus::model::EditionManifest],
) -> Result<String> {
    use std::collections::BTreeMap;
    let order = |e: &Edition| editions.iter().position(|m| &m.edition == e);
    // Per language, per concept: (edition, term) pairs.
    type Concepts = BTreeMap<String, Vec<(String, String)>>;
    let mut all: BTreeMap<&str, Concepts> = BTreeMap::new();
    for lang in langs {
        let Some(base) = read_base(root, lang, editions)? else {
            continue;
        };
        let concepts = all.entry(lang.0.as_str()).or_default();
        for c in base.concepts.values() {
            let mut terms: Vec<(&Edition, &str)> =
                c.terms.iter().map(|(e, t)| (e, t.term.as_str())).collect();
            terms.sort_by_key(|(e, _)| std::cmp::Reverse(order(e)));
            concepts.insert(
                c.name.trim().to_lowercase(),
                terms
                    .into_iter()
                    .map(|(e, t)| (e.0.clone(), t.to_string()))
                    .collect(),
            );
        }
    }
    Ok(serde_json::to_string(&all).expect("term bases serialise"))
}

//! Open data on the pages: a law page's schema.org `Legislation` in JSON-LD
//! (`<script type="application/ld+json">` in its head), so that search engines and other readers
//! of linked data know which law, edition and language a page holds, which collection it is part
//! of, and where its translations are.
//!
//! Not for: the page's HTML (`site::law`), the clause addresses (docs/site.md).

use super::chrome::Alt;
use crate::corpus::model::{Corpus, Edition, Lang};

/// The JSON-LD of the page of `law` in `lang` and `edition`, titled `heading`, with its other
/// languages `other_langs` (links relative to the page): a schema.org `Legislation` with
///
/// - `legislationIdentifier` `Law 68`, `name` the law's title, `inLanguage` the language code,
///   `version` the edition id;
/// - `legislationDate` the edition's date (`date` of `laws/<edition>.yaml`), else its `year`;
/// - `isPartOf` the edition (`Laws of Duplicate Bridge 2017`, with its date);
/// - `workExample` the same law's pages in the edition's other languages, each a
///   `Legislation` with its `inLanguage` and `url`.
///
/// Written as HTML-safe JSON (`<` as `\u003c`), for a script element.
pub(crate) fn law_jsonld(
    corpus: &Corpus,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    heading: &str,
    other_langs: &[Alt],
) -> String {
    let manifest = corpus.edition(edition);
    let date = manifest
        .and_then(|m| m.date.clone())
        .or_else(|| manifest.map(|m| m.year.to_string()))
        .unwrap_or_else(|| edition.0.clone());
    let name = manifest.map_or_else(|| edition.0.clone(), |m| m.name.clone());
    let value = serde_json::json!({
        "@context": "https://schema.org",
        "@type": "Legislation",
        "legislationIdentifier": format!("Law {law}"),
        "name": heading,
        "inLanguage": lang.0,
        "version": edition.0,
        "legislationDate": date,
        "isPartOf": {
            "@type": "Legislation",
            "name": name,
            "legislationDate": date,
        },
        "workExample": other_langs
            .iter()
            .map(|a| serde_json::json!({
                "@type": "Legislation",
                "inLanguage": a.lang,
                "url": a.href,
            }))
            .collect::<Vec<_>>(),
    });
    value.to_string().replace('<', "\\u003c")
}

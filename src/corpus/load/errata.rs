//! The `errata:` records of the edition manifests (`laws/<edition>.yaml`, see
//! [`crate::corpus::model::Erratum`]): each checked at its line, first alone (when the manifest is read:
//! a clause id, a language code, an ISO 8601 date, an authority, words before and after, an
//! `http(s)://` url), then against the texts (when the corpus is loaded): the language's text of
//! the law in the edition has the clause, and the clause's own text (title and paragraphs) has
//! the words after. The corpus holds the corrected text; the words before are what the printed
//! book says.

use crate::corpus::model::{ClauseId, Document, EditionManifest, Lang, Paragraph};
use crate::error::InputError;

/// Sets each record's line and checks it alone; the faults of `m`'s records, at their lines.
pub(crate) fn check_records(rel: &str, text: &str, m: &mut EditionManifest) -> Vec<InputError> {
    let lines = super::list_lines(text, "errata");
    let fallback = super::key_line(text, "errata").unwrap_or(1);
    let mut errors = Vec::new();
    for (i, e) in m.errata.iter_mut().enumerate() {
        e.line = lines.get(i).copied().unwrap_or(fallback);
        // The column of the value of `key:` within the record, else the record's first column.
        let at = |key: &str| -> (usize, usize) {
            for (k, l) in text.lines().enumerate().skip(e.line - 1) {
                if k + 1 > e.line && l.trim_start().starts_with("- ") {
                    break;
                }
                let t = l.trim_start().trim_start_matches("- ");
                if let Some(rest) = t.strip_prefix(key).and_then(|r| r.strip_prefix(':')) {
                    let value = rest.trim_start();
                    return (k + 1, l.chars().count() - value.chars().count() + 1);
                }
            }
            (e.line, 1)
        };
        let mut fault = |key: &str, msg: String| {
            let (line, col) = at(key);
            errors.push(InputError::at(
                rel,
                text,
                line,
                col,
                format!("errata: {msg}"),
            ));
        };
        if let Err(err) = e.clause.parse::<ClauseId>() {
            fault("clause", format!("clause: {err}"));
        }
        if !Lang::is_code(&e.lang.0) {
            fault(
                "lang",
                format!(
                    "lang {:?} is not a language code (pl, nl, ru, en)",
                    e.lang.0
                ),
            );
        }
        if let Err(why) = super::annotations::iso_date(e.date.trim()) {
            fault(
                "date",
                format!(
                    "date {:?} is not an ISO 8601 date (YYYY-MM-DD, as 2017-11-23): {why}",
                    e.date
                ),
            );
        }
        for (key, v) in [
            ("authority", &e.authority),
            ("before", &e.before),
            ("after", &e.after),
        ] {
            if v.trim().is_empty() {
                fault(key, format!("{key} is empty"));
            }
        }
        if e.before.trim() == e.after.trim() && !e.after.trim().is_empty() {
            fault(
                "after",
                "after is the same as before: nothing is corrected".into(),
            );
        }
        if let Some(u) = &e.url
            && (!(u.starts_with("https://") || u.starts_with("http://"))
                || u.contains(char::is_whitespace))
        {
            fault(
                "url",
                format!("url {u:?}: give an https:// or http:// address, without spaces"),
            );
        }
    }
    errors
}

/// The faults of every manifest's records against the texts: no text of the law in the
/// language and edition, no such clause in it, or the words after not in the clause's own text.
pub(crate) fn check_against_texts(
    editions: &[EditionManifest],
    documents: &[Document],
) -> Vec<InputError> {
    let mut errors = Vec::new();
    for m in editions {
        let rel = format!("laws/{}.yaml", m.edition);
        for e in &m.errata {
            let id = e.id();
            let doc = documents.iter().find(|d| {
                d.meta.edition == m.edition
                    && d.meta.law == id.law
                    && d.meta.lang == e.lang
                    && d.meta.kind == crate::corpus::model::Kind::Text
            });
            let fault = |msg: String| InputError::at(&rel, "", e.line, 1, format!("errata: {msg}"));
            let Some(doc) = doc else {
                errors.push(fault(format!(
                    "clause {id}: the corpus has no {} text of Law {} in edition {}",
                    e.lang, id.law, m.edition
                )));
                continue;
            };
            let Some(clause) = doc.law_text().and_then(|b| b.find(&id)) else {
                errors.push(fault(format!(
                    "clause {id}: the {} text of Law {} in edition {} has no such clause ({})",
                    e.lang, id.law, m.edition, doc.path
                )));
                continue;
            };
            let own: Vec<String> = clause
                .title
                .iter()
                .cloned()
                .chain(clause.paragraphs.iter().map(Paragraph::plain_text))
                .chain(clause.after.iter().map(Paragraph::plain_text))
                .collect();
            let after = e.after.trim();
            if !own.iter().any(|t| t.contains(after)) {
                errors.push(fault(format!(
                    "clause {id}: its text ({}:{}) does not have the words after, {after:?}: the corpus holds the corrected text",
                    doc.path, clause.line
                )));
            }
        }
    }
    errors
}

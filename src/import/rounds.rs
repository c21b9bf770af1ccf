//! The translation round's guards on an import (issue 31, and the attack on it): an import
//! keeps the round's work. See [`check_rounds`].

use std::path::Path;

use super::Imported;
use crate::corpus::model::{Document, EditionManifest, Owner};
use crate::corpus::units::{title_id, unit_id};
use crate::error::{Error, Result};

/// Checks that an import keeps a translation round's work, reading the corpus (`corpus`, when it
/// loads; else the work files from disk, read against `manifests`):
/// - a law's text from another document than an XLIFF file, where the round has a work file of
///   it, is refused: the work would describe a text no longer there;
/// - an XLIFF file into the language a round translates from (a work file of the edition names
///   it as its source) is refused: it would write over the round's source text;
/// - a round's file drops no unit of the current translation: a unit the language's work file of
///   the law and edition holds (done or not), or else a part its text holds, that the law's
///   source text still has and the file lacks (a reviewer's file of a few units, imported with
///   `--replace`), would vanish from the text and the work file alike. A unit the source text no
///   longer has (a later draft deleted it) may go; without a corpus that loads, every unit
///   counts.
///
/// Time linear in the units.
///
/// # Errors
/// [`Error::Usage`] naming the file, what it would lose, and the way out.
pub(crate) fn check_rounds(
    root: &Path,
    manifests: &[EditionManifest],
    corpus: Option<&crate::corpus::model::Corpus>,
    done: &[Imported],
) -> Result<()> {
    use crate::corpus::model::{Edition, Lang};
    use crate::corpus::work::{Work, parse, work_path};
    // The work file of (edition, law, language), from the loaded corpus or from disk.
    let work_of = |e: &Edition, law: u8, l: &Lang| -> Option<Work> {
        match corpus {
            Some(c) => c.work(e, law, l).cloned(),
            None => {
                let rel = work_path(l, e, law);
                let text = std::fs::read_to_string(root.join(&rel)).ok()?;
                parse(&rel, &text, manifests).ok()
            }
        }
    };
    for imp in done {
        // A law's text from another document than the round's XLIFF.
        let writes_work = imp.files.iter().any(|(p, _)| p.ends_with(".work.yaml"));
        for (path, _) in imp.files.iter().filter(|_| !writes_work) {
            let parts: Vec<&str> = path.split('/').collect();
            let [_, lang, edition, file] = parts.as_slice() else {
                continue;
            };
            let Some(law) = file
                .strip_suffix(".md")
                .filter(|n| n.len() == 2)
                .and_then(|n| n.parse::<u8>().ok())
            else {
                continue;
            };
            let (e, l) = (Edition((*edition).to_string()), Lang((*lang).to_string()));
            if let Some(w) = work_of(&e, law, &l) {
                return Err(Error::Usage(format!(
                    "{} holds the translation round's work on {path}: importing {} over that text would leave the work describing a text no longer there; import the round's XLIFF, or move {} away first (nothing was written)",
                    w.path, imp.report.source, w.path
                )));
            }
        }
        for (path, text) in &imp.files {
            if !path.ends_with(".work.yaml") {
                continue;
            }
            let Ok(new) = parse(path, text, manifests) else {
                continue;
            };
            // Into the language the round translates from.
            if let Some(c) = corpus
                && let Some(w) = c
                    .work
                    .iter()
                    .find(|w| w.edition == new.edition && w.source_lang.as_ref() == Some(&new.lang))
            {
                return Err(Error::Usage(format!(
                    "{} is into {}, the language the {} round translates from ({} names it as its source): an XLIFF import never writes over the round's source text (nothing was written)",
                    imp.report.source, new.lang, new.edition, w.path
                )));
            }
            let source = corpus.and_then(|c| {
                new.source_lang
                    .as_ref()
                    .and_then(|l| c.text(&new.edition, new.law, l))
                    .map(|(_, d)| d)
            });
            // The source text's units, once (a lookup per unit: linear).
            let source_units: Option<std::collections::HashSet<String>> = source
                .filter(|d| d.law_text().is_some())
                .map(|d| text_units(d, new.law).into_iter().collect());
            let has = |id: &str| source_units.as_ref().is_none_or(|s| s.contains(id));
            // The current translation's units: the work file's, else the parts of the text.
            let (holder, current): (String, Vec<String>) =
                match work_of(&new.edition, new.law, &new.lang) {
                    Some(w) => (
                        w.path.clone(),
                        w.units.iter().map(|u| u.unit.clone()).collect(),
                    ),
                    None => {
                        let Some((_, d)) =
                            corpus.and_then(|c| c.text(&new.edition, new.law, &new.lang))
                        else {
                            continue;
                        };
                        (d.path.clone(), text_units(d, new.law))
                    }
                };
            let in_new: std::collections::HashSet<&str> =
                new.units.iter().map(|u| u.unit.as_str()).collect();
            let lost: Vec<&str> = current
                .iter()
                .map(String::as_str)
                .filter(|u| !in_new.contains(u) && has(u))
                .collect();
            if !lost.is_empty() {
                return Err(Error::Usage(format!(
                    "{} lacks {} of the units {holder} holds ({}): importing it would drop their translation and state; import a file that holds every unit (export the law again: the export carries the current translation), nothing was written",
                    imp.report.source,
                    lost.len(),
                    lost.join(", ")
                )));
            }
        }
    }
    Ok(())
}

/// The unit ids of the parts the text `d` of Law `law` holds, in reading order.
fn text_units(d: &Document, law: u8) -> Vec<String> {
    let Some(t) = d.law_text() else {
        return Vec::new();
    };
    let mut ids: Vec<String> = Vec::new();
    if d.meta.title.is_some() {
        ids.push(title_id(law));
    }
    if !t.preamble.is_empty() {
        ids.push(unit_id(law, &Owner::Preamble));
    }
    ids.extend(
        t.all_clauses()
            .iter()
            .map(|c| unit_id(law, &Owner::Clause(c.id))),
    );
    if !t.closing.is_empty() {
        ids.push(unit_id(law, &Owner::Closing));
    }
    ids.extend(
        t.footnotes
            .iter()
            .map(|f| unit_id(law, &Owner::Footnote(f.mark.clone()))),
    );
    ids
}

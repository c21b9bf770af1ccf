//! A translation round's progress (`lawref progress`): per target language, the units of an
//! edition's source texts by how they changed since the previous edition (new, changed,
//! unchanged: [`Change`]) and where the language's translation of them stands (untranslated, in
//! review, translated, reviewed, approved: [`Stage`]).
//!
//! The units are the work packages' ([`super::xliff::units`]: the same ids, the same change
//! classes, the same current translation from the work files and corpus texts), so the counts
//! are what `lawref export xliff` would hand the translator now.
//!
//! Not for: the coverage of whole texts (that is [`crate::analysis::coverage`]).

use std::collections::BTreeMap;

use serde::Serialize;

use super::xliff::{Change, Request, units};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::corpus::work::{STAGES, Stage};
use crate::error::{Error, Result};

/// The progress of one edition's translation round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// The edition translated.
    pub edition: Edition,
    /// The source language.
    pub source: Lang,
    /// The edition the changes are counted against, if any.
    pub previous: Option<Edition>,
    /// The laws with a source text, ascending.
    pub laws: Vec<u8>,
    /// Per target language, by code.
    pub langs: Vec<LangProgress>,
}

/// One target language's units: how many of each change class are at each stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LangProgress {
    /// The language.
    pub lang: Lang,
    /// The units in all.
    pub units: usize,
    /// The units the language's corpus text of the edition holds (done units, less those under
    /// an enclosing clause that is not done).
    pub text: usize,
    /// Per change class (`new`, `changed`, `unchanged`), per stage (`untranslated`, `in review`,
    /// `translated`, `reviewed`, `approved`): the count.
    pub counts: BTreeMap<&'static str, BTreeMap<&'static str, usize>>,
}

/// The progress of `edition` from `source` into every other language the corpus has texts or
/// work in, changes counted against `previous` (none: every unit is new). Time linear in the
/// units (per law and language, one work package's units).
///
/// # Errors
/// [`Error::Usage`] (`--source`) when the corpus has no `source` text in `edition`.
pub fn progress(
    corpus: &Corpus,
    edition: &Edition,
    source: &Lang,
    previous: Option<&Edition>,
) -> Result<Progress> {
    let laws: Vec<u8> = corpus
        .laws_in(edition)
        .into_iter()
        .filter(|&n| corpus.text(edition, n, source).is_some())
        .collect();
    if laws.is_empty() {
        return Err(Error::Usage(format!(
            "--source {source}: the corpus has no {source} text in edition {edition}"
        )));
    }
    let mut langs: Vec<Lang> = corpus.langs().into_iter().filter(|l| l != source).collect();
    for w in &corpus.work {
        if &w.edition == edition && &w.lang != source && !langs.contains(&w.lang) {
            langs.push(w.lang.clone());
        }
    }
    langs.sort();
    let mut out = Vec::new();
    for lang in langs {
        let mut by: BTreeMap<(Change, Stage), usize> = BTreeMap::new();
        let mut text = 0;
        for &law in &laws {
            let req = Request {
                law,
                source: source.clone(),
                target: lang.clone(),
                edition: edition.clone(),
                previous: previous.cloned(),
                copy_source: false,
            };
            for u in units(corpus, &req)? {
                *by.entry((u.change, u.stage)).or_default() += 1;
                text += usize::from(u.in_text);
            }
        }
        let mut counts: BTreeMap<&'static str, BTreeMap<&'static str, usize>> = BTreeMap::new();
        for change in [Change::New, Change::Changed, Change::Unchanged] {
            let row = counts.entry(change.label()).or_default();
            for stage in STAGES {
                row.insert(
                    stage.label(),
                    by.get(&(change, stage)).copied().unwrap_or(0),
                );
            }
        }
        out.push(LangProgress {
            lang,
            units: by.values().sum(),
            text,
            counts,
        });
    }
    Ok(Progress {
        edition: edition.clone(),
        source: source.clone(),
        previous: previous.cloned(),
        laws,
        langs: out,
    })
}

/// The progress as a table per language (see [`Progress`]).
pub fn format(p: &Progress) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let total = p.langs.first().map_or(0, |l| l.units);
    let by_change = |c: Change| {
        p.langs
            .first()
            .map_or(0, |l| l.counts[c.label()].values().sum::<usize>())
    };
    let _ = writeln!(
        out,
        "Edition {} from {}{}: {} law{}, {total} units ({} new, {} changed, {} unchanged)",
        p.edition,
        p.source,
        p.previous
            .as_ref()
            .map(|e| format!(", changes against {e}"))
            .unwrap_or_default(),
        p.laws.len(),
        if p.laws.len() == 1 { "" } else { "s" },
        by_change(Change::New),
        by_change(Change::Changed),
        by_change(Change::Unchanged),
    );
    for l in &p.langs {
        let _ = writeln!(
            out,
            "\n{}: {} of {} units are text ({} %)",
            l.lang,
            l.text,
            l.units,
            (l.text * 100 + l.units / 2)
                .checked_div(l.units)
                .unwrap_or(0)
        );
        let _ = write!(out, "  {:<10}", "");
        for s in STAGES {
            let _ = write!(out, "  {:>12}", s.label());
        }
        out.push('\n');
        for c in [Change::New, Change::Changed, Change::Unchanged] {
            let _ = write!(out, "  {:<10}", c.label());
            for s in STAGES {
                let _ = write!(out, "  {:>12}", l.counts[c.label()][s.label()]);
            }
            out.push('\n');
        }
    }
    out
}

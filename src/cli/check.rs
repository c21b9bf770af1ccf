//! `lawref check`: the corpus's references, terms, correspondence records and translations checked.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::output::print_all;
use crate::{Error, corpus::load, xref};

/// Runs `lawref check`; `Ok(false)` when it ran but found errors.
pub(crate) fn run(root: &Path) -> Result<bool, Error> {
    let corpus = load::load_corpus(root)?;
    let links = xref::link(&corpus);
    let findings = crate::analysis::check::check(&corpus, &links);
    let bases = crate::analysis::terms::load_term_bases(&corpus)?;
    let uses = crate::analysis::terms::other_edition_terms(&corpus, &bases);
    let term_findings = crate::analysis::check::check_terms(&corpus, &uses);
    let record_findings = crate::analysis::check::check_correspondences(&corpus);
    let drift_findings = crate::analysis::check::check_drift(&corpus);
    let doubt_findings = crate::analysis::check::check_doubts(&corpus);
    let count = |s| findings.iter().filter(|f| f.severity == s).count();
    let (errors, warnings, infos) = (
        count(crate::analysis::check::Severity::Error),
        count(crate::analysis::check::Severity::Warning),
        count(crate::analysis::check::Severity::Info),
    );
    let mut all = findings.clone();
    all.extend(term_findings.iter().cloned());
    all.extend(record_findings.iter().cloned());
    all.extend(drift_findings.iter().cloned());
    all.extend(doubt_findings.iter().cloned());
    crate::analysis::check::sort_findings(&mut all);
    let mut out: String = all.iter().map(|f| format!("{f}\n")).collect();
    out.push_str(&format!(
        "{} references: {errors} error{}, {warnings} warning{}, {infos} not in corpus\n",
        links.refs.len(),
        if errors == 1 { "" } else { "s" },
        if warnings == 1 { "" } else { "s" },
    ));
    if !bases.is_empty() {
        let files: Vec<&str> = bases.iter().map(|b| b.file.as_str()).collect();
        let n = term_findings.len();
        out.push_str(&format!(
            "terms ({}): {n} use{} of another edition's term\n",
            files.join(", "),
            if n == 1 { "" } else { "s" },
        ));
    }
    if !record_findings.is_empty() {
        let n = record_findings.len();
        out.push_str(&format!(
            "correspondences: {n} clause id{} no text has\n",
            if n == 1 { "" } else { "s" },
        ));
    }
    if !drift_findings.is_empty() {
        // A clause a translation round holds, not done yet, is an info, counted apart.
        let work = drift_findings
            .iter()
            .filter(|f| f.severity == crate::analysis::check::Severity::Info)
            .count();
        let n = drift_findings.len() - work;
        out.push_str(&format!(
            "translations: {n} clause{} changed in one language and not another, or missing from one{}\n",
            if n == 1 { "" } else { "s" },
            match work {
                0 => String::new(),
                w => format!("; {w} more in translation (work files)"),
            }
        ));
    }
    if !doubt_findings.is_empty() {
        let n = doubt_findings.len();
        out.push_str(&format!(
            "structure: {n} doubt{} import named (front matter `doubts:`; see docs/import.md)\n",
            if n == 1 { "" } else { "s" },
        ));
    }
    print_all(&out)?;
    Ok(errors == 0)
}

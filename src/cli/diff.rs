//! `lawref diff`: a law, or a clause of it, word by word from one edition to another.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::DiffArgs;
use super::output::{colour, print_json, write_stdout};
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref diff`.
pub(crate) fn run(root: &Path, args: DiffArgs) -> Result<bool, Error> {
    let DiffArgs {
        clause,
        lang,
        from,
        to,
        json,
    } = args;
    let corpus = load::load_corpus(root)?;
    for (flag, e) in [("--from", &from), ("--to", &to)] {
        if let Some(e) = e {
            known_edition(&corpus, flag, e)?;
        }
    }
    if let Some(l) = &lang {
        known_lang(&corpus.langs(), "--lang", l, "text")?;
    }
    let req = crate::analysis::align::diff::Request {
        clause,
        lang: lang.map(Lang),
        from: from.map(Edition),
        to: to.map(Edition),
    };
    let diffs = crate::analysis::align::diff::diff_request(&corpus, &req)?;
    if json {
        // One diff: the object itself (as before); several languages: a list of them.
        let out = if diffs.len() == 1 {
            serde_json::to_string_pretty(&diffs[0])
        } else {
            serde_json::to_string_pretty(&diffs)
        };
        print_json(&(out.expect("a diff serialises") + "\n"))?;
    } else {
        // Made safe piece by piece: the colours are lawref's own escape sequences.
        let text: Vec<String> = diffs.iter().map(|d| format_diff(d, colour())).collect();
        write_stdout(&text.join("\n"))?;
    }
    Ok(true)
}

/// A diff for people: a heading per row (the clause ids of both editions), then the title and
/// text with git's word-diff marks, red and green on a terminal.
fn format_diff(d: &crate::analysis::align::diff::LawDiff, colour: bool) -> String {
    use crate::analysis::align::diff::{Marks, Part, WORD_DIFF, marked};
    let ids = |v: &[crate::ClauseId]| {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    // git's word-diff marks, red and green on a terminal.
    let marks = if colour {
        Marks {
            delete: ("\x1b[31m[-", "-]\x1b[0m"),
            insert: ("\x1b[32m{+", "+}\x1b[0m"),
        }
    } else {
        WORD_DIFF
    };
    // The words are the corpus's: made safe for the terminal, the marks and colours kept.
    let marked = |tokens: &[crate::analysis::align::diff::Token]| {
        marked(tokens, &marks, |t| {
            super::output::for_stdout(t).into_owned()
        })
    };
    let mut out = format!("Law {} ({}), {} -> {}\n", d.law, d.lang, d.from, d.to);
    for r in &d.rows {
        let head = match &r.part {
            Part::Title => format!("{} title", d.law),
            Part::Preamble => format!("{} opening", d.law),
            Part::Closing => format!("{} closing", d.law),
            Part::Footnote(m) => format!("{} footnote {m}", d.law),
            Part::Clauses if r.from.is_empty() => format!("{} (new in {})", ids(&r.to), d.to),
            Part::Clauses if r.to.is_empty() => {
                format!("{} (deleted in {})", ids(&r.from), d.to)
            }
            Part::Clauses if r.from == r.to => ids(&r.to),
            Part::Clauses => format!("{} -> {}", ids(&r.from), ids(&r.to)),
        };
        out.push('\n');
        out.push_str(&super::output::for_stdout(&head));
        if !r.changed() {
            out.push_str(" (unchanged)\n");
            continue;
        }
        if r.whole {
            out.push_str(" (too different to compare word by word: replaced whole)");
        }
        out.push('\n');
        if !r.title.is_empty() {
            out.push_str(&format!("  title: {}\n", marked(&r.title)));
        }
        if !r.text.is_empty() {
            // Each paragraph on a line of its own, indented.
            out.push_str(&format!("  {}\n", marked(&r.text).replace('\n', "\n  ")));
        }
    }
    out
}

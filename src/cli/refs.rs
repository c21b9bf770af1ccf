//! `lawref refs`: what a clause cites and what cites it, or the references found in a text.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::RefsArgs;
use super::output::{print_all, print_json};
use super::validate::known_edition;
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load, xref};

/// Runs `lawref refs`.
pub(crate) fn run(root: &Path, args: RefsArgs) -> Result<bool, Error> {
    let RefsArgs {
        clause,
        parse,
        edition,
        lang,
        in_clause,
        letters,
        json,
    } = args;
    let out = if let Some(parse) = parse {
        let corpus = load::load_corpus(root)?;
        let (Some(lang), Some(edition), Some(in_clause)) = (lang, edition, in_clause) else {
            return Err(Error::Usage(
                "lawref refs --parse needs --lang, --edition and --in".into(),
            ));
        };
        known_edition(&corpus, "--edition", &edition)?;
        let edition = Edition(edition);
        let scheme = match letters.as_deref() {
            None => xref::LetterScheme::Unknown,
            Some("alphabet") => xref::LetterScheme::Alphabet,
            Some("look-alike") => xref::LetterScheme::LookAlike,
            Some(other) => {
                return Err(Error::Usage(format!(
                    "--letters {other}: expected alphabet or look-alike"
                )));
            }
        };
        let found = xref::parse_text(&Lang(lang), scheme, &in_clause, &parse);
        let rows: Vec<(String, Option<String>, &str, bool)> = found
            .iter()
            .map(|r| {
                let status = crate::analysis::check::parse_status(&corpus, &edition, r);
                (
                    r.text.clone(),
                    r.target.map(|t| t.to_string()),
                    status,
                    r.ambiguous,
                )
            })
            .collect();
        let mut out = String::new();
        if json {
            /// One reference of `refs --parse --json`, its fields in this order.
            #[derive(serde::Serialize)]
            struct Row<'a> {
                text: &'a str,
                target: Option<&'a str>,
                status: &'a str,
                ambiguous: bool,
            }
            let v: Vec<Row> = rows
                .iter()
                .map(|(text, target, status, ambiguous)| Row {
                    text,
                    target: target.as_deref(),
                    status,
                    ambiguous: *ambiguous,
                })
                .collect();
            out.push_str(&serde_json::to_string_pretty(&v).expect("refs serialise"));
            out.push('\n');
            return print_json(&out).map(|()| true);
        } else if rows.is_empty() {
            out.push_str("no references\n");
        } else {
            for (text, target, status, ambiguous) in rows {
                let target = target.unwrap_or_else(|| "-".into());
                let amb = if ambiguous { " (ambiguous letter)" } else { "" };
                out.push_str(&format!("{text:<14} {target:<14} {status}{amb}\n"));
            }
        }
        out
    } else {
        let Some(clause) = clause else {
            return Err(Error::Usage(
                "lawref refs: give a clause (68B1, 16C, 70)".into(),
            ));
        };
        let id: crate::ClauseId = clause
            .parse()
            .map_err(|e: crate::corpus::model::ClauseIdError| Error::Usage(e.to_string()))?;
        let corpus = load::load_corpus(root)?;
        let links = xref::link(&corpus);
        let all = crate::analysis::check::clause_refs(
            &corpus,
            &links,
            id,
            edition.as_deref(),
            lang.as_deref(),
        );
        if all.is_empty() {
            return Err(Error::Usage(format!(
                "lawref refs {id}: no text in the corpus has it, and nothing cites it{}{}",
                edition
                    .map(|e| format!(" (edition {e})"))
                    .unwrap_or_default(),
                lang.map(|l| format!(" (language {l})")).unwrap_or_default()
            )));
        }
        if json {
            let out = serde_json::to_string_pretty(&all).expect("refs serialise") + "\n";
            return print_json(&out).map(|()| true);
        } else {
            crate::analysis::check::format_clause_refs(&all)
        }
    };
    print_all(&out)?;
    Ok(true)
}

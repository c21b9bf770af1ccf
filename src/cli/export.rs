//! `lawref export`: the exchange files for translators' tools (TMX, XLIFF, TBX, CSV) and the
//! corpus as open data (JSON), with the command line's checks of what is asked.
//!
//! Not for: the formats themselves ([`crate::export`]).

use std::path::Path;

use super::args::ExportFormat;
use super::output::print_all;
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Edition, Lang};
use crate::{Error, corpus::load};

/// Runs `lawref export`: the file's bytes to `out`, or to standard output.
// Long: one match over the export formats, each arm the few calls its format needs.
#[allow(clippy::too_many_lines)]
pub(crate) fn run(root: &Path, format: ExportFormat, replace: bool) -> Result<(), Error> {
    use crate::export;
    // Where --out may go is checked before any work (again when it is written).
    let out_path = match &format {
        ExportFormat::Tmx { out, .. }
        | ExportFormat::Xliff { out, .. }
        | ExportFormat::Tbx { out, .. }
        | ExportFormat::Csv { out, .. }
        | ExportFormat::Json { out } => out.clone(),
    };
    let rule = export::out_rule(root, replace);
    if let Some(p) = &out_path {
        rule.check(p, None, |_| false)?;
    }
    let corpus = load::load_corpus(root)?;
    let langs = corpus.langs();
    let has_text = |e: &Edition, law: u8, l: &Lang, flag: &str| -> Result<(), Error> {
        if corpus.text(e, law, l).is_some() {
            Ok(())
        } else {
            Err(Error::Usage(format!(
                "{flag} {l}: the corpus has no {l} text of Law {law} in edition {e}"
            )))
        }
    };
    let (bytes, out) = match format {
        ExportFormat::Tmx {
            edition,
            langs: wanted,
            law,
            out,
        } => {
            known_edition(&corpus, "--edition", &edition)?;
            let mut ls: Vec<Lang> = Vec::new();
            for l in wanted {
                known_lang(&langs, "--langs", &l, "text")?;
                if !ls.contains(&Lang(l.clone())) {
                    ls.push(Lang(l));
                }
            }
            if ls.len() < 2 {
                return Err(Error::Usage(
                    "--langs: give two or more languages (pl,nl): a translation unit pairs texts"
                        .into(),
                ));
            }
            let edition = Edition(edition);
            if let Some(n) = law {
                for l in &ls {
                    has_text(&edition, n, l, "--langs")?;
                }
            }
            let units = export::tmx::units(&corpus, &edition, &ls, law);
            if units.is_empty() {
                return Err(Error::Usage(format!(
                    "--langs {}: no part of {} has a text in two of these languages in edition {edition}",
                    ls.iter()
                        .map(|l| l.0.as_str())
                        .collect::<Vec<_>>()
                        .join(","),
                    law.map_or("any law".to_string(), |n| format!("Law {n}"))
                )));
            }
            (export::tmx::write(&units, &ls[0])?, out)
        }
        ExportFormat::Xliff {
            law,
            source,
            target,
            edition,
            previous,
            out,
        } => {
            known_edition(&corpus, "--edition", &edition)?;
            known_lang(&langs, "--source", &source, "text")?;
            if let Some(p) = &previous {
                known_edition(&corpus, "--previous", p)?;
                let pos = |e: &str| corpus.editions.iter().position(|m| m.edition.0 == e);
                if pos(p) >= pos(&edition) {
                    return Err(Error::Usage(format!(
                        "--previous {p} is not older than --edition {edition}: the targets are prefilled from an earlier edition"
                    )));
                }
            }
            if source == target {
                return Err(Error::Usage(format!(
                    "--target {target}: the same language as --source"
                )));
            }
            let req = export::xliff::Request {
                law,
                source: Lang(source),
                target: Lang(target),
                edition: Edition(edition),
                previous: previous.map(Edition),
            };
            has_text(&req.edition, law, &req.source, "--source")?;
            if let Some(p) = &req.previous
                && corpus.text(p, law, &req.target).is_none()
            {
                eprintln!(
                    "note: the corpus has no {} text of Law {law} in edition {p}: no target is prefilled",
                    req.target
                );
            }
            let units = export::xliff::units(&corpus, &req)?;
            let (_, src) = corpus
                .text(&req.edition, law, &req.source)
                .expect("checked");
            (export::xliff::write(&req, &src.path, &units)?, out)
        }
        ExportFormat::Tbx { lang, edition, out } => {
            if let Some(e) = &edition {
                known_edition(&corpus, "--edition", e)?;
            }
            let bases = crate::analysis::terms::load_term_bases(&corpus)?;
            let lang = lang.map(Lang);
            if let Some(l) = &lang {
                let have: Vec<Lang> = bases.iter().map(|b| b.lang.clone()).collect();
                known_lang(&have, "--lang", &l.0, "term base")?;
            }
            let entries = export::tbx::entries(
                &corpus,
                &bases,
                lang.as_ref(),
                edition.map(Edition).as_ref(),
            );
            let files: Vec<&str> = bases
                .iter()
                .filter(|b| lang.as_ref().is_none_or(|l| &b.lang == l))
                .map(|b| b.file.as_str())
                .collect();
            (export::tbx::write(&entries, &files)?, out)
        }
        ExportFormat::Csv { law, columns, out } => {
            let mut cols: Vec<(Lang, Edition)> = Vec::new();
            for c in columns {
                let Some((l, e)) = c.split_once(':') else {
                    return Err(Error::Usage(format!(
                        "--columns {c}: write each column as language:edition (pl:2017)"
                    )));
                };
                known_edition(&corpus, "--columns", e)?;
                known_lang(&langs, "--columns", l, "text")?;
                let (l, e) = (Lang(l.to_string()), Edition(e.to_string()));
                has_text(&e, law, &l, "--columns")?;
                if !cols.contains(&(l.clone(), e.clone())) {
                    cols.push((l, e));
                }
            }
            let base = export::csv::base_edition(&corpus, &cols).expect("columns are known");
            let view = crate::analysis::align::parallel_with(&corpus, &base, law, &cols);
            (export::csv::write(&corpus, &view)?, out)
        }
        ExportFormat::Json { out } => {
            let links = crate::xref::link(&corpus);
            let mut bytes = serde_json::to_vec_pretty(&export::json::corpus_json(&corpus, &links))
                .map_err(|e| {
                    Error::Usage(format!("the corpus could not be written as JSON: {e}"))
                })?;
            bytes.push(b'\n');
            (bytes, out)
        }
    };
    match out {
        Some(path) => {
            rule.write(&path, &bytes, |_| false)?;
            eprintln!("wrote {}", path.display());
            Ok(())
        }
        // As written to --out, byte for byte, when standard output is a file or a pipe.
        None => print_all(&String::from_utf8_lossy(&bytes)),
    }
}

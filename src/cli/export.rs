//! `lawref export`: the exchange files for translators' tools (TMX, XLIFF, TBX, CSV) and the
//! corpus as open data (JSON): the command line's arguments checked against the corpus and made
//! into a format's request ([`crate::export::Format`]), whose bytes go to `--out` or standard
//! output.
//!
//! Not for: the formats themselves ([`crate::export`]).

use std::path::{Path, PathBuf};

use super::args::ExportFormat;
use super::output::print_all;
use super::validate::{known_edition, known_lang};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::export::{Format, csv::Csv, json::Json, tbx::Tbx, tmx::Tmx, xliff};
use crate::{Error, corpus::load};

/// Runs `lawref export`: the file's bytes to `out`, or to standard output.
pub(crate) fn run(root: &Path, format: ExportFormat, replace: bool) -> Result<(), Error> {
    // Where --out may go is checked before any work (again when it is written).
    let out = match &format {
        ExportFormat::Tmx { out, .. }
        | ExportFormat::Xliff { out, .. }
        | ExportFormat::Tbx { out, .. }
        | ExportFormat::Csv { out, .. }
        | ExportFormat::Json { out } => out.clone(),
    };
    let rule = crate::export::out_rule(root, replace);
    if let Some(p) = &out {
        rule.check(p, None, |_| false)?;
    }
    let corpus = load::load_corpus(root)?;
    let bytes = request(&corpus, format)?.write(&corpus)?;
    write_out(&rule, out, &bytes)
}

/// The format's request for the arguments, each checked against the corpus (an edition it has,
/// a language it has a text in).
fn request(corpus: &Corpus, format: ExportFormat) -> Result<Box<dyn Format>, Error> {
    Ok(match format {
        ExportFormat::Tmx {
            edition,
            langs,
            law,
            columns,
            ..
        } => match edition {
            Some(e) => Box::new(tmx(corpus, e, langs, law)?),
            None => Box::new(Tmx {
                edition: Edition(String::new()),
                langs: Vec::new(),
                law,
                columns: checked_columns(corpus, columns, law)?,
            }),
        },
        ExportFormat::Xliff {
            law,
            source,
            target,
            edition,
            previous,
            copy_source,
            ..
        } => Box::new(xliff(
            corpus,
            xliff::Request {
                law,
                source: Lang(source),
                target: Lang(target),
                edition: Edition(edition),
                previous: previous.map(Edition),
                copy_source,
            },
        )?),
        ExportFormat::Tbx { lang, edition, .. } => {
            if let Some(e) = &edition {
                known_edition(corpus, "--edition", e)?;
            }
            Box::new(Tbx {
                lang: lang.map(Lang),
                edition: edition.map(Edition),
            })
        }
        ExportFormat::Csv {
            law,
            columns,
            translation,
            bom,
            ..
        } => {
            let mut c = csv(corpus, law, columns)?;
            c.translation = translation;
            c.bom = bom;
            Box::new(c)
        }
        ExportFormat::Json { .. } => Box::new(Json),
    })
}

/// `Ok` when the corpus has a text of Law `law` in edition `e` and language `l`; else the usage
/// error for `flag`.
fn has_text(corpus: &Corpus, e: &Edition, law: u8, l: &Lang, flag: &str) -> Result<(), Error> {
    if corpus.text(e, law, l).is_some() {
        Ok(())
    } else {
        Err(Error::Usage(format!(
            "{flag} {l}: the corpus has no {l} text of Law {law} in edition {e}"
        )))
    }
}

fn tmx(
    corpus: &Corpus,
    edition: String,
    wanted: Vec<String>,
    law: Option<u8>,
) -> Result<Tmx, Error> {
    known_edition(corpus, "--edition", &edition)?;
    let langs = corpus.langs();
    let mut ls: Vec<Lang> = Vec::new();
    for l in wanted {
        known_lang(&langs, "--langs", &l, "text")?;
        if !ls.contains(&Lang(l.clone())) {
            ls.push(Lang(l));
        }
    }
    let edition = Edition(edition);
    if let Some(n) = law
        && ls.len() >= 2
    {
        for l in &ls {
            has_text(corpus, &edition, n, l, "--langs")?;
        }
    }
    Ok(Tmx {
        edition,
        langs: ls,
        law,
        columns: Vec::new(),
    })
}

fn xliff(corpus: &Corpus, req: xliff::Request) -> Result<xliff::Request, Error> {
    known_edition(corpus, "--edition", &req.edition.0)?;
    known_lang(&corpus.langs(), "--source", &req.source.0, "text")?;
    if let Some(p) = &req.previous {
        known_edition(corpus, "--previous", &p.0)?;
        let pos = |e: &Edition| corpus.editions.iter().position(|m| &m.edition == e);
        if pos(p) > pos(&req.edition) {
            return Err(Error::Usage(format!(
                "--previous {p} is newer than --edition {}: the targets are prefilled from an earlier edition (or the edition itself)",
                req.edition
            )));
        }
    }
    if req.source == req.target {
        return Err(Error::Usage(format!(
            "--target {}: the same language as --source",
            req.target
        )));
    }
    has_text(corpus, &req.edition, req.law, &req.source, "--source")?;
    if let Some(p) = &req.previous
        && corpus.text(p, req.law, &req.target).is_none()
    {
        eprintln!(
            "note: the corpus has no {} text of Law {} in edition {p}: no target is prefilled",
            req.target, req.law
        );
    }
    Ok(req)
}

/// `--columns` (language:edition, comma-separated) checked: each of an edition and a language
/// the corpus has, with a text of Law `law` where one law is asked; each once, in order.
fn checked_columns(
    corpus: &Corpus,
    columns: Vec<String>,
    law: Option<u8>,
) -> Result<Vec<(Lang, Edition)>, Error> {
    let langs = corpus.langs();
    let mut cols: Vec<(Lang, Edition)> = Vec::new();
    for c in columns {
        let Some((l, e)) = c.split_once(':') else {
            return Err(Error::Usage(format!(
                "--columns {c}: write each column as language:edition (pl:2017)"
            )));
        };
        known_edition(corpus, "--columns", e)?;
        known_lang(&langs, "--columns", l, "text")?;
        let (l, e) = (Lang(l.to_string()), Edition(e.to_string()));
        if let Some(n) = law {
            has_text(corpus, &e, n, &l, "--columns")?;
        }
        if !cols.contains(&(l.clone(), e.clone())) {
            cols.push((l, e));
        }
    }
    Ok(cols)
}

fn csv(corpus: &Corpus, law: u8, columns: Vec<String>) -> Result<Csv, Error> {
    let cols = checked_columns(corpus, columns, Some(law))?;
    let edition = crate::export::csv::base_edition(corpus, &cols).expect("columns are known");
    Ok(Csv {
        law,
        edition,
        columns: cols,
        translation: false,
        bom: false,
    })
}

/// `bytes` to `out` by `rule`, or to standard output.
fn write_out(
    rule: &crate::util::fsio::OutputFile<'_>,
    out: Option<PathBuf>,
    bytes: &[u8],
) -> Result<(), Error> {
    match out {
        Some(path) => {
            rule.write(&path, bytes, |_| false)?;
            eprintln!("wrote {}", path.display());
            Ok(())
        }
        // As written to --out, byte for byte, when standard output is a file or a pipe.
        None => print_all(&String::from_utf8_lossy(bytes)),
    }
}

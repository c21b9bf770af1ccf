//! `lawref generate`: a generated corpus for benchmarks.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use super::args::GenerateArgs;
use super::output::print_all;
use crate::Error;

/// Runs `lawref generate`.
pub(crate) fn run(args: GenerateArgs) -> Result<bool, Error> {
    let GenerateArgs {
        out,
        laws,
        langs,
        editions,
        seed,
        book,
    } = args;
    let spec = crate::dev::generate::Spec {
        laws,
        langs,
        editions,
        seed,
    };
    let books = book
        .iter()
        .map(|b| {
            let (lang, year) = b.split_once(':').unwrap_or((b, "2017"));
            let year = year.parse().map_err(|_| {
                crate::Error::Usage(format!(
                    "--book {b}: give a language and an edition's year, as pl or pl:2007"
                ))
            })?;
            Ok(crate::dev::generate::BookSpec {
                lang: lang.to_string(),
                year,
            })
        })
        .collect::<crate::Result<Vec<_>>>()?;
    let s = crate::dev::generate::generate_with_books(&spec, &books, &out)?;
    let mut said = format!(
        "generated {} texts, {} commentaries, {} clauses ({} bytes) into {}\n",
        s.texts,
        s.commentaries,
        s.clauses,
        s.bytes,
        out.display()
    );
    for b in &books {
        said.push_str(&format!("wrote {}\n", out.join(b.path()).display()));
    }
    print_all(&said)?;
    Ok(true)
}

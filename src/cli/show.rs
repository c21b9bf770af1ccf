//! `lawref show`: a clause and its sub-clauses in the terminal.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::ShowArgs;
use super::output::{print_all, print_json};
use crate::Error;
use crate::corpus::model::{Edition, Lang};

/// Runs `lawref show`.
pub(crate) fn run(root: &Path, args: ShowArgs) -> Result<bool, Error> {
    let ShowArgs {
        clause,
        edition,
        lang,
        json,
    } = args;
    let req = crate::analysis::show::Request {
        clause,
        edition: edition.map(Edition),
        // Each language once, in the order asked (`--lang pl,pl` is `pl`).
        langs: lang.into_iter().fold(Vec::new(), |mut v, l| {
            if !v.contains(&Lang(l.clone())) {
                v.push(Lang(l));
            }
            v
        }),
    };
    let shown = crate::analysis::show::show(root, &req)?;
    if json {
        print_json(&(serde_json::to_string_pretty(&shown).expect("a clause serialises") + "\n"))?;
    } else {
        print_all(&crate::analysis::show::format(&shown))?;
    }
    Ok(true)
}

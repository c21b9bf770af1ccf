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
        any_edition,
        width,
        with_refs,
        notes,
        json,
    } = args;
    // `show 68 B 2`, `show przepis 68B2`: the words as one clause, read as search reads one.
    let typed = clause.join(" ");
    let clause = super::args::typed_clause(&typed).map_err(Error::Usage)?;
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
        any_edition,
        notes: notes == "all",
    };
    let shown = crate::analysis::show::show(root, &req)?;
    let cited = if with_refs {
        crate::analysis::show::cited(root, &shown)?
    } else {
        Vec::new()
    };
    if json {
        let json = if with_refs {
            serde_json::to_string_pretty(&serde_json::json!({
                "shown": shown,
                "cited": cited,
            }))
        } else {
            serde_json::to_string_pretty(&shown)
        };
        print_json(&(json.expect("a clause serialises") + "\n"))?;
    } else {
        let width = width.map_or_else(terminal_width, usize::from);
        let mut out = crate::analysis::show::format(&shown, width);
        for c in &cited {
            out.push_str(&crate::analysis::show::format_cited(c, width));
        }
        print_all(&out)?;
    }
    Ok(true)
}

/// The width to wrap `show`'s paragraphs to: the terminal's columns when standard output is a
/// terminal (20 at least), else 80.
fn terminal_width() -> usize {
    terminal_size::terminal_size_of(std::io::stdout())
        .map_or(80, |(terminal_size::Width(w), _)| usize::from(w).max(20))
}

/// Runs `lawref completions SHELL`: the script clap_complete makes of lawref's arguments.
pub(crate) fn completions(shell: clap_complete::Shell) -> Result<bool, Error> {
    use clap::CommandFactory;
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut super::Cli::command(), "lawref", &mut out);
    super::output::write_stdout(&String::from_utf8_lossy(&out))?;
    Ok(true)
}

/// Runs `lawref man [SUBCOMMAND]`: the roff page clap_mangen makes of lawref's arguments (a
/// subcommand's page is `lawref-<name>`).
pub(crate) fn man(subcommand: Option<String>) -> Result<bool, Error> {
    use clap::CommandFactory;
    let cmd = super::Cli::command();
    let page = match &subcommand {
        None => cmd,
        Some(name) => {
            let names: Vec<String> = cmd
                .get_subcommands()
                .filter(|c| !c.is_hide_set())
                .map(|c| c.get_name().to_string())
                .collect();
            let Some(sub) = cmd.find_subcommand(name).filter(|c| !c.is_hide_set()) else {
                return Err(Error::Usage(format!(
                    "lawref man {name}: no such subcommand (there are: {})",
                    names.join(", ")
                )));
            };
            sub.clone()
                .display_name(format!("lawref-{name}"))
                .bin_name(format!("lawref {name}"))
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut out)
        .map_err(|e| Error::io(std::path::Path::new("<stdout>"), e))?;
    super::output::write_stdout(&String::from_utf8_lossy(&out))?;
    Ok(true)
}

//! The command line: its arguments ([`args`]), one file per command that wires the stages and
//! prints (`import`, `build` (with `serve`), `search`, `check`, `coverage`, `refs`, `show`,
//! `catalogs`, `export`, `generate`, `diff`, `changes`, `import-index`), what they print (`output`: text made safe for a
//! terminal), the checks of a value against the corpus (`validate`), where the corpus is
//! ([`config`]: `--corpus`, `LAWREF_CORPUS`, the config file, the current folder), and
//! `lawref serve`'s server ([`serve`]). `src/main.rs` parses the arguments and calls [`run`].
//!
//! Not for: pipeline logic (the stages are [`crate::corpus`], [`crate::xref`],
//! [`crate::analysis`], [`crate::search`], [`crate::site`]).

pub mod args;
mod build;
mod catalogs;
mod changes;
mod check;
pub mod config;
mod coverage;
mod diff;
mod export;
mod generate;
mod import;
mod import_index;
pub(crate) mod output;
mod refs;
mod search;
pub mod serve;
mod show;
mod validate;

pub use args::Cli;
use args::Command;

use crate::Error;

/// Runs a command; `Ok(false)` when it ran but found errors (`lawref check`).
///
/// # Errors
/// A usage error (a value the corpus does not have), or the stage's own error (a corpus file
/// that does not load: file, line and column).
pub fn run(mut cli: Cli) -> Result<bool, Error> {
    if let Some(n) = cli.max_size {
        crate::util::fsio::set_max_size(n);
    }
    // --corpus, else LAWREF_CORPUS, else the config file, else the current folder.
    cli.corpus = config::corpus(cli.corpus_flag.take())?.0;
    match cli.command {
        Command::Import(args) => import::run(&cli.corpus, args),
        Command::Build(args) => build::run(&cli.corpus, args),
        Command::Serve(args) => build::serve(&cli.corpus, args),
        Command::Search(args) => search::run(&cli.corpus, args),
        Command::Check => check::run(&cli.corpus),
        Command::Coverage(args) => coverage::run(&cli.corpus, args),
        Command::Changes(args) => changes::run(&cli.corpus, args),
        Command::ImportIndex(args) => import_index::run(&cli.corpus, args),
        Command::Refs(args) => refs::run(&cli.corpus, args),
        Command::Show(args) => show::run(&cli.corpus, args),
        Command::Completions { shell } => show::completions(shell),
        Command::Man { subcommand } => show::man(subcommand),
        Command::Catalogs => catalogs::run(),
        Command::Export { format } => export::run(&cli.corpus, format).map(|()| true),
        Command::Generate(args) => generate::run(args),
        Command::Diff(args) => diff::run(&cli.corpus, args),
    }
}

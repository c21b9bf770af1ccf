//! The command line: its arguments ([`args`]), one file per command that wires the stages and
//! prints (`import`, `build` (with `serve`), `search`, `check`, `coverage`, `refs`, `show`,
//! `catalogs`, `export`, `generate`, `diff`, `changes`, `import-index`), what they print (`output`: text made safe for a
//! terminal), the checks of a value against the corpus (`validate`), where the corpus is
//! ([`config`]: `--corpus`, `LAWREF_CORPUS`, the config file, the current folder), and
//! `lawref serve`'s server ([`serve`]). `src/main.rs` parses the arguments and calls [`run`].
//!
//! Not for: pipeline logic (the stages are [`crate::corpus`], [`crate::xref`],
//! [`crate::analysis`], [`crate::search`], [`crate::site`]).

mod align;
pub mod args;
mod book;
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
mod progress;
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
    // Commands that read no corpus do not look for one: a broken config file must not break
    // `source <(lawref completions bash)` in a shell's start-up file.
    match cli.command {
        Command::Completions { shell } => return show::completions(shell),
        Command::Man { subcommand } => return show::man(subcommand),
        Command::Catalogs => return catalogs::run(),
        Command::Generate(args) => return generate::run(args),
        _ => {}
    }
    // --corpus, else LAWREF_CORPUS, else the config file, else the current folder.
    let (corpus, from) = config::corpus(cli.corpus_flag.take())?;
    if !corpus.join("laws").is_dir() {
        return Err(not_a_corpus(&corpus, &from));
    }
    cli.corpus = corpus;
    match cli.command {
        Command::Import(args) => import::run(&cli.corpus, args),
        Command::Build(args) => build::run(&cli.corpus, args),
        Command::Serve(args) => build::serve(&cli.corpus, args),
        Command::Search(args) => search::run(&cli.corpus, args),
        Command::Check => check::run(&cli.corpus),
        Command::Coverage(args) => coverage::run(&cli.corpus, args),
        Command::Progress(args) => progress::run(&cli.corpus, args),
        Command::Align(args) => align::run(&cli.corpus, args),
        Command::Changes(args) => changes::run(&cli.corpus, args),
        Command::ImportIndex(args) => import_index::run(&cli.corpus, args),
        Command::Refs(args) => refs::run(&cli.corpus, args),
        Command::Show(args) => show::run(&cli.corpus, args),
        Command::Book(args) => book::run(&cli.corpus, args),
        Command::Export { format, replace } => {
            export::run(&cli.corpus, format, replace).map(|()| true)
        }
        Command::Diff(args) => diff::run(&cli.corpus, args),
        Command::Completions { .. }
        | Command::Man { .. }
        | Command::Catalogs
        | Command::Generate(_) => {
            unreachable!("answered above")
        }
    }
}

/// The error for a corpus folder without `laws/`, naming where the folder came from (`--corpus`,
/// `LAWREF_CORPUS`, the config file's `corpus` value, the current folder), so a stale config
/// file is seen as the cause.
fn not_a_corpus(corpus: &std::path::Path, from: &config::CorpusFrom) -> Error {
    let said = match from {
        config::CorpusFrom::Flag => "given by --corpus".to_string(),
        config::CorpusFrom::Env => format!("given by {}", config::CORPUS_ENV),
        config::CorpusFrom::Config(file) => {
            format!(
                "given by `corpus = …` in the config file {}",
                file.display()
            )
        }
        config::CorpusFrom::CurrentFolder => {
            "the current folder, since no --corpus, LAWREF_CORPUS or config file names one".into()
        }
    };
    Error::Usage(format!(
        "{} ({said}) is not a corpus: it has no laws/ folder (pass --corpus DIR, set {}, or write corpus = \"DIR\" in ~/.config/lawref/config.toml)",
        corpus.display(),
        config::CORPUS_ENV
    ))
}

/// The command line's arguments parsed, or, when clap cannot parse them, its answer printed and
/// the exit status to end with: help and version as clap prints them (status 0); a usage error
/// (status 2) as plain text made safe for the terminal ([`crate::error::terminal_text`]), since
/// it quotes the argument as typed and an escape sequence in it would act on the terminal. To
/// show such an argument's characters as placeholders (`'␛]0;x␇68'`) rather than lose them,
/// the error printed is that of the same arguments with their text made safe, when that is the
/// same kind of error (else the first error, its escape sequences taken out by clap's plain
/// rendering).
///
/// # Errors
/// The exit status, once clap's answer is printed.
pub fn parse() -> Result<Cli, std::process::ExitCode> {
    use clap::Parser;
    use std::io::Write;
    let e = match Cli::try_parse() {
        Ok(cli) => return Ok(cli),
        Err(e) => e,
    };
    let code = std::process::ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    if !e.use_stderr() {
        let _ = e.print();
        return Err(code);
    }
    let shown = Cli::try_parse_from(
        std::env::args_os().map(|a| crate::error::terminal_text(&a.to_string_lossy()).into_owned()),
    )
    .err()
    .filter(|s| s.kind() == e.kind())
    .unwrap_or(e);
    let text = shown.render().to_string();
    let _ = std::io::stderr()
        .lock()
        .write_all(crate::error::terminal_text(&text).as_bytes());
    Err(code)
}

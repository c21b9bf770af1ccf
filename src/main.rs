//! The `lawref` command line: parses the arguments, runs the command ([`lawref::cli::run`]) and
//! sets the exit code. No pipeline logic lives here.

use std::process::ExitCode;

use lawref::cli::{parse, run};

/// The allocator: mimalloc. A build of the large corpus spent about a fifth of its CPU in
/// glibc's malloc and free (many small strings, on every core); see docs/performance.md.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // Messages start `file:line:column:`; wrapping would split them (and break grep and editors).
    let _ = miette::set_hook(Box::new(|_| {
        Box::new(miette::MietteHandlerOpts::new().wrap_lines(false).build())
    }));
    // clap's usage errors quote the argument as typed: printed made safe for the terminal.
    let cli = match parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            // Every text in the error made safe for the terminal (a document's escape sequences
            // in a snippet, a file's name); a closed stderr is no reason to panic.
            let report = format!("{:?}\n", miette::Report::new(e.for_terminal()));
            use std::io::Write;
            let _ = std::io::stderr().lock().write_all(report.as_bytes());
            ExitCode::FAILURE
        }
    }
}

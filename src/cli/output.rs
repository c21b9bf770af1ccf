//! What the commands print: text made safe for a terminal ([`crate::error::terminal_text`]),
//! JSON with the characters that would act on a terminal escaped, and whether to colour.
//!
//! Not for: what the text says (each command's file makes its own).

use crate::Error;

/// Writes to standard output, text from documents made safe for a terminal
/// ([`crate::error::terminal_text`]).
pub(crate) fn print_all(text: &str) -> Result<(), Error> {
    write_stdout(&crate::error::terminal_text(text))
}

/// Writes JSON to standard output, the characters serde_json leaves raw that would act on a
/// terminal escaped ([`crate::error::json_terminal_safe`]: the same JSON value).
pub(crate) fn print_json(json: &str) -> Result<(), Error> {
    write_stdout(&crate::error::json_terminal_safe(json))
}

/// Writes to standard output as it is (its caller made it safe). A reader that stopped reading
/// (`| head`, a closed pipe) is not an error: the command's work is done (its files written),
/// and its exit status stays its own, 0 on success, so that a script's `set -o pipefail` sees
/// whether the work succeeded, not whether the output was read.
pub(crate) fn write_stdout(text: &str) -> Result<(), Error> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io(std::path::Path::new("<stdout>"), e))
        }
        _ => Ok(()),
    }
}

/// Whether to colour output: standard output is a terminal and `NO_COLOR` is not set.
pub(crate) fn colour() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

//! What the commands print: text made safe for a terminal ([`crate::error::terminal_text`]),
//! JSON with the characters that would act on a terminal escaped, and whether to colour.
//!
//! Made safe only when standard output **is** a terminal: a file or a pipe gets the text as it
//! is (`lawref export xliff … > 68.xlf` writes the same bytes as `--out 68.xlf`, bidirectional
//! marks kept). The corpus holds no control character that could harm a file (load refuses
//! them); only a terminal acts on the bidirectional controls and escapes a text may show.
//!
//! Not for: what the text says (each command's file makes its own).

use crate::Error;

/// Writes to standard output, text from documents made safe for a terminal
/// ([`crate::error::terminal_text`]) when it is one ([`for_stdout`]).
pub(crate) fn print_all(text: &str) -> Result<(), Error> {
    write_stdout(&for_stdout(text))
}

/// `text` as standard output takes it: made safe ([`crate::error::terminal_text`]) when standard
/// output is a terminal, as it is when it is a file or a pipe.
pub(crate) fn for_stdout(text: &str) -> std::borrow::Cow<'_, str> {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        crate::error::terminal_text(text)
    } else {
        text.into()
    }
}

/// Writes JSON to standard output; on a terminal, the characters serde_json leaves raw that
/// would act on it escaped ([`crate::error::json_terminal_safe`]: the same JSON value).
pub(crate) fn print_json(json: &str) -> Result<(), Error> {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        write_stdout(&crate::error::json_terminal_safe(json))
    } else {
        write_stdout(json)
    }
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

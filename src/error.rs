//! Errors of every stage, as values a user can act on: each names the file, and where the fault is
//! in the file's text, the line and column.
//!
//! Errors render through miette (with the offending line shown) in the CLI; their `Display` alone
//! already reads `path:line:column: message`, so logs and tests see the place too.

use std::path::{Path, PathBuf};

use miette::{Diagnostic, NamedSource, SourceSpan};

/// A fault in an input file's content: where it is and what is wrong.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("{path}:{line}:{column}: {message}")]
pub struct InputError {
    /// The file, as given (relative to the corpus root for corpus files).
    pub path: Box<str>,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub message: Box<str>,
    /// What to do about it, where there is a clear step.
    #[help]
    pub help: Option<Box<str>>,
    #[source_code]
    src: std::sync::Arc<NamedSource<String>>,
    #[label("here")]
    span: SourceSpan,
}

impl InputError {
    /// An error at a 1-based line and column of `text`, the content of the file `path`.
    pub fn at(
        path: &str,
        text: &str,
        line: usize,
        column: usize,
        message: impl Into<String>,
    ) -> Self {
        let offset = offset_of(text, line, column);
        let len = text[offset..].chars().next().map_or(0, char::len_utf8);
        InputError {
            path: path.into(),
            line,
            column,
            message: message.into().into_boxed_str(),
            help: None,
            src: std::sync::Arc::new(NamedSource::new(path, text.to_string())),
            span: SourceSpan::new(offset.into(), len),
        }
    }

    /// An error at a byte offset of `text`.
    pub fn at_offset(path: &str, text: &str, offset: usize, message: impl Into<String>) -> Self {
        let offset = offset.min(text.len());
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        Self::at(path, text, line, column, message)
    }

    /// The same error with a hint on how to fix it.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into().into_boxed_str());
        self
    }
}

/// `bytes` as UTF-8 text, or an error at the line and column of the first byte that is not UTF-8
/// (`x.txt:2:2: byte 0xEA is not UTF-8: this document is in another encoding`).
///
/// # Errors
/// The [`InputError`] above, with a hint to save the file as UTF-8.
pub fn utf8<'b>(path: &str, bytes: &'b [u8]) -> Result<&'b str, Box<InputError>> {
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = String::from_utf8_lossy(&bytes[..e.valid_up_to()]).into_owned();
        let line = valid.matches('\n').count() + 1;
        let column = valid.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        let shown = format!("{valid}\u{FFFD}");
        let byte = bytes[e.valid_up_to()];
        Box::new(
            InputError::at(
                path,
                &shown,
                line,
                column,
                format!("byte 0x{byte:02X} is not UTF-8: this document is in another encoding"),
            )
            .with_help("save the file as UTF-8"),
        )
    })
}

fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            let col = l
                .char_indices()
                .nth(column.saturating_sub(1))
                .map_or(l.trim_end_matches('\n').len(), |(b, _)| b);
            return off + col;
        }
        off += l.len();
    }
    text.len()
}

/// Any error of the pipeline.
#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum Error {
    /// A file or folder could not be read or written.
    #[error("{}: {error}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's error (not a `source`: its text is in the message already).
        error: std::io::Error,
    },
    /// A file's content is wrong at a known place.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    /// Several input errors at once (every bad file of a corpus is reported, not just the first).
    #[error("{} errors:\n{}", .0.len(), .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))]
    Many(Vec<InputError>),
    /// An import could not decide a fact about a document and no flag gave it.
    #[error("{path}: {message}")]
    #[diagnostic(help("{help}"))]
    Undecided {
        /// The raw document.
        path: String,
        /// What could not be decided.
        message: String,
        /// The flag to pass.
        help: String,
    },
    /// The search index failed.
    #[error("search index at {}: {message}", path.display())]
    Index {
        /// The index folder.
        path: PathBuf,
        /// tantivy's message.
        message: String,
    },
    /// A command-line value is not valid.
    #[error("{0}")]
    Usage(String),
}

impl Error {
    /// One error as itself, several as [`Error::Many`].
    pub fn from_many(mut errors: Vec<InputError>) -> Self {
        if errors.len() == 1 {
            Error::Input(Box::new(errors.remove(0)))
        } else {
            Error::Many(errors)
        }
    }

    /// An I/O error on `path`.
    pub fn io(path: &Path, source: std::io::Error) -> Self {
        Error::Io {
            path: path.to_path_buf(),
            error: source,
        }
    }
}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Input(Box::new(e))
    }
}

/// The result type of the library.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_errors_name_file_line_and_column() {
        let text = "a\nbcd\nef";
        let e = InputError::at_offset("x.md", text, 4, "bad");
        assert_eq!(e.to_string(), "x.md:2:3: bad");
        let e = InputError::at("x.md", text, 3, 1, "worse");
        assert_eq!(e.to_string(), "x.md:3:1: worse");
    }

    #[test]
    fn an_io_error_says_its_cause_once() {
        let e = Error::io(Path::new("x.md"), std::io::Error::other("disk on fire"));
        let mut out = String::new();
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, &e)
            .unwrap();
        assert_eq!(out.matches("disk on fire").count(), 1, "{out}");
    }
}

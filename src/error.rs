//! Errors of every stage, as values a user can act on: each names the file, and where the fault is
//! in the file's text, the line and column.
//!
//! Errors render through miette (with the offending line shown) in the CLI; their `Display` alone
//! already reads `path:line:column: message`, so logs and tests see the place too.

use std::path::{Path, PathBuf};

use miette::{Diagnostic, NamedSource, SourceSpan};

/// A fault in an input file's content: where it is and what is wrong. Its path, message, hint
/// and source snippet are made safe for a terminal when it is made ([`terminal_text`]): a
/// document's escape sequences never reach the terminal through an error.
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
    /// The file's text for the snippet; none for a fault of the file itself (a FIFO, a link
    /// leading out of the corpus), whose text is not read.
    #[source_code]
    src: Option<std::sync::Arc<NamedSource<String>>>,
    #[label("here")]
    span: Option<SourceSpan>,
}

impl InputError {
    /// An error at a 1-based line and column of `text`, the content of the file `path`. With an
    /// empty `text` (a fault of the file as a whole), no snippet is shown.
    pub fn at(
        path: &str,
        text: &str,
        line: usize,
        column: usize,
        message: impl Into<String>,
    ) -> Self {
        let offset = offset_of(text, line, column);
        // The snippet is shown on a terminal: made safe there, a character for a character, the
        // span moved to where the same character now starts.
        let shown_offset = terminal_text(&text[..offset]).len();
        let shown = terminal_text(text);
        let len = shown[shown_offset..]
            .chars()
            .next()
            .map_or(0, char::len_utf8);
        let path = terminal_text(path);
        InputError {
            path: path.as_ref().into(),
            line,
            column,
            message: terminal_text(&message.into()).into_owned().into_boxed_str(),
            help: None,
            src: (!text.is_empty())
                .then(|| std::sync::Arc::new(NamedSource::new(path, shown.into_owned()))),
            span: (!text.is_empty()).then(|| SourceSpan::new(shown_offset.into(), len)),
        }
    }

    /// An error at a byte offset of `text`.
    pub(crate) fn at_offset(
        path: &str,
        text: &str,
        offset: usize,
        message: impl Into<String>,
    ) -> Self {
        let offset = offset.min(text.len());
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        Self::at(path, text, line, column, message)
    }

    /// An error at precomputed places: the terminal-safe `path`, the 1-based `line` and
    /// `column`, and the byte offset `shown_offset` of the same character in `src`, the text
    /// made safe ([`TextIndex`]).
    fn located(
        path: &str,
        line: usize,
        column: usize,
        shown_offset: usize,
        src: Option<&std::sync::Arc<NamedSource<String>>>,
        message: &str,
    ) -> Self {
        let len = src.map_or(0, |s| {
            s.inner()
                .get(shown_offset..)
                .and_then(|rest| rest.chars().next())
                .map_or(0, char::len_utf8)
        });
        InputError {
            path: path.into(),
            line,
            column,
            message: terminal_text(message).into_owned().into_boxed_str(),
            help: None,
            src: src.cloned(),
            span: src.map(|_| SourceSpan::new(shown_offset.into(), len)),
        }
    }

    /// The same error with a hint on how to fix it.
    pub(crate) fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(terminal_text(&help.into()).into_owned().into_boxed_str());
        self
    }
}

/// A text indexed once for errors at many places of it (every fault of a file, reported at
/// once): each error's line is found by a binary search of the lines' starts, its column and
/// its place in the terminal-safe snippet from the nearest of the checkpoints kept every
/// [`TextIndex::STEP`] bytes, so `n` errors cost O(text + n · (log text + STEP)), not
/// O(n · text); and the errors share one copy of the snippet's text.
pub(crate) struct TextIndex<'t> {
    /// The file's name, made safe for a terminal.
    path: String,
    text: &'t str,
    /// Byte offset of the start of each line.
    line_starts: Vec<usize>,
    /// (byte offset on a character boundary, characters before it, bytes of the terminal-safe
    /// text before it), about every `STEP` bytes, the first at 0.
    checkpoints: Vec<(usize, usize, usize)>,
    /// The text made safe for a terminal, for the snippets; none for an empty text.
    src: Option<std::sync::Arc<NamedSource<String>>>,
}

impl<'t> TextIndex<'t> {
    /// The distance between checkpoints, in bytes.
    const STEP: usize = 1024;

    /// Indexes `text`, the content of the file `path`: one pass over it.
    pub(crate) fn new(path: &str, text: &'t str) -> Self {
        let path = terminal_text(path).into_owned();
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let mut checkpoints = vec![(0, 0, 0)];
        let (mut chars, mut shown) = (0, 0);
        let mut next = Self::STEP;
        for (i, c) in text.char_indices() {
            if i >= next {
                checkpoints.push((i, chars, shown));
                next = i + Self::STEP;
            }
            chars += 1;
            shown += terminal_char(c).len_utf8();
        }
        let src = (!text.is_empty()).then(|| {
            std::sync::Arc::new(NamedSource::new(&path, terminal_text(text).into_owned()))
        });
        TextIndex {
            path,
            text,
            line_starts,
            checkpoints,
            src,
        }
    }

    /// Characters and terminal-safe bytes before byte `offset` (a character boundary).
    fn before(&self, offset: usize) -> (usize, usize) {
        let k = self.checkpoints.partition_point(|&(b, _, _)| b <= offset) - 1;
        let (b, chars, shown) = self.checkpoints[k];
        self.text[b..offset]
            .chars()
            .fold((chars, shown), |(n, s), c| {
                (n + 1, s + terminal_char(c).len_utf8())
            })
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    pub(crate) fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = self.boundary(offset);
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        (line, self.before(offset).0 - self.before(start).0 + 1)
    }

    /// `offset` made a character boundary of the text (the start of the character it falls in).
    fn boundary(&self, offset: usize) -> usize {
        let mut o = offset.min(self.text.len());
        while !self.text.is_char_boundary(o) {
            o -= 1;
        }
        o
    }

    /// The error `message` at byte `offset` of the text.
    pub(crate) fn error(&self, offset: usize, message: &str) -> InputError {
        let offset = self.boundary(offset);
        let (line, column) = self.line_column(offset);
        InputError::located(
            &self.path,
            line,
            column,
            self.before(offset).1,
            self.src.as_ref(),
            message,
        )
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

/// Whether `c` would act on a terminal instead of showing as a character: a control character
/// other than line feed and tab (C0, DEL, C1: ESC starts the sequences that retitle a window,
/// clear the screen or colour text; CR and BS overwrite what was printed), or a bidirectional
/// control (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E, U+200F and
/// U+061C marks), which reorders what follows it on the line.
pub(crate) fn is_terminal_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Text from documents made safe for a terminal, each unsafe character ([`is_terminal_unsafe`])
/// shown as a visible placeholder of its own, one character for one (so columns stay right): a C0
/// control as its Unicode control picture (ESC as `␛`, BEL `␇`, NUL `␀`, CR `␍`), DEL as `␡`,
/// a C1 control or a bidirectional control as U+FFFD `�`. Line feeds and tabs are kept. Every
/// message lawref prints (errors with their source snippets, `show`, `search`, `diff`, `check`,
/// `refs`, import's notes) goes through this; files keep the exact text.
pub(crate) fn terminal_text(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_terminal_unsafe) {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(text.chars().map(terminal_char).collect())
}

/// One character as [`terminal_text`] shows it.
fn terminal_char(c: char) -> char {
    if !is_terminal_unsafe(c) {
        return c;
    }
    match c as u32 {
        n @ 0..=0x1F => char::from_u32(0x2400 + n).unwrap_or('\u{FFFD}'),
        0x7F => '\u{2421}',
        _ => '\u{FFFD}',
    }
}

/// Text with each terminal-unsafe character ([`is_terminal_unsafe`]) written as a Rust-style
/// escape, `\u{1b}`, as the report's quoted pieces already are (they are `{:?}`): for lines of
/// files people read with `cat` (the import report's header and decisions), exact and safe.
pub(crate) fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_terminal_unsafe) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_terminal_unsafe(c) {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// JSON text (as serde_json writes it) with the terminal-unsafe characters it leaves raw (C1
/// controls, bidirectional controls; serde_json escapes C0 itself) written as `\uXXXX` escapes:
/// the same JSON value, safe to print or `cat`. They can stand only inside strings, where the
/// escape means the same character.
pub(crate) fn json_terminal_safe(json: &str) -> std::borrow::Cow<'_, str> {
    if !json.chars().any(is_terminal_unsafe) {
        return std::borrow::Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 8);
    for c in json.chars() {
        if is_terminal_unsafe(c) && c != '\n' {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{u:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
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
    pub(crate) fn from_many(mut errors: Vec<InputError>) -> Self {
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

    /// The same error with every text in it made safe for a terminal ([`terminal_text`]): file
    /// names, messages, values from the command line or a document. [`InputError`]s are safe
    /// already. The CLI prints errors through this.
    pub fn for_terminal(self) -> Self {
        let safe = |s: String| terminal_text(&s).into_owned();
        match self {
            Error::Io { path, error } => Error::Io {
                path: PathBuf::from(safe(path.to_string_lossy().into_owned())),
                error: std::io::Error::new(error.kind(), safe(error.to_string())),
            },
            Error::Undecided {
                path,
                message,
                help,
            } => Error::Undecided {
                path: safe(path),
                message: safe(message),
                help: safe(help),
            },
            Error::Index { path, message } => Error::Index {
                path: PathBuf::from(safe(path.to_string_lossy().into_owned())),
                message: safe(message),
            },
            Error::Usage(m) => Error::Usage(safe(m)),
            e @ (Error::Input(_) | Error::Many(_)) => e,
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
    fn a_text_index_places_errors_as_at_offset_does() {
        let long = "ą".repeat(700);
        for text in [
            "a\nbcd\nef",
            "x\u{1b}[2Jy\nzą\u{202e}w\n",
            &format!("{long}\u{1b}{long}\n{long}x"),
            "",
        ] {
            let index = TextIndex::new("f\u{7}.xlf", text);
            let mut offsets: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            offsets.push(text.len());
            for at in offsets {
                let want = InputError::at_offset("f\u{7}.xlf", text, at, "bad");
                let got = index.error(at, "bad");
                assert_eq!(got.to_string(), want.to_string(), "{at}");
                assert_eq!(got.span, want.span, "{at}");
                assert_eq!(
                    got.src.as_ref().map(|s| s.inner().clone()),
                    want.src.as_ref().map(|s| s.inner().clone())
                );
            }
        }
    }

    #[test]
    fn terminal_text_shows_each_control_as_a_visible_placeholder() {
        assert_eq!(
            terminal_text(
                "a\u{1b}]0;x\u{7}\u{1b}[2J\r\u{8}\u{0}\u{7f}\u{9b}\u{202e}\u{2067}\u{200f}b\tc\nd"
            ),
            "a\u{241b}]0;x\u{2407}\u{241b}[2J\u{240d}\u{2408}\u{2400}\u{2421}\u{fffd}\u{fffd}\u{fffd}\u{fffd}b\tc\nd"
        );
        assert!(matches!(
            terminal_text("Sędzia ustala wynik."),
            std::borrow::Cow::Borrowed(_)
        ));
        // Files: the same characters as escapes; JSON: as JSON escapes (the same value).
        assert_eq!(
            escape_controls("law\u{1b}]0\u{202e}.txt"),
            "law\\u{1b}]0\\u{202e}.txt"
        );
        let json = serde_json::to_string("x\u{1b}\u{202e}\u{9b}").unwrap();
        let safe = json_terminal_safe(&json);
        assert_eq!(safe, r#""x\u001b\u202e\u009b""#);
        assert_eq!(
            serde_json::from_str::<String>(&safe).unwrap(),
            "x\u{1b}\u{202e}\u{9b}"
        );
    }

    #[test]
    fn an_input_errors_snippet_is_safe_and_its_span_on_its_character() {
        let text = "a\u{1b}[2Jb\nc\u{1b}d";
        let e = InputError::at("x\u{1b}.md", text, 2, 3, "bad \u{7}");
        assert_eq!(e.to_string(), "x\u{241b}.md:2:3: bad \u{2407}");
        let mut out = String::new();
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, &e)
            .unwrap();
        assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out}");
        assert!(out.contains("c\u{241b}d"), "{out}");
        // The marker stands under the third character of line 2, `d`.
        let line = out.lines().position(|l| l.contains("c\u{241b}d")).unwrap();
        let at = out.lines().nth(line).unwrap().find("c\u{241b}d").unwrap();
        let marker = out.lines().nth(line + 1).unwrap();
        let col = marker[..marker.find('┬').unwrap()].chars().count();
        let text_col = out.lines().nth(line).unwrap()[..at].chars().count();
        assert_eq!(col, text_col + 2, "{out}");
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

//! The import report: every piece of a raw document that did not become law text, with its line,
//! column and the reason; and the evidence for each metadata decision.

use std::fmt::Write;

use serde::Serialize;

/// One piece of input that was not kept as law text. In JSON (`--report`):
/// `{"line": 3, "column": 1, "reason": "page marker", "text": "..page4"}`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Entry {
    /// 1-based line in the raw document.
    pub line: usize,
    /// 1-based column (in characters) where the piece starts.
    pub column: usize,
    /// Why it was taken out, e.g. `page marker`.
    pub reason: String,
    /// The piece, exactly as it stood in the input.
    pub text: String,
}

/// The report of one raw document's import. In JSON (`--report`), an object with these fields
/// under the same names.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The raw document's file name.
    pub source: String,
    /// The SHA-256 of the raw document's bytes (64 lower-case hex digits): which document this
    /// is, whatever its name; its first 12 digits are in the report's file name
    /// ([`super::Imported::report_path`]).
    pub source_sha256: String,
    /// The encoding it was read in and how that was decided (`UTF-8`, `UTF-8 with BOM`,
    /// `windows-1250 (detected)`, `KOI8-R (--encoding)`; see [`super::decode::Decoded`]).
    pub encoding: String,
    /// How each fact about the document was decided ("edition 2007: wiki template name, line 1").
    pub decisions: Vec<String>,
    /// The pieces not kept as law text, in input order.
    pub entries: Vec<Entry>,
    /// The corpus files written, corpus-relative.
    pub outputs: Vec<String>,
    /// Lines kept as law text though no rule classified them (a document beginning
    /// mid-sentence, a short line standing alone, a line without words …): the places to check
    /// by eye. `--strict` refuses a document that has any.
    pub doubts: Vec<Entry>,
}

impl Report {
    /// Records a piece of input taken out.
    pub fn remove(
        &mut self,
        line: usize,
        column: usize,
        reason: impl Into<String>,
        text: impl Into<String>,
    ) {
        self.entries.push(Entry {
            line,
            column,
            reason: reason.into(),
            text: text.into(),
        });
    }

    /// Records a line kept as law text that no rule classified.
    pub fn doubt(
        &mut self,
        line: usize,
        column: usize,
        reason: impl Into<String>,
        text: impl Into<String>,
    ) {
        self.doubts.push(Entry {
            line,
            column,
            reason: reason.into(),
            text: text.into(),
        });
    }

    /// The report as written to `import-report/<stem>.<hash>.report.txt`: a header (the
    /// document's name and SHA-256, its encoding, the files written), the decisions, then one
    /// line per entry, `line:column  reason: "text"`. People read it with `cat`: each piece
    /// quoted is written with Rust's escapes (`"\u{1b}]0;x"`), and a control or bidirectional
    /// character in the other lines (a file name, a title in a decision) as `\u{1b}` too
    /// ([`crate::error::escape_controls`]), so the file is exact and prints safely.
    pub fn to_text(&self) -> String {
        use crate::error::escape_controls as esc;
        let entries = &self.entries;
        let mut s = String::new();
        let _ = writeln!(s, "import report for {}", esc(&self.source));
        if !self.source_sha256.is_empty() {
            let _ = writeln!(s, "source_sha256: {}", self.source_sha256);
        }
        let _ = writeln!(s, "encoding: {}", esc(&self.encoding));
        for o in &self.outputs {
            let _ = writeln!(s, "wrote: {}", esc(o));
        }
        for d in &self.decisions {
            let _ = writeln!(s, "decided: {}", esc(d));
        }
        let n = entries.len();
        let _ = writeln!(
            s,
            "not law text ({n} {}):",
            if n == 1 { "piece" } else { "pieces" }
        );
        for e in entries {
            let _ = writeln!(s, "{}:{}  {}: {:?}", e.line, e.column, e.reason, e.text);
        }
        if !self.doubts.is_empty() {
            let _ = writeln!(
                s,
                "kept as law text, but check ({} unclassified):",
                self.doubts.len()
            );
            for e in &self.doubts {
                let _ = writeln!(s, "{}:{}  {}: {:?}", e.line, e.column, e.reason, e.text);
            }
        }
        s
    }
}

/// The reports of an import run as the JSON `lawref import --report` writes: an array with one
/// object per document, in the order given (see [`Report`], [`Entry`]), pretty-printed, ending
/// with a line end. The characters serde_json leaves raw that would act on a terminal (C1 and
/// bidirectional controls) are written as `\uXXXX` escapes: the same JSON, safe to `cat`.
pub(crate) fn to_json(reports: &[&Report]) -> String {
    let s = serde_json::to_string_pretty(reports).expect("reports serialise");
    let mut s = crate::error::json_terminal_safe(&s).into_owned();
    s.push('\n');
    s
}

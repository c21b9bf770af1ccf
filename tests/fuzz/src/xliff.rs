//! `xliff`: import's XLIFF reader (`lawref import FILE.xlf`), `import::import_document` on a
//! document named `fuzz.xlf` (so read as XLIFF whatever its text), in process.
//!
//! Input: the `import` target's flags byte (and law byte), then the file's bytes
//! ([`crate::import::flags`]).
//!
//! Checks: when the file imports, it gives the round's work file (last), which reads back as the
//! corpus reads one, and, where a unit is done, one corpus file before it, at the path its front
//! matter names, that loads as the corpus loads it; the same input imported again gives the
//! same files and report, byte for byte; when it is refused, its message prints, and when the file decoded
//! (the reader's errors, not the decoder's), every error names a place in the decoded text (its
//! line is one of the text's lines, its column one of that line's characters or just after
//! them), and several errors are [`Error::Many`] only when there are two or more.

use lawref::Error;
use lawref::corpus::load::{document_path, load_document};
use lawref::import::import_document;

pub fn run(data: &[u8]) {
    let (flags, doc) = crate::import::flags(data);
    let name = "fuzz.xlf";
    let manifests = crate::setup::manifests();
    let first = match import_document(name, doc, manifests, &flags) {
        Ok(imp) => imp,
        Err(e) => {
            let _ = e.to_string();
            // Places are in the text as decoded (a byte-order mark, UTF-16 …); a document that
            // does not decode is the `import` target's (its errors are placed in the bytes).
            let Ok(decoded) = lawref::import::decode::decode(name, doc, flags.encoding) else {
                return;
            };
            match &e {
                Error::Input(i) => in_file(&decoded.text, i.line, i.column, &i.to_string()),
                Error::Many(errors) => {
                    assert!(errors.len() > 1, "several errors that are one: {e}");
                    for i in errors {
                        in_file(&decoded.text, i.line, i.column, &i.to_string());
                    }
                }
                _ => {}
            }
            return;
        }
    };
    let (text, work) = match first.files.as_slice() {
        [work] => (None, work),
        [text, work] => (Some(text), work),
        other => panic!("an XLIFF file imported to {} files", other.len()),
    };
    lawref::corpus::work::parse(&work.0, &work.1, manifests).unwrap_or_else(|e| {
        panic!("the work file the XLIFF import wrote does not read back: {e:?}")
    });
    let Some((path, written)) = text else {
        return;
    };
    let loaded = load_document(path, written, manifests)
        .unwrap_or_else(|e| panic!("what the XLIFF import wrote does not load: {e}"));
    assert_eq!(
        &document_path(&loaded.meta),
        path,
        "written where its front matter does not say"
    );
    assert!(
        loaded.law_text().is_some(),
        "an XLIFF file imported as commentary"
    );
    let again = import_document(name, doc, manifests, &flags)
        .unwrap_or_else(|e| panic!("imported once, then failed: {e}"));
    assert_eq!(first.files, again.files, "the same file gave other files");
    assert_eq!(
        first.report.to_text(),
        again.report.to_text(),
        "the same file gave another report"
    );
}

/// Asserts that 1-based `line` and `column` are a place in `text` (a character of it, or the
/// end of a line, or the end of the text).
fn in_file(text: &str, line: usize, column: usize, message: &str) {
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(
        line >= 1 && line <= lines.len(),
        "an error at line {line} of a text of {} lines: {message}",
        lines.len()
    );
    let chars = lines[line - 1].chars().count();
    assert!(
        column >= 1 && column <= chars + 1,
        "an error at column {column} of a line of {chars} characters: {message}"
    );
}

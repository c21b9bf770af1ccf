//! The exchange stage: the corpus's aligned texts as the files translators' CAT tools (OmegaT,
//! Trados, memoQ) and spreadsheets read.
//!
//! - [`tmx`]: TMX 1.4b, a translation unit per part of a law two or more languages of one
//!   edition have (`lawref export tmx`; the parallel page's download);
//! - [`xliff`]: XLIFF 1.2, a `trans-unit` per part of a law in the source language, the target
//!   prefilled from the target language's previous edition along the correspondence records
//!   (`lawref export xliff`; its reader is import's, [`crate::import::xliff`]);
//! - [`tbx`]: the term bases (`translations/<lang>/terms.yaml`) as TBX-Basic (`lawref export
//!   tbx`);
//! - [`csv`]: a row per part of a law, a column per (language, edition) (`lawref export csv`;
//!   the parallel page's download);
//! - [`json`]: the whole corpus as one JSON document, open data (`lawref export json`,
//!   docs/open-data.md);
//! - [`progress`]: a translation round's units counted per language by change and stage
//!   (`lawref progress`), the work packages' units without the file.
//!
//! A **unit** is one part of a law in one text, with the id every format uses
//! ([`crate::corpus::units`]: the clause id in citation form, `68D2(b)(i)`, or `68-title`,
//! `68-preamble`, `68-closing`, `68-fn-*`). Its text is the part's own words as the
//! corpus has them: a section's title on the first line (when it has one), then each paragraph on
//! a line of its own, footnote marks as written (`normalnego*`); never its sub-clauses' text,
//! which are units of their own.
//!
//! Every file is written with quick-xml or the csv crate (never by joining strings), text and
//! attributes escaped, and is the same bytes for the same corpus: no format here needs a date,
//! and none is written.
//!
//! **One trait.** Each format is one file whose request type implements [`Format`] (as mdBook's
//! `Renderer`): its name, its files' extension, and a write of its bytes from the corpus through
//! one typed view of the aligned texts. `lawref export` and the site's downloads
//! ([`crate::site`]) only build a request and call it.
//!
//! Not for: aligning texts (that is [`crate::analysis::align`], whose [`ParallelView`] these formats read).

pub mod csv;
pub mod json;
pub mod progress;
pub mod tbx;
pub mod tmx;
pub mod xliff;

use std::io;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

use crate::analysis::align::{Cell, ParallelView, Piece};
use crate::corpus::model::Corpus;
use crate::corpus::units::unit_id;

/// An exchange format, with what it is asked to write (the law, the edition, the languages):
/// `lawref export <name>` and the site's downloads build one and call [`Format::write`].
pub trait Format {
    /// The format's name, as `lawref export` takes it (`tmx`, `xliff`, `tbx`, `csv`, `json`).
    fn name(&self) -> &'static str;
    /// The extension of its files, without the dot (`tmx`, `xlf`, `tbx`, `csv`, `json`).
    fn extension(&self) -> &'static str;
    /// The file's bytes, the same for the same corpus and request.
    ///
    /// # Errors
    /// [`crate::Error::Usage`] when the corpus has nothing to write for the request (no text
    /// of the law in the language asked, no part two languages share), naming the flag.
    fn write(&self, corpus: &Corpus) -> crate::error::Result<Vec<u8>>;
}

/// A cell's text as a unit's: its pieces' texts ([`Piece::text`]), one after another on lines
/// of their own; several pieces (clauses merged, or a split seen from the older edition) each
/// begin with their clause id in brackets (`[68D1] …`). `None` when the column lacks the part
/// or shows it in another row.
pub(crate) fn cell_text(cell: &Cell<'_>) -> Option<String> {
    pieces_text(cell.pieces())
}

/// Pieces' texts as one unit's (see [`cell_text`]); `None` for no pieces.
pub(crate) fn pieces_text(pieces: &[Piece<'_>]) -> Option<String> {
    match pieces {
        [] => None,
        [one] => Some(one.text()),
        many => Some(
            many.iter()
                .map(|p| match p.id {
                    Some(id) => format!("[{id}] {}", p.text()),
                    None => p.text(),
                })
                .collect::<Vec<_>>()
                .join("\n"),
        ),
    }
}

/// Whether the first line of a unit's text is a title: a section with a title, and the law's
/// title unit.
pub(crate) fn has_title(pieces: &[Piece<'_>]) -> bool {
    matches!(pieces, [p] if p.title.is_some())
}

/// `s` with every character XML 1.0 does not allow (control characters other than tab and line
/// feed, lone surrogates cannot occur in Rust strings, U+FFFE and U+FFFF) written as U+FFFD, so
/// the file stays well-formed. The corpus's loader refuses such characters already; this only
/// keeps a hand-made corpus from producing a file no tool reads.
pub(crate) fn xml_safe(s: &str) -> std::borrow::Cow<'_, str> {
    let bad =
        |c: char| (c.is_control() && c != '\t' && c != '\n') || c == '\u{FFFE}' || c == '\u{FFFF}';
    if s.chars().any(bad) {
        s.chars()
            .map(|c| if bad(c) { '\u{FFFD}' } else { c })
            .collect::<String>()
            .into()
    } else {
        s.into()
    }
}

/// An XML writer indenting by two spaces, with the `<?xml version="1.0" encoding="UTF-8"?>`
/// declaration written.
pub(crate) fn xml_writer() -> io::Result<Writer<Vec<u8>>> {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    Ok(w)
}

/// `<name attrs…>text</name>`, the text escaped.
pub(crate) fn text_element(
    w: &mut Writer<Vec<u8>>,
    name: &str,
    attrs: &[(&str, &str)],
    text: &str,
) -> io::Result<()> {
    w.create_element(name)
        .with_attributes(attrs.iter().copied())
        .write_text_content(BytesText::new(&xml_safe(text)))?;
    Ok(())
}

/// The writer's bytes, ending with a line end.
pub(crate) fn finish(w: Writer<Vec<u8>>) -> Vec<u8> {
    let mut out = w.into_inner();
    out.push(b'\n');
    out
}

/// The parts of `view` as unit ids and cells, in row order (every row; the caller picks).
pub(crate) fn rows<'v, 'c>(
    view: &'v ParallelView<'c>,
) -> impl Iterator<Item = (String, &'v crate::analysis::align::Row<'c>)> + 'v {
    view.rows.iter().map(move |r| (row_id(view, r), r))
}

/// A row's unit id: its part's ([`unit_id`]), prefixed with its edition (`2017:68D2(b)`) when the
/// row is a clause of another edition than the view's.
pub(crate) fn row_id(view: &ParallelView<'_>, r: &crate::analysis::align::Row<'_>) -> String {
    let id = unit_id(view.law, &r.owner);
    if r.edition == view.edition {
        id
    } else {
        format!("{}:{id}", r.edition)
    }
}

/// The rule an exported file's `--out` is written by ([`crate::util::fsio::OutputFile`]): a
/// regular file or nothing, outside the corpus's own folders (`laws/`, `translations/`,
/// `import-report/`, `.lawref/`), and over an existing file only when it holds these bytes
/// already or with `replace` (`--replace`): an exported file may since have been filled in by a
/// translator, and lawref cannot tell.
pub(crate) fn out_rule(
    corpus: &std::path::Path,
    replace: bool,
) -> crate::util::fsio::OutputFile<'_> {
    crate::util::fsio::OutputFile {
        flag: "--out",
        corpus,
        inputs: &[],
        corpus_file: None,
        replace,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_not_allowed_in_xml_is_replaced() {
        assert_eq!(xml_safe("a\u{1b}b\tc\n"), "a\u{FFFD}b\tc\n");
        assert!(matches!(xml_safe("plain"), std::borrow::Cow::Borrowed(_)));
    }
}

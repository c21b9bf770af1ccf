//! A federation's own notes inside a translation of the Laws: the Spanish federation's pages
//! (aebridge.com, and the clubs and blogs that copy its Reglamento) put "(Nota de la AEB: …)" in
//! a paragraph and "Notas de la AEB:" blocks, numbered "1.-", "2.-", between a law's items. They
//! are the federation's regulations, not the Laws' text: kept as law text they became a clause's
//! words, and a block of them merged the law's next items into the clause before it. Taken out
//! and reported as "a federation's note (not the Laws' text)".
//!
//! A note begins with a note word of the language ([`crate::lang::KindWords::note`]), up to two
//! small words, and the federation's initials in capitals (two to six letters), then a colon:
//! - inside a line, in parentheses: the parenthesis is cut out (a line that is only the note,
//!   its full stop with it, is taken out whole);
//! - at a line's start, as a block: the line and the lines after it up to a blank line, a law
//!   heading, or a line that reads as one of the law's clauses (a note's own items are numbered
//!   "1.-", which no clause is).

use std::sync::LazyLock;

use regex::Regex;

use super::{Mark, Report, Row};
use crate::import::structure::{Reads, reads_as};

/// The reason a federation's note is reported with.
pub(super) const NOTE: &str = "a federation's note (not the Laws' text)";

/// The note's opening words: a note word, up to two small words, the initials, a colon.
fn head() -> String {
    let words: Vec<String> = crate::lang::all(|l| l.kinds.note)
        .map(regex::escape)
        .collect();
    format!(
        r"(?i:{})\s+(?:\p{{Ll}}+\s+){{0,2}}\p{{Lu}}{{2,6}}\s*:",
        words.join("|")
    )
}

static BLOCK: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!(r"^{}", head())).unwrap());
/// A line that is one note in parentheses, with the full stop after it.
static WHOLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"^\(\s*{}[^()]*\)\s*[.;]?$", head())).unwrap());
static INLINE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"\(\s*{}[^()]*\)", head())).unwrap());

/// The rows a note block takes, whole (see the module's doc).
pub(super) fn note_blocks(rows: &[Row], marks: &[Mark]) -> Vec<bool> {
    let mut out = vec![false; rows.len()];
    let mut open = false;
    for (i, row) in rows.iter().enumerate() {
        if marks[i] != Mark::Keep {
            continue;
        }
        let text = row.text();
        let t = text.trim();
        if t.is_empty() {
            open = false;
            continue;
        }
        if WHOLE.is_match(t) {
            out[i] = true;
            continue;
        }
        if BLOCK.is_match(t) {
            open = true;
        } else if open && reads_as(t) != Reads::Text {
            open = false;
        }
        out[i] = open;
    }
    out
}

/// Cuts a note in parentheses out of a line.
pub(super) fn inline_notes(row: &mut Row, report: &mut Report) {
    let text = row.text();
    let cuts = INLINE
        .find_iter(&text)
        .map(|m| {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            (a, b, NOTE)
        })
        .collect();
    row.cut(cuts, report);
}

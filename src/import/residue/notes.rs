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
//! - a line that is the note: its opening words and its text (`Nota de la AEB: Ver …`), or the
//!   note in parentheses alone on its line;
//! - a block: the opening words alone (`Notas de la AEB:`), then the note's own items, each
//!   numbered `1.-`, `2.-` (which no clause of the Laws is), blank lines between them allowed.
//!   The block ends at the first line that is not such an item: a paragraph after it is the
//!   law's, kept.

use std::sync::LazyLock;

use regex::Regex;

use super::{Mark, Report, Row};

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
static WHOLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^\(\s*{}(?:[^()]|\([^()]*\))*\)\s*[.;]?$",
        head()
    ))
    .unwrap()
});
static INLINE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"\(\s*{}(?:[^()]|\([^()]*\))*\)", head())).unwrap());

/// The rows a note takes whole (see the module's doc).
pub(super) fn note_blocks(rows: &[Row], marks: &[Mark]) -> Vec<bool> {
    static ITEM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\d{1,2}\.-\s*\S").unwrap());
    let mut out = vec![false; rows.len()];
    let text = |i: usize| rows[i].text().trim().to_string();
    let mut i = 0;
    while i < rows.len() {
        let t = text(i);
        if marks[i] != Mark::Keep || !(WHOLE.is_match(&t) || BLOCK.is_match(&t)) {
            i += 1;
            continue;
        }
        out[i] = true;
        let opening_alone = BLOCK.find(&t).is_some_and(|m| m.end() == t.len());
        i += 1;
        if !opening_alone {
            continue;
        }
        // The note's items, blank lines between them.
        let mut j = i;
        while j < rows.len() && marks[j] == Mark::Keep {
            let t = text(j);
            if ITEM.is_match(&t) {
                out[j] = true;
                i = j + 1;
            } else if !t.is_empty() {
                break;
            }
            j += 1;
        }
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

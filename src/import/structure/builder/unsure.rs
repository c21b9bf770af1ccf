//! Numbering that breaks the Laws' order, read instead of refused (issue 29): a page's list
//! or section whose marker does not follow the one before it has two readings or more that the
//! lines cannot decide (a clause missing, a number misprinted, a list nested one level too
//! deep). The rest of the page is imported; the line goes where it most likely belongs and the
//! report names it as a doubt (its line, the readings, the choice), so `--strict` refuses the
//! page and nothing is silently wrong.
//!
//! Readings, by the page's shape:
//! - a plain `1.` restarting a nested list after its items, where the list above it goes on
//!   (`1.` / `   1.` `   2.` / `   1.`, a site's HTML that nested the next subsection): the
//!   next item of the list above, which makes no clause without text (the other reading, the
//!   first item of a list under a subsection whose own line is missing, does);
//! - any other item out of order (`3.` after `1.`, `(a)` after `(b)`, `1.` after `1.`): kept
//!   as a paragraph of the item before it, with its marker, so that no clause id is invented;
//! - a section heading out of order (`B.` after `C.`, a letter twice) or with a letter that
//!   stands for no Latin one: kept as a paragraph of the section before it;
//! - a marker that reads as no clause where it stands (`27.` under a subsection, `(ii)` with no
//!   item open, a list below sub-items): kept as text;
//! - a second footnote with the same mark: kept as text of the footnote before it.

use super::{Builder, Line, Marker, Open};

impl Builder<'_> {
    /// Reads the plain or written item at `line` (`indent`, `marked` as written, plain number
    /// `n`, read as `marker`) that does not follow the item before it (`prev`), the open path
    /// already cut back to their parent. Returns the marker and indentation it is read with as
    /// an item of the list above ([`Builder::next_of_list_above`]), or `None` where it was kept
    /// as text of the item before it; either way a doubt names it.
    pub(super) fn unordered_item(
        &mut self,
        line: &Line,
        indent: usize,
        marked: Option<&str>,
        n: u16,
        marker: Marker,
        prev: Marker,
    ) -> Option<(Marker, usize)> {
        let (m, p) = (marker.cited(), prev.cited());
        if marked.is_none()
            && n == 1
            && let Some((next, at)) = self.next_of_list_above()
        {
            let next_cited = next.cited();
            self.body.unordered.push(line.no);
            self.report.doubt(
                line.no,
                line.indent + 1,
                format!(
                    "{m} follows {p} in the same list: the next item {next_cited} of the list above, placed one level too deep, or the first item {m} of a list under a {next_cited} whose own line is missing; read as {next_cited}"
                ),
                line.text.clone(),
            );
            return Some((next, at));
        }
        let why = if m == p {
            format!(
                "{m} follows {p} in the same list: every item numbered alike is how a page shows a list whose numbers it lost, or a clause appears twice; the clause ids cannot be told from it"
            )
        } else {
            format!(
                "{m} follows {p} in the same list: a clause missing before it, or its number misprinted"
            )
        };
        // The item before it is open again, and the line (marker and all) is its paragraph,
        // taken as lined up with that item's text (so it does not close the law). Where that
        // item has sub-items, the line follows the last of them, so the text keeps its order.
        self.stack.push(Open {
            indent,
            marker: prev,
            explicit: marked.is_some(),
            flat: false,
        });
        let mut kept_in = p;
        while let Some(child) = self
            .current_item()
            .and_then(|item| item.children.last())
            .map(|child| child.marker)
        {
            kept_in.push_str(&child.cited());
            self.stack.push(Open {
                indent,
                marker: child,
                explicit: !matches!(child, Marker::Number(_)),
                flat: false,
            });
        }
        self.body.unordered.push(line.no);
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!("{why}; kept as text of {kept_in} before it"),
            line.text.clone(),
        );
        let before = self.current_item().map(|node| node.line);
        let column = self
            .item_columns
            .iter()
            .rev()
            .find(|(l, _, _)| Some(*l) == before)
            .map_or(indent, |&(_, _, c)| c);
        self.para = Some((line.no, column, vec![line.text.clone()]));
        self.in_item = true;
        self.after_item = true;
        None
    }

    /// Where a plain `1.` restarts a nested list after its items and the list above it goes
    /// on: that list's next marker and its indentation, the nested list closed. `None` where
    /// no open item is above the list, or the open item above opened a restarted list of its
    /// own ([`Open::flat`]).
    fn next_of_list_above(&mut self) -> Option<(Marker, usize)> {
        let parent = self.stack.last()?;
        if parent.flat || parent.explicit {
            return None;
        }
        let next = match parent.marker {
            Marker::Number(k) => Marker::Number(k + 1),
            Marker::Letter(c) if c < 'z' => Marker::Letter(char::from(c as u8 + 1)),
            Marker::Roman(k) => Marker::Roman(k + 1),
            Marker::Letter(_) => return None,
        };
        let at = parent.indent;
        self.stack.pop();
        Some((next, at))
    }

    /// Keeps the section heading at `line` (`letter`, which appears a second time (`twice`) or
    /// does not follow the last section, `prev`) as a paragraph of the section before it, named
    /// as a doubt.
    pub(super) fn unordered_section(&mut self, line: &Line, letter: char, prev: char, twice: bool) {
        let why = if twice {
            format!("section {letter} appears twice")
        } else {
            format!("section {letter} follows section {prev}: sections run A, B, C …")
        };
        self.body.unordered.push(line.no);
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!(
                "{why}; a section missing or its letter misprinted: kept as text of section {prev} before it"
            ),
            line.text.clone(),
        );
        self.para = Some((line.no, line.indent, vec![line.text.clone()]));
        self.in_item = false;
    }

    /// Keeps the line at `line`, whose marker reads as no clause here (`why`: a number over 26
    /// under a subsection, a list below sub-items, a roman number with no item open), as text
    /// where a paragraph there goes, named as a doubt.
    pub(super) fn unread_marker(&mut self, line: &Line, why: &str) {
        self.body.unordered.push(line.no);
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!("{why}; kept as text"),
            line.text.clone(),
        );
        self.text(line, &line.text);
    }

    /// Keeps a second footnote marked `mark` (at `line`) as text of the footnote before it with
    /// that mark, named as a doubt: the page marks two notes alike, or the note goes on.
    pub(super) fn second_footnote(&mut self, line: &Line, mark: &str) {
        self.body.unordered.push(line.no);
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!(
                "a second footnote marked {mark}: another note marked alike, or the note before it going on; kept as text of the footnote before it"
            ),
            line.text.clone(),
        );
        if let Some((_, note)) = self
            .body
            .footnotes
            .iter_mut()
            .rev()
            .find(|(m, _)| m == mark)
        {
            note.text.push(' ');
            note.text.push_str(&line.text);
        }
    }

    /// Keeps the section heading at `line`, whose letter (`letter`, a Cyrillic or Greek one
    /// with no reading, or past Z) stands for no Latin letter, as text of the section before it,
    /// named as a doubt.
    pub(super) fn unread_section(&mut self, line: &Line, letter: char) {
        self.body.unordered.push(line.no);
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!("section letter {letter} stands for no Latin letter (A–Z); kept as text"),
            line.text.clone(),
        );
        self.para = Some((line.no, line.indent, vec![line.text.clone()]));
        self.in_item = false;
    }
}

//! A wiki's comparison of two revisions (MediaWiki's `?diff=` view) that shows a revision's
//! own text below the comparison ("Huidige versie van 4 aug 2019 om 19:33", "Latest revision
//! as of …", then the page as it reads): the comparison's lines, from its first hunk header
//! ("Regel 2: Regel 2:") to that revision line, mix the old text and the new, and are taken out
//! into the report; the revision's text below is the law's and is imported. A comparison with
//! no revision's text after it holds no law text: [`super::kind`] refuses it, naming it.
//!
//! Not for: a revision's own page (`?oldid=`), whose revision lines are chrome
//! ([`super::chrome`]).

use super::chrome::REVISION;
use super::kind::hunk_header;
use super::line::Line;
use super::report::Report;

/// The reason the comparison's lines are reported with.
const COMPARISON: &str = "a wiki's comparison of two revisions (above the revision's own text)";

/// Takes the comparison's lines out of `lines` (the cleaned lines) into `report` where a
/// revision line (which the clean-up took out as a [`REVISION`] line) follows its first hunk
/// header and the revision's text follows that line; a `decided:` line says so. Leaves
/// `lines` as they are otherwise (no comparison, or no text after it).
pub(crate) fn take_comparison(lines: &mut Vec<Line>, report: &mut Report) {
    let Some(hunk) = lines.iter().find(|l| hunk_header(&l.text)).map(|l| l.no) else {
        return;
    };
    let last_text = lines
        .iter()
        .rev()
        .find(|l| !l.text.is_empty())
        .map_or(0, |l| l.no);
    let Some((rev_line, rev_text)) = report
        .entries
        .iter()
        .find(|e| e.reason == REVISION && e.line > hunk && e.line < last_text)
        .map(|e| (e.line, e.text.clone()))
    else {
        return;
    };
    let (taken, kept): (Vec<Line>, Vec<Line>) = std::mem::take(lines)
        .into_iter()
        .partition(|l| (hunk..rev_line).contains(&l.no));
    *lines = kept;
    let mut last = hunk;
    for l in taken.into_iter().filter(|l| !l.text.is_empty()) {
        last = l.no;
        report.remove(l.no, l.indent + 1, COMPARISON, l.text);
    }
    report.decisions.push(format!(
        "page: a wiki's comparison of two revisions (lines {hunk}–{last}) above a revision's own text ({rev_text:?}, line {rev_line}): the comparison taken out, the revision's text imported"
    ));
}

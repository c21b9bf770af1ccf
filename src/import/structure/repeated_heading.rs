//! A law's heading met again inside that law's text, with no other law's heading between (a
//! PDF's running header at a page break, "Law 12 Director's Discretionary Powers", possibly with
//! the next law's title beside it; or a site showing the heading twice): taken out and named as
//! a doubt, the text after it going on in the law. It refused the whole document as "Law 12
//! begins a second time"; a law whose heading comes back after another law's still does (the
//! document holds two texts of it).

use super::{Line, Report, Tok};

/// The reason the repeated heading is reported with.
const REPEATED: &str = "the heading of the law already begun, again inside its text: a running header or the heading repeated (taken out, the text after it goes on in the law), or the law's text given a second time";

/// Takes out of `toks` each law heading whose law is the one the last law heading began,
/// reporting it and naming it as a doubt.
pub(super) fn repeated_headings(toks: &mut Vec<(Tok, &Line)>, report: &mut Report) {
    let mut current: Option<u8> = None;
    toks.retain(|(t, line)| {
        let Tok::LawHeading { law, .. } = t else {
            return true;
        };
        if current != Some(*law) {
            current = Some(*law);
            return true;
        }
        report.remove(line.no, line.indent + 1, REPEATED, line.text.clone());
        report.doubt(line.no, line.indent + 1, REPEATED, line.text.clone());
        false
    });
}

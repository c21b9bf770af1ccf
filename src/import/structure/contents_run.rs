//! The last entry of a list of law headings (a chapter's contents or a site's list of links,
//! one law a line: "ПРАВИЛО 81. …" … "ПРАВИЛО 91. …") followed by the text of one of the laws it
//! lists: that entry is the list's, not the heading of a law whose text follows, though
//! something other than a law heading comes after it (a chapter's part heading, "Раздел 1
//! Ответственность").

use super::Line;
use super::Tok;

/// Whether the law heading `toks[i]`, read as beginning its law (`nav[i]` false), ends a list of
/// law headings instead: two headings or more stand on the lines right above it, each taken for
/// a link ([`super::navigation`]), and a later law heading of the document has a lower number
/// (the laws run in order, so the list was the contents and that law's text is what the page
/// gives).
pub(super) fn ends_a_list(toks: &[(Tok, &Line)], nav: &[bool], i: usize) -> bool {
    let Tok::LawHeading { law, .. } = &toks[i].0 else {
        return false;
    };
    let mut above = 0;
    let mut line = toks[i].1.no;
    for k in (0..i).rev() {
        let (Tok::LawHeading { .. }, l) = &toks[k] else {
            break;
        };
        if !nav[k] || l.no + 1 != line {
            break;
        }
        above += 1;
        line = l.no;
    }
    above >= 2
        && toks[i + 1..]
            .iter()
            .any(|(t, _)| matches!(t, Tok::LawHeading { law: later, .. } if later < law))
}

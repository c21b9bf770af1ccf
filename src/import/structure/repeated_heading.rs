//! A law's heading met again inside that law's text, with no other law's heading between (a
//! PDF's running header at a page break, "Law 12 Director's Discretionary Powers", possibly with
//! the next law's title beside it; or a site showing the heading twice): taken out and named as
//! a doubt, the text after it going on in the law. It refused the whole document as "Law 12
//! begins a second time". Where the sections start again after it (`A.` when the law has had
//! its `A.`), the law's text is given a second time, and that is still refused; so is a law
//! whose heading comes back after another law's (the document holds two texts of it).

use super::headings::{OwnLineTitle, own_line_title};
use super::{Line, Report, Tok};

/// The reason the repeated heading is reported with.
const REPEATED: &str = "the heading of the law already begun, again inside its text: a running header or the heading repeated (taken out, the text after it goes on in the law), or the law's text given a second time";

/// Takes out of `toks` each law heading whose law is the one the last law heading began and
/// after which the law's sections do not start again, reporting it and naming it as a doubt,
/// with the title it took from the line after it (`own_line_titles`, from
/// `headings::titles_on_their_own_line`), reported on its own line (found by CI's import fuzz
/// pass: "LAW 69" again, then "Agreed Claim or Concession", lost the title line).
pub(super) fn repeated_headings(
    toks: &mut Vec<(Tok, &Line)>,
    own_line_titles: &[OwnLineTitle],
    report: &mut Report,
) {
    let mut current: Option<u8> = None;
    // The last section letter of the current law.
    let mut last_letter: Option<char> = None;
    let mut drop = vec![false; toks.len()];
    for i in 0..toks.len() {
        match &toks[i].0 {
            Tok::Section {
                letter: Some(c), ..
            } => last_letter = Some(*c),
            Tok::LawHeading { law, .. } if current == Some(*law) => {
                let next = toks[i + 1..]
                    .iter()
                    .find(|(t, _)| !matches!(t, Tok::Blank | Tok::Title(_)));
                let again = matches!(
                    (next, last_letter),
                    (Some((Tok::Section { letter: Some(c), .. }, _)), Some(l)) if *c <= l
                );
                drop[i] = !again;
            }
            Tok::LawHeading { law, .. } => {
                current = Some(*law);
                last_letter = None;
            }
            _ => {}
        }
    }
    let mut k = 0;
    toks.retain(|(t, line)| {
        k += 1;
        if !drop[k - 1] {
            return true;
        }
        report.remove(line.no, line.indent + 1, REPEATED, line.text.clone());
        report.doubt(line.no, line.indent + 1, REPEATED, line.text.clone());
        if let Tok::LawHeading {
            title: Some(title), ..
        } = t
            && let Some((title_line, column)) = own_line_title(own_line_titles, line)
        {
            report.remove(
                title_line,
                column,
                "the title of the heading repeated inside the law's text",
                title.clone(),
            );
        }
        false
    });
}

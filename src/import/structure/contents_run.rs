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

/// The reason a chapter's contents above its laws' text is reported with.
pub(super) const CONTENTS: &str =
    "table of contents (the laws' and sections' titles, before the laws' text)";

/// A chapter's contents written as headings, each law's heading, its title and its sections'
/// letters and titles on lines of their own, with no text ("规则9" / "违例后的处理程序" / "A." /
/// "对违例提出注意" … "规则16" …), then the text of the first law it lists ("规则9  违例后的处理
/// 程序" / "A.对违例提出注意" / "1.在叫牌阶段" …: s-n-o-r-l-a-x.github.io's older Chinese
/// translation). Returns the range of tokens from the first law heading to the heading that
/// repeats a law of the run: two headings or more, every token between them blank, a short title
/// line or a section heading with no text; `None` for anything else (a law's text repeated is
/// still an error).
pub(super) fn contents_before_laws(toks: &[(Tok, &Line)]) -> Option<std::ops::Range<usize>> {
    let first = toks
        .iter()
        .position(|(t, _)| matches!(t, Tok::LawHeading { .. }))?;
    let short = |t: &str| {
        t.chars().count() <= 60
            && t.split_whitespace().count() <= 12
            && !t
                .trim_end()
                .ends_with(['.', ';', ':', ',', '!', '?', '。', '：', '；'])
    };
    let mut laws = Vec::new();
    for (k, (tok, _)) in toks.iter().enumerate().skip(first) {
        match tok {
            Tok::LawHeading { law, .. } if laws.contains(law) => {
                return (laws.len() >= 2).then_some(first..k);
            }
            Tok::LawHeading { law, .. } => laws.push(*law),
            Tok::Blank => {}
            Tok::Title(t) | Tok::Text(t) if short(t) => {}
            Tok::Section {
                text: None, title, ..
            } if title.as_deref().is_none_or(short) => {}
            _ => return None,
        }
    }
    None
}

//! A law's heading whose title ends with a period ("Artikel 71. Gang van zaken na het opeisen
//! van slagen door de leider.", as keesboek.com's pages of the 1963 and earlier codes write it)
//! reads as a sentence, so the page's first line was kept as the law's opening text with a
//! doubt. It is the law's heading where it is the first line of the page's text and stands
//! alone, and its title is short with no other sentence in it. The period stays in the title.

use super::{Line, Tok, heading_like, law_heading_rest_after, word_law};

/// Reads the first text line of `toks` as a law heading with its title where it is a law word,
/// a number (1–93), a title ending with a period (twelve words or fewer, beginning with a
/// capital, no other sentence punctuation), standing alone (a blank line or another block
/// follows).
pub(super) fn law_title_with_a_period(toks: &mut [(Tok, &Line)]) {
    let Some(i) = toks.iter().position(|(t, _)| !matches!(t, Tok::Blank)) else {
        return;
    };
    let Tok::Text(t) = &toks[i].0 else {
        return;
    };
    let Some((head, number, rest)) = word_law(t) else {
        return;
    };
    let Some((sep, title)) = law_heading_rest_after(head, rest) else {
        return;
    };
    let Some(stem) = title.strip_suffix('.') else {
        return;
    };
    let alone = toks
        .get(i + 1)
        .is_none_or(|(next, _)| !matches!(next, Tok::Text(_)))
        || toks[i].1.hard_end;
    let law = super::law_number(number)
        .and_then(|n| u8::try_from(n).ok())
        .filter(|n| (1..=crate::corpus::model::MAX_LAW).contains(n));
    if let Some(law) = law
        && alone
        && stem.split_whitespace().count() <= 12
        && heading_like(stem)
        && !stem.contains(['.', ';', ':', '!', '?'])
        && stem.starts_with(char::is_uppercase)
    {
        toks[i].0 = Tok::LawHeading {
            law,
            title: Some(title.to_string()),
            marker: format!("{head}{sep}"),
        };
    }
}

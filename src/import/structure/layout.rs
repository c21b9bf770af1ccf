//! Passes over the cleaned lines before they are classified: bullets a page's list markup left
//! ([`bullets`]) and words broken at a line's end ([`hyphenation`]).

use super::*;

/// A bullet before a heading or a numbered line ("- A. Tytuł", "• Przepis 68", "– 1. Tekst"),
/// left by a page's list markup, is taken out and reported; the line is then read without it.
/// A bullet before plain text stays: it is the text's own.
pub(super) fn bullets(lines: &[Line], marks: &[String], report: &mut Report) -> Vec<Line> {
    static BULLET: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^([-–—•·▪◦*])\s+(\S.*)$").unwrap());
    // The bullet of each line of text, if it begins with one.
    let bullet_of = |l: &Line| BULLET.captures(&l.text).map(|m| m[1].to_string());
    // Lines that are items of an unnumbered list: two or more lines in a row (blank lines
    // between them aside) begin with the same bullet.
    let texts: Vec<usize> = (0..lines.len())
        .filter(|&i| !lines[i].text.is_empty())
        .collect();
    let mut listed = vec![false; lines.len()];
    for w in texts.windows(2) {
        if let (Some(a), Some(b)) = (bullet_of(&lines[w[0]]), bullet_of(&lines[w[1]]))
            && a == b
            && a != "*"
        {
            listed[w[0]] = true;
            listed[w[1]] = true;
        }
    }
    let mut out = Vec::with_capacity(lines.len());
    // In a bulleted layout, the column where the last list item's text begins: its further
    // blocks line up with it, as an item's paragraphs do on a page with no bullets.
    let mut item_text: Option<usize> = None;
    for (i, l) in lines.iter().enumerate() {
        let Some(m) = BULLET.captures(&l.text) else {
            out.push(l.clone());
            continue;
        };
        let mut rest = Line {
            indent: l.indent + l.text.chars().count() - m[2].chars().count(),
            text: m[2].to_string(),
            ..l.clone()
        };
        let tok = classify(&rest, marks);
        let structural = matches!(
            tok,
            Tok::LawHeading { .. } | Tok::Section { .. } | Tok::Numbered(..) | Tok::Marked(..)
        );
        if listed[i] {
            match &tok {
                Tok::Numbered(_, text) | Tok::Marked(_, text) => {
                    item_text =
                        Some(rest.indent + rest.text.chars().count() - text.chars().count());
                }
                Tok::LawHeading { .. } | Tok::Section { .. } => item_text = None,
                // Text lines up with the last item's text, else stands at the bullet's column.
                _ => rest.indent = item_text.unwrap_or(l.indent),
            }
        }
        if structural {
            report.remove(
                l.no,
                l.indent + 1,
                "bullet before a heading or list item",
                &m[1],
            );
            // On a page whose blocks each begin with the same bullet (a hard-wrapped page with
            // no blank lines: JFR's 1997 Laws), the bullet is where a block begins.
            if listed[i] {
                out.push(Line::blank(l.no));
            }
            out.push(rest);
        } else if listed[i] {
            // An item of an unnumbered list: its own paragraph, with no clause id (the Laws
            // number their clauses; a page's bullets are its layout).
            report.remove(
                l.no,
                l.indent + 1,
                "list bullet (an unnumbered item: kept as a paragraph of its own)",
                &m[1],
            );
            out.push(Line::blank(l.no));
            out.push(rest);
        } else {
            out.push(l.clone());
        }
    }
    out
}

/// A word broken at a line's end with a hyphen ("zrzecze-" / "nie jest") is joined again: the
/// rest of the word moves up to the first line. The hyphen is the layout's (reported) unless the
/// document writes the joined word with a hyphen elsewhere on one line ("biało-czerwony"), in
/// which case it stays. Only a lower-case letter, a hyphen, then a lower-case letter starting
/// the next line count; a dash after a space is text.
///
/// A word broken at a page's last line goes on after the page's furniture (running header, page
/// number), which the clean-up took out: it is joined too. A hyphen before a rule cut out of the
/// middle of a line ([`Line::cut_after`]) is not at a line break, and joins nothing.
///
/// Each hyphen is reported at its own line and column, also in a chain of broken lines
/// ("ab-" / "ab-" / "ab-" …, each joined to the line before). Linear in the text: the letters
/// before a hyphen are looked up only when they are [`LONGEST_WORD`] or fewer (a longer run is
/// no word written with a hyphen), and each line's place and length are carried along, not
/// counted again (issue 16, F12).
pub(super) fn hyphenation(lines: &[Line], report: &mut Report) -> Vec<Line> {
    static HYPHENATED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\p{Ll}+-\p{Ll}+").unwrap());
    let hyphenated: std::collections::HashSet<&str> = lines
        .iter()
        .flat_map(|l| HYPHENATED.find_iter(&l.text).map(|m| m.as_str()))
        .collect();
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    // Where the text of `out`'s last line ends in the raw document: its last character's line
    // and column.
    let mut end = (0, 0);
    for l in lines {
        // The line before in `lines` is the one before in the document, or the lines between
        // were taken out whole (a page's furniture: a word broken at a page's foot goes on at the
        // next page's top); a blank line between ends the paragraph, and has no hyphen.
        let prev = out.last_mut().filter(|p| {
            !p.hard_end
                && !p.cut_after
                && p.text.ends_with('-')
                && p.text[..p.text.len() - 1]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_lowercase)
                && l.text.starts_with(char::is_lowercase)
        });
        let Some(prev) = prev else {
            end = (l.no, l.indent + l.text.chars().count());
            out.push(l.clone());
            continue;
        };
        let cut = l.text.find(char::is_whitespace).unwrap_or(l.text.len());
        let (rest, tail) = l.text.split_at(cut);
        let before = &prev.text[..prev.text.len() - 1];
        // The word's second half: its letters, without the punctuation after it ("czerwony,").
        let second: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        let keep = word_before(before)
            .is_some_and(|stem| hyphenated.contains(format!("{stem}-{second}").as_str()));
        if !keep {
            report.remove(
                end.0,
                end.1,
                "hyphen at a line break (the word is joined)",
                "-",
            );
            prev.text.pop();
        }
        prev.text.push_str(rest);
        end = (l.no, l.indent + l.text.chars().count());
        let tail = tail.trim_start();
        if tail.is_empty() {
            // The line held only the word's end: its paragraph end, and its cut, are the joined
            // line's.
            prev.hard_end |= l.hard_end;
            prev.cut_after = l.cut_after;
        } else {
            out.push(Line {
                text: tail.to_string(),
                ..l.clone()
            });
        }
    }
    out
}

/// The most letters a word written with a hyphen may have before it ("biało-czerwony") for
/// [`hyphenation`] to look it up.
pub(super) const LONGEST_WORD: usize = 64;

/// The letters at the end of `text` (the word before a line-end hyphen), or `None` when they
/// are more than [`LONGEST_WORD`]; found by reading at most that many characters back.
pub(super) fn word_before(text: &str) -> Option<&str> {
    let mut start = text.len();
    for (count, (i, c)) in text.char_indices().rev().enumerate() {
        if !c.is_alphabetic() {
            return Some(&text[start..]);
        }
        if count == LONGEST_WORD {
            return None;
        }
        start = i;
    }
    Some(&text[start..])
}

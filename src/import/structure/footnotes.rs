//! Footnote marks: the marks a text uses (`*`, `†`, `1)`), and numbered lines at a law's end
//! that are its footnotes, not items.

use super::*;

/// Footnote marks the text uses after a word (`normalnego*`), for deciding whether a line
/// `* …` is a footnote.
pub(super) fn marks_in_text(lines: &[Line]) -> Vec<String> {
    let mut v: Vec<String> = lines
        .iter()
        .flat_map(|l| note_marks(&l.text).map(|m| m.as_str().to_string()))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The footnote marks standing right after a word: `normalnego*`, `zagrania**`, `gry†`,
/// `normal¹`, or a number with a parenthesis after a lower-case letter, `zagrania1)` ("B1)" is
/// a clause reference, not a mark).
pub(crate) fn note_marks(t: &str) -> impl Iterator<Item = regex::Match<'_>> {
    static MARK: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(\p{L})(\*{1,3}|†|‡|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\))").unwrap());
    MARK.captures_iter(t).filter_map(|c| {
        let mark = c.get(2)?;
        let after_lower = c[1].chars().all(char::is_lowercase);
        (!mark.as_str().ends_with(')') || after_lower).then_some(mark)
    })
}

/// Numbered footnotes ("1) Tekst przypisu.") at the very end of a law, after a blank line: a
/// run of lines `1)`, `2)` … that could also be a list (subsections written `1)`). Decided by
/// evidence:
/// - marks standing after words in the text (`zagrania1)`) point at them: footnotes, and the
///   report's decisions say so;
/// - without marks, where every other list of the document numbers its items `1.` (so the
///   `1)` of the run is another kind of marker) and the run restarts at 1: footnotes whose
///   marks the page lost, listed as a doubt;
/// - else they stay list items.
pub(super) fn numbered_footnotes(toks: &mut [(Tok, &Line)], marks: &[String], report: &mut Report) {
    let paren = |i: usize, n: u16| toks[i].1.text.starts_with(&format!("{n})"));
    let mut run = Vec::new();
    for i in (0..toks.len()).rev() {
        match &toks[i].0 {
            Tok::Blank => {}
            Tok::Numbered(n, _) if paren(i, *n) => run.push(i),
            _ => break,
        }
    }
    let Some(&first) = run.last() else { return };
    if first == 0 || !matches!(toks[first - 1].0, Tok::Blank) {
        return;
    }
    run.reverse();
    let numbers: Vec<u16> = run
        .iter()
        .filter_map(|&i| match toks[i].0 {
            Tok::Numbered(n, _) => Some(n),
            _ => None,
        })
        .collect();
    let marked = numbers.iter().all(|n| marks.contains(&format!("{n})")));
    let dotted_lists = toks[..first]
        .iter()
        .filter(|(t, _)| matches!(t, Tok::Numbered(..)))
        .count();
    let all_dotted = dotted_lists > 0
        && toks[..first].iter().all(|(t, l)| match t {
            Tok::Numbered(n, _) => l.text.starts_with(&format!("{n}.")),
            _ => true,
        });
    let from_one = numbers.first() == Some(&1);
    let footnotes = if marked {
        let (m, line) = (format!("{})", numbers[0]), toks[first].1.no);
        report.decisions.push(format!(
            "footnotes: the lines {m} … from line {line} are footnotes, not a list: their marks stand after words in the text ({m})"
        ));
        true
    } else if all_dotted && from_one {
        let l = toks[first].1;
        report.doubt(
            l.no,
            l.indent + 1,
            "a footnote or a list item: the lists of the document number their items \"1.\", this run \"1)\", and no mark in the text points at it; read as footnotes",
            l.text.clone(),
        );
        true
    } else {
        false
    };
    if !footnotes {
        return;
    }
    for i in run {
        if let Tok::Numbered(n, text) = &toks[i].0 {
            toks[i].0 = Tok::Footnote {
                mark: format!("{n})"),
                text: text.clone(),
            };
        }
    }
}

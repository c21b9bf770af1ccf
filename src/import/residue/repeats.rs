//! Lines a layout repeats: fragments said twice, a page's double spacing, index-entry fields.

use super::*;

/// A fragment that repeats the start of one of the two lines before it, at the document's end
/// or before a blank line ("ни вызывать судью до тех пор…" / "ни вызывать судью" / "ни вызывать
/// суд"): a page's emphasis markup shown twice. Taken out and reported.
pub(super) fn repeated_fragments(lines: &mut Vec<Line>, report: &mut Report) {
    let mut drop = vec![false; lines.len()];
    for i in 1..lines.len() {
        let t = &lines[i].text;
        if t.is_empty() || t.split_whitespace().count() < 2 {
            continue;
        }
        let next_blank = lines.get(i + 1).is_none_or(|l| l.text.is_empty());
        let repeats = (1..=2).any(|k| {
            i >= k && {
                let p = &lines[i - k].text;
                p.len() > t.len() && p.starts_with(t.as_str())
            }
        });
        if repeats && next_blank {
            drop[i] = true;
        }
    }
    // A fragment before another fragment counts too.
    for i in (1..lines.len()).rev() {
        if drop[i] || lines[i].text.is_empty() || lines[i].text.split_whitespace().count() < 2 {
            continue;
        }
        let before = lines[i - 1].text.starts_with(lines[i].text.as_str())
            && lines[i - 1].text.len() > lines[i].text.len();
        if before && drop.get(i + 1).copied().unwrap_or(false) {
            drop[i] = true;
        }
    }
    let mut k = 0;
    lines.retain(|l| {
        let d = drop[k];
        k += 1;
        if d {
            report.remove(
                l.no,
                l.indent + 1,
                "a fragment repeating the line before (the page's markup shown twice)",
                l.text.clone(),
            );
        }
        !d
    });
}

/// Double spacing: a document whose every line of text is followed by one blank line, with
/// sentences running on across those blank lines ("… в" / "" / "котором …"), has no paragraph
/// breaks in its single blank lines: they are taken out (two or more in a row still break a
/// paragraph), and the report's decisions say so.
pub(super) fn double_spacing(lines: &mut Vec<Line>, report: &mut Report) {
    let n = lines.len();
    let text = |i: usize| !lines[i].text.is_empty();
    let mut spaced = 0;
    let mut running_on = 0;
    let mut texts = 0;
    for i in 0..n {
        if !text(i) {
            continue;
        }
        texts += 1;
        if i + 2 < n && !text(i + 1) && text(i + 2) {
            spaced += 1;
            let prev = &lines[i].text;
            let next = &lines[i + 2].text;
            if !prev.ends_with(['.', ':', ';', '!', '?'])
                && next.starts_with(|c: char| c.is_lowercase())
            {
                running_on += 1;
            }
        }
    }
    if texts < 6 || spaced * 10 < texts * 7 || running_on < 3 {
        return;
    }
    let keep: Vec<bool> = (0..n)
        .map(|i| text(i) || !(i > 0 && i + 1 < n && text(i - 1) && text(i + 1)))
        .collect();
    let mut k = 0;
    lines.retain(|_| {
        let kp = keep[k];
        k += 1;
        kp
    });
    report.decisions.push(format!(
        "line spacing: a blank line after every line ({spaced} of {texts} lines), sentences running on across them: single blank lines are not paragraph breaks"
    ));
}

/// Index-entry field residue: a word processor's index entry (an XE field) leaves its word on a
/// line of its own, repeated ("претензию" / "претензию") inside a hard-wrapped paragraph. A run
/// of two or more identical one-word lines is taken out.
pub(super) fn index_entries(lines: &mut Vec<Line>, report: &mut Report) {
    let one_word = |l: &Line| {
        !l.text.is_empty() && l.text.chars().count() >= 2 && l.text.chars().all(char::is_alphabetic)
    };
    let mut remove = vec![false; lines.len()];
    let mut i = 0;
    while i < lines.len() {
        let mut j = i + 1;
        while j < lines.len() && one_word(&lines[i]) && lines[j].text == lines[i].text {
            j += 1;
        }
        if j - i >= 2 {
            for r in remove.iter_mut().take(j).skip(i) {
                *r = true;
            }
        }
        i = j;
    }
    let mut k = 0;
    lines.retain(|l| {
        let drop = remove[k];
        k += 1;
        if drop {
            report.remove(
                l.no,
                l.indent + 1,
                "index-entry field residue (a word repeated on its own line)",
                l.text.clone(),
            );
        }
        !drop
    });
}

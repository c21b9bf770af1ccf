//! The one place lawref finds where a key, a list entry or a value stands in a YAML text (1-based
//! line and column), for the errors of the manifests (`laws/*.yaml`: [`key_line`],
//! [`top_value_at`], [`list_lines`]; `lawref check`'s places in them, [`column_on_line`]), the annotations files ([`entry_spans`], [`value_at`],
//! [`token_at`]), the term bases ([`key_line_from`]) and the situation indexes
//! ([`entry_lines`], [`locate`]). serde_yaml gives the values but not their places, so these
//! read the text's lines: each file's layout (top-level keys, block lists, notes opening with
//! `-` in column 1) is what they assume, and a flow-style value falls back to its key's line.
//!
//! Not for: parsing YAML (serde_yaml), nor checking values (each loader's).

// Manifests: top-level keys and block lists.

/// The 1-based line of the top-level key `key:` in a YAML text.
pub(crate) fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| l.strip_prefix(key).is_some_and(|r| r.starts_with(':')))
        .map(|i| i + 1)
}

/// The 1-based column of `token` on the 1-based line `line` of a YAML text (a clause id in a
/// manifest's correspondence record, `- renumbered: 16D -> 16C`); 1 when the line lacks it.
pub(crate) fn column_on_line(text: &str, line: usize, token: &str) -> usize {
    let l = text.lines().nth(line.saturating_sub(1)).unwrap_or("");
    l.find(token).map_or(1, |b| l[..b].chars().count() + 1)
}

/// The 1-based line and column of the value of the top-level key `key:` (`law_count: 0` → the
/// `0`); line 1, column 1 when the text has no such key.
pub(crate) fn top_value_at(text: &str, key: &str) -> (usize, usize) {
    let Some(line) = key_line(text, key) else {
        return (1, 1);
    };
    let l = text.lines().nth(line - 1).unwrap_or("");
    let after = &l[key.len() + 1..];
    let value = after.trim_start();
    (line, l[..l.len() - value.len()].chars().count() + 1)
}

/// The lines of the entries of the top-level block list `key:` (`- …` lines at the list's
/// indentation), in order. A list written in flow style (`[…]`) has none.
pub(crate) fn list_lines(text: &str, key: &str) -> Vec<usize> {
    let Some(start) = key_line(text, key) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut indent = None;
    for (i, l) in text.lines().enumerate().skip(start) {
        let trimmed = l.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let ind = l.len() - trimmed.len();
        if ind == 0 && !trimmed.starts_with('-') {
            break;
        }
        if trimmed.starts_with("- ") || trimmed == "-" {
            if *indent.get_or_insert(ind) == ind {
                out.push(i + 1);
            }
        } else if indent.is_none() {
            break;
        }
    }
    out
}

// Annotations files: notes and their fields.

/// Where a note stands in its file: its first line, and the lines it spans (1-based, end
/// exclusive).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntrySpan {
    /// The line of the note's `-`.
    pub line: usize,
    /// The line after its last (the next note's line, or one past the file's end).
    pub end: usize,
    /// The 0-based column of its keys (2 in `- clause: 68C`).
    pub indent: usize,
}

/// The notes of an annotations file as they stand in its text: each line opening with `-` (and
/// a space or the line's end) in column 1 begins one. A block scalar's or an indented list's
/// lines are indented, so they are never taken for a note.
pub fn entry_spans(text: &str) -> Vec<EntrySpan> {
    let lines: Vec<&str> = text.lines().collect();
    let mut spans: Vec<EntrySpan> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let rest = match l.strip_prefix('-') {
            Some(r) if r.is_empty() || r.starts_with([' ', '\t']) => r,
            _ => continue,
        };
        let indent = 1 + (rest.len() - rest.trim_start().len());
        if let Some(last) = spans.last_mut() {
            last.end = i + 1;
        }
        spans.push(EntrySpan {
            line: i + 1,
            end: lines.len() + 1,
            indent,
        });
    }
    spans
}

/// The 1-based line and column of the value of `key` in the note at `span` (the key itself when
/// the value is on the next lines), or `None` when the note has no such key at its indentation.
pub(crate) fn value_at(text: &str, span: &EntrySpan, key: &str) -> Option<(usize, usize)> {
    for (i, l) in text
        .lines()
        .enumerate()
        .skip(span.line - 1)
        .take(span.end - span.line)
    {
        let at = if i + 1 == span.line {
            span.indent
        } else {
            let lead = l.len() - l.trim_start_matches(' ').len();
            if lead != span.indent {
                continue;
            }
            lead
        };
        let Some(after) = l.get(at..).and_then(|r| r.strip_prefix(key)) else {
            continue;
        };
        let Some(value) = after.trim_start_matches(' ').strip_prefix(':') else {
            continue;
        };
        let v = value.trim_start();
        let col = if v.is_empty() || v.starts_with(['|', '>', '#']) {
            at
        } else {
            l.len() - v.len()
        };
        return Some((i + 1, l[..col].chars().count() + 1));
    }
    None
}

/// The 1-based line and column of `token` (a whole word) in the value of `key` of the note at
/// `span`: an edition in `editions: [2007, 2011]` or in a block list under it; the key's place
/// when it is not found.
pub(crate) fn token_at(text: &str, span: &EntrySpan, key: &str, token: &str) -> (usize, usize) {
    let Some((line, col)) = value_at(text, span, key) else {
        return (span.line, 1);
    };
    let offset = |line: usize| -> usize {
        text.split_inclusive('\n')
            .take(line - 1)
            .map(str::len)
            .sum::<usize>()
    };
    let line_start = offset(line);
    let start = line_start
        + text[line_start..]
            .char_indices()
            .nth(col - 1)
            .map_or(0, |(b, _)| b);
    let end = offset(span.end).min(text.len());
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let hay = &text[start..end];
    for (i, _) in hay.match_indices(token) {
        let before = hay[..i].chars().next_back();
        let after = hay[i + token.len()..].chars().next();
        if !before.is_some_and(word) && !after.is_some_and(word) {
            let before = &text[..start + i];
            let l = before.matches('\n').count() + 1;
            let c = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
            return (l, c);
        }
    }
    (line, col)
}

// Term bases.

/// The 1-based line, at or after `from`, where the mapping key `key` stands (`key:`, `'key':`
/// or `"key":`, indented or not).
pub(crate) fn key_line_from(text: &str, from: usize, key: &str) -> Option<usize> {
    text.lines()
        .enumerate()
        .skip(from.saturating_sub(1))
        .find(|(_, l)| {
            let l = l.trim_start();
            [
                format!("{key}:"),
                format!("'{key}':"),
                format!("\"{key}\":"),
            ]
            .iter()
            .any(|k| l.starts_with(k.as_str()))
        })
        .map(|(i, _)| i + 1)
}

// Situation indexes.

/// Where the entries of an index file stand in its text: for each entry (and, inside it, each
/// subentry), its first and last line, 1-based. Entries are the `- term:` lines at the smallest
/// indentation of any; subentries those deeper inside an entry.
/// An entry's first and last line, and its subentries' (1-based).
pub(crate) type EntryLines = (usize, usize, Vec<(usize, usize)>);

pub(crate) fn entry_lines(text: &str) -> Vec<EntryLines> {
    let lines: Vec<&str> = text.lines().collect();
    let starts: Vec<(usize, usize)> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let indent = l.len() - l.trim_start().len();
            let rest = l.trim_start().strip_prefix('-')?;
            rest.trim_start()
                .starts_with("term:")
                .then_some((i + 1, indent))
        })
        .collect();
    let Some(top) = starts.iter().map(|&(_, i)| i).min() else {
        return Vec::new();
    };
    let mut out: Vec<EntryLines> = Vec::new();
    for &(line, indent) in &starts {
        if indent == top {
            if let Some(last) = out.last_mut() {
                last.1 = line - 1;
            }
            out.push((line, lines.len(), Vec::new()));
        } else if let Some(last) = out.last_mut() {
            if let Some(s) = last.2.last_mut() {
                s.1 = line - 1;
            }
            last.2.push((line, 0));
        }
    }
    for e in &mut out {
        let end = e.1;
        if let Some(s) = e.2.last_mut() {
            s.1 = end;
        }
    }
    out
}

/// The 1-based line and column of the first whole occurrence of `needle` on lines
/// `from..=to` of `text` after the key `key:` (on the same line or later); `(from, 1)` when
/// it is not found.
pub(crate) fn locate(
    text: &str,
    from: usize,
    to: usize,
    key: &str,
    needle: &str,
) -> (usize, usize) {
    if needle.is_empty() || from == 0 || to < from {
        return (from.max(1), 1);
    }
    let key = format!("{key}:");
    let mut after_key = false;
    for (i, line) in text.lines().enumerate().skip(from - 1).take(to + 1 - from) {
        let mut start = 0;
        if !after_key {
            match line.find(&key) {
                Some(k) => {
                    after_key = true;
                    start = k + key.len();
                }
                None => continue,
            }
        }
        let hay = &line[start..];
        let mut off = 0;
        while let Some(p) = hay[off..].find(needle) {
            let at = off + p;
            let before = hay[..at].chars().next_back();
            let after = hay[at + needle.len()..].chars().next();
            let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '(');
            if boundary(before) && boundary(after) {
                let col = line[..start + at].chars().count() + 1;
                return (i + 1, col);
            }
            off = at + needle.len();
        }
    }
    (from, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_found_at_their_dashes_and_fields_at_their_values() {
        let text = "# notes\n- clause: 68C\n  editions:\n    - 2007\n  text: |\n    - not a note\n\n-   clause: '70'\n    lang: pl\n";
        let spans = entry_spans(text);
        assert_eq!(
            spans,
            [
                EntrySpan {
                    line: 2,
                    end: 8,
                    indent: 2
                },
                EntrySpan {
                    line: 8,
                    end: 10,
                    indent: 4
                }
            ]
        );
        assert_eq!(value_at(text, &spans[0], "clause"), Some((2, 11)));
        assert_eq!(value_at(text, &spans[0], "editions"), Some((3, 3)));
        assert_eq!(value_at(text, &spans[0], "text"), Some((5, 3)));
        assert_eq!(value_at(text, &spans[0], "lang"), None);
        assert_eq!(value_at(text, &spans[1], "clause"), Some((8, 13)));
        assert_eq!(value_at(text, &spans[1], "lang"), Some((9, 11)));
    }
}

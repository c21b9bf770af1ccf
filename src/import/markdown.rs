//! Writing an imported law or commentary as a corpus file: YAML front matter and the Markdown the
//! parse stage reads (docs/corpus-format.md). Text is escaped so that Markdown reads it back
//! as the same characters; footnote marks after a word become `[^*]` references.

use std::collections::HashSet;
use std::fmt::Write;

use super::structure::{Content, LawBody, Marker, Node, Para};
use crate::corpus::model::FrontMatter;

/// The whole corpus file for one law's part of a raw document.
pub fn write(meta: &FrontMatter, content: &Content) -> String {
    let mut s = String::from("---\n");
    s.push_str(&serde_yaml::to_string(meta).expect("front matter serialises"));
    s.push_str("---\n");
    match content {
        Content::Text(body) => law(&mut s, body),
        Content::Commentary { intro, items } => {
            paras(&mut s, intro, &HashSet::new());
            for item in items {
                let _ = write!(s, "\n## {}.{}\n", meta.law, item.number);
                paras(&mut s, &item.paras, &HashSet::new());
            }
        }
    }
    s
}

fn law(s: &mut String, body: &LawBody) {
    let notes: HashSet<&str> = body.footnotes.iter().map(|(m, _)| m.as_str()).collect();
    paras(s, &body.preamble, &notes);
    if !body.top.is_empty() {
        s.push('\n');
        list(s, &body.top, 0, &notes);
    }
    for sec in &body.sections {
        let _ = write!(s, "\n## {}.", sec.letter);
        if let Some(t) = &sec.title {
            let _ = write!(s, " {}", escape_heading(t));
        }
        s.push('\n');
        paras(s, &sec.paras, &notes);
        if !sec.children.is_empty() {
            s.push('\n');
            list(s, &sec.children, 0, &notes);
        }
        paras(s, &sec.after, &notes);
    }
    if !body.closing.is_empty() {
        s.push_str("\n---\n");
        paras(s, &body.closing, &notes);
    }
    for (mark, p) in &body.footnotes {
        let _ = write!(s, "\n[^{mark}]: {}\n", escape(&p.text, &notes));
    }
}

fn paras(s: &mut String, ps: &[Para], notes: &HashSet<&str>) {
    for p in ps {
        let _ = write!(s, "\n{}\n", escape(&p.text, notes));
    }
}

/// Writes a list at `indent` spaces. Subsections are `1.` items; items and sub-items are bullets
/// carrying their marker, `- (a)` and `- (i)`.
fn list(s: &mut String, nodes: &[Node], indent: usize, notes: &HashSet<&str>) {
    for n in nodes {
        let pad = " ".repeat(indent);
        let (marker, content_col) = match n.marker {
            Marker::Number(k) => (format!("{k}."), k.to_string().len() + 2),
            m => (format!("- {}", m.cited()), 2),
        };
        match n.paras.first() {
            // An item with no text of its own, its paragraphs below it.
            Some(p) if !p.text.is_empty() => {
                let _ = writeln!(s, "{pad}{marker} {}", escape(&p.text, notes));
            }
            _ => {
                let _ = writeln!(s, "{pad}{marker}");
            }
        }
        let inner = " ".repeat(indent + content_col);
        for p in n.paras.iter().skip(1) {
            let _ = write!(s, "\n{inner}{}\n", escape(&p.text, notes));
        }
        if !n.children.is_empty() {
            list(s, &n.children, indent + content_col, notes);
        }
    }
}

/// Escapes text so Markdown reads it back as the same characters; a footnote mark in `notes`
/// standing after a letter becomes a footnote reference `[^*]`. Time linear in the text (a set
/// lookup per mark in it, however many footnotes the law has).
pub fn escape(t: &str, notes: &HashSet<&str>) -> String {
    let mut out = String::with_capacity(t.len() + 8);
    let mut last = 0;
    for mark in super::structure::note_marks(t) {
        if !notes.contains(&mark.as_str()) {
            continue;
        }
        out.push_str(&escape_plain(&t[last..mark.start()], last == 0));
        let _ = write!(out, "[^{}]", mark.as_str());
        last = mark.end();
    }
    out.push_str(&escape_plain(&t[last..], last == 0));
    out
}

/// Escapes a heading's text: as [`escape`], and every `#`, since Markdown drops a closing run of
/// `#` from a heading ("Kara ##" would read "Kara").
pub(crate) fn escape_heading(t: &str) -> String {
    escape_chars(t, true, true)
}

fn escape_plain(t: &str, at_start: bool) -> String {
    escape_chars(t, at_start, false)
}

/// Escapes `t` for Markdown; `at_start`: `t` begins its line, where a marker (`1.`, `-`, `#`,
/// `>` …) would be read. The characters a corpus file may not hide a marker behind (a no-break
/// space, a zero-width space: `corpus::chars::invisible`) and spaces count as the line's start
/// too, so that `\u{A0} 0. Tekst` is written `\u{A0} 0\. Tekst`: the corpus loader refuses
/// a marker with an invisible character in it, since Markdown reads none there.
fn escape_chars(t: &str, at_start: bool, heading: bool) -> String {
    let mut out = String::with_capacity(t.len());
    let chars: Vec<char> = t.chars().collect();
    let lead = chars
        .iter()
        .position(|&c| !(c == ' ' || c == '\t' || crate::corpus::chars::invisible(c).is_some()))
        .unwrap_or(chars.len());
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        let escape = match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' => true,
            '&' => next.is_some_and(|n| n.is_ascii_alphanumeric() || n == '#'),
            '#' if heading => true,
            '#' | '>' | '+' | '-' | '=' | '|' | '~' => at_start && i == lead,
            '.' | ')' => at_start && i > lead && chars[lead..i].iter().all(char::is_ascii_digit),
            _ => false,
        };
        if escape {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_specials_are_escaped_and_note_marks_become_references() {
        let none = HashSet::new();
        assert_eq!(escape("a*b [c] <d> 1.5", &none), r"a\*b \[c\] \<d> 1.5");
        assert_eq!(escape("1996. rok", &none), r"1996\. rok");
        assert_eq!(escape("# x", &none), r"\# x");
        assert_eq!(escape_heading("Kara ##"), r"Kara \#\#");
        assert_eq!(escape("~~~ x", &none), r"\~~~ x");
        // A marker behind a no-break space or a zero-width space is escaped as at the start.
        assert_eq!(escape("\u{A0} 0. Tekst", &none), "\u{A0} 0\\. Tekst");
        assert_eq!(escape("\u{200B}- x", &none), "\u{200B}\\- x");
        assert_eq!(escape_heading("# x"), r"\# x");
        assert_eq!(
            escape("normalnego* zagrania", &HashSet::from(["*"])),
            "normalnego[^*] zagrania"
        );
        assert_eq!(
            escape("normalnego* zagrania", &none),
            r"normalnego\* zagrania"
        );
    }
}

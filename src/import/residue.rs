//! Clean-up passes over a raw document's lines: each recognises one kind of residue that is not
//! law text, takes it out and records it in the report. Like tantivy's token filters, each pass is
//! a small function over the lines, testable alone.
//!
//! Passes, in order: control characters and their placeholders ("(DC4)"); page markers
//! ("..page4"); wiki template names ("Sjabloon:2007:68", kept as metadata evidence); index-entry
//! field residue (a word repeated on lines of its own); lines holding only white space; trailing
//! white space. Indentation is measured (NBSP counts as white space) and kept for `structure`.

use std::sync::LazyLock;

use regex::Regex;

use super::report::Report;

/// A line of a raw document after clean-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// 1-based line number in the raw document.
    pub no: usize,
    /// Leading white space, in characters (NBSP included).
    pub indent: usize,
    /// The line's text without leading and trailing white space; empty for a blank line.
    pub text: String,
    /// A control-character placeholder ended the line: the word processor's paragraph end.
    pub hard_end: bool,
}

/// A wiki template name found in the document (`Sjabloon:2007:68` → parts `["2007", "68"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    /// Line of the template name.
    pub line: usize,
    /// The template's name as written.
    pub name: String,
    /// The parts after the namespace, split at `:` or `/`.
    pub parts: Vec<String>,
}

static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\((?:NUL|SOH|STX|ETX|EOT|ENQ|ACK|BEL|BS|VT|FF|SO|SI|DLE|DC1|DC2|DC3|DC4|NAK|SYN|ETB|CAN|EM|SUB|ESC|FS|GS|RS|US|DEL)\)").unwrap()
});
static PAGE_MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:\.\.page\s*\d+|(?:page|strona|pagina|blz\.?|страница|стр\.)\s*\d+(?:\s*(?:of|z|van|из)\s*\d+)?|-\s*\d+\s*-)$").unwrap()
});
static TEMPLATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:Sjabloon|Template|Szablon|Шаблон|Vorlage|Modèle|Plantilla):(\S+)$").unwrap()
});

/// Runs every pass over `text` (LF line ends), recording what each takes out in `report`.
pub fn clean(text: &str, report: &mut Report) -> (Vec<Line>, Vec<Template>) {
    let mut lines: Vec<Line> = Vec::new();
    let mut templates = Vec::new();
    for (i, raw) in text.split('\n').enumerate() {
        let no = i + 1;
        let mut line = control_characters(no, raw, report);
        let hard_end = placeholder_at_end(&line);
        line = placeholders(no, raw, &line, report);
        let body = line.trim_matches(char::is_whitespace);
        if body.is_empty() {
            if !line.is_empty() {
                report.remove(no, 1, "line holding only white space", line.clone());
            }
            lines.push(Line {
                no,
                indent: 0,
                text: String::new(),
                hard_end: false,
            });
            continue;
        }
        let indent = line.chars().take_while(|c| c.is_whitespace()).count();
        let trailing = line.len() - line.trim_end_matches(char::is_whitespace).len();
        if trailing > 0 {
            let col = line.trim_end_matches(char::is_whitespace).chars().count() + 1;
            report.remove(
                no,
                col,
                "trailing white space",
                &line[line.len() - trailing..],
            );
        }
        if PAGE_MARKER.is_match(body) {
            report.remove(no, indent + 1, "page marker", body);
            continue;
        }
        if let Some(m) = TEMPLATE.captures(body) {
            let parts = m[1].split([':', '/']).map(str::to_string).collect();
            report.remove(no, indent + 1, "wiki template name", body);
            templates.push(Template {
                line: no,
                name: body.to_string(),
                parts,
            });
            continue;
        }
        lines.push(Line {
            no,
            indent,
            text: body.to_string(),
            hard_end,
        });
    }
    index_entries(&mut lines, report);
    (lines, templates)
}

/// Removes control characters other than tab; each is reported with its column. One standing
/// between two words (a form feed, say) separated them: it becomes a space, so they stay apart.
fn control_characters(no: usize, raw: &str, report: &mut Report) -> String {
    let chars: Vec<char> = raw.chars().collect();
    let mut out = String::with_capacity(raw.len());
    for (col, &c) in chars.iter().enumerate() {
        if c.is_control() && c != '\t' {
            let between_words = out.chars().last().is_some_and(|p| !p.is_whitespace())
                && chars
                    .get(col + 1)
                    .is_some_and(|n| !n.is_whitespace() && !n.is_control());
            let reason = if between_words {
                out.push(' ');
                format!(
                    "control character U+{:04X} (a space put in its place)",
                    c as u32
                )
            } else {
                format!("control character U+{:04X}", c as u32)
            };
            report.remove(no, col + 1, reason, c.to_string());
        } else {
            out.push(c);
        }
    }
    out
}

fn placeholder_at_end(line: &str) -> bool {
    let t = line.trim_end();
    PLACEHOLDER
        .find_iter(t)
        .last()
        .is_some_and(|m| m.end() == t.len())
}

/// Removes placeholders such as "(DC4)" that word processors leave for control characters.
/// Columns are those of the raw line.
fn placeholders(no: usize, raw: &str, line: &str, report: &mut Report) -> String {
    if !PLACEHOLDER.is_match(line) {
        return line.to_string();
    }
    for m in PLACEHOLDER.find_iter(raw) {
        let col = raw[..m.start()].chars().count() + 1;
        report.remove(no, col, "control-character placeholder", m.as_str());
    }
    PLACEHOLDER.replace_all(line, "").into_owned()
}

/// Index-entry field residue: a word processor's index entry (an XE field) leaves its word on a
/// line of its own, repeated ("претензию" / "претензию") inside a hard-wrapped paragraph. A run
/// of two or more identical one-word lines is taken out.
fn index_entries(lines: &mut Vec<Line>, report: &mut Report) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> (Vec<Line>, Report) {
        let mut r = Report::default();
        let (l, _) = clean(text, &mut r);
        (l, r)
    }

    #[test]
    fn placeholders_are_removed_and_end_paragraphs() {
        let (lines, r) = run("уступкой.(DC4)\nдалее");
        assert_eq!(lines[0].text, "уступкой.");
        assert!(lines[0].hard_end);
        assert!(!lines[1].hard_end);
        assert_eq!(
            (
                r.entries[0].line,
                r.entries[0].column,
                r.entries[0].text.as_str()
            ),
            (1, 10, "(DC4)")
        );
    }

    #[test]
    fn repeated_one_word_lines_are_index_residue_but_single_ones_stay() {
        let (lines, r) = run("когда\nпретензию\nпретензию\nхочет\nслово\nдальше");
        let kept: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(kept, ["когда", "хочет", "слово", "дальше"]);
        assert_eq!(r.entries.len(), 2);
        assert_eq!(r.entries[1].line, 3);
    }

    #[test]
    fn page_markers_templates_and_white_space_lines_are_reported() {
        let (lines, r) = run("Sjabloon:2007:68\n..page4\n   \nText \u{a0}");
        assert_eq!(lines.len(), 2);
        let reasons: Vec<&str> = r.entries.iter().map(|e| e.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "wiki template name",
                "page marker",
                "line holding only white space",
                "trailing white space"
            ]
        );
        assert_eq!(r.entries[3].text, " \u{a0}");
        assert_eq!(r.entries[3].column, 5);
    }

    #[test]
    fn a_control_character_between_words_keeps_them_apart() {
        let (lines, r) = run("Oświadczenie jest\u{c}deklaracją");
        assert_eq!(lines[0].text, "Oświadczenie jest deklaracją");
        assert_eq!(
            r.entries[0].reason,
            "control character U+000C (a space put in its place)"
        );
    }
}

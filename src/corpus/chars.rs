//! Characters the corpus's files may not hold, found when a file is loaded so that they never
//! reach a page, the search index or a terminal:
//!
//! - **control characters** (Unicode category Cc: C0 such as ESC, BEL, BS and NUL, DEL, and the
//!   C1 controls U+0080–U+009F) anywhere in a corpus file, manifest, annotations file or term
//!   base, written raw or made by an escape (YAML's `"\e"`, Markdown's `&#27;`); tab and the line
//!   ends are the only ones allowed (docs/corpus-format.md: a byte that reads as a control character is an
//!   error);
//! - **invisible characters** (format characters such as U+200B ZERO WIDTH SPACE, U+FEFF, U+2060
//!   WORD JOINER, the soft hyphen U+00AD; and spaces other than U+0020, such as U+00A0) inside
//!   the Markdown marker that makes a line a section heading, a numbered subsection, an item
//!   `- (a)`, a footnote or the closing `---`: Markdown no longer sees the marker, and the
//!   clauses after it would silently become words of the paragraph before.
//!
//! Also: line ends. A corpus file may end its lines with LF, CRLF or CR alone (old Mac files);
//! [`normalise_line_ends`] makes them LF before anything reads the text.
//!
//! Not for: raw documents given to import (its decoder has rules of its own), nor making text
//! safe for a terminal (that is done where text is printed).

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use crate::error::InputError;

/// `text` with CRLF and lone CR line ends made LF (line numbers stay the same: each line end is
/// one line end). Borrowed when the text has no CR.
pub(crate) fn normalise_line_ends(text: &str) -> Cow<'_, str> {
    if !text.contains('\r') {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// Whether `c` is a control character a text may not hold: any of Unicode's Cc but tab, line
/// feed and carriage return.
pub(crate) fn is_forbidden_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// The byte offset and the character of the first forbidden control character of `text`.
pub(crate) fn first_control(text: &str) -> Option<(usize, char)> {
    // Every control character is below U+00A0: a byte scan finds the candidates (ASCII, or the
    // lead byte 0xC2 of U+0080–U+009F).
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x20 || b == 0x7F || b == 0xC2 {
            let c = text[i..].chars().next()?;
            if is_forbidden_control(c) {
                return Some((i, c));
            }
        }
        i += 1;
    }
    None
}

/// A control character's name for a message: `U+001B (ESC)`, `U+0085 (a C1 control)`.
pub(crate) fn control_name(c: char) -> String {
    const C0: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "FS", "GS", "RS", "US",
    ];
    let name = match c as u32 {
        n @ 0..=0x1F => C0[n as usize],
        0x7F => "DEL",
        _ => "a C1 control",
    };
    format!("U+{:04X} ({name})", c as u32)
}

/// The error for the first forbidden control character written raw in `text` (the content of
/// the file `path`), at its line and column.
pub(crate) fn control_error(path: &str, text: &str) -> Option<InputError> {
    let (at, c) = first_control(text)?;
    Some(
        InputError::at_offset(
            path,
            text,
            at,
            format!(
                "control character {} in the text: a corpus file holds no control characters",
                control_name(c)
            ),
        )
        .with_help("delete it (an editor may show it as ^[ or a box)"),
    )
}

/// The error for a control character in the YAML file `path` (`text`), written raw or made by a
/// double-quoted scalar's escape (`"\e"`, `"\x1b"`, `"\u001B"`, `"\N"`), at its line and column.
///
/// Raw characters are found by a byte scan. An escape is looked for only where the text has a
/// backslash before one of the letters that can make one: then the YAML is read, and if one of
/// its strings holds a control character, the error is at the first escape that makes it (so a
/// backslash in a plain scalar, `C:\examples`, is never taken for an escape).
pub(crate) fn yaml_control_error(path: &str, text: &str) -> Option<InputError> {
    if let Some(e) = control_error(path, text) {
        return Some(e);
    }
    yaml_escape_error(path, text, 0..text.len())
}

/// The error for a control character made by an escape in the YAML `text[yaml]` (the front
/// matter of a corpus file, whose whole text is `text`), as [`yaml_control_error`]; raw
/// control characters are [`control_error`]'s.
pub(crate) fn yaml_escape_error(
    path: &str,
    file_text: &str,
    yaml: std::ops::Range<usize>,
) -> Option<InputError> {
    let text = &file_text[yaml.clone()];
    static ESCAPE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\\(?:[0abefvN]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})")
            .expect("YAML escapes")
    });
    let first = ESCAPE
        .find_iter(text)
        .find(|m| yaml_escape(m.as_str()).is_some_and(is_forbidden_control))?;
    let value: serde_yaml::Value = serde_yaml::from_str(text).ok()?;
    let c = control_in(&value)?;
    let at = ESCAPE
        .find_iter(text)
        .find(|m| yaml_escape(m.as_str()) == Some(c))
        .unwrap_or(first);
    Some(
        InputError::at_offset(
            path,
            file_text,
            yaml.start + at.start(),
            format!(
                "the escape {} makes the control character {}: these files hold no control characters",
                at.as_str(),
                control_name(c)
            ),
        )
        .with_help("delete the escape"),
    )
}

/// The character a YAML double-quoted escape stands for (`\e` → ESC).
fn yaml_escape(e: &str) -> Option<char> {
    let body = e.strip_prefix('\\')?;
    match body.as_bytes().first()? {
        b'0' => Some('\0'),
        b'a' => Some('\u{7}'),
        b'b' => Some('\u{8}'),
        b'e' => Some('\u{1B}'),
        b'f' => Some('\u{C}'),
        b'v' => Some('\u{B}'),
        b'N' => Some('\u{85}'),
        b'x' | b'u' | b'U' => char::from_u32(u32::from_str_radix(&body[1..], 16).ok()?),
        _ => None,
    }
}

/// The first forbidden control character in any string (key or value) of a YAML value.
fn control_in(v: &serde_yaml::Value) -> Option<char> {
    use serde_yaml::Value;
    match v {
        Value::String(s) => s.chars().find(|&c| is_forbidden_control(c)),
        Value::Sequence(items) => items.iter().find_map(control_in),
        Value::Mapping(m) => m
            .iter()
            .find_map(|(k, v)| control_in(k).or_else(|| control_in(v))),
        Value::Tagged(t) => control_in(&t.value),
        _ => None,
    }
}

/// What an invisible character is, for a message (`ZERO WIDTH SPACE`), and whether it stands
/// for a space (when a marker is read without it): spaces other than U+0020 (which Markdown
/// does not read as the space after a marker) and the format characters that show nothing.
pub(crate) fn invisible(c: char) -> Option<(&'static str, bool)> {
    Some(match c {
        '\u{00A0}' => ("NO-BREAK SPACE", true),
        '\u{1680}' => ("OGHAM SPACE MARK", true),
        '\u{2000}'..='\u{200A}' => ("a typographic space", true),
        '\u{202F}' => ("NARROW NO-BREAK SPACE", true),
        '\u{205F}' => ("MEDIUM MATHEMATICAL SPACE", true),
        '\u{3000}' => ("IDEOGRAPHIC SPACE", true),
        '\u{2028}' => ("LINE SEPARATOR", true),
        '\u{2029}' => ("PARAGRAPH SEPARATOR", true),
        '\u{00AD}' => ("SOFT HYPHEN", false),
        '\u{034F}' => ("COMBINING GRAPHEME JOINER", false),
        '\u{061C}' => ("ARABIC LETTER MARK", false),
        '\u{180E}' => ("MONGOLIAN VOWEL SEPARATOR", false),
        '\u{200B}' => ("ZERO WIDTH SPACE", false),
        '\u{200C}' => ("ZERO WIDTH NON-JOINER", false),
        '\u{200D}' => ("ZERO WIDTH JOINER", false),
        '\u{200E}' => ("LEFT-TO-RIGHT MARK", false),
        '\u{200F}' => ("RIGHT-TO-LEFT MARK", false),
        '\u{202A}'..='\u{202E}' => ("a bidirectional embedding or override", false),
        '\u{2060}' => ("WORD JOINER", false),
        '\u{2061}'..='\u{2064}' => ("an invisible mathematical operator", false),
        '\u{2066}'..='\u{2069}' => ("a bidirectional isolate", false),
        '\u{206A}'..='\u{206F}' => ("a deprecated format character", false),
        '\u{FEFF}' => ("ZERO WIDTH NO-BREAK SPACE (a byte-order mark)", false),
        '\u{FFF9}'..='\u{FFFB}' => ("an interlinear annotation character", false),
        '\u{E0000}'..='\u{E007F}' => ("a tag character", false),
        _ => return None,
    })
}

/// The Markdown markers that make a line of a corpus file a structure the clause tree is read
/// from: a heading (`## A. Title`, `## 68.1`), a numbered subsection (`1.`), a bullet item with
/// its marker (`- (a)`, `- (iv)`), a bare bullet and the closing `---`, each with the one space
/// or tab after it that Markdown needs; and a footnote (`[^*]:`), which needs none
/// (`[^*]:Tekst` is a footnote too).
static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^[ \t]*(?:(?:#{1,6}(?:[ \t]+(?:[A-Z]\.?|\d{1,2}\.\d{1,4}))?|\d{1,9}[.)]|[-*+](?:[ \t]+\([a-z]{1,6}\))?|(?:-[ \t]*){3,}$)(?:[ \t]|$)|\[\^[^\]\s]{1,16}\]:)",
    )
    .expect("marker pattern")
});

/// The error for the first invisible character (see the module's notes) that stands inside a
/// line's Markdown marker in `text[from..]` (the body of the corpus file `path`, whose whole
/// text is `text`), at its line and column: the line is a marker only without it.
pub(crate) fn hidden_marker_error(path: &str, text: &str, from: usize) -> Option<InputError> {
    let mut offset = from;
    for line in text[from..].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        // A marker stands at the start of a line: only characters there can hide one.
        if !line.chars().take(24).any(|c| invisible(c).is_some()) {
            continue;
        }
        // The line as Markdown would read it without its invisible characters (spaces made
        // plain spaces), with each kept character's byte offset in the line.
        let mut seen = String::new();
        let mut origin = Vec::new();
        for (i, c) in line.char_indices() {
            match invisible(c) {
                Some((_, true)) => {
                    seen.push(' ');
                    origin.push(i);
                }
                Some((_, false)) => {}
                None => {
                    seen.push(c);
                    origin.extend(std::iter::repeat_n(i, c.len_utf8()));
                }
            }
        }
        let Some(m) = MARKER.find(seen.trim_end_matches('\n')) else {
            continue;
        };
        if m.as_str().trim().is_empty() {
            continue;
        }
        // The end of the marker in the line as written: just after its last character (the
        // space or tab that ends it, or its own last character at the line's end). An
        // invisible character after that stands in the text (`1. \u{200B}Sędzia`, `## A.
        // \u{FEFF}Tytuł`), which Markdown reads as the text of the item or heading.
        let last = origin[m.end() - 1];
        let end = last + line[last..].chars().next().map_or(0, char::len_utf8);
        let Some((i, c)) = line[..end]
            .char_indices()
            .find(|&(_, c)| invisible(c).is_some())
        else {
            continue;
        };
        let (name, _) = invisible(c)?;
        let marker = m.as_str().trim();
        return Some(
            InputError::at_offset(
                path,
                text,
                start + i,
                format!(
                    "an invisible character U+{:04X} ({name}) in the marker {marker:?}: Markdown does not read the line as written as a heading, list item, footnote or `---`, so what follows would lose its clause",
                    c as u32
                ),
            )
            .with_help(if invisible(c).is_some_and(|(_, space)| space) {
                "type a plain space instead"
            } else {
                "delete the character"
            }),
        );
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ends_become_lf() {
        assert_eq!(normalise_line_ends("a\r\nb\rc\n"), "a\nb\nc\n");
        assert!(matches!(normalise_line_ends("a\nb"), Cow::Borrowed(_)));
    }

    #[test]
    fn control_characters_are_found_at_their_place() {
        assert_eq!(first_control("ab\tc\r\n"), None);
        assert_eq!(first_control("zażółć\u{1b}x"), Some((10, '\u{1b}')));
        assert_eq!(first_control("ą\u{85}"), Some((2, '\u{85}')));
        assert_eq!(first_control("\u{7f}"), Some((0, '\u{7f}')));
        let e = control_error("x.md", "one\ntw\u{7}o\n").unwrap();
        assert_eq!(
            e.to_string(),
            "x.md:2:3: control character U+0007 (BEL) in the text: a corpus file holds no control characters"
        );
    }

    #[test]
    fn yaml_escapes_that_make_control_characters_are_errors() {
        let text = "a: 1\nname: \"Laws\\e[2J\"\n";
        let e = yaml_control_error("laws/2017.yaml", text).unwrap();
        assert_eq!(
            e.to_string(),
            "laws/2017.yaml:2:12: the escape \\e makes the control character U+001B (ESC): these files hold no control characters"
        );
        let e = yaml_control_error("t.yaml", "t: \"a\\u0007\"\n").unwrap();
        assert!(
            e.to_string().starts_with("t.yaml:1:6: the escape \\u0007"),
            "{e}"
        );
        // A backslash in a plain or single-quoted scalar is no escape.
        assert!(yaml_control_error("t.yaml", "t: C:\\examples\nu: 'a\\e'\n").is_none());
        assert!(yaml_control_error("t.yaml", "t: \"tab\\tand \\u00e9\"\n").is_none());
    }

    #[test]
    fn an_invisible_character_in_a_marker_is_an_error_at_its_column() {
        let text = "---\nlaw: 70\n---\n\n## B. X\n\nText.\n1\u{200b}. Sędzia\n";
        let e = hidden_marker_error("70.md", text, 16).unwrap();
        assert!(
            e.to_string().starts_with(
                "70.md:8:2: an invisible character U+200B (ZERO WIDTH SPACE) in the marker \"1.\""
            ),
            "{e}"
        );
        for (line, col) in [
            ("1.\u{a0}Sędzia", 3),
            ("##\u{200b} A. Tytuł", 3),
            ("\u{feff}## A.", 1),
            ("   - (a\u{2060}) tekst", 8),
            ("- \u{ad}(b) tekst", 3),
            ("-\u{200b}--", 2),
            ("[^*\u{feff}]:Przypis", 4),
            ("[^*\u{feff}]: Przypis", 4),
        ] {
            let e = hidden_marker_error("t.md", line, 0).unwrap_or_else(|| panic!("{line:?}"));
            assert!(
                e.to_string().starts_with(&format!("t.md:1:{col}: ")),
                "{line:?}: {e}"
            );
        }
        // Not in a marker: left as text.
        for line in [
            "1. \u{a0}Sędzia",
            "1. \u{200b}Sędzia",
            "## A. \u{feff}Definicja",
            "- (a) \u{2060}tekst",
            "[^1]: \u{ad}przypis",
            "[^1]:\u{ad}przypis",
            "Sędzia\u{200b} nakazuje",
            "W 2017 r.\u{a0}sędzia",
            "- (a) te\u{ad}kst",
        ] {
            assert!(hidden_marker_error("t.md", line, 0).is_none(), "{line:?}");
        }
    }
}

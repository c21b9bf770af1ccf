//! Clean-up passes over a raw document's lines: each recognises one kind of residue that is not
//! law text, takes it out and records it in the report (line, column in the raw line, reason, the
//! piece exactly as written). Like tantivy's token filters, each pass is a small function,
//! testable alone.
//!
//! Passes, in order, with the reason each writes to the report:
//! - characters: control characters ("control character U+000C") and the placeholders word
//!   processors leave for them ("control-character placeholder", `(DC4)`);
//! - page furniture from PDF-to-text conversion ([`page_furniture`]): page markers
//!   ("page marker": `..page4`, `Strona 12 z 40`, `- 12 -`), page numbers alone on a line at a
//!   page break ("page number"), running headers and footers ("running header or footer");
//! - tables of contents ("table of contents": a contents heading with its entries, dotted-leader
//!   lines `A. Zgłoszenie roszczenia ........ 12`);
//! - wiki residue: template names ("wiki template name", `Sjabloon:2007:68`) and template markup
//!   ("wiki template markup", `{{Przepis|68}}`), both kept as metadata evidence when alone on a
//!   line; category and file links ("wiki category or file link"); magic words ("wiki magic
//!   word", `__NOTOC__`); link markup around a kept label ("wiki link markup", `[[Przepis 16|` …
//!   `]]`); heading markup ("wiki heading markup", `==`);
//! - word-processor field codes ("word-processor field code": `XE "claim"`, `PAGEREF _Toc1 \h`,
//!   `TOC \o "1-3"`, `HYPERLINK \l "_Toc1"`, `MERGEFORMAT`);
//! - a federation's notes ([`notes`]: "a federation's note (not the Laws' text)", `(Nota de la
//!   AEB: …)`, a block `Notas de la AEB:` with its `1.-` items);
//! - pinyin readings glued after Chinese characters ([`ruby`]: "pinyin reading after a
//!   character (a page's ruby annotation)", `權(quán)`);
//! - site navigation, whole lines only ([`navigation_line`]): links to neighbouring laws,
//!   language links, "top of page", footer menus, copyright and cookie notices;
//! - link labels glued to a heading's end ("link label glued to a heading": `[edytuj]`, `¶`,
//!   `Top ↑`);
//! - lines holding only white space; trailing white space;
//! - index-entry field residue (a word repeated on lines of its own).
//!
//! The words each language's sites use are data, in [`crate::lang`] (`site`). Indentation is measured (NBSP
//! counts as white space) and kept for `structure`, which also joins hard-wrapped lines.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use super::line::{Line, Template};
use super::report::Report;
use super::structure::{Reads, reads_as};

/// The evidence kind of a MediaWiki template name (`Sjabloon:2007:68`, `{{Przepis|68}}`).
pub(crate) const TEMPLATE_NAME: &str = "wiki template name";

use crate::lang::{LANG_CODES, Language, SiteWords};

/// Characters that separate the links of a navigation line.
const NAV_SEPARATORS: &[char] = &[
    '«', '»', '‹', '›', '←', '→', '⟵', '⟶', '⇐', '⇒', '<', '>', '|', ':', '·', '•', '/',
];

/// Punctuation that closes onto the word before it: a cut just before one takes the white space
/// before the cut with it (`(см. PAGEREF _Toc1 \h)` → `(см.)`).
const CLOSING: &[char] = &[')', ']', '}', '»', '”', '.', ',', ';', ':', '!', '?'];

/// Arrows that mark a "top of page" link or a label at a heading's end.
const UP_ARROWS: &[char] = &['^', '↑', '▲', '⇧', '⬆', '△'];

/// Fewest lines between recurrences of a running header or footer found by period alone (a page
/// of a PDF-to-text conversion is longer than this).
const MIN_PAGE_LINES: usize = 10;
/// Most lines by which the period of a running header or footer may vary from page to page.
const PAGE_SLACK: usize = 3;
/// How many non-blank lines at each side of a page break count as the page's edge.
const EDGE_LINES: usize = 2;

const PAGE_MARKER_REASON: &str = "page marker";
const PAGE_NUMBER: &str = "page number";
const RUNNING: &str = "running header or footer";
const CONTENTS: &str = "table of contents";
const FIELD_CODE: &str = "word-processor field code";
const GLUED: &str = "link label glued to a heading";

static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\((?:NUL|SOH|STX|ETX|EOT|ENQ|ACK|BEL|BS|VT|FF|SO|SI|DLE|DC1|DC2|DC3|DC4|NAK|SYN|ETB|CAN|EM|SUB|ESC|FS|GS|RS|US|DEL)\)").unwrap()
});
static PAGE_MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:\.\.page\s*\d+|(?:page|strona|str\.|pagina|blz\.?|bladzijde|seite|страница|стр\.)\s*\d+(?:\s*(?:of|z|van|из|von|sur|/)\s*\d+)?|[-–—]\s*\d+\s*[-–—])$").unwrap()
});
/// A page number alone on a line: `12`, `12/40`.
static BARE_NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\d{1,4}(?:\s*/\s*\d{1,4})?$").unwrap());
static TEMPLATE: LazyLock<Regex> = LazyLock::new(|| {
    // A wiki page's title: the namespace, the template's name, and in a diff or history view
    // the view's words after a colon ("Sjabloon:2017:Straf: verschil tussen versies").
    Regex::new(r"^(?:Sjabloon|Template|Szablon|Шаблон|Vorlage|Modèle|Plantilla|Πρότυπο|Mall|Skabelon|Mal|Šablona|Sablon):(\S+?)(?::\s+\p{L}[\p{L}\s]*)?$").unwrap()
});
static WIKI_TEMPLATE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\{\{[^{}]*\}\}").unwrap());
/// MoinMoin's preformatted block's braces: `{{{` opens, `}}}` closes (three, never four).
static WIKI_PREFORMATTED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\{+|\}+").unwrap());
static WIKI_CATEGORY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\[\[\s*(?:Kategoria|Category|Categorie|Категория|Kategorie|Catégorie|Plik|File|Bestand|Файл|Image|Grafika|Afbeelding|Datei|Fichier):[^\[\]]*\]\]").unwrap()
});
static WIKI_MAGIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"__(?:NOTOC|TOC|FORCETOC|NOEDITSECTION|NEWSECTIONLINK|NONEWSECTIONLINK|NOGALLERY|HIDDENCAT|INDEX|NOINDEX|STATICREDIRECT|DISAMBIG|NOTITLECONVERT|NOCONTENTCONVERT)__").unwrap()
});
/// `[[target|label]]` (group 1 the label) or `[[target]]` (group 2 the target).
static WIKI_LINK: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\[\[[^\[\]|]*\|([^\[\]|]+)\]\]|\[\[([^\[\]|]+)\]\]").unwrap());
static WIKI_HEADING: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(={1,6})[ \t]*[^=].*?[ \t]*(={1,6})$").unwrap());
static FIELD_CODES: LazyLock<Regex> = LazyLock::new(|| {
    let quoted = r#"(?:\s*\\[a-z*](?:\s+"[^"]*")?)*"#;
    Regex::new(&format!(
        r#"\{{\s*(?:XE|TC|PAGEREF|NOTEREF|TOC|HYPERLINK|REF|SEQ|PAGE|NUMPAGES|INDEX|MERGEFIELD|FORMTEXT|FORMCHECKBOX|STYLEREF)\b[^{{}}]*\}}|\b(?:XE|TC)\s+"[^"]*"{quoted}|\b(?:PAGEREF|NOTEREF|REF)\s+_[A-Za-z0-9_]+{quoted}|\bTOC(?:\s+\\[a-z](?:\s+"[^"]*")?)+|\bHYPERLINK(?:\s+\\[a-z])?\s+"[^"]*"{quoted}|(?:\\\*\s*)?\bMERGEFORMAT\b"#
    ))
    .unwrap()
});
/// A table-of-contents entry with a dotted leader and a page number.
static DOTTED_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^.*\S[ \t]*(?:(?:\.[ \t]?){4,}|…+|_{4,})[ \t]*\d{1,4}$").unwrap()
});
/// A wiki contents entry: a number without a dot after it, then the heading (`1 A. Definicja`,
/// `2.1 Uwagi`); only right after a contents heading.
static WIKI_CONTENTS_ENTRY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\d{1,2}(?:\.\d{1,2})*[ \t]+\S").unwrap());
/// A wiki section-edit label at a line's end: `[edytuj]`, `[edit | edit source]`.
static EDIT_LABEL: LazyLock<Regex> = LazyLock::new(|| {
    let mut words: Vec<&str> = crate::lang::all(|l| l.site.edit).collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let alt = words
        .iter()
        .map(|w| regex::escape(w))
        .collect::<Vec<_>>()
        .join("|");
    Regex::new(&format!(r"(?i)\[\s*(?:{alt})(?:\s*\|\s*(?:{alt}))*\s*\]$")).unwrap()
});
/// A label at a heading's end: a pilcrow (the permalink of generated sites) or a "top" link.
static HEADING_END_LABEL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:¶|\[\s*(?:top|do góry|naar boven|наверх)\s*\]|(?:top|do góry|naar boven|наверх)\s*[↑▲⇧⬆]|[↑▲⇧⬆]\s*(?:top|do góry|naar boven|наверх)|[↑▲⇧⬆]|\^\s*top)$").unwrap()
});

/// A line of the document while the passes work on it: its characters (control characters and
/// placeholders already out) and, for each, its 1-based column in the raw line.
#[derive(Debug, Clone)]
struct Row {
    no: usize,
    chars: Vec<char>,
    cols: Vec<usize>,
    hard_end: bool,
    /// A form feed before the line's text: the line starts a page.
    page_start: bool,
    /// A form feed after the line's text: the next line starts a page.
    page_end: bool,
}

impl Row {
    fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// The raw column of the character at `i` (one past the end for `i == len`).
    fn col(&self, i: usize) -> usize {
        match self.cols.get(i) {
            Some(&c) => c,
            None => self.cols.last().map_or(1, |c| c + 1),
        }
    }

    fn indent(&self) -> usize {
        self.chars.iter().take_while(|c| c.is_whitespace()).count()
    }

    /// Takes out the character ranges `cuts` (char indices, start..end), reporting each with its
    /// raw column; the white space that separated a piece from the text goes with it, so no
    /// double space, stray indent or space before closing punctuation is left.
    /// Ranges that overlap or nest (`{{Navbox|[[Category:Laws]]}}`) are one piece, reported
    /// once with the reason of the one that starts first (the outer one).
    fn cut(&mut self, mut cuts: Vec<(usize, usize, &str)>, report: &mut Report) {
        cuts.sort_by(|x, y| x.0.cmp(&y.0).then(y.1.cmp(&x.1)));
        let mut merged: Vec<(usize, usize, &str)> = Vec::with_capacity(cuts.len());
        for c in cuts {
            match merged.last_mut() {
                Some(last) if c.0 < last.1 => last.1 = last.1.max(c.1),
                _ => merged.push(c),
            }
        }
        let cuts = merged;
        for &(a, b, reason) in &cuts {
            let piece: String = self.chars[a..b].iter().collect();
            report.remove(self.no, self.col(a), reason, piece);
        }
        for &(a, b, _) in cuts.iter().rev() {
            self.chars.drain(a..b);
            self.cols.drain(a..b);
            let ws = |c: &char| c.is_whitespace();
            let before = self.chars[..a].iter().rev().take_while(|c| ws(c)).count();
            let after = self.chars[a..].iter().take_while(|c| ws(c)).count();
            let (from, to) = if before == a {
                (a, a + after)
            } else if a + after == self.chars.len() {
                (a - before, a + after)
            } else if before > 0 && after > 0 {
                (a, a + after)
            } else if before > 0 && CLOSING.contains(&self.chars[a]) {
                (a - before, a)
            } else {
                (a, a)
            };
            self.chars.drain(from..to);
            self.cols.drain(from..to);
        }
    }

    /// The char range of a byte range of `text()`.
    fn chars_of(text: &str, a: usize, b: usize) -> (usize, usize) {
        let ca = text[..a].chars().count();
        (ca, ca + text[a..b].chars().count())
    }
}

/// What the document-wide passes decided about a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Keep,
    /// The whole line is residue, for this reason.
    Whole(&'static str),
    /// A blank line inside a page break that falls mid-sentence: not a paragraph break.
    Gap,
}

/// What each row is taken out whole as, by the passes that read lines together: page furniture,
/// tables of contents, chapter headings, a federation's notes, site chrome.
fn whole_line_marks(rows: &[Row]) -> Vec<Mark> {
    let mut marks = page_furniture(rows);
    for (m, toc) in marks.iter_mut().zip(contents(rows)) {
        if toc && *m == Mark::Keep {
            *m = Mark::Whole(CONTENTS);
        }
    }
    let chapters = chapter_headings(rows, &marks);
    for (m, chapter) in marks.iter_mut().zip(chapters) {
        if let Some(reason) = chapter {
            *m = Mark::Whole(reason);
        }
    }
    let notes = notes::note_blocks(rows, &marks);
    for (m, note) in marks.iter_mut().zip(notes) {
        if note {
            *m = Mark::Whole(notes::NOTE);
        }
    }
    let texts: Vec<String> = rows.iter().map(|r| r.text().trim().to_string()).collect();
    let site = super::chrome::chrome(&texts, super::structure::is_law_heading);
    for ((m, reason), t) in marks.iter_mut().zip(site).zip(&texts) {
        if let (Mark::Keep, Some(r)) = (*m, reason) {
            // The words' own reading, where they say more ("links to neighbouring laws").
            *m = Mark::Whole(navigation_line(t).unwrap_or(r));
        }
    }
    marks
}

/// Runs every pass over `text` (LF line ends), recording what each takes out in `report`.
pub fn clean(text: &str, report: &mut Report) -> (Vec<Line>, Vec<Template>) {
    let raws: Vec<&str> = text.split('\n').collect();
    let mut rows: Vec<Row> = raws
        .iter()
        .enumerate()
        .map(|(i, raw)| characters(i + 1, raw, report))
        .collect();
    for i in 1..rows.len() {
        if rows[i - 1].page_end {
            rows[i].page_start = true;
        }
    }
    let marks = whole_line_marks(&rows);
    let mut lines: Vec<Line> = Vec::new();
    let mut templates = Vec::new();
    for (row, mark) in rows.iter_mut().zip(marks) {
        let no = row.no;
        let line = row.text();
        let body = line.trim_matches(char::is_whitespace);
        // A table's cell border alone on a line ("|" between the cells of a contents table
        // flattened to text, s-n-o-r-l-a-x.github.io): a break between blocks, as a blank line.
        let border =
            !body.is_empty() && body.chars().count() <= 3 && body.chars().all(|c| c == '|');
        if body.is_empty() || border {
            if border {
                let lead = line.len() - line.trim_start().len();
                let column = line[..lead].chars().count() + 1;
                report.remove(no, column, "table cell border", body.to_string());
            } else if !line.is_empty() {
                report.remove(no, 1, "line holding only white space", line.clone());
            }
            if mark != Mark::Gap {
                lines.push(Line {
                    no,
                    indent: 0,
                    text: String::new(),
                    hard_end: false,
                    cut_after: false,
                });
            }
            continue;
        }
        trailing_white_space(row, report);
        let indent = row.indent();
        let body = body.to_string();
        if let Some(m) = TEMPLATE.captures(&body) {
            let parts = m[1].split([':', '/']).map(str::to_string).collect();
            report.remove(no, row.col(indent), "wiki template name", body.clone());
            templates.push(Template {
                line: no,
                name: body,
                parts,
                what: TEMPLATE_NAME,
            });
            continue;
        }
        let whole = if PAGE_MARKER.is_match(&body) {
            Some(PAGE_MARKER_REASON)
        } else if let Mark::Whole(reason) = mark {
            Some(reason)
        } else {
            None
        };
        if let Some(reason) = whole {
            // A DokuWiki page's id names the page (and, `law_91`, its law).
            if let Some(t) = super::chrome::page_id(no, &body) {
                templates.push(t);
            }
            report.remove(no, row.col(indent), reason, body);
            continue;
        }
        if let Some(t) = wiki_markup(row, report) {
            templates.push(t);
        }
        field_codes(row, report);
        notes::inline_notes(row, report);
        ruby::pinyin_readings(row, report);
        let text = row.text();
        let body = text.trim_matches(char::is_whitespace);
        if body.is_empty() {
            continue;
        }
        let indent = row.indent();
        if let Some(reason) = navigation_line(body) {
            report.remove(no, row.col(indent), reason, body);
            continue;
        }
        let parts = decorations(row, report);
        let last = parts.len() - 1;
        for (k, mut part) in parts.into_iter().enumerate() {
            glued_label(&mut part, report);
            let text = part.text();
            let body = text.trim_matches(char::is_whitespace);
            if body.is_empty() {
                continue;
            }
            // A part split off a line keeps its raw column as its indentation, so that what is
            // reported of it names the right column.
            let lead = part.indent();
            lines.push(Line {
                no,
                indent: part.col(lead) - 1,
                text: body.to_string(),
                hard_end: part.hard_end,
                cut_after: k < last,
            });
        }
    }
    index_entries(&mut lines, report);
    repeated_fragments(&mut lines, report);
    double_spacing(&mut lines, report);
    (lines, templates)
}

/// Reports the white space a line ends with (the row keeps it; `Line::text` is trimmed).
fn trailing_white_space(row: &Row, report: &mut Report) {
    let kept = row.chars.len()
        - row
            .chars
            .iter()
            .rev()
            .take_while(|c| c.is_whitespace())
            .count();
    if kept < row.chars.len() {
        let piece: String = row.chars[kept..].iter().collect();
        report.remove(row.no, row.col(kept), "trailing white space", piece);
    }
}

/// Removes control characters other than tab, and the placeholders word processors leave for
/// them ("(DC4)"); each is reported with its raw column. A control character standing between
/// two words (a form feed, say) separated them: it becomes a space, so they stay apart. A form
/// feed is also a page break: before the line's text it starts the page, after it ends one.
fn characters(no: usize, raw: &str, report: &mut Report) -> Row {
    let chars: Vec<char> = raw.chars().collect();
    let mut row = Row {
        no,
        chars: Vec::with_capacity(chars.len()),
        cols: Vec::with_capacity(chars.len()),
        hard_end: false,
        page_start: false,
        page_end: false,
    };
    for (i, &c) in chars.iter().enumerate() {
        if c.is_control() && c != '\t' {
            if c == '\u{c}' {
                if row.chars.iter().all(|c| c.is_whitespace()) {
                    row.page_start = true;
                } else if chars[i + 1..].iter().all(|c| c.is_whitespace()) {
                    row.page_end = true;
                }
            }
            let between_words = row.chars.last().is_some_and(|p| !p.is_whitespace())
                && chars
                    .get(i + 1)
                    .is_some_and(|n| !n.is_whitespace() && !n.is_control());
            let reason = if between_words {
                row.chars.push(' ');
                row.cols.push(i + 1);
                format!(
                    "control character U+{:04X} (a space put in its place)",
                    c as u32
                )
            } else {
                format!("control character U+{:04X}", c as u32)
            };
            report.remove(no, i + 1, reason, c.to_string());
        } else {
            row.chars.push(c);
            row.cols.push(i + 1);
        }
    }
    let text = row.text();
    let t = text.trim_end();
    row.hard_end = PLACEHOLDER
        .find_iter(t)
        .last()
        .is_some_and(|m| m.end() == t.len());
    // Placeholders go without tidying the white space around them, as a word processor's
    // paragraph end sits right after the text.
    for m in PLACEHOLDER.find_iter(&text) {
        let (a, _) = Row::chars_of(&text, m.start(), m.end());
        report.remove(no, row.col(a), "control-character placeholder", m.as_str());
    }
    let ranges: Vec<(usize, usize)> = PLACEHOLDER
        .find_iter(&text)
        .map(|m| Row::chars_of(&text, m.start(), m.end()))
        .collect();
    for (a, b) in ranges.into_iter().rev() {
        row.chars.drain(a..b);
        row.cols.drain(a..b);
    }
    row
}

mod book;
mod navigation;
mod notes;
mod pages;
mod repeats;
mod ruby;
#[cfg(test)]
mod tests;
mod wiki;

pub(crate) use navigation::navigation_line;

use book::{all_words, chapter_headings, contents, phrase};
use navigation::{decorations, glued_label};
use pages::page_furniture;
use repeats::{double_spacing, index_entries, repeated_fragments};
use wiki::{field_codes, wiki_markup};

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
    let mut marks = page_furniture(&rows);
    for (m, toc) in marks.iter_mut().zip(contents(&rows)) {
        if toc && *m == Mark::Keep {
            *m = Mark::Whole(CONTENTS);
        }
    }
    let chapters = chapter_headings(&rows, &marks);
    for (m, chapter) in marks.iter_mut().zip(chapters) {
        if let Some(reason) = chapter {
            *m = Mark::Whole(reason);
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
    let mut lines: Vec<Line> = Vec::new();
    let mut templates = Vec::new();
    for (row, mark) in rows.iter_mut().zip(marks) {
        let no = row.no;
        let line = row.text();
        let body = line.trim_matches(char::is_whitespace);
        if body.is_empty() {
            if !line.is_empty() {
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

/// The text of a line reduced for recurrence: digits as `#` (page numbers change), single
/// spaces; `None` for a blank line or one too long to be a running header.
fn running_key(t: &str) -> Option<String> {
    if t.is_empty() || t.chars().count() > 120 {
        return None;
    }
    let mut k = String::new();
    let mut prev_digit = false;
    for w in t.split_whitespace() {
        if !k.is_empty() {
            k.push(' ');
        }
        for c in w.chars() {
            if c.is_ascii_digit() {
                if !prev_digit {
                    k.push('#');
                }
                prev_digit = true;
            } else {
                k.push(c);
                prev_digit = false;
            }
        }
        prev_digit = false;
    }
    Some(k)
}

/// Page furniture left by PDF-to-text conversion: page numbers, running headers and footers.
///
/// The rule: a page break is a form feed, a page marker line (`..page4`, `Strona 12 z 40`), or a
/// line found to recur with the period of a page (below). The edge of a page is the
/// [`EDGE_LINES`] non-blank lines on each side of a break. At an edge,
/// - a number alone (`12`, `12/40`) with only furniture between it and the break is a page
///   number;
/// - a line that stands at page tops on two lines or more (or at page bottoms), identical but
///   for its digits
///   (`Międzynarodowe Przepisy Brydża Porównawczego 2017    23`), is a running header or footer.
///
/// Without form feeds, a line (digits aside) recurring three times or more, every
/// [`MIN_PAGE_LINES`] lines or more with a period varying by at most [`PAGE_SLACK`] lines, is a
/// running header or footer (or, when it is a number alone, a page number), and each recurrence
/// is a page break. A line that recurs legitimately (a section title used twice) stands neither
/// at page edges nor with a page's period, and stays. Blank lines of a page break that falls
/// inside a sentence (the text before it ends without `.:;!?`, the text after begins in lower
/// case) are not paragraph breaks: they are marked [`Mark::Gap`], so the sentence is joined.
///
/// Running headers are never what the text's own lines read as ([`furniture_by_shape`]): a line
/// that reads as a law heading, a section heading or a list item (read alone, as
/// [`super::structure::reads_as`] reads it), or that ends as a sentence ends, is never furniture
/// by its period alone, and at page edges only a law heading may be, when its law has another
/// heading that stays ([`law_headings_at_edges`]). So law headings that begin pages, or recur
/// every page's length of lines (laws of one page each), stay law headings (issue 16, F6), and
/// a paragraph's last line ("karta.") at the foot of two pages stays text. A line ending in a
/// word broken with a hyphen is text too; a line on two page edges only that is as long as the
/// text's lines, or that recurs with the line beside it (toward the page's text), is a sentence
/// said twice (two laws that open alike), not a header.
///
/// Linear in the number of lines (n log n with the groups by text): the edge lines of every
/// break are found through the nearest text line before and after each line, computed once.
// Long: one linear pass over page edges; its steps share the index vectors (nearest text, breaks).
#[allow(clippy::too_many_lines)]
fn page_furniture(rows: &[Row]) -> Vec<Mark> {
    let texts: Vec<String> = rows.iter().map(|r| r.text().trim().to_string()).collect();
    let n = texts.len();
    let keys: Vec<Option<String>> = texts.iter().map(|t| running_key(t)).collect();
    let marker: Vec<bool> = texts.iter().map(|t| PAGE_MARKER.is_match(t)).collect();
    let number = |i: usize| BARE_NUMBER.is_match(&texts[i]);
    let reads: Vec<Reads> = (0..n)
        .map(|i| {
            if keys[i].is_some() && !marker[i] {
                reads_as(&texts[i])
            } else {
                Reads::Text
            }
        })
        .collect();
    let shape = |i: usize| furniture_by_shape(&texts[i], reads[i]);
    let mut out = vec![Mark::Keep; n];

    let mut by_key: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, k) in keys.iter().enumerate() {
        if let Some(k) = k
            && !marker[i]
        {
            by_key.entry(k.as_str()).or_default().push(i);
        }
    }
    for at in by_key.values().filter(|v| v.len() >= 3) {
        // Lines of one key read alike: the first tells whether they may be furniture at all.
        if shape(at[0]) != Furniture::Plain {
            continue;
        }
        let gaps: Vec<usize> = at.windows(2).map(|w| w[1] - w[0]).collect();
        let (lo, hi) = (gaps.iter().min(), gaps.iter().max());
        if let (Some(&lo), Some(&hi)) = (lo, hi)
            && lo >= MIN_PAGE_LINES
            && hi - lo <= PAGE_SLACK
        {
            for &i in at {
                out[i] = Mark::Whole(if number(i) { PAGE_NUMBER } else { RUNNING });
            }
        }
    }

    let is_break = |i: usize, out: &[Mark]| {
        rows[i].page_start || marker[i] || matches!(out[i], Mark::Whole(_))
    };
    let breaks: Vec<usize> = (0..n).filter(|&i| is_break(i, &out)).collect();
    let candidate = |i: usize| !texts[i].is_empty() && !marker[i];
    // The nearest candidate line before line i (`before[i]`, over 0..i) and from line i on
    // (`from[i]`, over i..n): the edges below hop along them, EDGE_LINES lines each.
    let mut before: Vec<Option<usize>> = vec![None; n + 1];
    for i in 0..n {
        before[i + 1] = if candidate(i) { Some(i) } else { before[i] };
    }
    let mut from: Vec<Option<usize>> = vec![None; n + 1];
    for i in (0..n).rev() {
        from[i] = if candidate(i) { Some(i) } else { from[i + 1] };
    }
    let upward = |end: usize| {
        let mut v = Vec::with_capacity(EDGE_LINES);
        let mut at = before[end];
        while let Some(i) = at.filter(|_| v.len() < EDGE_LINES) {
            v.push(i);
            at = before[i];
        }
        v
    };
    let downward = |start: usize| {
        let mut v = Vec::with_capacity(EDGE_LINES);
        let mut at = from[start.min(n)];
        while let Some(i) = at.filter(|_| v.len() < EDGE_LINES) {
            v.push(i);
            at = from[i + 1];
        }
        v
    };
    // Lines at each break's edges, and whether the break is a real one (the document's start and
    // end are page edges too, once it has a page break; a number there is not taken for a page
    // number, as a document may begin with its law's number).
    // Each edge: whether its break is real, whether it is a page's top (else its bottom), and its
    // lines from the break outward.
    let mut edges: Vec<(bool, bool, Vec<usize>)> = Vec::new();
    for &b in &breaks {
        edges.push((true, false, upward(b)));
        let start = if rows[b].page_start && !marker[b] && out[b] == Mark::Keep {
            b
        } else {
            b + 1
        };
        edges.push((true, true, downward(start)));
    }
    if !breaks.is_empty() {
        edges.push((false, true, downward(0)));
        edges.push((false, false, upward(n)));
    }
    // For each key and side (top or bottom), the lines at page edges holding it: a running
    // header recurs at page tops, a footer at page bottoms, on two lines or more.
    let mut at_edges: BTreeMap<(&str, bool), Vec<usize>> = BTreeMap::new();
    for (_, top, e) in &edges {
        for &i in e {
            if let Some(k) = &keys[i] {
                at_edges.entry((k.as_str(), *top)).or_default().push(i);
            }
        }
    }
    let mut law_groups: Vec<&[usize]> = Vec::new();
    for v in at_edges.values_mut() {
        v.sort_unstable();
        v.dedup();
    }
    // The line beside an edge line, toward the page's text: the next text line below a page's
    // top, the one above a page's foot.
    let inner = |i: usize, top: bool| if top { from[i + 1] } else { before[i] };
    let recurring = |i: usize, top: bool| {
        keys[i]
            .as_deref()
            .and_then(|k| at_edges.get(&(k, top)))
            .is_some_and(|v| v.len() >= 2)
    };
    // How long a line of the running text is (the 90th percentile of the lines a paragraph
    // wraps), where the document has enough of them to tell.
    let mut wrapped: Vec<usize> = (0..n.saturating_sub(1))
        .filter(|&i| candidate(i) && candidate(i + 1) && !texts[i].contains("...."))
        .map(|i| texts[i].chars().count())
        .collect();
    wrapped.sort_unstable();
    let text_width = (wrapped.len() >= 20).then(|| wrapped[wrapped.len() * 9 / 10]);
    for (&(_, top), v) in at_edges.iter().filter(|(_, v)| v.len() >= 2) {
        // On two page edges only, a line as long as the text's lines may be a line of text
        // said twice (the same sentence in two laws): a header or footer is shorter.
        if v.len() == 2 && text_width.is_some_and(|w| 4 * texts[v[0]].chars().count() > 3 * w) {
            continue;
        }
        // Text that recurs with the line beside it is text said twice (a sentence repeated in
        // two laws), not a header: a header's neighbour differs from page to page, or is
        // furniture too (a header of two lines).
        let beside: Vec<Option<&str>> = v
            .iter()
            .map(|&i| inner(i, top).and_then(|j| keys[j].as_deref()))
            .collect();
        let repeated = beside.iter().all(|k| k.is_some() && *k == beside[0])
            && inner(v[0], top).is_some_and(|j| !recurring(j, top));
        if repeated {
            continue;
        }
        match shape(v[0]) {
            Furniture::Plain => {
                for &i in v.iter().filter(|&&i| !number(i)) {
                    if out[i] == Mark::Keep {
                        out[i] = Mark::Whole(RUNNING);
                    }
                }
            }
            Furniture::LawHeading => law_groups.push(v),
            Furniture::Never => {}
        }
    }
    law_headings_at_edges(rows, &texts, &reads, &law_groups, &mut out);
    // A number is a page number when only furniture stands between it and a real break.
    for (real, _, e) in &edges {
        for &i in e.iter().filter(|_| *real) {
            if out[i] != Mark::Keep {
                continue;
            }
            if number(i) {
                out[i] = Mark::Whole(PAGE_NUMBER);
            }
            break;
        }
    }

    // The document's last line (or first), a number alone that continues (or begins) the page
    // numbers found at its breaks, is the last (or first) page's number: the export ends (or
    // begins) at a page's edge with no break there.
    let value = |i: usize| -> Option<u64> {
        texts[i]
            .split('/')
            .next()
            .and_then(|d| d.trim().parse().ok())
    };
    let found: Vec<u64> = (0..n)
        .filter(|&i| out[i] == Mark::Whole(PAGE_NUMBER))
        .filter_map(value)
        .collect();
    if let (Some(&lo), Some(&hi)) = (found.iter().min(), found.iter().max()) {
        let ends = [
            (
                (0..n).rev().find(|&i| !texts[i].is_empty()),
                hi.checked_add(1),
            ),
            ((0..n).find(|&i| !texts[i].is_empty()), lo.checked_sub(1)),
        ];
        for (at, next) in ends {
            if let Some(i) = at
                && out[i] == Mark::Keep
                && number(i)
                && value(i).is_some()
                && value(i) == next
            {
                out[i] = Mark::Whole(PAGE_NUMBER);
            }
        }
    }

    // Blank lines of a page break inside a sentence.
    let text_row =
        |i: usize, out: &[Mark]| !texts[i].is_empty() && !marker[i] && out[i] == Mark::Keep;
    let mut i = 0;
    while i < n {
        if text_row(i, &out) {
            i += 1;
            continue;
        }
        let s = i;
        while i < n && !text_row(i, &out) {
            i += 1;
        }
        let broke = (s..i).any(|k| is_break(k, &out)) || (i < n && rows[i].page_start);
        let mid_sentence = s > 0
            && !rows[s - 1].hard_end
            && !texts[s - 1].ends_with(['.', ':', ';', '!', '?'])
            && i < n
            && texts[i].chars().next().is_some_and(char::is_lowercase);
        if broke && mid_sentence {
            for m in &mut out[s..i] {
                if *m == Mark::Keep {
                    *m = Mark::Gap;
                }
            }
        }
    }
    out
}

/// What a line's own shape allows it to be as page furniture ([`page_furniture`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Furniture {
    /// Plain text: furniture where it recurs, by its period or at page edges.
    Plain,
    /// A law heading: furniture only at page edges, when its law has another heading
    /// ([`law_headings_at_edges`]).
    LawHeading,
    /// A section heading, a list item, or a line that ends as a sentence ends (`.`, `!`, `?`,
    /// `;`, `:`, `,`): the text's own, never furniture.
    Never,
}

/// What a line's shape allows it to be as page furniture, from what it reads as alone.
fn furniture_by_shape(text: &str, reads: Reads) -> Furniture {
    match reads {
        Reads::LawHeading { .. } => Furniture::LawHeading,
        Reads::Clause => Furniture::Never,
        Reads::Text if text.ends_with(['.', '!', '?', ';', ':', ',']) => Furniture::Never,
        // A word broken at the line's end: the line goes on in the text.
        Reads::Text
            if text.ends_with('-') && text[..text.len() - 1].ends_with(char::is_alphabetic) =>
        {
            Furniture::Never
        }
        Reads::Text => Furniture::Plain,
    }
}

/// Law headings that recur at page edges (`groups`: the lines of one key on two page tops or
/// bottoms or more). Where a law has several headings (lines heading it where a block begins),
/// one is its own and the others at page edges are running headers (a header naming the law
/// its page is in, `Przepis 12`, or the law's heading repeated on its pages); the law's own is,
/// first, one away from the page edges, then one that is not a page's first line (where a
/// header stands), then one with its title (on its line, or a title line after it), then the
/// first. A law with one heading keeps it, at a page edge or not: laws that each begin a page
/// (`LAW 12` on two page tops) are laws.
fn law_headings_at_edges(
    rows: &[Row],
    texts: &[String],
    reads: &[Reads],
    groups: &[&[usize]],
    out: &mut [Mark],
) {
    let at_edge: std::collections::BTreeSet<usize> =
        groups.iter().flat_map(|g| g.iter().copied()).collect();
    if at_edge.is_empty() {
        return;
    }
    // (A contents entry, `Law 12 – Title ..... 7`, reads as a heading too, but heads nothing.)
    let mut by_law: BTreeMap<u8, Vec<usize>> = BTreeMap::new();
    for (i, r) in reads.iter().enumerate() {
        let starts =
            i == 0 || texts[i - 1].is_empty() || rows[i].page_start || rows[i - 1].page_start;
        if starts
            && !DOTTED_ENTRY.is_match(&texts[i])
            && let Reads::LawHeading { law, .. } = r
        {
            by_law.entry(*law).or_default().push(i);
        }
    }
    let titled = |i: usize| match reads[i] {
        Reads::LawHeading { titled: true, .. } => true,
        _ => texts.get(i + 1).is_some_and(|t| {
            t.starts_with(char::is_uppercase)
                && t.split_whitespace().count() <= 14
                && !t.ends_with(['.', ';', ':', ',', '!', '?'])
                && reads_as(t) == Reads::Text
        }),
    };
    for lines in by_law.values() {
        if lines.len() < 2 || !lines.iter().any(|i| at_edge.contains(i)) {
            continue;
        }
        let rank = |i: usize| {
            (
                !at_edge.contains(&i),
                !rows[i].page_start,
                titled(i),
                std::cmp::Reverse(i),
            )
        };
        let own = lines.iter().copied().max_by_key(|&i| rank(i));
        for &i in lines {
            if Some(i) != own && at_edge.contains(&i) && out[i] == Mark::Keep {
                out[i] = Mark::Whole(RUNNING);
            }
        }
    }
}

/// The words of every language for one field of [`SiteWords`].
fn all_words(
    f: impl Fn(&'static SiteWords) -> &'static [&'static str],
) -> impl Iterator<Item = &'static str> {
    crate::lang::all(move |l: &'static Language| f(&l.site))
}

/// A line reduced for comparing with the word lists: lower case, single spaces.
fn phrase(t: &str) -> String {
    t.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Tables of contents: a contents heading ("Spis treści", "Inhoud", "Содержание", "Contents",
/// with a wiki's "[ukryj]"/"[hide]" toggle) followed by its entries, and dotted-leader entries
/// (`A. Zgłoszenie roszczenia ........ 12`) anywhere. A contents heading counts only when an
/// entry follows it (blank lines aside), so the word in law text stays; entries numbered the
/// wiki's way (`1 A. Definicja`, a number without its dot) count only in the heading's block.
fn contents(rows: &[Row]) -> Vec<bool> {
    static TOGGLE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\s*\[[^\[\]]{1,20}\]$").unwrap());
    let texts: Vec<String> = rows.iter().map(|r| r.text().trim().to_string()).collect();
    let n = texts.len();
    let mut out: Vec<bool> = texts.iter().map(|t| DOTTED_ENTRY.is_match(t)).collect();
    let heading = |t: &str| {
        let t = phrase(&TOGGLE.replace(t, ""));
        all_words(|w| w.contents).any(|c| c == t)
    };
    let entry = |t: &str| DOTTED_ENTRY.is_match(t) || WIKI_CONTENTS_ENTRY.is_match(t);
    let first_text = texts.iter().position(|t| !t.is_empty());
    for i in 0..n {
        if !heading(&texts[i]) {
            continue;
        }
        let first = (i + 1..n).find(|&k| !texts[k].is_empty());
        // A wiki's contents box whose entries the page's text lost: its heading, then the law.
        if Some(i) == first_text
            && first.is_some_and(|k| super::structure::is_law_heading(&texts[k]))
        {
            out[i] = true;
            continue;
        }
        if !first.is_some_and(|k| entry(&texts[k])) {
            continue;
        }
        out[i] = true;
        for k in i + 1..n {
            if texts[k].is_empty() {
                continue;
            }
            if !entry(&texts[k]) {
                break;
            }
            out[k] = true;
        }
    }
    out
}

/// Words for a chapter of a book of the Laws, lower case, in the languages the Laws are printed
/// in (a chapter heading divides the book above its laws: `CHAPTER III`, `ROZDZIAŁ III`,
/// `HOOFDSTUK 3`, `ГЛАВА III`, `III. FEJEZET`). Data, as each language's
/// [`SiteWords`] are.
pub(crate) const CHAPTER_WORDS: &[&str] = &[
    "chapter",
    "rozdział",
    "hoofdstuk",
    "глава",
    "kapitel",
    "chapitre",
    "κεφάλαιο",
    "розділ",
    "capitolo",
    "capítulo",
    "kapitola",
    "fejezet",
    "kapittel",
    "luku",
    "bölüm",
    "capitolul",
];

/// Words for a part of a chapter of the Laws (the 1997 and earlier editions divide chapters
/// into parts: `CHAPTER VI` / `The Play` / `PART IV` / `TRICKS`), lower case, in the languages
/// the Laws are printed in. Data, as [`CHAPTER_WORDS`] are.
pub(crate) const PART_WORDS: &[&str] = &[
    "part",
    "część",
    "deel",
    "раздел",
    "teil",
    "partie",
    "parte",
    "μέρος",
    "osa",
    "частина",
    "část",
    "rész",
    "bölüm",
];

const CHAPTER: &str = "chapter heading (a division of the book above its laws)";
const PART: &str = "part heading (a division of a chapter above its laws)";

/// Chapter headings of a book (a PDF-to-text export of the Laws as a book): a chapter word and
/// its number, roman or not (`ROZDZIAŁ III`, `Chapter 3`, `III. FEJEZET`), with or without the
/// chapter's title after a dash or colon (`CHAPTER III – THE AUCTION`), standing alone as a
/// block (page furniture aside), or followed in its block by one line of title in capitals
/// (`ROZDZIAŁ III` / `LICYTACJA`). Marks the lines (kept so far) of each; a title in lower case
/// or a line of text after it leaves the heading where it is (it may be a law's text).
///
/// A chapter's parts ([`PART_WORDS`]: `PART IV`) are read alike. On a page with no blank lines
/// (JFR's pages of the 1997 Laws: `CHAPTER VI` / `The Play` / `PART IV` / `TRICKS` /
/// `LAW 67`), a heading and its title (in capitals, or a few words each with a capital initial)
/// may also stand right after another heading's title and right before the next heading or a
/// law's heading.
fn chapter_headings(rows: &[Row], marks: &[Mark]) -> Vec<Option<&'static str>> {
    static HEAD: LazyLock<Regex> = LazyLock::new(|| {
        let words = [CHAPTER_WORDS, PART_WORDS].concat().join("|");
        Regex::new(&format!(
            r"^(?:(?i:{words})\s+(?:[IVXLC]+|\d{{1,2}})\.?|(?:[IVXLC]+|\d{{1,2}})\.?\s+(?i:{words}))(?:\s*[-–—:]\s*(\S.*)|\s+(\S.*))?$"
        ))
        .unwrap()
    });
    static PART_HEAD: LazyLock<Regex> = LazyLock::new(|| {
        let words = PART_WORDS.join("|");
        Regex::new(&format!(r"^(?i:{words})\s")).unwrap()
    });
    let n = rows.len();
    let mut out = vec![None; n];
    // The rows that are not furniture, in order, with their text: a heading's neighbours.
    let kept: Vec<(usize, String)> = (0..n)
        .filter(|&i| !matches!(marks[i], Mark::Whole(_)))
        .map(|i| (i, rows[i].text().trim().to_string()))
        .collect();
    let blank = |k: usize| kept.get(k).is_none_or(|(_, t)| t.is_empty());
    let title_like = |t: &str| {
        t.chars().count() <= 120
            && t.split_whitespace().count() <= 14
            && !t.ends_with(['.', ';', ':', ',', '!', '?'])
    };
    // A title in capitals, or of a few words each with a capital initial ("The Play").
    let heading_title = |t: &str| {
        let capitals = t.chars().any(char::is_alphabetic) && !t.chars().any(char::is_lowercase);
        let initials = t.split_whitespace().count() <= 4
            && t.split_whitespace()
                .all(|w| w.chars().next().is_some_and(char::is_uppercase) || w.len() <= 3);
        (capitals || initials) && title_like(t) && reads_as(t) == Reads::Text
    };
    // The next heading or a law's heading stands at `k` (the end of a run of headings).
    let heading_at = |k: usize| {
        kept.get(k).is_some_and(|(_, t)| {
            HEAD.is_match(t) || matches!(reads_as(t), Reads::LawHeading { .. })
        })
    };
    for (k, (i, t)) in kept.iter().enumerate() {
        let Some(m) = HEAD.captures(t) else { continue };
        let reason = if PART_HEAD.is_match(t) { PART } else { CHAPTER };
        let after_heading = k >= 2 && out[kept[k - 1].0].is_some() && out[kept[k - 2].0].is_some();
        if marks[*i] != Mark::Keep || (k > 0 && !blank(k - 1) && !after_heading) {
            continue;
        }
        if m.get(1)
            .or(m.get(2))
            .is_some_and(|x| !title_like(x.as_str()))
        {
            continue;
        }
        if blank(k + 1) {
            out[*i] = Some(reason);
            continue;
        }
        let (j, next) = &kept[k + 1];
        let capitals =
            next.chars().any(char::is_alphabetic) && !next.chars().any(char::is_lowercase);
        let alone = capitals && title_like(next) && reads_as(next) == Reads::Text && blank(k + 2);
        let in_a_run = heading_title(next) && heading_at(k + 2) && m.get(1).or(m.get(2)).is_none();
        if alone || in_a_run {
            out[*i] = Some(reason);
            out[*j] = Some(reason);
        }
    }
    out
}

/// Wiki markup: template calls (`{{Przepis|68}}`, `{{DEFAULTSORT:…}}`), category and file links,
/// magic words (`__NOTOC__`), heading markup (`== A. Definicja ==`), and link markup whose label
/// stays as text (`[[Przepis 16|przepisu 16]]` keeps `przepisu 16`). A template call alone on its
/// line is returned as a [`Template`], metadata evidence like a template name.
fn wiki_markup(row: &mut Row, report: &mut Report) -> Option<Template> {
    let text = row.text();
    let body = text.trim();
    let template = WIKI_TEMPLATE
        .find(body)
        .filter(|m| m.as_str() == body)
        .map(|m| {
            let inner = &m.as_str()[2..m.as_str().len() - 2];
            Template {
                what: TEMPLATE_NAME,
                line: row.no,
                name: m.as_str().to_string(),
                parts: inner
                    .split([':', '/', '|'])
                    .skip(1)
                    .map(|p| p.rsplit('=').next().unwrap_or(p).trim().to_string())
                    .collect(),
            }
        });
    let mut cuts: Vec<(usize, usize, &str)> = Vec::new();
    let add = |re: &Regex, reason: &'static str, cuts: &mut Vec<(usize, usize, &str)>| {
        for m in re.find_iter(&text) {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            cuts.push((a, b, reason));
        }
    };
    add(&WIKI_TEMPLATE, "wiki template markup", &mut cuts);
    add(&WIKI_CATEGORY, "wiki category or file link", &mut cuts);
    add(&WIKI_MAGIC, "wiki magic word", &mut cuts);
    let overlaps = |a: usize, b: usize, cuts: &[(usize, usize, &str)]| {
        cuts.iter().any(|&(x, y, _)| a < y && x < b)
    };
    for m in WIKI_LINK.captures_iter(&text) {
        let whole = m.get(0).expect("whole match");
        let (a, b) = Row::chars_of(&text, whole.start(), whole.end());
        if overlaps(a, b, &cuts) {
            continue;
        }
        let kept = m.get(1).or_else(|| m.get(2)).expect("one group matches");
        let (ka, kb) = Row::chars_of(&text, kept.start(), kept.end());
        cuts.push((a, ka, "wiki link markup"));
        cuts.push((kb, b, "wiki link markup"));
    }
    if cuts.is_empty()
        && let Some(m) = WIKI_HEADING.captures(body)
        && m[1].len() == m[2].len()
    {
        let lead = text.len() - text.trim_start().len();
        let (a, b) = Row::chars_of(&text, lead, lead + m[1].len());
        cuts.push((a, b, "wiki heading markup"));
        let end = lead + body.len();
        let (a, b) = Row::chars_of(&text, end - m[2].len(), end);
        cuts.push((a, b, "wiki heading markup"));
    }
    row.cut(cuts, report);
    template
}

/// Word-processor field codes left in the text: index entries (`XE "zrzeczenie"`,
/// `{ XE "claim" }`), cross-references (`PAGEREF _Toc123456 \h`), tables of contents
/// (`TOC \o "1-3" \h \z \u`), links (`HYPERLINK \l "_Toc1"`), format switches (`\* MERGEFORMAT`).
/// Field names are recognised in capitals only, as Word writes them, with their switches.
fn field_codes(row: &mut Row, report: &mut Report) {
    let text = row.text();
    let cuts = FIELD_CODES
        .find_iter(&text)
        .map(|m| {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            (a, b, FIELD_CODE)
        })
        .collect();
    row.cut(cuts, report);
}

/// Whether a whole line is site navigation, and which kind (the report's reason). Navigation
/// must look like navigation: the whole line is
/// - a copyright or cookie notice (`© 2017 PZBS`, "Wszelkie prawa zastrzeżone");
/// - a "top of page" link ("Do góry", "Naar boven", "Наверх", "Back to top", `^ top`);
/// - a language link ("English version", `EN: Law 68`);
/// - a footer menu: three or more short items between `|`, `·` or `•`, one of them a menu word
///   ("Home | Contact | Privacy", "Strona główna | Kontakt | Regulamin");
/// - links made only of navigation words, law words, law numbers and language codes, with a
///   separator or arrow between them ("« Przepis 67 | Przepis 69 »", "← Artikel 67 Artikel 69 →",
///   "Previous: Law 67  Next: Law 69", "Предыдущее правило | Следующее правило", "EN | FR | DE").
///
/// A line holding one of these words among others ("Contents" in a sentence, a `|` in text, a
/// clause beginning "EN") is text.
pub(crate) fn navigation_line(t: &str) -> Option<&'static str> {
    static COPYRIGHT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)^(?:©|\(c\)\s*\d|copyright\b)").unwrap());
    static LANG_LINK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"^(?:{})\s*:\s*(\S.*)$", LANG_CODES.join("|"))).unwrap()
    });
    let p = phrase(t);
    if t.chars().count() <= 300
        && (COPYRIGHT.is_match(t)
            || all_words(|w| w.notices).any(|n| p.contains(n))
            || p.split(|c: char| !c.is_alphabetic())
                .any(|w| w == "cookie" || w == "cookies"))
    {
        return Some("copyright or cookie notice");
    }
    let core = p.trim_matches(|c: char| UP_ARROWS.contains(&c) || c.is_whitespace());
    let arrow = core.len() < p.len();
    if all_words(|w| w.top).any(|x| x == core) || (arrow && core == "top") {
        return Some("site navigation: top of page");
    }
    if all_words(|w| w.versions).any(|x| x == p) {
        return Some("site navigation: language link");
    }
    if let Some(m) = LANG_LINK.captures(t) {
        let rest = m[1].trim();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let law_ref = words.windows(2).any(|w| {
            all_words(|s| s.law).any(|l| l == w[0].to_lowercase())
                && w[1].trim_end_matches('.').parse::<u8>().is_ok()
        });
        if law_ref && words.len() <= 14 && !rest.ends_with(['.', ';', ',', '!', '?']) {
            return Some("site navigation: language link");
        }
    }
    let items: Vec<&str> = t.split(['|', '·', '•']).map(str::trim).collect();
    if items.len() >= 3
        && items.iter().all(|i| {
            !i.is_empty()
                && i.split_whitespace().count() <= 4
                && i.chars().count() <= 40
                && !i.contains(['.', ';', ',', '!', '?'])
        })
        && items
            .iter()
            .any(|i| all_words(|w| w.menu).any(|m| m == phrase(i)))
    {
        return Some("site navigation: footer menu");
    }
    nav_tokens(t)
}

/// A line made only of navigation tokens (see [`navigation_line`]): at least one word, and an
/// arrow, guillemet or `|` between the links, or a previous/next word, or two language codes.
/// A law heading alone, with or without a colon (`LAW 68:`), is not navigation.
fn nav_tokens(t: &str) -> Option<&'static str> {
    if !t.contains(NAV_SEPARATORS) {
        return None;
    }
    let arrow = t.contains(|c: char| NAV_SEPARATORS.contains(&c) && !matches!(c, ':' | '/'));
    let (mut languages, mut prev_next, mut words) = (0, false, false);
    for tok in t.split(|c: char| c.is_whitespace() || NAV_SEPARATORS.contains(&c)) {
        let tok =
            tok.trim_matches(|c: char| matches!(c, '-' | '–' | '—' | '(' | ')' | '[' | ']' | ','));
        if tok.is_empty() {
            continue;
        }
        let low = tok.to_lowercase();
        if LANG_CODES.contains(&tok) || all_words(|w| w.languages).any(|w| w == low) {
            languages += 1;
            words = true;
        } else if all_words(|w| w.prev_next).any(|w| w == low) {
            prev_next = true;
            words = true;
        } else if all_words(|w| w.law).any(|w| w == low) {
            words = true;
        } else if !tok
            .trim_end_matches('.')
            .parse::<u8>()
            .is_ok_and(|n| (1..=crate::corpus::model::MAX_LAW).contains(&n))
        {
            return None;
        }
    }
    if !words {
        return None;
    }
    if languages > 0 && (arrow || languages >= 2) {
        Some("site navigation: language link")
    } else if languages == 0 && (arrow || prev_next) {
        Some("site navigation: links to neighbouring laws")
    } else {
        None
    }
}

/// Decoration inside a line: a run of eight or more of one character (`==========`, or box-drawing
/// characters a wrong code page turned into letters, `њњњњ…`). Each run is taken out and
/// reported; it stood between two pieces of the page (a heading and its text), so the line is
/// split there into parts, each read as a line of its own.
fn decorations(row: &Row, report: &mut Report) -> Vec<Row> {
    let chars = &row.chars;
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let mut j = i + 1;
        while j < chars.len() && chars[j] == c {
            j += 1;
        }
        if !c.is_whitespace() && !c.is_ascii_digit() && c != '.' && j - i >= 8 {
            runs.push((i, j));
        }
        i = j;
    }
    if runs.is_empty() {
        return vec![row.clone()];
    }
    let mut parts = Vec::new();
    let mut from = 0;
    for &(a, b) in &runs {
        let piece: String = chars[a..b].iter().collect();
        report.remove(
            row.no,
            row.col(a),
            "a rule line (a run of one character; box-drawing characters misread)",
            piece,
        );
        parts.push((from, a));
        from = b;
    }
    parts.push((from, chars.len()));
    let last = parts.len() - 1;
    parts
        .into_iter()
        .enumerate()
        .map(|(k, (a, b))| Row {
            chars: chars[a..b].to_vec(),
            cols: row.cols[a..b].to_vec(),
            hard_end: k == last && row.hard_end,
            ..row.clone()
        })
        .collect()
}

/// A fragment that repeats the start of one of the two lines before it, at the document's end
/// or before a blank line ("ни вызывать судью до тех пор…" / "ни вызывать судью" / "ни вызывать
/// суд"): a page's emphasis markup shown twice. Taken out and reported.
fn repeated_fragments(lines: &mut Vec<Line>, report: &mut Report) {
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
fn double_spacing(lines: &mut Vec<Line>, report: &mut Report) {
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

/// A link label glued to a heading's end: a wiki's section-edit link (`Przepis 68[edytuj]`,
/// `ARTIKEL 68 Claim of concessie[bewerken]`, `Правило 68[править]`, `[edit | edit source]`), a
/// generated site's pilcrow permalink (`A. Claim by declarer¶`) or a "top" link (`Top ↑`). The
/// heading stays; the label is reported with its column. Edit labels are taken at the end of
/// any line (only headings carry them); pilcrows and top links only after a heading-length text
/// (14 words or fewer).
fn glued_label(row: &mut Row, report: &mut Report) {
    loop {
        let text = row.text();
        let body = text.trim_end();
        let found = EDIT_LABEL.find(body).or_else(|| {
            HEADING_END_LABEL.find(body).filter(|m| {
                let rest = body[..m.start()].trim();
                !rest.is_empty() && rest.split_whitespace().count() <= 14
            })
        });
        let (start, end) = match found {
            Some(m) => (m.start(), m.end()),
            None => match glued_version(body) {
                Some(at) => (at, body.len()),
                None => return,
            },
        };
        let before = body[..start].trim();
        if before.is_empty() {
            return;
        }
        let (a, b) = Row::chars_of(&text, start, end);
        if &body[start..end] == "¶" && before.ends_with(['.', ':', ';', '!', '?']) {
            // A pilcrow after a sentence is the page's paragraph mark: the paragraph ends here.
            row.cut(vec![(a, b, "paragraph mark (¶)")], report);
            row.hard_end = true;
            return;
        }
        row.cut(vec![(a, b, GLUED)], report);
    }
}

/// A language link glued to a heading's end ("16. LEGALNE I NIELEGALNE INFORMACJE wesja
/// angielska"): one of the languages' `versions` phrases after heading-length text (14 words or
/// fewer, no sentence end); the byte offset where it starts.
fn glued_version(body: &str) -> Option<usize> {
    let low = body.to_lowercase();
    if low.len() != body.len() {
        // Case folding changed byte lengths: compare word by word instead.
        let words: Vec<&str> = body.split_whitespace().collect();
        for v in all_words(|w| w.versions) {
            let n = v.split_whitespace().count();
            if words.len() > n && phrase(&words[words.len() - n..].join(" ")) == v {
                let at = body.rfind(words[words.len() - n]).unwrap_or(0);
                let before = body[..at].trim();
                return (before.split_whitespace().count() <= 14
                    && !before.ends_with(['.', ';', ',', '!', '?']))
                .then_some(at);
            }
        }
        return None;
    }
    all_words(|w| w.versions).find_map(|v| {
        let at = low.strip_suffix(v).map(str::len)?;
        let before = body[..at].trim_end();
        (at > 0
            && body[..at].ends_with(char::is_whitespace)
            && before.split_whitespace().count() <= 14
            && !before.ends_with(['.', ';', ',', '!', '?']))
        .then_some(at)
    })
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

    #[test]
    fn nested_wiki_markup_is_one_piece() {
        let mut r = Report::default();
        let (lines, _) = clean("Tekst {{Navbox|[[Category:Laws]]}} dalej.\n", &mut r);
        assert_eq!(lines[0].text, "Tekst dalej.");
        let got: Vec<(&str, &str)> = r
            .entries
            .iter()
            .map(|e| (e.reason.as_str(), e.text.as_str()))
            .collect();
        assert_eq!(
            got,
            [("wiki template markup", "{{Navbox|[[Category:Laws]]}}")]
        );
    }

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

    fn texts(lines: &[Line]) -> Vec<&str> {
        lines
            .iter()
            .filter(|l| !l.text.is_empty())
            .map(|l| l.text.as_str())
            .collect()
    }

    fn reported(r: &Report) -> Vec<(usize, usize, &str, &str)> {
        r.entries
            .iter()
            .map(|e| (e.line, e.column, e.reason.as_str(), e.text.as_str()))
            .collect()
    }

    #[test]
    fn a_title_recurring_away_from_page_edges_stays() {
        // "Definicja" stands twice, neither next to a page break nor with a page's period.
        let mut text = String::from("Definicja\n\nTekst pierwszy.\n");
        for i in 0..4 {
            text.push_str(&format!("Zdanie {i}.\n"));
        }
        text.push_str("Definicja\n\nTekst drugi.\n\u{c}Nagłówek 2\nDalej.\n");
        let (lines, r) = run(&text);
        assert_eq!(
            texts(&lines).iter().filter(|t| **t == "Definicja").count(),
            2
        );
        assert!(!r.entries.iter().any(|e| e.reason == RUNNING));
    }

    #[test]
    fn a_number_alone_is_a_page_number_only_at_a_page_break() {
        let (lines, r) = run("Tekst.\n12\n\u{c}Dalej tekst.\n\n68\nKoniec.");
        assert_eq!(texts(&lines), ["Tekst.", "Dalej tekst.", "68", "Koniec."]);
        assert!(reported(&r).contains(&(2, 1, PAGE_NUMBER, "12")));
        // With a running header between it and the break, it is still one.
        let (lines, r) = run("Nagłówek 1\nTekst.\n\u{c}Nagłówek 2\n\n13\n\nDalej.\n");
        assert_eq!(texts(&lines), ["Tekst.", "Dalej."]);
        assert!(reported(&r).contains(&(5, 1, PAGE_NUMBER, "13")));
    }

    #[test]
    fn navigation_must_be_a_whole_line_of_navigation() {
        for nav in [
            "« Przepis 67 | Przepis 69 »",
            "← Artikel 67   Artikel 69 →",
            "Previous: Law 67  Next: Law 69",
            "Предыдущее правило | Следующее правило",
            "EN: Law 68",
            "EN | FR | DE | PL",
            "English version",
            "Do góry",
            "Naar boven",
            "Наверх",
            "Back to top",
            "^ top",
            "Home | Contact | Privacy",
            "Strona główna | Kontakt | Regulamin",
            "© 2017 PZBS",
            "Wszelkie prawa zastrzeżone",
        ] {
            assert!(navigation_line(nav).is_some(), "{nav:?} is navigation");
        }
        for text in [
            "Contents",
            "Contents of the board are checked by the Director.",
            "EN of meer slagen worden afgestaan.",
            "LAW 68:",
            "Przepis 68",
            "Wynik 3 | 1 zapisuje się w protokole.",
            "top",
            "do góry nogami odwrócona karta",
            "12/40",
            "Law 68 – Claim or Concession of Tricks",
        ] {
            assert_eq!(navigation_line(text), None, "{text:?} is text");
        }
    }

    #[test]
    fn a_contents_word_without_entries_after_it_is_text() {
        let (lines, r) = run("Inhoud\n\nDe inhoud van het bord telt.\n");
        assert_eq!(texts(&lines), ["Inhoud", "De inhoud van het bord telt."]);
        assert!(r.entries.is_empty());
        let (lines, r) = run("Tekst.\nA. Definicja ........ 12\nDalej.");
        assert_eq!(texts(&lines), ["Tekst.", "Dalej."]);
        assert_eq!(reported(&r), [(2, 1, CONTENTS, "A. Definicja ........ 12")]);
    }

    #[test]
    fn glued_labels_leave_the_heading_with_raw_columns() {
        let (lines, r) = run(
            "\u{7}Przepis 68[edytuj]\nПравило 68[править]\nA. Claim by declarer¶\nLaw 68 – Claim or Concession [edit]",
        );
        assert_eq!(
            texts(&lines),
            [
                "Przepis 68",
                "Правило 68",
                "A. Claim by declarer",
                "Law 68 – Claim or Concession"
            ]
        );
        let got: Vec<_> = reported(&r).into_iter().filter(|e| e.2 == GLUED).collect();
        assert_eq!(
            got,
            [
                (1, 12, GLUED, "[edytuj]"),
                (2, 11, GLUED, "[править]"),
                (3, 21, GLUED, "¶"),
                (4, 30, GLUED, "[edit]"),
            ]
        );
        // A pilcrow after a sentence-length line is not a heading's label.
        let long = "To jest bardzo długie zdanie, które ma znacznie więcej niż czternaście słów i kończy się znakiem akapitu na końcu ¶";
        let (lines, _) = run(long);
        assert_eq!(texts(&lines), [long]);
    }

    #[test]
    fn wiki_link_labels_stay_and_templates_alone_are_evidence() {
        let mut r = Report::default();
        let (lines, templates) = clean(
            "{{Przepis|2007|nr=68}}\nzob. [[Przepis 16|przepisu 16]] oraz [[Przepis 70]] {{Uwaga}}.",
            &mut r,
        );
        assert_eq!(texts(&lines), ["zob. przepisu 16 oraz Przepis 70."]);
        assert_eq!(templates.len(), 1);
        assert_eq!(templates[0].parts, ["2007", "68"]);
        assert_eq!(
            reported(&r),
            [
                (1, 1, "wiki template markup", "{{Przepis|2007|nr=68}}"),
                (2, 6, "wiki link markup", "[[Przepis 16|"),
                (2, 30, "wiki link markup", "]]"),
                (2, 38, "wiki link markup", "[["),
                (2, 50, "wiki link markup", "]]"),
                (2, 53, "wiki template markup", "{{Uwaga}}"),
            ]
        );
    }

    #[test]
    fn field_codes_need_their_capitals_and_switches() {
        let (lines, r) = run(r#"Tekst XE "zrzeczenie" dalej. Słowo toc i xe "a" zostają."#);
        assert_eq!(
            texts(&lines),
            [r#"Tekst dalej. Słowo toc i xe "a" zostają."#]
        );
        assert_eq!(reported(&r), [(1, 7, FIELD_CODE, r#"XE "zrzeczenie""#)]);
    }
}

//! Annotations files, `translations/annotations/*.yaml`: notes anyone can add beside the clauses
//! without touching the texts. Each file is a YAML list of notes:
//!
//! ```yaml
//! - clause: 68C              # citation form (68D2(b)(i)) or anchor form (68D2bi); 68 for the law
//!   editions: [2007, 2017]   # one or more editions with a manifest; one may be written alone
//!   lang: en                 # ISO 639 code of the note's language
//!   source: J. Kowalski      # author or source tag
//!   text: |                  # Markdown; raw HTML in it is sanitised when shown
//!     The statement must come *with* the claim.
//!   # Optional (issue 20):
//!   kind: interpretation     # interpretation, erratum, regulation, commentary or note (the default)
//!   authority: WBF Laws Committee   # who made it; required for interpretation, erratum, regulation
//!   date: 2001-10-28         # ISO 8601 (YYYY-MM-DD; YYYY-MM or YYYY where the source gives no
//!                            # day), a real date; required for interpretation and erratum
//!   reference: WBFLC minutes 2001-10-28, item 10   # the minutes and item it comes from
//!   url: https://…           # where the source can be read
//!   # Issue 32: a regulating authority's election or regulation (kind: regulation) says where
//!   # it is in force; no other kind has a jurisdiction.
//!   jurisdiction: Poland     # the area, as the authority names it
//! ```
//!
//! Read with serde (unknown fields refused); every fault is an [`InputError`] at its file, line
//! and column. serde_yaml gives no position for a value that deserialised well, so the place of
//! each note and of its fields is found from the text ([`entry_spans`]): a note begins at a line
//! opening with `-` in column 1 (block style, as the format above), and its fields are the keys
//! at the note's indentation up to the next note.
//!
//! Not for: rendering the notes' Markdown (that is [`crate::analysis::annotate`]).

use std::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};

use crate::corpus::model::{
    Annotation, ClauseId, Document, Edition, EditionManifest, Lang, Level, NoteKind,
};
use crate::corpus::yaml::{entry_spans, token_at, value_at};
use crate::error::InputError;

/// The folder of the annotations files, relative to the corpus root.
pub(crate) const ANNOTATIONS_DIR: &str = "translations/annotations";

/// How deep a note's Markdown may nest: block quotes, lists, emphasis and raw HTML elements, one
/// inside the other, counted as the elements of the HTML it renders to ([`note_nesting`]).
///
/// Real notes nest a few levels (a list in a list in a quote, with a word in bold: about 8);
/// 32 leaves room for any of them. Deeper nesting is refused: the sanitiser (html5ever, in
/// ammonia) takes time quadratic in the depth (a 32,000-deep note took 20 s per page).
pub(crate) const MAX_NOTE_DEPTH: usize = 32;

/// The Markdown extensions notes are written with (tables, strikethrough).
pub(crate) fn note_markdown_options() -> pulldown_cmark::Options {
    pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_STRIKETHROUGH
}

/// How deep the HTML of a note's Markdown nests: its Markdown's elements (quotes, lists, items,
/// paragraphs, emphasis, links) and the elements of its raw HTML, one inside the other, at the
/// deepest point. Raw HTML is read as a browser would for nesting: void elements (`<br>`,
/// `<img>`) and self-closed ones hold nothing, an end tag closes up to its element, and a `<p>`,
/// `<li>`, `<dt>`, `<dd>`, `<tr>`, `<td>`, `<th>` or `<option>` closes one of its kind left open
/// just before it (a `<tr>`, the cell before it too); the text of `<script>`, `<style>`, `<textarea>` and `<title>` is not markup.
/// Linear in the text; never less than the depth a browser (or html5ever) builds, give or take
/// the elements it adds itself.
pub(crate) fn note_nesting(markdown: &str) -> usize {
    use pulldown_cmark::{Event, Parser};
    let mut markdown_depth = 0usize;
    let mut html = HtmlNesting::default();
    let mut max = 0;
    for event in Parser::new_ext(markdown, note_markdown_options()) {
        match event {
            Event::Start(_) => markdown_depth += 1,
            Event::End(_) => markdown_depth = markdown_depth.saturating_sub(1),
            Event::Html(h) | Event::InlineHtml(h) => {
                html.feed(&h);
                max = max.max(markdown_depth + html.deepest);
            }
            _ => {}
        }
        max = max.max(markdown_depth + html.open.len());
    }
    max
}

/// The open elements of a run of raw HTML fed piece by piece ([`note_nesting`]).
#[derive(Default)]
struct HtmlNesting {
    /// Open elements, innermost last (names in lower case).
    open: Vec<String>,
    /// The most elements open at once during the last [`HtmlNesting::feed`].
    deepest: usize,
    /// Inside the text of this raw-text element (`script`, `style` …) until its end tag.
    raw_text: Option<String>,
}

impl HtmlNesting {
    fn feed(&mut self, html: &str) {
        const VOID: [&str; 14] = [
            "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
            "source", "track", "wbr",
        ];
        const RAW_TEXT: [&str; 7] = [
            "script", "style", "textarea", "title", "xmp", "noembed", "noframes",
        ];
        const SELF_CLOSING_KIND: [&[&str]; 6] = [
            &["p"],
            &["li"],
            &["dt", "dd"],
            &["tr"],
            &["td", "th"],
            &["option"],
        ];
        self.deepest = self.open.len();
        let b = html.as_bytes();
        let mut i = 0;
        while let Some(lt) = html[i..].find('<') {
            i += lt + 1;
            if let Some(raw) = &self.raw_text {
                let close = format!("/{raw}");
                if html[i..]
                    .get(..close.len())
                    .is_some_and(|t| t.eq_ignore_ascii_case(&close))
                {
                    self.raw_text = None;
                } else {
                    continue;
                }
            }
            if html[i..].starts_with("!--") {
                match html[i..].find("-->") {
                    Some(end) => i += end + 3,
                    None => return,
                }
                continue;
            }
            let closing = b.get(i) == Some(&b'/');
            let name_start = i + usize::from(closing);
            let name_len = html[name_start..]
                .bytes()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == b'-')
                .count();
            if name_len == 0 || !b[name_start].is_ascii_alphabetic() {
                continue;
            }
            let name = html[name_start..name_start + name_len].to_ascii_lowercase();
            // The rest of the tag, quoted attribute values skipped.
            let mut j = name_start + name_len;
            let mut quote = None;
            while let Some(&c) = b.get(j) {
                match (quote, c) {
                    (Some(q), _) if c == q => quote = None,
                    (Some(_), _) => {}
                    (None, b'"' | b'\'') => quote = Some(c),
                    (None, b'>') => break,
                    _ => {}
                }
                j += 1;
            }
            let self_closed = j > 0 && b.get(j - 1) == Some(&b'/');
            i = j.min(html.len());
            if closing {
                if let Some(at) = self.open.iter().rposition(|o| *o == name) {
                    self.open.truncate(at);
                }
                continue;
            }
            if VOID.contains(&name.as_str()) || self_closed {
                continue;
            }
            if name == "tr" && self.open.last().is_some_and(|o| o == "td" || o == "th") {
                self.open.pop(); // a row closes the cell left open before it, then the row
            }
            if let Some(kind) = SELF_CLOSING_KIND
                .iter()
                .find(|k| k.contains(&name.as_str()))
                && self.open.last().is_some_and(|o| kind.contains(&o.as_str()))
            {
                self.open.pop();
            }
            if RAW_TEXT.contains(&name.as_str()) {
                self.raw_text = Some(name.clone());
            }
            self.open.push(name);
            self.deepest = self.deepest.max(self.open.len());
        }
    }
}

/// One note as written in the file, before it is checked against the corpus.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNote {
    clause: Scalar,
    editions: Editions,
    lang: String,
    source: String,
    text: String,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    authority: Option<String>,
    #[serde(default)]
    date: Option<Scalar>,
    #[serde(default)]
    reference: Option<String>,
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    jurisdiction: Option<String>,
}

/// A scalar read as text whether YAML typed it as a string or a number (`68`, `2017`).
#[derive(Debug)]
struct Scalar(String);

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ScalarVisitor).map(Scalar)
    }
}

struct ScalarVisitor;

impl Visitor<'_> for ScalarVisitor {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string or a number")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<String, E> {
        Ok(v.to_string())
    }
}

/// One edition (`editions: 2007`) or a list of them (`editions: [2007, 2017]`).
#[derive(Debug)]
struct Editions(Vec<String>);

impl<'de> Deserialize<'de> for Editions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Vec<String>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an edition (2017) or a list of editions ([2007, 2017])")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Vec<String>, E> {
                Ok(vec![v.to_string()])
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Vec<String>, E> {
                Ok(vec![v.to_string()])
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Vec<String>, E> {
                Ok(vec![v.to_string()])
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<String>, A::Error> {
                let mut out = Vec::new();
                while let Some(Scalar(s)) = seq.next_element()? {
                    out.push(s);
                }
                Ok(out)
            }
        }
        d.deserialize_any(V).map(Editions)
    }
}

/// The notes of one annotations file, checked against the manifests and the texts of the corpus.
///
/// `rel` is the file's corpus-relative path (`translations/annotations/td.yaml`), `text` its
/// content, `documents` the corpus's documents (the texts a note's clause is looked up in).
/// A file of white space and comments only holds no notes.
///
/// # Errors
/// Every fault of the file as an [`InputError`] at its line and column (all of them, in file
/// order): YAML that does not parse, a field unknown or missing, a value of the wrong type
/// (at serde's place; these stop the file's reading); and for each note: a clause that is not a
/// clause id (`68Z2x`), no edition, an edition without a manifest, a law beyond the edition's
/// `law_count`, a clause that no text of its law in that edition has (when the corpus has any
/// text of the law there: a note on a law with no text yet is accepted), a language that is not
/// a code, an empty source, an empty text.
// Long: every check of every note in file order, each pushing to the one list of errors.
#[allow(clippy::too_many_lines)]
pub fn parse_annotations(
    rel: &str,
    text: &str,
    editions: &[EditionManifest],
    documents: &[Document],
) -> Result<Vec<Annotation>, Vec<InputError>> {
    let blank = text.lines().all(|l| {
        let t = l.trim();
        t.is_empty() || t.starts_with('#') || t == "---"
    });
    if blank {
        return Ok(Vec::new());
    }
    // A note's text and source go into pages: no control character, raw or escaped.
    if let Some(e) = crate::corpus::chars::yaml_control_error(rel, text) {
        return Err(vec![e]);
    }
    let raw: Vec<RawNote> = serde_yaml::from_str(text).map_err(|e| {
        let mut err = *super::yaml_error(rel, text, 0, "annotations file", &e);
        // serde_yaml names the place in the list as `.[0]`: say `note 1`.
        if let Some(rest) = err.message.strip_prefix("annotations file: .[")
            && let Some((n, rest)) = rest.split_once(']')
            && let Ok(n) = n.parse::<usize>()
        {
            // `.[0].editions[1]: …` becomes `note 1 editions[1]: …`.
            let rest = rest
                .strip_prefix('.')
                .map_or_else(|| rest.to_string(), |r| format!(" {r}"));
            err.message = format!("annotations file: note {}{rest}", n + 1).into();
        }
        vec![err]
    })?;
    let spans = entry_spans(text);
    // The text's notes must be serde's: otherwise the file is not in the block style the
    // places are read from, and they are not guessed.
    if spans.len() != raw.len() {
        return Err(vec![
            InputError::at(
                rel,
                text,
                1,
                1,
                format!(
                    "annotations file: {} notes, but {} lines begin a note with `- ` in column 1",
                    raw.len(),
                    spans.len()
                ),
            )
            .with_help("write the file as a block list: each note begins with `- clause:` at the line's start"),
        ]);
    }
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    for (raw, span) in raw.into_iter().zip(&spans) {
        // (line, column, message) of each fault of this note, put in file order below.
        let mut faults: Vec<(usize, usize, String)> = Vec::new();
        let mut err = |(line, col): (usize, usize), msg: String| faults.push((line, col, msg));
        let at = |key: &str| value_at(text, span, key).unwrap_or((span.line, 1));
        let clause = match raw
            .clause
            .0
            .parse::<ClauseId>()
            .or_else(|e| ClauseId::from_anchor(&raw.clause.0).map_err(|_| e))
        {
            Ok(c) => Some(c),
            Err(e) => {
                err(at("clause"), format!("clause: {e}"));
                None
            }
        };
        if raw.editions.0.is_empty() {
            err(at("editions"), "editions: give at least one edition".into());
        }
        let mut eds = Vec::new();
        for e in &raw.editions.0 {
            let edition = Edition(e.clone());
            let Some(m) = editions.iter().find(|m| m.edition == edition) else {
                err(
                    token_at(text, span, "editions", e),
                    format!("edition {e:?} has no manifest laws/{e}.yaml"),
                );
                continue;
            };
            if eds.contains(&edition) {
                err(
                    token_at(text, span, "editions", e),
                    format!("edition {e:?} is listed twice"),
                );
                continue;
            }
            if let Some(c) = clause {
                if !m.has_law(c.law) {
                    err(
                        at("clause"),
                        format!(
                            "clause {c}: Law {} is outside 1–{} of edition {e}",
                            c.law, m.law_count
                        ),
                    );
                } else if let Some(langs) = lacking(documents, &edition, c) {
                    err(
                        at("clause"),
                        format!(
                            "clause {c}: no text of Law {} in edition {e} has it ({})",
                            c.law,
                            langs.join(", ")
                        ),
                    );
                }
            }
            eds.push(edition);
        }
        let lang_ok =
            (2..=3).contains(&raw.lang.len()) && raw.lang.chars().all(|c| c.is_ascii_lowercase());
        if !lang_ok {
            err(
                at("lang"),
                format!(
                    "lang {:?} is not a language code: two or three lower-case letters (ISO 639), like pl",
                    raw.lang
                ),
            );
        }
        if raw.source.trim().is_empty() {
            err(
                at("source"),
                "source is empty: name the author or the source".into(),
            );
        }
        if raw.text.trim().is_empty() {
            err(at("text"), "text is empty".into());
        }
        let depth = note_nesting(&raw.text);
        if depth > MAX_NOTE_DEPTH {
            err(
                at("text"),
                format!(
                    "text nests {depth} levels deep (block quotes, lists, emphasis or HTML elements one inside another); a note nests {MAX_NOTE_DEPTH} at most"
                ),
            );
        }
        if let Some(c) = entity_control(&raw.text) {
            err(
                at("text"),
                format!(
                    "text: a character reference makes the control character {}: notes hold no control characters",
                    crate::corpus::chars::control_name(c)
                ),
            );
        }
        let kind = match raw.kind.as_deref().map(str::trim) {
            None => NoteKind::Note,
            Some(k) => NoteKind::parse(k).unwrap_or_else(|| {
                err(
                    at("kind"),
                    format!(
                        "kind {k:?}: give interpretation, erratum, regulation, commentary or note (the default)"
                    ),
                );
                NoteKind::Note
            }),
        };
        let mut optional = |key: &str, v: Option<String>| -> Option<String> {
            let v = v?;
            let t = v.trim();
            if t.is_empty() {
                err(
                    at(key),
                    format!("{key} is empty: leave it out, or fill it in"),
                );
                return None;
            }
            Some(t.to_string())
        };
        let authority = optional("authority", raw.authority);
        let reference = optional("reference", raw.reference);
        let url = optional("url", raw.url);
        let jurisdiction = optional("jurisdiction", raw.jurisdiction);
        let date = optional("date", raw.date.map(|d| d.0));
        if let Some(d) = &date
            && let Err(why) = iso_date_reduced(d)
        {
            err(
                at("date"),
                format!(
                    "date {d:?} is not an ISO 8601 date (YYYY-MM-DD, as 2001-10-28; YYYY-MM or YYYY where the source gives no day): {why}"
                ),
            );
        }
        if let Some(u) = &url
            && (!(u.starts_with("https://") || u.starts_with("http://"))
                || u.contains(char::is_whitespace))
        {
            err(
                at("url"),
                format!("url {u:?}: give an https:// or http:// address, without spaces"),
            );
        }
        // An official reading or a correction says whose it is and when it was made; a
        // regulation whose it is and where it is in force (its date where the source gives
        // one: many regulations are read in an undated book), and only a regulation has a place.
        if kind.for_every_language() {
            for (key, v) in [("authority", &authority), ("date", &date)] {
                if v.is_none() && !(key == "date" && kind == NoteKind::Regulation) {
                    err(
                        at("kind"),
                        format!(
                            "kind {}: give its {key} (who made it and when: authority: WBF Laws Committee, date: 2001-10-28)",
                            kind.as_str()
                        ),
                    );
                }
            }
        }
        match (kind, &jurisdiction) {
            // Its place is what the law page's switch names and keys it by.
            (NoteKind::Regulation, Some(j)) if !j.chars().any(char::is_alphanumeric) => err(
                at("jurisdiction"),
                format!("jurisdiction {j:?}: name the place (Poland, England, ACBL (North America))"),
            ),
            (NoteKind::Regulation, None) => err(
                at("kind"),
                "kind regulation: give its jurisdiction (where it is in force: jurisdiction: Poland)"
                    .into(),
            ),
            (NoteKind::Regulation, Some(_)) | (_, None) => {}
            (k, Some(_)) => err(
                at("jurisdiction"),
                format!(
                    "jurisdiction: only a regulation (kind: regulation) is in force somewhere; this note's kind is {}",
                    k.as_str()
                ),
            ),
        }
        faults.sort_by_key(|&(line, col, _)| (line, col));
        errors.extend(
            faults
                .into_iter()
                .map(|(line, col, msg)| InputError::at(rel, text, line, col, msg)),
        );
        if let Some(clause) = clause {
            notes.push(Annotation {
                file: rel.to_string(),
                line: span.line,
                clause,
                editions: eds,
                lang: Lang(raw.lang),
                source: raw.source.trim().to_string(),
                text: raw.text,
                kind,
                authority,
                date,
                reference,
                url,
                jurisdiction,
            });
        }
    }
    if errors.is_empty() {
        Ok(notes)
    } else {
        Err(errors)
    }
}

/// `Ok` when `d` is an ISO 8601 calendar date in its extended form, `YYYY-MM-DD`, that the
/// Gregorian calendar has (`2001-02-29` is not one); else what is wrong.
pub(crate) fn iso_date(d: &str) -> Result<(), String> {
    let b = d.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10
        || b[4] != b'-'
        || b[7] != b'-'
        || !digits(0..4)
        || !digits(5..7)
        || !digits(8..10)
    {
        return Err("write it as four digits, two and two, with hyphens".into());
    }
    let n = |r: std::ops::Range<usize>| d[r].parse::<u32>().expect("digits");
    let (y, m, day) = (n(0..4), n(5..7), n(8..10));
    if !(1..=12).contains(&m) {
        return Err(format!("there is no month {m}"));
    }
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if day == 0 || day > days {
        return Err(format!("month {m} of {y} has no day {day}"));
    }
    Ok(())
}

/// [`iso_date`], or an ISO 8601 date of reduced precision where a source gives no day: a year
/// and month (`2009-09`, a regulation in force from September 2009) or a year (`2017`, the
/// edition of a book whose sections are quoted).
pub(crate) fn iso_date_reduced(d: &str) -> Result<(), String> {
    let b = d.as_bytes();
    let year = b.len() >= 4 && b[..4].iter().all(u8::is_ascii_digit);
    match b.len() {
        4 if year => Ok(()),
        7 if year && b[4] == b'-' && b[5..].iter().all(u8::is_ascii_digit) => {
            let m = d[5..].parse::<u32>().expect("digits");
            if (1..=12).contains(&m) {
                Ok(())
            } else {
                Err(format!("there is no month {m}"))
            }
        }
        _ => iso_date(d),
    }
}

/// The first control character a note's Markdown makes from a character reference (`&#27;`):
/// raw ones are refused with the file ([`crate::corpus::chars::yaml_control_error`]).
fn entity_control(markdown: &str) -> Option<char> {
    use pulldown_cmark::{Event, Parser};
    if !markdown.contains("&#") {
        return None;
    }
    Parser::new_ext(markdown, note_markdown_options()).find_map(|e| match e {
        Event::Text(t) | Event::Code(t) => crate::corpus::chars::first_control(&t).map(|(_, c)| c),
        _ => None,
    })
}

/// The languages of the texts of `clause`'s law in `edition` when none of them has the clause;
/// `None` when one has it, when the clause is a whole law, or when the corpus has no text of the
/// law in that edition.
fn lacking(documents: &[Document], edition: &Edition, clause: ClauseId) -> Option<Vec<String>> {
    if clause.level() == Level::Law {
        return None;
    }
    let texts: Vec<&Document> = documents
        .iter()
        .filter(|d| &d.meta.edition == edition && d.meta.law == clause.law)
        .filter(|d| d.law_text().is_some())
        .collect();
    if texts.is_empty()
        || texts
            .iter()
            .any(|d| d.law_text().is_some_and(|t| t.find(&clause).is_some()))
    {
        return None;
    }
    let mut langs: Vec<String> = texts.iter().map(|d| d.meta.lang.0.clone()).collect();
    langs.sort();
    langs.dedup();
    Some(langs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_counts_markdown_and_html_elements_one_inside_another() {
        // Quotes, the paragraph in them.
        assert_eq!(note_nesting(&(">".repeat(5) + " x")), 6);
        // A list in a list (list, item, list, item), emphasis in it.
        assert_eq!(note_nesting("- a\n  - *b*\n"), 5);
        // Raw HTML: an HTML block holding div > div, and elements a browser closes itself.
        assert_eq!(note_nesting("<div><div>x</div></div>"), 3);
        assert_eq!(note_nesting(&"<p>a".repeat(50)), 2);
        assert_eq!(note_nesting("<ul><li>a<li>b<li>c</ul>"), 3);
        assert_eq!(note_nesting("<table><tr><td>a<td>b<tr><td>c</table>"), 4);
        // Void and self-closed elements hold nothing; a script's text is not markup.
        assert_eq!(note_nesting("a<br><img src=x><span/>b"), 1);
        assert_eq!(
            note_nesting(&format!("<script>{}</script>", "<div>".repeat(100))),
            2
        );
        // Unclosed elements stay open to the end.
        assert_eq!(note_nesting(&"<div>".repeat(100)), 101);
        assert_eq!(note_nesting(&"<b>".repeat(100)), 101);
        // Across the pieces of a note: div > div > p.
        assert_eq!(
            note_nesting("<div>\n\ntext\n\n<div>\n\nmore\n\n</div></div>"),
            3
        );
    }
}

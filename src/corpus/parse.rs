//! The parse stage: the Markdown body of a corpus file (pulldown-cmark) → a clause tree
//! ([`LawText`]) or commentary items.
//!
//! The grammar of a law's body (docs/corpus-format.md):
//! - paragraphs before the first heading are the preamble;
//! - `## A. Title` opens section A (the title may be absent: `## A.`);
//! - an ordered list under a section gives its subsections, numbered as the list numbers them;
//!   an ordered list before any section gives subsections of a law without sections;
//! - a bullet list whose items begin with `(a)` gives items; nested under an item, `(i)` gives
//!   sub-items;
//! - `---` ends the last section: paragraphs after it close the law;
//! - `[^*]: text` is a footnote, `normalnego[^*]` its mark in the text.
//!
//! A commentary body is `## 68.1` headings, each followed by the item's paragraphs.
//!
//! Not for: reading files or front matter (that is `load`), finding references (`xref`).
//! Text is NFC-normalised here, once, so every later stage sees one form.

use std::collections::HashSet;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use unicode_normalization::UnicodeNormalization;

use crate::corpus::model::{
    Body, Clause, ClauseId, CommentaryItem, Footnote, Inline, Kind, LawText, Level, Paragraph,
    parse_roman,
};
use crate::error::InputError;
use crate::util::nfc;

/// Where a body sits in its file, for error positions.
pub(crate) struct BodySource<'a> {
    /// The file's path as shown in errors.
    pub path: &'a str,
    /// The whole file's text (front matter included), for error excerpts.
    pub file_text: &'a str,
    /// Byte offset of the body within `file_text`.
    pub body_offset: usize,
}

/// Parses a document body of the given kind for law `law`.
///
/// # Errors
/// An [`InputError`] at the offending line for: a heading that is not a section (`## A. Title`)
/// or commentary item (`## 68.1`); a bullet item without an `(a)`/`(i)` marker; a list nested
/// deeper than sub-items; a duplicate clause id; content the format has no place for (tables,
/// code blocks, block quotes, raw HTML blocks, images).
pub(crate) fn parse_body(src: &BodySource<'_>, law: u8, kind: Kind) -> Result<Body, InputError> {
    let body = &src.file_text[src.body_offset..];
    // Markdown drops a link reference definition (`[wbf]: http://…`) from the text it shows:
    // law text has none, so one here is a mistake, not something to drop in silence.
    static LINK_DEF: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?m)^ {0,3}\[[^\]^][^\]]*\]:").expect("link definition")
    });
    if let Some(m) = LINK_DEF.find(body) {
        return Err(InputError::at_offset(
            src.path,
            src.file_text,
            src.body_offset + m.start(),
            "a link reference definition (`[x]: …`) has no place in law text",
        )
        .with_help("escape the bracket, `\\[x]: …`, to keep it as text"));
    }
    // A marker hidden by an invisible character (`1\u{200B}.`) would make its clauses words of
    // the paragraph before: said, not dropped.
    if let Some(e) =
        crate::corpus::chars::hidden_marker_error(src.path, src.file_text, src.body_offset)
    {
        return Err(e);
    }
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_FOOTNOTES);
    let events: Vec<(Event<'_>, std::ops::Range<usize>)> =
        Parser::new_ext(body, opts).into_offset_iter().collect();
    let line_starts = std::iter::once(0)
        .chain(src.file_text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let mut p = BodyParser {
        src,
        events,
        pos: 0,
        law,
        line_starts,
    };
    let mut body = match kind {
        Kind::Text => Body::Text(p.law_text()?),
        Kind::Commentary => p.commentary()?,
    };
    body.walk_mut(&mut |p| trim_ends(&mut p.inlines));
    number_paragraphs(&mut body);
    Ok(body)
}

struct BodyParser<'s, 'e> {
    src: &'s BodySource<'s>,
    events: Vec<(Event<'e>, std::ops::Range<usize>)>,
    pos: usize,
    law: u8,
    /// Byte offset of the start of each line of the file, for line numbers in O(log n).
    line_starts: Vec<usize>,
}

impl<'e> BodyParser<'_, 'e> {
    fn err(&self, body_offset: usize, msg: impl Into<String>) -> InputError {
        InputError::at_offset(
            self.src.path,
            self.src.file_text,
            self.src.body_offset + body_offset,
            msg,
        )
    }

    /// The error for control character `c` in the text of the event at `range`: raw ones are
    /// refused before parsing, so it was made by a character reference (`&#27;`, `&#x1b;`),
    /// which the error points at.
    fn control_reference(&self, range: std::ops::Range<usize>, c: char) -> InputError {
        let body = &self.src.file_text[self.src.body_offset..];
        let at = body
            .get(range.clone())
            .and_then(|s| s.find("&#"))
            .map_or(range.start, |i| range.start + i);
        self.err(
            at,
            format!(
                "a character reference makes the control character {}: a corpus file holds no control characters",
                crate::corpus::chars::control_name(c)
            ),
        )
        .with_help("delete the reference")
    }

    fn line_of(&self, body_offset: usize) -> usize {
        self.line_starts
            .partition_point(|&start| start <= self.src.body_offset + body_offset)
    }

    fn next(&mut self) -> Option<(Event<'e>, std::ops::Range<usize>)> {
        let e = self.events.get(self.pos).cloned();
        self.pos += 1;
        e
    }

    /// Inline events up to (and consuming) `end`, as merged inlines.
    fn inlines_until(&mut self, end: TagEnd) -> Result<Vec<Inline>, InputError> {
        let mut out = Vec::new();
        while let Some((ev, range)) = self.next() {
            match ev {
                Event::End(e) if e == end => return Ok(merge(out)),
                Event::Text(t) | Event::Code(t) => {
                    if let Some(c) = referenced_control(&t) {
                        return Err(self.control_reference(range, c));
                    }
                    out.push(Inline::Text(t.to_string()))
                }
                Event::SoftBreak | Event::HardBreak => out.push(Inline::Text(" ".into())),
                Event::FootnoteReference(mark) => out.push(Inline::NoteRef(nfc(&mark))),
                Event::InlineHtml(h) | Event::Html(h) => out.push(html_text(&h)),
                Event::Start(Tag::Emphasis | Tag::Strong | Tag::Strikethrough)
                | Event::End(TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough) => {}
                other => {
                    return Err(self.err(
                        range.start,
                        format!("{} has no place inside a paragraph", describe(&other)),
                    ));
                }
            }
        }
        Err(self.err(
            self.src.file_text.len() - self.src.body_offset,
            "unexpected end of text",
        ))
    }

    fn law_text(&mut self) -> Result<LawText, InputError> {
        let mut text = LawText::default();
        let mut seen: HashSet<ClauseId> = HashSet::new();
        // The footnotes' marks so far: a second definition is found in O(1), not by a scan.
        let mut marks: HashSet<String> = HashSet::new();
        let mut closing = false;
        while let Some((ev, range)) = self.next() {
            match ev {
                Event::Start(Tag::Heading { level, .. }) => {
                    let inl = self.inlines_until(TagEnd::Heading(level))?;
                    if closing {
                        return Err(self.err(
                            range.start,
                            "a section after `---`: closing paragraphs must come last",
                        ));
                    }
                    let heading = plain(&inl);
                    let (letter, title) = parse_section_heading(&heading).ok_or_else(|| {
                        self.err(
                            range.start,
                            format!("heading {heading:?} is not a section heading"),
                        )
                        .with_help("write a section as `## A. Title` (or `## A.` without a title)")
                    })?;
                    if level != HeadingLevel::H2 {
                        return Err(
                            self.err(range.start, "section headings are level 2: `## A. Title`")
                        );
                    }
                    let id = ClauseId {
                        section: Some(letter),
                        ..ClauseId::law(self.law)
                    };
                    self.check_new(&mut seen, id, range.start)?;
                    text.clauses.push(Clause {
                        id,
                        title: title.map(|t| t.to_string()),
                        line: self.line_of(range.start),
                        paragraphs: Vec::new(),
                        children: Vec::new(),
                        after: Vec::new(),
                    });
                }
                Event::Start(Tag::Paragraph) => {
                    let para = Paragraph {
                        seq: 0,
                        line: self.line_of(range.start),
                        inlines: self.inlines_until(TagEnd::Paragraph)?,
                    };
                    if is_blank(&para.inlines) {
                        continue;
                    }
                    match text.clauses.last_mut() {
                        _ if closing => text.closing.push(para),
                        None => text.preamble.push(para),
                        Some(c) if c.children.is_empty() => c.paragraphs.push(para),
                        Some(c) => c.after.push(para),
                    }
                }
                Event::Start(Tag::List(start)) => {
                    if closing {
                        return Err(self.err(
                            range.start,
                            "a list after `---`: closing paragraphs must come last",
                        ));
                    }
                    let parent = match text.clauses.last() {
                        Some(c) if c.id.level() == Level::Section => c.id,
                        Some(c) => {
                            return Err(self.err(
                                range.start,
                                format!("a second list after subsection {}: lists of a law without sections must be one list", c.id),
                            ));
                        }
                        None => ClauseId::law(self.law),
                    };
                    let kids = self.list(start, parent, range.start, &mut seen)?;
                    match text.clauses.last_mut() {
                        Some(c) if c.id.level() == Level::Section => c.children.extend(kids),
                        _ => text.clauses.extend(kids),
                    }
                }
                Event::Rule => {
                    if closing {
                        return Err(self.err(
                            range.start,
                            "a second `---`: the law's closing paragraphs follow the first",
                        ));
                    }
                    closing = true;
                }
                Event::Start(Tag::FootnoteDefinition(mark)) => {
                    let line = self.line_of(range.start);
                    let paragraphs = self.footnote_paragraphs()?;
                    // In NFC, as the text around it and as import writes it (a definition's
                    // mark `E` + U+0344 reads as `Ë` + U+0301).
                    let mark = nfc(&mark);
                    if !marks.insert(mark.clone()) {
                        return Err(
                            self.err(range.start, format!("footnote [^{mark}] is defined twice"))
                        );
                    }
                    text.footnotes.push(Footnote {
                        mark,
                        line,
                        paragraphs,
                    });
                }
                other => {
                    return Err(self.err(
                        range.start,
                        format!("{} has no place in a law's text", describe(&other)),
                    ));
                }
            }
        }
        Ok(text)
    }

    /// A footnote definition's paragraphs (blank ones left out), read up to its end.
    fn footnote_paragraphs(&mut self) -> Result<Vec<Paragraph>, InputError> {
        let mut paragraphs = Vec::new();
        loop {
            match self.next() {
                Some((Event::Start(Tag::Paragraph), r)) => {
                    let inlines = self.inlines_until(TagEnd::Paragraph)?;
                    if !is_blank(&inlines) {
                        paragraphs.push(Paragraph {
                            seq: 0,
                            line: self.line_of(r.start),
                            inlines,
                        });
                    }
                }
                Some((Event::End(TagEnd::FootnoteDefinition), _)) => break,
                Some((other, r)) => {
                    return Err(self.err(
                        r.start,
                        format!("{} has no place in a footnote", describe(&other)),
                    ));
                }
                None => break,
            }
        }
        Ok(paragraphs)
    }

    fn check_new(
        &self,
        seen: &mut HashSet<ClauseId>,
        id: ClauseId,
        at: usize,
    ) -> Result<(), InputError> {
        if !seen.insert(id) {
            return Err(self.err(
                at,
                format!("duplicate clause id {id}: the law has it twice"),
            ));
        }
        Ok(())
    }

    /// A list whose items are children of `parent`; consumes through the list's end.
    fn list(
        &mut self,
        start: Option<u64>,
        parent: ClauseId,
        at: usize,
        seen: &mut HashSet<ClauseId>,
    ) -> Result<Vec<Clause>, InputError> {
        let mut out = Vec::new();
        let mut number = start;
        while let Some((ev, range)) = self.next() {
            match ev {
                Event::End(TagEnd::List(_)) => break,
                Event::Start(Tag::Item) => {
                    // Markdown renumbers an ordered list from its first number; the Laws' number
                    // is the one written on the item ("3." stays 3, a second "1." is a duplicate).
                    let written = number.and_then(|_| {
                        let src = &self.src.file_text[self.src.body_offset + range.start..];
                        let digits: String = src
                            .trim_start()
                            .chars()
                            .take_while(char::is_ascii_digit)
                            .collect();
                        digits.parse::<u64>().ok()
                    });
                    let clause = self.item(written.or(number), parent, range.start, seen)?;
                    number = number.map(|n| n + 1);
                    out.push(clause);
                }
                other => {
                    return Err(
                        self.err(range.start, format!("{} inside a list", describe(&other)))
                    );
                }
            }
        }
        if out.is_empty() {
            return Err(self.err(at, "an empty list"));
        }
        Ok(out)
    }

    fn item(
        &mut self,
        number: Option<u64>,
        parent: ClauseId,
        at: usize,
        seen: &mut HashSet<ClauseId>,
    ) -> Result<Clause, InputError> {
        let mut paragraphs: Vec<Paragraph> = Vec::new();
        let mut children = Vec::new();
        let mut after = Vec::new();
        let mut loose: Vec<Inline> = Vec::new();
        let mut loose_at = at;
        let mut own_id: Option<ClauseId> = None;
        let line = self.line_of(at);
        while let Some((ev, range)) = self.next() {
            match ev {
                Event::End(TagEnd::Item) => break,
                Event::Start(Tag::Paragraph) => {
                    let inl = self.inlines_until(TagEnd::Paragraph)?;
                    if is_blank(&inl) {
                        continue;
                    }
                    let p = Paragraph {
                        seq: 0,
                        line: self.line_of(range.start),
                        inlines: inl,
                    };
                    if children.is_empty() {
                        paragraphs.push(p)
                    } else {
                        after.push(p)
                    }
                }
                Event::Start(Tag::List(start)) => {
                    if !is_blank(&loose) {
                        paragraphs.push(Paragraph {
                            seq: 0,
                            line: self.line_of(loose_at),
                            inlines: merge(std::mem::take(&mut loose)),
                        });
                    }
                    loose.clear();
                    // The id of this item is needed for its children: compute it now from the
                    // first paragraph's marker.
                    let id = match own_id {
                        Some(id) => id,
                        None => {
                            *own_id.insert(self.item_id(number, parent, &mut paragraphs, at)?)
                        }
                    };
                    let kids = self.list(start, id, range.start, seen)?;
                    children.extend(kids);
                }
                Event::Text(_)
                | Event::Code(_)
                | Event::SoftBreak
                | Event::HardBreak
                | Event::FootnoteReference(_)
                | Event::InlineHtml(_)
                | Event::Start(Tag::Emphasis | Tag::Strong)
                | Event::End(TagEnd::Emphasis | TagEnd::Strong) => {
                    if loose.is_empty() {
                        loose_at = range.start;
                    }
                    // Tight list: inline content comes without a paragraph around it.
                    self.pos -= 1;
                    let inl = self.tight_inlines()?;
                    loose.extend(inl);
                }
                other => {
                    return Err(self.err(
                        range.start,
                        format!("{} inside a list item", describe(&other)),
                    ));
                }
            }
        }
        if !is_blank(&loose) {
            let p = Paragraph {
                seq: 0,
                line: self.line_of(loose_at),
                inlines: merge(loose),
            };
            if children.is_empty() {
                paragraphs.push(p)
            } else {
                after.push(p)
            }
        }
        let id = match own_id {
            Some(id) => id,
            None => self.item_id(number, parent, &mut paragraphs, at)?,
        };
        self.check_new(seen, id, at)?;
        Ok(Clause {
            id,
            title: None,
            line,
            paragraphs,
            children,
            after,
        })
    }

    /// Inline events of a tight list item, up to (not consuming) a block start or the item's end.
    fn tight_inlines(&mut self) -> Result<Vec<Inline>, InputError> {
        let mut out = Vec::new();
        while let Some((ev, range)) = self.events.get(self.pos) {
            match ev {
                Event::Text(t) | Event::Code(t) => {
                    if let Some(c) = referenced_control(t) {
                        return Err(self.control_reference(range.clone(), c));
                    }
                    out.push(Inline::Text(t.to_string()))
                }
                Event::SoftBreak | Event::HardBreak => out.push(Inline::Text(" ".into())),
                Event::FootnoteReference(m) => out.push(Inline::NoteRef(nfc(m))),
                Event::InlineHtml(h) => out.push(html_text(h)),
                Event::Start(Tag::Emphasis | Tag::Strong)
                | Event::End(TagEnd::Emphasis | TagEnd::Strong) => {}
                _ => break,
            }
            self.pos += 1;
        }
        Ok(out)
    }

    /// The id of a list item under `parent`: numbered lists give subsections; bullet items carry
    /// their marker, `(a)` or `(i)`, which is taken off the first paragraph.
    fn item_id(
        &self,
        number: Option<u64>,
        parent: ClauseId,
        paragraphs: &mut [Paragraph],
        at: usize,
    ) -> Result<ClauseId, InputError> {
        match number {
            Some(n) => {
                if parent.level() > Level::Section {
                    return Err(self.err(
                        at,
                        format!("a numbered list under {parent}: items are written `- (a) text`"),
                    ));
                }
                let n = u16::try_from(n)
                    .ok()
                    .filter(|n| *n >= 1)
                    .ok_or_else(|| self.err(at, "subsection numbers start at 1"))?;
                Ok(ClauseId {
                    subsection: Some(n),
                    ..parent
                })
            }
            None => {
                let first = paragraphs
                    .first_mut()
                    .and_then(|p| match p.inlines.first_mut() {
                        Some(Inline::Text(t)) => Some(t),
                        _ => None,
                    });
                let help = "begin each bullet item with its marker: `- (a) text`, and sub-items `- (i) text`";
                let Some(text) = first else {
                    return Err(self
                        .err(at, "a bullet item without an (a) or (i) marker")
                        .with_help(help));
                };
                let (marker, rest) = split_marker(text).ok_or_else(|| {
                    self.err(at, "a bullet item without an (a) or (i) marker")
                        .with_help(help)
                })?;
                let id = match parent.level() {
                    Level::Item => ClauseId {
                        subitem: Some(parse_roman(&marker).ok_or_else(|| {
                            self.err(
                                at,
                                format!("({marker}) under {parent} is not a roman sub-item number"),
                            )
                        })?),
                        ..parent
                    },
                    Level::SubItem => {
                        return Err(self.err(
                            at,
                            format!("a list under sub-item {parent}: the Laws go no deeper"),
                        ));
                    }
                    _ => {
                        let mut c = marker.chars();
                        match (c.next(), c.next()) {
                            (Some(l), None) if l.is_ascii_lowercase() => ClauseId {
                                item: Some(l),
                                ..parent
                            },
                            _ => {
                                return Err(self.err(
                                    at,
                                    format!("({marker}) under {parent} is not an item letter"),
                                ));
                            }
                        }
                    }
                };
                *text = rest.to_string();
                Ok(id)
            }
        }
    }

    fn commentary(&mut self) -> Result<Body, InputError> {
        let mut intro = Vec::new();
        let mut items: Vec<CommentaryItem> = Vec::new();
        while let Some((ev, range)) = self.next() {
            match ev {
                Event::Start(Tag::Heading { level, .. }) => {
                    let heading = plain(&self.inlines_until(TagEnd::Heading(level))?);
                    let number = heading
                        .trim()
                        .split_once('.')
                        .filter(|(l, _)| l.parse::<u8>().ok() == Some(self.law))
                        .and_then(|(_, n)| n.parse::<u16>().ok())
                        .filter(|_| level == HeadingLevel::H2)
                        .ok_or_else(|| {
                            self.err(
                                range.start,
                                format!(
                                    "heading {heading:?} is not a commentary item of Law {}",
                                    self.law
                                ),
                            )
                            .with_help(format!("write each item as `## {}.1`", self.law))
                        })?;
                    if items.iter().any(|i| i.number == number) {
                        return Err(self.err(
                            range.start,
                            format!("duplicate commentary item {}.{number}", self.law),
                        ));
                    }
                    items.push(CommentaryItem {
                        law: self.law,
                        number,
                        line: self.line_of(range.start),
                        paragraphs: Vec::new(),
                    });
                }
                Event::Start(Tag::Paragraph) => {
                    let para = Paragraph {
                        seq: 0,
                        line: self.line_of(range.start),
                        inlines: self.inlines_until(TagEnd::Paragraph)?,
                    };
                    if is_blank(&para.inlines) {
                        continue;
                    }
                    match items.last_mut() {
                        Some(i) => i.paragraphs.push(para),
                        None => intro.push(para),
                    }
                }
                other => {
                    return Err(self.err(
                        range.start,
                        format!("{} has no place in commentary", describe(&other)),
                    ));
                }
            }
        }
        Ok(Body::Commentary { intro, items })
    }
}

/// `A. Title` → ('A', Some("Title")); `A.` / `A` → ('A', None).
/// Whether `mark` is a mark a footnote of a corpus file can have: `[^mark]: text` in a corpus
/// file loads, as a footnote with that mark. This asks the corpus's own checks: not empty; no
/// control character (loading refuses one anywhere); in NFC (the parse normalises a mark, so
/// another form would read back as another mark); no invisible character that hides the
/// footnote's marker ([`crate::corpus::chars::hidden_marker_error`]); and read back whole as
/// Markdown's footnote label by pulldown-cmark (a label holds no square bracket but an escaped
/// one, `\[`, ends about 1,000 characters in, and turns two spaces into one). Import's XLIFF
/// reader takes a footnote unit `68-fn-<mark>` only with such a mark
/// ([`crate::corpus::units::parse_unit_id`]). Time linear in the mark's length.
pub(crate) fn is_footnote_mark(mark: &str) -> bool {
    if mark.is_empty() || mark.chars().any(char::is_control) || !unicode_normalization::is_nfc(mark)
    {
        return false;
    }
    let md = format!("[^{mark}]: x\n");
    if crate::corpus::chars::hidden_marker_error("", &md, 0).is_some() {
        return false;
    }
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_FOOTNOTES);
    matches!(
        Parser::new_ext(&md, opts).next(),
        Some(Event::Start(Tag::FootnoteDefinition(label))) if *label == *mark
    )
}

fn parse_section_heading(h: &str) -> Option<(char, Option<&str>)> {
    let h = h.trim();
    let mut chars = h.chars();
    let letter = chars.next().filter(|c| c.is_ascii_uppercase())?;
    let rest = chars.as_str();
    if rest.is_empty() {
        return Some((letter, None));
    }
    let title = rest.strip_prefix('.')?.trim();
    Some((letter, (!title.is_empty()).then_some(title)))
}

/// `(b) text` → ("b", "text").
fn split_marker(t: &str) -> Option<(String, &str)> {
    let rest = t.strip_prefix('(')?;
    let (m, after) = rest.split_once(')')?;
    if m.is_empty() || m.len() > 6 || !m.chars().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    Some((m.to_string(), after.strip_prefix(' ').unwrap_or(after)))
}

/// Joins adjacent text runs and NFC-normalises them.
/// A control character in the text of a paragraph's event: raw ones are refused before
/// parsing, so one here was made by a character reference. That includes a line end (`&#13;`,
/// `&#10;`), which in a paragraph's text is no line end (Markdown's line breaks are soft breaks):
/// written back into the file it would be one, and the paragraph another text.
fn referenced_control(t: &str) -> Option<char> {
    crate::corpus::chars::first_control(t)
        .map(|(_, c)| c)
        .or_else(|| t.chars().find(|c| matches!(c, '\r' | '\n')))
}

/// Raw HTML in a paragraph, as the paragraph's text. A tag may run over lines (`<a` on one line,
/// `href=…>` on the next): each line break in it, with the indentation after it, is one space,
/// as a soft break between words is, so that a paragraph's text never holds a line break.
fn html_text(h: &str) -> Inline {
    let mut s = String::with_capacity(h.len());
    let mut after_break = false;
    for c in h.chars() {
        if c == '\n' {
            s.push(' ');
            after_break = true;
        } else if !(after_break && matches!(c, ' ' | '\t')) {
            after_break = false;
            s.push(c);
        }
    }
    Inline::Text(s)
}

/// Markdown's blanks: what it strips from the ends of a paragraph's text.
fn is_markdown_blank(c: char) -> bool {
    matches!(c, ' ' | '\t')
}

/// Whether a paragraph's text is nothing but Markdown's blanks, which only a code span of spaces
/// (`` ` ` ``) or a character reference (`&#32;`) can make: a paragraph without a word, which
/// is none.
fn is_blank(inl: &[Inline]) -> bool {
    inl.iter().all(|i| match i {
        Inline::Text(t) => t.chars().all(is_markdown_blank),
        Inline::NoteRef(_) => false,
    })
}

/// Takes Markdown's blanks off the ends of a paragraph's text, as Markdown does for text it reads
/// itself: a code span (`` `Laws ` ``) or a character reference (`&#32;`) at the start or end of
/// a paragraph, or just after an item's marker, would otherwise keep them, and a file written
/// from the text again (import) would lose them, a different paragraph.
fn trim_ends(inl: &mut Vec<Inline>) {
    while let Some(Inline::Text(t)) = inl.first_mut() {
        let kept = t.trim_start_matches(is_markdown_blank).len();
        t.replace_range(..t.len() - kept, "");
        if !t.is_empty() || inl.len() == 1 {
            break;
        }
        inl.remove(0);
    }
    while let Some(Inline::Text(t)) = inl.last_mut() {
        t.truncate(t.trim_end_matches(is_markdown_blank).len());
        if !t.is_empty() || inl.len() == 1 {
            break;
        }
        inl.pop();
    }
}

fn merge(inl: Vec<Inline>) -> Vec<Inline> {
    let mut out: Vec<Inline> = Vec::new();
    for i in inl {
        match (out.last_mut(), i) {
            (Some(Inline::Text(a)), Inline::Text(b)) => a.push_str(&b),
            (_, i) => out.push(i),
        }
    }
    for i in &mut out {
        // Most text is NFC already: the quick check spares it the full normalisation.
        if let Inline::Text(t) = i
            && unicode_normalization::is_nfc_quick(t.chars())
                != unicode_normalization::IsNormalized::Yes
        {
            *t = t.nfc().collect();
        }
    }
    out
}

fn plain(inl: &[Inline]) -> String {
    inl.iter()
        .map(|i| match i {
            Inline::Text(t) | Inline::NoteRef(t) => t.as_str(),
        })
        .collect()
}

fn describe(ev: &Event<'_>) -> String {
    match ev {
        Event::Start(Tag::CodeBlock(_)) => "a code block (a line indented by 4 spaces?)".into(),
        Event::Start(Tag::BlockQuote(_)) => "a block quote".into(),
        Event::Start(Tag::Table(_)) => "a table".into(),
        Event::Start(Tag::Image { .. }) => "an image".into(),
        Event::Start(Tag::FootnoteDefinition(_)) => "a footnote".into(),
        Event::Start(Tag::Link { .. }) => {
            "a link (law text carries no links: write the address as text, `\\[x\\](y)`)".into()
        }
        Event::Start(Tag::HtmlBlock) | Event::Html(_) => "raw HTML".into(),
        Event::Start(Tag::Heading { .. }) => "a heading".into(),
        Event::Start(Tag::List(_)) => "a list".into(),
        Event::Rule => "`---`".into(),
        Event::Start(t) => format!("{t:?}"),
        other => format!("{other:?}"),
    }
}

/// Gives every paragraph its reading-order number ([`Paragraph::seq`]).
fn number_paragraphs(body: &mut Body) {
    let mut n = 0;
    body.walk_mut(&mut |p| {
        p.seq = n;
        n += 1;
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(md: &str, kind: Kind) -> Result<Body, InputError> {
        parse_body(
            &BodySource {
                path: "t.md",
                file_text: md,
                body_offset: 0,
            },
            68,
            kind,
        )
    }

    /// [`is_footnote_mark`] says yes exactly to the marks a footnote of a loaded corpus file
    /// has as written: each candidate is tried in a whole corpus file, `load_document`.
    #[test]
    fn footnote_marks_are_those_a_loaded_corpus_file_has() {
        let manifests =
            crate::corpus::load::load_manifests(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let mut marks: Vec<String> = (0x20u8..0x7f).map(|b| char::from(b).to_string()).collect();
        marks.extend((0x20u8..0x7f).map(|b| format!("a{}b", char::from(b))));
        marks.extend((0x20u8..0x7f).map(|b| format!("a\\{}", char::from(b))));
        for m in [
            "*",
            "**",
            "†",
            "¹²",
            "1)",
            "m1",
            "nowy",
            "]x[^y",
            "a b",
            " a",
            "a ",
            "a  b",
            "a\tb",
            "a\nb",
            "\u{200b}",
            "a\u{a0}b",
            "a\u{1b}",
            "\u{85}",
            "é",
            "e\u{301}",
            "a\\",
            "a\\\\",
            "a\\*",
            "^",
            "^a",
            "*\u{200b}",
            "\u{feff}1",
            "&#42;",
            "&amp;",
            "<b>",
            "`x`",
            ":",
            "a]:b",
        ] {
            marks.push(m.to_string());
        }
        for n in [999, 1000, 1001, 2000] {
            marks.push("m".repeat(n));
        }
        for n in [332, 333, 334, 500] {
            marks.push("ą".repeat(n));
        }
        let mut yes = 0;
        let mut wrong = Vec::new();
        for m in &marks {
            let text = format!(
                "---\nlaw: 68\nedition: '2017'\nlang: pl\nkind: text\nsource: t\n---\n\n## A. X\n\nTekst.\n\n[^{m}]: Przypis.\n"
            );
            let loaded =
                crate::corpus::load::load_document("translations/pl/2017/68.md", &text, &manifests)
                    .ok()
                    .and_then(|d| {
                        d.law_text().map(|t| {
                            t.footnotes
                                .iter()
                                .map(|f| f.mark.clone())
                                .collect::<Vec<_>>()
                        })
                    });
            let corpus_has = loaded.as_deref() == Some(std::slice::from_ref(m));
            if is_footnote_mark(m) != corpus_has {
                wrong.push(format!("{m:?}: {loaded:?}"));
            }
            yes += usize::from(corpus_has);
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
        assert!(yes > 150, "{yes}");
        assert!(!is_footnote_mark("]x[^y"));
    }

    fn ids(body: &Body) -> Vec<String> {
        match body {
            Body::Text(t) => t.all_clauses().iter().map(|c| c.id.to_string()).collect(),
            _ => vec![],
        }
    }

    #[test]
    fn sections_subsections_items_and_subitems_nest() {
        let md = "Opening.\n\n## A. First\n\nText A.\n\n## D. Fourth\n\nLead.\n\n1. One.\n2. Two:\n   - (a) Item a.\n   - (b) Item b:\n     - (i) Sub one.\n     - (ii) Sub two.\n\n---\n\nClosing.\n";
        let body = parse(md, Kind::Text).unwrap();
        assert_eq!(
            ids(&body),
            [
                "68A",
                "68D",
                "68D1",
                "68D2",
                "68D2(a)",
                "68D2(b)",
                "68D2(b)(i)",
                "68D2(b)(ii)"
            ]
        );
        let Body::Text(t) = &body else { panic!() };
        assert_eq!(t.preamble[0].plain_text(), "Opening.");
        assert_eq!(t.closing[0].plain_text(), "Closing.");
        assert_eq!(t.clauses[0].title.as_deref(), Some("First"));
        let bi = t.find(&"68D2(b)(i)".parse().unwrap()).unwrap();
        assert_eq!(bi.paragraphs[0].plain_text(), "Sub one.");
        assert_eq!(bi.line, 15);
        let seqs: Vec<usize> = paragraph_seqs(&body);
        assert_eq!(seqs, (0..seqs.len()).collect::<Vec<_>>());
    }

    fn paragraph_seqs(body: &Body) -> Vec<usize> {
        body.walk().iter().map(|(_, p)| p.seq).collect()
    }

    #[test]
    fn footnotes_keep_their_mark() {
        let md =
            "## A. X\n\nnormalnego[^*] zagrania.\n\n[^*]: W odniesieniu do przepisów 70 i 71.\n";
        let Body::Text(t) = parse(md, Kind::Text).unwrap() else {
            panic!()
        };
        assert_eq!(
            t.clauses[0].paragraphs[0].inlines[1],
            Inline::NoteRef("*".into())
        );
        assert_eq!(
            t.clauses[0].paragraphs[0].plain_text(),
            "normalnego* zagrania."
        );
        assert_eq!(t.footnotes[0].mark, "*");
        assert_eq!(
            t.footnotes[0].paragraphs[0].plain_text(),
            "W odniesieniu do przepisów 70 i 71."
        );
    }

    /// Found by the fuzz harness: a raw HTML tag running over two lines kept its line break in
    /// the paragraph's text, which import then wrote back as a space (another document).
    #[test]
    fn raw_html_over_lines_reads_as_one_line_of_text() {
        let md = "## A. X\n\nKod <sc\n   pt>alert</scpt>.\n\n1. Ma <b\n   class=x>b</b>.\n";
        let Body::Text(t) = parse(md, Kind::Text).unwrap() else {
            panic!()
        };
        let a = &t.clauses[0];
        assert_eq!(a.paragraphs[0].plain_text(), "Kod <sc pt>alert</scpt>.");
        assert_eq!(a.children[0].id.to_string(), "68A1");
        assert_eq!(
            a.children[0].paragraphs[0].plain_text(),
            "Ma <b class=x>b</b>."
        );
    }

    /// Found by the fuzz harness: `&#13;` (or `&#10;`) put a line end into a paragraph's text,
    /// which import then wrote into the file as a line break, and read back as a space.
    #[test]
    fn a_line_end_made_by_a_character_reference_is_an_error_at_it() {
        for (reference, name) in [("&#13;", "U+000D (CR)"), ("&#x0A;", "U+000A (LF)")] {
            let md = format!("## A. X\n\nZgłasza do{reference} gdy.\n\n1. Ma{reference}.\n");
            let e = parse(&md, Kind::Text).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!(
                    "t.md:3:11: a character reference makes the control character {name}: a corpus file holds no control characters"
                )
            );
            let tight = md.replacen(reference, "", 1);
            let e = parse(&tight, Kind::Text).unwrap_err();
            assert!(
                e.to_string()
                    .starts_with("t.md:5:6: a character reference makes the control character"),
                "{e}"
            );
        }
    }

    /// Found by the fuzz harness: a code span's spaces (`` ` ` ``, `` `Laws ` ``) or a
    /// character reference's (`&#32;`) at a paragraph's ends stayed in its text, which import
    /// wrote back where Markdown strips them (a paragraph of a space alone: no paragraph).
    #[test]
    fn blanks_at_a_paragraphs_ends_are_taken_off_and_a_blank_paragraph_is_none() {
        let md = "` `\n\n## A. X\n\nTekst `Laws `\n\n&#32;\n\n1. `  ` Ma&#9;\n2. ` `\n\n   ` `\n3. x\n   - (a) `  b`\n   - (b) ` `\n\n---\n\n&#32;Koniec\n\n[^1]: `  `\n";
        let Body::Text(t) = parse(md, Kind::Text).unwrap() else {
            panic!()
        };
        assert!(t.preamble.is_empty(), "{:?}", t.preamble);
        let a = &t.clauses[0];
        let texts = |ps: &[Paragraph]| ps.iter().map(Paragraph::plain_text).collect::<Vec<_>>();
        assert_eq!(texts(&a.paragraphs), ["Tekst Laws"]);
        let kids = &a.children;
        assert_eq!(texts(&kids[0].paragraphs), ["Ma"]);
        assert_eq!(texts(&kids[1].paragraphs), Vec::<String>::new());
        assert_eq!(kids[2].children[0].id.to_string(), "68A3(a)");
        assert_eq!(texts(&kids[2].children[0].paragraphs), ["b"]);
        assert_eq!(texts(&kids[2].children[1].paragraphs), [""]);
        assert_eq!(texts(&t.closing), ["Koniec"]);
        assert!(t.footnotes[0].paragraphs.is_empty());
        // Blanks inside a paragraph are its own.
        let Body::Text(t) = parse("`a  b` c\n", Kind::Text).unwrap() else {
            panic!()
        };
        assert_eq!(texts(&t.preamble), ["a  b c"]);
    }

    #[test]
    fn a_duplicate_clause_id_is_an_error_at_its_line() {
        let md = "## A. X\n\nText.\n\n## B. Y\n\n## A. Z\n";
        let e = parse(md, Kind::Text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.md:7:1: duplicate clause id 68A: the law has it twice"
        );
        let md = "## B.\n\n1. a\n2. b\n\n## C.\n\n1. x\n2. y\n   - (a) p\n   - (a) q\n";
        let e = parse(md, Kind::Text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.md:11:4: duplicate clause id 68C2(a): the law has it twice"
        );
    }

    #[test]
    fn misplaced_content_is_an_error_at_its_line() {
        let e = parse("## A. X\n\n    code\n", Kind::Text).unwrap_err();
        assert!(e.to_string().starts_with("t.md:3:"), "{e}");
        assert!(e.to_string().contains("code block"), "{e}");
        let e = parse("## A. X\n\n- no marker\n", Kind::Text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.md:3:1: a bullet item without an (a) or (i) marker"
        );
        let e = parse("### Not a section\n", Kind::Text).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("t.md:1:1: heading \"Not a section\""),
            "{e}"
        );
    }

    #[test]
    fn commentary_items_are_numbered_within_their_law() {
        let md = "## 68.1\n\nFirst.\n\n## 68.2\n\nSecond.\n\nMore.\n";
        let Body::Commentary { items, .. } = parse(md, Kind::Commentary).unwrap() else {
            panic!()
        };
        let labels: Vec<String> = items.iter().map(|i| i.label()).collect();
        assert_eq!(labels, ["68.1", "68.2"]);
        assert_eq!(items[1].paragraphs.len(), 2);
        let e = parse("## 67.1\n\nX.\n", Kind::Commentary).unwrap_err();
        assert!(
            e.to_string().contains("is not a commentary item of Law 68"),
            "{e}"
        );
    }

    #[test]
    fn a_link_is_an_error_not_a_silently_dropped_address() {
        for md in [
            "## A. X\n\nSee [the WBF](http://wbf.org) now.\n",
            "## A. X\n\n1. See [x](y) now\n",
        ] {
            let e = parse(md, Kind::Text).unwrap_err().to_string();
            assert!(e.contains("a link (law text carries no links"), "{e}");
            assert!(e.starts_with("t.md:3:"), "{e}");
        }
    }

    #[test]
    fn subsections_keep_the_numbers_written_on_them() {
        let Body::Text(t) = parse("## A. X\n\n3. c\n7. g\n", Kind::Text).unwrap() else {
            panic!()
        };
        let ids: Vec<String> = t.all_clauses().iter().map(|c| c.id.to_string()).collect();
        assert_eq!(ids, ["68A", "68A3", "68A7"]);
        let e = parse("## A. X\n\n1. a\n1. b\n", Kind::Text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.md:4:1: duplicate clause id 68A1: the law has it twice"
        );
    }

    #[test]
    fn a_link_reference_definition_is_an_error() {
        let e = parse(
            "## A. X\n\nText.\n\n[wbf]: http://wbf.org \"Ważny tekst\"\n",
            Kind::Text,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.md:5:1: a link reference definition (`[x]: …`) has no place in law text"
        );
        assert!(parse("## A. X\n\nT[^*].\n\n[^*]: Footnote.\n", Kind::Text).is_ok());
    }
}

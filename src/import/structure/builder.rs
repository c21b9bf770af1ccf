//! The clause tree of one law's text, built from its tokens ([`build_text`]): sections, their
//! numbered and lettered items at every level, paragraphs, footnotes, the opening and closing.

mod between;
mod unsure;

use super::*;

/// An open list item: its indentation (in characters), its marker, and whether the marker was
/// written out (`(a)`) rather than given by a plain number's depth.
pub(super) struct Open {
    indent: usize,
    marker: Marker,
    explicit: bool,
    /// Opened by a list restarting at 1 at its parent's indentation (see [`LawBody::restarted`]).
    flat: bool,
}

pub(super) struct Builder<'a> {
    body: LawBody,
    /// Open list path, from the top-level list down.
    stack: Vec<Open>,
    para: Option<(usize, usize, Vec<String>)>,
    /// Whether the paragraph being gathered continues a list item's text.
    in_item: bool,
    /// Whether the last block was a list item (so an indented paragraph after it belongs to it).
    after_item: bool,
    /// Indented paragraphs (line numbers) that may close the law.
    indented: Vec<usize>,
    /// Where each list item's marker and text begin (its line, the marker's indentation, the
    /// text's column), and each further paragraph of an item (its line, its indentation): for
    /// [`Builder::closing_after_list`].
    item_columns: Vec<(usize, usize, usize)>,
    item_paragraphs: Vec<(usize, usize)>,
    /// Items whose title stood alone on their line and whose text came as the next paragraph
    /// (their lines): for [`Builder::last_item_text`].
    titled: Vec<usize>,
    /// Where lines kept as law text but to check are listed.
    report: &'a mut Report,
}

pub(super) fn build_text(toks: &[(Tok, &Line)], report: &mut Report) -> LawBody {
    let mut b = Builder {
        body: LawBody::default(),
        stack: Vec::new(),
        para: None,
        in_item: false,
        after_item: false,
        indented: Vec::new(),
        item_columns: Vec::new(),
        item_paragraphs: Vec::new(),
        titled: Vec::new(),
        report,
    };
    let mut next_letter = b'A';
    // Whether the lines read are a footnote's (its first line, and wrapped lines after it).
    let mut in_note = false;
    for (tok, line) in toks {
        if in_note {
            if let (Tok::Text(t), false) = (tok, line.text.is_empty()) {
                let (_, note) = b.body.footnotes.last_mut().expect("in a footnote");
                note.text.push(' ');
                note.text.push_str(t);
                in_note = !line.hard_end;
                continue;
            }
            in_note = false;
        }
        if matches!(tok, Tok::Footnote { .. }) {
            in_note = !line.hard_end;
        }
        match tok {
            Tok::Blank => b.flush(),
            Tok::Title(_) | Tok::LawHeading { .. } | Tok::CommentaryItem { .. } => b.flush(),
            Tok::Section {
                letter,
                title,
                text,
            } => {
                b.flush();
                b.last_item_text();
                b.stack.clear();
                b.after_item = false;
                let letter = letter.unwrap_or(next_letter as char);
                if !letter.is_ascii_uppercase() {
                    b.unread_section(line, letter);
                    continue;
                }
                let twice = b.body.sections.iter().any(|s| s.letter == letter);
                if let Some(prev) = b.body.sections.last().map(|s| s.letter)
                    && (twice || letter < prev)
                {
                    b.unordered_section(line, letter, prev, twice);
                    continue;
                }
                next_letter = (letter as u8).saturating_add(1);
                b.body.sections.push(Section {
                    letter,
                    title: title.clone(),
                    line: line.no,
                    paras: Vec::new(),
                    children: Vec::new(),
                    after: Vec::new(),
                });
                if let Some(t) = text {
                    b.body
                        .sections
                        .last_mut()
                        .expect("just pushed")
                        .paras
                        .push(Para {
                            line: line.no,
                            text: t.clone(),
                        });
                }
            }
            Tok::Numbered(n, text) => {
                // "1. (a) text": a subsection and its first item on one line.
                match MARKED.captures(text) {
                    // Where the subsection's number is kept as text (out of order, or no clause
                    // where it stands), the whole line is, its item marker with it.
                    Some(m) if b.list_item(line, line.indent, None, *n, "") => {
                        let inner = line.indent + line.text.chars().count() - text.chars().count();
                        let rest = m.get(2).map_or("", |x| x.as_str());
                        b.list_item(line, inner, Some(&m[1]), 0, rest);
                    }
                    Some(_) => {}
                    None => {
                        b.list_item(line, line.indent, None, *n, text);
                    }
                }
            }
            Tok::Marked(m, text) => {
                b.list_item(line, line.indent, Some(m), 0, text);
            }
            Tok::Footnote { mark, text } => b.footnote(line, mark, text),
            Tok::Text(t) => b.text(line, t),
        }
        if line.hard_end {
            b.flush();
        }
    }
    b.flush();
    b.last_item_text();
    b.closing();
    b.closing_after_list();
    // The Laws number a law's clauses within its sections: numbered clauses with no section
    // above them are a page that lost its section headings (72 1, 2, 3 for 72B1, B2, B3).
    if b.body.sections.is_empty()
        && let Some(first) = b.body.top.first()
        && let Some((_, line)) = toks.iter().find(|(_, l)| l.no == first.line)
    {
        b.report.doubt(
            line.no,
            line.indent + 1,
            "numbered clauses with no section heading above them: the Laws number clauses within their sections, so the page has probably lost its section headings and these clause ids would be wrong",
            line.text.clone(),
        );
    }
    b.body
}

impl Builder<'_> {
    /// The footnote marked `mark` whose first line (`line`) reads `text`; a second footnote with
    /// the same mark is kept as text of the footnote before it, named as a doubt
    /// ([`Builder::second_footnote`]).
    fn footnote(&mut self, line: &Line, mark: &String, text: &str) {
        self.flush();
        if self.body.footnotes.iter().any(|(m, _)| m == mark) {
            self.second_footnote(line, mark);
            return;
        }
        self.body.footnotes.push((
            mark.clone(),
            Para {
                line: line.no,
                text: text.to_string(),
            },
        ));
    }

    fn text(&mut self, line: &Line, t: &str) {
        match &mut self.para {
            Some((_, _, lines)) => lines.push(t.to_string()),
            None => {
                self.in_item = self.after_item && line.indent > 0 && !self.stack.is_empty();
                self.para = Some((line.no, line.indent, vec![t.to_string()]));
            }
        }
    }

    /// Opens a list item at `indent`. A plain number (`1.`, `2)`) takes its level from the
    /// indentation, as nested lists that restart at each level do (number → (a) → (i)); an
    /// explicit marker takes it from its kind, whatever the indentation: `(a)` is an item under
    /// the open subsection, `(i)` a sub-item under the open item, unless it is the letter after
    /// the open item's (`(h)` then `(i)`).
    ///
    /// Returns whether an item was opened: `false` where the whole line was kept as text (its
    /// marker out of order or no clause where it stands), named as a doubt.
    fn list_item(
        &mut self,
        line: &Line,
        indent: usize,
        marked: Option<&str>,
        n: u16,
        text: &str,
    ) -> bool {
        self.flush();
        let read = match marked {
            Some(m) => self.explicit_level(m),
            None => self.plain_level(indent, n),
        };
        let marker = match read {
            Ok(m) => m,
            Err(why) => {
                self.unread_marker(line, &why);
                return false;
            }
        };
        self.text_between_items(marker);
        let node = Node {
            marker,
            line: line.no,
            paras: Vec::new(),
            children: Vec::new(),
        };
        let siblings = self.siblings_mut();
        let first = match marker {
            Marker::Number(n) | Marker::Roman(n) => n == 1,
            Marker::Letter(c) => c == 'a',
        };
        if siblings.is_empty() && !first {
            let (no, col) = (line.no, line.indent + 1);
            let m = marker.cited();
            self.report.doubt(
                no,
                col,
                format!("a list that begins at {m}, not at its first number"),
                line.text.clone(),
            );
        }
        let mut marker = marker;
        let mut flat = false;
        // The indentation the item is open at (another where it is read one level up).
        let mut open_at = indent;
        let follows = between::follows;
        let prev = self.siblings_mut().last().map(|p| {
            let colon = p
                .paras
                .last()
                .is_some_and(|t| t.text.trim_end().ends_with(':'));
            (p.marker, colon)
        });
        if let Some((prev_marker, colon)) = prev
            && !follows(prev_marker, marker)
        {
            if marked.is_none()
                && let Some(m) = self.flat_restart(line, indent, n, prev_marker, colon)
            {
                marker = m.0;
                flat = m.1;
            }
            let siblings = self.siblings_mut();
            let now_ok = siblings.last().is_none_or(|p| follows(p.marker, marker));
            if !now_ok {
                let p = siblings.last().map(|p| p.marker).unwrap_or(prev_marker);
                match self.unordered_item(line, indent, marked, n, marker, p) {
                    Some((m, at)) => (marker, open_at) = (m, at),
                    None => return false,
                }
            }
        }
        let node = Node { marker, ..node };
        self.siblings_mut().push(node);
        let column = line.indent + line.text.chars().count() - text.chars().count();
        self.item_columns.push((line.no, indent, column));
        self.stack.push(Open {
            indent: open_at,
            marker,
            explicit: marked.is_some(),
            flat,
        });
        if !text.is_empty() {
            self.para = Some((line.no, indent, vec![text.to_string()]));
            self.in_item = true;
        }
        self.after_item = true;
        true
    }

    /// A plain number that does not continue its list (`n` after `prev`), read by the shape of
    /// lists that restart at each level with no indentation to tell the levels:
    /// - `1.` after an item ending with a colon (`2. … as follows:` / `1. …`) begins that item's
    ///   own list: its items (a), (b) … (or sub-items under an item); the line is recorded in
    ///   [`LawBody::restarted`] for the corpus's evidence;
    /// - a number continuing the list above such a list (`2.` after its items `1.` `2.` under
    ///   `1.`, where the inner list would need `3.`) closes the inner list;
    /// - `1.` again at the top of a law with no section heading at all (`1. 2. 3.`, then `1.`):
    ///   the page lost its section headings; the lists are read as sections A, B … by order, and
    ///   listed as a doubt.
    ///
    /// Returns the marker and whether it opens a restarted list; `None` where no reading fits
    /// (the caller reports the jump).
    fn flat_restart(
        &mut self,
        line: &Line,
        indent: usize,
        n: u16,
        prev: Marker,
        colon: bool,
    ) -> Option<(Marker, bool)> {
        // A number continuing the list above a restarted one (its parent item is open again,
        // flagged, at this indentation).
        if let Some(k) = self
            .stack
            .iter()
            .rposition(|o| o.flat && o.indent == indent)
        {
            let cont = match self.stack[k].marker {
                Marker::Number(a) => n == a + 1,
                Marker::Letter(c) => u32::from(n) + u32::from(b'a') == c as u32 + 2,
                Marker::Roman(_) => false,
            };
            if cont {
                let outer = self.stack[k].marker;
                self.stack.truncate(k);
                let m = match outer {
                    Marker::Letter(_) => {
                        Marker::Letter(char::from(b'a' + (n.clamp(1, 26) as u8 - 1)))
                    }
                    _ => Marker::Number(n),
                };
                return Some((m, false));
            }
        }
        if n != 1 {
            return None;
        }
        if colon && !matches!(prev, Marker::Roman(_)) {
            // The previous item is open again as the parent of its own list.
            self.stack.push(Open {
                indent,
                marker: prev,
                explicit: false,
                flat: true,
            });
            self.body.restarted.push(line.no);
            let m = match prev {
                Marker::Number(_) => Marker::Letter('a'),
                _ => Marker::Roman(1),
            };
            return Some((m, false));
        }
        if self.stack.is_empty()
            && self.body.sections.is_empty()
            && matches!(prev, Marker::Number(a) if a >= 2)
        {
            // Lost section headings: the lists so far become section A, this one section B.
            let top = std::mem::take(&mut self.body.top);
            let first_line = top.first().map_or(line.no, |n| n.line);
            self.body.sections.push(Section {
                letter: 'A',
                title: None,
                line: first_line,
                paras: Vec::new(),
                children: top,
                after: Vec::new(),
            });
            self.new_lost_section(line);
            return Some((Marker::Number(1), false));
        }
        if self.stack.is_empty()
            && !self.body.sections.is_empty()
            && self
                .body
                .sections
                .iter()
                .all(|s| s.title.is_none() && s.paras.is_empty())
            && matches!(prev, Marker::Number(a) if a >= 2)
        {
            self.new_lost_section(line);
            return Some((Marker::Number(1), false));
        }
        None
    }

    /// A section for a list restarting at 1 where the page lost its section headings.
    fn new_lost_section(&mut self, line: &Line) {
        let letter = self
            .body
            .sections
            .last()
            .map_or('A', |s| char::from(s.letter as u8 + 1));
        self.body.sections.push(Section {
            letter,
            title: None,
            line: line.no,
            paras: Vec::new(),
            children: Vec::new(),
            after: Vec::new(),
        });
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!(
                "a list that restarts at 1 with no section heading before it: the page lost its section headings; read as section {letter} by order"
            ),
            line.text.clone(),
        );
    }

    /// The marker of an explicit `(x)` item, with the open path cut back to its parent.
    fn explicit_level(&mut self, m: &str) -> Result<Marker, String> {
        let open_letter = self.stack.iter().rev().find_map(|o| match o.marker {
            Marker::Letter(c) => Some(c),
            _ => None,
        });
        let next_letter = open_letter.and_then(|c| char::from_u32(c as u32 + 1));
        let single = m.chars().count() == 1;
        let is_next_letter = single && next_letter == m.chars().next();
        // A sub-item list begins at (i); after it, any roman number continues it (a jump is
        // then reported as one). "(c)" after "(a)" is a letter, not the roman 100.
        let open_roman = matches!(self.stack.last().map(|o| o.marker), Some(Marker::Roman(_)));
        if open_letter.is_some()
            && !is_next_letter
            && let Some(v) = crate::corpus::model::parse_roman(m)
            && (open_roman || v == 1)
        {
            // A sub-item: its parent is the innermost open item.
            while self
                .stack
                .last()
                .is_some_and(|o| !matches!(o.marker, Marker::Letter(_)))
            {
                self.stack.pop();
            }
            return Ok(Marker::Roman(v));
        }
        if !single {
            return Err(format!("({m}) is neither an item letter nor under an item"));
        }
        // An item: its parent is the innermost open subsection, or the section itself.
        while self
            .stack
            .last()
            .is_some_and(|o| !matches!(o.marker, Marker::Number(_)))
        {
            self.stack.pop();
        }
        Ok(Marker::Letter(m.chars().next().expect("one letter")))
    }

    /// The marker of a plain-numbered item at `indent`, with the open path cut back to its
    /// parent: deeper or explicit items at its indentation close; an open plain item at the same
    /// indentation is its sibling.
    fn plain_level(&mut self, indent: usize, n: u16) -> Result<Marker, String> {
        while self
            .stack
            .last()
            .is_some_and(|o| o.indent > indent || (o.indent == indent && o.explicit))
        {
            self.stack.pop();
        }
        let sibling = self
            .stack
            .last()
            .filter(|o| o.indent == indent)
            .map(|o| o.marker);
        if sibling.is_some() {
            self.stack.pop();
        }
        let parent_rank = self.stack.last().map(|o| o.marker.rank());
        if n == 0 || (parent_rank == Some(0) && n > 26) {
            return Err(format!(
                "list number {n} cannot be a clause here (numbers run 1–26)"
            ));
        }
        Ok(match (parent_rank, sibling) {
            // A sibling keeps the kind of the list it continues.
            (_, Some(Marker::Letter(_))) | (Some(0), None) => {
                Marker::Letter(char::from(b'a' + (n.clamp(1, 26) as u8 - 1)))
            }
            (_, Some(Marker::Roman(_))) | (Some(1), None) => Marker::Roman(n),
            (None, _) | (_, Some(Marker::Number(_))) => Marker::Number(n),
            (Some(_), None) => {
                return Err("a list nested below sub-items: the Laws go no deeper than (i)".into());
            }
        })
    }

    /// The list the next item at the current stack depth goes into.
    fn siblings_mut(&mut self) -> &mut Vec<Node> {
        let depth = self.stack.len();
        let mut list = match self.body.sections.last_mut() {
            Some(s) => &mut s.children,
            None => &mut self.body.top,
        };
        for _ in 0..depth {
            list = &mut list.last_mut().expect("open list path").children;
        }
        list
    }

    fn current_item(&mut self) -> Option<&mut Node> {
        let depth = self.stack.len();
        if depth == 0 {
            return None;
        }
        let mut list = match self.body.sections.last_mut() {
            Some(s) => &mut s.children,
            None => &mut self.body.top,
        };
        for _ in 1..depth {
            list = &mut list.last_mut()?.children;
        }
        list.last_mut()
    }

    fn flush(&mut self) {
        let Some((line, indent, lines)) = self.para.take() else {
            return;
        };
        let para = Para {
            line,
            text: lines.join(" "),
        };
        if self.in_item
            && let Some(item) = self.current_item()
        {
            if !item.paras.is_empty() {
                self.item_paragraphs.push((para.line, indent));
            }
            let item = self.current_item().expect("just found");
            item.paras.push(para);
            self.in_item = false;
            return;
        }
        self.in_item = false;
        self.after_item = false;
        self.stack.clear();
        if indent > 0 {
            self.indented.push(line);
        }
        match self.body.sections.last_mut() {
            Some(s) if s.children.is_empty() => s.paras.push(para),
            Some(s) => s.after.push(para),
            None if self.body.top.is_empty() => self.body.preamble.push(para),
            None => self.body.closing.push(para),
        }
    }

    /// Indented paragraphs after the law's last list item, at its very end, indented deeper than its
    /// marker but less than
    /// where that item's text begins, close the law: an item's own further paragraphs line up
    /// with its text (`1. Tekst` / `   Dalej`), a closing paragraph does not (a block indented
    /// by two spaces after `1. …`, as the generated book prints the corpus's closing).
    fn closing_after_list(&mut self) {
        let (columns, paragraphs) = (&self.item_columns, &self.item_paragraphs);
        let list = match self.body.sections.last_mut() {
            Some(s) if s.after.is_empty() => &mut s.children,
            Some(_) => return,
            None if self.body.closing.is_empty() => &mut self.body.top,
            None => return,
        };
        let Some(mut item) = list.last_mut() else {
            return;
        };
        while !item.children.is_empty() {
            item = item.children.last_mut().expect("not empty");
        }
        let Some(&(_, at, column)) = columns.iter().rev().find(|(l, _, _)| *l == item.line) else {
            return;
        };
        // Deeper than the item's marker but short of its text: a page that indents the whole
        // law (CJK pages, `  1.人為調整分` / `  由于違規…`, the marker glued to its text) prints
        // an item's further paragraphs at its marker's indentation, as every item before it.
        let shallow = |p: &Para| {
            paragraphs
                .iter()
                .any(|&(l, indent)| l == p.line && indent > at && indent < column)
        };
        let keep = item.paras.len()
            - item
                .paras
                .iter()
                .skip(1)
                .rev()
                .take_while(|p| shallow(p))
                .count();
        let moved = item.paras.split_off(keep);
        // A further paragraph at the item's marker's own indentation, where the item's first
        // paragraph is already a sentence (not a title waiting for its text): on a page that
        // indents everything alike it may as well be the law's closing; kept in the item, named.
        let level = |p: &Para| {
            paragraphs
                .iter()
                .any(|&(l, indent)| l == p.line && indent > 0 && indent == at)
        };
        let sentence = item.paras.first().is_some_and(|p| {
            p.line == item.line
                && (p
                    .text
                    .trim_end()
                    .ends_with(['.', ':', ';', '。', '：', '；'])
                    || p.text.split_whitespace().count() > 10
                    || p.text.chars().count() > 60)
        });
        let doubt = (item.paras.len() > 1 && sentence)
            .then(|| item.paras.last().filter(|p| level(p)).cloned())
            .flatten();
        self.body.closing.splice(0..0, moved);
        if let Some(p) = doubt {
            self.report.doubt(
                p.line,
                at + 1,
                "a paragraph after the law's last item at that item's indentation: the item's own, or the law's closing (the page indents both alike); kept as the item's",
                p.text,
            );
        }
    }

    /// Indented paragraphs at the very end of the last section close the law.
    fn closing(&mut self) {
        let indented = std::mem::take(&mut self.indented);
        let Some(s) = self.body.sections.last_mut() else {
            return;
        };
        // Paragraphs before the section's list are no closing: the list follows them.
        let list = if !s.after.is_empty() {
            &mut s.after
        } else if s.children.is_empty() {
            &mut s.paras
        } else {
            return;
        };
        let keep = list.len()
            - list
                .iter()
                .rev()
                .take_while(|p| indented.contains(&p.line))
                .count();
        // A section keeps at least its first paragraph.
        let keep = keep.max(usize::from(
            s.children.is_empty() && !list.is_empty() && keep == 0,
        ));
        let moved = list.split_off(keep);
        self.body.closing.splice(0..0, moved);
    }
}

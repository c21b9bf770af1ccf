//! Paragraphs that stand between two items of one list (issue 29). Pages that print an item's
//! title on a line of its own and its text as the next paragraph (the CCBA's Chinese rules,
//! "1.規則中無適當的補償條款時" / "當該副牌已無適當的糾正措施…" / "2.…"; bridgeclub.ru's 1997
//! Кодекс, "1. Техническое руководство" / "Судья ответственен …" / "2. …") give that paragraph
//! no indentation, so it closes the item's list. Where the list then goes on with the next
//! item, the paragraph cannot be the section's text after its list (the list is not over): it
//! is the text of the item before it. Without this rule it was written after the list, a
//! silently wrong clause tree (81B1's text in 81B).

use super::{Builder, Marker, Open};

/// Whether `next` is the item after `prev` in one list: `2` after `1`, `(c)` after `(b)`,
/// `(iii)` after `(ii)`.
pub(super) fn follows(prev: Marker, next: Marker) -> bool {
    match (prev, next) {
        (Marker::Number(a), Marker::Number(b)) | (Marker::Roman(a), Marker::Roman(b)) => b == a + 1,
        (Marker::Letter(a), Marker::Letter(b)) => b as u32 == a as u32 + 1,
        _ => false,
    }
}

/// Whether a line reads as a sentence's end (an item's text, not its title alone).
fn ends_a_sentence(text: &str) -> bool {
    text.trim_end()
        .ends_with(['.', ':', ';', '!', '?', '。', '：', '；', '．'])
}

/// Whether an item's one paragraph, from its own line, reads as its title alone: short (ten
/// words, sixty characters at most) and no sentence's end.
fn title_alone(item: &super::Node) -> bool {
    item.children.is_empty()
        && matches!(item.paras.as_slice(), [p] if p.line == item.line
            && !ends_a_sentence(&p.text)
            && p.text.split_whitespace().count() <= 10
            && p.text.chars().count() <= 60)
}

/// Whether `m` is a list's first marker (1, (a), (i)).
fn first_marker(m: Marker) -> bool {
    matches!(
        m,
        Marker::Number(1) | Marker::Letter('a') | Marker::Roman(1)
    )
}

impl Builder<'_> {
    /// Before the item `marker` opens, the open path closed by a paragraph with no indentation:
    /// where `marker` follows an item of the path that was open (the list's last item, its last
    /// item, and so on down), the paragraphs after the list are the text of the path's deepest
    /// item, and the path above that item opens again, so that `marker` becomes its sibling:
    /// "(a)定约人或任一防守人" / "在打牌期间…" / "(b)明手…" gives (a) its text and (b) its place.
    /// Where `marker` follows an item with items of its own, the paragraphs have two places
    /// (that item's last item's text, or its own text after its items, which the clause tree has
    /// no place for): they go to the last item, named as a doubt unless that item was a title
    /// alone (it has no text otherwise).
    pub(super) fn text_between_items(&mut self, marker: Marker) {
        if !self.stack.is_empty() {
            return;
        }
        let (list, after) = match self.body.sections.last_mut() {
            Some(s) => (&mut s.children, &mut s.after),
            None => (&mut self.body.top, &mut self.body.closing),
        };
        if after.is_empty() {
            return;
        }
        // The path that was open: the list's last item, its last item, …
        let mut chain: Vec<(Marker, usize)> = Vec::new();
        let mut node = list.last();
        while let Some(n) = node {
            chain.push((n.marker, n.line));
            node = n.children.last();
        }
        // `marker` follows no item of the path and begins no list ("3." after "1."): the
        // paragraphs still stand before it, after the path's deepest item; they are its text,
        // named as a doubt, and `marker` is read as it would be (the jump reported on its own).
        let Some(depth) = chain.iter().rposition(|(m, _)| follows(*m, marker)) else {
            if !first_marker(marker) && !chain.is_empty() {
                let paras = std::mem::take(after);
                let first = paras[0].clone();
                let mut item = list.last_mut().expect("the path has an item");
                while let Some(child) = item.children.last_mut() {
                    item = child;
                }
                item.paras.extend(paras);
                let path: String = chain.iter().map(|(m, _)| m.cited()).collect();
                self.report.doubt(
                    first.line,
                    1,
                    format!(
                        "a paragraph between item {path} and item {}, which does not follow it: kept as text of {path}, before it",
                        marker.cited()
                    ),
                    first.text,
                );
            }
            return;
        };
        let paras = std::mem::take(after);
        let first = paras[0].clone();
        let mut item = list.last_mut().expect("the path has an item");
        for _ in 1..chain.len() {
            item = item.children.last_mut().expect("the path goes on");
        }
        let titled = title_alone(item);
        item.paras.extend(paras);
        let deepest = chain.len() - 1;
        let cited = |to: usize| -> String { chain[..=to].iter().map(|(m, _)| m.cited()).collect() };
        if titled {
            self.titled.push(chain[deepest].1);
        }
        // A deepest item that was a title alone has no other text: no doubt where it stands.
        if depth != deepest && !titled {
            let (outer, path) = (cited(depth), cited(deepest));
            self.report.doubt(
                first.line,
                1,
                format!(
                    "a paragraph between item {outer}'s items and item {}: the text of {path} or of item {outer} after its items, which a clause has no place for; kept as text of {path}",
                    marker.cited()
                ),
                first.text,
            );
        }
        for &(m, line) in &chain[..depth] {
            let indent = self
                .item_columns
                .iter()
                .rev()
                .find(|(l, _, _)| *l == line)
                .map_or(0, |&(_, i, _)| i);
            self.stack.push(Open {
                indent,
                marker: m,
                explicit: !matches!(m, Marker::Number(_)),
                flat: false,
            });
        }
    }

    /// At the end of a section: where its last list's last item is a title alone
    /// ([`title_alone`]: the innermost list at the section's end, 9A2's items (a), (b) under
    /// 2) and an item of the section printed its title on its line and its text as the next
    /// paragraph ([`Builder::text_between_items`]), the first paragraph after the list is the
    /// last item's text (a title alone has none of its own), not the section's after its list;
    /// a `decided:` line says so. Further paragraphs stay the section's, the first of them named
    /// as a doubt (they may be the item's too). Indented paragraphs are left to close the law
    /// ([`Builder::closing`]).
    pub(super) fn last_item_text(&mut self) {
        let Some(s) = self.body.sections.last_mut() else {
            return;
        };
        if s.after.is_empty() || s.after.iter().any(|p| self.indented.contains(&p.line)) {
            return;
        }
        let titled = &self.titled;
        let any_titled = |nodes: &[super::Node]| {
            let mut stack: Vec<&super::Node> = nodes.iter().collect();
            while let Some(n) = stack.pop() {
                if titled.contains(&n.line) {
                    return true;
                }
                stack.extend(n.children.iter());
            }
            false
        };
        if !any_titled(&s.children) {
            return;
        }
        let mut path = String::new();
        let mut list = &mut s.children;
        while list.last().is_some_and(|n| !n.children.is_empty()) {
            let n = list.last_mut().expect("not empty");
            path.push_str(&n.marker.cited());
            list = &mut n.children;
        }
        let Some(last) = list.last_mut() else {
            return;
        };
        if !title_alone(last) {
            return;
        }
        let para = s.after.remove(0);
        path.push_str(&last.marker.cited());
        self.report.decisions.push(format!(
            "line {}: the text after item {path} is its own, not section {}'s after its list: the item is a title alone, as items of this section print their titles on their own line and their text below",
            para.line, s.letter
        ));
        last.paras.push(para);
        if let Some(next) = s.after.first() {
            self.report.doubt(
                next.line,
                1,
                format!(
                    "a paragraph after item {path}'s text: section {}'s text after its list, or more of item {path}'s; kept as the section's",
                    s.letter
                ),
                next.text.clone(),
            );
        }
    }
}

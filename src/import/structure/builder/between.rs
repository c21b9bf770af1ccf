//! Paragraphs that stand between two items of one list (issue 29). Pages that print an item's
//! title on a line of its own and its text as the next paragraph (the CCBA's Chinese rules,
//! "1.規則中無適當的補償條款時" / "當該副牌已無適當的糾正措施…" / "2.…"; bridgeclub.ru's 1997
//! Кодекс, "1. Техническое руководство" / "Судья ответственен …" / "2. …") give that paragraph
//! no indentation, so it closes the item's list. Where the list then goes on with the next
//! item, the paragraph cannot be the section's text after its list (the list is not over): it
//! is the text of the item before it. Without this rule it was written after the list, a
//! silently wrong clause tree (81B1's text in 81B).

use super::{Builder, Marker};

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

impl Builder<'_> {
    /// Before the item `marker` opens in the section's own list, the open path
    /// closed by a paragraph with no indentation: where `marker` follows the list's last item,
    /// the paragraphs after that item are its text. An item with its own items has two places
    /// for them (its last item's text, or its own text after its items, which the clause tree
    /// has no place for): they go to its last item, named as a doubt.
    pub(super) fn text_between_items(&mut self, marker: Marker) {
        if !self.stack.is_empty() {
            return;
        }
        let (list, after) = match self.body.sections.last_mut() {
            Some(s) => (&mut s.children, &mut s.after),
            None => (&mut self.body.top, &mut self.body.closing),
        };
        let Some(last) = list.last_mut() else {
            return;
        };
        if after.is_empty() || !follows(last.marker, marker) {
            return;
        }
        let paras = std::mem::take(after);
        if last.children.is_empty() {
            if last.paras.len() == 1 && last.paras[0].line == last.line {
                self.titled.push(last.line);
            }
            last.paras.extend(paras);
            return;
        }
        let outer = last.marker.cited();
        let mut item = last;
        let mut path = outer.clone();
        while let Some(child) = item.children.last_mut() {
            path.push_str(&child.marker.cited());
            item = child;
        }
        let first = paras[0].clone();
        item.paras.extend(paras);
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

    /// At the end of a section: where every item of its list but the last printed its title
    /// alone on its line and its text as the next paragraph ([`Builder::text_between_items`]),
    /// and the last item is a title alone too, the paragraphs after the list are the last
    /// item's text, not the section's after its list; a `decided:` line says so. Indented
    /// paragraphs are left to close the law ([`Builder::closing`]).
    pub(super) fn last_item_text(&mut self) {
        let Some(s) = self.body.sections.last_mut() else {
            return;
        };
        if s.after.is_empty() || s.children.len() < 2 {
            return;
        }
        let (last, earlier) = s.children.split_last_mut().expect("two or more");
        let title_alone = last.children.is_empty()
            && matches!(last.paras.as_slice(), [p] if p.line == last.line && !ends_a_sentence(&p.text));
        if !title_alone
            || !earlier.iter().all(|c| self.titled.contains(&c.line))
            || s.after.iter().any(|p| self.indented.contains(&p.line))
        {
            return;
        }
        let paras = std::mem::take(&mut s.after);
        self.report.decisions.push(format!(
            "line {}: the text after item {} is its own, not section {}'s after its list: every item before it prints its title on its own line and its text below it",
            paras[0].line,
            last.marker.cited(),
            s.letter
        ));
        last.paras.extend(paras);
    }
}

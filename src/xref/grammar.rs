//! The reference grammar shared by every language: targets ("16C", "68D2(b)(i)", "43B2b", "67В2"
//! with a Cyrillic В), lists of targets ("16 i 57A"), relative targets ("B1", "1", "(a)"), and
//! the document's letter scheme. The language files ([`super::pl`] …) give the words.
//!
//! A reference is one of:
//! - a law word and a list of targets: `przepisy 16 i 57A`, `artikel 70D3`, `Правилу 67В2`;
//! - a point word and a relative target: `punktu B1`, `punkcie (a)`;
//! - a relative target and an above/below word: `B1 hierboven`, `(a) powyżej`.

pub use crate::letters::{latin_item_letter, latin_section_letter};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use crate::model::{ClauseId, Document, Lang, parse_roman};

/// The words of one language's references.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    /// The word for "Law" in every inflected form ("przepis", "przepisu" …), lower case.
    pub law: &'static [&'static str],
    /// Words for "point, sub-clause" that introduce a relative target ("punktu B1").
    pub point: &'static [&'static str],
    /// Words after a relative target ("B1 hierboven", "(a) powyżej").
    pub above_below: &'static [&'static str],
    /// Words joining a list of targets ("16 i 57A"); "," "&" "/" join in every language.
    pub joiners: &'static [&'static str],
}

/// A reference found in a text run, before resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte range of the target's words in the text run ("57A", "B1", "(a)").
    pub range: Range<usize>,
    /// The target, when the text names its law ("przepis 16C").
    pub absolute: Option<ClauseId>,
    /// The target, when the text names it relative to where it stands ("punktu B1").
    pub relative: Option<Relative>,
}

/// The levels a relative reference names; the others come from where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Relative {
    /// Section letter.
    pub section: Option<char>,
    /// Subsection number.
    pub subsection: Option<u16>,
    /// Item letter.
    pub item: Option<char>,
    /// Sub-item number.
    pub subitem: Option<u16>,
}

/// How a document letters its sections, deciding what a Cyrillic or Greek letter in a reference
/// means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LetterScheme {
    /// Latin letters or their look-alikes: Cyrillic В and Greek Β are B. (Documents lettered in
    /// alphabet order, А Б В Г …, are a later step: issue 4.)
    LookAlike,
}

impl LetterScheme {
    /// The scheme of a document.
    pub fn of(_doc: &Document) -> Self {
        LetterScheme::LookAlike
    }
}

struct Grammar {
    words: Vec<Words>,
    law: Regex,
    point: Regex,
    above_below: Regex,
}

fn alternation(words: impl Iterator<Item = &'static str>) -> String {
    let mut v: Vec<&str> = words.collect();
    v.sort_by_key(|w| std::cmp::Reverse(w.len()));
    v.dedup();
    v.iter()
        .map(|w| regex::escape(w))
        .collect::<Vec<_>>()
        .join("|")
}

impl Grammar {
    fn new(words: Vec<Words>) -> Self {
        let law = alternation(words.iter().flat_map(|w| w.law.iter().copied()));
        let point = alternation(words.iter().flat_map(|w| w.point.iter().copied()));
        let ab = alternation(words.iter().flat_map(|w| w.above_below.iter().copied()));
        Grammar {
            law: Regex::new(&format!(r"(?i)\b(?:{law})")).expect("law words"),
            point: Regex::new(&format!(r"(?i)\b(?:{point})\.?")).expect("point words"),
            above_below: Regex::new(&format!(r"(?i)\b(?:{ab})\b")).expect("above/below words"),
            words,
        }
    }

    fn joiner_len(&self, rest: &str) -> Option<usize> {
        let trimmed = rest.trim_start();
        let lead = rest.len() - trimmed.len();
        if let Some(c) = trimmed
            .chars()
            .next()
            .filter(|c| matches!(c, ',' | '&' | '/'))
        {
            let after = &trimmed[c.len_utf8()..];
            return Some(lead + c.len_utf8() + (after.len() - after.trim_start().len()));
        }
        if lead == 0 {
            return None;
        }
        let lower = trimmed.to_lowercase();
        self.words
            .iter()
            .flat_map(|w| w.joiners.iter())
            .find_map(|j| {
                let after = lower.strip_prefix(j)?;
                let ws = after.len() - after.trim_start().len();
                (ws > 0).then(|| lead + j.len() + ws)
            })
    }
}

static GRAMMARS: LazyLock<HashMap<&'static str, Grammar>> = LazyLock::new(|| {
    let en = super::en::WORDS;
    let mut m = HashMap::new();
    m.insert("pl", Grammar::new(vec![super::pl::WORDS, en]));
    m.insert("nl", Grammar::new(vec![super::nl::WORDS, en]));
    m.insert("ru", Grammar::new(vec![super::ru::WORDS, en]));
    m.insert("en", Grammar::new(vec![en]));
    m
});

/// Every reference in one text run of a document in language `lang` (a language without a
/// grammar of its own is read with the English words), in text order.
pub fn find_references(lang: &Lang, text: &str, _letters: &LetterScheme) -> Vec<Found> {
    let g = GRAMMARS
        .get(lang.0.as_str())
        .unwrap_or_else(|| &GRAMMARS["en"]);
    let mut out: Vec<Found> = Vec::new();

    for m in g.law.find_iter(text) {
        if text[m.end()..]
            .chars()
            .next()
            .is_some_and(char::is_alphabetic)
        {
            continue; // a longer word ("przepisowy")
        }
        let mut pos = m.end();
        let ws = text[pos..].len() - text[pos..].trim_start().len();
        if ws == 0 {
            continue;
        }
        pos += ws;
        while let Some((t, len)) = parse_target(&text[pos..], true) {
            let id = ClauseId {
                law: t.law.unwrap_or(0),
                section: t.rel.section,
                subsection: t.rel.subsection,
                item: t.rel.item,
                subitem: t.rel.subitem,
            };
            out.push(Found {
                range: pos..pos + len,
                absolute: Some(id),
                relative: None,
            });
            pos += len;
            match g.joiner_len(&text[pos..]) {
                Some(j) if parse_target(&text[pos + j..], true).is_some() => pos += j,
                _ => break,
            }
        }
    }

    for m in g.point.find_iter(text) {
        let rest = &text[m.end()..];
        let ws = rest.len() - rest.trim_start().len();
        if ws == 0 && !m.as_str().ends_with('.') {
            continue;
        }
        let start = m.end() + ws;
        if let Some((t, len)) = parse_target(&text[start..], false) {
            out.push(Found {
                range: start..start + len,
                absolute: None,
                relative: Some(t.rel),
            });
        }
    }

    static BEFORE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(\([a-zа-я]\)(?:\([ivx]+\))?|\b[A-ZАВСЕНКМОРТХ]\d{1,2}(?:\([a-z]\))?|\b\d{1,2})\s+$",
        )
        .expect("relative target")
    });
    for m in g.above_below.find_iter(text) {
        // Look only at the few words before: a relative target is short.
        let mut from = m.start().saturating_sub(48);
        while !text.is_char_boundary(from) {
            from -= 1;
        }
        let Some(c) = BEFORE.captures(&text[from..m.start()]) else {
            continue;
        };
        let g1 = c.get(1).expect("group 1");
        let g1_start = from + g1.start();
        if let Some((t, len)) = parse_target(g1.as_str(), false).filter(|(_, l)| *l == g1.len()) {
            out.push(Found {
                range: g1_start..g1_start + len,
                absolute: None,
                relative: Some(t.rel),
            });
        }
    }

    out.sort_by_key(|f| (f.range.start, std::cmp::Reverse(f.range.end)));
    let mut kept: Vec<Found> = Vec::new();
    for f in out {
        if kept.last().is_none_or(|k| f.range.start >= k.range.end) {
            kept.push(f);
        }
    }
    kept
}

struct Target {
    law: Option<u8>,
    rel: Relative,
}

/// Parses a target at the start of `s`: with `with_law`, a law number first ("16C", "68D2(b)(i)",
/// "43B2b"); without, a relative target ("B1", "1", "(a)", "C"). Returns it and its byte length.
/// The target must end at a word boundary.
fn parse_target(s: &str, with_law: bool) -> Option<(Target, usize)> {
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let at = |i: usize| chars.get(i).map(|(_, c)| *c);
    let mut i = 0;
    let digits = |i: &mut usize| -> Option<u16> {
        let start = *i;
        while at(*i).is_some_and(|c| c.is_ascii_digit()) {
            *i += 1;
        }
        let n = *i - start;
        if n == 0 || n > 2 {
            if n > 2 {
                *i = usize::MAX;
            }
            return None;
        }
        s[chars[start].0..chars.get(*i).map_or(s.len(), |c| c.0)]
            .parse()
            .ok()
    };
    let mut t = Target {
        law: None,
        rel: Relative::default(),
    };
    if with_law {
        t.law = Some(u8::try_from(digits(&mut i)?).ok()?);
    }
    if i == usize::MAX {
        return None;
    }
    if let Some(l) = at(i).and_then(latin_section_letter) {
        t.rel.section = Some(l);
        i += 1;
    }
    if with_law || t.rel.section.is_some() || at(i).is_some_and(|c| c.is_ascii_digit()) {
        let save = i;
        if let Some(n) = digits(&mut i) {
            if !with_law && t.rel.section.is_none() || t.rel.section.is_some() {
                t.rel.subsection = Some(n);
            } else {
                i = save;
            }
        } else if i == usize::MAX {
            return None;
        }
    }
    // Items: "(b)(i)" anywhere after a section or subsection; "b" / "bi" right after a subsection.
    if at(i) == Some('(') {
        if let (Some(l), Some(')')) = (at(i + 1).and_then(latin_item_letter), at(i + 2)) {
            t.rel.item = Some(l);
            i += 3;
            if at(i) == Some('(') {
                let start = i + 1;
                let mut j = start;
                while at(j).is_some_and(|c| matches!(c, 'i' | 'v' | 'x')) {
                    j += 1;
                }
                if at(j) == Some(')') && j > start {
                    let numeral: String = chars[start..j].iter().map(|(_, c)| *c).collect();
                    if let Some(v) = parse_roman(&numeral) {
                        t.rel.subitem = Some(v);
                        i = j + 1;
                    }
                }
            }
        }
    } else if t.rel.subsection.is_some()
        && t.rel.section.is_some()
        && let Some(l) = at(i).filter(char::is_ascii_lowercase)
    {
        let mut j = i + 1;
        while at(j).is_some_and(|c| matches!(c, 'i' | 'v' | 'x')) {
            j += 1;
        }
        if !at(j).is_some_and(char::is_alphanumeric) {
            t.rel.item = Some(l);
            let numeral: String = chars[i + 1..j].iter().map(|(_, c)| *c).collect();
            if !numeral.is_empty() {
                t.rel.subitem = Some(parse_roman(&numeral)?);
            }
            i = j;
        }
    }
    let empty = t.law.is_none() && t.rel == Relative::default();
    if empty || at(i).is_some_and(char::is_alphanumeric) {
        return None;
    }
    let len = chars.get(i).map_or(s.len(), |c| c.0);
    Some((t, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(lang: &str, text: &str) -> Vec<String> {
        find_references(&Lang(lang.into()), text, &LetterScheme::LookAlike)
            .into_iter()
            .map(|f| {
                let shown = &text[f.range.clone()];
                match (f.absolute, f.relative) {
                    (Some(id), _) => format!("{shown}={id}"),
                    (_, Some(r)) => format!("{shown}~{r:?}"),
                    _ => unreachable!(),
                }
            })
            .collect()
    }

    #[test]
    fn law_words_with_lists_in_each_language() {
        assert_eq!(
            refs("pl", "mogą mieć zastosowanie przepisy 16 i 57A."),
            ["16=16", "57A=57A"]
        );
        assert_eq!(
            refs("pl", "stosuje się przepis 54, a nie niniejszy przepis)."),
            ["54=54"]
        );
        assert_eq!(
            refs("pl", "(ale patrz przepis 70D3). Przepisy 16 i 50 nie"),
            ["70D3=70D3", "16=16", "50=50"]
        );
        assert_eq!(
            refs("nl", "is niet dit artikel maar artikel 54 van toepassing"),
            ["54=54"]
        );
        assert_eq!(
            refs("ru", "согласно Правилу 67В2, считается"),
            ["67В2=67B2"]
        );
        assert_eq!(refs("ru", "см. Правило 16А2 (например"), ["16А2=16A2"]);
        assert_eq!(
            refs("en", "see Law 68D2(b)(i) and 43B2b"),
            ["68D2(b)(i)=68D2(b)(i)", "43B2b=43B2(b)"]
        );
        assert_eq!(
            refs("en", "Laws 69, 70 and 71"),
            ["69=69", "70=70", "71=71"]
        );
    }

    #[test]
    fn years_and_long_numbers_are_not_targets() {
        assert!(refs("pl", "przepisy 2007 roku").is_empty());
        assert!(refs("en", "Law 1657A").is_empty());
        assert!(refs("pl", "w myśl niniejszych przepisów - roszczenie").is_empty());
    }

    #[test]
    fn relative_references_by_point_word_and_above_below() {
        let b1 = Relative {
            section: Some('B'),
            subsection: Some(1),
            ..Relative::default()
        };
        assert_eq!(
            refs("pl", "Niezależnie od punktu B1, jeżeli"),
            [format!("B1~{b1:?}")]
        );
        assert_eq!(
            refs("nl", "dan zijn, ongeacht B1 hierboven, geen"),
            [format!("B1~{b1:?}")]
        );
        let a = Relative {
            item: Some('a'),
            ..Relative::default()
        };
        assert_eq!(
            refs("pl", "postępuje jak w punkcie (a) powyżej."),
            [format!("(a)~{a:?}")]
        );
        let one = Relative {
            subsection: Some(1),
            ..Relative::default()
        };
        assert_eq!(
            refs("pl", "Niezależnie od punktu 1, jeżeli"),
            [format!("1~{one:?}")]
        );
    }
}

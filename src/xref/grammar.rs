//! The reference grammar shared by every language: targets ("16C", "68D2(b)(i)", "43B2b", "67В2"
//! with a Cyrillic В), lists of targets ("16 i 57A"), relative targets ("B1", "1", "(a)"), and
//! the document's letter scheme. Each language's words are data in [`crate::lang`].
//!
//! A reference is one of:
//! - a law word and a list of targets: `przepisy 16 i 57A`, `artikel 70D3`, `Правилу 67В2`;
//! - a point word and a relative target: `punktu B1`, `punkcie (a)`;
//! - a relative target and an above/below word: `B1 hierboven`, `(a) powyżej`;
//! - a reference glued to its words, as Chinese and Japanese write them
//!   ([`crate::lang::Glued`]): `参阅第17条E款`, `(73条 D項1)`, `第7D条`, `参见规则42B2`,
//!   `第81条から第93条` (a range).

pub(crate) use crate::letters::{
    alphabet_item_letter, alphabet_section_letter, latin_item_letter, latin_section_letter,
};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use crate::corpus::model::{ClauseId, Document, Lang, Letters, parse_roman};

use crate::lang::Words;

/// A reference found in a text run, before resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte range of the target's words in the text run ("57A", "B1", "(a)"; the whole "9–16"
    /// for each law of a range).
    pub range: Range<usize>,
    /// The target, when the text names its law ("przepis 16C").
    pub absolute: Option<ClauseId>,
    /// The target, when the text names it relative to where it stands ("punktu B1").
    pub relative: Option<Relative>,
    /// A list whose joining word was lost ("przepisy 1657A" for "16 i 57A"): no target is
    /// guessed (`absolute` and `relative` are `None`).
    pub suspect: bool,
    /// A Cyrillic or Greek letter in the target was read as its Latin look-alike although the
    /// document does not say how it letters its sections, and its alphabet-order reading differs
    /// ("67В2": 67B2, or 67C2 if В is the third letter).
    pub ambiguous: bool,
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
/// means. Read from the front matter's `letters` field, which import writes from the document's
/// own section headings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LetterScheme {
    /// Latin letters or their look-alikes: Cyrillic В and Greek Β are B.
    LookAlike,
    /// The alphabet's own order: А Б В Г (Α Β Γ Δ) are A B C D, so В is C.
    Alphabet,
    /// The document does not say: look-alikes are read as Latin, and a reference whose letter
    /// reads differently in alphabet order is [`Found::ambiguous`].
    Unknown,
}

impl LetterScheme {
    /// The scheme of a document, from its front matter's `letters` field.
    pub fn of(doc: &Document) -> Self {
        match doc.meta.letters {
            Some(Letters::Alphabet) => LetterScheme::Alphabet,
            Some(Letters::LookAlike) => LetterScheme::LookAlike,
            None if doc
                .paragraphs()
                .iter()
                .any(|p| Self::alphabet_evidence(&p.plain_text())) =>
            {
                LetterScheme::Alphabet
            }
            None => LetterScheme::Unknown,
        }
    }

    /// Whether `text` cites a section by a Cyrillic or Greek letter that has no Latin look-alike
    /// ("68Г", "16Δ"): only a text lettered in its alphabet's order writes one, so its other
    /// letters (В) are read in that order too.
    pub(crate) fn alphabet_evidence(text: &str) -> bool {
        static ALPHABET_ONLY: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"\d[БГДЖЗИЙЛПФЦЧШЩЭЮЯΓΔΘΛΞΠΣΦΨΩ]").expect("alphabet-only letters")
        });
        ALPHABET_ONLY.is_match(text)
    }

    /// The Latin section letter a capital stands for, and whether the reading is ambiguous.
    /// A letter with only one reading (Б, Γ have no look-alike) takes it under any scheme.
    pub fn section(self, c: char) -> Option<(char, bool)> {
        read(self, c, latin_section_letter, alphabet_section_letter)
    }

    /// The Latin item letter a lower-case letter stands for, and whether that is ambiguous.
    pub fn item(self, c: char) -> Option<(char, bool)> {
        read(self, c, latin_item_letter, alphabet_item_letter)
    }
}

fn read(
    scheme: LetterScheme,
    c: char,
    look: fn(char) -> Option<char>,
    alpha: fn(char) -> Option<char>,
) -> Option<(char, bool)> {
    if c.is_ascii() {
        return look(c).map(|l| (l, false));
    }
    match (scheme, look(c), alpha(c)) {
        (LetterScheme::Alphabet, _, Some(a)) | (_, None, Some(a)) => Some((a, false)),
        (LetterScheme::Unknown, Some(l), Some(a)) => Some((l, l != a)),
        (_, Some(l), _) => Some((l, false)),
        (_, None, None) => None,
    }
}

struct Grammar {
    words: Vec<Words>,
    lead: Option<Regex>,
    /// The law word after its targets ("a 16. szabály"), for languages that put it there.
    after: Option<Regex>,
    law: Regex,
    point: Regex,
    above_below: Regex,
    see: Regex,
    /// Glued references ("第17条E款"): the law, an optional clause id, the law word, an optional
    /// section letter, its word and an item number ([`crate::lang::Glued`]).
    glued: Option<Regex>,
    /// A law word glued before its target ("规则42B2"), up to the target's first digit.
    glued_before: Option<Regex>,
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
        let see = alternation(words.iter().flat_map(|w| w.see.iter().copied()));
        let lead = alternation(words.iter().flat_map(|w| w.lead.iter().copied()));
        let after = alternation(words.iter().flat_map(|w| w.law_after.iter().copied()));
        let glued = |f: fn(&Words) -> &'static [&'static str]| {
            alternation(words.iter().flat_map(|w| f(w).iter().copied()))
        };
        let (ordinal, before) = (glued(|w| w.glued.ordinal), glued(|w| w.glued.before));
        let (law_word, section) = (glued(|w| w.glued.after), glued(|w| w.glued.section));
        Grammar {
            glued: (!law_word.is_empty()).then(|| {
                let section = if section.is_empty() {
                    String::new()
                } else {
                    format!(r"(?:[ \u{{3000}}]?(?P<sec>[A-Z])(?:{section})(?P<item>[0-9]{{1,2}})?)?")
                };
                let ordinal = if ordinal.is_empty() {
                    String::new()
                } else {
                    format!("(?:{ordinal})?")
                };
                Regex::new(&format!(
                    r"{ordinal}(?P<law>[0-9]{{1,2}})(?P<id>[A-Z](?:[0-9]{{1,2}}[a-z]?)?)?(?:{law_word}){section}"
                ))
                .expect("glued references")
            }),
            glued_before: (!before.is_empty())
                .then(|| Regex::new(&format!("(?:{before})[0-9]")).expect("glued law words")),
            after: (!after.is_empty())
                .then(|| Regex::new(&format!(r"(?i)\b(?:{after})\b")).expect("law words after")),
            // A lead word, then a section letter and subsection ("regardless of B1").
            lead: (!lead.is_empty()).then(|| {
                Regex::new(&format!(r"(?i)\b(?:{lead})\s+(?-i:[A-Z]\d)")).expect("lead words")
            }),
            // "L64A2" and "§ 16" are the short law words of every language.
            law: Regex::new(&format!(r"(?i:\b(?:{law}))|\bL\d|§")).expect("law words"),
            point: Regex::new(&format!(r"(?i)\b(?:{point})\.?")).expect("point words"),
            above_below: Regex::new(&format!(r"(?i)\b(?:{ab})\b")).expect("above/below words"),
            see: Regex::new(&format!(r"(?i)\((?:{see})\s+")).expect("see words"),
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
            let mut after = &trimmed[c.len_utf8()..];
            let mut n = lead + c.len_utf8();
            // "69, 70, and 71": a comma and a joining word.
            if c == ',' {
                let t = after.trim_start();
                let ws = after.len() - t.len();
                if ws > 0
                    && let Some(j) = self.word_joiner(t)
                {
                    n += ws + j;
                    after = &after[ws + j..];
                }
            }
            return Some(n + (after.len() - after.trim_start().len()));
        }
        if lead == 0 {
            return None;
        }
        self.word_joiner(trimmed).map(|j| lead + j)
    }

    /// A joining word at the start of `s` and the spaces after it. Each joining word is compared
    /// with as many characters of `s` as it has, lower-cased: a list item costs its own length,
    /// not the rest of the paragraph's (lower-casing all of it for each item made a long list
    /// quadratic, and a letter whose lower case is longer, "İ", anywhere after it hid every
    /// joiner).
    fn word_joiner(&self, s: &str) -> Option<usize> {
        self.words
            .iter()
            .flat_map(|w| w.joiners.iter())
            .filter_map(|j| {
                let n = j.chars().count();
                let end = s.char_indices().nth(n).map_or(s.len(), |(i, _)| i);
                scanned(end);
                if !s[..end].to_lowercase().eq(j) {
                    return None;
                }
                let after = &s[end..];
                let ws = after.len() - after.trim_start().len();
                (ws > 0).then_some(end + ws)
            })
            .max()
    }
}

/// One grammar per language: its own words and, beside them, the English ones (translations
/// cite the English forms now and then).
static GRAMMARS: LazyLock<HashMap<&'static str, Grammar>> = LazyLock::new(|| {
    let en = crate::lang::en::LANGUAGE.refs;
    crate::lang::LANGUAGES
        .iter()
        .map(|l| {
            let words = if l.code == "en" {
                vec![en]
            } else {
                vec![l.refs, en]
            };
            (l.code, Grammar::new(words))
        })
        .collect()
});

fn absolute(range: Range<usize>, id: ClauseId, ambiguous: bool) -> Found {
    Found {
        range,
        absolute: Some(id),
        relative: None,
        suspect: false,
        ambiguous,
    }
}

fn relative(range: Range<usize>, t: &Target) -> Found {
    Found {
        range,
        absolute: None,
        relative: Some(t.rel),
        suspect: false,
        ambiguous: t.ambiguous,
    }
}

impl Target {
    fn id(&self) -> ClauseId {
        ClauseId {
            law: self.law.unwrap_or(0),
            section: self.rel.section,
            subsection: self.rel.subsection,
            item: self.rel.item,
            subitem: self.rel.subitem,
        }
    }
}

/// The targets written before a law word that follows them (Hungarian "a 16. szabály", "a 69.
/// és 70. szabály", "a 16B szabály"): the list ending right before the word at `word_start`,
/// each target a law number with its ordinal's period or a clause id; a section after the word
/// as a point of a single law ("a 68. szabály B) pontja": 68B). A law's own heading at a line's
/// start ("16. SZABÁLY – …") is no reference.
fn targets_before_law_word(
    g: &Grammar,
    text: &str,
    word_start: usize,
    word_end: usize,
    letters: LetterScheme,
    out: &mut Vec<Found>,
) {
    static TARGET: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\d{1,2}(?:\.|[A-ZА-ЯΑ-Ω](?:\d{1,2}(?:\([a-z]\)(?:\([ivx]+\))?)?)?)$")
            .expect("target before a law word")
    });
    static POINT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s+([A-Z])\)\s+pont").expect("point after a law word"));
    let before = &text[..word_start];
    if !before.ends_with(char::is_whitespace) {
        return;
    }
    // Tokens right to left: targets, and the joiners between them.
    let mut found: Vec<(usize, usize)> = Vec::new();
    let mut end = before.trim_end().len();
    loop {
        let head = &text[..end];
        let start = head
            .rfind(|c: char| c.is_whitespace() || c == ',')
            .map_or(0, |i| {
                i + head[i..].chars().next().map_or(1, char::len_utf8)
            });
        let tok = &text[start..end];
        if !TARGET.is_match(tok) {
            break;
        }
        found.push((start, end));
        // The joiner before it: a comma, or a joining word.
        let rest = text[..start].trim_end();
        let rest = match rest.strip_suffix(',') {
            Some(r) => r.trim_end(),
            None => {
                let Some(i) = rest.rfind(char::is_whitespace) else {
                    break;
                };
                let word = &rest[i..].trim_start();
                let probe = format!("{word} ");
                if g.word_joiner(&probe) != Some(probe.len()) {
                    break;
                }
                rest[..i].trim_end()
            }
        };
        end = rest.len();
    }
    if found.is_empty() {
        return;
    }
    found.reverse();
    let first = found[0].0;
    let after = &text[word_end..];
    // "16. SZABÁLY – JOGOSULATLAN INFORMÁCIÓ": the law's own heading (only blanks before it on
    // its line; looking back over the blanks alone keeps the search linear).
    let before_first = text[..first].trim_end_matches([' ', '\t']);
    if (before_first.is_empty() || before_first.ends_with('\n'))
        && after
            .trim_start()
            .strip_prefix(['–', '—', '-', '.', ':'])
            .map(str::trim_start)
            .and_then(|a| a.chars().next())
            .is_some_and(char::is_uppercase)
    {
        return;
    }
    let point = POINT.captures(after).and_then(|c| c.get(1));
    for (k, &(a, b)) in found.iter().enumerate() {
        let tok = text[a..b].trim_end_matches('.');
        let Some((t, len)) = parse_target(tok, true, letters).filter(|(_, l)| *l == tok.len())
        else {
            continue;
        };
        let mut id = t.id();
        let mut range = a..a + len;
        if found.len() == 1
            && k == 0
            && id.section.is_none()
            && let Some(p) = point
        {
            id.section = p.as_str().chars().next();
            range = a..word_end + p.end();
        }
        out.push(absolute(range, id, t.ambiguous));
    }
}

/// The next target of a list after `prev`: "2" in "16A1&2" is 16A2 (a bare number after a
/// subsection, above it and below 10, is a sibling subsection), "(b)" in "12C1(a) and (b)" is
/// 12C1(b); anything else is a target with its own law.
fn next_in_list(
    rest: &str,
    prev: ClauseId,
    letters: LetterScheme,
) -> Option<(ClauseId, usize, bool)> {
    if rest.starts_with('(') && prev.item.is_some() {
        let (t, len) = parse_target(rest, false, letters)?;
        let item = t.rel.item?;
        let id = ClauseId {
            item: Some(item),
            subitem: t.rel.subitem,
            ..prev
        };
        return Some((id, len, t.ambiguous));
    }
    let (t, len) = parse_target(rest, true, letters)?;
    let id = t.id();
    if let (Some(sub), None) = (prev.subsection, id.section)
        && u16::from(id.law) > sub
        && id.law < 10
    {
        let id = ClauseId {
            subsection: Some(u16::from(id.law)),
            item: None,
            subitem: None,
            ..prev
        };
        return Some((id, len, t.ambiguous));
    }
    Some((id, len, t.ambiguous))
}

/// A number of 3–4 digits where a law number belongs ("1657A" after "przepisy"): two law numbers
/// whose joining word was lost. Years (1900–2099) standing alone are not. Returns its length.
fn lost_joiner(rest: &str) -> Option<usize> {
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if !(3..=4).contains(&digits) {
        return None;
    }
    let n: u32 = rest[..digits].parse().ok()?;
    let split = (1..digits).any(|k| {
        let (a, b) = rest[..digits].split_at(k);
        !b.starts_with('0')
            && a.parse::<u32>().is_ok_and(|a| (1..=93).contains(&a))
            && b.parse::<u32>().is_ok_and(|b| (1..=93).contains(&b))
    });
    let tail_len = rest[digits..]
        .find(|c: char| !c.is_alphanumeric())
        .unwrap_or(rest.len() - digits);
    let tail = &rest[digits..digits + tail_len];
    let lettered = tail.chars().next().is_some_and(|c| {
        c.is_uppercase()
            && tail.chars().all(|c| {
                c.is_uppercase() || c.is_ascii_digit() || c.is_lowercase() && tail.len() <= 4
            })
    });
    (split && (lettered || tail.is_empty() && !(1900..=2099).contains(&n)))
        .then_some(digits + tail_len)
}

/// A law's title in parentheses after its number ("16 (Unauthorised Information)"): its length
/// with the spaces before it, so that a list can go on after it.
fn title_len(rest: &str) -> Option<usize> {
    let t = rest.trim_start();
    let inner = t.strip_prefix('(')?;
    // A title is short ("Failure to Follow Suit; Inquiries Concerning a Revoke"): its closing
    // parenthesis is looked for in the next 120 characters only, not in the rest of the text.
    let close = inner
        .char_indices()
        .take(TITLE_CHARS)
        .inspect(|(_, c)| scanned(c.len_utf8()))
        .find(|(_, c)| *c == ')')?
        .0;
    let title = &inner[..close];
    let words = title.split_whitespace().count();
    (title.chars().next().is_some_and(char::is_uppercase)
        && title.chars().count() > 3
        && words >= 1)
        .then(|| rest.len() - t.len() + 1 + close + 1)
}

/// The most characters a law's title in parentheses after its number has ([`title_len`]).
const TITLE_CHARS: usize = 120;

/// The characters of `s` a target at its start is read from ([`parse_target`]): the first 32,
/// then, when a run of digits or of the roman letters i, v, x crosses that point, the rest of
/// the run (a target reads a run whole, to see it end), then 4 more. A target is far shorter
/// ("68D2(b)(viii)"); reading no further makes a list of N targets cost N targets, where
/// reading the whole rest of the text for each made it quadratic. Also returns whether `s`
/// goes on after them.
fn target_chars(s: &str) -> (Vec<(usize, char)>, bool) {
    const HEAD: usize = 32;
    const AFTER_RUN: usize = 4;
    let mut out = Vec::with_capacity(HEAD + AFTER_RUN);
    let mut it = s.char_indices();
    out.extend(it.by_ref().take(HEAD));
    let run = |c: char| c.is_ascii_digit() || matches!(c, 'i' | 'v' | 'x');
    let mut in_run = out.last().is_some_and(|&(_, c)| run(c));
    let mut after = 0;
    for (i, c) in it.by_ref() {
        out.push((i, c));
        in_run &= run(c);
        if !in_run {
            after += 1;
            if after == AFTER_RUN {
                break;
            }
        }
    }
    scanned(out.last().map_or(0, |&(i, c)| i + c.len_utf8()));
    let more = it.next().is_some();
    (out, more)
}

/// Counts the bytes the grammar reads ahead of where it stands, in tests: a list of N targets
/// must cost O(N), which `a_long_list_costs_its_length` checks by this count (no timing).
#[cfg(test)]
fn scanned(bytes: usize) {
    SCANNED.with(|s| s.set(s.get() + bytes));
}

#[cfg(not(test))]
fn scanned(_: usize) {}

#[cfg(test)]
thread_local! {
    static SCANNED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A range "9–16": the dash (hyphen without spaces, en dash with or without) and the last law.
fn range_end(rest: &str, letters: LetterScheme) -> Option<(u8, usize)> {
    let dash = range_dash(rest)?;
    let (t, len) = parse_target(&rest[dash..], true, letters)?;
    let law = t.law.filter(|_| t.rel == Relative::default())?;
    Some((law, dash + len))
}

/// The length of a range's dash at the start of `rest`: `–`, `—` or `-`, alone or spaced.
fn range_dash(rest: &str) -> Option<usize> {
    ["–", " – ", "—", " — ", "-"]
        .iter()
        .find(|d| rest.starts_with(*d))
        .map(|d| d.len())
}

/// The length of a range's end after law `first` that no list of laws can be: a number not
/// above `first` ("16–9") or beyond the Laws ("1–1000"). `None` for a good range, or no range.
fn bad_range_end(rest: &str, first: u8, letters: LetterScheme) -> Option<usize> {
    let dash = range_dash(rest)?;
    let digits = rest[dash..].len()
        - rest[dash..]
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    if digits == 0 {
        return None;
    }
    match range_end(rest, letters) {
        Some((last, _)) if last > first => None,
        Some((_, len)) => Some(len),
        None => Some(dash + digits),
    }
}

/// Every reference in one text run of a document in language `lang` (a language without a
/// grammar of its own is read with the English words), in text order. Cyrillic and Greek letters
/// are read by `letters`.
// Long: each form of reference found in turn into one list, then overlaps dropped.
#[allow(clippy::too_many_lines)]
pub fn find_references(lang: &Lang, text: &str, letters: &LetterScheme) -> Vec<Found> {
    let letters = *letters;
    let g = GRAMMARS
        .get(lang.0.as_str())
        .unwrap_or_else(|| &GRAMMARS["en"]);
    let mut out: Vec<Found> = Vec::new();

    for m in g.law.find_iter(text) {
        let word = m.as_str();
        let mut pos = if word.starts_with('L') && word.ends_with(|c: char| c.is_ascii_digit()) {
            m.end() - 1 // "L64A2"
        } else {
            if !word.ends_with('§')
                && text[m.end()..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphabetic)
            {
                continue; // a longer word ("przepisowy")
            }
            let ws = text[m.end()..].len() - text[m.end()..].trim_start().len();
            if ws == 0 && !word.ends_with('§') {
                continue;
            }
            m.end() + ws
        };
        // The law's own heading ("PRZEPIS 68 – ROSZCZENIE …", "Law 16 – Unauthorised
        // Information") names no other clause.
        if text[..m.start()].trim().is_empty()
            && let Some((t, len)) = parse_target(&text[pos..], true, letters)
            && t.rel == Relative::default()
        {
            let after = text[pos + len..].trim_start();
            let heading = after
                .strip_prefix(['–', '—', '-', '.', ':'])
                .map(str::trim_start)
                .and_then(|a| a.chars().next())
                .is_some_and(char::is_uppercase)
                && !text.trim_end().contains('\n');
            if heading {
                continue;
            }
        }
        let mut prev: Option<ClauseId> = None;
        loop {
            let rest = &text[pos..];
            let parsed = match prev {
                None => parse_target(rest, true, letters).map(|(t, l)| (t.id(), l, t.ambiguous)),
                Some(p) => next_in_list(rest, p, letters),
            };
            if let Some((id, len, ambiguous)) = parsed {
                let tail = &text[pos + len..];
                if id.section.is_none()
                    && let Some(rlen) = bad_range_end(tail, id.law, letters)
                {
                    // "16–9", "1–1000": a range no law list can be; said, not guessed.
                    out.push(Found {
                        range: pos..pos + len + rlen,
                        absolute: None,
                        relative: None,
                        suspect: true,
                        ambiguous: false,
                    });
                    break;
                }
                if id.section.is_none()
                    && let Some((last, rlen)) = range_end(tail, letters)
                    && last > id.law
                {
                    let range = pos..pos + len + rlen;
                    for law in id.law..=last {
                        out.push(absolute(range.clone(), ClauseId::law(law), false));
                    }
                    pos += len + rlen;
                    prev = Some(ClauseId::law(last));
                } else {
                    out.push(absolute(pos..pos + len, id, ambiguous));
                    pos += len;
                    prev = Some(id);
                }
            } else if let Some(len) = lost_joiner(rest) {
                out.push(Found {
                    range: pos..pos + len,
                    absolute: None,
                    relative: None,
                    suspect: true,
                    ambiguous: false,
                });
                pos += len;
                prev = None;
            } else {
                break;
            }
            let title = title_len(&text[pos..]).unwrap_or(0);
            match g.joiner_len(&text[pos + title..]) {
                Some(j) => {
                    let next = &text[pos + title + j..];
                    let more = match prev {
                        None => parse_target(next, true, letters).is_some(),
                        Some(p) => next_in_list(next, p, letters).is_some(),
                    } || lost_joiner(next).is_some();
                    if !more {
                        break;
                    }
                    pos += title + j;
                }
                None => break,
            }
        }
    }

    if let Some(after) = &g.after {
        for m in after.find_iter(text) {
            targets_before_law_word(g, text, m.start(), m.end(), letters, &mut out);
        }
    }

    for m in g.point.find_iter(text) {
        let rest = &text[m.end()..];
        let ws = rest.len() - rest.trim_start().len();
        if ws == 0 && !m.as_str().ends_with('.') {
            continue;
        }
        // "punkty B1 i B2", "punktów C i D": each target of the list.
        let first = out.len();
        relative_list(g, text, m.end() + ws, letters, &mut out);
        // "l'Articolo 79 del Codice di Gara paragrafo C" (bridgeditalia.it): a point word right
        // after a law named with no clause, only words between them, names that law's point
        // (79C), not one of the law it stands in.
        if let Some(law) = law_before_point(g, text, m.start(), &out[..first]) {
            for f in &mut out[first..] {
                if let Some(r) = f.relative.take() {
                    f.absolute = Some(ClauseId {
                        law,
                        section: r.section,
                        subsection: r.subsection,
                        item: r.item,
                        subitem: r.subitem,
                    });
                }
            }
        }
    }

    // "Regardless of B1": a relative target after a lead word of the language.
    if let Some(lead) = &g.lead {
        for m in lead.find_iter(text) {
            // The match ends after the target's letter and first digit (two ASCII bytes).
            relative_list(g, text, m.end() - 2, letters, &mut out);
        }
    }

    for m in g.see.find_iter(text) {
        // "(see D)", "(see C and D)": the list must close the parenthesis.
        let mut list = Vec::new();
        let end = relative_list(g, text, m.end(), letters, &mut list);
        if text[end..].starts_with(')') {
            out.extend(list);
        }
    }

    static BEFORE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            // A section letter alone counts too ("(patrz B powyżej)", "see B above").
            r"(\([a-zа-я]\)(?:\([ivx]+\))?|\b[A-ZА-ЯΑ-Ω]\d{1,2}(?:\([a-zа-я]\))?|\b\d{1,2}|\b[A-ZА-ЯΑ-Ω])\s+$",
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
        let mut g1_start = from + g1.start();
        let Some((t, len)) =
            parse_target(g1.as_str(), false, letters).filter(|(_, l)| *l == g1.len())
        else {
            continue;
        };
        out.push(relative(g1_start..g1_start + len, &t));
        // "(a) i (b) powyżej", "B1 en B2 hierboven": the targets before, joined to this one.
        loop {
            let before = text[from..g1_start].trim_end();
            let joined = match before.strip_suffix([',', '&']) {
                Some(b) => Some(b),
                None => before.rfind(char::is_whitespace).and_then(|i| {
                    let word = &before[i..].trim_start();
                    let probe = format!("{word} ");
                    (g.word_joiner(&probe) == Some(probe.len())).then(|| &before[..i])
                }),
            };
            let Some(rest) = joined else { break };
            let probe = format!("{} ", rest.trim_end());
            let Some(c) = BEFORE.captures(&probe) else {
                break;
            };
            let g2 = c.get(1).expect("group 1");
            let Some((t, len)) =
                parse_target(g2.as_str(), false, letters).filter(|(_, l)| *l == g2.len())
            else {
                break;
            };
            g1_start = from + g2.start();
            if g1_start < from {
                break;
            }
            out.push(relative(g1_start..g1_start + len, &t));
        }
    }

    glued_references(g, text, letters, &mut out);

    out.sort_by_key(|f| (f.range.start, std::cmp::Reverse(f.range.end)));
    let mut kept: Vec<Found> = Vec::new();
    for f in out {
        // The laws of one range share its words; other overlaps are one reference seen twice.
        let same_range = kept.last().is_some_and(|k| {
            k.range == f.range
                && k.absolute.is_some()
                && f.absolute.is_some()
                && k.absolute != f.absolute
        });
        if same_range || kept.last().is_none_or(|k| f.range.start >= k.range.end) {
            kept.push(f);
        }
    }
    kept
}

/// References glued to their words ([`crate::lang::Glued`]): "(参阅第77条)" 77, "参阅第17条E款"
/// 17E, "(73条 D項1)" 73D1, "(第7D条)" 7D, "1987年橋規41條" 41, "参见规则42B2" 42B2, and a range
/// "第81条から第93条" (81–93). A law's own heading at the text's start ("第21条:根据…", "第68条
/// 「取り」…") names no other clause.
fn glued_references(g: &Grammar, text: &str, letters: LetterScheme, out: &mut Vec<Found>) {
    let mut found: Vec<(Range<usize>, ClauseId, bool)> = Vec::new();
    for c in g.glued.iter().flat_map(|re| re.captures_iter(text)) {
        let (Some(whole), Some(law)) = (c.get(0), c.name("law")) else {
            continue;
        };
        // "2141条": a number of more digits is none of the Laws.
        if text[..law.start()].ends_with(|ch: char| ch.is_ascii_digit()) {
            continue;
        }
        let end = c.name("id").map_or(law.end(), |m| m.end());
        let Some((t, _)) = parse_target(&text[law.start()..end], true, letters)
            .filter(|(_, len)| *len == end - law.start())
        else {
            continue;
        };
        let mut id = t.id();
        if let Some(sec) = c.name("sec").filter(|_| id.section.is_none()) {
            id.section = letters
                .section(sec.as_str().chars().next().unwrap_or('?'))
                .map(|s| s.0);
            id.subsection = c.name("item").and_then(|i| i.as_str().parse().ok());
        }
        let after = &text[whole.end()..];
        let heading = text[..whole.start()].trim().is_empty()
            && id == ClauseId::law(id.law)
            && after.starts_with([':', '：', ' ', '\u{3000}'])
            && !after
                .trim_start_matches([':', '：', ' ', '\u{3000}'])
                .is_empty()
            && !text.trim_end().contains('\n');
        if !heading {
            found.push((whole.start()..whole.end(), id, t.ambiguous));
        }
    }
    let to: Vec<&str> = g
        .words
        .iter()
        .flat_map(|w| w.glued.to.iter().copied())
        .collect();
    let mut k = 0;
    while k < found.len() {
        let (range, id, ambiguous) = found[k].clone();
        // "第81条から第93条": two laws joined by a range word.
        if let Some((next, last, _)) = found.get(k + 1)
            && id == ClauseId::law(id.law)
            && *last == ClauseId::law(last.law)
            && last.law > id.law
            && to.contains(&&text[range.end..next.start])
        {
            for law in id.law..=last.law {
                out.push(absolute(range.start..next.end, ClauseId::law(law), false));
            }
            k += 2;
            continue;
        }
        out.push(absolute(range, id, ambiguous));
        k += 1;
    }
    for m in g.glued_before.iter().flat_map(|re| re.find_iter(text)) {
        // "参见规则42B2)", "规则42规则43": the target up to the next CJK character.
        let pos = m.end() - 1;
        let rest = &text[pos..];
        let rest = &rest[..rest.find(crate::lang::is_cjk).unwrap_or(rest.len())];
        if let Some((t, len)) = parse_target(rest, true, letters) {
            out.push(absolute(pos..pos + len, t.id(), t.ambiguous));
        }
    }
}

/// Relative targets from `start`: one, then more while a joiner ("i", "and", ",", "&") and
/// another target follow ("B1 i B2"). Pushes each to `out`; returns the end of the last.
/// The law of a reference to a whole law (`found`, no clause) that ends shortly before the point
/// word at `point`, with only the name of the Laws between them ("Articolo 79 del Codice di Gara
/// paragrafo C"): no punctuation, no joining word, at most five words, one of them a word for the
/// code ([`CODE_WORDS`]) and none a word for "this" ("di questo Codice": the law the text stands
/// in). Anything else between ("Law 16 does not apply in paragraph C", "l'Articolo 12 ma non il
/// paragrafo C") leaves the point relative.
fn law_before_point(g: &Grammar, text: &str, point: usize, found: &[Found]) -> Option<u8> {
    /// Words naming the Laws as a code, lower case, every form seen or standard in each
    /// language's name of the Laws.
    const CODE_WORDS: &[&str] = &[
        "codice",
        "código",
        "codigo",
        "code",
        "kodeks",
        "kodeksu",
        "codex",
        "laws",
        "reglamento",
        "regolamento",
        "regulamin",
        "кодекса",
        "правил",
    ];
    const THIS: &[&str] = &[
        "this",
        "questo",
        "presente",
        "este",
        "ce",
        "cet",
        "cette",
        "dieser",
        "dieses",
        "dit",
        "deze",
        "tego",
        "niniejszego",
        "этого",
        "настоящего",
    ];
    let law = found
        .iter()
        .filter(|f| f.range.end <= point)
        .max_by_key(|f| f.range.end)?;
    let id = law.absolute.as_ref()?;
    if id.section.is_some() || id.subsection.is_some() {
        return None;
    }
    let between = &text[law.range.end..point];
    let words: Vec<&str> = between.split_whitespace().collect();
    let plain = between
        .chars()
        .all(|c| c.is_alphabetic() || c.is_whitespace() || matches!(c, '\'' | '’'));
    let joined = words
        .iter()
        .any(|w| g.word_joiner(&format!("{w} ")).is_some());
    let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    let code = lower.iter().any(|w| CODE_WORDS.contains(&w.as_str()));
    let this = lower.iter().any(|w| THIS.contains(&w.as_str()));
    (plain && words.len() <= 5 && !joined && code && !this).then_some(id.law)
}

fn relative_list(
    g: &Grammar,
    text: &str,
    start: usize,
    letters: LetterScheme,
    out: &mut Vec<Found>,
) -> usize {
    let mut at = start;
    let mut end = start;
    while let Some((t, len)) = parse_target(&text[at..], false, letters) {
        out.push(relative(at..at + len, &t));
        end = at + len;
        let Some(j) = g.joiner_len(&text[end..]) else {
            break;
        };
        at = end + j;
    }
    end
}

struct Target {
    law: Option<u8>,
    rel: Relative,
    ambiguous: bool,
}

/// Parses a target at the start of `s`: with `with_law`, a law number first ("16C", "16 C",
/// "70.A.", "16d", "68D2(b)(i)", "43B2b"); without, a relative target ("B1", "1", "(a)", "C").
/// Returns it and its byte length. The target must end at a word boundary; a law number followed
/// by a dot and a digit ("68.1", a commentary item) is none.
// Long: a scanner over the chars where every step advances the one index.
#[allow(clippy::too_many_lines)]
fn parse_target(s: &str, with_law: bool, letters: LetterScheme) -> Option<(Target, usize)> {
    let (chars, more) = target_chars(s);
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
        ambiguous: false,
    };
    if with_law {
        t.law = Some(u8::try_from(digits(&mut i)?).ok()?);
    }
    if i == usize::MAX {
        return None;
    }
    // After a law number, what may end a section letter written apart from it ("16 C", "70.A.").
    let ends_letter = |c: Option<char>| {
        c.is_none_or(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | ')' | ';' | ':' | '('))
    };
    // A section letter written apart and followed by a word ("artikel 45 F als"): a capital
    // that is no one-letter word of the languages ("Law 16 A player …" is not 16A).
    let spaced_letter_before_word = |i: usize| {
        at(i + 2) == Some(' ')
            && at(i + 3).is_some_and(char::is_lowercase)
            && at(i + 1)
                .is_some_and(|c| !matches!(c, 'A' | 'I' | 'O' | 'W' | 'Z' | 'E' | 'Y' | 'U'))
    };
    let capital = |c: Option<char>| {
        c.filter(|c| c.is_uppercase())
            .and_then(|c| letters.section(c))
    };
    // The Greek sixth letter, written with two capitals ("20ΣΤ": 20F), not a word's start.
    let stigma = chars
        .get(i)
        .and_then(|(b, _)| crate::letters::stigma(&s[*b..]).map(|len| (*b, len)))
        .filter(|(b, len)| !s[b + len..].starts_with(char::is_alphabetic));
    if let Some((b, len)) = stigma {
        t.rel.section = Some('F');
        i += s[b..b + len].chars().count();
    } else if let Some((l, amb)) = capital(at(i)) {
        t.rel.section = Some(l);
        t.ambiguous |= amb;
        i += 1;
    } else if with_law
        && at(i) == Some(' ')
        && at(i + 2) == Some(' ')
        && at(i + 3).is_some_and(|c| c.is_ascii_digit())
        && let Some((l, amb)) = capital(at(i + 1))
    {
        t.rel.section = Some(l); // "81 C 8", as the French 1997 Code writes 81C8
        t.ambiguous |= amb;
        i += 3;
    } else if with_law
        && at(i) == Some(' ')
        && (ends_letter(at(i + 2)) || spaced_letter_before_word(i))
        && let Some((l, amb)) = capital(at(i + 1))
    {
        t.rel.section = Some(l); // "16 C"
        t.ambiguous |= amb;
        i += 2;
    } else if with_law && at(i) == Some('.') {
        if at(i + 1).is_some_and(|c| c.is_ascii_digit()) {
            return None; // "68.1": a commentary item
        }
        if let Some((l, amb)) = capital(at(i + 1))
            && ends_letter(at(i + 2))
        {
            t.rel.section = Some(l); // "70.A."
            t.ambiguous |= amb;
            i += 2;
            if at(i) == Some('.') {
                i += 1;
            }
        }
    } else if with_law
        && let Some(c) = at(i).filter(char::is_ascii_lowercase)
        && !at(i + 1).is_some_and(char::is_alphabetic)
    {
        t.rel.section = Some(c.to_ascii_uppercase()); // "16d"
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
        if let (Some((l, amb)), Some(')')) = (at(i + 1).and_then(|c| letters.item(c)), at(i + 2)) {
            t.rel.item = Some(l);
            t.ambiguous |= amb;
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
    if empty || at(i).is_some_and(char::is_alphanumeric) || i >= chars.len() && more {
        // (Read to the end of `target_chars` with text after it: no target is that long.)
        return None;
    }
    let len = chars.get(i).map_or(s.len(), |c| c.0);
    Some((t, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(lang: &str, text: &str) -> Vec<String> {
        find_references(&Lang(lang.into()), text, &LetterScheme::Unknown)
            .into_iter()
            .map(|f| {
                let shown = &text[f.range.clone()];
                match (f.absolute, f.relative) {
                    (Some(id), _) => format!("{shown}={id}"),
                    (_, Some(r)) => format!("{shown}~{r:?}"),
                    (None, None) => format!("{shown}?"),
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
        assert!(refs("en", "Law 1657A").iter().all(|r| r == "1657A?"));
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

    #[test]
    fn a_long_list_costs_its_length() {
        // "przepisy 1, 2, …, N": the bytes read ahead grow with N, not with N² (each target
        // read the whole rest of the text). Counted, not timed.
        let cost = |n: usize| {
            let text = format!(
                "przepisy {}. Koniec",
                (0..n)
                    .map(|i| (i % 93 + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            SCANNED.with(|s| s.set(0));
            let found = find_references(&Lang("pl".into()), &text, &LetterScheme::Unknown);
            assert_eq!(found.len(), n);
            assert_eq!(
                found[n - 1].absolute,
                Some(ClauseId::law(((n - 1) % 93 + 1) as u8))
            );
            SCANNED.with(std::cell::Cell::get)
        };
        let (small, large) = (cost(1_000), cost(16_000));
        assert!(
            large <= 20 * small,
            "16 times the list read {} times the bytes ({small} -> {large})",
            large / small.max(1)
        );
    }

    #[test]
    fn a_joining_word_is_read_whatever_the_rest_of_the_paragraph_holds() {
        // A letter whose lower case is longer ("İ") anywhere after the list hid every joiner.
        assert_eq!(
            refs("pl", "przepisy 16 i 57A. İstanbul"),
            ["16=16", "57A=57A"]
        );
        assert_eq!(refs("pl", "przepisy 16 lub też 57A"), ["16=16", "57A=57A"]);
        // A title in parentheses lets the list go on; a parenthesis that never closes ends it.
        assert_eq!(
            refs("en", "Laws 16 (Unauthorised Information) and 73"),
            ["16=16", "73=73"]
        );
        assert_eq!(
            refs(
                "en",
                &format!("Laws 16 (Unauthorised {} and 73", "x ".repeat(100))
            ),
            ["16=16"]
        );
    }
}

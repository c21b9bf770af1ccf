//! Pinyin readings a site glued after Chinese characters: a page's ruby annotations flattened to
//! text, "權(quán)", "調(diào)整" (yishupeixun.net's copy of the CCBA's rules in traditional
//! characters). Each reading is cut out and reported as "pinyin reading after a character (a
//! page's ruby annotation)"; the characters stay.
//!
//! A reading is one syllable in parentheses right after a Han character: Latin small letters
//! of pinyin only, with a tone mark (ā á ǎ à …, ü), or two letters or more with a vowel other
//! than i, so that an item marker glued to a character ("(a)", "(ii)") is never one.

use std::sync::LazyLock;

use regex::Regex;

use super::{Report, Row};

/// The reason a pinyin reading is reported with.
const RUBY: &str = "pinyin reading after a character (a page's ruby annotation)";

/// Cuts the pinyin readings out of a line.
pub(super) fn pinyin_readings(row: &mut Row, report: &mut Report) {
    static READING: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\p{Han}(\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]{1,6}\))").unwrap());
    let text = row.text();
    if !text.contains('(') {
        return;
    }
    let cuts = READING
        .captures_iter(&text)
        .filter_map(|c| c.get(1))
        .filter(|m| {
            let s = &m.as_str()[1..m.as_str().len() - 1];
            let toned = s.chars().any(|c| !c.is_ascii_lowercase());
            let vowel = s.chars().any(|c| matches!(c, 'a' | 'e' | 'o' | 'u'));
            toned || (s.chars().count() >= 2 && vowel)
        })
        .map(|m| {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            (a, b, RUBY)
        })
        .collect();
    row.cut(cuts, report);
}

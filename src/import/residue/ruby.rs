//! Pinyin readings a site glued after Chinese characters: a page's ruby annotations flattened to
//! text, "權(quán)", "調(diào)整" (yishupeixun.net's copy of the CCBA's rules in traditional
//! characters). Each reading is cut out and reported as "pinyin reading after a character (a
//! page's ruby annotation)"; the characters stay.
//!
//! A reading is one pinyin syllable (an initial and a final of Mandarin's, "quán", "zhěng",
//! "xiào") in parentheses right after a Han character, with a tone mark; a syllable without one
//! (the neutral tone, "de") only on a line that has a marked one. An English gloss ("明手(dummy)",
//! "首攻(lead)") or an item marker glued to a character ("(a)", "(ii)") is never one.

use std::sync::LazyLock;

use regex::Regex;

use super::{Report, Row};

/// The reason a pinyin reading is reported with.
const RUBY: &str = "pinyin reading after a character (a page's ruby annotation)";

/// Whether `s` is one pinyin syllable (tone marks taken off), and whether it had a tone mark.
fn syllable(s: &str) -> Option<bool> {
    static SYLLABLE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|üan|ai|ei|ao|ou|an|en|in|un|ün|ia|ie|iu|ua|uo|ui|üe|ue|er|a|o|e|i|u|ü)$",
        )
        .unwrap()
    });
    let mut toned = false;
    let base: String = s
        .chars()
        .map(|c| {
            let (b, t) = match c {
                'ā' | 'á' | 'ǎ' | 'à' => ('a', true),
                'ē' | 'é' | 'ě' | 'è' => ('e', true),
                'ī' | 'í' | 'ǐ' | 'ì' => ('i', true),
                'ō' | 'ó' | 'ǒ' | 'ò' => ('o', true),
                'ū' | 'ú' | 'ǔ' | 'ù' => ('u', true),
                'ǖ' | 'ǘ' | 'ǚ' | 'ǜ' => ('ü', true),
                c => (c, false),
            };
            toned |= t;
            b
        })
        .collect();
    SYLLABLE.is_match(&base).then_some(toned)
}

/// Cuts the pinyin readings out of a line.
pub(super) fn pinyin_readings(row: &mut Row, report: &mut Report) {
    static READING: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\p{Han}(\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]{1,6}\))").unwrap());
    let text = row.text();
    if !text.contains('(') {
        return;
    }
    let found: Vec<(regex::Match, bool)> = READING
        .captures_iter(&text)
        .filter_map(|c| c.get(1))
        .filter_map(|m| {
            let inner = &m.as_str()[1..m.as_str().len() - 1];
            syllable(inner).map(|toned| (m, toned))
        })
        .collect();
    let any_toned = found.iter().any(|(_, t)| *t);
    let cuts = found
        .into_iter()
        // A syllable with no tone mark is one only beside marked ones, and never one letter:
        // "(a)", "(e)" glued to a character are item markers.
        .filter(|(m, toned)| *toned || (any_toned && m.as_str().chars().count() > 3))
        .map(|(m, _)| {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            (a, b, RUBY)
        })
        .collect();
    row.cut(cuts, report);
}

#[cfg(test)]
mod tests {
    use super::syllable;

    /// Pinyin syllables with and without their tone marks, as yishupeixun.net glues them
    /// ("權(quán)", "調(diào)", "規(guī)", "的(de)"); English glosses and item markers are none.
    #[test]
    fn pinyin_syllables_and_what_is_none() {
        for (s, toned) in [
            ("quán", true),
            ("diào", true),
            ("guī", true),
            ("zhěng", true),
            ("lǜ", true),
            ("de", false),
        ] {
            assert_eq!(syllable(s), Some(toned), "{s}");
        }
        for s in ["dummy", "lead", "trump", "double", "alert", "ii", "iv", "b"] {
            assert_eq!(syllable(s), None, "{s}");
        }
    }
}

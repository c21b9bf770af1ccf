//! What a query says, before it meets the index: a law or clause it names ([`law_reference`]),
//! and its words made safe for tantivy's query parser ([`plain`]).
//!
//! Law numbers are read by the reference grammar of [`crate::xref`] (the law words of each
//! language in every case: `przepis`, `przepisu`, `artikel`, `art.`, `Правило`, `Правила`,
//! `Law`, `§`), so search and the cross-links read "przepis 70D" the same way.

use crate::corpus::model::{ClauseId, Lang};
use crate::xref::{LetterScheme, find_references};

/// A law or clause named by a query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LawReference {
    /// The clause (`68B2`), or a whole law (`68`).
    pub clause: ClauseId,
    /// The language whose own law word named it (`pl` for `przepis 70D`); `None` for a bare
    /// clause id (`68B2`), `§ 68` or the English `Law 68`, which any language's text uses.
    pub lang: Option<String>,
    /// The words naming the target, as typed (`70D` in `przepis 70D`, `68 B 2`): what a text
    /// citing it has, whatever the case of its law word.
    pub target: String,
    /// The query's other words (`zrzeczenie` in `zrzeczenie przepis 68`), or empty.
    pub rest: String,
}

/// The grammars tried for a law word, in order: English first (its words stand in every
/// language's text, so they say nothing of the language), then each language's own.
const GRAMMARS: [&str; 4] = ["en", "pl", "nl", "ru"];

/// The law or clause a query names, if any:
/// - the whole query is a clause id: `68B2`, `68 B 2`, `68D2(b)(i)`, `68D2bi`, `67В2` (Cyrillic
///   В), `70`;
/// - a law word and a target, anywhere in the query: `Law 68`, `przepis 70D`, `przepisu 70`,
///   `Правило 67В2`, `Правила 68`, `art. 68`, `artikel 68`, `§ 68`, `L64A2`; Cyrillic and Greek
///   section letters are read as their Latin look-alikes;
/// - a word of the query that is a clause id with a section (`68B2` in `zrzeczenie 68B2`).
///
/// A bare number among other words (`4 gracze`) names no law.
pub fn law_reference(text: &str) -> Option<LawReference> {
    let text = text.trim();
    if let Some(id) = clause_id_query(text) {
        return Some(LawReference {
            clause: id,
            lang: None,
            target: text.to_string(),
            rest: String::new(),
        });
    }
    for g in GRAMMARS {
        let found = find_references(&Lang(g.into()), text, &LetterScheme::LookAlike);
        let Some((f, id)) = found.iter().find_map(|f| f.absolute.map(|id| (f, id))) else {
            continue;
        };
        // The law word stands before the target: take it out with the target.
        let before = text[..f.range.start].trim_end();
        let before = match before.rfind(char::is_whitespace) {
            Some(i) => &before[..i],
            None => "",
        };
        let target = &text[f.range.clone()];
        let after = &text[f.range.end..];
        let (id, took) = deepen(id, target, after);
        let after: Vec<&str> = after.split_whitespace().skip(took).collect();
        let target = if took == 0 {
            target.to_string()
        } else {
            let words: Vec<&str> = text[f.range.end..].split_whitespace().take(took).collect();
            format!("{target} {}", words.join(" "))
        };
        let rest = format!("{} {}", before.trim(), after.join(" "));
        return Some(LawReference {
            clause: id,
            lang: (g != "en").then(|| g.to_string()),
            target,
            rest: rest.trim().to_string(),
        });
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    words.iter().enumerate().find_map(|(i, w)| {
        let id = clause_id_query(w.trim_matches(|c: char| matches!(c, ',' | '.' | ';' | '?')))?;
        id.section?;
        let rest: Vec<&str> = words
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, w)| *w)
            .collect();
        Some(LawReference {
            clause: id,
            lang: None,
            target: w.to_string(),
            rest: rest.join(" "),
        })
    })
}

/// A query of words with one bare law number among them (`zrzeczenie 68`, `68 zrzeczenie`)
/// written with the English law word before the number (`zrzeczenie Law 68`), so that
/// [`law_reference`] reads it; `None` when the query has no such number, has only the number,
/// or already names a law or clause.
pub fn bare_law_number(text: &str) -> Option<String> {
    if law_reference(text).is_some() {
        return None;
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let numbers: Vec<usize> = (0..words.len())
        .filter(|&i| {
            words[i]
                .parse::<u8>()
                .is_ok_and(|n| (1..=crate::corpus::model::MAX_LAW).contains(&n))
        })
        .collect();
    match numbers.as_slice() {
        [i] if words.len() > 1 => {
            let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            out[*i] = format!("Law {}", words[*i]);
            Some(out.join(" "))
        }
        _ => None,
    }
}

/// The most words (white-space separated, operators included) a query is read with: more than
/// anyone types, and tantivy's parser recurses once per word of a chain of operators. The
/// command line refuses a longer query; [`plain`] reads its first words only.
pub(crate) const MAX_QUERY_WORDS: usize = 64;

/// The query text ready for tantivy's lenient parser: overlong queries cut to their first
/// [`MAX_QUERY_WORDS`] words and deep parentheses made plain ([`flatten_deep`]), then boolean
/// operators dangling at either end dropped ([`trim_operators`]), so that the cut never leaves
/// an `OR` to be searched as the word "or". `is_field` says which names are fields of the
/// index (`clause`, `law`): before any other name a colon is white space ([`unknown_fields`]).
pub fn plain(text: &str, is_field: impl Fn(&str) -> bool) -> String {
    // A control character is no part of a word: as white space, it names no field (`\0:*`).
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = unknown_fields(&without_exists(&text), is_field);
    trim_operators(&flatten_deep(&without_stars(&text)))
}

/// tantivy's parser reads the name before a colon as a field (`clause:68B1`): a name that is
/// no field of the index failed the search in a group (`2:(a *)`: "The field does not exist:
/// '2'") and matched every record in another (`x:(a OR b)`; both found by the fuzz harness).
/// The colon after such a name is made white space, so the name and what follows are words.
/// The name is read as tantivy's grammar reads it (tantivy-query-grammar 0.27, `field_name`):
/// the characters before the colon (and white space before it) that are not its special
/// characters, less a leading `-` (the exclusion operator). Linear: each colon looks back no
/// further than the colon before it.
fn unknown_fields(text: &str, is_field: impl Fn(&str) -> bool) -> String {
    const SPECIAL: &[char] = &[
        '+', '^', '`', ':', '{', '}', '"', '\'', '[', ']', '(', ')', '!', '\\', '*', ' ',
    ];
    let chars: Vec<char> = text.chars().collect();
    let mut out: String = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if c != ':' {
            out.push(c);
            continue;
        }
        let mut end = i;
        while end > 0 && chars[end - 1].is_whitespace() {
            end -= 1;
        }
        let mut start = end;
        while start > 0 && !SPECIAL.contains(&chars[start - 1]) {
            start -= 1;
        }
        let name: String = chars[start..end].iter().collect();
        let name = name.trim_start_matches('-');
        out.push(if !name.is_empty() && is_field(name) {
            ':'
        } else {
            ' '
        });
    }
    out
}

/// The query with every `*` made white space. tantivy reads a star standing alone as "has the
/// field" wherever a field applies (`x:(a *)`, `edition:((*(B` once the deep parentheses are
/// made plain), and failed the search on a field the index does not have ("The field does not
/// exist: '2'") or one that is not a fast field ("Field edition is not a fast field"; both found
/// by the fuzz harness). A star is no word of any text, and lawref's search has no wildcard
/// (`zrzecz*` finds what `zrzecz` finds): no star has a use.
fn without_stars(text: &str) -> String {
    text.replace('*', " ")
}

/// The query without tantivy's "has the field" queries, `field:*` (also written `field: *`),
/// which fail the search on a field the index does not have (`xyz:*`: "The field does not
/// exist") or one that is not a fast field (`clause:*`): the field's name is read as a word
/// (found by the fuzz harness).
fn without_exists(text: &str) -> std::borrow::Cow<'_, str> {
    static EXISTS: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r":\s*\*+(\s|\)|$)").unwrap());
    EXISTS.replace_all(text, " $1")
}

/// A query that is a clause id goes straight to that clause: `68B2`, `68 B 2`, `68D2(b)(i)`,
/// `68D2bi`, or with Cyrillic or Greek look-alike letters (`67В2`).
///
/// The section letter may be typed in lower case, as on a phone (`68b2`, `68d2(b)(i)`,
/// `67в2`): the letter right after the law number is a section letter whatever its case.
pub fn clause_id_query(text: &str) -> Option<ClauseId> {
    let mut compact = String::new();
    let mut digits_only = true;
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let c = if digits_only && !compact.is_empty() && c.is_alphabetic() {
            // The section letter: upper case, then its Latin look-alike.
            let up = c.to_uppercase().next().unwrap_or(c);
            crate::xref::latin_section_letter(up).unwrap_or(up)
        } else if c.is_ascii() {
            c
        } else {
            crate::xref::latin_section_letter(c).unwrap_or(c)
        };
        digits_only &= c.is_ascii_digit();
        compact.push(c);
    }
    compact
        .parse::<ClauseId>()
        .or_else(|_| ClauseId::from_anchor(&compact))
        .ok()
}

/// A law-only target the grammar read (`przepisu 68` in `przepisu 68 D 2`) made deeper by the
/// words after it when together they are a clause id of that law (`68D2`): in running text a
/// letter apart from its number may be a word ("Law 16 A player"), but a query is terse. The
/// next word must be a capital letter alone (`D`, Cyrillic `В`), so that a joining word
/// (`przepis 68 i 70`) is never read as a section. Returns the clause and how many following
/// words it took.
fn deepen(id: ClauseId, target: &str, after: &str) -> (ClauseId, usize) {
    let words: Vec<&str> = after.split_whitespace().take(4).collect();
    let capital = words.first().is_some_and(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.next().is_none()
    });
    if id.section.is_some() || !capital {
        return (id, 0);
    }
    for k in (1..=words.len()).rev() {
        let candidate = format!("{target}{}", words[..k].concat());
        if let Some(deeper) = clause_id_query(&candidate)
            && deeper.law == id.law
        {
            return (deeper, k);
        }
    }
    (id, 0)
}

/// Deeply nested parentheses are read as plain words: tantivy's parser recurses once per level
/// and would overflow the stack on thousands of them.
pub(crate) fn flatten_deep(text: &str) -> String {
    // A query of more words than anyone types is cut: long chains of operators (`NOT NOT …`)
    // also recurse once per word in tantivy's parser.
    let text: String = if text.split_whitespace().count() > MAX_QUERY_WORDS {
        text.split_whitespace()
            .take(MAX_QUERY_WORDS)
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        text.to_string()
    };
    let text = text.as_str();
    const MAX_DEPTH: usize = 16;
    let mut depth = 0usize;
    let mut max = 0usize;
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    if max <= MAX_DEPTH {
        return text.to_string();
    }
    text.chars()
        .map(|c| if matches!(c, '(' | ')') { ' ' } else { c })
        .collect()
}

/// The query text without boolean operators dangling at either end: tantivy's lenient parser
/// reads a trailing `AND` as the word "and", so `czterej AND` would find nothing.
pub(crate) fn trim_operators(text: &str) -> String {
    const OPERATORS: [&str; 5] = ["AND", "OR", "NOT", "&&", "||"];
    let mut words: Vec<&str> = text.split_whitespace().collect();
    while words.last().is_some_and(|w| OPERATORS.contains(w)) {
        words.pop();
    }
    let start = words
        .iter()
        .position(|w| !OPERATORS.contains(w))
        .unwrap_or(words.len());
    words[start..].join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference(text: &str) -> Option<(String, Option<String>, String)> {
        law_reference(text).map(|r| (r.clause.to_string(), r.lang, r.rest))
    }

    #[test]
    fn the_target_is_kept_as_typed() {
        let target = |t: &str| law_reference(t).map(|r| r.target);
        assert_eq!(target("Правилу 16А2").as_deref(), Some("16А2"));
        assert_eq!(target("68 B 2").as_deref(), Some("68 B 2"));
        assert_eq!(target("zrzeczenie 68B2,").as_deref(), Some("68B2,"));
    }

    fn found(
        clause: &str,
        lang: Option<&str>,
        rest: &str,
    ) -> Option<(String, Option<String>, String)> {
        Some((clause.into(), lang.map(str::to_string), rest.into()))
    }

    #[test]
    fn clause_ids_in_every_style_name_their_clause() {
        assert_eq!(reference("68B2"), found("68B2", None, ""));
        assert_eq!(reference(" 68 B 2 "), found("68B2", None, ""));
        assert_eq!(reference("68D2(b)(i)"), found("68D2(b)(i)", None, ""));
        assert_eq!(reference("68D2bi"), found("68D2(b)(i)", None, ""));
        assert_eq!(reference("67В2"), found("67B2", None, ""));
        assert_eq!(reference("70"), found("70", None, ""));
        // Lower-case section letters, as typed on a phone.
        assert_eq!(reference("68b2"), found("68B2", None, ""));
        assert_eq!(reference("68d2(b)(i)"), found("68D2(b)(i)", None, ""));
        assert_eq!(reference("68d"), found("68D", None, ""));
        assert_eq!(reference("67в2"), found("67B2", None, ""));
    }

    #[test]
    fn a_bare_law_number_among_words_is_read_as_the_law_on_a_second_try() {
        assert_eq!(
            bare_law_number("zrzeczenie 68").as_deref(),
            Some("zrzeczenie Law 68")
        );
        assert_eq!(
            bare_law_number("68 zrzeczenie").as_deref(),
            Some("Law 68 zrzeczenie")
        );
        assert_eq!(bare_law_number("68"), None);
        assert_eq!(bare_law_number("zrzeczenie"), None);
        assert_eq!(bare_law_number("zrzeczenie 94"), None);
        assert_eq!(bare_law_number("zrzeczenie 68 70"), None);
        assert_eq!(bare_law_number("zrzeczenie przepis 68"), None);
        let r = law_reference("zrzeczenie Law 68").unwrap();
        assert_eq!(
            (r.clause.to_string(), r.rest.as_str()),
            ("68".into(), "zrzeczenie")
        );
    }

    #[test]
    fn a_law_word_before_a_spaced_clause_id_names_the_clause() {
        let r = law_reference("przepisu 68 D 2").unwrap();
        assert_eq!(
            (r.clause.to_string(), r.target.as_str()),
            ("68D2".into(), "68 D 2")
        );
        assert_eq!(
            law_reference("artikel 68 B 2").unwrap().clause.to_string(),
            "68B2"
        );
        assert_eq!(
            law_reference("Правило 67 В 2").unwrap().clause.to_string(),
            "67B2"
        );
        // A joining word is not a section letter; other words stay words.
        let r = law_reference("przepis 68 i 70").unwrap();
        assert_eq!(
            (r.clause.to_string(), r.rest.as_str()),
            ("68".into(), "i 70")
        );
        let r = law_reference("przepis 68 D zrzeczenie").unwrap();
        assert_eq!(
            (r.clause.to_string(), r.rest.as_str()),
            ("68D".into(), "zrzeczenie")
        );
    }

    #[test]
    fn law_words_of_each_language_in_any_case_name_the_law() {
        assert_eq!(reference("Law 68"), found("68", None, ""));
        assert_eq!(reference("LAW 68C"), found("68C", None, ""));
        assert_eq!(reference("§ 68"), found("68", None, ""));
        assert_eq!(reference("§68"), found("68", None, ""));
        assert_eq!(reference("przepis 70D"), found("70D", Some("pl"), ""));
        assert_eq!(reference("przepisu 70"), found("70", Some("pl"), ""));
        assert_eq!(reference("art. 68"), found("68", Some("nl"), ""));
        assert_eq!(reference("artikel 68B"), found("68B", Some("nl"), ""));
        assert_eq!(reference("Правило 67В2"), found("67B2", Some("ru"), ""));
        assert_eq!(reference("правила 68"), found("68", Some("ru"), ""));
    }

    #[test]
    fn other_words_of_the_query_are_kept_apart() {
        assert_eq!(
            reference("zrzeczenie przepis 68"),
            found("68", Some("pl"), "zrzeczenie")
        );
        assert_eq!(
            reference("sędzia Law 70 wynik"),
            found("70", None, "sędzia wynik")
        );
        assert_eq!(
            reference("zrzeczenie 68B2"),
            found("68B2", None, "zrzeczenie")
        );
        // A bare number among words, or no number at all, names no law.
        assert_eq!(reference("4 gracze"), None);
        assert_eq!(reference("przepis"), None);
        assert_eq!(reference("zrzeczenie"), None);
        assert_eq!(reference(""), None);
    }

    #[test]
    fn a_cut_query_leaves_no_dangling_operator() {
        let long: Vec<String> = (0..100).map(|i| format!("w{i}")).collect();
        let q = plain(&long.join(" OR "), |_| false);
        assert_eq!(q.split_whitespace().count(), 63);
        assert!(q.ends_with("w31"), "{q}");
        assert_eq!(
            plain(&format!("{} AND", long[..63].join(" ")), |_| false),
            long[..63].join(" ")
        );
    }

    #[test]
    fn dangling_operators_are_dropped() {
        assert_eq!(trim_operators("AND czterej OR"), "czterej");
        assert_eq!(trim_operators(" a  AND  b && "), "a AND b");
        assert_eq!(trim_operators("NOT"), "");
        assert_eq!(plain(&"(".repeat(40), |_| false), "");
    }

    #[test]
    fn a_colon_names_a_field_only_after_a_field_of_the_index() {
        let is_field = |name: &str| ["clause", "law"].contains(&name);
        let read = |text: &str| unknown_fields(text, is_field);
        assert_eq!(read("clause:68B1 law : 70"), "clause:68B1 law : 70");
        assert_eq!(read("2:(A *)"), "2 (A *)");
        assert_eq!(read("x:(a OR b) -law:70 -x:y"), "x (a OR b) -law:70 -x y");
        assert_eq!(read("a-b:c (clause:d)"), "a-b c (clause:d)");
        assert_eq!(read(": :: law::"), "     law: ");
        assert_eq!(read("\"x:y\" xclause:z"), "\"x y\" xclause z");
    }

    #[test]
    fn a_star_is_white_space() {
        let is_field = |name: &str| name == "edition";
        assert_eq!(
            plain("edition:((((((((((((((*(B x:* a*", is_field),
            "edition:(((((((((((((( (B x a"
        );
    }
}

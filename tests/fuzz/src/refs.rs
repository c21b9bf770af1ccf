//! `refs`: the reference grammar, `xref::parse_text` (what `link` runs on every paragraph, and
//! `lawref refs --parse`).
//!
//! Input: a byte choosing the language (each of `lang`'s, and one it does not know), one the
//! letter scheme (look-alike, alphabet, unknown), one the clause the text stands in, then the
//! text. Checks: each reference's range is in the text, on character boundaries, gives the
//! reference's words, and the references come in text order without overlapping (the laws of a
//! range, "9–16", share the range's words).

use lawref::corpus::model::{ClauseId, Lang};
use lawref::xref::{LetterScheme, parse_text};

const LANGS: [&str; 15] = [
    "pl", "nl", "ru", "en", "de", "fr", "it", "es", "sv", "da", "no", "el", "cs", "hu", "xx",
];
const CLAUSES: [&str; 6] = ["68", "68D2(b)(i)", "12C1", "70E", "1", "93B3"];

pub fn run(data: &[u8]) {
    let [l, s, c, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let lang = Lang(LANGS[usize::from(*l) % LANGS.len()].into());
    let letters = match s % 3 {
        0 => LetterScheme::LookAlike,
        1 => LetterScheme::Alphabet,
        _ => LetterScheme::Unknown,
    };
    let in_clause: ClauseId = CLAUSES[usize::from(*c) % CLAUSES.len()]
        .parse()
        .expect("a clause id");
    let mut last = 0..0;
    for r in parse_text(&lang, letters, &in_clause, text) {
        // A range of laws ("9–16") gives each law its reference, all at the range's words.
        assert!(
            r.range.start >= last.end || r.range == last,
            "references out of order or overlapping: {last:?}, then {r:?}"
        );
        assert_eq!(text.get(r.range.clone()), Some(r.text.as_str()), "{r:?}");
        last = r.range;
    }
}

//! Decoding a raw document's bytes to text, and normalising its line ends.
//!
//! Encodings, in the order they are decided:
//! 1. `--encoding <label>` (a WHATWG label: `utf-8`, `windows-1250`, `iso-8859-2`, `koi8-r` …),
//!    unless the file begins with a byte-order mark, which wins (as in the WHATWG decode
//!    algorithm) and the report says so;
//! 2. a byte-order mark: UTF-8, UTF-16LE or UTF-16BE;
//! 3. UTF-16 without a byte-order mark, told by the zero bytes beside its ASCII characters
//!    (`utf16_without_bom`; such a file is valid UTF-8 too, a NUL beside each letter);
//! 4. valid UTF-8 is always read as UTF-8 (a legacy text is almost never valid UTF-8 by chance);
//!    a file that is UTF-8 but for a few bytes is an error at the first bad one, not a legacy file;
//! 5. otherwise a legacy single-byte encoding: chardetng's guess, checked against the other
//!    encodings the Laws' languages were published in ([`LEGACY`]). Each reading is scored by the
//!    characters no real text has ([`implausible`]): symbols glued to letters (`wynik±w`), a capital
//!    inside a lower-case word, letters no one language's alphabet holds together (Polish `ę` with
//!    Czech `š`), box-drawing characters. The reading with the fewest wins; on a tie, the
//!    detector's guess. This separates ISO-8859-2 from Windows-1250 (they differ in ą ś ź Ą Ś Ź)
//!    and KOI8-R from Windows-1251.
//!
//! Bytes no encoding can read, C1 control characters (U+0080–U+009F, which a single-byte
//! reading makes of letters it does not have) and a NUL character (no document holds one) are
//! errors at their line and column. CRLF and lone
//! CR line ends become LF; the byte-order mark is dropped; the text is put in Unicode NFC (as the
//! corpus parser reads it, so that importing the Markdown an import wrote gives the same file).

use std::collections::HashMap;
use std::sync::LazyLock;

use encoding_rs::{
    DecoderResult, Encoding, IBM866, ISO_8859_2, ISO_8859_5, KOI8_R, KOI8_U, UTF_8, WINDOWS_1250,
    WINDOWS_1251, WINDOWS_1252, X_MAC_CYRILLIC,
};
use regex::Regex;

use crate::error::{Error, InputError, Result};
use crate::util::nfc;

/// The legacy encodings tried beside the detector's guess: those Polish (Windows-1250,
/// ISO-8859-2), Russian (Windows-1251, KOI8-R, and the DOS and Mac code pages) and Dutch
/// (Windows-1252, which WHATWG also uses for ISO-8859-1) texts were published in.
pub(crate) const LEGACY: [&Encoding; 9] = [
    WINDOWS_1250,
    ISO_8859_2,
    WINDOWS_1252,
    WINDOWS_1251,
    KOI8_R,
    KOI8_U,
    IBM866,
    ISO_8859_5,
    X_MAC_CYRILLIC,
];

/// Labels named in the usage error for an unknown `--encoding`.
const SOME_LABELS: &str =
    "utf-8, utf-16le, utf-16be, windows-1250, iso-8859-2, windows-1251, koi8-r, windows-1252";

/// A raw document's text and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The text: NFC, LF line ends, without the byte-order mark.
    pub text: String,
    /// The encoding it was read in.
    pub encoding: &'static Encoding,
    /// The report's `encoding:` line: the encoding's WHATWG name and how it was decided, e.g.
    /// `UTF-8`, `UTF-8 with BOM`, `UTF-16LE with BOM`, `windows-1250 (detected)`,
    /// `KOI8-R (--encoding)`.
    pub description: String,
    /// Where the encoding `--encoding` gave reads implausibly: the number of implausible
    /// characters and the byte offset (in `text`) of the first. `None` otherwise.
    pub implausible: Option<(usize, usize)>,
}

/// The encoding a WHATWG label names (`windows-1250`, `latin2`, `koi8-r`, `utf-8` …; case and
/// surrounding white space do not matter).
///
/// # Errors
/// [`Error::Usage`] for a label that names no encoding, or one encoding_rs cannot decode (the
/// "replacement" encoding of ISO-2022-KR and the like); the message lists some valid labels.
pub fn encoding_for_label(label: &str) -> Result<&'static Encoding> {
    match Encoding::for_label_no_replacement(label.as_bytes()) {
        Some(e) => Ok(e),
        None => Err(Error::Usage(format!(
            "--encoding {label}: not an encoding label that can be read (labels as the WHATWG Encoding Standard names them: {SOME_LABELS} …)"
        ))),
    }
}

/// Decodes a raw document: `forced` is `--encoding`, else the encoding is detected (see the
/// module documentation).
///
/// # Errors
/// [`Error::Input`] naming `name` and the line and column of the first byte the encoding cannot
/// read (or that reads as a C1 control character); in detection, also where no encoding gives a
/// plausible text (at its first implausible character), with a hint to pass `--encoding`.
pub fn decode(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> Result<Decoded> {
    let d = decode_any(name, bytes, forced)?;
    refuse_nul(name, &d.text)?;
    Ok(d)
}

/// [`decode`] but for the NUL check.
fn decode_any(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> Result<Decoded> {
    let bom = Encoding::for_bom(bytes);
    if let Some((enc, len)) = bom {
        let description = match forced {
            Some(f) if f != enc => format!(
                "{} with BOM (the byte-order mark overrides --encoding {})",
                enc.name(),
                f.name()
            ),
            _ => format!("{} with BOM", enc.name()),
        };
        let what = format!(
            "{}, though the file begins with its byte-order mark",
            enc.name()
        );
        let text = strict(name, &bytes[len..], enc, &what)?;
        return Ok(decoded(text, enc, description));
    }
    if let Some(enc) = forced {
        let what = format!("{} (the encoding --encoding gave)", enc.name());
        let text = strict(name, bytes, enc, &what)?;
        // The flag is obeyed, but a reading full of characters no text has is said.
        let mut out = decoded(text, enc, format!("{} (--encoding)", enc.name()));
        let score = implausible(&out.text);
        let n = score.count + score.foreign;
        if n > 0 {
            out.description = format!(
                "{} (--encoding; {n} characters read implausibly in it: check the flag)",
                enc.name()
            );
            out.implausible = Some((n, score.first.unwrap_or(0)));
        }
        return Ok(out);
    }
    // Before UTF-8: UTF-16 of Latin letters is valid UTF-8 too, a NUL byte beside each letter.
    if let Some(enc) = utf16_without_bom(bytes) {
        let what = format!(
            "{}, though the file reads as UTF-16 without a byte-order mark (a zero byte beside most of its ASCII characters)",
            enc.name()
        );
        let text = strict(name, bytes, enc, &what)?;
        return Ok(decoded(
            text,
            enc,
            format!(
                "{} without BOM (detected: a zero byte beside each ASCII character)",
                enc.name()
            ),
        ));
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(decoded(text.to_string(), UTF_8, "UTF-8".into()));
    }
    if mostly_utf8(bytes) {
        let what = "UTF-8, though the rest of the document is (a damaged file, or one that mixes encodings)";
        strict(name, bytes, UTF_8, what)?;
    }
    detect(name, bytes)
}

/// UTF-16LE or UTF-16BE, when `bytes` (with no byte-order mark) are UTF-16 text: in the Laws'
/// languages at least one character in eight is ASCII (spaces, digits, punctuation, line ends),
/// whose UTF-16 code unit has a zero high byte, while a low byte is almost never zero (U+0100,
/// U+0400 …). So: zero bytes at odd offsets (LE; even offsets for BE) for at least an eighth of
/// the code units, and at most an eighth as many on the other side. A UTF-8 or legacy text has
/// no zero byte at all, so it is never taken for UTF-16; a stray NUL in one is refused by
/// [`refuse_nul`].
fn utf16_without_bom(bytes: &[u8]) -> Option<&'static Encoding> {
    let units = bytes.len() / 2;
    if units < 2 {
        return None;
    }
    let (mut even, mut odd) = (0usize, 0usize);
    for (i, b) in bytes.iter().enumerate() {
        if *b == 0 {
            if i % 2 == 0 {
                even += 1;
            } else {
                odd += 1;
            }
        }
    }
    let one_sided = |many: usize, few: usize| many >= 2 && many * 8 >= units && few * 8 <= many;
    if one_sided(odd, even) {
        Some(encoding_rs::UTF_16LE)
    } else if one_sided(even, odd) {
        Some(encoding_rs::UTF_16BE)
    } else {
        None
    }
}

/// Refuses a text with a NUL character (U+0000) at its line and column: no document holds one
/// (it is a sign of UTF-16 read as something else, or of a damaged or binary file), and read as
/// a space it would split a word in two (`equi tably`) without a word.
///
/// # Errors
/// [`Error::Input`] at the first NUL, with a hint to pass `--encoding` for UTF-16.
fn refuse_nul(name: &str, text: &str) -> Result<()> {
    let Some(at) = text.find('\0') else {
        return Ok(());
    };
    Err(InputError::at_offset(
        name,
        text,
        at,
        "a NUL character (byte 0x00) in the text: no document holds one (a UTF-16 file read in another encoding has one beside each letter; otherwise the file is damaged)",
    )
    .with_help(
        "if the document is UTF-16 without a byte-order mark, pass --encoding utf-16le (or utf-16be); otherwise remove the NUL bytes",
    )
    .into())
}

fn decoded(text: String, encoding: &'static Encoding, description: String) -> Decoded {
    Decoded {
        text: nfc(&normalise_line_ends(&text)),
        encoding,
        description,
        implausible: None,
    }
}

/// CRLF and lone CR become LF.
fn normalise_line_ends(text: &str) -> String {
    if text.contains('\r') {
        text.replace("\r\n", "\n").replace('\r', "\n")
    } else {
        text.to_string()
    }
}

/// Whether `bytes`, not valid UTF-8, still hold four times more valid multi-byte UTF-8 sequences
/// than invalid bytes: a UTF-8 file damaged in places, not a legacy one (where a lead byte
/// followed by a continuation byte is rare: KOI8-R's `ё` after a letter).
fn mostly_utf8(bytes: &[u8]) -> bool {
    let (mut valid, mut invalid) = (0usize, 0usize);
    let mut rest = bytes;
    loop {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                valid += s.chars().filter(|c| !c.is_ascii()).count();
                break;
            }
            Err(e) => {
                let good = std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or("");
                valid += good.chars().filter(|c| !c.is_ascii()).count();
                invalid += 1;
                match e.error_len() {
                    Some(n) => rest = &rest[e.valid_up_to() + n..],
                    None => break,
                }
            }
        }
    }
    valid > 4 * invalid
}

/// Decodes `bytes` in `enc` without replacement; C1 control characters from a single-byte
/// encoding count as unreadable. `what` completes the message "byte 0xEA is not …".
fn strict(
    name: &str,
    bytes: &[u8],
    enc: &'static Encoding,
    what: &str,
) -> Result<String, Box<InputError>> {
    let (text, bad) = read(bytes, enc);
    let Some(bad) = bad else {
        return Ok(text);
    };
    let message = match bad {
        Bad::Control(at) => format!(
            "byte 0x{:02X} is a control character, not a letter, in {what}",
            bytes[at]
        ),
        Bad::Malformed(at, len) => {
            let shown: Vec<String> = bytes[at..at + len]
                .iter()
                .map(|b| format!("0x{b:02X}"))
                .collect();
            if len == 1 {
                format!("byte {} is not valid {what}", shown[0])
            } else {
                format!("bytes {} are not valid {what}", shown.join(" "))
            }
        }
    };
    let prefix = normalise_line_ends(&text);
    Err(Box::new(error_at_end(name, &prefix, message).with_help(
        "pass --encoding with the document's encoding (windows-1250, iso-8859-2, windows-1251, koi8-r, windows-1252 …), or leave it out to have it detected",
    )))
}

/// An error at the end of `prefix` (the text decoded before the bad bytes), shown with a
/// replacement character there.
fn error_at_end(name: &str, prefix: &str, message: String) -> InputError {
    let line = prefix.matches('\n').count() + 1;
    let column = prefix.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    let shown = format!("{prefix}\u{FFFD}");
    InputError::at(name, &shown, line, column, message)
}

/// Where a reading of bytes stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bad {
    /// A byte sequence the encoding cannot read: its offset and length.
    Malformed(usize, usize),
    /// A byte a single-byte encoding reads as a C1 control character: its offset.
    Control(usize),
}

impl Bad {
    fn offset(self) -> usize {
        match self {
            Bad::Malformed(at, _) | Bad::Control(at) => at,
        }
    }
}

/// `bytes` read in `enc`: the text up to the first unreadable sequence (or C1 control character
/// of a single-byte encoding), and where it stopped.
fn read(bytes: &[u8], enc: &'static Encoding) -> (String, Option<Bad>) {
    let mut decoder = enc.new_decoder_without_bom_handling();
    let cap = decoder
        .max_utf8_buffer_length_without_replacement(bytes.len())
        .expect("a document's size fits in memory");
    let mut out = String::with_capacity(cap);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    let bad = match result {
        DecoderResult::InputEmpty => None,
        DecoderResult::Malformed(bad, after) => {
            let len = usize::from(bad);
            Some(Bad::Malformed(read - len - usize::from(after), len))
        }
        DecoderResult::OutputFull => unreachable!("the buffer holds the worst case"),
    };
    if enc.is_single_byte()
        && let Some((at, _)) = out.char_indices().find(|(_, c)| is_c1(*c))
    {
        // One byte per character: the character's index is the byte's offset.
        let index = out[..at].chars().count();
        out.truncate(at);
        return (out, Some(Bad::Control(index)));
    }
    (out, bad)
}

fn is_c1(c: char) -> bool {
    ('\u{80}'..='\u{9f}').contains(&c)
}

/// A candidate reading of a legacy document.
struct Reading {
    enc: &'static Encoding,
    text: String,
    score: Score,
}

/// Legacy detection: chardetng's guess and the [`LEGACY`] encodings, each reading scored by
/// [`implausible`]; the most plausible wins, the guess on a tie.
fn detect(name: &str, bytes: &[u8]) -> Result<Decoded> {
    let mut detector = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    detector.feed(bytes, true);
    let guess = detector.guess(None, chardetng::Utf8Detection::Deny);
    let mut readings: Vec<Reading> = Vec::new();
    let mut first_bad = None;
    for enc in std::iter::once(guess).chain(LEGACY) {
        if readings.iter().any(|r| r.enc == enc) {
            continue;
        }
        let (text, bad) = read(bytes, enc);
        if let Some(b) = bad {
            first_bad.get_or_insert((enc, text, b));
            continue;
        }
        let text = normalise_line_ends(&text);
        let score = implausible(&text);
        readings.push(Reading { enc, text, score });
    }
    // The fewest implausible characters; on a tie the earliest: the guess, then LEGACY's order.
    let Some(best) = readings
        .iter()
        .enumerate()
        .min_by_key(|(i, r)| (r.score.count, r.score.foreign, *i))
        .map(|(i, _)| i)
    else {
        let (enc, text, bad) = first_bad.expect("some encoding was tried");
        let start = bad.offset();
        let prefix = normalise_line_ends(&text);
        return Err(error_at_end(
            name,
            &prefix,
            format!(
                "cannot tell this document's encoding: byte 0x{:02X} is not a letter in any encoding tried (chardetng guessed {}, read as {} it is a control character)",
                bytes[start],
                guess.name(),
                enc.name()
            ),
        )
        .with_help("pass --encoding with the document's encoding")
        .into());
    };
    let mut best = readings.swap_remove(best);
    let non_ascii = best.text.chars().filter(|c| !c.is_ascii()).count();
    if best.score.count > 3 && best.score.count * 10 > non_ascii {
        let at = best.score.first.unwrap_or(0);
        return Err(InputError::at_offset(
            name,
            &best.text,
            at,
            format!(
                "cannot tell this document's encoding: read in the likeliest, {}, it has {} characters no text has, the first {:?} here",
                best.enc.name(),
                best.score.count,
                best.text[at..].chars().next().unwrap_or(' ')
            ),
        )
        .with_help("pass --encoding with the document's encoding (windows-1250, iso-8859-2, windows-1251, koi8-r, windows-1252, utf-16le …)")
        .into());
    }
    // chardetng knows KOI8-U, a superset of KOI8-R for the Ukrainian letters: a text without them
    // reads the same in both, and is Russian's KOI8-R.
    if best.enc == KOI8_U && read(bytes, KOI8_R).0 == read(bytes, KOI8_U).0 {
        best.enc = KOI8_R;
    }
    let description = if best.enc == guess || (guess == KOI8_U && best.enc == KOI8_R) {
        format!("{} (detected)", best.enc.name())
    } else {
        let why = match readings.iter().find(|r| r.enc == guess).map(|r| r.score) {
            Some(Score { count: 1, .. }) => "a character no text has".to_string(),
            Some(Score { count: 0, .. }) => {
                "letters outside the Polish, Dutch and Russian alphabets".to_string()
            }
            Some(Score { count, .. }) => format!("{count} characters no text has"),
            None => "control characters".to_string(),
        };
        format!(
            "{} (detected; chardetng guessed {}, whose reading has {why})",
            best.enc.name(),
            guess.name()
        )
    };
    Ok(Decoded {
        text: nfc(&best.text),
        encoding: best.enc,
        description,
        implausible: None,
    })
}

/// How implausible a reading is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Score {
    /// The number of implausible characters.
    pub count: usize,
    /// The letters (beyond ASCII) outside the alphabet of the corpus's languages that fits best
    /// ([`HOME_ALPHABETS`]): between readings equally plausible, the one in these languages wins
    /// (ISO-8859-2 `źle`, not Windows-1250 `Ľle`, which is Slovak).
    pub foreign: usize,
    /// Byte offset of the first, if any.
    pub first: Option<usize>,
}

/// The alphabets (lower-case letters beyond ASCII) of the languages a legacy single-byte text
/// may be in; a plausible reading's letters fit one of them. Latin-script alphabets allow ASCII
/// letters; so do Cyrillic ones (Latin section letters, abbreviations).
const ALPHABETS: [&str; 19] = [
    "ąćęłńóśźż",                            // Polish
    "áäàâçéèêëíìîïóòôöúùûüñ",               // Dutch, with French and Spanish loan words
    "äöüßé",                                // German
    "àâæçéèêëîïôœùûüÿ",                     // French
    "áčďéěíňóřšťúůýž",                      // Czech
    "áäčďéíĺľňóôŕšťúýž",                    // Slovak
    "áéíóöőúüű",                            // Hungarian
    "čćđšž",                                // Croatian, Slovenian, Bosnian
    "ăâîșțşţ",                              // Romanian
    "áéíñóúü",                              // Spanish
    "áâãàçéêíóôõú",                         // Portuguese
    "àèéìíîòóùú",                           // Italian
    "çğıöşüâî",                             // Turkish
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",    // Russian
    "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",    // Ukrainian
    "абвгдеёжзійклмнопрстуўфхцчшыьэюя",     // Belarusian
    "абвгдежзийклмнопрстуфхцчшщъьюя",       // Bulgarian
    "абвгдђежзијклљмнњопрстћуфхцчџшѓќѕ",    // Serbian, Macedonian
    "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς", // Greek
];

/// The alphabets of the languages the corpus holds in legacy encodings: Polish, Dutch, Russian
/// (English needs none beyond ASCII).
const HOME_ALPHABETS: [&str; 3] = [ALPHABETS[0], ALPHABETS[1], ALPHABETS[13]];

static GLUED_SYMBOL: LazyLock<Regex> = LazyLock::new(|| {
    // Superscript digits after a letter are footnote marks (`normaal¹`), not a misreading.
    Regex::new(r"\p{L}[\p{S}\p{No}¶--[¹²³⁴⁵⁶⁷⁸⁹⁰]]|[\p{S}\p{No}¶]\p{L}").expect("symbol pattern")
});

/// Counts the characters of `text` that a real text would not have, as a legacy reading in the
/// wrong encoding makes them: control characters other than tab, form feed and line ends, the
/// replacement character, box-drawing and block characters, a symbol or fraction glued to a
/// letter (`wynik±w`, `¦ledz±c`), a capital right after a lower-case letter in a word, and the
/// letters outside the alphabet of the language whose alphabet fits the text best.
pub(crate) fn implausible(text: &str) -> Score {
    let mut count = 0;
    let mut first: Option<usize> = None;
    let mut hit = |at: usize, count: &mut usize| {
        *count += 1;
        first = Some(first.map_or(at, |f| f.min(at)));
    };
    let mut prev: Option<char> = None;
    let mut letters: HashMap<char, (usize, usize)> = HashMap::new();
    for (at, c) in text.char_indices() {
        let control = c.is_control() && !matches!(c, '\t' | '\n' | '\u{c}');
        let odd = control || c == '\u{FFFD}' || ('\u{2500}'..='\u{259F}').contains(&c);
        let capital_inside = c.is_uppercase() && prev.is_some_and(char::is_lowercase);
        if odd || capital_inside {
            hit(at, &mut count);
        }
        if c.is_alphabetic() && !c.is_ascii() {
            let lower = c.to_lowercase().next().unwrap_or(c);
            let e = letters.entry(lower).or_insert((0, at));
            e.0 += 1;
        }
        prev = Some(c);
    }
    for m in GLUED_SYMBOL.find_iter(text) {
        let sym = m
            .as_str()
            .char_indices()
            .find(|(_, c)| !c.is_alphabetic())
            .map_or(m.start(), |(i, _)| m.start() + i);
        hit(sym, &mut count);
    }
    // The alphabet that leaves the fewest letters out; those letters are implausible.
    let misfit_of = |alphabets: &[&str]| {
        alphabets
            .iter()
            .map(|a| {
                letters
                    .iter()
                    .filter(|(l, _)| !a.contains(**l))
                    .map(|(_, (n, at))| (*n, *at))
                    .fold((0, None::<usize>), |(n, f), (k, at)| {
                        (n + k, Some(f.map_or(at, |f: usize| f.min(at))))
                    })
            })
            .min_by_key(|(n, _)| *n)
            .unwrap_or((0, None))
    };
    let misfit = misfit_of(&ALPHABETS);
    let foreign = misfit_of(&HOME_ALPHABETS).0;
    count += misfit.0;
    if let Some(at) = misfit.1 {
        first = Some(first.map_or(at, |f| f.min(at)));
    }
    Score {
        count,
        foreign,
        first,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_superscript_footnote_mark_is_not_a_misreading() {
        assert_eq!(implausible("wariant normalnego¹ zagrania").count, 0);
        assert_eq!(implausible("w±tpliwo¶æ").count, 2);
    }

    fn auto(bytes: &[u8]) -> Decoded {
        decode("x.txt", bytes, None).unwrap()
    }

    #[test]
    fn bom_and_crlf_are_normalised() {
        let d = auto(b"\xEF\xBB\xBFa\r\nb\rc");
        assert_eq!(d.text, "a\nb\nc");
        assert_eq!(d.description, "UTF-8 with BOM");
        let d = auto(b"a\r\n\r\nb");
        assert_eq!(
            (d.text.as_str(), d.description.as_str()),
            ("a\n\nb", "UTF-8")
        );
    }

    #[test]
    fn a_legacy_byte_is_read_in_its_legacy_encoding() {
        // "Sędzia" in Windows-1250 (ę is 0xEA), which is no longer refused: it is detected.
        let d = auto(
            "Tytuł\nSędzia postępuje zgodnie z przepisem, a gracz wstaje od stołu.".as_bytes(),
        );
        assert_eq!(d.description, "UTF-8");
        let (bytes, _, _) = WINDOWS_1250
            .encode("Tytuł\nSędzia postępuje zgodnie z przepisem, a gracz wstaje od stołu.");
        let d = auto(&bytes);
        assert_eq!(
            d.text,
            "Tytuł\nSędzia postępuje zgodnie z przepisem, a gracz wstaje od stołu."
        );
        assert!(d.description.ends_with("(detected)"), "{}", d.description);
    }

    #[test]
    fn a_byte_invalid_in_the_given_encoding_is_refused_at_its_line_and_column() {
        let e = decode("pl.txt", b"Tytul\nS\xEAdzia", Some(UTF_8)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "pl.txt:2:2: byte 0xEA is not valid UTF-8 (the encoding --encoding gave)"
        );
        // UTF-16LE with an odd trailing byte: the lone byte is the error, after "ab\n".
        let e = decode("u.txt", b"\xFF\xFEa\0b\0\r\0\n\0c", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "u.txt:2:1: byte 0x63 is not valid UTF-16LE, though the file begins with its byte-order mark"
        );
        // ISO-8859-2 has no letter at 0x9C (Windows-1250's ś): a control character.
        let e = decode("p.txt", b"wynik\n\x9Clad", Some(ISO_8859_2)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "p.txt:2:1: byte 0x9C is a control character, not a letter, in ISO-8859-2 (the encoding --encoding gave)"
        );
    }

    #[test]
    fn a_mostly_utf8_file_with_a_bad_byte_is_refused_not_read_as_legacy() {
        let mut bytes =
            "Sędzia ustala wynik możliwie sprawiedliwy dla obu stron.\nŚlad wątpliwości "
                .as_bytes()
                .to_vec();
        bytes.push(0xB9);
        let e = decode("m.txt", &bytes, None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "m.txt:2:18: byte 0xB9 is not valid UTF-8, though the rest of the document is (a damaged file, or one that mixes encodings)"
        );
    }

    #[test]
    fn labels_are_whatwg_and_an_unknown_one_lists_some() {
        assert_eq!(encoding_for_label("latin2").unwrap(), ISO_8859_2);
        assert_eq!(encoding_for_label("KOI8-R").unwrap(), KOI8_R);
        let e = encoding_for_label("cp-polish").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("--encoding cp-polish: not an encoding label")
        );
        assert!(e.to_string().contains("windows-1250, iso-8859-2"));
        assert!(encoding_for_label("iso-2022-kr").is_err());
    }

    /// Polish with only the letters ISO-8859-2 and Windows-1250 put at different bytes (ą ś ź
    /// and capitals): each file must read as itself, whatever the detector guessed.
    #[test]
    fn iso_8859_2_and_windows_1250_are_told_apart_by_their_letters() {
        let texts = [
            "Sędzia rozstrzyga spór na niekorzyść deklarującego, gdy ślad wątpliwości pozostaje.",
            "Źle zgłoszoną deklarację sędzia rozpatruje później. Ślady są ważne.",
            // ą alone: Windows-1250's ą is ISO-8859-2's š, a letter, but not a Polish one.
            "Gracze mogą zgłosić zastrzeżenia, które są rozpatrywane przez sędziego.",
        ];
        for t in texts {
            for enc in [WINDOWS_1250, ISO_8859_2] {
                let (bytes, _, unmappable) = enc.encode(t);
                assert!(!unmappable);
                let d = auto(&bytes);
                assert_eq!(d.text, t, "{} read as {}", enc.name(), d.encoding.name());
            }
        }
    }

    /// Words so short the detector guesses wrong: the check of the reading's letters decides, and
    /// the report says the guess was overridden.
    #[test]
    fn a_wrong_guess_is_overridden_by_the_letters_it_reads() {
        for (t, enc, guessed) in [
            // Windows-1250 would read Slovak "Ľle".
            ("źle", ISO_8859_2, WINDOWS_1250),
            // Windows-1251 would read Ukrainian "Ґї".
            ("Ąż", WINDOWS_1250, WINDOWS_1251),
        ] {
            let (bytes, _, _) = enc.encode(t);
            let d = auto(&bytes);
            assert_eq!(d.text, t);
            assert_eq!(
                d.description,
                format!(
                    "{} (detected; chardetng guessed {}, whose reading has letters outside the Polish, Dutch and Russian alphabets)",
                    enc.name(),
                    guessed.name()
                )
            );
        }
        // KOI8-R "всё её": two ё after letters are valid UTF-8 pairs, yet not a UTF-8 file.
        let (bytes, _, _) = KOI8_R.encode("всё её");
        assert_eq!(auto(&bytes).text, "всё её");
    }

    #[test]
    fn nfd_text_is_read_as_nfc() {
        let d = auto("opgee\u{308}iste e\u{301}e\u{301}n".as_bytes());
        assert_eq!(d.text, "opgeëiste één");
    }

    #[test]
    fn koi8_r_and_windows_1251_are_told_apart() {
        let t = "Игрок предъявляет претензию на взятки, когда хочет сократить игру; всё же её можно отозвать.";
        for enc in [WINDOWS_1251, KOI8_R] {
            let (bytes, _, _) = enc.encode(t);
            let d = auto(&bytes);
            assert_eq!(d.text, t);
            assert_eq!(d.description, format!("{} (detected)", enc.name()));
        }
    }

    #[test]
    fn wrong_readings_score_higher_than_right_ones() {
        assert_eq!(implausible("Sędzia ustala wynik.").count, 0);
        // ISO-8859-2 "wątpliwość" read as Windows-1250: ± and ¶ glued to letters.
        assert_eq!(implausible("w±tpliwo¶æ").count, 2);
        // Windows-1250 "są" read as ISO-8859-2: š beside ę is no one language's alphabet.
        assert!(implausible("sš i będzie").count >= 1);
        // KOI8-R read as Windows-1251: case inverted, a capital after a sentence's first letter
        // ("рТБЧЙМП"); the rest of the letters are plausible, so here chardetng's letter
        // frequencies decide (see koi8_r_and_windows_1251_are_told_apart).
        let t = "Правило 68 вводит понятия претензии и уступки.";
        let (koi, _, _) = KOI8_R.encode(t);
        let (wrong, _) = WINDOWS_1251.decode_without_bom_handling(&koi);
        assert_eq!(implausible(t).count, 0);
        assert_eq!(implausible(&wrong).count, 1, "{wrong}");
    }

    fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
        text.encode_utf16()
            .flat_map(|u| {
                if big_endian {
                    u.to_be_bytes()
                } else {
                    u.to_le_bytes()
                }
            })
            .collect()
    }

    #[test]
    fn utf16_without_a_bom_is_read_as_utf16_in_either_byte_order() {
        let pl = "Przepis 70 – Sporna deklaracja\n\nSędzia przyzna lewę przeciwnikom.\n";
        let ru = "Правило 68. Претензия на взятки\n\nИгрок предъявляет претензию.\n";
        for text in [pl, ru] {
            for (be, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
                let d = auto(&utf16(text, be));
                assert_eq!(d.text, text, "{name}");
                assert_eq!(
                    d.description,
                    format!(
                        "{name} without BOM (detected: a zero byte beside each ASCII character)"
                    )
                );
            }
        }
    }

    #[test]
    fn a_nul_character_is_an_error_at_its_line_and_column_whatever_the_encoding() {
        // One NUL in UTF-8 text is no UTF-16: an error where it stands.
        let e = decode("n.txt", b"Law 70\n\nas equi\0tably as", None).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("n.txt:3:8: a NUL character (byte 0x00) in the text"),
            "{e}"
        );
        // UTF-16 read as UTF-8 on purpose: the first NUL, beside the first letter.
        let e = decode("u.txt", &utf16("Przepis 70", false), Some(UTF_8)).unwrap_err();
        assert!(
            e.to_string().starts_with("u.txt:1:2: a NUL character"),
            "{e}"
        );
        // A legacy reading too.
        let e = decode("w.txt", b"Tytu\xb3\n\0", Some(WINDOWS_1250)).unwrap_err();
        assert!(
            e.to_string().starts_with("w.txt:2:1: a NUL character"),
            "{e}"
        );
    }

    #[test]
    fn bytes_that_read_as_nothing_plausible_are_refused() {
        // Binary-looking bytes: control characters and symbols in every reading.
        let bytes: Vec<u8> = (0..200u8).map(|i| 0x80 + (i % 0x7f)).collect();
        let e = decode("b.bin", &bytes, None).unwrap_err();
        assert!(
            e.to_string()
                .contains("cannot tell this document's encoding"),
            "{e}"
        );
    }
}

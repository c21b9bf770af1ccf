//! Utilities every stage uses: how input is read and output put in place ([`fsio`]), the one
//! stable hasher ([`hash`]), the sealed binary files kept between builds ([`bytes`]), stage timings for benchmarks ([`timing`]), progress bars on a
//! terminal ([`progress`]), text in NFC ([`nfc`]) and a fast test of word characters
//! ([`is_alphanumeric`]).
//!
//! Not for: anything that knows the Laws or the corpus format (that is [`crate::corpus`]).

pub(crate) mod bytes;
pub(crate) mod fsio;
pub(crate) mod hash;
pub mod progress;
pub(crate) mod timing;

/// The text in Unicode normalisation form C (`e` + combining diaeresis → `ë`), the form the
/// corpus parser reads and import writes: so an imported file reads back, and imports again, as
/// the same characters.
pub(crate) fn nfc(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    if unicode_normalization::is_nfc(text) {
        text.to_string()
    } else {
        text.nfc().collect()
    }
}

/// Whether `c` is a letter or a digit, exactly as [`char::is_alphanumeric`] says, from a table
/// for the first 2,048 code points (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic: the
/// corpus's scripts), where std searches its Unicode tables for every character beyond ASCII.
/// The word splitting of the diffs and of the site search's word forms asks it of every
/// character of the corpus.
pub(crate) fn is_alphanumeric(c: char) -> bool {
    const TABLED: u32 = 0x800;
    static TABLE: std::sync::LazyLock<[u64; TABLED as usize / 64]> =
        std::sync::LazyLock::new(|| {
            let mut t = [0u64; TABLED as usize / 64];
            for (n, c) in (0..TABLED).filter_map(|n| Some((n, char::from_u32(n)?))) {
                if c.is_alphanumeric() {
                    t[n as usize / 64] |= 1 << (n % 64);
                }
            }
            t
        });
    let n = u32::from(c);
    if n < TABLED {
        TABLE[n as usize / 64] >> (n % 64) & 1 == 1
    } else {
        c.is_alphanumeric()
    }
}

#[cfg(test)]
mod tests {
    /// The table says what std says, for every code point it holds and some beyond.
    #[test]
    fn the_table_of_word_characters_is_stds() {
        for n in (0..0x3000).chain(0x1_0000..0x1_0400) {
            if let Some(c) = char::from_u32(n) {
                assert_eq!(super::is_alphanumeric(c), c.is_alphanumeric(), "U+{n:04X}");
            }
        }
        assert!(super::is_alphanumeric('ż') && super::is_alphanumeric('Ё'));
        assert!(!super::is_alphanumeric('§') && !super::is_alphanumeric('\u{a0}'));
    }
}

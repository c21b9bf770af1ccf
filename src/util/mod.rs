//! Utilities every stage uses: how input is read and output put in place ([`fsio`]), the one
//! stable hasher ([`hash`]), the sealed binary files kept between builds ([`bytes`]), stage timings for benchmarks ([`timing`]), progress bars on a
//! terminal ([`progress`]), and text in NFC ([`nfc`]).
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

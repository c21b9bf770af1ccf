//! Decoding a raw document's bytes to text, and normalising its line ends.
//!
//! Today: UTF-8 with or without a byte-order mark. Legacy encodings (Windows-1250, KOI8-R …) are
//! the next step (issue 3); until then such a file is refused with the place of its first
//! invalid byte, never read wrongly.

use crate::error::{Error, Result};

/// The text of a raw document and the name of the encoding it was read in.
///
/// CRLF and lone CR line ends become LF; the BOM is dropped.
///
/// # Errors
/// [`Error::Input`] at the line and column of the first byte that is not UTF-8.
pub fn decode(name: &str, bytes: &[u8]) -> Result<(String, &'static str)> {
    let (body, encoding) = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) => (rest, "UTF-8 with BOM"),
        None => (bytes, "UTF-8"),
    };
    let text = crate::error::utf8(name, body).map_err(Error::Input)?;
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    Ok((text, encoding))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_and_crlf_are_normalised() {
        let (t, enc) = decode("x.txt", b"\xEF\xBB\xBFa\r\nb\rc").unwrap();
        assert_eq!(t, "a\nb\nc");
        assert_eq!(enc, "UTF-8 with BOM");
    }

    #[test]
    fn a_legacy_byte_is_refused_at_its_line_and_column() {
        // "Sędzia" in Windows-1250: ę is 0xEA.
        let e = decode("pl.txt", b"Tytul\nS\xEAdzia").unwrap_err();
        assert_eq!(
            e.to_string(),
            "pl.txt:2:2: byte 0xEA is not UTF-8: this document is in another encoding"
        );
    }
}

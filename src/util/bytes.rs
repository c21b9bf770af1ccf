//! The sealed binary files lawref keeps for its next build (the references found in each
//! document, `xref::kept`; the parsed documents, `corpus::parsed`): a format name, a version,
//! a checksum of the rest, then the rest ([`seal`], [`unseal`]), read front to back by a
//! [`Reader`]. Numbers little-endian.
//!
//! Not for: what each file holds (its own module), where it is kept (`build`).

/// `n` as a `u32` (counts and lengths in these files are far below; a larger one reads as
/// `u32::MAX`, which no decoder takes).
pub(crate) fn u32_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Appends `n`, 4 bytes.
pub(crate) fn put_u32(out: &mut Vec<u8>, n: u32) {
    out.extend_from_slice(&n.to_le_bytes());
}

/// The first bytes of a sealed file: `magic`, then `version`'s length (4 bytes) and bytes.
pub(crate) fn header(magic: &[u8], version: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(magic.len() + 4 + version.len());
    out.extend_from_slice(magic);
    put_u32(&mut out, u32_of(version.len()));
    out.extend_from_slice(version.as_bytes());
    out
}

/// `body` sealed: [`header`], the 64-bit checksum of `body` (`util::hash::hash64`, 8 bytes),
/// then `body`.
pub(crate) fn seal(magic: &[u8], version: &str, body: &[u8]) -> Vec<u8> {
    let mut out = header(magic, version);
    out.reserve(8 + body.len());
    out.extend_from_slice(&super::hash::hash64(body).to_le_bytes());
    out.extend_from_slice(body);
    out
}

/// The body of `bytes` sealed by [`seal`] with `magic` and `version`; `None` for another
/// format or version, a wrong checksum, or bytes cut short.
pub(crate) fn unseal<'a>(bytes: &'a [u8], magic: &[u8], version: &str) -> Option<&'a [u8]> {
    let rest = bytes.strip_prefix(header(magic, version).as_slice())?;
    let (sum, body) = rest.split_at_checked(8)?;
    (super::hash::hash64(body) == u64::from_le_bytes(sum.try_into().ok()?)).then_some(body)
}

/// Reads bytes front to back; each read `None` past the end.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    /// How many bytes were read.
    pub(crate) fn at(&self) -> usize {
        self.at
    }

    /// The bytes not read yet.
    pub(crate) fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at..]
    }

    pub(crate) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    pub(crate) fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    pub(crate) fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_body_comes_back_only_whole_and_for_its_format_and_version() {
        let sealed = seal(b"fmt 1\n", "v1", b"body");
        assert_eq!(unseal(&sealed, b"fmt 1\n", "v1"), Some(&b"body"[..]));
        assert_eq!(unseal(&sealed, b"fmt 2\n", "v1"), None);
        assert_eq!(unseal(&sealed, b"fmt 1\n", "v2"), None);
        for len in 0..sealed.len() {
            assert_eq!(unseal(&sealed[..len], b"fmt 1\n", "v1"), None, "{len}");
        }
        let mut flipped = sealed;
        *flipped.last_mut().unwrap() ^= 1;
        assert_eq!(unseal(&flipped, b"fmt 1\n", "v1"), None);
    }
}

//! The one stable hasher of lawref's own keys, checksums and fingerprints: XXH3 (`xxhash-rust`),
//! 64 or 128 bits, the same on every machine, platform and Rust version (std's hasher is not
//! promised to be), and fast (GB/s: the corpus fingerprint hashes every corpus file on each
//! query). What uses it: the corpus fingerprint ([`crate::corpus::fingerprint`]), a document's
//! text hash (`Document::text_hash`), the search index's group keys ([`crate::search`]), the
//! site's part keys, file sums and catalog checksum ([`crate::site::incremental`]) and the
//! service worker's version (`build::site::site_version`).
//!
//! Not for: a document's identity that import publishes (`source_sha256` in front matter and
//! the import report, `import-index`'s header): that is SHA-256 (`import::sha256_hex`), a
//! format others may check; nor the checksums a file format requires (zip's and gzip's
//! CRC-32, inside those crates).

use xxhash_rust::xxh3::Xxh3;

/// A stable hasher of fields: XXH3 over each field's length and bytes, so `("ab", "c")` and
/// `("a", "bc")` differ. Cloning it forks the hash (a shared prefix hashed once).
#[derive(Clone)]
pub(crate) struct StableHasher(Xxh3);

impl StableHasher {
    pub(crate) fn new() -> Self {
        StableHasher(Xxh3::new())
    }
    /// One field: its length in bytes (64-bit little-endian), then its bytes.
    pub(crate) fn field(&mut self, bytes: &[u8]) {
        self.0.update(&(bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
    }
    /// One field of text ([`StableHasher::field`] of its UTF-8).
    pub(crate) fn str(&mut self, s: &str) {
        self.field(s.as_bytes());
    }
    /// The 64-bit hash of the fields so far.
    pub(crate) fn finish64(&self) -> u64 {
        self.0.digest()
    }
    /// The 128-bit hash of the fields so far.
    pub(crate) fn finish128(&self) -> u128 {
        self.0.digest128()
    }
}

/// The 64-bit XXH3 of `bytes` (one value, no field framing).
pub(crate) fn hash64(bytes: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_framed() {
        let mut a = StableHasher::new();
        a.str("ab");
        a.str("c");
        let mut b = StableHasher::new();
        b.str("a");
        b.str("bc");
        assert_ne!(a.finish64(), b.finish64());
        assert_ne!(a.finish128(), b.finish128());
    }

    #[test]
    fn values_are_stable() {
        // XXH3's published test vector for empty input: the same on every build.
        assert_eq!(hash64(b""), 0x2d06_8005_38d3_94c2);
        let mut h = StableHasher::new();
        h.str("");
        assert_eq!(h.finish64(), hash64(&[0; 8]));
    }
}

/// What the state records of a file it wrote, to tell whether it is still as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileSum {
    /// Its length in bytes.
    pub size: u64,
    /// The 64-bit stable hash of its bytes ([`crate::util::hash::hash64`]).
    pub hash: u64,
}

impl FileSum {
    /// The sum of `bytes`.
    pub fn of(bytes: &[u8]) -> Self {
        FileSum {
            size: bytes.len() as u64,
            hash: hash64(bytes),
        }
    }
}

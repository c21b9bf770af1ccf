//! The corpus's fingerprint: a hash of the path and bytes of every file the corpus is loaded
//! from, taken without parsing, the key by which the site's state and the search index know
//! that nothing changed; and the stable hasher it is made with ([`Fnv`]).
//!
//! Not for: deciding what is stale (the site's state: [`crate::site::incremental`]; the index:
//! [`crate::search::is_fresh`]).

use std::path::Path;

use crate::error::{Error, Result};

/// 64-bit FNV-1a: small, and the same on every platform and Rust version (std's hasher is not
/// promised to be), so a fingerprint written by one build is read right by the next.
pub(crate) struct Fnv(pub(crate) u64);

impl Fnv {
    pub(crate) fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    /// Hashes `s` followed by a separator byte that UTF-8 text never contains, so field
    /// boundaries count (`"ab" + "c"` differs from `"a" + "bc"`).
    pub(crate) fn field(&mut self, s: &str) {
        for &b in s.as_bytes().iter().chain(std::iter::once(&0xff)) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    /// Hashes a file's bytes through their length and CRC-32 (`crc32fast`, some GB/s, where
    /// FNV-1a goes a byte at a time: the 37 MB of a 5,000-document corpus cost ~100 ms that
    /// way on every query). Bytes of a file are hashed after its path.
    pub(crate) fn bytes(&mut self, bytes: &[u8]) {
        self.field(&format!("{} {:08x}", bytes.len(), crc32fast::hash(bytes)));
    }
}

/// The fingerprint of the corpus at `root`: `version` (the search index's
/// [`crate::search::SCHEMA_VERSION`], so a new index schema rebuilds both) and a hash of the
/// corpus-relative path and the bytes of every file under `laws/` and `translations/`
/// (everything the corpus is loaded from), in path order, as `"<version> <16 hex digits>"`. It
/// changes whenever such a file is added, removed, moved or changed, and costs one read of the
/// files: no parsing. A symbolic link leading out of the corpus, a FIFO or a device is not read
/// ([`crate::util::fsio::walk_corpus`]).
///
/// # Errors
/// [`Error::Io`] when a folder or file cannot be read.
pub fn files(root: &Path, version: &str) -> Result<String> {
    use crate::util::fsio::{ReadError, Walked};
    let mut h = Fnv::new();
    h.field(version);
    let boundary = crate::util::fsio::Boundary::of(root)?;
    for top in ["laws", "translations"] {
        let dir = root.join(top);
        if !dir.exists() {
            h.field(&format!("{top}: none"));
            continue;
        }
        // As the corpus is loaded: links followed only inside the corpus, working files left
        // aside. What load refuses (a link out of the corpus, a FIFO, a file over the size
        // limit) is never read here either: it counts by its path alone, as load's error will.
        for entry in
            crate::util::fsio::walk_corpus(&boundary, &dir, crate::corpus::load::is_working_file)?
        {
            let Walked::File(path) = entry else {
                h.field(&format!(
                    "refused: {}",
                    crate::util::fsio::relative_slash(root, entry.path())
                ));
                continue;
            };
            h.field(&crate::util::fsio::relative_slash(root, &path));
            match crate::util::fsio::read_regular(&path) {
                Ok(bytes) => h.bytes(&bytes),
                Err(ReadError::Io(e)) => return Err(Error::io(&path, e)),
                Err(e) => h.field(&format!("refused: {}", e.message())),
            }
        }
    }
    Ok(format!("{version} {:016x}", h.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_separates_fields() {
        let mut a = Fnv::new();
        a.field("ab");
        a.field("c");
        let mut b = Fnv::new();
        b.field("a");
        b.field("bc");
        assert_ne!(a.0, b.0);
    }
}

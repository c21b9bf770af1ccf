//! The corpus's fingerprint: a hash of the path and bytes of every file the corpus is loaded
//! from, taken without parsing, the key by which the site's state and the search index know
//! that nothing changed (made with the one stable hasher, [`crate::util::hash`]).
//!
//! Not for: deciding what is stale (the site's state: [`crate::site::incremental`]; the index:
//! [`crate::search::is_fresh`]).

use std::path::Path;

use crate::error::{Error, Result};
use crate::util::hash::StableHasher;

/// The fingerprint of the corpus at `root`: `version` (the search index's
/// [`crate::search::schema_version`], so a new index schema rebuilds both) and a hash of the
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
    let mut h = StableHasher::new();
    h.str(version);
    let boundary = crate::util::fsio::Boundary::of(root)?;
    for top in ["laws", "translations"] {
        let dir = root.join(top);
        if !dir.exists() {
            h.str(&format!("{top}: none"));
            continue;
        }
        // As the corpus is loaded: links followed only inside the corpus, working files left
        // aside. What load refuses (a link out of the corpus, a FIFO, a file over the size
        // limit) is never read here either: it counts by its path alone, as load's error will.
        for entry in
            crate::util::fsio::walk_corpus(&boundary, &dir, crate::corpus::load::is_working_file)?
        {
            let Walked::File(path) = entry else {
                h.str(&format!(
                    "refused: {}",
                    crate::util::fsio::relative_slash(root, entry.path())
                ));
                continue;
            };
            h.str(&crate::util::fsio::relative_slash(root, &path));
            match crate::util::fsio::read_regular(&path) {
                Ok(bytes) => h.field(&bytes),
                Err(ReadError::Io(e)) => return Err(Error::io(&path, e)),
                Err(e) => h.str(&format!("refused: {}", e.message())),
            }
        }
    }
    Ok(format!("{version} {:016x}", h.finish64()))
}

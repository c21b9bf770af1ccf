//! The corpus's fingerprint: a hash of the path and bytes of every file the corpus is loaded
//! from, taken without parsing, the key by which the site's state and the search index know
//! that nothing changed (made with the one stable hasher, [`crate::util::hash`]).
//!
//! Not for: deciding what is stale (the site's state: [`crate::site::incremental`]; the index:
//! [`crate::search::is_fresh`]).

use std::collections::HashMap;
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
    fingerprint(root, version, None)
}

/// [`files`], with the hash of each file's text as the corpus is loaded from it
/// ([`crate::corpus::load::text_hash`]), by corpus-relative path: a build's load then takes
/// the documents the last build parsed from the same text without reading them again
/// ([`crate::corpus::load::load_corpus_reusing`]).
///
/// # Errors
/// Those of [`files`].
pub(crate) fn files_and_texts(
    root: &Path,
    version: &str,
) -> Result<(String, HashMap<String, u64>)> {
    let mut texts = HashMap::new();
    let value = fingerprint(root, version, Some(&mut texts))?;
    Ok((value, texts))
}

fn fingerprint(
    root: &Path,
    version: &str,
    mut texts: Option<&mut HashMap<String, u64>>,
) -> Result<String> {
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
            let rel = crate::util::fsio::relative_slash(root, &path);
            h.str(&rel);
            match crate::util::fsio::read_regular(&path) {
                Ok(bytes) => {
                    h.field(&bytes);
                    if let Some(texts) = texts.as_deref_mut() {
                        texts.insert(rel, crate::corpus::load::text_hash(&bytes));
                    }
                }
                Err(ReadError::Io(e)) => return Err(Error::io(&path, e)),
                Err(e) => h.str(&format!("refused: {}", e.message())),
            }
        }
    }
    Ok(format!("{version} {:016x}", h.finish64()))
}

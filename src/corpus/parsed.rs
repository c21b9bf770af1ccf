//! Parsed documents kept from one build to the next ([`Parsed`]): a document's [`Document`] is a
//! function of its path, its text and the edition manifests alone, so a rebuild after one
//! file changed parses that file and takes every other document as the last build left it.
//! Parsing is most of loading (6,700 documents of the 93 × 20 × 3 corpus: about 500 ms of CPU;
//! decoding them: about a tenth of that).
//!
//! Kept in one file, `<corpus>/.lawref/documents` ([`file`]; beside the command line's index,
//! in the folder lawref keeps its working files in), as bytes ([`Parsed::encode`],
//! [`Parsed::decode`]): the format's name, the `version` the caller gives (the build passes its
//! state header, which names lawref's version and the hashes of its code and templates, so a
//! lawref that parses otherwise finds nothing to reuse), a checksum of the rest, the hash of
//! the manifests the documents were checked against, then per document its path, the 64-bit
//! hash of its text ([`Document::text_hash`]) and the document (front matter as JSON, body in
//! postcard). Bytes that do not decode whole (another format or version, a wrong checksum, a
//! truncated or damaged file) are nothing kept: every document is parsed again. A document is
//! taken only for the same path, the same text and the same manifests.
//!
//! Not for: loading and checking documents ([`super::load`]), the site's state (`build`).

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::corpus::model::{Body, Corpus, Document, EditionManifest, FrontMatter};
use crate::util::bytes::{Reader, header, put_u32, seal, u32_of, unseal};

/// The first bytes of [`Parsed::encode`]'s output: its format.
const MAGIC: &[u8] = b"lawref-documents 1\n";

/// How many documents may be new or changed since the kept ones were written (or kept and
/// gone) before [`Parsed::store`] writes them again: at least this many, or one in 50.
const REWRITE_AFTER: usize = 64;

/// The most bytes [`Parsed::read`] reads: a larger file is not read (and nothing is kept).
const READ_LIMIT: u64 = 1 << 30;

/// Where the corpus at `root` keeps its parsed documents: `<corpus>/.lawref/documents`.
pub(crate) fn file(root: &Path) -> PathBuf {
    root.join(".lawref").join("documents")
}

/// The hash of the edition manifests documents are checked against: a document parsed under
/// other manifests is parsed again (a law number may have left an edition's range).
pub(crate) fn manifests_hash(editions: &[EditionManifest]) -> u64 {
    crate::util::hash::hash64(&serde_json::to_vec(editions).unwrap_or_default())
}

/// Documents as a build parsed them, by path, each with the hash of the text it was parsed
/// from; decoded one at a time when asked for ([`Parsed::document`]).
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    bytes: Vec<u8>,
    /// The hash of the manifests the documents were checked against ([`manifests_hash`]).
    manifests: u64,
    /// Each document's text hash and where its record lies in `bytes`.
    by_path: HashMap<String, (u64, Range<usize>)>,
}

impl Parsed {
    /// The parsed documents kept for the corpus at `root` under `version`; `None` when there is
    /// no such file, it is not a regular file (a symbolic link is not followed, a FIFO never
    /// waited for), cannot be read, is larger than 1 GiB, or does not decode. Its first bytes
    /// (the format and the version) are read first: a file of another lawref is not read on.
    pub(crate) fn read(root: &Path, version: &str) -> Option<Parsed> {
        use std::io::Read as _;
        let path = file(root);
        let mut options = std::fs::OpenOptions::new();
        options.read(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY);
        }
        let mut f = options.open(&path).ok()?;
        let meta = f.metadata().ok()?;
        if !meta.is_file() || meta.len() > READ_LIMIT {
            return None;
        }
        let header = header(MAGIC, version);
        let mut bytes = vec![0; header.len()];
        f.read_exact(&mut bytes).ok()?;
        if bytes != header {
            return None;
        }
        bytes.reserve(
            usize::try_from(meta.len())
                .ok()?
                .saturating_sub(header.len()),
        );
        f.take(READ_LIMIT).read_to_end(&mut bytes).ok()?;
        Parsed::decode(bytes, version)
    }

    /// Whether documents were checked against the manifests `editions`.
    pub(crate) fn same_manifests(&self, editions: &[EditionManifest]) -> bool {
        self.manifests == manifests_hash(editions)
    }

    /// The document kept for `path` whose text hashes to `text_hash`; `None` when none was kept
    /// for it, or for another text of it.
    pub(crate) fn document(&self, path: &str, text_hash: u64) -> Option<Document> {
        let (hash, range) = self.by_path.get(path)?;
        if *hash != text_hash {
            return None;
        }
        let (meta, body): (String, Body) = postcard::from_bytes(&self.bytes[range.clone()]).ok()?;
        let meta: FrontMatter = serde_json::from_str(&meta).ok()?;
        Some(Document::new(path.to_string(), meta, body, text_hash))
    }

    /// How many of `corpus`'s documents are not kept here as they are (new, or changed), and
    /// how many kept here are no longer in it (as they were); every document when the
    /// manifests differ.
    pub(crate) fn stale(&self, corpus: &Corpus) -> usize {
        if !self.same_manifests(&corpus.editions) {
            return corpus.documents.len() + self.by_path.len();
        }
        let kept = corpus
            .documents
            .iter()
            .filter(|d| {
                self.by_path
                    .get(&d.path)
                    .is_some_and(|(h, _)| *h == d.text_hash)
            })
            .count();
        (corpus.documents.len() - kept) + (self.by_path.len() - kept)
    }

    /// The bytes that keep `corpus`'s documents under `version`, in path order; a document
    /// `old` holds for the same text (and manifests) is copied from it, not encoded again.
    /// `None` when a document does not encode (none does: a body is strings and numbers).
    pub(crate) fn encode(corpus: &Corpus, version: &str, old: Option<&Parsed>) -> Option<Vec<u8>> {
        let manifests = manifests_hash(&corpus.editions);
        let old = old.filter(|o| o.manifests == manifests);
        let mut docs: Vec<&Document> = corpus.documents.iter().collect();
        docs.sort_by(|a, b| a.path.cmp(&b.path));
        let mut rest = Vec::new();
        rest.extend_from_slice(&manifests.to_le_bytes());
        put_u32(&mut rest, u32_of(docs.len()));
        for d in docs {
            put_u32(&mut rest, u32_of(d.path.len()));
            rest.extend_from_slice(d.path.as_bytes());
            rest.extend_from_slice(&d.text_hash.to_le_bytes());
            let len_at = rest.len();
            put_u32(&mut rest, 0);
            let start = rest.len();
            let kept = old.and_then(|o| {
                o.by_path
                    .get(&d.path)
                    .filter(|(h, _)| *h == d.text_hash)
                    .map(|(_, range)| &o.bytes[range.clone()])
            });
            match kept {
                Some(record) => rest.extend_from_slice(record),
                None => {
                    let meta = serde_json::to_string(&d.meta).ok()?;
                    rest = postcard::to_extend(&(meta, d.body()), rest).ok()?;
                }
            }
            let len = u32_of(rest.len() - start);
            rest[len_at..len_at + 4].copy_from_slice(&len.to_le_bytes());
        }
        Some(seal(MAGIC, version, &rest))
    }

    /// The parsed documents in `bytes` ([`Parsed::encode`]'s output) when they were kept under
    /// `version`; `None` for bytes of another format or version, with a wrong checksum, or that
    /// do not decode whole.
    pub(crate) fn decode(bytes: Vec<u8>, version: &str) -> Option<Parsed> {
        let body = unseal(&bytes, MAGIC, version)?;
        // Records' places are kept in `bytes`: where the body starts in them.
        let start = bytes.len() - body.len();
        let mut r = Reader::new(body);
        let manifests = r.u64()?;
        let count = r.u32()? as usize;
        let mut by_path = HashMap::with_capacity(count.min(bytes.len()));
        for _ in 0..count {
            let n = r.u32()? as usize;
            let path = std::str::from_utf8(r.take(n)?).ok()?.to_string();
            let hash = r.u64()?;
            let n = r.u32()? as usize;
            let from = start + r.at();
            r.take(n)?;
            by_path.insert(path, (hash, from..start + r.at()));
        }
        if !r.rest().is_empty() {
            return None;
        }
        Some(Parsed {
            bytes,
            manifests,
            by_path,
        })
    }

    /// Writes `corpus`'s documents under `version` to [`file`] (a temporary file
    /// `.documents.new-XXXXXX` beside it, renamed over it), unless `old` (what was read there)
    /// holds, under the same manifests, all but a few of them ([`REWRITE_AFTER`]): a rebuild
    /// after one file changed parses that file again rather than write the whole file (37 MB
    /// for the 93 × 20 × 3 corpus) each time.
    ///
    /// # Errors
    /// [`crate::Error::Io`] when `.lawref/` cannot be made or the file written, or when
    /// something other than a regular file stands at its place (a folder, a symbolic link: never
    /// replaced, `util::fsio::check_output_path`).
    pub(crate) fn store(
        root: &Path,
        corpus: &Corpus,
        version: &str,
        old: Option<&Parsed>,
    ) -> crate::error::Result<()> {
        use crate::error::Error;
        let few = REWRITE_AFTER.max(corpus.documents.len() / 50);
        if old.is_some_and(|o| o.same_manifests(&corpus.editions) && o.stale(corpus) <= few) {
            return Ok(());
        }
        let Some(bytes) = Parsed::encode(corpus, version, old) else {
            return Ok(());
        };
        let path = file(root);
        let dir = path.parent().unwrap_or(root);
        crate::util::fsio::check_output_path(&path)?;
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
        let mut tmp = tempfile::Builder::new()
            .prefix(TEMP_PREFIX)
            .rand_bytes(6)
            .tempfile_in(dir)
            .map_err(|e| Error::io(dir, e))?;
        std::io::Write::write_all(&mut tmp, &bytes).map_err(|e| Error::io(tmp.path(), e))?;
        // Checked again: something may have been put there meanwhile.
        crate::util::fsio::check_output_path(&path)?;
        tmp.persist(&path).map_err(|e| Error::io(&path, e.error))?;
        Ok(())
    }
}

/// The name [`Parsed::store`]'s temporary files begin with, six letters or digits after it.
const TEMP_PREFIX: &str = ".documents.new-";

/// Removes from `<corpus>/.lawref/` the temporary files of [`Parsed::store`] that builds killed
/// while writing left (`.documents.new-XXXXXX`, regular files over a minute old: a running
/// build's own is younger). Nothing else is touched; what cannot be removed is left.
pub(crate) fn remove_leftovers(root: &Path) {
    let Some(dir) = file(root).parent().map(Path::to_path_buf) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let ours = name
            .strip_prefix(TEMP_PREFIX)
            .is_some_and(|rest| rest.len() == 6 && rest.bytes().all(|b| b.is_ascii_alphanumeric()));
        let old = e
            .metadata()
            .ok()
            .filter(std::fs::Metadata::is_file)
            .and_then(|m| {
                m.modified()
                    .ok()
                    .and_then(|t| t.elapsed().ok())
                    .map(|age| age.as_secs() > 60)
            });
        if ours && e.file_type().is_ok_and(|t| t.is_file()) && old == Some(true) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> Corpus {
        crate::corpus::load::load_corpus(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
    }

    #[test]
    fn documents_come_back_as_parsed_for_the_same_version_text_and_manifests() {
        let corpus = shipped();
        let bytes = Parsed::encode(&corpus, "v1", None).unwrap();
        assert!(bytes.starts_with(MAGIC));
        let parsed = Parsed::decode(bytes.clone(), "v1").unwrap();
        assert!(parsed.same_manifests(&corpus.editions));
        assert_eq!(parsed.stale(&corpus), 0);
        for d in &corpus.documents {
            assert_eq!(parsed.document(&d.path, d.text_hash).as_ref(), Some(d));
            // Another text of the same path: parsed again.
            assert_eq!(parsed.document(&d.path, d.text_hash ^ 1), None);
        }
        // Encoded again from what was kept: the same bytes.
        assert_eq!(
            Parsed::encode(&corpus, "v1", Some(&parsed)),
            Some(bytes.clone())
        );
        // Another lawref: nothing kept.
        assert!(Parsed::decode(bytes, "v2").is_none());
        // Other manifests: nothing taken, every document stale.
        let mut other = corpus.clone();
        other.editions[0].law_count -= 1;
        assert!(!parsed.same_manifests(&other.editions));
        assert_eq!(parsed.stale(&other), 2 * corpus.documents.len());
        // One document changed: one stale.
        let mut changed = corpus.clone();
        changed.documents[0].text_hash ^= 1;
        assert_eq!(parsed.stale(&changed), 2);
    }

    #[test]
    fn damaged_or_truncated_bytes_are_nothing_kept() {
        let corpus = shipped();
        let bytes = Parsed::encode(&corpus, "v1", None).unwrap();
        // Cut short anywhere (every 997th length, and the last few): nothing.
        for len in (0..bytes.len())
            .step_by(997)
            .chain(bytes.len() - 9..bytes.len())
        {
            assert!(
                Parsed::decode(bytes[..len].to_vec(), "v1").is_none(),
                "{len}"
            );
        }
        // A byte flipped anywhere: nothing.
        for at in (0..bytes.len()).step_by(1009) {
            let mut b = bytes.clone();
            b[at] ^= 0x20;
            assert!(Parsed::decode(b, "v1").is_none(), "{at}");
        }
        // A byte more: nothing.
        let mut longer = bytes;
        longer.push(0);
        assert!(Parsed::decode(longer, "v1").is_none());
    }

    #[test]
    fn written_again_under_other_manifests_and_read_only_from_a_regular_file() {
        let corpus = shipped();
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        Parsed::store(root, &corpus, "v1", None).unwrap();
        let kept = Parsed::read(root, "v1").unwrap();
        assert_eq!(kept.stale(&corpus), 0);
        assert!(Parsed::read(root, "v2").is_none());
        // Other manifests: written again, however few the documents (a small corpus never
        // reaches the count of changes that rewrites the file otherwise).
        let mut other = corpus.clone();
        other.editions[0].law_count -= 1;
        assert!(corpus.documents.len() * 2 <= REWRITE_AFTER);
        Parsed::store(root, &other, "v1", Some(&kept)).unwrap();
        assert!(
            Parsed::read(root, "v1")
                .unwrap()
                .same_manifests(&other.editions)
        );
        // One document changed: not written again (parsed again instead).
        let again = Parsed::read(root, "v1").unwrap();
        let mut changed = other.clone();
        changed.documents[0].text_hash ^= 1;
        let before = std::fs::read(file(root)).unwrap();
        Parsed::store(root, &changed, "v1", Some(&again)).unwrap();
        assert_eq!(std::fs::read(file(root)).unwrap(), before);
        // A symbolic link to the file, or a FIFO no one writes to, in its place: nothing read
        // (and no wait), and nothing written through the link.
        let elsewhere = root.join("elsewhere");
        std::fs::rename(file(root), &elsewhere).unwrap();
        std::os::unix::fs::symlink(&elsewhere, file(root)).unwrap();
        assert!(Parsed::read(root, "v1").is_none());
        assert!(Parsed::store(root, &corpus, "v1", None).is_err());
        assert_eq!(std::fs::read(&elsewhere).unwrap(), before);
        std::fs::remove_file(file(root)).unwrap();
        let fifo = std::ffi::CString::new(file(root).to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
        assert!(Parsed::read(root, "v1").is_none());
    }

    #[test]
    fn a_killed_builds_temporary_files_are_removed_once_a_minute_old() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        let dir = root.join(".lawref");
        std::fs::create_dir_all(&dir).unwrap();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(120);
        let make = |name: &str, modified| {
            let f = std::fs::File::create(dir.join(name)).unwrap();
            f.set_modified(modified).unwrap();
        };
        make(".documents.new-a1B2c3", old);
        make(".documents.new-d4e5f6", std::time::SystemTime::now());
        make(".documents.new-toolong7", old);
        make("documents", old);
        make("notes.txt", old);
        remove_leftovers(root);
        let mut left: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                ".documents.new-d4e5f6",
                ".documents.new-toolong7",
                "documents",
                "notes.txt"
            ]
        );
    }
}

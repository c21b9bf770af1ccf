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
    /// no such file, it cannot be read, is larger than 1 GiB, or does not decode.
    pub(crate) fn read(root: &Path, version: &str) -> Option<Parsed> {
        use std::io::Read as _;
        let path = file(root);
        let meta = std::fs::symlink_metadata(&path).ok()?;
        if !meta.is_file() || meta.len() > READ_LIMIT {
            return None;
        }
        let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).ok()?);
        std::fs::File::open(&path)
            .ok()?
            .take(READ_LIMIT + 1)
            .read_to_end(&mut bytes)
            .ok()?;
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
        put(&mut rest, docs.len());
        for d in docs {
            put(&mut rest, d.path.len());
            rest.extend_from_slice(d.path.as_bytes());
            rest.extend_from_slice(&d.text_hash.to_le_bytes());
            let len_at = rest.len();
            put(&mut rest, 0);
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
        let mut out = Vec::with_capacity(rest.len() + 64);
        out.extend_from_slice(MAGIC);
        put(&mut out, version.len());
        out.extend_from_slice(version.as_bytes());
        out.extend_from_slice(&crate::util::hash::hash64(&rest).to_le_bytes());
        out.extend_from_slice(&rest);
        Some(out)
    }

    /// The parsed documents in `bytes` ([`Parsed::encode`]'s output) when they were kept under
    /// `version`; `None` for bytes of another format or version, with a wrong checksum, or that
    /// do not decode whole.
    pub(crate) fn decode(bytes: Vec<u8>, version: &str) -> Option<Parsed> {
        let mut r = Reader {
            bytes: &bytes,
            at: 0,
        };
        if r.take(MAGIC.len())? != MAGIC {
            return None;
        }
        let n = r.u32()? as usize;
        if r.take(n)? != version.as_bytes() {
            return None;
        }
        let sum = r.u64()?;
        if crate::util::hash::hash64(&bytes[r.at..]) != sum {
            return None;
        }
        let manifests = r.u64()?;
        let count = r.u32()? as usize;
        let mut by_path = HashMap::with_capacity(count.min(bytes.len()));
        for _ in 0..count {
            let n = r.u32()? as usize;
            let path = std::str::from_utf8(r.take(n)?).ok()?.to_string();
            let hash = r.u64()?;
            let n = r.u32()? as usize;
            let start = r.at;
            r.take(n)?;
            by_path.insert(path, (hash, start..r.at));
        }
        if r.at != bytes.len() {
            return None;
        }
        Some(Parsed {
            bytes,
            manifests,
            by_path,
        })
    }

    /// Writes `corpus`'s documents under `version` to [`file`] (one rename over the old file),
    /// unless `old` (what was read there) holds all but a few of them ([`REWRITE_AFTER`]): a
    /// rebuild after one file changed parses that file again rather than write the whole file
    /// (37 MB for the 93 × 20 × 3 corpus) each time.
    ///
    /// # Errors
    /// [`crate::Error::Io`] when `.lawref/` cannot be made or the file written; what stands at
    /// the file's place other than a regular file is refused (`util::fsio::Staged`).
    pub(crate) fn store(
        root: &Path,
        corpus: &Corpus,
        version: &str,
        old: Option<&Parsed>,
    ) -> crate::error::Result<()> {
        let few = REWRITE_AFTER.max(corpus.documents.len() / 50);
        if old.is_some_and(|o| o.stale(corpus) <= few) {
            return Ok(());
        }
        let Some(bytes) = Parsed::encode(corpus, version, old) else {
            return Ok(());
        };
        let mut staged = crate::util::fsio::Staged::default();
        staged.add(&file(root), bytes)?;
        staged.commit()
    }
}

fn u32_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn put(out: &mut Vec<u8>, n: usize) {
    out.extend_from_slice(&u32_of(n).to_le_bytes());
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
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
}

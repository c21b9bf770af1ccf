//! The references found in each document before they are resolved ([`Unresolved`]), kept from
//! one build to the next ([`Kept`]): finding them is a function of a document's text alone
//! (the grammar of its language, the clause it stands in), and most of a rebuild's linking time
//! (the reference grammar's regular expressions over every text run); resolving them reads the
//! rest of the corpus and is done again on every build ([`super::link_keeping`]).
//!
//! Kept as bytes ([`Kept::encode`], [`Kept::decode`]): a header naming the format and the
//! `version` the caller gives (the build passes its state header, which names lawref's version
//! and the hashes of its code and templates, so a lawref whose grammar changed finds nothing to
//! reuse), a checksum of the rest, then per document its path, the 64-bit hash of its text
//! ([`crate::corpus::model::Document::text_hash`]) and its references. Bytes that do not decode
//! whole (another format or version, a wrong checksum, a truncated or damaged file) are no
//! kept references: every document's are found again.
//!
//! Not for: resolution ([`super::resolve`]), where the bytes are kept (`build::site`).

use std::collections::HashMap;

use crate::corpus::model::ClauseId;
use crate::util::bytes::{Reader, put_u32 as put, seal, u32_of, unseal};

/// A reference as found in a document's text and completed from where it stands, before it is
/// resolved: all of [`super::Reference`] that the document's text alone decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unresolved {
    /// The citing paragraph's `seq`.
    pub(crate) para: u32,
    /// The index of the text run in its inlines.
    pub(crate) inline: u32,
    /// Byte range of the target's words in the text run: start.
    pub(crate) start: u32,
    /// Byte range of the target's words in the text run: end.
    pub(crate) end: u32,
    /// The clause cited, completed.
    pub(crate) target: ClauseId,
    /// Named relative to where it stands.
    pub(crate) relative: bool,
    /// A look-alike letter read as Latin where the document does not say its lettering.
    pub(crate) ambiguous: bool,
    /// A suspect reference (resolved as [`super::Resolution::Suspect`]).
    pub(crate) suspect: bool,
}

/// Each document's [`Unresolved`] references by its path, with the hash of the text they were
/// found in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Kept {
    by_path: HashMap<String, (u64, Vec<Unresolved>)>,
}

/// The bytes one reference takes in [`Kept::encode`]'s output: four `u32`, the law's byte, four
/// `u32` of the target's levels, a byte of flags.
const REFERENCE_BYTES: usize = 4 * 4 + 1 + 4 * 4 + 1;

/// The first bytes of [`Kept::encode`]'s output: its format.
const MAGIC: &[u8] = b"lawref-references 1\n";

impl Kept {
    /// The references kept for the document at `path` whose text hashes to `text_hash`; `None`
    /// when none were kept for it, or for another text of it.
    pub(crate) fn get(&self, path: &str, text_hash: u64) -> Option<&[Unresolved]> {
        match self.by_path.get(path) {
            Some((hash, refs)) if *hash == text_hash => Some(refs),
            _ => None,
        }
    }

    /// Keeps `refs` for the document at `path` whose text hashes to `text_hash`.
    pub(crate) fn insert(&mut self, path: String, text_hash: u64, refs: Vec<Unresolved>) {
        self.by_path.insert(path, (text_hash, refs));
    }

    /// The bytes of these kept references for `version` (see the module's notes), documents in
    /// path order: the same references give the same bytes.
    pub(crate) fn encode(&self, version: &str) -> Vec<u8> {
        let mut body = Vec::new();
        let mut paths: Vec<&String> = self.by_path.keys().collect();
        paths.sort();
        put(&mut body, u32_of(paths.len()));
        for path in paths {
            let (hash, refs) = &self.by_path[path];
            put(&mut body, u32_of(path.len()));
            body.extend_from_slice(path.as_bytes());
            body.extend_from_slice(&hash.to_le_bytes());
            put(&mut body, u32_of(refs.len()));
            for r in refs {
                for n in [r.para, r.inline, r.start, r.end] {
                    put(&mut body, n);
                }
                let t = r.target;
                body.push(t.law);
                put(&mut body, t.section.map_or(u32::MAX, u32::from));
                put(&mut body, t.subsection.map_or(u32::MAX, u32::from));
                put(&mut body, t.item.map_or(u32::MAX, u32::from));
                put(&mut body, t.subitem.map_or(u32::MAX, u32::from));
                body.push(
                    u8::from(r.relative) | u8::from(r.ambiguous) << 1 | u8::from(r.suspect) << 2,
                );
            }
        }
        seal(MAGIC, version, &body)
    }

    /// The kept references in `bytes`, written by [`Kept::encode`] for `version`; `None` when
    /// they are not that whole (see the module's notes).
    pub(crate) fn decode(bytes: &[u8], version: &str) -> Option<Kept> {
        let mut r = Reader::new(unseal(bytes, MAGIC, version)?);
        let mut kept = Kept::default();
        for _ in 0..r.u32()? {
            let len = r.u32()? as usize;
            let path = std::str::from_utf8(r.take(len)?).ok()?.to_string();
            let hash = r.u64()?;
            let count = r.u32()? as usize;
            // A count the bytes left cannot hold is damage.
            if count > r.rest().len() / REFERENCE_BYTES {
                return None;
            }
            let mut refs = Vec::with_capacity(count);
            for _ in 0..count {
                let (para, inline, start, end) = (r.u32()?, r.u32()?, r.u32()?, r.u32()?);
                let law = r.take(1)?[0];
                let section = opt_char(&mut r)?;
                let subsection = opt_u16(&mut r)?;
                let item = opt_char(&mut r)?;
                let subitem = opt_u16(&mut r)?;
                let flags = r.take(1)?[0];
                refs.push(Unresolved {
                    para,
                    inline,
                    start,
                    end,
                    target: ClauseId {
                        law,
                        section,
                        subsection,
                        item,
                        subitem,
                    },
                    relative: flags & 1 != 0,
                    ambiguous: flags & 2 != 0,
                    suspect: flags & 4 != 0,
                });
            }
            kept.insert(path, hash, refs);
        }
        r.rest().is_empty().then_some(kept)
    }
}

/// A `u32::MAX` (none) or a character.
fn opt_char(r: &mut Reader<'_>) -> Option<Option<char>> {
    match r.u32()? {
        u32::MAX => Some(None),
        c => char::from_u32(c).map(Some),
    }
}

/// A `u32::MAX` (none) or a `u16`.
fn opt_u16(r: &mut Reader<'_>) -> Option<Option<u16>> {
    match r.u32()? {
        u32::MAX => Some(None),
        n => u16::try_from(n).ok().map(Some),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Kept {
        let mut k = Kept::default();
        k.insert(
            "translations/pl/2017/68.md".into(),
            7,
            vec![
                Unresolved {
                    para: 3,
                    inline: 0,
                    start: 10,
                    end: 13,
                    target: "68D2(b)(i)".parse().unwrap(),
                    relative: true,
                    ambiguous: false,
                    suspect: false,
                },
                Unresolved {
                    para: 4,
                    inline: 2,
                    start: 0,
                    end: 9,
                    target: ClauseId::law(16),
                    relative: false,
                    ambiguous: true,
                    suspect: true,
                },
            ],
        );
        k.insert("translations/nl/2007/70.md".into(), 9, Vec::new());
        k
    }

    #[test]
    fn kept_references_come_back_as_written_for_the_same_version_only() {
        let k = sample();
        let bytes = k.encode("lawref 1 code 42");
        assert_eq!(Kept::decode(&bytes, "lawref 1 code 42"), Some(k.clone()));
        assert_eq!(bytes, sample().encode("lawref 1 code 42"));
        assert_eq!(Kept::decode(&bytes, "lawref 1 code 43"), None);
        let refs = k.get("translations/pl/2017/68.md", 7).unwrap();
        assert_eq!(refs[0].target.to_string(), "68D2(b)(i)");
        assert!(k.get("translations/pl/2017/68.md", 8).is_none());
    }

    #[test]
    fn damaged_or_truncated_bytes_are_no_kept_references() {
        let bytes = sample().encode("v");
        for cut in 0..bytes.len() {
            assert_eq!(Kept::decode(&bytes[..cut], "v"), None, "cut at {cut}");
        }
        for at in MAGIC.len()..bytes.len() {
            let mut b = bytes.clone();
            b[at] ^= 0x40;
            assert_eq!(Kept::decode(&b, "v"), None, "byte {at} changed");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Kept::decode(&longer, "v"), None);
    }
}

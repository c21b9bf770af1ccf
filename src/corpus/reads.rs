//! Which documents a piece of work reads, recorded in debug builds: the check that every page
//! of the site reads only the documents of its view (`site::view`), so that a part's rebuild
//! key, the hash of its view, covers what the part shows.
//!
//! A document is read when its body is ([`crate::corpus::model::Document::body`] and the
//! methods on it: `law_text`, `paragraphs`, `blocks`…) or when its references are
//! (`xref::Links::in_document`, `in_paragraph`, `cited_by`). `Corpus::documents_read` turns
//! a record into documents. Its place, front matter and
//! clause ids are not counted: every key covers them (the global part of the keys).
//!
//! The record is a stack of scopes per thread ([`recording`]): a scope opened inside another
//! (a rayon job stolen by a thread waiting inside a part) records its own reads. Release builds
//! record nothing and [`recording`] returns `None`.
//!
//! Not for: the keys themselves (`site::view`), timing.

use std::collections::BTreeSet;

/// One read: a document by its address (a body read), or by its index in
/// `Corpus::documents` (a read of its references).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Read {
    /// The address of the `Document` whose body was read.
    Body(usize),
    /// The index of the document whose references were read.
    Refs(usize),
}

#[cfg(debug_assertions)]
thread_local! {
    static SCOPES: std::cell::RefCell<Vec<BTreeSet<Read>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Notes a read in the innermost open scope of this thread, if any (debug builds only).
#[inline]
pub(crate) fn note(read: Read) {
    #[cfg(debug_assertions)]
    SCOPES.with(|s| {
        if let Some(top) = s.borrow_mut().last_mut() {
            top.insert(read);
        }
    });
    #[cfg(not(debug_assertions))]
    let _ = read;
}

/// Runs `work` in a scope of its own and returns its value with the reads it made on this
/// thread; `None` in release builds, which record nothing.
pub(crate) fn recording<T>(work: impl FnOnce() -> T) -> (T, Option<BTreeSet<Read>>) {
    #[cfg(debug_assertions)]
    {
        SCOPES.with(|s| s.borrow_mut().push(BTreeSet::new()));
        // The scope is closed even when `work` panics, so a caught panic leaves no scope open.
        struct Close;
        impl Drop for Close {
            fn drop(&mut self) {
                SCOPES.with(|s| s.borrow_mut().pop());
            }
        }
        let close = Close;
        let value = work();
        let reads = SCOPES.with(|s| s.borrow().last().cloned());
        drop(close);
        (value, reads)
    }
    #[cfg(not(debug_assertions))]
    {
        (work(), None)
    }
}

/// Only debug builds record: so do its tests.
#[cfg(all(test, debug_assertions))]
mod tests {
    use super::*;

    #[test]
    fn a_scope_records_its_own_reads_and_an_inner_scope_its_own() {
        let (inner, outer) = recording(|| {
            note(Read::Refs(1));
            let ((), inner) = recording(|| note(Read::Refs(2)));
            note(Read::Refs(3));
            inner
        });
        assert_eq!(inner.unwrap(), BTreeSet::from([Read::Refs(2)]));
        assert_eq!(
            outer.unwrap(),
            BTreeSet::from([Read::Refs(1), Read::Refs(3)])
        );
        // Outside any scope nothing is recorded, and nothing fails.
        note(Read::Refs(4));
    }
}

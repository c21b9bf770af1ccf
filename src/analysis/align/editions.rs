//! Editions in order and the correspondence of clauses between them.
//!
//! An edition's manifest (`laws/<edition>.yaml`) names the edition it follows (`previous:`, or
//! for a sub-edition the edition it `revises:`) and may record how its clauses correspond to
//! those of that edition ([`Correspondence`]: renumbered, split, merged, new, deleted).
//! [`counterparts`] follows those records from one edition to any other along the chain of
//! editions, in either direction.
//!
//! The rules, in the order they apply to a clause id at each step from one edition to the next:
//! 1. a record that names the clause itself decides (renumbered, split and merged give their
//!    other side; deleted going forward and new going back give nothing);
//! 2. otherwise the nearest enclosing clause with a record decides for its sub-clauses where
//!    that record is a renumbering (16D → 16C takes 16D3 to 16C3), a deletion (forward) or a
//!    new clause (back): its sub-clauses go with it. A split or merge record is about the
//!    clause it names only: its sub-clauses without a record keep their ids;
//! 3. otherwise the same id is the same clause, unless a record names that id (or, for a
//!    renumbering, deletion or new clause, an enclosing clause) on the other side: that id is
//!    another clause there, and this one has no counterpart (with `renumbered: 68C -> 68E`, a
//!    68C of the newer edition is not the older 68C; with `merged: 68A, 68B -> 68C`, an older
//!    68C no record names has none).
//!
//! Whether a text has the clause the records lead to is the text's business, not this module's:
//! [`counterparts`] reads manifests only.
//!
//! Not for: the text of the clauses (see [`super::diff`] for a word diff of two editions).

use crate::corpus::model::{
    ChangeKind, ClauseId, Corpus, Correspondence, Edition, EditionManifest,
};

/// The clauses of edition `to` that correspond to clause `id` of edition `from`, in the order
/// the records give them: the same id unless the manifests record a correspondence (see the
/// module's rules). Empty when the clause was deleted on the way (or is new in `from` and `to`
/// is older). `from == to` gives `[id]`.
///
/// The way from `from` to `to` goes back along `previous` (and `revises`) links to the nearest
/// edition both descend from, then forward: 2007 → 2017 → 2017r2024 is a two-step chain. Two
/// editions with no such common edition, or an edition the corpus lacks, have no records
/// between them: the same id.
pub fn counterparts(corpus: &Corpus, from: &Edition, id: ClauseId, to: &Edition) -> Vec<ClauseId> {
    let Some((back, forward)) = path(&corpus.editions, from, to) else {
        return vec![id];
    };
    let mut ids = vec![id];
    for m in back {
        ids = step(&ids, &m.correspondences, Direction::Back);
    }
    for m in forward {
        ids = step(&ids, &m.correspondences, Direction::Forward);
    }
    ids
}

/// The chain of `edition` and the editions it follows, newest first.
fn chain<'m>(editions: &'m [EditionManifest], edition: &Edition) -> Vec<&'m EditionManifest> {
    let mut out: Vec<&EditionManifest> = Vec::new();
    let mut e = Some(edition);
    while let Some(id) = e {
        let Some(m) = editions.iter().find(|m| &m.edition == id) else {
            break;
        };
        if out.iter().any(|x| x.edition == m.edition) {
            break; // load refuses cycles; do not loop on a corpus built by hand
        }
        out.push(m);
        e = m.follows();
    }
    out
}

/// The manifests whose records are crossed going from `from` to `to`: first those walked back
/// (each edition stepped out of, newest first), then those walked forward (each edition stepped
/// into, oldest first). `None` when the two have no common edition.
type Path<'m> = (Vec<&'m EditionManifest>, Vec<&'m EditionManifest>);

fn path<'m>(editions: &'m [EditionManifest], from: &Edition, to: &Edition) -> Option<Path<'m>> {
    let up = chain(editions, from);
    let down = chain(editions, to);
    let (i, j) = up.iter().enumerate().find_map(|(i, m)| {
        down.iter()
            .position(|d| d.edition == m.edition)
            .map(|j| (i, j))
    })?;
    let back = up[..i].to_vec();
    let mut forward = down[..j].to_vec();
    forward.reverse();
    Some((back, forward))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    /// From the previous edition into the one whose records these are.
    Forward,
    /// From the edition whose records these are into the previous one.
    Back,
}

/// One step over one edition's records, for each id in turn; the results in order, without
/// repeats.
fn step(ids: &[ClauseId], records: &[Correspondence], dir: Direction) -> Vec<ClauseId> {
    let mut out: Vec<ClauseId> = Vec::new();
    for id in ids {
        for c in one(*id, records, dir) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

fn one(id: ClauseId, records: &[Correspondence], dir: Direction) -> Vec<ClauseId> {
    for a in id.ancestry() {
        let Some(c) = records.iter().find(|c| sides(c, dir).0.contains(&a)) else {
            continue;
        };
        let there = sides(c, dir).1;
        if a == id {
            return there.to_vec();
        }
        let gone = matches!(
            (c.kind, dir),
            (ChangeKind::Deleted, Direction::Forward) | (ChangeKind::New, Direction::Back)
        );
        return match c.kind {
            _ if gone => Vec::new(),
            ChangeKind::Renumbered => vec![rebase(id, a, there[0])],
            _ => vec![id],
        };
    }
    // Rule 3, unless a record names the same id on the other side: then that id there is
    // another clause (68C renumbered to 68E leaves no 68C for a new 68C to be; a new 68Y is
    // not the 68Y that was deleted), and this one has no counterpart.
    let taken = id.ancestry().any(|a| {
        records.iter().any(|c| {
            sides(c, dir).1.contains(&a)
                && (a == id
                    || matches!(
                        c.kind,
                        ChangeKind::Renumbered | ChangeKind::New | ChangeKind::Deleted
                    ))
        })
    });
    if taken { Vec::new() } else { vec![id] }
}

/// The ids a record has on the side stepped from, and on the side stepped to.
fn sides(c: &Correspondence, dir: Direction) -> (&[ClauseId], &[ClauseId]) {
    match dir {
        Direction::Forward => (&c.old, &c.new),
        Direction::Back => (&c.new, &c.old),
    }
}

/// `id`, a sub-clause of `from`, moved under `to`: its levels below `from`'s level are put
/// below `to` (16D3 with 16D → 16C is 16C3). Where `to` is deeper than `from` and already holds
/// one of those levels, the sub-clause cannot be placed: it goes to `to` itself.
fn rebase(id: ClauseId, from: ClauseId, to: ClauseId) -> ClauseId {
    let mut out = to;
    let slots = [
        (
            from.section.is_none(),
            id.section.is_some(),
            to.section.is_some(),
        ),
        (
            from.subsection.is_none(),
            id.subsection.is_some(),
            to.subsection.is_some(),
        ),
        (from.item.is_none(), id.item.is_some(), to.item.is_some()),
        (
            from.subitem.is_none(),
            id.subitem.is_some(),
            to.subitem.is_some(),
        ),
    ];
    for (n, (below, has, taken)) in slots.into_iter().enumerate() {
        if !(below && has) {
            continue;
        }
        if taken {
            return to;
        }
        match n {
            0 => out.section = id.section,
            1 => out.subsection = id.subsection,
            2 => out.item = id.item,
            _ => out.subitem = id.subitem,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> ClauseId {
        s.parse().unwrap()
    }

    #[test]
    fn sub_clauses_follow_a_renumbered_clause() {
        assert_eq!(rebase(id("16D3"), id("16D"), id("16C")), id("16C3"));
        assert_eq!(rebase(id("16D3(a)"), id("16D"), id("16C")), id("16C3(a)"));
        assert_eq!(rebase(id("40B(a)"), id("40B"), id("40B1")), id("40B1(a)"));
        // 68D1 under 68D → 68D1 cannot take a subsection: it goes to 68D1 itself.
        assert_eq!(rebase(id("68D2"), id("68D"), id("68D1")), id("68D1"));
    }
}

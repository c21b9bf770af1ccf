//! Correspondences inferred, not typed (`lawref align 2027 --with 2017`): every clause of an
//! edition matched with the clauses of an earlier one by their words and their place in the
//! tree, each pairing classed as same, changed, renumbered, split, merged, new or deleted
//! (the kinds of [`crate::corpus::model::Correspondence`]) with a score, and written into the
//! manifest's `correspondences` for review.
//!
//! **The evidence.** A clause's words are its own text (title and paragraphs, not its
//! sub-clauses'), lower-cased, each cut to its first five letters, so that inflected forms of
//! one word meet (`zrzeczenia`, `zrzeczeniu` → `zrzec`; `claimed`, `claims` → `claim`). Two
//! measures compare two clauses as bags of such words: the **likeness** (Dice's coefficient,
//! 2·|A∩B| / (|A|+|B|)) and the **containment** of A in B (|A∩B| / |A|). The rules, in order:
//! - a clause of the new edition whose id the old edition has, with a likeness of at least
//!   [`SAME`], is that clause: `same` (the same words) or `changed`;
//! - a new clause left over whose likeness to an old clause left over is at least [`MOVED`], the
//!   old one's best match too, is that clause renumbered;
//! - the new clauses left over that are each contained at least [`PART`] in one old clause (the
//!   old clause of their nearest enclosing id is always a candidate: a split keeps the place),
//!   two or more, or one with the clause keeping the old one's id, are a `split` of it; and the
//!   old clauses contained so in one new clause are `merged` into it. With a clause keeping its
//!   id, the parts together must be likelier the whole than that clause alone (so a sibling of
//!   like words, `(a)` and `(b)`, is never taken for a part);
//! - what is left is `new` (in the new edition) or `deleted` (in the old).
//!
//! Candidates come from an inverted index of the old clauses' words, whose words shared by more
//! than [`COMMON`] clauses are passed over (they say nothing about which clause): a clause is
//! compared with at most [`CANDIDATES`] others, so a law's alignment is linear in its clauses
//! and words (and n log n in sorting them).
//!
//! Its quality is measured against the records written by hand ([`measure`]): on the shipped
//! corpus (Law 68, Polish, 2007 → 2017) it finds the split of 68D and the new 68D2(b) items.
//!
//! Not for: following records already written (that is [`super::editions`]).

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::corpus::model::{ChangeKind, ClauseId, Corpus, Correspondence, Edition, Lang, Level};
use crate::error::{Error, Result};

/// The likeness at or above which a clause keeping its id is the same clause.
pub const SAME: f64 = 0.5;
/// The likeness at or above which a clause under another id is the old one renumbered.
pub const MOVED: f64 = 0.6;
/// The containment at or above which a clause is a part of another (split or merged).
pub const PART: f64 = 0.5;
/// Words shared by more clauses of a law than this are passed over when finding candidates.
pub const COMMON: usize = 8;
/// The most candidates a clause is compared with (besides its own id and its enclosing id's).
pub const CANDIDATES: usize = 8;

/// How one or more clauses of the new edition came from the old one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pairing {
    /// The same id, the same words.
    Same,
    /// The same id, words changed.
    Changed,
    /// One clause under another id.
    Renumbered,
    /// One old clause became several.
    Split,
    /// Several old clauses became one.
    Merged,
    /// Only the new edition has it.
    New,
    /// Only the old edition has it.
    Deleted,
}

impl Pairing {
    /// `same`, `changed`, `renumbered`, `split`, `merged`, `new`, `deleted`.
    pub fn label(self) -> &'static str {
        match self {
            Pairing::Same => "same",
            Pairing::Changed => "changed",
            Pairing::Renumbered => "renumbered",
            Pairing::Split => "split",
            Pairing::Merged => "merged",
            Pairing::New => "new",
            Pairing::Deleted => "deleted",
        }
    }

    /// The correspondence record's kind, for the pairings a manifest records (not same or
    /// changed: a clause keeping its id needs no record).
    pub fn kind(self) -> Option<ChangeKind> {
        match self {
            Pairing::Same | Pairing::Changed => None,
            Pairing::Renumbered => Some(ChangeKind::Renumbered),
            Pairing::Split => Some(ChangeKind::Split),
            Pairing::Merged => Some(ChangeKind::Merged),
            Pairing::New => Some(ChangeKind::New),
            Pairing::Deleted => Some(ChangeKind::Deleted),
        }
    }
}

/// One pairing found, with its score (0–1: the likeness, or the containment that decided it;
/// for new and deleted clauses, one less the best containment any candidate had).
#[derive(Debug, Clone, PartialEq)]
pub struct Pair {
    /// What happened.
    pub pairing: Pairing,
    /// The old edition's clauses (empty for new).
    pub old: Vec<ClauseId>,
    /// The new edition's clauses (empty for deleted).
    pub new: Vec<ClauseId>,
    /// How sure, 0–1.
    pub score: f64,
}

/// A law's alignment: its clauses' pairings, in the new edition's order (deleted clauses
/// after the clause before them in the old edition's order, at the end).
#[derive(Debug, Clone, PartialEq)]
pub struct LawAlignment {
    /// The law.
    pub law: u8,
    /// The pairings.
    pub pairs: Vec<Pair>,
}

/// A clause as the rules see it: its id, its words (as counted stems), how many.
struct Bag {
    id: ClauseId,
    words: HashMap<String, u32>,
    len: u32,
}

/// The words of a text: lower-cased runs of letters and digits, each cut to five characters.
fn bag(id: ClauseId, text: &str) -> Bag {
    let mut words: HashMap<String, u32> = HashMap::new();
    let mut len = 0;
    for w in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        let stem: String = w.chars().take(5).flat_map(char::to_lowercase).collect();
        *words.entry(stem).or_default() += 1;
        len += 1;
    }
    Bag { id, words, len }
}

/// The words of several clauses as one bag (its id the first's).
fn joined(bags: &[&Bag]) -> Bag {
    let mut words: HashMap<String, u32> = HashMap::new();
    for b in bags {
        for (w, n) in &b.words {
            *words.entry(w.clone()).or_default() += n;
        }
    }
    Bag {
        id: bags[0].id,
        len: bags.iter().map(|b| b.len).sum(),
        words,
    }
}

/// |A ∩ B| as multisets.
fn common(a: &Bag, b: &Bag) -> u32 {
    let (small, big) = if a.words.len() <= b.words.len() {
        (a, b)
    } else {
        (b, a)
    };
    small
        .words
        .iter()
        .map(|(w, n)| (*n).min(big.words.get(w).copied().unwrap_or(0)))
        .sum()
}

/// Dice's coefficient of two bags (1 for two empty ones).
fn likeness(a: &Bag, b: &Bag) -> f64 {
    if a.len + b.len == 0 {
        return 1.0;
    }
    2.0 * f64::from(common(a, b)) / f64::from(a.len + b.len)
}

/// How much of `a` is in `b` (0 for an empty `a`).
fn containment(a: &Bag, b: &Bag) -> f64 {
    if a.len == 0 {
        return 0.0;
    }
    f64::from(common(a, b)) / f64::from(a.len)
}

/// The bags of every clause of Law `law`'s text in `lang` and `edition`, in document order.
fn bags(corpus: &Corpus, edition: &Edition, law: u8, lang: &Lang) -> Option<Vec<Bag>> {
    let (_, doc) = corpus.text(edition, law, lang)?;
    let t = doc.law_text()?;
    Some(
        t.all_clauses()
            .into_iter()
            .map(|c| bag(c.id, &super::clause_piece(c).text()))
            .collect(),
    )
}

/// Each new clause's candidates among the old ones: the old clauses sharing most of its words
/// that few clauses have (at most [`CANDIDATES`]; words in more than [`COMMON`] clauses are
/// passed over), and the old clauses of its own id and of its nearest enclosing id. Linear in
/// the words (times [`COMMON`]).
fn candidates(old: &[Bag], new: &[Bag], old_at: &HashMap<ClauseId, usize>) -> Vec<Vec<usize>> {
    // Candidates by shared words that few clauses have.
    let mut postings: HashMap<&str, Vec<usize>> = HashMap::new();
    for (j, b) in old.iter().enumerate() {
        for w in b.words.keys() {
            postings.entry(w.as_str()).or_default().push(j);
        }
    }
    let candidates = |b: &Bag| -> Vec<usize> {
        let mut shared: HashMap<usize, u32> = HashMap::new();
        for w in b.words.keys() {
            if let Some(p) = postings.get(w.as_str()).filter(|p| p.len() <= COMMON) {
                for &j in p {
                    *shared.entry(j).or_default() += 1;
                }
            }
        }
        let mut c: Vec<(usize, u32)> = shared.into_iter().collect();
        c.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut out: Vec<usize> = c.into_iter().take(CANDIDATES).map(|x| x.0).collect();
        // The old clause of the same id, and of the nearest enclosing id the old edition has.
        let mut id = Some(b.id);
        while let Some(i) = id.filter(|i| i.level() != Level::Law) {
            if let Some(&j) = old_at.get(&i) {
                out.push(j);
                if i != b.id {
                    break;
                }
            }
            id = i.parent();
        }
        out.sort_unstable();
        out.dedup();
        out
    };
    new.iter().map(candidates).collect()
}

/// Step 4 of [`align_law`]: old clauses left, each contained in one new clause (left, or keeping
/// its id, whose old clause is then the merge's first part), two or more, are merged into it.
#[allow(clippy::too_many_arguments)]
fn merges(
    old: &[Bag],
    new: &[Bag],
    cands: &[Vec<usize>],
    ident: &mut BTreeMap<usize, (usize, f64)>,
    ident_of_old: &mut HashMap<usize, usize>,
    old_used: &mut HashSet<usize>,
    new_used: &mut HashSet<usize>,
    pairs: &mut Vec<(usize, Pair)>,
) {
    let mut holder: BTreeMap<usize, (usize, f64)> = BTreeMap::new();
    for (i, c) in cands.iter().enumerate() {
        if new_used.contains(&i) && !ident.contains_key(&i) {
            continue;
        }
        for &j in c {
            if old_used.contains(&j) {
                continue;
            }
            let x = containment(&old[j], &new[i]);
            if x >= PART && holder.get(&j).is_none_or(|h| x > h.1) {
                holder.insert(j, (i, x));
            }
        }
    }
    let mut merged_into: BTreeMap<usize, Vec<(usize, f64)>> = BTreeMap::new();
    for (j, (i, x)) in holder {
        merged_into.entry(i).or_default().push((j, x));
    }
    for (i, mut olds) in merged_into {
        // With the old clause of the new one's id, the parts together must be likelier the new
        // clause than that one alone.
        let kept = ident.get(&i).copied();
        if let Some((k, _)) = kept {
            olds.push((k, 0.0));
        } else if olds.len() < 2 {
            continue;
        }
        olds.sort_by_key(|o| o.0);
        let bags: Vec<&Bag> = olds.iter().map(|o| &old[o.0]).collect();
        let score = likeness(&joined(&bags), &new[i]);
        if let Some((k, l)) = kept {
            if score <= l {
                continue;
            }
            ident.remove(&i);
            ident_of_old.remove(&k);
        }
        pairs.push((i, pair(Pairing::Merged, &bags, &[&new[i]], score)));
        new_used.insert(i);
        old_used.extend(olds.iter().map(|o| o.0));
    }
}

/// The alignment of Law `law` from `old` to `new` (see the module's notes).
fn align_law(law: u8, old: &[Bag], new: &[Bag]) -> LawAlignment {
    let old_at: HashMap<ClauseId, usize> = old.iter().enumerate().map(|(i, b)| (b.id, i)).collect();
    let cands = candidates(old, new, &old_at);
    let mut old_used: HashSet<usize> = HashSet::new();
    let mut new_used: HashSet<usize> = HashSet::new();
    // 1. Clauses keeping their id: new → (old, likeness), and back.
    let mut ident: BTreeMap<usize, (usize, f64)> = BTreeMap::new();
    for (i, b) in new.iter().enumerate() {
        if let Some(&j) = old_at.get(&b.id) {
            let l = likeness(b, &old[j]);
            if l >= SAME {
                ident.insert(i, (j, l));
                old_used.insert(j);
                new_used.insert(i);
            }
        }
    }
    let mut ident_of_old: HashMap<usize, usize> =
        ident.iter().map(|(i, (j, _))| (*j, *i)).collect();
    let mut pairs: Vec<(usize, Pair)> = Vec::new();
    // 2. Renumbered: mutual best matches among the clauses left.
    let best_new: Vec<Option<(usize, f64)>> = (0..new.len())
        .map(|i| {
            if new_used.contains(&i) {
                return None;
            }
            cands[i]
                .iter()
                .filter(|j| !old_used.contains(j))
                .map(|&j| (j, likeness(&new[i], &old[j])))
                .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
        })
        .collect();
    let mut best_old: HashMap<usize, (usize, f64)> = HashMap::new();
    for (i, b) in best_new.iter().enumerate() {
        if let Some((j, l)) = *b {
            let e = best_old.entry(j).or_insert((i, l));
            if l > e.1 {
                *e = (i, l);
            }
        }
    }
    for (i, b) in best_new.iter().enumerate() {
        if let Some((j, l)) = *b
            && l >= MOVED
            && best_old.get(&j).map(|x| x.0) == Some(i)
        {
            pairs.push((i, pair(Pairing::Renumbered, &[&old[j]], &[&new[i]], l)));
            old_used.insert(j);
            new_used.insert(i);
        }
    }
    // 3. Split: new clauses left, each contained in one old clause (left, or keeping its id in
    //    a new clause, which then is the split's first part).
    let mut parts_of: BTreeMap<usize, Vec<(usize, f64)>> = BTreeMap::new();
    for i in 0..new.len() {
        if new_used.contains(&i) {
            continue;
        }
        let best = cands[i]
            .iter()
            .filter(|j| !old_used.contains(j) || ident_of_old.contains_key(j))
            .map(|&j| (j, containment(&new[i], &old[j])))
            .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
        if let Some((j, c)) = best.filter(|b| b.1 >= PART) {
            parts_of.entry(j).or_default().push((i, c));
        }
    }
    for (j, mut parts) in parts_of {
        // With the clause keeping the old one's id, the parts together must be likelier the
        // old clause than that one alone (a sibling of like words is no part of it).
        let kept = ident_of_old.get(&j).map(|&k| (k, ident[&k].1));
        if let Some((k, _)) = kept {
            parts.push((k, 0.0));
        } else if parts.len() < 2 {
            continue;
        }
        parts.sort_by_key(|p| p.0);
        let news: Vec<&Bag> = parts.iter().map(|p| &new[p.0]).collect();
        let score = likeness(&joined(&news), &old[j]);
        if let Some((k, l)) = kept {
            if score <= l {
                continue;
            }
            ident_of_old.remove(&j);
            ident.remove(&k);
        }
        pairs.push((parts[0].0, pair(Pairing::Split, &[&old[j]], &news, score)));
        old_used.insert(j);
        new_used.extend(parts.iter().map(|p| p.0));
    }
    merges(
        old,
        new,
        &cands,
        &mut ident,
        &mut ident_of_old,
        &mut old_used,
        &mut new_used,
        &mut pairs,
    );
    // 5. The clauses keeping their id, and what is left.
    for (i, (j, l)) in ident {
        let pairing = if new[i].words == old[j].words {
            Pairing::Same
        } else {
            Pairing::Changed
        };
        pairs.push((i, pair(pairing, &[&old[j]], &[&new[i]], l)));
    }
    for (i, b) in new.iter().enumerate() {
        if !new_used.contains(&i) {
            let best = cands[i]
                .iter()
                .map(|&j| containment(b, &old[j]))
                .fold(0.0, f64::max);
            pairs.push((i, pair(Pairing::New, &[], &[b], 1.0 - best)));
        }
    }
    pairs.sort_by_key(|(i, _)| *i);
    let mut out: Vec<Pair> = pairs.into_iter().map(|(_, p)| p).collect();
    for (j, b) in old.iter().enumerate() {
        if !old_used.contains(&j) {
            out.push(pair(Pairing::Deleted, &[b], &[], 1.0));
        }
    }
    LawAlignment { law, pairs: out }
}

fn pair(pairing: Pairing, old: &[&Bag], new: &[&Bag], score: f64) -> Pair {
    Pair {
        pairing,
        old: old.iter().map(|b| b.id).collect(),
        new: new.iter().map(|b| b.id).collect(),
        score: (score * 100.0).round() / 100.0,
    }
}

/// The alignment of every law that has a `lang` text in both `edition` and `with`, laws
/// ascending.
///
/// # Errors
/// [`Error::Usage`] (`--lang`) when no law has a `lang` text in both editions.
pub fn infer(
    corpus: &Corpus,
    edition: &Edition,
    with: &Edition,
    lang: &Lang,
) -> Result<Vec<LawAlignment>> {
    let mut out = Vec::new();
    for law in corpus.laws_in(edition) {
        if let (Some(old), Some(new)) = (
            bags(corpus, with, law, lang),
            bags(corpus, edition, law, lang),
        ) {
            out.push(align_law(law, &old, &new));
        }
    }
    if out.is_empty() {
        return Err(Error::Usage(format!(
            "--lang {lang}: no law has a {lang} text in both {with} and {edition}"
        )));
    }
    Ok(out)
}

/// The records a manifest writes for `laws`: one per renumbering, split and merge, one `new`
/// and one `deleted` per law listing its clauses; each with a note giving its score.
pub fn records(laws: &[LawAlignment]) -> Vec<Correspondence> {
    let mut out = Vec::new();
    for l in laws {
        let mut new_ids = Vec::new();
        let mut deleted = Vec::new();
        for p in &l.pairs {
            match p.pairing {
                Pairing::New => new_ids.extend(p.new.iter().copied()),
                Pairing::Deleted => deleted.extend(p.old.iter().copied()),
                other => {
                    if let Some(kind) = other.kind() {
                        out.push(Correspondence {
                            kind,
                            old: p.old.clone(),
                            new: p.new.clone(),
                            note: Some(format!(
                                "inferred by lawref align, score {:.2}: review",
                                p.score
                            )),
                            line: 0,
                        });
                    }
                }
            }
        }
        if !new_ids.is_empty() {
            out.push(Correspondence {
                kind: ChangeKind::New,
                old: Vec::new(),
                new: new_ids,
                note: Some("inferred by lawref align: review".into()),
                line: 0,
            });
        }
        if !deleted.is_empty() {
            out.push(Correspondence {
                kind: ChangeKind::Deleted,
                old: deleted,
                new: Vec::new(),
                note: Some("inferred by lawref align: review".into()),
                line: 0,
            });
        }
    }
    out
}

/// A record's links: each (old clause, new clause) it pairs, `(id, None)` for a deleted clause
/// and `(None, id)` for a new one.
fn links(r: &Correspondence) -> Vec<(Option<ClauseId>, Option<ClauseId>)> {
    match r.kind {
        ChangeKind::New => r.new.iter().map(|n| (None, Some(*n))).collect(),
        ChangeKind::Deleted => r.old.iter().map(|o| (Some(*o), None)).collect(),
        _ => r
            .old
            .iter()
            .flat_map(|o| r.new.iter().map(move |n| (Some(*o), Some(*n))))
            .collect(),
    }
}

/// How inferred records compare with records written by hand, link by link ([`links`]: a split
/// of one clause into four is four links).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measure {
    /// Links both have.
    pub found: usize,
    /// Links inferred.
    pub inferred: usize,
    /// Links written by hand.
    pub hand: usize,
}

impl Measure {
    /// found / inferred (1 when nothing was inferred).
    pub fn precision(&self) -> f64 {
        if self.inferred == 0 {
            1.0
        } else {
            self.found as f64 / self.inferred as f64
        }
    }

    /// found / hand (1 when there is nothing by hand).
    pub fn recall(&self) -> f64 {
        if self.hand == 0 {
            1.0
        } else {
            self.found as f64 / self.hand as f64
        }
    }
}

/// `inferred` against the hand-written `hand` records, both only for the laws in `laws` (a
/// record about a law no text of both editions has cannot be inferred, and is not counted).
pub fn measure(inferred: &[Correspondence], hand: &[Correspondence], laws: &[u8]) -> Measure {
    let of = |rs: &[Correspondence]| -> HashSet<(Option<ClauseId>, Option<ClauseId>)> {
        rs.iter()
            .flat_map(links)
            .filter(|(o, n)| o.or(*n).is_some_and(|id| laws.contains(&id.law)))
            .collect()
    };
    let (a, b) = (of(inferred), of(hand));
    Measure {
        found: a.intersection(&b).count(),
        inferred: a.len(),
        hand: b.len(),
    }
}

/// The records of `inferred` that touch no clause a record of `hand` names on the same side:
/// a hand-written record is never overwritten, nor contradicted. A `new` or `deleted` list keeps
/// the ids no hand record names; another record is kept whole or not at all.
pub fn unrecorded(inferred: &[Correspondence], hand: &[Correspondence]) -> Vec<Correspondence> {
    let old: HashSet<ClauseId> = hand.iter().flat_map(|r| r.old.iter().copied()).collect();
    let new: HashSet<ClauseId> = hand.iter().flat_map(|r| r.new.iter().copied()).collect();
    inferred
        .iter()
        .filter_map(|r| match r.kind {
            ChangeKind::New | ChangeKind::Deleted => {
                let mut r = r.clone();
                r.old.retain(|o| !old.contains(o));
                r.new.retain(|n| !new.contains(n));
                (!r.old.is_empty() || !r.new.is_empty()).then_some(r)
            }
            _ => (r.old.iter().all(|o| !old.contains(o)) && r.new.iter().all(|n| !new.contains(n)))
                .then(|| r.clone()),
        })
        .collect()
}

/// A record as a manifest writes it, one line and its note (`  - split: 68D -> 68D, 68D1`).
fn record_lines(r: &Correspondence) -> String {
    let ids = |v: &[ClauseId]| {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let value = match r.kind {
        ChangeKind::New => ids(&r.new),
        ChangeKind::Deleted => ids(&r.old),
        _ => format!("{} -> {}", ids(&r.old), ids(&r.new)),
    };
    let mut out = format!("  - {}: {value}\n", r.kind.as_str());
    if let Some(n) = &r.note {
        out.push_str(&format!("    note: '{}'\n", n.replace('\'', "''")));
    }
    out
}

/// The manifest `text` with `records` added at the end of its `correspondences` list (the key
/// added at the end of the file where it has none), every other line as it was.
///
/// # Errors
/// [`Error::Usage`] when the manifest writes `correspondences` in flow style (`[…]`), which
/// cannot be added to line by line.
pub fn add_records(text: &str, records: &[Correspondence]) -> Result<String> {
    let added: String = records.iter().map(record_lines).collect();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let Some(k) = lines
        .iter()
        .position(|l| l.trim_end() == "correspondences:" || l.starts_with("correspondences:"))
    else {
        let mut out = text.to_string();
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str("correspondences:\n");
        out.push_str(&added);
        return Ok(out);
    };
    if lines[k].trim_end() != "correspondences:" {
        return Err(Error::Usage(format!(
            "line {}: `correspondences` is written in flow style; write it as a block list (one `- ` record a line) to add records to it",
            k + 1
        )));
    }
    // The list ends before the next top-level key (comments and blank lines after its last
    // record stay after the records added).
    let mut end = k + 1;
    let mut last = k + 1;
    while end < lines.len() {
        let l = lines[end];
        let t = l.trim_start();
        if !t.is_empty() && !t.starts_with('#') {
            if !l.starts_with([' ', '-']) {
                break;
            }
            last = end + 1;
        }
        end += 1;
    }
    let mut out: String = lines[..last].concat();
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&added);
    out.push_str(&lines[last..].concat());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(id: &str, text: &str) -> Bag {
        bag(id.parse().unwrap(), text)
    }

    #[test]
    fn records_are_added_at_the_end_of_the_list_and_nothing_else_moves() {
        let r = Correspondence {
            kind: ChangeKind::Split,
            old: vec!["68D".parse().unwrap()],
            new: vec!["68D".parse().unwrap(), "68D1".parse().unwrap()],
            note: Some("inferred by lawref align, score 0.71: review".into()),
            line: 0,
        };
        let text =
            "edition: '2017'\ncorrespondences:\n  - new: 68E\n    note: x\n\n# end\nerrata: []\n";
        assert_eq!(
            add_records(text, std::slice::from_ref(&r)).unwrap(),
            "edition: '2017'\ncorrespondences:\n  - new: 68E\n    note: x\n  - split: 68D -> 68D, 68D1\n    note: 'inferred by lawref align, score 0.71: review'\n\n# end\nerrata: []\n"
        );
        assert_eq!(
            add_records("edition: '2027'", std::slice::from_ref(&r)).unwrap(),
            "edition: '2027'\ncorrespondences:\n  - split: 68D -> 68D, 68D1\n    note: 'inferred by lawref align, score 0.71: review'\n"
        );
        assert!(add_records("correspondences: []\n", &[r]).is_err());
    }

    #[test]
    fn each_kind_of_change_is_found() {
        let old = [
            b("1A", "The pack consists of fifty-two cards"),
            b("1B", "Cards are shuffled thoroughly before the deal"),
            b(
                "1C",
                "The director decides any question of procedure at the table promptly",
            ),
            b(
                "1D",
                "Each player holds thirteen cards. Declarer plays dummy's cards",
            ),
            b("1E", "Scoring follows the conditions of contest"),
            b("1F", "A board is a duplicate board"),
            b("1G", "Its pockets hold the hands"),
            b(
                "1K",
                "the offender has a card of the suit led he must play it",
            ),
            b(
                "1L",
                "the offender has no card of the suit led he may play any card",
            ),
        ];
        let new = [
            b("1A", "The pack consists of fifty-two playing cards"),
            b("1B", "Cards are shuffled thoroughly before the deal"),
            // 1C renumbered to 1H, 1D split into 1D and 1D1, 1F and 1G merged into 1F.
            b("1D", "Each player holds thirteen cards"),
            b("1D1", "Declarer plays dummy's cards"),
            b(
                "1F",
                "A board is a duplicate board. Its pockets hold the hands",
            ),
            b(
                "1H",
                "The director decides any question of procedure at the table promptly",
            ),
            b("1J", "Electronic devices are forbidden in the playing area"),
            // 1L deleted: 1K, of like words, keeps its own.
            b(
                "1K",
                "the offender has a card of the suit led he must play it",
            ),
        ];
        let a = align_law(1, &old, &new);
        let got: Vec<(Pairing, Vec<String>, Vec<String>)> = a
            .pairs
            .iter()
            .map(|p| {
                (
                    p.pairing,
                    p.old.iter().map(ToString::to_string).collect(),
                    p.new.iter().map(ToString::to_string).collect(),
                )
            })
            .collect();
        let s = |v: &[&str]| v.iter().map(|x| (*x).to_string()).collect::<Vec<_>>();
        assert_eq!(
            got,
            [
                (Pairing::Changed, s(&["1A"]), s(&["1A"])),
                (Pairing::Same, s(&["1B"]), s(&["1B"])),
                (Pairing::Split, s(&["1D"]), s(&["1D", "1D1"])),
                (Pairing::Merged, s(&["1F", "1G"]), s(&["1F"])),
                (Pairing::Renumbered, s(&["1C"]), s(&["1H"])),
                (Pairing::New, s(&[]), s(&["1J"])),
                (Pairing::Same, s(&["1K"]), s(&["1K"])),
                (Pairing::Deleted, s(&["1E"]), s(&[])),
                (Pairing::Deleted, s(&["1L"]), s(&[])),
            ]
        );
    }
}

//! What changed in an edition: per language, law by law, the clauses changed, new, deleted and
//! renumbered since the previous edition (the manifest's `previous:`, or for a sub-edition the
//! edition it `revises:`), read off the edition diff ([`super::diff::diff_law`], which follows
//! the manifests' correspondence records through [`super::editions`]). `lawref changes`, the
//! marks on a newer edition's law pages and its "what changed" pages read it.
//!
//! A row of the diff gives its clauses of the newer edition one [`Change`] each:
//! - no older clause in the row: **new**;
//! - older clauses in the row other than the clause itself (a renumbering `16D → 16C`, or a
//!   split or merge): **renumbered** from those ids, whether or not the words changed
//!   ([`Change::changed`] says whether they did);
//! - the same id on both sides and the words differ: **changed**;
//! - otherwise nothing (an unchanged clause has no mark).
//!
//! A row with no clause of the newer edition is a **deleted** clause (or clauses) of the older
//! one. The opening paragraphs, closing paragraphs and footnotes are listed as changed when
//! their words differ (a title change is not: the law's heading shows it).
//!
//! Not for: the word diff itself (`diff`), rendering (`site::situations`, `site::pages`).

use serde::Serialize;

use super::diff::{Compare, LawDiff, Part, diff_law_with};
use crate::corpus::model::{ClauseId, Corpus, Edition, Lang};

/// What happened to a clause (or part) from the previous edition to this one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ChangeKind {
    /// The words changed; the id stayed.
    Changed,
    /// No clause of the previous edition corresponds to it.
    New,
    /// It corresponds to one clause of another id in the previous edition, and that clause to
    /// it alone.
    Renumbered,
    /// It is one of the clauses one clause of the previous edition became.
    Split,
    /// It is what several clauses of the previous edition became.
    Merged,
    /// A clause of the previous edition with no counterpart in this one.
    Deleted,
}

impl ChangeKind {
    /// The word for it: `changed`, `new`, `renumbered`, `deleted`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Changed => "changed",
            ChangeKind::New => "new",
            ChangeKind::Renumbered => "renumbered",
            ChangeKind::Split => "split",
            ChangeKind::Merged => "merged",
            ChangeKind::Deleted => "deleted",
        }
    }
}

/// Which part of the law a change is in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "part", content = "mark")]
pub enum Place {
    /// A clause of this edition (of the previous one, for a deleted clause).
    Clause(#[serde(serialize_with = "cite")] ClauseId),
    /// The opening paragraphs (`68-preamble`).
    Preamble,
    /// The closing paragraphs (`68-closing`).
    Closing,
    /// The footnote with this mark.
    Footnote(String),
}

fn cite<S: serde::Serializer>(id: &ClauseId, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&id.to_string())
}

/// One change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Change {
    /// Where.
    #[serde(flatten)]
    pub place: Place,
    /// What.
    pub kind: ChangeKind,
    /// For a renumbered, split or merged clause, the previous edition's ids (`16D`; `68D` for
    /// the clauses 68D was split into); empty otherwise.
    #[serde(serialize_with = "cites")]
    pub from: Vec<ClauseId>,
    /// Whether the words differ (always for `changed`, `new` and `deleted`).
    pub changed: bool,
    /// The element id of the change's row on the diff page (`68B2`, `2007-68D` for a deleted
    /// clause, `68-preamble`): see `site::diff`.
    pub row: String,
}

fn cites<S: serde::Serializer>(ids: &[ClauseId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ids.iter().map(ToString::to_string))
}

/// The changes of one law in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct LawChanges {
    /// The law number.
    pub law: u8,
    /// The language.
    pub lang: Lang,
    /// The previous edition.
    pub from: Edition,
    /// This edition.
    pub to: Edition,
    /// The changes, in the diff's order (this edition's reading order, deleted clauses where
    /// they stood).
    pub changes: Vec<Change>,
}

/// The edition `edition` follows (`previous:`, or `revises:` for a sub-edition), when the corpus
/// has its manifest.
pub(crate) fn previous_edition<'c>(corpus: &'c Corpus, edition: &Edition) -> Option<&'c Edition> {
    let m = corpus.edition(edition)?;
    let p = m.follows()?;
    corpus.edition(p).map(|m| &m.edition)
}

/// The changes of `diff`, one per clause or part that differs (see the module's rules).
pub(crate) fn changes_of(diff: &LawDiff) -> Vec<Change> {
    let law = diff.law;
    let mut out = Vec::new();
    let mut footnote_n = 0;
    for r in &diff.rows {
        let changed = r.changed();
        match &r.part {
            Part::Title => {}
            Part::Preamble | Part::Closing | Part::Footnote(_) => {
                let (place, row) = match &r.part {
                    Part::Preamble => (Place::Preamble, format!("{law}-preamble")),
                    Part::Closing => (Place::Closing, format!("{law}-closing")),
                    Part::Footnote(m) => {
                        footnote_n += 1;
                        (Place::Footnote(m.clone()), format!("{law}-fn{footnote_n}"))
                    }
                    _ => unreachable!("matched above"),
                };
                if changed {
                    out.push(Change {
                        place,
                        kind: ChangeKind::Changed,
                        from: Vec::new(),
                        changed,
                        row,
                    });
                }
            }
            Part::Clauses => {
                if r.to.is_empty() {
                    for c in &r.from {
                        out.push(Change {
                            place: Place::Clause(*c),
                            kind: ChangeKind::Deleted,
                            from: Vec::new(),
                            changed: true,
                            row: format!("{}-{}", diff.from, r.from[0].anchor()),
                        });
                    }
                    continue;
                }
                for c in &r.to {
                    let (kind, from) = if r.from.is_empty() {
                        (ChangeKind::New, Vec::new())
                    } else if r.from.as_slice() != [*c] {
                        let kind = match (r.from.len(), r.to.len()) {
                            (1, 1) => ChangeKind::Renumbered,
                            (1, _) => ChangeKind::Split,
                            _ => ChangeKind::Merged,
                        };
                        (kind, r.from.clone())
                    } else if changed {
                        (ChangeKind::Changed, Vec::new())
                    } else {
                        continue;
                    };
                    out.push(Change {
                        place: Place::Clause(*c),
                        kind,
                        from,
                        changed: changed || kind == ChangeKind::New,
                        row: c.anchor(),
                    });
                }
            }
        }
    }
    out
}

/// The changes of every law of `edition` in `lang` (or in every language the edition has
/// texts in) since the previous edition, in (language, law) order; a law without a text in both
/// editions, or without a change, is left out. Empty when the edition follows none.
pub(crate) fn edition_changes(
    corpus: &Corpus,
    edition: &Edition,
    lang: Option<&Lang>,
) -> Vec<LawChanges> {
    let Some(from) = previous_edition(corpus, edition) else {
        return Vec::new();
    };
    let mut pairs: Vec<(&Lang, u8)> = corpus
        .documents
        .iter()
        .filter(|d| &d.meta.edition == edition && d.meta.kind == crate::corpus::model::Kind::Text)
        .filter(|d| lang.is_none_or(|l| &d.meta.lang == l))
        .map(|d| (&d.meta.lang, d.meta.law))
        .collect();
    pairs.sort();
    pairs.dedup();
    pairs
        .into_iter()
        .filter_map(|(l, law)| {
            let d = diff_law_with(corpus, l, law, from, edition, Compare::Changed)?;
            let changes = changes_of(&d);
            (!changes.is_empty()).then(|| LawChanges {
                law,
                lang: l.clone(),
                from: from.clone(),
                to: edition.clone(),
                changes,
            })
        })
        .collect()
}

/// One change as `lawref changes` prints it: `68B2 changed`, `68D2(b) new`, `16C renumbered
/// from 16D`, `68D1 split from 68D`, `68C merged from 68A, 68B` (`, words changed` when they
/// did), `68D deleted`, `opening changed`, `footnote * changed`.
pub(crate) fn change_line(c: &Change) -> String {
    let what = match &c.place {
        Place::Clause(id) => id.to_string(),
        Place::Preamble => "opening".into(),
        Place::Closing => "closing".into(),
        Place::Footnote(m) => format!("footnote {m}"),
    };
    match c.kind {
        ChangeKind::Renumbered | ChangeKind::Split | ChangeKind::Merged => {
            let from: Vec<String> = c.from.iter().map(ToString::to_string).collect();
            let words = if c.changed { ", words changed" } else { "" };
            format!("{what} {} from {}{words}", c.kind.as_str(), from.join(", "))
        }
        k => format!("{what} {}", k.as_str()),
    }
}

/// The changes as `lawref changes` prints them: a heading line, then per law and language a
/// line `Law 68 (pl): <title>` and its changes indented ([`change_line`]), made safe for a
/// terminal ([`crate::error::terminal_text`]); `no changes` when there are none.
/// The laws of `edition` in `lang` (or every language) that "what changed" cannot compare with
/// the previous edition `from`, and why, in (language, law) order: a text of `edition` with no
/// text of `from` in its language (`Law 70 (pl): no 2007 pl text to compare with`), and a text
/// of `from` with none of `edition` (`Law 68 (nl): no 2017 nl text`).
pub(crate) fn uncompared(
    corpus: &Corpus,
    from: &Edition,
    edition: &Edition,
    lang: Option<&Lang>,
) -> Vec<(Lang, u8, String)> {
    let text = crate::corpus::model::Kind::Text;
    let mut out: Vec<(Lang, u8, String)> = Vec::new();
    for d in corpus
        .documents
        .iter()
        .filter(|d| d.meta.kind == text && lang.is_none_or(|l| &d.meta.lang == l))
    {
        let (l, law) = (&d.meta.lang, d.meta.law);
        if &d.meta.edition == edition && corpus.text(from, law, l).is_none() {
            out.push((
                l.clone(),
                law,
                format!("no {from} {l} text to compare with"),
            ));
        } else if &d.meta.edition == from && corpus.text(edition, law, l).is_none() {
            out.push((l.clone(), law, format!("no {edition} {l} text")));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// `lawref changes`' text: the changes law by law ([`edition_changes`]), then the laws it could
/// not compare and why ([`uncompared`]).
pub(crate) fn format_changes(
    corpus: &Corpus,
    from: &Edition,
    to: &Edition,
    all: &[LawChanges],
    uncompared: &[(Lang, u8, String)],
) -> String {
    let mut out = format!("{to} since {from}\n");
    if all.is_empty() {
        out.push_str("no changes (no law has a text in both editions that differs)\n");
    }
    for lc in all {
        let title = corpus
            .text(to, lc.law, &lc.lang)
            .and_then(|(_, d)| d.meta.title.clone())
            .or_else(|| {
                corpus
                    .edition(to)
                    .and_then(|m| m.title(lc.law, &lc.lang))
                    .map(str::to_string)
            })
            .unwrap_or_default();
        let line = format!("Law {} ({}): {title}\n", lc.law, lc.lang);
        out.push_str(&crate::error::terminal_text(&line));
        for c in &lc.changes {
            out.push_str("  ");
            out.push_str(&change_line(c));
            out.push('\n');
        }
    }
    if !uncompared.is_empty() {
        out.push_str("\nnot compared:\n");
        for (lang, law, why) in uncompared {
            out.push_str(&format!("  Law {law} ({lang}): {why}\n"));
        }
    }
    out
}

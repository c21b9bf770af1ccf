//! XLIFF 1.2 (OASIS; the version OmegaT, Trados and memoQ all read): one law of one edition to
//! translate from a source language into a target language.
//!
//! **Out** ([`units`], [`write`]): one `<file>` whose `original` is the source text's corpus
//! path (`translations/pl/2017/68.md`), `datatype="plaintext"`, `source-language` and
//! `target-language`, and lawref's attributes `lawref:law`, `lawref:edition` and, with
//! `--previous`, `lawref:previous` (namespace [`NS`]). One `<trans-unit>` per unit of the source
//! text ([`super`]'s ids and texts), in its order: `id` and `resname` the unit id (`68B2`,
//! `68-title`), `xml:space="preserve"` (a unit's paragraphs are its lines), and
//! `lawref:title="yes"` where its first line is a section's title. The `<source>` is the source
//! language's text of the edition. With a previous edition, each unit is followed along the
//! correspondence records ([`crate::analysis::align::editions::counterparts`]) to the previous edition's
//! clauses, and the target language's text of those is the `<target>`:
//! - `state="translated"` and `approved="yes"` on the trans-unit where the source language's
//!   text of those clauses is the unit's source word for word and the clause corresponds one to
//!   one (the same id, or renumbered): the earlier translation stands;
//! - `state="needs-review-translation"` where it changed, where the clause was split or merged
//!   (the whole earlier clause is the target of each part), or where the source language has no
//!   earlier text to compare; a `<note from="lawref">` says what changed (git's word-diff marks,
//!   `[-roszczenia-]{+deklaracji+}`, or the record);
//! - an empty `<target state="needs-translation">` for a new clause (none earlier) or where the
//!   target language's earlier text lacks it; a note says which.
//!
//! **The current translation wins.** Where the target language has a translation of the edition
//! itself, each unit carries it instead (a second review round loses nothing): the work file's
//! target and state (`translations/<lang>/<edition>/<NN>.work.yaml`, [`crate::corpus::work`]),
//! or the corpus text's words with the work file's state, or, with no work file, the corpus
//! text's words as `final` and approved. A note names it. `--previous` may then be the edition
//! itself (nothing earlier is prefilled).
//!
//! Beside a prefilled earlier translation, `<alt-trans alttranstype="previous-version"
//! origin="2007">` holds the earlier source (where there is one) and target, as a CAT tool shows
//! a match.
//!
//! A translated file is read back by import ([`crate::import::xliff`]).
//!
//! Not for: reading XLIFF (that is import's, [`crate::import::xliff`]).
use quick_xml::events::{BytesEnd, BytesStart, Event};

use super::{finish, pieces_text, text_element};
use crate::analysis::align::editions::counterparts;
use crate::analysis::align::{Piece, clause_piece};
use crate::corpus::model::{ClauseId, Corpus, Document, Edition, Lang, LawText, Owner};
use crate::corpus::units::{NS, XLIFF_NS, title_id, unit_id};
pub use crate::corpus::work::State;
use crate::corpus::work::{Stage, Work};
use crate::error::{Error, Result};

/// What to export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The law.
    pub law: u8,
    /// The source language (its text of `edition` is the source).
    pub source: Lang,
    /// The target language.
    pub target: Lang,
    /// The edition to translate.
    pub edition: Edition,
    /// The edition whose target-language text prefills the targets.
    pub previous: Option<Edition>,
    /// Whether a unit with nothing to prefill gets its source as target (`state` still
    /// `needs-translation`), for CAT tools that translate the `<target>` text in place (OmegaT
    /// 3.6's XLIFF filter takes `<source>` as fixed and translates `<target>`; an empty target is
    /// not a segment to it). `lawref import` reads a target that is still its source's copy,
    /// under a state that is not done, as no translation.
    pub copy_source: bool,
}

impl super::Format for Request {
    fn name(&self) -> &'static str {
        "xliff"
    }

    fn extension(&self) -> &'static str {
        "xlf"
    }

    /// # Errors
    /// Those of [`units`].
    fn write(&self, corpus: &Corpus) -> Result<Vec<u8>> {
        let units = units(corpus, self)?;
        let (_, src) = corpus
            .text(&self.edition, self.law, &self.source)
            .expect("units checked the source text");
        write(self, &src.path, &units)
    }
}

/// How a unit's source changed since the previous edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Change {
    /// No counterpart in the previous edition (or no previous edition asked).
    New,
    /// Its words changed, or it was split or merged, or the source language has no earlier
    /// text to compare.
    Changed,
    /// Word for word the previous edition's, one clause to one.
    Unchanged,
}

impl Change {
    /// `new`, `changed`, `unchanged`.
    pub fn label(self) -> &'static str {
        match self {
            Change::New => "new",
            Change::Changed => "changed",
            Change::Unchanged => "unchanged",
        }
    }
}

/// One trans-unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// The unit id (`68B2`, `68-title`).
    pub id: String,
    /// Whether the first line is a section's title (or the unit is the law's title).
    pub titled: bool,
    /// The source text.
    pub source: String,
    /// The target and its state: the current translation of the edition (its work file's, or
    /// its corpus text's), else the previous edition's prefilled.
    pub target: Option<(String, State)>,
    /// Whether the target is approved (`approved="yes"`): an unchanged clause's earlier
    /// translation, an approved current one.
    pub approved: bool,
    /// How its source changed since the previous edition.
    pub change: Change,
    /// Where the edition's own translation of it stands (untranslated where there is none, even
    /// with an earlier edition's target prefilled).
    pub stage: Stage,
    /// Whether the edition's corpus text in the target language holds it (a done unit under an
    /// enclosing clause that is not text is translated, and not in the text).
    pub in_text: bool,
    /// The previous edition's source-language text of the unit's counterparts, if any.
    pub previous_source: Option<String>,
    /// The previous edition's target-language text of them, if any (the `alt-trans`).
    pub previous_target: Option<String>,
    /// What changed, for the translator.
    pub note: Option<String>,
}

/// The trans-units of `req` (see the module's notes).
///
/// # Errors
/// [`Error::Usage`] when the corpus has no `req.source` text of the law in `req.edition`.
pub fn units(corpus: &Corpus, req: &Request) -> Result<Vec<Unit>> {
    let law = req.law;
    let Some((_, src)) = corpus.text(&req.edition, law, &req.source) else {
        return Err(Error::Usage(format!(
            "--source {}: the corpus has no {} text of Law {law} in edition {}",
            req.source, req.source, req.edition
        )));
    };
    let text = src.law_text().expect("a text document");
    // An earlier edition prefills; the edition itself is the current translation.
    let prev = req.previous.as_ref().filter(|p| **p != req.edition);
    let cur_tgt = corpus.text(&req.edition, law, &req.target).map(|(_, d)| d);
    let work = corpus.work(&req.edition, law, &req.target);
    let prev_src = prev.and_then(|p| corpus.text(p, law, &req.source).map(|(_, d)| d));
    let prev_tgt = prev.and_then(|p| corpus.text(p, law, &req.target).map(|(_, d)| d));
    // The work file's units by id: one lookup per unit (linear in the law's units).
    let by_id: std::collections::HashMap<&str, &crate::corpus::work::WorkUnit> = work
        .map(|w| w.units.iter().map(|u| (u.unit.as_str(), u)).collect())
        .unwrap_or_default();
    let mut out = Vec::new();
    for (id, titled, source, owner) in parts(src, text) {
        let mut unit = Unit {
            id,
            titled,
            source,
            target: None,
            approved: false,
            change: Change::New,
            stage: Stage::Untranslated,
            in_text: false,
            previous_source: None,
            previous_target: None,
            note: None,
        };
        if let Some(p) = prev {
            previous(corpus, req, p, &owner, prev_src, prev_tgt, &mut unit);
        }
        if let Some(w) = work {
            current_work(w, &by_id, cur_tgt, &owner, &mut unit);
        } else if let Some(d) = cur_tgt {
            current_text(d, &req.edition, &owner, &mut unit);
        }
        out.push(unit);
    }
    Ok(out)
}

/// The units of a text: (id, titled, text, part), the title first (`owner` `None`).
fn parts(doc: &Document, t: &LawText) -> Vec<(String, bool, String, Option<Owner>)> {
    let law = doc.meta.law;
    let mut out = Vec::new();
    if let Some(title) = &doc.meta.title {
        out.push((title_id(law), true, title.clone(), None));
    }
    for (owner, piece) in part_pieces(t) {
        let titled = piece.title.is_some();
        out.push((unit_id(law, &owner), titled, piece.text(), Some(owner)));
    }
    out
}

/// A text's parts in reading order: preamble, clauses, closing, footnotes.
fn part_pieces(t: &LawText) -> Vec<(Owner, Piece<'_>)> {
    fn plain(ps: &[crate::corpus::model::Paragraph]) -> Piece<'_> {
        Piece {
            id: None,
            title: None,
            paragraphs: ps.iter().collect(),
        }
    }
    let mut out = Vec::new();
    if !t.preamble.is_empty() {
        out.push((Owner::Preamble, plain(&t.preamble)));
    }
    for c in t.all_clauses() {
        out.push((Owner::Clause(c.id), clause_piece(c)));
    }
    if !t.closing.is_empty() {
        out.push((Owner::Closing, plain(&t.closing)));
    }
    for f in &t.footnotes {
        out.push((Owner::Footnote(f.mark.clone()), plain(&f.paragraphs)));
    }
    out
}

/// The text of `owner` (`None`: the law's title) in `doc` at the ids `ids` (clauses), joined as
/// [`pieces_text`] joins them; `None` when the text has none of them.
fn text_at(doc: &Document, owner: Option<&Owner>, ids: &[ClauseId]) -> Option<String> {
    let Some(owner) = owner else {
        return doc.meta.title.clone();
    };
    let t = doc.law_text()?;
    // Each part found directly (clauses by the text's index), never by listing every part:
    // linear in the units of a law, not quadratic.
    fn plain(ps: &[crate::corpus::model::Paragraph]) -> Piece<'_> {
        Piece {
            id: None,
            title: None,
            paragraphs: ps.iter().collect(),
        }
    }
    let some = |ps: &[crate::corpus::model::Paragraph]| !ps.is_empty();
    let pieces: Vec<Piece<'_>> = match owner {
        Owner::Clause(_) => ids
            .iter()
            .filter_map(|id| t.find(id).map(clause_piece))
            .collect(),
        Owner::Preamble if some(&t.preamble) => vec![plain(&t.preamble)],
        Owner::Closing if some(&t.closing) => vec![plain(&t.closing)],
        Owner::Footnote(m) => t
            .footnotes
            .iter()
            .filter(|f| &f.mark == m)
            .map(|f| plain(&f.paragraphs))
            .collect(),
        Owner::Preamble | Owner::Closing => Vec::new(),
        Owner::Intro | Owner::Item(..) => Vec::new(),
    };
    pieces_text(&pieces)
}

/// Fills `unit`'s target, state and note from edition `p` (see the module's notes).
fn previous(
    corpus: &Corpus,
    req: &Request,
    p: &Edition,
    owner: &Option<Owner>,
    prev_src: Option<&Document>,
    prev_tgt: Option<&Document>,
    unit: &mut Unit,
) {
    let e = &req.edition;
    let law = req.law;
    let (back, one_to_one, record) = match owner {
        Some(Owner::Clause(id)) => {
            let back: Vec<ClauseId> = counterparts(corpus, e, *id, p)
                .into_iter()
                .filter(|c| c.law == law)
                .collect();
            let forward: Vec<Vec<ClauseId>> = back
                .iter()
                .map(|b| counterparts(corpus, p, *b, e))
                .collect();
            let one = back.len() == 1 && forward.iter().all(|f| f.as_slice() == [*id]);
            // The parts the split made that the edition's text has (an earlier edition's part
            // may be gone since), and the manifests that record the way from `p` to `e`.
            let src = corpus
                .text(e, law, &req.source)
                .and_then(|(_, d)| d.law_text());
            let files = record_files(corpus, p, e);
            let record = if back.len() > 1 {
                Some(format!(
                    "{p} {} were merged into {e} {id} ({files})",
                    cites(&back)
                ))
            } else {
                forward.first().filter(|f| f.len() > 1).map(|f| {
                    let kept: Vec<ClauseId> = f
                        .iter()
                        .filter(|c| src.is_none_or(|t| t.find(c).is_some()))
                        .copied()
                        .collect();
                    format!(
                        "{p} {} was split into {e} {} ({files})",
                        cites(&back),
                        cites(&kept)
                    )
                })
            };
            (back, one, record)
        }
        _ => (Vec::new(), true, None),
    };
    if matches!(owner, Some(Owner::Clause(_))) && back.is_empty() {
        unit.change = Change::New;
        unit.note = Some(format!(
            "new in {e} (laws/{e}.yaml records no {p} counterpart): translate from the source"
        ));
        return;
    }
    let old_src = prev_src.and_then(|d| text_at(d, owner.as_ref(), &back));
    let old_tgt = prev_tgt.and_then(|d| text_at(d, owner.as_ref(), &back));
    unit.previous_source = old_src.clone();
    let changed = match &old_src {
        Some(s) => (s != &unit.source).then(|| {
            let d = crate::analysis::align::diff::diff_words(s, &unit.source);
            format!(
                "the {} text changed from {p} to {e}: {}",
                req.source,
                crate::analysis::align::diff::word_diff_text(&d)
            )
        }),
        None => Some(format!(
            "the {} {p} text has no counterpart to compare with",
            req.source
        )),
    };
    unit.change = if changed.is_none() && one_to_one {
        Change::Unchanged
    } else {
        Change::Changed
    };
    let mut notes: Vec<String> = Vec::new();
    notes.extend(record.clone());
    let Some(target) = old_tgt else {
        notes.push(format!(
            "the {} {p} text has no counterpart: translate from the source",
            req.target
        ));
        notes.extend(changed);
        unit.note = Some(notes.join("; "));
        return;
    };
    let unchanged = changed.is_none() && one_to_one;
    let state = if unchanged {
        State::Translated
    } else {
        State::NeedsReviewTranslation
    };
    unit.approved = unchanged;
    unit.previous_target = Some(target.clone());
    if record.is_some() {
        notes.push(if back.len() > 1 {
            format!(
                "the target is the {} {p} texts of {}, merged into this clause: make them one, a line per line of the source",
                req.target,
                cites(&back)
            )
        } else {
            format!(
                "the target is the whole {} {p} text of {}: keep this clause's part",
                req.target,
                cites(&back)
            )
        });
    }
    notes.extend(changed);
    unit.note = (!notes.is_empty()).then(|| notes.join("; "));
    unit.target = Some((target, state));
}

/// The manifests that record the correspondences from edition `p` to edition `e`, oldest first
/// (`laws/2017.yaml, laws/2027.yaml` from 2007 to 2027): `e`'s and each edition it follows back
/// to the one after `p`; `e`'s alone where the chain does not reach `p`.
fn record_files(corpus: &Corpus, p: &Edition, e: &Edition) -> String {
    let mut chain = vec![e.clone()];
    let mut at = e.clone();
    while let Some(prev) = corpus
        .editions
        .iter()
        .find(|m| m.edition == at)
        .and_then(|m| m.follows())
    {
        if prev == p {
            chain.reverse();
            return chain
                .iter()
                .map(|x| format!("laws/{x}.yaml"))
                .collect::<Vec<_>>()
                .join(", ");
        }
        if chain.contains(prev) {
            break;
        }
        chain.push(prev.clone());
        at = prev.clone();
    }
    format!("laws/{e}.yaml")
}

/// Sets `unit`'s target to the current translation the work file `w` (its units `by_id`) holds for it (its target,
/// or the corpus text's words where the unit is text, `doc`), with its state; a unit the work
/// file has untranslated keeps what the previous edition prefilled.
fn current_work(
    w: &Work,
    by_id: &std::collections::HashMap<&str, &crate::corpus::work::WorkUnit>,
    doc: Option<&Document>,
    owner: &Option<Owner>,
    unit: &mut Unit,
) {
    let Some(&wu) = by_id.get(unit.id.as_str()) else {
        return;
    };
    let in_text = wu.target.is_none() && wu.translated;
    let text = match &wu.target {
        Some(t) => Some(t.clone()),
        None if in_text => doc.and_then(|d| text_at(d, owner.as_ref(), &owned_ids(owner))),
        None => None,
    };
    let Some(text) = text else {
        return;
    };
    unit.target = Some((text, wu.state.unwrap_or(State::Translated)));
    unit.approved = wu.approved;
    unit.stage = wu.stage();
    unit.in_text = in_text;
    // Where the translation is: the corpus text for a unit that is text, else the work file.
    let at = match doc {
        Some(d) if in_text => d.path.as_str(),
        _ => w.path.as_str(),
    };
    let said = format!(
        "the current {} {} translation ({at}, {})",
        w.lang,
        w.edition,
        wu.state.map_or("translated", State::as_str)
    );
    unit.note = Some(match unit.note.take() {
        Some(n) => format!("{said}; {n}"),
        None => said,
    });
}

/// Sets `unit`'s target to the corpus text `doc` of its own edition, approved, where it has the
/// part (a text imported from a document, or before work files).
fn current_text(doc: &Document, edition: &Edition, owner: &Option<Owner>, unit: &mut Unit) {
    let Some(text) = text_at(doc, owner.as_ref(), &owned_ids(owner)) else {
        return;
    };
    unit.target = Some((text, State::Final));
    unit.approved = true;
    unit.stage = Stage::Approved;
    unit.in_text = true;
    let said = format!(
        "the current {} {edition} translation ({})",
        doc.meta.lang, doc.path
    );
    unit.note = Some(match unit.note.take() {
        Some(n) => format!("{said}; {n}"),
        None => said,
    });
}

/// The clause id of a part that is a clause, as [`text_at`] takes it.
fn owned_ids(owner: &Option<Owner>) -> Vec<ClauseId> {
    match owner {
        Some(Owner::Clause(id)) => vec![*id],
        _ => Vec::new(),
    }
}

fn cites(ids: &[ClauseId]) -> String {
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The XLIFF 1.2 file of `units` for `req`, `original` the source text's corpus path.
///
/// # Errors
/// [`Error::Usage`] only if writing to memory fails (it does not).
pub fn write(req: &Request, original: &str, units: &[Unit]) -> Result<Vec<u8>> {
    let io = |e: std::io::Error| Error::Usage(format!("writing XLIFF: {e}"));
    let mut w = super::xml_writer().map_err(io)?;
    let start =
        |w: &mut quick_xml::Writer<Vec<u8>>, el: BytesStart<'_>| w.write_event(Event::Start(el));
    let end = |w: &mut quick_xml::Writer<Vec<u8>>, name: &str| {
        w.write_event(Event::End(BytesEnd::new(name)))
    };
    start(
        &mut w,
        BytesStart::new("xliff").with_attributes([
            ("version", "1.2"),
            ("xmlns", XLIFF_NS),
            ("xmlns:lawref", NS),
        ]),
    )
    .map_err(io)?;
    let law = req.law.to_string();
    let mut file = BytesStart::new("file").with_attributes([
        ("original", original),
        ("source-language", req.source.0.as_str()),
        ("target-language", req.target.0.as_str()),
        ("datatype", "plaintext"),
        ("product-name", "lawref"),
        ("lawref:law", law.as_str()),
        ("lawref:edition", req.edition.0.as_str()),
    ]);
    if let Some(p) = &req.previous {
        file.push_attribute(("lawref:previous", p.0.as_str()));
    }
    start(&mut w, file).map_err(io)?;
    start(&mut w, BytesStart::new("header")).map_err(io)?;
    w.create_element("tool")
        .with_attributes([
            ("tool-id", "lawref"),
            ("tool-name", "lawref"),
            ("tool-version", env!("CARGO_PKG_VERSION")),
        ])
        .write_empty()
        .map_err(io)?;
    let how = format!(
        "Law {} of the {} Laws, {} to {}. Each unit is a part of the law; keep one line per line of the source (a section's title first where the unit has one). `lawref import` reads this file back as translations/{}/{}/{:02}.md.",
        req.law, req.edition, req.source, req.target, req.target, req.edition, req.law
    );
    text_element(&mut w, "note", &[], &how).map_err(io)?;
    if req.copy_source {
        text_element(
            &mut w,
            "note",
            &[],
            "A unit with nothing to prefill has a copy of its source as target, state needs-translation: translate the target in place. Import reads a target still equal to its source, in a unit not marked translated, as no translation.",
        )
        .map_err(io)?;
    }
    end(&mut w, "header").map_err(io)?;
    start(&mut w, BytesStart::new("body")).map_err(io)?;
    let src_lang = req.source.0.as_str();
    let tgt_lang = req.target.0.as_str();
    for u in units {
        let mut tu = BytesStart::new("trans-unit").with_attributes([
            ("id", u.id.as_str()),
            ("resname", u.id.as_str()),
            ("xml:space", "preserve"),
        ]);
        if u.approved {
            tu.push_attribute(("approved", "yes"));
        }
        if u.titled {
            tu.push_attribute(("lawref:title", "yes"));
        }
        start(&mut w, tu).map_err(io)?;
        text_element(&mut w, "source", &[("xml:lang", src_lang)], &u.source).map_err(io)?;
        let empty = if req.copy_source {
            u.source.as_str()
        } else {
            ""
        };
        let (t, state) = u
            .target
            .as_ref()
            .map_or((empty, State::NeedsTranslation), |(t, s)| (t.as_str(), *s));
        text_element(
            &mut w,
            "target",
            &[("xml:lang", tgt_lang), ("state", state.as_str())],
            t,
        )
        .map_err(io)?;
        if let Some(n) = &u.note {
            text_element(&mut w, "note", &[("from", "lawref")], n).map_err(io)?;
        }
        if let (Some(t), Some(p)) = (&u.previous_target, &req.previous) {
            start(
                &mut w,
                BytesStart::new("alt-trans").with_attributes([
                    ("alttranstype", "previous-version"),
                    ("origin", p.0.as_str()),
                ]),
            )
            .map_err(io)?;
            if let Some(s) = &u.previous_source {
                text_element(&mut w, "source", &[("xml:lang", src_lang)], s).map_err(io)?;
            }
            text_element(&mut w, "target", &[("xml:lang", tgt_lang)], t).map_err(io)?;
            end(&mut w, "alt-trans").map_err(io)?;
        }
        end(&mut w, "trans-unit").map_err(io)?;
    }
    end(&mut w, "body").map_err(io)?;
    end(&mut w, "file").map_err(io)?;
    end(&mut w, "xliff").map_err(io)?;
    Ok(finish(w))
}

//! The situation index's A–Z page, `<edition>/<lang>/situations/index.html`, and the "what
//! changed" page, `<edition>/<lang>/changes/index.html`, with the change marks a newer
//! edition's law pages put on their clauses.
//!
//! - **A–Z page**: the language's situation index ([`crate::corpus::situations`]) as it holds in the
//!   edition: its entries in the language's collation (CLDR, through `icu_collator`: Polish
//!   `ł` after `l`, Russian `ё` with `е`), grouped by their first letter (letters that collate
//!   equal at primary strength are one: Dutch `é` is `E`), the letters as jump links
//!   (`#letter-Ł`); each entry (`id="t-sporna_deklaracja"`) with its clauses linked (to the
//!   language's law page where its text has the clause, else to the edition's parallel page
//!   where a text has it, else to the language's commentary on the law, else plain, marked
//!   absent), its see-also terms linked to their entries
//!   and a book's subentries beneath it. Written for every edition the language has documents
//!   in and the index has an entry for.
//! - **What changed**: per edition that follows another and language with texts in it, law by
//!   law, [`crate::analysis::align::changes::edition_changes`]: each change's clause linked to its law page
//!   and its word (changed, new, renumbered from 16D …) to its row of the diff page.
//! - **Marks**: [`marks`] gives, for a law page, the mark of each changed clause: a link to
//!   its row of the diff page (`../../../diff/pl/68/2007-2017/index.html#68B2`).
//!
//! Not for: the index's format or checks (`situations`), the diff page (`diff`).

use std::collections::BTreeMap;

use askama::Template;
use unicode_normalization::UnicodeNormalization;

use super::chrome::{Alt, Head, describe, edition_name, law_title};
use super::html::{Ctx, head_root, lang_name};
use super::i18n::{Arg, Ui};
use super::routes::{self, changes_dir, diff_dir, law_dir, parallel_dir, situations_dir, toc_dir};
use crate::analysis::align::changes::{Change, ChangeKind, Place, changes_of, edition_changes};
use crate::corpus::model::{ClauseId, Corpus, Edition, Kind, Lang};
use crate::corpus::situations::{Entry, SituationIndex, entry_id, fold};
use crate::xref::Links;

/// The situation index of `lang`, when it has an entry to show in `edition` and the language
/// has documents in it (then the A–Z page exists).
pub(crate) fn index_for<'c>(
    corpus: &'c Corpus,
    edition: &Edition,
    lang: &Lang,
) -> Option<&'c SituationIndex> {
    let ix = corpus.situations.iter().find(|s| &s.lang == lang)?;
    let has_docs = corpus
        .documents
        .iter()
        .any(|d| &d.meta.edition == edition && &d.meta.lang == lang);
    (has_docs && ix.entries.iter().any(|e| e.shown_in(edition))).then_some(ix)
}

/// Whether `edition` in `lang` has a "what changed" page: the edition follows one the corpus
/// has, and the language has a text in it.
pub(crate) fn has_changes_page(corpus: &Corpus, edition: &Edition, lang: &Lang) -> bool {
    crate::analysis::align::changes::previous_edition(corpus, edition).is_some()
        && corpus.documents.iter().any(|d| {
            &d.meta.edition == edition && &d.meta.lang == lang && d.meta.kind == Kind::Text
        })
}

/// A change mark on a clause of a law page.
pub struct ChangeMark {
    /// CSS class: `change change-changed`, `change-new`, `change-renumbered`, `change-split`,
    /// `change-merged`.
    pub class: String,
    /// The mark's words ("changed", "renumbered from 16D").
    pub label: String,
    /// Its row of the diff page.
    pub href: String,
    /// Its tooltip ("What changed since 2007: the diff").
    pub title: String,
}

/// The words of a change in the interface language: "changed", "new", "renumbered from 16D",
/// "split from 68D", "merged from 68A, 68B", "deleted".
pub(crate) fn change_words(ui: Ui, c: &Change) -> String {
    let from: Vec<String> = c.from.iter().map(ToString::to_string).collect();
    let from = from.join(", ");
    match c.kind {
        ChangeKind::Changed => ui.m("change-changed"),
        ChangeKind::New => ui.m("change-new"),
        ChangeKind::Deleted => ui.m("change-deleted"),
        ChangeKind::Renumbered => ui.m1("change-renumbered", "from", from),
        ChangeKind::Split => ui.m1("change-split", "from", from),
        ChangeKind::Merged => ui.m1("change-merged", "from", from),
    }
}

/// The marks of the law page of `law` in `edition` and `lang`, as seen from `ctx`: for each
/// clause (and the opening and closing, as `68-preamble`, `68-closing`) that changed since the
/// previous edition, by its element id. Empty when the edition follows none or either edition
/// lacks the text.
pub fn marks(
    ctx: &Ctx<'_>,
    edition: &Edition,
    lang: &Lang,
    law: u8,
) -> BTreeMap<String, ChangeMark> {
    let corpus = ctx.corpus;
    let Some(from) = crate::analysis::align::changes::previous_edition(corpus, edition) else {
        return BTreeMap::new();
    };
    let Some(d) = crate::analysis::align::diff::diff_law_with(
        corpus,
        lang,
        law,
        from,
        edition,
        crate::analysis::align::diff::Compare::Changed,
    ) else {
        return BTreeMap::new();
    };
    let page = diff_dir(lang, law, from, edition);
    let title = ctx.ui.m1("change-mark-title", "edition", from.0.as_str());
    changes_of(&d)
        .into_iter()
        .filter_map(|c| {
            let id = match &c.place {
                Place::Clause(id) if c.kind != ChangeKind::Deleted => id.anchor(),
                Place::Preamble => format!("{law}-preamble"),
                Place::Closing => format!("{law}-closing"),
                _ => return None,
            };
            Some((
                id,
                ChangeMark {
                    class: format!("change change-{}", c.kind.as_str()),
                    label: change_words(ctx.ui, &c),
                    href: ctx.href(&page, &c.row),
                    title: title.clone(),
                },
            ))
        })
        .collect()
}

/// A clause as an index entry or a change lists it.
pub(crate) struct ClauseRef {
    /// Citation form (`68D2(b)`).
    pub cite: String,
    /// Where it is read; empty when no page of the site has it.
    pub href: String,
}

/// Where `id` of `edition` is read in `lang`: the language's law page where its text has the
/// clause (a bare law: the page), else the edition's parallel page where a text has it (a bare
/// law: where any document has the law), else the language's page of the law (its commentary)
/// without a fragment, else nowhere (empty).
fn clause_href(ctx: &Ctx<'_>, edition: &Edition, lang: &Lang, id: &ClauseId) -> String {
    let corpus = ctx.corpus;
    let bare = id.section.is_none() && id.subsection.is_none();
    let fragment = if bare { String::new() } else { id.anchor() };
    if let Some((_, d)) = corpus.text(edition, id.law, lang)
        && (bare || d.law_text().is_some_and(|t| t.find(id).is_some()))
    {
        return ctx.href(&law_dir(edition, lang, id.law), &fragment);
    }
    let docs = corpus.law_documents(edition, id.law).1;
    if bare && !docs.is_empty()
        || corpus
            .texts_of(edition, id.law)
            .any(|(_, t)| t.find(id).is_some())
    {
        return ctx.href(&parallel_dir(edition, id.law), &fragment);
    }
    // No text has the clause: the language's commentary on the law, where it has one.
    if docs.iter().any(|d| &d.meta.lang == lang) {
        return ctx.href(&law_dir(edition, lang, id.law), "");
    }
    String::new()
}

/// An entry of the A–Z page.
pub(crate) struct IndexEntry {
    /// Its element id (`t-sporna_deklaracja`).
    pub id: String,
    /// The term.
    pub term: String,
    /// Its clauses in the edition.
    pub clauses: Vec<ClauseRef>,
    /// Its see-also terms, each with the link to its entry.
    pub see_also: Vec<(String, String)>,
    /// Whether it is a "see" entry (no clauses of its own).
    pub see_only: bool,
    /// A book's subentries (term and clauses).
    pub subentries: Vec<IndexEntry>,
}

/// A letter of the A–Z page and its entries.
pub(crate) struct Letter {
    /// The letter as shown (`Ł`).
    pub letter: String,
    /// Its element id (`letter-Ł`).
    pub id: String,
    /// Its entries, collated.
    pub entries: Vec<IndexEntry>,
}

/// The A–Z page.
#[derive(Template)]
#[template(path = "situations.html")]
pub(crate) struct SituationsPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// The edition's contents page in this language.
    pub toc: String,
    /// The page's heading.
    pub heading: String,
    /// The sentence under the heading.
    pub intro: String,
    /// The letters.
    pub letters: Vec<Letter>,
    /// The "what changed" page of the edition in this language; empty when there is none.
    pub changes: String,
}

/// The collator of `lang` (CLDR data compiled in; the root collation for a language CLDR has
/// no tailoring for) at `strength`.
fn collator(
    lang: &Lang,
    strength: icu_collator::options::Strength,
) -> Option<icu_collator::CollatorBorrowed<'static>> {
    let locale = icu_locale_core::Locale::try_from_str(&lang.0).ok()?;
    let mut options = icu_collator::options::CollatorOptions::default();
    options.strength = Some(strength);
    icu_collator::Collator::try_new((&locale).into(), options).ok()
}

/// `terms` ordered as `lang` collates them, with each one's letter: (letter, index into
/// `terms`) in order. The letter is the term's first alphabetic character, upper-cased; terms
/// whose letters collate equal at primary strength share the first one met in order.
pub fn collate(lang: &Lang, terms: &[&str]) -> Vec<(String, usize)> {
    use icu_collator::options::Strength;
    let mut order: Vec<usize> = (0..terms.len()).collect();
    match collator(lang, Strength::Tertiary) {
        Some(c) => order.sort_by(|&a, &b| c.compare(terms[a], terms[b]).then(a.cmp(&b))),
        None => order.sort_by(|&a, &b| terms[a].cmp(terms[b])),
    }
    let primary = collator(lang, Strength::Primary);
    let mut out: Vec<(String, usize)> = Vec::new();
    for i in order {
        let first: String = terms[i]
            .chars()
            .find(|c| c.is_alphanumeric())
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_else(|| "#".into());
        // A letter that collates as its base letter (Dutch é as e) is shown as that letter;
        // one that does not (Polish ą, ł) is a letter of its own.
        let base: String = first
            .nfd()
            .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
            .collect();
        let first = match &primary {
            Some(p) if !base.is_empty() && p.compare(&base, &first).is_eq() => base,
            _ => first,
        };
        let letter = match (out.last(), &primary) {
            (Some((prev, _)), Some(p)) if p.compare(prev, &first).is_eq() => prev.clone(),
            (Some((prev, _)), None) if *prev == first => prev.clone(),
            _ => first,
        };
        out.push((letter, i));
    }
    out
}

fn index_entry(
    ctx: &Ctx<'_>,
    ix: &SituationIndex,
    edition: &Edition,
    e: &Entry,
    with_id: bool,
) -> IndexEntry {
    let clauses: Vec<ClauseRef> = e
        .clauses_in(edition)
        .iter()
        .map(|id| ClauseRef {
            cite: id.to_string(),
            href: clause_href(ctx, edition, &ix.lang, id),
        })
        .collect();
    let see_also = e
        .see_also
        .iter()
        .map(|s| {
            let target = ix.entry(s).filter(|t| t.shown_in(edition));
            let href = target.map_or_else(String::new, |t| format!("#{}", entry_id(&t.term)));
            (s.clone(), href)
        })
        .collect();
    IndexEntry {
        id: if with_id {
            entry_id(&e.term)
        } else {
            String::new()
        },
        term: e.term.clone(),
        see_only: clauses.is_empty() && e.subentries.is_empty(),
        clauses,
        see_also,
        subentries: e
            .subentries
            .iter()
            .filter(|s| !s.clauses_in(edition).is_empty())
            .map(|s| index_entry(ctx, ix, edition, s, false))
            .collect(),
    }
}

/// How a page of this module (three folders deep: `2017/pl/situations/`) links.
fn page_ctx<'c>(corpus: &'c Corpus, links: &'c Links, here: &str, ui: Ui) -> Ctx<'c> {
    Ctx::new(corpus, links, here.to_string(), ui)
}

/// The A–Z pages of `corpus`, as (path relative to the site root, page).
pub(crate) fn situations_pages(corpus: &Corpus, links: &Links) -> Vec<(String, SituationsPage)> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let edition = &m.edition;
        for ix in &corpus.situations {
            let lang = &ix.lang;
            if index_for(corpus, edition, lang).is_none() {
                continue;
            }
            let here = situations_dir(edition, lang);
            let ui = Ui::of(&lang.0);
            let ctx = page_ctx(corpus, links, &here, ui);
            let shown: Vec<&Entry> = ix.entries.iter().filter(|e| e.shown_in(edition)).collect();
            let terms: Vec<&str> = shown.iter().map(|e| e.term.as_str()).collect();
            let mut letters: Vec<Letter> = Vec::new();
            for (letter, i) in collate(lang, &terms) {
                let entry = index_entry(&ctx, ix, edition, shown[i], true);
                match letters.last_mut() {
                    Some(l) if l.letter == letter => l.entries.push(entry),
                    _ => letters.push(Letter {
                        id: format!("letter-{letter}"),
                        letter,
                        entries: vec![entry],
                    }),
                }
            }
            let name = edition_name(corpus, edition, ui);
            let others: Vec<Alt> = corpus
                .situations
                .iter()
                .filter(|o| &o.lang != lang && index_for(corpus, edition, &o.lang).is_some())
                .map(|o| Alt {
                    href: ctx.href(&situations_dir(edition, &o.lang), ""),
                    label: lang_name(&o.lang),
                    lang: o.lang.0.clone(),
                })
                .collect();
            let args = [
                ("name", Arg::from(&name)),
                ("lang", Arg::from(lang_name(lang))),
                ("count", Arg::from(shown.len())),
            ];
            let page = SituationsPage {
                head: Head {
                    draft: super::chrome::draft_banner(corpus, edition, ui),
                    lang: lang.0.clone(),
                    title: ui.fmt("situations-title", &args),
                    root: head_root(&ctx.here),
                    alternates: others,
                    description: describe(&ui.fmt("situations-description", &args)),
                    prefer: format!("{edition}/{lang}"),
                    ui,
                    variants: Vec::new(),
                },
                edition: edition.0.clone(),
                toc: ctx.href(&toc_dir(edition, lang), ""),
                heading: ui.fmt("situations-heading", &args),
                intro: ui.fmt("situations-intro", &args),
                letters,
                changes: if has_changes_page(corpus, edition, lang) {
                    ctx.href(&changes_dir(edition, lang), "")
                } else {
                    String::new()
                },
            };
            out.push((routes::page(&here), page));
        }
    }
    out
}

/// A change on the "what changed" page.
pub(crate) struct ChangeItem {
    /// The clause (or part) as cited: `68B2`, `Opening`.
    pub what: String,
    /// Its place on this edition's law page (the previous edition's, for a deleted clause);
    /// empty for a footnote.
    pub href: String,
    /// The change's words.
    pub words: String,
    /// Its row of the diff page.
    pub diff: String,
    /// CSS class (`change-changed` …).
    pub class: String,
}

/// A law on the "what changed" page.
pub(crate) struct ChangedLaw {
    /// Law number.
    pub law: u8,
    /// Its title in the edition and language.
    pub title: String,
    /// Its law page.
    pub href: String,
    /// Its diff page.
    pub diff: String,
    /// The changes.
    pub items: Vec<ChangeItem>,
}

/// The "what changed" page.
#[derive(Template)]
#[template(path = "changes.html")]
pub(crate) struct ChangesPage {
    /// Head.
    pub head: Head,
    /// Edition id.
    pub edition: String,
    /// The previous edition.
    pub from: String,
    /// The edition's contents page in this language.
    pub toc: String,
    /// The heading.
    pub heading: String,
    /// The sentence under it.
    pub intro: String,
    /// The laws that changed.
    pub laws: Vec<ChangedLaw>,
    /// The sentence when none did; empty otherwise.
    pub none: String,
    /// The A–Z page of the edition in this language; empty when there is none.
    pub situations: String,
}

/// The "what changed" pages of `corpus` in `lang` (one per edition with a previous edition and
/// a law text in `lang`), as (path relative to the site root, page). They read only `lang`'s
/// texts (and what every page reads: titles, manifests), so they are a part of their own,
/// rendered again when those change (`incremental::Part::Changes`), not on every build.
pub(crate) fn changes_pages(
    corpus: &Corpus,
    links: &Links,
    lang: &Lang,
) -> Vec<(String, ChangesPage)> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let edition = &m.edition;
        let Some(from) = crate::analysis::align::changes::previous_edition(corpus, edition) else {
            continue;
        };
        let has_text = corpus.documents.iter().any(|d| {
            &d.meta.edition == edition && &d.meta.lang == lang && d.meta.kind == Kind::Text
        });
        if has_text {
            let here = changes_dir(edition, lang);
            let ui = Ui::of(&lang.0);
            let ctx = page_ctx(corpus, links, &here, ui);
            let laws: Vec<ChangedLaw> = edition_changes(corpus, edition, Some(lang))
                .into_iter()
                .map(|lc| {
                    let law = lc.law;
                    let diff = diff_dir(lang, law, from, edition);
                    let items = lc
                        .changes
                        .iter()
                        .map(|c| {
                            let (what, href) = match &c.place {
                                Place::Clause(id) => {
                                    let e = if c.kind == ChangeKind::Deleted {
                                        from
                                    } else {
                                        edition
                                    };
                                    (
                                        id.to_string(),
                                        ctx.href(&law_dir(e, lang, law), &id.anchor()),
                                    )
                                }
                                Place::Preamble => (
                                    ui.m("part-opening"),
                                    ctx.href(&law_dir(edition, lang, law), &c.row),
                                ),
                                Place::Closing => (
                                    ui.m("part-closing"),
                                    ctx.href(&law_dir(from, lang, law), &c.row),
                                ),
                                Place::Footnote(mark) => {
                                    (ui.m1("part-footnote", "mark", mark), String::new())
                                }
                            };
                            ChangeItem {
                                what,
                                href,
                                words: change_words(ui, c),
                                diff: ctx.href(&diff, &c.row),
                                class: format!("change-{}", c.kind.as_str()),
                            }
                        })
                        .collect();
                    ChangedLaw {
                        law,
                        title: law_title(corpus, edition, law, lang),
                        href: ctx.href(&law_dir(edition, lang, law), ""),
                        diff: ctx.href(&diff, ""),
                        items,
                    }
                })
                .collect();
            let name = edition_name(corpus, edition, ui);
            let args = [
                ("name", Arg::from(&name)),
                ("lang", Arg::from(lang_name(lang))),
                ("from", Arg::from(&from.0)),
                ("laws", Arg::from(laws.len())),
            ];
            let page = ChangesPage {
                head: Head {
                    draft: super::chrome::draft_banner(corpus, edition, ui),
                    lang: lang.0.clone(),
                    title: ui.fmt("changes-title", &args),
                    root: head_root(&ctx.here),
                    alternates: Vec::new(),
                    description: describe(&ui.fmt("changes-description", &args)),
                    prefer: format!("{edition}/{lang}"),
                    ui,
                    variants: Vec::new(),
                },
                edition: edition.0.clone(),
                from: from.0.clone(),
                toc: ctx.href(&toc_dir(edition, lang), ""),
                heading: ui.fmt("changes-heading", &args),
                intro: ui.fmt("changes-intro", &args),
                none: if laws.is_empty() {
                    ui.fmt("changes-none", &args)
                } else {
                    String::new()
                },
                laws,
                situations: if index_for(corpus, edition, lang).is_some() {
                    ctx.href(&situations_dir(edition, lang), "")
                } else {
                    String::new()
                },
            };
            out.push((routes::page(&here), page));
        }
    }
    out
}

/// The A–Z pages, rendered, and the search's entries: (path relative to the site root, bytes).
/// The "what changed" pages are [`changes_files`], a part of their own per language.
///
/// # Errors
/// [`crate::Error::Usage`] when a page's template fails.
pub fn files(corpus: &Corpus, links: &Links) -> crate::Result<Vec<(String, Vec<u8>)>> {
    let render = |t: &dyn DynRender| t.render_page();
    let mut out = Vec::new();
    for (rel, p) in situations_pages(corpus, links) {
        out.push((rel, render(&p)?.into_bytes()));
    }
    out.push((
        routes::search_entries(),
        search_entries(corpus, links).into_bytes(),
    ));
    Ok(out)
}

/// The "what changed" pages in `lang`, rendered ([`changes_pages`]).
pub(crate) fn changes_files(
    corpus: &Corpus,
    links: &Links,
    lang: &Lang,
) -> crate::Result<Vec<(String, Vec<u8>)>> {
    changes_pages(corpus, links, lang)
        .into_iter()
        .map(|(rel, p)| Ok((rel, p.render_page()?.into_bytes())))
        .collect()
}

trait DynRender {
    fn render_page(&self) -> crate::Result<String>;
}

impl<T: Template> DynRender for T {
    fn render_page(&self) -> crate::Result<String> {
        self.render()
            .map_err(|e| crate::Error::Usage(format!("a page template failed: {e}")))
    }
}

/// The site search's index entries (`search/situations.json`): per language, each entry's
/// term (folded for matching, and as printed), its see-also terms and its clauses per edition,
/// each linked from the search page (`search/`).
pub(crate) fn search_entries(corpus: &Corpus, links: &Links) -> String {
    let ctx_for = |ui: Ui| Ctx::new(corpus, links, routes::SEARCH_DIR.into(), ui);
    let mut all = Vec::new();
    for ix in &corpus.situations {
        let ctx = ctx_for(Ui::of(&ix.lang.0));
        for e in &ix.entries {
            let mut editions = serde_json::Map::new();
            for m in corpus.editions.iter().rev() {
                if index_for(corpus, &m.edition, &ix.lang).is_none() || !e.shown_in(&m.edition) {
                    continue;
                }
                let clauses: Vec<serde_json::Value> = e
                    .clauses_in(&m.edition)
                    .iter()
                    .map(|id| {
                        serde_json::json!({
                            "cite": id.to_string(),
                            "href": clause_href(&ctx, &m.edition, &ix.lang, id),
                        })
                    })
                    .collect();
                editions.insert(
                    m.edition.0.clone(),
                    serde_json::json!({
                        "page": ctx.href(&situations_dir(&m.edition, &ix.lang), &entry_id(&e.term)),
                        "clauses": clauses,
                    }),
                );
            }
            if editions.is_empty() {
                continue;
            }
            all.push(serde_json::json!({
                "lang": ix.lang.0,
                "term": e.term,
                "key": fold(&e.term),
                "see_also": e.see_also,
                "editions": editions,
            }));
        }
    }
    serde_json::to_string(&all).expect("entries serialise")
}

//! Notes (commentary items and annotations) as the law and parallel pages show them: a view of
//! each note with an id unique on its page, the notes split by what they are bound to, the
//! groups of notes on clauses a text lacks, and the kinds of the page's note filter.

use std::collections::{BTreeMap, BTreeSet};

use super::html::{Ctx, escape, lang_name, paras};
use super::i18n::Ui;
use super::routes::law_dir;
use crate::analysis::annotate::{Note, Origin, Target};
use crate::corpus::model::{Body, ClauseId, Corpus, Document, Edition, Lang, Level, Owner};

/// One choice of a law page's note filter: a kind of note the page has.
pub(crate) struct NoteKindChoice {
    /// The kind as the data writes it (`interpretation`): the notes' class `note-<class>`.
    pub class: String,
    /// Its name in the interface's language.
    pub label: String,
}

/// The kinds of `notes`, in [`crate::corpus::model::NoteKind::ALL`]'s order, named in `ui`'s language.
pub(crate) fn note_kinds<'n>(
    ui: Ui,
    notes: impl Iterator<Item = &'n NoteView>,
) -> Vec<NoteKindChoice> {
    let have: BTreeSet<&str> = notes.map(|n| n.class.as_str()).collect();
    crate::corpus::model::NoteKind::ALL
        .iter()
        .filter(|k| have.contains(k.as_str()))
        .map(|k| NoteKindChoice {
            class: k.as_str().to_string(),
            label: ui.m(&format!("note-{}", k.as_str())),
        })
        .collect()
}

/// One choice of a law page's jurisdiction switch: a place the page's regulations hold in.
pub(crate) struct JurisdictionChoice {
    /// The key the regulations' `data-jurisdiction` carries ([`jurisdiction_key`]).
    pub key: String,
    /// The place as the regulation names it (`Poland`).
    pub label: String,
    /// The language the label is written in.
    pub lang: String,
}

/// The jurisdictions of the regulations among `notes`, each once, in the order of their keys.
pub(crate) fn jurisdictions<'n>(
    notes: impl Iterator<Item = &'n NoteView>,
) -> Vec<JurisdictionChoice> {
    let mut by_key: BTreeMap<String, JurisdictionChoice> = BTreeMap::new();
    for n in notes {
        if let Some(j) = &n.jurisdiction {
            let key = jurisdiction_key(j);
            by_key.entry(key.clone()).or_insert(JurisdictionChoice {
                key,
                label: j.clone(),
                lang: n.lang.clone(),
            });
        }
    }
    by_key.into_values().collect()
}

/// A jurisdiction as a key the page's script compares: `j-`, then the place in lower case
/// (NFC), each run of characters other than letters and digits one `-` (`ACBL (North America)`
/// → `j-acbl-north-america`). The `j-` keeps a place apart from the switch's own choices, `all`
/// and `none` (a place named "All" is a place).
pub(crate) fn jurisdiction_key(j: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let j: String = j.nfc().collect();
    let mut key = String::from("j-");
    for c in j.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            key.push(c);
        } else if key.len() > 2 && !key.ends_with('-') {
            key.push('-');
        }
    }
    key.trim_end_matches('-').to_string()
}

/// A note (commentary item or annotation) as a page shows it.
pub(crate) struct NoteView {
    /// The element id: `68.2` for an item of the page's own commentary (the anchor references
    /// and back-links use), `ru-68.2` for another language's, `ru-2007-68.2` for one written for
    /// another edition, `note-<file>-<line>` for an annotation.
    pub id: String,
    /// Its language code.
    pub lang: String,
    /// Its language's name.
    pub lang_name: String,
    /// "Commentary", "Interpretation", "Erratum" or "Note", in the interface's language.
    pub kind: String,
    /// The kind as the data writes it, `commentary`, `interpretation`, `erratum`, `regulation` or `note`: the
    /// CSS class `note-<class>`, which the page's kind filter reads.
    pub class: String,
    /// Who stands behind it (an annotation's `authority`), and when (`date`, ISO 8601).
    pub authority: Option<String>,
    /// Its date, `2001-10-28`.
    pub date: Option<String>,
    /// The minutes and item it comes from (`reference`).
    pub reference: Option<String>,
    /// Where its source can be read (`url`).
    pub url: Option<String>,
    /// Where a regulation is in force (`Poland`), as its file writes it; `None` for other kinds.
    pub jurisdiction: Option<String>,
    /// [`jurisdiction_key`] of `jurisdiction`, the note's `data-jurisdiction`; empty without one.
    pub jurisdiction_key: String,
    /// The item's number (`68.2`), "introduction", or empty for an annotation.
    pub label: String,
    /// Its source: the commentary document's readable source (`source_title`, else a phrase
    /// naming the commentary), the annotation's author or source tag.
    pub source: String,
    /// Link to the commentary item on its own law page; empty for annotations.
    pub source_href: String,
    /// The edition it was written for, when not the page's.
    pub written_for: Option<String>,
    /// A commentary item's paragraphs as HTML, references linked.
    pub paras: Vec<String>,
    /// An annotation's text as sanitised HTML.
    pub html: Option<String>,
    /// Shown open (the page's language, or a page of all languages); else folded in `<details>`.
    pub open: bool,
    /// When the same note was already shown on the page (a clause split in two), the id it
    /// has there: this one is only a pointer to it.
    pub same_as: String,
}

/// Notes on one clause, shown apart from the text (the clause is not in it).
pub(crate) struct NoteGroup {
    /// The group's heading as HTML ("Notes on 68D (not in this text)").
    pub heading: String,
    /// The notes.
    pub notes: Vec<NoteView>,
}

/// Whether any text of `edition` has clause `id`, i.e. its parallel page has a row for it.
pub(crate) fn any_text_has(corpus: &Corpus, edition: &Edition, id: ClauseId) -> bool {
    corpus
        .texts_of(edition, id.law)
        .any(|(_, t)| id.level() == Level::Law || t.find(&id).is_some())
}

/// Turns the notes of a page into views: ids unique on the page, a note met a second time
/// (bound to two clauses) only a pointer to the first.
pub(crate) struct NoteMaker<'p> {
    /// The edition of the page.
    edition: &'p Edition,
    /// The page's language (a law page), or `None` (the parallel page: every note open).
    lang: Option<&'p Lang>,
    /// Notes already shown, by origin, with their id.
    shown: BTreeMap<(u8, usize, usize), String>,
    /// Ids given out.
    ids: BTreeSet<String>,
}

pub(crate) fn origin_key(o: &Origin) -> (u8, usize, usize) {
    match *o {
        Origin::Commentary { doc, item } => (0, doc, item.map_or(0, |i| i + 1)),
        Origin::Annotation { index } => (1, index, 0),
    }
}

impl<'p> NoteMaker<'p> {
    pub(crate) fn new(edition: &'p Edition, lang: Option<&'p Lang>) -> Self {
        NoteMaker {
            edition,
            lang,
            shown: BTreeMap::new(),
            ids: BTreeSet::new(),
        }
    }

    /// Whether a note of `origin` was already given a view on this page.
    pub(crate) fn has_shown(&self, origin: &Origin) -> bool {
        self.shown.contains_key(&origin_key(origin))
    }

    /// The view of `note`: with an id unique on the page, or a pointer to its first view.
    pub(crate) fn view(&mut self, ctx: &Ctx<'_>, note: &Note) -> NoteView {
        let key = origin_key(&note.origin);
        let written_for = (&note.written_for != self.edition).then(|| note.written_for.0.clone());
        let open = self.lang.is_none_or(|l| l == &note.lang);
        let mut v = NoteView {
            id: String::new(),
            lang: note.lang.0.clone(),
            lang_name: lang_name(&note.lang),
            kind: String::new(),
            class: String::new(),
            authority: None,
            date: None,
            reference: None,
            url: None,
            jurisdiction: None,
            jurisdiction_key: String::new(),
            label: String::new(),
            source: note.source.clone(),
            source_href: String::new(),
            written_for,
            paras: Vec::new(),
            html: None,
            open,
            same_as: String::new(),
        };
        let wanted = match note.origin {
            Origin::Commentary { doc, item } => {
                let d = &ctx.corpus.documents[doc];
                let Body::Commentary { intro, items } = d.body() else {
                    unreachable!("a commentary note comes from a commentary document")
                };
                let (owner, ps) = match item {
                    Some(i) => (
                        Owner::Item(items[i].law, items[i].number),
                        &items[i].paragraphs,
                    ),
                    None => (Owner::Intro, intro),
                };
                let anchor = crate::corpus::model::owner_anchor(d.meta.law, &owner, None);
                v.kind = ctx.ui.m("note-commentary");
                v.class = "commentary".into();
                v.label = match item {
                    Some(i) => items[i].label(),
                    None => ctx.ui.m("note-introduction"),
                };
                v.source = commentary_source(ctx.ui, d);
                v.source_href =
                    ctx.href(&law_dir(&d.meta.edition, &d.meta.lang, d.meta.law), &anchor);
                if !self.shown.contains_key(&key) {
                    v.paras = paras(ctx, doc, ps);
                }
                let own = self.lang == Some(&d.meta.lang) && &d.meta.edition == self.edition;
                if own {
                    anchor
                } else if &d.meta.edition == self.edition {
                    format!("{}-{anchor}", d.meta.lang)
                } else {
                    format!("{}-{}-{anchor}", d.meta.lang, d.meta.edition)
                }
            }
            Origin::Annotation { index } => {
                let a = &ctx.corpus.annotations[index];
                v.kind = ctx.ui.m(&format!("note-{}", a.kind.as_str()));
                v.class = a.kind.as_str().into();
                v.authority = a.authority.clone();
                v.date = a.date.clone();
                v.reference = a.reference.clone();
                v.url = a.url.clone();
                v.jurisdiction_key = a
                    .jurisdiction
                    .as_deref()
                    .map(jurisdiction_key)
                    .unwrap_or_default();
                v.jurisdiction = a.jurisdiction.clone();
                v.html = Some(
                    note.html
                        .clone()
                        .unwrap_or_else(|| format!("<p>{}</p>", escape(&a.text))),
                );
                a.anchor()
            }
        };
        if let Some(first) = self.shown.get(&key) {
            v.same_as = first.clone();
            v.html = None;
            return v;
        }
        let mut id = wanted.clone();
        let mut n = 1;
        while self.ids.contains(&id) {
            n += 1;
            id = format!("{wanted}-{n}");
        }
        self.ids.insert(id.clone());
        self.shown.insert(key, id.clone());
        v.id = id;
        v
    }
}

/// A commentary document's source as a note shows it: its `source_title`, else a phrase
/// naming the commentary by language and edition (never `source`, a file name).
fn commentary_source(ui: Ui, d: &Document) -> String {
    d.meta.source_title.clone().unwrap_or_else(|| {
        ui.m2(
            "note-commentary-source",
            "lang",
            ui.lang_name(&d.meta.lang.0, "nominative"),
            "edition",
            &d.meta.edition.0,
        )
    })
}

/// The notes on `law` as `edition` shows them, split by what they are bound to: the law, and
/// each clause. On a law page (`lang`), the page's language comes first.
pub(crate) fn notes_by_target(
    mut all: Vec<Note>,
    lang: Option<&Lang>,
) -> (Vec<Note>, BTreeMap<ClauseId, Vec<Note>>) {
    // Stable: within a target, notes keep notes_for_law's order (language, origin).
    all.sort_by_key(|n| (n.target, lang.is_some_and(|l| l != &n.lang)));
    let mut on_law = Vec::new();
    let mut on_clause: BTreeMap<ClauseId, Vec<Note>> = BTreeMap::new();
    for n in all {
        match n.target {
            Target::Law => on_law.push(n),
            Target::Clause(id) => on_clause.entry(id).or_default().push(n),
        }
    }
    (on_law, on_clause)
}

/// Notes on clauses shown apart from the text, by clause, each group linked to the clause's
/// parallel row where a text of the edition has it.
/// `suffix` (a message id, or empty) follows each group's heading: "(not in this text)".
pub(crate) fn note_groups(
    ctx: &Ctx<'_>,
    edition: &Edition,
    maker: &mut NoteMaker<'_>,
    notes: BTreeMap<ClauseId, Vec<Note>>,
    suffix: &str,
) -> Vec<NoteGroup> {
    notes
        .into_iter()
        .map(|(id, ns)| {
            let cite = id.to_string();
            let href = if any_text_has(ctx.corpus, edition, id) {
                ctx.parallel_href(edition, id.law, &id.anchor())
            } else {
                String::new()
            };
            let linked = if href.is_empty() {
                escape(&cite)
            } else {
                format!(r#"<a href="{}">{}</a>"#, escape(&href), escape(&cite))
            };
            let mut heading = ctx.ui.html("notes-on", &[], &[("cite", linked)]);
            if !suffix.is_empty() {
                heading.push(' ');
                heading.push_str(&escape(&ctx.ui.m(suffix)));
            }
            NoteGroup {
                heading,
                notes: ns.iter().map(|n| maker.view(ctx, n)).collect(),
            }
        })
        .collect()
}

/// The notes of the mini corpus, for the law and parallel pages' tests.
#[cfg(test)]
pub(crate) mod fixture {
    use super::*;
    use crate::corpus::model::Annotation;
    use crate::xref::Links;

    /// The mini corpus (nl and pl texts of 2007 Law 68, ru commentary 68.1 and 68.2) with one
    /// annotation, and notes bound to clauses as annotate will bind them.
    pub(crate) fn setup() -> (Corpus, Links, Vec<Note>) {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mini");
        let mut corpus = crate::corpus::load::load_corpus(&root).unwrap();
        corpus.annotations.push(Annotation {
            file: "translations/annotations/td notes.yaml".into(),
            line: 3,
            clause: "68B1".parse().unwrap(),
            editions: vec![Edition("2017".into())],
            lang: Lang("pl".into()),
            source: "J. Kowalski".into(),
            text: "Uwaga *ważna*.".into(),
            kind: crate::corpus::model::NoteKind::Note,
            authority: None,
            date: None,
            reference: None,
            url: None,
            jurisdiction: None,
        });
        let links = crate::xref::link(&corpus);
        let ru = corpus
            .documents
            .iter()
            .position(|d| d.meta.lang.0 == "ru" && d.meta.law == 68)
            .unwrap();
        let e07 = Edition("2007".into());
        let clause = |s: &str| Target::Clause(s.parse().unwrap());
        let item = |target, i| Note {
            target,
            origin: Origin::Commentary {
                doc: ru,
                item: Some(i),
            },
            written_for: e07.clone(),
            lang: Lang("ru".into()),
            source: "mini fixture".into(),
            html: None,
            kind: crate::corpus::model::NoteKind::Commentary,
        };
        let notes = vec![
            item(clause("68B1"), 1),
            Note {
                target: clause("68B1"),
                origin: Origin::Annotation { index: 0 },
                written_for: Edition("2017".into()),
                lang: Lang("pl".into()),
                source: "J. Kowalski".into(),
                html: Some("<p>Uwaga <em>ważna</em>.</p>".into()),
                kind: crate::corpus::model::NoteKind::Note,
            },
            item(clause("68C"), 1),
            item(clause("68D"), 0),
        ];
        (corpus, links, notes)
    }
}

//! The parts of a law page around its text: links to the law in other languages and editions,
//! the notes shown elsewhere, what the text lacks of the other languages' ("this text has no
//! 68D"), its sections, the page's head, description and printed source.
//!
//! Not for: the text's blocks and their notes (the parent module).

use crate::analysis::annotate::{Note, Origin};
use crate::corpus::model::{ClauseId, Corpus, Document, Edition, Lang};
use crate::site::chrome::{Alt, Head, describe, edition_name};
use crate::site::html::{Ctx, escape, head_root, lang_name};
use crate::site::i18n::{Arg, Ui};
use crate::site::notes::origin_key;
use crate::site::routes::{diff_dir, law_dir};
use std::collections::{BTreeMap, BTreeSet};

/// Links to the same law in other languages (`alts`), each ` <a …>name</a>` (with `lang` on
/// the link when `with_lang`), as HTML.
pub(super) fn lang_links(alts: &[Alt], with_lang: bool) -> String {
    alts.iter()
        .map(|a| {
            let tag = if with_lang {
                format!(r#" lang="{}""#, escape(&a.lang))
            } else {
                String::new()
            };
            format!(
                r#" <a href="{}" hreflang="{}"{tag}>{}</a>"#,
                escape(&a.href),
                escape(&a.lang),
                escape(&a.label)
            )
        })
        .collect()
}

/// The sentence that lists the notes a law page does not show (`elsewhere`,
/// [`notes_elsewhere`]), with the parallel page (`parallel`) that shows them all, as HTML;
/// empty when there are none.
pub(super) fn notes_elsewhere_html(ui: Ui, elsewhere: &[Alt], parallel: &str) -> String {
    if elsewhere.is_empty() {
        return String::new();
    }
    let links: Vec<String> = elsewhere
        .iter()
        .map(|a| {
            format!(
                r#"<a href="{}" hreflang="{}" lang="{}">{}</a>"#,
                escape(&a.href),
                escape(&a.lang),
                escape(&a.lang),
                escape(&a.label)
            )
        })
        .collect();
    ui.html(
        "commentary-elsewhere",
        &[],
        &[
            ("links", format!(" {}", links.join(", "))),
            (
                "parallel",
                format!(
                    r#"<a href="{}">{}</a>"#,
                    escape(parallel),
                    escape(&ui.m("parallel-view"))
                ),
            ),
        ],
    )
}

/// The law's sections (its top-level clauses) in the text `document`, for the list at the top
/// of its page; none when it has fewer than two.
pub(super) fn sections(document: Option<&Document>) -> Vec<Section> {
    document
        .and_then(Document::law_text)
        .map(|t| {
            t.clauses
                .iter()
                .map(|c| Section {
                    id: c.id.anchor(),
                    marker: c.id.marker(),
                    title: c.title.clone().unwrap_or_default(),
                })
                .collect()
        })
        .filter(|s: &Vec<Section>| s.len() > 1)
        .unwrap_or_default()
}

/// What a law page without a text says instead, as HTML: that it has none, and where the law
/// can be read (the languages `other_langs`, the parallel page `parallel`).
pub(super) fn no_text(ui: Ui, other_langs: &[Alt], parallel: &str) -> String {
    let all_link = format!(
        r#"<a href="{}">{}</a>"#,
        escape(parallel),
        escape(&ui.m("all-languages-side-by-side"))
    );
    if other_langs.is_empty() {
        format!(
            "{} {}",
            escape(&ui.m("no-text")),
            ui.html("no-text-see", &[], &[("all", all_link)])
        )
    } else {
        format!(
            "{} {}",
            escape(&ui.m("no-text")),
            ui.html(
                "no-text-read-in",
                &[],
                &[("links", lang_links(other_langs, false)), ("all", all_link)]
            )
        )
    }
}

/// The law in `lang` in the other editions with its text (none when this page has no text,
/// `has_text`), each with the diff page between the two where there is one.
pub(super) fn other_editions(
    ctx: &Ctx<'_>,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    has_text: bool,
) -> Vec<EditionPage> {
    let corpus = ctx.corpus;
    let rank = edition_rank(corpus, edition);
    corpus
        .editions
        .iter()
        .map(|m| &m.edition)
        .filter(|e| *e != edition && has_text && corpus.text(e, law, lang).is_some())
        .map(|e| {
            let (from, to) = if edition_rank(corpus, e) < rank {
                (e, edition)
            } else {
                (edition, e)
            };
            EditionPage {
                edition: e.0.clone(),
                href: ctx.href(&law_dir(e, lang, law), ""),
                diff: crate::site::diff::has_diff_page(corpus, lang, law, from, to)
                    .then(|| ctx.href(&diff_dir(lang, law, from, to), "")),
                diff_label: ctx.ui.m2("changes-from-to", "from", &from.0, "to", &to.0),
            }
        })
        .collect()
}

/// A law page's description: the law, its title and edition, and the text's opening words
/// (`document`'s first block with text); without them, a sentence naming the law.
pub(super) fn law_description(
    ui: Ui,
    document: Option<&Document>,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    heading: &str,
) -> String {
    let opening = document
        .and_then(|d| d.blocks().into_iter().find(|b| !b.text.is_empty()))
        .map(|b| b.text)
        .unwrap_or_default();
    if opening.is_empty() {
        ui.fmt(
            "law-description-empty",
            &[
                ui.lang_args(&lang.0),
                vec![
                    ("law", Arg::from(law)),
                    ("heading", Arg::from(heading)),
                    ("edition", Arg::from(&edition.0)),
                ],
            ]
            .concat(),
        )
    } else {
        format!("{law}. {heading} ({edition}): {opening}")
    }
}

/// A law page's head: its title, the law in other languages (`other_langs`) as alternates,
/// its description, the jump box's preference (this edition and language).
pub(super) fn law_head(
    ctx: &Ctx<'_>,
    edition: &Edition,
    lang: &Lang,
    law: u8,
    heading: &str,
    other_langs: &[Alt],
    description: &str,
) -> Head {
    let ui = ctx.ui;
    Head {
        draft: crate::site::chrome::draft_banner(ctx.corpus, edition, ui),
        lang: lang.0.clone(),
        title: ui.fmt(
            "law-title",
            &[
                ("law", Arg::from(law)),
                ("heading", Arg::from(heading)),
                ("edition", Arg::from(&edition.0)),
                ("lang", Arg::from(lang_name(lang))),
            ],
        ),
        root: head_root(&ctx.here),
        alternates: other_langs.to_vec(),
        description: describe(description),
        prefer: format!("{edition}/{lang}"),
        ui,
        variants: Vec::new(),
    }
}

/// What a printed law page names as its text's source (`document`'s `source_title`, with its
/// `source_url`), else the edition's name.
pub(super) fn print_source(
    corpus: &Corpus,
    edition: &Edition,
    ui: Ui,
    document: Option<&Document>,
) -> String {
    match document {
        Some(d) => match &d.meta.source_title {
            Some(named) => {
                let shown = match &d.meta.source_url {
                    Some(u) => format!("{named} <{u}>"),
                    None => named.clone(),
                };
                ui.m1("source", "source", shown)
            }
            None => edition_name(corpus, edition, ui),
        },
        None => edition_name(corpus, edition, ui),
    }
}

/// Whether a law page in `lang` shows `note` (else it only counts it, [`notes_elsewhere`]):
/// a note in the page's language, and an interpretation, erratum or regulation in any language
/// (an authority's word on the text, which a reader of any language needs beside it).
/// Other languages' commentary and notes are read on their own language's page or beside
/// the text in the parallel view: a Polish director reading Law 68 does not scroll past 19
/// languages' commentaries (issue 18: 72 KB of a 124 KB page on the large corpus).
pub(super) fn shown_inline(note: &Note, lang: &Lang) -> bool {
    &note.lang == lang || note.kind.for_every_language()
}

/// The notes on `law` a law page of `edition` does not show (`hidden`, [`shown_inline`]),
/// counted by language (a note bound to two clauses once), in code order: each language's
/// name and count ("Русский (4)") linked to the page that shows them: the law's page in that
/// language in `edition`, else (a commentary of another edition) the commentary's own page,
/// else the parallel view, which shows every note (a language's with its column).
pub(super) fn notes_elsewhere(
    ctx: &Ctx<'_>,
    edition: &Edition,
    law: u8,
    hidden: &[Note],
) -> Vec<Alt> {
    let here = ctx.corpus.langs_of(edition, law);
    // Per language: the notes (by origin, [`origin_key`]) and the page that shows them.
    type Counted = (BTreeSet<(u8, usize, usize)>, Option<String>);
    let mut by_lang: BTreeMap<&Lang, Counted> = BTreeMap::new();
    for n in hidden {
        let (origins, page) = by_lang.entry(&n.lang).or_default();
        origins.insert(origin_key(&n.origin));
        if page.is_none()
            && let Origin::Commentary { doc, .. } = n.origin
        {
            let m = &ctx.corpus.documents[doc].meta;
            *page = Some(law_dir(&m.edition, &m.lang, m.law));
        }
    }
    by_lang
        .into_iter()
        .map(|(lang, (origins, page))| {
            let href = if here.contains(lang) {
                ctx.href(&law_dir(edition, lang, law), "")
            } else if let Some(dir) = page {
                ctx.href(&dir, "")
            } else {
                ctx.parallel_href(edition, law, "")
            };
            Alt {
                lang: lang.0.clone(),
                href,
                label: format!("{} ({})", lang_name(lang), origins.len()),
            }
        })
        .collect()
}

/// What the text `doc` of Law `law` lacks that another language's text of `edition` has (a
/// translation still in progress, a partial page): the outermost clauses missing, in clause
/// order, and the languages that have them, as the page says it in `ui`; empty when it lacks
/// nothing. Time n log n in the texts' clauses.
pub(super) fn lacks(corpus: &Corpus, edition: &Edition, law: u8, doc: &Document, ui: Ui) -> String {
    let Some(own) = doc.law_text() else {
        return String::new();
    };
    let own_ids = own.clause_ids();
    // Made when a text has other clauses than this one (most have the same, in the same order).
    let mut mine: Option<BTreeSet<ClauseId>> = None;
    let mut missing: BTreeSet<ClauseId> = BTreeSet::new();
    let mut langs: Vec<Lang> = Vec::new();
    for (d, t) in corpus.texts_of(edition, law) {
        if d.meta.lang == doc.meta.lang {
            continue;
        }
        let all = t.clause_ids();
        if all == own_ids {
            continue;
        }
        let mine = mine.get_or_insert_with(|| own_ids.iter().copied().collect());
        let theirs: Vec<ClauseId> = all
            .iter()
            .copied()
            .filter(|id| !mine.contains(id))
            .collect();
        if !theirs.is_empty() && !langs.contains(&d.meta.lang) {
            langs.push(d.meta.lang.clone());
        }
        missing.extend(theirs);
    }
    // The outermost ones: a clause whose enclosing clause is missing too goes with it.
    let tops: Vec<String> = missing
        .iter()
        .filter(|id| {
            !id.ancestry()
                .skip(1)
                .any(|a| a.level() != crate::corpus::model::Level::Law && missing.contains(&a))
        })
        .map(ToString::to_string)
        .collect();
    if tops.is_empty() {
        return String::new();
    }
    ui.m2(
        "law-lacks",
        "clauses",
        tops.join(", "),
        "langs",
        crate::site::chrome::lang_list(ui, &langs),
    )
}

/// A section of a law (a top-level clause) in the list of sections at the top of its page.
pub(crate) struct Section {
    /// The clause's anchor (`68B`).
    pub id: String,
    /// Its marker without the full stop (`B`, `1`).
    pub marker: String,
    /// Its title, empty when it has none.
    pub title: String,
}

/// The same law in the same language in another edition, and the diff page of the two texts.
pub(crate) struct EditionPage {
    /// The other edition's id.
    pub edition: String,
    /// Its law page in this language.
    pub href: String,
    /// The diff page, earlier edition → later one (`diff/pl/68/2007-2017/index.html`), when the
    /// two editions are next to each other among those with the text (`diff::diff_pairs`).
    pub diff: Option<String>,
    /// What the diff link says ("changes 2007 → 2017").
    pub diff_label: String,
}

/// The place of an edition in the corpus's order of editions (the manifests, by edition id).
pub(crate) fn edition_rank(corpus: &Corpus, e: &Edition) -> usize {
    corpus
        .editions
        .iter()
        .position(|m| &m.edition == e)
        .unwrap_or(usize::MAX)
}

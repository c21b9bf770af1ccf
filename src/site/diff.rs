//! The edition diff page, `diff/<lang>/<NN>/<from>-<to>/`: one law in one language, word by word
//! from an older edition to a newer one ([`crate::analysis::align::diff::diff_law`]), clause by clause.
//!
//! Each row names the clauses of both editions, linked to their law pages; insertions are
//! `<ins>`, deletions `<del>`. Anchors: a row holding clauses of the newer edition carries each
//! one's clause anchor (`68D2b`, the same as on the law page), a clause of the older edition
//! carries its anchor prefixed with its edition (`2007-68D`); preamble and closing rows are
//! `68-preamble`, `68-closing` (as on the law pages), footnotes `68-fn<mark position>`.
//!
//! Not for: the diff itself (`align::diff`), links to this page from other pages (`law`).

use askama::Template;

use super::chrome::{Alt, Head, describe, law_title};
use super::html::{Ctx, escape, head_root, lang_name};
use super::i18n::{Arg, Ui};
use super::routes::{diff_dir, law_dir};
use crate::analysis::align::diff::{LawDiff, Marks, Part, Token, marked};
use crate::corpus::model::{ClauseId, Corpus, Edition, Lang};
use crate::xref::Links;

/// The pairs of editions a law in a language has a diff page for, older first: each edition
/// that has the law's text in that language with the next one that has it (in the corpus's
/// edition order). With 1997, 2007 and 2017 that is 1997 → 2007 and 2007 → 2017, or 1997 → 2017
/// where the language has no 2007 text; two editions further apart are compared side by side in
/// the parallel view (`?cols=pl:2017,pl:1997`), or with `lawref diff --from --to`. (Issue 18: a
/// diff for every pair made a third of the large corpus's diff pages, 1,860 files, which took
/// the site over the 20,000 files a static host takes.)
pub(crate) fn diff_pairs<'c>(
    corpus: &'c Corpus,
    lang: &Lang,
    law: u8,
) -> Vec<(&'c Edition, &'c Edition)> {
    let held: Vec<&Edition> = corpus
        .editions
        .iter()
        .map(|m| &m.edition)
        .filter(|e| corpus.text(e, law, lang).is_some())
        .collect();
    held.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Whether a law in a language has a diff page from `from` to `to` ([`diff_pairs`]).
pub(crate) fn has_diff_page(
    corpus: &Corpus,
    lang: &Lang,
    law: u8,
    from: &Edition,
    to: &Edition,
) -> bool {
    diff_pairs(corpus, lang, law)
        .iter()
        .any(|(a, b)| *a == from && *b == to)
}

/// The diff page.
#[derive(Template)]
#[template(path = "diff.html")]
pub(crate) struct DiffPage {
    /// Head.
    pub head: Head,
    /// Law number.
    pub law: u8,
    /// The older edition.
    pub from: String,
    /// The newer edition.
    pub to: String,
    /// The law's title in the newer edition.
    pub heading: String,
    /// The rows.
    pub rows: Vec<DRow>,
    /// The crumb naming the page ("Law 68, Polski: 2007 → 2017").
    pub crumb: String,
    /// The sentence above the table, as HTML.
    pub legend: String,
}

/// A row of the diff page.
pub(crate) struct DRow {
    /// The row's element id (see the module's notes on anchors).
    pub id: String,
    /// Further anchors in the row (the other clauses of a split or merge).
    pub more_ids: Vec<String>,
    /// CSS classes: `changed`, `new`, `deleted`, or `same`.
    pub class: String,
    /// What the row is, where it is not clauses (`Opening`, `Closing`, `Footnote *`).
    pub label: String,
    /// The older edition's clauses, linked.
    pub from: Vec<ClauseLink>,
    /// The newer edition's clauses, linked.
    pub to: Vec<ClauseLink>,
    /// The title diff as HTML (empty when neither side has a title).
    pub title: String,
    /// The text diff as HTML.
    pub text: String,
    /// The texts differ too much to be compared word by word: shown replaced whole, and the
    /// row says so ([`crate::analysis::align::diff::Row::whole`]).
    pub whole: bool,
}

/// A clause with a link to it on its law page.
pub(crate) struct ClauseLink {
    /// Citation form (`68D2(b)`).
    pub cite: String,
    /// Link.
    pub href: String,
}

/// `tokens` as HTML: runs of inserted words in `<ins>`, deleted in `<del>`, all text escaped.
pub(crate) fn tokens_html(tokens: &[Token]) -> String {
    let marks = Marks {
        delete: ("<del>", "</del>"),
        insert: ("<ins>", "</ins>"),
    };
    // A paragraph break (a "\n" token) is a line break on the page.
    marked(tokens, &marks, |t| escape(t).replace('\n', "<br>"))
}

/// The page of `diff`.
// Long: the diff page's rows made in one pass, numbering footnotes as it goes.
#[allow(clippy::too_many_lines)]
pub(crate) fn diff_page(corpus: &Corpus, links: &Links, diff: &LawDiff) -> DiffPage {
    let ui = Ui::of(&diff.lang.0);
    let ctx = Ctx::new(
        corpus,
        links,
        diff_dir(&diff.lang, diff.law, &diff.from, &diff.to),
        ui,
    );
    let law = diff.law;
    let page_of = |e: &Edition| law_dir(e, &diff.lang, law);
    let link = |e: &Edition, id: &ClauseId| ClauseLink {
        cite: id.to_string(),
        href: ctx.href(&page_of(e), &id.anchor()),
    };
    let mut footnote_n = 0;
    let rows = diff
        .rows
        .iter()
        .map(|r| {
            let (id, more_ids, label) = match &r.part {
                Part::Title => (format!("{law}-title"), Vec::new(), ui.m("part-title")),
                Part::Preamble => (format!("{law}-preamble"), Vec::new(), ui.m("part-opening")),
                Part::Closing => (format!("{law}-closing"), Vec::new(), ui.m("part-closing")),
                Part::Footnote(m) => {
                    footnote_n += 1;
                    (
                        format!("{law}-fn{footnote_n}"),
                        Vec::new(),
                        ui.m1("part-footnote", "mark", m),
                    )
                }
                Part::Clauses => {
                    let mut ids: Vec<String> = r.to.iter().map(ClauseId::anchor).collect();
                    ids.extend(
                        r.from
                            .iter()
                            .map(|c| format!("{}-{}", diff.from, c.anchor())),
                    );
                    let first = ids.remove(0);
                    (first, ids, String::new())
                }
            };
            let class = if r.only_to() {
                "new"
            } else if r.only_from() {
                "deleted"
            } else if r.changed() {
                "changed"
            } else {
                "same"
            };
            DRow {
                id,
                more_ids,
                class: class.into(),
                label,
                from: r.from.iter().map(|c| link(&diff.from, c)).collect(),
                to: r.to.iter().map(|c| link(&diff.to, c)).collect(),
                title: tokens_html(&r.title),
                text: tokens_html(&r.text),
                whole: r.whole,
            }
        })
        .collect::<Vec<_>>();
    let lang: &Lang = &diff.lang;
    let changed = diff.rows.iter().filter(|r| r.changed()).count();
    let heading = law_title(corpus, &diff.to, law, lang);
    let args = [
        ("law", Arg::from(law)),
        ("lang", Arg::from(lang_name(lang))),
        ("lang_in", ui.lang_args(&lang.0)[1].1.clone()),
        ("from", Arg::from(&diff.from.0)),
        ("to", Arg::from(&diff.to.0)),
        ("heading", Arg::from(&heading)),
        ("changed", Arg::from(changed)),
        ("total", Arg::from(diff.rows.len())),
    ];
    let (from_href, to_href) = (
        ctx.href(&page_of(&diff.from), ""),
        ctx.href(&page_of(&diff.to), ""),
    );
    let link = |href: &str, e: &Edition| {
        format!(
            r#"<a href="{}" hreflang="{}">{}</a>"#,
            escape(href),
            escape(&lang.0),
            escape(&e.0)
        )
    };
    let legend = ui.html(
        "diff-legend",
        &args,
        &[
            ("from_link", link(&from_href, &diff.from)),
            ("to_link", link(&to_href, &diff.to)),
            (
                "ins",
                format!(
                    "<ins>{}</ins>",
                    escape(&ui.m1("diff-inserted", "to", &diff.to.0))
                ),
            ),
            (
                "del",
                format!(
                    "<del>{}</del>",
                    escape(&ui.m1("diff-deleted", "from", &diff.from.0))
                ),
            ),
        ],
    );
    DiffPage {
        head: Head {
            draft: super::chrome::draft_banner(ctx.corpus, &diff.to, ui),
            lang: lang.0.clone(),
            title: ui.fmt("diff-title", &args),
            root: head_root(&ctx.here),
            alternates: corpus
                .langs_of(&diff.from, law)
                .into_iter()
                .filter(|l| l != lang && has_diff_page(corpus, l, law, &diff.from, &diff.to))
                .map(|l| Alt {
                    href: ctx.href(&diff_dir(&l, law, &diff.from, &diff.to), ""),
                    label: lang_name(&l),
                    lang: l.0,
                })
                .collect(),
            description: describe(&ui.fmt("diff-description", &args)),
            prefer: format!("{}/{lang}", diff.to),
            ui,
            variants: Vec::new(),
        },
        crumb: ui.fmt("diff-crumb", &args),
        legend,
        law,
        from: diff.from.0.clone(),
        to: diff.to.0.clone(),
        heading,
        rows,
    }
}

//! The coverage page, `coverage/index.html`: the [`crate::analysis::coverage`] matrix as a table, a row
//! per law and a column per (language, edition), each cell saying whether the text is present,
//! partial (with its missing clauses) or absent, and linking to the law's page where the corpus
//! has a document of it. Below it, for each edition a translation round is under way in (an
//! edition with work files, [`crate::corpus::work`]), the round's progress per language
//! ([`crate::export::progress`], what `lawref progress` prints).

use askama::Template;

use super::chrome::Head;
use super::html::{Ctx, escape, head_root, lang_name};
use super::i18n::Ui;
use super::routes::{self, COVERAGE_DIR, law_dir};
use crate::analysis::coverage::{Cell, Coverage};
use crate::corpus::model::Corpus;
use crate::xref::Links;

/// The coverage page.
#[derive(Template)]
#[template(path = "coverage.html")]
pub(crate) struct CoveragePage {
    /// Head.
    pub head: Head,
    /// The languages, each over its editions' columns.
    pub langs: Vec<LangHead>,
    /// The editions' ids, column by column.
    pub editions: Vec<String>,
    /// The rows.
    pub rows: Vec<CovRow>,
    /// The legend above the table, as HTML.
    pub legend: String,
    /// The translation rounds under way, oldest edition first.
    pub rounds: Vec<RoundView>,
}

/// A translation round's progress, as the coverage page shows it.
pub(crate) struct RoundView {
    /// The edition (`2027`), for the tables' ids (`round-2027-pl`).
    pub edition: String,
    /// The heading (`Translation of the 2027 edition`).
    pub heading: String,
    /// What the counts are (`Units of the en text, by their change since 2017 …`).
    pub intro: String,
    /// The stages' column headings, in order.
    pub stages: Vec<String>,
    /// Per target language.
    pub langs: Vec<RoundLang>,
}

/// One language's rows of a round.
pub(crate) struct RoundLang {
    /// Language code.
    pub lang: String,
    /// The caption (`Polski: 7/18 units in the published text`).
    pub caption: String,
    /// Per change class: its label and the count at each stage.
    pub rows: Vec<(String, Vec<usize>)>,
}

/// The progress of each edition a translation round is under way in: an edition with a work
/// file, counted from the source language most of its work files name (English where none
/// does) against the edition its manifest follows, for each language with a work file or a
/// text of the edition. An edition whose source language has no text
/// in it has no round to show.
pub(crate) fn rounds(corpus: &Corpus) -> Vec<crate::export::progress::Progress> {
    let mut out = Vec::new();
    for m in &corpus.editions {
        let works: Vec<_> = corpus
            .work
            .iter()
            .filter(|w| w.edition == m.edition)
            .collect();
        if works.is_empty() {
            continue;
        }
        let mut by: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        for w in &works {
            *by.entry(w.source_lang.as_ref().map_or("en", |l| l.0.as_str()))
                .or_default() += 1;
        }
        let source = by
            .iter()
            .max_by_key(|(l, n)| (**n, std::cmp::Reverse(**l)))
            .map(|(l, _)| crate::corpus::model::Lang((*l).to_string()))
            .expect("an edition with work files");
        if let Ok(mut p) =
            crate::export::progress::progress(corpus, &m.edition, &source, m.follows())
        {
            // The languages the round is under way in: a work file or a text of the edition.
            let laws = corpus.laws_in(&m.edition);
            p.langs.retain(|l| {
                works.iter().any(|w| w.lang == l.lang)
                    || laws
                        .iter()
                        .any(|&n| corpus.text(&m.edition, n, &l.lang).is_some())
            });
            out.push(p);
        }
    }
    out
}

fn round_view(p: &crate::export::progress::Progress, ui: Ui) -> RoundView {
    use crate::corpus::work::STAGES;
    let intro = match &p.previous {
        Some(prev) => ui.m2(
            "progress-intro",
            "source",
            lang_name(&p.source),
            "previous",
            prev.0.clone(),
        ),
        None => ui.m1("progress-intro-first", "source", lang_name(&p.source)),
    };
    RoundView {
        edition: p.edition.0.clone(),
        heading: ui.m1("progress-heading", "edition", p.edition.0.clone()),
        intro,
        stages: STAGES
            .iter()
            .map(|s| ui.m(&format!("progress-{}", s.label().replace(' ', "-"))))
            .collect(),
        langs: p
            .langs
            .iter()
            .map(|l| RoundLang {
                lang: l.lang.0.clone(),
                caption: ui.m3(
                    "progress-caption",
                    "lang",
                    lang_name(&l.lang),
                    "text",
                    l.text,
                    "units",
                    l.units,
                ),
                rows: ["new", "changed", "unchanged"]
                    .into_iter()
                    .map(|c| {
                        let row = &l.counts[c];
                        (
                            ui.m(&format!("progress-{c}")),
                            STAGES.iter().map(|s| row[s.label()]).collect(),
                        )
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// A language heading over its columns.
pub(crate) struct LangHead {
    /// Language code.
    pub lang: String,
    /// Its name in itself.
    pub label: String,
    /// How many columns (editions) it spans.
    pub span: usize,
}

/// A law's row.
pub(crate) struct CovRow {
    /// Law number.
    pub law: u8,
    /// Its title in the interface's language where the newest edition's manifest or text
    /// gives one, else English; empty where none does.
    pub title: String,
    /// The language of the title.
    pub title_lang: String,
    /// The cells.
    pub cells: Vec<CovCell>,
}

/// A cell of the coverage table.
pub(crate) struct CovCell {
    /// `present`, `partial`, `absent`, `not-in-edition`.
    pub status: String,
    /// What the cell says: `present`, `partial`, `absent`, `commentary only`, `n/a`.
    pub label: String,
    /// Where the label links (the law's page in that language and edition); empty for none.
    pub href: String,
    /// A partial text's missing clauses (`68D (and 3 sub-clauses)`).
    pub missing: Vec<String>,
    /// Whether the language also has a commentary on the law in that edition, beside a text.
    pub with_commentary: bool,
    /// The cell's language and edition, for its title attribute (`pl 2017`).
    pub what: String,
}

/// The coverage page of `cov` (the whole corpus's matrix, [`crate::analysis::coverage::coverage`]) in
/// interface language `ui`, one of the site's `uis`.
pub(crate) fn coverage_page(
    corpus: &Corpus,
    links: &Links,
    cov: &Coverage,
    rounds: &[crate::export::progress::Progress],
    ui: Ui,
    uis: &[&'static str],
) -> CoveragePage {
    let ctx = Ctx::new(corpus, links, COVERAGE_DIR.to_string(), ui);
    let mut langs: Vec<LangHead> = Vec::new();
    for c in &cov.columns {
        match langs.last_mut() {
            Some(l) if l.lang == c.lang.0 => l.span += 1,
            _ => langs.push(LangHead {
                lang: c.lang.0.clone(),
                label: lang_name(&c.lang),
                span: 1,
            }),
        }
    }
    let rows = cov
        .rows
        .iter()
        .map(|r| {
            let own = corpus.editions.iter().rev().find_map(|m| {
                let lang = crate::corpus::model::Lang(ui.code().to_string());
                let (_, docs) = corpus.law_documents(&m.edition, r.law);
                docs.iter()
                    .filter(|d| d.meta.lang == lang)
                    .find_map(|d| d.meta.title.clone())
                    .or_else(|| m.title(r.law, &lang).map(str::to_string))
            });
            let (title, title_lang) = match own {
                Some(t) if ui.code() != "en" => (t, ui.code().to_string()),
                _ => (r.title.clone().unwrap_or_default(), "en".to_string()),
            };
            CovRow {
                law: r.law,
                title,
                title_lang,
                cells: r.cells.iter().map(|c| cell(&ctx, r.law, c)).collect(),
            }
        })
        .collect();
    let mark =
        |class: &str, id: &str| format!(r#"<span class="{class}">{}</span>"#, escape(&ui.m(id)));
    let legend = ui.html(
        "coverage-legend",
        &[],
        &[
            ("present", mark("cov-present", "cov-present")),
            ("partial", mark("cov-partial", "cov-partial")),
            ("absent", mark("cov-absent", "cov-absent")),
            (
                "commentary_only",
                format!("<i>{}</i>", escape(&ui.m("cov-commentary-only"))),
            ),
        ],
    );
    CoveragePage {
        head: Head {
            draft: None,
            lang: ui.code().into(),
            title: ui.m("coverage-title"),
            root: head_root(COVERAGE_DIR),
            alternates: Vec::new(),
            description: super::chrome::describe(&ui.m1(
                "coverage-description",
                "langs",
                super::chrome::lang_list(ui, &corpus.langs()),
            )),
            prefer: String::new(),
            ui,
            variants: super::chrome::variants(uis, routes::INDEX_STEM),
        },
        legend,
        langs,
        editions: cov.columns.iter().map(|c| c.edition.0.clone()).collect(),
        rows,
        rounds: rounds.iter().map(|p| round_view(p, ui)).collect(),
    }
}

fn cell(ctx: &Ctx<'_>, law: u8, c: &Cell) -> CovCell {
    let ui = ctx.ui;
    let label = match c.label() {
        "present" => ui.m("cov-present"),
        "partial" => ui.m("cov-partial"),
        "commentary only" => ui.m("cov-commentary-only"),
        "absent" => ui.m("cov-absent"),
        _ => ui.m("cov-not-in-edition"),
    };
    let linked = c.text.is_some() || c.commentary.is_some();
    CovCell {
        status: c.status.as_str().to_string(),
        label,
        href: if linked {
            ctx.href(&law_dir(&c.edition, &c.lang, law), "")
        } else {
            String::new()
        },
        missing: c
            .missing_tops()
            .into_iter()
            .map(|(top, below)| match below {
                0 => top.to_string(),
                n => ui.m2("cov-and-more", "cite", top.to_string(), "count", n),
            })
            .collect(),
        with_commentary: c.text.is_some() && c.commentary.is_some(),
        what: format!("{} {}", c.lang, c.edition),
    }
}

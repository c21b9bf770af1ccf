//! The coverage page, `coverage/index.html`: the [`crate::coverage`] matrix as a table, a row
//! per law and a column per (language, edition), each cell saying whether the text is present,
//! partial (with its missing clauses) or absent, and linking to the law's page where the corpus
//! has a document of it.

use askama::Template;

use super::html::{COVERAGE_DIR, Ctx, lang_name, law_dir};
use super::pages::Head;
use crate::coverage::{Cell, Coverage};
use crate::model::Corpus;
use crate::xref::Links;

/// The coverage page.
#[derive(Template)]
#[template(path = "coverage.html")]
pub struct CoveragePage {
    /// Head.
    pub head: Head,
    /// The languages, each over its editions' columns.
    pub langs: Vec<LangHead>,
    /// The editions' ids, column by column.
    pub editions: Vec<String>,
    /// The rows.
    pub rows: Vec<CovRow>,
}

/// A language heading over its columns.
pub struct LangHead {
    /// Language code.
    pub lang: String,
    /// Its name in itself.
    pub label: String,
    /// How many columns (editions) it spans.
    pub span: usize,
}

/// A law's row.
pub struct CovRow {
    /// Law number.
    pub law: u8,
    /// Its English title, empty where no manifest gives one.
    pub title: String,
    /// The cells.
    pub cells: Vec<CovCell>,
}

/// A cell of the coverage table.
pub struct CovCell {
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

/// The coverage page of `cov` (the whole corpus's matrix, [`crate::coverage::coverage`]).
pub fn coverage_page(corpus: &Corpus, links: &Links, cov: &Coverage) -> CoveragePage {
    let ctx = Ctx {
        corpus,
        links,
        root: "../",
        here: COVERAGE_DIR.to_string(),
    };
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
        .map(|r| CovRow {
            law: r.law,
            title: r.title.clone().unwrap_or_default(),
            cells: r.cells.iter().map(|c| cell(&ctx, r.law, c)).collect(),
        })
        .collect();
    CoveragePage {
        head: Head {
            lang: "en".into(),
            title: "Coverage: which laws the corpus has, by language and edition".into(),
            root: "../".into(),
            alternates: Vec::new(),
            description: super::pages::describe(&format!(
                "Which of the Laws of Duplicate Bridge the corpus has in {}, edition by edition: present, partial (with the clauses missing) or absent.",
                super::pages::lang_list(&corpus.langs())
            )),
            prefer: String::new(),
        },
        langs,
        editions: cov.columns.iter().map(|c| c.edition.0.clone()).collect(),
        rows,
    }
}

fn cell(ctx: &Ctx<'_>, law: u8, c: &Cell) -> CovCell {
    let label = c.label();
    let linked = c.text.is_some() || c.commentary.is_some();
    CovCell {
        status: c.status.as_str().to_string(),
        label: label.to_string(),
        href: if linked {
            ctx.href(&law_dir(&c.edition, &c.lang, law), "")
        } else {
            String::new()
        },
        missing: c.missing_summary(),
        with_commentary: c.text.is_some() && c.commentary.is_some(),
        what: format!("{} {}", c.lang, c.edition),
    }
}

//! `lawref search`: the command line's search index queried, the hits as lines or JSON.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use std::path::Path;

use super::args::SearchArgs;
use super::output::{print_all, print_json};
use super::validate::known_lang;
use crate::corpus::model::{Edition, Lang};
use crate::{Error, search};

/// Runs `lawref search`.
pub(crate) fn run(root: &Path, args: SearchArgs) -> Result<bool, Error> {
    let SearchArgs {
        query,
        lang,
        edition,
        kind,
        json,
        limit,
    } = args;
    // A fresh index is searched without loading the corpus.
    let searcher = search::open_fresh(root, &search::index_dir(root))?;
    // A filter the corpus cannot match is a typo, not "no hits".
    if let Some(l) = &lang {
        // The languages of the texts, commentary and the notes of annotations files.
        let langs: Vec<Lang> = searcher.facets.langs.iter().cloned().map(Lang).collect();
        known_lang(&langs, "--lang", l, "text or note")?;
    }
    if let Some(e) = &edition {
        let have: Vec<&str> = searcher
            .facets
            .editions
            .iter()
            .map(String::as_str)
            .collect();
        crate::analysis::show::known_edition(&have, "--edition", e)?;
    }
    let lang = lang.map(Lang);
    let edition = edition.map(Edition);
    // A concept's name from the language's term base ("claim" with --lang pl): its terms there
    // are searched ("deklaracja", "roszczenie"), and the command says so.
    let through = match &lang {
        Some(l) => search::terms::through_term_base(root, l, &query, edition.as_ref())?,
        None => None,
    };
    // A search for one kind of record (text, commentary, notes) lists no law titles.
    let titled = if kind.is_some() {
        Vec::new()
    } else {
        search::titles::matching(
            &searcher.facets.laws,
            &query,
            lang.as_ref().map(|l| l.0.as_str()),
            edition.as_ref().map(|e| e.0.as_str()),
        )
    };
    let q = search::Query {
        text: through
            .as_ref()
            .map_or(query, search::terms::Through::query),
        lang: lang.clone(),
        edition,
        kind,
        limit,
    };
    let hits = searcher.search(&q)?;
    if let (Some(t), Some(l)) = (&through, &lang) {
        eprintln!("{}", crate::error::terminal_text(&t.said(l)));
    }
    let mut out = String::new();
    if json {
        // The situation index's entries first, then the laws whose titles match (kind `title`,
        // with where the law is held: the title line as `snippet`), then the other hits.
        let hit = |h: &search::Hit| serde_json::to_value(h).expect("a hit serialises");
        let entries = hits.iter().take_while(|h| h.kind == "index");
        let rest = hits.iter().skip_while(|h| h.kind == "index");
        let mut all: Vec<serde_json::Value> = entries.map(hit).collect();
        all.extend(titled.iter().map(search::titles::TitleHit::json));
        all.extend(rest.map(hit));
        // At most --limit in all, entries and titles counted (in this order of rank).
        all.truncate(limit);
        out.push_str(&serde_json::to_string_pretty(&all).expect("hits serialise"));
        out.push('\n');
        return print_json(&out).map(|()| true);
    } else if hits.is_empty() {
        out.push_str("no hits\n");
    } else {
        for h in hits {
            let id = match (h.item.as_deref(), h.part.as_str()) {
                (Some(item), _) => item.to_string(),
                (None, "preamble") => format!("{} opening", h.clause),
                (None, "closing") => format!("{} closing", h.clause),
                (None, "footnote") => format!("{} footnote", h.clause),
                (None, _) => h.clause.clone(),
            };
            // An annotation may be written for several editions: `2007,2017`.
            let line = format!(
                "{id:<12} {} {} {}  {}\n",
                h.editions.join(","),
                h.lang,
                // One of a note kind of its own (interpretation, erratum, regulation, commentary) says it.
                if h.kind == "annotation" && h.note_kind != "note" {
                    &h.note_kind
                } else {
                    &h.kind
                },
                h.snippet
            );
            out.push_str(&line);
        }
    }
    if !titled.is_empty() {
        out.push_str("\nlaws by title:\n");
        for t in &titled {
            out.push_str(&crate::error::terminal_text(&t.line()));
            out.push('\n');
        }
    }
    print_all(&out)?;
    Ok(true)
}

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
        all.extend(titled.iter().map(title_json));
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
            out.push_str(&crate::error::terminal_text(&title_line(t)));
            out.push('\n');
        }
    }
    print_all(&out)?;
    Ok(true)
}

/// A law whose title matched, as a JSON hit: the fields of a [`search::Hit`] (`clause` the law
/// number, `part` and `kind` `title`, `edition` the newest edition giving the title, `lang` the
/// title's, `source` that edition's manifest, `snippet` the [`title_line`]) and the
/// [`search::titles::TitleHit`]'s own (`titles`, `texts`, `elsewhere`, `commentary`).
fn title_json(t: &search::titles::TitleHit) -> serde_json::Value {
    let mut editions: Vec<String> = t.titles.iter().flat_map(|(_, e)| e.clone()).collect();
    editions.sort();
    editions.dedup();
    let newest = editions.last().cloned().unwrap_or_default();
    let mut v = serde_json::to_value(t).expect("a title hit serialises");
    let fields = serde_json::json!({
        "clause": t.law.to_string(),
        "item": null,
        "part": "title",
        "edition": newest,
        "editions": editions,
        "kind": "title",
        "note_kind": "title",
        "source": format!("laws/{newest}.yaml"),
        "annotation": null,
        "anchor": "",
        "score": 0.0,
        "snippet": title_line(t),
    });
    for (k, f) in fields.as_object().expect("an object") {
        v[k] = f.clone();
    }
    v
}

/// A law whose title matched, as a line: `Law 62  Correction of a Revoke (1997, 2017): not in
/// this collection`; `Law 70  Contested Claim or Concession (2007, 2017): in this collection:
/// pl 2017`; with a language or edition asked that the law lacks, `not in the language or
/// edition asked; held: pl 2017`.
fn title_line(t: &search::titles::TitleHit) -> String {
    let held = |h: &[search::titles::Held]| {
        h.iter()
            .map(|h| format!("{} {}", h.lang, h.edition))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let titles = t
        .titles
        .iter()
        .map(|(title, editions)| format!("{title} ({})", editions.join(", ")))
        .collect::<Vec<_>>()
        .join("; ");
    let status = match (t.texts.is_empty(), t.elsewhere.is_empty()) {
        (false, _) => format!("in this collection: {}", held(&t.texts)),
        (true, true) if !t.commentary.is_empty() => {
            format!("no text here; commentary: {}", held(&t.commentary))
        }
        (true, true) => "not in this collection".to_string(),
        (true, false) => format!(
            "not in the language or edition asked; held: {}",
            held(&t.elsewhere)
        ),
    };
    format!("Law {:<3} {titles}: {status}", t.law)
}

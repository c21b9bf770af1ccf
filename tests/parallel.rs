//! The parallel view and the links between clauses: rows aligned clause by clause with explicit
//! gaps, the Russian commentary beside them, the column chooser (no-JS checkboxes with their
//! `:has()` rules, `?langs=` links, the script), and the links from a law page to the same clause
//! in every other language and edition and to the diff page.

use std::path::{Path, PathBuf};

use lawref::render::{PARALLEL_JS, build_site};
use lawref::{load, xref};

fn repo_site() -> (tempfile::TempDir, PathBuf) {
    let corpus = load::load_corpus(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build_site(&corpus, &xref::link(&corpus), &site).unwrap();
    (tmp, site)
}

fn page(site: &Path, rel: &str) -> String {
    std::fs::read_to_string(site.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The row `<tr id="…">` of a table, up to its `</tr>`.
fn row<'h>(html: &'h str, id: &str) -> &'h str {
    let start = html
        .find(&format!(r#"<tr id="{id}">"#))
        .unwrap_or_else(|| panic!("no row {id}"));
    let end = start + html[start..].find("</tr>").unwrap();
    &html[start..end]
}

/// The ids of the table's rows, in order.
fn row_ids(html: &str) -> Vec<&str> {
    html.split(r#"<tr id=""#)
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect()
}

/// Each cell of a row as (column, present): `<td lang="pl" data-col="pl">` is present,
/// `… class="missing">` a gap.
fn cells(row: &str) -> Vec<(String, bool)> {
    row.split("<td lang=\"")
        .skip(1)
        .map(|s| {
            let lang = &s[..s.find('"').unwrap()];
            let open = &s[..s.find('>').unwrap()];
            (lang.to_string(), !open.contains(r#"class="missing""#))
        })
        .collect()
}

#[test]
fn the_2007_law_68_rows_align_polish_and_dutch_with_gaps() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2007/68/index.html");
    assert_eq!(
        row_ids(&html),
        [
            "68-title",
            "68-preamble",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68-closing",
            "68-notes"
        ]
    );
    let both = vec![("nl".to_string(), true), ("pl".to_string(), true)];
    let nl_gap = vec![("nl".to_string(), false), ("pl".to_string(), true)];
    for id in ["68-title", "68A", "68B", "68B1", "68B2", "68C", "68D"] {
        assert_eq!(cells(row(&html, id)), both, "{id}");
    }
    for id in ["68-preamble", "68-closing"] {
        assert_eq!(cells(row(&html, id)), nl_gap, "{id}");
        assert!(row(&html, id).contains(
            r#"<td lang="nl" data-col="nl" class="missing"><span lang="en">not in this text</span></td>"#
        ));
    }
    assert!(row(&html, "68A").contains(
        r#"<td lang="pl" data-col="pl"><a class="marker" href="../../2007/pl/68/index.html#68A" title="68A in pl, on its own page">A.</a><strong class="clause-title">Definicja roszczenia</strong>"#
    ));
    assert!(row(&html, "68A").contains(
        r#"<td lang="nl" data-col="nl"><a class="marker" href="../../2007/nl/68/index.html#68A" title="68A in nl, on its own page">A.</a><strong class="clause-title">Omschrijving van opeisen van slagen (claim)</strong>"#
    ));
    assert!(row(&html, "68B1").contains(
        r#"<td lang="nl" data-col="nl"><a class="marker" href="../../2007/nl/68/index.html#68B1" title="68B1 in nl, on its own page">1.</a><p>Elke verklaring van een speler dat hij een bepaald aantal slagen zal verliezen"#
    ));
    assert!(row(&html, "68B2").contains(
        r#"<td lang="pl" data-col="pl"><a class="marker" href="../../2007/pl/68/index.html#68B2" title="68B2 in pl, on its own page">2.</a><p>Niezależnie od punktu"#
    ));
    assert!(row(&html, "68D").contains(
        r#"<td lang="pl" data-col="pl"><a class="marker" href="../../2007/pl/68/index.html#68D" title="68D in pl, on its own page">D.</a><strong class="clause-title">Zaprzestanie gry</strong>"#
    ));
    assert!(row(&html, "68D").contains(
        r#"<td lang="nl" data-col="nl"><a class="marker" href="../../2007/nl/68/index.html#68D" title="68D in nl, on its own page">D.</a><strong class="clause-title">Het spelen wordt gestaakt</strong>"#
    ));
    // The row labels lead to the same clause in the other edition (its parallel row).
    assert!(row(&html, "68B1").starts_with(concat!(
        r##"<tr id="68B1"><th scope="row"><a href="#68B1">68B1</a>"##,
        "\n",
        r##"<span class="xlinks">2017: <a href="../../2017/68/index.html#68B1" title="68B1 in the 2017 Laws (all languages)" class="keep-langs">68B1</a></span></th>"##
    )));
    assert!(row(&html, "68-title").contains(
        r#"<span class="xlinks">2017: <a href="../../2017/68/index.html" title="68 in the 2017 Laws (all languages)" class="keep-langs">68</a></span>"#
    ));
}

#[test]
fn the_russian_commentary_items_are_in_the_notes_column() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2007/68/index.html");
    assert!(
        html.contains(
            r#"<th scope="col" data-col="notes" class="notes-col">Notes</th></tr></thead>"#
        )
    );
    // Bound to the law as a whole, they are in the last row (the clauses come first); the title
    // row's notes cell leads down to them.
    assert!(row(&html, "68-title").contains(
        r##"<td data-col="notes" class="notes-cell" data-label="Notes"><a class="notes-below" href="#68-notes" lang="en">4 notes on the whole law, below</a></td>"##
    ));
    let title = row(&html, "68-notes");
    for n in 1..=4 {
        assert!(
            title.contains(&format!(
                r##"<aside class="note note-commentary" id="ru-68.{n}" lang="ru" role="note">
<p class="note-meta" lang="en"><a class="marker" href="#ru-68.{n}">68.{n}</a> Commentary · <span lang="ru">Русский</span> · source: <a href="../../2007/ru/68/index.html#68.{n}">commentary (Русский, 2007)</a></p>"##
            )),
            "68.{n}"
        );
    }
    // The Polish page: Polish words, a Polish plural (4: "uwagi").
    let pl = page(&site, "2007/68/index.pl.html");
    assert!(row(&pl, "68-title").contains(
        r##"<td data-col="notes" class="notes-cell" data-label="Uwagi"><a class="notes-below" href="#68-notes" lang="pl">4 uwagi do całego przepisu, poniżej</a></td>"##
    ));
    assert!(row(&pl, "68-notes").contains(
        r##"<p class="note-meta" lang="pl"><a class="marker" href="#ru-68.1">68.1</a> Komentarz · <span lang="ru">Русский</span> · źródło: <a href="../../2007/ru/68/index.html#68.1">komentarz (rosyjski, 2007)</a></p>"##
    ));
    // Rows without notes have an empty notes cell (hidden on phones).
    assert!(row(&html, "68B1").contains(r#"<td data-col="notes" class="notes-cell empty"></td>"#));
}

#[test]
fn the_column_chooser_works_without_javascript_and_the_script_reads_langs() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2007/68/index.html");
    // Without JavaScript: a checkbox per column, and a :has() rule per column in <head>.
    assert!(html.contains(
        r#"<span class="col-choice" id="choice-pl" data-lang="pl"><input type="checkbox" id="show-pl" checked><label for="show-pl" lang="pl">Polski</label>"#
    ));
    assert!(html.contains(
        r#"<span class="col-choice" id="choice-notes"><input type="checkbox" id="show-notes" checked><label for="show-notes">Notes</label></span>"#
    ));
    assert!(html.contains(concat!(
        "<style>\n",
        "main:has(#show-nl:not(:checked)) [data-col=\"nl\"] { display: none; }\n",
        "main:has(#show-pl:not(:checked)) [data-col=\"pl\"] { display: none; }\n",
        "main:has(#show-notes:not(:checked)) [data-col=\"notes\"] { display: none; }\n",
        "</style>\n"
    )));
    // With it: move buttons and ?langs= links, hidden until the script shows them.
    assert!(html.contains(
        r#"<button type="button" class="move" data-lang="nl" data-by="1" title="Move Nederlands right" hidden>▶</button>"#
    ));
    assert!(html.contains(concat!(
        r#"<p class="col-links" id="col-links" lang="en" hidden><span lang="nl">Nederlands</span>: <a href="index.html?langs=nl,pl">first</a>, <a href="index.html?langs=nl">alone</a>"#,
        r#" · <span lang="pl">Polski</span>: <a href="index.html?langs=pl,nl">first</a>, <a href="index.html?langs=pl">alone</a> · <a href="index.html">all, in order</a></p>"#
    )));
    assert!(html.contains(r#"<script src="../../parallel.js" defer></script>"#));
    assert_eq!(page(&site, "parallel.js"), PARALLEL_JS);
    // Anchors begin with a digit: the script finds elements by id, never by a `#id` selector.
    assert!(PARALLEL_JS.contains("getElementById(decodeURIComponent(location.hash.slice(1)))"));
    assert!(PARALLEL_JS.contains("params.get('langs')"));
    assert!(PARALLEL_JS.contains("history.replaceState"));
    assert!(
        !PARALLEL_JS.contains("querySelector('#") && !PARALLEL_JS.contains("querySelector(\"#")
    );
    // Law 67 has only commentary: no table, no chooser, no column script (the site's own
    // script, site.js, is on every page).
    let html = page(&site, "2007/67/index.html");
    assert!(
        !html.contains("<form class=\"columns\"")
            && !html.contains("parallel.js")
            && !html.contains("<style>")
    );
}

#[test]
fn a_law_page_links_each_clause_to_all_languages_and_other_editions_and_to_the_diff() {
    let (_tmp, site) = repo_site();
    let pl17 = page(&site, "2017/pl/68/index.html");
    assert!(pl17.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2017/68/index.pl.html#68B1">68B1 we wszystkich językach</a> · <a class="permalink" href="../../../2017/pl/68B1.html" title="Krótki link do 68B1">link</a> · 2007: <a href="../../../2007/pl/68/index.html#68B1" title="68B1 w wydaniu 2007 (polski)">68B1</a></p>"#
    ));
    for id in ["68A", "68B", "68B2", "68C", "68D"] {
        assert!(
            pl17.contains(&format!(
                r#"· 2007: <a href="../../../2007/pl/68/index.html#{id}" title="{id} w wydaniu 2007 (polski)">{id}</a></p>"#
            )),
            "{id}"
        );
    }
    // 2017's D2(b) and its items are new (laws/2017.yaml): said, not linked.
    assert!(pl17.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2017/68/index.pl.html#68D2bi">68D2(b)(i) we wszystkich językach</a> · <a class="permalink" href="../../../2017/pl/68D2bi.html" title="Krótki link do 68D2(b)(i)">link</a> · 2007: <span class="absent">brak (nowy)</span></p>"#
    ));
    // 2017's D1 is part of 2007's D, split (laws/2017.yaml): linked to it.
    assert!(pl17.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2017/68/index.pl.html#68D1">68D1 we wszystkich językach</a> · <a class="permalink" href="../../../2017/pl/68D1.html" title="Krótki link do 68D1">link</a> · 2007: <a href="../../../2007/pl/68/index.html#68D" title="68D w wydaniu 2007 (polski)">68D</a></p>"#
    ));
    let diff = r#"<a class="diff-link" href="../../../diff/pl/68/2007-2017/index.html">zmiany 2007 → 2017</a>"#;
    assert!(pl17.contains(&format!(
        r#"<a href="../../../2007/pl/68/index.html">wydanie 2007</a> ({diff})</nav>"#
    )));
    let pl07 = page(&site, "2007/pl/68/index.html");
    assert!(pl07.contains(&format!(
        r#"<a href="../../../2017/pl/68/index.html">wydanie 2017</a> ({diff})</nav>"#
    )));
    // The Dutch text of 68 is in 2007 only: its clauses link to 2017's parallel rows, no diff.
    let nl07 = page(&site, "2007/nl/68/index.html");
    assert!(nl07.contains(
        r#"· 2017: <a href="../../../2017/68/index.nl.html#68B1" title="68B1 in de Spelregels 2017 (alle talen)">68B1</a></p>"#
    ));
    assert!(!nl07.contains("diff-link"));
    // Law 70 is in 2017 only: no other edition, no diff.
    let pl70 = page(&site, "2017/pl/70/index.html");
    assert!(!pl70.contains("diff-link") && !pl70.contains("· 2007:"));
    // The Polish page shows the Russian commentary on the law, folded (another language).
    assert!(pl07.contains(
        r##"<details class="note note-commentary" id="ru-68.2" lang="ru">
<summary class="note-meta" lang="pl">68.2 Komentarz · <span lang="ru">Русский</span></summary>
<p class="note-meta" lang="pl"><a class="marker" href="#ru-68.2">68.2</a> · źródło: <a href="../../../2007/ru/68/index.html#68.2">komentarz (rosyjski, 2007)</a></p>"##
    ));
}

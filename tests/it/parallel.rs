//! The parallel view and the links between clauses: rows aligned clause by clause with explicit
//! gaps, the Russian commentary beside them, the column chooser (no-JS checkboxes with their
//! `:has()` rules, `?langs=` links, the script), and the links from a law page to the same clause
//! in every other language and edition and to the diff page.

use std::path::{Path, PathBuf};

use lawref::build::build_site;
use lawref::site::{PARALLEL_JS, STYLE_CSS};
use lawref::{corpus::load, xref};

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
    let start = [">", " "]
        .iter()
        .find_map(|end| html.find(&format!(r#"<tr id="{id}"{end}"#)))
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

/// Each cell of a row as (column, present): `<td lang="pl" data-col="pl" data-label="PL 2007">`
/// is present, `… class="missing">` a gap; the column is `data-col` (`pl`, or `pl-2017` for another edition).
fn cells(row: &str) -> Vec<(String, bool)> {
    row.split("<td lang=\"")
        .skip(1)
        .map(|s| {
            let open = &s[..s.find('>').unwrap()];
            let col = &open[open.find("data-col=\"").unwrap() + 10..];
            let col = &col[..col.find('"').unwrap()];
            (col.to_string(), !open.contains(r#"class="missing""#))
        })
        .collect()
}

/// The map of the columns a parallel page does not hold (`#parallel-cols`), as JSON.
fn remote(html: &str) -> serde_json::Value {
    let start = html
        .find(r#"<script type="application/json" id="parallel-cols">"#)
        .expect("no column map");
    let json = &html[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    serde_json::from_str(json).unwrap()
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
            "2017-68D2b",
            "2017-68D2bi",
            "2017-68D2bii",
            "68-closing",
            "68-notes"
        ]
    );
    // The page holds the 2007 texts, Dutch (its first language) and Polish beside it; it
    // speaks Dutch, its content's language.
    assert!(html.contains(r#"<html lang="nl">"#));
    let cols = |nl, pl| vec![("nl".to_string(), nl), ("pl".to_string(), pl)];
    for id in ["68-title", "68A", "68B", "68B1", "68B2", "68C", "68D"] {
        assert_eq!(cells(row(&html, id)), cols(true, true), "{id}");
    }
    assert_eq!(cells(row(&html, "68-preamble")), cols(false, true));
    assert_eq!(cells(row(&html, "68-closing")), cols(false, true));
    // 2017's new 68D2(b) and its items: rows of their own, which only the 2017 column, built
    // from its law page when chosen, has.
    for id in ["2017-68D2b", "2017-68D2bi", "2017-68D2bii"] {
        assert_eq!(cells(row(&html, id)), cols(false, false), "{id}");
        assert!(row(&html, id).starts_with(&format!(r#"<tr id="{id}" data-cols="pl-2017">"#)));
    }
    // The Polish 2017 column: its law page's blocks, row by row; 2007's 68D holds 2017's 68D,
    // 68D1, 68D2 and 68D2(a), each marked with its id.
    assert_eq!(
        remote(&html),
        serde_json::json!({
            "title": "68-title",
            "notes": "68-notes",
            "missing": "niet in deze tekst",
            "cols": {"pl-2017": {"cells": {
                "68D": [["68D", "68D"], ["68D1", "68D1"], ["68D2", "68D2"], ["68D2a", "68D2(a)"]],
                "2017-68D2b": [["68D2b"]],
                "2017-68D2bi": [["68D2bi"]],
                "2017-68D2bii": [["68D2bii"]],
                "68-closing": 0
            }}}
        })
    );
    for id in ["68-preamble", "68-closing"] {
        assert!(row(&html, id).contains(
            r#"<td lang="nl" data-col="nl" data-label="NL 2007" class="missing"><span lang="nl">niet in deze tekst</span></td>"#
        ));
    }
    assert!(row(&html, "68A").contains(
        r#"<td lang="pl" data-col="pl" data-label="PL 2007"><a class="marker" href="../../2007/pl/68/index.html#68A" title="68A (pl) op de eigen pagina" lang="nl">A.</a><strong class="clause-title">Definicja roszczenia</strong>"#
    ));
    assert!(row(&html, "68A").contains(
        r#"<td lang="nl" data-col="nl" data-label="NL 2007"><a class="marker" href="../../2007/nl/68/index.html#68A" title="68A (nl) op de eigen pagina" lang="nl">A.</a><strong class="clause-title">Omschrijving van opeisen van slagen (claim)</strong>"#
    ));
    assert!(row(&html, "68B1").contains(
        r#"<td lang="nl" data-col="nl" data-label="NL 2007"><a class="marker" href="../../2007/nl/68/index.html#68B1" title="68B1 (nl) op de eigen pagina" lang="nl">1.</a><p>Elke verklaring van een speler dat hij een bepaald aantal slagen zal verliezen"#
    ));
    assert!(row(&html, "68B2").contains(
        r#"<td lang="pl" data-col="pl" data-label="PL 2007"><a class="marker" href="../../2007/pl/68/index.html#68B2" title="68B2 (pl) op de eigen pagina" lang="nl">2.</a><p>Niezależnie od punktu"#
    ));
    assert!(row(&html, "68D").contains(
        r#"<td lang="pl" data-col="pl" data-label="PL 2007"><a class="marker" href="../../2007/pl/68/index.html#68D" title="68D (pl) op de eigen pagina" lang="nl">D.</a><strong class="clause-title">Zaprzestanie gry</strong>"#
    ));
    assert!(row(&html, "68D").contains(
        r#"<td lang="nl" data-col="nl" data-label="NL 2007"><a class="marker" href="../../2007/nl/68/index.html#68D" title="68D (nl) op de eigen pagina" lang="nl">D.</a><strong class="clause-title">Het spelen wordt gestaakt</strong>"#
    ));
    // The row labels lead to the same clause in the other edition (its parallel row).
    assert!(row(&html, "68B1").starts_with(concat!(
        r##"<tr id="68B1"><th scope="row"><a href="#68B1">68B1</a>"##,
        "\n",
        r##"<span class="xlinks">2017: <a href="../../2017/68/index.html#68B1" title="68B1 in de Spelregels 2017 (alle talen)" class="keep-langs">68B1</a></span></th>"##
    )));
    assert!(row(&html, "68-title").contains(
        r#"<span class="xlinks">2017: <a href="../../2017/68/index.html" title="68 in de Spelregels 2017 (alle talen)" class="keep-langs">68</a></span>"#
    ));
}

#[test]
fn the_russian_commentary_items_are_in_the_notes_column() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2007/68/index.html");
    assert!(html.contains(
        r#"<th scope="col" data-col="notes" class="notes-col">Notities</th></tr></thead>"#
    ));
    // Bound to the law as a whole, they are in the last row (the clauses come first); the title
    // row's notes cell leads down to them.
    assert!(row(&html, "68-title").contains(
        r##"<td data-col="notes" class="notes-cell" data-label="Notities"><a class="notes-below" href="#68-notes" lang="nl">4 notities bij het hele artikel, hieronder</a></td>"##
    ));
    let title = row(&html, "68-notes");
    for n in 1..=4 {
        assert!(
            title.contains(&format!(
                r##"<aside class="note note-commentary" id="ru-68.{n}" lang="ru" role="note">
<p class="note-meta" lang="nl"><a class="marker" href="#ru-68.{n}">68.{n}</a> Commentaar · <span lang="ru">Русский</span> · bron: <a href="../../2007/ru/68/index.html#68.{n}">commentaar (Russisch, 2007)</a></p>"##
            )),
            "68.{n}"
        );
    }
    // The 2017 page speaks Polish: a Polish plural (4: "uwagi").
    let pl = page(&site, "2017/68/index.html");
    assert!(row(&pl, "68-title").contains(
        r##"<td data-col="notes" class="notes-cell" data-label="Uwagi"><a class="notes-below" href="#68-notes" lang="pl">4 uwagi do całego przepisu, poniżej</a></td>"##
    ));
    assert!(row(&pl, "68-notes").contains(
        r##"<p class="note-meta" lang="pl"><a class="marker" href="#ru-2007-68.1">68.1</a> Komentarz · <span lang="ru">Русский</span> · źródło: <a href="../../2007/ru/68/index.html#68.1">komentarz (rosyjski, 2007)</a> · <span class="written-for">napisano do wydania 2007</span></p>"##
    ));
    // Rows without notes have an empty notes cell (hidden on phones).
    assert!(row(&html, "68B1").contains(r#"<td data-col="notes" class="notes-cell empty"></td>"#));
}

#[test]
fn the_column_chooser_works_without_javascript_and_the_script_reads_langs() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2007/68/index.html");
    // Without JavaScript: a checkbox per column the page holds, a link to its law page for
    // every other column (the script makes it a checkbox, and builds the column from that
    // page), and a :has() rule per column in <head>, and one for the rows only another edition
    // has.
    assert!(html.contains(
        r#"<span class="col-choice" id="choice-pl" data-key="pl" data-pair="pl:2007" data-href="../../2007/pl/68/index.html" data-short="PL 2007"><input type="checkbox" id="show-pl" checked><label for="show-pl" lang="pl">Polski</label><button"#
    ));
    assert!(html.contains(
        r#"<span class="col-choice remote" id="choice-pl-2017" data-key="pl-2017" data-pair="pl:2017" data-href="../../2017/pl/68/index.html" data-short="PL 2017"><input type="checkbox" id="show-pl-2017"><label for="show-pl-2017" lang="pl">Polski 2017</label><a class="col-page" href="../../2017/pl/68/index.html" hreflang="pl">Polski 2017</a><button"#
    ));
    assert!(STYLE_CSS.contains(
        "html:not([data-columns]) .col-choice.remote :is(input, label) { display: none; }"
    ));
    assert!(html.contains(
        r#"<span class="col-choice" id="choice-notes"><input type="checkbox" id="show-notes" checked><label for="show-notes">Notities</label></span>"#
    ));
    assert!(html.contains(concat!(
        "<style>\n",
        "main:has(#show-nl:not(:checked)) [data-col=\"nl\"] { display: none; }\n",
        "main:has(#show-pl:not(:checked)) [data-col=\"pl\"] { display: none; }\n",
        "main:has(#show-pl-2017:not(:checked)) [data-col=\"pl-2017\"] { display: none; }\n",
        "main:has(#show-notes:not(:checked)) [data-col=\"notes\"] { display: none; }\n",
        "main:has(#show-pl-2017:not(:checked)) tr[data-cols=\"pl-2017\"] { display: none; }\n",
        "</style>\n"
    )));
    // With it: move buttons and ?langs= and ?cols= links, shown from the first paint where
    // JavaScript runs (the inline script marks <html>; no layout shift when parallel.js runs).
    assert!(html.contains(r#"<script>document.documentElement.dataset.columns = "js";</script>"#));
    assert!(STYLE_CSS.contains(
        "html:not([data-columns]) :is(#col-links, .col-choice button.move) { display: none; }"
    ));
    assert!(html.contains(
        r#"<button type="button" class="move" data-key="nl" data-by="1" title="Nederlands naar rechts">▶</button>"#
    ));
    assert!(html.contains(concat!(
        r#"<p class="col-links" id="col-links" lang="nl"><span lang="nl">Nederlands</span>: <a href="index.html?langs=nl,pl">eerst</a>, <a href="index.html?langs=nl">alleen</a>"#,
        r#" · <span lang="pl">Polski</span>: <a href="index.html?langs=pl,nl">eerst</a>, <a href="index.html?langs=pl">alleen</a> · <a href="index.html?langs=nl,pl">alle, op volgorde</a></p>"#
    )));
    assert!(html.contains(r#"<script src="../../parallel.js" defer></script>"#));
    assert_eq!(page(&site, "parallel.js"), PARALLEL_JS);
    // Anchors begin with a digit: the script finds elements by id, never by a `#id` selector.
    assert!(PARALLEL_JS.contains("getElementById(decodeURIComponent(location.hash.slice(1)))"));
    assert!(PARALLEL_JS.contains("params.get('langs')"));
    assert!(PARALLEL_JS.contains("params.get('cols')"));
    assert!(PARALLEL_JS.contains("history.replaceState"));
    // The reader's choice is remembered, and a column the page lacks is built from its law
    // page.
    assert!(PARALLEL_JS.contains("localStorage.setItem(STORE"));
    assert!(PARALLEL_JS.contains("new DOMParser().parseFromString(text, 'text/html')"));
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
fn a_law_page_links_each_clause_to_its_parallel_row_and_the_page_to_the_other_editions_and_the_diff()
 {
    let (_tmp, site) = repo_site();
    let pl17 = page(&site, "2017/pl/68/index.html");
    // One link per clause: its row in the parallel view, which has every language and links
    // the clause's counterparts in the other editions (issue 18: lean pages).
    assert!(pl17.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2017/68/index.html?lang=pl#68B1">68B1 we wszystkich językach</a></p>"#
    ));
    assert!(pl17.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2017/68/index.html?lang=pl#68D2bi">68D2(b)(i) we wszystkich językach</a></p>"#
    ));
    assert!(!pl17.contains("class=\"permalink\""));
    assert!(!pl17.contains(r#"title="68B1 w wydaniu 2007 (polski)""#));
    // The parallel row links the counterparts: 2017's D1 is part of 2007's D (laws/2017.yaml).
    let par = page(&site, "2017/68/index.html");
    let row = &par[par.find(r#"<tr id="68D1""#).unwrap()..];
    let row = &row[..row.find("</th>").unwrap()];
    assert!(
        row.contains(r#"2007: <a href="../../2007/68/index.html#68D""#),
        "{row}"
    );
    let diff = r#"<a class="diff-link" href="../../../diff/pl/68/2007-2017/index.html">zmiany 2007 → 2017</a>"#;
    assert!(pl17.contains(&format!(
        r#"<a href="../../../2007/pl/68/index.html">wydanie 2007</a> ({diff}) · <a class="situations-link" href="../../../2017/pl/situations/index.html">Skorowidz A–Ż</a> · <a class="changes-link" href="../../../2017/pl/changes/index.html">Co się zmieniło</a></nav>"#
    )));
    let pl07 = page(&site, "2007/pl/68/index.html");
    assert!(pl07.contains(&format!(
        r#"<a href="../../../2017/pl/68/index.html">wydanie 2017</a> ({diff}) · <a class="situations-link" href="../../../2007/pl/situations/index.html">Skorowidz A–Ż</a></nav>"#
    )));
    // The Dutch text of 68 is in 2007 only: its clauses link to their parallel rows (whose
    // other-edition links lead to 2017's rows), no diff.
    let nl07 = page(&site, "2007/nl/68/index.html");
    assert!(nl07.contains(r#"<a href="../../../2007/68/index.html?lang=nl#68B1">"#));
    assert!(!nl07.contains("· 2017:"));
    assert!(!nl07.contains("diff-link"));
    // A clause's back-links are the references that lead to its own text: 68B2 cites B1 in
    // each language, and each page lists its own language's (issue 30: on the large corpus
    // every page listed all 20 languages').
    let cited = |html: &str| {
        let b1 = &html[html.find(r#"id="68B1""#).unwrap()..];
        let b1 = &b1[..b1.find("</div>").unwrap()];
        b1[b1.find(r#"<p class="cited-by""#).unwrap()..]
            .split("</p>")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        cited(&pl07),
        r##"<p class="cited-by" lang="pl">Przywołują: <a href="#68B2">68B2 (pl 2007)</a>"##
    );
    assert_eq!(
        cited(&nl07),
        r##"<p class="cited-by" lang="nl">Genoemd in: <a href="#68B2">68B2 (nl 2007)</a>"##
    );
    // Law 70 is in 2017 only: no other edition, no diff.
    let pl70 = page(&site, "2017/pl/70/index.html");
    assert!(!pl70.contains("diff-link") && !pl70.contains("· 2007:"));
    // The Polish page does not show the Russian commentary on the law (another language's):
    // it counts it after the text, linked to the Russian page that shows it.
    assert!(!pl07.contains(r#"id="ru-68.2""#));
    assert!(pl07.contains(concat!(
        r#"<p class="commentary-elsewhere" lang="pl">Uwagi i komentarze do tego przepisu w innych językach: "#,
        r#"<a href="../../../2007/ru/68/index.html" hreflang="ru" lang="ru">Русский (4)</a> "#,
        r#"(wszystkie także w <a href="../../../2007/68/index.html?lang=pl">widoku wszystkich języków</a>).</p>"#
    )));
    // The edition's interpretation (in English) is shown, folded, beside its clause.
    assert!(pl07.contains(
        r#"<details class="note note-interpretation" id="note-interpretations-4" lang="en">"#
    ));
}

#[test]
fn polish_2017_stands_beside_dutch_2007_and_the_page_offers_its_columns_as_files() {
    let (_tmp, site) = repo_site();
    let html = page(&site, "2017/68/index.html");
    // The 2017 page: Polish 2017 and Polish 2007 (its language's previous edition) held and
    // shown, Dutch 2007 offered, built from its law page when chosen.
    for (key, class, pair, checked, label) in [
        ("pl", "", "pl:2017", " checked", "Polski"),
        ("nl-2007", " remote", "nl:2007", "", "Nederlands 2007"),
        ("pl-2007", "", "pl:2007", " checked", "Polski 2007"),
    ] {
        let (lang, year) = pair.split_once(':').unwrap();
        assert!(
            html.contains(&format!(
                r#"<span class="col-choice{class}" id="choice-{key}" data-key="{key}" data-pair="{pair}" data-href="../../{year}/{lang}/68/index.html" data-short="{} {year}"><input type="checkbox" id="show-{key}"{checked}><label for="show-{key}" lang="{lang}">{label}</label>"#,
                lang.to_uppercase()
            )),
            "{key}"
        );
    }
    // The rows are 2017's; Dutch 2007 stands beside Polish 2017 clause by clause.
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
            "68D1",
            "68D2",
            "68D2a",
            "68D2b",
            "68D2bi",
            "68D2bii",
            "68-closing",
            "68-notes"
        ]
    );
    // Dutch 2007 beside Polish 2017, clause by clause: each row its law page's block of the
    // row's clause (68B2 …), but where the map says otherwise. 2007's 68D was split into 68D,
    // 68D1, 68D2 and 68D2(a): shown in the first, pointed to from the others, in the page's
    // language.
    let see = "część punktu <a href=\"#68D\">68D</a> powyżej";
    assert_eq!(
        remote(&html),
        serde_json::json!({
            "title": "68-title",
            "notes": "68-notes",
            "missing": "nie ma w tym tekście",
            "cols": {"nl-2007": {"cells": {
                "68-preamble": 0,
                "68D1": see,
                "68D2": see,
                "68D2a": see,
                "68D2b": 0,
                "68D2bi": 0,
                "68D2bii": 0,
                "68-closing": 0
            }}}
        })
    );
    assert!(row(&html, "68D1").contains(
        r##"<td lang="pl" data-col="pl-2007" data-label="PL 2007" class="elsewhere"><span lang="pl">część punktu <a href="#68D">68D</a> powyżej</span></td>"##
    ));
    for id in ["68D2b", "68D2bi", "68D2bii"] {
        assert_eq!(
            cells(row(&html, id)),
            [("pl".to_string(), true), ("pl-2007".to_string(), false)],
            "{id}"
        );
    }
    // 2017 has no closing paragraphs: 2007's stand in a closing row that hides with the 2007
    // columns.
    assert_eq!(
        cells(row(&html, "68-closing")),
        [("pl".to_string(), false), ("pl-2007".to_string(), true)]
    );
    assert!(row(&html, "68-closing").starts_with(r#"<tr id="68-closing" data-cols="pl-2007">"#));
    assert!(html.contains(
        "main:has(#show-pl-2007:not(:checked)) tr[data-cols=\"pl-2007\"] { display: none; }\n"
    ));
    // Downloads: the CSV of the page's columns (one edition's languages only for TMX: 2017 has
    // one).
    assert!(html.contains(
        r#"<p class="downloads" lang="pl"><span class="downloads-label">Pobierz:</span> <a href="lawref-68-2017.csv" download>CSV: PL 2017, PL 2007</a></p>"#
    ));
    let csv = page(&site, "2017/68/lawref-68-2017.csv");
    let mut r = csv::Reader::from_reader(csv.as_bytes());
    assert_eq!(
        r.headers().unwrap().iter().collect::<Vec<_>>(),
        ["clause", "pl:2017", "pl:2007"]
    );
    let rows: Vec<csv::StringRecord> = r.records().map(Result::unwrap).collect();
    let first: Vec<&str> = rows.iter().map(|r| &r[0]).collect();
    assert_eq!(
        first,
        [
            "68-title",
            "68-preamble",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68D1",
            "68D2",
            "68D2(a)",
            "68D2(b)",
            "68D2(b)(i)",
            "68D2(b)(ii)",
            "68-closing"
        ]
    );
    assert_eq!(&rows[8][2], "(see 68D)");
    assert!(rows[5][2].starts_with("Niezależnie od punktu 1, jeżeli obrońca"));
    assert_eq!(&rows[0][1], "Deklaracja lub zrzeczenie się lew");
    // The 2007 page offers TMX (Dutch and Polish) and the CSV; both files are there.
    let html = page(&site, "2007/68/index.html");
    assert!(html.contains(
        r#"<p class="downloads" lang="nl"><span class="downloads-label">Downloaden:</span> <a href="lawref-68-2007.tmx" download>TMX: Nederlands en Pools (2007)</a> · <a href="lawref-68-2007.csv" download>CSV: NL 2007, PL 2007</a></p>"#
    ));
    let tmx = page(&site, "2007/68/lawref-68-2007.tmx");
    assert_eq!(tmx.matches("<tu tuid=").count(), 7);
    assert!(tmx.contains(r#"<tu tuid="2007:68B2">"#));
    // A page whose law has one text in one edition and none elsewhere offers no TMX.
    assert!(!page(&site, "2017/70/index.html").contains(".tmx"));
}

/// One parallel page per law and edition, whatever the interface's language: it speaks its
/// content's language (the edition's first language other than English), in the rows of another
/// edition's clauses, the cells that point to another row, the markers' tooltips and the
/// downloads; interface words inside a cell of another language say their own language
/// (`lang`). The files to download are written once.
#[test]
fn one_parallel_page_per_law_and_edition_speaks_its_contents_language() {
    let (_tmp, site) = repo_site();
    for dir in ["2007/68", "2017/68", "2017/70"] {
        let files: Vec<String> = std::fs::read_dir(site.join(dir))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("index"))
            .collect();
        assert_eq!(files, ["index.html"], "{dir}");
    }
    let pl17 = page(&site, "2017/68/index.html");
    assert!(pl17.contains(r#"<html lang="pl">"#));
    assert!(pl17.contains(
        r#"<button type="button" class="move" data-key="nl-2007" data-by="-1" title="Przesuń Nederlands 2007 w lewo">◀</button>"#
    ));
    assert!(row(&pl17, "68B2").contains(
        r#"<td lang="pl" data-col="pl-2007" data-label="PL 2007"><a class="marker" href="../../2007/pl/68/index.html#68B2" title="68B2 (pl, 2007) na własnej stronie" lang="pl">2.</a>"#
    ));
    // 2007, in Dutch: the rows of 2017's new clauses, labelled with their edition.
    let nl07 = page(&site, "2007/68/index.html");
    let r = row(&nl07, "2017-68D2b");
    assert!(r.starts_with(
        r##"<tr id="2017-68D2b" data-cols="pl-2017"><th scope="row"><a href="#2017-68D2b">68D2(b) (2017)</a>"##
    ));
    assert!(r.contains(
        r#"<td lang="nl" data-col="nl" data-label="NL 2007" class="missing"><span lang="nl">niet in deze tekst</span></td>"#
    ));
    // The files to download: one of each, beside the page.
    let files: Vec<String> = std::fs::read_dir(site.join("2007/68"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("index."))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(files, ["lawref-68-2007.csv", "lawref-68-2007.tmx"]);
}

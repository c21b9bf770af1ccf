//! Coverage (`lawref coverage`, the site's `coverage/index.html`): exact matrix values on the seed
//! corpus, and on scratch copies where a text lacks a section or a subsection's items.

use crate::common;

use common::{corpus_copy, lawref, root};
use serde_json::{Value, json};

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn coverage_json(corpus: &std::path::Path, args: &[&str]) -> Value {
    let mut all = vec!["coverage", "--json"];
    all.extend_from_slice(args);
    let o = lawref(corpus, &all);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_slice(&o.stdout).unwrap()
}

/// Each row as (law, one word per column): the status, `commentary` for an absent text with a
/// commentary.
fn statuses(v: &Value) -> Vec<(u64, Vec<String>)> {
    v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let cells = r["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    let s = c["status"].as_str().unwrap();
                    if s == "absent" && !c["commentary"].is_null() {
                        "commentary".to_string()
                    } else {
                        s.to_string()
                    }
                })
                .collect();
            (r["law"].as_u64().unwrap(), cells)
        })
        .collect()
}

fn row(v: &Value, law: u64) -> &Value {
    v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["law"] == law)
        .unwrap()
}

/// The editions with a manifest, oldest first.
const EDITIONS: [&str; 6] = ["1975", "1982", "1987", "1997", "2007", "2017"];

/// The seed corpus: Law 68 is present in pl 2007, pl 2017 and nl 2007 (the Dutch 2007 text has
/// A, B1, B2, C and D as the Polish one does; the Polish opening and closing paragraphs are not
/// clauses), the Russian 2007 commentary on 67 and 68 is shown as a commentary, not a text, and
/// Law 70 is present in pl 2017 only. Columns: every language with a document × every edition
/// with a manifest; rows: every law a manifest lists (all 93: the English titles).
#[test]
fn the_seed_corpus_matrix() {
    let v = coverage_json(&root(), &[]);
    let columns: Vec<Value> = ["nl", "pl", "ru"]
        .iter()
        .flat_map(|l| EDITIONS.map(|e| json!({"lang": l, "edition": e})))
        .collect();
    assert_eq!(v["columns"], Value::Array(columns));
    // Cells by (language, edition) that are not plain "absent".
    let special = |law: u64| -> Vec<(&str, &str, &str)> {
        match law {
            67 => vec![("ru", "2007", "commentary")],
            68 => vec![
                ("nl", "2007", "present"),
                ("pl", "2007", "present"),
                ("pl", "2017", "present"),
                ("ru", "2007", "commentary"),
            ],
            70 => vec![("pl", "2017", "present")],
            _ => vec![],
        }
    };
    let want: Vec<(u64, Vec<String>)> = (1..=93)
        .map(|law| {
            let cells = ["nl", "pl", "ru"]
                .iter()
                .flat_map(|l| EDITIONS.map(move |e| (*l, e)))
                .map(|(l, e)| {
                    special(law)
                        .iter()
                        .find(|(sl, se, _)| *sl == l && *se == e)
                        .map_or("absent", |(_, _, s)| *s)
                        .to_string()
                })
                .collect();
            (law, cells)
        })
        .collect();
    assert_eq!(statuses(&v), want);
    let cell = |lang: &str, edition: &str, status: &str, text: Value, commentary: Value| {
        json!({"lang": lang, "edition": edition, "status": status, "missing": [],
               "text": text, "commentary": commentary})
    };
    let cells = &row(&v, 68)["cells"];
    assert_eq!(row(&v, 68)["title"], "Claim or Concession of Tricks");
    assert_eq!(cells.as_array().unwrap().len(), 18);
    assert_eq!(
        cells[4],
        cell(
            "nl",
            "2007",
            "present",
            json!("translations/nl/2007/68.md"),
            Value::Null
        )
    );
    assert_eq!(
        cells[5],
        cell("nl", "2017", "absent", Value::Null, Value::Null)
    );
    assert_eq!(
        cells[11],
        cell(
            "pl",
            "2017",
            "present",
            json!("translations/pl/2017/68.md"),
            Value::Null
        )
    );
    assert_eq!(
        cells[16],
        cell(
            "ru",
            "2007",
            "absent",
            Value::Null,
            json!("translations/ru/2007/68.commentary.md")
        )
    );
    assert_eq!(
        cells[14],
        cell("ru", "1987", "absent", Value::Null, Value::Null)
    );
    // The English title is the newest edition's that has one (law-titles.md: 2017's "Concession
    // Cancelled"; Law 73 has none in 2017, and 1997's "Communication").
    assert_eq!(row(&v, 71)["title"], "Concession Cancelled");
    assert_eq!(row(&v, 73)["title"], "Communication");
}

/// The table for people: a word per cell, then the legend.
#[test]
fn the_seed_corpus_table() {
    let o = lawref(&root(), &["coverage"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    // A header, 93 laws, a blank line, the legend, the summary.
    assert_eq!(lines.len(), 97);
    let absent6 = "absent   absent   absent   absent   ";
    assert_eq!(
        lines[0],
        "law  title                                                   nl 1975  nl 1982  nl 1987  nl 1997  nl 2007  nl 2017  pl 1975  pl 1982  pl 1987  pl 1997  pl 2007  pl 2017  ru 1975  ru 1982  ru 1987  ru 1997  ru 2007          ru 2017"
    );
    assert_eq!(
        lines[67],
        format!(
            "67   Defective Trick                                         {absent6}absent   absent   {absent6}absent   absent   {absent6}commentary only  absent"
        )
    );
    assert_eq!(
        lines[68],
        format!(
            "68   Claim or Concession of Tricks                           {absent6}present  absent   {absent6}present  present  {absent6}commentary only  absent"
        )
    );
    assert_eq!(
        lines[70],
        format!(
            "70   Contested Claim or Concession                           {absent6}absent   absent   {absent6}absent   present  {absent6}absent           absent"
        )
    );
    assert_eq!(
        lines[1],
        format!(
            "1    The Pack                                                {absent6}absent   absent   {absent6}absent   absent   {absent6}absent           absent"
        )
    );
    assert_eq!(
        lines[95],
        "present: the text has every clause the edition's texts of the law have; partial: it lacks some (listed above); absent: no text; commentary only: a commentary, no text; n/a: the edition has no such law"
    );
    assert_eq!(
        lines[96],
        "2 laws of 93 have a text: 68, 70; 4 texts in 2 languages (nl, pl) and 2 editions (2007, 2017)"
    );
}

/// `--lang` and `--edition` keep their columns, and `--edition` the laws of that edition (its
/// manifest's and those it has a document of).
#[test]
fn filters_keep_their_columns_and_the_editions_laws() {
    let v = coverage_json(&root(), &["--lang", "pl", "--edition", "2017"]);
    assert_eq!(v["columns"], json!([{"lang": "pl", "edition": "2017"}]));
    let got: Vec<(u64, Vec<String>)> = statuses(&v);
    // The 2017 manifest lists every law but 73 and 89 (no English title found for them).
    let want: Vec<(u64, Vec<String>)> = (1..=93)
        .filter(|l| *l != 73 && *l != 89)
        .map(|l| {
            let s = if l == 68 || l == 70 {
                "present"
            } else {
                "absent"
            };
            (l, vec![s.to_string()])
        })
        .collect();
    assert_eq!(got, want);

    let v = coverage_json(&root(), &["--lang", "ru"]);
    let columns: Vec<Value> = EDITIONS
        .iter()
        .map(|e| json!({"lang": "ru", "edition": e}))
        .collect();
    assert_eq!(v["columns"], Value::Array(columns));
    assert_eq!(v["rows"].as_array().unwrap().len(), 93);
}

#[test]
fn an_unknown_language_or_edition_is_an_error_naming_what_there_is() {
    let o = lawref(&root(), &["coverage", "--lang", "de"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("--lang de: the corpus has no document in it (it has: nl, pl, ru)"),
        "{}",
        stderr(&o)
    );
    let o = lawref(&root(), &["coverage", "--edition", "2012"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "--edition 2012: the corpus has no such edition (it has: 1975, 1982, 1987, 1997, 2007, 2017)"
        ),
        "{}",
        stderr(&o)
    );
}

/// The Dutch 2007 text without its section D is partial: it lacks 68D, which the Polish 2007
/// text has; the Polish one stays present (the reference set is the union of the edition's texts).
#[test]
fn a_text_without_a_section_its_edition_has_is_partial() {
    let c = corpus_copy();
    let nl = c.path().join("translations/nl/2007/68.md");
    let text = std::fs::read_to_string(&nl).unwrap();
    let cut = text.find("## D. Het spelen wordt gestaakt").unwrap();
    std::fs::write(&nl, &text[..cut]).unwrap();
    let v = coverage_json(c.path(), &["--edition", "2007"]);
    assert_eq!(
        row(&v, 68)["cells"],
        json!([
            {"lang": "nl", "edition": "2007", "status": "partial", "missing": ["68D"],
             "text": "translations/nl/2007/68.md", "commentary": null},
            {"lang": "pl", "edition": "2007", "status": "present", "missing": [],
             "text": "translations/pl/2007/68.md", "commentary": null},
            {"lang": "ru", "edition": "2007", "status": "absent", "missing": [],
             "text": null, "commentary": "translations/ru/2007/68.commentary.md"},
        ])
    );
    let o = lawref(c.path(), &["coverage", "--edition", "2007"]);
    let out = stdout(&o);
    assert!(
        out.contains("\nmissing clauses:\n  68 nl 2007: 68D\n"),
        "{out}"
    );
}

/// A second 2017 text of Law 68 (a copy of the Polish one filed as English) without the items of
/// 68D2: the JSON lists every missing clause, the table and the page the top ones with a count
/// of the sub-clauses that go with them; the page links present and partial cells to the law
/// page and shows the commentary-only cell as such.
#[test]
fn missing_sub_clauses_are_listed_and_summed_up_on_the_page() {
    let c = corpus_copy();
    let pl = std::fs::read_to_string(c.path().join("translations/pl/2017/68.md")).unwrap();
    let cut = pl.find("   - (a) Sędzia").unwrap();
    let en = pl[..cut].replace("lang: pl", "lang: en");
    std::fs::create_dir_all(c.path().join("translations/en/2017")).unwrap();
    std::fs::write(c.path().join("translations/en/2017/68.md"), en).unwrap();

    let v = coverage_json(c.path(), &["--lang", "en", "--edition", "2017"]);
    assert_eq!(
        row(&v, 68)["cells"][0]["missing"],
        json!(["68D2(a)", "68D2(b)", "68D2(b)(i)", "68D2(b)(ii)"])
    );
    assert_eq!(row(&v, 68)["cells"][0]["status"], "partial");
    let o = lawref(c.path(), &["coverage", "--edition", "2017"]);
    assert!(
        stdout(&o).contains("  68 en 2017: 68D2(a), 68D2(b) (and 2 sub-clauses)\n"),
        "{}",
        stdout(&o)
    );

    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let page = std::fs::read_to_string(site.join("coverage/index.html")).unwrap();
    let row68 = page
        .split("<tr id=\"law-68\">")
        .nth(1)
        .unwrap()
        .split("</tr>")
        .next()
        .unwrap();
    let old = |lang: &str| -> String {
        EDITIONS[..4]
            .iter()
            .map(|e| format!("<td class=\"cov-absent\" title=\"{lang} {e}\">absent</td>\n"))
            .collect()
    };
    assert_eq!(
        row68,
        format!(
            r#"<th scope="row"><span class="law-no">68.</span> Claim or Concession of Tricks</th>
{}<td class="cov-absent" title="en 2007">absent</td>
<td class="cov-partial" title="en 2017"><a href="../2017/en/68/index.html">partial</a><br><span class="cov-missing">missing: 68D2(a), 68D2(b) (and 2 sub-clauses)</span></td>
{}<td class="cov-present" title="nl 2007"><a href="../2007/nl/68/index.html">present</a></td>
<td class="cov-absent" title="nl 2017">absent</td>
{}<td class="cov-present" title="pl 2007"><a href="../2007/pl/68/index.html">present</a></td>
<td class="cov-present" title="pl 2017"><a href="../2017/pl/68/index.html">present</a></td>
{}<td class="cov-absent" title="ru 2007"><a href="../2007/ru/68/index.html">commentary only</a></td>
<td class="cov-absent" title="ru 2017">absent</td>
"#,
            old("en"),
            old("nl"),
            old("pl"),
            old("ru")
        )
    );
}

/// The seed site's coverage page: the language headings over their editions, Law 68's and 70's
/// cells, and the home page's link to it.
#[test]
fn the_seed_sites_coverage_page() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let o = lawref(&root(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let page = std::fs::read_to_string(site.join("coverage/index.html")).unwrap();
    assert!(
        page.contains(
            &format!(
                r#"<tr><th rowspan="2" scope="col">Law</th><th colspan="6" scope="colgroup" lang="nl">Nederlands</th><th colspan="6" scope="colgroup" lang="pl">Polski</th><th colspan="6" scope="colgroup" lang="ru">Русский</th></tr>
<tr>{}</tr>"#,
                EDITIONS
                    .map(|e| format!(r#"<th scope="col">{e}</th>"#))
                    .concat()
                    .repeat(3)
            )
        ),
        "{page}"
    );
    let cells = |law: u8| -> Vec<String> {
        page.split(&format!("<tr id=\"law-{law}\">"))
            .nth(1)
            .unwrap()
            .split("</tr>")
            .next()
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("<td"))
            .map(str::to_string)
            .collect()
    };
    let absent = |lang: &str| -> Vec<String> {
        EDITIONS[..4]
            .iter()
            .map(|e| format!(r#"<td class="cov-absent" title="{lang} {e}">absent</td>"#))
            .collect()
    };
    let with_old = |cells: [&str; 6]| -> Vec<String> {
        let mut v = absent("nl");
        v.extend(cells[..2].iter().map(|c| c.to_string()));
        v.extend(absent("pl"));
        v.extend(cells[2..4].iter().map(|c| c.to_string()));
        v.extend(absent("ru"));
        v.extend(cells[4..].iter().map(|c| c.to_string()));
        v
    };
    assert_eq!(
        cells(68),
        with_old([
            r#"<td class="cov-present" title="nl 2007"><a href="../2007/nl/68/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="nl 2017">absent</td>"#,
            r#"<td class="cov-present" title="pl 2007"><a href="../2007/pl/68/index.html">present</a></td>"#,
            r#"<td class="cov-present" title="pl 2017"><a href="../2017/pl/68/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="ru 2007"><a href="../2007/ru/68/index.html">commentary only</a></td>"#,
            r#"<td class="cov-absent" title="ru 2017">absent</td>"#,
        ])
    );
    assert_eq!(
        cells(70),
        with_old([
            r#"<td class="cov-absent" title="nl 2007">absent</td>"#,
            r#"<td class="cov-absent" title="nl 2017">absent</td>"#,
            r#"<td class="cov-absent" title="pl 2007">absent</td>"#,
            r#"<td class="cov-present" title="pl 2017"><a href="../2017/pl/70/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="ru 2007">absent</td>"#,
            r#"<td class="cov-absent" title="ru 2017">absent</td>"#,
        ])
    );
    // Every link of the page leads to a page of the site.
    for href in page
        .split("href=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
    {
        // A bare fragment (the skip link, `#content`) is on this page.
        let file = match href.split('#').next().unwrap() {
            "" => "index.html",
            f => f,
        };
        let target = site.join("coverage").join(file);
        assert!(target.is_file(), "{href}");
    }
    let home = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(
        home.contains(r#"<a href="./coverage/index.html">Coverage</a>"#),
        "{home}"
    );
}

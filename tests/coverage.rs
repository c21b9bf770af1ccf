//! Coverage (`lawref coverage`, the site's `coverage/index.html`): exact matrix values on the seed
//! corpus, and on scratch copies where a text lacks a section or a subsection's items.

mod common;

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

/// The seed corpus: Law 68 is present in pl 2007, pl 2017 and nl 2007 (the Dutch 2007 text has
/// A, B1, B2, C and D as the Polish one does; the Polish opening and closing paragraphs are not
/// clauses), the Russian 2007 commentary on 67 and 68 is shown as a commentary, not a text, and
/// Law 70 is present in pl 2017 only. Rows: every law a manifest lists, and 67 (a commentary).
#[test]
fn the_seed_corpus_matrix() {
    let v = coverage_json(&root(), &[]);
    assert_eq!(
        v["columns"],
        json!([
            {"lang": "nl", "edition": "2007"}, {"lang": "nl", "edition": "2017"},
            {"lang": "pl", "edition": "2007"}, {"lang": "pl", "edition": "2017"},
            {"lang": "ru", "edition": "2007"}, {"lang": "ru", "edition": "2017"},
        ])
    );
    let a = "absent";
    let absent = || vec![a.to_string(); 6];
    let r = |cells: [&str; 6]| cells.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        statuses(&v),
        vec![
            (14, absent()),
            (16, absent()),
            (50, absent()),
            (54, absent()),
            (57, absent()),
            (67, r([a, a, a, a, "commentary", a])),
            (68, r(["present", a, "present", "present", "commentary", a])),
            (69, absent()),
            (70, r([a, a, a, "present", a, a])),
            (71, absent()),
        ]
    );
    assert_eq!(
        row(&v, 68),
        &json!({
            "law": 68,
            "title": "Claim or Concession of Tricks",
            "cells": [
                {"lang": "nl", "edition": "2007", "status": "present", "missing": [],
                 "text": "translations/nl/2007/68.md", "commentary": null},
                {"lang": "nl", "edition": "2017", "status": "absent", "missing": [],
                 "text": null, "commentary": null},
                {"lang": "pl", "edition": "2007", "status": "present", "missing": [],
                 "text": "translations/pl/2007/68.md", "commentary": null},
                {"lang": "pl", "edition": "2017", "status": "present", "missing": [],
                 "text": "translations/pl/2017/68.md", "commentary": null},
                {"lang": "ru", "edition": "2007", "status": "absent", "missing": [],
                 "text": null, "commentary": "translations/ru/2007/68.commentary.md"},
                {"lang": "ru", "edition": "2017", "status": "absent", "missing": [],
                 "text": null, "commentary": null},
            ]
        })
    );
    // The English title is the newest edition's.
    assert_eq!(row(&v, 71)["title"], "Cancellation of a Concession");
}

/// The table for people: a word per cell, then the legend.
#[test]
fn the_seed_corpus_table() {
    let o = lawref(&root(), &["coverage"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "\
law  title                           nl 2007  nl 2017  pl 2007  pl 2017  ru 2007          ru 2017
14   Missing Card                    absent   absent   absent   absent   absent           absent
16   Unauthorized Information        absent   absent   absent   absent   absent           absent
50   Disposition of a Penalty Card   absent   absent   absent   absent   absent           absent
54   Faced Opening Lead Out of Turn  absent   absent   absent   absent   absent           absent
57   Premature Lead or Play          absent   absent   absent   absent   absent           absent
67   Defective Trick                 absent   absent   absent   absent   commentary only  absent
68   Claim or Concession of Tricks   present  absent   present  present  commentary only  absent
69   Agreed Claim or Concession      absent   absent   absent   absent   absent           absent
70   Contested Claim or Concession   absent   absent   absent   present  absent           absent
71   Cancellation of a Concession    absent   absent   absent   absent   absent           absent

present: the text has every clause the edition's texts of the law have; partial: it lacks some (listed above); absent: no text; commentary only: a commentary, no text; n/a: the edition has no such law
"
    );
}

/// `--lang` and `--edition` keep their columns, and `--edition` the laws of that edition (its
/// manifest's and those it has a document of).
#[test]
fn filters_keep_their_columns_and_the_editions_laws() {
    let v = coverage_json(&root(), &["--lang", "pl", "--edition", "2017"]);
    assert_eq!(v["columns"], json!([{"lang": "pl", "edition": "2017"}]));
    let got: Vec<(u64, Vec<String>)> = statuses(&v);
    let want: Vec<(u64, Vec<String>)> = [16, 50, 54, 57, 68, 69, 70, 71]
        .into_iter()
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
    assert_eq!(
        v["columns"],
        json!([{"lang": "ru", "edition": "2007"}, {"lang": "ru", "edition": "2017"}])
    );
    assert_eq!(v["rows"].as_array().unwrap().len(), 10);
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
        stderr(&o).contains("--edition 2012: the corpus has no such edition (it has: 2007, 2017)"),
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
    assert_eq!(
        row68,
        r#"<th scope="row"><span class="law-no">68.</span> Claim or Concession of Tricks</th>
<td class="cov-absent" title="en 2007">absent</td>
<td class="cov-partial" title="en 2017"><a href="../2017/en/68/index.html">partial</a><br><span class="cov-missing">missing: 68D2(a), 68D2(b) (and 2 sub-clauses)</span></td>
<td class="cov-present" title="nl 2007"><a href="../2007/nl/68/index.html">present</a></td>
<td class="cov-absent" title="nl 2017">absent</td>
<td class="cov-present" title="pl 2007"><a href="../2007/pl/68/index.html">present</a></td>
<td class="cov-present" title="pl 2017"><a href="../2017/pl/68/index.html">present</a></td>
<td class="cov-absent" title="ru 2007"><a href="../2007/ru/68/index.html">commentary only</a></td>
<td class="cov-absent" title="ru 2017">absent</td>
"#
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
            r#"<tr><th rowspan="2" scope="col">Law</th><th colspan="2" scope="colgroup" lang="nl">Nederlands</th><th colspan="2" scope="colgroup" lang="pl">Polski</th><th colspan="2" scope="colgroup" lang="ru">Русский</th></tr>
<tr><th scope="col">2007</th><th scope="col">2017</th><th scope="col">2007</th><th scope="col">2017</th><th scope="col">2007</th><th scope="col">2017</th></tr>"#
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
    assert_eq!(
        cells(68),
        [
            r#"<td class="cov-present" title="nl 2007"><a href="../2007/nl/68/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="nl 2017">absent</td>"#,
            r#"<td class="cov-present" title="pl 2007"><a href="../2007/pl/68/index.html">present</a></td>"#,
            r#"<td class="cov-present" title="pl 2017"><a href="../2017/pl/68/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="ru 2007"><a href="../2007/ru/68/index.html">commentary only</a></td>"#,
            r#"<td class="cov-absent" title="ru 2017">absent</td>"#,
        ]
    );
    assert_eq!(
        cells(70),
        [
            r#"<td class="cov-absent" title="nl 2007">absent</td>"#,
            r#"<td class="cov-absent" title="nl 2017">absent</td>"#,
            r#"<td class="cov-absent" title="pl 2007">absent</td>"#,
            r#"<td class="cov-present" title="pl 2017"><a href="../2017/pl/70/index.html">present</a></td>"#,
            r#"<td class="cov-absent" title="ru 2007">absent</td>"#,
            r#"<td class="cov-absent" title="ru 2017">absent</td>"#,
        ]
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

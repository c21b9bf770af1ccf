//! Search quality: every query of `tests/search_queries.tsv` runs through `lawref search --json`
//! on (a copy of) the repository's corpus, and its expected clause must come first, or among the
//! first three. The test fails listing every line that misses, with what came instead.

use crate::common;

use std::path::Path;

/// One line of the table.
#[derive(Debug)]
struct Case {
    line: usize,
    query: String,
    lang: Option<String>,
    edition: Option<String>,
    expect: String,
    within: usize,
}

/// The table's cases: a header line, `#` comments and blank lines skipped; five tab-separated
/// columns, `-` for no filter.
fn cases(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    let mut header = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        if !header {
            assert_eq!(
                cols,
                ["query", "lang", "edition", "expect", "within"],
                "{}:{}: the header",
                path.display(),
                i + 1
            );
            header = true;
            continue;
        }
        assert_eq!(cols.len(), 5, "{}:{}: five columns", path.display(), i + 1);
        let opt = |s: &str| (s != "-").then(|| s.to_string());
        let within: usize = cols[4].parse().unwrap();
        assert!(
            within == 1 || within == 3,
            "{}:{}: within is 1 or 3",
            path.display(),
            i + 1
        );
        out.push(Case {
            line: i + 1,
            query: cols[0].to_string(),
            lang: opt(cols[1]),
            edition: opt(cols[2]),
            expect: cols[3].to_string(),
            within,
        });
    }
    out
}

/// How a hit reads in the table: its commentary item (`68.2`), else its clause (`68B2`, `68`).
fn label(hit: &serde_json::Value) -> String {
    match hit["item"].as_str() {
        Some(item) => item.to_string(),
        None => hit["clause"].as_str().unwrap_or("?").to_string(),
    }
}

#[test]
fn every_query_of_the_table_finds_its_clause() {
    let table = common::root().join("tests/search_queries.tsv");
    let cases = cases(&table);
    assert!(cases.len() >= 40, "{} queries", cases.len());
    // The published corpus with the example notes (the English queries find them).
    let corpus = common::corpus_with_examples();
    let mut misses = Vec::new();
    for c in &cases {
        let mut args = vec!["search", "--json", "--limit", "10"];
        if let Some(l) = &c.lang {
            args.extend(["--lang", l]);
        }
        if let Some(e) = &c.edition {
            args.extend(["--edition", e]);
        }
        args.push("--");
        args.push(&c.query);
        let out = common::lawref(corpus.path(), &args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            misses.push(format!(
                "line {}: {:?} failed: {}",
                c.line,
                c.query,
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let hits: Vec<serde_json::Value> = serde_json::from_str(&stdout).unwrap();
        // The situation index's entries and the laws by title come first
        // (tests/it/situations.rs, tests/it/directors.rs): the table ranks the records of the
        // texts, commentary and notes after them.
        let hits: Vec<serde_json::Value> = hits
            .into_iter()
            .filter(|h| h["kind"] != "index" && h["kind"] != "title")
            .collect();
        let got: Vec<String> = hits.iter().map(label).collect();
        if !got.iter().take(c.within).any(|g| g == &c.expect) {
            misses.push(format!(
                "line {}: {:?} (lang {}, edition {}): want {} within {}, got {:?}",
                c.line,
                c.query,
                c.lang.as_deref().unwrap_or("-"),
                c.edition.as_deref().unwrap_or("-"),
                c.expect,
                c.within,
                &got[..got.len().min(5)]
            ));
        }
    }
    assert!(
        misses.is_empty(),
        "{} of {} queries missed:\n{}",
        misses.len(),
        cases.len(),
        misses.join("\n")
    );
}

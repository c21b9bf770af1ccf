//! The site's search, as built: the search page and its script, one Pagefind bundle per
//! language, the clause map a typed id jumps by, records that point at anchors the pages have,
//! and byte-identical output from two separate runs of `lawref build`. (The browser side is
//! tested in headless Chromium by `tests/browser/run`.)

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use lawref::build::build_site;
use lawref::corpus::model::Edition;
use lawref::site::search::{Record, clause_map, records};
use lawref::{corpus::load, xref};

fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    common::files_under(dir)
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read(&p).unwrap())
        })
        .collect()
}

/// The repository's corpus with the example notes (tests/fixtures/annotations/), which these
/// tests search: a copy in a temporary folder, which the site goes into too.
fn with_examples() -> (tempfile::TempDir, lawref::Corpus) {
    let copy = common::corpus_with_examples();
    let corpus = load::load_corpus(copy.path()).unwrap();
    (copy, corpus)
}

fn repository_site() -> (tempfile::TempDir, std::path::PathBuf) {
    let (tmp, corpus) = with_examples();
    let links = xref::link(&corpus);
    let out = tmp.path().join("site");
    build_site(&corpus, &links, &out).unwrap();
    (tmp, out)
}

#[test]
fn the_site_has_the_search_page_and_a_pagefind_bundle_per_language() {
    let (_tmp, site) = repository_site();
    let all = files(&site);
    for f in ["search/index.html", "search.js", "search/clauses.json"] {
        assert!(all.contains_key(f), "{f} missing");
    }
    // One bundle per language of the records (en: the example notes), each holding only its
    // language, with that language's WebAssembly (its stemmer).
    let bundles: BTreeSet<&str> = all
        .keys()
        .filter_map(|k| k.strip_prefix("pagefind/"))
        .filter_map(|k| k.split_once('/').map(|(l, _)| l))
        .collect();
    assert_eq!(bundles, BTreeSet::from(["en", "nl", "pl", "ru"]));
    let (_copy, corpus) = with_examples();
    let recs = records(&corpus);
    for lang in ["en", "nl", "pl", "ru"] {
        for f in [
            "pagefind.js",
            "pagefind-worker.js",
            &format!("wasm.{lang}.pagefind"),
        ] {
            assert!(
                all.contains_key(&format!("pagefind/{lang}/{f}")),
                "pagefind/{lang}/{f} missing"
            );
        }
        let entry: serde_json::Value =
            serde_json::from_slice(&all[&format!("pagefind/{lang}/pagefind-entry.json")]).unwrap();
        let langs = entry["languages"].as_object().unwrap();
        assert_eq!(langs.keys().collect::<Vec<_>>(), [lang]);
        assert_eq!(langs[lang]["wasm"], lang);
        // A Pagefind page per law page and kind (its clauses are sub-results), and per note.
        let count = recs
            .iter()
            .filter(|r| r.lang.0 == lang)
            .map(|r| match r.kind {
                "annotation" => r.url.clone(),
                kind => format!("{} {kind}", r.url.split('#').next().unwrap()),
            })
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        assert_eq!(langs[lang]["page_count"], count, "{lang}");
        let meta = format!(
            "pagefind/{lang}/pagefind.{}.pf_meta",
            langs[lang]["hash"].as_str().unwrap()
        );
        assert!(all.contains_key(&meta), "{meta} missing");
    }
    // The records per language, exactly: pl 2007 68 and 2017 68, 70; nl 2007 68; ru the
    // commentary items of 67 and 68; en and pl the example notes, en the published
    // interpretation (translations/annotations/interpretations.yaml) and the EBU's three
    // regulations on 68 and 70 (ebu.yaml). The other regulations are on laws the site has no
    // page of (16, 18, 40, 91): the command line's search finds them, the site's does not.
    let per_lang = |l: &str| recs.iter().filter(|r| r.lang.0 == l).count();
    assert_eq!(
        [
            per_lang("en"),
            per_lang("nl"),
            per_lang("pl"),
            per_lang("ru")
        ],
        [6, 6, 38, 6]
    );
    // Pagefind's ready-made interfaces are not written: the page has its own.
    assert!(
        !all.keys()
            .any(|k| k.contains("pagefind-ui") || k.contains("component-ui"))
    );
    // The search page: the form (hidden until the script shows it), the languages and editions
    // to choose, the message for browsers without JavaScript.
    let page = String::from_utf8(all["search/index.html"].clone()).unwrap();
    assert!(page.contains(r#"<script type="module" src="../search.js"></script>"#));
    assert!(page.contains(r#"<form id="search-form" class="search-form" action="index.html" method="get" role="search" hidden>"#));
    assert!(page.contains(r#"<noscript><p class="search-nojs">Search needs JavaScript, which is off in this browser. Every law is on the <a href="../index.html">home page</a>, by edition and language.</p></noscript>"#));
    for opt in [
        r#"<option value="en" lang="en">English (en)</option>"#,
        r#"<option value="nl" lang="nl">Nederlands (nl)</option>"#,
        r#"<option value="pl" lang="pl">Polski (pl)</option>"#,
        r#"<option value="ru" lang="ru">Русский (ru)</option>"#,
    ] {
        assert!(page.contains(opt), "{opt}");
    }
    let editions = page.find(r#"<option value="2017">"#).unwrap();
    assert!(
        editions < page.find(r#"<option value="2007">"#).unwrap(),
        "newest first"
    );
    // Every page's header links the search page.
    for (path, bytes) in all.iter().filter(|(p, _)| p.ends_with(".html")) {
        if std::str::from_utf8(bytes)
            .unwrap()
            .contains("<meta http-equiv=\"refresh\"")
        {
            continue;
        }
        let depth = path.matches('/').count();
        let root = if depth == 0 {
            "./".to_string()
        } else {
            "../".repeat(depth)
        };
        let html = std::str::from_utf8(bytes).unwrap();
        // The search page in the page's interface language (`index.pl.html` from a Polish page).
        let lang = html
            .split("<html lang=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap();
        let (file, word) = match lang {
            "pl" => ("index.pl.html", "Szukaj"),
            "nl" => ("index.nl.html", "Zoeken"),
            "ru" => ("index.ru.html", "Поиск"),
            _ => ("index.html", "Search"),
        };
        assert!(
            html.contains(&format!(
                "<a class=\"search-link\" href=\"{root}search/{file}\">{word}</a>\n"
            )),
            "{path} has no search link"
        );
    }
}

/// The search page matches a query's word to a clause's word by the forms the command line's
/// analyzers give them (issue 30: "lewica", a word no text holds, found the clauses of "lew"
/// on the site): each language's words with their stemmed and folded forms, beside its bundle.
#[test]
fn each_bundle_has_its_languages_word_forms_as_the_command_line_makes_them() {
    let (_tmp, site) = repository_site();
    let forms: serde_json::Value =
        serde_json::from_slice(&std::fs::read(site.join("pagefind/pl/lawref-forms.json")).unwrap())
            .unwrap();
    // As written → stemmed (then folded); folded → folded, then stemmed.
    assert_eq!(forms["s"]["deklaracja"], "deklaracj");
    assert_eq!(forms["s"]["lew"], "lew");
    assert_eq!(forms["f"]["wyjasnienie"], "wyjasnien");
    // No text holds "lewica", and clause ids are compared as written.
    assert!(forms["s"].get("lewica").is_none());
    assert!(
        forms["s"]
            .as_object()
            .unwrap()
            .keys()
            .all(|k| !k.chars().any(char::is_numeric))
    );
    let nl: serde_json::Value =
        serde_json::from_slice(&std::fs::read(site.join("pagefind/nl/lawref-forms.json")).unwrap())
            .unwrap();
    // Dutch Snowball joins "opgeëiste" to "opeisen", as the command line's index does.
    assert_eq!(nl["s"]["opgeëiste"], nl["s"]["opeisen"]);
}

#[test]
fn the_clause_map_holds_every_clause_and_law_page_per_edition_and_language() {
    let (_copy, corpus) = with_examples();
    let map = clause_map(&corpus);
    assert_eq!(
        map.editions,
        ["1975", "1982", "1987", "1997", "2007", "2017"]
    );
    assert_eq!(map.langs, ["nl", "pl", "ru"]);
    let at = |e: &str, l: &str, law: &str| map.laws[e][l].get(law).map(String::as_str);
    // A law: where the command line's first hit for `Law 70` is, its first clause (70 has no
    // opening paragraph), or its opening (68 has one); a clause is read from the edition and
    // language's clause address map, which the search page fetches when a typed id needs it.
    assert_eq!(at("2017", "pl", "70"), Some("70A"));
    assert_eq!(at("2017", "pl", "68"), Some("68-preamble"));
    assert_eq!(at("2007", "nl", "68"), Some("68A"));
    assert_eq!(at("2007", "pl", "68"), Some("68-preamble"));
    // Russian has commentary only: its law pages' headings.
    assert_eq!(
        map.laws["2007"]["ru"].iter().collect::<Vec<_>>(),
        [
            (&"67".to_string(), &"67".to_string()),
            (&"68".to_string(), &"68".to_string())
        ]
    );
    assert_eq!(map.laws.keys().collect::<Vec<_>>(), ["2007", "2017"]);
    assert_eq!(map.laws["2017"].keys().collect::<Vec<_>>(), ["pl"]);
    // The letters a typed id may use for Latin ones, from lawref's own table.
    assert_eq!(map.sections.get(&'В'), Some(&'B'));
    assert_eq!(map.sections.get(&'С'), Some(&'C'));
    assert_eq!(map.sections.get(&'Β'), Some(&'B'));
    assert_eq!(map.sections.get(&'Г'), None);
    assert_eq!(map.items.get(&'а'), Some(&'a'));
    assert_eq!(map.items.get(&'б'), None);
    // Written as such to search/clauses.json.
    let (_tmp, site) = repository_site();
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(site.join("search/clauses.json")).unwrap()).unwrap();
    assert_eq!(json["laws"]["2017"]["pl"]["68"], "68-preamble");
    assert!(json.get("clauses").is_none());
    // A clause's place: its edition and language's address map, beside the contents.
    let pl: serde_json::Value =
        serde_json::from_slice(&std::fs::read(site.join("2017/pl/clauses.json")).unwrap()).unwrap();
    assert_eq!(pl["68B2"], "68/index.html#68B2");
    assert_eq!(json["sections"]["В"], "B");
}

fn find<'r>(recs: &'r [Record], url: &str) -> &'r Record {
    recs.iter()
        .find(|r| r.url == url)
        .unwrap_or_else(|| panic!("no record at {url}"))
}

#[test]
fn records_are_clauses_commentary_items_and_notes_at_anchors_the_pages_have() {
    let (_copy, corpus) = with_examples();
    let recs = records(&corpus);
    let r = find(&recs, "2017/pl/68/index.html#68B2");
    assert_eq!(r.title, "68B2 · Deklaracja lub zrzeczenie się lew");
    assert_eq!((r.clause.as_str(), r.law, r.kind), ("68B2", 68, "text"));
    assert_eq!(r.editions, [Edition("2017".into())]);
    assert!(
        r.text
            .starts_with("Niezależnie od punktu B1, jeżeli obrońca"),
        "{}",
        r.text
    );
    // A section's title is among its words.
    let d = find(&recs, "2017/pl/70/index.html#70C");
    assert!(d.text.starts_with("Nieściągnięty atut\n"), "{}", d.text);
    let p = find(&recs, "2017/pl/68/index.html#68-preamble");
    assert_eq!(
        (p.title.as_str(), p.clause.as_str()),
        (
            "Przepis 68, wstęp · Deklaracja lub zrzeczenie się lew",
            "68"
        )
    );
    let c = find(&recs, "2007/ru/68/index.html#68.2");
    assert_eq!(
        (c.kind, c.clause.as_str(), c.lang.0.as_str()),
        ("commentary", "68", "ru")
    );
    assert!(c.title.starts_with("Комментарий 68.2 · "), "{}", c.title);
    // A note written for 2007 and 2017 in English (no English text): the parallel page of
    // the first of its editions, at the note.
    let n = find(&recs, "2007/68/index.html#note-examples-3");
    assert_eq!(
        (n.kind, n.clause.as_str(), n.lang.0.as_str()),
        ("annotation", "68C", "en")
    );
    assert_eq!(n.editions, [Edition("2007".into()), Edition("2017".into())]);
    assert!(
        n.text.starts_with(
            "The clarification statement belongs to the claim itself: it should come at once"
        ),
        "{}",
        n.text
    );
    // A Polish note on Law 68 of 2017: the Polish page, at the note.
    let pl = find(&recs, "2017/pl/68/index.html#note-examples-22");
    assert_eq!((pl.kind, pl.clause.as_str()), ("annotation", "68"));
    // Every record points at an element the page it names has.
    let (_tmp, site) = repository_site();
    for r in &recs {
        let (page, anchor) = r.url.split_once('#').unwrap();
        let html =
            std::fs::read_to_string(site.join(page)).unwrap_or_else(|e| panic!("{}: {e}", r.url));
        assert!(
            html.contains(&format!(r#" id="{anchor}""#)),
            "{}: no such id",
            r.url
        );
    }
    // Urls are unique: one hit per place.
    let urls: BTreeSet<&str> = recs.iter().map(|r| r.url.as_str()).collect();
    assert_eq!(urls.len(), recs.len());
}

#[test]
fn two_runs_of_lawref_build_write_byte_identical_sites() {
    // Two processes, so nothing (a hash seed, a thread pool) is shared between the builds.
    let corpus = common::corpus_copy();
    let a = corpus.path().join("site-a");
    let b = corpus.path().join("site-b");
    for out in [&a, &b] {
        let run = common::lawref(corpus.path(), &["build", "--out", out.to_str().unwrap()]);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let (fa, fb) = (files(&a), files(&b));
    assert!(fa.keys().any(|k| k.starts_with("pagefind/pl/fragment/")));
    assert_eq!(fa.keys().collect::<Vec<_>>(), fb.keys().collect::<Vec<_>>());
    for (k, v) in &fa {
        assert!(&fb[k] == v, "{k} differs between two builds");
    }
}

/// `search/titles.json` is compact: editions by place, a title once with every edition that
/// gives it, a language's texts once with their editions, the law page's address a template
/// (the search script expands them; the browser tests search by title).
#[test]
fn the_law_titles_file_is_compact_and_names_every_edition_and_text() {
    let (_tmp, site) = repository_site();
    let all = files(&site);
    let titles: serde_json::Value = serde_json::from_slice(&all["search/titles.json"]).unwrap();
    assert_eq!(titles["page"], "{edition}/{lang}/{law}/index.html");
    assert_eq!(
        titles["editions"],
        serde_json::json!(["1975", "1982", "1987", "1997", "2007", "2017"])
    );
    let law = |n: u64| {
        titles["laws"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["law"] == n)
            .unwrap()
            .clone()
    };
    assert_eq!(
        law(68),
        serde_json::json!({
            "law": 68,
            "titles": [
                ["Претензия или уступка взяток", "ru", [2]],
                ["Opeisen en afstaan van slagen", "nl", [4]],
                ["ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW", "pl", [4]],
                ["ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК", "ru", [4]],
                ["Claim or Concession of Tricks", "en", [5]],
                ["Deklaracja lub zrzeczenie się lew", "pl", [5]],
            ],
            "texts": [["nl", [4]], ["pl", [4, 5]]],
            "commentary": [["ru", [4]]],
        })
    );
    // A law no text of the corpus has: its title, no pages.
    assert_eq!(
        law(61),
        serde_json::json!({
            "law": 61,
            "titles": [["Failure to Follow Suit; Inquiries Concerning a Revoke", "en", [5]]],
            "texts": [],
            "commentary": [],
        })
    );
    // Every page it names exists.
    for l in titles["laws"].as_array().unwrap() {
        for (lang, eds) in l["texts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t[0].as_str().unwrap(), t[1].as_array().unwrap()))
        {
            for e in eds {
                let page = format!(
                    "{}/{lang}/{:02}/index.html",
                    titles["editions"][e.as_u64().unwrap() as usize]
                        .as_str()
                        .unwrap(),
                    l["law"].as_u64().unwrap()
                );
                assert!(all.contains_key(&page), "{page}");
            }
        }
    }
}

/// The term bases as the site's search reads them (issue 32): a concept's name typed with a
/// language chosen searches that language's terms for it, as `lawref search claim --lang pl`
/// does (the browser test: tests/browser/search.test.mjs, "a query in one language finds the
/// others").
#[test]
fn the_term_bases_file_gives_each_concepts_terms_newest_edition_first() {
    let (_tmp, site) = repository_site();
    let terms = std::fs::read_to_string(site.join("search/terms.json")).unwrap();
    assert_eq!(
        terms,
        r#"{"pl":{"claim":[["2017","deklaracja"],["2007","roszczenie"]],"play ceases":[["2017","wstrzymanie gry"],["2007","zaprzestanie gry"]]}}"#
    );
}

/// `search/forms.json`: every bundle language's word forms, each exactly its
/// `pagefind/<lang>/lawref-forms.json`, on a first build and after a rebuild that renders one
/// language's bundle (the others' read back from the site).
#[test]
fn every_languages_forms_are_the_bundles_files_together_after_a_rebuild_too() {
    let corpus = common::corpus_copy();
    let site = corpus.path().join("site");
    let check = |site: &Path| -> BTreeMap<String, serde_json::Value> {
        let all: BTreeMap<String, serde_json::Value> =
            serde_json::from_slice(&std::fs::read(site.join("search/forms.json")).unwrap())
                .unwrap();
        let bundles: BTreeSet<String> = std::fs::read_dir(site.join("pagefind"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| site.join("pagefind").join(n).is_dir())
            .collect();
        assert_eq!(all.keys().cloned().collect::<BTreeSet<_>>(), bundles);
        for (lang, forms) in &all {
            let own: serde_json::Value = serde_json::from_slice(
                &std::fs::read(site.join(format!("pagefind/{lang}/lawref-forms.json"))).unwrap(),
            )
            .unwrap();
            assert_eq!(forms, &own, "{lang}");
        }
        all
    };
    common::lawref_ok(corpus.path(), &["build", "--out", site.to_str().unwrap()]);
    let before = check(&site);
    assert_eq!(
        before.keys().map(String::as_str).collect::<Vec<_>>(),
        ["en", "nl", "pl", "ru"]
    );
    assert!(before["pl"]["s"].get("gracz").is_some());
    // A word only the changed Polish text has: the rebuild renders the Polish bundle alone.
    let law70 = corpus.path().join("translations/pl/2017/70.md");
    let text = std::fs::read_to_string(&law70).unwrap();
    std::fs::write(&law70, text.replacen("\n\n", "\n\nZzyzwa. ", 1)).unwrap();
    common::lawref_ok(corpus.path(), &["build", "--out", site.to_str().unwrap()]);
    let after = check(&site);
    assert!(after["pl"]["s"].get("zzyzwa").is_some());
    for lang in ["en", "nl", "ru"] {
        assert_eq!(after[lang], before[lang], "{lang}");
    }
}

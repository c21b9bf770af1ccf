//! The interface's languages (issue 21): the catalogs (`templates/i18n/<lang>.ftl`) are
//! complete and parse; Polish and Russian plural forms and Russian cases come out right; the
//! pages of each language of the corpus (pl, nl, ru) carry no English interface text; the home
//! page says what the site is in each interface language, the newest edition first; the
//! sources shown are readable ones; the example notes are not on the published site.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use lawref::site::i18n::{Arg, Ui, catalogs, missing};

fn site_of(corpus: &Path) -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let o = common::lawref(corpus, &["build", "--out", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    (tmp, out)
}

/// Every HTML page of a site, by its path.
fn pages(site: &Path) -> BTreeMap<String, String> {
    common::files_under(site)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(|p| {
            let rel = p
                .strip_prefix(site)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn every_catalog_parses_and_has_every_message_of_the_english_one() {
    let codes: Vec<&str> = catalogs().iter().map(|c| c.code).collect();
    for want in ["en", "nl", "pl", "ru"] {
        assert!(codes.contains(&want), "no catalog {want}: {codes:?}");
    }
    let en = catalogs().iter().find(|c| c.code == "en").unwrap();
    assert!(en.ids.len() > 150, "{} messages in en.ftl", en.ids.len());
    for c in catalogs() {
        assert_eq!(
            c.errors,
            Vec::<String>::new(),
            "{}.ftl does not parse",
            c.code
        );
        assert_eq!(
            missing(c),
            Vec::<&str>::new(),
            "{}.ftl lacks messages",
            c.code
        );
        let extra: Vec<&String> = c.ids.iter().filter(|id| !en.ids.contains(*id)).collect();
        assert!(
            extra.is_empty(),
            "{}.ftl has messages en.ftl lacks: {extra:?}",
            c.code
        );
    }
    // The command that lists what a catalog lacks says the same.
    let o = common::lawref(&common::root(), &["catalogs"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let n = en.ids.len();
    for line in [
        format!("en: {n} messages (the fallback)"),
        format!("nl: {n} messages, complete"),
        format!("pl: {n} messages, complete"),
        format!("ru: {n} messages, complete"),
    ] {
        assert!(out.lines().any(|l| l == line), "no line {line:?} in\n{out}");
    }
}

#[test]
fn polish_plurals_take_each_of_their_forms() {
    let pl = Ui::of("pl");
    let notes = |n: usize| pl.m1("notes-below", "count", n);
    assert_eq!(notes(1), "1 uwaga do całego przepisu, poniżej");
    assert_eq!(notes(2), "2 uwagi do całego przepisu, poniżej");
    assert_eq!(notes(4), "4 uwagi do całego przepisu, poniżej");
    assert_eq!(notes(5), "5 uwag do całego przepisu, poniżej");
    assert_eq!(notes(12), "12 uwag do całego przepisu, poniżej");
    assert_eq!(notes(22), "22 uwagi do całego przepisu, poniżej");
    assert_eq!(notes(25), "25 uwag do całego przepisu, poniżej");
    let more = |n: usize| pl.m2("cov-and-more", "cite", "68D", "count", n);
    assert_eq!(more(1), "68D (i 1 punkt podrzędny)");
    assert_eq!(more(3), "68D (i 3 punkty podrzędne)");
    assert_eq!(more(22), "68D (i 22 punkty podrzędne)");
    assert_eq!(more(25), "68D (i 25 punktów podrzędnych)");
    // The search script's templates: one per category whole numbers fall in, which the script
    // picks with Intl.PluralRules.
    let hits = pl.plural_templates("search-hits", &[("q", Arg::from("{q}"))]);
    assert_eq!(
        hits,
        [
            ("many", "{count} wyników dla „{q}”".to_string()),
            ("one", "{count} wynik dla „{q}”".to_string()),
            ("few", "{count} wyniki dla „{q}”".to_string()),
        ]
    );
}

#[test]
fn russian_plurals_and_cases() {
    let ru = Ui::of("ru");
    let notes = |n: usize| ru.m1("notes-below", "count", n);
    assert_eq!(notes(1), "1 примечание ко всему правилу, ниже");
    assert_eq!(notes(3), "3 примечания ко всему правилу, ниже");
    assert_eq!(notes(5), "5 примечаний ко всему правилу, ниже");
    assert_eq!(notes(21), "21 примечание ко всему правилу, ниже");
    assert_eq!(notes(22), "22 примечания ко всему правилу, ниже");
    assert_eq!(notes(25), "25 примечаний ко всему правилу, ниже");
    assert_eq!(ru.lang_name("pl", "nominative"), "польский");
    assert_eq!(ru.lang_name("pl", "prepositional"), "польском");
    assert_eq!(ru.lang_name("nl", "genitive"), "нидерландского");
    assert_eq!(
        ru.fmt("lang-in", &[("code", Arg::from("nl"))]),
        "на нидерландском языке"
    );
    assert_eq!(
        Ui::of("pl").fmt("lang-in", &[("code", Arg::from("nl"))]),
        "po niderlandzku"
    );
    assert_eq!(
        Ui::of("nl").fmt("lang-in", &[("code", Arg::from("ru"))]),
        "in het Russisch"
    );
    // The law word in headings is the language's own; a language without a catalog reads
    // English.
    assert_eq!(Ui::of("pl").m1("law-n", "law", 68), "Przepis 68");
    assert_eq!(Ui::of("nl").m1("law-n", "law", 68), "Artikel 68");
    assert_eq!(ru.m1("law-n", "law", 68), "Правило 68");
    assert_eq!(Ui::of("de").m1("law-n", "law", 68), "Law 68");
    assert_eq!(Ui::of("de").code(), "en");
}

/// The text of a page in its language `lang`, and the values of its `title`, `aria-label`,
/// `placeholder` and `content` attributes there: what is inside an element of another language
/// (`lang="ru"` on a Russian note, `lang="en"` on an English title) is left out, as is the
/// content of `<script>` and `<style>`.
fn words_in(html: &str, lang: &str) -> Vec<String> {
    const VOID: [&str; 7] = ["meta", "link", "input", "br", "img", "hr", "wbr"];
    let tag = regex::Regex::new(r#"<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"]|"[^"]*")*)>"#).unwrap();
    let attr = regex::Regex::new(r#"([a-z-]+)="([^"]*)""#).unwrap();
    let unescape = |s: &str| {
        s.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&#34;", "\"")
            .replace("&#60;", "<")
            .replace("&#62;", ">")
            .replace("&#38;", "&")
            .replace("&amp;", "&")
    };
    let mut out = Vec::new();
    let mut stack: Vec<(String, String)> = Vec::new();
    let mut at = 0;
    let here = |stack: &[(String, String)]| stack.last().map_or(String::new(), |(_, l)| l.clone());
    for m in tag.captures_iter(html) {
        let whole = m.get(0).unwrap();
        let between = &html[at..whole.start()];
        at = whole.end();
        let inside_code = stack.iter().any(|(t, _)| t == "script" || t == "style");
        if here(&stack) == lang && !inside_code && !between.trim().is_empty() {
            out.push(unescape(between));
        }
        let name = m[2].to_ascii_lowercase();
        if &m[1] == "/" {
            if let Some(i) = stack.iter().rposition(|(t, _)| *t == name) {
                stack.truncate(i);
            }
            continue;
        }
        let attrs: BTreeMap<String, String> = attr
            .captures_iter(&m[3])
            .map(|a| (a[1].to_string(), a[2].to_string()))
            .collect();
        let own = attrs.get("lang").cloned().unwrap_or_else(|| here(&stack));
        if own == lang {
            for key in [
                "title",
                "aria-label",
                "placeholder",
                "content",
                "data-label",
            ] {
                if let Some(v) = attrs.get(key) {
                    out.push(unescape(v));
                }
            }
        }
        if !VOID.contains(&name.as_str()) && !m[3].ends_with('/') {
            stack.push((name, own));
        }
    }
    out
}

/// The English interface's own words: each English message with its placeables taken out, in
/// pieces, less those the catalog of `lang` has among its own words too ("link", "68B2").
fn english_pieces(lang: &str) -> BTreeSet<String> {
    let pieces = |code: &str| -> BTreeSet<String> {
        let ui = Ui::of(code);
        let en = catalogs().iter().find(|c| c.code == "en").unwrap();
        let placeholder = "\u{1}";
        let names = [
            "law",
            "edition",
            "cite",
            "lang",
            "lang_in",
            "count",
            "mark",
            "item",
            "heading",
            "langs",
            "laws",
            "concept",
            "terms",
            "cols",
            "link",
            "from",
            "to",
            "from_link",
            "to_link",
            "ins",
            "del",
            "changed",
            "total",
            "label",
            "name",
            "title",
            "q",
            "key",
            "shown",
            "error",
            "home",
            "serve",
            "search",
            "example",
            "first",
            "last",
            "links",
            "all",
            "parallel",
            "source",
            "present",
            "partial",
            "absent",
            "commentary_only",
            "code",
            "case",
            "size",
            "done",
            "date",
            "previous",
            "text",
            "units",
            "clauses",
        ];
        let mut out = BTreeSet::new();
        for id in &en.ids {
            if id.starts_with("lang-") || id == "edition-name" {
                continue; // language names (endonyms in English) and the edition's own name
            }
            let args: Vec<(&str, Arg)> = names
                .iter()
                .map(|n| (*n, Arg::from(placeholder)))
                .chain([("count", Arg::from(7usize)), ("total", Arg::from(7usize))])
                .collect();
            let text = ui.fmt(id, &args);
            for piece in text.split(placeholder) {
                let piece = piece
                    .trim_matches(|c: char| !c.is_alphanumeric())
                    .to_string();
                if piece.chars().any(|c| c.is_ascii_alphabetic()) && piece.chars().count() >= 2 {
                    out.insert(piece);
                }
            }
        }
        out
    };
    // A piece that the other catalog's own words hold too ("in" in Dutch, "link" in Polish)
    // is not English there.
    let theirs: String = pieces(lang).into_iter().collect::<Vec<_>>().join("\n");
    pieces("en")
        .into_iter()
        .filter(|p| !holds(&theirs, p) && !p.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

/// Whether `words` hold `piece` as whole words.
fn holds(words: &str, piece: &str) -> bool {
    let mut from = 0;
    while let Some(i) = words[from..].find(piece) {
        let start = from + i;
        let end = start + piece.len();
        let before = words[..start].chars().next_back();
        let after = words[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = end;
    }
    false
}

#[test]
fn the_pages_of_each_language_carry_no_english_interface_text() {
    // The published corpus (pl 2007 and 2017, nl 2007, ru commentary 2007) and the mini corpus
    // (whose law pages have footnotes, closings and notes apart from the text).
    for corpus in [common::root(), common::root().join("tests/fixtures/mini")] {
        let (_tmp, site) = site_of(&corpus);
        let all = pages(&site);
        for lang in ["pl", "nl", "ru"] {
            let english = english_pieces(lang);
            assert!(english.contains("side by side") && english.contains("Go"));
            // The check finds English where there is some: the English coverage page.
            let en_words = words_in(&all["coverage/index.html"], "en").join("\n");
            let found: Vec<&String> = english.iter().filter(|p| holds(&en_words, p)).collect();
            assert!(found.len() > 10, "{found:?}");
            let mut checked = 0;
            for (path, html) in &all {
                let own = html.contains(&format!("<html lang=\"{lang}\">"));
                let variant = path.ends_with(&format!(".{lang}.html"));
                if !own {
                    assert!(
                        !variant,
                        "{path}: a {lang} variant whose <html> is not {lang}"
                    );
                    continue;
                }
                checked += 1;
                let words = words_in(html, lang).join("\n");
                for piece in &english {
                    assert!(
                        !holds(&words, piece),
                        "{path}: English {piece:?} on a {lang} page"
                    );
                }
            }
            assert!(checked >= 5, "{} {lang}: {checked} pages", corpus.display());
        }
    }
}

#[test]
fn the_home_page_says_what_the_site_is_in_each_language_newest_edition_first() {
    let (_tmp, site) = site_of(&common::root());
    let about = |ui: &str| Ui::of(ui).m("home-about");
    for (file, first) in [
        ("index.html", "en"),
        ("index.pl.html", "pl"),
        ("index.nl.html", "nl"),
        ("index.ru.html", "ru"),
    ] {
        let html = std::fs::read_to_string(site.join(file)).unwrap();
        // What the collection holds first, then the page's language's sentence; the others by
        // code at the end, each under its own name.
        let holds = html.find("<section class=\"holds\"").unwrap();
        let own = html
            .find(&format!(
                "<p class=\"about\" lang=\"{first}\">{}</p>",
                about(first)
            ))
            .unwrap_or_else(|| panic!("{file}: no sentence in {first}"));
        assert!(
            holds < own,
            "{file}: the sentence before what the site holds"
        );
        let order: Vec<&str> = ["en", "nl", "pl", "ru"]
            .into_iter()
            .filter(|l| *l != first)
            .collect();
        let names = |l: &str| match l {
            "en" => "English",
            "nl" => "Nederlands",
            "pl" => "Polski",
            _ => "Русский",
        };
        let want: String = order
            .iter()
            .map(|l| {
                format!(
                    "\n<dt lang=\"{l}\">{}</dt>\n<dd lang=\"{l}\">{}</dd>",
                    names(l),
                    about(l)
                )
            })
            .collect();
        assert!(
            html.contains(&format!("<dl class=\"about\">{want}\n</dl>")),
            "{file}:\n{html}"
        );
        let e17 = html.find("id=\"edition-2017\"").unwrap();
        let e07 = html.find("id=\"edition-2007\"").unwrap();
        assert!(e17 < e07, "{file}: 2007 before 2017");
        assert!(
            !html.to_lowercase().contains("corpus"),
            "{file} says corpus"
        );
    }
    assert_eq!(
        about("en"),
        "This site has the Laws of Duplicate Bridge in several languages and editions, law by law and clause by clause, with the translations side by side, the changes from one edition to the next, and search."
    );
    let pl = std::fs::read_to_string(site.join("index.pl.html")).unwrap();
    assert!(pl.contains("<h2>Międzynarodowe Prawo Brydżowe 2017</h2>"));
    assert!(pl.contains(concat!(
        r#"<nav class="ui-langs" aria-label="Język tych stron"> <a href="index.html" hreflang="en" lang="en" data-ui="en">English</a>"#,
        r#" <a href="index.nl.html" hreflang="nl" lang="nl" data-ui="nl">Nederlands</a>"#,
        r#" <a href="index.pl.html" hreflang="pl" lang="pl" data-ui="pl" aria-current="page">Polski</a>"#,
        r#" <a href="index.ru.html" hreflang="ru" lang="ru" data-ui="ru">Русский</a></nav>"#
    )));
}

#[test]
fn pages_show_readable_sources_never_a_file_name_and_no_example_note() {
    let (_tmp, site) = site_of(&common::root());
    let all = pages(&site);
    let file_name = regex::Regex::new(r"\d{3}_[0-9a-f]{16}\.txt").unwrap();
    for (path, html) in &all {
        assert!(!file_name.is_match(html), "{path} shows a file name");
        assert!(!html.contains("lawref example"), "{path}: an example note");
        assert!(!html.contains("note-examples"), "{path}: an example note");
    }
    // No text names a page of a wiki as its source: the Dutch text's page name in its wiki
    // (`Sjabloon:2007:68`) is no source a reader can follow (issue 29), and the seed names
    // no other.
    assert!(all["2007/nl/68/index.html"].contains(
        "<h1 id=\"68\"><span class=\"law-no\">68.</span> Opeisen en afstaan van slagen</h1>\n"
    ));
    assert!(!all["2007/nl/68/index.html"].contains("Sjabloon"));
    assert!(!all["2007/nl/68/index.html"].contains("class=\"source\""));
    assert!(!all["2017/pl/68/index.html"].contains("class=\"source\""));
    // The Russian commentary's items name it by language and edition.
    assert!(all["2017/68/index.html"].contains(
        "źródło: <a href=\"../../2007/ru/68/index.html#68.1\">komentarz (rosyjski, 2007)</a>"
    ));
    // Import writes no source title from the wiki page's name (the page has no tagline).
    let manifests = lawref::corpus::load::load_manifests(&common::root()).unwrap();
    let seed = "003_54eee6e3717179dd.txt";
    let imp = lawref::import::import_document(
        seed,
        &common::fixture(&format!("seeds/{seed}")),
        &manifests,
        &lawref::import::Flags::default(),
    )
    .unwrap();
    assert!(
        imp.files[0]
            .1
            .contains("source: 003_54eee6e3717179dd.txt\nsource_sha256: eb6187535dbc979ceafb6812b2525cffa9cc32d1451cf1d80c8cd907cbad316a\n---\n")
    );
    // No example note in the corpus: they live with the tests.
    assert!(
        !common::root()
            .join("translations/annotations/examples.yaml")
            .exists()
    );
}

#[test]
fn an_editors_source_address_links_the_title_and_a_bad_one_is_refused() {
    let c = common::corpus_copy();
    let path = c.path().join("translations/pl/2017/70.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let with = text.replacen(
        "source: 004_64ed5a0e465c34b9.txt\n",
        "source: 004_64ed5a0e465c34b9.txt\nsource_title: Przepis 70 <2017>\nsource_url: https://example.org/p70.html?a=1&b=2\n",
        1,
    );
    std::fs::write(&path, &with).unwrap();
    let (_tmp, site) = site_of(c.path());
    let html = std::fs::read_to_string(site.join("2017/pl/70/index.html")).unwrap();
    assert!(html.contains(
        r#"<p class="source" lang="pl">Źródło: <a href="https://example.org/p70.html?a=1&amp;b=2" rel="noopener noreferrer">Przepis 70 &lt;2017&gt;</a></p>"#
    ));
    std::fs::write(
        &path,
        with.replace(
            "https://example.org/p70.html?a=1&b=2",
            "javascript:alert(1)",
        ),
    )
    .unwrap();
    let o = common::lawref(c.path(), &["check"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("translations/pl/2017/70.md:9:1: source_url \"javascript:alert(1)\" is not a web address"),
        "{err}"
    );
}

#[test]
fn the_offline_message_and_the_search_scripts_words_are_in_every_interface_language() {
    let (_tmp, site) = site_of(&common::root());
    let sw = std::fs::read_to_string(site.join("sw.js")).unwrap();
    let line = sw
        .lines()
        .find_map(|l| l.strip_prefix("const OFFLINE = "))
        .unwrap()
        .trim_end_matches(';');
    let offline: BTreeMap<String, String> = serde_json::from_str(line).unwrap();
    assert_eq!(
        offline["pl"],
        "Jesteś offline, a ta strona nie została zapisana na tym urządzeniu."
    );
    assert_eq!(offline.len(), catalogs().len());
    let search = std::fs::read_to_string(site.join("search/index.ru.html")).unwrap();
    let json = search
        .split("<script type=\"application/json\" id=\"search-messages\">")
        .nth(1)
        .unwrap()
        .split("</script>")
        .next()
        .unwrap();
    let words: serde_json::Value = serde_json::from_str(json).unwrap();
    assert_eq!(words["lang"], "ru");
    assert_eq!(words["searching"], "Идёт поиск…");
    assert_eq!(words["hits"]["one"], "{count} результат по запросу «{q}»");
    assert_eq!(words["hits"]["few"], "{count} результата по запросу «{q}»");
    assert_eq!(
        words["hits"]["many"],
        "{count} результатов по запросу «{q}»"
    );
    assert_eq!(words["kinds"]["annotation"], "примечание");
}

#[test]
fn a_cell_pointing_to_several_rows_names_them_in_the_plural() {
    let links = |ui: &Ui, n: usize| {
        ui.html(
            "cell-elsewhere-above",
            &[("count", Arg::from(n))],
            &[(
                "links",
                "<a href=\"#68D1\">68D1</a> i <a href=\"#68D2\">68D2</a>".into(),
            )],
        )
    };
    let (pl, ru) = (Ui::of("pl"), Ui::of("ru"));
    assert_eq!(
        links(&pl, 2),
        "część punktów <a href=\"#68D1\">68D1</a> i <a href=\"#68D2\">68D2</a> powyżej"
    );
    assert!(links(&pl, 1).starts_with("część punktu "));
    assert!(links(&pl, 5).starts_with("część punktów "));
    // Russian's plural category `one` holds 21 too: the singular is for one clause only.
    assert!(links(&ru, 1).starts_with("часть пункта "));
    assert!(links(&ru, 21).starts_with("часть пунктов "));
    assert_eq!(
        Ui::of("nl").html(
            "cell-elsewhere-below",
            &[("count", Arg::from(1usize))],
            &[("links", "<a href=\"#68D\">68D</a>".into())]
        ),
        "deel van <a href=\"#68D\">68D</a>, hieronder"
    );
}

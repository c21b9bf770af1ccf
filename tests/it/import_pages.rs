//! Import of real pages from sites and scripts the first development set lacks (issue 29, round
//! 3): the CCBA's Chinese rules in traditional and simplified characters, a Japanese wiki note
//! quoting the JCBL's text, an Italian and a French federation's pages, and the Russian 1997
//! Кодекс. Each page is in tests/fixtures/real/ (its source in that folder's README); each
//! expected value was read from the page. Flags are passed only for facts a page does not state.

use crate::common;

use common::{assert_accounted, clause_ids, clause_text, documents, doubts, residue, root};
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{Edition, Lang};
use lawref::import::{CorpusClauses, Flags, Imported, import_document_with};
use lawref::xref::{LetterScheme, find_references};

fn import(name: &str, flags: &Flags) -> Imported {
    let input = std::fs::read(root().join("tests/fixtures/real").join(name)).unwrap();
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    let imp = import_document_with(name, &input, &manifests, &clauses, flags)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_accounted(name, &String::from_utf8(input).unwrap(), &imp);
    imp
}

fn flags(law: Option<u8>, edition: &str) -> Flags {
    Flags {
        law,
        edition: Some(Edition(edition.into())),
        ..Flags::default()
    }
}

/// The references in `text` as `words=target` (absolute) or `words~relative`.
fn refs(lang: &str, text: &str) -> Vec<String> {
    find_references(&Lang(lang.into()), text, &LetterScheme::Unknown)
        .into_iter()
        .map(|f| {
            let shown = &text[f.range.clone()];
            match (f.absolute, f.relative) {
                (Some(id), _) => format!("{shown}={id}"),
                (_, Some(r)) => format!("{shown}~{r:?}"),
                _ => format!("{shown}?"),
            }
        })
        .collect()
}

/// The line numbers and reasons of a report's residue entries.
fn reasons(imp: &Imported) -> Vec<(usize, String)> {
    residue(imp)
        .into_iter()
        .map(|(l, _, r, _)| (l, r))
        .collect()
}

/// yishupeixun.net's Law 12 (the CCBA's rules in traditional characters): each item of 12A
/// prints its title on its own line and its text as the next paragraph, the whole law indented
/// by two spaces. Each item's text is its own (12A1's was written after the list, in 12A, and
/// 12C1's after the law, as its closing); the page's title under the breadcrumb and the byline
/// are chrome. The edition is not stated: `--edition 1997`.
#[test]
fn a_chinese_page_whose_items_print_their_text_below_their_title() {
    let imp = import("zh-12-yishupeixun.txt", &flags(None, "1997"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/zh/1997/12.md");
    assert_eq!(
        clause_ids(d),
        ["12A", "12A1", "12A2", "12A3", "12B", "12C", "12C1"]
    );
    assert!(
        clause_text(d, "12A1")[1].starts_with("當(dāng)裁判認(rèn)為一方賽員違背某條規(guī)則")
    );
    assert!(clause_text(d, "12A2")[1].starts_with("當(dāng)該副牌已無適當(dāng)?shù)募m正措施"));
    assert_eq!(
        clause_text(d, "12A3"),
        [
            "錯(cuò)誤的判罰已執(zhí)行",
            "如錯(cuò)誤的判罰已執(zhí)行,則裁判可判給調(diào)整分。"
        ]
    );
    assert!(
        clause_text(d, "12C1")[1].starts_with("由于違規(guī),致使一副牌無法獲得結(jié)果時(shí)")
    );
    assert_eq!(
        reasons(&imp)[..5],
        [
            (
                1,
                "page header (site chrome before the law text)".to_string()
            ),
            (3, "site navigation: breadcrumb".into()),
            (5, "page title (site chrome)".into()),
            (7, "page header (site chrome before the law text)".into()),
            (9, "page title (site chrome)".into()),
        ]
    );
    assert_eq!(doubts(&imp), []);
}

/// xuexila.com's next page of the same rules (simplified characters): it begins inside Law 20,
/// under the breadcrumb, the page's title, a byline "时间: … 分享" and the title again without
/// its part number, all chrome, none of them Law 20's text. Law 21's items keep their texts,
/// the last one too (21B3, with its reference to 40C).
#[test]
fn a_chinese_page_beginning_inside_a_law_under_its_chrome() {
    let imp = import("zh-20-23-xuexila.txt", &flags(None, "1997"));
    let docs = documents(&imp);
    let paths: Vec<&str> = docs.iter().map(|d| d.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "translations/zh/1997/20.md",
            "translations/zh/1997/21.md",
            "translations/zh/1997/22.md",
            "translations/zh/1997/23.md"
        ]
    );
    assert_eq!(
        reasons(&imp)[..4],
        [
            (1, "site navigation: breadcrumb".to_string()),
            (3, "page title (site chrome)".into()),
            (5, "book page metadata (site chrome)".into()),
            (7, "page title (site chrome)".into()),
        ]
    );
    assert_eq!(
        docs[0].meta.source_title.as_deref(),
        Some("关于中国桥牌比赛的规则(4)")
    );
    assert_eq!(clause_ids(&docs[1]), ["21A", "21B", "21B1", "21B2", "21B3"]);
    assert_eq!(
        clause_text(&docs[1], "21B3"),
        [
            "来不及更改叫牌",
            "来不及更改叫牌时,裁判长可判给调整分(可应用第40条C款)。"
        ]
    );
    assert_eq!(
        refs(
            "zh",
            "来不及更改叫牌时,裁判长可判给调整分(可应用第40条C款)。"
        ),
        ["第40条C款=40C"]
    );
}

/// bridgeclub.ru's 1997 Кодекс, Law 81: "1. Техническое руководство" / "Судья ответственен …"
/// / "2. Соблюдение Кодекса и регламентаций" / "Судья ограничен …" / "C. …": the first text is
/// 81B1's because 81B2 follows it; the last is 81B2's because every item before it printed its
/// title alone and its text below, and a `decided:` line says so.
#[test]
fn a_russian_page_whose_items_print_their_text_below_their_title() {
    let imp = import(
        "ru-1997-81-91-toc-and-81-bridgeclub.txt",
        &flags(None, "1997"),
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "81B1"),
        [
            "Техническое руководство",
            "Судья ответственен за техническое руководство турниром."
        ]
    );
    assert_eq!(
        clause_text(d, "81B2"),
        [
            "Соблюдение Кодекса и регламентаций",
            "Судья ограничен настоящим Кодексом и дополнительными регламентациями, объявленными организаторами."
        ]
    );
    assert!(
        imp.report.decisions.iter().any(|l| l
            == "line 33: the text after item 2 is its own, not section B's after its list: every item before it prints its title on its own line and its text below it"),
        "{:?}",
        imp.report.decisions
    );
}

/// djb.qmail.jp's MoinMoin note on claims quotes the JCBL's 2017 text in preformatted blocks
/// `{{{ … }}}`: only the braces are markup (they were read as one template call each, which
/// took the quoted law text out and left the page's chrome to detect English by).
#[test]
fn a_moinmoin_pages_preformatted_blocks_keep_their_text() {
    let imp = import(
        "ja-2017-68-70-quotes-djb-moinmoin.txt",
        &flags(Some(68), "2017"),
    );
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/ja/2017/68.md");
    let braces: Vec<(usize, usize, String, String)> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == "wiki preformatted-block markup")
        .collect();
    assert_eq!(
        braces
            .iter()
            .map(|(l, c, _, t)| (*l, *c, t.as_str()))
            .collect::<Vec<_>>(),
        [
            (1, 101, "{{{"),
            (1, 190, "}}}"),
            (1, 210, "{{{"),
            (1, 340, "}}}"),
            (1, 344, "{{{"),
            (1, 517, "}}}"),
        ]
    );
    let opening: String = d
        .law_text()
        .unwrap()
        .preamble
        .iter()
        .map(|p| p.plain_text())
        .collect();
    assert!(opening.contains("第68条 「取り」または「取られ」の宣言"));
    assert!(
        residue(&imp)
            .iter()
            .all(|(_, _, r, _)| r != "wiki template markup")
    );
}

/// bridgeditalia.it's Law 81: "l’Articolo 79 del Codice di Gara paragrafo C" is 79C, not the
/// page's own 81C: a point word right after a law named with no clause names that law's point.
/// "nell’Articolo 90 … e nell’Articolo 91" stays two laws.
#[test]
fn a_point_word_after_a_law_names_that_laws_point() {
    assert_eq!(
        refs(
            "it",
            "entro i termini di tempo per le correzioni stabiliti in accordo con l’Articolo 79 del Codice di Gara paragrafo C;"
        ),
        ["79=79", "C=79C"]
    );
    let imp = import("it-81-bridgeditalia.txt", &flags(None, "2007"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/it/2007/81.md");
    let cited: Vec<String> = clause_text(d, "81C3")
        .iter()
        .flat_map(|p| find_references(&Lang("it".into()), p, &LetterScheme::Unknown))
        .filter_map(|f| f.absolute.map(|id| id.to_string()))
        .collect();
    assert_eq!(cited, ["79", "79C"]);
}

/// ecolebridgetoulon.fr's Law 16: "(mais voir B1 ci-après)" is a relative reference, as "B1
/// ci-dessous" is.
#[test]
fn a_french_relative_reference_with_ci_apres() {
    assert_eq!(
        refs(
            "fr",
            "résultant de procédures légales autorisées par ces lois et règlements (mais voir B1 ci-après)"
        ),
        ["B1~Relative { section: Some('B'), subsection: Some(1), item: None, subitem: None }"]
    );
}

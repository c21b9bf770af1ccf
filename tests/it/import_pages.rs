//! Import of real pages from sites and scripts the first development set lacks (issue 29, round
//! 3): the CCBA's Chinese rules in traditional and simplified characters, a Japanese wiki note
//! quoting the JCBL's text, an Italian and a French federation's pages, and the Russian 1997
//! Кодекс. Each page is in tests/fixtures/real/ (its source in that folder's README); each
//! expected value was read from the page. Flags are passed only for facts a page does not state.

use crate::common;

use common::{assert_accounted, clause_ids, clause_text, documents, doubts, refs, residue, root};
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
/// are chrome; the pinyin the site glued after characters is reported. The edition is not stated: `--edition 1997`.
#[test]
fn a_chinese_page_whose_items_print_their_text_below_their_title() {
    let imp = import("zh-12-yishupeixun.txt", &flags(None, "1997"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/zh/1997/12.md");
    assert_eq!(
        clause_ids(d),
        ["12A", "12A1", "12A2", "12A3", "12B", "12C", "12C1"]
    );
    assert!(clause_text(d, "12A1")[1].starts_with("當裁判認為一方賽員違背某條規則"));
    assert!(clause_text(d, "12A2")[1].starts_with("當該副牌已無適當?shù)募m正措施"));
    assert_eq!(
        clause_text(d, "12A3"),
        [
            "錯誤的判罰已執行",
            "如錯誤的判罰已執行,則裁判可判給調整分。"
        ]
    );
    assert!(clause_text(d, "12C1")[1].starts_with("由于違規,致使一副牌無法獲得結果時"));
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
    // The site's pinyin readings glued after characters ("權(quán)") are cut out and reported;
    // the mojibake where a character was lost ("?shù") stays, as written.
    assert_eq!(d.meta.title.as_deref(), Some("裁判的斟酌決定權"));
    let ruby = "pinyin reading after a character (a page's ruby annotation)";
    let readings: Vec<(usize, usize, String, String)> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == ruby)
        .collect();
    assert_eq!(readings.len(), 56);
    assert_eq!(
        readings[0],
        (11, 16, ruby.to_string(), "(quán)".to_string())
    );
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
            == "line 33: the text after item 2 is its own, not section B's after its list: the item is a title alone, as items of this section print their titles on their own line and their text below"),
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
    // The page's last line, a link back to the index, is no law text (and no sentence cut).
    assert!(residue(&imp).contains(&(
        27,
        1,
        "site navigation: link to the contents".to_string(),
        "Indice Articoli del Codice di Gara".to_string()
    )));
    assert!(!imp.report.decisions.iter().any(|l| l.starts_with("end:")));
}

/// usf.bridge.free.fr's Law 72 of the 1997 Code: "Chapitre 7 - Les convenances" right above
/// "Loi 72   Principes généraux" is the chapter, so the law's heading is read (the page was
/// refused: "the text does not say its law"), and the edition from "Le Code International du
/// Bridge 1997": no flag. The page lost its list's letters and numbers (every heading "1."):
/// named as doubts, never read as 72A1 … silently.
#[test]
fn a_chapter_heading_right_above_a_laws_heading() {
    let imp = import("fr-1997-72-usfbridge.txt", &Flags::default());
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/fr/1997/72.md");
    assert_eq!(d.meta.title.as_deref(), Some("Principes généraux"));
    assert!(residue(&imp).contains(&(
        15,
        1,
        "chapter heading (a division of the book above its laws)".to_string(),
        "Chapitre 7 - Les convenances".to_string()
    )));
    let lines: Vec<usize> = doubts(&imp).into_iter().map(|(l, ..)| l).collect();
    assert!(lines.contains(&17) && lines.contains(&19), "{lines:?}");
}

/// ecolebridgetoulon.fr's Law 16: "(mais voir B1 ci-après)" is a relative reference, as "B1
/// ci-dessous" is; its heading "LOI16" is read.
#[test]
fn a_french_relative_reference_with_ci_apres() {
    assert_eq!(
        refs(
            "fr",
            "résultant de procédures légales autorisées par ces lois et règlements (mais voir B1 ci-après)"
        ),
        ["B1~Relative { section: Some('B'), subsection: Some(1), item: None, subitem: None }"]
    );
    // The page's heading "LOI16", the word glued to its number, its title on the next line:
    // the law and its title without --law (it was the law's opening text, title null).
    let imp = import("fr-16-ecolebridgetoulon.txt", &flags(None, "2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/fr/2017/16.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("INFORMATIONS AUTORISEES ET NON AUTORISEES")
    );
}

/// The reason a federation's note is reported with.
const NOTE: &str = "a federation's note (not the Laws' text)";

/// infobridgeval.blogspot.com's copy of the AEB's Law 40: the block "Notas de la AEB:" with its
/// items "1.-", "2.-" is the federation's, not the Laws': taken out, it no longer merges 40A2,
/// 40A3 and section B into 40A1(b) (four doubts before, each "kept inside the paragraph before
/// it").
#[test]
fn a_federations_note_block_between_a_laws_items() {
    let imp = import("es-40-infobridgeval.txt", &flags(None, "2007"));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "40A", "40A1", "40A1(a)", "40A1(b)", "40A2", "40A3", "40B", "40B1", "40B1(a)"
        ]
    );
    let notes: Vec<usize> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == NOTE)
        .map(|(l, ..)| l)
        .collect();
    assert_eq!(notes, [14, 15, 16]);
    assert_eq!(doubts(&imp), []);
    assert!(clause_text(d, "40A2")[0].starts_with("La información transmitida al compañero"));
}

/// aebridge.com's Laws 72 and 73 and abpa.es's Laws 1–4: a note in parentheses is the
/// federation's (a line of its own, with its full stop; or inside Law 3's paragraph); a roman
/// chapter "I.- PRELIMINARES" right before "Artículo 1.- …" is a chapter, not a section I that
/// left the page with no law ("the text does not say its law" before). abpa.es names its
/// edition: no flag.
#[test]
fn a_federations_notes_in_parentheses_and_its_roman_chapters() {
    let imp = import("es-72-73-aebridge.txt", &flags(None, "2007"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/es/2007/72.md");
    assert_eq!(clause_ids(d), ["72A", "72B", "72B1", "72B2", "72B3"]);
    assert!(clause_text(d, "72A").iter().all(|p| !p.contains("AEB")));
    assert!(
        residue(&imp)
            .iter()
            .any(|(l, c, r, _)| (*l, *c, r.as_str()) == (19, 1, NOTE))
    );
    assert_eq!(doubts(&imp), []);

    let imp = import("es-2007-1-4-abpa.txt", &Flags::default());
    let paths: Vec<String> = documents(&imp).into_iter().map(|d| d.path).collect();
    assert_eq!(
        paths,
        [
            "translations/es/2007/01.md",
            "translations/es/2007/02.md",
            "translations/es/2007/03.md",
            "translations/es/2007/04.md"
        ]
    );
    let r = residue(&imp);
    assert!(r.iter().any(
        |(l, c, reason, t)| (*l, *c, t.as_str()) == (5, 1, "I.- PRELIMINARES")
            && reason == "chapter heading (a division of the book above its laws)"
    ));
    assert!(
        r.iter()
            .any(|(l, c, reason, _)| (*l, *c, reason.as_str()) == (43, 211, NOTE))
    );
}

/// s-n-o-r-l-a-x.github.io's older Chinese translation: a chapter's contents written as
/// headings ("规则9" / "违例后的处理程序" / "A." / "对违例提出注意" … "规则16" …) above Law 9's
/// text is the contents (the page was refused: "Law 9 begins a second time"); in the text,
/// "(a)定约人或任一防守人" / "在打牌期间…" / "(b)明手…" gives (a) its text and (b) its place
/// under 2 (it was kept as text of 9A2(a), "(b) follows 2"), and the last item's text is its own.
#[test]
fn a_chinese_chapters_contents_above_its_first_law() {
    let imp = import("zh-9-16-contents-and-9-snorlax.txt", &flags(None, "1997"));
    let docs = documents(&imp);
    assert_eq!(docs.len(), 1);
    let d = &docs[0];
    assert_eq!(d.path, "translations/zh/1997/09.md");
    assert_eq!(d.meta.title.as_deref(), Some("违例后的处理程序"));
    assert_eq!(
        clause_ids(d),
        [
            "9A", "9A1", "9A2", "9A2(a)", "9A2(b)", "9B", "9B1", "9B1(a)", "9B1(b)"
        ]
    );
    assert_eq!(
        clause_text(d, "9A2(a)"),
        [
            "定约人或任一防守人",
            "在打牌期间定约人或任一防守人均可对出现的违例提出注意。"
        ]
    );
    assert!(clause_text(d, "9A2(b)")[1].starts_with("(1)在打牌期中,明手不得对违例提出注意"));
    assert!(clause_text(d, "9B1(b)")[1].starts_with("在对违例提出注意之后,任何牌手均可召请裁判长"));
    let contents: Vec<usize> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r.starts_with("table of contents"))
        .map(|(l, ..)| l)
        .collect();
    assert_eq!(contents.first(), Some(&5));
    assert_eq!(contents.last(), Some(&131));
    assert_eq!(contents.len(), 64);
    assert_eq!(doubts(&imp), []);
}

/// An attack input of issue 29's round (tests/fixtures/attack29/, its README).
fn attack(name: &str, law: Option<u8>, edition: &str) -> Imported {
    let input = std::fs::read(root().join("tests/fixtures/attack29").join(name)).unwrap();
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    let imp = import_document_with(name, &input, &manifests, &clauses, &flags(law, edition))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_accounted(name, &String::from_utf8(input).unwrap(), &imp);
    imp
}

/// A contents' law title on its own line is reported with the contents (it was taken into the
/// heading and lost).
#[test]
fn attack29_a_contents_title_on_its_own_line_is_reported() {
    let imp = attack("r5d.txt", None, "2017");
    let contents: Vec<usize> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r.starts_with("table of contents"))
        .map(|(l, ..)| l)
        .collect();
    assert_eq!(contents, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
    let paths: Vec<String> = documents(&imp).into_iter().map(|d| d.path).collect();
    assert_eq!(
        paths,
        ["translations/en/2017/09.md", "translations/en/2017/10.md"]
    );
}

/// A note block is the opening words and the note's own "1.-" items only: the law's paragraph
/// after it, and the line after a one-line note, stay the law's.
#[test]
fn attack29_a_note_block_ends_at_its_items() {
    let imp = attack("r3a.txt", None, "2007");
    let notes: Vec<usize> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == NOTE)
        .map(|(l, ..)| l)
        .collect();
    assert_eq!(notes, [5, 6, 11]);
    let d = &documents(&imp)[0];
    assert!(
        clause_text(d, "40A1")
            .concat()
            .contains("Cada pareja tiene el deber")
    );
    assert!(
        clause_text(d, "40B")
            .concat()
            .contains("El Director ajustará")
    );
}

/// "3." after "1." with a paragraph between: the paragraph is 1's, before the "3." line kept
/// as its text, both named; the page's order is kept.
#[test]
fn attack29_a_paragraph_before_an_item_out_of_order() {
    let imp = attack("r1f.txt", None, "2017");
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "81B1"),
        [
            "Technical Management",
            "The Director is responsible for the technical management of the tournament.",
            "3. Application of the Laws"
        ]
    );
    let lines: Vec<usize> = doubts(&imp).into_iter().map(|(l, ..)| l).collect();
    assert_eq!(lines, [7, 9]);
}

/// Items that are clauses without a full stop are no titles: the section's closing paragraph
/// stays the section's; a last item that is a title alone takes the paragraph after it, and a
/// further one is named as a doubt.
#[test]
fn attack29_only_a_title_alone_takes_the_paragraph_after_it() {
    let imp = attack("r1h.txt", None, "2017");
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "12A2"),
        ["no rectification can be made that will permit normal play of the board"]
    );
    assert!(!imp.report.decisions.iter().any(|l| l.starts_with("line ")));

    let imp = attack("r1d.txt", None, "2017");
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "72B3"),
        [
            "Concealment",
            "A player may not attempt to conceal an infraction."
        ]
    );
    assert_eq!(
        doubts(&imp)
            .into_iter()
            .map(|(l, ..)| l)
            .collect::<Vec<_>>(),
        [19]
    );
}

/// A section C in capitals above the next law's heading is no roman chapter.
#[test]
fn attack29_section_c_is_no_chapter() {
    let imp = attack("r4a.txt", None, "2017");
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["12A", "12B", "12C"]);
}

/// A point word after a law names that law's point only after the Laws' name ("del Codice di
/// Gara"), never after other words or "this Code".
#[test]
fn attack29_a_point_word_after_other_words_stays_relative() {
    for (lang, text) in [
        ("en", "Law 16 does not apply in paragraph C below"),
        ("it", "si applica l'Articolo 12 ma non il paragrafo C"),
        ("it", "Articolo 16 di questo Codice paragrafo B"),
        ("es", "el Artículo 16 pero no el punto C"),
    ] {
        let found = find_references(&Lang(lang.into()), text, &LetterScheme::Unknown);
        let absolute: Vec<String> = found
            .iter()
            .filter_map(|f| f.absolute.as_ref().map(ToString::to_string))
            .collect();
        assert_eq!(absolute.len(), 1, "{text}: {absolute:?}");
        assert!(found.iter().any(|f| f.relative.is_some()), "{text}");
    }
}

/// xuexila.com's page cut right after Law 21's last sentence ("…(可应用第40条C款)。"): a page
/// ending with "。" is not said to end mid-sentence (it was).
#[test]
fn attack29_a_chinese_page_ending_with_a_full_stop_is_whole() {
    let page =
        std::fs::read_to_string(root().join("tests/fixtures/real/zh-20-23-xuexila.txt")).unwrap();
    let end = page.find("(可应用第40条C款)。").unwrap() + "(可应用第40条C款)。".len();
    let cut = &page[..end];
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    let imp = import_document_with(
        "zh-20-21.txt",
        cut.as_bytes(),
        &manifests,
        &clauses,
        &flags(None, "1997"),
    )
    .unwrap();
    assert_accounted("zh-20-21.txt", cut, &imp);
    assert!(
        !imp.report.decisions.iter().any(|l| l.starts_with("end:")),
        "{:?}",
        imp.report.decisions
    );
}

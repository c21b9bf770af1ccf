//! Layout residue (issue 3): one small document per kind of residue, in the document's own
//! language, each checked for its clause ids, metadata, the exact residue report and its text,
//! and that no word was lost or invented.

use crate::common;

use common::{assert_accounted, clause_ids, documents, e, fixture, import, residue};
use lawref::corpus::model::{Body, Document, Edition, Kind, Lang};
use lawref::import::{Flags, Imported};

fn run(name: &str, flags: &Flags) -> (Imported, Document) {
    let rel = format!("import/residue/{name}");
    let imp = import(&rel, flags);
    let input = String::from_utf8(fixture(&rel)).unwrap();
    assert_accounted(name, &input, &imp);
    let docs = documents(&imp);
    assert_eq!(docs.len(), 1, "{name} makes one file");
    (imp, docs.into_iter().next().unwrap())
}

fn meta(d: &Document) -> (u8, &str, &str, Kind, Option<&str>) {
    (
        d.meta.law,
        d.meta.edition.0.as_str(),
        d.meta.lang.0.as_str(),
        d.meta.kind,
        d.meta.title.as_deref(),
    )
}

/// The plain text of the clause `id` (its own paragraphs), or of the preamble for `opening`.
fn text_of(d: &Document, id: &str) -> Vec<String> {
    let Body::Text(t) = d.body() else {
        panic!("{} is not text", d.path)
    };
    let c = t
        .all_clauses()
        .into_iter()
        .find(|c| c.id.to_string() == id)
        .unwrap_or_else(|| panic!("{id} not in {}", d.path));
    c.paragraphs.iter().map(|p| p.plain_text()).collect()
}

fn no_flags() -> Flags {
    Flags::default()
}

const HEADER: &str = "Międzynarodowe Przepisy Brydża Porównawczego 2017    ";

#[test]
fn pdf_page_breaks_running_headers_and_page_numbers() {
    let (imp, d) = run("pdf_headers_pl.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2017",
            "pl",
            Kind::Text,
            Some("Deklaracja lub zrzeczenie się lew")
        )
    );
    assert_eq!(clause_ids(&d), ["68A", "68B", "68B1", "68B2", "68C", "68D"]);
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "running header or footer", &format!("{HEADER}22")),
            e(
                3,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Przepis 68 –"
            ),
            e(17, 31, "page marker", "- 22 -"),
            e(18, 1, "control character U+000C", "\u{c}"),
            e(18, 2, "running header or footer", &format!("{HEADER}23")),
            e(27, 31, "page number", "23"),
            e(28, 1, "control character U+000C", "\u{c}"),
            e(28, 2, "running header or footer", &format!("{HEADER}24")),
            e(34, 1, "page marker", "Strona 24 z 40"),
        ]
    );
    // The page break fell inside a sentence: its two halves are one paragraph again.
    assert_eq!(
        text_of(&d, "68B2"),
        [
            "Niezależnie od punktu B1, jeżeli obrońca próbuje zrzec się jednej lub więcej niż jednej lewy, a jego partner od razu się temu sprzeciwia, uważa się, że deklaracja ani zrzeczenie nie miały miejsca."
        ]
    );
    // A page break after a full stop keeps the paragraph break.
    assert_eq!(
        text_of(&d, "68C"),
        [
            "Deklaracji powinno od razu towarzyszyć jednoznaczne oświadczenie dotyczące linii rozgrywki lub obrony."
        ]
    );
}

#[test]
fn running_headers_without_form_feeds_recur_with_the_page_period() {
    let (imp, d) = run("pdf_period_ru.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2007",
            "ru",
            Kind::Text,
            Some("ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК")
        )
    );
    assert_eq!(clause_ids(&d), ["68A", "68B", "68C", "68D"]);
    let header = "Международные правила бриджа 2007";
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "running header or footer", header),
            e(
                3,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Правило 68."
            ),
            e(14, 49, "page number", "12"),
            e(15, 1, "running header or footer", header),
            e(28, 49, "page number", "13"),
            e(29, 1, "running header or footer", header),
            e(33, 1, "page marker", "Стр. 14 из 40"),
        ]
    );
    // Hard wraps joined; the page break inside the last sentence joined too.
    assert_eq!(
        text_of(&d, "68C"),
        [
            "Претензия должна сопровождаться ясным заявлением о порядке, в котором будут сыграны карты, и о линии розыгрыша или защиты, с помощью которой заявитель предполагает взять взятки, на которые претендует."
        ]
    );
    assert_eq!(
        text_of(&d, "68D"),
        [
            "После любой претензии или уступки игра прекращается. Если претензия или уступка принята, применяется Правило 69. Если она оспаривается любым игроком (включая болвана), немедленно вызывается судья."
        ]
    );
}

#[test]
fn wiki_markup_templates_contents_and_edit_labels() {
    let (imp, d) = run("wiki_nl.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2007",
            "nl",
            Kind::Text,
            Some("Opeisen en afstaan van slagen")
        )
    );
    // The edition comes from the template call, kept as evidence.
    assert!(
        imp.report.decisions.contains(
            &"edition 2007: wiki template name \"{{Spelregels|2007|68}}\", line 2".to_string()
        ),
        "{:?}",
        imp.report.decisions
    );
    assert_eq!(clause_ids(&d), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "wiki template markup", "{{DEFAULTSORT:Artikel 068}}"),
            e(2, 1, "wiki template markup", "{{Spelregels|2007|68}}"),
            e(3, 1, "wiki magic word", "__NOTOC__"),
            e(
                4,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "ARTIKEL 68"
            ),
            e(4, 41, "link label glued to a heading", "[bewerken]"),
            e(6, 1, "table of contents", "Inhoud [verbergen]"),
            e(
                7,
                1,
                "table of contents",
                "1 A. Omschrijving van opeisen van slagen (claim)"
            ),
            e(
                8,
                1,
                "table of contents",
                "2 B. Omschrijving van afstaan van slagen"
            ),
            e(10, 1, "wiki heading markup", "=="),
            e(10, 51, "wiki heading markup", "=="),
            e(11, 110, "wiki template markup", "{{Noot|1}}"),
            e(
                13,
                39,
                "link label glued to a heading",
                "[bewerken | brontekst bewerken]"
            ),
            e(16, 128, "wiki link markup", "[[Artikel 68|"),
            e(16, 153, "wiki link markup", "]]"),
            e(16, 188, "wiki link markup", "[["),
            e(16, 200, "wiki link markup", "]]"),
            e(
                18,
                1,
                "site navigation: links to neighbouring laws",
                "« Artikel 67 | Artikel 69 »"
            ),
            e(19, 1, "site navigation: top of page", "Naar boven"),
            e(
                20,
                1,
                "wiki category or file link",
                "[[Categorie:Spelregels 2007]]"
            ),
        ]
    );
    assert_eq!(
        text_of(&d, "68B2"),
        [
            "Als een tegenspeler één of meer slagen wil afstaan en zijn partner maakt daartegen onmiddellijk bezwaar, dan zijn, ongeacht B1 hierboven, geen slagen afgestaan. Zie ook Artikel 16."
        ]
    );
    assert_eq!(
        text_of(&d, "68A"),
        [
            "Elke verklaring van een speler dat hij een bepaald aantal slagen zal maken, geldt als opeisen van die slagen."
        ]
    );
}

#[test]
fn polish_site_navigation_menus_contents_and_notices() {
    let (imp, d) = run("site_pl.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2017",
            "pl",
            Kind::Text,
            Some("Deklaracja lub zrzeczenie się lew")
        )
    );
    assert_eq!(clause_ids(&d), ["68A", "68B", "68C"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "site navigation: footer menu",
                "Strona główna | Przepisy | Sędziowie | Kontakt"
            ),
            e(2, 1, "site navigation: language link", "PL | EN | NL | RU"),
            e(3, 1, "site navigation: language link", "English version"),
            e(5, 1, "table of contents", "Spis treści"),
            e(
                6,
                1,
                "table of contents",
                "A. Definicja deklaracji ........ 12"
            ),
            e(
                7,
                1,
                "table of contents",
                "B. Definicja zrzeczenia ........ 12"
            ),
            e(
                8,
                1,
                "table of contents",
                "C. Wymagane wyjaśnienie ........ 13"
            ),
            e(
                10,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Przepis 68 –"
            ),
            e(10, 47, "link label glued to a heading", "[edytuj]"),
            e(12, 24, "link label glued to a heading", "¶"),
            e(16, 1, "site navigation: top of page", "Do góry"),
            e(18, 25, "link label glued to a heading", "Top ↑"),
            e(
                26,
                1,
                "site navigation: links to neighbouring laws",
                "« Przepis 67 | Przepis 69 »"
            ),
            e(
                27,
                1,
                "site navigation: language link",
                "EN: Law 68 – Claim or Concession of Tricks"
            ),
            e(28, 1, "copyright or cookie notice", "© 2017 PZBS"),
            e(
                29,
                1,
                "copyright or cookie notice",
                "Wszelkie prawa zastrzeżone."
            ),
            e(
                30,
                1,
                "copyright or cookie notice",
                "Ta strona używa plików cookie."
            ),
        ]
    );
    let Body::Text(t) = d.body() else { panic!() };
    let titles: Vec<&str> = t
        .all_clauses()
        .iter()
        .filter_map(|c| c.title.as_deref())
        .collect();
    assert_eq!(
        titles,
        [
            "Definicja deklaracji",
            "Definicja zrzeczenia",
            "Wymagane wyjaśnienie"
        ]
    );
    assert_eq!(
        text_of(&d, "68B"),
        [
            "Oświadczenie rozgrywającego lub obrońcy, że jego strona odda określoną liczbę lew, jest zrzeczeniem się tych lew."
        ]
    );
}

#[test]
fn english_site_navigation_and_edit_labels() {
    let flags = Flags {
        edition: Some(Edition("2017".into())),
        ..Flags::default()
    };
    let (imp, d) = run("site_en.txt", &flags);
    assert_eq!(
        meta(&d),
        (
            68,
            "2017",
            "en",
            Kind::Text,
            Some("Claim or Concession of Tricks")
        )
    );
    assert_eq!(d.meta.lang, Lang("en".into()));
    assert_eq!(clause_ids(&d), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "site navigation: footer menu",
                "Home | Laws | Contact | Privacy"
            ),
            e(2, 1, "site navigation: language link", "EN | FR | DE | PL"),
            e(4, 1, "table of contents", "Contents"),
            e(6, 1, "table of contents", "1 A. Claim Defined"),
            e(7, 1, "table of contents", "2 B. Concession Defined"),
            e(
                9,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Law 68 –"
            ),
            e(9, 39, "link label glued to a heading", "[edit]"),
            e(11, 17, "link label glued to a heading", "¶"),
            e(15, 1, "site navigation: top of page", "^ top"),
            e(
                17,
                22,
                "link label glued to a heading",
                "[edit | edit source]"
            ),
            e(
                22,
                1,
                "site navigation: links to neighbouring laws",
                "Previous: Law 67  Next: Law 69"
            ),
            e(
                23,
                1,
                "site navigation: links to neighbouring laws",
                "Предыдущее правило | Следующее правило"
            ),
            e(24, 1, "site navigation: top of page", "Back to top"),
            e(
                25,
                1,
                "copyright or cookie notice",
                "© 2017 World Bridge Federation. All rights reserved."
            ),
            e(
                26,
                1,
                "copyright or cookie notice",
                "This site uses cookies to improve your experience."
            ),
        ]
    );
    assert_eq!(
        text_of(&d, "68A"),
        [
            "Any statement to the effect that a contestant will win a specific number of tricks is a claim of those tricks."
        ]
    );
}

#[test]
fn word_processor_field_codes_placeholders_and_index_entries() {
    let (imp, d) = run("word_ru.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2007",
            "ru",
            Kind::Text,
            Some("ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК")
        )
    );
    assert_eq!(clause_ids(&d), ["68A", "68B", "68C"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Правило 68."
            ),
            e(
                2,
                1,
                "word-processor field code",
                r#"TOC \o "1-3" \h \z \u"#
            ),
            e(6, 69, "word-processor field code", r#"XE "претензия""#),
            e(7, 70, "control-character placeholder", "(DC4)"),
            e(
                9,
                1,
                "index-entry field residue (a word repeated on its own line)",
                "претензию"
            ),
            e(
                10,
                1,
                "index-entry field residue (a word repeated on its own line)",
                "претензию"
            ),
            e(12, 1, "line holding only white space", "   "),
            e(13, 21, "word-processor field code", r#"{ XE "уступка" }"#),
            e(
                16,
                57,
                "word-processor field code",
                r#"HYPERLINK \l "_Toc1""#
            ),
            e(16, 102, "word-processor field code", r"PAGEREF _Toc1 \h"),
            e(18, 23, "word-processor field code", r"\* MERGEFORMAT"),
        ]
    );
    // The placeholder ends a paragraph; the index entries inside the next one are gone.
    assert_eq!(
        text_of(&d, "68A"),
        [
            "Любое заявление разыгрывающего или защитника о том, что его сторона возьмёт определённое число взяток, является претензией на эти взятки.",
            "Игрок также заявляет претензию, если предлагает прекратить розыгрыш или открывает свои карты.",
        ]
    );
    assert_eq!(
        text_of(&d, "68B"),
        [
            "Любое заявление игрока о том, что его сторона проиграет определённое число взяток, является уступкой этих взяток (см. раздел «Необходимое пояснение»)."
        ]
    );
}

#[test]
fn hard_wraps_paragraph_breaks_and_nested_list_indentation() {
    let (imp, d) = run("wraps_pl.txt", &no_flags());
    assert_eq!(
        meta(&d),
        (
            68,
            "2007",
            "pl",
            Kind::Text,
            Some("ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW")
        )
    );
    assert_eq!(
        clause_ids(&d),
        [
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68B2(a)",
            "68B2(b)",
            "68B2(b)(i)",
            "68B2(b)(ii)"
        ]
    );
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "68."
            ),
            e(5, 64, "trailing white space", " "),
            e(10, 1, "line holding only white space", "  "),
        ]
    );
    assert_eq!(
        text_of(&d, "68A"),
        [
            "Oświadczenie gracza, że on czy też jego strona weźmie określoną liczbę lew, jest zgłoszeniem roszczenia do tych lew.",
            "Roszczeniem jest również sugestia, aby skrócić rozgrywkę, albo odsłonięcie kart.",
        ]
    );
    assert_eq!(
        text_of(&d, "68B1"),
        ["Jeżeli roszczenie lub zrzeczenie zostanie uznane, stosuje się przepis 69."]
    );
    assert_eq!(
        text_of(&d, "68B2(a)"),
        ["sędzia może zostać natychmiast wezwany, a wtedy stosuje się przepis 70;"]
    );
    assert_eq!(
        text_of(&d, "68B2(b)(ii)"),
        ["wcześniejsze roszczenie zostaje unieważnione."]
    );
}

#[test]
fn the_last_pages_number_with_no_break_after_it_is_a_page_number() {
    let (imp, d) = run("nl-69-pdf-last-page.txt", &Flags::default());
    assert_eq!(
        meta(&d),
        (
            69,
            "2007",
            "nl",
            Kind::Text,
            Some("ERKENDE CLAIM OF CONCESSIE")
        )
    );
    assert_eq!(
        clause_ids(&d),
        ["69A", "69B", "69B1", "69B1(a)", "69B1(b)", "69B2"]
    );
    let header = "Spelregels voor Wedstrijdbridge 2007 – Artikel 69";
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "Spelregels voor Wedstrijdbridge 2007"
            ),
            e(
                3,
                1,
                "law heading (Law 69; its title goes to the front matter)",
                "ARTIKEL 69 –"
            ),
            e(12, 1, "page number", "34"),
            e(13, 1, "control character U+000C", "\u{c}"),
            e(13, 2, "running header or footer", header),
            e(18, 76, "hyphen at a line break (the word is joined)", "-"),
            e(22, 1, "page number", "35"),
            e(23, 1, "control character U+000C", "\u{c}"),
            e(23, 2, "running header or footer", header),
            e(29, 1, "page number", "36"),
        ]
    );
    assert_eq!(
        text_of(&d, "69B2"),
        ["Het spel wordt opnieuw gescoord, waarbij die slag aan hem wordt toegekend."]
    );
    assert!(imp.report.doubts.is_empty());
}

#[test]
fn a_dutch_word_processor_export_in_windows_1252_with_crlf() {
    let rel = "import/residue/word_nl.windows-1252-crlf.txt";
    let imp = import(rel, &no_flags());
    let input = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(&fixture(rel))
        .0
        .replace("\r\n", "\n");
    assert_accounted(rel, &input, &imp);
    assert_eq!(imp.report.encoding, "windows-1252 (detected)");
    let docs = documents(&imp);
    let d = &docs[0];
    assert_eq!(
        meta(d),
        (
            68,
            "2007",
            "nl",
            Kind::Text,
            Some("OPEISEN EN AFSTAAN VAN SLAGEN")
        )
    );
    assert_eq!(clause_ids(d), ["68A", "68B"]);
    let index = "index-entry field residue (a word repeated on its own line)";
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "ARTIKEL 68 –"
            ),
            e(5, 110, "control-character placeholder", "(DC4)"),
            e(7, 1, index, "opeisen"),
            e(8, 1, index, "opeisen"),
            e(11, 40, "word-processor field code", r#"{ XE "afstaan" }"#),
        ]
    );
    assert_eq!(
        text_of(d, "68A"),
        [
            "Elke verklaring van een speler dat hij een bepaald aantal slagen zal maken, geldt als opeisen van die slagen.",
            "Dit is ook het geval als hij voorstelt het spelen te bekorten of als hij zijn kaarten laat zien.",
        ]
    );
    assert_eq!(
        text_of(d, "68B"),
        [
            "Elke verklaring van een speler dat hij één of meer slagen zal verliezen, geldt als het „afstaan” van die slagen."
        ]
    );
    assert_eq!(
        d.law_text().unwrap().clauses[1].title.as_deref(),
        Some("Omschrijving van afstaan van slagen")
    );
}

/// A rule line glued to the words on both of its sides ("en reeњњњњњњњњњњedoublet": box-drawing
/// characters misread as letters, in a mutation the fuzz harness made of a wiki page) is taken out and splits the line there, as a rule line
/// between a heading and its text does: the two words either side stay, each a word of its own,
/// and the report has the run at its column. The word check splits the input at the run too
/// (it took "reeњњњ…edoublet" for one word the import had lost), each run at its own column
/// when a line has two.
#[test]
fn a_rule_line_inside_a_word_splits_it_and_is_reported() {
    let input = "Sjabloon:2017:18A\n\nUit Spelregels voor tafelarbiters\n\n\
                 Een bod duidt een aantal trekken aan. (Pas, doublet en reeњњњњњњњњњњedoublet zijn bieњњњњњњњњdingen maar geen bod.)\n";
    let imp = common::try_import("glued-rule.txt", input.as_bytes(), &no_flags()).unwrap();
    assert_accounted("glued-rule.txt", input, &imp);
    let rule = "a rule line (a run of one character; box-drawing characters misread)";
    assert_eq!(
        residue(&imp)[2..],
        [e(5, 59, rule, "њњњњњњњњњњ"), e(5, 86, rule, "њњњњњњњњ")]
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        text_of(d, "18A"),
        [
            "Een bod duidt een aantal trekken aan. (Pas, doublet en ree edoublet zijn bie dingen maar geen bod.)"
        ]
    );
}

/// Markup taken out from inside a word joins what stood either side of it, and the word check
/// reads the input so ("kaarten l{{Spelregels|2007|68}}aat zien", a mutation the fuzz harness
/// made: the check had counted "aat" as a word the import lost).
#[test]
fn wiki_markup_inside_a_word_is_taken_out_and_the_word_joined() {
    let input = "Sjabloon:2007:68\n\nUit Spelregels voor tafelarbiters\n\n\
                 Elke verklaring dat hij slagen zal verliezen geldt als afstaan. Dit is ook het geval als hij zijn kaarten l{{Spelregels|2007|68}}aat zien.\n";
    let imp = common::try_import("joined.txt", input.as_bytes(), &no_flags()).unwrap();
    assert_accounted("joined.txt", input, &imp);
    assert_eq!(
        residue(&imp)[2],
        e(5, 108, "wiki template markup", "{{Spelregels|2007|68}}")
    );
    let d = &documents(&imp)[0];
    let text: Vec<String> = d.paragraphs().iter().map(|p| p.plain_text()).collect();
    assert_eq!(
        text,
        [
            "Elke verklaring dat hij slagen zal verliezen geldt als afstaan. Dit is ook het geval als hij zijn kaarten laat zien."
        ]
    );
}

/// A control character between two words is taken out with a space put in its place, and the
/// word check reads the input so: the words either side stay two ("of\u{7}those", found by the
/// fuzz harness in a mutated document, after the check had learnt to join what stands around a
/// piece taken out of a line).
#[test]
fn a_control_character_between_words_leaves_them_two_words() {
    let input = "LAW 68 - CLAIM OR CONCESSION OF TRICKS\n\nA. Claim Defined\n\n\
                 Any statement to the effect that a contestant will win a specific number of\u{7}those tricks is a claim.\n";
    let flags = Flags {
        edition: Some(Edition("2017".into())),
        ..no_flags()
    };
    let imp = common::try_import("bel.txt", input.as_bytes(), &flags).unwrap();
    assert_accounted("bel.txt", input, &imp);
    assert_eq!(
        residue(&imp)[1],
        e(
            5,
            76,
            "control character U+0007 (a space put in its place)",
            "\u{7}"
        )
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        text_of(d, "68A"),
        [
            "Any statement to the effect that a contestant will win a specific number of those tricks is a claim."
        ]
    );
}

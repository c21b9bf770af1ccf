//! Import of the Laws' structure in its many layouts (issue 3, "Structure"): each small test
//! document under tests/fixtures/import/structure/ is written in one layout real sources use, and
//! each test asserts the clause ids, metadata, residue and doubts in the report, and text.

use crate::common;

use common::{
    assert_accounted, clause_ids, clause_text, documents, doubts, e, fixture, import, residue,
};
use lawref::corpus::model::Edition;
use lawref::import::Flags;

const DIR: &str = "import/structure";

fn edition(e: &str) -> Flags {
    Flags {
        edition: Some(Edition(e.into())),
        ..Flags::default()
    }
}

/// Imports a fixture of this folder, checks that no word was lost or invented, and returns it.
fn run(name: &str, flags: &Flags) -> lawref::import::Imported {
    let rel = format!("{DIR}/{name}");
    let imp = import(&rel, flags);
    let input = String::from_utf8(fixture(&rel)).unwrap();
    assert_accounted(name, &input, &imp);
    imp
}

fn paths(imp: &lawref::import::Imported) -> Vec<&str> {
    imp.files.iter().map(|(p, _)| p.as_str()).collect()
}

#[test]
fn a_subsection_and_its_first_item_on_one_line_and_flat_explicit_markers() {
    let imp = run("en-68-combined-markers.txt", &edition("2017"));
    assert_eq!(paths(&imp), ["translations/en/2017/68.md"]);
    let d = &documents(&imp)[0];
    assert_eq!(
        (d.meta.law, d.meta.lang.0.as_str(), d.meta.title.as_deref()),
        (68, "en", Some("CLAIM OR CONCESSION OF TRICKS"))
    );
    assert_eq!(
        clause_ids(d),
        [
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68D1",
            "68D1(a)",
            "68D1(b)",
            "68D2",
            "68D2(a)",
            "68D2(b)",
            "68D2(b)(i)",
            "68D2(b)(ii)"
        ]
    );
    // "1. (a) After any claim …": subsection 1 has no text of its own; (a) has it.
    assert!(clause_text(d, "68D1").is_empty());
    assert_eq!(
        clause_text(d, "68D1(a)"),
        ["After any claim or concession, play ceases."]
    );
    assert_eq!(
        clause_text(d, "68D2(b)(i)"),
        [
            "all four players must agree; otherwise the Director is summoned and proceeds as in (a) above."
        ]
    );
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "law heading (Law 68; its title goes to the front matter)",
            "LAW 68 -"
        )]
    );
    assert_eq!(doubts(&imp), []);
}

#[test]
fn section_titles_ending_with_a_period_nested_lists_and_an_item_without_text() {
    let imp = run("nl-70-trailing-periods.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/nl/2017/70.md");
    let t = d.law_text().unwrap();
    let titles: Vec<_> = t
        .clauses
        .iter()
        .map(|c| c.title.as_deref().unwrap())
        .collect();
    assert_eq!(
        titles,
        [
            "Algemene doelstelling.",
            "Verduidelijking herhalen.",
            "Een troef bij de tegenpartij."
        ]
    );
    // "2." stands alone; the list nested under it restarts at 1 and is read as (a), (b).
    assert_eq!(
        clause_ids(d),
        [
            "70A", "70B", "70B1", "70B2", "70B2(a)", "70B2(b)", "70C", "70C1", "70C2"
        ]
    );
    assert!(clause_text(d, "70B2").is_empty());
    assert_eq!(
        clause_text(d, "70B2(b)"),
        ["Hij kan de spelers opdragen hun resterende kaarten open op tafel te leggen."]
    );
    assert_eq!(
        clause_text(d, "70C"),
        [
            "Wanneer er nog een troef bij een van de tegenspelers is, kent de wedstrijdleider een slag of slagen toe aan de tegenpartij als:"
        ]
    );
    assert_eq!(doubts(&imp), []);
}

#[test]
fn russian_sections_lettered_in_alphabet_order_become_a_b_c_d() {
    let imp = run("ru-68-alphabet-letters.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/ru/2017/68.md");
    assert_eq!(clause_ids(d), ["68A", "68B", "68B1", "68B2", "68C", "68D"]);
    assert_eq!(
        d.law_text().unwrap().clauses[2].title.as_deref(),
        Some("Необходимое пояснение")
    );
    assert_eq!(
        imp.report.decisions[0],
        "section letters: read in their alphabet's order (А=A Б=B В=C Г=D)"
    );
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "law heading (Law 68; its title goes to the front matter)",
            "Правило 68."
        )]
    );
}

#[test]
fn russian_sections_lettered_with_look_alikes_keep_their_latin_letters() {
    let imp = run("ru-69-lookalike-letters.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/ru/2017/69.md");
    assert_eq!(clause_ids(d), ["69A", "69B", "69C", "69D"]);
    assert_eq!(
        d.meta.title.as_deref(),
        Some("СОГЛАСИЕ С ПРЕТЕНЗИЕЙ ИЛИ УСТУПКОЙ")
    );
    assert_eq!(
        clause_text(d, "69B"),
        [
            "В течение периода исправлений судья может присудить взятку, с которой игрок согласился, если эта взятка не могла быть проиграна при любом нормальном розыгрыше."
        ]
    );
    assert_eq!(
        imp.report.decisions[0],
        "section letters: read as the Latin letters they look like (А=A В=B С=C)"
    );
}

#[test]
fn numbered_footnote_marks_after_words_and_a_reference_that_only_looks_like_one() {
    let imp = run("pl-70-numbered-footnotes.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "70A",
            "70B",
            "70B1",
            "70B2",
            "70E",
            "footnote 1)",
            "footnote 2)"
        ]
    );
    // "B1)" is a clause reference, not footnote 1's mark.
    assert_eq!(
        clause_text(d, "70B1"),
        [
            "Sędzia nakazuje rozgrywającemu powtórzyć wyjaśnienie złożone przy zgłoszeniu roszczenia (patrz punkt B1)."
        ]
    );
    let t = d.law_text().unwrap();
    assert_eq!(
        t.footnotes[1].paragraphs[0].plain_text(),
        "Zagranie przypadkowe nie jest zagraniem normalnym."
    );
    let (_, md) = &imp.files[0];
    assert!(md.contains("wariant normalnego[^1)] zagrania lub zagrania przypadkowego[^2)]."));
    assert_eq!(doubts(&imp), []);
}

#[test]
fn bullets_before_headings_capital_unlettered_sections_and_a_foreword() {
    let imp = run("pl-69-bullets-caps.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/pl/2017/69.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("UZNANIE DEKLARACJI LUB ZRZECZENIA SIĘ LEW")
    );
    assert_eq!(clause_ids(d), ["69A", "69A1", "69A2", "69B", "footnote **"]);
    let t = d.law_text().unwrap();
    assert_eq!(t.clauses[1].title.as_deref(), Some("WYCOFANIE ZGODY"));
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "text before the first law heading",
                "Poniższy tekst pochodzi z tłumaczenia przygotowanego przez Komisję Sędziowską."
            ),
            e(3, 1, "bullet before a heading or list item", "•"),
            e(
                3,
                3,
                "law heading (Law 69; its title goes to the front matter)",
                "Przepis 69"
            ),
            e(9, 1, "bullet before a heading or list item", "–"),
            e(10, 1, "bullet before a heading or list item", "–"),
        ]
    );
}

#[test]
fn a_document_that_begins_inside_one_law_and_holds_two_more() {
    let imp = run("en-67-69-begins-mid-law.txt", &edition("2017"));
    assert_eq!(
        paths(&imp),
        [
            "translations/en/2017/67.md",
            "translations/en/2017/68.md",
            "translations/en/2017/69.md"
        ]
    );
    let docs = documents(&imp);
    assert_eq!(clause_ids(&docs[0]), ["opening", "67D"]);
    assert_eq!(clause_ids(&docs[1]), ["68A", "68B"]);
    assert_eq!(clause_ids(&docs[2]), ["69A"]);
    assert_eq!(docs[0].meta.title, None);
    assert_eq!(
        docs[2].meta.title.as_deref(),
        Some("AGREED CLAIM OR CONCESSION")
    );
    assert!(imp.report.decisions.contains(
        &"law 67: the document begins inside the law before Law 68 (law heading \"LAW 68 -\", line 7)"
            .to_string()
    ));
    assert_eq!(
        doubts(&imp),
        [e(
            1,
            1,
            "the document begins mid-sentence",
            "dummy's hand, he must do so before the next lead."
        )]
    );
    // --law says which law the beginning belongs to where the text does not.
    let imp = run(
        "en-67-69-begins-mid-law.txt",
        &Flags {
            law: Some(66),
            ..edition("2017")
        },
    );
    assert_eq!(imp.files[0].0, "translations/en/2017/66.md");
}

#[test]
fn lines_no_rule_classified_are_kept_and_listed_and_strict_refuses_them() {
    let imp = run("nl-68-doubts.txt", &edition("2007"));
    assert_eq!(clause_ids(&documents(&imp)[0]), ["68A", "68B"]);
    assert_eq!(
        doubts(&imp),
        [
            e(
                7,
                1,
                "a short line standing alone, kept as a paragraph",
                "Zie ook artikel 70"
            ),
            e(
                11,
                1,
                "a line beginning with a bullet",
                "* elke verklaring dat hij slagen zal verliezen, geldt als afstaan."
            ),
            e(13, 1, "a line without words", "----"),
        ]
    );
    assert!(imp.report.to_text().ends_with(
        "kept as law text, but check (3 unclassified):\n7:1  a short line standing alone, kept as a paragraph: \"Zie ook artikel 70\"\n11:1  a line beginning with a bullet: \"* elke verklaring dat hij slagen zal verliezen, geldt als afstaan.\"\n13:1  a line without words: \"----\"\n"
    ));
    let strict = Flags {
        strict: true,
        ..edition("2007")
    };
    let err = common::try_import(
        "nl-68-doubts.txt",
        &fixture(&format!("{DIR}/nl-68-doubts.txt")),
        &strict,
    )
    .unwrap_err()
    .to_string();
    assert_eq!(
        err,
        "3 errors:\nnl-68-doubts.txt:7:1: a short line standing alone, kept as a paragraph: \"Zie ook artikel 70\" (--strict refuses a line no rule classified)\nnl-68-doubts.txt:11:1: a line beginning with a bullet: \"* elke verklaring dat hij slagen zal verliezen, geldt als afstaan.\" (--strict refuses a line no rule classified)\nnl-68-doubts.txt:13:1: a line without words: \"----\" (--strict refuses a line no rule classified)"
    );
    // A document every line of which a rule classified passes --strict.
    let strict = Flags {
        strict: true,
        ..edition("2017")
    };
    run("en-68-combined-markers.txt", &strict);
}

#[test]
fn words_hyphenated_at_a_pdf_line_break_are_joined_and_real_hyphens_stay() {
    let imp = run("pl-68-pdf-hyphenation.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["68A", "68B"]);
    assert_eq!(
        clause_text(d, "68A"),
        [
            "Oświadczenie rozgrywającego lub obrońcy, że jego strona weźmie określoną liczbę lew, jest deklaracją tych lew. Deklaracja następuje także wtedy, gdy rozgrywający proponuje skrócenie gry albo odsłania swoje karty."
        ]
    );
    // "biało-czerwone" is written with its hyphen on line 11, so the one broken there keeps it.
    assert_eq!(
        clause_text(d, "68B"),
        [
            "Oświadczenie obrońcy, że jego strona odda określoną liczbę lew, jest zrzeczeniem się tych lew. Barwy biało-czerwone noszą zawodnicy gospodarzy, a biało-czerwone flagi stoją na stołach."
        ]
    );
    let hyphen = "hyphen at a line break (the word is joined)";
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Przepis 68"
            ),
            e(5, 78, hyphen, "-"),
            // Line 6 begins with the end of line 5's word ("bę"); its own hyphen is its 81st
            // character.
            e(6, 81, hyphen, "-"),
            e(11, 77, hyphen, "-"),
        ]
    );
}

#[test]
fn a_text_read_as_commentary_keeps_its_footnotes_marks() {
    let raw = "Przepis 70 – Sporna deklaracja lub zrzeczenie\n\nSędzia nie uznaje linii gry, jeśli istnieje mniej korzystny wariant normalnego* zagrania.\n\n* Normalne zagranie obejmuje zagranie nieostrożne.\n";
    let flags = Flags {
        kind: Some(lawref::Kind::Commentary),
        ..edition("2017")
    };
    let imp = common::try_import("uwagi.txt", raw.as_bytes(), &flags).unwrap();
    assert_accounted("uwagi.txt", raw, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/pl/2017/70.commentary.md");
    let texts: Vec<String> = d.paragraphs().iter().map(|p| p.plain_text()).collect();
    assert_eq!(
        texts,
        [
            "Sędzia nie uznaje linii gry, jeśli istnieje mniej korzystny wariant normalnego* zagrania.",
            "* Normalne zagranie obejmuje zagranie nieostrożne."
        ]
    );
}

/// Imports an inline English test document as 2017 text.
fn en(raw: &str) -> lawref::Result<lawref::import::Imported> {
    let flags = Flags {
        lang: Some(lawref::Lang("en".into())),
        ..edition("2017")
    };
    common::try_import("t.txt", raw.as_bytes(), &flags)
}

const H: &str = "LAW 68 CLAIM OR CONCESSION OF TRICKS\n\nA. Claim Defined\n\n";

#[test]
fn a_heading_right_after_a_paragraph_starts_a_law_or_is_listed_to_check() {
    // After a full sentence, a law heading in capitals is a heading.
    let imp = en("LAW 67 DEFECTIVE TRICK\n\nA. Before Both Sides Have Played\n\nUntil both sides have played to the next trick, a player may correct a failure to play.\nLAW 68 CLAIM OR CONCESSION OF TRICKS\n\nB. Concession Defined\n\nAny statement that a contestant will lose tricks is a concession.\n").unwrap();
    let laws: Vec<u8> = documents(&imp).iter().map(|d| d.meta.law).collect();
    assert_eq!(laws, [67, 68]);
    assert_eq!(clause_ids(&documents(&imp)[1]), ["68B"]);
    // Mid-sentence, a section heading stays in the paragraph, listed to check.
    let imp = en(&format!(
        "{H}Any statement to the effect that a contestant\nB. Concession Defined is a claim.\n"
    ))
    .unwrap();
    assert_eq!(
        doubts(&imp),
        [e(
            6,
            1,
            "a line that begins like a section heading, kept inside the paragraph before it",
            "B. Concession Defined is a claim."
        )]
    );
}

#[test]
fn written_item_markers_that_jump_or_start_wrong_are_errors_or_listed() {
    // "(c)" after "(a)" is a letter that jumps, not the roman number 100: a clause missing or a
    // letter misprinted, which the lines cannot tell; kept as text of (a), named as a doubt
    // (`--strict` refuses it).
    let jump = format!("{H}1. Any statement is a claim.\n   (a) item a\n   (c) item c\n");
    let imp = en(&jump).unwrap();
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["68A", "68A1", "68A1(a)"]);
    assert_eq!(clause_text(d, "68A1(a)"), ["item a", "(c) item c"]);
    assert_eq!(
        doubts(&imp),
        [e(
            7,
            4,
            "(c) follows (a) in the same list: a clause missing before it, or its number misprinted; kept as text of (a) before it",
            "(c) item c"
        )]
    );
    let strict = Flags {
        strict: true,
        lang: Some(lawref::Lang("en".into())),
        ..edition("2017")
    };
    let err = common::try_import("t.txt", jump.as_bytes(), &strict)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "t.txt:7:4: (c) follows (a) in the same list: a clause missing before it, or its number misprinted; kept as text of (a) before it: \"(c) item c\" (--strict refuses a line no rule classified)"
    );
    // "(ii)" with no item open is no clause marker: kept as text, named as a doubt.
    let imp = en(&format!(
        "{H}1. number one\n(i) roman without a\n(ii) second roman\n"
    ))
    .unwrap();
    assert_eq!(clause_ids(&documents(&imp)[0]), ["68A", "68A1", "68A1(i)"]);
    assert_eq!(
        doubts(&imp)[1],
        e(
            7,
            1,
            "(ii) is neither an item letter nor under an item; kept as text",
            "(ii) second roman"
        )
    );
    // A nested list that begins at 3 is read as (c), (d) and listed to check.
    let imp = en(&format!("{H}1. One:\n   3. three\n   4. four\n")).unwrap();
    assert_eq!(
        clause_ids(&documents(&imp)[0]),
        ["68A", "68A1", "68A1(c)", "68A1(d)"]
    );
    assert_eq!(
        doubts(&imp),
        [e(
            6,
            4,
            "a list that begins at (c), not at its first number",
            "3. three"
        )]
    );
    // Markers below (i) are not the Laws': kept as text, listed to check.
    let imp = en(&format!("{H}1. One:\n(a) item\n(i) sub i\n(A) deeper\n")).unwrap();
    assert_eq!(
        doubts(&imp),
        [e(
            8,
            1,
            "a line beginning with a marker the Laws do not use ((A), (1))",
            "(A) deeper"
        )]
    );
}

#[test]
fn sections_out_of_order_and_law_numbers_outside_the_laws_are_errors_at_their_line() {
    // A section out of order: kept as text of the section before it, named as a doubt.
    let imp = en(&format!(
        "{H}Text.\n\nC. Third\n\nText.\n\nB. Second\n\nText.\n"
    ))
    .unwrap();
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["68A", "68C"]);
    assert_eq!(clause_text(d, "68C"), ["Text.", "B. Second", "Text."]);
    assert_eq!(
        doubts(&imp),
        [e(
            11,
            1,
            "section B follows section C: sections run A, B, C …; a section missing or its letter misprinted: kept as text of section C before it",
            "B. Second"
        )]
    );
    let err = en("LAW 94 CLAIM OR CONCESSION OF TRICKS\n\nA. Claim Defined\n\nText.\n")
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "t.txt:1:1: this reads as the heading of Law 94, but the Laws run 1–93"
    );
    // Mixed scripts that run in order under neither reading are listed to check.
    let flags = Flags {
        lang: Some(lawref::Lang("ru".into())),
        ..edition("2017")
    };
    let raw = "Правило 68. Заявление\n\nА. Раздел один\n\nТекст раздела один.\n\nБ. Раздел два\n\nТекст раздела два.\n\nС. Раздел три\n\nТекст раздела три.\n";
    let imp = common::try_import("t.txt", raw.as_bytes(), &flags).unwrap();
    let d = doubts(&imp);
    assert_eq!(d.len(), 3, "{d:?}");
    assert_eq!(
        d[2],
        e(
            11,
            1,
            "section letter С read as Q, though the letters run in order under neither reading",
            "С. Раздел три"
        )
    );
}

#[test]
fn a_wrapped_item_ending_without_a_full_stop_does_not_swallow_the_next_item() {
    let imp = run("pl-70-wrapped-items.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["70C", "70C1", "70C2", "70C3"]);
    assert_eq!(
        clause_text(d, "70C2"),
        ["deklarujący nie wiedział o atucie w ręce przeciwnika, oraz"]
    );
    let imp = run("en-69-wrapped-items.txt", &edition("2007"));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["69B", "69B1", "69B1(a)", "69B1(b)", "69B2"]);
    assert_eq!(
        clause_text(d, "69B1(a)"),
        ["agreed to the loss of a trick his side would likely have won had play continued, or"]
    );
}

#[test]
fn cyrillic_item_letters_in_alphabet_order_are_items_a_b() {
    let flags = Flags {
        lang: Some(lawref::Lang("ru".into())),
        ..edition("2007")
    };
    let imp = run("ru-70-cyrillic-items.txt", &flags);
    let d = &documents(&imp)[0];
    assert_eq!(d.meta.title.as_deref(), Some("СПОРНАЯ ЗАЯВКА ИЛИ УСТУПКА"));
    assert_eq!(clause_ids(d), ["70D", "70D1", "70D1(a)", "70D1(b)", "70D2"]);
    assert_eq!(
        clause_text(d, "70D1(b)"),
        ["заявивший не мог знать о расположении карт."]
    );
    assert_eq!(
        imp.report.decisions[..2],
        [
            "section letters: read in their alphabet's order (Г=D)",
            "item letters: read in their alphabet's order (а=a б=b)"
        ]
    );
    // A single Cyrillic section letter runs in order under neither reading from A: to check.
    assert_eq!(
        doubts(&imp),
        [e(
            4,
            1,
            "section letter Г read as D, though the letters run in order under neither reading",
            "Г. Соображения директора"
        )]
    );
}

#[test]
fn a_footnote_wrapped_over_two_lines_is_one_footnote() {
    let imp = run("pl-70-wrapped-footnote.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["70E", "70E1", "70E2", "footnote *"]);
    assert_eq!(
        d.law_text().unwrap().footnotes[0].paragraphs[0].plain_text(),
        "Dla celów przepisów 70 i 71 „normalne” oznacza grę nieuważną lub słabą, ale nie nieracjonalną."
    );
    assert_eq!(doubts(&imp), []);
}

#[test]
fn dash_bullets_before_section_headings_and_subsections_are_taken_out() {
    let imp = run("pl-68-dash-bullets-headings.txt", &edition("2017"));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/pl/2017/68.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("Deklaracja lub zrzeczenie się lew")
    );
    assert_eq!(clause_ids(d), ["68A", "68B", "68B1", "68B2", "68C"]);
    let titles: Vec<_> = d
        .law_text()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.title.as_deref().unwrap())
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
        clause_text(d, "68B2"),
        [
            "Niezależnie od punktu B1, jeżeli obrońca próbuje zrzec się lew, a jego partner od razu się temu sprzeciwia, zrzeczenie nie nastąpiło."
        ]
    );
    let bullet = "bullet before a heading or list item";
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 68; its title goes to the front matter)",
                "Przepis 68 –"
            ),
            e(3, 1, bullet, "–"),
            e(7, 1, bullet, "-"),
            e(9, 1, bullet, "–"),
            e(10, 1, bullet, "–"),
            e(12, 1, bullet, "—"),
        ]
    );
    assert_eq!(doubts(&imp), []);
}

/// A word broken with hyphens over three lines ("roz-" / "grywa-" / "jącego") is joined
/// whole, and the word check joins it so too (it joined the first two pieces only, and took
/// the import for one that lost a word; found by the fuzz harness).
#[test]
fn a_word_hyphenated_over_three_lines_is_joined_whole() {
    let raw = "Przepis 68 DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nA. Definicja deklaracji\n\n\
               Oświadczenie roz-\ngrywa-\njącego lub obrońcy, że jego strona weźmie określoną liczbę lew, jest deklaracją tych lew.\n";
    let imp = common::try_import("trzy.txt", raw.as_bytes(), &edition("2017")).unwrap();
    assert_accounted("trzy.txt", raw, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "68A"),
        [
            "Oświadczenie rozgrywającego lub obrońcy, że jego strona weźmie określoną liczbę lew, jest deklaracją tych lew."
        ]
    );
    let hyphen = "hyphen at a line break (the word is joined)";
    assert_eq!(
        residue(&imp)[1..],
        [e(5, 17, hyphen, "-"), e(6, 6, hyphen, "-")]
    );
}

/// A hyphen just before a rule cut out of the middle of a line (`bez` + `ззз-зззз…` + `waar`: a
/// run of one character, box-drawing characters misread) is not at a line break: the pieces
/// stay as they stand, no word `bezwaar` is made (found by the fuzz harness, import target,
/// `tests/fuzz/found/import/hyphen-before-a-rule-cut`).
#[test]
fn a_hyphen_before_a_rule_cut_out_of_a_line_joins_nothing() {
    let rule = "з".repeat(30);
    let raw = format!(
        "Sjabloon:2007:69\n\nA. Erkennen van een claim of concessie\n\n\
         Een claim is erkend wanneer een deelnemer geen bezзззз-{rule}waar maakt.\n"
    );
    let flags = Flags {
        lang: Some(lawref::corpus::model::Lang("nl".into())),
        ..edition("2007")
    };
    let imp = common::try_import("nl.txt", raw.as_bytes(), &flags).unwrap();
    assert_accounted("nl.txt", &raw, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["69A"]);
    assert_eq!(
        clause_text(d, "69A"),
        ["Een claim is erkend wanneer een deelnemer geen bezзззз- waar maakt."]
    );
    assert_eq!(
        residue(&imp)[1..],
        [e(
            5,
            56,
            "a rule line (a run of one character; box-drawing characters misread)",
            &rule
        )]
    );
}

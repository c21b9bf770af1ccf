//! The structure stage's unit tests.

use super::*;
use crate::import::residue::clean;

fn segs(text: &str) -> (Vec<Segment>, Report) {
    let mut r = Report::default();
    let (lines, _) = clean(text, &mut r);
    (segments("t.txt", text, &lines, false, &mut r).unwrap(), r)
}

fn markers(nodes: &[Node]) -> Vec<String> {
    nodes
        .iter()
        .flat_map(|n| {
            let mut v = vec![n.marker.cited()];
            v.extend(
                markers(&n.children)
                    .into_iter()
                    .map(|c| format!("{}{c}", n.marker.cited())),
            );
            v
        })
        .collect()
}

#[test]
fn nested_numbered_lists_map_by_depth() {
    let (s, _) = segs(
        "Tytuł\n\nSekcja\n\nTekst.\n\n1. Jeden.\n2. Dwa:\n   1. A.\n   2. B:\n      1. I.\n      2. II.\n",
    );
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(s[0].title.as_deref(), Some("Tytuł"));
    assert_eq!(b.sections[0].letter, 'A');
    assert_eq!(
        markers(&b.sections[0].children),
        ["1", "2", "2(a)", "2(b)", "2(b)(i)", "2(b)(ii)"]
    );
}

#[test]
fn an_explicit_i_after_h_is_a_letter_and_under_a_letter_a_sub_item() {
    let items: String = ('a'..='j').map(|c| format!("({c}) Tekst {c}.\n")).collect();
    let (s, _) = segs(&format!("A. X\n\n1. Wstęp:\n{items}"));
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    let got = markers(&b.sections[0].children);
    assert_eq!(got.last().map(String::as_str), Some("1(j)"));
    assert_eq!(got.len(), 11);
    let (s, _) = segs("A. X\n\n(a) Jeden:\n(i) pierwszy,\n(ii) drugi.\n(b) Dwa.\n");
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(
        markers(&b.sections[0].children),
        ["(a)", "(a)(i)", "(a)(ii)", "(b)"]
    );
}

#[test]
fn a_section_letter_with_no_latin_reading_is_kept_as_text_with_a_doubt() {
    let text = "А. Первый\n\nТекст.\n\nЪ. Второй\n\nТекст.\n";
    let mut r = Report::default();
    let (lines, _) = clean(text, &mut r);
    let s = segments("t.txt", text, &lines, false, &mut r).unwrap();
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    let paras: Vec<&str> = b.sections[0]
        .paras
        .iter()
        .map(|p| p.text.as_str())
        .collect();
    assert_eq!(paras, ["Текст.", "Ъ. Второй", "Текст."]);
    let d: Vec<(usize, &str)> = r
        .doubts
        .iter()
        .map(|d| (d.line, d.reason.as_str()))
        .collect();
    assert_eq!(
        d[1..],
        [(
            5,
            "section letter Ъ stands for no Latin letter (A–Z); kept as text"
        )]
    );
}

#[test]
fn a_law_that_begins_twice_is_an_error_at_the_second_heading() {
    assert_eq!(
        seg_err("LAW 68 - CLAIM\n\nA. X\n\nText.\n\nLAW 68 - CLAIM\n\nA. X\n\nText.\n"),
        "t.txt:7:1: Law 68 begins a second time (its first heading is on line 1); split the document and import the parts one at a time"
    );
}

#[test]
fn a_law_title_on_the_line_after_its_heading_is_the_title() {
    let (s, r) = segs("LAW 68\n\nCLAIM OR CONCESSION OF TRICKS\n\nA. Defined\n\nText.\n");
    assert_eq!(s[0].title.as_deref(), Some("CLAIM OR CONCESSION OF TRICKS"));
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert!(b.preamble.is_empty());
    assert!(r.doubts.is_empty());
}

#[test]
fn the_next_number_after_a_wrapped_item_ending_mid_sentence_is_the_next_item() {
    let (s, _) = segs(
        "A. X\n\n1. Deklarujący nie wspomniał o tym atucie\nw swoim oświadczeniu albo\n2. jest prawdopodobne, że nie wiedział o atucie, oraz\n3. istniała możliwość wzięcia lewy.\n(a) Jeden\nciąg dalszy albo\n(b) dwa.\n",
    );
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(
        markers(&b.sections[0].children),
        ["1", "2", "3", "3(a)", "3(b)"]
    );
    assert_eq!(
        b.sections[0].children[0].paras[0].text,
        "Deklarujący nie wspomniał o tym atucie w swoim oświadczeniu albo"
    );
}

#[test]
fn hyphen_joins_keep_a_real_hyphen_before_punctuation_and_the_paragraph_end() {
    let (s, r) = segs(
        "A. X\n\nBarwy biało-czerwony, a potem biało-\nczerwony, dalej.\n\nDruga uwa-\nga.(DC4)\nTrzecia uwaga.\n",
    );
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    let texts: Vec<&str> = b.sections[0]
        .paras
        .iter()
        .map(|p| p.text.as_str())
        .collect();
    assert_eq!(
        texts,
        [
            "Barwy biało-czerwony, a potem biało-czerwony, dalej.",
            "Druga uwaga.",
            "Trzecia uwaga."
        ]
    );
    let hyphens = r.entries.iter().filter(|e| e.text == "-").count();
    assert_eq!(hyphens, 1);
}

#[test]
fn a_jump_in_numbering_is_kept_as_text_and_a_doubt_at_its_line() {
    let mut r = Report::default();
    let text = "A. X\n\n1. One.\n3. Three.\n";
    let (lines, _) = clean(text, &mut r);
    segments("t.txt", text, &lines, false, &mut r).unwrap();
    let d: Vec<(usize, &str)> = r
        .doubts
        .iter()
        .map(|d| (d.line, d.reason.as_str()))
        .collect();
    assert_eq!(
        d,
        [(
            4,
            "3 follows 1 in the same list: a clause missing before it, or its number misprinted; kept as text of 1 before it"
        )]
    );
}

#[test]
fn hard_wraps_are_joined_and_placeholders_end_paragraphs() {
    let (s, _) = segs("68.1. Если\nсделанное.(DC4)\nВторой\nабзац.\n68.2. Ещё.");
    let Content::Commentary { items, .. } = &s[0].content else {
        panic!()
    };
    let texts: Vec<Vec<&str>> = items
        .iter()
        .map(|i| i.paras.iter().map(|p| p.text.as_str()).collect())
        .collect();
    assert_eq!(
        texts,
        [vec!["Если сделанное.", "Второй абзац."], vec!["Ещё."]]
    );
}

#[test]
fn a_wrapped_line_that_begins_like_a_heading_is_text() {
    let text = "68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nA. Definicja\n\nOświadczenie jest deklaracją.\nPrzepis 70 stosuje się wtedy w przypadku\ngdy gracz pokazuje karty.\n";
    let (s, r) = segs(text);
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].law, Some(68));
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(
        b.sections[0].paras[0].text,
        "Oświadczenie jest deklaracją. Przepis 70 stosuje się wtedy w przypadku gdy gracz pokazuje karty."
    );
    assert_eq!(r.entries.len(), 1);
}

#[test]
fn a_number_like_1_5_starting_a_wrapped_line_is_not_a_commentary_item() {
    let (s, _) =
        segs("A. Definicja\n\nKara kosztuje\n1.5 punktu karnego.\n\nB. Inna\n\n1. X.\n2. Y.\n");
    let Content::Text(b) = &s[0].content else {
        panic!("read as commentary")
    };
    assert_eq!(
        b.sections[0].paras[0].text,
        "Kara kosztuje 1.5 punktu karnego."
    );
    assert_eq!(markers(&b.sections[1].children), ["1", "2"]);
}

#[test]
fn a_capitalised_list_item_is_not_a_law_heading() {
    let (s, _) = segs("A. Organizacje\n\n1. PZBS i inne.\n\n2. WBF\n");
    assert_eq!(s.len(), 1);
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(markers(&b.sections[0].children), ["1", "2"]);
}

#[test]
fn a_title_line_before_the_law_heading_is_reported_not_dropped() {
    let (s, r) = segs(
        "Międzynarodowe Przepisy Brydżowe\n\n68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nSędzia orzeka.\n",
    );
    assert_eq!(s.len(), 1);
    let got: Vec<(&str, &str)> = r
        .entries
        .iter()
        .map(|e| (e.reason.as_str(), e.text.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (
                "a title line before the law heading",
                "Międzynarodowe Przepisy Brydżowe"
            ),
            (
                "law heading (Law 68; its title goes to the front matter)",
                "68."
            ),
        ]
    );
}

fn seg_err(text: &str) -> String {
    let mut r = Report::default();
    let (lines, _) = clean(text, &mut r);
    segments("t.txt", text, &lines, false, &mut r)
        .unwrap_err()
        .to_string()
}

#[test]
fn faults_are_reported_at_the_raw_documents_line() {
    assert_eq!(
        seg_err("68.1. A.\n68.1. B.\n"),
        "t.txt:2:1: commentary item 68.1 appears twice"
    );
}

#[test]
fn a_footnote_mark_twice_and_a_number_that_is_no_clause_are_kept_as_text_with_a_doubt() {
    let doubts = |text: &str| {
        let mut r = Report::default();
        let (lines, _) = clean(text, &mut r);
        let s = segments("t.txt", text, &lines, false, &mut r).unwrap();
        let d: Vec<(usize, String)> = r.doubts.into_iter().map(|d| (d.line, d.reason)).collect();
        (s, d)
    };
    let (s, d) = doubts("A. X\n\nnormalny* tekst\n\n* Jeden.\n* Dwa.\n");
    assert_eq!(
        d[1..],
        [(
            6,
            "a second footnote marked *: another note marked alike, or the note before it going on; kept as text of the footnote before it".to_string()
        )]
    );
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(b.footnotes[0].1.text, "Jeden. * Dwa.");
    let (_, d) = doubts("A. X\n\n1. a\n   0. zero\n");
    assert_eq!(
        d,
        [(
            4,
            "list number 0 cannot be a clause here (numbers run 1–26); kept as text".to_string()
        )]
    );
}

#[test]
fn numbers_outside_the_laws_are_not_commentary_items() {
    let (s, _) = segs("A. X\n\nTekst\n99.1. dalej.\n");
    assert!(matches!(s[0].content, Content::Text(_)));
}

#[test]
fn wrapped_lines_that_begin_like_a_list_item_or_section_continue_their_sentence() {
    let text = "68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nA. Definicja\n\nOświadczenie gracza zajmującego\n2. miejsce w turnieju jest deklaracją.\nZobacz punkt\nB. Sędzia zawsze orzeka o tym na stole.\nPatrz litera\n(a) niniejszego przepisu.\n";
    let (s, _) = segs(text);
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(b.sections.len(), 1);
    assert!(b.sections[0].children.is_empty());
    assert_eq!(
        b.sections[0].paras[0].text,
        "Oświadczenie gracza zajmującego 2. miejsce w turnieju jest deklaracją. Zobacz punkt B. Sędzia zawsze orzeka o tym na stole. Patrz litera (a) niniejszego przepisu."
    );
    // After a colon, a list begins.
    let (s, _) = segs("A. X\n\nwówczas:\n1. Jeden.\n2. Dwa.\n");
    let Content::Text(b) = &s[0].content else {
        panic!()
    };
    assert_eq!(markers(&b.sections[0].children), ["1", "2"]);
}

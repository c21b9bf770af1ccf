//! The clean-up stage's unit tests.

use super::*;

#[test]
fn nested_wiki_markup_is_one_piece() {
    let mut r = Report::default();
    let (lines, _) = clean("Tekst {{Navbox|[[Category:Laws]]}} dalej.\n", &mut r);
    assert_eq!(lines[0].text, "Tekst dalej.");
    let got: Vec<(&str, &str)> = r
        .entries
        .iter()
        .map(|e| (e.reason.as_str(), e.text.as_str()))
        .collect();
    assert_eq!(
        got,
        [("wiki template markup", "{{Navbox|[[Category:Laws]]}}")]
    );
}

fn run(text: &str) -> (Vec<Line>, Report) {
    let mut r = Report::default();
    let (l, _) = clean(text, &mut r);
    (l, r)
}

#[test]
fn placeholders_are_removed_and_end_paragraphs() {
    let (lines, r) = run("уступкой.(DC4)\nдалее");
    assert_eq!(lines[0].text, "уступкой.");
    assert!(lines[0].hard_end);
    assert!(!lines[1].hard_end);
    assert_eq!(
        (
            r.entries[0].line,
            r.entries[0].column,
            r.entries[0].text.as_str()
        ),
        (1, 10, "(DC4)")
    );
}

#[test]
fn repeated_one_word_lines_are_index_residue_but_single_ones_stay() {
    let (lines, r) = run("когда\nпретензию\nпретензию\nхочет\nслово\nдальше");
    let kept: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(kept, ["когда", "хочет", "слово", "дальше"]);
    assert_eq!(r.entries.len(), 2);
    assert_eq!(r.entries[1].line, 3);
}

#[test]
fn page_markers_templates_and_white_space_lines_are_reported() {
    let (lines, r) = run("Sjabloon:2007:68\n..page4\n   \nText \u{a0}");
    assert_eq!(lines.len(), 2);
    let reasons: Vec<&str> = r.entries.iter().map(|e| e.reason.as_str()).collect();
    assert_eq!(
        reasons,
        [
            "wiki template name",
            "page marker",
            "line holding only white space",
            "trailing white space"
        ]
    );
    assert_eq!(r.entries[3].text, " \u{a0}");
    assert_eq!(r.entries[3].column, 5);
}

#[test]
fn a_control_character_between_words_keeps_them_apart() {
    let (lines, r) = run("Oświadczenie jest\u{c}deklaracją");
    assert_eq!(lines[0].text, "Oświadczenie jest deklaracją");
    assert_eq!(
        r.entries[0].reason,
        "control character U+000C (a space put in its place)"
    );
}

fn texts(lines: &[Line]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| !l.text.is_empty())
        .map(|l| l.text.as_str())
        .collect()
}

fn reported(r: &Report) -> Vec<(usize, usize, &str, &str)> {
    r.entries
        .iter()
        .map(|e| (e.line, e.column, e.reason.as_str(), e.text.as_str()))
        .collect()
}

#[test]
fn a_title_recurring_away_from_page_edges_stays() {
    // "Definicja" stands twice, neither next to a page break nor with a page's period.
    let mut text = String::from("Definicja\n\nTekst pierwszy.\n");
    for i in 0..4 {
        text.push_str(&format!("Zdanie {i}.\n"));
    }
    text.push_str("Definicja\n\nTekst drugi.\n\u{c}Nagłówek 2\nDalej.\n");
    let (lines, r) = run(&text);
    assert_eq!(
        texts(&lines).iter().filter(|t| **t == "Definicja").count(),
        2
    );
    assert!(!r.entries.iter().any(|e| e.reason == RUNNING));
}

#[test]
fn a_number_alone_is_a_page_number_only_at_a_page_break() {
    let (lines, r) = run("Tekst.\n12\n\u{c}Dalej tekst.\n\n68\nKoniec.");
    assert_eq!(texts(&lines), ["Tekst.", "Dalej tekst.", "68", "Koniec."]);
    assert!(reported(&r).contains(&(2, 1, PAGE_NUMBER, "12")));
    // With a running header between it and the break, it is still one.
    let (lines, r) = run("Nagłówek 1\nTekst.\n\u{c}Nagłówek 2\n\n13\n\nDalej.\n");
    assert_eq!(texts(&lines), ["Tekst.", "Dalej."]);
    assert!(reported(&r).contains(&(5, 1, PAGE_NUMBER, "13")));
}

#[test]
fn navigation_must_be_a_whole_line_of_navigation() {
    for nav in [
        "« Przepis 67 | Przepis 69 »",
        "← Artikel 67   Artikel 69 →",
        "Previous: Law 67  Next: Law 69",
        "Предыдущее правило | Следующее правило",
        "EN: Law 68",
        "EN | FR | DE | PL",
        "English version",
        "Do góry",
        "Naar boven",
        "Наверх",
        "Back to top",
        "^ top",
        "Home | Contact | Privacy",
        "Strona główna | Kontakt | Regulamin",
        "© 2017 PZBS",
        "Wszelkie prawa zastrzeżone",
    ] {
        assert!(navigation_line(nav).is_some(), "{nav:?} is navigation");
    }
    for text in [
        "Contents",
        "Contents of the board are checked by the Director.",
        "EN of meer slagen worden afgestaan.",
        "LAW 68:",
        "Przepis 68",
        "Wynik 3 | 1 zapisuje się w protokole.",
        "top",
        "do góry nogami odwrócona karta",
        "12/40",
        "Law 68 – Claim or Concession of Tricks",
    ] {
        assert_eq!(navigation_line(text), None, "{text:?} is text");
    }
}

#[test]
fn a_contents_word_without_entries_after_it_is_text() {
    let (lines, r) = run("Inhoud\n\nDe inhoud van het bord telt.\n");
    assert_eq!(texts(&lines), ["Inhoud", "De inhoud van het bord telt."]);
    assert!(r.entries.is_empty());
    let (lines, r) = run("Tekst.\nA. Definicja ........ 12\nDalej.");
    assert_eq!(texts(&lines), ["Tekst.", "Dalej."]);
    assert_eq!(reported(&r), [(2, 1, CONTENTS, "A. Definicja ........ 12")]);
}

#[test]
fn glued_labels_leave_the_heading_with_raw_columns() {
    let (lines, r) = run(
        "\u{7}Przepis 68[edytuj]\nПравило 68[править]\nA. Claim by declarer¶\nLaw 68 – Claim or Concession [edit]",
    );
    assert_eq!(
        texts(&lines),
        [
            "Przepis 68",
            "Правило 68",
            "A. Claim by declarer",
            "Law 68 – Claim or Concession"
        ]
    );
    let got: Vec<_> = reported(&r).into_iter().filter(|e| e.2 == GLUED).collect();
    assert_eq!(
        got,
        [
            (1, 12, GLUED, "[edytuj]"),
            (2, 11, GLUED, "[править]"),
            (3, 21, GLUED, "¶"),
            (4, 30, GLUED, "[edit]"),
        ]
    );
    // A pilcrow after a sentence-length line is not a heading's label.
    let long = "To jest bardzo długie zdanie, które ma znacznie więcej niż czternaście słów i kończy się znakiem akapitu na końcu ¶";
    let (lines, _) = run(long);
    assert_eq!(texts(&lines), [long]);
}

#[test]
fn wiki_link_labels_stay_and_templates_alone_are_evidence() {
    let mut r = Report::default();
    let (lines, templates) = clean(
        "{{Przepis|2007|nr=68}}\nzob. [[Przepis 16|przepisu 16]] oraz [[Przepis 70]] {{Uwaga}}.",
        &mut r,
    );
    assert_eq!(texts(&lines), ["zob. przepisu 16 oraz Przepis 70."]);
    assert_eq!(templates.len(), 1);
    assert_eq!(templates[0].parts, ["2007", "68"]);
    assert_eq!(
        reported(&r),
        [
            (1, 1, "wiki template markup", "{{Przepis|2007|nr=68}}"),
            (2, 6, "wiki link markup", "[[Przepis 16|"),
            (2, 30, "wiki link markup", "]]"),
            (2, 38, "wiki link markup", "[["),
            (2, 50, "wiki link markup", "]]"),
            (2, 53, "wiki template markup", "{{Uwaga}}"),
        ]
    );
}

#[test]
fn field_codes_need_their_capitals_and_switches() {
    let (lines, r) = run(r#"Tekst XE "zrzeczenie" dalej. Słowo toc i xe "a" zostają."#);
    assert_eq!(
        texts(&lines),
        [r#"Tekst dalej. Słowo toc i xe "a" zostają."#]
    );
    assert_eq!(reported(&r), [(1, 7, FIELD_CODE, r#"XE "zrzeczenie""#)]);
}

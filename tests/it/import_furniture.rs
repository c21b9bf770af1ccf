//! Page furniture and line-end hyphens under attack (issue 16: F6, F11, F12) and in a book
//! (issue 15): law headings that recur with a page's period or begin pages stay law headings;
//! a running header naming the law stays furniture; a paragraph's last line at the foot of two
//! pages stays text; form feeds and chains of hyphenated lines give the right text (their time
//! is measured by the scaling script, never here); chapter headings and a closing paragraph
//! after a list.

use crate::common;

use common::{clause_ids, clause_text, documents, e, fixture, residue, try_import};
use lawref::corpus::model::{Edition, Lang};
use lawref::import::{Flags, Imported};

fn flags(law: Option<u8>) -> Flags {
    Flags {
        lang: Some(Lang("en".into())),
        edition: Some(Edition("2017".into())),
        law,
        ..Flags::default()
    }
}

fn import(name: &str, text: &str, flags: &Flags) -> Imported {
    try_import(name, text.as_bytes(), flags).unwrap_or_else(|e| panic!("{name}: {e}"))
}

const HEADING: &str = "law heading (Law 70; its title goes to the front matter)";
const FORM_FEED: &str = "control character U+000C";
const HYPHEN: &str = "hyphen at a line break (the word is joined)";
const RUNNING: &str = "running header or footer";

#[test]
fn f6_law_headings_every_page_length_of_lines_are_four_laws_not_running_headers() {
    // LAW 67 … LAW 70 stand every 12 to 14 lines, as do their "A. General" and "B. Procedure"
    // and some list items: a page's period, but each reads as structure. With --law, as an
    // error once advised, the four laws are four laws; the flag is overridden and said so.
    let text = String::from_utf8(fixture("attack/import-running-header-laws.txt")).unwrap();
    let imp = import("import-running-header-laws.txt", &text, &flags(Some(67)));
    let paths: Vec<&str> = imp.files.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        paths,
        [
            "translations/en/2017/67.md",
            "translations/en/2017/68.md",
            "translations/en/2017/69.md",
            "translations/en/2017/70.md"
        ]
    );
    let docs = documents(&imp);
    let ids: Vec<Vec<String>> = docs.iter().map(clause_ids).collect();
    assert_eq!(
        ids,
        [
            vec!["67A", "67B", "67B1", "67B2"],
            vec!["68A", "68B", "68B1", "68B2", "68B3", "68B4"],
            vec!["69A", "69B", "69B1", "69B2", "69B3"],
            vec!["70A", "70B", "70B1", "70B2"],
        ]
    );
    let titles: Vec<&str> = docs
        .iter()
        .map(|d| d.meta.title.as_deref().unwrap())
        .collect();
    assert_eq!(
        titles,
        [
            "Defective Trick",
            "Claim or Concession of Tricks",
            "Agreed Claim or Concession",
            "Contested Claim or Concession"
        ]
    );
    assert_eq!(
        clause_text(&docs[1], "68B2"),
        ["An agreed claim stands unless a player shows it could not be made."]
    );
    let heading = |n: u8| format!("law heading (Law {n}; its title goes to the front matter)");
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "The Laws of Duplicate Bridge 2017"
            ),
            e(3, 1, &heading(67), "LAW 67"),
            e(15, 1, &heading(68), "LAW 68"),
            e(29, 1, &heading(69), "LAW 69"),
            e(42, 1, &heading(70), "LAW 70"),
        ]
    );
    let overridden: Vec<&str> = imp
        .report
        .decisions
        .iter()
        .filter(|d| d.ends_with("--law 67 overridden"))
        .map(String::as_str)
        .collect();
    assert_eq!(
        overridden,
        [
            "law 68: law heading \"LAW 68\", line 15; --law 67 overridden",
            "law 69: law heading \"LAW 69\", line 29; --law 67 overridden",
            "law 70: law heading \"LAW 70\", line 42; --law 67 overridden"
        ]
    );
}

/// A PDF-to-text export where each law begins a page: `\f` + a bare `LAW n`, its title on the
/// next line; on the law's further pages, a running header naming it (`Law n`).
fn laws_on_their_own_pages() -> String {
    let mut s = String::new();
    for (n, title) in [
        (67, "DEFECTIVE TRICK"),
        (68, "CLAIMS"),
        (69, "AGREED CLAIM"),
    ] {
        s.push_str(&format!(
            "\u{c}LAW {n}\n{title}\n\nA. General\n\nThe director rules on the claim.\n\n{}\n\n",
            n * 2
        ));
        s.push_str(&format!(
            "\u{c}Law {n}\n\nB. Procedure\n\nThe claim stands when the players agree.\n\n{}\n\n",
            n * 2 + 1
        ));
    }
    s
}

#[test]
fn law_headings_that_begin_pages_stay_and_a_header_naming_the_law_goes() {
    let text = laws_on_their_own_pages();
    let imp = import("own-pages.txt", &text, &flags(None));
    let docs = documents(&imp);
    let ids: Vec<Vec<String>> = docs.iter().map(clause_ids).collect();
    assert_eq!(
        ids,
        [vec!["67A", "67B"], vec!["68A", "68B"], vec!["69A", "69B"]]
    );
    let got: Vec<(usize, String, String)> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r != FORM_FEED)
        .map(|(l, _, r, t)| (l, r, t))
        .collect();
    let heading = |n: u8| format!("law heading (Law {n}; its title goes to the front matter)");
    let line = |l: usize, r: &str, t: &str| (l, r.to_string(), t.to_string());
    assert_eq!(
        got,
        [
            line(1, &heading(67), "LAW 67"),
            line(8, "page number", "134"),
            line(10, RUNNING, "Law 67"),
            line(16, "page number", "135"),
            line(18, &heading(68), "LAW 68"),
            line(25, "page number", "136"),
            line(27, RUNNING, "Law 68"),
            line(33, "page number", "137"),
            line(35, &heading(69), "LAW 69"),
            line(42, "page number", "138"),
            line(44, RUNNING, "Law 69"),
            line(50, "page number", "139"),
        ]
    );
}

#[test]
fn a_paragraphs_last_line_at_the_foot_of_pages_stays_text() {
    // "karta." ends a paragraph at the foot of three pages: a sentence's end, never a footer.
    let mut text = String::from("Law 70 – Contested Claim\n\nA. General\n\n");
    let which = ["first", "second", "third"];
    for (page, w) in which.iter().enumerate() {
        text.push_str(&format!(
            "The director rules on the {w} claim when the players disagree about the\nkarta.\n\n{}\n\n\u{c}Laws of Duplicate Bridge 2017\n\n",
            page + 1
        ));
    }
    text.push_str("The end.\n");
    let imp = import("foot.txt", &text, &flags(None));
    let d = &documents(&imp)[0];
    let para = |w: &str| {
        format!("The director rules on the {w} claim when the players disagree about the karta.")
    };
    assert_eq!(
        clause_text(d, "70A"),
        [
            para("first"),
            para("second"),
            para("third"),
            "The end.".into()
        ]
    );
    assert!(!residue(&imp).iter().any(|(_, _, _, t)| t == "karta."));
}

/// The text of the attack's generator (`patho.py`): a law with `body` after its heading.
fn patho(body: &str) -> String {
    format!(
        "The Laws of Duplicate Bridge 2017\n\nLaw 70: Contested Claim or Concession\n\nA. General Objective\n\n{body}"
    )
}

#[test]
fn f11_many_form_feeds_break_no_paragraph_and_are_each_reported() {
    let text = patho(&format!(
        "In ruling on a contested claim the director decides.\n{}The end of the law.\n",
        "\u{c}\n".repeat(5)
    ));
    let imp = import("ff.txt", &text, &flags(Some(70)));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "70A"),
        [
            "In ruling on a contested claim the director decides.",
            "The end of the law."
        ]
    );
    let mut want = vec![
        e(
            1,
            1,
            "the edition's name (an edition marker)",
            "The Laws of Duplicate Bridge 2017",
        ),
        e(3, 1, HEADING, "Law 70:"),
    ];
    want.extend((8..=12).map(|l| e(l, 1, FORM_FEED, "\u{c}")));
    assert_eq!(residue(&imp), want);
}

#[test]
fn f12_a_chain_of_hyphenated_lines_is_one_word_each_hyphen_at_its_place() {
    let text = patho(&format!("start {}end.\n", "ab-\n".repeat(4)));
    let imp = import("hyph.txt", &text, &flags(Some(70)));
    let d = &documents(&imp)[0];
    assert_eq!(clause_text(d, "70A"), ["start ababababend."]);
    let hyphens: Vec<_> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == HYPHEN)
        .collect();
    assert_eq!(
        hyphens,
        [
            e(7, 9, HYPHEN, "-"),
            e(8, 3, HYPHEN, "-"),
            e(9, 3, HYPHEN, "-"),
            e(10, 3, HYPHEN, "-")
        ]
    );
    // A word written with its hyphen elsewhere keeps it at a break, however long the chain
    // before it; a run of letters longer than any word is not looked up, and is joined.
    let long = "ab".repeat(35);
    let text = patho(&format!(
        "Barwy biało-czerwone.\nBarwy biało-\nczerwone i {long}-\nczerwone.\n"
    ));
    let imp = import("hyph2.txt", &text, &flags(Some(70)));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "70A"),
        [format!(
            "Barwy biało-czerwone. Barwy biało-czerwone i {long}czerwone."
        )]
    );
}

#[test]
fn chapter_headings_between_laws_are_reported_not_law_text() {
    let text = "Przepis 16 – Informacja\n\nA. Zasady\n\nGracz nie wykorzystuje informacji.\n\nROZDZIAŁ III\nLICYTACJA\n\nPrzepis 17 – Okres licytacji\n\nA. Początek\n\nLicytacja zaczyna się od pierwszej odzywki.\n\nCHAPTER IV – THE PLAY\n\nPrzepis 18 – Odzywki\n\nA. Forma\n\nOdzywka jest formą wypowiedzi.\n";
    let flags = Flags {
        lang: Some(Lang("pl".into())),
        edition: Some(Edition("2017".into())),
        ..Flags::default()
    };
    let imp = import("chapters.txt", text, &flags);
    let docs = documents(&imp);
    assert_eq!(
        clause_text(&docs[0], "16A"),
        ["Gracz nie wykorzystuje informacji."]
    );
    assert_eq!(
        clause_text(&docs[1], "17A"),
        ["Licytacja zaczyna się od pierwszej odzywki."]
    );
    let chapter = "chapter heading (a division of the book above its laws)";
    let got: Vec<_> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == chapter)
        .collect();
    assert_eq!(
        got,
        [
            e(7, 1, chapter, "ROZDZIAŁ III"),
            e(8, 1, chapter, "LICYTACJA"),
            e(16, 1, chapter, "CHAPTER IV – THE PLAY")
        ]
    );
    // Inside a law's text, a line naming a chapter with text after it stays.
    let text = "Przepis 16 – Informacja\n\nA. Zasady\n\nRozdział 3\nopisuje licytację.\n";
    let imp = import("in-text.txt", text, &flags);
    assert_eq!(
        clause_text(&documents(&imp)[0], "16A"),
        ["Rozdział 3 opisuje licytację."]
    );
}

#[test]
fn an_indented_paragraph_after_the_last_list_item_closes_the_law() {
    // Indented less than the item's text ("1. " puts it at column 4): the law's closing. Lined
    // up with the item's text: the item's second paragraph.
    let text = "Law 70 – Contested Claim\n\nA. General\n\n1. The director rules.\n2. The claim stands.\n\n  This closes the law.\n";
    let imp = import("closing.txt", text, &flags(None));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["70A", "70A1", "70A2", "closing"]);
    assert_eq!(clause_text(d, "70A2"), ["The claim stands."]);
    let text = "Law 70 – Contested Claim\n\nA. General\n\n1. The director rules.\n2. The claim stands.\n\n   It stands at once.\n";
    let imp = import("item.txt", text, &flags(None));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["70A", "70A1", "70A2"]);
    assert_eq!(
        clause_text(d, "70A2"),
        ["The claim stands.", "It stands at once."]
    );
}

#[test]
fn a_word_broken_at_a_pages_foot_is_joined_after_the_next_pages_header() {
    let text = "Law 70 – Contested Claim\n\nA. General\n\nThe director rules on the claim when the players disa-\n\n12\n\n\u{c}Laws of Duplicate Bridge 2017\n\ngree about the tricks.\n\n13\n\n\u{c}Laws of Duplicate Bridge 2017\n\nThe end.\n";
    let imp = import("page-foot.txt", text, &flags(None));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "70A"),
        [
            "The director rules on the claim when the players disagree about the tricks.",
            "The end."
        ]
    );
    let got: Vec<_> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r != FORM_FEED)
        .collect();
    assert_eq!(
        got,
        [
            e(1, 1, HEADING, "Law 70 –"),
            e(5, 54, HYPHEN, "-"),
            e(7, 1, "page number", "12"),
            e(9, 2, RUNNING, "Laws of Duplicate Bridge 2017"),
            e(13, 1, "page number", "13"),
            e(15, 2, RUNNING, "Laws of Duplicate Bridge 2017"),
        ]
    );
}

#[test]
fn a_line_of_text_said_twice_at_two_page_feet_stays_text() {
    // Laws 68 and 69 open with the same sentence, and its first line ends a page both times:
    // as long as the text's lines, on two page edges only, it is no running footer. Laws 70
    // and 71 end a page with the same short line broken with a hyphen: text going on.
    let filler = "The players may agree a claim and the director rules on it when they do\nnot, and the opponents may object to the claim before the round ends and\nthe director is called at once by any player at the table who wants it.\n";
    let long = "Every claim is made by a statement of the line of play the claimer means";
    let short = "A claim is made by the clai-";
    let mut text = String::from("Laws of Duplicate Bridge 2017\n\n");
    for (law, page) in [(68, 3), (69, 5), (70, 7), (71, 9)] {
        let (foot, top) = if law < 70 {
            (long, "to follow, and the claim stands.")
        } else {
            (short, "mer, and the claim stands.")
        };
        text.push_str(&format!(
            "Law {law} – Title {law}\n\nA. General\n\n{filler}\n{filler}\n{foot}\n\n{page}\n\n\u{c}Laws of Duplicate Bridge 2017\n\n{top}\n\n{}\n\n\u{c}Laws of Duplicate Bridge 2017\n\n",
            page + 1
        ));
    }
    let imp = import("twice.txt", &text, &flags(None));
    let docs = documents(&imp);
    let filler = filler.replace('\n', " ").trim_end().to_string();
    for (d, law) in docs.iter().zip([68, 69, 70, 71]) {
        let last = if law < 70 {
            format!("{long} to follow, and the claim stands.")
        } else {
            "A claim is made by the claimer, and the claim stands.".to_string()
        };
        assert_eq!(
            clause_text(d, &format!("{law}A")),
            [filler.clone(), filler.clone(), last]
        );
    }
    // Every page's header, and the document's first line, which reads the same.
    let running: Vec<String> = residue(&imp)
        .into_iter()
        .filter(|(_, _, r, _)| r == RUNNING)
        .map(|(_, _, _, t)| t)
        .collect();
    assert_eq!(
        running,
        vec!["Laws of Duplicate Bridge 2017".to_string(); 9]
    );
}

/// Law headings on one line between rules (a site's navigation bar): a link with its title
/// ("LAW 68 Claims") is reported once, not again as the title of another heading on that line,
/// which the title after the last heading is ("Claim or Concession of Tricks", taken into the
/// front matter). The titles once found by the heading's line alone gave the link the other
/// heading's title, so the report held "Claims" twice, a word the input has once (found by the
/// fuzz harness, `tests/fuzz/found/import/navigation-headings-on-one-line`).
#[test]
fn law_headings_on_one_line_each_keep_their_own_title() {
    let text = "Law 68 ════════ LAW 68 Claims ════════ Law 68 ════════ Claim or Concession of Tricks\n\n\
                A. Claim Defined\n\n\
                Any statement to the effect that a contestant will win a specific number of tricks is a claim.\n";
    let imp = import("bar.txt", text, &flags(None));
    common::assert_accounted("bar.txt", text, &imp);
    let docs = common::documents(&imp);
    assert_eq!(
        docs[0].meta.title.as_deref(),
        Some("Claim or Concession of Tricks")
    );
    let rule = "a rule line (a run of one character; box-drawing characters misread)";
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "site navigation: a link to Law 68", "Law 68"),
            e(1, 8, rule, "════════"),
            e(1, 17, "site navigation: a link to Law 68", "LAW 68 Claims"),
            e(1, 31, rule, "════════"),
            e(
                1,
                40,
                "law heading (Law 68; its title goes to the front matter)",
                "Law 68"
            ),
            e(1, 47, rule, "════════"),
        ]
    );
}

/// A link to the next law at a page's end, its title on the line after it ("LAW 70" then
/// "Contested Claim or Concession"), is site navigation, and both lines are reported: the title
/// line was taken into the heading and lost with it (found by the fuzz harness,
/// `tests/fuzz/found/import/navigation-title-on-its-own-line`).
#[test]
fn a_navigation_links_title_on_its_own_line_is_reported_with_it() {
    let text = "LAW 69\nAgreed Claim or Concession\n\nA. General\n\n\
                The director may award a trick to the opponents.\n\n\
                LAW 70\nContested Claim or Concession\n";
    let imp = import("nav.txt", text, &flags(None));
    common::assert_accounted("nav.txt", text, &imp);
    let paths: Vec<&str> = imp.files.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(paths, ["translations/en/2017/69.md"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 69; its title goes to the front matter)",
                "LAW 69"
            ),
            e(8, 1, "site navigation: a link to Law 70", "LAW 70"),
            e(
                9,
                1,
                "site navigation: the title of the link to Law 70",
                "Contested Claim or Concession"
            ),
        ]
    );
    // The same link before the law, as a site's "previous law" link.
    let text = "LAW 68\nClaim or Concession of Tricks\n\nLAW 69\nAgreed Claim or Concession\n\n\
                A. General\n\nThe director may award a trick to the opponents.\n";
    let imp = import("nav-before.txt", text, &flags(None));
    common::assert_accounted("nav-before.txt", text, &imp);
    assert_eq!(
        residue(&imp)[..2],
        [
            e(1, 1, "site navigation: a link to Law 68", "LAW 68"),
            e(
                2,
                1,
                "site navigation: the title of the link to Law 68",
                "Claim or Concession of Tricks"
            ),
        ]
    );
}

/// A word hyphenated over a line of site navigation ("opeising Èg-", "c-", then a navigation
/// line with a control-character placeholder in it, then "opeisen"): import takes the line out
/// whole, its placeholder and the rest as two entries, and joins the word across it; the word
/// count that proves nothing lost or invented (`assert_accounted`) once took such a line for
/// text, not "taken out whole", and joined the word with its first word (found by the fuzz
/// harness: `tests/fuzz/found/import/hyphen-across-a-navigation-line-with-a-placeholder`,
/// whose first two bytes are the harness's flags: Swedish, 2017, commentary, Law 13).
#[test]
fn a_word_hyphenated_across_a_navigation_line_with_a_placeholder_is_accounted() {
    let imp =
        swedish_commentary_fuzz_input("hyphen-across-a-navigation-line-with-a-placeholder", 13);
    let nav: Vec<(usize, usize, String)> = residue(&imp)
        .into_iter()
        .filter(|(line, ..)| *line == 15)
        .map(|(line, col, reason, _)| (line, col, reason))
        .collect();
    assert_eq!(
        nav,
        [
            (15, 1, "site navigation: links".to_string()),
            (15, 30, "control-character placeholder".to_string())
        ]
    );
}

/// A word hyphenated at a line's end ("… claim van c-") whose end is the first word of a later
/// line ("g\u{C}™™™™™™™™g", its control character, rule and last "g" taken out) is joined by
/// import ("cg"); the word count that proves nothing lost or invented (`assert_accounted`) once
/// took that line for one "taken out whole", as what was left of it ("g") read the same as the
/// piece cut out of it, and joined the word with a line further down (found by the fuzz
/// harness: `tests/fuzz/found/import/hyphen-joined-to-a-line-whose-rest-reads-as-a-piece`,
/// Swedish, 2017, commentary, Law 15, read as x-mac-cyrillic).
#[test]
fn a_hyphen_joined_to_a_line_whose_rest_reads_as_a_piece_is_accounted() {
    let imp =
        swedish_commentary_fuzz_input("hyphen-joined-to-a-line-whose-rest-reads-as-a-piece", 15);
    let around: Vec<(usize, usize, String)> = residue(&imp)
        .into_iter()
        .filter(|(line, col, ..)| (*line == 514 && *col > 250) || *line == 517)
        .map(|(line, col, _, text)| (line, col, text))
        .collect();
    assert_eq!(
        around,
        [
            (
                514,
                261,
                "l slagen zal maken, geldt als een claim van cg".to_string()
            ),
            (514, 306, "-".to_string()),
            (517, 2, "\u{c}".to_string()),
            (517, 3, "™™™™™™™™".to_string()),
            (517, 11, "g".to_string()),
        ]
    );
}

/// Imports `tests/fuzz/found/import/<name>` as the fuzz harness does with its first two bytes
/// 0xae and a law byte (`--lang sv --edition 2017 --kind commentary --law <law>`), and checks
/// that every word is accounted for (`assert_accounted`).
fn swedish_commentary_fuzz_input(name: &str, law: u8) -> Imported {
    let bytes = fixture(&format!("../fuzz/found/import/{name}"));
    assert_eq!(bytes[0], 0xae, "{name}: the harness's flags byte");
    assert_eq!(1 + bytes[1] % 93, law, "{name}: the harness's law byte");
    let doc = &bytes[2..];
    let flags = Flags {
        lang: Some(Lang("sv".into())),
        edition: Some(Edition("2017".into())),
        kind: Some(lawref::corpus::model::Kind::Commentary),
        law: Some(law),
        ..Flags::default()
    };
    let imp = try_import("fuzz.txt", doc, &flags).unwrap();
    let text = lawref::import::decode::decode("fuzz.txt", doc, None)
        .unwrap()
        .text;
    common::assert_accounted("fuzz.txt", &text, &imp);
    imp
}

/// A commentary's paragraph before its first law heading, indented (a foreword the page sets
/// in), is reported at its own column: it was reported at column 1, so the report's entry was not
/// the input's text where it said (found by the fuzz harness,
/// `tests/fuzz/found/import/commentary-intro-paragraph-indented-before-the-first-law-heading`).
#[test]
fn a_commentarys_indented_paragraph_before_its_first_law_is_reported_at_its_column() {
    let text = "  1. Responsabilité de l'application des Lois\n\nLAW 12\n\n12.1. The Director may award an adjusted score.\n";
    let f = Flags {
        kind: Some(lawref::corpus::model::Kind::Commentary),
        edition: Some(Edition("2017".into())),
        ..Flags::default()
    };
    let imp = import("intro.txt", text, &f);
    common::assert_accounted("intro.txt", text, &imp);
    assert_eq!(
        residue(&imp)[0],
        e(
            1,
            3,
            "text before the first law heading",
            "1. Responsabilité de l'application des Lois"
        )
    );
}

//! The reference grammar as a table: each row a sentence as the Laws write it in pl, nl, ru or
//! en, the clause it stands in, and the references it must yield, in citation form (`~` marks a
//! relative one, `?` a suspect one with no target, `!` an ambiguous letter), or none.

use lawref::corpus::model::{ClauseId, Lang};
use lawref::xref::{LetterScheme, parse_text};

/// (language, clause the text stands in, text, expected `matched=target` strings).
const TABLE: &[(&str, &str, &str, &[&str])] = &[
    // Polish: every case of "przepis".
    ("pl", "68B", "zastosowanie ma przepis 16C.", &["16C=16C"]),
    ("pl", "68B", "w myśl przepisu 70D3 gracz", &["70D3=70D3"]),
    ("pl", "68B", "zgodnie z przepisem 64A2", &["64A2=64A2"]),
    (
        "pl",
        "68B",
        "jak w przepisie 12C1(e)(ii)",
        &["12C1(e)(ii)=12C1(e)(ii)"],
    ),
    ("pl", "68B", "przepisowi 40 podlega", &["40=40"]),
    (
        "pl",
        "68B",
        "mogą mieć zastosowanie przepisy 16 i 57A.",
        &["16=16", "57A=57A"],
    ),
    (
        "pl",
        "68B",
        "sprzeczne z treścią przepisów 70 i 71",
        &["70=70", "71=71"],
    ),
    (
        "pl",
        "68B",
        "zgodnie z przepisami 69, 70 oraz 71",
        &["69=69", "70=70", "71=71"],
    ),
    (
        "pl",
        "68B",
        "podlega przepisom 45E/58B",
        &["45E=45E", "58B=58B"],
    ),
    (
        "pl",
        "68B",
        "o których mowa w przepisach 9–16",
        &[
            "9–16=9",
            "9–16=10",
            "9–16=11",
            "9–16=12",
            "9–16=13",
            "9–16=14",
            "9–16=15",
            "9–16=16",
        ],
    ),
    ("pl", "68B", "(ale patrz przepis 16 C).", &["16 C=16C"]),
    (
        "pl",
        "68B",
        "stosuje się przepis 70.A. i kolejne",
        &["70.A.=70A"],
    ),
    ("pl", "68B", "zob. przepis 16d, gdy", &["16d=16D"]),
    (
        "pl",
        "68B",
        "przepis 68D2(b)(i) stanowi",
        &["68D2(b)(i)=68D2(b)(i)"],
    ),
    ("pl", "68B", "przepis 43B2b zakazuje", &["43B2b=43B2(b)"]),
    ("pl", "68B", "przepis 16B1(a) mówi", &["16B1(a)=16B1(a)"]),
    (
        "pl",
        "68B",
        "przepisy 16A1&2 dotyczą",
        &["16A1=16A1", "2=16A2"],
    ),
    (
        "pl",
        "68B",
        "przepis 16 (Nieuprawnione informacje) i 73C",
        &["16=16", "73C=73C"],
    ),
    (
        "pl",
        "68B",
        "mogą mieć zastosowanie przepisy 1657A.",
        &["1657A?"],
    ),
    (
        "pl",
        "68B",
        "Niezależnie od punktu B1, jeżeli",
        &["B1~68B1"],
    ),
    (
        "pl",
        "68D2",
        "postępuje jak w punkcie (a) powyżej.",
        &["(a)~68D2(a)"],
    ),
    ("pl", "68B", "Niezależnie od punktu 1 powyżej", &["1~68B1"]),
    ("pl", "68B", "stosuje się punkt C", &["C~68C"]),
    // Ranges: an em dash is a dash; a range no list of laws can be is suspect, not cut short.
    ("pl", "68B", "w przepisach 15—16", &["15—16=15", "15—16=16"]),
    ("pl", "68B", "w przepisach 16–9", &["16–9?"]),
    ("en", "68B", "see Laws 1-1000", &["1-1000?"]),
    // Relative lists: each target of the list.
    (
        "pl",
        "68D2",
        "zgodnie z punktami B1 i B2",
        &["B1~68B1", "B2~68B2"],
    ),
    ("pl", "68D2", "w myśl punktów C i D", &["C~68C", "D~68D"]),
    ("en", "68D2", "(see C and D)", &["C~68C", "D~68D"]),
    ("en", "68D2", "(see B1, B2)", &["B1~68B1", "B2~68B2"]),
    (
        "pl",
        "68D2",
        "jak w punktach (a) i (b) powyżej",
        &["(a)~68D2(a)", "(b)~68D2(b)"],
    ),
    (
        "nl",
        "68D2",
        "zie B1 en B2 hierboven",
        &["B1~68B1", "B2~68B2"],
    ),
    (
        "en",
        "68D2",
        "as in B1 and B2 following",
        &["B1~68B1", "B2~68B2"],
    ),
    (
        "pl",
        "68B",
        "stosuje się przepis 54, a nie niniejszy przepis).",
        &["54=54"],
    ),
    (
        "pl",
        "68B",
        "w myśl niniejszych przepisów - roszczenie",
        &[],
    ),
    (
        "pl",
        "68B",
        "Międzynarodowe Przepisy Brydżowe 2007 roku",
        &[],
    ),
    ("pl", "68B", "przepisy 2007 roku", &[]),
    (
        "pl",
        "68B",
        "PRZEPIS 68 - ROSZCZENIE LUB ZRZECZENIE SIĘ LEW",
        &[],
    ),
    ("pl", "68B", "zob. komentarz 68.1 na stronie 12", &[]),
    ("pl", "68B", "rozgrywający ma asa, króla i 10 pik", &[]),
    // Dutch.
    (
        "nl",
        "68B",
        "is niet dit artikel maar artikel 54 van toepassing",
        &["54=54"],
    ),
    (
        "nl",
        "68B",
        "zie de artikelen 16 en 50",
        &["16=16", "50=50"],
    ),
    ("nl", "68B", "volgens art. 68 is", &["68=68"]),
    (
        "nl",
        "68B",
        "zie artikel 70D3 en 69",
        &["70D3=70D3", "69=69"],
    ),
    ("nl", "68B", "zie artikel 16 D", &["16 D=16D"]),
    (
        "nl",
        "68C",
        "dan zijn, ongeacht B1 hierboven, geen",
        &["B1~68B1"],
    ),
    ("nl", "68B", "zoals in lid 2 bepaald", &["2~68B2"]),
    ("nl", "68B", "(zie D)", &["D~68D"]),
    ("nl", "68B", "dit artikel geldt niet", &[]),
    (
        "nl",
        "68B",
        "Spelregels voor Wedstrijdbridge 2007, pagina 68",
        &[],
    ),
    // Russian: every case of "Правило".
    (
        "ru",
        "68B",
        "согласно Правилу 67В2, считается",
        &["67В2=67B2!"],
    ),
    ("ru", "68B", "см. Правило 16А2 (например", &["16А2=16A2"]),
    ("ru", "68B", "в соответствии с Правилом 79Γ", &["79Γ=79C"]),
    ("ru", "68B", "требования Правила 14В", &["14В=14B!"]),
    ("ru", "68B", "предусмотрено в Правиле 70", &["70=70"]),
    (
        "ru",
        "68B",
        "согласно Правилам 69 и 71",
        &["69=69", "71=71"],
    ),
    (
        "ru",
        "68B",
        "в соответствии с Правилами 16 или 50",
        &["16=16", "50=50"],
    ),
    (
        "ru",
        "68B",
        "ни одно из Правил 12C1(e)(ii)",
        &["12C1(e)(ii)=12C1(e)(ii)"],
    ),
    (
        "ru",
        "68B",
        "как указано в Правилах 9–11",
        &["9–11=9", "9–11=10", "9–11=11"],
    ),
    ("ru", "68B", "по Правилу 16Б", &["16Б=16B"]),
    ("ru", "68B", "см. пункт С выше", &["С~68C!"]),
    ("ru", "68B", "настоящее Правило не применяется", &[]),
    ("ru", "68B", "Международные Правила 2007 года", &[]),
    // English.
    (
        "en",
        "68B",
        "see Law 68D2(b)(i) and 43B2b",
        &["68D2(b)(i)=68D2(b)(i)", "43B2b=43B2(b)"],
    ),
    (
        "en",
        "68B",
        "Laws 69, 70, and 71 apply",
        &["69=69", "70=70", "71=71"],
    ),
    ("en", "68B", "a breach of L64A2 occurs", &["64A2=64A2"]),
    ("en", "68B", "under § 16 the Director", &["16=16"]),
    ("en", "68B", "under §40 the Director", &["40=40"]),
    (
        "en",
        "68B",
        "Law 12C1(a) and (b)",
        &["12C1(a)=12C1(a)", "(b)=12C1(b)"],
    ),
    (
        "en",
        "68B",
        "Law 16 (Unauthorised Information) and 73C",
        &["16=16", "73C=73C"],
    ),
    ("en", "68B", "Law 16 – Unauthorised Information", &[]),
    ("en", "68B", "the Director applies this Law", &[]),
    ("en", "68B", "as in B1 following, the claim", &["B1~68B1"]),
    ("en", "68D", "(see B) the play continues", &["B~68B"]),
    ("en", "68B", "the 2007 Laws, page 93", &[]),
    ("en", "68B", "see commentary 68.1", &[]),
    ("en", "68B", "Law 94 does not exist", &["94=94"]),
    // Added by the audit of issue 4's forms: each form in each language where it occurs.
    (
        "pl",
        "68D2",
        "postępuje jak w (a) powyżej.",
        &["(a)~68D2(a)"],
    ),
    ("pl", "68B", "patrz przepis 79Γ", &["79Γ=79C"]),
    ("pl", "68B", "wyjaśnienie ze strony 12 i 13", &[]),
    (
        "nl",
        "68B",
        "zie de artikelen 9–11",
        &["9–11=9", "9–11=10", "9–11=11"],
    ),
    ("nl", "68B", "zie artikel 16A1&2", &["16A1=16A1", "2=16A2"]),
    (
        "nl",
        "68B",
        "de leider heeft aas, heer en 10 in schoppen",
        &[],
    ),
    ("nl", "68B", "zie toelichting 68.1", &[]),
    (
        "nl",
        "68B",
        "zie artikelen 45E/58B",
        &["45E=45E", "58B=58B"],
    ),
    ("nl", "68B", "zie de artikelen 1657A", &["1657A?"]),
    ("ru", "68B", "у разыгрывающего туз, король и 10 пик", &[]),
    ("ru", "68B", "см. комментарий 68.1 на стр. 12", &[]),
    ("ru", "68B", "по Правилам 45E/58B", &["45E=45E", "58B=58B"]),
    ("ru", "68B", "применяются Правила 1657А", &["1657А?"]),
    ("ru", "68D2", "как в (а) выше", &["(а)~68D2(a)"]),
    (
        "ru",
        "68B",
        "Правило 16 (Неправомерная информация) и 73C",
        &["16=16", "73C=73C"],
    ),
    ("en", "68B", "(see D)", &["D~68D"]),
    ("en", "68D2", "proceeds as in (a) above", &["(a)~68D2(a)"]),
    ("en", "68B", "Laws 16A1&2 apply", &["16A1=16A1", "2=16A2"]),
    ("en", "68B", "see Laws 45E/58B", &["45E=45E", "58B=58B"]),
    (
        "en",
        "68B",
        "Laws 9–16 govern",
        &[
            "9–16=9",
            "9–16=10",
            "9–16=11",
            "9–16=12",
            "9–16=13",
            "9–16=14",
            "9–16=15",
            "9–16=16",
        ],
    ),
    // A letter written apart is read only before punctuation ("Law 16 A player" is no 16A).
    (
        "en",
        "68B",
        "(see Law 16 C), Law 70.A. applies",
        &["16 C=16C", "70.A.=70A"],
    ),
    (
        "en",
        "68B",
        "see Law 16d or Law 16B1(a)",
        &["16d=16D", "16B1(a)=16B1(a)"],
    ),
    ("en", "68B", "Law 16 and Law 50 apply", &["16=16", "50=50"]),
    ("en", "68B", "Laws 1657A apply", &["1657A?"]),
    (
        "en",
        "68B",
        "declarer holds the ace, king and 10 of spades",
        &[],
    ),
    ("en", "68B", "see Law 68, page 12", &["68=68"]),
    ("en", "68B", "the Laws 2017 say so", &[]),
    (
        "en",
        "68B",
        "the Director applies this Law and Law 70",
        &["70=70"],
    ),
];

fn show(lang: &str, scheme: LetterScheme, here: &str, text: &str) -> Vec<String> {
    let here: ClauseId = here.parse().unwrap();
    parse_text(&Lang(lang.into()), scheme, &here, text)
        .into_iter()
        .map(|r| {
            let bang = if r.ambiguous { "!" } else { "" };
            match (r.target, r.suspect, r.relative) {
                (_, true, _) => format!("{}?", r.text),
                (Some(t), _, true) => format!("{}~{t}{bang}", r.text),
                (Some(t), _, false) => format!("{}={t}{bang}", r.text),
                (None, _, _) => format!("{}: no target", r.text),
            }
        })
        .collect()
}

#[test]
fn every_row_of_the_table_yields_its_references() {
    assert!(TABLE.len() >= 60, "the table has {} rows", TABLE.len());
    let mut failures = Vec::new();
    for (lang, here, text, want) in TABLE {
        let got = show(lang, LetterScheme::Unknown, here, text);
        if got != *want {
            failures.push(format!(
                "{lang} {here} {text:?}: got {got:?}, want {want:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn the_letter_scheme_decides_what_a_cyrillic_letter_means() {
    let text = "согласно Правилу 68В2 и пункту В1";
    assert_eq!(
        show("ru", LetterScheme::Alphabet, "68A", text),
        ["68В2=68C2", "В1~68C1"]
    );
    assert_eq!(
        show("ru", LetterScheme::LookAlike, "68A", text),
        ["68В2=68B2", "В1~68B1"]
    );
    assert_eq!(
        show("ru", LetterScheme::Unknown, "68A", text),
        ["68В2=68B2!", "В1~68B1!"]
    );
    // Б and Γ have one reading only; А is A under both.
    assert_eq!(
        show(
            "ru",
            LetterScheme::Unknown,
            "68A",
            "Правило 16Б и 79Γ и 16А"
        ),
        ["16Б=16B", "79Γ=79C", "16А=16A"]
    );
    // A letter only alphabet order has (Г) tells the text's scheme: its В is then C.
    assert_eq!(
        show(
            "ru",
            LetterScheme::Unknown,
            "68A",
            "Правило 68В2 и Правило 68Г"
        ),
        ["68В2=68C2", "68Г=68D"]
    );
}

use crate::common;

use lawref::corpus::model::{Corpus, Edition, Letters};
use lawref::import::Flags;
use lawref::xref::link;

/// Imports a Russian test document, checks its front matter's `letters`, and returns the targets
/// of its references as the corpus would link them.
fn imported_targets(name: &str, letters: Letters) -> Vec<String> {
    let flags = Flags {
        edition: Some(Edition("2007".into())),
        ..Flags::default()
    };
    let rel = format!("import/xref/{name}");
    let imp = common::import(&rel, &flags);
    let input = String::from_utf8(common::fixture(&rel)).unwrap();
    common::assert_accounted(name, &input, &imp);
    let docs = common::documents(&imp);
    assert_eq!(docs[0].meta.letters, Some(letters), "{name}");
    let corpus = Corpus {
        root: common::root(),
        editions: lawref::corpus::load::load_manifests(&common::root()).unwrap(),
        documents: docs,
        annotations: Vec::new(),
        situations: Vec::new(),
        work: Vec::new(),
    };
    link(&corpus)
        .refs
        .iter()
        .map(|r| match &r.from {
            lawref::corpus::model::Owner::Clause(c) => format!("in {c}: {}", r.target),
            other => format!("in {other:?}: {}", r.target),
        })
        .collect()
}

#[test]
fn a_document_lettered_in_alphabet_order_reads_its_cyrillic_references_so() {
    assert_eq!(
        imported_targets("ru-68-alphabet-cites.txt", Letters::Alphabet),
        ["in 68A: 68C2"]
    );
    assert_eq!(
        imported_targets("ru-68-lookalike-cites.txt", Letters::LookAlike),
        ["in 68A: 68B2", "in 68B2: 68B1"]
    );
}

/// Greek letters likewise: Β is B under both readings; Ζ is Z as a look-alike and G in the
/// Greek enumeration (Α Β Γ Δ Ε ΣΤ Ζ: ΣΤ is the sixth, so Ζ the seventh); Η is H under both
/// (the eighth, after ΣΤ); Δ (no Latin look-alike) tells that the text letters in alphabet
/// order. (Until ΣΤ was counted, this test read Η as G, the seventh of the alphabet without
/// ΣΤ: wrong for the Greek Laws, which letter their sixth section ΣΤ — laws.hellasbridge.org.)
#[test]
fn greek_letters_are_read_by_the_letter_scheme_too() {
    let text = "согласно Правилу 68Ζ и Правилу 79Β и Правилу 20Η";
    assert_eq!(
        show("ru", LetterScheme::Alphabet, "68A", text),
        ["68Ζ=68G", "79Β=79B", "20Η=20H"]
    );
    assert_eq!(
        show("ru", LetterScheme::LookAlike, "68A", text),
        ["68Ζ=68Z", "79Β=79B", "20Η=20H"]
    );
    assert_eq!(
        show("ru", LetterScheme::Unknown, "68A", text),
        ["68Ζ=68Z!", "79Β=79B", "20Η=20H"]
    );
    assert_eq!(
        show(
            "ru",
            LetterScheme::Unknown,
            "68A",
            "Правило 68Ζ и Правило 16Δ"
        ),
        ["68Ζ=68G", "16Δ=16D"]
    );
}

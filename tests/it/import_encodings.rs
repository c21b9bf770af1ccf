//! Raw documents in the encodings the Laws' languages were published in: UTF-8 with and without
//! a byte-order mark, UTF-16 LE/BE with one, Windows-1250 and ISO-8859-2 (Polish), Windows-1251
//! and KOI8-R (Russian), Windows-1252 (Dutch); CRLF and CR line ends. Each fixture under
//! tests/fixtures/import/encodings/ holds the real bytes of one small law text; every one must
//! read to the same letters as its UTF-8 original, and say how its encoding was decided.

use crate::common;

use lawref::corpus::model::{Body, Document, Edition, Kind};
use lawref::import::{Flags, decode::encoding_for_label};

use common::{assert_accounted, clause_ids, documents, e, fixture, import, residue, try_import};

/// The UTF-8 original of a fixture's text (the words every encoding of it must read to).
fn original(lang: &str) -> String {
    let rel = match lang {
        "pl" => "import/encodings/pl-70.utf8.txt",
        "ru" => "import/encodings/ru-68.koi8-r.txt",
        _ => "import/encodings/nl-68.utf8-cr.txt",
    };
    let bytes = fixture(rel);
    match lang {
        "ru" => encoding_rs::KOI8_R
            .decode_without_bom_handling(&bytes)
            .0
            .into_owned(),
        _ => String::from_utf8(bytes).unwrap().replace('\r', "\n"),
    }
}

/// The text of a clause (its own paragraphs, joined), by citation id.
fn clause_text(d: &Document, id: &str) -> String {
    let Body::Text(t) = d.body() else { panic!() };
    let c = t
        .all_clauses()
        .into_iter()
        .find(|c| c.id.to_string() == id)
        .unwrap_or_else(|| panic!("{id} not in {}", d.path));
    c.paragraphs
        .iter()
        .map(|p| p.plain_text())
        .collect::<Vec<_>>()
        .join("\n")
}

fn clause_title(d: &Document, id: &str) -> Option<String> {
    let Body::Text(t) = d.body() else { panic!() };
    t.all_clauses()
        .into_iter()
        .find(|c| c.id.to_string() == id)
        .and_then(|c| c.title.clone())
}

/// The corpus file without its `source:` and `source_sha256:` lines (which name the fixture
/// and its bytes).
fn without_source(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("source: ") && !l.starts_with("source_sha256: "))
        .collect::<Vec<_>>()
        .join("\n")
}

const PL: [&str; 6] = ["70A", "70B", "70B1", "70B2", "70B3", "70C"];
const RU_NL: [&str; 5] = ["68A", "68B", "68B1", "68B2", "68C"];

#[test]
fn every_encoding_reads_to_the_same_law_and_says_how_it_was_decided() {
    let cases: [(&str, &str, &str); 12] = [
        ("pl-70.utf8.txt", "pl", "UTF-8"),
        ("pl-70.utf8-bom-crlf.txt", "pl", "UTF-8 with BOM"),
        ("pl-70.utf16le.txt", "pl", "UTF-16LE with BOM"),
        ("pl-70.utf16be.txt", "pl", "UTF-16BE with BOM"),
        ("pl-70.windows-1250.txt", "pl", "windows-1250 (detected)"),
        (
            "pl-70.windows-1250-crlf.txt",
            "pl",
            "windows-1250 (detected)",
        ),
        ("pl-70.iso-8859-2.txt", "pl", "ISO-8859-2 (detected)"),
        ("ru-68.windows-1251.txt", "ru", "windows-1251 (detected)"),
        ("ru-68.koi8-r.txt", "ru", "KOI8-R (detected)"),
        ("ru-68.koi8-r-cr.txt", "ru", "KOI8-R (detected)"),
        ("nl-68.windows-1252.txt", "nl", "windows-1252 (detected)"),
        ("nl-68.utf8-cr.txt", "nl", "UTF-8"),
    ];
    let mut first_of: std::collections::HashMap<&str, String> = Default::default();
    for (file, lang, encoding) in cases {
        let imp = import(&format!("import/encodings/{file}"), &Flags::default());
        assert_eq!(imp.report.encoding, encoding, "{file}");
        let docs = documents(&imp);
        let [d] = docs.as_slice() else {
            panic!("{file}: {} documents", docs.len())
        };
        let (law, edition, ids, heading): (u8, &str, &[&str], &str) = match lang {
            // ISO-8859-2 has no en dash: that copy writes a hyphen.
            "pl" if file.contains("iso-8859-2") => (70, "2017", &PL, "Przepis 70 -"),
            "pl" => (70, "2017", &PL, "Przepis 70 –"),
            "ru" => (68, "2007", &RU_NL, "Правило 68."),
            _ => (68, "2007", &RU_NL, "ARTIKEL 68"),
        };
        assert_eq!(
            (
                d.meta.lang.0.as_str(),
                d.meta.edition.0.as_str(),
                d.meta.law,
                d.meta.kind
            ),
            (lang, edition, law, Kind::Text),
            "{file}"
        );
        assert_eq!(clause_ids(d), ids, "{file}");
        assert_eq!(
            residue(&imp),
            [e(
                1,
                1,
                &format!("law heading (Law {law}; its title goes to the front matter)"),
                heading
            )],
            "{file}"
        );
        // Every word of the text as decoded (ISO-8859-2 has no en dash: a hyphen there).
        let bytes = fixture(&format!("import/encodings/{file}"));
        let decoded = lawref::import::decode::decode(file, &bytes, None)
            .unwrap()
            .text;
        assert_accounted(file, &decoded, &imp);
        // Every encoding of one text makes the same corpus file, but for the source it names.
        let made = without_source(&imp.files[0].1);
        match first_of.get(lang) {
            Some(first) => assert_eq!(&made, first, "{file}"),
            None => {
                first_of.insert(lang, made);
            }
        }
    }
}

#[test]
fn polish_letters_survive_both_polish_code_pages() {
    for file in [
        "pl-70.windows-1250.txt",
        "pl-70.iso-8859-2.txt",
        "pl-70.utf16be.txt",
    ] {
        let imp = import(&format!("import/encodings/{file}"), &Flags::default());
        let d = &documents(&imp)[0];
        assert_eq!(
            d.meta.title.as_deref(),
            Some("Sporna deklaracja lub zrzeczenie")
        );
        assert_eq!(
            clause_text(d, "70B3"),
            "Śledząc przebieg rozgrywki, sędzia może nakazać graczom, aby pozostałe karty położyli odsłonięte na stole.",
            "{file}"
        );
        assert_eq!(
            clause_title(d, "70C").as_deref(),
            Some("NIEŚCIĄGNIĘTY ATUT"),
            "{file}"
        );
        assert!(
            clause_text(d, "70C").ends_with(
                "Sędzia nie uwzględnia później zgłoszonych, źle przemyślanych propozycji."
            ),
            "{file}"
        );
    }
}

#[test]
fn russian_letters_survive_koi8_r_and_windows_1251() {
    for file in [
        "ru-68.koi8-r.txt",
        "ru-68.windows-1251.txt",
        "ru-68.koi8-r-cr.txt",
    ] {
        let imp = import(&format!("import/encodings/{file}"), &Flags::default());
        let d = &documents(&imp)[0];
        assert_eq!(
            d.meta.title.as_deref(),
            Some("ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК")
        );
        assert_eq!(
            clause_text(d, "68B2"),
            "Если защитник уступает взятки, а его партнёр немедленно возражает, уступки не происходит; всё же может возникнуть нелегальная информация.",
            "{file}"
        );
        assert_eq!(
            clause_title(d, "68A").as_deref(),
            Some("Определение претензии")
        );
    }
}

#[test]
fn dutch_letters_and_quotes_survive_windows_1252() {
    let imp = import("import/encodings/nl-68.windows-1252.txt", &Flags::default());
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_text(d, "68B2"),
        "Als een tegenspeler één of meer slagen wil afstaan en zijn partner maakt daartegen onmiddellijk bezwaar, dan zijn geen slagen afgestaan."
    );
    assert!(
        clause_text(d, "68C").contains(
            "gespeeld zullen worden – de „toelichting” – waarmee de eiser meent de opgeëiste slagen te maken."
        )
    );
}

#[test]
fn encoding_flag_overrides_detection_and_is_reported() {
    for (file, label, said) in [
        (
            "pl-70.windows-1250.txt",
            "windows-1250",
            "windows-1250 (--encoding)",
        ),
        ("pl-70.iso-8859-2.txt", "latin2", "ISO-8859-2 (--encoding)"),
        ("ru-68.koi8-r.txt", "koi8-r", "KOI8-R (--encoding)"),
        (
            "nl-68.windows-1252.txt",
            "iso-8859-1",
            "windows-1252 (--encoding)",
        ),
        // A byte-order mark wins over the flag, and the report says so.
        (
            "pl-70.utf8-bom-crlf.txt",
            "windows-1250",
            "UTF-8 with BOM (the byte-order mark overrides --encoding windows-1250)",
        ),
    ] {
        let flags = Flags {
            encoding: Some(encoding_for_label(label).unwrap()),
            ..Flags::default()
        };
        let imp = import(&format!("import/encodings/{file}"), &flags);
        assert_eq!(imp.report.encoding, said, "{file}");
        let bytes = fixture(&format!("import/encodings/{file}"));
        let decoded = lawref::import::decode::decode(file, &bytes, flags.encoding)
            .unwrap()
            .text;
        assert_accounted(file, &decoded, &imp);
    }
}

#[test]
fn bytes_the_given_encoding_cannot_read_are_an_error_at_their_line_and_column() {
    let flags = |label: &str| Flags {
        encoding: Some(encoding_for_label(label).unwrap()),
        ..Flags::default()
    };
    let cp1250 = fixture("import/encodings/pl-70.windows-1250.txt");
    // "Przepis 70 – …": the dash is 0x96 in Windows-1250, not UTF-8.
    let err = try_import("pl-70.windows-1250.txt", &cp1250, &flags("utf-8")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "pl-70.windows-1250.txt:1:12: byte 0x96 is not valid UTF-8 (the encoding --encoding gave)"
    );
    // Read as ISO-8859-2 (which has no dash), Windows-1250's dash 0x96 is a control character.
    let err = try_import("pl-70.windows-1250.txt", &cp1250, &flags("iso-8859-2")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "pl-70.windows-1250.txt:1:12: byte 0x96 is a control character, not a letter, in ISO-8859-2 (the encoding --encoding gave)"
    );
    // UTF-16 with an odd trailing byte: the lone byte, after the last line end.
    let mut utf16 = fixture("import/encodings/pl-70.utf16le.txt");
    utf16.push(b'x');
    let lines = original("pl").matches('\n').count();
    let err = try_import("pl-70.utf16le.txt", &utf16, &Flags::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "pl-70.utf16le.txt:{}:1: byte 0x78 is not valid UTF-16LE, though the file begins with its byte-order mark",
            lines + 1
        )
    );
}

#[test]
fn edition_and_law_flags_place_a_legacy_text_that_does_not_say_them() {
    // The Polish text without its law heading, in ISO-8859-2: the flags place it.
    let text = original("pl").split_once("\n\n").unwrap().1.to_string();
    let (bytes, _, _) = encoding_rs::ISO_8859_2.encode(&text);
    let flags = Flags {
        law: Some(70),
        edition: Some(Edition("2017".into())),
        ..Flags::default()
    };
    let imp = try_import("bez-naglowka.txt", &bytes, &flags).unwrap();
    assert_eq!(imp.report.encoding, "ISO-8859-2 (detected)");
    assert_eq!(imp.files[0].0, "translations/pl/2017/70.md");
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d)[1..], PL[1..]);
    assert_accounted("bez-naglowka.txt", &text, &imp);
}

#[test]
fn a_wrong_encoding_flag_is_obeyed_but_said_and_strict_refuses_it() {
    let bytes = common::fixture("import/encodings/pl-70.windows-1250.txt");
    let flags = Flags {
        encoding: Some(encoding_for_label("koi8-r").unwrap()),
        edition: Some(Edition("2017".into())),
        lang: Some(lawref::Lang("pl".into())),
        ..Flags::default()
    };
    let imp = common::try_import("pl-70.windows-1250.txt", &bytes, &flags).unwrap();
    assert!(
        imp.report.encoding.starts_with("KOI8-R (--encoding; ")
            && imp
                .report
                .encoding
                .ends_with(" characters read implausibly in it: check the flag)"),
        "{}",
        imp.report.encoding
    );
    assert_eq!(
        imp.report.doubts[0].reason,
        "the document reads implausibly in the encoding --encoding gave"
    );
    let strict = Flags {
        strict: true,
        ..flags
    };
    let err = common::try_import("pl-70.windows-1250.txt", &bytes, &strict)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("pl-70.windows-1250.txt:3:6: the document reads implausibly in the encoding --encoding gave: \"A. OgСlny cel\""),
        "{err}"
    );
}

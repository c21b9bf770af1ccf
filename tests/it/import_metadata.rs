//! Metadata of imported documents: the language from the words, the law from headings in each
//! language's style, the edition from a marker line, the title, the clause ids only one edition's
//! text has, or `--edition`; every decision with its evidence in the report.

use crate::common;

use lawref::Edition;
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{Kind, Lang};
use lawref::import::{CorpusClauses, Flags, Imported, import_document_with};

use common::{assert_accounted, clause_ids, documents, e, residue, root};

const LAW_HEADING_68: &str = "law heading (Law 68; its title goes to the front matter)";
const LAW_HEADING_70: &str = "law heading (Law 70; its title goes to the front matter)";

fn input(name: &str) -> String {
    String::from_utf8(common::fixture(&format!("import/metadata/{name}"))).unwrap()
}

/// Imports a fixture against the repository's manifests and the clause ids of its corpus.
fn try_import(name: &str, flags: &Flags) -> lawref::Result<Imported> {
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    import_document_with(name, input(name).as_bytes(), &manifests, &clauses, flags)
}

/// Imports a fixture, checks that no word was lost or invented, and returns it.
fn import(name: &str, flags: &Flags) -> Imported {
    let imp = try_import(name, flags).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_accounted(name, &input(name), &imp);
    imp
}

fn flags() -> Flags {
    Flags::default()
}

fn edition(e: &str) -> Flags {
    Flags {
        edition: Some(Edition(e.into())),
        ..Flags::default()
    }
}

/// (path, law, edition, lang, kind, title) of each file made.
fn meta(imp: &Imported) -> Vec<(String, u8, String, String, Kind, Option<String>)> {
    documents(imp)
        .into_iter()
        .map(|d| {
            (
                d.path.clone(),
                d.meta.law,
                d.meta.edition.0.clone(),
                d.meta.lang.0.clone(),
                d.meta.kind,
                d.meta.title.clone(),
            )
        })
        .collect()
}

fn m(
    path: &str,
    law: u8,
    ed: &str,
    lang: &str,
    title: Option<&str>,
) -> (String, u8, String, String, Kind, Option<String>) {
    (
        path.into(),
        law,
        ed.into(),
        lang.into(),
        Kind::Text,
        title.map(str::to_string),
    )
}

fn ids(imp: &Imported) -> Vec<String> {
    clause_ids(&documents(imp)[0])
}

fn err(name: &str, flags: &Flags) -> String {
    match try_import(name, flags) {
        Ok(_) => panic!("{name} imported"),
        Err(e) => format!("{e} | {}", help(&e)),
    }
}

fn help(e: &lawref::Error) -> String {
    match e {
        lawref::Error::Undecided { help, .. } => help.clone(),
        other => format!("not undecided: {other:?}"),
    }
}

#[test]
fn english_law_heading_in_capitals_and_the_2017_clause_ids_decide() {
    let imp = import("en_law68_2017.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m(
            "translations/en/2017/68.md",
            68,
            "2017",
            "en",
            Some("CLAIM OR CONCESSION OF TRICKS")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language en: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2017: clause 68D1 is not in 2007's Law 68 (translations/nl/2007/68.md, translations/pl/2007/68.md), and 2017's (translations/pl/2017/68.md) has all of the document's clauses",
            "law 68: law heading \"LAW 68\", line 1",
        ]
    );
    assert_eq!(
        ids(&imp),
        [
            "opening",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68D1",
            "68D2",
            "68D2(a)",
            "68D2(b)",
            "68D2(b)(i)",
            "68D2(b)(ii)"
        ]
    );
    assert_eq!(residue(&imp), [e(1, 1, LAW_HEADING_68, "LAW 68")]);
}

#[test]
fn a_text_both_editions_fit_needs_edition_and_gets_it_from_the_flag() {
    // Law 68's English title is the same in 2007 and 2017, and sections A–D without D1 fit both.
    assert_eq!(
        err("en_law68_2007.txt", &flags()),
        "en_law68_2007.txt: the text does not say its edition | pass --edition"
    );
    let imp = import("en_law68_2007.txt", &edition("2007"));
    assert_eq!(
        meta(&imp),
        [m(
            "translations/en/2007/68.md",
            68,
            "2007",
            "en",
            Some("Claim or Concession of Tricks")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language en: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2007: from --edition (the text does not say it)",
            "law 68: law heading \"Law 68 -\", line 1",
        ]
    );
    assert_eq!(
        ids(&imp),
        ["opening", "68A", "68B", "68B1", "68B2", "68C", "68D"]
    );
    assert_eq!(residue(&imp), [e(1, 1, LAW_HEADING_68, "Law 68 -")]);
}

#[test]
fn a_line_naming_the_edition_decides_and_overrides_the_flag() {
    let imp = import("en_law70_marker.txt", &edition("2007"));
    assert_eq!(
        meta(&imp),
        [m(
            "translations/en/2017/70.md",
            70,
            "2017",
            "en",
            Some("Contested Claim or Concession")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language en: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2017: the edition's name \"The Laws of Duplicate Bridge 2017\", line 1; --edition 2007 overridden",
            "law 70: law heading \"Law 70:\", line 3",
        ]
    );
    assert_eq!(ids(&imp), ["70A", "70B", "70B1", "70B2"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "The Laws of Duplicate Bridge 2017"
            ),
            e(3, 1, LAW_HEADING_70, "Law 70:"),
        ]
    );
}

#[test]
fn a_document_too_short_to_tell_its_language_needs_lang() {
    assert_eq!(
        err("en_short.txt", &flags()),
        "en_short.txt: cannot tell the document's language from its words: the words do not tell it reliably | pass --lang (pl, nl, ru, en …)"
    );
    let f = Flags {
        lang: Some(Lang("en".into())),
        edition: Some(Edition("2017".into())),
        ..Flags::default()
    };
    let imp = import("en_short.txt", &f);
    assert_eq!(
        imp.report.decisions,
        [
            "language en: from --lang (the words do not tell it reliably)",
            "kind text: no commentary item numbers",
            "edition 2017: from --edition (the text does not say it)",
            "law 68: law heading \"Law 68:\", line 1",
        ]
    );
}

#[test]
fn a_paragraph_in_another_language_is_outvoted_and_named() {
    let imp = import("en_mixed.txt", &edition("2017"));
    assert_eq!(
        imp.report.decisions,
        [
            "language en: detected from the words (whatlang, confidence 1.00); the paragraph at line 13 reads as pl, outvoted",
            "kind text: sections or numbered clauses",
            "edition 2017: from --edition (the text does not say it)",
            "law 70: law heading \"LAW 70 —\", line 1",
        ]
    );
    assert_eq!(
        meta(&imp),
        [m(
            "translations/en/2017/70.md",
            70,
            "2017",
            "en",
            Some("CONTESTED CLAIM OR CONCESSION")
        )]
    );
    assert_eq!(ids(&imp), ["70A", "70B", "70B1", "70B2", "70B3"]);
    assert_eq!(
        common::doubts(&imp),
        [common::e(
            13,
            1,
            "a paragraph in another language (pl)",
            "Tłumaczenie przygotowała Komisja Sędziowska Polskiego Związku Brydża Sportowego w Warszawie."
        )]
    );
}

#[test]
fn polish_przepis_heading_with_a_dash_and_the_2017_title() {
    let imp = import("pl_przepis_68.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m(
            "translations/pl/2017/68.md",
            68,
            "2017",
            "pl",
            Some("Deklaracja lub zrzeczenie się lew")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language pl: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2017: the title \"Deklaracja lub zrzeczenie się lew\" is Law 68's in laws/2017.yaml",
            "law 68: law heading \"Przepis 68 –\", line 1",
        ]
    );
    assert_eq!(ids(&imp), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(residue(&imp), [e(1, 1, LAW_HEADING_68, "Przepis 68 –")]);
}

#[test]
fn polish_number_and_capitals_heading_with_an_edition_marker() {
    let imp = import("pl_68_marker.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m(
            "translations/pl/2007/68.md",
            68,
            "2007",
            "pl",
            Some("ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language pl: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2007: the edition's name \"Międzynarodowe Prawo Brydżowe 2007\", line 1",
            "law 68: law heading \"68.\", line 3",
        ]
    );
    assert_eq!(ids(&imp), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "Międzynarodowe Prawo Brydżowe 2007"
            ),
            e(3, 1, LAW_HEADING_68, "68."),
        ]
    );
}

#[test]
fn dutch_artikel_heading_with_a_dash_and_the_2007_title() {
    let imp = import("nl_artikel_68.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m(
            "translations/nl/2007/68.md",
            68,
            "2007",
            "nl",
            Some("Opeisen en afstaan van slagen")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language nl: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2007: the title \"Opeisen en afstaan van slagen\" is Law 68's in laws/2007.yaml",
            "law 68: law heading \"Artikel 68 –\", line 1",
        ]
    );
    assert_eq!(ids(&imp), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(residue(&imp), [e(1, 1, LAW_HEADING_68, "Artikel 68 –")]);
}

#[test]
fn a_marker_and_a_title_that_disagree_are_an_error_unless_edition_chooses() {
    assert_eq!(
        err("nl_contradiction.txt", &flags()),
        "nl_contradiction.txt: the text's evidence for its edition disagrees: the edition's name \"Spelregels voor Wedstrijdbridge 2017\", line 1 says 2017; the title \"OPEISEN EN AFSTAAN VAN SLAGEN\" is Law 68's in laws/2007.yaml says 2007 | pass --edition 2007 or --edition 2017 to choose, or correct the document"
    );
    let imp = import("nl_contradiction.txt", &edition("2007"));
    assert_eq!(
        imp.report.decisions[2],
        "edition 2007: from --edition, choosing between evidence that disagrees: the edition's name \"Spelregels voor Wedstrijdbridge 2017\", line 1 says 2017; the title \"OPEISEN EN AFSTAAN VAN SLAGEN\" is Law 68's in laws/2007.yaml says 2007"
    );
    assert_eq!(
        meta(&imp),
        [m(
            "translations/nl/2007/68.md",
            68,
            "2007",
            "nl",
            Some("OPEISEN EN AFSTAAN VAN SLAGEN")
        )]
    );
    assert_eq!(ids(&imp), ["68A", "68B"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "Spelregels voor Wedstrijdbridge 2017"
            ),
            e(3, 1, LAW_HEADING_68, "ARTIKEL 68:"),
        ]
    );
}

#[test]
fn russian_pravilo_in_capitals_without_title_and_an_edition_marker() {
    let imp = import("ru_pravilo_68.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m("translations/ru/2007/68.md", 68, "2007", "ru", None)]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language ru: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2007: the edition's name \"Международные правила спортивного бриджа 2007\", line 1",
            "law 68: law heading \"ПРАВИЛО 68\", line 3",
        ]
    );
    assert_eq!(ids(&imp), ["68A", "68B", "68B1", "68B2"]);
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "the edition's name (an edition marker)",
                "Международные правила спортивного бриджа 2007"
            ),
            e(3, 1, LAW_HEADING_68, "ПРАВИЛО 68"),
        ]
    );
}

#[test]
fn russian_pravilo_with_a_dot_and_the_2007_title_in_lower_case() {
    let imp = import("ru_pravilo_68_title.txt", &flags());
    assert_eq!(
        meta(&imp),
        [m(
            "translations/ru/2007/68.md",
            68,
            "2007",
            "ru",
            Some("Претензия на взятки или уступка взяток")
        )]
    );
    assert_eq!(
        imp.report.decisions,
        [
            "language ru: detected from the words (whatlang, confidence 1.00)",
            "kind text: sections or numbered clauses",
            "edition 2007: the title \"Претензия на взятки или уступка взяток\" is Law 68's in laws/2007.yaml",
            "law 68: law heading \"Правило 68.\", line 1",
        ]
    );
    assert_eq!(ids(&imp), ["68A", "68B"]);
    assert_eq!(residue(&imp), [e(1, 1, LAW_HEADING_68, "Правило 68.")]);
}

#[test]
fn without_the_corpus_import_decides_from_the_manifests_alone() {
    // The 2017 clause ids are no evidence without the corpus: --edition is needed.
    let manifests = load_manifests(&root()).unwrap();
    let e = lawref::import::import_document(
        "en_law68_2017.txt",
        input("en_law68_2017.txt").as_bytes(),
        &manifests,
        &flags(),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "en_law68_2017.txt: the text does not say its edition"
    );
}

#[test]
fn clause_ids_never_override_an_edition_flag_and_absence_is_no_evidence() {
    // The same 2017-shaped English Law 68, declared 2007: a translation may number its clauses
    // differently from the corpus's others, so the flag stands.
    let imp = import("en_law68_2017.txt", &edition("2007"));
    assert_eq!(imp.files[0].0, "translations/en/2007/68.md");
    assert_eq!(
        imp.report.decisions[2],
        "edition 2007: from --edition (the text does not say it)"
    );
    // Law 70 is in the corpus in 2017 only: a clause its text lacks says nothing about 2007.
    let raw = "LAW 70 CONTESTED CLAIM OR CONCESSION\n\nA. General Objective\n\nIn ruling on a contested claim or concession, the Director adjudicates the result of the board as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved against the claimer.\n\nZ. A section no text has\n\nThe Director considers the whole of this section before ruling on the claim.\n";
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    let err =
        import_document_with("t.txt", raw.as_bytes(), &manifests, &clauses, &flags()).unwrap_err();
    assert_eq!(help(&err), "pass --edition");
}

#[test]
fn a_wiki_template_name_alone_gives_the_law_and_the_edition() {
    // No law heading: the template call ({{Spelregels|2017|70}}) or the template page's name
    // (Sjabloon:2007:69) says both.
    for (name, law, ed, template, want) in [
        (
            "nl_template_only.txt",
            70,
            "2017",
            "{{Spelregels|2017|70}}",
            ["70A", "70B"],
        ),
        (
            "nl_sjabloon_only.txt",
            69,
            "2007",
            "Sjabloon:2007:69",
            ["69A", "69B"],
        ),
    ] {
        let imp = import(name, &flags());
        let path = format!("translations/nl/{ed}/{law}.md");
        assert_eq!(meta(&imp), [m(&path, law, ed, "nl", None)], "{name}");
        assert_eq!(
            imp.report.decisions,
            [
                "language nl: detected from the words (whatlang, confidence 1.00)".to_string(),
                "kind text: sections or numbered clauses".to_string(),
                format!("edition {ed}: wiki template name {template:?}, line 1"),
                format!("law {law}: wiki template name {template:?}, line 1"),
            ],
            "{name}"
        );
        assert_eq!(ids(&imp), want, "{name}");
    }
}

//! Import of the real development set (tests/fixtures/real/, copied from
//! ../shared/real-documents/; test input only). Each law-text document's expected result was
//! worked out by reading it: law, edition, language, kind, clause ids, titles, which sentence
//! stands in which clause, residue with its reason and line, references. Flags are passed only
//! for facts the text does not state, and each test says which and why. Every other document
//! (tables of contents, subject indexes, front matter, posts quoting laws) is refused with a
//! message naming its kind.

use crate::common;

use common::{
    assert_accounted, clause_ids, clause_text, documents, doubts, e, refs, residue, root,
};
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{Edition, Kind, Lang};
use lawref::import::{CorpusClauses, Flags, Imported, import_document_with};

fn input(name: &str) -> Vec<u8> {
    std::fs::read(root().join("tests/fixtures/real").join(name)).unwrap()
}

/// Imports a real document against the repository's manifests and corpus.
fn try_import(name: &str, flags: &Flags) -> lawref::Result<Imported> {
    let manifests = load_manifests(&root()).unwrap();
    let clauses = CorpusClauses::from_corpus(&load_corpus(&root()).unwrap());
    import_document_with(name, &input(name), &manifests, &clauses, flags)
}

fn import(name: &str, flags: &Flags) -> Imported {
    let imp = try_import(name, flags).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = String::from_utf8(input(name)).unwrap();
    assert_accounted(name, &text, &imp);
    imp
}

fn flags(law: Option<u8>, edition: Option<&str>) -> Flags {
    Flags {
        law,
        edition: edition.map(|e| Edition(e.into())),
        ..Flags::default()
    }
}

/// (path, law, edition, lang, kind, title) of the one file made.
fn meta(imp: &Imported) -> (String, u8, String, String, Kind, Option<String>) {
    let d = &documents(imp)[0];
    (
        d.path.clone(),
        d.meta.law,
        d.meta.edition.0.clone(),
        d.meta.lang.0.clone(),
        d.meta.kind,
        d.meta.title.clone(),
    )
}

fn section_titles(imp: &Imported) -> Vec<String> {
    let d = &documents(imp)[0];
    d.law_text()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.title.clone().unwrap_or_default())
        .collect()
}

const LAW_HEADING: &str = "its title goes to the front matter)";

/// pzbs.pl 2007, Law 16: "16. TITLE" with pzbs's misspelt link to the English text glued on;
/// items (a)-(d) as paragraphs of their own; "1. (a)" a subsection and its first item. The
/// edition: no line names it, but the title is Law 16's in the 2007 manifest's Polish titles
/// (from the 2007 table of contents) and no other edition lists it: no flag.
#[test]
fn pzbs_2007_law_16_without_flags() {
    let imp = import("pl-2007-16-pzbs.txt", &Flags::default());
    assert_eq!(
        meta(&imp),
        (
            "translations/pl/2007/16.md".into(),
            16,
            "2007".into(),
            "pl".into(),
            Kind::Text,
            Some("LEGALNE I NIELEGALNE INFORMACJE".into())
        )
    );
    assert!(imp.report.decisions.contains(
        &"edition 2007: the title \"LEGALNE I NIELEGALNE INFORMACJE\" is Law 16's in laws/2007.yaml"
            .to_string()
    ));
    // The excerpt stops inside 16B1(b): said.
    assert!(imp.report.decisions.contains(
        &"end: the document ends mid-sentence, its last paragraph (line 25) cut short: \"…czną część graczy o takiej samej sile gr\""
            .to_string()
    ));
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "16A", "16A1", "16A1(a)", "16A1(b)", "16A1(c)", "16A1(d)", "16A2", "16A3", "16A4",
            "16B", "16B1", "16B1(a)", "16B1(b)"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Wykorzystanie informacji",
            "Dodatkowa informacja od partnera"
        ]
    );
    assert_eq!(
        clause_text(d, "16A1(b)"),
        ["jest legalną informacją z wycofanego działania (patrz punkt D), lub"]
    );
    assert!(clause_text(d, "16B1").is_empty());
    assert!(clause_text(d, "16B1(b)")[0].ends_with("o takiej samej sile gr"));
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, &format!("law heading (Law 16; {LAW_HEADING}"), "16."),
            e(1, 37, "link label glued to a heading", "wesja angielska"),
        ]
    );
    assert_eq!(doubts(&imp), []);
    // References (the grammar, as the site reads them).
    assert_eq!(
        refs("pl", &clause_text(d, "16A1(b)")[0]),
        ["D~Relative { section: Some('D'), subsection: None, item: None, subitem: None }"]
    );
    assert_eq!(
        refs("pl", &clause_text(d, "16A1(c)")[0]),
        ["B1~Relative { section: Some('B'), subsection: Some(1), item: None, subitem: None }"]
    );
    assert_eq!(refs("pl", &clause_text(d, "16A1(d)")[0]), ["7B=7B"]);
    assert_eq!(refs("pl", &clause_text(d, "16A4")[0]), ["12C=12C"]);
}

/// pzbs.pl 2007, Law 70: the text names neither its edition nor a title any manifest lists;
/// its words are 2007's ("roszczenie" for a claim, where 2017 says "deklaracja"), which the
/// Polish term base records: weak evidence, but the only evidence, and it decides (no flag).
#[test]
fn pzbs_2007_law_70_edition_by_its_terms() {
    let imp = import("pl-2007-70-pzbs.txt", &Flags::default());
    assert!(imp.report.decisions.contains(
        &"edition 2007: the words: \"roszczenie\" (claim) 13 times is 2007's term in translations/pl/terms.yaml and no other edition's term appears (weak evidence: the text names no edition)".to_string()
    ));
    // Never over a flag: --edition 2017 is obeyed, and the report says what the words said.
    let flagged = import("pl-2007-70-pzbs.txt", &flags(None, Some("2017")));
    assert_eq!(flagged.files[0].0, "translations/pl/2017/70.md");
    assert!(flagged.report.decisions.iter().any(|d| {
        d.starts_with("edition: the words: \"roszczenie\" (claim) 13 times is 2007's term")
            && d.ends_with("it says 2007: --edition 2017 obeyed")
    }));
    assert_eq!(
        meta(&imp),
        (
            "translations/pl/2007/70.md".into(),
            70,
            "2007".into(),
            "pl".into(),
            Kind::Text,
            Some("ROZSTRZYGANIE SPORNEGO ROSZCZENIA LUB ZRZECZENIA".into())
        )
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3", "70D", "70D1",
            "70D2", "70D3"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Wskazania ogólne",
            "Powtórzenie oświadczenia złożonego przy roszczeniu",
            "Nieściągnięty atut",
            "Postępowanie sędziego"
        ]
    );
    assert!(clause_text(d, "70C")[0].starts_with("Gdy w ręce jednego z przeciwników"));
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, &format!("law heading (Law 70; {LAW_HEADING}"), "70."),
            e(1, 54, "link label glued to a heading", "wesja angielska"),
        ]
    );
    assert_eq!(refs("pl", &clause_text(d, "70D3")[0]), ["68D=68D"]);
}

/// pzbs.pl 2017, Law 70: the site's navigation line first; no law heading and no section
/// letters. The first line standing alone is the law's title, not an unlettered section A: the
/// 2017 manifest gives Law 70 that Polish title (which also names the law and edition, so no
/// flag). Sections A-E follow in order, each with its indented list.
#[test]
fn pzbs_2017_law_70_title_is_not_section_a() {
    let imp = import(
        "pl-2017-70-pzbs-DUPLICATE-OF-EXISTING.txt",
        &Flags::default(),
    );
    assert_eq!(
        meta(&imp),
        (
            "translations/pl/2017/70.md".into(),
            70,
            "2017".into(),
            "pl".into(),
            Kind::Text,
            Some("Sporna deklaracja lub zrzeczenie".into())
        )
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3", "70D", "70D1",
            "70D2", "70E", "70E1", "70E2"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Ogólny cel",
            "Powtórzenie oświadczenia",
            "Nieściągnięty atut",
            "Postępowanie sędziego",
            "Sposób gry nieujęty w oświadczeniu"
        ]
    );
    assert_eq!(clause_text(d, "70E2"), ["Organizacja Nadzorująca m"]);
    // The same clause ids as the corpus's own Polish 2017 Law 70 (the same page, made by hand).
    let corpus = load_corpus(&root()).unwrap();
    let own = corpus
        .documents
        .iter()
        .find(|d| d.path == "translations/pl/2017/70.md")
        .unwrap();
    let own_ids = clause_ids(own);
    assert!(clause_ids(d).iter().all(|id| own_ids.contains(id)));
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "site navigation: links",
            "strona tytułowa spis treści indeks ← 69 → 71 EN: Law 70"
        )]
    );
    assert_eq!(doubts(&imp), []);
}

/// A blog's copy of 2017 Law 68, section letters kept, one line per paragraph. The text names
/// no law (`--law 68`); its clause 68D1 is not in the corpus's 2007 texts of Law 68, which
/// decides 2017. "Regardless of B1" cites 68B1.
#[test]
fn a_blogs_law_68_with_its_law_number() {
    let imp = import("en-2017-68-bridgevid.txt", &flags(Some(68), None));
    let (path, law, edition, lang, kind, title) = meta(&imp);
    assert_eq!(
        (
            path.as_str(),
            law,
            edition.as_str(),
            lang.as_str(),
            kind,
            title
        ),
        (
            "translations/en/2017/68.md",
            68,
            "2017",
            "en",
            Kind::Text,
            None
        )
    );
    let d = &documents(&imp)[0];
    assert_eq!(
        clause_ids(d),
        [
            "opening", "68A", "68B", "68B1", "68B2", "68C", "68D", "68D1"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Claim Defined",
            "Concession Defined",
            "Clarification Required",
            "Suspension of Play"
        ]
    );
    assert_eq!(
        clause_text(d, "68D"),
        ["After any claim or concession, play is suspended."]
    );
    assert_eq!(
        clause_text(d, "68D1"),
        ["If the claim or concession is agreed,"]
    );
    assert_eq!(residue(&imp), [e(15, 41, "trailing white space", " ")]);
    assert_eq!(refs("en", &clause_text(d, "68A")[0]), ["54=54"]);
    let b2 = &clause_text(d, "68B2")[0];
    assert!(refs("en", b2).contains(&"16C=16C".to_string()));
}

/// pzbs.pl's English 2017 Law 84: headings without letters, lettered A-D by order after the
/// opening sentence. Neither the law nor the edition is in the text (`--law 84 --edition
/// 2017`, from the page's address).
#[test]
fn pzbs_2017_law_84_unlettered_sections() {
    let imp = import("en-2017-84-pzbs.txt", &flags(Some(84), Some("2017")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/84.md");
    assert_eq!(clause_ids(d), ["opening", "84A", "84B", "84C", "84D"]);
    assert_eq!(
        section_titles(&imp),
        [
            "No Rectification",
            "Law Provides Rectification",
            "Player’s Option",
            "Director’s Option"
        ]
    );
    assert_eq!(residue(&imp), []);
    assert_eq!(refs("en", &clause_text(d, "84D")[0]), ["12=12"]);
}

/// keesboek.com (MediaWiki), 1975 Law 10: the template name gives edition and law; the tagline
/// and the revision line with its protection notice are chrome; "- " bullets are an unnumbered
/// list, each item a paragraph of the law's opening. No flag.
#[test]
fn keesboek_1975_law_10() {
    let imp = import("nl-1975-10-keesboek.txt", &Flags::default());
    let (path, law, edition, lang, _, title) = meta(&imp);
    assert_eq!(
        (path.as_str(), law, edition.as_str(), lang.as_str()),
        ("translations/nl/1975/10.md", 10, "1975", "nl")
    );
    assert_eq!(title.as_deref(), Some("Het opleggen van een straf"));
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(d.law_text().unwrap().preamble.len(), 3);
    let bullet = "list bullet (an unnumbered item: kept as a paragraph of its own)";
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "wiki template name", "Sjabloon:1975:10"),
            e(
                2,
                1,
                "wiki tagline (the site's name)",
                "Uit Spelregels voor tafelarbiters"
            ),
            e(
                3,
                1,
                "wiki revision line",
                "Versie door Kees (overleg | bijdragen) op 22 aug 2019 om 22:51 (Beveiligde \"Sjabloon:1975:10\" ([Bewerken=Alleen beheerders toestaan] (vervalt niet) [Hernoemen=Alleen beheerders toestaan] (vervalt niet)))"
            ),
            e(
                4,
                1,
                &format!("law heading (Law 10; {LAW_HEADING}"),
                "Artikel 10."
            ),
            e(5, 1, bullet, "-"),
            e(6, 1, bullet, "-"),
            e(7, 1, bullet, "-"),
        ]
    );
    assert_eq!(doubts(&imp), []);
    assert_eq!(
        imp.report.decisions[2],
        "edition 1975: wiki template name \"Sjabloon:1975:10\", line 1"
    );
}

/// keesboek.com, 1982 Law 91 (the Dutch laws of 1982: laws/1982.yaml).
#[test]
fn keesboek_1982_law_91() {
    let imp = import("nl-1982-91-keesboek.txt", &Flags::default());
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/nl/1982/91.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("Herstel van fouten in de gang van zaken")
    );
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(
        residue(&imp),
        [
            e(1, 1, "wiki template name", "Sjabloon:1982:91"),
            e(
                3,
                1,
                "wiki tagline (the site's name)",
                "Uit Spelregels voor tafelarbiters"
            ),
            e(
                5,
                1,
                &format!("law heading (Law 91; {LAW_HEADING}"),
                "Artikel 91."
            ),
        ]
    );
}

/// keesboek.com's one-section templates (2017 18A, 1A, 87A): the page holds that section's
/// text with no heading of its own; the template name says which. Old-revision chrome (the
/// revision line, the older/newer navigation) is reported. No flag.
#[test]
fn keesboek_2017_section_templates() {
    for (name, path, id, first) in [
        (
            "nl-2017-18A-keesboek.txt",
            "translations/nl/2017/18.md",
            "18A",
            "Een bod duidt een aantal trekken aan",
        ),
        (
            "nl-2017-1A-keesboek.txt",
            "translations/nl/2017/01.md",
            "1A",
            "Wedstrijdbridge wordt gespeeld met een spel van 52 kaarten",
        ),
        (
            "nl-2017-87A-keesboek.txt",
            "translations/nl/2017/87.md",
            "87A",
            "Een bord wordt als onklaar beschouwd",
        ),
    ] {
        let imp = import(name, &Flags::default());
        let d = &documents(&imp)[0];
        assert_eq!(d.path, path);
        assert_eq!(clause_ids(d), [id]);
        assert!(clause_text(d, id)[0].starts_with(first), "{name}");
        let mut want = vec![
            e(1, 1, "wiki template name", &format!("Sjabloon:2017:{id}")),
            e(
                3,
                1,
                "wiki tagline (the site's name)",
                "Uit Spelregels voor tafelarbiters",
            ),
        ];
        if name != "nl-2017-18A-keesboek.txt" {
            let time = if id == "1A" { "18:00" } else { "12:08" };
            want.push(e(
                4,
                1,
                "wiki revision line",
                &format!("Versie door Kees (overleg | bijdragen) op 2 sep 2019 om {time}"),
            ));
            want.push(e(
                5,
                1,
                "site navigation: links",
                "(wijz) ← Oudere versie | Huidige versie (wijz) | Nieuwere versie → (wijz)",
            ));
        }
        assert_eq!(residue(&imp), want, "{name}");
    }
}

/// An e-library page (biblioteka.org.ua): its header, the page list, a rule of `=` and box-drawing
/// characters misread as `њ`; the heading "Правило 24.Показ …" runs into its title. The edition
/// is not in the text (`--edition 1987`); the language is too few words for whatlang, and the
/// script decides.
#[test]
fn an_elibrary_page_of_1987_law_24() {
    let imp = import(
        "ru-1987-24-biblioteka-org-ua-p6.txt",
        &flags(None, Some("1987")),
    );
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/ru/1987/24.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("Показ карты или ход в ходе торговли")
    );
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(
        d.law_text().unwrap().preamble[0].plain_text(),
        "Когда судья опр"
    );
    let got = residue(&imp);
    let header = "page header (site chrome before the law text)";
    assert_eq!(got[0], e(1, 1, header, "Электронная библиотека"));
    assert_eq!(got[5], e(6, 7, header, "Бах Ричард. Мост через вечность -"));
    assert!(
        got[6..17]
            .iter()
            .all(|x| x.2 == "site navigation: page list")
    );
    assert_eq!(got[17].1, 1);
    assert_eq!(
        got[18],
        e(
            18,
            12,
            &format!("law heading (Law 24; {LAW_HEADING}"),
            "Правило 24."
        )
    );
    assert_eq!(got[19].1, 59);
    assert_eq!(got.len(), 20);
}

/// Two renderings of one e-library page of the 1987 commentary: with chrome and double spacing,
/// and without. Both give the same commentary (`--edition 1987`: the book is the commentary on
/// the 1987 Laws, which the page does not say).
#[test]
fn two_renderings_of_one_commentary_page_give_one_file() {
    let a = import(
        "ru-1987comm-70-modernlib-read24.txt",
        &flags(None, Some("1987")),
    );
    let b = import(
        "ru-1987comm-70-modernlib-read24-variant2.txt",
        &flags(None, Some("1987")),
    );
    assert_eq!(a.files[0].0, "translations/ru/1987/70.commentary.md");
    // The facts of each rendering itself: its name, its bytes, and the lines its doubts are on.
    let strip = |t: &str| {
        t.lines()
            .filter(|l| {
                !l.starts_with("source:")
                    && !l.starts_with("source_sha256:")
                    && !l.starts_with("- line: ")
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    // The excerpts are cut at different places: the same file up to the last paragraph, whose
    // shorter cut is the start of the longer.
    let (sa, sb) = (strip(&a.files[0].1), strip(&b.files[0].1));
    let (head_a, last_a) = sa.rsplit_once('\n').unwrap();
    let (head_b, last_b) = sb.rsplit_once('\n').unwrap();
    assert_eq!(head_a, head_b);
    assert!(last_b.starts_with(last_a));
    // The page begins inside item 70.1 (its first line ends a sentence begun on the page
    // before): that text is 70.1's end, not the law's introduction.
    assert_eq!(
        clause_ids_of_commentary(&a),
        ["70.1", "70.2", "70.3", "70.4", "70.5"]
    );
    assert!(a.report.decisions.contains(
        &"commentary item 70.1: the text before item 70.2 (line 22) is its end: the page begins inside it".to_string()
    ));
    assert_eq!(
        doubts(&b)[0].2,
        "the document begins mid-sentence, inside commentary item 70.1"
    );
    assert_eq!(
        residue(&a)[..5],
        [
            e(
                1,
                1,
                "page header (site chrome before the law text)",
                "Современная электронная библиотека ModernLib.Net"
            ),
            e(
                3,
                1,
                "page header (site chrome before the law text)",
                "Все о Бридже"
            ),
            e(
                5,
                1,
                "site navigation: breadcrumb",
                "ModernLib.Net / Спорт / Неизвестен Автор / Все о Бридже - Чтение (стр. 24)"
            ),
            e(
                6,
                1,
                "book page metadata (site chrome)",
                "Автор: Неизвестен Автор"
            ),
            e(7, 1, "book page metadata (site chrome)", "Жанр: Спорт"),
        ]
    );
    assert!(a.report.decisions[0].starts_with("line spacing: a blank line after every line"));
}

fn clause_ids_of_commentary(imp: &Imported) -> Vec<String> {
    imp.files[0]
        .1
        .lines()
        .filter_map(|l| l.strip_prefix("## "))
        .map(str::to_string)
        .collect()
}

/// Every document of the development set that is not a law's text is refused, naming its kind.
#[test]
fn documents_that_are_not_law_text_are_refused_naming_their_kind() {
    let kinds = [
        (
            "INDEX-ru-1987-subject-index-books-online-p44.txt",
            "a subject index",
        ),
        (
            "INDEX-ru-1987-subject-index-litfond-p47.txt",
            "a subject index",
        ),
        (
            "TOC-nl-1997-69-75-operation-manual-p14.txt",
            "a table of contents (7 law titles)",
        ),
        (
            "TOC-pl-2007-front-1-25-naszbrydz.txt",
            "a table of contents (25 law titles)",
        ),
        ("TOC-ru-1987-12-13-samvelakopov.txt", "a table of contents"),
        ("TOC-ru-1987-12-14-5rik.txt", "a table of contents"),
        (
            "TOC-ru-1987-53-56-70B-books-online-p34.txt",
            "a table of contents",
        ),
        (
            "TOC-ru-1987-68-70-81-83-books-online-p23.txt",
            "a table of contents",
        ),
        // A contents table flattened to text, a cell a line, "|" between the cells, each
        // law's title on the line after its heading (was imported as 15 laws of titles).
        (
            "TOC-zh-23-37-snorlax.txt",
            "a table of contents (15 law titles)",
        ),
        (
            "TOC-sv-1997-81-91-bridgefederation-se.txt",
            "a table of contents (11 law titles)",
        ),
        (
            "en-1997-16A-quote-ebl-td-course-2006-slideserve.txt",
            "quotes or cites the Laws (slides",
        ),
        (
            "en-1997-quotes-70A-blml-2006.txt",
            "quotes or cites the Laws (8 quoted lines",
        ),
        (
            "en-2007-16B1a-quotes-qldbridge.txt",
            "quotes or cites the Laws (no law's structure, and it cites Law 16B1",
        ),
        (
            "en-2007-23-quote-bbo-forum.txt",
            "quotes or cites the Laws (an attribution line",
        ),
        (
            "en-2007-47F-quote-ebu-forum.txt",
            "quotes or cites the Laws",
        ),
        (
            "en-2007-68-quote-bridge-wikia.txt",
            "quotes or cites the Laws (a law cited and quoted",
        ),
        ("en-2007-preface-scribd-proxy.txt", "a book's front matter"),
        (
            "en-2007-quotes-70-blml-2012.txt",
            "quotes or cites the Laws (21 quoted lines",
        ),
        (
            "en-2017-16-excerpts-tameware-ui-form.txt",
            "quotes or cites the Laws (a form",
        ),
        (
            "en-2017-68-ebu-whitebook-extract-bridgewebs-northampton.txt",
            "quotes or cites the Laws",
        ),
        (
            "en-2017-68A-quote-ebu-forum.txt",
            "quotes or cites the Laws",
        ),
        (
            "en-2017-68D2-71A-71B-refs-ebu-forum.txt",
            "quotes or cites the Laws",
        ),
        ("en-2017-preface-5y1.txt", "a book's front matter"),
        ("en-2017-preface-acbl-docslib.txt", "a book's front matter"),
        (
            "nl-2017-def-Straf-keesboek.txt",
            "an entry of the Laws' Definitions (\"Straf\")",
        ),
        (
            "nl-2017-refs-keesboek-arbitrageprotocollen.txt",
            "quotes or cites the Laws",
        ),
        ("pl-1997-front-jfr.txt", "a book's front matter"),
        ("pl-2017-front-matter-pdfslide.txt", "a book's front matter"),
        (
            "ru-1987comm-preface-5rik-endicott.txt",
            "a book's front matter",
        ),
        (
            "ru-2007-introduction-bridge-club-com-ua.txt",
            "a book's front matter",
        ),
        // Teaching material that says it quotes the Code: refused by its kind (before, by a
        // structure error, "1 follows 1", of its own numbered comments).
        (
            "ru-1997-definitions-quotes-bridgeclub-apil4.txt",
            "it says it gives excerpts (\"цитат\"",
        ),
    ];
    for (name, kind) in kinds {
        let err = try_import(name, &Flags::default())
            .err()
            .unwrap_or_else(|| panic!("{name} imported"))
            .to_string();
        assert!(err.contains(kind), "{name}: {err}");
    }
}

/// A table of contents proposes the titles it lists, as the manifests now have them (the 2007
/// Polish titles of Laws 1-25 and the 1997 Swedish ones of 81-91 came from these documents).
#[test]
fn a_table_of_contents_proposes_its_titles() {
    let manifests = load_manifests(&root()).unwrap();
    for (name, edition, lang, first, count) in [
        (
            "TOC-pl-2007-front-1-25-naszbrydz.txt",
            "2007",
            "pl",
            1u8,
            25,
        ),
        (
            "TOC-sv-1997-81-91-bridgefederation-se.txt",
            "1997",
            "sv",
            81,
            11,
        ),
        (
            "TOC-nl-1997-69-75-operation-manual-p14.txt",
            "1997",
            "nl",
            69,
            7,
        ),
    ] {
        let err = try_import(name, &Flags::default()).unwrap_err();
        let lawref::Error::Undecided { help, .. } = &err else {
            panic!("{name}: {err}")
        };
        let m = manifests.iter().find(|m| m.edition.0 == edition).unwrap();
        let proposed: Vec<&str> = help.lines().skip(1).collect();
        assert_eq!(proposed.len(), count, "{name}: {help}");
        for (k, line) in proposed.iter().enumerate() {
            let law = first + k as u8;
            let title =
                &m.laws.iter().find(|l| l.number == law).unwrap().titles[&Lang(lang.into())];
            assert!(
                line.starts_with(&format!("  {law}: {title:?}")),
                "{name}: {line} vs {title}"
            );
        }
    }
}

/// Failure class 10: reference forms the real documents use that were missed.
#[test]
fn reference_forms_of_the_real_documents() {
    let rel = |s: char, n: Option<u16>| {
        format!("Relative {{ section: Some('{s}'), subsection: {n:?}, item: None, subitem: None }}")
    };
    // A section letter alone before "above/below" (pl, after "patrz").
    assert_eq!(
        refs("pl", "zostaje anulowane (patrz B powyżej)."),
        [format!("B~{}", rel('B', None))]
    );
    // A section letter written apart before a word (nl).
    assert_eq!(
        refs("nl", "is artikel 45 F als volgt van toepassing"),
        ["45 F=45F"]
    );
    // "Law 16 A player …" is not 16A: "A" is a word.
    assert_eq!(refs("en", "see Law 16 A player may"), ["16=16"]);
    // A relative target after a lead word (en).
    assert_eq!(
        refs(
            "en",
            "2. Regardless of B1, if a defender attempts to concede"
        ),
        [format!("B1~{}", rel('B', Some(1)))]
    );
    // The law words of the new languages.
    assert_eq!(refs("de", "siehe Regel 16B"), ["16B=16B"]);
    assert_eq!(refs("fr", "voir la Loi 68D"), ["68D=68D"]);
    assert_eq!(refs("it", "secondo la Legge 12C1"), ["12C1=12C1"]);
    assert_eq!(refs("es", "según la Ley 70A"), ["70A=70A"]);
    assert_eq!(refs("sv", "enligt lag 16B"), ["16B=16B"]);
    assert_eq!(refs("da", "jf. lov 12C"), ["12C=12C"]);
    assert_eq!(refs("no", "etter lov 12C"), ["12C=12C"]);
    assert_eq!(refs("el", "σύμφωνα με τον Νόμο 16"), ["16=16"]);
    assert_eq!(refs("cs", "podle zákona 16B"), ["16B=16B"]);
}

/// Each new language's references in sentences shaped as its real pages write them (the check
/// set's pages: bridge.dk, laws.hellasbridge.org, aebridge.com, usf.bridge.free.fr, a German
/// club's pages of the Laws, czechbridge.cz; the Hungarian ordinal "a 4. szabály" as Hungarian
/// rule books write it).
#[test]
fn reference_forms_of_each_language_in_real_shaped_sentences() {
    assert_eq!(
        refs(
            "da",
            "(men se dog § 20F (forkert forklaring), § 62A (rettelse af kulørsvigt) og § 79A2)"
        ),
        ["20F=20F", "62A=62A", "79A2=79A2"]
    );
    assert_eq!(
        refs(
            "no",
            "Turneringslederen kan justere en score (se lov 12C1)."
        ),
        ["12C1=12C1"]
    );
    assert_eq!(
        refs("sv", "Tävlingsledaren dömer enligt lag 64A och lag 64B."),
        ["64A=64A", "64B=64B"]
    );
    assert_eq!(
        refs(
            "de",
            "Der Dummy darf versuchen, den Alleinspieler vom Begehen einer Regelwidrigkeit abzuhalten (§ 42 B 2); seine Rechte sind in §§ 42 und 43 festgelegt."
        ),
        ["42 B 2=42B2", "42=42", "43=43"]
    );
    assert_eq!(
        refs(
            "fr",
            "mais il peut demander à l'arbitre de la faire - voir Loi 81 C 8; sous réserve de la Loi 16 C 2"
        ),
        ["81 C 8=81C8", "16 C 2=16C2"]
    );
    assert_eq!(
        refs("it", "si applica l'Articolo 16B, non gli Articoli 73 e 74"),
        ["16B=16B", "73=73", "74=74"]
    );
    assert_eq!(
        refs(
            "es",
            "(pero ver el Artículo 20F sobre errores de explicación y ver los Artículo 62A y 79A2); (ver Art. 40C1)"
        ),
        ["20F=20F", "62A=62A", "79A2=79A2", "40C1=40C1"]
    );
    assert_eq!(
        refs(
            "el",
            "(αλλά βλέπε Νόμο 20ΣΤ, για λανθασμένη εξήγηση, και βλέπε τους Νόμους 62A και 79A2)"
        ),
        ["20ΣΤ=20F", "62A=62A", "79A2=79A2"]
    );
    assert_eq!(
        refs(
            "cs",
            "a následná změna pravidla 7A, které nyní vyžaduje, aby krabice zůstala uprostřed stolu"
        ),
        ["7A=7A"]
    );
    assert_eq!(
        refs(
            "hu",
            "A versenyvezető a 68. szabály B) pontja szerint jár el, lásd a 69. és 70. szabályt, valamint a 16B szabályt."
        ),
        ["68. szabály B=68B", "69=69", "70=70", "16B=16B"]
    );
    // A Hungarian law's own heading is no reference.
    assert!(refs("hu", "16. SZABÁLY – JOGOSULATLAN INFORMÁCIÓ").is_empty());
}

/// biblioteka.org.ua's page 15 of the 1987 book: the reader's header and page list, then one
/// sentence of Law 12's text cut mid-word at the end ("ре-"). No heading: `--law 12 --edition
/// 1987` (the page says neither). The sentence is kept as the law's opening and listed as a
/// doubt (the page may begin inside a clause), never silently; the end is said to be cut.
#[test]
fn an_elibrary_page_of_one_sentence_of_law_12() {
    let imp = import(
        "ru-1987-12-biblioteka-org-ua-p15.txt",
        &flags(Some(12), Some("1987")),
    );
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/ru/1987/12.md");
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(
        d.law_text().unwrap().preamble[0].plain_text(),
        "Если судья сочт„т, что содержало, он разрешит продолжать розыгрыш, резервируя сво„ право назначить присужд„нный ре-"
    );
    let r = residue(&imp);
    let header = "page header (site chrome before the law text)";
    assert_eq!(r[0], e(1, 1, header, "Электронная библиотека"));
    assert_eq!(r[5], e(6, 7, header, "Бах Ричард. Мост через вечность -"));
    assert!(r[6..17].iter().all(|x| x.2 == "site navigation: page list"));
    assert_eq!(r.len(), 17);
    assert_eq!(
        doubts(&imp),
        [e(
            18,
            1,
            "law text with no heading and no clause of its own, kept as Law 12's opening: the page may begin inside one of its clauses",
            "Если судья сочт„т, что содержало, он разрешит продолжать розыгрыш, резервируя сво„ право назначить присужд„нный ре-"
        )]
    );
    assert!(imp.report.decisions.iter().any(|d| d.starts_with(
        "end: the document ends mid-sentence, its last paragraph (line 18) cut short"
    )));
}

/// fb2book.info's page 61 of the 1987 commentary: the page title (also the source's title),
/// double spacing; the page begins inside item 12.6 (its text before 12.7 is 12.6's end, the
/// page beginning mid-sentence: a doubt); 12.7's points (1)–(5) are paragraphs of their own;
/// references "Правило 88", "Правило 6D3", "Правило 86С" (Cyrillic С). `--edition 1987`.
#[test]
fn an_elibrary_commentary_page_that_begins_inside_12_6() {
    let imp = import("ru-1987comm-12-fb2book.txt", &flags(None, Some("1987")));
    assert_eq!(imp.files[0].0, "translations/ru/1987/12.commentary.md");
    assert_eq!(clause_ids_of_commentary(&imp), ["12.6", "12.7"]);
    let d = &documents(&imp)[0];
    assert_eq!(
        d.meta.source_title.as_deref(),
        Some("Все о Бридже - Автор неизвестен. Страница 61")
    );
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "page title (site chrome)",
            "Все о Бридже - Автор неизвестен. Страница 61"
        )]
    );
    assert_eq!(
        doubts(&imp),
        [e(
            3,
            1,
            "the document begins mid-sentence, inside commentary item 12.6",
            "60% макса для невиновных игроков, как требует Правило 88 (см. п.12.5. выше); 40% макса для виновных игроков - и эта величина не может быть уменьшена, когда невиновные получают более 60%; 50% макса для игроков, частично ответственных за нарушение."
        )]
    );
    let text = &imp.files[0].1;
    for point in [
        "\n\n(1) 60% соответствуют +3 IMP;\n",
        "\n\n(4) В игре с выбыванием",
    ] {
        assert!(text.contains(point), "{point}");
    }
    let paras: Vec<String> = d.paragraphs().iter().map(|p| p.plain_text()).collect();
    let last = paras.last().unwrap();
    assert_eq!(refs("ru", last), ["6D3=6D3", "86С=86C"]);
}

/// modernlib.net's page of the 1987 commentary on Law 64: no chrome; it begins inside 64.1 (a
/// doubt: mid-sentence), 64.2's points (i)–(v) are paragraphs; "правилом 64А" (Cyrillic А)
/// cites 64A; the page ends inside 64.3 ("Описанны"). `--edition 1987`.
#[test]
fn an_elibrary_commentary_page_of_law_64() {
    // (Not `import`: its word check takes a line-initial "(ii)" for a clause marker, which in
    // commentary stays text; every word is in the file here, "(ii)" included.)
    let imp = try_import("ru-1987comm-64-modernlib.txt", &flags(None, Some("1987"))).unwrap();
    assert_eq!(imp.files[0].0, "translations/ru/1987/64.commentary.md");
    assert_eq!(clause_ids_of_commentary(&imp), ["64.1", "64.2", "64.3"]);
    assert_eq!(residue(&imp), []);
    assert_eq!(
        doubts(&imp)[0].2,
        "the document begins mid-sentence, inside commentary item 64.1"
    );
    assert!(imp.files[0].1.contains("\n\n(iii) данный фальшренонс"));
    let d = &documents(&imp)[0];
    let p642 = d.paragraphs()[1].plain_text();
    assert!(p642.starts_with("Вероятно, будет полезно"));
    assert_eq!(refs("ru", &p642), ["64А=64A"]);
    assert!(imp.report.decisions.contains(
        &"end: the document ends mid-sentence, its last paragraph (line 24) cut short: \"…Описанны\"".to_string()
    ));
}

/// allrefs.net's one-line pages of a textbook that condenses the 1987 laws: section headings in
/// capitals run into its lines ("… А. ПРИВЛЕЧЕНИЕ ВНИМАНИЯ К НАРУШЕНИЮ. Любой …"). They cannot
/// be told apart by the lines: each such line is a doubt (never a silently wrong tree), and
/// `--strict` refuses the page. The page names no law (without `--law`, an error).
#[test]
fn headings_run_into_one_line_are_doubts() {
    let err = try_import("ru-law-10-11-allrefs.txt", &flags(None, Some("1987")))
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "ru-law-10-11-allrefs.txt: the text does not say its law"
    );
    let imp = import("ru-law-10-11-allrefs.txt", &flags(Some(11), Some("1987")));
    let run_in = "a section heading in capitals run into the text of a line: the sections cannot be told apart by the lines; kept as text";
    let lines: Vec<usize> = doubts(&imp)
        .iter()
        .filter(|d| d.2 == run_in)
        .map(|d| d.0)
        .collect();
    assert_eq!(lines, [3, 7]);
    // The section whose title in capitals begins its line is read: Б, then its text.
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["opening", "11B"]);
    assert_eq!(
        d.law_text().unwrap().clauses[0].title.as_deref(),
        Some("НАРУШЕНИЕ УКАЗАНО ЗРИТЕЛЕМ")
    );
    let strict = Flags {
        strict: true,
        ..flags(Some(11), Some("1987"))
    };
    assert!(try_import("ru-law-10-11-allrefs.txt", &strict).is_err());
}

/// many-books.org's reader page of the 1987 commentary on misinformation: no item numbers, no
/// law number (`--law 75 --kind commentary --edition 1987`: the page says none of them); its
/// (d), (iii) are the commentary's own, not clauses; the menu, the alphabet bar, a pilcrow and
/// the fragments the page's markup shows twice are reported.
#[test]
fn an_elibrary_commentary_page_without_item_numbers() {
    let f = Flags {
        kind: Some(Kind::Commentary),
        ..flags(Some(75), Some("1987"))
    };
    // (Not `import`: its word check takes a line-initial "(iii)" for a clause marker, which in
    // commentary stays text; every word is in the file here, "(iii)" included.)
    let imp = try_import("ru-1987comm-misinfo-manybooks-132.txt", &f).unwrap();
    assert!(imp.files[0].1.contains("(iii) Важно понимать"));
    assert_eq!(imp.files[0].0, "translations/ru/1987/75.commentary.md");
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "page header (site chrome before the law text)",
                "ТОП авторов и книг     ИСКАТЬ КНИГУ В БИБЛИОТЕКЕ"
            ),
            e(
                3,
                1,
                "site navigation: alphabet index",
                "А  Б  В  Г  Д  Е  Ж  З  И  Й  К  Л  М  Н  О  П  Р  С  Т  У  Ф  Х  Ц  Ч  Ш  Щ  Э  Ю  Я  AZ"
            ),
            e(5, 1, "line holding only white space", " "),
            e(12, 20, "paragraph mark (¶)", "¶"),
            e(
                24,
                1,
                "a fragment repeating the line before (the page's markup shown twice)",
                "ни вызывать судью"
            ),
            e(
                25,
                1,
                "a fragment repeating the line before (the page's markup shown twice)",
                "ни вызывать суд"
            ),
        ]
    );
}

/// thelib.ru's reader page of the 1987 commentary: a page list first (`- 1` … `- 100`), page
/// markers, the Definitions' commentary before Law 1's heading (not Law 1's: reported), and item
/// 1.1 written "1.1.(a)" with no space. `--edition 1987`: the page does not say it.
#[test]
fn an_elibrary_commentary_page_with_its_page_list() {
    let imp = import("ru-1987comm-01-thelib.txt", &flags(None, Some("1987")));
    assert_eq!(imp.files[0].0, "translations/ru/1987/01.commentary.md");
    assert_eq!(clause_ids_of_commentary(&imp), ["1.1"]);
    let d = &documents(&imp)[0];
    assert_eq!(
        d.meta.title.as_deref(),
        Some("КОЛОДА - СТАРШИНСТВО КАРТ И МАСТЕЙ")
    );
    let r = residue(&imp);
    assert_eq!(
        r[0],
        e(
            1,
            1,
            "site navigation: links to neighbouring laws",
            "- << Первая"
        )
    );
    assert!(
        r[2..102]
            .iter()
            .all(|x| x.2 == "site navigation: page list")
    );
    assert_eq!(r[104], e(105, 1, "page marker", "..page5"));
    assert_eq!(r[105].2, "text before the first law heading");
    assert_eq!(r[105].0, 106);
}

/// ru-1987comm-64: commentary item 64.2 lists five conditions "(i) … (v)", each on lines of its
/// own. In commentary they are paragraphs of the item, their markers kept as written; the word
/// check counts such markers on neither side (found by the fuzz harness: it took a "(ii)" at a
/// line's start for a sub-item and missed it in the input). `--edition 1987`: the page does not
/// say it.
#[test]
fn a_commentarys_roman_markers_stay_its_words() {
    let imp = import("ru-1987comm-64-modernlib.txt", &flags(None, Some("1987")));
    assert_eq!(clause_ids_of_commentary(&imp), ["64.1", "64.2", "64.3"]);
    let d = &documents(&imp)[0];
    let paras: Vec<String> = d.paragraphs().iter().map(|p| p.plain_text()).collect();
    assert!(
        paras
            .iter()
            .any(|t| t.starts_with("(ii) данный фальшренонс - второй фальшренонс,")),
        "{paras:?}"
    );
    assert!(
        paras
            .iter()
            .any(|t| t.starts_with("(iv) внимание к фальшренонсу")),
        "{paras:?}"
    );
}

/// A line split before a law word after a no-break space ("S\u{a0}Przepis 0", the bytes
/// `S\xffPrzepis 0\x80` read as IBM866, where 0xFF is the no-break space: two bytes in UTF-8)
/// is read, not a panic: the split was made one byte after the space's start, inside it (found
/// by the fuzz harness, minimised).
#[test]
fn a_line_split_after_a_no_break_space_is_read() {
    let manifests = load_manifests(&root()).unwrap();
    let err = lawref::import::import_document(
        "min.txt",
        b"S\xffPrzepis 0\x80",
        &manifests,
        &flags(None, Some("2017")),
    )
    .unwrap_err()
    .to_string();
    assert_eq!(err, "min.txt: no law text found in the document");
}

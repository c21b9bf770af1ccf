//! Real pages that import was refusing whole for one doubt or for a shape it misread (issue 29:
//! "partial import with named doubts instead of refusal"). Each page now gives its law text; a
//! part with two readings that nothing decides is imported as its likelier reading and named in
//! the report's doubts (line, the two readings, the choice), which `--strict` refuses. Only a
//! page that holds no law text is refused whole, saying what it is. Input: tests/fixtures/real/
//! (copied from ../shared/fidelity/documents/; test input only).

use crate::common;

use common::{assert_accounted, clause_ids, clause_text, documents, doubts, e, residue, root};
use lawref::corpus::load::{load_corpus, load_manifests};
use lawref::corpus::model::{Document, Edition};
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

/// As [`try_import`], and every word of the input is in the files made or the report.
fn import(name: &str, flags: &Flags) -> Imported {
    let imp = try_import(name, flags).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = String::from_utf8(input(name)).unwrap();
    assert_accounted(name, &text, &imp);
    imp
}

/// Imports a real document of an edition the repository has no manifest for, against the
/// repository's manifests and a minimal one for `edition` (as for any edition a corpus lacks):
/// the import, its files loaded, and the manifests; every word accounted for.
fn import_old(name: &str, edition: &str, flags: &Flags) -> (Imported, Vec<Document>) {
    let corpus = common::empty_corpus();
    std::fs::write(
        corpus.path().join(format!("laws/{edition}.yaml")),
        format!("edition: '{edition}'\nname: Laws {edition}\nyear: {edition}\nlaw_count: 93\n"),
    )
    .unwrap();
    let manifests = load_manifests(corpus.path()).unwrap();
    let bytes = input(name);
    let imp = import_document_with(name, &bytes, &manifests, &CorpusClauses::default(), flags)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let docs = common::accounted::documents(&imp, &manifests);
    common::assert_accounted_in(name, std::str::from_utf8(&bytes).unwrap(), &imp, &docs);
    (imp, docs)
}

fn flags(law: Option<u8>, edition: Option<&str>) -> Flags {
    Flags {
        law,
        edition: edition.map(|e| Edition(e.into())),
        ..Flags::default()
    }
}

fn strict(f: Flags) -> Flags {
    Flags { strict: true, ..f }
}

/// The section titles of the one file made.
fn section_titles(imp: &Imported) -> Vec<String> {
    documents(imp)[0]
        .law_text()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.title.clone().unwrap_or_default())
        .collect()
}

/// The report's `decided:` line that begins with `start`.
fn decided<'a>(imp: &'a Imported, start: &str) -> &'a str {
    imp.report
        .decisions
        .iter()
        .find(|d| d.starts_with(start))
        .unwrap_or_else(|| panic!("no decision {start}: {:?}", imp.report.decisions))
}

/// pzbs.pl's English 2017 Law 12 (kind 4 of issue 29): section headings without letters and
/// numbered items whose text ends in a reference, "(see C2 below)." A numbered line that is a
/// sentence is no law's title, so the page is no table of contents. The first heading is
/// section A's: the manifest gives Law 12 another title. Law and edition are not in the text
/// (`--law 12 --edition 2017`, from the page's address).
#[test]
fn pzbs_2017_law_12_items_ending_in_a_reference_are_no_table_of_contents() {
    let name = "en-2017-12-pzbs.txt";
    let imp = import(name, &flags(Some(12), Some("2017")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/12.md");
    assert_eq!(d.meta.title, None);
    assert_eq!(
        clause_ids(d),
        [
            "12A", "12A1", "12A2", "12A3", "12B", "12B1", "12B2", "12C", "12C1", "12C2", "12C3",
            "12C4", "12C5"
        ]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Power to Award an Adjusted Score",
            "Objectives of Score Adjustment",
            "Awarding an Adjusted Score"
        ]
    );
    assert_eq!(
        clause_text(d, "12A2"),
        [
            "The Director awards an artificial adjusted score if no rectification can be made that will permit normal play of the board (see C2 below)."
        ]
    );
    assert_eq!(
        decided(&imp, "title:"),
        "title: line 1 \"Power to Award an Adjusted Score\" is the heading of an unlettered section A, not the law's title: laws/2017.yaml gives Law 12 the title \"Director's Discretionary Powers\" in en; the sections after it are B, C …"
    );
    assert_eq!(residue(&imp), []);
    assert_eq!(doubts(&imp), []);
}

/// pzbs.pl's English 2017 Law 58: its last lines are four numbered items ending in references
/// ("(see Law 47F)."), no table of contents. Its first heading, "Simultaneous Plays by Two
/// Players", shares words with the title the manifest gives Law 58 ("Simultaneous Leads or
/// Plays") but is not it: read as section A's heading, and named as a doubt (`--strict`
/// refuses the page).
#[test]
fn pzbs_2017_law_58_a_heading_like_the_title_is_section_a_with_a_doubt() {
    let name = "en-2017-58-pzbs.txt";
    let imp = import(name, &flags(Some(58), Some("2017")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/58.md");
    assert_eq!(d.meta.title, None);
    assert_eq!(
        clause_ids(d),
        ["58A", "58B", "58B1", "58B2", "58B3", "58B4"]
    );
    assert_eq!(
        section_titles(&imp),
        [
            "Simultaneous Plays by Two Players",
            "Simultaneous Cards from One Hand"
        ]
    );
    assert_eq!(
        residue(&imp),
        [e(
            1,
            1,
            "site navigation: links",
            "home table of contents index ← 57 → 59 PL: przepis 58"
        )]
    );
    assert_eq!(
        doubts(&imp),
        [e(
            4,
            1,
            "the law's title, or the heading of an unlettered section A (then every letter after it shifts): laws/2017.yaml gives Law 58 the title \"Simultaneous Leads or Plays\" in en, which shares some of its words; read as section A",
            "Simultaneous Plays by Two Players"
        )]
    );
    assert!(try_import(name, &strict(flags(Some(58), Some("2017")))).is_err());
}

/// The doubt pzbs.pl's 2017 Law 67 pages share (English and Polish): items (a), (b) under B1
/// shown as a nested `1.` `2.`, then B2 shown as a third nested `1.`. Read as B2, the next item
/// of the list above (the other reading, B2(a) under a B2 with no text, makes a clause without
/// text), and named as a doubt with both readings; the rest of the page is imported (it was
/// refused whole). `--strict` still refuses.
#[test]
fn pzbs_2017_law_67_a_nested_list_restarting_is_the_next_item_above_with_a_doubt() {
    let ids = [
        "67A", "67A1", "67A2", "67B", "67B1", "67B1(a)", "67B1(b)", "67B2",
    ];
    let reading = "(a) follows (b) in the same list: the next item 2 of the list above, placed one level too deep, or the first item (a) of a list under a 2 whose own line is missing; read as 2";
    for (name, title, column, b2) in [
        (
            "en-2017-67-pzbs.txt",
            "DEFECTIVE TRICK",
            5,
            "When the offender has played more than one card to the defective trick",
        ),
        (
            "pl-2017-67-pzbs.txt",
            "Lewa wadliwa",
            3,
            "Jeżeli w wadliwej lewie wykraczający zagrał więcej niż jedną kartę",
        ),
    ] {
        let imp = import(name, &flags(Some(67), Some("2017")));
        let d = &documents(&imp)[0];
        assert_eq!(d.meta.title.as_deref(), Some(title), "{name}");
        assert_eq!(clause_ids(d), ids, "{name}");
        assert!(clause_text(d, "67B2")[0].starts_with(b2), "{name}");
        let found = doubts(&imp);
        assert_eq!(found.len(), 1, "{name}: {found:?}");
        assert_eq!((found[0].0, found[0].1), (19, column), "{name}");
        assert_eq!(found[0].2, reading, "{name}");
        assert!(found[0].3.starts_with("1. "), "{name}");
        assert!(try_import(name, &strict(flags(Some(67), Some("2017")))).is_err());
    }
}

/// pzbs.pl's 2007 pages end with the links to the laws before and after, each title shown
/// twice, a "top of page" link glued among them: site navigation, not an item numbered 60
/// after 3 (which refused Law 61 whole) nor 14 (kept as an item of Law 15 before).
#[test]
fn pzbs_2007_footer_links_to_neighbouring_laws_are_navigation() {
    let imp = import("pl-2007-61-pzbs.txt", &flags(None, Some("2007")));
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/pl/2007/61.md");
    assert_eq!(
        clause_ids(d),
        ["61A", "61B", "61B1", "61B2", "61B2(a)", "61B2(b)", "61B3"]
    );
    assert_eq!(
        residue(&imp),
        [
            e(
                1,
                1,
                "law heading (Law 61; its title goes to the front matter)",
                "61."
            ),
            e(1, 44, "link label glued to a heading", "wesja angielska"),
            e(
                18,
                1,
                "site navigation: links to neighbouring laws",
                "60. ZAGRANIE PO ZAGRANIU NIEPRZEPISOWYM  60. ZAGRANIE PO ZAGRANIU NIEPRZEPISOWYMtop of page 62. POPRAWIENIE FAŁSZYWEGO RENONSU  62. POPRAWIENIE FAŁSZYWEGO RENONSU"
            ),
        ]
    );
    assert_eq!(doubts(&imp), []);
    let imp = import("pl-2007-15-pzbs.txt", &Flags::default());
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/pl/2007/15.md");
    assert_eq!(clause_ids(d), ["15A", "15A1", "15A2", "15B", "15C"]);
    assert_eq!(
        residue(&imp)[2],
        e(
            20,
            1,
            "site navigation: links to neighbouring laws",
            "14. BRAK KARTY  14. BRAK KARTYtop of page 16. LEGALNE I NIELEGALNE INFORMACJE  16. LEGALNE I NIELEGALNE INFORMACJE"
        )
    );
    assert_eq!(doubts(&imp), []);
}

/// keesboek.com's comparison of two revisions of the 1936 Law 29 (MediaWiki's `?diff=` view):
/// the comparison's lines (template calls shown twice, old and new) are no law's text, but the
/// current revision's text below "Huidige versie van …" is: it is imported (the page was
/// refused whole), the comparison reported. The same comparison with no revision's text after
/// it holds no law text and is still refused, naming what it is. The repository has no 1936
/// manifest: a minimal one is added, as for any edition a corpus lacks.
#[test]
fn keesboek_a_wiki_comparison_above_the_current_revision_gives_its_text() {
    let name = "nl-1936-29-keesboek-wiki-diff.txt";
    let (imp, docs) = import_old(name, "1936", &Flags::default());
    assert_eq!(docs[0].path, "translations/nl/1936/29.md");
    assert_eq!(
        decided(&imp, "page:"),
        "page: a wiki's comparison of two revisions (lines 5–19) above a revision's own text (\"Huidige versie van 4 aug 2019 om 19:33\", line 21): the comparison taken out, the revision's text imported"
    );
    let comparison = "a wiki's comparison of two revisions (above the revision's own text)";
    let taken: Vec<(usize, usize, String)> = residue(&imp)
        .into_iter()
        .filter(|r| r.2 == comparison)
        .map(|r| (r.0, r.1, r.3))
        .collect();
    let br = |line, col| (line, col, "</br>".to_string());
    assert_eq!(
        taken,
        [
            (5, 1, "Regel 2: Regel 2:".to_string()),
            br(7, 76),
            br(9, 76),
            br(11, 96),
            br(13, 96),
            (
                14,
                22,
                "29.2 Aanspraak maken op of afstand doen van slagen door een tegenspeler </br>"
                    .to_string()
            ),
            br(17, 63),
            br(19, 63),
        ]
    );
    let made = &imp.files[0].1;
    for sentence in [
        "moet hij zijn spel open op tafel laten liggen",
        "Elk der beide tegenspelers mag zulk een verklaring verlangen",
        "Het openleggen van kaarten houdt geen inwerpen in.",
    ] {
        assert!(made.contains(sentence), "{sentence}");
    }
    assert!(!made.contains("{{template") && !made.contains("Regel 2"));
    let lines: Vec<usize> = doubts(&imp).iter().map(|d| d.0).collect();
    assert_eq!(lines, [23, 26]);
    // The comparison alone: no law text, refused naming it.
    let raw = String::from_utf8(input(name)).unwrap();
    let alone: String = raw.lines().take(19).collect::<Vec<_>>().join("\n");
    let err = import_document_with(
        "diff.txt",
        alone.as_bytes(),
        &load_manifests(&root()).unwrap(),
        &CorpusClauses::default(),
        &Flags::default(),
    )
    .unwrap_err()
    .to_string();
    assert_eq!(
        err,
        "diff.txt: a wiki's comparison of two revisions (a diff view: \"Regel 2: Regel 2:\", line 5): its lines mix the old text and the new, so it is no law's text"
    );
}

/// bridgeclub.ru's page of the 1997 Code's chapter X: the chapter's contents (Laws 81–91, one
/// heading a line) above Law 81's text. The list's last entry, Law 91, is followed by a part
/// heading rather than by another entry, but Law 81's heading comes later and the laws run in
/// order: it is the contents' entry too, not a Law 91 (which was written as a file holding only
/// "Раздел 1 Ответственность").
#[test]
fn bridgeclub_a_chapters_contents_above_its_first_law_gives_that_law_only() {
    let name = "ru-1997-81-91-toc-and-81-bridgeclub.txt";
    let imp = import(name, &flags(None, Some("1997")));
    assert_eq!(imp.report.outputs, ["translations/ru/1997/81.md"]);
    let d = &documents(&imp)[0];
    assert_eq!(d.meta.title.as_deref(), Some("ОБЯЗАННОСТИ И ПОЛНОМОЧИЯ"));
    assert_eq!(clause_ids(d), ["81A", "81B", "81B1", "81B2", "81C", "81C1"]);
    let links: Vec<(usize, String)> = residue(&imp)
        .into_iter()
        .filter(|r| r.2.starts_with("site navigation: a link to Law"))
        .map(|r| (r.0, r.2))
        .collect();
    let want: Vec<(usize, String)> = (3..=13)
        .map(|line| {
            (
                line,
                format!("site navigation: a link to Law {}", line + 78),
            )
        })
        .collect();
    assert_eq!(links, want);
    assert_eq!(
        residue(&imp)[13],
        e(
            17,
            1,
            "part heading (a division of a chapter above its laws)",
            "Раздел 1 Ответственность"
        )
    );
    let lines: Vec<usize> = doubts(&imp).iter().map(|d| d.0).collect();
    assert_eq!(lines, [41]);
}

/// A wiki page named for a law (keesboek.com's `Sjabloon:1963:71`, hellasbridge.org's DokuWiki
/// page `law_11`) holding one paragraph or two of that law, with no structure around them: the
/// law it cites ("krachtens art. 72", "see Law 90") made it "a post that quotes or cites the
/// Laws", refused whole. The page's name says it is the law's own page. keesboek.com's 1963
/// heading, "Artikel 71. Gang van zaken ….", its title ending with a period, is the page's
/// first line standing alone: the law's heading and title. hellasbridge.org's paragraphs are
/// the law's opening, named as a doubt (the page may begin inside a clause).
#[test]
fn a_wiki_page_named_for_a_law_citing_another_is_that_laws_text() {
    let (imp, docs) = import_old("nl-1963-71-keesboek.txt", "1963", &Flags::default());
    let d = &docs[0];
    assert_eq!(d.path, "translations/nl/1963/71.md");
    assert_eq!(
        d.meta.title.as_deref(),
        Some("Gang van zaken na het opeisen van slagen door de leider.")
    );
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(
        decided(&imp, "law 71"),
        "law 71: law heading \"Artikel 71.\", line 5"
    );
    assert_eq!(
        residue(&imp)[2],
        e(
            5,
            1,
            "law heading (Law 71; its title goes to the front matter)",
            "Artikel 71."
        )
    );
    assert_eq!(doubts(&imp), []);
    let el = Flags {
        lang: Some(lawref::Lang("el".into())),
        ..flags(None, Some("2017"))
    };
    let imp = import("el-en-2017-11-hellasbridge-bilingual.txt", &el);
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/el/2017/11.md");
    assert_eq!(clause_ids(d), ["opening"]);
    assert_eq!(
        decided(&imp, "law 11"),
        "law 11: wiki page id \"law_11\", line 10"
    );
    assert_eq!(doubts(&imp).len(), 1);
    assert_eq!(doubts(&imp)[0].0, 1);
}

/// A law's heading met again inside its text, with no other law's between: the running header
/// of a PDF's page (here with the next law's title beside it, as a header over two laws shows
/// it), in the WBF 2017 text of Law 12 (the sentences of en-2017-12-pzbs.txt). It refused the
/// document as "Law 12 begins a second time"; now taken out and named as a doubt, the text
/// after it going on in the law. A law whose heading comes back after another law's is still
/// refused (two texts of one law in a document).
#[test]
fn a_running_header_repeating_the_laws_heading_is_taken_out_with_a_doubt() {
    let a = "LAW 12 - DIRECTOR'S DISCRETIONARY POWERS\n\nA. Power to Award an Adjusted Score\n\nOn the application of a player within the period established under Law 92B or on his own initiative the Director may award an adjusted score when these Laws empower him to do so (in team play see Law 86B). This includes:\n\n1. The Director may award an adjusted score in favour of a non-offending contestant when he judges that these Laws do not prescribe a rectification for the particular type of violation committed.\n\n";
    let header = "Law 12 Director's Discretionary Powers    Law 13 Incorrect Number of Cards";
    let b = "2. The Director awards an artificial adjusted score if no rectification can be made that will permit normal play of the board (see C2 below).\n";
    let raw = format!("{a}{header}\n\n{b}");
    let f = flags(None, Some("2017"));
    let imp = common::try_import("h.txt", raw.as_bytes(), &f).unwrap();
    assert_accounted("h.txt", &raw, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/12.md");
    assert_eq!(clause_ids(d), ["12A", "12A1", "12A2"]);
    let why = "the heading of the law already begun, again inside its text: a running header or the heading repeated (taken out, the text after it goes on in the law), or the law's text given a second time";
    assert_eq!(residue(&imp)[1], e(9, 1, why, header));
    assert_eq!(doubts(&imp), [e(9, 1, why, header)]);
    assert!(common::try_import("h.txt", raw.as_bytes(), &strict(f.clone())).is_err());
    // Law 12, Law 13, then Law 12 again: two texts of Law 12, refused.
    let twice = format!(
        "{a}LAW 13 - INCORRECT NUMBER OF CARDS\n\nA. Hand Records\n\nText.\n\nLAW 12 - DIRECTOR'S DISCRETIONARY POWERS\n\n{b}"
    );
    let err = common::try_import("t.txt", twice.as_bytes(), &f)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("Law 12 begins a second time (its first heading is on line 1)"),
        "{err}"
    );
}

/// A law's heading met again inside its text with its title on the line after it ("LAW 69",
/// then "Agreed Claim or Concession", as a PDF's running header over two lines): the title line
/// is taken out with the heading and reported at its own line; it was in neither the file nor
/// the report (found by CI's import fuzz pass,
/// `tests/fuzz/found/import/repeated-heading-with-its-title-on-its-own-line`).
#[test]
fn a_repeated_headings_title_on_its_own_line_is_reported() {
    let raw = "LAW 69\nAgreed Claim or Concession\n\nA. General\n\nThe director may award a trick to the opponents.\n\nB. Procedure\n\n1. Cards exposed in a claim are not penalty cards.\n\nLAW 69\nAgreed Claim or Concession\n\n2. Play ceases after any claim or concession.\n";
    let f = flags(None, Some("2017"));
    let imp = common::try_import("h.txt", raw.as_bytes(), &f).unwrap();
    assert_accounted("h.txt", raw, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/en/2017/69.md");
    assert_eq!(d.meta.title.as_deref(), Some("Agreed Claim or Concession"));
    assert_eq!(clause_ids(d), ["69A", "69B", "69B1", "69B2"]);
    let why = "the heading of the law already begun, again inside its text: a running header or the heading repeated (taken out, the text after it goes on in the law), or the law's text given a second time";
    assert_eq!(
        residue(&imp)[1..],
        [
            e(12, 1, why, "LAW 69"),
            e(
                13,
                1,
                "the title of the heading repeated inside the law's text",
                "Agreed Claim or Concession"
            ),
        ]
    );
    assert_eq!(doubts(&imp), [e(12, 1, why, "LAW 69")]);
}

/// A subsection numbered out of order with its first item on the same line ("1. (a) Dziadek …"
/// after `1.`, a PZBS Law 61 page's section B as the import fuzz harness changed it): the whole
/// line is kept as text of the item before it, its `(a)` with it, never also read as the item
/// (a) (the sentence was in the file twice); a line kept as text of an item with sub-items
/// follows the last of them, so the page's order holds. Found by the import fuzz target
/// (`tests/fuzz/found/import/numbered-item-out-of-order-with-an-item-marker-after-it`, flags
/// byte 8: `--edition 2017`).
#[test]
fn a_numbered_line_kept_as_text_keeps_its_item_marker_as_text() {
    let bytes =
        std::fs::read(root().join(
            "tests/fuzz/found/import/numbered-item-out-of-order-with-an-item-marker-after-it",
        ))
        .unwrap();
    assert_eq!(bytes[0], 8, "the harness's flags byte");
    let doc = &bytes[1..];
    let manifests = load_manifests(&root()).unwrap();
    let imp = import_document_with(
        "fuzz.txt",
        doc,
        &manifests,
        &CorpusClauses::default(),
        &flags(None, Some("2017")),
    )
    .unwrap();
    let text = String::from_utf8(doc.to_vec()).unwrap();
    assert_accounted("fuzz.txt", &text, &imp);
    let d = &documents(&imp)[0];
    assert_eq!(clause_ids(d), ["61A", "61B", "61B1", "61B1(b)"]);
    assert_eq!(
        clause_text(d, "61B1"),
        [
            "Rozgrywający może zapytać każdego obrońcę, który nie dodał do koloru, czy nie ma karty w kolorze wyjścia.",
            "1. (a) Dziadek może pytać rozgrywającego (ale patrz przepis 43B2b).",
        ]
    );
    assert_eq!(
        clause_text(d, "61B1(b)"),
        [
            "Dziadkowi nie wolno pytać obrońcy i może mieć zastosowanie przepis 16B.",
            "3. Obrońcy mogą pytać rozgrywającego i, o ile Organizacja Nadzorująca tego nie zabroni, siebie nawzajem (ponosząc ryzyko przekazania nielegalnej informacji).",
        ]
    );
    let found: Vec<(usize, String)> = doubts(&imp)
        .into_iter()
        .map(|(line, _, reason, _)| (line, reason))
        .collect();
    assert_eq!(
        found,
        [
            (11, "1 follows 1 in the same list: every item numbered alike is how a page shows a list whose numbers it lost, or a clause appears twice; the clause ids cannot be told from it; kept as text of 1 before it".to_string()),
            (13, "a list that begins at (b), not at its first number".to_string()),
            (15, "3 follows 1 in the same list: a clause missing before it, or its number misprinted; kept as text of 1(b) before it".to_string()),
        ]
    );
    // The corpus file names each doubt with the clause its line went to.
    let placed: Vec<(Option<&str>, usize)> = d
        .meta
        .doubts
        .iter()
        .map(|u| (u.clause.as_deref(), u.line))
        .collect();
    assert_eq!(
        placed,
        [
            (Some("61B1"), 11),
            (Some("61B1(b)"), 13),
            (Some("61B1(b)"), 15)
        ]
    );
    assert_eq!(d.meta.doubts[2].reason, found[2].1);
    assert!(
        imp.files[0].1.contains(
            "doubts:\n- clause: 61B1\n  line: 11\n  reason: '1 follows 1 in the same list:"
        )
    );
}

/// JFR's pages of the 1997 Laws (jfr.pzbs.pl): no blank line anywhere, every block begins with
/// a `- ` bullet, and the law is headed by its chapter and part (`CHAPTER VI` / `The Play` /
/// `PART IV` / `TRICKS` / `LAW 67` / `- DEFECTIVE TRICK`). The bullets are where blocks begin,
/// a titled item's text lines up with it, the chapter and part headings are the book's
/// divisions (reported, not the law's text), and the law and its title are read from the page
/// without `--law`. Every line was one paragraph, or the clause tree lost its items' text to a
/// closing.
#[test]
fn jfr_1997_bulleted_pages_under_chapter_and_part_headings() {
    let (imp, docs) = import_old(
        "en-1997-67-jfr-pzbs.txt",
        "1997",
        &flags(None, Some("1997")),
    );
    let d = &docs[0];
    assert_eq!(d.path, "translations/en/1997/67.md");
    assert_eq!(d.meta.title.as_deref(), Some("DEFECTIVE TRICK"));
    assert_eq!(
        clause_ids(d),
        [
            "67A", "67A1", "67A2", "67B", "67B1", "67B1(a)", "67B1(b)", "67B2"
        ]
    );
    assert_eq!(
        clause_text(d, "67A1"),
        [
            "Player Failed to Play Card",
            "To rectify omission to play to a trick, the offender supplies a card he can legally play."
        ]
    );
    assert_eq!(
        clause_text(d, "67B2"),
        [
            "Offender Has Too Few Cards",
            "When the offender has played more than one card to the defective trick, the Director inspects the played cards, and requires the"
        ]
    );
    assert!(clause_text(d, "67B")[0].starts_with("After both sides have played"));
    let chapter = "chapter heading (a division of the book above its laws)";
    let part = "part heading (a division of a chapter above its laws)";
    assert_eq!(
        residue(&imp)[..6],
        [
            e(1, 1, chapter, "CHAPTER VI"),
            e(2, 1, chapter, "The Play"),
            e(2, 9, "trailing white space", " "),
            e(3, 1, part, "PART IV"),
            e(4, 1, part, "TRICKS"),
            e(
                5,
                1,
                "law heading (Law 67; its title goes to the front matter)",
                "LAW 67"
            ),
        ]
    );
    assert_eq!(doubts(&imp), []);

    let (imp, docs) = import_old(
        "en-1997-70-jfr-pzbs.txt",
        "1997",
        &flags(None, Some("1997")),
    );
    let d = &docs[0];
    assert_eq!(d.path, "translations/en/1997/70.md");
    assert_eq!(d.meta.title.as_deref(), Some("CONTESTED CLAIMS"));
    assert_eq!(
        clause_ids(d),
        [
            "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3", "70D", "70E"
        ]
    );
    assert_eq!(
        clause_text(d, "70C2"),
        [
            "Was Probably Unaware of Trump",
            "it is at all likely that claimer at the time of his claim was unaware that a trump remained in an opponent's hand, and"
        ]
    );
    assert_eq!(
        residue(&imp)[..5]
            .iter()
            .map(|r| r.3.as_str())
            .collect::<Vec<_>>(),
        [
            "CHAPTER VI",
            "The Play",
            " ",
            "PART V",
            "CLAIMS AND CONCESSIONS"
        ]
    );
}

/// keesboek.com's printable page of the 2007 Law 62D: its two paragraphs are `- ` bullets, the
/// page's layout, so both are section D's text at the bullets' column (the second was taken for
/// an indented closing of the law). The wiki's name, from its tagline ("Uit Spelregels voor
/// tafelarbiters"), is the source's title; the page's name in the wiki, `Sjabloon:2007:62D`,
/// is evidence of the law and edition, reported, and never shown as the source (the shipped
/// Dutch Law 68 said "Bron: Sjabloon:2007:68").
#[test]
fn keesboek_bulleted_paragraphs_are_the_sections_and_the_wikis_name_is_the_source() {
    let imp = import("nl-2007-62D-keesboek.txt", &Flags::default());
    let d = &documents(&imp)[0];
    assert_eq!(d.path, "translations/nl/2007/62.md");
    assert_eq!(
        d.meta.source_title.as_deref(),
        Some("Spelregels voor tafelarbiters")
    );
    assert_eq!(clause_ids(d), ["62D"]);
    let text = clause_text(d, "62D");
    assert_eq!(text.len(), 2);
    assert!(text[1].starts_with("Indien een tegenspeler verzaakt in de twaalfde slag"));
    assert_eq!(
        decided(&imp, "law 62"),
        "law 62: wiki template name \"Sjabloon:2007:62D\", line 1"
    );
    assert_eq!(
        residue(&imp)[0],
        e(1, 1, "wiki template name", "Sjabloon:2007:62D")
    );
}

//! Issue 20, for directors: the situation index (translations/<lang>/index.yaml, its checks, the
//! A–Z page, both searches), what changed (marks on 2017 Law 68, the "what changed" page,
//! `lawref changes`) and the import of a book's subject index, on the shipped corpus and the
//! real Russian index pages of the development set.

use crate::common;

use std::fs;

use common::{corpus_copy, lawref, root};
use lawref::corpus::model::Lang;
use lawref::import::subject_index::read_book_index;

fn stdout(o: &std::process::Output) -> String {
    assert!(
        o.status.success(),
        "lawref failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn changes_prints_law_68_clause_by_clause() {
    let out = stdout(&lawref(&root(), &["changes", "--edition", "2017"]));
    assert_eq!(
        out,
        "2017 since 2007\n\
         Law 68 (pl): Deklaracja lub zrzeczenie się lew\n\
         \x20 opening changed\n\
         \x20 68A changed\n\
         \x20 68B1 changed\n\
         \x20 68B2 changed\n\
         \x20 68C changed\n\
         \x20 68D changed\n\
         \x20 68D1 split from 68D, words changed\n\
         \x20 68D2 split from 68D, words changed\n\
         \x20 68D2(a) split from 68D, words changed\n\
         \x20 68D2(b) new\n\
         \x20 68D2(b)(i) new\n\
         \x20 68D2(b)(ii) new\n\
         \x20 closing changed\n\
         \n\
         not compared:\n\
         \x20 Law 68 (nl): no 2017 nl text\n\
         \x20 Law 70 (pl): no 2007 pl text to compare with\n"
    );
    // The same with --lang pl, but for what it could not compare in nl; nl has no 2017 text,
    // so nothing changed in it.
    assert_eq!(
        stdout(&lawref(
            &root(),
            &["changes", "--edition", "2017", "--lang", "pl"]
        )),
        out.replace("  Law 68 (nl): no 2017 nl text\n", "")
    );
    assert_eq!(
        stdout(&lawref(
            &root(),
            &["changes", "--edition", "2017", "--lang", "nl"]
        )),
        "2017 since 2007\nno changes (no law has a text in both editions that differs)\n\nnot compared:\n  Law 68 (nl): no 2017 nl text\n"
    );
    // 2007 follows no edition the corpus has.
    let o = lawref(&root(), &["changes", "--edition", "2007"]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("--edition 2007: it follows no edition"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn changes_json_names_the_diff_rows() {
    let out = stdout(&lawref(
        &root(),
        &["changes", "--edition", "2017", "--lang", "pl", "--json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let changes = v[0]["changes"].as_array().unwrap();
    let find = |mark: &str| {
        changes
            .iter()
            .find(|c| c["mark"] == mark)
            .unwrap_or_else(|| panic!("{mark} in {out}"))
    };
    assert_eq!(find("68B2")["kind"], "changed");
    assert_eq!(find("68B2")["row"], "68B2");
    assert_eq!(find("68D2(b)")["kind"], "new");
    assert_eq!(find("68D2(b)")["row"], "68D2b");
    assert_eq!(find("68D1")["kind"], "split");
    assert_eq!(find("68D1")["from"], serde_json::json!(["68D"]));
}

#[test]
fn search_puts_the_index_entry_first_then_its_clauses() {
    let dir = corpus_copy();
    let out = stdout(&lawref(
        dir.path(),
        &["search", "deklaracja", "--limit", "8"],
    ));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "             2017 pl index  deklaracja → 68, 68A, 68C, 68D, 70 (see also: zrzeczenie się lew, sporna deklaracja, roszczenie)"
    );
    // Then the entry whose term holds the word, then the first entry's clauses in its order.
    assert!(
        lines[1].starts_with(
            "             2017 pl index  sporna deklaracja → 68D2, 68D2(a), 68D2(b), 70"
        ),
        "{out}"
    );
    let ids: Vec<&str> = lines[2..8]
        .iter()
        .map(|l| l.split("  ").next().unwrap().trim())
        .collect();
    assert_eq!(
        ids,
        ["68 opening", "68A", "68C", "68D", "70A", "68D1"],
        "{out}"
    );
    // Then the laws whose Polish titles the manifest gives with the word.
    assert_eq!(
        lines[8..],
        [
            "",
            "laws by title:",
            "Law 68  Deklaracja lub zrzeczenie się lew (2017): in this collection: nl 2007, pl 2007, pl 2017",
            "Law 70  Sporna deklaracja lub zrzeczenie (2017): in this collection: pl 2017"
        ],
        "{out}"
    );
    // JSON: the entry is a hit of kind "index", with its place in the index file.
    let json = stdout(&lawref(
        dir.path(),
        &["search", "deklaracja", "--json", "--limit", "5"],
    ));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v[0]["kind"], "index");
    assert_eq!(v[0]["annotation"], "translations/pl/index.yaml:7");
    assert_eq!(v[0]["anchor"], "t-deklaracja");
    assert_eq!(v[1]["kind"], "index");
    // Then the laws whose titles hold the word (68 and 70, as the text lines above).
    assert_eq!((&v[2]["kind"], &v[2]["law"]), (&"title".into(), &68.into()));
    assert_eq!((&v[3]["kind"], &v[3]["law"]), (&"title".into(), &70.into()));
    assert_eq!(
        (&v[4]["clause"], &v[4]["part"]),
        (&serde_json::json!("68"), &serde_json::json!("preamble"))
    );
    // At most --limit in all, the entries and titles counted.
    assert_eq!(v.as_array().unwrap().len(), 5);
    // The Russian index's revoke: the entry, then the commentary that speaks of it.
    let ru = stdout(&lawref(dir.path(), &["search", "фальшренонс"]));
    assert_eq!(
        ru,
        "             2007 ru index  фальшренонс → 67B2 (commentary only) (see also: дефектная взятка)\n\
         67.10        2007 ru commentary  …Отсюда следует, что может оказаться, что игрок сделал [фальшренонс], в некоторый момент не сыграв этой картой.\n"
    );
    // A filter the entry does not meet leaves it out.
    let nl = stdout(&lawref(
        dir.path(),
        &["search", "deklaracja", "--lang", "nl"],
    ));
    // The laws whose (Polish) titles hold the word are named, with their Dutch text if any.
    assert_eq!(
        nl,
        "no hits\n\nlaws by title:\n\
         Law 68  Deklaracja lub zrzeczenie się lew (2017): in this collection: nl 2007\n\
         Law 70  Sporna deklaracja lub zrzeczenie (2017): not in the language or edition asked; held: pl 2017\n"
    );
}

/// Writes `index` as the Polish index of a copy of the corpus and loads it.
fn check_index(index: &str) -> String {
    let dir = corpus_copy();
    fs::write(dir.path().join("translations/pl/index.yaml"), index).unwrap();
    let o = lawref(dir.path(), &["check"]);
    assert!(!o.status.success(), "a bad index must fail the load");
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_bad_index_is_refused_at_its_line_and_column() {
    let err = check_index(
        "lang: pl\nentries:\n  - term: deklaracja\n    see_also: [zrzeczenie]\n    clauses: [68A, 68Z]\n  - term: Deklaracja\n    clauses: [68B]\n  - term: atut\n    clauses:\n      '2017': [70C, 70F]\n      '1999': [70]\n",
    );
    for want in [
        "translations/pl/index.yaml:5:20: unknown clause 68Z in 2007: no text of Law 68 has it",
        "translations/pl/index.yaml:5:20: unknown clause 68Z in 2017: no text of Law 68 has it",
        "translations/pl/index.yaml:10:21: unknown clause 70F in 2017: no text of Law 70 has it",
        "translations/pl/index.yaml:11:8: edition 1999 has no manifest in laws/",
        "translations/pl/index.yaml:6:11: duplicate term \"Deklaracja\" (first at line 3)",
        "translations/pl/index.yaml:4:16: see-also term \"zrzeczenie\" is not an entry of this index",
    ] {
        assert!(err.contains(want), "{want}\nnot in\n{err}");
    }
    // A clause id YAML reads as a number.
    let err = check_index("lang: pl\nentries:\n  - term: a\n    clauses: [70E1]\n");
    assert!(
        err.contains("a clause reads as the number 700 in YAML"),
        "{err}"
    );
    // Not the folder's language; an unknown field.
    let err = check_index("lang: nl\nentries:\n  - term: a\n    clauses: [68]\n");
    assert!(
        err.contains(
            "translations/pl/index.yaml:1:7: lang \"nl\" is not the folder's language \"pl\""
        ),
        "{err}"
    );
    let err = check_index("lang: pl\nentries:\n  - term: a\n    clause: [68]\n");
    assert!(err.contains("translations/pl/index.yaml:4:5: not a situation index: entries[0]: unknown field `clause`"), "{err}");
}

#[test]
fn the_site_marks_what_changed_and_has_the_a_to_z_page() {
    let dir = corpus_copy();
    let site = dir.path().join("site");
    stdout(&lawref(
        dir.path(),
        &["build", "--out", site.to_str().unwrap()],
    ));
    let read = |p: &str| fs::read_to_string(site.join(p)).unwrap();
    let law = read("2017/pl/68/index.html");
    // 68B2 changed (16D became 16C in its text), 68D2(b) new, 68D1 split from 68D: each mark
    // leads to its row of the diff.
    assert!(law.contains(r##"<div class="clause depth-2" id="68B2"><p class="place" data-pagefind-ignore>68B2 · Definicja zrzeczenia</p><a class="marker" href="#68B2" title="68B2">2.</a> <a class="change change-changed" href="../../../diff/pl/68/2007-2017/index.html#68B2" title="Zmiana od wydania 2007: jej wiersz porównania" lang="pl">zmieniono</a>"##), "{law}");
    assert!(law.contains(r##"<a class="change change-new" href="../../../diff/pl/68/2007-2017/index.html#68D2b" title="Zmiana od wydania 2007: jej wiersz porównania" lang="pl">dodano</a>"##));
    assert!(law.contains(r##"<a class="change change-split" href="../../../diff/pl/68/2007-2017/index.html#68D1" title="Zmiana od wydania 2007: jej wiersz porównania" lang="pl">wydzielono z 68D</a>"##));
    // An unchanged clause has no mark: 70 has no 2007 text, so no mark at all.
    assert!(!read("2017/pl/70/index.html").contains("class=\"change "));
    // The rows the marks lead to.
    let diff = read("diff/pl/68/2007-2017/index.html");
    assert!(diff.contains(r##"<tr id="68B2" class="changed">"##));
    assert!(diff.contains(r##"<tr id="68D2b" class="new">"##));
    assert!(
        diff.contains("przepis <del>16D</del><ins>16C</ins>"),
        "{diff}"
    );
    // Every law page of 2017 in Polish links the A–Z page and the "what changed" page.
    for p in ["2017/pl/68/index.html", "2017/pl/70/index.html"] {
        let page = read(p);
        assert!(page.contains(r##"<a class="situations-link" href="../../../2017/pl/situations/index.html">Skorowidz A–Ż</a>"##), "{p}");
        assert!(page.contains(r##"<a class="changes-link" href="../../../2017/pl/changes/index.html">Co się zmieniło</a>"##), "{p}");
    }
    // 2007 has the A–Z page and no "what changed" page (it follows no edition here).
    let old = read("2007/nl/68/index.html");
    assert!(old.contains(r##"href="../../../2007/nl/situations/index.html">Register A–Z</a>"##));
    assert!(!old.contains("changes-link"));
    assert!(!site.join("2007/pl/changes/index.html").exists());
    // The "what changed" page: law by law, each change to its diff row.
    let changes = read("2017/pl/changes/index.html");
    assert!(changes.contains(r##"<li class="change-changed"><a href="../../../2017/pl/68/index.html#68B2">68B2</a> <a class="change" href="../../../diff/pl/68/2007-2017/index.html#68B2" lang="pl">zmieniono</a></li>"##), "{changes}");
    assert!(changes.contains(r##"<li class="change-new"><a href="../../../2017/pl/68/index.html#68D2b">68D2(b)</a> <a class="change" href="../../../diff/pl/68/2007-2017/index.html#68D2b" lang="pl">dodano</a></li>"##));
    assert_eq!(changes.matches("<li class=\"change-").count(), 13);
    // The A–Z page: letters in Polish order as jump links, entries with their clauses.
    let az = read("2017/pl/situations/index.html");
    let letters: Vec<&str> = az
        .split(r##"<a href="#letter-"##)
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
        .collect();
    assert_eq!(
        letters,
        [
            "A", "B", "D", "F", "K", "L", "N", "O", "P", "R", "S", "U", "W", "Z"
        ]
    );
    assert!(az.contains(r##"<li id="t-nielegalna_informacja"><span class="term">nielegalna informacja</span> <a href="../../../2017/pl/68/index.html#68B2">68B2</a>, <span class="absent">16C <span lang="pl">(nie ma go w tym zbiorze)</span></span></li>"##), "{az}");
    // A clause of a law the collection lacks says so (issue 30). In 2007 the same entry gives
    // 16D, the clause's 2007 id.
    let az2007 = read("2007/pl/situations/index.html");
    assert!(az2007.contains(r##"<a href="../../../2007/pl/68/index.html#68B2">68B2</a>, <span class="absent">16D <span lang="pl">(nie ma go w tym zbiorze)</span></span>"##));
    // The site search's entries.
    let entries: serde_json::Value = serde_json::from_str(&read("search/situations.json")).unwrap();
    let e = entries
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["term"] == "deklaracja")
        .unwrap();
    assert_eq!(
        e["editions"]["2017"]["page"],
        "../2017/pl/situations/index.html#t-deklaracja"
    );
    assert_eq!(
        e["editions"]["2017"]["clauses"][1]["href"],
        "../2017/pl/68/index.html#68A"
    );
}

#[test]
fn polish_terms_collate_with_their_own_letters() {
    let terms = [
        "żółw",
        "lewa",
        "łza",
        "zrzeczenie",
        "źródło",
        "ściana",
        "sędzia",
        "atut",
        "ąb",
    ];
    let order: Vec<(String, &str)> = lawref::site::situations::collate(&Lang("pl".into()), &terms)
        .into_iter()
        .map(|(l, i)| (l, terms[i]))
        .collect();
    let want = [
        ("A", "atut"),
        ("Ą", "ąb"),
        ("L", "lewa"),
        ("Ł", "łza"),
        ("S", "sędzia"),
        ("Ś", "ściana"),
        ("Z", "zrzeczenie"),
        ("Ź", "źródło"),
        ("Ż", "żółw"),
    ];
    let want: Vec<(String, &str)> = want.iter().map(|(l, t)| (l.to_string(), *t)).collect();
    assert_eq!(order, want);
    // Dutch: é is E (one letter at primary strength), ij sorts as i j.
    let nl = ["eis", "één", "ijs", "instemmen"];
    let order: Vec<(String, &str)> = lawref::site::situations::collate(&Lang("nl".into()), &nl)
        .into_iter()
        .map(|(l, i)| (l, nl[i]))
        .collect();
    assert_eq!(
        order,
        [
            ("E".to_string(), "één"),
            ("E".to_string(), "eis"),
            ("I".to_string(), "ijs"),
            ("I".to_string(), "instemmen")
        ]
    );
}

#[test]
fn a_russian_book_index_page_reads_into_entries() {
    let text = String::from_utf8(common::fixture(
        "real/INDEX-ru-1987-subject-index-litfond-p47.txt",
    ))
    .unwrap();
    let ix = read_book_index(&text, &Lang("ru".into()));
    let show = |e: &lawref::import::subject_index::BookEntry| {
        let c: Vec<String> = e.clauses.iter().map(ToString::to_string).collect();
        format!("{}: {}", e.term, c.join(","))
    };
    let mut got = Vec::new();
    for e in &ix.entries {
        got.push(show(e));
        for s in &e.subentries {
            got.push(format!("  {}", show(s)));
        }
    }
    assert_eq!(
        got,
        [
            "Игра или ход, основанный на =: 41,47",
            "Дефектная взятка: ",
            "  Слишком мало карт в =: 67",
            "  Слишком много карт в =: 45,67",
            "Дисквалификация игрока: 91",
            "Контра: ",
            "  Легальная =: 19",
            "  Надлежащая форма =: 19",
            "  Неприемлемая =: 19,32,35,36,39",
            "  Ошибка в восприятии назначения: 19",
            "  Увеличение стоимости контракта после =: 77",
            "Контракт: 22",
            "Ложная уступка: 71",
            "Масти: ",
            "  Старшинство =: 1,18,44",
            "  Упорядочение руки болвана: 41",
            "Медленная игра: 90",
            "Место игрока: 5",
            "Модуляция: ",
            "Назначение: ",
            "  Достаточность =: 18",
            "  Надлежащая форма =: 18",
            "  = вне очереди: 27,31",
            "  = выше семи: 35,38",
            "  = после финального паса: 35,39",
            "  Недостаточное =: 18,27",
            "  Отличия = от других заявок: 18",
            "Наказание в торговле: ",
            "  = акции, нарушающей обязанность пасовать: 37",
            "  = замены заявки: 25,26",
            "  = контры или реконтры вне очереди: 32",
            "  = назначения вне очереди: 31",
            "  = недостаточного назначения: 27",
        ]
    );
    let modulation = ix.entries.iter().find(|e| e.term == "Модуляция").unwrap();
    assert_eq!(modulation.see_also, ["Нелегальная информация", "Приличия"]);
    assert_eq!(
        ix.residue,
        [
            (
                1,
                "running header".to_string(),
                "Все о бридже | страница 47".to_string()
            ),
            (5, "page number".to_string(), "125".to_string())
        ]
    );
    assert_eq!(
        ix.doubts,
        [
            (2, "\"Игра или ход, основанный на =\" opens the page with '=' and no heading before it (the heading is on an earlier page): kept as an entry of its own".to_string()),
            (25, "\"= неприемле\" has no locators (cut off?): left out".to_string()),
        ]
    );
}

#[test]
fn import_index_writes_an_index_that_loads() {
    let dir = corpus_copy();
    let src = root().join("tests/fixtures/real/INDEX-ru-1987-subject-index-books-online-p44.txt");
    let out = dir.path().join("translations/ru/index.yaml");
    let o = lawref(
        dir.path(),
        &[
            "import-index",
            src.to_str().unwrap(),
            "--lang",
            "ru",
            "--edition",
            "1987",
            "--out",
            out.to_str().unwrap(),
            // Over the curated index the repository ships.
            "--replace",
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains(
            "INDEX-ru-1987-subject-index-books-online-p44.txt:7: residue (page number): 134"
        ),
        "{err}"
    );
    assert!(err.contains(":21: doubt: \"Сигналы на висте\": see-also term \"Конвенционная игра картой\" is no entry of this document: left out"), "{err}");
    assert!(
        err.contains(": 12 entries (16 subentries), 3 residue, 7 doubts"),
        "{err}"
    );
    let yaml = fs::read_to_string(&out).unwrap();
    assert!(yaml.contains("- term: Текущая взятка\n  subentries:\n  - term: Заявление вистующего относительно =\n    clauses:\n      '1987':\n      - '68'\n"), "{yaml}");
    // What was written loads with the corpus (its clauses checked against 1987's manifest).
    stdout(&lawref(dir.path(), &["coverage"]));
    // A locator that is no law of the Laws is a doubt, never a clause.
    let bad = dir.path().join("bad.txt");
    fs::write(
        &bad,
        "Акцент.....................................99 Сдача......6\n",
    )
    .unwrap();
    let o = lawref(
        dir.path(),
        &[
            "import-index",
            bad.to_str().unwrap(),
            "--lang",
            "ru",
            "--edition",
            "1987",
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            ":1: doubt: \"Акцент\": locator \"99\" is no clause of the Laws (1–93): left out"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            ":1: doubt: \"Акцент\" has no locator left that is a clause of the Laws: left out"
        ),
        "{err}"
    );
    assert!(
        String::from_utf8_lossy(&o.stdout)
            .ends_with("entries:\n- term: Сдача\n  clauses:\n    '1987':\n    - '6'\n"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

/// An entry's clause of a law no text of the collection has in the edition says so in the
/// command line's search too (issue 30): `16C (not in this collection)`.
#[test]
fn search_says_which_clauses_of_an_entry_are_not_in_this_collection() {
    let dir = corpus_copy();
    let out = stdout(&lawref(
        dir.path(),
        &["search", "nielegalna informacja", "--edition", "2017"],
    ));
    assert_eq!(
        out.lines().next(),
        Some(
            "             2017 pl index  nielegalna informacja → 68B2, 16C (not in this collection)"
        ),
        "{out}"
    );
}

/// A director's phrase around an index term finds the entry (issue 32: the query holds every
/// word of the term), and the query's `-word` rules an entry out as it rules out a record
/// (attack 32).
#[test]
fn an_entry_is_found_in_a_longer_phrase_and_ruled_out_by_a_minus_word() {
    let root = crate::common::root();
    let out = crate::common::lawref_ok(&root, &["search", "wahanie partnera", "--lang", "pl"]);
    assert!(
        out.starts_with("             2017 pl index  wahanie → 16 (not in this collection), 73 (not in this collection)"),
        "{out}"
    );
    let out = crate::common::lawref_ok(&root, &["search", "wahanie -wahanie", "--lang", "pl"]);
    assert!(out.starts_with("no hits"), "{out}");
}

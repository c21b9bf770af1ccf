//! The next edition's translation round (issue 31): a draft edition and its banner, and the
//! correspondences `lawref align` infers between editions.

use crate::common;

use common::{corpus_copy, lawref, lawref_ok};

/// `laws/2017.yaml` of the corpus at `c` with `extra` added after its `previous:` line.
fn manifest_with(c: &std::path::Path, extra: &str) {
    let p = c.join("laws/2017.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(
        &p,
        text.replacen(
            "previous: '2007'\n",
            &format!("previous: '2007'\n{extra}"),
            1,
        ),
    )
    .unwrap();
}

/// Every page of a draft edition says so, in its interface language, with the draft's date;
/// the final edition's pages do not.
#[test]
fn every_page_of_a_draft_edition_says_draft_of_its_date() {
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\ndraft_date: 2026-11-15\n");
    let site = c.join("site");
    lawref_ok(c, &["build", "--out", site.to_str().unwrap()]);
    let page = |rel: &str| std::fs::read_to_string(site.join(rel)).unwrap();
    let polish = "<p class=\"draft-banner\" lang=\"pl\" role=\"note\">Projekt z 2026-11-15: ten tekst nie został jeszcze przyjęty i może się zmienić.</p>";
    assert!(page("2017/pl/68/index.html").contains(polish));
    // The parallel page speaks its content's language, Polish.
    assert!(page("2017/68/index.html").contains(polish));
    assert!(page("diff/pl/68/2007-2017/index.html").contains(polish));
    assert!(!page("2007/pl/68/index.html").contains("draft-banner"));
    assert!(!page("index.html").contains("draft-banner"));
}

/// A draft without its date, or with a date that is not one, is refused at its line.
#[test]
fn a_draft_needs_its_date() {
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\n");
    let err = lawref::corpus::load::load_corpus(c)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "laws/2017.yaml:11:1: status: draft needs the draft's date: add `draft_date: YYYY-MM-DD`"
    );
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\ndraft_date: 15.11.2026\n");
    let err = lawref::corpus::load::load_corpus(c)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "laws/2017.yaml:12:1: draft_date \"15.11.2026\" is not an ISO date YYYY-MM-DD (2026-11-15)"
    );
}

/// A copy of the shipped corpus with the made-up 2027 draft of Laws 67 and 68
/// (`tests/fixtures/round2027/`: not real) and the texts it is made from.
fn corpus_with_draft() -> tempfile::TempDir {
    let dir = corpus_copy();
    common::copy_dir(
        &common::root().join("tests/fixtures/round2027/laws"),
        &dir.path().join("laws"),
    );
    common::copy_dir(
        &common::root().join("tests/fixtures/round2027/translations"),
        &dir.path().join("translations"),
    );
    dir
}

/// `lawref align 2017 --with 2007` on the shipped corpus finds the correspondences its manifest
/// holds by hand for the laws both editions have a text of (Law 68, Polish: the split of 68D and
/// the new 68D2(b) items), precision and recall 1.
#[test]
fn align_finds_the_shipped_manifests_records_of_law_68() {
    let out = lawref_ok(
        &common::root(),
        &["align", "2017", "--with", "2007", "--lang", "pl"],
    );
    assert_eq!(
        out,
        "Law 68, pl: 2007 → 2017\n  changed     68A  0.65\n  same        68B  1.00\n  changed     68B1  0.77\n  changed     68B2  0.86\n  changed     68C  0.50\n  split       68D -> 68D, 68D1, 68D2, 68D2(a)  0.63\n  new         68D2(b)  0.69\n  new         68D2(b)(i)  0.68\n  new         68D2(b)(ii)  0.65\nagainst laws/2017.yaml's hand-written records of these laws: precision 1.00 (7 of 7 links inferred), recall 1.00 (7 of 7 links recorded)\n"
    );
}

/// The whole path of a new edition's round on the made-up 2027 draft: align, export for Polish
/// and Dutch, translate some units and leave others in review, import, progress, a second export
/// that keeps the work, build; the draft banner, change marks and "what changed" on the site.
#[test]
fn a_draft_edition_goes_from_align_to_a_published_translation() {
    let dir = corpus_with_draft();
    let c = dir.path();
    // Align: one edit of each kind found.
    let out = lawref_ok(c, &["align", "2027", "--with", "2017", "--write"]);
    assert_eq!(
        out,
        "Law 67, en: 2017 → 2027\n  changed     67A  0.98\n  merged      67A1, 67A2 -> 67A1  1.00\n  same        67B  1.00\n  same        67B1  1.00\n  same        67B1(a)  1.00\n  same        67B2  1.00\n  deleted     67B1(b)  1.00\nLaw 68, en: 2017 → 2027\n  same        68A  1.00\n  same        68B  1.00\n  same        68B1  1.00\n  split       68B2 -> 68B2, 68B3  1.00\n  same        68D  1.00\n  same        68D1  1.00\n  renumbered  68C -> 68E  1.00\n  new         68F  0.54\nlaws/2027.yaml has no hand-written record of these laws from 2017 to measure against\nadded 5 records to laws/2027.yaml (each with a note \"inferred by lawref align …: review\")\n"
    );
    let manifest = std::fs::read_to_string(c.join("laws/2027.yaml")).unwrap();
    assert!(manifest.ends_with("correspondences:\n  - merged: 67A1, 67A2 -> 67A1\n    note: 'inferred by lawref align, score 1.00: review'\n  - deleted: 67B1(b)\n    note: 'inferred by lawref align: review'\n  - split: 68B2 -> 68B2, 68B3\n    note: 'inferred by lawref align, score 1.00: review'\n  - renumbered: 68C -> 68E\n    note: 'inferred by lawref align, score 1.00: review'\n  - new: 68F\n    note: 'inferred by lawref align: review'\n"), "{manifest}");
    // A second run adds nothing: the records are there.
    assert!(
        lawref_ok(c, &["align", "2027", "--with", "2017", "--write"])
            .ends_with("nothing to add to laws/2027.yaml\n")
    );
    // The work packages: Polish prefilled from its 2017 text along the records, Dutch (no 2017
    // text) all to translate.
    let tmp = tempfile::tempdir().unwrap();
    let package = |law: &str, lang: &str, round: u8| {
        let f = tmp.path().join(format!("{law}-{lang}-{round}.xlf"));
        lawref_ok(
            c,
            &[
                "export",
                "xliff",
                "--law",
                law,
                "--source",
                "en",
                "--target",
                lang,
                "--edition",
                "2027",
                "--previous",
                "2017",
                "--out",
                f.to_str().unwrap(),
            ],
        );
        f
    };
    let pl68 = package("68", "pl", 1);
    let units = crate::export::read_units(&pl68);
    let unit = |id: &str| crate::export::unit(&units, id).clone();
    let pl2017 = |id: &str| {
        let corpus = lawref::corpus::load::load_corpus(c).unwrap();
        let (_, d) = corpus
            .text(
                &lawref::Edition("2017".into()),
                68,
                &lawref::Lang("pl".into()),
            )
            .unwrap();
        lawref::analysis::align::clause_piece(
            d.law_text().unwrap().find(&id.parse().unwrap()).unwrap(),
        )
        .text()
    };
    // 68E is 2017's 68C renumbered, its words the same: the Polish 68C stands, approved.
    assert_eq!(unit("68E")["target"], pl2017("68C"));
    assert_eq!(unit("68E")["state"], "translated");
    assert_eq!(unit("68E")["fuzzy"], false);
    // 68B2 and 68B3 split from 68B2: the whole Polish 68B2 to review.
    for id in ["68B2", "68B3"] {
        assert_eq!(unit(id)["target"], pl2017("68B2"), "{id}");
        assert_eq!(unit(id)["state"], "needs-review-translation", "{id}");
    }
    // 68F is new: an empty target to translate.
    assert_eq!(unit("68F")["target"], "");
    assert_eq!(unit("68F")["state"], "needs-translation");
    let nl68 = package("68", "nl", 1);
    assert!(
        crate::export::read_units(&nl68)
            .iter()
            .all(|u| u["target"] == "" && u["state"] == "needs-translation")
    );
    // The translator translates what is empty and leaves the split for review.
    crate::export::in_cat_tool(
        &pl68,
        r#"
for u in units:
    if not u.target:
        u.settarget("PL " + u.source.replace("\n", "\nPL "))
"#,
    );
    lawref_ok(c, &["import", pl68.to_str().unwrap()]);
    let corpus = lawref::corpus::load::load_corpus(c).unwrap();
    let e27 = lawref::Edition("2027".into());
    let pl = lawref::Lang("pl".into());
    let (_, d) = corpus.text(&e27, 68, &pl).unwrap();
    let ids: Vec<String> = d
        .law_text()
        .unwrap()
        .all_clauses()
        .iter()
        .map(|c| c.id.to_string())
        .collect();
    assert_eq!(ids, ["68A", "68B", "68B1", "68D", "68D1", "68E", "68F"]);
    // Progress: Law 67 untranslated in Polish, Law 68 all but the split.
    let out = lawref_ok(c, &["progress", "--edition", "2027", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let pl_progress = v["langs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lang"] == "pl")
        .unwrap()
        .clone();
    assert_eq!(v["previous"], "2017");
    assert_eq!(v["laws"], serde_json::json!([67, 68]));
    assert_eq!(pl_progress["text"], 8, "{pl_progress}");
    // Law 67 (7 units): 67A changed and 67A1 merged, the rest unchanged, none translated. Law 68
    // (11): the title (2017 has none in English) and the split in review, 68F new and
    // translated (translate-toolkit marks it approved), the rest unchanged, approved.
    assert_eq!(pl_progress["units"], 18);
    assert_eq!(
        pl_progress["counts"],
        serde_json::json!({
            "changed": {"untranslated": 2, "in review": 3, "translated": 0, "reviewed": 0, "approved": 0},
            "new": {"untranslated": 0, "in review": 0, "translated": 0, "reviewed": 0, "approved": 1},
            "unchanged": {"untranslated": 5, "in review": 0, "translated": 0, "reviewed": 0, "approved": 7}
        })
    );
    // `check` counts the clauses still in translation apart, as infos naming the work file.
    let out = lawref(c, &["check"]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let pending: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("translations/pl/2027/") && l.contains("missing-clause"))
        .collect();
    assert_eq!(
        pending,
        [
            "translations/pl/2027/68.md:17:1: info: missing-clause clause \"68B2\": the en text of Law 68 in the 2027 Laws has it; the pl text lacks it: in translation (translations/pl/2027/68.work.yaml: needs-review-translation)",
            "translations/pl/2027/68.md:17:1: info: missing-clause clause \"68B3\": the en text of Law 68 in the 2027 Laws has it; the pl text lacks it: in translation (translations/pl/2027/68.work.yaml: needs-review-translation)"
        ],
        "{stdout}"
    );
    assert!(
        stdout.contains("; 2 more in translation (work files)\n"),
        "{stdout}"
    );
    // The second export keeps the work: the split still to review with its target, 68F as
    // translated.
    let again = package("68", "pl", 2);
    let units = crate::export::read_units(&again);
    let unit = |id: &str| crate::export::unit(&units, id).clone();
    assert_eq!(unit("68B2")["state"], "needs-review-translation");
    assert_eq!(unit("68B2")["target"], pl2017("68B2"));
    assert!(unit("68F")["target"].as_str().unwrap().starts_with("PL "));
    // The site: the draft banner, change marks and "what changed".
    let site = c.join("site");
    lawref_ok(c, &["build", "--out", site.to_str().unwrap()]);
    let page = std::fs::read_to_string(site.join("2027/pl/68/index.html")).unwrap();
    assert!(
        page.contains("<p class=\"draft-banner\" lang=\"pl\" role=\"note\">Projekt z 2026-11-15:")
    );
    assert!(
        page.contains("class=\"change change-renumbered\""),
        "{page}"
    );
    // The clauses still in review are not on the page, and the page says so.
    assert!(
        page.contains("<p class=\"lacks\" lang=\"pl\" role=\"note\">Brak w tym tekście: 68B2, 68B3; mają je teksty tego wydania w innych językach (angielski). <a href=\"../../../2027/68/index.html?lang=pl\">"),
        "{page}"
    );
    // The coverage page shows the round's progress, as `lawref progress` counts it.
    let coverage = std::fs::read_to_string(site.join("coverage/index.html")).unwrap();
    assert!(coverage.contains("<h2>Translation of the 2027 edition</h2>\n<p>The units of the English text, by their change since 2017"), "{coverage}");
    assert!(coverage.contains("<table class=\"coverage progress\" id=\"round-2027-pl\">\n<caption>Polski: 8/18 units in the published text</caption>\n<thead><tr><td></td><th scope=\"col\">untranslated</th><th scope=\"col\">in review</th><th scope=\"col\">translated</th><th scope=\"col\">reviewed</th><th scope=\"col\">approved</th></tr></thead>\n<tbody>\n<tr><th scope=\"row\">new</th><td>0</td><td>0</td><td>0</td><td>0</td><td>1</td></tr>\n<tr><th scope=\"row\">changed</th><td>2</td><td>3</td><td>0</td><td>0</td><td>0</td></tr>\n<tr><th scope=\"row\">unchanged</th><td>5</td><td>0</td><td>0</td><td>0</td><td>7</td></tr>"), "{coverage}");
    // Dutch (exported, not imported) and Russian, with neither work nor a text in 2027, have no
    // table.
    assert!(!coverage.contains("id=\"round-2027-ru\""));
    assert!(!coverage.contains("id=\"round-2027-nl\""));
    let pl_coverage = std::fs::read_to_string(site.join("coverage/index.pl.html")).unwrap();
    assert!(pl_coverage.contains("<h2>Tłumaczenie wydania 2027</h2>"));
    let en = std::fs::read_to_string(site.join("2027/en/68/index.html")).unwrap();
    assert!(en.contains(">renumbered from 68C"));
    assert!(en.contains(">split from 68B2"));
    let changes = std::fs::read_to_string(site.join("2027/en/changes/index.html")).unwrap();
    assert!(
        changes.contains("draft-banner") || changes.contains("68E"),
        "{changes}"
    );
    assert!(changes.contains("68F"));
}

/// `align --write` writes records only against the edition the manifest follows, and
/// `progress --previous` must be older than the edition.
#[test]
fn align_writes_only_against_the_previous_edition_and_progress_counts_against_an_older_one() {
    let dir = corpus_with_draft();
    let c = dir.path();
    let before = std::fs::read(c.join("laws/2027.yaml")).unwrap();
    let out = lawref(
        c,
        &["align", "2027", "--with", "2007", "--lang", "pl", "--write"],
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--write: laws/2027.yaml's correspondences are to 2017, not 2007"),
        "{err}"
    );
    assert_eq!(std::fs::read(c.join("laws/2027.yaml")).unwrap(), before);
    let out = lawref(
        c,
        &[
            "progress",
            "--edition",
            "2017",
            "--source",
            "pl",
            "--previous",
            "2027",
        ],
    );
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("--previous 2027 is not older than --edition 2017")
    );
}

/// `export xliff --copy-source` gives each unit with nothing to prefill its source as target,
/// still `needs-translation` (OmegaT 3.6 translates the target in place); import reads a target
/// that is still the copy as no translation and one a tool filled without changing the state
/// as work in review, never as text. (`tests/omegat/run` walks it with OmegaT itself.)
#[test]
fn a_package_with_the_sources_copied_imports_the_copies_as_no_translation() {
    let dir = corpus_with_draft();
    let c = dir.path();
    lawref_ok(c, &["align", "2027", "--with", "2017", "--write"]);
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-nl.xlf");
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "68",
            "--source",
            "en",
            "--target",
            "nl",
            "--edition",
            "2027",
            "--previous",
            "2017",
            "--copy-source",
            "--out",
            f.to_str().unwrap(),
        ],
    );
    let units = crate::export::read_units(&f);
    assert_eq!(units.len(), 11);
    for u in &units {
        assert_eq!(u["target"], u["source"], "{u}");
        assert_eq!(u["state"], "needs-translation", "{u}");
    }
    // A tool fills 68B in place and leaves its state.
    let text = std::fs::read_to_string(&f).unwrap();
    let copy = r#"<target xml:lang="nl" state="needs-translation">Concession Defined</target>"#;
    assert_eq!(text.matches(copy).count(), 1);
    std::fs::write(
        &f,
        text.replace(
            copy,
            r#"<target xml:lang="nl" state="needs-translation">Omschrijving van afstaan van slagen</target>"#,
        ),
    )
    .unwrap();
    let out = lawref_ok(c, &["import", f.to_str().unwrap()]);
    assert_eq!(
        out.lines().next().unwrap(),
        "note: 68-nl.xlf: 11 of the 11 units are not done and are not corpus text (kept with their state in translations/nl/2027/68.work.yaml, for the next export and `lawref progress`): 68-title (no translation: the target is its source's copy), 68-preamble (no translation: the target is its source's copy), 68A (no translation: the target is its source's copy), 68B (needs-translation), 68B1 (no translation: the target is its source's copy), 68B2 (no translation: the target is its source's copy), 68B3 (no translation: the target is its source's copy), 68D (no translation: the target is its source's copy), 68D1 (no translation: the target is its source's copy), 68E (no translation: the target is its source's copy), 68F (no translation: the target is its source's copy)"
    );
    assert!(!c.join("translations/nl/2027/68.md").exists());
    let corpus = lawref::corpus::load::load_corpus(c).unwrap();
    let work = corpus
        .work(
            &lawref::Edition("2027".into()),
            68,
            &lawref::Lang("nl".into()),
        )
        .unwrap();
    let targets: Vec<(&str, Option<&str>)> = work
        .units
        .iter()
        .map(|u| (u.unit.as_str(), u.target.as_deref()))
        .filter(|(_, t)| t.is_some())
        .collect();
    assert_eq!(
        targets,
        [("68B", Some("Omschrijving van afstaan van slagen"))]
    );
}

/// A later draft follows an earlier one kept as an edition of its own (`2027d1`): drafts are
/// ordered by their `draft_date`, so the later may say `previous: '2027d1'`, and the change
/// between the two drafts is shown as any edition change is (`lawref diff`, the site's diff
/// page).
#[test]
fn a_later_draft_follows_an_earlier_one_and_shows_what_changed() {
    let dir = corpus_with_draft();
    let c = dir.path();
    // The earlier draft, kept: the same texts, as edition 2027d1 of 2026-11-15.
    let manifest = std::fs::read_to_string(c.join("laws/2027.yaml")).unwrap();
    std::fs::write(
        c.join("laws/2027d1.yaml"),
        manifest.replacen("edition: '2027'", "edition: '2027d1'", 1),
    )
    .unwrap();
    std::fs::create_dir_all(c.join("translations/en/2027d1")).unwrap();
    for law in ["67", "68"] {
        let text =
            std::fs::read_to_string(c.join(format!("translations/en/2027/{law}.md"))).unwrap();
        assert!(text.contains("\nedition: '2027'\n"));
        std::fs::write(
            c.join(format!("translations/en/2027d1/{law}.md")),
            text.replacen("\nedition: '2027'\n", "\nedition: '2027d1'\n", 1),
        )
        .unwrap();
    }
    // The later draft, of 2027-03-01, follows it and changes a word of 68B3.
    std::fs::write(
        c.join("laws/2027.yaml"),
        manifest
            .replacen("draft_date: 2026-11-15", "draft_date: 2027-03-01", 1)
            .replacen("previous: '2017'", "previous: '2027d1'", 1),
    )
    .unwrap();
    let p = c.join("translations/en/2027/68.md");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(
        &p,
        text.replacen("3. Play continues.", "3. Play goes on.", 1),
    )
    .unwrap();
    let out = lawref_ok(
        c,
        &[
            "diff", "68B3", "--from", "2027d1", "--to", "2027", "--lang", "en",
        ],
    );
    assert!(
        out.contains("68B3\n  Play [-continues-]{+goes on+}. Any card"),
        "{out}"
    );
    let site = c.join("site");
    lawref_ok(c, &["build", "--out", site.to_str().unwrap()]);
    let page = std::fs::read_to_string(site.join("2027/en/68/index.html")).unwrap();
    assert!(page.contains("Draft of 2027-03-01"), "{page}");
    let diff = std::fs::read_to_string(site.join("diff/en/68/2027d1-2027/index.html")).unwrap();
    assert!(
        diff.contains("Play <del>continues</del><ins>goes on</ins>."),
        "{diff}"
    );
}

/// An import whose files would leave the corpus unloadable writes nothing and says why: the
/// Dutch situation index lists 68C for every edition Dutch has, and the 2027 draft renumbered
/// 68C to 68E, so Dutch's first 2027 text would make the index name a clause 2027 lacks. Once
/// the index gives its clauses per edition, the same file imports.
#[test]
fn an_import_that_would_leave_the_corpus_unloadable_writes_nothing() {
    let dir = corpus_with_draft();
    let c = dir.path();
    lawref_ok(c, &["align", "2027", "--with", "2017", "--write"]);
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-nl.xlf");
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "68",
            "--source",
            "en",
            "--target",
            "nl",
            "--edition",
            "2027",
            "--copy-source",
            "--out",
            f.to_str().unwrap(),
        ],
    );
    let text = std::fs::read_to_string(&f).unwrap();
    let copy = r#"<target xml:lang="nl" state="needs-translation">Concession Defined</target>"#;
    assert_eq!(text.matches(copy).count(), 1);
    std::fs::write(
        &f,
        text.replace(
            copy,
            r#"<target xml:lang="nl" state="translated">Omschrijving van afstaan van slagen</target>"#,
        ),
    )
    .unwrap();
    let out = lawref(c, &["import", f.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    for line in [
        "nothing was written: with the imported files the corpus would not load:",
        "translations/nl/index.yaml:7:24: unknown clause 68C in 2027: no text of Law 68 has it",
        "(give the clauses per edition where they differ ('2007': [..], '2017': [..]))",
        "Mend the file this names first (not one the import writes), then import again.",
    ] {
        assert!(err.contains(line), "{line}\n{err}");
    }
    assert!(!c.join("translations/nl/2027").exists());
    assert_eq!(
        std::fs::read_dir(c.join("import-report"))
            .map(|d| d.count())
            .unwrap_or(0),
        0
    );
    // The index mended: 68C in 2007, 68E in 2027.
    let index = c.join("translations/nl/index.yaml");
    let text = std::fs::read_to_string(&index).unwrap();
    let mended = text
        .replacen(
            "    clauses: [68, 68A, 68C, 68D]",
            "    clauses:\n      '2007': [68, 68A, 68C, 68D]\n      '2027': [68, 68A, 68E, 68D]",
            1,
        )
        .replacen(
            "    clauses: [68C]",
            "    clauses:\n      '2007': [68C]\n      '2027': [68E]",
            1,
        );
    assert_ne!(mended, text);
    std::fs::write(&index, mended).unwrap();
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    assert!(c.join("translations/nl/2027/68.md").is_file());
}

/// A unit's note names the manifests that record the way from the prefilling edition (2007 to
/// 2027: both `laws/2017.yaml` and `laws/2027.yaml`), only the parts of a split the edition has,
/// and for a merge says to make the earlier texts one.
#[test]
fn notes_name_the_records_on_the_way_and_say_how_to_mend_a_merge() {
    let dir = corpus_with_draft();
    let c = dir.path();
    lawref_ok(c, &["align", "2027", "--with", "2017", "--write"]);
    let tmp = tempfile::tempdir().unwrap();
    let export = |law: &str, lang: &str, previous: &str| {
        let f = tmp.path().join(format!("{law}-{lang}-{previous}.xlf"));
        lawref_ok(
            c,
            &[
                "export",
                "xliff",
                "--law",
                law,
                "--source",
                "en",
                "--target",
                lang,
                "--edition",
                "2027",
                "--previous",
                previous,
                "--out",
                f.to_str().unwrap(),
            ],
        );
        crate::export::read_units(&f)
    };
    let nl = export("68", "nl", "2007");
    let note = |units: &[serde_json::Value], id: &str| {
        crate::export::unit(units, id)["note"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        note(&nl, "68D1"),
        "2007 68D was split into 2027 68D, 68D1 (laws/2017.yaml, laws/2027.yaml); the target is the whole nl 2007 text of 68D: keep this clause's part; the en 2007 text has no counterpart to compare with"
    );
    let pl = export("67", "pl", "2017");
    assert!(
        note(&pl, "67A1").starts_with("2017 67A1, 67A2 were merged into 2027 67A1 (laws/2027.yaml); the target is the pl 2017 texts of 67A1, 67A2, merged into this clause: make them one, a line per line of the source; "),
        "{}",
        note(&pl, "67A1")
    );
}

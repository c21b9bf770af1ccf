//! Issue 20, the terminal as a director uses it: the corpus found from any folder
//! (`LAWREF_CORPUS`, the config file), `diff` of a clause with its editions worked out, shell
//! completions and the man page generated from the command line's own definitions.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::root;

/// Runs lawref in `cwd` with no `--corpus`, an empty home (no config file but those a test
/// writes) and the environment given.
fn run_in(cwd: &Path, home: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_lawref"));
    c.current_dir(cwd)
        .args(args)
        .env("NO_COLOR", "1")
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("LAWREF_CORPUS");
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_corpus_comes_from_the_flag_the_environment_the_config_file_or_the_current_folder() {
    let elsewhere = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let repo = root();
    let repo_s = repo.to_str().unwrap();
    let first = |o: &Output| text(&o.stdout).lines().next().unwrap_or("").to_string();
    // Nothing says where: the current folder, which is no corpus.
    let o = run_in(elsewhere.path(), home.path(), &[], &["show", "68B2"]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains(
            "is not a corpus: it has no laws/ folder (pass --corpus DIR, set LAWREF_CORPUS, or write corpus = \"DIR\" in ~/.config/lawref/config.toml)"
        ),
        "{}",
        text(&o.stderr)
    );
    // LAWREF_CORPUS.
    let o = run_in(
        elsewhere.path(),
        home.path(),
        &[("LAWREF_CORPUS", repo_s)],
        &["show", "68B2"],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(first(&o), "68B2 (2017)");
    // The config file at ~/.config/lawref/config.toml, a relative path read from its folder.
    let cfg = home.path().join(".config/lawref");
    std::fs::create_dir_all(&cfg).unwrap();
    let rel = pathdiff(&repo, &cfg);
    std::fs::write(cfg.join("config.toml"), format!("corpus = {rel:?}\n")).unwrap();
    let o = run_in(elsewhere.path(), home.path(), &[], &["show", "68B2"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(first(&o), "68B2 (2017)");
    // $XDG_CONFIG_HOME wins over ~/.config.
    let xdg = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(xdg.path().join("lawref")).unwrap();
    std::fs::write(
        xdg.path().join("lawref/config.toml"),
        "# where the laws are\ncorpus = 2017\n",
    )
    .unwrap();
    let o = run_in(
        elsewhere.path(),
        home.path(),
        &[("XDG_CONFIG_HOME", xdg.path().to_str().unwrap())],
        &["show", "68B2"],
    );
    assert!(!o.status.success());
    let err = text(&o.stderr);
    let want = format!(
        "{}:2:10: invalid type: integer `2017`, expected a string",
        xdg.path().join("lawref/config.toml").display()
    );
    assert!(err.contains(&want), "{err}");
    // The environment wins over the config file (even a bad one is not read then), and the
    // flag over the environment.
    let o = run_in(
        elsewhere.path(),
        home.path(),
        &[
            ("XDG_CONFIG_HOME", xdg.path().to_str().unwrap()),
            ("LAWREF_CORPUS", repo_s),
        ],
        &["show", "68B2"],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = run_in(
        elsewhere.path(),
        home.path(),
        &[("LAWREF_CORPUS", "/nonexistent")],
        &["--corpus", repo_s, "show", "68B2"],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    // An unknown key is an error at its line, not ignored.
    std::fs::write(cfg.join("config.toml"), "\ncorpos = \"/srv/laws\"\n").unwrap();
    let o = run_in(elsewhere.path(), home.path(), &[], &["show", "68B2"]);
    assert!(!o.status.success());
    let want = format!(
        "{}:2:1: unknown field `corpos`, expected `corpus`",
        cfg.join("config.toml").display()
    );
    assert!(text(&o.stderr).contains(&want), "{}", text(&o.stderr));
    // The current folder, when it is the corpus and nothing else is set.
    std::fs::remove_file(cfg.join("config.toml")).unwrap();
    let o = run_in(&repo, home.path(), &[], &["show", "68B2"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// `to` relative to `from` (both absolute), for a relative `corpus` in a config file.
fn pathdiff(to: &Path, from: &Path) -> String {
    let ups = from.components().count();
    let mut s = "../".repeat(ups);
    s.push_str(to.strip_prefix("/").unwrap().to_str().unwrap());
    s
}

fn lawref(args: &[&str]) -> (bool, String, String) {
    let o = common::lawref(&root(), args);
    (o.status.success(), text(&o.stdout), text(&o.stderr))
}

#[test]
fn diff_of_a_clause_with_the_two_newest_editions_by_default() {
    // The issue: "invalid digit found in string", and --from/--to required.
    let (ok, out, err) = lawref(&["diff", "68B2"]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..3], ["Law 68 (pl), 2007 -> 2017", "", "68B2"]);
    assert!(
        lines[3].starts_with("  Niezależnie od punktu [-1-]{+B1+}, jeżeli obrońca [-przejawia zamiar zrzeczenia-]{+próbuje zrzec+} się"),
        "{out}"
    );
    assert_eq!(lines.len(), 4, "{out}");
    // The same as asked in full, and as typed for search.
    for args in [
        &[
            "diff", "68B2", "--lang", "pl", "--from", "2007", "--to", "2017",
        ][..],
        &["diff", "68b2"],
        &["diff", "przepis 68B2"],
        &["diff", "68B2", "--from", "2007"],
        &["diff", "68B2", "--to", "2017"],
    ] {
        let (ok, again, err) = lawref(args);
        assert!(ok, "{args:?}: {err}");
        assert_eq!(again, out, "{args:?}");
    }
    // A clause new in 2017 keeps its rows, its sub-clauses' too.
    let (ok, out, _) = lawref(&["diff", "68D2(b)"]);
    assert!(ok);
    let heads: Vec<&str> = out.lines().filter(|l| l.starts_with("68")).collect();
    assert_eq!(
        heads,
        [
            "68D2(b) (new in 2017)",
            "68D2(b)(i) (new in 2017)",
            "68D2(b)(ii) (new in 2017)"
        ]
    );
    // A split: the row that holds it.
    let (ok, out, _) = lawref(&["diff", "68D1"]);
    assert!(ok);
    assert_eq!(out.lines().nth(2), Some("68D -> 68D, 68D1, 68D2, 68D2(a)"));
    // A law number alone is the whole law, as before.
    let (ok, out, _) = lawref(&["diff", "68"]);
    assert!(ok);
    assert!(out.contains("\n68 title\n"), "{out}");
    assert!(out.contains("\n68B2\n"), "{out}");
}

#[test]
fn diff_says_which_editions_each_language_has() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["diff", "68B2", "--lang", "nl"],
            "Law 68: the corpus has no text of it in nl in two editions (it has: nl: 2007)",
        ),
        (
            &["diff", "68", "--from", "2017"],
            "Law 68: the corpus has no text of it in any language in edition 2017 and a newer one (it has: nl: 2007; pl: 2007, 2017)",
        ),
        (
            &["diff", "16C"],
            "Law 16: the corpus has no text of it in any language in two editions (it has: none)",
        ),
        (
            &[
                "diff", "68", "--lang", "pl", "--from", "2017", "--to", "2007",
            ],
            "--from 2017 is not older than --to 2007",
        ),
        (
            &["diff", "68", "--lang", "pl", "--from", "1997"],
            "--from 1997: the corpus has no pl text of Law 68 in edition 1997",
        ),
    ];
    for (args, msg) in cases {
        let (ok, out, err) = lawref(args);
        assert!(!ok, "{args:?}: {out}");
        assert!(err.contains(msg), "{args:?}: {err}");
    }
    let (ok, _, err) = lawref(&["diff", "68Z"]);
    assert!(!ok);
    assert!(
        err.contains("68Z: neither edition's text of Law 68 has this clause"),
        "{err}"
    );
}

/// The visible subcommands, as `lawref --help` lists them.
fn subcommands() -> Vec<String> {
    let (ok, help, _) = lawref(&["--help"]);
    assert!(ok);
    let after = help.split("Commands:\n").nth(1).unwrap();
    after
        .lines()
        .take_while(|l| l.starts_with("  "))
        // A name at column 3; a description's wrapped lines start further in.
        .filter(|l| !l[2..].starts_with(' '))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| *n != "help")
        .map(str::to_string)
        .collect()
}

#[test]
fn completions_name_every_subcommand() {
    let subs = subcommands();
    assert!(
        ["show", "search", "diff", "completions", "man", "build"]
            .iter()
            .all(|s| subs.iter().any(|x| x == s)),
        "{subs:?}"
    );
    let (ok, bash, err) = lawref(&["completions", "bash"]);
    assert!(ok, "{err}");
    assert!(bash.contains("complete -F _lawref"), "{bash}");
    // The top level's word list names each subcommand, and show's its flags.
    let top = bash
        .lines()
        .find(|l| l.trim_start().starts_with("opts=\"") && l.contains(" show "))
        .expect("the subcommands' word list");
    for s in &subs {
        assert!(top.split(['"', ' ']).any(|w| w == s), "{s} not in {top}");
    }
    assert!(bash.contains("--any-edition"), "show's flags are completed");
    let (ok, zsh, _) = lawref(&["completions", "zsh"]);
    assert!(ok);
    assert!(zsh.starts_with("#compdef lawref"), "{zsh}");
    let (ok, _, err) = lawref(&["completions", "tcsh"]);
    assert!(!ok);
    assert!(err.contains("invalid value 'tcsh'"), "{err}");
}

#[test]
fn the_man_page_is_roff_with_every_subcommand() {
    let (ok, page, err) = lawref(&["man"]);
    assert!(ok, "{err}");
    assert!(page.contains("\n.TH lawref 1 "), "{page}");
    let section = page
        .split("\n.SH SUBCOMMANDS\n")
        .nth(1)
        .expect("a SUBCOMMANDS section");
    for s in subcommands() {
        assert!(
            section.contains(&format!("lawref\\-{}(1)", s.replace('-', "\\-"))),
            "{s} not in the SUBCOMMANDS section"
        );
    }
    // Each subcommand has its page.
    let (ok, show, _) = lawref(&["man", "show"]);
    assert!(ok);
    assert!(show.contains("\n.TH lawref-show 1 "), "{show}");
    assert!(show.contains("\\-\\-any\\-edition"), "{show}");
    let (ok, _, err) = lawref(&["man", "generate"]);
    assert!(!ok);
    assert!(
        err.contains("lawref man generate: no such subcommand"),
        "{err}"
    );
    // groff reads it without a warning (where groff is installed: Debian's groff-base).
    if Path::new("/usr/bin/groff").exists() {
        for p in [&page, &show] {
            let mut g = Command::new("/usr/bin/groff")
                .args(["-K", "utf8", "-man", "-Tutf8", "-ww", "-z"])
                .stdin(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            use std::io::Write;
            g.stdin.take().unwrap().write_all(p.as_bytes()).unwrap();
            let o = g.wait_with_output().unwrap();
            assert!(o.status.success());
            assert_eq!(text(&o.stderr), "", "groff warned");
        }
    }
}

#[test]
fn search_lists_the_newest_edition_first() {
    // A clause id scores each of its texts alike: the newest edition first, then by language.
    let (ok, out, err) = lawref(&["search", "68B2", "--limit", "3"]);
    assert!(ok, "{err}");
    let heads: Vec<&str> = out.lines().map(|l| &l[..25]).collect();
    assert_eq!(
        heads,
        [
            "68B2         2017 pl text",
            "68B2         2007 nl text",
            "68B2         2007 pl text"
        ]
    );
    // Words: by score, and where two texts score alike (the same title in both editions), the
    // newer first.
    let (ok, out, _) = lawref(&["search", "Definicja zrzeczenia", "--lang", "pl"]);
    assert!(ok);
    let heads: Vec<&str> = out.lines().map(|l| &l[..25]).collect();
    assert_eq!(
        heads[..2],
        ["68B          2017 pl text", "68B          2007 pl text"]
    );
}

/// The published corpus's interpretation: the WBF Laws Committee's ruling on an objection to a
/// defender's concession, as the EBU White Book (§8.68.2) gives it.
const INTERPRETATION_META: &str = r#"<span class="authority" lang="en">WBF Laws Committee</span>, <time datetime="2001-10-28">2001-10-28</time> · źródło: Northampton Bridge Club, quoting the EBU White Book · <span class="reference" lang="en"><a href="http://www.bridgewebs.com/northampton/page49.html" rel="noopener noreferrer">WBFLC minutes 2001-10-28, item 10 (EBU White Book §8.68.2)</a></span></p>"#;

#[test]
fn the_interpretation_shows_its_authority_and_date_and_search_finds_it_by_kind() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let (ok, _, err) = lawref(&["build", "--out", site.to_str().unwrap()]);
    assert!(ok, "{err}");
    let page = std::fs::read_to_string(site.join("2017/pl/68/index.html")).unwrap();
    // The printed page's header (print only: see tests/browser/site.test.mjs).
    assert!(page.contains(
        "<p class=\"print-header\" lang=\"pl\">68. Deklaracja lub zrzeczenie się lew (2017, Polski) · Międzynarodowe Prawo Brydżowe 2017</p>"
    ));
    let nl = std::fs::read_to_string(site.join("2007/nl/68/index.html")).unwrap();
    assert!(nl.contains(
        "<p class=\"print-header\" lang=\"nl\">68. Opeisen en afstaan van slagen (2007, Nederlands) · Spelregels voor Wedstrijdbridge 2007</p>"
    ));
    // On 68B, folded (English on a Polish page), with its particulars.
    let at = page
        .find(r#"<details class="note note-interpretation" id="note-interpretations-4" lang="en">"#)
        .expect("the interpretation on 68B");
    assert!(page.find(r#"id="68B""#).unwrap() < at && at < page.find(r#"id="68B1""#).unwrap());
    assert!(page[at..].contains(&format!(
        "<summary class=\"note-meta\" lang=\"pl\">Interpretacja · <span lang=\"en\">English</span></summary>\n<p class=\"note-meta\" lang=\"pl\">{INTERPRETATION_META}"
    )));
    // The kind filter shows for two kinds or more: this page has two, the interpretation and
    // the EBU's regulations (the Russian 2007 commentary is on the Russian page, counted after
    // the text).
    assert!(page.contains(
        r#"<label><input type="radio" name="note-kind" value="all" checked> wszystkie</label> <label><input type="radio" name="note-kind" value="interpretation"> Interpretacja</label> <label><input type="radio" name="note-kind" value="regulation"> Regulamin</label>"#
    ));
    assert!(page.contains(
        r#"<a href="../../../2007/ru/68/index.html" hreflang="ru" lang="ru">Русский (4)</a>"#
    ));
    // Search: by its kind, and only it.
    let (ok, out, err) = lawref(&["search", "concession", "--kind", "interpretation"]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "68B          2017 en interpretation  A defender who concedes tricks thereby claims the rest. If partner objects at once, under Law 68B there has been no [concession], and no claim either: the Director is summoned, play continues, and Law 16 may apply.\n"
    );
    let (ok, out, _) = lawref(&["search", "concession", "--kind", "erratum"]);
    assert!(ok);
    assert_eq!(out, "no hits\n");
    let (ok, json, _) = lawref(&["search", "partner objects", "--json"]);
    assert!(ok);
    let hits: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(hits[0]["kind"], "annotation");
    assert_eq!(hits[0]["note_kind"], "interpretation");
    assert_eq!(
        hits[0]["annotation"],
        "translations/annotations/interpretations.yaml:4"
    );
}

/// The shipped regulations (issue 32): the EBU's White Book on 2017's 68D, 70 and 70C
/// (`translations/annotations/ebu.yaml`), shown under their clause on every language's law page
/// with the jurisdiction switch, printed by `show`, found by `search --kind regulation`, and
/// exported.
#[test]
fn a_regulation_shows_under_its_clause_with_its_place_in_show_search_and_export() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let (ok, _, err) = lawref(&["build", "--out", site.to_str().unwrap()]);
    assert!(ok, "{err}");
    let page = std::fs::read_to_string(site.join("2017/pl/68/index.html")).unwrap();
    // Under 68D, after its text and before 68D1; folded (English on a Polish page), its place
    // in the summary.
    let at = page
        .find(r#"<details class="note note-regulation" id="note-ebu-6" lang="en" data-jurisdiction="j-england">"#)
        .expect("the EBU's regulation on 68D");
    assert!(page.find(r#"id="68D""#).unwrap() < at && at < page.find(r#"id="68D1""#).unwrap());
    assert!(page[at..].contains(
        "<summary class=\"note-meta\" lang=\"pl\">Regulamin · <strong class=\"jurisdiction\" lang=\"en\"><bdi>England</bdi></strong> · <span lang=\"en\">English</span></summary>\n<p class=\"note-meta\" lang=\"pl\"><span class=\"authority\" lang=\"en\">EBU</span> · źródło: Northampton Bridge Club, quoting the EBU White Book · <span class=\"reference\" lang=\"en\"><a href=\"http://www.bridgewebs.com/northampton/page49.html\" rel=\"noopener noreferrer\">EBU White Book §8.68.1, Play ceases after a claim or concession</a></span></p>"
    ));
    assert!(page.contains(
        "<fieldset class=\"jurisdiction-filter\" lang=\"pl\"><legend>Regulaminy:</legend>\n<label><input type=\"radio\" name=\"jurisdiction\" value=\"all\" checked> wszystkie</label> <label><input type=\"radio\" name=\"jurisdiction\" value=\"j-england\"> <bdi lang=\"en\">England</bdi></label>\n<label><input type=\"radio\" name=\"jurisdiction\" value=\"none\"> żadne</label>\n</fieldset>"
    ));
    // On the Dutch 2007 page, carried over to 2007's 68D and marked as written for 2017, as
    // every note written for another edition is.
    let nl = std::fs::read_to_string(site.join("2007/nl/68/index.html")).unwrap();
    let at = nl.find(r#"id="note-ebu-6""#).expect("carried to 2007");
    assert!(nl[at..].contains(r#"<span class="written-for">geschreven voor 2017</span>"#));
    // show: under the clause's text, with place, authority and reference.
    let (ok, out, err) = lawref(&["show", "68D", "--lang", "pl", "--width", "100"]);
    assert!(ok, "{err}");
    assert!(
        out.ends_with(
            "\nnotes:\n68D (en) regulation · England, EBU (EBU White Book §8.68.1, Play ceases after a claim or concession)\n    After a claim or concession play stops: a player must not ask an opponent to play on, nor accept\n    an opponent's invitation to do so. A contested claim is for the Director alone. If the players\n    play on anyway, that play is void, but the Director may use it to judge the players' probable\n    plays after the claim.\n"
        ),
        "{out}"
    );
    // A law without text but with regulations on it: said, and its notes shown (exit 0).
    let (ok, out, err) = lawref(&["show", "16", "--width", "100"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("16 (2017)\n\nLaw 16 (Authorized and Unauthorized Information): the corpus has no text of this law in any language\n  or edition;"), "{out}");
    assert!(out.contains("\nnotes:\n16 (en) regulation · ACBL (North America), ACBL Board of Directors, 2018-01-01 (ACBL Bridge Feed,\n"), "{out}");
    assert!(
        out.contains(
            "\n16 (nl) regulation · Nederland, NBB (Wedstrijdreglement NBB, art. 10 (Stopregel))\n"
        ),
        "{out}"
    );
    // search: by kind, found by the place's name too; and only regulations.
    let (ok, out, err) = lawref(&["search", "Polska", "--kind", "regulation"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("91           2017 pl regulation  [Polska] (Zarząd PZBS): Na zawodach rangi mistrzostw [Polski]"), "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    let (ok, json, _) = lawref(&["search", "trump", "--kind", "regulation", "--json"]);
    assert!(ok);
    let hits: serde_json::Value = serde_json::from_str(&json).unwrap();
    let found: Vec<(&str, &str)> = hits
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["clause"].as_str().unwrap(),
                h["annotation"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(found, [("70C", "translations/annotations/ebu.yaml:20")]);
    // export json: the note with its kind and place.
    let (ok, json, err) = lawref(&["export", "json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let note = v["notes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["file"] == "translations/annotations/pzbs.yaml")
        .expect("the PZBS regulation");
    assert_eq!(
        (
            &note["kind"],
            &note["jurisdiction"],
            &note["authority"],
            &note["date"],
            &note["clause"]
        ),
        (
            &"regulation".into(),
            &"Polska".into(),
            &"Zarząd PZBS".into(),
            &"2022-01-11".into(),
            &"91".into()
        )
    );
}

#[test]
fn a_note_kind_date_or_url_that_is_wrong_is_an_error_at_its_place() {
    let c = common::corpus_copy();
    let file = c.path().join("translations/annotations/bad.yaml");
    let note = |extra: &str| {
        format!(
            "- clause: 68C\n  editions: 2017\n  lang: en\n  source: me\n  text: a note\n{extra}"
        )
    };
    let cases = [
        (
            "  kind: ruling\n",
            "translations/annotations/bad.yaml:6:9: kind \"ruling\": give interpretation, erratum, regulation, commentary or note (the default)",
        ),
        (
            "  kind: interpretation\n  authority: WBF Laws Committee\n  date: 2001-02-29\n",
            "translations/annotations/bad.yaml:8:9: date \"2001-02-29\" is not an ISO 8601 date (YYYY-MM-DD, as 2001-10-28; YYYY-MM or YYYY where the source gives no day): month 2 of 2001 has no day 29",
        ),
        (
            "  date: 28.10.2001\n",
            "translations/annotations/bad.yaml:6:9: date \"28.10.2001\" is not an ISO 8601 date (YYYY-MM-DD, as 2001-10-28; YYYY-MM or YYYY where the source gives no day): write it as four digits, two and two, with hyphens",
        ),
        (
            "  kind: erratum\n  date: 2017-11-23\n",
            "translations/annotations/bad.yaml:6:9: kind erratum: give its authority (who made it and when: authority: WBF Laws Committee, date: 2001-10-28)",
        ),
        (
            "  kind: regulation\n  authority: PZBS\n",
            "translations/annotations/bad.yaml:6:9: kind regulation: give its jurisdiction (where it is in force: jurisdiction: Poland)",
        ),
        (
            "  kind: regulation\n  authority: PZBS\n  jurisdiction: '--'\n",
            "translations/annotations/bad.yaml:8:17: jurisdiction \"--\": name the place (Poland, England, ACBL (North America))",
        ),
        (
            "  kind: interpretation\n  authority: WBF Laws Committee\n  date: 2001-10-28\n  jurisdiction: Poland\n",
            "translations/annotations/bad.yaml:9:17: jurisdiction: only a regulation (kind: regulation) is in force somewhere; this note's kind is interpretation",
        ),
        (
            "  url: javascript:alert(1)\n",
            "translations/annotations/bad.yaml:6:8: url \"javascript:alert(1)\": give an https:// or http:// address, without spaces",
        ),
        (
            "  reference: ' '\n",
            "translations/annotations/bad.yaml:6:14: reference is empty: leave it out, or fill it in",
        ),
    ];
    for (extra, want) in cases {
        std::fs::write(&file, note(extra)).unwrap();
        let o = common::lawref(c.path(), &["check"]);
        assert!(!o.status.success(), "{extra}");
        let err = text(&o.stderr);
        assert!(err.contains(want), "{extra}: {err}");
    }
    // A good one loads, its date as written.
    std::fs::write(
        &file,
        note("  kind: commentary\n  authority: an editor\n  date: 2024-02-29\n"),
    )
    .unwrap();
    let corpus = lawref::corpus::load::load_corpus(c.path()).unwrap();
    let a = corpus
        .annotations
        .iter()
        .find(|a| a.file.ends_with("bad.yaml"))
        .unwrap();
    assert_eq!(a.kind, lawref::corpus::model::NoteKind::Commentary);
    assert_eq!(a.date.as_deref(), Some("2024-02-29"));
    assert_eq!(a.authority.as_deref(), Some("an editor"));
}

/// A copy of the corpus whose 2017 manifest has the test fixture's erratum
/// (`tests/fixtures/errata/2017-errata.yaml`: NOT a real erratum, see its header).
fn corpus_with_erratum() -> tempfile::TempDir {
    let c = common::corpus_copy();
    let manifest = c.path().join("laws/2017.yaml");
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    text.push_str(
        &std::fs::read_to_string(root().join("tests/fixtures/errata/2017-errata.yaml")).unwrap(),
    );
    std::fs::write(&manifest, text).unwrap();
    c
}

/// The line of the fixture's record in the manifest made by [`corpus_with_erratum`].
fn erratum_line(c: &Path) -> usize {
    let text = std::fs::read_to_string(c.join("laws/2017.yaml")).unwrap();
    text.lines().position(|l| l == "  - clause: 68B2").unwrap() + 1
}

#[test]
fn an_erratum_is_marked_on_its_clause_listed_on_the_errata_page_and_found_by_kind() {
    let c = corpus_with_erratum();
    let line = erratum_line(c.path());
    let site = c.path().join("site");
    let o = common::lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let law = std::fs::read_to_string(site.join("2017/pl/68/index.html")).unwrap();
    // The mark, inside 68B2's block, leading to its row of the errata page.
    let mark = format!(
        "<p class=\"erratum-mark\" id=\"erratum-pl-{line}\" lang=\"pl\"><a href=\"../../../2017/pl/errata/index.html#erratum-pl-{line}\">Erratum</a> · <span class=\"authority\">lawref test fixture</span>, <time datetime=\"2017-11-23\">2017-11-23</time>: w druku „przepis 16D”, poprawione na „przepis 16C”</p>"
    );
    let at = law.find(&mark).expect("the erratum's mark");
    assert!(law.find("id=\"68B2\"").unwrap() < at && at < law.find("id=\"68C\"").unwrap());
    // The law pages of the edition link to the errata page; another edition's do not.
    assert!(law.contains(
        "<a class=\"errata-link\" href=\"../../../2017/pl/errata/index.html\">Errata do tego wydania</a>"
    ));
    let old = std::fs::read_to_string(site.join("2007/pl/68/index.html")).unwrap();
    assert!(!old.contains("errata-link"));
    // The errata page: its row, leading back to the clause.
    let page = std::fs::read_to_string(site.join("2017/pl/errata/index.html")).unwrap();
    assert!(page.contains(&format!(
        "<tr id=\"erratum-pl-{line}\"><th scope=\"row\"><a href=\"../../../2017/pl/68/index.html#68B2\">68B2</a></th><td><del lang=\"pl\">przepis 16D</del></td><td><ins lang=\"pl\">przepis 16C</ins></td><td><span class=\"authority\">lawref test fixture</span>, <time datetime=\"2017-11-23\">2017-11-23</time> · not a real erratum (tests only)</td></tr>"
    )), "{page}");
    assert!(!site.join("2007/pl/errata").exists());
    // Its heading names the edition in the genitive the Polish sentence needs (issue 32; the
    // catalog's term -mpb), not "Errata do Międzynarodowe Prawo Brydżowe 2017".
    assert!(
        page.contains(
            "<h1 lang=\"pl\">Errata do Międzynarodowego Prawa Brydżowego 2017, tekst: Polski</h1>"
        ),
        "{page}"
    );
    // Search by kind.
    let o = common::lawref(c.path(), &["search", "16D", "--kind", "erratum"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "68B2         2017 pl erratum  przepis [16D] → przepis 16C (lawref test fixture, 2017-11-23)\n"
    );
    let o = common::lawref(c.path(), &["search", "16D", "--kind", "erratum", "--json"]);
    let hits: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(hits[0]["annotation"], format!("laws/2017.yaml:{line}"));
    assert_eq!(hits[0]["anchor"], format!("erratum-pl-{line}"));
    // The published corpus records none.
    let (_, out, _) = lawref(&["search", "16D", "--kind", "erratum"]);
    assert_eq!(out, "no hits\n");
}

#[test]
fn an_erratum_that_does_not_match_the_text_is_an_error_at_its_line() {
    let cases = [
        (
            "after: przepis 16C",
            "after: przepis 16E",
            "clause 68B2: its text (translations/pl/2017/68.md:20) does not have the words after, \"przepis 16E\": the corpus holds the corrected text",
        ),
        (
            "  - clause: 68B2",
            "  - clause: 68B9",
            "clause 68B9: the pl text of Law 68 in edition 2017 has no such clause (translations/pl/2017/68.md)",
        ),
        (
            "lang: pl",
            "lang: nl",
            "clause 68B2: the corpus has no nl text of Law 68 in edition 2017",
        ),
    ];
    for (from, to, msg) in cases {
        let c = corpus_with_erratum();
        let line = erratum_line(c.path());
        let manifest = c.path().join("laws/2017.yaml");
        let t = std::fs::read_to_string(&manifest).unwrap();
        std::fs::write(&manifest, t.replace(from, to)).unwrap();
        let o = common::lawref(c.path(), &["check"]);
        assert!(!o.status.success(), "{to}");
        let err = text(&o.stderr);
        let want = format!("laws/2017.yaml:{line}:1: errata: {msg}");
        assert!(err.contains(&want), "{to}: {err}");
    }
    // A bad date, at its value.
    let c = corpus_with_erratum();
    let line = erratum_line(c.path());
    let manifest = c.path().join("laws/2017.yaml");
    let t = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, t.replace("date: 2017-11-23", "date: 2017-11-31")).unwrap();
    let o = common::lawref(c.path(), &["check"]);
    assert!(!o.status.success());
    let want = format!(
        "laws/2017.yaml:{}:11: errata: date \"2017-11-31\" is not an ISO 8601 date (YYYY-MM-DD, as 2017-11-23): month 11 of 2017 has no day 31",
        line + 4
    );
    assert!(text(&o.stderr).contains(&want), "{}", text(&o.stderr));
}

/// A director's word for a law the collection lacks ("revoke": Laws 61–64) found "no hits" and
/// nothing more (issue 30). Search now matches every manifest's law titles and says which laws
/// are not here, or where their text is.
#[test]
fn search_names_laws_by_their_titles_and_says_which_are_not_here() {
    let (ok, out, err) = lawref(&["search", "revoke"]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "no hits\n\nlaws by title:\n\
         Law 61  Failure to Follow Suit; Inquiries Concerning a Revoke (2017): not in this collection\n\
         Law 62  Correction of a Revoke (1997, 2017): not in this collection\n\
         Law 63  Establishment of a Revoke (1997, 2017): not in this collection\n\
         Law 64  Procedure After Establishment of a Revoke (1997, 2017): not in this collection\n"
    );
    let (ok, out, err) = lawref(&["search", "claim contested", "--lang", "nl"]);
    assert!(ok, "{err}");
    assert_eq!(
        out.lines().last(),
        Some(
            "Law 70  Contested Claim or Concession (2007, 2017): not in the language or edition asked; held: pl 2017"
        ),
        "{out}"
    );
    // A law the collection holds: where.
    let (_, out, _) = lawref(&["search", "concession tricks", "--edition", "2017"]);
    assert!(
        out.ends_with(
            "\nlaws by title:\nLaw 68  Claim or Concession of Tricks (2017): in this collection: pl 2017\n"
        ),
        "{out}"
    );
    // A law with commentary only.
    let (_, out, _) = lawref(&["search", "defective trick"]);
    assert!(
        out.ends_with("\nLaw 67  Defective Trick (2017): no text here; commentary: ru 2007\n"),
        "{out}"
    );
    // The JSON output holds them too, after the situation index's entries and before the
    // other hits (kind `title`, the line above as `snippet`): a program reading the first hits
    // finds the laws (issue 32's director queries).
    let (_, out, _) = lawref(&["search", "revoke", "--json"]);
    let hits: serde_json::Value = serde_json::from_str(&out).unwrap();
    let laws: Vec<(&str, u64)> = hits
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["kind"].as_str().unwrap(), h["law"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        laws,
        [("title", 61), ("title", 62), ("title", 63), ("title", 64)]
    );
    assert_eq!(
        hits[1]["snippet"],
        "Law 62  Correction of a Revoke (1997, 2017): not in this collection"
    );
    assert_eq!(hits[1]["texts"], serde_json::json!([]));
    // At most --limit hits in all, titles counted.
    let (_, out, _) = lawref(&["search", "revoke", "--json", "--limit", "2"]);
    let hits: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(hits.as_array().unwrap().len(), 2);
    let (_, out, _) = lawref(&["search", "sporna deklaracja", "--lang", "pl", "--json"]);
    let hits: serde_json::Value = serde_json::from_str(&out).unwrap();
    let kinds: Vec<&str> = hits
        .as_array()
        .unwrap()
        .iter()
        .take(3)
        .map(|h| h["kind"].as_str().unwrap())
        .collect();
    // The entry whose term is the query, then the one whose term the query holds
    // ("deklaracja"), then Law 70, whose Polish title holds both words (Sporna deklaracja …).
    assert_eq!(kinds, ["index", "index", "title"], "{out}");
    assert_eq!(
        hits[1]["snippet"].as_str().unwrap().split(' ').next(),
        Some("deklaracja")
    );
    assert_eq!(hits[2]["law"], 70);
}

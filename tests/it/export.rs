//! The exchange files (`lawref export tmx|xliff|tbx|csv`) read by a tool that is not lawref:
//! translate-toolkit (PyPI), the library behind Pootle and Weblate, reads every TMX, XLIFF and
//! TBX file lawref writes, and its units are the aligned parts; the acceptance case of Law 68
//! from Polish 2017 into Dutch 2017 with Dutch 2007 prefilled; a translated XLIFF file back in
//! through `lawref import`, filled by translate-toolkit as a CAT tool would; and the import's
//! errors.
//!
//! translate-toolkit is installed by `scripts/install-translate-toolkit.sh` into
//! `target/translate-toolkit/<version>/` (pip's `--target`, nothing outside the checkout) when
//! missing: these tests need Python 3 with pip and, the first time, PyPI.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{corpus_copy, lawref, lawref_ok, root};
use serde_json::Value;

/// The pinned version, as in `scripts/install-translate-toolkit.sh`.
const TRANSLATE_TOOLKIT: &str = "3.20.4";

/// The folder translate-toolkit is installed in, installing it the first time.
fn toolkit() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map_or_else(|| root().join("target"), PathBuf::from);
        let dir = target.join("translate-toolkit").join(TRANSLATE_TOOLKIT);
        if !dir.join("translate/__init__.py").is_file() {
            let script = root().join("scripts/install-translate-toolkit.sh");
            let out = Command::new("bash").arg(&script).output().unwrap_or_else(|e| {
                panic!("could not run {}: {e}", script.display())
            });
            assert!(
                out.status.success() && dir.join("translate/__init__.py").is_file(),
                "translate-toolkit {TRANSLATE_TOOLKIT} is not installed and {} failed (it needs python3 with pip and PyPI): {}{}",
                script.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        dir
    })
}

/// Runs the Python `script` (`python3 -c`) with translate-toolkit (and the lxml it brings) on
/// its path and `args` after it, and returns its standard output; a failure fails the test,
/// with what Python said.
fn python(script: &str, args: &[&std::ffi::OsStr]) -> Vec<u8> {
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .env("PYTHONPATH", toolkit())
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "python3 {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Every unit translate-toolkit reads in `file` (its own format detection by extension): id,
/// source, target, and for XLIFF the target's `state` and the notes.
pub(crate) fn read_units(file: &Path) -> Vec<Value> {
    let script = r#"
import json, sys
from translate.storage import factory
store = factory.getobject(sys.argv[1])
out = []
for u in store.units:
    if u.isheader():
        continue
    d = {"id": u.getid(), "source": u.source, "target": u.target or ""}
    el = getattr(u, "xmlelement", None)
    if el is not None and el.tag.endswith("trans-unit"):
        t = [c for c in el if c.tag.endswith("}target")]
        d["state"] = t[0].get("state") if t else None
        d["note"] = u.getnotes()
        d["fuzzy"] = u.isfuzzy()
    out.append(d)
print(json.dumps({"format": type(store).__name__, "units": out}))
"#;
    let v: Value = serde_json::from_slice(&python(script, &[file.as_os_str()])).unwrap();
    v["units"].as_array().unwrap().clone()
}

/// Runs `lawref export ARGS --out FILE` on the repository's corpus and returns the file.
fn export(dir: &Path, name: &str, args: &[&str]) -> PathBuf {
    let file = dir.join(name);
    let mut all: Vec<&str> = vec!["export"];
    all.extend(args);
    let f = file.to_str().unwrap();
    all.extend(["--out", f]);
    let out = lawref(&root(), &all);
    assert!(
        out.status.success(),
        "lawref {all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    file
}

fn ids(units: &[Value]) -> Vec<String> {
    units
        .iter()
        .map(|u| {
            let id = u["id"].as_str().unwrap();
            // translate-toolkit prefixes an XLIFF unit's id with its file's `original` and U+0004.
            id.rsplit('\u{4}').next().unwrap().to_string()
        })
        .collect()
}

pub(crate) fn unit<'u>(units: &'u [Value], id: &str) -> &'u Value {
    let i = ids(units).iter().position(|x| x == id);
    &units[i.unwrap_or_else(|| panic!("no unit {id}"))]
}

/// A clause's own text in a corpus file, as lawref's units hold it: its title and paragraphs, a
/// line each.
fn clause_text(rel: &str, id: &str) -> String {
    let corpus = lawref::corpus::load::load_corpus(&root()).unwrap();
    let d = corpus.documents.iter().find(|d| d.path == rel).unwrap();
    let c = d.law_text().unwrap().find(&id.parse().unwrap()).unwrap();
    lawref::analysis::align::clause_piece(c).text()
}

#[test]
fn translate_toolkit_reads_the_tmx_of_law_68_in_polish_and_dutch_2007() {
    let tmp = tempfile::tempdir().unwrap();
    let f = export(
        tmp.path(),
        "68.tmx",
        &[
            "tmx",
            "--edition",
            "2007",
            "--langs",
            "pl,nl",
            "--law",
            "68",
        ],
    );
    let units = read_units(&f);
    // The parts both texts have: the title and every clause; the Polish opening and closing
    // paragraphs have no Dutch counterpart.
    assert_eq!(
        ids(&units),
        [
            "2007:68-title",
            "2007:68A",
            "2007:68B",
            "2007:68B1",
            "2007:68B2",
            "2007:68C",
            "2007:68D"
        ]
    );
    let b2 = unit(&units, "2007:68B2");
    assert_eq!(
        b2["source"],
        clause_text("translations/pl/2007/68.md", "68B2")
    );
    assert_eq!(
        b2["target"],
        clause_text("translations/nl/2007/68.md", "68B2")
    );
    let a = unit(&units, "2007:68A");
    assert!(
        a["source"]
            .as_str()
            .unwrap()
            .starts_with("Definicja roszczenia\nOświadczenie gracza, że on")
    );
    assert_eq!(
        unit(&units, "2007:68-title")["target"],
        "Opeisen en afstaan van slagen"
    );
    // The properties, as written.
    let xml = std::fs::read_to_string(&f).unwrap();
    assert!(xml.contains(concat!(
        "    <tu tuid=\"2007:68B\">\n",
        "      <prop type=\"x-law\">68</prop>\n",
        "      <prop type=\"x-edition\">2007</prop>\n",
        "      <prop type=\"x-clause\">68B</prop>\n",
        "      <tuv xml:lang=\"pl\">\n",
        "        <prop type=\"x-title\">Definicja zrzeczenia</prop>\n",
        "        <seg>Definicja zrzeczenia</seg>\n",
        "      </tuv>\n",
    )));
    assert!(!xml.contains("creationdate"));
}

#[test]
fn the_xliff_from_polish_2017_into_dutch_2017_is_prefilled_from_dutch_2007() {
    let tmp = tempfile::tempdir().unwrap();
    let f = export(
        tmp.path(),
        "68.xlf",
        &[
            "xliff",
            "--law",
            "68",
            "--source",
            "pl",
            "--target",
            "nl",
            "--edition",
            "2017",
            "--previous",
            "2007",
        ],
    );
    let units = read_units(&f);
    // Every part of Polish 2017, in its order.
    assert_eq!(
        ids(&units),
        [
            "68-title",
            "68-preamble",
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
    for u in &units {
        let id = ids(std::slice::from_ref(u)).remove(0);
        if id.starts_with("68-") {
            continue;
        }
        assert_eq!(
            u["source"],
            clause_text("translations/pl/2017/68.md", &id),
            "{id}"
        );
    }
    let nl = |id: &str| clause_text("translations/nl/2007/68.md", id);
    let state = |id: &str| unit(&units, id)["state"].clone();
    let target = |id: &str| unit(&units, id)["target"].as_str().unwrap().to_string();
    let fuzzy = |id: &str| unit(&units, id)["fuzzy"].clone();
    // 68B (its title alone) is word for word the 2007 Polish: the Dutch 2007 stands, approved,
    // and translate-toolkit does not take it for fuzzy.
    assert_eq!(target("68B"), nl("68B"));
    assert_eq!(state("68B"), "translated");
    assert_eq!(fuzzy("68B"), false);
    assert_eq!(fuzzy("68B2"), true);
    // 68B2 changed (16D became 16C, among others): prefilled, to review, the change noted.
    assert_eq!(target("68B2"), nl("68B2"));
    assert_eq!(state("68B2"), "needs-review-translation");
    let note = unit(&units, "68B2")["note"].as_str().unwrap().to_string();
    assert!(
        note.contains("przepis [-16D-]{+16C+}"),
        "the note shows the change: {note}"
    );
    for id in ["68A", "68B1", "68C"] {
        assert_eq!(target(id), nl(id), "{id}");
        assert_eq!(state(id), "needs-review-translation", "{id}");
    }
    // 68D was split into 68D, 68D1, 68D2 and 68D2(a): each holds the whole Dutch 68D, to review.
    for id in ["68D", "68D1", "68D2", "68D2(a)"] {
        assert_eq!(target(id), nl("68D"), "{id}");
        assert_eq!(state(id), "needs-review-translation", "{id}");
        let note = unit(&units, id)["note"].as_str().unwrap().to_string();
        assert!(
            note.starts_with(
                "2007 68D was split into 2017 68D, 68D1, 68D2, 68D2(a) (laws/2017.yaml); the target is the whole nl 2007 text of 68D: keep this clause's part"
            ),
            "{id}: {note}"
        );
    }
    // 68D2(b) and its items are new: an empty target to translate.
    for id in ["68D2(b)", "68D2(b)(i)", "68D2(b)(ii)"] {
        assert_eq!(target(id), "", "{id}");
        assert_eq!(state(id), "needs-translation", "{id}");
        assert!(
            unit(&units, id)["note"]
                .as_str()
                .unwrap()
                .starts_with("new in 2017"),
            "{id}"
        );
    }
    // The Dutch 2007 text has no opening paragraph: nothing to prefill.
    assert_eq!(target("68-preamble"), "");
    assert_eq!(target("68-title"), "Opeisen en afstaan van slagen");
    assert_eq!(state("68-title"), "needs-review-translation");
    // The earlier source beside the prefilled target, as a previous version.
    let xml = std::fs::read_to_string(&f).unwrap();
    assert!(xml.contains(&format!(
        "<alt-trans alttranstype=\"previous-version\" origin=\"2007\">\n          <source xml:lang=\"pl\">{}</source>",
        clause_text("translations/pl/2007/68.md", "68B2")
    )));
    assert!(xml.contains(
        "<file original=\"translations/pl/2017/68.md\" source-language=\"pl\" target-language=\"nl\" datatype=\"plaintext\" product-name=\"lawref\" lawref:law=\"68\" lawref:edition=\"2017\" lawref:previous=\"2007\">"
    ));
}

#[test]
fn translate_toolkit_reads_every_exported_file_with_the_aligned_units() {
    let tmp = tempfile::tempdir().unwrap();
    let corpus = lawref::corpus::load::load_corpus(&root()).unwrap();
    let langs =
        |s: &str| -> Vec<lawref::Lang> { s.split(',').map(|l| lawref::Lang(l.into())).collect() };
    // TMX: every law of 2007 in Polish and Dutch (Law 68 only has both), and Dutch first.
    for (name, edition, ls) in [("a.tmx", "2007", "pl,nl"), ("b.tmx", "2007", "nl,pl")] {
        let f = export(
            tmp.path(),
            name,
            &["tmx", "--edition", edition, "--langs", ls],
        );
        let want =
            lawref::export::tmx::units(&corpus, &lawref::Edition(edition.into()), &langs(ls), None);
        let got = read_units(&f);
        assert_eq!(got.len(), want.len(), "{name}");
        assert_eq!(
            ids(&got),
            want.iter().map(|u| u.tuid.clone()).collect::<Vec<_>>()
        );
    }
    // XLIFF: every text of the corpus into another language, with and without a previous
    // edition.
    let cases: [(&str, &str, &str, &str, Option<&str>); 5] = [
        ("68", "pl", "nl", "2007", None),
        ("68", "nl", "pl", "2007", None),
        ("68", "pl", "nl", "2017", Some("2007")),
        ("68", "pl", "ru", "2017", Some("2007")),
        ("70", "pl", "nl", "2017", Some("2007")),
    ];
    for (i, (law, s, t, e, p)) in cases.into_iter().enumerate() {
        let name = format!("{i}.xlf");
        let mut args = vec![
            "xliff",
            "--law",
            law,
            "--source",
            s,
            "--target",
            t,
            "--edition",
            e,
        ];
        if let Some(p) = p {
            args.extend(["--previous", p]);
        }
        let f = export(tmp.path(), &name, &args);
        let req = lawref::export::xliff::Request {
            law: law.parse().unwrap(),
            source: lawref::Lang(s.into()),
            target: lawref::Lang(t.into()),
            edition: lawref::Edition(e.into()),
            previous: p.map(|p| lawref::Edition(p.into())),
            copy_source: false,
        };
        let want = lawref::export::xliff::units(&corpus, &req).unwrap();
        let got = read_units(&f);
        assert_eq!(
            ids(&got),
            want.iter().map(|u| u.id.clone()).collect::<Vec<_>>(),
            "{name}"
        );
        // The parts of the source text: its title and every clause, opening, closing, footnote.
        let (_, d) = corpus.text(&req.edition, req.law, &req.source).unwrap();
        let parts = d.blocks().iter().filter(|b| !b.text.is_empty()).count()
            + usize::from(d.meta.title.is_some());
        assert_eq!(got.len(), parts, "{name}");
    }
    // TBX: one entry per concept of the term bases (Polish: claim, play ceases).
    let f = export(tmp.path(), "terms.tbx", &["tbx"]);
    let got = read_units(&f);
    assert_eq!(ids(&got), ["c-claim", "c-play-ceases"]);
    assert_eq!(got[0]["source"], "claim");
    let xml = std::fs::read_to_string(&f).unwrap();
    assert!(xml.contains(concat!(
        "            <term>deklaracja</term>\n",
        "            <termNote type=\"administrativeStatus\">preferredTerm-admn-sts</termNote>\n",
        "            <note>edition 2017</note>\n"
    )));
    assert!(xml.contains(concat!(
        "            <term>zaprzestanie gry</term>\n",
        "            <termNote type=\"administrativeStatus\">supersededTerm-admn-sts</termNote>\n",
        "            <note>edition 2007</note>\n"
    )));
    // The preferred term comes first in its language (a CAT tool takes the first term): 2017's
    // `deklaracja` before 2007's `roszczenie`, whichever edition is older.
    let pl = &xml[xml.find("<langSet xml:lang=\"pl\">").unwrap()..];
    assert!(
        pl.find("<term>deklaracja</term>").unwrap() < pl.find("<term>roszczenie</term>").unwrap()
    );
    // The same corpus, the same bytes.
    let again = export(tmp.path(), "again.tbx", &["tbx"]);
    assert_eq!(std::fs::read(&f).unwrap(), std::fs::read(again).unwrap());
}

/// Fills every target of an XLIFF file with translate-toolkit, as a CAT tool would: `NL ` before
/// each line of the source.
fn fill_targets(file: &Path) {
    let script = r#"
import sys
from translate.storage import factory
store = factory.getobject(sys.argv[1])
for u in store.units:
    if not u.isheader():
        u.settarget("\n".join("NL " + l for l in u.source.split("\n")))
store.save()
"#;
    python(script, &[file.as_os_str()]);
}

/// `lawref export xliff` of Law 68 from Polish 2017 into Dutch 2017 with Dutch 2007 prefilled,
/// on the corpus `c`, into `f`.
fn export_68_pl_nl(c: &Path, f: &Path) {
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "68",
            "--source",
            "pl",
            "--target",
            "nl",
            "--edition",
            "2017",
            "--previous",
            "2007",
            "--out",
            f.to_str().unwrap(),
        ],
    );
}

#[test]
fn a_translated_xliff_imports_as_the_target_languages_text_with_the_sources_clause_ids() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-pl-nl.xlf");
    export_68_pl_nl(c, &f);
    fill_targets(&f);
    // Known by its bytes like any import: the report's name holds 12 hex digits of the file's
    // SHA-256, the report and the corpus file the whole of it.
    let sha = lawref::import::sha256_hex(&std::fs::read(&f).unwrap());
    let report_name = format!("import-report/68-pl-nl.{}.report.txt", &sha[..12]);
    let out = lawref(c, &["import", f.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "wrote translations/nl/2017/68.md\nwrote translations/nl/2017/68.work.yaml\nwrote {report_name} (0 pieces of 68-pl-nl.xlf not law text)\n"
        )
    );
    let corpus = lawref::corpus::load::load_corpus(c).unwrap();
    let e = lawref::Edition("2017".into());
    let text = |l: &str| corpus.text(&e, 68, &lawref::Lang(l.into())).unwrap().1;
    let (pl, nl) = (text("pl"), text("nl"));
    let clause_ids = |d: &lawref::Document| -> Vec<String> {
        d.law_text()
            .unwrap()
            .all_clauses()
            .iter()
            .map(|c| c.id.to_string())
            .collect()
    };
    assert_eq!(clause_ids(nl), clause_ids(pl));
    assert_eq!(
        nl.meta.title.as_deref(),
        Some("NL Deklaracja lub zrzeczenie się lew")
    );
    assert_eq!(nl.meta.source, "68-pl-nl.xlf");
    assert_eq!(nl.meta.source_sha256.as_deref(), Some(sha.as_str()));
    // An exchange file names no page or book a reader could follow.
    assert_eq!(nl.meta.source_title, None);
    let t = nl.law_text().unwrap();
    assert_eq!(t.preamble.len(), 1);
    let d = t.find(&"68D".parse().unwrap()).unwrap();
    assert_eq!(d.title.as_deref(), Some("NL Wstrzymanie gry"));
    assert_eq!(
        d.paragraphs[0].plain_text(),
        "NL Po deklaracji lub zrzeczeniu rozgrywka zostaje wstrzymana."
    );
    let bii = t.find(&"68D2(b)(ii)".parse().unwrap()).unwrap();
    assert!(
        bii.paragraphs[0]
            .plain_text()
            .starts_with("NL Wcześniejsza deklaracja")
    );
    // The report says what decided each fact.
    let report = std::fs::read_to_string(c.join(&report_name)).unwrap();
    assert!(
        report.contains(&format!("\nsource_sha256: {sha}\n")),
        "{report}"
    );
    assert!(
        report.contains("decided: language nl: target-language of <file>, line 3\n"),
        "{report}"
    );
    assert!(report.contains("decided: edition 2017: lawref:edition of <file>, line 3\n"));
    // The site builds with the new text, and `lawref check` reads it.
    lawref_ok(c, &["check"]);
}

#[test]
fn a_bad_xliff_is_refused_at_its_line_and_nothing_is_written() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68.xlf");
    export_68_pl_nl(c, &f);
    let exported = std::fs::read_to_string(&f).unwrap();
    fill_targets(&f);
    let xml = std::fs::read_to_string(&f).unwrap();
    let line_of = |needle: &str| xml[..xml.find(needle).unwrap()].matches('\n').count() + 1;
    let before = common::files_under(c);
    let refused = |text: &str, want: &str| {
        std::fs::write(&f, text).unwrap();
        let out = lawref(c, &["import", f.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(!out.status.success(), "accepted: {want}");
        assert!(err.contains(want), "{err}\nwanted: {want}");
        assert_eq!(common::files_under(c), before, "something was written");
    };
    // A state XLIFF 1.2 does not have: lawref cannot tell whether the unit is done.
    let at = exported[..exported.find("<trans-unit id=\"68-preamble\"").unwrap()]
        .matches('\n')
        .count()
        + 1;
    refused(
        &exported.replacen("state=\"needs-translation\"", "state=\"x-done\"", 1),
        &format!(
            "68.xlf:{}:31: state \"x-done\" of the target of trans-unit 68-preamble is not one of XLIFF 1.2's states",
            at + 2
        ),
    );
    // A target with fewer lines than its source (68A: its title and one paragraph).
    let a = xml.find("<trans-unit id=\"68A\"").unwrap();
    let t = a + xml[a..].find("<target").unwrap();
    let line = xml[..t].matches('\n').count() + 1;
    let body_end = t + xml[t..].find("</target>").unwrap();
    let body_start = t + xml[t..].find('>').unwrap() + 1;
    let mut one_line = xml.clone();
    one_line.replace_range(body_start..body_end, "Omschrijving");
    refused(
        &one_line,
        &format!("68.xlf:{line}:9: the target of trans-unit 68A has 1 line where its source has 2"),
    );
    // An id that is no part of Law 68.
    refused(
        &xml.replacen("id=\"68B1\"", "id=\"70B1\"", 1),
        &format!(
            "68.xlf:{}:7: trans-unit id \"70B1\" is no part of Law 68",
            line_of("<trans-unit id=\"68B1\"")
        ),
    );
    // Cut off (a transfer stopped half-way): refused, never read as the units before the cut.
    let cut = &xml[..xml.find("<trans-unit id=\"68C\"").unwrap()];
    refused(
        cut,
        &format!(
            "68.xlf:{}:{}: not well-formed XML: the file ends inside <body> (it is cut off: 3 elements not closed)",
            cut.matches('\n').count() + 1,
            cut.rsplit('\n').next().unwrap().chars().count() + 1
        ),
    );
    refused(
        &format!("{xml}<junk/>\n"),
        "not well-formed XML: content after the root element </xliff> closed",
    );
    // Not well-formed.
    refused(&xml.replacen("</body>", "</bdy>", 1), "68.xlf:");
    refused(&xml.replacen("</body>", "</bdy>", 1), "not well-formed XML");
}

/// Every text of the corpus through XLIFF and back with its own words as the targets: the
/// document made has the same parts with the same words (the title, opening, every clause's
/// title and paragraphs, closing, footnotes), so the reader rebuilds any clause tree the corpus
/// holds (sections, lists, items, sub-items, footnote marks).
#[test]
fn every_text_comes_back_from_xliff_part_for_part() {
    use lawref::export::xliff::{Request, State, units, write};
    use lawref::import::xliff::import;
    let corpus = lawref::corpus::load::load_corpus(&root()).unwrap();
    let manifests = lawref::corpus::load::load_manifests(&root()).unwrap();
    let mut seen = 0;
    for d in corpus.documents.iter().filter(|d| d.law_text().is_some()) {
        let req = Request {
            law: d.meta.law,
            source: d.meta.lang.clone(),
            target: lawref::Lang("en".into()),
            edition: d.meta.edition.clone(),
            previous: None,
            copy_source: false,
        };
        let mut us = units(&corpus, &req).unwrap();
        for u in &mut us {
            u.target = Some((u.source.clone(), State::Translated));
        }
        let xml = String::from_utf8(write(&req, &d.path, &us).unwrap()).unwrap();
        let got = import(
            "back.xlf",
            &xml,
            "UTF-8".into(),
            &lawref::import::sha256_hex(xml.as_bytes()),
            &manifests,
            &lawref::import::Flags::default(),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", d.path));
        let [(path, text), (work, _)] = got.files.as_slice() else {
            panic!("{}: {:?}", d.path, got.files)
        };
        assert!(work.ends_with(".work.yaml"), "{work}");
        assert_eq!(
            path,
            &d.path.replace(&format!("/{}/", d.meta.lang), "/en/"),
            "{}",
            d.path
        );
        let back = lawref::corpus::load::load_document(path, text, &manifests).unwrap();
        assert_eq!(back.meta.title, d.meta.title, "{}", d.path);
        let blocks = |doc: &lawref::Document| -> Vec<(String, String)> {
            doc.blocks()
                .into_iter()
                .map(|b| (b.anchor, b.text))
                .collect()
        };
        assert_eq!(blocks(&back), blocks(d), "{}", d.path);
        seen += 1;
    }
    assert_eq!(seen, 4, "the corpus's four law texts");
}

/// Open data (issue 30): `lawref export json` writes the corpus as one documented JSON document
/// (docs/open-data.md): editions with every law's titles, each text's clause tree with its
/// paragraphs and the references in them, commentary items, the notes; the same bytes each run.
#[test]
fn the_corpus_exports_as_json_with_its_clauses_references_and_notes() {
    let c = corpus_copy();
    let out = lawref(c.path(), &["export", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = lawref(c.path(), &["export", "json"]);
    assert_eq!(out.stdout, again.stdout, "two runs differ");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["format"], "lawref-corpus");
    assert_eq!(v["version"], 1);
    let editions: Vec<&str> = v["editions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(editions, ["1975", "1982", "1987", "1997", "2007", "2017"]);
    let e2017 = &v["editions"][5];
    assert_eq!(e2017["previous"], "2007");
    // Every law the manifest lists (73 and 89, with no title found, are not listed).
    assert_eq!(e2017["laws"].as_array().unwrap().len(), 91);
    let law62 = e2017["laws"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["number"] == 62)
        .unwrap();
    assert_eq!(law62["titles"]["en"], "Correction of a Revoke");
    let docs = v["documents"].as_array().unwrap();
    let paths: Vec<&str> = docs.iter().map(|d| d["path"].as_str().unwrap()).collect();
    assert_eq!(
        paths,
        [
            "translations/ru/2007/67.commentary.md",
            "translations/nl/2007/68.md",
            "translations/pl/2007/68.md",
            "translations/ru/2007/68.commentary.md",
            "translations/pl/2017/68.md",
            "translations/pl/2017/70.md"
        ]
    );
    let pl = &docs[4];
    assert_eq!(pl["kind"], "text");
    assert_eq!(pl["clauses"][0]["id"], "68A");
    assert_eq!(pl["clauses"][0]["title"], "Definicja deklaracji");
    let b2 = &pl["clauses"][1]["clauses"][1];
    assert_eq!(b2["id"], "68B2");
    let para = &b2["paragraphs"][0];
    assert!(
        para["text"]
            .as_str()
            .unwrap()
            .starts_with("Niezależnie od punktu B1, jeżeli obrońca")
    );
    assert_eq!(
        para["references"][0],
        serde_json::json!({"at": [22, 24], "target": "68B1", "relative": true,
            "resolution": "document", "path": "translations/pl/2017/68.md", "clause": "68B1"})
    );
    assert_eq!(
        para["references"][1],
        serde_json::json!({"at": [487, 490], "target": "16C", "relative": false,
            "resolution": "not-in-corpus"})
    );
    // The characters `at` counts: the words cited.
    let chars: Vec<char> = para["text"].as_str().unwrap().chars().collect();
    assert_eq!(chars[487..490].iter().collect::<String>(), "16C");
    // Commentary: items with their printed numbers.
    let ru = &docs[3];
    assert_eq!(ru["kind"], "commentary");
    assert_eq!(ru["items"][0]["number"], "68.1");
    assert!(ru.get("clauses").is_none());
    // --out writes the same bytes.
    let file = c.path().join("corpus.json");
    let o = lawref(
        c.path(),
        &["export", "json", "--out", file.to_str().unwrap()],
    );
    assert!(o.status.success());
    assert_eq!(std::fs::read(&file).unwrap(), out.stdout);
}

/// Runs `body` (Python, translate-toolkit's API) on the units of the XLIFF file `file`, as a
/// translator's CAT tool would change them, and saves it: `units` are its trans-units, `uid(u)`
/// a unit's id, `nl(u)` a Dutch translation of a unit (`NL ` before each line of its source).
pub(crate) fn in_cat_tool(file: &Path, body: &str) {
    let script = format!(
        r#"
import sys
from translate.storage import factory
store = factory.getobject(sys.argv[1])
units = [u for u in store.units if not u.isheader()]
def nl(u):
    return "\n".join("NL " + l for l in u.source.split("\n"))
def uid(u):
    # translate-toolkit prefixes an XLIFF unit's id with its file's `original` and U+0004.
    return u.getid().split("\x04")[-1]
{body}
store.save()
"#
    );
    python(&script, &[file.as_os_str()]);
}

/// `lawref progress --edition 2017 --source pl --json` on the corpus `c`: the Dutch counts of
/// Law 68 and 70's units, per change class and stage.
fn dutch_progress(c: &Path) -> Value {
    let out = lawref(
        c,
        &["progress", "--edition", "2017", "--source", "pl", "--json"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["langs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lang"] == "nl")
        .unwrap()
        .clone()
}

/// A translation round as a translator lives it (issue 31's review loop): the work package
/// exported, partly translated in a CAT tool (translate-toolkit), imported (only done units
/// become text; the rest are listed and kept in the work file), counted by `lawref progress`,
/// exported again for review (the current translation carried, nothing lost), finished and
/// imported again.
#[test]
fn a_review_round_publishes_only_done_units_and_the_next_export_keeps_the_work() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-pl-nl.xlf");
    export_68_pl_nl(c, &f);
    // Round 1: everything translated but the opening (left empty), 68B2 (its 2007 target left
    // to review) and 68D (left to review; its sub-clauses are translated).
    in_cat_tool(
        &f,
        r#"
for u in units:
    if uid(u) not in ("68-preamble", "68B2", "68D"):
        u.settarget(nl(u))
"#,
    );
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    let corpus = lawref::corpus::load::load_corpus(c).unwrap();
    let e = lawref::Edition("2017".into());
    let nl = lawref::Lang("nl".into());
    let text = corpus.text(&e, 68, &nl).unwrap().1;
    let ids: Vec<String> = text
        .law_text()
        .unwrap()
        .all_clauses()
        .iter()
        .map(|c| c.id.to_string())
        .collect();
    // Only the done units are text: not 68B2 nor 68D, nor 68D's translated sub-clauses.
    assert_eq!(ids, ["68A", "68B", "68B1", "68C"]);
    assert!(text.law_text().unwrap().preamble.is_empty());
    assert_eq!(
        text.meta.title.as_deref(),
        Some("NL Deklaracja lub zrzeczenie się lew")
    );
    let report_file = std::fs::read_dir(c.join("import-report"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("68-pl-nl."))
        .unwrap();
    let report = std::fs::read_to_string(report_file).unwrap();
    assert!(
        report.contains(
            "9 of the 14 units are not done and are not corpus text (kept with their state in translations/nl/2017/68.work.yaml, for the next export and `lawref progress`): 68-preamble (no translation), 68B2 (needs-review-translation), 68D (needs-review-translation), 68D1 (done, but its enclosing clause 68D is not text yet), 68D2 (done, but its enclosing clause 68D is not text yet), 68D2(a) (done, but its enclosing clause 68D2 is not text yet), 68D2(b) (done, but its enclosing clause 68D2 is not text yet), 68D2(b)(i) (done, but its enclosing clause 68D2(b) is not text yet), 68D2(b)(ii) (done, but its enclosing clause 68D2(b) is not text yet)"
        ),
        "{report}"
    );
    // The work file keeps the pending targets with their states.
    let work = corpus.work(&e, 68, &nl).unwrap();
    let work_unit = |id: &str| work.units.iter().find(|u| u.unit == id).unwrap().clone();
    assert_eq!(
        work_unit("68B2").target.as_deref(),
        Some(clause_text("translations/nl/2007/68.md", "68B2").as_str())
    );
    assert_eq!(
        work_unit("68B2").state,
        Some(lawref::export::xliff::State::NeedsReviewTranslation)
    );
    assert_eq!(work_unit("68A").target, None);
    assert!(!work_unit("68-preamble").translated);
    // Progress counts Law 68's 14 units and Law 70's 17 (untranslated) by change and stage
    // (translate-toolkit marks a target it sets approved, as a PO file's translated entry).
    let p = dutch_progress(c);
    assert_eq!(p["units"], 31);
    assert_eq!(p["text"], 5);
    assert_eq!(
        p["counts"]["new"],
        serde_json::json!({"untranslated": 0, "in review": 0, "translated": 0, "reviewed": 0, "approved": 3})
    );
    assert_eq!(
        p["counts"]["unchanged"],
        serde_json::json!({"untranslated": 0, "in review": 0, "translated": 0, "reviewed": 0, "approved": 1})
    );
    assert_eq!(
        p["counts"]["changed"],
        serde_json::json!({"untranslated": 18, "in review": 2, "translated": 0, "reviewed": 0, "approved": 7})
    );
    // Round 2: the next export carries the current translation, done or not.
    let f2 = tmp.path().join("68-pl-nl-review.xlf");
    export_68_pl_nl(c, &f2);
    let units = read_units(&f2);
    let target = |id: &str| unit(&units, id)["target"].as_str().unwrap().to_string();
    let state = |id: &str| unit(&units, id)["state"].clone();
    assert_eq!(
        target("68B2"),
        clause_text("translations/nl/2007/68.md", "68B2")
    );
    assert_eq!(state("68B2"), "needs-review-translation");
    assert!(target("68A").starts_with("NL "), "{}", target("68A"));
    assert_eq!(state("68A"), "translated");
    assert_eq!(unit(&units, "68A")["fuzzy"], false);
    assert!(target("68D2(b)(i)").starts_with("NL "));
    assert_eq!(target("68-preamble"), "");
    // A unit that is text names the corpus text; one that is not, the work file.
    assert!(
        unit(&units, "68A")["note"].as_str().unwrap().starts_with(
            "the current nl 2017 translation (translations/nl/2017/68.md, translated)"
        )
    );
    assert!(
        unit(&units, "68B2")["note"]
            .as_str()
            .unwrap()
            .starts_with(
                "the current nl 2017 translation (translations/nl/2017/68.work.yaml, needs-review-translation)"
            ),
        "{}",
        unit(&units, "68B2")["note"]
    );
    // The reviewer finishes: the opening translated, what was to review revised (which
    // translate-toolkit marks approved).
    in_cat_tool(
        &f2,
        r#"
for u in units:
    if not u.target or u.isfuzzy():
        u.settarget(nl(u))
"#,
    );
    lawref_ok(c, &["import", "--replace", f2.to_str().unwrap()]);
    let corpus = lawref::corpus::load::load_corpus(c).unwrap();
    let text = corpus.text(&e, 68, &nl).unwrap().1;
    assert_eq!(text.law_text().unwrap().all_clauses().len(), 12);
    assert_eq!(text.law_text().unwrap().preamble.len(), 1);
    assert!(
        corpus
            .work(&e, 68, &nl)
            .unwrap()
            .units
            .iter()
            .all(|u| u.target.is_none() && u.stage().is_done())
    );
    let p = dutch_progress(c);
    assert_eq!(p["text"], 14);
    lawref_ok(c, &["check"]);
}

/// A work file the corpus cannot read is an error at its line, as any corpus file's: a unit id
/// that names no part of the law, a state XLIFF 1.2 does not have, a file at another law's path.
#[test]
fn a_bad_work_file_is_refused_at_its_line() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let path = c.join("translations/nl/2017/68.work.yaml");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let sha = "a".repeat(64);
    let head = &format!(
        "law: 68\nedition: '2017'\nlang: nl\nsource: a.xlf\nsource_sha256: {sha}\nunits:\n"
    );
    let refused = |text: &str, want: &str| {
        std::fs::write(&path, text).unwrap();
        let err = lawref::corpus::load::load_corpus(c)
            .unwrap_err()
            .to_string();
        assert_eq!(err, want);
    };
    refused(
        &format!("{head}- unit: 68A\n  state: translated\n- unit: 70B1\n  state: new\n"),
        "translations/nl/2017/68.work.yaml:9:1: unit \"70B1\" names no part of Law 68",
    );
    refused(
        &format!("{head}- unit: 68A\n  state: done\n"),
        "translations/nl/2017/68.work.yaml:8:10: not a work file: units[0].state: unknown variant `done`, expected one of `new`, `needs-translation`, `needs-adaptation`, `needs-l10n`, `needs-review-translation`, `needs-review-adaptation`, `needs-review-l10n`, `translated`, `signed-off`, `final` at line 8 column 10",
    );
    refused(
        &format!("{head}- unit: 70A\n").replace("law: 68", "law: 70"),
        "translations/nl/2017/68.work.yaml:1:1: law 70, edition 2017 and lang nl say this work file is translations/nl/2017/70.work.yaml, not translations/nl/2017/68.work.yaml",
    );
    // A control character made by a YAML escape would go back into the next work package.
    std::fs::write(
        &path,
        format!("{head}- unit: 68A\n  state: needs-review-translation\n  target: \"a\\e[31m\"\n"),
    )
    .unwrap();
    let err = lawref::corpus::load::load_corpus(c)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("translations/nl/2017/68.work.yaml:9:13: the escape \\e makes the control character U+001B"),
        "{err}"
    );
    // A carriage return ("\r" escape) in a target: none goes back into a work package.
    refused(
        &format!("{head}- unit: 68A\n  state: needs-review-translation\n  target: \"a\\rb\"\n"),
        "translations/nl/2017/68.work.yaml:7:1: the target of unit 68A holds the control character U+000D (CR): a translation holds none",
    );
    // A source_sha256 that is no hash.
    refused(
        &head.replace(&sha, "00"),
        "translations/nl/2017/68.work.yaml:5:1: source_sha256 \"00\" is not a SHA-256 (64 lower-case hex digits), as import writes it",
    );
    std::fs::write(&path, format!("{head}- unit: 68A\n  state: translated\n")).unwrap();
    assert!(lawref::corpus::load::load_corpus(c).is_ok());
}

/// The faults lxml finds validating `files` against XLIFF 1.2's strict schema
/// (`tests/fixtures/xliff-schema/`: OASIS's XSD, the XML namespace's attributes, lawref's own),
/// one line per fault, empty when every file is valid.
fn strict_schema_faults(files: &[&Path]) -> String {
    let script = r#"
import sys, os, tempfile, shutil
from lxml import etree
src = sys.argv[1]
tmp = tempfile.mkdtemp()
for name in ("xliff-core-1.2-strict.xsd", "xml.xsd", "lawref-xliff.xsd"):
    shutil.copy(os.path.join(src, name), tmp)
# The XLIFF schema imports the XML namespace's schema from w3.org: read the copy beside it. (The
# copy kept opens with an empty line before its XML declaration, which libxml2 refuses.)
p = os.path.join(tmp, "xliff-core-1.2-strict.xsd")
text = open(p, encoding="utf-8").read().lstrip().replace("http://www.w3.org/2001/xml.xsd", "xml.xsd")
open(p, "w", encoding="utf-8").write(text)
wrapper = os.path.join(tmp, "all.xsd")
open(wrapper, "w").write('''<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
<xsd:import namespace="urn:oasis:names:tc:xliff:document:1.2" schemaLocation="xliff-core-1.2-strict.xsd"/>
<xsd:import namespace="urn:x-lawref:xliff:1" schemaLocation="lawref-xliff.xsd"/>
</xsd:schema>''')
schema = etree.XMLSchema(etree.parse(wrapper))
for f in sys.argv[2:]:
    if not schema.validate(etree.parse(f)):
        for e in schema.error_log:
            print(f"{os.path.basename(f)}:{e.line}: {e.message}")
"#;
    let schemas = root().join("tests/fixtures/xliff-schema");
    let mut args = vec![schemas.as_os_str()];
    args.extend(files.iter().map(|f| f.as_os_str()));
    String::from_utf8_lossy(&python(script, &args)).to_string()
}

/// Every XLIFF file lawref writes is valid against XLIFF 1.2's strict schema: a package with
/// every kind of unit (approved, to review, new, split, with notes and earlier versions), one
/// without a previous edition, and one carrying a current translation; and the schema finds a
/// fault when there is one (a state XLIFF 1.2 does not have).
#[test]
fn every_xliff_file_is_valid_against_the_xliff_1_2_strict_schema() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let prefilled = tmp.path().join("68-pl-nl.xlf");
    export_68_pl_nl(c, &prefilled);
    let bare = tmp.path().join("70-pl-ru.xlf");
    lawref_ok(
        c,
        &[
            "export",
            "xliff",
            "--law",
            "70",
            "--source",
            "pl",
            "--target",
            "ru",
            "--edition",
            "2017",
            "--out",
            bare.to_str().unwrap(),
        ],
    );
    // A translated file imported, and the next round's package carrying it.
    let translated = tmp.path().join("68-done.xlf");
    std::fs::copy(&prefilled, &translated).unwrap();
    in_cat_tool(
        &translated,
        "for u in units:\n    if not u.target:\n        u.settarget(nl(u))\n",
    );
    lawref_ok(c, &["import", translated.to_str().unwrap()]);
    let current = tmp.path().join("68-next.xlf");
    export_68_pl_nl(c, &current);
    assert_eq!(strict_schema_faults(&[&prefilled, &bare, &current]), "");
    // The check can fail.
    let bad = tmp.path().join("bad.xlf");
    let text = std::fs::read_to_string(&prefilled).unwrap();
    std::fs::write(
        &bad,
        text.replacen("state=\"translated\"", "state=\"done\"", 1),
    )
    .unwrap();
    let faults = strict_schema_faults(&[&bad]);
    assert!(faults.starts_with("bad.xlf:"), "{faults}");
    assert!(faults.contains("state"), "{faults}");
}

/// Runs translate-toolkit's command `tool` (`xliff2po`, `csv2po`, `tbx2po`, `pofilter`) as its
/// command line runs it, `-i input -o output`, and reads the PO file it wrote: per unit its
/// location (or id), whether it is translated and whether it is fuzzy.
fn toolkit_to_po(tool: &str, input: &Path, dir: &Path) -> Vec<(String, bool, bool)> {
    // The command as pip installed it (`bin/xliff2po`), run by this Python.
    let po = dir.join(format!("{tool}.po"));
    let out = Command::new("python3")
        .arg(toolkit().join("bin").join(tool))
        .args(["--progress=none", "-i"])
        .arg(input)
        .arg("-o")
        .arg(&po)
        .env("PYTHONPATH", toolkit())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{tool}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let script = r#"
import json, sys
from translate.storage import factory
store = factory.getobject(sys.argv[1])
print(json.dumps([[(u.getlocations() or [u.getid()])[0], u.istranslated(), u.isfuzzy()] for u in store.units if not u.isheader()]))
"#;
    serde_json::from_slice(&python(script, &[po.as_os_str()])).unwrap()
}

/// translate-toolkit's own commands read every export with the counts and states expected:
/// `xliff2po` (an approved unchanged unit translated and not fuzzy, changed ones fuzzy, new ones
/// untranslated), `csv2po` (no header unit, no placeholder unit, a BOM read), `tbx2po` (a unit
/// per concept), `pocount` (the TMX's units, all translated), and `pofilter` runs its checks over
/// the results.
#[test]
fn translate_toolkits_commands_read_every_export_as_meant() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let xlf = tmp.path().join("68.xlf");
    export_68_pl_nl(c, &xlf);
    let po = toolkit_to_po("xliff2po", &xlf, tmp.path());
    // In the units' order (68-title, 68-preamble, 68A, 68B, 68B1, 68B2, 68C, 68D, 68D1, 68D2,
    // 68D2(a), 68D2(b), 68D2(b)(i), 68D2(b)(ii)): (translated, fuzzy). 68B, unchanged and
    // approved, is translated; what changed or was split is fuzzy; the opening (no Dutch 2007
    // counterpart) and the new 68D2(b) items are untranslated.
    let (t, f, u) = ((true, false), (false, true), (false, false));
    assert_eq!(
        po.iter().map(|x| (x.1, x.2)).collect::<Vec<_>>(),
        [f, u, f, t, f, f, f, f, f, f, f, u, u, u]
    );
    // csv2po: the two-column translation layout, with a BOM.
    let csv = tmp.path().join("68.csv");
    lawref_ok(
        c,
        &[
            "export",
            "csv",
            "--law",
            "68",
            "--columns",
            "pl:2017,nl:2007",
            "--translation",
            "--bom",
            "--out",
            csv.to_str().unwrap(),
        ],
    );
    let bytes = std::fs::read(&csv).unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBFlocation,source,target\n"));
    let po = toolkit_to_po("csv2po", &csv, tmp.path());
    let ids: Vec<&str> = po.iter().map(|u| u.0.as_str()).collect();
    assert_eq!(
        ids,
        [
            "68-title",
            "68-preamble",
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
    // The Dutch 2007 68D stands in the 68D row; the rows it was split into have no target, not
    // a "(see 68D)" placeholder.
    assert!(
        of_csv(&csv, "68D1").ends_with(",\n") || of_csv(&csv, "68D1").ends_with(",\"\"\n"),
        "{}",
        of_csv(&csv, "68D1")
    );
    assert!(!std::fs::read_to_string(&csv).unwrap().contains("(see "));
    // tbx2po: a unit per concept of the Polish term base.
    let tbx = export(tmp.path(), "terms.tbx", &["tbx", "--lang", "pl"]);
    let po = toolkit_to_po("tbx2po", &tbx, tmp.path());
    assert_eq!(po.len(), 2, "{po:?}");
    // The TMX (translate-toolkit has no tmx2po; its `pocount` reads a TMX as its converters
    // do): the seven parts Polish and Dutch 2007 share in Law 68, each translated, none fuzzy.
    let tmx = export(
        tmp.path(),
        "68.tmx",
        &[
            "tmx",
            "--edition",
            "2007",
            "--langs",
            "pl,nl",
            "--law",
            "68",
        ],
    );
    let out = Command::new("python3")
        .arg(toolkit().join("bin").join("pocount"))
        .arg("--csv")
        .arg(&tmx)
        .env("PYTHONPATH", toolkit())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let csv = String::from_utf8(out.stdout).unwrap();
    let row: Vec<&str> = csv.lines().nth(1).unwrap().split(',').collect();
    // Translated, fuzzy, untranslated and total messages.
    assert_eq!(
        [row[1], row[4], row[6], row[8]],
        ["7", "0", "0", "7"],
        "{csv}"
    );
    // pofilter runs its checks over what xliff2po made.
    let filtered = toolkit_to_po("pofilter", &tmp.path().join("xliff2po.po"), tmp.path());
    // Every unit but 68B (unchanged and approved: translated, not fuzzy) fails a check: the
    // untranslated and the fuzzy ones.
    assert_eq!(filtered.len(), 13, "{filtered:?}");
    assert!(
        !filtered
            .iter()
            .any(|u| u.0.starts_with("Definicja zrzeczenia")),
        "{filtered:?}"
    );
}

/// The line of `csv` whose first cell is `id`.
fn of_csv(csv: &Path, id: &str) -> String {
    std::fs::read_to_string(csv)
        .unwrap()
        .split_inclusive('\n')
        .find(|l| l.starts_with(&format!("{id},")))
        .unwrap()
        .to_string()
}

/// A TMX pairs texts of different editions (`--columns pl:2017,nl:2007`): Polish 2017 beside
/// the Dutch 2007 text its clause came from, each `<tuv>` of another edition than the unit's
/// saying which; a language asked twice is refused.
#[test]
fn a_tmx_pairs_polish_2017_with_dutch_2007() {
    let tmp = tempfile::tempdir().unwrap();
    let f = export(
        tmp.path(),
        "x.tmx",
        &["tmx", "--columns", "pl:2017,nl:2007", "--law", "68"],
    );
    let units = read_units(&f);
    let b2 = unit(&units, "2017:68B2");
    assert_eq!(
        b2["source"],
        clause_text("translations/pl/2017/68.md", "68B2")
    );
    assert_eq!(
        b2["target"],
        clause_text("translations/nl/2007/68.md", "68B2")
    );
    // 68D was split from the 2007 68D into 68D, 68D1, 68D2 and 68D2(a): one unit pairs the
    // four parts' Polish with the whole Dutch 2007 68D, never the first part alone with it.
    let ids: Vec<&str> = units.iter().map(|u| u["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        [
            "2017:68-title",
            "2017:68A",
            "2017:68B",
            "2017:68B1",
            "2017:68B2",
            "2017:68C",
            "2017:68D+68D1+68D2+68D2(a)"
        ]
    );
    let d = unit(&units, "2017:68D+68D1+68D2+68D2(a)");
    let pl = |id: &str| clause_text("translations/pl/2017/68.md", id);
    assert_eq!(
        d["source"],
        [pl("68D"), pl("68D1"), pl("68D2"), pl("68D2(a)")].join("\n")
    );
    assert_eq!(
        d["target"],
        clause_text("translations/nl/2007/68.md", "68D")
    );
    let xml = std::fs::read_to_string(&f).unwrap();
    assert!(xml.contains("<tuv xml:lang=\"nl\">\n        <prop type=\"x-edition\">2007</prop>"));
    let out = lawref(
        &root(),
        &[
            "export",
            "tmx",
            "--columns",
            "pl:2017,pl:2007",
            "--law",
            "68",
        ],
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--columns: pl is asked twice"));
}

/// A file with no done unit does not leave an earlier round's text published: the import is
/// refused, and nothing is written.
#[test]
fn an_import_with_no_done_unit_does_not_leave_an_earlier_text_published() {
    let corpus_dir = corpus_copy();
    let c = corpus_dir.path();
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("68-pl-nl.xlf");
    export_68_pl_nl(c, &f);
    fill_targets(&f);
    lawref_ok(c, &["import", f.to_str().unwrap()]);
    // The next round: every unit sent back for review.
    let g = tmp.path().join("68-review.xlf");
    export_68_pl_nl(c, &g);
    in_cat_tool(
        &g,
        "for u in units:\n    u.markapproved(False)\n    u.xmlelement.find(u.namespaced('target')).set('state', 'needs-review-translation')\n",
    );
    let before = common::contents(c);
    let out = lawref(c, &["import", "--replace", g.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no unit of 68-review.xlf is done, but translations/nl/2017/68.md holds the text of an earlier round"),
        "{err}"
    );
    assert_eq!(common::contents(c), before, "something was written");
}

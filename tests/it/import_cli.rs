//! `lawref import --report <file.json>`: the reports of the documents imported, as JSON, written
//! only when the import succeeded.

use crate::common;

use common::{empty_corpus, lawref, root};

use serde_json::json;

const PL_70: &str = "Przepis 70 – Sporna deklaracja lub zrzeczenie

A. Ogólny cel

Rozstrzygając kwestię spornej deklaracji, sędzia ustala wynik rozdania możliwie najbardziej sprawiedliwy dla obu stron.
Strona 2
";

#[test]
fn report_writes_each_documents_report_as_json() {
    let c = empty_corpus();
    let raw = c.path().join("sporna.txt");
    std::fs::write(&raw, PL_70).unwrap();
    let seed = root().join("tests/fixtures/seeds/000_ed8cc4eab03324bf.txt");
    let out = c.path().join("out/report.json");
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            seed.to_str().unwrap(),
            "--report",
            out.to_str().unwrap(),
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        String::from_utf8_lossy(&o.stdout).ends_with(&format!("wrote {}\n", out.display())),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        v,
        json!([
            {
                "source": "sporna.txt",
                "source_sha256": "feea9573a8f484871f7bba02ac8c0f6e1fd90825ee0e282181041b451db8c94c",
                "encoding": "UTF-8",
                "decisions": [
                    "language pl: detected from the words (whatlang, confidence 1.00)",
                    "kind text: sections or numbered clauses",
                    "edition 2017: the title \"Sporna deklaracja lub zrzeczenie\" is Law 70's in laws/2017.yaml",
                    "law 70: law heading \"Przepis 70 –\", line 1"
                ],
                "entries": [
                    {
                        "line": 1,
                        "column": 1,
                        "reason": "law heading (Law 70; its title goes to the front matter)",
                        "text": "Przepis 70 –"
                    },
                    { "line": 6, "column": 1, "reason": "page marker", "text": "Strona 2" }
                ],
                "outputs": ["translations/pl/2017/70.md"],
                "doubts": []
            },
            {
                "source": "000_ed8cc4eab03324bf.txt",
                "source_sha256": "975db4321fbde4ab9a6030780519fa102724eb7c75c4c6e759b976bdcf472d0e",
                "encoding": "UTF-8",
                "decisions": [
                    "language pl: detected from the words (whatlang, confidence 1.00)",
                    "kind text: sections or numbered clauses",
                    "edition 2017: the title \"Deklaracja lub zrzeczenie się lew\" is Law 68's in laws/2017.yaml",
                    "law 68: the title \"Deklaracja lub zrzeczenie się lew\" is Law 68's in laws/2017.yaml"
                ],
                "entries": [],
                "outputs": ["translations/pl/2017/68.md"],
                "doubts": []
            }
        ])
    );
    // The text reports are written as before, each named by its document's name and hash.
    assert!(
        c.path()
            .join(common::report_path("sporna.txt", PL_70.as_bytes()))
            .is_file()
    );
    assert!(
        c.path()
            .join(common::report_path(
                "000_ed8cc4eab03324bf.txt",
                &std::fs::read(&seed).unwrap()
            ))
            .is_file()
    );
}

#[test]
fn a_failed_import_writes_no_json_report() {
    let c = empty_corpus();
    let raw = c.path().join("sporna.txt");
    std::fs::write(&raw, PL_70).unwrap();
    let bad = c.path().join("bez-tytulu.txt");
    std::fs::write(
        &bad,
        "Sędzia postępuje, jak określono poniżej w tym przepisie o grze.\n",
    )
    .unwrap();
    let out = c.path().join("report.json");
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            bad.to_str().unwrap(),
            "--report",
            out.to_str().unwrap(),
        ],
    );
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("bez-tytulu.txt: the text does not say its edition"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!out.exists());
    assert!(!c.path().join("translations").exists());
    assert!(!c.path().join("import-report").exists());
}

#[test]
fn a_report_path_that_is_an_input_or_inside_the_corpus_is_refused() {
    let c = empty_corpus();
    let raw = c.path().join("sporna.txt");
    std::fs::write(&raw, PL_70).unwrap();
    let o = lawref(
        c.path(),
        &[
            "import",
            raw.to_str().unwrap(),
            "--report",
            raw.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains(&format!(
            "--report {}: that is {}, which this command reads; name another file",
            raw.display(),
            raw.display()
        )),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(std::fs::read_to_string(&raw).unwrap(), PL_70);
    for inside in [
        "translations/pl/2017/70.md",
        "laws/2017.yaml",
        "import-report/x.json",
    ] {
        let target = c.path().join(inside);
        let before = std::fs::read(&target).ok();
        let o = lawref(
            c.path(),
            &[
                "import",
                raw.to_str().unwrap(),
                "--report",
                target.to_str().unwrap(),
            ],
        );
        assert_eq!(o.status.code(), Some(1), "{inside}");
        let folder = inside.split('/').next().unwrap();
        assert!(
            String::from_utf8_lossy(&o.stderr)
                .contains(&format!("that is inside the corpus's {folder}/ folder")),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(std::fs::read(&target).ok(), before, "{inside}");
    }
    assert!(!c.path().join("translations").exists());
}

#[test]
fn a_document_name_too_long_for_a_report_name_still_imports() {
    // Its corpus file fits; its report's name (the stem + ".<hash>.report.txt") was too long for
    // the file system, and the import was refused (issue 28, N107). The report's name now keeps
    // the stem's first 120 bytes and `…`. (That a rename failing half way puts back what it
    // replaced is tested on `Staged` itself, src/util/fsio.rs.)
    let c = common::corpus_copy();
    let seed = root().join("tests/fixtures/seeds/004_64ed5a0e465c34b9.txt");
    let long = c.path().join(format!("{}.txt", "x".repeat(245)));
    std::fs::copy(&seed, &long).unwrap();
    let o = lawref(c.path(), &["import", long.to_str().unwrap(), "--replace"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let sha = lawref::import::sha256_hex(&std::fs::read(&seed).unwrap());
    let report = format!(
        "import-report/{}….{}.report.txt",
        "x".repeat(117),
        &sha[..12]
    );
    assert!(c.path().join(&report).is_file(), "{report}");
}

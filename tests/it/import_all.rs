//! Every test document of the import (tests/fixtures/import/** and the five seeds), imported
//! twice, gives byte-identical corpus files and reports; and none loses or invents a word.

use crate::common;

use std::path::Path;

use lawref::corpus::model::{Edition, Lang};
use lawref::import::{Flags, Imported};

/// Imports a document with no flags, or else with the first `--edition` (and then `--lang`)
/// that works (test documents that do not say their edition or language say so in their tests);
/// `None` for a document no flags import.
fn import_any(path: &Path) -> Option<(Flags, Imported)> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let bytes = std::fs::read(path).unwrap();
    let langs = [None, Some("pl"), Some("nl"), Some("ru"), Some("en")];
    let tries = langs.into_iter().flat_map(|l| {
        [None, Some("2017"), Some("2007")].map(move |e| Flags {
            edition: e.map(|e| Edition(e.into())),
            lang: l.map(|l| Lang(l.into())),
            ..Flags::default()
        })
    });
    tries.into_iter().find_map(|f| {
        common::try_import(&name, &bytes, &f)
            .ok()
            .map(|imp| (f, imp))
    })
}

#[test]
fn every_test_document_imports_twice_to_identical_bytes() {
    let root = common::root().join("tests/fixtures");
    let mut docs = common::files_under(&root.join("import"));
    docs.extend(common::files_under(&root.join("seeds")));
    // Not documents: git's attributes that keep the raw bytes as they are.
    docs.retain(|p| p.file_name().is_some_and(|n| n != ".gitattributes"));
    let mut failed = Vec::new();
    for path in &docs {
        let Some((flags, first)) = import_any(path) else {
            failed.push(path.file_name().unwrap().to_string_lossy().into_owned());
            continue;
        };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let again = common::try_import(&name, &std::fs::read(path).unwrap(), &flags).unwrap();
        assert_eq!(first.files, again.files, "{}", path.display());
        // Every word of every line is in a corpus file or in the report. (A corpus file given
        // to import is its own output: its words are checked by its re-import test.)
        if !first.corpus_input {
            let text = lawref::import::decode::decode(&name, &std::fs::read(path).unwrap(), None)
                .unwrap()
                .text;
            common::assert_accounted(&name, &text, &first);
        }
        assert_eq!(
            first.report.to_text(),
            again.report.to_text(),
            "{}",
            path.display()
        );
    }
    // Every test document imports with some flags: none is left out of this check.
    assert!(docs.len() >= 55, "only {} test documents", docs.len());
    assert_eq!(failed, Vec::<String>::new());
}

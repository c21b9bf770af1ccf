//! The situation index (issue 20): `situations`, a situation index file as the corpus holds it
//! (`translations/<lang>/index.yaml`), and `subject-index`, a book's subject-index pages as
//! `lawref import-index` reads them.
//!
//! Input: a byte choosing the language (pl, nl, ru, en), then the text (for `subject-index`,
//! the raw bytes, decoded as import decodes documents). Checks: besides no panic and no slow
//! input, an error is a fine outcome and its message prints; for `subject-index`, what
//! import-index writes is refused only by the corpus checks (a locator that is no clause of the
//! edition), never as a file that does not parse (import-index checks what it writes by loading
//! it as the corpus does).

use lawref::corpus::model::{Edition, Lang};

use crate::setup;

/// `situations`: `corpus::situations::parse_index` against the repository's corpus.
pub fn index(data: &[u8]) {
    let Some((lang, text)) = setup::lang_and_text(data) else {
        return;
    };
    let corpus = setup::corpus();
    let rel = format!("translations/{lang}/index.yaml");
    match lawref::corpus::situations::parse_index(&rel, text, &corpus.editions, &corpus.documents) {
        Ok(index) => {
            let _ = format!("{index:?}");
        }
        Err(errors) => {
            for e in errors {
                let _ = e.to_string();
            }
        }
    }
}

/// `subject-index`: `import::subject_index::import_bytes` (what `lawref import-index` runs on
/// a file's bytes), its locators read as the 2007 edition's clauses.
pub fn subject_index(data: &[u8]) {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let corpus = setup::corpus();
    let lang = Lang(setup::LANGS[usize::from(b) % setup::LANGS.len()].into());
    let edition = Edition("2007".into());
    match lawref::import::subject_index::import_bytes(
        corpus,
        "index.txt",
        "index.txt",
        rest,
        &lang,
        &edition,
        None,
    ) {
        Ok(imported) => {
            let _ = imported.report;
        }
        Err(e) => {
            let message = e.to_string();
            assert!(
                !message.contains("not a situation index"),
                "import-index wrote a file that does not parse: {message}"
            );
        }
    }
}

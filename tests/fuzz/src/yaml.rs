//! The YAML files of a corpus: `manifest` (an edition manifest, `laws/<edition>.yaml`),
//! `annotations` (`translations/annotations/<name>.yaml`) and `terms` (a term base,
//! `translations/<lang>/terms.yaml`). Each is read by the code that reads it in a corpus, and
//! what it gives is used as the corpus uses it; an error is a fine outcome, and its message must
//! print.

use std::path::PathBuf;
use std::sync::{LazyLock, Mutex};

use crate::setup;

/// A corpus folder with the repository's manifests (and no texts), and those manifests' paths
/// and bytes there.
type ManifestCorpus = (tempfile::TempDir, Vec<(PathBuf, Vec<u8>)>);

/// The folder where the manifest under test is written as `laws/<edition>.yaml`.
static MANIFEST_CORPUS: LazyLock<Mutex<ManifestCorpus>> = LazyLock::new(|| {
    let dir = setup::tempdir();
    let laws = dir.path().join("laws");
    std::fs::create_dir(&laws).expect("laws/");
    let mut originals = Vec::new();
    for e in std::fs::read_dir(setup::root().join("laws")).expect("laws/") {
        let p = e.expect("laws/").path();
        if p.extension().is_some_and(|x| x == "yaml") {
            let bytes = std::fs::read(&p).expect("a manifest");
            let dest = laws.join(p.file_name().expect("a name"));
            std::fs::write(&dest, &bytes).expect("a manifest copied");
            originals.push((dest, bytes));
        }
    }
    Mutex::new((dir, originals))
});

/// The edition a manifest's text names in its `edition:` line, when it is a usable file name
/// (letters and digits); else 2017 (so that a manifest without one replaces 2017's).
fn edition_named(text: &str) -> String {
    text.lines()
        .find_map(|l| l.strip_prefix("edition:"))
        .map(|v| v.trim().trim_matches(['"', '\'']).to_string())
        .filter(|v| (1..=16).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_alphanumeric()))
        .unwrap_or_else(|| "2017".to_string())
}

/// `manifest`: the text as `laws/<edition>.yaml` (the edition its `edition:` line names)
/// beside the repository's other manifests, read by `load::load_manifests` (which checks the
/// editions' chain too); when they load, every corpus file of the repository is read against
/// them (`load::load_document`: its edition, law number and title checked by the manifest).
pub fn manifest(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let guard = MANIFEST_CORPUS.lock().unwrap_or_else(|e| e.into_inner());
    let (dir, originals) = &*guard;
    let path = dir
        .path()
        .join("laws")
        .join(format!("{}.yaml", edition_named(text)));
    std::fs::write(&path, text).expect("the manifest written");
    let loaded = lawref::corpus::load::load_manifests(dir.path());
    // Put back what was there: the repository's manifest of that edition, or nothing.
    match originals.iter().find(|(p, _)| *p == path) {
        Some((_, bytes)) => std::fs::write(&path, bytes).expect("the manifest put back"),
        None => std::fs::remove_file(&path).expect("the manifest removed"),
    }
    match loaded {
        Ok(manifests) => {
            for (rel, text) in setup::corpus_files() {
                if let Err(e) = lawref::corpus::load::load_document(rel, text, &manifests) {
                    let _ = e.to_string();
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

/// `annotations`: `load::parse_annotations` against the repository's corpus (its manifests and
/// texts, where each note's clause is looked up); each note loaded is made HTML and plain text
/// as the site and the search index make it (`annotate::markdown_html`, `markdown_plain`), and
/// the file's entries are found as `load` finds them for errors (`load::entry_spans`).
pub fn annotations(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let corpus = setup::corpus();
    let _ = lawref::corpus::load::entry_spans(text);
    match lawref::corpus::load::parse_annotations(
        "translations/annotations/fuzz.yaml",
        text,
        &corpus.editions,
        &corpus.documents,
    ) {
        Ok(notes) => {
            for n in notes {
                let html = lawref::analysis::annotate::markdown_html(&n.text);
                assert!(
                    !html.contains("<script") && !html.contains("<img"),
                    "a note's HTML holds a script or an image: {html:?}"
                );
                let _ = lawref::analysis::annotate::markdown_plain(&n.text);
                let _ = n.anchor();
            }
        }
        Err(errors) => {
            for e in errors {
                let _ = e.to_string();
            }
        }
    }
}

/// `terms`: the first byte chooses the term base's language (pl, nl, ru, en: the path
/// `translations/<lang>/terms.yaml`), the rest is its text, read by `terms::read_term_base`;
/// a base that reads is looked for in the repository's texts (`terms::other_edition_terms`,
/// what `lawref check` warns of).
pub fn terms(data: &[u8]) {
    let Some((lang, text)) = setup::lang_and_text(data) else {
        return;
    };
    let corpus = setup::corpus();
    let rel = format!("translations/{lang}/terms.yaml");
    match lawref::analysis::terms::read_term_base(&rel, text, &corpus.editions) {
        Ok(base) => {
            for u in lawref::analysis::terms::other_edition_terms(corpus, &[base]) {
                // Each use points at its words in the text it names.
                let doc = &corpus.documents[u.doc];
                let place = u.place.text(doc).expect("a use's place is in its document");
                assert_eq!(
                    place.get(u.range.clone()),
                    Some(u.found.as_str()),
                    "a term's use does not point at its words"
                );
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

//! `corpus`: the corpus parser, `load::load_document` (front matter, then `parse` of the body),
//! on a corpus file's text at the path its front matter names.
//!
//! Checks, when the file loads: import of it as a corpus file (what `lawref import
//! translations/…` does) gives one corpus file at the same path, which loads to the same
//! document (front matter and clause tree, paragraph by paragraph; only line numbers may differ)
//! and imports to itself, byte for byte (idempotence). A file import wrote is its own output
//! (checked on the repository's corpus by tests/it/import_idempotent.rs); one written by hand may
//! come back with its layout made the importer's (blank lines, NFC), and from then on stays.

use lawref::corpus::load::{document_path, load_document, split_front_matter};
use lawref::corpus::model::{Body, Clause, Document, FrontMatter, Paragraph};
use lawref::import::{Flags, import_document};

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let manifests = crate::setup::manifests();
    let rel = split_front_matter(text)
        .and_then(|(fm, _)| serde_yaml_front_matter(fm))
        .map_or_else(
            || "translations/pl/2017/68.md".to_string(),
            |m| document_path(&m),
        );
    let doc = match load_document(&rel, text, manifests) {
        Ok(d) => d,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let name = rel.rsplit('/').next().unwrap_or(&rel);
    let back = match import_document(name, text.as_bytes(), manifests, &Flags::default()) {
        Ok(b) => b,
        Err(e) if is_unwritable(&e.to_string()) => return,
        Err(e) => panic!("a corpus file that loads failed to import: {e}"),
    };
    assert!(back.corpus_input, "a corpus file not imported as one");
    assert_eq!(back.files.len(), 1, "a corpus file imported to several");
    let (path, written) = &back.files[0];
    assert_eq!(path, &rel, "a corpus file imported to another path");
    let again = load_document(path, written, manifests)
        .unwrap_or_else(|e| panic!("what import wrote does not load: {e}"));
    assert_eq!(again.meta, doc.meta, "import changed the front matter");
    assert_eq!(
        shape(&again),
        shape(&doc),
        "import changed the document's clauses or words"
    );
    let twice = import_document(name, written.as_bytes(), manifests, &Flags::default())
        .unwrap_or_else(|e| panic!("what import wrote does not import: {e}"));
    assert_eq!(
        &twice.files[0].1, written,
        "import of a corpus file is not idempotent"
    );
}

/// The front matter, if it is one (so the file is given the path it names).
fn serde_yaml_front_matter(fm: &str) -> Option<FrontMatter> {
    serde_yaml::from_str(fm).ok()
}

/// Whether an import error is one of those a corpus file may get: a shape the corpus format
/// allows and the importer's Markdown cannot write (src/import/corpus_input.rs), said at its
/// line.
fn is_unwritable(message: &str) -> bool {
    [
        "cannot be written back",
        "so it would be written back as a reference",
        "the importer writes a footnote as one",
        "the importer writes a clause's paragraphs before its sub-clauses",
    ]
    .iter()
    .any(|m| message.contains(m))
}

/// A document without its line numbers: what import must keep.
fn shape(d: &Document) -> String {
    fn paras(out: &mut String, ps: &[Paragraph]) {
        for p in ps {
            out.push_str(&format!("  {:?}\n", p.inlines));
        }
    }
    fn clause(out: &mut String, c: &Clause) {
        out.push_str(&format!("{} {:?}\n", c.id, c.title));
        paras(out, &c.paragraphs);
        for k in &c.children {
            clause(out, k);
        }
        out.push_str("after\n");
        paras(out, &c.after);
    }
    let mut out = String::new();
    match d.body() {
        Body::Text(t) => {
            out.push_str("preamble\n");
            paras(&mut out, &t.preamble);
            for c in &t.clauses {
                clause(&mut out, c);
            }
            out.push_str("closing\n");
            paras(&mut out, &t.closing);
            for f in &t.footnotes {
                out.push_str(&format!("footnote {}\n", f.mark));
                paras(&mut out, &f.paragraphs);
            }
        }
        Body::Commentary { intro, items } => {
            out.push_str("intro\n");
            paras(&mut out, intro);
            for i in items {
                out.push_str(&format!("item {}\n", i.label()));
                paras(&mut out, &i.paragraphs);
            }
        }
    }
    out
}

//! `import`: raw import, `import::import_document`.
//!
//! Input: one byte of flags, then (when its top bit is set) one byte choosing `--law`, then the
//! raw document's bytes. The flags byte: bits 0–2 `--lang` (none, pl, nl, ru, en, de, sv, el),
//! bits 3–4 `--edition` (none, 2017, 2007, 1997), bit 5 `--kind commentary`, bit 6 `--strict`,
//! bit 7 `--law` (1 + the next byte mod 93).
//!
//! Checks, when the document imports: the same input imported again gives the same corpus
//! files and report, byte for byte (determinism); and every word of the input is in a corpus
//! file or in the report, as often as in the input (the import tests' own check,
//! `tests/it/common/accounted.rs`; a corpus file given to import is checked by the `corpus`
//! target instead). An error is a fine outcome; its message must print.

use lawref::corpus::model::{Edition, Kind, Lang};
use lawref::import::{Flags, import_document};

const LANGS: [Option<&str>; 8] = [
    None,
    Some("pl"),
    Some("nl"),
    Some("ru"),
    Some("en"),
    Some("de"),
    Some("sv"),
    Some("el"),
];
const EDITIONS: [Option<&str>; 4] = [None, Some("2017"), Some("2007"), Some("1997")];

/// The flags an input's first bytes choose, and the document after them.
pub fn flags(data: &[u8]) -> (Flags, &[u8]) {
    let Some((&b, rest)) = data.split_first() else {
        return (Flags::default(), data);
    };
    let mut flags = Flags {
        lang: LANGS[usize::from(b & 7)].map(|l| Lang(l.into())),
        edition: EDITIONS[usize::from((b >> 3) & 3)].map(|e| Edition(e.into())),
        kind: (b & 0x20 != 0).then_some(Kind::Commentary),
        strict: b & 0x40 != 0,
        ..Flags::default()
    };
    let mut doc = rest;
    if b & 0x80 != 0
        && let Some((&law, rest)) = rest.split_first()
    {
        flags.law = Some(1 + law % 93);
        doc = rest;
    }
    (flags, doc)
}

pub fn run(data: &[u8]) {
    let (flags, doc) = flags(data);
    let name = "fuzz.txt";
    let manifests = crate::setup::manifests();
    let first = match import_document(name, doc, manifests, &flags) {
        Ok(imp) => imp,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let again = import_document(name, doc, manifests, &flags)
        .unwrap_or_else(|e| panic!("imported once, then failed: {e}"));
    assert_eq!(
        first.files, again.files,
        "the same document gave other files"
    );
    assert_eq!(
        first.report.to_text(),
        again.report.to_text(),
        "the same document gave another report"
    );
    if !first.corpus_input {
        let text = lawref::import::decode::decode(name, doc, flags.encoding)
            .expect("decoded once")
            .text;
        crate::accounted::assert_accounted(name, &text, &first, manifests);
    }
}

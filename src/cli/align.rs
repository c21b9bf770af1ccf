//! `lawref align`: the correspondences between two editions inferred from their texts, printed
//! with their scores and measured against the manifest's records; with `--write`, added to the
//! manifest.
//!
//! Not for: the inference ([`crate::analysis::align::infer`]); this file wires it, prints, and
//! writes the manifest.

use std::fmt::Write as _;
use std::path::Path;

use super::args::AlignArgs;
use super::output::print_all;
use super::validate::{known_edition, known_lang};
use crate::analysis::align::infer;
use crate::corpus::model::{Correspondence, Edition, Lang};
use crate::{Error, corpus::load};

/// A record an earlier `lawref align --write` added (its note says so).
fn inferred(r: &Correspondence) -> bool {
    r.note
        .as_deref()
        .is_some_and(|n| n.starts_with("inferred by lawref align"))
}

/// Runs `lawref align`.
pub(crate) fn run(root: &Path, args: AlignArgs) -> Result<bool, Error> {
    let _lock = args
        .write
        .then(|| crate::util::fsio::lock_corpus(root))
        .transpose()?;
    let corpus = load::load_corpus(root)?;
    known_edition(&corpus, "the edition", &args.edition)?;
    known_edition(&corpus, "--with", &args.with)?;
    known_lang(&corpus.langs(), "--lang", &args.lang, "text")?;
    let (edition, with, lang) = (Edition(args.edition), Edition(args.with), Lang(args.lang));
    let pos = |e: &Edition| corpus.editions.iter().position(|m| &m.edition == e);
    if pos(&with) >= pos(&edition) {
        return Err(Error::Usage(format!(
            "--with {with} is not older than {edition}: the clauses of an edition are matched with an earlier one's"
        )));
    }
    let manifest = corpus
        .editions
        .iter()
        .find(|m| m.edition == edition)
        .expect("known");
    if args.write && manifest.follows() != Some(&with) {
        return Err(Error::Usage(format!(
            "--write: laws/{edition}.yaml's correspondences are to {}, not {with}: records inferred against {with} would be read as from {}",
            manifest.follows().map_or("no edition", |e| e.0.as_str()),
            manifest.follows().map_or("nothing", |e| e.0.as_str())
        )));
    }
    let laws = infer::infer(&corpus, &edition, &with, &lang)?;
    let records = infer::records(&laws);
    let mut out = String::new();
    for l in &laws {
        let _ = writeln!(out, "Law {}, {lang}: {with} → {edition}", l.law);
        for p in &l.pairs {
            let ids = |v: &[crate::corpus::model::ClauseId]| {
                v.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let what = match (p.old.is_empty(), p.new.is_empty()) {
                (true, _) => ids(&p.new),
                (_, true) => ids(&p.old),
                _ if p.old == p.new => ids(&p.new),
                _ => format!("{} -> {}", ids(&p.old), ids(&p.new)),
            };
            let _ = writeln!(out, "  {:<11} {what}  {:.2}", p.pairing.label(), p.score);
        }
    }
    let numbers: Vec<u8> = laws.iter().map(|l| l.law).collect();
    let hand: Vec<Correspondence> = manifest
        .correspondences
        .iter()
        .filter(|r| !inferred(r))
        .cloned()
        .collect();
    let m = infer::measure(&records, &hand, &numbers);
    if manifest.follows() != Some(&with) || m.hand == 0 {
        let _ = writeln!(
            out,
            "laws/{edition}.yaml has no hand-written record of these laws from {with} to measure against"
        );
    } else {
        let _ = writeln!(
            out,
            "against laws/{edition}.yaml's hand-written records of these laws: precision {:.2} ({} of {} links inferred), recall {:.2} ({} of {} links recorded)",
            m.precision(),
            m.found,
            m.inferred,
            m.recall(),
            m.found,
            m.hand
        );
    }
    if args.write {
        let add = infer::unrecorded(&records, &manifest.correspondences);
        let path = root.join(format!("laws/{edition}.yaml"));
        let rel = format!("laws/{edition}.yaml");
        if add.is_empty() {
            let _ = writeln!(out, "nothing to add to {rel}");
        } else {
            if std::fs::metadata(&path).is_ok_and(|m| m.permissions().readonly()) {
                return Err(Error::Usage(format!(
                    "{rel} is read-only: lawref does not replace it (make it writable to add the records)"
                )));
            }
            let bytes = crate::util::fsio::read_regular(&path)
                .map_err(|e| Error::Usage(format!("{rel}: {}", e.message())))?;
            let text = String::from_utf8(bytes)
                .map_err(|_| Error::Usage(format!("{rel} is not UTF-8")))?;
            let new_text =
                infer::add_records(&text, &add).map_err(|e| Error::Usage(format!("{rel}: {e}")))?;
            // The manifest written must read back with the records added, or nothing is written.
            let back: crate::corpus::model::EditionManifest = serde_yaml::from_str(&new_text)
                .map_err(|e| {
                    Error::Usage(format!(
                        "{rel} would not read back with the records added: {e}"
                    ))
                })?;
            if back.correspondences.len() != manifest.correspondences.len() + add.len() {
                return Err(Error::Usage(format!(
                    "{rel} would not read back with the {} records added; nothing written",
                    add.len()
                )));
            }
            let mut staged = crate::util::fsio::Staged::default();
            staged.add(&path, new_text)?;
            staged.commit()?;
            let _ = writeln!(
                out,
                "added {} record{} to {rel} (each with a note \"inferred by lawref align …: review\")",
                add.len(),
                if add.len() == 1 { "" } else { "s" }
            );
        }
    }
    print_all(&out)?;
    Ok(true)
}

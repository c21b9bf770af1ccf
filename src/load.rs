//! The load stage: a corpus folder → [`Corpus`]. Finds the edition manifests (`laws/*.yaml`) and the
//! documents (`translations/<lang>/<edition>/<NN>.md`, `<NN>.commentary.md`) with walkdir, reads
//! their YAML front matter (serde_yaml), checks it against the path and the manifests, and hands
//! each body to [`crate::parse`].
//!
//! Every bad file is reported (not only the first) with its path, line and column; no partial
//! corpus is returned.

mod annotations;

use std::path::Path;

use walkdir::WalkDir;

pub use annotations::{ANNOTATIONS_DIR, EntrySpan, entry_spans, parse_annotations};

use crate::error::{Error, InputError, Result};
use crate::model::{Corpus, Document, EditionManifest, FrontMatter, Kind};
use crate::parse::{BodySource, parse_body};

/// The corpus-relative path of a document: `translations/pl/2017/68.md`, or
/// `translations/ru/2007/68.commentary.md` for commentary. Law numbers have two digits (`07.md`).
pub fn document_path(meta: &FrontMatter) -> String {
    let suffix = match meta.kind {
        Kind::Text => "",
        Kind::Commentary => ".commentary",
    };
    format!(
        "translations/{}/{}/{:02}{suffix}.md",
        meta.lang, meta.edition, meta.law
    )
}

/// Splits a corpus file into its front matter text (between the `---` lines) and the byte offset
/// of the body. `None` when the file does not open with a `---` line closed by another.
pub fn split_front_matter(text: &str) -> Option<(&str, usize)> {
    let rest = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))?;
    let start = text.len() - rest.len();
    let mut off = start;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            return Some((&text[start..off], off + line.len()));
        }
        off += line.len();
    }
    None
}

/// Loads and parses the corpus at `root` (the folder holding `laws/` and `translations/`).
///
/// # Errors
/// [`Error::Io`] when a file cannot be read; [`Error::Many`] listing every file that is wrong:
/// front matter missing or not YAML, a field missing or unknown, a law number outside the
/// edition's 1–`law_count`, an edition without a manifest, a path that does not match the front
/// matter, and every body error of [`parse_body`] (duplicate clause ids among them); and every
/// fault of an annotations file `translations/annotations/<name>.yaml` ([`parse_annotations`]).
pub fn load_corpus(root: &Path) -> Result<Corpus> {
    let mut errors = Vec::new();
    let laws_dir = root.join("laws");
    if !laws_dir.is_dir() {
        return Err(Error::Usage(format!(
            "{} is not a corpus: it has no laws/ folder (pass --corpus DIR)",
            root.display()
        )));
    }
    let editions = read_manifests(root, &laws_dir, &mut errors)?;
    if !errors.is_empty() {
        // Documents are checked against the manifests: report the manifests first.
        return Err(Error::from_many(errors));
    }
    let mut documents = Vec::new();
    let mut notes_files = Vec::new();
    let tdir = root.join("translations");
    if tdir.is_dir() {
        let (paths, others) = files(&tdir, "md")?;
        for other in others {
            let rel = rel(root, &other);
            // Annotations files: translations/annotations/<name>.yaml, read once the texts are.
            if rel
                .strip_prefix(ANNOTATIONS_DIR)
                .and_then(|r| r.strip_prefix('/'))
                .is_some_and(|name| !name.contains('/') && name.ends_with(".yaml"))
            {
                notes_files.push(other);
                continue;
            }
            errors.push(
                InputError::at(&rel, "", 1, 1, "not a corpus file: translations/ holds only <NN>.md and <NN>.commentary.md files")
                    .with_help("move or delete it, or rename it to .md"),
            );
        }
        for path in paths {
            let rel = rel(root, &path);
            let Some(text) = read(root, &path, &mut errors)? else {
                continue;
            };
            match load_document(&rel, &text, &editions) {
                Ok(d) => documents.push(d),
                Err(e) => errors.push(*e),
            }
        }
    }
    let mut annotations = Vec::new();
    for path in notes_files {
        let rel = rel(root, &path);
        let Some(text) = read(root, &path, &mut errors)? else {
            continue;
        };
        match parse_annotations(&rel, &text, &editions, &documents) {
            Ok(notes) => annotations.extend(notes),
            Err(e) => errors.extend(e),
        }
    }
    if !errors.is_empty() {
        return Err(Error::from_many(errors));
    }
    documents.sort_by(|a, b| {
        (&a.meta.edition, a.meta.law, &a.meta.lang, a.meta.kind).cmp(&(
            &b.meta.edition,
            b.meta.law,
            &b.meta.lang,
            b.meta.kind,
        ))
    });
    Ok(Corpus {
        root: root.to_path_buf(),
        editions,
        documents,
        annotations,
    })
}

/// Reads one corpus file's text into a [`Document`], checked against the manifests.
///
/// # Errors
/// As [`load_corpus`], for this one file.
pub fn load_document(
    rel: &str,
    text: &str,
    editions: &[EditionManifest],
) -> Result<Document, Box<InputError>> {
    let (fm, body_offset) = split_front_matter(text).ok_or_else(|| {
        InputError::at(
            rel,
            text,
            1,
            1,
            "no front matter: the file must open with a `---` line, YAML, and a closing `---` line",
        )
        .with_help("see README, \"The corpus format\"")
    })?;
    let meta: FrontMatter =
        serde_yaml::from_str(fm).map_err(|e| yaml_error(rel, text, 1, "front matter", &e))?;
    let field_line = |key: &str| {
        fm.lines()
            .position(|l| l.starts_with(&format!("{key}:")))
            .map_or(2, |i| i + 2)
    };
    let lang_ok =
        (2..=3).contains(&meta.lang.0.len()) && meta.lang.0.chars().all(|c| c.is_ascii_lowercase());
    if !lang_ok {
        return Err(Box::new(InputError::at(
            rel,
            text,
            field_line("lang"),
            1,
            format!(
                "lang {:?} is not a language code: two or three lower-case letters (ISO 639), like pl",
                meta.lang.0
            ),
        )));
    }
    let Some(manifest) = editions.iter().find(|m| m.edition == meta.edition) else {
        return Err(Box::new(InputError::at(
            rel,
            text,
            field_line("edition"),
            1,
            format!(
                "edition {:?} has no manifest laws/{}.yaml",
                meta.edition.0, meta.edition.0
            ),
        )));
    };
    if !manifest.has_law(meta.law) {
        return Err(Box::new(InputError::at(
            rel,
            text,
            field_line("law"),
            1,
            format!(
                "law number {} is outside 1–{} of edition {}",
                meta.law, manifest.law_count, meta.edition
            ),
        )));
    }
    let expected = document_path(&meta);
    if rel != expected {
        // Point at the first field the path disagrees with.
        let (got, want): (Vec<&str>, Vec<&str>) =
            (rel.split('/').collect(), expected.split('/').collect());
        let field = match (0..want.len()).find(|&i| got.get(i) != want.get(i)) {
            Some(1) => "lang",
            Some(2) => "edition",
            _ if got.last().and_then(|f| f.get(..2)) != want.last().and_then(|f| f.get(..2)) => {
                "law"
            }
            _ => "kind",
        };
        return Err(Box::new(
            InputError::at(
                rel,
                text,
                field_line(field),
                1,
                format!("the front matter says this file is {expected} ({field} differs)"),
            )
            .with_help("move the file, or correct its front matter"),
        ));
    }
    let src = BodySource {
        path: rel,
        file_text: text,
        body_offset,
    };
    let body = parse_body(&src, meta.law, meta.kind).map_err(Box::new)?;
    Ok(Document {
        path: rel.to_string(),
        meta,
        body,
    })
}

/// Loads only the edition manifests, `laws/*.yaml`, sorted by edition id.
///
/// # Errors
/// As [`load_corpus`], for the manifests.
pub fn load_manifests(root: &Path) -> Result<Vec<EditionManifest>> {
    let laws_dir = root.join("laws");
    if !laws_dir.is_dir() {
        return Err(Error::Usage(format!(
            "{} is not a corpus: it has no laws/ folder (pass --corpus DIR)",
            root.display()
        )));
    }
    let mut errors = Vec::new();
    let editions = read_manifests(root, &laws_dir, &mut errors)?;
    if !errors.is_empty() {
        return Err(Error::from_many(errors));
    }
    Ok(editions)
}

fn read_manifests(
    root: &Path,
    laws_dir: &Path,
    errors: &mut Vec<InputError>,
) -> Result<Vec<EditionManifest>> {
    let mut editions = Vec::new();
    let (paths, _) = files(laws_dir, "yaml")?;
    // Manifests are laws/<edition>.yaml; a copy in a subfolder is not read.
    let paths = paths.into_iter().filter(|p| p.parent() == Some(laws_dir));
    for path in paths {
        let rel = rel(root, &path);
        let Some(text) = read(root, &path, errors)? else {
            continue;
        };
        match serde_yaml::from_str::<EditionManifest>(&text) {
            Ok(m) => {
                let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                if m.edition.0 != stem {
                    errors.push(InputError::at(
                        &rel,
                        &text,
                        1,
                        1,
                        format!(
                            "the manifest says edition {:?} but its file name says {stem:?}",
                            m.edition.0
                        ),
                    ));
                } else if m.law_count == 0 || m.law_count > crate::model::MAX_LAW {
                    errors.push(InputError::at(&rel, &text, 1, 1, "law_count must be 1–93"));
                } else if let Some(l) = m.laws.iter().find(|l| !m.has_law(l.number)) {
                    errors.push(InputError::at(
                        &rel,
                        &text,
                        1,
                        1,
                        format!(
                            "Law {} is outside the edition's 1–{}",
                            l.number, m.law_count
                        ),
                    ));
                } else {
                    editions.push(m);
                }
            }
            Err(e) => errors.push(*yaml_error(&rel, &text, 0, "manifest", &e)),
        }
    }
    editions.sort_by(|a, b| a.edition.cmp(&b.edition));
    Ok(editions)
}

fn yaml_error(
    rel: &str,
    text: &str,
    line_offset: usize,
    what: &str,
    e: &serde_yaml::Error,
) -> Box<InputError> {
    let (line, col) = e.location().map_or((1 + line_offset, 1), |l| {
        (l.line() + line_offset, l.column())
    });
    let msg = e.to_string();
    // serde_yaml appends " at line L column C"; the position is given by the error itself.
    let msg = msg.split(" at line ").next().unwrap_or(&msg);
    Box::new(InputError::at(
        rel,
        text,
        line,
        col,
        format!("{what}: {msg}"),
    ))
}

/// The files under `dir` with extension `ext`, in name order, symbolic links followed. Any other
/// file is a mistake lawref does not pass over in silence: it is returned in the second list.
fn files(dir: &Path, ext: &str) -> Result<(Vec<std::path::PathBuf>, Vec<std::path::PathBuf>)> {
    let mut out = Vec::new();
    let mut others = Vec::new();
    for entry in WalkDir::new(dir).follow_links(true).sort_by_file_name() {
        let entry = entry.map_err(|e| {
            let p = e.path().unwrap_or(dir).to_path_buf();
            let msg = e.to_string();
            Error::io(
                &p,
                e.into_io_error()
                    .unwrap_or_else(|| std::io::Error::other(msg)),
            )
        })?;
        if entry.file_type().is_dir() {
            continue;
        }
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|x| x == ext) {
            out.push(entry.into_path());
        } else {
            others.push(entry.into_path());
        }
    }
    Ok((out, others))
}

/// A corpus file's text; a file that is not UTF-8 is an input error at its first bad byte, kept
/// with the others so every bad file is reported.
fn read(root: &Path, path: &Path, errors: &mut Vec<InputError>) -> Result<Option<String>> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    match crate::error::utf8(&rel(root, path), bytes) {
        Ok(t) => Ok(Some(t.to_string())),
        Err(e) => {
            errors.push(*e);
            Ok(None)
        }
    }
}

fn rel(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

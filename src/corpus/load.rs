//! The load stage: a corpus folder → [`Corpus`]. Finds the edition manifests (`laws/*.yaml`) and the
//! documents (`translations/<lang>/<edition>/<NN>.md`, `<NN>.commentary.md`) with walkdir, reads
//! their YAML front matter (serde_yaml), checks it against the path and the manifests, and hands
//! each body to [`crate::corpus::parse`].
//!
//! Every bad file is reported (not only the first) with its path, line and column; no partial
//! corpus is returned.

pub(crate) mod annotations;
mod errata;

use std::path::{Path, PathBuf};

pub use super::yaml::entry_spans;
use super::yaml::{key_line, list_lines, top_value_at};
pub(crate) use annotations::ANNOTATIONS_DIR;
pub use annotations::parse_annotations;
pub(crate) use annotations::{MAX_NOTE_DEPTH, note_markdown_options, note_nesting};

use crate::corpus::model::{Corpus, Document, EditionManifest, FrontMatter, Kind};
use crate::corpus::parse::{BodySource, parse_body};
use crate::error::{Error, InputError, Result};

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
    load_corpus_with(root, &Overlay::new())
}

/// Files of `translations/` by corpus-relative path (`translations/nl/2027/68.md`) and their text,
/// read in place of (or beside) the files on disk.
pub(crate) type Overlay = std::collections::BTreeMap<String, String>;

/// [`load_corpus`] as the corpus would be with the files of `overlay` written (in
/// `translations/`): an import checks that the corpus still loads before it writes anything.
///
/// # Errors
/// Those of [`load_corpus`].
pub(crate) fn load_corpus_with(root: &Path, overlay: &Overlay) -> Result<Corpus> {
    load(root, overlay, None, &Check::none())
}

/// [`load_corpus`], taking from `parsed` (what the last build kept: `corpus::parsed`) each
/// document whose path and text are the same, checked against the same manifests, in place of
/// parsing it again: the same [`Corpus`], sooner.
///
/// # Errors
/// Those of [`load_corpus`].
///
/// `check` holds the text hash of each file the fingerprint just read ([`text_hash`], by
/// corpus-relative path: [`crate::corpus::fingerprint::files_and_texts`]): a file whose hash
/// `parsed` holds is not read again, the document parsed from those same bytes is taken; every
/// file the load does read is checked against it, and whether one changed while the build ran
/// is [`Check::changed`] afterwards.
pub(crate) fn load_corpus_reusing(
    root: &Path,
    parsed: Option<&crate::corpus::parsed::Parsed>,
    check: &Check<'_>,
) -> Result<Corpus> {
    load(root, &Overlay::new(), parsed, check)
}

/// What the load read, checked against the fingerprint taken just before
/// ([`crate::corpus::fingerprint::files_and_texts`]): a file whose text is not the one the
/// fingerprint hashed, a file the fingerprint did not see, or one it saw that is gone, was
/// changed while the build ran. The site is then built from what the load read, and must not
/// be recorded under the fingerprint (were the file put back, the next build would find the
/// site current): [`Check::changed`].
pub(crate) struct Check<'a> {
    /// The text hash of each file the fingerprint read, by corpus-relative path; `None`: no
    /// check.
    known: Option<&'a std::collections::HashMap<String, u64>>,
    /// The files read and found as the fingerprint hashed them.
    same: std::sync::Mutex<std::collections::HashSet<String>>,
    changed: std::sync::atomic::AtomicBool,
}

impl<'a> Check<'a> {
    /// No check.
    fn none() -> Self {
        Check {
            known: None,
            same: Default::default(),
            changed: Default::default(),
        }
    }

    /// A check against the fingerprint's text hashes `known`.
    pub(crate) fn of(known: &'a std::collections::HashMap<String, u64>) -> Self {
        Check {
            known: Some(known),
            ..Check::none()
        }
    }

    /// The file `rel` read as `text` (`None`: it could not be read as text).
    fn read(&self, rel: &str, text: Option<&str>) {
        let Some(known) = self.known else { return };
        let hash = text.map(|t| crate::util::hash::hash64(t.as_bytes()));
        if hash.is_some() && known.get(rel) == hash.as_ref() {
            self.taken(rel);
        } else {
            self.changed
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// The file `rel` taken as the fingerprint hashed it, without reading it again.
    fn taken(&self, rel: &str) {
        if self.known.is_some() {
            self.same
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(rel.to_string());
        }
    }

    /// Whether a file of the corpus at `root` changed while the build ran: one read differed
    /// from the fingerprint's, or one the fingerprint read and the load did not (a term base,
    /// a file in a subfolder of `laws/`) is gone.
    pub(crate) fn changed(&self, root: &Path) -> bool {
        let Some(known) = self.known else {
            return false;
        };
        if self.changed.load(std::sync::atomic::Ordering::Relaxed) {
            return true;
        }
        let same = self
            .same
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // A name that is not UTF-8 is known by a lossy rendering (U+FFFD for each bad byte),
        // which names no file: not looked for. (The load refuses such a name where it reads
        // files, and reads none in a subfolder of `laws/`, where it may stand.)
        known
            .keys()
            .filter(|rel| !same.contains(*rel) && !rel.contains('\u{FFFD}'))
            .any(|rel| std::fs::symlink_metadata(root.join(rel)).is_err())
    }
}

/// The document at `path`: taken from `parsed` (what the last build parsed) when its text is
/// the same (by the fingerprint's hash in `check`, without reading it again; else read), else
/// read and parsed; its error when it does not load.
fn document(
    root: &Path,
    path: &Path,
    overlay: &Overlay,
    editions: &[EditionManifest],
    parsed: Option<&crate::corpus::parsed::Parsed>,
    check: &Check<'_>,
) -> Result<std::result::Result<Document, InputError>> {
    let rel = rel(root, path);
    // Parsed by the last build from the bytes the fingerprint just read: not read again.
    if overlay.get(&rel).is_none()
        && let Some(kept) = check
            .known
            .and_then(|t| t.get(&rel))
            .and_then(|&h| parsed?.document(&rel, h))
    {
        check.taken(&rel);
        return Ok(Ok(kept));
    }
    let mut bad = Vec::new();
    Ok(match read_checked(root, path, overlay, &mut bad, check)? {
        Some(text) => match parsed
            .and_then(|p| p.document(&rel, crate::util::hash::hash64(text.as_bytes())))
        {
            Some(kept) => Ok(kept),
            None => load_document(&rel, &text, editions).map_err(|e| *e),
        },
        None => Err(bad.remove(0)),
    })
}

/// The hash of a corpus file's text as the corpus is loaded from its bytes (a byte order mark
/// dropped, lines ending in LF: [`read_checked`]), the documents' `text_hash`. Bytes without CR
/// are hashed as they are, without checking that they are UTF-8: a hash is only looked up among
/// documents parsed before, all UTF-8, so bytes that are not never find one (and load then
/// reads them and says why).
pub(crate) fn text_hash(bytes: &[u8]) -> u64 {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.contains(&b'\r')
        && let Ok(text) = std::str::from_utf8(bytes)
    {
        return crate::util::hash::hash64(
            crate::corpus::chars::normalise_line_ends(text).as_bytes(),
        );
    }
    crate::util::hash::hash64(bytes)
}

fn load(
    root: &Path,
    overlay: &Overlay,
    parsed: Option<&crate::corpus::parsed::Parsed>,
    check: &Check<'_>,
) -> Result<Corpus> {
    let mut errors = Vec::new();
    let laws_dir = root.join("laws");
    if !laws_dir.is_dir() {
        return Err(Error::Usage(format!(
            "{} is not a corpus: it has no laws/ folder (pass --corpus DIR, set LAWREF_CORPUS, or write corpus = \"DIR\" in ~/.config/lawref/config.toml)",
            root.display()
        )));
    }
    let boundary = crate::util::fsio::Boundary::of(root)?;
    let editions = read_manifests(&boundary, root, &laws_dir, &mut errors, check)?;
    if !errors.is_empty() {
        // Documents are checked against the manifests: report the manifests first.
        return Err(Error::from_many(errors));
    }
    let parsed = parsed.filter(|p| p.same_manifests(&editions));
    let mut documents = Vec::new();
    let mut notes_files = Vec::new();
    let mut index_files = Vec::new();
    let mut work_files = Vec::new();
    let tdir = root.join("translations");
    if tdir.is_dir() {
        let (mut paths, mut others, refused) = files(&boundary, root, &tdir, "md")?;
        errors.extend(refused.into_iter().map(|(_, e)| e));
        add_overlay(root, overlay, &mut paths, &mut others);
        for other in others {
            let rel = rel(root, &other);
            if crate::corpus::situations::is_index_path(&rel) {
                // A situation index: read once the texts are (its clauses are checked).
                index_files.push(other);
                continue;
            }
            if crate::corpus::work::is_work_path(&rel) {
                // A translation round's work file: read once the manifests are.
                work_files.push(other);
                continue;
            }
            if is_term_base_path(&rel) {
                // A term base: read by the terminology stage (`lawref check`), not here.
                continue;
            }
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
                InputError::at(&rel, "", 1, 1, "not a corpus file: translations/ holds only <lang>/<edition>/<NN>.md and <NN>.commentary.md texts, <lang>/terms.yaml term bases, <lang>/index.yaml situation indexes, <lang>/<edition>/<NN>.work.yaml translation work and annotations/<name>.yaml notes")
                    .with_help("move or delete it, or rename it to one of those"),
            );
        }
        // Read and parsed in parallel; documents and errors kept in path order.
        use rayon::prelude::*;
        let loaded: Vec<Result<std::result::Result<Document, InputError>>> = paths
            .par_iter()
            .map(|path| document(root, path, overlay, &editions, parsed, check))
            .collect();
        for one in loaded {
            match one? {
                Ok(d) => documents.push(d),
                Err(e) => errors.push(e),
            }
        }
    }
    // Errata records against the texts they correct (once every text loaded).
    if errors.is_empty() {
        errors.extend(errata::check_against_texts(&editions, &documents));
    }
    let mut annotations = Vec::new();
    for path in notes_files {
        let rel = rel(root, &path);
        let Some(text) = read_checked(root, &path, overlay, &mut errors, check)? else {
            continue;
        };
        match parse_annotations(&rel, &text, &editions, &documents) {
            Ok(notes) => annotations.extend(notes),
            Err(e) => errors.extend(e),
        }
    }
    let mut situations = Vec::new();
    for path in index_files {
        let rel = rel(root, &path);
        let Some(text) = read_checked(root, &path, overlay, &mut errors, check)? else {
            continue;
        };
        match crate::corpus::situations::parse_index(&rel, &text, &editions, &documents) {
            Ok(ix) => situations.push(ix),
            Err(e) => errors.extend(e),
        }
    }
    let work = read_work(root, &work_files, &editions, overlay, &mut errors, check)?;
    if !errors.is_empty() {
        return Err(Error::from_many(errors));
    }
    situations.sort_by(|a, b| a.lang.cmp(&b.lang));
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
        situations,
        work,
    })
}

/// The work files at `paths` ([`crate::corpus::work`]), read and checked against the manifests,
/// by path; their faults go to `errors`.
fn read_work(
    root: &Path,
    paths: &[PathBuf],
    editions: &[EditionManifest],
    overlay: &Overlay,
    errors: &mut Vec<InputError>,
    check: &Check<'_>,
) -> Result<Vec<crate::corpus::work::Work>> {
    let mut work = Vec::new();
    for path in paths {
        let rel = rel(root, path);
        let Some(text) = read_checked(root, path, overlay, errors, check)? else {
            continue;
        };
        match crate::corpus::work::parse(&rel, &text, editions) {
            Ok(w) => work.push(w),
            Err(e) => errors.extend(e),
        }
    }
    work.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(work)
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
    // Lines may end in LF, CRLF or CR alone: read as LF (line numbers stay the same).
    let text = &*crate::corpus::chars::normalise_line_ends(text);
    if let Some(e) = crate::corpus::chars::control_error(rel, text) {
        return Err(Box::new(e));
    }
    let (fm, body_offset) = split_front_matter(text).ok_or_else(|| {
        InputError::at(
            rel,
            text,
            1,
            1,
            "no front matter: the file must open with a `---` line, YAML, and a closing `---` line",
        )
        .with_help("see docs/corpus-format.md")
    })?;
    let mut meta: FrontMatter =
        serde_yaml::from_str(fm).map_err(|e| yaml_error(rel, text, 1, "front matter", &e))?;
    // The front matter's words in NFC, as the body's (`parse`) and as import writes them.
    for s in [
        meta.title.as_mut(),
        Some(&mut meta.source),
        meta.source_title.as_mut(),
        meta.source_url.as_mut(),
    ]
    .into_iter()
    .flatten()
    {
        use unicode_normalization::UnicodeNormalization as _;
        *s = s.nfc().collect();
    }
    let fm_start = fm.as_ptr() as usize - text.as_ptr() as usize;
    if let Some(e) =
        crate::corpus::chars::yaml_escape_error(rel, text, fm_start..fm_start + fm.len())
    {
        return Err(Box::new(e));
    }
    let field_line = |key: &str| {
        fm.lines()
            .position(|l| l.starts_with(&format!("{key}:")))
            .map_or(2, |i| i + 2)
    };
    if !crate::corpus::model::Lang::is_code(&meta.lang.0) {
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
    check_source_fields(rel, text, &meta, field_line)?;
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
    let text_hash = crate::util::hash::hash64(text.as_bytes());
    Ok(Document::new(rel.to_string(), meta, body, text_hash))
}

/// Checks the front matter's fields about the text's source: `source_url` a web address,
/// `source_title` not empty, `source_sha256` 64 lower-case hex digits.
///
/// # Errors
/// The first that is not, at its field's line (`field_line`).
fn check_source_fields(
    rel: &str,
    text: &str,
    meta: &FrontMatter,
    field_line: impl Fn(&str) -> usize,
) -> Result<(), Box<InputError>> {
    if let Some(url) = &meta.source_url {
        let scheme_ok = url.starts_with("https://") || url.starts_with("http://");
        if !scheme_ok || url.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(Box::new(InputError::at(
                rel,
                text,
                field_line("source_url"),
                1,
                format!(
                    "source_url {url:?} is not a web address: it must begin with https:// or http:// and hold no spaces"
                ),
            )));
        }
    }
    if meta
        .source_title
        .as_deref()
        .is_some_and(|t| t.trim().is_empty() || t.chars().any(char::is_control))
    {
        return Err(Box::new(InputError::at(
            rel,
            text,
            field_line("source_title"),
            1,
            "source_title is empty or holds a control character: give the title of the page or book the text came from, or leave the field out",
        )));
    }
    if let Some(h) = &meta.source_sha256
        && !(h.len() == 64 && h.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
    {
        return Err(Box::new(InputError::at(
            rel,
            text,
            field_line("source_sha256"),
            1,
            format!(
                "source_sha256 {h:?} is not a SHA-256: 64 lower-case hex digits, as import writes it"
            ),
        )));
    }
    Ok(())
}

/// The file name of a term base, in `translations/<lang>/`.
pub(crate) const TERM_BASE_FILE: &str = "terms.yaml";

/// Whether a corpus-relative path is a term base's: `translations/<lang>/terms.yaml`, where
/// `<lang>` is a language code (two or three lower-case letters, as in documents' paths).
pub fn is_term_base_path(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    matches!(parts.as_slice(), ["translations", lang, TERM_BASE_FILE] if is_lang_code(lang))
}

pub(crate) fn is_lang_code(s: &str) -> bool {
    (2..=3).contains(&s.len()) && s.chars().all(|c| c.is_ascii_lowercase())
}

/// The language folders of the corpus at `root`: the folders under `translations/` named by a
/// language code ([`is_lang_code`]: two or three lower-case letters), sorted by name. The one
/// listing of them, for the stages that read one language's files without loading the corpus
/// (`show`, the term bases); the corpus's files are walked by `util::fsio::walk_corpus` alone.
/// A link among them is followed here; what is read inside is checked by `util::fsio::Boundary`.
///
/// # Errors
/// [`Error::Io`] when `translations/` exists but cannot be listed; none when it does not exist.
pub(crate) fn lang_folders(root: &Path) -> Result<Vec<String>> {
    let dir = root.join("translations");
    let entries = match std::fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(Error::io(&dir, e)),
    };
    let mut out = Vec::new();
    for e in entries {
        let e = e.map_err(|e| Error::io(&dir, e))?;
        let name = e.file_name().to_string_lossy().into_owned();
        if is_lang_code(&name) && e.path().is_dir() {
            out.push(name);
        }
    }
    out.sort();
    Ok(out)
}

/// Loads only the edition manifests, `laws/*.yaml`, ordered by date, then id.
///
/// # Errors
/// As [`load_corpus`], for the manifests.
pub fn load_manifests(root: &Path) -> Result<Vec<EditionManifest>> {
    let laws_dir = root.join("laws");
    if !laws_dir.is_dir() {
        return Err(Error::Usage(format!(
            "{} is not a corpus: it has no laws/ folder (pass --corpus DIR, set LAWREF_CORPUS, or write corpus = \"DIR\" in ~/.config/lawref/config.toml)",
            root.display()
        )));
    }
    let mut errors = Vec::new();
    let boundary = crate::util::fsio::Boundary::of(root)?;
    let editions = read_manifests(&boundary, root, &laws_dir, &mut errors, &Check::none())?;
    if !errors.is_empty() {
        return Err(Error::from_many(errors));
    }
    Ok(editions)
}

fn read_manifests(
    boundary: &crate::util::fsio::Boundary,
    root: &Path,
    laws_dir: &Path,
    errors: &mut Vec<InputError>,
    check: &Check<'_>,
) -> Result<Vec<EditionManifest>> {
    let mut editions = Vec::new();
    let mut loaded = Vec::new();
    let (paths, others, refused) = files(boundary, root, laws_dir, "yaml")?;
    // Only laws/<edition>.yaml is read: what cannot be read is an error there, and passed over
    // in subfolders as their other files are.
    errors.extend(
        refused
            .into_iter()
            .filter(|(p, _)| p == laws_dir || p.parent() == Some(laws_dir))
            .map(|(_, e)| e),
    );
    // Manifests are laws/<edition>.yaml; a copy in a subfolder is not read. A manifest-looking
    // file of another name (`2024.yml`, `2024.YAML`) is refused rather than silently skipped.
    for other in others.iter().filter(|p| p.parent() == Some(laws_dir)) {
        let ext = other.extension().and_then(|x| x.to_str()).unwrap_or("");
        if ext.eq_ignore_ascii_case("yml") || ext.eq_ignore_ascii_case("yaml") {
            errors.push(
                InputError::at(
                    &rel(root, other),
                    "",
                    1,
                    1,
                    "not a manifest: an edition's manifest is laws/<edition>.yaml",
                )
                .with_help("rename it to .yaml"),
            );
        }
    }
    let paths = paths.into_iter().filter(|p| p.parent() == Some(laws_dir));
    for path in paths {
        let rel = rel(root, &path);
        let Some(text) = read_checked(root, &path, &Overlay::new(), errors, check)? else {
            continue;
        };
        // Titles and names go into every page: no control character, raw or escaped.
        if let Some(e) = crate::corpus::chars::yaml_control_error(&rel, &text) {
            errors.push(e);
            continue;
        }
        // Correspondence records first, one by one, so that a bad one is reported at its own
        // line (serde_yaml would place it at the start of the list).
        if let Ok(r) = serde_yaml::from_str::<Records>(&text) {
            let lines = list_lines(&text, "correspondences");
            let mut bad = false;
            for (i, raw) in r.correspondences.into_iter().enumerate() {
                if let Err(msg) = crate::corpus::model::Correspondence::try_from(raw) {
                    let line = lines
                        .get(i)
                        .copied()
                        .or_else(|| key_line(&text, "correspondences"));
                    let line = line.unwrap_or(1);
                    let col = text.lines().nth(line - 1).map_or(1, |l| {
                        l.len() - l.trim_start().trim_start_matches('-').trim_start().len() + 1
                    });
                    errors.push(InputError::at(
                        &rel,
                        &text,
                        line,
                        col,
                        format!("correspondences: {msg}"),
                    ));
                    bad = true;
                }
            }
            if bad {
                continue;
            }
        }
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
                } else if m.law_count == 0 || m.law_count > crate::corpus::model::MAX_LAW {
                    let (line, col) = top_value_at(&text, "law_count");
                    errors.push(InputError::at(
                        &rel,
                        &text,
                        line,
                        col,
                        format!("law_count {} must be 1–93", m.law_count),
                    ));
                } else if let Some(e) = law_list_error(&rel, &text, &m) {
                    errors.push(e);
                } else {
                    let mut m = m;
                    let before = errors.len();
                    check_manifest(&rel, &text, &mut m, errors);
                    errors.extend(errata::check_records(&rel, &text, &mut m));
                    if errors.len() == before {
                        loaded.push((rel, text, m));
                    }
                }
            }
            Err(e) => errors.push(*yaml_error(&rel, &text, 0, "manifest", &e)),
        }
    }
    check_edition_chain(&loaded, errors);
    editions.extend(loaded.into_iter().map(|(_, _, m)| m));
    editions.sort_by(|a, b| (a.order_key(), &a.edition).cmp(&(b.order_key(), &b.edition)));
    Ok(editions)
}

/// The correspondence records of a manifest, read alone.
#[derive(serde::Deserialize)]
struct Records {
    #[serde(default)]
    correspondences: Vec<crate::corpus::model::RawCorrespondence>,
}

/// The first fault of a manifest's `laws:` list, at the entry's line and the column of its
/// number: a law number outside the edition's 1–`law_count`, or a law listed a second time
/// (each law is listed once, with all its titles).
fn law_list_error(rel: &str, text: &str, m: &EditionManifest) -> Option<InputError> {
    let lines = list_lines(text, "laws");
    let place = |i: usize| -> (usize, usize) {
        let Some(&line) = lines.get(i) else {
            // Flow style (`laws: [{number: 1}]`): the key's line.
            return (key_line(text, "laws").unwrap_or(1), 1);
        };
        let l = text.lines().nth(line - 1).unwrap_or("");
        let col = l.find("number:").map_or_else(
            || l.len() - l.trim_start().len(),
            |at| {
                let rest = &l[at + "number:".len()..];
                l.len() - rest.trim_start().len()
            },
        );
        (line, l[..col].chars().count() + 1)
    };
    let mut seen = std::collections::BTreeMap::new();
    for (i, law) in m.laws.iter().enumerate() {
        let (line, col) = place(i);
        if !m.has_law(law.number) {
            return Some(InputError::at(
                rel,
                text,
                line,
                col,
                format!(
                    "Law {} is outside the edition's 1–{} (law_count)",
                    law.number, m.law_count
                ),
            ));
        }
        if let Some(first) = seen.insert(law.number, line) {
            return Some(
                InputError::at(
                    rel,
                    text,
                    line,
                    col,
                    format!("Law {} is listed twice (first on line {first})", law.number),
                )
                .with_help("list each law once, with all its titles"),
            );
        }
    }
    None
}

/// Checks one manifest's own fields (edition id form, date) and gives each correspondence
/// record its line.
fn check_manifest(rel: &str, text: &str, m: &mut EditionManifest, errors: &mut Vec<InputError>) {
    let line = |key| key_line(text, key).unwrap_or(1);
    if m.edition.0.is_empty() || !m.edition.0.chars().all(|c| c.is_ascii_alphanumeric()) {
        errors.push(InputError::at(
            rel,
            text,
            line("edition"),
            1,
            format!(
                "edition id {:?} must be letters and digits only (it is a path segment, and a diff URL joins two ids with `-`): 2017, or 2017r2024 for a revision",
                m.edition.0
            ),
        ));
    }
    if let Some(d) = &m.date
        && !is_iso_date(d)
    {
        errors.push(InputError::at(
            rel,
            text,
            line("date"),
            1,
            format!("date {d:?} is not an ISO date YYYY-MM-DD (2017-09-01)"),
        ));
    }
    match (&m.status, &m.draft_date) {
        (crate::corpus::model::EditionStatus::Draft, None) => errors.push(InputError::at(
            rel,
            text,
            line("status"),
            1,
            "status: draft needs the draft's date: add `draft_date: YYYY-MM-DD`",
        )),
        (_, Some(d)) if !is_iso_date(d) => errors.push(InputError::at(
            rel,
            text,
            line("draft_date"),
            1,
            format!("draft_date {d:?} is not an ISO date YYYY-MM-DD (2026-11-15)"),
        )),
        _ => {}
    }
    let lines = list_lines(text, "correspondences");
    let fallback = line("correspondences");
    for (i, c) in m.correspondences.iter_mut().enumerate() {
        c.line = lines.get(i).copied().unwrap_or(fallback);
    }
    if !m.correspondences.is_empty() && m.follows().is_none() {
        errors.push(InputError::at(
            rel,
            text,
            fallback,
            1,
            "correspondences are to the previous edition, and this manifest names none (add `previous:`)",
        ));
    }
    // A clause of either edition is in at most one record.
    let mut old_seen = std::collections::BTreeMap::new();
    let mut new_seen = std::collections::BTreeMap::new();
    for c in &m.correspondences {
        for (ids, seen, side) in [
            (&c.old, &mut old_seen, "the previous edition"),
            (&c.new, &mut new_seen, "this edition"),
        ] {
            for id in ids {
                if let Some(first) = seen.insert(*id, c.line) {
                    errors.push(InputError::at(
                        rel,
                        text,
                        c.line,
                        1,
                        format!(
                            "{id} of {side} is already in the record on line {first}: a clause is in one record at most"
                        ),
                    ));
                }
            }
        }
        for id in c.old.iter().chain(&c.new) {
            if id.law > m.law_count {
                errors.push(InputError::at(
                    rel,
                    text,
                    c.line,
                    1,
                    format!("{id} is outside the edition's Laws 1–{}", m.law_count),
                ));
            }
        }
    }
}

/// Checks what the manifests say about each other: `previous` and `revises` name editions the
/// corpus has, not the edition itself, without a cycle, and the edition followed is older.
fn check_edition_chain(read: &[(String, String, EditionManifest)], errors: &mut Vec<InputError>) {
    let find = |e: &crate::corpus::model::Edition| read.iter().find(|(_, _, m)| &m.edition == e);
    for (rel, text, m) in read {
        for (key, target) in [("previous", &m.previous), ("revises", &m.revises)] {
            let Some(t) = target else { continue };
            let line = key_line(text, key).unwrap_or(1);
            let at = |msg: String| InputError::at(rel, text, line, 1, msg);
            match find(t) {
                None => errors.push(at(format!(
                    "{key}: edition {:?} has no manifest laws/{}.yaml",
                    t.0, t.0
                ))),
                Some(_) if t == &m.edition => {
                    errors.push(at(format!("{key}: an edition cannot follow itself")));
                }
                Some((_, _, tm)) if tm.order_key() >= m.order_key() => errors.push(at(format!(
                    "{key}: edition {t} ({}) is not older than {} ({})",
                    tm.order_key(),
                    m.edition,
                    m.order_key()
                ))),
                Some(_) => {}
            }
        }
        // Follow the chain: it must end (dates make a cycle impossible when they are right,
        // but a cycle is reported as such, not as a date).
        let mut seen = vec![&m.edition];
        let mut e = m.follows();
        while let Some(next) = e {
            if seen.contains(&next) {
                errors.push(InputError::at(
                    rel,
                    text,
                    key_line(text, "previous")
                        .or_else(|| key_line(text, "revises"))
                        .unwrap_or(1),
                    1,
                    format!(
                        "the editions follow each other in a cycle: {} -> {next}",
                        seen.iter()
                            .map(|x| x.0.as_str())
                            .collect::<Vec<_>>()
                            .join(" -> ")
                    ),
                ));
                break;
            }
            seen.push(next);
            e = find(next).and_then(|(_, _, n)| n.follows());
        }
    }
}

/// Whether `s` is a valid ISO calendar date `YYYY-MM-DD`.
fn is_iso_date(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let num = |r: std::ops::Range<usize>| {
        s.get(r)
            .filter(|x| x.bytes().all(|c| c.is_ascii_digit()))
            .and_then(|x| x.parse::<u32>().ok())
    };
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return false;
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
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

/// Whether a file or folder name is an editor's or a system's working file, which the corpus
/// leaves aside (never loaded, not part of its fingerprint, no rebuild when it changes): a hidden
/// name (`.70.md.swp`, `.DS_Store`, `.git`), a backup (`70.md~`) or an autosave (`#70.md#`).
pub(crate) fn is_working_file(name: &std::ffi::OsStr) -> bool {
    let name = name.to_string_lossy();
    name.starts_with('.') || name.ends_with('~') || (name.starts_with('#') && name.ends_with('#'))
}

/// What [`files`] found: the files with the extension asked, the other files, and what cannot be
/// read at all with its error.
type Listed = (Vec<PathBuf>, Vec<PathBuf>, Vec<(PathBuf, InputError)>);

/// The files under `dir` with extension `ext`, in name order, symbolic links followed where
/// they lead inside the corpus ([`crate::util::fsio::walk_corpus`]), working files
/// ([`is_working_file`]) left aside. Any other file is a mistake lawref does not pass over in
/// silence: it is returned in the second list; the third holds the errors for what cannot be
/// read at all (a link leading out of the corpus, a FIFO, a device), which is never opened.
fn files(
    boundary: &crate::util::fsio::Boundary,
    root: &Path,
    dir: &Path,
    ext: &str,
) -> Result<Listed> {
    use crate::util::fsio::{ReadError, Walked};
    let mut out = Vec::new();
    let mut others = Vec::new();
    let mut refused = Vec::new();
    for entry in crate::util::fsio::walk_corpus(boundary, dir, is_working_file)? {
        match entry {
            Walked::File(p) if p.extension().is_some_and(|x| x == ext) => out.push(p),
            Walked::File(p) => others.push(p),
            Walked::Other(p, kind) => {
                let e = ReadError::NotRegular(kind).into_input(&rel(root, &p));
                refused.push((p, e));
            }
            Walked::Outside(p, target) => {
                let e = ReadError::Outside { target }.into_input(&rel(root, &p));
                refused.push((p, e));
            }
        }
    }
    Ok((out, others, refused))
}

/// A corpus file's text, at most [`crate::util::fsio::max_size`] bytes; a file that is not UTF-8 is
/// an input error at its first bad byte, kept with the others so every bad file is reported,
/// and so is one too large; checked against the fingerprint's ([`Check`]).
fn read_checked(
    root: &Path,
    path: &Path,
    overlay: &Overlay,
    errors: &mut Vec<InputError>,
    check: &Check<'_>,
) -> Result<Option<String>> {
    if let Some(text) = overlay.get(&rel(root, path)) {
        return Ok(Some(
            crate::corpus::chars::normalise_line_ends(text).into_owned(),
        ));
    }
    let text = read_file(root, path, errors)?;
    check.read(&rel(root, path), text.as_deref());
    Ok(text)
}

/// A corpus file's text from disk ([`read_checked`] without the overlay and the check).
fn read_file(root: &Path, path: &Path, errors: &mut Vec<InputError>) -> Result<Option<String>> {
    let bytes = match crate::util::fsio::read_regular(path) {
        Ok(b) => b,
        Err(crate::util::fsio::ReadError::Io(e)) => return Err(Error::io(path, e)),
        Err(e) => {
            errors.push(e.into_input(&rel(root, path)));
            return Ok(None);
        }
    };
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    match crate::error::utf8(&rel(root, path), bytes) {
        // Lines may end in LF, CRLF or CR alone: read as LF (line numbers stay the same).
        Ok(t) => Ok(Some(
            crate::corpus::chars::normalise_line_ends(t).into_owned(),
        )),
        Err(e) => {
            errors.push(*e);
            Ok(None)
        }
    }
}

/// Adds the overlay's files not on disk yet to the texts (`paths`) and the other files, each
/// list in path order.
fn add_overlay(
    root: &Path,
    overlay: &Overlay,
    paths: &mut Vec<PathBuf>,
    others: &mut Vec<PathBuf>,
) {
    if overlay.is_empty() {
        return;
    }
    for rel in overlay.keys() {
        let p = root.join(rel);
        let list = if rel.ends_with(".md") {
            &mut *paths
        } else {
            &mut *others
        };
        if !list.contains(&p) {
            list.push(p);
        }
    }
    paths.sort();
    others.sort();
}

fn rel(root: &Path, path: &Path) -> String {
    crate::util::fsio::relative_slash(root, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file changed, added or removed between the fingerprint and the load is seen: the
    /// load says so ([`Check::changed`]), where with every file as the fingerprint read it, it
    /// does not. In the shipped corpus: a text's words, a manifest, a term base (which the
    /// load does not read) removed, a text added; and a text changed and put back.
    #[test]
    fn a_file_changed_between_the_fingerprint_and_the_load_is_seen() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let root = dir.path();
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        for top in ["laws", "translations"] {
            for entry in walkdir::WalkDir::new(here.join(top)) {
                let entry = entry.expect("listed");
                let to = root.join(entry.path().strip_prefix(here).expect("inside"));
                if entry.file_type().is_dir() {
                    std::fs::create_dir_all(&to).expect("a folder");
                } else {
                    std::fs::copy(entry.path(), &to).expect("copied");
                }
            }
        }
        let text = root.join("translations/pl/2017/68.md");
        let original = std::fs::read_to_string(&text).expect("Polish Law 68");
        let changed_after_fingerprint = |change: &dyn Fn()| {
            let (_, texts) =
                crate::corpus::fingerprint::files_and_texts(root, "v").expect("fingerprint");
            change();
            let check = Check::of(&texts);
            // A corpus whose files were changed may not load; the check is what counts.
            let _ = load(root, &Overlay::new(), None, &check);
            check.changed(root)
        };
        assert!(!changed_after_fingerprint(&|| ()));
        // A file of a subfolder of `laws/` (which the load does not read) named in Latin-1: no
        // change (it made every build rebuild).
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            let notes = root.join("laws/notes");
            std::fs::create_dir_all(&notes).unwrap();
            std::fs::write(notes.join(std::ffi::OsStr::from_bytes(b"caf\xe9.txt")), "x").unwrap();
            assert!(!changed_after_fingerprint(&|| ()));
        }
        let terms = root.join("translations/pl/terms.yaml");
        assert!(terms.is_file(), "the shipped corpus has a Polish term base");
        type Change<'a> = Box<dyn Fn() + 'a>;
        let cases: [(&str, Change<'_>); 4] = [
            (
                "words",
                Box::new(|| std::fs::write(&text, original.replace("gracz", "graczX")).unwrap()),
            ),
            (
                "manifest",
                Box::new(|| {
                    let m = root.join("laws/2017.yaml");
                    let y = std::fs::read_to_string(&m).unwrap();
                    std::fs::write(&m, format!("{y}\n")).unwrap();
                }),
            ),
            (
                "term base gone",
                Box::new(|| std::fs::remove_file(&terms).unwrap()),
            ),
            (
                "a text added",
                Box::new(|| {
                    std::fs::write(root.join("translations/pl/2017/69.md"), &original).unwrap();
                }),
            ),
        ];
        for (what, change) in cases {
            assert!(changed_after_fingerprint(&*change), "{what}");
        }
        // Put back as the fingerprint read it: nothing changed.
        std::fs::write(&text, &original).unwrap();
        assert!(!changed_after_fingerprint(&|| {
            std::fs::write(&text, "changed").unwrap();
            std::fs::write(&text, &original).unwrap();
        }));
    }

    /// The fingerprint's text hash of a file's bytes is the hash of the text load reads from
    /// them: plain, with a byte order mark, CRLF, lone CR, CR before CRLF, letters of other
    /// scripts; and bytes that are not UTF-8 hash as no text load reads.
    #[test]
    fn a_files_text_hash_is_that_of_the_text_load_reads() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let cases: [&[u8]; 7] = [
            b"",
            "law: 68\n\u{17b}ona gracza\n".as_bytes(),
            b"\xEF\xBB\xBFlaw: 68\nA\n",
            b"law: 68\r\nA\r\n",
            b"law: 68\rA\r",
            b"\xEF\xBB\xBFa\r\r\nb\n\rc\r",
            b"\r",
        ];
        for (n, bytes) in cases.into_iter().enumerate() {
            let path = dir.path().join(format!("{n}.md"));
            std::fs::write(&path, bytes).expect("written");
            let mut errors = Vec::new();
            let text = read_checked(
                dir.path(),
                &path,
                &Overlay::new(),
                &mut errors,
                &Check::none(),
            )
            .expect("read")
            .expect("a text");
            assert!(errors.is_empty());
            assert_eq!(
                text_hash(bytes),
                crate::util::hash::hash64(text.as_bytes()),
                "{bytes:?}"
            );
        }
        // Not UTF-8: load refuses it; its hash is of bytes no text has.
        let path = dir.path().join("bad.md");
        std::fs::write(&path, b"law: 68\n\xff\n").expect("written");
        let mut errors = Vec::new();
        assert_eq!(
            read_checked(
                dir.path(),
                &path,
                &Overlay::new(),
                &mut errors,
                &Check::none()
            )
            .expect("read"),
            None
        );
        assert_eq!(errors.len(), 1);
    }
}

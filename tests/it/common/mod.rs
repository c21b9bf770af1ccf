//! Helpers shared by the import tests: import a document against the repository's manifests,
//! load what it made, and check that no word of the input was lost or invented.
#![allow(dead_code)]

pub mod accounted;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[allow(unused_imports)]
pub use accounted::words;
use lawref::corpus::load::load_manifests;
use lawref::corpus::model::{Body, Document, EditionManifest};
use lawref::import::{Flags, Imported, import_document};

/// The repository root (the corpus the tests import against).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The five real seed documents in `tests/fixtures/seeds/`.
pub const SEEDS: [&str; 5] = [
    "000_ed8cc4eab03324bf.txt",
    "001_5bb4ff29bb3cc5b1.txt",
    "002_fc338894d0889e54.txt",
    "003_54eee6e3717179dd.txt",
    "004_64ed5a0e465c34b9.txt",
];

/// Every file below `dir`, in sorted order.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .collect();
    v.sort();
    v
}

/// Every file below `dir` with its bytes, by path relative to `dir`.
pub fn contents(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    files_under(dir)
        .into_iter()
        .map(|f| {
            let rel = f.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
            (rel, std::fs::read(&f).unwrap())
        })
        .collect()
}

/// Runs the `lawref` binary on the corpus `corpus` with `args` (colours off).
pub fn lawref(corpus: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("--corpus")
        .arg(corpus)
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// Runs `lawref` as [`lawref`] does and returns its standard output; a failure fails the test,
/// with what it printed.
pub fn lawref_ok(corpus: &Path, args: &[&str]) -> String {
    let out = lawref(corpus, args);
    assert!(
        out.status.success(),
        "lawref {args:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A pseudo-terminal of 24 rows × 100 columns: (its controlling side, the terminal a child is
/// given).
pub fn pty() -> (std::fs::File, std::fs::File) {
    use std::os::fd::FromRawFd as _;
    let (mut controller, mut terminal) = (-1, -1);
    let size = libc::winsize {
        ws_row: 24,
        ws_col: 100,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty writes the two descriptors it opens into the integers given, and reads
    // the size; no name buffer, no terminal settings.
    let r = unsafe {
        libc::openpty(
            &mut controller,
            &mut terminal,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(r, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors were just opened by openpty and are owned by nobody else.
    unsafe {
        (
            std::fs::File::from_raw_fd(controller),
            std::fs::File::from_raw_fd(terminal),
        )
    }
}

/// Reads all a terminal's controlling side receives, on a thread of its own, until no process
/// holds the terminal (the read then ends with EIO).
pub fn read_terminal(mut controller: std::fs::File) -> std::thread::JoinHandle<Vec<u8>> {
    use std::io::Read as _;
    std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = controller.read(&mut buf) {
            seen.extend_from_slice(&buf[..n]);
        }
        seen
    })
}

/// Runs the `lawref` binary on `corpus` with `args`, its standard output **and** standard
/// error on one terminal (a pseudo-terminal): (whether it succeeded, all the terminal received,
/// its `\r\n` line ends read as `\n`).
pub fn lawref_on_a_terminal(corpus: &Path, args: &[&str]) -> (bool, String) {
    let (controller, terminal) = pty();
    let status = {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lawref"))
            .arg("--corpus")
            .arg(corpus)
            .args(args)
            .env("NO_COLOR", "1")
            .env("TERM", "xterm")
            .stdin(std::process::Stdio::null())
            .stdout(terminal.try_clone().unwrap())
            .stderr(terminal)
            .spawn()
            .unwrap();
        // The Command (and with it this process's copy of the terminal) is gone: reading ends
        // when the child closes its side.
        let reading = read_terminal(controller);
        let status = child.wait().unwrap();
        (status, reading)
    };
    let (status, reading) = status;
    let seen = reading.join().unwrap();
    (
        status.success(),
        String::from_utf8_lossy(&seen).replace("\r\n", "\n"),
    )
}

/// Copies the folder `from` to `to`, recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    for f in files_under(from) {
        let dest = to.join(f.strip_prefix(from).unwrap());
        std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
        std::fs::copy(&f, dest).unwrap();
    }
}

/// A corpus with the repository's manifests and no documents, in a temporary folder.
pub fn empty_corpus() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&root().join("laws"), &dir.path().join("laws"));
    dir
}

/// A copy of the repository's corpus (laws/ and translations/) in a temporary folder.
pub fn corpus_copy() -> tempfile::TempDir {
    let dir = empty_corpus();
    copy_dir(
        &root().join("translations"),
        &dir.path().join("translations"),
    );
    dir
}

/// The example notes (`tests/fixtures/annotations/examples.yaml`): kept with the tests, not in
/// the published corpus.
pub const EXAMPLES: &str = "tests/fixtures/annotations/examples.yaml";

/// [`corpus_copy`] with the example notes as `translations/annotations/examples.yaml`.
pub fn corpus_with_examples() -> tempfile::TempDir {
    let dir = corpus_copy();
    let notes = dir.path().join("translations/annotations");
    std::fs::create_dir_all(&notes).unwrap();
    std::fs::copy(root().join(EXAMPLES), notes.join("examples.yaml")).unwrap();
    dir
}

/// Where import writes the report of the raw document `name` whose bytes are `bytes`:
/// `import-report/<stem>.<first 12 hex digits of its SHA-256>.report.txt`.
pub fn report_path(name: &str, bytes: &[u8]) -> String {
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    let sha = lawref::import::sha256_hex(bytes);
    format!("import-report/{stem}.{}.report.txt", &sha[..12])
}

/// The bytes of a fixture, path relative to `tests/fixtures/`.
pub fn fixture(rel: &str) -> Vec<u8> {
    let p = root().join("tests/fixtures").join(rel);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Imports `bytes` as the document `name` against the repository's manifests.
pub fn try_import(name: &str, bytes: &[u8], flags: &Flags) -> lawref::Result<Imported> {
    import_document(name, bytes, manifests(), flags)
}

/// Imports a fixture (path relative to `tests/fixtures/`); panics on an error.
pub fn import(rel: &str, flags: &Flags) -> Imported {
    let name = rel.rsplit('/').next().unwrap();
    try_import(name, &fixture(rel), flags).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The repository's edition manifests (`laws/*.yaml`), read once.
pub fn manifests() -> &'static [EditionManifest] {
    static MANIFESTS: std::sync::LazyLock<Vec<EditionManifest>> =
        std::sync::LazyLock::new(|| load_manifests(&root()).unwrap());
    &MANIFESTS
}

/// The corpus files an import made, loaded as the corpus would load them.
pub fn documents(imp: &Imported) -> Vec<Document> {
    accounted::documents(imp, manifests())
}

/// A law text's clause ids in reading order, with `opening`, `closing` and `footnote <mark>`
/// for the parts that are not clauses.
pub fn clause_ids(d: &Document) -> Vec<String> {
    let Body::Text(t) = d.body() else {
        panic!("{} is not text", d.path)
    };
    let mut v = Vec::new();
    if !t.preamble.is_empty() {
        v.push("opening".to_string());
    }
    v.extend(t.all_clauses().iter().map(|c| c.id.to_string()));
    if !t.closing.is_empty() {
        v.push("closing".to_string());
    }
    v.extend(t.footnotes.iter().map(|f| format!("footnote {}", f.mark)));
    v
}

/// The report's entries as `(line, column, reason, text)`.
pub fn residue(imp: &Imported) -> Vec<(usize, usize, String, String)> {
    imp.report
        .entries
        .iter()
        .map(|e| (e.line, e.column, e.reason.clone(), e.text.clone()))
        .collect()
}

/// One expected residue entry.
pub fn e(line: usize, col: usize, reason: &str, text: &str) -> (usize, usize, String, String) {
    (line, col, reason.to_string(), text.to_string())
}

/// Every word of what an import made and reported: titles, clause titles, paragraphs, and the
/// report's entries.
pub fn output_text(imp: &Imported) -> String {
    accounted::output_text(imp, manifests())
}

/// Asserts that the corpus files and report of `imp` hold every word of `input` (the decoded
/// text) exactly as often as the input does: nothing lost, nothing invented.
pub fn assert_accounted(name: &str, input: &str, imp: &Imported) {
    accounted::assert_accounted(name, input, imp, manifests());
}

/// [`assert_accounted`] for the corpus files `docs` an import made, already loaded (a generated
/// book's laws, loaded against the generated corpus's manifests).
pub fn assert_accounted_in(name: &str, input: &str, imp: &Imported, docs: &[Document]) {
    accounted::assert_accounted_in(name, input, imp, docs);
}

/// The paragraphs of one clause (citation form, e.g. `68D2(b)(i)`) as plain text.
pub fn clause_text(d: &Document, id: &str) -> Vec<String> {
    let t = d
        .law_text()
        .unwrap_or_else(|| panic!("{} is not text", d.path));
    let c = t
        .find(&id.parse().unwrap_or_else(|e| panic!("{id}: {e:?}")))
        .unwrap_or_else(|| panic!("{id} not in {}", d.path));
    c.paragraphs.iter().map(|p| p.plain_text()).collect()
}

/// The report's doubts (lines kept as law text no rule classified) as `(line, column, reason,
/// text)`.
pub fn doubts(imp: &Imported) -> Vec<(usize, usize, String, String)> {
    imp.report
        .doubts
        .iter()
        .map(|e| (e.line, e.column, e.reason.clone(), e.text.clone()))
        .collect()
}

/// The references in `text` as `words=target` (absolute) or `words~relative` (letters unknown).
pub fn refs(lang: &str, text: &str) -> Vec<String> {
    use lawref::xref::{LetterScheme, find_references};
    find_references(
        &lawref::corpus::model::Lang(lang.into()),
        text,
        &LetterScheme::Unknown,
    )
    .into_iter()
    .map(|f| {
        let shown = &text[f.range.clone()];
        match (f.absolute, f.relative) {
            (Some(id), _) => format!("{shown}={id}"),
            (_, Some(r)) => format!("{shown}~{r:?}"),
            _ => format!("{shown}?"),
        }
    })
    .collect()
}

//! How stages read their input and put finished output in place.
//!
//! Reading: [`read_regular`] reads a whole regular file, bounded by [`max_size`] (16 MiB unless
//! `--max-size` says otherwise), and refuses a FIFO, a device or a socket without blocking on it;
//! [`Boundary`] is the corpus folder, outside which no symbolic link is followed, and
//! [`walk_corpus`] lists a corpus folder's files within it (every walker of the corpus uses it:
//! load, the fingerprint).
//!
//! Writing: a folder written whole beside its destination is swapped in ([`swap_dir`]), so
//! readers never see half an index or half a site (nor, where the system swaps two folders in
//! one step, a moment without one), and a failed swap leaves the previous folder where it was.
//! Single files written together (an import's corpus files and reports, a rebuild's changed
//! pages) go through [`Staged`]: each is written to a temporary file beside its destination,
//! and all are renamed into place only when every one was written, each with one rename over
//! the file it replaces, so a reader finds the old file or the new one, never none. Either way
//! only a regular file (or a folder lawref made) is ever replaced, never a symbolic link, FIFO,
//! device or socket ([`check_output_path`]): a rename puts a regular file in the place of
//! whatever stood there, so run as root, `--report /dev/null` would have replaced the system's
//! `/dev/null`.
//!
//! Temporary folders a build makes beside its destination ([`marked_tempdir`]: `.site-…`,
//! `.index.new-…`, `.site.old-…`) hold a marker file, locked while their build runs; a build
//! killed with `kill -9` or Ctrl-C leaves them behind, and the next one removes them
//! ([`remove_leftovers`]): only folders of those names that hold the marker, and whose lock no
//! running build holds.
//!
//! Not for: deciding whether a destination may be replaced (the site's `.lawref-site` rule is
//! `site`'s; the import's source rule is `import`'s).

use std::ffi::OsStr;
use std::fs::FileType;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::{Error, Result};

/// The default limit on the size of a file lawref reads (a raw document, a corpus file, a
/// manifest): 16 MiB. The largest real law book, the whole Laws of Duplicate Bridge with its
/// introduction and index (about 40,000 words in English, some 250 KB of text), stays under
/// 1 MB in every form it comes in (two bytes a letter in UTF-8 Cyrillic or Greek, or in UTF-16;
/// the spaces of a `pdftotext -layout` export), so 16 MiB leaves a margin of more than ten,
/// while a file that is not a document (a disk image, a log, a runaway export) is refused before
/// it is read. `--max-size` raises it.
pub(crate) const DEFAULT_MAX_SIZE: u64 = 16 << 20;

static MAX_SIZE: AtomicU64 = AtomicU64::new(DEFAULT_MAX_SIZE);

/// Sets the limit (bytes) [`read_regular`] enforces for the rest of the process (the CLI's
/// `--max-size`).
pub(crate) fn set_max_size(bytes: u64) {
    MAX_SIZE.store(bytes, Ordering::Relaxed);
}

/// The limit (bytes) on the size of a file lawref reads: [`DEFAULT_MAX_SIZE`] unless
/// [`set_max_size`] changed it.
pub(crate) fn max_size() -> u64 {
    MAX_SIZE.load(Ordering::Relaxed)
}

/// Why a file could not be read as a document or corpus file.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// The operating system's error (the file is missing, unreadable …).
    Io(std::io::Error),
    /// Not a regular file: what it is (`a FIFO`, `a character device`, `a socket`, `a folder`).
    NotRegular(&'static str),
    /// Larger than [`max_size`]: its size (bytes; at least, when it grew while read) and the
    /// limit.
    TooLarge {
        /// Bytes.
        size: u64,
        /// Bytes.
        limit: u64,
    },
    /// A symbolic link (or a path through one) leading out of the corpus folder, to `target`.
    Outside {
        /// Where it leads (resolved).
        target: PathBuf,
    },
}

impl ReadError {
    /// What is wrong, as the end of a message about the file
    /// (`a FIFO, not a regular file: lawref reads only regular files`).
    pub fn message(&self) -> String {
        match self {
            ReadError::Io(e) => e.to_string(),
            ReadError::NotRegular(kind) => {
                format!(
                    "{kind}, not a regular file: lawref reads documents only from regular files"
                )
            }
            ReadError::TooLarge { size, limit } => format!(
                "{} bytes, over the limit of {} bytes ({}) for a document; --max-size BYTES raises it",
                thousands(*size),
                thousands(*limit),
                binary_size(*limit)
            ),
            ReadError::Outside { target } => format!(
                "a symbolic link leading out of the corpus (to {}): lawref follows links only to places inside the corpus folder",
                target.display()
            ),
        }
    }

    /// The error for the file `path`: [`Error::Io`] for the system's own errors (the kind kept:
    /// a missing file is `NotFound`), else an [`Error::Input`] at line 1 of the file named `rel`
    /// (its corpus-relative path, or the path as given), with a hint.
    pub(crate) fn into_error(self, rel: &str, path: &Path) -> Error {
        if let ReadError::Io(e) = self {
            return Error::io(path, e);
        }
        Error::Input(Box::new(self.into_input(rel)))
    }

    /// The error for the file named `rel`, at its line 1, with a hint; for [`ReadError::Io`] too
    /// (where the caller collects every bad file).
    pub(crate) fn into_input(self, rel: &str) -> crate::error::InputError {
        let help = match &self {
            ReadError::Io(_) => "check the file's permissions",
            ReadError::NotRegular(_) => "give a regular file (a FIFO or device would never end)",
            ReadError::TooLarge { .. } => {
                "check that this is a document; if it is, pass --max-size with a larger size (64M)"
            }
            ReadError::Outside { .. } => {
                "copy the file into the corpus folder, or make the link lead to a place inside it"
            }
        };
        crate::error::InputError::at(rel, "", 1, 1, self.message()).with_help(help)
    }
}

/// `n` with commas every three digits (`16,777,216`).
fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `bytes` in KiB, MiB or GiB (`16 MiB`, `1.5 GiB`).
fn binary_size(bytes: u64) -> String {
    let units = [("GiB", 1u64 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)];
    for (unit, size) in units {
        if bytes >= size {
            return if bytes.is_multiple_of(size) {
                format!("{} {unit}", bytes / size)
            } else {
                format!("{:.1} {unit}", bytes as f64 / size as f64)
            };
        }
    }
    format!("{bytes} bytes")
}

/// What a file that is not a regular file is, for messages: `a FIFO`, `a character device`,
/// `a block device`, `a socket`, `a folder`, `a symbolic link`.
pub(crate) fn kind_name(t: FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a folder"
    } else if t.is_symlink() {
        "a symbolic link"
    } else if t.is_file() {
        "a regular file"
    } else {
        "not a regular file"
    }
}

/// The whole content of the regular file at `path` (symbolic links followed), at most
/// [`max_size`] bytes. A FIFO, device, socket or folder is refused without being opened for
/// long: it is checked before it is opened, opened without blocking and checked again, so
/// `/dev/zero`, a FIFO no one writes to, or a link to either never hangs or fills memory.
///
/// # Errors
/// [`ReadError::NotRegular`], [`ReadError::TooLarge`] (also for a file that grows past the limit
/// while it is read), [`ReadError::Io`].
pub(crate) fn read_regular(path: &Path) -> std::result::Result<Vec<u8>, ReadError> {
    read_regular_within(path, max_size())
}

/// [`read_regular`] with a limit of its own (bytes; `u64::MAX` for none), for files lawref
/// wrote itself (a site's pages, compared with what a rebuild would write).
///
/// # Errors
/// As [`read_regular`].
pub(crate) fn read_regular_within(
    path: &Path,
    limit: u64,
) -> std::result::Result<Vec<u8>, ReadError> {
    let check = |m: &std::fs::Metadata| {
        if !m.is_file() {
            return Err(ReadError::NotRegular(kind_name(m.file_type())));
        }
        if m.len() > limit {
            return Err(ReadError::TooLarge {
                size: m.len(),
                limit,
            });
        }
        Ok(())
    };
    check(&std::fs::metadata(path).map_err(ReadError::Io)?)?;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        // Should the file have been swapped for a FIFO since it was checked, opening it does
        // not wait for a writer, nor does a terminal device become the controlling one.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = options.open(path).map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    check(&meta)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// The corpus folder as a boundary: its real path (links resolved), inside which every file
/// lawref reads as part of the corpus must lie. A symbolic link inside the corpus is followed
/// when it leads to a place inside the folder (a language folder kept elsewhere in it), and
/// refused when it leads out: a link to `/etc/passwd` named `71.md` is never read, quoted in an
/// error or published.
#[derive(Debug, Clone)]
pub(crate) struct Boundary {
    root: PathBuf,
}

impl Boundary {
    /// The boundary of the corpus at `root`.
    ///
    /// # Errors
    /// [`Error::Io`] when `root` cannot be resolved (it does not exist).
    pub fn of(root: &Path) -> Result<Boundary> {
        let real = std::fs::canonicalize(root).map_err(|e| Error::io(root, e))?;
        Ok(Boundary { root: real })
    }

    /// `Ok` when `path` (which exists) resolves to a place inside the corpus folder.
    ///
    /// # Errors
    /// [`ReadError::Outside`] naming where it leads; [`ReadError::Io`] when it cannot be
    /// resolved (a missing file is `NotFound`).
    pub fn check(&self, path: &Path) -> std::result::Result<(), ReadError> {
        let real = std::fs::canonicalize(path).map_err(ReadError::Io)?;
        if real.starts_with(&self.root) {
            Ok(())
        } else {
            Err(ReadError::Outside { target: real })
        }
    }

    /// [`read_regular`] of `path` once [`Boundary::check`] found it inside the corpus.
    ///
    /// # Errors
    /// Those of both.
    pub fn read(&self, path: &Path) -> std::result::Result<Vec<u8>, ReadError> {
        self.check(path)?;
        read_regular(path)
    }

    /// `Ok` when a file written at `path` would land inside the corpus folder: its nearest
    /// existing folder resolves to a place inside it (an import never writes through a link
    /// leading out of the corpus).
    ///
    /// # Errors
    /// [`Error::Usage`] naming the path and where it leads; [`Error::Io`] when a folder cannot
    /// be resolved.
    pub(crate) fn check_destination(&self, path: &Path) -> Result<()> {
        let Some(dir) = path.ancestors().skip(1).find(|d| d.exists()) else {
            return Ok(());
        };
        let real = std::fs::canonicalize(dir).map_err(|e| Error::io(dir, e))?;
        if real.starts_with(&self.root) {
            return Ok(());
        }
        Err(Error::Usage(format!(
            "{}: its folder leads out of the corpus (to {}) through a symbolic link; lawref writes corpus files and reports only inside the corpus folder",
            path.display(),
            real.display()
        )))
    }
}

/// One entry of [`walk_corpus`].
#[derive(Debug)]
pub(crate) enum Walked {
    /// A regular file (or a link to one inside the corpus).
    File(PathBuf),
    /// Something else that is not a folder: what it is (`a FIFO`, `a character device` …).
    Other(PathBuf, &'static str),
    /// A symbolic link leading out of the corpus, and where it leads; neither followed nor read.
    Outside(PathBuf, PathBuf),
}

impl Walked {
    /// The entry's path (under the folder walked, as the walk reached it).
    pub fn path(&self) -> &Path {
        match self {
            Walked::File(p) | Walked::Other(p, _) | Walked::Outside(p, _) => p,
        }
    }
}

/// Everything under the corpus folder `dir` (inside `boundary`) that is not a folder, in name
/// order: symbolic links followed where they lead inside the corpus, reported as
/// [`Walked::Outside`] (never followed) where they lead out; entries whose name `skip` gives
/// true left aside with all they hold. Reads no file.
///
/// # Errors
/// [`Error::Io`] when a folder cannot be listed, a link is broken, or links form a loop.
pub(crate) fn walk_corpus(
    boundary: &Boundary,
    dir: &Path,
    skip: impl Fn(&OsStr) -> bool,
) -> Result<Vec<Walked>> {
    let mut out = Vec::new();
    let mut outside: Vec<(PathBuf, std::result::Result<PathBuf, std::io::Error>)> = Vec::new();
    {
        let walk = walkdir::WalkDir::new(dir)
            .follow_links(true)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| {
                if e.depth() > 0 && skip(e.file_name()) {
                    return false;
                }
                if !e.path_is_symlink() {
                    return true;
                }
                // Checked before the walk descends into it or anything reads it.
                match boundary.check(e.path()) {
                    Ok(()) => true,
                    Err(ReadError::Outside { target }) => {
                        outside.push((e.path().to_path_buf(), Ok(target)));
                        false
                    }
                    Err(ReadError::Io(err)) => {
                        outside.push((e.path().to_path_buf(), Err(err)));
                        false
                    }
                    Err(_) => true,
                }
            });
        for entry in walk {
            let entry = entry.map_err(|e| {
                let p = e.path().unwrap_or(dir).to_path_buf();
                let msg = e.to_string();
                Error::io(
                    &p,
                    e.into_io_error()
                        .unwrap_or_else(|| std::io::Error::other(msg)),
                )
            })?;
            let t = entry.file_type();
            if t.is_dir() {
                continue;
            }
            out.push(if t.is_file() {
                Walked::File(entry.into_path())
            } else {
                Walked::Other(entry.into_path(), kind_name(t))
            });
        }
    }
    for (path, target) in outside {
        match target {
            Ok(target) => out.push(Walked::Outside(path, target)),
            Err(e) => return Err(Error::io(&path, e)),
        }
    }
    out.sort_by(|a, b| a.path().cmp(b.path()));
    Ok(out)
}

/// `Ok` when lawref may put a file at `path`: nothing stands there, or a regular file does.
/// Never a symbolic link, FIFO, device, socket or folder: a rename would put a regular file in
/// its place (and for a link, not where it leads).
///
/// # Errors
/// [`Error::Io`] naming `path` and what stands there (`a FIFO stands where this file goes: …`).
pub(crate) fn check_output_path(path: &Path) -> Result<()> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Error::io(path, e)),
        Ok(m) if m.file_type().is_file() => Ok(()),
        Ok(m) if m.is_dir() => Err(Error::io(
            path,
            std::io::Error::other("a folder stands where this file goes"),
        )),
        Ok(m) => Err(Error::io(
            path,
            std::io::Error::other(format!(
                "{} stands where this file goes: lawref replaces only regular files, never a symbolic link, FIFO, device or socket (name another file, or remove it)",
                kind_name(m.file_type())
            )),
        )),
    }
}

/// The folders of a corpus that lawref writes itself (by `import`, `import-index` and `build`'s
/// index), which no other output may land in.
pub(crate) const CORPUS_FOLDERS: [&str; 4] = ["laws", "translations", "import-report", ".lawref"];

/// The corpus folder ([`CORPUS_FOLDERS`]) whose files include the real place `target`, if any:
/// `target` lies under the folder's real place, or under the real place of a folder inside it
/// that a link leads elsewhere in the corpus (a language folder kept beside the others,
/// `translations/pl -> ../pl-texts`, which load follows: docs/safety.md). Every folder under the
/// corpus folders is visited once (links to a place already seen are not followed again).
fn corpus_folder_of(corpus: &Path, target: &Path) -> Option<&'static str> {
    let root = real_place(corpus);
    for folder in CORPUS_FOLDERS {
        let top = real_place(&corpus.join(folder));
        let mut seen: std::collections::BTreeSet<PathBuf> = std::collections::BTreeSet::new();
        let mut todo = vec![top];
        while let Some(dir) = todo.pop() {
            if target.starts_with(&dir) {
                return Some(folder);
            }
            if !seen.insert(dir.clone()) {
                continue;
            }
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                // Only folders (through links too) that stay inside the corpus; the entry's own
                // type first (no stat of every law text: a rebuild checks its --out each time).
                let Ok(kind) = e.file_type() else { continue };
                if kind.is_dir() || (kind.is_symlink() && path.is_dir()) {
                    let real = real_place(&path);
                    if real.starts_with(&root) && !seen.contains(&real) {
                        todo.push(real);
                    }
                }
            }
        }
    }
    None
}

/// Where a command that writes one file of the user's choosing (`import --report`, `export
/// --out`, `import-index --out`, `build --out`'s folder) may put it, and what it may replace
/// there: the one rule every such writer checks through [`OutputFile::check`] before it reads
/// its input where it can, and again before it writes.
pub(crate) struct OutputFile<'a> {
    /// The flag that named the path, for messages (`--out`, `--report`).
    pub flag: &'a str,
    /// The corpus folder the command reads.
    pub corpus: &'a Path,
    /// The files the command reads: never written over.
    pub inputs: &'a [PathBuf],
    /// The one corpus file the command exists to write (`import-index`: its language's
    /// `translations/<lang>/index.yaml`); every other place in the corpus's own folders
    /// ([`CORPUS_FOLDERS`]) is refused, `--replace` or not.
    pub corpus_file: Option<PathBuf>,
    /// `--replace`: a file there that lawref did not make may be written over.
    pub replace: bool,
}

impl OutputFile<'_> {
    /// `Ok` when the command may write `new` at `path`:
    ///
    /// - only a regular file or nothing stands there ([`check_output_path`]);
    /// - it is none of the command's inputs;
    /// - it is not in the corpus's own folders ([`CORPUS_FOLDERS`]), but for the command's own
    ///   corpus file;
    /// - a file that is there holds `new` already, or `made_by_lawref` says lawref made it (the
    ///   same document imported again), or `--replace` was given.
    ///
    /// `new` is `None` when the bytes are not known yet (checked before the input is read): then
    /// only the place is checked, and what stands there is judged when the bytes are known.
    ///
    /// # Errors
    /// [`Error::Io`] for what may not be replaced (a folder, link, FIFO, device); [`Error::Usage`]
    /// naming the flag and the path for each other rule.
    pub(crate) fn check(
        &self,
        path: &Path,
        new: Option<&[u8]>,
        made_by_lawref: impl Fn(&[u8]) -> bool,
    ) -> Result<()> {
        check_output_path(path)?;
        self.check_place(path)?;
        let Some(new) = new else {
            return Ok(());
        };
        let old = match read_regular(path) {
            Ok(bytes) => bytes,
            Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(ReadError::TooLarge { .. }) if self.replace => return Ok(()),
            Err(e) => return Err(e.into_error(&path.display().to_string(), path)),
        };
        if self.replace || new == old.as_slice() || made_by_lawref(&old) {
            return Ok(());
        }
        Err(Error::Usage(format!(
            "{} {}: a file is there that is not what this command writes now (another file, or an earlier export a translator may have filled in); pass --replace to write over it, or name another file",
            self.flag,
            path.display()
        )))
    }

    /// `Ok` when `path` (a file, or `build --out`'s folder) is none of the command's inputs and
    /// not in the corpus's own folders ([`CORPUS_FOLDERS`]), but for the command's own corpus
    /// file.
    ///
    /// # Errors
    /// [`Error::Usage`] naming the flag, the path and the rule.
    pub(crate) fn check_place(&self, path: &Path) -> Result<()> {
        let flag = self.flag;
        let target = real_place(path);
        if let Some(f) = self.inputs.iter().find(|f| real_place(f) == target) {
            return Err(Error::Usage(format!(
                "{flag} {}: that is {}, which this command reads; name another file",
                path.display(),
                f.display()
            )));
        }
        let own = self.corpus_file.as_deref().map(real_place);
        if own.as_ref() != Some(&target)
            && let Some(folder) = corpus_folder_of(self.corpus, &target)
        {
            let job = match &self.corpus_file {
                Some(f) => format!(" (this command writes {} there)", f.display()),
                None => String::new(),
            };
            return Err(Error::Usage(format!(
                "{flag} {}: that is inside the corpus's {folder}/ folder, whose files lawref writes only by the commands that make them{job}; name a file outside it",
                path.display()
            )));
        }
        Ok(())
    }

    /// Checks as [`OutputFile::check`] and writes `bytes` at `path` through a temporary file
    /// renamed into place ([`Staged`]), so a reader never sees half a file.
    ///
    /// # Errors
    /// As [`OutputFile::check`]; [`Error::Io`] when the file cannot be written.
    pub(crate) fn write(
        &self,
        path: &Path,
        bytes: &[u8],
        made_by_lawref: impl Fn(&[u8]) -> bool,
    ) -> Result<()> {
        self.check(path, Some(bytes), made_by_lawref)?;
        let mut staged = Staged::default();
        staged.add(path, bytes)?;
        staged.commit()
    }
}

/// Where `path` really is: its nearest existing folder resolved (links, `..`) and the rest of
/// it as given, so a file not made yet, or one whose folder is reached through a link, compares
/// with the corpus's folders as the kernel will place it.
pub(crate) fn real_place(path: &Path) -> PathBuf {
    let mut rest: Vec<&std::ffi::OsStr> = Vec::new();
    let mut dir = path;
    loop {
        if let Ok(real) = std::fs::canonicalize(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        }) {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return out;
        }
        match (dir.parent(), dir.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name);
                dir = parent;
            }
            _ => return path.to_path_buf(),
        }
    }
}

/// A lock held on a corpus by a command that changes its files (`import`, `import-index`): two
/// at once take turns, so that the second sees what the first wrote before it checks what it may
/// replace (two imports of two documents for one text both passed the check, and the first text
/// was lost). An advisory lock (`flock`) on the corpus folder itself, so taking it writes
/// nothing; released when this is dropped or the process ends, however it ends.
pub(crate) struct CorpusLock(#[allow(dead_code)] std::fs::File);

/// Takes the corpus's write lock ([`CorpusLock`]), waiting while another lawref command holds it
/// (and saying so on standard error).
///
/// # Errors
/// [`Error::Io`] when the corpus folder cannot be opened or locked.
pub(crate) fn lock_corpus(root: &Path) -> Result<CorpusLock> {
    use fs4::fs_std::FileExt;
    let dir = if root.as_os_str().is_empty() {
        Path::new(".")
    } else {
        root
    };
    let file = std::fs::File::open(dir).map_err(|e| Error::io(dir, e))?;
    if !file.try_lock_exclusive().map_err(|e| Error::io(dir, e))? {
        eprintln!(
            "waiting for another lawref command that is writing the corpus {} to finish",
            crate::error::terminal_text(&dir.display().to_string())
        );
        file.lock_exclusive().map_err(|e| Error::io(dir, e))?;
    }
    Ok(CorpusLock(file))
}

/// `path` relative to `root`, `/`-separated whatever the platform (`translations/pl/2017/68.md`);
/// `path` as it is when it is not under `root`.
pub(crate) fn relative_slash(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    if std::path::MAIN_SEPARATOR == '/' {
        return rel.to_string_lossy().into_owned();
    }
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Puts the finished folder `new` in the place of `out` (same parent folder). Where the system
/// can swap two folders in one step (Linux's `renameat2` with `RENAME_EXCHANGE`, macOS's
/// `RENAME_SWAP`), it does: `out` is the old folder, then the new one, never missing (a server
/// serving it answers throughout); the old folder, now at `new`'s name, is then moved into a
/// marked temporary folder (`.<out>.old-…`) and removed. Elsewhere, or when the file system
/// cannot swap, the old `out` is moved aside first (a folder cannot be renamed over a non-empty
/// one), leaving a moment without `out`, and removed only once `new` is in place; if `new`
/// cannot be moved in, the old folder is put back. Only a folder is replaced: a symbolic link,
/// FIFO, device or file at `out` is refused, not moved.
///
/// # Errors
/// [`Error::Io`] when something other than a folder stands at `out`, or when a rename fails
/// (then `out` is as it was); [`Error::Usage`] in the one case
/// where the old folder could not be put back either: the message says where it was kept.
pub(crate) fn swap_dir(new: &Path, out: &Path) -> Result<()> {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = out
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    match std::fs::symlink_metadata(out) {
        Ok(m) if !m.is_dir() => {
            return Err(Error::io(
                out,
                std::io::Error::other(format!(
                    "{} stands where this folder goes: lawref replaces only folders it made, never a symbolic link, FIFO, device or file",
                    kind_name(m.file_type())
                )),
            ));
        }
        _ => {}
    }
    let aside = if out.exists() {
        let aside = marked_tempdir(parent, &format!(".{name}.old-"))?;
        if exchange(new, out).is_ok() {
            // `out` is the new folder; the old one, at `new`'s name, goes where a later build
            // finds and removes it should this one be killed before it is removed here.
            if std::fs::rename(new, aside.path().join(&name)).is_err() {
                let _ = std::fs::remove_dir_all(new);
            }
            return Ok(());
        }
        std::fs::rename(out, aside.path().join(&name)).map_err(|e| Error::io(out, e))?;
        Some(aside)
    } else {
        None
    };
    if let Err(e) = std::fs::rename(new, out) {
        if let Some(aside) = aside {
            let kept = aside.path().join(&name);
            if std::fs::rename(&kept, out).is_err() {
                // Never delete the only copy of the old folder: keep it, unmarked (no later
                // build removes it), and say where it is.
                let (kept, _lock) = aside.keep();
                unmark(&kept);
                let kept = kept.join(&name);
                return Err(Error::Usage(format!(
                    "could not move the new {name} to {} ({e}); the previous one is in {}",
                    out.display(),
                    kept.display()
                )));
            }
        }
        return Err(Error::io(out, e));
    }
    Ok(())
}

/// Swaps the folders `a` and `b` in one step, where the system can (`renameat2` with
/// `RENAME_EXCHANGE`; `RENAME_SWAP` on macOS).
///
/// # Errors
/// The system's error: the file system cannot swap (`EINVAL`), the system has no such call
/// (`ENOSYS`, or `Unsupported` elsewhere), or the rename's own errors.
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    #[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
    {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).map_err(std::io::Error::from)
    }
    #[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
    {
        let _ = (a, b);
        Err(std::io::Error::from(std::io::ErrorKind::Unsupported))
    }
}

/// The file inside each temporary folder [`marked_tempdir`] makes: it says the folder is
/// lawref's, and its lock says whether the build that made it still runs.
pub(crate) const TEMP_MARKER: &str = ".lawref-temporary";

/// A temporary folder lawref made ([`marked_tempdir`]), removed when dropped.
pub(crate) struct MarkedDir {
    dir: tempfile::TempDir,
    lock: TempLock,
}

/// The lock on a temporary folder's marker, held as long as this lives (an advisory `flock`,
/// which the system lets go when the process ends, however it ends).
pub(crate) struct TempLock(#[allow(dead_code)] std::fs::File);

impl MarkedDir {
    /// The folder.
    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Keeps the folder (no longer removed on drop), and its lock: hold the lock until the
    /// folder has its final name, then [`unmark`] it.
    pub(crate) fn keep(self) -> (PathBuf, TempLock) {
        (self.dir.keep(), self.lock)
    }
}

/// Makes a temporary folder `<prefix>XXXXXX` in `parent` (readable by others, as a site is
/// meant to be), with the [`TEMP_MARKER`] file in it, locked for as long as the returned value
/// (or the lock [`MarkedDir::keep`] gives) lives. The marker is locked before it gets its name,
/// so no other build ever finds it unlocked while this one runs.
///
/// # Errors
/// [`Error::Io`] when the folder or its marker cannot be made or locked.
pub(crate) fn marked_tempdir(parent: &Path, prefix: &str) -> Result<MarkedDir> {
    use fs4::fs_std::FileExt;
    let dir = tempfile::Builder::new()
        .prefix(prefix)
        .tempdir_in(parent)
        .map_err(|e| Error::io(parent, e))?;
    #[cfg(unix)]
    {
        // tempfile makes the folder private (0700); a site is meant to be read by a web server.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))
            .map_err(|e| Error::io(dir.path(), e))?;
    }
    let marker = dir.path().join(TEMP_MARKER);
    let named = tempfile::Builder::new()
        .prefix(".lawref-marker-")
        .tempfile_in(dir.path())
        .map_err(|e| Error::io(dir.path(), e))?;
    named
        .as_file()
        .lock_exclusive()
        .map_err(|e| Error::io(&marker, e))?;
    std::io::Write::write_all(
        &mut named.as_file(),
        b"A temporary folder of a lawref build: a later build removes it once no build holds this file's lock.\n",
    )
    .map_err(|e| Error::io(&marker, e))?;
    let file = named
        .persist(&marker)
        .map_err(|e| Error::io(&marker, e.error))?;
    Ok(MarkedDir {
        dir,
        lock: TempLock(file),
    })
}

/// Removes the [`TEMP_MARKER`] from `dir`, a temporary folder moved to its final place (where
/// it is no longer temporary). A marker that is not a regular file is left alone.
pub(crate) fn unmark(dir: &Path) {
    let marker = dir.join(TEMP_MARKER);
    if std::fs::symlink_metadata(&marker).is_ok_and(|m| m.is_file()) {
        let _ = std::fs::remove_file(marker);
    }
}

/// Removes from `parent` the temporary folders a killed build left there: every entry named
/// one of `prefixes` and six letters or digits (as [`marked_tempdir`] names them) that is a
/// folder (not a symbolic link) holding a regular [`TEMP_MARKER`] file whose lock no running
/// build holds, or holding nothing but the marker being made and over a minute old (a build
/// killed between making the folder and naming its marker). Nothing else is touched; a folder
/// that cannot be removed is left. Returns the folders removed. Costs one listing of `parent`.
pub(crate) fn remove_leftovers(parent: &Path, prefixes: &[&str]) -> Vec<PathBuf> {
    use fs4::fs_std::FileExt;
    let Ok(entries) = std::fs::read_dir(parent) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let ours = prefixes.iter().any(|p| {
            name.strip_prefix(p).is_some_and(|rest| {
                rest.len() == 6 && rest.bytes().all(|b| b.is_ascii_alphanumeric())
            })
        });
        let path = entry.path();
        if !ours || !std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        let marker = path.join(TEMP_MARKER);
        if !std::fs::symlink_metadata(&marker).is_ok_and(|m| m.is_file()) {
            // Killed while making it, before its marker had its name: empty, or holding the
            // marker being made only, and older than a build takes to make one.
            if half_made(&path) && std::fs::remove_dir_all(&path).is_ok() {
                removed.push(path);
            }
            continue;
        }
        let Ok(file) = std::fs::File::open(&marker) else {
            continue;
        };
        // Locked: its build still runs.
        if file.try_lock_exclusive().is_ok_and(|got| got) && std::fs::remove_dir_all(&path).is_ok()
        {
            removed.push(path);
        }
    }
    removed.sort();
    removed
}

/// Whether the folder `dir` (named as [`marked_tempdir`] names them, without a marker) is one
/// a build was killed making: it holds nothing but, perhaps, the marker file it was writing
/// (`.lawref-marker-XXXXXX`), and was last changed over a minute ago (a running build names
/// its marker within microseconds of making the folder).
fn half_made(dir: &Path) -> bool {
    let old = std::fs::symlink_metadata(dir)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age.as_secs() > 60);
    old && std::fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().all(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with(".lawref-marker-")
                && e.file_type().is_ok_and(|t| t.is_file())
        })
    })
}

/// Files written all together or not at all. [`Staged::add`] writes a file's content to a
/// temporary file beside its destination (making missing folders); [`Staged::commit`] renames
/// them all into place. Dropped without a commit (an error on the way), it removes its temporary
/// files and the folders it made, so a failure leaves no trace.
#[derive(Default)]
pub(crate) struct Staged {
    /// Written and closed: a rebuild may stage 100,000 files, more than a process may hold open.
    files: Vec<(tempfile::TempPath, PathBuf)>,
    /// Folders this staging made, outermost first.
    made: Vec<PathBuf>,
}

impl Staged {
    /// Writes `content` (text or bytes) to a temporary file in `path`'s folder, to be renamed to
    /// `path` on commit.
    ///
    /// # Errors
    /// [`Error::Io`] when the folder cannot be made or the file written, or when something other
    /// than a regular file stands at `path` ([`check_output_path`]).
    pub fn add(&mut self, path: &Path, content: impl AsRef<[u8]>) -> Result<()> {
        check_output_path(path)?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let missing: Vec<PathBuf> = dir
            .ancestors()
            .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
            .map(Path::to_path_buf)
            .collect();
        std::fs::create_dir_all(dir).map_err(|e| {
            // Name the folder in the way, not only the system's "File exists".
            match dir.ancestors().find(|d| d.is_file()) {
                Some(file) => Error::io(
                    file,
                    std::io::Error::other(format!(
                        "a file stands where a folder is needed for {}",
                        path.display()
                    )),
                ),
                None => Error::io(dir, e),
            }
        })?;
        self.made.extend(missing.into_iter().rev());
        let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| Error::io(dir, e))?;
        #[cfg(unix)]
        {
            // tempfile makes the file private (0600); corpus files and site pages are meant to
            // be read by others (an editor's tools, a web server), as a plain write makes them.
            use std::os::unix::fs::PermissionsExt;
            tmp.as_file()
                .set_permissions(std::fs::Permissions::from_mode(0o644))
                .map_err(|e| Error::io(path, e))?;
        }
        std::io::Write::write_all(&mut tmp, content.as_ref()).map_err(|e| Error::io(path, e))?;
        self.files.push((tmp.into_temp_path(), path.to_path_buf()));
        Ok(())
    }

    /// Renames every staged file into place, each with one rename over the file it replaces
    /// (atomic: a reader, a web server serving the folder, finds the old file or the new one,
    /// never none). Anything but a regular file standing where a file goes (a folder, a symbolic
    /// link, a FIFO, a device: [`check_output_path`]) is refused before the first rename. Before
    /// a file is replaced, its old content is kept under a temporary name beside it ([`backup`]:
    /// a hard link, or a copy where the file system has none); a rename that fails (a name too
    /// long, a full disk) undoes the ones before it, renaming each kept file back over its path
    /// (and removing the files that were new), so the destination is as it was.
    ///
    /// # Errors
    /// [`Error::Io`] naming the destination that could not be written (or its old content kept).
    pub(crate) fn commit(mut self) -> Result<()> {
        // Checked again: something may have been put there since the file was staged.
        for (_, path) in &self.files {
            check_output_path(path)?;
        }
        // Each file placed, with the old content it replaced (kept until all are placed).
        let mut placed: Vec<(PathBuf, Option<tempfile::TempPath>)> = Vec::new();
        let undo = |placed: &mut Vec<(PathBuf, Option<tempfile::TempPath>)>| {
            while let Some((path, old)) = placed.pop() {
                match old {
                    // One rename back over the new file: the path is never without a file.
                    Some(old) => {
                        let _ = std::fs::rename(&old, &path);
                    }
                    None => {
                        let _ = std::fs::remove_file(&path);
                    }
                }
            }
        };
        for (tmp, path) in std::mem::take(&mut self.files) {
            let old = match std::fs::symlink_metadata(&path) {
                Ok(_) => match backup(&path) {
                    Ok(old) => Some(old),
                    Err(e) => {
                        undo(&mut placed);
                        return Err(e);
                    }
                },
                Err(_) => None,
            };
            // rename(2) over the old file: atomic.
            if let Err(e) = tmp.persist(&path) {
                undo(&mut placed);
                return Err(Error::io(&path, e.error));
            }
            placed.push((path, old));
        }
        // All in place: the old contents kept (temporary paths) are removed as they drop.
        self.made.clear();
        Ok(())
    }
}

/// Keeps the content of the regular file at `path` under a new temporary name in its folder
/// (`.lawref-old…`), leaving `path` as it is: a hard link to it, or, where the file system
/// refuses hard links, a copy. Removed when the returned path drops.
///
/// # Errors
/// [`Error::Io`] naming `path` when neither a link nor a copy can be made.
fn backup(path: &Path) -> Result<tempfile::TempPath> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut named = tempfile::Builder::new();
    named.prefix(".lawref-old");
    if let Ok(linked) = named.make_in(dir, |p| std::fs::hard_link(path, p)) {
        return Ok(linked.into_temp_path());
    }
    let copy = named
        .tempfile_in(dir)
        .map_err(|e| Error::io(dir, e))?
        .into_temp_path();
    std::fs::copy(path, &copy).map_err(|e| Error::io(path, e))?;
    Ok(copy)
}

impl Drop for Staged {
    fn drop(&mut self) {
        // Temporary files go first (their own drop), then the folders made for them, innermost
        // first; a folder something else put a file into stays.
        self.files.clear();
        for d in self.made.iter().rev() {
            let _ = std::fs::remove_dir(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(thousands(16_777_216), "16,777,216");
        assert_eq!(thousands(999), "999");
        assert_eq!(binary_size(DEFAULT_MAX_SIZE), "16 MiB");
        assert_eq!(binary_size(2100), "2.1 KiB");
        assert_eq!(binary_size(10), "10 bytes");
    }

    #[cfg(unix)]
    #[test]
    fn the_walk_follows_links_inside_the_corpus_and_reports_those_leading_out() {
        let root = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let t = root.path().join("translations");
        std::fs::create_dir_all(t.join("pl/2017")).unwrap();
        std::fs::write(t.join("pl/2017/70.md"), "x").unwrap();
        std::fs::create_dir_all(root.path().join("kept/2007")).unwrap();
        std::fs::write(root.path().join("kept/2007/68.md"), "y").unwrap();
        std::os::unix::fs::symlink(root.path().join("kept"), t.join("nl")).unwrap();
        std::fs::write(outside.path().join("secret"), "s").unwrap();
        std::os::unix::fs::symlink(outside.path().join("secret"), t.join("pl/2017/71.md")).unwrap();
        std::os::unix::fs::symlink(outside.path(), t.join("ru")).unwrap();
        let b = Boundary::of(root.path()).unwrap();
        let walked = walk_corpus(&b, &t, |_| false).unwrap();
        let shown: Vec<String> = walked
            .iter()
            .map(|w| {
                let rel = relative_slash(root.path(), w.path());
                match w {
                    Walked::File(_) => format!("file {rel}"),
                    Walked::Other(_, kind) => format!("{kind} {rel}"),
                    Walked::Outside(_, _) => format!("outside {rel}"),
                }
            })
            .collect();
        assert_eq!(
            shown,
            [
                "file translations/nl/2007/68.md",
                "file translations/pl/2017/70.md",
                "outside translations/pl/2017/71.md",
                "outside translations/ru",
            ]
        );
        // The one way in for a single path refuses the same.
        assert!(matches!(
            b.read(&t.join("pl/2017/71.md")),
            Err(ReadError::Outside { .. })
        ));
        assert_eq!(b.read(&t.join("nl/2007/68.md")).unwrap(), b"y");
    }

    #[cfg(unix)]
    #[test]
    fn only_a_regular_file_is_read_and_only_within_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            read_regular(Path::new("/dev/zero")),
            Err(ReadError::NotRegular("a character device"))
        ));
        assert!(matches!(
            read_regular(dir.path()),
            Err(ReadError::NotRegular("a folder"))
        ));
        let f = dir.path().join("f");
        std::fs::write(&f, vec![b'a'; 100]).unwrap();
        assert_eq!(read_regular_within(&f, 100).unwrap().len(), 100);
        assert!(matches!(
            read_regular_within(&f, 99),
            Err(ReadError::TooLarge {
                size: 100,
                limit: 99
            })
        ));
        // A file that is not there keeps its kind, NotFound.
        assert!(matches!(
            read_regular(&dir.path().join("none")),
            Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound
        ));
    }

    /// Issue 28 (N71): a file a commit replaces is there all the time, the old one or the new
    /// (the commit used to move the old one aside before renaming the new one in). A thread
    /// looks at the destination while commits replace it, 2,000 times at most and for 20 s at
    /// most.
    #[test]
    fn a_replaced_file_is_never_missing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("page.html");
        std::fs::write(&path, "0").unwrap();
        let done = std::sync::atomic::AtomicBool::new(false);
        let start = std::time::Instant::now();
        let missing = std::thread::scope(|s| {
            let looking = s.spawn(|| {
                let mut missing = 0u32;
                while !done.load(Ordering::Relaxed) {
                    if std::fs::symlink_metadata(&path)
                        .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
                    {
                        missing += 1;
                    }
                }
                missing
            });
            for i in 0..2_000 {
                if start.elapsed() > std::time::Duration::from_secs(20) {
                    break;
                }
                let mut staged = Staged::default();
                staged.add(&path, i.to_string()).unwrap();
                staged.commit().unwrap();
            }
            done.store(true, Ordering::Relaxed);
            looking.join().unwrap()
        });
        assert_eq!(missing, 0, "the file was missing {missing} times");
        // Nothing left beside it.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["page.html"]);
    }

    /// A rename that fails half way puts back, with one rename each, the files replaced before
    /// it (their very files: the same inode), and removes the ones that were new.
    #[cfg(unix)]
    #[test]
    fn a_failed_commit_puts_back_what_it_replaced() {
        use std::os::unix::fs::MetadataExt;
        let dir = tempfile::tempdir().unwrap();
        let (a, b, new, last) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("new"),
            dir.path().join("last"),
        );
        std::fs::write(&a, "old a").unwrap();
        std::fs::write(&b, "old b").unwrap();
        std::fs::write(&last, "old last").unwrap();
        let inode = |p: &Path| std::fs::metadata(p).unwrap().ino();
        let (ino_a, ino_b) = (inode(&a), inode(&b));
        let mut s = Staged::default();
        s.add(&a, "new a").unwrap();
        s.add(&new, "new").unwrap();
        s.add(&b, "new b").unwrap();
        s.add(&last, "new last").unwrap();
        // The last one's staged file is gone: its rename fails after three were placed.
        std::fs::remove_file(&s.files[3].0).unwrap();
        let e = s.commit().unwrap_err();
        assert!(e.to_string().contains("last"), "{e}");
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "old a");
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "old b");
        assert_eq!(std::fs::read_to_string(&last).unwrap(), "old last");
        assert_eq!((inode(&a), inode(&b)), (ino_a, ino_b));
        assert!(!new.exists());
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["a", "b", "last"]);
    }

    /// Issue 28 (N71): a folder swapped for a new one is there all the time where the system
    /// swaps two folders in one step (a file in it is always found). 300 swaps at most, 20 s
    /// at most.
    #[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
    #[test]
    fn a_swapped_folder_is_never_missing() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("site");
        std::fs::create_dir(&out).unwrap();
        std::fs::write(out.join("index.html"), "0").unwrap();
        let done = std::sync::atomic::AtomicBool::new(false);
        let start = std::time::Instant::now();
        let page = out.join("index.html");
        let missing = std::thread::scope(|s| {
            let looking = s.spawn(|| {
                let mut missing = 0u32;
                while !done.load(Ordering::Relaxed) {
                    if std::fs::symlink_metadata(&page)
                        .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
                    {
                        missing += 1;
                    }
                }
                missing
            });
            for i in 0..300 {
                if start.elapsed() > std::time::Duration::from_secs(20) {
                    break;
                }
                let new = marked_tempdir(parent.path(), ".site-").unwrap();
                std::fs::write(new.path().join("index.html"), i.to_string()).unwrap();
                swap_dir(new.path(), &out).unwrap();
                let (_, _lock) = new.keep();
                unmark(&out);
            }
            done.store(true, Ordering::Relaxed);
            looking.join().unwrap()
        });
        assert_eq!(missing, 0, "the folder's file was missing {missing} times");
        // The old folders are gone, the new one in place.
        let names: Vec<_> = std::fs::read_dir(parent.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["site"]);
        assert_eq!(std::fs::read_dir(&out).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_staged_file_never_replaces_a_link_or_fifo() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target");
        std::fs::write(&target, "keep").unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let mut s = Staged::default();
        let e = s.add(&link, "x").unwrap_err();
        assert!(
            e.to_string()
                .ends_with("link: a symbolic link stands where this file goes: lawref replaces only regular files, never a symbolic link, FIFO, device or socket (name another file, or remove it)"),
            "{e}"
        );
        // Put there after staging: refused at commit, before any rename.
        let mut s = Staged::default();
        let ok = dir.path().join("ok");
        let late = dir.path().join("late");
        s.add(&ok, "1").unwrap();
        s.add(&late, "2").unwrap();
        std::os::unix::fs::symlink(&target, &late).unwrap();
        assert!(s.commit().is_err());
        assert!(!ok.exists());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep");
        assert!(std::fs::symlink_metadata(&late).unwrap().is_symlink());
    }
}

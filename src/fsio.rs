//! How stages put finished output in place: a folder written whole beside its destination is
//! swapped in ([`swap_dir`]), so readers never see half an index or half a site, and a failed swap
//! leaves the previous folder where it was.
//!
//! Single files written together (an import's corpus files and reports) go through [`Staged`]:
//! each is written to a temporary file beside its destination, and all are renamed into place
//! only when every one was written.
//!
//! Temporary folders a build makes beside its destination ([`marked_tempdir`]: `.site-…`,
//! `.index.new-…`, `.site.old-…`) hold a marker file, locked while their build runs; a build
//! killed with `kill -9` or Ctrl-C leaves them behind, and the next one removes them
//! ([`remove_leftovers`]): only folders of those names that hold the marker, and whose lock no
//! running build holds.
//!
//! Not for: deciding whether a destination may be replaced (the site's `.lawref-site` rule is
//! `render`'s; the import's source rule is `import`'s).

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// `path` relative to `root`, `/`-separated whatever the platform (`translations/pl/2017/68.md`);
/// `path` as it is when it is not under `root`.
pub fn relative_slash(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    if std::path::MAIN_SEPARATOR == '/' {
        return rel.to_string_lossy().into_owned();
    }
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Puts the finished folder `new` in the place of `out` (same parent folder). The old `out`, if
/// any, is moved aside first (a folder cannot be renamed over a non-empty one) and removed only
/// once `new` is in place; if `new` cannot be moved in, the old folder is put back.
///
/// # Errors
/// [`Error::Io`] when a rename fails (then `out` is as it was); [`Error::Usage`] in the one case
/// where the old folder could not be put back either: the message says where it was kept.
pub fn swap_dir(new: &Path, out: &Path) -> Result<()> {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = out
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let aside = if out.exists() {
        let aside = marked_tempdir(parent, &format!(".{name}.old-"))?;
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
pub struct Staged {
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
    /// [`Error::Io`] when the folder cannot be made or the file written.
    pub fn add(&mut self, path: &Path, content: impl AsRef<[u8]>) -> Result<()> {
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

    /// Renames every staged file into place. A folder standing where a file goes is refused
    /// before the first rename; a rename that fails (a name too long, a full disk) undoes the
    /// ones before it, putting back the files they replaced, so the destination is as it was.
    ///
    /// # Errors
    /// [`Error::Io`] naming the destination that could not be written.
    pub fn commit(mut self) -> Result<()> {
        if let Some((_, path)) = self.files.iter().find(|(_, p)| p.is_dir()) {
            return Err(Error::io(
                path,
                std::io::Error::other("a folder stands where this file goes"),
            ));
        }
        // Each file placed, with the file it replaced (moved aside until all are placed).
        let mut placed: Vec<(PathBuf, Option<tempfile::TempPath>)> = Vec::new();
        let undo = |placed: &mut Vec<(PathBuf, Option<tempfile::TempPath>)>| {
            while let Some((path, old)) = placed.pop() {
                let _ = std::fs::remove_file(&path);
                if let Some(old) = old {
                    let _ = std::fs::rename(&old, &path);
                }
            }
        };
        for (tmp, path) in std::mem::take(&mut self.files) {
            let old = match path.exists() {
                true => match aside(&path) {
                    Ok(old) => Some(old),
                    Err(e) => {
                        undo(&mut placed);
                        return Err(e);
                    }
                },
                false => None,
            };
            if let Err(e) = tmp.persist(&path) {
                if let Some(old) = &old {
                    let _ = std::fs::rename(old, &path);
                }
                undo(&mut placed);
                return Err(Error::io(&path, e.error));
            }
            placed.push((path, old));
        }
        // All in place: the replaced files (temporary paths) are removed as they drop.
        self.made.clear();
        Ok(())
    }
}

/// Moves the file at `path` aside to a new temporary name in its folder, removed when the
/// returned path drops.
fn aside(path: &Path) -> Result<tempfile::TempPath> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let old = tempfile::Builder::new()
        .prefix(".lawref-old")
        .tempfile_in(dir)
        .map_err(|e| Error::io(dir, e))?
        .into_temp_path();
    std::fs::rename(path, &old).map_err(|e| Error::io(path, e))?;
    Ok(old)
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

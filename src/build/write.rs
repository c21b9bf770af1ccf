//! The build's writing: the site folder on disk. A first build writes into a new temporary
//! folder and puts it in the place of the site whole ([`write_atomically`]); the site folder is
//! listed with each file's size and time ([`site_files`]) and compared with the build's state
//! ([`damaged`]); what killed builds left beside it is removed
//! ([`remove_leftovers`]); only a folder lawref built is replaced ([`check_replaceable`]).
//!
//! Not for: what the files hold (rendered by [`crate::site`]), putting changed files in place
//! one by one ([`crate::util::fsio::Staged`], called by [`super::site`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::state::{FileSum, State};
use crate::error::{Error, Result};
use crate::site::Files;
use crate::site::routes::{REFERENCES_FILE, SITE_MARKER, STATE_FILE};

/// The files of the site in `out` that are not as the last build (whose state is `state`) wrote
/// them, of those `present` lists and the state records: a size other than the state records,
/// or, for a file modified since the state was written (its modification time not older than
/// the state file's), bytes whose hash is not the one recorded.
/// Only the files modified since are read, so this costs no reading when nobody touched the
/// site. (Missed: a file edited to the same size while the build that wrote it was running,
/// before it wrote its state, or given back an older modification time, as `touch -d` or
/// `cp -p` can.)
pub(crate) fn damaged(
    out: &Path,
    state: &State,
    present: &BTreeMap<String, Listed>,
) -> BTreeSet<String> {
    use rayon::prelude::*;
    let since = std::fs::metadata(out.join(STATE_FILE))
        .and_then(|m| m.modified())
        .ok();
    let mut changed = BTreeSet::new();
    let mut to_read = Vec::new();
    for (f, listed) in present {
        // A file the state does not list is not one lawref wrote: the caller removes it.
        let Some(sum) = state.sums.get(f) else {
            continue;
        };
        if sum.size != listed.size {
            changed.insert(f.clone());
        } else if !matches!((listed.modified, since), (Some(m), Some(s)) if m < s) {
            to_read.push((f, *sum));
        }
    }
    let read: Vec<String> = to_read
        .into_par_iter()
        .filter(|(f, sum)| std::fs::read(out.join(f)).map_or(true, |b| FileSum::of(&b) != *sum))
        .map(|(f, _)| f.clone())
        .collect();
    changed.extend(read);
    changed
}

/// Writes the [`SITE_MARKER`] file into the new site folder `dir`.
pub(crate) fn mark(dir: &Path) -> Result<()> {
    let marker = dir.join(SITE_MARKER);
    std::fs::write(
        &marker,
        "A site built by lawref: `lawref build` rewrites this folder and removes what it did not write.\n",
    )
    .map_err(|e| Error::io(&marker, e))
}

/// Runs `write` on a new temporary folder beside `out` (same parent, named `.site-…`), then puts
/// that folder in the place of `out`. When `write` fails, or the folder cannot be moved into
/// place, the temporary folder is removed and `out` is left as it was.
///
/// # Errors
/// `write`'s error; [`Error::Io`] when the temporary folder cannot be made or moved;
/// [`Error::Usage`] when `out` is not something lawref may replace (see [`crate::build::build_site`]).
pub fn write_atomically<T>(out: &Path, write: impl FnOnce(&Path) -> Result<T>) -> Result<T> {
    let out = std::path::absolute(out).map_err(|e| Error::io(out, e))?;
    let parent = out.parent().ok_or_else(|| {
        Error::Usage(format!(
            "{} cannot hold a site (no parent folder)",
            out.display()
        ))
    })?;
    check_replaceable(&out)?;
    std::fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    let tmp = crate::util::fsio::marked_tempdir(parent, TEMP_PREFIX)?;
    let value = write(tmp.path())?;
    crate::util::fsio::swap_dir(tmp.path(), &out)?;
    // The temporary folder is `out` now: nothing left to remove, and no longer temporary.
    let (_, _lock) = tmp.keep();
    crate::util::fsio::unmark(&out);
    Ok(value)
}

/// The name a first build's temporary folder begins with (`.site-XXXXXX` beside the site).
const TEMP_PREFIX: &str = ".site-";

/// Removes what builds killed (`kill -9`, Ctrl-C) left beside the site folder `out`: their
/// temporary folders `.site-XXXXXX` and `.<out>.old-XXXXXX`, each only when it holds lawref's
/// marker and no running build holds its lock ([`crate::util::fsio::remove_leftovers`]). Returns the
/// folders removed. Costs one listing of `out`'s parent folder.
pub(crate) fn remove_leftovers(out: &Path) -> Vec<std::path::PathBuf> {
    let Ok(out) = std::path::absolute(out) else {
        return Vec::new();
    };
    let (Some(parent), Some(name)) = (out.parent(), out.file_name()) else {
        return Vec::new();
    };
    let aside = format!(".{}.old-", name.to_string_lossy());
    crate::util::fsio::remove_leftovers(parent, &[TEMP_PREFIX, &aside])
}

/// Whether `out` is something a build may replace: nothing yet, an empty folder, or a folder
/// lawref built ([`SITE_MARKER`] in it). `lawref serve` checks it too: it serves only a site
/// lawref built.
///
/// # Errors
/// [`Error::Usage`] naming `out` when it is a file or link, or a folder that is not empty and
/// has no [`SITE_MARKER`]; [`Error::Io`] when it cannot be listed.
pub(crate) fn check_replaceable(out: &Path) -> Result<()> {
    match std::fs::symlink_metadata(out) {
        Err(_) => Ok(()),
        Ok(m) if !m.is_dir() => Err(Error::Usage(format!(
            "{} exists and is not a folder; give --out a folder for the site",
            out.display()
        ))),
        Ok(_) => {
            let empty = std::fs::read_dir(out)
                .map_err(|e| Error::io(out, e))?
                .next()
                .is_none();
            if empty || out.join(SITE_MARKER).is_file() {
                Ok(())
            } else {
                Err(Error::Usage(format!(
                    "{} is a folder that lawref did not build (no {SITE_MARKER} in it); lawref will not replace it: give --out a new folder or one it built",
                    out.display()
                )))
            }
        }
    }
}

/// Writes `files` into the new folder `dir`, making folders as needed.
pub(crate) fn write_new(dir: &Path, files: &Files) -> Result<()> {
    for (rel, bytes) in files {
        let path = dir.join(rel);
        if let Some(p) = path.parent() {
            std::fs::create_dir_all(p).map_err(|e| Error::io(p, e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Error::io(&path, e))?;
    }
    Ok(())
}

/// A file of the site folder as listed: what [`damaged`] compares with the state.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Listed {
    /// Its length in bytes.
    size: u64,
    /// Its modification time, where the system gives one.
    modified: Option<std::time::SystemTime>,
}

/// Every file in the site folder `out` (site-relative, `/`-separated), but the marker and the
/// state, with its size and modification time (one `lstat` each). The top folders are listed in
/// parallel.
///
/// # Errors
/// [`Error::Io`] when the folder cannot be read; [`Error::Usage`] when it holds a symbolic link
/// (lawref writes none).
pub(crate) fn site_files(out: &Path) -> Result<BTreeMap<String, Listed>> {
    use rayon::prelude::*;
    let top: Vec<std::fs::DirEntry> = std::fs::read_dir(out)
        .and_then(|entries| entries.collect::<std::io::Result<Vec<_>>>())
        .map_err(|e| Error::io(out, e))?;
    let lists: Vec<Vec<(String, Listed)>> = top
        .par_iter()
        .map(|t| {
            let mut files = Vec::new();
            list_entry(out, t, &mut files)?;
            Ok(files)
        })
        .collect::<Result<_>>()?;
    Ok(lists
        .into_iter()
        .flatten()
        .filter(|(rel, _)| rel != SITE_MARKER && rel != STATE_FILE && rel != REFERENCES_FILE)
        .collect())
}

/// Adds the file `entry` of the site folder `out`, or every file under it, to `files`. Its type
/// comes with the folder's listing, its size and time from one `statx` beside it.
fn list_entry(
    out: &Path,
    entry: &std::fs::DirEntry,
    files: &mut Vec<(String, Listed)>,
) -> Result<()> {
    let path = entry.path();
    let kind = entry.file_type().map_err(|e| Error::io(&path, e))?;
    if kind.is_symlink() {
        return Err(Error::Usage(format!(
            "{} is a symbolic link, which lawref does not write",
            path.display()
        )));
    }
    if kind.is_dir() {
        for e in std::fs::read_dir(&path).map_err(|e| Error::io(&path, e))? {
            list_entry(out, &e.map_err(|e| Error::io(&path, e))?, files)?;
        }
        return Ok(());
    }
    let meta = entry.metadata().map_err(|e| Error::io(&path, e))?;
    files.push((
        crate::util::fsio::relative_slash(out, &path),
        Listed {
            size: meta.len(),
            modified: meta.modified().ok(),
        },
    ));
    Ok(())
}

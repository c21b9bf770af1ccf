//! How stages put finished output in place: a folder written whole beside its destination is
//! swapped in ([`swap_dir`]), so readers never see half an index or half a site, and a failed swap
//! leaves the previous folder where it was.
//!
//! Not for: deciding whether a destination may be replaced (the site's `.lawref-site` rule is
//! `render`'s), or writing single corpus files (`import` stages those).

use std::path::Path;

use crate::error::{Error, Result};

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
        let aside = tempfile::Builder::new()
            .prefix(&format!(".{name}.old-"))
            .tempdir_in(parent)
            .map_err(|e| Error::io(parent, e))?;
        std::fs::rename(out, aside.path().join(&name)).map_err(|e| Error::io(out, e))?;
        Some(aside)
    } else {
        None
    };
    if let Err(e) = std::fs::rename(new, out) {
        if let Some(aside) = aside {
            let kept = aside.path().join(&name);
            if std::fs::rename(&kept, out).is_err() {
                // Never delete the only copy of the old folder: keep it and say where it is.
                let kept = aside.keep().join(&name);
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

//! The import stage. (Being written.)

use std::path::{Path, PathBuf};

use crate::error::Result;
use crate::model::{Edition, Kind, Lang};

/// Metadata given on the command line, used where the text does not say it.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    /// `--law`
    pub law: Option<u8>,
    /// `--edition`
    pub edition: Option<Edition>,
    /// `--lang`
    pub lang: Option<Lang>,
    /// `--kind`
    pub kind: Option<Kind>,
}

/// Imports raw documents into the corpus at `root`.
pub fn import_files(_root: &Path, _files: &[PathBuf], _flags: &Flags) -> Result<Vec<String>> {
    Ok(vec![])
}

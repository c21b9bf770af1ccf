//! The render stage: corpus + links → the static website. (Being written.)

use std::path::Path;

use crate::error::{Error, Result};
use crate::model::Corpus;
use crate::xref::Links;

/// What a build wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteSummary {
    /// HTML pages written.
    pub pages: usize,
}

/// Writes the site for `corpus` into `out`, replacing it whole only when every page was written.
pub fn build_site(_corpus: &Corpus, _links: &Links, _out: &Path) -> Result<SiteSummary> {
    Err(Error::Usage("not built yet".into()))
}

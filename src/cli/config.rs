//! Where the corpus is when `--corpus` is not given: the `LAWREF_CORPUS` environment variable,
//! else the user's config file, else the current folder.
//!
//! The config file is TOML at `$XDG_CONFIG_HOME/lawref/config.toml` (else
//! `~/.config/lawref/config.toml`; the folder comes from the `etcetera` crate's XDG strategy, the
//! same on Linux and macOS):
//!
//! ```toml
//! corpus = "/home/td/laws"   # a relative path is read from the config file's folder
//! ```
//!
//! A config file that is not valid TOML, has a key other than `corpus`, or gives `corpus` as
//! anything but a string is an error at its file, line and column; a missing file is no error.
//! `LAWREF_CORPUS` set to the empty string counts as not set.
//!
//! Not for: any other setting (the file has one key today; unknown keys are refused so a typo
//! such as `corpos = …` is not silently ignored).

use std::path::{Path, PathBuf};

use crate::error::{Error, InputError, Result};

/// The environment variable that names the corpus folder.
pub(crate) const CORPUS_ENV: &str = "LAWREF_CORPUS";

/// Where the corpus was found, for messages: which of the four places gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CorpusFrom {
    /// `--corpus DIR`.
    Flag,
    /// `LAWREF_CORPUS`.
    Env,
    /// The config file at this path.
    Config(PathBuf),
    /// None of them: the current folder.
    CurrentFolder,
}

/// The config file's path: `<XDG config folder>/lawref/config.toml`, or `None` when the home
/// folder cannot be found (no `HOME`).
pub(crate) fn config_path() -> Option<PathBuf> {
    use etcetera::BaseStrategy;
    let base = etcetera::choose_base_strategy().ok()?;
    Some(base.config_dir().join("lawref").join("config.toml"))
}

/// The corpus folder, in this order: `flag` (`--corpus`), `LAWREF_CORPUS`, the config file's
/// `corpus`, the current folder (`.`); and which of them gave it.
///
/// # Errors
/// [`Error::Input`] for a config file that cannot be read as one (not a regular file, over the
/// size limit, not UTF-8, not TOML, an unknown key, `corpus` not a string), at its line and
/// column; [`Error::Io`] when it exists but cannot be read.
pub fn corpus(flag: Option<PathBuf>) -> Result<(PathBuf, CorpusFrom)> {
    if let Some(dir) = flag {
        return Ok((dir, CorpusFrom::Flag));
    }
    if let Some(v) = std::env::var_os(CORPUS_ENV).filter(|v| !v.is_empty()) {
        return Ok((PathBuf::from(v), CorpusFrom::Env));
    }
    if let Some(path) = config_path()
        && let Some(dir) = read_config(&path)?
    {
        return Ok((dir, CorpusFrom::Config(path)));
    }
    Ok((PathBuf::from("."), CorpusFrom::CurrentFolder))
}

/// What a config file says, as read: only `corpus`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    corpus: Option<String>,
}

/// The `corpus` of the config file at `path` (a relative one joined to the file's folder), or
/// `None` when there is no such file or it gives none.
///
/// # Errors
/// As [`corpus`].
pub(crate) fn read_config(path: &Path) -> Result<Option<PathBuf>> {
    let shown = path.display().to_string();
    let bytes = match crate::util::fsio::read_regular(path) {
        Ok(b) => b,
        Err(crate::util::fsio::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(None);
        }
        Err(e) => return Err(e.into_error(&shown, path)),
    };
    let text = crate::error::utf8(&shown, &bytes).map_err(Error::Input)?;
    let parsed = parse_config(&shown, text)?;
    Ok(parsed.map(|c| {
        let c = PathBuf::from(c);
        if c.is_relative() {
            path.parent().map_or(c.clone(), |p| p.join(&c))
        } else {
            c
        }
    }))
}

/// The `corpus` value of a config file's text, as written (`name` is the file, for errors).
///
/// # Errors
/// [`Error::Input`] at the line and column of the fault.
pub(crate) fn parse_config(name: &str, text: &str) -> Result<Option<String>> {
    match toml::from_str::<ConfigFile>(text) {
        Ok(c) => Ok(c.corpus),
        Err(e) => {
            let (line, column) = e
                .span()
                .map_or((1, 1), |s| line_column(text, s.start.min(text.len())));
            Err(Error::Input(Box::new(
                InputError::at(name, text, line, column, e.message().to_string())
                    .with_help("the config file takes one key: corpus = \"/path/to/corpus\""),
            )))
        }
    }
}

/// The 1-based line and column (in characters) of byte `offset` of `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset;
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_config_is_an_error_at_its_line_and_column() {
        let e = parse_config("config.toml", "# mine\ncorpus = 12\n").unwrap_err();
        assert!(
            e.to_string().starts_with("config.toml:2:10: invalid type"),
            "{e}"
        );
        let e = parse_config("config.toml", "\n\ncorpos = \"/x\"\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("config.toml:3:1: unknown field `corpos`"),
            "{e}"
        );
        let e = parse_config("config.toml", "corpus = \"/x\n").unwrap_err();
        assert!(e.to_string().starts_with("config.toml:1:"), "{e}");
        assert_eq!(
            parse_config("c", "corpus = \"/srv/laws\"\n")
                .unwrap()
                .as_deref(),
            Some("/srv/laws")
        );
        assert_eq!(parse_config("c", "").unwrap(), None);
    }
}

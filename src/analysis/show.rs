//! `lawref show 68B2`: one clause and its sub-clauses, in each language asked, for the terminal
//! (or as JSON).
//!
//! Fast on a large corpus because it does not load it: it reads the edition manifests
//! (`laws/*.yaml`), lists the language folders under `translations/`, and reads and parses only
//! the documents that can hold the clause, `translations/<lang>/<edition>/<NN>.md`, whose paths
//! follow from the edition, language and law ([`crate::corpus::load::document_path`]). Each is checked
//! and parsed as `load` does ([`crate::corpus::load::load_document`]), so a bad file is the same error.
//!
//! Not for: references (`lawref refs`) or the parallel view of a whole law (the site).

use std::path::Path;

use serde::Serialize;

use crate::corpus::model::{
    Clause, ClauseId, Edition, EditionManifest, FrontMatter, Inline, Kind, Lang, Paragraph,
};
use crate::error::{Error, Result};

/// What to show: a clause, and optionally one edition and some languages.
#[derive(Debug, Clone)]
pub struct Request {
    /// The clause, in citation form `68B2`; a whole law (`68`) shows every clause of it.
    pub clause: ClauseId,
    /// The edition; `None`: the newest edition that has the clause in every language asked
    /// (in any language when none is asked).
    pub edition: Option<Edition>,
    /// The languages, in the order to show them; empty: every language whose text of the law in
    /// the edition has the clause, in code order.
    pub langs: Vec<Lang>,
}

/// A clause as shown: in one edition, in each language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shown {
    /// The clause asked for, citation form (`68B2`).
    pub clause: String,
    /// The edition shown.
    pub edition: Edition,
    /// One entry per language, in the order asked (code order by default).
    pub texts: Vec<ShownText>,
}

/// The clause in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownText {
    /// The language.
    pub lang: Lang,
    /// The document's corpus-relative path, `translations/pl/2007/68.md`.
    pub path: String,
    /// The law's title as the document gives it (else as the manifest does), if any.
    pub law_title: Option<String>,
    /// The clause and its sub-clauses, depth first, in document order.
    pub clauses: Vec<ShownClause>,
    /// Footnotes whose marks the shown paragraphs use: (mark, text).
    pub footnotes: Vec<(String, String)>,
}

/// One clause of a [`ShownText`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownClause {
    /// Citation form, `68D2(b)(i)`.
    pub id: String,
    /// Levels below the clause asked for: 0 for it, 1 for its children …
    pub depth: usize,
    /// A section's title, if it has one.
    pub title: Option<String>,
    /// 1-based line of the clause in the document.
    pub line: usize,
    /// Its paragraphs as plain text (footnote marks as written), its own then those after its
    /// sub-clauses.
    pub paragraphs: Vec<String>,
}

/// Finds the clause of `req` in the corpus at `root`, reading only the manifests and the texts
/// of its law.
///
/// # Errors
/// [`Error::Usage`] when the edition or a language is not in the corpus (the message lists
/// those it has), when a language asked has no text of the law in the edition, when a language
/// asked has the text but not the clause, or when no text has the clause (in the edition given,
/// or in any edition); the errors of [`crate::corpus::load::load_document`] for a bad document;
/// [`Error::Input`] for a text that is not a regular file (a FIFO, a device), is over the size
/// limit, or is a symbolic link leading out of the corpus ([`crate::util::fsio::Boundary::read`]);
/// [`Error::Io`] when a file cannot be read.
pub fn show(root: &Path, req: &Request) -> Result<Shown> {
    let editions = crate::corpus::load::load_manifests(root)?;
    let boundary = crate::util::fsio::Boundary::of(root)?;
    if let Some(e) = &req.edition {
        let have: Vec<&str> = editions.iter().map(|m| m.edition.0.as_str()).collect();
        known_edition(&have, "--edition", &e.0)?;
    }
    let corpus_langs = langs(root)?;
    for l in &req.langs {
        known_lang(&corpus_langs, "--lang", &l.0, "document")?;
    }
    let law = req.clause.law;
    let id = req.clause;
    let asked: Vec<Lang> = if req.langs.is_empty() {
        corpus_langs.clone()
    } else {
        req.langs.clone()
    };
    let candidates: Vec<&EditionManifest> = match &req.edition {
        Some(e) => editions.iter().filter(|m| &m.edition == e).collect(),
        None => editions.iter().rev().collect(),
    };
    // Without --edition: the first (newest) edition where a language asked lacks it, for the
    // error when no edition has it in every language asked.
    let mut partial: Option<String> = None;
    for manifest in &candidates {
        let mut texts = Vec::new();
        for lang in &asked {
            let meta = FrontMatter {
                law,
                edition: manifest.edition.clone(),
                lang: lang.clone(),
                kind: Kind::Text,
                title: None,
                source: String::new(),
                source_sha256: None,
                letters: None,
                source_title: None,
                source_url: None,
            };
            let rel = crate::corpus::load::document_path(&meta);
            let path = root.join(&rel);
            // Read as load reads it: a regular file inside the corpus, within the size limit
            // (a FIFO named 71.md would block, a link to /dev/zero fill memory).
            let text = match boundary.read(&path) {
                Ok(bytes) => crate::error::utf8(&rel, &bytes)
                    .map_err(Error::Input)?
                    .to_string(),
                Err(crate::util::fsio::ReadError::Io(e))
                    if e.kind() == std::io::ErrorKind::NotFound =>
                {
                    if !req.langs.is_empty() && req.edition.is_some() {
                        return Err(Error::Usage(format!(
                            "--lang {lang}: the corpus has no {lang} text of Law {law} in edition {}",
                            manifest.edition
                        )));
                    }
                    continue;
                }
                Err(e) => return Err(e.into_error(&rel, &path)),
            };
            let doc =
                crate::corpus::load::load_document(&rel, &text, &editions).map_err(Error::Input)?;
            let Some(body) = doc.law_text() else {
                continue;
            };
            let found = if id.level() == crate::corpus::model::Level::Law {
                None
            } else {
                body.find(&id)
            };
            let mut clauses = Vec::new();
            let mut used_marks = Vec::new();
            match found {
                Some(c) => collect(c, 0, &mut clauses, &mut used_marks),
                None if id.level() == crate::corpus::model::Level::Law => {
                    clauses.push(ShownClause {
                        id: id.to_string(),
                        depth: 0,
                        title: None,
                        line: body
                            .preamble
                            .first()
                            .map_or_else(|| body.clauses.first().map_or(1, |c| c.line), |p| p.line),
                        paragraphs: paragraphs(&body.preamble, &mut used_marks),
                    });
                    for c in &body.clauses {
                        collect(c, 1, &mut clauses, &mut used_marks);
                    }
                    if !body.closing.is_empty() {
                        let closing = paragraphs(&body.closing, &mut used_marks);
                        clauses[0].paragraphs.extend(closing);
                    }
                }
                None => {
                    if !req.langs.is_empty() && req.edition.is_some() {
                        return Err(Error::Usage(format!(
                            "{id}: the {lang} text of Law {law} in edition {} has no such clause ({rel})",
                            manifest.edition
                        )));
                    }
                    continue;
                }
            }
            let footnotes = body
                .footnotes
                .iter()
                .filter(|f| used_marks.contains(&f.mark))
                .map(|f| {
                    let t: Vec<String> = f.paragraphs.iter().map(Paragraph::plain_text).collect();
                    (f.mark.clone(), t.join(" "))
                })
                .collect();
            let law_title = doc
                .meta
                .title
                .clone()
                .or_else(|| manifest.title(law, lang).map(str::to_string));
            texts.push(ShownText {
                lang: lang.clone(),
                path: rel,
                law_title,
                clauses,
                footnotes,
            });
        }
        if texts.is_empty() {
            continue;
        }
        // Languages asked: the newest edition where every one has it; else say which lacks it.
        if !req.langs.is_empty() && texts.len() < req.langs.len() {
            if partial.is_none() {
                let missing: Vec<&str> = req
                    .langs
                    .iter()
                    .filter(|l| !texts.iter().any(|t| &t.lang == *l))
                    .map(|l| l.0.as_str())
                    .collect();
                partial = Some(format!(
                    "{id}: edition {} has it, but not in {} (no text of Law {law}, or no such clause in it)",
                    manifest.edition,
                    missing.join(", ")
                ));
            }
            continue;
        }
        return Ok(Shown {
            clause: id.to_string(),
            edition: manifest.edition.clone(),
            texts,
        });
    }
    if let Some(msg) = partial {
        return Err(Error::Usage(msg));
    }
    let where_ = match &req.edition {
        Some(e) => format!("in edition {e}"),
        None => "in any edition".to_string(),
    };
    let langs = if req.langs.is_empty() {
        String::new()
    } else {
        let l: Vec<&str> = req.langs.iter().map(|l| l.0.as_str()).collect();
        format!(" in {}", l.join(", "))
    };
    Err(Error::Usage(format!(
        "{id}: no text of Law {law}{langs} has this clause {where_}"
    )))
}

fn collect(c: &Clause, depth: usize, out: &mut Vec<ShownClause>, marks: &mut Vec<String>) {
    let mut paras = paragraphs(&c.paragraphs, marks);
    let after = paragraphs(&c.after, marks);
    out.push(ShownClause {
        id: c.id.to_string(),
        depth,
        title: c.title.clone(),
        line: c.line,
        paragraphs: Vec::new(),
    });
    let me = out.len() - 1;
    for ch in &c.children {
        collect(ch, depth + 1, out, marks);
    }
    paras.extend(after);
    out[me].paragraphs = paras;
}

fn paragraphs(ps: &[Paragraph], marks: &mut Vec<String>) -> Vec<String> {
    for p in ps {
        for i in &p.inlines {
            if let Inline::NoteRef(m) = i
                && !marks.contains(m)
            {
                marks.push(m.clone());
            }
        }
    }
    ps.iter().map(Paragraph::plain_text).collect()
}

/// The languages of the corpus: the folders under `translations/` named by a language code (two
/// or three lower-case letters), sorted.
///
/// # Errors
/// [`Error::Io`] when `translations/` exists but cannot be listed.
pub fn langs(root: &Path) -> Result<Vec<Lang>> {
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
        if (2..=3).contains(&name.len())
            && name.chars().all(|c| c.is_ascii_lowercase())
            && e.path().is_dir()
        {
            out.push(Lang(name));
        }
    }
    out.sort();
    Ok(out)
}

/// `Ok` when `editions` has edition `e`; else the usage error for `flag`, listing the editions
/// there are (`--from 2011: the corpus has no such edition (it has: 2007, 2017)`).
///
/// # Errors
/// That usage error.
pub fn known_edition(editions: &[&str], flag: &str, e: &str) -> Result<()> {
    if editions.contains(&e) {
        return Ok(());
    }
    Err(Error::Usage(format!(
        "{flag} {e}: the corpus has no such edition (it has: {})",
        editions.join(", ")
    )))
}

/// `Ok` when `l` is one of `langs` (the corpus's languages, sorted); else the usage error for
/// `flag`, saying the corpus has no `what` ("text", "document") in it and listing `langs`.
///
/// # Errors
/// That usage error.
pub fn known_lang(langs: &[Lang], flag: &str, l: &str, what: &str) -> Result<()> {
    if langs.iter().any(|c| c.0 == l) {
        return Ok(());
    }
    let have: Vec<&str> = langs.iter().map(|l| l.0.as_str()).collect();
    Err(Error::Usage(format!(
        "{flag} {l}: the corpus has no {what} in it (it has: {})",
        have.join(", ")
    )))
}

/// The terminal form: a heading per language (language, law title, file and line), then each clause's
/// id (and title) and its paragraphs, indented by depth; footnotes used last.
pub fn format(s: &Shown) -> String {
    let mut out = format!("{} ({})\n", s.clause, s.edition);
    for t in &s.texts {
        out.push('\n');
        let line = t.clauses.first().map_or(1, |c| c.line);
        out.push_str(&format!(
            "{}: {} ({}:{line})\n",
            t.lang,
            t.law_title.as_deref().unwrap_or("-"),
            t.path
        ));
        for c in &t.clauses {
            let pad = "  ".repeat(c.depth);
            match &c.title {
                Some(title) => out.push_str(&format!("{pad}{} {title}\n", c.id)),
                None => out.push_str(&format!("{pad}{}\n", c.id)),
            }
            for p in &c.paragraphs {
                out.push_str(&format!("{pad}  {p}\n"));
            }
        }
        for (mark, text) in &t.footnotes {
            out.push_str(&format!("  [{mark}] {text}\n"));
        }
    }
    out
}

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
    /// The edition; `None`: the newest edition that has the clause in any language asked (in
    /// any language when none is asked).
    pub edition: Option<Edition>,
    /// The languages, in the order to show them; empty: every language whose text of the law in
    /// the edition has the clause, in code order.
    pub langs: Vec<Lang>,
    /// A language asked that lacks the clause in the edition shows it from its newest other
    /// edition that has it ([`ShownText::edition`] says which), instead of being listed in
    /// [`Shown::lacking`]. Off: no text of another edition is ever shown.
    pub any_edition: bool,
    /// Show the notes on the clause ([`Shown::notes`]); off: none (`--notes none`).
    pub notes: bool,
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
    /// The languages asked whose text of the edition lacks the clause (never with
    /// [`Request::any_edition`] when another edition has it), in the order asked.
    pub lacking: Vec<Lacking>,
    /// The notes on the clause, the clauses it stands in and those in it, for the edition shown:
    /// the annotations files' interpretations, commentary and notes, and the manifest's errata
    /// of the languages shown ([`Request::notes`]); in clause order, then file order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<ShownNote>,
    /// For a law the corpus has no text of in any language or edition, but notes on (an
    /// authority's regulation on Law 16): what `show` says of it ([`no_text_of_law`]'s
    /// sentence); the notes follow. `None` when texts are shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub absent: Option<String>,
}

/// A note on a shown clause, as the law page shows it: an interpretation (the WBF Laws
/// Committee's), an erratum (the manifest's `errata`), commentary or a plain note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownNote {
    /// The clause it is about, citation form (`68B`).
    pub clause: String,
    /// `interpretation`, `erratum`, `regulation`, `commentary` or `note`.
    pub kind: String,
    /// The language it is written in (an erratum: the text's it corrects).
    pub lang: Lang,
    /// Who stands behind it (`WBF Laws Committee`).
    pub authority: Option<String>,
    /// When it was made, ISO 8601 (`2001-10-28`).
    pub date: Option<String>,
    /// Where in its source it comes from (`WBFLC minutes 2001-10-28, item 10`).
    pub reference: Option<String>,
    /// Where a regulation is in force (`Poland`); `None` for other kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jurisdiction: Option<String>,
    /// Its text: a note's Markdown as written; an erratum's `printed „…”, corrected to „…”`.
    pub text: String,
    /// Where it is kept: `translations/annotations/interpretations.yaml:4`, `laws/2017.yaml:80`.
    pub at: String,
}

/// A language asked that has no text of the clause in the edition shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Lacking {
    /// The language.
    pub lang: Lang,
    /// `true`: the language has no text of the law in the edition; `false`: it has the law's
    /// text, without the clause.
    pub no_text: bool,
    /// The other editions whose text in the language has the clause, newest first.
    pub editions: Vec<Edition>,
}

/// The clause in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownText {
    /// The language.
    pub lang: Lang,
    /// The edition of this text: [`Shown::edition`], or another with [`Request::any_edition`].
    pub edition: Edition,
    /// The document's corpus-relative path, `translations/pl/2007/68.md`.
    pub path: String,
    /// The law's title as the document gives it (else as the manifest does), if any.
    pub law_title: Option<String>,
    /// The titled sections the clause stands in, outermost first (`68B` "Definicja zrzeczenia"
    /// for `68B2`); empty for a law or a section itself.
    pub sections: Vec<ShownSection>,
    /// The clause and its sub-clauses, depth first, in document order.
    pub clauses: Vec<ShownClause>,
    /// Footnotes whose marks the shown paragraphs use: (mark, text).
    pub footnotes: Vec<(String, String)>,
}

/// A titled clause that the clause shown stands in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownSection {
    /// Citation form, `68B`.
    pub id: String,
    /// Its title as the text gives it.
    pub title: String,
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

/// What one language's text of the law in one edition holds of the clause.
enum Found {
    Text(ShownText),
    /// No text of the law in the edition and language.
    NoText,
    /// The text (this corpus path) has no such clause.
    NoClause(String),
}

/// Finds the clause of `req` in the corpus at `root`, reading only the manifests and the texts
/// of its law.
///
/// # Errors
/// [`Error::Usage`] when the edition or a language is not in the corpus (the message lists
/// those it has); when no language asked has the clause in the edition given (the first
/// language's reason: no text of the law, or no such clause in it); when no text has the
/// clause (in the edition given, or in any edition); the errors of
/// [`crate::corpus::load::load_document`] for a bad document; [`Error::Input`] for a text that is not a
/// regular file (a FIFO, a device), is over the size limit, or is a symbolic link leading out of
/// the corpus ([`crate::util::fsio::Boundary::read`]); [`Error::Io`] when a file cannot be read.
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
    let read = |manifest: &EditionManifest, lang: &Lang| {
        read_clause(root, &boundary, &editions, manifest, lang, &id)
    };
    // Whether any text of the law was found (with or without the clause).
    let mut any_text = false;
    for manifest in &candidates {
        let mut found: Vec<ShownText> = Vec::new();
        let mut missing: Vec<(&Lang, Found)> = Vec::new();
        for lang in &asked {
            match read(manifest, lang)? {
                Found::Text(t) => found.push(t),
                other => missing.push((lang, other)),
            }
        }
        any_text |=
            !found.is_empty() || missing.iter().any(|(_, w)| matches!(w, Found::NoClause(_)));
        if found.is_empty() {
            // Languages asked in an edition asked: the first one's reason.
            if !req.langs.is_empty()
                && req.edition.is_some()
                && let Some((lang, why)) = missing.into_iter().next()
            {
                let e = &manifest.edition;
                return Err(Error::Usage(match why {
                    Found::NoClause(rel) => format!(
                        "{id}: the {lang} text of Law {law} in edition {e} has no such clause ({rel})"
                    ),
                    _ => format!(
                        "--lang {lang}: the corpus has no {lang} text of Law {law} in edition {e}"
                    ),
                }));
            }
            continue;
        }
        // Languages asked that lack it here: said so, or (asked for) shown from another edition.
        let mut lacking = Vec::new();
        if !req.langs.is_empty() {
            for (lang, why) in missing {
                let mut elsewhere = Vec::new();
                for other in editions.iter().rev() {
                    if other.edition == manifest.edition {
                        continue;
                    }
                    if let Found::Text(t) = read(other, lang)? {
                        elsewhere.push(other.edition.clone());
                        if req.any_edition {
                            found.push(t);
                            break;
                        }
                    }
                }
                if req.any_edition && !elsewhere.is_empty() {
                    continue;
                }
                lacking.push(Lacking {
                    lang: lang.clone(),
                    no_text: matches!(why, Found::NoText),
                    editions: elsewhere,
                });
            }
            // In the order asked.
            found.sort_by_key(|t| asked.iter().position(|l| l == &t.lang));
        }
        let notes = if req.notes {
            let langs: Vec<&Lang> = found.iter().map(|t| &t.lang).collect();
            notes_on(root, &boundary, &editions, manifest, &id, &langs)?
        } else {
            Vec::new()
        };
        return Ok(Shown {
            clause: id.to_string(),
            edition: manifest.edition.clone(),
            texts: found,
            lacking,
            notes,
            absent: None,
        });
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
    if !any_text && req.langs.is_empty() && req.edition.is_none() {
        let absent = no_text_of_law(root, &editions, &corpus_langs, law)?;
        if req.notes {
            return notes_without_text(root, &boundary, &editions, &candidates, &id, absent);
        }
        return Err(Error::Usage(absent));
    }
    Err(Error::Usage(format!(
        "{id}: no text of Law {law}{langs} has this clause {where_}"
    )))
}

/// A law the corpus has no text of, with the notes on clause `id` (a regulation on a law whose
/// text is not here), from the newest of `candidates` that has some: shown under `absent`, the
/// sentence that says the text is not here.
///
/// # Errors
/// [`Error::Usage`] with `absent` when no edition has a note on it; else as [`notes_on`].
fn notes_without_text(
    root: &Path,
    boundary: &crate::util::fsio::Boundary,
    editions: &[EditionManifest],
    candidates: &[&EditionManifest],
    id: &ClauseId,
    absent: String,
) -> Result<Shown> {
    for manifest in candidates {
        let notes = notes_on(root, boundary, editions, manifest, id, &[])?;
        if !notes.is_empty() {
            return Ok(Shown {
                clause: id.to_string(),
                edition: manifest.edition.clone(),
                texts: Vec::new(),
                lacking: Vec::new(),
                notes,
                absent: Some(absent),
            });
        }
    }
    Err(Error::Usage(absent))
}

/// Whether a note on clause `a` belongs with clause `b` shown: the same clause, one it stands in
/// (a note on 68B with 68B2), or one in it (a note on 68B2 with Law 68).
fn related(a: &ClauseId, b: &ClauseId) -> bool {
    a.ancestry().any(|x| x == *b) || b.ancestry().any(|x| x == *a)
}

/// The notes on clause `id` (and the clauses it stands in, and those in it) for the edition of
/// `manifest`: the annotations files' notes of that edition (`translations/annotations/*.yaml`,
/// read as load reads them, without the corpus's texts), then the manifest's errata of the
/// languages `langs` shown; in clause order, each source's own order kept.
///
/// # Errors
/// An annotations file that does not load: its errors at their places; [`Error::Input`] for a
/// file that is not regular, too large, or a link leading out of the corpus.
fn notes_on(
    root: &Path,
    boundary: &crate::util::fsio::Boundary,
    editions: &[EditionManifest],
    manifest: &EditionManifest,
    id: &ClauseId,
    langs: &[&Lang],
) -> Result<Vec<ShownNote>> {
    let mut out: Vec<(ClauseId, ShownNote)> = Vec::new();
    let dir = root.join("translations").join("annotations");
    let mut files: Vec<std::path::PathBuf> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(std::result::Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
            .filter(|p| {
                !p.file_name()
                    .is_some_and(crate::corpus::load::is_working_file)
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    files.sort();
    for f in files {
        let rel = crate::util::fsio::relative_slash(root, &f);
        let bytes = boundary.read(&f).map_err(|e| e.into_error(&rel, &f))?;
        let text = String::from_utf8_lossy(&bytes);
        let notes = crate::corpus::load::annotations::parse_annotations(&rel, &text, editions, &[])
            .map_err(Error::from_many)?;
        for n in notes {
            if n.editions.contains(&manifest.edition) && related(&n.clause, id) {
                out.push((
                    n.clause,
                    ShownNote {
                        clause: n.clause.to_string(),
                        kind: n.kind.as_str().to_string(),
                        lang: n.lang,
                        authority: n.authority,
                        date: n.date,
                        reference: n.reference,
                        jurisdiction: n.jurisdiction,
                        text: n.text.trim_end().to_string(),
                        at: format!("{}:{}", n.file, n.line),
                    },
                ));
            }
        }
    }
    for e in &manifest.errata {
        let Ok(clause) = e.clause.parse::<ClauseId>() else {
            continue;
        };
        if related(&clause, id) && langs.contains(&&e.lang) {
            out.push((
                clause,
                ShownNote {
                    clause: e.clause.clone(),
                    kind: "erratum".into(),
                    lang: e.lang.clone(),
                    authority: Some(e.authority.clone()),
                    date: Some(e.date.clone()),
                    reference: e.reference.clone(),
                    jurisdiction: None,
                    text: format!("printed „{}”, corrected to „{}”", e.before, e.after),
                    at: format!("laws/{}.yaml:{}", manifest.edition, e.line),
                },
            ));
        }
    }
    out.sort_by_key(|(c, _)| *c);
    Ok(out.into_iter().map(|(_, n)| n).collect())
}

/// What `show` says of a law the corpus has no text of, in any language or edition: the law and
/// its title (the newest manifest's, in English where it has one), and the laws the corpus has
/// texts of (`Law 61 (Correction of a Revoke): the corpus has no text of this law in any
/// language or edition; it has texts of Laws 68 and 70 (lawref coverage lists them by language
/// and edition)`).
///
/// # Errors
/// [`Error::Io`] when a language's folder cannot be listed.
fn no_text_of_law(
    root: &Path,
    editions: &[EditionManifest],
    langs: &[Lang],
    law: u8,
) -> Result<String> {
    let title = editions
        .iter()
        .rev()
        .filter_map(|m| m.laws.iter().find(|l| l.number == law))
        .find_map(|l| {
            l.titles
                .get(&Lang("en".into()))
                .or_else(|| l.titles.values().next())
                .cloned()
        });
    let mut have = std::collections::BTreeSet::new();
    for lang in langs {
        for m in editions {
            let dir = root.join("translations").join(&lang.0).join(&m.edition.0);
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries {
                let e = e.map_err(|e| Error::io(&dir, e))?;
                let name = e.file_name();
                if let Some(n) = name
                    .to_str()
                    .and_then(|n| n.strip_suffix(".md"))
                    .and_then(|n| n.parse::<u8>().ok())
                {
                    have.insert(n);
                }
            }
        }
    }
    let have: Vec<String> = have.iter().map(ToString::to_string).collect();
    let has = match have.as_slice() {
        [] => "it has no law's text yet".to_string(),
        [one] => format!("it has the text of Law {one}"),
        [init @ .., last] => format!("it has texts of Laws {} and {last}", init.join(", ")),
    };
    Ok(format!(
        "Law {law}{}: the corpus has no text of this law in any language or edition; {has} (lawref coverage lists them by language and edition)",
        title.map(|t| format!(" ({t})")).unwrap_or_default()
    ))
}

/// The clause `id` in the `lang` text of its law in the edition of `manifest`, read as load
/// reads it.
fn read_clause(
    root: &Path,
    boundary: &crate::util::fsio::Boundary,
    editions: &[EditionManifest],
    manifest: &EditionManifest,
    lang: &Lang,
    id: &ClauseId,
) -> Result<Found> {
    let law = id.law;
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
        doubts: Vec::new(),
    };
    let rel = crate::corpus::load::document_path(&meta);
    let path = root.join(&rel);
    // Read as load reads it: a regular file inside the corpus, within the size limit (a FIFO
    // named 71.md would block, a link to /dev/zero fill memory).
    let text = match boundary.read(&path) {
        Ok(bytes) => crate::error::utf8(&rel, &bytes)
            .map_err(Error::Input)?
            .to_string(),
        Err(crate::util::fsio::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Found::NoText);
        }
        Err(e) => return Err(e.into_error(&rel, &path)),
    };
    let doc = crate::corpus::load::load_document(&rel, &text, editions).map_err(Error::Input)?;
    let Some(body) = doc.law_text() else {
        return Ok(Found::NoText);
    };
    let mut clauses = Vec::new();
    let mut used_marks = Vec::new();
    let mut sections = Vec::new();
    if id.level() == crate::corpus::model::Level::Law {
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
    } else {
        // Down the tree as `LawText::find` goes, keeping the titled clauses passed.
        let mut level = &body.clauses;
        let found = loop {
            let Some(c) = level.iter().find(|c| id.ancestry().any(|a| a == c.id)) else {
                break None;
            };
            if c.id == *id {
                break Some(c);
            }
            if let Some(t) = &c.title {
                sections.push(ShownSection {
                    id: c.id.to_string(),
                    title: t.clone(),
                });
            }
            level = &c.children;
        };
        match found {
            Some(c) => collect(c, 0, &mut clauses, &mut used_marks),
            None => return Ok(Found::NoClause(rel)),
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
    Ok(Found::Text(ShownText {
        lang: lang.clone(),
        edition: manifest.edition.clone(),
        path: rel,
        law_title,
        sections,
        clauses,
        footnotes,
    }))
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
    Ok(crate::corpus::load::lang_folders(root)?
        .into_iter()
        .map(Lang)
        .collect())
}

/// `Ok` when `editions` has edition `e`; else the usage error for `flag`, listing the editions
/// there are (`--from 2011: the corpus has no such edition (it has: 2007, 2017)`).
///
/// # Errors
/// That usage error.
pub(crate) fn known_edition(editions: &[&str], flag: &str, e: &str) -> Result<()> {
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
pub(crate) fn known_lang(langs: &[Lang], flag: &str, l: &str, what: &str) -> Result<()> {
    if langs.iter().any(|c| c.0 == l) {
        return Ok(());
    }
    let have: Vec<&str> = langs.iter().map(|l| l.0.as_str()).collect();
    Err(Error::Usage(format!(
        "{flag} {l}: the corpus has no {what} in it (it has: {})",
        have.join(", ")
    )))
}

/// The terminal form, paragraphs wrapped to `width` columns (display width, at least 20): a
/// heading per language (language, the text's edition when it is not the one shown, law title,
/// file and line), the titled sections the clause stands in, then each clause's id (and title)
/// and its paragraphs, indented by depth; footnotes used last. A language asked that lacks the
/// clause gets a line saying so and where it is instead:
///
/// ```text
/// 68B2 (2017)
///
/// pl: Deklaracja lub zrzeczenie się lew (translations/pl/2017/68.md:21)
/// 68B Definicja zrzeczenia
///   68B2
///     Niezależnie od punktu B1, jeżeli obrońca próbuje zrzec się jednej lub więcej …
///
/// nl: no nl text of Law 68 in edition 2017 (68B2 is in 2007: --edition 2007, or --any-edition)
/// ```
pub fn format(s: &Shown, width: usize) -> String {
    let width = width.max(20);
    let wrap = |out: &mut String, text: &str, first: &str, rest: &str| {
        wrap_into(out, text, first, rest, width);
    };
    let mut out = format!("{} ({})\n", s.clause, s.edition);
    if let Some(a) = &s.absent {
        out.push('\n');
        wrap(&mut out, a, "", "  ");
    }
    for t in &s.texts {
        out.push('\n');
        let line = t.clauses.first().map_or(1, |c| c.line);
        let edition = if t.edition == s.edition {
            String::new()
        } else {
            format!(" ({})", t.edition)
        };
        out.push_str(&format!(
            "{}{edition}: {} ({}:{line})\n",
            t.lang,
            t.law_title.as_deref().unwrap_or("-"),
            t.path
        ));
        for (n, sec) in t.sections.iter().enumerate() {
            let pad = "  ".repeat(n);
            wrap(
                &mut out,
                &format!("{} {}", sec.id, sec.title),
                &pad,
                &format!("{pad}  "),
            );
        }
        let shift = t.sections.len();
        for c in &t.clauses {
            let pad = "  ".repeat(c.depth + shift);
            let body = format!("{pad}  ");
            match &c.title {
                Some(title) => wrap(&mut out, &format!("{} {title}", c.id), &pad, &body),
                None => out.push_str(&format!("{pad}{}\n", c.id)),
            }
            for p in &c.paragraphs {
                wrap(&mut out, p, &body, &body);
            }
        }
        for (mark, text) in &t.footnotes {
            let first = format!("  [{mark}] ");
            let rest = " ".repeat(first.chars().count());
            wrap(&mut out, text, &first, &rest);
        }
    }
    for l in &s.lacking {
        out.push('\n');
        let law = s
            .clause
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap_or("");
        let what = if l.no_text {
            format!("no {} text of Law {law} in edition {}", l.lang, s.edition)
        } else {
            format!(
                "the {} text of Law {law} in edition {} has no {}",
                l.lang, s.edition, s.clause
            )
        };
        let instead = match l.editions.first() {
            Some(e) => {
                let all: Vec<&str> = l.editions.iter().map(|e| e.0.as_str()).collect();
                format!(
                    "{} is in {}: --edition {e}, or --any-edition",
                    s.clause,
                    all.join(", ")
                )
            }
            None => format!("nor has any other edition's {} text", l.lang),
        };
        out.push_str(&format!("{}: {what} ({instead})\n", l.lang));
    }
    format_notes(&mut out, &s.notes, width);
    out
}

/// `text` wrapped to `width` columns (words not broken), its first line after `first`, the
/// others after `rest`, each line ended, onto `out`.
fn wrap_into(out: &mut String, text: &str, first: &str, rest: &str, width: usize) {
    let opts = textwrap::Options::new(width)
        .initial_indent(first)
        .subsequent_indent(rest)
        .break_words(false);
    for line in textwrap::wrap(text, opts) {
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

/// The notes under a shown clause: `notes:`, then each note's clause, language, kind, place,
/// authority and date (and reference) on a line, wrapped to `width`, its text indented.
fn format_notes(out: &mut String, notes: &[ShownNote], width: usize) {
    let wrap = |out: &mut String, text: &str, first: &str, rest: &str| {
        wrap_into(out, text, first, rest, width);
    };
    if !notes.is_empty() {
        out.push_str("\nnotes:\n");
    }
    for n in notes {
        let mut by: Vec<&str> = Vec::new();
        by.extend(n.jurisdiction.as_deref());
        by.extend(n.authority.as_deref());
        by.extend(n.date.as_deref());
        let by = if by.is_empty() {
            String::new()
        } else {
            format!(" · {}", by.join(", "))
        };
        let reference = n
            .reference
            .as_deref()
            .map(|r| format!(" ({r})"))
            .unwrap_or_default();
        // Dates and references are not broken at their hyphens.
        let opts = textwrap::Options::new(width)
            .subsequent_indent("    ")
            .break_words(false)
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        let head = format!("{} ({}) {}{by}{reference}", n.clause, n.lang, n.kind);
        for line in textwrap::wrap(&head, opts) {
            out.push_str(line.trim_end());
            out.push('\n');
        }
        for para in n.text.split("\n\n") {
            wrap(
                out,
                &para.split_whitespace().collect::<Vec<_>>().join(" "),
                "    ",
                "    ",
            );
        }
    }
}

/// A clause a shown clause cites, as `show --with-refs` prints it after the clause: who cites it
/// (language, clause and the words), and the cited clause shown in that language and edition,
/// or why it cannot be (no text of its law in the corpus).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cited {
    /// The citing text's language.
    pub lang: Lang,
    /// The clause cited, citation form (`16C`).
    pub target: String,
    /// The clauses of the shown text that cite it, citation form, in text order.
    pub by: Vec<String>,
    /// The cited clause, shown in the citing text's language and edition.
    pub shown: Option<Shown>,
    /// Why it is not shown (`the corpus has no pl text of Law 16 in edition 2017`).
    pub missing: Option<String>,
}

/// The clauses `shown` cites, outside the clause itself, each once per language, in the order
/// first cited (read with the reference grammar, [`crate::xref::parse_text`]), each shown in
/// the citing text's language and edition (`lawref show --with-refs`).
///
/// # Errors
/// As [`show`], but for a cited clause no text has, which is [`Cited::missing`].
pub fn cited(root: &Path, shown: &Shown) -> Result<Vec<Cited>> {
    let Ok(asked) = shown.clause.parse::<ClauseId>() else {
        return Ok(Vec::new());
    };
    let mut out: Vec<Cited> = Vec::new();
    for t in &shown.texts {
        for c in &t.clauses {
            let Ok(id) = c.id.parse::<ClauseId>() else {
                continue;
            };
            for p in &c.paragraphs {
                let refs =
                    crate::xref::parse_text(&t.lang, crate::xref::LetterScheme::Unknown, &id, p);
                for target in refs.into_iter().filter_map(|r| r.target) {
                    // The clause shown, or one inside it, is on the screen already.
                    if target == asked || target.ancestry().any(|a| a == asked) {
                        continue;
                    }
                    let name = target.to_string();
                    if let Some(seen) = out
                        .iter_mut()
                        .find(|x| x.lang == t.lang && x.target == name)
                    {
                        if !seen.by.contains(&c.id) {
                            seen.by.push(c.id.clone());
                        }
                        continue;
                    }
                    let req = Request {
                        clause: target,
                        edition: Some(t.edition.clone()),
                        langs: vec![t.lang.clone()],
                        any_edition: false,
                        notes: false,
                    };
                    let (shown, missing) = match show(root, &req) {
                        Ok(s) => (Some(s), None),
                        Err(Error::Usage(why)) => (None, Some(why)),
                        Err(e) => return Err(e),
                    };
                    out.push(Cited {
                        lang: t.lang.clone(),
                        target: name,
                        by: vec![c.id.clone()],
                        shown,
                        missing,
                    });
                }
            }
        }
    }
    Ok(out)
}

/// A cited clause as `show --with-refs` prints it: a line `cited by 68B2 (pl): 16C`, then the
/// clause as [`format`] prints it, or why it is not here.
pub fn format_cited(c: &Cited, width: usize) -> String {
    let mut s = format!(
        "\n── cited by {} ({}): {}\n",
        c.by.join(", "),
        c.lang,
        c.target
    );
    match (&c.shown, &c.missing) {
        (Some(shown), _) => s.push_str(&format(shown, width)),
        (None, Some(why)) => {
            s.push_str(why);
            s.push('\n');
        }
        (None, None) => {}
    }
    s
}

//! Importing a corpus file (the Markdown an import wrote, `translations/pl/2017/68.md`) instead
//! of a raw document: import is idempotent, so this gives the same Markdown, byte for byte.
//!
//! A document is a corpus file when it opens with YAML front matter holding `law`, `edition`,
//! `lang` and `kind`. It is read with the corpus loader (front matter checked against the
//! manifests, body parsed by [`crate::corpus::parse`]), its parsed body turned back into the import's
//! [`Content`] and written with [`super::markdown::write`]; the front matter is kept as it is
//! (`source` and `title` included), a flag that contradicts it is overridden and the report says
//! so. Nothing is taken out, so the report has no entries.

use crate::corpus::load::{document_path, load_document, split_front_matter};
use crate::corpus::model::{Body, Clause, EditionManifest, FrontMatter, Inline, Level, Paragraph};
use crate::error::{Error, InputError, Result};

use super::metadata::{Evidence, decide};
use super::report::Report;
use super::structure::{Content, Item, LawBody, Marker, Node, Para, Section};
use super::{Flags, Imported, markdown};

/// Whether `text` (decoded, LF line ends) is a corpus file: front matter that is a YAML mapping
/// with the keys `law`, `edition`, `lang` and `kind`, or that is not YAML but has two of those
/// keys' lines (a damaged corpus file, to be reported as such). A raw document that merely opens
/// with a `---` line is not.
pub(crate) fn is_corpus_file(text: &str) -> bool {
    let Some((fm, _)) = split_front_matter(text) else {
        return false;
    };
    let Ok(serde_yaml::Value::Mapping(m)) = serde_yaml::from_str::<serde_yaml::Value>(fm) else {
        // Front matter that is not YAML but names the fields is a damaged corpus file: read
        // as one, so the error is the YAML's, at its line.
        let named = ["law:", "edition:", "lang:", "kind:"]
            .iter()
            .filter(|k| fm.lines().any(|l| l.starts_with(*k)))
            .count();
        return named >= 2;
    };
    ["law", "edition", "lang", "kind"]
        .iter()
        .all(|k| m.contains_key(*k))
}

/// Imports the corpus file `name` (its decoded `text`): the same front matter, the body parsed
/// and written again. `encoding` is the report's encoding line.
///
/// # Errors
/// Every error of [`load_document`] (front matter not matching the manifests, a body the corpus
/// format does not allow), naming `name` at its line and column; [`Error::Input`] for a clause
/// with paragraphs after its sub-clauses below a section, or a footnote of several paragraphs,
/// which the importer's Markdown has no place for.
pub fn import(
    name: &str,
    text: &str,
    encoding: String,
    manifests: &[EditionManifest],
    flags: &Flags,
) -> Result<Imported> {
    let (fm, _) = split_front_matter(text).expect("checked by is_corpus_file");
    // The loader checks the file's path against its front matter: give it the path it names.
    let path = serde_yaml::from_str::<FrontMatter>(fm)
        .map_or_else(|_| name.to_string(), |m| document_path(&m));
    let doc = load_document(&path, text, manifests).map_err(|e| renamed(&e, name, text))?;
    let mut report = Report {
        source: name.to_string(),
        encoding,
        ..Report::default()
    };
    report.decisions.push(format!(
        "a corpus file (front matter with law, edition, lang and kind): read by the corpus parser and written again; its front matter kept (source {})",
        doc.meta.source
    ));
    let line = |key: &str| {
        fm.lines()
            .position(|l| l.starts_with(&format!("{key}:")))
            .map_or(2, |i| i + 2)
    };
    let why = |key: &str| format!("front matter, line {}", line(key));
    let meta = &doc.meta;
    decide(
        "language",
        name,
        Some(Evidence {
            value: meta.lang.clone(),
            why: why("lang"),
        }),
        flags.lang.as_ref(),
        "--lang",
        &mut report,
    )?;
    decide(
        "kind",
        name,
        Some(Evidence {
            value: meta.kind,
            why: why("kind"),
        }),
        flags.kind.as_ref(),
        "--kind",
        &mut report,
    )?;
    decide(
        "edition",
        name,
        Some(Evidence {
            value: meta.edition.clone(),
            why: why("edition"),
        }),
        flags.edition.as_ref(),
        "--edition",
        &mut report,
    )?;
    decide(
        "law",
        name,
        Some(Evidence {
            value: meta.law,
            why: why("law"),
        }),
        flags.law.as_ref(),
        "--law",
        &mut report,
    )?;
    let content = content(doc.body(), name, text)?;
    let out = markdown::write(meta, &content);
    load_document(&path, &out, manifests).map_err(|e| {
        Error::Usage(format!(
            "{name}: the corpus file made from it would not load ({e}); please report this with the document"
        ))
    })?;
    report.outputs.push(path.clone());
    Ok(Imported {
        files: vec![(path, out)],
        report,
        corpus_input: true,
    })
}

/// The loader's error at the same place, but naming the document as given.
fn renamed(e: &InputError, name: &str, text: &str) -> Error {
    let mut r = InputError::at(name, text, e.line, e.column, e.message.to_string());
    r.help = e.help.clone();
    Error::Input(Box::new(r))
}

/// A paragraph as import text. A footnote reference is written back as its mark glued to the
/// word before it (`normalnego*`), which the writer turns into `[^*]` again: only the marks a raw
/// text uses after a letter can make that round trip.
///
/// # Errors
/// [`Error::Input`] at the paragraph's line for a footnote reference the importer could not
/// write back (`[^nowy]`, a mark not after a letter, or one the text after it would make
/// another mark, `do[^*]*`).
fn para(p: &Paragraph, name: &str, text: &str) -> Result<Para> {
    let mut out = String::new();
    // Each reference's mark and where it stands in `out`.
    let mut refs: Vec<(&str, usize)> = Vec::new();
    for i in &p.inlines {
        match i {
            Inline::Text(t) => out.push_str(t),
            Inline::NoteRef(mark) => {
                let glued = format!("{out}{mark}");
                let ok = super::structure::note_marks(&glued)
                    .last()
                    .is_some_and(|m| m.end() == glued.len() && m.as_str() == mark);
                if !ok {
                    return Err(InputError::at(
                        name,
                        text,
                        p.line,
                        1,
                        format!(
                            "footnote reference [^{mark}] cannot be written back: import writes a footnote's mark glued to the word before it, and only *, **, †, ‡, ¹ … or 1) after a letter read back as marks"
                        ),
                    )
                    .into());
                }
                out = glued;
                refs.push((mark, out.len() - mark.len()));
            }
        }
    }
    // The text after a reference may make its mark another when read whole (`do[^*]*` is
    // written `do**`, read back as the mark `**`, or as no mark at all): each mark must read back
    // where it stands.
    let marks: Vec<(usize, usize)> = super::structure::note_marks(&out)
        .map(|m| (m.start(), m.end()))
        .collect();
    if let Some((mark, at)) = refs
        .iter()
        .find(|(m, at)| !marks.contains(&(*at, at + m.len())))
    {
        let read = super::structure::note_marks(&out)
            .find(|m| m.start() <= *at && *at < m.end())
            .map_or_else(
                || "no mark".to_string(),
                |m| format!("the mark {:?}", m.as_str()),
            );
        return Err(InputError::at(
            name,
            text,
            p.line,
            1,
            format!(
                "footnote reference [^{mark}] cannot be written back: import writes a footnote's mark glued to the word before it, and with the text after it, {:?}, it would read back as {read}",
                out[at + mark.len()..].chars().take(8).collect::<String>()
            ),
        )
        .with_help("keep a space after the reference")
        .into());
    }
    Ok(Para {
        line: p.line,
        text: out,
    })
}

/// Paragraphs as import text; an empty one (an item with no text of its own) is none. Only
/// Markdown's blanks (space, tab, line ends) make a paragraph empty: one of other spaces alone
/// (a no-break space, U+3000) is a paragraph the file has, and is written back.
fn paras(ps: &[Paragraph], name: &str, text: &str) -> Result<Vec<Para>> {
    ps.iter()
        .filter(|p| !is_blank(p))
        .map(|p| para(p, name, text))
        .collect()
}

/// Whether a paragraph holds only Markdown's blanks (space, tab, line ends).
fn is_blank(p: &Paragraph) -> bool {
    p.plain_text()
        .trim_matches(|c: char| matches!(c, ' ' | '\t' | '\n' | '\r'))
        .is_empty()
}

/// A parsed body as the import's content.
fn content(body: &Body, name: &str, text: &str) -> Result<Content> {
    match body {
        Body::Commentary { intro, items } => Ok(Content::Commentary {
            intro: paras(intro, name, text)?,
            items: items
                .iter()
                .map(|i| {
                    Ok(Item {
                        number: i.number,
                        line: i.line,
                        paras: paras(&i.paragraphs, name, text)?,
                    })
                })
                .collect::<Result<_>>()?,
        }),
        Body::Text(t) => {
            literal_marks(t, name, text)?;
            let mut law = LawBody {
                preamble: paras(&t.preamble, name, text)?,
                closing: paras(&t.closing, name, text)?,
                ..LawBody::default()
            };
            for c in &t.clauses {
                if c.id.level() == Level::Section {
                    law.sections.push(Section {
                        letter: c.id.section.unwrap_or('A'),
                        title: c.title.clone(),
                        line: c.line,
                        paras: paras(&c.paragraphs, name, text)?,
                        children: nodes(&c.children, name, text)?,
                        after: paras(&c.after, name, text)?,
                    });
                } else {
                    law.top.push(node(c, name, text)?);
                }
            }
            for f in &t.footnotes {
                let [p] = f.paragraphs.as_slice() else {
                    return Err(InputError::at(
                        name,
                        text,
                        f.line,
                        1,
                        format!(
                            "footnote [^{}] has {} paragraphs; the importer writes a footnote as one",
                            f.mark,
                            f.paragraphs.len()
                        ),
                    )
                    .into());
                };
                law.footnotes.push((f.mark.clone(), para(p, name, text)?));
            }
            Ok(Content::Text(law))
        }
    }
}

/// Refuses a law text whose words hold a footnote mark of its own footnotes right after a
/// letter as a literal character (`Tekst A\*` in the corpus file, with a footnote `[^*]`): the
/// importer writes a footnote reference as its mark glued to the word before it
/// ([`markdown::escape`]), so the character would be written back as a reference to the
/// footnote, silently changing the text.
///
/// # Errors
/// [`Error::Input`] at the paragraph's line, naming the mark.
fn literal_marks(t: &crate::corpus::model::LawText, name: &str, text: &str) -> Result<()> {
    let notes: Vec<&str> = t.footnotes.iter().map(|f| f.mark.as_str()).collect();
    if notes.is_empty() {
        return Ok(());
    }
    let mut all: Vec<&Paragraph> = t.preamble.iter().chain(&t.closing).collect();
    for c in t.all_clauses() {
        all.extend(c.paragraphs.iter().chain(&c.after));
    }
    all.extend(t.footnotes.iter().flat_map(|f| &f.paragraphs));
    for p in all {
        // The paragraph as `para` glues it, with where each reference's mark ends.
        let mut glued = String::new();
        let mut refs = Vec::new();
        for i in &p.inlines {
            match i {
                Inline::Text(s) => glued.push_str(s),
                Inline::NoteRef(m) => {
                    glued.push_str(m);
                    refs.push(glued.len());
                }
            }
        }
        let literal = super::structure::note_marks(&glued)
            .find(|m| notes.contains(&m.as_str()) && !refs.contains(&m.end()));
        if let Some(m) = literal {
            return Err(InputError::at(
                name,
                text,
                p.line,
                1,
                format!(
                    "the text {:?} has the mark {:?} of footnote [^{}] after a letter as a character: import writes a footnote reference as its mark glued to the word before it, so it would be written back as a reference",
                    &glued[glued[..m.start()].char_indices().next_back().map_or(0, |(i, _)| i)..m.end()],
                    m.as_str(),
                    m.as_str()
                ),
            )
            .with_help("write the reference as [^mark], or keep a space before the character")
            .into());
        }
    }
    Ok(())
}

fn nodes(cs: &[Clause], name: &str, text: &str) -> Result<Vec<Node>> {
    cs.iter().map(|c| node(c, name, text)).collect()
}

/// A subsection, item or sub-item as an import node.
fn node(c: &Clause, name: &str, text: &str) -> Result<Node> {
    let marker = match (c.id.subitem, c.id.item, c.id.subsection) {
        (Some(n), _, _) => Marker::Roman(n),
        (None, Some(l), _) => Marker::Letter(l),
        (None, None, Some(n)) => Marker::Number(n),
        _ => Marker::Number(0),
    };
    if let Some(p) = c.after.first() {
        return Err(InputError::at(
            name,
            text,
            p.line,
            1,
            format!(
                "a paragraph after the sub-clauses of {}: the importer writes a clause's paragraphs before its sub-clauses",
                c.id
            ),
        )
        .into());
    }
    let mut own = paras(&c.paragraphs, name, text)?;
    // An item with no text of its own whose paragraphs follow (`- (b)`, then a paragraph): the
    // empty first paragraph stays, so that the writer puts the others below the marker, not on
    // its line (found by the fuzz harness, corpus target).
    if c.paragraphs.first().is_some_and(is_blank) && !own.is_empty() {
        own.insert(
            0,
            Para {
                line: c.line,
                text: String::new(),
            },
        );
    }
    Ok(Node {
        marker,
        line: c.line,
        paras: own,
        children: nodes(&c.children, name, text)?,
    })
}

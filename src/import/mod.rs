//! The import stage: raw plain-text law documents (as saved from websites, wikis and word
//! processors) → corpus files `translations/<lang>/<edition>/<NN>.md`, and an import report
//! `import-report/<source>.<hash>.report.txt` listing every piece of input that did not become
//! law text (`<hash>`: 12 hex digits of the document's SHA-256, [`Imported::report_path`]).
//!
//! Passes, one module each: [`decode`] (bytes → text), [`kind`] (documents that are not a law's
//! text, refused naming their kind), [`bilingual`] (a page holding its law in two languages,
//! split), [`chrome`] (site chrome by its shape) and [`residue`] (page markers, placeholders,
//! template names, index-entry residue …), [`structure`] (laws, sections, lists, commentary
//! items), [`metadata`] (language, edition, law, kind, each with its evidence), [`markdown`]
//! (writing the corpus file), [`report`]. A corpus file given to import is read back through
//! `parse` ([`corpus_input`]); a book's subject index becomes a situation index
//! ([`subject_index`], `lawref import-index`).
//!
//! Invariant: every character of the input ends up in a corpus file or in the report (line
//! breaks inside a paragraph, which become spaces, aside). Nothing is written unless every given
//! document imported cleanly and every file it makes loads back as a valid corpus file.
//!
//! Not for: reading or checking a corpus (that is [`crate::corpus`], which import calls to load
//! its files back), the words of each language (data in [`crate::lang`]), or writing exchange
//! files for translators ([`crate::export`]).

pub mod bilingual;
pub mod chrome;
pub mod corpus_input;
pub mod decode;
mod doubts;
pub mod kind;
pub mod line;
pub(crate) mod markdown;
pub mod metadata;
pub mod report;
pub mod residue;
mod rounds;
pub mod structure;
pub mod subject_index;
mod wiki_diff;
pub mod xliff;

use std::path::{Path, PathBuf};

use crate::corpus::load::{document_path, load_document, load_manifests};
use crate::corpus::model::{ClauseId, Edition, EditionManifest, FrontMatter, Kind, Lang};
use crate::error::{Error, Result};
use crate::util::fsio::OutputFile;
pub use metadata::CorpusClauses;
use metadata::{
    Evidence, decide, decide_edition, decide_lang, marker_editions, structure_edition,
    template_clause, template_edition, template_law, title_matches,
};
use report::Report;
use structure::{Content, Segment};

/// Metadata given on the command line, used where the text does not say it.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    /// `--law`: the law number (1–93).
    pub law: Option<u8>,
    /// `--edition`: the edition id (`2007`, `2017`).
    pub edition: Option<Edition>,
    /// `--lang`: the language code.
    pub lang: Option<Lang>,
    /// `--kind`: text or commentary.
    pub kind: Option<Kind>,
    /// `--strict`: refuse a document with lines no rule classified ([`Report::doubts`]).
    pub strict: bool,
    /// `--encoding`: the raw document's encoding (see [`decode::encoding_for_label`]), instead of
    /// detecting it.
    pub encoding: Option<&'static encoding_rs::Encoding>,
}

/// The result of importing one raw document, not yet written.
#[derive(Debug, Clone)]
pub struct Imported {
    /// Corpus files: corpus-relative path and content.
    pub files: Vec<(String, String)>,
    /// The report.
    pub report: Report,
    /// The document was a corpus file (the Markdown an import wrote), imported again.
    pub corpus_input: bool,
}

impl Imported {
    /// One corpus file and its report, from a document that is not a corpus file.
    pub(crate) fn one(file: (String, String), report: Report) -> Imported {
        Imported {
            files: vec![file],
            report,
            corpus_input: false,
        }
    }

    /// The report's corpus-relative path: `import-report/<source file stem>.<hash>.report.txt`,
    /// where `<hash>` is the first 12 hex digits of the document's SHA-256
    /// ([`Report::source_sha256`]; `sha256sum law.txt | cut -c1-12` gives them, and the corpus
    /// files made from it hold the whole of it as `source_sha256`), so two documents of the same
    /// name never share a report and the same document imported again finds its own. For a
    /// corpus file imported again, `import-report/corpus/<lang>/<edition>/<NN>.<hash>.report.txt`
    /// (after the file it wrote; the hash of the corpus file's bytes), so it never replaces the
    /// report of the raw document it came from.
    pub fn report_path(&self) -> String {
        let sha = &self.report.source_sha256;
        let hash = match sha.get(..12) {
            Some(h) => format!(".{h}"),
            None => String::new(),
        };
        if self.corpus_input
            && let Some(out) = self.report.outputs.first()
        {
            let rel = out.strip_prefix("translations/").unwrap_or(out);
            let rel = rel.strip_suffix(".md").unwrap_or(rel);
            return format!("import-report/corpus/{rel}{hash}.report.txt");
        }
        let stem = Path::new(&self.report.source).file_stem().map_or_else(
            || self.report.source.clone(),
            |s| s.to_string_lossy().into_owned(),
        );
        // A control character in a document's name does not go into a file name (where `ls`
        // would print it to a terminal).
        let stem: String = stem
            .chars()
            .map(|c| {
                if crate::error::is_terminal_unsafe(c) {
                    '_'
                } else {
                    c
                }
            })
            .collect();
        format!("import-report/{}{hash}.report.txt", short_stem(&stem))
    }
}

/// The most bytes of a document's file stem a report's name keeps ([`Imported::report_path`]):
/// with `.<12 hex digits>.report.txt` after it, well under the 255 bytes a file name may have
/// on Linux's and macOS's file systems, whatever the document was called (a name of 250 bytes
/// is legal: about 120 Cyrillic letters).
pub(crate) const REPORT_STEM_MAX: usize = 120;

/// `stem` as a report's name holds it: as it is, or, when longer than [`REPORT_STEM_MAX`] bytes,
/// its first characters within that many bytes and `…` (the hash after it keeps the name
/// unique; the report's `source:` line gives the whole name).
fn short_stem(stem: &str) -> std::borrow::Cow<'_, str> {
    if stem.len() <= REPORT_STEM_MAX {
        return stem.into();
    }
    let mut end = REPORT_STEM_MAX - '…'.len_utf8();
    while !stem.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &stem[..end]).into()
}

/// Imports one raw document (its file name and bytes) against the edition manifests.
///
/// # Errors
/// [`Error::Input`] for bytes that are not UTF-8 or structure that cannot be a law (a clause
/// twice, numbering that jumps), at the raw document's line; [`Error::Undecided`] naming the flag
/// to pass when the language, edition or law cannot be told; [`Error::Many`] when a file made
/// would not load (e.g. a law number outside the edition).
pub fn import_document(
    name: &str,
    bytes: &[u8],
    manifests: &[EditionManifest],
    flags: &Flags,
) -> Result<Imported> {
    import_document_with(name, bytes, manifests, &CorpusClauses::default(), flags)
}

/// Imports one raw document as [`import_document`] does, also using the clause ids the corpus's
/// texts have per edition and law (`corpus_clauses`) as evidence of the edition: a document whose
/// clause ids only one edition's text of that law has is of that edition (see
/// [`metadata::structure_edition`]).
///
/// # Errors
/// Those of [`import_document`]; and [`Error::Undecided`] naming `--edition` when the text's
/// evidence for the edition disagrees and no `--edition` chooses.
pub fn import_document_with(
    name: &str,
    bytes: &[u8],
    manifests: &[EditionManifest],
    corpus_clauses: &CorpusClauses,
    flags: &Flags,
) -> Result<Imported> {
    let cx = Ctx {
        name,
        manifests,
        corpus_clauses,
        flags,
    };
    check_flags(manifests, flags)?;
    let decode::Decoded {
        text,
        description: encoding,
        implausible,
        ..
    } = decode::decode(name, bytes, flags.encoding)?;
    let sha = sha256_hex(bytes);
    // A translated XLIFF file (`lawref export xliff`) is read by `xliff`;
    // its report and the corpus file made carry the file's SHA-256 like any import's.
    if xliff::is_xliff(name, &text) {
        return xliff::import(name, &text, encoding, &sha, manifests, flags);
    }
    if corpus_input::is_corpus_file(&text) {
        let mut imported = corpus_input::import(name, &text, encoding, manifests, flags)?;
        imported.report.source_sha256 = sha;
        return Ok(imported);
    }
    let mut report = Report {
        source: name.to_string(),
        source_sha256: sha.clone(),
        encoding,
        ..Report::default()
    };
    if let Some((_, at)) = implausible {
        doubt_implausible(&text, at, &mut report);
    }
    let (mut lines, templates) = residue::clean(&text, &mut report);
    wiki_diff::take_comparison(&mut lines, &mut report);
    let (markers, named) = take_edition_markers(&mut lines, manifests, &mut report);
    refuse_other_kind(&cx, &lines, &templates, named.as_ref(), &mut report)?;
    // A bilingual page: the text in the language asked; the other language's lines reported.
    let lines = bilingual::split(name, lines, flags.lang.as_ref(), &mut report)?;
    let segments = read_segments(name, &text, &lines, flags, &mut report)?;

    let paras: Vec<(usize, String)> = segments
        .iter()
        .flat_map(segment_texts)
        .map(|p| (p.line, p.text))
        .collect();
    note_cut_short(&segments, &mut report);
    let lang = decide_language(name, &paras, &segments, flags, &mut report)?;
    let kind = decide_kind(name, &segments, flags, &mut report)?;
    let edition = decide_document_edition(
        &cx,
        &segments,
        &paras,
        &templates,
        markers,
        &lang,
        &mut report,
    )?;
    let source_title = source_title(named.as_ref(), &report);
    let doc = Decisions {
        lang,
        edition,
        kind,
        sha,
        source_title,
        templates,
    };
    let mut files = Vec::new();
    for i in 0..segments.len() {
        let (path, text) = segment_file(&cx, &doc, &segments, i, &files, &mut report)?;
        report.outputs.push(path.clone());
        files.push((path, text));
    }
    report.entries.sort();
    report.doubts.sort();
    if flags.strict && !report.doubts.is_empty() {
        return Err(Error::from_many(
            report
                .doubts
                .iter()
                .map(|d| {
                    let msg = format!(
                        "{}: {:?} (--strict refuses a line no rule classified)",
                        d.reason, d.text
                    );
                    crate::error::InputError::at(name, &text, d.line, d.column, msg)
                })
                .collect(),
        ));
    }
    Ok(Imported {
        files,
        report,
        corpus_input: false,
    })
}

/// What every step of one document's import reads: its name, the edition manifests, the
/// corpus's clause ids per edition and law, the flags.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    name: &'a str,
    manifests: &'a [EditionManifest],
    corpus_clauses: &'a CorpusClauses,
    flags: &'a Flags,
}

/// What the import decided for the whole document, read by each of its laws' files.
struct Decisions {
    lang: Lang,
    edition: Edition,
    kind: Kind,
    /// The document's SHA-256 (hex).
    sha: String,
    /// The title the document states for itself (front matter's `source_title`).
    source_title: Option<String>,
    /// The wiki templates the clean-up took out.
    templates: Vec<line::Template>,
}

/// Refuses `--lang` that is not a language code and `--edition` with no manifest.
fn check_flags(manifests: &[EditionManifest], flags: &Flags) -> Result<()> {
    if let Some(l) = flags.lang.as_ref().filter(|l| !Lang::is_code(&l.0)) {
        return Err(Error::Usage(format!(
            "--lang {:?}: not a language code; give two lower-case letters, ISO 639-1 (pl, nl, ru, en, de, fr), or three where a language has no two-letter code",
            l.0
        )));
    }
    if let Some(e) = flags
        .edition
        .as_ref()
        .filter(|e| !manifests.iter().any(|m| &m.edition == *e))
    {
        return Err(Error::Usage(format!(
            "--edition {e}: the corpus has no manifest laws/{e}.yaml (editions: {})",
            manifests
                .iter()
                .map(|m| m.edition.0.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    Ok(())
}

/// A document kept although it reads implausibly in the encoding `--encoding` gave: listed at
/// its first odd character (byte offset `at`), so that --strict refuses it.
fn doubt_implausible(text: &str, at: usize, report: &mut Report) {
    let at = at.min(text.len());
    let line = text[..at].matches('\n').count() + 1;
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let column = text[start..at].chars().count() + 1;
    let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    report.doubt(
        line,
        column,
        "the document reads implausibly in the encoding --encoding gave",
        &text[start..end],
    );
}

/// The edition evidence of lines naming the edition, each with its line number.
type Markers = Vec<(usize, Evidence<Edition>)>;

/// Lines naming the edition: the edition evidence they give (with their line numbers, in line
/// order), and the one standing on a line of its own first (its line and text, as the report
/// keeps it). Such lines are taken out of `lines` into the report.
fn take_edition_markers(
    lines: &mut Vec<line::Line>,
    manifests: &[EditionManifest],
    report: &mut Report,
) -> (Markers, Option<(usize, String)>) {
    // Lines naming the edition ("Laws of Duplicate Bridge 2017"): in what the clean-up took out
    // (a running header), or a line of its own, which is taken out here.
    let mut markers = marker_editions(
        report.entries.iter().map(|e| (e.line, e.text.as_str())),
        manifests,
    );
    let own_line = |i: usize| {
        let blank_before = i == 0 || lines[i - 1].text.is_empty();
        let next = lines.get(i + 1).map(|l| l.text.as_str()).unwrap_or("");
        blank_before && !next.starts_with(char::is_lowercase)
    };
    let found = marker_editions(
        (0..lines.len())
            .filter(|&i| own_line(i))
            .map(|i| (lines[i].no, lines[i].text.as_str())),
        manifests,
    );
    for (no, _) in &found {
        if let Some(i) = lines.iter().position(|l| l.no == *no) {
            let l = lines.remove(i);
            report.remove(
                l.no,
                l.indent + 1,
                "the edition's name (an edition marker)",
                l.text,
            );
        }
    }
    let named = found
        .first()
        .and_then(|(no, _)| report.entries.iter().find(|e| e.line == *no))
        .map(|e| (e.line, e.text.clone()));
    markers.extend(found);
    markers.sort_by_key(|(no, _)| *no);
    (markers, named)
}

/// Refuses a document of another kind, naming it (see [`kind::kind`]); where `--kind` forces
/// it, the report says so.
fn refuse_other_kind(
    cx: &Ctx,
    lines: &[line::Line],
    templates: &[line::Template],
    named: Option<&(usize, String)>,
    report: &mut Report,
) -> Result<()> {
    let Ctx {
        name,
        manifests,
        flags,
        ..
    } = *cx;
    // A document of another kind (a table of contents, an index, front matter, a post quoting
    // laws) is refused, naming its kind; `--kind` says it is a law's text (or commentary)
    // where the shape misleads, except for a table of contents or an index.
    let in_text = metadata::named_in_text(lines.iter().map(|l| (l.no, l.text.as_str())), manifests);
    if let Some(k) = kind::kind(
        lines,
        templates,
        flags.lang.as_ref().map(|l| l.0.as_str()),
        named.as_ref().map(|(no, t)| (*no, t.as_str())),
        in_text.as_ref().map(|(no, t)| (*no, t.as_str())),
    ) {
        let forced = flags.kind.is_some()
            && matches!(k, kind::Kind::Quotes(_) | kind::Kind::FrontMatter(..));
        if !forced {
            let mut help = k.help();
            if matches!(k, kind::Kind::Quotes(_) | kind::Kind::FrontMatter(..)) {
                help.push_str("; if it is a law's text, pass --kind text");
            }
            return Err(Error::Undecided {
                path: name.to_string(),
                message: k.message(),
                help,
            });
        }
        report
            .decisions
            .push(format!("kind: {}; --kind obeyed", k.message()));
    }
    Ok(())
}

/// The document's laws' parts, read by [`structure::segments`].
fn read_segments(
    name: &str,
    text: &str,
    lines: &[line::Line],
    flags: &Flags,
    report: &mut Report,
) -> Result<Vec<Segment>> {
    // The text's own structure first (its sections are headings, which override --kind); with
    // --kind commentary, a text that cannot be read as a clause tree is read as commentary.
    // A clause tree read only with numbering that breaks the Laws' order counts as none there.
    let mut tried = report.clone();
    let commentary = flags.kind == Some(Kind::Commentary);
    let unordered = |s: &[Segment]| {
        s.iter()
            .any(|g| matches!(&g.content, Content::Text(b) if !b.unordered.is_empty()))
    };
    let segments = match structure::segments(name, text, lines, false, &mut tried) {
        Ok(s) if !(commentary && unordered(&s)) => {
            *report = tried;
            s
        }
        Ok(_) | Err(_) if commentary => structure::segments(name, text, lines, true, report)?,
        Ok(_) => unreachable!("read as text unless --kind commentary"),
        Err(e) => return Err(e),
    };
    if segments.is_empty() {
        return Err(Error::Undecided {
            path: name.to_string(),
            message: "no law text found in the document".into(),
            help: "check that this is the text of a law or commentary".into(),
        });
    }
    Ok(segments)
}

/// Says in the report where the document's last paragraph ends mid-sentence.
fn note_cut_short(segments: &[Segment], report: &mut Report) {
    // A page cut short: its last paragraph ends mid-sentence (the excerpt, or the page, stops
    // there); said, so that a reader knows the last clause is not whole.
    if let Some(last) = segments.last().and_then(|s| last_paragraph(&s.content)) {
        let t = last.text.trim_end();
        // Chinese and Japanese sentences end with their full-width marks ("…可判给调整分。").
        if !t.ends_with([
            '.', '!', '?', ';', ':', ')', '»', '”', '"', '…', '。', '！', '？', '；', '：', '）',
            '」', '』',
        ]) {
            let tail: String = {
                let chars: Vec<char> = t.chars().collect();
                chars[chars.len().saturating_sub(40)..].iter().collect()
            };
            report.decisions.push(format!(
                "end: the document ends mid-sentence, its last paragraph (line {}) cut short: \"…{tail}\"",
                last.line
            ));
        }
    }
}

/// The document's language, from its paragraphs' words (`paras`), then with the laws' titles,
/// then by its script.
fn decide_language(
    name: &str,
    paras: &[(usize, String)],
    segments: &[Segment],
    flags: &Flags,
    report: &mut Report,
) -> Result<Lang> {
    // The words of the text decide its language; where they are too few, the laws' titles
    // count too (a page holding a heading and a line of text).
    let lang = match decide_lang(name, paras, flags, report) {
        Err(e) if flags.lang.is_none() => {
            let mut with_titles = paras.to_vec();
            with_titles.extend(
                segments
                    .iter()
                    .filter_map(|s| s.title.clone())
                    .map(|t| (0, t)),
            );
            match decide_lang(name, &with_titles, flags, report) {
                Ok(l) => l,
                Err(_) => {
                    let all: String = with_titles.iter().map(|(_, t)| t.as_str()).collect();
                    let Some(l) = crate::lang::by_script(&all) else {
                        return Err(e);
                    };
                    report.decisions.push(format!(
                        "language {}: the text's script (too few words for whatlang): the only language lawref knows written in it",
                        l.code
                    ));
                    Lang(l.code.to_string())
                }
            }
        }
        other => other?,
    };

    Ok(lang)
}

/// The document's kind: commentary where it has numbered commentary items, else text.
fn decide_kind(
    name: &str,
    segments: &[Segment],
    flags: &Flags,
    report: &mut Report,
) -> Result<Kind> {
    let commentary = segments
        .iter()
        .any(|s| matches!(s.content, Content::Commentary { .. }));
    let clauses = segments.iter().any(has_clauses);
    let kind_found = if commentary {
        Some(Evidence {
            value: Kind::Commentary,
            why: "numbered commentary items (68.1 …)".into(),
        })
    } else if clauses || flags.kind.is_none() {
        let why = if clauses {
            "sections or numbered clauses"
        } else {
            "no commentary item numbers"
        };
        Some(Evidence {
            value: Kind::Text,
            why: why.into(),
        })
    } else {
        None
    };
    let kind = decide(
        "kind",
        name,
        kind_found,
        flags.kind.as_ref(),
        "--kind",
        report,
    )?;

    Ok(kind)
}

/// The document's edition from its evidence, strongest first (see the comments below).
fn decide_document_edition(
    cx: &Ctx,
    segments: &[Segment],
    paras: &[(usize, String)],
    templates: &[line::Template],
    markers: Markers,
    lang: &Lang,
    report: &mut Report,
) -> Result<Edition> {
    let Ctx {
        name,
        manifests,
        corpus_clauses,
        flags,
    } = *cx;
    let single = segments.len() == 1;
    // The title as one edition's manifest gives it, and no other edition's (which gives the law
    // another title in this language): weak evidence of the edition.
    let by_title = || {
        segments.iter().find_map(|s| {
            let title = s.title.as_deref()?;
            let laws: Vec<u8> = match s.law {
                Some(l) => vec![l],
                None => title_matches(title, lang, manifests)
                    .into_iter()
                    .map(|(_, l)| l)
                    .collect(),
            };
            let [law] = laws.as_slice() else { return None };
            let edition = metadata::title_edition(title, *law, lang, manifests)?;
            Some((edition.clone(), *law, title.to_string()))
        })
    };
    // The edition's evidence, strongest first: a wiki template name, a line naming the edition,
    // the law's title as one edition's manifest gives it, clause ids only one edition's text of
    // the law has. The first decides; pieces that disagree are for --edition to settle.
    let mut edition_found: Vec<Evidence<Edition>> = Vec::new();
    edition_found.extend(template_edition(templates, manifests));
    edition_found.extend(markers.into_iter().map(|(_, e)| e));
    // A title is weak evidence: it never overrides --edition (the report says where they differ).
    // (Where it agrees with the flag, it stays: against stronger evidence that disagrees, the
    // flag then chooses between them.)
    match (by_title(), flags.edition.as_ref()) {
        (Some((e, law, title)), f) if f.is_none_or(|f| *f == e) => edition_found.push(Evidence {
            why: format!("the title {title:?} is Law {law}'s in laws/{e}.yaml"),
            value: e,
        }),
        (Some((e, law, title)), Some(f)) if e != *f => report.decisions.push(format!(
            "the title {title:?} is Law {law}'s in laws/{e}.yaml: weak evidence, --edition {f} obeyed"
        )),
        _ => {}
    }
    // The corpus's clause ids are the weakest evidence (they depend on what the corpus holds):
    // they decide only where no --edition is given, and never override one.
    let weakest = if flags.edition.is_none() {
        segments
    } else {
        &[]
    };
    for seg in weakest {
        let Content::Text(body) = &seg.content else {
            continue;
        };
        let law = seg
            .law
            .or_else(|| {
                single
                    .then(|| template_law(templates))
                    .flatten()
                    .map(|e| e.value)
            })
            .or(flags.law)
            .or_else(|| {
                // A title several editions give the same law (the English titles) still names it.
                let title = seg.title.as_deref()?;
                let mut laws: Vec<u8> = title_matches(title, lang, manifests)
                    .into_iter()
                    .map(|(_, l)| l)
                    .collect();
                laws.dedup();
                match laws.as_slice() {
                    [l] => Some(*l),
                    _ => None,
                }
            });
        if let Some(law) = law {
            edition_found.extend(structure_edition(
                law,
                &body_clause_ids(body, law),
                name,
                manifests,
                corpus_clauses,
            ));
        }
    }
    // The term base's words: the weakest evidence, taken only where nothing else in the text
    // says the edition, and never over --edition (a decided: line says where they differ).
    let all_text: String = paras
        .iter()
        .map(|(_, t)| t.as_str())
        .chain(segments.iter().filter_map(|s| s.title.as_deref()))
        .collect::<Vec<_>>()
        .join("\n");
    match (
        metadata::term_edition(&all_text, lang, corpus_clauses),
        flags.edition.as_ref(),
    ) {
        (Some(e), None) if edition_found.is_empty() => edition_found.push(e),
        (Some(e), Some(f)) if e.value != *f => report.decisions.push(format!(
            "edition: {}; it says {}: --edition {f} obeyed",
            e.why, e.value
        )),
        _ => {}
    }
    let edition = decide_edition(
        name,
        edition_found,
        flags.edition.as_ref(),
        manifests,
        report,
    )?;

    Ok(edition)
}

/// The title the document states for itself, for the front matter's source_title.
fn source_title(named: Option<&(usize, String)>, report: &Report) -> Option<String> {
    // The title the document states for itself, for the front matter's source_title: a wiki's
    // own name, from its tagline ("Uit Spelregels voor tafelarbiters"), never a page's name in
    // the wiki ("Sjabloon:2007:62D", which a reader cannot read as a source: issue 29); else
    // the line naming the edition as the document writes it (a book's title with its edition,
    // "Le Code International du Bridge 1997"); else a reader's page title ("Все о Бридже -
    // Автор неизвестен. Страница 61").
    report
        .entries
        .iter()
        .find_map(|e| chrome::wiki_name(&e.reason, &e.text))
        .or_else(|| named.as_ref().map(|(_, t)| t.trim().to_string()))
        .or_else(|| {
            report
                .entries
                .iter()
                .find(|e| e.reason == chrome::PAGE_TITLE)
                .map(|e| e.text.trim().to_string())
        })
}

/// The corpus file (its path and text) of the document's `i`th part, checked to load back.
fn segment_file(
    cx: &Ctx,
    doc: &Decisions,
    segments: &[Segment],
    i: usize,
    files: &[(String, String)],
    report: &mut Report,
) -> Result<(String, String)> {
    let Ctx {
        name,
        manifests,
        corpus_clauses,
        ..
    } = *cx;
    let Decisions {
        lang,
        edition,
        sha,
        source_title,
        templates,
        ..
    } = doc;
    let kind = doc.kind;
    let single = segments.len() == 1;
    let seg = &segments[i];
    let law = segment_law(cx, segments, i, templates, lang, edition, report)?;
    let seg = &title_as_section(cx, seg, law, lang, edition, report);
    let mut meta = FrontMatter {
        law,
        edition: edition.clone(),
        lang: lang.clone(),
        kind,
        title: seg.title.clone(),
        // The document's file name, a control character in it escaped (`\u{1b}`): a corpus
        // file holds none (F18), and the name stays readable and exact.
        source: crate::error::escape_controls(name).into_owned(),
        source_sha256: Some(sha.clone()),
        letters: structure::letters_decided(report),
        source_title: source_title.clone(),
        source_url: None,
        doubts: Vec::new(),
    };
    let seg_content = template_section(seg, single, templates, law, report);
    // Items read from a list restarting at 1 at its parent's indentation: confirmed by the
    // corpus's other texts of the law and edition where they have the same ids.
    if let Content::Text(b) = &seg_content {
        restarted_evidence(b, law, edition, name, corpus_clauses, report);
    }
    // Law text that names no clause, from a page with no law heading: kept as the law's
    // opening, but the page may have begun inside one of its clauses.
    if seg.law_evidence.is_none()
        && kind == Kind::Text
        && let Content::Text(b) = &seg_content
        && b.sections.is_empty()
        && b.top.is_empty()
        && let Some(p) = b.preamble.first()
    {
        report.doubt(
            p.line,
            1,
            format!(
                "law text with no heading and no clause of its own, kept as Law {law}'s opening: the page may begin inside one of its clauses"
            ),
            p.text.clone(),
        );
    }
    let content = match (&seg_content, kind) {
        (Content::Commentary { .. }, Kind::Text) => {
            return Err(Error::Undecided {
                path: name.to_string(),
                message: "--kind text was given, but the document is numbered commentary items"
                    .into(),
                help: "pass --kind commentary, or leave --kind out".into(),
            });
        }
        (Content::Text(body), Kind::Commentary) => Content::Commentary {
            intro: body_paragraphs(body),
            items: Vec::new(),
        },
        (c, _) => c.clone(),
    };
    let path = document_path(&meta);
    if files.iter().any(|(p, _)| *p == path) {
        return Err(Error::Usage(format!(
            "{name} holds {path} twice (two parts of the document are Law {law}); split it and import the parts one at a time"
        )));
    }
    // The report's doubts on this part's lines (from its first line to the next part's; the
    // first part also takes those above it), each with the clause its line went to.
    let from = if i == 0 {
        0
    } else {
        doubts::first_line(&content).unwrap_or(usize::MAX)
    };
    let to = segments[i + 1..]
        .iter()
        .find_map(|s| doubts::first_line(&s.content))
        .unwrap_or(usize::MAX);
    meta.doubts = doubts::placed(&content, law, &report.doubts, from, to);
    let text = markdown::write(&meta, &content);
    // The file made must load back; if it does not, that is the importer's fault, said so.
    load_document(&path, &text, manifests).map_err(|e| {
        Error::Usage(format!(
            "{name}: the corpus file made from it would not load ({e}); please report this with the document"
        ))
    })?;
    Ok((path, text))
}

/// The law of the document's `i`th part, from its evidence (a law heading, a wiki template, the
/// title, the next part's law) or `--law`.
fn segment_law(
    cx: &Ctx,
    segments: &[Segment],
    i: usize,
    templates: &[line::Template],
    lang: &Lang,
    edition: &Edition,
    report: &mut Report,
) -> Result<u8> {
    let Ctx {
        name,
        manifests,
        flags,
        ..
    } = *cx;
    let single = segments.len() == 1;
    let seg = &segments[i];
    let law_found = match (seg.law, &seg.law_evidence) {
        (Some(l), Some(why)) => Some(Evidence {
            value: l,
            why: why.clone(),
        }),
        _ => single
            .then(|| template_law(templates))
            .flatten()
            .or_else(|| {
                // A title is weak evidence: --law decides where it is given.
                if flags.law.is_some() {
                    return None;
                }
                let title = seg.title.as_deref()?;
                let hits: Vec<u8> = title_matches(title, lang, manifests)
                    .into_iter()
                    .filter(|(e, _)| **e == *edition)
                    .map(|(_, l)| l)
                    .collect();
                let [law] = hits.as_slice() else { return None };
                Some(Evidence {
                    value: *law,
                    why: format!("the title {title:?} is Law {law}'s in laws/{edition}.yaml"),
                })
            })
            .or_else(|| begins_inside(segments, i, flags)),
    };
    let law = decide("law", name, law_found, flags.law.as_ref(), "--law", report)?;
    Ok(law)
}

/// The part `seg` of Law `law`, its first short line read as section A's heading where
/// [`title_or_section`] decides so.
fn title_as_section(
    cx: &Ctx,
    seg: &Segment,
    law: u8,
    lang: &Lang,
    edition: &Edition,
    report: &mut Report,
) -> Segment {
    let manifests = cx.manifests;
    // Where the law was decided by this very title (a manifest gives it), that decision is
    // the title's evidence already.
    let by_title = report
        .decisions
        .last()
        .is_some_and(|d| d.starts_with(&format!("law {law}: the title ")));
    let section_a = !by_title
        && title_or_section(seg, law, lang, edition, manifests, report) == TitleReading::SectionA;
    let mut seg_title = seg.title.clone();
    let mut seg_body = seg.content.clone();
    if section_a
        && let (Content::Text(b), Some(t), Some((line, _))) =
            (&seg.content, seg.title.as_deref(), seg.title_or_section)
    {
        seg_body = Content::Text(title_as_section_a(b, t, line));
        seg_title = None;
    }
    Segment {
        title: seg_title,
        content: seg_body,
        ..seg.clone()
    }
}

/// The content of a part: a wiki page holding one section's text with no heading of its own
/// gets that section's heading.
fn template_section(
    seg: &Segment,
    single: bool,
    templates: &[line::Template],
    law: u8,
    report: &mut Report,
) -> Content {
    match (
        &seg.content,
        single.then(|| template_clause(templates)).flatten(),
    ) {
        // A wiki page that holds one section's text (`Sjabloon:2017:18A`) with no section
        // heading of its own: its paragraphs are that section's.
        (Content::Text(b), Some((id, why)))
            if id.law == law
                && id.section.is_some()
                && id.subsection.is_none()
                && b.sections.is_empty()
                && b.top.is_empty()
                && !b.preamble.is_empty() =>
        {
            let letter = id.section.expect("a section id");
            report.decisions.push(format!(
                "section {letter}: the page holds clause {id}'s text ({why}), with no heading of its own"
            ));
            let mut body = b.clone();
            body.sections.push(structure::Section {
                letter,
                title: None,
                line: body.preamble[0].line,
                paras: std::mem::take(&mut body.preamble),
                children: Vec::new(),
                after: Vec::new(),
            });
            Content::Text(body)
        }
        (c, _) => c.clone(),
    }
}

/// How a law's first short line standing alone (before unlettered sections) is read.
#[derive(Debug, PartialEq, Eq)]
enum TitleReading {
    /// The law's title (a manifest gives the law that title), or, undecided, read as the title
    /// and listed as a doubt.
    Title,
    /// The heading of an unlettered section A: the edition's manifest gives the law another
    /// title in the document's language, sharing less than half its words.
    SectionA,
}

/// Decides, where a law's first short line standing alone (before its unlettered sections, with
/// or without a law heading above it) was read as its title, whether that reading has evidence:
/// a manifest gives Law `law` that title (in the document's language, or any other): a
/// `decided:` line says so. Where the decided edition's manifest gives the law a clearly other
/// title in the document's language, the line is section A's heading instead (a `decided:`
/// line, and the caller reletters the sections). Without either, the line might be section A
/// (every letter after it would shift): listed as a doubt, so `--strict` refuses the document.
fn title_or_section(
    seg: &Segment,
    law: u8,
    lang: &Lang,
    edition: &Edition,
    manifests: &[EditionManifest],
    report: &mut Report,
) -> TitleReading {
    let (Some((line, column)), Some(title)) = (seg.title_or_section, seg.title.as_deref()) else {
        return TitleReading::Title;
    };
    let key = metadata::title_key(title);
    let hit = manifests.iter().find_map(|m| {
        let l = m.laws.iter().find(|l| l.number == law)?;
        let (in_lang, _) = l
            .titles
            .iter()
            .filter(|(_, t)| metadata::title_key(t) == key)
            .min_by_key(|(l, _)| *l != lang)?;
        Some(format!(
            "laws/{}.yaml gives Law {law} that title in {in_lang}",
            m.edition
        ))
    });
    if let Some(why) = hit {
        report.decisions.push(format!(
            "title: line {line} {title:?} is the law's title, not an unlettered section A: {why}"
        ));
        return TitleReading::Title;
    }
    // The edition's own title of the law in this language: clearly another decides; one that
    // shares half its words or more (a variant of the title, or a section named after the
    // law's subject: "Simultaneous Plays by Two Players" under "Simultaneous Leads or Plays")
    // leaves a doubt, read as section A (the line is not the title the edition gives).
    let other = manifests
        .iter()
        .find(|m| &m.edition == edition)
        .and_then(|m| m.laws.iter().find(|l| l.number == law))
        .and_then(|l| l.titles.get(lang));
    if let Some(t) = other {
        if shared_words(t, title) < 0.5 {
            report.decisions.push(format!(
                "title: line {line} {title:?} is the heading of an unlettered section A, not the law's title: laws/{edition}.yaml gives Law {law} the title {t:?} in {lang}; the sections after it are B, C …"
            ));
        } else {
            report.doubt(
                line,
                column,
                format!(
                    "the law's title, or the heading of an unlettered section A (then every letter after it shifts): laws/{edition}.yaml gives Law {law} the title {t:?} in {lang}, which shares some of its words; read as section A"
                ),
                title,
            );
        }
        return TitleReading::SectionA;
    }
    report.doubt(
        line,
        column,
        "the law's title, or the heading of an unlettered section A (then every letter after it shifts): no manifest gives the law this title; read as the title",
        title,
    );
    TitleReading::Title
}

/// The share of the words of the shorter of two titles that the other has too (case aside).
fn shared_words(a: &str, b: &str) -> f64 {
    let words = |t: &str| -> Vec<String> {
        metadata::title_key(t)
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let (a, b) = (words(a), words(b));
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    if short.is_empty() {
        return 0.0;
    }
    short.iter().filter(|w| long.contains(w)).count() as f64 / short.len() as f64
}

/// A law body re-read with the line taken for its title as the heading of an unlettered
/// section A: the paragraphs (and clauses) before the first section become A's, and every
/// section after it moves one letter on (A → B …).
fn title_as_section_a(b: &structure::LawBody, title: &str, line: usize) -> structure::LawBody {
    let mut out = b.clone();
    let mut sections = vec![structure::Section {
        letter: 'A',
        title: Some(title.to_string()),
        line,
        paras: std::mem::take(&mut out.preamble),
        children: std::mem::take(&mut out.top),
        after: Vec::new(),
    }];
    for mut s in std::mem::take(&mut out.sections) {
        s.letter = char::from(s.letter as u8 + 1);
        sections.push(s);
    }
    out.sections = sections;
    out
}

/// The evidence for items read from lists that restart at 1 at their parent's indentation
/// ([`structure::LawBody::restarted`]): where the corpus has other texts of the law in this
/// edition and they have those clause ids, a `decided:` line says so; else (they lack them, or
/// there are none) each such list is a doubt.
fn restarted_evidence(
    b: &structure::LawBody,
    law: u8,
    edition: &Edition,
    source: &str,
    corpus: &CorpusClauses,
    report: &mut Report,
) {
    if b.restarted.is_empty() {
        return;
    }
    let ids = body_clause_ids_with_lines(b, law);
    let known = corpus.ids_of(edition, law, source);
    for &line in &b.restarted {
        let Some((id, _)) = ids.iter().find(|(_, l)| *l == line) else {
            continue;
        };
        match &known {
            Some((set, paths)) if set.contains(id) => report.decisions.push(format!(
                "items: the list restarting at 1 on line {line}, after a line ending with a colon, read as {id} and after: the corpus's {} has {id}",
                paths.join(", ")
            )),
            Some((_, paths)) => report.doubt(
                line,
                1,
                format!(
                    "a list restarting at 1 after a line ending with a colon, read as items ({id} …) by its shape; the corpus's {} has no {id}",
                    paths.join(", ")
                ),
                id.to_string(),
            ),
            None => report.doubt(
                line,
                1,
                format!(
                    "a list restarting at 1 after a line ending with a colon, read as items ({id} …) by its shape; no other text of Law {law} {edition} in the corpus confirms it"
                ),
                id.to_string(),
            ),
        }
    }
}

/// The SHA-256 of `bytes`, 64 lower-case hex digits: how import knows a raw document
/// ([`FrontMatter::source_sha256`], [`Report::source_sha256`]).
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    format!("{:x}", sha2::Sha256::digest(bytes))
}

/// The clause ids of a law body as Law `law`, each with the line its marker stands on.
fn body_clause_ids_with_lines(b: &structure::LawBody, law: u8) -> Vec<(ClauseId, usize)> {
    fn node(n: &structure::Node, mut id: ClauseId, out: &mut Vec<(ClauseId, usize)>) {
        match n.marker {
            structure::Marker::Number(v) => id.subsection = Some(v),
            structure::Marker::Letter(c) => id.item = Some(c),
            structure::Marker::Roman(v) => id.subitem = Some(v),
        }
        out.push((id, n.line));
        for c in &n.children {
            node(c, id, out);
        }
    }
    let mut out = Vec::new();
    for n in &b.top {
        node(n, ClauseId::law(law), &mut out);
    }
    for s in &b.sections {
        let id = ClauseId {
            section: Some(s.letter),
            ..ClauseId::law(law)
        };
        out.push((id, s.line));
        for n in &s.children {
            node(n, id, &mut out);
        }
    }
    out
}

/// The clause ids of a law body as Law `law`: sections, subsections, items and sub-items.
fn body_clause_ids(b: &structure::LawBody, law: u8) -> Vec<ClauseId> {
    body_clause_ids_with_lines(b, law)
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// All paragraphs of a law body in reading order (for a text read as commentary by `--kind`).
fn body_paragraphs(b: &structure::LawBody) -> Vec<structure::Para> {
    let mut out = b.preamble.clone();
    fn node(n: &structure::Node, out: &mut Vec<structure::Para>) {
        out.extend(n.paras.iter().cloned());
        for c in &n.children {
            node(c, out);
        }
    }
    for n in &b.top {
        node(n, &mut out);
    }
    for s in &b.sections {
        out.extend(s.paras.iter().cloned());
        for n in &s.children {
            node(n, &mut out);
        }
        out.extend(s.after.iter().cloned());
    }
    out.extend(b.closing.iter().cloned());
    // A footnote keeps its mark in front of its text: the mark in the text points at it.
    out.extend(b.footnotes.iter().map(|(mark, p)| structure::Para {
        line: p.line,
        text: format!("{mark} {}", p.text),
    }));
    out
}

/// Law text before the first law heading, where `--law` does not say which law it is: the
/// document begins inside the law before the heading's (the Laws come in order).
fn begins_inside(segments: &[Segment], i: usize, flags: &Flags) -> Option<Evidence<u8>> {
    if i != 0 || flags.law.is_some() || !has_clauses(&segments[0]) {
        return None;
    }
    let next = segments.get(1)?;
    let (n, why) = (next.law?, next.law_evidence.as_ref()?);
    (n > 1).then(|| Evidence {
        value: n - 1,
        why: format!("the document begins inside the law before Law {n} ({why})"),
    })
}

/// The last paragraph of a law's text or commentary in reading order, footnotes aside.
fn last_paragraph(c: &Content) -> Option<structure::Para> {
    match c {
        Content::Text(b) => {
            let mut all = body_paragraphs(b);
            all.truncate(all.len() - b.footnotes.len());
            all.pop()
        }
        Content::Commentary { intro, items } => items
            .last()
            .and_then(|i| i.paras.last())
            .or(intro.last())
            .cloned(),
    }
}

/// Whether a segment holds law text with sections or numbered clauses (not only paragraphs).
fn has_clauses(s: &Segment) -> bool {
    matches!(&s.content, Content::Text(b) if !b.sections.is_empty() || !b.top.is_empty())
}

fn segment_texts(s: &Segment) -> Vec<structure::Para> {
    match &s.content {
        Content::Text(b) => body_paragraphs(b),
        Content::Commentary { intro, items } => intro
            .iter()
            .chain(items.iter().flat_map(|i| &i.paras))
            .cloned()
            .collect(),
    }
}

/// Imports raw documents into the corpus at `root` and writes the corpus files and reports, and
/// with `json_report` (`--report`) the reports as JSON ([`report::to_json`]) to that file too.
/// Returns one summary line per file written.
///
/// All documents are imported first; files are written only when every one succeeded, each
/// through a temporary file renamed into place, so a failure leaves the corpus as it was.
/// Re-importing a corpus file's own source (the same bytes, [`FrontMatter::source_sha256`])
/// replaces it; a file made from another document, whatever its name, is only replaced with
/// `replace` (`--replace`). Documents are read as regular files within the size limit
/// ([`crate::util::fsio::read_regular`]); only regular files are replaced, and only inside the corpus
/// folder.
///
/// # Errors
/// [`Error::Input`] for a document that is not a regular file (a FIFO, `/dev/zero`) or is over
/// the size limit; [`Error::Io`] for one that cannot be read or a file that cannot be written
/// (a symbolic link, FIFO, device or folder where a file goes among them);
/// [`Error::Usage`] when two documents would make the same file, an existing file from another
/// document would be replaced without `replace`, a report of another document stands where
/// this one's goes, or a destination's folder leads out of the corpus; and every error of
/// [`import_document`].
pub fn import_files(
    root: &Path,
    files: &[PathBuf],
    flags: &Flags,
    replace: bool,
    json_report: Option<&Path>,
) -> Result<Vec<String>> {
    let rule = json_report_rule(root, files, replace);
    if let Some(r) = json_report {
        // Checked before any document is read; again when the file is written.
        rule.check(r, None, is_json_report)?;
    }
    // One writer of the corpus at a time: the checks below see what an import before this one
    // wrote.
    let _lock = crate::util::fsio::lock_corpus(root)?;
    let manifests = load_manifests(root)?;
    // The corpus's clause ids are evidence of an edition; a corpus that does not load (a bad
    // file) gives none, and import decides from the manifests and the text alone.
    let loaded = crate::corpus::load::load_corpus(root).ok();
    let loads = loaded.is_some();
    let clauses = loaded
        .as_ref()
        .map(CorpusClauses::from_corpus)
        .unwrap_or_default();
    let mut done = Vec::new();
    for f in files {
        let name = f.file_name().map_or_else(
            || f.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        // A regular file within the size limit: `import /dev/zero` or a FIFO is refused, not
        // read until memory runs out or for ever.
        let bytes = crate::util::fsio::read_regular(f)
            .map_err(|e| e.into_error(&f.display().to_string(), f))?;
        done.push(import_document_with(
            &name, &bytes, &manifests, &clauses, flags,
        )?);
    }
    check_targets(root, &done, replace)?;
    rounds::check_rounds(root, &manifests, loaded.as_ref(), &done)?;
    // A corpus that loads still loads with the new files: another file may hold what they
    // change (a situation index's clause that a renumbering in the new edition's text no longer
    // has). Checked on the files in memory, before anything is written.
    if loads {
        let overlay: crate::corpus::load::Overlay = done
            .iter()
            .flat_map(|imp| imp.files.iter().cloned())
            .collect();
        if let Err(e) = crate::corpus::load::load_corpus_with(root, &overlay) {
            // The errors' own help (how to mend the file they name), each once.
            let mut helps: Vec<String> = Vec::new();
            let errors = match &e {
                Error::Input(one) => std::slice::from_ref(one.as_ref()),
                Error::Many(many) => many.as_slice(),
                _ => &[],
            };
            for h in errors.iter().filter_map(|i| i.help.as_deref()) {
                if !helps.iter().any(|k| k == h) {
                    helps.push(h.to_string());
                }
            }
            let helps: String = helps.iter().map(|h| format!("\n({h})")).collect();
            return Err(Error::Usage(format!(
                "nothing was written: with the imported files the corpus would not load:\n{e}{helps}\nMend the file this names first (not one the import writes), then import again."
            )));
        }
    }
    // Corpus files and reports go inside the corpus folder, never through a link leading out.
    let boundary = crate::util::fsio::Boundary::of(root)?;
    for imp in &done {
        for path in imp.files.iter().map(|(p, _)| p).chain([&imp.report_path()]) {
            boundary.check_destination(&root.join(path))?;
        }
    }
    // Every file is first written to a temporary file beside its target; only when all of them
    // were written are they renamed into place, so a failure leaves the corpus as it was.
    let mut staged = crate::util::fsio::Staged::default();
    let mut summary = Vec::new();
    for imp in &done {
        for d in imp.report.decisions.iter().filter(|d| {
            d.contains("overridden")
                || d.contains("check the flag")
                || d.contains("units are not done")
        }) {
            summary.push(format!("note: {}: {d}", imp.report.source));
        }
        for (path, text) in &imp.files {
            staged.add(&root.join(path), text)?;
            summary.push(format!("wrote {path}"));
        }
        let rp = imp.report_path();
        staged.add(&root.join(&rp), imp.report.to_text())?;
        let n = imp.report.entries.len();
        let mut line = format!(
            "wrote {rp} ({n} {} of {} not law text",
            if n == 1 { "piece" } else { "pieces" },
            imp.report.source
        );
        match imp.report.doubts.len() {
            0 => line.push(')'),
            1 => line.push_str("; 1 line kept as law text to check)"),
            d => line.push_str(&format!("; {d} lines kept as law text to check)")),
        }
        summary.push(line);
    }
    if let Some(path) = json_report {
        let reports: Vec<&Report> = done.iter().map(|i| &i.report).collect();
        let json = report::to_json(&reports);
        rule.check(path, Some(json.as_bytes()), is_json_report)?;
        staged.add(path, json)?;
        summary.push(format!("wrote {}", path.display()));
    }
    staged.commit()?;
    Ok(summary)
}

/// The rule `--report FILE` is written by ([`crate::util::fsio::OutputFile`]): a regular file or
/// nothing, none of the documents being imported, outside the corpus's own folders (`laws/`,
/// `translations/`, `import-report/`, `.lawref/`), and over an existing file only when it is a
/// JSON report lawref wrote ([`is_json_report`]) or with `--replace`.
fn json_report_rule<'a>(root: &'a Path, files: &'a [PathBuf], replace: bool) -> OutputFile<'a> {
    OutputFile {
        flag: "--report",
        corpus: root,
        inputs: files,
        corpus_file: None,
        replace,
    }
}

/// Whether `bytes` are a JSON report as `import --report` writes them: an array of reports,
/// each with its document's `source_sha256`.
fn is_json_report(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Vec<serde_json::Value>>(bytes)
        .is_ok_and(|v| v.iter().all(|r| r.get("source_sha256").is_some()))
}

/// Refuses an import that would lose text: two documents of one run making the same corpus file,
/// a corpus file made from another document replaced without `replace`, or a report written
/// over another document's report.
///
/// A document is known by its content ([`FrontMatter::source_sha256`]), not its name: a corpus
/// file is the same document's when its `source_sha256` is the one of the file made (for a
/// corpus file imported again, the one it keeps). A file without one (written before import
/// recorded it) is the same document's only when neither has one and the sources' names agree.
fn check_targets(root: &Path, done: &[Imported], replace: bool) -> Result<()> {
    let mut seen: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    for imp in done {
        let rp = imp.report_path();
        if let Some(other) = seen.insert(rp.clone(), &imp.report.source) {
            return Err(Error::Usage(format!(
                "{other} and {} are the same document (SHA-256 {}); import it once",
                imp.report.source, imp.report.source_sha256
            )));
        }
        // A report's name holds 12 digits of the hash: one that is there already must be this
        // document's own (its whole hash in it), never another's.
        let existing = read_existing(&root.join(&rp))?;
        if let Some(old) = existing.filter(|old| {
            !old.lines()
                .take(3)
                .any(|l| l == format!("source_sha256: {}", imp.report.source_sha256))
        }) {
            let first = old.lines().next().unwrap_or("");
            return Err(Error::Usage(format!(
                "{rp} exists and is not the report of {} (SHA-256 {}): it begins {first:?}; lawref never writes one document's report over another's (move it away to import {})",
                imp.report.source, imp.report.source_sha256, imp.report.source
            )));
        }
        // A translation round's file with no done unit writes its work file alone: a text an
        // earlier round published would then say what the work file says is not done.
        for (path, _) in &imp.files {
            if let Some(stem) = path.strip_suffix(".work.yaml") {
                let text = format!("{stem}.md");
                if !imp.files.iter().any(|(p, _)| *p == text) && root.join(&text).exists() {
                    return Err(Error::Usage(format!(
                        "no unit of {} is done, but {text} holds the text of an earlier round: importing it would leave that text published while {path} says its units are not done (mark the units done, or move {text} away to withdraw the text)",
                        imp.report.source
                    )));
                }
            }
        }
        for (path, text) in &imp.files {
            if let Some(other) = seen.insert(path.clone(), &imp.report.source) {
                return Err(Error::Usage(format!(
                    "{other} and {} would both be written to {path}; import them one at a time",
                    imp.report.source
                )));
            }
            if replace {
                continue;
            }
            let Some(existing) = read_existing(&root.join(path))? else {
                continue;
            };
            let (old, new) = (Origin::of(&existing), Origin::of(text));
            let same = match (&old.sha256, &new.sha256) {
                (Some(a), Some(b)) => a == b,
                (None, None) => old.source.is_some() && old.source == new.source,
                _ => false,
            };
            if !same {
                let from = old.source.as_deref().unwrap_or("an unknown source");
                let why = match (&old.sha256, &new.sha256) {
                    (Some(a), Some(b)) => format!(
                        "imported from {from} (SHA-256 {}…); {} is another document{} (SHA-256 {}…), and importing it would replace the file",
                        &a[..12.min(a.len())],
                        imp.report.source,
                        if old.source.as_deref() == Some(imp.report.source.as_str()) {
                            " of the same name"
                        } else {
                            ""
                        },
                        &b[..12.min(b.len())]
                    ),
                    (None, _) => format!(
                        "imported from {from} with no source_sha256 (written by hand, or before import recorded it), so lawref cannot tell whether {} is the same document; importing it would replace the file",
                        imp.report.source
                    ),
                    (Some(_), None) => format!(
                        "imported from {from}; importing {} would replace it",
                        imp.report.source
                    ),
                };
                return Err(Error::Usage(format!(
                    "{path} exists, {why} (pass --replace to do so)"
                )));
            }
        }
    }
    Ok(())
}

/// The text of a file that is there to be replaced (lossily UTF-8), `None` when there is none.
/// Only a regular file may be replaced ([`crate::util::fsio::check_output_path`]): a folder, link,
/// FIFO or device standing there is refused before anything is written (and never read).
fn read_existing(path: &Path) -> Result<Option<String>> {
    // What may not be replaced (a folder, a link, a FIFO) is refused as the writing would.
    crate::util::fsio::check_output_path(path)?;
    match crate::util::fsio::read_regular(path) {
        Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
        Err(crate::util::fsio::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            Ok(None)
        }
        Err(e) => Err(e.into_error(&path.display().to_string(), path)),
    }
}

/// Where a corpus file came from, as its front matter says.
struct Origin {
    source: Option<String>,
    sha256: Option<String>,
}

impl Origin {
    fn of(text: &str) -> Origin {
        let text = text.trim_start_matches('\u{feff}');
        // A corpus text's front matter, or a work file's top level (`<NN>.work.yaml`).
        let v = crate::corpus::load::split_front_matter(text).map_or_else(
            || serde_yaml::from_str::<serde_yaml::Value>(text).ok(),
            |(fm, _)| serde_yaml::from_str::<serde_yaml::Value>(fm).ok(),
        );
        let field = |k: &str| {
            v.as_ref()
                .and_then(|v| v.get(k))
                .and_then(|s| s.as_str())
                .map(str::to_string)
        };
        Origin {
            source: field("source"),
            sha256: field("source_sha256"),
        }
    }
}

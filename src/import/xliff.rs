//! A translated XLIFF 1.2 file, as `lawref export xliff` writes it ([`crate::export::xliff`]) and a
//! translator's CAT tool fills it in, read back (`lawref import FILE.xlf`, [`import`]): the file becomes the corpus file of
//! the target language, edition and law (`translations/nl/2017/68.md`): the clause tree from the
//! unit ids, the law's title from `68-title`, each line of a target a paragraph (the first a
//! section's title under `lawref:title="yes"`), `source` the file's name and `source_sha256`
//! the SHA-256 of its bytes, as for any import (the report's name carries 12 digits of it; a
//! revised file is another document, so it replaces the corpus file only with `--replace`); no
//! `source_title`, since an exchange file names no page a reader could follow. `<mrk>` and `<g>`
//! inside a target keep their text; other inline elements are refused. Errors name the file,
//! line and column: XML that is not well-formed, a file that is not XLIFF 1.2 or has not one
//! `<file>`, a unit id that is not a part of the law, an id twice, a clause whose enclosing clause
//! has no unit, an empty target, a target with another number of lines than its source.
//!
//! Not for: writing XLIFF (that is the exchange stage's, [`crate::export::xliff`]), or writing the
//! corpus file to disk (that is [`crate::import::import_files`]'s, all or nothing).

use quick_xml::NsReader;
use quick_xml::events::Event;
use quick_xml::name::ResolveResult;

use crate::corpus::model::{
    ClauseId, Edition, EditionManifest, FrontMatter, Kind, Lang, Level, Owner,
};
use crate::corpus::units::{NS, UnitPart, XLIFF_NS, parse_unit_id};
use crate::error::{Error, InputError, Result};
use crate::import::metadata::{Evidence, decide};
use crate::import::report::Report;
use crate::import::{Flags, Imported};

/// Whether a document given to `lawref import` is an XLIFF file: its name ends in `.xlf` or
/// `.xliff`, or its text (after an XML declaration and comments) opens an `<xliff` element.
pub(crate) fn is_xliff(name: &str, text: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".xlf") || lower.ends_with(".xliff") {
        return true;
    }
    let head: String = text.chars().take(4096).collect();
    let mut rest = head.trim_start_matches('\u{feff}').trim_start();
    loop {
        if let Some(r) = rest.strip_prefix("<?") {
            rest = r.split_once("?>").map_or("", |x| x.1).trim_start();
        } else if let Some(r) = rest.strip_prefix("<!--") {
            rest = r.split_once("-->").map_or("", |x| x.1).trim_start();
        } else {
            break;
        }
    }
    rest.starts_with("<xliff")
}

/// A trans-unit as read.
#[derive(Debug, Clone)]
struct ReadUnit {
    id: String,
    at: usize,
    titled: bool,
    source: String,
    target: Option<String>,
    target_at: usize,
}

/// What `<file>` says, with the byte offset of the element.
#[derive(Debug, Default)]
struct ReadFile {
    at: usize,
    target_lang: Option<String>,
    source_lang: Option<String>,
    law: Option<String>,
    edition: Option<String>,
    units: Vec<ReadUnit>,
}

/// Where inside a trans-unit the reader is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum In {
    Source,
    Target,
}

/// Parses an XLIFF 1.2 file (see the module's notes for what is refused).
// Long: one XML event loop; every event reads and moves the same state (depth, unit, inside).
#[allow(clippy::too_many_lines)]
fn read(name: &str, text: &str) -> Result<ReadFile> {
    let err =
        |at: usize, msg: String| -> Error { InputError::at_offset(name, text, at, msg).into() };
    let mut r = NsReader::from_str(text);
    r.config_mut().trim_text(false);
    let mut depth: Vec<String> = Vec::new();
    let mut files: Vec<ReadFile> = Vec::new();
    let mut unit: Option<ReadUnit> = None;
    let mut inside: Option<(In, usize)> = None; // (what, depth of its element)
    let mut buf = String::new();
    let mut seen_root = false;
    loop {
        let at = usize::try_from(r.buffer_position()).unwrap_or(0);
        let ev = r.read_event().map_err(|e| {
            err(
                usize::try_from(r.error_position()).unwrap_or(at),
                format!("not well-formed XML: {e}"),
            )
        })?;
        match ev {
            Event::Start(ref e) | Event::Empty(ref e) => {
                let empty = matches!(ev, Event::Empty(_));
                let (ns, local) = r.resolve_element(e.name());
                let local = String::from_utf8_lossy(local.as_ref()).into_owned();
                let in_xliff = matches!(ns, ResolveResult::Bound(n) if n.as_ref() == XLIFF_NS.as_bytes())
                    || matches!(ns, ResolveResult::Unbound);
                let mut attrs: Vec<(Option<Vec<u8>>, String, String)> = Vec::new();
                for a in e.attributes() {
                    let a = a.map_err(|x| err(at, format!("not well-formed XML: {x}")))?;
                    let (ans, alocal) = r.resolve_attribute(a.key);
                    let ans = match ans {
                        ResolveResult::Bound(n) => Some(n.as_ref().to_vec()),
                        _ => None,
                    };
                    let value = a
                        .unescape_value()
                        .map_err(|x| err(at, format!("not well-formed XML: {x}")))?
                        .into_owned();
                    attrs.push((
                        ans,
                        String::from_utf8_lossy(alocal.as_ref()).into_owned(),
                        value,
                    ));
                }
                let plain = |k: &str| {
                    attrs
                        .iter()
                        .find(|(n, l, _)| n.is_none() && l == k)
                        .map(|x| x.2.clone())
                };
                let ours = |k: &str| {
                    attrs
                        .iter()
                        .find(|(n, l, _)| n.as_deref() == Some(NS.as_bytes()) && l == k)
                        .map(|x| x.2.clone())
                };
                if !seen_root {
                    seen_root = true;
                    if local != "xliff" || !in_xliff {
                        return Err(err(
                            at,
                            format!(
                                "not an XLIFF file: the root element is <{local}>, not <xliff>"
                            ),
                        ));
                    }
                    if plain("version").as_deref() != Some("1.2") {
                        return Err(err(
                            at,
                            format!(
                                "XLIFF version {}: lawref reads XLIFF 1.2, the version it writes",
                                plain("version").unwrap_or_else(|| "(none)".into())
                            ),
                        ));
                    }
                }
                if let Some((what, _)) = inside {
                    // Inline elements of a source or target.
                    if what == In::Target && !(in_xliff && (local == "mrk" || local == "g")) {
                        return Err(err(
                            at,
                            format!(
                                "<{local}> inside the target of trans-unit {}: lawref's units are plain text (a line per paragraph); remove the tag, keeping its text",
                                unit.as_ref().map_or("?", |u| u.id.as_str())
                            ),
                        ));
                    }
                } else if in_xliff {
                    let parent = depth.last().map(String::as_str);
                    match (local.as_str(), parent) {
                        ("file", _) => {
                            files.push(ReadFile {
                                at,
                                target_lang: plain("target-language"),
                                source_lang: plain("source-language"),
                                law: ours("law"),
                                edition: ours("edition"),
                                units: Vec::new(),
                            });
                        }
                        ("trans-unit", _) => {
                            let Some(id) = plain("id") else {
                                return Err(err(at, "a trans-unit without an id".into()));
                            };
                            unit = Some(ReadUnit {
                                id,
                                at,
                                titled: ours("title").as_deref() == Some("yes"),
                                source: String::new(),
                                target: None,
                                target_at: at,
                            });
                        }
                        ("source", Some("trans-unit")) if unit.is_some() => {
                            buf.clear();
                            inside = Some((In::Source, depth.len()));
                        }
                        ("target", Some("trans-unit")) if unit.is_some() => {
                            buf.clear();
                            if let Some(u) = unit.as_mut() {
                                u.target_at = at;
                            }
                            inside = Some((In::Target, depth.len()));
                        }
                        _ => {}
                    }
                }
                if empty {
                    // An empty <source/> or <target/> holds no text.
                    if let Some((what, d)) = inside
                        && d == depth.len()
                    {
                        finish_part(&mut unit, what, String::new());
                        inside = None;
                    }
                    if local == "trans-unit" && inside.is_none() {
                        push_unit(&mut files, &mut unit);
                    }
                } else {
                    depth.push(local);
                }
            }
            Event::End(_) => {
                let local = depth.pop().unwrap_or_default();
                if let Some((what, d)) = inside
                    && d == depth.len()
                {
                    finish_part(&mut unit, what, std::mem::take(&mut buf));
                    inside = None;
                } else if inside.is_none() && local == "trans-unit" {
                    push_unit(&mut files, &mut unit);
                }
            }
            Event::Text(ref t) if inside.is_some() => {
                let s = t
                    .xml10_content()
                    .map_err(|x| err(at, format!("not well-formed XML: {x}")))?;
                buf.push_str(&s);
            }
            Event::CData(ref t) if inside.is_some() => {
                buf.push_str(&String::from_utf8_lossy(t.as_ref()));
            }
            Event::GeneralRef(ref g) if inside.is_some() => {
                if let Some(c) = g
                    .resolve_char_ref()
                    .map_err(|x| err(at, format!("not well-formed XML: {x}")))?
                {
                    buf.push(c);
                } else {
                    let n = g
                        .decode()
                        .map_err(|x| err(at, format!("not well-formed XML: {x}")))?;
                    match quick_xml::escape::resolve_predefined_entity(&n) {
                        Some(s) => buf.push_str(s),
                        None => return Err(err(at, format!("unknown entity &{n};"))),
                    }
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !seen_root {
        return Err(err(0, "not an XLIFF file: no <xliff> element".into()));
    }
    let n = files.len();
    let Some(file) = files.pop().filter(|_| n == 1) else {
        return Err(err(
            0,
            format!(
                "the XLIFF file has {n} <file> elements; lawref reads one law per file, one <file>"
            ),
        ));
    };
    Ok(file)
}

fn finish_part(unit: &mut Option<ReadUnit>, what: In, text: String) {
    if let Some(u) = unit.as_mut() {
        match what {
            In::Source => u.source = text,
            In::Target => u.target = Some(text),
        }
    }
}

fn push_unit(files: &mut [ReadFile], unit: &mut Option<ReadUnit>) {
    if let (Some(f), Some(u)) = (files.last_mut(), unit.take()) {
        f.units.push(u);
    }
}

/// A unit of the file, read: its part and its lines.
struct Part {
    part: UnitPart,
    titled: bool,
    lines: Vec<String>,
}

/// Imports a translated XLIFF file `name` (its decoded `text`) as a corpus document of its
/// target language, edition and law (see the module's notes). `encoding` is the report's
/// encoding line; `sha256` is the SHA-256 of the file's bytes, 64 lower-case hex digits
/// ([`crate::import::sha256_hex`]), which the report and the front matter carry as
/// `source_sha256` like any import's; flags are used where the file does not say a fact, and a
/// flag the file contradicts is overridden (the report says so).
///
/// # Errors
/// [`Error::Input`] at the file's line and column for every fault the module's notes list;
/// [`Error::Undecided`] when the file names no target language, law or edition and no flag
/// gives it; [`Error::Usage`] for an edition with no manifest, or a corpus file made that would
/// not load.
// Long: reads the file's facts, settles them against the flags, builds the parts: one report.
#[allow(clippy::too_many_lines)]
pub fn import(
    name: &str,
    text: &str,
    encoding: String,
    sha256: &str,
    manifests: &[EditionManifest],
    flags: &Flags,
) -> Result<Imported> {
    let file = read(name, text)?;
    let line_of = |at: usize| text[..at.min(text.len())].matches('\n').count() + 1;
    let err =
        |at: usize, msg: String| -> Error { InputError::at_offset(name, text, at, msg).into() };
    let mut report = Report {
        source: name.to_string(),
        source_sha256: sha256.to_string(),
        encoding,
        ..Report::default()
    };
    let fl = line_of(file.at);
    let found = |v: &Option<String>, attr: &str| {
        v.clone().map(|value| Evidence {
            value,
            why: format!("{attr} of <file>, line {fl}"),
        })
    };
    let lang = decide(
        "language",
        name,
        found(&file.target_lang, "target-language").map(|e| Evidence {
            value: Lang(e.value),
            why: e.why,
        }),
        flags.lang.as_ref(),
        "--lang",
        &mut report,
    )?;
    let edition = decide(
        "edition",
        name,
        found(&file.edition, "lawref:edition").map(|e| Evidence {
            value: Edition(e.value),
            why: e.why,
        }),
        flags.edition.as_ref(),
        "--edition",
        &mut report,
    )?;
    let law_found = match &file.law {
        Some(v) => Some(Evidence {
            value: v
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=crate::corpus::model::MAX_LAW).contains(n))
                .ok_or_else(|| {
                    err(
                        file.at,
                        format!("lawref:law {v:?} is not a law number (1–93)"),
                    )
                })?,
            why: format!("lawref:law of <file>, line {fl}"),
        }),
        None => None,
    };
    let law = decide(
        "law",
        name,
        law_found,
        flags.law.as_ref(),
        "--law",
        &mut report,
    )?;
    decide(
        "kind",
        name,
        Some(Evidence {
            value: Kind::Text,
            why: "an XLIFF file holds a law's text".into(),
        }),
        flags.kind.as_ref(),
        "--kind",
        &mut report,
    )?;
    if !manifests.iter().any(|m| m.edition == edition) {
        return Err(err(
            file.at,
            format!("edition {edition} has no manifest laws/{edition}.yaml"),
        ));
    }
    if file.units.is_empty() {
        return Err(err(file.at, "the <file> has no trans-unit".into()));
    }
    report.decisions.push(format!(
        "a translated XLIFF 1.2 file: {} trans-units of Law {law} ({edition}){} into {lang}; their <source>, notes and earlier versions (alt-trans) are the translator's reference and are not imported",
        file.units.len(),
        file.source_lang
            .as_deref()
            .map(|s| format!(" from {s}"))
            .unwrap_or_default()
    ));
    // Each unit: its part, checked.
    let mut parts: Vec<Part> = Vec::new();
    for u in &file.units {
        let Some(part) = parse_unit_id(law, &u.id) else {
            return Err(err(
                u.at,
                format!(
                    "trans-unit id {:?} is no part of Law {law}: ids are clause ids (68B2, 68D2(b)(i)) or {law}-title, {law}-preamble, {law}-closing, {law}-fn-<mark>",
                    u.id
                ),
            ));
        };
        if parts.iter().any(|p| p.part == part) {
            return Err(err(u.at, format!("trans-unit {} comes twice", u.id)));
        }
        let target = u.target.as_deref().unwrap_or("").trim_matches('\n');
        if target.trim().is_empty() {
            return Err(err(
                u.target_at,
                format!(
                    "trans-unit {} has no translation (its target is empty): translate it, or remove the trans-unit to leave the part out",
                    u.id
                ),
            ));
        }
        let lines: Vec<String> = target.split('\n').map(|l| l.trim().to_string()).collect();
        let src_lines = u.source.trim_matches('\n').split('\n').count();
        if lines.len() != src_lines {
            return Err(err(
                u.target_at,
                format!(
                    "the target of trans-unit {} has {} line{} where its source has {src_lines}: keep one line per line of the source (each is a paragraph{})",
                    u.id,
                    lines.len(),
                    if lines.len() == 1 { "" } else { "s" },
                    if u.titled {
                        ", the first the section's title"
                    } else {
                        ""
                    }
                ),
            ));
        }
        if let Some(l) = lines.iter().position(|l| l.is_empty()) {
            return Err(err(
                u.target_at,
                format!(
                    "line {} of the target of trans-unit {} is empty",
                    l + 1,
                    u.id
                ),
            ));
        }
        if let UnitPart::Part(Owner::Footnote(_)) = &part
            && lines.len() > 1
        {
            return Err(err(
                u.target_at,
                format!(
                    "the footnote {} has {} lines; a footnote is one paragraph",
                    u.id,
                    lines.len()
                ),
            ));
        }
        parts.push(Part {
            part,
            titled: u.titled,
            lines,
        });
    }
    // Every clause's enclosing clause is a unit too (a section for its subsections …).
    let clause_ids: Vec<ClauseId> = parts
        .iter()
        .filter_map(|p| match &p.part {
            UnitPart::Part(Owner::Clause(id)) => Some(*id),
            _ => None,
        })
        .collect();
    for (u, p) in file.units.iter().zip(&parts) {
        if let UnitPart::Part(Owner::Clause(id)) = &p.part
            && let Some(parent) = id.parent().filter(|p| p.level() != Level::Law)
            && !clause_ids.contains(&parent)
        {
            return Err(err(
                u.at,
                format!("trans-unit {id} has no unit for its enclosing clause {parent}"),
            ));
        }
    }
    let title = parts
        .iter()
        .find(|p| p.part == UnitPart::Title)
        .map(|p| p.lines.join(" "));
    let meta = FrontMatter {
        law,
        edition,
        lang,
        kind: Kind::Text,
        title,
        source: crate::error::escape_controls(name).into_owned(),
        source_sha256: Some(sha256.to_string()),
        letters: None,
        // An exchange file names no page or book a reader could follow; the law page shows
        // no source line rather than the file's name.
        source_title: None,
        source_url: None,
    };
    let body = markdown(&parts);
    let mut out = String::from("---\n");
    out.push_str(&serde_yaml::to_string(&meta).expect("front matter serialises"));
    out.push_str("---\n");
    out.push_str(&body);
    let path = crate::corpus::load::document_path(&meta);
    crate::corpus::load::load_document(&path, &out, manifests).map_err(|e| {
        Error::Usage(format!(
            "{name}: the corpus file made from it would not load ({e}); check the trans-unit ids"
        ))
    })?;
    report.outputs.push(path.clone());
    Ok(Imported {
        files: vec![(path, out)],
        report,
        corpus_input: false,
    })
}

/// The corpus Markdown of the parts (docs/corpus-format.md): the preamble, sections
/// (`## A. Title`) with their paragraphs and lists, top-level subsections, the closing after
/// `---`, the footnotes. Clauses in the Laws' order ([`ClauseId`]'s).
fn markdown(parts: &[Part]) -> String {
    use crate::import::markdown::{escape, escape_heading};
    use std::fmt::Write as _;
    let marks: Vec<&str> = parts
        .iter()
        .filter_map(|p| match &p.part {
            UnitPart::Part(Owner::Footnote(m)) => Some(m.as_str()),
            _ => None,
        })
        .collect();
    let of = |o: &Owner| {
        parts
            .iter()
            .find(|p| p.part == UnitPart::Part(o.clone()))
            .map(|p| p.lines.as_slice())
    };
    let mut clauses: Vec<(ClauseId, &Part)> = parts
        .iter()
        .filter_map(|p| match &p.part {
            UnitPart::Part(Owner::Clause(id)) => Some((*id, p)),
            _ => None,
        })
        .collect();
    clauses.sort_by_key(|(id, _)| *id);
    let mut s = String::new();
    for l in of(&Owner::Preamble).unwrap_or(&[]) {
        let _ = write!(s, "\n{}\n", escape(l, &marks));
    }
    // Paragraphs of a list item after its marker line, and its children, at `indent`.
    fn item(
        s: &mut String,
        clauses: &[(ClauseId, &Part)],
        i: usize,
        indent: usize,
        marks: &[&str],
    ) -> usize {
        let (id, p) = clauses[i];
        let pad = " ".repeat(indent);
        let (marker, col) = match id.level() {
            Level::Subsection => {
                let n = id.subsection.unwrap_or(1);
                (format!("{n}."), n.to_string().len() + 2)
            }
            _ => (format!("- {}", id.marker()), 2),
        };
        let mut lines = p.lines.iter();
        match lines.next() {
            Some(first) => {
                let _ = writeln!(s, "{pad}{marker} {}", escape(first, marks));
            }
            None => {
                let _ = writeln!(s, "{pad}{marker}");
            }
        }
        let inner = " ".repeat(indent + col);
        for l in lines {
            let _ = write!(s, "\n{inner}{}\n", escape(l, marks));
        }
        let mut j = i + 1;
        while j < clauses.len() && clauses[j].0.parent() == Some(id) {
            j = item(s, clauses, j, indent + col, marks);
        }
        j
    }
    let mut i = 0;
    let mut listed = false;
    while i < clauses.len() {
        let (id, p) = clauses[i];
        if id.level() == Level::Section {
            let _ = write!(s, "\n## {}.", id.section.unwrap_or('A'));
            let mut lines = p.lines.iter();
            if p.titled
                && let Some(t) = lines.next()
            {
                let _ = write!(s, " {}", escape_heading(t));
            }
            s.push('\n');
            for l in lines {
                let _ = write!(s, "\n{}\n", escape(l, &marks));
            }
            i += 1;
            if i < clauses.len() && clauses[i].0.parent() == Some(id) {
                s.push('\n');
                while i < clauses.len() && clauses[i].0.parent() == Some(id) {
                    i = item(&mut s, &clauses, i, 0, &marks);
                }
            }
            listed = false;
        } else {
            if !listed {
                s.push('\n');
                listed = true;
            }
            i = item(&mut s, &clauses, i, 0, &marks);
        }
    }
    if let Some(lines) = of(&Owner::Closing) {
        s.push_str("\n---\n");
        for l in lines {
            let _ = write!(s, "\n{}\n", escape(l, &marks));
        }
    }
    for m in &marks {
        if let Some([l]) = of(&Owner::Footnote((*m).to_string())) {
            let _ = write!(s, "\n[^{m}]: {}\n", escape(l, &marks));
        }
    }
    s
}

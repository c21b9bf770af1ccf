//! A translated XLIFF 1.2 file, as `lawref export xliff` writes it ([`crate::export::xliff`]) and a
//! translator's CAT tool fills it in, read back (`lawref import FILE.xlf`, [`import`]): the file
//! becomes the corpus file of the target language, edition and law
//! (`translations/nl/2017/68.md`): the clause tree from the unit ids, the law's title from
//! `68-title`, each line of a target a paragraph (the first a section's title under
//! `lawref:title="yes"`), `source` the file's name and `source_sha256` the SHA-256 of its bytes,
//! as for any import (the report's name carries 12 digits of it; a revised file is another
//! document, so it replaces the corpus file only with `--replace`); no `source_title`, since an
//! exchange file names no page a reader could follow. `<mrk>` and `<g>` inside a target keep
//! their text.
//!
//! **Only done units become text.** A unit is done when its target is not empty and its `state`
//! is `translated`, `signed-off` or `final` (or absent, as in a file filled in by hand), or the
//! trans-unit says `approved="yes"` ([`crate::corpus::work::Stage`]). The others (no target, as
//! OmegaT leaves an untranslated unit; `new`; a `needs-*` state, as lawref exports a changed
//! clause's earlier translation) are not corpus text, and neither is a done clause under an
//! enclosing clause that is not: the report counts and lists them, each with why. Every unit
//! goes with its state into the round's work file, `translations/<lang>/<edition>/<NN>.work.yaml`
//! ([`crate::corpus::work`]), a pending one with its target, so that the next export carries it
//! and `lawref progress` counts it. A file with no done unit writes the work file alone.
//!
//! The reader is strict: it takes what XLIFF 1.2's specification allows, and lawref's units.
//! Every fault of the file is reported at once, each at its line and column (one
//! `error::TextIndex` of the file: a binary search per fault, not a scan of the text),
//! and then nothing is imported. The faults:
//! - XML that is not well-formed (which ends the reading), a root that is not `<xliff
//!   version="1.2">`, no `<file>` or a second one (lawref reads one law per file), a second
//!   `<body>`, an unknown entity;
//! - structure XLIFF 1.2 forbids: a trans-unit or `<group>` outside `<body>` and `<group>` (in
//!   `<header>`, in another trans-unit: N29), a second `<source>` or `<target>` in a trans-unit
//!   (N27), a trans-unit without an id or without a source;
//! - the `<file>`: no `source-language`; a source or target language that is not a language code
//!   as the corpus writes one; a `lawref:edition` with no manifest; a `lawref:law` that is no law
//!   number, or not a law of the edition;
//! - the units: an id that names no part of the law (`68D2(b)(i)`, `68-title`, `68-preamble`,
//!   `68-closing`, `68-fn-<mark>` with a mark a corpus footnote can have,
//!   `corpus::parse::is_footnote_mark`: `68-fn-]x[^y` names none, N15); an id twice; a
//!   source or target whose `xml:lang` is not the `<file>`'s language; a `state` XLIFF 1.2 does
//!   not have, an `approved` other than yes or no; a done target with another number of lines
//!   than its source, an empty line, a control character; a
//!   footnote of several lines; another inline element than `<mrk>` or `<g>` in a target; a
//!   clause whose enclosing clause has no unit;
//! - the corpus file made: it is loaded as the corpus loads it, and a part that would not load,
//!   or would read back as other words than its unit's, is a fault at that unit's target.
//!
//! Time linear in the file (n log n in its clause units, which the corpus file sorts into the
//! Laws' order): units are compared by hash lookups, never each with every other (N36, N37).
//!
//! Not for: writing XLIFF (that is the exchange stage's, [`crate::export::xliff`]), or writing the
//! corpus file to disk (that is [`crate::import::import_files`]'s, all or nothing).

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use quick_xml::NsReader;
use quick_xml::events::Event;
use quick_xml::name::ResolveResult;

use crate::corpus::model::{
    ClauseId, Document, Edition, EditionManifest, FrontMatter, Kind, Lang, Level, Owner,
};
use crate::corpus::units::{NS, UnitPart, XLIFF_NS, parse_unit_id};
use crate::corpus::work::{Stage, State, Work, WorkUnit};
use crate::error::{Error, Result, TextIndex};
use crate::import::metadata::{Evidence, decide};
use crate::import::report::Report;
use crate::import::{Flags, Imported};
use crate::util::nfc;

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

/// An attribute as read: its value and the byte offset of its name in the file.
#[derive(Debug, Clone)]
struct Attr {
    value: String,
    at: usize,
}

/// A `<source>` or `<target>` of a trans-unit as read: its text (inline `<mrk>` and `<g>` kept
/// as their text), the byte offset of its element and its `xml:lang`.
#[derive(Debug, Clone)]
struct Segment {
    text: String,
    at: usize,
    lang: Option<Attr>,
}

/// A trans-unit as read.
#[derive(Debug, Clone)]
struct ReadUnit {
    id: String,
    at: usize,
    titled: bool,
    source: Option<Segment>,
    target: Option<Segment>,
    /// The target's `state`, where it gives a state XLIFF 1.2 has.
    state: Option<State>,
    /// Whether the trans-unit says `approved="yes"`.
    approved: bool,
    /// A fault was found inside it (an inline element lawref does not read): its text is not
    /// checked further.
    faulty: bool,
}

/// What `<file>` says, with the byte offset of the element.
#[derive(Debug, Default)]
struct ReadFile {
    at: usize,
    target_lang: Option<Attr>,
    source_lang: Option<Attr>,
    law: Option<Attr>,
    edition: Option<Attr>,
    body: bool,
    units: Vec<ReadUnit>,
}

/// Which of a trans-unit's texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum In {
    Source,
    Target,
}

/// What an open element is to the reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// `<xliff>`.
    Root,
    /// The (first) `<file>`.
    File,
    /// Its `<header>`.
    Header,
    /// Its `<body>`.
    Body,
    /// A `<group>` in the body.
    Group,
    /// A trans-unit in the body or a group.
    Unit,
    /// A trans-unit's `<source>` or `<target>`.
    Segment,
    /// An element inside a source or target.
    Inline,
    /// An element whose content is not read (a misplaced trans-unit, a second `<file>`): its
    /// fault is said once, at it.
    Skipped,
    /// Any other element (`<note>`, `<alt-trans>`, a tool's own elements).
    Other,
}

/// The faults of a file, each at a byte offset: every one is reported, in the file's order.
#[derive(Debug, Default)]
struct Faults(Vec<(usize, String)>);

impl Faults {
    fn add(&mut self, at: usize, message: impl Into<String>) {
        self.0.push((at, message.into()));
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The faults as one error, each at its line and column: [`Error::Input`] for one,
    /// [`Error::Many`] for several.
    fn into_error(mut self, index: &TextIndex<'_>) -> Error {
        self.0.sort_by_key(|(at, _)| *at);
        Error::from_many(self.0.iter().map(|(at, m)| index.error(*at, m)).collect())
    }
}

/// The XML namespace, of `xml:lang`.
const XML_NS: &[u8] = b"http://www.w3.org/XML/1998/namespace";

/// The XLIFF reader's state: the open elements, the file, the unit and the text being read.
struct Reader {
    stack: Vec<(String, Role)>,
    file: Option<ReadFile>,
    files: usize,
    unit: Option<ReadUnit>,
    /// The source or target being read: which, whether it is kept (not a second one), the
    /// offset and `xml:lang` of its element.
    segment: Option<(In, bool, usize, Option<Attr>)>,
    buf: String,
    faults: Faults,
}

/// An element's attributes: namespace, local name, value, byte offset of the name.
#[derive(Debug, Default)]
struct Attrs(Vec<(Option<Vec<u8>>, String, String, usize)>);

impl Attrs {
    /// The attribute `local` in the namespace `ns` (none: no namespace).
    fn get(&self, ns: Option<&[u8]>, local: &str) -> Option<Attr> {
        self.0
            .iter()
            .find(|(n, l, _, _)| n.as_deref() == ns && l == local)
            .map(|x| Attr {
                value: x.2.clone(),
                at: x.3,
            })
    }

    /// An XLIFF attribute (no namespace): `id`, `source-language`.
    fn plain(&self, local: &str) -> Option<Attr> {
        self.get(None, local)
    }

    /// One of lawref's attributes: `lawref:law`.
    fn ours(&self, local: &str) -> Option<Attr> {
        self.get(Some(NS.as_bytes()), local)
    }
}

/// The attributes of element `e` (at byte `at` of `text`), namespaces resolved by `r`; or the
/// fault that ends the reading (an attribute that is not well-formed), with its offset.
fn attributes(
    r: &NsReader<&[u8]>,
    e: &quick_xml::events::BytesStart<'_>,
    at: usize,
    text: &str,
) -> std::result::Result<Attrs, (usize, String)> {
    let mut attrs = Attrs::default();
    for a in e.attributes() {
        let a = a.map_err(|x| (at, format!("not well-formed XML: {x}")))?;
        let base = text.as_ptr() as usize;
        let p = a.key.as_ref().as_ptr() as usize;
        let a_at = if p >= base && p < base + text.len() {
            p - base
        } else {
            at
        };
        let (ans, alocal) = r.resolve_attribute(a.key);
        let ans = match ans {
            ResolveResult::Bound(n) => Some(n.as_ref().to_vec()),
            _ => None,
        };
        let value = a
            .unescape_value()
            .map_err(|x| (a_at, format!("not well-formed XML: {x}")))?
            .into_owned();
        attrs.0.push((
            ans,
            String::from_utf8_lossy(alocal.as_ref()).into_owned(),
            value,
            a_at,
        ));
    }
    Ok(attrs)
}

impl Reader {
    /// The name of the open element, for messages.
    fn parent_name(&self) -> &str {
        self.stack.last().map_or("", |(n, _)| n.as_str())
    }

    /// An element opens at byte `at`: what it is, the faults of its place noted.
    fn open(&mut self, at: usize, local: &str, in_xliff: bool, attrs: &Attrs) -> Role {
        let parent = self.stack.last().map(|(_, r)| *r);
        match parent {
            Some(Role::Segment | Role::Inline) => {
                let id = self
                    .unit
                    .as_ref()
                    .map_or("?", |u| u.id.as_str())
                    .to_string();
                if let Some((In::Target, true, _, _)) = self.segment
                    && !(in_xliff && (local == "mrk" || local == "g"))
                {
                    self.faults.add(
                        at,
                        format!(
                            "<{local}> inside the target of trans-unit {id}: lawref's units are plain text (a line per paragraph); remove the tag, keeping its text"
                        ),
                    );
                    if let Some(u) = self.unit.as_mut() {
                        u.faulty = true;
                    }
                }
                return Role::Inline;
            }
            Some(Role::Skipped) => return Role::Skipped,
            _ => {}
        }
        if !in_xliff {
            return Role::Other;
        }
        let in_body = matches!(parent, Some(Role::Body | Role::Group));
        match local {
            "file" if parent != Some(Role::Root) => {
                let p = self.parent_name().to_string();
                self.faults.add(
                    at,
                    format!("a <file> inside <{p}>: XLIFF 1.2 puts <file> elements in <xliff>"),
                );
                Role::Skipped
            }
            "file" => {
                self.files += 1;
                if self.files > 1 {
                    self.faults.add(
                        at,
                        "a second <file>: lawref reads one law per XLIFF file, one <file>",
                    );
                    return Role::Skipped;
                }
                self.file = Some(ReadFile {
                    at,
                    target_lang: attrs.plain("target-language"),
                    source_lang: attrs.plain("source-language"),
                    law: attrs.ours("law"),
                    edition: attrs.ours("edition"),
                    ..ReadFile::default()
                });
                Role::File
            }
            "header" if parent == Some(Role::File) => Role::Header,
            "body" if parent == Some(Role::File) => {
                let file = self.file.as_mut().expect("a <file> is open");
                if file.body {
                    self.faults
                        .add(at, "a second <body> in the <file>: XLIFF 1.2 allows one");
                    return Role::Skipped;
                }
                file.body = true;
                Role::Body
            }
            "group" if in_body => Role::Group,
            "trans-unit" if in_body => {
                let Some(id) = attrs.plain("id") else {
                    self.faults
                        .add(at, "a trans-unit without an id: XLIFF 1.2 requires one");
                    return Role::Skipped;
                };
                let approved = match attrs.plain("approved") {
                    None => false,
                    Some(a) if a.value == "yes" => true,
                    Some(a) if a.value == "no" => false,
                    Some(a) => {
                        self.faults.add(
                            a.at,
                            format!(
                                "approved {:?} of trans-unit {}: XLIFF 1.2 allows yes or no",
                                a.value, id.value
                            ),
                        );
                        false
                    }
                };
                self.unit = Some(ReadUnit {
                    id: id.value,
                    at,
                    titled: attrs.ours("title").is_some_and(|t| t.value == "yes"),
                    source: None,
                    target: None,
                    state: None,
                    approved,
                    faulty: false,
                });
                Role::Unit
            }
            "group" | "trans-unit" => {
                let p = self.parent_name().to_string();
                self.faults.add(
                    at,
                    format!(
                        "a <{local}> inside <{p}>: XLIFF 1.2 puts {local}s only in <body> or <group>; its units are not imported"
                    ),
                );
                Role::Skipped
            }
            "source" | "target" if parent == Some(Role::Unit) => {
                self.open_segment(at, local, attrs);
                Role::Segment
            }
            _ => Role::Other,
        }
    }

    /// A `<source>` or `<target>` of the open trans-unit opens at byte `at`: its text is read
    /// (not a second one's, which is a fault).
    fn open_segment(&mut self, at: usize, local: &str, attrs: &Attrs) {
        let what = if local == "source" {
            In::Source
        } else {
            In::Target
        };
        let lang = attrs.get(Some(XML_NS), "lang");
        let u = self.unit.as_ref().expect("a trans-unit is open");
        let had = match what {
            In::Source => u.source.is_some(),
            In::Target => u.target.is_some(),
        };
        if had {
            self.faults.add(
                at,
                format!(
                    "a second <{local}> in trans-unit {}: XLIFF 1.2 allows one",
                    u.id
                ),
            );
        }
        if what == In::Target
            && !had
            && let Some(a) = attrs.plain("state")
        {
            let id = u.id.clone();
            match State::parse(&a.value) {
                Some(st) => {
                    self.unit.as_mut().expect("a trans-unit is open").state = Some(st);
                }
                None => self.faults.add(
                    a.at,
                    format!(
                        "state {:?} of the target of trans-unit {id} is not one of XLIFF 1.2's states ({}): lawref cannot tell whether it is done",
                        a.value,
                        crate::corpus::work::STATES
                            .iter()
                            .map(|s| s.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ),
            }
        }
        self.buf.clear();
        self.segment = Some((what, !had, at, lang));
    }
}

impl Reader {
    /// The element of `role` closes.
    fn close(&mut self, role: Role) {
        match role {
            Role::Segment => {
                if let Some((what, kept, at, lang)) = self.segment.take()
                    && kept
                    && let Some(u) = self.unit.as_mut()
                {
                    let seg = Some(Segment {
                        text: std::mem::take(&mut self.buf),
                        at,
                        lang,
                    });
                    match what {
                        In::Source => u.source = seg,
                        In::Target => u.target = seg,
                    }
                }
            }
            Role::Unit => {
                if let Some(u) = self.unit.take() {
                    if u.source.is_none() {
                        self.faults.add(
                            u.at,
                            format!(
                                "trans-unit {} has no <source>: XLIFF 1.2 requires one",
                                u.id
                            ),
                        );
                    }
                    if let Some(f) = self.file.as_mut() {
                        f.units.push(u);
                    }
                }
            }
            _ => {}
        }
    }

    /// Opens an element; `false` (a fault noted) where it nests deeper than [`MAX_DEPTH`]: an
    /// XLIFF file nests a few levels (xliff, file, body, group, trans-unit, target, g), and
    /// quick-xml's namespace resolver counts levels in 16 bits (65,536 nested elements
    /// overflow it), so the reading stops long before.
    fn push(&mut self, at: usize, local: String, role: Role) -> bool {
        self.stack.push((local, role));
        if self.stack.len() > MAX_DEPTH {
            self.faults.add(
                at,
                format!(
                    "elements nested more than {MAX_DEPTH} deep: no XLIFF work package nests so"
                ),
            );
            return false;
        }
        true
    }

    /// Text of the source or target being read, if it is kept.
    fn keeps_text(&self) -> bool {
        matches!(self.segment, Some((_, true, _, _)))
    }
}

/// The fault of a root element that is not `<xliff version="1.2">` in XLIFF's namespace, at its
/// place (the element's offset `at`, or its `version`'s).
fn root_fault(local: &str, in_xliff: bool, attrs: &Attrs, at: usize) -> Option<(usize, String)> {
    if local != "xliff" || !in_xliff {
        return Some((
            at,
            format!("not an XLIFF file: the root element is <{local}>, not <xliff>"),
        ));
    }
    let version = attrs.plain("version");
    (version.as_ref().map(|v| v.value.as_str()) != Some("1.2")).then(|| {
        (
            version.as_ref().map_or(at, |v| v.at),
            format!(
                "XLIFF version {}: lawref reads XLIFF 1.2, the version it writes",
                version.as_ref().map_or("(none)", |v| v.value.as_str())
            ),
        )
    })
}

/// The deepest nesting of elements [`read`] takes (see [`Reader::push`]).
const MAX_DEPTH: usize = 256;

/// Reads an XLIFF 1.2 file: its `<file>` (`None` when there is none or the file cannot be read
/// further) and the faults found, every one (see the module's notes). XML that is not
/// well-formed, and a root that is not `<xliff version="1.2">`, end the reading.
fn read(text: &str) -> (Option<ReadFile>, Faults) {
    let mut r = NsReader::from_str(text);
    r.config_mut().trim_text(false);
    let mut st = Reader {
        stack: Vec::new(),
        file: None,
        files: 0,
        unit: None,
        segment: None,
        buf: String::new(),
        faults: Faults::default(),
    };
    let mut seen_root = false;
    loop {
        let at = usize::try_from(r.buffer_position()).unwrap_or(0);
        let ev = match r.read_event() {
            Ok(ev) => ev,
            Err(e) => {
                st.faults.add(
                    usize::try_from(r.error_position()).unwrap_or(at),
                    format!("not well-formed XML: {e}"),
                );
                return (None, st.faults);
            }
        };
        // Nothing but comments, processing instructions and white space after the root closes.
        let after_root = seen_root && st.stack.is_empty();
        match ev {
            Event::Start(_) | Event::Empty(_) | Event::CData(_) if after_root => {
                st.faults.add(
                    at,
                    "not well-formed XML: content after the root element </xliff> closed",
                );
                return (None, st.faults);
            }
            Event::Text(ref t) if after_root && !t.iter().all(u8::is_ascii_whitespace) => {
                st.faults.add(
                    at,
                    "not well-formed XML: text after the root element </xliff> closed",
                );
                return (None, st.faults);
            }
            Event::Start(ref e) | Event::Empty(ref e) => {
                let empty = matches!(ev, Event::Empty(_));
                let (ns, local) = r.resolve_element(e.name());
                let local = String::from_utf8_lossy(local.as_ref()).into_owned();
                let in_xliff = matches!(ns, ResolveResult::Bound(n) if n.as_ref() == XLIFF_NS.as_bytes())
                    || matches!(ns, ResolveResult::Unbound);
                let attrs = match attributes(&r, e, at, text) {
                    Ok(a) => a,
                    Err((at, m)) => {
                        st.faults.add(at, m);
                        return (None, st.faults);
                    }
                };
                let role = if seen_root {
                    st.open(at, &local, in_xliff, &attrs)
                } else {
                    seen_root = true;
                    if let Some((at, m)) = root_fault(&local, in_xliff, &attrs, at) {
                        st.faults.add(at, m);
                        return (None, st.faults);
                    }
                    Role::Root
                };
                if empty {
                    st.close(role);
                } else if !st.push(at, local, role) {
                    return (None, st.faults);
                }
            }
            Event::End(_) => {
                if let Some((_, role)) = st.stack.pop() {
                    st.close(role);
                }
            }
            Event::Text(ref t) if st.keeps_text() => match t.xml10_content() {
                Ok(s) => st.buf.push_str(&s),
                Err(x) => st.faults.add(at, format!("not well-formed XML: {x}")),
            },
            Event::CData(ref t) if st.keeps_text() => {
                st.buf.push_str(&String::from_utf8_lossy(t.as_ref()));
            }
            Event::GeneralRef(ref g) if st.keeps_text() => match g.resolve_char_ref() {
                Ok(Some(c)) => st.buf.push(c),
                Ok(None) => {
                    let n = g.decode().map(|n| n.into_owned()).unwrap_or_default();
                    match quick_xml::escape::resolve_predefined_entity(&n) {
                        Some(s) => st.buf.push_str(s),
                        None => st.faults.add(at, format!("unknown entity &{n};")),
                    }
                }
                Err(x) => st.faults.add(at, format!("not well-formed XML: {x}")),
            },
            Event::Eof => {
                // A file cut off (a transfer stopped, a disk full) ends inside its elements: it
                // is refused, never read as the units before the cut.
                if let Some((name, _)) = st.stack.last() {
                    st.faults.add(
                        text.len(),
                        format!(
                            "not well-formed XML: the file ends inside <{name}> (it is cut off: {} element{} not closed)",
                            st.stack.len(),
                            if st.stack.len() == 1 { "" } else { "s" }
                        ),
                    );
                    return (None, st.faults);
                }
                break;
            }
            _ => {}
        }
    }
    if !seen_root {
        st.faults.add(0, "not an XLIFF file: no <xliff> element");
    } else if st.file.is_none() {
        st.faults.add(
            0,
            "the XLIFF file has no <file>: lawref reads one law per file, one <file>",
        );
    }
    (st.file, st.faults)
}

/// A unit of the file, read and checked: its part, its lines, and where its unit and its target
/// are in the file.
struct Part {
    part: UnitPart,
    titled: bool,
    lines: Vec<String>,
    id: String,
    target_at: usize,
    state: Option<State>,
    approved: bool,
}

/// The target language, edition and law of the file, settled between its `<file>` and the flags.
struct Facts {
    lang: Lang,
    edition: Edition,
    law: u8,
}

/// What the `<file>`'s attributes say, checked, noting the faults: a source or target language
/// that is not a language code as the corpus writes one, no source-language, a target language
/// that is the source language, an edition with
/// no manifest, a law number out of range. The target language, the edition and the law, each
/// where the file says it well.
fn file_facts(
    file: &ReadFile,
    manifests: &[EditionManifest],
    faults: &mut Faults,
) -> (Option<String>, Option<String>, Option<u8>) {
    let code = |a: &Option<Attr>, what: &str, faults: &mut Faults| -> Option<String> {
        let a = a.as_ref()?;
        if Lang::is_code(&a.value) {
            Some(a.value.clone())
        } else {
            faults.add(
                a.at,
                format!(
                    "{what} {:?} is not a language code as the corpus writes one: two lower-case letters, ISO 639-1 (pl, nl, ru, en), or three where a language has no two-letter code",
                    a.value
                ),
            );
            None
        }
    };
    if file.source_lang.is_none() {
        faults.add(
            file.at,
            "the <file> has no source-language: XLIFF 1.2 requires one",
        );
    }
    let source = code(&file.source_lang, "source-language", faults);
    let target = code(&file.target_lang, "target-language", faults);
    // A translation is from another language: a file from and into one language would write
    // over that language's own text (the edition's source) with a work file no corpus loads.
    if let (Some(s), Some(t), Some(a)) = (&source, &target, &file.target_lang)
        && s.eq_ignore_ascii_case(t)
    {
        faults.add(
            a.at,
            format!("target-language {t:?} is the source-language: a translation is into another language"),
        );
    }
    let edition = file.edition.as_ref().and_then(|a| {
        if manifests.iter().any(|m| m.edition.0 == a.value) {
            Some(a.value.clone())
        } else {
            faults.add(
                a.at,
                format!(
                    "lawref:edition {:?} has no manifest laws/{}.yaml",
                    a.value, a.value
                ),
            );
            None
        }
    });
    let law = file.law.as_ref().and_then(|a| {
        let n = a
            .value
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=crate::corpus::model::MAX_LAW).contains(n));
        if n.is_none() {
            faults.add(
                a.at,
                format!("lawref:law {:?} is not a law number (1–93)", a.value),
            );
        }
        n
    });
    (target, edition, law)
}

/// Settles the file's language, edition and law between what its `<file>` says
/// ([`file_facts`], whose faults it notes) and the flags; the report says what decided each.
/// `None` when one is not settled: with no fault noted, the error is the `Err` (a flag to
/// pass). A law the edition does not have is a fault too.
fn settle(
    name: &str,
    file: &ReadFile,
    line: usize,
    manifests: &[EditionManifest],
    flags: &Flags,
    faults: &mut Faults,
    report: &mut Report,
) -> Result<Option<Facts>> {
    let (target, edition_found, law_found) = file_facts(file, manifests, faults);
    let why = |attr: &str| format!("{attr} of <file>, line {line}");
    let mut undecided = None;
    fn kept<T>(r: Result<T>, undecided: &mut Option<Error>) -> Option<T> {
        r.map_err(|e| {
            undecided.get_or_insert(e);
        })
        .ok()
    }
    let lang = kept(
        decide(
            "language",
            name,
            target.map(|v| Evidence {
                value: Lang(v),
                why: why("target-language"),
            }),
            flags.lang.as_ref(),
            "--lang",
            report,
        ),
        &mut undecided,
    );
    let edition = kept(
        decide(
            "edition",
            name,
            edition_found.map(|v| Evidence {
                value: Edition(v),
                why: why("lawref:edition"),
            }),
            flags.edition.as_ref(),
            "--edition",
            report,
        ),
        &mut undecided,
    );
    let law = kept(
        decide(
            "law",
            name,
            law_found.map(|v| Evidence {
                value: v,
                why: why("lawref:law"),
            }),
            flags.law.as_ref(),
            "--law",
            report,
        ),
        &mut undecided,
    );
    kept(
        decide(
            "kind",
            name,
            Some(Evidence {
                value: Kind::Text,
                why: "an XLIFF file holds a law's text".into(),
            }),
            flags.kind.as_ref(),
            "--kind",
            report,
        ),
        &mut undecided,
    );
    let (Some(lang), Some(edition), Some(law)) = (lang, edition, law) else {
        return match undecided {
            Some(e) if faults.is_empty() => Err(e),
            _ => Ok(None),
        };
    };
    if let Some(m) = manifests.iter().find(|m| m.edition == edition)
        && law > m.law_count
    {
        faults.add(
            file.law.as_ref().map_or(file.at, |a| a.at),
            format!(
                "Law {law} is not a law of the {edition} edition, which has {} laws",
                m.law_count
            ),
        );
    }
    Ok(Some(Facts { lang, edition, law }))
}

/// The unit's id names no part: why, for the message.
fn no_part(law: u8, id: &str) -> String {
    match id.strip_prefix(&format!("{law}-fn-")) {
        Some(mark) => format!(
            "trans-unit id {id:?}: {mark:?} is no mark a corpus footnote can have, as `[^{mark}]:` would not read back as its footnote (a mark has no control characters, no invisible ones that hide it, no square brackets but escaped ones, no spaces at its ends or two together, and is in NFC)"
        ),
        None => format!(
            "trans-unit id {id:?} is no part of Law {law}: ids are clause ids (68B2, 68D2(b)(i)) or {law}-title, {law}-preamble, {law}-closing, {law}-fn-<mark>"
        ),
    }
}

/// A unit of the file that does not become corpus text (see [`check_units`]): its work-file
/// entry, and why, for the report.
struct Pending {
    unit: WorkUnit,
    why: String,
}

/// Checks each unit and reads its part, noting every fault: an id that names no part of the law,
/// an id twice, a unit's source or target in another language than the `<file>` says, a target
/// with another number of lines than its source, an empty line, a footnote of several lines, a
/// control character, a clause whose enclosing clause has no unit. Time linear in the units (a
/// hash lookup per id and per enclosing clause), n log n for the enclosing clauses' order.
///
/// Returns the units that become corpus text (done: `translated`, `signed-off`, `final` or
/// `approved="yes"`, with a target, [`Stage`]) and the others by id, which do not: no target, a
/// `new` or `needs-*` state, or a clause under an enclosing clause that is not text.
fn check_units(
    file: &ReadFile,
    facts: &Facts,
    index: &TextIndex<'_>,
    faults: &mut Faults,
) -> (Vec<Part>, HashMap<String, Pending>) {
    let law = facts.law;
    let mut first: HashMap<UnitPart, usize> = HashMap::with_capacity(file.units.len());
    let mut parts = Vec::with_capacity(file.units.len());
    let mut pending: HashMap<String, Pending> = HashMap::new();
    let mut clauses: Vec<(ClauseId, usize)> = Vec::new();
    // The units' languages are compared with the <file>'s where it gives a language code (a
    // language that is none is a fault of the <file> already, not of every unit).
    fn code(a: &Option<Attr>) -> Option<&str> {
        a.as_ref()
            .map(|a| a.value.as_str())
            .filter(|v| Lang::is_code(v))
    }
    let source_lang = code(&file.source_lang);
    let target_lang = code(&file.target_lang).unwrap_or(facts.lang.0.as_str());
    for u in &file.units {
        let Some(part) = parse_unit_id(law, &u.id) else {
            faults.add(u.at, no_part(law, &u.id));
            continue;
        };
        if let Some(&at) = first.get(&part) {
            faults.add(
                u.at,
                format!(
                    "trans-unit {} comes twice (first on line {})",
                    u.id,
                    index.line_column(at).0
                ),
            );
            continue;
        }
        first.insert(part.clone(), u.at);
        if let UnitPart::Part(Owner::Clause(id)) = &part {
            clauses.push((*id, u.at));
        }
        for (seg, what, want, attr) in [
            (&u.source, "source", source_lang, "source-language"),
            (&u.target, "target", Some(target_lang), "target-language"),
        ] {
            if let Some(Segment { lang: Some(l), .. }) = seg
                && let Some(want) = want
                && !l.value.eq_ignore_ascii_case(want)
            {
                faults.add(
                    l.at,
                    format!(
                        "xml:lang {:?} of the {what} of trans-unit {} is not the <file>'s {attr} {want:?}",
                        l.value, u.id
                    ),
                );
            }
        }
        let target = u
            .target
            .as_ref()
            .map_or("", |t| t.text.as_str())
            .trim_matches('\n');
        // A target that is still the copy of its source an export made (`--copy-source`, for
        // tools that translate the target in place; white space aside) is no translation
        // unless its state says translated, signed-off or final: `approved="yes"` beside it,
        // or no state at all, does not make the English words a translation.
        let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let copy = u
            .source
            .as_ref()
            .is_some_and(|s| words(&s.text) == words(target));
        let copy_only = copy && !u.state.is_some_and(State::is_done);
        let has_target = !target.trim().is_empty() && !copy_only;
        let stage = Stage::of(has_target, u.state, u.approved);
        if !stage.is_done() {
            if u.source.is_none() || u.faulty {
                continue;
            }
            if let Some(c) = control(target) {
                faults.add(
                    u.target.as_ref().map_or(u.at, |t| t.at),
                    format!(
                        "the target of trans-unit {} holds the control character {}: a corpus file holds none",
                        u.id,
                        crate::corpus::chars::control_name(c)
                    ),
                );
                continue;
            }
            let why = if has_target {
                u.state.map_or("in review", |s| s.as_str()).to_string()
            } else if copy {
                "no translation: the target is its source's copy".to_string()
            } else {
                "no translation".to_string()
            };
            let unit = WorkUnit {
                unit: u.id.clone(),
                state: u.state,
                approved: u.approved,
                target: has_target.then(|| target.to_string()),
                translated: has_target,
            };
            pending.insert(u.id.clone(), Pending { unit, why });
            continue;
        }
        let Some(lines) = target_lines(u, &part, faults) else {
            continue;
        };
        parts.push(Part {
            part,
            titled: u.titled,
            lines,
            id: u.id.clone(),
            target_at: u.target.as_ref().map_or(u.at, |t| t.at),
            state: u.state,
            approved: u.approved,
        });
    }
    // Every clause's enclosing clause is a unit too (a section for its subsections …).
    let ids: HashSet<ClauseId> = clauses.iter().map(|(id, _)| *id).collect();
    for (id, at) in &clauses {
        if let Some(parent) = id.parent().filter(|p| p.level() != Level::Law)
            && !ids.contains(&parent)
        {
            faults.add(
                *at,
                format!("trans-unit {id} has no unit for its enclosing clause {parent}"),
            );
        }
    }
    withhold_under_pending(law, &mut clauses, &mut parts, &mut pending);
    (parts, pending)
}

/// Moves each done clause of `parts` whose enclosing clause is pending (or moved) to `pending`:
/// its place in the tree is its enclosing clause's. Enclosing clauses first (`clauses` sorted),
/// so the rule passes down; n log n in the clauses.
fn withhold_under_pending(
    law: u8,
    clauses: &mut [(ClauseId, usize)],
    parts: &mut Vec<Part>,
    pending: &mut HashMap<String, Pending>,
) {
    // A done clause under one that is not text is not text either (its place in the tree is
    // its enclosing clause's): enclosing clauses first, so the rule passes down.
    let mut withheld: HashSet<ClauseId> = pending
        .keys()
        .filter_map(|id| match parse_unit_id(law, id) {
            Some(UnitPart::Part(Owner::Clause(c))) => Some(c),
            _ => None,
        })
        .collect();
    clauses.sort_by_key(|(id, _)| *id);
    let mut by_id: HashMap<String, usize> = parts
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id.clone(), i))
        .collect();
    let mut moved: Vec<usize> = Vec::new();
    for (id, _) in clauses.iter() {
        let Some(parent) = id.parent().filter(|p| p.level() != Level::Law) else {
            continue;
        };
        if withheld.contains(&parent)
            && let Some(i) = by_id.remove(&id.to_string())
        {
            withheld.insert(*id);
            moved.push(i);
            let p = &parts[i];
            let unit = WorkUnit {
                unit: p.id.clone(),
                state: p.state,
                approved: p.approved,
                target: Some(p.lines.join("\n")),
                translated: true,
            };
            let why = format!("done, but its enclosing clause {parent} is not text yet");
            pending.insert(p.id.clone(), Pending { unit, why });
        }
    }
    let moved: HashSet<usize> = moved.into_iter().collect();
    let mut k = 0;
    parts.retain(|_| {
        k += 1;
        !moved.contains(&(k - 1))
    });
}

/// The first control character of `s` other than a line feed or a tab.
fn control(s: &str) -> Option<char> {
    s.chars()
        .find(|&c| c.is_control() && c != '\n' && c != '\t')
}

/// The lines of unit `u`'s target (not empty), each trimmed, checked: none, with the fault noted,
/// for a unit without a source, one whose target is faulty already, holds a control character, has
/// another number of lines than its source or an empty one, or is a footnote of several lines.
fn target_lines(u: &ReadUnit, part: &UnitPart, faults: &mut Faults) -> Option<Vec<String>> {
    let source = u.source.as_ref()?;
    if u.faulty {
        return None;
    }
    let target_at = u.target.as_ref().map_or(u.at, |t| t.at);
    let target = u
        .target
        .as_ref()
        .map_or("", |t| t.text.as_str())
        .trim_matches('\n');
    if let Some(c) = target
        .chars()
        .find(|&c| c.is_control() && c != '\n' && c != '\t')
    {
        faults.add(
            target_at,
            format!(
                "the target of trans-unit {} holds the control character {}: a corpus text holds none",
                u.id,
                crate::corpus::chars::control_name(c)
            ),
        );
        return None;
    }
    let lines: Vec<String> = target.split('\n').map(|l| l.trim().to_string()).collect();
    let src_lines = source.text.trim_matches('\n').split('\n').count();
    if lines.len() != src_lines {
        faults.add(
            target_at,
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
        );
        return None;
    }
    if let Some(l) = lines.iter().position(|l| l.is_empty()) {
        faults.add(
            target_at,
            format!(
                "line {} of the target of trans-unit {} is empty",
                l + 1,
                u.id
            ),
        );
        return None;
    }
    if let UnitPart::Part(Owner::Footnote(_)) = part
        && lines.len() > 1
    {
        faults.add(
            target_at,
            format!(
                "the footnote {} has {} lines; a footnote is one paragraph",
                u.id,
                lines.len()
            ),
        );
        return None;
    }
    Some(lines)
}

/// Imports a translated XLIFF file `name` (its decoded `text`) as a corpus document of its
/// target language, edition and law (see the module's notes). `encoding` is the report's
/// encoding line; `sha256` is the SHA-256 of the file's bytes, 64 lower-case hex digits
/// ([`crate::import::sha256_hex`]), which the report and the front matter carry as
/// `source_sha256` like any import's; flags are used where the file does not say a fact, and a
/// flag the file contradicts is overridden (the report says so). Time linear in the file's
/// length (and n log n in its units, which the corpus file sorts into the Laws' order).
///
/// # Errors
/// Every fault of the file the module's notes list, each at the file's line and column, at
/// once: [`Error::Input`] for one, [`Error::Many`] for several; [`Error::Undecided`] when the
/// file names no target language, law or edition and no flag gives it (and it has no fault).
pub fn import(
    name: &str,
    text: &str,
    encoding: String,
    sha256: &str,
    manifests: &[EditionManifest],
    flags: &Flags,
) -> Result<Imported> {
    let index = TextIndex::new(name, text);
    let (file, mut faults) = read(text);
    let Some(file) = file else {
        return Err(faults.into_error(&index));
    };
    let mut report = Report {
        source: name.to_string(),
        source_sha256: sha256.to_string(),
        encoding,
        ..Report::default()
    };
    let line = index.line_column(file.at).0;
    let settled = settle(
        name,
        &file,
        line,
        manifests,
        flags,
        &mut faults,
        &mut report,
    )?;
    let Some(facts) = settled else {
        return Err(faults.into_error(&index));
    };
    if !manifests.iter().any(|m| m.edition == facts.edition) {
        faults.add(
            file.at,
            format!(
                "edition {} has no manifest laws/{}.yaml",
                facts.edition, facts.edition
            ),
        );
    }
    if file.units.is_empty() {
        faults.add(file.at, "the <file> has no trans-unit");
    }
    let (parts, pending) = check_units(&file, &facts, &index, &mut faults);
    if !faults.is_empty() {
        return Err(faults.into_error(&index));
    }
    let work = work_of(&file, &facts, name, sha256, &parts, &pending);
    let work_path = crate::corpus::work::work_path(&facts.lang, &facts.edition, facts.law);
    report
        .decisions
        .push(pending_line(&file, &pending, &work_path));
    report.decisions.push(format!(
        "a translated XLIFF 1.2 file: {} trans-units of Law {} ({}){} into {}; their <source>, notes and earlier versions (alt-trans) are the translator's reference and are not imported",
        file.units.len(),
        facts.law,
        facts.edition,
        file.source_lang
            .as_ref()
            .map(|s| format!(" from {}", s.value))
            .unwrap_or_default(),
        facts.lang
    ));
    let work_file = (work_path.clone(), crate::corpus::work::to_yaml(&work));
    if parts.is_empty() {
        // No unit is done: no corpus text, only the round's work.
        report.outputs.push(work_path);
        return Ok(Imported::one(work_file, report));
    }
    let meta = FrontMatter {
        law: facts.law,
        edition: facts.edition,
        lang: facts.lang,
        kind: Kind::Text,
        title: parts
            .iter()
            .find(|p| p.part == UnitPart::Title)
            .map(|p| p.lines.join(" ")),
        source: crate::error::escape_controls(name).into_owned(),
        source_sha256: Some(sha256.to_string()),
        letters: None,
        // An exchange file names no page or book a reader could follow; the law page shows
        // no source line rather than the file's name.
        source_title: None,
        source_url: None,
        doubts: Vec::new(),
    };
    let mut out = String::from("---\n");
    out.push_str(&serde_yaml::to_string(&meta).expect("front matter serialises"));
    out.push_str("---\n");
    let body_at = out.len();
    let (body, spans) = markdown(&parts);
    out.push_str(&body);
    let path = crate::corpus::load::document_path(&meta);
    match crate::corpus::load::load_document(&path, &out, manifests) {
        Ok(doc) => verify(&parts, &doc, file.at, &mut faults),
        Err(e) => {
            // At the unit whose text the corpus file's faulty line holds.
            let line_start = std::iter::once(0)
                .chain(out.match_indices('\n').map(|(i, _)| i + 1))
                .nth(e.line.saturating_sub(1))
                .unwrap_or(out.len());
            let unit = if line_start < body_at {
                parts.iter().find(|p| p.part == UnitPart::Title)
            } else {
                let k = spans.partition_point(|&(o, _)| o <= line_start - body_at);
                k.checked_sub(1).map(|k| &parts[spans[k].1])
            };
            faults.add(
                unit.map_or(file.at, |p| p.target_at),
                format!(
                    "{} cannot be a corpus text: {}",
                    unit.map_or_else(
                        || "the file".to_string(),
                        |p| format!("the target of trans-unit {}", p.id)
                    ),
                    e.message
                ),
            );
        }
    }
    if !faults.is_empty() {
        return Err(faults.into_error(&index));
    }
    report.outputs.push(path.clone());
    report.outputs.push(work_path);
    let mut imported = Imported::one((path, out), report);
    imported.files.push(work_file);
    Ok(imported)
}

/// The work file of an imported XLIFF file: every unit in the file's order, with its state; a
/// unit that is text without its target, a pending one with it.
fn work_of(
    file: &ReadFile,
    facts: &Facts,
    name: &str,
    sha256: &str,
    parts: &[Part],
    pending: &HashMap<String, Pending>,
) -> Work {
    let done: HashMap<&str, &Part> = parts.iter().map(|p| (p.id.as_str(), p)).collect();
    let units = file
        .units
        .iter()
        .filter_map(|u| {
            if let Some(p) = pending.get(&u.id) {
                return Some(p.unit.clone());
            }
            done.get(u.id.as_str()).map(|p| WorkUnit {
                unit: p.id.clone(),
                state: p.state,
                approved: p.approved,
                target: None,
                translated: true,
            })
        })
        .collect();
    Work {
        law: facts.law,
        edition: facts.edition.clone(),
        lang: facts.lang.clone(),
        source_lang: file
            .source_lang
            .as_ref()
            .map(|a| Lang(a.value.clone()))
            .filter(|l| Lang::is_code(&l.0)),
        source: crate::error::escape_controls(name).into_owned(),
        source_sha256: sha256.to_string(),
        units,
        path: String::new(),
    }
}

/// The report's line on the units that are not corpus text: how many, and each with why, in
/// the file's order.
fn pending_line(file: &ReadFile, pending: &HashMap<String, Pending>, work_path: &str) -> String {
    if pending.is_empty() {
        return format!(
            "every one of the {} units is done (translated, signed-off, final or approved) and is corpus text; their states are kept in {work_path}",
            file.units.len()
        );
    }
    let list: Vec<String> = file
        .units
        .iter()
        .filter_map(|u| pending.get(&u.id).map(|p| format!("{} ({})", u.id, p.why)))
        .collect();
    format!(
        "{} of the {} units are not done and are not corpus text (kept with their state in {work_path}, for the next export and `lawref progress`): {}",
        list.len(),
        file.units.len(),
        list.join(", ")
    )
}

/// Checks that the corpus file made, loaded (`doc`), holds each unit's text as the unit gives
/// it (in NFC, as loading reads it) and nothing else: a text Markdown would read otherwise is a
/// fault at its target, never a corpus text that says something else.
fn verify(parts: &[Part], doc: &Document, file_at: usize, faults: &mut Faults) {
    let blocks: HashMap<Owner, String> = doc
        .blocks()
        .into_iter()
        .map(|b| (b.owner, b.text))
        .collect();
    // The opening and the closing are blocks even when the file has no unit for them.
    let mut units = 2;
    for p in parts {
        let (got, want) = match &p.part {
            UnitPart::Title => (doc.meta.title.as_deref(), nfc(&p.lines.join(" "))),
            UnitPart::Part(o) => {
                if !matches!(o, Owner::Preamble | Owner::Closing) {
                    units += 1;
                }
                (blocks.get(o).map(String::as_str), nfc(&p.lines.join("\n")))
            }
        };
        if got != Some(want.as_str()) {
            faults.add(
                p.target_at,
                format!(
                    "the target of trans-unit {} would read back from the corpus file as {}",
                    p.id,
                    got.map_or_else(|| "nothing".to_string(), |g| format!("{g:?}"))
                ),
            );
        }
    }
    if blocks.len() != units {
        faults.add(
            file_at,
            format!(
                "the corpus file made from it would hold {} parts for its {} units",
                blocks.len(),
                units
            ),
        );
    }
}

/// The list items of [`markdown`]: the parts, the clauses in the Laws' order (id, index in
/// `parts`), the footnote marks.
struct Items<'p> {
    parts: &'p [Part],
    clauses: &'p [(ClauseId, usize)],
    marks: &'p HashSet<&'p str>,
}
impl Items<'_> {
    /// Writes the list item `clauses[i]` (its marker line, its other paragraphs) and its
    /// children at `indent` into `s`, noting where its text begins in `spans`; gives the index
    /// after them.
    fn item(
        &self,
        s: &mut String,
        spans: &mut Vec<(usize, usize)>,
        i: usize,
        indent: usize,
    ) -> usize {
        let (id, k) = self.clauses[i];
        let p = &self.parts[k];
        let pad = " ".repeat(indent);
        let (marker, col) = match id.level() {
            Level::Subsection => {
                let n = id.subsection.unwrap_or(1);
                (format!("{n}."), n.to_string().len() + 2)
            }
            _ => (format!("- {}", id.marker()), 2),
        };
        spans.push((s.len(), k));
        let mut lines = p.lines.iter();
        match lines.next() {
            Some(first) => {
                let _ = writeln!(
                    s,
                    "{pad}{marker} {}",
                    crate::import::markdown::escape(first, self.marks)
                );
            }
            None => {
                let _ = writeln!(s, "{pad}{marker}");
            }
        }
        let inner = " ".repeat(indent + col);
        for l in lines {
            let _ = write!(
                s,
                "\n{inner}{}\n",
                crate::import::markdown::escape(l, self.marks)
            );
        }
        let mut j = i + 1;
        while j < self.clauses.len() && self.clauses[j].0.parent() == Some(id) {
            j = self.item(s, spans, j, indent + col);
        }
        j
    }
}

/// The corpus Markdown of the parts (docs/corpus-format.md): the preamble, sections
/// (`## A. Title`) with their paragraphs and lists, top-level subsections, the closing after
/// `---`, the footnotes. Clauses in the Laws' order ([`ClauseId`]'s). With it, where each
/// part's text begins: (byte offset in the Markdown, index in `parts`), in order. Time linear
/// in the parts' text (n log n in the clauses, sorted).
fn markdown(parts: &[Part]) -> (String, Vec<(usize, usize)>) {
    use crate::import::markdown::{escape, escape_heading};
    let marks: HashSet<&str> = parts
        .iter()
        .filter_map(|p| match &p.part {
            UnitPart::Part(Owner::Footnote(m)) => Some(m.as_str()),
            _ => None,
        })
        .collect();
    let find = |o: Owner| {
        parts
            .iter()
            .position(|p| p.part == UnitPart::Part(o.clone()))
    };
    let mut clauses: Vec<(ClauseId, usize)> = parts
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match &p.part {
            UnitPart::Part(Owner::Clause(id)) => Some((*id, i)),
            _ => None,
        })
        .collect();
    clauses.sort_by_key(|(id, _)| *id);
    let mut s = String::new();
    let mut spans = Vec::with_capacity(parts.len());
    if let Some(i) = find(Owner::Preamble) {
        spans.push((s.len(), i));
        for l in &parts[i].lines {
            let _ = write!(s, "\n{}\n", escape(l, &marks));
        }
    }
    let items = Items {
        parts,
        clauses: &clauses,
        marks: &marks,
    };
    let mut i = 0;
    let mut listed = false;
    while i < clauses.len() {
        let (id, k) = clauses[i];
        let p = &parts[k];
        if id.level() == Level::Section {
            spans.push((s.len(), k));
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
                    i = items.item(&mut s, &mut spans, i, 0);
                }
            }
            listed = false;
        } else {
            if !listed {
                s.push('\n');
                listed = true;
            }
            i = items.item(&mut s, &mut spans, i, 0);
        }
    }
    if let Some(k) = find(Owner::Closing) {
        s.push_str("\n---\n");
        spans.push((s.len(), k));
        for l in &parts[k].lines {
            let _ = write!(s, "\n{}\n", escape(l, &marks));
        }
    }
    for (k, p) in parts.iter().enumerate() {
        if let UnitPart::Part(Owner::Footnote(m)) = &p.part
            && let [l] = p.lines.as_slice()
        {
            spans.push((s.len(), k));
            let _ = write!(s, "\n[^{m}]: {}\n", escape(l, &marks));
        }
    }
    (s, spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifests() -> Vec<EditionManifest> {
        crate::corpus::load::load_manifests(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .unwrap()
    }

    /// An XLIFF file of Law 68 (pl to nl, 2017) with these trans-units, as
    /// `../shared/cases/attack3/xliff-units.py` makes them: the title, 68A, and `n` footnote units
    /// `68-fn-m1` … (`footnotes`) or `n` subsections `68A1` ….
    fn many_units(n: usize, footnotes: bool) -> String {
        let unit = |id: &str, t: &str| {
            format!("<trans-unit id=\"{id}\"><source>s</source><target>{t}</target></trans-unit>\n")
        };
        let mut x = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:lawref=\"urn:x-lawref:xliff:1\">\n<file original=\"x\" source-language=\"pl\" target-language=\"nl\" datatype=\"plaintext\" lawref:law=\"68\" lawref:edition=\"2017\"><body>\n",
        );
        x.push_str(&unit("68-title", "T"));
        x.push_str(&unit("68A", "A"));
        for i in 1..=n {
            let id = if footnotes {
                format!("68-fn-m{i}")
            } else {
                format!("68A{i}")
            };
            x.push_str(&unit(&id, "t"));
        }
        x.push_str("</body></file></xliff>\n");
        x
    }

    fn run(text: &str) -> Result<Imported> {
        import(
            "t.xlf",
            text,
            "UTF-8".into(),
            &crate::import::sha256_hex(text.as_bytes()),
            &manifests(),
            &Flags::default(),
        )
    }

    /// A `<file>` whose target language is no language code is one fault, at its attribute,
    /// not one more per unit whose `xml:lang` is a code; with `--lang`, still refused.
    #[test]
    fn a_files_language_that_is_no_code_is_one_fault_at_it() {
        let text = many_units(3, true)
            .replace("target-language=\"nl\"", "target-language=\"nl-NL\"")
            .replace("<target>", "<target xml:lang=\"nl\">");
        for lang in [None, Some(Lang("nl".into()))] {
            let flags = Flags {
                lang,
                ..Flags::default()
            };
            let e = import("t.xlf", &text, "UTF-8".into(), "0", &manifests(), &flags).unwrap_err();
            assert_eq!(
                e.to_string(),
                "t.xlf:3:41: target-language \"nl-NL\" is not a language code as the corpus writes one: two lower-case letters, ISO 639-1 (pl, nl, ru, en), or three where a language has no two-letter code"
            );
        }
    }

    /// N36, N37: an XLIFF file of n footnote units, or n subsection units, compares each unit's
    /// part with a bounded number of others (a hash lookup for a unit twice, its enclosing
    /// clause, the corpus file's parts), not with every other: at most 4 comparisons a unit at
    /// 1,000 and at 4,000 units (it was n²/2 and more: 500,000 at 1,000).
    #[test]
    fn n36_n37_units_are_compared_with_a_bounded_number_of_others() {
        for footnotes in [true, false] {
            for n in [1000, 4000] {
                let text = many_units(n, footnotes);
                let before = crate::corpus::units::comparisons();
                let imported = run(&text).unwrap();
                let compared = crate::corpus::units::comparisons() - before;
                assert!(
                    compared <= 4 * n as u64,
                    "{compared} comparisons for {n} units (footnotes: {footnotes})"
                );
                let doc = crate::corpus::load::load_document(
                    &imported.files[0].0,
                    &imported.files[0].1,
                    &manifests(),
                )
                .unwrap();
                let t = doc.law_text().unwrap();
                if footnotes {
                    assert_eq!(t.footnotes.len(), n);
                    assert_eq!(t.footnotes[n - 1].mark, format!("m{n}"));
                } else {
                    assert_eq!(t.clauses[0].children.len(), n);
                }
            }
        }
    }
}

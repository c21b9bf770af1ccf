//! The corpus's term bases (`translations/<lang>/terms.yaml`): one language's preferred term of
//! each edition for each concept, with its inflected forms, read and checked ([`read_term_base`],
//! [`load_term_bases`]), and the forms as whole-word patterns ([`Pattern`]). Read by
//! `analysis::terms` (a text using another edition's term, for `lawref check`) and by import
//! (a term as evidence of a document's edition).
//!
//! The format:
//!
//! ```yaml
//! concepts:
//!   claim:
//!     '2007':
//!       term: roszczenie
//!       forms: [roszczenia, roszczeniu, roszczeniem, roszczeń, roszczeniom, roszczeniami, roszczeniach]
//!     '2017':
//!       term: deklaracja
//!       forms: [deklaracji, deklarację, deklaracją, deklaracjo, deklaracje, deklaracjom, deklaracjami, deklaracjach]
//! ```
//!
//! Forms are listed whole (no stems: a stem such as `deklarac` would also match words of other
//! meaning); `term` is a form itself. A form of several words (`zaprzestania gry`) matches those
//! words with any white space between them. Matching is by whole words (letters, digits and
//! combining marks; anything else ends a word, so `deklaracja` is no hit in `deklaracjami` nor
//! `roszczenie` in `roszczeniowy`), case-insensitive, on NFC text.
//!
//! Not for: finding the texts that use another edition's term (`analysis::terms`).

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use crate::corpus::load::TERM_BASE_FILE;
use crate::corpus::model::{Corpus, Edition, EditionManifest, Lang};
use crate::error::{Error, InputError, Result};

/// One language's term base, read from `translations/<lang>/terms.yaml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermBase {
    /// The file, corpus-relative (`translations/pl/terms.yaml`).
    pub file: String,
    /// The language of its terms (the folder it is in).
    pub lang: Lang,
    /// The concepts, by name, in name order.
    pub concepts: BTreeMap<String, Concept>,
}

/// A concept's terms, one per edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Concept {
    /// The concept's name (English, as the Laws use it: `claim`).
    pub name: String,
    /// The preferred term per edition.
    pub terms: BTreeMap<Edition, Term>,
}

/// An edition's preferred term for a concept with its forms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The term as written in the term base (`roszczenie`), NFC.
    pub term: String,
    /// Every form (the term first, then the listed forms, duplicates dropped), NFC, as written.
    pub forms: Vec<String>,
}

/// A form, split for matching: its words lower-cased, and what stands between them (`" "` for
/// any white space).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Pattern {
    words: Vec<String>,
    seps: Vec<String>,
}

impl Pattern {
    /// The pattern of a form (`zaprzestania gry`); `None` when it has no word or does not begin
    /// and end with one.
    pub fn new(form: &str) -> Option<Pattern> {
        let toks = tokens(form, &[]);
        let first = toks.words.first()?;
        let last = toks.words.last()?;
        if first.0.start != 0 || last.0.end != form.len() {
            return None;
        }
        Some(Pattern {
            words: toks.words.into_iter().map(|w| w.1).collect(),
            seps: toks.seps,
        })
    }

    /// The byte ranges of the pattern's whole-word, case-insensitive occurrences in `text`,
    /// where `breaks` (byte ranges of `text`, such as footnote marks) are not words and never
    /// stand between the words of a match.
    pub(crate) fn find_in(&self, text: &str, breaks: &[Range<usize>]) -> Vec<Range<usize>> {
        self.find_tokens(&tokens(text, breaks))
    }

    pub(crate) fn find_tokens(&self, t: &Tokens) -> Vec<Range<usize>> {
        let k = self.words.len();
        let mut out = Vec::new();
        if t.words.len() < k {
            return out;
        }
        for i in 0..=t.words.len() - k {
            let words_eq = (0..k).all(|j| t.words[i + j].1 == self.words[j]);
            let seps_eq = (0..k - 1).all(|j| t.seps[i + j] == self.seps[j]);
            if words_eq && seps_eq {
                out.push(t.words[i].0.start..t.words[i + k - 1].0.end);
            }
        }
        out
    }
}

/// A text's words with their byte ranges (lower-cased, NFC), and the separator after each but
/// the last (`" "` for white space; `"\0"` where a break stands).
pub(crate) struct Tokens {
    words: Vec<(Range<usize>, String)>,
    seps: Vec<String>,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || unicode_normalization::char::is_combining_mark(c)
}

pub(crate) fn tokens(text: &str, breaks: &[Range<usize>]) -> Tokens {
    let in_break = |i: usize| breaks.iter().any(|b| b.contains(&i));
    let mut words: Vec<(Range<usize>, String)> = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in text.char_indices() {
        let w = is_word_char(c) && !in_break(i);
        match (w, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                words.push((s..i, String::new()));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s..text.len(), String::new()));
    }
    for w in &mut words {
        w.1 = text[w.0.clone()].nfc().collect::<String>().to_lowercase();
    }
    let seps = words
        .windows(2)
        .map(|p| {
            let gap = p[0].0.end..p[1].0.start;
            let s = &text[gap.clone()];
            if breaks
                .iter()
                .any(|b| b.start < gap.end && gap.start < b.end)
            {
                "\0".to_string()
            } else if s.chars().all(char::is_whitespace) {
                " ".to_string()
            } else {
                s.nfc().collect::<String>().to_lowercase()
            }
        })
        .collect();
    Tokens { words, seps }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBase {
    concepts: BTreeMap<String, BTreeMap<EditionKey, RawTerm>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTerm {
    term: Form,
    #[serde(default)]
    forms: Vec<Form>,
}

/// An edition id as a mapping key: `'2017'`, or `2017` as YAML reads it (a number).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct EditionKey(String);

impl<'de> Deserialize<'de> for EditionKey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = EditionKey;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an edition id such as '2017'")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<EditionKey, E> {
                Ok(EditionKey(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<EditionKey, E> {
                Ok(EditionKey(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<EditionKey, E> {
                Ok(EditionKey(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// A term or form: words, NFC, beginning and ending with a letter or digit.
struct Form(String);

impl<'de> Deserialize<'de> for Form {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let s: String = s.trim().nfc().collect();
        if Pattern::new(&s).is_none() {
            return Err(serde::de::Error::custom(format!(
                "{s:?} is not a term: it must be one or more words, beginning and ending with a letter or digit"
            )));
        }
        Ok(Form(s))
    }
}

/// Reads a term base's text (`rel` is its corpus-relative path, `translations/<lang>/terms.yaml`),
/// checking its editions against the manifests.
///
/// # Errors
/// An [`InputError`] at the line (and column, where YAML gives it) of: YAML that does not parse,
/// a field missing or unknown (`concepts`; `term`, `forms`), a term or form that is not words,
/// an edition with no manifest, a concept with no edition's term.
pub fn read_term_base(
    rel: &str,
    text: &str,
    editions: &[EditionManifest],
) -> Result<TermBase, Box<InputError>> {
    let lang = rel.split('/').nth(1).unwrap_or("").to_string();
    // Terms are printed in `lawref check`'s messages: no control character, raw or escaped.
    if let Some(e) = crate::corpus::chars::yaml_control_error(rel, text) {
        return Err(Box::new(e));
    }
    let raw: RawBase = serde_yaml::from_str(text).map_err(|e| {
        let (line, col) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let msg = e.to_string();
        let msg = msg.split(" at line ").next().unwrap_or(&msg).to_string();
        Box::new(
            InputError::at(rel, text, line, col, format!("term base: {msg}"))
                .with_help("see docs/corpus-format.md, \"Terminology\""),
        )
    })?;
    let mut concepts = BTreeMap::new();
    for (name, by_edition) in raw.concepts {
        let concept_line = crate::corpus::yaml::key_line_from(text, 1, &name).unwrap_or(1);
        if name.trim().is_empty() {
            return Err(Box::new(InputError::at(
                rel,
                text,
                concept_line,
                1,
                "term base: a concept needs a name",
            )));
        }
        if by_edition.is_empty() {
            return Err(Box::new(InputError::at(
                rel,
                text,
                concept_line,
                1,
                format!("term base: concept {name:?} gives no edition's term"),
            )));
        }
        let mut terms = BTreeMap::new();
        for (EditionKey(edition), t) in by_edition {
            if !editions.iter().any(|m| m.edition.0 == edition) {
                let line = crate::corpus::yaml::key_line_from(text, concept_line, &edition)
                    .unwrap_or(concept_line);
                let have: Vec<&str> = editions.iter().map(|m| m.edition.0.as_str()).collect();
                return Err(Box::new(
                    InputError::at(
                        rel,
                        text,
                        line,
                        1,
                        format!(
                            "term base: concept {name:?}: edition {edition:?} has no manifest laws/{edition}.yaml (the corpus has: {})",
                            have.join(", ")
                        ),
                    )
                    .with_help("name an edition of the corpus"),
                ));
            }
            let mut forms = vec![t.term.0.clone()];
            for f in t.forms {
                if !forms.contains(&f.0) {
                    forms.push(f.0);
                }
            }
            terms.insert(
                Edition(edition),
                Term {
                    term: t.term.0,
                    forms,
                },
            );
        }
        concepts.insert(name.clone(), Concept { name, terms });
    }
    Ok(TermBase {
        file: rel.to_string(),
        lang: Lang(lang),
        concepts,
    })
}

/// Reads every term base of the corpus (`translations/<lang>/terms.yaml`), in language order.
///
/// # Errors
/// [`Error::Io`] when one cannot be read; the errors of [`read_term_base`] for every bad file
/// (all of them, as [`Error::Many`] when more than one), and a file that is not UTF-8.
pub(crate) fn load_term_bases(corpus: &Corpus) -> Result<Vec<TermBase>> {
    let tdir = corpus.root.join("translations");
    let mut paths = Vec::new();
    for name in crate::corpus::load::lang_folders(&corpus.root)? {
        let p = tdir.join(&name).join(TERM_BASE_FILE);
        // A FIFO or link out of the corpus named terms.yaml is load's error (and read here,
        // it is refused again).
        if p.exists() {
            paths.push((name, p));
        }
    }
    let mut bases = Vec::new();
    let mut errors = Vec::new();
    let boundary = match paths.is_empty() {
        true => return Ok(bases),
        false => crate::util::fsio::Boundary::of(&corpus.root)?,
    };
    for (lang, p) in paths {
        let rel = format!("translations/{lang}/{TERM_BASE_FILE}");
        // As load reads corpus files: inside the corpus, a regular file, within the size limit.
        let bytes = match boundary.read(&p) {
            Ok(b) => b,
            Err(crate::util::fsio::ReadError::Io(e)) => return Err(Error::io(&p, e)),
            Err(e) => {
                errors.push(e.into_input(&rel));
                continue;
            }
        };
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
        let text = match crate::error::utf8(&rel, bytes) {
            Ok(t) => t,
            Err(e) => {
                errors.push(*e);
                continue;
            }
        };
        let text = crate::corpus::chars::normalise_line_ends(text);
        match read_term_base(&rel, &text, &corpus.editions) {
            Ok(b) => bases.push(b),
            Err(e) => errors.push(*e),
        }
    }
    if errors.is_empty() {
        Ok(bases)
    } else {
        Err(Error::from_many(errors))
    }
}

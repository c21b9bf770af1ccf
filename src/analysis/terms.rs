//! The terminology stage: term bases (`translations/<lang>/terms.yaml`) and the texts that use
//! another edition's term for a concept ([`TermUse`]), for `lawref check`.
//!
//! A **term base** lists, per concept (named in English as the Laws use it: `claim`,
//! `play ceases`), the preferred term of each edition in the file's language with its inflected
//! forms, since Polish and Russian inflect:
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
//! A text of edition E (kind `text`; commentary may quote an old term on purpose) uses another
//! edition's term when a form of the concept's term in another edition stands in its title, a
//! section title or a paragraph, and that form is not also a form of E's own term (a word both
//! editions use is never reported). A concept without a term for E is not checked in E's texts.
//!
//! Not for: finding where a use stands in its file (`check` does that, with the references).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use crate::corpus::model::{
    ClauseId, Corpus, Document, Edition, EditionManifest, Inline, Kind, Lang,
};
use crate::error::{Error, InputError, Result};

// Where a term base is (corpus layout, the load stage's): re-exported for this stage's readers.
pub(crate) use crate::corpus::load::TERM_BASE_FILE;
pub use crate::corpus::load::is_term_base_path;

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

    fn find_tokens(&self, t: &Tokens) -> Vec<Range<usize>> {
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
struct Tokens {
    words: Vec<(Range<usize>, String)>,
    seps: Vec<String>,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || unicode_normalization::char::is_combining_mark(c)
}

fn tokens(text: &str, breaks: &[Range<usize>]) -> Tokens {
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

/// Where in a document a [`TermUse`] stands.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// The law's title in the front matter.
    Title,
    /// A section's title (`## A. Definicja roszczenia`).
    ClauseTitle(ClauseId),
    /// The paragraph with this [`crate::corpus::model::Paragraph::seq`] (its plain text, footnote marks
    /// included).
    Paragraph(usize),
}

impl Place {
    /// The text a use's range points into: the title, the section title, or the paragraph's
    /// plain text.
    pub fn text(&self, doc: &Document) -> Option<String> {
        match self {
            Place::Title => doc.meta.title.clone(),
            Place::ClauseTitle(id) => doc.law_text()?.find(id)?.title.clone(),
            Place::Paragraph(seq) => doc.paragraphs().get(*seq).map(|p| p.plain_text()),
        }
    }
}

/// A text that uses another edition's term for a concept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermUse {
    /// The document (index into [`Corpus::documents`]).
    pub doc: usize,
    /// Where in it.
    pub place: Place,
    /// The words' byte range in [`Place::text`].
    pub range: Range<usize>,
    /// The words as written (`roszczenia`).
    pub found: String,
    /// The term base (its file).
    pub base: String,
    /// The concept (`claim`).
    pub concept: String,
    /// The term the words are a form of (`roszczenie`).
    pub term: String,
    /// The editions whose term that is (`2007`).
    pub term_editions: Vec<Edition>,
    /// The document's edition's term for the concept (`deklaracja`).
    pub preferred: String,
}

/// Every use of another edition's term in the texts of the term bases' languages, in corpus
/// order, then by place and position (see the module's doc for what counts).
pub fn other_edition_terms(corpus: &Corpus, bases: &[TermBase]) -> Vec<TermUse> {
    let mut out = Vec::new();
    for (di, d) in corpus.documents.iter().enumerate() {
        if d.meta.kind != Kind::Text {
            continue;
        }
        let Some(base) = bases.iter().find(|b| b.lang == d.meta.lang) else {
            continue;
        };
        let parts = units(d);
        let mut found = Vec::new();
        for concept in base.concepts.values() {
            let Some(own) = concept.terms.get(&d.meta.edition) else {
                continue;
            };
            let own_patterns: BTreeSet<Pattern> =
                own.forms.iter().filter_map(|f| Pattern::new(f)).collect();
            // Each other form with the editions and term it belongs to.
            let mut others: BTreeMap<Pattern, (String, Vec<Edition>)> = BTreeMap::new();
            for (e, t) in &concept.terms {
                if e == &d.meta.edition {
                    continue;
                }
                for f in &t.forms {
                    let Some(p) = Pattern::new(f).filter(|p| !own_patterns.contains(p)) else {
                        continue;
                    };
                    let entry = others
                        .entry(p)
                        .or_insert_with(|| (t.term.clone(), Vec::new()));
                    if !entry.1.contains(e) {
                        entry.1.push(e.clone());
                    }
                }
            }
            let mut hits: Vec<(usize, Range<usize>, &String, &Vec<Edition>)> = Vec::new();
            for (ui, (_, _, toks)) in parts.iter().enumerate() {
                for (p, (term, eds)) in &others {
                    for r in p.find_tokens(toks) {
                        hits.push((ui, r, term, eds));
                    }
                }
            }
            // A form inside a longer one found at the same place is the same use.
            let all = hits.clone();
            hits.retain(|(ui, r, _, _)| {
                !all.iter()
                    .any(|(uj, q, _, _)| uj == ui && q != r && q.start <= r.start && r.end <= q.end)
            });
            hits.sort_by_key(|a| (a.0, a.1.start, a.1.end));
            hits.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
            for (ui, r, term, eds) in hits {
                let (place, text, _) = &parts[ui];
                found.push((
                    ui,
                    r.start,
                    TermUse {
                        doc: di,
                        place: place.clone(),
                        found: text[r.clone()].to_string(),
                        range: r,
                        base: base.file.clone(),
                        concept: concept.name.clone(),
                        term: term.clone(),
                        term_editions: eds.clone(),
                        preferred: own.term.clone(),
                    },
                ));
            }
        }
        found.sort_by(|a, b| (a.0, a.1, &a.2.concept).cmp(&(b.0, b.1, &b.2.concept)));
        out.extend(found.into_iter().map(|f| f.2));
    }
    out
}

/// The places of a text to search, in reading order: the title, then the clauses' titles and
/// the paragraphs (each clause's title before its paragraphs), each with its text and tokens.
fn units(d: &Document) -> Vec<(Place, String, Tokens)> {
    let mut out = Vec::new();
    if let Some(t) = &d.meta.title {
        out.push((Place::Title, t.clone(), tokens(t, &[])));
    }
    let titles: BTreeMap<ClauseId, String> = d
        .law_text()
        .map(|t| {
            t.all_clauses()
                .into_iter()
                .filter_map(|c| c.title.clone().map(|x| (c.id, x)))
                .collect()
        })
        .unwrap_or_default();
    let mut titled = BTreeSet::new();
    let mut push_title = |id: ClauseId, out: &mut Vec<(Place, String, Tokens)>| {
        if let Some(t) = titles.get(&id).filter(|_| titled.insert(id)) {
            out.push((Place::ClauseTitle(id), t.clone(), tokens(t, &[])));
        }
    };
    for (owner, p) in d.body.walk() {
        if let crate::corpus::model::Owner::Clause(id) = &owner {
            // A section's title comes before its first paragraph (or its sub-clauses' first).
            for a in id.ancestry().collect::<Vec<_>>().into_iter().rev() {
                push_title(a, &mut out);
            }
        }
        let mut text = String::new();
        let mut breaks = Vec::new();
        for i in &p.inlines {
            match i {
                Inline::Text(t) => text.push_str(t),
                Inline::NoteRef(m) => {
                    breaks.push(text.len()..text.len() + m.len());
                    text.push_str(m);
                }
            }
        }
        let toks = tokens(&text, &breaks);
        out.push((Place::Paragraph(p.seq), text, toks));
    }
    // Sections with a title and no paragraph of their own nor below.
    for id in titles.keys() {
        push_title(*id, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(form: &str, text: &str) -> Vec<String> {
        Pattern::new(form)
            .unwrap()
            .find_in(text, &[])
            .into_iter()
            .map(|r| text[r].to_string())
            .collect()
    }

    #[test]
    fn forms_match_whole_words_only_case_insensitively() {
        assert_eq!(
            find("deklaracja", "Deklaracja, deklaracjami i DEKLARACJA."),
            ["Deklaracja", "DEKLARACJA"]
        );
        assert_eq!(
            find("roszczenie", "roszczeniowy przedroszczenie"),
            Vec::<String>::new()
        );
        assert_eq!(find("roszczeń", "żadnych roszczeń - na"), ["roszczeń"]);
    }

    #[test]
    fn a_phrase_matches_across_any_white_space_but_not_other_signs() {
        assert_eq!(
            find(
                "zaprzestanie gry",
                "Zaprzestanie\u{a0} gry; zaprzestanie, gry"
            ),
            ["Zaprzestanie\u{a0} gry"]
        );
    }

    #[test]
    fn decomposed_text_matches_a_composed_form() {
        // "roszczeń" with n + combining acute.
        assert_eq!(
            find("roszczeń", "bez roszczen\u{301}."),
            ["roszczen\u{301}"]
        );
    }

    #[test]
    fn a_footnote_mark_ends_a_word_and_breaks_a_phrase() {
        let p = Pattern::new("zaprzestanie gry").unwrap();
        let text = "zaprzestanie1 gry";
        let mark = [std::ops::Range { start: 12, end: 13 }];
        assert!(p.find_in(text, &mark).is_empty());
        let p = Pattern::new("roszczenia").unwrap();
        let mark = [std::ops::Range { start: 10, end: 11 }];
        let found = p.find_in("roszczenia1 i", &mark);
        assert_eq!((found.len(), found[0].clone()), (1, 0..10));
    }

    #[test]
    fn term_base_paths_are_translations_lang_terms_yaml() {
        assert!(is_term_base_path("translations/pl/terms.yaml"));
        assert!(!is_term_base_path("translations/annotations/terms.yaml"));
        assert!(!is_term_base_path("translations/pl/2017/terms.yaml"));
        assert!(!is_term_base_path("translations/terms.yaml"));
    }
}

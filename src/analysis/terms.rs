//! The terminology stage: the texts that use another edition's term for a concept
//! ([`TermUse`]), for `lawref check`, by the corpus's term bases (`translations/<lang>/terms.yaml`,
//! read by `corpus::terms` and re-exported here).
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

use crate::corpus::model::{ClauseId, Corpus, Document, Edition, Inline, Kind};

// The term bases are the corpus's (`corpus::terms`): re-exported for this stage's readers.
pub use crate::corpus::load::is_term_base_path;
pub use crate::corpus::terms::{Concept, Term, TermBase, read_term_base};
pub(crate) use crate::corpus::terms::{Pattern, Tokens, load_term_bases, tokens};

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
    for (owner, p) in d.body().walk() {
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

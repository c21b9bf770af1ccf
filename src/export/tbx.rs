//! TBX-Basic (ISO 30042's basic dialect, `<martif type="TBX-Basic">`): the term bases
//! (`translations/<lang>/terms.yaml`, [`crate::analysis::terms`]) for a CAT tool's terminology check.
//!
//! One `<termEntry>` per concept (named in English as the Laws use it: `claim`, `play ceases`),
//! concepts in name order, with the concept's name as an English `<langSet>` (the term bases name
//! concepts by the English Laws' words) and a `<langSet xml:lang="…">` per language whose term
//! base has it, languages by code. A language's `<tig>` per edition's term, the preferred
//! (current) term first and then the others newest first, as a CAT tool takes the first term for
//! the concept: the `<term>`, `<termNote type="administrativeStatus">` `preferredTerm-admn-sts` for the
//! current edition's term and `supersededTerm-admn-sts` for another edition's, and the edition
//! and the inflected forms the check matches as `<note>`s (`edition 2007`, `forms: roszczenia,
//! roszczeniu, …`). The current edition is `--edition` where given, else the newest edition the
//! concept has a term for in that language. Entry ids are `c-` and the concept's name with every
//! character other than an ASCII letter or digit written `-` (`c-play-ceases`), a number added
//! where two names give one id.

use std::collections::{BTreeMap, BTreeSet};

use quick_xml::events::{BytesEnd, BytesStart, Event};

use super::{finish, text_element, xml_writer};
use crate::analysis::terms::{Term, TermBase};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::error::{Error, Result};

/// A language's terms for a concept: each edition's term with whether it is the preferred
/// (current) one, the preferred first, then the others newest first.
pub(crate) type LangTerms = (Lang, Vec<(Edition, Term, bool)>);

/// A TBX file asked for: the term bases of one language or of all, with one edition's terms
/// preferred or each concept's newest (`lawref export tbx`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tbx {
    /// Only this language's term base.
    pub lang: Option<Lang>,
    /// The edition whose terms are preferred (`None`: each concept's newest).
    pub edition: Option<Edition>,
}

impl super::Format for Tbx {
    fn name(&self) -> &'static str {
        "tbx"
    }

    fn extension(&self) -> &'static str {
        "tbx"
    }

    /// # Errors
    /// Those of loading the term bases ([`crate::analysis::terms::load_term_bases`]), and
    /// [`Error::Usage`] (`--lang`) when the corpus has no term base of the language asked.
    fn write(&self, corpus: &Corpus) -> Result<Vec<u8>> {
        let bases = crate::analysis::terms::load_term_bases(corpus)?;
        if let Some(l) = &self.lang {
            let mut have: Vec<Lang> = bases.iter().map(|b| b.lang.clone()).collect();
            have.sort();
            crate::analysis::show::known_lang(&have, "--lang", &l.0, "term base")?;
        }
        let entries = entries(corpus, &bases, self.lang.as_ref(), self.edition.as_ref());
        let files: Vec<&str> = bases
            .iter()
            .filter(|b| self.lang.as_ref().is_none_or(|l| &b.lang == l))
            .map(|b| b.file.as_str())
            .collect();
        write(&entries, &files)
    }
}

/// One concept as a TBX entry: its languages' terms by edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The entry id (`c-claim`).
    pub id: String,
    /// The concept's name (`claim`).
    pub concept: String,
    /// Per language (by code): each edition's term (editions in date order) with whether it is
    /// the preferred (current) one.
    pub langs: Vec<LangTerms>,
}

/// The entries of `bases` (only `lang`'s where given), with `edition`'s terms preferred where
/// given (see the module's notes).
pub fn entries(
    corpus: &Corpus,
    bases: &[TermBase],
    lang: Option<&Lang>,
    edition: Option<&Edition>,
) -> Vec<Entry> {
    let rank = |e: &Edition| corpus.editions.iter().position(|m| &m.edition == e);
    let mut by_concept: BTreeMap<&str, Vec<LangTerms>> = BTreeMap::new();
    let mut chosen: Vec<&TermBase> = bases
        .iter()
        .filter(|b| lang.is_none_or(|l| &b.lang == l))
        .collect();
    chosen.sort_by(|a, b| a.lang.cmp(&b.lang));
    for b in chosen {
        for (name, c) in &b.concepts {
            let mut terms: Vec<(&Edition, &Term)> = c.terms.iter().collect();
            terms.sort_by_key(|(e, _)| rank(e));
            let current = edition
                .filter(|e| c.terms.contains_key(*e))
                .or_else(|| terms.last().map(|(e, _)| *e));
            // The preferred term first (a CAT tool takes the first), then newest first.
            let mut list: Vec<(Edition, Term, bool)> = terms
                .into_iter()
                .rev()
                .map(|(e, t)| (e.clone(), t.clone(), Some(e) == current))
                .collect();
            list.sort_by_key(|(_, _, preferred)| !preferred);
            by_concept
                .entry(name.as_str())
                .or_default()
                .push((b.lang.clone(), list));
        }
    }
    let mut ids: BTreeSet<String> = BTreeSet::new();
    by_concept
        .into_iter()
        .map(|(name, langs)| {
            let stem: String = name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .collect();
            let mut id = format!("c-{stem}");
            let mut n = 2;
            while ids.contains(&id) {
                id = format!("c-{stem}-{n}");
                n += 1;
            }
            ids.insert(id.clone());
            Entry {
                id,
                concept: name.to_string(),
                langs,
            }
        })
        .collect()
}

/// The TBX-Basic file of `entries`, naming the term base files `files` in its header.
///
/// # Errors
/// [`Error::Usage`] only if writing to memory fails (it does not).
pub fn write(entries: &[Entry], files: &[&str]) -> Result<Vec<u8>> {
    let io = |e: std::io::Error| Error::Usage(format!("writing TBX: {e}"));
    let mut w = xml_writer().map_err(io)?;
    let start = |w: &mut quick_xml::Writer<Vec<u8>>, name: &str, attrs: &[(&str, &str)]| {
        w.write_event(Event::Start(
            BytesStart::new(name).with_attributes(attrs.iter().copied()),
        ))
    };
    let end = |w: &mut quick_xml::Writer<Vec<u8>>, name: &str| {
        w.write_event(Event::End(BytesEnd::new(name)))
    };
    start(
        &mut w,
        "martif",
        &[("type", "TBX-Basic"), ("xml:lang", "en")],
    )
    .map_err(io)?;
    start(&mut w, "martifHeader", &[]).map_err(io)?;
    start(&mut w, "fileDesc", &[]).map_err(io)?;
    start(&mut w, "sourceDesc", &[]).map_err(io)?;
    let desc = format!(
        "The term bases of lawref's corpus of the Laws of Duplicate Bridge: {}",
        files.join(", ")
    );
    text_element(&mut w, "p", &[], &desc).map_err(io)?;
    end(&mut w, "sourceDesc").map_err(io)?;
    end(&mut w, "fileDesc").map_err(io)?;
    start(&mut w, "encodingDesc", &[]).map_err(io)?;
    text_element(&mut w, "p", &[("type", "XCSURI")], "TBXBasicXCSV02.xcs").map_err(io)?;
    end(&mut w, "encodingDesc").map_err(io)?;
    end(&mut w, "martifHeader").map_err(io)?;
    start(&mut w, "text", &[]).map_err(io)?;
    start(&mut w, "body", &[]).map_err(io)?;
    for e in entries {
        start(&mut w, "termEntry", &[("id", e.id.as_str())]).map_err(io)?;
        start(&mut w, "langSet", &[("xml:lang", "en")]).map_err(io)?;
        start(&mut w, "tig", &[]).map_err(io)?;
        text_element(&mut w, "term", &[], &e.concept).map_err(io)?;
        end(&mut w, "tig").map_err(io)?;
        end(&mut w, "langSet").map_err(io)?;
        for (lang, terms) in &e.langs {
            start(&mut w, "langSet", &[("xml:lang", lang.0.as_str())]).map_err(io)?;
            for (edition, t, current) in terms {
                start(&mut w, "tig", &[]).map_err(io)?;
                text_element(&mut w, "term", &[], &t.term).map_err(io)?;
                let status = if *current {
                    "preferredTerm-admn-sts"
                } else {
                    "supersededTerm-admn-sts"
                };
                text_element(
                    &mut w,
                    "termNote",
                    &[("type", "administrativeStatus")],
                    status,
                )
                .map_err(io)?;
                text_element(&mut w, "note", &[], &format!("edition {edition}")).map_err(io)?;
                let forms: Vec<&str> = t
                    .forms
                    .iter()
                    .filter(|f| **f != t.term)
                    .map(String::as_str)
                    .collect();
                if !forms.is_empty() {
                    text_element(&mut w, "note", &[], &format!("forms: {}", forms.join(", ")))
                        .map_err(io)?;
                }
                end(&mut w, "tig").map_err(io)?;
            }
            end(&mut w, "langSet").map_err(io)?;
        }
        end(&mut w, "termEntry").map_err(io)?;
    }
    end(&mut w, "body").map_err(io)?;
    end(&mut w, "text").map_err(io)?;
    end(&mut w, "martif").map_err(io)?;
    Ok(finish(w))
}

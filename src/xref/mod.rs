//! The xref stage: finds law references in every paragraph of the corpus ("przepis 16C",
//! "artikel 70D3", "Правилу 67В2", "Law 57A", "punktu B1", "(a) powyżej") and resolves each to
//! the clause it names, with back-links ("cited by").
//!
//! Each language's words (the law word's forms, the joining words of a list, the
//! relative-reference words) are data in [`crate::lang`]; [`grammar`] reads them and holds what
//! every language shares (targets, lists, look-alike letters).
//!
//! Resolution (see [`Resolution`]): a reference resolves in the edition of the text it stands
//! in, to the deepest clause the corpus has of its target. A valid law number of the edition
//! that the corpus has no text of is "known, not in corpus"; a law number outside the edition, or
//! a clause that the corpus's texts of the law show cannot exist (see [`impossible`]), is
//! impossible.
//!
//! Not for: rendering links (that is [`crate::site`]), or reporting (that is
//! [`crate::analysis::check`]).

mod grammar;
mod kept;

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;

use crate::corpus::model::{
    Clause, ClauseId, Corpus, Document, Edition, Inline, Kind, LawText, Level, Owner,
};

pub use crate::lang::Words;
pub(crate) use grammar::latin_section_letter;
pub use grammar::{Found, LetterScheme, Relative, find_references};
pub(crate) use kept::{Kept, Unresolved};

/// Every language's word for "Law" in each of its forms, lower case, sorted, once each
/// (`art.`, `artikel`, `law`, `przepis`, `przepisu`, `правило` …): what may stand before a law
/// number the grammar reads. The site's search page reads a typed "przepis 70D" with it.
pub(crate) fn law_words() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = crate::lang::all(|l| l.refs.law).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// A reference found in the corpus and what it resolves to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// Index of the citing document in [`Corpus::documents`].
    pub doc: usize,
    /// The citing paragraph's [`crate::corpus::model::Paragraph::seq`].
    pub para: usize,
    /// Index of the [`Inline::Text`] run in that paragraph's `inlines`.
    pub inline: usize,
    /// Byte range, within that text run, of the words that name the target ("57A" in
    /// "przepisy 16 i 57A", "B1" in "punktu B1", "(a)" in "(a) powyżej").
    pub range: Range<usize>,
    /// Where the reference stands.
    pub from: Owner,
    /// The clause cited, in full (relative references completed from where they stand:
    /// "(a) powyżej" in 68D2(b)(i) cites 68D2(a)).
    pub target: ClauseId,
    /// Whether the text named the clause relative to where it stands ("punktu B1").
    pub relative: bool,
    /// A Cyrillic or Greek section letter read as its Latin look-alike, where the citing
    /// document does not say how it letters its sections and the alphabet-order reading differs
    /// ("67В2": 67B2, or 67C2): linked as read, reported by `lawref check`.
    pub ambiguous: bool,
    /// What the target resolved to.
    pub resolution: Resolution,
}

/// What a reference's target resolved to, in the edition of the citing document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    /// A clause of a text document in the citing document's language: the cited clause itself,
    /// or its deepest enclosing clause that the text has (a whole law at the least).
    Document {
        /// Index of the target document in [`Corpus::documents`].
        doc: usize,
        /// The clause linked to.
        clause: ClauseId,
    },
    /// The law is in the corpus in this edition but not in the citing document's language:
    /// links go to the parallel view `/<edition>/<NN>/`, at the deepest clause any language has.
    Parallel {
        /// The edition.
        edition: Edition,
        /// The clause linked to.
        clause: ClauseId,
    },
    /// A valid law of the edition that the corpus does not have: rendered as plain text with a
    /// marker, never as a link.
    NotInCorpus,
    /// No such law or clause can exist (Law 94; 68Z where Law 68's sections run A–D): see
    /// [`impossible`] for the rule. Shown unlinked and reported as an error by `lawref check`.
    Impossible,
    /// Words that look like a reference but are probably a list whose joining word was lost
    /// ("przepisy 1657A" for "16 i 57A"): not linked, reported as a warning by `lawref check`.
    /// `target` is what the finder read, and no clause is invented from it.
    ///
    /// Set from [`Found`]'s suspect flag: a list whose joining word was lost ("przepisy 1657A").
    /// Its `target` is then the citing law, standing in for the target no one can tell.
    Suspect,
}

/// Every reference of the corpus, in document and text order, with back-links.
#[derive(Debug, Clone, Default)]
pub struct Links {
    /// All references, ordered by (doc, para, inline, range start).
    pub refs: Vec<Reference>,
    /// The indexes in `refs` of the references to each law (`target.law`), in `refs` order:
    /// back-links look only there, so a page costs no scan of every reference.
    by_law: BTreeMap<u8, Vec<usize>>,
}

impl Links {
    /// The links of `refs` (ordered by (doc, para, inline, range start), as [`link`] makes
    /// them).
    pub fn new(refs: Vec<Reference>) -> Self {
        let mut by_law: BTreeMap<u8, Vec<usize>> = BTreeMap::new();
        for (i, r) in refs.iter().enumerate() {
            by_law.entry(r.target.law).or_default().push(i);
        }
        Links { refs, by_law }
    }

    /// The references made by one document (its index in [`Corpus::documents`]), in text order.
    pub(crate) fn in_document(&self, doc: usize) -> &[Reference] {
        crate::corpus::reads::note(crate::corpus::reads::Read::Refs(doc));
        let start = self.refs.partition_point(|r| r.doc < doc);
        let end = self.refs.partition_point(|r| r.doc <= doc);
        &self.refs[start..end]
    }

    /// The references in one paragraph, in text order.
    pub(crate) fn in_paragraph(&self, doc: usize, para: usize) -> &[Reference] {
        crate::corpus::reads::note(crate::corpus::reads::Read::Refs(doc));
        let start = self.refs.partition_point(|r| (r.doc, r.para) < (doc, para));
        let end = self
            .refs
            .partition_point(|r| (r.doc, r.para) <= (doc, para));
        &self.refs[start..end]
    }

    /// The back-links ("cited by") of `clause` of text document `doc` as its page lists them:
    /// the references, from documents of any language and kind (commentary included) in the
    /// same edition, whose target is `clause` as that document has it (the deepest enclosing
    /// clause of the target that the document has is `clause`), and that lead to `doc` itself
    /// or to the parallel view (from a language without the law). A reference that leads to
    /// another text (another language's own 68A) is that text's back-link, on its page.
    /// References that resolved nowhere (not in corpus, impossible, suspect) cite nothing; a law
    /// text's references to itself as a whole are left out ("przepisów 70 i 71" in Law 70; also
    /// a clause of it this document lacks, which would land on the whole law), its commentary's
    /// are kept. Each reference given is a read of its document (`corpus::reads`).
    pub(crate) fn cited_by<'a>(
        &'a self,
        corpus: &'a Corpus,
        doc: usize,
        clause: ClauseId,
    ) -> impl Iterator<Item = &'a Reference> + 'a {
        self.citing_unnoted(corpus, doc, clause, false)
            .filter(move |r| match r.resolution {
                Resolution::Document { doc: to, .. } => to == doc,
                _ => true,
            })
            .inspect(|r| crate::corpus::reads::note(crate::corpus::reads::Read::Refs(r.doc)))
    }

    /// [`Links::cited_by`] of every clause of the text document `doc` at once: one pass over the
    /// references to its law, where asking clause by clause passes over them for each clause
    /// (a law page of 50 clauses, with 300 references to its law in 20 languages, made 15,000
    /// comparisons).
    pub(crate) fn cited_by_each<'a>(&'a self, corpus: &'a Corpus, doc: usize) -> CitedBy<'a> {
        let law = corpus.documents[doc].meta.law;
        let mut by_clause: HashMap<ClauseId, Vec<&'a Reference>> = HashMap::new();
        for r in self.citing_unnoted(corpus, doc, ClauseId::law(law), true) {
            if matches!(r.resolution, Resolution::Document { doc: to, .. } if to != doc) {
                continue;
            }
            if let Some(text) = corpus.documents[doc].law_text() {
                by_clause
                    .entry(deepest_in(text, r.target))
                    .or_default()
                    .push(r);
            }
        }
        CitedBy {
            links: self,
            corpus,
            doc,
            law,
            by_clause,
        }
    }

    /// Like [`Links::cited_by`] (every language's references, not only those that lead to `doc`),
    /// and with `within`, also the references to any clause inside `clause` (a citation of 16C
    /// is within Law 16). Each reference given is a read of its document (`corpus::reads`).
    pub fn citing<'a>(
        &'a self,
        corpus: &'a Corpus,
        doc: usize,
        clause: ClauseId,
        within: bool,
    ) -> impl Iterator<Item = &'a Reference> + 'a {
        self.citing_unnoted(corpus, doc, clause, within)
            .inspect(|r| crate::corpus::reads::note(crate::corpus::reads::Read::Refs(r.doc)))
    }

    /// [`Links::citing`] without noting the reads: for [`Links::cited_by`], which notes those
    /// it keeps.
    fn citing_unnoted<'a>(
        &'a self,
        corpus: &'a Corpus,
        doc: usize,
        clause: ClauseId,
        within: bool,
    ) -> impl Iterator<Item = &'a Reference> + 'a {
        let d = &corpus.documents[doc];
        let edition = &d.meta.edition;
        let text = d.law_text();
        // A law text citing its own law as a whole (or a clause of it this text lacks, which
        // lands on the whole law) is not a back-link.
        let own_law = move |r: &Reference, here: ClauseId| {
            let from = &corpus.documents[r.doc].meta;
            here.level() == Level::Law && from.kind == Kind::Text && from.law == here.law
        };
        let to_law = self.by_law.get(&clause.law).map_or(&[][..], Vec::as_slice);
        to_law.iter().map(|&i| &self.refs[i]).filter(move |r| {
            let Some(text) = text else { return false };
            if &corpus.documents[r.doc].meta.edition != edition
                || !matches!(
                    r.resolution,
                    Resolution::Document { .. } | Resolution::Parallel { .. }
                )
            {
                return false;
            }
            let here = deepest_in(text, r.target);
            !own_law(r, here)
                && (here == clause || (within && here.ancestry().any(|a| a == clause)))
        })
    }
}

/// The back-links of each clause of one text document, as [`Links::cited_by`] gives them:
/// [`Links::cited_by_each`].
pub(crate) struct CitedBy<'a> {
    links: &'a Links,
    corpus: &'a Corpus,
    doc: usize,
    /// The document's law.
    law: u8,
    /// The references to the document's law that lead to it or to the parallel view, by the
    /// deepest clause of their target that the document has, in [`Links::refs`] order.
    by_clause: HashMap<ClauseId, Vec<&'a Reference>>,
}

impl<'a> CitedBy<'a> {
    /// [`Links::cited_by`] of `clause` of the document; each reference given is a read of its
    /// document.
    pub(crate) fn of(&self, clause: ClauseId) -> Vec<&'a Reference> {
        if clause.law != self.law {
            return self.links.cited_by(self.corpus, self.doc, clause).collect();
        }
        let refs = self.by_clause.get(&clause).map_or(&[][..], Vec::as_slice);
        for r in refs {
            crate::corpus::reads::note(crate::corpus::reads::Read::Refs(r.doc));
        }
        refs.to_vec()
    }
}

/// The deepest clause of `target`'s ancestry that `text` has (the whole law at the least).
fn deepest_in(text: &LawText, target: ClauseId) -> ClauseId {
    target
        .ancestry()
        .find(|c| c.level() == Level::Law || text.find(c).is_some())
        .unwrap_or(ClauseId::law(target.law))
}

/// Finds and resolves every reference in the corpus.
pub fn link(corpus: &Corpus) -> Links {
    link_keeping(corpus, None).0
}

/// [`link`], reusing the references `kept` found in each document whose text has not changed
/// since (they are resolved again: resolution reads the rest of the corpus); with the references
/// found in every document now, to keep for the next build. The links are those [`link`] makes.
pub(crate) fn link_keeping(corpus: &Corpus, kept: Option<&Kept>) -> (Links, Kept) {
    use rayon::prelude::*;
    // Each document's references found (or taken as kept) and resolved in parallel, kept in
    // corpus order.
    let per_document: Vec<(Vec<Reference>, Vec<Unresolved>)> = corpus
        .documents
        .par_iter()
        .enumerate()
        .map(|(di, doc)| {
            // Each paragraph's owner, walked once when the references are found here.
            let (found, owners) = match kept.and_then(|k| k.get(&doc.path, doc.text_hash)) {
                Some(refs) => (refs.to_vec(), None),
                None => {
                    let owners = doc.paragraph_owners();
                    (unresolved_in(doc, &owners), Some(owners))
                }
            };
            (resolved(corpus, di, doc, &found, owners), found)
        })
        .collect();
    let mut now = Kept::default();
    let mut refs = Vec::new();
    for (doc, (resolved, found)) in corpus.documents.iter().zip(per_document) {
        refs.extend(resolved);
        now.insert(doc.path.clone(), doc.text_hash, found);
    }
    (Links::new(refs), now)
}

/// The references of `doc`, found and completed from where they stand (`owners`, each paragraph's
/// owner by its `seq`), in reading order.
fn unresolved_in(doc: &Document, owners: &[Owner]) -> Vec<Unresolved> {
    let mut refs = Vec::new();
    let letters = grammar::LetterScheme::of(doc);
    for para in doc.paragraphs() {
        let owner = &owners[para.seq];
        for (ii, inline) in para.inlines.iter().enumerate() {
            let Inline::Text(text) = inline else { continue };
            for found in find_references(&doc.meta.lang, text, &letters) {
                // A suspect reference names no target: it is kept (for `lawref check` and
                // the page's marker) with the citing law in its place.
                let (target, relative) = match complete(doc, owner, &found) {
                    Some(t) => t,
                    None if found.suspect => (ClauseId::law(doc.meta.law), false),
                    None => continue,
                };
                let at = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
                refs.push(Unresolved {
                    para: at(para.seq),
                    inline: at(ii),
                    start: at(found.range.start),
                    end: at(found.range.end),
                    target,
                    relative,
                    ambiguous: found.ambiguous,
                    suspect: suspect(&found),
                });
            }
        }
    }
    refs
}

/// The references `found` in the `di`th document of `corpus` (`doc`), resolved, in reading
/// order; `owners`, its paragraphs' owners when they were walked already.
fn resolved(
    corpus: &Corpus,
    di: usize,
    doc: &Document,
    found: &[Unresolved],
    owners: Option<Vec<Owner>>,
) -> Vec<Reference> {
    if found.is_empty() {
        return Vec::new();
    }
    let owners = owners.unwrap_or_else(|| doc.paragraph_owners());
    found
        .iter()
        .map(|f| Reference {
            doc: di,
            para: f.para as usize,
            inline: f.inline as usize,
            range: f.start as usize..f.end as usize,
            from: owners
                .get(f.para as usize)
                .cloned()
                .unwrap_or(Owner::Preamble),
            target: f.target,
            relative: f.relative,
            ambiguous: f.ambiguous,
            resolution: if f.suspect {
                Resolution::Suspect
            } else {
                resolve(corpus, doc, f.target)
            },
        })
        .collect()
}

/// A reference found by [`parse_text`], made whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedRef {
    /// Byte range of the matched words in the text ("57A", "B1", "(a)", "9–16").
    pub range: Range<usize>,
    /// The matched words.
    pub text: String,
    /// The clause cited, relative references completed from the clause the text stands in;
    /// `None` for a suspect reference.
    pub target: Option<ClauseId>,
    /// Whether the text named the clause relative to where it stands.
    pub relative: bool,
    /// A list whose joining word was lost ("przepisy 1657A"): no target.
    pub suspect: bool,
    /// A Cyrillic or Greek letter read as its look-alike where the letter scheme is unknown and
    /// the alphabet-order reading differs.
    pub ambiguous: bool,
}

/// The references in `text` as if it stood in clause `in_clause` of a law text in language
/// `lang` whose sections are lettered by `letters`, in text order. The reference grammar of
/// [`link`], for `lawref refs --parse` and tests.
pub fn parse_text(
    lang: &crate::corpus::model::Lang,
    letters: LetterScheme,
    in_clause: &ClauseId,
    text: &str,
) -> Vec<ParsedRef> {
    // Where the scheme is not given, a letter only alphabet order has ("68Г") decides it.
    let letters = match letters {
        LetterScheme::Unknown if LetterScheme::alphabet_evidence(text) => LetterScheme::Alphabet,
        l => l,
    };
    find_references(lang, text, &letters)
        .into_iter()
        .map(|f| {
            let done = complete_at(*in_clause, false, &f);
            ParsedRef {
                text: text[f.range.clone()].to_string(),
                target: done.map(|(t, _)| t),
                relative: done.is_some_and(|(_, r)| r),
                suspect: f.suspect,
                ambiguous: f.ambiguous,
                range: f.range,
            }
        })
        .collect()
}

/// Whether the finder marked `found` as suspect (a list whose joining word was lost, "1657A").
fn suspect(found: &Found) -> bool {
    found.suspect
}

/// A found reference made whole: relative ones take the missing levels from where they stand.
fn complete(doc: &Document, owner: &Owner, found: &Found) -> Option<(ClauseId, bool)> {
    let here = match owner {
        Owner::Clause(id) => *id,
        _ => ClauseId::law(doc.meta.law),
    };
    complete_at(here, doc.meta.kind == Kind::Commentary, found)
}

/// [`complete`] for a reference standing in clause `here` (of a commentary when `commentary`).
fn complete_at(here: ClauseId, commentary: bool, found: &Found) -> Option<(ClauseId, bool)> {
    if let Some(id) = found.absolute {
        return Some((id, false));
    }
    let rel = found.relative.as_ref()?;
    let mut t = ClauseId::law(here.law);
    // Keep the levels of `here` above the first level the relative reference gives.
    if rel.section.is_none() {
        t.section = here.section;
        if rel.subsection.is_none() {
            t.subsection = here.subsection;
            if rel.item.is_none() {
                t.item = here.item;
            }
        }
    }
    t.section = rel.section.or(t.section);
    t.subsection = rel.subsection.or(t.subsection);
    t.item = rel.item.or(t.item);
    t.subitem = rel.subitem;
    if commentary && rel.section.is_none() {
        // Commentary items are not clauses: a relative reference there needs its section.
        return None;
    }
    Some((t, true))
}

fn resolve(corpus: &Corpus, doc: &Document, target: ClauseId) -> Resolution {
    let edition = &doc.meta.edition;
    if corpus.edition(edition).is_none() {
        return Resolution::NotInCorpus;
    }
    if impossible(corpus, edition, target).is_some() {
        return Resolution::Impossible;
    }
    if let Some((i, d)) = corpus.text(edition, target.law, &doc.meta.lang)
        && let Some(text) = d.law_text()
    {
        return Resolution::Document {
            doc: i,
            clause: deepest_in(text, target),
        };
    }
    let best = texts_of(corpus, edition, target.law)
        .map(|t| deepest_in(t, target))
        .max_by_key(|c| c.level());
    match best {
        Some(clause) => Resolution::Parallel {
            edition: edition.clone(),
            clause,
        },
        None => Resolution::NotInCorpus,
    }
}

/// The texts (any language) of law `law` in `edition`.
fn texts_of<'a>(
    corpus: &'a Corpus,
    edition: &'a Edition,
    law: u8,
) -> impl Iterator<Item = &'a LawText> + 'a {
    corpus
        .law_documents(edition, law)
        .1
        .iter()
        .filter_map(Document::law_text)
}

/// Why `target` cannot exist in `edition`, or `None` when it can (or the corpus cannot tell).
///
/// The rule:
/// - a law number outside the edition's manifest (1 to `law_count`) is impossible: "Law 94 is
///   not in the 2017 Laws (they run 1–93)";
/// - below the law, take the first level of the target that no text of the law in the edition
///   has (any language), and the clause above it that some text has: when every text holding
///   that clause numbers its sub-clauses at the target's level and the target comes after the
///   last of them in every one, it is impossible ("68Z" when Law 68's sections run A–D in every
///   language). A clause missing inside the range (68C when a text has A, B, D) is not: a text
///   may have lost it, and the reference is dangling (it links to the enclosing clause).
///
/// An edition without a manifest, or a law the corpus has no text of, gives `None`: nothing shows
/// the clause cannot exist.
pub fn impossible(corpus: &Corpus, edition: &Edition, target: ClauseId) -> Option<String> {
    let manifest = corpus.edition(edition)?;
    if !manifest.has_law(target.law) {
        return Some(format!(
            "Law {} is not in the {} Laws (they run 1–{})",
            target.law, edition, manifest.law_count
        ));
    }
    let texts: Vec<&LawText> = texts_of(corpus, edition, target.law).collect();
    if texts.is_empty() {
        return None;
    }
    // Ancestry from the law down: the first level no text has.
    let mut chain: Vec<ClauseId> = target.ancestry().collect();
    chain.reverse();
    let missing = chain
        .iter()
        .position(|c| c.level() != Level::Law && texts.iter().all(|t| t.find(c).is_none()))?;
    let parent = chain[missing - 1];
    let k = chain[missing];
    let children = |t: &LawText| -> Option<Vec<ClauseId>> {
        let kids: &[Clause] = if parent.level() == Level::Law {
            &t.clauses
        } else {
            &t.find(&parent)?.children
        };
        Some(kids.iter().map(|c| c.id).collect())
    };
    let holders: Vec<Vec<ClauseId>> = texts.iter().filter_map(|t| children(t)).collect();
    let mut last_seen = None;
    for kids in &holders {
        let last = kids
            .iter()
            .filter(|c| c.level() == k.level())
            .max()
            .copied()?;
        if k <= last {
            return None;
        }
        last_seen = last_seen.max(Some(last));
    }
    let last = last_seen?;
    let first = holders
        .iter()
        .filter_map(|kids| kids.iter().filter(|c| c.level() == k.level()).min())
        .min()?;
    let what = match k.level() {
        Level::Section => "sections",
        Level::Subsection => "subsections",
        Level::Item => "items",
        _ => "sub-items",
    };
    let within = if parent.level() == Level::Law {
        format!("Law {}", parent.law)
    } else {
        parent.to_string()
    };
    Some(format!(
        "{within} has no {k} in the {edition} Laws: its {what} run {}–{} in every text of it in the corpus",
        first.marker(),
        last.marker(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The back-links of every clause of every text, taken at once per text
    /// ([`Links::cited_by_each`]), are those asked clause by clause ([`Links::cited_by`]), in
    /// the same order: in the shipped corpus and in a generated one of 6 laws in 4 languages
    /// and 3 editions, whose references cross laws, languages and editions.
    #[test]
    fn back_links_taken_at_once_are_those_asked_clause_by_clause() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let shipped = crate::corpus::load::load_corpus(root).expect("the shipped corpus loads");
        let (_dir, generated) = crate::dev::generate::loaded(6, 4, 3, 11);
        for corpus in [&shipped, &generated] {
            let links = link(corpus);
            let mut cited = 0;
            for (di, d) in corpus.documents.iter().enumerate() {
                let Some(text) = d.law_text() else { continue };
                let each = links.cited_by_each(corpus, di);
                let clauses = text.all_clauses();
                let ids =
                    std::iter::once(ClauseId::law(d.meta.law)).chain(clauses.iter().map(|c| c.id));
                for id in ids {
                    let one: Vec<*const Reference> = links
                        .cited_by(corpus, di, id)
                        .map(std::ptr::from_ref)
                        .collect();
                    let at_once: Vec<*const Reference> =
                        each.of(id).into_iter().map(std::ptr::from_ref).collect();
                    assert_eq!(at_once, one, "{} {id}", d.path);
                    cited += one.len();
                }
            }
            assert!(cited > 0, "{}", corpus.root.display());
        }
    }
}

//! Metadata: the language, edition, law number and kind of an imported document, each decided
//! from the text where it says it (a wiki template name, a law heading, the law's title as an
//! edition's manifest gives it, commentary item numbers, the language of the words), else from
//! the command-line flag, else an error naming the flag to pass. Every decision is written to the
//! report with its evidence; a flag the text contradicts is overridden, and the report says so.

use std::collections::{BTreeMap, BTreeSet};

use unicode_normalization::UnicodeNormalization;

use super::Flags;
use super::line::Template;
use super::report::Report;
use crate::corpus::model::{Body, ClauseId, Corpus, Edition, EditionManifest, Lang};
use crate::error::Error;

/// The language of `text` by whatlang, as an ISO 639-1 code (`pl`), with whatlang's confidence
/// (0 to 1), when whatlang is sure and the language is one [`crate::lang`] knows.
pub(crate) fn detect_lang(text: &str) -> Option<(Lang, f64)> {
    let info = whatlang::detect(text)?;
    if !info.is_reliable() {
        return None;
    }
    // A language lawref does not know has no two-letter code here: undecided, so `--lang`
    // decides (never a three-letter code the corpus would not match).
    let code = crate::lang::detected(info.lang())?.code;
    Some((Lang(code.to_string()), info.confidence()))
}

/// Paragraphs shorter than this many letters are not detected one by one (whatlang needs some
/// text to tell languages apart); they still count in the whole text.
const PARAGRAPH_LETTERS: usize = 40;

/// A language other than the whole text's is "mixed in" (the document is in two languages, not
/// one with a stray line) when its paragraphs hold at least this share of the letters of all
/// paragraphs detected one by one.
const MIXED_SHARE: f64 = 0.25;

/// Decides the language from the document's paragraphs, `(line, text)` in reading order.
///
/// The words of all paragraphs together decide when whatlang is sure of them (confidence above
/// 0.9; short documents, a sentence or two, often are not). Each paragraph of 40 letters or more
/// is also detected alone: paragraphs in another language (residue such as a footer or a
/// language link left in) are outvoted and the report names their lines, but when another
/// language holds a quarter or more of those paragraphs' letters, the document is mixed and the
/// words do not decide. Where the words do not decide, `--lang` does; without it, an error.
/// A flag the words contradict is overridden, and the report says so.
///
/// # Errors
/// [`Error::Undecided`] naming `--lang` when the words do not tell (too few, or mixed) and no
/// flag was given.
pub(crate) fn decide_lang(
    source: &str,
    paras: &[(usize, String)],
    flags: &Flags,
    report: &mut Report,
) -> Result<Lang, Error> {
    let text = paras
        .iter()
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    // Letters per language, and the lines, of the paragraphs detected one by one.
    let mut tally: BTreeMap<Lang, (usize, Vec<usize>)> = BTreeMap::new();
    for (line, t) in paras {
        let letters = t.chars().filter(|c| c.is_alphabetic()).count();
        if letters < PARAGRAPH_LETTERS {
            continue;
        }
        if let Some((l, _)) = detect_lang(t) {
            let e = tally.entry(l).or_default();
            e.0 += letters;
            e.1.push(*line);
        }
    }
    let total: usize = tally.values().map(|(n, _)| n).sum();
    // The words' language: whatlang's, where it is sure; else, for a family of languages
    // whatlang confuses (Danish and Norwegian), the one whose own words the text holds.
    let whole: Option<(Lang, String)> = detect_lang(&text)
        .map(|(l, c)| (l, format!("whatlang, confidence {c:.2}")))
        .or_else(|| {
            let (l, n, other) = crate::lang::tell_apart(&text)?;
            Some((
                Lang(l.code.to_string()),
                format!(
                    "whatlang reads them as {}; {n} of {}'s own words against {other} of the others'",
                    l.family, l.code
                ),
            ))
        });
    let others: Vec<(&Lang, &(usize, Vec<usize>))> = tally
        .iter()
        .filter(|(l, _)| whole.as_ref().is_none_or(|(w, _)| w != *l))
        .collect();
    let mixed: Vec<String> = others
        .iter()
        .filter(|(_, (n, _))| *n as f64 >= MIXED_SHARE * total as f64)
        .map(|(l, (n, _))| format!("{l} ({n} of {total} letters)"))
        .collect();
    let why_not = match (&whole, mixed.is_empty()) {
        (Some((lang, how)), true) => {
            let mut d = format!("language {lang}: detected from the words ({how})");
            for (l, (_, lines)) in &others {
                // Kept as law text, but a paragraph in another language is one to check.
                for line in lines {
                    if let Some((_, t)) = paras.iter().find(|(at, _)| at == line) {
                        report.doubt(
                            *line,
                            1,
                            format!("a paragraph in another language ({l})"),
                            t.clone(),
                        );
                    }
                }
                let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
                let s = if lines.len() == 1 { "" } else { "s" };
                d.push_str(&format!(
                    "; the paragraph{s} at line{s} {} read{} as {l}, outvoted",
                    lines.join(", "),
                    if lines.len() == 1 { "s" } else { "" }
                ));
            }
            // A flag is obeyed: words that say otherwise are a note and a doubt.
            if let Some(f) = flags.lang.as_ref().filter(|f| *f != lang) {
                report.decisions.push(format!(
                    "language {f}: from --lang, obeyed, though the words read as {lang} ({how}): check the flag"
                ));
                if let Some((line, t)) = paras.first() {
                    report.doubt(
                        *line,
                        1,
                        format!("the words read as {lang}, not as --lang {f} says"),
                        t.clone(),
                    );
                }
                return Ok(f.clone());
            }
            report.decisions.push(d);
            return Ok(lang.clone());
        }
        (Some((lang, _)), false) => format!(
            "the paragraphs are in more than one language: {lang} and {}",
            mixed.join(", ")
        ),
        (None, _) => "the words do not tell it reliably".to_string(),
    };
    match &flags.lang {
        Some(f) => {
            report
                .decisions
                .push(format!("language {f}: from --lang ({why_not})"));
            Ok(f.clone())
        }
        None => Err(Error::Undecided {
            path: source.to_string(),
            message: format!("cannot tell the document's language from its words: {why_not}"),
            help: "pass --lang (pl, nl, ru, en …)".into(),
        }),
    }
}

/// A title reduced for comparison: NFC, lower case, single spaces, no end punctuation.
pub(crate) fn title_key(t: &str) -> String {
    let t: String = t.nfc().collect::<String>().to_lowercase();
    t.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches(['.', ':', ' '])
        .to_string()
}

/// The edition whose manifest, alone of all, gives Law `law` the title `title` in `lang`. In
/// English, the WBF's own language, whose titles editions mostly keep, every other edition's
/// manifest must also give the law a different English title: one whose English title is not
/// known (law-titles.md found none) may well have the same, so absence tells nothing there. A
/// translation's titles are its translator's, and an edition that lists none is taken not to
/// share them.
pub(crate) fn title_edition<'m>(
    title: &str,
    law: u8,
    lang: &Lang,
    manifests: &'m [EditionManifest],
) -> Option<&'m Edition> {
    let key = title_key(title);
    let title_of = |m: &EditionManifest| {
        m.laws
            .iter()
            .find(|l| l.number == law)
            .and_then(|l| l.titles.get(lang))
            .map(|t| title_key(t))
    };
    let mut hit = None;
    for m in manifests {
        match title_of(m) {
            Some(t) if t == key => {
                if hit.is_some() {
                    return None;
                }
                hit = Some(&m.edition);
            }
            Some(_) => {}
            None if lang.0 == "en" && m.has_law(law) => return None,
            None => {}
        }
    }
    hit
}

/// The (edition, law) pairs whose manifest title in `lang` is `title`.
pub(crate) fn title_matches<'m>(
    title: &str,
    lang: &Lang,
    manifests: &'m [EditionManifest],
) -> Vec<(&'m Edition, u8)> {
    let key = title_key(title);
    let mut out = Vec::new();
    for m in manifests {
        for l in &m.laws {
            if l.titles.get(lang).is_some_and(|t| title_key(t) == key) {
                out.push((&m.edition, l.number));
            }
        }
    }
    out
}

/// Evidence for an edition or a law number found in the text.
pub(crate) struct Evidence<T> {
    /// The value.
    pub value: T,
    /// Where it came from.
    pub why: String,
}

/// The edition a wiki template name gives (`Sjabloon:2007:68` → 2007), if one of its parts is an
/// edition with a manifest.
pub(crate) fn template_edition(
    templates: &[Template],
    manifests: &[EditionManifest],
) -> Option<Evidence<Edition>> {
    templates.iter().find_map(|t| {
        t.parts.iter().find_map(|p| {
            manifests
                .iter()
                .find(|m| m.edition.0 == *p)
                .map(|m| Evidence {
                    value: m.edition.clone(),
                    why: format!("{} {:?}, line {}", t.what, t.name, t.line),
                })
        })
    })
}

/// The law a wiki template name gives (`Sjabloon:2007:68` → 68, `Sjabloon:2017:18A` → 18): its
/// last part that is 1–93, or a clause id of such a law.
pub(crate) fn template_law(templates: &[Template]) -> Option<Evidence<u8>> {
    template_clause(templates).map(|(id, why)| Evidence { value: id.law, why })
}

/// The clause a wiki template name gives: `Sjabloon:2007:68` → Law 68, `Sjabloon:2017:18A` →
/// 18A (a page holding one section's text), with the evidence's wording.
pub(crate) fn template_clause(templates: &[Template]) -> Option<(ClauseId, String)> {
    templates.iter().find_map(|t| {
        t.parts.iter().rev().find_map(|p| {
            let id: ClauseId = p.parse().ok()?;
            (1..=crate::corpus::model::MAX_LAW)
                .contains(&id.law)
                .then(|| (id, format!("{} {:?}, line {}", t.what, t.name, t.line)))
        })
    })
}

/// What the corpus already holds that tells editions apart: for each (edition, law), the clause
/// ids of its text documents in any language, with their paths and sources.
///
/// Built from a loaded corpus by [`CorpusClauses::from_corpus`]; the default is empty (import
/// then decides from the manifests and the text alone).
#[derive(Debug, Clone, Default)]
pub struct CorpusClauses {
    /// (edition, law) → the text documents: (corpus path, source, clause ids).
    docs: BTreeMap<(Edition, u8), Vec<KnownText>>,
    /// The corpus's term bases (`translations/<lang>/terms.yaml`): which word each edition uses
    /// for a concept, weak evidence of a document's edition ([`term_edition`]).
    terms: Vec<crate::corpus::terms::TermBase>,
}

/// A corpus text document's corpus path, source and clause ids.
type KnownText = (String, String, BTreeSet<ClauseId>);

impl CorpusClauses {
    /// The clause ids of every text document of `corpus`, by edition and law.
    pub fn from_corpus(corpus: &Corpus) -> Self {
        let mut docs: BTreeMap<_, Vec<_>> = BTreeMap::new();
        for d in &corpus.documents {
            let Body::Text(t) = d.body() else { continue };
            let ids = t.all_clauses().iter().map(|c| c.id).collect();
            docs.entry((d.meta.edition.clone(), d.meta.law))
                .or_default()
                .push((d.path.clone(), d.meta.source.clone(), ids));
        }
        // A term base that does not read gives no evidence (`lawref check` reports it).
        let terms = crate::corpus::terms::load_term_bases(corpus).unwrap_or_default();
        CorpusClauses { docs, terms }
    }

    /// The clause ids Law `law` of `edition` has in the corpus's texts other than those imported
    /// from `source`, with their files (see [`CorpusClauses::known`]).
    pub(super) fn ids_of(
        &self,
        edition: &Edition,
        law: u8,
        source: &str,
    ) -> Option<(BTreeSet<ClauseId>, Vec<&str>)> {
        self.known(edition, law, source)
    }

    /// The clause ids Law `law` of `edition` has in the corpus (all languages together) and the
    /// files they come from, leaving out files imported from `source` (a re-import must not
    /// confirm itself); `None` when no other file has that law's text.
    fn known(
        &self,
        edition: &Edition,
        law: u8,
        source: &str,
    ) -> Option<(BTreeSet<ClauseId>, Vec<&str>)> {
        let docs = self.docs.get(&(edition.clone(), law))?;
        let mut ids = BTreeSet::new();
        let mut paths = Vec::new();
        for (path, _, set) in docs.iter().filter(|(_, src, _)| src != source) {
            ids.extend(set.iter().copied());
            paths.push(path.as_str());
        }
        (!paths.is_empty()).then_some((ids, paths))
    }
}

/// The edition the words of a document point to by the corpus's term base of its language:
/// the edition whose term for some concept the text uses ("roszczenie", 2007's Polish word for
/// a claim), where it uses no other edition's term for any concept (2017's "deklaracja"). Weak
/// evidence (a text quoting another edition's word, or a term base that lacks the concept,
/// misleads it): import takes it only where nothing else in the text says the edition, and never
/// over `--edition`. `None` when the term base has no concept whose terms the text uses, or
/// terms of two editions appear.
pub(crate) fn term_edition(
    text: &str,
    lang: &Lang,
    known: &CorpusClauses,
) -> Option<Evidence<Edition>> {
    let base = known.terms.iter().find(|b| &b.lang == lang)?;
    // Per edition: the terms of it the text uses, with their counts.
    let mut used: BTreeMap<&Edition, Vec<(String, &str, usize)>> = BTreeMap::new();
    for concept in base.concepts.values() {
        for (edition, term) in &concept.terms {
            let n: usize = term
                .forms
                .iter()
                .filter_map(|f| crate::corpus::terms::Pattern::new(f))
                .map(|p| p.find_in(text, &[]).len())
                .sum();
            if n > 0 {
                used.entry(edition).or_default().push((
                    term.term.clone(),
                    concept.name.as_str(),
                    n,
                ));
            }
        }
    }
    if used.len() != 1 {
        return None;
    }
    let (edition, terms) = used.into_iter().next()?;
    let said: Vec<String> = terms
        .iter()
        .map(|(t, c, n)| format!("{t:?} ({c}) {n} time{}", if *n == 1 { "" } else { "s" }))
        .collect();
    Some(Evidence {
        value: edition.clone(),
        why: format!(
            "the words: {} is {edition}'s term in {} and no other edition's term appears (weak evidence: the text names no edition)",
            said.join(", "),
            base.file
        ),
    })
}

/// The edition the clause ids of Law `law` (as the document has them) point to, among the
/// editions whose texts of that law the corpus has: every other one lacks one of them, while this
/// one's texts have them all. `None` when the ids fit more than one such edition, or none, or
/// the corpus has texts of the law in fewer than two editions. An edition with no text of the
/// law in the corpus is not compared (absence is no evidence either way); the report names the
/// editions compared.
pub(crate) fn structure_edition(
    law: u8,
    ids: &[ClauseId],
    source: &str,
    manifests: &[EditionManifest],
    known: &CorpusClauses,
) -> Option<Evidence<Edition>> {
    let mut fits = Vec::new();
    let mut excluded = Vec::new();
    for m in manifests {
        if let Some((set, paths)) = known.known(&m.edition, law, source) {
            match ids.iter().find(|id| !set.contains(id)) {
                Some(missing) => excluded.push((&m.edition, *missing, paths)),
                None => fits.push((&m.edition, Some(paths))),
            }
        }
    }
    let ([(edition, Some(paths))], [_, ..]) = (fits.as_slice(), excluded.as_slice()) else {
        return None;
    };
    let not_in: Vec<String> = excluded
        .iter()
        .map(|(e, id, paths)| {
            format!(
                "clause {id} is not in {e}'s Law {law} ({})",
                paths.join(", ")
            )
        })
        .collect();
    let why = format!(
        "{}, and {edition}'s ({}) has all of the document's clauses",
        not_in.join("; "),
        paths.join(", ")
    );
    Some(Evidence {
        value: (*edition).clone(),
        why,
    })
}

/// The names the Laws go by (without the year) in every manifest's `name` and `names`, each as
/// words in lower case: `["laws", "of", "duplicate", "bridge"]`.
fn name_stems(manifests: &[EditionManifest]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for m in manifests {
        for n in std::iter::once(&m.name).chain(&m.names) {
            let stem: Vec<String> = words(n).into_iter().filter(|w| !is_year(w)).collect();
            if !stem.is_empty() && !out.contains(&stem) {
                out.push(stem);
            }
        }
    }
    // Longest first, so "laws of duplicate bridge" is found before "laws".
    out.sort_by_key(|s| std::cmp::Reverse(s.len()));
    out
}

fn words(t: &str) -> Vec<String> {
    t.nfc()
        .collect::<String>()
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn is_year(w: &str) -> bool {
    w.len() == 4
        && w.chars().all(|c| c.is_ascii_digit())
        && (w.starts_with("19") || w.starts_with("20"))
}

/// Edition markers: lines that name the Laws with a year, as the manifests' `name` and `names`
/// give them without their year ("Laws of Duplicate Bridge 2017", "2017 Laws", "Międzynarodowe
/// Przepisy Brydżowe 2007"): the name's words, the year just before or after them, and at most
/// two other words on the line ("The", "года"), with no sentence punctuation at the line's end
/// (so a sentence that mentions "the 2007 Laws" is not a marker). Each gives the edition whose
/// id or year is that year; a year no manifest has gives that year as the edition (which
/// [`decide_edition`] refuses, naming the missing manifest). `lines` are (1-based line, text).
pub(crate) fn marker_editions<'a>(
    lines: impl IntoIterator<Item = (usize, &'a str)>,
    manifests: &[EditionManifest],
) -> Vec<(usize, Evidence<Edition>)> {
    let stems = name_stems(manifests);
    let mut out = Vec::new();
    for (no, line) in lines {
        let text = line.trim();
        if text.is_empty() || text.ends_with([',', ';', '!', '?']) {
            continue;
        }
        let w = words(text);
        if w.len() > 12 {
            continue;
        }
        let found = stems.iter().find_map(|stem| {
            let at = w
                .windows(stem.len())
                .position(|win| win == stem.as_slice())?;
            let year = [at.checked_sub(1), Some(at + stem.len())]
                .into_iter()
                .flatten()
                .filter_map(|i| w.get(i))
                .find(|y| is_year(y))?;
            (w.len() - stem.len() - 1 <= 2).then(|| year.clone())
        });
        let Some(year) = found else { continue };
        let edition = manifests
            .iter()
            .find(|m| m.edition.0 == year || m.year.to_string() == year)
            .map_or_else(|| Edition(year.clone()), |m| m.edition.clone());
        out.push((
            no,
            Evidence {
                value: edition,
                why: format!("the edition's name {text:?}, line {no}"),
            },
        ));
    }
    out
}

/// The first line that names the Laws with a year anywhere in it, as the manifests' `name` and
/// `names` give them ("… publikowane Turnier-Bridge-Regeln 2007 erlassen …", "Forord til
/// 2007-lovene for duplikatbridge"): (line, the line's text, cut to 100 characters). A line
/// naming the edition as a marker does ([`marker_editions`]) is its own line; this one is any,
/// for telling a page about the Laws from the Laws' own text.
pub(crate) fn named_in_text<'a>(
    lines: impl IntoIterator<Item = (usize, &'a str)>,
    manifests: &[EditionManifest],
) -> Option<(usize, String)> {
    let stems = name_stems(manifests);
    for (no, line) in lines {
        let w = words(line);
        let named = stems.iter().any(|stem| {
            w.windows(stem.len()).enumerate().any(|(at, win)| {
                win == stem.as_slice()
                    && [at.checked_sub(1), Some(at + stem.len())]
                        .into_iter()
                        .flatten()
                        .filter_map(|i| w.get(i))
                        .any(|y| is_year(y))
            })
        });
        if named {
            return Some((no, line.trim().chars().take(100).collect()));
        }
    }
    None
}

/// Decides the edition from the text's evidence (in order of strength: wiki template name,
/// edition marker, title, clause ids), else `--edition`, else an error naming `--edition`.
///
/// When all evidence agrees, the first piece decides and the report gives it (a flag that
/// differs is overridden, and the report says so). When pieces disagree, the text does not say
/// one edition: `--edition` chooses among the editions the evidence names, and the report
/// gives every piece; without the flag, or with one the evidence does not name, it is an error
/// listing the evidence.
///
/// # Errors
/// [`Error::Undecided`] naming `--edition` when nothing decides, when the evidence disagrees and
/// the flag does not choose, or when the text names an edition that has no manifest.
pub(crate) fn decide_edition(
    source: &str,
    found: Vec<Evidence<Edition>>,
    flag: Option<&Edition>,
    manifests: &[EditionManifest],
    report: &mut Report,
) -> Result<Edition, Error> {
    if let Some(e) = found
        .iter()
        .find(|e| !manifests.iter().any(|m| m.edition == e.value))
    {
        return Err(Error::Undecided {
            path: source.to_string(),
            message: format!(
                "the text names edition {} ({}), which has no manifest laws/{}.yaml",
                e.value, e.why, e.value
            ),
            help: "add the edition's manifest, or correct the document".into(),
        });
    }
    let mut values: Vec<&Edition> = found.iter().map(|e| &e.value).collect();
    values.sort();
    values.dedup();
    if values.len() <= 1 {
        return decide(
            "edition",
            source,
            found.into_iter().next(),
            flag,
            "--edition",
            report,
        );
    }
    let said = found
        .iter()
        .map(|e| format!("{} says {}", e.why, e.value))
        .collect::<Vec<_>>()
        .join("; ");
    match flag {
        Some(f) if values.contains(&f) => {
            report.decisions.push(format!(
                "edition {f}: from --edition, choosing between evidence that disagrees: {said}"
            ));
            Ok(f.clone())
        }
        _ => Err(Error::Undecided {
            path: source.to_string(),
            message: format!("the text's evidence for its edition disagrees: {said}"),
            help: format!(
                "pass {} to choose, or correct the document",
                values
                    .iter()
                    .map(|v| format!("--edition {v}"))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        }),
    }
}

/// Decides between what the text says and the flag; the text wins, and the report says so.
///
/// # Errors
/// [`Error::Undecided`] naming `flag_name` when neither gives a value.
pub(crate) fn decide<T: std::fmt::Display + PartialEq + Clone>(
    what: &str,
    source: &str,
    found: Option<Evidence<T>>,
    flag: Option<&T>,
    flag_name: &str,
    report: &mut Report,
) -> Result<T, Error> {
    match (found, flag) {
        (Some(e), flag) => {
            let mut d = format!("{what} {}: {}", e.value, e.why);
            if let Some(f) = flag.filter(|f| **f != e.value) {
                d.push_str(&format!("; {flag_name} {f} overridden"));
            }
            report.decisions.push(d);
            Ok(e.value)
        }
        (None, Some(f)) => {
            report.decisions.push(format!(
                "{what} {f}: from {flag_name} (the text does not say it)"
            ));
            Ok(f.clone())
        }
        (None, None) => Err(Error::Undecided {
            path: source.to_string(),
            message: format!("the text does not say its {what}"),
            help: format!("pass {flag_name}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_compare_without_case_and_spacing() {
        assert_eq!(
            title_key("ROSZCZENIE  ALBO ZRZECZENIE DOTYCZĄCE LEW "),
            "roszczenie albo zrzeczenie dotyczące lew"
        );
    }

    #[test]
    fn a_flag_the_text_contradicts_is_overridden_and_said() {
        let mut r = Report::default();
        let e = Evidence {
            value: 68u8,
            why: "law heading".into(),
        };
        let v = decide("law", "x.txt", Some(e), Some(&70), "--law", &mut r).unwrap();
        assert_eq!(v, 68);
        assert_eq!(r.decisions, ["law 68: law heading; --law 70 overridden"]);
        let e = decide::<u8>("law", "x.txt", None, None, "--law", &mut r).unwrap_err();
        assert_eq!(e.to_string(), "x.txt: the text does not say its law");
    }
}

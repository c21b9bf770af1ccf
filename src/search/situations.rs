//! The situation index in the command line's search: a query that is an index entry's term
//! (`deklaracja`, `фальшренонс`), or whose words are all in one (`claim` in `contested claim`),
//! lists the entry first, then the records of its clauses in the order the entry gives them,
//! then the other hits ([`put_first`]).
//!
//! The entries are kept in the index's facets file ([`super::FACETS_FILE`]) when the index is
//! built, so a search on a fresh index reads them without loading the corpus.
//!
//! Not for: the index's format or checks (`crate::corpus::situations`), the site's search
//! (`site::situations::search_entries`).

use serde::{Deserialize, Serialize};

use super::{Hit, Query};
use crate::corpus::model::Corpus;
use crate::corpus::situations::{Entry, TermMatch, match_term};
use crate::error::Result;

/// An entry of a situation index as the search index keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexedEntry {
    /// Language code.
    pub lang: String,
    /// The term, as the index prints it.
    pub term: String,
    /// The index file and the entry's line (`translations/pl/index.yaml:7`).
    pub place: String,
    /// Its see-also terms.
    pub see_also: Vec<String>,
    /// Per edition, newest first, its clauses in citation form (`68D2(b)`): the editions the
    /// language has documents in where the entry has clauses.
    pub editions: Vec<(String, Vec<String>)>,
}

/// The entries of `corpus`'s situation indexes, in language and file order.
pub(crate) fn entries_of(corpus: &Corpus) -> Vec<IndexedEntry> {
    let mut out = Vec::new();
    for ix in &corpus.situations {
        let mut editions: Vec<&crate::corpus::model::Edition> = corpus
            .documents
            .iter()
            .filter(|d| d.meta.lang == ix.lang)
            .map(|d| &d.meta.edition)
            .collect();
        editions.sort();
        editions.dedup();
        // Newest first, in the manifests' order.
        let order = |e: &&crate::corpus::model::Edition| {
            corpus
                .editions
                .iter()
                .position(|m| &m.edition == *e)
                .unwrap_or(0)
        };
        editions.sort_by_key(|e| std::cmp::Reverse(order(e)));
        let one = |e: &Entry| IndexedEntry {
            lang: ix.lang.0.clone(),
            term: e.term.clone(),
            place: format!("{}:{}", ix.file, e.line),
            see_also: e.see_also.clone(),
            editions: editions
                .iter()
                .filter(|ed| !e.clauses_in(ed).is_empty())
                .map(|ed| {
                    (
                        ed.0.clone(),
                        e.clauses_in(ed).iter().map(ToString::to_string).collect(),
                    )
                })
                .collect(),
        };
        out.extend(ix.entries.iter().map(one));
    }
    out
}

/// The entries `q` matches: the language and edition asked (an entry with no clauses in the
/// edition asked is left out, as is every entry when `q` asks for one kind of record),
/// the exact terms first, then those holding every word of the query
/// ([`crate::corpus::situations::match_term`]), then those whose every word the query holds
/// ([`covers`]).
pub fn matching<'e>(entries: &'e [IndexedEntry], q: &Query) -> Vec<&'e IndexedEntry> {
    matches(entries, q).into_iter().map(|(_, e)| e).collect()
}

/// [`matching`], each entry with how it matched.
fn matches<'e>(entries: &'e [IndexedEntry], q: &Query) -> Vec<(TermMatch, &'e IndexedEntry)> {
    if q.kind.is_some() {
        return Vec::new();
    }
    let query_words = cover_words(&q.text, true);
    // The query's `-word`s rule out an entry whose term has one (as they rule out a record).
    let excluded: Vec<String> = q
        .text
        .split_whitespace()
        .filter_map(|t| t.strip_prefix('-').filter(|w| !w.is_empty()))
        .flat_map(|w| cover_words(w, false))
        .collect();
    let mut found: Vec<(TermMatch, &IndexedEntry)> = entries
        .iter()
        .filter(|e| {
            q.lang.as_ref().is_none_or(|l| l.0 == e.lang)
                && q.edition
                    .as_ref()
                    .is_none_or(|ed| e.editions.iter().any(|(x, _)| *x == ed.0))
                && !e.editions.is_empty()
        })
        .filter(|e| {
            excluded.is_empty()
                || !cover_words(&e.term, false)
                    .iter()
                    .any(|tw| excluded.iter().any(|x| same_word(x, tw)))
        })
        .filter_map(|e| {
            match_term(&e.term, &q.text)
                .or_else(|| covers_words(&query_words, &e.term).then_some(TermMatch::Covered))
                .map(|m| (m, e))
        })
        .collect();
    // Stable: exact matches first, each kind in file order.
    found.sort_by_key(|(m, _)| *m);
    found
}

/// Whether `query` holds every word of `term` of 3 letters or more (shorter ones, `z`, `po`,
/// are the phrase's glue), each as a word of the query or a form of it ([`same_word`]). A term
/// of no such word is covered by no query. The site's `covers` in `templates/search.js` is the
/// same.
#[cfg(test)]
pub(crate) fn covers(query: &str, term: &str) -> bool {
    covers_words(&cover_words(query, true), term)
}

/// [`covers`] with the query's words made once ([`cover_words`]): a query is compared with
/// every entry of the indexes.
fn covers_words(q: &[String], term: &str) -> bool {
    let t = cover_words(term, false);
    !t.is_empty() && t.iter().all(|tw| q.iter().any(|qw| same_word(qw, tw)))
}

/// The words of `s` as [`covers`] compares them: marks dropped first (a decomposed "ę" or a
/// stress mark is no break between two words), split at what is not a letter or digit, folded,
/// of 3 letters or more; of a query (`query`), its `-word`s and its OR and AND are no words.
fn cover_words(s: &str, query: bool) -> Vec<String> {
    use super::titles::{MIN_WORD, fold};
    use unicode_normalization::UnicodeNormalization;
    let s: String = s
        .nfkd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .collect();
    s.split_whitespace()
        .filter(|t| !query || !(*t == "OR" || *t == "AND" || (t.len() > 1 && t.starts_with('-'))))
        .flat_map(|t| {
            t.split(|c: char| !c.is_alphanumeric())
                .map(fold)
                .collect::<Vec<_>>()
        })
        .filter(|w| w.chars().count() >= MIN_WORD)
        .collect()
}

/// Whether two words (folded: marks and case dropped) are forms of one word, as the index's
/// terms are matched: the same, or sharing a beginning of at least 5 letters that leaves at
/// most two letters of each (an ending: `alertu` and `alert`, `renonsu` and `renons`). Stricter
/// than the titles' rule ([`super::titles::word_matches`], 4 letters, any continuation): an
/// entry's clauses are a director's answer, and `kartka` is not `karta`, nor `fałszywego`
/// (an ending of three letters) `fałszywy`.
fn same_word(a: &str, b: &str) -> bool {
    // Words whose lengths differ by more than two letters are not forms of one word (said
    // without reading a long one through).
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.chars().nth(short.chars().count() + 2).is_some() {
        return false;
    }
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let cp = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    a == b || (cp >= 5 && cp + 2 >= a.len() && cp + 2 >= b.len())
}

/// `hits` with the entries `q` matches put first: each entry as a hit of kind `index` (part
/// `entry`, its clauses in the snippet: `deklaracja → 68, 68A, 68C, 68D, 70 (see also: …)`),
/// then, for the first entry when it holds every word of the query (not one whose words the
/// query only holds, [`covers`]: the query says more than its term, and the text's ranking of
/// the other words stands), the records of its clauses in its edition (the edition asked, else
/// the newest it has clauses in) and language, in the entry's order, found by `search` (a
/// clause query each), then the other hits; at most `q.limit` in all (0: [`super::DEFAULT_LIMIT`]).
/// A clause of a law that no text of the corpus has in the entry's edition (`laws`, the
/// facets' law titles with the texts held) is said to be so in the snippet: `16C (not in this
/// collection)`, or `67B2 (commentary only)` where a commentary on the law is held.
///
/// # Errors
/// What `search` returns.
pub(crate) fn put_first(
    entries: &[IndexedEntry],
    laws: &[super::titles::LawTitles],
    q: &Query,
    hits: Vec<Hit>,
    search: impl Fn(&Query) -> Result<Vec<Hit>>,
) -> Result<Vec<Hit>> {
    let found = matches(entries, q);
    let Some(&(first_match, first)) = found.first() else {
        return Ok(hits);
    };
    let found: Vec<&IndexedEntry> = found.into_iter().map(|(_, e)| e).collect();
    let top = hits.iter().map(|h| h.score).fold(0.0f32, f32::max) + 1.0;
    let edition_of = |e: &IndexedEntry| -> Option<(String, Vec<String>)> {
        match &q.edition {
            Some(ed) => e.editions.iter().find(|(x, _)| *x == ed.0).cloned(),
            None => e.editions.first().cloned(),
        }
    };
    let mut out: Vec<Hit> = Vec::new();
    for e in &found {
        let Some((edition, clauses)) = edition_of(e) else {
            continue;
        };
        let see = if e.see_also.is_empty() {
            String::new()
        } else {
            format!(" (see also: {})", e.see_also.join(", "))
        };
        out.push(Hit {
            clause: String::new(),
            item: None,
            part: "entry".into(),
            law: clauses
                .first()
                .and_then(|c| c.parse::<crate::corpus::model::ClauseId>().ok())
                .map_or(0, |c| c.law),
            edition: edition.clone(),
            editions: vec![edition.clone()],
            lang: e.lang.clone(),
            kind: "index".into(),
            note_kind: "index".into(),
            source: e.place.split(':').next().unwrap_or_default().to_string(),
            annotation: Some(e.place.clone()),
            anchor: crate::corpus::situations::entry_id(&e.term),
            score: top,
            snippet: format!(
                "{} → {}{see}",
                e.term,
                clauses
                    .iter()
                    .map(|c| {
                        let law = c
                            .parse::<crate::corpus::model::ClauseId>()
                            .ok()
                            .and_then(|id| laws.iter().find(|l| l.law == id.law));
                        let has = |held: &[super::titles::Held]| {
                            held.iter().any(|h| h.edition == edition)
                        };
                        match law {
                            Some(l) if has(&l.texts) => c.clone(),
                            Some(l) if has(&l.commentary) => format!("{c} (commentary only)"),
                            _ => format!("{c} (not in this collection)"),
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        });
    }
    let promoted = match first_match {
        TermMatch::Exact | TermMatch::Words => edition_of(first),
        TermMatch::Covered => None,
    };
    if let Some((edition, clauses)) = promoted {
        for c in &clauses {
            let Ok(id) = c.parse::<crate::corpus::model::ClauseId>() else {
                continue;
            };
            let bare = id.section.is_none() && id.subsection.is_none();
            let sub = Query {
                text: c.clone(),
                lang: Some(crate::corpus::model::Lang(first.lang.clone())),
                edition: Some(crate::corpus::model::Edition(edition.clone())),
                kind: Some("text".into()),
                limit: 10,
            };
            let of_clause = search(&sub)?.into_iter().find(|h| {
                if bare {
                    h.law == id.law
                } else {
                    h.clause == *c && h.part == "clause"
                }
            });
            if let Some(h) = of_clause
                && !out.iter().any(|o| same(o, &h))
            {
                out.push(h);
            }
        }
    }
    for h in hits {
        if !out.iter().any(|o| same(o, &h)) {
            out.push(h);
        }
    }
    out.truncate(if q.limit == 0 {
        super::DEFAULT_LIMIT
    } else {
        q.limit
    });
    Ok(out)
}

/// Whether two hits are the same record.
fn same(a: &Hit, b: &Hit) -> bool {
    (
        &a.clause,
        &a.item,
        &a.part,
        &a.anchor,
        &a.lang,
        &a.kind,
        &a.editions,
    ) == (
        &b.clause,
        &b.item,
        &b.part,
        &b.anchor,
        &b.lang,
        &b.kind,
        &b.editions,
    )
}

#[cfg(test)]
mod tests {
    use super::covers;

    #[test]
    fn a_query_covers_a_term_whose_every_word_it_holds_in_some_form() {
        // A director's phrase around the term, the term's words in other forms.
        assert!(covers("wahanie partnera", "wahanie"));
        assert!(covers("brak alertu", "alert"));
        assert!(covers(
            "fałszywy renons w ostatniej lewie",
            "fałszywy renons"
        ));
        assert!(covers("falszywy renons", "fałszywy renons"));
        // Words of fewer than 3 letters are the phrase's glue: "z" need not be typed.
        assert!(covers(
            "wyjście niewłaściwej ręki",
            "wyjście z niewłaściwej ręki"
        ));
        // Not when a word of the term is missing, nor for a term of glue only.
        assert!(!covers("renons", "fałszywy renons"));
        assert!(!covers("karta", "karta przygwożdżona"));
        assert!(!covers("z po", "z po"));
        // A decomposed letter is one letter; an excluded word is no word of the query.
        assert!(covers("se\u{328}dzia nakazuje", "sędzia"));
        assert!(covers("зая\u{301}вка не в очередь", "заявка"));
        assert!(!covers("slagen -afstaan", "afstaan"));
        // An ending of more than two letters is another word, and so is one of 4 letters in
        // common only.
        assert!(!covers("sędziowskiego", "sędzia"));
        assert!(!covers("kartka", "karta"));
        assert!(!covers("fałszywego renonsu", "fałszywy renons"));
    }
}

//! Law titles in search: every law title of every manifest (`laws/<edition>.yaml`, the 93 laws
//! of an edition whether the corpus has their text or not), so that a query naming a law the
//! collection lacks ("revoke": Laws 61–64, "Correction of a Revoke" …) says so, with the
//! languages and editions that have the law's text, if any, instead of "no hits".
//!
//! The command line ([`matching`], on the facets file's [`LawTitles`]) and the site's search
//! page (`templates/search.js`, on `search/titles.json`, written from the same [`LawTitles`])
//! match a title by the same rule, written twice, in Rust here and in JavaScript there:
//!
//! - the query's words and the title's are folded ([`fold`]: decomposed, marks dropped, lower
//!   case, `ł` as `l`, letters and digits only);
//! - words of fewer than 3 letters are not matched ("of", "a");
//! - a query word matches a title word when the title word begins with it ("conc" matches
//!   "concession"), or when they share a beginning of at least 4 letters that leaves at most two
//!   of either ([`word_matches`]: "revokes" matches "revoke", "претензию" "претензия"; "review"
//!   does not match "revoke");
//! - a title matches when every query word matches one of its words (any, for a query with
//!   `OR`), and no `-word` does;
//! - a search for one kind of record (`--kind`, the page's kind filter) lists no titles.
//!
//! Not for: the text's search (tantivy records, [`super::record`]).

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

use crate::corpus::model::{Corpus, Kind};

/// One law's titles in every manifest, and the texts the corpus holds of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawTitles {
    /// Law number, 1–93.
    pub law: u8,
    /// Its titles, one per manifest and language that gives one, in the manifests' date order,
    /// then language order.
    pub titles: Vec<Title>,
    /// The law texts (not commentary) the corpus holds of it, in the manifests' date order,
    /// then language order: empty when the collection lacks the law.
    pub texts: Vec<Held>,
    /// The commentaries the corpus holds on it, in the same order.
    #[serde(default)]
    pub commentary: Vec<Held>,
}

/// A law's title as one manifest gives it in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Title {
    /// Edition id (`2017`).
    pub edition: String,
    /// Language code of the title (`en`).
    pub lang: String,
    /// The title (`Correction of a Revoke`).
    pub title: String,
}

/// A law text the corpus holds: its edition and language.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Held {
    /// Edition id (`2017`).
    pub edition: String,
    /// Language code (`pl`).
    pub lang: String,
}

/// Every law any manifest of `corpus` names (by number, ascending), with its titles and the
/// texts the corpus holds of it.
pub fn law_titles(corpus: &Corpus) -> Vec<LawTitles> {
    let mut laws: std::collections::BTreeMap<u8, LawTitles> = std::collections::BTreeMap::new();
    for m in &corpus.editions {
        for l in &m.laws {
            let entry = laws.entry(l.number).or_insert_with(|| LawTitles {
                law: l.number,
                ..LawTitles::default()
            });
            for (lang, title) in &l.titles {
                entry.titles.push(Title {
                    edition: m.edition.0.clone(),
                    lang: lang.0.clone(),
                    title: title.clone(),
                });
            }
        }
        for d in corpus
            .documents
            .iter()
            .filter(|d| d.meta.edition == m.edition)
        {
            if let Some(entry) = laws.get_mut(&d.meta.law) {
                let held = Held {
                    edition: m.edition.0.clone(),
                    lang: d.meta.lang.0.clone(),
                };
                match d.meta.kind {
                    Kind::Text => entry.texts.push(held),
                    Kind::Commentary => entry.commentary.push(held),
                }
            }
        }
    }
    let mut out: Vec<LawTitles> = laws.into_values().collect();
    for l in &mut out {
        l.texts.dedup();
        l.commentary.dedup();
    }
    out
}

/// A word as titles are matched: decomposed (NFKD), marks dropped, lower case, `ł` as `l`,
/// letters and digits only ("Revoke;" → "revoke", "Zrzeczenie" → "zrzeczenie"). The site's
/// `fold` in `templates/search.js` is the same.
pub fn fold(word: &str) -> String {
    word.nfkd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ł' { 'l' } else { c })
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// Whether the title's word `w` (folded) matches the query's word `t` (folded): `w` begins
/// with `t`, or they share a beginning of at least 4 letters that leaves at most two letters of
/// either (an ending). The site's `titleMatches` in `templates/search.js` is the same.
pub fn word_matches(w: &str, t: &str) -> bool {
    // A query word over two letters longer than the title's word matches it in no way: said
    // without reading the query word through (a query of one word of 100 KB took seconds).
    if t.chars().nth(w.chars().count() + 2).is_some() {
        return false;
    }
    let w: Vec<char> = w.chars().collect();
    let t: Vec<char> = t.chars().collect();
    let cp = w.iter().zip(&t).take_while(|(a, b)| a == b).count();
    cp == t.len() || (cp >= 4 && cp + 2 >= t.len() && cp + 2 >= w.len())
}

/// The fewest letters a query word needs to be matched against titles.
pub const MIN_WORD: usize = 3;

/// A query as titles are matched: the words that must match, those that must not (`-word`),
/// and whether one word is enough (`OR`).
#[derive(Debug, Default, PartialEq, Eq)]
struct TitleQuery {
    terms: Vec<String>,
    excluded: Vec<String>,
    or: bool,
}

fn parse(query: &str) -> TitleQuery {
    let mut q = TitleQuery::default();
    let text: String = query.nfkc().collect();
    for token in text.split_whitespace() {
        if token == "OR" {
            q.or = true;
            continue;
        }
        // `AND` is the text search's operator (every word must match, as here), not a word.
        if token == "AND" {
            continue;
        }
        let minus = token.len() > 1 && token.starts_with('-');
        let token = if minus { &token[1..] } else { token };
        for piece in token.split(|c: char| !c.is_alphanumeric()) {
            let w = fold(piece);
            if w.chars().count() < MIN_WORD {
                continue;
            }
            if minus {
                q.excluded.push(w);
            } else {
                q.terms.push(w);
            }
        }
    }
    q
}

/// A law whose title matched a query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TitleHit {
    /// Law number.
    pub law: u8,
    /// Each title that matched, with the editions that give it (in date order): `Correction of
    /// a Revoke`, `["1997", "2017"]`.
    pub titles: Vec<(String, Vec<String>)>,
    /// The language of the first title that matched (`en`).
    pub lang: String,
    /// The law texts the corpus holds of it in the language and edition asked (every one when
    /// none was asked): empty when the collection lacks it there.
    pub texts: Vec<Held>,
    /// The law texts the corpus holds of it in other languages or editions than those asked.
    pub elsewhere: Vec<Held>,
    /// The commentaries the corpus holds on it (in any language and edition).
    pub commentary: Vec<Held>,
}

impl TitleHit {
    /// A law whose title matched, as a line: `Law 62  Correction of a Revoke (1997, 2017): not in
    /// this collection`; `Law 70  Contested Claim or Concession (2007, 2017): in this collection:
    /// pl 2017`; with a language or edition asked that the law lacks, `not in the language or
    /// edition asked; held: pl 2017`.
    pub fn line(&self) -> String {
        let t = self;
        let held = |h: &[Held]| {
            h.iter()
                .map(|h| format!("{} {}", h.lang, h.edition))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let titles = t
            .titles
            .iter()
            .map(|(title, editions)| format!("{title} ({})", editions.join(", ")))
            .collect::<Vec<_>>()
            .join("; ");
        let status = match (t.texts.is_empty(), t.elsewhere.is_empty()) {
            (false, _) => format!("in this collection: {}", held(&t.texts)),
            (true, true) if !t.commentary.is_empty() => {
                format!("no text here; commentary: {}", held(&t.commentary))
            }
            (true, true) => "not in this collection".to_string(),
            (true, false) => format!(
                "not in the language or edition asked; held: {}",
                held(&t.elsewhere)
            ),
        };
        format!("Law {:<3} {titles}: {status}", t.law)
    }

    /// A law whose title matched, as a JSON hit: the fields of a [`super::Hit`] (`clause` the law
    /// number, `part` and `kind` `title`, `edition` the newest edition giving the title, `lang` the
    /// title's, `source` that edition's manifest, `snippet` the [`TitleHit::line`]) and the
    /// [`TitleHit`]'s own (`titles`, `texts`, `elsewhere`, `commentary`).
    pub fn json(&self) -> serde_json::Value {
        let t = self;
        let mut editions: Vec<String> = t.titles.iter().flat_map(|(_, e)| e.clone()).collect();
        editions.sort();
        editions.dedup();
        let newest = editions.last().cloned().unwrap_or_default();
        let mut v = serde_json::to_value(t).expect("a title hit serialises");
        let fields = serde_json::json!({
            "clause": t.law.to_string(),
            "item": null,
            "part": "title",
            "edition": newest,
            "editions": editions,
            "kind": "title",
            "note_kind": "title",
            "source": format!("laws/{newest}.yaml"),
            "annotation": null,
            "anchor": "",
            "score": 0.0,
            "snippet": t.line(),
        });
        for (k, f) in fields.as_object().expect("an object") {
            v[k] = f.clone();
        }
        v
    }
}

/// The laws whose titles match `query` (see the module's rule), by law number; with `edition`,
/// only that edition's titles are matched; `lang` and `edition` choose which of the law's texts
/// count as held ([`TitleHit::texts`]). A query of no word of [`MIN_WORD`] letters matches none.
pub fn matching(
    laws: &[LawTitles],
    query: &str,
    lang: Option<&str>,
    edition: Option<&str>,
) -> Vec<TitleHit> {
    let q = parse(query);
    if q.terms.is_empty() {
        return Vec::new();
    }
    let has = |words: &[String], t: &str| words.iter().any(|w| word_matches(w, t));
    let mut out = Vec::new();
    for l in laws {
        let mut titles: Vec<(String, Vec<String>)> = Vec::new();
        let mut title_lang = None;
        for t in &l.titles {
            if edition.is_some_and(|e| e != t.edition) {
                continue;
            }
            let words: Vec<String> = t
                .title
                .split(|c: char| !c.is_alphanumeric())
                .map(fold)
                .filter(|w| !w.is_empty())
                .collect();
            let hit = if q.or {
                q.terms.iter().any(|term| has(&words, term))
            } else {
                q.terms.iter().all(|term| has(&words, term))
            };
            if !hit || q.excluded.iter().any(|x| has(&words, x)) {
                continue;
            }
            title_lang.get_or_insert_with(|| t.lang.clone());
            // One title however it is capitalised ("Procedure after …" in 1997, "Procedure
            // After …" in 2017), as the newest edition writes it.
            match titles.iter_mut().find(|(s, _)| fold(s) == fold(&t.title)) {
                Some((shown, editions)) => {
                    if !editions.contains(&t.edition) {
                        editions.push(t.edition.clone());
                    }
                    shown.clone_from(&t.title);
                }
                None => titles.push((t.title.clone(), vec![t.edition.clone()])),
            }
        }
        if titles.is_empty() {
            continue;
        }
        let asked =
            |h: &&Held| lang.is_none_or(|x| x == h.lang) && edition.is_none_or(|x| x == h.edition);
        out.push(TitleHit {
            law: l.law,
            titles,
            lang: title_lang.unwrap_or_default(),
            texts: l.texts.iter().filter(asked).cloned().collect(),
            elsewhere: l.texts.iter().filter(|h| !asked(h)).cloned().collect(),
            commentary: l.commentary.clone(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn law(n: u8, titles: &[(&str, &str)], texts: &[(&str, &str)]) -> LawTitles {
        LawTitles {
            law: n,
            titles: titles
                .iter()
                .map(|(e, t)| Title {
                    edition: (*e).into(),
                    lang: "en".into(),
                    title: (*t).into(),
                })
                .collect(),
            texts: texts
                .iter()
                .map(|(e, l)| Held {
                    edition: (*e).into(),
                    lang: (*l).into(),
                })
                .collect(),
            commentary: Vec::new(),
        }
    }

    #[test]
    fn words_match_by_their_beginning_as_the_sites_do() {
        assert!(word_matches("revoke", "revoke"));
        assert!(word_matches("revoke", "revokes"));
        assert!(word_matches("concession", "conc"));
        assert!(word_matches("претензия", "претензию"));
        assert!(!word_matches("of", "offence"));
        assert!(!word_matches("claim", "clarification"));
        assert!(!word_matches("review", "revoke"));
        assert!(word_matches("claim", "claims"));
        assert_eq!(fold("Revoke;"), "revoke");
        assert_eq!(fold("Złożenie"), "zlozenie");
    }

    #[test]
    fn titles_match_every_word_and_say_where_the_law_is_held() {
        let laws = [
            law(
                62,
                &[
                    ("1997", "Correction of a Revoke"),
                    ("2017", "Correction of a Revoke"),
                ],
                &[],
            ),
            law(63, &[("2017", "Establishment of a Revoke")], &[]),
            law(
                70,
                &[("2017", "Contested Claim or Concession")],
                &[("2007", "pl"), ("2017", "pl")],
            ),
        ];
        let hits = matching(&laws, "revoke", None, None);
        assert_eq!(hits.iter().map(|h| h.law).collect::<Vec<_>>(), [62, 63]);
        assert_eq!(
            hits[0].titles,
            [(
                "Correction of a Revoke".to_string(),
                vec!["1997".to_string(), "2017".to_string()]
            )]
        );
        assert!(hits[0].texts.is_empty() && hits[0].elsewhere.is_empty());
        assert_eq!(hits[0].lang, "en");
        // AND is an operator, not the word "and": alone it matches nothing.
        assert!(matching(&laws, "AND", None, None).is_empty());
        assert_eq!(
            matching(&laws, "claim AND concession", None, None)
                .iter()
                .map(|h| h.law)
                .collect::<Vec<_>>(),
            [70]
        );
        assert_eq!(
            matching(&laws, "revoke -correction", None, None)
                .iter()
                .map(|h| h.law)
                .collect::<Vec<_>>(),
            [63]
        );
        let claim = matching(&laws, "claim contested", Some("pl"), Some("2017"));
        assert_eq!(claim.len(), 1);
        assert_eq!(claim[0].law, 70);
        assert_eq!(
            claim[0].texts,
            [Held {
                edition: "2017".into(),
                lang: "pl".into()
            }]
        );
        assert_eq!(
            claim[0].elsewhere,
            [Held {
                edition: "2007".into(),
                lang: "pl".into()
            }]
        );
        // No 2007 title of Law 70 in these manifests: with --edition 2007 it is not matched.
        assert!(matching(&laws, "contested", None, Some("2007")).is_empty());
        let any = matching(&laws, "contested", Some("pl"), None);
        assert_eq!(
            any[0].texts,
            [
                Held {
                    edition: "2007".into(),
                    lang: "pl".into()
                },
                Held {
                    edition: "2017".into(),
                    lang: "pl".into()
                }
            ]
        );
        assert!(matching(&laws, "of a", None, None).is_empty());
        assert_eq!(matching(&laws, "revoke OR contested", None, None).len(), 3);
    }
}

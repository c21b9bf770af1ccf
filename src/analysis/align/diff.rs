//! A word-level diff of one law in one language between two editions, clause by clause,
//! following the editions' correspondences ([`super::editions::counterparts`]).
//!
//! [`diff_law`] pairs the parts of the two texts into [`Row`]s: the preamble with the preamble,
//! each clause with the clauses the correspondence records lead to (a split gives one row with
//! one clause on the left and several on the right), the closing paragraphs with the closing
//! paragraphs, each footnote with the footnote of the same mark. A clause only the older text
//! has is a row of deletions, one only the newer text has a row of insertions. Within a row the
//! section titles and the texts are compared word by word with the `similar` crate (patience
//! algorithm): a replaced word is a [`Op::Delete`] followed by an [`Op::Insert`].
//!
//! The comparison is bounded, so that it costs time linear in the texts whatever they hold
//! (two dissimilar texts made `similar`'s diff quadratic: 41 s for two 64,000-word paragraphs).
//! A row of at most [`PATIENCE_TOKENS`] tokens (both sides together: every row of the Laws'
//! texts) is compared as above. A longer row is compared with Myers's algorithm when its texts
//! differ by at most [`MAX_CHANGES`] insertions and deletions of tokens, found by a search cut
//! off there ([`within_changes`]); beyond that it is shown replaced whole, the older text
//! deleted and the newer inserted ([`Row::whole`]). The bounds count tokens and changes, not
//! time: the same texts give the same diff on every machine.
//!
//! Words are runs of letters and digits (`16C`, `deklaracji`); every other character that is
//! not white space is a token of its own (`(`, `,`), so a changed comma does not make its word
//! differ. Text is NFC already (parse normalises it), so equal words compare equal.
//!
//! Rows come in the newer text's order, a clause only the older text has placed before the
//! first row that holds a later clause of the older text.
//!
//! Not for: printing or HTML (`cli::diff` and `site::diff` show a [`LawDiff`]; [`runs`] groups its
//! tokens for them).

use serde::{Serialize, Serializer};
use std::collections::HashMap;

use similar::{Algorithm, ChangeTag};

use crate::corpus::model::{Clause, ClauseId, Corpus, Edition, Lang, LawText, Paragraph};

/// What happened to a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Op {
    /// In both texts.
    Equal,
    /// Only in the newer text.
    Insert,
    /// Only in the older text.
    Delete,
}

/// One word or punctuation mark of a diff.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Token {
    /// Equal, inserted or deleted.
    pub op: Op,
    /// The word (`deklaracji`) or mark (`,`).
    pub text: String,
    /// Whether white space came before it in its text (for putting the words back together).
    pub space: bool,
}

/// Which part of the law a row is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "mark")]
pub enum Part {
    /// The law's title (front matter `title`), compared in [`Row::title`].
    Title,
    /// The untitled opening paragraphs.
    Preamble,
    /// Numbered clauses (see [`Row::from`], [`Row::to`]).
    Clauses,
    /// The paragraphs after the last section.
    Closing,
    /// The footnote with this mark.
    Footnote(String),
}

/// One row of a diff: corresponding parts of the two texts, compared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Which part of the law.
    pub part: Part,
    /// The older text's clauses in this row, in its order (empty for a new clause, and for the
    /// parts that are not clauses).
    #[serde(serialize_with = "cite")]
    pub from: Vec<ClauseId>,
    /// The newer text's clauses in this row, in its order (empty for a deleted clause).
    #[serde(serialize_with = "cite")]
    pub to: Vec<ClauseId>,
    /// The section titles, compared (empty when neither side has one).
    pub title: Vec<Token>,
    /// The text, compared: each clause's own paragraphs (not its sub-clauses', which are rows
    /// of their own), the clauses of a side one after another.
    pub text: Vec<Token>,
    /// The row's texts differ too much to be compared word by word within the bounds (see the
    /// module's notes): its title and text are the older ones deleted and the newer inserted,
    /// whole.
    pub whole: bool,
    /// Whether the two sides' words differ (in the title or the text): true exactly when a
    /// token of `title` or `text` is not [`Op::Equal`], and kept when a diff is made with
    /// [`Compare::Changed`], which leaves the tokens out.
    #[serde(skip)]
    differs: bool,
}

impl Row {
    /// Whether anything in the row differs.
    pub fn changed(&self) -> bool {
        self.differs
    }

    /// Whether the older text has no part in this row.
    pub(crate) fn only_to(&self) -> bool {
        self.from.is_empty() && self.part == Part::Clauses
    }

    /// Whether the newer text has no part in this row.
    pub(crate) fn only_from(&self) -> bool {
        self.to.is_empty() && self.part == Part::Clauses
    }
}

fn cite<S: Serializer>(ids: &[ClauseId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ids.iter().map(ToString::to_string))
}

/// A law in one language, from one edition to another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LawDiff {
    /// The law number.
    pub law: u8,
    /// The language.
    pub lang: Lang,
    /// The older edition, as asked for.
    pub from: Edition,
    /// The newer edition, as asked for.
    pub to: Edition,
    /// The rows.
    pub rows: Vec<Row>,
}

/// The diff of `law` in `lang` from edition `from` to edition `to`; `None` when either edition
/// lacks a text of the law in that language (a sub-edition holds the laws it amends only: a law
/// it has no text of is no text of it here either).
pub fn diff_law(
    corpus: &Corpus,
    lang: &Lang,
    law: u8,
    from: &Edition,
    to: &Edition,
) -> Option<LawDiff> {
    diff_law_with(corpus, lang, law, from, to, Compare::Words)
}

/// How a diff compares each row's two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Compare {
    /// Word by word: each row's `title` and `text` tokens (what the diff page and `lawref diff`
    /// show).
    Words,
    /// Only whether the words differ: each row's [`Row::changed`] is as with `Words`, its
    /// `title` and `text` are empty and `whole` false (what the change marks and the "what
    /// changed" pages need, [`super::changes::changes_of`]; linear in the words, no word diff).
    Changed,
}

/// [`diff_law`], comparing rows as `compare` says.
pub(crate) fn diff_law_with<'a>(
    corpus: &'a Corpus,
    lang: &Lang,
    law: u8,
    from: &Edition,
    to: &Edition,
    compare: Compare,
) -> Option<LawDiff> {
    let (_, a) = corpus.text(from, law, lang)?;
    let (_, b) = corpus.text(to, law, lang)?;
    let (old, new) = (a.law_text()?, b.law_text()?);
    let mut rows = Vec::new();
    if a.meta.title.is_some() || b.meta.title.is_some() {
        let title = |t: &Option<String>| t.iter().cloned().collect::<Vec<String>>();
        rows.push(row(
            compare,
            Part::Title,
            (&[], &[]),
            (&title(&a.meta.title), &title(&b.meta.title)),
            (&[], &[]),
        ));
    }
    if !old.preamble.is_empty() || !new.preamble.is_empty() {
        rows.push(row(
            compare,
            Part::Preamble,
            (&[], &[]),
            (&[], &[]),
            (&refs(&old.preamble), &refs(&new.preamble)),
        ));
    }
    clause_rows(corpus, from, to, old, new, compare, &mut rows);
    if !old.closing.is_empty() || !new.closing.is_empty() {
        rows.push(row(
            compare,
            Part::Closing,
            (&[], &[]),
            (&[], &[]),
            (&refs(&old.closing), &refs(&new.closing)),
        ));
    }
    // Each mark once, in order of first appearance (a set, not a scan of the list per mark).
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let marks: Vec<&str> = old
        .footnotes
        .iter()
        .chain(&new.footnotes)
        .map(|f| f.mark.as_str())
        .filter(|m| seen.insert(m))
        .collect();
    for mark in marks {
        let paras = |t: &'a LawText| -> Vec<&'a Paragraph> {
            t.footnote(mark)
                .map(|f| refs(&f.paragraphs))
                .unwrap_or_default()
        };
        let (p, q) = (paras(old), paras(new));
        rows.push(row(
            compare,
            Part::Footnote(mark.to_string()),
            (&[], &[]),
            (&[], &[]),
            (&p, &q),
        ));
    }
    Some(LawDiff {
        law,
        lang: lang.clone(),
        from: from.clone(),
        to: to.clone(),
        rows,
    })
}

/// What `lawref diff` asks for: a law or a clause of it, and optionally the language and the
/// editions (each default is worked out by [`diff_request`]).
#[derive(Debug, Clone)]
pub struct Request {
    /// The law (`68`, a law-level id) or a clause (`68B2`): a clause keeps the rows where either
    /// edition has it or a clause under it.
    pub clause: ClauseId,
    /// The language; `None`: each language with the law's text in two editions (in both editions
    /// given, when one is given).
    pub lang: Option<Lang>,
    /// The older edition; `None`: the newest edition before `to` that has the text.
    pub from: Option<Edition>,
    /// The newer edition; `None`: the newest edition (after `from`, when given) that has the
    /// text.
    pub to: Option<Edition>,
}

/// The diffs `req` asks for, one per language, in language-code order: the law's rows, or only
/// those of the clause asked (a row whose older or newer clauses include it or a clause under
/// it: `68B2` keeps `68B2`, `16C` keeps `16D -> 16C` and `16C -> 16D`).
///
/// # Errors
/// [`crate::Error::Usage`] when `from` is not older than `to`, when a language asked has no text
/// of the law in an edition asked, when no language has the text in two editions (the message
/// names the editions each language has), or when no row holds the clause asked.
pub(crate) fn diff_request(corpus: &Corpus, req: &Request) -> crate::Result<Vec<LawDiff>> {
    use crate::Error;
    let law = req.clause.law;
    let pos = |e: &Edition| corpus.editions.iter().position(|m| &m.edition == e);
    if let (Some(f), Some(t)) = (&req.from, &req.to)
        && pos(f) >= pos(t)
    {
        return Err(Error::Usage(format!(
            "--from {f} is not older than --to {t}: a diff goes from an older edition to a newer one"
        )));
    }
    let langs: Vec<Lang> = match &req.lang {
        Some(l) => vec![l.clone()],
        None => corpus.langs(),
    };
    let mut out = Vec::new();
    let mut have: Vec<String> = Vec::new();
    for lang in &langs {
        // The editions with the law's text in this language, oldest first (manifest order).
        let with_text: Vec<&Edition> = corpus
            .editions
            .iter()
            .map(|m| &m.edition)
            .filter(|e| corpus.text(e, law, lang).is_some())
            .collect();
        if req.lang.is_some() {
            for (flag, e) in [("--from", &req.from), ("--to", &req.to)] {
                if let Some(e) = e
                    && !with_text.contains(&e)
                {
                    return Err(Error::Usage(format!(
                        "{flag} {e}: the corpus has no {lang} text of Law {law} in edition {e}"
                    )));
                }
            }
        }
        if !with_text.is_empty() {
            let list: Vec<&str> = with_text.iter().map(|e| e.0.as_str()).collect();
            have.push(format!("{lang}: {}", list.join(", ")));
        }
        let to = match &req.to {
            Some(t) => with_text.iter().find(|e| *e == &t).copied(),
            None => with_text
                .iter()
                .rev()
                .find(|e| req.from.as_ref().is_none_or(|f| pos(e) > pos(f)))
                .copied(),
        };
        let Some(to) = to else { continue };
        let from = match &req.from {
            Some(f) => with_text.iter().find(|e| *e == &f).copied(),
            None => with_text.iter().rev().find(|e| pos(e) < pos(to)).copied(),
        };
        let Some(from) = from else { continue };
        if let Some(d) = diff_law(corpus, lang, law, from, to) {
            out.push(d);
        }
    }
    if out.is_empty() {
        let editions = match (&req.from, &req.to) {
            (Some(f), Some(t)) => format!("in editions {f} and {t}"),
            (Some(f), None) => format!("in edition {f} and a newer one"),
            (None, Some(t)) => format!("in edition {t} and an older one"),
            (None, None) => "in two editions".to_string(),
        };
        let langs = req
            .lang
            .as_ref()
            .map_or("any language".to_string(), |l| format!("{l}"));
        return Err(Error::Usage(format!(
            "Law {law}: the corpus has no text of it in {langs} {editions} (it has: {})",
            if have.is_empty() {
                "none".to_string()
            } else {
                have.join("; ")
            }
        )));
    }
    if req.clause.level() != crate::corpus::model::Level::Law {
        let within = |c: &ClauseId| {
            let mut at = Some(*c);
            while let Some(x) = at {
                if x == req.clause {
                    return true;
                }
                at = x.parent();
            }
            false
        };
        for d in &mut out {
            d.rows.retain(|r| {
                matches!(r.part, Part::Clauses) && r.from.iter().chain(&r.to).any(within)
            });
        }
        out.retain(|d| !d.rows.is_empty());
        if out.is_empty() {
            return Err(Error::Usage(format!(
                "{}: neither edition's text of Law {law} has this clause",
                req.clause
            )));
        }
    }
    Ok(out)
}

/// The clause rows: the two texts' clauses grouped by the correspondences (a group is a set of
/// clauses linked to each other, directly or through others), in the newer text's order.
fn clause_rows(
    corpus: &Corpus,
    from: &Edition,
    to: &Edition,
    old: &LawText,
    new: &LawText,
    compare: Compare,
    rows: &mut Vec<Row>,
) {
    let olds = old.all_clauses();
    let news = new.all_clauses();
    // Union-find over old clauses 0..n and new clauses n..n+m.
    let n = olds.len();
    let mut parent: Vec<usize> = (0..n + news.len()).collect();
    fn root(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    let mut linked = vec![false; n + news.len()];
    let at: HashMap<ClauseId, usize> = news
        .iter()
        .enumerate()
        .rev()
        .map(|(j, d)| (d.id, j))
        .collect();
    for (i, c) in olds.iter().enumerate() {
        for t in super::editions::counterparts(corpus, from, c.id, to) {
            if let Some(&j) = at.get(&t) {
                let (a, b) = (root(&mut parent, i), root(&mut parent, n + j));
                parent[a] = b;
                linked[i] = true;
                linked[n + j] = true;
            }
        }
    }
    let group = |p: &mut Vec<usize>, x: usize| -> (Vec<usize>, Vec<usize>) {
        let r = root(p, x);
        let o = (0..n).filter(|&i| root(p, i) == r).collect();
        let w = (0..news.len()).filter(|&j| root(p, n + j) == r).collect();
        (o, w)
    };
    let mut done = vec![false; n];
    let emit = |p: &mut Vec<usize>, done: &mut Vec<bool>, x: usize, rows: &mut Vec<Row>| {
        let (o, w) = if linked[x] {
            group(p, x)
        } else if x < n {
            (vec![x], vec![])
        } else {
            (vec![], vec![x - n])
        };
        // Clauses only the older text has, standing before this group's first old clause.
        if let Some(&first) = o.first() {
            for i in 0..first {
                if !done[i] && !linked[i] {
                    done[i] = true;
                    rows.push(clause_row(compare, &[olds[i]], &[]));
                }
            }
        }
        for &i in &o {
            done[i] = true;
        }
        let a: Vec<&Clause> = o.iter().map(|&i| olds[i]).collect();
        let b: Vec<&Clause> = w.iter().map(|&j| news[j]).collect();
        rows.push(clause_row(compare, &a, &b));
    };
    let mut seen_root = Vec::new();
    for j in 0..news.len() {
        let r = root(&mut parent, n + j);
        if linked[n + j] {
            if seen_root.contains(&r) {
                continue;
            }
            seen_root.push(r);
        }
        emit(&mut parent, &mut done, n + j, rows);
    }
    for i in 0..n {
        if !done[i] {
            // Not linked to the newer text (linked groups were all emitted above).
            done[i] = true;
            rows.push(clause_row(compare, &[olds[i]], &[]));
        }
    }
}

/// The paragraphs of `ps`, borrowed (a row reads their words; nothing is copied).
fn refs(ps: &[Paragraph]) -> Vec<&Paragraph> {
    ps.iter().collect()
}

fn clause_row(compare: Compare, a: &[&Clause], b: &[&Clause]) -> Row {
    let titles =
        |cs: &[&Clause]| -> Vec<String> { cs.iter().filter_map(|c| c.title.clone()).collect() };
    fn paras<'c>(cs: &[&'c Clause]) -> Vec<&'c Paragraph> {
        cs.iter()
            .flat_map(|c| c.paragraphs.iter().chain(&c.after))
            .collect()
    }
    let ids = |cs: &[&Clause]| -> Vec<ClauseId> { cs.iter().map(|c| c.id).collect() };
    row(
        compare,
        Part::Clauses,
        (&ids(a), &ids(b)),
        (&titles(a), &titles(b)),
        (&paras(a), &paras(b)),
    )
}

/// One row of `part`: the older and newer sides' clause ids, titles and paragraphs, compared as
/// `compare` says.
fn row(
    compare: Compare,
    part: Part,
    (from, to): (&[ClauseId], &[ClauseId]),
    (title_a, title_b): (&[String], &[String]),
    (a, b): (&[&Paragraph], &[&Paragraph]),
) -> Row {
    let texts = |ps: &[&Paragraph]| -> String {
        ps.iter()
            .map(|p| p.plain_text())
            .collect::<Vec<_>>()
            .join("\n")
    };
    if compare == Compare::Changed {
        // The same title and paragraphs, run for run, are the same words (most rows of two
        // editions): found without joining and splitting them. Else the same words in the same
        // order is exactly a word diff with no insertion or deletion (tokens compare by their
        // words, not the spaces before them).
        let same_runs = title_a == title_b
            && a.len() == b.len()
            && a.iter().zip(b).all(|(p, q)| p.inlines == q.inlines);
        let same_words =
            |x: &str, y: &str| Tokens::of(x).map(|t| t.0).eq(Tokens::of(y).map(|t| t.0));
        let differs = !same_runs
            && (!same_words(&title_a.join(" "), &title_b.join(" "))
                || !same_words(&texts(a), &texts(b)));
        return Row {
            part,
            from: from.to_vec(),
            to: to.to_vec(),
            title: Vec::new(),
            text: Vec::new(),
            whole: false,
            differs,
        };
    }
    let (title_a, title_b) = (title_a.join(" "), title_b.join(" "));
    let (text_a, text_b) = (texts(a), texts(b));
    let (mut title, whole_title) = compare_words(&title_a, &title_b);
    let (mut text, whole_text) = compare_words(&text_a, &text_b);
    let whole = whole_title || whole_text;
    if whole {
        // Both shown whole, so that the row reads as one replacement.
        title = replaced_whole(&title_a, &title_b);
        text = replaced_whole(&text_a, &text_b);
    }
    let differs = title.iter().chain(&text).any(|t| t.op != Op::Equal);
    Row {
        part,
        from: from.to_vec(),
        to: to.to_vec(),
        title,
        text,
        whole,
        differs,
    }
}

/// The most tokens (both texts together) a row may have to be compared with the patience
/// algorithm, whose worst case is quadratic in them; the Laws' longest rows have about a
/// thousand.
pub(crate) const PATIENCE_TOKENS: usize = 2_000;

/// The most insertions and deletions of tokens a longer row may need to be compared word by
/// word (Myers's algorithm, time proportional to its tokens times this); beyond, it is shown
/// replaced whole.
pub(crate) const MAX_CHANGES: usize = 1_000;

/// The tokens of `s` with whether white space came before each: words (runs of letters and
/// digits), single other characters, and `"\n"` for a paragraph break (a row's paragraphs are
/// joined with one), so that a diff keeps the paragraphs apart.
pub(crate) fn tokenize(s: &str) -> Vec<(&str, bool)> {
    Tokens::of(s).collect()
}

/// [`tokenize`]'s tokens one by one, without a list (where only their words are compared).
struct Tokens<'a> {
    s: &'a str,
    /// Byte offset of the next character to read.
    at: usize,
    /// Whether white space came before the next token.
    space: bool,
    /// A token found after a word, given next.
    pending: Option<(&'a str, bool)>,
}

impl<'a> Tokens<'a> {
    fn of(s: &'a str) -> Self {
        Tokens {
            s,
            at: 0,
            space: false,
            pending: None,
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (&'a str, bool);

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(t) = self.pending.take() {
            return Some(t);
        }
        let s = self.s;
        let mut start: Option<usize> = None;
        let from = self.at;
        for (k, c) in s[from..].char_indices() {
            let i = from + k;
            if crate::util::is_alphanumeric(c) {
                if start.is_none() {
                    start = Some(i);
                }
                continue;
            }
            let word = start.map(|st| (&s[st..i], std::mem::take(&mut self.space)));
            self.at = i + c.len_utf8();
            let other = if c == '\n' {
                self.space = false;
                Some(("\n", false))
            } else if c.is_whitespace() {
                self.space = true;
                None
            } else {
                Some((&s[i..self.at], std::mem::take(&mut self.space)))
            };
            match (word, other) {
                (Some(w), o) => {
                    self.pending = o;
                    return Some(w);
                }
                (None, Some(o)) => return Some(o),
                (None, None) => {}
            }
        }
        let st = start?;
        self.at = s.len();
        Some((&s[st..], std::mem::take(&mut self.space)))
    }
}

/// `a` and `b` compared word by word (see the module's notes on tokens), within the module's
/// bounds; texts that differ beyond them come out replaced whole (see [`compare_words`]).
pub(crate) fn diff_words(a: &str, b: &str) -> Vec<Token> {
    compare_words(a, b).0
}

/// `a` and `b` compared word by word, and whether they differ too much for that within the
/// bounds ([`PATIENCE_TOKENS`], [`MAX_CHANGES`]): then the tokens are all of `a` deleted and all
/// of `b` inserted.
pub(crate) fn compare_words<'a>(a: &'a str, b: &'a str) -> (Vec<Token>, bool) {
    let tb = tokenize(b);
    // The same words in the same order (most rows of two editions): the diff is every token of
    // `b` equal, as the algorithms below find it, without hashing or searching.
    let ta = if a == b { tb.clone() } else { tokenize(a) };
    if ta.iter().map(|t| t.0).eq(tb.iter().map(|t| t.0)) {
        let equal = tb
            .iter()
            .map(|&(text, space)| Token {
                op: Op::Equal,
                text: text.to_string(),
                space,
            })
            .collect();
        return (equal, false);
    }
    by_algorithm(&ta, &tb)
}

/// The tokens `ta` and `tb` compared by the patience algorithm (Myers's beyond
/// [`PATIENCE_TOKENS`]), or replaced whole beyond [`MAX_CHANGES`] (then `true`).
fn by_algorithm(ta: &[(&str, bool)], tb: &[(&str, bool)]) -> (Vec<Token>, bool) {
    // Each distinct word as a number: the diff compares and hashes numbers, not strings (the
    // same pairs are equal, so the same diff).
    let mut ids: HashMap<&str, u32> = HashMap::new();
    let mut id = |w| -> u32 {
        let next = u32::try_from(ids.len()).unwrap_or(u32::MAX);
        *ids.entry(w).or_insert(next)
    };
    let wa: Vec<u32> = ta.iter().map(|t| id(t.0)).collect();
    let wb: Vec<u32> = tb.iter().map(|t| id(t.0)).collect();
    let algorithm = if wa.len() + wb.len() <= PATIENCE_TOKENS {
        Algorithm::Patience
    } else if within_changes(&wa, &wb, MAX_CHANGES) {
        Algorithm::Myers
    } else {
        return (whole_tokens(ta, tb), true);
    };
    let ops = similar::capture_diff_slices(algorithm, &wa, &wb);
    let mut out = Vec::new();
    for op in &ops {
        for ch in op.iter_changes(&wa, &wb) {
            let (op, (text, space)) = match ch.tag() {
                ChangeTag::Equal => (Op::Equal, tb[ch.new_index().unwrap_or(0)]),
                ChangeTag::Insert => (Op::Insert, tb[ch.new_index().unwrap_or(0)]),
                ChangeTag::Delete => (Op::Delete, ta[ch.old_index().unwrap_or(0)]),
            };
            out.push(Token {
                op,
                text: text.to_string(),
                space,
            });
        }
    }
    (out, false)
}

/// `a` deleted and `b` inserted, whole.
fn replaced_whole(a: &str, b: &str) -> Vec<Token> {
    whole_tokens(&tokenize(a), &tokenize(b))
}

fn whole_tokens(ta: &[(&str, bool)], tb: &[(&str, bool)]) -> Vec<Token> {
    let token = |op, &(text, space): &(&str, bool)| Token {
        op,
        text: text.to_string(),
        space,
    };
    ta.iter()
        .map(|t| token(Op::Delete, t))
        .chain(tb.iter().map(|t| token(Op::Insert, t)))
        .collect()
}

/// Whether `a` becomes `b` with at most `max` insertions and deletions: Myers's greedy search
/// for the shortest edit script ("An O(ND) Difference Algorithm", 1986), cut off after `max`
/// changes. Time O((N+M)·max), space O(max), for sequences of N and M tokens.
pub(crate) fn within_changes(a: &[u32], b: &[u32], max: usize) -> bool {
    let (n, m) = (a.len(), b.len());
    if n.abs_diff(m) > max {
        return false;
    }
    // v[k + off]: the furthest x reached on diagonal k (x − y = k).
    let off = max + 1;
    let mut v = vec![0usize; 2 * max + 3];
    for d in 0..=max {
        for k in (off - d..=off + d).step_by(2) {
            let mut x = if k == off - d || (k != off + d && v[k - 1] < v[k + 1]) {
                v[k + 1] // down: an insertion
            } else {
                v[k - 1] + 1 // right: a deletion
            };
            // y = x − (k − off), never below 0 on a path the search keeps.
            let Some(mut y) = (x + off).checked_sub(k) else {
                continue;
            };
            while x < n && y < m && a[x] == b[y] {
                x += 1;
                y += 1;
            }
            v[k] = x;
            if x >= n && y >= m {
                return true;
            }
        }
    }
    false
}

/// A run of tokens with the same [`Op`], put back together as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// What happened to the run.
    pub op: Op,
    /// Whether to put a space before it.
    pub space: bool,
    /// Its words, spaced as in their text.
    pub text: String,
}

/// `tokens` grouped into runs of the same op. The first run has no space before it, and an
/// insertion right after a deletion (or the other way round) takes none either: the two are
/// one replacement at one place (`Definicja [-roszczenia-]{+deklaracji+}`).
pub fn runs(tokens: &[Token]) -> Vec<Run> {
    let mut out: Vec<Run> = Vec::new();
    for t in tokens {
        match out.last_mut() {
            Some(r) if r.op == t.op => {
                if t.space {
                    r.text.push(' ');
                }
                r.text.push_str(&t.text);
            }
            last => {
                let replace = last.is_some_and(|r| r.op != Op::Equal && t.op != Op::Equal);
                out.push(Run {
                    op: t.op,
                    space: t.space && !out.is_empty() && !replace,
                    text: t.text.clone(),
                });
            }
        }
    }
    out
}

/// How [`marked`] marks a deleted and an inserted run: the text before and after each.
#[derive(Debug, Clone, Copy)]
pub struct Marks {
    /// Before and after a deleted run (`[-`, `-]`; `<del>`, `</del>`).
    pub delete: (&'static str, &'static str),
    /// Before and after an inserted run (`{+`, `+}`; `<ins>`, `</ins>`).
    pub insert: (&'static str, &'static str),
}

/// git's word-diff marks: `[-deleted-]` and `{+inserted+}`.
pub(crate) const WORD_DIFF: Marks = Marks {
    delete: ("[-", "-]"),
    insert: ("{+", "+}"),
};

/// `tokens` put back together as runs ([`runs`]), each run's text passed through `text` (e.g.
/// HTML escaping) and a deleted or inserted run wrapped in `marks`.
pub fn marked(tokens: &[Token], marks: &Marks, text: impl Fn(&str) -> String) -> String {
    let mut s = String::new();
    for r in runs(tokens) {
        if r.space {
            s.push(' ');
        }
        let (open, close) = match r.op {
            Op::Equal => ("", ""),
            Op::Delete => marks.delete,
            Op::Insert => marks.insert,
        };
        s.push_str(open);
        s.push_str(&text(&r.text));
        s.push_str(close);
    }
    s
}

/// `tokens` as text with git's word-diff marks: `[-deleted-]` and `{+inserted+}`.
pub fn word_diff_text(tokens: &[Token]) -> String {
    marked(tokens, &WORD_DIFF, str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ops(tokens: &[Token]) -> Vec<(Op, &str)> {
        tokens.iter().map(|t| (t.op, t.text.as_str())).collect()
    }

    /// The rows of a [`Compare::Changed`] diff: each row's part, ids and whether it changed.
    fn shape(d: &LawDiff) -> Vec<(Part, Vec<ClauseId>, Vec<ClauseId>, bool)> {
        d.rows
            .iter()
            .map(|r| (r.part.clone(), r.from.clone(), r.to.clone(), r.changed()))
            .collect()
    }

    /// Every law and language with a text in an edition and the one it follows, compared both
    /// ways: (pairs compared, rows changed).
    fn compare_both_ways(corpus: &Corpus) -> (usize, usize) {
        let (mut compared, mut changed) = (0, 0);
        for m in &corpus.editions {
            let Some(from) = m.follows() else { continue };
            for d in corpus.documents.iter().filter(|d| {
                d.meta.edition == m.edition && d.meta.kind == crate::corpus::model::Kind::Text
            }) {
                let (lang, law) = (&d.meta.lang, d.meta.law);
                let Some(words) = diff_law(corpus, lang, law, from, &m.edition) else {
                    continue;
                };
                let only = diff_law_with(corpus, lang, law, from, &m.edition, Compare::Changed)
                    .expect("the same texts");
                assert_eq!(shape(&only), shape(&words), "{lang} {law} {from}");
                assert!(
                    only.rows
                        .iter()
                        .all(|r| r.title.is_empty() && r.text.is_empty())
                );
                compared += 1;
                changed += words.rows.iter().filter(|r| r.changed()).count();
            }
        }
        (compared, changed)
    }

    #[test]
    fn comparing_only_whether_words_changed_gives_the_word_diffs_rows() {
        // The shipped corpus (Polish Law 68, 2007 and 2017) and a generated one of 8 laws in 3
        // languages and 3 editions, whose generator changes, renumbers, splits and deletes
        // clauses from one edition to the next.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let shipped = crate::corpus::load::load_corpus(root).expect("the shipped corpus loads");
        let (compared, changed) = compare_both_ways(&shipped);
        assert!(compared >= 1 && changed > 0, "{compared} {changed}");
        let (_dir, generated) = crate::dev::generate::loaded(8, 3, 3, 7);
        let (compared, changed) = compare_both_ways(&generated);
        assert_eq!(compared, 8 * 3 * 2);
        assert!(changed > 0, "{changed}");
    }

    /// Texts with the same words in the same order (the same text; other spaces; the Polish
    /// Law 68 of the shipped corpus, whose rows are mostly the same in 2007 and 2017) are
    /// compared without the algorithms, and come out exactly as the algorithms give them:
    /// every token of the newer text equal, with its own spacing.
    #[test]
    fn the_same_words_come_out_as_the_algorithms_give_them() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let shipped = crate::corpus::load::load_corpus(root).expect("the shipped corpus loads");
        let (_, text) = shipped
            .text(&Edition("2017".into()), 68, &Lang("pl".into()))
            .expect("Polish Law 68 of 2017");
        let plain = text
            .law_text()
            .expect("a law text")
            .all_clauses()
            .iter()
            .flat_map(|c| c.paragraphs.iter().map(|p| p.plain_text()))
            .collect::<Vec<_>>()
            .join("\n");
        let respaced = plain.replace(' ', "  ").replace(", ", " ,");
        for (a, b) in [
            ("", ""),
            ("Definicja roszczenia", "Definicja roszczenia"),
            (
                "Definicja  roszczenia,\nzob.",
                "Definicja roszczenia ,\nzob.",
            ),
            (plain.as_str(), plain.as_str()),
            (plain.as_str(), respaced.as_str()),
        ] {
            let (ta, tb) = (tokenize(a), tokenize(b));
            let (fast, whole) = compare_words(a, b);
            assert_eq!((fast.clone(), whole), by_algorithm(&ta, &tb), "{a:?} {b:?}");
            assert!(fast.iter().all(|t| t.op == Op::Equal));
            let spaced: Vec<bool> = fast.iter().map(|t| t.space).collect();
            assert_eq!(spaced, tb.iter().map(|t| t.1).collect::<Vec<_>>());
        }
        assert!(plain.len() > 1000, "{}", plain.len());
    }

    #[test]
    fn a_replaced_word_is_a_deletion_then_an_insertion() {
        let d = diff_words("Definicja roszczenia", "Definicja deklaracji");
        assert_eq!(
            ops(&d),
            [
                (Op::Equal, "Definicja"),
                (Op::Delete, "roszczenia"),
                (Op::Insert, "deklaracji")
            ]
        );
        assert_eq!(word_diff_text(&d), "Definicja [-roszczenia-]{+deklaracji+}");
    }

    #[test]
    fn punctuation_is_a_token_of_its_own() {
        assert_eq!(
            tokenize("przepis 16C (a), lub"),
            [
                ("przepis", false),
                ("16C", true),
                ("(", true),
                ("a", false),
                (")", false),
                (",", false),
                ("lub", true)
            ]
        );
        // Runs of spaces, paragraph breaks, a mark after a space, letters of other scripts,
        // white space at either end.
        assert_eq!(
            tokenize(" Żona  gracza\n\n§ 3,ёж\t-x "),
            [
                ("Żona", true),
                ("gracza", true),
                ("\n", false),
                ("\n", false),
                ("§", false),
                ("3", true),
                (",", false),
                ("ёж", false),
                ("-", true),
                ("x", false)
            ]
        );
        assert_eq!(tokenize(""), []);
        assert_eq!(tokenize("  "), []);
        let d = diff_words("stosuje się przepis 16D.", "stosuje się przepis 16C.");
        assert_eq!(word_diff_text(&d), "stosuje się przepis [-16D-]{+16C+}.");
    }

    #[test]
    fn one_sided_text_is_all_inserted_or_deleted() {
        assert_eq!(
            word_diff_text(&diff_words("", "Nowy tekst.")),
            "{+Nowy tekst.+}"
        );
        assert_eq!(word_diff_text(&diff_words("Stary.", "")), "[-Stary.-]");
        assert!(diff_words("", "").is_empty());
    }

    /// The fewest insertions and deletions turning `a` into `b`, by the textbook table.
    fn changes(a: &[u32], b: &[u32]) -> usize {
        let mut lcs = vec![vec![0usize; b.len() + 1]; a.len() + 1];
        for i in 0..a.len() {
            for j in 0..b.len() {
                lcs[i + 1][j + 1] = if a[i] == b[j] {
                    lcs[i][j] + 1
                } else {
                    lcs[i][j + 1].max(lcs[i + 1][j])
                };
            }
        }
        a.len() + b.len() - 2 * lcs[a.len()][b.len()]
    }

    #[test]
    fn the_cut_off_search_agrees_with_the_table() {
        // Every pair of sequences of up to 6 tokens over 3 words, and a few longer ones.
        let mut seqs: Vec<Vec<u32>> = vec![vec![]];
        for len in 1..=6 {
            let mut next = Vec::new();
            for s in seqs.iter().filter(|s| s.len() == len - 1) {
                for w in 0..3 {
                    let mut t = s.clone();
                    t.push(w);
                    next.push(t);
                }
            }
            seqs.extend(next);
        }
        let mut seed = 7u32;
        for _ in 0..40 {
            let mut s = Vec::new();
            for _ in 0..(seed % 30) {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                s.push((seed >> 16) % 4);
            }
            seqs.push(s);
        }
        for a in seqs.iter().step_by(7) {
            for b in seqs.iter().step_by(5) {
                let d = changes(a, b);
                for max in [0, 1, 2, 3, 5, 8, 13, 40] {
                    assert_eq!(within_changes(a, b, max), d <= max, "{a:?} {b:?} max {max}");
                }
            }
        }
    }

    #[test]
    fn dissimilar_long_texts_are_replaced_whole_and_similar_ones_compared() {
        let old = "alfa beta ".repeat(1_500);
        let new = "gamma delta ".repeat(1_500);
        let (tokens, whole) = compare_words(&old, &new);
        assert!(whole);
        assert_eq!(tokens.len(), 6_000);
        assert!(tokens[..3_000].iter().all(|t| t.op == Op::Delete));
        assert!(tokens[3_000..].iter().all(|t| t.op == Op::Insert));
        assert_eq!((tokens[0].text.as_str(), tokens[0].space), ("alfa", false));
        assert_eq!((tokens[1].text.as_str(), tokens[1].space), ("beta", true));
        // As long, but one word changed: compared word by word.
        let changed = old.replacen("beta", "gamma", 1);
        let (tokens, whole) = compare_words(&old, &changed);
        assert!(!whole);
        assert_eq!(word_diff_text(&tokens[..4]), "alfa [-beta-]{+gamma+} alfa");
        // Short texts are compared however much they differ.
        let (tokens, whole) = compare_words(&"alfa ".repeat(900), &"beta ".repeat(900));
        assert!(!whole);
        assert_eq!(tokens.len(), 1_800);
    }
}

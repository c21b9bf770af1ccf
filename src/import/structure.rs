//! Structure: cleaned lines → the laws a document holds, each as a clause tree (or as commentary
//! items), with the markers that carried structure (law headings, navigation, bullets) reported.
//!
//! What it recognises, from the Laws' own layout (docs/import.md):
//! - law headings in each language's style: `68. TYTUŁ` (capitals), `ARTIKEL 68 Titel`,
//!   `Przepis 68 – Tytuł`, `Правило 68. ЗАГОЛОВОК`, `LAW 68 – Title`, `Law 68: Title`; a title on
//!   the line after a bare heading; a heading with no text after it before the next heading or
//!   the end is the site's navigation link to that law, not a law of the document; a document
//!   may hold several laws, or begin inside one (its first part then has no heading);
//! - lettered section headings (`A. Title`, `A. Title.`), letters in Cyrillic or Greek read as
//!   look-alikes or in alphabet order ([`crate::letters`]); where a document has none, short
//!   stand-alone lines are its section headings, lettered A, B, C … in order (the first one,
//!   before any text, is the law's title when no law heading gave it);
//! - numbered lists nested by indentation: a list restarts at each level, so depth maps number →
//!   subsection, then → item (a), (b) …, then → sub-item (i), (ii) …; written `(a)`/`(i)` markers
//!   take their level from their kind; `1. (a) …` is a subsection and its first item;
//! - commentary items `68.2.` (the law's number, a dot, the item's number);
//! - footnotes: a last line `* text`, `** text`, `¹ text` or `1) text` whose mark stands after a
//!   word in the text (`normalnego*`, `zagrania1)`);
//! - an indented paragraph after the last section's text, at the end: the law's closing paragraph;
//! - paragraphs: blank lines, or a control-character placeholder at a line's end, separate them;
//!   other line breaks inside a paragraph are hard wraps and are joined with a space, a word
//!   hyphenated at the break without it.
//!
//! Lines kept as law text that no rule classified are listed as doubts in the report
//! ([`Report::doubts`]); `--strict` refuses them.

use std::sync::LazyLock;

use regex::Regex;

use super::report::Report;
use super::residue::Line;
use crate::corpus::model::roman;
use crate::error::{Error, InputError};

mod contents_run;
mod period_title;
mod repeated_heading;
mod unsure;

/// A paragraph of imported text (hard wraps joined), with the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Para {
    /// 1-based line in the raw document.
    pub line: usize,
    /// The text, lines joined with single spaces.
    pub text: String,
}

/// A numbered clause below a section: subsection, item or sub-item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The marker as the corpus writes it: `1`, `(a)`, `(i)`.
    pub marker: Marker,
    /// 1-based line in the raw document.
    pub line: usize,
    /// The clause's own paragraphs.
    pub paras: Vec<Para>,
    /// Its sub-clauses.
    pub children: Vec<Node>,
}

/// The marker of a numbered clause.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// Subsection number.
    Number(u16),
    /// Item letter.
    Letter(char),
    /// Sub-item number (written as a roman numeral).
    Roman(u16),
}

impl Marker {
    fn rank(self) -> u8 {
        match self {
            Marker::Number(_) => 0,
            Marker::Letter(_) => 1,
            Marker::Roman(_) => 2,
        }
    }

    /// How the marker is cited: `1`, `(a)`, `(i)`.
    pub fn cited(self) -> String {
        match self {
            Marker::Number(n) => n.to_string(),
            Marker::Letter(c) => format!("({c})"),
            Marker::Roman(n) => format!("({})", roman(n)),
        }
    }
}

/// A section of a law.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Its letter (given, or by order where the document lost it).
    pub letter: char,
    /// Its title, if any.
    pub title: Option<String>,
    /// 1-based line of its heading.
    pub line: usize,
    /// Its own paragraphs.
    pub paras: Vec<Para>,
    /// Its subsections (or items).
    pub children: Vec<Node>,
    /// Paragraphs after its subsections.
    pub after: Vec<Para>,
}

/// The text of one law as imported.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LawBody {
    /// Paragraphs before the first section.
    pub preamble: Vec<Para>,
    /// Subsections of a law without sections.
    pub top: Vec<Node>,
    /// The sections.
    pub sections: Vec<Section>,
    /// Paragraphs closing the law.
    pub closing: Vec<Para>,
    /// Footnotes: mark and text.
    pub footnotes: Vec<(String, Para)>,
    /// Lines of list items read as the items of the item before them because their list
    /// restarted at 1 at the same indentation after a line ending with a colon (`2. … :` then
    /// `1. …`): a reading by shape, which import confirms or lists as a doubt by the corpus's
    /// other texts of the law.
    pub restarted: Vec<usize>,
    /// Lines whose numbering breaks the Laws' order (an item or section out of order, a marker
    /// that is no clause where it stands, a footnote mark twice), kept or read with a doubt
    /// (`unsure`): a page that `--kind commentary` says is commentary is read as such instead.
    pub unordered: Vec<usize>,
}

/// A commentary item as imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The item's number within its law's commentary.
    pub number: u16,
    /// 1-based line in the raw document.
    pub line: usize,
    /// Its paragraphs.
    pub paras: Vec<Para>,
}

/// What one law's part of a document holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// Law text.
    Text(LawBody),
    /// Commentary: paragraphs before the first item, then the items.
    Commentary {
        /// Paragraphs before the first item.
        intro: Vec<Para>,
        /// The items.
        items: Vec<Item>,
    },
}

/// One law's part of a raw document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// The law, when a heading or commentary item number gave it.
    pub law: Option<u8>,
    /// Where the law number came from ("law heading, line 1").
    pub law_evidence: Option<String>,
    /// The law's title as the document gives it.
    pub title: Option<String>,
    /// Where the title is a short line standing alone before the first unlettered section (no
    /// law heading gave it), its line: it might instead be that section's heading (A), which
    /// import decides by evidence (the manifests' titles).
    pub title_or_section: Option<(usize, usize)>,
    /// What it holds.
    pub content: Content,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Blank,
    LawHeading {
        law: u8,
        title: Option<String>,
        marker: String,
    },
    Section {
        letter: Option<char>,
        title: Option<String>,
        text: Option<String>,
    },
    Title(String),
    Numbered(u16, String),
    Marked(String, String),
    CommentaryItem {
        law: u8,
        number: u16,
        text: String,
        marker: String,
    },
    Footnote {
        mark: String,
        text: String,
    },
    Text(String),
}

static PL_LAW: LazyLock<Regex> = LazyLock::new(|| {
    // "68. TYTUŁ PRZEPISU": two words or more in capitals (a list item "2. WBF" is not a law).
    Regex::new(r"^(\d{1,2})\.\s+(\p{Lu}[^\p{Ll}\s]*(?:\s+[^\p{Ll}\s]+)+)$").unwrap()
});
static WORD_LAW: LazyLock<Regex> = LazyLock::new(|| {
    // The word for "Law" in each language ([`crate::lang`]'s `heading`), in capitals or with a
    // capital initial ("LAW", "Law", "ARTIKEL", "Przepis", "ПРАВИЛО", "Νόμος"), the number, an
    // optional dot; or the number, a dot and the word after it ("16. szabály"). The rest of the
    // line (a separator and the title) is read by `law_heading_rest`.
    let capitalised = |w: &str| {
        let mut c = w.chars();
        let first: String = c.next().into_iter().flat_map(char::to_uppercase).collect();
        format!(
            "{}(?i:{})",
            regex::escape(&first),
            regex::escape(c.as_str())
        )
    };
    let before: Vec<String> = crate::lang::all(|l| l.heading).map(capitalised).collect();
    let after: Vec<String> = crate::lang::all(|l| l.heading_after)
        .map(capitalised)
        .collect();
    let mut alternatives = vec![format!(r"(?:{})\s+(?P<n>\d+)\.?", before.join("|"))];
    if !after.is_empty() {
        alternatives.push(format!(r"(?P<m>\d+)\.\s+(?:{})", after.join("|")));
    }
    let pattern = alternatives
        .iter()
        .map(|a| format!("(?:{a})"))
        .collect::<Vec<_>>()
        .join("|");
    Regex::new(&format!(r"^(?P<marker>{pattern})(?P<rest>.*)$")).unwrap()
});

/// A line read as a law heading's start ([`WORD_LAW`]): the marker ("Law 68", "16. szabály"),
/// the law number as written, and the rest of the line.
fn word_law(t: &str) -> Option<(&str, &str, &str)> {
    let m = WORD_LAW.captures(t)?;
    let number = m.name("n").or_else(|| m.name("m"))?;
    let marker = m.name("marker")?;
    let rest = m.name("rest")?;
    Some((marker.as_str(), number.as_str(), rest.as_str()))
}
static LETTERED: LazyLock<Regex> =
    // Latin, Cyrillic or Greek capitals: "A.", "В.", "Γ.", and the Greek sixth letter written
    // with two, "ΣΤ." (read by `section_letters`); the dash after the dot of Spanish texts,
    // "A.- Título", "A.-Título".
    LazyLock::new(|| Regex::new(r"^(ΣΤ|Στ|Ϛ|[A-ZА-ЯΑ-Ω])\.(?:[-–]\s*(.*)|\s+(.*))?$").unwrap());
static NUMBERED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\d{1,2})[.)](?:\s+(.*))?$").unwrap());
static MARKED: LazyLock<Regex> =
    // "(a)", "(iv)", or a Cyrillic or Greek item letter "(б)", "(β)", "(στ)" (read by
    // `item_letters`).
    LazyLock::new(|| Regex::new(r"^\(([a-z]{1,5}|[а-я]|στ|[α-ω])\)(?:\s+(.*))?$").unwrap());
static ITEM: LazyLock<Regex> =
    // "68.2. Text": the item number ends with a dot, so "1.5 punktu" in a wrapped line is text.
    // "1.1.(a) Text": an item's first sub-point may follow its number with no space.
    LazyLock::new(|| Regex::new(r"^((\d{1,2})\.(\d{1,3})\.)(?:\s+(.*)|(\(.*))$").unwrap());
/// A point of a commentary item's own list: `(1)`, `(b)`, `(iii)`, `(б)`.
static COMMENTARY_POINT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((?:\d{1,2}|[a-z]{1,5}|[а-я])\)\s").unwrap());
static FOOTNOTE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\*{1,3}|†|‡|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\))\s+(.*)$").unwrap());

/// What follows the number of a law heading ("Law 68"): nothing; white space and the title
/// ("Law 68 Claim …"); or a separator, a dash or colon, and the title ("Law 68 – Claim …",
/// "Law 68: Claim …", "Law 68—Claim …", "Law 68 –"). Returns the separator as written (with the
/// white space before it, so the marker holds every character up to the title) and the title;
/// `None` when the number runs on into other text ("Law 685", "Law 68.5", "Law 68th").
fn law_heading_rest(rest: &str) -> Option<(&str, &str)> {
    let after_space = rest.trim_start();
    let sep_len = after_space
        .chars()
        .next()
        .filter(|c| matches!(c, '-' | '–' | '—' | ':'))
        .map_or(0, char::len_utf8);
    if sep_len > 0 {
        let split = rest.len() - after_space.len() + sep_len;
        return Some((&rest[..split], rest[split..].trim()));
    }
    (rest.is_empty() || after_space.len() < rest.len()).then_some(("", after_space.trim_end()))
}

/// As [`law_heading_rest`], for a marker ending with a dot: the title may follow the dot with no
/// space ("Правило 24.Показ карты …", as e-library texts run them together) when it begins with
/// a capital.
fn law_heading_rest_after<'a>(marker: &str, rest: &'a str) -> Option<(&'a str, &'a str)> {
    law_heading_rest(rest).or_else(|| {
        (marker.ends_with('.') && rest.starts_with(char::is_uppercase))
            .then_some(("", rest.trim_end()))
    })
}

/// The law and title of a line that reads as a law heading ("LOI 1 - Le jeu de cartes" → 1,
/// "Le jeu de cartes").
pub(crate) fn law_heading_parts(t: &str) -> Option<(u8, Option<String>)> {
    let line = Line {
        no: 0,
        indent: 0,
        text: t.to_string(),
        hard_end: false,
        cut_after: false,
    };
    match classify(&line, &[]) {
        Tok::LawHeading { law, title, .. } => Some((law, title)),
        _ => None,
    }
}

/// Whether a line reads as a law heading ("LAW 68 – …", "Artikel 10. …", "68. TYTUŁ").
pub(crate) fn is_law_heading(t: &str) -> bool {
    let line = Line {
        no: 0,
        indent: 0,
        text: t.to_string(),
        hard_end: false,
        cut_after: false,
    };
    matches!(classify(&line, &[]), Tok::LawHeading { .. })
}

/// A title in capitals run into its text ("НАРУШЕНИЕ УКАЗАНО ЗРИТЕЛЕМ. 1. Зритель …"): two
/// words or more, every letter a capital, a period, then the text. Returns the title (without
/// its period) and the text.
fn run_in_capitals(r: &str) -> Option<(&str, &str)> {
    let (head, tail) = r.split_once(". ")?;
    let letters: Vec<char> = head.chars().filter(|c| c.is_alphabetic()).collect();
    (head.split_whitespace().count() >= 2
        && letters.len() >= 6
        && letters.iter().all(|c| c.is_uppercase())
        && !tail.trim().is_empty())
    .then(|| (head.trim(), tail.trim()))
}

/// A section heading in capitals run into the middle of a line ("… вызвать судью. В.
/// НАКАЗАНИЕ ПОСЛЕ ПОТЕРИ ПРАВА. Даже …", "Процедура после нарушения А. ПРИВЛЕЧЕНИЕ ВНИМАНИЯ К
/// НАРУШЕНИЮ. Любой …"): a letter and its dot after a space, then two words or more in capitals
/// and a period. Where it starts, in bytes.
fn inline_heading(t: &str) -> Option<usize> {
    static INLINE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\s((?:ΣΤ|[A-ZА-ЯΑ-Ω])\.\s+\p{Lu}+(?:[\s,–-]+\p{Lu}+)+\.\s)").unwrap()
    });
    INLINE.captures(t).and_then(|c| c.get(1)).map(|m| m.start())
}

/// Whether a title-like text reads as a heading: short, no sentence punctuation at its end.
fn heading_like(t: &str) -> bool {
    let t = t.trim();
    !t.is_empty()
        && t.chars().count() <= 120
        && t.split_whitespace().count() <= 14
        && !t.ends_with(['.', ';', ':', ',', '!', '?'])
}

fn classify(line: &Line, footnote_marks: &[String]) -> Tok {
    let t = line.text.as_str();
    if t.is_empty() {
        return Tok::Blank;
    }
    if let Some(m) = ITEM.captures(t)
        && let (Ok(law), Ok(number)) = (m[2].parse::<u8>(), m[3].parse::<u16>())
        && (1..=crate::corpus::model::MAX_LAW).contains(&law)
        && number >= 1
    {
        return Tok::CommentaryItem {
            law,
            number,
            text: m
                .get(4)
                .or_else(|| m.get(5))
                .map_or("", |x| x.as_str())
                .to_string(),
            marker: m[1].to_string(),
        };
    }
    let valid_law = |n: &u8| (1..=crate::corpus::model::MAX_LAW).contains(n);
    if let Some((head, number, rest)) = word_law(t)
        && let Some((sep, title)) = law_heading_rest_after(head, rest)
    {
        let title = Some(title.to_string()).filter(|x| !x.is_empty());
        if title.as_deref().is_none_or(heading_like)
            && let Ok(law) = number.parse::<u8>()
            && valid_law(&law)
        {
            return Tok::LawHeading {
                law,
                title,
                marker: format!("{head}{sep}"),
            };
        }
    }
    if let Some(m) = PL_LAW.captures(t)
        && heading_like(&m[2])
        && let Ok(law) = m[1].parse::<u8>()
        && valid_law(&law)
    {
        return Tok::LawHeading {
            law,
            title: Some(m[2].trim().to_string()),
            marker: format!("{}.", &m[1]),
        };
    }
    if let Some(m) = LETTERED.captures(t) {
        let letter = if crate::letters::stigma(&m[1]).is_some() {
            Some(crate::letters::STIGMA)
        } else {
            m[1].chars().next()
        };
        let rest = m
            .get(2)
            .or_else(|| m.get(3))
            .map(|x| x.as_str().trim().to_string())
            .filter(|x| !x.is_empty());
        // "A.- Observancia del Reglamento: Los torneos …": the title, a colon, the text; "Б.
        // НАРУШЕНИЕ УКАЗАНО ЗРИТЕЛЕМ. 1. Зритель …": a title in capitals run into its text.
        let titled = rest.as_deref().filter(|r| !heading_like(r)).and_then(|r| {
            if let Some((head, tail)) = run_in_capitals(r) {
                return Some((head.to_string(), tail.to_string()));
            }
            let (head, tail) = r.split_once(": ")?;
            (heading_like(head)
                && head.split_whitespace().count() <= 8
                && head.starts_with(char::is_uppercase)
                && tail.starts_with(char::is_uppercase)
                && tail.split_whitespace().count() >= 4)
                .then(|| (head.trim().to_string(), tail.trim().to_string()))
        });
        if let Some((head, tail)) = titled {
            return Tok::Section {
                letter,
                title: Some(head),
                text: Some(tail),
            };
        }
        return match rest {
            Some(r) if !heading_like(&r) => Tok::Section {
                letter,
                title: None,
                text: Some(r),
            },
            r => Tok::Section {
                letter,
                title: r,
                text: None,
            },
        };
    }
    if let Some(m) = NUMBERED.captures(t)
        && let Ok(n) = m[1].parse::<u16>()
    {
        return Tok::Numbered(n, m.get(2).map_or("", |x| x.as_str()).to_string());
    }
    if let Some(m) = MARKED.captures(t) {
        return Tok::Marked(
            m[1].to_string(),
            m.get(2).map_or("", |x| x.as_str()).to_string(),
        );
    }
    if let Some(m) = FOOTNOTE.captures(t)
        && footnote_marks.iter().any(|k| k == &m[1])
    {
        return Tok::Footnote {
            mark: m[1].to_string(),
            text: m[2].to_string(),
        };
    }
    Tok::Text(t.to_string())
}

/// What a line of a document reads as alone, without the lines around it: for the clean-up
/// passes, which must never take the text's own structure for page furniture (issue 16, F6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reads {
    /// A heading of a law (`Przepis 12`, `LAW 68 – CLAIM`, `68. TYTUŁ`): its number, and
    /// whether a title follows the number on the line.
    LawHeading {
        /// The law's number.
        law: u8,
        /// A title follows the number.
        titled: bool,
    },
    /// A section heading, a numbered or lettered list item or a commentary item (`A. Title`,
    /// `1. …`, `(a) …`, `68.2. …`).
    Clause,
    /// Anything else.
    Text,
}

/// What `text` reads as alone, by the rules that classify a document's lines.
pub(crate) fn reads_as(text: &str) -> Reads {
    let line = Line {
        no: 0,
        indent: 0,
        text: text.to_string(),
        hard_end: false,
        cut_after: false,
    };
    match classify(&line, &[]) {
        Tok::LawHeading { law, title, .. } => Reads::LawHeading {
            law,
            titled: title.is_some(),
        },
        Tok::Section { .. } | Tok::Numbered(..) | Tok::Marked(..) | Tok::CommentaryItem { .. } => {
            Reads::Clause
        }
        _ => Reads::Text,
    }
}

/// Footnote marks the text uses after a word (`normalnego*`), for deciding whether a line
/// `* …` is a footnote.
fn marks_in_text(lines: &[Line]) -> Vec<String> {
    let mut v: Vec<String> = lines
        .iter()
        .flat_map(|l| note_marks(&l.text).map(|m| m.as_str().to_string()))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The footnote marks standing right after a word: `normalnego*`, `zagrania**`, `gry†`,
/// `normal¹`, or a number with a parenthesis after a lower-case letter, `zagrania1)` ("B1)" is
/// a clause reference, not a mark).
pub(super) fn note_marks(t: &str) -> impl Iterator<Item = regex::Match<'_>> {
    static MARK: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(\p{L})(\*{1,3}|†|‡|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\))").unwrap());
    MARK.captures_iter(t).filter_map(|c| {
        let mark = c.get(2)?;
        let after_lower = c[1].chars().all(char::is_lowercase);
        (!mark.as_str().ends_with(')') || after_lower).then_some(mark)
    })
}

/// Numbered footnotes ("1) Tekst przypisu.") at the very end of a law, after a blank line: a
/// run of lines `1)`, `2)` … that could also be a list (subsections written `1)`). Decided by
/// evidence:
/// - marks standing after words in the text (`zagrania1)`) point at them: footnotes, and the
///   report's decisions say so;
/// - without marks, where every other list of the document numbers its items `1.` (so the
///   `1)` of the run is another kind of marker) and the run restarts at 1: footnotes whose
///   marks the page lost, listed as a doubt;
/// - else they stay list items.
fn numbered_footnotes(toks: &mut [(Tok, &Line)], marks: &[String], report: &mut Report) {
    let paren = |i: usize, n: u16| toks[i].1.text.starts_with(&format!("{n})"));
    let mut run = Vec::new();
    for i in (0..toks.len()).rev() {
        match &toks[i].0 {
            Tok::Blank => {}
            Tok::Numbered(n, _) if paren(i, *n) => run.push(i),
            _ => break,
        }
    }
    let Some(&first) = run.last() else { return };
    if first == 0 || !matches!(toks[first - 1].0, Tok::Blank) {
        return;
    }
    run.reverse();
    let numbers: Vec<u16> = run
        .iter()
        .filter_map(|&i| match toks[i].0 {
            Tok::Numbered(n, _) => Some(n),
            _ => None,
        })
        .collect();
    let marked = numbers.iter().all(|n| marks.contains(&format!("{n})")));
    let dotted_lists = toks[..first]
        .iter()
        .filter(|(t, _)| matches!(t, Tok::Numbered(..)))
        .count();
    let all_dotted = dotted_lists > 0
        && toks[..first].iter().all(|(t, l)| match t {
            Tok::Numbered(n, _) => l.text.starts_with(&format!("{n}.")),
            _ => true,
        });
    let from_one = numbers.first() == Some(&1);
    let footnotes = if marked {
        let (m, line) = (format!("{})", numbers[0]), toks[first].1.no);
        report.decisions.push(format!(
            "footnotes: the lines {m} … from line {line} are footnotes, not a list: their marks stand after words in the text ({m})"
        ));
        true
    } else if all_dotted && from_one {
        let l = toks[first].1;
        report.doubt(
            l.no,
            l.indent + 1,
            "a footnote or a list item: the lists of the document number their items \"1.\", this run \"1)\", and no mark in the text points at it; read as footnotes",
            l.text.clone(),
        );
        true
    } else {
        false
    };
    if !footnotes {
        return;
    }
    for i in run {
        if let Tok::Numbered(n, text) = &toks[i].0 {
            toks[i].0 = Tok::Footnote {
                mark: format!("{n})"),
                text: text.clone(),
            };
        }
    }
}

/// A bullet before a heading or a numbered line ("- A. Tytuł", "• Przepis 68", "– 1. Tekst"),
/// left by a page's list markup, is taken out and reported; the line is then read without it.
/// A bullet before plain text stays: it is the text's own.
fn bullets(lines: &[Line], marks: &[String], report: &mut Report) -> Vec<Line> {
    static BULLET: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^([-–—•·▪◦*])\s+(\S.*)$").unwrap());
    // The bullet of each line of text, if it begins with one.
    let bullet_of = |l: &Line| BULLET.captures(&l.text).map(|m| m[1].to_string());
    // Lines that are items of an unnumbered list: two or more lines in a row (blank lines
    // between them aside) begin with the same bullet.
    let texts: Vec<usize> = (0..lines.len())
        .filter(|&i| !lines[i].text.is_empty())
        .collect();
    let mut listed = vec![false; lines.len()];
    for w in texts.windows(2) {
        if let (Some(a), Some(b)) = (bullet_of(&lines[w[0]]), bullet_of(&lines[w[1]]))
            && a == b
            && a != "*"
        {
            listed[w[0]] = true;
            listed[w[1]] = true;
        }
    }
    let mut out = Vec::with_capacity(lines.len());
    // In a bulleted layout, the column where the last list item's text begins: its further
    // blocks line up with it, as an item's paragraphs do on a page with no bullets.
    let mut item_text: Option<usize> = None;
    for (i, l) in lines.iter().enumerate() {
        let Some(m) = BULLET.captures(&l.text) else {
            out.push(l.clone());
            continue;
        };
        let mut rest = Line {
            indent: l.indent + l.text.chars().count() - m[2].chars().count(),
            text: m[2].to_string(),
            ..l.clone()
        };
        let tok = classify(&rest, marks);
        let structural = matches!(
            tok,
            Tok::LawHeading { .. } | Tok::Section { .. } | Tok::Numbered(..) | Tok::Marked(..)
        );
        if listed[i] {
            match &tok {
                Tok::Numbered(_, text) | Tok::Marked(_, text) => {
                    item_text =
                        Some(rest.indent + rest.text.chars().count() - text.chars().count());
                }
                Tok::LawHeading { .. } | Tok::Section { .. } => item_text = None,
                // Text lines up with the last item's text, else stands at the bullet's column.
                _ => rest.indent = item_text.unwrap_or(l.indent),
            }
        }
        if structural {
            report.remove(
                l.no,
                l.indent + 1,
                "bullet before a heading or list item",
                &m[1],
            );
            // On a page whose blocks each begin with the same bullet (a hard-wrapped page with
            // no blank lines: JFR's 1997 Laws), the bullet is where a block begins.
            if listed[i] {
                out.push(Line {
                    no: l.no,
                    indent: 0,
                    text: String::new(),
                    hard_end: false,
                    cut_after: false,
                });
            }
            out.push(rest);
        } else if listed[i] {
            // An item of an unnumbered list: its own paragraph, with no clause id (the Laws
            // number their clauses; a page's bullets are its layout).
            report.remove(
                l.no,
                l.indent + 1,
                "list bullet (an unnumbered item: kept as a paragraph of its own)",
                &m[1],
            );
            out.push(Line {
                no: l.no,
                indent: 0,
                text: String::new(),
                hard_end: false,
                cut_after: false,
            });
            out.push(rest);
        } else {
            out.push(l.clone());
        }
    }
    out
}

/// A word broken at a line's end with a hyphen ("zrzecze-" / "nie jest") is joined again: the
/// rest of the word moves up to the first line. The hyphen is the layout's (reported) unless the
/// document writes the joined word with a hyphen elsewhere on one line ("biało-czerwony"), in
/// which case it stays. Only a lower-case letter, a hyphen, then a lower-case letter starting
/// the next line count; a dash after a space is text.
///
/// A word broken at a page's last line goes on after the page's furniture (running header, page
/// number), which the clean-up took out: it is joined too. A hyphen before a rule cut out of the
/// middle of a line ([`Line::cut_after`]) is not at a line break, and joins nothing.
///
/// Each hyphen is reported at its own line and column, also in a chain of broken lines
/// ("ab-" / "ab-" / "ab-" …, each joined to the line before). Linear in the text: the letters
/// before a hyphen are looked up only when they are [`LONGEST_WORD`] or fewer (a longer run is
/// no word written with a hyphen), and each line's place and length are carried along, not
/// counted again (issue 16, F12).
fn hyphenation(lines: &[Line], report: &mut Report) -> Vec<Line> {
    static HYPHENATED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\p{Ll}+-\p{Ll}+").unwrap());
    let hyphenated: std::collections::HashSet<&str> = lines
        .iter()
        .flat_map(|l| HYPHENATED.find_iter(&l.text).map(|m| m.as_str()))
        .collect();
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    // Where the text of `out`'s last line ends in the raw document: its last character's line
    // and column.
    let mut end = (0, 0);
    for l in lines {
        // The line before in `lines` is the one before in the document, or the lines between
        // were taken out whole (a page's furniture: a word broken at a page's foot goes on at the
        // next page's top); a blank line between ends the paragraph, and has no hyphen.
        let prev = out.last_mut().filter(|p| {
            !p.hard_end
                && !p.cut_after
                && p.text.ends_with('-')
                && p.text[..p.text.len() - 1]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_lowercase)
                && l.text.starts_with(char::is_lowercase)
        });
        let Some(prev) = prev else {
            end = (l.no, l.indent + l.text.chars().count());
            out.push(l.clone());
            continue;
        };
        let cut = l.text.find(char::is_whitespace).unwrap_or(l.text.len());
        let (rest, tail) = l.text.split_at(cut);
        let before = &prev.text[..prev.text.len() - 1];
        // The word's second half: its letters, without the punctuation after it ("czerwony,").
        let second: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        let keep = word_before(before)
            .is_some_and(|stem| hyphenated.contains(format!("{stem}-{second}").as_str()));
        if !keep {
            report.remove(
                end.0,
                end.1,
                "hyphen at a line break (the word is joined)",
                "-",
            );
            prev.text.pop();
        }
        prev.text.push_str(rest);
        end = (l.no, l.indent + l.text.chars().count());
        let tail = tail.trim_start();
        if tail.is_empty() {
            // The line held only the word's end: its paragraph end, and its cut, are the joined
            // line's.
            prev.hard_end |= l.hard_end;
            prev.cut_after = l.cut_after;
        } else {
            out.push(Line {
                text: tail.to_string(),
                ..l.clone()
            });
        }
    }
    out
}

/// The most letters a word written with a hyphen may have before it ("biało-czerwony") for
/// [`hyphenation`] to look it up.
const LONGEST_WORD: usize = 64;

/// The letters at the end of `text` (the word before a line-end hyphen), or `None` when they
/// are more than [`LONGEST_WORD`]; found by reading at most that many characters back.
fn word_before(text: &str) -> Option<&str> {
    let mut start = text.len();
    for (count, (i, c)) in text.char_indices().rev().enumerate() {
        if !c.is_alphabetic() {
            return Some(&text[start..]);
        }
        if count == LONGEST_WORD {
            return None;
        }
        start = i;
    }
    Some(&text[start..])
}

/// Splits a cleaned document into its laws' parts, reporting the structural markers it consumes
/// (law headings' numbers, navigation links) in `report`.
///
/// Numbering that breaks the Laws' order is kept or read with a doubt (`unsure`), never an
/// error.
///
/// # Errors
/// An input error at the source line for a law that begins again after another law, a law
/// heading numbered outside the Laws, or a commentary item twice.
// Long: one pass over the tokens; the law, heading and segment start are state every token moves.
#[allow(clippy::too_many_lines)]
pub fn segments(
    source: &str,
    raw: &str,
    lines: &[Line],
    commentary: bool,
    report: &mut Report,
) -> Result<Vec<Segment>, Error> {
    let marks = marks_in_text(lines);
    let lines = bullets(lines, &marks, report);
    let lines = hyphenation(&lines, report);
    let mut toks: Vec<(Tok, &Line)> = lines.iter().map(|l| (classify(l, &marks), l)).collect();
    // A law heading starts a paragraph: a line inside a hard-wrapped paragraph that happens to
    // begin "Przepis 70 stosuje się …" is text.
    // Likewise a wrapped line that begins like a list item or section ("2. miejsce w turnieju",
    // "B. Sędzia …") continues its paragraph when the line before ends mid-sentence.
    // But where the paragraph is a list item's wrapped text ("1. … nie wspomniał o tym atucie
    // w swoim / oświadczeniu albo" then "2. …"), the next number of its list is the next item.
    let mut item_head: Option<Tok> = None;
    for i in 1..toks.len() {
        let prev = toks[i - 1].1;
        let in_paragraph =
            !prev.text.is_empty() && !prev.hard_end && matches!(toks[i - 1].0, Tok::Text(_));
        if !in_paragraph {
            item_head = matches!(toks[i - 1].0, Tok::Numbered(..) | Tok::Marked(..))
                .then(|| toks[i - 1].0.clone());
        }
        let mid_sentence = !prev.text.ends_with(['.', ':', ';', '!', '?']);
        let next_item = match (&item_head, &toks[i].0) {
            (Some(Tok::Numbered(a, _)), Tok::Numbered(b, _)) => *b == a + 1,
            (Some(Tok::Marked(a, _)), Tok::Marked(b, _)) => {
                let (mut a, mut b) = (a.chars(), b.chars());
                match (a.next(), a.next(), b.next(), b.next()) {
                    (Some(x), None, Some(y), None) => y as u32 == x as u32 + 1,
                    _ => false,
                }
            }
            _ => false,
        };
        let continues = match &toks[i].0 {
            // After a full sentence, a heading whose title is in capitals is a heading.
            Tok::LawHeading { title, .. } => {
                let capitals = title.as_deref().is_some_and(|t| {
                    t.chars().any(char::is_alphabetic) && !t.chars().any(char::is_lowercase)
                });
                in_paragraph && (mid_sentence || !capitals)
            }
            Tok::Section { .. } | Tok::Numbered(..) | Tok::Marked(..) => {
                in_paragraph && mid_sentence && !next_item
            }
            _ => false,
        };
        if continues {
            let line = toks[i].1;
            let what = match toks[i].0 {
                Tok::LawHeading { .. } => "a law heading",
                Tok::Section { .. } => "a section heading",
                _ => "a list item",
            };
            report.doubt(
                line.no,
                line.indent + 1,
                format!("a line that begins like {what}, kept inside the paragraph before it"),
                line.text.clone(),
            );
            toks[i].0 = Tok::Text(line.text.clone());
        }
    }
    heading_numbers_in_range(source, raw, &toks)?;
    let own_line_titles = titles_on_their_own_line(&mut toks);
    titles_with_a_period(&mut toks);
    period_title::law_title_with_a_period(&mut toks);
    section_letters(&mut toks, report);
    item_letters(&mut toks, report);
    numbered_footnotes(&mut toks, &marks, report);
    navigation(&mut toks, &own_line_titles, report);
    repeated_heading::repeated_headings(&mut toks, report);
    // Commentary (`--kind commentary`, or items numbered 68.1 …): no clause tree is built, so
    // its (a), (i) and 1. are its paragraphs' own.
    let commentary = commentary
        || toks
            .iter()
            .any(|(t, _)| matches!(t, Tok::CommentaryItem { .. }));
    if commentary {
        return commentary_segments(source, raw, &toks, report);
    }
    unlettered_headings(&mut toks);
    let mut out = Vec::new();
    let mut start = 0;
    let mut law: Option<(u8, String, Option<String>)> = None;
    // The line of the law heading that began the current part.
    let mut heading_at: Option<(usize, usize)> = None;
    // Law headings met so far: law and line.
    let mut headings: Vec<(u8, usize)> = Vec::new();
    for i in 0..=toks.len() {
        let boundary = i == toks.len() || matches!(toks[i].0, Tok::LawHeading { .. });
        if !boundary {
            continue;
        }
        let part = &toks[start..i];
        let has_content = part
            .iter()
            .any(|(t, _)| !matches!(t, Tok::Blank | Tok::Title(_)));
        if !has_content && law.is_none() {
            // Only a title line before the first law heading: a running header or the site's
            // page title, not the law's (the heading gives that).
            for (t, line) in part {
                if let Tok::Title(text) = t {
                    report.remove(
                        line.no,
                        line.indent + 1,
                        "a title line before the law heading",
                        text.clone(),
                    );
                }
            }
        }
        let prose_only = part
            .iter()
            .all(|(t, _)| matches!(t, Tok::Blank | Tok::Title(_) | Tok::Text(_)));
        // Short lines only, some read as unlettered headings, none a sentence: a site's menu
        // or page header above the first law heading ("Home", "Nach oben", "Bridge-Links" …).
        let short = |t: &str| {
            t.split_whitespace().count() <= 8 && !t.trim_end().ends_with(['.', ';', ',', ':'])
        };
        let menu_only = part.iter().all(|(t, _)| match t {
            Tok::Blank => true,
            Tok::Title(x) | Tok::Text(x) => short(x),
            Tok::Section {
                letter: None,
                title: Some(x),
                text: None,
            } => short(x),
            _ => false,
        });
        if has_content && law.is_none() && i < toks.len() && menu_only && !prose_only {
            for (t, line) in part {
                let text = match t {
                    Tok::Text(x) | Tok::Title(x) => x,
                    Tok::Section { title: Some(x), .. } => x,
                    _ => continue,
                };
                report.remove(
                    line.no,
                    line.indent + 1,
                    "page header or site menu (short lines before the first law heading)",
                    text.clone(),
                );
            }
        } else if has_content && law.is_none() && i < toks.len() && prose_only {
            // Paragraphs before the first law heading, with no clause among them: the page's or
            // book's own text (a foreword, a notice), not a law's.
            for (t, line) in part {
                if let Tok::Text(text) | Tok::Title(text) = t {
                    report.remove(
                        line.no,
                        line.indent + 1,
                        "text before the first law heading",
                        text.clone(),
                    );
                }
            }
        } else if has_content || law.is_some() {
            doubts(part, law.is_none() && start == 0, report);
            let positional = part.iter().find_map(|(t, line)| match t {
                Tok::Title(s) => Some((s.clone(), line.no, line.indent + 1)),
                _ => None,
            });
            let unlettered = part.iter().any(|(t, _)| {
                matches!(
                    t,
                    Tok::Section {
                        letter: None,
                        title: Some(_),
                        ..
                    }
                )
            });
            let heading_title = law.as_ref().and_then(|l| l.2.clone());
            let lettered = part.iter().any(|(t, _)| {
                matches!(
                    t,
                    Tok::Section {
                        letter: Some(_),
                        ..
                    }
                )
            });
            // A title on the line after a bare heading, where the sections are unlettered: it
            // might be section A's heading.
            let own_line = heading_at
                .and_then(|h| own_line_titles.iter().find(|(at, _)| *at == h))
                .map(|(_, place)| *place)
                .filter(|_| unlettered && !lettered);
            let title_or_section = positional
                .as_ref()
                .filter(|_| heading_title.is_none() && unlettered)
                .map(|(_, no, col)| (*no, *col))
                .or(own_line);
            let title = heading_title.or_else(|| positional.map(|(t, _, _)| t));
            let body = build_text(part, report);
            out.push(Segment {
                law: law.as_ref().map(|l| l.0),
                law_evidence: law.as_ref().map(|l| l.1.clone()),
                title,
                title_or_section,
                content: Content::Text(body),
            });
        }
        if i < toks.len() {
            let (
                Tok::LawHeading {
                    law: n,
                    title,
                    marker,
                },
                line,
            ) = &toks[i]
            else {
                unreachable!()
            };
            report.remove(
                line.no,
                line.indent + 1,
                format!("law heading (Law {n}; its title goes to the front matter)"),
                marker.clone(),
            );
            if let Some(first) = headings.iter().find(|(l, _)| l == n).map(|(_, at)| *at) {
                let msg = format!(
                    "Law {n} begins a second time (its first heading is on line {first}); split the document and import the parts one at a time"
                );
                return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
            }
            if let Some(&(before, _)) = headings.last()
                && *n < before
            {
                report.doubt(
                    line.no,
                    line.indent + 1,
                    format!("Law {n} comes after Law {before} in this document"),
                    line.text.clone(),
                );
            }
            headings.push((*n, line.no));
            law = Some((
                *n,
                format!("law heading {marker:?}, line {}", line.no),
                title.clone(),
            ));
            heading_at = Some((line.no, line.indent));
        }
        start = i + 1;
    }
    Ok(out)
}

/// Section letters in Cyrillic or Greek become the Latin letters they stand for. A document
/// letters its sections either with look-alikes (А В С = A B C) or in its alphabet's order (А Б В
/// = A B C); the reading under which the letters run A, B, C … (restarting at A for a new law)
/// is the document's, and where both or neither do, look-alikes are read unless a letter has no
/// look-alike. The reading is written to the report's decisions.
fn section_letters(toks: &mut [(Tok, &Line)], report: &mut Report) {
    use crate::letters::{alphabet_section_letter, latin_section_letter};
    let letters: Vec<char> = toks
        .iter()
        .filter_map(|(t, _)| match t {
            Tok::Section { letter, .. } => *letter,
            _ => None,
        })
        .collect();
    if letters.iter().all(char::is_ascii_uppercase) {
        return;
    }
    let runs = |read: fn(char) -> Option<char>| {
        let mapped: Option<Vec<char>> = letters.iter().map(|c| read(*c)).collect();
        let mapped = mapped?;
        let ordered = mapped
            .windows(2)
            .all(|w| w[1] == 'A' || w[1] as u32 == w[0] as u32 + 1)
            && mapped.first() == Some(&'A');
        Some(ordered)
    };
    let (look, alpha) = (runs(latin_section_letter), runs(alphabet_section_letter));
    let alphabet = matches!((look, alpha), (None, Some(_)) | (Some(false), Some(true)));
    let ordered = if alphabet { alpha } else { look } == Some(true);
    let read: fn(char) -> Option<char> = if alphabet {
        alphabet_section_letter
    } else {
        latin_section_letter
    };
    let mut pairs = Vec::new();
    for (t, line) in toks.iter_mut() {
        if let Tok::Section {
            letter: Some(c), ..
        } = t
            && !c.is_ascii_uppercase()
            && let Some(l) = read(*c)
        {
            if !ordered {
                report.doubt(
                    line.no,
                    line.indent + 1,
                    format!("section letter {c} read as {l}, though the letters run in order under neither reading"),
                    line.text.clone(),
                );
            }
            let shown = if *c == crate::letters::STIGMA {
                "ΣΤ".to_string()
            } else {
                c.to_string()
            };
            pairs.push(format!("{shown}={l}"));
            *c = l;
        }
    }
    report.decisions.push(format!(
        "{SECTION_LETTERS}{} ({})",
        if alphabet { ALPHABET_ORDER } else { LOOK_ALIKE },
        pairs.join(" ")
    ));
}

const SECTION_LETTERS: &str = "section letters: read ";
const ALPHABET_ORDER: &str = "in their alphabet's order";
const LOOK_ALIKE: &str = "as the Latin letters they look like";

/// The letter scheme [`section_letters`] decided for the document (its decision line in the
/// report), for the front matter's `letters` field; `None` when its section letters were Latin.
pub(crate) fn letters_decided(report: &Report) -> Option<crate::corpus::model::Letters> {
    let how = report
        .decisions
        .iter()
        .find_map(|d| d.strip_prefix(SECTION_LETTERS))?;
    if how.starts_with(ALPHABET_ORDER) {
        Some(crate::corpus::model::Letters::Alphabet)
    } else if how.starts_with(LOOK_ALIKE) {
        Some(crate::corpus::model::Letters::LookAlike)
    } else {
        None
    }
}

/// A line that reads as a law heading but for its number ("LAW 94 – …", "Przepis 0") is an
/// error at that line: the Laws run 1–93, and kept as text it would hide a law boundary.
fn heading_numbers_in_range(source: &str, raw: &str, toks: &[(Tok, &Line)]) -> Result<(), Error> {
    for (i, (tok, line)) in toks.iter().enumerate() {
        let starts = i == 0 || matches!(toks[i - 1].0, Tok::Blank);
        if !starts || !matches!(tok, Tok::Text(_)) {
            continue;
        }
        let Some((_, number, rest)) = word_law(&line.text) else {
            continue;
        };
        let Some((_, title)) = law_heading_rest(rest) else {
            continue;
        };
        let n: u64 = number.parse().unwrap_or(u64::MAX);
        if (1..=u64::from(crate::corpus::model::MAX_LAW)).contains(&n)
            || !(title.is_empty() || heading_like(title))
        {
            continue;
        }
        let msg = format!(
            "this reads as the heading of Law {}, but the Laws run 1–{}",
            number,
            crate::corpus::model::MAX_LAW
        );
        return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
    }
    Ok(())
}

/// A law heading's place (line, indent) and the place (line, column) of the title found on the
/// line after it ([`titles_on_their_own_line`]).
type OwnLineTitle = ((usize, usize), (usize, usize));

/// A law heading with no title ("LAW 68", "Правило 68.") whose next line is a short line
/// standing alone ("CLAIM OR CONCESSION OF TRICKS"): that line is the law's title, as PDF and
/// word-processor layouts put it on a line of its own.
///
/// Returns, for each heading given its title so, the heading's place (line, indent: several
/// headings can share a line, as pieces between rules cut out of it) and the title's place
/// (line, column): where the law's sections are unlettered, that line might instead be section A's
/// heading, which import decides by the manifests' titles.
fn titles_on_their_own_line(toks: &mut [(Tok, &Line)]) -> Vec<OwnLineTitle> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let Tok::LawHeading { title: None, .. } = &toks[i].0 else {
            continue;
        };
        let Some(j) = (i + 1..toks.len()).find(|&j| !matches!(toks[j].0, Tok::Blank)) else {
            continue;
        };
        let Tok::Text(t) = &toks[j].0 else { continue };
        let alone = toks[j].1.hard_end
            || toks
                .get(j + 1)
                .is_none_or(|(n, _)| !matches!(n, Tok::Text(_)));
        if alone && heading_like(t) && t.chars().next().is_some_and(char::is_uppercase) {
            let t = t.clone();
            out.push((
                (toks[i].1.no, toks[i].1.indent),
                (toks[j].1.no, toks[j].1.indent + 1),
            ));
            toks[j].0 = Tok::Blank;
            if let Tok::LawHeading { title, .. } = &mut toks[i].0 {
                *title = Some(t);
            }
        }
    }
    out
}

/// Item markers in Cyrillic (`(а)`, `(б)`) or Greek (`(α)`, `(β)`, `(στ)`) become the Latin item
/// letters they stand for: in their alphabet's order where a letter has no Latin look-alike (б,
/// в, г …; every Greek one), else as the look-alikes they are (а = a, с = c). The reading is
/// written to the report's decisions.
fn item_letters(toks: &mut [(Tok, &Line)], report: &mut Report) {
    use crate::letters::{alphabet_item_letter, latin_item_letter};
    let foreign = |m: &str| {
        m == "στ"
            || m.chars()
                .all(|c| ('а'..='я').contains(&c) || ('α'..='ω').contains(&c))
    };
    // The one letter a marker holds (Greek στ is stigma, the sixth).
    let letter = |m: &str| {
        if m == "στ" {
            Some('ϛ')
        } else {
            m.chars().next()
        }
    };
    let letters: Vec<char> = toks
        .iter()
        .filter_map(|(t, _)| match t {
            Tok::Marked(m, _) if foreign(m) => letter(m),
            _ => None,
        })
        .collect();
    if letters.is_empty() {
        return;
    }
    let alphabet = letters.iter().any(|c| latin_item_letter(*c).is_none());
    let read = if alphabet {
        alphabet_item_letter
    } else {
        latin_item_letter
    };
    let mut pairs: Vec<String> = Vec::new();
    for (t, _) in toks.iter_mut() {
        if let Tok::Marked(m, _) = t
            && foreign(m)
            && let Some(l) = letter(m).and_then(read)
        {
            let pair = format!("{m}={l}");
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
            *m = l.to_string();
        }
    }
    report.decisions.push(format!(
        "item letters: read {} ({})",
        if alphabet {
            "in their alphabet's order"
        } else {
            "as the Latin letters they look like"
        },
        pairs.join(" ")
    ));
}

/// A section heading whose title ends with a period ("A. Algemene doelstelling.") reads as a
/// section with one sentence of text; it is a title when it stands alone (a blank line or the
/// next block follows), is short (eight words or fewer) and has no other sentence punctuation.
/// The period stays in the title.
fn titles_with_a_period(toks: &mut [(Tok, &Line)]) {
    for i in 0..toks.len() {
        let Tok::Section {
            letter,
            title: None,
            text: Some(t),
        } = &toks[i].0
        else {
            continue;
        };
        let Some(stem) = t.strip_suffix('.') else {
            continue;
        };
        let alone = toks
            .get(i + 1)
            .is_none_or(|(next, _)| !matches!(next, Tok::Text(_)))
            || toks[i].1.hard_end;
        let short = stem.split_whitespace().count() <= 8;
        if alone
            && short
            && heading_like(stem)
            && !stem.contains(['.', ';', ':', '!', '?'])
            && stem.chars().next().is_some_and(char::is_uppercase)
        {
            toks[i].0 = Tok::Section {
                letter: *letter,
                title: Some(t.clone()),
                text: None,
            };
        }
    }
}

/// A line beginning with a marker in a form the Laws' clauses never take: `(A)`, `(1)`.
static UNUSED_MARKER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((?:[A-Z]{1,3}|\d{1,2})\)\s").unwrap());

/// Records the lines of one law's part that are kept as law text though no rule classified them
/// (see [`Report::doubts`]): text the document begins with mid-sentence (`first`: the part has no
/// law heading and begins the document), a short line standing alone among lettered sections,
/// a line without words, a line that begins with a bullet, text after the footnotes.
fn doubts(part: &[(Tok, &Line)], first: bool, report: &mut Report) {
    let lettered = part.iter().any(|(t, _)| matches!(t, Tok::Section { .. }));
    let mut seen_text = false;
    let mut seen_note = false;
    let mut in_note = false;
    for (i, (t, line)) in part.iter().enumerate() {
        match t {
            Tok::Footnote { .. } => {
                seen_note = true;
                in_note = true;
            }
            // A footnote's wrapped lines are the footnote's.
            Tok::Text(_) if in_note => {}
            Tok::Text(text) => {
                let alone = (i == 0 || matches!(part[i - 1].0, Tok::Blank))
                    && part.get(i + 1).is_none_or(|(n, _)| matches!(n, Tok::Blank));
                let reason = if inline_heading(text).is_some() {
                    Some(
                        "a section heading in capitals run into the text of a line: the sections cannot be told apart by the lines; kept as text",
                    )
                } else if first && !seen_text && text.starts_with(char::is_lowercase) {
                    Some("the document begins mid-sentence")
                } else if !text.chars().any(char::is_alphabetic) {
                    Some("a line without words")
                } else if text.starts_with(['-', '–', '—', '•', '·', '*', '▪', '◦'])
                    && text.chars().nth(1).is_some_and(char::is_whitespace)
                {
                    Some("a line beginning with a bullet")
                } else if UNUSED_MARKER.is_match(text) {
                    Some("a line beginning with a marker the Laws do not use ((A), (1))")
                } else if seen_note {
                    Some("text after the footnotes")
                } else if lettered
                    && alone
                    && heading_like(text)
                    && text.split_whitespace().count() <= 8
                {
                    Some("a short line standing alone, kept as a paragraph")
                } else {
                    None
                };
                if let Some(r) = reason {
                    report.doubt(line.no, line.indent + 1, r, text.clone());
                }
                seen_text = true;
            }
            Tok::Blank => in_note = false,
            _ => seen_text = true,
        }
    }
}

/// A law heading with nothing after it but other law headings (or the end) is the site's
/// navigation: a link to a neighbouring law. Taken out and reported, when the document has a law
/// with content, with the title it took from the line after it (`own_line_titles`, from
/// [`titles_on_their_own_line`]: heading line, title's line and column), which is reported on
/// its own line (found by the fuzz harness: "LAW 70" then "Contested Claim or Concession" at a
/// page's end lost the title line).
fn navigation(toks: &mut Vec<(Tok, &Line)>, own_line_titles: &[OwnLineTitle], report: &mut Report) {
    let n = toks.len();
    let mut nav = vec![false; n];
    for i in 0..n {
        if !matches!(toks[i].0, Tok::LawHeading { .. }) {
            continue;
        }
        let next = toks[i + 1..].iter().find(|(t, _)| !matches!(t, Tok::Blank));
        nav[i] = matches!(next, None | Some((Tok::LawHeading { .. }, _)));
        nav[i] = nav[i] || contents_run::ends_a_list(toks, &nav, i);
    }
    let real = (0..n).any(|i| matches!(toks[i].0, Tok::LawHeading { .. }) && !nav[i])
        || toks
            .iter()
            .any(|(t, _)| matches!(t, Tok::CommentaryItem { .. }));
    if !real {
        return;
    }
    let mut k = 0;
    toks.retain(|(t, line)| {
        let drop = nav[k];
        k += 1;
        if drop && let Tok::LawHeading { law, title, .. } = t {
            report.remove(
                line.no,
                line.indent + 1,
                format!("site navigation: a link to Law {law}"),
                line.text.clone(),
            );
            let own_line = own_line_titles
                .iter()
                .find(|(at, _)| *at == (line.no, line.indent));
            if let (Some((_, (title_line, column))), Some(title)) = (own_line, title) {
                report.remove(
                    *title_line,
                    *column,
                    format!("site navigation: the title of the link to Law {law}"),
                    title.clone(),
                );
            }
        }
        !drop
    });
}

/// Where a document has no lettered sections, short stand-alone lines are section headings; the
/// first, before any other text and with no law heading before it, is the law's title.
fn unlettered_headings(toks: &mut [(Tok, &Line)]) {
    if toks.iter().any(|(t, _)| matches!(t, Tok::Section { .. })) {
        return;
    }
    let mut seen_heading = false;
    let mut seen_text = false;
    for i in 0..toks.len() {
        let Tok::Text(t) = &toks[i].0 else {
            match toks[i].0 {
                Tok::Blank => {}
                Tok::LawHeading { .. } => {
                    seen_heading = true;
                    seen_text = false;
                }
                _ => seen_text = true,
            }
            continue;
        };
        let alone_before = i == 0 || matches!(toks[i - 1].0, Tok::Blank | Tok::LawHeading { .. });
        let alone_after = i + 1 == toks.len() || matches!(toks[i + 1].0, Tok::Blank);
        // A heading has a body: a line with nothing after it but a law heading or the end is
        // text (a page cut short), not a section's heading.
        let body_follows = toks[i + 1..]
            .iter()
            .find(|(t, _)| !matches!(t, Tok::Blank))
            .is_some_and(|(t, _)| !matches!(t, Tok::LawHeading { .. }));
        let starts_upper = t.chars().next().is_some_and(char::is_uppercase);
        // A table's row ("Teiler Nord:    Boards 1, 5, 9, 13") is no heading.
        let numbers = t
            .split(|c: char| !c.is_ascii_digit())
            .filter(|d| !d.is_empty())
            .count();
        if alone_before
            && alone_after
            && (body_follows || (!seen_heading && !seen_text))
            && starts_upper
            && heading_like(t)
            && t.chars().count() <= 80
            && numbers < 3
        {
            let t = t.clone();
            toks[i].0 = if !seen_heading && !seen_text {
                Tok::Title(t)
            } else {
                Tok::Section {
                    letter: None,
                    title: Some(t),
                    text: None,
                }
            };
            seen_heading = true;
        } else {
            seen_text = true;
        }
    }
    // A heading has a body: one followed by another heading with nothing between is text.
    let heading = |t: &Tok| matches!(t, Tok::Section { letter: None, .. });
    for i in 0..toks.len() {
        if !heading(&toks[i].0) {
            continue;
        }
        let next = toks[i + 1..].iter().find(|(t, _)| !matches!(t, Tok::Blank));
        if next.is_some_and(|(t, _)| heading(t))
            && let Tok::Section { title: Some(t), .. } = &toks[i].0
        {
            toks[i].0 = Tok::Text(t.clone());
        }
    }
}

/// An open list item: its indentation (in characters), its marker, and whether the marker was
/// written out (`(a)`) rather than given by a plain number's depth.
struct Open {
    indent: usize,
    marker: Marker,
    explicit: bool,
    /// Opened by a list restarting at 1 at its parent's indentation (see [`LawBody::restarted`]).
    flat: bool,
}

struct Builder<'a> {
    body: LawBody,
    /// Open list path, from the top-level list down.
    stack: Vec<Open>,
    para: Option<(usize, usize, Vec<String>)>,
    /// Whether the paragraph being gathered continues a list item's text.
    in_item: bool,
    /// Whether the last block was a list item (so an indented paragraph after it belongs to it).
    after_item: bool,
    /// Indented paragraphs (line numbers) that may close the law.
    indented: Vec<usize>,
    /// Where each list item's text begins (its line, the column), and each further paragraph
    /// of an item (its line, its indentation): for [`Builder::closing_after_list`].
    item_columns: Vec<(usize, usize)>,
    item_paragraphs: Vec<(usize, usize)>,
    /// Where lines kept as law text but to check are listed.
    report: &'a mut Report,
}

fn build_text(toks: &[(Tok, &Line)], report: &mut Report) -> LawBody {
    let mut b = Builder {
        body: LawBody::default(),
        stack: Vec::new(),
        para: None,
        in_item: false,
        after_item: false,
        indented: Vec::new(),
        item_columns: Vec::new(),
        item_paragraphs: Vec::new(),
        report,
    };
    let mut next_letter = b'A';
    // Whether the lines read are a footnote's (its first line, and wrapped lines after it).
    let mut in_note = false;
    for (tok, line) in toks {
        if in_note {
            if let (Tok::Text(t), false) = (tok, line.text.is_empty()) {
                let (_, note) = b.body.footnotes.last_mut().expect("in a footnote");
                note.text.push(' ');
                note.text.push_str(t);
                in_note = !line.hard_end;
                continue;
            }
            in_note = false;
        }
        if matches!(tok, Tok::Footnote { .. }) {
            in_note = !line.hard_end;
        }
        match tok {
            Tok::Blank => b.flush(),
            Tok::Title(_) | Tok::LawHeading { .. } | Tok::CommentaryItem { .. } => b.flush(),
            Tok::Section {
                letter,
                title,
                text,
            } => {
                b.flush();
                b.stack.clear();
                b.after_item = false;
                let letter = letter.unwrap_or(next_letter as char);
                if !letter.is_ascii_uppercase() {
                    b.unread_section(line, letter);
                    continue;
                }
                let twice = b.body.sections.iter().any(|s| s.letter == letter);
                if let Some(prev) = b.body.sections.last().map(|s| s.letter)
                    && (twice || letter < prev)
                {
                    b.unordered_section(line, letter, prev, twice);
                    continue;
                }
                next_letter = (letter as u8).saturating_add(1);
                b.body.sections.push(Section {
                    letter,
                    title: title.clone(),
                    line: line.no,
                    paras: Vec::new(),
                    children: Vec::new(),
                    after: Vec::new(),
                });
                if let Some(t) = text {
                    b.body
                        .sections
                        .last_mut()
                        .expect("just pushed")
                        .paras
                        .push(Para {
                            line: line.no,
                            text: t.clone(),
                        });
                }
            }
            Tok::Numbered(n, text) => {
                // "1. (a) text": a subsection and its first item on one line.
                match MARKED.captures(text) {
                    // Where the subsection's number is kept as text (out of order, or no clause
                    // where it stands), the whole line is, its item marker with it.
                    Some(m) if b.list_item(line, line.indent, None, *n, "") => {
                        let inner = line.indent + line.text.chars().count() - text.chars().count();
                        let rest = m.get(2).map_or("", |x| x.as_str());
                        b.list_item(line, inner, Some(&m[1]), 0, rest);
                    }
                    Some(_) => {}
                    None => {
                        b.list_item(line, line.indent, None, *n, text);
                    }
                }
            }
            Tok::Marked(m, text) => {
                b.list_item(line, line.indent, Some(m), 0, text);
            }
            Tok::Footnote { mark, text } => b.footnote(line, mark, text),
            Tok::Text(t) => b.text(line, t),
        }
        if line.hard_end {
            b.flush();
        }
    }
    b.flush();
    b.closing();
    b.closing_after_list();
    // The Laws number a law's clauses within its sections: numbered clauses with no section
    // above them are a page that lost its section headings (72 1, 2, 3 for 72B1, B2, B3).
    if b.body.sections.is_empty()
        && let Some(first) = b.body.top.first()
        && let Some((_, line)) = toks.iter().find(|(_, l)| l.no == first.line)
    {
        b.report.doubt(
            line.no,
            line.indent + 1,
            "numbered clauses with no section heading above them: the Laws number clauses within their sections, so the page has probably lost its section headings and these clause ids would be wrong",
            line.text.clone(),
        );
    }
    b.body
}

impl Builder<'_> {
    /// The footnote marked `mark` whose first line (`line`) reads `text`; a second footnote with
    /// the same mark is kept as text of the footnote before it, named as a doubt
    /// ([`Builder::second_footnote`]).
    fn footnote(&mut self, line: &Line, mark: &String, text: &str) {
        self.flush();
        if self.body.footnotes.iter().any(|(m, _)| m == mark) {
            self.second_footnote(line, mark);
            return;
        }
        self.body.footnotes.push((
            mark.clone(),
            Para {
                line: line.no,
                text: text.to_string(),
            },
        ));
    }

    fn text(&mut self, line: &Line, t: &str) {
        match &mut self.para {
            Some((_, _, lines)) => lines.push(t.to_string()),
            None => {
                self.in_item = self.after_item && line.indent > 0 && !self.stack.is_empty();
                self.para = Some((line.no, line.indent, vec![t.to_string()]));
            }
        }
    }

    /// Opens a list item at `indent`. A plain number (`1.`, `2)`) takes its level from the
    /// indentation, as nested lists that restart at each level do (number → (a) → (i)); an
    /// explicit marker takes it from its kind, whatever the indentation: `(a)` is an item under
    /// the open subsection, `(i)` a sub-item under the open item, unless it is the letter after
    /// the open item's (`(h)` then `(i)`).
    ///
    /// Returns whether an item was opened: `false` where the whole line was kept as text (its
    /// marker out of order or no clause where it stands), named as a doubt.
    fn list_item(
        &mut self,
        line: &Line,
        indent: usize,
        marked: Option<&str>,
        n: u16,
        text: &str,
    ) -> bool {
        self.flush();
        let read = match marked {
            Some(m) => self.explicit_level(m),
            None => self.plain_level(indent, n),
        };
        let marker = match read {
            Ok(m) => m,
            Err(why) => {
                self.unread_marker(line, &why);
                return false;
            }
        };
        let node = Node {
            marker,
            line: line.no,
            paras: Vec::new(),
            children: Vec::new(),
        };
        let siblings = self.siblings_mut();
        let first = match marker {
            Marker::Number(n) | Marker::Roman(n) => n == 1,
            Marker::Letter(c) => c == 'a',
        };
        if siblings.is_empty() && !first {
            let (no, col) = (line.no, line.indent + 1);
            let m = marker.cited();
            self.report.doubt(
                no,
                col,
                format!("a list that begins at {m}, not at its first number"),
                line.text.clone(),
            );
        }
        let mut marker = marker;
        let mut flat = false;
        // The indentation the item is open at (another where it is read one level up).
        let mut open_at = indent;
        let follows = |prev: Marker, m: Marker| match (prev, m) {
            (Marker::Number(a), Marker::Number(b)) | (Marker::Roman(a), Marker::Roman(b)) => {
                b == a + 1
            }
            (Marker::Letter(a), Marker::Letter(b)) => b as u32 == a as u32 + 1,
            _ => false,
        };
        let prev = self.siblings_mut().last().map(|p| {
            let colon = p
                .paras
                .last()
                .is_some_and(|t| t.text.trim_end().ends_with(':'));
            (p.marker, colon)
        });
        if let Some((prev_marker, colon)) = prev
            && !follows(prev_marker, marker)
        {
            if marked.is_none()
                && let Some(m) = self.flat_restart(line, indent, n, prev_marker, colon)
            {
                marker = m.0;
                flat = m.1;
            }
            let siblings = self.siblings_mut();
            let now_ok = siblings.last().is_none_or(|p| follows(p.marker, marker));
            if !now_ok {
                let p = siblings.last().map(|p| p.marker).unwrap_or(prev_marker);
                match self.unordered_item(line, indent, marked, n, marker, p) {
                    Some((m, at)) => (marker, open_at) = (m, at),
                    None => return false,
                }
            }
        }
        let node = Node { marker, ..node };
        self.siblings_mut().push(node);
        let column = line.indent + line.text.chars().count() - text.chars().count();
        self.item_columns.push((line.no, column));
        self.stack.push(Open {
            indent: open_at,
            marker,
            explicit: marked.is_some(),
            flat,
        });
        if !text.is_empty() {
            self.para = Some((line.no, indent, vec![text.to_string()]));
            self.in_item = true;
        }
        self.after_item = true;
        true
    }

    /// A plain number that does not continue its list (`n` after `prev`), read by the shape of
    /// lists that restart at each level with no indentation to tell the levels:
    /// - `1.` after an item ending with a colon (`2. … as follows:` / `1. …`) begins that item's
    ///   own list: its items (a), (b) … (or sub-items under an item); the line is recorded in
    ///   [`LawBody::restarted`] for the corpus's evidence;
    /// - a number continuing the list above such a list (`2.` after its items `1.` `2.` under
    ///   `1.`, where the inner list would need `3.`) closes the inner list;
    /// - `1.` again at the top of a law with no section heading at all (`1. 2. 3.`, then `1.`):
    ///   the page lost its section headings; the lists are read as sections A, B … by order, and
    ///   listed as a doubt.
    ///
    /// Returns the marker and whether it opens a restarted list; `None` where no reading fits
    /// (the caller reports the jump).
    fn flat_restart(
        &mut self,
        line: &Line,
        indent: usize,
        n: u16,
        prev: Marker,
        colon: bool,
    ) -> Option<(Marker, bool)> {
        // A number continuing the list above a restarted one (its parent item is open again,
        // flagged, at this indentation).
        if let Some(k) = self
            .stack
            .iter()
            .rposition(|o| o.flat && o.indent == indent)
        {
            let cont = match self.stack[k].marker {
                Marker::Number(a) => n == a + 1,
                Marker::Letter(c) => u32::from(n) + u32::from(b'a') == c as u32 + 2,
                Marker::Roman(_) => false,
            };
            if cont {
                let outer = self.stack[k].marker;
                self.stack.truncate(k);
                let m = match outer {
                    Marker::Letter(_) => {
                        Marker::Letter(char::from(b'a' + (n.clamp(1, 26) as u8 - 1)))
                    }
                    _ => Marker::Number(n),
                };
                return Some((m, false));
            }
        }
        if n != 1 {
            return None;
        }
        if colon && !matches!(prev, Marker::Roman(_)) {
            // The previous item is open again as the parent of its own list.
            self.stack.push(Open {
                indent,
                marker: prev,
                explicit: false,
                flat: true,
            });
            self.body.restarted.push(line.no);
            let m = match prev {
                Marker::Number(_) => Marker::Letter('a'),
                _ => Marker::Roman(1),
            };
            return Some((m, false));
        }
        if self.stack.is_empty()
            && self.body.sections.is_empty()
            && matches!(prev, Marker::Number(a) if a >= 2)
        {
            // Lost section headings: the lists so far become section A, this one section B.
            let top = std::mem::take(&mut self.body.top);
            let first_line = top.first().map_or(line.no, |n| n.line);
            self.body.sections.push(Section {
                letter: 'A',
                title: None,
                line: first_line,
                paras: Vec::new(),
                children: top,
                after: Vec::new(),
            });
            self.new_lost_section(line);
            return Some((Marker::Number(1), false));
        }
        if self.stack.is_empty()
            && !self.body.sections.is_empty()
            && self
                .body
                .sections
                .iter()
                .all(|s| s.title.is_none() && s.paras.is_empty())
            && matches!(prev, Marker::Number(a) if a >= 2)
        {
            self.new_lost_section(line);
            return Some((Marker::Number(1), false));
        }
        None
    }

    /// A section for a list restarting at 1 where the page lost its section headings.
    fn new_lost_section(&mut self, line: &Line) {
        let letter = self
            .body
            .sections
            .last()
            .map_or('A', |s| char::from(s.letter as u8 + 1));
        self.body.sections.push(Section {
            letter,
            title: None,
            line: line.no,
            paras: Vec::new(),
            children: Vec::new(),
            after: Vec::new(),
        });
        self.report.doubt(
            line.no,
            line.indent + 1,
            format!(
                "a list that restarts at 1 with no section heading before it: the page lost its section headings; read as section {letter} by order"
            ),
            line.text.clone(),
        );
    }

    /// The marker of an explicit `(x)` item, with the open path cut back to its parent.
    fn explicit_level(&mut self, m: &str) -> Result<Marker, String> {
        let open_letter = self.stack.iter().rev().find_map(|o| match o.marker {
            Marker::Letter(c) => Some(c),
            _ => None,
        });
        let next_letter = open_letter.and_then(|c| char::from_u32(c as u32 + 1));
        let single = m.chars().count() == 1;
        let is_next_letter = single && next_letter == m.chars().next();
        // A sub-item list begins at (i); after it, any roman number continues it (a jump is
        // then reported as one). "(c)" after "(a)" is a letter, not the roman 100.
        let open_roman = matches!(self.stack.last().map(|o| o.marker), Some(Marker::Roman(_)));
        if open_letter.is_some()
            && !is_next_letter
            && let Some(v) = crate::corpus::model::parse_roman(m)
            && (open_roman || v == 1)
        {
            // A sub-item: its parent is the innermost open item.
            while self
                .stack
                .last()
                .is_some_and(|o| !matches!(o.marker, Marker::Letter(_)))
            {
                self.stack.pop();
            }
            return Ok(Marker::Roman(v));
        }
        if !single {
            return Err(format!("({m}) is neither an item letter nor under an item"));
        }
        // An item: its parent is the innermost open subsection, or the section itself.
        while self
            .stack
            .last()
            .is_some_and(|o| !matches!(o.marker, Marker::Number(_)))
        {
            self.stack.pop();
        }
        Ok(Marker::Letter(m.chars().next().expect("one letter")))
    }

    /// The marker of a plain-numbered item at `indent`, with the open path cut back to its
    /// parent: deeper or explicit items at its indentation close; an open plain item at the same
    /// indentation is its sibling.
    fn plain_level(&mut self, indent: usize, n: u16) -> Result<Marker, String> {
        while self
            .stack
            .last()
            .is_some_and(|o| o.indent > indent || (o.indent == indent && o.explicit))
        {
            self.stack.pop();
        }
        let sibling = self
            .stack
            .last()
            .filter(|o| o.indent == indent)
            .map(|o| o.marker);
        if sibling.is_some() {
            self.stack.pop();
        }
        let parent_rank = self.stack.last().map(|o| o.marker.rank());
        if n == 0 || (parent_rank == Some(0) && n > 26) {
            return Err(format!(
                "list number {n} cannot be a clause here (numbers run 1–26)"
            ));
        }
        Ok(match (parent_rank, sibling) {
            // A sibling keeps the kind of the list it continues.
            (_, Some(Marker::Letter(_))) | (Some(0), None) => {
                Marker::Letter(char::from(b'a' + (n.clamp(1, 26) as u8 - 1)))
            }
            (_, Some(Marker::Roman(_))) | (Some(1), None) => Marker::Roman(n),
            (None, _) | (_, Some(Marker::Number(_))) => Marker::Number(n),
            (Some(_), None) => {
                return Err("a list nested below sub-items: the Laws go no deeper than (i)".into());
            }
        })
    }

    /// The list the next item at the current stack depth goes into.
    fn siblings_mut(&mut self) -> &mut Vec<Node> {
        let depth = self.stack.len();
        let mut list = match self.body.sections.last_mut() {
            Some(s) => &mut s.children,
            None => &mut self.body.top,
        };
        for _ in 0..depth {
            list = &mut list.last_mut().expect("open list path").children;
        }
        list
    }

    fn current_item(&mut self) -> Option<&mut Node> {
        let depth = self.stack.len();
        if depth == 0 {
            return None;
        }
        let mut list = match self.body.sections.last_mut() {
            Some(s) => &mut s.children,
            None => &mut self.body.top,
        };
        for _ in 1..depth {
            list = &mut list.last_mut()?.children;
        }
        list.last_mut()
    }

    fn flush(&mut self) {
        let Some((line, indent, lines)) = self.para.take() else {
            return;
        };
        let para = Para {
            line,
            text: lines.join(" "),
        };
        if self.in_item
            && let Some(item) = self.current_item()
        {
            if !item.paras.is_empty() {
                self.item_paragraphs.push((para.line, indent));
            }
            let item = self.current_item().expect("just found");
            item.paras.push(para);
            self.in_item = false;
            return;
        }
        self.in_item = false;
        self.after_item = false;
        self.stack.clear();
        if indent > 0 {
            self.indented.push(line);
        }
        match self.body.sections.last_mut() {
            Some(s) if s.children.is_empty() => s.paras.push(para),
            Some(s) => s.after.push(para),
            None if self.body.top.is_empty() => self.body.preamble.push(para),
            None => self.body.closing.push(para),
        }
    }

    /// Indented paragraphs after the law's last list item, at its very end, indented less than
    /// where that item's text begins, close the law: an item's own further paragraphs line up
    /// with its text (`1. Tekst` / `   Dalej`), a closing paragraph does not (a block indented
    /// by two spaces after `1. …`, as the generated book prints the corpus's closing).
    fn closing_after_list(&mut self) {
        let (columns, paragraphs) = (&self.item_columns, &self.item_paragraphs);
        let list = match self.body.sections.last_mut() {
            Some(s) if s.after.is_empty() => &mut s.children,
            Some(_) => return,
            None if self.body.closing.is_empty() => &mut self.body.top,
            None => return,
        };
        let Some(mut item) = list.last_mut() else {
            return;
        };
        while !item.children.is_empty() {
            item = item.children.last_mut().expect("not empty");
        }
        let Some(&(_, column)) = columns.iter().rev().find(|(l, _)| *l == item.line) else {
            return;
        };
        let shallow = |p: &Para| {
            paragraphs
                .iter()
                .any(|&(l, indent)| l == p.line && indent > 0 && indent < column)
        };
        let keep = item.paras.len()
            - item
                .paras
                .iter()
                .skip(1)
                .rev()
                .take_while(|p| shallow(p))
                .count();
        let moved = item.paras.split_off(keep);
        self.body.closing.splice(0..0, moved);
    }

    /// Indented paragraphs at the very end of the last section close the law.
    fn closing(&mut self) {
        let indented = std::mem::take(&mut self.indented);
        let Some(s) = self.body.sections.last_mut() else {
            return;
        };
        // Paragraphs before the section's list are no closing: the list follows them.
        let list = if !s.after.is_empty() {
            &mut s.after
        } else if s.children.is_empty() {
            &mut s.paras
        } else {
            return;
        };
        let keep = list.len()
            - list
                .iter()
                .rev()
                .take_while(|p| indented.contains(&p.line))
                .count();
        // A section keeps at least its first paragraph.
        let keep = keep.max(usize::from(
            s.children.is_empty() && !list.is_empty() && keep == 0,
        ));
        let moved = list.split_off(keep);
        self.body.closing.splice(0..0, moved);
    }
}

// Long: one pass over a commentary's tokens with its segment and paragraph state.
#[allow(clippy::too_many_lines)]
fn commentary_segments(
    source: &str,
    raw: &str,
    toks: &[(Tok, &Line)],
    report: &mut Report,
) -> Result<Vec<Segment>, Error> {
    struct Cur {
        law: Option<u8>,
        title: Option<String>,
        evidence: Option<String>,
        intro: Vec<Para>,
        items: Vec<Item>,
    }
    let new = |law| Cur {
        law,
        title: None,
        evidence: None,
        intro: Vec::new(),
        items: Vec::new(),
    };
    let mut segs: Vec<Cur> = vec![new(None)];
    let mut para: Option<Para> = None;
    let flush = |para: &mut Option<Para>, segs: &mut Vec<Cur>| {
        let Some(p) = para.take() else { return };
        let cur = segs.last_mut().expect("never empty");
        match cur.items.last_mut() {
            Some(item) => item.paras.push(p),
            None => cur.intro.push(p),
        }
    };
    for (tok, line) in toks {
        match tok {
            Tok::CommentaryItem {
                law, number, text, ..
            } => {
                flush(&mut para, &mut segs);
                let cur = segs.last_mut().expect("never empty");
                match cur.law {
                    None => cur.law = Some(*law),
                    Some(l) if l != *law => segs.push(new(Some(*law))),
                    Some(_) => {}
                }
                let cur = segs.last_mut().expect("never empty");
                if cur.items.iter().any(|i| i.number == *number) {
                    let msg = format!("commentary item {law}.{number} appears twice");
                    return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
                }
                cur.items.push(Item {
                    number: *number,
                    line: line.no,
                    paras: Vec::new(),
                });
                para = Some(Para {
                    line: line.no,
                    text: text.clone(),
                });
            }
            Tok::LawHeading { law, title, marker } => {
                flush(&mut para, &mut segs);
                report.remove(
                    line.no,
                    line.indent + 1,
                    format!("law heading (Law {law}; its title goes to the front matter)"),
                    marker.clone(),
                );
                let cur = segs.last_mut().expect("never empty");
                if cur.law.is_none() && cur.items.is_empty() {
                    // Paragraphs before the first law heading with no item number: the book's
                    // own (its Definitions, a foreword), not this law's commentary.
                    for p in cur.intro.drain(..) {
                        report.remove(p.line, 1, "text before the first law heading", p.text);
                    }
                }
                if cur.law.is_some() || !cur.items.is_empty() {
                    segs.push(new(Some(*law)));
                }
                let cur = segs.last_mut().expect("never empty");
                cur.law = Some(*law);
                cur.title = title.clone();
                cur.evidence = Some(format!("law heading {marker:?}, line {}", line.no));
            }
            Tok::Blank => flush(&mut para, &mut segs),
            // A line that begins with a list marker ("(1) 60% соответствуют …", "(ii) данный
            // фальшренонс …") starts a paragraph of its own, as the book sets them: where a
            // page's double spacing left no blank line to tell, the marker does.
            _ if para.is_some() && COMMENTARY_POINT.is_match(&line.text) => {
                flush(&mut para, &mut segs);
                para = Some(Para {
                    line: line.no,
                    text: line.text.clone(),
                });
            }
            _ => match &mut para {
                Some(p) => {
                    p.text.push(' ');
                    p.text.push_str(&line.text);
                }
                None => {
                    para = Some(Para {
                        line: line.no,
                        text: line.text.clone(),
                    })
                }
            },
        }
        if line.hard_end {
            flush(&mut para, &mut segs);
        }
    }
    flush(&mut para, &mut segs);
    // A page that begins inside an item: text before its first item, 8.2, with no law heading
    // above it, is the end of the item before, 8.1 (the law's own introduction comes before
    // 8.1, so it cannot be that).
    if let Some(first) = segs.first_mut()
        && first.evidence.is_none()
        && !first.intro.is_empty()
        && let (Some(law), Some(item)) = (first.law, first.items.first())
        && item.number > 1
    {
        let (number, at) = (item.number - 1, item.line);
        let paras = std::mem::take(&mut first.intro);
        let p0 = &paras[0];
        report.decisions.push(format!(
            "commentary item {law}.{number}: the text before item {law}.{} (line {at}) is its end: the page begins inside it",
            number + 1
        ));
        if !p0.text.starts_with(char::is_uppercase) {
            report.doubt(
                p0.line,
                1,
                format!("the document begins mid-sentence, inside commentary item {law}.{number}"),
                p0.text.clone(),
            );
        }
        first.items.insert(
            0,
            Item {
                number,
                line: p0.line,
                paras,
            },
        );
    }
    Ok(segs
        .into_iter()
        .filter(|c| c.law.is_some() || !c.intro.is_empty() || !c.items.is_empty())
        .map(|c| Segment {
            title_or_section: None,
            law: c.law,
            law_evidence: Some(
                c.evidence
                    .unwrap_or_else(|| "commentary item numbers".into()),
            ),
            title: c.title,
            content: Content::Commentary {
                intro: c.intro,
                items: c.items,
            },
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::residue::clean;

    fn segs(text: &str) -> (Vec<Segment>, Report) {
        let mut r = Report::default();
        let (lines, _) = clean(text, &mut r);
        (segments("t.txt", text, &lines, false, &mut r).unwrap(), r)
    }

    fn markers(nodes: &[Node]) -> Vec<String> {
        nodes
            .iter()
            .flat_map(|n| {
                let mut v = vec![n.marker.cited()];
                v.extend(
                    markers(&n.children)
                        .into_iter()
                        .map(|c| format!("{}{c}", n.marker.cited())),
                );
                v
            })
            .collect()
    }

    #[test]
    fn nested_numbered_lists_map_by_depth() {
        let (s, _) = segs(
            "Tytuł\n\nSekcja\n\nTekst.\n\n1. Jeden.\n2. Dwa:\n   1. A.\n   2. B:\n      1. I.\n      2. II.\n",
        );
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(s[0].title.as_deref(), Some("Tytuł"));
        assert_eq!(b.sections[0].letter, 'A');
        assert_eq!(
            markers(&b.sections[0].children),
            ["1", "2", "2(a)", "2(b)", "2(b)(i)", "2(b)(ii)"]
        );
    }

    #[test]
    fn an_explicit_i_after_h_is_a_letter_and_under_a_letter_a_sub_item() {
        let items: String = ('a'..='j').map(|c| format!("({c}) Tekst {c}.\n")).collect();
        let (s, _) = segs(&format!("A. X\n\n1. Wstęp:\n{items}"));
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        let got = markers(&b.sections[0].children);
        assert_eq!(got.last().map(String::as_str), Some("1(j)"));
        assert_eq!(got.len(), 11);
        let (s, _) = segs("A. X\n\n(a) Jeden:\n(i) pierwszy,\n(ii) drugi.\n(b) Dwa.\n");
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(
            markers(&b.sections[0].children),
            ["(a)", "(a)(i)", "(a)(ii)", "(b)"]
        );
    }

    #[test]
    fn a_section_letter_with_no_latin_reading_is_kept_as_text_with_a_doubt() {
        let text = "А. Первый\n\nТекст.\n\nЪ. Второй\n\nТекст.\n";
        let mut r = Report::default();
        let (lines, _) = clean(text, &mut r);
        let s = segments("t.txt", text, &lines, false, &mut r).unwrap();
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        let paras: Vec<&str> = b.sections[0]
            .paras
            .iter()
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(paras, ["Текст.", "Ъ. Второй", "Текст."]);
        let d: Vec<(usize, &str)> = r
            .doubts
            .iter()
            .map(|d| (d.line, d.reason.as_str()))
            .collect();
        assert_eq!(
            d[1..],
            [(
                5,
                "section letter Ъ stands for no Latin letter (A–Z); kept as text"
            )]
        );
    }

    #[test]
    fn a_law_that_begins_twice_is_an_error_at_the_second_heading() {
        assert_eq!(
            seg_err("LAW 68 - CLAIM\n\nA. X\n\nText.\n\nLAW 68 - CLAIM\n\nA. X\n\nText.\n"),
            "t.txt:7:1: Law 68 begins a second time (its first heading is on line 1); split the document and import the parts one at a time"
        );
    }

    #[test]
    fn a_law_title_on_the_line_after_its_heading_is_the_title() {
        let (s, r) = segs("LAW 68\n\nCLAIM OR CONCESSION OF TRICKS\n\nA. Defined\n\nText.\n");
        assert_eq!(s[0].title.as_deref(), Some("CLAIM OR CONCESSION OF TRICKS"));
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert!(b.preamble.is_empty());
        assert!(r.doubts.is_empty());
    }

    #[test]
    fn the_next_number_after_a_wrapped_item_ending_mid_sentence_is_the_next_item() {
        let (s, _) = segs(
            "A. X\n\n1. Deklarujący nie wspomniał o tym atucie\nw swoim oświadczeniu albo\n2. jest prawdopodobne, że nie wiedział o atucie, oraz\n3. istniała możliwość wzięcia lewy.\n(a) Jeden\nciąg dalszy albo\n(b) dwa.\n",
        );
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(
            markers(&b.sections[0].children),
            ["1", "2", "3", "3(a)", "3(b)"]
        );
        assert_eq!(
            b.sections[0].children[0].paras[0].text,
            "Deklarujący nie wspomniał o tym atucie w swoim oświadczeniu albo"
        );
    }

    #[test]
    fn hyphen_joins_keep_a_real_hyphen_before_punctuation_and_the_paragraph_end() {
        let (s, r) = segs(
            "A. X\n\nBarwy biało-czerwony, a potem biało-\nczerwony, dalej.\n\nDruga uwa-\nga.(DC4)\nTrzecia uwaga.\n",
        );
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        let texts: Vec<&str> = b.sections[0]
            .paras
            .iter()
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(
            texts,
            [
                "Barwy biało-czerwony, a potem biało-czerwony, dalej.",
                "Druga uwaga.",
                "Trzecia uwaga."
            ]
        );
        let hyphens = r.entries.iter().filter(|e| e.text == "-").count();
        assert_eq!(hyphens, 1);
    }

    #[test]
    fn a_jump_in_numbering_is_kept_as_text_and_a_doubt_at_its_line() {
        let mut r = Report::default();
        let text = "A. X\n\n1. One.\n3. Three.\n";
        let (lines, _) = clean(text, &mut r);
        segments("t.txt", text, &lines, false, &mut r).unwrap();
        let d: Vec<(usize, &str)> = r
            .doubts
            .iter()
            .map(|d| (d.line, d.reason.as_str()))
            .collect();
        assert_eq!(
            d,
            [(
                4,
                "3 follows 1 in the same list: a clause missing before it, or its number misprinted; kept as text of 1 before it"
            )]
        );
    }

    #[test]
    fn hard_wraps_are_joined_and_placeholders_end_paragraphs() {
        let (s, _) = segs("68.1. Если\nсделанное.(DC4)\nВторой\nабзац.\n68.2. Ещё.");
        let Content::Commentary { items, .. } = &s[0].content else {
            panic!()
        };
        let texts: Vec<Vec<&str>> = items
            .iter()
            .map(|i| i.paras.iter().map(|p| p.text.as_str()).collect())
            .collect();
        assert_eq!(
            texts,
            [vec!["Если сделанное.", "Второй абзац."], vec!["Ещё."]]
        );
    }

    #[test]
    fn a_wrapped_line_that_begins_like_a_heading_is_text() {
        let text = "68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nA. Definicja\n\nOświadczenie jest deklaracją.\nPrzepis 70 stosuje się wtedy w przypadku\ngdy gracz pokazuje karty.\n";
        let (s, r) = segs(text);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].law, Some(68));
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(
            b.sections[0].paras[0].text,
            "Oświadczenie jest deklaracją. Przepis 70 stosuje się wtedy w przypadku gdy gracz pokazuje karty."
        );
        assert_eq!(r.entries.len(), 1);
    }

    #[test]
    fn a_number_like_1_5_starting_a_wrapped_line_is_not_a_commentary_item() {
        let (s, _) =
            segs("A. Definicja\n\nKara kosztuje\n1.5 punktu karnego.\n\nB. Inna\n\n1. X.\n2. Y.\n");
        let Content::Text(b) = &s[0].content else {
            panic!("read as commentary")
        };
        assert_eq!(
            b.sections[0].paras[0].text,
            "Kara kosztuje 1.5 punktu karnego."
        );
        assert_eq!(markers(&b.sections[1].children), ["1", "2"]);
    }

    #[test]
    fn a_capitalised_list_item_is_not_a_law_heading() {
        let (s, _) = segs("A. Organizacje\n\n1. PZBS i inne.\n\n2. WBF\n");
        assert_eq!(s.len(), 1);
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(markers(&b.sections[0].children), ["1", "2"]);
    }

    #[test]
    fn a_title_line_before_the_law_heading_is_reported_not_dropped() {
        let (s, r) = segs(
            "Międzynarodowe Przepisy Brydżowe\n\n68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nSędzia orzeka.\n",
        );
        assert_eq!(s.len(), 1);
        let got: Vec<(&str, &str)> = r
            .entries
            .iter()
            .map(|e| (e.reason.as_str(), e.text.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (
                    "a title line before the law heading",
                    "Międzynarodowe Przepisy Brydżowe"
                ),
                (
                    "law heading (Law 68; its title goes to the front matter)",
                    "68."
                ),
            ]
        );
    }

    fn seg_err(text: &str) -> String {
        let mut r = Report::default();
        let (lines, _) = clean(text, &mut r);
        segments("t.txt", text, &lines, false, &mut r)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn faults_are_reported_at_the_raw_documents_line() {
        assert_eq!(
            seg_err("68.1. A.\n68.1. B.\n"),
            "t.txt:2:1: commentary item 68.1 appears twice"
        );
    }

    #[test]
    fn a_footnote_mark_twice_and_a_number_that_is_no_clause_are_kept_as_text_with_a_doubt() {
        let doubts = |text: &str| {
            let mut r = Report::default();
            let (lines, _) = clean(text, &mut r);
            let s = segments("t.txt", text, &lines, false, &mut r).unwrap();
            let d: Vec<(usize, String)> =
                r.doubts.into_iter().map(|d| (d.line, d.reason)).collect();
            (s, d)
        };
        let (s, d) = doubts("A. X\n\nnormalny* tekst\n\n* Jeden.\n* Dwa.\n");
        assert_eq!(
            d[1..],
            [(
                6,
                "a second footnote marked *: another note marked alike, or the note before it going on; kept as text of the footnote before it".to_string()
            )]
        );
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(b.footnotes[0].1.text, "Jeden. * Dwa.");
        let (_, d) = doubts("A. X\n\n1. a\n   0. zero\n");
        assert_eq!(
            d,
            [(
                4,
                "list number 0 cannot be a clause here (numbers run 1–26); kept as text"
                    .to_string()
            )]
        );
    }

    #[test]
    fn numbers_outside_the_laws_are_not_commentary_items() {
        let (s, _) = segs("A. X\n\nTekst\n99.1. dalej.\n");
        assert!(matches!(s[0].content, Content::Text(_)));
    }

    #[test]
    fn wrapped_lines_that_begin_like_a_list_item_or_section_continue_their_sentence() {
        let text = "68. DEKLARACJA LUB ZRZECZENIE SIĘ LEW\n\nA. Definicja\n\nOświadczenie gracza zajmującego\n2. miejsce w turnieju jest deklaracją.\nZobacz punkt\nB. Sędzia zawsze orzeka o tym na stole.\nPatrz litera\n(a) niniejszego przepisu.\n";
        let (s, _) = segs(text);
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(b.sections.len(), 1);
        assert!(b.sections[0].children.is_empty());
        assert_eq!(
            b.sections[0].paras[0].text,
            "Oświadczenie gracza zajmującego 2. miejsce w turnieju jest deklaracją. Zobacz punkt B. Sędzia zawsze orzeka o tym na stole. Patrz litera (a) niniejszego przepisu."
        );
        // After a colon, a list begins.
        let (s, _) = segs("A. X\n\nwówczas:\n1. Jeden.\n2. Dwa.\n");
        let Content::Text(b) = &s[0].content else {
            panic!()
        };
        assert_eq!(markers(&b.sections[0].children), ["1", "2"]);
    }
}

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

use super::line::Line;
use super::report::Report;
use crate::corpus::model::roman;
use crate::error::{Error, InputError};

mod contents_run;
mod period_title;
mod repeated_heading;

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

mod builder;
mod classify;
mod commentary;
mod footnotes;
mod headings;
mod laws;
mod layout;
#[cfg(test)]
mod tests;

pub(crate) use classify::{Reads, is_law_heading, law_heading_parts, reads_as};
pub(crate) use footnotes::note_marks;
pub(crate) use headings::letters_decided;

use builder::build_text;
use classify::{
    COMMENTARY_POINT, MARKED, classify, heading_like, inline_heading, law_heading_rest,
    law_heading_rest_after, law_number, word_law,
};
use commentary::commentary_segments;
use footnotes::{marks_in_text, numbered_footnotes};
use headings::{
    doubts, heading_numbers_in_range, headings_inside_paragraphs, item_letters, navigation,
    section_letters, titles_on_their_own_line, titles_with_a_period, unlettered_headings,
};
use layout::{bullets, hyphenation};

/// Splits a cleaned document into its laws' parts, reporting the structural markers it consumes
/// (law headings' numbers, navigation links) in `report`. The steps, in order:
///
/// 1. the lines' layout: bullets a page's list markup left, words broken at a line's end;
/// 2. how each line reads alone ([`classify`]);
/// 3. each reading set right by its neighbours: headings inside a paragraph, law numbers, titles
///    on their own line or ending with a period, section and item letters, footnotes, links to
///    neighbouring laws, a law's heading repeated as a running header;
/// 4. a commentary's parts, or each law's clause tree ([`laws::laws`]).
///
/// Numbering that breaks the Laws' order is kept or read with a doubt (`unsure`), never an
/// error.
///
/// # Errors
/// An input error at the source line for a law that begins again after another law, a law
/// heading numbered outside the Laws, or a commentary item twice.
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
    headings_inside_paragraphs(&mut toks, report);
    heading_numbers_in_range(source, raw, &toks)?;
    let own_line_titles = titles_on_their_own_line(&mut toks);
    titles_with_a_period(&mut toks);
    period_title::law_title_with_a_period(&mut toks);
    section_letters(&mut toks, report);
    item_letters(&mut toks, report);
    numbered_footnotes(&mut toks, &marks, report);
    navigation(&mut toks, &own_line_titles, report);
    repeated_heading::repeated_headings(&mut toks, &own_line_titles, report);
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
    laws::laws(source, raw, &toks, &own_line_titles, report)
}

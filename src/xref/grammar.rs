//! The reference grammar shared by every language: targets ("16C", "68D2(b)(i)", "67В2" with a
//! Cyrillic В), lists and the document's letter scheme. Language files give the words.

use std::ops::Range;

use crate::model::{ClauseId, Document, Lang};

/// A reference found in a text run, before resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte range of the target's words in the text run.
    pub range: Range<usize>,
    /// The target when the text names its law ("przepis 16C").
    pub absolute: Option<ClauseId>,
    /// The target when the text names it relative to where it stands ("punktu B1", "(a) powyżej").
    pub relative: Option<Relative>,
}

/// The levels a relative reference names; the rest come from where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Relative {
    /// Section letter.
    pub section: Option<char>,
    /// Subsection number.
    pub subsection: Option<u16>,
    /// Item letter.
    pub item: Option<char>,
    /// Sub-item number.
    pub subitem: Option<u16>,
}

/// How a document letters its sections, deciding what a Cyrillic or Greek look-alike means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LetterScheme {
    /// Latin letters or their look-alikes: Cyrillic В is B.
    LookAlike,
}

impl LetterScheme {
    /// The scheme of a document.
    pub fn of(_doc: &Document) -> Self {
        LetterScheme::LookAlike
    }
}

/// Every reference in one text run of a document in language `lang`.
pub fn find_references(_lang: &Lang, _text: &str, _letters: &LetterScheme) -> Vec<Found> {
    Vec::new()
}

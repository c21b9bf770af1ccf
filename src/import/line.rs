//! The line types every stage of import shares: a raw document's [`Line`] after clean-up, and a
//! wiki [`Template`] found among its lines (metadata evidence). Clean-up (`residue`, `chrome`)
//! makes them; metadata, kind, structure and the bilingual and wiki-comparison readers read
//! them. They depend on nothing of import, so no stage imports another for its types.

/// A line of a raw document after clean-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// 1-based line number in the raw document.
    pub no: usize,
    /// Leading white space, in characters (NBSP included).
    pub indent: usize,
    /// The line's text without leading and trailing white space; empty for a blank line.
    pub text: String,
    /// A control-character placeholder ended the line: the word processor's paragraph end.
    pub hard_end: bool,
    /// The raw document's line goes on after this text: a rule (a run of one character) was cut
    /// out of the line after it, so no line break of the document follows, and a hyphen at the
    /// text's end is the document's, not a word broken at a line's end.
    pub cut_after: bool,
}

impl Line {
    /// A blank line at raw line `no`: where a paragraph ends.
    pub(crate) fn blank(no: usize) -> Line {
        Line::at(no, String::new())
    }

    /// Line `no` holding `text`, not indented, with nothing after it.
    pub(crate) fn at(no: usize, text: String) -> Line {
        Line {
            no,
            indent: 0,
            text,
            hard_end: false,
            cut_after: false,
        }
    }
}

/// A wiki template found in the document (`Sjabloon:2007:68` → parts `["2007", "68"]`,
/// `{{Przepis|68}}` → parts `["68"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    /// Line of the template name.
    pub line: usize,
    /// The template's name (or markup) as written.
    pub name: String,
    /// The parts after the namespace or template name, split at `:`, `/` or `|` (a named
    /// parameter `nr=68` gives its value).
    pub parts: Vec<String>,
    /// What the name is, as the report names the evidence: "wiki template name", or "wiki page
    /// id" for a DokuWiki page's own id (`law_91`, from `law_91.txt` in its page information).
    pub what: &'static str,
}

//! Kinds of document that are not a law's text: what a user feeds to `import` besides the Laws
//! (tables of contents, subject indexes, a book's front matter, the Definitions, posts and
//! articles that quote or cite laws). Each is told by its shape, read from the cleaned lines, and
//! import refuses it with a message naming the kind (a table of contents also proposes the law
//! titles it lists, for the edition's manifest). A later stage can take a kind over instead of
//! refusing it (a subject index into `translations/<lang>/index.yaml`, issue 20): [`Kind`] is
//! where it plugs in.
//!
//! Not for: telling law text from commentary (that is `structure`), nor residue.

use std::sync::LazyLock;

use regex::Regex;

use super::line::{Line, Template};
use crate::lang::all;

/// What a document is, when it is not law text or commentary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A table of contents: the law titles it lists, as (law, title, line).
    TableOfContents(Vec<(u8, String, usize)>),
    /// A subject index: terms with the laws they are in; the number of entry lines seen.
    SubjectIndex(usize),
    /// A book's front matter (title page, preface, introduction): the line that shows it.
    FrontMatter(String, usize),
    /// An entry of the Laws' Definitions (a wiki template named for a term): the term.
    Definition(String),
    /// A post, mail or article that quotes or cites laws: what shows it.
    Quotes(String),
    /// A wiki's comparison of two revisions (a diff view): the line of its first hunk header.
    Diff(String, usize),
}

impl Kind {
    /// The refusal's message for document `source`.
    pub fn message(&self) -> String {
        match self {
            Kind::TableOfContents(t) => format!(
                "a table of contents ({} law titles), not a law's text: import writes no corpus file for it",
                t.len()
            ),
            Kind::SubjectIndex(n) => format!(
                "a subject index (terms with the laws they are in; {n} entry lines), not a law's text: import cannot read a subject index yet"
            ),
            Kind::FrontMatter(l, line) => format!(
                "a book's front matter or a page about the Laws (a title page, preface, introduction or article: {l:?}, line {line}), not a law's text: the corpus has no place for it"
            ),
            Kind::Definition(t) => format!(
                "an entry of the Laws' Definitions ({t:?}), not a law: the corpus has no place for the Definitions yet"
            ),
            Kind::Quotes(why) => format!(
                "a post or article that quotes or cites the Laws ({why}), not a law's own text: import refuses it"
            ),
            Kind::Diff(l, line) => format!(
                "a wiki's comparison of two revisions (a diff view: {l:?}, line {line}): its lines mix the old text and the new, so it is no law's text"
            ),
        }
    }

    /// The refusal's help line; for a table of contents, the manifest lines it proposes.
    pub fn help(&self) -> String {
        match self {
            Kind::TableOfContents(t) => {
                let mut s = String::from(
                    "its titles can go into the edition's manifest, laws/<edition>.yaml, under each law's titles in this language:",
                );
                for (law, title, line) in t {
                    s.push_str(&format!("\n  {law}: {title:?} (line {line})"));
                }
                s
            }
            Kind::SubjectIndex(_) => "import the laws' texts instead".into(),
            Kind::FrontMatter(..) | Kind::Definition(_) => {
                "import the laws' own texts; this document is not one".into()
            }
            Kind::Quotes(_) => "import the law from its own text (a federation's page, the book); `lawref refs --parse` reads the references of any text".into(),
            Kind::Diff(..) => "import the revision's own page (its ?rev= view, or the page itself)".into(),
        }
    }
}

/// A dotted leader and a page number: `………43`, `.. 11`.
static LEADER_PAGE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\.{2,}\s*\d{1,3}\b").unwrap());
/// A dotted leader and a list of law numbers: an index entry (`…………19,32,35`).
static LEADER_LIST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?:\.{3,}|=)\s*\.*\s*\d{1,2}(?:\s*,\s*\d{1,2})+").unwrap());
/// A law's line in a table of contents: an optional law word, the number, a dot, the title, a
/// leader or a space, and a page number.
static TOC_LAW: LazyLock<Regex> = LazyLock::new(|| {
    let words: Vec<String> = all(|l| l.heading)
        .map(|w| format!("(?i:{})", regex::escape(w)))
        .collect();
    // "1. Talia …… 11", "PRAVIDLO 1 - BALÍČEK KARET... 10", "PRAVIDLO 2 SOUTĚŽNÍ KRABICE... 10".
    Regex::new(&format!(
        r"^(?:(?:{})\s+)?(\d{{1,2}})(?:\.\s*|\s+[-–—:]\s*|\s+)(\p{{Lu}}[^|]*?)\s*(?:\.{{1,}}\s*|\s+)(\d{{1,3}})$",
        words.join("|")
    ))
    .unwrap()
});

/// Whether the document's lines hold structure of a law: a law heading, a section heading, a
/// list item, a commentary item number, or two or more short lines standing alone (unlettered
/// section headings).
fn structured(lines: &[Line]) -> bool {
    structured_with(lines, false)
}

/// As [`structured`]; with `capitals_only`, a numbered line counts only where its text begins
/// with a capital, as the Laws' subsections do (an article's points "1. pravidla reagují …"
/// do not).
fn structured_with(lines: &[Line], capitals_only: bool) -> bool {
    static MARK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:(?:ΣΤ|[A-ZА-ЯΑ-Ω])\.\s|\d{1,2}[.)]\s|\([a-z]\)\s|\d{1,2}\.\d{1,3}\.)")
            .unwrap()
    });
    static LOWER_ITEM: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\d{1,2}[.)]\s+\p{Ll}").unwrap());
    let blank = |i: Option<&Line>| i.is_none_or(|l| l.text.is_empty());
    let alone = (0..lines.len())
        .filter(|&i| {
            let t = &lines[i].text;
            !t.is_empty()
                && t.split_whitespace().count() <= 8
                && !t.ends_with(['.', ';', ':', ',', '?', '!'])
                && t.starts_with(char::is_uppercase)
                && i > 0
                && blank(lines.get(i - 1))
                && blank(lines.get(i + 1))
        })
        .count();
    alone >= 2
        || lines.iter().any(|l| {
            (MARK.is_match(&l.text) && !(capitals_only && LOWER_ITEM.is_match(&l.text)))
                || super::structure::is_law_heading(&l.text)
        })
}

/// What the document is, if it is not law text: `lines` are the cleaned lines, `templates` the
/// wiki templates found, `lang` the document's language where known (`--lang`).
pub fn kind(
    lines: &[Line],
    templates: &[Template],
    lang: Option<&str>,
    edition_named: Option<(usize, &str)>,
    edition_in_text: Option<(usize, &str)>,
) -> Option<Kind> {
    let texts: Vec<&str> = lines
        .iter()
        .map(|l| l.text.as_str())
        .filter(|t| !t.is_empty())
        .collect();
    let whole = texts.join("\n");
    // A wiki template named for a term, not a law: an entry of the Definitions.
    if let Some(t) = templates.iter().find(|t| {
        t.parts.last().is_some_and(|p| {
            p.chars().next().is_some_and(char::is_uppercase)
                && p.parse::<crate::corpus::model::ClauseId>().is_err()
        }) && t
            .parts
            .iter()
            .any(|p| p.len() == 4 && p.parse::<u16>().is_ok())
    }) {
        return Some(Kind::Definition(
            t.parts.last().cloned().unwrap_or_default(),
        ));
    }
    // A diff view's hunk header: "Line 1: Line 1:", "Γραμμή 1: Γραμμή 1:", "Regel 5: Regel 5:".
    if let Some(l) = lines.iter().find(|l| hunk_header(&l.text)) {
        return Some(Kind::Diff(l.text.clone(), l.no));
    }
    let index_lines = texts.iter().filter(|t| LEADER_LIST.is_match(t)).count();
    if index_lines >= 3 {
        return Some(Kind::SubjectIndex(index_lines));
    }
    let toc = contents_titles(lines);
    // A contents page's entries stand together: from the first to the last, at least half the
    // lines are entries. Law headings whose titles end in a number ("Law 68 – Title 68"), each
    // followed by its text, are a law's text.
    let toc = if toc_entries_together(lines, &toc) {
        toc
    } else {
        Vec::new()
    };
    let leaders = LEADER_PAGE.find_iter(&whole).count();
    let headings_only = toc_without_pages(&texts) || headings_without_text(lines);
    if leaders >= 4 || toc.len() >= 3 || headings_only {
        let titles = if toc.is_empty() {
            plain_titles(lines)
        } else {
            toc
        };
        return Some(Kind::TableOfContents(titles));
    }
    let has_structure = structured(lines);
    let law_heading = texts.iter().any(|t| super::structure::is_law_heading(t));
    // A title page: the edition's name on a line, and no law's structure.
    if let Some((no, name)) = edition_named.filter(|_| !has_structure) {
        return Some(Kind::FrontMatter(name.to_string(), no));
    }
    let lettered = texts.iter().any(|t| sections(t));
    // Front matter: a short line that begins with a front-matter heading, and no law in the text.
    if !law_heading && !lettered {
        for l in lines.iter().filter(|l| !l.text.is_empty()) {
            let low = l.text.to_lowercase();
            if l.text.split_whitespace().count() <= 14
                && all(|x| x.kinds.front).any(|w| low == w || low.starts_with(&format!("{w} ")))
            {
                return Some(Kind::FrontMatter(l.text.clone(), l.no));
            }
        }
    }
    // A wiki page named for a law (`Sjabloon:1963:71`, DokuWiki's `law_11`) is that law's own
    // page: a law cited in it, with no structure around (one paragraph of a law), is no sign
    // of a post that quotes laws.
    let wiki_law = super::metadata::template_law(templates).is_some();
    if let Some(q) = quotes(&texts, &whole, lang, has_structure || wiki_law) {
        return Some(Kind::Quotes(q));
    }
    // A page naming the edition in its text (a docplayer transcript's title page, an article
    // on the new Laws), with no law's structure (no law heading, no section, lettered or
    // standing alone, no subsection beginning with a capital): front matter, or about the Laws.
    edition_named
        .or(edition_in_text)
        .filter(|_| !lettered && !structured_with(lines, true))
        .map(|(no, name)| Kind::FrontMatter(name.to_string(), no))
}

/// A lettered section heading line (`A. Title`).
fn sections(t: &str) -> bool {
    static SECTION: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(?:ΣΤ|[A-ZА-ЯΑ-Ω])\.\s+\S").unwrap());
    SECTION.is_match(t)
}

/// The signs of a post or article that quotes or cites laws: quoting lines (`>`), an
/// attribution ("… wrote:", "said:"), the first or second person ("I", "you": law text has
/// neither), a law cited and then quoted (`Law 68A: "Any statement …`), or, with no structure
/// of a law at all, laws cited by their word.
fn quotes(texts: &[&str], whole: &str, lang: Option<&str>, has_structure: bool) -> Option<String> {
    static CITED_QUOTE: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = all(|l| l.refs.law).map(regex::escape).collect();
        Regex::new(&format!(
            r#"(?i)\b(?:{})\s+\d{{1,2}}[A-Z]?\d?(?:\([a-z]\))?\s*(?::|\s(?:states|says|specifies|reads|provides)(?:\s+that)?,?)\s*["“„]\p{{Lu}}"#,
            words.join("|")
        ))
        .unwrap()
    });
    static CITED: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = all(|l| l.refs.law).map(regex::escape).collect();
        Regex::new(&format!(
            r"(?i)\b(?:{})\s+(\d{{1,2}}(?:[A-Z]\d?(?:\([a-z]\))?)?)\b|\bL\d{{1,2}}\b",
            words.join("|")
        ))
        .unwrap()
    });
    // A mailing list's archived message: its sender's address written "name at host".
    static SENDER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^[\w.+-]+ at [\w-]+(?:\.[\w-]+)+(?:\s+[\w.+-]+ at [\w-]+(?:\.[\w-]+)+)*$")
            .unwrap()
    });
    if let Some(t) = texts.iter().take(8).find(|t| SENDER.is_match(t)) {
        return Some(format!(
            "a mailing list's archived message, its sender {t:?}"
        ));
    }
    let quoted = texts.iter().filter(|t| t.starts_with('>')).count();
    if quoted >= 2 {
        return Some(format!("{quoted} quoted lines beginning with >"));
    }
    // A form's check boxes ("( ) Yes ( ) No"), a slide's bullets run into one line (" • ").
    let boxes = texts.iter().filter(|t| t.contains("( )")).count();
    if boxes >= 2 {
        return Some(format!("a form: {boxes} lines with check boxes \"( )\""));
    }
    let slides = texts
        .iter()
        .filter(|t| t.matches(" • ").count() >= 2)
        .count();
    if slides >= 2 {
        return Some(format!(
            "slides: {slides} lines of points run together with \" • \""
        ));
    }
    // Each line lower-cased once, not once per word (a book has thousands of lines).
    let lows: Vec<String> = texts.iter().map(|t| t.to_lowercase()).collect();
    let wrote = all(|l| l.kinds.wrote).find(|w| {
        let (end, inside) = (format!(" {w}:"), format!(" {w}:\n"));
        lows.iter()
            .any(|low| low.ends_with(&end) || low.contains(&inside))
    });
    if let Some(w) = wrote {
        return Some(format!("an attribution line \"… {w}:\""));
    }
    // A page that says it quotes the Laws ("einige ausgewählte Passagen", "цитат из Кодекса").
    for t in texts.iter().take(10) {
        let low = t.to_lowercase();
        let words: Vec<&str> = low
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let says = all(|l| l.kinds.excerpts).find(|e| {
            let e: Vec<&str> = e.split(' ').collect();
            words.windows(e.len()).any(|w| w == e.as_slice())
        });
        if let Some(e) = says.filter(|_| words.len() <= 30) {
            return Some(format!("it says it gives excerpts ({e:?}: {t:?})"));
        }
    }
    // Clauses quoted one by one, each under its clause id ("Loi 7.A page 17 – Place de l'étui").
    static CLAUSE_LINE: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = all(|l| l.refs.law).map(regex::escape).collect();
        Regex::new(&format!(
            r"(?i)^(?:{})\s+\d{{1,2}}\.?(?-i:[A-Z])\b",
            words.join("|")
        ))
        .unwrap()
    });
    let clause_lines: Vec<&&str> = texts.iter().filter(|t| CLAUSE_LINE.is_match(t)).collect();
    if clause_lines.len() >= 3 {
        return Some(format!(
            "{} clauses quoted one by one under their ids (\"{}\" …)",
            clause_lines.len(),
            clause_lines[0]
        ));
    }
    if let Some(why) = first_person(whole, lang) {
        return Some(why);
    }
    if let Some(m) = CITED_QUOTE.find(whole) {
        return Some(format!("a law cited and quoted: {:?}", m.as_str()));
    }
    if !has_structure {
        let cited: Vec<&str> = CITED
            .captures_iter(whole)
            .filter_map(|c| c.get(1).or_else(|| c.get(0)))
            .map(|m| m.as_str())
            .collect();
        if !cited.is_empty() {
            return Some(format!(
                "no law's structure, and it cites Law {}",
                cited.join(", ")
            ));
        }
    }
    None
}

/// The first or second person in `whole`, in the language `lang` gives, else the one its
/// words are in: at least 3 such words, and at least one word in 200.
fn first_person(whole: &str, lang: Option<&str>) -> Option<String> {
    // The pronouns of the document's language: the flag's, else the words' (whatlang).
    let detected = super::metadata::detect_lang(whole).map(|(l, _)| l.0);
    let langs: Vec<&crate::lang::Language> = lang
        .map(str::to_string)
        .or(detected)
        .and_then(|c| crate::lang::get(&c))
        .into_iter()
        .collect();
    let words: Vec<String> = whole
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    for l in langs {
        let persons = l.kinds.persons;
        let n = words
            .iter()
            .filter(|w| persons.contains(&w.as_str()))
            .count();
        if n >= 3 && n * 200 >= words.len() {
            return Some(format!(
                "{n} words in the first or second person ({}), which law text has none of",
                l.code
            ));
        }
    }
    None
}

/// The law titles of a table of contents with page numbers: `1. Talia …… 11`,
/// `Правило 12. Полномочия судьи…………43`, `ARTIKEL 69` / `Het instemmen … 85`; entries run
/// together on one line (split at `|` and before a law word) and wrapped entries are read too.
fn contents_titles(lines: &[Line]) -> Vec<(u8, String, usize)> {
    static SPLIT: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = all(|l| l.heading)
            .map(|w| format!("(?i:{})", regex::escape(w)))
            .collect();
        Regex::new(&format!(r"\s(?:{})\s+\d", words.join("|"))).unwrap()
    });
    static BARE: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = all(|l| l.heading)
            .map(|w| format!("(?i:{})", regex::escape(w)))
            .collect();
        Regex::new(&format!(r"^(?:{})\s+(\d{{1,2}})$", words.join("|"))).unwrap()
    });
    static PAGE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(\p{Lu}.*?)\s*(?:\.{1,}\s*|\s+)(\d{1,3})$").unwrap());
    // Entries, one a line: (line, text).
    let mut entries: Vec<(usize, String)> = Vec::new();
    for l in lines.iter().filter(|l| !l.text.is_empty()) {
        for piece in l.text.split('|') {
            let piece = piece.trim();
            // Split before each law word that a number follows ("…83 Правило 53. …").
            let mut from = 0;
            // After the white space the match begins with: one character, of one byte or
            // more (a no-break space is two).
            let cuts = SPLIT
                .find_iter(piece)
                .map(|m| m.start() + piece[m.start()..].chars().next().map_or(1, char::len_utf8))
                .chain([piece.len()]);
            for at in cuts {
                let e = piece[from..at].trim();
                if !e.is_empty() {
                    entries.push((l.no, e.to_string()));
                }
                from = at;
            }
        }
    }
    let mut out: Vec<(u8, String, usize)> = Vec::new();
    let mut i = 0;
    while i < entries.len() {
        let (no, e) = &entries[i];
        // A wrapped entry: the next piece begins in lower case and ends with the page number.
        let joined = match entries.get(i + 1) {
            Some((_, next))
                if !LEADER_PAGE.is_match(e)
                    && next.starts_with(char::is_lowercase)
                    && LEADER_PAGE.is_match(next) =>
            {
                i += 1;
                format!("{e} {next}")
            }
            _ => e.clone(),
        };
        if let Some(m) = TOC_LAW.captures(&joined)
            && let Ok(law) = m[1].parse::<u8>()
            && (1..=crate::corpus::model::MAX_LAW).contains(&law)
        {
            let title = m[2].trim_end_matches(['.', ' ']).to_string();
            if !out.iter().any(|(l, _, _)| *l == law) {
                out.push((law, title, *no));
            }
        } else if let Some(m) = BARE.captures(&joined)
            && let Ok(law) = m[1].parse::<u8>()
            && let Some((_, next)) = entries.get(i + 1)
            && let Some(t) = PAGE.captures(next)
            && !sections(next)
        {
            out.push((law, t[1].trim_end_matches(['.', ' ']).to_string(), *no));
            i += 1;
        }
        i += 1;
    }
    out
}

/// Whether a contents page's lines make up at least half of the non-blank lines from the first
/// law entry of `toc` (each with its line number) to the last: the law entries, and the lines
/// that end in a page number as a contents line does (a section's entry, `A. Instemming 85`;
/// the page number of an entry wrapped over two lines).
fn toc_entries_together(lines: &[Line], toc: &[(u8, String, usize)]) -> bool {
    static ENDS_IN_PAGE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:^|\s|\.)\d{1,3}$").unwrap());
    let (Some(first), Some(last)) = (toc.iter().map(|t| t.2).min(), toc.iter().map(|t| t.2).max())
    else {
        return true;
    };
    let in_span: Vec<&Line> = lines
        .iter()
        .filter(|l| (first..=last).contains(&l.no) && !l.text.trim().is_empty())
        .collect();
    let contents = in_span
        .iter()
        .filter(|l| toc.iter().any(|t| t.2 == l.no) || ENDS_IN_PAGE.is_match(l.text.trim_end()))
        .count();
    2 * contents >= in_span.len()
}

/// A diff view's hunk header: a word and a line number, twice ("Line 1: Line 1:").
pub(crate) fn hunk_header(t: &str) -> bool {
    static HUNK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(\p{L}+(?: \p{L}+)?) \d+:\s*(\p{L}+(?: \p{L}+)?) \d+:$").unwrap()
    });
    HUNK.captures(t.trim()).is_some_and(|m| m[1] == m[2])
}

/// A law's line in a list of headings: a law heading ("LOI 1 - Le jeu de cartes", "Artikel 1:
/// Das Kartenpaket", "Art. 1.- La baraja") or a number, a dot and a title ("6. Blandning och giv").
/// A numbered line that is a sentence (a subsection's text, "2. The Director awards … (see C2
/// below).") is no title: a title is short and ends in no sentence's punctuation.
fn law_line(t: &str) -> bool {
    static NUMBERED: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\d{1,2}\.\s+\p{Lu}").unwrap());
    super::structure::is_law_heading(t) || (NUMBERED.is_match(t) && title_like(t))
}

/// A line short enough for a heading (twelve words or fewer) that ends in no sentence's
/// punctuation (`.`, `;`, `:`, `,`).
fn title_like(t: &str) -> bool {
    t.split_whitespace().count() <= 12
        && t.chars().count() <= 80
        && !t
            .trim_end()
            .ends_with(['.', ';', ':', ',', '。', '：', '；', '，'])
}

/// A section's letter alone on its line, its title on the next ("A." / "对违例提出注意", as a
/// contents table flattened to text prints it).
fn letter_alone(t: &str) -> bool {
    static LETTER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(?:ΣΤ|[A-ZА-ЯΑ-Ω])[.、]$").unwrap());
    LETTER.is_match(t)
}

/// The headings of a part of the Laws with none of their text (a site's page of a chapter's
/// contents, "6. Blandning och giv" / "A. Blandningen" / "B. Given" …): three law lines or more,
/// and from the first of them on, every line a law line, a section line (`A. Title`, or `A.`
/// alone with its title on the next line) or a short line with no sentence in it (a part's heading, "AVDELNING 2 - REGELBROTT").
fn headings_without_text(lines: &[Line]) -> bool {
    let texts: Vec<&str> = lines
        .iter()
        .map(|l| l.text.as_str())
        .filter(|t| !t.is_empty())
        .collect();
    let Some(first) = texts.iter().position(|t| law_line(t)) else {
        return false;
    };
    let rest = &texts[first..];
    let laws = rest.iter().filter(|t| law_line(t)).count();
    let heading = title_like;
    laws >= 3
        && rest.iter().all(|t| {
            law_line(t)
                || (sections(t) && heading(t.split_once(' ').map_or("", |(_, r)| r)))
                || letter_alone(t)
                || heading(t)
        })
}

/// A table of contents without page numbers: five or more law lines `81. Title`, every line of
/// the document short (eight words or fewer) and none a sentence.
fn toc_without_pages(texts: &[&str]) -> bool {
    static LAW_LINE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\d{1,2}\.\s+\p{Lu}").unwrap());
    let laws = texts.iter().filter(|t| LAW_LINE.is_match(t)).count();
    laws >= 5
        && texts
            .iter()
            .all(|t| t.split_whitespace().count() <= 8 && !t.ends_with(['.', ';', ':']))
}

/// The law titles of a table of contents without page numbers (`81. Skyldigheter …`, `LOI 1 -
/// Le jeu de cartes`, `Artikel 1: Das Kartenpaket`, or a heading with its title on the next
/// line, `规则23` / `非正常的不叫引起损失`), each law once.
fn plain_titles(lines: &[Line]) -> Vec<(u8, String, usize)> {
    static LAW_LINE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(\d{1,2})\.\s+(\p{Lu}.*)$").unwrap());
    let mut out: Vec<(u8, String, usize)> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        // A heading with its title on the next line ("规则23" / "非正常的不叫引起损失").
        let next_title = || {
            lines[i + 1..]
                .iter()
                .find(|n| !n.text.is_empty())
                .map(|n| n.text.clone())
                .filter(|t| title_like(t) && !law_line(t) && !letter_alone(t) && !sections(t))
        };
        let found = super::structure::law_heading_parts(&l.text)
            .and_then(|(law, title)| Some((law, title.or_else(next_title)?)))
            .or_else(|| {
                let m = LAW_LINE.captures(&l.text)?;
                Some((m[1].parse().ok()?, m[2].to_string()))
            });
        if let Some((law, title)) = found
            && (1..=crate::corpus::model::MAX_LAW).contains(&law)
            && !out.iter().any(|(x, _, _)| *x == law)
        {
            out.push((law, title, l.no));
        }
    }
    out
}

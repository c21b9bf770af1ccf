//! The generated corpus as a book (`lawref generate --book pl`): every law of one language and
//! edition as a PDF-to-text export of a printed book of the Laws gives them, to test and time
//! import on a document of book length (issue 15). Importing the book gives back the corpus's
//! law texts (`tests/it/import_book.rs`).
//!
//! The shape is that of `pdftotext -layout` (poppler 22.12) run on a book laid out in
//! LibreOffice with space between paragraphs, as a real export made on this machine gives it
//! (`scripts/book-real-export.py` makes one from the same corpus; docs/performance-import.md
//! has what it showed):
//! - a title page (the edition's name, the publisher, a copyright line), with no running header
//!   and no page number;
//! - a table of contents: the contents heading in the language (`Spis treści`), then every
//!   chapter and law with a dotted leader and its page number (`Przepis 12 – Tytuł.......7`);
//! - the laws in chapters: a chapter heading (`ROZDZIAŁ III`, the chapter's title in capitals on
//!   the next line) before the chapter's first law; each law's heading in its language's style
//!   (`Przepis 12 – Tytuł`, `ARTIKEL 12 Titel`, `Правило 12. Заголовок`, `LAW 12` with the title
//!   on the next line); section headings `A. Title` (Russian: `А. Б. В.`, in the alphabet's
//!   order, as the corpus's `letters: alphabet` says); subsections `1.`, items `(a)` (Russian
//!   `(а) (б)`), sub-items `(i)`; the footnote mark after its word (`gracz*`) and the footnote
//!   (`* …`) at the law's end;
//! - every page after the title page begins with a form feed and the page's running header (the
//!   edition's name on even pages; on odd pages the law the page begins in, `Przepis 12`) and
//!   ends with its page number alone on a line; a blank line sets blocks apart (a heading, a
//!   paragraph, a paragraph with the list that follows it), list items follow one another
//!   without one; the file ends with a form feed, as pdftotext's output does;
//! - lines hard-wrapped at [`WIDTH`] characters, and a long word that does not fit broken with a
//!   hyphen at the line's end (`zrzecze-` / `nie`), at a page's foot too (the word goes on after
//!   the next page's header);
//! - a law's closing paragraph (the corpus's `---`) indented by two spaces.
//!
//! pdftotext's default mode differs: it joins a word hyphenated at a line's end within a page
//! (not across pages), drops indentation, and sets consecutive paragraphs of a page in one block
//! with no blank line between (a paragraph's end then shows only as a short line ending a
//! sentence), which import does not read as paragraph breaks.
//!
//! The layout never makes what no reader could read back: a page breaks between blocks, or
//! inside a paragraph only where its sentence runs on (the line before ends without `.:;!?`, the
//! next begins in lower case: a real book also breaks a page after a sentence's end, which no
//! reader of the text can tell from a paragraph's end); a heading stays on the page of the
//! block after it; a wrapped line never begins with what reads as structure (a number, `(`,
//! `A.`, a mark, a law word).

use super::{
    Cite, Doc, FOOTNOTE_MARK, ItemPart, LANG_SPECS, Lang, Parts, Rng, Shape, Spec, cite_targets,
    edition_years, hash, law_title, word,
};
use crate::corpus::model::roman;
use crate::error::{Error, Result};

/// Characters on a line of the book's text (an A5 page at 11 pt, as pdftotext gives it).
pub const WIDTH: usize = 72;
/// Lines of text on a page, the running header and the page number aside.
const PAGE_LINES: usize = 40;
/// The indentation of a law's closing paragraph, in characters.
const CLOSING_INDENT: usize = 2;

/// How a law heading is printed.
#[derive(Debug, Clone, Copy)]
enum Style {
    /// `Przepis 12 – Tytuł`.
    Dash,
    /// `ARTIKEL 12 Titel`: the word in capitals, a space before the title.
    Space,
    /// `Правило 12. Заголовок`.
    Dot,
    /// `LAW 12`, and the title on a line of its own.
    OwnLine,
    /// `12. szabály – Cím`: the word after the number.
    After,
}

/// How one language prints its book: its word for a law (as a running header writes it) and the
/// style of its law headings, its contents heading, its word for a chapter.
#[derive(Debug)]
struct Print {
    code: &'static str,
    law: &'static str,
    style: Style,
    contents: &'static str,
    /// In capitals.
    chapter: &'static str,
    /// The chapter's number stands before the word (`III. FEJEZET`).
    chapter_after: bool,
}

const fn print(
    code: &'static str,
    law: &'static str,
    style: Style,
    contents: &'static str,
    chapter: &'static str,
) -> Print {
    Print {
        code,
        law,
        style,
        contents,
        chapter,
        chapter_after: false,
    }
}

/// The languages' print, in [`super::LANGS`] order. The law words are those of import's law
/// headings where it has them (pl, nl, ru, en, and the languages of `src/lang/`).
const PRINTS: [Print; 20] = [
    print("pl", "Przepis", Style::Dash, "Spis treści", "ROZDZIAŁ"),
    print("nl", "Artikel", Style::Space, "Inhoud", "HOOFDSTUK"),
    print("ru", "Правило", Style::Dot, "Содержание", "ГЛАВА"),
    print("en", "Law", Style::OwnLine, "Contents", "CHAPTER"),
    print("de", "Regel", Style::Dash, "Inhalt", "KAPITEL"),
    print("fr", "Loi", Style::Dash, "Sommaire", "CHAPITRE"),
    print("el", "Νόμος", Style::Dash, "Περιεχόμενα", "ΚΕΦΑΛΑΙΟ"),
    print("uk", "Правило", Style::Dot, "Зміст", "РОЗДІЛ"),
    print("it", "Legge", Style::Dash, "Indice", "CAPITOLO"),
    print("es", "Ley", Style::Dash, "Índice", "CAPÍTULO"),
    print("pt", "Lei", Style::Dash, "Índice", "CAPÍTULO"),
    print("sv", "Lag", Style::Dash, "Innehåll", "KAPITEL"),
    print("cs", "Zákon", Style::Dash, "Obsah", "KAPITOLA"),
    Print {
        chapter_after: true,
        ..print("hu", "szabály", Style::After, "Tartalom", "FEJEZET")
    },
    print("bg", "Правило", Style::Dot, "Съдържание", "ГЛАВА"),
    print("da", "Lov", Style::Dash, "Indhold", "KAPITEL"),
    print("nb", "Lov", Style::Dash, "Innhold", "KAPITTEL"),
    Print {
        chapter_after: true,
        ..print("fi", "Sääntö", Style::Dash, "Sisällys", "LUKU")
    },
    print("tr", "Kural", Style::Dash, "İçindekiler", "BÖLÜM"),
    print("ro", "Legea", Style::Dash, "Cuprins", "CAPITOLUL"),
];

/// The book of every law of language `lang` and the edition of `year` in the corpus of `spec`,
/// as one text (LF line ends, form feeds between pages): see the module's documentation. The
/// same arguments give the same bytes.
///
/// # Errors
/// [`Error::Usage`] when the corpus of `spec` has no language `lang` or no edition of `year`.
pub fn book(spec: &Spec, lang: &str, year: u16) -> Result<String> {
    let langs = &LANG_SPECS[..spec.langs.min(LANG_SPECS.len())];
    let Some(l) = langs.iter().find(|l| l.code == lang) else {
        let codes: Vec<&str> = langs.iter().map(|l| l.code).collect();
        return Err(Error::Usage(format!(
            "generate --book {lang}: the corpus's languages are {}",
            codes.join(", ")
        )));
    };
    let years = edition_years(spec);
    let Some(e) = years.iter().position(|y| *y == year) else {
        let ys: Vec<String> = years.iter().map(u16::to_string).collect();
        return Err(Error::Usage(format!(
            "generate --book {lang}:{year}: the corpus's editions are {}",
            ys.join(", ")
        )));
    };
    let p = PRINTS
        .iter()
        .find(|p| p.code == lang)
        .expect("every language has its print");
    let shapes: Vec<Shape> = (1..=spec.laws)
        .map(|law| Shape::of(spec.seed, law, e))
        .collect();
    let targets = cite_targets(&shapes);
    let chapters = chapters(spec, l);
    let mut body = Body::default();
    // Contents entries: their text and the body line they lead to.
    let mut entries: Vec<(String, usize)> = Vec::new();
    for shape in &shapes {
        body.law = shape.law;
        if let Some(ch) = chapters.iter().find(|c| c.first == shape.law) {
            let number = roman(ch.number).to_uppercase();
            let head = if p.chapter_after {
                format!("{number}. {}", p.chapter)
            } else {
                format!("{} {number}", p.chapter)
            };
            body.blank();
            entries.push((format!("{head} – {}", ch.title), body.lines.len()));
            body.heading(&head);
            body.heading(&ch.title);
        }
        let doc = Doc {
            spec,
            lang: l,
            year,
            edition: e,
            shape,
            targets: &targets,
        };
        let title = law_title(spec.seed, shape.law, l);
        let entry = match p.style {
            Style::After => format!("{}. {} – {title}", shape.law, p.law),
            _ => format!("{} {} – {title}", p.law, shape.law),
        };
        body.blank();
        entries.push((entry, body.lines.len()));
        law(&mut body, p, l, shape.law, &title, &doc.parts());
    }
    let pages = paginate(&body.lines);

    let name = format!("Laws of Duplicate Bridge {year}");
    let mut toc = vec![p.contents.to_string(), String::new()];
    let toc_pages = (toc.len() + entries.len()).div_ceil(PAGE_LINES);
    let first_body_page = 2 + toc_pages;
    let page_of = |line: usize| first_body_page + pages.partition_point(|&(s, _)| s <= line) - 1;
    for (text, line) in &entries {
        let page = page_of(*line).to_string();
        let used = text.chars().count() + page.chars().count();
        let dots = ".".repeat(WIDTH.saturating_sub(used).max(4));
        toc.push(format!("{text}{dots}{page}"));
    }

    let mut out =
        format!("{name}\n\nWorld Bridge Federation\n\n© World Bridge Federation {year}\n\n\u{c}");
    for (k, chunk) in toc.chunks(PAGE_LINES).enumerate() {
        let lines: Vec<&str> = chunk.iter().map(String::as_str).collect();
        out.push_str(&page_text(&name, 2 + k, &lines));
    }
    for (k, &(s, e)) in pages.iter().enumerate() {
        let page = first_body_page + k;
        let header = if page.is_multiple_of(2) {
            name.clone()
        } else {
            running_law(p, body.lines[s].law)
        };
        let lines: Vec<&str> = body.lines[s..e].iter().map(|l| l.text.as_str()).collect();
        out.push_str(&page_text(&header, page, &lines));
    }
    Ok(out)
}

/// One page as pdftotext writes it: the running header, a blank line, the page's lines, a blank
/// line, the page number, a blank line, and the form feed that ends the page.
fn page_text(header: &str, number: usize, lines: &[&str]) -> String {
    format!("{header}\n\n{}\n\n{number}\n\n\u{c}", lines.join("\n"))
}

/// An odd page's running header: the law the page begins in (`Przepis 12`, `12. szabály`).
fn running_law(p: &Print, law: u8) -> String {
    match p.style {
        Style::After => format!("{law}. {}", p.law),
        _ => format!("{} {law}", p.law),
    }
}

/// A chapter of the book: its first law, its number, its title in capitals.
struct Chapter {
    first: u8,
    number: u16,
    title: String,
}

/// The book's chapters: the first begins at Law 1, each next one 6 to 12 laws later (the same
/// laws in every language), each with a title of one to three of the language's words.
fn chapters(spec: &Spec, lang: &Lang) -> Vec<Chapter> {
    let mut r = Rng::new(&[spec.seed, 5]);
    let mut out = Vec::new();
    let mut first = 1usize;
    let mut number = 1u16;
    while first <= usize::from(spec.laws) {
        let mut t = Rng::new(&[spec.seed, 6, u64::from(number), hash(lang.code)]);
        let words: Vec<String> = (0..t.range(1, 3)).map(|_| word(&mut t, lang)).collect();
        out.push(Chapter {
            first: first as u8,
            number,
            title: words.join(" ").to_uppercase(),
        });
        first += r.range(6, 12);
        number += 1;
    }
    out
}

/// What a line of the book's body is, for laying it out on pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Blank,
    /// A heading line (chapter, law, section): it stays on the page of the block after it.
    Heading,
    /// A line of the paragraph (or list item) with this number.
    Text(usize),
}

#[derive(Debug, Clone)]
struct BodyLine {
    /// The line as printed, indentation included.
    text: String,
    kind: Kind,
    /// The law it belongs to (for the running header).
    law: u8,
}

/// The body of the book (the laws), line by line, before it is cut into pages.
#[derive(Default)]
struct Body {
    lines: Vec<BodyLine>,
    paragraphs: usize,
    law: u8,
}

impl Body {
    fn blank(&mut self) {
        if self.lines.last().is_some_and(|l| l.kind != Kind::Blank) {
            self.push(String::new(), Kind::Blank);
        }
    }

    fn heading(&mut self, text: &str) {
        self.push(text.to_string(), Kind::Heading);
    }

    /// A paragraph, hard-wrapped, at `indent` characters.
    fn paragraph(&mut self, text: &str, indent: usize, vowels: &str) {
        self.paragraphs += 1;
        let text = text.replace(FOOTNOTE_MARK, "*");
        for line in wrap(&text, WIDTH - indent, vowels) {
            self.push(
                format!("{}{line}", " ".repeat(indent)),
                Kind::Text(self.paragraphs),
            );
        }
    }

    fn push(&mut self, text: String, kind: Kind) {
        self.lines.push(BodyLine {
            text,
            kind,
            law: self.law,
        });
    }
}

/// Lays out one law: its heading, then its parts as blocks.
fn law(body: &mut Body, p: &Print, lang: &Lang, n: u8, title: &str, parts: &Parts) {
    match p.style {
        Style::Dash => body.heading(&format!("{} {n} – {title}", p.law)),
        Style::Space => body.heading(&format!("{} {n} {title}", p.law.to_uppercase())),
        Style::Dot => body.heading(&format!("{} {n}. {title}", p.law)),
        Style::OwnLine => {
            body.heading(&format!("{} {n}", p.law.to_uppercase()));
            body.heading(title);
        }
        Style::After => body.heading(&format!("{n}. {} – {title}", p.law)),
    }
    body.blank();
    let vowels = lang.vowels;
    for para in &parts.preamble {
        body.paragraph(para, 0, vowels);
        body.blank();
    }
    list(body, &parts.top, lang);
    body.blank();
    let cyrillic = matches!(lang.cite, Cite::CyrillicAlphabet(_));
    for sec in &parts.sections {
        let letter = if cyrillic {
            cyrillic_letter(sec.letter.to_ascii_uppercase())
        } else {
            sec.letter
        };
        body.heading(&format!("{letter}. {}", sec.title));
        body.blank();
        if let Some(t) = &sec.text {
            body.paragraph(t, 0, vowels);
        }
        // A list follows its section's paragraph in the same block, as pdftotext gives it.
        list(body, &sec.items, lang);
        body.blank();
    }
    if let Some(c) = &parts.closing {
        body.paragraph(c, CLOSING_INDENT, vowels);
        body.blank();
    }
    if let Some(f) = &parts.footnote {
        body.paragraph(&format!("* {f}"), 0, vowels);
        body.blank();
    }
}

/// A list's items, each a paragraph beginning with its marker (`1.`, `(a)`, `(i)`; Russian item
/// letters in Cyrillic alphabet order), sub-items after their item.
fn list(body: &mut Body, items: &[ItemPart], lang: &Lang) {
    for item in items {
        let id = item.id;
        let marker = match (id.subitem, id.item, id.subsection) {
            (Some(i), _, _) => format!("({})", roman(i)),
            (None, Some(c), _) if matches!(lang.cite, Cite::CyrillicAlphabet(_)) => {
                let k = cyrillic_letter(c.to_ascii_uppercase());
                format!("({})", k.to_lowercase())
            }
            (None, Some(c), _) => format!("({c})"),
            (None, None, Some(k)) => format!("{k}."),
            _ => "–".to_string(),
        };
        body.paragraph(&format!("{marker} {}", item.text), 0, lang.vowels);
        list(body, &item.children, lang);
    }
}

/// The Cyrillic letter of a Latin section letter in the alphabet's order (A → А, B → Б, C → В).
fn cyrillic_letter(latin: char) -> char {
    const CYRILLIC: &str = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ";
    let k = (latin as u32).saturating_sub('A' as u32) as usize;
    CYRILLIC.chars().nth(k).unwrap_or('А')
}

/// Whether a word at a line's start would read as structure: a number (`12.`, `12)`, `68.2.`), a
/// parenthesis (`(a)`), a letter and a period (`A.`), a mark or bullet (`*`, `–`), a law word
/// (`Law 12`).
fn risky(w: &str) -> bool {
    let mut chars = w.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if first.is_ascii_digit() || "(*•·–—-[{<>|#".contains(first) {
        return true;
    }
    if first.is_uppercase() && chars.as_str() == "." {
        return true;
    }
    let low = w.to_lowercase();
    PRINTS.iter().any(|p| p.law.to_lowercase() == low)
        || ["przepis", "prawo", "artikel", "law", "правило"].contains(&low.as_str())
}

/// Where to break `w` with a hyphen so that its first part, hyphen included, takes at most
/// `room` characters: after a vowel and before a consonant, with three letters or more on each
/// side, both lower case at the break; `None` when the word has other characters than letters
/// and a closing `.` or `,`, or no such place fits.
fn hyphen_split<'w>(w: &'w str, room: usize, vowels: &str) -> Option<(&'w str, &'w str)> {
    let letters_end = w
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic())
        .map_or(w.len(), |(i, _)| i);
    if !w[letters_end..].chars().all(|c| matches!(c, '.' | ',')) {
        return None;
    }
    let letters: Vec<(usize, char)> = w[..letters_end].char_indices().collect();
    let n = letters.len();
    if n < 7 || room < 4 {
        return None;
    }
    let vowel = |c: char| vowels.contains(c.to_lowercase().next().unwrap_or(c));
    let most = (room - 1).min(n - 3);
    (3..=most).rev().find_map(|k| {
        let (before, after) = (letters[k - 1].1, letters[k].1);
        (vowel(before) && !vowel(after) && before.is_lowercase() && after.is_lowercase())
            .then(|| w.split_at(letters[k].0))
    })
}

/// Hard-wraps `text` at `width` characters: words fill a line; a word that does not fit is
/// hyphenated where [`hyphen_split`] finds a place, else it begins the next line. A line never
/// begins with a [`risky`] word (the word before moves down with it), nor does the text after a
/// hyphenated word's end.
fn wrap(text: &str, width: usize, vowels: &str) -> Vec<String> {
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    let mut lines = Vec::new();
    let mut cur = String::new();
    let mut len = 0;
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let wl = w.chars().count();
        if cur.is_empty() || len + 1 + wl <= width {
            if !cur.is_empty() {
                cur.push(' ');
                len += 1;
            }
            cur.push_str(w);
            len += wl;
            i += 1;
            continue;
        }
        let next_safe = words.get(i + 1).is_none_or(|n| !risky(n));
        if let Some((a, b)) =
            hyphen_split(w, width.saturating_sub(len + 1), vowels).filter(|_| next_safe)
        {
            cur.push(' ');
            cur.push_str(a);
            cur.push('-');
            lines.push(std::mem::take(&mut cur));
            cur.push_str(b);
            len = b.chars().count();
            i += 1;
            continue;
        }
        if risky(w) {
            match cur.rfind(' ') {
                Some(at) if !risky(&cur[at + 1..]) => {
                    let last = cur[at + 1..].to_string();
                    cur.truncate(at);
                    lines.push(std::mem::replace(&mut cur, last));
                    len = cur.chars().count();
                }
                // No word to move down with it: the line runs long.
                _ => {
                    cur.push(' ');
                    cur.push_str(w);
                    len += 1 + wl;
                    i += 1;
                }
            }
            continue;
        }
        lines.push(std::mem::take(&mut cur));
        cur.push_str(w);
        len = wl;
        i += 1;
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// Whether a page may end before body line `j` (see the module's documentation).
fn may_break_before(lines: &[BodyLine], j: usize) -> bool {
    if j >= lines.len() {
        return true;
    }
    if j == 0 {
        return false;
    }
    let (prev, next) = (&lines[j - 1], &lines[j]);
    match (prev.kind, next.kind) {
        (_, Kind::Blank) | (Kind::Heading, _) => false,
        (Kind::Blank, _) => j < 2 || lines[j - 2].kind != Kind::Heading,
        (Kind::Text(a), Kind::Text(b)) if a != b => true,
        (Kind::Text(_), Kind::Text(_)) => {
            !prev.text.trim_end().ends_with(['.', ':', ';', '!', '?'])
                && next.text.trim_start().starts_with(char::is_lowercase)
        }
        (Kind::Text(_), Kind::Heading) => true,
    }
}

/// Cuts the body into pages of at most [`PAGE_LINES`] lines where [`may_break_before`] allows
/// (a page runs longer only where no break is allowed in it); returns each page's line range,
/// without the blank lines at its edges.
fn paginate(lines: &[BodyLine]) -> Vec<(usize, usize)> {
    let n = lines.len();
    let mut pages = Vec::new();
    let mut s = 0;
    loop {
        while s < n && lines[s].kind == Kind::Blank {
            s += 1;
        }
        if s == n {
            return pages;
        }
        let limit = s + PAGE_LINES;
        let end = if limit >= n {
            n
        } else {
            (s + 1..=limit)
                .rev()
                .find(|&j| may_break_before(lines, j))
                .or_else(|| (limit + 1..=n).find(|&j| may_break_before(lines, j)))
                .unwrap_or(n)
        };
        let mut e = end;
        while e > s && lines[e - 1].kind == Kind::Blank {
            e -= 1;
        }
        pages.push((s, e));
        s = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_its_print() {
        let codes: Vec<&str> = PRINTS.iter().map(|p| p.code).collect();
        assert_eq!(codes, super::super::LANGS);
    }

    #[test]
    fn long_words_are_hyphenated_and_no_line_begins_like_structure() {
        let pl = "aeiouyąęó";
        // "rozgrywającego" does not fit: broken after a vowel, before a consonant.
        assert_eq!(
            wrap("Gracz karta dziadek rozgrywającego partner", 30, pl),
            ["Gracz karta dziadek rozgrywa-", "jącego partner"]
        );
        // Neither "(przepis" nor "12)" begins a line: "karta" moves down with the first, and
        // the second, with no word to move, makes the line run long.
        assert_eq!(
            wrap("Gracz karta (przepis 12) dalej", 14, pl),
            ["Gracz", "karta (przepis 12)", "dalej"]
        );
        assert_eq!(
            hyphen_split("zrzeczenie,", 6, pl),
            Some(("zrze", "czenie,"))
        );
        assert_eq!(hyphen_split("normalnego*", 9, pl), None);
    }
}

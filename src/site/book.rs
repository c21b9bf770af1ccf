//! The book (issue 32): an edition's laws in one language, or two side by side, as one
//! standalone HTML file made to be printed and read offline, as federations print the Laws (a
//! pocket booklet, large print; the Norwegian book's footnotes quoting each referenced clause).
//!
//! What it holds: a contents list (every law the language has a text of in the edition, then the
//! laws not in this collection), then each law on a new page, its text as its law page shows it
//! (the same blocks, references and previews: [`super::law::law_page`]) and the notes that page
//! shows, folded. No navigation, no script but the paper switch, no file beside it: styles are
//! inline (`templates/book.css`), links go to the book's own anchors (a reference to a law the
//! book lacks, or to another page of the site, keeps its words and loses its link).
//!
//! For print (`templates/book.css`): A5 pocket or A4 large print (14 pt), chosen with `--paper`
//! or on the page; a page break before each law; a running head with the law's number and title
//! on every page (the law's table header, which Chromium repeats on each printed page); each
//! reference numbered, and under its block the referenced clauses' text (the law page's
//! previews) as numbered notes.
//!
//! The site's book page (`<edition>/<lang>/book/index.html`, `templates/book.js`) assembles the
//! same from the law pages in the reader's browser, with the same styles.
//!
//! Not for: the command (`lawref book`, [`crate::cli`]) nor writing the file.

use std::collections::{BTreeMap, BTreeSet};

use askama::Template;

use super::chrome::{edition_name, law_title};
use super::html::{escape, lang_name};
use super::i18n::Ui;
use super::law::{Block, law_page};
use super::notes::NoteView;
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::xref::Links;

/// The book's styles (`templates/book.css`): inline in `lawref book`'s file, at the site root
/// for the site's book pages.
pub(crate) const BOOK_CSS: &str = include_str!("../../templates/book.css");
/// The site's book page's script (`templates/book.js`): the book assembled from the law pages.
pub(crate) const BOOK_JS: &str = include_str!("../../templates/book.js");

/// The paper the book is set for: A5 pocket (the default) or A4 large print (14 pt).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Paper {
    /// A5, 10 pt: a pocket booklet, as the Welsh Bridge Union and the Dutch book print it.
    #[default]
    A5,
    /// A4, 14 pt: large print, as a German club prints it.
    A4,
}

impl Paper {
    /// The class of `<html>` that sets it: `paper-a5`, `paper-a4`.
    fn class(self) -> &'static str {
        match self {
            Paper::A5 => "paper-a5",
            Paper::A4 => "paper-a4",
        }
    }
}

/// What book to make: an edition in a language, with a second language beside it.
#[derive(Debug, Clone)]
pub(crate) struct BookRequest {
    /// The edition (`2017`).
    pub edition: Edition,
    /// The book's language: its laws, its words.
    pub lang: Lang,
    /// A second language, side by side (`--with nl`): its text of each of the book's laws,
    /// clause beside clause.
    pub with: Option<Lang>,
    /// The paper it is set for at first (the page's switch changes it).
    pub paper: Paper,
}

#[derive(Template)]
#[template(path = "book.html")]
struct BookPage {
    lang: String,
    title: String,
    css: &'static str,
    paper: &'static str,
    ui: Ui,
    /// The book's languages, in column order: code and name.
    langs: Vec<(String, String)>,
    contents: Vec<ContentsLine>,
    absent: String,
    laws: Vec<BookLaw>,
}

/// A line of the contents: a law and its title, linked to its place.
struct ContentsLine {
    href: String,
    law: u8,
    title: String,
    /// The link is to the law's page, which the site's book page fetches (`data-law`).
    fetched: bool,
}

/// The contents of a book of `laws` of an edition in a language (`place`): a line per law, linked
/// by `href` (`fetched`: to its law page, which the site's book page fetches), and the sentence
/// naming the laws the edition has that the book lacks ("Przepisy, których nie ma w tym zbiorze:
/// 1–67, 69, 71–93"; empty when it lacks none).
fn contents(
    corpus: &Corpus,
    (edition, lang): (&Edition, &Lang),
    laws: &BTreeSet<u8>,
    ui: Ui,
    href: impl Fn(u8) -> String,
    fetched: bool,
) -> (Vec<ContentsLine>, String) {
    let lines = laws
        .iter()
        .map(|&law| ContentsLine {
            href: href(law),
            law,
            title: law_title(corpus, edition, law, lang),
            fetched,
        })
        .collect();
    let count = corpus.edition(edition).map_or(93, |m| m.law_count);
    let missing: Vec<u8> = (1..=count).filter(|l| !laws.contains(l)).collect();
    let absent = if missing.is_empty() {
        String::new()
    } else {
        ui.m1("book-absent", "laws", ranges(&missing))
    };
    (lines, absent)
}

/// One law of the book.
struct BookLaw {
    /// Its element id, `law-68`.
    id: String,
    law: u8,
    /// The running head: `68. Deklaracja lub zrzeczenie się lew · Międzynarodowe Prawo
    /// Brydżowe 2017` (both titles with a second language).
    head: String,
    /// Its title in each column: the column's language, the title (empty where the column has
    /// no text of it) and the language's name.
    titles: Vec<(String, String, String)>,
    /// The notes on the law as a whole, per column (with the column's language).
    notes: Vec<(String, Vec<BookNote>)>,
    /// Whether any column has a note on the law as a whole.
    has_notes: bool,
    /// Its text, a row per clause (a cell per column; `None` where that text lacks the clause).
    rows: Vec<Vec<Option<BookBlock>>>,
}

/// A block of a law's text as the book shows it.
struct BookBlock {
    id: String,
    class: String,
    lang: String,
    marker: String,
    title: Option<String>,
    paras: Vec<String>,
    /// The referenced clauses' text, in the order of the block's references (print only).
    quotes: Vec<Quote>,
    notes: Vec<BookNote>,
}

/// A referenced clause's text under the block that cites it: the law page's preview.
struct Quote {
    lang: String,
    /// `<b>70</b> Sporna deklaracja …`, as HTML.
    html: String,
}

/// A note as the book shows it, folded: its particulars in the summary, its text below.
struct BookNote {
    id: String,
    class: String,
    lang: String,
    summary: String,
    html: String,
}

/// The site's book page of an edition in a language: the contents, each law linked to its page,
/// from which `templates/book.js` assembles the book in the reader's browser.
#[derive(Template)]
#[template(path = "book_page.html")]
struct SiteBookPage {
    lang: String,
    title: String,
    description: String,
    name: String,
    root: String,
    toc: String,
    /// The search page in the page's language.
    search: String,
    ui: Ui,
    contents: Vec<ContentsLine>,
    absent: String,
}

/// The site's book pages, one per edition and language that has a law text there, as (path
/// relative to the site root, bytes): each a few lines per law (the book costs the site no
/// copy of any law's text).
///
/// # Errors
/// [`crate::Error::Usage`] when a page's template fails.
pub(crate) fn site_files(corpus: &Corpus) -> crate::Result<Vec<(String, Vec<u8>)>> {
    use super::routes::{book_dir, law_dir, page, toc_dir};
    let mut held: BTreeMap<(&Edition, &Lang), BTreeSet<u8>> = BTreeMap::new();
    for d in corpus.documents.iter().filter(|d| d.law_text().is_some()) {
        held.entry((&d.meta.edition, &d.meta.lang))
            .or_default()
            .insert(d.meta.law);
    }
    let mut out = Vec::new();
    for ((edition, lang), laws) in held {
        let ui = Ui::of(&lang.0);
        let here = book_dir(edition, lang);
        let root = super::html::root_of(&here);
        let name = edition_name(corpus, edition, ui);
        let (contents, absent) = contents(
            corpus,
            (edition, lang),
            &laws,
            ui,
            |law| format!("{root}{}", page(&law_dir(edition, lang, law))),
            true,
        );
        let p = SiteBookPage {
            lang: lang.0.clone(),
            title: ui.m2("book-title", "name", name.clone(), "lang", lang_name(lang)),
            description: ui.m2(
                "book-description",
                "name",
                name.clone(),
                "lang",
                lang_name(lang),
            ),
            name,
            toc: format!("{root}{}", page(&toc_dir(edition, lang))),
            search: format!(
                "{root}{}{}",
                super::routes::SEARCH_DIR,
                super::routes::index_file(ui.code())
            ),
            root: root.clone(),
            ui,
            contents,
            absent,
        };
        out.push((page(&here), super::chrome::render(&p)?.into_bytes()));
    }
    Ok(out)
}

/// The book asked, as one HTML document.
///
/// # Errors
/// [`crate::Error::Usage`] when the language (or the second) has no text in the edition.
pub(crate) fn book(corpus: &Corpus, links: &Links, req: &BookRequest) -> crate::Result<String> {
    let ui = Ui::of(&req.lang.0);
    let laws_of = |lang: &Lang| corpus.text_laws(&req.edition, lang);
    let held = laws_of(&req.lang);
    if held.is_empty() {
        return Err(crate::Error::Usage(format!(
            "--lang {}: the corpus has no {} text in edition {}",
            req.lang, req.lang, req.edition
        )));
    }
    let mut columns = vec![(req.lang.clone(), held.clone())];
    if let Some(w) = &req.with {
        let beside = laws_of(w);
        if beside.is_empty() {
            return Err(crate::Error::Usage(format!(
                "--with {w}: the corpus has no {w} text in edition {}",
                req.edition
            )));
        }
        columns.push((w.clone(), beside));
    }
    let name = edition_name(corpus, &req.edition, ui);
    let laws = held
        .iter()
        .map(|&law| book_law(corpus, links, req, &columns, law, &name))
        .collect();
    let (contents, absent) = contents(
        corpus,
        (&req.edition, &req.lang),
        &held,
        ui,
        |law| format!("#law-{law}"),
        false,
    );
    let page = BookPage {
        lang: req.lang.0.clone(),
        title: ui.m2(
            "book-title",
            "name",
            name.clone(),
            "lang",
            lang_name(&req.lang),
        ),
        css: BOOK_CSS,
        paper: req.paper.class(),
        ui,
        langs: columns
            .iter()
            .map(|(l, _)| (l.0.clone(), lang_name(l)))
            .collect(),
        contents,
        absent,
        laws,
    };
    Ok(page.render().expect("the book renders"))
}

/// One law: each column's law page, its blocks paired by clause id.
fn book_law(
    corpus: &Corpus,
    links: &Links,
    req: &BookRequest,
    columns: &[(Lang, BTreeSet<u8>)],
    law: u8,
    name: &str,
) -> BookLaw {
    let mut titles = Vec::new();
    let mut notes = Vec::new();
    let mut cells: Vec<Vec<BookBlock>> = Vec::new();
    for (i, (lang, held)) in columns.iter().enumerate() {
        // The second column's ids (and links to them) take its language as a prefix: the same
        // clause is in both.
        let prefix = if i == 0 {
            String::new()
        } else {
            format!("{lang}-")
        };
        if !held.contains(&law) {
            titles.push((lang.0.clone(), String::new(), lang_name(lang)));
            notes.push((lang.0.clone(), Vec::new()));
            cells.push(Vec::new());
            continue;
        }
        let page = law_page(corpus, links, &req.edition, lang, law);
        // A link goes into the book where the book has that law in this column: the book's
        // laws are the first column's.
        let linked: BTreeSet<u8> = held.intersection(&columns[0].1).copied().collect();
        let fix = |html: &str| standalone(html, &req.edition, lang, &linked, &prefix);
        titles.push((lang.0.clone(), page.heading.clone(), lang_name(lang)));
        // The notes on the law as a whole, then those on clauses this text lacks (the law
        // page's groups after its text); a note shown twice on the page (a pointer) once.
        notes.push((
            lang.0.clone(),
            page.law_notes
                .iter()
                .chain(page.other_notes.iter().flat_map(|g| &g.notes))
                .filter_map(|n| book_note(n, &fix, &prefix))
                .collect(),
        ));
        cells.push(
            page.blocks
                .iter()
                .map(|b| book_block(b, lang, &fix, &prefix))
                .collect(),
        );
    }
    let shown: Vec<&str> = titles
        .iter()
        .map(|(_, t, _)| t.as_str())
        .filter(|t| !t.is_empty())
        .collect();
    BookLaw {
        id: format!("law-{law}"),
        law,
        head: format!("{law}. {} · {name}", shown.join(" · ")),
        titles,
        has_notes: notes.iter().any(|(_, n)| !n.is_empty()),
        notes,
        rows: pair(cells),
    }
}

/// The blocks of the columns as rows: each block of the first column on a row of its own, with
/// the other column's block of the same clause beside it; a block only the other column has
/// comes after the row of the block it follows there.
fn pair(columns: Vec<Vec<BookBlock>>) -> Vec<Vec<Option<BookBlock>>> {
    let mut columns = columns.into_iter();
    let first = columns.next().unwrap_or_default();
    let Some(second) = columns.next() else {
        return first.into_iter().map(|b| vec![Some(b)]).collect();
    };
    let key = |b: &BookBlock, prefix: &str| b.id.strip_prefix(prefix).unwrap_or(&b.id).to_string();
    let prefix = second
        .first()
        .map(|b| format!("{}-", b.lang))
        .unwrap_or_default();
    // The second column's blocks by clause, and those it has the first lacks, by the clause
    // they follow.
    let in_first: BTreeSet<String> = first.iter().map(|b| b.id.clone()).collect();
    let mut by_id: BTreeMap<String, BookBlock> = BTreeMap::new();
    let mut after: BTreeMap<String, Vec<BookBlock>> = BTreeMap::new();
    let mut last = String::new();
    let mut leading = Vec::new();
    for b in second {
        let k = key(&b, &prefix);
        if !k.is_empty() && in_first.contains(&k) && !by_id.contains_key(&k) {
            last.clone_from(&k);
            by_id.insert(k, b);
        } else if last.is_empty() {
            leading.push(b);
        } else {
            after.entry(last.clone()).or_default().push(b);
        }
    }
    let mut rows: Vec<Vec<Option<BookBlock>>> =
        leading.into_iter().map(|b| vec![None, Some(b)]).collect();
    for b in first {
        let id = b.id.clone();
        let beside = by_id.remove(&id);
        rows.push(vec![Some(b), beside]);
        for extra in after.remove(&id).unwrap_or_default() {
            rows.push(vec![None, Some(extra)]);
        }
    }
    rows
}

fn book_block(b: &Block, lang: &Lang, fix: &dyn Fn(&str) -> String, prefix: &str) -> BookBlock {
    let paras: Vec<String> = b.paras.iter().map(|p| fix(p)).collect();
    BookBlock {
        id: if b.id.is_empty() {
            String::new()
        } else {
            format!("{prefix}{}", b.id)
        },
        class: b.class.clone(),
        lang: lang.0.clone(),
        marker: b.marker.clone(),
        title: b.title.clone(),
        quotes: paras.iter().flat_map(|p| quotes(p)).collect(),
        paras,
        notes: b
            .notes
            .iter()
            .filter_map(|n| book_note(n, fix, prefix))
            .collect(),
    }
}

/// A note as the book shows it; `None` for a pointer to a note shown before on its law page
/// (a clause split in two): the book shows the note where the page first did.
fn book_note(n: &NoteView, fix: &dyn Fn(&str) -> String, prefix: &str) -> Option<BookNote> {
    if !n.same_as.is_empty() {
        return None;
    }
    let mut summary: Vec<String> = vec![escape(&n.kind)];
    if !n.label.is_empty() {
        summary.insert(0, escape(&n.label));
    }
    summary.extend(
        n.jurisdiction
            .as_deref()
            .map(|j| format!("<bdi>{}</bdi>", escape(j))),
    );
    let by: Vec<&str> = [n.authority.as_deref(), n.date.as_deref()]
        .into_iter()
        .flatten()
        .collect();
    if !by.is_empty() {
        summary.push(escape(&by.join(", ")));
    }
    summary.push(format!(
        r#"<span lang="{}">{}</span>"#,
        escape(&n.lang),
        escape(&n.lang_name)
    ));
    if !n.source.is_empty() {
        summary.push(escape(&n.source));
    }
    // The minutes and item it comes from, and the edition it was written for when another.
    summary.extend(n.reference.as_deref().map(escape));
    summary.extend(n.written_for.as_deref().map(escape));
    let html = match &n.html {
        Some(h) => fix(h),
        None => n
            .paras
            .iter()
            .map(|p| format!("<p>{}</p>", fix(p)))
            .collect::<String>(),
    };
    Some(BookNote {
        id: format!("{prefix}{}", n.id),
        class: n.class.clone(),
        lang: n.lang.clone(),
        summary: summary.join(" · "),
        html,
    })
}

/// A law page's HTML made to stand in the book: a link to a clause of a law the book holds in
/// this column (`held`: `../../../2017/pl/70/index.html#70C`, or `#68B2` on its own page) goes to
/// that clause in the book (`#70C`; `#nl-70C` in a second column, whose ids take its language as
/// `prefix`, as do the `id`s and `aria-describedby`s of the HTML), a link to a whole law
/// (`#70`, the law page's heading) to the law's section (`#law-70`); any other link (another
/// language's page, the parallel view) keeps its words and loses its address, the book being one
/// file. Only attributes inside tags are read (a note's text may hold `href="` as words).
/// Linear in the HTML.
fn standalone(
    html: &str,
    edition: &Edition,
    lang: &Lang,
    held: &BTreeSet<u8>,
    prefix: &str,
) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let Some(len) = rest[open..].find('>') else {
            break;
        };
        out.push_str(&tag(&rest[open..=open + len], edition, lang, held, prefix));
        rest = &rest[open + len + 1..];
    }
    out.push_str(rest);
    out
}

/// One tag of [`standalone`]'s HTML (`<a class="ref" href="…">`), its `href`, `id` and
/// `aria-describedby` made to stand in the book.
fn tag(t: &str, edition: &Edition, lang: &Lang, held: &BTreeSet<u8>, prefix: &str) -> String {
    let law_link = format!("../../../{edition}/{lang}/");
    let mut out = String::with_capacity(t.len());
    let mut rest = t;
    loop {
        let next = [" href=\"", " id=\"", " aria-describedby=\""]
            .iter()
            .filter_map(|a| rest.find(a).map(|i| (i, *a)))
            .min();
        let Some((at, attr)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..at]);
        let value_start = at + attr.len();
        let Some(len) = rest[value_start..].find('"') else {
            out.push_str(&rest[at..]);
            return out;
        };
        let value = &rest[value_start..value_start + len];
        rest = &rest[value_start + len + 1..];
        if attr == " href=\"" {
            let fragment = value.strip_prefix('#').or_else(|| {
                let (page, fragment) = value.strip_prefix(law_link.as_str())?.split_once('#')?;
                let law = page.strip_suffix("/index.html")?.parse::<u8>().ok()?;
                held.contains(&law).then_some(fragment)
            });
            match fragment {
                // A whole law: its section, shared by the columns.
                Some(f) if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => {
                    out.push_str(&format!(" href=\"#law-{f}\""));
                }
                Some(f) => out.push_str(&format!(" href=\"#{prefix}{f}\"")),
                None => {}
            }
        } else {
            out.push_str(&format!("{attr}{prefix}{value}\""));
        }
    }
}

/// The previews in a paragraph's HTML (`<span class="preview" id="…" role="tooltip"
/// lang="pl"><b>70</b> …</span>`, [`super::html::Preview::html`]), in order: what the book
/// quotes under the block in print.
fn quotes(html: &str) -> Vec<Quote> {
    const OPEN: &str = "<span class=\"preview\" ";
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(OPEN) {
        rest = &rest[i + OPEN.len()..];
        let Some(gt) = rest.find('>') else { break };
        let attrs = &rest[..gt];
        let lang = attrs
            .split("lang=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or_default()
            .to_string();
        rest = &rest[gt + 1..];
        let Some(end) = rest.find("</span>") else {
            break;
        };
        out.push(Quote {
            lang,
            html: rest[..end].to_string(),
        });
        rest = &rest[end..];
    }
    out
}

/// Law numbers as ranges: `1–67, 69, 71–93`.
fn ranges(laws: &[u8]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < laws.len() {
        let start = laws[i];
        let mut end = start;
        while i + 1 < laws.len() && laws[i + 1] == end + 1 {
            i += 1;
            end = laws[i];
        }
        out.push(if start == end {
            start.to_string()
        } else {
            format!("{start}–{end}")
        });
        i += 1;
    }
    out.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_numbers_read_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8]), "1–3, 5, 7–8");
        assert_eq!(ranges(&[69]), "69");
        assert_eq!(ranges(&[]), "");
    }

    #[test]
    fn links_go_to_the_books_own_anchors_and_others_lose_their_address() {
        let held: BTreeSet<u8> = [68, 70].into();
        let (e, l) = (Edition("2017".into()), Lang("pl".into()));
        let html = r##"a <a class="ref" href="../../../2017/pl/70/index.html#70C" title="70C" aria-describedby="pv-1">70C</a> b <a class="ref" href="#68B1">B1</a> c <a class="ref ref-parallel" href="../../../2017/16/index.html#16C">16C</a><span class="preview" id="pv-1" role="tooltip" lang="pl"><b>70C</b> Gdy …</span>"##;
        assert_eq!(
            standalone(html, &e, &l, &held, ""),
            r##"a <a class="ref" href="#70C" title="70C" aria-describedby="pv-1">70C</a> b <a class="ref" href="#68B1">B1</a> c <a class="ref ref-parallel">16C</a><span class="preview" id="pv-1" role="tooltip" lang="pl"><b>70C</b> Gdy …</span>"##
        );
        // A whole law: its section; words that look like an attribute outside a tag are words.
        assert_eq!(
            standalone(
                r##"<a class="ref" href="../../../2017/pl/70/index.html#70">70</a> a href="x""##,
                &e,
                &l,
                &held,
                "nl-"
            ),
            r##"<a class="ref" href="#law-70">70</a> a href="x""##
        );
        // A second column's: prefixed, links and ids alike.
        let nl = standalone(html, &e, &l, &held, "nl-");
        assert!(nl.contains(r##"href="#nl-70C""##) && nl.contains(r#"aria-describedby="nl-pv-1""#));
        assert!(nl.contains(r#"id="nl-pv-1""#));
        let q = quotes(html);
        assert_eq!(q.len(), 1);
        assert_eq!(
            (q[0].lang.as_str(), q[0].html.as_str()),
            ("pl", "<b>70C</b> Gdy …")
        );
    }
}

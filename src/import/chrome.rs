//! Site chrome recognised by its shape, whole lines only: the navigation, menus and page titles
//! that federation sites, MediaWiki and DokuWiki wikis and e-library readers put around a law's
//! text. Each rule is written for a kind of page, never for one site; the words it needs are
//! data in [`crate::lang`] (`site`).
//!
//! Rules, each with the reason the report gives:
//! - anywhere: a line of links with an arrow between them and no sentence in it
//!   (`strona tytułowa spis treści indeks ← 69 → 71 EN: Law 70`, `(wijz) ← Oudere versie |
//!   Huidige versie (wijz) | Nieuwere versie → (wijz)`): "site navigation: links";
//!   links to the laws before and after, each a law number and title, with a "top of page"
//!   link among them (`14. BRAK KARTY  14. BRAK KARTYtop of page 16. LEGALNE …`): "site
//!   navigation: links to neighbouring laws";
//!   a page list (`Страницы: - 1 - 2 - 3 …`, a run of lines `- 1`, `- 2` …): "site navigation:
//!   page list"; a breadcrumb (`ModernLib.Net / Спорт / … / Все о Бридже`): "site navigation:
//!   breadcrumb"; an alphabet bar (`А Б В Г … Я AZ`): "site navigation: alphabet index";
//!   the page's last line a link back to the contents (`Indice Articoli del Codice di Gara`):
//!   "site navigation: link to the contents";
//!   a wiki's revision or log line (a user's "(talk | contribs)", a time of day with a date, a
//!   protection notice `[Bewerken=…]`, "(geen verschil)"): "wiki revision line";
//! - at the page's top, before its first paragraph of text: the wiki's tagline ("Uit Spelregels
//!   voor tafelarbiters", "From Wikipedia"): "wiki tagline (the site's name)"; a page title
//!   with a page number ("Все о Бридже - Автор неизвестен. Страница 61"): "page title (site
//!   chrome)"; a file name ("144509.fb2"): "file name (site chrome)"; a book page's metadata
//!   ("Автор: Неизвестен Автор", "Жанр: Спорт"): "book page metadata (site chrome)"; and every
//!   short line above the last navigation line of that top block (the site's header and menu:
//!   "Электронная библиотека", "Поиск по сайту"): "page header (site chrome before the law text)".
//!
//! Not for: PDF page furniture (`residue::pages`), wiki markup inside lines
//! (`residue`), tables of contents.

use std::sync::LazyLock;

use regex::Regex;

use crate::lang::{Language, all};

const LINKS: &str = "site navigation: links";
const NEIGHBOURS: &str = "site navigation: links to neighbouring laws";
const PAGE_LIST: &str = "site navigation: page list";
const BREADCRUMB: &str = "site navigation: breadcrumb";
const ALPHABET: &str = "site navigation: alphabet index";
const CONTENTS_LINK: &str = "site navigation: link to the contents";
/// The reason a wiki's revision, diff or log line is reported with.
pub(crate) const REVISION: &str = "wiki revision line";
const TAGLINE: &str = "wiki tagline (the site's name)";
/// The reason a page's own title line is reported with (import also keeps it as the source's
/// title).
pub(crate) const PAGE_TITLE: &str = "page title (site chrome)";
const FILE_NAME: &str = "file name (site chrome)";
const LABEL: &str = "book page metadata (site chrome)";
const HEADER: &str = "page header (site chrome before the law text)";
const PAGE_ID: &str = "wiki page id (the page's name)";
const PAGE_INFO: &str = "wiki page information (its last change and author)";
const LOGIN: &str = "wiki notice to visitors (log in to comment)";
const VIEWER: &str = "document viewer's controls (site chrome)";

/// Arrows and guillemets that stand between links.
const ARROWS: &[char] = &['←', '→', '«', '»', '‹', '›', '⟵', '⟶', '⇐', '⇒'];

/// A line's words (split at white space).
fn word_count(t: &str) -> usize {
    t.split_whitespace().count()
}

/// Whether a line ends as a sentence does.
fn sentence_end(t: &str) -> bool {
    t.trim_end().ends_with(['.', ';', '!', '?', ','])
}

/// The words of every language's `site` field `f`.
fn site(f: impl Fn(&'static Language) -> &'static [&'static str]) -> Vec<&'static str> {
    all(f).collect()
}

/// The wiki's own name in a tagline reported as chrome (`Uit Spelregels voor tafelarbiters` →
/// `Spelregels voor tafelarbiters`): the tagline without its first word ([`crate::lang`]'s
/// `site.from`). `None` for any other report entry.
pub(crate) fn wiki_name(reason: &str, text: &str) -> Option<String> {
    if reason != TAGLINE {
        return None;
    }
    let t = text.trim();
    let low = t.to_lowercase();
    site(|l| l.site.from)
        .iter()
        .filter(|w| low.starts_with(&format!("{w} ")))
        .max_by_key(|w| w.len())
        .and_then(|w| t.get(w.len()..))
        .map(|rest| rest.trim().to_string())
        .filter(|rest| !rest.is_empty())
}

/// Whether `t` (trimmed) is a line of links between arrows.
fn arrow_links(t: &str) -> bool {
    t.contains(ARROWS) && word_count(t) <= 16 && !sentence_end(t) && !t.contains(['"', '„'])
}

/// Whether `t` is the links to the laws before and after the page's law with a "top of page"
/// link among them, run together on one line as a site's footer shows them ("14. BRAK KARTY
/// 14. BRAK KARTYtop of page 16. LEGALNE I NIELEGALNE INFORMACJE  16. LEGALNE …", each link's
/// text shown twice): a top link's words (any language's, glued to the word before them or
/// not, a word ending after them), and once they are taken out, two law titles or more and
/// nothing else, each a law number (1–93), a dot and a short title with no sentence's end, of
/// at most two laws (the neighbours).
fn neighbour_titles(t: &str) -> bool {
    let low = t.to_lowercase();
    site(|l| l.site.top).into_iter().any(|p| {
        low.find(p).is_some_and(|at| {
            let after = &low[at + p.len()..];
            !after.starts_with(char::is_alphabetic)
                && law_titles_only(format!("{} {after}", &low[..at]).trim())
        })
    })
}

/// Whether `t` is two law titles or more and nothing else, each a law number (1–93), a dot and
/// a short title with no sentence's end, of at most two laws.
fn law_titles_only(t: &str) -> bool {
    static PIECE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:^|\s)(\d{1,2})\.\s+").unwrap());
    let starts: Vec<(usize, usize, &str)> = PIECE
        .captures_iter(t)
        .map(|c| {
            let m = c.get(0).expect("a match");
            (m.start(), m.end(), c.get(1).map_or("", |n| n.as_str()))
        })
        .collect();
    if starts.len() < 2 || starts[0].0 != 0 {
        return false;
    }
    let mut laws: Vec<&str> = Vec::new();
    for (i, &(_, end, number)) in starts.iter().enumerate() {
        let title = t[end..starts.get(i + 1).map_or(t.len(), |s| s.0)].trim();
        let law_number = number
            .parse::<u8>()
            .is_ok_and(|n| (1..=crate::corpus::model::MAX_LAW).contains(&n));
        if !law_number || title.is_empty() || word_count(title) > 12 || sentence_end(title) {
            return false;
        }
        if !laws.contains(&number) {
            laws.push(number);
        }
    }
    laws.len() <= 2
}

/// Whether `t` is a page list: an optional label ("Страницы:", "Pages:") and three or more
/// numbers between dashes or bars, or (`alone`) one number after a dash, `- 12`.
fn page_list(t: &str) -> bool {
    static LIST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:(?P<label>[\p{L}.]+):\s*)?(?:[-–|]\s*)?\d{1,4}(?:\s*[-–|,]?\s*\d{1,4}){2,}\s*[-–|]?$")
            .unwrap()
    });
    let Some(m) = LIST.captures(t) else {
        return false;
    };
    m.name("label").is_none_or(|l| {
        let l = l.as_str().to_lowercase();
        site(|x| x.site.pages).contains(&l.as_str())
    })
}

/// `- 12`: one entry of a page list written one a line.
fn page_entry(t: &str) -> Option<u32> {
    static ENTRY: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[-–•]\s+(\d{1,4})$").unwrap());
    ENTRY.captures(t).and_then(|m| m[1].parse().ok())
}

/// A breadcrumb: three or more short items between ` / `, ` » ` or ` > `.
fn breadcrumb(t: &str) -> bool {
    for sep in [" / ", " » ", " > ", " › "] {
        let items: Vec<&str> = t.split(sep).collect();
        if items.len() >= 3
            && items
                .iter()
                .all(|i| !i.trim().is_empty() && word_count(i) <= 8)
            && !t.ends_with(['.', ';', '!', '?'])
        {
            return true;
        }
    }
    false
}

/// A breadcrumb's last item, trimmed.
fn breadcrumb_last(t: &str) -> Option<String> {
    [" / ", " » ", " > ", " › "]
        .iter()
        .find(|sep| t.split(*sep).count() >= 3)
        .and_then(|sep| t.rsplit(*sep).next())
        .map(|s| s.trim().to_string())
}

/// A title without the part number a series of pages puts after it: "…的规则(4)" → "…的规则",
/// "Title (3)" → "Title".
fn without_part_number(t: &str) -> &str {
    static PART: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\s*[(（]\d{1,3}[)）]$").unwrap());
    PART.find(t).map_or(t, |m| &t[..m.start()])
}

/// An alphabet bar: ten or more tokens, each one or two letters, or a range of them ("A-Z").
fn alphabet(t: &str) -> bool {
    let toks: Vec<&str> = t.split_whitespace().collect();
    let letters = |w: &str| w.chars().count() <= 2 && w.chars().all(char::is_alphabetic);
    toks.len() >= 10
        && toks.iter().all(|w| {
            letters(w)
                || w.split_once(['-', '–']).is_some_and(|(a, b)| {
                    letters(a) && letters(b) && !a.is_empty() && !b.is_empty()
                })
        })
}

/// A wiki's revision, diff or log line.
fn revision(t: &str) -> bool {
    static USER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\(\s*[\p{L}]+\s*\|\s*[\p{L}]+\s*\)").unwrap());
    static TIME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b\d{1,2}\s+\p{L}{3,10}\.?\s+(?:19|20)\d\d\b.*\b\d{1,2}:\d\d\b").unwrap()
    });
    static PROTECTED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\[\p{L}+=[^\]]+\]").unwrap());
    // DokuWiki's dates: "2018/05/25 16:26".
    static STAMP: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b(?:19|20)\d\d/\d\d/\d\d \d\d:\d\d\b").unwrap());
    let low = t.to_lowercase();
    let words = site(|l| l.site.revisions);
    let parenthesised = low
        .strip_prefix('(')
        .and_then(|s| s.strip_suffix(')'))
        .is_some_and(|inner| words.contains(&inner.trim()));
    let low = low.trim_start_matches(|c: char| BULLETS.contains(&c) || c.is_whitespace());
    // "Action disabled: source", "Τελευταία τροποποίηση: 2018/05/25 16:26": a revision word
    // and a colon, in a short line.
    let labelled = word_count(low) <= 8
        && words
            .iter()
            .any(|w| low.starts_with(w) && low[w.len()..].trim_start().starts_with(':'));
    (USER.is_match(t) && TIME.is_match(t))
        || PROTECTED.is_match(t)
        || parenthesised
        || labelled
        || ((TIME.is_match(t) || STAMP.is_match(t))
            && word_count(t) <= 10
            && words.iter().any(|w| low.starts_with(w)))
}

/// Bullets a wiki's page-information list puts before its items.
const BULLETS: &[char] = &['•', '·', '*', '-'];

/// A DokuWiki page id standing for the page's name: alone at the page's top (`law_80`, the title
/// of an edit view) or in its page information (`• law_91.txt`): lower-case words and digits
/// joined by `_` or `:`, with a digit, and `.txt` after it in the page information. Returned as
/// a [`super::line::Template`] (metadata evidence, and the page's name for the front
/// matter); its last part gives the law where a law word stands before the number (`law_91`:
/// Law 91).
pub(crate) fn page_id(no: usize, t: &str) -> Option<super::line::Template> {
    static ID: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^([a-z][a-z0-9]*(?:[_:][a-z0-9]+)+)(\.txt)?$").unwrap());
    static LAW: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:^|_)([a-z]+)_?(\d{1,2})$").unwrap());
    let bare = t.trim_start_matches(|c: char| BULLETS.contains(&c) || c.is_whitespace());
    let m = ID.captures(bare)?;
    let id = m.get(1)?.as_str();
    if !id.contains(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let last = id.rsplit(':').next().unwrap_or(id);
    let law_words: Vec<&str> = all(|l| l.refs.law).chain(all(|l| l.site.law)).collect();
    let parts = LAW
        .captures(last)
        .filter(|c| law_words.contains(&&c[1]))
        .map(|c| vec![c[2].to_string()])
        .unwrap_or_default();
    Some(super::line::Template {
        line: no,
        name: id.to_string(),
        parts,
        what: "wiki page id",
    })
}

/// Whether `t` is a navigation line of any kind (see the module's doc), and its reason.
pub fn navigation(t: &str) -> Option<&'static str> {
    if page_list(t) {
        Some(PAGE_LIST)
    } else if breadcrumb(t) {
        Some(BREADCRUMB)
    } else if alphabet(t) {
        Some(ALPHABET)
    } else if revision(t) {
        Some(REVISION)
    } else if arrow_links(t) {
        Some(LINKS)
    } else if neighbour_titles(t) {
        Some(NEIGHBOURS)
    } else {
        None
    }
}

/// The top block's own lines: a tagline, a page title with its page number, a file name, a
/// book page's metadata line.
fn top_line(t: &str, first: bool) -> Option<&'static str> {
    static PAGE_NO: LazyLock<Regex> = LazyLock::new(|| {
        let words: Vec<String> = site(|l| l.site.pages)
            .iter()
            .map(|w| regex::escape(w))
            .collect();
        Regex::new(&format!(
            r"(?i)(?:\b(?:{})\s*\d{{1,4}}\)?\s*$)",
            words.join("|")
        ))
        .unwrap()
    });
    static FILE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^[\w.-]+\.(?:fb2|txt|pdf|doc|docx|epub|rtf|htm|html)\b").unwrap()
    });
    let low = t.to_lowercase();
    if word_count(t) <= 8
        && !sentence_end(t)
        && site(|l| l.site.from)
            .iter()
            .any(|w| low.starts_with(&format!("{w} ")))
        && t.chars().next().is_some_and(char::is_uppercase)
        && first
    {
        return Some(TAGLINE);
    }
    if FILE.is_match(t) && word_count(t) <= 16 {
        return Some(FILE_NAME);
    }
    if page_id(0, t).is_some() {
        return Some(PAGE_ID);
    }
    // A document-sharing site's viewer: "Transkript", "Download \"…\"", "Størrelse: px",
    // "Begynne med side:".
    let viewer = site(|l| l.site.viewer);
    let bare = low.trim_end_matches(':').trim();
    let download = low
        .strip_prefix("download ")
        .is_some_and(|r| r.starts_with('"') && r.ends_with('"'));
    let field = t.split_once(':').is_some_and(|(label, value)| {
        viewer.contains(&label.trim().to_lowercase().as_str())
            && (value.trim().is_empty() || value.trim() == "px")
    });
    if download || field || viewer.contains(&bare) {
        return Some(VIEWER);
    }
    if PAGE_NO.is_match(t) && word_count(t) <= 16 {
        return Some(PAGE_TITLE);
    }
    if let Some((label, value)) = t.split_once(':')
        && word_count(value) <= 5
        && site(|l| l.site.labels).contains(&label.trim().to_lowercase().as_str())
    {
        return Some(LABEL);
    }
    None
}

/// Whether a line of the top block could be chrome: short, no sentence, no clause marker.
fn short(t: &str) -> bool {
    static MARKER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(?:(?:ΣΤ|[A-ZА-ЯΑ-Ω])\.|\d{1,2}[.)]|\([a-z]\))\s").unwrap());
    word_count(t) <= 8 && !sentence_end(t) && !MARKER.is_match(t)
}

/// The page's last line a link back to the contents ("Indice Articoli del Codice di Gara",
/// bridgeditalia.it): short, no sentence, beginning with a contents word; nothing follows it, so
/// it heads no contents.
fn contents_link(texts: &[String], out: &mut [Option<&'static str>]) {
    if let Some(k) = texts.iter().rposition(|t| !t.is_empty())
        && out[k].is_none()
        && short(&texts[k])
    {
        let low = texts[k].to_lowercase();
        if site(|l| l.site.contents)
            .iter()
            .any(|w| low == *w || low.starts_with(&format!("{w} ")))
        {
            out[k] = Some(CONTENTS_LINK);
        }
    }
}

/// The whole-line chrome of a document's lines (trimmed texts, blank for a blank line): for each
/// line, the reason when it is chrome. `law_heading` says whether a line is a law heading (the
/// top block ends there).
pub fn chrome(texts: &[String], law_heading: impl Fn(&str) -> bool) -> Vec<Option<&'static str>> {
    let n = texts.len();
    let mut out: Vec<Option<&'static str>> = texts
        .iter()
        .map(|t| if t.is_empty() { None } else { navigation(t) })
        .collect();
    let login = site(|l| l.site.login);
    for (k, t) in texts.iter().enumerate() {
        let low = t.to_lowercase();
        if out[k].is_none() && !t.is_empty() && login.iter().any(|w| low.contains(w)) {
            out[k] = Some(LOGIN);
        }
    }
    // A wiki's page information at the page's end (DokuWiki: "• law_91.txt", "• Last modified:
    // 2018/05/25 16:26", "• by pournaras"): the last lines of the page, bulleted, one of them
    // its page id or last change.
    let mut k = n;
    let mut info = Vec::new();
    while k > 0 {
        k -= 1;
        let t = &texts[k];
        if t.is_empty() {
            continue;
        }
        if !t.starts_with(BULLETS) || word_count(t) > 8 {
            break;
        }
        info.push(k);
    }
    if info
        .iter()
        .any(|&k| page_id(0, &texts[k]).is_some() || revision(&texts[k]))
    {
        for k in info {
            out[k] = Some(if page_id(0, &texts[k]).is_some() {
                PAGE_ID
            } else {
                PAGE_INFO
            });
        }
    }
    contents_link(texts, &mut out);
    // A run of three or more lines `- N` with numbers counting up is a page list.
    let mut i = 0;
    while i < n {
        let Some(first) = page_entry(&texts[i]) else {
            i += 1;
            continue;
        };
        let mut j = i + 1;
        let mut last = first;
        while j < n
            && let Some(v) = page_entry(&texts[j])
            && v == last + 1
        {
            last = v;
            j += 1;
        }
        if j - i >= 3 {
            for o in &mut out[i..j] {
                *o = Some(PAGE_LIST);
            }
        }
        i = j.max(i + 1);
    }
    // The top block: blank lines, chrome, and short lines, up to the first paragraph of text or
    // law heading.
    let mut end = 0;
    let mut last_nav = None;
    let mut first_text = true;
    // The breadcrumb's last item: the page's own title, which the page repeats below it
    // ("学习啦 > … > 关于中国桥牌比赛的规则(4)", then "关于中国桥牌比赛的规则(4)" and, with no
    // part number, "关于中国桥牌比赛的规则").
    let mut crumb: Option<String> = None;
    for (k, t) in texts.iter().enumerate() {
        if t.is_empty() {
            end = k + 1;
            continue;
        }
        if out[k].is_some() {
            if out[k] == Some(BREADCRUMB) {
                crumb = breadcrumb_last(t);
            }
            last_nav = Some(k);
            end = k + 1;
            continue;
        }
        if law_heading(t) {
            break;
        }
        if crumb
            .as_deref()
            .is_some_and(|c| c == t || without_part_number(c) == t.as_str())
        {
            out[k] = Some(PAGE_TITLE);
            last_nav = Some(k);
            end = k + 1;
            continue;
        }
        if let Some(r) = top_line(t, first_text || k < 4) {
            out[k] = Some(r);
            end = k + 1;
            // A reader's metadata and settings ("Автор: …", "Шрифт:") close its header too.
            if r == LABEL {
                last_nav = Some(k);
            }
            continue;
        }
        if !short(t) {
            break;
        }
        first_text = false;
        end = k + 1;
    }
    if let Some(last) = last_nav {
        for k in 0..last.min(end) {
            if out[k].is_none() && !texts[k].is_empty() {
                out[k] = Some(HEADER);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_to_neighbouring_laws_with_a_top_link_among_them() {
        for nav in [
            "14. BRAK KARTY  14. BRAK KARTYtop of page 16. LEGALNE I NIELEGALNE INFORMACJE  16. LEGALNE I NIELEGALNE INFORMACJE",
            "2. Tablice  Naar boven 3. Opstelling",
        ] {
            assert_eq!(navigation(nav), Some(NEIGHBOURS), "{nav:?}");
        }
        for text in [
            // No top link: law headings, or a law heading and its first item.
            "14. BRAK KARTY  14. BRAK KARTY",
            "14. OPÓŹNIENIE 15. OPÓŹNIENIE",
            // A sentence, or three laws.
            "2. The player goes back to top 3. and plays.",
            "1. A  top of page 2. B  3. C",
            // One title: a heading after a top link.
            "Back to top 2. The Duplicate Boards",
        ] {
            assert_eq!(navigation(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_document_viewers_controls_and_a_wikis_page_information() {
        let texts: Vec<String> = [
            "Internasjonale lover for turneringsbridge",
            "",
            "Størrelse: px",
            "Begynne med side:",
            "",
            "Download \"Internasjonale lover for turneringsbridge\"",
            "",
            "Transkript",
            "",
            "1 Internasjonale lover for turneringsbridge Gjelder fra og med 20. juli 2008 Norsk Bridgeforbund, og de gjelder alle turneringer.",
            "",
            "• law_91.txt",
            "• Last modified: 2018/05/25 16:26",
            "• by someone",
        ]
        .map(str::to_string)
        .to_vec();
        let got = chrome(&texts, |_| false);
        // The document's own title above the viewer stays (it is no control).
        assert_eq!(
            got,
            [
                None,
                None,
                Some(VIEWER),
                Some(VIEWER),
                None,
                Some(VIEWER),
                None,
                Some(VIEWER),
                None,
                None,
                None,
                Some(PAGE_ID),
                Some(PAGE_INFO),
                Some(PAGE_INFO),
            ]
        );
        let t = page_id(12, "• law_91.txt").unwrap();
        assert_eq!(
            (t.name.as_str(), t.parts.as_slice()),
            ("law_91", &["91".to_string()][..])
        );
        assert!(page_id(1, "start").is_none());
    }

    #[test]
    fn navigation_by_shape() {
        for (line, reason) in [
            (
                "strona tytułowa spis treści indeks ← 69 → 71 EN: Law 70",
                LINKS,
            ),
            (
                "(wijz) ← Oudere versie | Huidige versie (wijz) | Nieuwere versie → (wijz)",
                LINKS,
            ),
            ("Страницы: - 1  - 2  - 3  - 4  -", PAGE_LIST),
            ("17  - 18  - 19  - 20  -", PAGE_LIST),
            (
                "ModernLib.Net / Спорт / Неизвестен Автор / Все о Бридже - Чтение (стр. 24)",
                BREADCRUMB,
            ),
            (
                "А  Б  В  Г  Д  Е  Ж  З  И  Й  К  Л  М  Н  О  П  Р  С  Т  У  Ф  Х  Ц  Ч  Ш  Щ  Э  Ю  Я  AZ",
                ALPHABET,
            ),
            (
                "Versie door Kees (overleg | bijdragen) op 2 sep 2019 om 18:00",
                REVISION,
            ),
            ("Versie van 9 jul 2019 om 22:00", REVISION),
            ("(geen verschil)", REVISION),
        ] {
            assert_eq!(navigation(line), Some(reason), "{line}");
        }
        for text in [
            "2. Regardless of B1, if a defender attempts to concede one or more tricks.",
            "Wynik 3 | 1 zapisuje się w protokole.",
            "A. Claim Defined",
            "1. Gracz może wykorzystać informację, jeżeli:",
            "Laws 16 and 57A may apply (see 16 → 57).",
        ] {
            assert_eq!(navigation(text), None, "{text}");
        }
    }
}

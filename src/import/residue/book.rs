//! A book's own divisions above its laws: a table of contents ([`contents`]) and chapter and part
//! headings ([`chapter_headings`]).

use super::*;

/// The words of every language for one field of [`SiteWords`].
pub(super) fn all_words(
    f: impl Fn(&'static SiteWords) -> &'static [&'static str],
) -> impl Iterator<Item = &'static str> {
    crate::lang::all(move |l: &'static Language| f(&l.site))
}

/// A line reduced for comparing with the word lists: lower case, single spaces.
pub(super) fn phrase(t: &str) -> String {
    t.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Tables of contents: a contents heading ("Spis treści", "Inhoud", "Содержание", "Contents",
/// with a wiki's "[ukryj]"/"[hide]" toggle) followed by its entries, and dotted-leader entries
/// (`A. Zgłoszenie roszczenia ........ 12`) anywhere. A contents heading counts only when an
/// entry follows it (blank lines aside), so the word in law text stays; entries numbered the
/// wiki's way (`1 A. Definicja`, a number without its dot) count only in the heading's block.
pub(super) fn contents(rows: &[Row]) -> Vec<bool> {
    static TOGGLE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\s*\[[^\[\]]{1,20}\]$").unwrap());
    let texts: Vec<String> = rows.iter().map(|r| r.text().trim().to_string()).collect();
    let n = texts.len();
    let mut out: Vec<bool> = texts.iter().map(|t| DOTTED_ENTRY.is_match(t)).collect();
    let heading = |t: &str| {
        let t = phrase(&TOGGLE.replace(t, ""));
        all_words(|w| w.contents).any(|c| c == t)
    };
    let entry = |t: &str| DOTTED_ENTRY.is_match(t) || WIKI_CONTENTS_ENTRY.is_match(t);
    let first_text = texts.iter().position(|t| !t.is_empty());
    for i in 0..n {
        if !heading(&texts[i]) {
            continue;
        }
        let first = (i + 1..n).find(|&k| !texts[k].is_empty());
        // A wiki's contents box whose entries the page's text lost: its heading, then the law.
        if Some(i) == first_text
            && first.is_some_and(|k| crate::import::structure::is_law_heading(&texts[k]))
        {
            out[i] = true;
            continue;
        }
        if !first.is_some_and(|k| entry(&texts[k])) {
            continue;
        }
        out[i] = true;
        for k in i + 1..n {
            if texts[k].is_empty() {
                continue;
            }
            if !entry(&texts[k]) {
                break;
            }
            out[k] = true;
        }
    }
    out
}

/// Words for a chapter of a book of the Laws, lower case, in the languages the Laws are printed
/// in (a chapter heading divides the book above its laws: `CHAPTER III`, `ROZDZIAŁ III`,
/// `HOOFDSTUK 3`, `ГЛАВА III`, `III. FEJEZET`). Data, as each language's
/// [`SiteWords`] are.
pub(super) const CHAPTER_WORDS: &[&str] = &[
    "chapter",
    "rozdział",
    "hoofdstuk",
    "глава",
    "kapitel",
    "chapitre",
    "κεφάλαιο",
    "розділ",
    "capitolo",
    "capítulo",
    "kapitola",
    "fejezet",
    "kapittel",
    "luku",
    "bölüm",
    "capitolul",
];

/// Words for a part of a chapter of the Laws (the 1997 and earlier editions divide chapters
/// into parts: `CHAPTER VI` / `The Play` / `PART IV` / `TRICKS`), lower case, in the languages
/// the Laws are printed in. Data, as [`CHAPTER_WORDS`] are.
pub(super) const PART_WORDS: &[&str] = &[
    "part",
    "część",
    "deel",
    "раздел",
    "teil",
    "partie",
    "parte",
    "μέρος",
    "osa",
    "частина",
    "část",
    "rész",
    "bölüm",
];

/// Chinese chapters and parts, written around their number with no space ("第四章  关于违例的一般规则",
/// "第一章 定 义"; a chapter's part "第二部分 竞叫过程中的违规", its section "第二节 竞叫结束"): the
/// word before the number and the word after it, and whether it names a part. The number is in
/// Chinese numerals or Arabic. From real pages (docs/language-sources.md, "zh": xuexila.com,
/// bjtyzh.org, the older translation on s-n-o-r-l-a-x.github.io). Data, as [`CHAPTER_WORDS`]
/// are.
pub(super) const CHAPTER_AROUND: &[(&str, &str, bool)] = &[
    ("第", "章", false),
    ("第", "部分", true),
    ("第", "节", true),
    ("第", "節", true),
];

pub(super) const CHAPTER: &str = "chapter heading (a division of the book above its laws)";
pub(super) const PART: &str = "part heading (a division of a chapter above its laws)";

/// Chapter headings of a book (a PDF-to-text export of the Laws as a book): a chapter word and
/// its number, roman or not (`ROZDZIAŁ III`, `Chapter 3`, `III. FEJEZET`), with or without the
/// chapter's title after a dash or colon (`CHAPTER III – THE AUCTION`), standing alone as a
/// block (page furniture aside), or followed in its block by one line of title in capitals
/// (`ROZDZIAŁ III` / `LICYTACJA`). Marks the lines (kept so far) of each; a title in lower case
/// or a line of text after it leaves the heading where it is (it may be a law's text).
///
/// A chapter's parts ([`PART_WORDS`]: `PART IV`) are read alike. On a page with no blank lines
/// (JFR's pages of the 1997 Laws: `CHAPTER VI` / `The Play` / `PART IV` / `TRICKS` /
/// `LAW 67`), a heading and its title (in capitals, or a few words each with a capital initial)
/// may also stand right after another heading's title and right before the next heading or a
/// law's heading.
pub(super) fn chapter_headings(rows: &[Row], marks: &[Mark]) -> Vec<Option<&'static str>> {
    static HEAD: LazyLock<Regex> = LazyLock::new(|| {
        let words = [CHAPTER_WORDS, PART_WORDS].concat().join("|");
        let around = |f: fn(&(&'static str, &'static str, bool)) -> &'static str| {
            let mut v: Vec<String> = CHAPTER_AROUND.iter().map(|w| regex::escape(f(w))).collect();
            v.dedup();
            v.join("|")
        };
        let (first, last) = (around(|w| w.0), around(|w| w.1));
        Regex::new(&format!(
            r"^(?:(?i:{words})\s+(?:[IVXLC]+|\d{{1,2}})\.?|(?:[IVXLC]+|\d{{1,2}})\.?\s+(?i:{words})|(?:{first})(?:[一二三四五六七八九十]{{1,3}}|\d{{1,2}})(?:{last}))(?:\s*[-–—:：]\s*(\S.*)|\s+(\S.*))?$"
        ))
        .unwrap()
    });
    static PART_HEAD: LazyLock<Regex> = LazyLock::new(|| {
        let words = PART_WORDS.join("|");
        let around: Vec<String> = CHAPTER_AROUND
            .iter()
            .filter(|w| w.2)
            .map(|(a, b, _)| {
                format!(
                    r"{}(?:[一二三四五六七八九十]{{1,3}}|\d{{1,2}}){}",
                    regex::escape(a),
                    regex::escape(b)
                )
            })
            .collect();
        Regex::new(&format!(r"^(?:(?i:{words})\s|{})", around.join("|"))).unwrap()
    });
    let n = rows.len();
    let mut out = vec![None; n];
    // The rows that are not furniture, in order, with their text: a heading's neighbours.
    let kept: Vec<(usize, String)> = (0..n)
        .filter(|&i| !matches!(marks[i], Mark::Whole(_)))
        .map(|i| (i, rows[i].text().trim().to_string()))
        .collect();
    let blank = |k: usize| kept.get(k).is_none_or(|(_, t)| t.is_empty());
    let title_like = |t: &str| {
        t.chars().count() <= 120
            && t.split_whitespace().count() <= 14
            && !t.ends_with(['.', ';', ':', ',', '!', '?'])
    };
    // A title in capitals, or of a few words each with a capital initial ("The Play").
    let heading_title = |t: &str| {
        let capitals = t.chars().any(char::is_alphabetic) && !t.chars().any(char::is_lowercase);
        let initials = t.split_whitespace().count() <= 4
            && t.split_whitespace()
                .all(|w| w.chars().next().is_some_and(char::is_uppercase) || w.len() <= 3);
        (capitals || initials) && title_like(t) && reads_as(t) == Reads::Text
    };
    // The next heading or a law's heading stands at `k` (the end of a run of headings).
    let heading_at = |k: usize| {
        kept.get(k).is_some_and(|(_, t)| {
            HEAD.is_match(t) || matches!(reads_as(t), Reads::LawHeading { .. })
        })
    };
    for (k, (i, t)) in kept.iter().enumerate() {
        let Some(m) = HEAD.captures(t) else { continue };
        let reason = if PART_HEAD.is_match(t) { PART } else { CHAPTER };
        let after_heading = k >= 2 && out[kept[k - 1].0].is_some() && out[kept[k - 2].0].is_some();
        if marks[*i] != Mark::Keep || (k > 0 && !blank(k - 1) && !after_heading) {
            continue;
        }
        if m.get(1)
            .or(m.get(2))
            .is_some_and(|x| !title_like(x.as_str()))
        {
            continue;
        }
        // A chapter with its title, right above a law's heading ("Chapitre 7 - Les convenances"
        // / "Loi 72   Principes généraux", usf.bridge.free.fr).
        let titled = m.get(1).or(m.get(2)).is_some();
        if blank(k + 1)
            || titled
                && kept
                    .get(k + 1)
                    .is_some_and(|(_, t)| matches!(reads_as(t), Reads::LawHeading { .. }))
        {
            out[*i] = Some(reason);
            continue;
        }
        let (j, next) = &kept[k + 1];
        let capitals =
            next.chars().any(char::is_alphabetic) && !next.chars().any(char::is_lowercase);
        let alone = capitals && title_like(next) && reads_as(next) == Reads::Text && blank(k + 2);
        let in_a_run = heading_title(next) && heading_at(k + 2) && m.get(1).or(m.get(2)).is_none();
        if alone || in_a_run {
            out[*i] = Some(reason);
            out[*j] = Some(reason);
        }
    }
    roman_chapters(&kept, &mut out);
    out
}

/// A chapter numbered in roman with no chapter word, its title in capitals, standing alone right
/// before a law's heading: the Spanish federation's "I.- PRELIMINARES" / "Artículo 1.- …",
/// "VIII.- NORMAS ÉTICAS" / "Artículo 72.- …" (abpa.es, aebridge.com). "I." would otherwise read
/// as a section I with no text of its own, which no law has.
fn roman_chapters(kept: &[(usize, String)], out: &mut [Option<&'static str>]) {
    // One letter only where no law's section has it: C is section C ("C. AWARDING AN ADJUSTED
    // SCORE" above the next law's heading).
    static ROMAN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:[IVXL]|[IVXLC]{2,6})\.[-–]?\s*\p{Lu}[^\p{Ll}]*$").unwrap()
    });
    for (k, (i, t)) in kept.iter().enumerate() {
        if out[*i].is_some() || !ROMAN.is_match(t) || (k > 0 && !kept[k - 1].1.is_empty()) {
            continue;
        }
        let next = kept[k + 1..].iter().find(|(_, t)| !t.is_empty());
        if next.is_some_and(|(_, t)| matches!(reads_as(t), Reads::LawHeading { .. })) {
            out[*i] = Some(CHAPTER);
        }
    }
}

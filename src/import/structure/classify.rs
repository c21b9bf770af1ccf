//! How a line reads: the law-heading, section, item, commentary-item and footnote patterns
//! ([`classify`]), and what a text reads as alone ([`reads_as`]), for clean-up's own checks.

use super::*;

/// A Chinese or Japanese character that may begin a title or text glued to its marker: Han,
/// Hiragana, Katakana, or an opening corner bracket.
const CJK: &str = r"(?:\p{Han}|\p{Hiragana}|\p{Katakana}|「)";

pub(super) static PL_LAW: LazyLock<Regex> = LazyLock::new(|| {
    // "68. TYTUŁ PRZEPISU": two words or more in capitals (a list item "2. WBF" is not a law).
    Regex::new(r"^(\d{1,2})\.\s+(\p{Lu}[^\p{Ll}\s]*(?:\s+[^\p{Ll}\s]+)+)$").unwrap()
});
pub(super) static WORD_LAW: LazyLock<Regex> = LazyLock::new(|| {
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
    // A word ending in a CJK character needs no space before the number ("规则9").
    type Words = Vec<(&'static str, String)>;
    let (cjk, spaced): (Words, Words) = crate::lang::all(|l| l.heading)
        .zip(before)
        .partition(|(w, _)| w.ends_with(crate::lang::is_cjk));
    let join = |v: Words| v.into_iter().map(|(_, r)| r).collect::<Vec<_>>();
    let (cjk, spaced) = (join(cjk), join(spaced));
    let mut alternatives = vec![format!(r"(?:{})\s+(?P<n>\d+)\.?", spaced.join("|"))];
    // The word in capitals glued to its number, alone on its line ("LOI16", a site's page
    // heading, its title on the next line: bridgecode2017.ecolebridgetoulon.fr).
    let upper: Vec<String> = crate::lang::all(|l| l.heading)
        .filter(|w| !w.ends_with(crate::lang::is_cjk))
        .map(|w| regex::escape(&w.to_uppercase()))
        .collect();
    alternatives.push(format!(
        r"(?:{})(?P<g>\d{{1,2}})(?:$|\s*[-–—:]\s)",
        upper.join("|")
    ));
    if !cjk.is_empty() {
        alternatives.push(format!(r"(?:{})\s*(?P<k>\d+)", cjk.join("|")));
    }
    // Words around the number ("第21条", "第１２條", "第十二条"): Arabic, full-width or Chinese
    // numerals, read by `law_number`. Any word before goes with any word after.
    let around = |f: fn(&(&'static str, &'static str)) -> &'static str| {
        let mut v: Vec<String> = crate::lang::LANGUAGES
            .iter()
            .flat_map(|l| l.heading_around.iter())
            .map(|p| regex::escape(f(p)))
            .collect();
        v.sort();
        v.dedup();
        v.join("|")
    };
    let (first, last) = (around(|p| p.0), around(|p| p.1));
    if !first.is_empty() {
        alternatives.push(format!(
            r"(?:{first})\s*(?P<c>[0-9０-９]{{1,2}}|[一二三四五六七八九十]{{1,3}})\s*(?:{last})"
        ));
    }
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

/// A line read as a law heading's start ([`WORD_LAW`]): the marker ("Law 68", "16. szabály",
/// "第21条"), the law number as written (read by [`law_number`]), and the rest of the line.
pub(super) fn word_law(t: &str) -> Option<(&str, &str, &str)> {
    let m = WORD_LAW.captures(t)?;
    let number = m
        .name("n")
        .or_else(|| m.name("g"))
        .or_else(|| m.name("m"))
        .or_else(|| m.name("k"))
        .or_else(|| m.name("c"))?;
    let marker = m.name("marker")?;
    let rest = m.name("rest")?;
    Some((marker.as_str(), number.as_str(), rest.as_str()))
}
/// The most characters of a title glued to a CJK heading's marker ([`law_heading_rest_after`]).
const GLUED_TITLE_CHARS: usize = 24;

/// A law's number as a heading writes it: Arabic digits, ASCII or full-width ("12", "１２"),
/// or Chinese numerals up to 99 ("九", "十二", "二十一", "九十三"). `None` for anything else.
pub(super) fn law_number(s: &str) -> Option<u64> {
    const DIGITS: &str = "一二三四五六七八九";
    let digit = |c: char| {
        DIGITS
            .chars()
            .zip(1..)
            .find(|(d, _)| *d == c)
            .map(|(_, n)| n)
    };
    if s.chars()
        .all(|c| c.is_ascii_digit() || ('０'..='９').contains(&c))
    {
        let ascii: String = s
            .chars()
            .map(|c| match c {
                '０'..='９' => char::from_digit(u32::from(c) - u32::from('０'), 10).unwrap_or(c),
                c => c,
            })
            .collect();
        return ascii.parse().ok();
    }
    let chars: Vec<char> = s.chars().collect();
    match chars.as_slice() {
        ['十'] => Some(10),
        [d] => digit(*d),
        ['十', u] => Some(10 + digit(*u)?),
        [t, '十'] => Some(10 * digit(*t)?),
        [t, '十', u] => Some(10 * digit(*t)? + digit(*u)?),
        _ => None,
    }
}

pub(super) static LETTERED: LazyLock<Regex> =
    // Latin, Cyrillic or Greek capitals: "A.", "В.", "Γ.", and the Greek sixth letter written
    // with two, "ΣΤ." (read by `section_letters`); the dash after the dot of Spanish texts,
    // "A.- Título", "A.-Título"; a Chinese or Japanese title glued to the dot or to an
    // ideographic comma, "A.调整得分权", "B、发牌" (only a CJK character may follow so).
    LazyLock::new(|| {
        Regex::new(
            r"^(ΣΤ|Στ|Ϛ|[A-ZА-ЯΑ-Ω])(?:\.(?:[-–]\s*(.*)|\s+(.*))?|[.、](CJK.*))$"
                .replace("CJK", CJK)
                .as_str(),
        )
        .unwrap()
    });
pub(super) static NUMBERED: LazyLock<Regex> =
    // "1. Text", "1) Text", or a Chinese or Japanese text glued to the marker: "1.更改叫牌".
    LazyLock::new(|| {
        Regex::new(&r"^(\d{1,2})(?:[.)](?:\s+(.*))?|[.)、](CJK.*))$".replace("CJK", CJK)).unwrap()
    });
pub(super) static MARKED: LazyLock<Regex> =
    // "(a)", "(iv)", or a Cyrillic or Greek item letter "(б)", "(β)", "(στ)" (read by
    // `item_letters`); a Chinese or Japanese text may be glued to it, "(a)定约人或任一防守人".
    LazyLock::new(|| {
        Regex::new(&r"^\(([a-z]{1,5}|[а-я]|στ|[α-ω])\)(?:\s+(.*)|(CJK.*))?$".replace("CJK", CJK))
            .unwrap()
    });
pub(super) static ITEM: LazyLock<Regex> =
    // "68.2. Text": the item number ends with a dot, so "1.5 punktu" in a wrapped line is text.
    // "1.1.(a) Text": an item's first sub-point may follow its number with no space.
    LazyLock::new(|| Regex::new(r"^((\d{1,2})\.(\d{1,3})\.)(?:\s+(.*)|(\(.*))$").unwrap());
/// A point of a commentary item's own list: `(1)`, `(b)`, `(iii)`, `(б)`.
pub(super) static COMMENTARY_POINT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((?:\d{1,2}|[a-z]{1,5}|[а-я])\)\s").unwrap());
pub(super) static FOOTNOTE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\*{1,3}|†|‡|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\))\s+(.*)$").unwrap());

/// What follows the number of a law heading ("Law 68"): nothing; white space and the title
/// ("Law 68 Claim …"); or a separator, a dash or colon, and the title ("Law 68 – Claim …",
/// "Law 68: Claim …", "Law 68—Claim …", "Law 68 –"). Returns the separator as written (with the
/// white space before it, so the marker holds every character up to the title) and the title;
/// `None` when the number runs on into other text ("Law 685", "Law 68.5", "Law 68th").
pub(super) fn law_heading_rest(rest: &str) -> Option<(&str, &str)> {
    let after_space = rest.trim_start();
    let sep_len = after_space
        .chars()
        .next()
        .filter(|c| matches!(c, '-' | '–' | '—' | ':' | '：'))
        .map_or(0, char::len_utf8);
    if sep_len > 0 {
        let split = rest.len() - after_space.len() + sep_len;
        return Some((&rest[..split], rest[split..].trim()));
    }
    (rest.is_empty() || after_space.len() < rest.len()).then_some(("", after_space.trim_end()))
}

/// As [`law_heading_rest`], for a marker ending with a dot: the title may follow the dot with no
/// space ("Правило 24.Показ карты …", as e-library texts run them together) when it begins with
/// a capital; and for a marker ending with a CJK character ("第12条"), when the title begins
/// with one and is short ([`GLUED_TITLE_CHARS`]: a wrapped line of text that begins with a
/// reference, "第81条から第93条に…", is longer).
pub(super) fn law_heading_rest_after<'a>(
    marker: &str,
    rest: &'a str,
) -> Option<(&'a str, &'a str)> {
    law_heading_rest(rest).or_else(|| {
        (marker.ends_with('.') && rest.starts_with(char::is_uppercase)
            || marker.ends_with(crate::lang::is_cjk)
                && rest.starts_with(crate::lang::is_cjk)
                && rest.trim_end().chars().count() <= GLUED_TITLE_CHARS)
            .then_some(("", rest.trim_end()))
    })
}

/// The law and title of a line that reads as a law heading ("LOI 1 - Le jeu de cartes" → 1,
/// "Le jeu de cartes").
pub(crate) fn law_heading_parts(t: &str) -> Option<(u8, Option<String>)> {
    let line = Line::at(0, t.to_string());
    match classify(&line, &[]) {
        Tok::LawHeading { law, title, .. } => Some((law, title)),
        _ => None,
    }
}

/// Whether a line reads as a law heading ("LAW 68 – …", "Artikel 10. …", "68. TYTUŁ").
pub(crate) fn is_law_heading(t: &str) -> bool {
    let line = Line::at(0, t.to_string());
    matches!(classify(&line, &[]), Tok::LawHeading { .. })
}

/// A title in capitals run into its text ("НАРУШЕНИЕ УКАЗАНО ЗРИТЕЛЕМ. 1. Зритель …"): two
/// words or more, every letter a capital, a period, then the text. Returns the title (without
/// its period) and the text.
pub(super) fn run_in_capitals(r: &str) -> Option<(&str, &str)> {
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
pub(super) fn inline_heading(t: &str) -> Option<usize> {
    static INLINE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\s((?:ΣΤ|[A-ZА-ЯΑ-Ω])\.\s+\p{Lu}+(?:[\s,–-]+\p{Lu}+)+\.\s)").unwrap()
    });
    INLINE.captures(t).and_then(|c| c.get(1)).map(|m| m.start())
}

/// Whether a title-like text reads as a heading: short, no sentence punctuation at its end; a
/// Chinese or Japanese one holds no sentence comma either ("洗牌與發牌 B、發牌 發牌時務必牌面向下,依序…"
/// is a heading run into its text).
pub(super) fn heading_like(t: &str) -> bool {
    let t = t.trim();
    let cjk_sentence = t.starts_with(crate::lang::is_cjk) && t.contains([',', '，']);
    !cjk_sentence
        && !t.is_empty()
        && t.chars().count() <= 120
        && t.split_whitespace().count() <= 14
        && !t.ends_with([
            '.', ';', ':', ',', '!', '?', '。', '；', '：', '，', '、', '！', '？',
        ])
}

pub(super) fn classify(line: &Line, footnote_marks: &[String]) -> Tok {
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
            && let Some(law) = law_number(number).and_then(|n| u8::try_from(n).ok())
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
            .or_else(|| m.get(4))
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
        return Tok::Numbered(
            n,
            m.get(2).or(m.get(3)).map_or("", |x| x.as_str()).to_string(),
        );
    }
    if let Some(m) = MARKED.captures(t) {
        return Tok::Marked(
            m[1].to_string(),
            m.get(2).or(m.get(3)).map_or("", |x| x.as_str()).to_string(),
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

#[cfg(test)]
mod tests {
    use super::law_number;

    /// A heading's number as Chinese and Japanese texts may write it: ASCII or full-width
    /// digits, or Chinese numerals up to 99; anything else is no number.
    #[test]
    fn law_numbers_in_digits_full_width_and_chinese_numerals() {
        for (s, n) in [
            ("21", 21),
            ("２１", 21),
            ("九", 9),
            ("十", 10),
            ("十二", 12),
            ("二十", 20),
            ("九十三", 93),
        ] {
            assert_eq!(law_number(s), Some(n), "{s}");
        }
        for s in ["", "十十", "二二", "百", "2a"] {
            assert_eq!(law_number(s), None, "{s}");
        }
    }
}

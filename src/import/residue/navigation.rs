//! A site's navigation, whole lines only ([`navigation_line`]), a page's decorations, and link
//! labels glued to a heading's end.

use super::*;

/// Whether a whole line is site navigation, and which kind (the report's reason). Navigation
/// must look like navigation: the whole line is
/// - a copyright or cookie notice (`© 2017 PZBS`, "Wszelkie prawa zastrzeżone");
/// - a "top of page" link ("Do góry", "Naar boven", "Наверх", "Back to top", `^ top`);
/// - a language link ("English version", `EN: Law 68`);
/// - a footer menu: three or more short items between `|`, `·` or `•`, one of them a menu word
///   ("Home | Contact | Privacy", "Strona główna | Kontakt | Regulamin");
/// - links made only of navigation words, law words, law numbers and language codes, with a
///   separator or arrow between them ("« Przepis 67 | Przepis 69 »", "← Artikel 67 Artikel 69 →",
///   "Previous: Law 67  Next: Law 69", "Предыдущее правило | Следующее правило", "EN | FR | DE").
///
/// A line holding one of these words among others ("Contents" in a sentence, a `|` in text, a
/// clause beginning "EN") is text.
pub(crate) fn navigation_line(t: &str) -> Option<&'static str> {
    static COPYRIGHT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)^(?:©|\(c\)\s*\d|copyright\b)").unwrap());
    static LANG_LINK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"^(?:{})\s*:\s*(\S.*)$", LANG_CODES.join("|"))).unwrap()
    });
    let p = phrase(t);
    if t.chars().count() <= 300
        && (COPYRIGHT.is_match(t)
            || all_words(|w| w.notices).any(|n| p.contains(n))
            || p.split(|c: char| !c.is_alphabetic())
                .any(|w| w == "cookie" || w == "cookies"))
    {
        return Some("copyright or cookie notice");
    }
    let core = p.trim_matches(|c: char| UP_ARROWS.contains(&c) || c.is_whitespace());
    let arrow = core.len() < p.len();
    if all_words(|w| w.top).any(|x| x == core) || (arrow && core == "top") {
        return Some("site navigation: top of page");
    }
    if all_words(|w| w.versions).any(|x| x == p) {
        return Some("site navigation: language link");
    }
    if let Some(m) = LANG_LINK.captures(t) {
        let rest = m[1].trim();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let law_ref = words.windows(2).any(|w| {
            all_words(|s| s.law).any(|l| l == w[0].to_lowercase())
                && w[1].trim_end_matches('.').parse::<u8>().is_ok()
        });
        if law_ref && words.len() <= 14 && !rest.ends_with(['.', ';', ',', '!', '?']) {
            return Some("site navigation: language link");
        }
    }
    let items: Vec<&str> = t.split(['|', '·', '•']).map(str::trim).collect();
    if items.len() >= 3
        && items.iter().all(|i| {
            !i.is_empty()
                && i.split_whitespace().count() <= 4
                && i.chars().count() <= 40
                && !i.contains(['.', ';', ',', '!', '?'])
        })
        && items
            .iter()
            .any(|i| all_words(|w| w.menu).any(|m| m == phrase(i)))
    {
        return Some("site navigation: footer menu");
    }
    nav_tokens(t)
}

/// A line made only of navigation tokens (see [`navigation_line`]): at least one word, and an
/// arrow, guillemet or `|` between the links, or a previous/next word, or two language codes.
/// A law heading alone, with or without a colon (`LAW 68:`), is not navigation.
pub(super) fn nav_tokens(t: &str) -> Option<&'static str> {
    if !t.contains(NAV_SEPARATORS) {
        return None;
    }
    let arrow = t.contains(|c: char| NAV_SEPARATORS.contains(&c) && !matches!(c, ':' | '/'));
    let (mut languages, mut prev_next, mut words) = (0, false, false);
    for tok in t.split(|c: char| c.is_whitespace() || NAV_SEPARATORS.contains(&c)) {
        let tok =
            tok.trim_matches(|c: char| matches!(c, '-' | '–' | '—' | '(' | ')' | '[' | ']' | ','));
        if tok.is_empty() {
            continue;
        }
        let low = tok.to_lowercase();
        if LANG_CODES.contains(&tok) || all_words(|w| w.languages).any(|w| w == low) {
            languages += 1;
            words = true;
        } else if all_words(|w| w.prev_next).any(|w| w == low) {
            prev_next = true;
            words = true;
        } else if all_words(|w| w.law).any(|w| w == low) {
            words = true;
        } else if !tok
            .trim_end_matches('.')
            .parse::<u8>()
            .is_ok_and(|n| (1..=crate::corpus::model::MAX_LAW).contains(&n))
        {
            return None;
        }
    }
    if !words {
        return None;
    }
    if languages > 0 && (arrow || languages >= 2) {
        Some("site navigation: language link")
    } else if languages == 0 && (arrow || prev_next) {
        Some("site navigation: links to neighbouring laws")
    } else {
        None
    }
}

/// Decoration inside a line: a run of eight or more of one character (`==========`, or box-drawing
/// characters a wrong code page turned into letters, `њњњњ…`). Each run is taken out and
/// reported; it stood between two pieces of the page (a heading and its text), so the line is
/// split there into parts, each read as a line of its own.
pub(super) fn decorations(row: &Row, report: &mut Report) -> Vec<Row> {
    let chars = &row.chars;
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let mut j = i + 1;
        while j < chars.len() && chars[j] == c {
            j += 1;
        }
        if !c.is_whitespace() && !c.is_ascii_digit() && c != '.' && j - i >= 8 {
            runs.push((i, j));
        }
        i = j;
    }
    if runs.is_empty() {
        return vec![row.clone()];
    }
    let mut parts = Vec::new();
    let mut from = 0;
    for &(a, b) in &runs {
        let piece: String = chars[a..b].iter().collect();
        report.remove(
            row.no,
            row.col(a),
            "a rule line (a run of one character; box-drawing characters misread)",
            piece,
        );
        parts.push((from, a));
        from = b;
    }
    parts.push((from, chars.len()));
    let last = parts.len() - 1;
    parts
        .into_iter()
        .enumerate()
        .map(|(k, (a, b))| Row {
            chars: chars[a..b].to_vec(),
            cols: row.cols[a..b].to_vec(),
            hard_end: k == last && row.hard_end,
            ..row.clone()
        })
        .collect()
}

/// A link label glued to a heading's end: a wiki's section-edit link (`Przepis 68[edytuj]`,
/// `ARTIKEL 68 Claim of concessie[bewerken]`, `Правило 68[править]`, `[edit | edit source]`), a
/// generated site's pilcrow permalink (`A. Claim by declarer¶`) or a "top" link (`Top ↑`). The
/// heading stays; the label is reported with its column. Edit labels are taken at the end of
/// any line (only headings carry them); pilcrows and top links only after a heading-length text
/// (14 words or fewer).
pub(super) fn glued_label(row: &mut Row, report: &mut Report) {
    loop {
        let text = row.text();
        let body = text.trim_end();
        let found = EDIT_LABEL.find(body).or_else(|| {
            HEADING_END_LABEL.find(body).filter(|m| {
                let rest = body[..m.start()].trim();
                !rest.is_empty() && rest.split_whitespace().count() <= 14
            })
        });
        let (start, end) = match found {
            Some(m) => (m.start(), m.end()),
            None => match glued_version(body) {
                Some(at) => (at, body.len()),
                None => return,
            },
        };
        let before = body[..start].trim();
        if before.is_empty() {
            return;
        }
        let (a, b) = Row::chars_of(&text, start, end);
        if &body[start..end] == "¶" && before.ends_with(['.', ':', ';', '!', '?']) {
            // A pilcrow after a sentence is the page's paragraph mark: the paragraph ends here.
            row.cut(vec![(a, b, "paragraph mark (¶)")], report);
            row.hard_end = true;
            return;
        }
        row.cut(vec![(a, b, GLUED)], report);
    }
}

/// A language link glued to a heading's end ("16. LEGALNE I NIELEGALNE INFORMACJE wesja
/// angielska"): one of the languages' `versions` phrases after heading-length text (14 words or
/// fewer, no sentence end); the byte offset where it starts.
pub(super) fn glued_version(body: &str) -> Option<usize> {
    let low = body.to_lowercase();
    if low.len() != body.len() {
        // Case folding changed byte lengths: compare word by word instead.
        let words: Vec<&str> = body.split_whitespace().collect();
        for v in all_words(|w| w.versions) {
            let n = v.split_whitespace().count();
            if words.len() > n && phrase(&words[words.len() - n..].join(" ")) == v {
                let at = body.rfind(words[words.len() - n]).unwrap_or(0);
                let before = body[..at].trim();
                return (before.split_whitespace().count() <= 14
                    && !before.ends_with(['.', ';', ',', '!', '?']))
                .then_some(at);
            }
        }
        return None;
    }
    all_words(|w| w.versions).find_map(|v| {
        let at = low.strip_suffix(v).map(str::len)?;
        let before = body[..at].trim_end();
        (at > 0
            && body[..at].ends_with(char::is_whitespace)
            && before.split_whitespace().count() <= 14
            && !before.ends_with(['.', ';', ',', '!', '?']))
        .then_some(at)
    })
}

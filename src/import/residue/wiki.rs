//! Wiki markup (templates, category and file links, magic words, link and heading markup) and a
//! word processor's field codes.

use super::*;

/// Wiki markup: template calls (`{{Przepis|68}}`, `{{DEFAULTSORT:…}}`), category and file links,
/// magic words (`__NOTOC__`), heading markup (`== A. Definicja ==`), and link markup whose label
/// stays as text (`[[Przepis 16|przepisu 16]]` keeps `przepisu 16`). A template call alone on its
/// line is returned as a [`Template`], metadata evidence like a template name.
pub(super) fn wiki_markup(row: &mut Row, report: &mut Report) -> Option<Template> {
    let text = row.text();
    let body = text.trim();
    let template = WIKI_TEMPLATE
        .find(body)
        .filter(|m| m.as_str() == body)
        .map(|m| {
            let inner = &m.as_str()[2..m.as_str().len() - 2];
            Template {
                what: TEMPLATE_NAME,
                line: row.no,
                name: m.as_str().to_string(),
                parts: inner
                    .split([':', '/', '|'])
                    .skip(1)
                    .map(|p| p.rsplit('=').next().unwrap_or(p).trim().to_string())
                    .collect(),
            }
        });
    let mut cuts: Vec<(usize, usize, &str)> = Vec::new();
    let add = |re: &Regex, reason: &'static str, cuts: &mut Vec<(usize, usize, &str)>| {
        for m in re.find_iter(&text) {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            cuts.push((a, b, reason));
        }
    };
    // MoinMoin's preformatted block `{{{ … }}}` holds text, not a template call: only its
    // braces are markup (djb.qmail.jp quotes the JCBL's Laws so). Template calls inside it
    // still are templates.
    for m in WIKI_PREFORMATTED.find_iter(&text).filter(|m| m.len() == 3) {
        let (a, b) = Row::chars_of(&text, m.start(), m.end());
        cuts.push((a, b, "wiki preformatted-block markup"));
    }
    for m in WIKI_TEMPLATE.find_iter(&text) {
        let (a, b) = Row::chars_of(&text, m.start(), m.end());
        if !cuts.iter().any(|&(x, y, _)| a < y && x < b) {
            cuts.push((a, b, "wiki template markup"));
        }
    }
    add(&WIKI_CATEGORY, "wiki category or file link", &mut cuts);
    add(&WIKI_MAGIC, "wiki magic word", &mut cuts);
    let overlaps = |a: usize, b: usize, cuts: &[(usize, usize, &str)]| {
        cuts.iter().any(|&(x, y, _)| a < y && x < b)
    };
    for m in WIKI_LINK.captures_iter(&text) {
        let whole = m.get(0).expect("whole match");
        let (a, b) = Row::chars_of(&text, whole.start(), whole.end());
        if overlaps(a, b, &cuts) {
            continue;
        }
        let kept = m.get(1).or_else(|| m.get(2)).expect("one group matches");
        let (ka, kb) = Row::chars_of(&text, kept.start(), kept.end());
        cuts.push((a, ka, "wiki link markup"));
        cuts.push((kb, b, "wiki link markup"));
    }
    if cuts.is_empty()
        && let Some(m) = WIKI_HEADING.captures(body)
        && m[1].len() == m[2].len()
    {
        let lead = text.len() - text.trim_start().len();
        let (a, b) = Row::chars_of(&text, lead, lead + m[1].len());
        cuts.push((a, b, "wiki heading markup"));
        let end = lead + body.len();
        let (a, b) = Row::chars_of(&text, end - m[2].len(), end);
        cuts.push((a, b, "wiki heading markup"));
    }
    row.cut(cuts, report);
    template
}

/// Word-processor field codes left in the text: index entries (`XE "zrzeczenie"`,
/// `{ XE "claim" }`), cross-references (`PAGEREF _Toc123456 \h`), tables of contents
/// (`TOC \o "1-3" \h \z \u`), links (`HYPERLINK \l "_Toc1"`), format switches (`\* MERGEFORMAT`).
/// Field names are recognised in capitals only, as Word writes them, with their switches.
pub(super) fn field_codes(row: &mut Row, report: &mut Report) {
    let text = row.text();
    let cuts = FIELD_CODES
        .find_iter(&text)
        .map(|m| {
            let (a, b) = Row::chars_of(&text, m.start(), m.end());
            (a, b, FIELD_CODE)
        })
        .collect();
    row.cut(cuts, report);
}

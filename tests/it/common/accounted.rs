//! The import's invariant, shared by the import tests (through `tests/it/common`) and the fuzz
//! harness (`tests/fuzz`, which includes this file): every word of a raw document is in a corpus
//! file the import made or in its report, as often as in the input: nothing lost, nothing
//! invented.
#![allow(dead_code)]

use std::collections::BTreeMap;

use lawref::corpus::load::load_document;
use lawref::corpus::model::{Body, Document, EditionManifest};
use lawref::import::Imported;

/// The corpus files an import made, loaded against `manifests` as the corpus would load them.
pub fn documents(imp: &Imported, manifests: &[EditionManifest]) -> Vec<Document> {
    imp.files
        .iter()
        .map(|(path, text)| {
            load_document(path, text, manifests).unwrap_or_else(|e| panic!("{path}: {e}"))
        })
        .collect()
}

/// Words (runs of letters and digits holding a letter, two characters or more) with counts.
pub fn words(text: &str) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for w in text.split(|c: char| !c.is_alphanumeric()) {
        if w.chars().count() >= 2 && w.chars().any(char::is_alphabetic) {
            *m.entry(w.to_string()).or_insert(0) += 1;
        }
    }
    m
}

/// Every word of what an import made and reported: titles, clause titles, paragraphs, and the
/// report's entries.
pub fn output_text(imp: &Imported, manifests: &[EditionManifest]) -> String {
    output_text_of(imp, &documents(imp, manifests))
}

/// [`output_text`] of the corpus files `docs` an import made, already loaded (a book's laws,
/// loaded against the generated corpus's own manifests).
pub fn output_text_of(imp: &Imported, docs: &[Document]) -> String {
    let mut out = String::new();
    for d in docs {
        out.push_str(d.meta.title.as_deref().unwrap_or(""));
        out.push('\n');
        if let Body::Text(t) = d.body() {
            for c in t.all_clauses() {
                out.push_str(c.title.as_deref().unwrap_or(""));
                out.push('\n');
            }
        }
        for p in d.paragraphs() {
            out.push_str(&p.plain_text());
            out.push('\n');
        }
    }
    for e in &imp.report.entries {
        out.push_str(&e.text);
        out.push('\n');
    }
    out
}

/// Asserts that the corpus files and report of `imp` hold every word of `input` (the decoded
/// text) exactly as often as the input does: nothing lost, nothing invented.
pub fn assert_accounted(name: &str, input: &str, imp: &Imported, manifests: &[EditionManifest]) {
    assert_accounted_in(name, input, imp, &documents(imp, manifests));
}

/// [`assert_accounted`] for the corpus files `docs` an import made, already loaded.
pub fn assert_accounted_in(name: &str, input: &str, imp: &Imported, docs: &[Document]) {
    use unicode_normalization::UnicodeNormalization;
    // A sub-item marker ("(ii) …", "2. (iv) …") is structure where it begins a sub-item (the
    // clause id says it, not the text) and text where it stands in a sentence or in commentary:
    // it is left out of both sides. (Import may also number sub-items from lists numbered
    // "1.", so the output's clause ids cannot stand for the input's markers.)
    static MARKER: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"\([ivx]+\)").unwrap());
    let input: String = input.nfc().collect();
    let mut lines: Vec<String> = input.lines().map(str::to_string).collect();
    // The input's blank lines, which end a paragraph (a line the report takes out whole does
    // not: import joins a paragraph's lines across it, as across a page's running header).
    let mut blank: Vec<bool> = lines.iter().map(|l| l.trim().is_empty()).collect();
    // The lines as the input has them, before pieces are cut out below.
    let original = lines.clone();
    // A piece the report says was taken out of a line (not the whole line) is cut out of it at
    // its column, right to left so that each entry's column is still the input's, and counted
    // on a line of its own: what stood either side of it is joined (`l{{Spelregels|2007|68}}aat`
    // reads "laat"), except where the report says a space was put in its place (a control
    // character between two words) and around a rule line (a run of one character,
    // `==========`, `њњњњ…`), which split the line there into parts.
    let mut cuts: Vec<_> = imp
        .report
        .entries
        .iter()
        .filter(|e| !e.reason.starts_with("hyphen at a line break"))
        .collect();
    cuts.sort_by_key(|e| std::cmp::Reverse((e.line, e.column)));
    let mut pieces = Vec::new();
    let mut joins = Vec::new();
    let mut cut = std::collections::BTreeSet::new();
    for e in cuts {
        let Some(line) = lines.get_mut(e.line - 1) else {
            continue;
        };
        let at = line
            .char_indices()
            .nth(e.column - 1)
            .map(|(i, _)| i)
            .filter(|&i| line[i..].starts_with(e.text.as_str()));
        let Some(i) = at else {
            // Not on its line alone: a paragraph the report took out whole, its lines joined
            // with spaces. Its words stay on the input's lines (and are the entry's on the
            // other side); the join is checked below, once the hyphens are joined too.
            joins.push(e);
            continue;
        };
        if i == 0 && line.trim_end() == e.text.trim_end() {
            continue;
        }
        let gap = if e.reason.starts_with("a rule line")
            || e.reason.ends_with("(a space put in its place)")
        {
            " "
        } else {
            ""
        };
        line.replace_range(i..i + e.text.len(), gap);
        pieces.push(e.text.clone());
        cut.insert((e.line, e.column));
    }
    // Lines the report took out whole (a page's running header, its page number), once the
    // pieces cut out of them are gone: a line of site navigation with a control-character
    // placeholder in it is two entries, the placeholder and the rest (found by the fuzz
    // harness). Not an entry cut out as a piece: what is left of its line may read the same
    // ("g" of "g\u{C}™™™™™™™™g", its rule and last "g" taken out, found by the fuzz harness).
    let whole: std::collections::BTreeSet<usize> = imp
        .report
        .entries
        .iter()
        .filter(|e| !cut.contains(&(e.line, e.column)))
        .filter(|e| lines.get(e.line - 1).is_some_and(|l| l.trim() == e.text))
        .map(|e| e.line - 1)
        .collect();
    // Blank lines of a page break that falls inside a sentence are no paragraph break, as import
    // reads them (`import::residue::pages`, `Mark::Gap`): between a text line that ends no
    // sentence and one that begins in lower case, a run of lines neither text nor kept, with a
    // page break in it (a form feed, a running header or footer, a page number) or a form feed
    // starting the next line. ("&-" / form feed and a running header / blank / "g…", found by
    // the fuzz harness.)
    let furniture: std::collections::BTreeSet<usize> = imp
        .report
        .entries
        .iter()
        .filter(|e| e.reason.starts_with("running header") || e.reason.starts_with("page number"))
        .map(|e| e.line - 1)
        .collect();
    let text_row = |i: usize| !lines[i].trim().is_empty() && !whole.contains(&i);
    let mut i = 0;
    while i < lines.len() {
        if text_row(i) {
            i += 1;
            continue;
        }
        let s = i;
        while i < lines.len() && !text_row(i) {
            i += 1;
        }
        let broke = (s..i).any(|k| original[k].contains('\u{c}') || furniture.contains(&k))
            || (i < lines.len() && original[i].starts_with('\u{c}'));
        let mid_sentence = s > 0
            && !lines[s - 1].trim_end().ends_with(['.', ':', ';', '!', '?'])
            && i < lines.len()
            && lines[i]
                .trim_start()
                .chars()
                .next()
                .is_some_and(char::is_lowercase);
        if broke && mid_sentence {
            for b in &mut blank[s..i] {
                *b = false;
            }
        }
    }
    // A word broken with a hyphen at a line's end, which the report says was joined, counts as
    // the joined word; its end is on the next line that is neither blank nor taken out whole
    // (at a page's foot, the word goes on after the next page's header). From the last line up,
    // so that a word broken over three lines or more ("g-" / "c-" / "c") is joined whole.
    let mut hyphens: Vec<_> = imp
        .report
        .entries
        .iter()
        .filter(|e| e.reason.starts_with("hyphen at a line break"))
        .collect();
    hyphens.sort_by_key(|e| std::cmp::Reverse(e.line));
    for e in hyphens {
        let l = e.line - 1;
        let next = (l + 1..lines.len())
            .find(|k| !lines[*k].trim().is_empty() && !whole.contains(k))
            .unwrap_or(l + 1);
        let Some(first) = lines.get(next).map(|n| n.trim_start().to_string()) else {
            continue;
        };
        let cut = first.find(char::is_whitespace).unwrap_or(first.len());
        let t = lines[l].trim_end().trim_end_matches('-').to_string();
        lines[l] = format!("{t}{}", &first[..cut]);
        lines[next] = first[cut..].to_string();
        // The paragraph goes on across the blank lines between (a page's foot: found by the
        // fuzz harness).
        for b in &mut blank[l + 1..next] {
            *b = false;
        }
    }
    // Every paragraph the report says it took out whole stands on the input's lines from its
    // line on, joined as import joins them: a join the report declares that the input does not
    // hold fails (its column is not checked: pieces cut out before it moved it).
    // White space is compared as one space: a rule splits its line into parts, each trimmed
    // and joined with one space ("2 ee" of "2   ззз ee"), and a control character or a rule
    // between two letters leaves one ("g g" of "g\u{C}™™™g"; both found by the fuzz harness).
    let spaced = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for e in joins {
        assert!(
            spaced(&joined_from(&lines, &blank, &whole, e.line)).contains(&spaced(&e.text)),
            "{name}: the report's entry at {}:{} ({:?}) is not the input's text there: {:?} (the input's: {:?})",
            e.line,
            e.column,
            e.reason,
            e.text,
            spaced(&joined_from(&lines, &blank, &whole, e.line))
        );
    }
    // The Greek sixth section letter, two capitals ("ΣΤ."), is structure too, where it became
    // a section (the clause id, F, says it), not on a line the report took out whole, nor where
    // a word follows it with no space ("ΣΤ._Ο"), nor in a document with no section F
    // (commentary has no sections), nor where the report says it was kept inside the paragraph
    // before it (a second "ΣΤ." after section F); all stay text. A line with only a piece taken
    // out ("ΣΤ. Tytuł Top ↑", its link label) is still a heading (found by the fuzz harness).
    let kept_as_text: std::collections::BTreeSet<usize> = imp
        .report
        .doubts
        .iter()
        .filter(|d| d.reason.ends_with("kept inside the paragraph before it"))
        .map(|d| d.line - 1)
        .chain(whole.iter().copied())
        .collect();
    let has_f = docs.iter().any(|d| {
        d.law_text()
            .is_some_and(|t| t.all_clauses().iter().any(|c| c.id.section == Some('F')))
    });
    for (i, l) in lines.iter_mut().enumerate() {
        let t = l.trim_start();
        let heading = t
            .strip_prefix("ΣΤ.")
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace));
        if has_f && heading && !kept_as_text.contains(&i) {
            *l = format!("{}F.{}", &l[..l.len() - t.len()], &t["ΣΤ.".len()..]);
        }
    }
    lines.extend(pieces);
    let input = lines.join("\n");
    assert_eq!(
        words(&MARKER.replace_all(&output_text_of(imp, docs), "")),
        words(&MARKER.replace_all(&input, "")),
        "{name}: words of the input vs. corpus + report"
    );
}

/// The input's text from line `line` (1-based) on, its lines trimmed and joined with a space as
/// a paragraph's are, up to the input's next blank line (past a line the report took out whole).
fn joined_from(
    lines: &[String],
    blank: &[bool],
    whole: &std::collections::BTreeSet<usize>,
    line: usize,
) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate().skip(line - 1) {
        if blank[i] {
            break;
        }
        let t = l.trim();
        if t.is_empty() || whole.contains(&i) {
            // Taken out whole by entries of its own ("site navigation: page list: \"0 0 0\"",
            // found by the fuzz harness): the paragraph goes on after it.
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(t);
    }
    out
}

//! Bilingual pages: the same law given in two languages on one page, one after the other or
//! paragraph by paragraph (the Hellenic federation's DokuWiki Laws, laws.hellasbridge.org: each
//! page a Greek law, then the same law in English; its commentary pages a Greek paragraph, then
//! the English one). Such a page imports in the language asked (`--lang`); every line of the
//! other language's text is reported, with its reason, and nothing of it reaches the corpus file.
//!
//! Told by the shape of the languages, paragraph by paragraph: each paragraph's language is its
//! script where that names one language lawref knows (Greek, Cyrillic), else the words' (whatlang,
//! for paragraphs of 40 letters or more); a short paragraph (a heading) takes the language of
//! the text after it. A page is bilingual when two languages each hold a quarter or more of the
//! letters of the paragraphs whose language is known, and 60 letters or more. Languages
//! whatlang confuses with each other ([`crate::lang::Language::family`]: Danish and Norwegian)
//! count as one, so a Danish page some paragraphs of which read as Norwegian is not bilingual.
//!
//! Not for: a stray paragraph in another language (a footer, a quoted sentence), which
//! `metadata::decide_lang` outvotes and lists to check.

use super::line::Line;
use super::report::Report;
use crate::corpus::model::Lang;
use crate::error::Error;

/// Paragraphs shorter than this many letters take the language of the paragraph after them.
const PARAGRAPH_LETTERS: usize = 40;

/// The share of the letters each language must hold for the page to be bilingual.
const SHARE: f64 = 0.25;

/// The fewest letters the second language must hold.
const MIN_LETTERS: usize = 60;

/// One paragraph: its lines (indices into the document's lines), letters and language.
struct Para {
    lines: Vec<usize>,
    letters: usize,
    lang: Option<&'static str>,
}

/// The language of a paragraph's text, where it can be told alone: the script's (Greek,
/// Cyrillic), else the words' for a paragraph long enough.
fn paragraph_lang(text: &str, letters: usize) -> Option<&'static str> {
    if let Some(l) = crate::lang::by_script(text) {
        return Some(l.family);
    }
    if letters < PARAGRAPH_LETTERS {
        return None;
    }
    let (l, _) = super::metadata::detect_lang(text)?;
    crate::lang::get(&l.0).map(|l| l.family)
}

/// Splits a bilingual page: returns the lines of the language asked (`asked`), the other
/// language's lines reported as taken out; a page in one language is returned as it is. The
/// decision (which languages, where, which was imported) goes to the report.
///
/// # Errors
/// [`Error::Undecided`] naming `--lang` when the page is bilingual and `--lang` names neither of
/// its languages (or is not given).
pub fn split(
    source: &str,
    lines: Vec<Line>,
    asked: Option<&Lang>,
    report: &mut Report,
) -> Result<Vec<Line>, Error> {
    // Paragraphs: runs of lines with text between blank lines.
    let mut paras: Vec<Para> = Vec::new();
    let mut cur: Vec<usize> = Vec::new();
    let flush = |cur: &mut Vec<usize>, paras: &mut Vec<Para>| {
        if cur.is_empty() {
            return;
        }
        let text: String = cur
            .iter()
            .map(|&i| lines[i].text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let letters = text.chars().filter(|c| c.is_alphabetic()).count();
        paras.push(Para {
            lines: std::mem::take(cur),
            letters,
            lang: paragraph_lang(&text, letters),
        });
    };
    for (i, l) in lines.iter().enumerate() {
        if l.text.is_empty() {
            flush(&mut cur, &mut paras);
        } else {
            cur.push(i);
        }
    }
    flush(&mut cur, &mut paras);
    // A paragraph whose language is unknown (a heading) takes the next one's, else the last's.
    let mut next: Option<&'static str> = None;
    let mut filled: Vec<Option<&'static str>> = vec![None; paras.len()];
    for k in (0..paras.len()).rev() {
        if paras[k].lang.is_some() {
            next = paras[k].lang;
        }
        filled[k] = paras[k].lang.or(next);
    }
    let mut last: Option<&'static str> = None;
    for f in &mut filled {
        if f.is_some() {
            last = *f;
        }
        *f = f.or(last);
    }
    // Letters per language, counting the paragraphs whose language is known.
    let mut tally: Vec<(&'static str, usize)> = Vec::new();
    for p in paras.iter().filter(|p| p.lang.is_some()) {
        let l = p.lang.expect("filtered");
        match tally.iter_mut().find(|(x, _)| *x == l) {
            Some((_, n)) => *n += p.letters,
            None => tally.push((l, p.letters)),
        }
    }
    let total: usize = tally.iter().map(|(_, n)| n).sum();
    let langs: Vec<&'static str> = tally
        .iter()
        .filter(|(_, n)| *n as f64 >= SHARE * total as f64 && *n >= MIN_LETTERS)
        .map(|(l, _)| *l)
        .collect();
    if langs.len() < 2 {
        return Ok(lines);
    }
    // Where each language's text stands: its first and last line.
    let span = |l: &str| {
        let ls: Vec<usize> = paras
            .iter()
            .zip(&filled)
            .filter(|(_, f)| **f == Some(l))
            .flat_map(|(p, _)| p.lines.iter().map(|&i| lines[i].no))
            .collect();
        format!(
            "{l} (lines {}–{})",
            ls.first().copied().unwrap_or(0),
            ls.last().copied().unwrap_or(0)
        )
    };
    let spans: Vec<String> = langs.iter().map(|l| span(l)).collect();
    let family = asked.and_then(|a| crate::lang::get(&a.0)).map(|l| l.family);
    let Some(keep) = family.filter(|f| langs.contains(f)) else {
        let asked_note = asked.map_or(String::new(), |a| {
            format!("; --lang {a} names neither of its languages")
        });
        return Err(Error::Undecided {
            path: source.to_string(),
            message: format!(
                "a bilingual page: it holds its text in {}{asked_note}",
                spans.join(" and ")
            ),
            help: format!(
                "pass {} to import the text in that language (the other is reported)",
                langs
                    .iter()
                    .map(|l| format!("--lang {l}"))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        });
    };
    // The language of each line's paragraph (None for a blank line).
    let mut line_lang: Vec<Option<&'static str>> = vec![None; lines.len()];
    for (p, f) in paras.iter().zip(&filled) {
        for &i in &p.lines {
            line_lang[i] = *f;
        }
    }
    let others: Vec<&str> = langs.iter().copied().filter(|l| *l != keep).collect();
    report.decisions.push(format!(
        "bilingual page: the text in {}; the {keep} text is imported (--lang), the {} text reported",
        spans.join(" and "),
        others.join(", ")
    ));
    let mut out = Vec::with_capacity(lines.len());
    for (i, l) in lines.into_iter().enumerate() {
        let Some(lang) = line_lang[i].filter(|l| *l != keep) else {
            out.push(l);
            continue;
        };
        report.remove(
            l.no,
            l.indent + 1,
            format!("the page's text in {lang}, the other language of a bilingual page"),
            l.text,
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::residue::clean;

    fn lines_of(text: &str) -> (Vec<Line>, Report) {
        let mut r = Report::default();
        let (lines, _) = clean(text, &mut r);
        (lines, r)
    }

    const PAGE: &str = "ΝΟΜΟΣ 3 – Η ΔΙΑΤΑΞΗ ΤΩΝ ΤΡΑΠΕΖΙΩΝ\n\nΣε κάθε τραπέζι παίζουν τέσσερις παίκτες, και τα τραπέζια αριθμούνται με τη σειρά που ορίζει ο Διαιτητής.\n\n\nLAW 3 - ARRANGEMENT OF TABLES\n\nFour players play at each table, and the tables are numbered in the sequence established by the Director.\n";

    #[test]
    fn a_bilingual_page_keeps_the_language_asked_and_reports_the_other() {
        let (lines, mut r) = lines_of(PAGE);
        let kept = split("p.txt", lines, Some(&Lang("el".into())), &mut r).unwrap();
        let texts: Vec<&str> = kept
            .iter()
            .map(|l| l.text.as_str())
            .filter(|t| !t.is_empty())
            .collect();
        assert_eq!(texts.len(), 2);
        assert!(texts[0].starts_with("ΝΟΜΟΣ 3"));
        let other: Vec<(usize, &str)> = r
            .entries
            .iter()
            .filter(|e| e.reason.contains("bilingual"))
            .map(|e| (e.line, e.text.as_str()))
            .collect();
        assert_eq!(
            other,
            [
                (6, "LAW 3 - ARRANGEMENT OF TABLES"),
                (
                    8,
                    "Four players play at each table, and the tables are numbered in the sequence established by the Director."
                )
            ]
        );
        assert_eq!(
            r.decisions.last().unwrap(),
            "bilingual page: the text in el (lines 1–3) and en (lines 6–8); the el text is imported (--lang), the en text reported"
        );
    }

    #[test]
    fn a_bilingual_page_without_lang_asks_for_it() {
        let (lines, mut r) = lines_of(PAGE);
        let e = split("p.txt", lines, None, &mut r).unwrap_err();
        assert_eq!(
            e.to_string(),
            "p.txt: a bilingual page: it holds its text in el (lines 1–3) and en (lines 6–8)"
        );
    }

    #[test]
    fn a_page_in_one_language_is_left_as_it_is() {
        let (lines, mut r) = lines_of(
            "LAW 3 - ARRANGEMENT OF TABLES\n\nFour players play at each table, and the tables are numbered in the sequence established by the Director.\n",
        );
        let n = lines.len();
        let kept = split("p.txt", lines, None, &mut r).unwrap();
        assert_eq!(kept.len(), n);
        assert!(r.decisions.is_empty());
    }
}

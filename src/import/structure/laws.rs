//! Each law's part of a document, from one law heading to the next: the lines before the
//! first law heading (a page's header or menu, a foreword: reported), each law's heading
//! (reported, its title to the front matter) and its clause tree ([`build_text`]).

use super::headings::OwnLineTitle;
use super::*;

/// The laws' parts of the tokens `toks`, each with its law and title.
///
/// # Errors
/// An input error at the line of a law heading for a law that began before.
pub(super) fn laws(
    source: &str,
    raw: &str,
    toks: &[(Tok, &Line)],
    own_line_titles: &[OwnLineTitle],
    report: &mut Report,
) -> Result<Vec<Segment>, Error> {
    // A chapter's contents written as law headings above the laws' text: reported, and the
    // laws read from the text.
    let kept: Vec<(Tok, &Line)>;
    let toks = match super::contents_run::contents_before_laws(toks) {
        Some(run) => {
            // Every line of the run, a heading's title on its own line too (taken into the
            // heading's token, its own left blank).
            for (_, line) in &toks[run.clone()] {
                if !line.text.trim().is_empty() {
                    report.remove(
                        line.no,
                        line.indent + 1,
                        super::contents_run::CONTENTS,
                        line.text.clone(),
                    );
                }
            }
            kept = toks[..run.start]
                .iter()
                .chain(&toks[run.end..])
                .cloned()
                .collect();
            &kept[..]
        }
        None => toks,
    };
    let mut out = Vec::new();
    let mut start = 0;
    let mut law: Option<(u8, String, Option<String>)> = None;
    // The line of the law heading that began the current part.
    let mut heading_at: Option<(usize, usize)> = None;
    // Law headings met so far: law and line.
    let mut headings: Vec<(u8, usize)> = Vec::new();
    for i in 0..=toks.len() {
        let boundary = i == toks.len() || matches!(toks[i].0, Tok::LawHeading { .. });
        if !boundary {
            continue;
        }
        let part = &toks[start..i];
        let has_content = part
            .iter()
            .any(|(t, _)| !matches!(t, Tok::Blank | Tok::Title(_)));
        if !has_content && law.is_none() {
            // Only a title line before the first law heading: a running header or the site's
            // page title, not the law's (the heading gives that).
            for (t, line) in part {
                if let Tok::Title(text) = t {
                    report.remove(
                        line.no,
                        line.indent + 1,
                        "a title line before the law heading",
                        text.clone(),
                    );
                }
            }
        }
        let prose_only = part
            .iter()
            .all(|(t, _)| matches!(t, Tok::Blank | Tok::Title(_) | Tok::Text(_)));
        // Short lines only, some read as unlettered headings, none a sentence: a site's menu
        // or page header above the first law heading ("Home", "Nach oben", "Bridge-Links" …).
        let short = |t: &str| {
            t.split_whitespace().count() <= 8 && !t.trim_end().ends_with(['.', ';', ',', ':'])
        };
        let menu_only = part.iter().all(|(t, _)| match t {
            Tok::Blank => true,
            Tok::Title(x) | Tok::Text(x) => short(x),
            Tok::Section {
                letter: None,
                title: Some(x),
                text: None,
            } => short(x),
            _ => false,
        });
        if has_content && law.is_none() && i < toks.len() && menu_only && !prose_only {
            for (t, line) in part {
                let text = match t {
                    Tok::Text(x) | Tok::Title(x) => x,
                    Tok::Section { title: Some(x), .. } => x,
                    _ => continue,
                };
                report.remove(
                    line.no,
                    line.indent + 1,
                    "page header or site menu (short lines before the first law heading)",
                    text.clone(),
                );
            }
        } else if has_content && law.is_none() && i < toks.len() && prose_only {
            // Paragraphs before the first law heading, with no clause among them: the page's or
            // book's own text (a foreword, a notice), not a law's.
            for (t, line) in part {
                if let Tok::Text(text) | Tok::Title(text) = t {
                    report.remove(
                        line.no,
                        line.indent + 1,
                        "text before the first law heading",
                        text.clone(),
                    );
                }
            }
        } else if has_content || law.is_some() {
            let first = law.is_none() && start == 0;
            out.push(law_part(
                part,
                first,
                law.as_ref(),
                heading_at,
                own_line_titles,
                report,
            ));
        }
        if let Some((tok, line)) = toks.get(i) {
            law = Some(law_heading(source, raw, tok, line, &mut headings, report)?);
            heading_at = Some((line.no, line.indent));
        }
        start = i + 1;
    }
    Ok(out)
}

/// A law heading met: its law, its evidence and its title, the heading reported (its title goes
/// to the front matter), and `headings` (law and line, the headings met so far) grown by it; a
/// law lower than the one before it is a doubt.
///
/// # Errors
/// An input error at the heading's line when its law began before.
fn law_heading(
    source: &str,
    raw: &str,
    tok: &Tok,
    line: &Line,
    headings: &mut Vec<(u8, usize)>,
    report: &mut Report,
) -> Result<(u8, String, Option<String>), Error> {
    let Tok::LawHeading {
        law: n,
        title,
        marker,
    } = tok
    else {
        unreachable!("a part ends at a law heading or at the end")
    };
    report.remove(
        line.no,
        line.indent + 1,
        format!("law heading (Law {n}; its title goes to the front matter)"),
        marker.clone(),
    );
    if let Some(first) = headings.iter().find(|(l, _)| l == n).map(|(_, at)| *at) {
        let msg = format!(
            "Law {n} begins a second time (its first heading is on line {first}); split the document and import the parts one at a time"
        );
        return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
    }
    if let Some(&(before, _)) = headings.last()
        && *n < before
    {
        report.doubt(
            line.no,
            line.indent + 1,
            format!("Law {n} comes after Law {before} in this document"),
            line.text.clone(),
        );
    }
    headings.push((*n, line.no));
    Ok((
        *n,
        format!("law heading {marker:?}, line {}", line.no),
        title.clone(),
    ))
}

/// One law's part (`part`, the tokens after its heading; `first`: the document's first part,
/// with no heading before it) as a segment: its law (`law`: number, evidence, the heading's
/// title), its title (the heading's, else a title line), the place of a title line that may be
/// section A's heading instead (`heading_at`: the heading's line and indentation, looked up in
/// `own_line_titles`), and its clause tree.
fn law_part(
    part: &[(Tok, &Line)],
    first: bool,
    law: Option<&(u8, String, Option<String>)>,
    heading_at: Option<(usize, usize)>,
    own_line_titles: &[OwnLineTitle],
    report: &mut Report,
) -> Segment {
    doubts(part, first, report);
    let positional = part.iter().find_map(|(t, line)| match t {
        Tok::Title(s) => Some((s.clone(), line.no, line.indent + 1)),
        _ => None,
    });
    let unlettered = part.iter().any(|(t, _)| {
        matches!(
            t,
            Tok::Section {
                letter: None,
                title: Some(_),
                ..
            }
        )
    });
    let heading_title = law.and_then(|l| l.2.clone());
    let lettered = part.iter().any(|(t, _)| {
        matches!(
            t,
            Tok::Section {
                letter: Some(_),
                ..
            }
        )
    });
    // A title on the line after a bare heading, where the sections are unlettered: it might be
    // section A's heading.
    let own_line = heading_at
        .and_then(|h| own_line_titles.iter().find(|(at, _)| *at == h))
        .map(|(_, place)| *place)
        .filter(|_| unlettered && !lettered);
    let title_or_section = positional
        .as_ref()
        .filter(|_| heading_title.is_none() && unlettered)
        .map(|(_, no, col)| (*no, *col))
        .or(own_line);
    let title = heading_title.or_else(|| positional.map(|(t, _, _)| t));
    let body = build_text(part, report);
    Segment {
        law: law.map(|l| l.0),
        law_evidence: law.map(|l| l.1.clone()),
        title,
        title_or_section,
        content: Content::Text(body),
    }
}

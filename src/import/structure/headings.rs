//! Passes over the classified lines (tokens): section and item letters, law headings' numbers,
//! titles on their own line or ending with a period, doubts, navigation links, unlettered
//! section headings.

use super::*;

/// Section letters in Cyrillic or Greek become the Latin letters they stand for. A document
/// letters its sections either with look-alikes (А В С = A B C) or in its alphabet's order (А Б В
/// = A B C); the reading under which the letters run A, B, C … (restarting at A for a new law)
/// is the document's, and where both or neither do, look-alikes are read unless a letter has no
/// look-alike. The reading is written to the report's decisions.
pub(super) fn section_letters(toks: &mut [(Tok, &Line)], report: &mut Report) {
    use crate::letters::{alphabet_section_letter, latin_section_letter};
    let letters: Vec<char> = toks
        .iter()
        .filter_map(|(t, _)| match t {
            Tok::Section { letter, .. } => *letter,
            _ => None,
        })
        .collect();
    if letters.iter().all(char::is_ascii_uppercase) {
        return;
    }
    let runs = |read: fn(char) -> Option<char>| {
        let mapped: Option<Vec<char>> = letters.iter().map(|c| read(*c)).collect();
        let mapped = mapped?;
        let ordered = mapped
            .windows(2)
            .all(|w| w[1] == 'A' || w[1] as u32 == w[0] as u32 + 1)
            && mapped.first() == Some(&'A');
        Some(ordered)
    };
    let (look, alpha) = (runs(latin_section_letter), runs(alphabet_section_letter));
    let alphabet = matches!((look, alpha), (None, Some(_)) | (Some(false), Some(true)));
    let ordered = if alphabet { alpha } else { look } == Some(true);
    let read: fn(char) -> Option<char> = if alphabet {
        alphabet_section_letter
    } else {
        latin_section_letter
    };
    let mut pairs = Vec::new();
    for (t, line) in toks.iter_mut() {
        if let Tok::Section {
            letter: Some(c), ..
        } = t
            && !c.is_ascii_uppercase()
            && let Some(l) = read(*c)
        {
            if !ordered {
                report.doubt(
                    line.no,
                    line.indent + 1,
                    format!("section letter {c} read as {l}, though the letters run in order under neither reading"),
                    line.text.clone(),
                );
            }
            let shown = if *c == crate::letters::STIGMA {
                "ΣΤ".to_string()
            } else {
                c.to_string()
            };
            pairs.push(format!("{shown}={l}"));
            *c = l;
        }
    }
    report.decisions.push(format!(
        "{SECTION_LETTERS}{} ({})",
        if alphabet { ALPHABET_ORDER } else { LOOK_ALIKE },
        pairs.join(" ")
    ));
}

pub(super) const SECTION_LETTERS: &str = "section letters: read ";
pub(super) const ALPHABET_ORDER: &str = "in their alphabet's order";
pub(super) const LOOK_ALIKE: &str = "as the Latin letters they look like";

/// The letter scheme [`section_letters`] decided for the document (its decision line in the
/// report), for the front matter's `letters` field; `None` when its section letters were Latin.
pub(crate) fn letters_decided(report: &Report) -> Option<crate::corpus::model::Letters> {
    let how = report
        .decisions
        .iter()
        .find_map(|d| d.strip_prefix(SECTION_LETTERS))?;
    if how.starts_with(ALPHABET_ORDER) {
        Some(crate::corpus::model::Letters::Alphabet)
    } else if how.starts_with(LOOK_ALIKE) {
        Some(crate::corpus::model::Letters::LookAlike)
    } else {
        None
    }
}

/// A line that reads as a law heading but for its number ("LAW 94 – …", "Przepis 0") is an
/// error at that line: the Laws run 1–93, and kept as text it would hide a law boundary.
pub(super) fn heading_numbers_in_range(
    source: &str,
    raw: &str,
    toks: &[(Tok, &Line)],
) -> Result<(), Error> {
    for (i, (tok, line)) in toks.iter().enumerate() {
        let starts = i == 0 || matches!(toks[i - 1].0, Tok::Blank);
        if !starts || !matches!(tok, Tok::Text(_)) {
            continue;
        }
        let Some((_, number, rest)) = word_law(&line.text) else {
            continue;
        };
        let Some((_, title)) = law_heading_rest(rest) else {
            continue;
        };
        let n: u64 = super::law_number(number).unwrap_or(u64::MAX);
        if (1..=u64::from(crate::corpus::model::MAX_LAW)).contains(&n)
            || !(title.is_empty() || heading_like(title))
        {
            continue;
        }
        let msg = format!(
            "this reads as the heading of Law {}, but the Laws run 1–{}",
            number,
            crate::corpus::model::MAX_LAW
        );
        return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
    }
    Ok(())
}

/// A law heading's place (line, indent) and the place (line, column) of the title found on the
/// line after it ([`titles_on_their_own_line`]).
pub(super) type OwnLineTitle = ((usize, usize), (usize, usize));

/// The place (line, column) of the title the law heading on `line` took from the line after it,
/// if it took one ([`titles_on_their_own_line`]).
pub(super) fn own_line_title(
    own_line_titles: &[OwnLineTitle],
    line: &Line,
) -> Option<(usize, usize)> {
    own_line_titles
        .iter()
        .find(|(at, _)| *at == (line.no, line.indent))
        .map(|(_, place)| *place)
}

/// A law heading with no title ("LAW 68", "Правило 68.") whose next line is a short line
/// standing alone ("CLAIM OR CONCESSION OF TRICKS"): that line is the law's title, as PDF and
/// word-processor layouts put it on a line of its own.
///
/// Returns, for each heading given its title so, the heading's place (line, indent: several
/// headings can share a line, as pieces between rules cut out of it) and the title's place
/// (line, column): where the law's sections are unlettered, that line might instead be section A's
/// heading, which import decides by the manifests' titles.
pub(super) fn titles_on_their_own_line(toks: &mut [(Tok, &Line)]) -> Vec<OwnLineTitle> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let Tok::LawHeading { title: None, .. } = &toks[i].0 else {
            continue;
        };
        let Some(j) = (i + 1..toks.len()).find(|&j| !matches!(toks[j].0, Tok::Blank)) else {
            continue;
        };
        let Tok::Text(t) = &toks[j].0 else { continue };
        let alone = toks[j].1.hard_end
            || toks
                .get(j + 1)
                .is_none_or(|(n, _)| !matches!(n, Tok::Text(_)));
        if alone && heading_like(t) && t.chars().next().is_some_and(char::is_uppercase) {
            let t = t.clone();
            out.push((
                (toks[i].1.no, toks[i].1.indent),
                (toks[j].1.no, toks[j].1.indent + 1),
            ));
            toks[j].0 = Tok::Blank;
            if let Tok::LawHeading { title, .. } = &mut toks[i].0 {
                *title = Some(t);
            }
        }
    }
    out
}

/// Item markers in Cyrillic (`(а)`, `(б)`) or Greek (`(α)`, `(β)`, `(στ)`) become the Latin item
/// letters they stand for: in their alphabet's order where a letter has no Latin look-alike (б,
/// в, г …; every Greek one), else as the look-alikes they are (а = a, с = c). The reading is
/// written to the report's decisions.
pub(super) fn item_letters(toks: &mut [(Tok, &Line)], report: &mut Report) {
    use crate::letters::{alphabet_item_letter, latin_item_letter};
    let foreign = |m: &str| {
        m == "στ"
            || m.chars()
                .all(|c| ('а'..='я').contains(&c) || ('α'..='ω').contains(&c))
    };
    // The one letter a marker holds (Greek στ is stigma, the sixth).
    let letter = |m: &str| {
        if m == "στ" {
            Some('ϛ')
        } else {
            m.chars().next()
        }
    };
    let letters: Vec<char> = toks
        .iter()
        .filter_map(|(t, _)| match t {
            Tok::Marked(m, _) if foreign(m) => letter(m),
            _ => None,
        })
        .collect();
    if letters.is_empty() {
        return;
    }
    let alphabet = letters.iter().any(|c| latin_item_letter(*c).is_none());
    let read = if alphabet {
        alphabet_item_letter
    } else {
        latin_item_letter
    };
    let mut pairs: Vec<String> = Vec::new();
    for (t, _) in toks.iter_mut() {
        if let Tok::Marked(m, _) = t
            && foreign(m)
            && let Some(l) = letter(m).and_then(read)
        {
            let pair = format!("{m}={l}");
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
            *m = l.to_string();
        }
    }
    report.decisions.push(format!(
        "item letters: read {} ({})",
        if alphabet {
            "in their alphabet's order"
        } else {
            "as the Latin letters they look like"
        },
        pairs.join(" ")
    ));
}

/// A section heading whose title ends with a period ("A. Algemene doelstelling.") reads as a
/// section with one sentence of text; it is a title when it stands alone (a blank line or the
/// next block follows), is short (eight words or fewer) and has no other sentence punctuation.
/// The period stays in the title.
pub(super) fn titles_with_a_period(toks: &mut [(Tok, &Line)]) {
    for i in 0..toks.len() {
        let Tok::Section {
            letter,
            title: None,
            text: Some(t),
        } = &toks[i].0
        else {
            continue;
        };
        let Some(stem) = t.strip_suffix('.') else {
            continue;
        };
        let alone = toks
            .get(i + 1)
            .is_none_or(|(next, _)| !matches!(next, Tok::Text(_)))
            || toks[i].1.hard_end;
        let short = stem.split_whitespace().count() <= 8;
        if alone
            && short
            && heading_like(stem)
            && !stem.contains(['.', ';', ':', '!', '?'])
            && stem.chars().next().is_some_and(char::is_uppercase)
        {
            toks[i].0 = Tok::Section {
                letter: *letter,
                title: Some(t.clone()),
                text: None,
            };
        }
    }
}

/// A line beginning with a marker in a form the Laws' clauses never take: `(A)`, `(1)`.
pub(super) static UNUSED_MARKER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((?:[A-Z]{1,3}|\d{1,2})\)\s").unwrap());

/// Records the lines of one law's part that are kept as law text though no rule classified them
/// (see [`Report::doubts`]): text the document begins with mid-sentence (`first`: the part has no
/// law heading and begins the document), a short line standing alone among lettered sections,
/// a line without words, a line that begins with a bullet, text after the footnotes.
pub(super) fn doubts(part: &[(Tok, &Line)], first: bool, report: &mut Report) {
    let lettered = part.iter().any(|(t, _)| matches!(t, Tok::Section { .. }));
    let mut seen_text = false;
    let mut seen_note = false;
    let mut in_note = false;
    for (i, (t, line)) in part.iter().enumerate() {
        match t {
            Tok::Footnote { .. } => {
                seen_note = true;
                in_note = true;
            }
            // A footnote's wrapped lines are the footnote's.
            Tok::Text(_) if in_note => {}
            Tok::Text(text) => {
                let alone = (i == 0 || matches!(part[i - 1].0, Tok::Blank))
                    && part.get(i + 1).is_none_or(|(n, _)| matches!(n, Tok::Blank));
                let reason = if inline_heading(text).is_some() {
                    Some(
                        "a section heading in capitals run into the text of a line: the sections cannot be told apart by the lines; kept as text",
                    )
                } else if first && !seen_text && text.starts_with(char::is_lowercase) {
                    Some("the document begins mid-sentence")
                } else if !text.chars().any(char::is_alphabetic) {
                    Some("a line without words")
                } else if text.starts_with(['-', '–', '—', '•', '·', '*', '▪', '◦'])
                    && text.chars().nth(1).is_some_and(char::is_whitespace)
                {
                    Some("a line beginning with a bullet")
                } else if UNUSED_MARKER.is_match(text) {
                    Some("a line beginning with a marker the Laws do not use ((A), (1))")
                } else if seen_note {
                    Some("text after the footnotes")
                } else if lettered
                    && alone
                    && heading_like(text)
                    && text.split_whitespace().count() <= 8
                {
                    Some("a short line standing alone, kept as a paragraph")
                } else {
                    None
                };
                if let Some(r) = reason {
                    report.doubt(line.no, line.indent + 1, r, text.clone());
                }
                seen_text = true;
            }
            Tok::Blank => in_note = false,
            _ => seen_text = true,
        }
    }
}

/// A law heading with nothing after it but other law headings (or the end) is the site's
/// navigation: a link to a neighbouring law. Taken out and reported, when the document has a law
/// with content, with the title it took from the line after it (`own_line_titles`, from
/// [`titles_on_their_own_line`]: heading line, title's line and column), which is reported on
/// its own line (found by the fuzz harness: "LAW 70" then "Contested Claim or Concession" at a
/// page's end lost the title line).
pub(super) fn navigation(
    toks: &mut Vec<(Tok, &Line)>,
    own_line_titles: &[OwnLineTitle],
    report: &mut Report,
) {
    let n = toks.len();
    let mut nav = vec![false; n];
    for i in 0..n {
        if !matches!(toks[i].0, Tok::LawHeading { .. }) {
            continue;
        }
        let next = toks[i + 1..].iter().find(|(t, _)| !matches!(t, Tok::Blank));
        nav[i] = matches!(next, None | Some((Tok::LawHeading { .. }, _)));
        nav[i] = nav[i] || contents_run::ends_a_list(toks, &nav, i);
    }
    let real = (0..n).any(|i| matches!(toks[i].0, Tok::LawHeading { .. }) && !nav[i])
        || toks
            .iter()
            .any(|(t, _)| matches!(t, Tok::CommentaryItem { .. }));
    if !real {
        return;
    }
    let mut k = 0;
    toks.retain(|(t, line)| {
        let drop = nav[k];
        k += 1;
        if drop && let Tok::LawHeading { law, title, .. } = t {
            report.remove(
                line.no,
                line.indent + 1,
                format!("site navigation: a link to Law {law}"),
                line.text.clone(),
            );
            if let (Some((title_line, column)), Some(title)) =
                (own_line_title(own_line_titles, line), title)
            {
                report.remove(
                    title_line,
                    column,
                    format!("site navigation: the title of the link to Law {law}"),
                    title.clone(),
                );
            }
        }
        !drop
    });
}

/// Where a document has no lettered sections, short stand-alone lines are section headings; the
/// first, before any other text and with no law heading before it, is the law's title.
pub(super) fn unlettered_headings(toks: &mut [(Tok, &Line)]) {
    if toks.iter().any(|(t, _)| matches!(t, Tok::Section { .. })) {
        return;
    }
    let mut seen_heading = false;
    let mut seen_text = false;
    for i in 0..toks.len() {
        let Tok::Text(t) = &toks[i].0 else {
            match toks[i].0 {
                Tok::Blank => {}
                Tok::LawHeading { .. } => {
                    seen_heading = true;
                    seen_text = false;
                }
                _ => seen_text = true,
            }
            continue;
        };
        let alone_before = i == 0 || matches!(toks[i - 1].0, Tok::Blank | Tok::LawHeading { .. });
        let alone_after = i + 1 == toks.len() || matches!(toks[i + 1].0, Tok::Blank);
        // A heading has a body: a line with nothing after it but a law heading or the end is
        // text (a page cut short), not a section's heading.
        let body_follows = toks[i + 1..]
            .iter()
            .find(|(t, _)| !matches!(t, Tok::Blank))
            .is_some_and(|(t, _)| !matches!(t, Tok::LawHeading { .. }));
        let starts_upper = t.chars().next().is_some_and(char::is_uppercase);
        // A table's row ("Teiler Nord:    Boards 1, 5, 9, 13") is no heading.
        let numbers = t
            .split(|c: char| !c.is_ascii_digit())
            .filter(|d| !d.is_empty())
            .count();
        if alone_before
            && alone_after
            && (body_follows || (!seen_heading && !seen_text))
            && starts_upper
            && heading_like(t)
            && t.chars().count() <= 80
            && numbers < 3
        {
            let t = t.clone();
            toks[i].0 = if !seen_heading && !seen_text {
                Tok::Title(t)
            } else {
                Tok::Section {
                    letter: None,
                    title: Some(t),
                    text: None,
                }
            };
            seen_heading = true;
        } else {
            seen_text = true;
        }
    }
    // A heading has a body: one followed by another heading with nothing between is text.
    let heading = |t: &Tok| matches!(t, Tok::Section { letter: None, .. });
    for i in 0..toks.len() {
        if !heading(&toks[i].0) {
            continue;
        }
        let next = toks[i + 1..].iter().find(|(t, _)| !matches!(t, Tok::Blank));
        if next.is_some_and(|(t, _)| heading(t))
            && let Tok::Section { title: Some(t), .. } = &toks[i].0
        {
            toks[i].0 = Tok::Text(t.clone());
        }
    }
}

/// A law heading starts a paragraph: a line inside a hard-wrapped paragraph that happens to
/// begin "Przepis 70 stosuje się …" is text, named as a doubt. Likewise a wrapped line that begins
/// like a list item or section ("2. miejsce w turnieju", "B. Sędzia …") continues its paragraph
/// when the line before ends mid-sentence. But where the paragraph is a list item's wrapped text
/// ("1. … nie wspomniał o tym atucie w swoim / oświadczeniu albo" then "2. …"), the next number
/// of its list is the next item.
pub(super) fn headings_inside_paragraphs(toks: &mut [(Tok, &Line)], report: &mut Report) {
    let mut item_head: Option<Tok> = None;
    for i in 1..toks.len() {
        let prev = toks[i - 1].1;
        let in_paragraph =
            !prev.text.is_empty() && !prev.hard_end && matches!(toks[i - 1].0, Tok::Text(_));
        if !in_paragraph {
            item_head = matches!(toks[i - 1].0, Tok::Numbered(..) | Tok::Marked(..))
                .then(|| toks[i - 1].0.clone());
        }
        let mid_sentence = !prev.text.ends_with(['.', ':', ';', '!', '?']);
        let next_item = match (&item_head, &toks[i].0) {
            (Some(Tok::Numbered(a, _)), Tok::Numbered(b, _)) => *b == a + 1,
            (Some(Tok::Marked(a, _)), Tok::Marked(b, _)) => {
                let (mut a, mut b) = (a.chars(), b.chars());
                match (a.next(), a.next(), b.next(), b.next()) {
                    (Some(x), None, Some(y), None) => y as u32 == x as u32 + 1,
                    _ => false,
                }
            }
            _ => false,
        };
        let continues = match &toks[i].0 {
            // After a full sentence, a heading whose title is in capitals is a heading.
            Tok::LawHeading { title, .. } => {
                let capitals = title.as_deref().is_some_and(|t| {
                    t.chars().any(char::is_alphabetic) && !t.chars().any(char::is_lowercase)
                });
                in_paragraph && (mid_sentence || !capitals)
            }
            Tok::Section { .. } | Tok::Numbered(..) | Tok::Marked(..) => {
                in_paragraph && mid_sentence && !next_item
            }
            _ => false,
        };
        if continues {
            let line = toks[i].1;
            let what = match toks[i].0 {
                Tok::LawHeading { .. } => "a law heading",
                Tok::Section { .. } => "a section heading",
                _ => "a list item",
            };
            report.doubt(
                line.no,
                line.indent + 1,
                format!("a line that begins like {what}, kept inside the paragraph before it"),
                line.text.clone(),
            );
            toks[i].0 = Tok::Text(line.text.clone());
        }
    }
}

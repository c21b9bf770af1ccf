//! A commentary's parts (`--kind commentary`, or items numbered 68.1 …): no clause tree, its
//! items and their paragraphs.

use super::*;

// Long: one pass over a commentary's tokens with its segment and paragraph state.
#[allow(clippy::too_many_lines)]
pub(super) fn commentary_segments(
    source: &str,
    raw: &str,
    toks: &[(Tok, &Line)],
    report: &mut Report,
) -> Result<Vec<Segment>, Error> {
    struct Cur {
        law: Option<u8>,
        title: Option<String>,
        evidence: Option<String>,
        intro: Vec<Para>,
        items: Vec<Item>,
    }
    let new = |law| Cur {
        law,
        title: None,
        evidence: None,
        intro: Vec::new(),
        items: Vec::new(),
    };
    let mut segs: Vec<Cur> = vec![new(None)];
    let mut para: Option<Para> = None;
    let flush = |para: &mut Option<Para>, segs: &mut Vec<Cur>| {
        let Some(p) = para.take() else { return };
        let cur = segs.last_mut().expect("never empty");
        match cur.items.last_mut() {
            Some(item) => item.paras.push(p),
            None => cur.intro.push(p),
        }
    };
    for (tok, line) in toks {
        match tok {
            Tok::CommentaryItem {
                law, number, text, ..
            } => {
                flush(&mut para, &mut segs);
                let cur = segs.last_mut().expect("never empty");
                match cur.law {
                    None => cur.law = Some(*law),
                    Some(l) if l != *law => segs.push(new(Some(*law))),
                    Some(_) => {}
                }
                let cur = segs.last_mut().expect("never empty");
                if cur.items.iter().any(|i| i.number == *number) {
                    let msg = format!("commentary item {law}.{number} appears twice");
                    return Err(InputError::at(source, raw, line.no, line.indent + 1, msg).into());
                }
                cur.items.push(Item {
                    number: *number,
                    line: line.no,
                    paras: Vec::new(),
                });
                para = Some(Para {
                    line: line.no,
                    text: text.clone(),
                });
            }
            Tok::LawHeading { law, title, marker } => {
                flush(&mut para, &mut segs);
                report.remove(
                    line.no,
                    line.indent + 1,
                    format!("law heading (Law {law}; its title goes to the front matter)"),
                    marker.clone(),
                );
                let cur = segs.last_mut().expect("never empty");
                if cur.law.is_none() && cur.items.is_empty() {
                    // Paragraphs before the first law heading with no item number: the book's
                    // own (its Definitions, a foreword), not this law's commentary.
                    for p in cur.intro.drain(..) {
                        report.remove(p.line, 1, "text before the first law heading", p.text);
                    }
                }
                if cur.law.is_some() || !cur.items.is_empty() {
                    segs.push(new(Some(*law)));
                }
                let cur = segs.last_mut().expect("never empty");
                cur.law = Some(*law);
                cur.title = title.clone();
                cur.evidence = Some(format!("law heading {marker:?}, line {}", line.no));
            }
            Tok::Blank => flush(&mut para, &mut segs),
            // A line that begins with a list marker ("(1) 60% соответствуют …", "(ii) данный
            // фальшренонс …") starts a paragraph of its own, as the book sets them: where a
            // page's double spacing left no blank line to tell, the marker does.
            _ if para.is_some() && COMMENTARY_POINT.is_match(&line.text) => {
                flush(&mut para, &mut segs);
                para = Some(Para {
                    line: line.no,
                    text: line.text.clone(),
                });
            }
            _ => match &mut para {
                Some(p) => {
                    p.text.push(' ');
                    p.text.push_str(&line.text);
                }
                None => {
                    para = Some(Para {
                        line: line.no,
                        text: line.text.clone(),
                    })
                }
            },
        }
        if line.hard_end {
            flush(&mut para, &mut segs);
        }
    }
    flush(&mut para, &mut segs);
    // A page that begins inside an item: text before its first item, 8.2, with no law heading
    // above it, is the end of the item before, 8.1 (the law's own introduction comes before
    // 8.1, so it cannot be that).
    if let Some(first) = segs.first_mut()
        && first.evidence.is_none()
        && !first.intro.is_empty()
        && let (Some(law), Some(item)) = (first.law, first.items.first())
        && item.number > 1
    {
        let (number, at) = (item.number - 1, item.line);
        let paras = std::mem::take(&mut first.intro);
        let p0 = &paras[0];
        report.decisions.push(format!(
            "commentary item {law}.{number}: the text before item {law}.{} (line {at}) is its end: the page begins inside it",
            number + 1
        ));
        if !p0.text.starts_with(char::is_uppercase) {
            report.doubt(
                p0.line,
                1,
                format!("the document begins mid-sentence, inside commentary item {law}.{number}"),
                p0.text.clone(),
            );
        }
        first.items.insert(
            0,
            Item {
                number,
                line: p0.line,
                paras,
            },
        );
    }
    Ok(segs
        .into_iter()
        .filter(|c| c.law.is_some() || !c.intro.is_empty() || !c.items.is_empty())
        .map(|c| Segment {
            title_or_section: None,
            law: c.law,
            law_evidence: Some(
                c.evidence
                    .unwrap_or_else(|| "commentary item numbers".into()),
            ),
            title: c.title,
            content: Content::Commentary {
                intro: c.intro,
                items: c.items,
            },
        })
        .collect())
}

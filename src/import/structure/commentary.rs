//! A commentary's parts (`--kind commentary`, or items numbered 68.1 …): no clause tree, its
//! items and their paragraphs.

use super::*;

/// One law's commentary as it is gathered.
struct Cur {
    law: Option<u8>,
    title: Option<String>,
    evidence: Option<String>,
    intro: Vec<Para>,
    items: Vec<Item>,
}

impl Cur {
    fn new(law: Option<u8>) -> Cur {
        Cur {
            law,
            title: None,
            evidence: None,
            intro: Vec::new(),
            items: Vec::new(),
        }
    }
}

/// The commentary's laws gathered so far (never empty) and the paragraph being gathered.
struct Parts {
    segs: Vec<Cur>,
    para: Option<Para>,
    /// Each paragraph's column (its first line's indentation + 1), by its line: where the
    /// report names a paragraph taken out.
    columns: std::collections::HashMap<usize, usize>,
}

impl Parts {
    fn cur(&mut self) -> &mut Cur {
        self.segs.last_mut().expect("never empty")
    }

    /// Ends the paragraph being gathered: the last item's, else the law's introduction.
    fn flush(&mut self) {
        let Some(p) = self.para.take() else { return };
        let cur = self.cur();
        match cur.items.last_mut() {
            Some(item) => item.paras.push(p),
            None => cur.intro.push(p),
        }
    }

    /// Begins commentary item `law`.`number` at `line`, its first paragraph `text`.
    fn item(&mut self, law: u8, number: u16, text: &str, line: &Line) -> Result<(), String> {
        self.flush();
        match self.cur().law {
            None => self.cur().law = Some(law),
            Some(l) if l != law => self.segs.push(Cur::new(Some(law))),
            Some(_) => {}
        }
        let cur = self.cur();
        if cur.items.iter().any(|i| i.number == number) {
            return Err(format!("commentary item {law}.{number} appears twice"));
        }
        cur.items.push(Item {
            number,
            line: line.no,
            paras: Vec::new(),
        });
        self.para = Some(Para {
            line: line.no,
            text: text.to_string(),
        });
        Ok(())
    }

    /// Begins Law `law`'s commentary at its heading (`title`, `marker` as written, at `line`),
    /// the heading reported.
    fn law_heading(
        &mut self,
        law: u8,
        title: Option<&String>,
        marker: &str,
        line: &Line,
        report: &mut Report,
    ) {
        self.flush();
        report.remove(
            line.no,
            line.indent + 1,
            format!("law heading (Law {law}; its title goes to the front matter)"),
            marker.to_string(),
        );
        let columns = &self.columns;
        let cur = self.segs.last_mut().expect("never empty");
        if cur.law.is_none() && cur.items.is_empty() {
            // Paragraphs before the first law heading with no item number: the book's own (its
            // Definitions, a foreword), not this law's commentary.
            for p in cur.intro.drain(..) {
                let column = columns.get(&p.line).copied().unwrap_or(1);
                report.remove(p.line, column, "text before the first law heading", p.text);
            }
        }
        if cur.law.is_some() || !cur.items.is_empty() {
            self.segs.push(Cur::new(Some(law)));
        }
        let cur = self.cur();
        cur.law = Some(law);
        cur.title = title.cloned();
        cur.evidence = Some(format!("law heading {marker:?}, line {}", line.no));
    }

    /// A line of text: a paragraph of its own where it begins with a list marker ("(1) 60%
    /// соответствуют …", "(ii) данный фальшренонс …"), as the book sets them (where a page's
    /// double spacing left no blank line to tell, the marker does); else the paragraph's next
    /// line.
    fn text(&mut self, line: &Line) {
        if self.para.is_some() && COMMENTARY_POINT.is_match(&line.text) {
            self.flush();
        }
        match &mut self.para {
            Some(p) => {
                p.text.push(' ');
                p.text.push_str(&line.text);
            }
            None => {
                self.columns.insert(line.no, line.indent + 1);
                self.para = Some(Para {
                    line: line.no,
                    text: line.text.clone(),
                });
            }
        }
    }
}

/// The commentary's parts, one per law, from its tokens.
///
/// # Errors
/// An input error at the line of a commentary item that appears twice in its law.
pub(super) fn commentary_segments(
    source: &str,
    raw: &str,
    toks: &[(Tok, &Line)],
    report: &mut Report,
) -> Result<Vec<Segment>, Error> {
    let mut parts = Parts {
        segs: vec![Cur::new(None)],
        para: None,
        columns: std::collections::HashMap::new(),
    };
    for (tok, line) in toks {
        match tok {
            Tok::CommentaryItem {
                law, number, text, ..
            } => parts
                .item(*law, *number, text, line)
                .map_err(|msg| InputError::at(source, raw, line.no, line.indent + 1, msg))?,
            Tok::LawHeading { law, title, marker } => {
                parts.law_heading(*law, title.as_ref(), marker, line, report);
            }
            Tok::Blank => parts.flush(),
            _ => parts.text(line),
        }
        if line.hard_end {
            parts.flush();
        }
    }
    parts.flush();
    let mut segs = parts.segs;
    page_begins_inside_an_item(&mut segs, report);
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

/// A page that begins inside an item: text before its first item, 8.2, with no law heading
/// above it, is the end of the item before, 8.1 (the law's own introduction comes before 8.1,
/// so it cannot be that), written as a decision (and a doubt where it begins mid-sentence).
fn page_begins_inside_an_item(segs: &mut [Cur], report: &mut Report) {
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
}

//! Import's doubts about a text's structure placed in its corpus file (issue 29): each doubt
//! of the report goes to the corpus file of the part it is in, naming the clause its line went
//! to ([`crate::corpus::model::FrontMatter::doubts`]), so `lawref check` and the law page show
//! it where a reader sees the text.

use super::report::Entry;
use super::structure::{Content, LawBody, Marker, Node};
use crate::corpus::model::{ClauseId, Doubt};

/// The first source line of a part's text (`None` for a part with none).
pub(crate) fn first_line(content: &Content) -> Option<usize> {
    places(content, 0).first().map(|(line, _)| *line)
}

/// The doubts of `doubts` on source lines `from..to` placed in the part whose text is
/// `content` (Law `law`): each with the clause of the nearest heading or paragraph at or above
/// its line, in the clause id form of the corpus (`61B1(b)`).
pub(crate) fn placed(
    content: &Content,
    law: u8,
    doubts: &[Entry],
    from: usize,
    to: usize,
) -> Vec<Doubt> {
    let places = places(content, law);
    doubts
        .iter()
        .filter(|d| (from..to).contains(&d.line))
        .map(|d| {
            let at = places.partition_point(|(line, _)| *line <= d.line);
            let clause = at
                .checked_sub(1)
                .and_then(|k| places[k].1.clone())
                .filter(|id| id.parse::<ClauseId>().is_ok());
            Doubt {
                clause,
                line: d.line,
                reason: d.reason.clone(),
            }
        })
        .collect()
}

/// Every heading and paragraph of `content` with its source line and clause (none for the
/// opening, closing, footnotes and commentary), sorted by line.
fn places(content: &Content, law: u8) -> Vec<(usize, Option<String>)> {
    let mut out = Vec::new();
    match content {
        Content::Text(body) => text_places(body, law, &mut out),
        Content::Commentary { intro, items } => {
            out.extend(intro.iter().map(|p| (p.line, None)));
            for item in items {
                out.push((item.line, None));
                out.extend(item.paras.iter().map(|p| (p.line, None)));
            }
        }
    }
    out.sort_by_key(|(line, _)| *line);
    out
}

fn text_places(body: &LawBody, law: u8, out: &mut Vec<(usize, Option<String>)>) {
    out.extend(body.preamble.iter().map(|p| (p.line, None)));
    node_places(&body.top, &law.to_string(), out);
    for s in &body.sections {
        let id = format!("{law}{}", s.letter);
        out.push((s.line, Some(id.clone())));
        out.extend(s.paras.iter().map(|p| (p.line, Some(id.clone()))));
        node_places(&s.children, &id, out);
        out.extend(s.after.iter().map(|p| (p.line, Some(id.clone()))));
    }
    out.extend(body.closing.iter().map(|p| (p.line, None)));
    out.extend(body.footnotes.iter().map(|(_, p)| (p.line, None)));
}

fn node_places(nodes: &[Node], parent: &str, out: &mut Vec<(usize, Option<String>)>) {
    for n in nodes {
        let id = match n.marker {
            Marker::Number(k) => format!("{parent}{k}"),
            m => format!("{parent}{}", m.cited()),
        };
        out.push((n.line, Some(id.clone())));
        out.extend(n.paras.iter().map(|p| (p.line, Some(id.clone()))));
        node_places(&n.children, &id, out);
    }
}

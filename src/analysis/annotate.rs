//! Notes beside the clauses: commentary items and annotations, bound to the clause (or the law)
//! they are about, in every edition that has that clause.
//!
//! Two sources feed it:
//! - commentary documents (kind `commentary`): each item binds to its law, and to the clauses of
//!   that law it names (its resolved references, [`crate::xref::Links`]);
//! - annotations files (`translations/annotations/*.yaml`, loaded into [`Corpus::annotations`]):
//!   each note names its clause, edition(s), language and source; its Markdown is rendered and
//!   sanitised here (ammonia), so raw HTML in it comes out inert.
//!
//! A note written for one edition shows on the corresponding clause of another
//! ([`crate::analysis::align::editions::counterparts`]), marked with the edition it was written for.
//!
//! Not for: laying notes out on a page (that is [`crate::site`]), nor loading the files
//! ([`crate::corpus::load`]).

use std::collections::BTreeSet;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

use crate::analysis::align::editions::counterparts;
use crate::corpus::model::{Body, ClauseId, Corpus, Edition, Kind, Lang, Level, NoteKind, Owner};
use crate::xref::{Links, Resolution};

/// What a note is bound to in the edition it is shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// The law as a whole (shown at the top of the law).
    Law,
    /// A clause (`68B2`).
    Clause(ClauseId),
}

/// Where a note comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    /// Item `item` (an index into the document's `items`) of commentary document `doc` (an index
    /// into [`Corpus::documents`]); `None` for the commentary's introduction.
    Commentary {
        /// The commentary document.
        doc: usize,
        /// The item, or `None` for the introduction.
        item: Option<usize>,
    },
    /// Entry `index` of [`Corpus::annotations`].
    Annotation {
        /// Index into [`Corpus::annotations`].
        index: usize,
    },
}

/// A note as shown on a law of one edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// What it is bound to, in the edition shown.
    pub target: Target,
    /// Where it comes from.
    pub origin: Origin,
    /// The edition it was written for; differs from the edition shown when it was carried over
    /// through a correspondence (render marks it, e.g. "written for 2007").
    pub written_for: Edition,
    /// Its language.
    pub lang: Lang,
    /// Its source: the commentary document's `source`, or the annotation's author or source tag.
    pub source: String,
    /// For annotations: the note's Markdown as sanitised HTML (no script, no event handlers).
    /// `None` for commentary items (render shows their paragraphs, with references linked).
    pub html: Option<String>,
    /// Its kind: a commentary document's items are [`NoteKind::Commentary`], an annotation's
    /// is as its file says.
    pub kind: NoteKind,
}

/// The commentaries whose notes may land in `law` (indexes in [`Corpus::documents`], editions by
/// id): the law's own in every edition, or every commentary of the corpus when a correspondence
/// of the manifests moves clauses between laws. What [`notes_for_law`] reads of the documents,
/// and so what the site's views of a law hold for its notes (`site::view`).
pub(crate) fn note_sources(corpus: &Corpus, law: u8) -> Vec<usize> {
    let is_commentary = |i: &usize| corpus.documents[*i].meta.kind == Kind::Commentary;
    // A commentary's notes land in its own law, unless a correspondence of the manifests moves
    // clauses between laws: then any commentary may reach `law`.
    let laws_move = corpus.editions.iter().any(|m| {
        m.correspondences.iter().any(|c| {
            let mut ids = c.old.iter().chain(&c.new);
            let first = ids.next().map(|id| id.law);
            ids.any(|id| Some(id.law) != first)
        })
    });
    // The law's own documents (in corpus order: editions by id), or every document when a
    // correspondence moves clauses between laws.
    let docs: Vec<usize> = if laws_move {
        (0..corpus.documents.len()).collect()
    } else {
        let mut ids: Vec<&crate::corpus::model::Edition> =
            corpus.editions.iter().map(|m| &m.edition).collect();
        ids.sort();
        ids.into_iter()
            .flat_map(|e| {
                let (start, docs) = corpus.law_documents(e, law);
                start..start + docs.len()
            })
            .collect()
    };
    docs.into_iter().filter(is_commentary).collect()
}

/// Every note on `law` as shown in `edition`: commentary items and annotations written for this
/// edition or carried over from another, each bound to its target, sorted by target (law first,
/// then clauses in document order), then language, then origin (commentary before annotations;
/// commentary by document and item, the introduction first; annotations in file order).
///
/// - A commentary document of any edition on a law binds its introduction and each item to
///   the law, and an item that names clauses of that law (its references, resolved in `links`,
///   to a clause below the law level) to each of those clauses instead (one note per clause, as
///   deep as the texts have it); a reference to another law binds nothing.
/// - An annotation binds to its clause (a bare law number: to the law).
/// - A note written for another edition is carried to the clauses
///   [`counterparts`] gives for its clause (its law, for one bound to the law) in `edition`,
///   with `written_for` that edition; where there is none (or none that a text of the law in
///   `edition` has, when the corpus has any) it is not shown. An annotation
///   written for `edition` itself (among others) shows once, as written for it; one written for
///   several other editions is carried from the first of them, in the order listed, that has a
///   counterpart.
pub fn notes_for_law(corpus: &Corpus, links: &Links, edition: &Edition, law: u8) -> Vec<Note> {
    let mut notes = Vec::new();
    let mut seen = BTreeSet::new();
    let mut push = |note: Note| {
        if seen.insert((note.target, note.origin)) {
            notes.push(note);
        }
    };
    for (doc, d) in note_sources(corpus, law)
        .into_iter()
        .map(|i| (i, &corpus.documents[i]))
    {
        let Body::Commentary { intro, items } = d.body() else {
            continue;
        };
        let written_for = &d.meta.edition;
        let note = |target, item| Note {
            target,
            origin: Origin::Commentary { doc, item },
            written_for: written_for.clone(),
            lang: d.meta.lang.clone(),
            source: d.meta.source.clone(),
            html: None,
            kind: NoteKind::Commentary,
        };
        if !intro.is_empty() {
            for t in carried(corpus, written_for, ClauseId::law(d.meta.law), edition, law) {
                push(note(t, None));
            }
        }
        let refs = links.in_document(doc).iter().collect::<Vec<_>>();
        for (i, item) in items.iter().enumerate() {
            for id in item_clauses(&refs, item.law, item.number) {
                for t in carried(corpus, written_for, id, edition, law) {
                    push(note(t, Some(i)));
                }
            }
        }
    }
    for (index, a) in corpus.annotations.iter().enumerate() {
        // Written for the edition shown, or carried from the nearest edition it was written
        // for (in the corpus's edition order; the older of two as near).
        let pos = |e: &Edition| corpus.editions.iter().position(|m| &m.edition == e);
        let here = pos(edition);
        let mut from: Vec<&Edition> = a.editions.iter().collect();
        from.sort_by_key(|e| match (pos(e), here) {
            (Some(p), Some(h)) => (p.abs_diff(h), p),
            _ => (usize::MAX, usize::MAX),
        });
        for written_for in from {
            let targets = carried(corpus, written_for, a.clause, edition, law);
            if targets.is_empty() {
                continue;
            }
            for t in targets {
                push(Note {
                    target: t,
                    origin: Origin::Annotation { index },
                    written_for: written_for.clone(),
                    lang: a.lang.clone(),
                    source: a.source.clone(),
                    html: Some(markdown_html(&a.text)),
                    kind: a.kind,
                });
            }
            break;
        }
    }
    notes.sort_by(|a, b| {
        a.target
            .cmp(&b.target)
            .then_with(|| a.lang.cmp(&b.lang))
            .then_with(|| a.origin.cmp(&b.origin))
    });
    notes
}

/// The clauses commentary item `law.number` is bound to: the clauses of its own law that its
/// references (in `refs`, those of its document) resolved to below the law level, in document
/// order; the law itself when there are none.
fn item_clauses(refs: &[&crate::xref::Reference], law: u8, number: u16) -> Vec<ClauseId> {
    let mut out = BTreeSet::new();
    for r in refs {
        if r.from != Owner::Item(law, number) {
            continue;
        }
        let clause = match &r.resolution {
            Resolution::Document { clause, .. } | Resolution::Parallel { clause, .. } => *clause,
            _ => continue,
        };
        if clause.law == law && clause.level() != Level::Law {
            out.insert(clause);
        }
    }
    if out.is_empty() {
        out.insert(ClauseId::law(law));
    }
    out.into_iter().collect()
}

/// The targets in law `law` of edition `to` of a note bound to `id` in edition `from`.
fn carried(corpus: &Corpus, from: &Edition, id: ClauseId, to: &Edition, law: u8) -> Vec<Target> {
    let ids = if from == to {
        vec![id]
    } else {
        counterparts(corpus, from, id, to)
    };
    let mut out: Vec<Target> = ids
        .into_iter()
        .filter(|c| c.law == law)
        .filter(|c| corpus.edition(to).is_some_and(|m| m.has_law(c.law)))
        .filter(|c| from == to || in_texts(corpus, to, *c))
        .map(|c| {
            if c.level() == Level::Law {
                Target::Law
            } else {
                Target::Clause(c)
            }
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether a clause can carry a note in `edition`: a whole law always; a clause when some text
/// of its law in that edition has it, or the corpus has no text of the law there.
fn in_texts(corpus: &Corpus, edition: &Edition, id: ClauseId) -> bool {
    if id.level() == Level::Law {
        return true;
    }
    let mut texts = corpus.texts_of(edition, id.law).peekable();
    texts.peek().is_none() || texts.any(|(_, t)| t.find(&id).is_some())
}

/// A note's Markdown as HTML safe to put in a page: rendered with pulldown-cmark (tables,
/// strikethrough), then cleaned by ammonia's default policy. Raw HTML in the note is kept only
/// as far as that policy allows: `<script>` and `<style>` go with their content, event-handler
/// attributes (`onclick`), `style` attributes, `<iframe>`, `<object>`, `<video>`, `srcset` and
/// URLs of other schemes than http, https, mailto and the like (`javascript:`) are dropped, and
/// every link gets `rel="noopener noreferrer"`. Relative URLs (`../68/index.html`, `img.png`)
/// are dropped too: a note is shown on pages at several depths, where the same relative link
/// cannot resolve everywhere (link with an absolute URL).
///
/// Nothing in a note makes a reader's browser fetch anything: an image (`![chart](https://…)`,
/// `<img src>`) becomes a link to it, its alt text (else its address) the link's words; the
/// only URLs left are links' `href`s, followed only when clicked.
///
/// A note nesting deeper than [`crate::corpus::load::MAX_NOTE_DEPTH`] (which loading refuses) is shown
/// as its Markdown, escaped, so that this stays linear in the note's length; control characters
/// (which loading refuses too) come out as U+FFFD.
pub fn markdown_html(markdown: &str) -> String {
    if crate::corpus::load::note_nesting(markdown) > crate::corpus::load::MAX_NOTE_DEPTH {
        return format!("<p>{}</p>\n", ammonia::clean_text(markdown));
    }
    let mut raw = String::new();
    pulldown_cmark::html::push_html(&mut raw, Parser::new_ext(markdown, options()));
    let clean = ammonia::Builder::default()
        .link_rel(Some("noopener noreferrer"))
        .url_relative(ammonia::UrlRelative::Deny)
        .rm_tag_attributes("img", &["align", "height", "width"])
        .clean(&raw)
        .to_string();
    let clean = images_as_links(&clean);
    // A link whose URL was dropped keeps its words, but not the `rel` ammonia gave it: `rel`
    // without `href` is not valid HTML.
    static A: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"<a\b[^>]*>").expect("a valid pattern"));
    let html = A
        .replace_all(&clean, |m: &regex::Captures| {
            let tag = &m[0];
            if tag.contains(" href=") {
                tag.to_string()
            } else {
                tag.replace(r#" rel="noopener noreferrer""#, "")
            }
        })
        .into_owned();
    if crate::corpus::chars::first_control(&html).is_none() {
        return html;
    }
    html.chars()
        .map(|c| {
            if crate::corpus::chars::is_forbidden_control(c) {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}

/// Every `<img>` of sanitised HTML (ammonia's output: attributes double-quoted, `"` written
/// `&quot;`) as a link to its image: `<a href="SRC" rel="noopener noreferrer">ALT</a>`, the alt
/// text or else the address as its words; an image whose address was dropped (relative, or of
/// another scheme) leaves its alt text alone.
fn images_as_links(html: &str) -> std::borrow::Cow<'_, str> {
    static IMG: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"<img((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*/?>"#).expect("img")
    });
    static ATTR: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"\s+([^\s"'>/=]+)(?:="([^"]*)")?"#).expect("attribute")
    });
    IMG.replace_all(html, |m: &regex::Captures| {
        let mut src = None;
        let mut alt = None;
        for a in ATTR.captures_iter(&m[1]) {
            let value = a.get(2).map_or("", |v| v.as_str());
            match &a[1] {
                "src" => src = Some(value),
                "alt" => alt = Some(value),
                _ => {}
            }
        }
        // An attribute value as text: `&amp;`, `&quot;` stay; `<` and `>` are escaped.
        let text = |v: &str| v.replace('<', "&lt;").replace('>', "&gt;");
        let words = alt.filter(|a| !a.trim().is_empty());
        match src.filter(|s| !s.is_empty()) {
            Some(src) => format!(
                r#"<a href="{src}" rel="noopener noreferrer">{}</a>"#,
                text(words.unwrap_or(src))
            ),
            None => words.map(text).unwrap_or_default(),
        }
    })
}

/// A note's Markdown as plain text, for search: the words of its text and code, paragraphs and
/// list items on lines of their own; raw HTML (and the content of a script or style element)
/// left out.
pub fn markdown_plain(markdown: &str) -> String {
    let mut out = String::new();
    // Inside an inline `<script>` or `<style>`: its content is not words of the note.
    let mut hidden = false;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::InlineHtml(h) => {
                let h = h.to_ascii_lowercase();
                if h.starts_with("<script") || h.starts_with("<style") {
                    hidden = true;
                } else if h.starts_with("</script") || h.starts_with("</style") {
                    hidden = false;
                }
            }
            Event::Text(_) | Event::Code(_) if hidden => {}
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push(' '),
            Event::End(TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item)
            | Event::Start(Tag::Item)
                if !out.is_empty() && !out.ends_with('\n') =>
            {
                out.push('\n');
            }
            _ => {}
        }
    }
    out.trim_end().to_string()
}

fn options() -> Options {
    crate::corpus::load::note_markdown_options()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_in_a_note_comes_out_inert() {
        assert_eq!(
            markdown_html(
                "See *68C*.<script>alert(1)</script> <a href=\"javascript:alert(2)\" onclick=\"x()\">here</a>"
            ),
            "<p>See <em>68C</em>. <a>here</a></p>\n"
        );
        assert_eq!(
            markdown_html("Notka [js](javascript:alert('n1'))"),
            "<p>Notka <a>js</a></p>\n"
        );
        assert_eq!(
            markdown_html("[rules](https://example.org/laws)"),
            "<p><a href=\"https://example.org/laws\" rel=\"noopener noreferrer\">rules</a></p>\n"
        );
    }

    #[test]
    fn plain_text_keeps_words_and_drops_markup() {
        assert_eq!(
            markdown_plain(
                "A *claim* needs `68C`.<script>x()</script>\n\n- one\n- two <b>bold</b>\n"
            ),
            "A claim needs 68C.\none\ntwo bold"
        );
    }

    #[test]
    fn nothing_in_a_note_makes_a_browser_load_a_url() {
        assert_eq!(
            markdown_html(
                "![chart](https://t.example/c.png \"title\") <img src=\"https://t.example/p.png\">"
            ),
            "<p><a href=\"https://t.example/c.png\" rel=\"noopener noreferrer\">chart</a> <a href=\"https://t.example/p.png\" rel=\"noopener noreferrer\">https://t.example/p.png</a></p>\n"
        );
        for hostile in [
            "<img src=\"https://t.example/a.png\" srcset=\"https://t.example/b.png 2x\">",
            "<iframe src=\"https://t.example/f\"></iframe>",
            "<span style=\"background: url(https://t.example/u.png)\">s</span>",
            "<style>p { background: url(https://t.example/s.png) }</style>",
            "<video poster=\"https://t.example/p.png\" src=\"https://t.example/v\"></video>",
            "<audio src=\"https://t.example/a\"></audio>",
            "<picture><source srcset=\"https://t.example/p.png\"></picture>",
            "<link rel=\"stylesheet\" href=\"https://t.example/x.css\">",
            "<object data=\"https://t.example/o\"></object><embed src=\"https://t.example/e\">",
            "<svg><image href=\"https://t.example/i.png\"/></svg>",
            "<input type=\"image\" src=\"https://t.example/i.png\">",
            "<table background=\"https://t.example/t.png\"><tr><td>x</td></tr></table>",
            "<body background=\"https://t.example/b.png\">x</body>",
            "<meta http-equiv=\"refresh\" content=\"0; url=https://t.example/\">",
            "<a href=\"https://t.example/\" ping=\"https://t.example/ping\">x</a>",
        ] {
            let html = markdown_html(hostile);
            // The only URL a note may keep is a link's address, followed when clicked.
            let rest = html
                .replace("<a href=\"https://t.example/a.png\" rel=\"noopener noreferrer\">https://t.example/a.png</a>", "")
                .replace("<a href=\"https://t.example/\" rel=\"noopener noreferrer\">", "");
            assert!(!rest.contains("t.example"), "{hostile} -> {html}");
        }
    }

    #[test]
    fn a_control_character_made_by_a_reference_comes_out_replaced() {
        assert_eq!(markdown_html("a&#27;b"), "<p>a\u{FFFD}b</p>\n");
        assert_eq!(markdown_html("<b>a&#x7;</b>"), "<p><b>a\u{FFFD}</b></p>\n");
    }
}

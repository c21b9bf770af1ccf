//! HTML fragments built in Rust: escaping, links between pages, and paragraphs with their references and
//! footnote marks turned into links. Everything here escapes its text itself; templates insert the
//! fragments with `|safe` and escape everything else.

use std::fmt::Write as _;

use super::routes::{INDEX_FILE, law_dir, parallel_dir};
use crate::corpus::model::{
    ClauseId, Corpus, Document, Edition, Inline, Lang, Level, Owner, Paragraph,
};
use crate::xref::{Links, Reference, Resolution};

/// `s` with `& < > " '` escaped, fit for element content and quoted attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A clause's short name, its short address's last segment without `.html`
/// (`2017/pl/68B2.html`, read through the clause address map: `docs/site.md`): its anchor (`68B2`), except in a law
/// numbered without sections, where a digit follows the law number and the law is set apart
/// with `-` (`1-1` for Law 1's subsection 1, `10-1a` for Law 10's 1(a)): bare, Law 1's `11a`
/// and Law 11's `1a` would both be `111a`, and `11` would read as Law 11.
pub(crate) fn permalink_name(id: &ClauseId) -> String {
    let anchor = id.anchor();
    let law = id.law.to_string();
    match anchor[law.len()..].bytes().next() {
        Some(b) if b.is_ascii_digit() => format!("{law}-{}", &anchor[law.len()..]),
        _ => anchor,
    }
}

/// The way back to the site root from a page in the site-relative folder `dir` (ending in `/`,
/// empty for the root): one `../` per folder, `2017/pl/68/` → `../../../`, `search/` → `../`,
/// the root → empty. The one place a page's depth is computed: every page's links start with
/// it ([`Ctx::new`]) and its head's with [`head_root`].
pub(crate) fn root_of(dir: &str) -> String {
    "../".repeat(dir.matches('/').count())
}

/// [`root_of`] as a page's head writes it (the stylesheet's and scripts' prefix): `./` at the
/// site root, where [`root_of`] is empty.
pub(crate) fn head_root(dir: &str) -> String {
    match root_of(dir) {
        r if r.is_empty() => "./".to_string(),
        r => r,
    }
}

/// How a page links: the way back to the site root, and which document it shows (links into the
/// same page are written as bare fragments).
pub struct Ctx<'a> {
    /// The corpus.
    pub corpus: &'a Corpus,
    /// The references.
    pub links: &'a Links,
    /// [`root_of`] the page's folder: `../../../` for a law page, `../../` for a parallel page,
    /// empty for the home page.
    pub root: String,
    /// The site-relative folder of the page being written.
    pub here: String,
    /// The interface's language (the words of links' tooltips).
    pub ui: super::i18n::Ui,
}

impl<'a> Ctx<'a> {
    /// The context of the page in the site-relative folder `here` (ending in `/`, empty for
    /// the site root), its root computed by [`root_of`].
    pub(crate) fn new(
        corpus: &'a Corpus,
        links: &'a Links,
        here: String,
        ui: super::i18n::Ui,
    ) -> Self {
        Ctx {
            corpus,
            links,
            root: root_of(&here),
            here,
            ui,
        }
    }

    /// A link from this page to `dir#fragment` (`dir` site-relative, ending in `/`). Links name
    /// the `index.html` file, so the site also works opened from disk (`file://`), where a
    /// folder link shows a directory listing.
    pub fn href(&self, dir: &str, fragment: &str) -> String {
        if dir == self.here && !fragment.is_empty() {
            format!("#{fragment}")
        } else if fragment.is_empty() {
            format!("{}{dir}{INDEX_FILE}", self.root)
        } else {
            format!("{}{dir}{INDEX_FILE}#{fragment}", self.root)
        }
    }

    /// A link from a law page in `lang` to the parallel page in the folder `dir` (`#fragment`
    /// where not empty), naming the reader's language for its column script:
    /// `../../68/index.html?lang=pl#68B2` (the columns shown when the reader chose none).
    pub(crate) fn parallel_for(&self, dir: &str, lang: &Lang, fragment: &str) -> String {
        let page = format!("{}{dir}{INDEX_FILE}?lang={lang}", self.root);
        if fragment.is_empty() {
            page
        } else {
            format!("{page}#{fragment}")
        }
    }

    /// A link from this page to `dir#fragment` where `dir` holds a page written once per
    /// interface language (coverage, search, home): its variant in this page's interface
    /// language (`coverage/index.pl.html`).
    pub(crate) fn variant_href(&self, dir: &str, fragment: &str) -> String {
        let file = super::routes::index_file(self.ui.code());
        if dir == self.here && !fragment.is_empty() {
            format!("#{fragment}")
        } else if fragment.is_empty() {
            format!("{}{dir}{file}", self.root)
        } else {
            format!("{}{dir}{file}#{fragment}", self.root)
        }
    }

    /// A link to the parallel view of `law` in `edition` (one page, whatever the interface's
    /// language): `../../68/index.html#68B2`.
    pub(crate) fn parallel_href(&self, edition: &Edition, law: u8, fragment: &str) -> String {
        self.href(&parallel_dir(edition, law), fragment)
    }

    /// The link to the place a reference from document `doc` stands (`r.from`).
    pub(crate) fn owner_href(&self, doc: usize, owner: &Owner) -> String {
        let d = &self.corpus.documents[doc];
        let anchor = crate::corpus::model::owner_anchor(d.meta.law, owner, d.law_text());
        self.href(&law_dir(&d.meta.edition, &d.meta.lang, d.meta.law), &anchor)
    }

    /// A paragraph of document `doc` as HTML (without the `<p>`): its text escaped, references
    /// turned into links or marked spans, footnote marks linked to `note_anchor(mark)`.
    pub fn paragraph(
        &self,
        doc: usize,
        p: &Paragraph,
        note_anchor: &dyn Fn(&str) -> Option<String>,
    ) -> String {
        let refs = self.links.in_paragraph(doc, p.seq);
        let mut out = String::new();
        for (i, inline) in p.inlines.iter().enumerate() {
            match inline {
                Inline::Text(t) => {
                    let mut pos = 0;
                    for r in refs.iter().filter(|r| r.inline == i) {
                        let ok = r.range.start >= pos
                            && r.range.end <= t.len()
                            && r.range.start < r.range.end
                            && t.is_char_boundary(r.range.start)
                            && t.is_char_boundary(r.range.end);
                        if !ok {
                            continue;
                        }
                        out.push_str(&escape(&t[pos..r.range.start]));
                        let words = escape(&t[r.range.clone()]);
                        let cite = escape(&r.target.to_string());
                        let preview = self.preview(r);
                        // The preview follows the link inside a wrapper: CSS shows it while the
                        // link is hovered or focused; screen readers get it as the link's
                        // description (aria-describedby), never in the reading flow.
                        let pv_id = format!("pv-{doc}-{}-{i}-{}", p.seq, r.range.start);
                        let (open, described, close) = match &preview {
                            Some(_) => (
                                r#"<span class="ref-wrap">"#,
                                format!(r#" aria-describedby="{pv_id}""#),
                                preview
                                    .as_ref()
                                    .map(|pv| pv.html(&pv_id))
                                    .unwrap_or_default()
                                    + "</span>",
                            ),
                            None => ("", String::new(), String::new()),
                        };
                        match &r.resolution {
                            Resolution::Document { doc: td, clause } => {
                                let d = &self.corpus.documents[*td];
                                let dir = law_dir(&d.meta.edition, &d.meta.lang, d.meta.law);
                                let href = self.href(&dir, &clause.anchor());
                                let _ = write!(
                                    out,
                                    r#"{open}<a class="ref" href="{}" title="{cite}"{described}>{words}</a>{close}"#,
                                    escape(&href)
                                );
                            }
                            Resolution::Parallel { edition, clause } => {
                                let href =
                                    self.parallel_href(edition, clause.law, &clause.anchor());
                                let title = escape(&self.ui.m1(
                                    "ref-parallel-title",
                                    "cite",
                                    r.target.to_string(),
                                ));
                                let _ = write!(
                                    out,
                                    r#"{open}<a class="ref ref-parallel" href="{}" title="{title}"{described}>{words}</a>{close}"#,
                                    escape(&href)
                                );
                            }
                            Resolution::NotInCorpus => {
                                let title = escape(&self.ui.m2(
                                    "ref-missing-title",
                                    "law",
                                    r.target.law,
                                    "edition",
                                    self.corpus.documents[doc].meta.edition.0.as_str(),
                                ));
                                let _ = write!(
                                    out,
                                    r#"<span class="ref-missing" title="{title}">{words}</span>"#
                                );
                            }
                            Resolution::Impossible => {
                                let title = escape(&self.ui.m1(
                                    "ref-bad-title",
                                    "cite",
                                    r.target.to_string(),
                                ));
                                let _ = write!(
                                    out,
                                    r#"<span class="ref-bad" title="{title}">{words}</span>"#
                                );
                            }
                            Resolution::Suspect => {
                                let title = escape(&self.ui.m("ref-suspect-title"));
                                let _ = write!(
                                    out,
                                    r#"<span class="ref-suspect" title="{title}">{words}</span>"#
                                );
                            }
                        }
                        pos = r.range.end;
                    }
                    out.push_str(&escape(&t[pos..]));
                }
                Inline::NoteRef(mark) => match note_anchor(mark) {
                    Some(a) => {
                        let _ = write!(
                            out,
                            r##"<sup class="fn-ref"><a href="#{}">{}</a></sup>"##,
                            escape(&a),
                            escape(mark)
                        );
                    }
                    None => {
                        let _ = write!(out, r#"<sup class="fn-ref">{}</sup>"#, escape(mark));
                    }
                },
            }
        }
        out
    }
}

/// A reference link's preview: the target clause's text, in the language it is shown in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// The language of the text (the reader's where the corpus has it).
    pub lang: Lang,
    /// The clause shown, in citation form (`16C`).
    pub cite: String,
    /// Its text: the law's title for a whole law, else the section title (if any) and the
    /// clause's paragraphs with those of its sub-clauses (each after its marker), joined by
    /// spaces, cut at a word after [`PREVIEW_CHARS`] characters with "…".
    pub text: String,
}

/// About how many characters of a clause a preview shows.
pub(crate) const PREVIEW_CHARS: usize = 300;

impl Preview {
    /// The preview as a hidden element with id `id` (`role="tooltip"`), shown by CSS.
    pub fn html(&self, id: &str) -> String {
        format!(
            r#"<span class="preview" id="{}" role="tooltip" lang="{}"><b>{}</b> {}</span>"#,
            escape(id),
            escape(&self.lang.0),
            escape(&self.cite),
            escape(&self.text)
        )
    }
}

/// The preview text of clause `id` of a law text: see [`Preview::text`].
pub(crate) fn clause_preview_text(corpus: &Corpus, doc: usize, id: &ClauseId) -> Option<String> {
    let d = &corpus.documents[doc];
    let text = d.law_text()?;
    let mut parts: Vec<String> = Vec::new();
    if id.level() == Level::Law {
        let title = d.meta.title.clone().or_else(|| {
            corpus
                .edition(&d.meta.edition)
                .and_then(|m| m.title(id.law, &d.meta.lang))
                .map(str::to_string)
        });
        parts.extend(title);
        parts.extend(text.preamble.iter().map(Paragraph::plain_text));
        if parts.is_empty()
            && let Some(c) = text.clauses.first()
        {
            push_clause(c, &mut parts);
        }
    } else {
        let c = text.find(id)?;
        parts.extend(c.title.clone());
        parts.extend(c.paragraphs.iter().map(Paragraph::plain_text));
        for ch in &c.children {
            for sub in ch.walk() {
                push_clause(sub, &mut parts);
            }
        }
        parts.extend(c.after.iter().map(Paragraph::plain_text));
    }
    let mut all = parts.join(" ");
    if all.chars().count() > PREVIEW_CHARS {
        let cut = all
            .char_indices()
            .nth(PREVIEW_CHARS)
            .map_or(all.len(), |(i, _)| i);
        let at = all[..cut].rfind(' ').unwrap_or(cut);
        all.truncate(at);
        all.push('…');
    }
    Some(all)
}

fn push_clause(c: &crate::corpus::model::Clause, parts: &mut Vec<String>) {
    parts.push(c.id.marker());
    parts.extend(c.title.clone());
    parts.extend(c.paragraphs.iter().map(Paragraph::plain_text));
    parts.extend(c.after.iter().map(Paragraph::plain_text));
}

impl Ctx<'_> {
    /// The preview of a reference's target: for a clause of a text in the reader's language, that
    /// text; for a law only other languages have (a parallel link), the English text where the
    /// corpus has it, else the first language that has the clause. `None` for references that
    /// are not links.
    pub fn preview(&self, r: &Reference) -> Option<Preview> {
        let (doc, clause) = match &r.resolution {
            Resolution::Document { doc, clause } => (*doc, *clause),
            Resolution::Parallel { edition, clause } => {
                let en = Lang("en".into());
                let (start, docs) = self.corpus.law_documents(edition, clause.law);
                let candidates =
                    docs.iter()
                        .enumerate()
                        .map(|(i, d)| (start + i, d))
                        .filter(|(_, d)| {
                            d.law_text().is_some_and(|t| {
                                clause.level() == Level::Law || t.find(clause).is_some()
                            })
                        });
                let mut best = None;
                for (i, d) in candidates {
                    if d.meta.lang == en {
                        best = Some(i);
                        break;
                    }
                    best = best.or(Some(i));
                }
                (best?, *clause)
            }
            _ => return None,
        };
        let text = clause_preview_text(self.corpus, doc, &clause)?;
        Some(Preview {
            lang: self.corpus.documents[doc].meta.lang.clone(),
            cite: clause.to_string(),
            text,
        })
    }
}

/// The name of a language in itself, for menus ([`crate::lang::Language::name`]); the code
/// where it is not known.
pub fn lang_name(lang: &Lang) -> String {
    match crate::lang::get(&lang.0) {
        Some(l) if !l.name.is_empty() => l.name,
        _ => &lang.0,
    }
    .to_string()
}

pub(crate) fn marker(id: &ClauseId) -> String {
    match id.level() {
        Level::Section | Level::Subsection => format!("{}.", id.marker()),
        _ => id.marker(),
    }
}

fn note_anchor_of(doc: &Document) -> impl Fn(&str) -> Option<String> + '_ {
    move |mark: &str| {
        let n = doc.law_text()?.footnote_number(mark)?;
        Some(format!("{}-fn{n}", doc.meta.law))
    }
}

pub(crate) fn paras(ctx: &Ctx<'_>, doc: usize, ps: &[Paragraph]) -> Vec<String> {
    let d = &ctx.corpus.documents[doc];
    let notes = note_anchor_of(d);
    ps.iter().map(|p| ctx.paragraph(doc, p, &notes)).collect()
}

#[cfg(test)]
mod tests {
    use super::super::routes::{COVERAGE_DIR, diff_dir, toc_dir};
    use super::*;

    #[test]
    fn escape_covers_markup_and_quotes() {
        assert_eq!(
            escape(r#"<script>"a" & 'b'</script>"#),
            "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"
        );
    }

    #[test]
    fn a_pages_root_is_one_step_up_per_folder() {
        let (e, l) = (Edition("2017".into()), Lang("pl".into()));
        assert_eq!(root_of(&law_dir(&e, &l, 68)), "../../../");
        assert_eq!(root_of(&parallel_dir(&e, 68)), "../../");
        assert_eq!(root_of(&toc_dir(&e, &l)), "../../");
        assert_eq!(
            root_of(&diff_dir(&l, 68, &Edition("2007".into()), &e)),
            "../../../../"
        );
        assert_eq!(root_of(COVERAGE_DIR), "../");
        assert_eq!(root_of(""), "");
        assert_eq!(head_root(""), "./");
        assert_eq!(head_root(COVERAGE_DIR), "../");
    }

    #[test]
    fn paths_use_two_digit_law_numbers() {
        let e = Edition("2017".into());
        assert_eq!(law_dir(&e, &Lang("pl".into()), 7), "2017/pl/07/");
        assert_eq!(parallel_dir(&e, 68), "2017/68/");
    }
}

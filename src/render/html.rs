//! HTML fragments built in Rust: escaping, site paths, and paragraphs with their references and
//! footnote marks turned into links. Everything here escapes its text itself; templates insert the
//! fragments with `|safe` and escape everything else.

use std::fmt::Write as _;

use crate::model::{Corpus, Edition, Inline, Lang, Owner, Paragraph};
use crate::xref::{Links, Resolution};

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

/// The site-relative folder of a law page: `2017/pl/68/`.
pub fn law_dir(edition: &Edition, lang: &Lang, law: u8) -> String {
    format!("{edition}/{lang}/{law:02}/")
}

/// The site-relative folder of a parallel page: `2017/68/`.
pub fn parallel_dir(edition: &Edition, law: u8) -> String {
    format!("{edition}/{law:02}/")
}

/// How a page links: the way back to the site root, and which document it shows (links into the
/// same page are written as bare fragments).
pub struct Ctx<'a> {
    /// The corpus.
    pub corpus: &'a Corpus,
    /// The references.
    pub links: &'a Links,
    /// `../../../` for a law page, `../../` for a parallel page, empty for the home page.
    pub root: &'a str,
    /// The site-relative folder of the page being written.
    pub here: String,
}

impl Ctx<'_> {
    /// A link from this page to `dir#fragment` (`dir` site-relative, ending in `/`). Links name
    /// the `index.html` file, so the site also works opened from disk (`file://`), where a
    /// folder link shows a directory listing.
    pub fn href(&self, dir: &str, fragment: &str) -> String {
        if dir == self.here && !fragment.is_empty() {
            format!("#{fragment}")
        } else if fragment.is_empty() {
            format!("{}{dir}index.html", self.root)
        } else {
            format!("{}{dir}index.html#{fragment}", self.root)
        }
    }

    /// The link to the place a reference from document `doc` stands (`r.from`).
    pub fn owner_href(&self, doc: usize, owner: &Owner) -> String {
        let d = &self.corpus.documents[doc];
        let notes = d.law_text().map_or(&[][..], |t| &t.footnotes[..]);
        let anchor = crate::model::owner_anchor(d.meta.law, owner, notes);
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
                        match &r.resolution {
                            Resolution::Document { doc: td, clause } => {
                                let d = &self.corpus.documents[*td];
                                let dir = law_dir(&d.meta.edition, &d.meta.lang, d.meta.law);
                                let href = self.href(&dir, &clause.anchor());
                                let _ = write!(
                                    out,
                                    r#"<a class="ref" href="{}" title="{cite}">{words}</a>"#,
                                    escape(&href)
                                );
                            }
                            Resolution::Parallel { edition, clause } => {
                                let href =
                                    self.href(&parallel_dir(edition, clause.law), &clause.anchor());
                                let _ = write!(
                                    out,
                                    r#"<a class="ref ref-parallel" href="{}" title="{cite}: in other languages">{words}</a>"#,
                                    escape(&href)
                                );
                            }
                            Resolution::NotInCorpus => {
                                let _ = write!(
                                    out,
                                    r#"<span class="ref-missing" title="The text of Law {} ({}) is not on this site yet">{words}</span>"#,
                                    r.target.law, self.corpus.documents[doc].meta.edition
                                );
                            }
                            Resolution::Impossible => {
                                let _ = write!(
                                    out,
                                    r#"<span class="ref-bad" title="{cite} does not exist in this edition">{words}</span>"#
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

/// The name of a language in itself, for menus; the code where it is not known.
pub fn lang_name(lang: &Lang) -> String {
    match lang.0.as_str() {
        "en" => "English",
        "pl" => "Polski",
        "nl" => "Nederlands",
        "ru" => "Русский",
        "de" => "Deutsch",
        "fr" => "Français",
        "it" => "Italiano",
        "es" => "Español",
        other => other,
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_covers_markup_and_quotes() {
        assert_eq!(
            escape(r#"<script>"a" & 'b'</script>"#),
            "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"
        );
    }

    #[test]
    fn paths_use_two_digit_law_numbers() {
        let e = Edition("2017".into());
        assert_eq!(law_dir(&e, &Lang("pl".into()), 7), "2017/pl/07/");
        assert_eq!(parallel_dir(&e, 68), "2017/68/");
    }
}

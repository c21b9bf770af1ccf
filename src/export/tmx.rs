//! TMX 1.4b (the LISA translation memory exchange format every CAT tool reads): the texts of one
//! edition in two or more languages, a translation unit per part of a law.
//!
//! One `<tu>` per unit ([`super`]'s ids) that at least two of the languages have, in row order
//! of the parallel view ([`crate::analysis::align::parallel_with`]), laws ascending; `tuid` is the edition
//! and the unit id (`2017:68B1`, `2007:68-title`). A clause an older column has whole and the
//! view's edition split is one unit of the parts, their ids joined with `+`
//! (`2017:68D+68D1+68D2+68D2(a)`), each text the parts' texts a line after another. Each `<tu>` has the properties `x-law` (`68`),
//! `x-edition` (`2017`) and `x-clause` (the unit id), and a `<tuv xml:lang="…">` per language
//! that has the part, in the order asked, with the part's title as the property `x-title` where
//! it has one and its text (title and paragraphs, a line each) as the `<seg>`.
//!
//! The header says `creationtool="lawref"`, `segtype="block"` (a unit is a clause, not a
//! sentence), `datatype="plaintext"`, `srclang` the first language asked; TMX 1.4b makes
//! `creationdate` optional, and it is left out so the same corpus gives the same file.

use quick_xml::events::{BytesEnd, BytesStart, Event};

use super::{finish, has_title, text_element, xml_writer};
use crate::analysis::align::{Cell, ParallelView};
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::error::{Error, Result};

/// A TMX file asked for: the texts of `edition` in `langs` (two or more, the first the source
/// language), of one law or of every law of the edition (`lawref export tmx`; the parallel
/// page's download of its edition's languages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tmx {
    /// The edition.
    pub edition: Edition,
    /// The languages, each once; the first is the header's `srclang`.
    pub langs: Vec<Lang>,
    /// Only this law (`None`: every law of the edition).
    pub law: Option<u8>,
    /// Instead of `langs` in `edition`: these columns ((language, edition), each language
    /// once), aligned on the newest of their editions along the correspondence records, so
    /// that Polish 2017 pairs with Dutch 2007 (`lawref export tmx --columns pl:2017,nl:2007`).
    pub columns: Vec<(Lang, Edition)>,
}

impl super::Format for Tmx {
    fn name(&self) -> &'static str {
        "tmx"
    }

    fn extension(&self) -> &'static str {
        "tmx"
    }

    /// # Errors
    /// [`Error::Usage`] (`--langs`) when fewer than two languages are asked, or no part of the
    /// law (or of any law) has a text in two of them.
    fn write(&self, corpus: &Corpus) -> Result<Vec<u8>> {
        if !self.columns.is_empty() {
            return self.write_columns(corpus);
        }
        let Some(src) = self.langs.first().filter(|_| self.langs.len() >= 2) else {
            return Err(Error::Usage(
                "--langs: give two or more languages (pl,nl): a translation unit pairs texts"
                    .into(),
            ));
        };
        let units = units(corpus, &self.edition, &self.langs, self.law);
        if units.is_empty() {
            return Err(Error::Usage(format!(
                "--langs {}: no part of {} has a text in two of these languages in edition {}",
                self.langs
                    .iter()
                    .map(|l| l.0.as_str())
                    .collect::<Vec<_>>()
                    .join(","),
                self.law
                    .map_or("any law".to_string(), |n| format!("Law {n}")),
                self.edition
            )));
        }
        write(&units, src)
    }
}

impl Tmx {
    /// The TMX of `columns` (see [`Tmx::columns`]): a translation unit per part of the newest
    /// edition's law that two or more columns have, each text with its edition.
    fn write_columns(&self, corpus: &Corpus) -> Result<Vec<u8>> {
        let cols = &self.columns;
        let mut seen: Vec<&Lang> = Vec::new();
        for (l, _) in cols {
            if seen.contains(&l) {
                return Err(Error::Usage(format!(
                    "--columns: {l} is asked twice; a translation unit pairs languages, one text each"
                )));
            }
            seen.push(l);
        }
        if cols.len() < 2 {
            return Err(Error::Usage(
                "--columns: give two or more columns (pl:2017,nl:2007): a translation unit pairs texts"
                    .into(),
            ));
        }
        let base = super::csv::base_edition(corpus, cols).expect("columns are known");
        let laws = match self.law {
            Some(n) => vec![n],
            None => corpus.laws_in(&base),
        };
        let mut units = Vec::new();
        for n in laws {
            let view = crate::analysis::align::parallel_with(corpus, &base, n, cols);
            units.extend(view_units(corpus, &view));
        }
        if units.is_empty() {
            return Err(Error::Usage(
                "--columns: no part of any law asked has a text in two of these columns".into(),
            ));
        }
        write(&units, &cols[0].0)
    }
}

/// One unit of a TMX file, as [`units`] gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// The `tuid`: `2017:68B1`.
    pub tuid: String,
    /// The law.
    pub law: u8,
    /// The unit id (`68B1`, `68-title`).
    pub id: String,
    /// Per column that has the part: its language and edition, the part's title (if any) and
    /// its text.
    pub variants: Vec<(Lang, Edition, Option<String>, String)>,
}

/// The units of `edition` in `langs` (each once, in that order): every part of Law `law` (or of
/// every law of the edition, ascending, when `None`) that two or more of the languages have.
pub fn units(corpus: &Corpus, edition: &Edition, langs: &[Lang], law: Option<u8>) -> Vec<Unit> {
    let laws = match law {
        Some(n) => vec![n],
        None => corpus.laws_in(edition),
    };
    let wanted: Vec<(Lang, Edition)> = langs.iter().map(|l| (l.clone(), edition.clone())).collect();
    let mut out = Vec::new();
    for n in laws {
        let view = crate::analysis::align::parallel_with(corpus, edition, n, &wanted);
        out.extend(view_units(corpus, &view));
    }
    out
}

/// The units of a view whose columns are all of its edition (see [`units`]).
pub(crate) fn view_units(corpus: &Corpus, view: &ParallelView<'_>) -> Vec<Unit> {
    let mut out = Vec::new();
    let unit = |id: String, variants: Vec<(Lang, Edition, Option<String>, String)>| Unit {
        tuid: format!("{}:{id}", view.edition),
        law: view.law,
        id,
        variants,
    };
    // The law's title, as each text's front matter gives it.
    let titles: Vec<(Lang, Edition, Option<String>, String)> = view
        .columns
        .iter()
        .filter_map(|c| {
            let t = corpus.documents[c.doc].meta.title.clone()?;
            Some((c.lang.clone(), c.edition.clone(), Some(t.clone()), t))
        })
        .collect();
    if titles.len() >= 2 {
        out.push(unit(crate::corpus::units::title_id(view.law), titles));
    }
    let rows: Vec<_> = super::rows(view).collect();
    let mut i = 0;
    while i < rows.len() {
        // A clause an older column has whole and the view's edition split (2007's 68D into
        // 2017's 68D, 68D1, 68D2, 68D2(a)) is one unit of the rows it was split into, so that a
        // translation memory pairs the whole with the whole, never the first part with it.
        let mut j = i;
        while j + 1 < rows.len() && split_from(rows[i].1, rows[j + 1].1) {
            j += 1;
        }
        let group = &rows[i..=j];
        let id = group
            .iter()
            .map(|(id, _)| id.as_str())
            .collect::<Vec<_>>()
            .join("+");
        let variants: Vec<(Lang, Edition, Option<String>, String)> = view
            .columns
            .iter()
            .enumerate()
            .filter_map(|(k, col)| {
                let cells: Vec<&Cell<'_>> = group
                    .iter()
                    .map(|(_, r)| &r.cells[k])
                    .filter(|c| matches!(c, Cell::Present { .. }))
                    .collect();
                let first = cells.first()?.pieces();
                let title = has_title(first).then(|| first[0].title.unwrap_or("").to_string());
                let texts: Vec<String> = cells.iter().filter_map(|c| super::cell_text(c)).collect();
                Some((
                    col.lang.clone(),
                    col.edition.clone(),
                    title,
                    texts.join("\n"),
                ))
            })
            .collect();
        if variants.len() >= 2 {
            out.push(unit(id, variants));
        }
        i = j + 1;
    }
    out
}

/// Whether `next` is a row `first`'s clause of an older column was split into: in some column,
/// `first` has the clause and `next` shows it elsewhere, naming only clauses `first` has there.
fn split_from(
    first: &crate::analysis::align::Row<'_>,
    next: &crate::analysis::align::Row<'_>,
) -> bool {
    first.cells.iter().zip(&next.cells).any(|(a, b)| {
        let (Cell::Present { pieces, .. }, Cell::Elsewhere(at)) = (a, b) else {
            return false;
        };
        !at.is_empty()
            && at
                .iter()
                .all(|(id, _)| pieces.iter().any(|p| p.id == Some(*id)))
    })
}

/// The TMX 1.4b file of `units` (see the module's notes); `srclang` is the source language
/// named in the header.
///
/// # Errors
/// [`Error::Usage`] only if writing to memory fails (it does not).
pub fn write(units: &[Unit], srclang: &Lang) -> Result<Vec<u8>> {
    let io = |e: std::io::Error| Error::Usage(format!("writing TMX: {e}"));
    let mut w = xml_writer().map_err(io)?;
    w.write_event(Event::Start(
        BytesStart::new("tmx").with_attributes([("version", "1.4")]),
    ))
    .map_err(io)?;
    w.create_element("header")
        .with_attributes([
            ("creationtool", "lawref"),
            ("creationtoolversion", env!("CARGO_PKG_VERSION")),
            ("segtype", "block"),
            ("o-tmf", "lawref"),
            ("adminlang", "en"),
            ("srclang", srclang.0.as_str()),
            ("datatype", "plaintext"),
        ])
        .write_empty()
        .map_err(io)?;
    w.write_event(Event::Start(BytesStart::new("body")))
        .map_err(io)?;
    for u in units {
        w.write_event(Event::Start(
            BytesStart::new("tu").with_attributes([("tuid", u.tuid.as_str())]),
        ))
        .map_err(io)?;
        let law = u.law.to_string();
        let edition = u.tuid.split(':').next().unwrap_or("");
        for (ty, v) in [
            ("x-law", law.as_str()),
            ("x-edition", edition),
            ("x-clause", u.id.as_str()),
        ] {
            text_element(&mut w, "prop", &[("type", ty)], v).map_err(io)?;
        }
        for (lang, tuv_edition, title, seg) in &u.variants {
            w.write_event(Event::Start(
                BytesStart::new("tuv").with_attributes([("xml:lang", lang.0.as_str())]),
            ))
            .map_err(io)?;
            // A text of another edition than the unit's says which (Polish 2017 beside Dutch
            // 2007).
            if tuv_edition.0 != edition {
                text_element(&mut w, "prop", &[("type", "x-edition")], &tuv_edition.0)
                    .map_err(io)?;
            }
            if let Some(t) = title {
                text_element(&mut w, "prop", &[("type", "x-title")], t).map_err(io)?;
            }
            text_element(&mut w, "seg", &[], seg).map_err(io)?;
            w.write_event(Event::End(BytesEnd::new("tuv")))
                .map_err(io)?;
        }
        w.write_event(Event::End(BytesEnd::new("tu"))).map_err(io)?;
    }
    w.write_event(Event::End(BytesEnd::new("body")))
        .map_err(io)?;
    w.write_event(Event::End(BytesEnd::new("tmx")))
        .map_err(io)?;
    Ok(finish(w))
}

//! The files beside a parallel page that offer its columns for download: the TMX of the
//! edition's languages and the CSV of every column ([`crate::export`]), written once whatever
//! the interface's language, and the page's links to them.

use super::chrome::{LinkTo, lang_list};
use super::i18n::Ui;
use super::routes::parallel_dir;
use crate::analysis::align;
use crate::corpus::model::{Corpus, Edition, Lang};

/// The files beside a parallel page that offer its columns for download, as (file name,
/// what the link says in interface language `ui`): the TMX of this edition's languages, when it
/// has two or more (`lawref-68-2017.tmx`, "TMX: Nederlands and Polski (2007)"), and the CSV of
/// every column (`lawref-68-2017.csv`). The files are the same whatever the interface's
/// language: only the labels differ.
pub(crate) fn download_names(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    ui: Ui,
) -> Vec<(String, String)> {
    let here: Vec<Lang> = corpus
        .texts_of(edition, law)
        .map(|(d, _)| d.meta.lang.clone())
        .collect();
    let mut out = Vec::new();
    if here.len() >= 2 {
        out.push((
            format!("lawref-{law}-{edition}.tmx"),
            ui.m2(
                "download-tmx",
                "langs",
                lang_list(ui, &here),
                "edition",
                &edition.0,
            ),
        ));
    }
    if !align::columns_of(corpus, edition, law).is_empty() {
        out.push((format!("lawref-{law}-{edition}.csv"), ui.m("download-csv")));
    }
    out
}

/// The download files of the parallel page of `law` in `edition` ([`download_names`]), as
/// (site-relative path, bytes).
///
/// # Errors
/// Those of the writers ([`crate::export::tmx::write`], [`crate::export::csv::write`]).
pub(crate) fn download_files(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
) -> crate::error::Result<Vec<(String, Vec<u8>)>> {
    let dir = parallel_dir(edition, law);
    let mut out = Vec::new();
    for (name, _) in download_names(corpus, edition, law, Ui::en()) {
        let bytes = if name.ends_with(".tmx") {
            let view = align::parallel(corpus, edition, law);
            let units = crate::export::tmx::view_units(corpus, &view);
            let src = view.columns.first().map(|c| c.lang.clone());
            crate::export::tmx::write(&units, &src.unwrap_or(Lang("en".into())))?
        } else {
            let cols = align::columns_of(corpus, edition, law);
            let view = align::parallel_with(corpus, edition, law, &cols);
            crate::export::csv::write(corpus, &view)?
        };
        out.push((format!("{dir}{name}"), bytes));
    }
    Ok(out)
}

/// The page's download links ([`download_names`]), labelled in interface language `ui`.
pub(crate) fn downloads(corpus: &Corpus, edition: &Edition, law: u8, ui: Ui) -> Vec<LinkTo> {
    download_names(corpus, edition, law, ui)
        .into_iter()
        .map(|(name, label)| LinkTo {
            href: name,
            label,
            lang: String::new(),
        })
        .collect()
}

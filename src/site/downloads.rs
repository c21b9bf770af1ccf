//! The files beside a parallel page that offer its columns for download: the TMX of the
//! edition's languages and the CSV of the columns the page holds ([`crate::export`]), and the
//! page's links to them. (The CSV of every column, 60 on the large corpus, was a fifth of its
//! site's bytes: `lawref export csv` writes any columns.)

use super::chrome::{LinkTo, column_label, lang_list};
use super::i18n::Ui;
use super::routes::parallel_dir;
use crate::corpus::model::{Corpus, Edition, Lang};
use crate::export::{Format, csv::Csv, tmx::Tmx};

/// The files beside a parallel page that offer its columns for download, each a format's
/// request ([`crate::export::Format`]) with what its link says in interface language `ui`: the
/// TMX of this edition's languages, when it has two or more ("TMX: Nederlands and Polski
/// (2007)"), and the CSV of the page's columns `columns` ("CSV: PL 2017, PL 2007").
fn downloads_of(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    columns: &[(Lang, Edition)],
    ui: Ui,
) -> Vec<(Box<dyn Format>, String)> {
    let here: Vec<Lang> = corpus
        .texts_of(edition, law)
        .map(|(d, _)| d.meta.lang.clone())
        .collect();
    let mut out: Vec<(Box<dyn Format>, String)> = Vec::new();
    if here.len() >= 2 {
        let label = ui.m2(
            "download-tmx",
            "langs",
            lang_list(ui, &here),
            "edition",
            &edition.0,
        );
        let tmx = Tmx {
            edition: edition.clone(),
            langs: here,
            law: Some(law),
            columns: Vec::new(),
        };
        out.push((Box::new(tmx), label));
    }
    if !columns.is_empty() {
        let names: Vec<String> = columns.iter().map(|(l, e)| column_label(l, e)).collect();
        out.push((
            Box::new(Csv {
                law,
                edition: edition.clone(),
                columns: columns.to_vec(),
                translation: false,
                bom: false,
            }),
            ui.m1("download-csv", "cols", names.join(", ")),
        ));
    }
    out
}

/// A download's file name: `lawref-<law>-<edition>.<extension>` (`lawref-68-2017.tmx`).
fn file_name(format: &dyn Format, edition: &Edition, law: u8) -> String {
    format!("lawref-{law}-{edition}.{}", format.extension())
}

/// The download files of the parallel page of `law` in `edition` holding `columns`
/// ([`downloads_of`]), as (site-relative path, bytes).
///
/// # Errors
/// Those of the formats' writes ([`Format::write`]).
pub(crate) fn download_files(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    columns: &[(Lang, Edition)],
) -> crate::error::Result<Vec<(String, Vec<u8>)>> {
    let dir = parallel_dir(edition, law);
    let mut out = Vec::new();
    for (format, _) in downloads_of(corpus, edition, law, columns, Ui::en()) {
        let bytes = format.write(corpus)?;
        let name = file_name(format.as_ref(), edition, law);
        out.push((format!("{dir}{name}"), bytes));
    }
    Ok(out)
}

/// The page's download links ([`downloads_of`]) for its columns `columns`, labelled in interface
/// language `ui`.
pub(crate) fn downloads(
    corpus: &Corpus,
    edition: &Edition,
    law: u8,
    columns: &[(Lang, Edition)],
    ui: Ui,
) -> Vec<LinkTo> {
    downloads_of(corpus, edition, law, columns, ui)
        .into_iter()
        .map(|(format, label)| LinkTo {
            href: file_name(format.as_ref(), edition, law),
            label,
            lang: String::new(),
        })
        .collect()
}

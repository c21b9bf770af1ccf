//! The law headings of the languages added from real pages (docs/language-sources.md): import
//! reads them as law headings by their file's `heading` words and nothing else. Every line here
//! is quoted from the page its test names; none is made up. References, detection and search
//! are tested through the public API in `tests/it/languages.rs`.

use crate::import::structure::{Reads, reads_as};

/// Turkish, 2017: "YASA 68 – LÖVE TALEBİ VEYA TERKİ"
/// (<https://brictest.blog/onceki-yazilar/bric-yasalari-claim-bilgi/>) and "YASA 26 – GERİ
/// ALINAN KONUŞMA, ÇIKIŞ KISITLAMALARI"
/// (<https://brictest.blog/onceki-yazilar/bric-yasalari-cikis-kisitlari-bilgi/>): the word in
/// capitals, an en dash, a title that may hold a comma.
#[test]
fn turkish_law_headings_read_as_law_headings() {
    assert_eq!(
        reads_as("YASA 68 – LÖVE TALEBİ VEYA TERKİ"),
        Reads::LawHeading {
            law: 68,
            titled: true
        }
    );
    assert_eq!(
        reads_as("YASA 26 – GERİ ALINAN KONUŞMA, ÇIKIŞ KISITLAMALARI"),
        Reads::LawHeading {
            law: 26,
            titled: true
        }
    );
}

/// Croatian, an unofficial translation of the 1997 Law 16 after its English text:
/// "ČLAN 16 - NEOVLAŠTENA INFORMACIJA" (<http://crobridge.com/prilozi/2005/002.htm>); the
/// chapter heading of the federation's Kodeks, "POGLAVLJE I"
/// (<http://crobridge.com/doc/kodeks.htm>), is no law's.
#[test]
fn croatian_law_heading_reads_as_a_law_heading() {
    assert_eq!(
        reads_as("ČLAN 16 - NEOVLAŠTENA INFORMACIJA"),
        Reads::LawHeading {
            law: 16,
            titled: true
        }
    );
    assert_eq!(reads_as("POGLAVLJE I"), Reads::Text);
}

/// Hebrew has no heading word: no page showed a law heading, and a blog post's title that
/// begins with a law, "חוק 23: קריאה שקולה - שינוי מהותי בחוקים החדשים"
/// (<http://avirosenthalbr.blogspot.com/2018/03/23.html>), is no law's heading.
#[test]
fn hebrew_has_no_heading_word_and_a_posts_title_is_no_law_heading() {
    let he = super::get("he").expect("Hebrew is registered");
    assert_eq!((he.heading, he.heading_after), (&[][..], &[][..]));
    assert_eq!(he.refs.law, ["חוק"]);
    assert_eq!(
        reads_as("חוק 23: קריאה שקולה - שינוי מהותי בחוקים החדשים"),
        Reads::Text
    );
}

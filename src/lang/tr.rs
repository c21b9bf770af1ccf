//! Turkish: a law is a "Yasa", the Laws "Yasalar": headings "YASA 68 – LÖVE TALEBİ VEYA TERKİ",
//! references "(bkz. Yasa 17E)", "(bkz Yasa 90)", "Yasalar 16 ve 57A", "bkz. Yasa 47E ve Yasa
//! 41", "[bkz. Yasa 12C1(b)]"; relative "B maddesinde" (in section B); a club's rules say
//! "Madde" instead ("74. Madde", "(madde 29–32)"). Every word here is from a real page
//! (docs/language-sources.md, "tr"):
//! - brictest.blog, Briç Yasaları (2017): <https://brictest.blog/onceki-yazilar/bric-yasalari-claim-bilgi/>,
//!   <https://brictest.blog/onceki-yazilar/bric-yasalari-cikis-kisitlari-bilgi/>,
//!   <https://brictest.blog/onceki-yazilar/bric-yasalari-diger-konular-bilgi/>,
//!   <https://brictest.blog/onceki-yazilar/bric-yasalari-izinsiz-bilgi-ve-alert-bilgi/>;
//! - <http://bricoyunu.blogspot.com/2011/12/konusmalarn-gozden-gecirilmesi-ve.html> (2007);
//! - <http://www.bricankara.com/blog/2017/05/19/uluslararasi-bric-yasalari-2017/> (2017
//!   definitions);
//! - <https://egebric.org/yonetmelikler> and
//!   <http://www.canakkalebricspor.com/?pnum=24&pt=Bric+Yasalar%C4%B1> (clubs' "Madde").
//!
//! Only the forms the pages show are listed; fields no page showed are empty.

use super::{KindWords, Language, SiteWords, Words};

/// Turkish.
pub(crate) const LANGUAGE: Language = Language {
    code: "tr",
    name: "Türkçe",
    detect: whatlang::Lang::Tur,
    stemmer: Some(frostem::Algorithm::Turkish),
    family: "tr",
    markers: &[],
    heading: &["yasa"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["yasa", "yasalar", "madde"],
        // "B maddesinde olduğu gibi" (as in section B).
        above_below: &["maddesinde"],
        joiners: &["ve"],
        see: &["bkz.", "bkz"],
        // "74. Madde".
        law_after: &["madde"],
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

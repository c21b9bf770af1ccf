//! Japanese: a law is "第N条", headings "第68条 「取り」または「取られ」の宣言" (JCBL 2017), sections
//! "C.必要な説明" glued to their title. References "(27条A項)" (a section by 項), "(73条 D項1)"
//! (an item after it), "(第7D条)", and a range "第81条から第93条". Every word here is from a real
//! page (docs/language-sources.md, "ja"):
//! - the JCBL 2017 text as quoted on
//!   <https://djb.qmail.jp/%E3%83%96%E3%83%AA%E3%83%83%E3%82%B8%E3%81%AE%E8%A6%8F%E5%89%87/%E3%82%AF%E3%83%AC%E3%82%A4%E3%83%A0?action=raw>;
//! - a director's quiz, <https://osekihan.jimdofree.com/ディレクタの部屋/ブリッジの規則/解答/>;
//! - a translated wiki article, <https://jmediawiki.org/wiki/Bridge_ethics>.
//!
//! Stored copies have ASCII "(" ")" where the pages likely had full-width "（" "）"; both are
//! read. No stemmer: search folds Japanese words only. Fields no page showed are empty.

use super::{Glued, KindWords, Language, SiteWords, Words};

/// Japanese.
pub(crate) const LANGUAGE: Language = Language {
    code: "ja",
    name: "日本語",
    detect: whatlang::Lang::Jpn,
    stemmer: None,
    family: "ja",
    markers: &[],
    heading: &[],
    heading_after: &[],
    heading_around: &[("第", "条")],
    refs: Words {
        glued: Glued {
            ordinal: &["第"],
            before: &[],
            after: &["条"],
            section: &["項"],
            to: &["から"],
        },
        ..Words::NONE
    },
    site: SiteWords::NONE,
    kinds: KindWords::NONE,
};

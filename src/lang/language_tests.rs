//! The law headings of the languages added from real pages (docs/language-sources.md): import
//! reads them as law headings by their file's `heading` and `heading_around` words and nothing
//! else. Every line here
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

/// Chinese, the 1999 CCBA rules: "第21条:根据错误信息所作的叫牌"
/// (<http://www.xuexila.com/aihao/qiaopai/1610304_4.html>), "第12條:裁判的斟酌決定權(quán)" with
/// pinyin glued after the characters (<http://yishupeixun.net/aihao/qiaopai/1610304_3.html>),
/// "第6條:洗牌與發牌" (<https://webptt.com/m.aspx?n=bbs%2FNCCU_BRIDGE%2FM.1254876225.A.868.html>);
/// the older translation's "规则9  违例后的处理程序", two spaces after the number
/// (<https://s-n-o-r-l-a-x.github.io/13p-backup/articles/02-cjyd/08-ckzl/08-ckzl-007-rule/08-ckzl-007-04.htm>).
/// The stored copies' ASCII colon and the full-width one the pages likely had
/// (docs/language-sources.md, the punctuation caveat) read alike.
#[test]
fn chinese_law_headings_read_as_law_headings() {
    use crate::import::structure::law_heading_parts;
    for (line, law, title) in [
        (
            "第21条:根据错误信息所作的叫牌",
            21,
            "根据错误信息所作的叫牌",
        ),
        (
            "第21条：根据错误信息所作的叫牌",
            21,
            "根据错误信息所作的叫牌",
        ),
        (
            "第12條:裁判的斟酌決定權(quán)",
            12,
            "裁判的斟酌決定權(quán)",
        ),
        ("第6條:洗牌與發牌", 6, "洗牌與發牌"),
        ("第22条:竞叫结束后的程序", 22, "竞叫结束后的程序"),
        ("规则9  违例后的处理程序", 9, "违例后的处理程序"),
    ] {
        assert_eq!(
            law_heading_parts(line),
            Some((law, Some(title.to_string()))),
            "{line}"
        );
    }
    // The same heading with its number in full-width digits.
    assert_eq!(
        law_heading_parts("第２１条:根据错误信息所作的叫牌"),
        Some((21, Some("根据错误信息所作的叫牌".to_string())))
    );
    // A post that runs the heading, a section and its text into one line
    // (<https://webptt.com/m.aspx?n=bbs%2FNCCU_BRIDGE%2FM.1254876225.A.868.html>) has no title
    // a heading could take: a CJK title holds no sentence comma.
    assert_eq!(
        reads_as("第6條:洗牌與發牌 B、發牌 發牌時務必牌面向下,依序迴轉每家一張"),
        Reads::Text
    );
    // Chapter and part headings above the laws are none (xuexila.com, the older translation,
    // <http://bjtyzh.org/feiaoyuntiyuxiangmujieshao/6145.html>).
    for line in [
        "第二节 竞叫结束",
        "第二部分 竞叫过程中的违规",
        "第四章  关于违例的一般规则",
        "第一章 定 义",
    ] {
        assert_eq!(reads_as(line), Reads::Text, "{line}");
    }
}

/// Chinese sections and items glued to their text: "A.调整得分权"-like "A.叫牌者因误解所作的叫牌"
/// and "1.更改叫牌" (<http://www.xuexila.com/aihao/qiaopai/1610304_4.html>), "B、發牌" with an
/// ideographic comma (<https://webptt.com/m.aspx?n=bbs%2FNCCU_BRIDGE%2FM.1254876225.A.868.html>),
/// "(a)定约人或任一防守人" (the older translation,
/// <https://s-n-o-r-l-a-x.github.io/13p-backup/articles/02-cjyd/08-ckzl/08-ckzl-007-rule/08-ckzl-007-04.htm>);
/// Japanese "A.一般的目的"
/// (<https://djb.qmail.jp/%E3%83%96%E3%83%AA%E3%83%83%E3%82%B8%E3%81%AE%E8%A6%8F%E5%89%87/%E3%82%AF%E3%83%AC%E3%82%A4%E3%83%A0?action=raw>).
#[test]
fn chinese_and_japanese_sections_and_items_glued_to_their_text() {
    for line in [
        "A.叫牌者因误解所作的叫牌",
        "A.調(diào)整得分權(quán)",
        "1.更改叫牌",
        "B、發牌",
        "(a)定约人或任一防守人",
        "A.一般的目的",
    ] {
        assert_eq!(reads_as(line), Reads::Clause, "{line}");
    }
}

/// Japanese, the JCBL 2017 text as quoted on
/// <https://djb.qmail.jp/%E3%83%96%E3%83%AA%E3%83%83%E3%82%B8%E3%81%AE%E8%A6%8F%E5%89%87/%E3%82%AF%E3%83%AC%E3%82%A4%E3%83%A0?action=raw>:
/// "第68条 「取り」または「取られ」の宣言", a space after the law word; the page runs the
/// heading into its first sentence, which is then no heading.
#[test]
fn japanese_law_heading_reads_as_a_law_heading() {
    use crate::import::structure::law_heading_parts;
    assert_eq!(
        law_heading_parts("第68条 「取り」または「取られ」の宣言"),
        Some((68, Some("「取り」または「取られ」の宣言".to_string())))
    );
    assert_eq!(
        reads_as(
            "第68条 「取り」または「取られ」の宣言「取り」または「取られ」の宣言の目的はプレイを迅速化することであり、"
        ),
        Reads::Text
    );
}

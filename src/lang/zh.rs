//! Chinese, simplified and traditional: a law is "第N条" (simplified) or "第N條" (traditional),
//! headings "第21条:根据错误信息所作的叫牌", "第12條:裁判的斟酌決定權", "第6條:洗牌與發牌"; an
//! older translation writes "规则9  违例后的处理程序". Sections "A.调整得分权", "B、发牌", items
//! "1.更改叫牌", glued to their text. References "(参阅第77条)", "(參閱第88條)", "参阅第17条E款"
//! (a section by 款), "第40条C款", "参见规则42B2", "橋規第6條", "1987年橋規41條". Every word
//! here is from a real page (docs/language-sources.md, "zh"):
//! - the 1999 CCBA rules, <http://www.xuexila.com/aihao/qiaopai/1610304_4.html> (simplified)
//!   and <http://yishupeixun.net/aihao/qiaopai/1610304_3.html> (traditional);
//! - <http://bjtyzh.org/feiaoyuntiyuxiangmujieshao/6145.html> ("(参阅第77条)");
//! - an older translation,
//!   <https://s-n-o-r-l-a-x.github.io/13p-backup/articles/02-cjyd/08-ckzl/08-ckzl-007-rule/08-ckzl-007-04.htm>
//!   ("规则9", "参见规则42B2");
//! - Taiwan: <https://webptt.com/m.aspx?n=bbs%2FNCCU_BRIDGE%2FM.1254876225.A.868.html> ("第6條:",
//!   "B、"), <http://par.cse.nsysu.edu.tw/%7Ecbyang/article/data/director.txt> ("1987年橋規41條").
//!
//! Stored copies have ASCII ":" "(" ")" where the pages likely had full-width "：" "（" "）";
//! both are read. No stemmer: search folds Chinese words only. Fields no page showed are empty.

use super::{Glued, KindWords, Language, SiteWords, Words};

/// Chinese.
pub(crate) const LANGUAGE: Language = Language {
    code: "zh",
    name: "中文",
    detect: whatlang::Lang::Cmn,
    stemmer: None,
    family: "zh",
    markers: &[],
    // "规则9  违例后的处理程序" (the older translation).
    heading: &["规则"],
    heading_after: &[],
    heading_around: &[("第", "条"), ("第", "條")],
    refs: Words {
        glued: Glued {
            ordinal: &["第"],
            before: &["规则"],
            after: &["条", "條"],
            section: &["款"],
            to: &[],
        },
        ..Words::NONE
    },
    // A post's byline: "时间: 谢巧831 分享" (xuexila.com), "時間: 謝巧831 分享" (yishupeixun.net),
    // "发布时间: 2013年02月28日" (bjtyzh.org).
    site: SiteWords {
        labels: &["时间", "時間", "发布时间", "發佈時間"],
        ..SiteWords::NONE
    },
    kinds: KindWords::NONE,
};

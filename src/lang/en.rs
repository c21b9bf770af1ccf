//! English: "Law 16C", "Laws 69, 70 and 71", "L49"; relative "B1 above", "B1 following",
//! "(see D)"; headings "LAW 68 – TITLE", "Law 68: Title". Source: the WBF's Laws of Duplicate
//! Bridge (1997, 2007, 2017), the ACBL and EBU editions, and the sites, wikis and forums that
//! publish and quote them. Recognised in every language's text too, since translations cite
//! the English forms now and then.

use super::{KindWords, Language, SiteWords, Words};

/// English.
pub const LANGUAGE: Language = Language {
    code: "en",
    detect: whatlang::Lang::Eng,
    heading: &["law"],
    heading_after: &[],
    refs: Words {
        law: &["law", "laws"],
        point: &["subsection", "section", "paragraph"],
        above_below: &["above", "below", "following"],
        joiners: &["and", "or"],
        see: &["see"],
    },
    site: SiteWords {
        prev_next: &[
            "previous", "prev", "next", "back", "forward", "first", "last",
        ],
        law: &["law", "laws", "article"],
        top: &[
            "back to top",
            "to top",
            "top of page",
            "go to top",
            "return to top",
        ],
        languages: &["english", "polish", "dutch", "russian", "greek", "version"],
        versions: &[
            "english version",
            "polish version",
            "dutch version",
            "russian version",
            "greek version",
            "in english",
        ],
        contents: &["contents", "table of contents"],
        menu: &[
            "home",
            "home page",
            "contact",
            "contact us",
            "privacy",
            "privacy policy",
            "terms",
            "terms of use",
            "sitemap",
            "site map",
            "about",
            "about us",
            "search",
            "news",
            "login",
            "log in",
            "recent changes",
            "recent updates",
            "media manager",
            "old revisions",
            "backlinks",
            "show pagesource",
            "export to pdf",
            "print",
            "comments",
        ],
        notices: &[
            "all rights reserved",
            "uses cookies",
            "use cookies",
            "cookie policy",
        ],
        edit: &["edit", "edit source"],
        pages: &["pages", "page"],
        from: &["from"],
        revisions: &[
            "revision as of",
            "older revision",
            "latest revision",
            "newer revision",
            "difference between revisions",
            "no difference",
            "last modified",
            "you are here",
            "trace",
        ],
        labels: &["author", "genre", "posted", "article posted"],
    },
    kinds: KindWords {
        front: &["preface", "introduction", "foreword"],
        wrote: &["wrote", "said", "writes"],
        index: &["index", "subject index"],
        persons: &["i", "me", "my", "we", "us", "our", "you", "your"],
    },
};

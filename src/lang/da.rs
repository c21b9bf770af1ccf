//! Danish: "lov 16C", "lovene 69 og 70"; relative "B1 ovenfor"; headings "LOV 68 – TITEL".
//! Source: the Danish Laws (Danmarks Bridgeforbund, bridge.dk).

use super::{KindWords, Language, SiteWords, Words};

/// Danish.
pub const LANGUAGE: Language = Language {
    code: "da",
    detect: whatlang::Lang::Dan,
    heading: &["lov", "paragraf"],
    heading_after: &[],
    refs: Words {
        law: &["lov", "loven", "love", "lovene", "lovens", "paragraf"],
        point: &["punkt", "stk.", "afsnit"],
        above_below: &["ovenfor", "nedenfor", "ovenstående"],
        joiners: &["og", "eller"],
        see: &["se"],
        lead: &[],
    },
    site: SiteWords {
        prev_next: &["forrige", "næste", "tilbage"],
        law: &["lov", "love"],
        top: &["til toppen", "op"],
        languages: &["dansk", "engelsk", "version"],
        versions: &["dansk version", "engelsk version"],
        contents: &["indhold", "indholdsfortegnelse"],
        menu: &["forside", "kontakt", "søg", "nyheder"],
        notices: &["alle rettigheder forbeholdes"],
        edit: &["rediger"],
        pages: &["sider", "side"],
        from: &["fra"],
        revisions: &["versionen fra", "nuværende version", "ældre version"],
        labels: &["forfatter"],
    },
    kinds: KindWords {
        front: &["forord", "indledning"],
        wrote: &["skrev", "skriver"],
        index: &["stikordsregister", "register"],
        persons: &["jeg", "mig", "min", "mit", "vi", "os", "du"],
    },
};

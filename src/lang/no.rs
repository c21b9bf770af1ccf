//! Norwegian (Bokmål): "lov 16C", "lovene 69 og 70"; relative "B1 ovenfor"; headings "LOV 68 –
//! TITTEL". whatlang's Norwegian Bokmål is `no`. Source: the Norwegian Laws (Norsk
//! Bridgeforbund) and Norwegian federation pages.

use super::{KindWords, Language, SiteWords, Words};

/// Norwegian.
pub(crate) const LANGUAGE: Language = Language {
    code: "no",
    name: "",
    detect: whatlang::Lang::Nob,
    stemmer: None,
    family: "da/no",
    markers: &[
        "av", "etter", "blir", "noen", "mellom", "gjelder", "farge", "farger", "spill", "løpet",
        "uten", "ut", "opp", "seg", "meg", "deg", "hva", "tilfelle", "utgjør", "gjøre", "ikkje",
    ],
    heading: &["lov", "paragraf", "§"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &["lov", "loven", "lover", "lovene", "lovens", "paragraf"],
        point: &["punkt", "ledd", "avsnitt"],
        above_below: &["ovenfor", "nedenfor", "ovenstående"],
        joiners: &["og", "eller"],
        see: &["se"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["forrige", "neste", "tilbake"],
        law: &["lov", "lover"],
        top: &["til toppen", "opp"],
        languages: &["norsk", "engelsk", "versjon"],
        versions: &["norsk versjon", "engelsk versjon"],
        contents: &["innhold", "innholdsfortegnelse"],
        menu: &["forside", "hjem", "kontakt", "søk", "nyheter", "logg inn"],
        notices: &["alle rettigheter reservert"],
        edit: &["rediger"],
        pages: &["sider", "side"],
        from: &["fra"],
        revisions: &["versjonen fra", "nåværende versjon", "eldre versjon"],
        labels: &["forfatter"],
        login: &[],
        viewer: &["transkript", "størrelse", "begynne med side"],
    },
    kinds: KindWords {
        front: &["forord", "innledning"],
        wrote: &["skrev", "skriver"],
        persons: &["jeg", "meg", "min", "mitt", "vi", "oss", "du", "dere"],
        excerpts: &["utdrag"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};

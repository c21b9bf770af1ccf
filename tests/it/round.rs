//! The next edition's translation round (issue 31): a draft edition and its banner, and the
//! correspondences `lawref align` infers between editions.

use crate::common;

use common::{corpus_copy, lawref};

/// `laws/2017.yaml` of the corpus at `c` with `extra` added after its `previous:` line.
fn manifest_with(c: &std::path::Path, extra: &str) {
    let p = c.join("laws/2017.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(
        &p,
        text.replacen(
            "previous: '2007'\n",
            &format!("previous: '2007'\n{extra}"),
            1,
        ),
    )
    .unwrap();
}

/// Every page of a draft edition says so, in its interface language, with the draft's date;
/// the final edition's pages do not.
#[test]
fn every_page_of_a_draft_edition_says_draft_of_its_date() {
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\ndraft_date: 2026-11-15\n");
    let site = c.join("site");
    let out = lawref(c, &["build", "--out", site.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = |rel: &str| std::fs::read_to_string(site.join(rel)).unwrap();
    let banner = "<p class=\"draft-banner\" lang=\"en\" role=\"note\">Draft of 2026-11-15: this text is not adopted and may still change.</p>";
    let polish = "<p class=\"draft-banner\" lang=\"pl\" role=\"note\">Projekt z 2026-11-15: ten tekst nie został jeszcze przyjęty i może się zmienić.</p>";
    assert!(page("2017/pl/68/index.html").contains(polish));
    assert!(page("2017/68/index.html").contains(banner));
    assert!(page("diff/pl/68/2007-2017/index.html").contains(polish));
    assert!(!page("2007/pl/68/index.html").contains("draft-banner"));
    assert!(!page("index.html").contains("draft-banner"));
}

/// A draft without its date, or with a date that is not one, is refused at its line.
#[test]
fn a_draft_needs_its_date() {
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\n");
    let err = lawref::corpus::load::load_corpus(c)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "laws/2017.yaml:11:1: status: draft needs the draft's date: add `draft_date: YYYY-MM-DD`"
    );
    let dir = corpus_copy();
    let c = dir.path();
    manifest_with(c, "status: draft\ndraft_date: 15.11.2026\n");
    let err = lawref::corpus::load::load_corpus(c)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "laws/2017.yaml:12:1: draft_date \"15.11.2026\" is not an ISO date YYYY-MM-DD (2026-11-15)"
    );
}

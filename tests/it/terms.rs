//! The terminology check (`lawref check` with `translations/<lang>/terms.yaml`): the seed corpus
//! is clean, a scratch copy whose texts use the other edition's Polish terms (inflected, in a
//! title, a section title, a list item, a paragraph wrapped over two lines, a footnote) gives
//! exact findings, words that only begin like a term are no hit, and bad term bases are errors
//! at their line.

use crate::common;

use std::path::Path;

use common::{corpus_copy, lawref, root};

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn term_lines(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.contains(" other-edition term ") || l.starts_with("terms ("))
        .collect()
}

/// Replaces `old` (which must be there once) with `new` in the corpus file `rel`.
fn edit(corpus: &Path, rel: &str, old: &str, new: &str) {
    let p = corpus.join(rel);
    let text = std::fs::read_to_string(&p).unwrap();
    assert_eq!(text.matches(old).count(), 1, "{rel}: {old}");
    std::fs::write(&p, text.replacen(old, new, 1)).unwrap();
}

/// The characters of line `line` (1-based) of a file from column `col` on, `len` of them.
fn at(corpus: &Path, rel: &str, line: usize, col: usize, len: usize) -> String {
    let text = std::fs::read_to_string(corpus.join(rel)).unwrap();
    let l = text.lines().nth(line - 1).unwrap();
    l.chars().skip(col - 1).take(len).collect()
}

/// The seed texts use their own edition's terms: 2007 "roszczenie" and "Zaprzestanie gry",
/// 2017 "deklaracja" and "Wstrzymanie gry".
#[test]
fn the_seed_corpus_uses_each_editions_own_terms() {
    let o = lawref(&root(), &["check"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        term_lines(&stdout(&o)),
        ["terms (translations/pl/terms.yaml): 0 uses of another edition's term"]
    );
}

const CLAIM_2007: &str = r#"concept "claim": a form of "roszczenie", the 2007 term; the 2017 term is "deklaracja" (translations/pl/terms.yaml)"#;
const CLAIM_2017: &str = r#"concept "claim": a form of "deklaracja", the 2017 term; the 2007 term is "roszczenie" (translations/pl/terms.yaml)"#;
const CEASES_2007: &str = r#"concept "play ceases": a form of "zaprzestanie gry", the 2007 term; the 2017 term is "wstrzymanie gry" (translations/pl/terms.yaml)"#;
const CEASES_2017: &str = r#"concept "play ceases": a form of "wstrzymanie gry", the 2017 term; the 2007 term is "zaprzestanie gry" (translations/pl/terms.yaml)"#;

#[test]
fn texts_using_the_other_editions_terms_are_warned_of_at_their_words() {
    let c = corpus_copy();
    let p = c.path();
    // 2017 Law 68: a paragraph, a section title, a sub-item (with a prefix of a term and the
    // edition's own term in it, neither a hit).
    edit(
        p,
        "translations/pl/2017/68.md",
        "rozgrywka zostaje wstrzymana.",
        "rozgrywka zostaje wstrzymana do rozstrzygnięcia roszczenia.",
    );
    edit(
        p,
        "translations/pl/2017/68.md",
        "## C. Wymagane wyjaśnienie",
        "## C. Wymagane wyjaśnienie roszczeń",
    );
    edit(
        p,
        "translations/pl/2017/68.md",
        "punkcie (a) powyżej.",
        "punkcie (a) powyżej. Zaprzestaniem gry nie można tego zastąpić, a roszczeniowy ton i deklaracjami nic nie zmienia.",
    );
    // 2017 Law 70: the title, a phrase wrapped over two lines, a footnote.
    edit(
        p,
        "translations/pl/2017/70.md",
        "title: Sporna deklaracja lub zrzeczenie",
        "title: Sporne roszczenie lub zrzeczenie",
    );
    edit(
        p,
        "translations/pl/2017/70.md",
        "Sędzia postępuje, jak określono poniżej.",
        "Sędzia postępuje, jak określono poniżej. W razie zaprzestania\ngry sędzia decyduje.",
    );
    edit(
        p,
        "translations/pl/2017/70.md",
        "stosunku do klasy gracza.",
        "stosunku do klasy gracza. Dotyczy to też roszczeniach.",
    );
    // 2007 Law 68: the 2017 terms, capitalised and inflected; an adjective beginning like one.
    edit(
        p,
        "translations/pl/2007/68.md",
        "przed przybyciem sędziego.",
        "przed przybyciem sędziego. Wstrzymanie gry nie obowiązuje, a deklaracyjny charakter mają tylko słowa; nie stosuje się tu przepisów o Deklaracjami.",
    );
    // A Polish commentary may name the old term: commentary is not checked.
    std::fs::write(
        p.join("translations/pl/2017/68.commentary.md"),
        "---\nlaw: 68\nedition: '2017'\nlang: pl\nkind: commentary\ntitle: null\nsource: test\n---\n\n## 68.1\n\nW wydaniu 2007 deklaracja nazywała się roszczeniem.\n",
    )
    .unwrap();

    let o = lawref(p, &["check"]);
    assert!(o.status.success(), "warnings only: {}", stderr(&o));
    let out = stdout(&o);
    let f = |loc: &str, words: &str, why: &str| {
        format!("{loc}: warning: other-edition term \"{words}\": {why}")
    };
    assert_eq!(
        term_lines(&out),
        [
            f(
                "translations/pl/2007/68.md:28:422",
                "Wstrzymanie gry",
                CEASES_2017
            )
            .as_str(),
            &f(
                "translations/pl/2007/68.md:28:528",
                "Deklaracjami",
                CLAIM_2017
            ),
            &f("translations/pl/2017/68.md:22:28", "roszczeń", CLAIM_2007),
            &f("translations/pl/2017/68.md:28:78", "roszczenia", CLAIM_2007),
            &f(
                "translations/pl/2017/68.md:34:140",
                "Zaprzestaniem gry",
                CEASES_2007
            ),
            &f("translations/pl/2017/70.md:6:15", "roszczenie", CLAIM_2007),
            &f(
                "translations/pl/2017/70.md:13:253",
                "zaprzestania gry",
                CEASES_2007
            ),
            &f(
                "translations/pl/2017/70.md:40:152",
                "roszczeniach",
                CLAIM_2007
            ),
            "terms (translations/pl/terms.yaml): 8 uses of another edition's term",
        ]
    );
    // The columns point at the words.
    let rel7 = "translations/pl/2007/68.md";
    let rel17 = "translations/pl/2017/68.md";
    let rel70 = "translations/pl/2017/70.md";
    assert_eq!(at(p, rel7, 28, 422, 15), "Wstrzymanie gry");
    assert_eq!(at(p, rel7, 28, 528, 12), "Deklaracjami");
    assert_eq!(at(p, rel17, 22, 28, 8), "roszczeń");
    assert_eq!(at(p, rel17, 28, 78, 10), "roszczenia");
    assert_eq!(at(p, rel17, 34, 140, 17), "Zaprzestaniem gry");
    assert_eq!(at(p, rel70, 6, 15, 10), "roszczenie");
    assert_eq!(at(p, rel70, 13, 253, 12), "zaprzestania");
    assert_eq!(at(p, rel70, 40, 152, 12), "roszczeniach");
    // The references' count line is as before: term warnings are counted on their own line.
    assert!(
        out.contains("\n32 references: 0 errors, 3 warnings, 25 not in corpus\nterms ("),
        "{out}"
    );
}

/// A term base with other terms: a concept only one edition names is never a hit, a form both
/// editions list is never a hit, and a term's forms are matched case-insensitively whole.
#[test]
fn a_form_both_editions_list_is_no_hit_and_a_lone_editions_term_is_not_checked() {
    let c = corpus_copy();
    let p = c.path();
    std::fs::write(
        p.join("translations/pl/terms.yaml"),
        "concepts:\n  clarification statement:\n    2007:\n      term: oświadczenie\n    2017:\n      term: wyjaśnienie\n      forms: [oświadczenie, oświadczenia]\n  Regulating Authority:\n    '2017': { term: Organizacja Nadzorująca }\n",
    )
    .unwrap();
    let o = lawref(p, &["check"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // 2017 Law 68 says "oświadczenie" (listed for 2017 too) and Law 70 "Organizacja
    // Nadzorująca" (no 2007 term to compare); the 2007 text says neither "wyjaśnienie" nor
    // "wyjaśnieniu" (the first is a form; "wyjaśnieniu" is not listed).
    assert_eq!(
        term_lines(&stdout(&o)),
        ["terms (translations/pl/terms.yaml): 0 uses of another edition's term"]
    );
    edit(
        p,
        "translations/pl/2007/68.md",
        "## C. Oświadczenie obowiązujące przy roszczeniu",
        "## C. Wyjaśnienie obowiązujące przy roszczeniu",
    );
    let o = lawref(p, &["check"]);
    assert_eq!(
        term_lines(&stdout(&o)),
        [
            r#"translations/pl/2007/68.md:22:7: warning: other-edition term "Wyjaśnienie": concept "clarification statement": a form of "wyjaśnienie", the 2017 term; the 2007 term is "oświadczenie" (translations/pl/terms.yaml)"#,
            "terms (translations/pl/terms.yaml): 1 use of another edition's term",
        ]
    );
}

fn check_fails_with(terms: &str, want: &str) {
    let c = corpus_copy();
    std::fs::write(c.path().join("translations/pl/terms.yaml"), terms).unwrap();
    let o = lawref(c.path(), &["check"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(
        stderr(&o).contains(want),
        "want {want:?} in:\n{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
}

#[test]
fn bad_term_bases_are_errors_at_their_line() {
    // Not YAML.
    check_fails_with(
        "concepts:\n  claim:\n    '2007': {term: roszczenie\n",
        "translations/pl/terms.yaml:4:1: term base: ",
    );
    // A misspelt field.
    check_fails_with(
        "concepts:\n  claim:\n    '2007':\n      term: roszczenie\n      froms: [roszczenia]\n",
        "translations/pl/terms.yaml:5:7: term base: concepts.claim.2007: unknown field `froms`, expected `term` or `forms`",
    );
    // An edition without a manifest.
    check_fails_with(
        "concepts:\n  claim:\n    '2007':\n      term: roszczenie\n    '2016':\n      term: deklaracja\n",
        r#"translations/pl/terms.yaml:5:1: term base: concept "claim": edition "2016" has no manifest laws/2016.yaml (the corpus has: 1975, 1982, 1987, 1997, 2007, 2017)"#,
    );
    // A form that is not words.
    check_fails_with(
        "concepts:\n  claim:\n    '2007':\n      term: roszczenie\n      forms: [roszczenia, roszcz*]\n",
        r#"translations/pl/terms.yaml:5:14: term base: concepts.claim.2007.forms: "roszcz*" is not a term: it must be one or more words, beginning and ending with a letter or digit"#,
    );
    // A concept with no edition's term.
    check_fails_with(
        "concepts:\n  claim: {}\n",
        r#"translations/pl/terms.yaml:2:1: term base: concept "claim" gives no edition's term"#,
    );
    // No `concepts`.
    check_fails_with(
        "claim:\n  '2007': {term: roszczenie}\n",
        "translations/pl/terms.yaml:1:1: term base: unknown field `claim`, expected `concepts`",
    );
}

/// The term base is read by `check` only; `build` accepts it where it belongs, and a
/// `terms.yaml` anywhere else in translations/ is still not a corpus file.
#[test]
fn a_term_base_belongs_in_translations_lang() {
    let c = corpus_copy();
    let site = c.path().join("site");
    let o = lawref(c.path(), &["build", "--out", site.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::copy(
        c.path().join("translations/pl/terms.yaml"),
        c.path().join("translations/pl/2017/terms.yaml"),
    )
    .unwrap();
    let o = lawref(c.path(), &["check"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("translations/pl/2017/terms.yaml:1:1: not a corpus file"),
        "{}",
        stderr(&o)
    );
}

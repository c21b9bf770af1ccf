//! `lawref check` and `lawref refs <clause>` as a user runs them: exact output on the seed corpus,
//! and on a copy of it where a Polish clause cites a law and a section that cannot exist.

use crate::common;

use common::{corpus_copy, lawref, root};

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The seed corpus has no impossible, dangling or suspect reference: references to laws it has no
/// text of, each with its file, line and column (columns in characters), and three ambiguous
/// letters in the Russian commentary (which has no section headings to tell its lettering); no
/// text uses another edition's term.
#[test]
fn check_on_the_seed_corpus_lists_the_references_to_laws_not_in_it() {
    let o = lawref(&root(), &["check"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        stdout(&o),
        r#"translations/nl/2007/68.md:13:414: info: not-in-corpus reference "54": the corpus has no text of Law 54 in the 2007 Laws; not linked
translations/nl/2007/68.md:18:396: info: not-in-corpus reference "16D": the corpus has no text of Law 16 in the 2007 Laws; not linked
translations/nl/2007/68.md:26:84: info: not-in-corpus reference "70D3": the corpus has no text of Law 70 in the 2007 Laws; not linked
translations/nl/2007/68.md:26:146: info: not-in-corpus reference "69": the corpus has no text of Law 69 in the 2007 Laws; not linked
translations/nl/2007/68.md:26:300: info: not-in-corpus reference "70": the corpus has no text of Law 70 in the 2007 Laws; not linked
translations/pl/2007/68.md:15:437: info: not-in-corpus reference "54": the corpus has no text of Law 54 in the 2007 Laws; not linked
translations/pl/2007/68.md:20:496: info: not-in-corpus reference "16D": the corpus has no text of Law 16 in the 2007 Laws; not linked
translations/pl/2007/68.md:28:99: info: not-in-corpus reference "70D3": the corpus has no text of Law 70 in the 2007 Laws; not linked
translations/pl/2007/68.md:28:180: info: not-in-corpus reference "69": the corpus has no text of Law 69 in the 2007 Laws; not linked
translations/pl/2007/68.md:28:344: info: not-in-corpus reference "70": the corpus has no text of Law 70 in the 2007 Laws; not linked
translations/pl/2007/68.md:32:266: info: not-in-corpus reference "16": the corpus has no text of Law 16 in the 2007 Laws; not linked
translations/pl/2007/68.md:32:312: info: not-in-corpus reference "57A": the corpus has no text of Law 57 in the 2007 Laws; not linked
translations/pl/2017/68.md:11:439: info: not-in-corpus reference "16": the corpus has no text of Law 16 in the 2017 Laws; not linked
translations/pl/2017/68.md:11:444: info: not-in-corpus reference "57A": the corpus has no text of Law 57 in the 2017 Laws; not linked
translations/pl/2017/68.md:15:353: info: not-in-corpus reference "54": the corpus has no text of Law 54 in the 2017 Laws; not linked
translations/pl/2017/68.md:20:491: info: not-in-corpus reference "16C": the corpus has no text of Law 16 in the 2017 Laws; not linked
translations/pl/2017/68.md:30:73: info: not-in-corpus reference "69": the corpus has no text of Law 69 in the 2017 Laws; not linked
translations/pl/2017/68.md:35:111: info: not-in-corpus reference "16": the corpus has no text of Law 16 in the 2017 Laws; not linked
translations/pl/2017/68.md:35:116: info: not-in-corpus reference "50": the corpus has no text of Law 50 in the 2017 Laws; not linked
translations/pl/2017/70.md:39:39: info: not-in-corpus reference "71": the corpus has no text of Law 71 in the 2017 Laws; not linked
translations/ru/2007/67.commentary.md:13:67: warning: ambiguous reference "67В2": read as 67B2 (letters as the Latin ones they look like); the document does not say how it letters its sections (front matter `letters: look-alike` or `alphabet`)
translations/ru/2007/67.commentary.md:13:67: info: not-in-corpus reference "67В2": the corpus has no text of Law 67 in the 2007 Laws; not linked
translations/ru/2007/67.commentary.md:17:91: warning: ambiguous reference "14В": read as 14B (letters as the Latin ones they look like); the document does not say how it letters its sections (front matter `letters: look-alike` or `alphabet`)
translations/ru/2007/67.commentary.md:17:91: info: not-in-corpus reference "14В": the corpus has no text of Law 14 in the 2007 Laws; not linked
translations/ru/2007/68.commentary.md:25:119: warning: ambiguous reference "69В": read as 69B (letters as the Latin ones they look like); the document does not say how it letters its sections (front matter `letters: look-alike` or `alphabet`)
translations/ru/2007/68.commentary.md:25:119: info: not-in-corpus reference "69В": the corpus has no text of Law 69 in the 2007 Laws; not linked
translations/ru/2007/68.commentary.md:27:48: info: not-in-corpus reference "71": the corpus has no text of Law 71 in the 2007 Laws; not linked
translations/ru/2007/68.commentary.md:31:300: info: not-in-corpus reference "16А2": the corpus has no text of Law 16 in the 2007 Laws; not linked
32 references: 0 errors, 3 warnings, 25 not in corpus
terms (translations/pl/terms.yaml): 0 uses of another edition's term
"#
    );
}

/// A Polish 2017 clause citing Law 94 (no such law), 68E (Law 68's sections run A–D) and 68C1
/// (68C has no subsections: the link falls back to 68C) gives two errors, a warning and exit 1.
#[test]
fn check_reports_impossible_and_dangling_references_and_fails() {
    let c = corpus_copy();
    let file = c.path().join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let clause_c = "Gracz, który deklaruje lub zrzeka się lew, pokazuje swoją rękę.";
    assert!(text.contains(clause_c));
    let text = text.replace(
        clause_c,
        &format!("{clause_c} Jeżeli gracz odsłania karty, stosuje się przepis 94, przepis 68E, a także przepis 68C1."),
    );
    std::fs::write(&file, text).unwrap();
    let o = lawref(c.path(), &["check"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let not_info: Vec<&str> = out
        .lines()
        .filter(|l| !l.contains(": info: ") && !l.contains(": ambiguous reference "))
        .collect();
    assert_eq!(
        not_info,
        [
            "translations/pl/2017/68.md:24:307: error: impossible reference \"94\": Law 94 is not in the 2017 Laws (they run 1–93)",
            "translations/pl/2017/68.md:24:319: error: impossible reference \"68E\": Law 68 has no 68E in the 2017 Laws: its sections run A–D in every text of it in the corpus",
            "translations/pl/2017/68.md:24:340: warning: dangling reference \"68C1\": translations/pl/2017/68.md has no 68C1; the link goes to 68C",
            "35 references: 2 errors, 4 warnings, 25 not in corpus",
            "terms (translations/pl/terms.yaml): 0 uses of another edition's term",
        ]
    );
    // The columns point at the words.
    let line = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .nth(23)
        .unwrap()
        .to_string();
    let col = |n: usize, len: usize| line.chars().skip(n - 1).take(len).collect::<String>();
    assert_eq!(
        [col(307, 2), col(319, 3), col(340, 4)],
        ["94", "68E", "68C1"]
    );

    // refs lists them as what 68C cites, with their status.
    let o = lawref(c.path(), &["refs", "68C", "--edition", "2017", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let cites: Vec<(String, String, String)> = v[0]["cites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["text"].as_str().unwrap().to_string(),
                e["status"].as_str().unwrap().to_string(),
                e["links_to"].as_str().unwrap_or("-").to_string(),
            )
        })
        .collect();
    assert_eq!(
        cites,
        [
            ("94".into(), "impossible".into(), "-".into()),
            ("68E".into(), "impossible".into(), "-".into()),
            (
                "68C1".into(),
                "dangling".into(),
                "translations/pl/2017/68.md#68C".into()
            ),
        ]
    );
}

/// 68B1 is cited by 68B2 in every 2007 language ("B1 hierboven", "punktu 1"), each listed under
/// both languages' 68B1, and in 2017 by the Polish 68B2.
#[test]
fn refs_lists_what_cites_68b1_in_each_edition_and_language() {
    let o = lawref(&root(), &["refs", "68B1"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        r#"68B1 (nl 2007) translations/nl/2007/68.md:17
  cites: nothing
  cited by:
    68B2 (nl 2007 text) translations/nl/2007/68.md:18:128: "B1" → 68B1 [resolved]
    68B2 (pl 2007 text) translations/pl/2007/68.md:20:26: "1" → 68B1 [resolved]
68B1 (pl 2007) translations/pl/2007/68.md:19
  cites: nothing
  cited by:
    68B2 (nl 2007 text) translations/nl/2007/68.md:18:128: "B1" → 68B1 [resolved]
    68B2 (pl 2007 text) translations/pl/2007/68.md:20:26: "1" → 68B1 [resolved]
68B1 (pl 2017) translations/pl/2017/68.md:19
  cites: nothing
  cited by:
    68B2 (pl 2017 text) translations/pl/2017/68.md:20:26: "B1" → 68B1 [resolved]
"#
    );
}

/// Law 70 (2017) cites itself and Law 71 in its footnote, and is cited by 68D2(a).
#[test]
fn refs_lists_what_law_70_cites_and_what_cites_it() {
    let o = lawref(&root(), &["refs", "70", "--edition", "2017"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        r#"70 (pl 2017) translations/pl/2017/70.md:13
  cites:
    footnote * translations/pl/2017/70.md:39:34: "70" → 70 [resolved: translations/pl/2017/70.md#70]
    footnote * translations/pl/2017/70.md:39:39: "71" → 71 [not-in-corpus: no link]
  cited by:
    68D2(a) (pl 2017 text) translations/pl/2017/68.md:32:141: "70" → 70 [resolved]
"#
    );
    // 16C has no text in the corpus: what cites it is still listed.
    let o = lawref(&root(), &["refs", "16C"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        r#"16C (2017): no text of it in the corpus
  cites: nothing
  cited by:
    68B2 (pl 2017 text) translations/pl/2017/68.md:20:491: "16C" → 16C [not-in-corpus]
"#
    );
    let o = lawref(&root(), &["refs", "16Z"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("lawref refs 16Z: no text in the corpus has it, and nothing cites it")
    );
}

/// A list whose joining word was lost ("przepisy 1657A" for "16 i 57A") is a suspect
/// reference: a warning naming its words, no invented target, and no error.
#[test]
fn check_warns_of_a_list_whose_joining_word_was_lost() {
    let c = corpus_copy();
    let file = c.path().join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let clause_c = "Gracz, który deklaruje lub zrzeka się lew, pokazuje swoją rękę.";
    let text = text.replace(clause_c, &format!("{clause_c} Stosuje się przepisy 1657A."));
    std::fs::write(&file, text).unwrap();
    let o = lawref(c.path(), &["check"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let warnings: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(": warning: ") && l.starts_with("translations/pl/"))
        .collect();
    assert_eq!(
        warnings,
        [
            "translations/pl/2017/68.md:24:279: warning: suspect reference \"1657A\": probably a list whose joining word was lost; not linked"
        ]
    );
}

/// Issue 4's two impossible targets, as a clause cites them: "Law 94" (the Laws run 1–93) and
/// "68Z" (a section letter no text of Law 68 has) are errors of `lawref check`, exit 1.
#[test]
fn check_reports_law_94_and_68z_as_impossible() {
    let c = corpus_copy();
    let file = c.path().join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let clause_c = "Gracz, który deklaruje lub zrzeka się lew, pokazuje swoją rękę.";
    let text = text.replace(
        clause_c,
        &format!("{clause_c} Nie stosuje się Law 94 ani przepisu 68Z."),
    );
    std::fs::write(&file, text).unwrap();
    let o = lawref(c.path(), &["check"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let errors: Vec<&str> = out.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(
        errors,
        [
            "translations/pl/2017/68.md:24:278: error: impossible reference \"94\": Law 94 is not in the 2017 Laws (they run 1–93)",
            "translations/pl/2017/68.md:24:294: error: impossible reference \"68Z\": Law 68 has no 68Z in the 2017 Laws: its sections run A–D in every text of it in the corpus",
        ]
    );
}

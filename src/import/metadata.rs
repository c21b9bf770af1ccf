//! Metadata: the language, edition, law number and kind of an imported document, each decided
//! from the text where it says it (a wiki template name, a law heading, the law's title as an
//! edition's manifest gives it, commentary item numbers, the language of the words), else from
//! the command-line flag, else an error naming the flag to pass. Every decision is written to the
//! report with its evidence; a flag the text contradicts is overridden, and the report says so.

use unicode_normalization::UnicodeNormalization;

use super::Flags;
use super::report::Report;
use super::residue::Template;
use crate::error::Error;
use crate::model::{Edition, EditionManifest, Lang};

/// The language of `text` by whatlang, as an ISO 639-1 code, when whatlang is sure.
pub fn detect_lang(text: &str) -> Option<(Lang, f64)> {
    let info = whatlang::detect(text)?;
    if !info.is_reliable() {
        return None;
    }
    let code = match info.lang() {
        whatlang::Lang::Pol => "pl",
        whatlang::Lang::Nld => "nl",
        whatlang::Lang::Rus => "ru",
        whatlang::Lang::Eng => "en",
        whatlang::Lang::Deu => "de",
        whatlang::Lang::Fra => "fr",
        whatlang::Lang::Ita => "it",
        whatlang::Lang::Spa => "es",
        whatlang::Lang::Por => "pt",
        whatlang::Lang::Ukr => "uk",
        whatlang::Lang::Ces => "cs",
        whatlang::Lang::Swe => "sv",
        whatlang::Lang::Dan => "da",
        other => return Some((Lang(other.code().to_string()), info.confidence())),
    };
    Some((Lang(code.to_string()), info.confidence()))
}

/// Decides the language: detection, else `--lang`, else an error.
///
/// # Errors
/// [`Error::Undecided`] naming `--lang` when the words do not tell and no flag was given.
pub fn decide_lang(
    source: &str,
    text: &str,
    flags: &Flags,
    report: &mut Report,
) -> Result<Lang, Error> {
    match (detect_lang(text), &flags.lang) {
        (Some((lang, conf)), flag) => {
            let mut d = format!(
                "language {lang}: detected from the words (whatlang, confidence {conf:.2})"
            );
            if let Some(f) = flag.as_ref().filter(|f| **f != lang) {
                d.push_str(&format!("; --lang {f} overridden"));
            }
            report.decisions.push(d);
            Ok(lang)
        }
        (None, Some(f)) => {
            report.decisions.push(format!(
                "language {f}: from --lang (the words do not tell it reliably)"
            ));
            Ok(f.clone())
        }
        (None, None) => Err(Error::Undecided {
            path: source.to_string(),
            message: "cannot tell the document's language from its words".into(),
            help: "pass --lang (pl, nl, ru, en …)".into(),
        }),
    }
}

/// A title reduced for comparison: NFC, lower case, single spaces, no end punctuation.
pub fn title_key(t: &str) -> String {
    let t: String = t.nfc().collect::<String>().to_lowercase();
    t.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches(['.', ':', ' '])
        .to_string()
}

/// The (edition, law) pairs whose manifest title in `lang` is `title`.
pub fn title_matches<'m>(
    title: &str,
    lang: &Lang,
    manifests: &'m [EditionManifest],
) -> Vec<(&'m Edition, u8)> {
    let key = title_key(title);
    let mut out = Vec::new();
    for m in manifests {
        for l in &m.laws {
            if l.titles.get(lang).is_some_and(|t| title_key(t) == key) {
                out.push((&m.edition, l.number));
            }
        }
    }
    out
}

/// Evidence for an edition or a law number found in the text.
pub struct Evidence<T> {
    /// The value.
    pub value: T,
    /// Where it came from.
    pub why: String,
}

/// The edition a wiki template name gives (`Sjabloon:2007:68` → 2007), if one of its parts is an
/// edition with a manifest.
pub fn template_edition(
    templates: &[Template],
    manifests: &[EditionManifest],
) -> Option<Evidence<Edition>> {
    templates.iter().find_map(|t| {
        t.parts.iter().find_map(|p| {
            manifests
                .iter()
                .find(|m| m.edition.0 == *p)
                .map(|m| Evidence {
                    value: m.edition.clone(),
                    why: format!("wiki template name {:?}, line {}", t.name, t.line),
                })
        })
    })
}

/// The law a wiki template name gives (`Sjabloon:2007:68` → 68): its last part that is 1–93.
pub fn template_law(templates: &[Template]) -> Option<Evidence<u8>> {
    templates.iter().find_map(|t| {
        t.parts.iter().rev().find_map(|p| {
            p.parse::<u8>()
                .ok()
                .filter(|n| (1..=crate::model::MAX_LAW).contains(n))
                .map(|n| Evidence {
                    value: n,
                    why: format!("wiki template name {:?}, line {}", t.name, t.line),
                })
        })
    })
}

/// Decides between what the text says and the flag; the text wins, and the report says so.
///
/// # Errors
/// [`Error::Undecided`] naming `flag_name` when neither gives a value.
pub fn decide<T: std::fmt::Display + PartialEq + Clone>(
    what: &str,
    source: &str,
    found: Option<Evidence<T>>,
    flag: Option<&T>,
    flag_name: &str,
    report: &mut Report,
) -> Result<T, Error> {
    match (found, flag) {
        (Some(e), flag) => {
            let mut d = format!("{what} {}: {}", e.value, e.why);
            if let Some(f) = flag.filter(|f| **f != e.value) {
                d.push_str(&format!("; {flag_name} {f} overridden"));
            }
            report.decisions.push(d);
            Ok(e.value)
        }
        (None, Some(f)) => {
            report.decisions.push(format!(
                "{what} {f}: from {flag_name} (the text does not say it)"
            ));
            Ok(f.clone())
        }
        (None, None) => Err(Error::Undecided {
            path: source.to_string(),
            message: format!("the text does not say its {what}"),
            help: format!("pass {flag_name}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_compare_without_case_and_spacing() {
        assert_eq!(
            title_key("ROSZCZENIE  ALBO ZRZECZENIE DOTYCZĄCE LEW "),
            "roszczenie albo zrzeczenie dotyczące lew"
        );
    }

    #[test]
    fn a_flag_the_text_contradicts_is_overridden_and_said() {
        let mut r = Report::default();
        let e = Evidence {
            value: 68u8,
            why: "law heading".into(),
        };
        let v = decide("law", "x.txt", Some(e), Some(&70), "--law", &mut r).unwrap();
        assert_eq!(v, 68);
        assert_eq!(r.decisions, ["law 68: law heading; --law 70 overridden"]);
        let e = decide::<u8>("law", "x.txt", None, None, "--law", &mut r).unwrap_err();
        assert_eq!(e.to_string(), "x.txt: the text does not say its law");
    }
}

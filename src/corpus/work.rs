//! Translation work: a law's translation round as the last imported XLIFF file left it
//! (`translations/<lang>/<edition>/<NN>.work.yaml`, written by `lawref import FILE.xlf`), and the
//! states of a unit that the XLIFF reader and writer share ([`State`], [`Stage`]).
//!
//! A work file lists every unit of the file imported, in its order, each with its XLIFF 1.2
//! `state` (OASIS XLIFF 1.2, section 2.3.3 "state") and `approved`. A unit that became corpus text
//! (its target done: `translated`, `signed-off`, `final`, or `approved="yes"`) has no `target`
//! here: its text is the corpus file's (`<NN>.md`). A unit that is not text yet (in review, not
//! translated, or done under an enclosing clause that is not) keeps its `target` here, so the
//! next export of the edition carries it (a second review round loses nothing) and `lawref
//! progress` counts it. Nothing in a work file is published.
//!
//! ```yaml
//! law: 68
//! edition: '2027'
//! lang: nl
//! source_lang: en
//! source: 68-nl.xlf
//! source_sha256: 9f2c…
//! units:
//! - unit: 68-title
//!   state: translated
//! - unit: 68B2
//!   state: needs-review-translation
//!   target: De scheidsrechter …
//! ```
//!
//! Not for: reading or writing XLIFF (import's [`crate::import::xliff`], export's
//! [`crate::export::xliff`]).

use serde::{Deserialize, Serialize};

use crate::corpus::model::{Edition, EditionManifest, Lang};
use crate::corpus::units::parse_unit_id;
use crate::error::InputError;

/// A target's state: XLIFF 1.2's `state` values, in the order of a round (new → final).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum State {
    /// `new`: not yet translated.
    New,
    /// `needs-translation`.
    NeedsTranslation,
    /// `needs-adaptation`.
    NeedsAdaptation,
    /// `needs-l10n`.
    NeedsL10n,
    /// `needs-review-translation`: a translation to review (the source changed, or a CAT
    /// tool's match).
    NeedsReviewTranslation,
    /// `needs-review-adaptation`.
    NeedsReviewAdaptation,
    /// `needs-review-l10n`.
    NeedsReviewL10n,
    /// `translated`: the translator's translation.
    Translated,
    /// `signed-off`: reviewed.
    SignedOff,
    /// `final`: approved.
    Final,
}

/// Every state, in order.
pub const STATES: [State; 10] = [
    State::New,
    State::NeedsTranslation,
    State::NeedsAdaptation,
    State::NeedsL10n,
    State::NeedsReviewTranslation,
    State::NeedsReviewAdaptation,
    State::NeedsReviewL10n,
    State::Translated,
    State::SignedOff,
    State::Final,
];

impl State {
    /// The XLIFF value (`needs-review-translation`).
    pub fn as_str(self) -> &'static str {
        match self {
            State::New => "new",
            State::NeedsTranslation => "needs-translation",
            State::NeedsAdaptation => "needs-adaptation",
            State::NeedsL10n => "needs-l10n",
            State::NeedsReviewTranslation => "needs-review-translation",
            State::NeedsReviewAdaptation => "needs-review-adaptation",
            State::NeedsReviewL10n => "needs-review-l10n",
            State::Translated => "translated",
            State::SignedOff => "signed-off",
            State::Final => "final",
        }
    }

    /// The state an XLIFF value names; `None` for another value.
    pub fn parse(s: &str) -> Option<State> {
        STATES.into_iter().find(|st| st.as_str() == s)
    }

    /// Whether a target in this state is a translation to publish: `translated`, `signed-off`
    /// or `final`.
    pub fn is_done(self) -> bool {
        matches!(self, State::Translated | State::SignedOff | State::Final)
    }
}

/// Where a unit stands in a round, as `lawref progress` counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// No target.
    Untranslated,
    /// A target in a `new` or `needs-*` state (a CAT tool's match, a changed clause's earlier
    /// translation): not text.
    InReview,
    /// `translated`.
    Translated,
    /// `signed-off`.
    Reviewed,
    /// `final`, or `approved="yes"`, or a corpus text with no work file.
    Approved,
}

/// Every stage, in order.
pub const STAGES: [Stage; 5] = [
    Stage::Untranslated,
    Stage::InReview,
    Stage::Translated,
    Stage::Reviewed,
    Stage::Approved,
];

impl Stage {
    /// A unit's stage: its target (whether it has one), state and `approved`. A target with
    /// no state is a translation (`translated`), as a file filled in by hand has none.
    pub fn of(has_target: bool, state: Option<State>, approved: bool) -> Stage {
        if !has_target {
            return Stage::Untranslated;
        }
        if approved {
            return Stage::Approved;
        }
        match state.unwrap_or(State::Translated) {
            State::Final => Stage::Approved,
            State::SignedOff => Stage::Reviewed,
            State::Translated => Stage::Translated,
            _ => Stage::InReview,
        }
    }

    /// Whether a unit at this stage is corpus text.
    pub fn is_done(self) -> bool {
        self >= Stage::Translated
    }

    /// The column heading `lawref progress` prints (`in review`).
    pub fn label(self) -> &'static str {
        match self {
            Stage::Untranslated => "untranslated",
            Stage::InReview => "in review",
            Stage::Translated => "translated",
            Stage::Reviewed => "reviewed",
            Stage::Approved => "approved",
        }
    }
}

/// One unit of a work file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkUnit {
    /// The unit id (`68B2`, `68-title`; [`crate::corpus::units`]).
    pub unit: String,
    /// Its XLIFF state, where the file gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<State>,
    /// Whether the file said `approved="yes"`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub approved: bool,
    /// The target, where the unit is not corpus text (see the module's notes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// Whether the unit has a translation (a non-empty target) at all: `true` for a unit that
    /// is corpus text.
    #[serde(default = "yes", skip_serializing_if = "Clone::clone")]
    pub translated: bool,
}

fn yes() -> bool {
    true
}

impl WorkUnit {
    /// The unit's stage ([`Stage::of`]).
    pub fn stage(&self) -> Stage {
        Stage::of(self.translated, self.state, self.approved)
    }
}

/// A work file (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Work {
    /// The law.
    pub law: u8,
    /// The edition translated.
    pub edition: Edition,
    /// The target language.
    pub lang: Lang,
    /// The source language, where the file named one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_lang: Option<Lang>,
    /// The XLIFF file imported (its name).
    pub source: String,
    /// The SHA-256 of its bytes, 64 lower-case hex digits.
    pub source_sha256: String,
    /// Its units, in its order.
    pub units: Vec<WorkUnit>,
    /// The work file, corpus-relative (`translations/nl/2027/68.work.yaml`); not written.
    #[serde(skip)]
    pub path: String,
}

/// The corpus-relative path of the work file of `law` in `edition` and `lang`:
/// `translations/nl/2027/68.work.yaml`.
pub fn work_path(lang: &Lang, edition: &Edition, law: u8) -> String {
    format!("translations/{lang}/{edition}/{law:02}.work.yaml")
}

/// Whether a corpus-relative path is a work file's ([`work_path`]'s form).
pub(crate) fn is_work_path(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    matches!(parts.as_slice(), ["translations", lang, _, name]
        if crate::corpus::load::is_lang_code(lang)
            && name.strip_suffix(".work.yaml").is_some_and(|n| n.len() == 2 && n.bytes().all(|b| b.is_ascii_digit())))
}

/// The corpus text a work file's done units are in: `translations/nl/2027/68.md`.
fn text_path(work: &Work) -> String {
    format!(
        "translations/{}/{}/{:02}.md",
        work.lang, work.edition, work.law
    )
}

/// The text of a work file, as import writes it.
pub(crate) fn to_yaml(work: &Work) -> String {
    let mut out = format!(
        "# lawref's translation work on Law {} ({}, {}), from {}: every unit with its XLIFF state.\n\
         # A unit that is corpus text ({}) has no target here. Written by `lawref import`.\n",
        work.law,
        work.edition,
        work.lang,
        crate::error::escape_controls(&work.source),
        text_path(work)
    );
    out.push_str(&serde_yaml::to_string(work).expect("a work file serialises"));
    out
}

/// Reads the work file at `rel` (its `text`) against the manifests: its fields, that its law,
/// edition and language are its path's, that the edition has a manifest and the law is one of
/// it, and that each unit id names a part of the law, once.
///
/// # Errors
/// Every fault, each at its line: not YAML of this form, a field that is not its path's, an
/// unknown edition or law, a unit id that names no part of the law or comes twice.
pub fn parse(
    rel: &str,
    text: &str,
    manifests: &[EditionManifest],
) -> Result<Work, Vec<InputError>> {
    let text = &*crate::corpus::chars::normalise_line_ends(text);
    // Raw, or made by a YAML escape (`"\e"`): a target goes back into the next work package.
    if let Some(e) = crate::corpus::chars::yaml_control_error(rel, text) {
        return Err(vec![e]);
    }
    let mut work: Work = serde_yaml::from_str(text).map_err(|e| {
        let (line, col) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        vec![
            InputError::at(rel, text, line, col, format!("not a work file: {e}")).with_help(
                "a work file is written by `lawref import FILE.xlf`; see docs/translators.md",
            ),
        ]
    })?;
    work.path = rel.to_string();
    let mut errors = Vec::new();
    let mut fault = |key: &str, message: String| {
        let line = crate::corpus::yaml::key_line(text, key).unwrap_or(1);
        errors.push(InputError::at(rel, text, line, 1, message));
    };
    let want = work_path(&work.lang, &work.edition, work.law);
    if want != rel {
        fault(
            "law",
            format!(
                "law {}, edition {} and lang {} say this work file is {want}, not {rel}",
                work.law, work.edition, work.lang
            ),
        );
    }
    match manifests.iter().find(|m| m.edition == work.edition) {
        None => fault(
            "edition",
            format!(
                "edition {} has no manifest laws/{}.yaml",
                work.edition, work.edition
            ),
        ),
        Some(m) if work.law == 0 || work.law > m.law_count => fault(
            "law",
            format!("Law {} is not a law of edition {}", work.law, work.edition),
        ),
        Some(_) => {}
    }
    if let Some(l) = &work.source_lang
        && (!Lang::is_code(&l.0) || *l == work.lang)
    {
        fault(
            "source_lang",
            format!(
                "source_lang {l} is not a language code other than lang {}",
                work.lang
            ),
        );
    }
    if !(work.source_sha256.len() == 64
        && work
            .source_sha256
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
    {
        fault(
            "source_sha256",
            format!(
                "source_sha256 {:?} is not a SHA-256 (64 lower-case hex digits), as import writes it",
                crate::error::escape_controls(&work.source_sha256)
            ),
        );
    }
    let lines = crate::corpus::yaml::list_lines(text, "units");
    let mut seen = std::collections::HashSet::new();
    for (i, u) in work.units.iter().enumerate() {
        let line = lines.get(i).copied().unwrap_or(1);
        let bad = match parse_unit_id(work.law, &u.unit) {
            None => Some(format!(
                "unit {:?} names no part of Law {}",
                u.unit, work.law
            )),
            Some(p) if !seen.insert(p.clone()) => Some(format!("unit {} comes twice", u.unit)),
            Some(_) => None,
        };
        // A target goes back into the next work package and its text: no control character
        // but the line end (a "\r" escape included).
        let bad = bad.or_else(|| {
            u.target
                .as_deref()
                .and_then(|t| t.chars().find(|c| c.is_control() && *c != '\n'))
                .map(|c| {
                    format!(
                        "the target of unit {} holds the control character {}: a translation holds none",
                        u.unit,
                        crate::corpus::chars::control_name(c)
                    )
                })
        });
        if let Some(m) = bad {
            errors.push(InputError::at(rel, text, line, 1, m));
        }
    }
    if errors.is_empty() {
        Ok(work)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_read_back_as_written() {
        for s in STATES {
            assert_eq!(State::parse(s.as_str()), Some(s));
            let yaml = serde_yaml::to_string(&s).unwrap();
            assert_eq!(yaml.trim(), s.as_str());
        }
        assert_eq!(State::parse("x-mine"), None);
    }

    #[test]
    fn a_units_stage_follows_its_target_state_and_approval() {
        assert_eq!(
            Stage::of(false, Some(State::Final), true),
            Stage::Untranslated
        );
        assert_eq!(Stage::of(true, None, false), Stage::Translated);
        assert_eq!(
            Stage::of(true, Some(State::NeedsReviewTranslation), false),
            Stage::InReview
        );
        assert_eq!(
            Stage::of(true, Some(State::NeedsReviewTranslation), true),
            Stage::Approved
        );
        assert_eq!(
            Stage::of(true, Some(State::SignedOff), false),
            Stage::Reviewed
        );
        assert!(!Stage::InReview.is_done() && Stage::Translated.is_done());
    }

    #[test]
    fn a_work_files_path_has_the_form_of_one() {
        assert!(is_work_path("translations/nl/2027/68.work.yaml"));
        assert!(!is_work_path("translations/nl/2027/68.yaml"));
        assert!(!is_work_path("translations/nl/2027/6.work.yaml"));
        assert!(!is_work_path("translations/NL/2027/68.work.yaml"));
    }
}

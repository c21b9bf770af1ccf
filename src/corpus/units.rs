//! Units: the parts of one law that the exchange files (TMX, XLIFF, CSV) name, and their ids,
//! written by the exchange stage ([`crate::export`]) and read back by import's XLIFF reader
//! ([`crate::import::xliff`]); and the namespaces of lawref's XLIFF files, which both name.
//!
//! A unit's id is the clause id in citation form (`68D2(b)(i)`), or `68-title` (the law's
//! title, front matter `title`), `68-preamble` (the untitled opening paragraphs), `68-closing`
//! (the paragraphs after the last section), `68-fn-*` (the footnote with mark `*`).
//!
//! Not for: a unit's text (that is [`crate::export`]'s), or reading or writing any file.

use crate::corpus::model::{ClauseId, Level, Owner};

/// The namespace of lawref's own attributes in its XLIFF files (`lawref:law`, `lawref:title`).
pub(crate) const NS: &str = "urn:x-lawref:xliff:1";

/// The XLIFF 1.2 namespace.
pub(crate) const XLIFF_NS: &str = "urn:oasis:names:tc:xliff:document:1.2";

/// The id of the unit of `owner` in Law `law`: `68D2(b)(i)`, `68-preamble`, `68-closing`,
/// `68-fn-*` (see the module's notes); `68-title` is [`title_id`].
pub(crate) fn unit_id(law: u8, owner: &Owner) -> String {
    match owner {
        Owner::Clause(id) => id.to_string(),
        Owner::Preamble => format!("{law}-preamble"),
        Owner::Closing => format!("{law}-closing"),
        Owner::Footnote(m) => format!("{law}-fn-{m}"),
        Owner::Intro => format!("{law}-intro"),
        Owner::Item(l, n) => format!("{l}.{n}"),
    }
}

/// The id of the unit holding Law `law`'s title: `68-title`.
pub(crate) fn title_id(law: u8) -> String {
    format!("{law}-title")
}

/// What a unit id names, read back ([`unit_id`], [`title_id`]). Compared and hashed as its
/// part; tests count the comparisons ([`comparisons`]): the XLIFF reader compares each unit with
/// a bounded number of others (a hash lookup), never with every other.
#[derive(Debug, Clone)]
pub(crate) enum UnitPart {
    /// The law's title.
    Title,
    /// A part of the law's text.
    Part(Owner),
}

#[cfg(test)]
thread_local! {
    static COMPARISONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many times two [`UnitPart`]s were compared on this thread (tests only).
#[cfg(test)]
pub(crate) fn comparisons() -> u64 {
    COMPARISONS.with(std::cell::Cell::get)
}

impl PartialEq for UnitPart {
    fn eq(&self, other: &Self) -> bool {
        #[cfg(test)]
        COMPARISONS.with(|c| c.set(c.get() + 1));
        match (self, other) {
            (UnitPart::Title, UnitPart::Title) => true,
            (UnitPart::Part(a), UnitPart::Part(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for UnitPart {}

impl std::hash::Hash for UnitPart {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            UnitPart::Title => 0u8.hash(state),
            UnitPart::Part(o) => {
                1u8.hash(state);
                o.hash(state);
            }
        }
    }
}

/// Reads a unit id of Law `law`; `None` when it is none (another law's clause included, or a
/// footnote mark no corpus footnote can have).
pub(crate) fn parse_unit_id(law: u8, id: &str) -> Option<UnitPart> {
    if let Some(rest) = id.strip_prefix(&format!("{law}-")) {
        return match rest {
            "title" => Some(UnitPart::Title),
            "preamble" => Some(UnitPart::Part(Owner::Preamble)),
            "closing" => Some(UnitPart::Part(Owner::Closing)),
            _ => rest
                .strip_prefix("fn-")
                .filter(|m| crate::corpus::parse::is_footnote_mark(m))
                .map(|m| UnitPart::Part(Owner::Footnote(m.to_string()))),
        };
    }
    let c: ClauseId = id.parse().ok()?;
    (c.law == law && c.level() != Level::Law).then_some(UnitPart::Part(Owner::Clause(c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_ids_read_back() {
        for id in [
            "68-title",
            "68-preamble",
            "68-closing",
            "68-fn-*",
            "68D2(b)(i)",
            "68A",
        ] {
            let part = parse_unit_id(68, id).unwrap();
            let back = match &part {
                UnitPart::Title => title_id(68),
                UnitPart::Part(o) => unit_id(68, o),
            };
            assert_eq!(back, id);
        }
        for bad in [
            "70A",
            "68",
            "68-fn-",
            "68-intro",
            "68D2bi",
            "x",
            "68-fn-]x[^y",
            "68-fn-a\u{200b}",
            "68-fn-a  b",
        ] {
            assert_eq!(parse_unit_id(68, bad), None, "{bad}");
        }
    }
}

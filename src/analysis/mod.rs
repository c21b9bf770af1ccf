//! What is computed from a loaded corpus and its links, for the command line and the site: texts
//! side by side and between editions ([`align`]), notes bound to clauses ([`annotate`]), the
//! reference and drift checks ([`check`]), coverage ([`coverage`]), other editions' terms
//! ([`terms`]), one clause in each language ([`show`]).
//!
//! Not for: loading the corpus (that is [`crate::corpus`]; [`show`] reads the manifests and one
//! law's texts itself, without loading, and [`terms`] the term bases, which load does not keep),
//! finding references ([`crate::xref`]), or laying anything out on a page ([`crate::site`]).

pub mod align;
pub mod annotate;
pub mod check;
pub mod coverage;
pub mod show;
pub mod terms;

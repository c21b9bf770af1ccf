//! Utilities every stage uses: how input is read and output put in place ([`fsio`]), the one
//! stable hasher ([`hash`]), and stage timings for benchmarks ([`timing`]).
//!
//! Not for: anything that knows the Laws or the corpus format (that is [`crate::corpus`]).

pub mod fsio;
pub(crate) mod hash;
pub mod timing;

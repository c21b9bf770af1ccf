//! Utilities every stage uses: how input is read and output put in place ([`fsio`]), the one
//! stable hasher ([`hash`]), stage timings for benchmarks ([`timing`]), and progress bars on a
//! terminal ([`progress`]).
//!
//! Not for: anything that knows the Laws or the corpus format (that is [`crate::corpus`]).

pub(crate) mod fsio;
pub(crate) mod hash;
pub mod progress;
pub(crate) mod timing;

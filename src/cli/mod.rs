//! The command line's parts that live in the library: `lawref serve` ([`serve`]). The argument
//! parsing and the dispatch to the stages are still in `src/main.rs`.
//!
//! Not for: pipeline logic (the stages are [`crate::corpus`], [`crate::xref`],
//! [`crate::analysis`], [`crate::search`], [`crate::site`]).

pub mod config;
pub mod serve;

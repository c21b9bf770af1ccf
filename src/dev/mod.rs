//! Tools for development: the corpus generator for benchmarks and scale tests ([`generate`],
//! `lawref generate`, hidden).
//!
//! Not for: anything the published site or a user's corpus needs.

pub mod generate;

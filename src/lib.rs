//! lawref: the Laws of Duplicate Bridge, in many languages and editions, as a versioned clause
//! tree, cross-linked by law number, full-text indexed and published as a static website.
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//!
//! ```text
//! raw text ──import──▶ translations/<lang>/<edition>/<NN>.md
//! laws/ + translations/ ──load+parse──▶ Corpus ──xref──▶ Links
//!                                              ──align──▶ ParallelView, LawDiff (analysis/)
//!                                              ──search─▶ tantivy index (search/)
//!                                              ──site───▶ site/ (site/)
//! corpus root ──build──▶ site/ + index (build/: the orchestration, once)
//! ```
//!
//! `src/main.rs` parses the arguments and calls [`cli::run`]; [`cli`] holds one file per command.
//!
//! Not for: the process itself (the exit code and how an error is printed: `src/main.rs`), nor
//! the catalogs' list made at compile time (`src/build-catalogs.rs`).

#![warn(clippy::too_many_lines)]

pub mod analysis;
pub mod build;
pub mod cli;
pub mod corpus;
pub mod dev;
pub mod error;
pub mod export;
pub mod import;
pub mod lang;
pub mod search;
pub mod site;
pub(crate) mod util;
pub mod xref;

pub use lang::letters;

pub use corpus::model::{ClauseId, Corpus, Document, Edition, Kind, Lang};
pub use error::{Error, InputError, Result};

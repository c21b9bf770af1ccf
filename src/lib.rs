//! lawref: the Laws of Duplicate Bridge, in many languages and editions, as a versioned clause
//! tree, cross-linked by law number, full-text indexed and published as a static website.
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//!
//! ```text
//! raw text ──import──▶ translations/<lang>/<edition>/<NN>.md
//! laws/ + translations/ ──load+parse──▶ Corpus ──xref──▶ Links
//!                                              ──align──▶ Alignment
//!                                              ──index──▶ tantivy index
//!                                              ──render─▶ site/
//! ```

pub mod align;
pub mod annotate;
pub(crate) mod chars;
pub mod check;
pub mod config;
pub mod coverage;
pub mod error;
pub mod export;
pub mod fsio;
pub mod generate;
pub mod import;
pub mod index;
pub mod lang;
pub mod load;
pub mod model;
pub mod parse;
pub mod render;
pub mod serve;
pub mod show;
pub mod terms;
pub mod timing;
pub mod xref;

pub use lang::letters;

pub use error::{Error, InputError, Result};
pub use model::{ClauseId, Corpus, Document, Edition, Kind, Lang};

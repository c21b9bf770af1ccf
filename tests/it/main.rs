//! The integration tests, one binary (issue 17): one module per file, each testing a stage or a
//! command through the library or the `lawref` binary. Fixtures are in `tests/fixtures/`.

mod common;

mod annotations;
mod attack;
mod attack3;
mod check;
mod cli;
mod coverage;
mod diff;
mod directors;
mod directors_cli;
mod doubts;
mod drift;
mod export;
mod generate;
mod i18n;
mod import_all;
mod import_book;
mod import_cli;
mod import_encodings;
mod import_furniture;
mod import_idempotent;
mod import_metadata;
mod import_partial;
mod import_real;
mod import_reduced;
mod import_residue;
mod import_structure;
mod incremental;
mod languages;
mod parallel;
mod progress;
mod refs_parse;
mod round;
mod safety;
mod search;
mod search_quality;
mod seeds;
mod serve;
mod show;
mod site;
mod site_search;
mod situations;
mod terms;
mod xref_table;

//! Reading the corpus: the data model every stage shares ([`model`]), the load stage (a corpus
//! folder → [`model::Corpus`], with its annotations files: [`load`]), the parse stage (a corpus
//! file's Markdown body → a clause tree: [`parse`]), the corpus files' fingerprint
//! ([`fingerprint`]), the situation indexes (`translations/<lang>/index.yaml`, read and checked
//! against the texts: [`situations`]), where a key or value stands in a YAML file (`yaml`, for
//! errors: the one place that finds it), the characters a corpus file may not hold (`chars`),
//! the ids of a law's parts in exchange files (`units`, which export writes and import reads
//! back), and a translation round's work files and unit states ([`work`]).
//!
//! Not for: making corpus files from raw documents (that is [`crate::import`]), nor anything a
//! later stage computes from a loaded corpus (references: [`crate::xref`]; the rest:
//! [`crate::analysis`]).

pub(crate) mod chars;
pub mod fingerprint;
pub mod load;
pub mod model;
pub mod parse;
pub(crate) mod parsed;
pub(crate) mod reads;
pub mod situations;
pub mod terms;
pub(crate) mod units;
pub mod work;
pub(crate) mod yaml;

//! The command line's arguments: the clap definitions of every command and the parsers of
//! their values (a typed clause id, a language code, an edition id, a size).
//!
//! Not for: running the commands (one file per command beside this one).

use std::path::PathBuf;

use crate::corpus::model::{Edition, Kind, Lang};
use crate::search;
use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "lawref",
    version,
    about = "The Laws of Duplicate Bridge as a cross-linked clause tree and static website"
)]
pub struct Cli {
    /// The corpus: a folder holding laws/ and translations/. Default: $LAWREF_CORPUS, else
    /// `corpus = "DIR"` in $XDG_CONFIG_HOME/lawref/config.toml (~/.config/lawref/config.toml),
    /// else the current folder (see docs/directors.md).
    #[arg(long = "corpus", global = true, value_name = "DIR")]
    pub(crate) corpus_flag: Option<PathBuf>,
    /// The corpus folder as resolved from --corpus, LAWREF_CORPUS, the config file or `.`.
    #[arg(skip)]
    pub(crate) corpus: PathBuf,
    /// The largest file to read as a document, corpus file or manifest, in bytes, or with a
    /// unit: 64M, 1G (KiB, MiB, GiB; default 16M).
    #[arg(long, global = true, value_name = "BYTES", value_parser = byte_size)]
    pub(crate) max_size: Option<u64>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Import raw plain-text law documents into the corpus (translations/…), with a report of
    /// everything in them that did not become law text.
    Import(ImportArgs),
    /// Build the static website from the corpus (with --index, the command line's search index
    /// too).
    Build(BuildArgs),
    /// Serve the site on localhost for previews: build it, rebuild it when a file under laws/ or
    /// translations/ changes, and reload open pages (Ctrl-C stops).
    Serve(ServeArgs),
    /// Search the corpus (builds the index first when there is none).
    Search(SearchArgs),
    /// Report every reference that is impossible (an error), dangling or suspect (warnings), or
    /// to a law the corpus has no text of (info), and every text that uses another edition's
    /// term (a warning; term bases in translations/<lang>/terms.yaml), and drift between the
    /// translations (a clause changed from one edition to the next in one language but not in
    /// another, a clause one language's text has and another's lacks: warnings), as
    /// `file:line:column: severity: …`; exits 1 when there is an error.
    Check,
    /// Coverage: for each law, language and edition, whether the corpus has the text whole
    /// (present), without some clauses its edition's other texts have (partial), or not at all
    /// (absent; perhaps a commentary only).
    Coverage(CoverageArgs),
    /// A translation round's progress: per language, the units of an edition's source texts
    /// new, changed and unchanged since the previous edition, by where their translation stands
    /// (untranslated, in review, translated, reviewed, approved).
    Progress(ProgressArgs),
    /// Infer how the clauses of an edition correspond to an earlier one's, by their words and
    /// place: same, changed, renumbered, split, merged, new, deleted, each with a score; with
    /// --write, add the records to laws/<edition>.yaml for review (never over a hand-written one).
    Align(AlignArgs),
    /// What changed in an edition since the previous one (its manifest's `previous:`), law by
    /// law: the clauses changed, new, deleted and renumbered (`16C renumbered from 16D`),
    /// following the correspondences recorded in laws/<edition>.yaml.
    Changes(ChangesArgs),
    /// Read a book's subject index (its index pages as plain text: "Контра", "Легальная =
    /// ....19") into a situation index, translations/<lang>/index.yaml, checked as the corpus
    /// loads it; written to standard output or --out, the residue and doubts to standard error
    /// (see docs/situation-index.md).
    ImportIndex(ImportIndexArgs),
    /// References: what a clause cites and what cites it (`lawref refs 68B1`), in each edition
    /// and language that has it; or, with `--parse TEXT`, the references found in TEXT as if it
    /// stood in clause `--in` of a `--lang` text of `--edition`, with their targets.
    Refs(RefsArgs),
    /// A clause and its sub-clauses in the terminal, in each language asked (`lawref show 68B2
    /// --lang pl,nl`): reads only the manifests and the texts of the clause's law.
    Show(ShowArgs),
    /// The book: an edition's laws in one language (or two side by side, --with), with its
    /// contents and its notes folded, as one standalone HTML file to print (A5 pocket or A4
    /// large print; a page break before each law, running heads, each reference's clause
    /// quoted under it) and to read offline (see docs/directors.md). To standard output, or
    /// --out.
    Book(BookArgs),
    /// A shell completion script, generated from lawref's own arguments, to standard output
    /// (`lawref completions bash > ~/.local/share/bash-completion/completions/lawref`).
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
    /// The manual page (roff, man(7)), generated from lawref's own arguments, to standard output
    /// (`lawref man | man -l -`); with a subcommand, that subcommand's page (`lawref man show`).
    Man {
        /// A subcommand (show, search, diff …); default: the page of lawref itself.
        subcommand: Option<String>,
    },
    /// List the interface's message catalogs (templates/i18n/<lang>.ftl, compiled in): each
    /// language with its number of messages and the messages it lacks (shown in English);
    /// exits 1 when a catalog lacks any or does not parse.
    Catalogs,
    /// Exchange files for translators' tools (OmegaT, Trados, memoQ) and spreadsheets: TMX,
    /// XLIFF, TBX, CSV (see docs/translators.md). Written to standard output, or to --out.
    Export {
        #[command(subcommand)]
        format: ExportFormat,
        /// Write over a file at --out that is not this export's bytes already (a translator's
        /// work, another file); never a file of the corpus's own folders.
        #[arg(long, global = true)]
        replace: bool,
    },
    /// Write a generated corpus for benchmarks: N laws × L languages × E editions of made-up
    /// text in the corpus format, the same for the same arguments.
    #[command(hide = true)]
    Generate(GenerateArgs),
    /// A law, or one clause of it, in one language word by word from one edition to another,
    /// clause by clause, following the correspondences recorded in laws/<edition>.yaml:
    /// deletions `[-…-]`, insertions `{+…+}` (coloured on a terminal).
    Diff(DiffArgs),
}

/// The arguments of `lawref import` ([`Command::Import`]).
#[derive(Args)]
pub struct ImportArgs {
    /// The raw documents.
    #[arg(required = true)]
    pub(crate) files: Vec<PathBuf>,
    /// Law number (1–93), when the text does not say it.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=93))]
    pub(crate) law: Option<u8>,
    /// Edition (an edition the corpus has a manifest of, laws/<EDITION>.yaml: 1975 … 2017, or a
    /// draft), when the text does not say it.
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Language code (pl, nl, ru, en), when it cannot be detected.
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// text or commentary, when it cannot be detected.
    #[arg(long)]
    pub(crate) kind: Option<Kind>,
    /// Replace corpus files that were imported from another source.
    #[arg(long)]
    pub(crate) replace: bool,
    /// Refuse a document with any line no rule classified, instead of keeping it as law
    /// text (the report lists such lines under "kept as law text, but check").
    #[arg(long)]
    pub(crate) strict: bool,
    /// The documents' encoding, a WHATWG label (windows-1250, iso-8859-2, windows-1251,
    /// koi8-r, windows-1252, utf-8, utf-16le …), instead of detecting it.
    #[arg(long, value_name = "LABEL")]
    pub(crate) encoding: Option<String>,
    /// Also write the import reports as JSON to this file.
    #[arg(long, value_name = "FILE")]
    pub(crate) report: Option<PathBuf>,
}

/// The arguments of `lawref build` ([`Command::Build`]).
#[derive(Args)]
pub struct BuildArgs {
    /// Where to write the site.
    #[arg(long, default_value = "site")]
    pub(crate) out: PathBuf,
    /// Also build the command line's search index (under the corpus's .lawref/), beside the
    /// site; without it, `lawref search` builds the index on first use.
    #[arg(long)]
    pub(crate) index: bool,
}

/// The arguments of `lawref serve` ([`Command::Serve`]).
#[derive(Args)]
pub struct ServeArgs {
    /// Where to write the site (a rebuild updates it in place).
    #[arg(long, default_value = "site")]
    pub(crate) out: PathBuf,
    /// The address or name to listen on (`127.0.0.1`, `::1`, `localhost`; `0.0.0.0` for the
    /// local network); only requests naming it (their `Host`) are answered.
    #[arg(long, default_value = "127.0.0.1")]
    pub(crate) host: String,
    /// The port (0: any free port; the one chosen is printed).
    #[arg(long, default_value_t = 8000)]
    pub(crate) port: u16,
}

/// The arguments of `lawref search` ([`Command::Search`]).
#[derive(Args)]
pub struct SearchArgs {
    /// The words to find, or a clause or law (`68B2`, `przepis 70D`, `Law 68`); not empty.
    #[arg(value_parser = non_empty_query)]
    pub(crate) query: String,
    /// Only this language.
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// Only this edition.
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Only this kind of record: law text, commentary (documents and commentary notes), or
    /// notes of annotations files (annotation: all of them; interpretation, erratum,
    /// regulation, note: those of that kind; erratum also the errata of the manifests).
    #[arg(long, value_parser = ["text", "commentary", "annotation", "interpretation", "erratum", "regulation", "note"])]
    pub(crate) kind: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
    /// At most this many hits (1 or more).
    #[arg(long, default_value_t = 20, value_parser = at_least_one)]
    pub(crate) limit: usize,
}

/// The arguments of `lawref coverage` ([`Command::Coverage`]).
#[derive(Args)]
pub struct CoverageArgs {
    /// Only this language's columns.
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// Only this edition's columns (and laws).
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of `lawref progress` ([`Command::Progress`]).
#[derive(Args)]
pub struct ProgressArgs {
    /// The edition translated (2027).
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: String,
    /// The source language (default: en).
    #[arg(long, value_parser = LangCode, hide_possible_values = true, default_value = "en")]
    pub(crate) source: String,
    /// The edition the changes are counted against (default: the one the edition follows, its
    /// manifest's `previous` or `revises`).
    #[arg(long, value_parser = edition_id)]
    pub(crate) previous: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of `lawref align` ([`Command::Align`]).
#[derive(Args)]
pub struct AlignArgs {
    /// The edition whose clauses are matched (2027).
    #[arg(value_parser = edition_id)]
    pub(crate) edition: String,
    /// The earlier edition they are matched with (2017).
    #[arg(long, value_parser = edition_id)]
    pub(crate) with: String,
    /// The language whose texts are compared (default: en).
    #[arg(long, value_parser = LangCode, hide_possible_values = true, default_value = "en")]
    pub(crate) lang: String,
    /// Add the inferred records to laws/<edition>.yaml's correspondences (only those naming
    /// no clause a record there names already).
    #[arg(long)]
    pub(crate) write: bool,
}

/// The arguments of `lawref changes` ([`Command::Changes`]).
#[derive(Args)]
pub struct ChangesArgs {
    /// The edition (2017); default: the newest edition.
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Only this language (default: every language with texts in both editions).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of `lawref import-index` ([`Command::ImportIndex`]).
#[derive(Args)]
pub struct ImportIndexArgs {
    /// The index pages, one plain-text file.
    pub(crate) file: PathBuf,
    /// The index's language (ru).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: String,
    /// The edition its locators are laws of (1987).
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: String,
    /// The file's encoding, a WHATWG label, instead of detecting it.
    #[arg(long, value_name = "LABEL")]
    pub(crate) encoding: Option<String>,
    /// Write the index here (translations/ru/index.yaml) instead of standard output: in the
    /// corpus, only the situation index of --lang.
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
    /// Write over an index there that was not imported from this document (a curated index,
    /// another book's).
    #[arg(long)]
    pub(crate) replace: bool,
}

/// The arguments of `lawref refs` ([`Command::Refs`]).
#[derive(Args)]
pub struct RefsArgs {
    /// The clause, in citation form (`68B1`, `16C`, `70`).
    #[arg(conflicts_with = "parse")]
    pub(crate) clause: Option<String>,
    /// The text to read references in.
    #[arg(long, value_name = "TEXT")]
    pub(crate) parse: Option<String>,
    /// Only this edition; with --parse, the text's edition (required).
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Only this language; with --parse, the text's language (required).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// With --parse: the clause the text stands in (68B, 68D2(a)); relative references
    /// complete from it.
    #[arg(long = "in", value_name = "CLAUSE", requires = "parse")]
    pub(crate) in_clause: Option<crate::corpus::model::ClauseId>,
    /// With --parse: how the text letters sections in Cyrillic or Greek: alphabet (А Б В =
    /// A B C) or look-alike (А В С = A B C); unknown when not given (look-alikes, flagged
    /// ambiguous).
    #[arg(long, value_name = "SCHEME", requires = "parse")]
    pub(crate) letters: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of `lawref show` ([`Command::Show`]).
#[derive(Args)]
pub struct ShowArgs {
    /// The clause, in citation form (`68B2`, `68D2(b)`, `70`), or as typed for search
    /// (`68b2`, `68 B 2`, `68D2bi`, `67В2` with a Cyrillic look-alike, `przepis 68B2`), in one
    /// argument or several (`show 68 B 2` is `show 68B2`).
    #[arg(required = true, num_args = 1.., value_name = "CLAUSE")]
    pub(crate) clause: Vec<String>,
    /// The edition (2007, 2017); default: the newest edition that has the clause.
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// Languages, comma-separated (pl,nl); default: every language that has the clause.
    /// Those without it in the edition are named on a line of their own.
    #[arg(long, value_delimiter = ',', value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Vec<String>,
    /// A language asked that lacks the clause in the edition shows it from its newest
    /// edition that has it (labelled with that edition), instead of only saying it lacks it.
    #[arg(long)]
    pub(crate) any_edition: bool,
    /// Wrap paragraphs to this many columns (20 or more); default: the terminal's width, 80
    /// when standard output is not a terminal.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(20..))]
    pub(crate) width: Option<u16>,
    /// After the clause, the clauses its text cites (in the same language and edition), so
    /// a director need not look each up.
    #[arg(long)]
    pub(crate) with_refs: bool,
    /// The notes on the clause (interpretations, errata, regulations, commentary, notes), as its law page
    /// shows them: `all` (the default) or `none`.
    #[arg(long, value_parser = ["all", "none"], default_value = "all")]
    pub(crate) notes: String,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of `lawref book` ([`Command::Book`]).
#[derive(Args)]
pub struct BookArgs {
    /// The book's language: its laws and its words (pl).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: String,
    /// The edition (2007, 2017); default: the newest edition the language has a text in.
    #[arg(long, value_parser = edition_id)]
    pub(crate) edition: Option<String>,
    /// A second language beside the first, clause by clause (its text of each of the book's
    /// laws in the same edition).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) with: Option<String>,
    /// The paper it is set for: a5 (pocket, 10 pt) or a4 (large print, 14 pt); the file's
    /// own switch changes it before printing.
    #[arg(long, value_parser = ["a5", "a4"], default_value = "a5")]
    pub(crate) paper: String,
    /// Write the book to this file (all or nothing) instead of standard output.
    #[arg(long)]
    pub(crate) out: Option<PathBuf>,
    /// Write over a file at --out that lawref's book did not make.
    #[arg(long)]
    pub(crate) replace: bool,
}

/// The arguments of `lawref generate` ([`Command::Generate`]).
#[derive(Args)]
pub struct GenerateArgs {
    /// The folder to write (must not exist, or be empty).
    #[arg(long)]
    pub(crate) out: PathBuf,
    /// Laws 1 to this.
    #[arg(long, default_value_t = 93, value_parser = clap::value_parser!(u8).range(1..=93))]
    pub(crate) laws: u8,
    /// This many languages (pl, nl, ru, en, de, fr, el, uk, … in that order).
    #[arg(long, default_value_t = 20)]
    pub(crate) langs: usize,
    /// This many editions, the newest 2017, ten years apart.
    #[arg(long, default_value_t = 3)]
    pub(crate) editions: usize,
    /// The seed of every random draw.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Also write a book of every law of a language and edition, as a PDF-to-text export
    /// gives it, to books/<lang>-<year>.txt: `pl` (the newest edition) or `pl:2007`;
    /// comma-separated for several.
    #[arg(long, value_delimiter = ',')]
    pub(crate) book: Vec<String>,
}

/// The arguments of `lawref diff` ([`Command::Diff`]).
#[derive(Args)]
pub struct DiffArgs {
    /// The law (`68`) or a clause and its sub-clauses (`68B2`, `68D2(b)`, typed as for
    /// show); a clause shows the rows where either edition has it.
    #[arg(value_parser = typed_clause)]
    pub(crate) clause: crate::corpus::model::ClauseId,
    /// The language (pl, nl, ru, en); default: each language that has the law in two
    /// editions (in both editions asked, when --from or --to is given).
    #[arg(long, value_parser = LangCode, hide_possible_values = true)]
    pub(crate) lang: Option<String>,
    /// The older edition (2007); default: the older of the two newest editions that have
    /// the law's text in the language (the newest before --to, when given).
    #[arg(long, value_parser = edition_id)]
    pub(crate) from: Option<String>,
    /// The newer edition (2017); default: the newest edition that has the law's text in the
    /// language (after --from, when given).
    #[arg(long, value_parser = edition_id)]
    pub(crate) to: Option<String>,
    /// Print JSON for programs.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Subcommand)]
pub enum ExportFormat {
    /// TMX 1.4b: a translation unit per part of a law that two or more of the languages have in
    /// the edition (tuid `2017:68B1`).
    Tmx {
        /// The edition (2007, 2017).
        #[arg(long, required_unless_present = "columns", conflicts_with = "columns")]
        edition: Option<String>,
        /// The languages, comma-separated (pl,nl); the first is the TMX's source language.
        #[arg(long, value_delimiter = ',', required_unless_present = "columns")]
        langs: Vec<String>,
        /// Instead of --edition and --langs: columns of any editions, language:edition,
        /// comma-separated, each language once (pl:2017,nl:2007), aligned on the newest.
        #[arg(long, value_delimiter = ',', conflicts_with = "langs")]
        columns: Vec<String>,
        /// Only this law (default: every law of the edition).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=93))]
        law: Option<u8>,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// XLIFF 1.2: a trans-unit per part of the source text, targets prefilled from the target
    /// language's --previous edition along the correspondence records.
    Xliff {
        /// The law (1–93).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=93))]
        law: u8,
        /// The source language (pl).
        #[arg(long)]
        source: String,
        /// The target language (nl).
        #[arg(long)]
        target: String,
        /// The edition to translate (2017).
        #[arg(long)]
        edition: String,
        /// The edition whose target-language text prefills the targets (2007).
        #[arg(long)]
        previous: Option<String>,
        /// A unit with nothing to prefill gets a copy of its source as target (state still
        /// needs-translation), for CAT tools that translate the target in place (OmegaT 3.6:
        /// see docs/translators.md, "OmegaT").
        #[arg(long)]
        copy_source: bool,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// TBX-Basic: the term bases (translations/<lang>/terms.yaml), a concept per entry, each
    /// term with its edition, other editions' terms superseded.
    Tbx {
        /// Only this language's term base.
        #[arg(long)]
        lang: Option<String>,
        /// The edition whose terms are preferred (default: each concept's newest).
        #[arg(long)]
        edition: Option<String>,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// CSV: a row per part of a law, a column per language and edition (pl:2007,pl:2017,nl:2007),
    /// aligned on the newest of the editions.
    Csv {
        /// The law (1–93).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=93))]
        law: u8,
        /// The columns, language:edition, comma-separated (pl:2007,pl:2017,nl:2007).
        #[arg(long, value_delimiter = ',', required = true)]
        columns: Vec<String>,
        /// Two columns, source and target, as `location,source,target` for translate-toolkit's
        /// csv2po (no header unit, no `(see 68D)` placeholder), instead of a column per text.
        #[arg(long)]
        translation: bool,
        /// Open the file with a UTF-8 byte-order mark, as Excel needs to read UTF-8.
        #[arg(long)]
        bom: bool,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The whole corpus as one JSON document (open data, docs/open-data.md): the editions with
    /// every law's titles, each text's clause tree with its paragraphs and their references,
    /// commentary, and the notes of the annotations files.
    Json {
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

/// A clause id as a director types it: what search reads as a clause id (`68b2`, `68 B 2`,
/// `68D2bi`, `67В2`) or a law word and its target alone (`przepis 70D`, `Law 68`), else the
/// citation form's own error.
pub(crate) fn typed_clause(s: &str) -> Result<crate::corpus::model::ClauseId, String> {
    search::query::clause_id_query(s)
        .or_else(|| {
            search::query::law_reference(s)
                .filter(|r| r.rest.is_empty())
                .map(|r| r.clause)
        })
        .map_or_else(
            || {
                s.parse::<crate::corpus::model::ClauseId>()
                    .map_err(|e| e.to_string())
            },
            Ok,
        )
}

/// A search query with at least one character that is not white space.
pub(crate) fn non_empty_query(s: &str) -> Result<String, String> {
    let words = s.split_whitespace().count();
    if s.trim().is_empty() {
        Err("the query is empty: give words, a clause id (68B2) or a law (Law 68)".into())
    } else if words > search::query::MAX_QUERY_WORDS {
        Err(format!(
            "the query has {words} words (AND, OR and NOT counted); search takes {} at most: leave some out",
            search::query::MAX_QUERY_WORDS
        ))
    } else {
        Ok(s.to_string())
    }
}

/// A number of hits, 1 or more.
pub(crate) fn at_least_one(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("0 hits would show nothing: give 1 or more".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}

/// A `--lang` value: a language code as the corpus writes it, two lower-case letters (ISO
/// 639-1), or three (ISO 639-2/3) for a language without a two-letter code
/// ([`crate::corpus::model::Lang::is_code`]).
pub(crate) fn lang_code(s: &str) -> Result<String, String> {
    // `PL`, `Pl`: a code typed in capitals is the same code.
    let lower = s.to_ascii_lowercase();
    if Lang::is_code(&lower) {
        Ok(lower)
    } else {
        Err(format!(
            "{s:?} is not a language code: give two letters, ISO 639-1 (pl, nl, ru, en, de, fr), or three where a language has no two-letter code"
        ))
    }
}

/// `--lang`'s value parser: [`lang_code`], with the languages lawref knows
/// ([`crate::lang::LANGUAGES`]) as the values shell completion offers (any other well-formed code
/// is still taken: a corpus may hold a language lawref has no rules for).
#[derive(Clone, Copy)]
pub(crate) struct LangCode;

impl clap::builder::TypedValueParser for LangCode {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::TypedValueParser::parse_ref(&lang_code, cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            crate::lang::LANGUAGES
                .iter()
                .map(|l| clap::builder::PossibleValue::new(l.code)),
        ))
    }
}

/// An edition id as the manifests name editions: letters and digits (`2017`, `2017r2024`)
/// ([`crate::corpus::model::Edition::is_id`]).
pub(crate) fn edition_id(s: &str) -> Result<String, String> {
    if Edition::is_id(s) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "{s:?} is not an edition id: letters and digits, as laws/<edition>.yaml names it (2007, 2017, 2017r2024)"
        ))
    }
}

/// A size in bytes: a number, or a number and a binary unit (`64M`, `64MiB`, `1G`, `512K`;
/// case does not matter), 1 byte or more.
pub(crate) fn byte_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (n, unit) = t.split_at(digits);
    let n: u64 = n.parse().map_err(|_| {
        format!("{s:?} is not a size: give bytes (16777216) or a number and K, M or G (16M)")
    })?;
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        _ => return Err(format!("{s:?}: the unit must be K, M or G (KiB, MiB, GiB)")),
    };
    match n.checked_mul(1 << shift) {
        Some(0) => Err("a size of 0 bytes would refuse every file: give 1 or more".into()),
        Some(v) => Ok(v),
        None => Err(format!("{s:?} is too large")),
    }
}

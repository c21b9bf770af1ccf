//! The `lawref` command line: parses arguments, calls the pipeline's stages, prints results and
//! sets the exit code. No pipeline logic lives here.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use lawref::corpus::model::{Edition, Kind, Lang};
use lawref::{Error, corpus::load, search, site, xref};

#[derive(Parser)]
#[command(
    name = "lawref",
    version,
    about = "The Laws of Duplicate Bridge as a cross-linked clause tree and static website"
)]
struct Cli {
    /// The corpus: a folder holding laws/ and translations/. Default: $LAWREF_CORPUS, else
    /// `corpus = "DIR"` in $XDG_CONFIG_HOME/lawref/config.toml (~/.config/lawref/config.toml),
    /// else the current folder (see docs/directors.md).
    #[arg(long = "corpus", global = true, value_name = "DIR")]
    corpus_flag: Option<PathBuf>,
    /// The corpus folder as resolved from --corpus, LAWREF_CORPUS, the config file or `.`.
    #[arg(skip)]
    corpus: PathBuf,
    /// The largest file to read as a document, corpus file or manifest, in bytes, or with a
    /// unit: 64M, 1G (KiB, MiB, GiB; default 16M).
    #[arg(long, global = true, value_name = "BYTES", value_parser = byte_size)]
    max_size: Option<u64>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Import raw plain-text law documents into the corpus (translations/…), with a report of
    /// everything in them that did not become law text.
    Import {
        /// The raw documents.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Law number (1–93), when the text does not say it.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=93))]
        law: Option<u8>,
        /// Edition (2007, 2017), when the text does not say it.
        #[arg(long, value_parser = edition_id)]
        edition: Option<String>,
        /// Language code (pl, nl, ru, en), when it cannot be detected.
        #[arg(long, value_parser = lang_code)]
        lang: Option<String>,
        /// text or commentary, when it cannot be detected.
        #[arg(long)]
        kind: Option<Kind>,
        /// Replace corpus files that were imported from another source.
        #[arg(long)]
        replace: bool,
        /// Refuse a document with any line no rule classified, instead of keeping it as law
        /// text (the report lists such lines under "kept as law text, but check").
        #[arg(long)]
        strict: bool,
        /// The documents' encoding, a WHATWG label (windows-1250, iso-8859-2, windows-1251,
        /// koi8-r, windows-1252, utf-8, utf-16le …), instead of detecting it.
        #[arg(long, value_name = "LABEL")]
        encoding: Option<String>,
        /// Also write the import reports as JSON to this file.
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
    },
    /// Build the static website (and the search index) from the corpus.
    Build {
        /// Where to write the site.
        #[arg(long, default_value = "site")]
        out: PathBuf,
    },
    /// Serve the site on localhost for previews: build it, rebuild it when a file under laws/ or
    /// translations/ changes, and reload open pages (Ctrl-C stops).
    Serve {
        /// Where to write the site (a rebuild updates it in place).
        #[arg(long, default_value = "site")]
        out: PathBuf,
        /// The address or name to listen on (`127.0.0.1`, `::1`, `localhost`; `0.0.0.0` for the
        /// local network); only requests naming it (their `Host`) are answered.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// The port (0: any free port; the one chosen is printed).
        #[arg(long, default_value_t = 8000)]
        port: u16,
    },
    /// Search the corpus (builds the index first when there is none).
    Search {
        /// The words to find, or a clause or law (`68B2`, `przepis 70D`, `Law 68`); not empty.
        #[arg(value_parser = non_empty_query)]
        query: String,
        /// Only this language.
        #[arg(long, value_parser = lang_code)]
        lang: Option<String>,
        /// Only this edition.
        #[arg(long, value_parser = edition_id)]
        edition: Option<String>,
        /// Only this kind of record: law text, commentary (documents and commentary notes), or
        /// notes of annotations files (annotation: all of them; interpretation, erratum, note:
        /// those of that kind).
        #[arg(long, value_parser = ["text", "commentary", "annotation", "interpretation", "erratum", "note"])]
        kind: Option<String>,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
        /// At most this many hits (1 or more).
        #[arg(long, default_value_t = 20, value_parser = at_least_one)]
        limit: usize,
    },
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
    Coverage {
        /// Only this language's columns.
        #[arg(long, value_parser = lang_code)]
        lang: Option<String>,
        /// Only this edition's columns (and laws).
        #[arg(long, value_parser = edition_id)]
        edition: Option<String>,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
    /// References: what a clause cites and what cites it (`lawref refs 68B1`), in each edition
    /// and language that has it; or, with `--parse TEXT`, the references found in TEXT as if it
    /// stood in clause `--in` of a `--lang` text of `--edition`, with their targets.
    Refs {
        /// The clause, in citation form (`68B1`, `16C`, `70`).
        #[arg(conflicts_with = "parse")]
        clause: Option<String>,
        /// The text to read references in.
        #[arg(long, value_name = "TEXT")]
        parse: Option<String>,
        /// Only this edition; with --parse, the text's edition (required).
        #[arg(long, value_parser = edition_id)]
        edition: Option<String>,
        /// Only this language; with --parse, the text's language (required).
        #[arg(long, value_parser = lang_code)]
        lang: Option<String>,
        /// With --parse: the clause the text stands in (68B, 68D2(a)); relative references
        /// complete from it.
        #[arg(long = "in", value_name = "CLAUSE", requires = "parse")]
        in_clause: Option<lawref::corpus::model::ClauseId>,
        /// With --parse: how the text letters sections in Cyrillic or Greek: alphabet (А Б В =
        /// A B C) or look-alike (А В С = A B C); unknown when not given (look-alikes, flagged
        /// ambiguous).
        #[arg(long, value_name = "SCHEME", requires = "parse")]
        letters: Option<String>,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
    /// A clause and its sub-clauses in the terminal, in each language asked (`lawref show 68B2
    /// --lang pl,nl`): reads only the manifests and the texts of the clause's law.
    Show {
        /// The clause, in citation form (`68B2`, `68D2(b)`, `70`), or as typed for search
        /// (`68b2`, `68 B 2`, `68D2bi`, `67В2` with a Cyrillic look-alike).
        #[arg(value_parser = typed_clause)]
        clause: lawref::corpus::model::ClauseId,
        /// The edition (2007, 2017); default: the newest edition that has the clause.
        #[arg(long, value_parser = edition_id)]
        edition: Option<String>,
        /// Languages, comma-separated (pl,nl); default: every language that has the clause.
        /// Those without it in the edition are named on a line of their own.
        #[arg(long, value_delimiter = ',', value_parser = lang_code)]
        lang: Vec<String>,
        /// A language asked that lacks the clause in the edition shows it from its newest
        /// edition that has it (labelled with that edition), instead of only saying it lacks it.
        #[arg(long)]
        any_edition: bool,
        /// Wrap paragraphs to this many columns (20 or more); default: the terminal's width, 80
        /// when standard output is not a terminal.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(20..))]
        width: Option<u16>,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
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
    },
    /// Write a generated corpus for benchmarks: N laws × L languages × E editions of made-up
    /// text in the corpus format, the same for the same arguments.
    #[command(hide = true)]
    Generate {
        /// The folder to write (must not exist, or be empty).
        #[arg(long)]
        out: PathBuf,
        /// Laws 1 to this.
        #[arg(long, default_value_t = 93, value_parser = clap::value_parser!(u8).range(1..=93))]
        laws: u8,
        /// This many languages (pl, nl, ru, en, de, fr, el, uk, … in that order).
        #[arg(long, default_value_t = 20)]
        langs: usize,
        /// This many editions, the newest 2017, ten years apart.
        #[arg(long, default_value_t = 3)]
        editions: usize,
        /// The seed of every random draw.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Also write a book of every law of a language and edition, as a PDF-to-text export
        /// gives it, to books/<lang>-<year>.txt: `pl` (the newest edition) or `pl:2007`;
        /// comma-separated for several.
        #[arg(long, value_delimiter = ',')]
        book: Vec<String>,
    },
    /// A law, or one clause of it, in one language word by word from one edition to another,
    /// clause by clause, following the correspondences recorded in laws/<edition>.yaml:
    /// deletions `[-…-]`, insertions `{+…+}` (coloured on a terminal).
    Diff {
        /// The law (`68`) or a clause and its sub-clauses (`68B2`, `68D2(b)`, typed as for
        /// show); a clause shows the rows where either edition has it.
        #[arg(value_parser = typed_clause)]
        clause: lawref::corpus::model::ClauseId,
        /// The language (pl, nl, ru, en); default: each language that has the law in two
        /// editions (in both editions asked, when --from or --to is given).
        #[arg(long, value_parser = lang_code)]
        lang: Option<String>,
        /// The older edition (2007); default: the older of the two newest editions that have
        /// the law's text in the language (the newest before --to, when given).
        #[arg(long, value_parser = edition_id)]
        from: Option<String>,
        /// The newer edition (2017); default: the newest edition that has the law's text in the
        /// language (after --from, when given).
        #[arg(long, value_parser = edition_id)]
        to: Option<String>,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum ExportFormat {
    /// TMX 1.4b: a translation unit per part of a law that two or more of the languages have in
    /// the edition (tuid `2017:68B1`).
    Tmx {
        /// The edition (2007, 2017).
        #[arg(long)]
        edition: String,
        /// The languages, comma-separated (pl,nl); the first is the TMX's source language.
        #[arg(long, value_delimiter = ',', required = true)]
        langs: Vec<String>,
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
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

/// Runs `lawref export`: the file's bytes to `out`, or to standard output.
fn export(root: &std::path::Path, format: ExportFormat) -> Result<(), Error> {
    use lawref::export;
    let corpus = load::load_corpus(root)?;
    let langs = corpus.langs();
    let has_text = |e: &Edition, law: u8, l: &Lang, flag: &str| -> Result<(), Error> {
        if corpus.text(e, law, l).is_some() {
            Ok(())
        } else {
            Err(Error::Usage(format!(
                "{flag} {l}: the corpus has no {l} text of Law {law} in edition {e}"
            )))
        }
    };
    let (bytes, out) = match format {
        ExportFormat::Tmx {
            edition,
            langs: wanted,
            law,
            out,
        } => {
            known_edition(&corpus, "--edition", &edition)?;
            let mut ls: Vec<Lang> = Vec::new();
            for l in wanted {
                known_lang(&langs, "--langs", &l, "text")?;
                if !ls.contains(&Lang(l.clone())) {
                    ls.push(Lang(l));
                }
            }
            if ls.len() < 2 {
                return Err(Error::Usage(
                    "--langs: give two or more languages (pl,nl): a translation unit pairs texts"
                        .into(),
                ));
            }
            let edition = Edition(edition);
            if let Some(n) = law {
                for l in &ls {
                    has_text(&edition, n, l, "--langs")?;
                }
            }
            let units = export::tmx::units(&corpus, &edition, &ls, law);
            if units.is_empty() {
                return Err(Error::Usage(format!(
                    "--langs {}: no part of {} has a text in two of these languages in edition {edition}",
                    ls.iter()
                        .map(|l| l.0.as_str())
                        .collect::<Vec<_>>()
                        .join(","),
                    law.map_or("any law".to_string(), |n| format!("Law {n}"))
                )));
            }
            (export::tmx::write(&units, &ls[0])?, out)
        }
        ExportFormat::Xliff {
            law,
            source,
            target,
            edition,
            previous,
            out,
        } => {
            known_edition(&corpus, "--edition", &edition)?;
            known_lang(&langs, "--source", &source, "text")?;
            if let Some(p) = &previous {
                known_edition(&corpus, "--previous", p)?;
                let pos = |e: &str| corpus.editions.iter().position(|m| m.edition.0 == e);
                if pos(p) >= pos(&edition) {
                    return Err(Error::Usage(format!(
                        "--previous {p} is not older than --edition {edition}: the targets are prefilled from an earlier edition"
                    )));
                }
            }
            if source == target {
                return Err(Error::Usage(format!(
                    "--target {target}: the same language as --source"
                )));
            }
            let req = export::xliff::Request {
                law,
                source: Lang(source),
                target: Lang(target),
                edition: Edition(edition),
                previous: previous.map(Edition),
            };
            has_text(&req.edition, law, &req.source, "--source")?;
            if let Some(p) = &req.previous
                && corpus.text(p, law, &req.target).is_none()
            {
                eprintln!(
                    "note: the corpus has no {} text of Law {law} in edition {p}: no target is prefilled",
                    req.target
                );
            }
            let units = export::xliff::units(&corpus, &req)?;
            let (_, src) = corpus
                .text(&req.edition, law, &req.source)
                .expect("checked");
            (export::xliff::write(&req, &src.path, &units)?, out)
        }
        ExportFormat::Tbx { lang, edition, out } => {
            if let Some(e) = &edition {
                known_edition(&corpus, "--edition", e)?;
            }
            let bases = lawref::analysis::terms::load_term_bases(&corpus)?;
            let lang = lang.map(Lang);
            if let Some(l) = &lang {
                let have: Vec<Lang> = bases.iter().map(|b| b.lang.clone()).collect();
                known_lang(&have, "--lang", &l.0, "term base")?;
            }
            let entries = export::tbx::entries(
                &corpus,
                &bases,
                lang.as_ref(),
                edition.map(Edition).as_ref(),
            );
            let files: Vec<&str> = bases
                .iter()
                .filter(|b| lang.as_ref().is_none_or(|l| &b.lang == l))
                .map(|b| b.file.as_str())
                .collect();
            (export::tbx::write(&entries, &files)?, out)
        }
        ExportFormat::Csv { law, columns, out } => {
            let mut cols: Vec<(Lang, Edition)> = Vec::new();
            for c in columns {
                let Some((l, e)) = c.split_once(':') else {
                    return Err(Error::Usage(format!(
                        "--columns {c}: write each column as language:edition (pl:2017)"
                    )));
                };
                known_edition(&corpus, "--columns", e)?;
                known_lang(&langs, "--columns", l, "text")?;
                let (l, e) = (Lang(l.to_string()), Edition(e.to_string()));
                has_text(&e, law, &l, "--columns")?;
                if !cols.contains(&(l.clone(), e.clone())) {
                    cols.push((l, e));
                }
            }
            let base = export::csv::base_edition(&corpus, &cols).expect("columns are known");
            let view = lawref::analysis::align::parallel_with(&corpus, &base, law, &cols);
            (export::csv::write(&corpus, &view)?, out)
        }
    };
    match out {
        Some(path) => {
            export::save(&path, &bytes)?;
            eprintln!("wrote {}", path.display());
            Ok(())
        }
        None => print_all(&String::from_utf8_lossy(&bytes)),
    }
}

fn main() -> ExitCode {
    // Messages start `file:line:column:`; wrapping would split them (and break grep and editors).
    let _ = miette::set_hook(Box::new(|_| {
        Box::new(miette::MietteHandlerOpts::new().wrap_lines(false).build())
    }));
    let mut cli = Cli::parse();
    if let Some(n) = cli.max_size {
        lawref::util::fsio::set_max_size(n);
    }
    // --corpus, else LAWREF_CORPUS, else the config file, else the current folder.
    let resolved = lawref::cli::config::corpus(cli.corpus_flag.take()).map(|(dir, _)| {
        cli.corpus = dir;
    });
    match resolved.and_then(|()| run(cli)) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            // Every text in the error made safe for the terminal (a document's escape sequences
            // in a snippet, a file's name); a closed stderr is no reason to panic.
            let report = format!("{:?}\n", miette::Report::new(e.for_terminal()));
            use std::io::Write;
            let _ = std::io::stderr().lock().write_all(report.as_bytes());
            ExitCode::FAILURE
        }
    }
}

/// Writes to standard output, text from documents made safe for a terminal
/// ([`lawref::error::terminal_text`]).
fn print_all(text: &str) -> Result<(), Error> {
    write_stdout(&lawref::error::terminal_text(text))
}

/// Writes JSON to standard output, the characters serde_json leaves raw that would act on a
/// terminal escaped ([`lawref::error::json_terminal_safe`]: the same JSON value).
fn print_json(json: &str) -> Result<(), Error> {
    write_stdout(&lawref::error::json_terminal_safe(json))
}

/// Writes to standard output as it is (its caller made it safe). A reader that stopped reading
/// (`| head`, a closed pipe) is not an error: the command's work is done (its files written),
/// and its exit status stays its own, 0 on success, so that a script's `set -o pipefail` sees
/// whether the work succeeded, not whether the output was read.
fn write_stdout(text: &str) -> Result<(), Error> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io(std::path::Path::new("<stdout>"), e))
        }
        _ => Ok(()),
    }
}

/// Runs a command; `Ok(false)` when it ran but found errors (`lawref check`).
fn run(cli: Cli) -> Result<bool, Error> {
    match cli.command {
        Command::Import {
            files,
            law,
            edition,
            lang,
            kind,
            replace,
            strict,
            encoding,
            report,
        } => {
            let flags = lawref::import::Flags {
                law,
                edition: edition.map(Edition),
                lang: lang.map(Lang),
                kind,
                strict,
                encoding: encoding
                    .as_deref()
                    .map(lawref::import::decode::encoding_for_label)
                    .transpose()?,
            };
            let summary = lawref::import::import_files(
                &cli.corpus,
                &files,
                &flags,
                replace,
                report.as_deref(),
            )?;
            // Notes quote the document (a title it gives): made safe for the terminal.
            let mut out = String::new();
            for line in summary {
                out.push_str(&line);
                out.push('\n');
            }
            print_all(&out)?;
        }
        Command::Build { out } => {
            use lawref::util::timing::stage;
            let index_dir = search::index_dir(&cli.corpus);
            // The corpus files' fingerprint, taken before they are read: a file changed while
            // building makes the next build look again.
            let fp = stage("fingerprint", || search::corpus_fingerprint(&cli.corpus))?;
            // Temporary folders of builds that were killed (`kill -9`, Ctrl-C) go first.
            stage("leftovers", || {
                site::remove_leftovers(&out);
                search::remove_leftovers(&index_dir);
            });
            // Nothing changed since the last build: nothing to do, and the corpus not parsed.
            if stage("site is current", || site::site_is_current(&out, &fp))
                && search::is_fresh(&index_dir, &fp)
            {
                print_all(&format!("{} is up to date\n", out.display()))?;
                return Ok(true);
            }
            let corpus = stage("load", || load::load_corpus(&cli.corpus))?;
            // The command line's index is built beside the site (when stale); the site waits
            // for it before it touches `out`, so if it cannot be written the previous site stays
            // as it was.
            let site = std::thread::scope(|s| {
                let indexing = s.spawn(|| {
                    stage("index", || {
                        if search::is_fresh(&index_dir, &fp) {
                            Ok(())
                        } else {
                            search::build_index_as(&corpus, &fp, &index_dir)
                        }
                    })
                });
                // Linked inside, beside the search bundles.
                stage("site", || {
                    site::link_and_build_site(&corpus, &out, &fp, || {
                        indexing
                            .join()
                            .unwrap_or_else(|p| std::panic::resume_unwind(p))
                    })
                })
            })?;
            print_all(&format!(
                "built {} pages from {} documents into {} ({} files written, {} removed)\n",
                site.pages,
                corpus.documents.len(),
                out.display(),
                site.written,
                site.removed
            ))?;
        }
        Command::Serve { out, host, port } => {
            let root = cli.corpus.clone();
            let site = out.clone();
            // Previews need the pages: the command line's index is left to `build` and `search`.
            let rebuild = move || -> Result<(String, bool), Error> {
                let started = std::time::Instant::now();
                let fp = search::corpus_fingerprint(&root)?;
                let corpus = load::load_corpus(&root)?;
                let s = site::link_and_build_site(&corpus, &site, &fp, || Ok(()))?;
                let summary = format!(
                    "built {} pages into {} in {} ms ({} files written, {} removed)",
                    s.pages,
                    site.display(),
                    started.elapsed().as_millis(),
                    s.written,
                    s.removed
                );
                Ok((summary, s.written + s.removed > 0))
            };
            lawref::cli::serve::serve(&cli.corpus, &out, &host, port, rebuild, |bound| {
                let _ = print_all(&format!(
                    "serving {} at http://{bound}/ (rebuilt when laws/ or translations/ change; Ctrl-C stops)\n",
                    out.display()
                ));
            })?;
        }
        Command::Search {
            query,
            lang,
            edition,
            kind,
            json,
            limit,
        } => {
            // A fresh index is searched without loading the corpus.
            let searcher = search::open_fresh(&cli.corpus, &search::index_dir(&cli.corpus))?;
            // A filter the corpus cannot match is a typo, not "no hits".
            if let Some(l) = &lang {
                // The languages of the texts, commentary and the notes of annotations files.
                let langs: Vec<Lang> = searcher.facets.langs.iter().cloned().map(Lang).collect();
                known_lang(&langs, "--lang", l, "text or note")?;
            }
            if let Some(e) = &edition {
                let have: Vec<&str> = searcher
                    .facets
                    .editions
                    .iter()
                    .map(String::as_str)
                    .collect();
                lawref::analysis::show::known_edition(&have, "--edition", e)?;
            }
            let q = search::Query {
                text: query,
                lang: lang.map(Lang),
                edition: edition.map(Edition),
                kind,
                limit,
            };
            let hits = searcher.search(&q)?;
            let mut out = String::new();
            if json {
                out.push_str(&serde_json::to_string_pretty(&hits).expect("hits serialise"));
                out.push('\n');
                return print_json(&out).map(|()| true);
            } else if hits.is_empty() {
                out.push_str("no hits\n");
            } else {
                for h in hits {
                    let id = match (h.item.as_deref(), h.part.as_str()) {
                        (Some(item), _) => item.to_string(),
                        (None, "preamble") => format!("{} opening", h.clause),
                        (None, "closing") => format!("{} closing", h.clause),
                        (None, "footnote") => format!("{} footnote", h.clause),
                        (None, _) => h.clause.clone(),
                    };
                    // An annotation may be written for several editions: `2007,2017`; one of a
                    // kind of its own (interpretation, erratum, commentary) says that kind.
                    let kind = if h.kind == "annotation" && h.note_kind != "note" {
                        &h.note_kind
                    } else {
                        &h.kind
                    };
                    let line = format!(
                        "{id:<12} {} {} {kind}  {}\n",
                        h.editions.join(","),
                        h.lang,
                        h.snippet
                    );
                    out.push_str(&line);
                }
            }
            print_all(&out)?;
        }
        Command::Check => {
            let corpus = load::load_corpus(&cli.corpus)?;
            let links = xref::link(&corpus);
            let findings = lawref::analysis::check::check(&corpus, &links);
            let bases = lawref::analysis::terms::load_term_bases(&corpus)?;
            let uses = lawref::analysis::terms::other_edition_terms(&corpus, &bases);
            let term_findings = lawref::analysis::check::check_terms(&corpus, &uses);
            let record_findings = lawref::analysis::check::check_correspondences(&corpus);
            let drift_findings = lawref::analysis::check::check_drift(&corpus);
            let count = |s| findings.iter().filter(|f| f.severity == s).count();
            let (errors, warnings, infos) = (
                count(lawref::analysis::check::Severity::Error),
                count(lawref::analysis::check::Severity::Warning),
                count(lawref::analysis::check::Severity::Info),
            );
            let mut all = findings.clone();
            all.extend(term_findings.iter().cloned());
            all.extend(record_findings.iter().cloned());
            all.extend(drift_findings.iter().cloned());
            lawref::analysis::check::sort_findings(&mut all);
            let mut out: String = all.iter().map(|f| format!("{f}\n")).collect();
            out.push_str(&format!(
                "{} references: {errors} error{}, {warnings} warning{}, {infos} not in corpus\n",
                links.refs.len(),
                if errors == 1 { "" } else { "s" },
                if warnings == 1 { "" } else { "s" },
            ));
            if !bases.is_empty() {
                let files: Vec<&str> = bases.iter().map(|b| b.file.as_str()).collect();
                let n = term_findings.len();
                out.push_str(&format!(
                    "terms ({}): {n} use{} of another edition's term\n",
                    files.join(", "),
                    if n == 1 { "" } else { "s" },
                ));
            }
            if !record_findings.is_empty() {
                let n = record_findings.len();
                out.push_str(&format!(
                    "correspondences: {n} clause id{} no text has\n",
                    if n == 1 { "" } else { "s" },
                ));
            }
            if !drift_findings.is_empty() {
                let n = drift_findings.len();
                out.push_str(&format!(
                    "translations: {n} clause{} changed in one language and not another, or missing from one\n",
                    if n == 1 { "" } else { "s" },
                ));
            }
            print_all(&out)?;
            return Ok(errors == 0);
        }
        Command::Coverage {
            lang,
            edition,
            json,
        } => {
            let corpus = load::load_corpus(&cli.corpus)?;
            if let Some(l) = &lang {
                known_lang(&corpus.langs(), "--lang", l, "document")?;
            }
            if let Some(e) = &edition {
                known_edition(&corpus, "--edition", e)?;
            }
            let cov = lawref::analysis::coverage::coverage(&corpus).filter(
                &corpus,
                lang.map(Lang).as_ref(),
                edition.map(Edition).as_ref(),
            );
            if json {
                print_json(
                    &(serde_json::to_string_pretty(&cov).expect("coverage serialises") + "\n"),
                )?;
            } else {
                print_all(&lawref::analysis::coverage::format_table(&cov))?;
            }
        }
        Command::Refs {
            clause,
            parse,
            edition,
            lang,
            in_clause,
            letters,
            json,
        } => {
            let out = if let Some(parse) = parse {
                let corpus = load::load_corpus(&cli.corpus)?;
                let (Some(lang), Some(edition), Some(in_clause)) = (lang, edition, in_clause)
                else {
                    return Err(Error::Usage(
                        "lawref refs --parse needs --lang, --edition and --in".into(),
                    ));
                };
                known_edition(&corpus, "--edition", &edition)?;
                let edition = Edition(edition);
                let scheme = match letters.as_deref() {
                    None => xref::LetterScheme::Unknown,
                    Some("alphabet") => xref::LetterScheme::Alphabet,
                    Some("look-alike") => xref::LetterScheme::LookAlike,
                    Some(other) => {
                        return Err(Error::Usage(format!(
                            "--letters {other}: expected alphabet or look-alike"
                        )));
                    }
                };
                let found = xref::parse_text(&Lang(lang), scheme, &in_clause, &parse);
                let rows: Vec<(String, Option<String>, &str, bool)> = found
                    .iter()
                    .map(|r| {
                        let status = lawref::analysis::check::parse_status(&corpus, &edition, r);
                        (
                            r.text.clone(),
                            r.target.map(|t| t.to_string()),
                            status,
                            r.ambiguous,
                        )
                    })
                    .collect();
                let mut out = String::new();
                if json {
                    /// One reference of `refs --parse --json`, its fields in this order.
                    #[derive(serde::Serialize)]
                    struct Row<'a> {
                        text: &'a str,
                        target: Option<&'a str>,
                        status: &'a str,
                        ambiguous: bool,
                    }
                    let v: Vec<Row> = rows
                        .iter()
                        .map(|(text, target, status, ambiguous)| Row {
                            text,
                            target: target.as_deref(),
                            status,
                            ambiguous: *ambiguous,
                        })
                        .collect();
                    out.push_str(&serde_json::to_string_pretty(&v).expect("refs serialise"));
                    out.push('\n');
                    return print_json(&out).map(|()| true);
                } else if rows.is_empty() {
                    out.push_str("no references\n");
                } else {
                    for (text, target, status, ambiguous) in rows {
                        let target = target.unwrap_or_else(|| "-".into());
                        let amb = if ambiguous { " (ambiguous letter)" } else { "" };
                        out.push_str(&format!("{text:<14} {target:<14} {status}{amb}\n"));
                    }
                }
                out
            } else {
                let Some(clause) = clause else {
                    return Err(Error::Usage(
                        "lawref refs: give a clause (68B1, 16C, 70)".into(),
                    ));
                };
                let id: lawref::ClauseId =
                    clause
                        .parse()
                        .map_err(|e: lawref::corpus::model::ClauseIdError| {
                            Error::Usage(e.to_string())
                        })?;
                let corpus = load::load_corpus(&cli.corpus)?;
                let links = xref::link(&corpus);
                let all = lawref::analysis::check::clause_refs(
                    &corpus,
                    &links,
                    id,
                    edition.as_deref(),
                    lang.as_deref(),
                );
                if all.is_empty() {
                    return Err(Error::Usage(format!(
                        "lawref refs {id}: no text in the corpus has it, and nothing cites it{}{}",
                        edition
                            .map(|e| format!(" (edition {e})"))
                            .unwrap_or_default(),
                        lang.map(|l| format!(" (language {l})")).unwrap_or_default()
                    )));
                }
                if json {
                    let out = serde_json::to_string_pretty(&all).expect("refs serialise") + "\n";
                    return print_json(&out).map(|()| true);
                } else {
                    lawref::analysis::check::format_clause_refs(&all)
                }
            };
            print_all(&out)?;
        }
        Command::Show {
            clause,
            edition,
            lang,
            any_edition,
            width,
            json,
        } => {
            let req = lawref::analysis::show::Request {
                clause,
                edition: edition.map(Edition),
                // Each language once, in the order asked (`--lang pl,pl` is `pl`).
                langs: lang.into_iter().fold(Vec::new(), |mut v, l| {
                    if !v.contains(&Lang(l.clone())) {
                        v.push(Lang(l));
                    }
                    v
                }),
                any_edition,
            };
            let shown = lawref::analysis::show::show(&cli.corpus, &req)?;
            if json {
                print_json(
                    &(serde_json::to_string_pretty(&shown).expect("a clause serialises") + "\n"),
                )?;
            } else {
                let width = width.map_or_else(terminal_width, usize::from);
                print_all(&lawref::analysis::show::format(&shown, width))?;
            }
        }
        Command::Completions { shell } => {
            use clap::CommandFactory;
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "lawref", &mut out);
            write_stdout(&String::from_utf8_lossy(&out))?;
        }
        Command::Man { subcommand } => {
            use clap::CommandFactory;
            let cmd = Cli::command();
            let page = match &subcommand {
                None => cmd,
                Some(name) => {
                    let names: Vec<String> = cmd
                        .get_subcommands()
                        .filter(|c| !c.is_hide_set())
                        .map(|c| c.get_name().to_string())
                        .collect();
                    let Some(sub) = cmd.find_subcommand(name).filter(|c| !c.is_hide_set()) else {
                        return Err(Error::Usage(format!(
                            "lawref man {name}: no such subcommand (there are: {})",
                            names.join(", ")
                        )));
                    };
                    // Its page is named lawref-<name>, as man pages of subcommands are.
                    sub.clone()
                        .display_name(format!("lawref-{name}"))
                        .bin_name(format!("lawref {name}"))
                        .version(env!("CARGO_PKG_VERSION"))
                }
            };
            let mut out = Vec::new();
            clap_mangen::Man::new(page)
                .render(&mut out)
                .map_err(|e| Error::io(std::path::Path::new("<stdout>"), e))?;
            write_stdout(&String::from_utf8_lossy(&out))?;
        }
        Command::Catalogs => {
            use lawref::site::i18n;
            let mut lines = Vec::new();
            let mut complete = true;
            for c in i18n::catalogs() {
                let lacks = i18n::missing(c);
                let n = c.ids.len();
                lines.push(if c.code == i18n::FALLBACK {
                    format!("{}: {n} messages (the fallback)", c.code)
                } else if lacks.is_empty() {
                    format!("{}: {n} messages, complete", c.code)
                } else {
                    complete = false;
                    format!(
                        "{}: {n} messages, lacks {} (shown in English): {}",
                        c.code,
                        lacks.len(),
                        lacks.join(", ")
                    )
                });
                for e in &c.errors {
                    complete = false;
                    lines.push(format!("{}: templates/i18n/{}.ftl: {e}", c.code, c.code));
                }
            }
            print_all(&(lines.join("\n") + "\n"))?;
            return Ok(complete);
        }
        Command::Export { format } => export(&cli.corpus, format)?,
        Command::Generate {
            out,
            laws,
            langs,
            editions,
            seed,
            book,
        } => {
            let spec = lawref::dev::generate::Spec {
                laws,
                langs,
                editions,
                seed,
            };
            let books = book
                .iter()
                .map(|b| {
                    let (lang, year) = b.split_once(':').unwrap_or((b, "2017"));
                    let year = year.parse().map_err(|_| {
                        lawref::Error::Usage(format!(
                            "--book {b}: give a language and an edition's year, as pl or pl:2007"
                        ))
                    })?;
                    Ok(lawref::dev::generate::BookSpec {
                        lang: lang.to_string(),
                        year,
                    })
                })
                .collect::<lawref::Result<Vec<_>>>()?;
            let s = lawref::dev::generate::generate_with_books(&spec, &books, &out)?;
            let mut said = format!(
                "generated {} texts, {} commentaries, {} clauses ({} bytes) into {}\n",
                s.texts,
                s.commentaries,
                s.clauses,
                s.bytes,
                out.display()
            );
            for b in &books {
                said.push_str(&format!("wrote {}\n", out.join(b.path()).display()));
            }
            print_all(&said)?;
        }
        Command::Diff {
            clause,
            lang,
            from,
            to,
            json,
        } => {
            let corpus = load::load_corpus(&cli.corpus)?;
            for (flag, e) in [("--from", &from), ("--to", &to)] {
                if let Some(e) = e {
                    known_edition(&corpus, flag, e)?;
                }
            }
            if let Some(l) = &lang {
                known_lang(&corpus.langs(), "--lang", l, "text")?;
            }
            let req = lawref::analysis::align::diff::Request {
                clause,
                lang: lang.map(Lang),
                from: from.map(Edition),
                to: to.map(Edition),
            };
            let diffs = lawref::analysis::align::diff::diff_request(&corpus, &req)?;
            if json {
                // One diff: the object itself (as before); several languages: a list of them.
                let out = if diffs.len() == 1 {
                    serde_json::to_string_pretty(&diffs[0])
                } else {
                    serde_json::to_string_pretty(&diffs)
                };
                print_json(&(out.expect("a diff serialises") + "\n"))?;
            } else {
                // Made safe piece by piece: the colours are lawref's own escape sequences.
                let text: Vec<String> = diffs.iter().map(|d| format_diff(d, colour())).collect();
                write_stdout(&text.join("\n"))?;
            }
        }
    }
    Ok(true)
}

/// The width to wrap `show`'s paragraphs to: the terminal's columns when standard output is a
/// terminal (20 at least), else 80.
fn terminal_width() -> usize {
    terminal_size::terminal_size_of(std::io::stdout())
        .map_or(80, |(terminal_size::Width(w), _)| usize::from(w).max(20))
}

/// Whether to colour output: standard output is a terminal and `NO_COLOR` is not set.
fn colour() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// A diff for people: a heading per row (the clause ids of both editions), then the title and
/// text with git's word-diff marks, red and green on a terminal.
fn format_diff(d: &lawref::analysis::align::diff::LawDiff, colour: bool) -> String {
    use lawref::analysis::align::diff::{Marks, Part, WORD_DIFF, marked};
    let ids = |v: &[lawref::ClauseId]| {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    // git's word-diff marks, red and green on a terminal.
    let marks = if colour {
        Marks {
            delete: ("\x1b[31m[-", "-]\x1b[0m"),
            insert: ("\x1b[32m{+", "+}\x1b[0m"),
        }
    } else {
        WORD_DIFF
    };
    // The words are the corpus's: made safe for the terminal, the marks and colours kept.
    let marked = |tokens: &[lawref::analysis::align::diff::Token]| {
        marked(tokens, &marks, |t| {
            lawref::error::terminal_text(t).into_owned()
        })
    };
    let mut out = format!("Law {} ({}), {} -> {}\n", d.law, d.lang, d.from, d.to);
    for r in &d.rows {
        let head = match &r.part {
            Part::Title => format!("{} title", d.law),
            Part::Preamble => format!("{} opening", d.law),
            Part::Closing => format!("{} closing", d.law),
            Part::Footnote(m) => format!("{} footnote {m}", d.law),
            Part::Clauses if r.from.is_empty() => format!("{} (new in {})", ids(&r.to), d.to),
            Part::Clauses if r.to.is_empty() => {
                format!("{} (deleted in {})", ids(&r.from), d.to)
            }
            Part::Clauses if r.from == r.to => ids(&r.to),
            Part::Clauses => format!("{} -> {}", ids(&r.from), ids(&r.to)),
        };
        out.push('\n');
        out.push_str(&lawref::error::terminal_text(&head));
        if !r.changed() {
            out.push_str(" (unchanged)\n");
            continue;
        }
        if r.whole {
            out.push_str(" (too different to compare word by word: replaced whole)");
        }
        out.push('\n');
        if !r.title.is_empty() {
            out.push_str(&format!("  title: {}\n", marked(&r.title)));
        }
        if !r.text.is_empty() {
            // Each paragraph on a line of its own, indented.
            out.push_str(&format!("  {}\n", marked(&r.text).replace('\n', "\n  ")));
        }
    }
    out
}

/// `Ok` when the corpus has a manifest of edition `e`; else the usage error for `flag`, listing
/// the editions it has (`--from 2011: the corpus has no such edition (it has: 2007, 2017)`).
fn known_edition(corpus: &lawref::Corpus, flag: &str, e: &str) -> Result<(), Error> {
    let editions: Vec<&str> = corpus
        .editions
        .iter()
        .map(|m| m.edition.0.as_str())
        .collect();
    lawref::analysis::show::known_edition(&editions, flag, e)
}

/// A clause id as a director types it: what search reads as a clause id (`68b2`, `68 B 2`,
/// `68D2bi`, `67В2`) or a law word and its target alone (`przepis 70D`, `Law 68`), else the
/// citation form's own error.
fn typed_clause(s: &str) -> Result<lawref::corpus::model::ClauseId, String> {
    search::query::clause_id_query(s)
        .or_else(|| {
            search::query::law_reference(s)
                .filter(|r| r.rest.is_empty())
                .map(|r| r.clause)
        })
        .map_or_else(
            || {
                s.parse::<lawref::corpus::model::ClauseId>()
                    .map_err(|e| e.to_string())
            },
            Ok,
        )
}

/// A search query with at least one character that is not white space.
fn non_empty_query(s: &str) -> Result<String, String> {
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
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("0 hits would show nothing: give 1 or more".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}

/// `Ok` when `l` is one of `langs` (the corpus's languages, sorted); else the usage error for
/// `flag`, saying the corpus has no `what` ("text", "document") in it and listing `langs`.
fn known_lang(langs: &[Lang], flag: &str, l: &str, what: &str) -> Result<(), Error> {
    lawref::analysis::show::known_lang(langs, flag, l, what)
}

/// A `--lang` value: a language code as the corpus writes it, two lower-case letters (ISO
/// 639-1), or three (ISO 639-2/3) for a language without a two-letter code
/// ([`lawref::corpus::model::Lang::is_code`]).
fn lang_code(s: &str) -> Result<String, String> {
    if Lang::is_code(s) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "{:?} is not a language code: give two lower-case letters, ISO 639-1 (pl, nl, ru, en, de, fr), or three where a language has no two-letter code",
            s
        ))
    }
}

/// An edition id as the manifests name editions: letters and digits (`2017`, `2017r2024`)
/// ([`lawref::corpus::model::Edition::is_id`]).
fn edition_id(s: &str) -> Result<String, String> {
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
fn byte_size(s: &str) -> Result<u64, String> {
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

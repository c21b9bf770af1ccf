//! lawref's fuzz harness: one libFuzzer binary with a target for each parser of outside input.
//! `LAWREF_FUZZ_TARGET` names the target (`scripts/fuzz.sh` sets it):
//!
//! | target | input | what runs |
//! |---|---|---|
//! | `import` | a flags byte (and a law byte), then a raw document's bytes | `import::import_document` |
//! | `corpus` | a corpus file's text | `load::load_document`, then import of it as a corpus file |
//! | `manifest` | an edition manifest's text (`laws/<edition>.yaml`) | `load::load_manifests` among the repository's other manifests, then every corpus file against them |
//! | `annotations` | an annotations file's text | `load::parse_annotations` against the repository's corpus, each note's HTML and plain text |
//! | `terms` | a language byte, then a term base's text | `terms::read_term_base`, then `terms::other_edition_terms` over the repository's corpus |
//! | `refs` | language, letter-scheme and clause bytes, then a text | `xref::parse_text` |
//! | `query` | language, edition and kind bytes, then a query | `index::query`'s readings and a search of the repository's corpus |
//! | `situations` | a language byte, then a situation index's text (`translations/<lang>/index.yaml`) | `situations::parse_index` against the repository's corpus |
//! | `subject-index` | a language byte, then a book's subject-index pages | `subject_index::import_bytes` (`lawref import-index`) |
//! | `serve` | the bytes a client sends on one connection | `serve::serve_connection` with `serve::app` on a built site, in process |
//! | `xliff` | a flags byte (and a law byte), then an XLIFF file's bytes | `import::import_document` of `fuzz.xlf` (`import::xliff::import`) |
//!
//! Every target checks that its input makes no panic and takes at most [`LIMIT`] (wall or CPU
//! time, measured per input; an input over it is run once more, and is a failure when it is
//! over again, so that a moment of a loaded machine is not one); the targets check their own
//! invariants besides (see each module). A failure panics, and libFuzzer saves the input.

#![no_main]

#[path = "../../it/common/accounted.rs"]
mod accounted;
mod corpus;
mod import;
mod query;
mod refs;
mod serve;
mod setup;
mod situations;
mod xliff;
mod yaml;

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The longest an input may take: 1 s.
const LIMIT: Duration = Duration::from_secs(1);

/// A target: runs one input, panicking on a failure.
type Target = fn(&[u8]);

/// The targets, by name.
const TARGETS: &[(&str, Target)] = &[
    ("import", import::run),
    ("corpus", corpus::run),
    ("manifest", yaml::manifest),
    ("annotations", yaml::annotations),
    ("terms", yaml::terms),
    ("refs", refs::run),
    ("query", query::run),
    ("serve", serve::run),
    ("situations", situations::index),
    ("subject-index", situations::subject_index),
    ("xliff", xliff::run),
];

/// The target `LAWREF_FUZZ_TARGET` names, with its one-time set-up done.
static TARGET: LazyLock<Target> = LazyLock::new(|| {
    let name = std::env::var("LAWREF_FUZZ_TARGET").unwrap_or_default();
    let Some(&(_, run)) = TARGETS.iter().find(|(n, _)| *n == name) else {
        let names: Vec<_> = TARGETS.iter().map(|(n, _)| *n).collect();
        eprintln!(
            "LAWREF_FUZZ_TARGET={name:?}: not a target; one of {}",
            names.join(", ")
        );
        std::process::exit(2);
    };
    // The set-up (a built site, an index, the corpus) is made before the first input is timed.
    setup::prepare(&name);
    // The slowest input, said when the process ends.
    extern "C" fn said() {
        eprintln!(
            "lawref-fuzz: slowest input {:.1} ms wall, {:.1} ms CPU",
            SLOWEST_WALL_US.load(Ordering::Relaxed) as f64 / 1000.0,
            SLOWEST_CPU_US.load(Ordering::Relaxed) as f64 / 1000.0
        );
    }
    // SAFETY: `said` is a plain function that only reads atomics and writes to stderr.
    unsafe { libc::atexit(said) };
    run
});

static SLOWEST_WALL_US: AtomicU64 = AtomicU64::new(0);
static SLOWEST_CPU_US: AtomicU64 = AtomicU64::new(0);

/// The process's CPU time (all threads).
fn cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Runs `run` on `data`, giving its wall and CPU time.
fn measure(run: Target, data: &[u8]) -> (Duration, Duration) {
    let (wall, cpu) = (Instant::now(), cpu_time());
    run(data);
    (wall.elapsed(), cpu_time().saturating_sub(cpu))
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let run = *TARGET;
    let (wall, cpu) = measure(run, data);
    let (wall, cpu) = if wall > LIMIT || cpu > LIMIT {
        let (w2, c2) = measure(run, data);
        assert!(
            w2 <= LIMIT && c2 <= LIMIT,
            "slow input: {wall:?} wall, {cpu:?} CPU; run again, {w2:?} wall, {c2:?} CPU (the limit is {LIMIT:?})"
        );
        (w2, c2)
    } else {
        (wall, cpu)
    };
    SLOWEST_WALL_US.fetch_max(wall.as_micros() as u64, Ordering::Relaxed);
    SLOWEST_CPU_US.fetch_max(cpu.as_micros() as u64, Ordering::Relaxed);
});

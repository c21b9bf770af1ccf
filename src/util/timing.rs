//! Stage timings for benchmarks: with `LAWREF_TIMINGS=1` in the environment, each stage a command
//! runs prints `timing: <stage> <ms> ms (<from>-<to>)` to standard error when it ends (wall time,
//! ms; `from` and `to`, ms since the first stage began, show which stages overlap). Without
//! it, nothing is printed and the cost is one environment lookup per process. The lines go above
//! the progress bars when those are shown ([`super::progress::line`]).
//!
//! Not for: measuring speed in tests (benchmarks do that: `benches/`, `scripts/bench-process.sh`).

use std::sync::OnceLock;
use std::time::Instant;

/// When the first stage began.
fn epoch() -> Instant {
    static AT: OnceLock<Instant> = OnceLock::new();
    *AT.get_or_init(Instant::now)
}

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("LAWREF_TIMINGS").is_some_and(|v| v == "1"))
}

/// Runs `f`, and when timings are on prints how long it took under `stage`.
pub fn stage<T>(stage: &str, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        return f();
    }
    let epoch = epoch();
    let start = Instant::now();
    let value = f();
    let end = Instant::now();
    super::progress::line(&format!(
        "timing: {stage} {} ms ({}-{})",
        (end - start).as_millis(),
        (start - epoch).as_millis(),
        (end - epoch).as_millis()
    ));
    value
}

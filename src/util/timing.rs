//! Stage timings for benchmarks: with `LAWREF_TIMINGS=1` in the environment, each stage a command
//! runs prints `timing: <stage> <ms> ms` to standard error when it ends (wall time, ms). Without
//! it, nothing is printed and the cost is one environment lookup per process. The lines go above
//! the progress bars when those are shown ([`super::progress::line`]).
//!
//! Not for: measuring speed in tests (benchmarks do that: `benches/`, `scripts/bench-process.sh`).

use std::sync::OnceLock;
use std::time::Instant;

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("LAWREF_TIMINGS").is_some_and(|v| v == "1"))
}

/// Runs `f`, and when timings are on prints how long it took under `stage`.
pub fn stage<T>(stage: &str, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        return f();
    }
    let start = Instant::now();
    let value = f();
    super::progress::line(&format!(
        "timing: {stage} {} ms",
        start.elapsed().as_millis()
    ));
    value
}

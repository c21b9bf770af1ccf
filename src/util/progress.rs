//! Progress of long work on a terminal: once [`show_on_terminal`] was called (`lawref build`
//! calls it), the stages draw bars on standard error with `indicatif` (the corpus read, the
//! Pagefind bundles, the pages rendered, the command line's index, the files written), redrawn
//! at most 20 times a second and cleared when each is done. When standard error is not a
//! terminal (a pipe, a file, a test, a benchmark), or nobody called it, no bar is made and
//! nothing is printed. The bars go to standard error only: what a build writes (its files, its
//! standard output) is the same byte for byte either way.
//!
//! Not for: stage timings ([`super::timing`], whose lines are printed through [`line`] so that
//! they do not cut through a bar), a command's output (the command line's `output`).

use std::io::IsTerminal as _;
use std::sync::OnceLock;
use std::time::Duration;

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Where bars are drawn, once shown; unset (no bars) until then.
static SHOWN: OnceLock<MultiProgress> = OnceLock::new();

/// Shows progress bars on standard error from now on, for the rest of the process, when it is
/// a terminal. Returns whether it is (and bars will be drawn).
pub(crate) fn show_on_terminal() -> bool {
    std::io::stderr().is_terminal() && show_on(ProgressDrawTarget::stderr())
}

/// Shows progress bars on `target` from now on; `false` when bars were already shown somewhere.
pub(crate) fn show_on(target: ProgressDrawTarget) -> bool {
    SHOWN.set(MultiProgress::with_draw_target(target)).is_ok()
}

/// One piece of long work on the terminal: a bar counting steps, or a spinner. Cleared from the
/// terminal when dropped (done, or given up on an error). Without a terminal it is hidden and
/// each step costs one atomic add.
pub(crate) struct Bar(ProgressBar);

impl Bar {
    /// One step done.
    pub(crate) fn inc(&self) {
        self.0.inc(1);
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}

/// A bar of `len` steps labelled `what` (`pages`, `bundles`, `index`), with the count and the
/// time since it began: `   pages [=====>     ] 5210/12352 0:41`. Hidden when bars are not
/// shown or there is nothing to count (`len` 0).
pub(crate) fn bar(what: &str, len: usize) -> Bar {
    let Some(multi) = SHOWN.get().filter(|_| len > 0) else {
        return Bar(ProgressBar::hidden());
    };
    let style =
        ProgressStyle::with_template("{prefix:>8} [{bar:32}] {pos}/{len} {elapsed_precise}")
            .expect("the template is valid")
            .progress_chars("=> ");
    let bar = ProgressBar::new(len as u64)
        .with_style(style)
        .with_prefix(what.to_string());
    Bar(multi.add(bar))
}

/// A spinner labelled `what` (`corpus`, `writing`): for work whose steps are not counted.
/// Hidden when bars are not shown.
pub(crate) fn spinner(what: &str) -> Bar {
    let Some(multi) = SHOWN.get() else {
        return Bar(ProgressBar::hidden());
    };
    let style = ProgressStyle::with_template("{prefix:>8} {spinner} {elapsed_precise}")
        .expect("the template is valid")
        .tick_chars("-\\|/ ");
    let bar = multi.add(
        ProgressBar::new_spinner()
            .with_style(style)
            .with_prefix(what.to_string()),
    );
    bar.enable_steady_tick(Duration::from_millis(100));
    Bar(bar)
}

/// Prints `text` and a newline on standard error, above the bars when they are shown.
pub(crate) fn line(text: &str) {
    match SHOWN.get() {
        Some(multi) => {
            // The terminal is gone: the line is lost with the bars.
            let _ = multi.println(text);
        }
        None => eprintln!("{text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_are_hidden_until_shown() {
        // The unit tests never show bars (standard error is captured, not a terminal).
        let bar = bar("pages", 3);
        assert!(bar.0.is_hidden());
        bar.inc();
        assert_eq!(bar.0.position(), 1);
        assert!(spinner("corpus").0.is_hidden());
    }
}

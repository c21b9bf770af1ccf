//! `lawref catalogs`: the interface's message catalogs and what each lacks.
//!
//! Not for: the work itself (the stages in [`crate::corpus`], [`crate::analysis`] and the
//! others); this file wires them and prints.

use super::output::print_all;
use crate::Error;

/// Runs `lawref catalogs`; `Ok(false)` when it ran but found errors.
pub(crate) fn run() -> Result<bool, Error> {
    use crate::site::i18n;
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
    Ok(complete)
}

//! The build script: lists the interface's message catalogs, `templates/i18n/<lang>.ftl`, into
//! `$OUT_DIR/catalogs.rs` (each file's language code and its text, `include_str!`ed), which
//! `src/site/i18n.rs` includes. Cargo runs it again when a file in that folder is added,
//! changed or removed, so adding a language's interface is adding one file.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("templates")
        .join("i18n");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut found: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| {
            let path = e.ok()?.path();
            let code = path
                .file_name()?
                .to_str()?
                .strip_suffix(".ftl")?
                .to_string();
            Some((code, path.display().to_string()))
        })
        .collect();
    found.sort();
    let mut out = String::from(
        "/// The catalogs in templates/i18n/: (file stem, text), by stem.\npub(crate) const CATALOGS: &[(&str, &str)] = &[\n",
    );
    for (code, path) in &found {
        let _ = writeln!(out, "    ({code:?}, include_str!({path:?})),");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("catalogs.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

//! The build script: lists the interface's message catalogs, `templates/i18n/<lang>.ftl`, into
//! `$OUT_DIR/catalogs.rs` (each file's language code and its text, `include_str!`ed), which
//! `src/site/i18n.rs` includes. Cargo runs it again when a file in that folder is added,
//! changed or removed, so adding a language's interface is adding one file.
//!
//! It also lists every file under `templates/` (the page templates askama compiles, the
//! scripts, the style sheet, the icons, the catalogs) into `$OUT_DIR/templates.rs`, each
//! `include_bytes!`ed, for `src/site/incremental.rs` to hash into the build state's header: a
//! lawref built from changed templates at the same version then builds the site whole, where it
//! once said the site was up to date.
//!
//! And it writes `$OUT_DIR/sources.rs`: `SOURCES_HASH`, a 64-bit FNV-1a hash of every file under
//! `src/` and of `Cargo.lock` (each path and its bytes, in path order), which the build state's
//! header and every rebuild key hold too: a lawref whose code or dependencies changed at the same
//! version builds the site whole, where it kept the pages its old code rendered.

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
    write_list(
        "catalogs.rs",
        "/// The catalogs in templates/i18n/: (file stem, text), by stem.\npub(crate) const CATALOGS: &[(&str, &str)]",
        "include_str",
        &found,
    );
    templates();
    sources();
}

/// Writes `$OUT_DIR/sources.rs`: the FNV-1a hash of every file under `src/` and of `Cargo.lock`
/// (each relative path and its bytes, with their lengths, in byte order of the path).
fn sources() {
    let root =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).to_path_buf();
    let src = root.join("src");
    println!("cargo:rerun-if-changed={}", src.display());
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.lock").display()
    );
    let mut named = files_under(&src, &root);
    named.push(("Cargo.lock".to_string(), root.join("Cargo.lock")));
    named.sort();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |bytes: &[u8]| {
        for b in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for (rel, path) in &named {
        feed(rel.as_bytes());
        // A missing Cargo.lock (a crate used as a dependency) hashes as empty.
        feed(&std::fs::read(path).unwrap_or_default());
    }
    let out = format!(
        "/// FNV-1a of every file under src/ and of Cargo.lock (build script).\npub(crate) const SOURCES_HASH: u64 = 0x{h:016x};\n"
    );
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("sources.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// Writes `$OUT_DIR/templates.rs`: every file under `templates/`, by path relative to it (`/`
/// between folders), in byte order of that path.
fn templates() {
    let dir =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("templates");
    println!("cargo:rerun-if-changed={}", dir.display());
    let files: Vec<(String, String)> = files_under(&dir, &dir)
        .into_iter()
        .map(|(rel, path)| (rel, path.display().to_string()))
        .collect();
    write_list(
        "templates.rs",
        "/// Every file under templates/: (path relative to it, bytes), by path.\npub(crate) const TEMPLATE_FILES: &[(&str, &[u8])]",
        "include_bytes",
        &files,
    );
}

/// Every file under `dir`, each with its path relative to `base` (`/` between folders), in byte
/// order of that path.
fn files_under(dir: &Path, base: &Path) -> Vec<(String, std::path::PathBuf)> {
    let mut files = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = e.unwrap_or_else(|e| panic!("{}: {e}", d.display())).path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let rel = path
                    .strip_prefix(base)
                    .expect("under its base")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                files.push((rel, path));
            }
        }
    }
    files.sort();
    files
}

/// Writes `$OUT_DIR/<file>`: the constant `declaration` as a list of (name, `include(path)`),
/// one per entry of `entries` (name, path), in their order.
fn write_list(file: &str, declaration: &str, include: &str, entries: &[(String, String)]) {
    let mut out = format!("{declaration} = &[\n");
    for (name, path) in entries {
        let _ = writeln!(out, "    ({name:?}, {include}!({path:?})),");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join(file);
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

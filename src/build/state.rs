//! The build's state: what the last build left in the site folder (the file
//! [`STATE_FILE`]), so a rebuild renders only the parts whose key changed and finds the files
//! changed by hand: the corpus fingerprint and site address it was built from, and each part
//! ([`crate::site::incremental::Part`]) with its key and files, each file with its size and
//! 64-bit hash ([`FileSum`]).
//!
//! Not for: the parts and their keys ([`crate::site::incremental`]), writing the files
//! ([`super::write`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::site::incremental::{Part, sources_hash, templates_hash};
use crate::site::routes::STATE_FILE;
pub use crate::util::hash::FileSum;

/// The first line of [`STATE_FILE`]: its format and the lawref version that wrote it. A state of
/// another format or version is not trusted: the site is then built whole. Format 2: permalinks
/// are files (`2017/pl/68B2.html`), where format 1 made a folder each. Format 3: each file with
/// its size and CRC-32. Format 4: no permalink files (a clause's short address is read through
/// `<edition>/<lang>/clauses.json`). Format 5: keys, sums and checksums made with the one stable
/// hasher ([`crate::util::hash`]), each file's sum in 16 hex digits. Format 6: the header holds
/// a checksum of every file under `templates/` the binary was built from ([`templates_hash`]:
/// the page templates, scripts, style sheet, icons and the interface's catalogs, which every
/// page reads), so that a lawref built from changed templates, at the same version, builds the
/// site whole; format 5 held a checksum of the catalogs alone. Format 7: the header also holds
/// the hash of lawref's code and dependencies ([`sources_hash`]: every file under `src/` and
/// `Cargo.lock`), so a lawref whose rendering code changed at the same version builds the site
/// whole.
pub(crate) fn state_header() -> String {
    format!(
        "lawref-build 7 lawref {} templates {:016x} code {:016x}",
        env!("CARGO_PKG_VERSION"),
        templates_hash(),
        sources_hash()
    )
}

/// What the last build left: the corpus and site address it was built from, and for each part,
/// its key (none for the parts always rendered) and its files (site-relative, `/`-separated).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct State {
    /// The fingerprint of the corpus the site was built from ([`crate::build::fingerprint`]).
    pub corpus: String,
    /// The site's public address it was built with (`LAWREF_SITE_URL`, empty when unset).
    pub site_url: String,
    /// Part name → (key, files).
    pub parts: BTreeMap<String, (Option<u128>, Vec<String>)>,
    /// Each file's size and hash as written (a file the parts list and this lacks is taken
    /// for changed).
    pub sums: BTreeMap<String, FileSum>,
}

impl State {
    /// The files the site has by this state: every part's.
    pub fn files(&self) -> BTreeSet<String> {
        self.parts
            .values()
            .flat_map(|(_, files)| files.iter().cloned())
            .collect()
    }

    /// Records a part with its key and the files it rendered.
    pub fn insert(&mut self, part: &Part<'_>, key: Option<u128>, files: &[String]) {
        self.parts.insert(part.name(), (key, files.to_vec()));
    }

    /// Records files made from the whole site after the parts (`sitemap.xml`, `sw.js`), under
    /// the name `index`, with no key: made on every build.
    pub(crate) fn insert_index(&mut self, files: &[String]) {
        self.parts.insert("index".into(), (None, files.to_vec()));
    }

    /// Reads the state in site folder `out`; `None` when there is none, or it was written by
    /// another format or version of lawref, or it cannot be read as one.
    pub fn read(out: &Path) -> Option<State> {
        // A regular file of at most 1 GiB (a device or FIFO put there is not read).
        let bytes = crate::util::fsio::read_regular_within(&out.join(STATE_FILE), 1 << 30).ok()?;
        let text = String::from_utf8(bytes).ok()?;
        let mut lines = text.lines();
        if lines.next()? != state_header() {
            return None;
        }
        let corpus = lines.next()?.strip_prefix("corpus ")?.to_string();
        let site_url = lines
            .next()?
            .strip_prefix("site-url")?
            .trim_start()
            .to_string();
        let mut parts: BTreeMap<String, (Option<u128>, Vec<String>)> = BTreeMap::new();
        let mut sums = BTreeMap::new();
        let mut current: Option<String> = None;
        for line in lines {
            if let Some(entry) = line.strip_prefix("  ") {
                let mut fields = entry.splitn(3, ' ');
                let (size, hash, file) = (fields.next()?, fields.next()?, fields.next()?);
                if let (Ok(size), Ok(hash)) = (size.parse(), u64::from_str_radix(hash, 16)) {
                    sums.insert(file.to_string(), FileSum { size, hash });
                }
                parts.get_mut(current.as_ref()?)?.1.push(file.to_string());
            } else {
                let (key, name) = line.split_once(' ')?;
                let key = match key {
                    "-" => None,
                    k => Some(u128::from_str_radix(k, 16).ok()?),
                };
                parts.insert(name.to_string(), (key, Vec::new()));
                current = Some(name.to_string());
            }
        }
        Some(State {
            corpus,
            site_url,
            parts,
            sums,
        })
    }

    /// The text of [`STATE_FILE`]: the header, `corpus <fingerprint>`, `site-url <address>`, then
    /// per part `<key in hex, or -> <name>` and its files, one a line, indented by two spaces,
    /// each as `<size> <hash in 16 hex digits> <path>` (`- - <path>` where its sum is not known).
    pub fn text(&self) -> String {
        let mut out = state_header();
        out.push('\n');
        out.push_str(&format!("corpus {}\n", self.corpus));
        out.push_str(&format!("site-url {}\n", self.site_url));
        for (name, (key, files)) in &self.parts {
            match key {
                Some(k) => out.push_str(&format!("{k:032x} {name}\n")),
                None => out.push_str(&format!("- {name}\n")),
            }
            for f in files {
                match self.sums.get(f) {
                    Some(sum) => out.push_str(&format!("  {} {:016x} ", sum.size, sum.hash)),
                    None => out.push_str("  - - "),
                }
                out.push_str(f);
                out.push('\n');
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::incremental::TEMPLATE_FILES;

    #[test]
    fn state_text_reads_back() {
        let mut s = State {
            corpus: "lawref-index-3 00ff".into(),
            ..State::default()
        };
        s.parts.insert(
            "2017/pl/68/".into(),
            (Some(0xabc), vec!["2017/pl/68/index.html".into()]),
        );
        s.parts.insert(
            "pagefind/pl/".into(),
            (Some(7), vec!["pagefind/pl/pagefind.js".into()]),
        );
        s.parts.insert(
            "home".into(),
            (None, vec!["index.html".into(), "sitemap.xml".into()]),
        );
        for (f, bytes) in [
            ("2017/pl/68/index.html", &b"<p>68</p>"[..]),
            ("index.html", b""),
            ("sitemap.xml", b"<urlset/>"),
            ("pagefind/pl/pagefind.js", b"x"),
        ] {
            s.sums.insert(f.into(), FileSum::of(bytes));
        }
        let text = s.text();
        assert_eq!(
            text.lines().skip(1).collect::<Vec<_>>(),
            [
                "corpus lawref-index-3 00ff",
                "site-url ",
                "00000000000000000000000000000abc 2017/pl/68/",
                "  9 84c1a0a7ff1fa709 2017/pl/68/index.html",
                "- home",
                "  0 2d06800538d394c2 index.html",
                "  9 1ffee46a8aae79e0 sitemap.xml",
                "00000000000000000000000000000007 pagefind/pl/",
                "  1 eaf06c6480b2cd11 pagefind/pl/pagefind.js",
            ]
        );
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(STATE_FILE), &text).unwrap();
        assert_eq!(State::read(dir.path()), Some(s));
        std::fs::write(
            dir.path().join(STATE_FILE),
            text.replace("lawref-build 7", "x"),
        )
        .unwrap();
        assert_eq!(State::read(dir.path()), None);
    }

    /// The header's templates checksum is of every file under `templates/` as it is on disk
    /// (the build script missed none), and a state whose checksum differs (a site built by a
    /// lawref with other templates, at the same version) is not trusted.
    #[test]
    fn a_state_from_other_templates_is_not_trusted() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
        let mut on_disk: Vec<(String, Vec<u8>)> = walkdir::WalkDir::new(&root)
            .into_iter()
            .map(Result::unwrap)
            .filter(|e| e.file_type().is_file())
            .map(|e| {
                let rel = e.path().strip_prefix(&root).unwrap().to_str().unwrap();
                (rel.replace('\\', "/"), std::fs::read(e.path()).unwrap())
            })
            .collect();
        on_disk.sort();
        let embedded: Vec<(String, Vec<u8>)> = TEMPLATE_FILES
            .iter()
            .map(|(p, b)| ((*p).to_string(), b.to_vec()))
            .collect();
        assert_eq!(
            embedded.iter().map(|f| &f.0).collect::<Vec<_>>(),
            on_disk.iter().map(|f| &f.0).collect::<Vec<_>>()
        );
        assert!(
            embedded == on_disk,
            "templates changed on disk since the build"
        );
        assert!(on_disk.iter().any(|f| f.0 == "law.html"));
        assert!(on_disk.iter().any(|f| f.0 == "icons/favicon.ico"));
        let header = state_header();
        let ours = format!(" templates {:016x}", templates_hash());
        assert!(header.contains(&ours), "{header}");
        assert!(
            header.ends_with(&format!(" code {:016x}", sources_hash())),
            "{header}"
        );
        let s = State::default();
        let text = s.text();
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(STATE_FILE), &text).unwrap();
        assert_eq!(State::read(dir.path()), Some(s.clone()));
        let other = format!(" templates {:016x}", templates_hash() ^ 1);
        std::fs::write(dir.path().join(STATE_FILE), text.replace(&ours, &other)).unwrap();
        assert_eq!(State::read(dir.path()), None);
    }
}

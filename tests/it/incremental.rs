//! `lawref build` on a site it built before: it renders only what a change touches, leaves other
//! files untouched, gives the same bytes as a clean build, and a build that fails leaves the old
//! site as it was.

use crate::common;

use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use common::{corpus_copy, lawref};

/// Every file of the site by relative path: its bytes, inode and modification time (ns).
type Snapshot = BTreeMap<String, (Vec<u8>, u64, i128)>;

fn snapshot(dir: &Path) -> Snapshot {
    let mut out = BTreeMap::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.unwrap();
        if e.file_type().is_file() {
            let rel = e
                .path()
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let m = e.metadata().unwrap();
            let mtime = i128::from(m.mtime()) * 1_000_000_000 + i128::from(m.mtime_nsec());
            out.insert(rel, (std::fs::read(e.path()).unwrap(), m.ino(), mtime));
        }
    }
    out
}

fn bytes(s: &Snapshot) -> BTreeMap<&str, &[u8]> {
    s.iter()
        .map(|(k, v)| (k.as_str(), v.0.as_slice()))
        .collect()
}

/// The files whose bytes, inode or time differ between two snapshots, or that only one has.
fn touched(before: &Snapshot, after: &Snapshot) -> Vec<String> {
    let mut keys: Vec<&String> = before.keys().chain(after.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| before.get(*k) != after.get(*k))
        .cloned()
        .collect()
}

fn build(corpus: &Path, out: &Path) -> String {
    let o = lawref(corpus, &["build", "--out", out.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        o.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    stdout
}

fn edit(corpus: &Path, rel: &str, from: &str, to: &str) {
    let path = corpus.join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{rel} lacks {from:?}");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

/// After each change, the site rebuilt in place equals a clean build of the same corpus, byte
/// for byte (the build state included).
fn assert_same_as_clean(corpus: &Path, site: &Path, what: &str) -> Snapshot {
    let clean = tempfile::tempdir().unwrap();
    let clean_site = clean.path().join("site");
    // Clean: every document parsed, none taken from what the last build kept.
    let _ = std::fs::remove_file(corpus.join(".lawref/documents"));
    build(corpus, &clean_site);
    let rebuilt = snapshot(site);
    let fresh = snapshot(&clean_site);
    let (a, b) = (bytes(&rebuilt), bytes(&fresh));
    let differ: Vec<&&str> = a
        .keys()
        .chain(b.keys())
        .filter(|k| a.get(**k) != b.get(**k))
        .collect();
    assert!(
        differ.is_empty(),
        "{what}: differ from a clean build: {differ:?}"
    );
    rebuilt
}

/// Each keyed part's key in the site's build state (`.lawref-build`): part name → key.
fn part_keys(site: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(site.join(".lawref-build"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| l.split_once(' '))
        .filter(|(key, _)| key.len() == 32 && key.chars().all(|c| c.is_ascii_hexdigit()))
        .map(|(key, name)| (name.to_string(), key.to_string()))
        .collect()
}

#[test]
fn a_rebuild_renders_only_what_a_change_touches_and_equals_a_clean_build() {
    let corpus = common::corpus_with_examples();
    let root = corpus.path();
    // The errata test fixture too (tests/fixtures/errata/: not a real erratum), so the site has
    // every kind of page.
    let manifest = root.join("laws/2017.yaml");
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    text.push_str(&String::from_utf8(common::fixture("errata/2017-errata.yaml")).unwrap());
    std::fs::write(&manifest, text).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    assert!(build(root, &site).starts_with("built "));
    let first = snapshot(&site);
    // Every kind of page is here, so each comparison with a clean build below covers them all:
    // home, contents, law, parallel, diff, "what changed", A–Z, errata, coverage, search, 404.
    for page in [
        "index.html",
        "2017/pl/index.html",
        "2017/pl/68/index.html",
        "2017/68/index.html",
        "diff/pl/68/2007-2017/index.html",
        "2017/pl/changes/index.html",
        "2017/pl/situations/index.html",
        "2017/pl/errata/index.html",
        "coverage/index.html",
        "search/index.html",
        "404.html",
    ] {
        assert!(first.contains_key(page), "{page}");
    }
    // Each part with a view has a key; the others are rendered on every build.
    let keys = part_keys(&site);
    for part in [
        "home",
        "coverage/",
        "2017/pl/68/",
        "2017/68/",
        "changes/pl",
        "pagefind/pl/",
    ] {
        assert!(keys.contains_key(part), "{part}");
    }
    for part in ["assets", "contents", "search"] {
        assert!(!keys.contains_key(part), "{part}");
    }

    // Nothing changed: nothing to do, nothing touched.
    assert_eq!(
        build(root, &site),
        format!("{} is up to date\n", site.display())
    );
    assert_eq!(touched(&first, &snapshot(&site)), Vec::<String>::new());

    // Words of one law text: that law's pages (and its parallel page's CSV download), its
    // language's search bundle, the offline packs of that language (they list the pages' and
    // the bundle's sizes and sums) and the service worker's version, nothing else.
    edit(
        root,
        "translations/pl/2017/70.md",
        "Sędzia postępuje, jak określono poniżej.",
        "Sędzia postępuje tak, jak określono poniżej.",
    );
    let keys_before = part_keys(&site);
    let out = build(root, &site);
    assert!(out.contains(" removed)"), "{out}");
    // A language's "what changed" pages are a part keyed by its texts: the Polish ones are
    // rendered again, the Dutch ones are not (they once were, on every build).
    let keys_after = part_keys(&site);
    let changed: Vec<&str> = keys_after
        .iter()
        .filter(|(part, key)| keys_before.get(*part) != Some(*key))
        .map(|(part, _)| part.as_str())
        .collect();
    // Keys from views (`site::view`): the parts whose view holds the Polish 2017 text of Law
    // 70 — its own page and parallel page; the pages of Law 68 that preview it (68 cites 70) or
    // list its back-links (2017/pl/68); the Polish bundle and "what changed" pages. The 2007
    // pages of Law 68 in Dutch, Polish and Russian read no 2017 text of Law 70: their keys
    // stay (they were rendered again while a law's key covered every text of the law).
    assert_eq!(
        changed,
        [
            "2007/68/",
            "2017/68/",
            "2017/70/",
            "2017/pl/68/",
            "2017/pl/70/",
            "changes/pl",
            "diff/pl/68/2007-2017/",
            "pagefind/pl/",
        ]
    );
    for kept in ["2007/nl/68/", "2007/pl/68/", "2007/ru/68/", "2007/ru/67/"] {
        assert_eq!(keys_before[kept], keys_after[kept], "{kept}");
    }
    assert_ne!(keys_before["changes/pl"], keys_after["changes/pl"]);
    assert_eq!(keys_before["changes/nl"], keys_after["changes/nl"]);
    assert_eq!(keys_before["pagefind/nl/"], keys_after["pagefind/nl/"]);
    let after = assert_same_as_clean(root, &site, "words of 2017/pl/70");
    let pages: Vec<String> = touched(&first, &after)
        .into_iter()
        .filter(|f| !f.starts_with("pagefind/"))
        .collect();
    assert_eq!(
        pages,
        [
            ".lawref-build",
            ".lawref-references",
            "2007/pl/offline.json",
            "2017/70/index.html",
            "2017/70/lawref-70-2017.csv",
            "2017/pl/70/index.html",
            "2017/pl/offline.json",
            "search/forms.json",
            "sw.js",
        ]
    );
    let bundles: Vec<String> = touched(&first, &after)
        .into_iter()
        .filter_map(|f| f.strip_prefix("pagefind/").map(|f| f[..2].to_string()))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(bundles, ["pl"]);

    // A reference changed (Law 70 cites 68 now): the back-links of Law 68 follow.
    edit(
        root,
        "translations/pl/2017/70.md",
        "ustala wynik rozdania",
        "ustala (zob. przepis 68B) wynik rozdania",
    );
    build(root, &site);
    let after = assert_same_as_clean(root, &site, "a new reference to 68B");
    let page = String::from_utf8(after["2017/pl/68/index.html"].0.clone()).unwrap();
    assert!(
        page.contains("70A (pl 2017)"),
        "no back-link from 70A on 68"
    );

    // A clause added, a document removed, a note added: every page may change; still the same
    // bytes as a clean build.
    edit(
        root,
        "translations/pl/2017/70.md",
        "## B. Powtórzenie oświadczenia",
        "## B. Powtórzenie oświadczenia\n\n4. Nowy punkt.",
    );
    build(root, &site);
    assert_same_as_clean(root, &site, "a clause added");
    std::fs::remove_file(root.join("translations/nl/2007/68.md")).unwrap();
    build(root, &site);
    let after = assert_same_as_clean(root, &site, "a document removed");
    assert!(!after.contains_key("2007/nl/68/index.html"));
    let notes = root.join("translations/annotations/examples.yaml");
    let mut text = std::fs::read_to_string(&notes).unwrap();
    text.push_str(
        "\n- clause: 70B1\n  editions: 2017\n  lang: en\n  source: test\n  text: A new note.\n",
    );
    std::fs::write(&notes, text).unwrap();
    build(root, &site);
    assert_same_as_clean(root, &site, "a note added");

    // A file put into the site, or one deleted from it (a page, a search file): put right.
    std::fs::write(site.join("stray.html"), "not lawref's").unwrap();
    std::fs::remove_file(site.join("2017/pl/68/index.html")).unwrap();
    std::fs::remove_file(site.join("pagefind/pl/pagefind.js")).unwrap();
    build(root, &site);
    assert!(!site.join("stray.html").exists());
    assert_same_as_clean(root, &site, "a stray file and missing ones");

    // A folder of the site replaced by a symbolic link to a folder elsewhere: the site is built
    // whole again, and nothing is written through the link.
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::rename(site.join("2017"), elsewhere.path().join("2017")).unwrap();
    std::os::unix::fs::symlink(elsewhere.path().join("2017"), site.join("2017")).unwrap();
    let outside = snapshot(elsewhere.path());
    edit(
        root,
        "translations/pl/2017/70.md",
        "Sędzia postępuje tak, jak",
        "Sędzia postępuje, jak",
    );
    build(root, &site);
    assert!(
        !std::fs::symlink_metadata(site.join("2017"))
            .unwrap()
            .is_symlink()
    );
    assert_eq!(
        touched(&outside, &snapshot(elsewhere.path())),
        Vec::<String>::new()
    );
    assert_same_as_clean(root, &site, "a folder of the site made a symbolic link");

    // Editors' working files beside a law (a swap file, a backup, an autosave) are not corpus
    // files: nothing to do.
    for name in [".70.md.swp", "70.md~", "#70.md#"] {
        std::fs::write(root.join("translations/pl/2017").join(name), "draft").unwrap();
    }
    assert_eq!(
        build(root, &site),
        format!("{} is up to date\n", site.display())
    );
}

#[test]
fn the_site_address_and_texts_behind_symbolic_links_count_as_changes() {
    let corpus = corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build(root, &site);

    // LAWREF_SITE_URL gives the sitemap's addresses: a new one is a change.
    let with_url = |out: &Path| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
            .arg("--corpus")
            .arg(root)
            .args(["build", "--out"])
            .arg(out)
            .env("LAWREF_SITE_URL", "https://example.org/laws/")
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    with_url(&site);
    let sitemap = std::fs::read_to_string(site.join("sitemap.xml")).unwrap();
    assert!(
        sitemap.contains("<loc>https://example.org/laws/2017/pl/70/index.html</loc>"),
        "{sitemap}"
    );
    // And every page's hreflang links (absolute), so a rebuild with an address renders all.
    assert!(
        std::fs::read_to_string(site.join("2007/pl/68/index.html"))
            .unwrap()
            .contains(r#"<link rel="alternate" hreflang="nl" href="https://example.org/laws/2007/nl/68/index.html">"#)
    );
    let clean = tmp.path().join("clean");
    with_url(&clean);
    assert_eq!(bytes(&snapshot(&site)), bytes(&snapshot(&clean)));

    // A language folder that is a symbolic link to texts kept elsewhere in the corpus folder: an
    // edit there is seen. (A link leading out of the corpus is refused: tests/it/safety.rs.)
    let elsewhere = root.join("pl-texts");
    std::fs::rename(root.join("translations/pl"), &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, root.join("translations/pl")).unwrap();
    build(root, &site);
    edit(
        &elsewhere,
        "2017/70.md",
        "Sędzia postępuje, jak określono poniżej.",
        "Sędzia postępuje tak, jak określono poniżej.",
    );
    let out = build(root, &site);
    assert!(out.starts_with("built "), "{out}");
    let page = std::fs::read_to_string(site.join("2017/pl/70/index.html")).unwrap();
    assert!(page.contains("Sędzia postępuje tak, jak"));
}

#[test]
fn a_build_that_fails_leaves_the_old_site_as_it_was() {
    let corpus = corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build(root, &site);

    // A corpus file that does not load: an error naming it, the site untouched.
    let before = snapshot(&site);
    edit(root, "translations/pl/2017/70.md", "law: 70", "law: [70");
    let o = lawref(root, &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("translations/pl/2017/70.md"), "{err}");
    assert_eq!(touched(&before, &snapshot(&site)), Vec::<String>::new());
    edit(root, "translations/pl/2017/70.md", "law: [70", "law: 70");

    // A page that cannot be written (a folder stands in its place), after other pages changed:
    // the error names it, and no file of the site changed.
    edit(
        root,
        "translations/pl/2017/70.md",
        "Sędzia postępuje, jak określono poniżej.",
        "Sędzia postępuje tak, jak określono poniżej.",
    );
    let page = site.join("2017/pl/70/index.html");
    std::fs::remove_file(&page).unwrap();
    std::fs::create_dir(&page).unwrap();
    std::fs::write(page.join("keep"), "in the way").unwrap();
    let before = snapshot(&site);
    let o = lawref(root, &["build", "--out", site.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("2017/pl/70/index.html"), "{err}");
    assert_eq!(touched(&before, &snapshot(&site)), Vec::<String>::new());
    // Nothing left behind in the site's parent or its folders.
    let names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["site"]);

    // With the way cleared, the next build puts the site right.
    std::fs::remove_dir_all(&page).unwrap();
    build(root, &site);
    assert_same_as_clean(root, &site, "after a failed build");
}

#[test]
fn a_change_to_a_cited_clause_renews_its_preview_on_the_citing_laws_pages() {
    let corpus = corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    edit(
        root,
        "translations/pl/2017/68.md",
        "stosuje się przepis 69.",
        "stosuje się przepis 69 i przepis 70A.",
    );
    build(root, &site);
    let preview = |site: &Path| {
        let page = std::fs::read_to_string(site.join("2017/pl/68/index.html")).unwrap();
        let at = page.find("<b>70A</b>").expect("a preview of 70A");
        page[at..at + 60].to_string()
    };
    assert!(preview(&site).starts_with("<b>70A</b> Ogólny cel Rozstrzygając kwestię spornej"));
    // Only Law 70's words change: Law 68's page shows them in its preview of 70A.
    edit(
        root,
        "translations/pl/2017/70.md",
        "Rozstrzygając kwestię spornej",
        "ZMIANA Rozstrzygając kwestię spornej",
    );
    build(root, &site);
    assert!(
        preview(&site).starts_with("<b>70A</b> Ogólny cel ZMIANA Rozstrzygając"),
        "{}",
        preview(&site)
    );
    assert_same_as_clean(root, &site, "a cited clause changed");
}

#[test]
fn a_rebuild_that_writes_thousands_of_files_holds_few_open() {
    // A generated corpus of some 3,000 site files; its search bundles deleted, a rebuild writes
    // them all again at once, with at most 64 files open.
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("corpus");
    let o = lawref(
        &root,
        &[
            "generate",
            "--out",
            root.to_str().unwrap(),
            "--laws",
            "30",
            "--langs",
            "6",
            "--editions",
            "2",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let site = tmp.path().join("site");
    build(&root, &site);
    // Every folder of the site (its pages and search bundles; a Pagefind record is a law
    // page, not a clause, so the bundles alone are too few files).
    for e in std::fs::read_dir(&site).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            std::fs::remove_dir_all(e.path()).unwrap();
        }
    }
    let gone = snapshot(&site);
    let o = std::process::Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -n 64 && exec "$0" --corpus "$1" build --out "$2""#)
        .arg(env!("CARGO_BIN_EXE_lawref"))
        .arg(&root)
        .arg(&site)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let written = snapshot(&site).len() - gone.len();
    assert!(written > 1000, "{written} files written again");
    assert_same_as_clean(&root, &site, "the pages and search bundles written again");
}

/// A rebuild reuses the references the last build found in each unchanged document
/// (`.lawref-references` beside the build state) and finds them again in a changed one: a
/// reference changed in a text links to its new target, and kept references that are damaged
/// are not used; each rebuild equals a clean build, the kept references included.
#[test]
fn a_rebuild_finds_references_again_only_in_changed_texts_and_never_trusts_damaged_ones() {
    let corpus = common::corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build(root, &site);
    let kept = site.join(".lawref-references");
    assert!(
        std::fs::read(&kept)
            .unwrap()
            .starts_with(b"lawref-references 1\n")
    );
    let page = site.join("2017/pl/68/index.html");
    // Law 16 has no text here: its clauses are cited as missing, by name.
    let links_to = |target: &str| {
        std::fs::read_to_string(&page)
            .unwrap()
            .contains(&format!("przepis <span class=\"ref-missing\" title=\"Tekstu przepisu 16 (2017) nie ma jeszcze na tej stronie\">{target}</span>"))
    };
    assert!(links_to("16C") && !links_to("16D"));
    edit(
        root,
        "translations/pl/2017/68.md",
        "przepis 16C",
        "przepis 16D",
    );
    assert!(build(root, &site).starts_with("built "));
    assert!(links_to("16D") && !links_to("16C"));
    assert_same_as_clean(root, &site, "a reference changed");
    // Damaged kept references: a byte of the last reference flipped (its checksum no longer
    // holds), then a file cut short; the next rebuilds find every reference again.
    let good = std::fs::read(&kept).unwrap();
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 1;
    std::fs::write(&kept, &flipped).unwrap();
    edit(
        root,
        "translations/pl/2017/68.md",
        "przepis 16D",
        "przepis 16C",
    );
    build(root, &site);
    assert!(links_to("16C"));
    assert_same_as_clean(root, &site, "damaged kept references");
    std::fs::write(&kept, &good[..good.len() / 2]).unwrap();
    edit(
        root,
        "translations/pl/2017/70.md",
        "## A. Ogólny cel",
        "## A. Ogólny  cel",
    );
    build(root, &site);
    assert_same_as_clean(root, &site, "kept references cut short");
}

/// A rebuild takes each document whose text is the same as the last build parsed it
/// (`<corpus>/.lawref/documents`), and never one it parsed from another text, under other
/// manifests, or from a damaged file: each rebuild equals a clean build, and a manifest that
/// makes a kept document wrong fails the build as it fails a clean one.
#[test]
fn a_rebuild_takes_unchanged_documents_as_parsed_and_never_stale_or_damaged_ones() {
    let corpus = common::corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build(root, &site);
    let kept = root.join(".lawref/documents");
    let good = std::fs::read(&kept).unwrap();
    assert!(good.starts_with(b"lawref-documents 1\n"));
    // A changed text is parsed again: its new words are on its page.
    edit(
        root,
        "translations/pl/2017/70.md",
        "## A. Ogólny cel",
        "## A. Ogólny zamiar",
    );
    assert!(build(root, &site).starts_with("built "));
    let page = std::fs::read_to_string(site.join("2017/pl/70/index.html")).unwrap();
    assert!(page.contains("Ogólny zamiar") && !page.contains("Ogólny cel"));
    assert_same_as_clean(root, &site, "a text changed");
    // Damaged (a byte flipped), then cut short: every document parsed again.
    let mut flipped = std::fs::read(&kept).unwrap();
    let at = flipped.len() / 2;
    flipped[at] ^= 0x20;
    std::fs::write(&kept, &flipped).unwrap();
    edit(
        root,
        "translations/pl/2017/70.md",
        "## A. Ogólny zamiar",
        "## A. Ogólny cel",
    );
    build(root, &site);
    assert_same_as_clean(root, &site, "damaged kept documents");
    let whole = std::fs::read(&kept).unwrap();
    std::fs::write(&kept, &whole[..whole.len() - 1]).unwrap();
    edit(
        root,
        "translations/pl/2017/68.md",
        "przepis 16C",
        "przepis 16D",
    );
    build(root, &site);
    assert_same_as_clean(root, &site, "kept documents cut short");
    // Manifests changed so that kept documents no longer load (their edition's manifest
    // gone): refused, as by a clean build, naming each file.
    std::fs::remove_file(root.join("laws/2017.yaml")).unwrap();
    let o = lawref(root, &["build", "--out", site.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("translations/pl/2017/70.md")
            && err.contains("edition \"2017\" has no manifest laws/2017.yaml"),
        "{err}"
    );
}

/// Files of the site a rebuild compares or reuses are read no further than they need to be: a
/// 3 GB (sparse) `.lawref-references` and pages in place of lawref's own files make
/// no rebuild read them whole. The rebuild runs with its address space limited to 1.5 GB
/// (`prlimit`, util-linux), where reading one of them would fail; the site then equals a clean
/// build.
#[test]
fn a_rebuild_never_reads_a_huge_site_file_whole() {
    let corpus = common::corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build(root, &site);
    edit(
        root,
        "translations/pl/2017/68.md",
        "Gracz, który",
        "Zawodnik, który",
    );
    for rel in [
        ".lawref-references",
        "2017/pl/68/index.html",
        "2017/pl/70/index.html",
    ] {
        let f = std::fs::OpenOptions::new()
            .write(true)
            .open(site.join(rel))
            .unwrap();
        f.set_len(3 << 30).unwrap();
    }
    let o = std::process::Command::new("prlimit")
        .arg("--as=1500000000")
        .arg(env!("CARGO_BIN_EXE_lawref"))
        .args(["--corpus", root.to_str().unwrap(), "build", "--out"])
        .arg(&site)
        .output()
        .expect("prlimit (util-linux) runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_same_as_clean(root, &site, "huge site files");
}

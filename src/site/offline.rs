//! What makes the site an app a reader can put on a phone's home screen and read offline: the
//! web app manifest, the icons, `favicon.ico`, the service worker's shell (what it keeps on
//! the first visit) and the offline packs (an edition and language a reader chooses to keep).
//!
//! - **Manifest and icons** ([`app_files`]): `manifest.webmanifest` (name, icons, theme colour,
//!   `start_url` the home page, `display: standalone`), `icons/icon-192.png`,
//!   `icons/icon-512.png`, `icons/maskable-512.png` (the mark inside a maskable icon's safe
//!   zone) and `favicon.ico` (16, 32 and 48 px) at the site root. The icons are committed files
//!   (`templates/icons/`, drawn in `icon.svg` and made by `scripts/make-icons.sh`), copied as
//!   they are: every build writes the same bytes.
//! - **The shell** ([`is_shell`]): the files the service worker keeps on the first visit: the
//!   stylesheet, the scripts, the manifest and icons, the home and 404 pages (every interface
//!   language's) and the clause address maps (so a bookmarked clause's short address resolves
//!   offline). Pages read are kept as they are read (`templates/sw.js`).
//! - **Offline packs** ([`pack_manifests`], `<edition>/<lang>/offline.json`, format in
//!   `docs/site.md`): for each edition and language with a clause address map, the files a
//!   reader keeps with "keep on this device" on its contents page: every file under
//!   `<edition>/<lang>/`, the search pages with their maps, and what Pagefind fetches for a
//!   search in that language (`pagefind/<lang>/`: its script, worker, entry, metadata, index,
//!   fragments, filters and that language's WebAssembly), each with its size and 64-bit hash, and
//!   their total in bytes.
//!
//! Not for: the service worker's code and its list (`templates/sw.js`, `extras::index_files`),
//! the contents page that offers the pack (`extras`), the page script that downloads it
//! (`templates/site.js`).

use std::collections::BTreeMap;

use serde::Serialize;

use super::chrome::THEME_COLOUR;
use super::routes::{
    self, CLAUSE_MAP_FILE, FAVICON_PATH, MANIFEST_PATH, PAGEFIND_DIR, SEARCH_DIR, SITEMAP_PATH,
    SW_JS_PATH, pack_path,
};
use crate::corpus::model::{Edition, Lang};
use crate::util::hash::FileSum;

/// The app's name under its icon on a home screen (at most 12 characters).
const SHORT_NAME: &str = "Bridge Laws";

/// The icons, their file names in [`routes::ICONS_DIR`], with their bytes, size in pixels and purpose.
const ICONS: [(&str, &[u8], u32, &str); 3] = [
    (
        "icon-192.png",
        include_bytes!("../../templates/icons/icon-192.png"),
        192,
        "any",
    ),
    (
        "icon-512.png",
        include_bytes!("../../templates/icons/icon-512.png"),
        512,
        "any",
    ),
    (
        "maskable-512.png",
        include_bytes!("../../templates/icons/maskable-512.png"),
        512,
        "maskable",
    ),
];

const FAVICON: &[u8] = include_bytes!("../../templates/icons/favicon.ico");

/// The manifest, the icons and the favicon: (path relative to the site root, bytes). The
/// manifest's name is the site's in English (`site-name`); its addresses are relative to it,
/// so the site works from any folder.
pub(crate) fn app_files() -> Vec<(String, Vec<u8>)> {
    let icons: Vec<serde_json::Value> = ICONS
        .iter()
        .map(|(name, _, px, purpose)| {
            serde_json::json!({
                "src": routes::icon_path(name),
                "sizes": format!("{px}x{px}"),
                "type": "image/png",
                "purpose": purpose,
            })
        })
        .collect();
    let manifest = serde_json::json!({
        "name": super::i18n::Ui::en().m("site-name"),
        "short_name": SHORT_NAME,
        "lang": "en",
        "id": "./",
        "start_url": format!("./{}", routes::home_page("en")),
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": "#fdfdfb",
        "icons": icons,
    });
    let mut files = vec![(
        MANIFEST_PATH.to_string(),
        format!("{manifest:#}\n").into_bytes(),
    )];
    files.extend(
        ICONS
            .iter()
            .map(|(name, b, ..)| (routes::icon_path(name), b.to_vec())),
    );
    files.push((FAVICON_PATH.to_string(), FAVICON.to_vec()));
    files
}

/// Whether the site file `path` (relative to the site root) is in the service worker's shell:
/// a file at the root but `sitemap.xml`, `sw.js` and hidden files (the stylesheet, the scripts,
/// the manifest, the favicon, the home and 404 pages in every interface language), the icons,
/// and the clause address maps (`<edition>/<lang>/clauses.json`).
pub(crate) fn is_shell(path: &str) -> bool {
    let parts: Vec<&str> = path.split('/').collect();
    match parts[..] {
        [file] => !file.starts_with('.') && file != SW_JS_PATH && file != SITEMAP_PATH,
        [top, _] => format!("{top}/") == routes::ICONS_DIR,
        [top, _, file] if file == CLAUSE_MAP_FILE => format!("{top}/") != SEARCH_DIR,
        _ => false,
    }
}

/// The words of the contents page's "keep on this device" for its script (`site.js`), as the
/// JSON the page holds (`<script type="application/json" class="offline-messages">`): `lang`
/// (for `Intl` to format sizes), `size` (one template per plural category of the file count,
/// `{count}` and `{size}` in it), `progress` (`{done}`, `{total}`), `kept` (`{size}`),
/// `removed` and `failed` (`{error}`). `<` is written `\u003c`, so the JSON cannot end the
/// script element.
pub(crate) fn pack_messages(ui: super::i18n::Ui) -> String {
    use super::i18n::Arg;
    let ph = |name: &str| Arg::from(format!("{{{name}}}"));
    let size: BTreeMap<&str, String> = ui
        .plural_templates("offline-pack-size", &[("size", ph("size"))])
        .into_iter()
        .collect();
    serde_json::json!({
        "lang": ui.code(),
        "size": size,
        "progress": ui.fmt("offline-pack-progress", &[("done", ph("done")), ("total", ph("total"))]),
        "kept": ui.fmt("offline-pack-kept", &[("size", ph("size"))]),
        "removed": ui.m("offline-pack-removed"),
        "failed": ui.fmt("offline-pack-failed", &[("error", ph("error"))]),
    })
    .to_string()
    .replace('<', "\\u003c")
}

/// One file of a pack.
#[derive(Serialize)]
struct PackFile<'a> {
    path: &'a str,
    bytes: u64,
    hash: String,
}

/// A pack manifest (`offline.json`).
#[derive(Serialize)]
struct Pack<'a> {
    edition: &'a str,
    lang: &'a str,
    /// The files' total size in bytes.
    bytes: u64,
    files: Vec<PackFile<'a>>,
}

/// The pack manifests of a site whose files (relative to its root, with their sums) are
/// `sums`: one per clause address map (`<edition>/<lang>/clauses.json`), at [`pack_path`], as
/// (path, bytes), sorted by path. Each is a JSON object: `edition`, `lang`, `bytes` (the files'
/// total) and `files`, sorted by path, each `{path, bytes, hash}` (the file's 64-bit stable hash,
/// [`crate::util::hash::hash64`], as 16 lower-case hex digits, so a reader's copy can be brought
/// up to date file by file). A pack holds every
/// file under `<edition>/<lang>/`, every file under `search/`, and the files of
/// `pagefind/<lang>/` that a search in that language fetches: all but the WebAssembly of other
/// languages (`wasm.<lang>.pagefind`, or `wasm.unknown.pagefind` when Pagefind has no stemmer
/// for the language). Linear in the number of files (the search pages once per pack).
pub(crate) fn pack_manifests(sums: &BTreeMap<String, FileSum>) -> Vec<(String, Vec<u8>)> {
    // The packs: (edition, lang) → their own files.
    let mut packs: BTreeMap<(&str, &str), Vec<(&str, FileSum)>> = sums
        .keys()
        .filter_map(|p| match p.split('/').collect::<Vec<_>>()[..] {
            [edition, lang, file]
                if file == CLAUSE_MAP_FILE && format!("{edition}/") != SEARCH_DIR =>
            {
                Some(((edition, lang), Vec::new()))
            }
            _ => None,
        })
        .collect();
    let mut search: Vec<(&str, FileSum)> = Vec::new();
    let mut bundles: BTreeMap<&str, Vec<(&str, FileSum)>> = BTreeMap::new();
    for (path, sum) in sums {
        if path.starts_with(SEARCH_DIR) {
            search.push((path, *sum));
        } else if let Some(rest) = path.strip_prefix(PAGEFIND_DIR) {
            if let Some((lang, _)) = rest.split_once('/') {
                bundles.entry(lang).or_default().push((path, *sum));
            }
        } else if let Some((edition, rest)) = path.split_once('/')
            && let Some((lang, _)) = rest.split_once('/')
            && let Some(own) = packs.get_mut(&(edition, lang))
        {
            own.push((path, *sum));
        }
    }
    // Each bundle's files that a search in its language fetches.
    let bundles: BTreeMap<&str, Vec<(&str, FileSum)>> = bundles
        .into_iter()
        .map(|(lang, files)| {
            let wasm = |p: &str| {
                p.rsplit('/')
                    .next()
                    .and_then(|f| f.strip_prefix("wasm."))
                    .and_then(|f| f.strip_suffix(".pagefind"))
                    .map(str::to_string)
            };
            let own = files.iter().any(|(p, _)| wasm(p).as_deref() == Some(lang));
            let keep = if own { lang } else { "unknown" };
            let files = files
                .into_iter()
                .filter(|(p, _)| wasm(p).is_none_or(|w| w == keep))
                .collect();
            (lang, files)
        })
        .collect();
    packs
        .into_iter()
        .map(|((edition, lang), own)| {
            let mut files: Vec<(&str, FileSum)> = own;
            files.extend(search.iter().copied());
            files.extend(bundles.get(lang).into_iter().flatten().copied());
            files.sort_unstable_by_key(|(p, _)| *p);
            let pack = Pack {
                edition,
                lang,
                bytes: files.iter().map(|(_, s)| s.size).sum(),
                files: files
                    .iter()
                    .map(|(path, s)| PackFile {
                        path,
                        bytes: s.size,
                        hash: format!("{:016x}", s.hash),
                    })
                    .collect(),
            };
            let json = serde_json::to_string(&pack).expect("a pack manifest serialises");
            (
                pack_path(&Edition(edition.into()), &Lang(lang.into())),
                json.into_bytes(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_is_the_root_files_icons_and_clause_maps() {
        for p in [
            "index.html",
            "index.pl.html",
            "404.html",
            "style.css",
            "site.js",
            "search.js",
            "manifest.webmanifest",
            "favicon.ico",
            "icons/icon-192.png",
            "2017/pl/clauses.json",
        ] {
            assert!(is_shell(p), "{p}");
        }
        for p in [
            "sw.js",
            "sitemap.xml",
            ".lawref-site",
            "search/clauses.json",
            "search/index.html",
            "2017/pl/68/index.html",
            "2017/pl/offline.json",
            "pagefind/pl/pagefind.js",
        ] {
            assert!(!is_shell(p), "{p}");
        }
    }

    #[test]
    fn a_pack_lists_its_pages_the_search_and_its_languages_bundle() {
        let sum = |n: u64| FileSum {
            size: n,
            hash: 0xab00 + n,
        };
        let sums: BTreeMap<String, FileSum> = [
            ("2017/pl/clauses.json", 10),
            ("2017/pl/index.html", 20),
            ("2017/pl/68/index.html", 300),
            ("2017/nl/clauses.json", 11),
            ("2017/68/index.html", 999),
            ("2007/pl/68/index.html", 998),
            ("index.html", 997),
            ("search/index.html", 4),
            ("search/clauses.json", 5),
            ("pagefind/pl/pagefind.js", 6),
            ("pagefind/pl/wasm.pl.pagefind", 7),
            ("pagefind/pl/wasm.unknown.pagefind", 996),
            ("pagefind/pl/fragment/pl_1.pf_fragment", 8),
            ("pagefind/nl/pagefind.js", 995),
            ("pagefind/xx/wasm.unknown.pagefind", 9),
        ]
        .into_iter()
        .map(|(p, n)| (p.to_string(), sum(n)))
        .collect();
        let packs = pack_manifests(&sums);
        let paths: Vec<&str> = packs.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(paths, ["2017/nl/offline.json", "2017/pl/offline.json"]);
        let pl: serde_json::Value = serde_json::from_slice(&packs[1].1).unwrap();
        let files: Vec<&str> = pl["files"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["path"].as_str().unwrap())
            .collect();
        assert_eq!(
            files,
            [
                "2017/pl/68/index.html",
                "2017/pl/clauses.json",
                "2017/pl/index.html",
                "pagefind/pl/fragment/pl_1.pf_fragment",
                "pagefind/pl/pagefind.js",
                "pagefind/pl/wasm.pl.pagefind",
                "search/clauses.json",
                "search/index.html",
            ]
        );
        assert_eq!(pl["bytes"], 300 + 10 + 20 + 8 + 6 + 7 + 5 + 4);
        assert_eq!(
            pl["files"][0],
            serde_json::json!({"path": "2017/pl/68/index.html", "bytes": 300, "hash": "000000000000ac2c"})
        );
        assert_eq!(
            String::from_utf8(packs[1].1.clone()).unwrap()[..40],
            *r#"{"edition":"2017","lang":"pl","bytes":36"#
        );
        let nl: serde_json::Value = serde_json::from_slice(&packs[0].1).unwrap();
        // The Dutch bundle has no WebAssembly here; its script is kept.
        assert_eq!(nl["bytes"], 11 + 995 + 5 + 4);
    }

    #[test]
    fn a_language_without_a_stemmer_keeps_the_unknown_webassembly() {
        let sums: BTreeMap<String, FileSum> = [
            ("2017/xx/clauses.json", 1),
            ("pagefind/xx/wasm.unknown.pagefind", 2),
            ("pagefind/xx/pagefind.js", 3),
        ]
        .into_iter()
        .map(|(p, n)| (p.to_string(), FileSum { size: n, hash: 0 }))
        .collect();
        let packs = pack_manifests(&sums);
        let xx: serde_json::Value = serde_json::from_slice(&packs[0].1).unwrap();
        assert_eq!(xx["bytes"], 6);
    }

    #[test]
    fn the_manifest_names_its_icons() {
        let files = app_files();
        let paths: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            paths,
            [
                "manifest.webmanifest",
                "icons/icon-192.png",
                "icons/icon-512.png",
                "icons/maskable-512.png",
                "favicon.ico"
            ]
        );
        let m: serde_json::Value = serde_json::from_slice(&files[0].1).unwrap();
        assert_eq!(m["name"], "Laws of Duplicate Bridge");
        assert_eq!(m["display"], "standalone");
        assert_eq!(m["start_url"], "./index.html");
        assert_eq!(m["icons"][2]["purpose"], "maskable");
        assert_eq!(m["icons"][1]["sizes"], "512x512");
        // PNG files, and an icon file of three images.
        for (_, bytes) in &files[1..4] {
            assert_eq!(bytes[..8], *b"\x89PNG\r\n\x1a\n");
        }
        assert_eq!(files[4].1[..6], [0, 0, 1, 0, 3, 0]);
    }
}

//! The website: built from the repository corpus and from the mini corpus in
//! `tests/fixtures/mini/`, walked for broken links and anchors, checked for escaping, the
//! parallel view's alignment, determinism, and that a failed build leaves the old site alone.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use lawref::analysis::align::{Cell, parallel};
use lawref::build::build_site;
use lawref::build::write_atomically;
use lawref::corpus::model::{ClauseId, Corpus, Edition, Lang, Owner};
use lawref::xref::{Links, Reference, Resolution};
use lawref::{corpus::load, xref};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn mini() -> Corpus {
    load::load_corpus(&repo().join("tests/fixtures/mini")).expect("the mini corpus loads")
}

fn doc_index(corpus: &Corpus, lang: &str, law: u8, commentary: bool) -> usize {
    corpus
        .documents
        .iter()
        .position(|d| {
            d.meta.lang.0 == lang
                && d.meta.law == law
                && (d.meta.kind == lawref::Kind::Commentary) == commentary
        })
        .expect("document in corpus")
}

/// Every file of a folder, by its `/`-separated relative path, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.unwrap();
        if e.file_type().is_file() {
            let rel = e
                .path()
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.insert(rel, std::fs::read(e.path()).unwrap());
        }
    }
    out
}

/// The values of every `name="…"` attribute in `html`.
fn attr_values<'h>(html: &'h str, name: &str) -> Vec<&'h str> {
    let pat = format!(" {name}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(&pat) {
        rest = &rest[i + pat.len()..];
        let end = rest.find('"').expect("attribute closed");
        out.push(&rest[..end]);
        rest = &rest[end..];
    }
    out
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Walks every HTML page of the site and checks every `href` and `src`: relative, pointing at a
/// file that exists (never a bare folder: it breaks `file://`), with any `#fragment` an `id` of the
/// target page. Also checks that ids are unique on each page. Returns the number of links.
fn check_links(site: &Path) -> usize {
    let all = files(site);
    let ids: BTreeMap<&str, BTreeSet<String>> = all
        .iter()
        .filter(|(p, _)| p.ends_with(".html"))
        .map(|(p, b)| {
            let html = std::str::from_utf8(b).unwrap();
            let list: Vec<String> = attr_values(html, "id").into_iter().map(unescape).collect();
            let set: BTreeSet<String> = list.iter().cloned().collect();
            assert_eq!(set.len(), list.len(), "{p} has duplicate ids");
            (p.as_str(), set)
        })
        .collect();
    let mut count = 0;
    for (page, bytes) in all.iter().filter(|(p, _)| p.ends_with(".html")) {
        let html = std::str::from_utf8(bytes).unwrap();
        let page_dir: Vec<&str> =
            page.split('/').collect::<Vec<_>>()[..page.split('/').count() - 1].to_vec();
        for link in attr_values(html, "href")
            .into_iter()
            .chain(attr_values(html, "src"))
            .chain(attr_values(html, "action"))
        {
            let link = unescape(link);
            count += 1;
            assert!(!link.is_empty(), "{page}: empty link");
            // Where a note or a text says its source can be read: outside the site, not checked.
            if link.starts_with("https://") || link.starts_with("http://") {
                continue;
            }
            assert!(
                !link.starts_with('/') && !link.contains("://"),
                "{page}: link {link:?} is not relative"
            );
            let (path, fragment) = match link.split_once('#') {
                Some((p, f)) => (p, Some(f)),
                None => (link.as_str(), None),
            };
            // A query (`index.html?langs=pl,nl`) is read by the page's script: the file is the path.
            let path = path.split_once('?').map_or(path, |(p, _)| p);
            // Diff pages are written by the edition-diff part of the build; until a build writes
            // any, links to them are not checked (once `diff/` exists, every one must resolve).
            if path.contains("/diff/") && !all.keys().any(|k| k.starts_with("diff/")) {
                continue;
            }
            let target = if path.is_empty() {
                page.clone()
            } else {
                let mut parts: Vec<&str> = page_dir.clone();
                for seg in path.split('/') {
                    match seg {
                        "" | "." => {}
                        ".." => {
                            assert!(parts.pop().is_some(), "{page}: {link:?} leaves the site");
                        }
                        s => parts.push(s),
                    }
                }
                // A folder link shows a directory listing when the site is opened from disk.
                assert!(
                    !(path.ends_with('/') || path == "."),
                    "{page}: {link:?} links a folder, not its index.html"
                );
                parts.join("/")
            };
            assert!(
                all.contains_key(&target),
                "{page}: {link:?} → {target} does not exist"
            );
            if let Some(f) = fragment {
                let set = ids
                    .get(target.as_str())
                    .unwrap_or_else(|| panic!("{target} is not a page"));
                assert!(
                    set.contains(f),
                    "{page}: {link:?} → no id {f:?} in {target}"
                );
            }
        }
    }
    count
}

fn page(site: &Path, rel: &str) -> String {
    std::fs::read_to_string(site.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn repository_site_has_clause_anchors_and_no_broken_links_and_is_deterministic() {
    let corpus = load::load_corpus(&repo()).unwrap();
    let links = xref::link(&corpus);
    let tmp = tempfile::tempdir().unwrap();
    let a = tmp.path().join("a");
    let b = tmp.path().join("b");
    let summary = build_site(&corpus, &links, &a).unwrap();
    let html = page(&a, "2017/pl/68/index.html");
    assert!(html.contains(r#"id="68D2bi""#));
    assert!(html.contains(r#"<html lang="pl">"#));
    assert!(
        html.contains(r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
    );
    assert!(check_links(&a) > 0);
    let pages = files(&a).keys().filter(|p| p.ends_with(".html")).count();
    assert_eq!(summary.pages, pages);
    build_site(&corpus, &links, &b).unwrap();
    assert_eq!(files(&a), files(&b), "two builds differ");
    // Only the two sites are left in the parent: no temporary folders.
    let names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(names, ["a", "b"]);
}

#[test]
fn parallel_view_aligns_clauses_and_marks_the_missing_ones() {
    let corpus = mini();
    let v = parallel(&corpus, &Edition("2007".into()), 68);
    assert_eq!(v.langs(), [&Lang("nl".into()), &Lang("pl".into())]);
    assert_eq!(
        v.anchors(),
        [
            "68-preamble",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68-closing",
            "68-fn1"
        ]
    );
    let missing: Vec<(&str, Vec<bool>)> = v
        .rows
        .iter()
        .map(|r| {
            (
                r.anchor.as_str(),
                r.cells.iter().map(Cell::is_missing).collect(),
            )
        })
        .collect();
    assert_eq!(
        missing,
        [
            ("68-preamble", vec![true, false]),
            ("68A", vec![false, false]),
            ("68B", vec![false, false]),
            ("68B1", vec![false, false]),
            ("68B2", vec![true, false]),
            ("68C", vec![false, false]),
            ("68D", vec![false, true]),
            ("68-closing", vec![true, false]),
            ("68-fn1", vec![true, false]),
        ]
    );
    assert_eq!(v.rows[8].owner, Owner::Footnote("*".into()));
    let [piece] = v.rows[1].cells[0].pieces() else {
        panic!()
    };
    assert_eq!(piece.title, Some("Opeisen"));
    assert_eq!(piece.paragraphs[0].plain_text(), "Tekst A.");
    assert_eq!(v.commentary, [doc_index(&corpus, "ru", 68, true)]);
    assert_eq!(
        v.columns.iter().map(|c| c.doc).collect::<Vec<_>>(),
        [
            doc_index(&corpus, "nl", 68, false),
            doc_index(&corpus, "pl", 68, false)
        ]
    );
}

fn mini_site() -> (tempfile::TempDir, PathBuf, Corpus) {
    let corpus = mini();
    let links = xref::link(&corpus);
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let summary = build_site(&corpus, &links, &out).unwrap();
    // Law pages nl/68, pl/68, ru/67, ru/68; home, coverage, search and the 404 page in each
    // interface language (en, nl, pl, ru); the parallel pages 67 and 68, once each; the contents
    // in nl, pl and ru; the book pages of nl and pl (ru has commentary only). No page per
    // clause: a clause's short address is read through the clause address map.
    assert_eq!(summary.pages, 4 + 4 * 4 + 2 + 3 + 2);
    (tmp, out, corpus)
}

#[test]
fn mini_site_pages_exist_and_links_resolve() {
    let (_tmp, site, _) = mini_site();
    // The Pagefind bundles (pagefind/<lang>/, hashed file names) are tested in site_search.rs.
    let names: Vec<String> = files(&site)
        .into_keys()
        .filter(|k| !k.starts_with("pagefind/"))
        .collect();
    assert_eq!(
        names,
        [
            ".lawref-build",
            ".lawref-site",
            "2007/67/index.html",
            "2007/68/index.html",
            "2007/68/lawref-68-2007.csv",
            "2007/68/lawref-68-2007.tmx",
            "2007/nl/68/index.html",
            "2007/nl/book/index.html",
            "2007/nl/clauses.json",
            "2007/nl/index.html",
            "2007/nl/offline.json",
            "2007/pl/68/index.html",
            "2007/pl/book/index.html",
            "2007/pl/clauses.json",
            "2007/pl/index.html",
            "2007/pl/offline.json",
            "2007/ru/67/index.html",
            "2007/ru/68/index.html",
            "2007/ru/clauses.json",
            "2007/ru/index.html",
            "2007/ru/offline.json",
            "404.html",
            "404.nl.html",
            "404.pl.html",
            "404.ru.html",
            "book.css",
            "book.js",
            "coverage/index.html",
            "coverage/index.nl.html",
            "coverage/index.pl.html",
            "coverage/index.ru.html",
            "favicon.ico",
            "icons/icon-192.png",
            "icons/icon-512.png",
            "icons/maskable-512.png",
            "index.html",
            "index.nl.html",
            "index.pl.html",
            "index.ru.html",
            "manifest.webmanifest",
            "parallel.js",
            "search.js",
            "search/clauses.json",
            "search/forms.json",
            "search/index.html",
            "search/index.nl.html",
            "search/index.pl.html",
            "search/index.ru.html",
            "search/situations.json",
            "search/terms.json",
            "search/titles.json",
            "site.js",
            "sitemap.xml",
            "style.css",
            "sw.js",
        ]
    );
    check_links(&site);
    let home = page(&site, "index.html");
    for href in [
        "2007/pl/68/index.html",
        "2007/nl/68/index.html",
        "2007/ru/68/index.html",
        "2007/ru/67/index.html",
        "2007/68/index.html",
        "2007/67/index.html",
    ] {
        assert!(
            home.contains(&format!(r#"href="{href}""#)),
            "home lacks {href}"
        );
    }
}

#[test]
fn parallel_page_shows_languages_side_by_side_with_missing_marker_and_commentary() {
    let (_tmp, site, _) = mini_site();
    let html = page(&site, "2007/68/index.html");
    let row = |id: &str| {
        let start = html
            .find(&format!(r#"<tr id="{id}">"#))
            .unwrap_or_else(|| panic!("no row {id}"));
        let end = start + html[start..].find("</tr>").unwrap();
        html[start..end].to_string()
    };
    assert!(row("68B2").contains(
        r#"<td lang="nl" data-col="nl" data-label="NL 2007" class="missing"><span lang="nl">niet in deze tekst</span></td>"#
    ));
    assert!(row("68B2").contains(
        r#"<td lang="pl" data-col="pl" data-label="PL 2007"><a class="marker" href="../../2007/pl/68/index.html#68B2" title="68B2 (pl) op de eigen pagina" lang="nl">2.</a><p>Tekst B2.</p></td>"#
    ));
    assert!(
        row("68D").contains(r#"<td lang="pl" data-col="pl" data-label="PL 2007" class="missing">"#)
    );
    assert!(row("68B1").contains(r##"<sup class="fn-ref"><a href="#68-fn1">*</a></sup>"##));
    assert_eq!(html.matches(r#"class="missing""#).count(), 5);
    // The Russian commentary (bound to the law as a whole) is in the notes cell of the last row;
    // the page speaks Dutch, its first language.
    assert!(row("68-title").contains(
        r##"<a class="notes-below" href="#68-notes" lang="nl">2 notities bij het hele artikel, hieronder</a>"##
    ));
    assert!(row("68-notes").contains(concat!(
        r#"<td data-col="notes" class="notes-cell" data-label="Notities">"#,
        "\n",
        r#"<aside class="note note-commentary" id="ru-68.1" lang="ru" role="note">"#,
        "\n",
        r##"<p class="note-meta" lang="nl"><a class="marker" href="#ru-68.1">68.1</a> Commentaar · <span lang="ru">Русский</span> · bron: <a href="../../2007/ru/68/index.html#68.1">commentaar (Russisch, 2007)</a></p>"##
    )));
    assert!(html.contains("Комментарий второй."));
    // Built without the site's address: no hreflang links (they must be absolute; see
    // with_the_sites_address_the_sitemap_and_hreflang_links_give_absolute_addresses).
    assert!(!html.contains(r#"<link rel="alternate""#));
    // Law 67 has only commentary: its parallel page says so and shows it.
    let html = page(&site, "2007/67/index.html");
    assert!(html.contains("The corpus has no text of this law in this edition"));
    assert!(html.contains(r#"id="ru-67.10""#));
}

#[test]
fn law_pages_escape_text_and_show_commentary_and_other_languages() {
    let (_tmp, site, _) = mini_site();
    let pl = page(&site, "2007/pl/68/index.html");
    assert!(pl.contains(
        "Wstęp z kodem &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;cudzysłowem&quot;."
    ));
    // The page's scripts are the site's own (site.js) and its JSON-LD data; the text's is
    // escaped.
    assert_eq!(pl.matches("<script").count(), 2);
    assert!(pl.contains(r#"<script src="../../../site.js" defer></script>"#));
    assert_eq!(
        pl.matches(r#"<script type="application/ld+json">"#).count(),
        1
    );
    assert!(pl.contains(r#"<title>68. ROSZCZENIE ALBO ZRZECZENIE (2007, Polski)</title>"#));
    assert!(!pl.contains(r#"<link rel="alternate""#));
    assert!(
        pl.contains(
            r##"<div class="footnote" id="68-fn1"><a class="marker" href="#68-fn1">*</a>"##
        )
    );
    assert!(pl.contains(r#"<div class="closing" id="68-closing">"#));
    // The Russian commentary is on the Russian page: the Polish page counts it, after the text.
    assert!(pl.contains(
        r#"Uwagi i komentarze do tego przepisu w innych językach: <a href="../../../2007/ru/68/index.html" hreflang="ru" lang="ru">Русский (2)</a> (wszystkie także w <a href="../../../2007/68/index.html?lang=pl">widoku wszystkich języków</a>).</p>"#
    ));
    assert!(pl.find("commentary-elsewhere") > pl.find("</article>"));
    // nl has no title of its own: the manifest's Dutch one.
    assert!(page(&site, "2007/nl/68/index.html").contains("Opeisen en afstaan van slagen</h1>"));
    // ru has only commentary on 68: the page says there is no text, and shows the items.
    let ru = page(&site, "2007/ru/68/index.html");
    assert!(ru.contains(r#"<html lang="ru">"#));
    assert!(ru.contains("На этом сайте нет текста этого правила на этом языке."));
    assert!(
        ru.contains(r##"<aside class="note note-commentary" id="68.1" lang="ru" role="note">
<p class="note-meta" lang="ru"><a class="marker" href="#68.1">68.1</a> Комментарий · <span lang="ru">Русский</span> · источник: <a href="#68.1">комментарий (русский, 2007)</a></p>"##)
    );
    let ru67 = page(&site, "2007/ru/67/index.html");
    assert!(ru67.contains("На этом сайте нет текста этого правила на этом языке."));
    assert!(ru67.contains("Комментарий о взятке."));
    assert!(ru67.contains(
        "<h1 id=\"67\" lang=\"en\"><span class=\"law-no\">67.</span> Defective Trick</h1>"
    ));
}

/// Links made by hand (not by `xref::link`) so the rendering of each resolution is pinned down.
fn hand_links(corpus: &Corpus) -> Links {
    let pl = doc_index(corpus, "pl", 68, false);
    let text = "Tekst A, zob. przepis 16, punkt B1, przepis 68D i przepis 94.";
    let at = |w: &str| {
        let s = text.find(w).unwrap();
        s..s + w.len()
    };
    let a: ClauseId = "68A".parse().unwrap();
    let r = |range, target: &str, resolution| Reference {
        doc: pl,
        para: 1,
        inline: 0,
        range,
        from: Owner::Clause(a),
        target: ClauseId::from_anchor(target).unwrap_or(ClauseId::law(93)),
        relative: false,
        ambiguous: false,
        resolution,
    };
    Links::new(vec![
        r(at("16"), "16", Resolution::NotInCorpus),
        r(
            at("B1"),
            "68B1",
            Resolution::Document {
                doc: pl,
                clause: "68B1".parse().unwrap(),
            },
        ),
        r(
            at("68D"),
            "68D",
            Resolution::Parallel {
                edition: Edition("2007".into()),
                clause: "68D".parse().unwrap(),
            },
        ),
        r(at("94"), "94", Resolution::Impossible),
        // Commentary item 68.1 (ru) citing Law 68 as a whole, in Polish.
        Reference {
            doc: doc_index(corpus, "ru", 68, true),
            para: 0,
            inline: 0,
            range: 0.."Комментарий".len(),
            from: Owner::Item(68, 1),
            target: ClauseId::law(68),
            relative: false,
            ambiguous: false,
            resolution: Resolution::Document {
                doc: pl,
                clause: ClauseId::law(68),
            },
        },
    ])
}

#[test]
fn references_render_as_links_marked_spans_and_back_links() {
    let corpus = mini();
    let pl = doc_index(&corpus, "pl", 68, false);
    assert_eq!(
        corpus.documents[pl].paragraphs()[1].plain_text(),
        "Tekst A, zob. przepis 16, punkt B1, przepis 68D i przepis 94."
    );
    let links = hand_links(&corpus);
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build_site(&corpus, &links, &site).unwrap();
    check_links(&site);
    let html = page(&site, "2007/pl/68/index.html");
    // Links carry a preview of the cited clause (in the reader's language where the corpus has
    // it; else, for a parallel link, the first language that has it): hidden, shown by CSS on
    // hover and focus, and the link's description for screen readers.
    let text = "Tekst A, zob. przepis 16, punkt B1, przepis 68D i przepis 94.";
    let pv = |w: &str| format!("pv-{pl}-1-0-{}", text.find(w).unwrap());
    let expected = format!(
        concat!(
            r#"<p>Tekst A, zob. przepis <span class="ref-missing" title="Tekstu przepisu 16 (2007) nie ma jeszcze na tej stronie">16</span>, "#,
            r##"punkt <span class="ref-wrap"><a class="ref" href="#68B1" title="68B1" aria-describedby="{b1}">B1</a>"##,
            r#"<span class="preview" id="{b1}" role="tooltip" lang="pl"><b>68B1</b> Tekst B1 normalnego* zagrania.</span></span>, "#,
            r#"przepis <span class="ref-wrap"><a class="ref ref-parallel" href="../../../2007/68/index.html#68D" title="68D: w innych językach" aria-describedby="{d}">68D</a>"#,
            r#"<span class="preview" id="{d}" role="tooltip" lang="nl"><b>68D</b> Alleen in het Nederlands Tekst D.</span></span> "#,
            r#"i przepis <span class="ref-bad" title="93 nie istnieje w tym wydaniu">94</span>.</p>"#
        ),
        b1 = pv("B1"),
        d = pv("68D"),
    );
    assert!(html.contains(&expected), "{html}");
    // Back-links: 68B1 of pl is cited by 68A of pl; 68D of nl by 68A of pl, through the parallel view.
    assert!(html.contains(
        r##"<p class="cited-by" lang="pl">Przywołują: <a href="#68A">68A (pl 2007)</a></p>"##
    ));
    let nl = page(&site, "2007/nl/68/index.html");
    assert!(nl.contains(r#"<p class="cited-by" lang="nl">Genoemd in: <a href="../../../2007/pl/68/index.html#68A">68A (pl 2007)</a></p>"#));
    let par = page(&site, "2007/68/index.html");
    assert!(par.contains(&format!(
        r#"<a class="ref" href="../../2007/pl/68/index.html#68B1" title="68B1" aria-describedby="{}">B1</a>"#,
        pv("B1")
    )));
    // A citation of the whole law: linked to the law's heading, listed under it.
    assert!(html.contains(r#"<p class="cited-by" lang="pl">Przepis 68 przywołują: <a href="../../../2007/ru/68/index.html#68.1">komentarz 68.1 (ru 2007)</a></p>"#));
    let ru = page(&site, "2007/ru/68/index.html");
    let ru68 = doc_index(&corpus, "ru", 68, true);
    let whole = format!(
        concat!(
            r#"<p><span class="ref-wrap"><a class="ref" href="{{root}}2007/pl/68/index.html#68" title="68" aria-describedby="pv-{ru68}-0-0-0">Komentarz</a>"#,
            r#"<span class="preview" id="pv-{ru68}-0-0-0" role="tooltip" lang="pl"><b>68</b> ROSZCZENIE ALBO ZRZECZENIE Wstęp z kodem &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;cudzysłowem&quot;.</span></span> первый.</p>"#
        ),
        ru68 = ru68
    )
    .replace("Komentarz", "Комментарий");
    assert!(ru.contains(&whole.replace("{root}", "../../../")), "{ru}");
    assert!(par.contains(&whole.replace("{root}", "../../")));
}

#[test]
fn a_failed_build_leaves_the_previous_site_and_no_temporary_folder() {
    let corpus = mini();
    let links = xref::link(&corpus);
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    build_site(&corpus, &links, &out).unwrap();
    let before = files(&out);

    // The writer fails half-way: nothing changes.
    let r: lawref::Result<()> = write_atomically(&out, |dir| {
        std::fs::write(dir.join("index.html"), "half a site").unwrap();
        Err(lawref::Error::Usage("disk full".into()))
    });
    assert_eq!(r.unwrap_err().to_string(), "disk full");
    assert_eq!(files(&out), before);
    let names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["site"]);

    // `out` whose parent is a file: an error, the file untouched.
    let file = tmp.path().join("file");
    std::fs::write(&file, "keep me").unwrap();
    assert!(build_site(&corpus, &links, &file.join("site")).is_err());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");

    // `out` that is a file, or a folder holding something else than a site: refused, untouched.
    let e = build_site(&corpus, &links, &file).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("exists and is not a folder; give --out a folder for the site"),
        "{e}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    let other = tmp.path().join("notes");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("todo.txt"), "mine").unwrap();
    assert!(build_site(&corpus, &links, &other).is_err());
    assert_eq!(
        std::fs::read_to_string(other.join("todo.txt")).unwrap(),
        "mine"
    );

    let mut names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["file", "notes", "site"]);
}

#[test]
fn a_new_build_replaces_the_old_site_whole() {
    let corpus = mini();
    let links = xref::link(&corpus);
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    build_site(&corpus, &links, &out).unwrap();
    std::fs::write(out.join("stale.html"), "old page").unwrap();
    build_site(&corpus, &links, &out).unwrap();
    assert!(!out.join("stale.html").exists());
    assert!(out.join("2007/68/index.html").is_file());
    let names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["site"]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o755, "the site folder is readable by a web server");
    }
}

#[test]
fn the_2007_law_68_page_sets_polish_and_dutch_side_by_side_with_the_russian_commentary() {
    let corpus = load::load_corpus(&repo()).unwrap();
    let v = parallel(&corpus, &Edition("2007".into()), 68);
    assert_eq!(v.langs(), [&Lang("nl".into()), &Lang("pl".into())]);
    assert_eq!(
        v.anchors(),
        [
            "68-preamble",
            "68A",
            "68B",
            "68B1",
            "68B2",
            "68C",
            "68D",
            "68-closing"
        ]
    );
    let missing: Vec<Vec<bool>> = v
        .rows
        .iter()
        .map(|r| r.cells.iter().map(Cell::is_missing).collect())
        .collect();
    // The Dutch text has no opening paragraph and no closing one; every clause has both.
    let mut expect = vec![vec![false, false]; 8];
    expect[0] = vec![true, false];
    expect[7] = vec![true, false];
    assert_eq!(missing, expect);
    let commentary: Vec<&str> = v
        .commentary
        .iter()
        .map(|&d| corpus.documents[d].path.as_str())
        .collect();
    assert_eq!(commentary, ["translations/ru/2007/68.commentary.md"]);

    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build_site(&corpus, &xref::link(&corpus), &site).unwrap();
    let html = page(&site, "2007/68/index.html");
    for id in ["ru-68.1", "ru-68.2", "ru-68.3", "ru-68.4"] {
        assert!(html.contains(&format!(r#"id="{id}""#)), "{id} missing");
    }
    assert!(
        html.contains(r#"<td lang="nl" data-col="nl" data-label="NL 2007">"#)
            && html.contains(r#"<td lang="pl" data-col="pl" data-label="PL 2007">"#)
    );
    // "ongeacht B1 hierboven" links to Dutch 68B1; "przepis 16D" is marked, not linked.
    assert!(html.contains(
        r#"ongeacht <span class="ref-wrap"><a class="ref" href="../../2007/nl/68/index.html#68B1" title="68B1" aria-describedby="pv-1-2-0-126">B1</a>"#
    ));
    assert!(html.contains(
        r#"przepis <span class="ref-missing" title="De tekst van artikel 16 (2007) staat nog niet op deze site">16D</span>"#
    ));
    let pl = page(&site, "2007/pl/68/index.html");
    assert!(pl.contains(
        r#"przepis <span class="ref-missing" title="Tekstu przepisu 16 (2007) nie ma jeszcze na tej stronie">16D</span>"#
    ));
    // "Правило 68" in the Russian commentary leads to the parallel view of Law 68.
    let ru = page(&site, "2007/ru/68/index.html");
    assert!(ru.contains(
        r#"Правило <span class="ref-wrap"><a class="ref ref-parallel" href="../../../2007/68/index.html#68" title="68: на других языках" aria-describedby="pv-3-1-0-15">68</a>"#
    ));
}

#[test]
fn law_70_is_cited_by_law_68_and_not_by_its_own_footnote() {
    let corpus = load::load_corpus(&repo()).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build_site(&corpus, &xref::link(&corpus), &site).unwrap();
    let html = page(&site, "2017/pl/70/index.html");
    assert!(html.contains(
        r#"Przepis 70 przywołują: <a href="../../../2017/pl/68/index.html#68D2a">68D2(a) (pl 2017)</a></p>"#
    ));
}

/// The `<head>` facts of a page: its `lang`, `<title>`, description and its alternates
/// (`hreflang` → link), in page order.
fn head_of(html: &str) -> (String, String, String, Vec<(String, String)>) {
    let between = |from: &str, to: &str| {
        let s = html.find(from).map(|i| i + from.len())?;
        Some(html[s..s + html[s..].find(to)?].to_string())
    };
    let lang = between("<html lang=\"", "\"").unwrap_or_default();
    let title = between("<title>", "</title>").unwrap_or_default();
    let description = between("<meta name=\"description\" content=\"", "\"").unwrap_or_default();
    let head = &html[..html.find("</head>").expect("a head")];
    let alternates = head
        .split("<link rel=\"alternate\" hreflang=\"")
        .skip(1)
        .map(|s| {
            let (lang, rest) = s.split_once("\" href=\"").unwrap();
            (
                lang.to_string(),
                rest.split('"').next().unwrap().to_string(),
            )
        })
        .collect();
    (lang, title, description, alternates)
}

#[test]
fn every_page_has_a_language_title_description_and_its_other_languages() {
    let (_tmp, site, _) = mini_site();
    for (p, bytes) in files(&site).iter().filter(|(p, _)| p.ends_with(".html")) {
        let (lang, title, description, _) = head_of(std::str::from_utf8(bytes).unwrap());
        assert!(
            ["en", "nl", "pl", "ru"].contains(&lang.as_str()),
            "{p}: lang {lang:?}"
        );
        assert!(!title.trim().is_empty(), "{p}: no title");
        let n = description.chars().count();
        assert!(
            (20..=160).contains(&n),
            "{p}: description of {n} characters"
        );
    }
    let pl = head_of(&page(&site, "2007/pl/68/index.html"));
    assert_eq!(pl.0, "pl");
    assert_eq!(
        pl.2,
        "68. ROSZCZENIE ALBO ZRZECZENIE (2007): Wstęp z kodem &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;cudzysłowem&#34;."
    );
    // Without the site's address, no hreflang links (they must be absolute).
    assert_eq!(pl.3, []);
    let toc = head_of(&page(&site, "2007/nl/index.html"));
    assert_eq!(
        (toc.0.as_str(), toc.1.as_str()),
        (
            "nl",
            "Spelregels voor Wedstrijdbridge 2007 · inhoud (Nederlands)"
        )
    );
    assert_eq!(toc.3, []);
    // Pages of no one language (home, coverage, search, 404), written once per interface
    // language, have no alternates: their variants are the header's choice of language.
    for p in [
        "index.html",
        "index.pl.html",
        "coverage/index.html",
        "search/index.ru.html",
        "404.html",
        "404.nl.html",
    ] {
        assert_eq!(head_of(&page(&site, p)).3, [], "{p}");
    }
}

#[test]
fn a_table_of_contents_lists_the_editions_laws_in_its_language_with_their_languages() {
    let (_tmp, site, _) = mini_site();
    let html = page(&site, "2007/pl/index.html");
    assert!(html.contains(concat!(
        r#"<li id="law-67"><span class="law-no">67.</span> <a href="../../2007/67/index.html?lang=pl" lang="en">Defective Trick</a>"#,
        "\n",
        r#"<span class="law-links" lang="pl"><a href="../../2007/ru/67/index.html" hreflang="ru" title="Русский">ru</a> <a href="../../2007/67/index.html?lang=pl">obok siebie</a></span></li>"#
    )));
    assert!(html.contains(concat!(
        r#"<li id="law-68"><span class="law-no">68.</span> <a href="../../2007/pl/68/index.html" lang="pl">ROSZCZENIE ALBO ZRZECZENIE</a>"#,
        "\n",
        r#"<span class="law-links" lang="pl"><a href="../../2007/nl/68/index.html" hreflang="nl" title="Nederlands">nl</a> <a href="../../2007/pl/68/index.html" hreflang="pl" title="Polski">pl</a> <a href="../../2007/ru/68/index.html" hreflang="ru" title="Русский">ru</a> <a href="../../2007/68/index.html?lang=pl">obok siebie</a></span></li>"#
    )));
    assert_eq!(html.matches("<li id=\"law-").count(), 2);
    // The Dutch contents: the manifest's Dutch title.
    assert!(page(&site, "2007/nl/index.html").contains(
        r#"<a href="../../2007/nl/68/index.html" lang="nl">Opeisen en afstaan van slagen</a>"#
    ));
    // The home page links each edition's contents in every language it has.
    assert!(page(&site, "index.html").contains(
        r#"<p class="tocs">Contents in: <a href="2007/nl/index.html" hreflang="nl" lang="nl">Nederlands</a> <a href="2007/pl/index.html" hreflang="pl" lang="pl">Polski</a> <a href="2007/ru/index.html" hreflang="ru" lang="ru">Русский</a></p>"#
    ));
}

#[test]
fn clauses_link_to_their_parallel_row_and_short_addresses_are_in_the_clause_address_map() {
    let (_tmp, site, _) = mini_site();
    let pl = page(&site, "2007/pl/68/index.html");
    // One link per clause (its parallel row), none to each other language (issue 18).
    assert!(pl.contains(
        r#"<p class="xlinks" lang="pl"><a href="../../../2007/68/index.html?lang=pl#68B1">68B1 we wszystkich językach</a></p>"#
    ));
    assert!(!pl.contains(r#"href="../../../2007/nl/68/index.html#68B1""#));
    // The page's switcher names the other languages once.
    assert_eq!(
        pl.matches(r#"<a href="../../../2007/nl/68/index.html""#)
            .count(),
        1
    );
    // No file per clause; the short address 2007/pl/68B2.html is in the map.
    assert!(!site.join("2007/pl/68B2.html").exists());
    let map: std::collections::BTreeMap<String, String> =
        serde_json::from_str(&page(&site, "2007/pl/clauses.json")).unwrap();
    assert_eq!(map["68B2"], "68/index.html#68B2");
    assert_eq!(map["68B1"], "68/index.html#68B1");
    assert_eq!(map["68"], "68/index.html#68");
    assert_eq!(map["68C"], "68/index.html#68C");
    let nl: std::collections::BTreeMap<String, String> =
        serde_json::from_str(&page(&site, "2007/nl/clauses.json")).unwrap();
    assert!(!nl.contains_key("68B2"));
    assert_eq!(nl["68B1"], "68/index.html#68B1");
    // Every value is an anchor on its law page.
    for (key, value) in &map {
        let (file, anchor) = value.split_once('#').unwrap();
        let html = page(&site, &format!("2007/pl/{file}"));
        assert!(
            html.contains(&format!(r#"id="{anchor}""#)),
            "{key} -> {value}"
        );
    }
    // Law 67 comes before 68 in 2007; nothing after it. Polish has no 67: its parallel page.
    let nav = |html: &str| {
        html[html.find("<nav class=\"prev-next\"").unwrap()..]
            .split("</nav>")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        nav(&pl),
        "<nav class=\"prev-next\" lang=\"pl\" aria-label=\"Poprzedni i następny przepis\"><a class=\"prev\" rel=\"prev\" href=\"../../../2007/67/index.html\" lang=\"en\">← 67. Defective Trick</a>\n"
    );
    assert_eq!(
        nav(&page(&site, "2007/67/index.html")),
        "<nav class=\"prev-next\" lang=\"en\" aria-label=\"Previous and next law\"><a class=\"next\" rel=\"next\" href=\"../../2007/68/index.html\">68. Claim or Concession of Tricks →</a>\n"
    );
    // Every page's jump box sends the page's edition and language as where to look first.
    assert!(pl.contains(
        r#"<form class="jump" action="../../../search/index.pl.html" method="get" role="search" aria-label="Przejdź do punktu lub szukaj"><input type="hidden" name="prefer" value="2007/pl">"#
    ));
    assert!(
        page(&site, "2007/68/index.html")
            .contains(r#"<input type="hidden" name="prefer" value="2007">"#)
    );
}

#[test]
fn the_sitemap_and_the_service_worker_list_the_site() {
    let (_tmp, site, _) = mini_site();
    let all = files(&site);
    let sitemap = page(&site, "sitemap.xml");
    let locs: Vec<&str> = sitemap
        .split("<loc>")
        .skip(1)
        .map(|s| s.split("</loc>").next().unwrap())
        .collect();
    // Every page but the 404 page.
    let want: Vec<&str> = all
        .keys()
        .map(String::as_str)
        .filter(|p| p.ends_with(".html") && !p.starts_with("404."))
        .collect();
    assert_eq!(locs, want);
    assert_eq!(locs.len(), 4 + 3 * 4 + 2 + 3 + 2);
    // The service worker keeps the shell on the first visit (the pages read and the packs
    // kept come later): the root's files, the icons and the clause address maps.
    let sw = page(&site, "sw.js");
    let list = sw
        .lines()
        .find_map(|l| l.strip_prefix("const FILES = "))
        .unwrap()
        .trim_end_matches(';');
    let listed: Vec<String> = serde_json::from_str(list).unwrap();
    assert_eq!(
        listed,
        [
            "2007/nl/clauses.json",
            "2007/pl/clauses.json",
            "2007/ru/clauses.json",
            "404.html",
            "404.nl.html",
            "404.pl.html",
            "404.ru.html",
            "book.css",
            "book.js",
            "favicon.ico",
            "icons/icon-192.png",
            "icons/icon-512.png",
            "icons/maskable-512.png",
            "index.html",
            "index.nl.html",
            "index.pl.html",
            "index.ru.html",
            "manifest.webmanifest",
            "parallel.js",
            "search.js",
            "site.js",
            "style.css",
        ]
    );
    assert!(listed.iter().all(|p| all.contains_key(p)));
    // With the code that reads a clause address map, as the 404 page's.
    assert!(sw.contains("function clauseTarget(clauses, file, mapUrl) {"));
    assert!(page(&site, "404.html").contains("function clauseTarget(clauses, file, mapUrl) {"));
    // Its version follows the content: the same corpus, the same version; a changed text, another.
    let version = |sw: &str| {
        sw.lines()
            .find(|l| l.starts_with("const VERSION"))
            .unwrap()
            .to_string()
    };
    let (_tmp2, again, _) = mini_site();
    assert_eq!(version(&page(&again, "sw.js")), version(&sw));
    let tmp = tempfile::tempdir().unwrap();
    let copy = tmp.path().join("corpus");
    copy_tree(&repo().join("tests/fixtures/mini"), &copy);
    let text = copy.join("translations/pl/2007/68.md");
    let changed = std::fs::read_to_string(&text)
        .unwrap()
        .replace("Tekst B2.", "Tekst B2, zmieniony.");
    std::fs::write(&text, changed).unwrap();
    let corpus = load::load_corpus(&copy).unwrap();
    let out = tmp.path().join("site");
    build_site(&corpus, &xref::link(&corpus), &out).unwrap();
    assert_ne!(version(&page(&out, "sw.js")), version(&sw));
}

#[test]
fn the_404_page_links_from_the_site_root() {
    let (_tmp, site, _) = mini_site();
    let html = page(&site, "404.html");
    assert!(html.contains(r#"<link rel="stylesheet" href="./style.css">"#));
    // Its script is inline (no relative src is found at a missing address's depth); it loads
    // site.js from the site's top folder.
    assert!(!html.contains(r#"<script src="./site.js""#));
    assert!(html.contains(r#"script.src = new URL("site.js", root).href;"#));
    assert!(html.contains(r#"/clauses.json`, root);"#));
    // Without JavaScript: every edition's contents in every language.
    assert!(html.contains(r#"<a href="./2007/pl/index.html" hreflang="pl" lang="pl">Polski</a>"#));
    assert!(html.contains(r#"the <a href="./index.html">home page</a>"#));
    assert!(html.contains(r#"<a href="./search/index.html">search page</a>"#));
    assert!(html.contains("<h1>Page not found</h1>"));
}

fn copy_tree(from: &Path, to: &Path) {
    for (rel, bytes) in files(from) {
        let p = to.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }
}

#[test]
fn with_the_sites_address_the_sitemap_and_hreflang_links_give_absolute_addresses() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_lawref"))
        .args(["--corpus"])
        .arg(repo().join("tests/fixtures/mini"))
        .args(["build", "--out"])
        .arg(&out)
        .env("LAWREF_SITE_URL", "https://example.org/laws")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let sitemap = page(&out, "sitemap.xml");
    assert_eq!(sitemap.matches("<loc>").count(), 4 + 3 * 4 + 2 + 3 + 2);
    assert!(
        sitemap.contains("<url><loc>https://example.org/laws/2007/pl/68/index.html</loc></url>\n")
    );
    assert_eq!(
        sitemap.matches("<loc>https://example.org/laws/").count(),
        4 + 3 * 4 + 2 + 3 + 2
    );
    // Each page's other languages, as hreflang links: the site's address and the page's path.
    let alt = |lang: &str, href: &str| (lang.to_string(), href.to_string());
    assert_eq!(
        head_of(&page(&out, "2007/pl/68/index.html")).3,
        [
            alt("nl", "https://example.org/laws/2007/nl/68/index.html"),
            alt("ru", "https://example.org/laws/2007/ru/68/index.html")
        ]
    );
    assert_eq!(
        head_of(&page(&out, "2007/nl/index.html")).3,
        [
            alt("pl", "https://example.org/laws/2007/pl/index.html"),
            alt("ru", "https://example.org/laws/2007/ru/index.html")
        ]
    );
    assert_eq!(
        head_of(&page(&out, "2007/68/index.html")).3,
        [
            alt("nl", "https://example.org/laws/2007/nl/68/index.html"),
            alt("pl", "https://example.org/laws/2007/pl/68/index.html"),
            alt("ru", "https://example.org/laws/2007/ru/68/index.html")
        ]
    );
}

#[test]
fn the_offline_packs_list_their_files_with_sizes_and_sums() {
    let corpus = load::load_corpus(&repo()).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("site");
    build_site(&corpus, &xref::link(&corpus), &site).unwrap();
    let all = files(&site);
    let packs: Vec<&str> = all
        .keys()
        .filter(|p| p.ends_with("/offline.json"))
        .map(String::as_str)
        .collect();
    // One per edition and language with a clause address map (Russian has commentary only).
    assert_eq!(
        packs,
        [
            "2007/nl/offline.json",
            "2007/pl/offline.json",
            "2007/ru/offline.json",
            "2017/pl/offline.json"
        ]
    );
    let pack: serde_json::Value = serde_json::from_slice(&all["2017/pl/offline.json"]).unwrap();
    assert_eq!(pack["edition"], "2017");
    assert_eq!(pack["lang"], "pl");
    let listed: Vec<&str> = pack["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    // The edition and language's pages and maps, the search pages and maps, and the Polish
    // Pagefind files a search fetches: all of pagefind/pl/ but the other WebAssembly.
    let bundle: Vec<&str> = all
        .keys()
        .map(String::as_str)
        .filter(|p| p.starts_with("pagefind/pl/") && *p != "pagefind/pl/wasm.unknown.pagefind")
        .collect();
    assert!(bundle.contains(&"pagefind/pl/wasm.pl.pagefind"));
    assert!(bundle.contains(&"pagefind/pl/pagefind-worker.js"));
    assert!(
        bundle
            .iter()
            .any(|p| p.starts_with("pagefind/pl/fragment/"))
    );
    let mut want = vec![
        "2017/pl/68/index.html",
        "2017/pl/70/index.html",
        "2017/pl/book/index.html",
        "2017/pl/changes/index.html",
        "2017/pl/clauses.json",
        "2017/pl/index.html",
        "2017/pl/situations/index.html",
    ];
    want.extend(&bundle);
    want.extend([
        "search/clauses.json",
        "search/index.html",
        "search/index.nl.html",
        "search/index.pl.html",
        "search/index.ru.html",
        "search/situations.json",
        "search/terms.json",
        "search/titles.json",
    ]);
    assert_eq!(listed, want);
    // Each file's size and CRC-32 as written, and their total.
    let mut total = 0;
    for f in pack["files"].as_array().unwrap() {
        let bytes = &all[f["path"].as_str().unwrap()];
        assert_eq!(f["bytes"], bytes.len(), "{f}");
        assert_eq!(
            f["hash"],
            format!("{:016x}", xxhash_rust::xxh3::xxh3_64(bytes)),
            "{f}"
        );
        total += bytes.len();
    }
    assert_eq!(pack["bytes"], total);
    // The Polish pages of 2007 are another pack, with the same search.
    let old: serde_json::Value = serde_json::from_slice(&all["2007/pl/offline.json"]).unwrap();
    let paths = |p: &serde_json::Value| -> Vec<String> {
        p["files"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["path"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(paths(&old).contains(&"2007/pl/68/index.html".to_string()));
    assert!(!paths(&old).iter().any(|p| p.starts_with("2017/")));
    assert_eq!(
        paths(&old)
            .iter()
            .filter(|p| p.starts_with("pagefind/"))
            .count(),
        bundle.len()
    );
    // The contents page offers the pack, in its language, hidden until its script runs.
    let toc = page(&site, "2017/pl/index.html");
    assert!(toc.contains(r#"<section class="offline-pack" id="offline-pack" aria-labelledby="offline-pack-heading" lang="pl" hidden>"#));
    assert!(toc.contains(
        r#"<button type="button" class="offline-keep">Zachowaj na tym urządzeniu</button>"#
    ));
    assert!(toc.contains("Zachowaj te przepisy po polsku wraz z wyszukiwarką na tym urządzeniu"));
    // Every page links the manifest and the favicon from the site root.
    for (path, html) in &all {
        if !path.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8_lossy(html);
        let root = "../".repeat(path.matches('/').count());
        let root = if root.is_empty() {
            "./".to_string()
        } else {
            root
        };
        for link in [
            format!(r#"<link rel="manifest" href="{root}manifest.webmanifest">"#),
            format!(r#"<link rel="icon" href="{root}favicon.ico" sizes="16x16 32x32 48x48">"#),
        ] {
            assert!(html.contains(&link), "{path} lacks {link}");
        }
    }
}

/// Open data (issue 30): a law page with its text carries its schema.org `Legislation` in
/// JSON-LD: the law, its title, language, edition and date, the edition it is part of, and the
/// same law in the edition's other languages; a page of commentary only carries none.
#[test]
fn a_law_page_carries_its_legislation_in_json_ld() {
    let (_tmp, site, _) = mini_site();
    let page = std::fs::read_to_string(site.join("2007/pl/68/index.html")).unwrap();
    let start = page.find(r#"<script type="application/ld+json">"#).unwrap() + 35;
    let end = start + page[start..].find("</script>").unwrap();
    let ld: serde_json::Value = serde_json::from_str(&page[start..end]).unwrap();
    assert_eq!(
        ld,
        serde_json::json!({
            "@context": "https://schema.org",
            "@type": "Legislation",
            "legislationIdentifier": "Law 68",
            "name": "ROSZCZENIE ALBO ZRZECZENIE",
            "inLanguage": "pl",
            "version": "2007",
            "legislationDate": "2007",
            "isPartOf": {
                "@type": "Legislation",
                "name": "Laws of Duplicate Bridge 2007",
                "legislationDate": "2007"
            },
            "workExample": [
                {"@type": "Legislation", "inLanguage": "nl", "url": "../../../2007/nl/68/index.html"},
                {"@type": "Legislation", "inLanguage": "ru", "url": "../../../2007/ru/68/index.html"}
            ]
        })
    );
    let commentary = std::fs::read_to_string(site.join("2007/ru/67/index.html")).unwrap();
    assert!(!commentary.contains("application/ld+json"));
}

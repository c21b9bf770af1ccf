// The search quality table (tests/search_queries.tsv) in the browser: every query runs through
// the site's search page and through the command line (`lawref search --json`, the same corpus),
// and the first hits are compared. The site must agree with the command line on at least 90 % of
// the queries (issue 18); the disagreements are printed. And no hit for the words the text lacks
// that Pagefind matched to a one-letter word (issue 18: "wist", "impas", "wedstrijdleider",
// "opeisen" beside its real Dutch hits), and `-word` honoured. Run by ./run, which sets
// LAWREF_SITE, LAWREF_CORPUS and LAWREF_BIN.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { useSite } from "./harness.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const env = useSite();
const corpus = process.env.LAWREF_CORPUS;
const bin = process.env.LAWREF_BIN;
if (!corpus || !bin) throw new Error("LAWREF_CORPUS and LAWREF_BIN are not set: run tests/browser/run");

/** The table's rows: { line, query, lang, edition }. */
function table() {
  const rows = [];
  readFileSync(join(here, "..", "search_queries.tsv"), "utf8")
    .split("\n")
    .forEach((text, i) => {
      if (!text || text.startsWith("#") || text.startsWith("query\t")) return;
      const [query, lang, edition] = text.split("\t");
      rows.push({ line: i + 1, query, lang: lang === "-" ? "" : lang, edition: edition === "-" ? "" : edition });
    });
  return rows;
}

/** The command line's first hit as "edition lang anchor", or "" for none. */
function cliFirst(row) {
  // The laws by title count in --limit: enough for them and the first hit.
  const args = ["--corpus", corpus, "search", "--json", "--limit", "100"];
  if (row.lang) args.push("--lang", row.lang);
  if (row.edition) args.push("--edition", row.edition);
  args.push("--", row.query);
  // The laws by title (kind "title") are the site's box of their own, not hits of its list.
  const hits = JSON.parse(execFileSync(bin, args, { encoding: "utf8" })).filter((h) => h.kind !== "title");
  return hits.length ? `${hits[0].edition} ${hits[0].lang} ${hits[0].anchor}` : "";
}

/** "edition lang anchor" of a site URL (site-relative): a law page's, or a parallel page's with
 * the hit's language `lang`. */
function key(rel, lang) {
  const [path, anchor = ""] = rel.split("#");
  const parts = path.split("/");
  return parts.length === 4 ? `${parts[0]} ${parts[1]} ${decodeURIComponent(anchor)}` : `${parts[0]} ${lang} ${decodeURIComponent(anchor)}`;
}

/** The site's first hit for `row` as "edition lang anchor" ("" for none): the clause the page
 * jumps to for a clause id, else the first hit of the list. */
async function siteFirst(row) {
  const page = await env.newPage();
  const params = new URLSearchParams({ q: row.query });
  if (row.lang) params.set("lang", row.lang);
  if (row.edition) params.set("edition", row.edition);
  const start = `${env.server.url}search/index.html?${params}`;
  await page.goto(start);
  const outcome = await Promise.race([
    page.waitForURL((u) => !u.pathname.endsWith("/search/index.html"), { timeout: 60000 }).then(() => "jump"),
    page
      .waitForFunction(
        () => /hits? for|no hits|could not load|failed/i.test(document.getElementById("search-status")?.textContent || ""),
        null,
        { timeout: 60000 },
      )
      .then(() => "list")
      .catch(() => "jump"),
  ]);
  let got = "";
  if (outcome === "jump") {
    got = key(page.url().slice(env.server.url.length), row.lang);
  } else {
    const first = await page.$eval("#search-results li", (li) => ({ href: li.querySelector("h2 a").href, lang: li.lang })).catch(() => null);
    if (first) got = key(first.href.slice(env.server.url.length), first.lang);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return got;
}

/** The site's hits for `q` (site-relative URLs, best first). */
async function siteHits(q) {
  const page = await env.newPage();
  await page.goto(`${env.server.url}search/index.html?${new URLSearchParams({ q })}`);
  await page.waitForFunction(
    () => /hits? for|no hits|could not load|failed/i.test(document.getElementById("search-status").textContent),
    null,
    { timeout: 60000 },
  );
  const status = await page.textContent("#search-status");
  assert.doesNotMatch(status, /could not load|failed/i, status);
  const links = await page.$$eval("#search-results li h2 a", (as) => as.map((a) => a.href));
  await page.context().close();
  return links.map((h) => h.slice(env.server.url.length));
}

describe("the site's search agrees with the command line", () => {
  test("the first hit of at least 90 % of tests/search_queries.tsv", async () => {
    const rows = table();
    assert.ok(rows.length >= 40, `${rows.length} queries`);
    const disagree = [];
    for (const row of rows) {
      const cli = cliFirst(row);
      const site = await siteFirst(row);
      if (cli !== site) disagree.push(`line ${row.line}: ${JSON.stringify(row.query)} (lang ${row.lang || "-"}, edition ${row.edition || "-"}): command line ${cli || "no hit"}, site ${site || "no hit"}`);
    }
    const rate = (rows.length - disagree.length) / rows.length;
    console.log(`agreement ${(100 * rate).toFixed(1)} % (${rows.length - disagree.length} of ${rows.length}); disagreements:\n${disagree.join("\n")}`);
    assert.ok(rate >= 0.9, `agreement ${(100 * rate).toFixed(1)} % < 90 %:\n${disagree.join("\n")}`);
  });

  // Words the corpus lacks that begin with a one-letter word of another language (Polish "w",
  // "i", "o"): Pagefind matched them to it. And Polish words no text holds that begin like a
  // short word of the texts ("lewica", "left", and "lew", "tricks"; "kartka" and "karta"):
  // they found six clauses and more on the site (issue 30). The command line finds nothing.
  for (const q of ["wist", "impas", "lewica", "kartka"]) {
    test(`no hit for "${q}"`, async () => {
      assert.equal(cliFirst({ query: q, lang: "", edition: "" }), "");
      assert.deepEqual(await siteHits(q), []);
    });
  }

  test(`"wedstrijdleider" finds its two Dutch clauses only, as the command line does`, async () => {
    // Besides the Dutch situation index's entry "wedstrijdleider" (issue 20), which both
    // searches list too: the clause hits are compared here, the entry by the directors' tests.
    const all = await siteHits("wedstrijdleider");
    assert.ok(all.includes("2007/nl/situations/index.html#t-wedstrijdleider"), all.join(", "));
    const hits = all.filter((h) => !h.includes("/situations/"));
    assert.deepEqual([...hits].sort(), ["2007/nl/68/index.html#68B2", "2007/nl/68/index.html#68D"]);
    const cli = JSON.parse(
      execFileSync(bin, ["--corpus", corpus, "search", "--json", "--limit", "100", "--", "wedstrijdleider"], { encoding: "utf8" }),
    )
      .filter((h) => h.kind !== "index" && h.kind !== "title")
      .map((h) => `${h.edition}/${h.lang}/${String(h.law).padStart(2, "0")}/index.html#${h.anchor}`);
    assert.deepEqual([...cli].sort(), [...hits].sort());
  });

  test(`"opeisen" finds its Dutch clauses only (no Polish hit on "o")`, async () => {
    const hits = await siteHits("opeisen");
    assert.ok(hits.length > 0);
    for (const h of hits) assert.match(h, /^20\d\d\/nl\//, h);
  });

  test("-word drops the clauses that have the word, as the command line does", async () => {
    const all = await siteHits("slagen");
    const without = await siteHits("slagen -afstaan");
    assert.ok(all.includes("2007/nl/68/index.html#68B"), all.join(" "));
    assert.ok(!without.includes("2007/nl/68/index.html#68B"), without.join(" "));
    assert.ok(without.length > 0 && without.length < all.length, `${without.length} of ${all.length}`);
    const cli = JSON.parse(
      execFileSync(bin, ["--corpus", corpus, "search", "--json", "--limit", "100", "--", "slagen -afstaan"], { encoding: "utf8" }),
    )
      .filter((h) => h.kind !== "title")
      .map((h) => `${h.edition}/${h.lang}/${String(h.law).padStart(2, "0")}/index.html#${h.anchor}`);
    assert.deepEqual([...without].sort(), [...cli].sort());
  });
});

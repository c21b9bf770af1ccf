// The site's search in headless Chromium (Debian's chromium, driven by playwright-core): queries
// in every language of the corpus find their clause, the filters narrow the hits, a clause id
// jumps to its clause, and the page says what it needs without JavaScript. Run by ./run, which
// builds the site and sets LAWREF_SITE; screenshots go to test-output/browser/.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { shots, site, useSite } from "./harness.mjs";

const env = useSite();
const newPage = env.newPage;
/** The server, once the hooks have started it. */
const server = {
  get url() {
    return env.server.url;
  },
};

function searchUrl(params) {
  return `${server.url}search/index.html?${new URLSearchParams(params)}`;
}

/** Opens the search page with `params` (`before` called with the page first) and waits until
 * the search has ended; returns the page and its status line. */
async function searched(params, before = () => {}) {
  const page = await newPage();
  before(page);
  await page.goto(searchUrl(params));
  await page.waitForFunction(
    () => /hits? for|no hits|could not load/.test(document.getElementById("search-status").textContent),
    null,
    { timeout: 30000 },
  );
  return { page, status: await page.textContent("#search-status") };
}

/** Opens the search page with `params` and returns the hits' links (site-relative), best first. */
async function hits(params, shot) {
  const { page, status } = await searched(params);
  assert.doesNotMatch(status, /could not load/, status);
  // The hits of the texts (the situation index's entries, shown first, are tested in
  // directors.test.mjs).
  const links = await page.$$eval("#search-results li:not(.search-entry) h2 a", (as) => as.map((a) => a.href));
  if (shot) await page.screenshot({ path: join(shots, `${shot}.png`), fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.context().close();
  const out = links.map((h) => h.slice(server.url.length));
  // How many hits in all (the list shows the best 30).
  out.total = /no hits/.test(status) ? 0 : Number(status.match(/(\d+) hits? for/)[1]);
  return out;
}

/** Opens the search page with `params` and returns where it jumped (site-relative). */
async function jump(params, shot) {
  const page = await newPage();
  await page.goto(searchUrl(params));
  await page.waitForURL((u) => !u.pathname.endsWith("/search/index.html"), { timeout: 30000 });
  await page.waitForLoadState("load");
  if (shot) await page.screenshot({ path: join(shots, `${shot}.png`) });
  const url = page.url().slice(server.url.length);
  await page.context().close();
  return url;
}

// [query, params, the clause that must come first (rank 1) or in the top 3 (rank 3)]
const QUERIES = [
  // Polish, with diacritics, a section title
  ["Wstrzymanie gry", {}, "2017/pl/68/index.html#68D", 1],
  // Polish without diacritics ("wyjaśnienie")
  ["wymagane wyjasnienie", {}, "2017/pl/68/index.html#68C", 1],
  // Polish, an inflected form ("atut" in the text of 70C's title, "atutu" typed)
  ["nieściągniętego atutu", {}, "2017/pl/70/index.html#70C", 3],
  // Polish without diacritics, inflected ("sędziego" → "sedziego")
  ["postepowanie sedziego", {}, "2017/pl/70/index.html#70D", 1],
  // Dutch
  ["afstaan van slagen", { lang: "nl" }, "2007/nl/68/index.html#68B", 3],
  ["toelichting", {}, "2007/nl/68/index.html#68C", 3],
  // Russian, inflected ("претензия" in the text)
  ["претензию", {}, "2007/ru/68/index.html#68.2", 3],
  ["уступки взяток", {}, "2007/ru/68/index.html#68.2", 3],
  // English (the example notes), a note on 68C shown on the parallel page
  ["clarification statement", {}, "2007/68/index.html#note-examples-3", 3],
  // A law number inside words
  ["Law 70 disputed", { lang: "en" }, "2007/68/index.html#note-examples-3", 3],
];

describe("a query finds its clause", () => {
  for (const [q, params, want, rank] of QUERIES) {
    test(`${q} ${JSON.stringify(params)} → ${want} (top ${rank})`, async () => {
      const got = await hits({ q, ...params }, `query-${want.replace(/[^\w.-]+/g, "_")}`);
      assert.ok(got.slice(0, rank).includes(want), `${want} not in the top ${rank}: ${got.slice(0, 5).join(", ")}`);
    });
  }
});

describe("the filters narrow the hits", () => {
  test("language: the hits in Polish are exactly the Polish hits of all languages", async () => {
    const all = await hits({ q: "68 deklaracja" });
    const pl = await hits({ q: "68 deklaracja", lang: "pl" }, "filter-lang-pl");
    assert.ok(pl.length > 0);
    assert.ok(pl.every((u) => /^\d+\/pl\//.test(u)), pl.join(", "));
    assert.deepEqual([...pl].sort(), all.filter((u) => /^\d+\/pl\//.test(u)).sort());
  });
  test("edition: 2007 hits are exactly the 2007 hits of all editions", async () => {
    const all = await hits({ q: "zrzeczenie" });
    const e2007 = await hits({ q: "zrzeczenie", edition: "2007" }, "filter-edition-2007");
    const e2017 = await hits({ q: "zrzeczenie", edition: "2017" });
    assert.ok(e2007.length > 0 && e2017.length > 0);
    assert.ok(e2007.every((u) => u.startsWith("2007/")), e2007.join(", "));
    assert.ok(e2017.every((u) => u.startsWith("2017/")), e2017.join(", "));
    // The corpus has these two editions only: the two filtered searches split the hits.
    assert.equal(e2007.total + e2017.total, all.total);
    assert.ok(e2007.total < all.total && e2017.total < all.total);
  });
  test("kind: commentary only", async () => {
    const got = await hits({ q: "взятки", kind: "commentary" });
    assert.ok(got.length > 0);
    assert.ok(got.every((u) => u.startsWith("2007/ru/")), got.join(", "));
  });
});

describe("a search loads only the bundles that can match", () => {
  /** The languages whose Pagefind bundle (pagefind/<lang>/pagefind.js) a search loads. */
  async function bundlesLoaded(params) {
    const loaded = new Set();
    const { page, status } = await searched(params, (p) =>
      p.on("request", (r) => {
        const m = r.url().match(/\/pagefind\/([a-z]{2})\/pagefind\.js$/);
        if (m) loaded.add(m[1]);
      }),
    );
    await page.context().close();
    return { langs: [...loaded].sort(), status };
  }
  // A word only the Polish texts hold loads the Polish bundle alone, and finds what it found
  // when every bundle was loaded (the hits of "zrzeczenie" are asserted above); a word no
  // text holds loads none and finds nothing; words of two languages ("OR") load both.
  test("a Polish word, a word no text holds, two languages' words", async () => {
    const pl = await bundlesLoaded({ q: "zrzeczenie" });
    assert.deepEqual(pl.langs, ["pl"]);
    assert.match(pl.status, /\d+ hits? for/);
    const none = await bundlesLoaded({ q: "qqqzzz" });
    assert.deepEqual(none.langs, []);
    assert.match(none.status, /no hits/);
    const two = await bundlesLoaded({ q: "zrzeczenie OR претензию" });
    assert.deepEqual(two.langs, ["pl", "ru"]);
    // A clause id may match in any language; with a word no text holds, in none.
    const id = await bundlesLoaded({ q: "68B2 qqqzzz" });
    assert.deepEqual(id.langs, []);
  });
});

describe("a clause id jumps to its clause", () => {
  const JUMPS = [
    [{ q: "68B2" }, "2017/pl/68/index.html#68B2"],
    [{ q: "68 b 2" }, "2017/pl/68/index.html#68B2"],
    [{ q: "68D2(b)(i)" }, "2017/pl/68/index.html#68D2bi"],
    [{ q: "68В2" }, "2017/pl/68/index.html#68B2"], // a Cyrillic В
    [{ q: "przepis 70D" }, "2017/pl/70/index.html#70D"],
    [{ q: "Law 70" }, "2017/pl/70/index.html#70A"],
    [{ q: "68B2", edition: "2007" }, "2007/nl/68/index.html#68B2"],
    [{ q: "68B2", lang: "pl", edition: "2007" }, "2007/pl/68/index.html#68B2"],
  ];
  for (const [params, want] of JUMPS) {
    test(`${JSON.stringify(params)} → ${want}`, async () => {
      assert.equal(await jump(params, `jump-${want.replace(/[^\w.-]+/g, "_")}`), want);
    });
  }
  test("typed in the form, the id jumps and Back returns to the search page", async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/index.html`);
    await page.fill("#search-q", "70E");
    await page.press("#search-q", "Enter");
    await page.waitForURL((u) => u.hash === "#70E");
    assert.equal(page.url(), `${server.url}2017/pl/70/index.html#70E`);
    assert.equal(await page.evaluate(() => document.getElementById("70E") !== null), true);
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith("/search/index.html"));
    await page.context().close();
  });
  test("a clause no text has is searched as words, and said so", async () => {
    const page = await newPage();
    await page.goto(searchUrl({ q: "68Z" }));
    await page.waitForFunction(() => /no clause/.test(document.getElementById("search-status").textContent));
    assert.match(await page.textContent("#search-status"), /^There is no clause 68Z; words found: /);
    await page.context().close();
  });
  test("a word before a number that is not a law word searches, it does not jump", async () => {
    // Found by an attack: "zrzeczenie 68" jumped to Law 68 and dropped the word.
    const page = await newPage();
    await page.goto(searchUrl({ q: "zrzeczenie 68", lang: "pl" }));
    await page.waitForFunction(() => /hits? for/.test(document.getElementById("search-status").textContent));
    assert.ok(new URL(page.url()).pathname.endsWith("/search/index.html"), page.url());
    assert.doesNotMatch(await page.textContent("#search-status"), /no clause/);
    await page.context().close();
  });
});

describe("the search page", () => {
  test("the state is in the URL: a search typed in the form can be linked", async () => {
    const page = await newPage();
    await page.goto(`${server.url}index.html`);
    await page.click("header.site a.search-link");
    await page.waitForURL((u) => u.pathname.endsWith("/search/index.html"));
    await page.fill("#search-q", "sędzia");
    await page.selectOption("#search-lang", "pl");
    await page.selectOption("#search-edition", "2017");
    await page.click("#search-form button[type=submit]");
    await page.waitForFunction(() => /hits? for/.test(document.getElementById("search-status").textContent));
    assert.equal(page.url(), searchUrl({ q: "sędzia", lang: "pl", edition: "2017" }));
    // The situation index's entry "sędzia" comes first (directors.test.mjs), then the hits.
    const entry = await page.$eval("#search-results li.search-entry h2 a", (a) => a.getAttribute("href"));
    assert.match(entry, /\/2017\/pl\/situations\/index\.html#t-s%C4%99dzia$|\/2017\/pl\/situations\/index\.html#t-sędzia$/);
    const first = await page.$eval("#search-results li:not(.search-entry) h2 a", (a) => a.getAttribute("href"));
    assert.match(first, /\/2017\/pl\/(68|70)\/index\.html#/);
    assert.equal(await page.$$eval("#search-results mark", (m) => m.length > 0), true);
    await page.screenshot({ path: join(shots, "search-sedzia-pl-2017.png"), fullPage: true });
    await page.context().close();
  });
  test("opened from disk it says search needs the site served over HTTP", async () => {
    const page = await newPage();
    await page.goto(`${pathToFileURL(join(site, "search", "index.html")).href}?q=68b2`);
    await page.waitForLoadState("load");
    assert.equal(await page.isVisible("#search-form"), false);
    assert.match(await page.textContent("#search-pending"), /needs the site served over HTTP/);
    // Served over HTTP, the script runs and the note goes.
    await page.goto(searchUrl({ q: "zrzeczenie" }));
    await page.waitForSelector("#search-form", { state: "visible" });
    assert.equal(await page.$("#search-pending"), null);
    await page.context().close();
  });
  test("without JavaScript it says search needs it and links the home page", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(searchUrl({ q: "zrzeczenie" }));
    assert.equal(await page.isVisible("#search-form"), false);
    assert.equal(await page.isVisible("#search-pending"), false);
    assert.match(await page.textContent("body noscript"), /^Search needs JavaScript/);
    assert.equal(await page.$eval("body noscript a", (a) => a.getAttribute("href")), "../index.html");
    await page.screenshot({ path: join(shots, "search-no-javascript.png") });
    await page.context().close();
  });
});

describe("laws by title", () => {
  /** The search page's "Laws by title" items for `params`, as text, with their links. */
  async function titled(params) {
    const page = await newPage();
    await page.goto(searchUrl(params));
    await page.waitForFunction(() => /hits? for|no hits/.test(document.getElementById("search-status").textContent), null, {
      timeout: 30000,
    });
    const items = await page.$$eval("#search-titles:not([hidden]) li", (lis) =>
      lis.map((li) => ({ text: li.textContent, links: [...li.querySelectorAll("a")].map((a) => a.getAttribute("href")) })),
    );
    assert.deepEqual(page.errors, []);
    await page.context().close();
    return items.map((i) => ({ text: i.text, links: i.links.map((h) => h.slice(server.url.length)) }));
  }

  test("revoke: no text has it, and Laws 61–64 are named by their titles as not in this collection", async () => {
    // Issue 30: a director's word for a law the collection lacks found nothing, and said nothing.
    assert.deepEqual(await titled({ q: "revoke" }), [
      { text: "Law 61 · Failure to Follow Suit; Inquiries Concerning a Revoke (2017): not in this collection", links: [] },
      { text: "Law 62 · Correction of a Revoke (1997, 2017): not in this collection", links: [] },
      { text: "Law 63 · Establishment of a Revoke (1997, 2017): not in this collection", links: [] },
      { text: "Law 64 · Procedure After Establishment of a Revoke (1997, 2017): not in this collection", links: [] },
    ]);
  });

  test("a law held in another language than the one chosen links its texts", async () => {
    assert.deepEqual(await titled({ q: "claim contested", lang: "nl" }), [
      {
        text: "Law 70 · Contested Claim or Concession (2007, 2017): not in the language or edition chosen; in this collection: PL 2017",
        links: ["2017/pl/70/index.html"],
      },
    ]);
    // A word of fewer than three letters is matched against no title.
    assert.deepEqual(await titled({ q: "of" }), []);
    // A law with commentary and no text links its commentary.
    assert.deepEqual(await titled({ q: "defective trick" }), [
      { text: "Law 67 · Defective Trick (2017): no text here; commentary: RU 2007", links: ["2007/ru/67/index.html"] },
    ]);
  });
});

// Issue 32: a concept's English name typed with a language chosen finds that language's terms
// for it through the term base (translations/pl/terms.yaml: claim is "deklaracja" in 2017,
// "roszczenie" in 2007), and says so, as `lawref search claim --lang pl` does.
describe("a query in one language finds the others", () => {
  test("claim with Polish chosen: the Polish clauses of deklaracja and roszczenie, and the line that says so", async () => {
    const { page, status } = await searched({ q: "claim", lang: "pl" });
    // The search page in English (the interface's language), the language's name in itself.
    assert.match(status, /^claim → deklaracja \(2017\), roszczenie \(2007\) \(term base: Polski\)\. \d+ hits for “claim”/, status);
    const links = (await page.$$eval("#search-results li:not(.search-entry) h2 a", (as) => as.map((a) => a.href))).map((h) =>
      h.slice(server.url.length),
    );
    for (const want of ["2017/pl/68/index.html#68A", "2007/pl/68/index.html#68A", "2007/pl/68/index.html#68C", "2017/pl/68/index.html#68D1"]) {
      assert.ok(links.includes(want), `${want} in ${links.join(", ")}`);
    }
    // The command line finds the same clauses and notes (in any order).
    const cli = JSON.parse(
      execFileSync(process.env.LAWREF_BIN, ["--corpus", process.env.LAWREF_CORPUS, "search", "claim", "--lang", "pl", "--json", "--limit", "100"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    )
      .filter((h) => h.kind === "text" || h.kind === "annotation")
      .map((h) => `${h.edition}/${h.lang}/${String(h.law).padStart(2, "0")}/index.html#${h.anchor}`);
    assert.deepEqual([...new Set(links.filter((l) => !l.includes("situations")))].sort(), [...new Set(cli)].sort());
    // The situation index's entries of the terms come first.
    assert.deepEqual(await page.$$eval("#search-results li.search-entry h2 a", (as) => as.map((a) => a.textContent)), ["deklaracja", "roszczenie"]);
    // Without a language chosen the word is searched as typed: no text holds it.
    const plain = await searched({ q: "claim" });
    assert.doesNotMatch(plain.status, /→/);
    await plain.page.context().close();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

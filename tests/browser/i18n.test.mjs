// The language of the site's own words, in headless Chromium (Debian's chromium, driven by
// playwright-core): the pages of no one language (home, parallel view, coverage, search, 404)
// are written once per interface language (index.html in English, index.pl.html …); on a first
// visit the browser's language picks one, a choice in the header is remembered (localStorage)
// and followed on every such page; without JavaScript the English page stays and the choice
// is a plain link. axe-core on the Polish, Dutch and Russian pages. Run by ./run, which builds
// the site and sets LAWREF_SITE; screenshots go to test-output/browser/.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { join } from "node:path";
import { copyElement, shots, useSite } from "./harness.mjs";

const env = useSite();
const newPage = env.newPage;
const server = {
  get url() {
    return env.server.url;
  },
};
const at = (page) => page.url().slice(server.url.length);
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Opens `path` and waits until the page it settles on (after any redirect) has loaded. */
async function open(page, path, settlesAt) {
  await page.goto(`${server.url}${path}`);
  if (settlesAt !== undefined && settlesAt !== path) {
    await page.waitForURL(`${server.url}${settlesAt}`, { timeout: 15000 });
  }
  await page.waitForLoadState("load");
  // site.js runs deferred: give a redirect that should not happen the time to happen.
  await page.waitForTimeout(300);
}

describe("the language of the site's pages", () => {
  test("a first visit follows the browser's language; a choice is remembered; the parallel page speaks its content's language", async () => {
    const page = await newPage({ locale: "pl-PL" });
    await open(page, "index.html", "index.pl.html");
    assert.equal(at(page), "index.pl.html");
    assert.equal(await page.getAttribute("html", "lang"), "pl");
    assert.equal(await page.textContent("h1"), "Międzynarodowe Prawo Brydżowe");
    // The editions (every manifest's, laws/*.yaml), newest first.
    assert.deepEqual(await page.$$eval("section.edition", (s) => s.map((e) => e.id)), [
      "edition-2017",
      "edition-2007",
      "edition-1997",
      "edition-1987",
      "edition-1982",
      "edition-1975",
    ]);
    // What the collection holds first, then the Polish sentence; the other languages' at the end,
    // each under its own name.
    assert.equal(await page.textContent("#holds-heading"), "W tym zbiorze");
    assert.equal(await page.getAttribute("p.about", "lang"), "pl");
    assert.deepEqual(await page.$$eval("dl.about dt", (d) => d.map((e) => e.textContent)), [
      "English",
      "Nederlands",
      "Русский",
    ]);
    await page.screenshot({ path: join(shots, "home-pl.png"), fullPage: true });
    // The parallel view, opened from the Polish home page: one page for every reader, in its
    // content's language (2007: Dutch, its first language), whatever the choice.
    await page.click('#edition-2007 a[href="2007/68/index.html"]');
    assert.equal(at(page), "2007/68/index.html");
    assert.equal(await page.getAttribute("html", "lang"), "nl");
    assert.equal(await page.textContent("#columns .columns-label"), "Kolommen:");
    assert.equal(await page.$("nav.ui-langs"), null);
    // The reader chooses English on the home page: it stays English.
    await open(page, "index.pl.html");
    await page.click('nav.ui-langs a[data-ui="en"]');
    await page.waitForURL(`${server.url}index.html`);
    assert.equal(await page.evaluate(() => localStorage.getItem("lawref-ui")), "en");
    await open(page, "index.html");
    assert.equal(at(page), "index.html");
    // Then Dutch: the home page follows; the parallel view keeps its address and the clause.
    await page.click('nav.ui-langs a[data-ui="nl"]');
    await page.waitForURL(`${server.url}index.nl.html`);
    await open(page, "index.html", "index.nl.html");
    assert.equal(await page.textContent("h1"), "Spelregels voor Wedstrijdbridge");
    await open(page, "2007/68/index.html#68B1");
    assert.equal(at(page), "2007/68/index.html#68B1");
    assert.equal(await page.textContent('[id="68-title"] th a'), "Artikel 68");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("a browser in a language the site has no interface for reads English", async () => {
    const page = await newPage({ locale: "sv-SE" });
    await open(page, "index.html");
    assert.equal(at(page), "index.html");
    assert.equal(await page.textContent("h1"), "The Laws of Duplicate Bridge");
    await page.context().close();
  });

  test("Russian: the home page, the parallel view in its content's language, and the 404 page in the chosen language", async () => {
    const page = await newPage({ locale: "ru-RU" });
    await open(page, "index.html", "index.ru.html");
    assert.equal(await page.getAttribute("html", "lang"), "ru");
    // One parallel page per law and edition: no Russian copy of it.
    await open(page, "2007/68/index.html");
    assert.equal(await page.textContent('[id="68-title"] th a'), "Artikel 68");
    assert.equal(await page.textContent("h1 small"), "(2007, naast elkaar)");
    await page.screenshot({ path: join(shots, "parallel-2007-68-ru-reader.png"), fullPage: true });
    // The 404 page keeps its address and takes the Russian page's words.
    await page.goto(`${server.url}404.html`);
    await page.waitForFunction(() => document.documentElement.lang === "ru", null, { timeout: 15000 });
    assert.equal(at(page), "404.html");
    assert.equal(await page.textContent("h1"), "Страница не найдена");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("the search page reached from a Polish law page speaks Polish, and says so in its plural", async () => {
    const page = await newPage({ locale: "en-GB" });
    await open(page, "2017/pl/68/index.html");
    await page.fill("#jump-q", "zrzeczenie");
    await page.press("#jump-q", "Enter");
    await page.waitForFunction(() => /wynik/.test(document.getElementById("search-status").textContent), null, {
      timeout: 30000,
    });
    assert.match(at(page), /^search\/index\.pl\.html\?/);
    const status = await page.textContent("#search-status");
    const n = Number(status.match(/^(\d+) /)[1]);
    const want = n === 1 ? "wynik" : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? "wyniki" : "wyników";
    assert.match(status, new RegExp(`^${n} ${want} dla „zrzeczenie”`), status);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("the parallel view across editions speaks its content's language, ?cols= kept, and copies no interface words", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    // 2017's texts are Polish: the page speaks Polish, with the columns asked (Dutch 2007 built
    // from its law page).
    await open(page, "2017/68/index.html?cols=pl:2017,nl:2007");
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready");
    assert.equal(await page.isVisible('[id="68D1"] td[data-col="nl-2007"]'), true);
    assert.equal(await page.textContent('[id="68D1"] td[data-col="nl-2007"]'), "część punktu 68D powyżej");
    assert.equal(await page.getAttribute('[id="68D1"] td[data-col="nl-2007"] span', "lang"), "pl");
    assert.equal(await page.textContent('label[for="show-nl-2007"]'), "Nederlands 2007");
    assert.equal(await page.textContent("p.downloads .downloads-label"), "Pobierz:");
    // A row copied: the texts only, neither the Polish interface's words nor the marker.
    const { copied } = await copyElement(page, "68D1");
    assert.ok(copied.trim().length > 20, JSON.stringify(copied));
    for (const w of ["część punktu", "powyżej", "68D1", "2007:"]) assert.ok(!copied.includes(w), `${w} copied: ${copied}`);
    // A checkbox adds another edition's column, and the address keeps the choice.
    await page.setChecked("#show-pl-2007", true);
    assert.equal(await page.isVisible('[id="68B2"] td[data-col="pl-2007"]'), true);
    assert.equal(new URL(page.url()).search, "?cols=pl:2017,nl:2007,pl:2007");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("without JavaScript the English page stays, and the choice is a link", async () => {
    const page = await newPage({ locale: "pl-PL", javaScriptEnabled: false });
    await page.goto(`${server.url}index.html`);
    assert.equal(at(page), "index.html");
    assert.equal(await page.textContent("h1"), "The Laws of Duplicate Bridge");
    await page.click('nav.ui-langs a[data-ui="pl"]');
    assert.equal(at(page), "index.pl.html");
    await page.click('#edition-2007 a[href="2007/68/index.html"]');
    assert.equal(at(page), "2007/68/index.html");
    assert.equal(await page.textContent('[id="68-title"] th a'), "Artikel 68");
    await page.context().close();
  });
});

describe("accessibility of the pages in other languages", () => {
  const PAGES = [
    ["Polish home", "index.pl.html"],
    ["Dutch parallel", "2007/68/index.html"],
    ["Polish parallel across editions", "2017/68/index.html?cols=pl:2017,nl:2007,pl:2007"],
    ["Russian law", "2007/ru/68/index.html"],
    ["Polish coverage", "coverage/index.pl.html"],
    ["Polish search", "search/index.pl.html?q=zrzeczenie"],
    ["Dutch 404", "404.nl.html"],
  ];
  for (const [name, path] of PAGES) {
    test(`axe-core finds no violation on the ${name} page`, async () => {
      const page = await newPage();
      // A stored choice of the page's own language: no redirect.
      const lang = path.match(/\.([a-z]{2})\.html/)?.[1];
      if (lang) await page.addInitScript((l) => localStorage.setItem("lawref-ui", l), lang);
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState("load");
      await page.addScriptTag({ path: AXE });
      const result = await page.evaluate(() => window.axe.run(document));
      const found = result.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`,
      );
      assert.deepEqual(found, []);
      assert.ok(result.passes.length > 10, "axe ran its rules");
      await page.context().close();
    });
  }
});

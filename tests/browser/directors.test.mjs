// Issue 20, for directors at the table, in headless Chromium: the change marks on a 2017 law page
// lead to their rows of the diff, the "what changed" page and the A–Z index page work by click
// (letters as jump links, terms to their clauses), and the search puts a matching index entry
// first, then its clauses. Run by ./run, which builds the site and sets LAWREF_SITE;
// screenshots go to test-output/browser/. axe-core checks these pages with the others
// (site.test.mjs).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { shots, useSite } from "./harness.mjs";

const env = useSite();
const newPage = env.newPage;
const server = {
  get url() {
    return env.server.url;
  },
};
const at = (page) => page.url().slice(server.url.length);

describe("what changed", () => {
  test("the marks on 2017 Law 68 lead to their rows of the diff", async () => {
    const page = await newPage();
    // [clause, the mark's words, the row's class]: 68D1 is a part of the split 68D, whose row
    // holds its anchor.
    for (const [clause, label, rowClass] of [
      ["68B2", "zmieniono", "changed"],
      ["68D2b", "dodano", "new"],
      ["68D1", "wydzielono z 68D", "changed"],
    ]) {
      await page.goto(`${server.url}2017/pl/68/index.html`);
      const mark = page.locator(`[id="${clause}"] > a.change`);
      assert.equal(await mark.textContent(), label);
      if (clause === "68B2") await page.screenshot({ path: join(shots, "change-marks.png"), fullPage: true });
      await mark.click();
      assert.equal(at(page), `diff/pl/68/2007-2017/index.html#${clause}`);
      const target = await page.evaluate(() => {
        const t = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        return { id: t.id, row: t.closest("tr")?.className };
      });
      assert.deepEqual(target, { id: clause, row: rowClass });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("the “what changed” page lists Law 68's changes, each to its diff row", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2017/pl/68/index.html`);
    await page.click("nav.langs a.changes-link");
    assert.equal(at(page), "2017/pl/changes/index.html");
    const items = await page.$$eval("ul.changes li", (lis) => lis.map((li) => li.textContent));
    assert.equal(items.length, 13);
    assert.equal(items[3], "68B2 zmieniono");
    assert.equal(items[9], "68D2(b) dodano");
    await page.click('ul.changes li:has(a[href$="#68D2b"]) a.change');
    assert.equal(at(page), "diff/pl/68/2007-2017/index.html#68D2b");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe("the situation index", () => {
  test("A–Z: a letter jumps to its terms, a term's clause to the law page", async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}2017/pl/68/index.html`);
    await page.click("nav.langs a.situations-link");
    assert.equal(at(page), "2017/pl/situations/index.html");
    assert.deepEqual(await page.$$eval("nav.letters a", (as) => as.map((a) => a.textContent)), [
      "A", "B", "D", "F", "K", "L", "N", "O", "P", "R", "S", "U", "W", "Z",
    ]);
    await page.click('nav.letters a[href="#letter-S"]');
    assert.equal(at(page), "2017/pl/situations/index.html#letter-S");
    await page.screenshot({ path: join(shots, "situations-360.png"), fullPage: true });
    await page.click('[id="t-sporna_deklaracja"] a[href$="#68D2b"]');
    assert.equal(at(page), "2017/pl/68/index.html#68D2b");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("the search puts the entry first, then its clauses", async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/index.html?q=deklaracja&lang=pl&edition=2017`);
    await page.waitForFunction(
      () => /hits? for|no hits|could not load/.test(document.getElementById("search-status").textContent),
      null,
      { timeout: 30000 },
    );
    const first = page.locator("#search-results li").first();
    assert.equal(await first.getAttribute("class"), "search-hit search-entry");
    assert.equal(await first.locator("h2 a").textContent(), "deklaracja");
    assert.equal(
      (await first.locator("h2 a").getAttribute("href")).slice(server.url.length),
      "2017/pl/situations/index.html#t-deklaracja",
    );
    assert.deepEqual(await first.locator(".search-clauses a").allTextContents(), ["68", "68A", "68C", "68D", "70"]);
    // After the entries, the hits of its clauses, in the entry's order, come before the rest.
    const links = await page.$$eval("#search-results li:not(.search-entry) h2 a", (as) => as.map((a) => a.href));
    const want = ["#68-preamble", "#68A", "#68C", "#68D"].map((a) => `2017/pl/68/index.html${a}`);
    const rel = links.map((h) => h.slice(server.url.length));
    const top = rel.slice(0, rel.findIndex((h) => !want.includes(h)));
    // Those of them the search found, first and in the entry's order; 68A, 68C and 68D among them.
    assert.deepEqual(top, want.filter((h) => top.includes(h)), rel.join("\n"));
    for (const a of ["#68A", "#68C", "#68D"]) assert.ok(top.includes(`2017/pl/68/index.html${a}`), rel.join("\n"));
    await page.screenshot({ path: join(shots, "search-entry.png"), fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

// Issue 32: a regulating authority's regulations under their clause, on every language's law
// page, with a switch of jurisdiction the reader's choice remembers (localStorage, every law
// page). The site holds the EBU's (translations/annotations/ebu.yaml: England, on 68D, 70 and
// 70C) and the test fixture's Testland (tests/fixtures/annotations/regulation-example.yaml, on
// 68D and 70C).
describe("regulations", () => {
  // The places of the regulations a page shows, in page order.
  const shown = (page) =>
    page.$$eval(".note-regulation", (notes) =>
      notes
        .filter((n) => getComputedStyle(n).display !== "none")
        .map((n) => n.querySelector(".jurisdiction").textContent),
    );

  test("each under its clause, chosen by jurisdiction, the choice kept across pages and reloads", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2017/pl/68/index.html`);
    // Without a choice: every place's, under 68D (in its clause's block, after the text).
    const under = await page.$$eval(".note-regulation", (notes) =>
      notes.map((n) => [n.parentElement.closest("[id]").id, n.querySelector(".jurisdiction").textContent]),
    );
    assert.deepEqual(under, [
      ["68D", "England"],
      ["68D", "Testland"],
    ]);
    const choices = await page.$$eval("fieldset.jurisdiction-filter label", (ls) => ls.map((l) => l.textContent.trim()));
    assert.deepEqual(choices, ["wszystkie", "England", "Testland", "żadne"]);
    await page.check('fieldset.jurisdiction-filter input[value="j-england"]');
    assert.deepEqual((await shown(page)), ["England"]);
    await page.screenshot({ path: join(shots, "regulation-england.png"), fullPage: true });
    // Kept: after a reload, and on another law's page (70: the EBU's on 70 and 70C, not
    // Testland's on 70C).
    await page.reload();
    assert.deepEqual((await shown(page)), ["England"]);
    assert.equal(await page.isChecked('fieldset.jurisdiction-filter input[value="j-england"]'), true);
    await page.goto(`${server.url}2017/pl/70/index.html`);
    assert.deepEqual((await shown(page)), ["England", "England"]);
    await page.check('fieldset.jurisdiction-filter input[value="j-testland"]');
    assert.deepEqual((await shown(page)), ["Testland"]);
    await page.check('fieldset.jurisdiction-filter input[value="none"]');
    assert.deepEqual(await shown(page), []);
    await page.check('fieldset.jurisdiction-filter input[value="all"]');
    // In page order: 70C's two, then the EBU's on Law 70 as a whole (shown after the text).
    assert.deepEqual(await shown(page), ["England", "Testland", "England"]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("without scripts every regulation shows, labelled with its place", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}2017/pl/68/index.html`);
    const labels = await page.$$eval(".note-regulation .jurisdiction", (js) => js.map((j) => j.textContent));
    assert.deepEqual(labels, ["England", "Testland"]);
    await page.context().close();
  });
});

// Issue 32: a director's phrase around an index term finds the entry, on the site as on the
// command line; a -word rules the entry out (tests/it/situations.rs).
describe("the index in a director's words", () => {
  const entriesFor = async (params) => {
    const page = await newPage();
    await page.goto(`${server.url}search/index.html?${new URLSearchParams(params)}`);
    await page.waitForFunction(
      () => /hits? for|no hits|could not load/.test(document.getElementById("search-status").textContent),
      null,
      { timeout: 30000 },
    );
    const terms = await page.$$eval("#search-results li.search-entry h2 a", (as) => as.map((a) => a.textContent));
    assert.deepEqual(page.errors, []);
    await page.context().close();
    return terms;
  };

  test("wahanie partnera finds the entry wahanie; wahanie -wahanie finds none", async () => {
    assert.deepEqual(await entriesFor({ q: "wahanie partnera", lang: "pl" }), ["wahanie"]);
    assert.deepEqual(await entriesFor({ q: "wahanie -wahanie", lang: "pl" }), []);
  });
});

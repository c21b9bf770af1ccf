// The parallel page's columns by the reader's choice (issue 30): one page per law and edition
// holds its default columns; a column the reader checks is built from its law page; the choice
// is remembered (a reload, the bare address, another law's page), offline too; every column
// says its language and edition at 360 px. The expected columns are written here, never read
// from the page. Run by ./run.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { shots, useSite } from "./harness.mjs";

const env = useSite();
const url = (path) => env.server.url + path;
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Waits until parallel.js applied the choice and built its columns. */
async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.columns === "ready", null, { timeout: 15000 });
}

/** The visible columns' headings, in order (the clause column and the notes column left out). */
async function headings(page) {
  return page.$$eval("#parallel thead th[data-col]:not(.notes-col)", (ths) =>
    ths.filter((th) => th.offsetParent !== null).map((th) => th.textContent.trim()),
  );
}

/** The visible cells of row `id` as [column, text start]. */
async function cells(page, id) {
  return page.$$eval(`tr[id="${id}"] td[data-col]:not(.notes-cell)`, (tds) =>
    tds.filter((td) => td.offsetParent !== null).map((td) => [td.getAttribute("data-col"), td.textContent.trim().slice(0, 16)]),
  );
}

/** Checks the column `key`'s checkbox (or clears it) and waits for its cells. */
async function choose(page, key, on = true) {
  await page.setChecked(`#show-${key}`, on);
  await page.waitForFunction(
    ([k, shown]) => !shown || document.querySelectorAll(`td[data-col="${k}"]`).length > 0,
    [key, on],
  );
}

describe("the parallel page's columns, chosen by the reader", () => {
  test("2017/68: check Dutch 2007, clear Polish 2007; the choice holds on reload, on the bare address and on 2007/68", async () => {
    const page = await env.newPage();
    await page.goto(url("2017/68/index.html"));
    await ready(page);
    // The default: Polish 2017 and its previous edition, Polish 2007 (the page holds both).
    assert.deepEqual(await headings(page), ["Polski", "Polski 2007"]);
    await choose(page, "nl-2007");
    await choose(page, "pl-2007", false);
    assert.deepEqual(await headings(page), ["Polski", "Nederlands 2007"]);
    // Dutch 2007, built from its law page, stands beside Polish 2017 clause by clause; 2007's 68D
    // holds what 2017 split into 68D1 and on.
    assert.deepEqual(await cells(page, "68B2"), [
      ["pl", "2.Niezależnie od"],
      ["nl-2007", "2.Als een tegens"],
    ]);
    assert.deepEqual(await cells(page, "68D1"), [
      ["pl", "1.Jeżeli deklara"],
      ["nl-2007", "część punktu 68D"],
    ]);
    const link = page.locator('tr[id="68B2"] td[data-col="nl-2007"] a.marker');
    assert.match(await link.getAttribute("href"), /\/2007\/nl\/68\/index\.html#68B2$/);
    // Remembered: a reload, then the bare address.
    await page.reload();
    await ready(page);
    assert.deepEqual(await headings(page), ["Polski", "Nederlands 2007"]);
    await page.goto(url("2017/68/index.html"));
    await ready(page);
    assert.deepEqual(await headings(page), ["Polski", "Nederlands 2007"]);
    // Another edition's page takes the same pairs: Polish 2017 and Dutch 2007 there too.
    await page.goto(url("2007/68/index.html"));
    await ready(page);
    assert.deepEqual(await headings(page), ["Polski 2017", "Nederlands"]);
    assert.deepEqual(page.errors, []);
    await page.screenshot({ path: join(shots, "columns-2007-68-chosen.png"), fullPage: true });
    await page.context().close();
  });

  test("a law page's link names its language: Dutch first where the reader chose nothing", async () => {
    const page = await env.newPage();
    await page.goto(url("2007/nl/68/index.html"));
    await page.click('p.xlinks a[href*="#68B1"]');
    await ready(page);
    // Dutch 2007 (no English text, no Dutch edition before 2007), and the page's other
    // default column beside it, so that the page is parallel.
    assert.deepEqual(await headings(page), ["Nederlands", "Polski"]);
    await page.context().close();
  });

  test("offline, the chosen column is built from the law page kept", async () => {
    const page = await env.newPage();
    await page.goto(url("2017/68/index.html"));
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.ready;
      return Boolean(reg.active && navigator.serviceWorker.controller);
    }, null, { timeout: 60000, polling: 250 });
    await ready(page);
    await choose(page, "nl-2007");
    // The law page read through the service worker is kept.
    await page.waitForFunction(async (u) => Boolean(await caches.match(u)), url("2007/nl/68/index.html"), {
      timeout: 30000,
      polling: 250,
    });
    await page.context().setOffline(true);
    await page.reload();
    await ready(page);
    assert.deepEqual(await headings(page), ["Polski", "Polski 2007", "Nederlands 2007"]);
    const [, , dutch] = await cells(page, "68B2");
    assert.deepEqual(dutch, ["nl-2007", "2.Als een tegens"]);
    await page.context().close();
  });

  test("at 360 px every column says its language and edition, the built one too", async () => {
    const page = await env.newPage(PHONE);
    await page.goto(url("2017/68/index.html?cols=pl:2017,nl:2007,pl:2007"));
    await ready(page);
    const labels = await page.$$eval('tr[id="68B2"] td:not(.notes-cell)', (tds) =>
      tds.filter((td) => td.offsetParent !== null).map((td) => getComputedStyle(td, "::before").content),
    );
    assert.deepEqual(labels, ['"PL 2017"', '"NL 2007"', '"PL 2007"']);
    // The chooser names each column with language and edition too.
    const chooser = await page.$$eval("#columns .col-choice[data-key] label", (ls) => ls.map((l) => l.textContent));
    assert.deepEqual(chooser, ["Polski", "Nederlands 2007", "Polski 2007"]);
    await page.screenshot({ path: join(shots, "columns-2017-68-360.png"), fullPage: true });
    await page.context().close();
  });
});

describe("the parallel page without JavaScript", () => {
  test("its default columns show, and every other column is a link to its law page", async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await page.goto(url("2017/68/index.html"));
    assert.deepEqual(await headings(page), ["Polski", "Polski 2007"]);
    const remote = page.locator("#choice-nl-2007 a.col-page");
    assert.equal(await remote.isVisible(), true);
    assert.equal(await page.locator("#show-nl-2007").isVisible(), false);
    await remote.click();
    assert.match(page.url(), /\/2007\/nl\/68\/index\.html$/);
    await page.context().close();
  });
});

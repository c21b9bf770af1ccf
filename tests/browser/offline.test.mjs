// The site offline (issue 18): the service worker (sw.js) keeps the shell and the pages read;
// a bookmarked clause's short address opens its law page offline; an edition and language kept
// by choice on its contents page (offline.json lists its files) reads and searches offline; the
// manifest, the icons and the favicon load. Offline is Chromium's (context.setOffline), with the
// service worker on http://127.0.0.1. Run by ./run.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { shots, site, useSite } from "./harness.mjs";

const env = useSite();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const url = (path) => env.server.url + path;
const at = (page) => page.url().slice(env.server.url.length);

/** Waits until the service worker is active and its shell (sw.js's FILES) is kept. */
async function shellKept(page) {
  const listed = (await readFile(join(site, "sw.js"), "utf8")).match(/^const FILES = (.*);$/m)[1];
  await page.waitForFunction(
    async (n) => {
      const reg = await navigator.serviceWorker.ready;
      if (!reg.active || !navigator.serviceWorker.controller) return false;
      for (const k of await caches.keys()) {
        if (k.includes(" shell ") && (await (await caches.open(k)).keys()).length === n) return true;
      }
      return false;
    },
    JSON.parse(listed).length,
    { timeout: 60000, polling: 250 },
  );
}

/** Waits until the file at `path` (site-relative) is in one of the site's caches. */
async function cached(page, path) {
  await page.waitForFunction(async (u) => Boolean(await caches.match(u)), url(path), {
    timeout: 30000,
    polling: 250,
  });
}

/** The search page's status once a search of `q` in `lang` finished. */
async function search(page, q, lang) {
  await page.goto(url(`search/index.html?q=${encodeURIComponent(q)}&lang=${lang}`));
  await page.waitForFunction(
    () => /hits? for|no hits|could not load/.test(document.getElementById("search-status").textContent),
    null,
    { timeout: 30000 },
  );
  return page.textContent("#search-status");
}

describe("offline", () => {
  test("the shell and the pages read are kept, and a page read offline says so", async () => {
    const page = await env.newPage();
    await page.goto(url("index.html"));
    await shellKept(page);
    // Not every file: the shell only (no law page, no Pagefind file).
    const first = await page.evaluate(async () => {
      const all = [];
      for (const k of await caches.keys()) all.push(...(await (await caches.open(k)).keys()).map((r) => r.url));
      return all;
    });
    assert.ok(first.some((u) => u.endsWith("/2017/pl/clauses.json")), first.join(" "));
    assert.ok(first.some((u) => u.endsWith("/favicon.ico")));
    assert.ok(!first.some((u) => /\/\d\d\/index\.html$|\/pagefind\//.test(u)), first.join(" "));
    await page.goto(url("2017/pl/70/index.html"));
    await page.goto(url("2007/68/"));
    await cached(page, "2017/pl/70/index.html");
    await cached(page, "2007/68/index.html");
    assert.equal(await page.isVisible(".offline-notice"), false, "online: no notice");
    await page.context().setOffline(true);
    await page.goto(url("2017/pl/70/index.html#70E"));
    assert.match(await page.textContent("h1"), /^70\. /);
    assert.equal(await page.isVisible(".offline-notice"), true, "offline: the notice shows");
    // The notice speaks the page's language.
    assert.match(await page.textContent(".offline-notice"), /^Jesteś offline: to kopia strony/);
    await page.screenshot({ path: join(shots, "offline-2017-pl-70.png") });
    await page.reload();
    assert.equal(await page.isVisible(".offline-notice"), true);
    // A folder address (…/68/) is its index.html.
    await page.goto(url("2007/68/"));
    assert.match(await page.textContent("h1"), /^68\. /);
    // A page never read: the service worker says so, in the language of the address.
    const missing = await page.goto(url("2017/pl/68/index.html"));
    assert.equal(missing.status(), 503);
    assert.equal(await page.textContent("body"), "Jesteś offline, a ta strona nie została zapisana na tym urządzeniu.");
    // Back online: pages come from the network again, without the notice.
    await page.context().setOffline(false);
    await page.goto(url("2017/pl/70/index.html"));
    assert.equal(await page.isVisible(".offline-notice"), false);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("a bookmarked clause opens offline: its short address goes to the law page at the clause", async () => {
    const page = await env.newPage();
    // The first page of a visit is kept too, once the service worker runs.
    await page.goto(url("2017/pl/68/index.html"));
    await shellKept(page);
    await cached(page, "2017/pl/68/index.html");
    await page.context().setOffline(true);
    for (const [path, want] of [
      ["2017/pl/68B2", "2017/pl/68/index.html#68B2"],
      ["2017/pl/68B2.html", "2017/pl/68/index.html#68B2"],
      // As typed on a phone, and a sub-clause.
      ["2017/pl/68d2bi", "2017/pl/68/index.html#68D2bi"],
    ]) {
      await page.goto(url(path));
      await page.waitForURL((u) => u.hash !== "", { timeout: 10000 });
      assert.equal(at(page), want, path);
      assert.equal(await page.isVisible(".offline-notice"), true, path);
      const id = want.split("#")[1];
      assert.equal(await page.evaluate((i) => document.getElementById(i) !== null, id), true, path);
      // The clause is in view: the page opened at its anchor (scrolled down to it).
      const [top, scrolled, height] = await page.evaluate(
        (i) => [document.getElementById(i).getBoundingClientRect().top, window.scrollY, window.innerHeight],
        id,
      );
      assert.ok(scrolled > 0 && top >= -1 && top < height, `${path}: the clause's top at ${top}, scrolled ${scrolled}`);
    }
    await page.screenshot({ path: join(shots, "offline-short-address-68B2.png") });
    // A clause of a law never read: the law page's address, and the message that it is not kept.
    const other = await page.goto(url("2017/pl/70E"));
    assert.equal(at(page), "2017/pl/70/index.html#70E");
    assert.equal(other.status(), 503);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("keep the 2017 Polish laws on this device: the size first, then progress, then offline reading and search", async () => {
    const page = await env.newPage();
    await page.goto(url("2017/pl/index.html"));
    await shellKept(page);
    const manifest = JSON.parse(await readFile(join(site, "2017/pl/offline.json"), "utf8"));
    // The size, before anything is downloaded, in Polish.
    const box = page.locator("#offline-pack");
    await box.waitFor({ state: "visible" });
    const kb = new Intl.NumberFormat("pl", { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 }).format(
      manifest.bytes / 1e3,
    );
    const n = manifest.files.length;
    const files = { one: "plik", few: "pliki", many: "plików", other: "pliku" }[new Intl.PluralRules("pl").select(n)];
    assert.equal(await page.textContent("#offline-pack .offline-size"), `${kb}, ${n} ${files}`);
    assert.equal(await page.textContent("#offline-pack .offline-keep"), "Zachowaj na tym urządzeniu");
    assert.equal(await page.isVisible("#offline-pack .offline-remove"), false);
    const packs = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.includes(" pack ")));
    assert.deepEqual(await packs(), []);
    await page.screenshot({ path: join(shots, "offline-pack-2017-pl.png") });
    await page.click("#offline-pack .offline-keep");
    await page.waitForFunction(() => /^Zachowane na tym urządzeniu/.test(document.querySelector("#offline-pack .offline-status").textContent), null, {
      timeout: 60000,
    });
    assert.equal(await page.textContent("#offline-pack .offline-status"), `Zachowane na tym urządzeniu: ${kb}.`);
    assert.equal(await page.isVisible("#offline-pack .offline-remove"), true);
    assert.equal(await page.isVisible("#offline-pack .offline-keep"), false);
    assert.deepEqual(await packs(), [`lawref ${env.server.url} pack 2017/pl`]);
    // Every listed file is in the pack, and the manifest with them.
    const keys = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), `lawref ${env.server.url} pack 2017/pl`);
    assert.deepEqual(keys.sort(), [...manifest.files.map((f) => url(f.path)), url("2017/pl/offline.json")].sort());

    await page.context().setOffline(true);
    // A law page never visited.
    await page.goto(url("2017/pl/68/index.html#68B2"));
    assert.match(await page.textContent("h1"), /^68\. /);
    assert.equal(await page.isVisible(".offline-notice"), true);
    // A search in Polish.
    const found = await search(page, "zrzeczenie", "pl");
    assert.match(found, /\d+ hits? for/);
    assert.ok((await page.locator("#search-results li").count()) > 0);
    // Every language, as the jump box sends it: the kept one's hits, the others left out.
    const all = await search(page, "zrzeczenie", "");
    assert.equal(all, found);
    const langs = await page.$$eval("#search-results li", (lis) => [...new Set(lis.map((li) => li.getAttribute("lang")))]);
    assert.deepEqual(langs, ["pl"]);
    // The contents page offline knows the pack is kept.
    await page.goto(url("2017/pl/index.html"));
    await page.waitForFunction(() => /^Zachowane/.test(document.querySelector("#offline-pack .offline-status").textContent));
    await page.context().setOffline(false);
    // Removed: the pack's cache goes.
    await page.goto(url("2017/pl/index.html"));
    await page.locator("#offline-pack .offline-remove").waitFor({ state: "visible" });
    await page.click("#offline-pack .offline-remove");
    await page.waitForFunction(() => document.querySelector("#offline-pack .offline-status").textContent === "Usunięte z tego urządzenia.");
    assert.deepEqual(await packs(), []);
    assert.equal(await page.isVisible("#offline-pack .offline-keep"), true);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  for (const scheme of ["light", "dark"]) {
    test(`axe-core finds no violation in the contents page's offline section, kept and not (${scheme})`, async () => {
      const page = await env.newPage({ colorScheme: scheme });
      await page.goto(url("2007/nl/index.html"));
      await page.locator("#offline-pack").waitFor({ state: "visible" });
      const check = async () => {
        await page.addScriptTag({ path: AXE });
        const result = await page.evaluate(() => window.axe.run(document.getElementById("offline-pack")));
        const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`);
        assert.deepEqual(found, []);
        assert.ok(result.passes.length > 3, "axe ran its rules");
      };
      await check();
      await page.click("#offline-pack .offline-keep");
      await page.waitForFunction(() => /^Bewaard op dit apparaat: /.test(document.querySelector("#offline-pack .offline-status").textContent), null, {
        timeout: 60000,
      });
      await check();
      // The buttons are tap targets of at least 24 × 24 px (WCAG 2.2, 2.5.8).
      const box = await page.locator("#offline-pack .offline-remove").boundingBox();
      assert.ok(box.width >= 24 && box.height >= 24, JSON.stringify(box));
      await page.screenshot({ path: join(shots, `offline-pack-2007-nl-kept-${scheme}.png`) });
      await page.context().close();
    });
  }

  test("the manifest, its icons and the favicon load, and every page links them", async () => {
    const page = await env.newPage();
    await page.goto(url("2007/pl/68/index.html"));
    const manifestHref = await page.$eval('link[rel="manifest"]', (l) => l.href);
    assert.equal(manifestHref, url("manifest.webmanifest"));
    const manifest = await page.context().request.get(manifestHref);
    assert.equal(manifest.status(), 200);
    assert.equal(manifest.headers()["content-type"], "application/manifest+json");
    const m = await manifest.json();
    assert.equal(m.display, "standalone");
    for (const icon of m.icons) {
      const r = await page.context().request.get(new URL(icon.src, manifestHref).href);
      assert.equal(r.status(), 200, icon.src);
      assert.equal(r.headers()["content-type"], "image/png");
    }
    assert.deepEqual(
      m.icons.map((i) => [i.sizes, i.purpose]),
      [
        ["192x192", "any"],
        ["512x512", "any"],
        ["512x512", "maskable"],
      ],
    );
    const icon = await page.$eval('link[rel="icon"]', (l) => l.href);
    assert.equal(icon, url("favicon.ico"));
    const favicon = await page.context().request.get(icon);
    assert.equal(favicon.status(), 200);
    assert.equal(favicon.headers()["content-type"], "image/x-icon");
    assert.equal((await favicon.body()).length, (await readFile(join(site, "favicon.ico"))).length);
    // The browser's own request for the page's icon: no 404 on any page kind.
    for (const path of ["index.html", "2017/pl/index.html", "2007/68/index.html", "search/index.html", "2017/pl/99Z.html"]) {
      const p = await page.context().newPage();
      const answers = [];
      p.on("response", (r) => answers.push([r.url().slice(env.server.url.length), r.status()]));
      await p.goto(url(path));
      await p.waitForLoadState("load");
      const href = await p.$eval('link[rel="icon"]', (l) => l.href);
      assert.equal(href, url("favicon.ico"), path);
      assert.deepEqual(
        answers.filter(([u, s]) => s !== 200 && /favicon|icons\/|manifest/.test(u)),
        [],
        path,
      );
      await p.close();
    }
    await page.context().close();
  });
});

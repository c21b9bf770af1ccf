// A clause's short address (issue 18): /2017/pl/68B2.html has no file; a static host shows the
// site's 404.html there (serve.mjs does, with status 404), whose script reads the edition and
// language's clause address map (2017/pl/clauses.json, docs/site.md) and goes to the clause on
// its law page. Online only: the offline case is the service worker's. Run by ./run.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useSite } from "./harness.mjs";

const env = useSite();

/** Opens `path` (site-relative) and returns { status, landed } once the page settled. */
async function open(path, options = {}) {
  const page = await env.newPage(options);
  const response = await page.goto(env.server.url + path);
  const status = response.status();
  await page.waitForLoadState("load");
  // The map is fetched, then location.replace: wait for the law page, or for the map's answer.
  await page.waitForURL((u) => u.pathname.endsWith("/index.html"), { timeout: 5000 }).catch(() => {});
  const landed = page.url().slice(env.server.url.length);
  const heading = await page.textContent("h1");
  const errors = page.errors;
  return { page, status, landed, heading, errors };
}

describe("a clause's short address", () => {
  for (const [path, want] of [
    ["2017/pl/68B2.html", "2017/pl/68/index.html#68B2"],
    // Without .html, and in lower case as typed on a phone.
    ["2017/pl/68b2", "2017/pl/68/index.html#68B2"],
    ["2007/nl/68D.html", "2007/nl/68/index.html#68D"],
    ["2017/pl/68D2bi.html", "2017/pl/68/index.html#68D2bi"],
    // A law: its heading.
    ["2017/pl/70.html", "2017/pl/70/index.html#70"],
  ]) {
    test(`${path} opens ${want} through the 404 page`, async () => {
      const r = await open(path);
      assert.equal(r.status, 404);
      assert.equal(r.landed, want);
      assert.match(await r.page.getAttribute(`[id="${want.split("#")[1]}"]`, "id"), /./);
      assert.deepEqual(r.errors, []);
      await r.page.context().close();
    });
  }

  test("an address that is no clause stays on the 404 page, its links and style from the site root", async () => {
    const r = await open("2017/pl/99Z.html");
    assert.equal(r.status, 404);
    assert.equal(r.landed, "2017/pl/99Z.html");
    assert.equal(r.heading, "Page not found");
    const home = await r.page.$eval("nav.crumbs a", (a) => a.href);
    assert.equal(home, `${env.server.url}index.html`);
    const contents = await r.page.$$eval("ul.not-found-contents a", (as) => as.map((a) => a.href));
    assert.ok(contents.includes(`${env.server.url}2017/pl/index.html`), contents.join(" "));
    const styled = await r.page.$eval('link[rel="stylesheet"]', (l) => l.href);
    assert.equal(styled, `${env.server.url}style.css`);
    assert.deepEqual(r.errors, []);
    await r.page.context().close();
  });

  test("without JavaScript the 404 page lists every edition's contents", async () => {
    const r = await open("index.missing.html", { javaScriptEnabled: false });
    assert.equal(r.status, 404);
    const contents = await r.page.$$eval("ul.not-found-contents a", (as) => as.map((a) => a.getAttribute("href")));
    assert.ok(contents.includes("./2017/pl/index.html"), contents.join(" "));
    assert.ok(contents.includes("./2007/nl/index.html"), contents.join(" "));
    await r.page.context().close();
  });
});

// The site as its readers use it, in headless Chromium (Debian's chromium, driven by
// playwright-core): home page → contents → Law 68, the jump box, a clause in another language,
// the parallel view at 360 and 1280 px, a search, axe-core on four pages, the keyboard, print
// and dark styles (offline: offline.test.mjs). Run by ./run, which builds the site and sets
// LAWREF_SITE; screenshots go to test-output/browser/.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { join } from "node:path";
import { copyElement, shots, useSite } from "./harness.mjs";

const env = useSite();
const newPage = env.newPage;
/** The server, once the hooks have started it. */
const server = {
  get url() {
    return env.server.url;
  },
};

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const at = (page) => page.url().slice(server.url.length);

describe("navigation", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`home page → contents in Polish → Law 68 → next law (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await page.goto(`${server.url}index.html`);
      await page.click('#edition-2017 .tocs a[hreflang="pl"]');
      assert.equal(at(page), "2017/pl/index.html");
      assert.equal(await page.getAttribute("html", "lang"), "pl");
      // The contents: law numbers with titles in Polish, and the languages each law has.
      assert.equal(await page.textContent("#law-68 > a"), "Deklaracja lub zrzeczenie się lew");
      // The Polish contents speak Polish.
      assert.deepEqual(await page.$$eval("#law-68 .law-links a", (as) => as.map((a) => a.textContent)), [
        "pl",
        "obok siebie",
      ]);
      await page.click("#law-68 > a");
      assert.equal(at(page), "2017/pl/68/index.html");
      assert.match(await page.textContent("h1"), /^68\. /);
      await page.click("nav.prev-next a.next");
      assert.equal(at(page), "2017/pl/70/index.html");
      await page.click("nav.prev-next a.prev");
      assert.equal(at(page), "2017/pl/68/index.html");
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  test("the jump box: 68 b 2 on a 2007 Polish page, 70E and 68B2 from the home page", async () => {
    const page = await newPage();
    const jump = async (from, typed, want) => {
      await page.goto(`${server.url}${from}`);
      await page.fill("#jump-q", typed);
      await page.press("#jump-q", "Enter");
      await page.waitForURL((u) => u.hash !== "" && !u.pathname.endsWith("/search/index.html"), { timeout: 30000 });
      assert.equal(at(page), want, `${typed} from ${from}`);
      const id = want.split("#")[1];
      assert.equal(await page.evaluate((i) => document.getElementById(i) !== null, id), true);
    };
    // On a page, the jump box looks in that page's edition and language first.
    await jump("2007/pl/68/index.html", "68 b 2", "2007/pl/68/index.html#68B2");
    await jump("2007/nl/68/index.html", "68B2", "2007/nl/68/index.html#68B2");
    await jump("index.html", "70E", "2017/pl/70/index.html#70E");
    await jump("index.html", "68B2", "2017/pl/68/index.html#68B2");
    await page.context().close();
  });

  test("a clause's other languages and editions: its row in the parallel view, and the page's switcher", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2007/pl/68/index.html#68B1`);
    // One link per clause (issue 18: lean pages): its parallel row.
    const links = page.locator('[id="68B1"] > p.xlinks a');
    assert.equal(await links.count(), 1);
    await links.click();
    await page.waitForURL((u) => u.hash === "#68B1");
    // One parallel page; the link names the reader's language for its default columns.
    assert.equal(at(page), "2007/68/index.html?lang=pl#68B1");
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready");
    // The row has every language, and links the clause in the other edition.
    const row = page.locator('tr[id="68B1"]');
    assert.ok((await row.locator("td[lang=nl]").count()) > 0);
    assert.match(await row.locator("th .xlinks a").first().getAttribute("href"), /2017\/68\/index\.html(\?langs=pl,nl)?#68B1$/);
    // The law page's switcher: the law in another language, another edition.
    await page.goto(`${server.url}2007/pl/68/index.html`);
    await page.locator('nav.langs a[hreflang="nl"]').click();
    assert.equal(at(page), "2007/nl/68/index.html");
    assert.equal(await page.getAttribute("html", "lang"), "nl");
    await page.goto(`${server.url}2007/pl/68/index.html`);
    await page.locator('nav.langs a[href$="2017/pl/68/index.html"]').click();
    assert.equal(at(page), "2017/pl/68/index.html");
    await page.context().close();
  });

  test("a search from the jump box lists hits", async () => {
    const page = await newPage();
    await page.goto(`${server.url}index.html`);
    await page.fill("#jump-q", "zrzeczenie");
    await page.press("#jump-q", "Enter");
    await page.waitForFunction(() => /hits? for/.test(document.getElementById("search-status").textContent), null, {
      timeout: 30000,
    });
    // The situation index's entry "zrzeczenie się lew" first, then the hits of the texts.
    assert.match(await page.$eval("#search-results li.search-entry h2 a", (a) => a.textContent), /^zrzeczenie się lew$/);
    const first = await page.$eval("#search-results li:not(.search-entry) h2 a", (a) => a.getAttribute("href"));
    assert.match(first, /\/(2007|2017)\/pl\/68\/index\.html#68/);
    await page.context().close();
  });
});

describe("the parallel view of 2007 Law 68", () => {
  const url = () => `${server.url}2007/68/index.html`;
  /** The boxes of the cells of row `id`, by language. */
  const cells = (page, id) =>
    page.evaluate((rowId) => {
      const row = document.getElementById(rowId);
      // The shown columns (the other edition's, Polski 2017, is offered but hidden).
      return Array.from(row.querySelectorAll("td[lang]"), (td) => td)
        .filter((td) => td.checkVisibility())
        .map((td) => {
          const r = td.getBoundingClientRect();
          return { lang: td.getAttribute("lang"), top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        });
    }, id);

  test("at 1280 px the languages stand side by side, each clause's row aligned", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url());
    for (const id of ["68A", "68B", "68B1", "68C", "68D"]) {
      const cs = await cells(page, id);
      assert.deepEqual(cs.map((c) => c.lang), ["nl", "pl", "ru"].filter((l) => cs.some((c) => c.lang === l)));
      assert.ok(cs.length >= 2, id);
      for (const c of cs) assert.equal(c.top, cs[0].top, `${id}: ${c.lang} starts at ${c.top}, ${cs[0].lang} at ${cs[0].top}`);
      for (let i = 1; i < cs.length; i++) assert.ok(cs[i].left >= cs[i - 1].right - 1, `${id}: columns overlap`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 1280));
    await page.screenshot({ path: join(shots, "parallel-2007-68-1280.png"), fullPage: true });
    await page.context().close();
  });

  test("at 360 px the languages stack, one below the other, nothing wider than the screen", async () => {
    const page = await newPage({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    await page.goto(url());
    for (const id of ["68A", "68B", "68C"]) {
      const cs = await cells(page, id);
      assert.ok(cs.length >= 2, id);
      for (let i = 1; i < cs.length; i++) {
        assert.ok(cs[i].top >= cs[i - 1].bottom - 1, `${id}: ${cs[i].lang} is not below ${cs[i - 1].lang}`);
        assert.equal(Math.round(cs[i].left), Math.round(cs[0].left), `${id}: ${cs[i].lang} is not stacked`);
      }
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "wider than 360 px");
    await page.screenshot({ path: join(shots, "parallel-2007-68-360.png"), fullPage: true });
    await page.context().close();
  });

  test("at 320 px the law page fits the screen", async () => {
    const page = await newPage({ viewport: { width: 320, height: 640 }, isMobile: true });
    for (const p of ["index.html", "2007/pl/68/index.html", "2007/68/index.html", "diff/pl/68/2007-2017/index.html"]) {
      await page.goto(`${server.url}${p}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 320, `${p} is ${width} px wide`);
    }
    await page.screenshot({ path: join(shots, "diff-pl-68-320.png"), fullPage: true });
    await page.context().close();
  });
});

describe("the parallel view across editions, and copying a clause", () => {
  /** The shown cells of row `id`, by column: [{ col, text, left, top }]. */
  const shownCells = (page, id) =>
    page.evaluate((rowId) => {
      const row = document.getElementById(rowId);
      return Array.from(row.querySelectorAll("td[data-col]:not(.notes-cell)"))
        .filter((td) => td.checkVisibility())
        .map((td) => {
          const r = td.getBoundingClientRect();
          return { col: td.getAttribute("data-col"), left: r.left, top: r.top };
        });
    }, id);

  test("?cols=pl:2017,nl:2007 sets Polish 2017 beside Dutch 2007, and the URL keeps a choice", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2017/68/index.html?cols=pl:2017,nl:2007#68B2`);
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready");
    for (const id of ["68B2", "68D"]) {
      const cs = await shownCells(page, id);
      assert.deepEqual(cs.map((c) => c.col), ["pl", "nl-2007"], id);
      assert.equal(cs[0].top, cs[1].top, `${id}: side by side`);
      assert.ok(cs[1].left > cs[0].left, `${id}: Dutch 2007 to the right`);
    }
    assert.match(await page.textContent('[id="68B2"] td[data-col="nl-2007"]'), /^2\.Als een tegenspeler/);
    // 68D1 was part of 2007's 68D: the Dutch 2007 cell points to it.
    assert.equal(await page.textContent('[id="68D1"] td[data-col="nl-2007"]'), "część punktu 68D powyżej");
    // Dutch 2007 first, then Polish 2007 added: the URL says so.
    await page.click('#choice-nl-2007 button[data-by="-1"]');
    await page.check("#show-pl-2007");
    assert.equal(new URL(page.url()).search, "?cols=nl:2007,pl:2017,pl:2007");
    assert.deepEqual((await shownCells(page, "68B2")).map((c) => c.col), ["nl-2007", "pl", "pl-2007"]);
    // The 2007 page offers 2017's new clauses in rows of their own, hidden until asked: the
    // choice remembered asks for Polish 2017.
    await page.goto(`${server.url}2007/68/index.html`);
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready");
    assert.equal(await page.isVisible('[id="2017-68D2b"]'), true);
    await page.goto(`${server.url}2007/68/index.html?langs=nl,pl`);
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready");
    assert.equal(await page.isVisible('[id="2017-68D2b"]'), false);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("without JavaScript Polish 2007 stands beside Polish 2017, and its checkbox hides it", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}2017/68/index.html`);
    const cs = await shownCells(page, "68B2");
    assert.deepEqual(cs.map((c) => c.col), ["pl", "pl-2007"]);
    assert.equal(cs[0].top, cs[1].top);
    await page.uncheck("#show-pl-2007");
    assert.deepEqual((await shownCells(page, "68B2")).map((c) => c.col), ["pl"]);
    await page.check("#show-pl-2007");
    await page.screenshot({ path: join(shots, "parallel-2017-68-no-js.png"), fullPage: true });
    await page.context().close();
  });

  test("the page's TMX and CSV downloads are there", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2007/68/index.html`);
    const hrefs = await page.$$eval("p.downloads a[download]", (as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(hrefs, ["lawref-68-2007.tmx", "lawref-68-2007.csv"]);
    for (const h of hrefs) {
      const res = await page.request.get(`${server.url}2007/68/${h}`);
      assert.equal(res.status(), 200, h);
    }
    const tmx = await (await page.request.get(`${server.url}2007/68/lawref-68-2007.tmx`)).text();
    assert.match(tmx, /<tu tuid="2007:68B2">/);
    await page.context().close();
  });

  test("a row selected and copied gives the clause's text in each language, no interface words", async () => {
    const page = await newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto(`${server.url}2007/68/index.html`);
    // Select the whole row 68B (a title only), as a drag across it would, then copy.
    const { selected, copied } = await copyElement(page, "68B");
    const words = (s) => s.split(/\s+/).filter(Boolean);
    for (const text of [selected, copied]) {
      assert.deepEqual(words(text), words("Omschrijving van afstaan van slagen Definicja zrzeczenia"), JSON.stringify(text));
    }
    // A row with a gap and a note: the gap's words, the row heading, the markers and the notes
    // are not copied.
    const preamble = (await copyElement(page, "68-preamble")).copied;
    assert.match(preamble.trim(), /^Aby oświadczenie lub działanie gracza/);
    for (const w of ["not in this text", "Opening", "2017:", "Notes"]) assert.ok(!preamble.includes(w), `${w} copied`);
    // The interface parts are not selectable at all.
    const selectable = await page.$$eval(
      '[id="68B2"] th, [id="68B2"] .marker, [id="68-preamble"] td.missing, [id="68B1"] td.notes-cell',
      (els) => els.map((e) => getComputedStyle(e).userSelect),
    );
    assert.ok(selectable.length >= 4 && selectable.every((u) => u === "none"), JSON.stringify(selectable));
    await page.context().close();
  });
});

describe("accessibility", () => {
  const PAGES = [
    ["home", "index.html"],
    ["law", "2007/pl/68/index.html"],
    ["2017 law (note filter, interpretation, erratum)", "2017/pl/68/index.html"],
    ["errata", "2017/pl/errata/index.html"],
    ["parallel", "2007/68/index.html"],
    ["diff", "diff/pl/68/2007-2017/index.html"],
    ["2017 law (change marks)", "2017/pl/68/index.html"],
    ["A–Z index", "2017/pl/situations/index.html"],
    ["what changed", "2017/pl/changes/index.html"],
    ["contents", "2007/pl/index.html"],
    ["search", "search/index.html?q=zrzeczenie"],
    ["coverage", "coverage/index.html"],
    ["404", "404.html"],
  ];
  for (const scheme of ["light", "dark"]) {
    for (const [name, path] of PAGES) {
      test(`axe-core finds no violation on the ${name} page (${scheme})`, async () => {
        const page = await newPage({ colorScheme: scheme });
        await page.goto(`${server.url}${path}`);
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
  }

  for (const path of ["2007/68/index.html", "2017/pl/68/index.html"]) {
    test(`the keyboard reaches every control of ${path}, each with a visible focus`, async () => {
      const page = await newPage();
      await page.goto(`${server.url}${path}`);
      // What can take the focus: links, form fields and buttons that are shown (not in a folded
      // <details>, not hidden).
      const wanted = await page.evaluate(() => {
        // A group of radio buttons is one stop of the Tab key (its checked button; the arrows
        // move within it).
        const els = document.querySelectorAll(
          "a[href], input:not([type=hidden]):not([type=radio]), input[type=radio]:checked, button, select, summary",
        );
        let n = 0;
        for (const el of els) {
          if (el.checkVisibility({ visibilityProperty: true })) {
            el.dataset.focusable = String(n++);
          }
        }
        return n;
      });
      const seen = new Set();
      for (let i = 0; i < wanted + 5 && seen.size < wanted; i++) {
        await page.keyboard.press("Tab");
        const f = await page.evaluate(() => {
          const el = document.activeElement;
          const s = getComputedStyle(el);
          return { id: el.dataset.focusable, outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 };
        });
        if (f.id !== undefined) {
          assert.ok(f.outline, `element ${f.id} has no visible focus`);
          seen.add(f.id);
        }
      }
      assert.equal(seen.size, wanted, `Tab reached ${seen.size} of ${wanted} controls`);
      assert.ok(wanted > 20, `${wanted} controls`);
      await page.context().close();
    });
  }

  test("the first Tab shows the skip link, which leads to the text", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2007/pl/68/index.html`);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.className), "skip-link");
    const box = await page.locator(".skip-link").boundingBox();
    assert.ok(box.x >= 0 && box.y >= 0, "the focused skip link is on screen");
    await page.keyboard.press("Enter");
    assert.equal(new URL(page.url()).hash, "#content");
    await page.context().close();
  });
});

describe("print and dark mode", () => {
  test("print: no navigation, each clause's id in the margin", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2007/pl/68/index.html`);
    await page.emulateMedia({ media: "print" });
    for (const sel of ["header.site", "nav.prev-next", '[id="68B1"] > p.xlinks']) {
      assert.equal(await page.$eval(sel, (el) => getComputedStyle(el).display), "none", sel);
    }
    const margin = await page.$eval('[id="68B2"] > a.marker', (a) => {
      const s = getComputedStyle(a, "::before");
      return { content: s.content, position: s.position };
    });
    assert.deepEqual(margin, { content: '"68B2"', position: "absolute" });
    await page.pdf({ path: join(shots, "print-2007-pl-68.pdf") });
    await page.context().close();
  });

  test("print: a law page names its law, edition, language and source, and folded notes print whole", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2017/pl/68/index.html`);
    const header = ".print-header";
    assert.equal(await page.$eval(header, (el) => getComputedStyle(el).display), "none", "not on screen");
    // A folded note (English on the Polish page): its text is not shown on screen.
    const note = '[id="note-interpretations-4"] .note-text';
    assert.equal(await page.$eval(note, (el) => el.checkVisibility()), false);
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.$eval(header, (el) => getComputedStyle(el).display), "block");
    assert.equal(
      await page.textContent(header),
      "68. Deklaracja lub zrzeczenie się lew (2017, Polski) · Międzynarodowe Prawo Brydżowe 2017",
    );
    assert.equal(await page.$eval(note, (el) => el.checkVisibility()), true, "the folded note prints");
    const box = await page.locator(note).boundingBox();
    assert.ok(box && box.height > 20, "its text takes room on the page");
    await page.pdf({ path: join(shots, "print-2017-pl-68.pdf") });
    // Printing from the browser (window.print) opens every folded note, and closes them after.
    await page.emulateMedia({ media: "screen" });
    const open = await page.evaluate(() => {
      window.dispatchEvent(new Event("beforeprint"));
      const during = [...document.querySelectorAll("details")].every((d) => d.open);
      window.dispatchEvent(new Event("afterprint"));
      return { during, after: document.querySelector('[id="note-interpretations-4"]').open };
    });
    assert.deepEqual(open, { during: true, after: false });
    await page.context().close();
  });

  test("dark mode follows the system setting", async () => {
    const light = await newPage({ colorScheme: "light" });
    const dark = await newPage({ colorScheme: "dark" });
    const bg = (p) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await light.goto(`${server.url}2007/68/index.html`);
    await dark.goto(`${server.url}2007/68/index.html`);
    assert.equal(await bg(light), "rgb(253, 253, 251)");
    assert.equal(await bg(dark), "rgb(22, 22, 23)");
    await dark.screenshot({ path: join(shots, "parallel-2007-68-1280-dark.png") });
    await light.context().close();
    await dark.context().close();
  });
});

describe("interpretations and errata", () => {
  test("an erratum is marked on its clause and leads to its row of the errata page", async () => {
    const page = await newPage();
    await page.goto(`${server.url}2017/pl/68/index.html`);
    const mark = '[id="68B2"] > p.erratum-mark';
    assert.ok(await page.locator(mark).isVisible(), "the mark is shown");
    assert.equal(
      await page.textContent(mark),
      "Erratum · lawref test fixture, 2017-11-23: w druku „przepis 16D”, poprawione na „przepis 16C”",
    );
    await page.screenshot({ path: join(shots, "erratum-2017-pl-68.png"), fullPage: true });
    await page.click(`${mark} > a`);
    assert.match(at(page), /^2017\/pl\/errata\/index\.html#erratum-pl-\d+$/);
    // A locator waits for the row: the click returns once the errata page's navigation is
    // committed, which may be before its table is parsed (`$eval` failed so once in CI).
    const row = await page.locator("tr:target").evaluate((tr) => [...tr.cells].map((c) => c.textContent));
    assert.deepEqual(row, [
      "68B2",
      "przepis 16D",
      "przepis 16C",
      "lawref test fixture, 2017-11-23 · not a real erratum (tests only)",
    ]);
    // And back to the clause.
    await page.click("tr:target th a");
    assert.equal(at(page), "2017/pl/68/index.html#68B2");
    // The law page links to the errata page.
    assert.equal(await page.getAttribute("nav.langs a.errata-link", "href"), "../../../2017/pl/errata/index.html");
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the notes of a law page filter by kind (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await page.goto(`${server.url}2017/pl/68/index.html`);
      const shown = () =>
        page.$$eval("aside.note, details.note", (ns) =>
          ns.filter((n) => n.checkVisibility()).map((n) => n.className.replace("note note-", "")),
        );
      const all = await shown();
      // The page's own language's notes, the edition's interpretations and the regulations of
      // every place (other languages' commentary is on their pages, counted after the text).
      assert.deepEqual([...new Set(all)].sort(), ["interpretation", "note", "regulation"], String(all));
      const before = await page.locator("article.law").boundingBox();
      await page.check('.note-filter input[value="interpretation"]');
      assert.deepEqual(await shown(), ["interpretation"]);
      // The control stays where it was: choosing a kind moves nothing above the notes.
      const filter = await page.locator(".note-filter").boundingBox();
      assert.ok(filter.y < before.y, "the filter is above the text");
      await page.check('.note-filter input[value="note"]');
      assert.deepEqual([...new Set(await shown())], ["note"]);
      await page.check('.note-filter input[value="all"]');
      assert.deepEqual(await shown(), all);
      await page.context().close();
    });
  }
});

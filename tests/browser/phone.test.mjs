// The site on a phone (issue 18, "phone first"), in headless Chromium at 360 px: a law page's
// text first, under the list of its sections; every control and link a target of at least
// 24 × 24 CSS px (WCAG 2.2, 2.5.8 Target Size (Minimum)); and the parallel page painted in its
// final layout, with no layout shift when parallel.js runs. Run by ./run, which builds the site
// and sets LAWREF_SITE; screenshots go to test-output/browser/.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { shots, useSite } from "./harness.mjs";

const env = useSite();
/** The phone: 360 × 740 CSS px, touch, as a small Android phone shows the site. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * The targets of the page smaller than 24 × 24 px that no exception of WCAG 2.5.8 covers, as
 * "selector “text” W×H" strings. A target is every shown link, button, form field and
 * <summary>; a checkbox or radio button is the box of itself and its labels together (a tap on
 * the label sets it). A target passes when one of its boxes (a link broken across lines has one
 * per line) is at least 24 px wide and high. The exception taken is "Inline": a link shown
 * inline (display: inline) in a sentence, that is a block whose own words outside its links and
 * controls are three or more ("… the Director rules under Law 70.").
 */
function undersized(page) {
  return page.evaluate(() => {
    const MIN = 24 - 0.01;
    const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    const describe = (el) => {
      let s = el.tagName.toLowerCase();
      if (el.id) s += `[id="${el.id}"]`;
      for (const c of el.classList) s += `.${c}`;
      const href = el.getAttribute("href");
      if (href && !el.id) s += `[href="${href}"]`;
      let p = el.parentElement;
      for (let i = 0; p && i < 2 && p !== document.body; i++, p = p.parentElement) {
        const tag = p.tagName.toLowerCase() + (p.id ? `[id="${p.id}"]` : "") + [...p.classList].map((c) => `.${c}`).join("");
        s = `${tag} > ${s}`;
      }
      return s;
    };
    const isBlock = (el) => !/^inline/.test(getComputedStyle(el).display) || el === document.body;
    // The words of a block outside its links and controls, and outside anything not shown
    // (a reference's preview is hidden until hovered).
    const ownWords = (block) => {
      let n = 0;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const parent = t.parentElement;
        if (parent.closest(CONTROLS) || !parent.checkVisibility()) continue;
        n += (t.textContent.match(/[\p{L}\p{N}]+/gu) || []).length;
      }
      return n;
    };
    const inSentence = (el) => {
      if (getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (!isBlock(block)) block = block.parentElement;
      return ownWords(block) >= 3;
    };
    const out = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let boxes = [...el.getClientRects()];
      if (el.matches("input[type=checkbox], input[type=radio]") && el.labels && el.labels.length > 0) {
        // The input and its labels as one box.
        const all = [el, ...el.labels].map((e) => e.getBoundingClientRect());
        const left = Math.min(...all.map((r) => r.left));
        const top = Math.min(...all.map((r) => r.top));
        const right = Math.max(...all.map((r) => r.right));
        const bottom = Math.max(...all.map((r) => r.bottom));
        boxes = [{ width: right - left, height: bottom - top }];
      }
      if (boxes.some((r) => r.width >= MIN && r.height >= MIN)) continue;
      if (el.matches("a[href]") && inSentence(el)) continue;
      const r = el.getBoundingClientRect();
      const text = (el.textContent || el.value || "").trim().replace(/\s+/g, " ").slice(0, 30);
      out.push(`${describe(el)} “${text}” ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
    return out;
  });
}

describe("a law page on a phone", () => {
  test("2017/pl/68: the list of sections and the text on the first screen, 68B2 within 2 screens", async () => {
    const page = await env.newPage(PHONE);
    await page.goto(`${env.server.url}2017/pl/68/index.html`);
    const top = (sel) => page.$eval(sel, (el) => el.getBoundingClientRect().top + window.scrollY);
    // The sections, one row of letters: A B C D, each leading to its section.
    const sections = await page.$$eval("nav.sections a", (as) =>
      as.map((a) => ({
        text: a.querySelector(".sec-no").textContent,
        href: a.getAttribute("href"),
        top: a.getBoundingClientRect().top,
        // The title is in the link's name, shown only on wider screens.
        title: a.querySelector(".sec-title").getBoundingClientRect().width > 1 ? "shown" : a.textContent,
      })),
    );
    assert.deepEqual(
      sections.map((s) => [s.text, s.href]),
      [
        ["A", "#68A"],
        ["B", "#68B"],
        ["C", "#68C"],
        ["D", "#68D"],
      ],
    );
    assert.ok(sections.every((s) => s.top === sections[0].top), "one row");
    assert.equal(sections[0].title, "A Definicja deklaracji");
    // Measured at 360 × 740 (Debian's fonts: DejaVu Serif for the text): the header (crumbs,
    // jump box, search link) ends at 103 px, the law's title (two lines) at 171 px; the row of
    // sections starts at 179 px, the note filter (two lines) under it, and the preamble, the
    // text's first part, at 298 px; 68B2 at 1,368 px (1.85 screens: the preamble, 68A and 68B1
    // above it are 30 lines of text at this width). Before: no sections, the preamble at 647 px
    // under four folded Russian commentaries, 68B2 at 1,718 px (2.3 screens). Since issue 32 the
    // page has the EBU's regulation on 68D, and the switch of jurisdiction under the note filter
    // (one line): the preamble at 357 px, 68B2 at 1,427 px (1.93 screens). The bounds leave
    // about one line for fonts with other metrics.
    const nav = await top("nav.sections");
    const first = await top('[id="68-preamble"] > p');
    const b2 = await top('[id="68B2"]');
    assert.ok(nav <= 205, `the sections start at ${nav} px`);
    assert.ok(first <= 385, `the text starts at ${first} px`);
    assert.ok(first + 3 * 24 <= 740, `three lines of text on the first screen (text at ${first} px)`);
    assert.ok(b2 <= 1460, `68B2 starts at ${b2} px`);
    // No other language's commentary on the page: it is counted at the end, linked to the
    // pages that show it.
    assert.equal(await page.locator("details.note[lang=ru], aside.note[lang=ru]").count(), 0);
    assert.equal(
      await page.textContent("p.commentary-elsewhere"),
      "Uwagi i komentarze do tego przepisu w innych językach: English (2), Русский (4) (wszystkie także w widoku wszystkich języków).",
    );
    const article = await top("article.law");
    for (const sel of ["section.law-notes", "p.commentary-elsewhere", "nav.langs"]) {
      assert.ok((await top(sel)) > article, `${sel} comes after the text`);
    }
    await page.screenshot({ path: join(shots, "law-2017-pl-68-360.png") });
    await page.click('nav.sections a[href="#68D"]');
    assert.equal(new URL(page.url()).hash, "#68D");
    assert.ok(await page.locator('[id="68D"]').isVisible());
    await page.context().close();
  });
});

describe("a jump lands on the clause at 360 px (issue 32)", () => {
  // A clause address (…/68/index.html#68B2, where /2017/pl/68B2.html leads) scrolls to the
  // clause; its id and its section's title are shown above its bare "2." only then (:target),
  // in view, so a director on a phone sees which clause it is. Other clauses show no such line.
  test("2017/pl/68/index.html#68B2 shows “68B2 · Definicja zrzeczenia” in view", async () => {
    const page = await env.newPage(PHONE);
    await page.goto(`${env.server.url}2017/pl/68/index.html#68B2`);
    const place = page.locator('[id="68B2"] > p.place');
    assert.equal(await place.textContent(), "68B2 · Definicja zrzeczenia");
    assert.ok(await place.isVisible(), "the place line is shown");
    const box = await place.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 740, `in view: ${box.y} px`);
    assert.equal(await page.locator('[id="68B1"] > p.place').isVisible(), false);
    await page.screenshot({ path: join(shots, "law-2017-pl-68B2-jump-360.png") });
    await page.context().close();
  });
});

describe("the home page's first screen at 360 px (issue 30)", () => {
  // The first screen was the same blurb in four languages, with no law on it. Now it is what
  // the collection holds: each edition, its languages and their laws, each linked.
  test("index.html shows the editions, languages and laws it holds on the first screen", async () => {
    const page = await env.newPage(PHONE);
    await page.goto(`${env.server.url}index.html`);
    const items = page.locator("section.holds li");
    assert.deepEqual(await items.allTextContents(), [
      "2017: Polski 68, 70",
      "2007: Nederlands 68; Polski 68; Русский 67 (commentary), 68 (commentary)",
    ]);
    const box = await page.locator("section.holds").boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 740, `on the first screen: ${box.y} + ${box.height} px`);
    assert.equal(await items.nth(0).locator("a", { hasText: "70" }).getAttribute("href"), "2017/pl/70/index.html");
    await page.screenshot({ path: join(shots, "home-first-screen-360.png") });
    await page.context().close();
  });
});

describe("the parallel page's columns at 360 px say language and edition (issue 30)", () => {
  // On a phone the columns stack and each cell is labelled above its text: Polish 2017 and
  // Polish 2007 were both "PL", so the old wording read as current.
  test("2017/68 with Polish 2017 and 2007: each cell of 68B2 labelled PL 2017, PL 2007", async () => {
    const page = await env.newPage(PHONE);
    await page.goto(`${env.server.url}2017/68/index.html?cols=pl:2017,pl:2007`);
    const labels = await page.$$eval('tr[id="68B2"] td:not(.notes-cell)', (tds) =>
      tds.filter((td) => td.offsetParent !== null).map((td) => getComputedStyle(td, "::before").content),
    );
    assert.deepEqual(labels, ['"PL 2017"', '"PL 2007"']);
    await page.screenshot({ path: join(shots, "parallel-2017-68-labels-360.png") });
    await page.context().close();
  });
});

describe("tap targets of at least 24 × 24 px at 360 px (WCAG 2.2, 2.5.8)", () => {
  const PAGES = [
    ["home", "index.html"],
    ["law", "2017/pl/68/index.html"],
    ["law (2007)", "2007/pl/68/index.html"],
    ["parallel", "2007/68/index.html"],
    ["diff", "diff/pl/68/2007-2017/index.html"],
    ["search", "search/index.html?q=zrzeczenie"],
  ];
  for (const [name, path] of PAGES) {
    test(`every control and link of the ${name} page (${path})`, async () => {
      const page = await env.newPage(PHONE);
      await page.goto(`${env.server.url}${path}`);
      if (path.startsWith("search/")) {
        await page.waitForFunction(() => /hits? for/.test(document.getElementById("search-status").textContent), null, {
          timeout: 30000,
        });
      }
      const count = await page.$$eval("a[href], button, input:not([type=hidden]), select, summary", (els) => els.length);
      assert.ok(count >= 5, `${count} targets`);
      assert.deepEqual(await undersized(page), [], `targets under 24 × 24 px on ${path}`);
      await page.context().close();
    });
  }
});

describe("no layout shift on the parallel page", () => {
  /**
   * The page's cumulative layout shift (the sum of `layout-shift` entries not caused by recent
   * input, as Lighthouse counts it) while it loads, with parallel.js held back 600 ms, so the
   * page is painted before the script runs (as on a slow phone or network).
   */
  const cls = async (options, path) => {
    const page = await env.newPage(options);
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.hadRecentInput) {
            window.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => s.node?.nodeName + "." + (s.node?.className || "")) });
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.route("**/parallel.js", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(`${env.server.url}${path}`);
    // The script has run: it shows the links of the column chooser.
    await page.waitForFunction(() => document.documentElement.dataset.columns === "ready", null, { timeout: 10000 });
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => window.__shifts);
    await page.context().close();
    return shifts;
  };
  for (const [name, options] of [
    ["360 px", PHONE],
    ["1280 px", { viewport: { width: 1280, height: 900 } }],
  ]) {
    for (const path of ["2007/68/index.html", "2017/68/index.html"]) {
      test(`${path} at ${name}: CLS at most 0.05`, async () => {
        const shifts = await cls(options, path);
        const total = shifts.reduce((s, e) => s + e.value, 0);
        assert.ok(total <= 0.05, `CLS ${total.toFixed(3)}: ${JSON.stringify(shifts)}`);
      });
    }
  }
});

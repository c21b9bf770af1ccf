// Issue 32, the book: `lawref book` (one standalone file) and the site's book page (assembled
// from the law pages in the browser), each printed to PDF by Chromium and read back with
// pdftotext (poppler-utils, installed by ./run): every law the corpus has in 2017 Polish, each
// starting a page, a running head with its law on every page of it, and under a reference the
// referenced clause's text; the file passes the Nu HTML Checker and axe-core. Run by ./run,
// which builds the site and sets LAWREF_SITE, LAWREF_CORPUS and LAWREF_BIN.
import { describe, test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { shots, useSite } from "./harness.mjs";
import { vnuJar } from "./check-site.mjs";

const env = useSite();
const bin = process.env.LAWREF_BIN;
const corpus = process.env.LAWREF_CORPUS;
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const work = mkdtempSync(join(tmpdir(), "lawref-book-"));

// The running heads of 2017 Polish's two laws, as the book prints them.
const HEAD_68 = "68. Deklaracja lub zrzeczenie się lew · Międzynarodowe Prawo Brydżowe 2017";
const HEAD_70 = "70. Sporna deklaracja lub zrzeczenie · Międzynarodowe Prawo Brydżowe 2017";

/** The PDF's pages as text (pdftotext, reading order), and its page size in points. */
function pdfPages(pdf) {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const count = Number(/Pages:\s+(\d+)/.exec(info)[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info).slice(1, 3).map(Number);
  const pages = [];
  for (let p = 1; p <= count; p++) {
    pages.push(execFileSync("pdftotext", ["-f", String(p), "-l", String(p), file, "-"], { encoding: "utf8" }));
  }
  return { pages, size };
}

/** The law each page's running head names (its first line), "" for a page without one. */
const heads = (pages) => pages.map((t) => t.split("\n")[0].trim()).map((l) => (l === HEAD_68 || l === HEAD_70 ? l : ""));

/** What every printed book must show: the contents first, then Laws 68 and 70, each beginning
 * a page under its running head, every page of a law under its head; under 68D2(a) the text of
 * Law 70 it cites ("przepis 70"), numbered as the reference is. */
function checkPrinted({ pages }, what) {
  assert.ok(pages[0].includes("68. Deklaracja lub zrzeczenie się lew"), `${what}: contents on page 1`);
  assert.ok(pages[0].includes("70. Sporna deklaracja lub zrzeczenie"), `${what}: contents on page 1`);
  assert.ok(pages[0].includes("1–67, 69, 71–93"), `${what}: the laws not in this collection`);
  const h = heads(pages.slice(1));
  // Every page after the contents has a head: 68's pages, then 70's.
  assert.ok(h.every((x) => x !== ""), `${what}: a running head on every page: ${JSON.stringify(h)}`);
  const first70 = h.indexOf(HEAD_70);
  assert.ok(first70 > 0, `${what}: Law 70 on its own pages`);
  assert.deepEqual(h.slice(0, first70).every((x) => x === HEAD_68), true);
  assert.deepEqual(h.slice(first70).every((x) => x === HEAD_70), true);
  // Each law begins a page: its heading is the first line under the head.
  assert.equal(pages[1].split("\n").map((l) => l.trim()).filter(Boolean)[1], "68. Deklaracja lub zrzeczenie się lew");
  assert.equal(pages[1 + first70].split("\n").map((l) => l.trim()).filter(Boolean)[1], "70. Sporna deklaracja lub zrzeczenie");
  // The reference in 68D2(a) numbered, and Law 70's text quoted under it.
  const all = pages.join("\n");
  assert.match(all, /stosuje się przepis 701 lub/, `${what}: the reference's number`);
  assert.match(all, /1\. 70 Sporna deklaracja lub zrzeczenie/, `${what}: the quoted clause`);
  // 68B2's "punktu B1": 68B1's text quoted.
  assert.match(all, /1\. 68B1 Oświadczenie rozgrywającego lub obrońcy, że jego strona odda/, `${what}: 68B1 quoted`);
}

describe("the book", () => {
  let file;
  before(() => {
    file = join(work, "book-pl-2017.html");
    execFileSync(bin, ["--corpus", corpus, "book", "--lang", "pl", "--edition", "2017", "--out", file]);
  });

  test("lawref book: every law of 2017 Polish, printed A5 with running heads and quoted references", async () => {
    const page = await env.newPage();
    await page.goto(pathToFileURL(file).href);
    assert.deepEqual(
      await page.$$eval(".book-contents li a", (as) => as.map((a) => [a.getAttribute("href"), a.textContent])),
      [
        ["#law-68", "68. Deklaracja lub zrzeczenie się lew"],
        ["#law-70", "70. Sporna deklaracja lub zrzeczenie"],
      ],
    );
    // A link into the book: 68D2(a)'s "przepis 70" to Law 70's section in the same file.
    assert.equal(await page.getAttribute('[id="68D2a"] a.ref', "href"), "#law-70");
    await page.screenshot({ path: join(shots, "book-cli.png"), fullPage: true });
    const printed = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    assert.deepEqual(printed.size.map(Math.round), [420, 595], "A5");
    checkPrinted(printed, "lawref book");
    // Large print: the page's switch, then A4.
    await page.check('input[name="paper"][value="a4"]');
    const large = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    assert.deepEqual(large.size.map(Math.round), [595, 842], "A4");
    checkPrinted(large, "lawref book, A4");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("lawref book passes the Nu HTML Checker and axe-core", async () => {
    let report = "";
    try {
      execFileSync(process.env.JAVA || "java", ["-jar", vnuJar(), "--format", "json", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      report = String(e.stderr);
    }
    const errors = report ? JSON.parse(report).messages.filter((m) => m.type === "error") : [];
    assert.deepEqual(errors.map((m) => `${m.lastLine}: ${m.message}`), []);
    const page = await env.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(() => window.axe.run(document));
    assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`), []);
    assert.ok(result.passes.length > 10, "axe ran its rules");
    await page.context().close();
  });

  test("the site's book page puts the same book together from the law pages", async () => {
    const page = await env.newPage();
    await page.goto(`${env.server.url}2017/pl/book/index.html`);
    await page.waitForSelector("html[data-book=ready]");
    assert.deepEqual(await page.$$eval("section.book-law", (s) => s.map((x) => x.id)), ["law-68", "law-70"]);
    assert.equal(await page.getAttribute('[id="68D2a"] a.ref', "href"), "#law-70");
    await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(() => window.axe.run(document));
    assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`), []);
    await page.screenshot({ path: join(shots, "book-site.png"), fullPage: true });
    checkPrinted(pdfPages(await page.pdf({ preferCSSPageSize: true })), "the site's book page");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

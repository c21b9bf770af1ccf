// What the browser test files share: the built site served on 127.0.0.1, Debian's Chromium
// launched headless through playwright-core, a fresh page per test, and the screenshot folder.
// Each test file calls `useSite()` at its top level; it registers the node:test hooks.
import { after, before } from "node:test";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** Where screenshots go: test-output/browser/ at the repository root. */
export const shots = join(here, "..", "..", "test-output", "browser");

/** The built site's folder, from LAWREF_SITE (set by ./run). */
export const site = process.env.LAWREF_SITE;
if (!site) throw new Error("LAWREF_SITE is not set: run tests/browser/run");

/**
 * Selects the whole element with id `id` (a table row), as a drag across it would, copies the
 * selection (Ctrl+C) and returns { selected, copied }: the selection's text and what the
 * clipboard got. The page's context needs the clipboard permissions.
 */
export async function copyElement(page, id) {
  const selected = await page.evaluate((elementId) => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById(elementId));
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    return sel.toString();
  }, id);
  await page.keyboard.press("Control+C");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  return { selected, copied };
}

/**
 * Serves the site and launches Chromium before the file's tests, closes both after. Returns an
 * object whose `server` ({ url, close }) and `browser` are set once `before` has run.
 */
export function useSite() {
  const state = { server: null, browser: null };
  before(async () => {
    await mkdir(shots, { recursive: true });
    state.server = await serve(site);
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  after(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  /** A new page in a fresh context (its own storage and service workers); page.errors collects
   * the page's uncaught errors. */
  state.newPage = async (options = {}) => {
    const context = await state.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.errors = errors;
    return page;
  };
  return state;
}

// Static checks of a built site, no browser needed: run by ./run before the browser tests, or
// alone: `node check-site.mjs <site folder>` (exits non-zero and lists every problem found).
//
// 1. The link check: every href, src and form action of every HTML file, and every <loc> of
//    sitemap.xml, resolves to a file of the site, and every #fragment to an element id of the
//    page it names. Links must be relative (a link beginning with "/" breaks the site in a
//    sub-folder), must name a file (a folder link shows a listing from file://), and must not
//    leave the site folder. Links to other sites (http:, https:, mailto:) are not followed.
// 2. The Nu HTML Checker (the vnu jar of the npm package vnu-jar, run by Java): 0 errors on every
//    HTML page (warnings are listed, not counted), and on style.css.
import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join, normalize, relative, sep } from "node:path";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (s) => s.replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]);

/** Every file under `dir`, as paths relative to it with "/" separators, sorted. */
export async function filesUnder(dir) {
  const out = [];
  async function walk(d) {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(relative(dir, p).split(sep).join("/"));
    }
  }
  await walk(dir);
  return out.sort();
}

/** The links of an HTML page: [{ attr, value }] of href, src and action attributes. */
export function linksOf(html) {
  const out = [];
  for (const m of html.matchAll(/\s(href|src|action)="([^"]*)"/g)) {
    out.push({ attr: m[1], value: decode(m[2]) });
  }
  return out;
}

/** The element ids of an HTML page. */
export function idsOf(html) {
  return new Set(Array.from(html.matchAll(/\sid="([^"]*)"/g), (m) => decode(m[1])));
}

/**
 * Checks every link of the site in `site`; returns the problems found, one line each:
 * "<page>: <link>: <what is wrong>".
 */
export async function checkLinks(site) {
  const files = await filesUnder(site);
  const known = new Set(files);
  const ids = new Map();
  const idsFor = async (rel) => {
    if (!ids.has(rel)) ids.set(rel, idsOf(await readFile(join(site, rel), "utf8")));
    return ids.get(rel);
  };
  const problems = [];
  async function check(page, link) {
    if (/^(https?:|mailto:)/i.test(link)) return;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return problems.push(`${page}: ${link}: a link with a scheme the site does not use`);
    if (link.startsWith("/")) return problems.push(`${page}: ${link}: begins with "/" (breaks the site in a sub-folder)`);
    const hash = link.indexOf("#");
    const fragment = hash >= 0 ? decodeURIComponent(link.slice(hash + 1)) : null;
    let path = hash >= 0 ? link.slice(0, hash) : link;
    path = path.replace(/\?.*$/, "");
    let target = page;
    if (path !== "") {
      const joined = normalize(join(dirname(page), decodeURIComponent(path))).split(sep).join("/");
      if (joined.startsWith("../") || joined === "..") return problems.push(`${page}: ${link}: leaves the site folder`);
      if (path.endsWith("/") || (!known.has(joined) && known.has(`${joined}/index.html`)))
        return problems.push(`${page}: ${link}: names a folder, not a file (breaks file://)`);
      if (!known.has(joined)) return problems.push(`${page}: ${link}: no such file (${joined})`);
      target = joined;
    }
    if (fragment !== null && fragment !== "") {
      if (!target.endsWith(".html")) return problems.push(`${page}: ${link}: a fragment of a file that is not HTML`);
      if (!(await idsFor(target)).has(fragment)) problems.push(`${page}: ${link}: no element with id "${fragment}" in ${target}`);
    }
  }
  for (const page of files.filter((f) => f.endsWith(".html"))) {
    const html = await readFile(join(site, page), "utf8");
    for (const { value } of linksOf(html)) await check(page, value);
  }
  if (known.has("sitemap.xml")) {
    const xml = await readFile(join(site, "sitemap.xml"), "utf8");
    const locs = Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => decode(m[1]));
    if (locs.length === 0) problems.push("sitemap.xml: no <loc>");
    // Absolute when the site was built with its address (LAWREF_SITE_URL): the path after it.
    const base = process.env.LAWREF_SITE_URL ? process.env.LAWREF_SITE_URL.replace(/\/?$/, "/") : null;
    for (const loc of locs) {
      if (/^https?:/.test(loc) && !(base && loc.startsWith(base))) {
        problems.push(`sitemap.xml: ${loc}: not on the site's address (${base ?? "LAWREF_SITE_URL unset"})`);
        continue;
      }
      await check("sitemap.xml", base && loc.startsWith(base) ? loc.slice(base.length) : loc);
    }
  } else {
    problems.push("sitemap.xml: missing");
  }
  return problems;
}

/** The vnu jar's path (from the npm package vnu-jar). */
export function vnuJar() {
  const require = createRequire(import.meta.url);
  return String(require("vnu-jar"));
}

/**
 * Runs the Nu HTML Checker on every HTML page of `site` and on its stylesheet; resolves to
 * { errors: [lines], warnings: [lines] }.
 */
export async function checkHtml(site) {
  const files = await filesUnder(site);
  const pages = files.filter((f) => f.endsWith(".html")).map((f) => join(site, f));
  const css = files.filter((f) => f.endsWith(".css")).map((f) => join(site, f));
  const java = process.env.JAVA || "java";
  const out = await new Promise((resolve, reject) => {
    execFile(
      java,
      ["-jar", vnuJar(), "--format", "json", "--also-check-css", ...pages, ...css],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // vnu exits 1 when it finds errors; its report is on standard error.
        if (error && !stderr.trim().startsWith("{")) reject(new Error(`vnu failed: ${error.message}\n${stderr}`));
        else resolve(stderr);
      },
    );
  });
  const report = JSON.parse(out);
  const line = (m) =>
    `${relative(site, fileURLToPath(m.url || "file:///?"))}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}: ${m.message}`;
  return {
    errors: report.messages.filter((m) => m.type === "error" || m.type === "non-document-error").map(line),
    warnings: report.messages.filter((m) => m.type === "info").map(line),
    checked: pages.length + css.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = process.argv[2];
  if (!site || !(await stat(site)).isDirectory()) {
    console.error("usage: node check-site.mjs <site folder>");
    process.exit(2);
  }
  let failed = false;
  const links = await checkLinks(site);
  console.log(`== link check: ${links.length} broken`);
  for (const p of links) console.log(`  ${p}`);
  failed ||= links.length > 0;
  const html = await checkHtml(site);
  console.log(`== Nu HTML Checker: ${html.checked} files, ${html.errors.length} errors, ${html.warnings.length} warnings`);
  for (const e of html.errors) console.log(`  error: ${e}`);
  for (const w of html.warnings) console.log(`  warning: ${w}`);
  failed ||= html.errors.length > 0;
  process.exit(failed ? 1 : 0);
}

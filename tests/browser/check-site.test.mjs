// The static checks (check-site.mjs) find what they are for: the built site passes both, and a
// copy of it with a broken link, a missing id, a folder link, a link from the root and invalid
// HTML fails them, each problem named. Run by ./run, which builds the site and sets LAWREF_SITE.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkHtml, checkLinks } from "./check-site.mjs";

const site = process.env.LAWREF_SITE;
if (!site) throw new Error("LAWREF_SITE is not set: run tests/browser/run");

let broken;
before(async () => {
  broken = join(await mkdtemp(join(tmpdir(), "lawref-check-")), "site");
  await cp(site, broken, { recursive: true });
  const page = join(broken, "2007/pl/68/index.html");
  let html = await readFile(page, "utf8");
  html = html.replace(
    "</main>",
    [
      '<a href="../../../2007/pl/99/index.html">no such law</a>',
      '<a href="../../../2007/nl/68/index.html#68Z9">no such clause</a>',
      '<a href="../../../2007/nl/68/">a folder</a>',
      '<a href="/index.html">from the root</a>',
      "<p><div>a div in a p</div></p>",
      "</main>",
    ].join("\n"),
  );
  await writeFile(page, html);
});

after(async () => {
  if (broken) await rm(join(broken, ".."), { recursive: true, force: true });
});

test("the built site: no broken link, no HTML error", async () => {
  assert.deepEqual(await checkLinks(site), []);
  const { errors, checked } = await checkHtml(site);
  assert.deepEqual(errors, []);
  assert.ok(checked > 10, `vnu checked ${checked} files`);
});

test("a broken copy: each problem is found", async () => {
  const p = "2007/pl/68/index.html";
  assert.deepEqual(await checkLinks(broken), [
    `${p}: ../../../2007/pl/99/index.html: no such file (2007/pl/99/index.html)`,
    `${p}: ../../../2007/nl/68/index.html#68Z9: no element with id "68Z9" in 2007/nl/68/index.html`,
    `${p}: ../../../2007/nl/68/: names a folder, not a file (breaks file://)`,
    `${p}: /index.html: begins with "/" (breaks the site in a sub-folder)`,
  ]);
  const { errors } = await checkHtml(broken);
  assert.ok(errors.length > 0 && errors.every((e) => e.startsWith(`${p}:`)), errors.join("\n"));
});

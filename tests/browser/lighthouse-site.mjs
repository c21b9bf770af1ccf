// Lighthouse on pages of any site lawref built, served on 127.0.0.1 by serve.mjs, as the
// browser tests run it on the seed site (lighthouse.mjs: mobile settings, Debian's Chromium,
// performance the best of up to three runs). For issue 18's target on the large generated
// corpus (docs/performance.md):
//
//   (cd tests/browser && npm ci)
//   node tests/browser/lighthouse-site.mjs SITE 2017/pl/68/index.html 2007/68/index.html \
//     diff/pl/68/2007-2017/index.html 'search/index.html?q=zrzeczenie'
//
// Prints one line per page: its four scores, the performance of each run, the layout shift,
// and the audits that lost points; exits 1 when a page scores under 95 in a category or shifts
// its layout more than 0.05, 2 on bad arguments.
import { CATEGORIES, bestOf, misses } from "./lighthouse.mjs";
import { serve } from "./serve.mjs";

const [site, ...paths] = process.argv.slice(2);
if (!site || paths.length === 0) {
  console.error("usage: node tests/browser/lighthouse-site.mjs SITE PAGE...");
  process.exit(2);
}
const server = await serve(site);
let failed = false;
try {
  for (const path of paths) {
    const { report, tries } = await bestOf(`${server.url}${path}`);
    if (report.runtimeError) {
      console.log(`${path}: ${JSON.stringify(report.runtimeError)}`);
      failed = true;
      continue;
    }
    const scores = CATEGORIES.map((c) => Math.round(report.categories[c].score * 100));
    const cls = report.audits["cumulative-layout-shift"].numericValue;
    const bytes = report.audits["total-byte-weight"].numericValue;
    const short = CATEGORIES.filter((c, i) => scores[i] < 95);
    failed ||= short.length > 0 || cls > 0.05;
    console.log(
      `${path}: ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(", ")}` +
        ` (performance in each run: ${tries.join(", ")}); layout shift ${cls.toFixed(3)};` +
        ` ${Math.round(bytes / 1000)} KB transferred` +
        short.map((c) => `\n  ${c}: ${misses(report, c).join("; ")}`).join(""),
    );
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);

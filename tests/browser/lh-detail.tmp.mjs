import { lighthouse } from "./lighthouse.mjs";
import { serve } from "./serve.mjs";
const [site, path] = process.argv.slice(2);
const server = await serve(site);
try {
  const r = await lighthouse(`${server.url}${path}`);
  const a = r.audits;
  console.log("perf", r.categories.performance.score, "FCP", a["first-contentful-paint"].numericValue|0, "LCP", a["largest-contentful-paint"].numericValue|0, "TBT", a["total-blocking-time"].numericValue|0, "SI", a["speed-index"].numericValue|0, "CLS", a["cumulative-layout-shift"].numericValue);
  const lcpEl = a["largest-contentful-paint-element"];
  console.log("LCP element", JSON.stringify(lcpEl.details?.items?.[0]?.items?.[0]?.node?.snippet || lcpEl.details).slice(0, 300));
  console.log("LCP phases", JSON.stringify(lcpEl.details?.items?.[1]?.items || []));
  for (const it of a["bootup-time"].details.items) console.log("bootup", it.url.replace(server.url, ""), it.total|0, it.scripting|0, it.scriptParseCompile|0);
  for (const it of a["mainthread-work-breakdown"].details.items) console.log("main", it.group, it.duration|0);
  const reqs = a["network-requests"].details.items;
  console.log("requests", reqs.length, "bytes", reqs.reduce((n, x) => n + (x.transferSize || 0), 0));
  for (const x of reqs) console.log("  ", (x.url||"").replace(server.url, ""), x.transferSize, (x.networkEndTime - x.networkRequestTime)|0, x.networkRequestTime|0);
  for (const it of (a["long-tasks"]?.details?.items || [])) console.log("long", (it.url||"").replace(server.url,""), it.duration|0, it.startTime|0);
} finally { await server.close(); }

// The site's service worker (sw.js at the site root; its scope is the whole site). lawref writes
// three lines before this code: VERSION, a checksum of the site's files, FILES, every file of
// the site (pages, styles, scripts, the search index), relative to the site root, and OFFLINE,
// the message for a page not kept on this device, by interface language (from the catalogs,
// templates/i18n/).
//
// - Install: every file in FILES goes into the cache `lawref <scope> <VERSION>` (fetched past
//   the browser's HTTP cache), so after the first visit the whole site reads offline.
// - Activate: the caches of this site's earlier versions are deleted.
// - Fetch (GET, inside the scope): the network first, and a fresh copy of a file replaces the
//   cached one (a file not listed, such as a clause's permalink page, is kept once opened);
//   when the network fails (or does not answer a page within NETWORK_WAIT ms),
//   the cached copy. A page from the cache gets `data-offline` on its <body>, which shows the
//   page's notice "You are offline" (style.css). `?query` and `#fragment` do not matter for
//   the cache; a folder (…/68/) is its index.html.
const NETWORK_WAIT = 6000;
const SCOPE = self.registration.scope;
const PREFIX = `lawref ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const LISTED = new Set(FILES.map((f) => new URL(f, SCOPE).href));

function key(url) {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  if (u.pathname.endsWith("/")) u.pathname += "index.html";
  return u.href;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...LISTED].map((u) => new Request(u, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromNetwork(request) {
  const wait = request.mode === "navigate" ? NETWORK_WAIT : 0;
  const fetching = fetch(request);
  const response = await (wait
    ? Promise.race([
        fetching,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no answer")), wait)),
      ])
    : fetching);
  const k = key(request.url);
  if (response.ok && response.type === "basic" && !response.redirected) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(k, copy));
  }
  return response;
}

// The language a page's address is in: a path segment that is a language (2017/pl/68/,
// diff/pl/…), or a variant's file (index.pl.html); else the browser's first language the
// messages have; else English.
function offlineLang(url) {
  const path = new URL(url).pathname.slice(new URL(SCOPE).pathname.length);
  for (const part of path.split("/")) {
    if (Object.hasOwn(OFFLINE, part)) return part;
  }
  const variant = path.match(/\.([a-z]{2,3})\.html$/);
  if (variant && Object.hasOwn(OFFLINE, variant[1])) return variant[1];
  for (const l of self.navigator.languages || []) {
    const base = String(l).toLowerCase().split("-")[0];
    if (Object.hasOwn(OFFLINE, base)) return base;
  }
  return "en";
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key(request.url));
  if (!hit) {
    const lang = offlineLang(request.url);
    return new Response(OFFLINE[lang], {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "content-language": lang },
    });
  }
  const type = hit.headers.get("content-type") || "";
  if (request.mode !== "navigate" || !type.startsWith("text/html")) return hit;
  const html = (await hit.text()).replace("<body>", '<body data-offline="">');
  return new Response(html, { status: 200, headers: { "content-type": type } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(fromNetwork(request).catch(() => fromCache(request)));
});

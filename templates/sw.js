// The site's service worker (sw.js at the site root; its scope is the whole site). lawref writes
// three lines before this code: VERSION, a checksum of the site's files; FILES, the shell
// (the stylesheet, the scripts, the manifest and icons, the home and 404 pages, the clause
// address maps), relative to the site root; OFFLINE, the message for a page not kept on this
// device, by interface language (from the catalogs, templates/i18n/); then clauseTarget
// (templates/clause-address.js), which reads a clause address map as the 404 page does.
//
// What it keeps, each in a cache named "lawref <scope> …" (so two sites on one host keep apart):
// - "shell <VERSION>": FILES, fetched on install past the browser's HTTP cache; a new version's
//   shell replaces the old one's on activate.
// - "pages": every other file of the site the network answered, that is the pages read and
//   what they load (the page open when the worker first starts too), kept across versions.
// - "pack <edition>/<lang>": an edition and language the reader chose to keep on its contents
//   page (site.js downloads the files its offline.json lists, and deletes the cache on
//   "remove"), kept across versions.
// A fresh copy from the network replaces the copy of whichever cache holds the file.
//
// Fetch (GET inside the scope; a pack's download, marked by the header x-lawref-pack, goes to
// the network unseen): the network first, so a reader online always reads the current text (a
// law amended, an erratum), where stale-while-revalidate would show the last copy first; when
// the network fails, or does not answer within NETWORK_WAIT ms while a copy is kept, the copy.
// A page from a copy gets `data-offline` on its <body>, which shows the page's notice "You are
// offline" (style.css). A clause's short address (<edition>/<lang>/68B2[.html], no file of its
// own) with no network goes to its law page through the kept clause address map
// (docs/site.md). `?query` and `#fragment` do not matter for the copies; a folder (…/68/) is
// its index.html. Anything else with no network and no copy gets OFFLINE's message (503).
const NETWORK_WAIT = 4000;
const SCOPE = self.registration.scope;
const PREFIX = `lawref ${SCOPE} `;
const SHELL = `${PREFIX}shell ${VERSION}`;
const PAGES = `${PREFIX}pages`;
const PACK = `${PREFIX}pack `;
const MATCH = { ignoreVary: true };

function key(url) {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  if (u.pathname.endsWith("/")) u.pathname += "index.html";
  return u.href;
}

// This site's caches that hold files: the shell, the packs, the pages read.
async function kept() {
  const names = await caches.keys();
  return [SHELL, ...names.filter((n) => n.startsWith(PACK)), PAGES];
}

// The kept copy of the file at `k`, or undefined.
async function copyOf(k) {
  for (const name of await kept()) {
    if (!(await caches.has(name))) continue;
    const hit = await (await caches.open(name)).match(k, MATCH);
    if (hit) return hit;
  }
  return undefined;
}

// Keeps `response` for `k` in the caches that hold the file, or in the pages read.
async function keep(k, response) {
  let held = false;
  for (const name of await kept()) {
    if (name === PAGES || !(await caches.has(name))) continue;
    const cache = await caches.open(name);
    if (await cache.match(k, MATCH)) {
      await cache.put(k, response.clone());
      held = true;
    }
  }
  if (!held) await (await caches.open(PAGES)).put(k, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(new URL(f, SCOPE), { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(PREFIX) && n !== SHELL && n !== PAGES && !n.startsWith(PACK))
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim())
      // The page that started the worker was fetched before it ran: it is kept now.
      .then(() => self.clients.matchAll({ type: "window" }))
      .then((windows) =>
        Promise.all(
          windows
            .map((w) => w.url)
            .filter((u) => u.startsWith(SCOPE) && !FILES.includes(key(u).slice(SCOPE.length)))
            .map((u) =>
              fetch(key(u))
                .then((r) => (r.ok && r.type === "basic" && !r.redirected ? keep(key(u), r) : undefined))
                .catch(() => {}),
            ),
        ),
      ),
  );
});

// The language of an address: a path segment that is a language (2017/pl/68/, diff/pl/…), or a
// variant's file (index.pl.html); else the browser's first language the messages have; else
// English.
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

// A kept copy as the answer: a page gets the offline notice.
async function fromCopy(request, hit) {
  const type = hit.headers.get("content-type") || "";
  if (request.mode !== "navigate" || !type.startsWith("text/html")) return hit;
  const html = (await hit.text()).replace("<body>", '<body data-offline="">');
  return new Response(html, { status: 200, headers: { "content-type": type } });
}

// A clause's short address (<edition>/<lang>/<name>[.html] under the scope) as a redirect to its
// law page and anchor, through the kept clause address map; null for anything else.
async function shortAddress(request) {
  if (request.mode !== "navigate") return null;
  const parts = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length).split("/");
  if (parts.length !== 3 || !parts[2]) return null;
  const map = new URL(`${parts[0]}/${parts[1]}/clauses.json`, SCOPE);
  const hit = await copyOf(map.href);
  if (!hit) return null;
  const target = clauseTarget(await hit.json(), decodeURIComponent(parts[2]), map);
  return target ? Response.redirect(target.href, 302) : null;
}

function missing(request) {
  const lang = offlineLang(request.url);
  return new Response(OFFLINE[lang], {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "content-language": lang },
  });
}

async function respond(request) {
  const k = key(request.url);
  const network = fetch(request).then((response) => {
    if (response.ok && response.type === "basic" && !response.redirected) {
      keep(k, response.clone()).catch(() => {
        // Not kept (storage full): the answer still goes to the page.
      });
    }
    return response;
  });
  const copy = copyOf(k).catch(() => undefined);
  // The network, unless it fails, or is slow while a copy is kept.
  const waited = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT, null));
  const first = await Promise.race([network.catch(() => null), copy.then((hit) => (hit ? waited : new Promise(() => {})))]);
  if (first) return first;
  const hit = await copy;
  if (hit) return fromCopy(request, hit);
  try {
    return await network;
  } catch {
    return (await shortAddress(request)) || missing(request);
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE) || request.headers.has("x-lawref-pack")) return;
  event.respondWith(respond(request));
});

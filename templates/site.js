// Every page's script (site.js at the site root). Nothing on a page needs it: without
// JavaScript, or opened from disk (file://, where service workers do not run), the pages read
// and link as they are.
//
// 1. Registers the service worker (sw.js, beside it) that keeps the site's shell and the pages
//    read for offline reading.
// 3. On an edition and language's contents page (<edition>/<lang>/index.html), "keep on this
//    device": see the last part of this file.
// 2. The language of the site's own words, on the pages written once per interface language
//    (home, parallel view, coverage, search, 404: `index.html` in English, `index.pl.html` …,
//    listed by the header's `nav.ui-langs` links). The reader's choice (a click on one of those
//    links) is kept in localStorage ("lawref-ui") and followed on every such page; before any
//    choice, the browser's languages (navigator.languages) pick the first the site has. A page
//    in another language is replaced by the chosen one (location.replace, keeping ?query and
//    #fragment); the 404 page, whose address must stay, takes the chosen variant's body in place.
(() => {
  const KEY = "lawref-ui";
  const script = document.currentScript;

  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    const root = new URL(".", script.src);
    navigator.serviceWorker
      .register(new URL("sw.js", root).href, { scope: root.pathname })
      .catch(() => {
        // No service worker (a private window, a browser setting): the site still works online.
      });
  }

  const stored = () => {
    try {
      return localStorage.getItem(KEY);
    } catch (e) {
      return null; // storage refused (a setting, a sandbox): the browser's language decides
    }
  };
  document.addEventListener("click", (e) => {
    const a = e.target.closest ? e.target.closest("nav.ui-langs a[data-ui]") : null;
    if (!a) return;
    try {
      localStorage.setItem(KEY, a.getAttribute("data-ui"));
    } catch (err) {
      // Not remembered; the link still leads to the page in that language.
    }
  });

  const links = Array.from(document.querySelectorAll("nav.ui-langs a[data-ui]"));
  if (links.length === 0) return;
  const offered = links.map((a) => a.getAttribute("data-ui"));
  const here = links.find((a) => a.getAttribute("aria-current") === "page");
  let wanted = stored();
  if (!offered.includes(wanted)) {
    wanted = null;
    for (const l of navigator.languages || [navigator.language]) {
      const base = String(l || "").toLowerCase().split("-")[0];
      if (offered.includes(base)) {
        wanted = base;
        break;
      }
    }
  }
  if (!wanted || !here || wanted === here.getAttribute("data-ui")) return;
  // The search page reached from a page of one language (its jump box sends prefer=2017/pl)
  // stays in that page's language.
  if ((new URLSearchParams(location.search).get("prefer") || "").includes("/")) return;
  const target = links[offered.indexOf(wanted)];
  const url = new URL(target.getAttribute("href"), location.href);
  url.search = location.search;
  url.hash = location.hash;
  // (Its links may be absolute: the 404 page's script points them at the site's top folder.)
  if (/\/404\.[^/]*$/.test(url.pathname)) {
    // The 404 page: its address is the one that was asked for, so it stays; the body changes.
    fetch(url.href)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        const page = new DOMParser().parseFromString(text, "text/html");
        document.documentElement.lang = page.documentElement.lang;
        document.title = page.title;
        document.body.replaceWith(document.adoptNode(page.body));
      })
      .catch(() => {
        // The English page stays.
      });
  } else {
    location.replace(url.href);
  }
})();

// Printing: every folded note opens for the printout (commentaries print whole), and those that
// were closed close again after it.
(() => {
  let opened = [];
  window.addEventListener("beforeprint", () => {
    opened = [...document.querySelectorAll("details:not([open])")];
    for (const d of opened) d.open = true;
  });
  window.addEventListener("afterprint", () => {
    for (const d of opened) d.open = false;
    opened = [];
  });
})();

// Keeping an edition and language on this device (its contents page's section#offline-pack,
// shown only where a service worker can run, and hidden again offline when it is not kept). offline.json beside the page lists the files
// (the pages, the search and the language's Pagefind files) with their sizes and CRC-32s; the
// size is shown before anything is downloaded. "Keep" downloads them into the cache
// "lawref <site root> pack <edition>/<lang>", which sw.js reads and keeps fresh; the manifest
// goes in last, so a pack is kept only when whole. "Remove" deletes that cache. A kept pack
// whose manifest changed on the site (a new build) is brought up to date here, file by file.
// Downloads carry the header x-lawref-pack, so the service worker leaves them to the network
// and does not keep a second copy.
(() => {
  const box = document.getElementById("offline-pack");
  const script = document.currentScript;
  if (!box || !script || !("serviceWorker" in navigator) || !("caches" in window)) return;
  if (!/^https?:$/.test(location.protocol)) return;
  const root = new URL(".", script.src);
  const manifestUrl = new URL("offline.json", location.href);
  const pack = manifestUrl.pathname.slice(root.pathname.length).replace(/\/offline\.json$/, "");
  const name = `lawref ${root.href} pack ${decodeURIComponent(pack)}`;
  const words = JSON.parse(box.querySelector(".offline-messages").textContent);
  const keepButton = box.querySelector(".offline-keep");
  const removeButton = box.querySelector(".offline-remove");
  const sizeText = box.querySelector(".offline-size");
  const status = box.querySelector(".offline-status");
  const progress = box.querySelector(".offline-progress");
  const PARALLEL = 4;
  const plural = new Intl.PluralRules(words.lang);
  const fill = (t, values) => t.replace(/\{(\w+)\}/g, (all, k) => (k in values ? String(values[k]) : all));
  const size = (bytes) => {
    const mb = bytes >= 1e6;
    return new Intl.NumberFormat(words.lang, {
      style: "unit",
      unit: mb ? "megabyte" : "kilobyte",
      maximumFractionDigits: 1,
    }).format(mb ? bytes / 1e6 : Math.max(bytes / 1e3, 0.1));
  };
  const fetchFile = (url) => fetch(url, { headers: { "x-lawref-pack": "1" }, cache: "no-cache" });
  // Shown at once, its lines' room kept (style.css), so nothing below it moves as it fills in.
  box.hidden = false;

  // The manifest kept with the pack (its text), or null when the pack is not kept.
  async function keptManifest() {
    if (!(await caches.has(name))) return null;
    const hit = await (await caches.open(name)).match(manifestUrl.href);
    return hit ? hit.text() : null;
  }

  function show(manifest, kept) {
    const n = manifest.files.length;
    const t = words.size[plural.select(n)] || words.size.other;
    sizeText.textContent = fill(t, { size: size(manifest.bytes), count: n });
    keepButton.hidden = kept;
    removeButton.hidden = !kept;
  }

  // Downloads the files of `manifest` (its JSON `text`) that differ from `old`'s, removes those
  // it no longer lists, then keeps the manifest. A failure leaves the old manifest in place (a
  // pack not kept before is removed whole).
  async function download(manifest, text, old) {
    const cache = await caches.open(name);
    const had = new Map((old ? old.files : []).map((f) => [f.path, `${f.bytes} ${f.hash}`]));
    const todo = manifest.files.filter((f) => had.get(f.path) !== `${f.bytes} ${f.hash}`);
    const total = todo.reduce((sum, f) => sum + f.bytes, 0);
    let done = 0;
    progress.max = Math.max(total, 1);
    progress.value = 0;
    progress.hidden = false;
    const report = () => {
      progress.value = done;
      status.textContent = fill(words.progress, { done: size(done), total: size(total) });
    };
    report();
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const f = todo[next++];
        const url = new URL(f.path, root).href;
        const response = await fetchFile(url);
        if (!response.ok) throw new Error(`${response.status} ${f.path}`);
        await cache.put(url, response);
        done += f.bytes;
        report();
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
    } catch (e) {
      if (!old) await caches.delete(name);
      throw e;
    } finally {
      progress.hidden = true;
    }
    const listed = new Set(manifest.files.map((f) => f.path));
    for (const path of had.keys()) {
      if (!listed.has(path)) await cache.delete(new URL(path, root).href);
    }
    await cache.put(manifestUrl.href, new Response(text, { headers: { "content-type": "application/json" } }));
  }

  let busy = false;
  async function run(work) {
    if (busy) return;
    busy = true;
    keepButton.disabled = true;
    removeButton.disabled = true;
    try {
      await work();
    } catch (e) {
      status.textContent = fill(words.failed, { error: e && e.message ? e.message : String(e) });
    } finally {
      busy = false;
      keepButton.disabled = false;
      removeButton.disabled = false;
    }
  }

  (async () => {
    const oldText = await keptManifest();
    const old = oldText ? JSON.parse(oldText) : null;
    let text = null;
    try {
      const response = await fetchFile(manifestUrl.href);
      if (response.ok) text = await response.text();
    } catch {
      // Offline: the kept manifest, if any, says what is kept.
    }
    const current = text ? JSON.parse(text) : old;
    if (!current) {
      // Offline, and not kept: nothing to offer.
      box.hidden = true;
      return;
    }
    show(current, Boolean(old));
    if (old) status.textContent = fill(words.kept, { size: size(old.bytes) });
    keepButton.addEventListener("click", () =>
      run(async () => {
        if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
        if (!text) throw new Error(String(manifestUrl.pathname));
        await download(current, text, null);
        show(current, true);
        status.textContent = fill(words.kept, { size: size(current.bytes) });
      }),
    );
    removeButton.addEventListener("click", () =>
      run(async () => {
        await caches.delete(name);
        show(current, false);
        status.textContent = words.removed;
      }),
    );
    // A kept pack the site has changed since: brought up to date.
    if (old && text && text !== oldText) {
      run(async () => {
        await download(current, text, old);
        status.textContent = fill(words.kept, { size: size(current.bytes) });
      });
    }
  })();
})();

// 4. On a law page with regulations (notes of kind regulation), the jurisdiction switch: the
//    reader's choice of whose regulations to show (one place, every place, none) is kept in
//    localStorage ("lawref-jurisdiction") and applied on every law page. Without scripts the
//    switch's "none" still works (CSS) and every regulation shows, each labelled with its place.
//    A place chosen on another page that has no regulation here shows none of this page's.
(() => {
  const KEY = "lawref-jurisdiction";
  const box = document.querySelector("fieldset.jurisdiction-filter");
  if (!box) return;
  const apply = (key) => {
    for (const n of document.querySelectorAll(".note-regulation[data-jurisdiction]")) {
      const shown = key === "all" || n.getAttribute("data-jurisdiction") === key;
      n.style.display = shown ? "" : "none";
    }
    const radios = Array.from(box.querySelectorAll("input[name=jurisdiction]"));
    for (const r of radios) r.checked = r.value === key;
    // A place chosen on another page that has no regulation here: none of this page's shows,
    // and the switch says so.
    if (!radios.some((r) => r.checked)) radios.find((r) => r.value === "none").checked = true;
  };
  let chosen = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch (e) {
    // Storage refused: the switch works on this page only.
  }
  if (chosen) apply(chosen);
  box.addEventListener("change", (e) => {
    const key = e.target && e.target.value;
    if (!key) return;
    apply(key);
    try {
      localStorage.setItem(KEY, key);
    } catch (err) {
      // Not remembered.
    }
  });
})();

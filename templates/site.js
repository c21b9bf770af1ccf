// Every page's script (site.js at the site root). Nothing on a page needs it: without
// JavaScript, or opened from disk (file://, where service workers do not run), the pages read
// and link as they are.
//
// 1. Registers the service worker (sw.js, beside it) that keeps the site readable offline after
//    the first visit.
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

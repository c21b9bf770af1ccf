// Every page's script (site.js at the site root): registers the service worker (sw.js, beside
// it) that keeps the site readable offline after the first visit. Nothing on a page needs it:
// without JavaScript, or opened from disk (file://, where service workers do not run), the
// pages read and link as they are.
(() => {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  const root = new URL(".", document.currentScript.src);
  navigator.serviceWorker
    .register(new URL("sw.js", root).href, { scope: root.pathname })
    .catch(() => {
      // No service worker (a private window, a browser setting): the site still works online.
    });
})();

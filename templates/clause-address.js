// A clause's short name looked up in its edition and language's clause address map (docs/site.md):
// the name without ".html", exactly, else case-insensitively (no two keys of a map differ only in
// case); the law page and anchor as a URL resolved against the map's URL, or null. Shared by the
// 404 page's script and the service worker (sw.js), which both open a short address.
function clauseTarget(clauses, file, mapUrl) {
  const name = file.replace(/\.html$/, "");
  const low = name.toLowerCase();
  const key = Object.hasOwn(clauses, name) ? name : Object.keys(clauses).find((k) => k.toLowerCase() === low);
  return key ? new URL(clauses[key], mapUrl) : null;
}

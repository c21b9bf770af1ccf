// A static file server for the built site, on 127.0.0.1 and a free port: enough HTTP for the
// browser tests (GET and HEAD, content types, index.html for a folder, the site's 404.html for a
// missing file), no package needed. Text (HTML, CSS, scripts, JSON) is sent gzip-compressed to a
// client that accepts it, as static hosts send it (GitHub Pages, Cloudflare Pages, nginx's
// gzip): Lighthouse's simulated network counts the bytes sent.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** Serves `root` on 127.0.0.1; resolves to { url, close } once listening. */
export function serve(root) {
  const base = normalize(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      const type = TYPES[extname(file)] || "application/octet-stream";
      const headers = { "content-type": type, vary: "accept-encoding" };
      const text = /^text\/|json/.test(type);
      if (text && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      headers["content-length"] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      // As a static host does: the site's 404.html, with status 404, at the address asked for.
      const page = await readFile(join(base, "404.html")).catch(() => null);
      if (page) {
        res.writeHead(404, { "content-type": TYPES[".html"], "content-length": page.length });
        res.end(req.method === "HEAD" ? undefined : page);
      } else {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      }
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

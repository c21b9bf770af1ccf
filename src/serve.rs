//! `lawref serve`: the site on localhost for editors' previews. It serves the site folder over
//! HTTP (tiny_http), watches the corpus's `laws/` and `translations/` (notify; reads and editors'
//! working files left aside, a burst of changes gathered until [`DEBOUNCE`] passes quietly),
//! rebuilds on a change (the caller's rebuild: an incremental build, so a
//! change to one law costs that law's pages), and makes open pages reload when a rebuild
//! finishes.
//!
//! - **Reload**: every HTML page served gets one extra element before `</body>`, a script
//!   [`RELOAD_JS_PATH`] that asks [`STATUS_PATH`] once a second for the build's number and
//!   reloads the page when it changes. The files on disk are left as built: the script exists
//!   only in what `serve` sends.
//! - **Errors**: a rebuild that fails (a corpus file that does not load) keeps the last good site
//!   served; its message goes to standard error and shows on every open page, in a box at the
//!   top, until a rebuild succeeds.
//! - **Offline copy**: `/sw.js` answers 404, so previews register no service worker (it would
//!   fetch the whole site again after every change).
//! - **Paths**: a folder's URL without its final `/` is redirected to it with one (the site's
//!   links are relative), a folder serves its `index.html`, `..` and other ways out of the site
//!   folder get 404, as do missing files (with the site's `404.html` when it has one).
//!
//! Not for: building (the caller passes the rebuild), publishing (any static host serves the
//! site as built).

use std::io::Cursor;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tiny_http::{Header, Request, Response, Server};

use crate::error::{Error, Result};

/// How long the watcher gathers file events before a rebuild (ms): an editor's save often
/// writes a file several times.
pub const DEBOUNCE: Duration = Duration::from_millis(250);

/// Where the build status is served (JSON: `{"build": 3, "error": null}`).
pub const STATUS_PATH: &str = "/__lawref/status";

/// The site's service worker (`sw.js`), which `serve` does not serve: a preview changes with
/// every save, and the worker would fetch the whole site again each time.
pub const NO_WORKER_PATH: &str = "/sw.js";

/// Where the reload script is served.
pub const RELOAD_JS_PATH: &str = "/__lawref/reload.js";

/// The reload script: polls [`STATUS_PATH`] every second; reloads when the build number changes;
/// shows a failed rebuild's message in a box at the top of the page.
const RELOAD_JS: &str = r#"// lawref serve: reload when the site is rebuilt; show a failed rebuild's message.
(() => {
  let seen = null;
  const box = document.createElement("pre");
  box.id = "lawref-serve-error";
  box.setAttribute("role", "alert");
  box.style.cssText = "position:fixed;top:0;left:0;right:0;margin:0;padding:.5em 1em;" +
    "background:#fee;color:#600;border-bottom:2px solid #c00;white-space:pre-wrap;z-index:9999;" +
    "max-height:50vh;overflow:auto;font:14px/1.4 monospace";
  const tick = async () => {
    try {
      const r = await fetch("/__lawref/status", { cache: "no-store" });
      const s = await r.json();
      if (seen !== null && s.build !== seen) { location.reload(); return; }
      seen = s.build;
      if (s.error) { box.textContent = "lawref serve: the last rebuild failed\n\n" + s.error; if (!box.isConnected) document.body.prepend(box); }
      else if (box.isConnected) box.remove();
    } catch (e) { /* the server stopped or restarts: try again */ }
    setTimeout(tick, 1000);
  };
  tick();
})();
"#;

/// The state of the builds, shared by the watcher and the server.
#[derive(Debug, Default)]
struct Status {
    /// Builds that changed the site, counted from 1 (the first build).
    build: u64,
    /// The last rebuild's error, until a rebuild succeeds.
    error: Option<String>,
}

/// Builds the site with `rebuild`, serves `out` on `addr` (`127.0.0.1:8000`; port 0 picks a
/// free one), and rebuilds whenever a file under `root`'s `laws/` or `translations/` changes.
/// `ready` is called once with the address served (`127.0.0.1:8000`) when the server listens.
/// Runs until the process is stopped.
///
/// `rebuild` returns a one-line summary for the terminal and whether any file of the site
/// changed (open pages reload only then), or an error whose message is shown (a failed first
/// build is shown the same way: the server starts anyway, with what `out` has).
///
/// # Errors
/// [`Error::Usage`] when `addr` cannot be listened on; [`Error::Io`] when the corpus folders
/// cannot be watched.
pub fn serve(
    root: &Path,
    out: &Path,
    addr: &str,
    rebuild: impl Fn() -> Result<(String, bool)> + Send + 'static,
    ready: impl FnOnce(&str),
) -> Result<()> {
    let status = Arc::new(Mutex::new(Status::default()));
    // Listen first: a port in use is said before a build is spent.
    let server =
        Server::http(addr).map_err(|e| Error::Usage(format!("cannot serve on {addr}: {e}")))?;
    run_build(&rebuild, &status);
    let bound = server
        .server_addr()
        .to_ip()
        .map_or_else(|| addr.to_string(), |a| a.to_string());

    // The watcher: changes to corpus files go to a channel (reads and opens, which every build
    // makes, and editors' working files do not); a thread rebuilds once a burst of them has
    // been quiet for DEBOUNCE.
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    let watched_root = std::path::absolute(root).map_err(|e| Error::io(root, e))?;
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if let Ok(event) = event
            && is_change(&watched_root, &event)
        {
            let _ = tx.send(());
        }
    })
    .map_err(|e| Error::io(root, std::io::Error::other(e)))?;
    for top in ["laws", "translations"] {
        let dir = std::path::absolute(root.join(top)).map_err(|e| Error::io(root, e))?;
        if dir.is_dir() {
            notify::Watcher::watch(&mut watcher, &dir, notify::RecursiveMode::Recursive)
                .map_err(|e| Error::io(&dir, std::io::Error::other(e)))?;
        }
    }
    let watched = Arc::clone(&status);
    std::thread::spawn(move || {
        // The watcher must live as long as the watching.
        let _watcher = watcher;
        while rx.recv().is_ok() {
            // Wait for the burst to end (an editor's save is often several writes).
            while rx.recv_timeout(DEBOUNCE).is_ok() {}
            run_build(&rebuild, &watched);
        }
    });

    ready(&bound);
    let out = out.to_path_buf();
    for request in server.incoming_requests() {
        let out = out.clone();
        let status = Arc::clone(&status);
        std::thread::spawn(move || {
            // A client gone before its answer is not the server's error.
            let _ = answer(request, &out, &status);
        });
    }
    Ok(())
}

/// Whether a file event changes the corpus: not an access (a read or an open, as every build
/// makes), and not only about editors' working files ([`crate::load::is_working_file`]: a swap
/// file written while a law is open in an editor).
fn is_change(root: &Path, event: &notify::Event) -> bool {
    !matches!(event.kind, notify::EventKind::Access(_))
        && event.paths.iter().any(|p| {
            // Only the names inside the corpus count (the corpus may itself be in a hidden
            // folder).
            let inside = p.strip_prefix(root).unwrap_or(p);
            !inside
                .components()
                .any(|c| matches!(c, Component::Normal(n) if crate::load::is_working_file(n)))
        })
}

/// Runs one build and records its outcome.
fn run_build(rebuild: &impl Fn() -> Result<(String, bool)>, status: &Mutex<Status>) {
    let outcome = rebuild();
    let mut s = status
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    match outcome {
        Ok((summary, changed)) => {
            println!("{summary}");
            if changed || s.build == 0 {
                s.build += 1;
            }
            s.error = None;
        }
        Err(e) => {
            let message = report(&e);
            eprintln!("{message}");
            s.error = Some(message);
        }
    }
}

/// The error as `lawref` prints it (each finding with its file, line and column), without
/// colours: for the terminal and the page's box alike.
fn report(e: &Error) -> String {
    let mut text = String::new();
    let handler =
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .with_links(false);
    if handler.render_report(&mut text, e).is_err() {
        text = e.to_string();
    }
    text
}

/// Answers one request: the status, the reload script, or a file of the site.
fn answer(request: Request, out: &Path, status: &Mutex<Status>) -> std::io::Result<()> {
    let url = request.url().to_string();
    let path = url.split(['?', '#']).next().unwrap_or("/");
    if !matches!(
        request.method(),
        tiny_http::Method::Get | tiny_http::Method::Head
    ) {
        let allow = Header::from_bytes("Allow", "GET, HEAD").expect("a valid header");
        return request.respond(Response::empty(405).with_header(allow));
    }
    if path == STATUS_PATH {
        let s = status
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let json = serde_json::json!({ "build": s.build, "error": s.error });
        return request.respond(with_type(Response::from_string(json.to_string()), "json"));
    }
    if path == RELOAD_JS_PATH {
        return request.respond(with_type(Response::from_string(RELOAD_JS), "js"));
    }
    if path == NO_WORKER_PATH {
        // No offline copy in previews: it would fetch the whole site again after every change.
        return not_found(request, out);
    }
    let Some(file) = site_path(out, path) else {
        return not_found(request, out);
    };
    if file.is_dir() {
        if !path.ends_with('/') {
            let to = format!("{path}/");
            let header = Header::from_bytes("Location", to.as_bytes()).expect("a valid header");
            return request.respond(Response::empty(301).with_header(header));
        }
        return send_file(request, &file.join("index.html"), out);
    }
    if path.ends_with('/') {
        // A file asked for as a folder (`index.html/`): its relative links would break.
        return not_found(request, out);
    }
    send_file(request, &file, out)
}

/// The file of the site that URL path `path` names: percent-decoded, each segment a plain name
/// (no `..`, no root, no drive); `None` for a path that leaves `out` or is not UTF-8.
fn site_path(out: &Path, path: &str) -> Option<PathBuf> {
    let decoded = percent_encoding::percent_decode_str(path)
        .decode_utf8()
        .ok()?;
    let mut file = out.to_path_buf();
    for part in decoded.split('/').filter(|p| !p.is_empty()) {
        let mut components = Path::new(part).components();
        match (components.next(), components.next()) {
            (Some(Component::Normal(name)), None) => file.push(name),
            _ => return None,
        }
    }
    Some(file)
}

fn send_file(request: Request, file: &Path, out: &Path) -> std::io::Result<()> {
    let Ok(bytes) = std::fs::read(file) else {
        return not_found(request, out);
    };
    let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
    let bytes = if ext == "html" {
        with_reload(bytes)
    } else {
        bytes
    };
    request.respond(with_type(Response::from_data(bytes), ext))
}

fn not_found(request: Request, out: &Path) -> std::io::Result<()> {
    // The site's 404 page; without one (a first build failed), a bare page that still shows the
    // build's error and reloads once a build succeeds.
    let page = std::fs::read(out.join("404.html")).unwrap_or_else(|_| {
        b"<!DOCTYPE html>\n<html lang=\"en\"><title>Not found</title><body><p>404: not in the site.</p></body></html>\n".to_vec()
    });
    let page = with_reload(page);
    let response = Response::from_data(page).with_status_code(404);
    request.respond(with_type(response, "html"))
}

/// The page with the reload script before `</body>` (at the end when it has none).
fn with_reload(mut html: Vec<u8>) -> Vec<u8> {
    let tag = format!("<script src=\"{RELOAD_JS_PATH}\"></script>\n");
    let at = html
        .windows(7)
        .rposition(|w| w.eq_ignore_ascii_case(b"</body>"))
        .unwrap_or(html.len());
    html.splice(at..at, tag.into_bytes());
    html
}

/// The response with the `Content-Type` of a file extension (what the site's files use).
fn with_type(response: Response<Cursor<Vec<u8>>>, ext: &str) -> Response<Cursor<Vec<u8>>> {
    let mime = match ext {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "webmanifest" => "application/json",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    };
    let header = Header::from_bytes("Content-Type", mime).expect("a valid header");
    let no_store = Header::from_bytes("Cache-Control", "no-store").expect("a valid header");
    response.with_header(header).with_header(no_store)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_paths_stay_in_the_site() {
        let out = Path::new("/srv/site");
        assert_eq!(
            site_path(out, "/2017/pl/68/index.html"),
            Some(PathBuf::from("/srv/site/2017/pl/68/index.html"))
        );
        assert_eq!(
            site_path(out, "/diff/pl/68/2007-2017/"),
            Some(PathBuf::from("/srv/site/diff/pl/68/2007-2017"))
        );
        assert_eq!(site_path(out, "/"), Some(PathBuf::from("/srv/site")));
        assert_eq!(site_path(out, "/../etc/passwd"), None);
        assert_eq!(site_path(out, "/a/%2e%2e/%2e%2e/etc"), None);
        assert_eq!(site_path(out, "/a/..%2f..%2fetc"), None);
        assert_eq!(site_path(out, "/%ff"), None);
    }

    #[test]
    fn the_reload_script_goes_before_the_body_ends() {
        let page = with_reload(b"<html><body><p>x</p></BODY></html>".to_vec());
        assert_eq!(
            String::from_utf8(page).unwrap(),
            "<html><body><p>x</p><script src=\"/__lawref/reload.js\"></script>\n</BODY></html>"
        );
        let bare = with_reload(b"<p>x</p>".to_vec());
        assert_eq!(
            String::from_utf8(bare).unwrap(),
            "<p>x</p><script src=\"/__lawref/reload.js\"></script>\n"
        );
    }
}

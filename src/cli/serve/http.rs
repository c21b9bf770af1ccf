//! What `lawref serve` answers to one request, without sockets: [`app`] is an axum [`Router`]
//! (a tower `Service` from a request to a response), so a test or a fuzz target drives it in
//! process; [`super::conn`] puts it on connections.
//!
//! In order: the `Host` (421 unless it names the server, [`Hosts`]; 400 without one), the
//! method (405 unless GET or HEAD), then the path: [`STATUS_PATH`], [`RELOAD_JS_PATH`],
//! [`NO_WORKER_PATH`] (404), else a file of the site ([`resolve`]): only one the last build's
//! state lists (the state read once per request: [`Inner::files`]), reached without following
//! a link ([`open_in_site`]), and streamed from the file opened (a page with the reload script
//! put into its last bytes: [`page`]).

use std::collections::BTreeSet;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};

use super::Status;
use super::conn::ANSWER_TIMEOUT;
use crate::build::state::State as BuildState;
use crate::site::routes::{INDEX_FILE, SITE_MARKER, STATE_FILE};

/// Where the build status is served (JSON: `{"build": 3, "error": null}`).
pub(crate) const STATUS_PATH: &str = "/__lawref/status";

/// The site's service worker (`sw.js`), which `serve` does not serve: a preview changes with
/// every save, and the worker would fetch the whole site again each time.
pub(crate) const NO_WORKER_PATH: &str = "/sw.js";

/// Where the reload script is served.
pub(crate) const RELOAD_JS_PATH: &str = "/__lawref/reload.js";

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

/// The `Host` names a server answers to, each with its port (`127.0.0.1:8000`). Anything else
/// is refused, so that a page of another site whose name was pointed at this machine (DNS
/// rebinding) cannot read the preview.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hosts {
    port: u16,
    /// Lower-case host parts: `127.0.0.1`, `[::1]`, `localhost`.
    names: Vec<String>,
    /// Any IP address too (listening on all of them: `0.0.0.0`, `::`).
    any_ip: bool,
}

impl Hosts {
    /// The names of a server listening on `bound`, `host` being the name or address it was asked
    /// to listen on (`--host`: `127.0.0.1`, `localhost`, `::1`, `0.0.0.0`, `preview.lan`):
    /// the address listened on (`127.0.0.1`, `[::1]`); `localhost` when that is a loopback
    /// address; `host` itself when it is a name; and any IP address when it listens on all of
    /// them (an address in `Host` cannot be rebound through DNS). Each with `bound`'s port; a
    /// `Host` without a port means port 80, as browsers send it.
    pub fn new(host: &str, bound: SocketAddr) -> Hosts {
        let ip = bound.ip();
        let mut names = vec![match ip {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => format!("[{v6}]"),
        }];
        if ip.is_loopback() || ip.is_unspecified() {
            names.push("localhost".into());
        }
        if host.parse::<IpAddr>().is_err() && !host.is_empty() {
            names.push(host.to_ascii_lowercase());
        }
        names.dedup();
        Hosts {
            port: bound.port(),
            names,
            any_ip: ip.is_unspecified(),
        }
    }

    /// Whether `authority` (a `Host` header's value, or the authority of a request's absolute
    /// URL: `127.0.0.1:8000`, `localhost:8000`, `[::1]:8000`) names this server: one of its
    /// names (compared without regard to case) and its port, written in decimal digits (none
    /// means 80). Anything else is not: user information (`a@host`), a path, a second port.
    pub fn allows(&self, authority: &str) -> bool {
        // `[v6]:port`, `name:port`, `a.b.c.d`: the host, then the port with its colon.
        let split = if authority.starts_with('[') {
            authority.find(']').map(|i| i + 1)
        } else {
            Some(authority.find(':').unwrap_or(authority.len()))
        };
        let Some((host, port)) = split.map(|i| authority.split_at(i)) else {
            return false;
        };
        let port = match port.strip_prefix(':') {
            None if port.is_empty() => Some(80),
            Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => p.parse().ok(),
            _ => None,
        };
        if port != Some(self.port) {
            return false;
        }
        let host = host.to_ascii_lowercase();
        self.names.contains(&host) || (self.any_ip && is_ip(&host))
    }

    /// The first name with its port, for messages: `127.0.0.1:8000`.
    fn main(&self) -> String {
        format!("{}:{}", self.names[0], self.port)
    }
}

/// Whether `host` is an IP address as written in a URL: `192.168.1.5`, `[fe80::1]`.
fn is_ip(host: &str) -> bool {
    match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => v6.parse::<Ipv6Addr>().is_ok(),
        None => host.parse::<Ipv4Addr>().is_ok(),
    }
}

/// What request handling reads: the site folder, the names answered to and the builds' status.
/// Cheap to clone (shared).
#[derive(Clone)]
pub struct Site(Arc<Inner>);

struct Inner {
    out: PathBuf,
    hosts: Hosts,
    status: Arc<Mutex<Status>>,
    listing: Mutex<Listing>,
}

/// The files the last build wrote, read from its state and kept until the state changes.
#[derive(Default)]
struct Listing {
    /// The state file as last read (`None`: no site, so no files).
    stamp: Option<Stamp>,
    files: Arc<BTreeSet<String>>,
}

/// What tells that the state file changed: its size, time of change and file number.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    inode: (u64, u64),
}

impl Site {
    /// The site in folder `out`, answering to `hosts`, with no build done yet (status build 0).
    pub fn new(out: &Path, hosts: Hosts) -> Site {
        Site(Arc::new(Inner {
            out: out.to_path_buf(),
            hosts,
            status: Arc::default(),
            listing: Mutex::default(),
        }))
    }

    /// The builds' status, which the watcher updates.
    pub(crate) fn status(&self) -> Arc<Mutex<Status>> {
        Arc::clone(&self.0.status)
    }
}

impl Inner {
    /// The site's files (site-relative, `/`-separated): those the state of the last build lists
    /// when `out` is a site lawref built (a regular `.lawref-site` and `.lawref-build` in it),
    /// else none. Costs a look at two files; the state is read again only when it changed.
    fn files(&self) -> Arc<BTreeSet<String>> {
        let stamp = self.stamp();
        let mut listing = self.listing.lock().unwrap_or_else(PoisonError::into_inner);
        if listing.stamp != stamp {
            let files = stamp
                .as_ref()
                .and_then(|_| BuildState::read(&self.out))
                .map(|s| s.files())
                .unwrap_or_default();
            *listing = Listing {
                stamp,
                files: Arc::new(files),
            };
        }
        Arc::clone(&listing.files)
    }

    fn stamp(&self) -> Option<Stamp> {
        let regular = |name: &str| {
            std::fs::symlink_metadata(self.out.join(name))
                .ok()
                .filter(std::fs::Metadata::is_file)
        };
        regular(SITE_MARKER)?;
        let m = regular(STATE_FILE)?;
        Some(Stamp {
            len: m.len(),
            modified: m.modified().ok(),
            #[cfg(unix)]
            inode: {
                use std::os::unix::fs::MetadataExt;
                (m.dev(), m.ino())
            },
        })
    }
}

/// The request handling of `lawref serve` for `site`, as a tower `Service`: the checks and
/// answers of the module's documentation, each answer made within [`ANSWER_TIMEOUT`] (else 503).
pub fn app(site: Site) -> Router {
    Router::new().fallback(answer).with_state(site).layer(
        tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            ANSWER_TIMEOUT,
        ),
    )
}

async fn answer(State(site): State<Site>, request: Request) -> Response {
    match host_of(&site.0.hosts, &request) {
        HostCheck::Ours => {}
        HostCheck::Missing => {
            return text(
                StatusCode::BAD_REQUEST,
                "400: a request needs a Host header\n",
            );
        }
        HostCheck::Foreign => {
            let message = format!(
                "421: lawref serve answers only to its own address, http://{}/\n",
                site.0.hosts.main()
            );
            return text(StatusCode::MISDIRECTED_REQUEST, &message);
        }
    }
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "405: only GET and HEAD\n");
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    match request.uri().path() {
        STATUS_PATH => {
            let s = site.0.status.lock().unwrap_or_else(PoisonError::into_inner);
            let json = serde_json::json!({ "build": s.build, "error": s.error });
            typed(StatusCode::OK, "json", Body::from(json.to_string()))
        }
        RELOAD_JS_PATH => typed(StatusCode::OK, "js", Body::from(RELOAD_JS)),
        path => {
            // No offline copy in previews: it would fetch the whole site again after every
            // change.
            let path = if path == NO_WORKER_PATH {
                None
            } else {
                Some(path.to_string())
            };
            let query = request.uri().query().map(str::to_string);
            let inner = Arc::clone(&site.0);
            tokio::task::spawn_blocking(move || find(&inner, path.as_deref(), query.as_deref()))
                .await
                .map_or_else(
                    |_| text(StatusCode::INTERNAL_SERVER_ERROR, "500\n"),
                    Reply::into_response,
                )
        }
    }
}

enum HostCheck {
    Ours,
    Missing,
    Foreign,
}

/// Whether the request names this server: its `Host` header (exactly one) and the authority of
/// an absolute URL (`GET http://127.0.0.1:8000/ HTTP/1.1`), each when present, must be one of
/// `hosts`.
fn host_of(hosts: &Hosts, request: &Request) -> HostCheck {
    let mut headers = request.headers().get_all(header::HOST).iter();
    let header = headers.next();
    if headers.next().is_some() {
        return HostCheck::Foreign;
    }
    let from_url = request.uri().authority().map(|a| a.as_str());
    if header.is_none() && from_url.is_none() {
        return HostCheck::Missing;
    }
    let header_ok = header.is_none_or(|h| h.to_str().is_ok_and(|h| hosts.allows(h)));
    if header_ok && from_url.is_none_or(|a| hosts.allows(a)) {
        HostCheck::Ours
    } else {
        HostCheck::Foreign
    }
}

/// What the site has at a URL path.
#[derive(Debug, PartialEq, Eq)]
enum Target {
    /// This file (site-relative: `2017/pl/70/index.html`).
    File(String),
    /// A folder asked for without its final `/`: redirect to this path (`/2017/pl/70/`).
    Folder(String),
    /// Nothing.
    Missing,
}

/// Where URL path `path` (`/2017/pl/70/`, as sent: percent-encoded) leads in a site of `files`
/// (site-relative, `/`-separated): decoded (UTF-8 or nothing), each segment a plain name (not
/// empty, not `.`, `..` or any other name starting with a dot, no `\`, no control character);
/// a path ending in `/` names the folder's `index.html`, and a file asked for as a folder is
/// missing.
fn resolve(path: &str, files: &BTreeSet<String>) -> Target {
    let Some(rest) = path.strip_prefix('/') else {
        return Target::Missing;
    };
    let Ok(decoded) = percent_decode_str(rest).decode_utf8() else {
        return Target::Missing;
    };
    let (name, folder) = match decoded.strip_suffix('/') {
        Some(name) => (name, true),
        None => (&*decoded, decoded.is_empty()),
    };
    let plain = |s: &str| {
        !s.is_empty()
            && !s.starts_with('.')
            && !s.contains('\\')
            && !s.chars().any(char::is_control)
    };
    if !name.is_empty() && !name.split('/').all(plain) {
        return Target::Missing;
    }
    let index = if name.is_empty() {
        INDEX_FILE.to_string()
    } else {
        format!("{name}/{INDEX_FILE}")
    };
    if folder {
        return if files.contains(&index) {
            Target::File(index)
        } else {
            Target::Missing
        };
    }
    if files.contains(name) {
        Target::File(name.to_string())
    } else if files.contains(&index) {
        let segments: Vec<String> = name
            .split('/')
            .map(|s| utf8_percent_encode(s, SEGMENT).to_string())
            .collect();
        Target::Folder(format!("/{}/", segments.join("/")))
    } else {
        Target::Missing
    }
}

/// What a URL path segment must have percent-encoded (besides non-ASCII).
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'\\')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// An answer made from the site (off the async threads: it reads files).
enum Reply {
    /// An HTML page, the reload script in it, with its status (200 or 404).
    Page(StatusCode, Page),
    /// Another file, sent as it is read, with its length and extension.
    File(std::fs::File, u64, String),
    /// A redirect to this location.
    Redirect(String),
}

impl Reply {
    fn into_response(self) -> Response {
        match self {
            Reply::Page(status, Page::Bytes(html)) => typed(status, "html", Body::from(html)),
            Reply::Page(status, Page::File { file, head, tail }) => {
                use tokio::io::AsyncReadExt;
                let len = head + tail.len() as u64;
                let read = tokio::fs::File::from_std(file)
                    .take(head)
                    .chain(std::io::Cursor::new(tail));
                let stream = tokio_util::io::ReaderStream::new(read);
                let mut r = typed(status, "html", Body::from_stream(stream));
                r.headers_mut()
                    .insert(header::CONTENT_LENGTH, HeaderValue::from(len));
                r
            }
            Reply::File(file, len, ext) => {
                let stream = tokio_util::io::ReaderStream::new(tokio::fs::File::from_std(file));
                let mut r = typed(StatusCode::OK, &ext, Body::from_stream(stream));
                r.headers_mut()
                    .insert(header::CONTENT_LENGTH, HeaderValue::from(len));
                r
            }
            Reply::Redirect(to) => {
                let mut r = text(StatusCode::MOVED_PERMANENTLY, "301\n");
                if let Ok(v) = HeaderValue::from_str(&to) {
                    r.headers_mut().insert(header::LOCATION, v);
                }
                r
            }
        }
    }
}

/// The answer for `path` (`None`: a path the site has, but not served: `/sw.js`), with the
/// request's query kept in a redirect.
fn find(site: &Inner, path: Option<&str>, query: Option<&str>) -> Reply {
    let files = site.files();
    let target = path.map_or(Target::Missing, |p| resolve(p, &files));
    match target {
        Target::File(rel) => match open_in_site(&site.out, &rel) {
            Ok((file, len)) => {
                let ext = rel.rsplit_once('.').map_or("", |(_, e)| e);
                if ext == "html" {
                    match page(file, len) {
                        Ok(page) => Reply::Page(StatusCode::OK, page),
                        Err(_) => not_found(site, &files),
                    }
                } else {
                    Reply::File(file, len, ext.to_string())
                }
            }
            Err(_) => not_found(site, &files),
        },
        Target::Folder(to) => Reply::Redirect(match query {
            Some(q) => format!("{to}?{q}"),
            None => to,
        }),
        Target::Missing => not_found(site, &files),
    }
}

/// An HTML page to send, the reload script in it.
enum Page {
    /// Made here (the bare 404 page).
    Bytes(Vec<u8>),
    /// A file of the site, streamed: its first `head` bytes as they are read, then `tail`, its
    /// last [`TAIL_BYTES`] (at most) with the reload script put in ([`with_reload`]).
    File {
        file: std::fs::File,
        head: u64,
        tail: Vec<u8>,
    },
}

/// How much of the end of an HTML page is read to put the reload script before its `</body>`
/// (bytes): a page's `</body>` is among its last few bytes (`</body></html>`); a page whose last
/// `</body>` is further from its end gets the script at its very end, which browsers run all
/// the same. This, and the stream's chunks, is all the memory a page takes to serve, whatever
/// its size.
const TAIL_BYTES: u64 = 16 << 10;

/// The page in the open `file` of `len` bytes, to be streamed: its last [`TAIL_BYTES`] are read
/// now, the reload script put in them, and the file left at its start.
///
/// # Errors
/// The system's, reading the file (or one that shrank under it).
fn page(mut file: std::fs::File, len: u64) -> std::io::Result<Page> {
    use std::io::{Read, Seek, SeekFrom};
    let head = len.saturating_sub(TAIL_BYTES);
    file.seek(SeekFrom::Start(head))?;
    let mut tail = vec![0; usize::try_from(len - head).unwrap_or(0)];
    file.read_exact(&mut tail)?;
    file.rewind()?;
    Ok(Page::File {
        file,
        head,
        tail: with_reload(tail),
    })
}

/// The site's 404 page; without one (no site yet: a first build failed), a bare page that still
/// shows the build's error and reloads once a build succeeds.
fn not_found(site: &Inner, files: &BTreeSet<String>) -> Reply {
    let shown = files
        .contains("404.html")
        .then(|| open_in_site(&site.out, "404.html").ok())
        .flatten()
        .and_then(|(file, len)| page(file, len).ok())
        .unwrap_or_else(|| {
            Page::Bytes(with_reload(b"<!DOCTYPE html>\n<html lang=\"en\"><title>Not found</title><body><p>404: not in the site.</p></body></html>\n".to_vec()))
        });
    Reply::Page(StatusCode::NOT_FOUND, shown)
}

/// Opens site file `rel` (site-relative, `/`-separated, plain names) in `out` without following
/// a symbolic link anywhere on the way: `out` and each folder must be a real folder, the file a
/// regular file opened with `O_NOFOLLOW` (and `O_NONBLOCK`, so a FIFO put in its place never
/// blocks). Returns it with its length (bytes).
fn open_in_site(out: &Path, rel: &str) -> std::io::Result<(std::fs::File, u64)> {
    let refused = || std::io::Error::new(std::io::ErrorKind::NotFound, "not a file of the site");
    let mut path = out.to_path_buf();
    if !std::fs::symlink_metadata(&path)?.is_dir() {
        return Err(refused());
    }
    let mut segments = rel.split('/').peekable();
    while let Some(segment) = segments.next() {
        path.push(segment);
        if segments.peek().is_some() && !std::fs::symlink_metadata(&path)?.is_dir() {
            return Err(refused());
        }
    }
    let file = open_no_follow(&path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(refused());
    }
    Ok((file, meta.len()))
}

#[cfg(unix)]
fn open_no_follow(path: &Path) -> std::io::Result<std::fs::File> {
    use rustix::fs::{Mode, OFlags};
    let fd = rustix::fs::open(
        path,
        OFlags::RDONLY | OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::CLOEXEC,
        Mode::empty(),
    )?;
    Ok(std::fs::File::from(fd))
}

#[cfg(not(unix))]
fn open_no_follow(path: &Path) -> std::io::Result<std::fs::File> {
    if std::fs::symlink_metadata(path)?.file_type().is_symlink() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "a link is not a file of the site",
        ));
    }
    std::fs::File::open(path)
}

/// The page (or the end of one) with the reload script before its last `</body>` (at the end
/// when it has none).
fn with_reload(mut html: Vec<u8>) -> Vec<u8> {
    let tag = format!("<script src=\"{RELOAD_JS_PATH}\"></script>\n");
    let at = html
        .windows(7)
        .rposition(|w| w.eq_ignore_ascii_case(b"</body>"))
        .unwrap_or(html.len());
    html.splice(at..at, tag.into_bytes());
    html
}

/// A plain-text answer.
fn text(status: StatusCode, body: &str) -> Response {
    typed(status, "txt", Body::from(body.to_string()))
}

/// An answer with the `Content-Type` of file extension `ext` (what the site's files use), never
/// cached (a preview changes with every save) nor sniffed for another type.
fn typed(status: StatusCode, ext: &str, body: Body) -> Response {
    let mime = match ext {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "ico" => "image/x-icon",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    };
    let mut r = Response::new(body);
    *r.status_mut() = status;
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::serve::{MAX_HEADER_BYTES, serve_connection};
    use tower::ServiceExt;

    fn files(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn paths_lead_only_to_listed_files() {
        let site = files(&[
            "index.html",
            "style.css",
            "2017/pl/70/index.html",
            "2017/pl/68B2.html",
            "diff/pl/68/2007-2017/index.html",
        ]);
        let file = |s: &str| Target::File(s.to_string());
        assert_eq!(resolve("/", &site), file("index.html"));
        assert_eq!(resolve("/style.css", &site), file("style.css"));
        assert_eq!(
            resolve("/2017/pl/70/", &site),
            file("2017/pl/70/index.html")
        );
        assert_eq!(
            resolve("/2017/pl/70/index.html", &site),
            file("2017/pl/70/index.html")
        );
        assert_eq!(
            resolve("/2017/pl/70", &site),
            Target::Folder("/2017/pl/70/".into())
        );
        assert_eq!(
            resolve("/diff/pl/68/2007-2017", &site),
            Target::Folder("/diff/pl/68/2007-2017/".into())
        );
        assert_eq!(
            resolve("/2017%2Fpl%2F68B2.html", &site),
            file("2017/pl/68B2.html")
        );
        // A file asked for as a folder; a folder without an index; not in the site.
        assert_eq!(resolve("/2017/pl/68B2.html/", &site), Target::Missing);
        assert_eq!(resolve("/2017/pl/", &site), Target::Missing);
        assert_eq!(resolve("/2017/pl", &site), Target::Missing);
        assert_eq!(resolve("/2017/pl/99/", &site), Target::Missing);
        // Ways out and odd names.
        for bad in [
            "/../etc/passwd",
            "/2017/../index.html",
            "/./index.html",
            "/2017/pl/70/%2e%2e/%2e%2e/%2e%2e/index.html",
            "/%2e%2e%2fstyle.css",
            "//style.css",
            "/2017//pl/70/",
            "/.lawref-build",
            "/.lawref-site",
            "/.git/config",
            "/2017/.hidden/index.html",
            "/..%5cstyle.css",
            "/style.css%00",
            "/%ff",
            "style.css",
            "*",
        ] {
            assert_eq!(resolve(bad, &site), Target::Missing, "{bad}");
        }
    }

    /// Asserts that `hosts` allows each of `ok` and none of `bad`.
    fn answers(hosts: &Hosts, ok: &[&str], bad: &[&str]) {
        for h in ok {
            assert!(hosts.allows(h), "{h} refused by {hosts:?}");
        }
        for h in bad {
            assert!(!hosts.allows(h), "{h} allowed by {hosts:?}");
        }
    }

    #[test]
    fn only_the_servers_own_names_are_answered() {
        let v4 = Hosts::new("127.0.0.1", "127.0.0.1:8000".parse().unwrap());
        answers(
            &v4,
            &["127.0.0.1:8000", "localhost:8000", "LocalHost:8000"],
            &[
                "evil.example:8000",
                "evil.example",
                "127.0.0.1:8001",
                "127.0.0.1",
                "localhost",
                "[::1]:8000",
                "user@127.0.0.1:8000",
                "127.0.0.1:",
                "127.0.0.1:8000/x",
                "",
                "localhost.:8000",
                "10.0.0.1:8000",
                "127.0.0.1:99999",
                "127.0.0.1:+8000",
                "127.0.0.1:8000:8000",
                "127.0.0.1 :8000",
            ],
        );
        let v6 = Hosts::new("::1", "[::1]:80".parse().unwrap());
        answers(
            &v6,
            &["[::1]:80", "[::1]", "localhost", "localhost:80"],
            &[
                "127.0.0.1:80",
                "[::1",
                "[::1]80",
                "[::1]:",
                "[::2]:80",
                "localhost:99999",
            ],
        );
        let named = Hosts::new("preview.lan", "192.168.1.5:8000".parse().unwrap());
        answers(
            &named,
            &["preview.lan:8000", "PREVIEW.LAN:8000", "192.168.1.5:8000"],
            &["localhost:8000", "preview.lan:8001", "evil.example:8000"],
        );
        let all = Hosts::new("0.0.0.0", "0.0.0.0:8000".parse().unwrap());
        answers(
            &all,
            &["192.168.1.5:8000", "[fe80::1]:8000", "localhost:8000"],
            &[
                "evil.example:8000",
                "192.168.1.5:8001",
                "[fe80::1%25eth0]:8000",
            ],
        );
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

    /// Issue 28 (N73): a page is streamed, the reload script put into its last [`TAIL_BYTES`]
    /// only: before the last `</body>` when it is there, else at the very end. What is sent is
    /// the page with the script in, byte for byte, with its length.
    #[tokio::test]
    async fn a_long_page_is_streamed_with_the_script_before_its_end() {
        let dir = built_site();
        let app = site_app(dir.path());
        let host = "127.0.0.1:8000";
        let tag = "<script src=\"/__lawref/reload.js\"></script>\n";
        let filler = "<p>x</p>".repeat(10_000);
        std::fs::write(
            dir.path().join("index.html"),
            format!("<body>{filler}</body></html>\n"),
        )
        .unwrap();
        assert_eq!(
            call(&app, "GET", "/", host).await,
            (200, format!("<body>{filler}{tag}</body></html>\n"))
        );
        // A `</body>` further from the end than TAIL_BYTES: the script goes at the end.
        let far = format!("<body></body>{filler}");
        std::fs::write(dir.path().join("index.html"), &far).unwrap();
        assert_eq!(
            call(&app, "GET", "/", host).await,
            (200, format!("{far}{tag}"))
        );
        // A page shorter than the window, and the length sent with each.
        std::fs::write(dir.path().join("index.html"), "<body>a</body>").unwrap();
        let request = Request::builder()
            .uri("/")
            .header(header::HOST, host)
            .body(Body::empty())
            .unwrap();
        let response = app.clone().oneshot(request).await.unwrap();
        let length = "<body>a</body>".len() + tag.len();
        assert_eq!(
            response.headers().get(header::CONTENT_LENGTH).unwrap(),
            &length.to_string()
        );
    }

    /// A site folder as a build leaves it: the marker, the state listing `index.html`,
    /// `a/b.css` and `big.js` (1 MiB), and those files.
    fn built_site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let mut state = BuildState::default();
        state.parts.insert(
            "home".into(),
            (
                None,
                vec!["index.html".into(), "a/b.css".into(), "big.js".into()],
            ),
        );
        std::fs::write(dir.path().join(STATE_FILE), state.text()).unwrap();
        std::fs::write(dir.path().join(SITE_MARKER), "site\n").unwrap();
        std::fs::write(dir.path().join("index.html"), "<body>home</body>").unwrap();
        std::fs::create_dir(dir.path().join("a")).unwrap();
        std::fs::write(dir.path().join("a/b.css"), "p{}").unwrap();
        std::fs::write(dir.path().join("big.js"), vec![b' '; 1 << 20]).unwrap();
        dir
    }

    /// The request handling for site folder `dir`, listening on 127.0.0.1:8000.
    fn site_app(dir: &Path) -> Router {
        app(Site::new(
            dir,
            Hosts::new("127.0.0.1", "127.0.0.1:8000".parse().unwrap()),
        ))
    }

    async fn call(app: &Router, method: &str, path: &str, host: &str) -> (u16, String) {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, host)
            .body(Body::empty())
            .unwrap();
        let response = app.clone().oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn a_request_in_a_response_out() {
        let dir = built_site();
        let host = "127.0.0.1:8000";
        let app = site_app(dir.path());
        assert_eq!(
            call(&app, "GET", "/", host).await,
            (
                200,
                "<body>home<script src=\"/__lawref/reload.js\"></script>\n</body>".into()
            )
        );
        assert_eq!(
            call(&app, "GET", "/a/b.css", host).await,
            (200, "p{}".into())
        );
        assert_eq!(call(&app, "HEAD", "/a/b.css", host).await.0, 200);
        assert_eq!(
            call(&app, "GET", "/a/b.css", "evil.example:8000").await.0,
            421
        );
        assert_eq!(call(&app, "POST", "/a/b.css", host).await.0, 405);
        assert_eq!(call(&app, "GET", "/.lawref-build", host).await.0, 404);
        // A file put into the site by hand is not served: the state does not list it.
        std::fs::write(dir.path().join("a/extra.css"), "x").unwrap();
        assert_eq!(call(&app, "GET", "/a/extra.css", host).await.0, 404);
        // A listed file replaced by a link, and a listed folder replaced by one: not followed.
        #[cfg(unix)]
        {
            let outside = tempfile::tempdir().unwrap();
            std::fs::write(outside.path().join("b.css"), "secret").unwrap();
            let link = dir.path().join("a/b.css");
            std::fs::remove_file(&link).unwrap();
            std::os::unix::fs::symlink(outside.path().join("b.css"), &link).unwrap();
            assert_eq!(call(&app, "GET", "/a/b.css", host).await.0, 404);
            std::fs::rename(dir.path().join("a"), dir.path().join("moved")).unwrap();
            std::os::unix::fs::symlink(outside.path(), dir.path().join("a")).unwrap();
            assert_eq!(call(&app, "GET", "/a/b.css", host).await.0, 404);
        }
        // Without the marker the folder is no site lawref built: nothing is served.
        std::fs::remove_file(dir.path().join(SITE_MARKER)).unwrap();
        assert_eq!(call(&app, "GET", "/", host).await.0, 404);
    }

    /// Raw bytes through [`serve_connection`], as a fuzz target gives them.
    async fn exchange(app: &Router, bytes: &[u8]) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (mut client, server) = tokio::io::duplex(1 << 20);
        let serving = tokio::spawn(serve_connection(server, app.clone()));
        // A client that sends too much may find the connection closed: what it got is the answer.
        let _ = client.write_all(bytes).await;
        let mut answer = Vec::new();
        let _ = client.read_to_end(&mut answer).await;
        let _ = serving.await;
        String::from_utf8_lossy(&answer).into_owned()
    }

    #[tokio::test]
    async fn raw_bytes_in_a_connection() {
        let dir = built_site();
        let app = site_app(dir.path());
        let ok = exchange(
            &app,
            b"GET /a/b.css HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nConnection: close\r\n\r\n",
        )
        .await;
        assert!(ok.starts_with("HTTP/1.1 200 OK\r\n"), "{ok}");
        assert!(ok.ends_with("\r\n\r\np{}"), "{ok}");
        let mut big = b"GET / HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nX-Big: ".to_vec();
        big.resize(big.len() + MAX_HEADER_BYTES, b'a');
        big.extend_from_slice(b"\r\n\r\n");
        let refused = exchange(&app, &big).await;
        assert!(
            refused.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"),
            "{refused}"
        );
        let bad = exchange(&app, b"GARBAGE\r\n\r\n").await;
        assert!(bad.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{bad}");
    }

    /// A client that asks for a file and never reads the answer is cut off once nothing could
    /// be written for WRITE_TIMEOUT (10 s: the test takes that long), not kept for ever.
    #[tokio::test]
    async fn a_client_that_reads_nothing_is_cut_off() {
        use crate::cli::serve::WRITE_TIMEOUT;
        use tokio::io::AsyncWriteExt;
        let dir = built_site();
        let app = site_app(dir.path());
        // A pipe that holds 4 KiB: the 1 MiB answer stops at once.
        let (mut client, server) = tokio::io::duplex(4096);
        let serving = tokio::spawn(serve_connection(server, app));
        client
            .write_all(b"GET /big.js HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n\r\n")
            .await
            .unwrap();
        let started = std::time::Instant::now();
        let ended = tokio::time::timeout(WRITE_TIMEOUT * 3, serving).await;
        let outcome = ended
            .expect("the connection was kept open for 30 s")
            .unwrap();
        assert!(outcome.is_err(), "ended by a timeout, not by the client");
        assert!(started.elapsed() >= WRITE_TIMEOUT - std::time::Duration::from_secs(1));
        drop(client);
    }
}

//! `lawref serve`: serves the site, rebuilds it when the corpus changes, tells open pages to
//! reload, and shows a failed rebuild's error while serving the last good site.

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::corpus_copy;

/// The server, stopped when dropped.
struct Serve(Child);

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `lawref serve` on a free port; returns it, the address it printed and the lines it
/// prints after (one per rebuild).
fn start(corpus: &Path, out: &Path) -> (Serve, String, Arc<Mutex<Vec<String>>>) {
    start_in(Command::new(env!("CARGO_BIN_EXE_lawref")), corpus, out)
}

#[cfg(unix)]
/// [`start`] with at most `kib` KiB of address space (`ulimit -v`, as the attack repros run it).
fn start_limited(corpus: &Path, out: &Path, kib: u64) -> (Serve, String, Arc<Mutex<Vec<String>>>) {
    let mut sh = Command::new("sh");
    sh.args(["-c", &format!("ulimit -v {kib} && exec \"$0\" \"$@\"")])
        .arg(env!("CARGO_BIN_EXE_lawref"));
    start_in(sh, corpus, out)
}

/// Spawns `lawref serve --port 0 --out OUT` on `corpus` (`command` is the binary, or a shell
/// that execs it), its output piped.
fn spawn_serve(mut command: Command, corpus: &Path, out: &Path) -> Child {
    command
        .arg("--corpus")
        .arg(corpus)
        .args(["serve", "--port", "0", "--out"])
        .arg(out)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        // Piped, not null: on some machines /dev/null is a regular file that keeps what is
        // written to it (see docs/ci.md).
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn start_in(
    command: Command,
    corpus: &Path,
    out: &Path,
) -> (Serve, String, Arc<Mutex<Vec<String>>>) {
    let mut child = spawn_serve(command, corpus, out);
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || for _ in BufReader::new(stderr).lines() {});
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let built = lines.next().unwrap().unwrap();
    assert!(built.starts_with("built "), "{built}");
    let serving = lines.next().unwrap().unwrap();
    let addr = serving
        .split("http://")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .unwrap_or_else(|| panic!("{serving}"))
        .to_string();
    // Keep reading its output so a full pipe never blocks it.
    let printed = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&printed);
    std::thread::spawn(move || {
        for l in lines {
            sink.lock().unwrap().push(l.unwrap_or_default());
        }
    });
    (Serve(child), addr, printed)
}

/// GET `path`: the status code, the headers (lower-case names) and the body.
fn get(addr: &str, path: &str) -> (u16, Vec<(String, String)>, String) {
    request(addr, &format!("GET {path} HTTP/1.1"), addr)
}

/// Sends the request `line` (`GET / HTTP/1.1`) with `Host: host` to `addr`: the status code,
/// the headers (lower-case names) and the body.
fn request(addr: &str, line: &str, host: &str) -> (u16, Vec<(String, String)>, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    // Bounded: a server that never answers fails the test instead of hanging it.
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(s, "{line}\r\nHost: {host}\r\nConnection: close\r\n\r\n").unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let code = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_string()))
        .collect();
    (code, headers, body.to_string())
}

fn header<'h>(headers: &'h [(String, String)], name: &str) -> Option<&'h str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn status(addr: &str) -> serde_json::Value {
    serde_json::from_str(&get(addr, "/__lawref/status").2).unwrap()
}

/// Waits for the status to satisfy `done` (the server rebuilds on its own time); panics after a
/// minute, which only a server that never rebuilds takes.
fn wait_for(addr: &str, done: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let s = status(addr);
        if done(&s) {
            return s;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "no rebuild: {s}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn serve_rebuilds_on_change_reloads_pages_and_shows_a_failed_rebuild() {
    let corpus = corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let (_server, addr, printed) = start(root, &out);

    // Pages as built, with the reload script; a folder without its slash is redirected.
    let (code, headers, body) = get(&addr, "/2017/pl/70/");
    assert_eq!(code, 200);
    assert_eq!(
        header(&headers, "content-type"),
        Some("text/html; charset=utf-8")
    );
    assert!(body.contains("Sędzia postępuje, jak określono poniżej."));
    assert!(body.contains("<script src=\"/__lawref/reload.js\"></script>\n</body>"));
    let on_disk = std::fs::read_to_string(out.join("2017/pl/70/index.html")).unwrap();
    assert!(
        !on_disk.contains("__lawref"),
        "the script is not written to the site"
    );
    let (code, headers, _) = get(&addr, "/2017/pl/70");
    assert_eq!(
        (code, header(&headers, "location")),
        (301, Some("/2017/pl/70/"))
    );
    let (code, headers, _) = get(&addr, "/2017/70?langs=pl,en");
    assert_eq!(
        (code, header(&headers, "location")),
        (301, Some("/2017/70/?langs=pl,en"))
    );
    assert_eq!(get(&addr, "/style.css").0, 200);
    let (code, headers, body) = request(&addr, "HEAD /style.css HTTP/1.1", &addr);
    assert_eq!(code, 200);
    assert_eq!(
        header(&headers, "content-length"),
        Some(
            std::fs::metadata(out.join("style.css"))
                .unwrap()
                .len()
                .to_string()
                .as_str()
        )
    );
    assert_eq!(body, "", "HEAD: no body");
    let (code, headers, _) = request(&addr, "POST /style.css HTTP/1.1", &addr);
    assert_eq!((code, header(&headers, "allow")), (405, Some("GET, HEAD")));
    assert_eq!(request(&addr, "DELETE /style.css HTTP/1.1", &addr).0, 405);
    // The names of the address listened on, nothing else.
    let port = addr.rsplit(':').next().unwrap();
    assert_eq!(
        request(
            &addr,
            "GET /style.css HTTP/1.1",
            &format!("localhost:{port}")
        )
        .0,
        200
    );
    assert_eq!(get(&addr, "/../../etc/passwd").0, 404);
    assert_eq!(get(&addr, "/2017/pl/99/").0, 404);
    assert_eq!(get(&addr, "/2017/pl/70/index.html/").0, 404);
    // A clause's short address has no file: the site's 404 page answers it, with status 404,
    // and its script goes to the clause through the clause address map (issue 18).
    let (code, headers, body) = get(&addr, "/2017/pl/68B2.html");
    assert_eq!(code, 404);
    assert!(header(&headers, "content-type").is_some_and(|t| t.starts_with("text/html")));
    assert!(body.contains("clauses.json"), "{body}");
    assert!(body.contains(r#"<h1>Page not found</h1>"#), "{body}");
    let (code, _, map) = get(&addr, "/2017/pl/clauses.json");
    assert_eq!(code, 200);
    assert!(map.contains(r#""68B2":"68/index.html#68B2""#), "{map}");
    // No offline copy in previews: the service worker is not served.
    assert!(out.join("sw.js").is_file());
    assert_eq!(get(&addr, "/sw.js").0, 404);
    assert_eq!(
        status(&addr),
        serde_json::json!({"build": 1, "error": null})
    );

    // A change to a law text: rebuilt, the page shows it, the build number moves on.
    let law = root.join("translations/pl/2017/70.md");
    let text = std::fs::read_to_string(&law).unwrap();
    std::fs::write(
        &law,
        text.replace("Sędzia postępuje, jak", "Sędzia postępuje tak, jak"),
    )
    .unwrap();
    let s = wait_for(&addr, |s| s["build"] != 1);
    assert!(
        get(&addr, "/2017/pl/70/")
            .2
            .contains("Sędzia postępuje tak, jak określono poniżej.")
    );
    let changed = s["build"].as_u64().unwrap();
    // One change, one rebuild: the builds' own reads of the corpus are not changes. (Waits two
    // debounce periods for a rebuild that should not come.)
    std::thread::sleep(Duration::from_millis(600));
    let lines = printed.lock().unwrap().clone();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("files written"), "{lines:?}");

    // A change that breaks the file: the error is served, naming the file; the last good site
    // stays.
    std::fs::write(&law, text.replace("law: 70", "law: [70")).unwrap();
    let s = wait_for(&addr, |s| !s["error"].is_null());
    assert_eq!(s["build"], changed, "a failed rebuild changes nothing");
    let error = s["error"].as_str().unwrap();
    assert!(error.contains("translations/pl/2017/70.md"), "{error}");
    assert!(
        get(&addr, "/2017/pl/70/")
            .2
            .contains("Sędzia postępuje tak, jak określono poniżej.")
    );

    // Mended: rebuilt, the error gone.
    std::fs::write(&law, &text).unwrap();
    let s = wait_for(&addr, |s| s["error"].is_null());
    assert!(s["build"].as_u64().unwrap() > changed, "{s}");
    assert!(
        get(&addr, "/2017/pl/70/")
            .2
            .contains("Sędzia postępuje, jak określono poniżej.")
    );
    let (code, headers, script) = get(&addr, "/__lawref/reload.js");
    assert_eq!(code, 200);
    assert_eq!(
        header(&headers, "content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(script.contains("location.reload()"));
}

/// Raises this process's open-files limit to `need` when it is lower (the server started by the
/// test inherits it), or fails the test when the hard limit does not allow it.
#[cfg(unix)]
fn raise_open_files(need: u64) {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let mut limit = getrlimit(Resource::Nofile);
    if limit.current.is_some_and(|c| c < need) {
        limit.current = Some(limit.maximum.map_or(need, |m| m.min(need)));
        setrlimit(Resource::Nofile, limit).unwrap();
    }
    let now = getrlimit(Resource::Nofile).current;
    assert!(
        now.is_none_or(|c| c >= need),
        "this test opens {need} files and the open-files limit allows {now:?}"
    );
}

#[cfg(unix)]
/// A client that sends one header line without end, 1 MiB at a time, up to 64 MiB: how much it
/// sent and whether the server cut it off (closed the connection) before it was done.
fn endless_header(addr: &str) -> (usize, bool) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(s, "GET / HTTP/1.1\r\nHost: {addr}\r\nX-Big: ").unwrap();
    let chunk = vec![b'a'; 1 << 20];
    let mut sent = 0;
    while sent < 64 << 20 {
        match s.write_all(&chunk) {
            Ok(()) => sent += chunk.len(),
            Err(e) => {
                let cut = !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                );
                return (sent, cut);
            }
        }
    }
    (sent, false)
}

#[cfg(unix)]
/// A client that sends its request head one header line every half second, for at most `limit`:
/// how long it was let go on before the server closed the connection (`None`: never).
fn slow_client(addr: &str, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    write!(s, "GET / HTTP/1.1\r\nHost: {addr}\r\n").unwrap();
    let mut buf = [0u8; 4096];
    while start.elapsed() < limit {
        if s.write_all(b"X-Slow: yes\r\n").is_err() {
            return Some(start.elapsed());
        }
        match s.read(&mut buf) {
            Ok(0) => return Some(start.elapsed()),
            Err(e)
                if !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Some(start.elapsed());
            }
            // An answer (408) before the close, or nothing yet.
            _ => {}
        }
    }
    None
}

#[cfg(unix)]
/// Whether the server closed `s` (end of file or reset) before `deadline`.
fn closed_by(s: &mut TcpStream, deadline: Instant) -> bool {
    let mut buf = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        s.set_read_timeout(Some(left)).unwrap();
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return false;
            }
            Err(_) => return true,
        }
    }
}

/// Issue 16: the server refuses three clients with endless headers, 2,000 idle connections, a
/// slow client, a foreign `Host`, dotfiles and links out of the site, and still answers a normal
/// request (on loopback only; bounded: every wait has a deadline).
#[cfg(unix)]
#[test]
fn serve_refuses_attacks_and_goes_on_answering() {
    const IDLE: usize = 2_000;
    raise_open_files(IDLE as u64 + 500);
    let corpus = corpus_copy();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    // The repros' 4 GB of address space: the old server died of 1,600 idle connections in it
    // (a thread each), and three endless header lines exhausted it.
    let (mut server, addr, _) = start_limited(corpus.path(), &out, 4_000_000);
    let page = "Sędzia postępuje, jak określono poniżej.";
    let normal = |addr: &str| {
        let (code, _, body) = get(addr, "/2017/pl/70/");
        assert_eq!(code, 200);
        assert!(body.contains(page));
    };

    // Put into the site after its first build (a build removes what it did not write): links
    // to a folder and a file outside it, a link inside it, dotfiles.
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "SECRET outside the site").unwrap();
    std::os::unix::fs::symlink(outside.path(), out.join("outside")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("secret.txt"), out.join("secret.txt")).unwrap();
    std::os::unix::fs::symlink(out.join("2017/pl/70/index.html"), out.join("inside.html")).unwrap();
    std::fs::write(out.join(".env"), "SECRET dotfile").unwrap();
    std::fs::create_dir(out.join(".git")).unwrap();
    std::fs::write(out.join(".git/config"), "SECRET git config").unwrap();

    // Three clients sending a header line without end: each cut off long before its 64 MiB.
    let endless: Vec<_> = (0..3)
        .map(|_| {
            let addr = addr.clone();
            std::thread::spawn(move || endless_header(&addr))
        })
        .collect();
    for client in endless {
        let (sent, cut) = client.join().unwrap();
        assert!(
            cut,
            "an endless header line was read for {sent} bytes and not cut off"
        );
        assert!(
            sent < 32 << 20,
            "{sent} bytes of one header line were taken"
        );
    }
    normal(&addr);

    // 2,000 connections that send nothing, then a slow client; a normal request is answered at
    // once all the same.
    let mut idle: Vec<TcpStream> = (0..IDLE)
        .map(|i| TcpStream::connect(&addr).unwrap_or_else(|e| panic!("idle connection {i}: {e}")))
        .collect();
    let opened = Instant::now();
    let slow = {
        let addr = addr.clone();
        std::thread::spawn(move || slow_client(&addr, Duration::from_secs(30)))
    };
    normal(&addr);

    // Another site's name (DNS rebinding), in the Host header or an absolute URL: 421.
    for (line, host) in [
        ("GET /2017/pl/70/ HTTP/1.1", "attacker.example".to_string()),
        (
            "GET /2017/pl/70/ HTTP/1.1",
            format!("attacker.example:{}", addr.rsplit(':').next().unwrap()),
        ),
        (
            "GET http://attacker.example/2017/pl/70/ HTTP/1.1",
            addr.clone(),
        ),
    ] {
        let (code, _, body) = request(&addr, line, &host);
        assert_eq!(code, 421, "{line} Host: {host}");
        assert!(!body.contains(page), "{body}");
    }

    // Dotfiles, the build's own state and marker, links out of the site and in it: 404.
    for path in [
        "/.env",
        "/%2eenv",
        "/.git/config",
        "/.lawref-build",
        "/.lawref-site",
        "/outside/secret.txt",
        "/secret.txt",
        "/inside.html",
        "/../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ] {
        let (code, _, body) = get(&addr, path);
        assert_eq!(code, 404, "{path}");
        assert!(
            !body.contains("SECRET") && !body.contains("lawref-build") && !body.contains("root:"),
            "{path}: {body}"
        );
    }

    // The slow client is cut off by the header timeout (10 s), and every idle connection is
    // closed by the server (the oldest at once, to make room, the others by the same timeout).
    let cut = slow.join().unwrap();
    assert!(cut.is_some(), "a slow client was let go on for 30 s");
    let deadline = opened + Duration::from_secs(25);
    let open_still = idle
        .iter_mut()
        .map(|s| closed_by(s, deadline))
        .filter(|closed| !closed)
        .count();
    assert_eq!(open_still, 0, "idle connections the server kept for 25 s");

    // Still alive, still answering.
    assert!(server.0.try_wait().unwrap().is_none(), "the server died");
    normal(&addr);
}

/// Issue 16 (F2): `--out` a folder lawref did not build is neither built into nor served: serve
/// stops at once with an error naming it, before it listens.
#[test]
fn serve_refuses_a_folder_lawref_did_not_build() {
    let corpus = corpus_copy();
    let home = tempfile::tempdir().unwrap();
    std::fs::create_dir(home.path().join(".ssh")).unwrap();
    std::fs::write(home.path().join(".ssh/id_rsa"), "FAKE PRIVATE KEY").unwrap();
    let file = home.path().join("notes.txt");
    std::fs::write(&file, "a file").unwrap();
    for (out, why) in [
        (home.path(), "is a folder that lawref did not build"),
        (file.as_path(), "exists and is not a folder"),
    ] {
        let mut child = spawn_serve(
            Command::new(env!("CARGO_BIN_EXE_lawref")),
            corpus.path(),
            out,
        );
        let start = Instant::now();
        let code = loop {
            if let Some(code) = child.try_wait().unwrap() {
                break code;
            }
            if start.elapsed() > Duration::from_secs(30) {
                let _ = child.kill();
                let _ = child.wait();
                panic!("serve --out {} still runs after 30 s", out.display());
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let mut stdout = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut stdout)
            .unwrap();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert_eq!(code.code(), Some(1), "{stderr}");
        assert_eq!(stdout, "", "nothing built, nothing served");
        assert!(stderr.contains(why), "{stderr}");
        assert!(
            stderr.contains("lawref serves only a site it built"),
            "{stderr}"
        );
        assert!(stderr.contains(&out.display().to_string()), "{stderr}");
    }
    assert_eq!(
        std::fs::read_to_string(home.path().join(".ssh/id_rsa")).unwrap(),
        "FAKE PRIVATE KEY"
    );
    assert!(!home.path().join(".lawref-site").exists());
}

/// A port in use is said at once, before the first build is spent.
#[test]
fn serve_says_a_port_in_use_before_building() {
    let corpus = corpus_copy();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let tmp = tempfile::tempdir().unwrap();
    let out = common::lawref(
        corpus.path(),
        &[
            "serve",
            "--port",
            &port,
            "--out",
            tmp.path().join("site").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("cannot serve on 127.0.0.1:{port}")),
        "{stderr}"
    );
    assert!(!tmp.path().join("site").exists(), "no build was made");
}

/// Issue 28 (N73): an HTML page is streamed, the reload script put into its last bytes, never
/// read whole into memory. A 5 GB page (a sparse file put in place of the home page) is answered
/// by a server that has 4 GB of address space (`ulimit -v`): the old one tried to allocate its
/// 5 GB and aborted, for every client. The client reads the answer's head and leaves; the server
/// goes on answering.
#[cfg(unix)]
#[test]
fn serve_streams_a_huge_page_and_goes_on_answering() {
    let corpus = corpus_copy();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let (mut server, addr, _) = start_limited(corpus.path(), &out, 4_000_000);
    let page = out.join("index.html");
    std::fs::remove_file(&page).unwrap();
    let huge: u64 = 5 << 30;
    std::fs::File::create(&page).unwrap().set_len(huge).unwrap();

    let mut s = TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "GET /index.html HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    // The head only (bounded: 64 KiB, 30 s), then the connection is dropped.
    let mut head = Vec::new();
    let mut buf = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 64 << 10 {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    drop(s);
    let head = String::from_utf8_lossy(&head).into_owned();
    let (head, _) = head.split_once("\r\n\r\n").unwrap_or((&head, ""));
    let tag = "<script src=\"/__lawref/reload.js\"></script>\n";
    assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head:?}");
    assert!(
        head.to_ascii_lowercase().contains(&format!(
            "\r\ncontent-length: {}\r\n",
            huge + tag.len() as u64
        )),
        "{head:?}"
    );

    assert!(server.0.try_wait().unwrap().is_none(), "the server died");
    let (code, _, body) = get(&addr, "/2017/pl/70/");
    assert_eq!(code, 200);
    assert!(body.contains("Sędzia postępuje, jak określono poniżej."));
}

/// Issue 28 (N71): while serve rebuilds the site, pages that exist before and after are
/// answered 200 every time. The rebuild used to move each file it replaced aside before
/// renaming the new one in, the build's state too, so a request in between got 404. Four
/// threads request four pages (two that never change, two that a change to Law 68's Polish
/// title rewrites) while the title is changed and the site rebuilt, 20 times at most and for
/// 60 s at most.
#[test]
fn serve_answers_every_page_while_it_rebuilds() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let corpus = corpus_copy();
    let root = corpus.path();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let (_server, addr, _) = start(root, &out);
    let pages = [
        "/index.html",
        "/style.css",
        "/2017/pl/68/index.html",
        "/2017/68/index.html",
    ];
    for p in pages {
        assert_eq!(get(&addr, p).0, 200, "{p}");
    }
    let law = root.join("translations/pl/2017/68.md");
    let text = std::fs::read_to_string(&law).unwrap();
    let title = "title: Deklaracja lub zrzeczenie się lew";
    assert!(text.contains(title));
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let (rebuilds, answers) = std::thread::scope(|s| {
        let asking: Vec<_> = pages
            .iter()
            .map(|&p| {
                let (addr, stop) = (&addr, &stop);
                s.spawn(move || {
                    let mut codes: Vec<u16> = Vec::new();
                    while !stop.load(Ordering::Relaxed) {
                        codes.push(get(addr, p).0);
                    }
                    (p, codes)
                })
            })
            .collect();
        let mut build = status(&addr)["build"].as_u64().unwrap();
        let mut rebuilds = 0;
        for i in 0..20 {
            if start.elapsed() > Duration::from_secs(60) {
                break;
            }
            std::fs::write(&law, text.replace(title, &format!("{title} v{i}"))).unwrap();
            // Each change rebuilds the site (bounded: 30 s).
            let asked = Instant::now();
            while status(&addr)["build"].as_u64().unwrap() == build {
                assert!(asked.elapsed() < Duration::from_secs(30), "no rebuild");
                std::thread::sleep(Duration::from_millis(20));
            }
            build = status(&addr)["build"].as_u64().unwrap();
            rebuilds += 1;
        }
        stop.store(true, Ordering::Relaxed);
        let answers: Vec<(&str, Vec<u16>)> =
            asking.into_iter().map(|t| t.join().unwrap()).collect();
        (rebuilds, answers)
    });
    assert!(rebuilds >= 3, "only {rebuilds} rebuilds in 60 s");
    let asked: usize = answers.iter().map(|(_, c)| c.len()).sum();
    let not_ok: Vec<(&str, u16)> = answers
        .iter()
        .flat_map(|(p, codes)| codes.iter().filter(|&&c| c != 200).map(|&c| (*p, c)))
        .collect();
    assert_eq!(
        not_ok,
        [],
        "{} answers of {asked} in {rebuilds} rebuilds were not 200",
        not_ok.len()
    );
    // The last change is served (bounded: 30 s).
    let last = format!("lew v{}", rebuilds - 1);
    let asked = Instant::now();
    while !get(&addr, "/2017/pl/68/index.html").2.contains(&last) {
        assert!(
            asked.elapsed() < Duration::from_secs(30),
            "{last} not served"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

//! `lawref serve`: serves the site, rebuilds it when the corpus changes, tells open pages to
//! reload, and shows a failed rebuild's error while serving the last good site.

mod common;

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
    let mut child = Command::new(env!("CARGO_BIN_EXE_lawref"))
        .arg("--corpus")
        .arg(corpus)
        .args(["serve", "--port", "0", "--out"])
        .arg(out)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        // Piped, not null: on some machines /dev/null is a regular file that keeps what is
        // written to it (see README, "Continuous integration").
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
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
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
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
    assert_eq!(get(&addr, "/style.css").0, 200);
    assert_eq!(get(&addr, "/../../etc/passwd").0, 404);
    assert_eq!(get(&addr, "/2017/pl/99/").0, 404);
    assert_eq!(get(&addr, "/2017/pl/70/index.html/").0, 404);
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

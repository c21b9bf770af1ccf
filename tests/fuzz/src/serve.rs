//! `serve`: request handling of `lawref serve`. The input is what a client sends on one
//! connection (request lines, headers, bodies, several requests, garbage), given to
//! `serve::serve_connection` with `serve::app` in process over a `tokio::io::duplex` pair (no
//! socket), on the repository's corpus built once per process into a temporary folder.
//!
//! The site holds bait, files `serve` must never send: a dotfile, a file put into the site by
//! hand (not in the build's state), a symbolic link to a file outside the site, each holding a
//! marker; and the build's own state, `.lawref-build`. Checks: the connection ends once the
//! client has sent its bytes and closed its side (in [`CLOSE_WITHIN`]); what it was sent back is
//! HTTP answers (or nothing) and holds none of the bait's markers, nor a piece of the state.

use std::sync::LazyLock;
use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

/// How long a connection may stay open after its client has sent everything.
const CLOSE_WITHIN: Duration = Duration::from_secs(5);

/// The markers of the bait files.
const BAIT: [&str; 3] = [
    "LAWREF-FUZZ-DOTFILE",
    "LAWREF-FUZZ-HAND-PUT",
    "LAWREF-FUZZ-OUTSIDE",
];

struct Served {
    runtime: tokio::runtime::Runtime,
    app: axum::Router,
    /// A piece of the build state's text found in no file of the site.
    state_piece: Vec<u8>,
}

static SERVED: LazyLock<Served> = LazyLock::new(|| {
    let dir = Box::leak(Box::new(crate::setup::tempdir()));
    let out = dir.path().join("site");
    let corpus = crate::setup::corpus();
    let links = lawref::xref::link(corpus);
    lawref::build::build_site(corpus, &links, &out).expect("the site built");
    let files: Vec<Vec<u8>> = walk(&out)
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    let state = std::fs::read(out.join(".lawref-build")).expect("the build state");
    let state_piece = (0..state.len().saturating_sub(48))
        .step_by(97)
        .map(|i| state[i..i + 48].to_vec())
        .find(|w| !files.iter().any(|f| contains(f, w)))
        .expect("a piece of the state no page holds");
    std::fs::write(out.join(".secret.html"), BAIT[0]).unwrap();
    std::fs::write(out.join("hand.html"), BAIT[1]).unwrap();
    std::fs::write(dir.path().join("outside.html"), BAIT[2]).unwrap();
    std::os::unix::fs::symlink(dir.path().join("outside.html"), out.join("link.html")).unwrap();
    std::os::unix::fs::symlink(dir.path(), out.join("up")).unwrap();
    let hosts = lawref::cli::serve::Hosts::new("127.0.0.1", "127.0.0.1:8000".parse().unwrap());
    let app = lawref::cli::serve::app(lawref::cli::serve::Site::new(&out, hosts));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    Served {
        runtime,
        app,
        state_piece,
    }
});

pub fn prepare() {
    LazyLock::force(&SERVED);
}

/// Every file under `dir` but dotfiles (the build's state and marker).
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        {
            continue;
        }
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

pub fn run(data: &[u8]) {
    let s = &*SERVED;
    let answer = s.runtime.block_on(async {
        let (mut client, server) = tokio::io::duplex(1 << 20);
        let conn = tokio::spawn(lawref::cli::serve::serve_connection(server, s.app.clone()));
        let (mut rd, mut wr) = tokio::io::split(&mut client);
        let send = async {
            // The server may close before it has read everything (a bad request): fine.
            let _ = wr.write_all(data).await;
            let _ = wr.shutdown().await;
        };
        let mut answer = Vec::new();
        let receive = rd.read_to_end(&mut answer);
        let (_, read) = tokio::time::timeout(CLOSE_WITHIN, async { tokio::join!(send, receive) })
            .await
            .unwrap_or_else(|_| panic!("the connection was still open after {CLOSE_WITHIN:?}"));
        let _ = read;
        let _ = conn.await.expect("the connection's task panicked");
        answer
    });
    assert!(
        answer.is_empty() || answer.starts_with(b"HTTP/1."),
        "not an HTTP answer: {:?}",
        String::from_utf8_lossy(&answer[..answer.len().min(200)])
    );
    for bait in BAIT {
        assert!(
            !contains(&answer, bait.as_bytes()),
            "served a file it must not: {bait}"
        );
    }
    assert!(
        !contains(&answer, &s.state_piece),
        "served the build's state"
    );
}

//! `lawref serve`: the site on localhost for editors' previews. It serves the site folder over
//! HTTP/1.1 (hyper, with axum routing the requests), watches the corpus's `laws/` and
//! `translations/` (notify; reads and editors' working files left aside, a burst of changes
//! gathered until [`DEBOUNCE`] passes quietly), rebuilds on a change (the caller's rebuild: an
//! incremental build, so a change to one law costs that law's pages), and makes open pages reload
//! when a rebuild finishes. docs/serve.md is the user's account of it.
//!
//! - **Only a site lawref built** (`serve::http`): a folder `--out` that lawref did not build (not
//!   empty, no `.lawref-site` in it) is refused before anything is listened on or built, as
//!   `lawref build` refuses to build into it. What is served is only what the last build wrote:
//!   the files its state (`.lawref-build`, see `site::incremental`) lists, opened without
//!   following a symbolic link at any step. A dotfile or dot-folder, the state itself, a file put
//!   into the site by hand and any link (to a file or folder in the site or out of it) get 404.
//! - **Only its own address** ([`Hosts`]): a request whose `Host` is not a name of the address
//!   listened on (`127.0.0.1:8000`, `localhost:8000`) gets 421, so a page of another site cannot
//!   read the preview through DNS rebinding.
//! - **Limits** (`serve::conn`): the request head at most
//!   [`MAX_HEADER_BYTES`](conn::MAX_HEADER_BYTES) (431 beyond) and in
//!   [`HEADER_TIMEOUT`](conn::HEADER_TIMEOUT) (also the longest a connection waits idle for its
//!   next request); an answer made in [`ANSWER_TIMEOUT`](conn::ANSWER_TIMEOUT) (503 beyond); a
//!   client that takes no bytes of its answer for [`WRITE_TIMEOUT`](conn::WRITE_TIMEOUT) is cut
//!   off; at most [`MAX_CONNECTIONS`](conn::MAX_CONNECTIONS) connections open (fewer under a
//!   low open-files limit): one more closes the oldest that never sent a request (else the
//!   oldest), so an idle flood never keeps a browser out. Request bodies are never read.
//! - **Reload**: every HTML page served gets one extra element before its last `</body>`, a
//!   script [`RELOAD_JS_PATH`](http::RELOAD_JS_PATH) that asks [`STATUS_PATH`](http::STATUS_PATH)
//!   once a second for the build's number and reloads the page when it changes. The files on
//!   disk are left as built: the script exists only in what `serve` sends.
//! - **Streaming**: every file is sent as it is read, never read whole: of a page only its last
//!   16 KiB are read first, for the script. An answer's memory does not grow with the file.
//! - **During a rebuild**: the state is read once per request and the answer made from that
//!   reading. A rebuild puts each file in place with one rename over the old one and the state
//!   last, removing the files the site no longer has only after it (`util::fsio::Staged`), so a
//!   file the state lists is always there: a page that exists before and after a rebuild is
//!   answered throughout it.
//! - **Errors**: a rebuild that fails (a corpus file that does not load) keeps the last good site
//!   served; its message goes to standard error and shows on every open page, in a box at the
//!   top, until a rebuild succeeds.
//! - **Offline copy**: `/sw.js` answers 404, so previews register no service worker (it would
//!   fetch the whole site again after every change).
//! - **Paths and methods**: GET and HEAD only (405 otherwise); a folder's URL without its final
//!   `/` is redirected to it with one (301; the site's links are relative), a folder serves its
//!   `index.html`, a file asked for as a folder (`index.html/`) and anything the site does not
//!   have get 404 (with the site's `404.html` when it has one).
//!
//! Not for: building (the caller passes the rebuild), publishing (any static host serves the
//! site as built).

mod conn;
mod http;

use std::io::Write as _;
use std::path::{Component, Path};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::error::{Error, Result};

pub use conn::serve_connection;
#[cfg(test)]
use conn::{MAX_HEADER_BYTES, WRITE_TIMEOUT};
pub use http::{Hosts, Site, app};

/// How long the watcher gathers file events before a rebuild (ms): an editor's save often
/// writes a file several times.
pub(crate) const DEBOUNCE: Duration = Duration::from_millis(250);

/// The state of the builds, shared by the watcher and the server.
#[derive(Debug, Default)]
pub(crate) struct Status {
    /// Builds that changed the site, counted from 1 (the first build).
    build: u64,
    /// The last rebuild's error, until a rebuild succeeds.
    error: Option<String>,
}

/// Builds the site with `rebuild`, serves `out` on `host`:`port` (`127.0.0.1`, `localhost`,
/// `::1`, `0.0.0.0`; port 0 picks a free one), and rebuilds whenever a file under `root`'s
/// `laws/` or `translations/` changes. `ready` is called once with the address served
/// (`127.0.0.1:8000`, `[::1]:8000`) when the server listens and the first build is done.
/// Runs until the process is stopped.
///
/// `rebuild` returns a one-line summary for the terminal and whether any file of the site
/// changed (open pages reload only then), or an error whose message is shown (a failed first
/// build is shown the same way: the server starts anyway, with what `out` has).
///
/// # Errors
/// [`Error::Usage`] when `out` is not a folder lawref may build into (a file, a link, or a
/// folder that is not empty and has no `.lawref-site`: see `build::build_site`), checked
/// before anything else, or when `host`:`port` cannot be listened on (checked before the first
/// build); [`Error::Io`] when the corpus folders cannot be watched.
pub fn serve(
    root: &Path,
    out: &Path,
    host: &str,
    port: u16,
    rebuild: impl Fn() -> Result<(String, bool)> + Send + 'static,
    ready: impl FnOnce(&str),
) -> Result<()> {
    // Never a folder lawref did not build: neither built into nor served.
    let absolute = std::path::absolute(out).map_err(|e| Error::io(out, e))?;
    crate::build::check_replaceable(&absolute).map_err(|e| match e {
        Error::Usage(m) => Error::Usage(format!("lawref serves only a site it built: {m}")),
        e => e,
    })?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // File reads are short; a bounded pool keeps a burst of requests from starting hundreds
        // of threads (each reserving memory, which a `ulimit -v` counts).
        .max_blocking_threads(16)
        .thread_name("lawref-serve")
        .enable_all()
        .build()
        .map_err(|e| Error::Usage(format!("cannot start the server: {e}")))?;
    // Listen first: a port in use is said before a build is spent.
    let name = host.trim_start_matches('[').trim_end_matches(']');
    let listener = std::net::TcpListener::bind((name, port))
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .map_err(|e| Error::Usage(format!("cannot serve on {host}:{port}: {e}")))?;
    let bound = listener
        .local_addr()
        .map_err(|e| Error::Usage(format!("cannot serve on {host}:{port}: {e}")))?;
    let site = Site::new(out, Hosts::new(name, bound));
    let status = site.status();
    run_build(&rebuild, &status);

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

    ready(&bound.to_string());
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::from_std(listener)
            .map_err(|e| Error::Usage(format!("cannot serve on {bound}: {e}")))?;
        conn::accept(listener, app(site)).await;
        Ok(())
    })
}

/// Whether a file event changes the corpus: not an access (a read or an open, as every build
/// makes), and not only about editors' working files ([`crate::corpus::load::is_working_file`]: a swap
/// file written while a law is open in an editor).
fn is_change(root: &Path, event: &notify::Event) -> bool {
    !matches!(event.kind, notify::EventKind::Access(_))
        && event.paths.iter().any(|p| {
            // Only the names inside the corpus count (the corpus may itself be in a hidden
            // folder).
            let inside = p.strip_prefix(root).unwrap_or(p);
            !inside.components().any(
                |c| matches!(c, Component::Normal(n) if crate::corpus::load::is_working_file(n)),
            )
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
            // A closed stdout is no reason to stop serving (F23); the text is made terminal-safe.
            let _ = writeln!(
                std::io::stdout(),
                "{}",
                crate::error::terminal_text(&summary)
            );
            if changed || s.build == 0 {
                s.build += 1;
            }
            s.error = None;
        }
        Err(e) => {
            let message = report(&e);
            let _ = writeln!(
                std::io::stderr(),
                "{}",
                crate::error::terminal_text(&message)
            );
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

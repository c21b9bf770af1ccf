//! The connections of `lawref serve`: each one HTTP/1.1 on hyper with the limits below, and the
//! accept loop, which keeps at most [`MAX_CONNECTIONS`] open and never stops on an error.
//!
//! The values are for a preview on one machine or a local network: a browser sends a request
//! head of a few hundred bytes (a few KB with cookies) in well under a second and opens at most
//! six connections to a server, which the reload script's polling (once a second) keeps busy.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::Notify;
use tower::ServiceExt as _;

/// The largest request head (request line and headers, bytes): 64 KiB, twice what nginx
/// allows by default, room for the cookies other local servers leave on `localhost`. Beyond it:
/// 431 and the connection closed.
pub(crate) const MAX_HEADER_BYTES: usize = 64 * 1024;

/// How long a connection may take to send a whole request head, counted from when the server
/// waits for it (a new connection, or the end of the previous answer): 10 s. So it is also the
/// longest a connection may stay idle. Beyond it the connection is closed.
pub(crate) const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// How long making an answer may take (reading a file of the site): 10 s, else 503.
pub(crate) const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a client may take none of the answer it is sent (the connection cannot be written
/// to): 10 s, then it is cut off.
pub(crate) const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// The most connections open at once: 256 (fewer when the open-files limit is low: a quarter of
/// it, at least 16, so a rebuild always has files to open). One more closes the oldest that
/// never sent a request, else the oldest.
pub(crate) const MAX_CONNECTIONS: usize = 256;

/// The largest buffer of one connection (bytes), for reading a request head and queueing an
/// answer: 128 KiB, so 256 connections hold at most 32 MiB.
const BUFFER_BYTES: usize = 128 * 1024;

/// How long the accept loop waits after a failed accept (no file left to open: EMFILE) before
/// it tries again.
const ACCEPT_PAUSE: Duration = Duration::from_millis(50);

/// Serves HTTP/1.1 on one connection `io` with `app` (see [`super::app`]) and this module's
/// limits, until the client closes it or a limit does. The same call the server makes for each
/// connection it accepts, so a test or fuzz target can give it raw bytes in process (a
/// `tokio::io::duplex` pair). Needs a tokio runtime with time enabled.
///
/// # Errors
/// hyper's error for a connection closed on a bad or too large request head, a timeout or an
/// I/O error (the client has had its 400, 408 or 431 where HTTP allows one).
pub async fn serve_connection<IO>(io: IO, app: Router) -> Result<(), hyper::Error>
where
    IO: tokio::io::AsyncRead + tokio::io::AsyncWrite + Send + 'static,
{
    serve_marked(io, app, Arc::new(AtomicBool::new(false))).await
}

/// [`serve_connection`], setting `asked` once a whole request head has arrived.
async fn serve_marked<IO>(io: IO, app: Router, asked: Arc<AtomicBool>) -> Result<(), hyper::Error>
where
    IO: tokio::io::AsyncRead + tokio::io::AsyncWrite + Send + 'static,
{
    let mut io = tokio_io_timeout::TimeoutStream::new(io);
    io.set_write_timeout(Some(WRITE_TIMEOUT));
    let service = hyper::service::service_fn(move |request| {
        asked.store(true, Ordering::Relaxed);
        app.clone().oneshot(request)
    });
    http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_header_size(MAX_HEADER_BYTES)
        .max_buf_size(BUFFER_BYTES)
        .serve_connection(TokioIo::new(Box::pin(io)), service)
        .await
}

/// One open connection, as the accept loop knows it.
struct Open {
    /// Whether it has sent a whole request head.
    asked: Arc<AtomicBool>,
    /// Tells its task to close it.
    close: Arc<Notify>,
}

/// Accepts connections on `listener` for ever, each served by [`serve_connection`] on a task of
/// its own. At the connection limit a new connection closes the oldest one that never sent a
/// request (an idle or slow client), else the oldest one. A failed accept (no file left to open)
/// is said on standard error (at most once a minute) and tried again after a pause.
pub(crate) async fn accept(listener: tokio::net::TcpListener, app: Router) {
    let limit = connection_limit();
    let open: Arc<Mutex<BTreeMap<u64, Open>>> = Arc::default();
    let mut next: u64 = 0;
    let mut said: Option<Instant> = None;
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                if said.is_none_or(|t| t.elapsed() > Duration::from_secs(60)) {
                    let _ = writeln!(
                        std::io::stderr(),
                        "lawref serve: cannot accept a connection ({e}); trying again"
                    );
                    said = Some(Instant::now());
                }
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        next += 1;
        let id = next;
        let asked = Arc::new(AtomicBool::new(false));
        let close = Arc::new(Notify::new());
        {
            let mut open = open.lock().unwrap_or_else(PoisonError::into_inner);
            if open.len() >= limit {
                let victim = open
                    .iter()
                    .find(|(_, c)| !c.asked.load(Ordering::Relaxed))
                    .or_else(|| open.iter().next())
                    .map(|(id, _)| *id);
                if let Some(c) = victim.and_then(|v| open.remove(&v)) {
                    c.close.notify_one();
                }
            }
            open.insert(
                id,
                Open {
                    asked: Arc::clone(&asked),
                    close: Arc::clone(&close),
                },
            );
        }
        let open = Arc::clone(&open);
        let app = app.clone();
        tokio::spawn(async move {
            tokio::select! {
                // A client that broke off or was cut off by a limit is not the server's error.
                _ = serve_marked(stream, app, asked) => {}
                () = close.notified() => {}
            }
            open.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .remove(&id);
        });
    }
}

/// [`MAX_CONNECTIONS`], or a quarter of the open-files limit when that is lower (at least 16).
fn connection_limit() -> usize {
    open_files_limit().map_or(MAX_CONNECTIONS, |files| {
        usize::try_from(files / 4)
            .unwrap_or(usize::MAX)
            .clamp(16, MAX_CONNECTIONS)
    })
}

/// The process's open-files limit (the soft one); `None` when unlimited or unknown.
#[cfg(unix)]
fn open_files_limit() -> Option<u64> {
    rustix::process::getrlimit(rustix::process::Resource::Nofile).current
}

#[cfg(not(unix))]
fn open_files_limit() -> Option<u64> {
    None
}

//! One client connection, spoken by hyper: HTTP/1.1 with keep-alive, a request's head read
//! within [`MAX_HEAD`] bytes and [`HEAD_TIMEOUT`] (hyper's `header_read_timeout`, which also
//! closes a keep-alive connection left idle that long), a response written within
//! [`WRITE_TIMEOUT`] ([`Timed`]), and what the client still sends once it ends read and
//! dropped for a moment ([`LINGER`]). hyper's requests and responses are turned into the
//! page layer's plain [`Request`] and [`Response`] here and nowhere else.
//!
//! What hyper answers itself, before any page: a head it cannot parse (400), a head over
//! [`MAX_HEAD`] (431, a request line alone that long too), a version other than HTTP/1.0 or
//! 1.1 (400), a body whose length is unclear (400). Its answers have no body.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::Sleep;

use super::http::{self, HEAD_TIMEOUT, LINGER, MAX_HEAD, Request, Response, WRITE_TIMEOUT};
use super::site::Site;
use super::workers::Pool;
use super::{assets, frame};

/// How every connection is spoken.
pub fn builder() -> http1::Builder {
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_buf_size(MAX_HEAD)
        .max_header_size(MAX_HEAD)
        .keep_alive(true)
        // A client that shuts its side after its request (`nc -N`, a test) gets its answer.
        .half_close(true)
        .title_case_headers(true);
    builder
}

/// Serves the connection `stream` until the client or the server ends it, or, once
/// `stopping` turns true, until the request under way is answered.
pub async fn serve(
    stream: TcpStream,
    builder: Arc<http1::Builder>,
    pool: Arc<Pool>,
    mut stopping: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let mut conn = builder.serve_connection(TokioIo::new(Timed::new(stream)), Pages { pool });
    let mut stopped = false;
    // An error here is the client's (a bad head, a timeout, a reset): nothing to log for
    // each of thousands of them.
    let _ = loop {
        tokio::select! {
            done = std::future::poll_fn(|cx| conn.poll_without_shutdown(cx)) => break done,
            _ = stopping.wait_for(|stop| *stop), if !stopped => {
                stopped = true;
                Pin::new(&mut conn).graceful_shutdown();
            }
        }
    };
    let stream = conn.into_parts().io.into_inner().stream;
    Box::pin(linger(stream)).await;
}

/// The end of a connection: the server's side is shut, then what the client still sends
/// (the rest of a head too large, a body) is read and dropped for [`LINGER`] at most, up to
/// a limit. Closing with unread data would reset the connection, and the client could lose
/// the answer it was sent.
async fn linger(mut stream: TcpStream) {
    let _ = std::future::poll_fn(|cx| Pin::new(&mut stream).poll_shutdown(cx)).await;
    let drain = async {
        let mut sink = vec![0u8; 4096];
        let mut left = 256 * 1024;
        while left > 0 {
            if stream.readable().await.is_err() {
                return;
            }
            match stream.try_read(&mut sink) {
                Ok(0) => return,
                Ok(n) => left -= n.min(left),
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                Err(_) => return,
            }
        }
    };
    let _ = tokio::time::timeout(LINGER, drain).await;
}

/// The pages, as hyper calls them: each request turned into a [`Request`], answered, and
/// its [`Response`] turned into hyper's.
struct Pages {
    pool: Arc<Pool>,
}

impl hyper::service::Service<hyper::Request<Incoming>> for Pages {
    type Response = hyper::Response<Full<Bytes>>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn call(&self, request: hyper::Request<Incoming>) -> Self::Future {
        let pool = Arc::clone(&self.pool);
        let uri = request.uri();
        // Only the origin form (`/path?query`): the absolute form (`http://host/`), the
        // authority form (`host:port`) and `*` leave an empty target, a 400.
        let target = match (uri.scheme(), uri.authority()) {
            (None, None) => uri.path_and_query().map_or("", |p| p.as_str()).to_string(),
            _ => String::new(),
        };
        let bearer = request
            .headers()
            .get(hyper::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(|t| t.trim().to_string());
        let accept_language = request
            .headers()
            .get(hyper::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let head = Request::from_head(request.method().as_str(), &target).map(|r| Request {
            bearer,
            accept_language: accept_language.clone(),
            ..r
        });
        // The body, if any, is never read (hyper drops it, or closes the connection).
        drop(request);
        Box::pin(async move {
            let response = match head {
                // No path was read: the links of this page start at the host's root.
                Err(status) => frame::error(
                    status,
                    &Site::unread(accept_language.as_deref(), pool.language()),
                ),
                Ok(request) => answer(&pool, request).await,
            };
            Ok(to_hyper(response))
        })
    }
}

/// The response to `request`: a method check, the compiled-in assets, then the page, from a
/// worker.
async fn answer(pool: &Pool, request: Request) -> Response {
    if request.method != "GET" && request.method != "HEAD" {
        let mut response = frame::error(405, &Site::of(&request, pool.language()));
        response.allow = Some("GET, HEAD");
        return response;
    }
    if let Some(asset) = assets::get(&request.path) {
        return asset;
    }
    pool.answer(request).await
}

/// hyper's response for `response` (for a `HEAD`, hyper sends the head alone, with the
/// length of the body).
fn to_hyper(response: Response) -> hyper::Response<Full<Bytes>> {
    let mut out = hyper::Response::builder().status(response.status);
    for (name, value) in http::headers(&response) {
        out = out.header(name, value);
    }
    out.body(Full::new(Bytes::from(response.body)))
        .unwrap_or_else(|_| {
            let mut failed = hyper::Response::new(Full::default());
            *failed.status_mut() = hyper::StatusCode::INTERNAL_SERVER_ERROR;
            failed
        })
}

/// A connection whose responses are written by a deadline: [`WRITE_TIMEOUT`] from the
/// moment a write first has to wait, until all that hyper has to send is sent (its flush).
/// A client that takes a byte at a time cannot hold a connection past it (a timeout per
/// write would be renewed by every byte).
pub struct Timed {
    stream: TcpStream,
    due: Option<Pin<Box<Sleep>>>,
}

impl Timed {
    fn new(stream: TcpStream) -> Timed {
        Timed { stream, due: None }
    }

    /// A write had to wait: pending until the deadline, an error after it.
    fn wait<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let due = self
            .due
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(WRITE_TIMEOUT)));
        match due.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::ErrorKind::TimedOut.into())),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncRead for Timed {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Timed {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.stream).poll_write(cx, buf) {
            Poll::Pending => this.wait(cx),
            ready => ready,
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.stream).poll_write_vectored(cx, bufs) {
            Poll::Pending => this.wait(cx),
            ready => ready,
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let flushed = Pin::new(&mut this.stream).poll_flush(cx);
        if matches!(flushed, Poll::Ready(Ok(()))) {
            this.due = None;
        }
        flushed
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

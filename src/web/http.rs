//! The little of HTTP/1.1 the pages need: a request's head read with bounds (its size, the
//! target's length, the time a client may take), and a response written with the security
//! headers every page carries. One request per connection (`Connection: close`): a worker
//! is never held by an idle client, and the proxy in front keeps its own connections.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The most bytes of a request's head (request line and headers).
pub const MAX_HEAD: usize = 8 * 1024;
/// The longest request target (path and query).
pub const MAX_TARGET: usize = 1024;
/// How long a client may take to send its request's head, from the moment its connection
/// was accepted (time waited in the queue for a worker counts).
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(5);
/// What a connection that waited in the queue past its [`HEAD_TIMEOUT`] still gets to hand
/// over a head it has sent already (a waiting browser has; an idle client has not).
pub const QUEUED_GRACE: Duration = Duration::from_millis(100);
/// How long a client may take to receive a response.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long what a client still sends after an error is read and dropped, at most.
pub const LINGER: Duration = Duration::from_secs(1);

/// The policy of every response: nothing from elsewhere, script and style sheet only from
/// the server itself (no inline script), inline `style` attributes allowed (the board of
/// the mails draws with them; no text a player wrote reaches one), no frames, no forms.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// A request the pages answer: its method and target, split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// `GET` or `HEAD` (any other method is answered 405 before routing).
    pub method: String,
    /// The path, as sent (never decoded: no page has a `%` in its path).
    pub path: String,
    /// The query, without its `?`; empty when there is none.
    pub query: String,
}

impl Request {
    /// Whether the body is left out (`HEAD`).
    pub fn is_head(&self) -> bool {
        self.method == "HEAD"
    }
}

/// A response: status, type and body (the headers every response has are added when it is
/// written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    /// The status code.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// How long a cache may keep it, in seconds (0: ask again each time).
    pub max_age: u32,
    /// `Allow`, for a 405.
    pub allow: Option<&'static str>,
    /// The body.
    pub body: Vec<u8>,
}

impl Response {
    /// An HTML page.
    pub fn html(status: u16, body: String) -> Response {
        Response {
            status,
            content_type: "text/html; charset=utf-8",
            max_age: 0,
            allow: None,
            body: body.into_bytes(),
        }
    }
}

/// A connection whose reads and writes all end by one deadline: each waits at most what is
/// left of it (the socket's timeout is set before each), so a client that sends or takes a
/// byte at a time cannot hold a worker past it (a timeout per read or write alone would be
/// renewed by every byte).
pub struct Deadline<'a> {
    stream: &'a TcpStream,
    until: Instant,
}

impl<'a> Deadline<'a> {
    /// Reads and writes on `stream` until `until`.
    pub fn new(stream: &'a TcpStream, until: Instant) -> Self {
        Deadline { stream, until }
    }

    /// What is left of the time, or `TimedOut` when nothing is.
    fn left(&self) -> io::Result<Duration> {
        let left = self.until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            Err(io::ErrorKind::TimedOut.into())
        } else {
            Ok(left)
        }
    }
}

impl Read for Deadline<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.stream.set_read_timeout(Some(self.left()?))?;
        (&mut &*self.stream).read(buf)
    }
}

impl Write for Deadline<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.stream.set_write_timeout(Some(self.left()?))?;
        (&mut &*self.stream).write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        (&mut &*self.stream).flush()
    }
}

/// Why a request's head was not read: the status to answer, or nothing when the client
/// went away or was too slow (the connection is then closed without an answer).
#[derive(Debug)]
pub enum BadRequest {
    /// Answer with this status.
    Status(u16),
    /// Close the connection.
    Gone(io::Error),
}

/// Reads one request's head from `stream` (a [`Deadline`], which bounds the time): at most
/// [`MAX_HEAD`] bytes. A body is never read.
///
/// # Errors
/// [`BadRequest`]: 400 for what is not an HTTP/1.x request, 414 for a target over
/// [`MAX_TARGET`], 431 for a head over [`MAX_HEAD`], 505 for another HTTP version.
pub fn read_request(stream: &mut impl Read) -> Result<Request, BadRequest> {
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    let end = loop {
        if let Some(end) = end_of_head(&head) {
            break end;
        }
        if head.len() >= MAX_HEAD {
            // A request line alone that long is a target too long.
            return Err(BadRequest::Status(if head.contains(&b'\n') {
                431
            } else {
                414
            }));
        }
        let room = (MAX_HEAD - head.len()).min(chunk.len());
        match stream.read(&mut chunk[..room]) {
            Ok(0) => return Err(BadRequest::Gone(io::ErrorKind::UnexpectedEof.into())),
            Ok(n) => head.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(BadRequest::Gone(e)),
        }
    };
    parse_head(&head[..end])
}

/// Where the head ends (after its blank line), if it is all there.
fn end_of_head(buf: &[u8]) -> Option<usize> {
    let crlf = buf.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 4);
    let lf = buf.windows(2).position(|w| w == b"\n\n").map(|i| i + 2);
    match (crlf, lf) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The request line of a head (the headers are not needed: no page depends on one).
fn parse_head(head: &[u8]) -> Result<Request, BadRequest> {
    let bad = || BadRequest::Status(400);
    let line_end = head.iter().position(|&b| b == b'\n').ok_or_else(bad)?;
    let line = std::str::from_utf8(&head[..line_end])
        .map_err(|_| bad())?
        .trim_end_matches('\r');
    let mut parts = line.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    if method.is_empty() || !method.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(bad());
    }
    if !version.starts_with("HTTP/") {
        return Err(bad());
    }
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(BadRequest::Status(505));
    }
    if target.len() > MAX_TARGET {
        return Err(BadRequest::Status(414));
    }
    // Origin form only, printable ASCII only (what a browser sends, percent-encoded).
    if !target.starts_with('/') || !target.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(bad());
    }
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    Ok(Request {
        method: method.to_string(),
        path: path.to_string(),
        query: query.to_string(),
    })
}

/// The reason phrase of the statuses the pages use.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        414 => "URI Too Long",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

/// Writes `response` (without its body for `HEAD`), then the connection is closed.
///
/// # Errors
/// When the client cannot be written to.
pub fn write_response(out: &mut impl Write, response: &Response, head: bool) -> io::Result<()> {
    let mut text = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\
         Content-Security-Policy: {CONTENT_SECURITY_POLICY}\r\n\
         X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n\
         Referrer-Policy: no-referrer\r\nCross-Origin-Resource-Policy: same-origin\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len(),
    );
    text.push_str(&if response.max_age > 0 {
        format!("Cache-Control: public, max-age={}\r\n", response.max_age)
    } else {
        "Cache-Control: no-cache\r\n".to_string()
    });
    if let Some(allow) = response.allow {
        text.push_str("Allow: ");
        text.push_str(allow);
        text.push_str("\r\n");
    }
    text.push_str("\r\n");
    let mut bytes = text.into_bytes();
    if !head {
        bytes.extend_from_slice(&response.body);
    }
    out.write_all(&bytes)?;
    out.flush()
}

/// A query that does not read: a name given twice, or a value that is not a number of at
/// most nine digits (the caller answers 400).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadQuery;

/// The value of each of `names` in `query` (`a=1&b=2`), `None` where it is not given.
/// Other names are ignored.
///
/// # Errors
/// [`BadQuery`] for a name given twice or a value that is not digits.
pub fn numbers<const N: usize>(
    query: &str,
    names: [&str; N],
) -> Result<[Option<u32>; N], BadQuery> {
    let mut out = [None; N];
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let Some(i) = names.iter().position(|n| *n == name) else {
            continue;
        };
        if out[i].is_some()
            || value.is_empty()
            || value.len() > 9
            || !value.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(BadQuery);
        }
        out[i] = Some(value.parse().map_err(|_| BadQuery)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(raw: &str) -> Result<Request, u16> {
        read_request(&mut raw.as_bytes()).map_err(|e| match e {
            BadRequest::Status(s) => s,
            BadRequest::Gone(_) => 0,
        })
    }

    #[test]
    fn request_lines_are_read_within_bounds() {
        let r = read("GET /games/3?ply=4 HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        assert_eq!((r.method.as_str(), r.path.as_str()), ("GET", "/games/3"));
        assert_eq!(r.query, "ply=4");
        assert_eq!(read("HEAD / HTTP/1.0\n\n").unwrap().path, "/");
        assert_eq!(read("GET / HTTP/2\r\n\r\n"), Err(505));
        assert_eq!(read("GET http://evil/ HTTP/1.1\r\n\r\n"), Err(400));
        assert_eq!(read("GET  / HTTP/1.1\r\n\r\n"), Err(400));
        assert_eq!(read("get / HTTP/1.1\r\n\r\n"), Err(400));
        assert_eq!(read("GET / HTTP/1.1\r\n"), Err(0), "the client went away");
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_TARGET));
        assert_eq!(read(&long), Err(414));
        let huge = format!("GET /?{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_HEAD));
        assert_eq!(read(&huge), Err(414));
        let headers = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD));
        assert_eq!(read(&headers), Err(431));
    }

    #[test]
    fn query_numbers_are_digits_given_once() {
        assert_eq!(numbers("ply=12&x=y", ["ply"]), Ok([Some(12)]));
        assert_eq!(numbers("", ["ply", "before"]), Ok([None, None]));
        for bad in ["ply=-1", "ply=", "ply=1e3", "ply=1&ply=2", "ply=9999999999"] {
            assert_eq!(numbers(bad, ["ply"]), Err(BadQuery), "{bad}");
        }
    }
}

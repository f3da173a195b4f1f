//! The page layer's side of HTTP: a request as the pages read it (its method and target,
//! checked as today's bounds say), a response as they write it, and the headers every
//! response carries. The protocol itself (heads, keep-alive, timeouts) is hyper's, joined to
//! these plain types in `conn.rs`.

use std::time::Duration;

use crate::texts::Lang;

/// The most bytes of a request's head (request line and headers): hyper's read buffer and
/// its header limit.
pub const MAX_HEAD: usize = 8 * 1024;
/// The longest request target (path and query).
pub const MAX_TARGET: usize = 1024;
/// How long a client may take to send a request's head, from the moment its connection was
/// accepted or its last response was sent: an idle keep-alive connection is closed then. A
/// deadline, not a timeout per read: trickling bytes renews nothing.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a client may take to receive a response, from the moment the server first had to
/// wait for it (a deadline too).
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long what a client still sends once its connection ends (the rest of a head too
/// large, a body) is read and dropped, at most.
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
    /// The token of an `Authorization: Bearer TOKEN` header, for `/status`; read by the
    /// connection, never by a page.
    pub bearer: Option<String>,
    /// The `Accept-Language` header, for the page's language (`super::site::Site`).
    pub accept_language: Option<String>,
}

impl Request {
    /// The request of a head hyper has read: its method and its target as sent.
    ///
    /// # Errors
    /// The status to answer: 400 for a method that is not upper-case letters or a target
    /// that is not a path (absolute form, `*`, `host:port`) of printable ASCII, 414 for a
    /// target over [`MAX_TARGET`].
    pub fn from_head(method: &str, target: &str) -> Result<Request, u16> {
        if method.is_empty() || !method.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(400);
        }
        if target.len() > MAX_TARGET {
            return Err(414);
        }
        // Origin form only, printable ASCII only (what a browser sends, percent-encoded).
        if !target.starts_with('/') || !target.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(400);
        }
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        Ok(Request {
            method: method.to_string(),
            path: path.to_string(),
            query: query.to_string(),
            bearer: None,
            accept_language: None,
        })
    }

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
    /// The language of a page, sent as `Content-Language`; `None` for what has none (a
    /// style sheet, the operator's `/status`).
    pub lang: Option<Lang>,
    /// The body.
    pub body: Vec<u8>,
}

impl Response {
    /// A plain text answer (the operator's `/status`).
    pub fn text(status: u16, content_type: &'static str, body: String) -> Response {
        Response {
            status,
            content_type,
            max_age: 0,
            allow: None,
            lang: None,
            body: body.into_bytes(),
        }
    }

    /// An HTML page.
    pub fn html(status: u16, body: String) -> Response {
        Response {
            status,
            content_type: "text/html; charset=utf-8",
            max_age: 0,
            allow: None,
            lang: None,
            body: body.into_bytes(),
        }
    }
}

/// The headers of `response` besides its length (and the date and the connection's, which
/// hyper writes): its type, its cache policy, `Allow` for a 405, a page's language, and the
/// security headers every response carries.
pub fn headers(response: &Response) -> Vec<(&'static str, String)> {
    let mut out = vec![
        ("Content-Type", response.content_type.to_string()),
        (
            "Content-Security-Policy",
            CONTENT_SECURITY_POLICY.to_string(),
        ),
        ("X-Content-Type-Options", "nosniff".to_string()),
        ("X-Frame-Options", "DENY".to_string()),
        ("Referrer-Policy", "no-referrer".to_string()),
        ("Cross-Origin-Resource-Policy", "same-origin".to_string()),
        (
            "Cache-Control",
            if response.max_age > 0 {
                format!("public, max-age={}", response.max_age)
            } else {
                "no-cache".to_string()
            },
        ),
    ];
    if let Some(allow) = response.allow {
        out.push(("Allow", allow.to_string()));
    }
    if let Some(lang) = response.lang {
        out.push(("Content-Language", lang.code().to_string()));
        // The same address answers in the language the browser asks for.
        out.push(("Vary", "Accept-Language".to_string()));
    }
    out
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

    #[test]
    fn request_targets_are_read_within_bounds() {
        let r = Request::from_head("GET", "/games/3?ply=4").unwrap();
        assert_eq!((r.method.as_str(), r.path.as_str()), ("GET", "/games/3"));
        assert_eq!(r.query, "ply=4");
        assert!(Request::from_head("HEAD", "/").unwrap().is_head());
        assert_eq!(Request::from_head("GET", "http://evil/"), Err(400));
        assert_eq!(Request::from_head("GET", "*"), Err(400));
        assert_eq!(Request::from_head("CONNECT", "127.0.0.1:22"), Err(400));
        assert_eq!(Request::from_head("Get", "/"), Err(400));
        assert_eq!(Request::from_head("GET", "/a\u{7f}"), Err(400));
        let long = format!("/{}", "a".repeat(MAX_TARGET));
        assert_eq!(Request::from_head("GET", &long), Err(414));
        assert!(Request::from_head("GET", &long[1..]).is_err());
    }

    #[test]
    fn every_response_has_its_security_headers() {
        let mut page = Response::html(405, String::new());
        page.allow = Some("GET, HEAD");
        let headers = headers(&page);
        let has = |name: &str| headers.iter().any(|(n, _)| *n == name);
        for name in ["Content-Security-Policy", "X-Frame-Options", "Allow"] {
            assert!(has(name), "{name}");
        }
        assert!(!has("Content-Language"));
        page.lang = Some(Lang::Nl);
        let headers = super::headers(&page);
        assert!(headers.contains(&("Content-Language", "nl".to_string())));
        assert!(headers.contains(&("Vary", "Accept-Language".to_string())));
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

//! A hostile visitor against the real `web` (issue 28): request shapes a parser may get
//! wrong (smuggling, encodings, control bytes, pipelining, HTTP/1.0, odd methods and
//! queries), and clients that hold a connection as long as they can (idle, dripping a head a
//! byte at a time, trickling a body after an error). Every assertion is about what the
//! server does (the status, the answers and nothing more, the connection closed), not how
//! fast; the slow clients run against one or two workers, so that a worker held by one
//! would leave a later page unanswered. Since issue 80 the connections are kept alive
//! (hyper): requests in a row on one connection are answered in turn, and the heads hyper
//! cannot read are answered by it (400, 431), without a page. Many idle and dripping
//! clients at once are in [`super::idle`].

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::thread;
use std::time::Duration;

use super::{round_trip, send, start, start_with, two_games};

/// The whole response to `raw`, as text (lossy), and how many responses it holds.
fn exchange(address: &str, raw: &[u8]) -> (String, usize) {
    // A reset after the answer (unread bytes of ours) still leaves the answer read.
    let (bytes, _) = round_trip(address, raw);
    let text = String::from_utf8_lossy(&bytes).to_string();
    let responses = text.matches("HTTP/1.1 ").count() + text.matches("HTTP/1.0 ").count();
    (text, responses)
}

fn status(text: &str) -> u16 {
    text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0)
}

#[test]
fn odd_requests_get_one_plain_answer_and_nothing_is_smuggled() {
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    let many_headers = format!("GET / HTTP/1.1\r\n{}\r\n", "X-A: b\r\n".repeat(2000));
    let cases: Vec<(&[u8], u16, usize)> = vec![
        // Smuggling shapes: two lengths are refused; a chunked body is read to its end (the
        // request after it is one, read so by every HTTP/1.1 parser); a body is never taken
        // for a request (the POST's is dropped with its connection); requests in a row are
        // answered in turn (keep-alive).
        (
            b"GET / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 40\r\n\r\nhello",
            400,
            1,
        ),
        (
            b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /games/1 HTTP/1.1\r\n\r\n",
            200,
            2,
        ),
        (
            b"POST / HTTP/1.1\r\nContent-Length: 30\r\n\r\nGET /games/1 HTTP/1.1\r\n\r\n",
            405,
            1,
        ),
        (b"GET / HTTP/1.1\r\n\r\nGET /games/2 HTTP/1.1\r\n\r\n", 200, 2),
        // Targets: absolute and authority forms, encoded dots and slashes, NUL, control
        // bytes, non-UTF-8 and raw non-ASCII, a fragment (dropped, as a browser would).
        (b"GET http://127.0.0.1/games/1 HTTP/1.1\r\n\r\n", 400, 1),
        (b"CONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n", 400, 1),
        (b"OPTIONS * HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /games%2f1 HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /games/%31 HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /games/1%3fply=3 HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /\0 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/1\x1b[2J HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /players/\xff\xfe HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /players/j\xc3\xb6rg HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /players/j%C3%B6rg HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /players/%3Cscript%3E HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /games/1#x HTTP/1.1\r\n\r\n", 200, 1),
        (b"GET\t/\tHTTP/1.1\r\n\r\n", 400, 1),
        (b"GET / HTTP/1.1 \r\n\r\n", 400, 1),
        // An empty line before a request is skipped (RFC 9112, 2.2).
        (b"\r\nGET / HTTP/1.1\r\n\r\n", 200, 1),
        // Headers: NUL (refused), non-UTF-8, thousands of headers.
        (b"GET / HTTP/1.1\r\nX: a\0b\r\n\r\n", 400, 1),
        (b"GET / HTTP/1.1\r\nX: \xff\xfe\r\n\r\n", 200, 1),
        (many_headers.as_bytes(), 431, 1),
        // Versions (other than 1.0 and 1.1: a head hyper cannot read) and methods.
        (b"GET / HTTP/1.0\r\n\r\n", 200, 1),
        (b"GET / HTTP/1.1\n\n", 200, 1),
        (b"GET / HTTP/0.9\r\n\r\n", 400, 1),
        (b"GET / HTTP/1.1.1\r\n\r\n", 400, 1),
        (b"GET /\r\n\r\n", 400, 1),
        (b"TRACE / HTTP/1.1\r\n\r\n", 405, 1),
        (b"BREW / HTTP/1.1\r\n\r\n", 405, 1),
        (b"Get / HTTP/1.1\r\n\r\n", 400, 1),
        // Queries: repeated names, huge numbers, odd and empty pairs.
        (b"GET /games/1?ply=1&ply=1 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/1?ply=4294967296 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/1?ply=999999999 HTTP/1.1\r\n\r\n", 404, 1),
        (b"GET /games/1?ply=%31 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/1?ply=+1 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/1?&&=&ply=3&=x&y HTTP/1.1\r\n\r\n", 200, 1),
        (b"GET /?before=999999999 HTTP/1.1\r\n\r\n", 200, 1),
        (b"GET /players/alice?before=1&before=2 HTTP/1.1\r\n\r\n", 400, 1),
        (b"GET /games/999999999999 HTTP/1.1\r\n\r\n", 404, 1),
    ];
    for (raw, expected, answers) in cases {
        let shown = String::from_utf8_lossy(&raw[..raw.len().min(70)]).to_string();
        let (text, responses) = exchange(&address, raw);
        assert_eq!(status(&text), expected, "{shown:?}: {text}");
        assert_eq!(
            responses, answers,
            "{shown:?}: the answers, then the connection closes"
        );
        // Each declared length is the length sent: the responses follow one another exactly.
        let mut rest = text.as_str();
        for _ in 0..answers {
            let (head, after) = rest.split_once("\r\n\r\n").unwrap();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("Content-Length: "))
                .unwrap()
                .parse()
                .unwrap();
            let body = &after[..length];
            for leak in ["root:", "[package]", "<script>"] {
                assert!(!body.contains(leak), "{shown:?}: {leak}");
            }
            rest = &after[length..];
        }
        assert_eq!(rest, "", "{shown:?}: nothing after the answers");
    }
    // HEAD: no body, for a page, an error and an asset alike; the length GET would send.
    for target in ["/games/1?ply=3", "/nothing", "/style.css", "/games/abc"] {
        let (get, _) = exchange(
            &address,
            format!("GET {target} HTTP/1.1\r\n\r\n").as_bytes(),
        );
        let (head, _) = exchange(
            &address,
            format!("HEAD {target} HTTP/1.1\r\n\r\n").as_bytes(),
        );
        let (get_head, _) = get.split_once("\r\n\r\n").unwrap();
        // The date aside, which is the time of each answer.
        let undated = |text: &str| {
            text.lines()
                .filter(|l| !l.starts_with("Date: "))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(
            undated(&head),
            undated(&format!("{get_head}\r\n\r\n")),
            "HEAD {target}"
        );
    }
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// Sends `first`, then one byte of `drip` every 50 ms until the server hangs up, at most
/// `most` bytes; returns how many were sent before it did (`None`: it never did).
fn drip(address: &str, first: &[u8], most: usize) -> Option<usize> {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream.write_all(first).unwrap();
    // Both directions are watched: a hang-up shows as a failed write or an end of input.
    stream
        .set_read_timeout(Some(Duration::from_millis(1)))
        .unwrap();
    let mut sink = [0u8; 4096];
    for sent in 0..most {
        thread::sleep(Duration::from_millis(50));
        if stream.write_all(b"a").is_err() {
            return Some(sent);
        }
        loop {
            match stream.read(&mut sink) {
                Ok(0) => return Some(sent),
                Ok(_) => continue,
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                    break;
                }
                Err(_) => return Some(sent),
            }
        }
    }
    None
}

/// Slow clients on a server of two workers: two that trickle a body after an error (the
/// 405 of a POST: the body is dropped with the connection, after a moment of reading it, so
/// the client gets its answer), two that drip a head that never ends, and ten idle
/// connections. Each is hung up on well before it is done (before 400 bytes, 20 seconds of
/// dripping: the deadlines are 1 and 5 seconds), and a page asked for meanwhile is served.
/// Before the deadlines, a client trickling after an error kept its worker for as long as
/// it went on (a timeout per read, renewed by every byte): two of them took this server
/// down.
#[test]
fn slow_clients_are_hung_up_on_and_pages_are_served_meanwhile() {
    let (env, _) = two_games();
    let (daemon, address) = start_with(&env, &["--workers", "2"]);
    let most = 400;
    let mut clients = Vec::new();
    for first in [
        &b"POST / HTTP/1.1\r\nContent-Length: 100000\r\n\r\n"[..],
        b"POST / HTTP/1.1\r\nContent-Length: 100000\r\n\r\n",
        b"GET / HTTP/1.1\r\nX-Slow: ",
        b"GET / HTTP/1.1\r\nX-Slow: ",
    ] {
        let address = address.clone();
        clients.push(thread::spawn(move || drip(&address, first, most)));
    }
    let idle: Vec<TcpStream> = (0..10)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    thread::sleep(Duration::from_millis(300));
    let page = send(&address, b"GET /games/2 HTTP/1.1\r\n\r\n");
    assert_eq!(page.status, 200);
    for client in clients {
        let sent = client.join().unwrap();
        assert!(
            sent.is_some_and(|n| n < most),
            "a slow client was not hung up on: {sent:?}"
        );
    }
    for mut stream in idle {
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut bytes = Vec::new();
        let read = stream.read_to_end(&mut bytes);
        assert!(
            read.is_ok() && bytes.is_empty(),
            "an idle connection is closed without an answer: {read:?} {bytes:?}"
        );
    }
    assert_eq!(send(&address, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

//! Issue 80: idle and slow clients cost a socket, not a worker. Before, each of the workers
//! waited for a request's head on its connection: as many idle sockets as workers stopped
//! every page. Here hundreds of idle sockets and tens of slowloris ones (a header byte a
//! second) are held open against a server of two workers while real pages are asked for:
//! each is answered, the whole page. No assertion is about time: the idle sockets are
//! closed by the server on its own (its head timeout), each without an answer, and the
//! slow ones are hung up on long before their head could end.

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use super::{get, start_with, two_games};

/// Idle connections: connected, sending nothing.
const IDLE: usize = 300;
/// Slowloris connections: a head begun, then a byte of it each second.
const SLOW: usize = 30;
/// The most bytes a slow client drips before giving up on being hung up on (a head of
/// that many bytes a second would take over a minute; the server's timeout is 5 s).
const DRIP_MOST: usize = 60;

/// Drips a byte a second into each of `streams` until each is hung up on (a failed write
/// or the end of its input) or has sent [`DRIP_MOST`] bytes; returns, for each, whether the
/// server hung up on it first.
fn drip_all(mut streams: Vec<TcpStream>, started: Arc<AtomicBool>) -> Vec<bool> {
    for s in &mut streams {
        s.set_read_timeout(Some(Duration::from_millis(1))).unwrap();
        s.write_all(b"GET / HTTP/1.1\r\nX-Slow: ").unwrap();
    }
    started.store(true, Ordering::SeqCst);
    let mut hung_up = vec![false; streams.len()];
    let mut sink = [0u8; 1024];
    for _ in 0..DRIP_MOST {
        if hung_up.iter().all(|h| *h) {
            break;
        }
        thread::sleep(Duration::from_secs(1));
        for (s, hung_up) in streams.iter_mut().zip(hung_up.iter_mut()) {
            if *hung_up {
                continue;
            }
            if s.write_all(b"a").is_err() {
                *hung_up = true;
                continue;
            }
            match s.read(&mut sink) {
                Ok(0) => *hung_up = true,
                Ok(_) => {}
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(_) => *hung_up = true,
            }
        }
    }
    hung_up
}

#[test]
fn pages_are_served_beside_hundreds_of_idle_and_slowloris_connections() {
    let (env, _) = two_games();
    let (daemon, address) = start_with(&env, &["--workers", "2"]);
    let idle: Vec<TcpStream> = (0..IDLE)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    let slow: Vec<TcpStream> = (0..SLOW)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    let started = Arc::new(AtomicBool::new(false));
    let dripping = {
        let started = Arc::clone(&started);
        thread::spawn(move || drip_all(slow, started))
    };
    while !started.load(Ordering::SeqCst) {
        thread::sleep(Duration::from_millis(10));
    }
    // Real readers, four at once, while every idle and slow socket is held.
    let readers: Vec<_> = (0..4)
        .map(|i| {
            let address = address.clone();
            thread::spawn(move || {
                for target in ["/", "/games/2", "/games/1?ply=30", "/standings"] {
                    let page = get(&address, target);
                    assert_eq!(page.status, 200, "reader {i}: {target}");
                    assert!(page.body.ends_with("</html>\n"), "{target}: the whole page");
                    assert_eq!(
                        page.headers["content-length"],
                        page.body.len().to_string(),
                        "{target}"
                    );
                }
            })
        })
        .collect();
    for reader in readers {
        reader.join().unwrap();
    }
    // The idle ones: closed by the server, without an answer.
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
    let hung_up = dripping.join().unwrap();
    assert!(
        hung_up.iter().all(|h| *h),
        "a slowloris client was not hung up on: {hung_up:?}"
    );
    assert_eq!(get(&address, "/games/2").status, 200);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// Reads one response from `stream` (by its `Content-Length`): its status and body.
fn read_response(stream: &mut TcpStream) -> (u16, String) {
    let mut bytes = Vec::new();
    let mut byte = [0u8; 1];
    while !bytes.ends_with(b"\r\n\r\n") {
        assert_eq!(stream.read(&mut byte).unwrap(), 1, "the head ends");
        bytes.push(byte[0]);
    }
    let head = String::from_utf8(bytes).unwrap();
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Length: "))
        .unwrap()
        .parse()
        .unwrap();
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body).unwrap();
    (
        head[9..12].parse().unwrap(),
        String::from_utf8(body).unwrap(),
    )
}

/// Keep-alive: requests one after another on one connection are each answered on it, until
/// the client says `Connection: close`.
#[test]
fn one_connection_serves_requests_in_turn() {
    let (env, _) = two_games();
    let (daemon, address) = start_with(&env, &["--workers", "1"]);
    let mut stream = TcpStream::connect(&address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    for target in ["/games/2", "/style.css", "/nothing", "/games/1?ply=3"] {
        write!(stream, "GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let (status, body) = read_response(&mut stream);
        let expected = if target == "/nothing" { 404 } else { 200 };
        assert_eq!(status, expected, "{target}");
        assert!(!body.is_empty(), "{target}");
    }
    stream
        .write_all(b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    assert_eq!(read_response(&mut stream).0, 200);
    let mut rest = Vec::new();
    assert_eq!(stream.read_to_end(&mut rest).unwrap(), 0, "then it closes");
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// `--max-connections`: past it the server accepts no more until one ends, so a page asked
/// for while every connection is held by an idle client waits, and is answered once the
/// server has closed them (no client is refused).
#[test]
fn past_the_most_connections_the_next_one_waits_for_a_free_one() {
    let (env, _) = two_games();
    let (daemon, address) = start_with(&env, &["--max-connections", "3"]);
    let idle: Vec<TcpStream> = (0..3)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    let page = get(&address, "/games/2");
    assert_eq!(page.status, 200);
    drop(idle);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The open-files limit: `web` raises its soft limit to the hard one at start, and when even
/// that is too low for `--max-connections`, allows the connections it can and says so.
#[test]
fn the_open_files_limit_is_raised_and_a_low_one_said() {
    use std::os::unix::process::CommandExt;
    let (env, _) = two_games();
    for (soft, hard, warned) in [(64, 4096, false), (64, 256, true)] {
        let mut cmd = env.std_cmd();
        cmd.args([
            "web",
            "--listen",
            "127.0.0.1:0",
            "--max-connections",
            "1000",
        ]);
        // SAFETY: setrlimit(2) between fork and exec touches nothing but the child's limit.
        unsafe {
            cmd.pre_exec(move || {
                let limit = libc::rlimit {
                    rlim_cur: soft,
                    rlim_max: hard,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
        let daemon = crate::support::daemon::Daemon::spawn(cmd);
        let log = daemon.wait_for(
            "serving the web pages on http://",
            1,
            Duration::from_secs(20),
        );
        let limits =
            std::fs::read_to_string(format!("/proc/{}/limits", daemon.child.id())).unwrap();
        let open_files = limits
            .lines()
            .find(|l| l.starts_with("Max open files"))
            .unwrap();
        let numbers: Vec<&str> = open_files.split_whitespace().skip(3).take(2).collect();
        assert_eq!(
            numbers,
            [hard.to_string(), hard.to_string()],
            "{open_files}"
        );
        assert_eq!(
            log.contains("fewer than --max-connections 1000 needs"),
            warned,
            "{log}"
        );
        if warned {
            assert!(log.contains("at most 192 connections at once"), "{log}");
        }
        let address = log
            .split("serving the web pages on http://")
            .nth(1)
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .trim()
            .to_string();
        assert_eq!(get(&address, "/").status, 200);
        let (code, log) = daemon.terminate();
        assert_eq!(code, Some(0), "{log}");
    }
}

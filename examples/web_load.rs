//! Load for the web pages' benchmark (`benches/web.sh`): readers that fetch pages of a
//! running `stratego-pbem web` one after another, each on a new connection, for a while;
//! then the latency of a page, p50 and p99.
//!
//! ```sh
//! cargo run --release --example web_load -- --db stratego.db --address 127.0.0.1:8080 \
//!     --readers 8 --seconds 10
//! ```
//!
//! The pages are drawn at random from what the database holds (read once, before): the
//! list of games and its second page, the standings, a player, a game, and a game at a
//! random ply (a replay). With `--while PID`, it runs as long as process PID lives (the
//! mail being handled), at least `--seconds`, and never more than [`LONGEST`]; with
//! `--while-file PATH`, as long as the process whose PID is written there lives, once it
//! is written (the batch started once the connections are held).
//!
//! With `--idle N --slow M` (issue 80, `benches/web-idle.sh`), it also holds N idle
//! connections (connected, sending nothing) and M slowloris ones (a head begun, then one
//! byte of it every `--drip-seconds`) open against the server while the readers read: each
//! is looked at once a second (a quarter of them every 250 ms), and one the server closed
//! (its head timeout) is opened again, so that about as many stay open throughout. That
//! thread runs 10 lower (nice), as the server's workers do: on a real host these clients
//! are elsewhere, and here they should not take the mail's CPU.
//!
//! With `--pause-ms N`, each reader waits that long after each page (a person reading it),
//! instead of asking for the next at once.
//!
//! It only ever talks to 127.0.0.1.

use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The longest it runs, whatever it is told.
const LONGEST: Duration = Duration::from_secs(600);

struct Args {
    db: String,
    address: String,
    readers: usize,
    seconds: u64,
    while_pid: Option<u32>,
    while_file: Option<String>,
    idle: usize,
    slow: usize,
    drip: Duration,
    pause: Duration,
}

fn parse_args() -> Args {
    let mut a = Args {
        db: String::new(),
        address: String::new(),
        readers: 8,
        seconds: 10,
        while_pid: None,
        while_file: None,
        idle: 0,
        slow: 0,
        drip: Duration::from_secs(2),
        pause: Duration::ZERO,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().expect("a value after each flag");
        match flag.as_str() {
            "--db" => a.db = value,
            "--address" => a.address = value,
            "--readers" => a.readers = value.parse().expect("--readers N"),
            "--seconds" => a.seconds = value.parse().expect("--seconds N"),
            "--while" => a.while_pid = Some(value.parse().expect("--while PID")),
            "--while-file" => a.while_file = Some(value),
            "--pause-ms" => a.pause = Duration::from_millis(value.parse().expect("--pause-ms N")),
            "--idle" => a.idle = value.parse().expect("--idle N"),
            "--slow" => a.slow = value.parse().expect("--slow N"),
            "--drip-seconds" => {
                a.drip = Duration::from_secs_f64(value.parse().expect("--drip-seconds S"));
            }
            _ => panic!(
                "usage: web_load --db PATH --address 127.0.0.1:PORT [--readers N] [--seconds N] \
                 [--while PID] [--while-file PATH] [--pause-ms N] [--idle N] [--slow N] \
                 [--drip-seconds S]"
            ),
        }
    }
    assert!(
        !a.db.is_empty() && !a.address.is_empty(),
        "give --db and --address"
    );
    let address: SocketAddr = a.address.parse().expect("--address 127.0.0.1:PORT");
    assert_eq!(
        address.ip(),
        Ipv4Addr::LOCALHOST,
        "web_load only talks to 127.0.0.1"
    );
    a
}

/// The addresses to fetch, from the database.
fn targets(db: &str) -> Vec<String> {
    let conn =
        rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .expect("open the database");
    let games: Vec<(i64, i64)> = conn
        .prepare("SELECT id, ply FROM games WHERE status != 'setup' ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let users: Vec<String> = conn
        .prepare("SELECT userid FROM users ORDER BY userid_key LIMIT 200")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    let mut out = vec![
        "/".to_string(),
        "/standings".to_string(),
        "/standings/small".to_string(),
    ];
    if let Some((id, _)) = games.get(games.len() / 2) {
        out.push(format!("/?before={id}"));
    }
    for u in users.iter().take(20) {
        out.push(format!("/players/{u}"));
    }
    for _ in 0..200 {
        let &(id, ply) = games.choose(&mut rng).expect("games in the database");
        out.push(format!("/games/{id}"));
        out.push(format!("/games/{id}?ply={}", rng.random_range(0..=ply)));
    }
    out
}

/// The status of `GET target` on a new connection (closed after it), 0 when none came.
fn fetch(address: &str, target: &str) -> u16 {
    let Ok(mut s) = TcpStream::connect(address) else {
        return 0;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(30)));
    if write!(
        s,
        "GET {target} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n"
    )
    .is_err()
    {
        return 0;
    }
    let mut body = Vec::with_capacity(64 * 1024);
    if s.read_to_end(&mut body).is_err() || body.len() < 12 {
        return 0;
    }
    std::str::from_utf8(&body[9..12])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// The first bytes of a slowloris client's head, which never ends.
const SLOW_HEAD: &[u8] = b"GET / HTTP/1.1\r\nHost: bench\r\nX-Slow: ";

/// What holding the idle and slow connections took.
#[derive(Default)]
struct Held {
    /// Connections opened, the first ones included.
    opened: usize,
    /// Connections that could not be opened (within a second).
    failed: usize,
    /// Connections open at each round, idle and slow together: the least and the sum.
    least_open: Option<usize>,
    open_sum: usize,
    rounds: usize,
}

/// A new connection for the holder, non-blocking (a slow one with its head begun).
fn open_held(address: &SocketAddr, slow: bool, held: &mut Held) -> Option<TcpStream> {
    match TcpStream::connect_timeout(address, Duration::from_secs(1)) {
        Ok(mut s) => {
            if slow && s.write_all(SLOW_HEAD).is_err() {
                held.failed += 1;
                return None;
            }
            let _ = s.set_nonblocking(true);
            held.opened += 1;
            Some(s)
        }
        Err(_) => {
            held.failed += 1;
            None
        }
    }
}

/// Whether the server has closed `s` (an end of input, or an error).
fn closed(s: &mut TcpStream) -> bool {
    let mut sink = [0u8; 512];
    match s.read(&mut sink) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => e.kind() != ErrorKind::WouldBlock,
    }
}

/// Drops `s` with a reset (SO_LINGER 0): the server closed first, and a normal close on
/// both sides of loopback would leave its port in TIME_WAIT, thousands a second.
fn reset(s: TcpStream) {
    let _ = socket2::SockRef::from(&s).set_linger(Some(Duration::ZERO));
}

/// Rounds of the holder: each takes one part of the connections in turn, so that every
/// connection is looked at each second and those to open again come in small groups, as
/// from clients each on its own, not all at once.
const ROUNDS_A_SECOND: usize = 4;

/// Holds `idle` idle and `slow` slowloris connections to `address` until `stop`: each
/// connection is looked at once a second, and opened again if the server closed it; every
/// `drip` (to the second), a slow one sends one more byte of its head.
fn hold(
    address: &str,
    (idle, slow, drip): (usize, usize, Duration),
    ready: &AtomicBool,
    stop: &AtomicBool,
) -> Held {
    // SAFETY: nice(2) lowers this thread's priority; nothing else.
    unsafe { libc::nice(10) };
    let address: SocketAddr = address.parse().expect("an address");
    let mut held = Held::default();
    // Each: whether it is slow, when it drips next, the connection.
    let mut conns: Vec<(bool, Instant, Option<TcpStream>)> = (0..idle + slow)
        .map(|i| {
            let slow = i >= idle;
            (
                slow,
                Instant::now() + drip,
                open_held(&address, slow, &mut held),
            )
        })
        .collect();
    ready.store(true, Ordering::SeqCst);
    let part = conns.len().div_ceil(ROUNDS_A_SECOND).max(1);
    let mut round = 0;
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_secs(1) / ROUNDS_A_SECOND as u32);
        let first = (round % ROUNDS_A_SECOND) * part;
        let now = Instant::now();
        for (slow, next_drip, conn) in conns.iter_mut().skip(first).take(part) {
            if let Some(s) = conn {
                let dripping = *slow && now >= *next_drip;
                if dripping {
                    *next_drip = now + drip;
                }
                if closed(s) || (dripping && s.write_all(b"a").is_err()) {
                    reset(conn.take().expect("open"));
                }
            }
            if conn.is_none() && !stop.load(Ordering::SeqCst) {
                *conn = open_held(&address, *slow, &mut held);
                *next_drip = now + drip;
            }
        }
        round += 1;
        if round % ROUNDS_A_SECOND == 0 {
            let open = conns.iter().filter(|c| c.2.is_some()).count();
            held.rounds += 1;
            held.open_sum += open;
            held.least_open = Some(held.least_open.map_or(open, |l| l.min(open)));
        }
    }
    held
}

/// Raises this process's open-files soft limit to its hard limit (10,000 held connections
/// need more than the usual 1,024).
fn raise_open_files() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit(2) and setrlimit(2) read and write the struct given, nothing else.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

fn alive(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
        && !std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| s.contains(") Z "))
}

fn main() {
    let args = parse_args();
    let targets = targets(&args.db);
    raise_open_files();
    let (ready, stop_holding) = (AtomicBool::new(false), AtomicBool::new(false));
    let (held, results, start) = std::thread::scope(|scope| {
        let holder = (args.idle + args.slow > 0).then(|| {
            let (address, ready, stop) = (&args.address, &ready, &stop_holding);
            let counts = (args.idle, args.slow, args.drip);
            scope.spawn(move || hold(address, counts, ready, stop))
        });
        // Every connection held once, before the readers start.
        while holder.is_some() && !ready.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(50));
        }
        let start = Instant::now();
        let results = read(&args, &targets, start);
        stop_holding.store(true, Ordering::SeqCst);
        (holder.map(|h| h.join().unwrap()), results, start)
    });
    report(&args, held, results, start);
}

/// Each reader's page times and failures, until done.
fn read(args: &Args, targets: &[String], start: Instant) -> Vec<(Vec<Duration>, usize)> {
    let min = Duration::from_secs(args.seconds);
    let done = |start: Instant| {
        start.elapsed() >= LONGEST
            || start.elapsed() >= min
                && args.while_pid.is_none_or(|pid| !alive(pid))
                && args.while_file.as_ref().is_none_or(|file| {
                    std::fs::read_to_string(file)
                        .ok()
                        .and_then(|pid| pid.trim().parse().ok())
                        .is_some_and(|pid| !alive(pid))
                })
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.readers)
            .map(|i| {
                let (address, done) = (&args.address, &done);
                scope.spawn(move || {
                    let mut rng = SmallRng::seed_from_u64(i as u64 + 7);
                    let (mut times, mut errors) = (Vec::new(), 0);
                    while !done(start) {
                        let target = targets.choose(&mut rng).unwrap();
                        let t = Instant::now();
                        let status = fetch(address, target);
                        times.push(t.elapsed());
                        if status != 200 {
                            errors += 1;
                        }
                        std::thread::sleep(args.pause);
                    }
                    (times, errors)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

/// The latency of a page, p50 and p99, and what holding took.
fn report(args: &Args, held: Option<Held>, results: Vec<(Vec<Duration>, usize)>, start: Instant) {
    let errors: usize = results.iter().map(|r| r.1).sum();
    let mut all: Vec<Duration> = results.into_iter().flat_map(|r| r.0).collect();
    all.sort();
    assert!(!all.is_empty(), "no page was fetched");
    let ms = |q: f64| all[((all.len() as f64 - 1.0) * q) as usize].as_secs_f64() * 1000.0;
    println!(
        "{} readers, {} pages in {:.1} s ({:.0}/s), p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms, {} not 200",
        args.readers,
        all.len(),
        start.elapsed().as_secs_f64(),
        all.len() as f64 / start.elapsed().as_secs_f64(),
        ms(0.5),
        ms(0.99),
        ms(1.0),
        errors
    );
    if let Some(h) = held {
        println!(
            "  held {} idle and {} slowloris: open at each second at least {} (mean {:.0}), \
             {} opened in all, {} could not be",
            args.idle,
            args.slow,
            h.least_open.unwrap_or(0),
            h.open_sum as f64 / h.rounds.max(1) as f64,
            h.opened,
            h.failed
        );
    }
}

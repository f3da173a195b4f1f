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
//! mail being handled), at least `--seconds`.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

struct Args {
    db: String,
    address: String,
    readers: usize,
    seconds: u64,
    while_pid: Option<u32>,
}

fn parse_args() -> Args {
    let mut a = Args {
        db: String::new(),
        address: String::new(),
        readers: 8,
        seconds: 10,
        while_pid: None,
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
            _ => panic!(
                "usage: web_load --db PATH --address HOST:PORT [--readers N] [--seconds N] [--while PID]"
            ),
        }
    }
    assert!(
        !a.db.is_empty() && !a.address.is_empty(),
        "give --db and --address"
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

fn fetch(address: &str, target: &str) -> u16 {
    let mut s = TcpStream::connect(address).expect("connect");
    write!(s, "GET {target} HTTP/1.1\r\nHost: bench\r\n\r\n").unwrap();
    let mut body = Vec::with_capacity(64 * 1024);
    s.read_to_end(&mut body).expect("read");
    std::str::from_utf8(&body[9..12]).unwrap().parse().unwrap()
}

fn alive(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
        && !std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| s.contains(") Z "))
}

fn main() {
    let args = parse_args();
    let targets = targets(&args.db);
    let start = Instant::now();
    let min = Duration::from_secs(args.seconds);
    let done =
        |start: Instant| start.elapsed() >= min && args.while_pid.is_none_or(|pid| !alive(pid));
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.readers)
            .map(|i| {
                let (targets, address, done) = (&targets, &args.address, &done);
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
                    }
                    (times, errors)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
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
}

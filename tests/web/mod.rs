//! Issue 28: `stratego-pbem web`, the read-only pages of games, standings and replays,
//! started on a free loopback port and fetched over plain HTTP: every page, the fog of war
//! (a running game shows, at every ply, exactly the board its observer's mail showed), bad
//! input (each a 4xx), the security headers, a mail handled while pages are read, and the
//! "see the game on the web" link of board mails. The real browser is in [`browser`]; the
//! pages where a player clicks a move or an army (issue 79) in [`compose`]; the pages in
//! each language (issue 81) in [`languages`].

mod attacks;
mod browser;
mod compose;
mod database;
mod fog;
mod idle;
mod languages;
mod reading;

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use crate::html::browser::{dom_cells, first_moves, record};
use crate::support::daemon::Daemon;
use crate::support::server::{Env, Sent, addr};

pub const PLAYERS: [(&str, &str); 3] = [
    ("alice", "Alice-Web-41"),
    ("bob", "Bob-Web-52"),
    ("carol", "Carol-Web-63"),
];
/// Plies of the recorded game played in each of the two games.
pub const PLIES: usize = 60;

/// An installation with two classic games between alice (Red) and bob (Blue), both the
/// first 60 plies of a recorded UCC game (battles on both sides), carol watching both:
/// game 1 then resigned by bob (finished), game 2 running. Every game mail goes through
/// one `ingest --maildir`, as a mail server would hand it over; carol's board mails are
/// returned (what an observer saw after each ply).
pub fn two_games() -> (Env, Vec<Sent>) {
    let (armies, _) = record();
    two_games_with(&armies[1], false)
}

/// [`two_games`] with `blue_army` for bob in both games; with `more`, also game 3 in setup
/// (bob deployed `blue_army`, alice not yet) and alice's draw offer pending in game 2.
pub fn two_games_with(blue_army: &str, more: bool) -> (Env, Vec<Sent>) {
    let env = Env::new();
    for (u, pw) in PLAYERS {
        env.setup_register(&addr(u), u, pw);
    }
    env.take_mails();
    let [(red, red_pw), (blue, blue_pw), (watcher, watcher_pw)] = PLAYERS;
    let (armies, moves) = record();
    let mut mails: Vec<(String, String, String)> = Vec::new();
    let mut push = |from: &str, subject: String, body: &str| {
        mails.push((addr(from), subject, body.to_string()));
    };
    for game in 1..=2 {
        push(
            red,
            format!("stratego challenge {red} {blue} -twosquare=0 {red_pw}"),
            "",
        );
        push(
            watcher,
            format!("stratego subscribe {game} {watcher} {watcher_pw}"),
            "",
        );
        push(
            red,
            format!("stratego deploy {game} {red} {red_pw}"),
            &armies[0],
        );
        push(
            blue,
            format!("stratego deploy {game} {blue} {blue_pw}"),
            blue_army,
        );
        for (is_red, mv) in first_moves(&moves, PLIES) {
            let (u, pw) = if is_red {
                (red, red_pw)
            } else {
                (blue, blue_pw)
            };
            push(u, format!("stratego move {game} {u} {pw} {mv}"), "");
        }
    }
    push(blue, format!("stratego resign 1 {blue} {blue_pw}"), "");
    if more {
        push(red, format!("stratego challenge {red} {blue} {red_pw}"), "");
        push(
            blue,
            format!("stratego deploy 3 {blue} {blue_pw}"),
            blue_army,
        );
        push(red, format!("stratego move 2 {red} {red_pw} propose"), "");
    }
    let maildir = env.dir.path().join("maildir");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    for (i, (from, subject, body)) in mails.iter().enumerate() {
        std::fs::write(
            maildir.join("new").join(format!("{i:05}.eml")),
            Env::compose(from, subject, body),
        )
        .unwrap();
    }
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(&maildir)
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(log.contains("0 refused"), "every mail applied: {log}");
    let carol = env
        .take_mails()
        .into_iter()
        .filter(|m| m.to == addr(watcher) && m.html.is_some())
        .collect();
    (env, carol)
}

/// Red plays, in game 2, the recorded game's move after `played` plies (Red's turn).
pub fn red_plays_recorded_move(env: &Env, played: usize) {
    let [(red, red_pw), ..] = PLAYERS;
    let (_, moves) = record();
    let (_, next) = first_moves(&moves, played + 1)[played];
    let outcome = env.mail(
        &addr(red),
        &format!("stratego move 2 {red} {red_pw} {next}"),
        "",
    );
    assert!(outcome.contains("applied"), "{outcome}");
}

/// The web server of `env` on a free loopback port, and its address.
pub fn start(env: &Env) -> (Daemon, String) {
    start_with(env, &[])
}

/// [`start`] with more arguments (`--workers 1`).
pub fn start_with(env: &Env, args: &[&str]) -> (Daemon, String) {
    let mut cmd = env.std_cmd();
    cmd.args(["web", "--listen", "127.0.0.1:0"]).args(args);
    let daemon = Daemon::spawn(cmd);
    const SERVING: &str = "serving the web pages on http://";
    let log = daemon.wait_for(SERVING, 1, Duration::from_secs(20));
    let at = log.find(SERVING).unwrap() + SERVING.len();
    let address = log[at..].lines().next().unwrap().trim().to_string();
    (daemon, address)
}

/// A response: status, headers (names in lowercase), body.
pub struct Page {
    pub status: u16,
    pub headers: HashMap<String, String>,
    pub body: String,
}

/// Sends `raw` to `address`, shuts the sending side (the server answers what it was sent,
/// then closes: keep-alive ends there) and reads until the server closes the connection:
/// the bytes read, and how the reading ended (an error after an answer still leaves it
/// read).
pub fn round_trip(address: &str, raw: &[u8]) -> (Vec<u8>, std::io::Result<usize>) {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    stream.write_all(raw).unwrap();
    // A server that closed first (a head too large) may refuse the rest: no matter.
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let mut bytes = Vec::new();
    let read = stream.read_to_end(&mut bytes);
    (bytes, read)
}

/// Sends `raw` (a whole request) to `address` and reads the response to its end.
pub fn send(address: &str, raw: &[u8]) -> Page {
    let (bytes, read) = round_trip(address, raw);
    read.expect("read the response");
    let text = String::from_utf8(bytes).expect("UTF-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    let mut lines = head.lines();
    let status = lines.next().unwrap()[9..12].parse().unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_string()))
        .collect();
    Page {
        status,
        headers,
        body: body.to_string(),
    }
}

/// `GET target`.
pub fn get(address: &str, target: &str) -> Page {
    send(
        address,
        format!("GET {target} HTTP/1.1\r\nHost: {address}\r\n\r\n").as_bytes(),
    )
}

/// The board's cells of a page or mail: square -> (title, text).
fn cells(html: &str) -> HashMap<String, (String, String)> {
    dom_cells(html)
}

/// Carol's board mail after ply `ply` of game `game`.
fn observer_mail(carol: &[Sent], game: u32, ply: usize) -> &Sent {
    let last = format!(" (move {ply}).</p>");
    carol
        .iter()
        .find(|m| {
            m.subject.starts_with(&format!("Stratego game {game}:"))
                && m.html
                    .as_deref()
                    .is_some_and(|h| h.contains("Last move: ") && h.contains(&last))
        })
        .unwrap_or_else(|| panic!("no board mail to carol after ply {ply} of game {game}"))
}

#[test]
fn pages_show_games_standings_players_and_replays() {
    let (env, carol) = two_games();
    let (daemon, address) = start(&env);

    // The list: both games, newest first, with players, kind, ply, turn and result.
    let home = get(&address, "/");
    assert_eq!(home.status, 200);
    let (two, one) = (
        home.body.find("\"games/2\"").unwrap(),
        home.body.find("\"games/1\"").unwrap(),
    );
    assert!(two < one, "newest first");
    assert!(
        home.body
            .contains("Red (alice) to play move 61; last move 2026-11-20"),
        "{}",
        home.body
    );
    assert!(
        home.body.contains("Red won after 60 moves: bob resigned"),
        "{}",
        home.body
    );
    assert!(
        home.body
            .contains("<a href=\"players/alice\">alice</a> (Red)")
    );
    for code in ["draw-agreed", "(resign)", "1 games"] {
        assert!(!home.body.contains(code), "{code}");
    }

    // The standings and a player: game 1 was rated.
    let standings = get(&address, "/standings");
    assert_eq!(standings.status, 200);
    assert!(
        standings.body.contains("\"players/alice\""),
        "{}",
        standings.body
    );
    assert_eq!(get(&address, "/standings/small").status, 200);
    let alice = get(&address, "/players/alice");
    assert_eq!(alice.status, 200);
    assert!(alice.body.contains("<a href=\"../games/1\">1</a>, classic"));
    assert!(alice.body.contains("won"));
    assert!(
        get(&address, "/players/ALICE")
            .body
            .contains("<h1>alice</h1>")
    );

    // The finished game: both armies open at every ply, as the observer's mails placed them.
    for ply in [0, 1, 17, 30, 59, 60] {
        let page = get(&address, &format!("/games/1?ply={ply}"));
        assert_eq!(page.status, 200, "ply {ply}");
        let shown = cells(&page.body);
        assert_eq!(shown.len(), 100);
        assert!(
            !shown.values().any(|(t, _)| t.contains("unknown")),
            "ply {ply}: both armies open"
        );
        if ply > 0 {
            let mail = cells(observer_mail(&carol, 1, ply).html.as_deref().unwrap());
            for (square, (title, _)) in &mail {
                let owner = |t: &str| t.split(' ').nth(1).map(str::to_string);
                assert_eq!(
                    owner(title),
                    owner(&shown[square].0),
                    "{square} at ply {ply}"
                );
            }
        }
    }
    let over = get(&address, "/games/1");
    assert!(over.body.contains("both armies are shown open"));
    // The replay links, plain links that work without script.
    let mid = get(&address, "/games/1?ply=30").body;
    for link in [
        "rel=\"first\" href=\"../games/1?ply=0\"",
        "rel=\"prev\" href=\"../games/1?ply=29\"",
        "rel=\"next\" href=\"../games/1?ply=31\"",
        "rel=\"last\" href=\"../games/1?ply=60\"",
    ] {
        assert!(mid.contains(link), "{link}");
    }
    assert!(mid.contains("<script src=\"../replay.js\" defer></script>"));
    let script = get(&address, "/replay.js");
    assert_eq!(script.status, 200);
    assert!(script.headers["content-type"].starts_with("text/javascript"));

    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The fog of war: at every ply of the running game, the page's board is the board of the
/// observer's mail after that ply, cell for cell (title and text); no page names a rank
/// that the mail does not, in a title, a class or anywhere in the board.
#[test]
fn a_running_game_shows_no_more_than_its_observer_saw_at_any_ply() {
    let (env, carol) = two_games();
    let (daemon, address) = start(&env);
    let mut hidden = 0;
    for ply in 1..=PLIES {
        let target = if ply == PLIES {
            "/games/2".to_string()
        } else {
            format!("/games/2?ply={ply}")
        };
        let page = get(&address, &target);
        assert_eq!(page.status, 200, "{target}");
        let mail = observer_mail(&carol, 2, ply).html.as_deref().unwrap();
        let (shown, seen) = (cells(&page.body), cells(mail));
        assert_eq!(shown, seen, "{target}: the board is not the observer's");
        hidden += seen.values().filter(|(t, _)| t.contains("unknown")).count();
        // The board's whole table, as the mail has it (the same renderer, the same view).
        let table = |html: &str| {
            let start = html.find("<table role=\"grid\"").unwrap();
            html[start..start + html[start..].find("</table>").unwrap()].to_string()
        };
        assert_eq!(table(&page.body), table(mail), "{target}");
        assert!(!page.body.contains("class=\"rank"), "{target}");
    }
    assert!(hidden > 0, "the observer saw hidden pieces");
    // The move list tells the battles as `history` does, and nothing more.
    let page = get(&address, "/games/2").body;
    assert!(!page.contains("Both armies"));
    let history_battles = page.matches("<span class=\"battle\">").count();
    assert!(history_battles > 0, "the record has battles");
    assert!(page.contains("you see it as an observer does"));
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

#[test]
fn bad_requests_get_a_4xx_and_every_page_its_security_headers() {
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    let huge = format!("/games/1?ply=1&x={}", "a".repeat(20_000));
    let long = format!("/games/1?ply=1&x={}", "a".repeat(2_000));
    for (target, status) in [
        ("/games/abc", 404),
        ("/games/0", 404),
        ("/games/99", 404),
        ("/games/1?ply=-1", 400),
        ("/games/1?ply=999999", 404),
        ("/games/1?ply=61", 404),
        ("/games/1?ply=1&ply=2", 400),
        ("/games/1?ply=99999999999999999999", 400),
        // Past the head's 8 KiB, the request line is a head too large.
        (huge.as_str(), 431),
        (long.as_str(), 414),
        ("/../../etc/passwd", 404),
        ("/games/../../../etc/passwd", 404),
        ("/%2e%2e/%2e%2e/etc/passwd", 404),
        ("/style.css/../../Cargo.toml", 404),
        ("/players/nobody", 404),
        ("/players/../etc", 404),
        ("/standings/chess", 404),
        ("/games/1/x", 404),
        ("/?before=x", 400),
    ] {
        let page = get(&address, target);
        assert_eq!(page.status, status, "{}", &target[..target.len().min(80)]);
        assert!(!page.body.contains("root:"), "{target}");
    }
    for (raw, status) in [
        ("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405),
        ("DELETE /games/1 HTTP/1.1\r\n\r\n", 405),
        ("GET http://evil.example/ HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 400),
        ("nonsense\r\n\r\n", 400),
    ] {
        let page = send(&address, raw.as_bytes());
        assert_eq!(page.status, status, "{raw:?}");
    }
    let post = send(&address, b"PUT / HTTP/1.1\r\n\r\n");
    assert_eq!(post.headers["allow"], "GET, HEAD");
    let headers = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(10_000));
    assert_eq!(send(&address, headers.as_bytes()).status, 431);
    // HEAD: the headers of GET, no body.
    let head = send(&address, b"HEAD /games/1 HTTP/1.1\r\n\r\n");
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    for target in [
        "/",
        "/standings",
        "/players/bob",
        "/games/1?ply=3",
        "/games/2",
    ] {
        let page = get(&address, target);
        let csp = &page.headers["content-security-policy"];
        assert!(csp.contains("default-src 'none'") && csp.contains("script-src 'self'"));
        assert!(!csp.contains("unsafe-eval"));
        assert_eq!(page.headers["x-content-type-options"], "nosniff");
        // Keep-alive: the connection is the client's to close (or the head timeout's).
        assert!(!page.headers.contains_key("connection"), "{target}");
        // No inline script, no resource from elsewhere.
        assert!(!page.body.contains("<script>"), "{target}");
        for remote in ["http://", "https://", "//cdn", "url("] {
            assert!(!page.body.contains(remote), "{target}: {remote}");
        }
    }
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The pages read while mail is handled: a move mailed between two reads is applied (the
/// web server holds no lock against it) and the next page shows it.
#[test]
fn mail_is_handled_while_pages_are_read() {
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    let readers: Vec<_> = (0..4)
        .map(|_| {
            let address = address.clone();
            std::thread::spawn(move || {
                for _ in 0..25 {
                    assert_eq!(get(&address, "/games/2").status, 200);
                }
            })
        })
        .collect();
    red_plays_recorded_move(&env, PLIES);
    for r in readers {
        r.join().unwrap();
    }
    let page = get(&address, "/games/2").body;
    assert!(page.contains("Blue (bob) to play move 62."), "{page}");
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The nice value in a thread's `/proc/.../stat` (field 19).
fn nice_of(path: impl AsRef<std::path::Path>) -> i32 {
    let stat = std::fs::read_to_string(path).unwrap();
    // The fields after the command's name, which is in parentheses, start at field 3.
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    after.split(' ').nth(16).unwrap().parse().unwrap()
}

/// The pages run below the mail: the workers that make them 10 lower than the process was
/// started with (the test's own), or as asked, and `--nice 0` leaves them.
#[test]
fn the_pages_run_below_the_mail() {
    let (env, _) = two_games();
    let own = nice_of("/proc/thread-self/stat");
    for (args, lower) in [
        (&[][..], 10),
        (&["--nice", "3"][..], 3),
        (&["--nice", "0"], 0),
    ] {
        let (daemon, address) = start_with(&env, args);
        assert_eq!(get(&address, "/").status, 200);
        let pid = daemon.child.id();
        // Each thread's name and nice value.
        let threads: Vec<(String, i32)> = std::fs::read_dir(format!("/proc/{pid}/task"))
            .unwrap()
            .map(|t| {
                let path = t.unwrap().path();
                let name = std::fs::read_to_string(path.join("comm")).unwrap();
                (name.trim().to_string(), nice_of(path.join("stat")))
            })
            .collect();
        let expected = (own + lower).min(19);
        // The 8 workers, which make the pages; not the threads that accept and speak HTTP
        // (a connection's bytes, little CPU: below the mail they kept every page waiting
        // while a batch ran), nor the one that waits for a signal.
        let workers: Vec<i32> = threads
            .iter()
            .filter(|(name, _)| name.starts_with("web-worker"))
            .map(|t| t.1)
            .collect();
        assert_eq!(workers, vec![expected; 8], "{args:?}: {threads:?}");
        assert!(
            threads
                .iter()
                .all(|(name, nice)| name.starts_with("web-worker") || *nice == own),
            "{args:?}: {threads:?}"
        );
        let (code, log) = daemon.terminate();
        assert_eq!(code, Some(0), "{log}");
    }
    let out = env.cmd().args(["web", "--nice", "20"]).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(75),
        "a broken command line: as any (main.rs)"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--nice"), "{err}");
}

#[test]
fn a_missing_database_or_a_bad_address_stops_the_start() {
    let env = Env::new();
    let out = env
        .cmd()
        .args(["web", "--listen", "127.0.0.1:0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("there is no database at"), "{err}");
    assert!(!env.db.exists(), "nothing was created");
    env.admin(&["send"]);
    for listen in ["localhost", "127.0.0.1", "300.1.1.1:80", "127.0.0.1:99999"] {
        let out = env
            .cmd()
            .args(["web", "--listen", listen])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{listen}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("write HOST:PORT"), "{listen}: {err}");
    }
}

/// `--web-url`: the HTML part of each board mail links to the game's page; the text part
/// is unchanged, and without the option nothing changes (the golden files say so).
#[test]
fn board_mails_link_to_the_game_on_the_web_when_configured() {
    use crate::commands::{ALICE_PW, BOB_PW, game_playing, play};
    let env = Env::new();
    game_playing(&env);
    env.take_mails();
    play(&env, "alice", ALICE_PW, "a4-a5");
    let plain = env.take_mails();
    assert!(
        plain
            .iter()
            .all(|m| !m.html.as_deref().unwrap_or("").contains("on the web"))
    );
    let out = env
        .cmd()
        .env("STRATEGO_WEB_URL", "https://stratego.example.org/")
        .arg("ingest")
        .write_stdin(Env::compose(
            &addr("bob"),
            &format!("stratego move 1 bob {BOB_PW} a7-a6"),
            "",
        ))
        .output()
        .unwrap();
    assert!(out.status.success());
    let linked = env.take_mails();
    assert!(linked.len() >= 2, "{linked:#?}");
    for mail in &linked {
        let html = mail.html.as_deref().expect("a board mail in HTML");
        assert!(
            html.contains(
                "<a href=\"https://stratego.example.org/games/1\">See the game on the web</a>"
            ),
            "{html}"
        );
        assert!(
            !mail.body.contains("on the web"),
            "the text part is unchanged"
        );
    }
    let bad = env
        .cmd()
        .env("STRATEGO_WEB_URL", "javascript:alert(1)")
        .args(["run", "--from", &addr("bob"), "stratego show 1"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--web-url"));
}

/// Where `href` leads from the page at `page` (a path with its query), as a browser
/// resolves it: relative to the page's folder, `.` and `..` taken out, never above the top.
fn resolve(page: &str, href: &str) -> String {
    let path = page.split('?').next().unwrap_or(page);
    let (target, query) = href
        .split_once('?')
        .map_or((href, None), |(t, q)| (t, Some(q)));
    let mut segments: Vec<&str> = if target.starts_with('/') {
        Vec::new()
    } else {
        let folder = &path[..=path.rfind('/').expect("a path")];
        folder.split('/').filter(|s| !s.is_empty()).collect()
    };
    let parts: Vec<&str> = target.split('/').collect();
    for (i, part) in parts.iter().enumerate() {
        match *part {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            s => segments.push(s),
        }
        // `games/` and `./` keep their trailing slash.
        if i + 1 == parts.len() && matches!(*part, "" | "." | "..") && !segments.is_empty() {
            segments.push("");
        }
    }
    let mut out = format!("/{}", segments.join("/"));
    if let Some(q) = query {
        out = format!("{out}?{q}");
    }
    out
}

#[test]
fn every_link_leads_to_a_page_and_works_under_any_path_prefix() {
    assert_eq!(resolve("/games/1?ply=3", "1?ply=4"), "/games/1?ply=4");
    assert_eq!(resolve("/games/1", "../players/alice"), "/players/alice");
    assert_eq!(resolve("/standings", "./"), "/");
    assert_eq!(resolve("/players/alice", "../"), "/");
    assert_eq!(resolve("/s/games/1", "../style.css"), "/s/style.css");
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    // Every link of every page the site's links reach from its first page, each fetched.
    let mut seen = std::collections::BTreeSet::from(["/".to_string()]);
    let mut queue = vec!["/".to_string()];
    while let Some(page) = queue.pop() {
        let got = get(&address, &page);
        assert_eq!(got.status, 200, "{page}");
        if got
            .headers
            .get("content-type")
            .is_some_and(|t| !t.starts_with("text/html"))
        {
            continue;
        }
        for href in got
            .body
            .split("href=\"")
            .skip(1)
            .chain(got.body.split("src=\"").skip(1))
        {
            let href = href.split('"').next().unwrap();
            if href.starts_with("http") || href.starts_with('#') {
                continue;
            }
            // Relative: behind a proxy that serves the site under /stratego/, the link
            // stays under it.
            assert!(
                !href.starts_with('/'),
                "{page}: {href} starts at the host's root"
            );
            let prefixed = resolve(&format!("/stratego{page}"), href);
            assert!(
                prefixed.starts_with("/stratego/"),
                "{page}: {href} leaves the prefix"
            );
            let target = resolve(&page, href);
            assert_eq!(prefixed, format!("/stratego{target}"), "{page}: {href}");
            // The move list links every ply: the replay pages are fetched once, not all.
            let replay = target.contains("?ply=") && !target.ends_with("?ply=7");
            if !replay && seen.insert(target.clone()) {
                queue.push(target);
            }
        }
        assert!(seen.len() < 500, "the site's links run on: {seen:?}");
    }
    for page in [
        "/",
        "/standings",
        "/standings/classic",
        "/players/alice",
        "/games/1",
    ] {
        assert!(seen.contains(page), "{page} not linked: {seen:?}");
    }
    assert!(
        seen.contains("/style.css") && seen.contains("/games/1?ply=7"),
        "{seen:?}"
    );
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

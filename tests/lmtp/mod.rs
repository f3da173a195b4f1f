//! `stratego-pbem lmtp`, through the real binary: a daemon on 127.0.0.1 (or a Unix
//! socket) that a test talks LMTP to as Postfix's lmtp client would, several mails over one
//! connection; replies read back from the `.eml` outbox, the game through `export`.

use std::io::{BufRead, BufReader, Read, Write};
use std::time::{Duration, Instant};

use crate::commands::{
    ALICE_PW, BOB_PW, CLASSIC_ARMY, alice_in_two_games, export, game_playing, reply_address,
};
use crate::support;
use crate::support::server::{Env, addr};

/// A running `lmtp` daemon, killed when dropped.
struct Daemon {
    daemon: support::daemon::Daemon,
    /// Where it listens: `127.0.0.1:PORT` or a socket path.
    at: String,
}

impl Daemon {
    /// Starts `lmtp` with `args` for `env`, and waits until it listens.
    fn start(env: &Env, args: &[&str]) -> Daemon {
        Daemon::start_with(env.std_cmd(), args)
    }

    /// [`Daemon::start`] with the program as `cmd` has it (an environment of its own).
    fn start_with(mut cmd: std::process::Command, args: &[&str]) -> Daemon {
        cmd.arg("lmtp").args(args);
        let daemon = support::daemon::Daemon::spawn(cmd);
        const LISTENING: &str = "stratego-pbem: listening for LMTP on ";
        let log = daemon.wait_for(LISTENING, 1, Duration::from_secs(20));
        let at = log
            .lines()
            .find_map(|l| l.split_once(LISTENING).map(|(_, at)| at))
            .expect("the address")
            .to_string();
        Daemon { daemon, at }
    }

    /// A TCP daemon on a port the system picks.
    fn tcp(env: &Env) -> Daemon {
        Daemon::start(env, &["--listen", "127.0.0.1:0"])
    }

    fn log(&self) -> String {
        self.daemon.log()
    }

    /// Waits until the log holds `n` lines that contain `what`.
    fn wait_for(&self, what: &str, n: usize) -> String {
        self.daemon.wait_for(what, n, Duration::from_secs(20))
    }

    /// SIGTERM, and its exit status and log once it stopped.
    fn terminate(self) -> (Option<i32>, String) {
        self.daemon.terminate()
    }

    fn connect(&self) -> Client {
        let stream: Box<dyn ReadWrite> = if self.at.contains('/') {
            Box::new(std::os::unix::net::UnixStream::connect(&self.at).expect("connect"))
        } else {
            Box::new(std::net::TcpStream::connect(&self.at).expect("connect"))
        };
        let mut client = Client {
            stream: BufReader::new(stream),
        };
        let hello = client.reply();
        assert!(hello.starts_with("220 pbem.example LMTP"), "{hello}");
        client
    }
}

trait ReadWrite: Read + Write {}
impl<T: Read + Write> ReadWrite for T {}

/// The client side of a session.
struct Client {
    stream: BufReader<Box<dyn ReadWrite>>,
}

impl Client {
    fn send(&mut self, text: &str) {
        self.stream.get_mut().write_all(text.as_bytes()).unwrap();
    }

    /// One whole reply (the lines of a multi-line one joined by `\n`), `""` at the end.
    fn reply(&mut self) -> String {
        let mut all = String::new();
        loop {
            let mut line = String::new();
            if self.stream.read_line(&mut line).unwrap() == 0 {
                return all;
            }
            all.push_str(line.trim_end());
            if line.as_bytes().get(3) != Some(&b'-') {
                return all;
            }
            all.push('\n');
        }
    }

    /// Says LHLO.
    fn lhlo(mut self) -> Client {
        self.send("LHLO mx.pbem.example\r\n");
        let r = self.reply();
        assert!(r.ends_with("250 8BITMIME"), "{r}");
        self
    }

    /// Hands `raw` over for `recipients`, pipelined as Postfix does; the reply to each
    /// recipient after DATA.
    fn mail(&mut self, sender: &str, recipients: &[&str], raw: &str) -> Vec<String> {
        let mut text = format!("MAIL FROM:<{sender}>\r\n");
        for r in recipients {
            text.push_str(&format!("RCPT TO:<{r}>\r\n"));
        }
        text.push_str("DATA\r\n");
        self.send(&text);
        for _ in 0..=recipients.len() {
            let r = self.reply();
            assert!(r.starts_with("250 "), "{r}");
        }
        let r = self.reply();
        assert!(r.starts_with("354 "), "{r}");
        let mut data = String::new();
        for line in raw.split_inclusive('\n') {
            if line.starts_with('.') {
                data.push('.');
            }
            data.push_str(line);
        }
        if !data.ends_with('\n') {
            data.push_str("\r\n");
        }
        data.push_str(".\r\n");
        self.send(&data);
        recipients.iter().map(|_| self.reply()).collect()
    }

    /// A command mail from `user`, to the server's address.
    fn command(&mut self, user: &str, subject: &str, body: &str) -> String {
        let raw = Env::compose(&addr(user), subject, body);
        let replies = self.mail(&addr(user), &["stratego@pbem.example"], &raw);
        replies.into_iter().next().unwrap()
    }
}

/// The code of the confirmation mail to `address`, waiting for it a little: when the
/// daemon's minutely delivery pass holds the delivery lock as a mail is stored, that pass
/// delivers the mail's replies (it looks again before it lets the lock go), a moment after
/// the mail's `250`.
fn confirmation_code(env: &Env, address: &str) -> String {
    let start = Instant::now();
    let wanted = format!("To: {address}");
    loop {
        let arrived = std::fs::read_dir(&env.outbox).is_ok_and(|dir| {
            dir.filter_map(Result::ok)
                .any(|e| std::fs::read_to_string(e.path()).is_ok_and(|t| t.contains(&wanted)))
        });
        if arrived || start.elapsed() > Duration::from_secs(10) {
            return env.confirmation_code(address);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_game_is_played_over_one_connection_and_each_mail_is_answered_when_stored() {
    let env = Env::new();
    let daemon = Daemon::tcp(&env);
    let mut c = daemon.connect().lhlo();
    // Registration, and its confirmation as a reply by key: the key is in the envelope
    // recipient alone (Postfix's RCPT TO), the mail's To is the plain address.
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let r = c.command(user, &format!("stratego register {user} {pw}"), "");
        assert_eq!(r, "250 2.0.0 <stratego@pbem.example> done");
        let code = confirmation_code(&env, &addr(user));
        let raw = Env::compose(&addr(user), "Re: Stratego: please confirm", "yes");
        let to = format!("stratego+{code}@pbem.example");
        let r = c.mail(&addr(user), &[&to], &raw);
        assert_eq!(r, [format!("250 2.0.0 <{to}> done")]);
    }
    daemon.wait_for("applied: confirmed the address", 2);
    env.take_mails();
    let r = c.command(
        "alice",
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(r.starts_with("250 "), "{r}");
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let subject = format!("stratego deploy 1 {user} {pw}");
        let body = CLASSIC_ARMY.join("\n");
        assert!(c.command(user, &subject, &body).starts_with("250 "));
    }
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.subject == "Stratego game 1: your move"),
        "{mails:#?}"
    );
    let key = reply_address(&mails, "alice");
    // A move as a plain reply by key, in the envelope only.
    let raw = Env::compose(&addr("alice"), "Re: Stratego game 1: your move", "a4-a5\n");
    assert_eq!(
        c.mail(&addr("alice"), &[&key], &raw),
        [format!("250 2.0.0 <{key}> done")]
    );
    c.send("QUIT\r\n");
    assert!(c.reply().starts_with("221 "));
    let e = export(&env, 1);
    assert_eq!(e["ply"], 1, "{e}");
    assert_eq!(e["moves"][0]["from"], "a4");
    // Every reply was delivered before its 250: the outbox holds both players' boards.
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2, "{mails:#?}");
    let log = daemon.log();
    assert_eq!(log.matches("stratego-pbem: applied").count(), 8, "{log}");
}

#[test]
fn a_mail_handed_over_twice_is_applied_once() {
    let env = Env::new();
    game_playing(&env);
    let daemon = Daemon::tcp(&env);
    let raw = Env::compose(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    for _ in 0..2 {
        // A new connection each time, as after a lost 250.
        let mut c = daemon.connect().lhlo();
        let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &raw);
        assert_eq!(r, ["250 2.0.0 <stratego@pbem.example> done"]);
    }
    let log = daemon.wait_for("duplicate", 1);
    assert_eq!(log.matches("applied").count(), 1, "{log}");
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(env.take_mails().len(), 2);
}

#[test]
fn a_reply_to_two_reply_addresses_in_one_delivery_moves_in_both_games() {
    let env = Env::new();
    let (key1, key2) = alice_in_two_games(&env);
    let daemon = Daemon::tcp(&env);
    let raw = Env::compose_to(
        &addr("alice"),
        &format!("{key1}, {key2}"),
        "Re: Stratego: your move",
        "a4-a5\n",
    );
    let mut c = daemon.connect().lhlo();
    let r = c.mail(&addr("alice"), &[&key1, &key2], &raw);
    assert_eq!(
        r,
        [
            format!("250 2.0.0 <{key1}> done"),
            format!("250 2.0.0 <{key2}> done")
        ]
    );
    // Handed over again, as after a lost reply to DATA: nothing more.
    let r = c.mail(&addr("alice"), &[&key1, &key2], &raw);
    assert!(r.iter().all(|r| r.starts_with("250 ")), "{r:?}");
    let log = daemon.wait_for("duplicate", 2);
    assert!(log.contains("applied: game 1: ply 1 a4-a5"), "{log}");
    assert!(log.contains("applied: game 2: ply 1 a4-a5"), "{log}");
    assert_eq!(log.matches("ply 1 a4-a5").count(), 2, "{log}");
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(export(&env, 2)["ply"], 1);
}

#[test]
fn a_busy_database_is_answered_451_and_the_retry_is_applied() {
    let env = Env::new();
    game_playing(&env);
    let daemon = Daemon::start(
        &env,
        &["--listen", "127.0.0.1:0", "--busy-timeout-ms", "200"],
    );
    let mut c = daemon.connect().lhlo();
    let raw = Env::compose(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    let mut holder = rusqlite::Connection::open(&env.db).unwrap();
    let tx = holder
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .unwrap();
    let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &raw);
    assert!(
        r[0].starts_with("451 4.3.0 <stratego@pbem.example> nothing was applied"),
        "{r:?}"
    );
    assert_eq!(export(&env, 1)["ply"], 0);
    tx.rollback().unwrap();
    // The same session goes on, and the mail server's retry is applied.
    let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &raw);
    assert_eq!(r, ["250 2.0.0 <stratego@pbem.example> done"]);
    assert_eq!(export(&env, 1)["ply"], 1);
}

/// The move mail of these tests: alice's first move.
fn first_move() -> String {
    Env::compose(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    )
}

#[test]
fn a_panic_is_answered_451_and_the_daemon_serves_on() {
    let env = Env::new();
    game_playing(&env);
    let mut cmd = env.std_cmd();
    cmd.env("STRATEGO_FAULT", "panic@before-commit");
    let daemon = Daemon::start_with(cmd, &["--listen", "127.0.0.1:0"]);
    let mut c = daemon.connect().lhlo();
    let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &first_move());
    assert_eq!(
        r,
        ["451 4.3.0 <stratego@pbem.example> internal error; nothing was applied, try again later"]
    );
    assert_eq!(export(&env, 1)["ply"], 0);
    assert!(env.take_mails().is_empty());
    let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &first_move());
    assert_eq!(r, ["250 2.0.0 <stratego@pbem.example> done"]);
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(env.take_mails().len(), 2);
}

#[test]
fn killed_after_the_commit_before_its_250_the_mail_comes_again_and_is_applied_once() {
    let env = Env::new();
    game_playing(&env);
    let raw = first_move();
    let mut cmd = env.std_cmd();
    cmd.env("STRATEGO_FAULT", "committed");
    let daemon = Daemon::start_with(cmd, &["--listen", "127.0.0.1:0"]);
    let mut c = daemon.connect().lhlo();
    c.send("MAIL FROM:<alice@example.org>\r\nRCPT TO:<stratego@pbem.example>\r\nDATA\r\n");
    for _ in 0..3 {
        c.reply();
    }
    c.send(&format!("{raw}\r\n.\r\n"));
    // SIGKILL at the commit: the connection ends without a reply; the mail server keeps the
    // mail and hands it over again, to the daemon started anew.
    assert_eq!(c.reply(), "");
    drop(daemon);
    assert_eq!(export(&env, 1)["ply"], 1, "committed before the kill");
    let daemon = Daemon::tcp(&env);
    let mut c = daemon.connect().lhlo();
    let r = c.mail(&addr("alice"), &["stratego@pbem.example"], &raw);
    assert_eq!(r, ["250 2.0.0 <stratego@pbem.example> done"]);
    daemon.wait_for("duplicate", 1);
    assert_eq!(export(&env, 1)["ply"], 1);
    // The replies queued with the move, before the kill, went out once.
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2, "{mails:#?}");
}

#[test]
fn sigterm_ends_the_sessions_between_commands_and_the_daemon_exits_0() {
    let env = Env::new();
    game_playing(&env);
    let daemon = Daemon::tcp(&env);
    let mut c = daemon.connect().lhlo();
    let r = c.command(
        "alice",
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    assert!(r.starts_with("250 "), "{r}");
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
    // The open session was told, at most a second later (its read timeout).
    assert!(c.reply().starts_with("421 4.3.2"));
    assert_eq!(export(&env, 1)["ply"], 1);
}

#[test]
fn a_session_over_the_limit_is_told_to_come_back_and_a_unix_socket_works() {
    let env = Env::new();
    game_playing(&env);
    let socket = env.dir.path().join("lmtp.sock");
    let socket = socket.to_str().unwrap();
    let daemon = Daemon::start(&env, &["--listen", socket, "--max-sessions", "1"]);
    assert_eq!(daemon.at, socket);
    let mut first = daemon.connect().lhlo();
    let second = std::os::unix::net::UnixStream::connect(socket).unwrap();
    let mut line = String::new();
    BufReader::new(second).read_line(&mut line).unwrap();
    assert!(
        line.starts_with("421 4.3.2 pbem.example too many sessions"),
        "{line}"
    );
    let r = first.command(
        "alice",
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    assert!(r.starts_with("250 "), "{r}");
    assert_eq!(export(&env, 1)["ply"], 1);
    let (code, _) = daemon.terminate();
    assert_eq!(code, Some(0));
    assert!(
        !std::path::Path::new(socket).exists(),
        "the socket is removed"
    );
}

/// The daemon's log (issue 80): a line per mail with its outcome, game and milliseconds,
/// and never a password, a confirmation code or a reply key, even at `RUST_LOG=trace`.
#[test]
fn the_log_has_a_line_per_mail_and_no_password_or_reply_key() {
    let env = Env::new();
    let mut cmd = env.std_cmd();
    cmd.env("RUST_LOG", "trace");
    let daemon = Daemon::start_with(cmd, &["--listen", "127.0.0.1:0"]);
    let mut c = daemon.connect().lhlo();
    let mut secrets = vec![ALICE_PW.to_string(), BOB_PW.to_string()];
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        c.command(user, &format!("stratego register {user} {pw}"), "");
        let code = confirmation_code(&env, &addr(user));
        let raw = Env::compose(&addr(user), "Re: Stratego: please confirm", "yes");
        let to = format!("stratego+{code}@pbem.example");
        c.mail(&addr(user), &[&to], &raw);
        secrets.push(code);
    }
    c.command(
        "alice",
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let subject = format!("stratego deploy 1 {user} {pw}");
        c.command(user, &subject, &CLASSIC_ARMY.join("\n"));
    }
    let mails = env.take_mails();
    let key = reply_address(&mails, "alice");
    let raw = Env::compose(&addr("alice"), "Re: Stratego game 1: your move", "a4-a5\n");
    c.mail(&addr("alice"), &[&key], &raw);
    c.send("QUIT\r\n");
    c.reply();
    let key_part = key
        .strip_prefix("stratego+")
        .and_then(|k| k.split('@').next())
        .expect("a reply key")
        .to_string();
    secrets.push(key_part);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
    // One line per mail: 8 mails, each applied, the game named where there is one.
    let handled: Vec<&str> = log
        .lines()
        .filter(|l| l.contains(" INFO ") && l.contains("stratego-pbem: applied"))
        .collect();
    assert_eq!(handled.len(), 8, "{log}");
    assert!(handled.iter().all(|l| l.contains(" ms=")), "{log}");
    assert!(
        handled.iter().filter(|l| l.contains(" game=1")).count() >= 3,
        "the deploys and the move name game 1: {log}"
    );
    for secret in &secrets {
        assert!(
            !log.contains(secret.as_str()),
            "{secret:?} in the log:\n{log}"
        );
    }
    // Nor the text of a mail (the army, the move's body).
    assert!(!log.contains(CLASSIC_ARMY[0]), "{log}");
}

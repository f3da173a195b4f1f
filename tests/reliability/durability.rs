//! Durability (docs/RELIABILITY.md, "Durability"): a mail is on disk before the MTA hears
//! exit 0, before it is moved to `cur/`, and before a reply it caused gets its final name in
//! the outbox; a move mail costs 2 syncs in all. A power cut cannot be staged in a test, but
//! what makes one harmless is the order of the program's writes and syncs, and that is seen
//! in its system calls: each test runs the program under `strace`.
//!
//! Without strace the tests are skipped with a message (`scripts/test-deps` installs it as
//! root); under `CI=true` they fail instead.

use std::path::Path;
use std::process::{Command, Output};

use rusqlite::Connection;

use super::{Mail, addr, run_with_stdin, started, wrapped};
use crate::support::server::Env;

/// What the trace shows, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Event {
    /// A write into the database's WAL (a commit's pages).
    WalWrite,
    /// A sync that makes the WAL durable: `fdatasync`/`fsync` of the WAL, or `syncfs`.
    WalSync,
    /// Any other sync (the outbox directory's `fsync`, a checkpoint's sync of the database).
    OtherSync,
    /// A file given the name `to`: renamed, or an unnamed file linked (`O_TMPFILE`).
    Named { to: String },
}

/// `strace`, if it can be run; else `None` after saying why (a failure under `CI=true`).
fn strace() -> Option<&'static str> {
    let found = Command::new("strace")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        let msg = "strace is not installed (apt-get install strace): durability test skipped";
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true: the durability tests cannot be skipped: {msg}"
        );
        eprintln!("{msg}");
        return None;
    }
    Some("strace")
}

/// Runs the program with `args` and `stdin` under strace; its output and what it did.
fn traced(env: &Env, args: &[&str], stdin: &[u8]) -> Option<(Output, Vec<Event>)> {
    let strace = strace()?;
    let log = env.dir.path().join("strace.log");
    let log_arg = log.display().to_string();
    let mut cmd = wrapped(
        env,
        &[
            strace,
            "-f",
            "-qq",
            "-y",
            "-s",
            "0",
            "-e",
            "signal=none",
            "-e",
            "trace=pwrite64,write,fdatasync,fsync,syncfs,rename,renameat,renameat2,linkat",
            "-o",
            &log_arg,
            "--",
        ],
    );
    cmd.args(args);
    let out = run_with_stdin(cmd, stdin);
    let text = std::fs::read_to_string(&log).expect("the strace log");
    Some((out, text.lines().filter_map(event).collect()))
}

fn event(line: &str) -> Option<Event> {
    // "PID call(args) = result"
    let call = line.split_once(' ').map_or(line, |(_, rest)| rest).trim();
    let name = call.split('(').next()?;
    let first_arg = call.split_once('(')?.1;
    let on_wal = first_arg.split(',').next()?.contains("-wal>");
    match name {
        "pwrite64" | "write" if on_wal => Some(Event::WalWrite),
        "fdatasync" | "fsync" if on_wal => Some(Event::WalSync),
        "syncfs" => Some(Event::WalSync),
        "fdatasync" | "fsync" => Some(Event::OtherSync),
        "rename" | "renameat" | "renameat2" | "linkat" => {
            // The last quoted argument is the new name.
            let to = call.rsplit('"').nth(1)?.to_string();
            Some(Event::Named { to })
        }
        _ => None,
    }
}

/// alice (Red) and bob (Blue) in small game 1, both deployed; the WAL copied into the
/// database file, then alice's first move, so that the WAL is in steady use and no
/// checkpoint falls into the traced mail.
fn steady() -> Env {
    let env = started();
    Connection::open(&env.db)
        .unwrap()
        .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
    env.mail(&addr("alice"), "stratego move 1 alice pw-alice a3-a4", "");
    env.take_mails();
    env
}

fn bob_moves() -> Vec<u8> {
    Mail {
        message_id: "<durability-bob@client.example>".to_string(),
        from: addr("bob"),
        subject: "stratego move 1 bob pw-bob h6-h5".to_string(),
        body: String::new(),
        applies: true,
    }
    .raw()
}

/// Whether every WAL write before `end` is followed by a WAL sync before `end`.
fn synced_before(events: &[Event], end: usize) -> bool {
    match events[..end].iter().rposition(|e| *e == Event::WalWrite) {
        None => true,
        Some(last_write) => events[last_write..end].contains(&Event::WalSync),
    }
}

fn is_reply(to: &str, outbox: &Path) -> bool {
    to.starts_with(&outbox.display().to_string()) && to.ends_with(".eml")
}

#[test]
fn a_move_mail_is_durable_before_its_replies_are_named_in_two_syncs() {
    let env = steady();
    let Some((out, events)) = traced(&env, &["ingest"], &bob_moves()) else {
        return;
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("applied"), "{stderr}");

    let renames: Vec<usize> = (0..events.len())
        .filter(|&i| matches!(&events[i], Event::Named { to } if is_reply(to, &env.outbox)))
        .collect();
    assert_eq!(renames.len(), 2, "a board to each player: {events:?}");
    assert!(
        events[..renames[0]].contains(&Event::WalWrite),
        "the move was committed before its replies: {events:?}"
    );
    assert!(
        synced_before(&events, renames[0]),
        "the commit is on disk before the first reply has its name: {events:?}"
    );
    let syncs = events
        .iter()
        .filter(|e| matches!(e, Event::WalSync | Event::OtherSync))
        .count();
    assert_eq!(
        syncs, 2,
        "one sync for the commit and the replies' contents, one for their names: {events:?}"
    );
}

#[test]
fn without_delivery_the_mail_is_synced_before_exit_0() {
    let env = steady();
    let Some((out, events)) = traced(&env, &["ingest", "--no-send"], &bob_moves()) else {
        return;
    };
    assert_eq!(out.status.code(), Some(0));
    assert!(events.contains(&Event::WalWrite));
    assert!(
        synced_before(&events, events.len()),
        "the last commit is synced before the process ends: {events:?}"
    );
    assert_eq!(
        events.iter().filter(|e| **e == Event::WalSync).count(),
        1,
        "one sync: {events:?}"
    );
}

#[test]
fn a_maildir_batch_is_durable_before_its_mails_move_to_cur() {
    let env = steady();
    let maildir = env.dir.path().join("Maildir");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    std::fs::write(maildir.join("new").join("1.bob.eml"), bob_moves()).unwrap();
    let chat = Env::compose(
        &addr("alice"),
        "stratego chat 1 alice pw-alice",
        "Good luck!",
    );
    std::fs::write(maildir.join("new").join("2.alice.eml"), chat).unwrap();
    let dir = maildir.display().to_string();
    let Some((out, events)) = traced(&env, &["ingest", "--no-send", "--maildir", &dir], b"") else {
        return;
    };
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moves: Vec<usize> = (0..events.len())
        .filter(|&i| matches!(&events[i], Event::Named { to } if to.contains("/cur/")))
        .collect();
    assert_eq!(moves.len(), 2, "{events:?}");
    for &i in &moves {
        assert!(
            synced_before(&events, i),
            "a mail moved to cur/ before its commit was on disk: {events:?}"
        );
    }
    assert_eq!(
        events.iter().filter(|e| **e == Event::WalSync).count(),
        1,
        "one sync for the batch: {events:?}"
    );
}

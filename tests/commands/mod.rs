//! End-to-end tests of every command of SPEC 3 and every error reply, through the real
//! binary: mail in on stdin (`ingest`), replies read back from the `.eml` outbox, and the
//! database checked through `export`, `show --json` or the SQLite file opened read-only.

mod accounts;
mod caps;
mod challenge_password;
mod cli;
mod confirm;
mod errors;
mod fixtures;
mod info;
mod language;
mod languages;
mod loops;
mod placeholders;
mod plain_words;
mod play;
mod replies;
mod run_from;
mod setup;
mod several_keys;

use std::collections::BTreeMap;

use rusqlite::{Connection, OpenFlags};
use serde_json::Value;

use crate::support::server::{Env, Sent, addr, to};

/// Passwords long and odd enough that finding one in a mail or the inbox means a leak.
pub const ALICE_PW: &str = "Alice-Secret-71";
pub const BOB_PW: &str = "Bob-Hidden-93";
pub const CAROL_PW: &str = "Carol-Quiet-55";

/// The classic example army of SPEC 4, one string per row, front row first.
pub const CLASSIC_ARMY: [&str; 4] = ["9394924939", "56691S9575", "574BB7668B", "88BF7B88B9"];
/// A small army (24 pieces), front row first.
pub const SMALL_ARMY: [&str; 3] = ["99477499", "5S723785", "8B8BFB8B"];

/// Registers alice, bob and carol (carol plays in no game); takes the welcome mails.
pub fn three_users(env: &Env) {
    env.register("alice", ALICE_PW);
    env.register("bob", BOB_PW);
    env.register("carol", CAROL_PW);
    env.take_mails();
}

/// alice (Red) against bob (Blue) in game 1, still in setup; no mails left.
pub fn game_in_setup(env: &Env) {
    three_users(env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    env.take_mails();
}

/// Deploys the classic example army for `user` in `game`.
pub fn deploy(env: &Env, game: u32, user: &str, pw: &str) -> String {
    env.mail(
        &addr(user),
        &format!("stratego deploy {game} {user} {pw}"),
        &CLASSIC_ARMY.join("\n"),
    )
}

/// Game 1 started (both example armies in), Red (alice) to move; no mails left.
pub fn game_playing(env: &Env) {
    game_in_setup(env);
    let out = deploy(env, 1, "alice", ALICE_PW);
    assert!(out.contains("applied"), "{out}");
    let out = deploy(env, 1, "bob", BOB_PW);
    assert!(out.contains("game started"), "{out}");
    env.take_mails();
}

/// Game 1 (alice against bob) and game 2 (alice against carol) started, alice (Red) to move
/// in both; returns alice's reply addresses for game 1 and game 2. No mails left.
pub fn alice_in_two_games(env: &Env) -> (String, String) {
    game_in_setup(env);
    let mut keys = Vec::new();
    for (game, opponent, pw) in [(1, "bob", BOB_PW), (2, "carol", CAROL_PW)] {
        if game == 2 {
            let out = env.mail(
                &addr("alice"),
                &format!("stratego challenge alice carol {ALICE_PW}"),
                "",
            );
            assert!(out.contains("applied: game 2 created"), "{out}");
        }
        for (user, pw) in [("alice", ALICE_PW), (opponent, pw)] {
            let out = deploy(env, game, user, pw);
            assert!(out.contains("applied"), "{out}");
        }
        keys.push(reply_address(&env.take_mails(), "alice"));
    }
    assert_ne!(keys[0], keys[1]);
    (keys.remove(0), keys.remove(0))
}

/// Plays a move by mail and asserts it was applied.
pub fn play(env: &Env, user: &str, pw: &str, mv: &str) {
    let out = env.mail(
        &addr(user),
        &format!("stratego move 1 {user} {pw} {mv}"),
        "",
    );
    assert!(out.contains("applied"), "{mv}: {out}");
}

/// `export GAME` as JSON.
pub fn export(env: &Env, game: u32) -> Value {
    serde_json::from_str(&env.admin(&["export", &game.to_string()])).expect("export is JSON")
}

/// `show GAME --as USER --json`.
pub fn view_as(env: &Env, game: u32, user: &str) -> Value {
    serde_json::from_str(&env.admin(&["show", &game.to_string(), "--as", user, "--json"]))
        .expect("show --json is JSON")
}

/// The database opened read-only.
pub fn db(env: &Env) -> Connection {
    Connection::open_with_flags(
        &env.db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .expect("open the database read-only")
}

/// Every row of the tables a command may change (users, games, moves, subscriptions), as
/// text: two snapshots are equal when no command changed anything. The inbox, outbox and
/// login failures are left out: a refused command records those on purpose.
pub fn snapshot(env: &Env) -> String {
    let conn = db(env);
    let mut out = String::new();
    for (table, order) in [
        ("users", "userid_key"),
        ("games", "id"),
        ("moves", "game, ply"),
        ("subscriptions", "game, userid_key"),
    ] {
        let mut stmt = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY {order}"))
            .expect("prepare");
        let n = stmt.column_count();
        let rows = stmt
            .query_map([], |row| {
                (0..n)
                    .map(|i| {
                        row.get::<_, rusqlite::types::Value>(i)
                            .map(|v| format!("{v:?}"))
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .expect("query");
        for row in rows {
            out.push_str(&format!("{table}: {}\n", row.expect("row").join(" | ")));
        }
    }
    out
}

/// The stored copies of every incoming mail (the inbox table), joined.
pub fn inbox_copies(env: &Env) -> String {
    let conn = db(env);
    let mut stmt = conn
        .prepare("SELECT raw, COALESCE(outcome, '') FROM inbox ORDER BY id")
        .expect("prepare");
    stmt.query_map([], |r| {
        Ok(format!(
            "{}\n{}\n",
            String::from_utf8_lossy(&r.get::<_, Vec<u8>>(0)?),
            r.get::<_, String>(1)?
        ))
    })
    .expect("query")
    .map(|r| r.expect("row"))
    .collect()
}

/// The outcomes recorded in the inbox, oldest first.
pub fn inbox_outcomes(env: &Env) -> Vec<String> {
    let conn = db(env);
    let mut stmt = conn
        .prepare("SELECT COALESCE(outcome, '') FROM inbox ORDER BY id")
        .expect("prepare");
    stmt.query_map([], |r| r.get(0))
        .expect("query")
        .map(|r| r.expect("row"))
        .collect()
}

/// Asserts that no outgoing mail (subject, headers or body) contains `secret`.
pub fn assert_not_leaked(mails: &[Sent], secret: &str) {
    for m in mails {
        assert!(
            !m.subject.contains(secret) && !m.body.contains(secret),
            "{secret:?} leaked in the mail to {}: {}\n{}",
            m.to,
            m.subject,
            m.body
        );
        for (k, v) in &m.headers {
            assert!(!v.contains(secret), "{secret:?} leaked in header {k}");
        }
    }
}

/// What a refused command must look like, checked by [`refused`].
pub struct Refused<'a> {
    /// The sender.
    pub from: &'a str,
    /// The subject (the command).
    pub subject: &'a str,
    /// The body.
    pub body: &'a str,
    /// The password in the command, which must be masked everywhere.
    pub password: Option<&'a str>,
    /// The reason in `Stratego error: <reason>`.
    pub reason: &'a str,
    /// Texts the explanation must contain.
    pub detail: &'a [&'a str],
}

/// Sends a command that must be refused and checks SPEC 3 and 6: one error reply to the
/// sender with the subject `Stratego error: <reason>`, quoting the whole command with the
/// password masked, saying what was wrong; the password in no mail and not in the inbox;
/// and nothing changed in the database. Returns every mail the command caused.
pub fn refused(env: &Env, r: &Refused<'_>) -> Vec<Sent> {
    let before = snapshot(env);
    let outcome = env.mail(r.from, r.subject, r.body);
    assert!(
        outcome.contains(&format!("error: {}", r.reason)),
        "{}: {outcome}",
        r.subject
    );
    let mails = env.take_mails();
    let errors: Vec<&Sent> = mails
        .iter()
        .filter(|m| m.subject.starts_with("Stratego error: "))
        .collect();
    assert_eq!(
        errors.len(),
        1,
        "one error reply for {}: {mails:#?}",
        r.subject
    );
    let reply = errors[0];
    assert_eq!(reply.to, r.from, "the error reply goes to the sender");
    assert_eq!(reply.subject, format!("Stratego error: {}", r.reason));
    let quoted = match r.password {
        Some(pw) => r.subject.replace(pw, "********"),
        None => r.subject.to_string(),
    };
    assert!(
        reply.body.contains(&format!("Your command\n  {quoted}\n")),
        "the whole command is quoted ({quoted}):\n{}",
        reply.body
    );
    for d in r.detail {
        assert!(reply.says(d), "the reply says {d:?}:\n{}", reply.body);
    }
    if let Some(pw) = r.password {
        assert_not_leaked(&mails, pw);
        assert!(
            !inbox_copies(env).contains(pw),
            "the password is not stored in the inbox"
        );
    }
    assert_eq!(snapshot(env), before, "{} changed nothing", r.subject);
    mails
}

/// The pieces of `view` (from `show --json`), by square.
pub fn pieces(view: &Value) -> BTreeMap<String, Value> {
    view["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .map(|p| (p["square"].as_str().expect("square").to_string(), p.clone()))
        .collect()
}

/// The setup squares of `color` in deploy order (SPEC 4): the front row first, each row
/// from the player's left to right.
pub fn setup_squares(color: &str, small: bool) -> Vec<String> {
    let (cols, rows): (&[u8], Vec<u32>) = match (color, small) {
        ("red", false) => (b"abcdefghij", vec![4, 3, 2, 1]),
        ("blue", false) => (b"jihgfedcba", vec![7, 8, 9, 10]),
        ("red", true) => (b"abcdefgh", vec![3, 2, 1]),
        ("blue", true) => (b"hgfedcba", vec![6, 7, 8]),
        _ => panic!("color {color}"),
    };
    rows.iter()
        .flat_map(|r| cols.iter().map(move |c| format!("{}{r}", *c as char)))
        .collect()
}

/// Asserts that `user`'s view of `game` shows exactly `rows` (an army, front row first) on
/// `user`'s setup squares.
pub fn assert_army(env: &Env, game: u32, user: &str, rows: &[&str]) {
    let view = view_as(env, game, user);
    let color = if view["red"] == user {
        "red"
    } else if view["blue"] == user {
        "blue"
    } else {
        panic!("{user} does not play in game {game}: {view}")
    };
    let small = view["variant"] == "small";
    let by_square = pieces(&view);
    let symbols: Vec<char> = rows.concat().chars().collect();
    let squares = setup_squares(color, small);
    assert_eq!(symbols.len(), squares.len());
    for (sq, sym) in squares.iter().zip(symbols) {
        // Barrage and Duel: `.` an empty home square.
        if sym == '.' {
            assert_eq!(by_square.get(sq), None, "{user}'s {sq} should be empty");
            continue;
        }
        let piece = by_square
            .get(sq)
            .unwrap_or_else(|| panic!("no piece on {sq}: {view}"));
        assert_eq!(piece["owner"], color, "{sq}");
        assert_eq!(
            piece["rank"].as_str(),
            Some(sym.to_string().as_str()),
            "{user}'s piece on {sq}"
        );
    }
}

/// The bare reply address (`stratego+KEY@pbem.example`) of the newest mail to `user`'s
/// address that has one.
pub fn reply_address(mails: &[Sent], user: &str) -> String {
    let mine = to(mails, &addr(user));
    let mail = mine
        .iter()
        .rev()
        .find(|m| !m.header("Reply-To").is_empty())
        .unwrap_or_else(|| panic!("no mail with a Reply-To for {user}: {mails:?}"));
    let value = mail.header("Reply-To");
    assert!(value.starts_with("Stratego <stratego+"), "{value}");
    value
        .trim_start_matches("Stratego <")
        .trim_end_matches('>')
        .to_string()
}

/// The one mail to `address` among `mails`.
pub fn only_mail_to<'a>(mails: &'a [Sent], address: &str) -> &'a Sent {
    let found = to(mails, address);
    assert_eq!(found.len(), 1, "one mail to {address}: {mails:#?}");
    found[0]
}

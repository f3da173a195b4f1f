//! Issue 78: a club run by mail. Moderators ban and unban players, decide and cancel
//! games, announce and send password resets; a player gets back into an account by a reply
//! to a reset mail, takes their data out (`mydata`) and leaves with their address erased
//! everywhere. Everything through the real binary, the outbox and the SQLite file.

mod account;
mod languages;
mod moderation;

use rusqlite::Connection;

use crate::commands::{ALICE_PW, BOB_PW, CAROL_PW, db, three_users};
use crate::support::server::{Env, Sent, addr, to};

/// The moderator's password.
pub const MIA_PW: &str = "Mia-Judge-42";

/// alice, bob and carol (see [`three_users`]), and mia, a moderator kept in the database.
pub fn club() -> Env {
    let env = Env::new();
    three_users(&env);
    env.register("mia", MIA_PW);
    let out = env.admin(&["moderator", "add", "mia"]);
    assert!(out.contains("mia is a moderator"), "{out}");
    env.take_mails();
    env
}

/// mia's `mod` command with `rest` (and `body`); returns the outcome.
pub fn moderate(env: &Env, rest: &str, body: &str) -> String {
    env.mail(
        &addr("mia"),
        &format!("stratego mod mia {MIA_PW} {rest}"),
        body,
    )
}

/// The one mail to `user` among `mails`.
pub fn one<'a>(mails: &'a [Sent], user: &str) -> &'a Sent {
    let found = to(mails, &addr(user));
    assert_eq!(found.len(), 1, "mails to {user}: {mails:#?}");
    found[0]
}

/// Starts game `game` between `red` and `blue` (registered, with their passwords): the
/// challenge and both armies; takes the mails.
pub fn start_game(env: &Env, game: u32, red: (&str, &str), blue: (&str, &str)) {
    let out = env.mail(
        &addr(red.0),
        &format!("stratego challenge {} {} {}", red.0, blue.0, red.1),
        "",
    );
    assert!(out.contains(&format!("game {game} created")), "{out}");
    for (user, pw) in [red, blue] {
        let out = crate::commands::deploy(env, game, user, pw);
        assert!(out.contains("applied"), "{out}");
    }
    env.take_mails();
}

/// Every text in every row of every table, lower case, with the table's name: what a
/// search of the database for an address would find.
pub fn every_text(conn: &Connection) -> Vec<(String, String)> {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut out = Vec::new();
    for table in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let n = stmt.column_count();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for i in 0..n {
                let text = match row.get_ref(i).unwrap() {
                    rusqlite::types::ValueRef::Text(t) | rusqlite::types::ValueRef::Blob(t) => {
                        String::from_utf8_lossy(t).to_lowercase()
                    }
                    _ => continue,
                };
                out.push((table.clone(), text));
            }
        }
    }
    out
}

/// One number from the database.
pub fn count(env: &Env, sql: &str) -> i64 {
    db(env).query_row(sql, [], |r| r.get(0)).unwrap()
}

#[test]
fn passwords_of_the_club_commands_never_reach_the_inbox() {
    let env = club();
    moderate(&env, "ban bob 3 rude", "");
    env.mail(
        &addr("carol"),
        &format!("stratego mydata carol {CAROL_PW}"),
        "",
    );
    env.mail(
        &addr("alice"),
        &format!("stratego leave alice {ALICE_PW}"),
        "",
    );
    for (table, text) in every_text(&db(&env)) {
        for pw in [MIA_PW, CAROL_PW, ALICE_PW, BOB_PW] {
            assert!(
                !text.contains(&pw.to_lowercase()),
                "{pw} in {table}: {text}"
            );
        }
    }
}

//! Retention (issue 19, item 6): a mail's stored copy is capped (64 KiB by default), and
//! `cleanup` prunes stored mail text and sent mail after 30 days, keeping what duplicate
//! detection and `history` need.

use rusqlite::{Connection, OpenFlags};

use super::DAY;
use crate::commands::{ALICE_PW, game_playing, play};
use crate::support::server::{Env, addr};

fn db(env: &Env) -> Connection {
    Connection::open_with_flags(&env.db, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap()
}

/// The bytes of the database in use (pages, less the free ones), WAL included.
fn used_bytes(env: &Env) -> i64 {
    let conn = db(env);
    let pragma = |name: &str| -> i64 { conn.pragma_query_value(None, name, |r| r.get(0)).unwrap() };
    (pragma("page_count") - pragma("freelist_count")) * pragma("page_size")
}

#[test]
fn fifty_mails_of_a_megabyte_grow_the_database_by_no_more_than_the_cap_allows() {
    let env = Env::new();
    env.register("alice", ALICE_PW);
    env.take_mails();
    let before = used_bytes(&env);
    // Just under the 1 MiB size limit, so the whole body is read (and would be stored).
    let body = format!("{}\n", "y".repeat(99)).repeat(10_000);
    for i in 0..50 {
        let out = env.mail("victim@example.net", &format!("spam {i}"), &body);
        assert!(out.contains("error: no command found"), "{out}");
    }
    env.take_mails();
    let grown = used_bytes(&env) - before;
    // Each mail: at most the 64 KiB copy, plus its row, index entries and the error reply.
    let allowed = 50 * (64 * 1024 + 4 * 1024);
    assert!(grown <= allowed, "grew by {grown} bytes, allowed {allowed}");
    println!("50 x 1 MB without a command: the database grew by {grown} bytes");
    let longest: i64 = db(&env)
        .query_row("SELECT max(length(raw)) FROM inbox", [], |r| r.get(0))
        .unwrap();
    assert!(longest <= 64 * 1024 + 64, "{longest}");
}

#[test]
fn cleanup_prunes_old_mail_text_but_keeps_duplicates_and_history() {
    let env = Env::new();
    game_playing(&env);
    play(&env, "alice", ALICE_PW, "e4-e5");
    // One mail kept as raw bytes, to deliver it again after the pruning.
    let again = Env::compose(&addr("carol"), "stratego show 1", "a comment worth keeping");
    let out = env.ingest_raw(again.as_bytes());
    assert!(String::from_utf8_lossy(&out.stderr).contains("applied"));
    env.take_mails();
    let count = |sql: &str| -> i64 { db(&env).query_row(sql, [], |r| r.get(0)).unwrap() };
    let sent = count("SELECT count(*) FROM outbox WHERE status = 'sent'");
    assert!(sent > 0);

    // Within 30 days nothing goes.
    env.advance(29 * DAY);
    env.admin(&["cleanup", "--no-send"]);
    assert_eq!(count("SELECT count(*) FROM inbox WHERE length(raw) = 0"), 0);
    assert_eq!(
        count("SELECT count(*) FROM outbox WHERE status = 'sent'"),
        sent
    );

    env.advance(2 * DAY);
    env.admin(&["cleanup", "--no-send"]);
    env.take_mails();
    assert_eq!(
        count("SELECT count(*) FROM inbox WHERE length(raw) > 0"),
        0,
        "every stored copy is emptied"
    );
    assert_eq!(
        count("SELECT count(*) FROM inbox WHERE digest IS NULL OR outcome IS NULL"),
        0,
        "the hash and the outcome stay"
    );
    assert_eq!(
        count(
            "SELECT count(*) FROM inbox WHERE command LIKE 'stratego move 1 alice ******** e4-e5'"
        ),
        1,
        "the command stays, masked"
    );
    assert_eq!(
        count(
            "SELECT count(*) FROM outbox o JOIN outbox_body b ON b.id = o.id \
             WHERE o.status = 'sent' AND b.body != ''"
        ),
        0,
        "sent mail is gone (thread roots keep only their Message-ID)"
    );
    // The same mail again is still a duplicate; history still has the move.
    let out = env.ingest_raw(again.as_bytes());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("duplicate"),
        "{out:?}"
    );
    let out = env.mail(&addr("carol"), "stratego history 1", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(mails[0].body.contains("e4-e5"), "{}", mails[0].body);
}

//! Issue 19, item 3: the server's own placeholders (`<password>`, `PASSWORD`, the masked
//! `********` of our error replies) are never checked as passwords. A returned board mail or
//! an error reply sent back unquoted is answered with what to type instead, and counts as no
//! wrong password: six of them lock nobody out.

use super::*;
use crate::support::server::{Env, addr};

#[test]
fn our_own_placeholders_are_answered_and_never_count_as_wrong_passwords() {
    let env = Env::new();
    game_playing(&env);
    let before = snapshot(&env);
    let lines = [
        // The instruction line of our "your move" mail, returned by an auto-reply.
        "stratego move 1 alice <password> e4-e5#1",
        // Our error reply's quote, sent back.
        "stratego move 1 alice ******** e4-e5",
        "stratego move 1 alice PASSWORD e4-e5",
        "stratego set alice <password> password <new password>",
        "stratego showas 1 alice ********",
        "stratego move 1 alice <password> e4-e5#1",
    ];
    for line in lines {
        let out = env.mail(&addr("alice"), line, "");
        assert!(
            out.contains("error: placeholder in the command"),
            "{line}: {out}"
        );
        let mails = env.take_mails();
        assert_eq!(mails.len(), 1, "only the answer: {mails:#?}");
        let reply = &mails[0];
        assert_eq!(reply.to, addr("alice"));
        assert_eq!(reply.subject, "Stratego error: placeholder in the command");
        assert!(
            reply.says("write your own value in its place") && reply.says("your own password"),
            "{}",
            reply.body
        );
    }
    assert_eq!(snapshot(&env), before, "nothing changed");
    let failures: i64 = db(&env)
        .query_row("SELECT count(*) FROM login_failures", [], |r| r.get(0))
        .unwrap();
    assert_eq!(failures, 0, "no placeholder was checked as a password");
    // Not locked: the real password works at once.
    play(&env, "alice", ALICE_PW, "e4-e5");
}

#[test]
fn a_placeholder_is_no_password_to_register_or_set() {
    let env = Env::new();
    three_users(&env);
    for (from, line) in [
        ("dave@example.org", "stratego register dave <password>"),
        ("dave@example.org", "stratego register dave ********"),
        (
            "alice@example.org",
            &*format!("stratego set alice {ALICE_PW} password <new password>"),
        ),
    ] {
        let out = env.mail(from, line, "");
        assert!(
            out.contains("error: placeholder in the command"),
            "{line}: {out}"
        );
    }
    let mails = env.take_mails();
    assert_eq!(mails.len(), 3, "{mails:#?}");
    assert_not_leaked(&mails, ALICE_PW);
}

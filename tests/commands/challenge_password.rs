//! Issue 19, item 4: `challenge` keeps its syntax and takes the challenger's password as an
//! optional last word; when given, it is checked like any login and masked like any
//! password, and the game starts at once. (Without it, the challenge is held until the
//! challenger confirms it: see `confirm.rs`.)

use super::*;
use crate::support::server::{Env, addr, to};

#[test]
fn a_challenge_may_carry_the_challengers_password() {
    let env = Env::new();
    three_users(&env);
    // Wrong: refused, counted, masked, and bob hears nothing.
    let mails = refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: "stratego challenge alice bob -small Not-Alices-pw",
            body: "",
            password: Some("Not-Alices-pw"),
            reason: "wrong password",
            detail: &["The password for alice is wrong"],
        },
    );
    assert!(to(&mails, &addr("bob")).is_empty(), "{mails:#?}");
    let failures: i64 = db(&env)
        .query_row("SELECT count(*) FROM login_failures", [], |r| r.get(0))
        .unwrap();
    assert_eq!(failures, 1);
    // Right, with options before it: game 1, -small.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -small -nag=2 {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    let mails = env.take_mails();
    assert_not_leaked(&mails, ALICE_PW);
    assert!(!inbox_copies(&env).contains(ALICE_PW));
    assert_eq!(export(&env, 1)["variant"], "small");
    // The challenger is whoever sent it: Blue's password from Blue's address.
    let out = env.mail(
        &addr("bob"),
        &format!("stratego challenge alice bob {BOB_PW}"),
        "",
    );
    assert!(out.contains("applied: game 2 created"), "{out}");
    // Without a password it is held for confirmation: no game 3 yet.
    let out = env.mail(&addr("alice"), "stratego challenge alice bob", "");
    assert!(out.contains("applied: challenge of bob held"), "{out}");
    let games: i64 = db(&env)
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 2);
}

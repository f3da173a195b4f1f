//! Looking at games by mail (SPEC 3): `show` / `showas`, `games`, `history`, `subscribe` /
//! `unsubscribe`, checked by the mails they cause.

use super::*;
use crate::support::server::{Env, addr, to};

#[test]
fn show_and_showas() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail("stranger@elsewhere.example", "stratego show 1", "");
    assert!(out.contains("applied: game 1 shown"), "{out}");
    let mails = env.take_mails();
    let m = only_mail_to(&mails, "stranger@elsewhere.example");
    assert_eq!(m.subject, "Stratego: board of game 1");
    assert_eq!(mails.len(), 1);
    // The neutral view knows no rank at the start.
    let neutral: Value = serde_json::from_str(&env.admin(&["show", "1", "--json"])).unwrap();
    assert!(
        neutral["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["rank"].is_null())
    );
    assert_eq!(neutral["pieces"].as_array().unwrap().len(), 80);

    let out = env.mail(&addr("bob"), &format!("stratego showas 1 bob {BOB_PW}"), "");
    assert!(out.contains("applied: game 1 shown to bob"), "{out}");
    let mails = env.take_mails();
    let m = only_mail_to(&mails, &addr("bob"));
    assert_eq!(m.subject, "Stratego: board of game 1 as bob");
    assert_eq!(mails.len(), 1);
    assert_not_leaked(&mails, BOB_PW);
}

#[test]
fn games_all_and_for_one_user() {
    let env = Env::new();
    game_playing(&env);
    env.mail(
        &addr("carol"),
        &format!("stratego challenge bob carol -small {CAROL_PW}"),
        "",
    );
    env.take_mails();
    let out = env.mail("stranger@elsewhere.example", "stratego games", "");
    assert!(out.contains("applied: 2 games listed"), "{out}");
    let mails = env.take_mails();
    let m = only_mail_to(&mails, "stranger@elsewhere.example");
    assert_eq!(m.subject, "Stratego: list of games");
    assert!(
        m.body.contains("#1")
            && m.body.contains(
                "alice (Red) against bob (Blue)\n          alice to play move 1; last activity"
            ),
        "{}",
        m.body
    );
    assert!(
        m.body.contains("#2")
            && m.body
                .contains("bob (Red) against carol (Blue)\n          setting up;"),
        "{}",
        m.body
    );
    assert!(m.body.contains("2026-11-20"), "last activity: {}", m.body);

    let out = env.mail("stranger@elsewhere.example", "stratego games CAROL", "");
    assert!(out.contains("applied: 1 games listed"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails[0].body.contains("#2") && !mails[0].body.contains("#1 "),
        "{}",
        mails[0].body
    );
}

#[test]
fn history_lists_moves_and_public_battles() {
    let env = Env::new();
    game_playing(&env);
    play(&env, "alice", ALICE_PW, "a4-a5");
    play(&env, "bob", BOB_PW, "a7-a6");
    play(&env, "alice", ALICE_PW, "a5-a6");
    let out = env.mail("stranger@elsewhere.example", "stratego history 1", "");
    assert!(out.contains("applied: history of game 1 sent"), "{out}");
    let mails = env.take_mails();
    let m = only_mail_to(&mails, "stranger@elsewhere.example");
    assert_eq!(m.subject, "Stratego: history of game 1");
    assert!(m.body.contains("3 moves"), "{}", m.body);
    assert!(m.body.contains("1. Red  a4-a5"), "{}", m.body);
    assert!(m.body.contains("2. Blue a7-a6"), "{}", m.body);
    assert!(
        m.body
            .contains("3. Red  a5-a6\n       Red's 9 struck Blue's 9: both lost.\n"),
        "{}",
        m.body
    );
}

#[test]
fn subscribe_and_unsubscribe() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1: carol subscribed"), "{out}");
    let count = |env: &Env| -> i64 {
        db(env)
            .query_row(
                "SELECT COUNT(*) FROM subscriptions WHERE game = 1 AND userid_key = 'carol'",
                [],
                |r| r.get(0),
            )
            .unwrap()
    };
    assert_eq!(count(&env), 1);
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("carol")).subject,
        "Stratego: watching game 1"
    );
    play(&env, "alice", ALICE_PW, "a4-a5");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 3, "{mails:#?}");
    let watched = only_mail_to(&mails, &addr("carol"));
    assert!(
        watched.subject.starts_with("Stratego game 1: "),
        "{}",
        watched.subject
    );

    let out = env.mail(
        &addr("carol"),
        &format!("stratego unsubscribe 1 carol {CAROL_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1: carol unsubscribed"), "{out}");
    assert_eq!(count(&env), 0);
    env.take_mails();
    play(&env, "bob", BOB_PW, "a7-a6");
    let mails = env.take_mails();
    assert!(to(&mails, &addr("carol")).is_empty(), "{mails:#?}");
}

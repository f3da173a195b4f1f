//! Starting a game by mail (SPEC 3): `challenge` with its defaults and options, `deploy`
//! (and `move ... deploy`, `auto`, prose above the army) and `swap`, checked by their
//! effect on the database and by the mails they cause.

use serde_json::json;

use super::*;
use crate::support::server::{Env, addr};

#[test]
fn challenge_defaults_and_both_players_are_told() {
    let env = Env::new();
    three_users(&env);
    let out = env.mail(
        &addr("bob"),
        &format!("stratego challenge alice bob {BOB_PW}"),
        "Fancy a game?",
    );
    assert!(
        out.contains("applied: game 1 created: alice against bob"),
        "{out}"
    );
    let e = export(&env, 1);
    assert_eq!(e["variant"], "classic");
    assert_eq!(
        e["options"],
        json!({"twosquare": 3, "scoutstrike": true, "reveal": "keep", "chase": true})
    );
    assert_eq!(
        (e["red"].clone(), e["blue"].clone()),
        (json!("alice"), json!("bob"))
    );
    assert_eq!(e["status"], "setup");
    assert_eq!(e["ply"], 0);
    let mails = env.take_mails();
    for who in ["alice", "bob"] {
        let m = only_mail_to(&mails, &addr(who));
        assert_eq!(m.subject, "Stratego game 1: deploy your army");
        assert!(
            m.body.contains(&format!("stratego deploy 1 {who}")),
            "{}",
            m.body
        );
    }
    // The challenger's comment goes to the opponent.
    assert!(
        only_mail_to(&mails, &addr("alice"))
            .body
            .contains("Fancy a game?")
    );
}

#[test]
fn challenge_options_are_stored() {
    let env = Env::new();
    three_users(&env);
    let out = env.mail(
        &addr("alice"),
        &format!(
            "stratego challenge alice bob -small -twosquare=5 -noscoutstrike -reveal=turn -chase=off -nag=2 -forfeit=9 {ALICE_PW}"
        ),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let e = export(&env, 1);
    assert_eq!(e["variant"], "small");
    assert_eq!(
        e["options"],
        json!({"twosquare": 5, "scoutstrike": false, "reveal": "turn", "chase": false})
    );
    let position = e["position"].as_str().unwrap();
    assert_eq!(
        position.split_whitespace().next().unwrap().len(),
        64,
        "{position}"
    );
    // -nag and -forfeit are not part of export (SPEC 8); the game row keeps them.
    let options: String = db(&env)
        .query_row("SELECT options FROM games WHERE id = 1", [], |r| r.get(0))
        .unwrap();
    let options: Value = serde_json::from_str(&options).unwrap();
    assert_eq!(
        (options["nag"].clone(), options["forfeit"].clone()),
        (json!(2), json!(9))
    );

    // Each option on its own.
    for (n, option, key, want) in [
        (2, "-twosquare=0", "twosquare", json!(0)),
        (3, "-noscoutstrike", "scoutstrike", json!(false)),
        (4, "-reveal=turn", "reveal", json!("turn")),
    ] {
        env.mail(
            &addr("alice"),
            &format!("stratego challenge alice bob {option} {ALICE_PW}"),
            "",
        );
        let e = export(&env, n);
        assert_eq!(e["options"][key], want, "{option}");
        assert_eq!(e["variant"], "classic");
    }
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -nag=3 {ALICE_PW}"),
        "",
    );
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -forfeit=30 {ALICE_PW}"),
        "",
    );
    let stored: Vec<String> = db(&env)
        .prepare("SELECT options FROM games WHERE id IN (5, 6) ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let nag: Value = serde_json::from_str(&stored[0]).unwrap();
    let forfeit: Value = serde_json::from_str(&stored[1]).unwrap();
    assert_eq!(
        (nag["nag"].clone(), nag["forfeit"].clone()),
        (json!(3), json!(21))
    );
    assert_eq!(
        (forfeit["nag"].clone(), forfeit["forfeit"].clone()),
        (json!(7), json!(30))
    );
    // The more-squares rule, on by default (above), off on request; a bad value is refused.
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -chase=off {ALICE_PW}"),
        "",
    );
    assert_eq!(export(&env, 7)["options"]["chase"], json!(false));
    let out = env.mail(
        &addr("alice"),
        "stratego challenge alice bob -chase=maybe",
        "",
    );
    assert!(out.contains("error"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.says("option '-chase' takes on or off, like -chase=off")),
        "{mails:#?}"
    );
}

#[test]
fn deploy_and_move_deploy_set_and_replace_the_army() {
    let env = Env::new();
    game_in_setup(&env);
    // alice first sends the army with two rows swapped, then the right one: the last counts.
    let first = [
        CLASSIC_ARMY[1],
        CLASSIC_ARMY[0],
        CLASSIC_ARMY[2],
        CLASSIC_ARMY[3],
    ];
    let out = env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &first.join("\n"),
    );
    assert!(out.contains("applied: game 1: alice deployed"), "{out}");
    assert_army(&env, 1, "alice", &first);
    env.take_mails();
    deploy(&env, 1, "alice", ALICE_PW);
    assert_army(&env, 1, "alice", &CLASSIC_ARMY);
    assert_eq!(export(&env, 1)["status"], "setup");
    env.take_mails();

    // bob uses the pbmserv form; the game starts.
    let out = env.mail(
        &addr("bob"),
        &format!("stratego move 1 bob {BOB_PW} deploy"),
        &format!("{}\n\nHave fun, Alice!", CLASSIC_ARMY.join("\n")),
    );
    assert!(
        out.contains("applied: game 1: armies in, game started"),
        "{out}"
    );
    assert_army(&env, 1, "bob", &CLASSIC_ARMY);
    let e = export(&env, 1);
    assert_eq!(
        (e["status"].clone(), e["to_move"].clone()),
        (json!("playing"), json!("red"))
    );
    let mails = env.take_mails();
    let alice = only_mail_to(&mails, &addr("alice"));
    assert_eq!(alice.subject, "Stratego game 1: your move");
    assert!(alice.body.contains("bob writes:") && alice.body.contains("Have fun, Alice!"));
    assert_eq!(
        only_mail_to(&mails, &addr("bob")).subject,
        "Stratego game 1: alice to move"
    );
    // Neither player learns the other's setup from the server.
    let bobs_view = view_as(&env, 1, "bob");
    assert!(
        bobs_view["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["owner"] == "red")
            .all(|p| p["rank"].is_null())
    );
}

#[test]
fn deploy_auto_fills_a_legal_army() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        "auto",
    );
    assert!(out.contains("applied"), "{out}");
    let view = view_as(&env, 1, "alice");
    let ranks: Vec<String> = view["pieces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ranks.len(), 40);
    assert_eq!(ranks.iter().filter(|r| *r == "B").count(), 6);
    assert_eq!(ranks.iter().filter(|r| *r == "9").count(), 8);
}

#[test]
fn swap_before_the_start() {
    let env = Env::new();
    game_in_setup(&env);
    deploy(&env, 1, "alice", ALICE_PW);
    env.take_mails();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} swap a4 d1"),
        "",
    );
    assert!(
        out.contains("applied: game 1: alice swapped a4 and d1"),
        "{out}"
    );
    let mut rows = CLASSIC_ARMY.map(String::from);
    rows[0].replace_range(0..1, "F");
    rows[3].replace_range(3..4, "9");
    assert_army(&env, 1, "alice", &rows.each_ref().map(String::as_str));
    let mails = env.take_mails();
    assert_eq!(
        mails.len(),
        1,
        "only the swapping player is told: {mails:#?}"
    );
    assert_eq!(mails[0].to, addr("alice"));
}

/// Regression: a line of prose above the army ("Aufstellung für Björn:", the greeting of an
/// HTML mail) was read as army symbols, so the deploy was refused as a bad army.
#[test]
fn deploy_with_prose_above_the_army() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &format!(
            "Here is my setup, the Spy is behind the 2 (für Björn):\n\n{}\n\nBye for now",
            CLASSIC_ARMY.join("\n")
        ),
    );
    assert!(out.contains("applied"), "{out}");
    assert_army(&env, 1, "alice", &CLASSIC_ARMY);
    let mails = env.take_mails();
    let bob = only_mail_to(&mails, &addr("bob"));
    assert!(bob.body.contains("Bye for now"), "{}", bob.body);
    assert!(
        !bob.body.contains("the Spy is behind"),
        "the prose above is not relayed"
    );
}

//! Every command of SPEC 3 works by mail (and through `run --from`), checked by its effect
//! on the database and by the mails it causes.

use serde_json::json;

use super::*;
use crate::support::server::{Env, addr, to};

fn only_mail_to<'a>(mails: &'a [Sent], address: &str) -> &'a Sent {
    let found = to(mails, address);
    assert_eq!(found.len(), 1, "one mail to {address}: {mails:#?}");
    found[0]
}

#[test]
fn help_is_mailed_to_anyone() {
    let env = Env::new();
    let out = env.mail("stranger@elsewhere.example", "stratego help", "");
    assert!(out.contains("applied: help sent"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "stranger@elsewhere.example");
    assert_eq!(mails[0].subject, "Stratego: help");
    for text in [
        "stratego register <userid> <password>",
        "stratego move <game>",
        "e4e5",
        "S Spy, B Bomb, F Flag",
    ] {
        assert!(mails[0].body.contains(text), "{text}: {}", mails[0].body);
    }
}

#[test]
fn register_binds_the_account_to_the_from_address_and_hashes_the_password() {
    let env = Env::new();
    let out = env.mail(
        "Alice.Smith@Example.org",
        "stratego register Alice Pa55-word",
        "",
    );
    assert!(out.contains("applied: registered Alice"), "{out}");
    let mails = env.take_mails();
    let reply = only_mail_to(&mails, "Alice.Smith@Example.org");
    assert_eq!(reply.subject, "Stratego: registered Alice - please confirm");
    let (key, userid, address, hash): (String, String, String, String) = db(&env)
        .query_row(
            "SELECT userid_key, userid, address, password_hash FROM users",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    assert_eq!(
        (key.as_str(), userid.as_str(), address.as_str()),
        ("alice", "Alice", "Alice.Smith@Example.org")
    );
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("Pa55-word"));
    assert!(!inbox_copies(&env).contains("Pa55-word"));
}

fn flip_of(env: &Env, user: &str) -> i64 {
    db(env)
        .query_row(
            "SELECT flip FROM users WHERE userid_key = ?1",
            [user],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn set_flip_and_noflip() {
    let env = Env::new();
    three_users(&env);
    assert_eq!(flip_of(&env, "alice"), 1, "flip is the default");
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} noflip"),
        "",
    );
    assert!(out.contains("applied: noflip"), "{out}");
    assert_eq!(flip_of(&env, "alice"), 0);
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("alice")).subject,
        "Stratego: settings of alice changed"
    );
    assert_not_leaked(&mails, ALICE_PW);
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} FLIP"),
        "",
    );
    assert_eq!(flip_of(&env, "alice"), 1);
}

#[test]
fn set_password_replaces_the_old_one() {
    let env = Env::new();
    three_users(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} password New-Pass-4"),
        "",
    );
    assert!(out.contains("applied: password changed"), "{out}");
    let mails = env.take_mails();
    assert_not_leaked(&mails, ALICE_PW);
    assert_not_leaked(&mails, "New-Pass-4");
    assert!(!inbox_copies(&env).contains("New-Pass-4"));

    let old = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} noflip"),
        "",
    );
    assert!(old.contains("error: wrong password"), "{old}");
    assert_eq!(flip_of(&env, "alice"), 1);
    let new = env.mail(&addr("alice"), "stratego set alice New-Pass-4 noflip", "");
    assert!(new.contains("applied"), "{new}");
    assert_eq!(flip_of(&env, "alice"), 0);
}

#[test]
fn set_address_tells_the_old_address_and_game_mail_follows() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} address <alice@new.example>"),
        "",
    );
    assert!(
        out.contains("applied: address changed to alice@new.example"),
        "{out}"
    );
    let mails = env.take_mails();
    let old: Vec<_> = to(&mails, &addr("alice"));
    assert!(
        old.iter()
            .any(|m| m.subject == "Stratego: your address was changed"
                && m.body.contains("alice@new.example")),
        "{mails:#?}"
    );
    assert!(
        to(&mails, "alice@new.example")
            .iter()
            .any(|m| m.subject == "Stratego: settings of alice changed")
    );
    let address: String = db(&env)
        .query_row(
            "SELECT address FROM users WHERE userid_key = 'alice'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(address, "alice@new.example");

    // Game mail now goes to the new address (the deploy comes from there).
    let out = env.mail(
        "alice@new.example",
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &CLASSIC_ARMY.join("\n"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(to(&mails, &addr("alice")).is_empty(), "{mails:#?}");
    assert_eq!(to(&mails, "alice@new.example").len(), 1);
}

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

#[test]
fn moves_in_every_notation() {
    let env = Env::new();
    game_playing(&env);
    // A scout runs several squares.
    play(&env, "alice", ALICE_PW, "e4-e6");
    play(&env, "bob", BOB_PW, "j7j6");
    play(&env, "alice", ALICE_PW, "A4 A5");
    play(&env, "bob", BOB_PW, "a7xa6");
    // A strike: scout against scout, both lost. `#N` names the next ply.
    play(&env, "alice", ALICE_PW, "a5xa6#5");
    play(&env, "bob", BOB_PW, "J6 J4");
    let e = export(&env, 1);
    let moves: Vec<(String, String, String)> = e["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["player"].as_str().unwrap().to_string(),
                m["from"].as_str().unwrap().to_string(),
                m["to"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = [
        ("red", "e4", "e6"),
        ("blue", "j7", "j6"),
        ("red", "a4", "a5"),
        ("blue", "a7", "a6"),
        ("red", "a5", "a6"),
        ("blue", "j6", "j4"),
    ];
    assert_eq!(
        moves,
        want.map(|(p, f, t)| (p.to_string(), f.to_string(), t.to_string()))
    );
    assert_eq!(
        e["moves"][4]["battle"],
        json!({"attacker": "9", "defender": "9", "winner": "both-lost"})
    );
    assert_eq!(
        e["moves"][5]["battle"],
        json!({"attacker": "9", "defender": "9", "winner": "both-lost"})
    );
    assert_eq!(
        (e["ply"].clone(), e["to_move"].clone()),
        (json!(6), json!("red"))
    );
}

#[test]
fn move_mails_go_to_both_players_with_their_own_view() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        "Your move, Bob.\n\n> quoted old text\n-- \nAlice",
    );
    assert!(out.contains("applied: game 1: ply 1 e4-e5"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2);
    let bob = only_mail_to(&mails, &addr("bob"));
    assert_eq!(bob.subject, "Stratego game 1: your move");
    assert!(bob.body.contains("alice writes:") && bob.body.contains("Your move, Bob."));
    assert!(!bob.body.contains("quoted old text") && !bob.body.contains("\nAlice"));
    assert!(
        bob.body.contains("stratego move 1 bob <password>"),
        "{}",
        bob.body
    );
    let alice = only_mail_to(&mails, &addr("alice"));
    assert_eq!(alice.subject, "Stratego game 1: bob to move");
    assert!(!alice.body.contains("alice writes:"));
    assert_not_leaked(&mails, ALICE_PW);
}

#[test]
fn propose_reject_then_accept() {
    let env = Env::new();
    game_playing(&env);
    let m = |user: &str, pw: &str, what: &str| {
        env.mail(
            &addr(user),
            &format!("stratego move 1 {user} {pw} {what}"),
            "",
        )
    };
    assert!(m("alice", ALICE_PW, "propose").contains("applied: game 1: alice draw offered"));
    let mails = env.take_mails();
    assert!(
        only_mail_to(&mails, &addr("bob"))
            .body
            .contains("alice offers a draw")
    );
    assert!(m("bob", BOB_PW, "reject").contains("applied: game 1: bob draw declined"));
    assert_eq!(export(&env, 1)["status"], "playing");
    assert!(m("alice", ALICE_PW, "propose").contains("applied"));
    assert!(m("bob", BOB_PW, "accept").contains("applied: game 1: bob draw agreed"));
    let e = export(&env, 1);
    assert_eq!(e["status"], "over");
    assert_eq!(
        e["result"],
        json!({"winner": null, "reason": "draw-agreed"})
    );
    let mails = env.take_mails();
    for who in ["alice", "bob"] {
        let last = to(&mails, &addr(who)).into_iter().next_back().unwrap();
        assert!(
            last.subject.starts_with("Stratego game 1: game over - "),
            "{}",
            last.subject
        );
    }
}

#[test]
fn resign_in_both_forms() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} resign"),
        "",
    );
    assert!(out.contains("applied: game 1: alice resigned"), "{out}");
    assert_eq!(
        export(&env, 1)["result"],
        json!({"winner": "blue", "reason": "resign"})
    );

    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    deploy(&env, 2, "alice", ALICE_PW);
    deploy(&env, 2, "bob", BOB_PW);
    let out = env.mail(&addr("bob"), &format!("stratego resign 2 bob {BOB_PW}"), "");
    assert!(out.contains("applied: game 2: bob resigned"), "{out}");
    assert_eq!(
        export(&env, 2)["result"],
        json!({"winner": "red", "reason": "resign"})
    );
}

#[test]
fn chat_goes_to_the_opponent_and_observers() {
    let env = Env::new();
    game_playing(&env);
    env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    env.take_mails();
    let out = env.mail(
        &addr("bob"),
        &format!("stratego chat 1 bob {BOB_PW}"),
        "Nice opening!\n> old quote\n",
    );
    assert!(out.contains("applied: game 1: chat from bob"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 3, "{mails:#?}");
    for who in ["alice", "carol"] {
        let m = only_mail_to(&mails, &addr(who));
        assert_eq!(m.subject, "Stratego game 1: message from bob");
        assert!(m.body.contains("bob writes:") && m.body.contains("Nice opening!"));
        assert!(!m.body.contains("old quote"));
    }
    assert_eq!(
        only_mail_to(&mails, &addr("bob")).subject,
        "Stratego game 1: message sent"
    );
    assert_eq!(export(&env, 1)["ply"], 0, "chat is no move");
}

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
            && m.body
                .contains("alice (Red) vs bob (Blue): ply 0, alice to move"),
        "{}",
        m.body
    );
    assert!(
        m.body.contains("#2") && m.body.contains("bob (Red) vs carol (Blue): setting up"),
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
    assert!(m.body.contains("3 plies"), "{}", m.body);
    assert!(m.body.contains("1. Red  a4-a5"), "{}", m.body);
    assert!(m.body.contains("2. Blue a7-a6"), "{}", m.body);
    assert!(
        m.body.contains("3. Red  a5-a6  9 strikes 9: both lost"),
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

#[test]
fn run_from_takes_the_same_path() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env
        .cmd()
        .args(["run", "--from", &addr("alice"), "stratego help"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "applied: help sent"
    );
    assert_eq!(env.take_mails()[0].subject, "Stratego: help");

    // A deploy with the army on stdin.
    let out = env
        .cmd()
        .args(["run", "--from", &addr("alice")])
        .arg(format!("stratego deploy 1 alice {ALICE_PW}"))
        .write_stdin(CLASSIC_ARMY.join("\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("applied: game 1: alice deployed"));
    assert_army(&env, 1, "alice", &CLASSIC_ARMY);

    // A refused command gets the same error reply as by mail, and the exit code is 0.
    let out = env
        .cmd()
        .args([
            "run",
            "--from",
            &addr("bob"),
            "stratego move 1 bob wrong-pw e7-e6",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "error: wrong password"
    );
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.to == addr("bob") && m.subject == "Stratego error: wrong password")
    );
    assert_not_leaked(&mails, "wrong-pw");
    assert!(!inbox_copies(&env).contains("wrong-pw"));
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

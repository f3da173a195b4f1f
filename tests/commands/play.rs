//! Playing by mail (SPEC 3): moves in every notation, the board mails a move causes, draw
//! offers, resigning and chat, checked by their effect on the database and by the mails.

use serde_json::json;

use super::*;
use crate::support::server::{Env, addr, to};

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

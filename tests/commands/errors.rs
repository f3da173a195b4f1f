//! Every error reply of SPEC 3, one test each: `Stratego error: <reason>` to the sender,
//! the whole command quoted with its password masked, the reason explained, the password
//! nowhere, and nothing changed. Also forged From addresses and the lockout.

use serde_json::json;

use super::*;
use crate::support::server::{Env, addr, collapse, to};

/// A move by `user` in game 1 that must be refused as illegal with `detail`.
fn illegal(env: &Env, user: &str, pw: &str, mv: &str, detail: &str) {
    let subject = format!("stratego move 1 {user} {pw} {mv}");
    refused(
        env,
        &Refused {
            from: &addr(user),
            subject: &subject,
            body: "",
            password: Some(pw),
            reason: "illegal move",
            detail: &[detail],
        },
    );
}

#[test]
fn unknown_command() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: "stratego dance alice",
            body: "",
            password: None,
            reason: "unknown command",
            detail: &["'dance' is not a command", "stratego help"],
        },
    );
}

#[test]
fn wrong_word_count() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            // The game number missing: the password is still masked where it stands.
            subject: &format!("stratego showas alice {ALICE_PW}"),
            body: "",
            password: Some(ALICE_PW),
            reason: "wrong number of words",
            detail: &["stratego showas <game> <userid> <password>"],
        },
    );
}

#[test]
fn bad_userid() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: "new@example.org",
            subject: "stratego register 9lives Top-Secret-1",
            body: "",
            password: Some("Top-Secret-1"),
            reason: "bad userid",
            detail: &["9lives"],
        },
    );
}

#[test]
fn userid_taken() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: "impostor@example.net",
            subject: "stratego register ALICE Other-Secret-2",
            body: "",
            password: Some("Other-Secret-2"),
            reason: "userid taken",
            detail: &["alice is already registered"],
        },
    );
}

#[test]
fn unknown_user() {
    let env = Env::new();
    game_in_setup(&env);
    refused(
        &env,
        &Refused {
            from: &addr("dave"),
            subject: "stratego showas 1 dave Dave-Secret-3",
            body: "",
            password: Some("Dave-Secret-3"),
            // Said plainly (issue 79): `register` tells anyone whether a userid is taken.
            reason: "unknown userid",
            detail: &["No user 'dave' is registered."],
        },
    );
}

#[test]
fn wrong_password() {
    let env = Env::new();
    game_playing(&env);
    let mails = refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: "stratego move 1 alice Not-Her-Password e4-e5",
            body: "",
            password: Some("Not-Her-Password"),
            reason: "wrong password",
            // The way back in is named (review 23).
            detail: &[
                "The password for alice is wrong",
                "Forgot it? Send this, and reply to the mail that comes to the address alice \
                 is registered with:\n  stratego forgot alice\n",
            ],
        },
    );
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert!(
        mails[0].body.contains("\n  stratego forgot alice\n"),
        "{}",
        mails[0].body
    );
    assert_not_leaked(&mails, ALICE_PW);
}

#[test]
fn lockout_after_five_wrong_passwords() {
    let env = Env::new();
    game_playing(&env);
    // Wrong passwords from the registered address (perhaps forged) lock the userid; those
    // from other addresses never do (tests/leaks/accounts.rs).
    let attacker = addr("alice");
    let attacker = attacker.as_str();
    let mut notices = 0;
    for i in 1..=5 {
        let mails = refused(
            &env,
            &Refused {
                from: attacker,
                subject: &format!("stratego move 1 alice Guess-{i} e4-e5"),
                body: "",
                password: Some(&format!("Guess-{i}")),
                reason: "wrong password",
                detail: &["wrong"],
            },
        );
        let told: Vec<_> = to(&mails, &addr("alice"))
            .into_iter()
            .filter(|m| !m.subject.starts_with("Stratego error"))
            .collect();
        notices += told.len();
        if i < 5 {
            assert!(
                told.is_empty(),
                "no notice before the fifth failure: {told:#?}"
            );
        } else {
            assert_eq!(told.len(), 1);
            assert_eq!(
                told[0].subject,
                "Stratego: your account is locked for 15 minutes"
            );
            assert!(told[0].body.contains(attacker), "{}", told[0].body);
        }
        env.advance(60);
    }
    assert_eq!(notices, 1);

    // Locked: even the right password from the right address is refused, and alice is
    // not told again.
    for _ in 0..2 {
        let mails = refused(
            &env,
            &Refused {
                from: &addr("alice"),
                subject: &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
                body: "",
                password: Some(ALICE_PW),
                reason: "account locked",
                detail: &["too many wrong passwords", "Try again after that"],
            },
        );
        assert_eq!(mails.len(), 1, "only the error reply: {mails:#?}");
        env.advance(60);
    }
    let mails = refused(
        &env,
        &Refused {
            from: "guesser@evil.example",
            subject: "stratego move 1 alice Guess-6 e4-e5",
            body: "",
            password: Some("Guess-6"),
            reason: "account locked",
            detail: &["refused until"],
        },
    );
    assert!(
        to(&mails, &addr("alice")).is_empty(),
        "told once: {mails:#?}"
    );

    // Other users are not affected.
    let out = env.mail(&addr("bob"), &format!("stratego showas 1 bob {BOB_PW}"), "");
    assert!(out.contains("applied"), "{out}");
    env.take_mails();

    // The lock lifts after 15 minutes.
    env.advance(15 * 60);
    play(&env, "alice", ALICE_PW, "e4-e5");
    assert_eq!(export(&env, 1)["ply"], 1);
}

#[test]
fn a_game_the_user_is_not_in() {
    let env = Env::new();
    game_playing(&env);
    refused(
        &env,
        &Refused {
            from: &addr("carol"),
            subject: &format!("stratego move 1 carol {CAROL_PW} e4-e5"),
            body: "",
            password: Some(CAROL_PW),
            reason: "not your game",
            detail: &["carol does not play in game 1"],
        },
    );
    refused(
        &env,
        &Refused {
            from: &addr("carol"),
            subject: &format!("stratego showas 1 carol {CAROL_PW}"),
            body: "",
            password: Some(CAROL_PW),
            reason: "not your game",
            detail: &["carol does not play in game 1"],
        },
    );
}

#[test]
fn a_game_that_does_not_exist() {
    let env = Env::new();
    game_playing(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: &format!("stratego move 7 alice {ALICE_PW} e4-e5"),
            body: "",
            password: Some(ALICE_PW),
            reason: "no such game",
            detail: &["There is no game 7"],
        },
    );
}

#[test]
fn a_finished_game() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego resign 1 alice {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    illegal(
        &env,
        "bob",
        BOB_PW,
        "a7-a6",
        "The game is over, so a7-a6 is not allowed.",
    );
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: &format!("stratego move 1 alice {ALICE_PW} propose"),
            body: "",
            password: Some(ALICE_PW),
            reason: "not possible now",
            detail: &["the game is over"],
        },
    );
}

#[test]
fn acting_out_of_turn() {
    // Not an illegal move but a wrong moment, and the subject says so (issue 26).
    let env = Env::new();
    game_playing(&env);
    for (user, pw, mv, detail) in [
        (
            "bob",
            BOB_PW,
            "a7-a6",
            "It is not your turn: alice is to move.",
        ),
        (
            "alice",
            ALICE_PW,
            "a5-a6",
            "It is not your turn: bob is to move.",
        ),
    ] {
        let subject = format!("stratego move 1 {user} {pw} {mv}");
        refused(
            &env,
            &Refused {
                from: &addr(user),
                subject: &subject,
                body: "",
                password: Some(pw),
                reason: "not your turn",
                detail: &[detail],
            },
        );
        if user == "bob" {
            play(&env, "alice", ALICE_PW, "a4-a5");
        }
    }
}

#[test]
fn moving_before_the_game_has_started() {
    let env = Env::new();
    game_in_setup(&env);
    deploy(&env, 1, "alice", ALICE_PW);
    env.take_mails();
    illegal(&env, "alice", ALICE_PW, "a4-a5", "The game has not started");
}

#[test]
fn illegal_move_from_an_empty_square() {
    let env = Env::new();
    game_playing(&env);
    illegal(&env, "alice", ALICE_PW, "a5-a6", "a5 is empty");
}

#[test]
fn illegal_move_of_an_enemy_piece() {
    let env = Env::new();
    game_playing(&env);
    illegal(
        &env,
        "alice",
        ALICE_PW,
        "a7-a6",
        "The piece on a7 is not yours, so a7-a6 is not allowed.",
    );
}

#[test]
fn illegal_move_of_a_bomb_and_of_the_flag() {
    let env = Env::new();
    game_playing(&env);
    illegal(&env, "alice", ALICE_PW, "d2-d3", "Bombs cannot move");
    illegal(&env, "alice", ALICE_PW, "d1-d2", "The flag cannot move");
}

#[test]
fn illegal_diagonal_move() {
    let env = Env::new();
    game_playing(&env);
    illegal(&env, "alice", ALICE_PW, "a4-b5", "never diagonally");
}

#[test]
fn illegal_move_too_far() {
    let env = Env::new();
    game_playing(&env);
    illegal(
        &env,
        "alice",
        ALICE_PW,
        "b4-b6",
        "moves one square at a time",
    );
}

#[test]
fn illegal_move_into_a_lake() {
    let env = Env::new();
    game_playing(&env);
    illegal(&env, "alice", ALICE_PW, "d4-d5", "d5 is a lake");
}

#[test]
fn illegal_move_onto_an_own_piece() {
    let env = Env::new();
    game_playing(&env);
    illegal(
        &env,
        "alice",
        ALICE_PW,
        "a4-a3",
        "a3 holds one of your own pieces",
    );
}

#[test]
fn illegal_move_of_a_blocked_scout() {
    let env = Env::new();
    game_playing(&env);
    // e4 is a scout; e7 holds Blue's general, so e8 cannot be reached.
    illegal(
        &env,
        "alice",
        ALICE_PW,
        "e4-e8",
        "The way is blocked at e7; a Scout cannot pass pieces or lakes, so e4-e8 is not allowed.",
    );
}

#[test]
fn illegal_move_against_the_two_squares_rule() {
    let env = Env::new();
    game_playing(&env);
    for (red, blue) in [("a4-a5", "j7-j6"), ("a5-a4", "j6-j7"), ("a4-a5", "j7-j6")] {
        play(&env, "alice", ALICE_PW, red);
        play(&env, "bob", BOB_PW, blue);
    }
    env.take_mails();
    illegal(
        &env,
        "alice",
        ALICE_PW,
        "a5-a4",
        "Two-squares rule: a5-a4 would be",
    );
    // Another piece may move.
    play(&env, "alice", ALICE_PW, "e4-e5");
}

#[test]
fn stale_ply_number() {
    let env = Env::new();
    game_playing(&env);
    play(&env, "alice", ALICE_PW, "a4-a5#1");
    refused(
        &env,
        &Refused {
            from: &addr("bob"),
            subject: &format!("stratego move 1 bob {BOB_PW} a7-a6#1"),
            body: "",
            password: Some(BOB_PW),
            reason: "stale move",
            detail: &["the next move of game 1 is #2"],
        },
    );
    play(&env, "bob", BOB_PW, "a7-a6#2");
}

#[test]
fn broken_army_lists_every_problem_and_keeps_the_previous_setup() {
    let env = Env::new();
    game_in_setup(&env);
    deploy(&env, 1, "alice", ALICE_PW);
    env.take_mails();
    let subject = format!("stratego deploy 1 alice {ALICE_PW}");
    // 40 symbols and an X on line 2; three 1s (one allowed), no 2 and no F.
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: &subject,
            body: "9394914939\n566X91S9575\n574BB7668B\n88B17B88B9",
            password: Some(ALICE_PW),
            reason: "bad army",
            detail: &[
                "line 2: 'X' is not an army symbol",
                "too many Marshals (1): 3 given, an army has 1",
                "too few Generals (2): 0 given, an army has 1",
                "too few Flags (F): 0 given, an army has 1",
                "Your previous army stays in place",
            ],
        },
    );
    // Two symbols short, with an X on line 2 and too many Marshals: all three are listed.
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: &subject,
            body: "9394914939\n566X91S9575\n574BB7668B\n88B17B88",
            password: Some(ALICE_PW),
            reason: "bad army",
            detail: &[
                "the army has 38 symbols but needs 40",
                "line 2: 'X' is not an army symbol",
                "too many Marshals (1): 3 given, an army has 1",
                "Your previous army stays in place",
            ],
        },
    );
    assert_army(&env, 1, "alice", &CLASSIC_ARMY);
    // Without an earlier army, the reply says that none was set.
    refused(
        &env,
        &Refused {
            from: &addr("bob"),
            subject: &format!("stratego deploy 1 bob {BOB_PW}"),
            body: "99999",
            password: Some(BOB_PW),
            reason: "bad army",
            detail: &["the army has 5 symbols but needs 40", "No army was set"],
        },
    );
}

#[test]
fn challenge_from_an_address_that_is_not_a_players() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: &addr("carol"),
            subject: "stratego challenge alice bob",
            body: "",
            password: None,
            reason: "not a player's address",
            detail: &["registered address of alice or bob", "carol@example.org"],
        },
    );
}

#[test]
fn challenge_of_an_unknown_user() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: "stratego challenge alice zed",
            body: "",
            password: None,
            reason: "unknown userid",
            detail: &["No user 'zed' is registered"],
        },
    );
}

#[test]
fn challenge_with_a_bad_option() {
    let env = Env::new();
    three_users(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: "stratego challenge alice bob -twosquare=many",
            body: "",
            password: None,
            reason: "bad challenge option",
            detail: &["-twosquare"],
        },
    );
}

#[test]
fn deploy_after_the_start() {
    let env = Env::new();
    game_playing(&env);
    let subject = format!("stratego deploy 1 bob {BOB_PW}");
    refused(
        &env,
        &Refused {
            from: &addr("bob"),
            subject: &subject,
            body: &CLASSIC_ARMY.join("\n"),
            password: Some(BOB_PW),
            reason: "game has started",
            detail: &["armies can no longer be changed"],
        },
    );
}

#[test]
fn swap_after_the_start() {
    let env = Env::new();
    game_playing(&env);
    refused(
        &env,
        &Refused {
            from: &addr("alice"),
            subject: &format!("stratego move 1 alice {ALICE_PW} swap a4 b4"),
            body: "",
            password: Some(ALICE_PW),
            reason: "cannot swap",
            detail: &["the game has started"],
        },
    );
}

#[test]
fn no_command_in_the_mail() {
    let env = Env::new();
    game_playing(&env);
    let before = snapshot(&env);
    let out = env.mail(
        &addr("alice"),
        "Re: Stratego game 1: your move",
        "I will move tomorrow.\n> stratego move 1 alice <password> e4-e5\n",
    );
    assert!(out.contains("error: no command found"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert_eq!(mails[0].to, addr("alice"));
    assert_eq!(mails[0].subject, "Stratego error: no command found");
    assert!(
        mails[0]
            .body
            .starts_with("Your mail was not carried out:\n\nNeither"),
        "{}",
        mails[0].body
    );
    assert!(mails[0].body.contains("Neither the subject nor the body"));
    assert_eq!(snapshot(&env), before);
}

/// SPEC 3: a forged From with the right password acts, but the registered owner is told
/// and the board goes to the registered address only.
#[test]
fn forged_from_with_the_right_password() {
    let env = Env::new();
    game_playing(&env);
    let forger = "forger@evil.example";
    let out = env.mail(
        forger,
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        "",
    );
    assert!(out.contains("applied: game 1: ply 1 e4-e5"), "{out}");
    assert_eq!(
        export(&env, 1)["moves"][0],
        json!({"ply": 1, "player": "red", "from": "e4", "to": "e5", "battle": null})
    );
    let mails = env.take_mails();
    assert!(
        to(&mails, forger).is_empty(),
        "nothing to the forger: {mails:#?}"
    );
    let alice = to(&mails, &addr("alice"));
    assert!(
        alice.iter().any(
            |m| m.subject == "Stratego: your account was used from another address"
                && m.body.contains(forger)
                && m.body.contains("stratego move 1 alice ******** e4-e5")
        ),
        "{alice:#?}"
    );
    assert!(
        alice
            .iter()
            .any(|m| m.subject == "Stratego game 1: bob to move")
    );
    assert_eq!(to(&mails, &addr("bob")).len(), 1);
    assert_not_leaked(&mails, ALICE_PW);

    // showas from a forged address: the board goes to the owner, not the sender.
    env.mail(forger, &format!("stratego showas 1 bob {BOB_PW}"), "");
    let mails = env.take_mails();
    assert!(to(&mails, forger).is_empty(), "{mails:#?}");
    assert!(
        to(&mails, &addr("bob"))
            .iter()
            .any(|m| m.subject == "Stratego: board of game 1 as bob")
    );
}

#[test]
fn forged_from_with_a_wrong_password() {
    let env = Env::new();
    game_playing(&env);
    let mails = refused(
        &env,
        &Refused {
            from: "forger@evil.example",
            subject: "stratego move 1 alice Guessed-Wrong e4-e5",
            body: "",
            password: Some("Guessed-Wrong"),
            reason: "wrong password",
            detail: &["The password for alice is wrong"],
        },
    );
    // The error reply, and alice hears of it (at most once a day; issue 19).
    assert_eq!(mails.len(), 2, "{mails:#?}");
    let told = to(&mails, &addr("alice"));
    assert_eq!(told.len(), 1, "{mails:#?}");
    assert!(
        told[0].body.contains("forger@evil.example"),
        "{}",
        told[0].body
    );
    assert_eq!(export(&env, 1)["ply"], 0);
}

/// Issue 27, item 6: an unknown userid and a wrong password get one answer, so that the
/// answer does not tell which userids exist.
#[test]
fn an_unknown_userid_is_said_plainly_and_a_wrong_password_too() {
    let env = Env::new();
    game_playing(&env);
    let answer = |user: &str| {
        let out = env.mail(
            &addr("alice"),
            &format!("stratego showas 1 {user} Some-Guess-1"),
            "",
        );
        let mails = env.take_mails();
        assert_eq!(mails.len(), 1, "{mails:#?}");
        (out, collapse(&mails[0].body))
    };
    // `register` tells anyone whether a userid is taken: the error says it (issue 79).
    let (out, body) = answer("alice");
    assert!(out.contains("error: wrong password"), "{out}");
    assert!(body.contains("The password for alice is wrong."), "{body}");
    assert!(!body.contains("not registered"), "{body}");
    let (out, body) = answer("nobody");
    assert!(out.contains("error: unknown userid"), "{out}");
    assert!(body.contains("No user 'nobody' is registered."), "{body}");
}

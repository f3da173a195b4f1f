//! Replies a player should understand (issue 26): each test sends the mails through the
//! binary and reads the replies.

use super::{only_mail, reading_problems, robot_game, send_reply};
use crate::commands::{ALICE_PW, BOB_PW, CLASSIC_ARMY, deploy, game_in_setup, reply_address};
use crate::support::server::{Env, Sent, addr, to};

/// Game 1, alice (Red) against bob (Blue), both armies in; the reply addresses of both.
fn playing(env: &Env) -> (String, String) {
    game_in_setup(env);
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let out = deploy(env, 1, user, pw);
        assert!(out.contains("applied"), "{out}");
    }
    let mails = env.take_mails();
    (reply_address(&mails, "alice"), reply_address(&mails, "bob"))
}

/// A reply from `user` to the reply address `key`; returns stderr (the outcome).
fn reply(env: &Env, user: &str, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        &addr(user),
        &format!("Stratego <{key}>"),
        "Re: Stratego game 1: your move",
        text,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn one<'a>(mails: &'a [Sent], user: &str) -> &'a Sent {
    let mine = to(mails, &addr(user));
    assert_eq!(mine.len(), 1, "{user}: {mails:#?}");
    mine[0]
}

#[test]
fn a_greeting_first_and_the_move_on_a_line_of_its_own_plays_the_move() {
    let env = Env::new();
    let (alice, _) = playing(&env);
    let out = reply(&env, "alice", &alice, "Hi Bob,\n\na4-a5\n\nYour turn!\n");
    assert!(out.contains("applied: game 1: ply 1 a4-a5"), "{out}");
    let mails = env.take_mails();
    let bob = one(&mails, "bob");
    assert_eq!(bob.subject, "Stratego game 1: your move");
    assert!(bob.says("alice (Red) played a4-a5."), "{}", bob.body);
    // The rest is the comment, relayed as alice wrote it, without the move line.
    assert!(bob.body.contains("  | Hi Bob,"), "{}", bob.body);
    assert!(bob.body.contains("  | Your turn!"), "{}", bob.body);
    assert!(!bob.body.contains("  | a4-a5"), "{}", bob.body);
}

#[test]
fn a_reply_without_a_move_says_no_move_was_made_and_names_no_absent_observers() {
    let env = Env::new();
    let (alice, _) = playing(&env);
    let out = reply(&env, "alice", &alice, "Thinking about it, back tomorrow.");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let ack = one(&mails, "alice");
    assert_eq!(ack.subject, "Stratego game 1: message sent, no move made");
    assert!(
        ack.body
            .starts_with("No move was made; it is still your turn. Your message went to bob."),
        "{}",
        ack.body
    );
    assert!(!ack.body.contains("observers"), "{}", ack.body);
    // Bob reads the message and how to answer it: by reply, not a command with a password.
    let bob = one(&mails, "bob");
    assert!(bob.body.contains("  | Thinking about it"), "{}", bob.body);
    assert!(
        bob.says("Reply to this mail to answer alice."),
        "{}",
        bob.body
    );
    assert!(!bob.body.contains("stratego chat"), "{}", bob.body);
    assert!(!bob.body.contains("<password>"), "{}", bob.body);

    // Against the robot, with nobody watching: the text reaches no one, and it says so.
    let env = Env::new();
    let (key, _) = robot_game(&env);
    send_reply(&env, &key, "Good luck, robot!");
    let error = only_mail(&env, &addr("alice"));
    assert!(
        error.says("No move was made; it is still your turn."),
        "{}",
        error.body
    );
    assert!(reading_problems(&error.body).is_empty(), "{}", error.body);
}

#[test]
fn phone_and_client_signatures_are_not_relayed() {
    let env = Env::new();
    let (alice, bob_key) = playing(&env);
    reply(
        &env,
        "alice",
        &alice,
        "a4-a5\nYour move.\n\nSent from my iPhone\n",
    );
    let mails = env.take_mails();
    let bob = one(&mails, "bob");
    assert!(bob.body.contains("  | Your move."), "{}", bob.body);
    assert!(!bob.body.contains("iPhone"), "{}", bob.body);
    for signature in [
        "Sent from my Android",
        "Get Outlook for iOS",
        "Get Outlook for Android",
        "Sent from Mail for Windows",
    ] {
        reply(
            &env,
            "bob",
            &bob_key,
            &format!("Nice one.\n\n{signature}\n"),
        );
        let mails = env.take_mails();
        let alice = one(&mails, "alice");
        assert!(alice.body.contains("  | Nice one."), "{}", alice.body);
        assert!(
            !alice.body.contains(signature),
            "{signature}: {}",
            alice.body
        );
    }
}

#[test]
fn a_draw_offer_shows_in_the_subjects() {
    let env = Env::new();
    let (alice, _) = playing(&env);
    let out = reply(&env, "alice", &alice, "draw");
    assert!(out.contains("draw offered"), "{out}");
    let mails = env.take_mails();
    let bob = one(&mails, "bob");
    assert_eq!(bob.subject, "Stratego game 1: alice offers a draw");
    assert!(bob.says("alice offers a draw."), "{}", bob.body);
    let own = one(&mails, "alice");
    assert_eq!(own.subject, "Stratego game 1: you offered a draw");
    assert!(own.says("You offered a draw."), "{}", own.body);
    assert!(!own.body.contains("alice offers a draw"), "{}", own.body);
}

#[test]
fn a_move_out_of_turn_is_answered_under_a_subject_that_says_so() {
    let env = Env::new();
    let (_, bob) = playing(&env);
    let out = reply(&env, "bob", &bob, "a7-a6");
    assert!(out.contains("not your turn"), "{out}");
    let mails = env.take_mails();
    let error = one(&mails, "bob");
    assert_eq!(error.subject, "Stratego error: not your turn");
    assert!(
        error.says("It is not your turn: alice is to move."),
        "{}",
        error.body
    );
}

#[test]
fn an_army_error_counts_the_pieces_before_the_ranks() {
    let env = Env::new();
    game_in_setup(&env);
    let army = format!("{}\n9999999999\n", CLASSIC_ARMY.join("\n"));
    env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &army,
    );
    let mails = env.take_mails();
    let error = one(&mails, "alice");
    let count = error
        .body
        .find("50 pieces given, an army has 40")
        .unwrap_or_else(|| panic!("{}", error.body));
    assert!(reading_problems(&error.body).is_empty(), "{}", error.body);
    // A barrage army with a piece too many: the count, then the rank.
    let env = Env::new();
    crate::commands::three_users(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -barrage {ALICE_PW}"),
        "",
    );
    env.take_mails();
    env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        "2S..19....\n9.........\n8.........\nFB9.......\n",
    );
    let mails = env.take_mails();
    let body = &one(&mails, "alice").body;
    let count_at = body.find("9 pieces given, an army has 8").expect(body);
    let rank_at = body.find("too many Scouts").expect(body);
    assert!(count < 1000 && count_at < rank_at, "{body}");
}

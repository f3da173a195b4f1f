//! What a player reads when she gets something slightly wrong, and that no mail says a
//! thing twice or wrongly (issue 79): every test mails the real binary and reads what comes
//! back.

use super::{
    ALICE_PW, BOB_PW, CLASSIC_ARMY, addr, game_in_setup, game_playing, only_mail_to, reply_address,
};
use crate::support::server::{Env, Sent, collapse};

/// Game 1 playing (alice Red to move); alice's reply address, taken from a fresh board.
fn playing_with_key(env: &Env) -> String {
    game_playing(env);
    env.mail(
        &addr("alice"),
        &format!("stratego showas 1 alice {ALICE_PW}"),
        "",
    );
    reply_address(&env.take_mails(), "alice")
}

/// A plain reply of `text` to `key` from `user`; returns what ingest said.
fn reply(env: &Env, user: &str, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        &addr(user),
        &format!("Stratego <{key}>"),
        "Re: Stratego game 1: your move",
        &format!("{text}\n\n> Stratego game 1: your move\n"),
    );
    String::from_utf8_lossy(&env.ingest_raw(raw.as_bytes()).stderr).into_owned()
}

/// Whether the mail says "ply" or "plies" (players count moves).
fn says_ply(mail: &Sent) -> bool {
    mail.body
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| w.eq_ignore_ascii_case("ply") || w.eq_ignore_ascii_case("plies"))
}

/// How often `phrase` occurs in the mail's text, whatever the line breaks.
fn count(mail: &Sent, phrase: &str) -> usize {
    collapse(&mail.body).matches(&collapse(phrase)).count()
}

#[test]
fn a_mistyped_move_or_reply_word_is_refused_and_never_relayed() {
    let env = Env::new();
    let key = playing_with_key(&env);
    for (typo, guess) in [
        ("a6a-5", None),
        ("e4-e9x", None),
        ("resing", Some("resign")),
    ] {
        let out = reply(&env, "alice", &key, typo);
        assert!(out.contains("error: reply not understood"), "{typo}: {out}");
        let mails = env.take_mails();
        // Only alice hears of it: nothing goes to bob.
        assert_eq!(mails.len(), 1, "{typo}: {mails:#?}");
        let mail = only_mail_to(&mails, &addr("alice"));
        assert_eq!(mail.subject, "Stratego error: reply not understood");
        assert!(
            mail.says(&format!("{typo} (your reply in game 1)")),
            "{}",
            mail.body
        );
        assert!(
            mail.says(&format!("'{typo}' is neither a move nor a reply word")),
            "{}",
            mail.body
        );
        assert!(
            mail.says("nothing was passed on to your opponent"),
            "{}",
            mail.body
        );
        assert!(mail.body.contains("\n  e4-e5\n"), "{}", mail.body);
        assert!(
            mail.body
                .contains("\n  draw  accept  reject  resign  show\n"),
            "{}",
            mail.body
        );
        if let Some(word) = guess {
            assert!(mail.says(&format!("did you mean {word}?")), "{}", mail.body);
        }
    }
    // A sentence is still a message for bob, and the game did not move.
    let out = reply(&env, "alice", &key, "a6 was a bomb, I bet?");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(
        only_mail_to(&mails, &addr("bob")).says("a6 was a bomb, I bet?"),
        "{mails:#?}"
    );
}

#[test]
fn an_illegal_move_is_one_sentence_with_the_reason_first() {
    let env = Env::new();
    let key = playing_with_key(&env);
    // b4 holds alice's Colonel (3).
    let out = reply(&env, "alice", &key, "b4-b6");
    assert!(out.contains("error: illegal move"), "{out}");
    let mails = env.take_mails();
    let mail = only_mail_to(&mails, &addr("alice"));
    assert!(
        mail.says(
            "Your Colonel moves one square at a time; only Scouts (9) move farther, so b4-b6 \
             is not allowed."
        ),
        "{}",
        mail.body
    );
    // Quoted once, named once.
    assert_eq!(count(mail, "b4-b6"), 2, "{}", mail.body);
    assert_eq!(count(mail, "stratego help"), 1, "{}", mail.body);
}

#[test]
fn an_unknown_command_hides_the_password_and_names_the_nearest() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego chalenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("error: unknown command"), "{out}");
    let mails = env.take_mails();
    let mail = only_mail_to(&mails, &addr("alice"));
    assert!(!mail.body.contains(ALICE_PW), "{}", mail.body);
    assert!(
        mail.says("stratego chalenge alice bob ********"),
        "{}",
        mail.body
    );
    assert!(mail.says("did you mean 'challenge'?"), "{}", mail.body);
    assert!(
        mail.body
            .contains("\n  stratego challenge <userid> <opponent> [options] <password>\n"),
        "{}",
        mail.body
    );
    assert_eq!(count(mail, "'stratego help"), 1, "{}", mail.body);
}

#[test]
fn help_alone_through_run_is_the_help() {
    let env = Env::new();
    for line in ["help", "Help!", "?"] {
        let out = env
            .cmd()
            .args(["run", "--from", &addr("alice"), line])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.starts_with("applied: help sent"), "{line}: {stdout}");
        let mails = env.take_mails();
        assert_eq!(
            only_mail_to(&mails, &addr("alice")).subject,
            "Stratego: help"
        );
    }
}

#[test]
fn show_by_a_player_mails_her_own_view_to_her_address() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(&addr("alice"), "stratego show 1", "");
    assert!(out.contains("applied: game 1 shown to alice"), "{out}");
    let mails = env.take_mails();
    let mail = only_mail_to(&mails, &addr("alice"));
    assert_eq!(mail.subject, "Stratego: board of game 1 as alice");
    assert!(
        mail.says("You are Red: your pieces are [x]"),
        "{}",
        mail.body
    );
    assert!(!mail.body.contains("subscribe"), "{}", mail.body);
    // Anyone else still gets the observer's view.
    let out = env.mail(&addr("carol"), "stratego show 1", "");
    assert!(out.contains("applied: game 1 shown"), "{out}");
    let mails = env.take_mails();
    assert!(
        only_mail_to(&mails, &addr("carol")).says("Observer's view"),
        "{mails:#?}"
    );
}

#[test]
fn the_board_mails_say_each_thing_once() {
    let env = Env::new();
    super::three_users(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    let mails = env.take_mails();
    // The challenged player is told she was challenged; the challenger that she challenged.
    assert!(
        only_mail_to(&mails, &addr("bob"))
            .says("alice has challenged you: alice plays Red and moves first, you play Blue."),
        "{mails:#?}"
    );
    let alice = only_mail_to(&mails, &addr("alice"));
    assert!(
        alice.says("You have challenged bob: you play Red and move first, bob plays Blue."),
        "{}",
        alice.body
    );
    // No move yet: the legend does not explain the last move's mark.
    assert!(!alice.says("marks the two squares"), "{}", alice.body);
    env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &CLASSIC_ARMY.join("\n"),
    );
    let mails = env.take_mails();
    // The example swap is a command on a line of its own.
    let alice = only_mail_to(&mails, &addr("alice"));
    assert!(alice.body.contains("\n  swap a1 b1\n"), "{}", alice.body);
    assert!(alice.says("You have deployed your army."), "{}", alice.body);
    assert!(
        only_mail_to(&mails, &addr("bob")).says("alice has deployed their army."),
        "{mails:#?}"
    );
    env.mail(
        &addr("bob"),
        &format!("stratego deploy 1 bob {BOB_PW}"),
        &CLASSIC_ARMY.join("\n"),
    );
    let mails = env.take_mails();
    let alice = only_mail_to(&mails, &addr("alice"));
    assert_eq!(count(alice, "to play move"), 1, "{}", alice.body);
    assert!(alice.says("You are to play move 1."), "{}", alice.body);
    assert!(!says_ply(alice), "{}", alice.body);
    env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    let mails = env.take_mails();
    let bob = only_mail_to(&mails, &addr("bob"));
    assert!(bob.says("Last move: Red a4-a5 (move 1)."), "{}", bob.body);
    assert!(bob.says("You are to play move 2."), "{}", bob.body);
    assert!(
        bob.says("> marks the two squares of the last move."),
        "{}",
        bob.body
    );
    // The game's end: both armies shown, the end said once.
    env.mail(&addr("bob"), &format!("stratego resign 1 bob {BOB_PW}"), "");
    let mails = env.take_mails();
    for user in ["alice", "bob"] {
        let mail = only_mail_to(&mails, &addr(user));
        assert!(mail.says("Red has lost: none"), "{}", mail.body);
        assert!(!mail.body.contains("(?)"), "{}", mail.body);
        assert_eq!(count(mail, "Game over"), 1, "{}", mail.body);
        assert!(!mail.says("The game is over"), "{}", mail.body);
    }
}

#[test]
fn the_lists_and_the_history_count_moves() {
    let env = Env::new();
    game_playing(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    env.take_mails();
    env.mail(&addr("carol"), "stratego games", "");
    env.mail(&addr("carol"), "stratego history 1", "");
    let mails = env.take_mails();
    assert!(mails[0].says("bob to play move 2"), "{}", mails[0].body);
    assert!(
        mails[1].says("alice (Red) against bob (Blue), 1 move."),
        "{}",
        mails[1].body
    );
    for mail in &mails {
        assert!(!says_ply(mail), "{}", mail.body);
    }
}

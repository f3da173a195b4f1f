//! Watchers: neutral boards after every move until they unsubscribe; chat reaches the
//! opponent and the watchers; and the headers and threads of all the game's mail.

use stratego_rules::{Color, Viewer};

use super::driver::{BLUE, Match, RED, WATCHER, only};
use super::headers;
use super::whole::{SMALL_BLUE, SMALL_RED};
use crate::support::server::{addr, to};

fn subscribe(m: &mut Match) {
    let out = m
        .env
        .mail(&addr(WATCHER.0), "stratego subscribe 1 carol pw-carol", "");
    assert!(out.contains("applied"), "{out}");
    let mails = m.take();
    let mail = only(&mails, WATCHER.0);
    assert_eq!(mail.subject, "Stratego: watching game 1");
    m.check_board(&mail.body, Viewer::Observer);
    m.watchers.push(WATCHER.0);
}

#[test]
fn watchers_get_neutral_boards_and_chat_until_they_unsubscribe() {
    let mut m = Match::start(&["-small"], SMALL_RED, SMALL_BLUE, false);
    subscribe(&mut m);
    // `play` checks that carol gets one neutral board per move with no hidden rank.
    m.play("a3-a5");
    m.play("e6-e5");
    m.play("a5-a6");

    let out = m.env.mail(
        &addr(BLUE.0),
        "stratego chat 1 bob pw-bob",
        "Your scout was brave.\n\n> quoted, not relayed\n-- \nbob's signature",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = m.take();
    assert_eq!(mails.len(), 3, "{mails:#?}");
    for user in [RED.0, WATCHER.0] {
        let mail = only(&mails, user);
        assert_eq!(mail.subject, "Stratego game 1: message from bob");
        assert!(
            mail.body
                .contains("bob writes:\n  | Your scout was brave.\n")
        );
        assert!(!mail.body.contains("quoted") && !mail.body.contains("signature"));
    }
    // Bob was to move: his copy says that nothing was played (issue 26), and names the
    // one observer.
    let sent = only(&mails, BLUE.0);
    assert_eq!(sent.subject, "Stratego game 1: message sent, no move made");
    assert!(
        sent.says("No move was made; it is still your turn. Your message went to alice and the observer of game 1."),
        "{}",
        sent.body
    );

    let out = m.env.mail(
        &addr(WATCHER.0),
        "stratego unsubscribe 1 carol pw-carol",
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = m.take();
    assert_eq!(
        only(&mails, WATCHER.0).subject,
        "Stratego: stopped watching game 1"
    );
    m.watchers.clear();
    for mv in ["e5-e4", "h3-h4", "e4-e3"] {
        let mails = m.play(mv);
        assert!(to(&mails, "carol@").is_empty());
    }
    let out = m
        .env
        .mail(&addr(RED.0), "stratego chat 1 alice pw-alice", "Ouch.");
    assert!(out.contains("applied"), "{out}");
    let mails = m.take();
    assert!(to(&mails, "carol@").is_empty(), "{mails:#?}");
    assert_eq!(
        only(&mails, BLUE.0).subject,
        "Stratego game 1: message from alice"
    );
}

#[test]
fn game_mails_are_threaded_per_recipient_with_auto_reply_headers() {
    let mut m = Match::start(&["-small"], SMALL_RED, SMALL_BLUE, false);
    subscribe(&mut m);
    for mv in ["a3-a5", "e6-e5", "a5-a6", "e5-e4", "h3-h4"] {
        m.play(mv);
    }
    // A player's own view on request, a chat and its confirmation belong to the thread too.
    let out = m
        .env
        .mail(&addr(RED.0), "stratego showas 1 alice pw-alice", "");
    assert!(out.contains("applied"), "{out}");
    let mails = m.take();
    let mail = only(&mails, RED.0);
    assert_eq!(mail.subject, "Stratego: board of game 1 as alice");
    m.check_board(&mail.body, Viewer::Player(Color::Red));
    let out = m.env.mail(
        &addr(RED.0),
        "stratego chat 1 alice pw-alice",
        "Hm. \u{1f914}",
    );
    assert!(out.contains("applied"), "{out}");
    m.take();
    for mv in ["e4-e3", "h4-h5", "e3-e2", "h5-h6", "e2-e1"] {
        m.play(mv);
    }
    headers::check(&m.log, 1);
    // Three threads: alice, bob and carol; each has one root and every later mail refers to it.
    let roots: std::collections::BTreeSet<&str> = m
        .log
        .iter()
        .filter(|s| {
            headers::is_game_mail(s, 1) && s.header("Message-ID").starts_with("<stratego-game-1-")
        })
        .map(|s| s.to.as_str())
        .collect();
    assert_eq!(roots.len(), 3, "{roots:?}");
}

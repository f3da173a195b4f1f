//! Draw offers (accepted, rejected, declined by moving) and resignation, by mail.

use serde_json::json;
use stratego_rules::Color;

use super::driver::{BLUE, Match, RED, only};
use super::whole::{SMALL_BLUE, SMALL_RED};
use crate::support::server::addr;

fn small() -> Match {
    Match::start(&["-small"], SMALL_RED, SMALL_BLUE, false)
}

#[test]
fn draw_offer_accepted_ends_the_game_drawn() {
    let mut m = small();
    m.play("a3-a4");
    let mails = m.act(Color::Blue, "propose");
    assert!(only(&mails, RED.0).says("bob offers a draw: reply with accept or reject"));
    let mails = m.act(Color::Red, "accept");
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - drawn by agreement"
        );
    }
    let export = m.export();
    assert_eq!(export["status"], "over");
    assert_eq!(export["to_move"], serde_json::Value::Null);
    assert_eq!(
        export["result"],
        json!({"winner": null, "reason": "draw-agreed"})
    );
}

#[test]
fn draw_offer_rejected_keeps_the_game_going() {
    let mut m = small();
    m.act(Color::Red, "propose");
    let mails = m.act(Color::Blue, "reject");
    assert!(only(&mails, RED.0).body.contains("bob declined the draw."));
    assert_eq!(only(&mails, RED.0).subject, "Stratego game 1: your move");
    let export = m.export();
    assert_eq!(export["status"], "playing");
    assert_eq!(export["result"], serde_json::Value::Null);
    m.play("a3-a4");
    // The offer is gone: accepting it now is refused.
    let out = m
        .env
        .mail(&addr(BLUE.0), "stratego move 1 bob pw-bob accept", "");
    assert!(out.contains("error: not possible now"), "{out}");
    assert_eq!(m.take().len(), 1);
    m.check_json();
}

#[test]
fn moving_instead_of_answering_declines_a_draw_offer() {
    let mut m = small();
    m.play("a3-a4");
    let mails = m.act(Color::Red, "propose");
    assert!(only(&mails, BLUE.0).body.contains("alice offers a draw"));
    let mails = m.play("a6-a5");
    assert!(!only(&mails, RED.0).body.contains("offers a draw"));
    let out = m
        .env
        .mail(&addr(BLUE.0), "stratego move 1 bob pw-bob accept", "");
    assert!(out.contains("error: not possible now"), "{out}");
    let mails = m.take();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego error: not possible now");
    let export = m.export();
    assert_eq!(export["status"], "playing");
    assert_eq!(export["to_move"], "red");
    assert_eq!(export["result"], serde_json::Value::Null);
}

#[test]
fn resignation_ends_the_game_for_the_opponent() {
    let mut m = small();
    m.play("a3-a4");
    // Both spellings: `resign <game> <u> <pw>` here, `move ... resign` through `act`.
    let out = m.env.mail(
        &addr(BLUE.0),
        "stratego resign 1 bob pw-bob",
        "Well played.",
    );
    assert!(out.contains("applied"), "{out}");
    m.game.resign(Color::Blue).expect("the mirror resigns");
    let mails = m.take();
    assert_eq!(mails.len(), 2);
    m.check_turn_mails(&mails);
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - alice (Red) wins: bob resigned"
        );
    }
    assert!(
        only(&mails, RED.0)
            .body
            .contains("bob writes:\n  | Well played.")
    );
    m.check_json();
    assert_eq!(
        m.export()["result"],
        json!({"winner": "red", "reason": "resign"})
    );
    let out = m
        .env
        .mail(&addr(RED.0), "stratego move 1 alice pw-alice resign", "");
    assert!(out.contains("error:"), "{out}");
}

#[test]
fn resignation_with_move_resign() {
    let mut m = small();
    let mails = m.act(Color::Red, "resign");
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - bob (Blue) wins: alice resigned"
        );
    }
    assert_eq!(
        m.export()["result"],
        json!({"winner": "blue", "reason": "resign"})
    );
}

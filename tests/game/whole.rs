//! Whole games by mail, classic and small, from the challenge to a captured flag.

use stratego_rules::{Color, Phase};

use super::driver::{BLUE, Match, PBMSERV_ARMY, RED, only};
use super::headers;
use crate::support::server::addr;

/// Blue's classic army, typed from Blue's side (row 7 from j to a, then rows 8, 9, 10): a
/// Major on a7, a Bomb on e7, a Captain on f7 guarding the Flag on f8, a Scout on j7.
pub const CLASSIC_BLUE: &str = "98665B6674\n995BFB5432\n1S3457B888\n99999778BB\n";

/// Blue's small army (row 6 from h to a, then rows 7, 8): the General on e6, Scouts on a6
/// and c6, a Sergeant on h6.
pub const SMALL_BLUE: &str = "78425979\n34577899\n8BFBSB8B\n";
/// Red's small army: the server's own example (Flag on e1 behind the Colonel on e2).
pub const SMALL_RED: &str = "99477499\n5S723785\n8B8BFB8B\n";

/// The body of the mail to `user`.
fn body<'a>(mails: &'a [crate::support::server::Sent], user: &str) -> &'a str {
    &only(mails, user).body
}

#[test]
fn classic_game_by_mail_to_a_captured_flag() {
    let mut m = Match::start(&[], PBMSERV_ARMY, CLASSIC_BLUE, false);

    // A Scout's long move shows everyone it is a Scout.
    let mails = m.play("a4-a6");
    assert!(body(&mails, BLUE.0).contains("Last move: Red a4-a6 (move 1)."));
    let mails = m.play("a7-a6");
    assert!(
        body(&mails, RED.0).contains("Blue's 4 at a7 struck your 9 at a6: your 9 lost."),
        "{}",
        body(&mails, RED.0)
    );
    assert!(body(&mails, BLUE.0).contains("Your 4 at a7 struck Red's 9 at a6: Red's 9 lost."));
    assert!(body(&mails, BLUE.0).contains("Red has lost: 9"));

    // A move marked with a ply number that is not the next one is refused as stale, and
    // so is a move sent a second time.
    for (from, subject) in [
        (RED, "stratego move 1 alice pw-alice e4-e5#2"),
        (BLUE, "stratego move 1 bob pw-bob a7-a6#2"),
    ] {
        let out = m.env.mail(&addr(from.0), subject, "");
        assert!(out.contains("error: stale move"), "{out}");
        let mails = m.take();
        assert_eq!(mails.len(), 1, "{mails:#?}");
        assert_eq!(mails[0].subject, "Stratego error: stale move");
        assert!(
            mails[0].says("the next move of game 1 is #3"),
            "{}",
            mails[0].body
        );
        m.check_json();
    }

    m.play("e4-e5");
    m.play("a6-a5");
    m.play("e5-e6");
    m.play("j7-j6");
    let mails = m.play("e6-e7");
    assert!(body(&mails, RED.0).contains("Your 9 at e6 struck Blue's bomb at e7: your 9 lost."));
    assert!(body(&mails, BLUE.0).contains("Red's 9 at e6 struck your bomb at e7: Red's 9 lost."));
    m.play("j6-j5");

    // Blue turns the board: Red's side at the bottom from now on.
    let out = m
        .env
        .mail(&addr(BLUE.0), "stratego set bob pw-bob noflip", "");
    assert!(out.contains("applied"), "{out}");
    m.take();
    m.flip[Color::Blue.index()] = false;

    m.play("f4-f5");
    let mails = m.play("j5-j4");
    assert!(body(&mails, RED.0).contains("Blue's 9 at j5 struck your 9 at j4: both lost."));
    m.play("f5-f6");
    m.play("b7-b6");
    let mails = m.play("f6-f7");
    assert!(body(&mails, RED.0).contains("Your 2 at f6 struck Blue's 5 at f7: Blue's 5 lost."));
    m.play("b6-b5");
    let mails = m.play("f7-f8");
    assert!(body(&mails, RED.0).contains("Your 2 captured Blue's flag at f8."));
    assert!(body(&mails, BLUE.0).contains("Red's 2 captured your flag at f8."));
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - alice (Red) wins: flag captured"
        );
    }

    let export = m.export();
    assert_eq!(export["status"], "over");
    assert_eq!(export["to_move"], serde_json::Value::Null);
    assert_eq!(export["ply"], 15);
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "flag"})
    );
    let battles: Vec<&serde_json::Value> = export["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|mv| !mv["battle"].is_null())
        .collect();
    assert_eq!(battles.len(), 5);
    assert_eq!(
        battles[4]["battle"],
        serde_json::json!({"attacker": "2", "defender": "F", "winner": "attacker"})
    );
    assert_eq!(
        battles[2]["battle"],
        serde_json::json!({"attacker": "9", "defender": "9", "winner": "both-lost"})
    );

    // After the end a move is refused and nothing is mailed but the error.
    let out = m
        .env
        .mail(&addr(BLUE.0), "stratego move 1 bob pw-bob b5-b4", "");
    assert!(out.contains("error:"), "{out}");
    let mails = m.take();
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].subject.starts_with("Stratego error: "),
        "{}",
        mails[0].subject
    );
    headers::check(&m.log, 1);
}

#[test]
fn small_game_by_mail_to_a_captured_flag() {
    let mut m = Match::start(&["-small"], SMALL_RED, SMALL_BLUE, true);
    m.play("a3-a5");
    m.play("e6-e5");
    let mails = m.play("a5-a6");
    assert!(body(&mails, BLUE.0).contains("Red's 9 at a5 struck your 9 at a6: both lost."));
    m.play("e5-e4");
    m.play("h3-h4");
    let mails = m.play("e4-e3");
    assert!(body(&mails, RED.0).contains("Blue's 2 at e4 struck your 7 at e3: your 7 lost."));
    m.play("h4-h5");
    m.play("e3-e2");
    let mails = m.play("h5-h6");
    assert!(body(&mails, RED.0).contains("Your 9 at h5 struck Blue's 7 at h6: your 9 lost."));
    let mails = m.play("e2-e1");
    assert!(body(&mails, RED.0).contains("Blue's 2 captured your flag at e1."));
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - bob (Blue) wins: flag captured"
        );
    }
    assert!(matches!(m.game.phase(), Phase::Over(_)));
    let export = m.export();
    assert_eq!(export["variant"], "small");
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "blue", "reason": "flag"})
    );
    assert_eq!(export["moves"].as_array().unwrap().len(), 10);
    assert_eq!(export["position"].as_str().unwrap().len(), 64 + 2);
    headers::check(&m.log, 1);
}

//! Barrage and Duel by mail (issue 13): armies with empty home squares (`.`), deploy
//! errors listed at once, `auto`, and whole games checked against the rules crate.

use stratego_rules::{Color, Phase};

use super::driver::{BLUE, Match, RED, only};
use super::headers;
use crate::commands::assert_army;
use crate::support::server::{Env, addr, collapse};

/// Red's Barrage army of Gravon's record `barrage-2014.10-10` (fixtures/strados2): General
/// a4, Spy b4, Marshal e4, Scouts f4 and a3, Miner a2, Flag a1 behind the Bomb b1.
pub const BARRAGE_RED: &str = "2S..19....\n9.........\n8.........\nFB........\n";

/// Blue's Barrage army, typed from Blue's side (row 7 from j to a, then rows 8, 9, 10):
/// Scouts j7 and f7, Spy h7, General d7, Marshal b7, Miner e9 before the Flag on e10, a
/// Bomb on d10.
pub const BARRAGE_BLUE: &str = "9.S.9.2.1.\n..........\n.....8....\n.....FB...\n";

/// Red's Duel army of Gravon's record `duell-2014.10-476`.
pub const DUEL_RED: &str = ".....B9S..\n...9..F.1.\n8..8......\n.2B.......\n";

/// Blue's Duel army from Blue's side: Marshal i7, Scouts b7 and a7, General e8, Miners d8
/// and c8, Bombs a9 and b10 around the Flag on a10, Spy j10.
pub const DUEL_BLUE: &str = ".1......99\n.....288..\n.........B\nS.......BF\n";

fn body<'a>(mails: &'a [crate::support::server::Sent], user: &str) -> &'a str {
    &only(mails, user).body
}

#[test]
fn barrage_game_by_mail_to_a_captured_flag() {
    let mut m = Match::start(&["-barrage"], BARRAGE_RED, BARRAGE_BLUE, false);
    assert_army(
        &m.env,
        1,
        RED.0,
        &["2S..19....", "9.........", "8.........", "FB........"],
    );
    assert_army(
        &m.env,
        1,
        BLUE.0,
        &["9.S.9.2.1.", "..........", ".....8....", ".....FB..."],
    );
    let export = m.export();
    assert_eq!(export["variant"], "barrage");
    // The position text (SPEC 7) holds the 16 pieces and 68 empty squares.
    let position = export["position"].as_str().unwrap();
    let pieces = position[..100]
        .chars()
        .filter(|c| !"A_".contains(*c))
        .count();
    assert_eq!(pieces, 16, "{position}");

    m.play("f4-f6");
    let mails = m.play("f7-f6");
    assert!(body(&mails, RED.0).contains("Blue's 9 at f7 struck your 9 at f6: both lost."));
    m.play("e4-e5");
    m.play("j7-j6");
    m.play("e5-e6");
    m.play("j6-j5");
    m.play("e6-e7");
    m.play("j5-j4");
    m.play("e7-e8");
    m.play("j4-j3");
    let mails = m.play("e8-e9");
    assert!(body(&mails, RED.0).contains("Your 1 at e8 struck Blue's 8 at e9: Blue's 8 lost."));
    m.play("j3-j2");
    let mails = m.play("e9-e10");
    assert!(body(&mails, BLUE.0).contains("Red's 1 captured your flag at e10."));
    for user in [RED.0, BLUE.0] {
        assert_eq!(
            only(&mails, user).subject,
            "Stratego game 1: game over - alice (Red) wins: flag captured"
        );
    }
    assert!(matches!(m.game.phase(), Phase::Over(_)));
    let export = m.export();
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "flag"})
    );
    assert_eq!(export["moves"].as_array().unwrap().len(), 13);
    headers::check(&m.log, 1);
}

#[test]
fn duel_game_by_mail_the_spy_takes_the_marshal() {
    let mut m = Match::start(&["-duel"], DUEL_RED, DUEL_BLUE, true);
    assert_eq!(m.export()["variant"], "duel");
    m.play("d3-d4");
    m.play("i7-i6");
    m.play("a2-a3");
    m.play("i6-i5");
    m.play("a3-a4");
    m.play("i5-i4");
    let mails = m.play("h4-i4");
    assert!(
        body(&mails, RED.0).contains("Your spy at h4 struck Blue's 1 at i4: Blue's 1 lost."),
        "{}",
        body(&mails, RED.0)
    );
    // A Scout's long strike on a Miner.
    let mails = m.play("a7-a4");
    assert!(body(&mails, BLUE.0).contains("Your 9 at a7 struck Red's 8 at a4: your 9 lost."));
    m.play("i4-i5");
    m.play("e8-e7");
    let mails = m.act(Color::Blue, "resign");
    assert!(
        only(&mails, BLUE.0).subject.contains("alice (Red) wins"),
        "{}",
        only(&mails, BLUE.0).subject
    );
    let export = m.export();
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "resign"})
    );
    headers::check(&m.log, 1);
}

/// A Barrage deploy with every kind of mistake gets one reply listing them all and changes
/// nothing; `auto` then places the eight pieces on the home rows, the rest empty.
#[test]
fn barrage_deploy_errors_and_auto() {
    let env = Env::new();
    for (u, pw) in [RED, BLUE] {
        env.register(u, pw);
    }
    env.take_mails();
    // With the challenger's password: a challenge without it is held for confirmation.
    let challenge = format!("stratego challenge {} {} -barrage {}", RED.0, BLUE.0, RED.1);
    let out = env.mail(&addr(RED.0), &challenge, "");
    assert!(out.contains("game 1 created"), "{out}");
    let mails = env.take_mails();
    let instructions = &only(&mails, RED.0).body;
    assert!(
        collapse(instructions).contains("40 symbols in 4 rows of 10"),
        "{instructions}"
    );
    assert!(
        collapse(instructions).contains("put . (or -) on each"),
        "{instructions}"
    );
    assert!(instructions.contains("2S..19...."), "{instructions}");

    let deploy = format!("stratego deploy 1 {} {}", RED.0, RED.1);
    let out = env.mail(&addr(RED.0), &deploy, "FF2S19x.\n----------\n");
    assert!(out.contains("error"), "{out}");
    let mails = env.take_mails();
    let reply = only(&mails, RED.0);
    for want in [
        "'x' is not an army symbol (use 1-9, S, B, F, ? or . for an empty square)",
        "the army has 17 symbols but needs 40",
        "too many Flags (F): 2 given, an army has 1",
        "put . (or -) on",
    ] {
        assert!(reply.says(want), "{want}:\n{}", reply.body);
    }
    let view = crate::commands::view_as(&env, 1, RED.0);
    assert_eq!(view["pieces"].as_array().map(Vec::len), Some(0), "{view}");

    let out = env.mail(&addr(RED.0), &deploy, "auto");
    assert!(out.contains("applied"), "{out}");
    let view = crate::commands::view_as(&env, 1, RED.0);
    let pieces = view["pieces"].as_array().unwrap();
    assert_eq!(pieces.len(), 8, "{view}");
    for p in pieces {
        let sq = p["square"].as_str().unwrap();
        let row: u32 = sq[1..].parse().unwrap();
        assert!((1..=4).contains(&row), "{sq}");
        assert_eq!(p["owner"], "red");
    }
    let mut ranks: Vec<&str> = pieces.iter().map(|p| p["rank"].as_str().unwrap()).collect();
    ranks.sort_unstable();
    assert_eq!(ranks, ["1", "2", "8", "9", "9", "B", "F", "S"]);
}

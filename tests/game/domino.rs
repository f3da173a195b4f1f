//! Domino Stratego by mail (issue 13): the deal mailed with the challenge as a ready army,
//! deploy checked against the deal (every problem at once), export and JSON views, and a
//! whole game played through the real binary, mirrored in the rules crate.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use serde_json::Value;
use stratego_rules::{Army, Color, Deal, Game, Options, Phase, Variant};

use super::driver::{BLUE, RED, only, user};
use crate::support::server::{Env, Sent, addr};

/// The hand a deploy mail gives: the line of 24 tiles after "You were dealt", whole.
fn dealt_line(mail: &Sent) -> String {
    let mut lines = mail
        .body
        .lines()
        .skip_while(|l| !l.starts_with("You were dealt"));
    lines.next().expect("the deal is announced");
    // The tiles follow the prose, after an empty line.
    let line = lines
        .skip_while(|l| !l.trim().is_empty())
        .find(|l| !l.trim().is_empty())
        .expect("the tiles follow");
    assert_eq!(line.split(' ').count(), 24, "one line: {line:?}");
    line.to_string()
}

fn json(env: &Env, args: &[&str]) -> Value {
    serde_json::from_str(&env.admin(args)).expect("JSON")
}

fn mail_move(env: &Env, color: Color, mv: &str, ply: u32) -> String {
    let (u, pw) = user(color);
    env.mail(
        &addr(u),
        &format!("stratego move 1 {u} {pw} {mv}#{ply}"),
        "",
    )
}

#[test]
fn domino_game_by_mail() {
    let env = Env::new();
    for (u, pw) in [RED, BLUE] {
        env.register(u, pw);
    }
    env.take_mails();
    let out = env.mail(
        &addr(RED.0),
        &format!("stratego challenge {} {} -domino {}", RED.0, BLUE.0, RED.1),
        "",
    );
    assert!(out.contains("game 1 created"), "{out}");
    let mails = env.take_mails();
    let deals: Vec<Deal> = Color::ALL
        .iter()
        .map(|&c| {
            let mail = only(&mails, user(c).0);
            assert_eq!(mail.subject, "Stratego game 1: deploy your army");
            dealt_line(mail).parse().expect("a list of tiles")
        })
        .collect();
    let deals = [deals[0], deals[1]];
    for deal in deals {
        assert_eq!(deal.len(), 24);
        assert!(deal.contains(Variant::Domino.spec().flag));
    }
    // Nobody is told the other's hand.
    if deals[0] != deals[1] {
        assert!(!only(&mails, BLUE.0).body.contains(&deals[0].to_string()));
        assert!(!only(&mails, RED.0).body.contains(&deals[1].to_string()));
    }
    let export = json(&env, &["export", "1"]);
    assert_eq!(export["variant"], "domino");
    // Issue 27, item 14: no repetition rule by default, as in the seed.
    assert_eq!(export["options"]["twosquare"], 0);
    assert_eq!(export["options"]["chase"], false);
    assert_eq!(export["deal"]["red"], deals[0].to_string());
    assert_eq!(export["deal"]["blue"], deals[1].to_string());

    // A tile not dealt (one of the four set aside), a tile twice and a short army: all
    // three in one reply, and nothing set.
    let aside = stratego_rules::Rank::tiles()
        .find(|&t| !deals[0].contains(t))
        .expect("four tiles are set aside");
    let mut tiles: Vec<String> = deals[0].tiles().map(|t| t.to_string()).collect();
    tiles[5] = aside.to_string();
    tiles[6] = tiles[7].chars().rev().collect();
    tiles.pop();
    let (u, pw) = RED;
    let out = env.mail(
        &addr(u),
        &format!("stratego deploy 1 {u} {pw}"),
        &tiles.join(" "),
    );
    assert!(out.contains("bad army"), "{out}");
    let mails = env.take_mails();
    let reply = &only(&mails, u).body;
    assert!(reply.contains("3 problems"), "{reply}");
    assert!(reply.contains("you were not dealt the tile"), "{reply}");
    assert!(reply.contains("is in the army twice"), "{reply}");
    assert!(reply.contains("has 23 symbols but needs 24"), "{reply}");
    assert!(reply.contains("No army was set."), "{reply}");

    // Both deploy their hands as mailed (the ready line), under a line of prose.
    let mut mirror = Game::with_deals(
        Variant::Domino,
        Options::for_variant(Variant::Domino),
        deals,
    );
    let mut rng = SmallRng::seed_from_u64(13);
    let mut mails = Vec::new();
    for c in Color::ALL {
        let (u, pw) = user(c);
        let body = format!("Here is my army:\n{}\nGood luck!\n", deals[c.index()]);
        let out = env.mail(&addr(u), &format!("stratego deploy 1 {u} {pw}"), &body);
        assert!(out.contains("applied"), "{out}");
        let (army, _) = Army::parse_dealt(
            &deals[c.index()].to_string(),
            Variant::Domino,
            deals[c.index()],
        )
        .unwrap();
        mirror.deploy(c, &army, &mut rng).unwrap();
        mails = env.take_mails();
    }
    assert_eq!(mirror.phase(), Phase::Playing);
    let board = &only(&mails, RED.0).body;
    // Red sees its own back row, the [6-6] last (the hand reads from 00 up): in h1.
    assert!(board.contains("[66] | 1"), "{board}");
    assert!(board.contains(" 3 | [00]  ["), "{board}");
    assert!(board.contains("(??)"), "{board}");
    assert!(!board.contains("not yet seen"), "{board}");
    // Blue's comment under the army reaches Red; the prose line above it does not, nor
    // any tile of Blue's army.
    let relayed = &only(&mails, RED.0).body;
    assert!(relayed.contains("bob writes:\n  | Good luck!"), "{relayed}");
    assert!(!relayed.contains("Here is my army"), "{relayed}");
    assert!(!relayed.contains(&deals[1].to_string()), "{relayed}");

    // The whole game: strikes preferred, so that it ends.
    let mut ply = 0;
    let mut battles = 0;
    while mirror.phase() == Phase::Playing && ply < 300 {
        let moves = mirror.legal_moves();
        let strikes: Vec<_> = moves
            .iter()
            .copied()
            .filter(|m| mirror.board().get(m.to).is_some())
            .collect();
        let pool = if strikes.is_empty() { &moves } else { &strikes };
        let mv = *pool.choose(&mut rng).expect("a move");
        let color = mirror.to_move();
        let record = mirror.play(color, mv).unwrap();
        ply += 1;
        let out = mail_move(&env, color, &mv.to_string(), ply);
        assert!(
            out.contains(&format!("applied: game 1: ply {ply}")),
            "{out}"
        );
        let mails = env.take_mails();
        if let Some(b) = record.battle {
            battles += 1;
            // Both players read the two tiles that fought, as "[a-d]".
            for c in Color::ALL {
                let body = &only(&mails, user(c).0).body;
                let words = |r: stratego_rules::Rank| {
                    let (a, d) = r.tile_values().unwrap();
                    format!("[{a}-{d}]")
                };
                assert!(body.contains(&words(b.attacker)), "{body}");
                assert!(body.contains(&words(b.defender)), "{body}");
            }
        }
        if ply % 25 == 0 || mirror.phase() != Phase::Playing {
            check_views(&env, &mirror);
        }
    }
    assert!(battles > 0);
    if mirror.phase() == Phase::Playing {
        let (u, pw) = user(mirror.to_move());
        env.mail(&addr(u), &format!("stratego resign 1 {u} {pw}"), "");
        mirror.resign(mirror.to_move()).unwrap();
    }
    let export = json(&env, &["export", "1"]);
    let outcome = mirror.outcome().unwrap();
    assert_eq!(export["result"]["reason"], outcome.reason.as_str());
    assert_eq!(
        export["result"]["winner"],
        outcome.winner.map_or(Value::Null, |w| w.as_str().into())
    );
    assert_eq!(export["position"], mirror.position_text());
}

/// `show --json` as each player: own tiles with both digits, the other's only where a battle
/// showed them; the position in `export` as the mirror has it.
fn check_views(env: &Env, mirror: &Game) {
    assert_eq!(
        json(env, &["export", "1"])["position"],
        mirror.position_text()
    );
    for c in Color::ALL {
        let view = json(env, &["show", "1", "--as", user(c).0, "--json"]);
        let truth = stratego_rules::View::new(mirror, stratego_rules::Viewer::Player(c));
        let pieces = view["pieces"].as_array().expect("pieces");
        assert_eq!(pieces.len(), truth.pieces.len());
        for p in &truth.pieces {
            let got = pieces
                .iter()
                .find(|v| v["square"] == p.square.to_string())
                .expect("the same squares");
            let want = p.rank.map_or(Value::Null, |r| r.to_string().into());
            assert_eq!(got["rank"], want, "{} as {c}", p.square);
            if p.owner == c {
                assert_eq!(
                    got["rank"].as_str().map(str::len),
                    Some(2),
                    "own tiles show both digits"
                );
            }
        }
    }
}

/// Red's army with its [6-6] in front (a3), Blue's with its [0-0] in front on the a file
/// (a8, the eighth of Blue's front row): the [0-0] walks down and strikes the [6-6]. The
/// board mails and the history tell it as the flag captured, not as a tile lost.
#[test]
fn a_struck_double_six_is_told_as_the_flag_captured() {
    let env = Env::new();
    for (u, pw) in [RED, BLUE] {
        env.register(u, pw);
    }
    env.take_mails();
    env.mail(
        &addr(RED.0),
        &format!("stratego challenge {} {} -domino {}", RED.0, BLUE.0, RED.1),
        "",
    );
    let mails = env.take_mails();
    // The deal is random: each army is the hand as mailed, with one tile moved.
    let hand = |c: Color| -> Vec<String> {
        dealt_line(only(&mails, user(c).0))
            .split(' ')
            .map(str::to_string)
            .collect()
    };
    let (mut red, mut blue) = (hand(Color::Red), hand(Color::Blue));
    let at = |tiles: &[String], tile: &str| tiles.iter().position(|t| t == tile).unwrap();
    let six = red.remove(at(&red, "66"));
    red.insert(0, six);
    let blank = blue.remove(at(&blue, "00"));
    blue.insert(7, blank);
    for (c, army) in [(Color::Red, red), (Color::Blue, blue)] {
        let (u, pw) = user(c);
        let out = env.mail(
            &addr(u),
            &format!("stratego deploy 1 {u} {pw}"),
            &army.join(" "),
        );
        assert!(out.contains("applied"), "{out}");
    }
    let moves = [
        "b3-b4", "a8-a7", "c3-c4", "a7-a6", "d3-d4", "a6-a5", "e3-e4", "a5-a4", "f3-f4",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let color = if i % 2 == 0 { Color::Red } else { Color::Blue };
        let out = mail_move(&env, color, mv, i as u32 + 1);
        assert!(out.contains("applied"), "{mv}: {out}");
    }
    env.take_mails();
    let out = mail_move(&env, Color::Blue, "a4-a3", 10);
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let red = only(&mails, RED.0);
    assert!(
        red.says("Blue's [0-0] captured your flag, the [6-6], at a3."),
        "{}",
        red.body
    );
    assert!(!red.says("[6-6] lost"), "{}", red.body);
    let blue = only(&mails, BLUE.0);
    assert!(
        blue.says("Your [0-0] captured Red's flag, the [6-6], at a3."),
        "{}",
        blue.body
    );
    assert!(
        blue.subject
            .starts_with("Stratego game 1: game over - bob (Blue) wins: flag captured"),
        "{}",
        blue.subject
    );
    // The history says so too.
    let out = env.mail(&addr(RED.0), "stratego history 1", "");
    assert!(out.contains("history of game 1 sent"), "{out}");
    let mails = env.take_mails();
    let history = &only(&mails, RED.0).body;
    assert!(
        history.contains("10. Blue a4-a3\n       Blue's [0-0] captured Red's flag, the [6-6].\n"),
        "{history}"
    );
}

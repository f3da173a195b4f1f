//! The end-game search (`robot::endgame`) on crafted positions: the enemy's last piece that
//! moves taken by force, a guard that must not walk away from a Miner, a Scout that cannot
//! tell the Flag from a Bomb, lost positions where the latest loss costs least, a trade of
//! both sides' last pieces that draws, and a lone guard that holds its wall while unseen
//! enemy pieces stay at home.

use stratego_rules::{Game, View};

use super::{drawn, robot_move};
use crate::robot::belief::Belief;

/// The end-game search's verdict on each of Red's legal moves, by the move's name.
fn verdicts(game: &Game, view: &View) -> Vec<(String, Option<f32>)> {
    let legal = game.legal_moves();
    let found =
        crate::robot::endgame::verdicts(&Belief::new(view), &legal).expect("the search runs");
    legal.iter().map(|m| m.to_string()).zip(found).collect()
}

/// The verdict on the move named `mv` among `found`.
fn verdict_on(found: &[(String, Option<f32>)], mv: &str) -> Option<f32> {
    found.iter().find(|(n, _)| n == mv).expect("a legal move").1
}

#[test]
fn the_enemy_s_last_piece_that_moves_is_taken_by_force() {
    // Blue's last piece that moves, a shown Miner, in the corner a1; Red's Marshal on b3
    // and a Scout. After b3-b2 both squares the Miner can step to are next to the Marshal:
    // it is taken on Red's next move, and Blue, left without a piece that moves, loses.
    let (game, view) = drawn([
        "Y N . . . . . . N .",
        "N N . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . D'",
        ". . . . . . . . . .",
        ". L* . . . . . . . .",
        ". . . . . . . . . .",
        "Q* . . . . . . . . M",
    ]);
    let found = verdicts(&game, &view);
    let win = |m: &str| verdict_on(&found, m);
    // A win on the third ply counts more than one on the seventh (b3-c3, then c2).
    assert!(win("b3-b2").unwrap() > win("b3-c3").unwrap(), "{found:?}");
    assert!(win("b3-c3").unwrap() > 0.0, "{found:?}");
    assert_eq!(win("j5-j6"), None);
    assert_eq!(robot_move(&game, &view), "b3-b2");
}

#[test]
fn its_marshal_does_not_walk_away_from_a_miner_that_comes_for_its_flag() {
    // Blue's last piece that moves, a shown Miner on j5, four moves from Red's Flag in the
    // corner j1 (j4, j3, the Bomb on j2, the Flag). Red's Marshal on h3 holds it: from i3
    // or h2 it strikes the Miner on j3 or on j2. A step away (g3, h4) is one move too
    // late, whatever Red does next: the search finds the Flag lost on the eighth ply.
    let (game, view) = drawn([
        "Y N . . . . . . N .",
        "N N . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        "D' . ~ ~ . . ~ ~ . Q*",
        ". . . . . . . . . .",
        ". . . . . . . L* . .",
        ". . . . . . . . . B",
        ". . . . . . . . B M",
    ]);
    let found = verdicts(&game, &view);
    let verdict = |m: &str| verdict_on(&found, m);
    assert!(verdict("h3-g3").unwrap() < 0.0, "{found:?}");
    assert!(verdict("h3-h4").unwrap() < 0.0, "{found:?}");
    assert_eq!(verdict("h3-i3"), None);
    assert_eq!(verdict("h3-h2"), None);
    // The Scout's strike on a piece that never moved is not searched.
    assert_eq!(verdict("a5-a9"), None);
    let mv = robot_move(&game, &view);
    assert!(mv != "h3-g3" && mv != "h3-h4", "{mv}");
}

#[test]
fn when_every_move_loses_the_latest_loss_counts_least() {
    // Celsius game 1664, ply 537: Red's Marshal on e6 and Major on i7 against Blue's last
    // piece that moves, a Miner on e4 that knows where Red's Flag is (h1, the square h2
    // beside it open): it stands there, or takes g1, within twelve plies whatever Red
    // does. Each move costs the plies by which its loss comes sooner than the latest, and
    // the other scores choose among the latest: the opponent must find the way (the Miner
    // did not know, in the game).
    let (game, view) = drawn([
        "Y N . . N! . . . N .",
        "N N . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . I* .",
        ". . ~ ~ L* . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . . . Q' . . . . .",
        ". . . . . . . . . .",
        ". . . . . B! . . . .",
        ". . . . . . B M B .",
    ]);
    let found = verdicts(&game, &view);
    // Here the Miner wins as soon whatever Red does: no move costs more than another.
    assert!(found.iter().all(|(_, v)| *v == Some(0.0)), "{found:?}");
}

#[test]
fn it_does_not_trade_its_last_piece_for_the_enemy_s_last() {
    // Celsius game 10469, ply 412: Red's last piece that moves, a Marshal on e3, beside
    // Blue's last, a shown Marshal on d3; each side's Flag walled in by Bombs. The trade
    // leaves neither side a piece that moves: a draw, where Blue, moving on, may yet strike
    // a Bomb. It costs a little; stepping away costs nothing.
    let (game, view) = drawn([
        "Y N . . . . . . . .",
        "N . . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . . . . . . . . .",
        ". . . X* L* . . . . .",
        ". . . . . . . . . B",
        ". . . . . . . . B M",
    ]);
    let found = verdicts(&game, &view);
    assert!(verdict_on(&found, "e3-d3").unwrap() < 0.0, "{found:?}");
    assert_eq!(verdict_on(&found, "e3-f3"), None, "{found:?}");
    assert_ne!(robot_move(&game, &view), "e3-d3");
}

#[test]
fn behind_it_trades_its_last_piece_for_a_draw() {
    // The trade above, but Blue has a Lieutenant too, shown, walled in on a10 by its own
    // Bombs: Blue leads, and after the trade neither side can move. A draw is better than
    // a game the robot, behind, is likely to lose.
    let (game, view) = drawn([
        "S! N . . . . . . . .",
        "N . . . . . . . . Y",
        ". . . . . . . . . N",
        ". . . . . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . . . . . . . . .",
        ". . . X* L* . . . . .",
        ". . . . . . . . . B",
        ". . . . . . . . B M",
    ]);
    assert!(Belief::new(&view).behind);
    let found = verdicts(&game, &view);
    assert!(verdict_on(&found, "e3-d3").unwrap() > 0.0, "{found:?}");
    // It steps away: Blue must move its Marshal, its only piece that can, and cannot
    // escape the trade for long. A draw all the same.
    let played = robot_move(&game, &view);
    assert!(
        verdict_on(&found, &played).unwrap() > 0.0,
        "{played} {found:?}"
    );
}

#[test]
fn its_last_piece_does_not_gamble_on_the_flag_against_a_draw() {
    // Peternlewis game 989, ply 565, turned round: Red's last piece that moves,
    // a Marshal on d9, among Blue's pieces that never moved, Bombs or the Flag (Blue has no
    // other piece that moves but its Marshal, shown, on d7). One in three of d10, c10 and
    // g10 is the Flag; c9 is a Bomb shown. Struck, d10 is the Flag one time in three, and
    // the robot's last piece lost two times in three: the game lost. Stepping away, the
    // worst is a draw.
    let (game, view) = drawn([
        ". N! N N . . Y . N! .",
        ". . N! L* . . . . . .",
        ". . . . . . . . . .",
        ". . . X* . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . B",
        ". . . . . . . . B M",
    ]);
    let found = verdicts(&game, &view);
    let strike = verdict_on(&found, "d9-d10").unwrap();
    assert!(strike < -100.0 && strike > -400.0, "{found:?}");
    // The Bomb shown is the robot's last piece lost, the game lost next ply.
    assert!(verdict_on(&found, "d9-c9").unwrap() < -490.0, "{found:?}");
    assert_ne!(robot_move(&game, &view), "d9-d10");
}

#[test]
fn a_scout_finds_its_flag_only_when_every_bomb_beside_it_has_been_seen() {
    // Blue's last piece that moves, a shown Scout on j9; Red's lone Marshal on e4 above
    // its Flag on e1, between Bombs on d1 and f1, e2 open. Once Blue has seen both Bombs,
    // the Flag is the one still piece left it has not: the Marshal must keep the e file
    // (e4-e3), or the Scout flies down it to the Flag. While one Bomb is unseen, a Scout
    // striking one of the two may as well die on the Bomb: nothing is lost by force, and
    // the Marshal may go hunting (celsius game 1388: held at home, it drew at the ply
    // limit a game it had won).
    let board = |f1: &str| {
        let row1 = format!(". . . B! M {f1} . . . .");
        let (game, view) = drawn([
            "Y N . . N . . . N .",
            "N N . . . . . . . P*",
            ". . . . . . . . . .",
            "N . . . . . . . . .",
            ". . ~ ~ . . ~ ~ . .",
            ". . ~ ~ . . ~ ~ . .",
            ". . . . L* . . . . .",
            ". . . . . . . . . .",
            ". . . . . . . . . .",
            &row1,
        ]);
        (verdicts(&game, &view), robot_move(&game, &view))
    };
    let (found, _) = board("B");
    assert!(found.iter().all(|(_, v)| v.is_none()), "{found:?}");
    let (found, mv) = board("B!");
    let verdict = |m: &str| verdict_on(&found, m);
    assert!(verdict("e4-d4").unwrap() < 0.0, "{found:?}");
    assert!(verdict("e4-f4").unwrap() < 0.0, "{found:?}");
    assert_eq!(verdict("e4-e3"), None);
    assert_eq!(mv, "e4-e3");
}

#[test]
fn its_lone_guard_steps_to_the_wall_while_unseen_enemy_pieces_stay_home() {
    // Celsius game 1157, mirrored: Red's last piece that moves, a shown Captain on f2 above
    // its Flag on f1, between a shown Bomb on e1 and a Bomb on g1; Blue's shown Miner on c2.
    // Blue's other pieces that move (a Sergeant, Scouts, the Spy) have not been seen, but
    // stand at home, far from the Captain: they are left out of the search, and Blue may
    // move one of them instead (a pass). The Captain must move; a step away (f3, g2) lets
    // the Miner take e1 and the Flag, whatever Red does. f2-e2 holds. Main left the search
    // off for the unseen pieces and stepped f2-f3, as in the game.
    let board = |near: &str| {
        let row3 = format!(". . . . . {near} . . . .");
        drawn([
            "N N . N Y N N P O .",
            "R P . . . . . . . .",
            ". . P' . . . . . . .",
            ". . . . . . . . . .",
            ". . ~ ~ . . ~ ~ . .",
            ". . ~ ~ . . ~ ~ . .",
            ". . . . . . . . . .",
            &row3,
            ". . Q* . . H* . . . B!",
            ". . . . B! M B . . .",
        ])
    };
    let (game, view) = board(".");
    let found = verdicts(&game, &view);
    let verdict = |m: &str| verdict_on(&found, m);
    assert!(verdict("f2-f3").unwrap() < 0.0, "{found:?}");
    assert!(verdict("f2-g2").unwrap() < 0.0, "{found:?}");
    assert_eq!(verdict("f2-e2"), None);
    assert_eq!(robot_move(&game, &view), "f2-e2");
    // An unseen piece that has moved, next to the Captain, may be anything that strikes
    // it or that it may strike: the search does not run.
    let (game, view) = board("S'");
    let legal = game.legal_moves();
    assert!(crate::robot::endgame::verdicts(&Belief::new(&view), &legal).is_none());
}

#[test]
fn with_many_pieces_the_nearest_force_the_win_and_the_others_are_held() {
    // The first position, with four pieces more on Red's side: six that move, more than
    // the search moves. It moves the four nearest Blue's Miner (the Marshal on b3, the
    // Captain, the Lieutenant and the Sergeant on the first row) and holds the Scout and
    // the Major where they stand. The Miner is taken by force, soonest after b3-b2. A move
    // of a held piece is a pass, searched as one: the Miner is still taken, later.
    let (game, view) = drawn([
        "Y N . . . . . . N .",
        "N N . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . I'",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . D'",
        ". . . . . . . . . .",
        ". L* . . . . . . . .",
        ". . . . . . . . . B",
        "Q* . . . H' G' F' . B M",
    ]);
    let found = verdicts(&game, &view);
    let win = |m: &str| verdict_on(&found, m).expect("a win found");
    for mv in ["b3-c3", "e1-e2", "j5-j4", "j7-j8"] {
        assert!(win("b3-b2") > win(mv) && win(mv) > 0.0, "{mv}: {found:?}");
    }
    assert_eq!(robot_move(&game, &view), "b3-b2");
}

#[test]
fn a_lone_piece_that_cannot_escape_is_caught_as_late_as_it_can() {
    // Red's last piece that moves, a Captain on a3, against Blue's shown Marshal on c3 and
    // General on b5: it is taken within the horizon whatever it does, and then Red cannot
    // move. Beside the Marshal (b3) it is taken at once; a4 puts it next to the General's
    // reach a move later; a2 holds out longest. Each move costs 1 for each ply sooner.
    let (game, view) = drawn([
        "Y N . . . . . . . .",
        "N . . . . . . . . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". W* ~ ~ . . ~ ~ . .",
        ". . . . . . . . . .",
        "H* . X* . . . . . . .",
        ". . . . . . . . . B",
        ". . . . . . . . B M",
    ]);
    let found = verdicts(&game, &view);
    let cost = |m: &str| verdict_on(&found, m).expect("searched");
    assert_eq!(cost("a3-a2"), 0.0, "{found:?}");
    assert!(
        cost("a3-b3") < cost("a3-a4") && cost("a3-a4") < 0.0,
        "{found:?}"
    );
    assert_eq!(robot_move(&game, &view), "a3-a2");
}

//! The more-squares rule (docs/CHASE.md): the situations of the ISF rule and Gravon's page
//! rebuilt as positions and move sequences, each with the move the rule must refuse and one
//! it must still allow.

use stratego_rules::{Color, Game, IllegalMove, Move, Options, Square};

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

fn mv(s: &str) -> Move {
    s.parse().expect("a move")
}

fn options(chase: bool, twosquare: u8) -> Options {
    Options {
        chase,
        twosquare,
        ..Options::default()
    }
}

/// A classic position holding `pieces` (square, field letter), Red to move. Red `L` Marshal,
/// `K` General, `D` Scout, `M` Flag; Blue `T` Captain, `U` Major, `P` Scout, `Y` Flag.
fn position(pieces: &[(&str, char)]) -> String {
    let lakes = ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"];
    let mut out = String::new();
    for rank in 1..=10 {
        for file in 'a'..='j' {
            let name = format!("{file}{rank}");
            let c = pieces
                .iter()
                .find(|(s, _)| *s == name)
                .map(|(_, c)| *c)
                .unwrap_or(if lakes.contains(&name.as_str()) {
                    '_'
                } else {
                    'A'
                });
            out.push(c);
        }
    }
    out + " r"
}

/// Plays `moves` alternately from Red; panics with the ply if one is refused.
fn play_all(game: &mut Game, moves: &[Move]) {
    for m in moves {
        let color = game.to_move();
        if let Err(e) = game.play(color, *m) {
            panic!("ply {} {m} refused: {e}", game.ply() + 1);
        }
    }
}

/// The ring of squares around the lake c5 d5 c6 d6, clockwise from b4.
const RING: [&str; 12] = [
    "b4", "c4", "d4", "e4", "e5", "e6", "e7", "d7", "c7", "b7", "b6", "b5",
];

/// Moves of the chase around the lake: Blue's Captain runs round the ring from d4, Red's
/// Marshal follows one square behind, from b4. Returns Red's and Blue's moves in turn, for
/// `plies` plies.
fn lake_chase(plies: usize) -> Vec<Move> {
    let step = |i: usize| {
        let (a, b) = (RING[i % 12], RING[(i + 1) % 12]);
        mv(&format!("{a}-{b}"))
    };
    // Red's k-th move goes from ring square k to k+1; Blue's from k+2 to k+3.
    (0..plies)
        .map(|p| {
            let k = p / 2;
            if p % 2 == 0 { step(k) } else { step(k + 2) }
        })
        .collect()
}

fn lake_game(chase: bool) -> Game {
    let text = position(&[
        ("a1", 'M'),
        ("j1", 'D'),
        ("b4", 'L'),
        ("d4", 'T'),
        ("j10", 'P'),
        ("a10", 'Y'),
    ]);
    Game::from_position(&text, options(chase, 3)).expect("a position")
}

/// The chase round the lake: after a full round Red's Marshal would bring back the position
/// of the first threat (Marshal on c4, Captain on d4, Blue to move). Refused; moving away,
/// or moving another piece, is allowed.
#[test]
fn chase_round_the_lake() {
    let mut game = lake_game(true);
    let moves = lake_chase(24);
    play_all(&mut game, &moves);
    assert_eq!(
        game.board().get(sq("b4")).map(|u| u.piece.color),
        Some(Color::Red)
    );
    assert_eq!(
        game.board().get(sq("d4")).map(|u| u.piece.color),
        Some(Color::Blue)
    );
    let err = game.check_move(Color::Red, mv("b4-c4")).unwrap_err();
    assert!(
        matches!(&err, IllegalMove::Chase { chased, since: 1, .. } if chased == &[sq("d4")]),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.starts_with(
            "more-squares rule: your Marshal on b4 is chasing the enemy piece on d4 \
             (a continuous chase since move 1), and b4-c4 would bring back a position"
        ),
        "{text}"
    );
    assert!(text.contains("does not threaten"), "{text}");
    // The board mail's notice names exactly that move.
    let notice = game.chase_notice().expect("Red is chasing, to move");
    assert_eq!(notice.chaser, Color::Red);
    assert_eq!(notice.forbidden, vec![mv("b4-c4")]);
    assert_eq!(notice.chased, vec![sq("d4")]);
    // Allowed: a move away from the Captain, or another piece.
    for other in ["b4-a4", "b4-b5", "j1-j2"] {
        assert!(game.check_move(Color::Red, mv(other)).is_ok(), "{other}");
    }
    // Without the rule the chase goes on.
    let mut free = lake_game(false);
    play_all(&mut free, &moves);
    assert!(free.check_move(Color::Red, mv("b4-c4")).is_ok());
    assert!(free.chase_notice().is_none());
    // Blue is never restricted: all its moves stay.
    game.play(Color::Red, mv("b4-a4")).unwrap();
    free.play(Color::Red, mv("b4-a4")).unwrap();
    assert_eq!(game.legal_moves(), free.legal_moves());
}

/// A chase broken by a move that threatens nothing chased: the positions before the break
/// no longer count. Here the break changes nothing on the board (both Scouts step out and
/// back), so without it the move that closes the first round would be refused.
#[test]
fn chase_broken_by_an_unrelated_move() {
    let mut game = lake_game(true);
    play_all(&mut game, &lake_chase(10));
    assert!(game.chase_notice().is_some());
    // Red moves its Scout instead of chasing: the chase ends. The Scouts go out and back.
    play_all(&mut game, &["j1-j2", "j10-j9", "j2-j1", "j9-j10"].map(mv));
    assert!(game.chase_notice().is_none());
    // The Marshal (e6) threatens the Captain (d7) again and Blue evades: a new chase.
    play_all(&mut game, &["e6-e7", "d7-c7"].map(mv));
    let notice = game.chase_notice().expect("a new chase");
    assert_eq!(notice.since, 15);
    assert!(notice.forbidden.is_empty());
    // Round the lake again: b4-c4 with the Captain on d4 repeats ply 1's position, which
    // belongs to the broken chase: allowed. e6-e7 with the Captain on d7 repeats this
    // chase's first position: refused.
    let mut closed_first_round = false;
    for m in &lake_chase(36)[12..] {
        let color = game.to_move();
        match game.play(color, *m) {
            Ok(_) => closed_first_round |= *m == mv("b4-c4"),
            Err(e) => {
                assert!(matches!(e, IllegalMove::Chase { since: 15, .. }), "{e}");
                assert_eq!(*m, mv("e6-e7"));
                assert!(closed_first_round);
                return;
            }
        }
    }
    panic!("no refusal in the second round");
}

/// The chased side may stop evading: that ends the chase too.
#[test]
fn chase_broken_by_not_evading() {
    let mut game = lake_game(true);
    play_all(&mut game, &lake_chase(9));
    // Blue moves its Scout, leaving the Captain (e7) next to the Marshal (e6).
    play_all(&mut game, &[mv("j10-j9")]);
    assert!(game.chase_notice().is_none());
    assert!(game.check_move(Color::Red, mv("e6-e7")).is_ok()); // a strike, never refused
}

/// Red's Marshal and General take turns to chase Blue's Captain round a 2x2 block (d2 e2 e3
/// d3). The General's f3-f2 at ply 11 would bring back the position after ply 3 and is not a
/// move back to where the chaser's last moved piece came from: refused. The Marshal's c3-c2
/// at ply 9 repeats ply 1's position but is exactly that move back: allowed.
#[test]
fn chase_by_two_pieces() {
    let start = position(&[
        ("c3", 'L'),
        ("f3", 'K'),
        ("a1", 'M'),
        ("d2", 'T'),
        ("j10", 'P'),
        ("a10", 'Y'),
    ]);
    let moves: Vec<Move> = [
        "c3-c2", "d2-e2", "f3-f2", "e2-e3", "f2-f3", "e3-d3", "c2-c3", "d3-d2", "c3-c2", "d2-e2",
    ]
    .map(mv)
    .to_vec();
    let mut game = Game::from_position(&start, options(true, 3)).unwrap();
    play_all(&mut game, &moves);
    let err = game.check_move(Color::Red, mv("f3-f2")).unwrap_err();
    assert!(
        matches!(&err, IllegalMove::Chase { chased, .. } if chased == &[sq("e2")]),
        "{err}"
    );
    assert!(err.to_string().contains("your General on f3"), "{err}");
    assert_eq!(
        game.chase_notice().unwrap().forbidden,
        vec![mv("f3-f2")],
        "only the General's threat repeats"
    );
    // Still allowed: the General elsewhere (ends the chase), the Marshal.
    for other in ["f3-g3", "c2-c1", "a1-b1"] {
        let r = game.check_move(Color::Red, mv(other));
        assert!(
            r.is_ok() || other == "a1-b1",
            "{other}: {r:?}" // a1 holds the Flag: refused, but not by this rule
        );
    }
    let mut free = Game::from_position(&start, options(false, 3)).unwrap();
    play_all(&mut free, &moves);
    assert!(free.check_move(Color::Red, mv("f3-f2")).is_ok());
}

/// The exception: back to the square the chasing piece came from on the chaser's
/// directly preceding turn is allowed even when it repeats a position of the chase; the
/// two-squares rule still limits it.
#[test]
fn exception_back_to_where_it_came_from() {
    let start = position(&[
        ("c1", 'L'),
        ("d2", 'T'),
        ("j1", 'D'),
        ("a1", 'M'),
        ("j10", 'P'),
        ("a10", 'Y'),
    ]);
    // Red c1-c2 threatens d2; the Captain shuttles d2-d3-d2..., the Marshal beside it.
    let moves = [
        "c1-c2", "d2-d3", "c2-c3", "d3-d2", "c3-c2", // repeats ply 1: allowed (back)
        "d2-d3", "c2-c3", // repeats ply 3: allowed (back), the Marshal's 3rd in a row
    ]
    .map(mv);
    let mut game = Game::from_position(&start, options(true, 3)).unwrap();
    play_all(&mut game, &moves);
    // Blue's 4th move between d2 and d3 is refused by the two-squares rule (the chased side
    // obeys it like anyone); the Captain runs up instead.
    assert!(matches!(
        game.check_move(Color::Blue, mv("d3-d2")),
        Err(IllegalMove::TwoSquares { .. })
    ));
    game.play(Color::Blue, mv("d3-d4")).unwrap();
    // The Marshal's way back (c3-c2) would be its 4th move between c2 and c3: the
    // two-squares rule refuses it, chase or not. Following the Captain (c3-c4) is a new
    // position: allowed.
    assert!(matches!(
        game.check_move(Color::Red, mv("c3-c2")),
        Err(IllegalMove::TwoSquares { count: 4, .. })
    ));
    assert!(game.check_move(Color::Red, mv("c3-c4")).is_ok());
}

/// With the two-squares rule off, only the more-squares rule stops a shuttle chase by two
/// pieces once neither can use the exception.
#[test]
fn two_squares_off_the_rule_alone() {
    // The 2x2 round of `chase_by_two_pieces`, with the two-squares rule off: the General's
    // f3-f2 is refused by this rule alone.
    let start = position(&[
        ("c3", 'L'),
        ("f3", 'K'),
        ("a1", 'M'),
        ("d2", 'T'),
        ("j10", 'P'),
        ("a10", 'Y'),
    ]);
    let moves: Vec<Move> = [
        "c3-c2", "d2-e2", "f3-f2", "e2-e3", "f2-f3", "e3-d3", "c2-c3", "d3-d2", "c3-c2", "d2-e2",
    ]
    .map(mv)
    .to_vec();
    let mut game = Game::from_position(&start, options(true, 0)).unwrap();
    play_all(&mut game, &moves);
    assert!(matches!(
        game.check_move(Color::Red, mv("f3-f2")),
        Err(IllegalMove::Chase { .. })
    ));
}

/// The rule's state is part of the saved game: a game restored from its JSON reaches the
/// same verdict.
#[test]
fn saved_state_keeps_the_chase() {
    let mut game = lake_game(true);
    play_all(&mut game, &lake_chase(24));
    let text = serde_json::to_string(&game).unwrap();
    let restored: Game = serde_json::from_str(&text).unwrap();
    assert_eq!(restored, game);
    assert!(matches!(
        restored.check_move(Color::Red, mv("b4-c4")),
        Err(IllegalMove::Chase { .. })
    ));
    // A state saved before the rule existed (no "chase") loads, with the rule off.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value.as_object_mut().unwrap().remove("chase");
    value["options"].as_object_mut().unwrap().remove("chase");
    let old: Game = serde_json::from_value(value).unwrap();
    assert!(!old.options().chase);
    assert!(old.check_move(Color::Red, mv("b4-c4")).is_ok());
}

/// Perft follows the rule: from the lake position, the chaser has one move fewer.
#[test]
fn perft_respects_the_option() {
    let mut on = lake_game(true);
    let mut off = lake_game(false);
    let moves = lake_chase(24);
    play_all(&mut on, &moves);
    play_all(&mut off, &moves);
    assert_eq!(on.perft(1) + 1, off.perft(1));
    assert!(on.perft(3) < off.perft(3));
}

use super::*;
use crate::{View, Viewer};
use rand::SeedableRng;
use rand::rngs::SmallRng;

const PBMSERV: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A position text with the given field letters placed on an otherwise empty board.
fn position(variant: Variant, pieces: &[(&str, char)], side: char) -> String {
    let mut field: Vec<char> = variant
        .squares()
        .map(|s| if variant.is_lake(s) { '_' } else { 'A' })
        .collect();
    for (s, c) in pieces {
        let s = sq(s);
        field[s.rank() as usize * variant.files() as usize + s.file() as usize] = *c;
    }
    format!("{} {side}", field.into_iter().collect::<String>())
}

fn game_with(pieces: &[(&str, char)], options: Options) -> Game {
    Game::from_position(&position(Variant::Classic, pieces, 'r'), options).unwrap()
}

fn twosquare(n: u8) -> Options {
    Options {
        twosquare: n,
        ..Options::default()
    }
}

fn started(variant: Variant) -> Game {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut g = Game::new(variant, Options::default());
    let army = Army::auto(variant);
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    g.deploy(Color::Blue, &army, &mut rng).unwrap();
    g
}

#[test]
fn pbmserv_army_lands_where_the_spec_says() {
    let (army, _) = Army::parse(PBMSERV, Variant::Classic).unwrap();
    let mut g = Game::new(Variant::Classic, Options::default());
    let mut rng = SmallRng::seed_from_u64(0);
    assert!(!g.deploy(Color::Red, &army, &mut rng).unwrap());
    let at = |g: &Game, s: &str| {
        g.board()
            .get(sq(s))
            .map(|u| (u.piece.color, u.piece.rank.char()))
    };
    // Red: row 4 from a to j is the first line, row 1 the last.
    assert_eq!(at(&g, "a4"), Some((Color::Red, '9')));
    assert_eq!(at(&g, "b4"), Some((Color::Red, '3')));
    assert_eq!(at(&g, "j4"), Some((Color::Red, '9')));
    assert_eq!(at(&g, "f3"), Some((Color::Red, 'S')));
    assert_eq!(at(&g, "d1"), Some((Color::Red, 'F')));
    assert_eq!(at(&g, "a1"), Some((Color::Red, '8')));
    assert!(g.deploy(Color::Blue, &army, &mut rng).unwrap());
    // Blue: row 7 from j to a is the first line, row 10 (j to a) the last.
    assert_eq!(at(&g, "j7"), Some((Color::Blue, '9')));
    assert_eq!(at(&g, "i7"), Some((Color::Blue, '3')));
    assert_eq!(at(&g, "e8"), Some((Color::Blue, 'S')));
    assert_eq!(at(&g, "g10"), Some((Color::Blue, 'F')));
    assert_eq!(at(&g, "j10"), Some((Color::Blue, '8')));
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_move(), Color::Red);
}

#[test]
fn redeploy_and_swap_before_start_only() {
    let (army, _) = Army::parse(PBMSERV, Variant::Classic).unwrap();
    let mut rng = SmallRng::seed_from_u64(0);
    let mut g = Game::new(Variant::Classic, Options::default());
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a1")),
        Err(SetupError::NotDeployed)
    );
    g.deploy(Color::Red, &Army::auto(Variant::Classic), &mut rng)
        .unwrap();
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    assert_eq!(g.setup_of(Color::Red).unwrap().to_string(), PBMSERV);
    g.swap(Color::Red, sq("a4"), sq("d1")).unwrap();
    assert_eq!(g.board().get(sq("a4")).unwrap().piece.rank, Rank::Flag);
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a7")),
        Err(SetupError::NotYourSetupSquare(sq("a7")))
    );
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a4")),
        Err(SetupError::SameSquare)
    );
    let small = Army::auto(Variant::Small);
    assert!(matches!(
        g.deploy(Color::Blue, &small, &mut rng),
        Err(SetupError::WrongVariant { .. })
    ));
    g.deploy(Color::Blue, &army, &mut rng).unwrap();
    assert_eq!(
        g.deploy(Color::Red, &army, &mut rng),
        Err(SetupError::Started)
    );
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("d1")),
        Err(SetupError::Started)
    );
    assert_eq!(g.setup_of(Color::Red), None);
}

#[test]
fn blocked_army_loses_at_once() {
    // Bombs on every open front square: Red cannot move when the game starts.
    let text = "BB87BB78BB\n?????????F\n??????????\n??????????";
    let (army, _) = Army::parse(text, Variant::Classic).unwrap();
    let mut rng = SmallRng::seed_from_u64(0);
    let mut g = Game::new(Variant::Classic, Options::default());
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    // c4, d4, g4 and h4 face lakes and are walled in by the bombs beside them.
    g.deploy(Color::Blue, &Army::auto(Variant::Classic), &mut rng)
        .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
}

#[test]
fn each_illegal_move_says_why() {
    let g = game_with(
        &[
            ("e4", 'H'),
            ("e1", 'B'),
            ("f1", 'M'),
            ("e5", 'F'),
            ("b2", 'D'),
            ("b5", 'N'),
            ("b3", 'E'),
            ("j10", 'Y'),
            ("j9", 'S'),
        ],
        Options::default(),
    );
    use IllegalMove::*;
    let cases: Vec<(&str, IllegalMove)> = vec![
        ("e4-e5", OwnPiece { to: sq("e5") }),
        ("a1-a2", Empty(sq("a1"))),
        ("j9-j8", NotYours(sq("j9"))),
        (
            "e1-e2",
            Immovable {
                square: sq("e1"),
                rank: Rank::Bomb,
            },
        ),
        (
            "f1-f2",
            Immovable {
                square: sq("f1"),
                rank: Rank::Flag,
            },
        ),
        ("e4-f5", NotStraight(mv("e4-f5"))),
        ("e4-e4", SameSquare(sq("e4"))),
        (
            "e4-e6",
            TooFar {
                mv: mv("e4-e6"),
                rank: Rank::Captain,
            },
        ),
        (
            "b2-b6",
            Blocked {
                mv: mv("b2-b6"),
                at: sq("b3"),
            },
        ),
    ];
    for (m, want) in cases {
        assert_eq!(g.check_move(Color::Red, mv(m)), Err(want), "{m}");
    }
    assert_eq!(
        g.check_move(Color::Blue, mv("j9-j8")),
        Err(NotYourTurn(Color::Red))
    );
    let small = Game::from_position(
        &position(
            Variant::Small,
            &[("h3", 'H'), ("a1", 'M'), ("a8", 'Y'), ("b8", 'S')],
            'r',
        ),
        Options::default(),
    )
    .unwrap();
    assert_eq!(
        small.check_move(Color::Red, mv("h3-i3")),
        Err(OffBoard(sq("i3")))
    );
    let lake = game_with(
        &[("c4", 'H'), ("j10", 'Y'), ("j9", 'S')],
        Options::default(),
    );
    assert_eq!(
        lake.check_move(Color::Red, mv("c4-c5")),
        Err(Lake(sq("c5")))
    );
    let scout = game_with(
        &[("c3", 'D'), ("c7", 'S'), ("j10", 'Y')],
        Options::default(),
    );
    assert_eq!(
        scout.check_move(Color::Red, mv("c3-c7")),
        Err(Blocked {
            mv: mv("c3-c7"),
            at: sq("c5")
        })
    );
    // Messages read as sentences and name the reason.
    assert_eq!(
        g.check_move(Color::Red, mv("e1-e2"))
            .unwrap_err()
            .to_string(),
        "bombs cannot move: your piece on e1 is a bomb"
    );
    assert!(
        g.check_move(Color::Red, mv("e4-e6"))
            .unwrap_err()
            .to_string()
            .contains("only Scouts (9)")
    );
    let setup = Game::new(Variant::Classic, Options::default());
    assert_eq!(setup.check_move(Color::Red, mv("a4-a5")), Err(NotStarted));
}

#[test]
fn scouts_strike_unless_noscoutstrike() {
    let pieces = [
        ("a1", 'D'),
        ("a8", 'N'),
        ("j1", 'M'),
        ("j10", 'Y'),
        ("i10", 'S'),
    ];
    let mut g = game_with(&pieces, Options::default());
    let rec = g.play(Color::Red, mv("a1-a8")).unwrap();
    assert_eq!(
        rec.battle,
        Some(Battle {
            attacker: Rank::Scout,
            defender: Rank::Bomb,
            winner: BattleResult::DefenderWon
        })
    );
    let opts = Options {
        scoutstrike: false,
        ..Options::default()
    };
    let mut g = game_with(&pieces, opts);
    assert_eq!(
        g.play(Color::Red, mv("a1-a8")),
        Err(IllegalMove::ScoutStrike(mv("a1-a8")))
    );
    g.play(Color::Red, mv("a1-a7")).unwrap();
    assert!(g.board().get(sq("a7")).unwrap().scout_known);
    g.play(Color::Blue, mv("i10-i9")).unwrap();
    // One square: a strike is allowed even without scout strikes.
    assert!(g.play(Color::Red, mv("a7-a8")).unwrap().battle.is_some());
}

/// Plays `moves` alternately for Red (the piece under test) and Blue (a shuttle far away);
/// returns the result of the last Red move.
fn shuttle(options: Options, red_moves: &[&str]) -> Result<MoveRecord, IllegalMove> {
    let mut g = game_with(
        &[
            ("b2", 'H'),
            ("a1", 'D'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        options,
    );
    // Blue walks a square around j10, i10, i9, j9: never back and forth.
    let blue = ["j10-j9", "j9-i9", "i9-i10", "i10-j10"];
    let mut last = None;
    for (i, m) in red_moves.iter().enumerate() {
        let r = g.play(Color::Red, mv(m));
        if i + 1 == red_moves.len() {
            return r;
        }
        last = Some(r.unwrap());
        g.play(Color::Blue, mv(blue[i % 4])).unwrap();
    }
    Ok(last.unwrap())
}

#[test]
fn two_squares_default_three() {
    let back_and_forth = ["b2-b3", "b3-b2", "b2-b3", "b3-b2"];
    assert!(shuttle(twosquare(3), &back_and_forth[..3]).is_ok());
    let err = shuttle(twosquare(3), &back_and_forth).unwrap_err();
    assert_eq!(
        err,
        IllegalMove::TwoSquares {
            mv: mv("b3-b2"),
            count: 4,
            limit: 3,
            a: sq("b2"),
            b: sq("b3")
        }
    );
    assert_eq!(
        err.to_string(),
        "two-squares rule: b3-b2 would be the 4th move in a row of that piece between b2 and b3; the limit in this game is 3"
    );
    // Moving on to a third square starts a new series.
    assert!(
        shuttle(
            twosquare(3),
            &["b2-b3", "b3-b2", "b2-b3", "b3-b4", "b4-b3", "b3-b4"]
        )
        .is_ok()
    );
}

#[test]
fn two_squares_five_and_off() {
    let seq: Vec<&str> = ["b2-b3", "b3-b2"].iter().cycle().take(6).copied().collect();
    assert!(shuttle(twosquare(5), &seq[..5]).is_ok());
    assert!(matches!(
        shuttle(twosquare(5), &seq),
        Err(IllegalMove::TwoSquares {
            count: 6,
            limit: 5,
            ..
        })
    ));
    let long: Vec<&str> = ["b2-b3", "b3-b2"]
        .iter()
        .cycle()
        .take(40)
        .copied()
        .collect();
    assert!(shuttle(twosquare(0), &long).is_ok());
}

#[test]
fn two_squares_broken_by_another_own_piece_not_by_the_opponent() {
    let mut g = game_with(
        &[
            ("b2", 'H'),
            ("e2", 'H'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        twosquare(3),
    );
    for (r, b) in [("b2-b3", "j10-j9"), ("b3-b2", "j9-i9"), ("b2-b3", "i9-i10")] {
        g.play(Color::Red, mv(r)).unwrap();
        g.play(Color::Blue, mv(b)).unwrap();
    }
    assert!(g.check_move(Color::Red, mv("b3-b2")).is_err());
    g.play(Color::Red, mv("e2-e3")).unwrap();
    g.play(Color::Blue, mv("i10-j10")).unwrap();
    assert!(g.check_move(Color::Red, mv("b3-b2")).is_ok());
    // The refused move is not in the legal move list.
    let mut h = game_with(
        &[("b2", 'H'), ("j1", 'M'), ("j10", 'U'), ("a10", 'Y')],
        twosquare(3),
    );
    for (r, b) in [("b2-b3", "j10-j9"), ("b3-b2", "j9-i9"), ("b2-b3", "i9-i10")] {
        h.play(Color::Red, mv(r)).unwrap();
        h.play(Color::Blue, mv(b)).unwrap();
    }
    let legal = h.legal_moves();
    assert!(!legal.contains(&mv("b3-b2")));
    assert!(legal.contains(&mv("b3-b4")));
}

#[test]
fn two_squares_scout_cannot_escape_by_varying_distance() {
    // a1-a5, a5-a3, a3-a4: all cross the boundary between a3 and a4 (and a4/a5 for the
    // first two). A fourth move crossing a3|a4 is refused; one that does not is fine.
    let run = |moves: &[&str]| {
        let mut g = game_with(
            &[("a1", 'D'), ("j1", 'M'), ("j10", 'U'), ("h10", 'Y')],
            twosquare(3),
        );
        // Blue walks a square around j10, i10, i9, j9: never back and forth.
        let blue = ["j10-j9", "j9-i9", "i9-i10", "i10-j10"];
        let mut result = Ok(());
        for (i, m) in moves.iter().enumerate() {
            result = g.play(Color::Red, mv(m)).map(|_| ());
            if result.is_err() {
                break;
            }
            g.play(Color::Blue, mv(blue[i % 4])).unwrap();
        }
        result
    };
    assert!(run(&["a1-a5", "a5-a3", "a3-a4"]).is_ok());
    assert!(matches!(
        run(&["a1-a5", "a5-a3", "a3-a4", "a4-a2"]),
        Err(IllegalMove::TwoSquares { count: 4, a, b, .. }) if a == sq("a3") && b == sq("a4")
    ));
    // a4-a6 crosses a4|a5 and a5|a6, but not a3|a4: a new series.
    assert!(run(&["a1-a5", "a5-a3", "a3-a4", "a4-a6"]).is_ok());
    // Sideways is another line: a new series.
    assert!(run(&["a1-a5", "a5-a3", "a3-a4", "a4-b4"]).is_ok());
    // With the rule off, anything goes.
    let mut g = game_with(
        &[("a1", 'D'), ("j1", 'M'), ("j10", 'U'), ("h10", 'Y')],
        twosquare(0),
    );
    for i in 0..10 {
        g.play(Color::Red, mv(if i % 2 == 0 { "a1-a4" } else { "a4-a1" }))
            .unwrap();
        g.play(
            Color::Blue,
            mv(["j10-j9", "j9-i9", "i9-i10", "i10-j10"][i % 4]),
        )
        .unwrap();
    }
}

#[test]
fn strikes_count_in_the_series() {
    // The Major strikes Blue's Miner (Q) and wins; the strike is the first of the series.
    let mut g = game_with(
        &[
            ("b2", 'I'),
            ("b3", 'Q'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        twosquare(3),
    );
    g.play(Color::Red, mv("b2-b3")).unwrap(); // strikes the Blue 8 and wins
    g.play(Color::Blue, mv("j10-j9")).unwrap();
    g.play(Color::Red, mv("b3-b2")).unwrap();
    g.play(Color::Blue, mv("j9-j10")).unwrap();
    g.play(Color::Red, mv("b2-b3")).unwrap();
    g.play(Color::Blue, mv("j10-j9")).unwrap();
    assert!(matches!(
        g.play(Color::Red, mv("b3-b2")),
        Err(IllegalMove::TwoSquares { count: 4, .. })
    ));
}

#[test]
fn battles_in_play_reveal_and_remove() {
    let mut g = game_with(
        &[
            ("e4", 'H'),
            ("e5", 'F'),
            ("j1", 'M'),
            ("j10", 'Y'),
            ("e7", 'T'),
            ("a9", 'S'),
        ],
        Options::default(),
    );
    assert_eq!(
        g.play(Color::Red, mv("j1-j2")),
        Err(IllegalMove::Immovable {
            square: sq("j1"),
            rank: Rank::Flag
        })
    );
    // Red's 7 (F) steps aside, Blue's 5 (T) comes forward and strikes Red's 5 (H): both lost.
    assert_eq!(g.play(Color::Red, mv("e5-f5")).unwrap().battle, None);
    g.play(Color::Blue, mv("e7-e6")).unwrap();
    g.play(Color::Red, mv("f5-f6")).unwrap();
    g.play(Color::Blue, mv("e6-e5")).unwrap();
    g.play(Color::Red, mv("f6-f7")).unwrap();
    let rec = g.play(Color::Blue, mv("e5-e4")).unwrap();
    assert_eq!(
        rec.battle,
        Some(Battle {
            attacker: Rank::Captain,
            defender: Rank::Captain,
            winner: BattleResult::BothLost
        })
    );
    assert_eq!(g.board().get(sq("e4")), None);
    assert_eq!(g.board().get(sq("e5")), None);
    assert_eq!(g.lost(Color::Red)[Rank::Captain.index()], 1);
    assert_eq!(g.lost(Color::Blue)[Rank::Captain.index()], 1);
    // A defender that wins stays and is revealed; the attacker is gone.
    let rec = g.play(Color::Red, mv("f7-g7")).unwrap();
    assert_eq!(rec.battle, None);
    let rec = g.play(Color::Blue, mv("a9-a8")).unwrap();
    assert_eq!(rec.battle, None);
}

#[test]
fn flag_capture_ends_the_game() {
    let mut g = game_with(
        &[("e4", 'H'), ("e5", 'Y'), ("j1", 'M'), ("a10", 'S')],
        Options::default(),
    );
    let rec = g.play(Color::Red, mv("e4-e5")).unwrap();
    assert_eq!(rec.battle.unwrap().winner, BattleResult::AttackerWon);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Red),
            reason: EndReason::Flag
        })
    );
    assert_eq!(g.play(Color::Blue, mv("a10-a9")), Err(IllegalMove::Over));
    assert_eq!(g.outcome().unwrap().to_string(), "Red wins: flag captured");
}

#[test]
fn no_moves_loses_and_both_immobile_draws() {
    // Blue has a Sergeant (e9) and the Flag; Red strikes Blue's last Sergeant with its
    // Colonel: Blue has only bombs and the flag left, so Blue (to move) loses.
    let mut g = game_with(
        &[
            ("e8", 'J'),
            ("e9", 'R'),
            ("a8", 'N'),
            ("j10", 'Y'),
            ("j1", 'M'),
        ],
        Options::default(),
    );
    g.play(Color::Red, mv("e8-e9")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Red),
            reason: EndReason::NoMoves
        })
    );
    // Red's last movable piece and Blue's last movable piece destroy each other: draw.
    let mut g = game_with(
        &[("e4", 'H'), ("e5", 'T'), ("a1", 'M'), ("j10", 'Y')],
        Options::default(),
    );
    g.play(Color::Red, mv("e4-e5")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::BothImmobile
        })
    );
}

#[test]
fn a_side_that_loses_its_last_movable_piece_loses_at_once() {
    // Issue 14, as on Gravon: Red's last movable piece, a Scout, dies striking a bomb. Blue
    // is to move and could, but Red can never move again: Blue wins at once.
    let mut g = game_with(
        &[
            ("a1", 'D'),
            ("a8", 'N'),
            ("e9", 'R'),
            ("j10", 'Y'),
            ("j1", 'M'),
        ],
        Options::default(),
    );
    g.play(Color::Red, mv("a1-a8")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "Blue wins: Red has no legal move"
    );
    // A position in which the side not to move has only bombs and the flag is over too.
    let text = position(
        Variant::Classic,
        &[("a1", 'D'), ("j1", 'M'), ("a8", 'N'), ("j10", 'Y')],
        'r',
    );
    let g = Game::from_position(&text, Options::default()).unwrap();
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(Color::Red)));
}

#[test]
fn blocked_pieces_lose_only_at_their_own_turn() {
    // Red's Scout on a1 is walled in by its own bombs: it is a movable piece, so the game
    // goes on while Blue moves, and Red loses when its turn comes.
    let text = position(
        Variant::Classic,
        &[
            ("a1", 'D'),
            ("a2", 'B'),
            ("b1", 'B'),
            ("j1", 'M'),
            ("e9", 'R'),
            ("j10", 'Y'),
        ],
        'b',
    );
    let mut g = Game::from_position(&text, Options::default()).unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    g.play(Color::Blue, mv("e9-e8")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
}

#[test]
fn resign_draw_and_forfeit() {
    let mut g = started(Variant::Small);
    assert_eq!(g.accept_draw(Color::Blue), Err(ActionError::NoOffer));
    g.propose_draw(Color::Red).unwrap();
    assert_eq!(g.propose_draw(Color::Red), Err(ActionError::AlreadyOffered));
    g.reject_draw(Color::Blue).unwrap();
    g.propose_draw(Color::Blue).unwrap();
    // Moving instead of answering declines the offer.
    let m = g.legal_moves()[0];
    g.play(Color::Red, m).unwrap();
    assert_eq!(g.draw_offer(), None);
    g.propose_draw(Color::Red).unwrap();
    assert_eq!(
        g.accept_draw(Color::Blue).unwrap().reason,
        EndReason::DrawAgreed
    );
    assert_eq!(g.resign(Color::Red), Err(ActionError::Over));

    let mut g = started(Variant::Classic);
    assert_eq!(
        g.resign(Color::Blue).unwrap(),
        Outcome {
            winner: Some(Color::Red),
            reason: EndReason::Resign
        }
    );
    let mut g = Game::new(Variant::Classic, Options::default());
    assert_eq!(g.propose_draw(Color::Red), Err(ActionError::NotStarted));
    assert_eq!(g.forfeit(Color::Red).unwrap().winner, Some(Color::Blue));
}

#[test]
fn knowledge_moved_revealed_scouts() {
    let opts = Options {
        reveal: Reveal::Turn,
        ..Options::default()
    };
    let mut g = game_with(
        &[
            ("a1", 'D'),
            ("e4", 'I'),
            ("e5", 'Q'),
            ("j1", 'M'),
            ("j10", 'Y'),
            ("a10", 'S'),
        ],
        opts,
    );
    g.play(Color::Red, mv("e4-e5")).unwrap(); // ply 1: Red's 4 takes Blue's 8
    let unit = *g.board().get(sq("e5")).unwrap();
    assert!(unit.moved && unit.revealed_at == Some(1));
    let blue_view = View::new(&g, Viewer::Player(Color::Blue));
    assert_eq!(
        blue_view.piece_at(sq("e5")).unwrap().rank,
        Some(Rank::Major)
    );
    g.play(Color::Blue, mv("a10-a9")).unwrap(); // ply 2: still shown
    assert_eq!(
        View::new(&g, Viewer::Observer)
            .piece_at(sq("e5"))
            .unwrap()
            .rank,
        Some(Rank::Major)
    );
    g.play(Color::Red, mv("a1-a6")).unwrap(); // ply 3: hidden again; the scout is now known
    let view = View::new(&g, Viewer::Player(Color::Blue));
    assert_eq!(view.piece_at(sq("e5")).unwrap().rank, None);
    assert!(view.piece_at(sq("e5")).unwrap().moved);
    assert_eq!(view.piece_at(sq("a6")).unwrap().rank, Some(Rank::Scout));
    assert!(view.piece_at(sq("a6")).unwrap().revealed);
    // Unseen counts use public facts only.
    let red_view = View::new(&g, Viewer::Player(Color::Red));
    assert_eq!(red_view.unseen(Color::Blue)[Rank::Miner.index()], 4);
}

#[test]
fn views_hide_the_enemy_during_setup() {
    let mut g = Game::new(Variant::Small, Options::default());
    let mut rng = SmallRng::seed_from_u64(9);
    g.deploy(Color::Red, &Army::auto(Variant::Small), &mut rng)
        .unwrap();
    assert!(View::new(&g, Viewer::Player(Color::Blue)).pieces.is_empty());
    assert!(View::new(&g, Viewer::Observer).pieces.is_empty());
    assert_eq!(View::new(&g, Viewer::Player(Color::Red)).pieces.len(), 24);
}

#[test]
fn render_shapes() {
    let mut g = started(Variant::Classic);
    let m = g.legal_moves()[0];
    g.play(Color::Red, m).unwrap();
    for viewer in [
        Viewer::Player(Color::Red),
        Viewer::Player(Color::Blue),
        Viewer::Observer,
    ] {
        for flip in [true, false] {
            let text = crate::render(&View::new(&g, viewer), flip);
            for line in text.lines() {
                assert!(line.chars().count() <= 72, "{line:?}");
                assert!(line.is_ascii());
            }
            assert!(text.contains("Legend"));
        }
    }
    let blue = crate::render(&View::new(&g, Viewer::Player(Color::Blue)), true);
    let first = blue.lines().next().unwrap();
    assert!(first.trim_start().starts_with('j'), "{first}");
    let third = blue.lines().nth(2).unwrap();
    assert!(third.trim_start().starts_with("1 |"), "{third}");
    let red = crate::render(&View::new(&g, Viewer::Player(Color::Red)), true);
    assert!(red.lines().nth(2).unwrap().starts_with("10 |"));
    let observer = crate::render(&View::new(&g, Viewer::Observer), true);
    assert!(!observer.contains("[1]") && !observer.contains("(1)"));
}

#[test]
fn battle_words() {
    // Blue's 6 (S) at e6 strikes Red's 4 (I) at e5 and loses.
    let mut g = Game::from_position(
        &position(
            Variant::Classic,
            &[("e5", 'I'), ("e6", 'S'), ("j1", 'M'), ("j10", 'Y')],
            'b',
        ),
        Options::default(),
    )
    .unwrap();
    g.play(Color::Blue, mv("e6-e5")).unwrap();
    let text = crate::render(&View::new(&g, Viewer::Player(Color::Red)), true);
    assert!(
        text.contains("Blue's 6 at e6 struck your 4 at e5: Blue's 6 lost."),
        "{text}"
    );
    let text = crate::render(&View::new(&g, Viewer::Observer), true);
    assert!(
        text.contains("Blue's 6 at e6 struck Red's 4 at e5: Blue's 6 lost."),
        "{text}"
    );
}

#[test]
fn position_text_round_trip_and_errors() {
    let g = started(Variant::Classic);
    let text = g.position_text();
    assert_eq!(
        Game::from_position(&text, Options::default())
            .unwrap()
            .position_text(),
        text
    );
    let g = started(Variant::Small);
    let text = g.position_text();
    assert_eq!(text.len(), 66);
    assert_eq!(
        Game::from_position(&text, Options::default())
            .unwrap()
            .position_text(),
        text
    );
    assert_eq!(
        Game::from_position("AAA", Options::default()),
        Err(PositionError::Length(3))
    );
    let bad = text.replacen('_', "A", 1);
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::Lake(_))
    ));
    let bad = text.replacen('A', "Z", 1);
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::Symbol { symbol: 'Z', .. })
    ));
    let bad = text.replace(" r", " x");
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::SideToMove(_))
    ));
}

#[test]
fn state_round_trips_through_json() {
    let mut g = started(Variant::Classic);
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..60 {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
        let c = g.to_move();
        g.play(c, m).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert!(json.len() < 8000, "{}", json.len());
}

#[test]
#[ignore = "prints a board for a person to look at"]
fn print_board() {
    let mut g = started(Variant::Classic);
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..70 {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
        let c = g.to_move();
        g.play(c, m).unwrap();
    }
    println!(
        "{}",
        crate::render(&View::new(&g, Viewer::Player(Color::Blue)), true)
    );
    println!("{}", crate::render(&View::new(&g, Viewer::Observer), true));
}

/// The Spy defeats the strongest rank of the army it plays against: the General only when
/// that army has no Marshal, on the board or lost, whatever the board size (issue 13).
#[test]
fn spy_beats_the_strongest_rank_of_the_army_it_strikes() {
    let spy_strikes_general = |variant: Variant, extra: &[(&str, char)]| {
        let mut pieces = vec![("a1", 'M'), ("b4", 'C'), ("b5", 'W'), ("h8", 'Y')];
        pieces.extend_from_slice(extra);
        let mut g =
            Game::from_position(&position(variant, &pieces, 'r'), Options::default()).unwrap();
        g.play(Color::Red, mv("b4-b5"))
            .unwrap()
            .battle
            .unwrap()
            .winner
    };
    // No Blue Marshal: the Spy takes the General, on either board (of the ranked games).
    for variant in Variant::ALL.into_iter().filter(|v| !v.is_dealt()) {
        assert_eq!(spy_strikes_general(variant, &[]), BattleResult::AttackerWon);
        // A Blue Marshal anywhere: the General is not the Spy's target.
        assert_eq!(
            spy_strikes_general(variant, &[("a8", 'X')]),
            BattleResult::DefenderWon,
            "{variant}"
        );
    }
    // A Red Marshal changes nothing: what counts is the army struck.
    assert_eq!(
        spy_strikes_general(Variant::Small, &[("b1", 'L')]),
        BattleResult::AttackerWon
    );
    // A Marshal lost earlier does not hand its place to the General.
    let mut g = game_with(
        &[
            ("a1", 'M'),
            ("b4", 'C'),
            ("b6", 'W'),
            ("f5", 'X'),
            ("f4", 'C'),
            ("j10", 'Y'),
        ],
        Options::default(),
    );
    let rec = g.play(Color::Red, mv("f4-f5")).unwrap();
    assert_eq!(rec.battle.unwrap().winner, BattleResult::AttackerWon);
    g.play(Color::Blue, mv("b6-b7")).unwrap();
    g.play(Color::Red, mv("b4-b5")).unwrap();
    g.play(Color::Blue, mv("b7-b6")).unwrap();
    let rec = g.play(Color::Red, mv("b5-b6")).unwrap();
    assert_eq!(rec.battle.unwrap().winner, BattleResult::DefenderWon);
}

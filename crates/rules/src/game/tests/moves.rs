//! Moves: why each illegal move is refused, and Scouts that strike from afar (or not,
//! under `-noscoutstrike`).

use super::*;

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
        (
            "e4-e5",
            OwnPiece {
                to: sq("e5"),
                noun: "piece",
            },
        ),
        ("a1-a2", Empty(sq("a1"))),
        (
            "j9-j8",
            NotYours {
                square: sq("j9"),
                noun: "piece",
            },
        ),
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
        (
            "e4-f5",
            NotStraight {
                mv: mv("e4-f5"),
                noun: "piece",
            },
        ),
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

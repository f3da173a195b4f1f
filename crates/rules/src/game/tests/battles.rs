//! Battles: what they reveal and remove, and the Spy's target in each kind of army.

use super::*;

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

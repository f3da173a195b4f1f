//! Standings checked against figures computed by hand (the sums are in the comments).

use super::*;
use crate::league::pairing::{Colour, Player, Round, Score, Tournament};

fn game(opponent: u32, colour: Colour, score: Score) -> Round {
    Round {
        opponent: Some(opponent),
        colour: Some(colour),
        score,
    }
}

fn none(score: Score) -> Round {
    Round {
        opponent: None,
        colour: None,
        score,
    }
}

fn tournament(rounds: Vec<Vec<Round>>, absent: &[u32]) -> Tournament {
    Tournament {
        name: "test".into(),
        total_rounds: 3,
        players: rounds
            .into_iter()
            .enumerate()
            .map(|(i, rounds)| Player {
                number: i as u32 + 1,
                name: format!("p{}", i + 1),
                rating: 1500,
                rounds,
                absent: absent.contains(&(i as u32 + 1)),
            })
            .collect(),
    }
}

/// Five players, three rounds: a bye in rounds 1 and 2, a forfeit in round 2, player 4
/// withdrawn before round 3.
fn swiss() -> Tournament {
    use Colour::{Black as B, White as W};
    use Score::*;
    tournament(
        vec![
            vec![game(4, W, Win), game(3, B, Loss), game(5, W, Win)],
            vec![game(5, W, Draw), game(4, B, ForfeitLoss), game(3, W, Draw)],
            vec![none(PairingBye), game(1, W, Win), game(2, B, Draw)],
            vec![game(1, B, Loss), game(2, W, ForfeitWin), none(ZeroBye)],
            vec![game(2, B, Draw), none(PairingBye), game(1, B, Loss)],
        ],
        &[4],
    )
}

/// (number, rank, points, Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct, wins).
type Figures = (u32, u32, f64, f64, f64, f64, Option<f64>, u32);

fn figures(lines: &[Line]) -> Vec<Figures> {
    lines
        .iter()
        .map(|l| {
            (
                l.number,
                l.rank,
                l.points,
                l.buchholz_cut1,
                l.buchholz,
                l.sonneborn_berger,
                l.direct,
                l.wins,
            )
        })
        .collect()
}

#[test]
fn swiss_tie_breaks_with_byes_forfeits_and_a_withdrawal() {
    // Opponents' scores with their unplayed rounds as draws: p1 2, p2 0.5+0.5+0.5 = 1.5,
    // p3 0.5+1+0.5 = 2, p4 0+0.5+0.5 = 1, p5 0.5+0.5+0 = 1.
    // p1: 1 + 2 + 1 = 4, cut 1 -> 3; SB 1*1 + 0*2 + 1*1 = 2.
    // p2: 1 + virtual (0.5 + 1 + 0.5*1 = 2) + 2 = 5, cut 1 -> 4; SB 0.5*1 + 0 + 0.5*2 = 1.5.
    // p3: virtual (0 + 0 + 0.5*2 = 1) + 2 + 1.5 = 4.5, cut 1 -> 3.5;
    //     SB 1*1 + 1*2 + 0.5*1.5 = 3.75.
    // p4: 2 + virtual (0 + 0 + 0.5 = 0.5) + virtual (1 + 1 + 0 = 2) = 4.5, cut 0.5 -> 4;
    //     SB 0 + 1*0.5 + 0 = 0.5.
    // p5: 1.5 + virtual (0.5 + 0 + 0.5 = 1) + 2 = 4.5, cut 1 -> 3.5; SB 0.75 + 1 + 0 = 1.75.
    let lines = standings(&swiss(), System::Swiss, 3);
    assert_eq!(
        figures(&lines),
        [
            (3, 1, 2.5, 3.5, 4.5, 3.75, None, 1),
            (1, 2, 2.0, 3.0, 4.0, 2.0, None, 2),
            (5, 3, 1.5, 3.5, 4.5, 1.75, None, 0),
            (2, 4, 1.0, 4.0, 5.0, 1.5, None, 0),
            (4, 5, 1.0, 4.0, 4.5, 0.5, None, 1),
        ]
    );
    assert!(lines[4].withdrawn && !lines[0].withdrawn);
}

#[test]
fn after_one_round_direct_encounter_splits_only_those_who_met() {
    // p1 (a win) and p3 (the bye) are equal down to Sonneborn-Berger but never met: the
    // number of wins puts p1 first. p2 and p5 drew each other: equal on everything,
    // direct encounter 0.5 each, one shared place.
    let lines = standings(&swiss(), System::Swiss, 1);
    assert_eq!(
        figures(&lines),
        [
            (1, 1, 1.0, 0.0, 0.0, 0.0, None, 1),
            (3, 2, 1.0, 0.0, 0.0, 0.0, None, 0),
            (2, 3, 0.5, 0.0, 0.5, 0.25, Some(0.5), 0),
            (5, 3, 0.5, 0.0, 0.5, 0.25, Some(0.5), 0),
            (4, 5, 0.0, 0.0, 1.0, 0.0, None, 0),
        ]
    );
}

#[test]
fn round_robin_sonneborn_berger_then_direct_encounter() {
    // Berger 4: 1-4 =, 2-3 =; 4-3 =, 1-2 1-0; 2-4 1-0, 3-1 1-0.
    // Points: p1 1.5, p2 1.5, p3 2, p4 1.
    // SB: p1 1*1.5 (p2) + 0.5*1 (p4) = 2; p2 1*1 (p4) + 0.5*2 (p3) = 2;
    //     p3 0.5*1.5 + 0.5*1 + 1*1.5 = 2.75; p4 0.5*1.5 + 0.5*2 = 1.75.
    // p1 and p2 are equal on points and SB; p1 beat p2.
    use Colour::{Black as B, White as W};
    use Score::*;
    let t = tournament(
        vec![
            vec![game(4, W, Draw), game(2, W, Win), game(3, B, Loss)],
            vec![game(3, W, Draw), game(1, B, Loss), game(4, W, Win)],
            vec![game(2, B, Draw), game(4, B, Draw), game(1, W, Win)],
            vec![game(1, B, Draw), game(3, W, Draw), game(2, B, Loss)],
        ],
        &[],
    );
    let lines = standings(&t, System::RoundRobin, 3);
    assert_eq!(
        figures(&lines),
        [
            (3, 1, 2.0, 0.0, 0.0, 2.75, None, 1),
            (1, 2, 1.5, 0.0, 0.0, 2.0, Some(1.0), 1),
            (2, 3, 1.5, 0.0, 0.0, 2.0, Some(0.0), 1),
            (4, 4, 1.0, 0.0, 0.0, 1.75, None, 0),
        ]
    );
}

#[test]
fn figures_print_without_trailing_zeros() {
    assert_eq!(figure(3.0), "3");
    assert_eq!(figure(2.5), "2.5");
    assert_eq!(figure(10.25), "10.25");
    assert_eq!(figure(0.0), "0");
}

#[test]
fn a_game_both_lost_by_forfeit_is_no_direct_encounter() {
    use Colour::{Black as B, White as W};
    use Score::*;
    // Round 1: 1-2 cancelled by a moderator (both lose by forfeit), 3-4 drawn.
    let t = tournament(
        vec![
            vec![game(2, W, ForfeitLoss)],
            vec![game(1, B, ForfeitLoss)],
            vec![game(4, W, Draw)],
            vec![game(3, B, Draw)],
        ],
        &[],
    );
    let lines = standings(&t, System::RoundRobin, 1);
    let direct: Vec<(u32, Option<f64>)> = lines.iter().map(|l| (l.number, l.direct)).collect();
    assert_eq!(
        direct,
        [(3, Some(0.5)), (4, Some(0.5)), (1, None), (2, None)]
    );
}

#[test]
fn no_figure_is_a_negative_zero() {
    let lines = standings(&swiss(), System::Swiss, 0);
    for l in &lines {
        for x in [l.points, l.buchholz_cut1, l.buchholz, l.sonneborn_berger] {
            assert!(x == 0.0 && x.is_sign_positive(), "{l:?}");
        }
    }
    assert_eq!(figure(-0.0), "0");
    assert_eq!(
        serde_json::to_string(&lines[0].points).unwrap(),
        "0.0",
        "JSON shows 0.0"
    );
}

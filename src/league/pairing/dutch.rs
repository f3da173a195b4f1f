//! INTERIM (tournament branch)
//! A Swiss round by FIDE's Dutch system (Handbook C.04.3, in force since 2017).
//!
//! A stand-in, so that the tournament branch builds and runs end to end: a simple but
//! valid Swiss (players by score, then pairing number; no rematch; at most one
//! pairing-allocated bye each, to the lowest player who can take it; colours towards
//! balance). The pairing engine's branch brings the real Dutch system, which replaces this
//! file at merge.

use super::{Colour, PairingError, Pairings, Score, Tournament};

/// The next round of `t`: players marked absent are not paired.
///
/// # Errors
/// [`PairingError::Over`] when every round is played; [`PairingError::Impossible`] when no
/// pairing without a rematch exists.
pub fn pair(t: &Tournament) -> Result<Pairings, PairingError> {
    let played = t.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0) as u32;
    if played >= t.total_rounds {
        return Err(PairingError::Over);
    }
    let mut order: Vec<&super::Player> = t.players.iter().filter(|p| !p.absent).collect();
    order.sort_by_key(|p| (std::cmp::Reverse(p.points_x2()), p.number));
    let met = |a: u32, b: u32| {
        t.players
            .iter()
            .find(|p| p.number == a)
            .is_some_and(|p| p.rounds.iter().any(|r| r.opponent == Some(b)))
    };
    let had_bye = |n: u32| {
        t.players.iter().any(|p| {
            p.number == n
                && p.rounds.iter().any(|r| {
                    matches!(r.score, Score::PairingBye | Score::FullBye) && r.opponent.is_none()
                })
        })
    };
    let numbers: Vec<u32> = order.iter().map(|p| p.number).collect();
    let candidates: Vec<Option<u32>> = if numbers.len() % 2 == 1 {
        numbers
            .iter()
            .rev()
            .filter(|n| !had_bye(**n))
            .map(|n| Some(*n))
            .collect()
    } else {
        vec![None]
    };
    for bye in candidates {
        let rest: Vec<u32> = numbers
            .iter()
            .copied()
            .filter(|n| Some(*n) != bye)
            .collect();
        if let Some(pairs) = match_all(&rest, &met) {
            let boards = pairs.into_iter().map(|(a, b)| colours(t, a, b)).collect();
            return Ok(Pairings { boards, bye });
        }
    }
    Err(PairingError::Impossible)
}

/// Pairs `rest` in order, each with the first later player they have not met, going back
/// when stuck.
fn match_all(rest: &[u32], met: &dyn Fn(u32, u32) -> bool) -> Option<Vec<(u32, u32)>> {
    let Some((&first, others)) = rest.split_first() else {
        return Some(Vec::new());
    };
    for (i, &b) in others.iter().enumerate() {
        if met(first, b) {
            continue;
        }
        let left: Vec<u32> = others
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, n)| *n)
            .collect();
        if let Some(mut pairs) = match_all(&left, met) {
            pairs.insert(0, (first, b));
            return Some(pairs);
        }
    }
    None
}

/// (White, Black) for `a` (the higher) and `b`: White to whoever played it less.
fn colours(t: &Tournament, a: u32, b: u32) -> (u32, u32) {
    let balance = |n: u32| -> (i32, Option<Colour>) {
        let p = t.players.iter().find(|p| p.number == n);
        let rounds = p.map(|p| p.rounds.as_slice()).unwrap_or_default();
        let sum = rounds
            .iter()
            .map(|r| match r.colour {
                Some(Colour::White) => 1,
                Some(Colour::Black) => -1,
                None => 0,
            })
            .sum();
        (sum, rounds.iter().rev().find_map(|r| r.colour))
    };
    let ((da, la), (db, _)) = (balance(a), balance(b));
    if da < db || (da == db && la != Some(Colour::White)) {
        (a, b)
    } else {
        (b, a)
    }
}

//! A tournament's standings and tie-breaks (issue 77; FIDE Handbook C.07), computed from
//! the one model of a tournament the pairing engine reads, [`Tournament`], so
//! that the database, a TRF record and the tables agree.
//!
//! * Points: a win, a forfeit win and the pairing-allocated bye 1, a draw 1/2, a loss and
//!   a forfeit loss 0 ([`Player::points_x2`]).
//! * Swiss: points, then Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter,
//!   number of wins. Round robins: points, then Sonneborn-Berger, direct encounter, wins.
//! * Unplayed rounds (a bye, a forfeit either way, a round not paired after a withdrawal)
//!   follow the rule of C.07 as it stood from 2009 to 2023 (the "virtual opponent"): for
//!   the player's own Buchholz and Sonneborn-Berger, an unplayed round counts as a game
//!   against a virtual opponent who had the player's points before that round, took the
//!   opposite result in it and drew every later round; in the scores of a player's
//!   opponents, each of their unplayed rounds counts as a draw. Round robins take every
//!   paired game as played, with the opponent's real points, and a bye adds nothing.
//! * Direct encounter: among players still equal on everything before it, the points
//!   they scored against each other, when every one of them has met every other;
//!   otherwise it does not separate them (shown empty).
//! * Wins: games won, over the board or by forfeit (not byes).
//!
//! Only the rounds every game of which has ended count (`completed`): the table is the
//! table after that round.
//!
//! Pure: no SQLite, no mail. Figures are exact: every one is a multiple of 1/4.

use std::cmp::Ordering;

use super::pairing::{Player, Round, Score, Tournament};

/// How a tournament is paired: which tie-breaks it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// A Swiss tournament (FIDE's Dutch system).
    Swiss,
    /// Everyone plays everyone once (Berger tables).
    RoundRobin,
    /// Everyone plays everyone twice, once with each colour.
    DoubleRoundRobin,
}

impl System {
    /// The word in the database and in commands: `swiss`, `roundrobin`, `doubleroundrobin`.
    pub fn as_str(self) -> &'static str {
        match self {
            System::Swiss => "swiss",
            System::RoundRobin => "roundrobin",
            System::DoubleRoundRobin => "doubleroundrobin",
        }
    }

    /// The system named by `word` (as [`System::as_str`] writes it).
    pub fn from_word(word: &str) -> Option<System> {
        [System::Swiss, System::RoundRobin, System::DoubleRoundRobin]
            .into_iter()
            .find(|s| s.as_str() == word)
    }

    /// Whether it is a round robin (single or double).
    pub fn is_round_robin(self) -> bool {
        self != System::Swiss
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The place: equal for players equal on everything.
    pub rank: u32,
    /// The pairing number.
    pub number: u32,
    /// The player's name.
    pub name: String,
    /// Points.
    pub points: f64,
    /// Buchholz Cut-1 (Swiss only; 0 in round robins).
    pub buchholz_cut1: f64,
    /// Buchholz (Swiss only; 0 in round robins).
    pub buchholz: f64,
    /// Sonneborn-Berger.
    pub sonneborn_berger: f64,
    /// Direct encounter, when it applies.
    pub direct: Option<f64>,
    /// Games won (over the board or by forfeit).
    pub wins: u32,
    /// Withdrawn: not paired any more.
    pub withdrawn: bool,
}

/// What a round gave, in points.
fn value(s: Score) -> f64 {
    match s {
        Score::Win | Score::ForfeitWin | Score::PairingBye | Score::FullBye => 1.0,
        Score::Draw | Score::HalfBye => 0.5,
        Score::Loss | Score::ForfeitLoss | Score::ZeroBye | Score::Pending => 0.0,
    }
}

/// Whether a round was not played over the board: a bye, an unpaired round or a forfeit.
fn unplayed(r: &Round) -> bool {
    r.opponent.is_none() || matches!(r.score, Score::ForfeitWin | Score::ForfeitLoss)
}

/// The standings of `t` after its first `completed` rounds, first place first.
pub fn standings(t: &Tournament, system: System, completed: u32) -> Vec<Line> {
    let n = completed as usize;
    let rounds = |p: &Player| -> Vec<Round> { p.rounds.iter().take(n).copied().collect() };
    let played: Vec<Vec<Round>> = t.players.iter().map(rounds).collect();
    let index = |number: u32| t.players.iter().position(|p| p.number == number);
    let points: Vec<f64> = played
        .iter()
        .map(|rs| rs.iter().map(|r| value(r.score)).sum())
        .collect();
    // Opponents' scores with their unplayed rounds as draws (Swiss).
    let adjusted: Vec<f64> = played
        .iter()
        .map(|rs| {
            rs.iter()
                .map(|r| if unplayed(r) { 0.5 } else { value(r.score) })
                .sum()
        })
        .collect();
    let mut lines: Vec<Line> = Vec::with_capacity(t.players.len());
    for (i, p) in t.players.iter().enumerate() {
        let rs = &played[i];
        let (mut contributions, mut sb, mut wins) = (Vec::new(), 0.0, 0);
        let mut before = 0.0;
        for (k, r) in rs.iter().enumerate() {
            let s = value(r.score);
            wins += u32::from(matches!(r.score, Score::Win | Score::ForfeitWin));
            let opponent = r.opponent.and_then(index);
            if system.is_round_robin() {
                if let Some(o) = opponent {
                    sb += s * points[o];
                }
            } else {
                let worth = match opponent {
                    Some(o) if !unplayed(r) => adjusted[o],
                    // The virtual opponent: the player's points before the round, the
                    // opposite result in it, a draw in each later round.
                    _ => before + (1.0 - s) + 0.5 * (rs.len() - k - 1) as f64,
                };
                contributions.push(worth);
                sb += s * worth;
            }
            before += s;
        }
        let buchholz: f64 = contributions.iter().sum();
        let lowest = contributions.iter().copied().fold(f64::INFINITY, f64::min);
        let cut1 = if contributions.is_empty() {
            0.0
        } else {
            buchholz - lowest
        };
        // `+ 0.0`: a sum of no f64 is -0.0, which JSON would show as `-0.0`.
        lines.push(Line {
            rank: 0,
            number: p.number,
            name: p.name.clone(),
            points: points[i] + 0.0,
            buchholz_cut1: cut1 + 0.0,
            buchholz: buchholz + 0.0,
            sonneborn_berger: sb + 0.0,
            direct: None,
            wins,
            withdrawn: p.absent,
        });
    }
    let before_direct = |l: &Line| -> Vec<f64> {
        if system.is_round_robin() {
            vec![l.points, l.sonneborn_berger]
        } else {
            vec![l.points, l.buchholz_cut1, l.buchholz, l.sonneborn_berger]
        }
    };
    let desc = |a: &[f64], b: &[f64]| -> Ordering {
        a.iter()
            .zip(b)
            .map(|(x, y)| y.total_cmp(x))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    };
    lines.sort_by(|a, b| desc(&before_direct(a), &before_direct(b)).then(a.number.cmp(&b.number)));
    // Direct encounter within each group equal on everything before it.
    let mut start = 0;
    while start < lines.len() {
        let key = before_direct(&lines[start]);
        let end = start
            + lines[start..]
                .iter()
                .take_while(|l| desc(&before_direct(l), &key).is_eq())
                .count();
        if end - start > 1 {
            let group: Vec<u32> = lines[start..end].iter().map(|l| l.number).collect();
            // A meeting that both lost by forfeit (a game a moderator cancelled, or one
            // neither player set up) was not a meeting: it counts for neither.
            let both_lost = |k: usize, r: &Round| -> bool {
                r.score == Score::ForfeitLoss
                    && r.opponent
                        .and_then(index)
                        .and_then(|o| played[o].get(k))
                        .is_some_and(|o| o.score == Score::ForfeitLoss)
            };
            let among = |number: u32| -> (bool, f64) {
                let rs = index(number)
                    .map(|i| played[i].as_slice())
                    .unwrap_or_default();
                let met: Vec<&Round> = rs
                    .iter()
                    .enumerate()
                    .filter(|(k, r)| !both_lost(*k, r))
                    .map(|(_, r)| r)
                    .collect();
                let all_met = group
                    .iter()
                    .filter(|g| **g != number)
                    .all(|g| met.iter().any(|r| r.opponent == Some(*g)));
                let score: f64 = met
                    .iter()
                    .filter(|r| r.opponent.is_some_and(|o| group.contains(&o)))
                    .map(|r| value(r.score))
                    .sum();
                (all_met, score + 0.0)
            };
            let scores: Vec<(bool, f64)> = group.iter().map(|g| among(*g)).collect();
            if scores.iter().all(|(met, _)| *met) {
                for (line, (_, s)) in lines[start..end].iter_mut().zip(scores) {
                    line.direct = Some(s);
                }
            }
        }
        start = end;
    }
    let full = |l: &Line| -> Vec<f64> {
        let mut k = before_direct(l);
        k.push(l.direct.unwrap_or(0.0));
        k.push(f64::from(l.wins));
        k
    };
    lines.sort_by(|a, b| desc(&full(a), &full(b)).then(a.number.cmp(&b.number)));
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && desc(&full(&lines[i]), &full(&lines[i - 1])).is_eq() {
            lines[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    lines
}

/// A figure as the tables print it: `3`, `2.5`, `10.25`.
pub fn figure(x: f64) -> String {
    let s = format!("{:.2}", x + 0.0);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests;

//! What the Dutch system needs to know of each player before pairing a round: the score,
//! the colour preference (C.04.3 A.6), the floats of the last two rounds (A.4) and
//! whether the pairing-allocated bye may go to them (C.04.1 c, C2).

use std::collections::HashSet;

use crate::league::pairing::{Colour, Player, Score, Tournament};

/// Points are counted in tenths, as TRF writes them: a win is 10, a draw 5.
pub const WIN: u32 = 10;

/// Which way a player floated in a past round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    /// Met a lower score, or had no game (a bye, a forfeit, a round off).
    Down,
    /// Met a higher score.
    Up,
    /// Met the same score.
    None,
}

/// One player to be paired, as the Dutch system sees them.
#[derive(Debug, Clone)]
pub struct Entrant {
    /// The pairing number.
    pub number: u32,
    /// The place in the initial order among all players, 0 first (bbpPairings' and
    /// JaVaFo's "rank index": colours of unrated pairings alternate by its parity).
    pub rank: usize,
    /// The score in tenths of a point.
    pub score: u32,
    /// The opponents met over the board (C1: never again; forfeited games do not count).
    pub met: HashSet<u32>,
    /// |games as White - games as Black|.
    pub imbalance: u32,
    /// The colour preference (A.6), if any.
    pub preference: Option<Colour>,
    /// The colour of the last two games played, when they had the same one.
    pub repeated: Option<Colour>,
    /// A strong preference: imbalance 1, neither absolute.
    pub strong: bool,
    /// The colours of the games played, first round first.
    pub history: Vec<Colour>,
    /// Never had the pairing-allocated bye nor a win by forfeit.
    pub bye_eligible: bool,
    /// The float of the last round and of the one before it.
    pub floats: [Float; 2],
}

impl Entrant {
    /// An absolute colour preference: imbalance above 1, or the same colour twice running.
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// The colour imbalance alone is absolute (above 1).
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
}

/// The points of a round in tenths.
fn tenths(score: Score) -> u32 {
    score.points_x2() * 5
}

/// The score of `player` before the last `back` rounds, in tenths.
fn score_before(player: &Player, back: usize) -> u32 {
    let keep = player.rounds.len().saturating_sub(back);
    player.rounds[..keep].iter().map(|r| tenths(r.score)).sum()
}

/// The entrants of the round to be paired: every player not absent, in the tournament's
/// order.
pub fn entrants(tournament: &Tournament) -> Vec<Entrant> {
    let by_number: std::collections::HashMap<u32, &Player> =
        tournament.players.iter().map(|p| (p.number, p)).collect();
    let mut order: Vec<&Player> = tournament.players.iter().collect();
    order.sort_by_key(|p| p.number);
    let mut out = Vec::new();
    for (rank, player) in order.iter().enumerate() {
        if player.absent {
            continue;
        }
        let played = player.rounds.len();
        let mut history = Vec::new();
        let mut met = HashSet::new();
        let mut bye_eligible = true;
        for round in &player.rounds {
            if round.score.played() {
                if let Some(colour) = round.colour {
                    history.push(colour);
                }
                if let Some(opponent) = round.opponent {
                    met.insert(opponent);
                }
            }
            if matches!(round.score, Score::PairingBye | Score::ForfeitWin) {
                bye_eligible = false;
            }
        }
        let whites = history.iter().filter(|&&c| c == Colour::White).count() as u32;
        let blacks = history.len() as u32 - whites;
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let imbalance = whites.abs_diff(blacks);
        let last = history.last().copied();
        let twice = history.len() >= 2 && history[history.len() - 2] == history[history.len() - 1];
        let preference = if imbalance > 1 {
            Some(lower)
        } else if twice {
            last.map(Colour::other)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::other)
        };
        let repeated = if twice { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        let mut floats = [Float::None; 2];
        for (back, slot) in floats.iter_mut().enumerate() {
            let back = back + 1;
            if played < back {
                continue;
            }
            let round = player.rounds[played - back];
            let opponent = round.opponent.and_then(|o| by_number.get(&o));
            *slot = match opponent {
                Some(opponent) if round.score.played() => {
                    let mine = score_before(player, back);
                    let theirs = score_before(opponent, back);
                    if mine > theirs {
                        Float::Down
                    } else if mine < theirs {
                        Float::Up
                    } else {
                        Float::None
                    }
                }
                _ => Float::Down,
            };
        }
        out.push(Entrant {
            number: player.number,
            rank,
            score: player.rounds.iter().map(|r| tenths(r.score)).sum(),
            met,
            imbalance,
            preference,
            repeated,
            strong: !absolute && imbalance > 0,
            history,
            bye_eligible,
            floats,
        });
    }
    out
}

/// The colour the first board had in the first round colours were given, as bbpPairings
/// and JaVaFo infer it: the colour of the highest player paired by then, reversed for
/// every player above them who had none; White when nobody has a colour yet.
pub fn initial_colour(tournament: &Tournament) -> Colour {
    let first = tournament
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().position(|r| r.colour.is_some()))
        .min();
    let Some(first) = first else {
        return Colour::White;
    };
    let mut order: Vec<&Player> = tournament.players.iter().collect();
    order.sort_by_key(|p| p.number);
    let mut place = 0usize;
    for player in order {
        let paired = player.rounds.iter().take(first + 1).any(|r| {
            r.opponent.is_some() || matches!(r.score, Score::PairingBye | Score::ForfeitWin)
        });
        if !paired {
            continue;
        }
        if let Some(colour) = player.rounds.get(first).and_then(|r| r.colour) {
            return if place % 2 == 1 {
                colour.other()
            } else {
                colour
            };
        }
        place += 1;
    }
    Colour::White
}

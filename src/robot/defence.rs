//! The guard of the Flag: the squares next to the robot's Flag (its Bombs, or the open squares
//! left when a Bomb fell) are covered by pieces that beat a Miner, standing on them or next to
//! them, so that a Miner that takes a Bomb of the wall is struck before it takes the Flag.
//!
//! Against the UCC 2012 programs the robot lost its Flag almost only this way: a piece struck
//! a Bomb of the wall and showed it, and a few moves later a Miner walked up, took that Bomb
//! and then the Flag, while the pieces that had stood by the wall had wandered off to hunt.
//! So each square next to the Flag that no such piece covers costs the robot something
//! while no enemy piece is near (its guards stay), more once a Bomb of the wall has been shown.
//! An enemy piece that comes near is met by the hunt (`hunt::intruder`): then the guards may
//! walk out to strike it.

use stratego_rules::{BattleResult, Movement, Rank, Square};

use super::belief::{Belief, Cell};

/// What an uncovered square next to the Flag costs, per unit of [`Watch::urgency`].
const COVER: f32 = 1.5;
/// The urgency with nobody near: the guards stay where they are, but a strike elsewhere that
/// gains more than this may take one away.
const CALM: f32 = 0.2;
/// What a Bomb of the wall that the opponent has seen adds to the urgency: it knows where
/// to send a Miner.
const SHOWN: f32 = 0.5;

/// The robot's Flag and how pressing its guard is now (the same for every move).
pub struct Watch {
    /// The Flag's square, when it cannot move (Domino's [6-6] walks, and has no wall).
    flag: Option<Square>,
    /// How much an uncovered square next to the Flag counts.
    urgency: f32,
    /// Whether the enemy may still have a Miner: without one, a Bomb of the wall needs no
    /// guard.
    miners: bool,
}

impl Watch {
    /// The watch over the robot's Flag in `b`.
    pub fn new(b: &Belief) -> Watch {
        let flag = b
            .variant
            .squares()
            .find(|s| b.at(*s) == Cell::Mine(b.flag))
            .filter(|_| b.movement(b.flag) == Movement::Never);
        let Some(f) = flag else {
            return Watch {
                flag: None,
                urgency: 0.0,
                miners: false,
            };
        };
        // An intruder is met by the hunt; the guards may leave the wall to strike it.
        if (0..b.enemies.len()).any(|e| super::hunt::intruder(b, f, e).is_some()) {
            return Watch {
                flag: None,
                urgency: 0.0,
                miners: false,
            };
        }
        let shown = b
            .neighbours(f)
            .any(|n| b.at(n) == Cell::Mine(Rank::Bomb) && b.shown[n.index()]);
        let miners = b.enemies.iter().any(|e| e.dist[Rank::Miner.index()] > 0.0);
        Watch {
            flag,
            urgency: CALM + if shown && miners { SHOWN } else { 0.0 },
            miners,
        }
    }

    /// What the squares next to the Flag that no guard covers cost on the board `cells`.
    pub fn cost(&self, b: &Belief, cells: &[Cell]) -> f32 {
        let Some(f) = self.flag else {
            return 0.0;
        };
        let guards = |sq: Square| match cells[sq.index()] {
            Cell::Mine(r) => guard(b, r),
            _ => false,
        };
        let open = b
            .neighbours(f)
            .filter(|&n| match cells[n.index()] {
                // Its own piece on the square holds it, if it beats a Miner.
                Cell::Mine(r) if r != Rank::Bomb => !guard(b, r),
                // A Bomb stops all but a Miner.
                Cell::Mine(_) if !self.miners => false,
                // An enemy there is a threat the reply's strikes already weigh.
                Cell::Enemy(_) => false,
                _ => !b.neighbours(n).any(guards),
            })
            .count();
        COVER * self.urgency * open as f32
    }
}

/// Whether the robot's `rank` can guard the Flag: it moves and beats a Miner.
fn guard(b: &Belief, rank: Rank) -> bool {
    rank != b.flag
        && b.movement(rank) != Movement::Never
        && b.variant.battle(rank, Rank::Miner, b.spy_target()) == BattleResult::AttackerWon
}

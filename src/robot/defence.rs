//! The guard of the Flag: the squares next to the robot's Flag (its Bombs, or the open squares
//! left when a Bomb fell) are covered by pieces that beat a Miner, standing on them or next to
//! them, so that a Miner that takes a Bomb of the wall is struck before it takes the Flag.
//!
//! Against the UCC 2012 programs the robot lost its Flag almost only this way: a piece struck
//! a Bomb of the wall and showed it, and a few moves later a Miner walked up, took that Bomb
//! and then the Flag, while the pieces that had stood by the wall had wandered off to hunt.
//! So each square next to the Flag that no such piece covers costs the robot something
//! always (its guards stay, and a guard lost is replaced by the nearest piece that can), more
//! while enemy pieces that may move (Miners most) come near, and once a Bomb of the wall has
//! been shown. Pieces further off meet an intruder by the hunt (`hunt::intruder`).

use stratego_rules::square::SQUARES;
use stratego_rules::{BattleResult, Movement, Rank, Square};

use super::belief::{Belief, Cell};

/// What an uncovered square next to the Flag costs, per unit of [`Watch::urgency`].
const COVER: f32 = 1.5;
/// The urgency with nobody near: the guards stay where they are, but a strike elsewhere that
/// gains more than this may take one away.
const CALM: f32 = 0.2;
/// How far (rows and files) an enemy piece that may move counts as coming near the Flag.
const NEAR: f32 = 7.0;
/// The most the enemy pieces near the Flag add to the urgency.
const CROWD: f32 = 1.5;
/// An uncovered square's cost when a guard stands one step from covering it, and what each
/// further step (up to three) adds; 1 in all.
const OPEN: f32 = 0.4;
const STEP: f32 = 0.2;
/// No path: further than any on the board.
const FAR: u8 = u8::MAX;
/// What a Bomb of the wall that the opponent has seen adds to the urgency: it knows where
/// to send a Miner.
const SHOWN: f32 = 0.5;

/// The squares next to the robot's Flag and how pressing their guard is now (the same for
/// every move). Domino's [6-6] walks, and has no wall: nothing to guard.
pub struct Watch {
    /// How much an uncovered square next to the Flag counts.
    urgency: f32,
    /// Whether the enemy may still have a Miner: without one, a Bomb of the wall needs no
    /// guard.
    miners: bool,
    /// For each square next to the Flag, the steps from every square to one from which a
    /// piece covers it (on it, or next to it), by [`Square::index`].
    steps: Vec<(Square, [u8; SQUARES])>,
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
                urgency: 0.0,
                miners: false,
                steps: Vec::new(),
            };
        };
        // Enemy pieces near the Flag, the likelier Miners the more.
        let crowd: f32 = b
            .enemies
            .iter()
            .map(|e| {
                let near = (NEAR - distance(f, e.square)).max(0.0) / NEAR;
                e.mobile() * (1.0 + e.dist[Rank::Miner.index()]) * near
            })
            .sum();
        let shown = b
            .neighbours(f)
            .any(|n| b.at(n) == Cell::Mine(Rank::Bomb) && b.shown[n.index()]);
        let miners = b.enemies.iter().any(|e| e.dist[Rank::Miner.index()] > 0.0);
        Watch {
            urgency: CALM + crowd.min(CROWD) + if shown && miners { SHOWN } else { 0.0 },
            miners,
            steps: b.neighbours(f).map(|n| (n, cover_steps(b, f, n))).collect(),
        }
    }

    /// What the squares next to the Flag that no guard covers cost on the board `cells`:
    /// more the further the nearest guard would have to walk to cover it, so that a guard
    /// lost is replaced.
    pub fn cost(&self, b: &Belief, cells: &[Cell]) -> f32 {
        let guards: Vec<usize> = (0..cells.len())
            .filter(|&i| matches!(cells[i], Cell::Mine(r) if guard(b, r)))
            .collect();
        let mut cost = 0.0;
        for (n, steps) in &self.steps {
            let open = match cells[n.index()] {
                // Its own piece on the square holds it, if it beats a Miner.
                Cell::Mine(r) if r != Rank::Bomb => !guard(b, r),
                // A Bomb stops all but a Miner.
                Cell::Mine(_) => self.miners,
                // An enemy there is a threat the reply's strikes already weigh.
                Cell::Enemy(_) => false,
                _ => true,
            };
            if !open {
                continue;
            }
            let walk = guards.iter().map(|&i| steps[i]).min().unwrap_or(FAR);
            if walk > 0 {
                cost += OPEN + STEP * f32::from(walk.min(3));
            }
        }
        COVER * self.urgency * cost
    }
}

/// Whether the robot's `rank` can guard the Flag: it moves and beats a Miner.
fn guard(b: &Belief, rank: Rank) -> bool {
    rank != b.flag
        && b.movement(rank) != Movement::Never
        && b.variant.battle(rank, Rank::Miner, b.spy_target()) == BattleResult::AttackerWon
}

/// Steps from every square to one from which a piece covers `n` next to the Flag `f` (`n`
/// itself, or a square next to it), through empty squares; a square holding one of the
/// robot's pieces gets its distance (a piece can start there) but no path runs through it.
fn cover_steps(b: &Belief, f: Square, n: Square) -> [u8; SQUARES] {
    let mut steps = [FAR; SQUARES];
    let mut queue = std::collections::VecDeque::new();
    for sq in std::iter::once(n).chain(b.neighbours(n)) {
        if sq != f && !matches!(b.at(sq), Cell::Enemy(_)) {
            steps[sq.index()] = 0;
            if b.at(sq) == Cell::Empty {
                queue.push_back(sq);
            }
        }
    }
    while let Some(sq) = queue.pop_front() {
        let d = steps[sq.index()];
        for m in b.neighbours(sq) {
            if steps[m.index()] != FAR {
                continue;
            }
            match b.at(m) {
                Cell::Empty => {
                    steps[m.index()] = d + 1;
                    queue.push_back(m);
                }
                Cell::Mine(_) => steps[m.index()] = d + 1,
                _ => {}
            }
        }
    }
    steps
}

/// Squares between `a` and `c`, by rows and files.
fn distance(a: Square, c: Square) -> f32 {
    f32::from(a.file().abs_diff(c.file()) + a.rank().abs_diff(c.rank()))
}

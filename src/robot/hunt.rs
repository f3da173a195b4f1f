//! The hunt: when the robot is ahead in material, each of its pieces walks towards the enemy
//! piece it can best take (a piece that moves and that it beats, or a piece that never moved
//! and may be the Flag), by the length of the real path there (round the lakes and the
//! pieces in the way), not as the crow flies. A move that shortens that path scores; a move
//! that lengthens it loses as much, so the robot never gains by stepping back and forth
//! between two squares. A game it leads then ends, rather than running into the ply limit.
//!
//! The same walk defends its Flag, ahead or not: an enemy piece that may move and stands
//! within [`NEAR_FLAG`] squares of the robot's Flag is prey for every piece that beats it,
//! worth [`INTRUDER`] more than its material (a Miner there takes the Bombs, then the Flag).

use stratego_rules::square::SQUARES;
use stratego_rules::{Move, Rank, Square};

use super::belief::{Belief, Cell};

/// How far ahead in material (the robot's less the enemy's) the robot must be to hunt.
pub const AHEAD: f32 = 4.0;
/// Per square that the moving piece comes nearer to its prey, per unit of the prey's worth.
const HUNT: f32 = 0.12;
/// The most a prey's worth counts (a likely Flag is worth more than anything else).
const CAP: f32 = 6.0;
/// How near (in rows and files) an enemy piece must come to the robot's Flag to be hunted
/// as an intruder.
pub const NEAR_FLAG: u8 = 3;
/// What an intruder is worth above its material.
pub const INTRUDER: f32 = 4.0;
/// No path: further than any on the board.
const FAR: u8 = u8::MAX;

/// The squares' distances from one enemy piece, by the paths the robot's pieces could walk.
pub struct Paths {
    /// What taking it is worth to each of the robot's ranks, by [`Rank::index`] (only
    /// positive worths are kept: a piece is never drawn to a loss).
    worth: Vec<(Rank, f32)>,
    /// Steps from each square to the piece, by [`Square::index`]; [`FAR`] where no path
    /// runs.
    steps: [u8; SQUARES],
}

/// The distances to every enemy piece worth hunting for some rank, from the belief.
/// `strike` is the robot's expected gain when its rank strikes an enemy (by index); `prey`
/// which enemies (by index) to hunt, and how much more than that gain each is worth.
pub fn paths(
    b: &Belief,
    strike: impl Fn(Rank, usize) -> f32,
    prey: impl Fn(usize) -> Option<f32>,
) -> Vec<Paths> {
    let mut ranks: Vec<Rank> = b
        .cells
        .iter()
        .filter_map(|c| match c {
            Cell::Mine(r) if b.movement(*r) != stratego_rules::Movement::Never => Some(*r),
            _ => None,
        })
        .collect();
    ranks.sort_unstable();
    ranks.dedup();
    let mut out = Vec::new();
    for (i, enemy) in b.enemies.iter().enumerate() {
        let Some(extra) = prey(i) else {
            continue;
        };
        let worth: Vec<(Rank, f32)> = ranks
            .iter()
            .map(|&r| (r, strike(r, i)))
            .filter(|(_, w)| *w > 0.0)
            .map(|(r, w)| (r, w + extra))
            .collect();
        if worth.is_empty() {
            continue;
        }
        out.push(Paths {
            worth,
            steps: steps_from(b, enemy.square),
        });
    }
    out
}

/// Steps from every square to `target` through empty squares; a square holding one of the
/// robot's pieces gets its distance (a piece can start there) but no path runs through it.
fn steps_from(b: &Belief, target: Square) -> [u8; SQUARES] {
    let mut steps = [FAR; SQUARES];
    steps[target.index()] = 0;
    let mut queue = std::collections::VecDeque::from([target]);
    while let Some(sq) = queue.pop_front() {
        let d = steps[sq.index()];
        for n in b.neighbours(sq) {
            if steps[n.index()] != FAR {
                continue;
            }
            match b.at(n) {
                Cell::Empty => {
                    steps[n.index()] = d + 1;
                    queue.push_back(n);
                }
                Cell::Mine(_) => steps[n.index()] = d + 1,
                _ => {}
            }
        }
    }
    steps
}

/// What the hunt makes of `mv` by the robot's `rank`: the steps it gains towards the prey
/// that is best for it (worth over distance), times that worth.
pub fn hunt(paths: &[Paths], mv: Move, rank: Rank) -> f32 {
    let mut best: Option<(f32, f32)> = None;
    for p in paths {
        let Some(&(_, worth)) = p.worth.iter().find(|(r, _)| *r == rank) else {
            continue;
        };
        let from = p.steps[mv.from.index()];
        if from == FAR {
            continue;
        }
        let worth = worth.min(CAP);
        let pull = worth / (1.0 + f32::from(from));
        if best.is_none_or(|(b, _)| pull > b) {
            let to = p.steps[mv.to.index()];
            // Leaving every path to it: as bad as a step away.
            let gained = if to == FAR {
                -1.0
            } else {
                (f32::from(from) - f32::from(to)).clamp(-2.0, 2.0)
            };
            best = Some((pull, gained * worth));
        }
    }
    best.map_or(0.0, |(_, g)| HUNT * g)
}

//! The hunt: when the robot is ahead in material, each of its pieces walks towards the enemy
//! piece it can best take (a piece that moves and that it beats, or a piece that never moved
//! and may be the Flag), by the length of the real path there (round the lakes and the
//! pieces in the way), not as the crow flies. A move that shortens that path scores; a move
//! that lengthens it loses as much, so the robot never gains by stepping back and forth
//! between two squares. A game it leads then ends, rather than running into the ply limit.
//! A prey that takes the hunter when it strikes first (the Marshal its Spy hunts) is waited
//! for two squares off: the step next to it gains nothing, the prey moving next (celsius
//! game 758: the Spy stepped up to the shown Marshal, which took it and then ten more of
//! the robot's pieces).
//!
//! The same walk defends its Flag, ahead or not: an enemy piece that may move and stands
//! within [`NEAR_FLAG`] squares of the robot's Flag is prey for every piece that beats it,
//! worth more than its material the nearer it is and the likelier a Miner ([`intruder`]: a
//! Miner there takes the Bombs, then the Flag), in full to the pieces that can reach it soon.
//! The robot's last piece that moves counts it three times, when it beats every piece that
//! may move near its Flag ([`lone_meets`]): alone, it cannot wait by the wall.

use stratego_rules::square::SQUARES;
use stratego_rules::{Move, Rank, Square};

use super::belief::{Belief, Cell, FAR, distance, dominates, steps_to};
use super::worth::strikes_first;

/// Per square that the moving piece comes nearer to its prey, per unit of the prey's worth.
const HUNT: f32 = 0.12;
/// The most a prey's worth counts (a likely Flag is worth more than anything else).
const CAP: f32 = 6.0;
/// How near (in rows and files) an enemy piece must come to the robot's Flag to be hunted
/// as an intruder.
pub const NEAR_FLAG: u8 = 7;
/// What an intruder next to the Flag is worth above its material; less the further it is,
/// down to a fifth of it [`NEAR_FLAG`] squares away.
const INTRUDER: f32 = 4.0;
/// How much more an intruder is worth when it is a Miner (by its chance of being one): it
/// goes through the Bombs round the Flag.
const MINER: f32 = 1.0;

/// What enemy `e` of `b` is worth above its material as an intruder near the robot's Flag
/// on `flag`, if it is one: by its chance of moving at all, of being a Miner, and how near;
/// three times that (`LONE`) when `lone`: the robot's last piece that moves goes to meet
/// it ([`lone_meets`], the same for every enemy piece, so the caller asks it once).
pub fn intruder(b: &Belief, flag: Square, e: usize, lone: bool) -> Option<f32> {
    let enemy = &b.enemies[e];
    let d = distance(flag, enemy.square);
    if d > NEAR_FLAG || enemy.mobile() <= 0.0 {
        return None;
    }
    let near = f32::from(NEAR_FLAG + 1 - d) / f32::from(NEAR_FLAG);
    let miner = 1.0 + MINER * enemy.dist[Rank::Miner.index()];
    let lone = if lone { LONE } else { 1.0 };
    Some(INTRUDER * enemy.mobile() * near * miner * lone)
}

/// How many times more an intruder counts when the robot's last piece that moves goes to
/// meet it ([`lone_meets`]): alone, it must move every turn and cannot keep the squares
/// next to its Flag covered, so it strikes the intruder before it gets there.
const LONE: f32 = 3.0;

/// Whether the robot's last piece that moves goes to meet the intruders near its Flag on
/// `flag`: it beats each enemy piece that may move within [`NEAR_FLAG`] of it, striking or
/// struck, whatever that piece may be. Not when one of them may take it or trade with it
/// (peternlewis games 1903 and 2430: the robot's Marshal chased a Miner off, and the
/// enemy's Marshal, waiting by the wall, walked in behind it).
pub fn lone_meets(b: &Belief, flag: Square) -> bool {
    if b.movers != 1 {
        return false;
    }
    let Some(mine) = b.cells.iter().find_map(|c| match c {
        Cell::Mine(r) if *r != b.flag && b.moves(*r) => Some(*r),
        _ => None,
    }) else {
        return false;
    };
    let spy = b.spy_target();
    b.enemies
        .iter()
        .filter(|e| distance(flag, e.square) <= NEAR_FLAG)
        .all(|e| {
            b.pieces.iter().all(|&r| {
                e.dist[r.index()] <= 0.0 || !b.moves(r) || dominates(b.variant, mine, r, spy)
            })
        })
}

/// The least worth of a piece boxed in that its neighbours step aside for (a General).
const BOXED: f32 = 8.0;
/// Steps within which a piece goes for an intruder with all of its worth.
const SOON: f32 = 3.0;

/// The squares' distances from one enemy piece, by the paths the robot's pieces could walk.
pub struct Paths {
    /// What taking it is worth to each of the robot's ranks, by [`Rank::index`] (only
    /// positive worths are kept: a piece is never drawn to a loss), and whether it likely
    /// takes that rank when it strikes first.
    worth: Vec<(Rank, f32, bool)>,
    /// What it is worth above that, as an intruder near the robot's Flag (not capped).
    extra: f32,
    /// Where it stands.
    square: Square,
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
            Cell::Mine(r) if b.moves(*r) => Some(*r),
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
        let worth: Vec<(Rank, f32, bool)> = ranks
            .iter()
            .map(|&r| (r, strike(r, i), strikes_first(b, i, r)))
            .filter(|(_, w, _)| *w > 0.0)
            .collect();
        if worth.is_empty() {
            continue;
        }
        out.push(Paths {
            worth,
            extra,
            square: enemy.square,
            steps: steps_to(b, [(enemy.square, true)]),
        });
    }
    out
}

/// What the hunt makes of `mv` by the robot's `rank`: the steps it gains towards the prey
/// that is best for it (worth over distance), times that worth.
pub fn hunt(paths: &[Paths], mv: Move, rank: Rank) -> f32 {
    let mut best: Option<(f32, f32)> = None;
    for p in paths {
        let Some(&(_, worth, first)) = p.worth.iter().find(|(r, _, _)| *r == rank) else {
            continue;
        };
        let from = p.steps[mv.from.index()];
        if from == FAR {
            continue;
        }
        // An intruder counts in full for the pieces that can reach it soon, less for those
        // far off: the nearest guard goes, the others keep their work.
        let worth = worth.min(CAP) + p.extra * (SOON / f32::from(from.max(1))).min(1.0);
        let pull = worth / (1.0 + f32::from(from));
        if best.is_none_or(|(b, _)| pull > b) {
            let to = p.steps[mv.to.index()];
            // A prey that takes the hunter when it strikes first is waited for two squares
            // off: a step next to it, the prey to move, is no gain.
            let near = if first { 2 } else { 0 };
            // Leaving every path to it: as bad as a step away.
            let gained = if to == FAR {
                -1.0
            } else {
                (f32::from(from.max(near)) - f32::from(to.max(near))).clamp(-2.0, 2.0)
            };
            best = Some((pull, gained * worth));
        }
    }
    best.map_or(0.0, |(_, g)| HUNT * g)
}

/// What the hunt makes of `mv` for the robot's other pieces: its Marshal or General boxed in
/// by its own side (no path from it to a prey, all its neighbours taken) gets one when the
/// piece beside it steps away, and the move scores as a step of that piece towards its best
/// prey, one whose rank the robot has seen. Against ramen the robot's Marshal stood walled in
/// on its third row for 600 plies while ramen's shown General, which only it beats, walked
/// about in front of it. For any boxed-in piece, or for prey it has not seen, the robot's
/// ranks opened early against peternlewis and it lost more games (docs/ROBOT.md).
pub fn make_way(paths: &[Paths], b: &Belief, mv: Move) -> f32 {
    // The best prey of a piece boxed in beside `mv.from`, by worth over distance.
    let mut best: Option<(f32, f32)> = None;
    for h in b.neighbours(mv.from) {
        let Cell::Mine(rank) = b.at(h) else {
            continue;
        };
        if super::value(rank) < BOXED {
            continue;
        }
        for p in paths {
            let Cell::Enemy(e) = b.at(p.square) else {
                continue;
            };
            if !b.enemies[e as usize].known {
                continue;
            }
            let Some(&(_, worth, _)) = p.worth.iter().find(|(r, _, _)| *r == rank) else {
                continue;
            };
            let via = p.steps[mv.from.index()];
            if p.steps[h.index()] != FAR || via == FAR {
                continue;
            }
            // It then walks through the square left: one step more than the piece that
            // left it.
            let from = via.saturating_add(1);
            let worth = worth.min(CAP) + p.extra * (SOON / f32::from(from)).min(1.0);
            let pull = worth / (1.0 + f32::from(from));
            if best.is_none_or(|(b, _)| pull > b) {
                best = Some((pull, worth));
            }
        }
    }
    best.map_or(0.0, |(_, worth)| HUNT * worth)
}

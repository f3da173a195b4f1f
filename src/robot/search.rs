//! The opponent's best reply to a move of the robot's: a small search one ply deeper than the
//! strikes of [`mod@super::choose`]. For the board after the robot's move, the opponent to move,
//! it goes through every move of every enemy piece that may move and values it for the enemy:
//!
//! * **a strike** on one of the robot's pieces: its expected gain over what the striker may
//!   be (as [`mod@super::choose`] weighs it), less what the robot wins back when it strikes the
//!   winner from a piece next to the square (`RECAPTURE`, 0.8, of it): the winner is one of the
//!   ranks that beat the piece it took, and the robot's best striker is weighed against those
//!   alone;
//! * **a quiet move** that leaves two of the robot's pieces under attack at once, so that
//!   the robot can save only one: the lesser of the two threats (`FORK`, 0.7, of it), less what
//!   the robot wins striking the forking piece, if it can.
//!
//! The best of these is the reply; nothing is searched deeper. While the robot is not ahead,
//! a hidden piece next to its Marshal that may be the Spy (`worth::spy_threat`) counts on top of
//! it. Everything is an expectation over the belief, so it is as fair and as deterministic
//! as the rest.

use stratego_rules::square::SQUARES;
use stratego_rules::{BattleResult, Rank, Square};

use super::belief::{Belief, Cell};
use super::worth::{FLAG_HUNT, gain, spy_threat, struck};

/// How much of what the robot wins back by striking the winner of the enemy's strike counts
/// (the recapture is the robot's own next move, but the winner's rank is only likely).
const RECAPTURE: f32 = 0.8;
/// How much of the lesser threat of a fork counts (the opponent may not see it).
const FORK: f32 = 0.7;

/// The worst strikes at one of the robot's squares, by two different enemy pieces.
#[derive(Clone, Copy, Default)]
struct Top2 {
    best: (f32, usize),
    next: (f32, usize),
}

impl Top2 {
    fn add(&mut self, t: f32, e: usize) {
        if t > self.best.0 {
            if self.best.1 != e {
                self.next = self.best;
            }
            self.best = (t, e);
        } else if t > self.next.0 && self.best.1 != e {
            self.next = (t, e);
        }
    }
    /// The worst strike at the square by any enemy piece but `e`.
    fn without(&self, e: usize) -> f32 {
        if self.best.1 == e {
            self.next.0
        } else {
            self.best.0
        }
    }
}

/// The enemy's best reply on `cells`, the enemy to move, in the robot's material (0 when
/// nothing it can do gains anything). `revealed` is a square of the robot's whose piece the
/// opponent has just seen (it won a battle); `wall` tells a Bomb next to the robot's Flag.
pub fn reply(
    b: &Belief,
    cells: &[Cell],
    revealed: Option<Square>,
    wall: &dyn Fn(Square, Rank) -> bool,
) -> f32 {
    let mut best: f32 = 0.0;
    // The hidden Spy's best strike at the robot's Marshal, counted apart (see below).
    let mut spy: f32 = 0.0;
    let mut threat = [Top2::default(); SQUARES];
    let mut attacked: Vec<Square> = Vec::new();
    let live = |i: usize, e: &super::belief::Enemy| {
        cells[e.square.index()] == Cell::Enemy(i as u8) && e.mobile() > 0.0
    };
    for (i, enemy) in b.enemies.iter().enumerate() {
        if !live(i, enemy) {
            continue;
        }
        for n in b.neighbours(enemy.square) {
            let Cell::Mine(r) = cells[n.index()] else {
                continue;
            };
            let t = struck(b, i, r, false, wall(n, r));
            let net = t - RECAPTURE * recapture(b, cells, i, n, r);
            best = best.max(net);
            let spy_at = spy_threat(b, i, r, revealed == Some(n));
            if b.ahead {
                best = best.max(spy_at);
            } else {
                spy = spy.max(spy_at);
            }
            if t > 0.0 {
                if threat[n.index()].best.0 <= 0.0 {
                    attacked.push(n);
                }
                threat[n.index()].add(t, i);
            }
        }
        let scout = enemy.dist[Rank::Scout.index()];
        if scout > 0.0 && b.scout_strike {
            for (df, dr) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let mut sq = enemy.square;
                let mut steps = 0;
                while let Some(next) = sq.offset(df, dr) {
                    sq = next;
                    steps += 1;
                    match cells[sq.index()] {
                        Cell::Empty => continue,
                        Cell::Mine(r) if steps > 1 => {
                            best = best.max(struck(b, i, r, true, wall(sq, r)));
                        }
                        _ => {}
                    }
                    break;
                }
            }
        }
    }
    // Quiet moves that fork: one step of each piece that may move onto an empty square.
    for (i, enemy) in b.enemies.iter().enumerate() {
        if !live(i, enemy) {
            continue;
        }
        for to in b.neighbours(enemy.square) {
            if cells[to.index()] != Cell::Empty {
                continue;
            }
            // The threats after the step: the others' as they stand, and its own from `to`.
            let mut top = (0.0f32, 0.0f32);
            let mut push = |t: f32| {
                if t > top.0 {
                    top = (t, top.0);
                } else if t > top.1 {
                    top.1 = t;
                }
            };
            let mut counter: f32 = 0.0;
            let mut new = false;
            let mut near: [Option<Square>; 4] = [None; 4];
            for (k, n) in b.neighbours(to).enumerate() {
                let Cell::Mine(r) = cells[n.index()] else {
                    continue;
                };
                near[k] = Some(n);
                let own = struck(b, i, r, false, wall(n, r));
                new |= own > 0.0;
                push(own.max(threat[n.index()].without(i)));
                if b.moves(r) {
                    counter = counter.max(super::worth::strike(b, r, i));
                }
            }
            for &a in &attacked {
                if !near.contains(&Some(a)) {
                    push(threat[a.index()].without(i));
                }
            }
            if new {
                best = best.max(FORK * (top.1 - counter.max(0.0)));
            }
        }
    }
    // Not ahead, the Spy's strike counts on top of the best other reply: the opponent may
    // take that other first, and the Marshal still stands there (peternlewis game 8: its
    // General was lost anyway, and the Marshal stepped next to the Spy). Ahead, the Marshal
    // hunts among hidden pieces that never moved, and counted so it kept away from them
    // until the ply limit (ramen).
    best + spy
}

/// What the robot wins back when enemy `e` has struck its `rank` on `sq` and won: its best
/// strike at the winner from a piece next to `sq`, the winner being one of the ranks that
/// beat `rank`, weighted by the chance that it won.
fn recapture(b: &Belief, cells: &[Cell], e: usize, sq: Square, rank: Rank) -> f32 {
    let dist = &b.enemies[e].dist;
    let winners: Vec<(Rank, f32)> = b
        .pieces
        .iter()
        .filter(|&&r| {
            dist[r.index()] > 0.0
                && b.moves(r)
                && b.variant.battle(r, rank, b.spy_target()) == BattleResult::AttackerWon
        })
        .map(|&r| (r, dist[r.index()]))
        .collect();
    let won: f32 = winners.iter().map(|(_, p)| p).sum();
    if won <= 0.0 {
        return 0.0;
    }
    let mut back: f32 = 0.0;
    for n in b.neighbours(sq) {
        let Cell::Mine(mine) = cells[n.index()] else {
            continue;
        };
        if !b.moves(mine) {
            continue;
        }
        let ev: f32 = winners
            .iter()
            .map(|&(r, p)| p * gain(b, mine, r, FLAG_HUNT))
            .sum::<f32>()
            / won;
        back = back.max(ev);
    }
    won * back
}

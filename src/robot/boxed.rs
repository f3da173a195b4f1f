//! A strong piece boxed in by its own side while an enemy piece it has seen, one that beats
//! it, comes near (issue 29's seventeenth round). Against celsius the robot lost most of its
//! games after its General fell before ply 60 (28 of 35 in 1,000 seeded games), 17 of them
//! to celsius's Marshal, shown, which walked up to the General while it stood on its own
//! rows with its own pieces on three sides: when the Marshal came next to it, the one square
//! left led into a pocket (celsius game 110: the General on e4 between its own Lieutenant and
//! Scout, a Bomb behind e3; it stepped to e3 and was taken there).
//!
//! So, after a move, each of the robot's pieces from the General up that has at least two of
//! its own pieces beside it costs something for the worst such enemy within four
//! squares: the more the nearer, and the less room it has, counted as the empty squares it
//! can walk to without passing next to that enemy (three or more cost nothing). The robot
//! then opens a way while the enemy is still a few squares off, or walks the piece out.
//! Room is counted as a walk, not as the squares beside it (eighteenth round): a square
//! beside it that leads into a pocket is no way out (celsius game 854: the General stepped
//! from f4 into f3, which led only to g3, and was taken there). Pieces among the enemy's (a
//! General on a raid, its neighbours hidden enemy pieces or lakes) are left alone: counted
//! there, the General stopped raiding and the robot lost more games to peternlewis
//! (docs/ROBOT.md).

use stratego_rules::Square;

use super::belief::{Belief, Cell, beside, distance};
use super::value;
use super::worth::beats;

/// What a boxed-in piece costs, per unit of its worth, at the worst (the enemy two squares
/// off, no way out).
const COST: f32 = 0.3;
/// How near (in rows plus files) the enemy piece must be to count; next to it, the
/// opponent's strike counts instead (`search::reply`).
const NEAR: u8 = 4;
/// The least worth of a piece that counts: the General's.
const WORTH: f32 = 8.0;
/// The least chance that the enemy piece beats it: one whose rank the robot has seen.
const SEEN: f32 = 0.99;
/// Empty squares it can walk to, away from the enemy, that make it free.
const FREE: usize = 3;

/// What the robot's boxed-in strong pieces cost on `cells` (the board after its move).
pub fn cost(b: &Belief, cells: &[Cell]) -> f32 {
    let mut total = 0.0;
    for sq in b.variant.squares() {
        let Cell::Mine(rank) = cells[sq.index()] else {
            continue;
        };
        let worth = value(rank);
        if worth < WORTH || !b.moves(rank) {
            continue;
        }
        let own = beside(sq)
            .filter(|n| matches!(cells[n.index()], Cell::Mine(_)))
            .count();
        if own < 2 {
            continue;
        }
        let mut worst: f32 = 0.0;
        for (i, enemy) in b.enemies.iter().enumerate() {
            if cells[enemy.square.index()] != Cell::Enemy(i as u8) {
                continue;
            }
            let d = distance(enemy.square, sq);
            if !(2..=NEAR).contains(&d) {
                continue;
            }
            let beats = beats(b, i, rank);
            if beats < SEEN {
                continue;
            }
            let room = room(cells, sq, enemy.square);
            let near = f32::from(NEAR + 1 - d) / f32::from(NEAR - 1);
            worst = worst.max(beats * (FREE - room) as f32 / FREE as f32 * near);
        }
        total += COST * worth * worst;
    }
    total
}

/// How many empty squares a piece on `sq` can walk to without passing next to the enemy
/// piece on `enemy`, counted up to [`FREE`]: a pocket (squares that lead nowhere) counts as
/// the few squares it holds, not as a way out.
fn room(cells: &[Cell], sq: Square, enemy: Square) -> usize {
    let mut reached = vec![sq];
    let mut next = 0;
    while next < reached.len() && reached.len() <= FREE {
        let at = reached[next];
        next += 1;
        for n in beside(at) {
            if cells[n.index()] == Cell::Empty && distance(n, enemy) > 1 && !reached.contains(&n) {
                reached.push(n);
            }
        }
    }
    (reached.len() - 1).min(FREE)
}

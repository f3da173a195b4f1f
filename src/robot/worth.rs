//! What a battle is worth to the robot: its gain when it strikes (a rank it knows against a
//! piece it may not), the opponent's when it is struck, the Spy's threat to its Marshal,
//! and when a strong piece leaves a likely Bomb alone. `choose` weighs moves by these, and
//! `search` the opponent's replies.

use stratego_rules::{BattleResult, Movement, Rank, Variant};

use super::belief::{Belief, Cell};
use super::value;

/// What taking the enemy Flag is worth when the robot weighs a strike on a hidden piece: big
/// enough to hunt for it, small enough that a strong piece does not charge a likely Bomb.
pub(super) const FLAG_HUNT: f32 = 10.0;
/// What losing its own Flag costs: the game.
pub(super) const FLAG_LOST: f32 = 200.0;
/// What it is worth to learn the rank of a hidden piece.
pub(super) const INFO: f32 = 0.15;
/// What losing a Bomb that walls in its Flag costs, as a share of losing the Flag.
pub(super) const WALL: f32 = 0.25;
/// A piece worth this much or more (a Major and up) does not strike a piece that never moved
/// when it is likely a Bomb ([`BOMB_LIKELY`]) and a cheaper piece is left to probe it.
pub(super) const BOMB_SHY: f32 = 4.5;
/// The chance of a Bomb above which a strong piece leaves a piece that never moved alone.
pub(super) const BOMB_LIKELY: f32 = 0.4;
/// With this share of its army's pieces that move or fewer ([`few_movers`]: seven of the
/// classic game's 33), every piece of the robot's but a Miner leaves a piece that never
/// moved alone when it is likely a Bomb ([`BOMB_LIKELY`]): each is needed, a side that
/// cannot move loses, and the Flag hunt spent them one by one on Bombs (14 of the 19 seeded
/// games lost to peternlewis were lost so, by no-moves). Seeded, seven lost fewer games in
/// all than three, five or nine (the forty-first round).
pub(super) const FEW_MOVERS: f32 = 0.22;
/// How much likelier a Bomb a strong piece takes a still piece in a corner of the enemy's
/// front row to be, when it weighs leaving it alone ([`BOMB_LIKELY`]).
pub(super) const CORNER_SHY: f32 = 4.0;
/// The least chance the robot gives a hidden piece next to its Marshal of being the Spy
/// while the enemy Spy is hidden, when the opponent has seen its Marshal (it comes for it).
pub(super) const SPY_NEXT_TO_SHOWN: f32 = 0.5;
/// How much likelier than its share a hidden piece next to its unseen Marshal is the Spy.
pub(super) const SPY_NEXT: f32 = 3.0;
/// After this many plies the Flag hunt and the worth of a hidden rank count double, after
/// twice as many triple.
pub(super) const URGE_PLIES: f32 = 600.0;

/// What a trade of equal pieces is worth above the material when it leaves the robot a
/// piece that beats every enemy piece that can still move ([`Belief::trade_pays`]): the
/// game is then won by walking that piece about, where before it kept its piece and the
/// game ran into the ply limit (ramen guards its home with its Marshal).
pub(super) const TRADE: f32 = 2.0;
/// The least chance that an enemy piece takes one of the robot's when it strikes first, for
/// that piece not to step next to it: it waits two squares off ([`strikes_first`]).
const FIRST: f32 = 0.5;

/// The robot's gain when its `attacker` strikes `defender`, in material.
pub(super) fn gain(b: &Belief, attacker: Rank, defender: Rank, flag: f32) -> f32 {
    let taken = if defender == b.flag {
        flag
    } else if b.moves(defender) && b.their_movers == 1 {
        // Its last piece that moves: the enemy cannot move, and loses.
        super::belief::LAST
    } else if b.moves(defender) {
        value(defender) * b.their_keep
    } else {
        value(defender)
    };
    // Domino's [6-6] strikes like any tile, but its loss is the game.
    let lost = if attacker == b.flag {
        FLAG_LOST
    } else {
        b.mine(attacker)
    };
    match b.variant.battle(attacker, defender, b.spy_target()) {
        BattleResult::AttackerWon => taken,
        BattleResult::DefenderWon => -lost,
        // A trade that leaves it the master of the board: its own piece at its bare value.
        BattleResult::BothLost if attacker == defender && b.trade_pays[attacker.index()] => {
            taken - value(attacker) + TRADE
        }
        BattleResult::BothLost => taken - lost,
    }
}

/// The robot's expected gain when its `rank` strikes enemy `e`. The longer the game goes,
/// the more finding the Flag and learning hidden ranks are worth to it, so that a game
/// against a cautious opponent does not stall.
pub(super) fn strike(b: &Belief, rank: Rank, e: usize) -> f32 {
    let enemy = &b.enemies[e];
    if bomb_shy(b, rank, e) {
        return -b.mine(rank);
    }
    let urge = 1.0 + b.ply as f32 / URGE_PLIES;
    let mut ev = 0.0;
    for &r in b.pieces {
        let p = enemy.dist[r.index()];
        if p > 0.0 {
            ev += p * gain(b, rank, r, FLAG_HUNT * urge);
        }
    }
    if rank == Rank::Miner && enemy.dist[Rank::Bomb.index()] > 0.0 {
        // A Bomb is worth the Flag it may guard: the likeliest Flag among its neighbours.
        let guarded = b
            .neighbours(enemy.square)
            .filter_map(|n| match b.at(n) {
                Cell::Enemy(j) => Some(b.enemies[j as usize].dist[b.flag.index()]),
                _ => None,
            })
            .fold(0.0f32, f32::max);
        ev += enemy.dist[Rank::Bomb.index()] * guarded * FLAG_HUNT * urge;
    }
    if !enemy.known { ev + INFO * urge } else { ev }
}

/// Whether `rank` leaves enemy `e` alone because it never moved and is likely a Bomb: a strong
/// piece is not spent on it while a cheaper one can find out, nor any piece while the robot
/// has few that move ([`few_movers`]; a Miner is never shy). Below that chance the expected result
/// decides: against the UCC 2012 programs the strong pieces took far more Miners, Majors and
/// Spies that never moved than they lost to Bombs, and making them shy of every still piece
/// lost games (docs/ROBOT.md).
fn bomb_shy(b: &Belief, rank: Rank, e: usize) -> bool {
    let enemy = &b.enemies[e];
    // The corner is looked up last: this runs for every strike the robot weighs.
    let corner = || {
        if b.front_corner(enemy.square) {
            CORNER_SHY
        } else {
            1.0
        }
    };
    let bomb = enemy.dist[Rank::Bomb.index()];
    !enemy.moved
        && !enemy.known
        && rank != Rank::Miner
        && ((bomb >= BOMB_LIKELY && few_movers(b.variant, b.movers))
            || (value(rank) >= BOMB_SHY && b.probes > 0 && bomb * corner() >= BOMB_LIKELY))
}

/// Whether `movers` pieces that move are few in `variant`: [`FEW_MOVERS`] of its army's or
/// fewer (seven in the classic game, four in the small one, one in Barrage and Duel; none
/// in Domino, whose hands are dealt and which has no Bombs).
pub(super) fn few_movers(variant: Variant, movers: u32) -> bool {
    let all: u32 = Rank::ALL
        .iter()
        .filter(|r| r.is_movable())
        .map(|&r| u32::from(variant.army_count(r)))
        .sum();
    movers as f32 <= FEW_MOVERS * all as f32
}

/// The opponent's expected gain when its hidden Spy may strike the robot's Marshal (`rank`)
/// from enemy `e` next to it: the Spy is likelier there than anywhere (it comes for it),
/// at least [`SPY_NEXT_TO_SHOWN`] once the opponent has seen the Marshal (`just_seen`: it
/// has this move, in a battle the robot weighs).
pub(super) fn spy_threat(b: &Belief, e: usize, rank: Rank, just_seen: bool) -> f32 {
    let enemy = &b.enemies[e];
    if !b.spy_hidden || enemy.known || rank != b.spy_target() {
        return 0.0;
    }
    let p = enemy.dist[Rank::Spy.index()];
    if p <= 0.0 {
        return 0.0;
    }
    let p = if just_seen || b.shown_rank(rank) {
        p.max(SPY_NEXT_TO_SHOWN)
    } else {
        (p * SPY_NEXT).min(1.0)
    };
    p * b.mine(rank)
}

/// The chance that enemy `e` takes the robot's `rank` when it strikes it: that it is a rank
/// that moves and wins that battle.
pub(super) fn beats(b: &Belief, e: usize, rank: Rank) -> f32 {
    let dist = &b.enemies[e].dist;
    b.pieces
        .iter()
        .filter(|&&r| {
            b.moves(r) && b.variant.battle(r, rank, b.spy_target()) == BattleResult::AttackerWon
        })
        .map(|r| dist[r.index()])
        .sum()
}

/// Whether enemy `e` likely takes the robot's `rank` when it strikes it: a Marshal the Spy
/// hunts.
pub(super) fn strikes_first(b: &Belief, e: usize, rank: Rank) -> bool {
    beats(b, e, rank) >= FIRST
}

/// The opponent's expected gain when enemy `e` strikes the robot's `rank`; `scout_only` for
/// a strike from afar, which only a Scout can make; `wall` for a Bomb next to its own Flag
/// (a Miner through it reaches the Flag).
pub(super) fn struck(b: &Belief, e: usize, rank: Rank, scout_only: bool, wall: bool) -> f32 {
    let enemy = &b.enemies[e];
    let mut ev = 0.0;
    for &r in b.pieces {
        let p = enemy.dist[r.index()];
        let can = match b.movement(r) {
            Movement::Never => false,
            Movement::Step => !scout_only,
            Movement::Line => true,
        };
        if p > 0.0 && can {
            let lost = if rank == b.flag {
                FLAG_LOST
            } else if wall {
                WALL * FLAG_LOST
            } else if r == rank && b.trade_pays[rank.index()] {
                // A trade it would seek itself.
                value(rank) - TRADE
            } else {
                b.mine(rank)
            };
            ev += p * match b.variant.battle(r, rank, b.spy_target()) {
                BattleResult::AttackerWon => lost,
                BattleResult::DefenderWon => -value(r) * b.their_keep,
                BattleResult::BothLost => lost - value(r) * b.their_keep,
            };
        }
    }
    ev
}

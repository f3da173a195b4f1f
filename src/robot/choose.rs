//! How the robot picks its move: for each legal move, the expected result of its battle (over
//! what the struck piece may be), then how the board stands after it: the opponent's best
//! reply ([`super::search`]: a strike less the robot's recapture, or a fork), the best strike
//! the robot could follow with, what its strong pieces boxed in by its own side cost
//! ([`super::boxed`]), whether the moving piece came nearer to something it can take, and,
//! when it is ahead and nothing has fallen for long, whether the move goes on shuffling a
//! piece back and forth. Equal moves are told apart by a hash of the game number, the ply
//! and the move, so that its play varies from game to game but a position that looks the
//! same to it always gets the same move.

use stratego_rules::{BattleResult, Game, Move, Rank, Square, View};

use super::belief::{Belief, Cell, distance};
use super::boxed;
use super::defence::Watch;
use super::endgame;
use super::hunt;
use super::search;
use super::worth::{strike, strikes_first};
use super::{GOLDEN, scramble, value};

/// How much of the opponent's best strike after the move counts against it (the opponent
/// moves next, but may not see what it could take).
const THREAT_AGAINST: f32 = 0.9;
/// How much of the robot's own best strike after the move counts (the opponent may step away).
const THREAT_FOR: f32 = 0.25;
/// The most the robot's own best strike after the move counts, before [`THREAT_FOR`]: a
/// Colonel's worth. The opponent moves first and steps the piece away; counted in full, the
/// enemy's last piece that moves (worth the game) drew the robot's guards after it, a step
/// behind, while it walked to the wall round the Flag (celsius game 131). Capped, over seeded
/// games: peternlewis 591-35-6 with 8 faults in 640 where 579-35-12 with 14, celsius
/// 575-22-3 in 600 where 571-26-3, ramen 77-0-3 in 80 as before.
const FOR_CAP: f32 = 6.0;
/// What a move in a row over the same squares costs while ahead, for each [`SHUFFLE_PLIES`]
/// plies without a battle past [`super::QUIET_PLIES`] ([`shuffle`]).
const SHUFFLE: f32 = 1.0;
/// See [`SHUFFLE`].
const SHUFFLE_PLIES: f32 = 50.0;
/// Per square that the moving piece comes nearer to a piece it expects to beat.
const ADVANCE: f32 = 0.15;
/// Per unit of danger to its Flag: each enemy piece that may move counts `4 - distance` to
/// the Flag (nothing from 4 squares away).
const DANGER: f32 = 0.4;
/// Per unit of danger, the worth of its best defender standing within 2 squares of its Flag.
const DEFEND: f32 = 0.3;

/// What the game's past tells both players beyond the board (public: each saw every move),
/// which the [`View`] does not keep.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Past {
    /// For each legal move, how many moves in a row it would take its piece back and forth
    /// over the same squares ([`Game::repeats`]; none known counts 1).
    pub repeats: Vec<u8>,
    /// Plies played in a row without a battle ([`Game::quiet`]).
    pub quiet: u32,
}

impl Past {
    /// What `game`'s past says of the moves `legal` of the player to move.
    pub fn of(game: &Game, legal: &[Move]) -> Past {
        Past {
            repeats: legal.iter().map(|&mv| game.repeats(mv)).collect(),
            quiet: game.quiet(),
        }
    }
}

/// The move to play, or `None` when `legal` is empty, as [`choose_with`] picks it with no
/// past known (no shuffle running, a battle on the last ply).
pub fn choose(view: &View, legal: &[Move], game_id: i64) -> Option<Move> {
    choose_with(view, legal, &Past::default(), game_id)
}

/// The move to play, or `None` when `legal` is empty. Only `view`, the game's number, the
/// referee's list of legal moves and `past` (all of them public) decide it.
pub fn choose_with(view: &View, legal: &[Move], past: &Past, game_id: i64) -> Option<Move> {
    let belief = Belief::new(view);
    // Ahead in material, it hunts: see `hunt`.
    let ahead = belief.ahead;
    // Ahead it hunts every piece; always, the pieces that come near its Flag.
    let flag = belief
        .variant
        .squares()
        .find(|s| belief.at(*s) == Cell::Mine(belief.flag));
    let lone = flag.is_some_and(|f| hunt::lone_meets(&belief, f));
    let paths = hunt::paths(
        &belief,
        |r, e| strike(&belief, r, e),
        |e| {
            flag.and_then(|f| hunt::intruder(&belief, f, e, lone))
                .or(ahead.then_some(0.0))
        },
    );
    let watch = Watch::new(&belief);
    // Few enemy pieces left that move, all known: the race searched to the end.
    let verdicts = endgame::verdicts(&belief, legal);
    let mut best: Option<(f32, Move)> = None;
    for (i, &mv) in legal.iter().enumerate() {
        let Cell::Mine(rank) = belief.at(mv.from) else {
            continue;
        };
        // The tie-break grows with the game, so that a long game with nothing to gain
        // anywhere is stirred rather than shuffled back and forth.
        let stir = 1.0 + view.ply as f32 / 100.0;
        let mut score = score(&belief, &watch, mv, rank) + stir * tie_break(game_id, view.ply, mv);
        if belief.at(mv.to) == Cell::Empty {
            score += hunt::hunt(&paths, mv, rank) + hunt::make_way(&paths, &belief, mv);
        }
        if let Some(v) = verdicts.as_ref().and_then(|v| v[i]) {
            score += v;
        }
        if ahead {
            score -= shuffle(past.repeats.get(i).copied().unwrap_or(1), past.quiet);
        }
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, m)| m).or_else(|| legal.first().copied())
}

/// A move's worth: its battle's expected result and the board after it.
fn score(b: &Belief, watch: &Watch, mv: Move, rank: Rank) -> f32 {
    let mut cells = b.cells;
    cells[mv.from.index()] = Cell::Empty;
    match b.at(mv.to) {
        Cell::Enemy(e) => {
            let e = e as usize;
            let enemy = &b.enemies[e];
            // A known Flag is taken at once (a Domino [6-6] only by what beats it).
            if enemy.dist[b.flag.index()] >= 0.999
                && b.variant.battle(rank, b.flag, b.spy_target()) == BattleResult::AttackerWon
            {
                return f32::MAX / 4.0;
            }
            // The three ways the battle can end, each with its chance and its material.
            let (mut p_won, mut p_lost, mut p_both) = (0.0, 0.0, 0.0);
            for &r in b.pieces {
                let p = enemy.dist[r.index()];
                if p == 0.0 {
                    continue;
                }
                match b.variant.battle(rank, r, b.spy_target()) {
                    BattleResult::AttackerWon => p_won += p,
                    BattleResult::DefenderWon => p_lost += p,
                    BattleResult::BothLost => p_both += p,
                }
            }
            let mut total = strike(b, rank, e);
            if p_won > 0.0 {
                let mut after = cells;
                after[mv.to.index()] = Cell::Mine(rank);
                // Taking a piece that just stepped up shows the striker beside what
                // stands around: bait, when the striker is the Marshal and the Spy is
                // there.
                let bait = (b.stepped == Some(mv.to)).then_some(mv.to);
                total += p_won * board(b, watch, &after, bait);
            }
            if p_lost > 0.0 {
                total += p_lost * board(b, watch, &cells, None);
            }
            if p_both > 0.0 {
                let mut after = cells;
                after[mv.to.index()] = Cell::Empty;
                total += p_both * board(b, watch, &after, None);
            }
            total
        }
        _ => {
            cells[mv.to.index()] = Cell::Mine(rank);
            board(b, watch, &cells, None) + advance(b, &cells, mv, rank)
        }
    }
}

/// How the board stands for the robot, the opponent to move: the opponent's best reply
/// ([`super::search::reply`]) and the best strike the robot has. `revealed` is the square of
/// the robot's piece that won the move's battle on a piece that had just stepped up to it:
/// the opponent has now seen it, and may have offered that piece to show it.
fn board(b: &Belief, watch: &Watch, cells: &[Cell], revealed: Option<Square>) -> f32 {
    let mut for_me: f32 = 0.0;
    let flag = cells
        .iter()
        .position(|c| *c == Cell::Mine(b.flag))
        .and_then(|i| b.variant.squares().find(|s| s.index() == i));
    // A Bomb next to its own Flag is a wall: a Miner through it reaches the Flag.
    let wall = |sq: Square, r: Rank| r == Rank::Bomb && flag.is_some_and(|f| distance(f, sq) == 1);
    let mut danger: f32 = 0.0;
    for (i, enemy) in b.enemies.iter().enumerate() {
        if cells[enemy.square.index()] != Cell::Enemy(i as u8) || enemy.mobile() <= 0.0 {
            continue;
        }
        if let Some(f) = flag {
            danger += enemy.mobile() * (4.0 - f32::from(distance(f, enemy.square))).max(0.0);
        }
        for n in b.neighbours(enemy.square) {
            if let Cell::Mine(r) = cells[n.index()]
                && b.moves(r)
            {
                for_me = for_me.max(strike(b, r, i).min(FOR_CAP));
            }
        }
    }
    // The opponent's best reply: a strike less what the robot wins back, or a fork.
    let against = search::reply(b, cells, revealed, &wall);
    // Enemies near its Flag: a danger, less the best of its own pieces that stand by.
    let mut guard = 0.0;
    if let Some(f) = flag
        && danger > 0.0
    {
        let best = b
            .variant
            .squares()
            .filter_map(|sq| match cells[sq.index()] {
                Cell::Mine(r) if r.is_movable() && r != b.flag && distance(f, sq) <= 2 => {
                    Some(value(r).min(6.0))
                }
                _ => None,
            })
            .fold(0.0f32, f32::max);
        guard = danger.min(4.0) * (DEFEND * best / 6.0 * 4.0) - DANGER * danger;
    }
    // Pieces that stood next to each other before the move and still do are counted too:
    // the robot's own strikes that the move left in place.
    -THREAT_AGAINST * against + THREAT_FOR * for_me + guard
        - watch.cost(b, cells)
        - boxed::cost(b, cells)
}

/// Coming nearer to an enemy piece the moving piece expects to beat.
fn advance(b: &Belief, cells: &[Cell], mv: Move, rank: Rank) -> f32 {
    let mut best = 0.0f32;
    for (i, enemy) in b.enemies.iter().enumerate() {
        if cells[enemy.square.index()] != Cell::Enemy(i as u8) {
            continue;
        }
        let ev = strike(b, rank, i);
        if ev <= 0.0 {
            continue;
        }
        // A piece that takes it when it strikes first (a Marshal the Spy is after) is
        // waited for two squares off.
        let near = if strikes_first(b, i, rank) { 2 } else { 0 };
        let closer = f32::from(distance(mv.from, enemy.square).max(near))
            - f32::from(distance(mv.to, enemy.square).max(near));
        // A piece that has moved may step away again; one that never moved stays (and
        // may be the Flag): it is the better target.
        let stays = if enemy.moved { 0.5 } else { 1.0 };
        best = best.max(closer.min(2.0) * ev.min(4.0) * stays);
    }
    ADVANCE * best
}

/// What a move that goes on shuffling a piece back and forth costs while the robot is ahead:
/// nothing while a battle was fought in the last [`super::QUIET_PLIES`] plies, then
/// [`SHUFFLE`] for each move in a row over the same squares before it (`repeats - 1`) and
/// each [`SHUFFLE_PLIES`] plies more without a battle. Without the two-squares and
/// more-squares rules an opponent may chase one of its pieces with a stronger one for ever,
/// the chased piece stepping to and fro between two or three squares (ramen drew 20 games
/// in 200 so at the ply limit); the longer nothing falls, the more a shuffle costs, until
/// another flight, a piece that comes to help, or the piece's loss scores better.
fn shuffle(repeats: u8, quiet: u32) -> f32 {
    let stale = quiet.saturating_sub(super::QUIET_PLIES) as f32 / SHUFFLE_PLIES;
    SHUFFLE * f32::from(repeats.saturating_sub(1)) * stale
}

/// A small number from the game, the ply and the move (splitmix64), to tell equal moves apart.
fn tie_break(game_id: i64, ply: u32, mv: Move) -> f32 {
    let z = scramble(
        (game_id as u64)
            .wrapping_mul(GOLDEN)
            .wrapping_add(u64::from(ply) << 16)
            .wrapping_add((mv.from.index() as u64) << 8)
            .wrapping_add(mv.to.index() as u64),
    );
    (z >> 40) as f32 / (1u64 << 24) as f32 * 0.05
}

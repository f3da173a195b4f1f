//! What the robot believes of the board: its own pieces, and for each enemy piece how likely
//! each rank is. Built from a [`View`] alone.
//!
//! A hidden enemy piece may be any rank still unseen (the army, less the lost pieces, less
//! the pieces shown). A piece that has moved is neither a Bomb nor the Flag; the unseen
//! Bombs and Flag are spread over the pieces that have not moved, more of them on the rows
//! furthest back, where players hide them, and on the front row more the longer they stand
//! still (`STILL`). A hidden piece that has just stepped towards the robot's General, which
//! the opponent has seen or has seen move, to two squares from it or next to it, is likelier
//! the Marshal (`APPROACH`). In Domino a hidden tile may be any tile of a double-six set not
//! yet seen (see [`super::domino::hidden`]).

use stratego_rules::square::SQUARES;
use stratego_rules::{Color, Movement, Rank, Square, Variant, View, Viewer};

/// How much the robot's last movable pieces count above their material: each is worth
/// `1 + KEEP / pieces that can move` of its value.
const KEEP: f32 = 4.0;
/// What losing its last piece that moves costs the robot: the game, but for a draw when the
/// enemy has none left either.
pub const LAST: f32 = 150.0;
/// What the robot's Spy is worth once the enemy piece it beats is lost.
const SPY_IDLE: f32 = 0.5;
/// The enemy's last movable pieces count above their material only when it has fewer than
/// this many left: earlier, trading pieces on a par for it (a Marshal for a Marshal) lost
/// games against peternlewis, whose General then had nothing left to fear.
const THEIR_FEW: f32 = 8.0;

/// How far ahead in material (the robot's less the enemy's) the robot must be to hunt at the
/// start of a game.
const AHEAD: f32 = 4.0;
/// The least lead that starts the hunt, however long the game has gone.
const AHEAD_LEAST: f32 = 0.5;
/// Plies over which the lead needed to hunt falls by one.
const AHEAD_PLIES: f32 = 150.0;

/// The lead in material (the robot's less the enemy's) that starts the hunt at `ply`: 4 at
/// first, less as the game goes on without an end, so that a player who keeps its pieces
/// back behind its Bombs is sought out rather than waited for.
fn lead_to_hunt(ply: u32) -> f32 {
    (AHEAD - ply as f32 / AHEAD_PLIES).max(AHEAD_LEAST)
}

/// One square as the robot sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cell {
    /// Not on this board, or a lake.
    Blocked,
    /// Nothing there.
    Empty,
    /// One of the robot's pieces.
    Mine(Rank),
    /// An enemy piece: an index into [`Belief::enemies`].
    Enemy(u8),
}

/// An enemy piece and what it may be.
#[derive(Debug, Clone, PartialEq)]
pub struct Enemy {
    /// Where it stands.
    pub square: Square,
    /// The chance of each rank (or tile), by [`Rank::index`]; one at 1.0 when it is known.
    pub dist: [f32; Rank::COUNT],
    /// Whether its rank is known.
    pub known: bool,
    /// Whether it has moved.
    pub moved: bool,
}

impl Enemy {
    /// The chance that it can move at all (every Domino tile moves).
    pub fn mobile(&self) -> f32 {
        1.0 - self.dist[Rank::Bomb.index()] - self.dist[Rank::Flag.index()]
    }

    /// Whether it is, by all the robot knows, a Bomb or the Flag: a piece that never moves.
    pub fn still(&self) -> bool {
        self.mobile() < 0.001
    }
}

/// The board as the robot believes it.
#[derive(Debug, Clone)]
pub struct Belief {
    /// The robot's colour.
    pub me: Color,
    /// The kind of game.
    pub variant: Variant,
    /// The kinds of piece of this game (its ranks, or Domino's tiles).
    pub pieces: &'static [Rank],
    /// The piece whose loss loses the game (the Flag, Domino's [6-6]).
    pub flag: Rank,
    /// Every square, by [`Square::index`].
    pub cells: [Cell; SQUARES],
    /// The enemy pieces.
    pub enemies: Vec<Enemy>,
    /// Whether a Scout may strike at the end of a long move.
    pub scout_strike: bool,
    /// Plies played.
    pub ply: u32,
    /// How much more than its material each of the robot's pieces is worth to it: the
    /// fewer pieces it has left that can move, the more each one counts (a side that cannot
    /// move loses).
    pub keep: f32,
    /// The same for the enemy's movable pieces once it has fewer than eight left (public:
    /// its army less its lost pieces): taking its last movers wins the game, so even trades
    /// pay when it is down to a few.
    pub their_keep: f32,
    /// How many pieces that move the robot has, and the enemy has (public: its army less
    /// its losses).
    pub movers: u32,
    /// See [`Belief::movers`].
    pub their_movers: u32,
    /// The robot's pieces whose rank the opponent has seen, by [`Square::index`].
    pub shown: [bool; SQUARES],
    /// How many of the robot's cheap pieces are left to probe pieces that never moved
    /// (Scouts, Sergeants, Lieutenants and Miners): while it has one, its stronger pieces
    /// leave such pieces alone.
    pub probes: u32,
    /// Whether the enemy's Spy may be any of its hidden pieces (alive and not seen).
    pub spy_hidden: bool,
    /// Whether the enemy piece the robot's Spy beats (its Marshal) is lost.
    pub spy_prey_lost: bool,
    /// By the robot's rank (by [`Rank::index`]): whether trading one of its pieces of that
    /// rank for an enemy piece of the same rank leaves it a piece that beats every enemy
    /// piece that can still move, striking or struck (see [`dominates`]).
    pub trade_pays: [bool; Rank::COUNT],
    /// Whether the robot leads in material (both sides' losses are public) by enough to hunt
    /// (see [`mod@super::hunt`]): 4 at first, less as the game goes on.
    pub ahead: bool,
    /// Whether the enemy leads in pieces that move (see [`super::force`]): then a draw is
    /// better than the game the robot is likely to lose (the end-game search's draw).
    pub behind: bool,
    /// Where the enemy's last move stepped a piece, when it fought no battle (public): a piece
    /// that steps up beside the robot's Marshal may be bait beside the Spy.
    pub stepped: Option<Square>,
}

impl Belief {
    /// The belief of the player whose view this is.
    ///
    /// # Panics
    /// Never for a player's view; an observer's view has no robot in it, and is read as
    /// Red's (the server never asks).
    pub fn new(view: &View) -> Belief {
        let me = match view.viewer {
            Viewer::Player(c) => c,
            Viewer::Observer | Viewer::Referee => Color::Red,
        };
        let variant = view.variant;
        let mut cells = [Cell::Blocked; SQUARES];
        for sq in variant.squares() {
            if !variant.is_lake(sq) {
                cells[sq.index()] = Cell::Empty;
            }
        }
        let unseen = view.unseen(me.other());
        let movable_unseen: f32 = Rank::ALL
            .iter()
            .filter(|r| r.is_movable())
            .map(|r| f32::from(unseen[r.index()]))
            .sum();
        // The unseen Bombs and Flag hide among the pieces that have not moved, weighted by
        // how far back they stand; on the fourth row (a classic army's front), by how long
        // they have stood still while they could have stepped forward.
        let stillness = (1.0 / STILL.powf(view.ply as f32 / 2.0)).min(STILL_MAX);
        let still = |p: &&stratego_rules::ViewPiece| p.owner != me && p.rank.is_none() && !p.moved;
        let depth_weight = |sq: Square| -> f32 {
            let rows = variant.ranks();
            let depth = match me.other() {
                Color::Red => sq.rank(),
                Color::Blue => rows - 1 - sq.rank(),
            };
            match depth {
                0 => 3.0,
                1 => 2.0,
                2 => 1.2,
                _ => 0.6 * stillness,
            }
        };
        // How likely each still piece is to be a Bomb or the Flag: its weight times one
        // scale, so that the chances add up to the Bombs and Flag unseen, none above 1 (when
        // every still piece must be one, each is).
        let immovable = f32::from(unseen[Rank::Bomb.index()] + unseen[Rank::Flag.index()]);
        let weights: Vec<f32> = view
            .pieces
            .iter()
            .filter(still)
            .map(|p| depth_weight(p.square))
            .collect();
        let scale = fill(&weights, immovable);
        let mut enemies = Vec::new();
        let mut shown = [false; SQUARES];
        // The robot's pieces that have moved (no Bomb, as the opponent knows).
        let mut moved = [false; SQUARES];
        let mut tiles = if variant.is_dealt() {
            super::domino::hidden(view, me.other())
        } else {
            Vec::new()
        }
        .into_iter();
        for p in &view.pieces {
            if p.owner == me {
                if let Some(r) = p.rank {
                    cells[p.square.index()] = Cell::Mine(r);
                }
                shown[p.square.index()] = p.revealed;
                moved[p.square.index()] = p.moved;
                continue;
            }
            let mut dist = [0.0f32; Rank::COUNT];
            let known = p.rank.is_some();
            if let Some(r) = p.rank {
                dist[r.index()] = 1.0;
            } else if variant.is_dealt() {
                dist = tiles.next().unwrap_or(dist);
            } else {
                let mut fixed = 0.0;
                if !p.moved && immovable > 0.0 {
                    fixed = (depth_weight(p.square) * scale).min(1.0);
                    for r in [Rank::Bomb, Rank::Flag] {
                        dist[r.index()] = fixed * f32::from(unseen[r.index()]) / immovable;
                    }
                }
                if movable_unseen > 0.0 {
                    for r in Rank::ALL.iter().filter(|r| r.is_movable()) {
                        dist[r.index()] =
                            (1.0 - fixed) * f32::from(unseen[r.index()]) / movable_unseen;
                    }
                } else if fixed == 0.0 {
                    // Nothing unseen left that could be here: the view holds more hidden
                    // pieces than the tables say (never in a real game); call it a Bomb.
                    dist[Rank::Bomb.index()] = 1.0;
                }
            }
            cells[p.square.index()] = Cell::Enemy(enemies.len() as u8);
            enemies.push(Enemy {
                square: p.square,
                dist,
                known,
                moved: p.moved,
            });
        }
        if !variant.is_dealt() {
            approach(view, me, &cells, &shown, &moved, &unseen, &mut enemies);
        }
        let movable = cells
            .iter()
            .filter(|c| matches!(c, Cell::Mine(r) if r.is_movable()))
            .count() as f32;
        // The enemy's movers left: its army less its losses, all public.
        let their_movable: f32 = match variant.spec().forces {
            stratego_rules::Forces::Table(army) => Rank::ALL
                .iter()
                .filter(|r| r.is_movable())
                .map(|r| {
                    f32::from(
                        army[r.index()].saturating_sub(view.lost[me.other().index()][r.index()]),
                    )
                })
                .sum(),
            _ => enemies.len() as f32,
        };
        let trade_pays = dominance(variant, &cells, view, me);
        let lead = super::material(view, me) - super::material(view, me.other());
        Belief {
            trade_pays,
            ahead: lead >= lead_to_hunt(view.ply),
            behind: super::force(view, me) < super::force(view, me.other()),
            stepped: view
                .last_move
                .filter(|m| m.player != me && m.battle.is_none())
                .map(|m| m.to),
            me,
            variant,
            pieces: variant.spec().pieces,
            flag: variant.spec().flag,
            cells,
            enemies,
            scout_strike: view.options.scoutstrike,
            ply: view.ply,
            keep: 1.0 + KEEP / movable.max(1.0),
            movers: movable as u32,
            their_movers: their_movable as u32,
            their_keep: 1.0 + (KEEP / their_movable.max(1.0) - KEEP / THEIR_FEW).max(0.0),
            shown,
            probes: cells
                .iter()
                .filter(|c| {
                    matches!(c, Cell::Mine(r) if [Rank::Scout, Rank::Sergeant, Rank::Lieutenant, Rank::Miner].contains(r))
                })
                .count() as u32,
            spy_hidden: !variant.is_dealt() && unseen[Rank::Spy.index()] > 0,
            spy_prey_lost: match variant.spec().forces {
                stratego_rules::Forces::Table(army) => {
                    let target = spy_target(variant);
                    view.lost[me.other().index()][target.index()] >= army[target.index()]
                }
                _ => false,
            },
        }
    }

    /// What one of the robot's own pieces of `rank` is worth to it: its value, more as its
    /// movers run out (the last one is the game: a side that cannot move loses); its Spy
    /// next to nothing once the enemy piece it beats is lost (it would be guarded for ever,
    /// against a chaser, for nothing).
    pub fn mine(&self, rank: Rank) -> f32 {
        if self.movers == 1 && rank != self.flag && self.moves(rank) {
            return LAST;
        }
        if rank == Rank::Spy && self.spy_prey_lost {
            return SPY_IDLE * self.keep;
        }
        super::value(rank) * self.keep
    }

    /// What is on `sq`.
    pub fn at(&self, sq: Square) -> Cell {
        self.cells[sq.index()]
    }

    /// The rank a Spy must strike to win, in `color`'s army: its Marshal, or its General in
    /// an army without one (the small game).
    pub fn spy_target(&self) -> Rank {
        spy_target(self.variant)
    }

    /// Whether the opponent has seen one of the robot's pieces of `rank`.
    pub fn shown_rank(&self, rank: Rank) -> bool {
        self.cells
            .iter()
            .zip(self.shown)
            .any(|(c, shown)| shown && *c == Cell::Mine(rank))
    }

    /// How a rank moves here.
    pub fn movement(&self, rank: Rank) -> Movement {
        self.variant.movement(rank)
    }

    /// Whether a piece of `rank` moves at all in this kind of game (a Bomb and a Flag do
    /// not; every Domino tile does).
    pub fn moves(&self, rank: Rank) -> bool {
        self.variant.moves(rank)
    }

    /// Whether `sq` is a corner of the enemy's front row: the last of its setup rows (the
    /// square ahead of it is off them), on the edge file.
    pub fn front_corner(&self, sq: Square) -> bool {
        let them = self.me.other();
        let ahead = sq.offset(0, if them == Color::Red { 1 } else { -1 });
        let front = ahead.is_none_or(|a| !self.variant.is_setup_square(them, a));
        front
            && self.variant.is_setup_square(them, sq)
            && (sq.file() == 0 || sq.file() + 1 == self.variant.files())
    }

    /// The squares next to `sq` on the board (not lakes).
    pub fn neighbours(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        beside(sq).filter(|s| self.at(*s) != Cell::Blocked)
    }
}

/// Squares between `a` and `c`, by rows and files.
pub fn distance(a: Square, c: Square) -> u8 {
    a.file().abs_diff(c.file()) + a.rank().abs_diff(c.rank())
}

/// No path: further than any on the board.
pub const FAR: u8 = u8::MAX;

/// Steps from every square to the nearest of `starts` by the paths the robot's pieces walk:
/// through empty squares; a square holding one of its pieces gets its distance (a piece can
/// start there) but no path runs through it. Each start is 0 steps, and paths run on from
/// those marked open. [`FAR`] where no path runs.
pub fn steps_to(b: &Belief, starts: impl IntoIterator<Item = (Square, bool)>) -> [u8; SQUARES] {
    steps_on(b, &b.cells, starts)
}

/// [`steps_to`] on the board `cells` (the belief's own after a move of the robot's).
pub fn steps_on(
    b: &Belief,
    cells: &[Cell],
    starts: impl IntoIterator<Item = (Square, bool)>,
) -> [u8; SQUARES] {
    let mut steps = [FAR; SQUARES];
    let mut queue = std::collections::VecDeque::new();
    for (sq, open) in starts {
        steps[sq.index()] = 0;
        if open {
            queue.push_back(sq);
        }
    }
    while let Some(sq) = queue.pop_front() {
        let d = steps[sq.index()];
        for n in b.neighbours(sq) {
            if steps[n.index()] != FAR {
                continue;
            }
            match cells[n.index()] {
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

/// The squares beside `sq` on the board, lakes and all.
pub(crate) fn beside(sq: Square) -> impl Iterator<Item = Square> {
    [(0, 1), (0, -1), (1, 0), (-1, 0)]
        .into_iter()
        .filter_map(move |(df, dr)| sq.offset(df, dr))
}

/// How likely a front-row piece that can move is to be left where it stands by one move of
/// the enemy's: after `k` moves of the enemy's, a piece on its front row that never moved
/// (it had squares to step to from the first move) is `1 / STILL^k` times likelier a Bomb or
/// the Flag than at the start, up to [`STILL_MAX`] times. Its share comes from the pieces
/// further back, which could not have moved. Against celsius, whose front row keeps a Bomb
/// in the corner, a Major or stronger of the robot's had struck that Bomb in 14 of the 18
/// games of 200 it did not win. 0.985 a move measured less well, 0.95 lost more games to
/// peternlewis.
const STILL: f32 = 0.97;
/// The most that staying still makes a front-row piece likelier a Bomb or the Flag: its
/// weight is then 1.5, between the third row's and the second's. Five times (the back
/// row's 3) and 0.97 a move lost games to peternlewis, which keeps pieces still in front
/// too: its Bombs at the back were then struck.
const STILL_MAX: f32 = 2.5;

/// The least chance that a hidden enemy piece that has just stepped towards the robot's
/// General, which the opponent has seen or has seen move, to within [`APPROACH_NEAR`] squares
/// of it, is one of the ranks that beat it (the Marshal): a player comes up to a piece it
/// knows, or to one that moved (no Bomb), with a piece that takes it. Against celsius, whose
/// Marshal comes for a General it has seen, the General struck it 15 times in 80 games.
const APPROACH: f32 = 0.4;
/// How near (rows and files) to the General the step must end for [`APPROACH`]: two squares
/// (seventh round). Only next to it (one square), peternlewis's Marshal walked up to two
/// squares off and the General stepped up to it (game 210); two squares measured 599-28-5
/// over 640 seeded games where 596-32-5, celsius 580-16-4 over 600 where 578-19-3, ramen
/// 77-0-3 as before.
const APPROACH_NEAR: u8 = 2;

/// The last move, when the enemy stepped a hidden piece towards the robot's General, which it
/// has seen or has seen move, to within [`APPROACH_NEAR`] squares of it (the move is public):
/// that piece is one of the ranks that beat it with a chance of at least [`APPROACH`], the rest
/// of its chances scaled down to make room. A step away from the General tells nothing, nor one
/// towards a General it has neither seen nor seen move (a Bomb, for all it knows). Only the
/// General: counted so next to a shown Colonel too, it measured no better (celsius 147-12-1
/// either way in 160 games, ramen 66-1-13 where 67-1-12). A General that has moved but is not
/// shown counts since the fifteenth round: celsius's stronger pieces come for pieces that
/// moved, its Marshal most of all (seeded, celsius 1-1000 961-35-4 where 957-36-7, peternlewis
/// 1-1600 1493-54-21 where 1485-59-24).
fn approach(
    view: &View,
    me: Color,
    cells: &[Cell; SQUARES],
    shown: &[bool; SQUARES],
    moved: &[bool; SQUARES],
    unseen: &[u8; Rank::COUNT],
    enemies: &mut [Enemy],
) {
    let Some(last) = view.last_move else {
        return;
    };
    if last.player == me || last.battle.is_some() {
        return;
    }
    let Some(enemy) = enemies.iter_mut().find(|e| e.square == last.to && !e.known) else {
        return;
    };
    let target = Rank::General;
    let comes_for_it = view.variant.squares().any(|g| {
        (shown[g.index()] || moved[g.index()])
            && cells[g.index()] == Cell::Mine(target)
            && distance(last.to, g) <= APPROACH_NEAR
            && distance(last.to, g) < distance(last.from, g)
    });
    if !comes_for_it {
        return;
    }
    let spy = spy_target(view.variant);
    let beats = |r: Rank| {
        r.is_movable()
            && unseen[r.index()] > 0
            && view.variant.battle(r, target, spy) == stratego_rules::BattleResult::AttackerWon
    };
    let p: f32 = Rank::ALL
        .into_iter()
        .filter(|r| beats(*r))
        .map(|r| enemy.dist[r.index()])
        .sum();
    if p <= 0.0 || p >= APPROACH || p >= 1.0 {
        return;
    }
    let (up, down) = (APPROACH / p, (1.0 - APPROACH) / (1.0 - p));
    for r in Rank::ALL {
        enemy.dist[r.index()] *= if beats(r) { up } else { down };
    }
}

/// For each rank: whether trading one of the robot's pieces of that rank for one of the
/// enemy's leaves the robot a piece that beats every enemy piece left that can move, striking
/// or struck. The enemy's pieces left are public (its army less its losses); a classic army
/// only (a Domino hand is secret).
fn dominance(
    variant: Variant,
    cells: &[Cell; SQUARES],
    view: &View,
    me: Color,
) -> [bool; Rank::COUNT] {
    let mut pays = [false; Rank::COUNT];
    let stratego_rules::Forces::Table(army) = variant.spec().forces else {
        return pays;
    };
    let mut mine = [0u8; Rank::COUNT];
    for c in cells {
        if let Cell::Mine(r) = c
            && r.is_movable()
        {
            mine[r.index()] += 1;
        }
    }
    let spy = spy_target(variant);
    let lost = view.lost[me.other().index()];
    for traded in Rank::ALL.into_iter().filter(|r| r.is_movable()) {
        let left = |r: Rank| {
            let n = army[r.index()].saturating_sub(lost[r.index()]);
            if r == traded { n.saturating_sub(1) } else { n }
        };
        if mine[traded.index()] == 0 || army[traded.index()] <= lost[traded.index()] {
            continue;
        }
        pays[traded.index()] = Rank::ALL.into_iter().any(|m| {
            let have = mine[m.index()] - u8::from(m == traded);
            have > 0
                && Rank::ALL
                    .into_iter()
                    .filter(|r| r.is_movable() && left(*r) > 0)
                    .all(|r| dominates(variant, m, r, spy))
        });
    }
    pays
}

/// The rank a Spy takes when it strikes in `variant`: the Marshal, or the General in an
/// army without one.
fn spy_target(variant: Variant) -> Rank {
    if variant.army_count(Rank::Marshal) > 0 {
        Rank::Marshal
    } else {
        Rank::General
    }
}

/// Whether the robot's `mine` beats the enemy's `theirs` whoever strikes.
pub fn dominates(variant: Variant, mine: Rank, theirs: Rank, spy: Rank) -> bool {
    use stratego_rules::BattleResult::{AttackerWon, DefenderWon};
    variant.battle(mine, theirs, spy) == AttackerWon
        && variant.battle(theirs, mine, spy) == DefenderWon
}

/// The scale `s` for which the chances `min(1, s × weight)` add up to `total` (or to the
/// number of weights, when `total` is more): the part of the total a capped weight cannot take
/// goes to the others.
fn fill(weights: &[f32], total: f32) -> f32 {
    if weights.len() as f32 <= total {
        return f32::INFINITY;
    }
    let mut capped = vec![false; weights.len()];
    loop {
        let free: f32 = weights
            .iter()
            .zip(&capped)
            .filter(|(_, c)| !**c)
            .map(|(w, _)| w)
            .sum();
        let left = total - capped.iter().filter(|c| **c).count() as f32;
        let scale = if free > 0.0 { left / free } else { 0.0 };
        let mut changed = false;
        for (w, c) in weights.iter().zip(capped.iter_mut()) {
            if !*c && w * scale >= 1.0 {
                *c = true;
                changed = true;
            }
        }
        if !changed {
            return scale;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stratego_rules::{Army, Game, Options};

    /// A classic game with both armies deployed, nothing moved yet.
    fn deployed() -> Game {
        let mut game = Game::new(Variant::Classic, Options::default());
        let (army, _) = Army::parse(
            "9394924939 56691S9575 574BB7668B 88BF7B88B9",
            Variant::Classic,
        )
        .unwrap();
        let mut rng = rand::rng();
        game.deploy(Color::Red, &army, &mut rng).unwrap();
        game.deploy(Color::Blue, &army, &mut rng).unwrap();
        game
    }

    /// Red's belief in [`deployed`], before the first move.
    fn red_belief() -> Belief {
        Belief::new(&stratego_rules::View::new(
            &deployed(),
            Viewer::Player(Color::Red),
        ))
    }

    #[test]
    fn hidden_pieces_share_the_unseen_ranks_and_still_ones_may_be_bombs() {
        let belief = red_belief();
        assert_eq!(belief.enemies.len(), 40);
        for e in &belief.enemies {
            let sum: f32 = e.dist.iter().sum();
            assert!((sum - 1.0).abs() < 1e-3, "{sum}");
        }
        let bombs: f32 = belief
            .enemies
            .iter()
            .map(|e| e.dist[Rank::Bomb.index()])
            .sum();
        assert!((bombs - 6.0).abs() < 1e-3);
        // The back row is likelier to hold the Flag than the front row.
        let flag_at = |sq: &str| {
            let sq: Square = sq.parse().unwrap();
            let e = belief.enemies.iter().find(|e| e.square == sq).unwrap();
            e.dist[Rank::Flag.index()]
        };
        assert!(flag_at("a10") > flag_at("a7"));
    }

    #[test]
    fn the_robots_paths_run_through_empty_squares_and_stop_at_its_pieces() {
        let belief = red_belief();
        let sq = |s: &str| -> Square { s.parse().unwrap() };
        let steps = steps_to(&belief, [(sq("a7"), true)]);
        // Down the a-file to the robot's front row, or round by the b-file.
        assert_eq!(steps[sq("a5").index()], 2);
        assert_eq!(steps[sq("a4").index()], 3);
        assert_eq!(steps[sq("b4").index()], 4);
        // Its piece on a4 is reached, but no path runs through it; nor through the enemy's
        // pieces, and the lakes close the a- and b-files off from the middle.
        assert_eq!(steps[sq("a3").index()], FAR);
        assert_eq!(steps[sq("b7").index()], FAR);
        assert_eq!(steps[sq("e5").index()], FAR);
        // A start that is not open is reached, and nothing from it.
        let closed = steps_to(&belief, [(sq("a4"), false)]);
        assert_eq!(closed[sq("a4").index()], 0);
        assert_eq!(closed.iter().filter(|&&d| d != FAR).count(), 1);
    }

    #[test]
    fn a_front_row_piece_that_stays_still_grows_likelier_a_bomb() {
        let game = deployed();
        let mut view = stratego_rules::View::new(&game, Viewer::Player(Color::Red));
        let bomb_at = |view: &stratego_rules::View, sq: &str| {
            let sq: Square = sq.parse().unwrap();
            let belief = Belief::new(view);
            let bombs: f32 = belief
                .enemies
                .iter()
                .map(|e| e.dist[Rank::Bomb.index()])
                .sum();
            assert!((bombs - 6.0).abs() < 1e-3, "{bombs}");
            let e = belief.enemies.iter().find(|e| e.square == sq).unwrap();
            e.dist[Rank::Bomb.index()]
        };
        let (front, back) = (bomb_at(&view, "e7"), bomb_at(&view, "e10"));
        // A hundred plies on, nothing having moved: the front row has had fifty moves to
        // step forward and took none; the back row could not have moved.
        view.ply = 100;
        let (front_later, back_later) = (bomb_at(&view, "e7"), bomb_at(&view, "e10"));
        assert!(front_later > front * 1.5, "{front} -> {front_later}");
        assert!(back_later < back, "{back} -> {back_later}");
        // No more than the back row's weight, however long it waits.
        view.ply = 1000;
        assert!(bomb_at(&view, "e7") <= bomb_at(&view, "e10") + 1e-6);
    }
}

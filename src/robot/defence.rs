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
//!
//! **The race** (issue 29's fifth round): an enemy piece that can stand on a square next to
//! the Flag in a few moves (a Miner taking the Bombs on its way, any piece to an open
//! square, one that beats the robot's piece standing there, or one already there) takes
//! the Flag with the next move, unless a piece that stops it strikes it there first (a
//! guard or the robot's own Miner, which trades with it, for a Miner; for a shown Marshal,
//! the robot's Marshal or Spy). One too far to cover the square in time (its steps counted
//! on the board after the robot's move, so that a piece that steps out of its way, or into
//! it, counts) costs the robot for each step it comes too late, so that the nearest walks
//! to meet it even from further than the cover counts (against celsius the one guard left
//! stood four steps off, and the Flag fell to a Miner it had seen coming; in the
//! thirteenth round, a shown Marshal walked down to a Lieutenant by the Flag, took it and
//! then the Flag, while the robot's Marshal followed it a step behind).
//!
//! A piece that may be a Scout races by its runs (issue 29's thirty-third round): along a
//! row or a file to an open square next to the Flag, or, where Scouts strike at the end of
//! a run, onto the line that leads through that square to the Flag; then only a piece that
//! stands in its way stops it. Walked a square a move, a Scout far up an open file looked
//! out of reach (celsius game 762: it came down the j file to j2 and took the Flag on j1
//! while the robot's pieces hunted far off).

use stratego_rules::square::SQUARES;
use stratego_rules::{BattleResult, Movement, Rank, Square};

use super::belief::{Belief, Cell, FAR, distance, steps_on};

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
/// What a Bomb of the wall that the opponent has seen adds to the urgency: it knows where
/// to send a Miner.
const SHOWN: f32 = 0.5;
/// What losing the race to a square next to the Flag costs, for a piece sure to take it (a
/// Miner at a Bomb of the wall, any piece at an open square), per step the guard comes too
/// late (up to [`LATE`] steps): see [`Watch::cost`].
const RACE: f32 = 10.0;
/// The most steps too late that count in a race.
const LATE: u8 = 4;
/// How far (in moves) an enemy piece may be from a square next to the Flag for the race to
/// count. Six until the thirty-seventh round: a Miner seven or eight moves from a Bomb of
/// the wall counted nothing, and the guards set out too late (celsius game 11854).
const RACE_NEAR: u8 = 8;
/// With this many enemy pieces that move left or fewer, the race counts at any distance:
/// each of them may be the one that comes for the Flag, and the robot's few pieces left
/// hunt far off (see [`reach`]).
const FEW_RACERS: u32 = 3;

/// The squares next to the robot's Flag and how pressing their guard is now (the same for
/// every move). Domino's [6-6] walks, and has no wall: nothing to guard.
pub struct Watch {
    /// The robot's Flag, if it stands still.
    flag: Option<Square>,
    /// How much an uncovered square next to the Flag counts.
    urgency: f32,
    /// Whether the enemy may still have a Miner: without one, a Bomb of the wall needs no
    /// guard.
    miners: bool,
    /// For each square next to the Flag, the steps from every square to one from which a
    /// piece covers it (on it, or next to it), by [`Square::index`], on the board before the
    /// move: the cover counts these, the race counts its own after the move.
    steps: Vec<(Square, [u8; SQUARES])>,
    /// For each square next to the Flag (in the order of `steps`), the enemy pieces that
    /// may take it: how many moves each needs to stand on it, the chance that it can (a
    /// Miner for a Bomb, any piece that moves for an open square, one that beats the piece
    /// on it), and the robot's ranks that stop it.
    races: Vec<Vec<Threat>>,
    /// For each square next to the Flag (in the order of `steps`), the squares beyond it
    /// from which a Scout strikes the Flag down the line ([`line`]), on the board before
    /// the move.
    lines: Vec<Vec<Square>>,
    /// The robot's ranks that guard the Flag ([`guard`]), by [`Rank::index`].
    guards: [bool; Rank::COUNT],
}

impl Watch {
    /// The watch over the robot's Flag in `b`.
    pub fn new(b: &Belief) -> Watch {
        let flag = b
            .variant
            .squares()
            .find(|s| b.at(*s) == Cell::Mine(b.flag))
            .filter(|_| !b.moves(b.flag));
        let Some(f) = flag else {
            return Watch {
                flag: None,
                urgency: 0.0,
                miners: false,
                steps: Vec::new(),
                races: Vec::new(),
                lines: Vec::new(),
                guards: [false; Rank::COUNT],
            };
        };
        // Enemy pieces near the Flag, the likelier Miners the more.
        let crowd: f32 = b
            .enemies
            .iter()
            .map(|e| {
                let near = (NEAR - f32::from(distance(f, e.square))).max(0.0) / NEAR;
                e.mobile() * (1.0 + e.dist[Rank::Miner.index()]) * near
            })
            .sum();
        let shown = b
            .neighbours(f)
            .any(|n| b.at(n) == Cell::Mine(Rank::Bomb) && b.shown[n.index()]);
        let miners = b.enemies.iter().any(|e| e.dist[Rank::Miner.index()] > 0.0);
        let guards = guards(b);
        let lines: Vec<Vec<Square>> = b.neighbours(f).map(|n| line(b, f, n)).collect();
        let reach = reach(b);
        Watch {
            flag: Some(f),
            urgency: CALM + crowd.min(CROWD) + if shown && miners { SHOWN } else { 0.0 },
            miners,
            steps: b
                .neighbours(f)
                .map(|n| (n, cover_steps(b, &b.cells, f, n)))
                .collect(),
            races: b
                .neighbours(f)
                .zip(&lines)
                .map(|(n, line)| race(b, f, n, line, reach))
                .collect(),
            lines,
            guards,
        }
    }

    /// What the squares next to the Flag that no guard covers cost on the board `cells`
    /// after a move of the robot's: more the further the nearest guard would have to walk
    /// to cover it, so that a guard lost is replaced.
    pub fn cost(&self, b: &Belief, cells: &[Cell]) -> f32 {
        // Its pieces that move, by square: the cover counts those that beat a Miner (its
        // guards), each race those that stop the piece racing.
        let movers: Vec<(usize, Rank)> = (0..cells.len())
            .filter_map(|i| match cells[i] {
                Cell::Mine(r) if r != b.flag && b.moves(r) => Some((i, r)),
                _ => None,
            })
            .collect();
        // The race counts the steps on the board after the move: the piece that moved
        // walks from where it went, and the way it opened or shut counts for the others
        // (celsius game 131: a guard that stepped aside from the only path looked six steps
        // off where it was two; game 1526: a Scout stepped into the Marshal's way to the
        // wall, and a Miner took the Flag). The cover keeps the steps counted before the
        // move, which holds guards near the Flag (counted after it, peternlewis lost 60
        // games where 50 in 960).
        let mut cost = 0.0;
        let mut late = 0.0f32;
        for (((n, steps), race), line) in self.steps.iter().zip(&self.races).zip(&self.lines) {
            // The steps of the nearest of its pieces of the ranks `stops` to cover the square.
            let nearest = |steps: &[u8; SQUARES], stops: &[bool; Rank::COUNT]| {
                movers
                    .iter()
                    .filter(|(_, r)| stops[r.index()])
                    .map(|&(i, _)| steps[i])
                    .min()
                    .unwrap_or(FAR)
            };
            let counted = nearest(steps, &self.guards);
            // The race: an enemy piece that stands on the square in `moves` moves takes the
            // Flag with the next, unless a piece that stops it strikes it there first: one
            // `walk` steps from covering the square needs one move more to strike, and has
            // `moves`. Steps counted only where some piece races.
            if let (Some(f), false) = (self.flag, race.is_empty()) {
                let fresh = cover_steps(b, cells, f, *n);
                // A Scout that strikes at the end of its run is stopped only by a piece
                // that stands in its way: on the square, or on the line beyond it.
                let onto = race.iter().any(|t| t.block).then(|| {
                    let way = std::iter::once(*n).chain(line.iter().copied());
                    steps_on(
                        b,
                        cells,
                        way.map(|sq| (sq, cells[sq.index()] == Cell::Empty)),
                    )
                });
                for t in race {
                    // A strike of the move took it.
                    let gone =
                        cells[b.enemies[t.enemy].square.index()] != Cell::Enemy(t.enemy as u8);
                    // Steps too late: a piece `walk` steps from covering the square needs
                    // one move more to strike, and has `moves`; one that must stand on it
                    // has `moves` to get there.
                    let too_late = match &onto {
                        Some(onto) if t.block => nearest(onto, &t.stops).saturating_sub(t.moves),
                        _ => nearest(&fresh, &t.stops)
                            .saturating_add(1)
                            .saturating_sub(t.moves),
                    };
                    if !gone && too_late > 0 {
                        late = late.max(t.chance * f32::from(too_late.min(LATE)));
                    }
                }
            }
            let open = match cells[n.index()] {
                // Its own piece on the square holds it, if it beats a Miner.
                Cell::Mine(r) if r != Rank::Bomb => !self.guards[r.index()],
                // A Bomb stops all but a Miner.
                Cell::Mine(_) => self.miners,
                // An enemy there is a threat the reply's strikes already weigh.
                Cell::Enemy(_) => false,
                _ => true,
            };
            if !open {
                continue;
            }
            if counted > 0 {
                cost += OPEN + STEP * f32::from(counted.min(3));
            }
        }
        COVER * self.urgency * cost + RACE * late
    }
}

/// Whether the robot's `rank` can guard the Flag: it moves and beats a Miner.
fn guard(b: &Belief, rank: Rank) -> bool {
    rank != b.flag
        && b.moves(rank)
        && b.variant.battle(rank, Rank::Miner, b.spy_target()) == BattleResult::AttackerWon
}

/// The robot's ranks that can guard the Flag ([`guard`]), by [`Rank::index`].
fn guards(b: &Belief) -> [bool; Rank::COUNT] {
    let mut guards = [false; Rank::COUNT];
    for &r in b.pieces {
        guards[r.index()] = guard(b, r);
    }
    guards
}

/// Steps from every square to one from which a piece covers `n` next to the Flag `f` (`n`
/// itself, or a square next to it), by the robot's paths on the board `cells`
/// ([`steps_on`]).
fn cover_steps(b: &Belief, cells: &[Cell], f: Square, n: Square) -> [u8; SQUARES] {
    let starts = std::iter::once(n)
        .chain(b.neighbours(n))
        .filter(|&sq| sq != f && !matches!(cells[sq.index()], Cell::Enemy(_)))
        .map(|sq| (sq, cells[sq.index()] == Cell::Empty));
    steps_on(b, cells, starts)
}

/// An enemy piece that may take the Flag from a square next to it: the moves it needs to
/// stand there, the chance that it can, and which it is (by its index in the belief).
struct Threat {
    moves: u8,
    chance: f32,
    enemy: usize,
    /// The robot's ranks that stop it: see [`stops`].
    stops: [bool; Rank::COUNT],
    /// A Scout's run, where Scouts strike at the end of a run: only a piece that stands in
    /// its way in time stops it (from beside the square, it passes it by). See [`line`].
    block: bool,
}

/// The robot's ranks that stop enemy `e` when it is one of the ranks `can`: those whose
/// strike wins or trades at least half the time over the ranks `can` that `e` may be
/// (against a shown Marshal, only the robot's Marshal and Spy; against a Miner racing
/// through the Bombs, the guards ([`guard`]) and the robot's own Miner).
fn stops(b: &Belief, e: usize, can: impl Fn(Rank) -> bool) -> [bool; Rank::COUNT] {
    let dist = &b.enemies[e].dist;
    let mut stops = [false; Rank::COUNT];
    for &g in b.pieces {
        if g == b.flag || !b.moves(g) {
            continue;
        }
        let (mut held, mut all) = (0.0, 0.0);
        for &r in b.pieces {
            if dist[r.index()] > 0.0 && can(r) {
                all += dist[r.index()];
                if b.variant.battle(g, r, b.spy_target()) != BattleResult::DefenderWon {
                    held += dist[r.index()];
                }
            }
        }
        stops[g.index()] = all > 0.0 && held >= 0.5 * all;
    }
    stops
}

/// The moves within which an enemy piece counts in the race: [`RACE_NEAR`], or any
/// distance once the enemy has [`FEW_RACERS`] pieces that move or fewer. Celsius game
/// 10400: the robot's General took the enemy's last piece but one, far off; the last, a
/// Miner nine moves from the Bomb beside the Flag, counted nothing, and the General came
/// home a move too late.
fn reach(b: &Belief) -> u8 {
    if b.their_movers <= FEW_RACERS {
        FAR - 1
    } else {
        RACE_NEAR
    }
}

/// The enemy pieces within `reach` moves ([`reach`]) of standing on `n`, next to the Flag `f`,
/// and taking the Flag with their next move: the moves each needs (through empty squares,
/// and through the robot's Bombs for a Miner: it takes each on its way), the chance that it
/// is a piece that can (a Miner when `n` holds a Bomb, any piece that moves when it is open,
/// one that beats the robot's piece on it), and the robot's ranks that stop it. Pieces of
/// the robot's other than Bombs stop the walk.
fn race(b: &Belief, f: Square, n: Square, line: &[Square], reach: u8) -> Vec<Threat> {
    if let Cell::Enemy(e) = b.at(n) {
        // Already there: it takes the Flag with its next move, if it moves at all.
        let enemy = e as usize;
        return vec![Threat {
            moves: 0,
            chance: b.enemies[enemy].mobile(),
            enemy,
            stops: stops(b, enemy, |r| b.moves(r)),
            block: false,
        }];
    }
    // What an enemy piece must be to stand on `n`: any that moves when it is open, a Miner
    // for a Bomb, and for a piece of the robot's one that beats it.
    let bomb = b.at(n) == Cell::Mine(Rank::Bomb);
    let open = b.at(n) == Cell::Empty;
    let held = match b.at(n) {
        Cell::Mine(r) if r != Rank::Bomb => Some(r),
        _ => None,
    };
    let beats_held = |r: Rank| {
        held.is_some_and(|h| b.variant.battle(r, h, b.spy_target()) == BattleResult::AttackerWon)
    };
    // Moves from every square to stand on `n`, for a piece that takes Bombs (a Miner) or
    // only walks.
    let walk = |through_bombs: bool| {
        let mut moves = [FAR; SQUARES];
        moves[n.index()] = 0;
        let mut queue = std::collections::VecDeque::from([n]);
        while let Some(sq) = queue.pop_front() {
            let d = moves[sq.index()];
            for m in b.neighbours(sq) {
                if m == f || moves[m.index()] != FAR {
                    continue;
                }
                moves[m.index()] = d + 1;
                let passable = match b.at(m) {
                    Cell::Empty => true,
                    Cell::Mine(Rank::Bomb) => through_bombs,
                    _ => false,
                };
                if passable && d + 1 < reach {
                    queue.push_back(m);
                }
            }
        }
        moves
    };
    let miner = if bomb || open {
        walk(true)
    } else {
        [FAR; SQUARES]
    };
    let any = if open || held.is_some() {
        walk(false)
    } else {
        [FAR; SQUARES]
    };
    // A Scout runs along a row or a file: to an open square, a move for each line it takes.
    let run = if open && b.variant.movement(Rank::Scout) == Movement::Line {
        runs(b, f, n, line, reach)
    } else {
        [FAR; SQUARES]
    };
    let mut threats = Vec::new();
    for (enemy, e) in b.enemies.iter().enumerate() {
        let i = e.square.index();
        if miner[i] <= reach && e.dist[Rank::Miner.index()] > 0.0 {
            // Stopped as any other threat, by what wins or trades against a Miner: a
            // guard beats it, the robot's own Miner trades with it, and either saves the
            // Flag.
            threats.push(Threat {
                moves: miner[i],
                chance: e.dist[Rank::Miner.index()],
                enemy,
                stops: stops(b, enemy, |r| r == Rank::Miner),
                block: false,
            });
        }
        if run[i] <= reach && run[i] < any[i] && e.dist[Rank::Scout.index()] > 0.0 {
            // Sooner as a Scout than any piece that walks (celsius game 762: an unknown
            // piece ran down the file to the open square beside the Flag).
            threats.push(Threat {
                moves: run[i],
                chance: e.dist[Rank::Scout.index()],
                enemy,
                stops: stops(b, enemy, |r| r == Rank::Scout),
                block: b.scout_strike,
            });
        }
        if any[i] <= reach {
            let can = |r: Rank| if open { b.moves(r) } else { beats_held(r) };
            let chance: f32 = b
                .pieces
                .iter()
                .filter(|&&r| can(r))
                .map(|r| e.dist[r.index()])
                .sum();
            if chance > 0.0 {
                threats.push(Threat {
                    moves: any[i],
                    chance,
                    enemy,
                    stops: stops(b, enemy, can),
                    block: false,
                });
            }
        }
    }
    threats
}

/// Moves from every square for a Scout to stand where it takes the Flag `f` with its next
/// move, through the open square `n` beside it: on `n`, or, where a Scout strikes at the
/// end of its run, on `line` ([`line`]). Each move runs along a row or a file through
/// empty squares, and a Scout may set out from a square any piece stands on. [`FAR`] where
/// it needs more than `reach`.
fn runs(b: &Belief, f: Square, n: Square, line: &[Square], reach: u8) -> [u8; SQUARES] {
    let mut moves = [FAR; SQUARES];
    moves[n.index()] = 0;
    let mut queue = std::collections::VecDeque::from([n]);
    for &m in line {
        moves[m.index()] = 0;
        if b.at(m) == Cell::Empty {
            queue.push_back(m);
        }
    }
    while let Some(sq) = queue.pop_front() {
        let d = moves[sq.index()] + 1;
        for dir in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            for m in ray(b, sq, dir).take_while(|&m| m != f) {
                if moves[m.index()] == FAR {
                    moves[m.index()] = d;
                    if b.at(m) == Cell::Empty && d < reach {
                        queue.push_back(m);
                    }
                }
            }
        }
    }
    moves
}

/// Where a Scout strikes at the end of its run: the squares on the line from the Flag `f`
/// through the open square `n` beside it, beyond `n`, up to the first that is not empty.
/// A Scout there takes the Flag with its next move, unless a piece stands in its way.
/// Empty where Scouts do not strike so.
fn line(b: &Belief, f: Square, n: Square) -> Vec<Square> {
    if !b.scout_strike {
        return Vec::new();
    }
    let dir = (
        n.file() as i8 - f.file() as i8,
        n.rank() as i8 - f.rank() as i8,
    );
    ray(b, n, dir).collect()
}

/// The squares a Scout on `from` reaches in the direction `(files, ranks)`: the empty ones
/// in a row, and the first that is not empty (a piece it strikes, or one setting out from
/// there), up to the board's edge or a lake.
fn ray(b: &Belief, from: Square, (df, dr): (i8, i8)) -> impl Iterator<Item = Square> + '_ {
    let mut next = from.offset(df, dr);
    std::iter::from_fn(move || {
        let m = next.filter(|m| b.at(*m) != Cell::Blocked)?;
        next = if b.at(m) == Cell::Empty {
            m.offset(df, dr)
        } else {
            None
        };
        Some(m)
    })
}

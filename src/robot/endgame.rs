//! The end game (issue 29's twenty-first round): when the enemy has only a few pieces that
//! move and the robot knows the rank of each (a battle showed it, or it is the only rank
//! left that moves), the rest of the game is a race the robot can search: every move of
//! both sides, up to 16 plies (`DEEPEST`), deeper than the reply search by far. The enemy's
//! pieces that never move (its Bombs and its Flag) are a wall neither side strikes. A move
//! that loses the Flag, or the robot's last piece that moves, by force within the horizon
//! costs [`DECIDED`] less the plies it takes; one that takes the enemy's last piece that
//! moves by force gains as much; one that leaves neither side a piece that moves, a draw,
//! costs a little (`DRAW`), or gains a little when the enemy leads in pieces that move.
//! A strike of the robot's on a piece that never moves and cannot (a Bomb or the Flag) is
//! a chance: the Flag taken, or the striker lost and the search goes on.
//!
//! Enemy pieces that may move but whose rank the robot does not know are left out when they
//! stand away from all of the robot's pieces that move (`ALOOF`, the twenty-second round):
//! they are a wall too, and the enemy may pass, as it may move one of them instead. So a
//! loss found is one the enemy can force with the pieces searched alone, and no win is
//! found (the enemy is never out of moves). In celsius game 1157 the robot's last piece
//! that moves, a Captain beside its Flag, stepped to and fro while a shown Miner walked
//! along its back row and took two Bombs and the Flag; celsius's Spy, Sergeant and Scouts,
//! unseen, stood at home, and the search did not run.
//!
//! One unseen piece that has moved may come nearer (the thirty-ninth round): the one
//! nearest the robot's pieces that move, within three squares (`GUESS_NEAR`), is searched
//! as each rank it may be, by the belief's chances. Ranks that fare alike in the search
//! (the same battles with each of the robot's pieces in it, a Miner against its Bombs, a
//! Scout along lines) are searched once, as the likeliest of them with their chances
//! summed: at most four (`GUESSES`), each with its share of the nodes. Each move's verdict
//! is the sum of its verdicts, each weighed by its chance. In celsius game 11664 the
//! robot's lone General, guarding its Flag, kept away from an unseen piece that came up
//! to its wall, and the piece, a Miner, took a Bomb and the Flag. Searched as a Miner too,
//! the piece is met: the General stepped up beside it, and the game was drawn at the ply
//! limit. A second unseen piece nearer than `ALOOF` still stops the search.
//!
//! Against celsius the robot lost games it led this way: in game 1664 its Marshal and
//! Major against a lone Miner it had seen. For a hundred plies the Marshal followed the
//! Miner a step behind (a piece that runs is not caught from behind), until the Miner
//! turned to the robot's Flag, took two Bombs and the Flag. At ply 429 the Miner stood on
//! c10, its only ways out c9 and d10, both next to the Marshal on d9; the Marshal stepped
//! to c9 and the Miner slipped out by d10. With the search the Major moves instead, and the
//! Miner, Blue's only piece that moves, must step next to the Marshal: taken at ply 431.
//!
//! With more pieces of its own that move than the search takes (`MOST_MINE`), once the
//! enemy is down to as few as the search takes, the nearest to the enemy's are searched
//! and the others held where they stand, a move of one of them a pass (the thirty-fourth
//! round): in celsius game 10506 six of the robot's pieces hunted the enemy's last piece
//! that moves, its Spy, for 1,400 plies and never cornered it; the search did not run.
//!
//! The enemy is taken to know the robot's ranks, but not which of its still pieces is the
//! Flag: a Miner takes whatever still piece it strikes, so it finds the Flag; any other
//! piece only when the Flag is the one still piece of the robot's it has not seen. Counted
//! as found by any piece, a Scout held the robot's lone Marshal at home for 1,400 plies
//! (celsius game 1388, drawn at the ply limit), where without the search it hunted the
//! Scout down. The rules' two-squares and more-squares rules are not searched. When every
//! move loses within the horizon, a loss sooner than the latest costs a little for each
//! ply it comes sooner (`LATER`), and the other scores choose among the latest: the
//! opponent may not find the way.

use stratego_rules::square::SQUARES;
use stratego_rules::{BattleResult, Move, Movement, Rank, Square};

use super::belief::{Belief, Cell, distance};
use pos::{Piece, Pos, Sq};

mod pos;

/// The most enemy pieces that move for the search to run (of known rank; those of unknown
/// rank are left out when aloof, see [`ALOOF`]).
const MOST_THEIRS: usize = 3;
/// An enemy piece that may move but whose rank the robot does not know is left out of the
/// search, a wall like its Bombs, when it stands at least this many squares (rows and
/// files) from every piece of the robot's that moves; the enemy may then pass, as it may
/// move that piece instead. Nearer, the search does not run.
const ALOOF: u8 = 2;
/// The most pieces of its own that move in the search. With more, once the enemy has no
/// more than [`MOST_THEIRS`] pieces that move left (public: its army less its losses), the
/// search moves the [`MOST_MINE`] nearest to the enemy's pieces it searches and holds the
/// others where they stand (`Sq::Held`, the thirty-fourth round): the enemy may strike
/// them, and the robot may move one of them instead, which changes nothing the search sees
/// (a pass). So a win found is one the nearest pieces force alone. Held while the enemy
/// still had many pieces, most of them unseen and left out as walls, the search ran on
/// most moves of a game, at 4 ms a move where 0.18.
const MOST_MINE: usize = 4;
/// The positions the search may visit for one decision, over all its depths: a few
/// milliseconds. A count, not a clock, so that the same position gets the same move.
const NODES: u32 = 100_000;
/// The unseen enemy piece that has moved nearest the robot's pieces that move, when no
/// farther than [`GUESS_NEAR`], is searched as each rank it may be (the thirty-ninth
/// round): of the ranks that fare alike in the search, the likeliest stands for them all,
/// their chances summed; at most this many, each searched with its share of [`NODES`].
/// A move's verdict is the sum of its verdicts, each weighed by its chance.
const GUESSES: usize = 4;
/// The least chance of a rank for the unseen piece to be searched as it.
const GUESS_LEAST: f32 = 0.05;
/// How near (rows and files) the unseen piece must stand to one of the robot's pieces
/// that move to be searched: see [`GUESSES`].
const GUESS_NEAR: u8 = 3;
/// The deepest search, in plies (the robot's move first).
const DEEPEST: u8 = 16;
/// The value of a won game, less one for each ply it takes.
const WIN: i32 = 1000;
/// The value of a game drawn by force, neither side left a piece that moves: less than a
/// game still open, more than a loss (the thirty-fifth round). Counted as nothing, it was
/// a move like any other, and the robot traded its last piece that moves for the enemy's
/// last, of the same rank (celsius games 10469 and 10539), or walked its last into a pocket
/// where each way out stood next to the enemy's last (13197): a draw where the enemy,
/// moving on, might have struck a Bomb and lost. When the enemy leads in pieces that move
/// ([`Belief::behind`]), the other way round: more than a game still open (the
/// thirty-sixth round).
const DRAW: i32 = 100;
/// What a move that wins by force counts in the robot's choice, and one that loses costs
/// (less for a later loss): more than anything else weighs.
pub const DECIDED: f32 = 500.0;
/// What a move that draws by force costs in the robot's choice (gains, when behind): a
/// little, as a draw is halfway between a loss and a win. At half a loss (250, the
/// thirty-fifth round), a strike with one chance in three to take the Flag and two to lose
/// the game weighed more than a draw (peternlewis game 989).
const DRAWN: f32 = 25.0;
/// When every move loses by force, what each ply sooner costs in the robot's choice.
const LATER: f32 = 1.0;

/// For each of the robot's legal moves, what the search found: `Some(v)` with `v > 0` a
/// win by force, `v < 0` a loss, larger the later, or a draw; when every move loses, `0`
/// for the latest losses and less for sooner ones; `None` nothing either way (or the move
/// strikes a piece that never moved and may move). A strike on a Bomb or the Flag weighs
/// the Flag taken, by its chance, against what follows the striker's loss, when that is
/// decided. `None` altogether when the search does not apply.
pub fn verdicts(b: &Belief, legal: &[Move]) -> Option<Vec<Option<f32>>> {
    if b.flag != Rank::Flag {
        return None;
    }
    let mut board = [Sq::Off; SQUARES];
    let mut mine = Vec::new();
    let mut theirs = Vec::new();
    // The enemy's pieces that may move whose rank the robot does not know: walls, if
    // they stand away from its pieces (checked below).
    let mut unseen: Vec<Square> = Vec::new();
    for sq in b.variant.squares() {
        let i = sq.index();
        board[i] = match b.cells[i] {
            Cell::Blocked => Sq::Off,
            Cell::Empty => Sq::Empty,
            Cell::Mine(r) if r == b.flag => Sq::Flag,
            Cell::Mine(r) if !b.moves(r) => Sq::Bomb,
            Cell::Mine(r) => {
                mine.push(Piece {
                    rank: r,
                    sq: i as u8,
                    alive: true,
                    line: b.movement(r) == Movement::Line,
                });
                Sq::Mine(mine.len() as u8 - 1)
            }
            Cell::Enemy(e) => {
                let enemy = &b.enemies[e as usize];
                if enemy.still() {
                    Sq::Still
                } else if let Some(rank) = b.pieces.iter().find(|r| enemy.dist[r.index()] >= 0.999)
                {
                    theirs.push(Piece {
                        rank: *rank,
                        sq: i as u8,
                        alive: true,
                        line: b.movement(*rank) == Movement::Line,
                    });
                    Sq::Theirs(theirs.len() as u8 - 1)
                } else {
                    unseen.push(sq);
                    Sq::Still
                }
            }
        };
    }
    // The unseen piece that has moved nearest the robot's pieces, if within `GUESS_NEAR`,
    // is searched as each rank it may be (`GUESSES`); the others must stand aloof.
    let reach = |u: Square| {
        mine.iter()
            .map(|p| distance(square(p.sq), u))
            .min()
            .unwrap_or(u8::MAX)
    };
    let nearest = (0..unseen.len())
        .filter(|&k| matches!(b.at(unseen[k]), Cell::Enemy(e) if b.enemies[e as usize].moved))
        .map(|k| (reach(unseen[k]), k))
        .min();
    let mut guess = None;
    if let Some((d, k)) = nearest
        && d <= GUESS_NEAR
        && theirs.len() < MOST_THEIRS
    {
        let sq = unseen.remove(k);
        let Cell::Enemy(e) = b.at(sq) else {
            unreachable!("an unseen enemy piece")
        };
        theirs.push(Piece {
            rank: Rank::Scout,
            sq: sq.index() as u8,
            alive: true,
            line: false,
        });
        board[sq.index()] = Sq::Theirs(theirs.len() as u8 - 1);
        guess = Some(e as usize);
    }
    if theirs.is_empty() || theirs.len() > MOST_THEIRS {
        return None;
    }
    // Beyond the nearest `MOST_MINE` to the enemy's pieces, the robot's pieces are held,
    // once the enemy has no more pieces that move than the search takes.
    let held = mine.len() > MOST_MINE;
    if held {
        if b.their_movers as usize > MOST_THEIRS {
            return None;
        }
        let near = |p: &Piece| {
            theirs
                .iter()
                .map(|t| distance(square(p.sq), square(t.sq)))
                .min()
                .unwrap_or(u8::MAX)
        };
        mine.sort_by_key(|p| (near(p), p.sq));
        for p in mine.split_off(MOST_MINE) {
            board[usize::from(p.sq)] = Sq::Held(p.rank);
        }
        for (i, p) in mine.iter().enumerate() {
            board[usize::from(p.sq)] = Sq::Mine(i as u8);
        }
    }
    // An unseen piece nearer than `ALOOF` to one of the robot's may be anything that
    // strikes it or that it strikes: the search cannot leave it out.
    let near = |u: &Square| mine.iter().any(|p| distance(square(p.sq), *u) < ALOOF);
    if unseen.iter().any(near) {
        return None;
    }
    // The ranks searched, each with its chance: the rank known, or those the unseen piece
    // may be, the likeliest first.
    let ranks: Vec<(Rank, f32)> = match guess {
        None => vec![(Rank::Scout, 1.0)],
        Some(e) => {
            let ours: Vec<Rank> = (mine.iter().map(|p| p.rank))
                .chain(board.iter().filter_map(|s| match s {
                    Sq::Held(r) => Some(*r),
                    _ => None,
                }))
                .collect();
            guesses(b, &b.enemies[e].dist, &ours)
        }
    };
    if ranks.is_empty() {
        return None;
    }
    let flag_known = b
        .variant
        .squares()
        .filter(|sq| matches!(b.at(*sq), Cell::Mine(r) if !b.moves(r)) && !b.shown[sq.index()])
        .count()
        <= 1;
    let budget = NODES / ranks.len() as u32;
    let root = roots(b, &board, &mine, legal);
    let mut sum: Option<Vec<Option<f32>>> = None;
    for &(rank, p) in &ranks {
        let mut theirs = theirs.clone();
        if guess.is_some() {
            let last = theirs.last_mut().expect("the unseen piece searched");
            last.rank = rank;
            last.line = b.movement(rank) == Movement::Line;
        }
        let mut pos = Pos::new(b, board, mine.clone(), theirs, budget);
        pos.pass = !unseen.is_empty();
        pos.held = held;
        pos.flag_known = flag_known;
        let weighed = weigh(&root, pos.solve(&root));
        let sum = sum.get_or_insert_with(|| vec![None; legal.len()]);
        for (s, v) in sum.iter_mut().zip(weighed) {
            if let Some(v) = v {
                *s = Some(s.unwrap_or(0.0) + p * v);
            }
        }
    }
    sum
}

/// The ranks an unseen piece is searched as, each with its chance, the likeliest first: of
/// the ranks that fare alike in the search (against each of `ours`, the robot's pieces in
/// it, striking or struck, and against its Bombs: a Miner; moving along lines: a Scout),
/// the likeliest stands for them all, with their chances summed. At most [`GUESSES`], each
/// at least [`GUESS_LEAST`].
fn guesses(b: &Belief, dist: &[f32], ours: &[Rank]) -> Vec<(Rank, f32)> {
    let fares = |r: Rank| {
        let mut key: Vec<Option<BattleResult>> = ours
            .iter()
            .flat_map(|&m| {
                let spy = b.spy_target();
                [b.variant.battle(r, m, spy), b.variant.battle(m, r, spy)]
            })
            .map(Some)
            .collect();
        key.push((r == Rank::Miner).then_some(BattleResult::AttackerWon));
        key.push((b.movement(r) == Movement::Line).then_some(BattleResult::AttackerWon));
        key
    };
    let mut alike: Vec<(Vec<Option<BattleResult>>, Rank, f32, f32)> = Vec::new();
    for &r in b.pieces {
        let p = dist[r.index()];
        if p <= 0.0 {
            continue;
        }
        let key = fares(r);
        match alike.iter_mut().find(|(k, ..)| *k == key) {
            Some((_, rank, most, sum)) => {
                *sum += p;
                if p > *most {
                    (*rank, *most) = (r, p);
                }
            }
            None => alike.push((key, r, p, p)),
        }
    }
    let mut ranks: Vec<(Rank, f32)> = alike
        .into_iter()
        .map(|(_, r, _, p)| (r, p))
        .filter(|&(_, p)| p >= GUESS_LEAST)
        .collect();
    ranks.sort_by(|x, y| y.1.total_cmp(&x.1).then(x.0.index().cmp(&y.0.index())));
    ranks.truncate(GUESSES);
    ranks
}

/// What each root move is: a piece searched moves or strikes a piece that never moves, a
/// piece held moves (a pass), or `None`, nothing the search can say.
fn roots(b: &Belief, board: &[Sq; SQUARES], mine: &[Piece], legal: &[Move]) -> Vec<Option<Root>> {
    // A move of a piece held is a pass, unless it strikes: it changes nothing searched.
    // A piece searched, not a Miner, that strikes a piece that never moves and cannot (a
    // Bomb or the Flag) takes the Flag or is lost: a chance.
    let flag = |sq: usize| match b.cells[sq] {
        Cell::Enemy(e) if b.enemies[e as usize].still() => {
            Some(b.enemies[e as usize].dist[Rank::Flag.index()])
        }
        _ => None,
    };
    legal
        .iter()
        .map(|m| {
            let (from, to) = (m.from.index(), m.to.index());
            match (board[from], board[to]) {
                (Sq::Mine(i), Sq::Still) if mine[usize::from(i)].rank != Rank::Miner => {
                    flag(to).map(|p| Root::Strike(from as u8, p))
                }
                (_, Sq::Still) => None,
                (Sq::Mine(_), _) => Some(Root::Move(from as u8, to as u8)),
                (Sq::Held(_), Sq::Empty) => Some(Root::Pass),
                _ => None,
            }
        })
        .collect()
}

/// The search's values turned into what each move counts in the robot's choice: see
/// [`verdicts`].
fn weigh(root: &[Option<Root>], found: Vec<Option<i32>>) -> Vec<Option<f32>> {
    // A strike on a piece that may be the Flag: the search went on as if it were a Bomb.
    let chance = |i: usize| match root[i] {
        Some(Root::Strike(_, p)) => p,
        _ => 0.0,
    };
    // Every move loses: the later the loss the better, the opponent must find the way.
    if found.iter().flatten().all(|v| *v < -WIN / 2) {
        let latest = found.iter().flatten().copied().max().unwrap_or(0);
        return found
            .into_iter()
            .enumerate()
            .map(|(i, v)| v.map(|v| take(chance(i), (v - latest) as f32 * LATER)))
            .collect();
    }
    found
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            // Nothing decided when the strike is lost: the usual worth of the strike.
            v.filter(|v| *v != 0).map(|v| {
                if v.abs() < WIN / 2 {
                    return take(chance(i), v.signum() as f32 * DRAWN);
                }
                let plies = (WIN - v.abs()) as f32;
                take(chance(i), v.signum() as f32 * (DECIDED - plies))
            })
        })
        .collect()
}

/// What a move worth `otherwise` counts when it takes the Flag at once with chance `p`.
fn take(p: f32, otherwise: f32) -> f32 {
    p * (DECIDED - 1.0) + (1.0 - p) * otherwise
}

/// A move of the robot's at the root of the search.
#[derive(Debug, Clone, Copy)]
enum Root {
    /// A piece searched moves from one square to another (by index).
    Move(u8, u8),
    /// A piece held moves ([`MOST_MINE`]): the position searched stays as it is.
    Pass,
    /// A piece searched (on the square of this index) strikes a piece that never moves:
    /// the Flag with this chance, else a Bomb, and it is lost.
    Strike(u8, f32),
}

/// The square of index `i`.
fn square(i: u8) -> Square {
    Square::from_index(usize::from(i)).expect("a square of the board")
}

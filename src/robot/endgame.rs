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
use super::{GOLDEN, scramble};

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

/// Entries of the table of positions searched (a power of two).
const TABLE: usize = 1 << 16;

/// A square in the search.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Sq {
    Off,
    Empty,
    /// The robot's Bomb.
    Bomb,
    /// The robot's Flag.
    Flag,
    /// An enemy piece that never moves (a Bomb or its Flag).
    Still,
    /// One of the robot's pieces that move, by its index in [`Pos::mine`].
    Mine(u8),
    /// One of the enemy's pieces that move, by its index in [`Pos::theirs`].
    Theirs(u8),
    /// One of the robot's pieces that move, left standing where it is: beyond the
    /// [`MOST_MINE`] nearest to the enemy's. The enemy may strike it.
    Held(Rank),
}

/// A piece that moves: its rank, its square (by index), whether it still stands, whether it
/// moves along a line (a Scout).
#[derive(Debug, Clone, Copy)]
struct Piece {
    rank: Rank,
    sq: u8,
    alive: bool,
    line: bool,
}

/// The most moves one side has at a node: four pieces, each to at most 18 squares (a Scout
/// on an open board).
const MOST_MOVES: usize = 4 * 18;

/// The moves of one side at a node, as (from, to) by square index, kept on the stack.
struct Moves {
    list: [(u8, u8); MOST_MOVES],
    len: usize,
}

impl Default for Moves {
    fn default() -> Moves {
        Moves {
            list: [(0, 0); MOST_MOVES],
            len: 0,
        }
    }
}

impl Moves {
    fn push(&mut self, m: (u8, u8)) {
        self.list[self.len] = m;
        self.len += 1;
    }

    fn as_slice(&self) -> &[(u8, u8)] {
        &self.list[..self.len]
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// A position searched before: its key, how deep, its value and whether that is exact or a
/// bound.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u8,
    value: i32,
    bound: Bound,
}

#[derive(Debug, Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    /// At least the value.
    Lower,
    /// At most the value.
    Upper,
}

/// What a move changed, to take it back.
struct Undo {
    hash: u64,
    from: u8,
    to: u8,
    was_from: Sq,
    was_to: Sq,
    mover: Piece,
    struck: Option<(bool, u8, Piece)>,
}

/// The board of the search.
struct Pos<'a> {
    b: &'a Belief,
    board: [Sq; SQUARES],
    mine: Vec<Piece>,
    theirs: Vec<Piece>,
    /// The square beyond each square in each of the four directions, if on the board.
    next: [[Option<u8>; 4]; SQUARES],
    nodes: u32,
    /// The position's key: each piece on its square (and the robot's Bombs left).
    hash: u64,
    /// Positions searched, by key.
    table: Vec<Entry>,
    /// Whether the enemy may pass: it has pieces that move left out of the search
    /// ([`ALOOF`]), and may move one of them instead, which changes nothing here.
    pass: bool,
    /// Whether the robot may pass: it has pieces that move held where they stand
    /// ([`MOST_MINE`]), and may move one of them instead.
    held: bool,
    /// Whether the enemy can tell the robot's Flag: it is the only one of its still pieces
    /// (its Bombs and its Flag) the enemy has not seen.
    flag_known: bool,
}

/// The key of what stands on a square ([`Pos::hash`] is the sum of these by xor).
fn key(what: Sq, sq: u8) -> u64 {
    let tag: u64 = match what {
        Sq::Mine(i) => 1 + u64::from(i),
        Sq::Theirs(i) => 16 + u64::from(i),
        Sq::Bomb => 32,
        Sq::Held(r) => 48 + r.index() as u64,
        _ => return 0,
    };
    scramble((tag << 8 | u64::from(sq)).wrapping_mul(GOLDEN))
}

/// The key's part for the robot to move.
const MINE_TO_MOVE: u64 = 0x5851_F42D_4C95_7F2D;

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
    let mut next = [[None; 4]; SQUARES];
    for sq in b.variant.squares() {
        for (d, (df, dr)) in [(0, 1), (0, -1), (1, 0), (-1, 0)].into_iter().enumerate() {
            next[sq.index()][d] = sq
                .offset(df, dr)
                .filter(|n| board[n.index()] != Sq::Off)
                .map(|n| n.index() as u8);
        }
    }
    let mut pos = Pos {
        b,
        board,
        mine,
        theirs,
        next,
        nodes: 0,
        hash: (0..SQUARES).fold(0, |h, i| h ^ key(board[i], i as u8)),
        table: vec![Entry::default(); TABLE],
        pass: !unseen.is_empty(),
        held,
        flag_known: b
            .variant
            .squares()
            .filter(|sq| matches!(b.at(*sq), Cell::Mine(r) if !b.moves(r)) && !b.shown[sq.index()])
            .count()
            <= 1,
    };
    // A move of a piece held is a pass, unless it strikes: it changes nothing searched.
    // A piece searched, not a Miner, that strikes a piece that never moves and cannot (a
    // Bomb or the Flag) takes the Flag or is lost: a chance.
    let flag = |sq: usize| match b.cells[sq] {
        Cell::Enemy(e) if b.enemies[e as usize].still() => {
            Some(b.enemies[e as usize].dist[Rank::Flag.index()])
        }
        _ => None,
    };
    let root: Vec<Option<Root>> = legal
        .iter()
        .map(|m| {
            let (from, to) = (m.from.index(), m.to.index());
            match (pos.board[from], pos.board[to]) {
                (Sq::Mine(i), Sq::Still) if pos.mine[usize::from(i)].rank != Rank::Miner => {
                    flag(to).map(|p| Root::Strike(from as u8, p))
                }
                (_, Sq::Still) => None,
                (Sq::Mine(_), _) => Some(Root::Move(from as u8, to as u8)),
                (Sq::Held(_), Sq::Empty) => Some(Root::Pass),
                _ => None,
            }
        })
        .collect();
    let mut found: Vec<Option<i32>> = vec![None; legal.len()];
    let mut depth = 2;
    while depth <= DEEPEST {
        let mut values = vec![None; legal.len()];
        let mut pass = None;
        for (i, mv) in root.iter().enumerate() {
            let v = match *mv {
                None => continue,
                Some(Root::Move(from, to)) => {
                    let undo = pos.play(from, to);
                    let v = -pos.search(false, depth - 1, 1, -WIN - 1, WIN + 1);
                    pos.take_back(undo);
                    v
                }
                Some(Root::Pass) => {
                    *pass.get_or_insert_with(|| -pos.search(false, depth - 1, 1, -WIN - 1, WIN + 1))
                }
                Some(Root::Strike(from, _)) => {
                    let undo = pos.lose(from);
                    let v = -pos.search(false, depth - 1, 1, -WIN - 1, WIN + 1);
                    pos.take_back(undo);
                    v
                }
            };
            if pos.nodes > NODES {
                break;
            }
            values[i] = Some(v);
        }
        if pos.nodes > NODES {
            break;
        }
        found = values;
        depth += 2;
    }
    // A strike on a piece that may be the Flag: the search went on as if it were a Bomb.
    let chance = |i: usize| match root[i] {
        Some(Root::Strike(_, p)) => p,
        _ => 0.0,
    };
    // Every move loses: the later the loss the better, the opponent must find the way.
    if found.iter().flatten().all(|v| *v < -WIN / 2) {
        let latest = found.iter().flatten().copied().max().unwrap_or(0);
        return Some(
            found
                .into_iter()
                .enumerate()
                .map(|(i, v)| v.map(|v| take(chance(i), (v - latest) as f32 * LATER)))
                .collect(),
        );
    }
    Some(
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
            .collect(),
    )
}

/// What a move worth `otherwise` counts when it takes the Flag at once with chance `p`.
fn take(p: f32, otherwise: f32) -> f32 {
    p * (DECIDED - 1.0) + (1.0 - p) * otherwise
}

/// A win or loss counted from the root made one counted from a position `ply` plies in
/// (`ply` negative: the other way); a draw stays as it is.
fn from_here(v: i32, ply: i32) -> i32 {
    if v > WIN / 2 {
        v + ply
    } else if v < -WIN / 2 {
        v - ply
    } else {
        v
    }
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

/// Whose piece stands on a square a move starts from (the robot's?) and its index.
fn owner(from: Sq) -> (bool, u8) {
    match from {
        Sq::Mine(i) => (true, i),
        Sq::Theirs(i) => (false, i),
        _ => unreachable!("a move starts on a piece that moves"),
    }
}

impl Pos<'_> {
    /// Negamax: the value for the side to move (`mine`: the robot), `depth` plies left,
    /// `ply` plies from the robot's move at the root.
    fn search(&mut self, mine: bool, depth: u8, ply: u8, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > NODES {
            return 0;
        }
        let moves = self.moves(mine);
        let pass = self.passes(mine);
        if moves.is_empty() && !pass {
            // A side that cannot move loses; when neither can, the game is drawn (a side
            // always can when it may pass): the worse for the robot, unless it is behind.
            return if self.moves(!mine).is_empty() && !self.passes(!mine) {
                let draw = if self.b.behind { DRAW } else { -DRAW };
                if mine { draw } else { -draw }
            } else {
                -(WIN - i32::from(ply))
            };
        }
        // The enemy takes the Flag at once.
        if !mine
            && moves
                .as_slice()
                .iter()
                .any(|&(from, to)| self.board[to as usize] == Sq::Flag && self.finds(from))
        {
            return WIN - i32::from(ply) - 1;
        }
        if depth == 0 {
            return 0;
        }
        let key = self.hash ^ if mine { MINE_TO_MOVE } else { 0 };
        let slot = (key as usize) & (TABLE - 1);
        let e = self.table[slot];
        if e.key == key && e.depth >= depth {
            // Wins and losses are kept as counted from this position.
            let v = from_here(e.value, -i32::from(ply));
            match e.bound {
                Bound::Exact => return v,
                Bound::Lower if v >= beta => return v,
                Bound::Upper if v <= alpha => return v,
                _ => {}
            }
        }
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        for &(from, to) in moves.as_slice() {
            let undo = self.play(from, to);
            let v = -self.search(!mine, depth - 1, ply + 1, -beta, -alpha);
            self.take_back(undo);
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        // A piece left out of the search moves: nothing here changes.
        if pass && alpha < beta {
            let v = -self.search(!mine, depth - 1, ply + 1, -beta, -alpha);
            best = best.max(v);
        }
        if self.nodes <= NODES {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table[slot] = Entry {
                key,
                depth,
                value: from_here(best, i32::from(ply)),
                bound,
            };
        }
        best
    }

    /// Whether a side may pass: the enemy when it has pieces left out of the search
    /// ([`ALOOF`]), the robot when it holds some ([`MOST_MINE`]).
    fn passes(&self, mine: bool) -> bool {
        if mine { self.held } else { self.pass }
    }

    /// The moves of one side, strikes first: each as (from, to) by square index.
    fn moves(&self, mine: bool) -> Moves {
        let pieces = if mine { &self.mine } else { &self.theirs };
        let mut strikes = Moves::default();
        let mut steps = Moves::default();
        for p in pieces.iter().filter(|p| p.alive) {
            for d in 0..4 {
                let mut at = p.sq;
                let mut first = true;
                while let Some(n) = self.next[at as usize][d] {
                    match (self.board[n as usize], mine) {
                        (Sq::Empty, _) => steps.push((p.sq, n)),
                        (Sq::Theirs(_), true)
                        | (Sq::Mine(_) | Sq::Held(_) | Sq::Bomb | Sq::Flag, false)
                            if first || self.b.scout_strike =>
                        {
                            strikes.push((p.sq, n));
                            break;
                        }
                        _ => break,
                    }
                    if !p.line {
                        break;
                    }
                    at = n;
                    first = false;
                }
            }
        }
        for &m in steps.as_slice() {
            strikes.push(m);
        }
        strikes
    }

    /// Plays `from`-`to`, a step or a strike, and returns how to take it back.
    fn play(&mut self, from: u8, to: u8) -> Undo {
        let (was_from, was_to) = (self.board[from as usize], self.board[to as usize]);
        let (mine, i) = owner(was_from);
        let mover = self.piece(mine, i);
        let hash = self.hash;
        self.hash ^= key(was_from, from);
        let struck = match was_to {
            Sq::Mine(j) => Some((true, j, self.mine[j as usize])),
            Sq::Theirs(j) => Some((false, j, self.theirs[j as usize])),
            _ => None,
        };
        let defender = match was_to {
            Sq::Empty => None,
            Sq::Bomb => Some(Rank::Bomb),
            Sq::Held(r) => Some(r),
            // A piece that cannot tell the Flag from a Bomb strikes a Bomb, for all it
            // knows (the strike that finds it ends the search first).
            Sq::Flag => Some(Rank::Bomb),
            _ => struck.map(|(_, _, p)| p.rank),
        };
        let result = defender.map(|d| self.b.variant.battle(mover.rank, d, self.b.spy_target()));
        self.board[from as usize] = Sq::Empty;
        let (mover_lives, defender_lives) = match result {
            None | Some(BattleResult::AttackerWon) => (true, false),
            Some(BattleResult::DefenderWon) => (false, true),
            Some(BattleResult::BothLost) => (false, false),
        };
        if !defender_lives {
            self.hash ^= key(was_to, to);
        }
        if mover_lives {
            self.board[to as usize] = was_from;
            self.hash ^= key(was_from, to);
            self.piece_mut(mine, i).sq = to;
        } else {
            self.piece_mut(mine, i).alive = false;
            if !defender_lives {
                self.board[to as usize] = Sq::Empty;
            }
        }
        if let Some((side, j, _)) = struck
            && !defender_lives
        {
            self.piece_mut(side, j).alive = false;
        }
        Undo {
            hash,
            from,
            to,
            was_from,
            was_to,
            mover,
            struck,
        }
    }

    /// Takes the piece on `from` off the board, as a strike on a Bomb does, and returns how
    /// to take that back.
    fn lose(&mut self, from: u8) -> Undo {
        let was = self.board[from as usize];
        let (mine, i) = owner(was);
        let undo = Undo {
            hash: self.hash,
            from,
            to: from,
            was_from: was,
            was_to: was,
            mover: self.piece(mine, i),
            struck: None,
        };
        self.hash ^= key(was, from);
        self.board[from as usize] = Sq::Empty;
        self.piece_mut(mine, i).alive = false;
        undo
    }

    /// Whether the enemy piece on `from` takes the Flag when it strikes it: a Miner takes
    /// whatever still piece it strikes, any piece when the Flag is the robot's only still
    /// piece the enemy has not seen.
    fn finds(&self, from: u8) -> bool {
        self.flag_known
            || matches!(self.board[from as usize],
                Sq::Theirs(i) if self.theirs[i as usize].rank == Rank::Miner)
    }

    /// Takes back a move [`Pos::play`] made.
    fn take_back(&mut self, u: Undo) {
        self.hash = u.hash;
        self.board[u.from as usize] = u.was_from;
        self.board[u.to as usize] = u.was_to;
        let (mine, i) = owner(u.was_from);
        *self.piece_mut(mine, i) = u.mover;
        if let Some((side, j, p)) = u.struck {
            *self.piece_mut(side, j) = p;
        }
    }

    fn piece(&self, mine: bool, i: u8) -> Piece {
        if mine {
            self.mine[i as usize]
        } else {
            self.theirs[i as usize]
        }
    }

    fn piece_mut(&mut self, mine: bool, i: u8) -> &mut Piece {
        if mine {
            &mut self.mine[i as usize]
        } else {
            &mut self.theirs[i as usize]
        }
    }
}

//! The end game's search itself (see the parent module for what it searches and what its
//! values count): a position of the few pieces searched, their moves, and a negamax over
//! them with alpha-beta and a table of the positions seen, to a depth or until its budget
//! of nodes runs out.

use stratego_rules::square::SQUARES;
use stratego_rules::{BattleResult, Rank};

use super::{DEEPEST, DRAW, Root, WIN};
use crate::robot::belief::Belief;
use crate::robot::{GOLDEN, scramble};

/// Entries of the table of positions searched (a power of two).
const TABLE: usize = 1 << 16;

/// A square in the search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Sq {
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
    /// [`MOST_MINE`](super::MOST_MINE) nearest to the enemy's. The enemy may strike it.
    Held(Rank),
}

/// A piece that moves: its rank, its square (by index), whether it still stands, whether it
/// moves along a line (a Scout).
#[derive(Debug, Clone, Copy)]
pub(super) struct Piece {
    pub(super) rank: Rank,
    pub(super) sq: u8,
    pub(super) alive: bool,
    pub(super) line: bool,
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
pub(super) struct Pos<'a> {
    b: &'a Belief,
    board: [Sq; SQUARES],
    mine: Vec<Piece>,
    theirs: Vec<Piece>,
    /// The square beyond each square in each of the four directions, if on the board.
    next: [[Option<u8>; 4]; SQUARES],
    nodes: u32,
    /// The most nodes this search may visit (`NODES`, shared out among the ranks an
    /// unseen piece is searched as: see `GUESSES`).
    budget: u32,
    /// The position's key: each piece on its square (and the robot's Bombs left).
    hash: u64,
    /// Positions searched, by key.
    table: Vec<Entry>,
    /// Whether the enemy may pass: it has pieces that move left out of the search
    /// ([`ALOOF`](super::ALOOF)), and may move one of them instead, which changes nothing here.
    pub(super) pass: bool,
    /// Whether the robot may pass: it has pieces that move held where they stand
    /// ([`MOST_MINE`](super::MOST_MINE)), and may move one of them instead.
    pub(super) held: bool,
    /// Whether the enemy can tell the robot's Flag: it is the only one of its still pieces
    /// (its Bombs and its Flag) the enemy has not seen.
    pub(super) flag_known: bool,
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

/// Whose piece stands on a square a move starts from (the robot's?) and its index.
fn owner(from: Sq) -> (bool, u8) {
    match from {
        Sq::Mine(i) => (true, i),
        Sq::Theirs(i) => (false, i),
        _ => unreachable!("a move starts on a piece that moves"),
    }
}

impl<'a> Pos<'a> {
    /// The position `board` with the robot's pieces that move `mine` and the enemy's
    /// `theirs`, to be searched within `budget` nodes; neither side passes and the Flag is
    /// not known until the caller says so.
    pub(super) fn new(
        b: &'a Belief,
        board: [Sq; SQUARES],
        mine: Vec<Piece>,
        theirs: Vec<Piece>,
        budget: u32,
    ) -> Pos<'a> {
        let mut next = [[None; 4]; SQUARES];
        for sq in b.variant.squares() {
            for (d, (df, dr)) in [(0, 1), (0, -1), (1, 0), (-1, 0)].into_iter().enumerate() {
                next[sq.index()][d] = sq
                    .offset(df, dr)
                    .filter(|n| board[n.index()] != Sq::Off)
                    .map(|n| n.index() as u8);
            }
        }
        Pos {
            b,
            board,
            mine,
            theirs,
            next,
            nodes: 0,
            budget,
            hash: (0..SQUARES).fold(0, |h, i| h ^ key(board[i], i as u8)),
            table: vec![Entry::default(); TABLE],
            pass: false,
            held: false,
            flag_known: false,
        }
    }

    /// The value of each of the robot's moves at the `root`, searched ever deeper (by two
    /// plies) until the search's budget runs out: the last depth searched in full.
    pub(super) fn solve(&mut self, root: &[Option<Root>]) -> Vec<Option<i32>> {
        let mut found: Vec<Option<i32>> = vec![None; root.len()];
        let mut depth = 2;
        while depth <= DEEPEST {
            let mut values = vec![None; root.len()];
            let mut pass = None;
            for (i, mv) in root.iter().enumerate() {
                let v = match *mv {
                    None => continue,
                    Some(Root::Move(from, to)) => {
                        let undo = self.play(from, to);
                        let v = -self.search(false, depth - 1, 1, -WIN - 1, WIN + 1);
                        self.take_back(undo);
                        v
                    }
                    Some(Root::Pass) => *pass.get_or_insert_with(|| {
                        -self.search(false, depth - 1, 1, -WIN - 1, WIN + 1)
                    }),
                    Some(Root::Strike(from, _)) => {
                        let undo = self.lose(from);
                        let v = -self.search(false, depth - 1, 1, -WIN - 1, WIN + 1);
                        self.take_back(undo);
                        v
                    }
                };
                if self.nodes > self.budget {
                    break;
                }
                values[i] = Some(v);
            }
            if self.nodes > self.budget {
                break;
            }
            found = values;
            depth += 2;
        }
        found
    }

    /// Negamax: the value for the side to move (`mine`: the robot), `depth` plies left,
    /// `ply` plies from the robot's move at the root.
    fn search(&mut self, mine: bool, depth: u8, ply: u8, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.budget {
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
        if self.nodes <= self.budget {
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
    /// ([`ALOOF`](super::ALOOF)), the robot when it holds some ([`MOST_MINE`](super::MOST_MINE)).
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

//! Perft's own search: the rules of [`Game::apply`] on a compact copy of the position that
//! only what the move tree needs lives in, taken back move by move.
//!
//! Why not [`Game`] itself: a `Game` carries what a real game must remember (who knows what
//! of each piece, the pieces lost, the last move, draw offers) and its move loop hands every
//! move to a closure. Counting 100 million leaves needs none of that, and needs the last ply
//! counted without generating its moves one by one (bulk counting: every piece's moves at
//! once from shifted bit sets), and the ply above it without playing each move.
//!
//! The search numbers the squares row by row on a board as wide as the variant's, so that the
//! 8x8 board fits a `u64` (the 10x10 one a `u128`): half the work per bit set operation.
//!
//! The rules are the game's own, unchanged: battles from the variant's battle function (one
//! table built per search), the two-squares series by [`Series`], the more-squares rule by
//! [`Chase`], a side without a movable piece has lost, and no moves once a Flag is taken.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use super::{Game, Phase, Series};
use crate::chase::{self, Chase};
use crate::square::{MAX_FILES, SQUARES};
use crate::{BattleResult, Color, Move, Movement, Piece, Rank, Square};

/// Number of piece kinds (the ranks and the Domino tiles), for the rule tables.
const RANKS: usize = Rank::COUNT;

/// A bit set of squares: `u64` for boards of up to 8x8, `u128` for up to 10x10.
trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    const ZERO: Self;
    fn bit(i: usize) -> Self;
    fn ones(self) -> u32;
    /// The lowest square of a non-empty set.
    fn first(self) -> usize;
    /// The set without its lowest square.
    fn rest(self) -> Self;
    fn has(self, i: usize) -> bool;
    /// The set on the largest board's numbering (10 squares a row), for the more-squares rule.
    fn wide(self, width: usize, ranks: usize) -> u128;
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn bit(i: usize) -> Self {
                1 << i
            }
            #[inline(always)]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn first(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn rest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn has(self, i: usize) -> bool {
                self >> i & 1 != 0
            }
            fn wide(self, width: usize, ranks: usize) -> u128 {
                if width == MAX_FILES as usize {
                    return self as u128;
                }
                let row = (1u128 << width) - 1;
                (0..ranks).fold(0, |out, r| {
                    out | ((self as u128 >> (r * width)) & row) << (r * MAX_FILES as usize)
                })
            }
        }
    };
}
bits!(u64);
bits!(u128);

/// The bit sets of the position, saved whole before a move (cheaper than undoing bit by bit).
#[derive(Clone, Copy)]
struct Sets<B> {
    /// Each side's pieces.
    pieces: [B; 2],
    /// Each side's pieces that move at all (the variant's [`Movement`] is not `Never`).
    movers: [B; 2],
    /// Each side's pieces that move along lines ([`Movement::Line`], the Scouts).
    lines: [B; 2],
}

/// What a move changes, to take it back.
struct Undo<B> {
    from: Option<Piece>,
    to: Option<Piece>,
    sets: Sets<B>,
    hash: u64,
    series: Option<Series>,
    chase: Option<chase::Snapshot>,
}

/// The position and the rules of one perft run, on a board `W` squares wide.
struct Search<B, const W: usize> {
    /// By the search's square number (`rank * W + file`).
    squares: [Option<Piece>; SQUARES],
    sets: Sets<B>,
    /// The Zobrist hash of the pieces (kept only while the more-squares rule is on).
    hash: u64,
    to_move: Color,
    ply: u32,
    series: [Option<Series>; 2],
    chase: Chase,
    // The rules, fixed for the run.
    ranks: usize,
    /// The game's square of each square number.
    square: [Square; SQUARES],
    /// The squares a piece may stand on: on the board and not a lake.
    open: B,
    /// The first and the last column, where a sideways shift wraps to the next row.
    first_column: B,
    last_column: B,
    movement: [Movement; RANKS],
    /// `battle[defender's colour][attacker][defender]`. The Spy's target in an army never
    /// changes during a search: a Marshal on the board stays there or is counted lost.
    battle: [[[BattleResult; RANKS]; RANKS]; 2],
    flag: Rank,
    twosquare: u8,
    scoutstrike: bool,
    /// The board has lines longer than 8 squares.
    long: bool,
}

/// The leaves of `game`'s move tree of depth `depth` (at least 1), as [`Game::perft`].
pub(super) fn perft(game: &Game, depth: u32) -> u64 {
    if game.phase != Phase::Playing {
        return 0;
    }
    let spec = game.variant.spec();
    // The no-strike draw can end games inside this tree only if the game is within `depth`
    // plies of it; this search does not count plies, so those trees are played out.
    if spec.quiet_plies > 0 && game.quiet + depth >= spec.quiet_plies {
        return perft_by_play(game, depth);
    }
    if spec.files <= 8 && spec.ranks <= 8 {
        run(Search::<u64, 8>::new(game), depth, game.options.chase)
    } else {
        run(Search::<u128, 10>::new(game), depth, game.options.chase)
    }
}

/// The plain way: every legal move played on a copy of the game.
fn perft_by_play(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.phase != Phase::Playing {
        return 0;
    }
    let mover = game.to_move;
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mover, mv).expect("a legal move plays");
            perft_by_play(&next, depth - 1)
        })
        .sum()
}

fn run<B: Bits, const W: usize>(mut search: Search<B, W>, depth: u32, chase: bool) -> u64 {
    let mut buffers = Vec::new();
    let buffers = &mut buffers;
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("bmi1")
    {
        return match chase {
            true => search.recurse::<true, true>(depth, buffers),
            false => search.recurse::<false, true>(depth, buffers),
        };
    }
    match chase {
        true => search.recurse::<true, false>(depth, buffers),
        false => search.recurse::<false, false>(depth, buffers),
    }
}

impl<B: Bits, const W: usize> Search<B, W> {
    fn new(game: &Game) -> Search<B, W> {
        let spec = game.variant.spec();
        let (files, ranks) = (spec.files as usize, spec.ranks as usize);
        let mut square = [Square::from_index(0).expect("a1"); SQUARES];
        let (mut open, mut first_column, mut last_column) = (B::ZERO, B::ZERO, B::ZERO);
        for rank in 0..ranks {
            first_column |= B::bit(rank * W);
            last_column |= B::bit(rank * W + W - 1);
            for file in 0..files {
                let sq = Square::new(file as u8, rank as u8).expect("on the largest board");
                square[rank * W + file] = sq;
                if !game.variant.is_lake(sq) {
                    open |= B::bit(rank * W + file);
                }
            }
        }
        let mut battle = [[[BattleResult::BothLost; RANKS]; RANKS]; 2];
        for defender_color in Color::ALL {
            let target = game.spy_target(defender_color);
            for &a in spec.pieces {
                for &d in spec.pieces {
                    // As `Game::apply`: only a Spy striking a General asks for the target.
                    let t = if a == Rank::Spy && d == Rank::General {
                        target
                    } else {
                        Rank::Marshal
                    };
                    battle[defender_color.index()][a.index()][d.index()] =
                        game.variant.battle(a, d, t);
                }
            }
        }
        let mut search = Search {
            squares: [None; SQUARES],
            sets: Sets {
                pieces: [B::ZERO; 2],
                movers: [B::ZERO; 2],
                lines: [B::ZERO; 2],
            },
            hash: game.board.hash,
            to_move: game.to_move,
            ply: game.ply,
            series: game.series,
            chase: game.chase.clone(),
            ranks,
            square,
            open,
            first_column,
            last_column,
            movement: spec.movement,
            battle,
            flag: spec.flag,
            twosquare: game.options.twosquare,
            scoutstrike: game.options.scoutstrike,
            long: files.max(ranks) > 8,
        };
        for (sq, unit) in game.board.iter() {
            let i = Self::number(sq);
            search.put(i, unit.piece);
        }
        search
    }

    /// The search's number of the game's square `sq`.
    #[inline(always)]
    fn number(sq: Square) -> usize {
        sq.rank() as usize * W + sq.file() as usize
    }

    /// The game's move between two square numbers.
    #[inline(always)]
    fn game_move(&self, from: usize, to: usize) -> Move {
        Move {
            from: self.square[from],
            to: self.square[to],
        }
    }

    /// Puts `piece` on the empty square `i` (the hash is the caller's).
    #[inline(always)]
    fn put(&mut self, i: usize, piece: Piece) {
        let bit = B::bit(i);
        let c = piece.color.index();
        self.sets.pieces[c] |= bit;
        match self.movement[piece.rank.index()] {
            Movement::Never => {}
            Movement::Step => self.sets.movers[c] |= bit,
            Movement::Line => {
                self.sets.movers[c] |= bit;
                self.sets.lines[c] |= bit;
            }
        }
        self.squares[i] = Some(piece);
    }

    /// Clears square `i`, which holds `piece` (the hash is the caller's).
    #[inline(always)]
    fn clear(&mut self, i: usize, piece: Piece) {
        let keep = !B::bit(i);
        let c = piece.color.index();
        self.sets.pieces[c] &= keep;
        self.sets.movers[c] &= keep;
        self.sets.lines[c] &= keep;
        self.squares[i] = None;
    }

    /// The leaves below this position at `depth`: [`Search::count`] compiled for the CPU's
    /// bit-count instructions when `HW` (the counting at the last ply is mostly bit counts,
    /// which the baseline x86-64 target does in a dozen instructions each), else for any CPU.
    #[inline(always)]
    fn recurse<const CHASE: bool, const HW: bool>(
        &mut self,
        depth: u32,
        buffers: &mut Vec<Vec<Move>>,
    ) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if HW {
            // SAFETY: `run` passes `HW` only after it detected these features on this CPU.
            return unsafe { self.count_hw::<CHASE>(depth, buffers) };
        }
        self.count_any::<CHASE>(depth, buffers)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    fn count_hw<const CHASE: bool>(&mut self, depth: u32, buffers: &mut Vec<Vec<Move>>) -> u64 {
        self.count::<CHASE, true>(depth, buffers)
    }

    fn count_any<const CHASE: bool>(&mut self, depth: u32, buffers: &mut Vec<Vec<Move>>) -> u64 {
        self.count::<CHASE, false>(depth, buffers)
    }

    /// The leaves below this position at `depth`.
    #[inline(always)]
    fn count<const CHASE: bool, const HW: bool>(
        &mut self,
        depth: u32,
        buffers: &mut Vec<Vec<Move>>,
    ) -> u64 {
        if depth == 1 {
            return self.count_moves::<CHASE>();
        }
        let mut moves = buffers.pop().unwrap_or_default();
        moves.clear();
        self.moves::<CHASE>(&mut moves);
        let mut count = 0;
        for &mv in &moves {
            // Above the last ply, a move that starts no chase needs only the bit sets after
            // it: the opponent's series and the rules are as they are now.
            if depth == 2 && (!CHASE || self.chase.starts_none(self.to_move, mv)) {
                if let Some(sets) = self.sets_after(mv) {
                    count += self.count_free(&sets, self.to_move.other());
                }
                continue;
            }
            let (undo, go_on) = self.make::<CHASE>(mv);
            if go_on {
                count += self.recurse::<CHASE, HW>(depth - 1, buffers);
            }
            self.unmake::<CHASE>(mv, undo);
        }
        buffers.push(moves);
        count
    }

    /// The squares one step from the pieces `from` can reach among `to`, direction by
    /// direction (each target counted once per direction it is reached from).
    #[inline(always)]
    fn step_count(&self, from: B, to: B) -> u32 {
        ((from << W) & to).ones()
            + ((from >> W) & to).ones()
            + (((from & !self.last_column) << 1) & to).ones()
            + (((from & !self.first_column) >> 1) & to).ones()
    }

    /// The moves of the line pieces `from` in the direction of `shift` (one square per call;
    /// `empty` and `enemy` leave out the squares a shift wraps onto): the empty squares they
    /// reach (an occluded fill, doubling the distance each step: 1 + 2 + 4 squares cross a
    /// board of 8, the last step of 8 more is for a `long` one) and the enemy pieces that
    /// stop them (only next to them when `near`).
    #[inline(always)]
    fn slide(from: B, empty: B, enemy: B, near: bool, long: bool, shift: impl Fn(B) -> B) -> u32 {
        let mut fill = from;
        let mut open = empty;
        fill |= open & shift(fill);
        open &= shift(open);
        fill |= open & shift(shift(fill));
        open &= shift(shift(open));
        fill |= open & shift(shift(shift(shift(fill))));
        if long {
            open &= shift(shift(shift(shift(open))));
            fill |= open & shift(shift(shift(shift(shift(shift(shift(shift(fill))))))));
        }
        let strikes = shift(if near { from } else { fill }) & enemy;
        (fill & !from).ones() + strikes.ones()
    }

    /// Bulk counting: the number of legal moves here, without listing them.
    #[inline(always)]
    fn count_moves<const CHASE: bool>(&self) -> u64 {
        if CHASE && self.chase.guard(self.to_move).is_some() {
            // A chase is running and this side chases: the rule looks at each move.
            let mut moves = Vec::new();
            self.moves::<CHASE>(&mut moves);
            return moves.len() as u64;
        }
        self.count_free(&self.sets, self.to_move)
    }

    /// [`Search::count_moves`] for `color` to move with the pieces `sets`, when no chase
    /// restricts `color`.
    #[inline(always)]
    fn count_free(&self, sets: &Sets<B>, color: Color) -> u64 {
        let c = color.index();
        let own = sets.pieces[c];
        let enemy = sets.pieces[1 - c];
        let reach = self.open & !own;
        let mut n = self.step_count(sets.movers[c] & !sets.lines[c], reach);
        // The Scouts, all at once: per direction, the empty squares they slide over and the
        // enemy pieces that stop them. No two Scouts share a square in one direction (the
        // nearer one blocks the other), so the counts add up exactly.
        let lines = sets.lines[c];
        if lines != B::ZERO {
            let empty = self.open & !own & !enemy;
            let near = !self.scoutstrike;
            let long = self.long;
            let (first, last) = (self.first_column, self.last_column);
            n += Self::slide(lines, empty, enemy, near, long, |b| b << W);
            n += Self::slide(lines, empty, enemy, near, long, |b| b >> W);
            n += Self::slide(lines, empty & !first, enemy & !first, near, long, |b| {
                b << 1
            });
            n += Self::slide(lines, empty & !last, enemy & !last, near, long, |b| b >> 1);
        }
        let mut n = n as u64;
        // The two-squares rule refuses only moves of the piece whose series is at its limit.
        if let Some(s) = self.series[c]
            && self.twosquare > 0
            && s.count >= self.twosquare
        {
            self.each_move_of(sets, color, Self::number(s.at), |mv, _| {
                if s.continued_by(mv).is_some() {
                    n -= 1;
                }
            });
        }
        n
    }

    /// Calls `f` with every move of the piece on `i` (of `color`) and whether it strikes,
    /// before the two-squares and the more-squares rules.
    #[inline(always)]
    fn each_move_of(&self, sets: &Sets<B>, color: Color, i: usize, mut f: impl FnMut(Move, bool)) {
        let c = color.index();
        let own = sets.pieces[c];
        let enemy = sets.pieces[1 - c];
        let mut emit = |to: usize, strike: bool| f(self.game_move(i, to), strike);
        if sets.lines[c].has(i) {
            let (file, rank) = ((i % W) as isize, (i / W) as isize);
            for (df, dr) in [(0isize, 1isize), (0, -1), (1, 0), (-1, 0)] {
                let (mut f_, mut r_) = (file + df, rank + dr);
                let mut near = true;
                while f_ >= 0 && r_ >= 0 && f_ < W as isize && r_ < self.ranks as isize {
                    let to = r_ as usize * W + f_ as usize;
                    if !self.open.has(to) || own.has(to) {
                        break;
                    }
                    if enemy.has(to) {
                        if self.scoutstrike || near {
                            emit(to, true);
                        }
                        break;
                    }
                    emit(to, false);
                    near = false;
                    f_ += df;
                    r_ += dr;
                }
            }
        } else if sets.movers[c].has(i) {
            let b = B::bit(i);
            let mut targets = ((b << W)
                | (b >> W)
                | ((b & !self.last_column) << 1)
                | ((b & !self.first_column) >> 1))
                & self.open
                & !own;
            while targets != B::ZERO {
                let t = targets.first();
                targets = targets.rest();
                emit(t, enemy.has(t));
            }
        }
    }

    /// Every legal move of the side to move, into `out`.
    fn moves<const CHASE: bool>(&self, out: &mut Vec<Move>) {
        let c = self.to_move.index();
        let guard = if CHASE {
            self.chase.guard(self.to_move)
        } else {
            None
        };
        let limit = self.twosquare;
        // The one piece the two-squares rule may stop, if its series is at the limit.
        let series = self.series[c].filter(|s| limit > 0 && s.count >= limit);
        let mut movers = self.sets.movers[c];
        while movers != B::ZERO {
            let i = movers.first();
            movers = movers.rest();
            let series = series.filter(|s| Self::number(s.at) == i);
            if guard.is_none() && series.is_none() {
                self.each_move_of(&self.sets, self.to_move, i, |mv, _| out.push(mv));
                continue;
            }
            let piece = self.squares[i].expect("a mover stands here");
            // The hash after a move of this piece, but for its new square.
            let lifted = self.hash
                ^ chase::piece_key(self.square[i].index(), piece)
                ^ chase::side_key(self.to_move.other());
            self.each_move_of(&self.sets, self.to_move, i, |mv, strike| {
                if series.is_some_and(|s| s.continued_by(mv).is_some()) {
                    return;
                }
                if !strike
                    && guard.as_ref().is_some_and(|g| {
                        g.chases(mv.to)
                            && g.refuses(mv, lifted ^ chase::piece_key(mv.to.index(), piece))
                    })
                {
                    return;
                }
                out.push(mv);
            });
        }
    }

    /// The bit sets after `mv`, if the game goes on (as [`Search::make`], without the rest).
    #[inline(always)]
    fn sets_after(&self, mv: Move) -> Option<Sets<B>> {
        let c = self.to_move.index();
        let (from, to) = (Self::number(mv.from), Self::number(mv.to));
        let (from_bit, to_bit) = (B::bit(from), B::bit(to));
        let mut sets = self.sets;
        let line = (sets.lines[c] & from_bit) != B::ZERO;
        sets.pieces[c] &= !from_bit;
        sets.movers[c] &= !from_bit;
        sets.lines[c] &= !from_bit;
        let lands = match self.squares[to] {
            None => true,
            Some(d) => {
                let attacker = self.squares[from].expect("a legal move starts on a piece");
                let result = self.battle[d.color.index()][attacker.rank.index()][d.rank.index()];
                if self.flag_falls(attacker, d, result) {
                    return None;
                }
                match result {
                    BattleResult::DefenderWon => false,
                    result => {
                        let e = 1 - c;
                        sets.pieces[e] &= !to_bit;
                        sets.movers[e] &= !to_bit;
                        sets.lines[e] &= !to_bit;
                        result == BattleResult::AttackerWon
                    }
                }
            }
        };
        if lands {
            sets.pieces[c] |= to_bit;
            sets.movers[c] |= to_bit;
            if line {
                sets.lines[c] |= to_bit;
            }
        }
        // A side whose own strike lost its last movable piece has lost (issue 14).
        (sets.movers[c] != B::ZERO).then_some(sets)
    }

    /// Whether a battle of `attacker` on `defender` with `result` removes a Flag (Domino's
    /// [6-6]), which ends the game: a struck Flag that does not hold, or a Flag that strikes
    /// and does not win (only Domino's [6-6] ever strikes).
    #[inline(always)]
    fn flag_falls(&self, attacker: Piece, defender: Piece, result: BattleResult) -> bool {
        (defender.rank == self.flag && result != BattleResult::DefenderWon)
            || (attacker.rank == self.flag && result != BattleResult::AttackerWon)
    }

    /// Plays `mv` as [`Game::apply`] does; returns what takes it back, and whether the game
    /// goes on (no Flag taken, and the mover still has a piece that moves).
    #[inline(always)]
    fn make<const CHASE: bool>(&mut self, mv: Move) -> (Undo<B>, bool) {
        let color = self.to_move;
        let (from, to) = (Self::number(mv.from), Self::number(mv.to));
        let (key_from, key_to) = (mv.from.index(), mv.to.index());
        let attacker = self.squares[from].expect("a legal move starts on a piece");
        let defender = self.squares[to];
        let undo = Undo {
            from: Some(attacker),
            to: defender,
            sets: self.sets,
            hash: self.hash,
            series: self.series[color.index()],
            chase: CHASE.then(|| self.chase.snapshot()),
        };
        let before = self.hash ^ chase::side_key(color);
        self.ply += 1;
        self.clear(from, attacker);
        if CHASE {
            self.hash ^= chase::piece_key(key_from, attacker);
        }
        let mut survives = true;
        let mut flag = false;
        match defender {
            None => {
                self.put(to, attacker);
                if CHASE {
                    self.hash ^= chase::piece_key(key_to, attacker);
                }
            }
            Some(d) => {
                let result = self.battle[d.color.index()][attacker.rank.index()][d.rank.index()];
                flag = self.flag_falls(attacker, d, result);
                match result {
                    BattleResult::AttackerWon => {
                        self.clear(to, d);
                        self.put(to, attacker);
                        if CHASE {
                            self.hash ^=
                                chase::piece_key(key_to, d) ^ chase::piece_key(key_to, attacker);
                        }
                    }
                    BattleResult::DefenderWon => survives = false,
                    BattleResult::BothLost => {
                        self.clear(to, d);
                        if CHASE {
                            self.hash ^= chase::piece_key(key_to, d);
                        }
                        survives = false;
                    }
                }
            }
        }
        let c = color.index();
        self.series[c] = survives.then(|| {
            self.series[c]
                .and_then(|s| s.continued_by(mv))
                .unwrap_or_else(|| Series::of(mv))
        });
        if CHASE {
            let after = self.hash ^ chase::side_key(color.other());
            let enemy = self.sets.pieces[color.other().index()].wide(W, self.ranks);
            self.chase
                .after(color, mv, self.ply, survives, enemy, before, after);
        }
        self.to_move = color.other();
        // A side whose own strike lost its last movable piece has lost (issue 14).
        let go_on = !flag && self.sets.movers[c] != B::ZERO;
        (undo, go_on)
    }

    #[inline(always)]
    fn unmake<const CHASE: bool>(&mut self, mv: Move, undo: Undo<B>) {
        self.to_move = self.to_move.other();
        self.ply -= 1;
        self.squares[Self::number(mv.from)] = undo.from;
        self.squares[Self::number(mv.to)] = undo.to;
        self.sets = undo.sets;
        self.hash = undo.hash;
        self.series[self.to_move.index()] = undo.series;
        if let Some(snapshot) = undo.chase {
            self.chase.restore(snapshot);
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;

    use crate::{Army, Color, Game, Options, Phase, Variant};

    /// The fast search and the game's own make/unmake perft count the same trees, at every
    /// ply of seeded random games of each variant: with and without the more-squares rule,
    /// at several two-squares limits, with and without long Scout strikes. The sparse armies
    /// run into chases and series at the limit often enough that both rules' refusals are
    /// met on the way.
    #[test]
    fn agrees_with_the_games_own_perft() {
        let mut rng = SmallRng::seed_from_u64(15);
        let (mut roots, mut chasing, mut at_limit) = (0, 0, 0);
        for variant in Variant::ALL {
            for (chase, twosquare, scoutstrike) in [
                (true, 3, true),
                (false, 3, true),
                (true, 1, true),
                (true, 0, true),
                (true, 3, false),
            ] {
                let options = Options {
                    chase,
                    twosquare,
                    scoutstrike,
                    ..Options::default()
                };
                for _ in 0..3 {
                    let mut game = Game::deal(variant, options, &mut rng);
                    for color in Color::ALL {
                        game.deploy(color, &Army::auto(variant), &mut rng)
                            .expect("auto army");
                    }
                    let mut last = [None; 2];
                    while game.phase() == Phase::Playing && game.ply() < 150 {
                        let depth = if game.ply().is_multiple_of(10) { 3 } else { 2 };
                        let want = game.clone().perft_in_place(depth, &mut Vec::new());
                        assert_eq!(
                            super::perft(&game, depth),
                            want,
                            "{} at ply {} depth {depth}",
                            game.position_text(),
                            game.ply()
                        );
                        roots += 1;
                        chasing += usize::from(game.chase_guard(game.to_move()).is_some());
                        at_limit += usize::from(
                            game.series[game.to_move().index()]
                                .is_some_and(|s| twosquare > 0 && s.count >= twosquare),
                        );
                        let moves = game.legal_moves();
                        // Half the time the piece that moved last moves again, which builds
                        // series and chases.
                        let color = game.to_move();
                        let again: Vec<_> = moves
                            .iter()
                            .filter(|m| Some(m.from) == last[color.index()])
                            .copied()
                            .collect();
                        let mv = match again.choose(&mut rng) {
                            Some(&mv) if [true, false].choose(&mut rng) == Some(&true) => mv,
                            _ => *moves.choose(&mut rng).expect("a playing side has a move"),
                        };
                        last[color.index()] = Some(mv.to);
                        game.play(game.to_move(), mv).expect("a legal move");
                    }
                }
            }
        }
        assert!(roots > 1000, "{roots} positions");
        assert!(
            chasing > 0,
            "no position with a running chase among {roots}"
        );
        assert!(at_limit > 0, "no series at its limit among {roots}");
    }
}

//! Perft's own search: the rules of [`Game::apply`] on a compact copy of the position that
//! only what the move tree needs lives in, taken back move by move.
//!
//! Why not [`Game`] itself: a `Game` carries what a real game must remember (who knows what
//! of each piece, the pieces lost, the last move, draw offers) and its move loop hands every
//! move to a closure. Counting 100 million leaves needs none of that, and needs the last ply
//! counted without generating its moves one by one (bulk counting: every step piece's moves
//! at once from shifted bit sets, a Scout's lines from ray tables).
//!
//! The rules are the game's own, unchanged: battles from the variant's battle function (one
//! table built per search), the two-squares series by [`Series`], the more-squares rule by
//! [`Chase`], a side without a movable piece has lost, and no moves once a Flag is taken.

use super::{Game, Phase, Series};
use crate::chase::{self, Chase};
use crate::square::{MAX_FILES, MAX_RANKS, SQUARES};
use crate::{BattleResult, Color, Move, Movement, Piece, Rank, Square};

/// Number of ranks, for the battle table.
const RANKS: usize = Rank::ALL.len();

const FILES: usize = MAX_FILES as usize;

/// Squares of the first and the last column (of the largest board), where a sideways shift
/// of a bit set would wrap to the next row.
const FILE_FIRST: u128 = column(0);
const FILE_LAST: u128 = column(FILES - 1);

const fn column(file: usize) -> u128 {
    let mut set = 0u128;
    let mut rank = 0;
    while rank < MAX_RANKS as usize {
        set |= 1 << (rank * FILES + file);
        rank += 1;
    }
    set
}

/// For each square, the squares along each direction to the edge of the largest board: up
/// and right (rising square index) first, then down and left.
static RAYS: [[u128; 4]; SQUARES] = rays();

const fn rays() -> [[u128; 4]; SQUARES] {
    let mut out = [[0u128; 4]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let (f, r) = ((i % FILES) as i32, (i / FILES) as i32);
        let dirs: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        let mut d = 0;
        while d < 4 {
            let (mut ff, mut rr) = (f + dirs[d].0, r + dirs[d].1);
            while ff >= 0 && rr >= 0 && ff < FILES as i32 && rr < MAX_RANKS as i32 {
                out[i][d] |= 1 << (rr as usize * FILES + ff as usize);
                ff += dirs[d].0;
                rr += dirs[d].1;
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// The bit sets of the position, saved whole before a move (cheaper than undoing bit by bit).
#[derive(Clone, Copy)]
struct Sets {
    /// Each side's pieces.
    pieces: [u128; 2],
    /// Each side's pieces that move at all (the variant's [`Movement`] is not `Never`).
    movers: [u128; 2],
    /// Each side's pieces that move along lines ([`Movement::Line`], the Scouts).
    lines: [u128; 2],
}

/// What a move changes, to take it back.
struct Undo {
    from: Option<Piece>,
    to: Option<Piece>,
    sets: Sets,
    hash: u64,
    series: Option<Series>,
    chase: Option<chase::Snapshot>,
}

/// The position and the rules of one perft run.
struct Search {
    squares: [Option<Piece>; SQUARES],
    sets: Sets,
    /// The Zobrist hash of the pieces (kept only while the more-squares rule is on).
    hash: u64,
    to_move: Color,
    ply: u32,
    series: [Option<Series>; 2],
    chase: Chase,
    // The rules, fixed for the run.
    /// The squares a piece may stand on: on the board and not a lake.
    open: u128,
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
    let mut search = Search::new(game);
    let mut buffers = Vec::new();
    let buffers = &mut buffers;
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("bmi1")
    {
        return match game.options.chase {
            true => search.recurse::<true, true>(depth, buffers),
            false => search.recurse::<false, true>(depth, buffers),
        };
    }
    match game.options.chase {
        true => search.recurse::<true, false>(depth, buffers),
        false => search.recurse::<false, false>(depth, buffers),
    }
}

impl Search {
    fn new(game: &Game) -> Search {
        let spec = game.variant.spec();
        let mut board = 0u128;
        for rank in 0..spec.ranks as usize {
            for file in 0..spec.files as usize {
                board |= 1 << (rank * FILES + file);
            }
        }
        let mut battle = [[[BattleResult::BothLost; RANKS]; RANKS]; 2];
        for defender_color in Color::ALL {
            let target = game.spy_target(defender_color);
            for a in Rank::ALL {
                for d in Rank::ALL {
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
                pieces: [0; 2],
                movers: [0; 2],
                lines: [0; 2],
            },
            hash: game.board.hash,
            to_move: game.to_move,
            ply: game.ply,
            series: game.series,
            chase: game.chase.clone(),
            open: board & !spec.lake_mask,
            movement: spec.movement,
            battle,
            flag: spec.flag,
            twosquare: game.options.twosquare,
            scoutstrike: game.options.scoutstrike,
            long: spec.files.max(spec.ranks) > 8,
        };
        for (sq, unit) in game.board.iter() {
            search.put(sq.index(), unit.piece);
        }
        search
    }

    /// Puts `piece` on the empty square `i` (the hash is the caller's).
    #[inline(always)]
    fn put(&mut self, i: usize, piece: Piece) {
        let bit = 1u128 << i;
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
        let keep = !(1u128 << i);
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
            // SAFETY: `perft` passes `HW` only after it detected these features on this CPU.
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
    fn step_count(from: u128, to: u128) -> u32 {
        let files = FILES as u32;
        ((from << files) & to).count_ones()
            + ((from >> files) & to).count_ones()
            + (((from & !FILE_LAST) << 1) & to).count_ones()
            + (((from & !FILE_FIRST) >> 1) & to).count_ones()
    }

    /// A line piece on `i`: the empty squares it reaches in each direction, and the square
    /// that stops it there (`None` at the edge of the largest board).
    #[inline(always)]
    fn ray(i: usize, d: usize, blockers: u128) -> (u128, Option<usize>) {
        let ray = RAYS[i][d];
        let hit = ray & blockers;
        if hit == 0 {
            return (ray, None);
        }
        if d < 2 {
            let first = hit.trailing_zeros() as usize;
            (ray & ((1u128 << first) - 1), Some(first))
        } else {
            let first = 127 - hit.leading_zeros() as usize;
            (ray & (u128::MAX << (first + 1)), Some(first))
        }
    }

    /// The moves of the line pieces `from` in the direction of `shift` (one square per call;
    /// `empty` and `enemy` leave out the squares a shift wraps onto): the empty squares they
    /// reach (an occluded fill, doubling the distance each step: 1 + 2 + 4 squares cross a
    /// board of 8, the last step of 8 more is for a `long` one) and the enemy pieces that
    /// stop them (only next to them when `near`).
    #[inline(always)]
    fn slide(
        from: u128,
        empty: u128,
        enemy: u128,
        near: bool,
        long: bool,
        shift: impl Fn(u128) -> u128,
    ) -> u32 {
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
        (fill & !from).count_ones() + strikes.count_ones()
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
    fn count_free(&self, sets: &Sets, color: Color) -> u64 {
        let c = color.index();
        let own = sets.pieces[c];
        let enemy = sets.pieces[1 - c];
        let reach = self.open & !own;
        let mut n = Self::step_count(sets.movers[c] & !sets.lines[c], reach);
        // The Scouts, all at once: per direction, the empty squares they slide over and the
        // enemy pieces that stop them. No two Scouts share a square in one direction (the
        // nearer one blocks the other), so the counts add up exactly.
        let lines = sets.lines[c];
        if lines != 0 {
            let empty = self.open & !own & !enemy;
            let files = FILES as u32;
            let near = !self.scoutstrike;
            n += Self::slide(lines, empty, enemy, near, self.long, |b| b << files);
            n += Self::slide(lines, empty, enemy, near, self.long, |b| b >> files);
            n += Self::slide(
                lines,
                empty & !FILE_FIRST,
                enemy & !FILE_FIRST,
                near,
                self.long,
                |b| b << 1,
            );
            n += Self::slide(
                lines,
                empty & !FILE_LAST,
                enemy & !FILE_LAST,
                near,
                self.long,
                |b| b >> 1,
            );
        }
        let mut n = n as u64;
        // The two-squares rule refuses only moves of the piece whose series is at its limit.
        if let Some(s) = self.series[c]
            && self.twosquare > 0
            && s.count >= self.twosquare
        {
            self.each_move_of(sets, color, s.at.index(), |mv, _| {
                if s.continued_by(mv).is_some() {
                    n -= 1;
                }
            });
        }
        n
    }

    /// Calls `f` with every move of the piece on `i` (of the side to move) and whether it
    /// strikes, before the two-squares and the more-squares rules.
    #[inline(always)]
    fn each_move_of(&self, sets: &Sets, color: Color, i: usize, mut f: impl FnMut(Move, bool)) {
        let c = color.index();
        let own = sets.pieces[c];
        let enemy = sets.pieces[1 - c];
        let from = Square::from_index(i).expect("index below SQUARES");
        let mut emit = |to: usize, strike: bool| {
            let to = Square::from_index(to).expect("index below SQUARES");
            f(Move { from, to }, strike);
        };
        if sets.lines[c] >> i & 1 != 0 {
            let blockers = !self.open | own | enemy;
            for d in 0..4 {
                let (mut empty, stop) = Self::ray(i, d, blockers);
                let near = empty == 0;
                while empty != 0 {
                    emit(empty.trailing_zeros() as usize, false);
                    empty &= empty - 1;
                }
                if let Some(s) = stop
                    && enemy >> s & 1 != 0
                    && (self.scoutstrike || near)
                {
                    emit(s, true);
                }
            }
        } else if sets.movers[c] >> i & 1 != 0 {
            let mut targets = chase::neighbours(from) & self.open & !own;
            while targets != 0 {
                let t = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                emit(t, enemy >> t & 1 != 0);
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
        while movers != 0 {
            let i = movers.trailing_zeros() as usize;
            movers &= movers - 1;
            let series = series.filter(|s| s.at.index() == i);
            if guard.is_none() && series.is_none() {
                self.each_move_of(&self.sets, self.to_move, i, |mv, _| out.push(mv));
                continue;
            }
            let piece = self.squares[i].expect("a mover stands here");
            // The hash after a move of this piece, but for its new square.
            let lifted =
                self.hash ^ chase::piece_key(i, piece) ^ chase::side_key(self.to_move.other());
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
    fn sets_after(&self, mv: Move) -> Option<Sets> {
        let c = self.to_move.index();
        let (from, to) = (mv.from.index(), mv.to.index());
        let (from_bit, to_bit) = (1u128 << from, 1u128 << to);
        let mut sets = self.sets;
        let line = sets.lines[c] & from_bit != 0;
        sets.pieces[c] &= !from_bit;
        sets.movers[c] &= !from_bit;
        sets.lines[c] &= !from_bit;
        let lands = match self.squares[to] {
            None => true,
            Some(d) => {
                if d.rank == self.flag {
                    return None;
                }
                let attacker = self.squares[from].expect("a legal move starts on a piece");
                match self.battle[d.color.index()][attacker.rank.index()][d.rank.index()] {
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
        (sets.movers[c] != 0).then_some(sets)
    }

    /// Plays `mv` as [`Game::apply`] does; returns what takes it back, and whether the game
    /// goes on (no Flag taken, and the mover still has a piece that moves).
    #[inline(always)]
    fn make<const CHASE: bool>(&mut self, mv: Move) -> (Undo, bool) {
        let color = self.to_move;
        let (from, to) = (mv.from.index(), mv.to.index());
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
            self.hash ^= chase::piece_key(from, attacker);
        }
        let mut survives = true;
        let mut flag = false;
        match defender {
            None => {
                self.put(to, attacker);
                if CHASE {
                    self.hash ^= chase::piece_key(to, attacker);
                }
            }
            Some(d) => {
                flag = d.rank == self.flag;
                let result = self.battle[d.color.index()][attacker.rank.index()][d.rank.index()];
                match result {
                    BattleResult::AttackerWon => {
                        self.clear(to, d);
                        self.put(to, attacker);
                        if CHASE {
                            self.hash ^= chase::piece_key(to, d) ^ chase::piece_key(to, attacker);
                        }
                    }
                    BattleResult::DefenderWon => survives = false,
                    BattleResult::BothLost => {
                        self.clear(to, d);
                        if CHASE {
                            self.hash ^= chase::piece_key(to, d);
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
            let enemy = self.sets.pieces[color.other().index()];
            self.chase
                .after(color, mv, self.ply, survives, enemy, before, after);
        }
        self.to_move = color.other();
        // A side whose own strike lost its last movable piece has lost (issue 14).
        let go_on = !flag && self.sets.movers[c] != 0;
        (undo, go_on)
    }

    #[inline(always)]
    fn unmake<const CHASE: bool>(&mut self, mv: Move, undo: Undo) {
        self.to_move = self.to_move.other();
        self.ply -= 1;
        self.squares[mv.from.index()] = undo.from;
        self.squares[mv.to.index()] = undo.to;
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
                    let mut game = Game::new(variant, options);
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

//! The make/unmake perft of [`Game`] itself, kept as the tests' reference for the faster
//! search of `game/perft.rs`, which counts the same tree.

use super::*;

/// What [`Game::apply`] may change, so that [`Game::perft`] can take a move back: the two
/// squares of the move and every other field but the board.
#[cfg(test)]
struct Undo {
    squares: [(Square, Option<Unit>); 2],
    hash: u64,
    phase: Phase,
    to_move: Color,
    ply: u32,
    last_move: Option<MoveRecord>,
    series: [Option<Series>; 2],
    lost: [[u8; Rank::COUNT]; 2],
    draw_offer: Option<Color>,
    chase: chase::Snapshot,
    quiet: u32,
}

#[cfg(test)]
impl Undo {
    fn before(game: &Game, mv: Move) -> Undo {
        // No `..`: a new field in `Game` must be considered here.
        let Game {
            variant: _,
            options: _,
            board,
            phase,
            to_move,
            ply,
            last_move,
            series,
            lost,
            draw_offer,
            chase,
            deals: _,
            quiet,
        } = game;
        Undo {
            squares: [mv.from, mv.to].map(|sq| (sq, board.get(sq).copied())),
            hash: board.hash,
            phase: *phase,
            to_move: *to_move,
            ply: *ply,
            last_move: *last_move,
            series: *series,
            lost: *lost,
            draw_offer: *draw_offer,
            chase: chase.snapshot(),
            quiet: *quiet,
        }
    }

    fn restore(self, game: &mut Game) {
        for (sq, unit) in self.squares {
            game.board.place(sq, unit);
        }
        game.board.hash = self.hash;
        game.phase = self.phase;
        game.to_move = self.to_move;
        game.ply = self.ply;
        game.last_move = self.last_move;
        game.series = self.series;
        game.lost = self.lost;
        game.draw_offer = self.draw_offer;
        game.chase.restore(self.chase);
        game.quiet = self.quiet;
    }
}

impl Game {
    /// [`Game::perft`] on a game that it changes and restores move by move, instead of copying
    /// the board per node. `buffers` keeps the move lists of finished nodes for reuse. Now
    /// the tests' reference for `game/perft.rs`, which counts the same tree faster.
    #[cfg(test)]
    pub(super) fn perft_in_place(
        &mut self,
        depth: u32,
        buffers: &mut Vec<Vec<(Move, Series)>>,
    ) -> u64 {
        let mut count = 0u64;
        if depth == 1 {
            self.scan_moves(|_, _| {
                count += 1;
                false
            });
            return count;
        }
        let mut moves = buffers.pop().unwrap_or_default();
        moves.clear();
        self.scan_moves(|mv, series| {
            moves.push((mv, series));
            false
        });
        for &(mv, series) in &moves {
            let undo = Undo::before(self, mv);
            let mover = self.to_move;
            self.apply(mover, mv, series, false);
            // A side whose own strike lost its last movable piece has lost (issue 14).
            if self.phase == Phase::Playing && self.has_movable(mover) {
                count += self.perft_in_place(depth - 1, buffers);
            }
            undo.restore(self);
        }
        buffers.push(moves);
        count
    }
}

//! A game at an earlier ply: the position when play began, rebuilt from the game and its
//! plies taken back one by one, then the plies played again through the rules, so that
//! what each piece has shown (moved, revealed, known as a Scout) is what it had shown at
//! that ply.
//!
//! Taking a ply back needs no hidden knowledge beyond the game itself: a move without a
//! battle puts the piece back where it came from; a battle names both pieces
//! ([`Battle`]), so both go back to their squares, whoever fell.

use super::*;
use crate::square::SQUARES;

/// Why a game cannot be replayed from its plies.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The game is still being set up: no ply was played.
    #[error("the game has not started")]
    NotStarted,
    /// Ply `asked` was asked for, but only `played` were played.
    #[error("ply {asked} was not played: the game has {played} plies")]
    NoSuchPly {
        /// The ply asked for.
        asked: u32,
        /// The plies played.
        played: u32,
    },
    /// The plies do not fit the board (a ply taken back finds no piece, or played again is
    /// refused or ends differently): the stored game and its plies disagree.
    #[error("ply {ply} does not fit the game: {why}")]
    Mismatch {
        /// The ply.
        ply: u32,
        /// What did not fit.
        why: String,
    },
}

impl Game {
    /// The game as it stood when play began (ply 0, before the first move), rebuilt from
    /// this game and `plies`, every ply it played, in order.
    ///
    /// # Errors
    /// [`ReplayError::NotStarted`] during setup; [`ReplayError::Mismatch`] when the plies
    /// do not fit the board.
    pub fn start_of(&self, plies: &[MoveRecord]) -> Result<Game, ReplayError> {
        if matches!(self.phase, Phase::Setup { .. }) {
            return Err(ReplayError::NotStarted);
        }
        if plies.len() != self.ply as usize {
            return Err(ReplayError::Mismatch {
                ply: self.ply,
                why: format!("{} plies recorded", plies.len()),
            });
        }
        let mut board: [Option<Piece>; SQUARES] = [None; SQUARES];
        for (sq, u) in self.board.iter() {
            board[sq.index()] = Some(u.piece);
        }
        for r in plies.iter().rev() {
            let mismatch = |why: &str| ReplayError::Mismatch {
                ply: r.ply,
                why: why.to_string(),
            };
            match r.battle {
                None => {
                    let piece = board[r.to.index()]
                        .take()
                        .filter(|p| p.color == r.player)
                        .ok_or_else(|| mismatch("no piece of the mover where it went"))?;
                    if board[r.from.index()].is_some() {
                        return Err(mismatch("the square it came from is taken"));
                    }
                    board[r.from.index()] = Some(piece);
                }
                Some(b) => {
                    board[r.from.index()] = Some(Piece {
                        color: r.player,
                        rank: b.attacker,
                    });
                    board[r.to.index()] = Some(Piece {
                        color: r.player.other(),
                        rank: b.defender,
                    });
                }
            }
        }
        let mut start = Game::with_deals(self.variant, self.options, self.deals);
        for sq in self.variant.squares() {
            start.board.set(sq, board[sq.index()].map(Unit::new));
        }
        start.phase = Phase::Playing;
        start.to_move = plies.first().map_or(Color::Red, |r| r.player);
        start.check_stalemate();
        Ok(start)
    }

    /// The game after ply `ply` (0: before the first move), played again from
    /// [`Game::start_of`] through the rules. At the last ply it is this game itself (with
    /// its end, if it is over).
    ///
    /// # Errors
    /// [`ReplayError::NoSuchPly`] beyond the last ply; as [`Game::start_of`] otherwise, and
    /// [`ReplayError::Mismatch`] when a ply played again is refused or differs.
    pub fn at_ply(&self, plies: &[MoveRecord], ply: u32) -> Result<Game, ReplayError> {
        if ply > self.ply {
            return Err(ReplayError::NoSuchPly {
                asked: ply,
                played: self.ply,
            });
        }
        if ply == self.ply {
            return Ok(self.clone());
        }
        let mut game = self.start_of(plies)?;
        for r in &plies[..ply as usize] {
            let played = game
                .play(r.player, r.mv())
                .map_err(|e| ReplayError::Mismatch {
                    ply: r.ply,
                    why: e.to_string(),
                })?;
            if played != *r {
                return Err(ReplayError::Mismatch {
                    ply: r.ply,
                    why: "it plays out differently".to_string(),
                });
            }
        }
        Ok(game)
    }
}

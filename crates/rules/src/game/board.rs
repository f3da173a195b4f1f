//! The board: a [`Unit`] (a piece and what the players know of it) per square, with the bit
//! sets and the position hash the move generator and the more-squares rule keep in step.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::chase;
use crate::square::SQUARES;
use crate::{Piece, Square};

/// A piece on the board with what the players know about it.
///
/// Stored games hold one per occupied square. The fields at their first value (not moved,
/// never revealed, not known as a Scout: most pieces of most games) are left out when
/// written and read as that value when missing, so a classic board is about half the text
/// to write and parse at every move; games written with every field are read as before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// What the piece is and whose.
    pub piece: Piece,
    /// The piece has moved at least once (so it is neither a Bomb nor the Flag).
    #[serde(default, skip_serializing_if = "is_false")]
    pub moved: bool,
    /// The ply of its last battle, which revealed it to both players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed_at: Option<u32>,
    /// It moved more than one square in one move, so everyone knows it is a Scout.
    #[serde(default, skip_serializing_if = "is_false")]
    pub scout_known: bool,
}

fn is_false(b: &bool) -> bool {
    !b
}

impl Unit {
    pub(super) fn new(piece: Piece) -> Unit {
        Unit {
            piece,
            moved: false,
            revealed_at: None,
            scout_known: false,
        }
    }
}

/// The board: one optional [`Unit`] per square index.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    pub(super) units: [Option<Unit>; SQUARES],
    /// Bit sets by square index, kept in step by `set` for the move generator: the squares
    /// of Red's and Blue's pieces, and of those that are no Bomb or Flag (a prefilter: the
    /// board knows no game; the game's [`crate::VariantSpec::movement`] decides).
    pub(super) pieces: [u128; 2],
    pub(super) movers: [u128; 2],
    /// The Zobrist hash of the pieces on their squares, for the more-squares rule.
    pub(super) hash: u64,
}

impl Board {
    pub(super) fn empty() -> Board {
        Board {
            units: [None; SQUARES],
            pieces: [0; 2],
            movers: [0; 2],
            hash: 0,
        }
    }

    /// The unit on `sq`.
    pub fn get(&self, sq: Square) -> Option<&Unit> {
        self.units[sq.index()].as_ref()
    }

    #[inline]
    pub(super) fn set(&mut self, sq: Square, unit: Option<Unit>) {
        if let Some(old) = self.units[sq.index()] {
            self.hash ^= chase::piece_key(sq.index(), old.piece);
        }
        if let Some(new) = unit {
            self.hash ^= chase::piece_key(sq.index(), new.piece);
        }
        self.place(sq, unit);
    }

    /// [`Board::set`] but for the hash, which the caller restores (perft's undo).
    #[inline]
    pub(super) fn place(&mut self, sq: Square, unit: Option<Unit>) {
        let bit = 1u128 << sq.index();
        for c in 0..2 {
            self.pieces[c] &= !bit;
            self.movers[c] &= !bit;
        }
        if let Some(u) = unit {
            let c = u.piece.color.index();
            self.pieces[c] |= bit;
            if u.piece.rank.is_movable() {
                self.movers[c] |= bit;
            }
        }
        self.units[sq.index()] = unit;
    }

    /// Every occupied square and its unit, row 1 first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, &Unit)> {
        self.units.iter().enumerate().filter_map(|(i, u)| {
            u.as_ref()
                .map(|u| (Square::from_index(i).expect("index below SQUARES"), u))
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let units = Vec::<(Square, Unit)>::deserialize(d)?;
        let mut board = Board::empty();
        for (sq, unit) in units {
            board.set(sq, Some(unit));
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Rank};

    #[test]
    fn a_unit_is_written_without_its_first_values_and_the_old_form_still_reads() {
        let fresh = Unit::new(Piece {
            color: Color::Red,
            rank: Rank::Scout,
        });
        let json = serde_json::to_string(&fresh).unwrap();
        assert_eq!(json, r#"{"piece":{"color":"red","rank":"9"}}"#);
        let old = r#"{"piece":{"color":"red","rank":"9"},"moved":false,"revealed_at":null,"scout_known":false}"#;
        assert_eq!(serde_json::from_str::<Unit>(old).unwrap(), fresh);
        assert_eq!(serde_json::from_str::<Unit>(&json).unwrap(), fresh);
        let known = Unit {
            moved: true,
            revealed_at: Some(12),
            scout_known: true,
            ..fresh
        };
        let json = serde_json::to_string(&known).unwrap();
        assert_eq!(
            json,
            r#"{"piece":{"color":"red","rank":"9"},"moved":true,"revealed_at":12,"scout_known":true}"#
        );
        assert_eq!(serde_json::from_str::<Unit>(&json).unwrap(), known);
    }
}

//! Moves as players write them. Reading a move (syntax) is kept apart from playing it
//! (legality): `e4-e9` reads fine and may still be refused by [`crate::Game::play`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::Square;

/// A move from one square to another (a strike when an enemy piece stands on `to`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes, or the enemy piece it strikes.
    pub to: Square,
}

impl Move {
    /// How many squares the move covers, if it is straight (same row or column).
    pub fn straight_distance(self) -> Option<u8> {
        let (f1, r1, f2, r2) = (
            self.from.file(),
            self.from.rank(),
            self.to.file(),
            self.to.rank(),
        );
        if f1 == f2 {
            Some(r1.abs_diff(r2))
        } else if r1 == r2 {
            Some(f1.abs_diff(f2))
        } else {
            None
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// The text is not a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a move: write the square the piece stands on and the square it goes to, like e4-e5"
)]
pub struct ParseMoveError(pub String);

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads `e4-e5`, `e4e5`, `E4 E5` and `e4xe5` (also `e4:e5`).
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError(s.to_string());
        let compact: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let bytes = compact.as_bytes();
        // The first square is a letter and one or two digits; a separator may follow.
        if bytes.len() < 4 || !bytes[0].is_ascii_lowercase() {
            return Err(err());
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return Err(err());
        }
        let (first, mut rest) = compact.split_at(1 + digits);
        if let Some(r) = rest.strip_prefix(['-', 'x', ':']) {
            rest = r;
        }
        let from = first.parse().map_err(|_| err())?;
        let to = rest.parse().map_err(|_| err())?;
        Ok(Move { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_forms() {
        for s in [
            "e4-e5",
            "e4e5",
            "E4 E5",
            "e4xe5",
            "e4:e5",
            " e4 - e5 ",
            "E4XE5",
        ] {
            assert_eq!(s.parse::<Move>().unwrap().to_string(), "e4-e5", "{s}");
        }
        assert_eq!("j10-j7".parse::<Move>().unwrap().to_string(), "j10-j7");
        assert_eq!("a10a9".parse::<Move>().unwrap().to_string(), "a10-a9");
        assert_eq!("b4b10".parse::<Move>().unwrap().to_string(), "b4-b10");
        // Syntax only: off the small board, diagonal or too far still reads.
        assert_eq!("e4-e9".parse::<Move>().unwrap().to_string(), "e4-e9");
        assert_eq!("a1-b2".parse::<Move>().unwrap().straight_distance(), None);
    }

    #[test]
    fn refused_forms() {
        for s in [
            "", "e4", "e4-", "e4-e", "e4--e5", "4e-5e", "e4-k5", "e0-e1", "e4-e11", "resign",
            "e4e5e6", "e4-e5x",
        ] {
            assert!(s.parse::<Move>().is_err(), "{s}");
        }
        let msg = "e4-".parse::<Move>().unwrap_err().to_string();
        assert!(msg.contains("like e4-e5"), "{msg}");
    }

    #[test]
    fn round_trip_every_move_shape() {
        for i in 0..crate::square::SQUARES {
            for j in [0, 9, 45, 99] {
                let m = Move {
                    from: Square::from_index(i).unwrap(),
                    to: Square::from_index(j).unwrap(),
                };
                assert_eq!(m.to_string().parse::<Move>(), Ok(m));
            }
        }
    }
}

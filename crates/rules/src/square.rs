//! Squares: `a1` is Red's left corner; columns `a`.. left to right for Red, rows `1`.. from
//! Red's side.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The widest board any variant uses; squares index a `MAX_FILES * MAX_RANKS` array.
pub const MAX_FILES: u8 = 10;
/// The tallest board any variant uses.
pub const MAX_RANKS: u8 = 10;
/// Number of square indices (`Square::index` is below this).
pub const SQUARES: usize = (MAX_FILES as usize) * (MAX_RANKS as usize);

/// A square of the largest board. Whether it lies on a given (smaller) board is the
/// variant's business ([`crate::Variant::contains`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at column `file` (0 = `a`) and row `rank` (0 = row `1`), if on the largest board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_FILES && rank < MAX_RANKS).then_some(Square(rank * MAX_FILES + file))
    }

    /// The square with this index (`rank * 10 + file`).
    pub fn from_index(index: usize) -> Option<Square> {
        (index < SQUARES).then_some(Square(index as u8))
    }

    /// `rank * 10 + file`: a dense index for arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, 0 = `a`.
    pub fn file(self) -> u8 {
        self.0 % MAX_FILES
    }

    /// Row, 0 = row `1`.
    pub fn rank(self) -> u8 {
        self.0 / MAX_FILES
    }

    /// The square `df` columns and `dr` rows away, if still on the largest board.
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..MAX_FILES as i8).contains(&f) && (0..MAX_RANKS as i8).contains(&r) {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }

    /// The column letter, `a`..`j`.
    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank() + 1)
    }
}

/// The text does not name a square.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square: write a column letter and a row number, like e4")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        let mut chars = s.chars();
        let file = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        if !file.is_ascii_lowercase() {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let row: u8 = digits.parse().map_err(|_| err())?;
        let file = file as u32 - 'a' as u32;
        if row == 0 || file >= MAX_FILES as u32 {
            return Err(err());
        }
        Square::new(file as u8, row - 1).ok_or_else(err)
    }
}

/// Squares are written as their names (`"e4"`) in JSON.
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // The name built on the stack: a game's state holds a square per piece, and
        // `collect_str` would go through the formatting machinery for each.
        let row = self.rank() + 1;
        let buf = [
            self.file_char() as u8,
            if row >= 10 { b'1' } else { b'0' + row },
            b'0' + row % 10,
        ];
        let name = if row >= 10 { &buf[..] } else { &buf[..2] };
        s.serialize_str(std::str::from_utf8(name).expect("ASCII"))
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        // A visitor reads the name where it lies, without the String that deserializing a
        // `Cow<str>` would allocate for every piece of a stored game.
        struct Name;
        impl serde::de::Visitor<'_> for Name {
            type Value = Square;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a square name like \"e4\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Square, E> {
                s.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(Name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn json_is_the_name() {
        for i in 0..SQUARES {
            let sq = Square::from_index(i).unwrap();
            let json = serde_json::to_string(&sq).unwrap();
            assert_eq!(json, format!("\"{sq}\""));
            assert_eq!(serde_json::from_str::<Square>(&json).unwrap(), sq);
        }
    }

    #[test]
    fn names() {
        for (s, f, r) in [("a1", 0, 0), ("j10", 9, 9), ("e4", 4, 3), ("h8", 7, 7)] {
            let sq: Square = s.parse().unwrap();
            assert_eq!((sq.file(), sq.rank()), (f, r));
            assert_eq!(sq.to_string(), s);
        }
        assert_eq!("E4".parse::<Square>().unwrap().to_string(), "e4");
        for bad in [
            "", "a", "a0", "a11", "k1", "11", "a1x", "aa", "a-1", "é1", "a01x",
        ] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn round_trip(i in 0usize..SQUARES) {
            let sq = Square::from_index(i).unwrap();
            prop_assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
    }
}

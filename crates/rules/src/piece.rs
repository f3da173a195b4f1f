//! Ranks and pieces.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Color;

/// A piece's rank, named as players name them. The army letter of each is its
/// [`Rank::char`]: `1` (Marshal, the strongest) to `9` (Scout), `S`, `B`, `F`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// `1`, the strongest piece; falls to a Spy that strikes it.
    Marshal,
    /// `2`; in an army without a Marshal (the small game) falls to a Spy that strikes it.
    General,
    /// `3`.
    Colonel,
    /// `4`.
    Major,
    /// `5`.
    Captain,
    /// `6`.
    Lieutenant,
    /// `7`.
    Sergeant,
    /// `8`, the only piece that defuses a Bomb.
    Miner,
    /// `9`, moves any distance in a straight line.
    Scout,
    /// `S`, the weakest piece, but wins when it strikes the Marshal.
    Spy,
    /// `B`, never moves; beats every attacker but a Miner.
    Bomb,
    /// `F`, never moves; whoever strikes it wins the game.
    Flag,
}

impl Rank {
    /// Every rank, strongest first; `ALL[r.index()] == r`.
    pub const ALL: [Rank; 12] = [
        Rank::Marshal,
        Rank::General,
        Rank::Colonel,
        Rank::Major,
        Rank::Captain,
        Rank::Lieutenant,
        Rank::Sergeant,
        Rank::Miner,
        Rank::Scout,
        Rank::Spy,
        Rank::Bomb,
        Rank::Flag,
    ];

    /// Position in [`Rank::ALL`], for arrays indexed by rank.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The army letter: `1`-`9`, `S`, `B`, `F`.
    pub fn char(self) -> char {
        match self {
            Rank::Spy => 'S',
            Rank::Bomb => 'B',
            Rank::Flag => 'F',
            r => (b'1' + r as u8) as char,
        }
    }

    /// The rank for an army letter (case-insensitive), if it is one.
    pub fn from_char(c: char) -> Option<Rank> {
        match c.to_ascii_uppercase() {
            d @ '1'..='9' => Some(Rank::ALL[d as usize - '1' as usize]),
            'S' => Some(Rank::Spy),
            'B' => Some(Rank::Bomb),
            'F' => Some(Rank::Flag),
            _ => None,
        }
    }

    /// The English name: `Marshal`, ..., `Flag`.
    pub fn name(self) -> &'static str {
        match self {
            Rank::Marshal => "Marshal",
            Rank::General => "General",
            Rank::Colonel => "Colonel",
            Rank::Major => "Major",
            Rank::Captain => "Captain",
            Rank::Lieutenant => "Lieutenant",
            Rank::Sergeant => "Sergeant",
            Rank::Miner => "Miner",
            Rank::Scout => "Scout",
            Rank::Spy => "Spy",
            Rank::Bomb => "Bomb",
            Rank::Flag => "Flag",
        }
    }

    /// Bombs and the Flag never move.
    pub fn is_movable(self) -> bool {
        !matches!(self, Rank::Bomb | Rank::Flag)
    }

    /// The strength used to settle ordinary battles: lower wins. Only meaningful for
    /// ranks 1-9 and the Spy (which is weaker than a Scout).
    pub fn strength(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// The text is not an army letter.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a rank: use 1-9, S (spy), B (bomb) or F (flag)")]
pub struct ParseRankError(pub String);

impl FromStr for Rank {
    type Err = ParseRankError;

    fn from_str(s: &str) -> Result<Rank, ParseRankError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Rank::from_char(c).ok_or_else(|| ParseRankError(s.to_string())),
            _ => Err(ParseRankError(s.to_string())),
        }
    }
}

/// Ranks are written as their army letters (`"4"`, `"S"`) in JSON.
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.char())
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        // A visitor reads the letter where it lies, without allocating a String per piece.
        struct Letter;
        impl serde::de::Visitor<'_> for Letter {
            type Value = Rank;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an army letter like \"4\" or \"S\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Rank, E> {
                s.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(Letter)
    }
}

/// A piece: whose it is and what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// What it is.
    pub rank: Rank,
}

impl Piece {
    /// The letter of this piece in the Gravon/StraDoS2 field notation: Red `B`..`M`, Blue `N`..`Y`.
    pub fn field_char(self) -> char {
        let i = match self.rank {
            Rank::Bomb => 0,
            Rank::Spy => 1,
            Rank::Scout => 2,
            Rank::Miner => 3,
            Rank::Sergeant => 4,
            Rank::Lieutenant => 5,
            Rank::Captain => 6,
            Rank::Major => 7,
            Rank::Colonel => 8,
            Rank::General => 9,
            Rank::Marshal => 10,
            Rank::Flag => 11,
        };
        let base = match self.color {
            Color::Red => b'B',
            Color::Blue => b'N',
        };
        (base + i) as char
    }

    /// The piece for a field-notation letter (`B`..`M` Red, `N`..`Y` Blue).
    pub fn from_field_char(c: char) -> Option<Piece> {
        const ORDER: [Rank; 12] = [
            Rank::Bomb,
            Rank::Spy,
            Rank::Scout,
            Rank::Miner,
            Rank::Sergeant,
            Rank::Lieutenant,
            Rank::Captain,
            Rank::Major,
            Rank::Colonel,
            Rank::General,
            Rank::Marshal,
            Rank::Flag,
        ];
        match c {
            'B'..='M' => Some(Piece {
                color: Color::Red,
                rank: ORDER[c as usize - 'B' as usize],
            }),
            'N'..='Y' => Some(Piece {
                color: Color::Blue,
                rank: ORDER[c as usize - 'N' as usize],
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for r in Rank::ALL {
            assert_eq!(Rank::from_char(r.char()), Some(r));
            assert_eq!(Rank::from_char(r.char().to_ascii_lowercase()), Some(r));
            assert_eq!(r.to_string().parse::<Rank>(), Ok(r));
            assert_eq!(Rank::ALL[r.index()], r);
            for color in Color::ALL {
                let p = Piece { color, rank: r };
                assert_eq!(Piece::from_field_char(p.field_char()), Some(p));
            }
        }
        assert_eq!(Rank::from_char('0'), None);
        assert_eq!(Rank::from_char('?'), None);
        assert!("10".parse::<Rank>().is_err());
        assert_eq!(Piece::from_field_char('A'), None);
        assert_eq!(Piece::from_field_char('Z'), None);
    }

    #[test]
    fn field_letters_follow_the_spec() {
        let red: String = "BCDEFGHIJKLM".chars().collect();
        let names: Vec<Rank> = red
            .chars()
            .map(|c| Piece::from_field_char(c).unwrap().rank)
            .collect();
        use Rank::*;
        assert_eq!(
            names,
            [
                Bomb, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General,
                Marshal, Flag
            ]
        );
        assert_eq!(
            Piece::from_field_char('N').unwrap(),
            Piece {
                color: Color::Blue,
                rank: Bomb
            }
        );
        assert_eq!(
            Piece::from_field_char('Y').unwrap(),
            Piece {
                color: Color::Blue,
                rank: Flag
            }
        );
    }
}

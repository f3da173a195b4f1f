//! Ranks and pieces.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Color;

/// What a piece is: one of the twelve ranks of the ranked games (Classic, Small, Barrage,
/// Duel), or an oriented Domino tile (attack digit, defence digit). A small copyable id:
/// the games' tables (army, movement, lost pieces) are arrays indexed by [`Rank::index`],
/// [`Rank::COUNT`] long.
///
/// The twelve ranks keep the names they had when `Rank` was an enum (`Rank::Marshal` ...
/// `Rank::Flag`), so that matching on them reads as before. Their army letter is
/// [`Rank::char`]: `1` (Marshal, the strongest) to `9` (Scout), `S`, `B`, `F`. A tile is
/// made by [`Rank::tile`] and written as its two digits, attack first (`53`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

/// The first index of the Domino tiles; below it the twelve ranks.
const TILES: u8 = 12;

#[allow(non_upper_case_globals)]
impl Rank {
    /// `1`, the strongest piece; falls to a Spy that strikes it.
    pub const Marshal: Rank = Rank(0);
    /// `2`; in an army without a Marshal (the small game) falls to a Spy that strikes it.
    pub const General: Rank = Rank(1);
    /// `3`.
    pub const Colonel: Rank = Rank(2);
    /// `4`.
    pub const Major: Rank = Rank(3);
    /// `5`.
    pub const Captain: Rank = Rank(4);
    /// `6`.
    pub const Lieutenant: Rank = Rank(5);
    /// `7`.
    pub const Sergeant: Rank = Rank(6);
    /// `8`, the only piece that defuses a Bomb.
    pub const Miner: Rank = Rank(7);
    /// `9`, moves any distance in a straight line.
    pub const Scout: Rank = Rank(8);
    /// `S`, the weakest piece, but wins when it strikes the Marshal.
    pub const Spy: Rank = Rank(9);
    /// `B`, never moves; beats every attacker but a Miner.
    pub const Bomb: Rank = Rank(10);
    /// `F`, never moves; whoever strikes it wins the game.
    pub const Flag: Rank = Rank(11);

    /// How many kinds of piece there are (12 ranks and 49 oriented tiles): the length of the
    /// tables indexed by [`Rank::index`].
    pub const COUNT: usize = TILES as usize + 49;

    /// The twelve ranks, strongest first; `ALL[r.index()] == r`.
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

    /// The Domino tile with `attack` and `defence` (each 0-6), oriented so.
    pub const fn tile(attack: u8, defence: u8) -> Option<Rank> {
        if attack <= 6 && defence <= 6 {
            Some(Rank(TILES + attack * 7 + defence))
        } else {
            None
        }
    }

    /// Every oriented Domino tile: `00`, `01`, ... `66`.
    pub fn tiles() -> impl Iterator<Item = Rank> {
        (TILES..Rank::COUNT as u8).map(Rank)
    }

    /// A Domino tile's (attack, defence), `None` for a rank.
    pub const fn tile_values(self) -> Option<(u8, u8)> {
        if self.0 >= TILES {
            let i = self.0 - TILES;
            Some((i / 7, i % 7))
        } else {
            None
        }
    }

    /// The same tile turned round (`53` -> `35`); a rank stays itself.
    pub const fn turned(self) -> Rank {
        match self.tile_values() {
            Some((a, d)) => Rank(TILES + d * 7 + a),
            None => self,
        }
    }

    /// Position in the tables of every game, below [`Rank::COUNT`]; for a rank its place in
    /// [`Rank::ALL`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The army letter of a rank: `1`-`9`, `S`, `B`, `F`. A tile has two digits and no
    /// letter: this gives its attack digit; write a tile with its `Display` (`53`).
    pub fn char(self) -> char {
        match self {
            Rank::Spy => 'S',
            Rank::Bomb => 'B',
            Rank::Flag => 'F',
            _ => match self.tile_values() {
                Some((a, _)) => (b'0' + a) as char,
                None => (b'1' + self.0) as char,
            },
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

    /// The English name: `Marshal`, ..., `Flag`; a tile is `tile [5-3]`.
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 12] = [
            "Marshal",
            "General",
            "Colonel",
            "Major",
            "Captain",
            "Lieutenant",
            "Sergeant",
            "Miner",
            "Scout",
            "Spy",
            "Bomb",
            "Flag",
        ];
        const TILE_NAMES: [&str; 49] = tile_names();
        match self.tile_values() {
            Some(_) => TILE_NAMES[(self.0 - TILES) as usize],
            None => NAMES[self.index()],
        }
    }

    /// How a sentence names it (battle reports, `history`): the rank's digit, `spy`, `bomb`
    /// or `flag`, or a tile as `[5-3]`.
    pub fn word(self) -> String {
        if let Some((a, d)) = self.tile_values() {
            return format!("[{a}-{d}]");
        }
        match self {
            Rank::Spy | Rank::Bomb | Rank::Flag => self.name().to_lowercase(),
            _ => self.char().to_string(),
        }
    }

    /// Bombs and the Flag never move; every other rank and every tile may.
    pub fn is_movable(self) -> bool {
        !matches!(self, Rank::Bomb | Rank::Flag)
    }

    /// The strength used to settle ordinary battles: lower wins. Only meaningful for
    /// ranks 1-9 and the Spy (which is weaker than a Scout).
    pub fn strength(self) -> u8 {
        self.0 + 1
    }
}

/// `tile [a-d]` for each oriented tile, worked out once.
const fn tile_names() -> [&'static str; 49] {
    const TEXT: &str = "tile [0-0]tile [0-1]tile [0-2]tile [0-3]tile [0-4]tile [0-5]tile [0-6]\
tile [1-0]tile [1-1]tile [1-2]tile [1-3]tile [1-4]tile [1-5]tile [1-6]\
tile [2-0]tile [2-1]tile [2-2]tile [2-3]tile [2-4]tile [2-5]tile [2-6]\
tile [3-0]tile [3-1]tile [3-2]tile [3-3]tile [3-4]tile [3-5]tile [3-6]\
tile [4-0]tile [4-1]tile [4-2]tile [4-3]tile [4-4]tile [4-5]tile [4-6]\
tile [5-0]tile [5-1]tile [5-2]tile [5-3]tile [5-4]tile [5-5]tile [5-6]\
tile [6-0]tile [6-1]tile [6-2]tile [6-3]tile [6-4]tile [6-5]tile [6-6]";
    let mut out = [""; 49];
    let mut i = 0;
    while i < 49 {
        let (_, rest) = TEXT.split_at(i * 10);
        let (name, _) = rest.split_at(10);
        out[i] = name;
        i += 1;
    }
    out
}

impl fmt::Debug for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tile_values() {
            Some((a, d)) => write!(f, "[{a}-{d}]"),
            None => f.write_str(self.name()),
        }
    }
}

impl fmt::Display for Rank {
    /// A rank's army letter (`4`, `S`), a tile's two digits, attack first (`53`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tile_values() {
            Some((a, d)) => write!(f, "{a}{d}"),
            None => write!(f, "{}", self.char()),
        }
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

/// Ranks are written as their army letters (`"4"`, `"S"`) in JSON, tiles as their two digits
/// (`"53"`).
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.tile_values() {
            Some((a, d)) => s.serialize_str(&format!("{a}{d}")),
            None => s.serialize_char(self.char()),
        }
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        // A visitor reads the letter where it lies, without allocating a String per piece.
        struct Letter;
        impl serde::de::Visitor<'_> for Letter {
            type Value = Rank;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an army letter like \"4\" or \"S\", or a tile like \"53\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Rank, E> {
                match s.as_bytes() {
                    &[a @ b'0'..=b'6', d @ b'0'..=b'6'] => {
                        Ok(Rank::tile(a - b'0', d - b'0').expect("digits 0-6 make a tile"))
                    }
                    _ => s.parse().map_err(E::custom),
                }
            }
        }
        d.deserialize_str(Letter)
    }
}

/// Serde for the two tallies of lost pieces by [`Rank::index`] (Red's, Blue's). A tally
/// that holds only ranks is written as its twelve counts, as it was before tiles existed, so
/// stored games and JSON views of the ranked games read as they always did; one with a tile
/// is written in full. Reading takes either length.
pub(crate) mod tally {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{Rank, TILES};

    type Tally = [u8; Rank::COUNT];

    pub(crate) fn serialize<S: Serializer>(t: &[Tally; 2], s: S) -> Result<S::Ok, S::Error> {
        let ranks_only = t
            .iter()
            .all(|c| c[TILES as usize..].iter().all(|&n| n == 0));
        let len = if ranks_only {
            TILES as usize
        } else {
            Rank::COUNT
        };
        [&t[0][..len], &t[1][..len]].serialize(s)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Tally; 2], D::Error> {
        let lists = <[Vec<u8>; 2]>::deserialize(d)?;
        let mut out = [[0; Rank::COUNT]; 2];
        for (t, list) in out.iter_mut().zip(lists) {
            if list.len() > Rank::COUNT {
                return Err(serde::de::Error::invalid_length(
                    list.len(),
                    &"at most 61 counts",
                ));
            }
            t[..list.len()].copy_from_slice(&list);
        }
        Ok(out)
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
    /// The notation has no letter for a Domino tile: `?` (Domino positions have their own
    /// text, see [`crate::Game::position_text`]).
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
            _ => return '?',
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
        #[allow(non_snake_case)]
        let [
            Marshal,
            General,
            Colonel,
            Major,
            Captain,
            Lieutenant,
            Sergeant,
            Miner,
            Scout,
            Spy,
            Bomb,
            Flag,
        ] = Rank::ALL;
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

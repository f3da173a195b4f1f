//! A hand of Domino tiles: the tiles of a double-six set one player was dealt (Domino
//! Stratego, `variant/domino.rs`). The hand holds tiles, not orientations: the player turns
//! each tile as they like when they write their army.

use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Rank;

/// The 28 tiles of a double-six set.
const SET: usize = 28;

/// Which tiles of a double-six set a player holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Deal(u32);

/// The tile's place in the set (0..28), whichever way it is turned; `None` for a rank.
pub(crate) fn tile_id(tile: Rank) -> Option<usize> {
    let (a, d) = tile.tile_values()?;
    let (hi, lo) = (a.max(d) as usize, a.min(d) as usize);
    Some(hi * (hi + 1) / 2 + lo)
}

/// The tile with place `id` in the set, the higher digit first.
fn tile_of(id: usize) -> Rank {
    let mut hi = 0;
    while (hi + 1) * (hi + 2) / 2 <= id {
        hi += 1;
    }
    let lo = id - hi * (hi + 1) / 2;
    Rank::tile(hi as u8, lo as u8).expect("digits of a double-six set")
}

impl Deal {
    /// No tile.
    pub const EMPTY: Deal = Deal(0);

    /// A hand of `size` tiles: every tile of `always`, and the rest drawn from the other
    /// tiles of the set with `rng` (the server passes the OS random source).
    pub fn random<R: Rng + ?Sized>(always: &[Rank], size: usize, rng: &mut R) -> Deal {
        let mut deal = Deal::EMPTY;
        for &t in always {
            deal.insert(t);
        }
        let mut rest: Vec<usize> = (0..SET).filter(|&i| deal.0 >> i & 1 == 0).collect();
        rest.shuffle(rng);
        for &i in rest.iter().take(size.saturating_sub(deal.len())) {
            deal.0 |= 1 << i;
        }
        deal
    }

    /// Adds `tile` (either way round) to the hand; a rank adds nothing.
    pub fn insert(&mut self, tile: Rank) {
        if let Some(i) = tile_id(tile) {
            self.0 |= 1 << i;
        }
    }

    /// Whether the hand holds `tile`, either way round.
    pub fn contains(self, tile: Rank) -> bool {
        tile_id(tile).is_some_and(|i| self.0 >> i & 1 != 0)
    }

    /// The number of tiles.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the hand is empty (a game that deals nothing).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The tiles, each the higher digit first, from `66` down to `00`.
    pub fn tiles(self) -> impl Iterator<Item = Rank> {
        (0..SET)
            .rev()
            .filter(move |&i| self.0 >> i & 1 != 0)
            .map(tile_of)
    }
}

impl fmt::Display for Deal {
    /// The tiles as a deploy-ready army: `00 10 ... 66`, separated by spaces. The weakest
    /// come first, so that the army sent back as it is has the [6-6] (the Flag) on the back
    /// row, in its right-hand corner, not in the front row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words: Vec<String> = self.tiles().map(|t| t.to_string()).collect();
        words.reverse();
        f.write_str(&words.join(" "))
    }
}

impl fmt::Debug for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Deal({self})")
    }
}

/// The text is not a list of tiles.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a list of domino tiles like '66 53 00'")]
pub struct ParseDealError(pub String);

impl FromStr for Deal {
    type Err = ParseDealError;

    /// Tiles of two digits 0-6, separated by spaces, each at most once.
    fn from_str(s: &str) -> Result<Deal, ParseDealError> {
        let mut deal = Deal::EMPTY;
        for word in s.split_whitespace() {
            let tile = match word.as_bytes() {
                &[a @ b'0'..=b'6', d @ b'0'..=b'6'] => Rank::tile(a - b'0', d - b'0'),
                _ => None,
            };
            match tile {
                Some(t) if !deal.contains(t) => deal.insert(t),
                _ => return Err(ParseDealError(s.to_string())),
            }
        }
        Ok(deal)
    }
}

/// Stored and shown as its text (`"00 10 ... 66"`).
impl Serialize for Deal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Deal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Deal, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn tile(s: &str) -> Rank {
        let b = s.as_bytes();
        Rank::tile(b[0] - b'0', b[1] - b'0').unwrap()
    }

    #[test]
    fn ids_cover_the_set_once() {
        let mut seen = [false; SET];
        for t in Rank::tiles() {
            let id = tile_id(t).unwrap();
            assert_eq!(tile_id(t.turned()), Some(id));
            seen[id] = true;
            let back = tile_of(id);
            assert!(back == t || back == t.turned(), "{t:?} {back:?}");
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(tile_id(Rank::Marshal), None);
    }

    #[test]
    fn random_hands_hold_the_doubles_and_24_tiles() {
        let always = [tile("00"), tile("66")];
        let mut rng = SmallRng::seed_from_u64(3);
        let mut differ = false;
        let first = Deal::random(&always, 24, &mut rng);
        for _ in 0..20 {
            let d = Deal::random(&always, 24, &mut rng);
            assert_eq!(d.len(), 24);
            assert!(d.contains(tile("00")) && d.contains(tile("66")));
            differ |= d != first;
        }
        assert!(differ, "the draw depends on the random source");
    }

    #[test]
    fn text_round_trips() {
        let d = Deal::random(&[], 24, &mut SmallRng::seed_from_u64(9));
        let text = d.to_string();
        assert_eq!(text.split(' ').count(), 24);
        assert_eq!(text.parse::<Deal>(), Ok(d));
        assert_eq!("".parse::<Deal>(), Ok(Deal::EMPTY));
        let json = serde_json::to_string(&d).unwrap();
        assert_eq!(serde_json::from_str::<Deal>(&json).unwrap(), d);
        assert!("66 66".parse::<Deal>().is_err(), "a tile twice");
        assert!("66 56 65".parse::<Deal>().is_err(), "the same tile turned");
        assert!("67".parse::<Deal>().is_err());
        assert!("6".parse::<Deal>().is_err());
    }
}

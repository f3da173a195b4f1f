//! The robot's armies: a few sound setups per kind of game (the Flag walled in by Bombs or
//! hidden at the back, Scouts and small pieces in front, the strong pieces behind them),
//! each also played mirrored. Which one a game gets follows from its number, so that
//! players meet a different army from game to game and a game replays the same. In Domino
//! the army is the robot's own hand, set out by [`super::domino::army`].

use std::fmt;

use stratego_rules::{Army, Deal, Symbol, Variant};

/// The setups of each kind of game, by [`Variant::name`]: rows front first, each from the
/// robot's own left, as a player writes them in a deploy mail. A kind not listed here is one
/// the robot cannot play (yet); adding it is one more line.
const SETUPS: &[(&str, &[&str])] = &[
    (
        "classic",
        // The Flag on the back row, walled in by Bombs, in two places (each also mirrored,
        // so four): in the middle under three Bombs (two ways of setting the front row:
        // the shape that lost least against the UCC 2012 programs, docs/ROBOT.md), and on
        // the third file. The other Bombs make a second wall with nothing behind it, so
        // that a wall does not give the Flag away. An army with the Flag beside the corner
        // lost three times as many games to peternlewis as these (the twelfth round), one
        // with the Flag in the corner under two Bombs did not win 4.0% of its games
        // against peternlewis where these 1.6%, and 1.9% against celsius where these 0.2%
        // (the thirty-fourth round), and one with the first's rows but the third's second
        // row lost 2.1% of its games to peternlewis where these 0.7% (the thirty-seventh
        // round): all three were dropped.
        // In the first two the Spy stands between the General and the Marshal, off the b
        // file, where it had been taken early by a raid down that file (the thirtieth
        // round); in the third, on the d file beside the Marshal (the thirty-first and
        // thirty-second rounds: the General beside it there lost more). Celsius raids the
        // b file with its Colonel and the i file with its Major, so the Spy on the d file
        // stands off both, however the army is turned.
        &[
            "9569495696 42S1937879 B746B58B38 898BFB75B9",
            "6965949659 42S1937879 B746B58B38 898BFB75B9",
            "9569495696 941S723789 74B6B58B38 8BFB7995B8",
        ],
    ),
    (
        "small",
        &["97594795 7B83S487 BFB8928B", "59749795 837247BS 898B8BFB"],
    ),
    (
        "barrage",
        &[
            "..9....9.. ..1....2.. .S.....8.B .........F",
            "...9..9... .2......1. ..BS..8... ..F.......",
        ],
    ),
    (
        "duel",
        &[
            "..9..9.... .1....2... ..S.8..8.. ......BFB.",
            "...9...9.. ..2...1... .8.S...B8. ......BF..",
        ],
    ),
];

/// A kind of game the robot has no armies for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CannotPlay {
    /// The kind's name.
    pub kind: String,
}

impl fmt::Display for CannotPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kinds: Vec<&str> = SETUPS.iter().map(|(k, _)| *k).collect();
        write!(
            f,
            "the robot cannot play {} games yet; it plays {}",
            self.kind,
            kinds.join(", ")
        )
    }
}

impl std::error::Error for CannotPlay {}

/// The setups for a kind of game, by its name.
///
/// # Errors
/// [`CannotPlay`] for a kind the robot has no armies for.
pub fn setups(kind: &str) -> Result<&'static [&'static str], CannotPlay> {
    SETUPS
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, s)| *s)
        .ok_or_else(|| CannotPlay {
            kind: kind.to_string(),
        })
}

/// Whether the robot can play a kind of game: one it has setups for, or a dealt one (it sets
/// out its hand).
///
/// # Errors
/// [`CannotPlay`] for a kind the robot has no armies for.
pub fn can_play(variant: Variant) -> Result<(), CannotPlay> {
    if variant.is_dealt() {
        return Ok(());
    }
    setups(variant.name()).map(|_| ())
}

/// Which of the kind's [`setups`] the robot sets out in game `game_id` (its index), and
/// whether mirrored (files a to j read from j to a): in every other pair of games.
///
/// # Errors
/// [`CannotPlay`] for a kind the robot has no setups for (a dealt game has none).
pub fn setup_of(variant: Variant, game_id: i64) -> Result<(usize, bool), CannotPlay> {
    Ok(pick(setups(variant.name())?.len(), game_id))
}

/// Which of `count` setups game `game_id` gets, and whether mirrored: see [`setup_of`].
fn pick(count: usize, game_id: i64) -> (usize, bool) {
    // A hash of the game number, not the number itself: games alternate colours, and the
    // army must not follow the colour.
    let n = super::mix(game_id as u64) as usize;
    (n % count, (n / count) % 2 == 1)
}

/// The robot's army for game `game_id`: one of the kind's setups, mirrored in every other
/// pair of games; in a dealt game (Domino) its hand `deal`, set out by
/// [`super::domino::army`] (`deal` is ignored in other games).
///
/// # Errors
/// [`CannotPlay`] for a kind the robot has no armies for, or a dealt game without a hand.
pub fn army(variant: Variant, game_id: i64, deal: Option<Deal>) -> Result<Army, CannotPlay> {
    if variant.is_dealt() {
        let cannot = || CannotPlay {
            kind: variant.name().to_string(),
        };
        return super::domino::army(deal.ok_or_else(cannot)?, game_id).map_err(|_| cannot());
    }
    let list = setups(variant.name())?;
    let (index, mirrored) = pick(list.len(), game_id);
    let text = list[index];
    let sparse = variant.is_sparse();
    let mut symbols = Vec::with_capacity(variant.setup_size());
    for row in text.split_whitespace() {
        let mut row: Vec<Symbol> = row
            .chars()
            .filter_map(|c| Symbol::from_char(c, sparse))
            .collect();
        if mirrored {
            row.reverse();
        }
        symbols.extend(row);
    }
    // Every setup is checked by the tests below; a broken one would be a bug of ours.
    Army::from_symbols(variant, symbols).map_err(|_| CannotPlay {
        kind: variant.name().to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setup_is_a_full_army_with_the_flag_at_the_back() {
        let mut rng = rand::rng();
        for variant in Variant::ALL {
            let game =
                stratego_rules::Game::deal(variant, stratego_rules::Options::default(), &mut rng);
            let deal = game.deal_of(stratego_rules::Color::Red);
            let flag_rank = variant.spec().flag;
            let count = setups(variant.name()).map_or(6, |l| 8 * l.len() as i64);
            for id in 0..count {
                let army = army(variant, id, deal).unwrap();
                let symbols = army.symbols();
                let files = variant.files() as usize;
                let flag = symbols
                    .iter()
                    .position(|s| *s == Symbol::Piece(flag_rank))
                    .unwrap();
                // The Flag stands on the back row, or the row before it.
                assert!(
                    flag / files + 2 >= variant.spec().setup_rows as usize,
                    "{variant} setup {id}: flag at {flag}"
                );
            }
        }
    }

    #[test]
    fn games_get_different_armies() {
        let a = army(Variant::Classic, 1, None).unwrap();
        assert_eq!(a, army(Variant::Classic, 1, None).unwrap());
        // Forty games, each colour twenty times, meet every army and its mirror image, and
        // the Flag in all four of its places (each colour too).
        let mut armies = std::collections::HashSet::new();
        let mut flags = [
            std::collections::HashSet::new(),
            std::collections::HashSet::new(),
        ];
        for id in 1..=40 {
            let army = army(Variant::Classic, id, None).unwrap();
            let flag = army
                .symbols()
                .iter()
                .position(|s| *s == Symbol::Piece(stratego_rules::Rank::Flag));
            flags[(id % 2) as usize].insert(flag);
            armies.insert(army.symbols().to_vec());
        }
        assert_eq!(armies.len(), 6);
        assert!(flags[0].len() == 4 && flags[1].len() == 4, "{flags:?}");
        assert_eq!(flags[0].union(&flags[1]).count(), 4, "{flags:?}");
    }

    #[test]
    fn setup_of_names_the_setup_a_game_sets_out() {
        let list = setups("classic").unwrap();
        for id in 1..=40 {
            let (index, mirrored) = setup_of(Variant::Classic, id).unwrap();
            let mut front: Vec<Symbol> = list[index]
                .split_whitespace()
                .next()
                .unwrap()
                .chars()
                .filter_map(|c| Symbol::from_char(c, false))
                .collect();
            if mirrored {
                front.reverse();
            }
            let army = army(Variant::Classic, id, None).unwrap();
            assert_eq!(army.symbols()[..10], front[..], "game {id}");
        }
        assert!(setup_of(Variant::Domino, 1).is_err());
    }

    #[test]
    fn a_kind_without_setups_is_refused_by_name() {
        let e = setups("hexagonal").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the robot cannot play hexagonal games yet; it plays classic, small, barrage, duel"
        );
        // Every kind of game today is one it plays (Domino from its own hand).
        for variant in Variant::ALL {
            assert_eq!(can_play(variant), Ok(()), "{variant}");
        }
    }
}

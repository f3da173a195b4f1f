//! Classic Stratego, as in SPEC 4 and 5: a 10x10 board with two 2x2 lakes in the middle
//! rows, each side filling its four home rows with 40 pieces.
//!
//! * Pieces: Marshal (1) to Scout (9), Spy, Bomb, Flag. Bombs and the Flag never move; a
//!   Scout moves any distance in a straight line; every other piece one square.
//! * Battle ([`ranked`]): the lower rank number wins, equal ranks both go; a Spy that
//!   strikes the Marshal wins; a Bomb beats every attacker but a Miner.
//! * End: whoever strikes the Flag wins; a player with no legal move loses.

use super::{Forces, VariantSpec, lake_mask, movement_table, ranked, ranked_army};
use crate::Rank;
use crate::variant::Movement::{self, Line, Never, Step};

//                       1  2  3  4  5  6  7  8  9  S  B  F
const ARMY: [u8; 12] = [1, 1, 2, 3, 4, 4, 4, 5, 8, 1, 6, 1];

/// How each rank moves, in the order of [`Rank::ALL`]: the Scout (9) runs along a line, Bombs
/// and the Flag stay. No tile is part of these games.
//                                     1     2     3     4     5     6     7     8     9     S     B      F
pub(super) const MOVEMENT: [Movement; Rank::COUNT] = movement_table(
    [
        Step, Step, Step, Step, Step, Step, Step, Step, Line, Step, Never, Never,
    ],
    Never,
);

const LAKES: &[(u8, u8)] = &[
    (2, 4),
    (3, 4),
    (2, 5),
    (3, 5),
    (6, 4),
    (7, 4),
    (6, 5),
    (7, 5),
];

/// The classic game as a constant, so that the games on the same board (Barrage, Duel) take
/// it over with their own army.
pub(super) const CLASSIC: VariantSpec = VariantSpec {
    name: "classic",
    files: 10,
    ranks: 10,
    lakes: LAKES,
    lake_mask: lake_mask(LAKES),
    setup_rows: 4,
    pieces: &Rank::ALL,
    forces: Forces::Table(ranked_army(ARMY)),
    movement: MOVEMENT,
    battle: ranked,
    flag: Rank::Flag,
    noun: "piece",
    quiet_plies: 0,
};

pub(super) static SPEC: VariantSpec = CLASSIC;

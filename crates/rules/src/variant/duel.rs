//! Duel (challenge option `-duel`), Gravon's "Duell": the classic board and rules with ten
//! pieces a side, placed anywhere on the player's four home rows.
//!
//! * Board: the classic 10x10 board with its two lakes; each side's home zone is its four
//!   home rows (40 squares), of which the army fills 10 and the rest stay empty.
//! * Pieces: Flag, 2 Bombs, Spy, 2 Scouts, 2 Miners, General, Marshal. They move as in the
//!   classic game.
//! * Battle: the classic rule ([`ranked`]); the Spy that strikes the Marshal wins.
//! * End: as in the classic game.

use super::{Forces, VariantSpec, classic, ranked, ranked_army};

//                       1  2  3  4  5  6  7  8  9  S  B  F
const ARMY: [u8; 12] = [1, 1, 0, 0, 0, 0, 0, 2, 2, 1, 2, 1];

pub(super) static SPEC: VariantSpec = VariantSpec {
    name: "duel",
    forces: Forces::Table(ranked_army(ARMY)),
    battle: ranked,
    ..classic::CLASSIC
};

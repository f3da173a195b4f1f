//! Barrage (challenge option `-barrage`), as played on Gravon: the classic board and rules
//! with eight pieces a side, placed anywhere on the player's four home rows.
//!
//! * Board: the classic 10x10 board with its two lakes; each side's home zone is its four
//!   home rows (40 squares), of which the army fills 8 and the rest stay empty.
//! * Pieces: Flag, Bomb, Spy, 2 Scouts, Miner, General, Marshal. They move as in the classic
//!   game: the Scouts any distance in a line, Bomb and Flag never, the others one square.
//! * Battle: the classic rule ([`ranked`]); the Spy that strikes the Marshal wins.
//! * End: as in the classic game: whoever strikes the Flag wins, a player with no legal move
//!   loses.

use super::{Forces, VariantSpec, classic, ranked, ranked_army};

//                       1  2  3  4  5  6  7  8  9  S  B  F
const ARMY: [u8; 12] = [1, 1, 0, 0, 0, 0, 0, 1, 2, 1, 1, 1];

pub(super) static SPEC: VariantSpec = VariantSpec {
    name: "barrage",
    forces: Forces::Table(ranked_army(ARMY)),
    battle: ranked,
    ..classic::CLASSIC
};

//! The small game (challenge option `-small`): an 8x8 board with two 1x2 lakes, each side
//! filling its three home rows with 24 pieces.
//!
//! * Pieces: the classic ones without Marshal, Lieutenants: General (2), Colonel, 2 Majors,
//!   2 Captains, 4 Sergeants, 4 Miners, 4 Scouts, Spy, 4 Bombs, Flag. They move as in the
//!   classic game.
//! * Battle: the classic rule ([`ranked`]). The army holds no Marshal, so its strongest rank,
//!   the General, is the one a Spy that strikes it defeats.
//! * End: as in the classic game.

use super::{Forces, VariantSpec, classic, lake_mask, ranked, ranked_army};
use crate::Rank;

//                       1  2  3  4  5  6  7  8  9  S  B  F
const ARMY: [u8; 12] = [0, 1, 1, 2, 2, 0, 4, 4, 4, 1, 4, 1];

const LAKES: &[(u8, u8)] = &[(2, 3), (2, 4), (5, 3), (5, 4)];

pub(super) static SPEC: VariantSpec = VariantSpec {
    name: "small",
    files: 8,
    ranks: 8,
    lakes: LAKES,
    lake_mask: lake_mask(LAKES),
    setup_rows: 3,
    pieces: &Rank::ALL,
    forces: Forces::Table(ranked_army(ARMY)),
    movement: classic::MOVEMENT,
    battle: ranked,
    flag: Rank::Flag,
    noun: "piece",
    quiet_plies: 0,
};

//! The robot: a computer opponent that plays by mail like anyone else (issue 16).
//!
//! It sees only what its side may see: every decision is made from the [`View`] its player
//! mail would be drawn from, plus the game's number (public: it is in every mail), never
//! from the referee's [`stratego_rules::Game`]. Nothing here is random: where it varies its
//! play (which army, which of two equal moves) it varies it by the game number and the ply,
//! so two positions that look the same to it give the same move.
//!
//! * [`setups`]: the armies it deploys, a few sound ones per kind of game;
//! * [`belief`]: what each hidden enemy piece may be, from the pieces still unseen;
//! * [`choose`]: the move, by the expected result of each legal move and the threats after it.
//!
//! The server (`commands::play`) deploys its army when the game is made and answers each
//! move of its opponent in the same transaction.

pub mod belief;
pub mod choose;
pub mod setups;

use stratego_rules::{Color, Rank, View, Viewer};

pub use choose::choose;
pub use setups::{CannotPlay, army};

/// The robot's userid when the configuration names none.
pub const DEFAULT_NAME: &str = "robot";

/// How much a piece is worth to its side, in the robot's eyes: the weights of its
/// evaluation and of its draw decision. The Flag is not counted in material (its capture
/// ends the game and is weighed apart).
pub fn value(rank: Rank) -> f32 {
    match rank {
        Rank::Marshal => 10.0,
        Rank::General => 8.0,
        Rank::Colonel => 6.0,
        Rank::Major => 4.5,
        Rank::Captain => 3.0,
        Rank::Lieutenant => 2.0,
        Rank::Sergeant => 1.5,
        Rank::Miner => 2.5,
        Rank::Scout => 1.2,
        Rank::Spy => 3.0,
        Rank::Bomb => 0.8,
        Rank::Flag => 0.0,
    }
}

/// The material a side has left: its army less its lost pieces (public knowledge: every lost
/// piece fell in a battle both players saw).
pub fn material(view: &View, color: Color) -> f32 {
    let army = view.variant.spec().army;
    Rank::ALL
        .iter()
        .map(|&r| {
            let left = army[r.index()].saturating_sub(view.lost[color.index()][r.index()]);
            f32::from(left) * value(r)
        })
        .sum()
}

/// Whether the robot accepts a draw offered to it: only when it is behind in material.
pub fn accepts_draw(view: &View) -> bool {
    let Viewer::Player(me) = view.viewer else {
        return false;
    };
    material(view, me) < material(view, me.other())
}

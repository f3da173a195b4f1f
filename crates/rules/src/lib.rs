//! The rules of Stratego, classic (10x10, 40 pieces), small (8x8, 24 pieces), Barrage (10x10,
//! 8 pieces), Duel (10x10, 10 pieces) and Domino Stratego (8x10, 24 dealt domino tiles), with
//! the fog of war: what each player may see.
//!
//! This crate is pure: no I/O, no clock, no randomness of its own (callers pass a random
//! source for `?` in armies and for Domino's deal). A reader can learn the whole game from it:
//!
//! * vocabulary: [`Color`], [`Square`], [`Rank`] (a piece kind: a rank or an oriented tile),
//!   [`Piece`], [`Move`], [`Variant`], [`Options`], [`Deal`];
//! * each game as data, one file per game (`variant/classic.rs`, `variant/small.rs`,
//!   `variant/barrage.rs`, `variant/duel.rs`, `variant/domino.rs`): its board, its pieces and
//!   how each moves ([`Movement`]), its army table or deal ([`Forces`]), its battle rule and
//!   the piece whose loss ends it ([`VariantSpec`]);
//! * setup: [`Army`] (what a player typed, checked against the army table or the deal) and
//!   [`Game::deploy`] / [`Game::swap`];
//! * play: [`Game::play`] with every rule of SPEC section 5, [`Game::legal_moves`],
//!   [`Game::perft`];
//! * knowledge: [`View`], holding only what one viewer may know, and [`render()`], which
//!   draws a `View` (never a `Game`) as ASCII, and [`render_html()`], the same as mail-safe
//!   HTML.
//!
//! ```
//! use rand::SeedableRng;
//! use stratego_rules::{Army, Color, Game, Options, Variant};
//!
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
//! let mut game = Game::new(Variant::Classic, Options::default());
//! let (army, _) = Army::parse("9394924939 56691S9575 574BB7668B 88BF7B88B9", Variant::Classic).unwrap();
//! game.deploy(Color::Red, &army, &mut rng).unwrap();
//! let started = game.deploy(Color::Blue, &army, &mut rng).unwrap();
//! assert!(started);
//! let record = game.play(Color::Red, "a4-a5".parse().unwrap()).unwrap();
//! assert_eq!(record.ply, 1);
//! ```

#![deny(missing_docs)]

mod army;
mod chase;
mod color;
mod deal;
mod game;
pub mod html;
mod mv;
mod options;
mod piece;
pub mod render;
pub mod square;
mod story;
mod variant;
mod view;
pub mod words;

pub use army::{Army, ArmyError, ArmyProblem, Symbol, army_table};
pub use chase::{ChaseNotice, chased_words};
pub use color::{Color, ParseColorError};
pub use deal::{Deal, ParseDealError};
pub use game::{
    ActionError, Battle, Board, EndReason, Game, IllegalMove, MoveRecord, Outcome, Phase,
    PositionError, ReplayError, SetupError, Unit,
};
pub use html::{render_html, render_html_in};
pub use mv::{Move, ParseMoveError};
pub use options::{OptionError, Options, Reveal, chase_default, twosquare_default};
pub use piece::{ParseRankError, Piece, Rank};
pub use render::{legend, legend_in, render, render_in};
pub use square::{ParseSquareError, Square};
pub use story::{BattleStory, Fell};
pub use variant::{BattleResult, Forces, Movement, ParseVariantError, Variant, VariantSpec};
pub use view::{View, ViewPiece, Viewer};
pub use words::{English, Labels, Words};

//! The league: everything about who plays whom and how they stand.
//!
//! * [`ratings`]: Glicko-2 ratings, one per player and kind of game, and the standings made
//!   of them (issue 14).
//! * [`pairing`]: the pairing engine of tournaments (FIDE's Dutch system and Berger tables,
//!   TRF-16 records). Pure: no SQLite, no mail, so that it can be checked from TRF files
//!   alone, like the rules crate.
//! * [`standings`]: a tournament's standings and FIDE tie-breaks, from the engine's model.
//! * [`tournament`]: a tournament's life: entries, start, rounds paired and ended, the end.

pub mod pairing;
pub mod ratings;
pub mod standings;
pub mod tournament;

pub use ratings::*;

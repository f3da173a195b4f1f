//! stratego-pbem: a play-by-email Stratego server.
//!
//! Mail comes in ([`inbound`]), is applied to games kept in SQLite ([`store`]), and every
//! reply leaves through the outbox ([`outbound`]).

pub mod inbound;
pub mod outbound;
pub mod store;

//! stratego-pbem: a play-by-email Stratego server.
//!
//! Mail comes in ([`intake`]: pipe, Maildir, LMTP, IMAP) and is read ([`inbound`]), its
//! command is read ([`syntax`]) and carried out ([`handlers`]) by the [`server`] in one
//! SQLite transaction ([`store`]); every reply is drawn for its recipient ([`texts`],
//! [`json`]) and leaves through the outbox ([`outbound`]; the pages: [`web`]).
//! The rules of the game live in the `stratego-rules` crate.

pub mod cleanup;
pub mod compose;
pub mod config;
pub mod credentials;
pub mod fault;
pub mod handlers;
pub mod hex;
pub mod import;
pub mod inbound;
pub mod intake;
pub mod json;
pub mod league;
pub mod outbound;
pub mod request;
pub mod robot;
pub mod server;
pub mod store;
pub mod strados2;
pub mod syntax;
pub mod texts;
pub mod web;

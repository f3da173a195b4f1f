//! The ways mail comes in, each handing every mail to the server's one entry point,
//! [`Server::handle_mail`](crate::server::Server::handle_mail): a Maildir ([`maildir`],
//! for `ingest --maildir` and `watch`), a mail server's LMTP client ([`lmtp`]) and an
//! IMAP folder ([`mailbox`]).
//!
//! The binary's half of this room lives here too, mounted by `main.rs` with `#[path]`
//! because it speaks the command line (`Cli`) and `anyhow`, which the library does not:
//! `pipe.rs` reads pipe mode's command line (`ingest`, one mail on stdin, one process per
//! mail) without clap, and `start.rs` starts the ways in that take many mails in one
//! process (`ingest --maildir`, `watch`, `lmtp`, `mailbox`) from the command line.

pub mod lmtp;
pub mod mailbox;
pub mod maildir;

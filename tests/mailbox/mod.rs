//! `stratego-pbem mailbox`: mail read from an IMAP folder, replies sent by SMTP submission.
//! The servers are real: a private Dovecot (`support::dovecot`) and the aiosmtpd sink with
//! STARTTLS, implicit TLS and AUTH (`support::smtp`).

mod account;
mod daemon;
mod infra;
mod play;
mod refused;
mod tls_refused;

pub use account::{Account, Daemon, Login, once, once_with};

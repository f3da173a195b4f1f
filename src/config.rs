//! The server's configuration: where things are and how they are done.

use std::path::PathBuf;
use std::time::Duration;

use crate::outbound::{self, Transport};
use crate::store::PasswordCost;

/// Where things are and how they are done; from flags, environment and defaults.
#[derive(Debug, Clone)]
pub struct Config {
    /// The SQLite file.
    pub db: PathBuf,
    /// Where outgoing mail goes.
    pub transport: Transport,
    /// The server's own address: From of every mail, and the domain of Message-IDs.
    pub from: String,
    /// The Argon2id cost for new password hashes.
    pub password_cost: PasswordCost,
    /// How long a writer waits for another one before giving up (exit 75).
    pub busy_timeout: Duration,
}

impl Config {
    /// The domain of the server's address, for Message-IDs.
    pub fn domain(&self) -> &str {
        outbound::domain_of(&self.from)
    }
}

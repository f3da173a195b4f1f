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
    /// What one mail or one sender may cost us (issue 19).
    pub limits: Limits,
}

/// What one mail or one sender may cost us: stored text, retention, observers, accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most bytes of one incoming mail's stored copy; the rest is not kept.
    pub max_stored_bytes: usize,
    /// After how many days `cleanup` prunes stored mail text and sent mail.
    pub retention_days: i64,
    /// The most observers of one game.
    pub max_observers: i64,
    /// The most accounts registered with one address.
    pub max_accounts_per_address: i64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_stored_bytes: 64 * 1024,
            retention_days: 30,
            max_observers: 20,
            max_accounts_per_address: 5,
        }
    }
}

impl Config {
    /// Whether `address` is the server's own address, with or without a `+extension` (any
    /// case): such an address must never hold an account (issue 19), whatever the loop
    /// guard of incoming mail lets through (`run --from`, an alias).
    pub fn is_own_address(&self, address: &str) -> bool {
        let split = |a: &str| -> Option<(String, String)> {
            let (local, domain) = a.trim().rsplit_once('@')?;
            let local = local.split('+').next().unwrap_or(local);
            Some((local.to_ascii_lowercase(), domain.to_ascii_lowercase()))
        };
        matches!((split(address), split(&self.from)), (Some(a), Some(b)) if a == b)
    }

    /// The domain of the server's address, for Message-IDs.
    pub fn domain(&self) -> &str {
        outbound::domain_of(&self.from)
    }
}

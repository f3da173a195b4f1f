//! The server's configuration: where things are and how they are done.

use std::path::PathBuf;
use std::time::Duration;

use crate::credentials::Secret;
use crate::inbound::address::OwnAddress;
use crate::outbound::{self, Transport};
use crate::store::PasswordCost;

/// Seconds in a day: the unit of every limit counted in days (retention, confirmation,
/// vacations, a game's `-nag` and `-forfeit`).
pub const DAY: i64 = 86_400;

/// Where things are and how they are done; from flags, environment and defaults.
#[derive(Debug, Clone)]
pub struct Config {
    /// The SQLite file.
    pub db: PathBuf,
    /// Where outgoing mail goes.
    pub transport: Transport,
    /// The secret of the SMTP submission login (`smtps://USER@HOST`); `None` for the other
    /// transports.
    pub smtp_secret: Option<Secret>,
    /// Certificates (PEM) that TLS trusts beside the web's roots: a provider or a Dovecot
    /// with a private CA.
    pub ca_file: Option<PathBuf>,
    /// The server's own address: From of every mail, and the domain of Message-IDs.
    pub from: String,
    /// The Argon2id cost for new password hashes.
    pub password_cost: PasswordCost,
    /// How long a writer waits for another one before giving up (exit 75).
    pub busy_timeout: Duration,
    /// The display name of the server's address (`Stratego <stratego@example.org>`).
    pub name: String,
    /// The characters the MTA splits an address extension off with (Postfix's
    /// `recipient_delimiter`); the first makes reply addresses.
    pub recipient_delimiter: String,
    /// At most this many answers that change no game (error replies, relayed comments of
    /// plain replies) go to one sender address in an hour; the rest stay unanswered.
    pub reply_limit: u32,
    /// At most this many answers an hour, server-wide, to mail that holds neither a command
    /// nor a reply key: what a flood with forged senders would turn into backscatter.
    pub stranger_reply_limit: u32,
    /// What one mail or one sender may cost us (issue 19).
    pub limits: Limits,
    /// The userid of the computer opponent (issue 16): challenging it starts a game
    /// against the robot.
    pub robot_name: String,
    /// Where the web pages are (`stratego-pbem web` behind its proxy), as
    /// `https://host[/path]` without a trailing `/`: board mails in HTML then link to the
    /// game's page. `None`: no link.
    pub web_url: Option<String>,
    /// The moderators the host names (`--moderators alice,bob`, issue 78), as written; the
    /// first may ban another moderator. More are kept in the database
    /// (`stratego-pbem moderator add`).
    pub moderators: Vec<String>,
    /// The language of players who have not chosen one (`--language`, issue 81).
    pub language: crate::texts::Lang,
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
    /// How many days a confirmation mail counts: an account not confirmed by then is
    /// deleted by `cleanup`, a held challenge is dropped.
    pub confirm_days: i64,
    /// The longest vacation at a time, in days (issue 14).
    pub vacation_max_days: i64,
    /// The most vacation days in any 365 days.
    pub vacation_days_per_year: i64,
    /// The most games not over that one player may have at once (issue 27).
    pub max_open_games: u32,
    /// The most games not over between the same two players.
    pub max_games_per_opponent: u32,
    /// The most games not over against the robot that one player may have.
    pub max_robot_games: u32,
}

impl Limits {
    /// The defaults, which the command line's options show and take when unset.
    pub const DEFAULT: Limits = Limits {
        max_stored_bytes: 64 * 1024,
        retention_days: 30,
        max_observers: 20,
        max_accounts_per_address: 5,
        confirm_days: 3,
        vacation_max_days: 30,
        vacation_days_per_year: 60,
        max_open_games: 20,
        max_games_per_opponent: 3,
        max_robot_games: 5,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

impl Config {
    /// The database when none is named: a file in the working directory.
    pub const DEFAULT_DB: &str = "./stratego.db";
    /// Outgoing mail when no transport is named: `.eml` files in `./outbox`.
    pub const DEFAULT_TRANSPORT: &str = "file:./outbox";
    /// The server's address when none is named.
    pub const DEFAULT_FROM: &str = "stratego@localhost";
    /// How long to wait for another process holding the database, in milliseconds.
    pub const DEFAULT_BUSY_TIMEOUT_MS: u64 = 10_000;
    /// How long to wait for the SMTP server, in milliseconds.
    pub const DEFAULT_SMTP_TIMEOUT_MS: u64 = 30_000;
    /// The display name of the server's address.
    pub const DEFAULT_NAME: &str = "Stratego";
    /// Postfix's usual `recipient_delimiter`.
    pub const DEFAULT_DELIMITER: &str = "+";
    /// Answers per sender and hour.
    pub const DEFAULT_REPLY_LIMIT: u32 = 10;
    /// Answers an hour to mail without a command or key, server-wide.
    pub const DEFAULT_STRANGER_REPLY_LIMIT: u32 = 100;

    /// Whether `address` is the server's own address, with or without an extension (any
    /// case): such an address must never hold an account (issue 19), whatever the loop
    /// guard of incoming mail lets through (`run --from`, an alias).
    pub fn is_own_address(&self, address: &str) -> bool {
        self.own().is_own(address)
    }

    /// The domain of the server's address, for Message-IDs.
    pub fn domain(&self) -> &str {
        outbound::domain_of(&self.from)
    }

    /// The server's address with its display name, for From.
    pub fn from_mailbox(&self) -> String {
        mailbox(&self.name, &self.from)
    }

    /// The mailer of the configured transport, from the server's address, with the
    /// submission login and the CA file.
    ///
    /// # Errors
    /// A permanent [`outbound::SendError`] when the address or the CA file cannot be used.
    pub fn mailer(&self) -> Result<outbound::Mailer, outbound::SendError> {
        outbound::Mailer::with_login(
            &self.transport,
            &self.from_mailbox(),
            self.smtp_secret.as_ref(),
            self.ca_file.as_deref(),
        )
    }

    /// The page of game `id` on the web, when [`Config::web_url`] is set.
    pub fn game_url(&self, id: i64) -> Option<String> {
        self.web_url.as_ref().map(|url| format!("{url}/games/{id}"))
    }

    /// Whether the host names `userid` first in `--moderators`: the one moderator who may
    /// ban another.
    pub fn is_first_moderator(&self, userid: &str) -> bool {
        self.moderators
            .first()
            .is_some_and(|m| m.eq_ignore_ascii_case(userid))
    }

    /// The server's own address, to make and recognise reply addresses.
    pub fn own(&self) -> OwnAddress {
        OwnAddress::new(&self.from, &self.recipient_delimiter)
    }

    /// A player's reply address for `key`, with the display name.
    pub fn reply_address(&self, key: &str) -> String {
        mailbox(&self.name, &self.own().with_key(key))
    }
}

/// `Name <address>`, or the bare address when the name is empty or could not stand in a
/// header unquoted.
fn mailbox(name: &str, address: &str) -> String {
    let name = name.trim();
    let plain = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '\''));
    if name.is_empty() || !plain {
        address.to_string()
    } else {
        format!("{name} <{address}>")
    }
}

//! Outgoing mail: building a message from an outbox row and delivering it.
//!
//! The store queues an [`OutMail`] per recipient inside the transaction of the incoming mail;
//! after the commit a [`Mailer`] delivers each one through the configured [`Transport`]. A
//! [`SendError`] says whether the row should be retried later or given up on.
//!
//! Decisions written down here because the spec is silent on them:
//! * Times in Message-IDs and outbox file names are UTC (no time zone database needed).
//! * `In-Reply-To` and `References` come from players' mail, so each id is checked for the
//!   `<left@right>` shape and dropped when it does not fit, rather than failing the reply.
//!   `References` keeps the first id (the game's thread root) and the last nine, as RFC 5322
//!   suggests for long threads.
//! * SMTP is plain SMTP, without STARTTLS: the relay is a local MTA, and opportunistic TLS
//!   would fail hard against one that offers STARTTLS with a self-signed certificate.
//! * The `pool` feature of lettre is off, so [`Mailer`] keeps one SMTP connection open itself
//!   for a whole batch, and checks it with `NOOP` only after it sat idle for 100 ms.
//! * Sendmail failures are always transient: lettre does not expose the exit status, and a
//!   local sendmail queues mail for unknown users and bounces later rather than failing.
//!
//! The files: `transport.rs` (the `--transport` setting), `message.rs` (an outbox row as a
//! message), `mailer.rs` (the [`Mailer`]), `smtp.rs` and `file.rs` (two of its transports);
//! this one holds the mail as queued, the delivery error and the Message-IDs.

mod file;
mod mailer;
mod message;
mod smtp;
mod transport;

use std::time::{SystemTime, UNIX_EPOCH};

pub use mailer::{DEFAULT_SMTP_TIMEOUT, Mailer};
pub use message::build;
pub use transport::{SubmissionTls, Transport, TransportParseError};

use crate::store::OutRow;

/// One outgoing mail as queued in the outbox (the store keeps these fields in a row).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutMail {
    /// One recipient address.
    pub to: String,
    /// The subject; control characters are replaced by spaces when the mail is built.
    pub subject: String,
    /// Plain text with LF line ends (CRLF is accepted too).
    pub body: String,
    /// An HTML alternative of `body`: the mail is then `multipart/alternative`, the text
    /// first.
    pub html: Option<String>,
    /// `<...@domain>`, assigned when queued so that a retry re-sends the same id.
    pub message_id: String,
    /// The Message-ID of the mail this one answers, if any.
    pub in_reply_to: Option<String>,
    /// The thread this mail belongs to, oldest first.
    pub references: Vec<String>,
    /// Where a reply should go: the recipient's own reply address for a game, if any.
    pub reply_to: Option<String>,
    /// A `List-Unsubscribe` header and an attachment, for the few mails that have them.
    pub extra: Option<Box<crate::store::OutExtra>>,
}

impl From<&OutRow> for OutMail {
    /// The mail a queued outbox row stands for.
    fn from(row: &OutRow) -> OutMail {
        OutMail {
            to: row.to_addr.clone(),
            subject: row.subject.clone(),
            body: row.body.clone(),
            html: row.html.clone(),
            message_id: row.message_id.clone(),
            in_reply_to: row.in_reply_to.clone(),
            references: row
                .references
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            reply_to: row.reply_to.clone(),
            extra: row.extra.clone(),
        }
    }
}

impl From<OutRow> for OutMail {
    /// The mail a queued outbox row stands for, taking the row's text rather than copying it.
    fn from(row: OutRow) -> OutMail {
        let row = row.mail;
        OutMail {
            to: row.to_addr,
            subject: row.subject,
            body: row.body,
            html: row.html,
            message_id: row.message_id,
            in_reply_to: row.in_reply_to,
            references: row
                .references
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            reply_to: row.reply_to,
            extra: row.extra,
        }
    }
}

/// A delivery failure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SendError {
    /// Do not retry: the server refused for good (5xx reply) or the mail cannot be built
    /// (invalid address). Otherwise retry later.
    pub permanent: bool,
    /// What went wrong, for the outbox row and the log.
    pub message: String,
    /// Retrying cannot help until the administrator acts, for this mail or any other: the
    /// TLS handshake with the server failed (its certificate refused). The mail stays
    /// queued as it was, and the daemons stop (exit 1) with the message.
    pub stops: bool,
}

impl SendError {
    /// A failure that will not go away by retrying.
    pub fn permanent(message: impl Into<String>) -> Self {
        SendError {
            permanent: true,
            message: message.into(),
            stops: false,
        }
    }

    /// A failure worth retrying later.
    pub fn transient(message: impl Into<String>) -> Self {
        SendError {
            permanent: false,
            message: message.into(),
            stops: false,
        }
    }

    /// A failure that stops the program until the administrator acts ([`SendError::stops`]).
    pub fn stopping(message: impl Into<String>) -> Self {
        SendError {
            permanent: false,
            message: message.into(),
            stops: true,
        }
    }
}

/// A new, unique Message-ID: UTC time plus 64 random bits, e.g.
/// `<20261120.235959.8f3a0c1d2e4b5a69@stratego.example>`.
pub fn new_message_id(domain: &str) -> String {
    let t = UtcTime::now();
    format!(
        "<{}.{:016x}@{}>",
        t.stamp('.'),
        rand::random::<u64>(),
        id_domain(domain)
    )
}

/// The stable root of one game's thread, e.g. `<stratego-game-12@stratego.example>`. Every
/// mail of the game lists it first in `References`, so mail clients thread them together.
pub fn game_thread_id(game: i64, domain: &str) -> String {
    format!("<stratego-game-{game}@{}>", id_domain(domain))
}

/// The domain of an address: `stratego@example.org` and `Stratego <stratego@example.org>`
/// give `example.org`; an address without `@` gives `localhost`.
pub fn domain_of(address: &str) -> &str {
    match address.rsplit_once('@') {
        Some((_, domain)) => {
            let domain = domain.trim().trim_end_matches('>').trim();
            if domain.is_empty() {
                "localhost"
            } else {
                domain
            }
        }
        None => "localhost",
    }
}

/// The right-hand side of a Message-ID: the domain if it is safe there, else `localhost`.
fn id_domain(domain: &str) -> &str {
    let ok = !domain.is_empty()
        && domain
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '[' | ']' | ':'));
    if ok { domain } else { "localhost" }
}

/// A Message-ID in its `<...>` form if it is one (brackets optional on input): printable
/// ASCII, no spaces, no brackets inside, at most 250 characters.
fn clean_message_id(id: &str) -> Option<String> {
    let id = id.trim();
    let inner = id
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(id);
    let ok = !inner.is_empty()
        && inner.len() <= 250
        && inner
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>');
    ok.then(|| format!("<{inner}>"))
}

/// A point in time split into UTC calendar fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct UtcTime {
    year: i64,
    month: u32,
    day: u32,
    hour: u32,
    minute: u32,
    second: u32,
    micros: u32,
}

impl UtcTime {
    pub(crate) fn now() -> UtcTime {
        UtcTime::at(SystemTime::now())
    }

    /// `20261120` `sep` `235959`: date and time to the second, sorting as they read (the
    /// outbox file names and the Message-IDs begin with it).
    fn stamp(&self, sep: char) -> String {
        format!(
            "{:04}{:02}{:02}{sep}{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }

    fn at(t: SystemTime) -> UtcTime {
        let since = t.duration_since(UNIX_EPOCH).unwrap_or_default();
        let secs = since.as_secs();
        let (days, rest) = ((secs / 86_400) as i64, (secs % 86_400) as u32);
        let (year, month, day) = crate::texts::civil_from_days(days);
        UtcTime {
            year,
            month,
            day,
            hour: rest / 3600,
            minute: rest / 60 % 60,
            second: rest % 60,
            micros: since.subsec_micros(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn utc_time_matches_known_instants() {
        let at = |secs: u64, micros: u64| {
            UtcTime::at(UNIX_EPOCH + Duration::from_secs(secs) + Duration::from_micros(micros))
        };
        let epoch = UtcTime {
            year: 1970,
            month: 1,
            day: 1,
            hour: 0,
            minute: 0,
            second: 0,
            micros: 0,
        };
        assert_eq!(at(0, 0), epoch);
        // 2026-11-20T23:59:59.000123Z
        let t = at(1_795_219_199, 123);
        assert_eq!(
            (t.year, t.month, t.day, t.hour, t.minute, t.second, t.micros),
            (2026, 11, 20, 23, 59, 59, 123)
        );
        // 2024-02-29T12:00:00Z, a leap day
        let t = at(1_709_208_000, 0);
        assert_eq!((t.year, t.month, t.day, t.hour), (2024, 2, 29, 12));
    }

    #[test]
    fn message_ids_are_unique_and_well_formed() {
        let a = new_message_id("stratego.example");
        let b = new_message_id("stratego.example");
        assert_ne!(a, b);
        assert!(
            a.starts_with('<') && a.ends_with("@stratego.example>"),
            "{a}"
        );
        assert_eq!(clean_message_id(&a), Some(a.clone()));
        assert!(new_message_id("bad domain>\r\n").ends_with("@localhost>"));
    }

    #[test]
    fn game_thread_id_is_stable() {
        assert_eq!(
            game_thread_id(12, "example.org"),
            "<stratego-game-12@example.org>"
        );
        assert_eq!(
            game_thread_id(12, "example.org"),
            game_thread_id(12, "example.org")
        );
    }

    #[test]
    fn domain_of_takes_what_follows_the_at() {
        assert_eq!(domain_of("stratego@example.org"), "example.org");
        assert_eq!(domain_of("Stratego <stratego@example.org>"), "example.org");
        assert_eq!(domain_of("stratego@localhost"), "localhost");
        assert_eq!(domain_of("stratego"), "localhost");
        assert_eq!(domain_of("stratego@"), "localhost");
    }

    #[test]
    fn clean_message_id_accepts_ids_and_refuses_junk() {
        assert_eq!(clean_message_id("<a.b@c>"), Some("<a.b@c>".into()));
        assert_eq!(clean_message_id(" a.b@c "), Some("<a.b@c>".into()));
        assert_eq!(clean_message_id("<a@b>\r\nBcc: x@y"), None);
        assert_eq!(clean_message_id("<a b@c>"), None);
        assert_eq!(clean_message_id("<>"), None);
        assert_eq!(clean_message_id(""), None);
        assert_eq!(clean_message_id(&format!("<{}@x>", "a".repeat(300))), None);
    }
}

//! `mailbox`: the server on a plain mail account. Mail is read from an IMAP folder and each
//! message handled exactly as `ingest` handles one ([`Server::handle_mail`]: the same
//! parsing, the same transaction, the same replies); the replies leave through the
//! configured transport (SMTP submission to the same provider, usually).
//!
//! The path of a message:
//! 1. find the messages without our keyword ([`imap::Imap::unhandled`]), oldest first;
//! 2. fetch a batch of them in one command;
//! 3. handle each in its own transaction, in order;
//! 4. make the batch's commits durable (one sync), then mark the batch handled in one
//!    command; then deliver the replies.
//!
//! A crash between 3 and 4 leaves messages unmarked: the next run fetches them again, and
//! each is recognised by its Message-ID as one already applied, so it is applied once. A
//! message that meets a locked database (or any failure of ours) stays unmarked and is tried
//! again, and nothing after it is handled before it. A message that can never be handled
//! (unreadable, too big) is handled all the same: answered or ignored as `ingest` would,
//! and marked. One whose handling panics is marked failed and logged, never retried by
//! itself.
//!
//! Without `--once` the loop waits with IDLE (or polls where the server lacks it),
//! reconnects with a growing pause (at most [`MAX_BACKOFF`]) when the connection drops,
//! delivers queued replies again every minute, runs the daily `cleanup` job at start and
//! every [`CLEANUP_EVERY`], and stops on SIGTERM or SIGINT after the message in hand.

pub mod imap;
pub mod stream;
pub mod url;

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::credentials::Secret;
use crate::request::Tally;
use crate::server::{Config, Envelope, Server};
use crate::store::StoreError;
use imap::{Imap, Mark, Woke};
pub use url::{ImapUrl, Security};

/// Messages fetched in one command, handled, then marked in one command.
pub const BATCH: usize = 100;
/// The longest pause between two tries to connect.
pub const MAX_BACKOFF: Duration = Duration::from_secs(10);
/// How often the daily job runs: every hour is safe, since a reminder goes at most once a
/// day and a forfeit once, and it ends a stalled game within the hour of its deadline.
pub const CLEANUP_EVERY: Duration = Duration::from_secs(3600);
/// How often queued replies that failed are tried again.
pub const DELIVER_EVERY: Duration = Duration::from_secs(60);
/// IDLE is ended and begun again after this long (RFC 2177: at least every 29 minutes).
pub const IDLE_RENEW: Duration = Duration::from_secs(25 * 60);
/// After a failure of ours (a locked database), the pause before the message is tried again.
const RETRY_AFTER: Duration = Duration::from_secs(5);

/// Why the mailbox stopped or a message stayed unhandled.
#[derive(Debug, thiserror::Error)]
pub enum MailboxError {
    /// Retrying cannot help until the administrator acts: a refused login or certificate, a
    /// folder that does not exist, a bad setting.
    #[error("{0}")]
    Fatal(String),
    /// The connection failed or dropped; it is made again.
    #[error("{0}")]
    Connection(String),
    /// The database failed (locked, full): the message stays unhandled and is tried again.
    #[error("the database failed: {0}")]
    Store(#[from] StoreError),
}

/// How the loop runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// The account and folder.
    pub url: ImapUrl,
    /// The IMAP login's password or token command.
    pub secret: Secret,
    /// Handle what is there, then return.
    pub once: bool,
    /// Leave the replies queued.
    pub no_send: bool,
    /// The pause between two looks where the server lacks IDLE.
    pub poll: Duration,
    /// The fixed clock of tests (`--now`).
    pub now: Option<i64>,
    /// How long to wait for the SMTP server.
    pub smtp_timeout: Duration,
}

/// How one pass over the folder ended.
enum Pass {
    /// Nothing is left to handle.
    Done,
    /// A failure of ours left a message unhandled: try again later.
    Retry(StoreError),
    /// Told to stop.
    Stopped,
}

/// Reads the folder until `stop` is set (or, with `once`, until it is empty) and returns
/// what was handled. Logs to stderr.
///
/// # Errors
/// [`MailboxError::Fatal`] when the administrator must act; with `once`, any failure that
/// left a message unhandled (the next run takes it).
pub fn run(
    config: Config,
    options: &Options,
    stop: Arc<AtomicBool>,
) -> Result<Tally, MailboxError> {
    let tls = crate::credentials::tls_config(config.ca_file.as_deref())
        .map_err(|e| MailboxError::Fatal(e.to_string()))?;
    let mut server = Server::open(config.clone())?;
    let mut summary = Tally::default();
    let mut backoff = Duration::from_secs(1);
    let mut next_cleanup = Instant::now();
    let mut next_delivery = Instant::now() + DELIVER_EVERY;
    let mut retry_at: Option<Instant> = None;
    let mut greeted = false;
    let now = || crate::server::now_or(options.now);
    while !stop.load(Ordering::Relaxed) {
        let connected = Imap::connect(
            &options.url,
            &options.secret,
            &tls,
            config.ca_file.is_some(),
            Arc::clone(&stop),
        );
        let mut imap = match connected {
            Ok(imap) => imap,
            Err(MailboxError::Connection(e)) if !options.once => {
                tracing::warn!(
                    target: "stratego-pbem",
                    "mailbox: {e}; trying again in {} s",
                    backoff.as_secs()
                );
                sleep(backoff, &stop);
                backoff = (backoff * 2).min(MAX_BACKOFF);
                continue;
            }
            Err(e) => return Err(e),
        };
        backoff = Duration::from_secs(1);
        if !greeted {
            greeted = true;
            let how = match (options.once, imap.idle) {
                (true, _) => "once".to_string(),
                (false, true) => "waiting with IDLE".to_string(),
                (false, false) => format!("polling every {} s (no IDLE)", options.poll.as_secs()),
            };
            let marks = if imap.keeps_keywords() {
                format!("keyword {}", imap::HANDLED)
            } else {
                "\\Seen (the folder takes no keywords)".to_string()
            };
            tracing::info!(
                target: "stratego-pbem",
                "mailbox: reading {}, {how}; handled mail is marked {marks}",
                options.url
            );
        }
        // The connection is given up on at the first failure, and made again.
        let lost = loop {
            if !options.once && Instant::now() >= next_cleanup {
                next_cleanup = Instant::now() + CLEANUP_EVERY;
                match crate::cleanup::daily(&mut server, now()) {
                    Ok(lines) => {
                        for line in lines {
                            tracing::info!(target: "stratego-pbem", "cleanup: {line}");
                        }
                    }
                    Err(e) => {
                        tracing::error!(target: "stratego-pbem", "cleanup failed: {e}; it runs again in an hour")
                    }
                }
                next_delivery = Instant::now();
            }
            if retry_at.is_none_or(|at| Instant::now() >= at) {
                retry_at = None;
                match pass(
                    &mut imap,
                    &mut server,
                    &config,
                    options,
                    &stop,
                    &mut summary,
                ) {
                    Ok(Pass::Done) => {}
                    Ok(Pass::Stopped) => break None,
                    Ok(Pass::Retry(e)) if options.once => {
                        imap.logout();
                        return Err(MailboxError::Store(e));
                    }
                    Ok(Pass::Retry(e)) => {
                        tracing::warn!(
                            target: "stratego-pbem",
                            "mailbox: {e}; the message stays unhandled and is \
                             tried again in {} s",
                            RETRY_AFTER.as_secs()
                        );
                        retry_at = Some(Instant::now() + RETRY_AFTER);
                    }
                    Err(MailboxError::Connection(e)) => break Some(e),
                    Err(e) => return Err(e),
                }
            }
            if options.once {
                imap.logout();
                return Ok(summary);
            }
            if Instant::now() >= next_delivery {
                next_delivery = Instant::now() + DELIVER_EVERY;
                if !options.no_send {
                    server
                        .deliver_reporting(now(), options.smtp_timeout)
                        .map_err(|e| MailboxError::Fatal(e.0))?;
                }
            }
            if stop.load(Ordering::Relaxed) {
                break None;
            }
            let mut until = (Instant::now() + IDLE_RENEW)
                .min(next_cleanup)
                .min(next_delivery);
            if let Some(at) = retry_at {
                until = until.min(at);
            }
            match imap.wait(until, options.poll) {
                Ok(Woke::Maybe | Woke::Timeout) => {}
                Err(MailboxError::Connection(e)) => break Some(e),
                Err(e) => return Err(e),
            }
        };
        match lost {
            None => imap.logout(),
            Some(e) => {
                tracing::warn!(target: "stratego-pbem", "mailbox: connection lost: {e}; connecting again")
            }
        }
    }
    if !options.no_send {
        server
            .deliver_reporting(now(), options.smtp_timeout)
            .map_err(|e| MailboxError::Fatal(e.0))?;
    }
    Ok(summary)
}

/// Handles every message not yet handled, a batch at a time, until none is left.
fn pass(
    imap: &mut Imap,
    server: &mut Server,
    config: &Config,
    options: &Options,
    stop: &AtomicBool,
    summary: &mut Tally,
) -> Result<Pass, MailboxError> {
    // A message the search finds again in this pass (a fetch that did not return it, a
    // mark that did not take) waits for the next pass, so that the loop always ends.
    let mut tried = std::collections::HashSet::new();
    loop {
        let uids: Vec<u32> = imap
            .unhandled()?
            .into_iter()
            .filter(|uid| !tried.contains(uid))
            .collect();
        if uids.is_empty() {
            return Ok(Pass::Done);
        }
        for chunk in uids.chunks(BATCH) {
            tried.extend(chunk.iter().copied());
            let messages = imap.fetch(chunk)?;
            let mut handled = Vec::with_capacity(messages.len());
            let mut failed = Vec::new();
            let mut retry = None;
            for message in &messages {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let now = crate::server::now_or(options.now);
                let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
                    server.handle_mail(&message.raw, message.total, &Envelope::default(), now)
                }));
                match outcome {
                    // Each mail's line is the server's (`Server::handle_mail`).
                    Ok(Ok(outcomes)) => {
                        for h in &outcomes {
                            summary.count(h);
                        }
                        handled.push(message.uid);
                    }
                    Ok(Err(e)) => {
                        retry = Some(e);
                        break;
                    }
                    Err(_) => {
                        tracing::error!(
                            target: "stratego-pbem",
                            "mailbox: message UID {} failed with an internal \
                             error; nothing of it was applied; it is marked {} and not tried \
                             again until that keyword is taken off",
                            message.uid,
                            imap::FAILED
                        );
                        summary.failed += 1;
                        failed.push(message.uid);
                        // The connection may be left inside a transaction: open it afresh.
                        *server = Server::open(config.clone())?;
                    }
                }
            }
            // No mark before the commits are durable: a power cut must not lose a message
            // that the folder already says is handled.
            if let Err(e) = server.store.sync() {
                return Ok(Pass::Retry(e));
            }
            crate::fault::point("mailbox-before-mark");
            imap.mark(&handled, Mark::Handled)?;
            imap.mark(&failed, Mark::Failed)?;
            if !options.no_send && !handled.is_empty() {
                server
                    .deliver_reporting(crate::server::now_or(options.now), options.smtp_timeout)
                    .map_err(|e| MailboxError::Fatal(e.0))?;
            }
            if let Some(e) = retry {
                return Ok(Pass::Retry(e));
            }
            if stop.load(Ordering::Relaxed) {
                return Ok(Pass::Stopped);
            }
        }
    }
}

/// Sleeps `pause`, or until `stop` is set.
fn sleep(pause: Duration, stop: &AtomicBool) {
    let end = Instant::now() + pause;
    while !stop.load(Ordering::Relaxed) {
        let now = Instant::now();
        if now >= end {
            return;
        }
        std::thread::sleep((end - now).min(Duration::from_millis(100)));
    }
}

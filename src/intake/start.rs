//! The commands that take many mails in one process: `ingest --maildir` (a batch), `watch`
//! (a Maildir, forever), `lmtp` (a mail server's LMTP client, forever) and `mailbox` (an
//! IMAP folder, forever or `--once`). `ingest` of one
//! mail on stdin and everything else stay in `main.rs`.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::{Context, Result};
use stratego_pbem::inbound;
use stratego_pbem::intake::maildir;
use stratego_pbem::request::Tally;
use stratego_pbem::server::{Config, Envelope, Server};

use super::{Cli, now, open, smtp_timeout};

/// How many mails of a Maildir share one sync before they are moved to `cur/`. A power cut
/// repeats at most this many mails' processing (each recognised as a duplicate).
const SYNC_EVERY: usize = 256;

/// Processes every mail in `dir/new`, oldest name first. Mails are moved to `dir/cur` only
/// after their transactions committed and were made durable, [`SYNC_EVERY`] mails at a time
/// (one sync for all of them), so a crash or a power cut leaves them in `new` and the next
/// run finds them (and recognises each one stored as a duplicate).
/// Stops between two mails when `stop` is set (by a signal, in `watch`). A `courier` is
/// woken after each group of mails is synced, to deliver their replies beside the batch.
pub(super) fn ingest_maildir(
    server: &mut Server,
    dir: &Path,
    now: i64,
    progress: bool,
    stop: &std::sync::atomic::AtomicBool,
    courier: Option<&Courier>,
) -> Result<String> {
    let files = maildir::new_messages(dir)
        .with_context(|| format!("cannot read the Maildir {}", dir.display()))?;
    let bar = if progress {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} mails {elapsed} (eta {eta})",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        Some(bar)
    } else {
        None
    };
    let mut tally = Tally::default();
    let mut stored: Vec<&PathBuf> = Vec::new();
    let seen = |server: &mut Server, stored: &mut Vec<&PathBuf>| -> Result<()> {
        server
            .store
            .sync()
            .context("the mails were processed but could not be made durable; they stay in new/")?;
        for path in stored.drain(..) {
            maildir::mark_seen(dir, path)
                .with_context(|| format!("cannot move {} to cur/", path.display()))?;
        }
        if let Some(courier) = courier {
            courier.wake();
        }
        Ok(())
    };
    for path in &files {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let (raw, total) = {
            let mut f = match std::fs::File::open(path) {
                Ok(f) => f,
                // Another process took it meanwhile.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
            };
            inbound::read_limited(&mut f)
                .with_context(|| format!("cannot read {}", path.display()))?
        };
        let outcomes = server
            .handle_mail(&raw, total, &Envelope::default(), now)
            .with_context(|| format!("{} was not processed; it stays in new/", path.display()))?;
        outcomes.iter().for_each(|handled| tally.count(handled));
        stored.push(path);
        if stored.len() >= SYNC_EVERY {
            seen(server, &mut stored)?;
        }
        if let Some(bar) = &bar {
            bar.inc(1);
        }
    }
    seen(server, &mut stored)?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(tally.to_string())
}

/// The replies of a batch (`ingest --maildir`), delivered by a thread of their own with its
/// own connection to the database while the batch goes on: woken after every
/// [`GROUPS_PER_PASS`] groups of [`SYNC_EVERY`] mails are synced (1,024 mails), so that the
/// first players get their boards after the first thousand mails rather than after the whole
/// batch, and the delivery runs on another core (a batch of 6,082 mails: 1.08x the time of
/// `--no-send` where delivering after the batch took 1.39x; about the same instructions,
/// +1.3 %; docs/PERFORMANCE.md).
/// The delivery lock and the outbox make it safe beside any other process: it sends only
/// what is committed, once. [`Courier::finish`] (or dropping it) delivers the rest and waits.
pub(super) struct Courier {
    wake: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
    /// Groups synced since the last wake.
    groups: std::cell::Cell<usize>,
}

/// Groups of [`SYNC_EVERY`] mails per delivery pass: a pass after every group (256 mails)
/// measured 1.13x and cost more CPU (24 passes, each with its syncs) than one per 1,024.
const GROUPS_PER_PASS: usize = 4;

impl Courier {
    pub(super) fn start(config: Config, now: i64, smtp_timeout: Duration) -> Courier {
        let (wake, woken) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let mut server = match Server::open(config) {
                Ok(server) => server,
                Err(e) => {
                    eprintln!("stratego-pbem: outgoing mail stays queued: {e}");
                    return;
                }
            };
            while woken.recv().is_ok() {
                // Wakes that came meanwhile are served by this one pass.
                while woken.try_recv().is_ok() {}
                // Reported; the batch goes on, its replies stay queued for `send`.
                let _ = server.deliver_reporting(now, smtp_timeout);
            }
            let _ = server.deliver_reporting(now, smtp_timeout);
        });
        Courier {
            wake: Some(wake),
            thread: Some(thread),
            groups: std::cell::Cell::new(0),
        }
    }

    fn wake(&self) {
        self.groups.set(self.groups.get() + 1);
        if self.groups.get() < GROUPS_PER_PASS {
            return;
        }
        self.groups.set(0);
        if let Some(wake) = &self.wake {
            let _ = wake.send(());
        }
    }

    /// Delivers what is still due and waits for the thread.
    pub(super) fn finish(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        self.wake = None;
        if let Some(thread) = self.thread.take()
            && thread.join().is_err()
        {
            eprintln!("stratego-pbem: the delivery failed; outgoing mail stays queued");
        }
    }
}

impl Drop for Courier {
    fn drop(&mut self) {
        self.stop();
    }
}

/// `watch`: polls `dir/new` every `interval` and processes what arrived; delivers the outbox
/// after each batch and at least once a minute (for retries). Stops cleanly on SIGTERM or
/// SIGINT, between two mails. A failure of ours is reported and retried at the next poll.
pub(super) fn watch(cli: &Cli, dir: &Path, interval: Duration) -> Result<()> {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .context("cannot install the signal handler")?;
    }
    let mut server = open(cli)?;
    tracing::info!(target: "stratego-pbem", "watching {}", dir.display());
    let mut last_delivery = std::time::Instant::now();
    while !stop.load(Ordering::Relaxed) {
        let now = now(cli);
        let pending = maildir::new_messages(dir)
            .map(|f| !f.is_empty())
            .unwrap_or(false);
        if pending {
            match ingest_maildir(&mut server, dir, now, false, &stop, None) {
                Ok(summary) => tracing::info!(target: "stratego-pbem", "{summary}"),
                Err(e) => tracing::warn!(target: "stratego-pbem", "{e:#}; trying again shortly"),
            }
        }
        if pending || last_delivery.elapsed() >= Duration::from_secs(60) {
            // A delivery the administrator must mend stops the daemon (exit 1).
            server.deliver_reporting(now, smtp_timeout(cli))?;
            last_delivery = std::time::Instant::now();
        }
        let mut slept = Duration::ZERO;
        while slept < interval && !stop.load(Ordering::Relaxed) {
            let step = Duration::from_millis(50).min(interval - slept);
            std::thread::sleep(step);
            slept += step;
        }
    }
    tracing::info!(target: "stratego-pbem", "stopped");
    Ok(())
}

/// `lmtp`: serves until SIGTERM or SIGINT.
pub(super) fn lmtp(
    cli: &Cli,
    listen: &stratego_pbem::intake::lmtp::Listen,
    max: usize,
    no_send: bool,
) -> Result<()> {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .context("cannot install the signal handler")?;
    }
    // The database is opened (and migrated) once here, so a broken one stops the start.
    let server = open(cli)?;
    let options = stratego_pbem::intake::lmtp::Options {
        max_sessions: max.max(1),
        no_send,
        now: cli.now,
        smtp_timeout: smtp_timeout(cli),
        limits: stratego_pbem::intake::lmtp::session::Limits::default(),
    };
    let stopped = stratego_pbem::intake::lmtp::serve(server, listen, options, stop, |name| {
        tracing::info!(target: "stratego-pbem", "listening for LMTP on {name}");
    })
    .with_context(|| format!("cannot serve LMTP on {listen}"))?;
    if let Some(must_act) = stopped {
        // Exit 1: the administrator must act.
        return Err(must_act.into());
    }
    tracing::info!(target: "stratego-pbem", "stopped");
    Ok(())
}

/// `mailbox`: reads the IMAP folder until SIGTERM or SIGINT, or once. Exit status 1 when the
/// administrator must act (login, folder, certificate), 75 when a message stayed unhandled.
pub(super) fn mailbox(
    cli: &Cli,
    url: &str,
    password_file: Option<&Path>,
    once: bool,
    poll: Duration,
    no_send: bool,
) -> Result<std::process::ExitCode> {
    use std::process::ExitCode;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    use stratego_pbem::intake::mailbox::{self, MailboxError};

    let fatal = |e: &dyn std::fmt::Display| {
        eprintln!("stratego-pbem: mailbox: {e}");
        Ok(ExitCode::from(1))
    };
    let url: mailbox::ImapUrl = match url.parse() {
        Ok(url) => url,
        Err(e) => return fatal(&e),
    };
    let secret = match stratego_pbem::credentials::Secret::from_sources(
        "the IMAP login",
        std::env::var("STRATEGO_IMAP_PASSWORD").ok(),
        password_file,
        cli.oauth2_token_command.as_deref(),
    ) {
        Ok(secret) => secret,
        Err(e) => {
            return fatal(&format!(
                "{e}: set STRATEGO_IMAP_PASSWORD, --imap-password-file or \
                 --oauth2-token-command"
            ));
        }
    };
    let config = match super::config(cli) {
        Ok(config) => config,
        Err(e) => return fatal(&format!("{e:#}")),
    };
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .context("cannot install the signal handler")?;
    }
    let options = mailbox::Options {
        url,
        secret,
        once,
        no_send,
        poll,
        now: cli.now,
        smtp_timeout: smtp_timeout(cli),
    };
    match mailbox::run(config, &options, stop) {
        Ok(summary) => {
            tracing::info!(target: "stratego-pbem", "mailbox: {summary}");
            if !once {
                tracing::info!(target: "stratego-pbem", "stopped");
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e @ MailboxError::Fatal(_)) => fatal(&e),
        Err(e) => {
            tracing::warn!(target: "stratego-pbem", "mailbox: {e}; the message stays unhandled for the next run");
            Ok(ExitCode::from(super::EXIT_TEMPFAIL))
        }
    }
}

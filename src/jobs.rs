//! The commands that take many mails in one process: `ingest --maildir` (a batch), `watch`
//! (a Maildir, forever) and `lmtp` (a mail server's LMTP client, forever). `ingest` of one
//! mail on stdin and everything else stay in `main.rs`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};
use stratego_pbem::inbound;
use stratego_pbem::maildir;
use stratego_pbem::server::{Envelope, Handled, Server};

use super::{Cli, deliver, now, open, smtp_timeout};

/// How many mails of a Maildir share one sync before they are moved to `cur/`. A power cut
/// repeats at most this many mails' processing (each recognised as a duplicate).
const SYNC_EVERY: usize = 256;

/// Processes every mail in `dir/new`, oldest name first. Mails are moved to `dir/cur` only
/// after their transactions committed and were made durable, [`SYNC_EVERY`] mails at a time
/// (one sync for all of them), so a crash or a power cut leaves them in `new` and the next
/// run finds them (and recognises each one stored as a duplicate).
/// Stops between two mails when `stop` is set (by a signal, in `watch`).
pub(super) fn ingest_maildir(
    server: &mut Server,
    dir: &Path,
    now: i64,
    progress: bool,
    stop: &std::sync::atomic::AtomicBool,
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
    let (mut applied, mut refused, mut ignored, mut duplicates) = (0usize, 0usize, 0usize, 0usize);
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
        let handled = server
            .handle_mail(&raw, total, &Envelope::default(), now)
            .with_context(|| format!("{} was not processed; it stays in new/", path.display()))?;
        match handled {
            Handled::Applied(_) => applied += 1,
            Handled::Refused(_) => refused += 1,
            Handled::Ignored(_) => ignored += 1,
            Handled::Duplicate => duplicates += 1,
        }
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
    Ok(format!(
        "{} mails: {applied} applied, {refused} refused with an error reply, {ignored} ignored, {duplicates} duplicates",
        applied + refused + ignored + duplicates
    ))
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
    eprintln!("stratego-pbem: watching {}", dir.display());
    let mut last_delivery = std::time::Instant::now();
    while !stop.load(Ordering::Relaxed) {
        let now = now(cli);
        let pending = maildir::new_messages(dir)
            .map(|f| !f.is_empty())
            .unwrap_or(false);
        if pending {
            match ingest_maildir(&mut server, dir, now, false, &stop) {
                Ok(summary) => eprintln!("stratego-pbem: {summary}"),
                Err(e) => eprintln!("stratego-pbem: {e:#}; trying again shortly"),
            }
        }
        if pending || last_delivery.elapsed() >= Duration::from_secs(60) {
            deliver(&mut server, now, smtp_timeout(cli));
            last_delivery = std::time::Instant::now();
        }
        let mut slept = Duration::ZERO;
        while slept < interval && !stop.load(Ordering::Relaxed) {
            let step = Duration::from_millis(50).min(interval - slept);
            std::thread::sleep(step);
            slept += step;
        }
    }
    eprintln!("stratego-pbem: stopped");
    Ok(())
}

/// `lmtp`: serves until SIGTERM or SIGINT.
pub(super) fn lmtp(
    cli: &Cli,
    listen: &stratego_pbem::lmtp::Listen,
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
    let options = stratego_pbem::lmtp::Options {
        max_sessions: max.max(1),
        no_send,
        now: cli.now,
        smtp_timeout: smtp_timeout(cli),
        limits: stratego_pbem::lmtp::session::Limits::default(),
    };
    stratego_pbem::lmtp::serve(server, listen, options, stop, |name| {
        eprintln!("stratego-pbem: listening for LMTP on {name}");
    })
    .with_context(|| format!("cannot serve LMTP on {listen}"))?;
    eprintln!("stratego-pbem: stopped");
    Ok(())
}

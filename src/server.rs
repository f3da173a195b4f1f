//! The server's main job: one incoming mail in, one transaction, replies queued; and the
//! delivery of queued replies.
//!
//! Every mail is handled in one `BEGIN IMMEDIATE` transaction: it is recorded in the inbox
//! (a copy with passwords masked; its Message-ID unique, so a mail delivered twice is
//! applied once), its command is applied inside a savepoint, and every reply it causes is
//! queued in the outbox. A refused command rolls its savepoint back, so it changes nothing
//! but the failed-login count and the error reply. Delivery happens after the commit.

use std::ops::ControlFlow;

use crate::handlers::{self, Ctx, Refusal};
use crate::inbound::{self, Incoming};
use crate::outbound::{self, Mailer, OutMail};
use crate::store::{Store, StoreError, StoreOptions};
use crate::syntax::{self, Command};

pub use crate::config::Config;
pub use crate::request::{Handled, Request};

/// Now, in unix seconds, unless `fixed` (the hidden `--now` of tests and replays) says
/// otherwise: the one clock of every command and of the LMTP daemon.
pub fn now_or(fixed: Option<i64>) -> i64 {
    fixed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// The result of one `send` pass.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Delivery {
    /// Mails the transport accepted.
    pub sent: usize,
    /// Mails that failed and will be tried again.
    pub deferred: usize,
    /// Mails that failed for good.
    pub failed: usize,
    /// Why the last mail that failed did, for the log.
    pub last_error: Option<String>,
    /// Delivery stopped because the administrator must act ([`SendError::stops`](crate::outbound::SendError::stops): the
    /// server's TLS certificate refused): why. The mails not sent stay queued, unmarked.
    pub stopped: Option<String>,
}

/// Delivery stopped because the administrator must act (a refused TLS certificate): the
/// daemons stop with exit 1 and this message ([`Delivery::stopped`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct MustAct(pub String);

/// What the MTA knows of a mail beyond its text: the envelope sender (Postfix's `$SENDER`)
/// and the recipient it was delivered for (Postfix's `${original_recipient}`, the address
/// with its extension, `stratego+KEY@example.org`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Envelope {
    /// The envelope sender; `Some("")` for the null sender of bounces.
    pub sender: Option<String>,
    /// The envelope recipient.
    pub recipient: Option<String>,
}

/// The server: a store and its configuration.
pub struct Server {
    /// The database.
    pub store: Store,
    /// The configuration.
    pub config: Config,
}

impl Server {
    /// Opens (and migrates) the database.
    ///
    /// # Errors
    /// [`StoreError`] when the file cannot be opened or migrated.
    pub fn open(config: Config) -> Result<Server, StoreError> {
        let store = Store::open_with(
            &config.db,
            &StoreOptions {
                busy_timeout: config.busy_timeout,
            },
        )?;
        Ok(Server { store, config })
    }

    /// Handles one raw mail (SPEC 2): ignore rules, duplicates, the size limit, then the
    /// command. `envelope` is what the MTA said of the mail's envelope, when it said it.
    ///
    /// Returns what became of the mail: one outcome, or one per reply address when a reply
    /// without a command line came to several (`reply_keys`), each handled in its own
    /// transaction and recorded under its key, so that each is applied exactly once.
    ///
    /// # Errors
    /// Only failures on our side ([`StoreError`]): nothing more was applied (what was is
    /// recorded, and a duplicate when the mail comes again) and the MTA should try again
    /// later.
    pub fn handle_mail(
        &mut self,
        raw: &[u8],
        total_len: u64,
        envelope: &Envelope,
        now: i64,
    ) -> Result<Vec<Handled>, StoreError> {
        let started = std::time::Instant::now();
        let (outcomes, game) = self.handle_mail_inner(raw, total_len, envelope, now)?;
        // One line per mail in the daemons' log (nothing without a subscriber): the outcome
        // as the inbox records it (commands quoted with their passwords masked), never the
        // mail's text, its sender's password or a reply key.
        let ms = started.elapsed().as_millis() as u64;
        for handled in &outcomes {
            tracing::info!(target: "stratego-pbem", game, ms, "{}", handled.describe());
        }
        Ok(outcomes)
    }

    /// [`Server::handle_mail`] without its log line; also the game the mail named.
    fn handle_mail_inner(
        &mut self,
        raw: &[u8],
        total_len: u64,
        envelope: &Envelope,
        now: i64,
    ) -> Result<(Vec<Handled>, Option<i64>), StoreError> {
        let mail = match inbound::parse(raw, total_len) {
            Ok(m) => m,
            Err(e) => {
                return Ok((
                    vec![Handled::Ignored(format!("unreadable mail: {e}"))],
                    None,
                ));
            }
        };
        let own = self.config.own();
        if let Some(reason) = inbound::loop_reason(&mail, envelope.sender.as_deref(), &own) {
            let ignored = Handled::Ignored(reason.to_string());
            return Ok((vec![self.record_only(&mail, now, ignored)?], None));
        }
        // From, else Reply-To, Sender or Return-Path: whoever can be answered.
        let usable = |a: &String| syntax::valid_address(a) && !own.is_own(a);
        let Some(from) = mail
            .from
            .iter()
            .chain(&mail.fallback_senders)
            .find(|a| usable(a))
            .cloned()
        else {
            let why = match &mail.from {
                Some(from) => format!("no usable address to answer (From {from:?} is not one)"),
                None => "no usable address to answer (no From)".to_string(),
            };
            return Ok((
                vec![self.record_only(&mail, now, Handled::Ignored(why))?],
                None,
            ));
        };
        // A reply without a command line sent to several reply addresses at once (two
        // games' `stratego+KEY@...`) is a reply in each game; a mail with a command line
        // is applied once, whatever address it came to (issue 27, item 7).
        let keys = reply_keys(&mail, envelope, &own);
        let units: Vec<Option<String>> = if mail.command.is_some() || keys.len() <= 1 {
            vec![keys.into_iter().next()]
        } else {
            keys.into_iter().map(Some).collect()
        };
        let mut outcomes = Vec::with_capacity(units.len());
        let mut game = None;
        for key in units {
            let request = request_from(&mail, from.clone(), key);
            if request.holds_nothing()
                && let Some(failed) = mail
                    .authentication_results
                    .as_deref()
                    .and_then(inbound::failed_authentication)
            {
                // Anyone can write such a mail with someone else's From: no backscatter.
                let why = format!("no command, and the sender failed {failed}: not answered");
                outcomes.push(self.record_only(&mail, now, Handled::Ignored(why))?);
                continue;
            }
            let (handled, its_game) = self.handle(&request, mail.too_large, now)?;
            game = game.or(its_game);
            outcomes.push(handled);
        }
        Ok((outcomes, game))
    }

    /// Handles a command given directly (the `run` subcommand): the same path as a mail,
    /// with a fresh random Message-ID (there is no MTA to deliver it twice).
    ///
    /// # Errors
    /// As [`Server::handle_mail`].
    pub fn run_command(
        &mut self,
        from: &str,
        line: &str,
        body: &str,
        now: i64,
    ) -> Result<Handled, StoreError> {
        // The same path as a mail's Subject: `help` alone asks for the help.
        let line = if inbound::subject::asks_for_help(line) {
            "stratego help"
        } else {
            line.trim()
        };
        let request = Request {
            from: from.to_string(),
            message_id: outbound::new_message_id("run.stratego-pbem.invalid"),
            command: Some(line.to_string()),
            body: body.replace("\r\n", "\n"),
            key: None,
            proof: None,
            language: None,
        };
        Ok(self.handle(&request, false, now)?.0)
    }

    fn record_only(
        &mut self,
        mail: &Incoming,
        now: i64,
        outcome: Handled,
    ) -> Result<Handled, StoreError> {
        // An ignored mail's command is kept for the record, masked like any other: a bounce
        // or vacation reply can quote a command with its password.
        let masked_command = mail.command.as_deref().map(syntax::masked_line);
        let copy = stored_copy(
            mail.from.as_deref().unwrap_or(""),
            &mail.message_id,
            masked_command.as_deref(),
            "",
            &[],
        );
        let (kept, digest) = kept_copy(&copy, self.config.limits.max_stored_bytes);
        self.store.write(|tx| {
            let row = tx.record_incoming(&crate::store::NewIncoming {
                message_id: &mail.message_id,
                reply_key: "",
                from_addr: mail.from.as_deref().unwrap_or(""),
                received_at: now,
                raw: kept.as_bytes(),
                command: masked_command.as_deref(),
                digest: &digest,
            })?;
            let Some(row) = row else {
                return Ok(Handled::Duplicate);
            };
            // One line in the log and the inbox says which mail and why.
            let outcome = match outcome {
                Handled::Ignored(why) => {
                    Handled::Ignored(format!("{why}; Message-ID {}", mail.message_id))
                }
                other => other,
            };
            tx.set_inbox_outcome(row, &outcome.describe())?;
            Ok(outcome)
        })
    }

    /// Handles one request in its transaction; also the game it was about, where known
    /// (the command names it, or the reply key was made for it).
    fn handle(
        &mut self,
        req: &Request,
        too_large: bool,
        now: i64,
    ) -> Result<(Handled, Option<i64>), StoreError> {
        let config = self.config.clone();
        let parsed = req.command.as_deref().map(Command::parse);
        let mut game = parsed
            .as_ref()
            .and_then(|p| p.as_ref().ok())
            .and_then(Command::game);
        // A line that could not be read hides every word that may be a password.
        let hidden = req
            .command
            .as_deref()
            .map(syntax::hidden_words)
            .unwrap_or_default();
        let secrets: Vec<&str> = match &parsed {
            Some(Ok(cmd)) => cmd.secrets(),
            _ => hidden.iter().map(String::as_str).collect(),
        };
        let masked_command = req.command.as_deref().map(syntax::masked_line);
        let copy = stored_copy(
            &req.from,
            &req.message_id,
            masked_command.as_deref(),
            &req.body,
            &secrets,
        );
        // Of mail that holds nothing only the Message-ID, sender, outcome and the digest of
        // the whole copy are kept, not its text.
        let max = if req.holds_nothing() {
            0
        } else {
            config.limits.max_stored_bytes
        };
        let (kept, digest) = kept_copy(&copy, max);
        let handled = self.store.write(|tx| -> Result<Handled, StoreError> {
            // A reply to a password reset mail holds the new password: its text is not kept
            // (issue 78).
            let club_key = match &req.key {
                Some(key) => tx.club_key(key)?,
                None => None,
            };
            let reset_reply;
            let raw = match &club_key {
                Some(k) if k.kind == crate::store::KeyKind::Reset => {
                    reset_reply = format!(
                        "From: {}\nMessage-ID: {}\nCommand: \n\n[a reply to a password reset \
                         mail: not kept]\n",
                        req.from, req.message_id
                    );
                    reset_reply.as_bytes()
                }
                _ => kept.as_bytes(),
            };
            let row = tx.record_incoming(&crate::store::NewIncoming {
                message_id: &req.message_id,
                reply_key: &req.inbox_key(),
                from_addr: &req.from,
                received_at: now,
                raw,
                command: masked_command.as_deref(),
                digest: &digest,
            })?;
            let Some(row) = row else {
                return Ok(Handled::Duplicate);
            };
            crate::fault::point("inbox-recorded");
            let quoted = masked_command.clone().unwrap_or_default();
            // A banned player's mail: answered once, then ignored (issue 78).
            let command = parsed.as_ref().and_then(|p| p.as_ref().ok());
            let banned = handlers::moderation::banned(
                &mut Ctx::new(tx, &config, now, req, quoted.clone()),
                command,
            )?;
            let outcome = match (banned, &req.key) {
                (Some(handled), _) => handled,
                // Mail anyone can send by the thousand with forged senders: its answers are
                // limited server-wide, whoever the sender (issue 27, backscatter).
                (None, None)
                    if req.holds_nothing()
                        && !too_large
                        && tx.count_answer(STRANGERS, false, now)?
                            > config.stranger_reply_limit =>
                {
                    Handled::Refused(format!(
                        "no command found (unanswered: over {} answers to mail without a \
                         command this hour)",
                        config.stranger_reply_limit
                    ))
                }
                (None, None) => apply(
                    &mut Ctx::new(tx, &config, now, req, quoted),
                    parsed,
                    too_large,
                )?,
                // A reply to a password reset, leave or unsubscribe mail (issue 78).
                (None, Some(key)) if club_key.is_some() => handlers::dispatch(
                    &mut Ctx::new(
                        tx,
                        &config,
                        now,
                        req,
                        "(your reply to our mail)".to_string(),
                    ),
                    &Command::ClubKey(key.to_ascii_lowercase()),
                )?,
                // A reply to a confirmation mail confirms, whatever it says.
                (None, Some(key)) if tx.confirmation(key)?.is_some() => handlers::dispatch(
                    &mut Ctx::new(
                        tx,
                        &config,
                        now,
                        req,
                        "(your reply to the confirmation mail)".to_string(),
                    ),
                    &Command::Confirm(key.to_ascii_lowercase()),
                )?,
                (None, Some(key)) => {
                    let mut ctx = Ctx::new(tx, &config, now, req, quoted.clone());
                    match handlers::reply::resolve(&mut ctx, key)? {
                        Err(handled) => handled,
                        Ok(proof) => {
                            game = game.or(proof.game);
                            keyed(tx, &config, now, req, proof, parsed, quoted, too_large)?
                        }
                    }
                }
            };
            tx.set_inbox_outcome(row, &outcome.describe())?;
            crate::fault::point("before-commit");
            Ok(outcome)
        })?;
        crate::fault::point("committed");
        Ok((handled, game))
    }

    /// Delivers due mail from the outbox through `mailer`; each mail is marked sent only
    /// after the transport accepted it, and failures stay queued with the error and a retry time.
    ///
    /// One process delivers at a time (an OS file lock beside the database, which a killed
    /// process frees at once): two processes that both read a mail as due would both send it.
    /// A process that finds the lock taken leaves its mail to the holder, which looks for due
    /// mail again after letting go.
    ///
    /// # Errors
    /// [`StoreError`] when the database fails; mail already delivered stays marked.
    pub fn deliver(&mut self, mailer: &Mailer, now: i64) -> Result<Delivery, StoreError> {
        let mut report = Delivery::default();
        loop {
            let mut path = self.config.db.clone().into_os_string();
            path.push("-deliver.lock");
            let lock = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .map_err(|e| StoreError::Internal(format!("cannot open {path:?}: {e}")))?;
            if lock.try_lock().is_err() {
                return Ok(report);
            }
            self.deliver_locked(mailer, now, &mut report)?;
            drop(lock);
            if report.stopped.is_some() {
                return Ok(report);
            }
            // A mail tried in this pass is sent, failed or due later: what is due now was
            // queued by a process that found the lock taken meanwhile.
            if self.store.read(|r| r.due_mail(now, 1))?.is_empty() {
                return Ok(report);
            }
        }
    }

    /// Delivers the outbox as [`Server::deliver`] does, reporting problems on stderr: for the
    /// commands that handle mail, where a delivery failure never changes what becomes of the
    /// incoming mail (the replies stay queued for the next pass or `send`).
    ///
    /// # Errors
    /// [`MustAct`] when delivery stopped because the administrator must act (reported
    /// too): the daemons stop on it.
    pub fn deliver_reporting(
        &mut self,
        now: i64,
        smtp_timeout: std::time::Duration,
    ) -> Result<(), MustAct> {
        let mailer = match self.config.mailer() {
            Ok(m) => m.with_timeout(smtp_timeout),
            Err(e) => {
                report(format_args!("outgoing mail stays queued: {}", e.message));
                return Ok(());
            }
        };
        match self.deliver(&mailer, now) {
            Ok(Delivery {
                stopped: Some(why), ..
            }) => {
                report(format_args!("outgoing mail stays queued: {why}"));
                return Err(MustAct(why));
            }
            Ok(d) if d.deferred + d.failed > 0 => report(format_args!(
                "sent {}, {} queued for a retry, {} failed for good: {}",
                d.sent,
                d.deferred,
                d.failed,
                d.last_error.as_deref().unwrap_or("no reason given")
            )),
            Ok(_) => {}
            Err(e) => report(format_args!("outgoing mail stays queued: {e}")),
        }
        Ok(())
    }

    /// Delivers while mail is due and the transport takes it.
    fn deliver_locked(
        &mut self,
        mailer: &Mailer,
        now: i64,
        report: &mut Delivery,
    ) -> Result<(), StoreError> {
        loop {
            let due = self.store.read(|r| r.due_mail(now, DELIVERY_BATCH))?;
            if due.is_empty() {
                return Ok(());
            }
            // A short batch was all that was due: what fails now is due again no sooner than
            // its first retry, so there is nothing to look for again in this pass.
            let last_pass = due.len() < DELIVERY_BATCH;
            let ids: Vec<i64> = due.iter().map(|row| row.id).collect();
            let mails: Vec<OutMail> = due.into_iter().map(OutMail::from).collect();
            // No reply leaves before the commit that queued it is durable: a reply to a move
            // that a power cut then took back would show a game that is not stored. The
            // commit may be another process's (one that found the lock taken), so the WAL is
            // synced whoever wrote it; or the file outbox's one sync does it, on the same
            // file system, before any file gets its final name.
            let synced_by_batch = mailer.syncs_file_system_of(&self.config.db);
            if !synced_by_batch {
                self.store.sync_wal()?;
            }
            // Each reply is marked as soon as the transport took it (or refused it), in a
            // transaction of its own: a crash between the transport's acceptance and the
            // mark sends that one reply again (with the same Message-ID), the one repeat the
            // exactly-once promise allows (docs/RELIABILITY.md). A mark that cannot be
            // written stops the batch, so that no more is sent unmarked.
            let mut progressed = false;
            let mut failure: Option<StoreError> = None;
            let store = &mut self.store;
            mailer.send_each(&mails, |i, result| {
                if let Err(e) = &result
                    && e.stops
                {
                    report.stopped = Some(e.message.clone());
                    return ControlFlow::Break(());
                }
                if result.is_ok() {
                    if synced_by_batch && !progressed {
                        store.synced_by_file_system();
                    }
                    crate::fault::point("sent-before-mark");
                }
                let marked = store.write_lazy(|tx| match &result {
                    Ok(()) => tx.mark_sent(ids[i], now).map(|()| None),
                    Err(e) => tx
                        .mark_failed(ids[i], &e.message, e.permanent, now)
                        .map(|retry| Some(retry.is_some())),
                });
                match marked {
                    Ok(None) => {
                        report.sent += 1;
                        progressed = true;
                    }
                    Ok(Some(retried)) => {
                        let error = result.as_ref().err().map_or("", |e| e.message.as_str());
                        if retried {
                            report.deferred += 1;
                            tracing::warn!(target: "stratego-pbem", outbox = ids[i], "delivery failed, to be retried: {error}");
                        } else {
                            report.failed += 1;
                            tracing::warn!(target: "stratego-pbem", outbox = ids[i], "delivery failed for good: {error}");
                        }
                        report.last_error = result.err().map(|e| e.message);
                    }
                    Err(e) => {
                        failure = Some(e);
                        return ControlFlow::Break(());
                    }
                }
                ControlFlow::Continue(())
            });
            if let Some(e) = failure {
                return Err(e);
            }
            // The mails with extras (issue 78) that left lose them, and those to forget
            // lose their text and, where asked, their recipient: once a batch, not once a
            // mark (a crash before it leaves them for the next pass, which settles every
            // mail no longer queued).
            self.store.write_lazy(|tx| tx.settle_extras())?;
            if report.stopped.is_some() {
                return Ok(());
            }
            if last_pass || !progressed {
                return Ok(());
            }
        }
    }
}

/// A delivery problem for the log: a warning through `tracing` in the daemons (which
/// install a subscriber), else a line on stderr, as the one-shot commands always printed it.
fn report(message: std::fmt::Arguments<'_>) {
    if tracing::dispatcher::has_been_set() {
        tracing::warn!(target: "stratego-pbem", "{message}");
    } else {
        eprintln!("stratego-pbem: {message}");
    }
}

/// The sender under which answers to mail without a command or a key are counted, all
/// together: no address has this form.
const STRANGERS: &str = "(mail without a command)";

/// How many due mails one read of the outbox takes: each batch costs two syncs (`file:`);
/// each mail is marked on its own as the transport takes it, so a crash repeats at most one
/// (docs/RELIABILITY.md). At 200, 12,000 replies took 60 syncs (a third of the delivery's
/// time on a busy disk); 1,000 holds about 14 MB of mail.
const DELIVERY_BATCH: usize = 1000;

/// Applies the command of a mail (or refuses it) inside the mail's transaction.
fn apply(
    ctx: &mut Ctx<'_, '_>,
    parsed: Option<Result<Command, syntax::SyntaxError>>,
    too_large: bool,
) -> Result<Handled, StoreError> {
    if too_large {
        let max_kib = inbound::MAX_MESSAGE_BYTES / 1024;
        return ctx.refuse(crate::texts::mail::too_large(ctx.sender_lang(), max_kib).into());
    }
    match parsed {
        None => ctx.refuse(crate::texts::mail::no_command(ctx.sender_lang()).into()),
        Some(Err(e)) => {
            // The error quotes no word that may be a password (see `syntax::hidden_words`).
            let hidden = ctx
                .req
                .command
                .as_deref()
                .map(syntax::hidden_words)
                .unwrap_or_default();
            let mut refusal = Refusal::syntax(e.hiding(&hidden), ctx.sender_lang());
            handlers::moderation::log_unreadable(&ctx.quoted, &mut refusal);
            ctx.refuse(refusal)
        }
        Some(Ok(cmd)) => handlers::dispatch(ctx, &cmd),
    }
}

/// A mail to a player's reply address, from that player: a command line in it is applied
/// as usual (its password still checked); without one, the reply itself is the command
/// ([`handlers::reply::reply_command`]), in the key's game, with no password.
#[allow(clippy::too_many_arguments)]
fn keyed(
    tx: &crate::store::Tx<'_>,
    config: &Config,
    now: i64,
    req: &Request,
    proof: crate::request::KeyProof,
    parsed: Option<Result<Command, syntax::SyntaxError>>,
    quoted: String,
    too_large: bool,
) -> Result<Handled, StoreError> {
    let (game, userid) = (proof.game, proof.userid.clone());
    let mut keyed = Request {
        proof: Some(proof),
        ..req.clone()
    };
    if parsed.is_some() || too_large {
        return apply(
            &mut Ctx::new(tx, config, now, &keyed, quoted),
            parsed,
            too_large,
        );
    }
    let Some(game) = game else {
        return apply(&mut Ctx::new(tx, config, now, &keyed, quoted), None, false);
    };
    let lang = Ctx::new(tx, config, now, &keyed, String::new()).sender_lang();
    match handlers::reply::reply_command(&req.body, game, &userid, lang) {
        Err(refusal) => {
            // A reply that was not understood is quoted as the player wrote it.
            let quoted = handlers::reply::quote_of(&req.body, game, lang).unwrap_or(quoted);
            Ctx::new(tx, config, now, &keyed, quoted).refuse(refusal)
        }
        Ok(reply) => {
            keyed.body = reply.body;
            let mut ctx = Ctx::new(tx, config, now, &keyed, reply.quoted);
            if reply.comment_only && tx.count_answer(&keyed.from, true, now)? > config.reply_limit {
                // A comment-only reply changes no game: an auto-responder answering our mail
                // would otherwise start a loop through the opponent's auto-responder.
                return Ok(Handled::Ignored(format!(
                    "comment unrelayed: over {} answers to {} this hour",
                    config.reply_limit, keyed.from
                )));
            }
            handlers::dispatch(&mut ctx, &reply.command)
        }
    }
}

/// How many reply addresses of one mail's headers are acted on: more than a player has
/// games open ([`crate::config::Limits`]'s default 20) is no reply anyone writes.
const MAX_REPLY_KEYS: usize = 20;

/// The reply keys a mail came to: the envelope recipient's, when the MTA named one with a
/// key (this delivery is for that address alone); else every distinct key of the recipient
/// headers (Delivered-To, X-Original-To, To, Cc, in that order), at most [`MAX_REPLY_KEYS`].
/// A key counts only for mail from its owner ([`handlers::reply::resolve`]), so naming keys
/// gains a stranger nothing.
fn reply_keys(mail: &Incoming, envelope: &Envelope, own: &inbound::OwnAddress) -> Vec<String> {
    if let Some(key) = envelope.recipient.as_deref().and_then(|r| own.extension(r)) {
        return vec![key.to_string()];
    }
    let mut keys: Vec<String> = Vec::new();
    for key in mail.recipients.iter().filter_map(|a| own.extension(a)) {
        if keys.len() < MAX_REPLY_KEYS && !keys.iter().any(|k| k.eq_ignore_ascii_case(key)) {
            keys.push(key.to_string());
        }
    }
    keys
}

/// Builds the request: the command and the body without the command line.
fn request_from(mail: &Incoming, from: String, key: Option<String>) -> Request {
    let mut body = mail.body.clone();
    if let Some(cmd) = &mail.command {
        let subject_cmd = inbound::find_command(&mail.subject, "").is_some();
        if !subject_cmd {
            // The command came from the body: take that line out of the army/comment text.
            if let Some(pos) = body
                .lines()
                .position(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") == *cmd)
            {
                body = body
                    .lines()
                    .enumerate()
                    .filter(|(i, _)| *i != pos)
                    .map(|(_, l)| l)
                    .collect::<Vec<_>>()
                    .join("\n");
            }
        }
    }
    Request {
        from,
        message_id: mail.message_id.clone(),
        command: mail.command.clone(),
        body,
        key,
        proof: None,
        language: mail
            .content_language
            .as_deref()
            .and_then(crate::texts::Lang::from_header),
    }
}

/// The copy of a mail kept in the inbox: sender, Message-ID, the command and the body, with
/// every password masked. (The raw mail is not kept: a password could hide in an encoded
/// header or body part where masking cannot see it.)
fn stored_copy(
    from: &str,
    message_id: &str,
    command: Option<&str>,
    body: &str,
    secrets: &[&str],
) -> String {
    let body = syntax::mask(body, secrets);
    format!(
        "From: {from}\nMessage-ID: {message_id}\nCommand: {}\n\n{body}",
        command.unwrap_or("")
    )
}

/// The stored copy cut to `max` bytes (at a character boundary, with a note of what was
/// left out), and the SHA-256 (hex) of the whole copy: a mail of 1 MB costs the database no
/// more than `max` (issue 19).
fn kept_copy(copy: &str, max: usize) -> (String, String) {
    use sha2::{Digest, Sha256};
    let digest = crate::hex::hex(&Sha256::digest(copy.as_bytes()));
    if copy.len() <= max {
        return (copy.to_string(), digest);
    }
    if max == 0 {
        // The head alone (From, Message-ID, Command), without the body or a note of it.
        let head = copy.split("\n\n").next().unwrap_or_default();
        return (
            format!("{head}\n[text not kept: no command, no reply key]\n"),
            digest,
        );
    }
    let mut end = max;
    while !copy.is_char_boundary(end) {
        end -= 1;
    }
    let kept = format!(
        "{}\n[{} more bytes not kept]\n",
        &copy[..end],
        copy.len() - end
    );
    (kept, digest)
}

#[cfg(test)]
mod tests {
    use super::kept_copy;

    #[test]
    fn the_stored_copy_is_cut_at_the_limit_on_a_character_boundary() {
        let (kept, digest) = kept_copy("short", 64);
        assert_eq!(kept, "short");
        assert_eq!(
            digest,
            "f9b0078b5df596d2ea19010c001bbd009e651de2c57e8fb7e355f31eb9d3f739"
        );
        let long = "é".repeat(100);
        let (kept, digest2) = kept_copy(&long, 51);
        assert_eq!(
            kept,
            format!("{}\n[150 more bytes not kept]\n", "é".repeat(25))
        );
        assert_ne!(digest, digest2);
    }
}

//! Confirmations (issue 19): a new account's address, and a challenge that carried neither
//! a reply key nor the challenger's password, count only once the registered address has
//! answered a confirmation mail, so that forged `register`, `subscribe` and `challenge`
//! mails with a victim's From address make no games and no game mail.
//!
//! A confirmation mail's `Reply-To` is the server's address with the code as extension:
//! any reply from the registered address confirms (what it says is not read), and so does
//! `stratego confirm CODE` from that address. A code counts once, for the configured days.

use super::{Ctx, Error, Outcome, Refusal, Thread};
use crate::config::DAY;
use crate::request::{KeyProof, Request};
use crate::store::{Confirmation, Confirms, StoreError, User};
use crate::syntax::Command;
use crate::texts::{self, confirm as words};

pub use crate::texts::confirm::Doing;

/// The most challenges of one account that may wait for confirmation at once: forged
/// challenges cost the victim at most this many confirmation mails in the confirmation time.
pub const MAX_HELD_CHALLENGES: i64 = 5;

/// Refuses a confirmation mail to `address` when the mails of the hour that anyone could
/// have caused to it (confirmation mails, error replies to mail that proved nothing) are
/// over the limit (`--reply-limit`, 10): counted per address, whatever the account, so
/// that five accounts at one address do not make five allowances (issue 27). Counts the
/// mail when it may go.
///
/// # Errors
/// A refusal, which then goes unanswered too (the address is over its limit).
pub fn may_mail_unproven(ctx: &Ctx<'_, '_>, address: &str) -> Result<(), Error> {
    let limit = ctx.config.reply_limit;
    if ctx.tx.count_answer(address, false, ctx.now)? > limit {
        let lang = ctx.lang_to(address);
        return Err(crate::texts::limits::too_many_mails(lang, address, limit).into());
    }
    Ok(())
}

/// When a confirmation made now stops counting.
pub fn expiry(ctx: &Ctx<'_, '_>) -> i64 {
    ctx.now + ctx.config.limits.confirm_days * DAY
}

/// Refuses `user` for what `doing` needs while its address is not confirmed.
///
/// # Errors
/// A refusal saying what to do.
pub fn require_confirmed(ctx: &Ctx<'_, '_>, user: &User, doing: Doing) -> Result<(), Error> {
    if user.confirmed_at.is_some() {
        return Ok(());
    }
    Err(Refusal::from(words::not_confirmed(
        ctx.lang_of(user),
        &user.userid,
        doing,
        &user.address,
        ctx.config.limits.confirm_days,
    ))
    .into())
}

/// Holds a challenge that carried neither a reply key nor the challenger's password: a
/// confirmation mail goes to the challenger's registered address, and the opponent hears
/// nothing until the challenger replies to it.
///
/// # Errors
/// A refusal when the challenger has too many challenges waiting already.
pub fn hold_challenge(
    ctx: &Ctx<'_, '_>,
    challenger: &User,
    opponent: &User,
    command: String,
    comment: String,
) -> Outcome {
    let held = ctx.tx.held_challenges(&challenger.userid_key, ctx.now)?;
    if held >= MAX_HELD_CHALLENGES {
        let lang = ctx.lang_of(challenger);
        return Err(Refusal::from(words::too_many_held(
            lang,
            &challenger.userid,
            held,
            &command,
        ))
        .into());
    }
    may_mail_unproven(ctx, &challenger.address)?;
    let expires = expiry(ctx);
    // The comment is shown so that the challenger sees what would be relayed; clipped, as
    // any text of a possibly forged mail quoted back (issue 19).
    let shown = texts::clip(&comment, 200);
    let code = ctx.tx.new_confirmation(
        &challenger.userid_key,
        &Confirms::Challenge {
            command: command.clone(),
            body: comment,
        },
        ctx.now,
        expires,
    )?;
    let lang = ctx.lang_of(challenger);
    let (subject, body) = words::held_challenge(
        lang,
        &challenger.userid,
        &opponent.userid,
        &command,
        &shown,
        &code,
        &texts::time_in(lang, expires),
    );
    ctx.send(
        &challenger.address,
        &subject,
        &body,
        Thread::Confirmation(&code),
        None,
    )?;
    Ok(format!(
        "challenge of {} held until {} confirms it",
        opponent.userid, challenger.userid
    ))
}

/// What a confirmation did, or leaves to do.
#[derive(Debug)]
pub enum Confirmed {
    /// Done (an account's address): what to log.
    Done(String),
    /// A held challenge, confirmed: the dispatcher starts it (`play::start_held`), so that
    /// this file needs nothing of the challenge's (no import circle with play.rs).
    Challenge(Box<HeldChallenge>),
}

/// A held challenge whose challenger confirmed it.
#[derive(Debug)]
pub struct HeldChallenge {
    /// The confirmation's code, used once the challenge ran.
    pub code: String,
    /// The challenge as a request proven by the challenger's reply.
    pub request: Request,
    /// Who plays Red.
    pub red: String,
    /// Who plays Blue.
    pub blue: String,
    /// The challenge's options.
    pub options: Vec<String>,
}

/// `stratego confirm CODE`, and any mail to a confirmation address (`stratego+CODE@...`).
pub fn confirm(ctx: &mut Ctx<'_, '_>, code: &str) -> Result<Confirmed, Error> {
    let lang = ctx.sender_lang();
    let Some(found) = ctx.tx.confirmation(code)? else {
        return Err(Refusal::from(words::unknown_code(lang)).into());
    };
    if let Some(used) = found.used {
        return Err(already_used(lang, &found, used).into());
    }
    if ctx.now >= found.expires {
        let until = texts::time_in(lang, found.expires);
        return Err(Refusal::from(match &found.confirms {
            Confirms::Account => words::expired_account(lang, &until),
            Confirms::Challenge { command, .. } => words::expired_challenge(lang, &until, command),
        })
        .into());
    }
    let user = match ctx.tx.user(&found.userid_key) {
        Ok(user) => user,
        Err(StoreError::NotFound { .. }) => {
            return Err(Refusal::from(words::account_gone(lang)).into());
        }
        Err(e) => return Err(e.into()),
    };
    if !user.address.eq_ignore_ascii_case(&ctx.req.from) {
        // The address is not named: the sender may be a stranger.
        let refused = words::from_elsewhere(lang, &user.userid, &ctx.req.from);
        return Err(Refusal::from(refused).into());
    }
    match &found.confirms {
        Confirms::Account => {
            ctx.tx.set_confirmed(&user.userid_key, ctx.now)?;
            ctx.tx.use_confirmation(&found.code, ctx.now, None)?;
            let (subject, body) = words::confirmed(
                ctx.lang_of(&user),
                &user.userid,
                &user.address,
                &ctx.config.robot_name,
            );
            ctx.send(&user.address, &subject, &body, Thread::Reply, None)?;
            Ok(Confirmed::Done(format!(
                "confirmed the address of {}",
                user.userid
            )))
        }
        Confirms::Challenge { command, body } => {
            let Ok(Command::Challenge {
                red,
                blue,
                options,
                password: None,
            }) = Command::parse(command)
            else {
                return Err(StoreError::Internal(format!(
                    "held challenge {command:?} does not parse"
                ))
                .into());
            };
            // The challenge runs as it would have from the start, proven by this reply.
            let proven = Request {
                from: user.address.clone(),
                message_id: ctx.req.message_id.clone(),
                command: Some(command.clone()),
                body: body.clone(),
                key: None,
                proof: Some(KeyProof {
                    userid: user.userid.clone(),
                    game: None,
                }),
                language: ctx.req.language,
            };
            Ok(Confirmed::Challenge(Box::new(HeldChallenge {
                code: found.code.clone(),
                request: proven,
                red,
                blue,
                options,
            })))
        }
    }
}

/// The answer to a code used before.
fn already_used(lang: texts::Lang, found: &Confirmation, used: i64) -> Refusal {
    let what = match (&found.confirms, found.game) {
        (Confirms::Account, _) => words::Used::Account,
        (Confirms::Challenge { .. }, Some(game)) => words::Used::Game(game),
        (Confirms::Challenge { .. }, None) => words::Used::Challenge,
    };
    words::already_used(lang, &texts::time_in(lang, used), what).into()
}

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
use crate::texts;

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
        return Err(Refusal::new(
            "too many mails to this address",
            format!(
                "{address} got {limit} mails in the last hour for mail that did not prove its                  sender, the most there may be. Try again in an hour, or send the command                  with your password."
            ),
        )
        .into());
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
pub fn require_confirmed(ctx: &Ctx<'_, '_>, user: &User, doing: &str) -> Result<(), Error> {
    if user.confirmed_at.is_some() {
        return Ok(());
    }
    Err(Refusal::new(
        "address not confirmed",
        format!(
            "{} cannot {doing} before its address is confirmed. Reply to the mail that \
             answered the registration (the subject starts 'Stratego: registered {}'), or send \
             the line 'stratego confirm <code>' it shows, from {}. An account not confirmed \
             within {} days of registering is removed.",
            user.userid, user.userid, user.address, ctx.config.limits.confirm_days,
        ),
    )
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
        return Err(Refusal::new(
            "too many challenges waiting",
            format!(
                "{} has {held} challenges waiting for confirmation already, the most there may \
                 be. Confirm them by replying to their confirmation mails, or send the \
                 challenge with your password as its last word:\n  {command} <password>",
                challenger.userid
            ),
        )
        .into());
    }
    may_mail_unproven(ctx, &challenger.address)?;
    let expires = expiry(ctx);
    // The comment is shown so that the challenger sees what would be relayed; clipped, as
    // any text of a possibly forged mail quoted back (issue 19).
    let shown = if comment.is_empty() {
        String::new()
    } else {
        format!(
            "with the comment:\n  | {}\n",
            texts::clip(&comment, 200).replace('\n', "\n  | ")
        )
    };
    let code = ctx.tx.new_confirmation(
        &challenger.userid_key,
        &Confirms::Challenge {
            command: command.clone(),
            body: comment,
        },
        ctx.now,
        expires,
    )?;
    let body = format!(
        "Hello {},\n\nA mail from your address challenged {}:\n  {command}\n{shown}\nA challenge without \
         your password is held until you confirm that you sent it: {} hears nothing before \
         that.\n\nTo confirm, reply to this mail (what you write is not read), or send:\n  \
         stratego confirm {code}\n\nIf you did not send it, ignore this mail: the challenge is \
         dropped on {}.\n\nA challenge that carries your password as its last word, or that \
         you send as a reply to a mail of one of your games, starts at once:\n  {command} \
         <password>\n",
        challenger.userid,
        opponent.userid,
        opponent.userid,
        texts::time_words(expires),
    );
    ctx.send(
        &challenger.address,
        &format!("Stratego: confirm your challenge of {}", opponent.userid),
        &body,
        Thread::Confirmation(&code),
        None,
    )?;
    Ok(format!(
        "challenge of {} held until {} confirms it",
        opponent.userid, challenger.userid
    ))
}

/// `stratego confirm CODE`, and any mail to a confirmation address (`stratego+CODE@...`).
pub fn confirm(ctx: &mut Ctx<'_, '_>, code: &str) -> Outcome {
    let Some(found) = ctx.tx.confirmation(code)? else {
        return Err(Refusal::new(
            "unknown confirmation",
            "This is no confirmation code this server gave out, or one so old that it was \
             forgotten. Reply to the newest confirmation mail you got, or send the command \
             again (a new registration, a new challenge) for a new one.",
        )
        .into());
    };
    if let Some(used) = found.used {
        return Err(already_used(&found, used).into());
    }
    if ctx.now >= found.expires {
        let again = match &found.confirms {
            Confirms::Account => "The account was not confirmed in time and is removed: \
                                  register again, and reply to the new confirmation mail."
                .to_string(),
            Confirms::Challenge { command, .. } => format!(
                "The challenge was dropped. Send it again, with your password as its last \
                 word so that it needs no confirmation:\n  {command} <password>"
            ),
        };
        return Err(Refusal::new(
            "confirmation expired",
            format!(
                "This confirmation counted until {}. {again}",
                texts::time_words(found.expires)
            ),
        )
        .into());
    }
    let user = match ctx.tx.user(&found.userid_key) {
        Ok(user) => user,
        Err(StoreError::NotFound { .. }) => {
            return Err(Refusal::new(
                "unknown confirmation",
                "The account this confirmation was for does not exist any more.",
            )
            .into());
        }
        Err(e) => return Err(e.into()),
    };
    if !user.address.eq_ignore_ascii_case(&ctx.req.from) {
        // The address is not named: the sender may be a stranger.
        return Err(Refusal::new(
            "confirmation from another address",
            format!(
                "A confirmation counts only from the address its mail was sent to (the \
                 registered address of {}); your mail came from {}, so it confirmed nothing. \
                 Reply to the confirmation mail from the address it came to.",
                user.userid, ctx.req.from
            ),
        )
        .into());
    }
    match &found.confirms {
        Confirms::Account => {
            ctx.tx.set_confirmed(&user.userid_key, ctx.now)?;
            ctx.tx.use_confirmation(&found.code, ctx.now, None)?;
            let body = format!(
                "Hello {user},\n\nYour address {address} is confirmed: {user} can now play and \
                 watch games.\n\nTo start a game, send one of these:\n\n  \
                 stratego challenge {user} <opponent> <password>\n  \
                 stratego challenge {user} {robot} <password>\n\nYou play Red and move first; to \
                 play Blue, name your opponent first. Send 'stratego help' for the overview.\n",
                user = user.userid,
                address = user.address,
                robot = ctx.config.robot_name,
            );
            ctx.send(
                &user.address,
                &format!("Stratego: {} confirmed", user.userid),
                &body,
                Thread::Reply,
                None,
            )?;
            Ok(format!("confirmed the address of {}", user.userid))
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
            };
            let mut inner = Ctx::new(ctx.tx, ctx.config, ctx.now, &proven, command.clone());
            let (game, summary) =
                super::play::challenge_or_hold(&mut inner, &red, &blue, &options, None)?;
            ctx.tx.use_confirmation(&found.code, ctx.now, game)?;
            Ok(format!("confirmed challenge: {summary}"))
        }
    }
}

/// The answer to a code used before.
fn already_used(found: &Confirmation, used: i64) -> Refusal {
    let what = match (&found.confirms, found.game) {
        (Confirms::Account, _) => "the address of the account was confirmed then".to_string(),
        (Confirms::Challenge { .. }, Some(game)) => {
            format!("the challenge became game {game} then")
        }
        (Confirms::Challenge { .. }, None) => "the challenge was answered then".to_string(),
    };
    Refusal::new(
        "already confirmed",
        format!(
            "This confirmation was used on {}: {what}. Nothing more to do; a confirmation \
             counts once.",
            texts::time_words(used)
        ),
    )
}

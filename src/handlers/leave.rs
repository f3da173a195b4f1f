//! Leaving, and a player's own data (issue 78, GDPR articles 15, 17 and 20).
//!
//! `stratego leave <u> <pw>` asks for a confirmation reply; then [`delete`] resigns the open
//! games and erases the account (`store/erase.rs`: what each table keeps). A moderator's
//! `mod delete` runs [`delete`] at once. `stratego mydata <u> <pw>` mails everything stored
//! about the account, as one JSON attachment, to the registered address only.

use serde_json::{Value, json};

use super::{Ctx, Error, Outcome, Refusal, Thread, moderation};
use crate::config::DAY;
use crate::store::{KeyKind, OutExtra, User};
use crate::syntax::Login;
use crate::texts::{self, club as words};

/// How long the userid of a deleted account stays taken, in days.
pub const HOLD_DAYS: i64 = 90;

/// Refuses to delete the robot, or the last moderator.
fn may_go(ctx: &Ctx<'_, '_>, user: &User) -> Result<(), Error> {
    if user.robot || user.userid.eq_ignore_ascii_case(&ctx.config.robot_name) {
        return Err(Refusal::from(words::robot_stays(&user.userid)).into());
    }
    if moderation::is_moderator(ctx, user)? && moderation::moderator_count(ctx)? <= 1 {
        return Err(Refusal::from(words::last_moderator(&user.userid)).into());
    }
    Ok(())
}

/// `stratego leave <u> <pw>`: a mail to the registered address asks to confirm by reply.
pub fn leave(ctx: &mut Ctx<'_, '_>, login: &Login) -> Outcome {
    if login.user.eq_ignore_ascii_case(&ctx.config.robot_name) {
        return Err(Refusal::from(words::robot_stays(&ctx.config.robot_name)).into());
    }
    let user = ctx.login(login)?;
    may_go(ctx, &user)?;
    let expires = super::confirm::expiry(ctx);
    let key = ctx
        .tx
        .new_club_key(&user.userid_key, KeyKind::Leave, ctx.now, expires)?;
    let (subject, body) = words::leave_mail(&user.userid, &texts::time_words(expires));
    ctx.send(
        &user.address,
        &subject,
        &body,
        Thread::Confirmation(&key),
        None,
    )?;
    Ok(format!(
        "{} asked to leave (confirmation mail sent)",
        user.userid
    ))
}

/// Deletes `user`'s account: its open games are resigned (rated when they had started),
/// then the account is erased ([`crate::store::Tx::erase_account`]), and a last mail tells
/// the player (its text and address forgotten once it is sent). `reason` is a moderator's.
/// Returns the name the account's games now show, `deleted-N`, and what ended.
///
/// # Errors
/// A refusal for the robot or the last moderator; [`crate::store::StoreError`].
pub fn delete(
    ctx: &Ctx<'_, '_>,
    user: &User,
    reason: Option<&str>,
) -> Result<(String, moderation::Ended), Error> {
    may_go(ctx, user)?;
    let ended = moderation::end_open_games(ctx, user, &texts::play::resigned(&user.userid), false)?;
    let address = user.address.clone();
    let hash = ctx.tx.address_hash(&address)?;
    let name = ctx
        .tx
        .erase_account(&user.userid_key, ctx.now, ctx.now + HOLD_DAYS * DAY)?;
    let (subject, body) = words::deleted_notice(&user.userid, &name, reason, &ended);
    let extra = OutExtra {
        forget: true,
        forget_to: Some(hash),
        ..Default::default()
    };
    ctx.send_extra(
        &address,
        &subject,
        &body,
        None,
        Thread::Notice,
        None,
        Some(extra),
    )?;
    Ok((name, ended))
}

/// `stratego mydata <u> <pw>`: everything stored about the account, one JSON attachment,
/// to the registered address.
pub fn mydata(ctx: &mut Ctx<'_, '_>, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let tables = ctx.tx.personal_data(&user.userid_key, &user.address)?;
    // Each game as the player may see it (an open game hides the opponent's pieces).
    let mut games = Vec::new();
    if let Some(rows) = tables.get("games").and_then(Value::as_array) {
        for id in rows
            .iter()
            .filter_map(|g| g.get("id").and_then(Value::as_i64))
        {
            games.push(crate::json::view(ctx.tx, id, Some(&user.userid_key))?);
        }
    }
    let data = json!({
        "userid": user.userid,
        "exported": texts::time_words(ctx.now),
        "tables": tables,
        "games": games,
    });
    let text = serde_json::to_string_pretty(&data)
        .map_err(|e| crate::store::StoreError::Internal(e.to_string()))?;
    let file = format!("stratego-{}.json", user.userid_key);
    let (subject, body) = words::mydata_mail(&user.userid, &file);
    let extra = OutExtra {
        attachment: Some((file, text)),
        forget: true,
        ..Default::default()
    };
    ctx.send_extra(
        &user.address,
        &subject,
        &body,
        None,
        Thread::Notice,
        None,
        Some(extra),
    )?;
    Ok(format!("data of {} mailed", user.userid))
}

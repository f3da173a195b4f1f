//! Leaving, and a player's own data (issue 78, GDPR articles 15, 17 and 20).
//!
//! `stratego leave <u> <pw>` asks for a confirmation reply; then [`super::membership::delete`] resigns the open
//! games and erases the account (`store/erase.rs`: what each table keeps). A moderator's
//! `mod delete` runs [`super::membership::delete`] at once. `stratego mydata <u> <pw>` mails everything stored
//! about the account, as one JSON attachment, to the registered address only.

use serde_json::{Value, json};

use super::membership::may_go;
use super::{Ctx, Outcome, Refusal, Thread};
use crate::store::{KeyKind, OutExtra};
use crate::syntax::Login;
use crate::texts::{self, club as words};

/// `stratego leave <u> <pw>`: a mail to the registered address asks to confirm by reply.
pub fn leave(ctx: &mut Ctx<'_, '_>, login: &Login) -> Outcome {
    if login.user.eq_ignore_ascii_case(&ctx.config.robot_name) {
        let lang = ctx.sender_lang();
        return Err(Refusal::from(words::robot_stays(lang, &ctx.config.robot_name)).into());
    }
    let user = ctx.login(login)?;
    may_go(ctx, &user)?;
    let expires = super::confirm::expiry(ctx);
    let key = ctx
        .tx
        .new_club_key(&user.userid_key, KeyKind::Leave, ctx.now, expires)?;
    let lang = ctx.lang_of(&user);
    let (subject, body) = words::leave_mail(
        lang,
        &user.userid,
        &texts::time_in(lang, expires),
        super::membership::HOLD_DAYS,
    );
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
    let (subject, body) = words::mydata_mail(ctx.lang_of(&user), &user.userid, &file);
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

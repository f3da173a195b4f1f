//! Getting back into an account (issue 78): `stratego forgot <userid>` mails a password
//! reset to the account's registered address, and a reply to it with the new password sets
//! it. The reply address carries a key of its own, valid for an hour and once. The sender
//! of `forgot` learns nothing: the answer is the same whether the userid exists or not, and
//! never names the address.
//!
//! Mail to the other keys of an account ([`crate::store::KeyKind`]) is handled here too: a
//! confirmation to leave, and the unsubscription of announcements.

use super::membership::{RESETS_PER_DAY, send_reset};
use super::{Ctx, Error, Outcome, Refusal, Thread};
use crate::inbound::fresh_text;
use crate::store::{KeyKind, StoreError, User, hash_password};
use crate::syntax::{is_password_placeholder, valid_password};
use crate::texts::{self, club as words};

/// `stratego forgot <userid>`, from any address: a reset mail to the registered address of
/// a confirmed account that is not banned, and to the sender the same answer in every case,
/// but when the sender is that registered address and the reset mail went out: then the
/// reset mail is the only answer.
pub fn forgot(ctx: &mut Ctx<'_, '_>, userid: &str) -> Outcome {
    super::confirm::may_mail_unproven(ctx, &ctx.req.from)?;
    let what = match ctx.tx.user(userid) {
        Ok(user)
            if user.confirmed_at.is_some()
                && ctx
                    .tx
                    .ban_in_force(Some(&user.userid_key), None, ctx.now)?
                    .is_none() =>
        {
            if send_reset(ctx, &user)? {
                // Sent from the registered address itself: the reset mail is the answer.
                // A second mail would only be the newest one in the thread, without the
                // reply address the new password must go to (review 7).
                if user.address.eq_ignore_ascii_case(&ctx.req.from) {
                    return Ok(format!(
                        "forgot {userid}: reset mail sent (the only answer)"
                    ));
                }
                "reset mail sent"
            } else {
                "no reset mail (the day's limit)"
            }
        }
        Ok(_) => "no reset mail (not confirmed, banned or the robot)",
        Err(StoreError::NotFound { .. }) => "no reset mail (no such account)",
        Err(e) => return Err(e.into()),
    };
    let (subject, body) = words::forgot_answer(ctx.sender_lang(), userid, RESETS_PER_DAY);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("forgot {userid}: {what}"))
}

/// A mail to the address of a club key (`stratego+KEY@...`).
pub fn club_key(ctx: &mut Ctx<'_, '_>, key: &str) -> Outcome {
    let Some(found) = ctx.tx.club_key(key)? else {
        return Err(Refusal::from(texts::confirm::unknown_code(ctx.sender_lang())).into());
    };
    let user = match ctx.tx.user(&found.userid_key) {
        Ok(user) => user,
        Err(StoreError::NotFound { .. }) => {
            return Err(Refusal::from(texts::confirm::account_gone(ctx.sender_lang())).into());
        }
        Err(e) => return Err(e.into()),
    };
    if found.kind == KeyKind::Unsubscribe {
        // One click: whoever's mail program sends it, it only stops announcements.
        ctx.tx.set_announce(&user.userid_key, false, ctx.now)?;
        let (subject, body) = texts::moderation::unsubscribed(ctx.lang_of(&user), &user.userid);
        ctx.send(&user.address, &subject, &body, Thread::Notice, None)?;
        return Ok(format!("{} unsubscribed from announcements", user.userid));
    }
    // A refusal goes to the sender, in the sender's language.
    let lang = ctx.sender_lang();
    if let Some(used) = found.used {
        return Err(Refusal::from(words::key_used(lang, &texts::time_in(lang, used))).into());
    }
    if ctx.now >= found.expires {
        let until = texts::time_in(lang, found.expires);
        return Err(Refusal::from(words::key_expired(lang, &until)).into());
    }
    if !user.address.eq_ignore_ascii_case(&ctx.req.from) {
        return Err(Refusal::from(words::key_from_elsewhere(lang, &ctx.req.from)).into());
    }
    ctx.tx.use_club_key(&found.key, ctx.now)?;
    match found.kind {
        KeyKind::Reset => reset(ctx, &user),
        _ => {
            let (name, _) = super::membership::delete(ctx, &user, None)?;
            Ok(format!("{} deleted (now {name})", user.userid))
        }
    }
}

/// The new password of a reply to a reset mail: the first line the player wrote, one word.
fn new_password(body: &str) -> Option<String> {
    let fresh = fresh_text(body);
    let line = fresh.lines().map(str::trim).find(|l| !l.is_empty())?;
    let mut words = line.split_whitespace();
    let word = words.next()?;
    (words.next().is_none() && valid_password(word) && !is_password_placeholder(word))
        .then(|| word.to_string())
}

fn reset(ctx: &Ctx<'_, '_>, user: &User) -> Outcome {
    let Some(password) = new_password(&ctx.req.body) else {
        return Err(Refusal::from(words::reset_no_password(ctx.sender_lang())).into());
    };
    let phc = hash_password(&password, ctx.config.password_cost)
        .map_err(|e| Error::Store(StoreError::Internal(e.to_string())))?;
    ctx.tx.set_password(&user.userid_key, &phc)?;
    // As `set password`: replies to older game mails no longer count.
    ctx.tx.revoke_reply_keys(&user.userid_key, ctx.now)?;
    let (subject, body) = words::reset_done(ctx.lang_of(user), &user.userid);
    ctx.send(&user.address, &subject, &body, Thread::Notice, None)?;
    Ok(format!("password of {} reset by reply", user.userid))
}

#[cfg(test)]
mod tests {
    use super::new_password;

    #[test]
    fn the_new_password_is_the_first_line_alone() {
        assert_eq!(
            new_password("\n  n3w-Pass \n\n> old text\n").as_deref(),
            Some("n3w-Pass")
        );
        assert_eq!(new_password("my new password is x"), None);
        assert_eq!(new_password("<password>"), None);
        assert_eq!(new_password(""), None);
    }
}

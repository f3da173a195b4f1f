//! Accounts: `help`, `register`, `set`.
//!
//! The language an account reads (issue 81) is chosen with `set ... language <code>` or at
//! `register ... -language=<code>`; a registration without the option keeps the language
//! its mail named (`Content-Language`), so that the account goes on reading what its first
//! answer was written in. Until one is stored, the server's `--language` answers.

use super::{Ctx, Outcome, Refusal, Thread};
use crate::store::{Confirms, StoreError, hash_password};
use crate::syntax::{Login, Setting};
use crate::texts::account::{self as words, LanguageIn};
use crate::texts::{self, Lang};

/// `stratego help [TOPIC]`: mails the overview, or one topic (an unknown topic: the list).
pub fn help(ctx: &mut Ctx<'_, '_>, topic: Option<&str>) -> Outcome {
    let facts = texts::Facts {
        vacation_max_days: ctx.config.limits.vacation_max_days,
        vacation_days_per_year: ctx.config.limits.vacation_days_per_year,
        robot: &ctx.config.robot_name,
        resets_per_day: super::membership::RESETS_PER_DAY,
    };
    let lang = ctx.sender_lang();
    let (subject, body, outcome) = match topic {
        None => (
            texts::help_subject(lang, None),
            texts::overview(lang, facts.robot),
            "help sent".to_string(),
        ),
        Some(name) => match texts::topic(lang, name, &facts) {
            Some(body) => (
                texts::help_subject(lang, Some(name)),
                body,
                format!("help on {name} sent"),
            ),
            None => (
                texts::help_subject(lang, Some("")),
                texts::unknown_topic(lang, name),
                "help topics sent (unknown topic)".to_string(),
            ),
        },
    };
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(outcome)
}

fn hash(ctx: &Ctx<'_, '_>, password: &str) -> Result<String, super::Error> {
    // An invalid cost is our configuration's fault: retry later (exit 75) rather than refuse.
    hash_password(password, ctx.config.password_cost)
        .map_err(|e| super::Error::Store(StoreError::Internal(e.to_string())))
}

/// Whether one more account may be bound to `address`: not the server's own address, and
/// fewer than the configured number of accounts there already (issue 19: forged
/// registrations must not turn one move into hundreds of mails).
fn may_hold_an_account(ctx: &Ctx<'_, '_>, address: &str) -> Result<(), super::Error> {
    let lang = ctx.sender_lang();
    if ctx.config.is_own_address(address) {
        return Err(Refusal::from(words::server_address(lang, address)).into());
    }
    if ctx.tx.ban_in_force(None, Some(address), ctx.now)?.is_some() {
        return Err(Refusal::from(texts::club::address_banned(lang, address)).into());
    }
    let max = ctx.config.limits.max_accounts_per_address;
    let held = ctx.tx.users_by_address(address)?.len();
    if i64::try_from(held).unwrap_or(i64::MAX) >= max {
        return Err(Refusal::from(words::too_many_accounts(lang, address, held)).into());
    }
    Ok(())
}

/// The language of a code as `set` or `register` wrote it; refused in `lang` when the
/// server has no words in it.
fn chosen(lang: Lang, code: &str, written: LanguageIn) -> Result<Lang, super::Error> {
    code.parse()
        .map_err(|_| Refusal::from(words::unknown_language(lang, code, written)).into())
}

/// `stratego register <u> <pw> [-language=<code>]`: creates the account, bound to the From
/// address, with the language named or else the one the mail was written in; the answer,
/// in that language, is the confirmation mail (issue 19): the account can play once the
/// address has replied to it.
pub fn register(ctx: &mut Ctx<'_, '_>, login: &Login, language: Option<&str>) -> Outcome {
    let lang = ctx.sender_lang();
    let language = match language {
        Some(code) => Some(chosen(lang, code, LanguageIn::Register)?),
        None => ctx.req.language,
    };
    // Accounts whose confirmation time is over are gone (cleanup deletes them too): their
    // userids are free again.
    let days = ctx.config.limits.confirm_days;
    ctx.tx
        .delete_unconfirmed(ctx.now - days * crate::config::DAY + 1)?;
    match ctx.tx.user(&login.user) {
        Ok(existing) => {
            return Err(Refusal::from(words::userid_taken(lang, &existing.userid)).into());
        }
        Err(StoreError::NotFound { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    if ctx.tx.userid_held(&login.user, ctx.now)? || is_stand_in(&login.user) {
        let days = super::membership::HOLD_DAYS;
        let lang = ctx.sender_lang();
        return Err(Refusal::from(texts::club::userid_held(lang, &login.user, days)).into());
    }
    if login.user.eq_ignore_ascii_case(&ctx.config.robot_name) {
        // Kept for the robot even before its first game made its account (issue 16).
        let robot = &ctx.config.robot_name;
        return Err(Refusal::from(words::robot_userid(lang, robot, &login.user)).into());
    }
    may_hold_an_account(ctx, &ctx.req.from)?;
    super::confirm::may_mail_unproven(ctx, &ctx.req.from)?;
    let phc = hash(ctx, &login.password)?;
    ctx.tx
        .create_user(&login.user, &ctx.req.from, &phc, ctx.now)?;
    let key = crate::store::userid_key(&login.user);
    if let Some(language) = language {
        ctx.tx.set_language(&key, language.code())?;
    }
    let lang = language.unwrap_or(lang);
    let expires = super::confirm::expiry(ctx);
    let code = ctx
        .tx
        .new_confirmation(&key, &Confirms::Account, ctx.now, expires)?;
    let body = texts::welcome(
        lang,
        &login.user,
        &ctx.req.from,
        &code,
        &texts::time_in(lang, expires),
        &ctx.config.robot_name,
    );
    ctx.send(
        &ctx.req.from,
        &words::registered_subject(lang, &login.user),
        &body,
        Thread::Confirmation(&code),
        None,
    )?;
    Ok(format!(
        "registered {} (confirmation mail sent{})",
        login.user,
        language.map_or(String::new(), |l| format!("; language {l}"))
    ))
}

/// Whether `userid` has the form of the names deleted accounts leave (`deleted-7`).
fn is_stand_in(userid: &str) -> bool {
    userid
        .to_ascii_lowercase()
        .strip_prefix("deleted-")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// `stratego set <u> <pw> flip|noflip|html|nohtml|language <code>|password <new>|address
/// <email>`. The answer is in the account's language, the new one after `language`.
pub fn set(ctx: &mut Ctx<'_, '_>, login: &Login, setting: &Setting) -> Outcome {
    let mut user = ctx.login(login)?;
    let lang = ctx.lang_of(&user);
    let (what, summary) = match setting {
        Setting::Flip(flip) => {
            ctx.tx.set_flip(&user.userid_key, *flip)?;
            (
                words::flip_set(lang, *flip),
                if *flip { "flip" } else { "noflip" }.to_string(),
            )
        }
        Setting::Html(html) => {
            ctx.tx.set_html(&user.userid_key, *html)?;
            (
                words::html_set(lang, *html),
                if *html { "html" } else { "nohtml" }.to_string(),
            )
        }
        Setting::Password(new) => {
            let phc = hash(ctx, new)?;
            ctx.tx.set_password(&user.userid_key, &phc)?;
            // Whoever saw a game mail could reply in the player's name from a forged From:
            // a new password gives every game a new reply address.
            ctx.tx.revoke_reply_keys(&user.userid_key, ctx.now)?;
            (words::password_set(lang), "password changed".to_string())
        }
        Setting::Language(code) => {
            let new = chosen(lang, code, LanguageIn::Set)?;
            ctx.tx.set_language(&user.userid_key, new.code())?;
            user.language = Some(new.code().to_string());
            (words::language_set(new), format!("language {new}"))
        }
        Setting::Announce(on) => {
            ctx.tx.set_announce(&user.userid_key, *on, ctx.now)?;
            (
                texts::moderation::announce_set(ctx.lang_of(&user), *on),
                if *on { "announce" } else { "noannounce" }.to_string(),
            )
        }
        Setting::Address(addr) => {
            if !addr.eq_ignore_ascii_case(&user.address) {
                may_hold_an_account(ctx, addr)?;
            }
            ctx.tx.set_address(&user.userid_key, addr)?;
            ctx.tx.revoke_reply_keys(&user.userid_key, ctx.now)?;
            let (subject, notice) =
                words::address_changed(lang, &user.userid, &user.address, addr, &ctx.req.from);
            // The old address is told (SPEC 3).
            ctx.send(&user.address, &subject, &notice, Thread::Reply, None)?;
            (
                words::address_set(lang, addr),
                format!("address changed to {addr}"),
            )
        }
    };
    let (subject, body) = words::settings_changed(ctx.lang_of(&user), &user.userid, &what);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    if let Setting::Address(addr) = setting
        && !addr.eq_ignore_ascii_case(&ctx.req.from)
    {
        ctx.send(addr, &subject, &body, Thread::Reply, None)?;
    }
    Ok(summary)
}

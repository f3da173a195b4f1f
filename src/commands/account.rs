//! Accounts: `help`, `register`, `set`.

use super::{Ctx, Outcome, Refusal, Thread};
use crate::command::{Login, Setting};
use crate::store::{StoreError, hash_password};
use crate::texts;

/// `stratego help`: mails the help text.
pub fn help(ctx: &mut Ctx<'_, '_>) -> Outcome {
    ctx.send(
        &ctx.req.from,
        "Stratego: help",
        &texts::help(),
        Thread::Reply,
        None,
    )?;
    Ok("help sent".into())
}

fn hash(ctx: &Ctx<'_, '_>, password: &str) -> Result<String, super::Error> {
    // An invalid cost is our configuration's fault: retry later (exit 75) rather than refuse.
    hash_password(password, ctx.config.password_cost)
        .map_err(|e| super::Error::Store(StoreError::Internal(e.to_string())))
}

/// `stratego register <u> <pw>`: creates the account, bound to the From address.
pub fn register(ctx: &mut Ctx<'_, '_>, login: &Login) -> Outcome {
    match ctx.tx.user(&login.user) {
        Ok(existing) => {
            return Err(Refusal::new(
                "userid taken",
                format!(
                    "The userid {} is already registered. Choose another userid and send the \
                     register command again.",
                    existing.userid
                ),
            )
            .into());
        }
        Err(StoreError::NotFound { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    let phc = hash(ctx, &login.password)?;
    ctx.tx
        .create_user(&login.user, &ctx.req.from, &phc, ctx.now)?;
    let body = format!(
        "Welcome, {}!\n\nYour userid {} is registered to the address {}.\nYour password is \
         stored only as a hash: keep it safe, it cannot be mailed back to you.\n\n\
         To start a game, send:\n  stratego challenge {} <opponent's userid>\n\
         (you play Red; to play Blue, name your opponent first).\n\n{}",
        login.user,
        login.user,
        ctx.req.from,
        login.user,
        texts::help()
    );
    ctx.send(
        &ctx.req.from,
        &format!("Stratego: registered {}", login.user),
        &body,
        Thread::Reply,
        None,
    )?;
    Ok(format!("registered {}", login.user))
}

/// `stratego set <u> <pw> flip|noflip|html|nohtml|password <new>|address <email>`.
pub fn set(ctx: &mut Ctx<'_, '_>, login: &Login, setting: &Setting) -> Outcome {
    let user = ctx.login(login)?;
    let (what, summary) = match setting {
        Setting::Flip(flip) => {
            ctx.tx.set_flip(&user.userid_key, *flip)?;
            let what = if *flip {
                "flip: as Blue you see your army at the bottom of the board"
            } else {
                "noflip: Red's side is always at the bottom of your board"
            };
            (
                what.to_string(),
                if *flip { "flip" } else { "noflip" }.to_string(),
            )
        }
        Setting::Html(html) => {
            ctx.tx.set_html(&user.userid_key, *html)?;
            let what = if *html {
                "html: your board mails carry the board as a table (HTML) after the text"
            } else {
                "nohtml: your board mails are plain text only"
            };
            (
                what.to_string(),
                if *html { "html" } else { "nohtml" }.to_string(),
            )
        }
        Setting::Password(new) => {
            let phc = hash(ctx, new)?;
            ctx.tx.set_password(&user.userid_key, &phc)?;
            (
                "your password has been changed".to_string(),
                "password changed".to_string(),
            )
        }
        Setting::Address(addr) => {
            ctx.tx.set_address(&user.userid_key, addr)?;
            let notice = format!(
                "Hello {},\n\nThe address of your Stratego account has been changed from {} to {}\n\
                 by a mail from {}. Your game mail now goes to the new address.\n\nIf you did not \
                 ask for this, someone knows your password.\n",
                user.userid, user.address, addr, ctx.req.from
            );
            // The old address is told (SPEC 3).
            ctx.send(
                &user.address,
                "Stratego: your address was changed",
                &notice,
                Thread::Reply,
                None,
            )?;
            (
                format!("your address is now {addr}"),
                format!("address changed to {addr}"),
            )
        }
    };
    let body = format!("Done for {}: {what}.\n", user.userid);
    let subject = format!("Stratego: settings of {} changed", user.userid);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    if let Setting::Address(addr) = setting
        && !addr.eq_ignore_ascii_case(&ctx.req.from)
    {
        ctx.send(addr, &subject, &body, Thread::Reply, None)?;
    }
    Ok(summary)
}

//! `stratego vacation <u> <pw> <days>` (issue 14): while a player is away, the reminder and
//! forfeit clocks of their games stand still (`cleanup` leaves the away time out), and each
//! opponent is told once, with the date of the return.
//!
//! * At most `vacation_max_days` at a time and `vacation_days_per_year` in any 365 days
//!   (the configuration's limits, 30 and 60 by default). Days taken count as far as they
//!   were used: coming back early gives the rest back.
//! * A new `vacation` while away replaces the running one from now on; `0` ends it.
//! * A move by the player ends the vacation (see `play`).
//! * Only by command with the password: a vacation is about the account, not one game, so
//!   a game's reply address does not take it.

use super::{Ctx, Outcome, Refusal, Thread};
use crate::config::DAY;
use crate::store::{GameStatus, User};
use crate::syntax::Login;
use crate::texts::{self, Lang, vacation as words};

/// The window the yearly limit counts in.
const YEAR: i64 = 365 * DAY;

/// `seconds` as whole days, rounded up.
fn days_up(seconds: i64) -> i64 {
    (seconds + DAY - 1).div_euclid(DAY)
}

/// Tells the opponent in each of `user`'s unfinished games `what`, in that game's thread.
fn tell_opponents(
    ctx: &Ctx<'_, '_>,
    user: &User,
    what: impl Fn(Lang, i64) -> (String, String),
) -> Result<Vec<i64>, super::Error> {
    let mut games = Vec::new();
    for g in ctx.tx.list_games(Some(&user.userid_key))? {
        if g.status == GameStatus::Over {
            continue;
        }
        let opponent = if g.red == user.userid_key {
            &g.blue
        } else {
            &g.red
        };
        let opponent = ctx.user(opponent)?;
        let (subject, body) = what(ctx.lang_of(&opponent), g.id);
        ctx.send(
            &opponent.address,
            &subject,
            &body,
            Thread::Game(g.id, &opponent.userid_key),
            Some(g.id),
        )?;
        games.push(g.id);
    }
    Ok(games)
}

fn list(games: &[i64]) -> String {
    if games.is_empty() {
        "none".to_string()
    } else {
        games
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `stratego vacation <u> <pw> <days>`.
pub fn vacation(ctx: &mut Ctx<'_, '_>, login: &Login, days: u32) -> Outcome {
    let user = ctx.login(login)?;
    let now = ctx.now;
    let limits = ctx.config.limits;
    let running = ctx.tx.vacation(&user.userid_key, now)?;
    let name = &user.userid;
    let lang = ctx.lang_of(&user);
    if days == 0 {
        if running.is_none() {
            return Err(Refusal::from(words::not_on_vacation(lang, name)).into());
        }
        ctx.tx.end_vacation(&user.userid_key, now)?;
        let games = tell_opponents(ctx, &user, |to, id| words::back_to_opponent(to, name, id))?;
        let (subject, body) = words::welcome_back(lang, &list(&games));
        ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
        return Ok(format!("{name} is back"));
    }
    let days = i64::from(days);
    if days > limits.vacation_max_days {
        return Err(Refusal::from(words::too_long(
            lang,
            limits.vacation_max_days,
            days,
            limits.vacation_days_per_year,
        ))
        .into());
    }
    // The running vacation, if any, is replaced from now on: only its days so far count.
    let booked = ctx
        .tx
        .vacation_seconds_since(&user.userid_key, now - YEAR)?
        - running.map_or(0, |(_, until)| until - now);
    let left = limits.vacation_days_per_year * DAY - booked;
    if days * DAY > left {
        return Err(Refusal::from(words::no_days_left(
            lang,
            name,
            limits.vacation_days_per_year,
            days_up(booked),
            left.max(0) / DAY,
        ))
        .into());
    }
    let until = now + days * DAY;
    ctx.tx.start_vacation(&user.userid_key, now, until)?;
    let games = tell_opponents(ctx, &user, |to, id| {
        words::away_to_opponent(to, name, id, &texts::time_in(to, until))
    })?;
    let back = texts::time_in(lang, until);
    let (subject, body) = words::away(
        lang,
        name,
        &back,
        &list(&games),
        days_up(booked + days * DAY),
        limits.vacation_days_per_year,
    );
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("{name} on vacation for {days} days"))
}

/// Ends `user`'s vacation because they moved; whether a vacation ran (the move's mails
/// then say so: [`words::back_by_moving`]).
pub(crate) fn end_by_move(
    ctx: &Ctx<'_, '_>,
    user: &User,
) -> Result<bool, crate::store::StoreError> {
    ctx.tx.end_vacation(&user.userid_key, ctx.now)
}

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
use crate::texts;

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
    what: impl Fn(i64) -> (String, String),
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
        let (subject, body) = what(g.id);
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
    if days == 0 {
        if running.is_none() {
            return Err(Refusal::new(
                "not on vacation",
                format!(
                    "{name} is not on vacation, so there is nothing to end. To go away, send: \
                     stratego vacation {name} <password> <days>"
                ),
            )
            .into());
        }
        ctx.tx.end_vacation(&user.userid_key, now)?;
        let games = tell_opponents(ctx, &user, |id| {
            (
                format!("Stratego game {id}: {name} is back"),
                format!(
                    "{name} is back from vacation: the reminder and forfeit clocks of game {id} \
                     run again.\n"
                ),
            )
        })?;
        ctx.send(
            &ctx.req.from,
            "Stratego: welcome back",
            &format!(
                "Your vacation has ended: the clocks of your games run again.\n\
                 Your games that are not over: {}.\n",
                list(&games)
            ),
            Thread::Reply,
            None,
        )?;
        return Ok(format!("{name} is back"));
    }
    let days = i64::from(days);
    if days > limits.vacation_max_days {
        return Err(Refusal::new(
            "vacation too long",
            format!(
                "A vacation is at most {} days at a time; you asked for {days}. Send a shorter \
                 one, and another when it ends if you need more (at most {} days in a year).",
                limits.vacation_max_days, limits.vacation_days_per_year
            ),
        )
        .into());
    }
    // The running vacation, if any, is replaced from now on: only its days so far count.
    let booked = ctx
        .tx
        .vacation_seconds_since(&user.userid_key, now - YEAR)?
        - running.map_or(0, |(_, until)| until - now);
    let left = limits.vacation_days_per_year * DAY - booked;
    if days * DAY > left {
        return Err(Refusal::new(
            "no vacation days left",
            format!(
                "A player may be away at most {} days in any 365 days; {name} has used {} of \
                 them, so at most {} more days can be taken now.",
                limits.vacation_days_per_year,
                days_up(booked),
                left.max(0) / DAY
            ),
        )
        .into());
    }
    let until = now + days * DAY;
    ctx.tx.start_vacation(&user.userid_key, now, until)?;
    let back = texts::time_words(until);
    let games = tell_opponents(ctx, &user, |id| {
        (
            format!("Stratego game {id}: {name} is on vacation"),
            format!(
                "{name} is on vacation until {back}. Until then (or until {name} moves),\n\
                 the reminder and forfeit clocks of game {id} stand still. You may still move.\n"
            ),
        )
    })?;
    ctx.send(
        &ctx.req.from,
        &format!("Stratego: vacation until {back}"),
        &format!(
            "{name} is on vacation until {back}. The reminder and forfeit clocks of\n\
             your games stand still until then; your opponents have been told.\n\
             Your games that are not over: {}.\n\
             A move of yours ends the vacation, and so does:\n  \
             stratego vacation {name} <password> 0\n\
             Days used in the last 365 days: {} of {}.\n",
            list(&games),
            days_up(booked + days * DAY),
            limits.vacation_days_per_year
        ),
        Thread::Reply,
        None,
    )?;
    Ok(format!("{name} on vacation for {days} days"))
}

/// Ends `user`'s vacation because they moved; returns the sentence for the move's mail, if
/// a vacation ran.
pub(crate) fn end_by_move(
    ctx: &Ctx<'_, '_>,
    user: &User,
) -> Result<Option<String>, crate::store::StoreError> {
    Ok(ctx
        .tx
        .end_vacation(&user.userid_key, ctx.now)?
        .then(|| format!("{} is back from vacation.", user.userid)))
}

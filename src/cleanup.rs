//! The daily cron job (SPEC 5): reminders and forfeits for stalled games.
//!
//! * A game in play whose player to move has not moved for the game's `-nag` days gets a
//!   reminder to that player, at most once a day (23 hours apart, so a daily cron job that
//!   runs a little early or late still reminds every day).
//! * After `-forfeit` days without a move, that player loses by forfeit; both players and
//!   the observers get the final board.
//! * A game whose setup has not finished gets the same reminders for the players who have
//!   not deployed; after the forfeit time it is removed and both players are told. A
//!   tournament game is not removed but ends with a result (issue 77): the player who
//!   deployed wins by forfeit; when neither did, both lose by forfeit.
//!
//! * While the player a game waits for is locked out (too many wrong passwords from their
//!   registered address), the game's clock stands still: the locked time does not count
//!   towards reminders or the forfeit (issue 19: a guesser must not win by locking the
//!   player out).
//!
//! * While either player of a game is on vacation (issue 14), its clock stands still too,
//!   and nobody is reminded.
//!
//! Each game is handled in its own transaction, and every mail goes through the outbox.
//! Time comes from the caller (`--now` in tests), never from the clock here.

use stratego_rules::{Color, Phase};

use crate::config::DAY;
use crate::handlers::{Ctx, Thread, load_state, play};
use crate::server::{Request, Server};
use crate::store::{GameStatus, StoreError};
use crate::texts::{self, Audience, reminders};

/// Reminders for one game are at least this far apart.
pub const REMIND_EVERY: i64 = 23 * 3600;

/// What one run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    /// Reminders queued.
    pub reminded: usize,
    /// Games ended by forfeit.
    pub forfeited: usize,
    /// Unfinished setups removed.
    pub removed: usize,
}

#[derive(serde::Deserialize)]
struct Days {
    nag: i64,
    forfeit: i64,
}

/// Retention (issue 19): empties the stored text of incoming mail and deletes the sent mail
/// older than the configured number of days (see `store/retention.rs` for what stays).
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn prune(server: &mut Server, now: i64) -> Result<crate::store::Pruned, StoreError> {
    let before = now - server.config.limits.retention_days * DAY;
    server.store.write(|tx| tx.prune_mail(before, now))
}

/// Confirmation (issue 19): deletes the accounts whose address was not confirmed within
/// the confirmation time, and forgets the confirmation codes of longer ago than the
/// retention time (used or expired: a reply to one then gets the answer for an unknown
/// code). Returns the userids removed.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn expire(server: &mut Server, now: i64) -> Result<Vec<String>, StoreError> {
    let limits = server.config.limits;
    server.store.write(|tx| {
        let gone = tx.delete_unconfirmed(now - limits.confirm_days * DAY + 1)?;
        tx.prune_confirmations(now - limits.retention_days.max(limits.confirm_days) * DAY)?;
        // The userids of deleted accounts are free again after their hold (issue 78).
        tx.release_held_userids(now)?;
        Ok(gone)
    })
}

/// The whole daily job, as `cleanup` and the `mailbox` daemon's timer run it: [`run`] over the
/// games, then [`expire`] and [`prune`]. Returns one line for the log per thing done.
///
/// # Errors
/// [`StoreError`] when the database fails; what was done before stays done.
pub fn daily(server: &mut Server, now: i64) -> Result<Vec<String>, StoreError> {
    let r = run(server, now)?;
    let mut lines = vec![format!(
        "reminded {}, forfeited {}, removed {}",
        r.reminded, r.forfeited, r.removed
    )];
    let gone = expire(server, now)?;
    if !gone.is_empty() {
        lines.push(format!(
            "removed {} accounts not confirmed within {} days: {}",
            gone.len(),
            server.config.limits.confirm_days,
            gone.join(", ")
        ));
    }
    let pruned = prune(server, now)?;
    if pruned != Default::default() {
        lines.push(format!(
            "pruned the text of {} incoming and {} sent mails older than {} days",
            pruned.inbox, pruned.outbox, server.config.limits.retention_days
        ));
    }
    Ok(lines)
}

/// Runs the job over every game that is not over.
///
/// # Errors
/// [`StoreError`] when the database fails; games handled before stay handled.
pub fn run(server: &mut Server, now: i64) -> Result<Report, StoreError> {
    let config = server.config.clone();
    let request = Request {
        from: config.from.clone(),
        message_id: format!("<cleanup-{now}@{}>", config.domain()),
        command: None,
        body: String::new(),
        key: None,
        proof: None,
        language: None,
    };
    let ids: Vec<i64> = server.store.read(|r| {
        Ok::<_, StoreError>(
            r.list_games(None)?
                .into_iter()
                .filter(|g| g.status != GameStatus::Over)
                .map(|g| g.id)
                .collect(),
        )
    })?;
    let mut report = Report::default();
    for id in ids {
        server.store.write(|tx| -> Result<(), StoreError> {
            let mut ctx = Ctx::new(tx, &config, now, &request, "stratego cleanup".into());
            one_game(&mut ctx, id, &mut report)?;
            // A forfeit that ended a tournament's round: its mails.
            crate::handlers::tournament::flush(&ctx)
        })?;
    }
    Ok(report)
}

/// The seconds covered by the union of the (from, to) periods.
fn covered(mut periods: Vec<(i64, i64)>) -> i64 {
    periods.sort_unstable();
    let mut total = 0;
    let mut reach = i64::MIN;
    for (from, to) in periods {
        let from = from.max(reach);
        if to > from {
            total += to - from;
            reach = to;
        }
    }
    total
}

fn one_game(ctx: &mut Ctx<'_, '_>, id: i64, report: &mut Report) -> Result<(), StoreError> {
    let mut row = match ctx.tx.game(id) {
        Ok(r) => r,
        // Deleted meanwhile.
        Err(StoreError::NotFound { .. }) => return Ok(()),
        Err(e) => return Err(e),
    };
    let mut game = load_state(&row)?;
    let days: Days = serde_json::from_str(&row.options)
        .map_err(|e| StoreError::Internal(format!("game {id} options: {e}")))?;
    let names = ctx.names(&row)?;
    // The players the game waits for, and the time any of them was locked out since the
    // last move (the clock stands still meanwhile).
    let waiting_for: Vec<Color> = match game.phase() {
        Phase::Setup { deployed } => Color::ALL
            .into_iter()
            .filter(|c| !deployed[c.index()])
            .collect(),
        Phase::Playing => vec![game.to_move()],
        Phase::Over(_) => Vec::new(),
    };
    let (since, now) = (row.last_activity, ctx.now);
    let mut stopped_periods = Vec::new();
    for color in &waiting_for {
        stopped_periods.extend(ctx.tx.lock_periods(row.player(*color), since, now)?);
    }
    // A vacation of either player stops the game's clocks (issue 14).
    let mut away_now = false;
    for color in Color::ALL {
        let player = row.player(color);
        stopped_periods.extend(ctx.tx.vacation_periods(player, since, now)?);
        away_now |= ctx.tx.vacation(player, now)?.is_some();
    }
    let idle = now - since - covered(stopped_periods);
    let in_tournament = ctx.tx.pairing_of_game(id)?.is_some();
    match game.phase() {
        Phase::Over(_) => Ok(()),
        Phase::Setup { deployed } if in_tournament && idle >= days.forfeit * DAY => {
            let missing: Vec<&str> = Color::ALL
                .iter()
                .filter(|c| !deployed[c.index()])
                .map(|c| names.of(*c))
                .collect();
            let ended = match deployed {
                [true, false] => game.forfeit(Color::Blue),
                [false, true] => game.forfeit(Color::Red),
                _ => game.abandon(),
            };
            ended.map_err(|e| StoreError::Internal(e.to_string()))?;
            play::save(ctx, &mut row, &game, None)?;
            play::announce_all_in(ctx, &row, &game, &|lang| {
                texts::tournament::setup_forfeit(lang, &missing, days.forfeit)
            })?;
            report.forfeited += 1;
            Ok(())
        }
        Phase::Setup { deployed } if idle >= days.forfeit * DAY => {
            let waiting: Vec<&str> = Color::ALL
                .iter()
                .filter(|c| !deployed[c.index()])
                .map(|c| names.of(*c))
                .collect();
            // Each player is told in their own language.
            for color in Color::ALL {
                let user = ctx.user(row.player(color))?;
                let (subject, body) = reminders::removed_in_setup(
                    ctx.lang_of(&user),
                    id,
                    &names.red,
                    &names.blue,
                    &waiting,
                    days.forfeit,
                );
                ctx.send(
                    &user.address,
                    &subject,
                    &body,
                    Thread::Game(id, &user.userid_key),
                    Some(id),
                )?;
            }
            ctx.tx.delete_game(id)?;
            report.removed += 1;
            Ok(())
        }
        Phase::Playing if idle >= days.forfeit * DAY => {
            let loser = game.to_move();
            game.forfeit(loser)
                .map_err(|e| StoreError::Internal(e.to_string()))?;
            let ratings = play::save(ctx, &mut row, &game, None)?;
            // Players and observers each read it in their own language.
            let event = |lang| {
                let told = reminders::forfeit(lang, names.of(loser), days.forfeit);
                match &ratings {
                    Some(r) => format!("{told}\n{}", r.line(lang)),
                    None => told,
                }
            };
            play::announce_all_in(ctx, &row, &game, &event)?;
            report.forfeited += 1;
            Ok(())
        }
        phase
            if !away_now
                && idle >= days.nag * DAY
                && row.last_nag.is_none_or(|t| ctx.now - t >= REMIND_EVERY) =>
        {
            let left = (days.forfeit * DAY - idle).max(0);
            for color in waiting_for {
                let user = ctx.user(row.player(color))?;
                let lang = ctx.lang_of(&user);
                let (subject, event) = reminders::reminder(
                    lang,
                    id,
                    matches!(phase, Phase::Setup { .. }),
                    in_tournament,
                    idle / DAY,
                    &texts::time_in(lang, ctx.now + left),
                );
                let board = texts::board_mail(
                    ctx.lang_of(&user),
                    id,
                    &names,
                    &game,
                    Audience::Player(color),
                    &user.userid,
                    user.flip,
                    &event,
                    None,
                    user.html,
                );
                let html = ctx.with_compose_link(board.html, id, &game, &user, color, &subject)?;
                ctx.send_html(
                    &user.address,
                    &subject,
                    &board.body,
                    html.as_deref(),
                    Thread::Game(id, &user.userid_key),
                    Some(id),
                )?;
                report.reminded += 1;
            }
            row.last_nag = Some(ctx.now);
            row.nag_count += 1;
            ctx.tx.update_game(&row)?;
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::covered;

    #[test]
    fn overlapping_stops_count_once() {
        assert_eq!(covered(vec![]), 0);
        assert_eq!(covered(vec![(10, 20), (15, 30), (40, 50)]), 30);
        assert_eq!(covered(vec![(40, 50), (10, 20), (12, 18)]), 20);
        assert_eq!(covered(vec![(5, 5)]), 0);
    }
}

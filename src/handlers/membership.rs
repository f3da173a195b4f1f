//! What the club's commands share (issue 78): who is a moderator, the end of a player's
//! open games, the deletion of an account, a password reset mail. `leave`, `mod` and
//! the replies to reset and leave addresses ([`super::leave`], [`super::moderation`],
//! [`super::recover`]) all come here, and none of them to another.

use stratego_rules::Game;

use super::{Ctx, Error, Refusal, Thread, load_state, play};
use crate::config::DAY;
use crate::store::{GameRow, KeyKind, OutExtra, StoreError, User};
use crate::texts::{self, Lang, club as words};

pub use crate::texts::moderation::Ended;

/// How long the userid of a deleted account stays taken, in days.
pub const HOLD_DAYS: i64 = 90;

/// Refuses to delete the robot, or the last moderator.
pub fn may_go(ctx: &Ctx<'_, '_>, user: &User) -> Result<(), Error> {
    let lang = ctx.sender_lang();
    if user.robot || user.userid.eq_ignore_ascii_case(&ctx.config.robot_name) {
        return Err(Refusal::from(words::robot_stays(lang, &user.userid)).into());
    }
    if is_moderator(ctx, user)? && moderator_count(ctx)? <= 1 {
        return Err(Refusal::from(words::last_moderator(lang, &user.userid)).into());
    }
    Ok(())
}

/// Whether `user` is a moderator: named by the host or kept in the database.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn is_moderator(ctx: &Ctx<'_, '_>, user: &User) -> Result<bool, StoreError> {
    if ctx
        .config
        .moderators
        .iter()
        .any(|m| m.eq_ignore_ascii_case(&user.userid))
    {
        return Ok(true);
    }
    Ok(ctx.tx.stored_moderators()?.contains(&user.userid_key))
}

/// How many moderators there are with an account: those the host names and those kept in
/// the database, each once.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn moderator_count(ctx: &Ctx<'_, '_>) -> Result<usize, StoreError> {
    let mut keys = ctx.tx.stored_moderators()?;
    for m in &ctx.config.moderators {
        let key = crate::store::userid_key(m);
        if !keys.contains(&key) && ctx.tx.user(&key).is_ok() {
            keys.push(key);
        }
    }
    Ok(keys.len())
}

/// Mails everyone in a game that a moderator or a ban ended the final board, with `event`
/// (in a language) and the line of the `ratings` that changed.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn announce_end(
    ctx: &Ctx<'_, '_>,
    row: &GameRow,
    game: &Game,
    event: &dyn Fn(Lang) -> String,
    ratings: Option<crate::league::ratings::NewRatings>,
) -> Result<(), StoreError> {
    play::announce_all_in(ctx, row, game, &|lang| match &ratings {
        Some(r) => format!("{}\n{}", event(lang), r.line(lang)),
        None => event(lang),
    })
}

/// Ends every game of `player` that is not over: a loss by forfeit (`forfeit`), else a
/// resignation; rated when it had left setup. Everyone in each game gets the final board
/// with `event`. Returns how many games ended (the tournament games among them) and how
/// many tournaments the player was withdrawn from.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn end_open_games(
    ctx: &Ctx<'_, '_>,
    player: &User,
    event: &dyn Fn(Lang) -> String,
    forfeit: bool,
) -> Result<Ended, StoreError> {
    let open_games = |ctx: &Ctx<'_, '_>| -> Result<Vec<i64>, StoreError> {
        Ok(ctx
            .tx
            .list_games(Some(&player.userid_key))?
            .into_iter()
            .filter(|g| g.status != crate::store::GameStatus::Over)
            .map(|g| g.id)
            .collect())
    };
    // A ban and a deletion both come here: the player is withdrawn from every tournament
    // first (issue 77), which ends their unfinished tournament games by forfeit and
    // pairs the next round where that was the round's last game.
    let removed = super::tournament::withdraw_everywhere(ctx, &player.userid_key)?;
    let open = open_games(ctx)?;
    let ended = Ended {
        games: removed.games + open.len(),
        tournaments: removed.tournaments.len(),
    };
    for &id in &open {
        let mut row = ctx.tx.game(id)?;
        let mut game = load_state(&row)?;
        let Some(color) = super::color_of(&row, &player.userid_key) else {
            continue;
        };
        let ended = if forfeit {
            game.forfeit(color)
        } else {
            game.resign(color)
        };
        ended.map_err(|e| StoreError::Internal(format!("game {id}: {e}")))?;
        let ratings = play::save(ctx, &mut row, &game, None)?;
        announce_end(ctx, &row, &game, event, ratings)?;
    }
    Ok(ended)
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
) -> Result<(String, Ended), Error> {
    may_go(ctx, user)?;
    let ended = end_open_games(
        ctx,
        user,
        &|lang| texts::play::resigned(lang, &user.userid),
        false,
    )?;
    // The account's language goes with the account: read it first.
    let lang = ctx.lang_of(user);
    let address = user.address.clone();
    let hash = ctx.tx.address_hash(&address)?;
    let name = ctx
        .tx
        .erase_account(&user.userid_key, ctx.now, ctx.now + HOLD_DAYS * DAY)?;
    let (subject, body) = words::deleted_notice(lang, &user.userid, &name, reason, &ended);
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

/// The most reset mails to one account in a day.
pub const RESETS_PER_DAY: i64 = 3;

/// How long a reset mail counts, in seconds.
pub const RESET_VALID: i64 = 3600;

/// Mails `user` a password reset in their language, unless it had [`RESETS_PER_DAY`] already in the last day;
/// says whether it did.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn send_reset(ctx: &Ctx<'_, '_>, user: &User) -> Result<bool, StoreError> {
    if user.robot || user.address.is_empty() {
        return Ok(false);
    }
    let sent = ctx
        .tx
        .club_keys_since(&user.userid_key, KeyKind::Reset, ctx.now - DAY + 1)?;
    if sent >= RESETS_PER_DAY {
        return Ok(false);
    }
    let expires = ctx.now + RESET_VALID;
    let key = ctx
        .tx
        .new_club_key(&user.userid_key, KeyKind::Reset, ctx.now, expires)?;
    let lang = ctx.lang_of(user);
    let (subject, body) = words::reset_mail(lang, &user.userid, &texts::time_in(lang, expires));
    ctx.send(
        &user.address,
        &subject,
        &body,
        Thread::Confirmation(&key),
        None,
    )?;
    Ok(true)
}

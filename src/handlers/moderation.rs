//! Moderators (issue 78): `stratego mod <u> <pw> <action> ...` bans and unbans players,
//! decides or cancels games, announces, sends password resets and deletes accounts. Every
//! action and every refused attempt at one is written to the moderation log, and the
//! player concerned always gets a mail.
//!
//! Moderators are the userids the host names (`--moderators`) and those kept in the
//! database (`stratego-pbem moderator add`). Only the first the host names may ban another
//! moderator.
//!
//! A banned player's mail (from the banned address, or naming the banned userid) is
//! answered once with the reason and the end of the ban, then ignored until the ban ends
//! ([`banned`]).

use stratego_rules::{Color, Phase};

use super::membership::{self, end_open_games, is_moderator};
use super::{Ctx, Error, Outcome, Refusal, Thread, play};
use crate::config::DAY;
use crate::request::Handled;
use crate::store::{NewLogEntry, StoreError, User};
use crate::syntax::{Command, Login, ModAction};
use crate::texts::{self, Lang, moderation as words};

/// The line of the log for `action` by `who`, before it is known whether it is done.
fn entry(who: &str, action: &ModAction) -> NewLogEntry {
    let (target, game, reason) = match action {
        ModAction::Ban { user, reason, .. }
        | ModAction::Unban { user, reason }
        | ModAction::Delete { user, reason } => (user.clone(), None, reason.clone()),
        ModAction::Adjudicate { game, reason, .. } | ModAction::Cancel { game, reason } => {
            (String::new(), Some(*game), reason.clone())
        }
        ModAction::Announce { title } => (String::new(), None, title.clone()),
        ModAction::Reset { user } => (user.clone(), None, String::new()),
    };
    NewLogEntry {
        moderator: who.to_string(),
        action: action.word().to_string(),
        target,
        game,
        reason,
        refused: None,
    }
}

/// `stratego mod <u> <pw> <action> ...`: checks that the sender is a moderator, does the
/// action and logs it; a refusal is logged too (after its changes are undone).
pub fn moderate(ctx: &mut Ctx<'_, '_>, login: &Login, action: &ModAction) -> Outcome {
    let mut line = entry(&login.user, action);
    let done = (|| {
        let me = ctx.login(login)?;
        line.moderator = me.userid.clone();
        if !is_moderator(ctx, &me)? {
            return Err(Refusal::from(words::not_moderator(ctx.lang_of(&me), &me.userid)).into());
        }
        act(ctx, &me, action, &mut line)
    })();
    match done {
        Ok(summary) => {
            ctx.tx.log_moderation(&line, ctx.now)?;
            Ok(summary)
        }
        Err(Error::Refused(mut r)) => {
            line.refused = Some(r.reason.clone());
            r.logged = Some(Box::new(line));
            Err(Error::Refused(r))
        }
        Err(e) => Err(e),
    }
}

/// Does `action`; the moderator's answer is in `me`'s language, each player's mail in
/// theirs.
fn act(ctx: &mut Ctx<'_, '_>, me: &User, action: &ModAction, line: &mut NewLogEntry) -> Outcome {
    let lang = ctx.lang_of(me);
    let (what, summary) = match action {
        ModAction::Ban { user, days, reason } => {
            let target = player(ctx, user)?;
            line.target = target.userid.clone();
            ban(ctx, me, &target, *days, reason)?
        }
        ModAction::Unban { user, .. } => {
            let target = player(ctx, user)?;
            line.target = target.userid.clone();
            if ctx.tx.lift_bans(&target.userid_key, &me.userid, ctx.now)? == 0 {
                return Err(Refusal::from(words::not_banned(lang, &target.userid)).into());
            }
            let (subject, body) = words::unbanned_notice(ctx.lang_of(&target), &target.userid);
            ctx.send(&target.address, &subject, &body, Thread::Notice, None)?;
            (
                words::done_unban(lang, &target.userid),
                format!("{} unbanned {}", me.userid, target.userid),
            )
        }
        ModAction::Adjudicate {
            game,
            winner,
            reason,
        } => decide(ctx, lang, *game, Some(*winner), reason)?,
        ModAction::Cancel { game, reason } => decide(ctx, lang, *game, None, reason)?,
        ModAction::Announce { title } => announce(ctx, lang, title)?,
        ModAction::Reset { user } => {
            let target = player(ctx, user)?;
            line.target = target.userid.clone();
            if !membership::send_reset(ctx, &target)? {
                return Err(Refusal::from(words::too_many_resets(
                    lang,
                    &target.userid,
                    membership::RESETS_PER_DAY,
                ))
                .into());
            }
            (
                words::done_reset(lang, &target.userid),
                format!("{} sent {} a password reset", me.userid, target.userid),
            )
        }
        ModAction::Delete { user, reason } => {
            let target = player(ctx, user)?;
            line.target = target.userid.clone();
            let (name, ended) = membership::delete(ctx, &target, Some(reason))?;
            line.target = name.clone();
            (
                words::done_delete(lang, &target.userid, &name, &ended),
                format!("{} deleted {} (now {name})", me.userid, target.userid),
            )
        }
    };
    let (subject, body) = words::done(lang, &me.userid, &what);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(summary)
}

/// The account a moderator names (not the robot's).
fn player(ctx: &Ctx<'_, '_>, userid: &str) -> Result<User, Error> {
    let lang = ctx.sender_lang();
    if userid.eq_ignore_ascii_case(&ctx.config.robot_name) {
        return Err(Refusal::from(words::robot_spared(lang, &ctx.config.robot_name)).into());
    }
    match ctx.tx.user(userid) {
        Ok(u) if u.robot || userid.eq_ignore_ascii_case(&ctx.config.robot_name) => {
            Err(Refusal::from(words::robot_spared(lang, &u.userid)).into())
        }
        Ok(u) if u.address.is_empty() => {
            Err(Refusal::from(words::no_such_player(lang, userid)).into())
        }
        Ok(u) => Ok(u),
        Err(StoreError::NotFound { .. }) => {
            Err(Refusal::from(words::no_such_player(lang, userid)).into())
        }
        Err(e) => Err(e.into()),
    }
}

/// Bans `target`: its open games are lost by forfeit, it is withdrawn from tournaments,
/// and it is told why and until when, in its language.
fn ban(
    ctx: &Ctx<'_, '_>,
    me: &User,
    target: &User,
    days: Option<u32>,
    reason: &str,
) -> Result<(String, String), Error> {
    let lang = ctx.lang_of(me);
    if target.userid_key == me.userid_key {
        return Err(Refusal::from(words::not_yourself(lang)).into());
    }
    if is_moderator(ctx, target)? && !ctx.config.is_first_moderator(&me.userid) {
        return Err(Refusal::from(words::moderator_spared(lang, &target.userid)).into());
    }
    if let Some(b) = ctx
        .tx
        .ban_in_force(Some(&target.userid_key), None, ctx.now)?
    {
        return Err(Refusal::from(words::banned_already(lang, &target.userid, b.until)).into());
    }
    let until = days.map(|d| ctx.now + i64::from(d) * DAY);
    ctx.tx.ban(
        &target.userid_key,
        &target.address,
        &me.userid,
        reason,
        ctx.now,
        until,
    )?;
    let event = |l| words::forfeit_by_ban(l, &target.userid);
    let ended = end_open_games(ctx, target, &event, true)?;
    let (subject, body) =
        words::banned_notice(ctx.lang_of(target), &target.userid, reason, until, &ended);
    ctx.send(&target.address, &subject, &body, Thread::Notice, None)?;
    Ok((
        words::done_ban(lang, &target.userid, until, &ended),
        format!("{} banned {}", me.userid, target.userid),
    ))
}

/// `adjudicate` (`result` is the winner, `None` inside for a draw) or `cancel` (`result`
/// `None`) of game `id`: everyone in the game gets the final board with the reason; the
/// moderator's answer is in `lang`.
fn decide(
    ctx: &Ctx<'_, '_>,
    lang: Lang,
    id: i64,
    result: Option<Option<Color>>,
    reason: &str,
) -> Result<(String, String), Error> {
    let (mut row, mut game) = ctx.game(id)?;
    match game.phase() {
        Phase::Over(_) => return Err(Refusal::from(words::game_over(lang, id)).into()),
        Phase::Setup { .. } if result.is_some() => {
            return Err(Refusal::from(words::not_started(lang, id)).into());
        }
        _ => {}
    }
    let names = ctx.names(&row)?;
    let (event, what): (fn(Lang, &str) -> String, _) = match result {
        Some(winner) => {
            let outcome = game
                .adjudicate(winner)
                .map_err(|e| StoreError::Internal(e.to_string()))?;
            // TODO(issue 81): the moderator's event is one string for every recipient.
            let result = texts::result_words(texts::Lang::En, &outcome, &names);
            (
                words::adjudicated,
                (
                    words::done_decided(lang, id, &result),
                    format!("game {id} is decided: {result}"),
                ),
            )
        }
        None => {
            game.cancel()
                .map_err(|e| StoreError::Internal(e.to_string()))?;
            (
                words::cancelled,
                (
                    words::done_cancelled(lang, id),
                    format!("game {id} is cancelled"),
                ),
            )
        }
    };
    let ratings = play::save(ctx, &mut row, &game, None)?;
    membership::announce_end(ctx, &row, &game, &|l| event(l, reason), ratings)?;
    Ok(what)
}

/// `announce`: the mail's text to every confirmed player who has not turned announcements
/// off, at most once a day. The text is the moderator's, as written; the words around it
/// are in each reader's language, the moderator's answer in `lang`.
fn announce(ctx: &Ctx<'_, '_>, lang: Lang, title: &str) -> Result<(String, String), Error> {
    if let Some(last) = ctx.tx.last_announcement()?
        && ctx.now < last + DAY
    {
        return Err(Refusal::from(words::announce_too_soon(lang, last + DAY)).into());
    }
    let text = play::comment_of(ctx, &ctx.req.body);
    if text.is_empty() {
        return Err(Refusal::from(words::announce_empty(lang)).into());
    }
    let readers = ctx.tx.announcement_readers(ctx.now)?;
    for user in &readers {
        let key = ctx.tx.unsubscribe_key(&user.userid_key, ctx.now)?;
        let (subject, body) = words::announcement(ctx.lang_of(user), title, &text, &user.userid);
        ctx.send_announcement(&user.address, &subject, &body, &key)?;
    }
    Ok((
        words::done_announce(lang, readers.len()),
        format!("announcement sent to {} players", readers.len()),
    ))
}

/// A `mod` command line that could not be read is a refused attempt too: its refusal
/// carries a line of the log, with the line as quoted (password masked) for the reason.
pub fn log_unreadable(quoted: &str, refusal: &mut Refusal) {
    let words: Vec<&str> = quoted.split_whitespace().collect();
    if !words.get(1).is_some_and(|w| w.eq_ignore_ascii_case("mod")) {
        return;
    }
    refusal.logged = Some(Box::new(NewLogEntry {
        moderator: words.get(2).copied().unwrap_or_default().to_string(),
        action: words.get(4).copied().unwrap_or("mod").to_ascii_lowercase(),
        target: String::new(),
        game: None,
        reason: crate::texts::clip(quoted, crate::syntax::MAX_REASON),
        refused: Some(refusal.reason.clone()),
    }));
}

/// The userid a command names as the one acting, if it names one.
fn actor(cmd: &Command) -> Option<&str> {
    match cmd {
        Command::Register(l, _)
        | Command::Set(l, _)
        | Command::Move(_, l, _)
        | Command::Chat(_, l)
        | Command::ShowAs(_, l)
        | Command::Subscribe(_, l)
        | Command::Unsubscribe(_, l)
        | Command::Vacation(l, _)
        | Command::Leave(l)
        | Command::MyData(l)
        | Command::Mod(l, _) => Some(&l.user),
        _ => None,
    }
}

/// A mail from a banned player (its address, or a command naming the banned userid): the
/// first after the ban is answered with the reason and the end of the ban, the others are
/// ignored. `None` when the sender is not banned.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn banned(ctx: &mut Ctx<'_, '_>, cmd: Option<&Command>) -> Result<Option<Handled>, StoreError> {
    let by_name = cmd.and_then(actor);
    let Some(ban) = ctx.tx.ban_in_force(by_name, Some(&ctx.req.from), ctx.now)? else {
        return Ok(None);
    };
    if ban.answered.is_some() {
        // For the operator's log, in English.
        let until = match ban.until {
            Some(t) => format!("until {}", texts::time_words(t)),
            None => "for good".to_string(),
        };
        return Ok(Some(Handled::Ignored(format!(
            "{} is banned {until}",
            ban.userid
        ))));
    }
    ctx.tx.mark_ban_answered(ban.id, ctx.now)?;
    let refusal = words::banned_answer(ctx.sender_lang(), &ban.userid, &ban.reason, ban.until);
    ctx.refuse(Refusal {
        last_answer: true,
        ..refusal.into()
    })
    .map(Some)
}

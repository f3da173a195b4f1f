//! Looking at games: `show`, `showas`, `games`, `history`, `subscribe`, `unsubscribe`.

use std::fmt::Write;

use stratego_rules::{Battle, BattleStory, Color, Variant};

use super::{Ctx, Outcome, Refusal, Thread, color_of};
use crate::store::{GameStatus, MoveRow, StoreError};
use crate::syntax::Login;
use crate::texts::{self, Audience};

/// `stratego show <game>`: the neutral (observer) view, to anyone.
pub fn show(ctx: &mut Ctx<'_, '_>, id: i64) -> Outcome {
    let (row, game) = ctx.game(id)?;
    let names = ctx.names(&row)?;
    // Anyone may ask: the HTML board goes along unless an account at the sender's address
    // chose nohtml.
    let html = ctx
        .tx
        .users_by_address(&ctx.req.from)?
        .iter()
        .all(|u| u.html);
    let mut mail = texts::board_mail(
        id,
        &names,
        &game,
        Audience::Observer,
        "<you>",
        true,
        "",
        None,
        html,
    );
    mail.replace(
        "You are watching this game. To stop, send:\n  stratego unsubscribe",
        "To get the board after every move, send:\n  stratego subscribe",
    );
    ctx.send_html(
        &ctx.req.from,
        &format!("Stratego: board of game {id}"),
        &mail.body,
        mail.html.as_deref(),
        Thread::Reply,
        Some(id),
    )?;
    Ok(format!("game {id} shown"))
}

/// `stratego showas <game> <u> <pw>`: the player's own view, to their registered address
/// (and to the sender, when that is the same).
pub fn show_as(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let (row, game) = ctx.game(id)?;
    let color = color_of(&row, &user.userid_key).ok_or_else(|| {
        Refusal::new(
            "not your game",
            format!(
                "{} does not play in game {id}; 'stratego show {id}' shows the observer's view.",
                user.userid
            ),
        )
    })?;
    let names = ctx.names(&row)?;
    let mail = texts::board_mail(
        id,
        &names,
        &game,
        Audience::Player(color),
        &user.userid,
        user.flip,
        "",
        None,
        user.html,
    );
    // A player's view goes only to the player's registered address: a forged From must not
    // receive it.
    ctx.send_html(
        &user.address,
        &format!("Stratego: board of game {id} as {}", user.userid),
        &mail.body,
        mail.html.as_deref(),
        Thread::Game(id, &user.userid_key),
        Some(id),
    )?;
    Ok(format!("game {id} shown to {}", user.userid))
}

/// `stratego games [<u>]`: the list of games.
pub fn games(ctx: &mut Ctx<'_, '_>, user: Option<&str>) -> Outcome {
    if let Some(u) = user
        && let Err(StoreError::NotFound { .. }) = ctx.tx.user(u)
    {
        return Err(Refusal::new("unknown userid", format!("No user '{u}' is registered.")).into());
    }
    let list = ctx.tx.list_games(user)?;
    let mut body = String::new();
    match user {
        Some(u) => {
            let _ = writeln!(body, "Games of {u}:\n");
        }
        None => {
            let _ = writeln!(body, "All games:\n");
        }
    }
    if list.is_empty() {
        body.push_str("  (none)\n");
    }
    for g in &list {
        let n = ctx.names(g)?;
        let state = match g.status {
            GameStatus::Setup => "setting up".to_string(),
            GameStatus::Playing => {
                let who = match g.to_move.as_deref() {
                    Some("blue") => &n.blue,
                    _ => &n.red,
                };
                format!("ply {}, {who} to move", g.ply)
            }
            GameStatus::Over => {
                let result: serde_json::Value = g
                    .result
                    .as_deref()
                    .and_then(|r| serde_json::from_str(r).ok())
                    .unwrap_or_default();
                let (winner, loser) = match result["winner"].as_str() {
                    Some("red") => (format!("{} won", n.red), Some(n.blue.as_str())),
                    Some("blue") => (format!("{} won", n.blue), Some(n.red.as_str())),
                    _ => ("drawn".to_string(), None),
                };
                let why = texts::end_words(result["reason"].as_str().unwrap_or(""), loser);
                format!("over: {winner}, {why}")
            }
        };
        // Two lines a game, so that long userids stay within 72 columns.
        let _ = writeln!(
            body,
            "  #{:<5} {:<7}  {} (Red) against {} (Blue)\n          {state}; last activity {}",
            g.id,
            g.variant,
            n.red,
            n.blue,
            texts::date_words(g.last_activity)
        );
    }
    body.push_str(
        "\nSend 'stratego show <game>' to see a board, 'stratego history <game>' for the moves.\n",
    );
    ctx.send(
        &ctx.req.from,
        "Stratego: list of games",
        &body,
        Thread::Reply,
        None,
    )?;
    Ok(format!("{} games listed", list.len()))
}

/// One line of the history. Battles are public (both players saw both pieces), so the
/// history shows them to anyone; nothing else about a piece appears. What fell is told by
/// the rules' one model of a battle, keyed on the game's Flag (in Domino the [6-6]).
pub fn history_line(m: &MoveRow, variant: Variant) -> String {
    let player = if m.player == "red" {
        Color::Red
    } else {
        Color::Blue
    };
    let mut line = format!(
        "{:>5}. {:<4} {}-{}",
        m.ply,
        player.name(),
        m.from_sq,
        m.to_sq
    );
    if let Some(b) = m
        .battle
        .as_deref()
        .and_then(|b| serde_json::from_str::<Battle>(b).ok())
    {
        // The battle on a line of its own, in the words of the board mail (issue 26).
        let _ = write!(
            line,
            "\n       {}",
            BattleStory::new(b, variant).told(player, None)
        );
    }
    line
}

/// `stratego history <game>`: the move list.
pub fn history(ctx: &mut Ctx<'_, '_>, id: i64) -> Outcome {
    let (row, game) = ctx.game(id)?;
    let names = ctx.names(&row)?;
    let moves = ctx.tx.moves(id)?;
    let mut body = format!(
        "Game {id} ({}): {} (Red) against {} (Blue), {} plies.\n\n",
        game.variant(),
        names.red,
        names.blue,
        moves.len()
    );
    for m in &moves {
        let _ = writeln!(body, "{}", history_line(m, game.variant()));
    }
    if let Some(o) = game.outcome() {
        let _ = writeln!(body, "\nResult: {}.", texts::result_words(&o, &names));
    }
    ctx.send(
        &ctx.req.from,
        &format!("Stratego: history of game {id}"),
        &body,
        Thread::Reply,
        None,
    )?;
    Ok(format!("history of game {id} sent"))
}

/// `stratego subscribe|unsubscribe <game> <u> <pw>`.
pub fn subscribe(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login, on: bool) -> Outcome {
    let user = ctx.login(login)?;
    let (row, game) = ctx.game(id)?;
    if on && color_of(&row, &user.userid_key).is_some() {
        return Err(Refusal::new(
            "you play in this game",
            format!(
                "{} plays in game {id} and gets its boards anyway.",
                user.userid
            ),
        )
        .into());
    }
    if on {
        super::confirm::require_confirmed(ctx, &user, "watch a game")?;
    }
    if on {
        // Issue 19: forged subscriptions must not turn one move into hundreds of mails.
        let watchers = ctx.tx.subscribers(id)?;
        let max = ctx.config.limits.max_observers;
        if !watchers.contains(&user.userid_key)
            && i64::try_from(watchers.len()).unwrap_or(i64::MAX) >= max
        {
            return Err(Refusal::new(
                "too many observers",
                format!(
                    "Game {id} has {} observers already, the most a game may have. Send \
                     'stratego show {id}' to see its board whenever you like.",
                    watchers.len()
                ),
            )
            .into());
        }
    }
    let changed = if on {
        ctx.tx.subscribe(id, &user.userid_key)?
    } else {
        ctx.tx.unsubscribe(id, &user.userid_key)?
    };
    let names = ctx.names(&row)?;
    if on {
        let event = if changed {
            format!("{} now watches this game.", user.userid)
        } else {
            format!("{} already watches this game.", user.userid)
        };
        let mail = texts::board_mail(
            id,
            &names,
            &game,
            Audience::Observer,
            &user.userid,
            user.flip,
            &event,
            None,
            user.html,
        );
        ctx.send_html(
            &user.address,
            &format!("Stratego: watching game {id}"),
            &mail.body,
            mail.html.as_deref(),
            Thread::Game(id, &user.userid_key),
            Some(id),
        )?;
    } else {
        let body = if changed {
            format!("{} no longer gets the boards of game {id}.\n", user.userid)
        } else {
            format!(
                "{} was not watching game {id}; nothing changed.\n",
                user.userid
            )
        };
        ctx.send(
            &user.address,
            &format!("Stratego: stopped watching game {id}"),
            &body,
            Thread::Reply,
            None,
        )?;
    }
    Ok(format!(
        "game {id}: {} {}",
        user.userid,
        if on { "subscribed" } else { "unsubscribed" }
    ))
}

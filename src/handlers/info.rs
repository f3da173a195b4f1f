//! Looking at games: `show`, `showas`, `games`, `history`, `subscribe`, `unsubscribe`.

use std::fmt::Write;

use stratego_rules::{Battle, BattleStory, Color, Variant};

use super::{Ctx, Outcome, Thread, color_of};
use crate::store::{MoveRow, StoreError};
use crate::syntax::Login;
use crate::texts::info::{self as words, ListedGame, Standing};
use crate::texts::{self, Audience, Lang};

/// `stratego show <game>`: the neutral (observer) view, to anyone; a player of the game
/// asking from her registered address gets her own view instead, as `showas` sends it.
pub fn show(ctx: &mut Ctx<'_, '_>, id: i64) -> Outcome {
    let (row, game) = ctx.game(id)?;
    let names = ctx.names(&row)?;
    let users = ctx.tx.users_by_address(&ctx.req.from)?;
    if let Some((user, color)) = users
        .iter()
        .find_map(|u| color_of(&row, &u.userid_key).map(|c| (u, c)))
    {
        let mail = texts::board_mail(
            ctx.lang_of(user),
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
        // Her registered address: the one the mail came from, as the lookup found it.
        ctx.send_html(
            &user.address,
            &words::own_board_subject(ctx.lang_of(user), id, &user.userid),
            &mail.body,
            mail.html.as_deref(),
            Thread::Game(id, &user.userid_key),
            Some(id),
        )?;
        return Ok(format!("game {id} shown to {}", user.userid));
    }
    // Anyone may ask: the HTML board goes along unless an account at the sender's address
    // chose nohtml.
    let html = users.iter().all(|u| u.html);
    let lang = ctx.sender_lang();
    let anyone = words::anyone(lang);
    let mut mail = texts::board_mail(
        lang,
        id,
        &names,
        &game,
        Audience::Observer,
        &anyone,
        true,
        "",
        None,
        html,
    );
    words::offer_watching(lang, &mut mail, id, &anyone);
    ctx.send_html(
        &ctx.req.from,
        &words::board_subject(ctx.sender_lang(), id),
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
    let lang = ctx.lang_of(&user);
    let (row, game) = ctx.game(id)?;
    let color = color_of(&row, &user.userid_key)
        .ok_or_else(|| words::not_your_game(lang, &user.userid, id))?;
    let names = ctx.names(&row)?;
    let mail = texts::board_mail(
        ctx.lang_of(&user),
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
    let subject = words::own_board_subject(lang, id, &user.userid);
    let html = ctx.with_compose_link(mail.html, id, &game, &user, color, &subject)?;
    ctx.send_html(
        &user.address,
        &subject,
        &mail.body,
        html.as_deref(),
        Thread::Game(id, &user.userid_key),
        Some(id),
    )?;
    Ok(format!("game {id} shown to {}", user.userid))
}

/// `stratego games [<u>]`: the list of games.
pub fn games(ctx: &mut Ctx<'_, '_>, user: Option<&str>) -> Outcome {
    let lang = ctx.sender_lang();
    if let Some(u) = user
        && let Err(StoreError::NotFound { .. }) = ctx.tx.user(u)
    {
        return Err(words::unknown_userid(lang, u).into());
    }
    let list = ctx.tx.list_games(user)?;
    let mut listed = Vec::with_capacity(list.len());
    for g in &list {
        let n = ctx.names(g)?;
        let standing = Standing::of(
            g.status.as_str(),
            g.to_move.as_deref(),
            g.ply,
            g.result.as_deref(),
            &n,
        );
        listed.push(ListedGame {
            id: g.id,
            kind: g.variant.clone(),
            red: n.red,
            blue: n.blue,
            standing,
            last_activity: g.last_activity,
        });
    }
    let (subject, body) = words::games_list(lang, user, &listed);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("{} games listed", list.len()))
}

/// One line of the history. Battles are public (both players saw both pieces), so the
/// history shows them to anyone; nothing else about a piece appears. What fell is told by
/// the rules' one model of a battle, keyed on the game's Flag (in Domino the [6-6]).
pub fn history_line(lang: Lang, m: &MoveRow, variant: Variant) -> String {
    let player = if m.player == "red" {
        Color::Red
    } else {
        Color::Blue
    };
    // The side in a column as wide as the longer name in the reader's words.
    let (red, blue) = (words::side(lang, true), words::side(lang, false));
    let width = red.chars().count().max(blue.chars().count());
    let name = if player == Color::Red { red } else { blue };
    let mut line = format!("{:>5}. {name:<width$} {}-{}", m.ply, m.from_sq, m.to_sq);
    if let Some(b) = m
        .battle
        .as_deref()
        .and_then(|b| serde_json::from_str::<Battle>(b).ok())
    {
        // The battle on a line of its own, in the words of the board mail (issue 26).
        let _ = write!(
            line,
            "\n       {}",
            crate::texts::board::battle_in(lang, &BattleStory::new(b, variant), player, None, None)
        );
    }
    line
}

/// `stratego history <game>`: the move list.
pub fn history(ctx: &mut Ctx<'_, '_>, id: i64) -> Outcome {
    let lang = ctx.sender_lang();
    let (row, game) = ctx.game(id)?;
    let names = ctx.names(&row)?;
    let moves = ctx.tx.moves(id)?;
    let lines: Vec<String> = moves
        .iter()
        .map(|m| history_line(lang, m, game.variant()))
        .collect();
    let result = game
        .outcome()
        .map(|o| texts::game_result_words(ctx.sender_lang(), &game, &o, &names));
    let (subject, body) = words::history(
        lang,
        id,
        &game.variant().to_string(),
        &names.red,
        &names.blue,
        &lines,
        result.as_deref(),
    );
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("history of game {id} sent"))
}

/// `stratego subscribe|unsubscribe <game> <u> <pw>`.
pub fn subscribe(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login, on: bool) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.lang_of(&user);
    let (row, game) = ctx.game(id)?;
    if on && color_of(&row, &user.userid_key).is_some() {
        return Err(words::plays_anyway(lang, &user.userid, id).into());
    }
    if on {
        super::confirm::require_confirmed(ctx, &user, super::confirm::Doing::Watch)?;
    }
    if on {
        // Issue 19: forged subscriptions must not turn one move into hundreds of mails.
        let watchers = ctx.tx.subscribers(id)?;
        let max = ctx.config.limits.max_observers;
        if !watchers.contains(&user.userid_key)
            && i64::try_from(watchers.len()).unwrap_or(i64::MAX) >= max
        {
            return Err(words::too_many_observers(lang, id, watchers.len()).into());
        }
    }
    let changed = if on {
        ctx.tx.subscribe(id, &user.userid_key)?
    } else {
        ctx.tx.unsubscribe(id, &user.userid_key)?
    };
    let names = ctx.names(&row)?;
    if on {
        let (subject, event) = words::watching(lang, &user.userid, id, changed);
        let mail = texts::board_mail(
            ctx.lang_of(&user),
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
            &subject,
            &mail.body,
            mail.html.as_deref(),
            Thread::Game(id, &user.userid_key),
            Some(id),
        )?;
    } else {
        let (subject, body) = words::stopped_watching(lang, &user.userid, id, changed);
        ctx.send(&user.address, &subject, &body, Thread::Reply, None)?;
    }
    Ok(format!(
        "game {id}: {} {}",
        user.userid,
        if on { "subscribed" } else { "unsubscribed" }
    ))
}

//! Playing: `challenge`, `deploy`, `swap`, moves, draws, `resign`, `chat`.

use stratego_rules::{
    Army, Color, EndReason, Game, IllegalMove, Move, MoveRecord, Options, Phase, Square, Symbol,
    Variant,
};

use super::{
    Ctx, Error, Outcome, Refusal, Thread, color_of, confirm, names_of, options_json, save_state,
};
use crate::inbound::fresh_text;
use crate::league;
use crate::store::{GameRow, GameStatus, MoveRow, NewGame, StoreError, User};
use crate::syntax::{Command, Login, MoveAction, mask};
use crate::texts::limits::{GameCap, too_many_games};
use crate::texts::play::DrawEvent;
use crate::texts::{self, Audience, Lang, play as words};

/// What happened, in a recipient's language: each recipient's mail is made in theirs.
pub(crate) type Event<'a> = &'a dyn Fn(Lang) -> String;

/// Comments longer than this are cut (a relayed comment is a note, not a file transfer).
const MAX_COMMENT: usize = 4000;

/// The comment of a mail as relayed to others, with the sender's passwords masked: players
/// paste their command, password and all, into the body.
pub(crate) fn comment_of(ctx: &Ctx<'_, '_>, text: &str) -> String {
    let command = ctx.req.command.as_deref().map(Command::parse);
    let secrets = match &command {
        Some(Ok(cmd)) => cmd.secrets(),
        _ => Vec::new(),
    };
    let fresh = mask(&fresh_text(text), &secrets);
    let trimmed = fresh.trim();
    if trimmed.chars().count() > MAX_COMMENT {
        let cut: String = trimmed.chars().take(MAX_COMMENT).collect();
        let note = words::comment_cut(ctx.sender_lang(), MAX_COMMENT);
        format!("{cut}\n{note}")
    } else {
        trimmed.to_string()
    }
}

/// The player's colour in the game, or a refusal.
fn seat(lang: Lang, row: &GameRow, user: &User) -> Result<Color, Error> {
    color_of(row, &user.userid_key)
        .ok_or_else(|| Refusal::from(words::not_your_game(lang, &user.userid, row.id)).into())
}

/// Writes the game back: state, status, whose turn, result; and the move, if one was played.
/// A game that ends here after it left setup is rated in the same transaction (issue 14);
/// both new ratings are returned for the end-of-game mail. A tournament game
/// that ends here records its result (and may end its round) in the same transaction.
pub(crate) fn save(
    ctx: &Ctx<'_, '_>,
    row: &mut GameRow,
    game: &Game,
    record: Option<&MoveRecord>,
) -> Result<Option<league::NewRatings>, StoreError> {
    let was_playing = row.status == GameStatus::Playing;
    let was_over = row.status == GameStatus::Over;
    let (status, to_move, result) = match game.phase() {
        Phase::Setup { .. } => (GameStatus::Setup, None, None),
        Phase::Playing => (
            GameStatus::Playing,
            Some(game.to_move().as_str().to_string()),
            None,
        ),
        Phase::Over(o) => (
            GameStatus::Over,
            None,
            Some(
                serde_json::json!({
                    "winner": o.winner.map(|c| c.as_str()),
                    "reason": o.reason.as_str(),
                })
                .to_string(),
            ),
        ),
    };
    if to_move != row.to_move {
        // A new turn: the reminder clock starts again.
        row.last_nag = None;
        row.nag_count = 0;
    }
    row.status = status;
    row.to_move = to_move;
    row.result = result;
    row.ply = i64::from(game.ply());
    row.state = save_state(game);
    row.last_activity = ctx.now;
    ctx.tx.update_game(row)?;
    if let Some(r) = record {
        ctx.tx.append_move(&MoveRow::of(row.id, r, ctx.now))?;
    }
    let ratings = match game.phase() {
        // A game a moderator cancelled is not rated (issue 78).
        Phase::Over(outcome) if was_playing && outcome.reason != EndReason::Cancelled => {
            Some(league::rate_game(ctx.tx, row, &outcome, ctx.now)?)
        }
        _ => None,
    };
    if let Phase::Over(outcome) = game.phase()
        && !was_over
    {
        // A tournament game: its result, and the next round when it ended this one
        // (issue 77); the mails go when the command is done.
        ctx.ends.game_over(ctx, row, &outcome, was_playing)?;
    }
    Ok(ratings)
}

/// Who gets a board mail after an event.
#[derive(Clone, Copy, PartialEq, Eq)]
enum To {
    /// Both players and the observers.
    Everyone,
    /// One player only.
    Only(Color),
}

/// Mails each recipient their own board, with `event` in their language. `players` are
/// the accounts of Red and Blue. `comment` (author's colour, text) goes to the author's
/// opponent, and to observers for chat-like events.
fn announce(
    ctx: &Ctx<'_, '_>,
    row: &GameRow,
    players: &[User; 2],
    game: &Game,
    event: Event<'_>,
    comment: Option<(Color, &str)>,
    to: To,
) -> Result<(), StoreError> {
    let names = names_of(players);
    // The robot reads no messages (issue 16): a comment to it goes nowhere, and its author
    // is told so in one line of their own mail rather than left to think it was read.
    let unread = comment
        .filter(|(author, text)| names.robot == Some(author.other()) && !text.trim().is_empty())
        .map(|(author, _)| author);
    let mail = |user: &User, audience: Audience, relayed: Option<(&str, &str)>, plays: bool| {
        let lang = ctx.lang_of(user);
        let told = event(lang);
        // A tournament game that is over: what comes next in its tournament.
        let ending = match game.phase() {
            Phase::Over(outcome) => ctx.ends.next_steps(ctx, row.id, &outcome, lang)?,
            _ => None,
        };
        let event = match unread {
            Some(author) if audience == Audience::Player(author) => {
                let note = words::comment_not_read(lang, names.of(author.other()));
                format!("{told}\n{note}")
            }
            // The offerer's own copy speaks to them (issue 26).
            _ => match audience {
                Audience::Player(c) if game.draw_offer() == Some(c) => {
                    words::offerers_copy(lang, &told, names.of(c), names.of(c.other()))
                }
                _ => told,
            },
        };
        let mail = texts::board_mail_ending(
            lang,
            row.id,
            &names,
            game,
            audience,
            &user.userid,
            user.flip,
            &event,
            relayed,
            user.html,
            ending.as_deref(),
        );
        let html = match audience {
            Audience::Player(c) => {
                ctx.with_compose_link(mail.html, row.id, game, user, c, &mail.subject)?
            }
            Audience::Observer => mail.html,
        };
        ctx.send_html(
            &user.address,
            &mail.subject,
            &mail.body,
            html.as_deref(),
            Thread::Board(row.id, &user.userid_key, plays),
            Some(row.id),
        )
    };
    for (color, user) in Color::ALL.into_iter().zip(players) {
        if to != To::Everyone && to != To::Only(color) {
            continue;
        }
        let relayed = comment
            .filter(|(author, _)| *author != color)
            .map(|(author, text)| (names.of(author), text));
        mail(user, Audience::Player(color), relayed, true)?;
    }
    if to == To::Everyone {
        for key in ctx.tx.subscribers(row.id)? {
            // A player may watch their own game too.
            let plays = color_of(row, &key).is_some();
            mail(&ctx.user(&key)?, Audience::Observer, None, plays)?;
        }
    }
    Ok(())
}

/// After a player's action: saves the game, then mails everyone their board, with the
/// mail's comment relayed from `actor` to the opponent.
fn save_and_announce(
    ctx: &Ctx<'_, '_>,
    row: &mut GameRow,
    players: &[User; 2],
    game: &Game,
    record: Option<&MoveRecord>,
    event: Event<'_>,
    actor: Color,
) -> Result<(), StoreError> {
    let ratings = save(ctx, row, game, record)?;
    let event = |lang: Lang| match &ratings {
        Some(r) => format!("{}\n{}", event(lang), r.line(lang)),
        None => event(lang),
    };
    let comment = comment_of(ctx, &ctx.req.body);
    announce(
        ctx,
        row,
        players,
        game,
        &event,
        Some((actor, &comment)),
        To::Everyone,
    )
}

/// Mails every player and observer their board after `event`, written in each one's
/// language (the cron job, moderators, tournaments).
pub(crate) fn announce_all_in(
    ctx: &Ctx<'_, '_>,
    row: &GameRow,
    game: &Game,
    event: Event<'_>,
) -> Result<(), StoreError> {
    let players = ctx.players(row, &[])?;
    announce(ctx, row, &players, game, event, None, To::Everyone)
}

/// `stratego challenge <u1> <u2> [options] [<password>]`: u1 plays Red, u2 Blue. Only from
/// the registered address of one of them.
pub fn challenge(
    ctx: &mut Ctx<'_, '_>,
    red: &str,
    blue: &str,
    options: &[String],
    password: Option<&str>,
) -> Outcome {
    challenge_or_hold(ctx, red, blue, options, password).map(|(_, summary)| summary)
}

/// Starts a held challenge that its challenger confirmed, as it would have run from the
/// start, and uses up the confirmation.
pub(crate) fn start_held(ctx: &mut Ctx<'_, '_>, held: Box<confirm::HeldChallenge>) -> Outcome {
    let quoted = held.request.command.clone().unwrap_or_default();
    let mut inner = Ctx::new(ctx.tx, ctx.config, ctx.now, &held.request, quoted);
    let (game, summary) =
        challenge_or_hold(&mut inner, &held.red, &held.blue, &held.options, None)?;
    ctx.tx.use_confirmation(&held.code, ctx.now, game)?;
    Ok(format!("confirmed challenge: {summary}"))
}

/// Refuses a challenge that would give the challenger more games not over than one player
/// may have: in all, against this opponent, or against the robot, whose own cap replaces
/// the one per opponent (issue 27: one player must not be able to open any number of
/// games, and so mails, against one victim).
fn within_game_caps(ctx: &Ctx<'_, '_>, challenger: &User, opponent: &User) -> Result<(), Error> {
    // A deleted account's stand-in (`deleted-N`, issue 78) plays no more games.
    if opponent.address.is_empty() && !opponent.robot {
        let lang = ctx.sender_lang();
        return Err(Refusal::from(words::unknown_challenged(lang, &opponent.userid)).into());
    }
    // Nor does a banned player, while the ban lasts.
    for player in [challenger, opponent] {
        if let Some(ban) = ctx
            .tx
            .ban_in_force(Some(&player.userid_key), None, ctx.now)?
        {
            return Err(Refusal::from(texts::moderation::banned_player(
                ctx.sender_lang(),
                &player.userid,
                ban.until,
            ))
            .into());
        }
    }
    let limits = &ctx.config.limits;
    let open = ctx
        .tx
        .open_games(&challenger.userid_key, &opponent.userid_key)?;
    let cap = if opponent.robot && open.robot >= limits.max_robot_games {
        Some((GameCap::Robot, open.robot))
    } else if !opponent.robot && open.against >= limits.max_games_per_opponent {
        Some((GameCap::Opponent, open.against))
    } else if open.all >= limits.max_open_games {
        Some((GameCap::All, open.all))
    } else {
        None
    };
    match cap {
        Some((cap, open)) => Err(too_many_games(
            ctx.lang_of(challenger),
            cap,
            &challenger.userid,
            &opponent.userid,
            open,
        )
        .into()),
        None => Ok(()),
    }
}

/// A challenge starts a game (whose number is returned) when it carries the challenger's
/// password or came by the challenger's reply key; otherwise it is held until the
/// challenger confirms it (issue 19), and no game is made yet.
pub(crate) fn challenge_or_hold(
    ctx: &mut Ctx<'_, '_>,
    red: &str,
    blue: &str,
    options: &[String],
    password: Option<&str>,
) -> Result<(Option<i64>, String), Error> {
    // Refusals answer the sender, in their language.
    let lang = ctx.sender_lang();
    let find = |u: &str| match ctx.tx.user(u) {
        _ if let Some(robot) = super::robot::account(ctx, u)? => Ok(robot),
        Ok(user) => Ok(user),
        Err(StoreError::NotFound { .. }) => {
            Err(Error::Refused(words::unknown_challenged(lang, u).into()))
        }
        Err(e) => Err(e.into()),
    };
    let (red, blue) = (find(red)?, find(blue)?);
    if red.userid_key == blue.userid_key {
        return Err(Refusal::from(words::same_player_twice(lang)).into());
    }
    let from = &ctx.req.from;
    let challenger = if red.address.eq_ignore_ascii_case(from) {
        Color::Red
    } else if blue.address.eq_ignore_ascii_case(from) {
        Color::Blue
    } else {
        return Err(Refusal::from(words::challenge_from_elsewhere(
            lang,
            &red.userid,
            &blue.userid,
            from,
        ))
        .into());
    };
    let (challenger_user, opponent) = if challenger == Color::Red {
        (&red, &blue)
    } else {
        (&blue, &red)
    };
    confirm::require_confirmed(ctx, challenger_user, confirm::Doing::Challenge)?;
    within_game_caps(ctx, challenger_user, opponent)?;
    if opponent.confirmed_at.is_none() {
        // The challenger is told: an unconfirmed account gets no game mail, and the
        // challenger may wait for the opponent to confirm.
        return Err(Refusal::from(words::opponent_not_confirmed(lang, &opponent.userid)).into());
    }
    if let Some(password) = password {
        // The challenger's password, when given, is checked like any login (issue 19).
        ctx.login(&Login {
            user: challenger_user.userid.clone(),
            password: password.to_string(),
        })?;
    }
    let (variant, opts) = Options::parse_args(options.iter().map(String::as_str))
        .map_err(|e| Refusal::from(texts::rules::bad_option(lang, &e)))?;
    let robot = [(Color::Red, &red), (Color::Blue, &blue)]
        .into_iter()
        .find(|(_, u)| u.robot)
        .map(|(c, u)| (c, u.clone()));
    if let Some((_, robot)) = &robot {
        super::robot::can_play(lang, robot, variant)?;
    }
    let proven = ctx
        .req
        .proof
        .as_ref()
        .is_some_and(|p| p.userid.eq_ignore_ascii_case(&challenger_user.userid));
    if password.is_none() && !proven {
        let mut command = format!("stratego challenge {} {}", red.userid, blue.userid);
        for o in options {
            command.push(' ');
            command.push_str(o);
        }
        let comment = comment_of(ctx, &ctx.req.body);
        let summary = confirm::hold_challenge(ctx, challenger_user, opponent, command, comment)?;
        return Ok((None, summary));
    }
    if let Some((_, robot)) = &robot {
        super::robot::ensure_account(ctx, robot)?;
    }
    // Domino deals each player's hand now, from the operating system's random source.
    let mut game = Game::deal(
        variant,
        opts,
        &mut rand::rand_core::UnwrapErr(rand::rngs::SysRng),
    );
    let id = ctx.tx.insert_game(&NewGame {
        variant: variant.name().to_string(),
        options: options_json(variant, &opts),
        red: red.userid.clone(),
        blue: blue.userid.clone(),
        status: GameStatus::Setup,
        to_move: None,
        ply: 0,
        state: save_state(&game),
        now: ctx.now,
    })?;
    let mut row = ctx.tx.game(id)?;
    let name = |c: Color| {
        if c == Color::Red {
            red.userid.as_str()
        } else {
            blue.userid.as_str()
        }
    };
    if let Some((color, _)) = &robot {
        // The robot deploys at once: its opponent's army starts the game.
        super::robot::deploy(lang, &mut game, *color, id)?;
        save(ctx, &mut row, &game, None)?;
    }
    let comment = comment_of(ctx, &ctx.req.body);
    let players = ctx.players(&row, &[])?;
    // Each player reads the challenge as theirs: "You have challenged bob", "alice has
    // challenged you". A new game has no observers yet.
    for reader in [challenger, challenger.other()] {
        let event = |lang: Lang| {
            let mut event = words::challenge_event(
                lang,
                name(challenger),
                name(challenger.other()),
                challenger,
                reader == challenger,
            );
            if let Some((_, robot)) = &robot {
                event.push(' ');
                event.push_str(&words::robot_deployed(lang, &robot.userid));
            }
            event
        };
        announce(
            ctx,
            &row,
            &players,
            &game,
            &event,
            Some((challenger, &comment)),
            To::Only(reader),
        )?;
    }
    Ok((
        Some(id),
        format!("game {id} created: {} against {}", red.userid, blue.userid),
    ))
}

/// `stratego deploy <game> <u> <pw>` (and `move ... deploy`): the army is in the body.
pub fn deploy(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.sender_lang();
    let (mut row, mut game) = ctx.game(id)?;
    let color = seat(lang, &row, &user)?;
    if let Err(e) = setup_open(lang, &game) {
        return Err(Refusal::from(texts::rules::setup_closed(lang, e)).into());
    }
    let variant = game.variant();
    let body = blank_prose_before_army(&ctx.req.body, variant);
    let parsed = match game.deal_of(color) {
        Some(deal) => Army::parse_dealt(&body, variant, deal),
        None => Army::parse(&body, variant),
    };
    let (army, end) = parsed
        .map_err(|e| Refusal::from(texts::rules::bad_army(lang, &e, game.is_deployed(color))))?;
    let comment = comment_of(ctx, &ctx.req.body[end..]);
    let started = game
        .deploy(color, &army, &mut rand::rng())
        .map_err(|e| Refusal::from(texts::rules::cannot_deploy(lang, &e)))?;
    let players = ctx.players(&row, &[&user])?;
    // The robot plays Red's first move as soon as the game begins.
    let answer = match super::robot::seat(&players) {
        Some(robot) if started => {
            super::robot::answer(&mut game, robot, id).map(|r| (&players[robot.index()].userid, r))
        }
        _ => None,
    };
    save(ctx, &mut row, &game, answer.as_ref().map(|(_, r)| r))?;
    if started {
        let event = |lang: Lang| {
            let mut event = words::game_begins(lang, &user.userid);
            if let Some((name, record)) = &answer {
                event.push(' ');
                event.push_str(&super::robot::move_words(lang, name, record, variant));
            }
            event
        };
        announce(
            ctx,
            &row,
            &players,
            &game,
            &event,
            Some((color, &comment)),
            To::Everyone,
        )?;
        if let Phase::Over(_) = game.phase() {
            return Ok(format!("game {id}: armies in; Red cannot move, game over"));
        }
        Ok(format!("game {id}: armies in, game started"))
    } else {
        for (reader, own) in [(color, true), (color.other(), false)] {
            announce(
                ctx,
                &row,
                &players,
                &game,
                &|lang| words::deployed_event(lang, &user.userid, own),
                Some((color, &comment)),
                To::Only(reader),
            )?;
        }
        Ok(format!("game {id}: {} deployed", user.userid))
    }
}

/// Blanks the lines of prose above the army ("Here is my setup:", a greeting in an HTML
/// mail), which mail clients and players put there, so that their letters are not read as
/// army symbols. A line is prose when it holds more characters that are no army symbol than
/// symbols (whitespace and HTML tags not counted); a row with a typo (`9394X24939`) is still
/// read, and its unknown character reported. Each blanked character becomes as many spaces
/// as it has bytes, so line numbers and offsets into the body stay right. The blanked lines
/// are not relayed to the opponent either: they may describe the setup. In Barrage and Duel
/// (sparse armies) `.` and `-` count as symbols: they mark empty squares; in Domino the
/// digits 0-6, `?` and the `[`, `]`, `-` around tiles do.
fn blank_prose_before_army(body: &str, variant: Variant) -> String {
    let sparse = variant.is_sparse();
    let is_symbol = |c: char| {
        if variant.is_dealt() {
            matches!(c, '0'..='6' | '?' | '[' | ']' | '-')
        } else {
            Symbol::from_char(c, sparse).is_some()
        }
    };
    let mut out = String::with_capacity(body.len());
    let mut army_started = false;
    for line in body.split_inclusive('\n') {
        let content = line.trim_end_matches(['\n', '\r']);
        let trimmed = content.trim_start();
        let first_word = trimmed.split_whitespace().next().unwrap_or_default();
        if army_started
            || trimmed.starts_with('>')
            || content == "-- "
            || content == "--"
            || first_word.eq_ignore_ascii_case("auto")
        {
            army_started |= first_word.eq_ignore_ascii_case("auto");
            out.push_str(line);
            continue;
        }
        let (mut symbols, mut other, mut in_tag) = (0usize, 0usize, false);
        for c in content.chars() {
            if in_tag {
                in_tag = c != '>';
            } else if c == '<' {
                in_tag = true;
            } else if is_symbol(c) {
                symbols += 1;
            } else if !c.is_whitespace() {
                other += 1;
            }
        }
        if other > symbols {
            for c in line.chars() {
                match c {
                    '\n' | '\r' => out.push(c),
                    _ => out.extend(std::iter::repeat_n(' ', c.len_utf8())),
                }
            }
        } else {
            army_started = symbols > 0;
            out.push_str(line);
        }
    }
    out
}

fn setup_open(lang: Lang, game: &Game) -> Result<(), String> {
    match game.phase() {
        Phase::Setup { .. } => Ok(()),
        Phase::Playing => Err(texts::rules::armies_fixed(lang, game.ply())),
        Phase::Over(_) => Err(texts::rules::game_over(lang)),
    }
}

/// `stratego move <game> <u> <pw> swap <sq> <sq>`.
pub fn swap(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login, a: Square, b: Square) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.sender_lang();
    let (mut row, mut game) = ctx.game(id)?;
    let color = seat(lang, &row, &user)?;
    game.swap(color, a, b)
        .map_err(|e| Refusal::from(texts::rules::cannot_swap(ctx.lang_of(&user), &e)))?;
    save(ctx, &mut row, &game, None)?;
    let event = |lang| words::swapped(lang, &user.userid, a, b);
    let players = ctx.players(&row, &[&user])?;
    announce(ctx, &row, &players, &game, &event, None, To::Only(color))?;
    Ok(format!("game {id}: {} swapped {a} and {b}", user.userid))
}

/// `stratego move <game> <u> <pw> <from>-<to>[#N]`.
pub fn play(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login, mv: Move, ply: Option<u32>) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.sender_lang();
    let (mut row, mut game) = ctx.game(id)?;
    let color = seat(lang, &row, &user)?;
    if let Some(n) = ply
        && game.phase() == Phase::Playing
        && n != game.ply() + 1
    {
        let next = game.ply() + 1;
        let lang = ctx.lang_of(&user);
        return Err(Refusal::from(texts::rules::stale_move(lang, mv, n, id, next)).into());
    }
    let players = ctx.players(&row, &[&user])?;
    let record = game.play(color, mv).map_err(|e| {
        let lang = ctx.lang_of(&user);
        Refusal::from(match e {
            // Not a wrong move but a wrong moment: the subject says which (issue 26).
            IllegalMove::NotYourTurn(_) => {
                let to_move = &players[color.other().index()].userid;
                texts::rules::not_your_turn(lang, mv, to_move)
            }
            e => texts::rules::illegal_move(lang, mv, &e),
        })
    })?;
    // Against the robot, its answer is played in this same transaction, and the one mail
    // shows the board after both moves (issue 16).
    let robot = super::robot::seat(&players).filter(|c| *c != color);
    let answer = robot.and_then(|c| super::robot::answer(&mut game, c, id));
    if answer.is_some() {
        ctx.tx.append_move(&MoveRow::of(row.id, &record, ctx.now))?;
    }
    let back = super::vacation::end_by_move(ctx, &user)?;
    let variant = game.variant();
    let event = |lang: Lang| {
        let mut event = match (robot, &answer) {
            (Some(robot), Some(answer)) => {
                let name = &players[robot.index()].userid;
                format!(
                    "{} {}",
                    super::robot::move_words(lang, &user.userid, &record, variant),
                    super::robot::move_words(lang, name, answer, variant)
                )
            }
            _ => words::played(lang, &user.userid, &record, variant, false),
        };
        if back {
            event.push(' ');
            event.push_str(&texts::vacation::back_by_moving(lang, &user.userid));
        }
        event
    };
    let summary = format!("game {id}: ply {} {mv}", record.ply);
    match &answer {
        Some(answer) => {
            // The player's turn again: a new turn, as far as reminders go.
            row.last_nag = None;
            row.nag_count = 0;
            save_and_announce(ctx, &mut row, &players, &game, Some(answer), &event, color)?;
            Ok(format!(
                "{summary}, ply {} {}-{}",
                answer.ply, answer.from, answer.to
            ))
        }
        None => {
            save_and_announce(ctx, &mut row, &players, &game, Some(&record), &event, color)?;
            Ok(summary)
        }
    }
}

/// `propose`, `accept`, `reject`, `resign`.
pub fn draw_or_resign(
    ctx: &mut Ctx<'_, '_>,
    id: i64,
    login: &Login,
    action: &MoveAction,
) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.sender_lang();
    let (mut row, mut game) = ctx.game(id)?;
    let color = seat(lang, &row, &user)?;
    let players = ctx.players(&row, &[&user])?;
    let name = &user.userid;
    let lang = ctx.lang_of(&user);
    let refuse =
        |e: stratego_rules::ActionError| Refusal::from(texts::rules::not_possible_now(lang, &e));
    let (event, summary) = match action {
        MoveAction::Propose => {
            game.propose_draw(color).map_err(refuse)?;
            let robot = super::robot::seat(&players).filter(|c| *c != color);
            if game.outcome().is_some() {
                (DrawEvent::Agreed, "draw agreed")
            } else if let Some(robot) = robot {
                // The robot answers at once: it accepts when it is behind, or when no
                // piece has fallen for a long while.
                let robot_name = &players[robot.index()].userid;
                if super::robot::accepts_draw(&game, robot) {
                    game.accept_draw(robot).map_err(refuse)?;
                    (DrawEvent::RobotAccepted(robot_name), "draw agreed")
                } else {
                    game.reject_draw(robot).map_err(refuse)?;
                    (DrawEvent::RobotDeclined(robot_name), "draw declined")
                }
            } else {
                (DrawEvent::Offered, "draw offered")
            }
        }
        MoveAction::Accept => {
            game.accept_draw(color).map_err(refuse)?;
            (DrawEvent::Accepted, "draw agreed")
        }
        MoveAction::Reject => {
            game.reject_draw(color).map_err(refuse)?;
            (DrawEvent::Declined, "draw declined")
        }
        MoveAction::Resign => {
            game.resign(color).map_err(refuse)?;
            (DrawEvent::Resigned, "resigned")
        }
        MoveAction::Deploy | MoveAction::Swap(..) | MoveAction::Play(..) => {
            unreachable!("dispatched elsewhere")
        }
    };
    let event = |lang| words::draw_event(lang, name, event);
    save_and_announce(ctx, &mut row, &players, &game, None, &event, color)?;
    Ok(format!("game {id}: {name} {summary}"))
}

/// `stratego chat <game> <u> <pw>`: the body goes to the opponent and the observers.
pub fn chat(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.sender_lang();
    let (row, game) = ctx.game(id)?;
    let color = seat(lang, &row, &user)?;
    // A reply that holds no move is read as a message: say plainly that nothing was played
    // when the sender was to move (issue 26).
    let still = if game.phase() == Phase::Playing && game.to_move() == color {
        words::no_move_made(lang)
    } else {
        String::new()
    };
    let text = comment_of(ctx, &ctx.req.body);
    if text.is_empty() {
        return Err(Refusal::from(words::empty_message(lang)).into());
    }
    let opponent = ctx.user(row.player(color.other()))?;
    let watchers = ctx.tx.subscribers(id)?;
    if opponent.robot && watchers.is_empty() {
        let refused = words::robot_reads_nothing(lang, &still, &opponent.userid, id);
        return Err(Refusal::from(refused).into());
    }
    // Each recipient reads the frame in their language; the message is the author's.
    let relayed = |lang| texts::comment_block(lang, &user.userid, &text);
    if !opponent.robot {
        // The opponent's copy comes from their reply address for the game: a plain reply
        // answers, and one that starts with a move plays it.
        let lang = ctx.lang_of(&opponent);
        let subject = words::message_subject(lang, id, &user.userid);
        let body = format!(
            "{}\n{}",
            relayed(lang),
            words::answer_by_reply(lang, &user.userid)
        );
        ctx.send(
            &opponent.address,
            &subject,
            &body,
            Thread::Game(id, &opponent.userid_key),
            Some(id),
        )?;
    }
    let observers = watchers.len();
    for key in watchers {
        let watcher = ctx.user(&key)?;
        let lang = ctx.lang_of(&watcher);
        let subject = words::message_subject(lang, id, &user.userid);
        let text = format!("{}\n{}", relayed(lang), words::watching(lang, id));
        ctx.send(
            &watcher.address,
            &subject,
            &text,
            Thread::Game(id, &watcher.userid_key),
            Some(id),
        )?;
    }
    let went = words::message_went(lang, id, &opponent.userid, opponent.robot, observers);
    let subject = words::message_sent_subject(lang, id, !still.is_empty());
    ctx.send(
        &ctx.req.from,
        &subject,
        &format!("{still}{went}\n"),
        // In the game's thread like every mail about the game (it also refers to the chat
        // mail it answers, since it goes back to its sender).
        Thread::Game(id, &user.userid_key),
        Some(id),
    )?;
    Ok(format!("game {id}: chat from {}", user.userid))
}

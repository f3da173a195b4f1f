//! Tournaments by mail (issue 77): `tournament new|join|leave|close|start`, `tournament
//! <T>` and `tournaments`, and the mails of a tournament's life: each round's board mails
//! and bye, the standings after each round, the final table.
//!
//! What happens to a tournament is decided in `league::tournament`; this file gives it
//! its games (`Host`: made and forfeited as every game is) and mails the [`Event`]s it
//! returns. Events wait in the mail's [`Ctx`] until the command is done ([`flush`]), so
//! that the board of the game that ended a round goes out before the next round's.

use stratego_rules::{Game, Options};

use super::{Ctx, Error, Outcome, Thread, color_of, load_state, options_json, play, save_state};
use crate::league::standings::System;
use crate::league::tournament::{self as life, Event, Games, State, TournamentError};
use crate::store::{GameStatus, NewGame, Reader, StoreError, TournamentRow, User};
use crate::syntax::{Login, TournamentAction};
use crate::texts::Lang;
use crate::texts::tournament::{self as words, Board};

/// The games of tournaments, made and ended through the mail's context.
pub(crate) struct Host<'x, 'a, 'c> {
    ctx: &'x Ctx<'a, 'c>,
    /// A forfeit is a moderator's doing (a ban) or the account's end (a deletion), not
    /// the player's `leave`.
    removed: bool,
    /// The games ended by forfeit so far.
    forfeited: usize,
}

impl<'x, 'a, 'c> Host<'x, 'a, 'c> {
    /// The host of `ctx`.
    pub(crate) fn new(ctx: &'x Ctx<'a, 'c>) -> Self {
        Host {
            ctx,
            removed: false,
            forfeited: 0,
        }
    }
}

impl Games for Host<'_, '_, '_> {
    fn start_game(&mut self, t: &TournamentRow, red: &str, blue: &str) -> Result<i64, StoreError> {
        let options = life::options_of(t);
        let (variant, opts) = Options::parse_args(options.iter().map(String::as_str))
            .map_err(|e| StoreError::Internal(format!("tournament {} options: {e}", t.id)))?;
        let game = Game::deal(
            variant,
            opts,
            &mut rand::rand_core::UnwrapErr(rand::rngs::SysRng),
        );
        self.ctx.tx.insert_game(&NewGame {
            variant: variant.name().to_string(),
            options: options_json(variant, &opts),
            red: red.to_string(),
            blue: blue.to_string(),
            status: GameStatus::Setup,
            to_move: None,
            ply: 0,
            state: save_state(&game),
            now: self.ctx.now,
        })
    }

    fn forfeit_game(&mut self, id: i64, loser: &str) -> Result<(), StoreError> {
        let ctx = self.ctx;
        let mut row = ctx.tx.game(id)?;
        let mut game = load_state(&row)?;
        let Some(color) = color_of(&row, loser) else {
            return Ok(());
        };
        if game.forfeit(color).is_err() {
            return Ok(());
        }
        self.forfeited += 1;
        let ratings = play::save(ctx, &mut row, &game, None)?;
        let name = ctx.user(loser)?.userid;
        let t = ctx
            .tx
            .pairing_of_game(id)?
            .map(|p| ctx.tx.tournament(p.tournament))
            .transpose()?;
        let why = if !self.removed {
            words::Withdrawal::Left
        } else if ctx.tx.ban_in_force(Some(loser), None, ctx.now)?.is_some() {
            words::Withdrawal::Banned
        } else {
            words::Withdrawal::Deleted
        };
        let event = |lang| {
            let mut event = match &t {
                Some(t) => words::withdrawal_forfeit(lang, &name, t, why),
                None => crate::texts::reminders::forfeit(lang, &name, 0),
            };
            if let Some(line) = &ratings {
                event = format!("{event}\n{}", line.line(lang));
            }
            event
        };
        play::announce_all_in(ctx, &row, &game, &event)
    }
}

/// What the game-over board of tournament game `game` says instead of how to start a new
/// game, in `lang`: its round and tournament, what the result counts for when both lost by
/// forfeit, and what comes next. `None` for a game of no tournament.
///
/// # Errors
/// [`StoreError`].
pub(crate) fn game_over_steps(
    ctx: &Ctx<'_, '_>,
    game: i64,
    outcome: &stratego_rules::Outcome,
    lang: Lang,
) -> Result<Option<String>, StoreError> {
    let Some(p) = ctx.tx.pairing_of_game(game)? else {
        return Ok(None);
    };
    let t = ctx.tx.tournament(p.tournament)?;
    let both_lost = matches!(
        (p.white_score.as_deref(), p.black_score.as_deref()),
        (Some("-"), Some("-"))
    );
    let next = match State::of(&t) {
        State::Over => words::Next::Over,
        _ if t.round > p.round => words::Next::Paired(t.round),
        _ => words::Next::Waiting,
    };
    Ok(Some(words::game_over_steps(
        lang,
        &t,
        p.round,
        both_lost,
        outcome.reason == stratego_rules::EndReason::Cancelled,
        next,
    )))
}

/// The tournaments' part in the end of any game ([`super::GameEnds`]): the result
/// recorded and the next round paired ([`life::game_over`], its mails kept for [`flush`]),
/// and the words on what comes next in the tournament.
pub struct Ends;

impl super::GameEnds for Ends {
    fn game_over(
        &self,
        ctx: &Ctx<'_, '_>,
        row: &crate::store::GameRow,
        outcome: &stratego_rules::Outcome,
        played: bool,
    ) -> Result<(), StoreError> {
        let events = life::game_over(ctx.tx, row, outcome, played, ctx.now, &mut Host::new(ctx))?;
        keep(ctx, events);
        Ok(())
    }

    fn next_steps(
        &self,
        ctx: &Ctx<'_, '_>,
        game: i64,
        outcome: &stratego_rules::Outcome,
        lang: Lang,
    ) -> Result<Option<String>, StoreError> {
        game_over_steps(ctx, game, outcome, lang)
    }
}

/// Keeps the events of a tournament for [`flush`].
pub(crate) fn keep(ctx: &Ctx<'_, '_>, events: Vec<Event>) {
    ctx.tournament_events.borrow_mut().extend(events);
}

/// Mails every event kept so far, in order.
///
/// # Errors
/// [`StoreError`].
pub fn flush(ctx: &Ctx<'_, '_>) -> Result<(), StoreError> {
    loop {
        let events: Vec<Event> = ctx.tournament_events.borrow_mut().drain(..).collect();
        if events.is_empty() {
            return Ok(());
        }
        for event in events {
            match event {
                Event::Paired { tournament, round } => paired(ctx, tournament, round)?,
                Event::RoundEnded { tournament, round } => round_ended(ctx, tournament, round)?,
                Event::Over { tournament } => over(ctx, tournament)?,
            }
        }
    }
}

/// What [`withdraw_everywhere`] did, for the moderator's or the player's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Removed {
    /// The tournaments the player was taken out of (entered or withdrawn).
    pub tournaments: Vec<i64>,
    /// The player's tournament games ended by forfeit (not left for the caller to end).
    pub games: usize,
}

/// Withdraws `userid_key` from every tournament not over (a player deleted or banned) and
/// mails what follows: [`life::withdraw_everywhere`] with this context's games, then
/// [`flush`]. The opponent's board says why: banned (a ban in force) or deleted.
///
/// # Errors
/// [`StoreError`].
pub fn withdraw_everywhere(ctx: &Ctx<'_, '_>, userid_key: &str) -> Result<Removed, StoreError> {
    let mut host = Host::new(ctx);
    host.removed = true;
    let tournaments = life::withdraw_everywhere(ctx.tx, userid_key, &mut host)?;
    let games = host.forfeited;
    flush(ctx)?;
    Ok(Removed { tournaments, games })
}

/// A refusal in `lang`, the language of the mail's sender.
fn refuse(lang: Lang, e: TournamentError) -> Error {
    match e {
        TournamentError::Store(e) => Error::Store(e),
        e => Error::Refused(words::refused(lang, &e).into()),
    }
}

/// Each player of round `round` their board (with the tournament, the round and the
/// opponent named), the bye its mail. The robot deploys at once.
fn paired(ctx: &Ctx<'_, '_>, id: i64, round: i64) -> Result<(), StoreError> {
    let t = ctx.tx.tournament(id)?;
    let forfeit_days = Options::parse_args(life::options_of(&t).iter().map(String::as_str))
        .map_or(21, |(_, o)| o.forfeit_days);
    for p in ctx
        .tx
        .pairings(id)?
        .into_iter()
        .filter(|p| p.round == round)
    {
        match (p.game, &p.black) {
            (Some(game_id), Some(_)) => {
                let mut row = ctx.tx.game(game_id)?;
                let mut game = load_state(&row)?;
                let players = ctx.players(&row, &[])?;
                let mut robot = None;
                if let Some(color) = super::robot::seat(&players)
                    && row.status == GameStatus::Setup
                    && super::robot::deploy(ctx.sender_lang(), &mut game, color, game_id).is_ok()
                {
                    play::save(ctx, &mut row, &game, None)?;
                    robot = Some(players[color.index()].userid.as_str());
                }
                let red_blue = (players[0].userid.as_str(), players[1].userid.as_str());
                play::announce_all_in(ctx, &row, &game, &|lang| {
                    words::pairing_event(lang, &t, round, red_blue, forfeit_days, robot)
                })?;
            }
            (None, None) => {
                let user = ctx.user(&p.white)?;
                tell(ctx, id, &user, |lang| {
                    words::bye(lang, &t, round, &user.userid)
                })?;
            }
            // A forfeit paired without a game (a withdrawn player): nothing to mail.
            _ => {}
        }
    }
    Ok(())
}

/// One board with the players' userids: (game, White, Black, results).
type Named = (
    Option<i64>,
    String,
    Option<String>,
    Option<(String, String)>,
);

/// The boards of round `round` with the players' userids.
fn boards(r: &Reader<'_>, id: i64, round: i64) -> Result<Vec<Named>, StoreError> {
    let name = |key: &str| r.user(key).map_or(key.to_string(), |u| u.userid);
    Ok(r.pairings(id)?
        .into_iter()
        .filter(|p| p.round == round)
        .map(|p| {
            let scores = p
                .white_score
                .clone()
                .map(|w| (w, p.black_score.clone().unwrap_or_default()));
            (p.game, name(&p.white), p.black.as_deref().map(name), scores)
        })
        .collect())
}

fn as_boards(rows: &[Named]) -> Vec<Board<'_>> {
    rows.iter()
        .map(|(game, white, black, scores)| Board {
            game: *game,
            white,
            black: black.as_deref(),
            scores: scores.as_ref().map(|(w, b)| (w.as_str(), b.as_str())),
        })
        .collect()
}

/// Whether `user` may be mailed about a tournament: not the computer, not a deleted
/// account (no address), not banned (a banned player's mail is not answered while the
/// ban lasts, so nothing is sent to them either).
fn mailable(ctx: &Ctx<'_, '_>, user: &User) -> Result<bool, StoreError> {
    if user.robot || user.address.is_empty() {
        return Ok(false);
    }
    Ok(ctx
        .tx
        .ban_in_force(Some(&user.userid_key), None, ctx.now)?
        .is_none())
}

/// The players (and the director) who get the tournament's mails; `withdrawn` includes
/// those who withdrew. Never the computer, a deleted account or a banned player.
fn recipients(
    ctx: &Ctx<'_, '_>,
    t: &TournamentRow,
    withdrawn: bool,
) -> Result<Vec<User>, StoreError> {
    let mut keys: Vec<String> = ctx
        .tx
        .entrants(t.id)?
        .into_iter()
        .filter(|e| withdrawn || e.withdrawn.is_none())
        .map(|e| e.userid_key)
        .collect();
    if !keys.contains(&t.director) {
        keys.push(t.director.clone());
    }
    let mut users = Vec::with_capacity(keys.len());
    for key in &keys {
        let user = ctx.user(key)?;
        if mailable(ctx, &user)? {
            users.push(user);
        }
    }
    Ok(users)
}

/// Mails `user` a mail of tournament `id` (its subject and body in a language), in that
/// tournament's thread for them and in their language.
fn tell(
    ctx: &Ctx<'_, '_>,
    id: i64,
    user: &User,
    mail: impl FnOnce(Lang) -> (String, String),
) -> Result<(), StoreError> {
    let (subject, body) = mail(ctx.lang_of(user));
    ctx.send(
        &user.address,
        &subject,
        &body,
        Thread::Tournament(id, &user.userid_key),
        None,
    )
}

fn round_ended(ctx: &Ctx<'_, '_>, id: i64, round: i64) -> Result<(), StoreError> {
    let t = ctx.tx.tournament(id)?;
    let lines = life::lines(ctx.tx, &t, round as u32)?;
    let rows = boards(ctx.tx, id, round)?;
    let boards = as_boards(&rows);
    let system = life::system_of(&t);
    for user in recipients(ctx, &t, false)? {
        tell(ctx, id, &user, |lang| {
            words::standings_mail(lang, &t, system, round, &lines, &boards)
        })?;
    }
    Ok(())
}

fn over(ctx: &Ctx<'_, '_>, id: i64) -> Result<(), StoreError> {
    let t = ctx.tx.tournament(id)?;
    let completed = life::completed_rounds(ctx.tx, &t)?;
    let lines = life::lines(ctx.tx, &t, completed)?;
    let system = life::system_of(&t);
    for user in recipients(ctx, &t, true)? {
        tell(ctx, id, &user, |lang| {
            words::final_mail(lang, &t, system, &lines)
        })?;
    }
    Ok(())
}

/// `stratego tournament ...`.
pub fn tournament(ctx: &mut Ctx<'_, '_>, action: &TournamentAction) -> Outcome {
    match action {
        TournamentAction::New {
            login,
            name,
            system,
            rounds,
            options,
        } => new(ctx, login, name, system, *rounds, options),
        TournamentAction::Join(id, login) => join(ctx, *id, login),
        TournamentAction::Leave(id, login) => leave(ctx, *id, login),
        TournamentAction::Close(id, login) => {
            let user = ctx.login(login)?;
            let lang = ctx.lang_of(&user);
            let t = life::close(ctx.tx, *id, &user).map_err(|e| refuse(lang, e))?;
            let players = ctx.tx.entrants(*id)?.len();
            let (subject, body) = words::closed(lang, &t, players);
            ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
            Ok(format!("tournament {id} closed"))
        }
        TournamentAction::Start(id, login) => {
            let user = ctx.login(login)?;
            let lang = ctx.lang_of(&user);
            let events = life::start(ctx.tx, *id, &user, ctx.now, &mut Host::new(ctx))
                .map_err(|e| refuse(lang, e))?;
            let t = ctx.tx.tournament(*id)?;
            let players = ctx.tx.entrants(*id)?.len();
            let bye = match ctx
                .tx
                .pairings(*id)?
                .into_iter()
                .find(|p| p.round == 1 && p.black.is_none())
            {
                Some(p) => Some(ctx.user(&p.white)?.userid),
                None => None,
            };
            let (subject, body) = words::started(lang, &t, players, bye.as_deref());
            ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
            keep(ctx, events);
            Ok(format!("tournament {id} started: {players} players"))
        }
        TournamentAction::Reopen(id, login) => {
            let user = ctx.login(login)?;
            let lang = ctx.lang_of(&user);
            let t = life::reopen(ctx.tx, *id, &user).map_err(|e| refuse(lang, e))?;
            let players = ctx.tx.entrants(*id)?.len();
            let (subject, body) = words::reopened(lang, &t, players);
            ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
            Ok(format!("tournament {id} reopened"))
        }
        TournamentAction::Cancel(id, login) => cancel(ctx, *id, login),
        TournamentAction::Show(id) => show(ctx, *id),
    }
}

/// `tournament cancel`: the director is answered, and every player who had joined is
/// told.
fn cancel(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.lang_of(&user);
    let (t, players) = life::cancel(ctx.tx, id, &user).map_err(|e| refuse(lang, e))?;
    let (subject, body) = words::cancelled(lang, &t);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    for key in players.iter().filter(|k| **k != user.userid_key) {
        let player = ctx.user(key)?;
        if mailable(ctx, &player)? {
            tell(ctx, id, &player, |lang| {
                words::cancelled_to_player(lang, &t, &player.userid)
            })?;
        }
    }
    Ok(format!("tournament {id} cancelled"))
}

fn new(
    ctx: &mut Ctx<'_, '_>,
    login: &Login,
    name: &str,
    system: &str,
    rounds: Option<u32>,
    options: &[String],
) -> Outcome {
    let user = ctx.login(login)?;
    super::confirm::require_confirmed(ctx, &user, super::confirm::Doing::Tournament)?;
    let lang = ctx.lang_of(&user);
    let system = System::from_word(system).unwrap_or(System::Swiss);
    // Rounds are the Swiss system's: a round robin has as many as it needs.
    let rounds = if system == System::Swiss {
        rounds
    } else {
        None
    };
    let id = life::create(ctx.tx, &user, name, system, rounds, options, ctx.now)
        .map_err(|e| refuse(lang, e))?;
    let t = ctx.tx.tournament(id)?;
    let kind = words::kind_words(lang, &t, system, options);
    let (subject, body) = words::created(lang, &t, &kind);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("tournament {id} created by {}", user.userid))
}

fn join(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    // The computer has no password: its director enters it with their own.
    let user = match super::robot::account(ctx, &login.user)? {
        Some(robot) => {
            let lang = ctx.sender_lang();
            let t = match ctx.tx.tournament(id) {
                Ok(t) => t,
                Err(StoreError::NotFound { .. }) => {
                    return Err(refuse(lang, TournamentError::NoSuch(id)));
                }
                Err(e) => return Err(e.into()),
            };
            let director = ctx.user(&t.director)?;
            if !director.address.eq_ignore_ascii_case(&ctx.req.from) {
                return Err(Error::Refused(
                    words::robot_by_director(lang, &robot.userid, id).into(),
                ));
            }
            ctx.login(&Login {
                user: director.userid.clone(),
                password: login.password.clone(),
            })?;
            super::robot::can_play(ctx.sender_lang(), &robot, life::variant_of(&t))?;
            super::robot::ensure_account(ctx, &robot)?;
            ctx.user(&robot.userid_key)?
        }
        None => {
            let user = ctx.login(login)?;
            super::confirm::require_confirmed(ctx, &user, super::confirm::Doing::Tournament)?;
            user
        }
    };
    // The answer goes to the sender: the player, or the director who entered the computer.
    let lang = ctx.sender_lang();
    let t = life::join(ctx.tx, id, &user, ctx.now).map_err(|e| refuse(lang, e))?;
    let players = ctx.tx.entrants(id)?.len();
    let (subject, body) = words::joined(lang, &t, &user.userid, players, user.robot);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("{} joined tournament {id}", user.userid))
}

fn leave(ctx: &mut Ctx<'_, '_>, id: i64, login: &Login) -> Outcome {
    let user = ctx.login(login)?;
    let lang = ctx.lang_of(&user);
    let t = life::leave(ctx.tx, id, &user, &mut Host::new(ctx)).map_err(|e| refuse(lang, e))?;
    let started = State::of(&t) == State::Running;
    let (subject, body) = words::left(lang, &t, &user.userid, started);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("{} left tournament {id}", user.userid))
}

fn show(ctx: &mut Ctx<'_, '_>, id: i64) -> Outcome {
    let lang = ctx.sender_lang();
    let t = match ctx.tx.tournament(id) {
        Ok(t) => t,
        Err(StoreError::NotFound { .. }) => return Err(refuse(lang, TournamentError::NoSuch(id))),
        Err(e) => return Err(e.into()),
    };
    let (subject, body) = overview(ctx.tx, &t, lang)?;
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("tournament {id} shown"))
}

/// The subject and text of `stratego tournament <T>` (also `stratego-pbem tournament T`)
/// in `lang`: the standings with every tie-break, the round's pairings and results, what
/// comes next.
///
/// # Errors
/// [`StoreError`].
pub fn overview(
    r: &Reader<'_>,
    t: &TournamentRow,
    lang: Lang,
) -> Result<(String, String), StoreError> {
    let id = t.id;
    let system = life::system_of(t);
    let completed = life::completed_rounds(r, t)?;
    let lines = life::lines(r, t, completed)?;
    let entrants: Vec<String> = r.entrants(id)?.into_iter().map(|e| e.userid).collect();
    let rows = boards(r, id, t.round)?;
    let director = r.user(&t.director).map_or(t.director.clone(), |u| u.userid);
    let kind = words::kind_words(lang, t, system, &life::options_of(t));
    let boards = as_boards(&rows);
    Ok(words::overview(
        lang,
        &words::Overview {
            t,
            system,
            state: State::of(t),
            director: &director,
            kind: &kind,
            entrants: &entrants,
            lines: &lines,
            completed,
            boards: &boards,
        },
    ))
}

/// `stratego tournaments`.
pub fn list(ctx: &mut Ctx<'_, '_>) -> Outcome {
    let lang = ctx.sender_lang();
    let all = ctx.tx.tournaments()?;
    let mut listed = Vec::with_capacity(all.len());
    for t in &all {
        listed.push(words::Listed {
            t,
            state: State::of(t),
            players: ctx.tx.entrants(t.id)?.len(),
            kind: words::kind_words(lang, t, life::system_of(t), &life::options_of(t)),
        });
    }
    let (subject, body) = words::list(lang, &listed);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("tournaments: {}", all.len()))
}

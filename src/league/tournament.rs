//! A tournament's life (issue 77): created open for entries, closed, started (the initial
//! order by rating, the first round paired), each round ended by its last game (the next
//! one paired in the same transaction), and over after its last round.
//!
//! This file decides and stores; it sends nothing. What players must be told comes back
//! as [`Event`]s, which the mail layer (`handlers::tournament`) turns into mails, and what
//! a game needs (a new game, a forfeit) goes through the [`Games`] the caller gives, so
//! that games are made and ended exactly as every other game is.
//!
//! * Results per side are TRF-16 codes: `1 = 0` over the board, `+`/`-` for a forfeit (a
//!   player who never deployed or never moved in time, a resignation before both armies
//!   were in, a withdrawal), `-`/`-` when neither deployed, `U` for the pairing-allocated
//!   bye (the points of a win).
//! * Red is White: the first player of a pairing plays Red and moves first.
//! * A withdrawn player is not paired again; their open game in the tournament is lost by
//!   forfeit. In a round robin their later games are forfeits too (paired, no game made).

use serde_json::Value;
use skillratings::glicko2::Glicko2Rating;
use stratego_rules::{EndReason, OptionError, Options, Outcome, Variant};

use super::pairing::{self, Colour, PairingError, Player, Round, Score, Tournament};
use super::standings::{self, Line, System};
use crate::store::{
    EntrantRow, GameSummary, NewTournament, PairingRow, Reader, StoreError, TournamentRow, Tx, User,
};

/// The most players of a Swiss tournament: a round of 256 is paired in well under a second
/// (docs/TOURNAMENTS.md, "Pairing"), inside the transaction of the mail that ends the
/// round before, which holds the database while it runs.
pub const MAX_SWISS: usize = 256;
/// The most players of a round robin (15 rounds).
pub const MAX_ROUND_ROBIN: usize = 16;
/// The most players of a double round robin (18 rounds).
pub const MAX_DOUBLE_ROUND_ROBIN: usize = 10;
/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 3;
/// The most rounds a director may ask of a Swiss tournament.
pub const MAX_SWISS_ROUNDS: u32 = 20;
/// The longest name of a tournament, in characters.
pub const MAX_NAME: usize = 40;

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Taking entries.
    Open,
    /// No more entries; not started.
    Closed,
    /// Rounds are being played.
    Running,
    /// Its last round has ended.
    Over,
}

impl State {
    /// The word in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Open => "open",
            State::Closed => "closed",
            State::Running => "running",
            State::Over => "over",
        }
    }

    /// The state of a row (an unknown word reads as over: nothing more happens to it).
    pub fn of(row: &TournamentRow) -> State {
        match row.state.as_str() {
            "open" => State::Open,
            "closed" => State::Closed,
            "running" => State::Running,
            _ => State::Over,
        }
    }
}

/// Why a tournament command was refused. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// There is no tournament with this number.
    #[error("no tournament {0}")]
    NoSuch(i64),
    /// Entries are not taken: closed, running or over.
    #[error("tournament {id} takes no entries ({state:?})")]
    NotOpen {
        /// The tournament.
        id: i64,
        /// Where it stands.
        state: State,
    },
    /// As many players as it may have.
    #[error("tournament {id} is full ({max} players)")]
    Full {
        /// The tournament.
        id: i64,
        /// Its most players.
        max: usize,
    },
    /// The player is entered already.
    #[error("{userid} is in tournament {id} already")]
    AlreadyIn {
        /// The tournament.
        id: i64,
        /// The player.
        userid: String,
    },
    /// The player is not (or no longer) entered.
    #[error("{userid} is not in tournament {id}")]
    NotIn {
        /// The tournament.
        id: i64,
        /// The player.
        userid: String,
    },
    /// The player withdrew already (`leave` again).
    #[error("{userid} has withdrawn from tournament {id} already")]
    Withdrawn {
        /// The tournament.
        id: i64,
        /// The player.
        userid: String,
    },
    /// Only the director may do this.
    #[error("only {director} directs tournament {id}")]
    NotDirector {
        /// The tournament.
        id: i64,
        /// The director's userid.
        director: String,
    },
    /// Fewer than [`MIN_PLAYERS`] players.
    #[error("tournament {id} has {players} players")]
    TooFew {
        /// The tournament.
        id: i64,
        /// Its players.
        players: usize,
    },
    /// Fewer than [`MIN_PLAYERS`] players to close it: it could never start.
    #[error("tournament {id} has {players} players to close")]
    TooFewToClose {
        /// The tournament.
        id: i64,
        /// Its players.
        players: usize,
    },
    /// `reopen` of a tournament that is not closed.
    #[error("tournament {id} is not closed ({state:?})")]
    NotClosed {
        /// The tournament.
        id: i64,
        /// Where it stands.
        state: State,
    },
    /// Started already, or over (for `close` and `start`), or over (for `leave`).
    #[error("tournament {id} is {state:?}")]
    Started {
        /// The tournament.
        id: i64,
        /// Where it stands.
        state: State,
    },
    /// An option of its games that `challenge` would refuse.
    #[error("{0}")]
    Option(OptionError),
    /// A number of Swiss rounds out of range.
    #[error("{0} rounds")]
    Rounds(u32),
    /// A name that is empty or too long.
    #[error("a bad name")]
    Name,
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What the players must be told, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Round `round` was paired: each player their game, the bye its mail.
    Paired {
        /// The tournament.
        tournament: i64,
        /// The round.
        round: i64,
    },
    /// Round `round` ended: the standings to every player.
    RoundEnded {
        /// The tournament.
        tournament: i64,
        /// The round.
        round: i64,
    },
    /// The last round ended: the final table and the winner to every player.
    Over {
        /// The tournament.
        tournament: i64,
    },
}

/// What a tournament needs from the games: made and ended as every game is.
pub trait Games {
    /// Makes a game of tournament `t`: `red` (White) against `blue`, userid keys, with the
    /// tournament's kind and options; returns its number. Its mails go with
    /// [`Event::Paired`].
    ///
    /// # Errors
    /// [`StoreError`].
    fn start_game(&mut self, t: &TournamentRow, red: &str, blue: &str) -> Result<i64, StoreError>;

    /// Ends game `game` by forfeit of `loser` (a userid key), through the ordinary end of a
    /// game: the board mails, the ratings and [`game_over`].
    ///
    /// # Errors
    /// [`StoreError`].
    fn forfeit_game(&mut self, game: i64, loser: &str) -> Result<(), StoreError>;
}

/// The system of a row.
pub fn system_of(row: &TournamentRow) -> System {
    System::from_word(&row.system).unwrap_or(System::Swiss)
}

/// The option words of a row.
pub fn options_of(row: &TournamentRow) -> Vec<String> {
    match serde_json::from_str::<Value>(&row.options) {
        Ok(Value::Array(words)) => words
            .into_iter()
            .filter_map(|w| w.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    }
}

/// The most players of a system.
pub fn max_players(system: System) -> usize {
    match system {
        System::Swiss => MAX_SWISS,
        System::RoundRobin => MAX_ROUND_ROBIN,
        System::DoubleRoundRobin => MAX_DOUBLE_ROUND_ROBIN,
    }
}

/// The number of Swiss rounds for `players` when the director gave none: ceil(log2 n) + 2,
/// and never more than a round robin of them has (beyond that, rematches).
pub fn default_swiss_rounds(players: u32) -> u32 {
    let log = u32::BITS - players.saturating_sub(1).leading_zeros();
    (log + 2).min(pairing::berger::rounds(players, false))
}

fn load(r: &Reader<'_>, id: i64) -> Result<TournamentRow, TournamentError> {
    match r.tournament(id) {
        Ok(t) => Ok(t),
        Err(StoreError::NotFound { .. }) => Err(TournamentError::NoSuch(id)),
        Err(e) => Err(e.into()),
    }
}

/// Creates a tournament directed by `director`, open for entries; returns its number.
/// The options are checked as `challenge` checks them.
///
/// # Errors
/// [`TournamentError::Option`], [`TournamentError::Rounds`], [`TournamentError::Name`].
pub fn create(
    tx: &Tx<'_>,
    director: &User,
    name: &str,
    system: System,
    rounds: Option<u32>,
    options: &[String],
    now: i64,
) -> Result<i64, TournamentError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return Err(TournamentError::Name);
    }
    if let Some(n) = rounds
        && !(1..=MAX_SWISS_ROUNDS).contains(&n)
    {
        return Err(TournamentError::Rounds(n));
    }
    let (variant, _) =
        Options::parse_args(options.iter().map(String::as_str)).map_err(TournamentError::Option)?;
    Ok(tx.insert_tournament(&NewTournament {
        name,
        director: director.userid_key.clone(),
        system: system.as_str().to_string(),
        rounds: rounds.map(i64::from),
        variant: variant.name().to_string(),
        options: serde_json::to_string(options).unwrap_or_else(|_| "[]".into()),
        now,
    })?)
}

/// Enters `user` in tournament `id`.
///
/// # Errors
/// [`TournamentError::NoSuch`], [`TournamentError::NotOpen`], [`TournamentError::Full`],
/// [`TournamentError::AlreadyIn`].
pub fn join(tx: &Tx<'_>, id: i64, user: &User, now: i64) -> Result<TournamentRow, TournamentError> {
    let t = load(tx, id)?;
    let state = State::of(&t);
    if state != State::Open {
        return Err(TournamentError::NotOpen { id, state });
    }
    let entrants = tx.entrants(id)?;
    if entrants.iter().any(|e| e.userid_key == user.userid_key) {
        return Err(TournamentError::AlreadyIn {
            id,
            userid: user.userid.clone(),
        });
    }
    let max = max_players(system_of(&t));
    if entrants.len() >= max {
        return Err(TournamentError::Full { id, max });
    }
    tx.add_entrant(id, &user.userid_key, now)?;
    Ok(t)
}

/// Closes tournament `id` to entries (its director only).
///
/// # Errors
/// [`TournamentError::NotDirector`], [`TournamentError::Started`] when not open.
pub fn close(tx: &Tx<'_>, id: i64, user: &User) -> Result<TournamentRow, TournamentError> {
    let t = load(tx, id)?;
    director_only(tx, &t, user)?;
    let state = State::of(&t);
    if state != State::Open {
        return Err(TournamentError::Started { id, state });
    }
    let players = tx.entrants(id)?.len();
    if players < MIN_PLAYERS {
        return Err(TournamentError::TooFewToClose { id, players });
    }
    tx.set_tournament_state(id, State::Closed.as_str())?;
    Ok(t)
}

/// Opens closed tournament `id` to entries again (its director only).
///
/// # Errors
/// [`TournamentError::NotDirector`], [`TournamentError::NotClosed`].
pub fn reopen(tx: &Tx<'_>, id: i64, user: &User) -> Result<TournamentRow, TournamentError> {
    let t = load(tx, id)?;
    director_only(tx, &t, user)?;
    let state = State::of(&t);
    if state != State::Closed {
        return Err(TournamentError::NotClosed { id, state });
    }
    tx.set_tournament_state(id, State::Open.as_str())?;
    Ok(t)
}

/// Cancels tournament `id` before its start (its director only): it is deleted with its
/// entries. Returns it and the userid keys of those who had joined.
///
/// # Errors
/// [`TournamentError::NotDirector`], [`TournamentError::Started`] once started.
pub fn cancel(
    tx: &Tx<'_>,
    id: i64,
    user: &User,
) -> Result<(TournamentRow, Vec<String>), TournamentError> {
    let t = load(tx, id)?;
    director_only(tx, &t, user)?;
    let state = State::of(&t);
    if !matches!(state, State::Open | State::Closed) {
        return Err(TournamentError::Started { id, state });
    }
    let players = tx.entrants(id)?.into_iter().map(|e| e.userid_key).collect();
    tx.delete_tournament(id)?;
    Ok((t, players))
}

fn director_only(r: &Reader<'_>, t: &TournamentRow, user: &User) -> Result<(), TournamentError> {
    if t.director != user.userid_key {
        let director = r.user(&t.director).map_or(t.director.clone(), |u| u.userid);
        return Err(TournamentError::NotDirector { id: t.id, director });
    }
    Ok(())
}

/// Starts tournament `id` (its director only, at least [`MIN_PLAYERS`] players): the
/// initial order by Glicko-2 rating in its kind of game (then userid), the number of
/// rounds fixed, and round 1 paired.
///
/// # Errors
/// [`TournamentError::NotDirector`], [`TournamentError::Started`],
/// [`TournamentError::TooFew`].
pub fn start(
    tx: &Tx<'_>,
    id: i64,
    user: &User,
    now: i64,
    games: &mut dyn Games,
) -> Result<Vec<Event>, TournamentError> {
    let t = load(tx, id)?;
    director_only(tx, &t, user)?;
    let state = State::of(&t);
    if !matches!(state, State::Open | State::Closed) {
        return Err(TournamentError::Started { id, state });
    }
    let entrants = tx.entrants(id)?;
    if entrants.len() < MIN_PLAYERS {
        return Err(TournamentError::TooFew {
            id,
            players: entrants.len(),
        });
    }
    let mut order = Vec::with_capacity(entrants.len());
    for e in &entrants {
        let rating = tx
            .rating(&e.userid_key, &t.variant)?
            .map_or(Glicko2Rating::new().rating, |r| r.rating);
        order.push((e.userid_key.clone(), rating));
    }
    order.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let n = entrants.len() as u32;
    let rounds = match system_of(&t) {
        System::Swiss => t
            .rounds
            .map_or(default_swiss_rounds(n), |r| r as u32)
            .min(pairing::berger::rounds(n, false)),
        System::RoundRobin => pairing::berger::rounds(n, false),
        System::DoubleRoundRobin => pairing::berger::rounds(n, true),
    };
    tx.start_tournament(id, i64::from(rounds), &order, now)?;
    let t = tx.tournament(id)?;
    let mut events = Vec::new();
    advance(tx, &t, now, games, &mut events)?;
    Ok(events)
}

/// Takes `user` out of tournament `id`: before the start they are no longer entered; after
/// it they are withdrawn (not paired again, their results stay) and their open game in it
/// is lost by forfeit.
///
/// # Errors
/// [`TournamentError::NotIn`], [`TournamentError::Started`] when it is over.
pub fn leave(
    tx: &Tx<'_>,
    id: i64,
    user: &User,
    games: &mut dyn Games,
) -> Result<TournamentRow, TournamentError> {
    let t = load(tx, id)?;
    let not_in = || TournamentError::NotIn {
        id,
        userid: user.userid.clone(),
    };
    match State::of(&t) {
        State::Open | State::Closed => {
            if !tx.remove_entrant(id, &user.userid_key)? {
                return Err(not_in());
            }
        }
        State::Running => {
            let entrant = tx
                .entrants(id)?
                .into_iter()
                .find(|e| e.userid_key == user.userid_key)
                .ok_or_else(not_in)?;
            if entrant.withdrawn.is_some() {
                return Err(TournamentError::Withdrawn {
                    id,
                    userid: user.userid.clone(),
                });
            }
            withdraw(tx, &t, &entrant.userid_key, games)?;
        }
        state @ State::Over => return Err(TournamentError::Started { id, state }),
    }
    Ok(t)
}

/// Withdraws a player from a running tournament and forfeits their open games in it.
fn withdraw(
    tx: &Tx<'_>,
    t: &TournamentRow,
    key: &str,
    games: &mut dyn Games,
) -> Result<(), StoreError> {
    tx.withdraw_entrant(t.id, key, t.round)?;
    let open: Vec<i64> = tx
        .pairings(t.id)?
        .into_iter()
        .filter(|p| p.white_score.is_none() && (p.white == key || p.black.as_deref() == Some(key)))
        .filter_map(|p| p.game)
        .collect();
    for game in open {
        games.forfeit_game(game, key)?;
    }
    Ok(())
}

/// Withdraws `userid_key` from every tournament not over (a player deleted or banned):
/// out of those not started, withdrawn from the running ones with their open games there
/// lost by forfeit (through `games`, so the boards are mailed and the rounds go on).
/// Returns the tournaments they were taken out of.
///
/// # Errors
/// [`StoreError`].
pub fn withdraw_everywhere(
    tx: &Tx<'_>,
    userid_key: &str,
    games: &mut dyn Games,
) -> Result<Vec<i64>, StoreError> {
    let ids = tx.tournaments_of(userid_key)?;
    for &id in &ids {
        let t = tx.tournament(id)?;
        match State::of(&t) {
            State::Open | State::Closed => {
                tx.remove_entrant(id, userid_key)?;
            }
            State::Running => withdraw(tx, &t, userid_key, games)?,
            State::Over => {}
        }
    }
    Ok(ids)
}

/// The TRF codes (Red/White's, Blue/Black's) of a game that ended with `outcome`;
/// `played` says whether it had left setup. A game a moderator cancelled (issue 78) counts
/// for neither player: lost by both, as a double forfeit (`-`/`-`), so that it gives no
/// points and no tie-break, and the two are not paired again.
pub fn result_codes(outcome: &Outcome, played: bool) -> (&'static str, &'static str) {
    if outcome.reason == EndReason::Cancelled {
        return ("-", "-");
    }
    let unplayed =
        outcome.reason == EndReason::Forfeit || (!played && outcome.reason == EndReason::Resign);
    match (outcome.winner, unplayed) {
        (Some(stratego_rules::Color::Red), false) => ("1", "0"),
        (Some(stratego_rules::Color::Blue), false) => ("0", "1"),
        (None, false) => ("=", "="),
        (Some(stratego_rules::Color::Red), true) => ("+", "-"),
        (Some(stratego_rules::Color::Blue), true) => ("-", "+"),
        (None, true) => ("-", "-"),
    }
}

/// Called in the transaction that ends any game: when it is a tournament game, its result
/// is recorded, and when it was the last game of its round the round ends and the next
/// one is paired (or the tournament ends). `played`: the game had left setup.
///
/// # Errors
/// [`StoreError`].
pub fn game_over(
    tx: &Tx<'_>,
    game: &GameSummary,
    outcome: &Outcome,
    played: bool,
    now: i64,
    games: &mut dyn Games,
) -> Result<Vec<Event>, StoreError> {
    let Some(pairing) = tx.pairing_of_game(game.id)? else {
        return Ok(Vec::new());
    };
    if pairing.white_score.is_some() {
        return Ok(Vec::new());
    }
    let (white, black) = result_codes(outcome, played);
    tx.set_pairing_result(game.id, white, black)?;
    let t = tx.tournament(pairing.tournament)?;
    let mut events = Vec::new();
    if State::of(&t) == State::Running && pairing.round == t.round {
        advance(tx, &t, now, games, &mut events)?;
    }
    Ok(events)
}

/// Whether every board of the round being played has its result (true before round 1).
fn round_complete(r: &Reader<'_>, t: &TournamentRow) -> Result<bool, StoreError> {
    Ok(r.pairings(t.id)?
        .iter()
        .filter(|p| p.round == t.round)
        .all(|p| p.white_score.is_some()))
}

/// Ends the rounds that are complete and pairs the next ones until a round has a game
/// to wait for, or the tournament is over.
fn advance(
    tx: &Tx<'_>,
    t: &TournamentRow,
    now: i64,
    games: &mut dyn Games,
    events: &mut Vec<Event>,
) -> Result<(), StoreError> {
    let id = t.id;
    loop {
        let t = tx.tournament(id)?;
        if !round_complete(tx, &t)? {
            return Ok(());
        }
        if t.round > 0 {
            tx.end_round(id, t.round, now)?;
        }
        // The standings after a round, unless it was the last: then the final table alone
        // (the same table, sent once).
        let ended = (t.round > 0).then_some(Event::RoundEnded {
            tournament: id,
            round: t.round,
        });
        let entrants = tx.entrants(id)?;
        let present = entrants.iter().filter(|e| e.withdrawn.is_none()).count();
        if t.round >= t.rounds.unwrap_or(0)
            || present < 2
            || !pair_round(tx, &t, &entrants, now, games)?
        {
            tx.end_tournament(id, now)?;
            events.push(Event::Over { tournament: id });
            return Ok(());
        }
        events.extend(ended);
        events.push(Event::Paired {
            tournament: id,
            round: t.round + 1,
        });
    }
}

/// Pairs round `t.round + 1`, makes its games and records it. `false` when no pairing can
/// be made (the Swiss system ran out of opponents who have not met).
fn pair_round(
    tx: &Tx<'_>,
    t: &TournamentRow,
    entrants: &[EntrantRow],
    now: i64,
    games: &mut dyn Games,
) -> Result<bool, StoreError> {
    let round = t.round + 1;
    let model = model(tx, t)?;
    let system = system_of(t);
    let pairings = match system {
        System::Swiss => match pairing::dutch::pair(&model) {
            Ok(p) => p,
            Err(PairingError::Impossible | PairingError::Over | PairingError::Record(_)) => {
                return Ok(false);
            }
        },
        System::RoundRobin | System::DoubleRoundRobin => pairing::berger::round(
            entrants.len() as u32,
            round as u32,
            system == System::DoubleRoundRobin,
        ),
    };
    let by_number = |n: u32| entrants.iter().find(|e| e.number == Some(i64::from(n)));
    tx.begin_round(t.id, round, now)?;
    let mut board = 0;
    for (w, b) in pairings.boards {
        let (Some(white), Some(black)) = (by_number(w), by_number(b)) else {
            continue;
        };
        board += 1;
        let row = |game, ws: Option<&str>, bs: Option<&str>| PairingRow {
            tournament: t.id,
            round,
            board,
            white: white.userid_key.clone(),
            black: Some(black.userid_key.clone()),
            game,
            white_score: ws.map(str::to_string),
            black_score: bs.map(str::to_string),
        };
        // In a round robin a withdrawn player's games are forfeits, paired but not made.
        match (white.withdrawn.is_some(), black.withdrawn.is_some()) {
            (false, false) => {
                let game = games.start_game(t, &white.userid_key, &black.userid_key)?;
                tx.insert_pairing(&row(Some(game), None, None))?;
            }
            (true, false) => tx.insert_pairing(&row(None, Some("-"), Some("+")))?,
            (false, true) => tx.insert_pairing(&row(None, Some("+"), Some("-")))?,
            (true, true) => tx.insert_pairing(&row(None, Some("-"), Some("-")))?,
        }
    }
    if let Some(player) = pairings.bye.and_then(by_number)
        && player.withdrawn.is_none()
    {
        tx.insert_pairing(&PairingRow {
            tournament: t.id,
            round,
            board: board + 1,
            white: player.userid_key.clone(),
            black: None,
            game: None,
            white_score: Some("U".into()),
            black_score: None,
        })?;
    }
    Ok(true)
}

fn score_of(code: Option<&str>) -> Score {
    match code {
        Some("1") => Score::Win,
        Some("=") => Score::Draw,
        Some("0") => Score::Loss,
        Some("+") => Score::ForfeitWin,
        Some("-") => Score::ForfeitLoss,
        Some("U") => Score::PairingBye,
        _ => Score::Pending,
    }
}

/// The tournament as the pairing engine, the tie-breaks and TRF see it: the players by
/// pairing number (in the order they joined before the start), one [`Round`] each per
/// round paired so far (a round they were not paired in is a zero-point bye, `Z`).
///
/// # Errors
/// [`StoreError`].
pub fn model(r: &Reader<'_>, t: &TournamentRow) -> Result<Tournament, StoreError> {
    let entrants = r.entrants(t.id)?;
    let pairings = r.pairings(t.id)?;
    let numbers: Vec<(String, u32)> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            (
                e.userid_key.clone(),
                e.number.map_or(i as u32 + 1, |n| n as u32),
            )
        })
        .collect();
    let number = |key: &str| numbers.iter().find(|(k, _)| k == key).map(|(_, n)| *n);
    let players = entrants
        .iter()
        .map(|e| {
            let rounds = (1..=t.round)
                .map(|round| {
                    let mine = pairings.iter().find(|p| {
                        p.round == round
                            && (p.white == e.userid_key
                                || p.black.as_deref() == Some(&e.userid_key))
                    });
                    match mine {
                        None => Round {
                            opponent: None,
                            colour: None,
                            score: Score::ZeroBye,
                        },
                        Some(p) if p.black.is_none() => Round {
                            opponent: None,
                            colour: None,
                            score: score_of(p.white_score.as_deref()),
                        },
                        Some(p) => {
                            let white = p.white == e.userid_key;
                            let (opponent, colour, code) = if white {
                                (
                                    p.black.as_deref().unwrap_or(""),
                                    Colour::White,
                                    &p.white_score,
                                )
                            } else {
                                (p.white.as_str(), Colour::Black, &p.black_score)
                            };
                            Round {
                                opponent: number(opponent),
                                colour: p.game.map(|_| colour),
                                score: score_of(code.as_deref()),
                            }
                        }
                    }
                })
                .collect();
            Player {
                number: number(&e.userid_key).unwrap_or(0),
                name: e.userid.clone(),
                rating: e.rating.map_or(0, |r| r.round().max(0.0) as u32),
                rounds,
                absent: e.withdrawn.is_some(),
            }
        })
        .collect();
    Ok(Tournament {
        name: t.name.clone(),
        total_rounds: t.rounds.unwrap_or(0) as u32,
        players,
    })
}

/// The rounds of `t` every game of which has ended.
///
/// # Errors
/// [`StoreError`].
pub fn completed_rounds(r: &Reader<'_>, t: &TournamentRow) -> Result<u32, StoreError> {
    Ok(r.tournament_rounds(t.id)?
        .iter()
        .filter(|(_, _, ended)| ended.is_some())
        .count() as u32)
}

/// The kind of game of a row.
pub fn variant_of(row: &TournamentRow) -> Variant {
    Variant::ALL
        .into_iter()
        .find(|v| v.name() == row.variant)
        .unwrap_or(Variant::Classic)
}

#[cfg(test)]
mod tests;

/// The standings of `t` after rounds `completed`, with every tie-break.
///
/// # Errors
/// [`StoreError`].
pub fn lines(r: &Reader<'_>, t: &TournamentRow, completed: u32) -> Result<Vec<Line>, StoreError> {
    let model = model(r, t)?;
    Ok(standings::standings(&model, system_of(t), completed))
}

//! The refusals of tournament commands: what was wrong and how to put it right.

use super::state_words;
use crate::league::tournament::{MAX_NAME, MAX_SWISS_ROUNDS, MIN_PLAYERS, State, TournamentError};
use crate::texts::Refused;

/// `s` with its first letter in capitals.
fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A refusal of a tournament command.
pub fn refused(e: &TournamentError) -> Refused {
    match e {
        TournamentError::NoSuch(id) => Refused::new(
            "no such tournament",
            format!("There is no tournament {id}. Send 'stratego tournaments' for the list."),
        ),
        TournamentError::NotOpen { id, state } => Refused::new(
            "tournament not open",
            format!(
                "Tournament {id} takes no more players: it is {}. {}:\n  stratego \
                 tournament {id}",
                state_words(*state),
                if *state == State::Closed {
                    "Its players"
                } else {
                    "Its standings"
                }
            ),
        ),
        TournamentError::Full { id, max } => Refused::new(
            "tournament full",
            format!("Tournament {id} is full: it has its {max} players."),
        ),
        TournamentError::AlreadyIn { id, userid } => Refused::new(
            "already in the tournament",
            format!("{userid} is in tournament {id} already: one place each."),
        ),
        TournamentError::Withdrawn { id, userid } => Refused::new(
            "already withdrawn",
            format!(
                "{userid} has already withdrawn from tournament {id}: there is nothing more \
                 to leave."
            ),
        ),
        TournamentError::NotIn { id, userid } => Refused::new(
            "not in the tournament",
            format!("{userid} does not play in tournament {id}, so there is nothing to leave."),
        ),
        TournamentError::NotDirector { id, director } => Refused::new(
            "not the director",
            format!(
                "Only the director of tournament {id}, {director}, may close, reopen, start or cancel it."
            ),
        ),
        TournamentError::TooFew { id, players } => Refused::new(
            "too few players",
            format!(
                "Tournament {id} has {players} player{}; it needs at least {MIN_PLAYERS} to \
                 start. Players join with:\n  stratego tournament join {id} <userid> <password>",
                if *players == 1 { "" } else { "s" }
            ),
        ),
        TournamentError::TooFewToClose { id, players } => Refused::new(
            "too few players",
            format!(
                "Tournament {id} has {players} player{}; it needs at least {MIN_PLAYERS} to \
                 start, so entries stay open. Players join with:\n  stratego tournament \
                 join {id} <userid> <password>\nTo call it off instead:\n  stratego \
                 tournament cancel {id} <userid> <password>",
                if *players == 1 { "" } else { "s" }
            ),
        ),
        TournamentError::NotClosed { id, state } => Refused::new(
            "tournament not closed",
            format!(
                "Tournament {id} is {}, not closed to entries, so there is nothing to reopen.",
                state_words(*state)
            ),
        ),
        TournamentError::Started { id, state } => Refused::new(
            "tournament already started",
            format!(
                "Tournament {id} is {} already, so this cannot be done now.",
                state_words(*state)
            ),
        ),
        TournamentError::Option(e) => {
            use stratego_rules::OptionError;
            let text = match e {
                OptionError::Unknown(word) => format!(
                    "Unknown option '{word}'. A tournament's system is -swiss, -swiss=ROUNDS, \
                     -roundrobin or -doubleroundrobin; its games take -small, -barrage, -duel, \
                     -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, \
                     -nag=DAYS and -forfeit=DAYS. Send 'stratego help options' for what each \
                     game option does."
                ),
                OptionError::NagAfterForfeit { .. } | OptionError::Conflict { .. } => {
                    format!("{}.", capital(&e.to_string()))
                }
                _ => format!(
                    "{}. Send 'stratego help options' for what each game option does.",
                    capital(&e.to_string())
                ),
            };
            let reason = match e {
                OptionError::Unknown(_) => "unknown option",
                OptionError::Conflict { .. } => "two kinds of game",
                _ => "bad tournament option",
            };
            Refused::new(reason, text)
        }
        TournamentError::Rounds(n) => Refused::new(
            "bad number of rounds",
            format!(
                "A Swiss tournament has 1 to {MAX_SWISS_ROUNDS} rounds, not {n}. Leave the \
                 number off (-swiss) for the usual number for its players."
            ),
        ),
        TournamentError::Name => Refused::new(
            "bad tournament name",
            format!(
                "A tournament's name is 1 to {MAX_NAME} characters, written before its \
                 options, like:\n  stratego tournament new <userid> <password> Spring club \
                 -swiss=5"
            ),
        ),
        TournamentError::Store(_) => Refused::new("server error", "Please try again.".into()),
    }
}

/// The robot may be entered by the director only, with the director's password.
pub fn robot_by_director(robot: &str, id: i64) -> Refused {
    Refused::new(
        "only the director enters the computer",
        format!(
            "The computer, {robot}, has no password: the director of tournament {id} enters \
             it with their own password:\n  stratego tournament join {id} {robot} <password>"
        ),
    )
}

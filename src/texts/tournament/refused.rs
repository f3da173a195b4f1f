//! The refusals of tournament commands: what was wrong and how to put it right
//! (`locales/*/tournament-refused.ftl`).

use super::{Lang, state_key};
use crate::league::tournament::{MAX_NAME, MAX_SWISS_ROUNDS, MIN_PLAYERS, TournamentError};
use crate::t;
use crate::texts::Refused;

/// `s` with its first letter in capitals.
fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A refusal of a tournament command, in `lang`.
pub fn refused(lang: Lang, e: &TournamentError) -> Refused {
    match e {
        TournamentError::NoSuch(id) => Refused::new(
            t!(lang, "tournament-no-such"),
            t!(lang, "tournament-no-such.detail", tournament = *id),
        ),
        TournamentError::NotOpen { id, state } => Refused::new(
            t!(lang, "tournament-not-open"),
            t!(
                lang,
                "tournament-not-open.detail",
                tournament = *id,
                state = state_key(*state)
            ),
        ),
        TournamentError::Full { id, max } => Refused::new(
            t!(lang, "tournament-full"),
            t!(lang, "tournament-full.detail", tournament = *id, max = *max),
        ),
        TournamentError::AlreadyIn { id, userid } => Refused::new(
            t!(lang, "tournament-already-in"),
            t!(
                lang,
                "tournament-already-in.detail",
                user = userid.as_str(),
                tournament = *id
            ),
        ),
        TournamentError::Withdrawn { id, userid } => Refused::new(
            t!(lang, "tournament-already-withdrawn"),
            t!(
                lang,
                "tournament-already-withdrawn.detail",
                user = userid.as_str(),
                tournament = *id
            ),
        ),
        TournamentError::NotIn { id, userid } => Refused::new(
            t!(lang, "tournament-not-in"),
            t!(
                lang,
                "tournament-not-in.detail",
                user = userid.as_str(),
                tournament = *id
            ),
        ),
        TournamentError::NotDirector { id, director } => Refused::new(
            t!(lang, "tournament-not-director"),
            t!(
                lang,
                "tournament-not-director.detail",
                tournament = *id,
                director = director.as_str()
            ),
        ),
        TournamentError::TooFew { id, players } => Refused::new(
            t!(lang, "tournament-too-few"),
            t!(
                lang,
                "tournament-too-few.detail",
                tournament = *id,
                players = *players,
                min = MIN_PLAYERS
            ),
        ),
        TournamentError::TooFewToClose { id, players } => Refused::new(
            t!(lang, "tournament-too-few-to-close"),
            t!(
                lang,
                "tournament-too-few-to-close.detail",
                tournament = *id,
                players = *players,
                min = MIN_PLAYERS
            ),
        ),
        TournamentError::NotClosed { id, state } => Refused::new(
            t!(lang, "tournament-not-closed"),
            t!(
                lang,
                "tournament-not-closed.detail",
                tournament = *id,
                state = state_key(*state)
            ),
        ),
        TournamentError::Started { id, state } => Refused::new(
            t!(lang, "tournament-started-already"),
            t!(
                lang,
                "tournament-started-already.detail",
                tournament = *id,
                state = state_key(*state)
            ),
        ),
        TournamentError::Option(e) => {
            use stratego_rules::OptionError;
            // The sentence of the message ends it.
            let error = capital(super::super::rules::option_words(lang, e).trim_end_matches('.'));
            match e {
                OptionError::Unknown(word) => Refused::new(
                    t!(lang, "tournament-unknown-option"),
                    t!(
                        lang,
                        "tournament-unknown-option.detail",
                        option = word.as_str()
                    ),
                ),
                OptionError::Conflict { .. } => Refused::new(
                    t!(lang, "tournament-option-conflict"),
                    t!(lang, "tournament-option-conflict.detail", error = error),
                ),
                OptionError::NagAfterForfeit { .. } => Refused::new(
                    t!(lang, "tournament-option-nag"),
                    t!(lang, "tournament-option-nag.detail", error = error),
                ),
                _ => Refused::new(
                    t!(lang, "tournament-bad-option"),
                    t!(lang, "tournament-bad-option.detail", error = error),
                ),
            }
        }
        TournamentError::Rounds(n) => Refused::new(
            t!(lang, "tournament-bad-rounds"),
            t!(
                lang,
                "tournament-bad-rounds.detail",
                max = MAX_SWISS_ROUNDS,
                rounds = *n
            ),
        ),
        TournamentError::Name => Refused::new(
            t!(lang, "tournament-bad-name"),
            t!(lang, "tournament-bad-name.detail", max = MAX_NAME),
        ),
        TournamentError::Store(_) => Refused::new(
            t!(lang, "tournament-server-error"),
            t!(lang, "tournament-server-error.detail"),
        ),
    }
}

/// The robot may be entered by the director only, with the director's password.
pub fn robot_by_director(lang: Lang, robot: &str, id: i64) -> Refused {
    Refused::new(
        t!(lang, "tournament-robot-by-director"),
        t!(
            lang,
            "tournament-robot-by-director.detail",
            robot = robot,
            tournament = id
        ),
    )
}

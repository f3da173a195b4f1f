//! The words of tournaments (issue 77; `locales/*/tournament*.ftl`, issue 81): the
//! refusals (`refused.rs`), the answers to the director and the players, the round's mails
//! (the pairing line of a board mail, the bye), what the end of a tournament game means;
//! the standings, the final table, `stratego tournament <T>` and `tournaments` are in
//! `standings.rs`, the web pages' words in `web.rs`.
//!
//! Sentences are one line in the catalogue and wrapped when the mail is queued.

use super::Lang;
use crate::league::standings::System;
use crate::league::tournament::{MIN_PLAYERS, State};
use crate::store::TournamentRow;
use crate::t;

mod refused;
mod standings;
pub use refused::{refused, robot_by_director};
pub use standings::{
    Board, Head, Listed, Overview, final_mail, legend, list, overview, points, result_words,
    round_list, standings_mail, table,
};

/// The key of a state in the messages (`$state`).
fn state_key(state: State) -> &'static str {
    match state {
        State::Open => "open",
        State::Closed => "closed",
        State::Running => "running",
        State::Over => "over",
    }
}

/// `Tournament 3 (Spring club)`: a title, or the start of a sentence.
pub fn heading(lang: Lang, t: &TournamentRow) -> String {
    t!(
        lang,
        "tournament-heading",
        tournament = t.id,
        name = t.name.as_str()
    )
}

/// What kind of tournament: `Swiss, 5 rounds, classic -twosquare=5`.
pub fn kind_words(lang: Lang, t: &TournamentRow, system: System, options: &[String]) -> String {
    let system = t!(lang, "tournament-system", system = system.as_str());
    let mut kind = match t.rounds {
        Some(n) => t!(
            lang,
            "tournament-kind",
            system = system,
            rounds = n,
            variant = t.variant.as_str()
        ),
        None => t!(
            lang,
            "tournament-kind",
            system = system,
            rounds = "none",
            variant = t.variant.as_str()
        ),
    };
    // The game's options as written: they are what a player types, in every language.
    for o in options {
        let lower = o.to_ascii_lowercase();
        if lower.trim_start_matches('-') != t.variant {
            kind.push(' ');
            kind.push_str(o);
        }
    }
    kind
}

/// The answer to `tournament new`.
pub fn created(lang: Lang, t: &TournamentRow, kind: &str) -> (String, String) {
    (
        t!(lang, "tournament-created.subject", tournament = t.id),
        t!(
            lang,
            "tournament-created",
            tournament = t.id,
            name = t.name.as_str(),
            kind = kind,
            min = MIN_PLAYERS
        ) + "\n",
    )
}

/// The answer to `tournament join`; `robot` when the director entered the computer.
pub fn joined(
    lang: Lang,
    t: &TournamentRow,
    userid: &str,
    players: usize,
    robot: bool,
) -> (String, String) {
    let name = t.name.as_str();
    let body = if robot {
        t!(
            lang,
            "tournament-joined-robot",
            user = userid,
            tournament = t.id,
            name = name,
            players = players
        )
    } else {
        t!(
            lang,
            "tournament-joined",
            user = userid,
            tournament = t.id,
            name = name,
            players = players
        )
    };
    (
        t!(
            lang,
            "tournament-joined.subject",
            user = userid,
            tournament = t.id
        ),
        body + "\n",
    )
}

/// The answer to `tournament leave`: out before the start, withdrawn after it.
pub fn left(lang: Lang, t: &TournamentRow, userid: &str, started: bool) -> (String, String) {
    let name = t.name.as_str();
    let body = if started {
        t!(
            lang,
            "tournament-withdrawn",
            user = userid,
            tournament = t.id,
            name = name
        )
    } else {
        t!(
            lang,
            "tournament-left",
            user = userid,
            tournament = t.id,
            name = name
        )
    };
    (
        t!(
            lang,
            "tournament-left.subject",
            user = userid,
            tournament = t.id
        ),
        body + "\n",
    )
}

/// The answer to `tournament close`.
pub fn closed(lang: Lang, t: &TournamentRow, players: usize) -> (String, String) {
    (
        t!(lang, "tournament-closed.subject", tournament = t.id),
        t!(
            lang,
            "tournament-closed",
            tournament = t.id,
            name = t.name.as_str(),
            players = players
        ) + "\n",
    )
}

/// The answer to `tournament reopen`.
pub fn reopened(lang: Lang, t: &TournamentRow, players: usize) -> (String, String) {
    (
        t!(lang, "tournament-reopened.subject", tournament = t.id),
        t!(
            lang,
            "tournament-reopened",
            tournament = t.id,
            name = t.name.as_str(),
            players = players
        ) + "\n",
    )
}

/// The answer to `tournament cancel`, to the director.
pub fn cancelled(lang: Lang, t: &TournamentRow) -> (String, String) {
    (
        t!(lang, "tournament-cancelled.subject", tournament = t.id),
        t!(
            lang,
            "tournament-cancelled",
            tournament = t.id,
            name = t.name.as_str()
        ) + "\n",
    )
}

/// What a player who had joined reads when the director cancels the tournament.
pub fn cancelled_to_player(lang: Lang, t: &TournamentRow, userid: &str) -> (String, String) {
    (
        t!(lang, "tournament-cancelled.subject", tournament = t.id),
        t!(
            lang,
            "tournament-cancelled-to-player",
            user = userid,
            tournament = t.id,
            name = t.name.as_str()
        ) + "\n",
    )
}

/// The answer to `tournament start`, to the director; `bye` is the player with the bye
/// in round 1, if one has it.
pub fn started(
    lang: Lang,
    t: &TournamentRow,
    players: usize,
    bye: Option<&str>,
) -> (String, String) {
    let (id, name, rounds) = (t.id, t.name.as_str(), t.rounds.unwrap_or(0));
    let body = match bye {
        Some(bye) => t!(
            lang,
            "tournament-started-bye",
            tournament = id,
            name = name,
            players = players,
            rounds = rounds,
            bye = bye
        ),
        None => t!(
            lang,
            "tournament-started",
            tournament = id,
            name = name,
            players = players,
            rounds = rounds
        ),
    };
    (
        t!(lang, "tournament-started.subject", tournament = id),
        body + "\n",
    )
}

/// The line of the first board mail of a tournament game: the tournament, the round, the
/// opponent and the deadline rule; `robot` is the computer when it has deployed already.
pub fn pairing_event(
    lang: Lang,
    t: &TournamentRow,
    round: i64,
    (red, blue): (&str, &str),
    forfeit_days: u16,
    robot: Option<&str>,
) -> String {
    let mut line = t!(
        lang,
        "tournament-pairing",
        tournament = t.id,
        name = t.name.as_str(),
        round = round,
        rounds = t.rounds.unwrap_or(0),
        red = red,
        blue = blue,
        days = forfeit_days
    );
    if let Some(robot) = robot {
        line.push(' ');
        line.push_str(&t!(lang, "tournament-robot-deployed", robot = robot));
    }
    line
}

/// `Round N+1 is paired as soon as the last game of round N ends.`
fn next_round(lang: Lang, round: i64) -> String {
    t!(
        lang,
        "tournament-next-round",
        next = round + 1,
        round = round
    )
}

/// The bye's mail.
pub fn bye(lang: Lang, t: &TournamentRow, round: i64, userid: &str) -> (String, String) {
    let mut body = t!(
        lang,
        "tournament-bye",
        user = userid,
        round = round,
        tournament = t.id,
        name = t.name.as_str()
    );
    if round < t.rounds.unwrap_or(0) {
        body.push(' ');
        body.push_str(&next_round(lang, round));
    }
    (
        t!(
            lang,
            "tournament-bye.subject",
            tournament = t.id,
            round = round
        ),
        body + "\n",
    )
}

/// `stratego help tournaments`.
pub fn help(lang: Lang) -> String {
    t!(lang, "tournament-help", min = MIN_PLAYERS) + "\n"
}

/// Why a player was taken out of a running tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    /// The player sent `tournament leave`.
    Left,
    /// A moderator banned the player.
    Banned,
    /// The player's account was deleted (by the player or a moderator).
    Deleted,
}

/// The line of the board mail of a game lost because its player was taken out of the
/// tournament: withdrew, was banned or has no account any more.
pub fn withdrawal_forfeit(lang: Lang, userid: &str, t: &TournamentRow, why: Withdrawal) -> String {
    let why = match why {
        Withdrawal::Left => "left",
        Withdrawal::Banned => "banned",
        Withdrawal::Deleted => "deleted",
    };
    t!(
        lang,
        "tournament-forfeit",
        why = why,
        user = userid,
        tournament = t.id,
        name = t.name.as_str()
    )
}

/// The line of the board mail of a tournament game whose setup ran out of time: it ends
/// with a result, it is not removed. `missing` are those who sent no army.
pub fn setup_forfeit(lang: Lang, missing: &[&str], days: i64) -> String {
    match missing {
        [one] => t!(lang, "tournament-setup-forfeit", user = *one, days = days),
        _ => t!(lang, "tournament-setup-forfeit-both", days = days),
    }
}

/// Where a tournament stands when one of its games ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Other games of the round are still going.
    Waiting,
    /// This game ended its round: round N is paired.
    Paired(i64),
    /// This game ended the tournament.
    Over,
}

/// What the game-over board of a tournament game says instead of how to start a new game:
/// the round, what the game counts for when both lost it by forfeit (`cancelled`: a
/// moderator's doing), and what comes next in the tournament.
pub fn game_over_steps(
    lang: Lang,
    t: &TournamentRow,
    round: i64,
    both_lost: bool,
    cancelled: bool,
    next: Next,
) -> String {
    let mut sentences = vec![t!(
        lang,
        "tournament-game-of-round",
        round = round,
        tournament = t.id,
        name = t.name.as_str()
    )];
    if both_lost {
        sentences.push(if cancelled {
            t!(lang, "tournament-both-lost-cancelled")
        } else {
            t!(lang, "tournament-both-lost")
        });
    }
    let rounds = t.rounds.unwrap_or(0);
    sentences.push(match next {
        Next::Over => t!(lang, "tournament-next-over"),
        Next::Paired(n) => t!(lang, "tournament-next-paired", round = round, next = n),
        Next::Waiting if round < rounds => next_round(lang, round),
        Next::Waiting => t!(lang, "tournament-next-final", round = round),
    });
    format!(
        "{}\n\n{}\n",
        sentences.join(" "),
        t!(lang, "tournament-see-standings", tournament = t.id)
    )
}

/// The line of a game's web page that names its tournament and round.
pub fn game_in(lang: Lang, t: &TournamentRow, round: i64) -> String {
    t!(
        lang,
        "tournament-game-in",
        tournament = t.id,
        name = t.name.as_str(),
        round = round
    )
}

pub mod web;

#[cfg(test)]
mod tests;

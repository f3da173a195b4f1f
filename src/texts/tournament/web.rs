//! The words of the web pages of tournaments.

use super::{State, System, state_words, system_words};

/// The heading of `/tournaments`.
pub const TOURNAMENTS: &str = "Tournaments";
/// When there is none.
pub const NONE_YET: &str = "There is no tournament yet.";
/// The sections of the list, in order.
pub const SECTIONS: [(State, &str); 4] = [
    (State::Open, "Open for entries"),
    (State::Closed, "Closed, not started"),
    (State::Running, "Being played"),
    (State::Over, "Over"),
];
/// The heading of the standings.
pub const STANDINGS: &str = "Standings";
/// The heading of the crosstable.
pub const CROSSTABLE: &str = "Crosstable";
/// Under the crosstable.
pub const CROSSTABLE_NOTE: &str = "Each round: the opponent's number, the colour \
    (w Red, b Blue) and the result (1 win, = draw, 0 loss, + and - by forfeit, U bye).";
/// The heading of the rounds.
pub const ROUNDS: &str = "Rounds";
/// Before the first round has ended.
pub const NO_ROUND_ENDED: &str = "No round has ended yet.";
/// The players before the start.
pub const PLAYERS: &str = "Players";
/// The columns of the standings (Swiss).
pub const SWISS_COLUMNS: [&str; 9] = [
    "Rank", "No", "Player", "Pts", "BH-C1", "BH", "SB", "DE", "W",
];
/// The columns of the standings (round robins).
pub const ROUND_ROBIN_COLUMNS: [&str; 7] = ["Rank", "No", "Player", "Pts", "SB", "DE", "W"];
/// The first columns of the crosstable (the rounds follow).
pub const CROSS_COLUMNS: [&str; 2] = ["No", "Player"];
/// A bye's result.
pub const BYE: &str = "bye";
/// The columns of a round's boards.
pub const BOARD_COLUMNS: [&str; 4] = ["Red", "Blue", "Result", "Game"];

/// `Round 2`.
pub fn round(n: i64) -> String {
    format!("Round {n}")
}

/// `Swiss, 5 rounds, classic. Director: alice. Being played.`
pub fn facts(kind: &str, director: &str, state: State) -> String {
    format!(
        "{kind}. Director: {director}. {}.",
        capital(state_words(state))
    )
}

/// `Swiss`, `round robin`, ...
pub fn system(system: System) -> &'static str {
    system_words(system)
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

//! The words of the web pages of tournaments (`locales/*/tournament-web.ftl`); their
//! tables' headers are the mails' (`tournament-columns`).

use super::{Head, Lang, State, state_key};
use crate::t;

/// The heading of `/tournaments`, and its link in every page's navigation.
pub fn tournaments(lang: Lang) -> String {
    t!(lang, "tournament-list")
}

/// When there is none.
pub fn none_yet(lang: Lang) -> String {
    t!(lang, "tournament-web-none")
}

/// The sections of the list, in order.
pub fn sections(lang: Lang) -> [(State, String); 4] {
    [State::Open, State::Closed, State::Running, State::Over]
        .map(|s| (s, t!(lang, "tournament-section", state = state_key(s))))
}

/// `Swiss, 5 rounds, classic, 6 players`: a tournament in the list.
pub fn entry(lang: Lang, kind: &str, players: usize) -> String {
    t!(lang, "tournament-web-entry", kind = kind, players = players)
}

/// `Swiss, 5 rounds, classic. Director: alice. Being played.`
pub fn facts(lang: Lang, kind: &str, director: &str, state: State) -> String {
    t!(
        lang,
        "tournament-web-facts",
        kind = kind,
        director = director,
        state = state_key(state)
    )
}

/// The players before the start.
pub fn players(lang: Lang) -> String {
    t!(lang, "tournament-web-players")
}

/// The heading of the standings.
pub fn standings(lang: Lang) -> String {
    t!(lang, "tournament-web-standings")
}

/// Before the first round has ended.
pub fn no_round_ended(lang: Lang) -> String {
    t!(lang, "tournament-no-round-ended")
}

/// The heading of the crosstable.
pub fn crosstable(lang: Lang) -> String {
    t!(lang, "tournament-web-crosstable")
}

/// Under the crosstable.
pub fn crosstable_note(lang: Lang) -> String {
    t!(lang, "tournament-web-crosstable-note")
}

/// The heading of the rounds.
pub fn rounds(lang: Lang) -> String {
    t!(lang, "tournament-web-rounds")
}

/// `Round 2`.
pub fn round(lang: Lang, n: i64) -> String {
    t!(lang, "tournament-web-round", round = n)
}

/// The columns of the standings (Swiss).
pub const SWISS_COLUMNS: [Head; 9] = [
    Head::Rank,
    Head::Number,
    Head::Player,
    Head::Points,
    Head::BuchholzCut1,
    Head::Buchholz,
    Head::SonnebornBerger,
    Head::Direct,
    Head::Wins,
];
/// The columns of the standings (round robins).
pub const ROUND_ROBIN_COLUMNS: [Head; 7] = [
    Head::Rank,
    Head::Number,
    Head::Player,
    Head::Points,
    Head::SonnebornBerger,
    Head::Direct,
    Head::Wins,
];
/// The first columns of the crosstable (the rounds follow).
pub const CROSS_COLUMNS: [Head; 2] = [Head::Number, Head::Player];
/// The columns of a round's boards.
pub const BOARD_COLUMNS: [Head; 4] = [Head::Red, Head::Blue, Head::Result, Head::Game];

/// A bye's result.
pub fn bye(lang: Lang) -> String {
    t!(lang, "tournament-result", result = "bye")
}

//! The words of vacations: the answers to `stratego vacation`, and what opponents are told
//! (`locales/*/vacation.ftl`).

use super::{Lang, Refused};
use crate::t;

/// `vacation ... 0` when no vacation runs.
pub fn not_on_vacation(lang: Lang, user: &str) -> Refused {
    Refused::new(
        t!(lang, "vacation-not-on"),
        t!(lang, "vacation-not-on.detail", user = user),
    )
}

/// A vacation longer than one may take at a time.
pub fn too_long(lang: Lang, max_days: i64, asked: i64, per_year: i64) -> Refused {
    Refused::new(
        t!(lang, "vacation-too-long"),
        t!(
            lang,
            "vacation-too-long.detail",
            max = max_days,
            asked = asked,
            per_year = per_year
        ),
    )
}

/// A vacation longer than the days left this year.
pub fn no_days_left(lang: Lang, user: &str, per_year: i64, used: i64, left: i64) -> Refused {
    Refused::new(
        t!(lang, "vacation-no-days-left"),
        t!(
            lang,
            "vacation-no-days-left.detail",
            user = user,
            per_year = per_year,
            used = used,
            left = left
        ),
    )
}

/// The subject and body an opponent gets when `user` comes back.
pub fn back_to_opponent(lang: Lang, user: &str, game: i64) -> (String, String) {
    (
        t!(
            lang,
            "vacation-back-to-opponent.subject",
            user = user,
            game = game
        ),
        t!(lang, "vacation-back-to-opponent", user = user, game = game) + "\n",
    )
}

/// The subject and body of the answer to `vacation ... 0`.
pub fn welcome_back(lang: Lang, games: &str) -> (String, String) {
    (
        t!(lang, "vacation-welcome-back.subject"),
        t!(lang, "vacation-welcome-back", games = games) + "\n",
    )
}

/// The subject and body an opponent gets when `user` goes away.
pub fn away_to_opponent(lang: Lang, user: &str, game: i64, back: &str) -> (String, String) {
    (
        t!(
            lang,
            "vacation-away-to-opponent.subject",
            user = user,
            game = game
        ),
        t!(
            lang,
            "vacation-away-to-opponent",
            user = user,
            game = game,
            back = back
        ) + "\n",
    )
}

/// The subject and body of the answer to a vacation.
pub fn away(
    lang: Lang,
    user: &str,
    back: &str,
    games: &str,
    used: i64,
    per_year: i64,
) -> (String, String) {
    (
        t!(lang, "vacation-away.subject", back = back),
        t!(
            lang,
            "vacation-away",
            user = user,
            back = back,
            games = games,
            used = used,
            per_year = per_year
        ) + "\n",
    )
}

/// The sentence in a move's mail when the move ended its player's vacation.
pub fn back_by_moving(lang: Lang, user: &str) -> String {
    t!(lang, "vacation-back-by-moving", user = user)
}

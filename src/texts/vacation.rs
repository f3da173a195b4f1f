//! The words of vacations: the answers to `stratego vacation`, and what opponents are told.

use super::Refused;

/// `vacation ... 0` when no vacation runs.
pub fn not_on_vacation(user: &str) -> Refused {
    Refused::new(
        "not on vacation",
        format!(
            "{user} is not on vacation, so there is nothing to end. To go away, send:\n  \
             stratego vacation {user} <password> <days>"
        ),
    )
}

/// A vacation longer than one may take at a time.
pub fn too_long(max_days: i64, asked: i64, per_year: i64) -> Refused {
    Refused::new(
        "vacation too long",
        format!(
            "A vacation is at most {max_days} days at a time; you asked for {asked}. Send a \
             shorter one, and another when it ends if you need more (at most {per_year} days \
             in a year)."
        ),
    )
}

/// A vacation longer than the days left this year.
pub fn no_days_left(user: &str, per_year: i64, used: i64, left: i64) -> Refused {
    Refused::new(
        "no vacation days left",
        format!(
            "A player may be away at most {per_year} days in any 365 days; {user} has used \
             {used} of them, so at most {left} more days can be taken now."
        ),
    )
}

/// The subject and body an opponent gets when `user` comes back.
pub fn back_to_opponent(user: &str, game: i64) -> (String, String) {
    (
        format!("Stratego game {game}: {user} is back"),
        format!(
            "{user} is back from vacation: the reminder and forfeit clocks of game {game} run \
             again.\n"
        ),
    )
}

/// The subject and body of the answer to `vacation ... 0`.
pub fn welcome_back(games: &str) -> (String, String) {
    (
        "Stratego: welcome back".to_string(),
        format!(
            "Your vacation has ended: the clocks of your games run again.\n\nYour games that \
             are not over: {games}.\n"
        ),
    )
}

/// The subject and body an opponent gets when `user` goes away.
pub fn away_to_opponent(user: &str, game: i64, back: &str) -> (String, String) {
    (
        format!("Stratego game {game}: {user} is on vacation"),
        format!(
            "{user} is on vacation until {back}. Until then (or until {user} moves), the \
             reminder and forfeit clocks of game {game} stand still. You may still move.\n"
        ),
    )
}

/// The subject and body of the answer to a vacation.
pub fn away(user: &str, back: &str, games: &str, used: i64, per_year: i64) -> (String, String) {
    (
        format!("Stratego: vacation until {back}"),
        format!(
            "{user} is on vacation until {back}. The reminder and forfeit clocks of your games \
             stand still until then; your opponents have been told.\n\nYour games that are not \
             over: {games}.\n\nA move of yours ends the vacation, and so does:\n  stratego \
             vacation {user} <password> 0\n\nDays used in the last 365 days: {used} of \
             {per_year}.\n"
        ),
    )
}

/// The sentence in a move's mail when the move ended its player's vacation.
pub fn back_by_moving(user: &str) -> String {
    format!("{user} is back from vacation.")
}

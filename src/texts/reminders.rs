//! The words of `cleanup`: a game removed in setup, a forfeit, a reminder.

/// Subject and body to each player of a game removed because `waiting` did not deploy
/// within `days`.
pub fn removed_in_setup(
    id: i64,
    red: &str,
    blue: &str,
    waiting: &[&str],
    days: i64,
) -> (String, String) {
    (
        format!("Stratego game {id}: removed - setup not finished"),
        format!(
            "Game {id} ({red} against {blue}) has been removed: {} did not deploy within {days} \
             days.\nFor a new game, send:\n  stratego challenge <userid> <opponent> \
             <password>\n",
            waiting.join(" and ")
        ),
    )
}

/// The line above the board of a game lost by forfeit.
pub fn forfeit(loser: &str, days: i64) -> String {
    format!("{loser} did not move within {days} days and loses by forfeit.")
}

/// Subject and the line above the board of a reminder: `setup` when the army is missing,
/// `waited` days so far, `deadline` in words. A tournament game is never removed: a
/// missing army loses it by forfeit.
pub fn reminder(
    id: i64,
    setup: bool,
    tournament: bool,
    waited: i64,
    deadline: &str,
) -> (String, String) {
    let (what, doing, then) = if setup && tournament {
        ("deploy your army", "deploy", "you lose by forfeit")
    } else if setup {
        ("deploy your army", "deploy", "the game is removed")
    } else {
        ("your move", "move", "you lose by forfeit")
    };
    (
        format!("Stratego game {id}: reminder - {what}"),
        format!(
            "Reminder: game {id} has waited for you for {waited} days. If you do not {doing} by \
             {deadline}, {then}."
        ),
    )
}

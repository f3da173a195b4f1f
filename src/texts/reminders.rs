//! The words of `cleanup`: a game removed in setup, a forfeit, a reminder
//! (`locales/*/reminders.ftl`).

use super::Lang;
use crate::t;

/// Subject and body to each player of a game removed because `waiting` (one or both
/// players) did not deploy within `days`.
pub fn removed_in_setup(
    lang: Lang,
    id: i64,
    red: &str,
    blue: &str,
    waiting: &[&str],
    days: i64,
) -> (String, String) {
    let who = match waiting {
        [first, second] => t!(lang, "reminders-both", first = *first, second = *second),
        _ => waiting.join(", "),
    };
    (
        t!(lang, "reminders-removed.subject", game = id),
        t!(
            lang,
            "reminders-removed",
            game = id,
            red = red,
            blue = blue,
            waiting = who,
            count = waiting.len(),
            days = days
        ) + "\n",
    )
}

/// The line above the board of a game lost by forfeit.
pub fn forfeit(lang: Lang, loser: &str, days: i64) -> String {
    t!(lang, "reminders-forfeit", loser = loser, days = days)
}

/// Subject and the line above the board of a reminder: `setup` when the army is missing,
/// `waited` days so far, `deadline` in words. A tournament game is never removed: a
/// missing army loses it by forfeit.
pub fn reminder(
    lang: Lang,
    id: i64,
    setup: bool,
    tournament: bool,
    waited: i64,
    deadline: &str,
) -> (String, String) {
    let (g, w, d) = (id, waited, deadline);
    if setup && tournament {
        (
            t!(lang, "reminders-deploy-tournament.subject", game = g),
            t!(
                lang,
                "reminders-deploy-tournament",
                game = g,
                waited = w,
                deadline = d
            ),
        )
    } else if setup {
        (
            t!(lang, "reminders-deploy.subject", game = g),
            t!(lang, "reminders-deploy", game = g, waited = w, deadline = d),
        )
    } else {
        (
            t!(lang, "reminders-move.subject", game = g),
            t!(lang, "reminders-move", game = g, waited = w, deadline = d),
        )
    }
}

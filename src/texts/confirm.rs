//! The words of confirmations (issue 19): a new account's address, a held challenge, and
//! the refusals of a code (`locales/*/confirm.ftl`).

use super::{Lang, Refused};
use crate::t;

/// What an account may not do before its address is confirmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doing {
    /// Challenge another player.
    Challenge,
    /// Watch a game.
    Watch,
    /// Take part in a tournament.
    Tournament,
}

/// An account that must confirm its address before it may do `doing`.
pub fn not_confirmed(lang: Lang, user: &str, doing: Doing, address: &str, days: i64) -> Refused {
    let doing = match doing {
        Doing::Challenge => "challenge",
        Doing::Watch => "watch",
        Doing::Tournament => "tournament",
    };
    Refused::new(
        t!(lang, "confirm-not-confirmed"),
        t!(
            lang,
            "confirm-not-confirmed.detail",
            user = user,
            doing = doing,
            address = address,
            days = days
        ),
    )
}

/// Too many challenges of one account waiting for confirmation.
pub fn too_many_held(lang: Lang, challenger: &str, held: i64, command: &str) -> Refused {
    Refused::new(
        t!(lang, "confirm-too-many-held"),
        t!(
            lang,
            "confirm-too-many-held.detail",
            challenger = challenger,
            held = held,
            command = command
        ),
    )
}

/// The subject and body of the mail that holds a challenge until the challenger confirms
/// it; `comment` is the relayed text as the opponent would see it (may be empty).
pub fn held_challenge(
    lang: Lang,
    challenger: &str,
    opponent: &str,
    command: &str,
    comment: &str,
    code: &str,
    until: &str,
) -> (String, String) {
    let shown = if comment.is_empty() {
        String::new()
    } else {
        let quoted = format!("  | {}", comment.replace('\n', "\n  | "));
        t!(lang, "confirm-comment", quoted = quoted) + "\n"
    };
    let subject = t!(lang, "confirm-held-challenge.subject", opponent = opponent);
    let body = t!(
        lang,
        "confirm-held-challenge",
        challenger = challenger,
        opponent = opponent,
        command = command,
        shown = shown,
        code = code,
        until = until
    ) + "\n";
    (subject, body)
}

/// A code this server never gave out, or forgot.
pub fn unknown_code(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "confirm-unknown-code"),
        t!(lang, "confirm-unknown-code.detail"),
    )
}

/// A registration's code used too late.
pub fn expired_account(lang: Lang, until: &str) -> Refused {
    Refused::new(
        t!(lang, "confirm-expired"),
        t!(lang, "confirm-expired-account", until = until),
    )
}

/// A held challenge's code used too late.
pub fn expired_challenge(lang: Lang, until: &str, command: &str) -> Refused {
    Refused::new(
        t!(lang, "confirm-expired"),
        t!(
            lang,
            "confirm-expired-challenge",
            until = until,
            command = command
        ),
    )
}

/// A code whose account was removed since.
pub fn account_gone(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "confirm-account-gone"),
        t!(lang, "confirm-account-gone.detail"),
    )
}

/// A code used from another address than the account's (which is not named: the sender
/// may be a stranger).
pub fn from_elsewhere(lang: Lang, user: &str, from: &str) -> Refused {
    Refused::new(
        t!(lang, "confirm-from-elsewhere"),
        t!(
            lang,
            "confirm-from-elsewhere.detail",
            user = user,
            from = from
        ),
    )
}

/// The subject and body of the mail that says an address is confirmed.
pub fn confirmed(lang: Lang, user: &str, address: &str, robot: &str) -> (String, String) {
    (
        t!(lang, "confirm-confirmed.subject", user = user),
        t!(
            lang,
            "confirm-confirmed",
            user = user,
            address = address,
            robot = robot
        ) + "\n",
    )
}

/// What a code did when it was used, for [`already_used`].
#[derive(Debug, Clone, Copy)]
pub enum Used {
    /// It confirmed an account's address.
    Account,
    /// It confirmed a challenge that became this game.
    Game(i64),
    /// It answered a challenge that made no game.
    Challenge,
}

/// A code used a second time.
pub fn already_used(lang: Lang, when: &str, used: Used) -> Refused {
    let (used, game) = match used {
        Used::Account => ("account", 0),
        Used::Game(game) => ("game", game),
        Used::Challenge => ("challenge", 0),
    };
    Refused::new(
        t!(lang, "confirm-already-used"),
        t!(
            lang,
            "confirm-already-used.detail",
            when = when,
            used = used,
            game = game
        ),
    )
}

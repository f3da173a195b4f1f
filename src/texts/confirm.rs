//! The words of confirmations (issue 19): a new account's address, a held challenge, and
//! the refusals of a code. Each paragraph is one line; a line that starts with a space is a
//! block.

use super::Refused;

/// An account that must confirm its address before it may do `doing`.
pub fn not_confirmed(user: &str, doing: &str, address: &str, days: i64) -> Refused {
    Refused::new(
        "address not confirmed",
        format!(
            "{user} cannot {doing} before its address is confirmed. Reply to the mail that \
             answered the registration (the subject starts 'Stratego: registered {user}'), or \
             send the line 'stratego confirm <code>' it shows, from {address}. An account not \
             confirmed within {days} days of registering is removed."
        ),
    )
}

/// Too many challenges of one account waiting for confirmation.
pub fn too_many_held(challenger: &str, held: i64, command: &str) -> Refused {
    Refused::new(
        "too many challenges waiting",
        format!(
            "{challenger} has {held} challenges waiting for confirmation already, the most \
             there may be. Confirm them by replying to their confirmation mails, or send the \
             challenge with your password as its last word:\n  {command} <password>"
        ),
    )
}

/// The subject and body of the mail that holds a challenge until the challenger confirms
/// it; `comment` is the relayed text as the opponent would see it (may be empty).
pub fn held_challenge(
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
        format!(
            "with the comment:\n  | {}\n",
            comment.replace('\n', "\n  | ")
        )
    };
    let subject = format!("Stratego: confirm your challenge of {opponent}");
    let body = format!(
        "Hello {challenger},\n\nA mail from your address challenged {opponent}:\n  \
         {command}\n{shown}\nA challenge without your password is held until you confirm that \
         you sent it: {opponent} hears nothing before that.\n\nTo confirm, reply to this mail \
         (what you write is not read), or send:\n  stratego confirm {code}\n\nIf you did not \
         send it, ignore this mail: the challenge is dropped on {until}.\n\nA challenge that \
         carries your password as its last word, or that you send as a reply to a mail of one \
         of your games, starts at once:\n  {command} <password>\n"
    );
    (subject, body)
}

/// A code this server never gave out, or forgot.
pub fn unknown_code() -> Refused {
    Refused::new(
        "unknown confirmation",
        "This is no confirmation code this server gave out, or one so old that it was \
         forgotten. Reply to the newest confirmation mail you got, or send the command again \
         (a new registration, a new challenge) for a new one."
            .to_string(),
    )
}

/// A registration's code used too late.
pub fn expired_account(until: &str) -> Refused {
    Refused::new(
        "confirmation expired",
        format!(
            "This confirmation counted until {until}. The account was not confirmed in time and \
             is removed: register again, and reply to the new confirmation mail."
        ),
    )
}

/// A held challenge's code used too late.
pub fn expired_challenge(until: &str, command: &str) -> Refused {
    Refused::new(
        "confirmation expired",
        format!(
            "This confirmation counted until {until}. The challenge was dropped. Send it again, \
             with your password as its last word so that it needs no confirmation:\n  \
             {command} <password>"
        ),
    )
}

/// A code whose account was removed since.
pub fn account_gone() -> Refused {
    Refused::new(
        "unknown confirmation",
        "The account this confirmation was for does not exist any more.".to_string(),
    )
}

/// A code used from another address than the account's (which is not named: the sender
/// may be a stranger).
pub fn from_elsewhere(user: &str, from: &str) -> Refused {
    Refused::new(
        "confirmation from another address",
        format!(
            "A confirmation counts only from the address its mail was sent to (the registered \
             address of {user}); your mail came from {from}, so it confirmed nothing. Reply to \
             the confirmation mail from the address it came to."
        ),
    )
}

/// The subject and body of the mail that says an address is confirmed.
pub fn confirmed(user: &str, address: &str, robot: &str) -> (String, String) {
    (
        format!("Stratego: {user} confirmed"),
        format!(
            "Hello {user},\n\nYour address {address} is confirmed: {user} can now play and \
             watch games.\n\nTo start a game, send one of these:\n\n  \
             stratego challenge {user} <opponent> <password>\n  \
             stratego challenge {user} {robot} <password>\n\nYou play Red and move first; to \
             play Blue, name your opponent first. Send 'stratego help' for the overview.\n"
        ),
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
pub fn already_used(when: &str, used: Used) -> Refused {
    let what = match used {
        Used::Account => "the address of the account was confirmed then".to_string(),
        Used::Game(game) => format!("the challenge became game {game} then"),
        Used::Challenge => "the challenge was answered then".to_string(),
    };
    Refused::new(
        "already confirmed",
        format!(
            "This confirmation was used on {when}: {what}. Nothing more to do; a confirmation \
             counts once."
        ),
    )
}

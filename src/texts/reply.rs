//! The words of plain replies: a reply address that is unknown, replaced or used from
//! another address, and a reply with nothing in it.

use super::Refused;

/// A reply to an address this server never gave out.
pub fn unknown_reply_address() -> Refused {
    Refused::new(
        "unknown reply address",
        "The address you wrote to is not a reply address this server gave out, so the mail \
         was not read as a move. Reply to the newest mail of your game, or send the command \
         with your password, like\n  stratego move <game> <userid> <password> e4-e5\nSend \
         'stratego help' for the list of commands."
            .to_string(),
    )
}

/// A reply to a mail whose reply address was replaced on `date`.
pub fn old_reply_address(game: i64, date: &str, user: &str) -> Refused {
    Refused::new(
        "old reply address",
        format!(
            "You replied to a mail of game {game} whose reply address was replaced on {date} \
             (the password or address of {user} changed since), so the mail was not read as a \
             move. Reply to a newer mail of game {game}, or send the command with your \
             password, like\n  stratego move {game} {user} <password> e4-e5"
        ),
    )
}

/// The subject and body of the warning to a player whose reply address was used from
/// another address (the stranger is never answered).
pub fn used_from_elsewhere(user: &str, address: &str, from: &str, game: i64) -> (String, String) {
    (
        format!("Stratego game {game}: your reply address was used from another address"),
        format!(
            "Hello {user},\n\nA mail from {from} was sent to your reply address for game \
             {game}. Only mail from your registered address ({address}) counts there, so it \
             changed nothing.\n\nIf you sent it from another address of yours, send it again \
             from {address}, or change your registered address with:\n  stratego set {user} \
             <password> address <new address>\n\nIf you did not, someone has a copy of a mail \
             of this game; changing your password gives your games new reply addresses:\n  \
             stratego set {user} <password> password <new password>\n"
        ),
    )
}

/// A reply with no text of the player's.
pub fn empty_reply(game: i64) -> Refused {
    Refused::new(
        "empty reply",
        format!(
            "Your reply in game {game} holds no text of yours (quoted lines and signatures are \
             not read). Write your move, like e4-e5, on the first line of your reply."
        ),
    )
}

/// A reply whose one line looks like a mistyped move or reply word (`line`, as written):
/// refused, neither played nor passed on. `near` is the reply word it is one letter from.
pub fn not_understood(line: &str, game: i64, near: Option<&str>) -> Refused {
    let guess = near.map_or(String::new(), |w| format!(" (did you mean {w}?)"));
    Refused::new(
        "reply not understood",
        format!(
            "Your reply in game {game} was not understood: '{}' is neither a move nor a reply \
             word{guess}. Nothing was played and nothing was passed on to your opponent.\n\n\
             Write a move as the square a piece stands on, then the square it goes to:\n\
             \x20 e4-e5\n\n\
             Or reply with one of these words:\n\
             \x20 draw  accept  reject  resign  show\n\n\
             Before the game starts, reply with your army, auto, or a swap like:\n\
             \x20 swap a1 b1\n\n\
             To write to your opponent, write a sentence.",
            super::clip(line, 40)
        ),
    )
}

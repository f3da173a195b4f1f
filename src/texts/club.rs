//! The words of getting back into an account and out of it (issue 78): a forgotten
//! password, leaving, and a player's own data. Each paragraph is one line; a line that
//! starts with a space is a block.

use super::Refused;

/// The answer to `forgot`, the same whether the userid exists or not.
pub fn forgot_answer(user: &str) -> (String, String) {
    (
        format!("Stratego: password of {user}"),
        format!(
            "If {user} is a player here, a mail to reset its password went to the address it \
             is registered with (at most 3 such mails a day). Its subject is 'Stratego: reset \
             the password of {user}'.\n\nReply to that mail, not to this one, with your new \
             password alone on the first line, within an hour.\n\nThe mail goes only to the \
             registered address. If you no longer read that address, ask a moderator for \
             help.\n"
        ),
    )
}

/// The reset mail to the registered address.
pub fn reset_mail(user: &str, until: &str) -> (String, String) {
    (
        format!("Stratego: reset the password of {user}"),
        format!(
            "Hello {user},\n\nSomeone asked for a new password for {user} (perhaps you, or a \
             moderator for you).\n\nTo set one, reply to this mail with the new password \
             alone on the first line: 1 to 64 characters, no spaces. The reply counts once, \
             until {until}.\n\nIf you did not ask, ignore this mail: your password stays as \
             it is.\n"
        ),
    )
}

/// The answer once a reset set the new password.
pub fn reset_done(user: &str) -> (String, String) {
    (
        format!("Stratego: new password for {user}"),
        format!(
            "Hello {user},\n\nYour new password is set; the old one no longer works. Replies \
             to your older game mails no longer count either: reply to the next ones.\n"
        ),
    )
}

/// A reset reply without a usable password.
pub fn reset_no_password() -> Refused {
    Refused::new(
        "no new password",
        "The first line of your reply should hold the new password alone: 1 to 64 \
         characters, no spaces. Reply to the reset mail again."
            .to_string(),
    )
}

/// A reset or leave key used a second time.
pub fn key_used(when: &str) -> Refused {
    Refused::new(
        "used already",
        format!(
            "This mail was answered on {when} already; it counts once. For a new password, \
             send: stratego forgot <userid>"
        ),
    )
}

/// A reset or leave key answered too late.
pub fn key_expired(until: &str) -> Refused {
    Refused::new(
        "too late",
        format!(
            "This mail counted until {until}: your password is the one you had. For a new \
             reset mail, send: stratego forgot <userid>"
        ),
    )
}

/// A reply to a reset or leave mail from another address than the registered one.
pub fn key_from_elsewhere(from: &str) -> Refused {
    Refused::new(
        "from another address",
        format!(
            "Such a reply counts only from the address the mail was sent to; yours came from \
             {from}, so it did nothing."
        ),
    )
}

/// The mail that asks a player to confirm leaving.
pub fn leave_mail(user: &str, until: &str) -> (String, String) {
    (
        format!("Stratego: delete {user}? - please confirm"),
        format!(
            "Hello {user},\n\nYou asked to delete the account {user}. Reply to this mail to \
             confirm (what you write is not read), until {until}.\n\nThen your open games are \
             resigned, and your address, password, settings and stored mail are deleted. \
             Your finished games stay, played by a name like deleted-7, so that no one \
             else's record changes. Nobody may take the userid {user} for 90 days.\n\nIf you \
             did not ask, ignore this mail: nothing changes.\n"
        ),
    )
}

/// The last mail to a deleted account.
pub fn deleted_notice(
    user: &str,
    name: &str,
    reason: Option<&str>,
    ended: &super::moderation::Ended,
) -> (String, String) {
    let ended = super::moderation::ended_sentence(ended, "resigned")
        .map(|s| format!("{s} "))
        .unwrap_or_default();
    let why = match reason {
        Some(r) => format!(" A moderator deleted it, for this reason:\n  {r}\n"),
        None => " You asked for this.\n".to_string(),
    };
    (
        format!("Stratego: {user} deleted"),
        format!(
            "Hello {user},\n\nThe account {user} is deleted.{why}\n{ended}Your address, \
             password, settings and stored mail are gone; your finished games stay, played by \
             {name}. This is the last mail to you.\n"
        ),
    )
}

/// `leave` of the robot.
pub fn robot_stays(robot: &str) -> Refused {
    Refused::new(
        "the computer opponent",
        format!("{robot} is the computer opponent: its account cannot be deleted."),
    )
}

/// `leave` of the last moderator.
pub fn last_moderator(user: &str) -> Refused {
    Refused::new(
        "the last moderator",
        format!(
            "{user} is the last moderator of this server: without one, nobody could act on \
             cheating or insults. Ask the host to appoint another moderator first."
        ),
    )
}

/// The mail that carries a player's data.
pub fn mydata_mail(user: &str, file: &str) -> (String, String) {
    (
        format!("Stratego: the data of {user}"),
        format!(
            "Hello {user},\n\nAttached ({file}) is everything this server stores about \
             {user}: the account and its settings, the games, the ratings, and the mails of \
             yours it still keeps, table by table, as JSON. Passwords and secret reply \
             addresses are left out.\n\nTo delete the account, send:\n  stratego leave {user} \
             <password>\n"
        ),
    )
}

/// A registration or address change to an address that is banned.
pub fn address_banned(address: &str) -> Refused {
    Refused::new(
        "address banned",
        format!(
            "The address {address} belongs to a player a moderator banned: it cannot hold an \
             account while the ban lasts."
        ),
    )
}

/// A userid of a deleted account, held for a while, or the form of a deleted account's
/// stand-in (`deleted-7`).
pub fn userid_held(user: &str, days: i64) -> Refused {
    Refused::new(
        "userid taken",
        format!(
            "The userid {user} cannot be registered: it belongs to a deleted account (a \
             deleted account's userid stays taken for {days} days, and names like deleted-7 \
             stand for deleted accounts in old games). Choose another userid and send the \
             register command again."
        ),
    )
}

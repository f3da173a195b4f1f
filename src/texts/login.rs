//! The words of passwords: a login that failed, a locked userid, and the notices to an
//! account's owner about wrong passwords and use from another address.

use super::{Refused, time_words};

/// A wrong password for a registered userid. `failures` the wrong passwords within an hour
/// that lock a userid.
pub fn wrong_password(userid: &str, failures: i64) -> Refused {
    Refused::new(
        "wrong password",
        format!(
            "The password for {userid} is wrong. After {failures} wrong passwords within an \
             hour a userid is locked for 15 minutes.\n\nForgot it? Send this, and reply to \
             the mail that comes to the address {userid} is registered with:\n  stratego \
             forgot {userid}"
        ),
    )
}

/// A password for a userid nobody registered. Said plainly (issue 79): `register` tells
/// anyone whether a userid is taken, so hedging here hid nothing.
pub fn unknown_login(userid: &str) -> Refused {
    Refused::new(
        "unknown userid",
        format!(
            "No user '{userid}' is registered. Check the spelling, or register it with:\n  \
             stratego register <userid> <password>"
        ),
    )
}

/// A command for a userid locked until `until`; `own` when the command came from the
/// registered address (which the lock covers only when the wrong passwords came from it).
pub fn locked(userid: &str, own: bool, until: i64) -> Refused {
    let whose = if own {
        "its commands are refused"
    } else {
        "its commands from addresses other than its registered one are refused"
    };
    Refused::new(
        "account locked",
        format!(
            "There were too many wrong passwords for {userid}: {whose} until {}. Try again \
             after that.",
            time_words(until)
        ),
    )
}

/// Subject and body of the notice to an owner whose userid got locked by wrong passwords
/// from the registered address, the last from `from`.
pub fn locked_notice(userid: &str, failures: i64, from: &str, until: i64) -> (String, String) {
    (
        "Stratego: your account is locked for 15 minutes".to_string(),
        format!(
            "Hello {userid},\n\nThere were {failures} wrong passwords for your userid within \
             an hour, the last from {from}.\nCommands for {userid} are refused until {}.\n\nIf \
             that was not you, someone is guessing your password: once the lock is over, \
             change it with\n  stratego set {userid} <password> password <new password>\n\n\
             While you are locked out, your games' forfeit clocks stand still.\n",
            time_words(until)
        ),
    )
}

/// Subject and body of the daily notice of wrong passwords from other addresses.
pub fn elsewhere_notice(userid: &str, count: i64, addresses: &[String]) -> (String, String) {
    (
        "Stratego: wrong passwords for your userid from other addresses".to_string(),
        format!(
            "Hello {userid},\n\nWithin the last day there were {count} wrong passwords for \
             your userid in mails from addresses other than yours:\n  {}\n\nThey do not lock \
             you out: commands from your own address work as before. If you did not send \
             them, someone is guessing your password; a long password of your own keeps them \
             out:\n  stratego set {userid} <password> password <new password>\nYou hear of \
             such mails at most once a day.\n",
            addresses.join("\n  ")
        ),
    )
}

/// Subject and body of the notice that the account was used, with the right password,
/// from `from`, which is not its registered address; `command` as quoted (masked).
pub fn used_elsewhere_notice(userid: &str, from: &str, command: &str) -> (String, String) {
    (
        "Stratego: your account was used from another address".to_string(),
        format!(
            "Hello {userid},\n\nYour account was used from the address {from}, which is not \
             your registered address, for the command:\n  {command}\n\nIf that was not you, \
             change your password at once:\n  stratego set {userid} <password> password <new \
             password>\n"
        ),
    )
}

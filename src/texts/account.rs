//! The words of accounts: registering, settings, and the notice of a changed address. The
//! welcome itself is in `help.rs`, beside the help it points to.

use super::Refused;

/// The server's own address offered for an account.
pub fn server_address(address: &str) -> Refused {
    Refused::new(
        "the server's address",
        format!(
            "{address} is this server's own address: it cannot hold an account. Register from \
             your own address."
        ),
    )
}

/// An address that holds the most accounts one address may hold.
pub fn too_many_accounts(address: &str, held: usize) -> Refused {
    Refused::new(
        "too many accounts",
        format!(
            "The address {address} holds {held} accounts already, the most one address may \
             hold. Use one of them (send 'stratego games' for their games), or register from \
             another address."
        ),
    )
}

/// A userid someone has.
pub fn userid_taken(userid: &str) -> Refused {
    Refused::new(
        "userid taken",
        format!(
            "The userid {userid} is already registered. Choose another userid and send the \
             register command again."
        ),
    )
}

/// The robot's userid, which nobody may register.
pub fn robot_userid(robot: &str, user: &str) -> Refused {
    Refused::new(
        "userid taken",
        format!(
            "The userid {robot} is the computer opponent's: challenge it to play it (stratego \
             challenge {user} {robot}). Choose another userid and send the register command \
             again."
        ),
    )
}

/// What `set` did, for its answer: `flip` (true) or `noflip`.
pub fn flip_set(flip: bool) -> &'static str {
    if flip {
        "flip: as Blue you see your army at the bottom of the board"
    } else {
        "noflip: Red's side is always at the bottom of your board"
    }
}

/// What `set` did: `html` (true) or `nohtml`.
pub fn html_set(html: bool) -> &'static str {
    if html {
        "html: your board mails carry the board as a table (HTML) after the text"
    } else {
        "nohtml: your board mails are plain text only"
    }
}

/// What `set ... password` did.
pub const PASSWORD_SET: &str = "your password has been changed; replies to your older game mails no longer count, reply \
     to the next ones";

/// What `set ... address` did.
pub fn address_set(address: &str) -> String {
    format!("your address is now {address}")
}

/// The subject and body of the answer to `set`.
pub fn settings_changed(user: &str, what: &str) -> (String, String) {
    (
        format!("Stratego: settings of {user} changed"),
        format!("Done for {user}: {what}.\n"),
    )
}

/// The subject and body of the notice to an account's old address.
pub fn address_changed(user: &str, old: &str, new: &str, from: &str) -> (String, String) {
    (
        "Stratego: your address was changed".to_string(),
        format!(
            "Hello {user},\n\nThe address of your Stratego account has been changed from {old} \
             to {new} by a mail from {from}. Your game mail now goes to the new address.\n\nIf \
             you did not ask for this, someone knows your password.\n"
        ),
    )
}

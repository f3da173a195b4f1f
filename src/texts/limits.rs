//! The words of the limits that keep one player, a forger or a mail loop from flooding
//! anyone: games not over, mails to one address, error replies an hour.

use super::Refused;

/// Which cap on games not over a challenge would pass (issue 27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameCap {
    /// Games against the robot, of one player.
    Robot,
    /// Games between the same two players.
    Opponent,
    /// Games of one player in all.
    All,
}

/// A challenge over one of the caps on games not over: `open` games the challenger has
/// (against `opponent`, for [`GameCap::Opponent`]); how to free a place.
pub fn too_many_games(cap: GameCap, challenger: &str, opponent: &str, open: u32) -> Refused {
    let free = format!(
        "Finish one first, or resign one you cannot win:\n  stratego move <game> {challenger} \
         <password> resign\nSend 'stratego games {challenger}' for the list."
    );
    match cap {
        GameCap::Robot => Refused::new(
            "too many games against the robot",
            format!(
                "{challenger} has {open} games against the robot that are not over, the most \
                 one player may have at once. {free}"
            ),
        ),
        GameCap::Opponent => Refused::new(
            "too many games against this player",
            format!(
                "{challenger} and {opponent} have {open} games that are not over, the most two \
                 players may have at once. {free}"
            ),
        ),
        GameCap::All => Refused::new(
            "too many games",
            format!(
                "{challenger} has {open} games that are not over, the most one player may have \
                 at once. {free}"
            ),
        ),
    }
}

/// A confirmation mail to an address that got the most mails an hour that mail proving
/// nothing may cause.
pub fn too_many_mails(address: &str, limit: u32) -> Refused {
    Refused::new(
        "too many mails to this address",
        format!(
            "{address} got {limit} mails in the last hour for mail that did not prove its \
             sender, the most there may be. Try again in an hour, or send the command with \
             your password."
        ),
    )
}

/// The paragraph under the last error reply an address gets within the hour.
pub fn last_error_reply(limit: u32, from: &str) -> String {
    format!(
        "\nThis is the {limit}th error reply to your address within an hour: further mails \
         from {from} that cause an error stay unanswered until the hour is over.\n"
    )
}

//! The words of playing a game (challenge, deploy, move, chat): what a refusal says and
//! what a message's sender and reader are told. Each paragraph is one line, wrapped when
//! the mail is queued; a line that starts with a space is a block.

use stratego_rules::Color;

use super::Refused;

fn refused(reason: &'static str, detail: String) -> Refused {
    Refused::new(reason, detail)
}

/// A command about a game the user does not play in.
pub fn not_your_game(user: &str, game: i64) -> Refused {
    refused(
        "not your game",
        format!("{user} does not play in game {game}."),
    )
}

/// A challenge naming a userid nobody registered.
pub fn unknown_challenged(userid: &str) -> Refused {
    refused(
        "unknown userid",
        format!("No user '{userid}' is registered: both players must register before a challenge."),
    )
}

/// A challenge of oneself.
pub fn same_player_twice() -> Refused {
    refused(
        "same player twice",
        "A game needs two different players.".to_string(),
    )
}

/// A challenge from an address neither player registered.
pub fn challenge_from_elsewhere(red: &str, blue: &str, from: &str) -> Refused {
    refused(
        "not a player's address",
        format!(
            "A challenge must come from the registered address of {red} or {blue}; your mail \
             came from {from}."
        ),
    )
}

/// A challenge of a player whose address is not confirmed yet.
pub fn opponent_not_confirmed(opponent: &str) -> Refused {
    refused(
        "opponent not confirmed",
        format!(
            "{opponent} has registered but has not confirmed their address yet, so they cannot \
             be challenged. Send the challenge again once {opponent} has replied to the \
             confirmation mail."
        ),
    )
}

/// A chat mail without text.
pub fn empty_message() -> Refused {
    refused(
        "empty message",
        "Your chat mail has no text: write the message in the body (quoted lines and the \
         signature are left out)."
            .to_string(),
    )
}

/// The sentence that starts the sender's answer when a reply held no move on their turn.
pub const NO_MOVE_MADE: &str = "No move was made; it is still your turn. ";

/// A message in a robot game nobody watches: it would reach no one. `still` is
/// [`NO_MOVE_MADE`] when it was the sender's turn.
pub fn robot_reads_nothing(still: &str, robot: &str, game: i64) -> Refused {
    refused(
        "the robot reads no messages",
        format!(
            "{still}{robot} is the computer player: it reads no messages, and nobody watches \
             game {game}, so your text would reach no one. To play, reply with your move on the \
             first line, like e4-e5."
        ),
    )
}

/// Under a relayed message, for the opponent: their copy comes from their reply address.
pub fn answer_by_reply(author: &str) -> String {
    format!("Reply to this mail to answer {author}. A reply whose first line is a move plays it.\n")
}

/// Under a relayed message, for an observer.
pub fn watching(game: i64) -> String {
    format!("(You get this because you watch game {game}.)\n")
}

/// The subject of a relayed message.
pub fn message_subject(game: i64, author: &str) -> String {
    format!("Stratego game {game}: message from {author}")
}

/// The subject of the sender's copy: whether a move is still to be made.
pub fn message_sent_subject(game: i64, no_move_made: bool) -> String {
    if no_move_made {
        format!("Stratego game {game}: message sent, no move made")
    } else {
        format!("Stratego game {game}: message sent")
    }
}

/// Where a message went: to the opponent (unless it is the robot) and to the observers,
/// named only when there are some.
pub fn message_went(game: i64, opponent: &str, robot: bool, observers: usize) -> String {
    let watching = match observers {
        1 => "the observer".to_string(),
        n => format!("the {n} observers"),
    };
    match (robot, observers) {
        (true, _) => format!(
            "Your message went to {watching} of game {game}; {opponent}, the computer player, \
             reads no messages."
        ),
        (false, 0) => format!("Your message went to {opponent}."),
        (false, _) => format!("Your message went to {opponent} and {watching} of game {game}."),
    }
}

/// The line under the event in the mail of a player whose comment went to the robot.
pub fn comment_not_read(robot: &str) -> String {
    format!("Your comment was not passed on: {robot} reads no messages.")
}

/// What happened to a draw offer, for the line above the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawEvent<'a> {
    /// The player offers a draw.
    Offered,
    /// The player offered a draw while the opponent's offer stood: agreed.
    Agreed,
    /// The player accepted the opponent's offer.
    Accepted,
    /// The player declined the opponent's offer.
    Declined,
    /// The player offered a draw and the robot (named) accepted it at once.
    RobotAccepted(&'a str),
    /// The player offered a draw and the robot (named) declined it at once.
    RobotDeclined(&'a str),
}

/// The line above the board after `name`'s answer or offer.
pub fn draw_event(name: &str, event: DrawEvent<'_>) -> String {
    match event {
        DrawEvent::Offered => format!("{name} offers a draw."),
        DrawEvent::Agreed => format!("{name} agreed to the draw offered."),
        DrawEvent::Accepted => format!("{name} accepted the draw."),
        DrawEvent::Declined => format!("{name} declined the draw."),
        DrawEvent::RobotAccepted(robot) => format!("{name} offered a draw; {robot} accepted it."),
        DrawEvent::RobotDeclined(robot) => format!("{name} offered a draw; {robot} declined it."),
    }
}

/// The offerer's own copy of the mail of an offer speaks to them (issue 26).
pub fn offerers_copy(event: &str, offerer: &str, opponent: &str) -> String {
    event.replacen(
        &draw_event(offerer, DrawEvent::Offered),
        &format!("You offered a draw. {opponent} may accept or reject it."),
        1,
    )
}

/// The line above the board after a resignation.
pub fn resigned(name: &str) -> String {
    format!("{name} resigned.")
}

/// The line above the board after a swap in setup.
pub fn swapped(name: &str, a: impl std::fmt::Display, b: impl std::fmt::Display) -> String {
    format!("{name} swapped the pieces on {a} and {b}.")
}

/// The line above the first board of a new game, for the challenger (`own`) or the player
/// challenged; `color` is the challenger's.
pub fn challenge_event(challenger: &str, opponent: &str, color: Color, own: bool) -> String {
    let (first, second) = match color {
        Color::Red => ("Red and moves first", "Blue"),
        Color::Blue => ("Blue", "Red and moves first"),
    };
    if own {
        let first = first.replace("moves", "move");
        format!("You have challenged {opponent}: you play {first}, {opponent} plays {second}.")
    } else {
        let second = second.replace("moves", "move");
        format!("{challenger} has challenged you: {challenger} plays {first}, you play {second}.")
    }
}

/// The line above the board after `name` deployed, before the other army is in: for the
/// deployer (`own`), or the opponent.
pub fn deployed_event(name: &str, own: bool) -> String {
    if own {
        "You have deployed your army.".to_string()
    } else {
        format!("{name} has deployed their army.")
    }
}

/// A challenge of the robot to a kind of game it cannot play (`why` says which it can).
pub fn robot_cannot_play(robot: &str, why: &dyn std::fmt::Display, kind: &str) -> Refused {
    refused(
        "robot cannot play this game",
        format!(
            "{robot} cannot play this challenge: {why}. No game was made; challenge it to one \
             of those, or challenge a person to a {kind} game."
        ),
    )
}

/// The robot found no army for its game: never seen (every kind it is challenged to has
/// one), but said plainly if it ever is.
pub fn robot_cannot_deploy(why: &dyn std::fmt::Display) -> Refused {
    refused("robot cannot play this game", format!("{why}."))
}

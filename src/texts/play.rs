//! The words of playing a game (challenge, deploy, move, chat): what a refusal says and
//! what a message's sender and reader are told (`locales/*/play.ftl`). Each paragraph is
//! one line, wrapped when the mail is queued; a line that starts with a space is a block.

use stratego_rules::{Color, MoveRecord, Variant};

use super::{Lang, Refused, board};
use crate::t;

/// A command about a game the user does not play in.
pub fn not_your_game(lang: Lang, user: &str, game: i64) -> Refused {
    Refused::new(
        t!(lang, "play-not-your-game"),
        t!(lang, "play-not-your-game.detail", user = user, game = game),
    )
}

/// A challenge naming a userid nobody registered.
pub fn unknown_challenged(lang: Lang, userid: &str) -> Refused {
    Refused::new(
        t!(lang, "play-unknown-userid"),
        t!(lang, "play-unknown-userid.detail", user = userid),
    )
}

/// A challenge of oneself.
pub fn same_player_twice(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "play-same-player"),
        t!(lang, "play-same-player.detail"),
    )
}

/// A challenge from an address neither player registered.
pub fn challenge_from_elsewhere(lang: Lang, red: &str, blue: &str, from: &str) -> Refused {
    Refused::new(
        t!(lang, "play-not-a-players-address"),
        t!(
            lang,
            "play-not-a-players-address.detail",
            red = red,
            blue = blue,
            from = from
        ),
    )
}

/// A challenge of a player whose address is not confirmed yet.
pub fn opponent_not_confirmed(lang: Lang, opponent: &str) -> Refused {
    Refused::new(
        t!(lang, "play-opponent-not-confirmed"),
        t!(
            lang,
            "play-opponent-not-confirmed.detail",
            opponent = opponent
        ),
    )
}

/// A chat mail without text.
pub fn empty_message(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "play-empty-message"),
        t!(lang, "play-empty-message.detail"),
    )
}

/// The sentence that starts the sender's answer when a reply held no move on their turn
/// (with the space that follows it).
pub fn no_move_made(lang: Lang) -> String {
    t!(lang, "play-no-move-made") + " "
}

/// A message in a robot game nobody watches: it would reach no one. `still` is
/// [`no_move_made`] when it was the sender's turn.
pub fn robot_reads_nothing(lang: Lang, still: &str, robot: &str, game: i64) -> Refused {
    Refused::new(
        t!(lang, "play-robot-reads-nothing"),
        still.to_string()
            + &t!(
                lang,
                "play-robot-reads-nothing.detail",
                robot = robot,
                game = game
            ),
    )
}

/// Under a relayed message, for the opponent: their copy comes from their reply address.
pub fn answer_by_reply(lang: Lang, author: &str) -> String {
    t!(lang, "play-answer-by-reply", author = author) + "\n"
}

/// Under a relayed message, for an observer.
pub fn watching(lang: Lang, game: i64) -> String {
    t!(lang, "play-watching", game = game) + "\n"
}

/// The subject of a relayed message.
pub fn message_subject(lang: Lang, game: i64, author: &str) -> String {
    t!(lang, "play-message-subject", game = game, author = author)
}

/// The subject of the sender's copy: whether a move is still to be made.
pub fn message_sent_subject(lang: Lang, game: i64, no_move_made: bool) -> String {
    let moved = if no_move_made { "no" } else { "yes" };
    t!(
        lang,
        "play-message-sent-subject",
        game = game,
        moved = moved
    )
}

/// Where a message went: to the opponent (unless it is the robot) and to the observers,
/// named only when there are some.
pub fn message_went(
    lang: Lang,
    game: i64,
    opponent: &str,
    robot: bool,
    observers: usize,
) -> String {
    if robot {
        t!(
            lang,
            "play-message-went-robot",
            game = game,
            opponent = opponent,
            observers = observers
        )
    } else {
        t!(
            lang,
            "play-message-went",
            game = game,
            opponent = opponent,
            observers = observers
        )
    }
}

/// The line under the event in the mail of a player whose comment went to the robot.
pub fn comment_not_read(lang: Lang, robot: &str) -> String {
    t!(lang, "play-comment-not-read", robot = robot)
}

/// The note that ends a comment cut at `max` characters.
pub fn comment_cut(lang: Lang, max: usize) -> String {
    t!(lang, "play-comment-cut", max = max)
}

/// What happened to a draw offer (or a resignation), for the line above the board.
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
    /// The player resigned (not a draw, but told in the same place).
    Resigned,
}

/// The line above the board after `name`'s answer or offer.
pub fn draw_event(lang: Lang, name: &str, event: DrawEvent<'_>) -> String {
    match event {
        DrawEvent::Offered => t!(lang, "play-draw-offered", user = name),
        DrawEvent::Agreed => t!(lang, "play-draw-agreed", user = name),
        DrawEvent::Accepted => t!(lang, "play-draw-accepted", user = name),
        DrawEvent::Declined => t!(lang, "play-draw-declined", user = name),
        DrawEvent::RobotAccepted(robot) => {
            t!(lang, "play-draw-robot-accepted", user = name, robot = robot)
        }
        DrawEvent::RobotDeclined(robot) => {
            t!(lang, "play-draw-robot-declined", user = name, robot = robot)
        }
        DrawEvent::Resigned => resigned(lang, name),
    }
}

/// The offerer's own copy of the mail of an offer speaks to them (issue 26).
pub fn offerers_copy(lang: Lang, event: &str, offerer: &str, opponent: &str) -> String {
    event.replacen(
        &draw_event(lang, offerer, DrawEvent::Offered),
        &t!(lang, "play-draw-you-offered", opponent = opponent),
        1,
    )
}

/// The line above the board after a resignation.
pub fn resigned(lang: Lang, name: &str) -> String {
    t!(lang, "play-resigned", user = name)
}

/// The line above the board after a swap in setup.
pub fn swapped(
    lang: Lang,
    name: &str,
    a: impl std::fmt::Display,
    b: impl std::fmt::Display,
) -> String {
    t!(
        lang,
        "play-swapped",
        user = name,
        a = a.to_string(),
        b = b.to_string()
    )
}

/// The line above the first board of a new game, for the challenger (`own`) or the player
/// challenged; `color` is the challenger's.
pub fn challenge_event(
    lang: Lang,
    challenger: &str,
    opponent: &str,
    color: Color,
    own: bool,
) -> String {
    if own {
        t!(
            lang,
            "play-you-challenged",
            color = color.as_str(),
            opponent = opponent
        )
    } else {
        t!(
            lang,
            "play-challenged-you",
            color = color.as_str(),
            challenger = challenger
        )
    }
}

/// After the challenge's line, when the robot set up at once.
pub fn robot_deployed(lang: Lang, robot: &str) -> String {
    t!(lang, "play-robot-deployed", robot = robot)
}

/// The line above the board after `name` deployed, before the other army is in: for the
/// deployer (`own`), or the opponent.
pub fn deployed_event(lang: Lang, name: &str, own: bool) -> String {
    if own {
        t!(lang, "play-you-deployed")
    } else {
        t!(lang, "play-deployed", user = name)
    }
}

/// The line above the board when the second army is in.
pub fn game_begins(lang: Lang, name: &str) -> String {
    t!(lang, "play-game-begins", user = name)
}

/// The line above the board after `name` played `record`; with `battle`, its battle too
/// (for a mail whose board shows a later move: the board tells only the last battle).
pub fn played(
    lang: Lang,
    name: &str,
    record: &MoveRecord,
    variant: Variant,
    battle: bool,
) -> String {
    let mv = format!("{}-{}", record.from, record.to);
    let mut out = t!(
        lang,
        "play-played",
        user = name,
        side = board::side(lang, record.player),
        move = mv
    );
    if let Some(b) = record.battle.filter(|_| battle) {
        out.push(' ');
        let story = stratego_rules::BattleStory::new(b, variant);
        let squares = Some((record.from, record.to));
        out.push_str(&board::battle_in(
            lang,
            &story,
            record.player,
            None,
            squares,
        ));
    }
    out
}

/// A challenge of the robot to a kind of game it cannot play (`why` says which it can).
pub fn robot_cannot_play(
    lang: Lang,
    robot: &str,
    why: &dyn std::fmt::Display,
    kind: &str,
) -> Refused {
    Refused::new(
        t!(lang, "play-robot-cannot-play"),
        t!(
            lang,
            "play-robot-cannot-play.detail",
            robot = robot,
            why = why.to_string(),
            kind = kind
        ),
    )
}

/// The robot found no army for its game: never seen (every kind it is challenged to has
/// one), but said plainly if it ever is.
pub fn robot_cannot_deploy(lang: Lang, why: &dyn std::fmt::Display) -> Refused {
    Refused::new(
        t!(lang, "play-robot-cannot-play"),
        t!(lang, "play-robot-cannot-play.deploy", why = why.to_string()),
    )
}

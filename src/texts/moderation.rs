//! The words of moderation (issue 78): a moderator's answers and refusals, what a banned
//! player is told, the end of a game a moderator decided, and announcements. Each paragraph
//! is one line; a line that starts with a space is a block.

use super::Refused;

/// A `mod` command from an account that is no moderator.
pub fn not_moderator(user: &str) -> Refused {
    Refused::new(
        "not a moderator",
        format!(
            "Only moderators may use the mod command, and {user} is not one. The attempt is \
             in the moderation log. If you think a moderator should act, write to one of \
             them."
        ),
    )
}

/// `stratego help mod`: what each moderator command does and who gets a mail.
pub fn help() -> String {
    "Moderators' commands\n\
     \n\
     Moderators keep the club running, by mail. Each command carries your own userid and \
     password, like any other. Every one, done or refused, is written to the moderation \
     log, which the moderation page shows. You get a mail saying what was done.\n\
     \n\
     \x20 stratego mod <userid> <password> ban <player> <days> <why>\n\
     \x20 stratego mod <userid> <password> ban <player> forever <why>\n\
     \n\
     Bans a player for a number of days (1 or more) or for good. The player is withdrawn \
     from every tournament and loses every open game by forfeit, rated. The player gets a \
     mail with the reason and the end of the ban. Their next mail is answered once, later \
     ones not, and no account can be registered from their address meanwhile.\n\
     \n\
     \x20 stratego mod <userid> <password> unban <player> [<why>]\n\
     \n\
     Lifts a ban. The player gets a mail.\n\
     \n\
     \x20 stratego mod <userid> <password> adjudicate <game> red|blue|draw <why>\n\
     \n\
     Ends a game with the result you give, rated. Both players and the observers get the \
     final board, with both armies open, and the reason.\n\
     \n\
     \x20 stratego mod <userid> <password> cancel <game> <why>\n\
     \n\
     Ends a game with no result, not rated. Both players and the observers get the final \
     board and the reason.\n\
     \n\
     \x20 stratego mod <userid> <password> announce [<title>]\n\
     \n\
     Sends the text of your mail to every player who has not turned announcements off, \
     with the title as its subject. At most one a day.\n\
     \n\
     \x20 stratego mod <userid> <password> reset <player>\n\
     \n\
     Sends the player a password reset mail, as 'stratego forgot' does (at most 3 a day).\n\
     \n\
     \x20 stratego mod <userid> <password> delete <player> <why>\n\
     \n\
     Deletes the account at once, as if the player had left: they are withdrawn from their \
     tournaments, their open games are resigned, and they get a last mail with the \
     reason.\n\
     \n\
     Only the moderator the host names first may ban another moderator. Nobody may ban \
     themselves, or leave while they are the last moderator.\n"
        .to_string()
}

/// A userid no account has.
pub fn no_such_player(user: &str) -> Refused {
    Refused::new(
        "no such player",
        format!("There is no player {user}. Check the userid (send 'stratego games {user}')."),
    )
}

/// A moderator command aimed at the robot.
pub fn robot_spared(robot: &str) -> Refused {
    Refused::new(
        "the computer opponent",
        format!("{robot} is the computer opponent: it cannot be banned or deleted."),
    )
}

/// A moderator banning themselves.
pub fn not_yourself() -> Refused {
    Refused::new(
        "not yourself",
        "A moderator cannot ban themselves.".to_string(),
    )
}

/// A ban of a moderator by a moderator the host did not name first.
pub fn moderator_spared(target: &str) -> Refused {
    Refused::new(
        "a moderator",
        format!(
            "{target} is a moderator. Only the moderator the host names first in its \
             --moderators setting may ban another moderator; or ask the host to remove \
             {target} as a moderator first."
        ),
    )
}

/// A ban of a player banned already.
pub fn banned_already(target: &str, until: &str) -> Refused {
    Refused::new(
        "banned already",
        format!("{target} is banned already, {until}. Unban first to change the ban."),
    )
}

/// An unban of a player who is not banned.
pub fn not_banned(target: &str) -> Refused {
    Refused::new(
        "not banned",
        format!("{target} is not banned: nothing to lift."),
    )
}

/// A game that cannot be decided or cancelled: it is over.
pub fn game_over(id: i64) -> Refused {
    Refused::new(
        "game over",
        format!("Game {id} is over already: its result stands."),
    )
}

/// A game in setup that a moderator wanted to decide.
pub fn not_started(id: i64) -> Refused {
    Refused::new(
        "game not started",
        format!(
            "Game {id} has not started (the armies are not both deployed), so there is \
             nothing to decide. To end it, send:\n  stratego mod <userid> <password> cancel \
             {id} <why>"
        ),
    )
}

/// An announcement sent too soon after the last one.
pub fn announce_too_soon(next: &str) -> Refused {
    Refused::new(
        "one announcement a day",
        format!(
            "An announcement went out less than a day ago; at most one goes out a day. Send \
             this one again after {next}."
        ),
    )
}

/// An announcement with no text.
pub fn announce_empty() -> Refused {
    Refused::new(
        "no announcement",
        "The mail had no text to announce. Write the announcement in the body of the mail, \
         below the command line."
            .to_string(),
    )
}

/// "until 2026-12-04 12:00 UTC" or "for good".
pub fn until_words(until: Option<&str>) -> String {
    match until {
        Some(t) => format!("until {t}"),
        None => "for good".to_string(),
    }
}

/// What ending a player's games did: how many games ended (the tournament games among
/// them) and how many tournaments the player was withdrawn from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ended {
    /// The games that were not over.
    pub games: usize,
    /// The tournaments the player was in and is withdrawn from.
    pub tournaments: usize,
}

/// "1 game" or "3 games" (also for other things: "1 tournament").
fn count(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// The sentence of a mail to a player whose games ended: "Your 2 games that were not over
/// are lost by forfeit, and you are withdrawn from 1 tournament." (`how`: "lost by
/// forfeit" or "resigned"); `None` when nothing ended.
pub fn ended_sentence(ended: &Ended, how: &str) -> Option<String> {
    let games = match ended.games {
        0 => None,
        1 => Some(format!("Your 1 game that was not over is {how}")),
        n => Some(format!("Your {n} games that were not over are {how}")),
    };
    let tournaments = (ended.tournaments > 0).then(|| {
        format!(
            "you are withdrawn from {}",
            count(ended.tournaments, "tournament")
        )
    });
    match (games, tournaments) {
        (Some(g), Some(t)) => Some(format!("{g}, and {t}.")),
        (Some(g), None) => Some(format!("{g}.")),
        (None, Some(t)) => Some(format!("{}{}.", t[..1].to_uppercase(), &t[1..])),
        (None, None) => None,
    }
}

/// The mail to a player who was banned.
pub fn banned_notice(
    user: &str,
    reason: &str,
    until: Option<&str>,
    ended: &Ended,
) -> (String, String) {
    let ended = ended_sentence(ended, "lost by forfeit")
        .map(|s| format!("{s} "))
        .unwrap_or_default();
    let unanswered = match until {
        Some(_) => "Mail from you is not answered while the ban lasts",
        None => "Mail from you is not answered any more",
    };
    (
        format!("Stratego: {user} is banned"),
        format!(
            "Hello {user},\n\nA moderator of this server banned {user} {}, for this reason:\n  \
             {reason}\n\n{ended}{unanswered}, and no new account can be registered from your \
             address.\n",
            until_words(until)
        ),
    )
}

/// The one answer to a banned player's mail.
pub fn banned_answer(user: &str, reason: &str, until: Option<&str>) -> Refused {
    Refused::new(
        "banned",
        format!(
            "{user} is banned from this server {}, for this reason:\n  {reason}\n\nThis is the \
             only answer: further mail from you is not answered{}.",
            until_words(until),
            if until.is_some() {
                " while the ban lasts"
            } else {
                ""
            }
        ),
    )
}

/// A challenge of (or by) a banned player.
pub fn banned_player(user: &str, until: Option<&str>) -> Refused {
    Refused::new(
        "player banned",
        format!(
            "{user} is banned from this server {}: no new game with {user} can start.",
            until_words(until)
        ),
    )
}

/// The mail to a player whose ban was lifted.
pub fn unbanned_notice(user: &str) -> (String, String) {
    (
        format!("Stratego: {user} may play again"),
        format!(
            "Hello {user},\n\nA moderator lifted the ban of {user}: your mail is answered \
             again, and you may challenge players as before.\n"
        ),
    )
}

/// The event line of a game a moderator decided (the result follows on the board).
pub fn adjudicated(reason: &str) -> String {
    format!("A moderator decided this game, for this reason:\n  {reason}")
}

/// The event line of a game a moderator cancelled.
pub fn cancelled(reason: &str) -> String {
    format!(
        "A moderator cancelled this game: it has no result and is not rated. The \
         reason:\n  {reason}"
    )
}

/// The event line of a game lost because its player was banned.
pub fn forfeit_by_ban(user: &str) -> String {
    format!("{user} was banned from this server by a moderator and loses by forfeit.")
}

/// What ending a player's games did, for the moderator: "2 open games ended by forfeit,
/// withdrawn from 1 tournament" (`how`: "ended by forfeit" or "resigned").
fn ended_words(ended: &Ended, how: &str) -> String {
    let games = match ended.games {
        0 => "no open game".to_string(),
        1 => format!("1 open game {how}"),
        n => format!("{n} open games {how}"),
    };
    match ended.tournaments {
        0 => games,
        n => format!("{games}, withdrawn from {}", count(n, "tournament")),
    }
}

/// What a ban did, for the moderator.
pub fn done_ban(user: &str, until: Option<&str>, ended: &Ended) -> String {
    format!(
        "{user} is banned {}; {}; {user} was told.",
        until_words(until),
        ended_words(ended, "ended by forfeit")
    )
}

/// What an unban did.
pub fn done_unban(user: &str) -> String {
    format!("the ban of {user} is lifted; {user} was told.")
}

/// What a reset did.
pub fn done_reset(user: &str) -> String {
    format!("a password reset mail went to {user}.")
}

/// What a deletion did.
pub fn done_delete(user: &str, name: &str, ended: &Ended) -> String {
    format!(
        "the account {user} is deleted; {}; its finished games are played by {name}.",
        ended_words(ended, "resigned")
    )
}

/// What an adjudication did.
pub fn done_decided(id: i64, result: &str) -> String {
    format!("game {id} is decided: {result}. Both players and the observers got the final board.")
}

/// What a cancellation did.
pub fn done_cancelled(id: i64) -> String {
    format!("game {id} is cancelled, unrated. Both players and the observers got the final board.")
}

/// What an announcement did.
pub fn done_announce(readers: usize) -> String {
    match readers {
        1 => "the announcement went to 1 player.".to_string(),
        n => format!("the announcement went to {n} players."),
    }
}

/// A reset asked by a moderator over the day's limit.
pub fn too_many_resets(user: &str, limit: i64) -> Refused {
    Refused::new(
        "too many resets",
        format!(
            "{user} had {limit} password reset mails today already, the most there may be. \
             Try again tomorrow."
        ),
    )
}

/// The answer to a moderator: what was done.
pub fn done(moderator: &str, what: &str) -> (String, String) {
    (
        "Stratego: moderation done".to_string(),
        format!("Done, {moderator}: {what}\n\nThis action is in the moderation log.\n"),
    )
}

/// An announcement as each player gets it; `unsubscribe` is the command to stop them.
pub fn announcement(title: &str, text: &str, user: &str) -> (String, String) {
    let subject = if title.is_empty() {
        "Stratego: announcement".to_string()
    } else {
        format!("Stratego: {title}")
    };
    (
        subject,
        format!(
            "{text}\n\n-- \nYou get this as a player of this server ({user}). To stop \
             announcements, use your mail program's unsubscribe button, or send:\n  \
             stratego set {user} <password> noannounce\n"
        ),
    )
}

/// The answer to a mail to the unsubscribe address of announcements.
pub fn unsubscribed(user: &str) -> (String, String) {
    (
        "Stratego: no more announcements".to_string(),
        format!(
            "Hello {user},\n\nYou will get no more announcements. Your game mail is not \
             changed. To get announcements again, send:\n  stratego set {user} <password> \
             announce\n"
        ),
    )
}

/// What `set` did: `announce` (true) or `noannounce`.
pub fn announce_set(on: bool) -> &'static str {
    if on {
        "announce: you get the club's announcements"
    } else {
        "noannounce: you get no announcements; your game mail is not changed"
    }
}

/// One line of `stratego-pbem log`: when, who, what, on whom, why, and a refusal.
pub fn log_line(line: &crate::store::LogEntry) -> String {
    let e = &line.entry;
    let mut out = format!(
        "{}  {}  {}",
        super::time_words(line.at),
        e.moderator,
        e.action
    );
    if !e.target.is_empty() {
        out.push_str(&format!("  {}", e.target));
    }
    if let Some(game) = e.game {
        out.push_str(&format!("  game {game}"));
    }
    if !e.reason.is_empty() {
        out.push_str(&format!("  \"{}\"", e.reason));
    }
    if let Some(why) = &e.refused {
        out.push_str(&format!("  REFUSED: {why}"));
    }
    out
}

/// The heading of the moderation page (`/moderation`).
pub const PAGE_HEADING: &str = "Moderation";
/// What the moderation page shows.
pub const PAGE_INTRO: &str = "The bans and the games the moderators of this server decided \
                              or cancelled, newest first, with the reasons they gave.";
/// The heading of the bans.
pub const BANS: &str = "Bans";
/// No ban yet.
pub const NO_BANS: &str = "No player has been banned.";
/// The column heads of the bans.
pub const BAN_COLUMNS: [&str; 4] = ["Date", "Player", "Until", "Reason"];
/// The heading of the decided games.
pub const DECISIONS: &str = "Games decided or cancelled";
/// No decision yet.
pub const NO_DECISIONS: &str = "No game has been decided or cancelled.";
/// The column heads of the decided games.
pub const DECISION_COLUMNS: [&str; 4] = ["Date", "Game", "Decision", "Reason"];

/// The "until" cell of a ban on the page.
pub fn ban_until(until: Option<&str>, lifted: Option<&str>) -> String {
    match (lifted, until) {
        (Some(l), _) => format!("lifted {l}"),
        (None, Some(u)) => u.to_string(),
        (None, None) => "for good".to_string(),
    }
}

/// The decision cell: what a moderator did to a game.
pub fn decision_words(action: &str) -> &'static str {
    match action {
        "cancel" => "cancelled, unrated",
        _ => "result decided",
    }
}

//! The words of looking at games: `show`, `showas`, `games`, `history`, `subscribe` and
//! `unsubscribe`.

use std::fmt::Write;

use super::{BoardMail, Lang, Names, Refused, date_words, end_words};

/// Subject of the observer's board sent to anyone who asks.
pub fn board_subject(id: i64) -> String {
    format!("Stratego: board of game {id}")
}

/// Subject of a player's own board (`showas`).
pub fn own_board_subject(id: i64, user: &str) -> String {
    format!("Stratego: board of game {id} as {user}")
}

/// The observer's board sent to someone who may not watch the game: its closing lines
/// offer watching rather than say how to stop.
pub fn offer_watching(mail: &mut BoardMail) {
    mail.replace(
        "You are watching this game. To stop, send:\n  stratego unsubscribe",
        "To get the board after every move, send:\n  stratego subscribe",
    );
}

/// `showas` for a game `user` does not play in.
pub fn not_your_game(user: &str, id: i64) -> Refused {
    Refused::new(
        "not your game",
        format!(
            "{user} does not play in game {id}; 'stratego show {id}' shows the observer's view."
        ),
    )
}

/// A userid nobody has, where naming one tells nothing secret (`games`, `rating`).
pub fn unknown_userid(userid: &str) -> Refused {
    Refused::new(
        "unknown userid",
        format!("No user '{userid}' is registered."),
    )
}

/// A game number nobody has.
pub fn no_such_game(id: i64) -> Refused {
    Refused::new(
        "no such game",
        format!("There is no game {id}. Send 'stratego games' for the list of games."),
    )
}

/// Where a game of the list stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// The players are deploying.
    Setup,
    /// Being played: the ply and who is to move.
    Playing {
        /// Plies played.
        ply: i64,
        /// The userid to move.
        to_move: String,
    },
    /// Over.
    Over {
        /// The winner's and the loser's userid; `None` for a draw.
        won: Option<(String, String)>,
        /// Why it ended (the stored reason).
        reason: String,
    },
}

impl Standing {
    /// Where a stored game stands, from its status (`setup`, `playing`, `over`), the side to
    /// move, its ply and its stored result (JSON: `winner`, `reason`).
    pub fn of(
        status: &str,
        to_move: Option<&str>,
        ply: i64,
        result: Option<&str>,
        names: &Names,
    ) -> Standing {
        match status {
            "setup" => Standing::Setup,
            "playing" => Standing::Playing {
                ply,
                to_move: match to_move {
                    Some("blue") => names.blue.clone(),
                    _ => names.red.clone(),
                },
            },
            _ => {
                let result: serde_json::Value = result
                    .and_then(|r| serde_json::from_str(r).ok())
                    .unwrap_or_default();
                Standing::Over {
                    won: match result["winner"].as_str() {
                        Some("red") => Some((names.red.clone(), names.blue.clone())),
                        Some("blue") => Some((names.blue.clone(), names.red.clone())),
                        _ => None,
                    },
                    reason: result["reason"].as_str().unwrap_or("").to_string(),
                }
            }
        }
    }
}

/// One game of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedGame {
    /// The game number.
    pub id: i64,
    /// Its kind (`classic`, `small`, ...).
    pub kind: String,
    /// Red's userid.
    pub red: String,
    /// Blue's userid.
    pub blue: String,
    /// Where it stands.
    pub standing: Standing,
    /// When something last happened in it.
    pub last_activity: i64,
}

/// Subject and body of the list of games (of `user`, or all).
pub fn games_list(user: Option<&str>, games: &[ListedGame]) -> (String, String) {
    let mut body = match user {
        Some(u) => format!("Games of {u}:\n\n"),
        None => "All games:\n\n".to_string(),
    };
    if games.is_empty() {
        body.push_str("  (none)\n");
    }
    for g in games {
        let state = match &g.standing {
            Standing::Setup => "setting up".to_string(),
            Standing::Playing { ply, to_move } => format!("{to_move} to play move {}", ply + 1),
            Standing::Over { won, reason } => match won {
                Some((winner, loser)) => {
                    format!(
                        "over: {winner} won, {}",
                        end_words(Lang::En, reason, Some(loser))
                    )
                }
                None => format!("over: drawn, {}", end_words(Lang::En, reason, None)),
            },
        };
        // Two lines a game, so that long userids stay within 72 columns.
        let _ = writeln!(
            body,
            "  #{:<5} {:<7}  {} (Red) against {} (Blue)\n          {state}; last activity {}",
            g.id,
            g.kind,
            g.red,
            g.blue,
            date_words(g.last_activity)
        );
    }
    body.push_str(
        "\nSend 'stratego show <game>' to see a board, 'stratego history <game>' for the moves.\n",
    );
    ("Stratego: list of games".to_string(), body)
}

/// Subject and body of a game's history: the heading, the lines of the moves (from
/// `handlers::info::history_line`) and the result when the game is over.
pub fn history(
    id: i64,
    kind: &str,
    red: &str,
    blue: &str,
    lines: &[String],
    result: Option<&str>,
) -> (String, String) {
    let mut body = format!(
        "Game {id} ({kind}): {red} (Red) against {blue} (Blue), {} {}.\n\n",
        lines.len(),
        if lines.len() == 1 { "move" } else { "moves" }
    );
    for line in lines {
        let _ = writeln!(body, "{line}");
    }
    if let Some(result) = result {
        let _ = writeln!(body, "\nResult: {result}.");
    }
    (format!("Stratego: history of game {id}"), body)
}

/// `subscribe` by a player of the game.
pub fn plays_anyway(user: &str, id: i64) -> Refused {
    Refused::new(
        "you play in this game",
        format!("{user} plays in game {id} and gets its boards anyway."),
    )
}

/// `subscribe` to a game with the most observers it may have.
pub fn too_many_observers(id: i64, observers: usize) -> Refused {
    Refused::new(
        "too many observers",
        format!(
            "Game {id} has {observers} observers already, the most a game may have. Send \
             'stratego show {id}' to see its board whenever you like."
        ),
    )
}

/// Subject of the board that starts watching, and the line above it.
pub fn watching(user: &str, id: i64, new: bool) -> (String, String) {
    let event = if new {
        format!("{user} now watches this game.")
    } else {
        format!("{user} already watches this game.")
    };
    (format!("Stratego: watching game {id}"), event)
}

/// Subject and body of the answer to `unsubscribe`.
pub fn stopped_watching(user: &str, id: i64, was: bool) -> (String, String) {
    let body = if was {
        format!("{user} no longer gets the boards of game {id}.\n")
    } else {
        format!("{user} was not watching game {id}; nothing changed.\n")
    };
    (format!("Stratego: stopped watching game {id}"), body)
}

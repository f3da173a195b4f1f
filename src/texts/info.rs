//! The words of looking at games: `show`, `showas`, `games`, `history`, `subscribe` and
//! `unsubscribe`.

use std::fmt::Write;

use super::{BoardMail, Lang, Names, Refused, date_in};
use crate::t;

/// Subject of the observer's board sent to anyone who asks.
pub fn board_subject(lang: Lang, id: i64) -> String {
    t!(lang, "info-board-subject", game = id)
}

/// Subject of a player's own board (`showas`).
pub fn own_board_subject(lang: Lang, id: i64, user: &str) -> String {
    t!(lang, "info-own-board-subject", game = id, user = user)
}

/// The observer's board sent to someone who may not watch the game (`anyone`: the userid
/// it was made for, [`anyone`]): its closing lines offer watching rather than say how to
/// stop. Only the words before the game number differ, so both parts of the mail (the HTML
/// escapes the placeholders after it) change alike.
pub fn offer_watching(lang: Lang, mail: &mut BoardMail, id: i64, anyone: &str) {
    let prefix = |text: String| {
        let end = text.find(&format!(" {id} {anyone}")).unwrap_or(text.len());
        text[..end].to_string()
    };
    mail.replace(
        &prefix(t!(lang, "game-next-watching", game = id, user = anyone)),
        &prefix(t!(lang, "info-offer-watching", game = id, user = anyone)),
    );
}

/// Who a board shown to anyone is made for, in its closing command: `<you>`.
pub fn anyone(lang: Lang) -> String {
    t!(lang, "info-anyone")
}

/// `showas` for a game `user` does not play in.
pub fn not_your_game(lang: Lang, user: &str, id: i64) -> Refused {
    Refused::new(
        t!(lang, "info-not-your-game"),
        t!(lang, "info-not-your-game.detail", user = user, game = id),
    )
}

/// A userid nobody has, where naming one tells nothing secret (`games`, `rating`).
pub fn unknown_userid(lang: Lang, userid: &str) -> Refused {
    Refused::new(
        t!(lang, "info-unknown-userid"),
        t!(lang, "info-unknown-userid.detail", userid = userid),
    )
}

/// A game number nobody has.
pub fn no_such_game(lang: Lang, id: i64) -> Refused {
    Refused::new(
        t!(lang, "info-no-such-game"),
        t!(lang, "info-no-such-game.detail", game = id),
    )
}

/// "Red" or "Blue" in the reader's words.
pub fn side(lang: Lang, red: bool) -> String {
    t!(lang, "info-side", color = if red { "red" } else { "blue" })
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
pub fn games_list(lang: Lang, user: Option<&str>, games: &[ListedGame]) -> (String, String) {
    let mut body = match user {
        Some(u) => t!(lang, "info-games-of", user = u),
        None => t!(lang, "info-games-all"),
    } + "\n\n";
    if games.is_empty() {
        let _ = writeln!(body, "  {}", t!(lang, "info-games-none"));
    }
    for g in games {
        let state = match &g.standing {
            Standing::Setup => t!(lang, "info-games-setup"),
            Standing::Playing { ply, to_move } => {
                t!(
                    lang,
                    "info-games-to-play",
                    user = to_move.as_str(),
                    ply = ply + 1
                )
            }
            Standing::Over { won, reason } => match won {
                Some((winner, loser)) => t!(
                    lang,
                    "info-games-won",
                    winner = winner.as_str(),
                    why = super::end_words(lang, reason, Some(loser))
                ),
                None => t!(
                    lang,
                    "info-games-drawn",
                    why = super::end_words(lang, reason, None)
                ),
            },
        };
        // Two block lines a game, so that long userids stay within 72 columns; the number
        // and the kind padded to columns.
        let heading = t!(
            lang,
            "info-games-heading",
            game = format!("{:<5}", g.id),
            kind = format!("{:<7}", g.kind),
            red = g.red.as_str(),
            blue = g.blue.as_str()
        );
        let state = t!(
            lang,
            "info-games-state",
            state = state,
            date = date_in(lang, g.last_activity)
        );
        let _ = writeln!(body, "  {heading}\n          {state}");
    }
    let _ = writeln!(body, "\n{}", t!(lang, "info-games-end"));
    (t!(lang, "info-games-end.subject"), body)
}

/// Subject and body of a game's history: the heading, the lines of the moves (from
/// `handlers::info::history_line`) and the result when the game is over.
pub fn history(
    lang: Lang,
    id: i64,
    kind: &str,
    red: &str,
    blue: &str,
    lines: &[String],
    result: Option<&str>,
) -> (String, String) {
    let mut body = t!(
        lang,
        "info-history",
        game = id,
        kind = kind,
        red = red,
        blue = blue,
        moves = lines.len()
    ) + "\n\n";
    for line in lines {
        let _ = writeln!(body, "{line}");
    }
    if let Some(result) = result {
        let _ = writeln!(
            body,
            "\n{}",
            t!(lang, "info-history-result", result = result)
        );
    }
    (t!(lang, "info-history.subject", game = id), body)
}

/// `subscribe` by a player of the game.
pub fn plays_anyway(lang: Lang, user: &str, id: i64) -> Refused {
    Refused::new(
        t!(lang, "info-plays-anyway"),
        t!(lang, "info-plays-anyway.detail", user = user, game = id),
    )
}

/// `subscribe` to a game with the most observers it may have.
pub fn too_many_observers(lang: Lang, id: i64, observers: usize) -> Refused {
    Refused::new(
        t!(lang, "info-too-many-observers"),
        t!(
            lang,
            "info-too-many-observers.detail",
            game = id,
            observers = observers
        ),
    )
}

/// Subject of the board that starts watching, and the line above it.
pub fn watching(lang: Lang, user: &str, id: i64, new: bool) -> (String, String) {
    let event = if new {
        t!(lang, "info-watching", user = user)
    } else {
        t!(lang, "info-watching-already", user = user)
    };
    (t!(lang, "info-watching.subject", game = id), event)
}

/// Subject and body of the answer to `unsubscribe`.
pub fn stopped_watching(lang: Lang, user: &str, id: i64, was: bool) -> (String, String) {
    let body = if was {
        t!(lang, "info-stopped-watching", user = user, game = id)
    } else {
        t!(lang, "info-not-watching", user = user, game = id)
    } + "\n";
    (t!(lang, "info-stopped-watching.subject", game = id), body)
}

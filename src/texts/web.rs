//! The words of the web pages (`stratego-pbem web`) and of the link to them in board mails.
//! Plain text: the pages (`crate::web`) escape it and put it in their markup.

use stratego_rules::{Color, html};

use super::info::Standing;
use super::{Lang, Names, end_words};

/// The name of the site, in every title.
pub const SITE: &str = "Stratego by mail";
/// The link to the list of games.
pub const GAMES: &str = "Games";
/// The link to the standings.
pub const STANDINGS: &str = "Standings";
/// The heading of the list of games.
pub const ALL_GAMES: &str = "Games, newest first";
/// Under a list of games with more after it.
pub const OLDER_GAMES: &str = "Older games";
/// Back to the first page of a list.
pub const NEWEST_GAMES: &str = "Newest games";
/// A list of games with none in it.
pub const NO_GAMES: &str = "No game yet.";
/// The heading of a game's move list.
pub const MOVES: &str = "Moves";
/// A game without a move yet.
pub const NO_MOVES: &str = "No move yet.";
/// The replay's links.
pub const FIRST: &str = "First";
/// The replay's link one move back.
pub const PREVIOUS: &str = "Previous";
/// The replay's link one move on.
pub const NEXT: &str = "Next";
/// The replay's link to the last move.
pub const LAST: &str = "Last";
/// How the replay is stepped from the keyboard.
pub const KEYS: &str = "Keys: left and right arrows step through the moves, Home and End jump.";
/// The filters of a list of games: their query value (none: all) and their link.
pub const FILTERS: [(&str, &str); 3] = [
    ("", "All"),
    ("running", "Running"),
    ("finished", "Finished"),
];
/// A player's side beside their name on a game's page and in lists: `(Red)`, and
/// `(Blue, computer)` for the computer opponent.
pub fn side_words(color: Color, computer: bool) -> String {
    if computer {
        format!("({}, computer)", color.name())
    } else {
        format!("({})", color.name())
    }
}
/// The heading of a player's ratings.
pub const RATINGS: &str = "Ratings";
/// The heading of a player's rated games.
pub const RATING_HISTORY: &str = "Rating history";
/// A player with no rated game.
pub const NO_RATED_GAMES: &str = "No rated game has ended yet.";
/// The heading of a player's games.
pub const PLAYER_GAMES: &str = "Games";
/// The column heads of a rating table.
pub const STANDINGS_COLUMNS: [&str; 8] = [
    "Rank", "Player", "Rating", "+/-", "Games", "Won", "Lost", "Drawn",
];
/// The column heads of a player's ratings.
pub const RATINGS_COLUMNS: [&str; 6] = ["Kind", "Rating", "+/-", "Won", "Lost", "Drawn"];
/// The column heads of a rating history.
pub const HISTORY_COLUMNS: [&str; 5] = ["Date", "Game", "Against", "Result", "Rating"];
/// What the marks of a rating table mean.
pub const PROVISIONAL_NOTE: &str = "+/- is the rating's deviation: how sure it is. A ? marks a \
                                    provisional rating: too few games to tell.";
/// The mark of the computer opponent.
pub const ROBOT_NOTE: &str = "A * marks the computer opponent: its games are rated too.";
/// The text of a 403: `/status` without its token.
pub const FORBIDDEN: &str = "This page is for the server's operator, with its token.";
/// The page of an unknown address.
pub const NOT_FOUND: &str = "There is no such page.";
/// The page of a request that could not be read.
pub const BAD_REQUEST: &str = "This address cannot be read.";
/// The page of a method other than GET and HEAD.
pub const READ_ONLY: &str = "These pages can only be read.";
/// The page of a failure of ours.
pub const FAILED: &str = "The page could not be made. Try again in a moment.";

/// The title of a page: `Standings - Stratego by mail`.
pub fn title(what: &str) -> String {
    format!("{what} - {SITE}")
}

/// The heading of a game: `Game 12`.
pub fn game_heading(id: i64) -> String {
    format!("Game {id}")
}

/// Who plays a game, and which kind: `alice (Red) against bob (Blue), classic.`
pub fn players_line(names: &Names, kind: &str) -> String {
    format!("{} (Red) against {} (Blue), {kind}.", names.red, names.blue)
}

/// The options a game was challenged with: `Options: -twosquare=0`.
pub fn options_line(args: &[String]) -> String {
    format!("Options: {}", args.join(" "))
}

/// A stored game's state in a list: `bob to play move 35`, `Red won after 40 moves: bob's
/// flag was captured`, `draw after 40 moves: agreed`, `setting up`. `result` is the stored
/// result's JSON.
pub fn state_words(
    status: &str,
    to_move: Option<&str>,
    ply: i64,
    result: Option<&str>,
    names: &Names,
) -> String {
    match Standing::of(status, to_move, ply, result, names) {
        Standing::Setup => "setting up".to_string(),
        Standing::Playing { ply, to_move } => {
            let color = if to_move == names.red {
                Color::Red
            } else {
                Color::Blue
            };
            to_play(color, &to_move, ply + 1)
        }
        Standing::Over { won, reason } => {
            // The result as a score sheet has it (1-0, 0-1, 1/2), in words.
            let (result, loser) = match won {
                Some((winner, loser)) if winner == names.red => ("Red won", Some(loser)),
                Some((_, loser)) => ("Blue won", Some(loser)),
                None => ("draw", None),
            };
            let why = end_words(Lang::En, &reason, loser.as_deref());
            format!("{result} after {ply} {}: {why}", moves_word(ply))
        }
    }
}

/// A phrase as a sentence's start: its first letter capital (`Ply 60, bob to move`).
pub fn sentence(phrase: &str) -> String {
    let mut chars = phrase.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// `move` or `moves`.
fn moves_word(n: i64) -> &'static str {
    if n == 1 { "move" } else { "moves" }
}

/// Whose turn it is: `Blue (bob) to play move 35` (a move is one player's turn).
pub fn to_play(color: Color, name: &str, next: i64) -> String {
    format!("{} ({name}) to play move {next}", color.name())
}

/// Who has deployed in a game being set up: `Red (alice) has deployed, Blue (bob) not yet`.
pub fn deployed_words(names: &Names, deployed: [bool; 2]) -> String {
    let side = |c: Color| format!("{} ({})", c.name(), names.of(c));
    match deployed {
        [true, true] => "Both armies are in".to_string(),
        [false, false] => format!(
            "Setting up: neither {} nor {} has deployed yet",
            side(Color::Red),
            side(Color::Blue)
        ),
        [red, _] => {
            let (done, waiting) = if red {
                (Color::Red, Color::Blue)
            } else {
                (Color::Blue, Color::Red)
            };
            format!(
                "Setting up: {} has deployed, {} not yet",
                side(done),
                side(waiting)
            )
        }
    }
}

/// When a game last moved, in a list: `last move 2026-11-21`.
pub fn last_move_on(date: &str) -> String {
    format!("last move {date}")
}

/// Where a replay stands: `After move 12 of 40.`; for a running game, the last move is the
/// game as it stands now.
pub fn replay_position(ply: u32, last: u32, over: bool) -> String {
    match (ply, ply == last, over) {
        (0, true, _) => "No move yet.".to_string(),
        (0, false, _) => format!("Before move 1 of {last}."),
        (_, true, false) => format!("After move {ply} of {last}: the game as it stands."),
        _ => format!("After move {ply} of {last}."),
    }
}

/// What the board of a finished game shows.
pub const BOTH_ARMIES_OPEN: &str = "The game is over: both armies are shown open.";
/// What the board of a running game shows.
pub const OBSERVER_VIEW: &str = "The game is running: you see it as an observer does, with \
                                 no hidden piece shown.";
/// A game still being set up.
pub const SETTING_UP: &str = "The armies are being deployed: the board is shown once both \
                              are in.";
/// A game that could not be replayed (its stored plies do not fit it).
pub const NO_REPLAY: &str = "This move cannot be shown: the game's record does not fit it.";

/// The heading of the standings of `kind`: `Standings: classic`.
pub fn standings_heading(kind: &str) -> String {
    format!("Standings: {kind}")
}

/// Under the standings: what they rate.
pub const STANDINGS_INTRO: &str = "Glicko-2 ratings of the rated games between players.";

/// Standings with nobody in them.
pub fn no_standings(kind: &str) -> String {
    format!("No rated {kind} game has ended yet.")
}

/// A player's result in a rated game: `won`, `lost`, `drawn`.
pub fn result_of(winner: Option<&str>, plays: &str) -> &'static str {
    match winner {
        None => "drawn",
        Some(w) if w == plays => "won",
        Some(_) => "lost",
    }
}

/// A rating before and after a game: `1500 to 1662 (+162)`.
pub fn rating_change(before: f64, after: f64) -> String {
    let change = after.round() - before.round();
    format!("{before:.0} to {after:.0} ({change:+.0})")
}

/// The sentence of the link in a board mail.
pub const SEE_ON_THE_WEB: &str = "See the game on the web";

/// A board mail's HTML page (`texts::html_page`) with a link to the game's page `url` at
/// its end, before the closing `</div>`; a page of another shape gets the link at its end.
pub fn with_mail_link(page: &str, url: &str) -> String {
    let link = format!(
        "<p style=\"margin:8px 0\"><a href=\"{}\">{SEE_ON_THE_WEB}</a></p>\n",
        html::escape(url)
    );
    match page.rfind("</div>\n</body>") {
        Some(at) => format!("{}{link}{}", &page[..at], &page[at..]),
        None => format!("{page}{link}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names {
            red: "alice".into(),
            blue: "bob".into(),
            robot: None,
        }
    }

    #[test]
    fn states_are_said_in_words_never_in_codes() {
        let n = names();
        assert_eq!(state_words("setup", None, 0, None, &n), "setting up");
        assert_eq!(
            state_words("playing", Some("blue"), 7, None, &n),
            "Blue (bob) to play move 8"
        );
        assert_eq!(
            state_words(
                "over",
                None,
                1,
                Some(r#"{"winner":"red","reason":"resign"}"#),
                &n
            ),
            "Red won after 1 move: bob resigned"
        );
        let drawn = state_words(
            "over",
            None,
            40,
            Some(r#"{"winner":null,"reason":"draw-agreed"}"#),
            &n,
        );
        assert_eq!(drawn, "draw after 40 moves: agreed");
        assert!(!drawn.contains("draw-agreed"));
    }

    #[test]
    fn the_mail_link_goes_before_the_end_of_the_page() {
        let page = super::super::html_page(Lang::En, "t", "<p>board</p>\n");
        let linked = with_mail_link(&page, "https://s.example/games/3");
        assert!(linked.contains(
            "<a href=\"https://s.example/games/3\">See the game on the web</a></p>\n</div>\n</body>"
        ));
        assert_eq!(rating_change(1500.0, 1662.4), "1500 to 1662 (+162)");
    }
}

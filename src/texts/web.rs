//! The words of the web pages (`stratego-pbem web`) and of the link to them in board mails
//! (`locales/*/web.ftl`). The pages ask for plain words with `t!` themselves; the words that
//! take some choosing (a game's state, a replay's place, a rating's change) are made here.
//! Plain text: the pages (`crate::web`) escape it and put it in their markup.

use stratego_rules::{Color, html};

use super::info::Standing;
use super::{Lang, Names, end_words};
use crate::t;

/// The title of a page: `Standings - Stratego by mail`.
pub fn title(lang: Lang, page: &str) -> String {
    t!(lang, "web-title", page = page)
}

/// The heading of a game: `Game 12`.
pub fn game_heading(lang: Lang, id: i64) -> String {
    t!(lang, "web-game", game = id)
}

/// A side's colour: `Red`, `Rot`.
pub fn color(lang: Lang, c: Color) -> String {
    t!(lang, "web-color", side = side_key(c))
}

/// The key of a side in the messages' selectors.
fn side_key(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Blue => "blue",
    }
}

/// A player's side beside their name on a game's page and in lists: `(Red)`, and
/// `(Blue, computer)` for the computer opponent.
pub fn side_words(lang: Lang, c: Color, computer: bool) -> String {
    t!(
        lang,
        "web-side",
        color = color(lang, c),
        computer = if computer { "yes" } else { "no" }
    )
}

/// The options a game was challenged with: `Options: -twosquare=0`.
pub fn options_line(lang: Lang, args: &[String]) -> String {
    t!(lang, "web-options", options = args.join(" "))
}

/// A stored game's state in a list: `bob to play move 35`, `Red won after 40 moves: bob's
/// flag was captured`, `draw after 40 moves: agreed`, `setting up`. `result` is the stored
/// result's JSON.
pub fn state_words(
    lang: Lang,
    status: &str,
    to_move: Option<&str>,
    ply: i64,
    result: Option<&str>,
    names: &Names,
) -> String {
    match Standing::of(status, to_move, ply, result, names) {
        Standing::Setup => t!(lang, "web-setting-up"),
        Standing::Playing { ply, to_move } => {
            let c = if to_move == names.red {
                Color::Red
            } else {
                Color::Blue
            };
            to_play(lang, c, &to_move, ply + 1)
        }
        Standing::Over { won, reason } => {
            // The result as a score sheet has it (1-0, 0-1, 1/2), in words.
            let (winner, loser) = match won {
                Some((winner, loser)) if winner == names.red => ("red", Some(loser)),
                Some((_, loser)) => ("blue", Some(loser)),
                None => ("none", None),
            };
            let why = end_words(lang, &reason, loser.as_deref());
            t!(lang, "web-over", winner = winner, moves = ply, why = why)
        }
    }
}

/// A phrase as a sentence's start: its first letter capital (`Setting up`).
pub fn sentence(phrase: &str) -> String {
    let mut chars = phrase.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// Whose turn it is: `Blue (bob) to play move 35` (a move is one player's turn).
pub fn to_play(lang: Lang, c: Color, name: &str, next: i64) -> String {
    t!(
        lang,
        "web-to-play",
        color = color(lang, c),
        name = name,
        next = next
    )
}

/// Who has deployed in a game being set up: `Setting up: Red (alice) has deployed, Blue
/// (bob) not yet`.
pub fn deployed_words(lang: Lang, names: &Names, deployed: [bool; 2]) -> String {
    let (red, blue) = (names.red.as_str(), names.blue.as_str());
    match deployed {
        [true, true] => t!(lang, "web-deployed-both"),
        [false, false] => t!(lang, "web-deployed-none", red = red, blue = blue),
        [red_done, _] => t!(
            lang,
            "web-deployed-one",
            done = if red_done { "red" } else { "blue" },
            red = red,
            blue = blue
        ),
    }
}

/// Where a replay stands: `After move 12 of 40.`; for a running game, the last move is the
/// game as it stands now.
pub fn replay_position(lang: Lang, ply: u32, last: u32, over: bool) -> String {
    match (ply, ply == last, over) {
        (0, true, _) => t!(lang, "web-no-moves"),
        (0, false, _) => t!(lang, "web-replay-start", last = last),
        (_, true, false) => t!(lang, "web-replay-now", ply = ply, last = last),
        _ => t!(lang, "web-replay-after", ply = ply, last = last),
    }
}

/// A player's result in a rated game: `won`, `lost`, `drawn`.
pub fn result_of(lang: Lang, winner: Option<&str>, plays: &str) -> String {
    let result = match winner {
        None => "drawn",
        Some(w) if w == plays => "won",
        Some(_) => "lost",
    };
    t!(lang, "web-result", result = result)
}

/// A rating before and after a game: `1500 to 1662 (+162)`.
pub fn rating_change(lang: Lang, before: f64, after: f64) -> String {
    let change = after.round() - before.round();
    // Ratings as whole numbers with the change's sign, the same in every language.
    t!(
        lang,
        "web-rating-change",
        before = format!("{before:.0}"),
        after = format!("{after:.0}"),
        change = format!("{change:+.0}")
    )
}

/// A board mail's HTML page (`texts::html_page`) in `lang` with a link to the game's page
/// `url` at its end, before the closing `</div>`; a page of another shape gets the link at
/// its end.
pub fn with_mail_link(lang: Lang, page: &str, url: &str) -> String {
    let link = format!(
        "<p style=\"margin:8px 0\"><a href=\"{}\">{}</a></p>\n",
        html::escape(url),
        html::escape(&t!(lang, "web-see-on-the-web"))
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
        let en = Lang::En;
        assert_eq!(state_words(en, "setup", None, 0, None, &n), "setting up");
        assert_eq!(
            state_words(en, "playing", Some("blue"), 7, None, &n),
            "Blue (bob) to play move 8"
        );
        assert_eq!(
            state_words(
                en,
                "over",
                None,
                1,
                Some(r#"{"winner":"red","reason":"resign"}"#),
                &n
            ),
            "Red won after 1 move: bob resigned"
        );
        let drawn = state_words(
            en,
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
    fn states_read_in_german_and_dutch() {
        let n = names();
        let won = Some(r#"{"winner":"blue","reason":"flag"}"#);
        assert_eq!(
            state_words(Lang::De, "over", None, 41, won, &n),
            "Blau hat nach 41 Zügen gewonnen: die Fahne von alice wurde erobert"
        );
        assert_eq!(
            state_words(Lang::Nl, "over", None, 1, won, &n),
            "Blauw heeft gewonnen na 1 zet: de vlag van alice is veroverd"
        );
        assert_eq!(
            state_words(Lang::De, "playing", Some("red"), 60, None, &n),
            "Rot (alice) ist am Zug, Zug Nr. 61"
        );
        let both = Some(r#"{"winner":null,"reason":"flag"}"#);
        assert_eq!(
            state_words(Lang::Nl, "over", None, 9, both, &n),
            "remise na 9 zetten: beide vlaggen zijn gevallen"
        );
        assert_eq!(
            deployed_words(Lang::De, &n, [false, true]),
            "Aufbau: Blau (bob) hat aufgestellt, Rot (alice) noch nicht"
        );
        assert_eq!(side_words(Lang::Nl, Color::Blue, true), "(Blauw, computer)");
        assert_eq!(result_of(Lang::De, Some("red"), "blue"), "verloren");
    }

    #[test]
    fn the_mail_link_goes_before_the_end_of_the_page() {
        let page = super::super::html_page(Lang::En, "t", "<p>board</p>\n");
        let linked = with_mail_link(Lang::En, &page, "https://s.example/games/3");
        assert!(linked.contains(
            "<a href=\"https://s.example/games/3\">See the game on the web</a></p>\n</div>\n</body>"
        ));
        let german = with_mail_link(Lang::De, &page, "https://s.example/games/3");
        assert!(german.contains(">Die Partie im Web ansehen</a>"));
        assert_eq!(
            rating_change(Lang::En, 1500.0, 1662.4),
            "1500 to 1662 (+162)"
        );
        assert_eq!(
            rating_change(Lang::Nl, 1500.0, 1420.0),
            "1500 naar 1420 (-80)"
        );
    }
}

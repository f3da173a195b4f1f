//! `/games/N[?ply=K]`: one game after one move (`ply`: a move is one player's turn), with
//! its replay links and its move list.
//!
//! What the board shows is decided here and only here: a game not over is drawn from the
//! observer's view of the game at that ply (`Game::at_ply`, the rules' own replay), so no
//! page shows a rank its observer's mail would not; a finished game with both armies open
//! (`Viewer::Referee`). The board is the mails' HTML board (`render_html`), the move list
//! the `history` command's battles.

use std::fmt::Write;

use stratego_rules::html::escape;
use stratego_rules::{BattleStory, Color, Game, MoveRecord, Phase, View, Viewer, render_html_in};

use super::frame::{Users, error, frame, linked, side_link, slot};
use super::http::Response;
use super::site::Site;
use crate::handlers::load_state;
use crate::store::{Reader, StoreError};
use crate::t;
use crate::texts::{Lang, web as words};

/// The page of game `id` after ply `ply` (the last when `None`), in `site`'s language.
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown game; others from SQLite or a stored game that
/// does not load.
pub fn page(
    r: &Reader<'_>,
    id: i64,
    ply: Option<u32>,
    site: &Site,
) -> Result<Response, StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    let row = r.game(id)?;
    let game = load_state(&row)?;
    let names = Users::new(r).names(&row)?;
    let last = game.ply();
    if ply.is_some_and(|k| k > last) {
        return Ok(error(404, site));
    }
    let started = !matches!(game.phase(), Phase::Setup { .. });
    if ply.is_some() && !started {
        return Ok(error(404, site));
    }
    let over = matches!(game.phase(), Phase::Over(_));
    let plies: Vec<MoveRecord> = r
        .moves(id)?
        .iter()
        .map(|m| m.record())
        .collect::<Result<_, _>>()?;
    let at = ply.unwrap_or(last);
    let shown = if at == last {
        Some(game.clone())
    } else {
        game.at_ply(&plies, at).ok()
    };

    let heading = words::game_heading(lang, id);
    let mut main = format!("<h1>{}</h1>\n", escape(&heading));
    let players = t!(
        lang,
        "web-game-players",
        red = slot(0),
        blue = slot(1),
        kind = game.variant().name()
    );
    let _ = writeln!(
        main,
        "<p>{}</p>",
        linked(
            &players,
            &[
                side_link(&names, Color::Red, site),
                side_link(&names, Color::Blue, site)
            ]
        )
    );
    if let Some(p) = r.pairing_of_game(id)? {
        let t = r.tournament(p.tournament)?;
        let _ = writeln!(
            main,
            "<p><a href=\"{root}tournaments/{}\">{}</a></p>",
            t.id,
            escape(&crate::texts::tournament::game_in(lang, &t, p.round))
        );
    }
    let options = game.options().to_args(game.variant());
    if !options.is_empty() {
        let _ = writeln!(
            main,
            "<p>{}</p>",
            escape(&words::options_line(lang, &options))
        );
    }
    // One source for the bold line and the board's own words: the position shown (a replay
    // of a running game says whose turn it was then); a finished game says its result.
    let state = match shown.as_ref().map(Game::phase) {
        Some(Phase::Setup { deployed }) => words::deployed_words(lang, &names, deployed),
        Some(Phase::Playing) if !over => {
            let shown = shown.as_ref().expect("a shown game");
            let c = shown.to_move();
            words::to_play(lang, c, names.of(c), i64::from(shown.ply()) + 1)
        }
        _ => words::state_words(
            lang,
            row.status.as_str(),
            row.to_move.as_deref(),
            row.ply,
            row.result.as_deref(),
            &names,
        ),
    };
    let _ = writeln!(
        main,
        "<p><strong>{}.</strong></p>",
        escape(&words::sentence(&state))
    );
    let intro = match (started, over) {
        (false, _) => t!(lang, "web-armies-deploying"),
        (true, true) => t!(lang, "web-both-armies-open"),
        (true, false) => t!(lang, "web-observer-view"),
    };
    let _ = writeln!(main, "<p class=\"note\">{}</p>", escape(&intro));
    main.push_str("<div class=\"game\">\n<div>\n");
    if started {
        replay_nav(&mut main, lang, id, at, last, over, root);
    }
    match &shown {
        // A game being set up has nothing to show but who has deployed (said above).
        Some(_) if !started => {}
        Some(shown) => {
            let viewer = if over {
                Viewer::Referee
            } else {
                Viewer::Observer
            };
            main.push_str("<div class=\"board\">\n");
            main.push_str(&render_html_in(&View::new(shown, viewer), true, &lang));
            main.push_str("</div>\n");
        }
        None => {
            let _ = writeln!(main, "<p>{}</p>", escape(&t!(lang, "web-no-replay")));
        }
    }
    main.push_str("</div>\n");
    move_list(&mut main, lang, id, &game, &plies, at, root);
    main.push_str("</div>\n");
    let title = match ply {
        Some(k) => t!(lang, "web-game-at", game = id, ply = k),
        None => heading,
    };
    Ok(Response::html(
        200,
        frame(&words::title(lang, &title), &main, started, site),
    ))
}

/// The replay's links: first, previous, next, last; a link that leads nowhere is shown
/// greyed, not as a link. The last move of a running game is the game's own page. The links
/// start from `root` (`../games/3?ply=7` from `/games/3`), so `/games/3/` works too.
fn replay_nav(out: &mut String, lang: Lang, id: i64, at: u32, last: u32, over: bool, root: &str) {
    let href = |k: u32| {
        if k == last && !over {
            format!("{root}games/{id}")
        } else {
            format!("{root}games/{id}?ply={k}")
        }
    };
    let _ = writeln!(
        out,
        "<nav class=\"replay\" aria-label=\"{}\">",
        escape(&t!(lang, "web-replay"))
    );
    let links = [
        (t!(lang, "web-replay.first"), "first", 0, at > 0),
        (
            t!(lang, "web-replay.previous"),
            "prev",
            at.saturating_sub(1),
            at > 0,
        ),
        (
            t!(lang, "web-replay.next"),
            "next",
            (at + 1).min(last),
            at < last,
        ),
        (t!(lang, "web-replay.last"), "last", last, at < last),
    ];
    for (text, rel, k, live) in links {
        if live {
            let _ = writeln!(
                out,
                "<a rel=\"{rel}\" href=\"{}\">{}</a>",
                href(k),
                escape(&text)
            );
        } else {
            let _ = writeln!(out, "<span class=\"off\">{}</span>", escape(&text));
        }
    }
    let _ = writeln!(
        out,
        "<span class=\"where\">{} <span class=\"note keys\">{}</span></span>",
        escape(&words::replay_position(lang, at, last, over)),
        escape(&t!(lang, "web-keys"))
    );
    out.push_str("</nav>\n");
}

/// Every move, each a link to the position after it, with its battle as the `history`
/// command tells it (public: both players saw both pieces). Red's move and Blue's answer
/// share a numbered line (`1. Red a4-a5 Blue b7-b6`), as score sheets write them.
fn move_list(
    out: &mut String,
    lang: Lang,
    id: i64,
    game: &Game,
    plies: &[MoveRecord],
    at: u32,
    root: &str,
) {
    let _ = writeln!(
        out,
        "<div class=\"movelist\">\n<h2>{}</h2>",
        escape(&t!(lang, "web-moves"))
    );
    if plies.is_empty() {
        let _ = writeln!(out, "<p>{}</p>", escape(&t!(lang, "web-no-moves")));
    } else {
        out.push_str("<ol class=\"moves\">\n");
        // A line per pair: Red's move and the answer (a game Blue opens, as a record may,
        // starts its line with Blue's).
        let mut lines: Vec<&[MoveRecord]> = Vec::new();
        let mut rest = plies;
        while let Some(first) = rest.first() {
            let n = if first.player == Color::Red && rest.len() > 1 {
                2
            } else {
                1
            };
            lines.push(&rest[..n]);
            rest = &rest[n..];
        }
        for (number, line) in lines.iter().enumerate() {
            let _ = write!(out, "<li value=\"{}\">", number + 1);
            for p in *line {
                let current = if p.ply == at {
                    " aria-current=\"step\""
                } else {
                    ""
                };
                let _ = write!(
                    out,
                    "<span class=\"mv\"{current}><a href=\"{root}games/{id}?ply={ply}\">{} {}-{}</a>",
                    escape(&words::color(lang, p.player)),
                    p.from,
                    p.to,
                    ply = p.ply,
                );
                // The battle as the `history` command tells it, in the page's language.
                if let Some(b) = p.battle {
                    let story = BattleStory::new(b, game.variant());
                    let told = crate::texts::board::battle_in(lang, &story, p.player, None, None);
                    let _ = write!(out, "<span class=\"battle\">{}</span>", escape(&told));
                }
                out.push_str("</span>");
            }
            out.push_str("</li>\n");
        }
        out.push_str("</ol>\n");
    }
    out.push_str("</div>\n");
}

//! The pages: which one an address asks for, the frame around each, and the lists (games,
//! standings, a player). The page of one game is [`super::game`]. Words come from
//! `texts::web`; every text from the database is escaped.

use std::fmt::Write;

use stratego_rules::html::escape;

use stratego_rules::Color;

use super::frame::{Users, error, frame, player_link, root_of, row, side_link};
use super::http::{self, Request, Response};
use super::{PAGE, game};

// The compose pages (issue 79) are routed here only; `#[path]` keeps the file beside its
// siblings without touching `web/mod.rs` (to move there as `mod compose;` when convenient).
#[path = "compose.rs"]
mod compose;
use crate::compose::Page;
use crate::league;
use crate::store::{GameSummary, Reader, StoreError};
use crate::texts::web as words;

/// The response to a GET or HEAD of `request`, read through `r`.
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown game or player (404); others from SQLite.
pub fn route(r: &Reader<'_>, request: &Request) -> Result<Response, StoreError> {
    let path = request.path.as_str();
    let root = &root_of(path);
    let segments: Vec<&str> = path[1..].split('/').collect();
    match segments.as_slice() {
        [""] => {
            let Ok([before]) = http::numbers(&request.query, ["before"]) else {
                return Ok(error(400, root));
            };
            let Some(filter) = filter_of(&request.query) else {
                return Ok(error(400, root));
            };
            games(r, before, filter, root)
        }
        ["play"] => Ok(compose::page(Page::Play, root)),
        ["setup"] => Ok(compose::page(Page::Setup, root)),
        ["standings"] => standings(r, "classic", root),
        ["moderation"] => moderation(r, root),
        ["standings", kind] if league::kinds().contains(kind) => standings(r, kind, root),
        ["players", userid] if crate::syntax::valid_userid(userid) => {
            let Ok([before]) = http::numbers(&request.query, ["before"]) else {
                return Ok(error(400, root));
            };
            player(r, userid, before, root)
        }
        // The web helper chooses the page's language.
        ["tournaments"] => super::tournament::list(r, root, crate::texts::Lang::En),
        ["tournaments", id] => match game_number(id) {
            // The web helper chooses the page's language.
            Some(id) => super::tournament::page(r, id, root, crate::texts::Lang::En),
            None => Ok(error(404, root)),
        },
        // `/games/3/` is `/games/3`: its links start from `root`, so both work.
        ["games", id] | ["games", id, ""] => {
            let Some(id) = game_number(id) else {
                return Ok(error(404, root));
            };
            let Ok([ply]) = http::numbers(&request.query, ["ply"]) else {
                return Ok(error(400, root));
            };
            game::page(r, id, ply, root)
        }
        _ => Ok(error(404, root)),
    }
}

/// Which games a list shows, from `show=` in the query: all (`None`), the running ones
/// (`Some(false)`) or the finished ones (`Some(true)`); `None` for a value not known.
fn filter_of(query: &str) -> Option<Option<bool>> {
    let mut shown = None;
    for pair in query.split('&') {
        if let Some(value) = pair.strip_prefix("show=") {
            shown = Some(match value {
                "running" => Some(false),
                "finished" => Some(true),
                "" | "all" => None,
                _ => return None,
            });
        }
    }
    Some(shown.unwrap_or(None))
}

/// A game number as written in a path: digits, not too many, from 1.
fn game_number(text: &str) -> Option<i64> {
    if text.is_empty() || text.len() > 12 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n >= 1)
}

/// One page of games as a list: each game's number, kind, players and state; the links
/// from `root`.
fn game_list(
    out: &mut String,
    users: &mut Users<'_, '_>,
    list: &[GameSummary],
    root: &str,
) -> Result<(), StoreError> {
    if list.is_empty() {
        let _ = writeln!(out, "<p>{}</p>", escape(words::NO_GAMES));
        return Ok(());
    }
    out.push_str("<ul class=\"games\">\n");
    for g in list {
        let names = users.names(g)?;
        let state = words::state_words(
            g.status.as_str(),
            g.to_move.as_deref(),
            g.ply,
            g.result.as_deref(),
            &names,
        );
        // When it last moved: a game being set up has no move yet.
        let when = if g.ply > 0 {
            format!(
                "; {}",
                words::last_move_on(&crate::texts::date_words(g.last_activity))
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "<li><a href=\"{root}games/{id}\">{}</a>, {}: {} against {}<br>\
             <span class=\"state\">{}{}</span></li>",
            escape(&words::game_heading(g.id)),
            escape(&g.variant),
            side_link(&names, Color::Red, root),
            side_link(&names, Color::Blue, root),
            escape(&words::sentence(&state)),
            escape(&when),
            id = g.id,
        );
    }
    out.push_str("</ul>\n");
    Ok(())
}

/// Links under a page of games: back to the newest, and on to older ones when there are.
/// `base` is the page itself as a relative link (`./`, `alice`).
/// `show` is the list's filter (`running`, `finished`, or empty for all).
fn pager(
    out: &mut String,
    base: &str,
    show: &str,
    before: Option<u32>,
    list: &[GameSummary],
    more: bool,
) {
    let (newest, older) = if show.is_empty() {
        (String::new(), String::new())
    } else {
        (format!("?show={show}"), format!("show={show}&"))
    };
    out.push_str("<nav class=\"pager\">");
    if before.is_some() {
        let _ = write!(
            out,
            "<a href=\"{base}{newest}\">{}</a>",
            escape(words::NEWEST_GAMES)
        );
    }
    if let (true, Some(last)) = (more, list.last()) {
        let _ = write!(
            out,
            "<a href=\"{base}?{older}before={}\">{}</a>",
            last.id,
            escape(words::OLDER_GAMES)
        );
    }
    out.push_str("</nav>\n");
}

/// A page of games numbered below `before` and one more, to know if there are more; only
/// the finished (`Some(true)`) or running (`Some(false)`) ones when `finished` says so.
fn page_of_games(
    r: &Reader<'_>,
    userid: Option<&str>,
    before: Option<u32>,
    finished: Option<bool>,
) -> Result<(Vec<GameSummary>, bool), StoreError> {
    let mut list = r.games_before(userid, before.map(i64::from), finished, PAGE + 1)?;
    let more = list.len() > PAGE as usize;
    list.truncate(PAGE as usize);
    Ok((list, more))
}

/// `/`: the games, newest first, all or only the running or finished ones; the links from
/// `root` ([`root_of`]).
fn games(
    r: &Reader<'_>,
    before: Option<u32>,
    finished: Option<bool>,
    root: &str,
) -> Result<Response, StoreError> {
    let (list, more) = page_of_games(r, None, before, finished)?;
    let mut users = Users::new(r);
    let mut main = format!("<h1>{}</h1>\n", escape(words::ALL_GAMES));
    let current = match finished {
        None => "",
        Some(false) => "running",
        Some(true) => "finished",
    };
    main.push_str("<nav class=\"pager\">");
    for (value, text) in words::FILTERS {
        let href = if value.is_empty() {
            "./".to_string()
        } else {
            format!("./?show={value}")
        };
        if value == current {
            let _ = write!(main, "<span>{}</span>", escape(text));
        } else {
            let _ = write!(main, "<a href=\"{href}\">{}</a>", escape(text));
        }
    }
    main.push_str("</nav>\n");
    game_list(&mut main, &mut users, &list, root)?;
    pager(&mut main, "./", current, before, &list, more);
    Ok(Response::html(
        200,
        frame(&words::title(words::GAMES), &main, false, root),
    ))
}

/// The links to each kind's standings, from `root`.
fn kinds_nav(out: &mut String, current: &str, root: &str) {
    out.push_str("<nav class=\"pager\">");
    for kind in league::kinds() {
        if kind == current {
            let _ = write!(out, "<span>{kind}</span>");
        } else {
            let _ = write!(out, "<a href=\"{root}standings/{kind}\">{kind}</a>");
        }
    }
    out.push_str("</nav>\n");
}

/// `/standings[/KIND]`: the rating table of one kind of game (`root` tells which of the
/// two addresses asked).
fn standings(r: &Reader<'_>, kind: &str, root: &str) -> Result<Response, StoreError> {
    let rows = r.standings(kind)?;
    let heading = words::standings_heading(kind);
    let mut main = format!("<h1>{}</h1>\n", escape(&heading));
    kinds_nav(&mut main, kind, root);
    let _ = writeln!(main, "<p>{}</p>", escape(words::STANDINGS_INTRO));
    if rows.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(&words::no_standings(kind)));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &words::STANDINGS_COLUMNS.map(escape),
            words::STANDINGS_COLUMNS.len(),
        );
        for (i, r) in rows.iter().enumerate() {
            let mark = match (r.robot, r.is_provisional()) {
                (true, true) => " * ?",
                (true, false) => " *",
                (false, true) => " ?",
                (false, false) => "",
            };
            row(
                &mut main,
                &[
                    (i + 1).to_string(),
                    format!("{}{mark}", player_link(&r.userid, root)),
                    format!("{:.0}", r.rating),
                    format!("{:.0}", r.deviation),
                    r.games().to_string(),
                    r.won.to_string(),
                    r.lost.to_string(),
                    r.drawn.to_string(),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
        let _ = writeln!(
            main,
            "<p class=\"note\">{}</p>",
            escape(words::PROVISIONAL_NOTE)
        );
        if rows.iter().any(|r| r.robot) {
            let _ = writeln!(main, "<p class=\"note\">{}</p>", escape(words::ROBOT_NOTE));
        }
    }
    Ok(Response::html(
        200,
        frame(&words::title(&heading), &main, false, root),
    ))
}

/// `/moderation`: the bans and the games decided or cancelled, with the reasons (issue 78);
/// no addresses.
fn moderation(r: &Reader<'_>, root: &str) -> Result<Response, StoreError> {
    use crate::texts::moderation as mw;
    let mut main = format!(
        "<h1>{}</h1>\n<p>{}</p>\n<h2>{}</h2>\n",
        escape(mw::PAGE_HEADING),
        escape(mw::PAGE_INTRO),
        escape(mw::BANS)
    );
    let bans = r.bans(i64::from(PAGE))?;
    if bans.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(mw::NO_BANS));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &mw::BAN_COLUMNS.map(escape),
            mw::BAN_COLUMNS.len(),
        );
        for b in &bans {
            let until = b.until.map(crate::texts::date_words);
            let lifted = b.lifted.map(crate::texts::date_words);
            row(
                &mut main,
                &[
                    crate::texts::date_words(b.at),
                    player_link(&b.userid, root),
                    escape(&mw::ban_until(until.as_deref(), lifted.as_deref())),
                    escape(&b.reason),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    let _ = writeln!(main, "<h2>{}</h2>", escape(mw::DECISIONS));
    let decided: Vec<_> = r
        .moderation_log(i64::from(PAGE) * 4, true)?
        .into_iter()
        .filter(|l| matches!(l.entry.action.as_str(), "adjudicate" | "cancel"))
        .collect();
    if decided.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(mw::NO_DECISIONS));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &mw::DECISION_COLUMNS.map(escape),
            mw::DECISION_COLUMNS.len(),
        );
        for l in &decided {
            let game = l.entry.game.unwrap_or_default();
            row(
                &mut main,
                &[
                    crate::texts::date_words(l.at),
                    format!("<a href=\"{root}games/{game}\">{game}</a>"),
                    escape(mw::decision_words(&l.entry.action)),
                    escape(&l.entry.reason),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    Ok(Response::html(
        200,
        frame(&words::title(mw::PAGE_HEADING), &main, false, root),
    ))
}

/// `/players/USERID`: a player's ratings, rated games and games; the links from `root`.
fn player(
    r: &Reader<'_>,
    userid: &str,
    before: Option<u32>,
    root: &str,
) -> Result<Response, StoreError> {
    let user = r.user(userid)?;
    let mut users = Users::new(r);
    let name = user.userid.clone();
    let mut main = format!("<h1>{}</h1>\n", escape(&name));
    let _ = writeln!(main, "<h2>{}</h2>", escape(words::RATINGS));
    let ratings = r.ratings_of(&user.userid_key)?;
    if ratings.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(words::NO_RATED_GAMES));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &words::RATINGS_COLUMNS.map(escape),
            words::RATINGS_COLUMNS.len(),
        );
        for k in &ratings {
            let mark = if k.is_provisional() { " ?" } else { "" };
            row(
                &mut main,
                &[
                    format!("<a href=\"{root}standings/{0}\">{0}</a>", escape(&k.kind)),
                    format!("{:.0}{mark}", k.rating),
                    format!("{:.0}", k.deviation),
                    k.won.to_string(),
                    k.lost.to_string(),
                    k.drawn.to_string(),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
        let _ = writeln!(
            main,
            "<p class=\"note\">{}</p>",
            escape(words::PROVISIONAL_NOTE)
        );
        let _ = writeln!(main, "<h2>{}</h2>", escape(words::RATING_HISTORY));
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &words::HISTORY_COLUMNS.map(escape),
            words::HISTORY_COLUMNS.len(),
        );
        for g in r.recent_results(&user.userid_key, i64::from(PAGE))? {
            let p = g.played_by(&user.userid_key);
            row(
                &mut main,
                &[
                    crate::texts::date_words(g.at),
                    format!(
                        "<a href=\"{root}games/{0}\">{0}</a>, {1}",
                        g.game,
                        escape(&g.kind)
                    ),
                    player_link(&users.name(p.opponent)?, root),
                    words::result_of(g.winner.as_deref(), p.side).to_string(),
                    escape(&words::rating_change(p.before, p.after)),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    let _ = writeln!(main, "<h2>{}</h2>", escape(words::PLAYER_GAMES));
    let (list, more) = page_of_games(r, Some(&user.userid_key), before, None)?;
    game_list(&mut main, &mut users, &list, root)?;
    pager(&mut main, &escape(&name), "", before, &list, more);
    Ok(Response::html(
        200,
        frame(&words::title(&name), &main, false, root),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_numbers_in_paths_are_plain_digits() {
        assert_eq!(game_number("12"), Some(12));
        for bad in ["", "0", "abc", "-1", "1.5", "+3", "1234567890123", "%31"] {
            assert_eq!(game_number(bad), None, "{bad}");
        }
    }
}

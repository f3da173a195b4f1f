//! The pages: which one an address asks for, the frame around each, and the lists (games,
//! standings, a player). The page of one game is [`super::game`]. Words come from
//! `locales/*/web.ftl` in the page's language ([`Site`]); every text from the database is
//! escaped.

use std::fmt::Write;

use stratego_rules::html::escape;

use stratego_rules::Color;

use super::frame::{Users, error, frame, linked, player_link, row, side_link, slot};
use super::http::{self, Request, Response};
use super::site::Site;
use super::{PAGE, game};

// The compose pages (issue 79) are routed here only; `#[path]` keeps the file beside its
// siblings without touching `web/mod.rs` (to move there as `mod compose;` when convenient).
#[path = "compose.rs"]
mod compose;
use crate::compose::Page;
use crate::league;
use crate::store::{GameSummary, Reader, StoreError};
use crate::t;
use crate::texts::{Lang, date_in, web as words};

/// The response to a GET or HEAD of `request`, read through `r`, in `site`'s language.
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown game or player (404); others from SQLite.
pub fn route(r: &Reader<'_>, request: &Request, site: &Site) -> Result<Response, StoreError> {
    let path = request.path.as_str();
    let segments: Vec<&str> = path[1..].split('/').collect();
    match segments.as_slice() {
        [""] => {
            let Ok([before]) = http::numbers(&request.query, ["before"]) else {
                return Ok(error(400, site));
            };
            let Some(filter) = filter_of(&request.query) else {
                return Ok(error(400, site));
            };
            games(r, before, filter, site)
        }
        ["play"] => Ok(compose::page(Page::Play, site)),
        ["setup"] => Ok(compose::page(Page::Setup, site)),
        ["standings"] => standings(r, "classic", site),
        ["moderation"] => moderation(r, site),
        ["standings", kind] if league::kinds().contains(kind) => standings(r, kind, site),
        ["players", userid] if crate::syntax::valid_userid(userid) => {
            let Ok([before]) = http::numbers(&request.query, ["before"]) else {
                return Ok(error(400, site));
            };
            player(r, userid, before, site)
        }
        ["tournaments"] => super::tournament::list(r, site),
        ["tournaments", id] => match game_number(id) {
            Some(id) => super::tournament::page(r, id, site),
            None => Ok(error(404, site)),
        },
        // `/games/3/` is `/games/3`: its links start from `root`, so both work.
        ["games", id] | ["games", id, ""] => {
            let Some(id) = game_number(id) else {
                return Ok(error(404, site));
            };
            let Ok([ply]) = http::numbers(&request.query, ["ply"]) else {
                return Ok(error(400, site));
            };
            game::page(r, id, ply, site)
        }
        _ => Ok(error(404, site)),
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
/// from `site.root`.
fn game_list(
    out: &mut String,
    users: &mut Users<'_, '_>,
    list: &[GameSummary],
    site: &Site,
) -> Result<(), StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    if list.is_empty() {
        let _ = writeln!(out, "<p>{}</p>", escape(&t!(lang, "web-no-games")));
        return Ok(());
    }
    out.push_str("<ul class=\"games\">\n");
    for g in list {
        let names = users.names(g)?;
        let state = words::sentence(&words::state_words(
            lang,
            g.status.as_str(),
            g.to_move.as_deref(),
            g.ply,
            g.result.as_deref(),
            &names,
        ));
        // When it last moved: a game being set up has no move yet.
        let state = if g.ply > 0 {
            t!(
                lang,
                "web-list-state",
                state = state,
                date = date_in(lang, g.last_activity)
            )
        } else {
            state
        };
        let heading = format!(
            "<a href=\"{root}games/{}\">{}</a>",
            g.id,
            escape(&words::game_heading(lang, g.id))
        );
        let game = t!(
            lang,
            "web-list-game",
            game = slot(0),
            kind = g.variant.as_str(),
            red = slot(1),
            blue = slot(2)
        );
        let _ = writeln!(
            out,
            "<li>{}<br><span class=\"state\">{}</span></li>",
            linked(
                &game,
                &[
                    heading,
                    side_link(&names, Color::Red, site),
                    side_link(&names, Color::Blue, site)
                ]
            ),
            escape(&state),
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
    lang: Lang,
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
            escape(&t!(lang, "web-newest-games"))
        );
    }
    if let (true, Some(last)) = (more, list.last()) {
        let _ = write!(
            out,
            "<a href=\"{base}?{older}before={}\">{}</a>",
            last.id,
            escape(&t!(lang, "web-older-games"))
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

/// `/`: the games, newest first, all or only the running or finished ones.
fn games(
    r: &Reader<'_>,
    before: Option<u32>,
    finished: Option<bool>,
    site: &Site,
) -> Result<Response, StoreError> {
    let lang = site.lang;
    let (list, more) = page_of_games(r, None, before, finished)?;
    let mut users = Users::new(r);
    let mut main = format!("<h1>{}</h1>\n", escape(&t!(lang, "web-all-games")));
    let current = match finished {
        None => "",
        Some(false) => "running",
        Some(true) => "finished",
    };
    main.push_str("<nav class=\"pager\">");
    let filters = [
        ("", t!(lang, "web-filter.all")),
        ("running", t!(lang, "web-filter.running")),
        ("finished", t!(lang, "web-filter.finished")),
    ];
    for (value, text) in filters {
        let href = if value.is_empty() {
            "./".to_string()
        } else {
            format!("./?show={value}")
        };
        if value == current {
            let _ = write!(main, "<span>{}</span>", escape(&text));
        } else {
            let _ = write!(main, "<a href=\"{href}\">{}</a>", escape(&text));
        }
    }
    main.push_str("</nav>\n");
    game_list(&mut main, &mut users, &list, site)?;
    pager(&mut main, lang, "./", current, before, &list, more);
    let title = words::title(lang, &t!(lang, "web-nav-games"));
    Ok(Response::html(200, frame(&title, &main, false, site)))
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

/// `/standings[/KIND]`: the rating table of one kind of game (`site.root` tells which of
/// the two addresses asked).
fn standings(r: &Reader<'_>, kind: &str, site: &Site) -> Result<Response, StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    let rows = r.standings(kind)?;
    let heading = t!(lang, "web-standings", kind = kind);
    let mut main = format!("<h1>{}</h1>\n", escape(&heading));
    kinds_nav(&mut main, kind, root);
    let _ = writeln!(main, "<p>{}</p>", escape(&t!(lang, "web-standings-intro")));
    if rows.is_empty() {
        let _ = writeln!(
            main,
            "<p>{}</p>",
            escape(&t!(lang, "web-no-standings", kind = kind))
        );
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        let columns = standings_columns(lang);
        row(&mut main, &columns, columns.len());
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
            escape(&t!(lang, "web-provisional-note"))
        );
        if rows.iter().any(|r| r.robot) {
            let _ = writeln!(
                main,
                "<p class=\"note\">{}</p>",
                escape(&t!(lang, "web-robot-note"))
            );
        }
    }
    Ok(Response::html(
        200,
        frame(&words::title(lang, &heading), &main, false, site),
    ))
}

/// The head of a rating table.
fn standings_columns(lang: Lang) -> [String; 8] {
    [
        t!(lang, "web-standings-columns.rank"),
        t!(lang, "web-standings-columns.player"),
        t!(lang, "web-standings-columns.rating"),
        t!(lang, "web-standings-columns.deviation"),
        t!(lang, "web-standings-columns.games"),
        t!(lang, "web-standings-columns.won"),
        t!(lang, "web-standings-columns.lost"),
        t!(lang, "web-standings-columns.drawn"),
    ]
    .map(|c| escape(&c))
}

/// The head of a player's ratings.
fn ratings_columns(lang: Lang) -> [String; 6] {
    [
        t!(lang, "web-ratings-columns.kind"),
        t!(lang, "web-ratings-columns.rating"),
        t!(lang, "web-ratings-columns.deviation"),
        t!(lang, "web-ratings-columns.won"),
        t!(lang, "web-ratings-columns.lost"),
        t!(lang, "web-ratings-columns.drawn"),
    ]
    .map(|c| escape(&c))
}

/// The head of a rating history.
fn history_columns(lang: Lang) -> [String; 5] {
    [
        t!(lang, "web-history-columns.date"),
        t!(lang, "web-history-columns.game"),
        t!(lang, "web-history-columns.against"),
        t!(lang, "web-history-columns.result"),
        t!(lang, "web-history-columns.rating"),
    ]
    .map(|c| escape(&c))
}

/// `/moderation`: the bans and the games decided or cancelled, with the reasons (issue 78);
/// no addresses.
fn moderation(r: &Reader<'_>, site: &Site) -> Result<Response, StoreError> {
    use crate::texts::moderation as mw;
    let (root, lang) = (site.root.as_str(), site.lang);
    let w = mw::page(lang);
    let mut main = format!(
        "<h1>{}</h1>\n<p>{}</p>\n<h2>{}</h2>\n",
        escape(&w.heading),
        escape(&w.intro),
        escape(&w.bans)
    );
    let bans = r.bans(i64::from(PAGE))?;
    if bans.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(&w.no_bans));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &w.ban_columns.each_ref().map(|c| escape(c)),
            w.ban_columns.len(),
        );
        for b in &bans {
            let until = b.until.map(|t| date_in(lang, t));
            let lifted = b.lifted.map(|t| date_in(lang, t));
            row(
                &mut main,
                &[
                    date_in(lang, b.at),
                    player_link(&b.userid, root),
                    escape(&mw::ban_until(lang, until.as_deref(), lifted.as_deref())),
                    escape(&b.reason),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    let _ = writeln!(main, "<h2>{}</h2>", escape(&w.decisions));
    let decided: Vec<_> = r
        .moderation_log(i64::from(PAGE) * 4, true)?
        .into_iter()
        .filter(|l| matches!(l.entry.action.as_str(), "adjudicate" | "cancel"))
        .collect();
    if decided.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(&w.no_decisions));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &w.decision_columns.each_ref().map(|c| escape(c)),
            w.decision_columns.len(),
        );
        for l in &decided {
            let game = l.entry.game.unwrap_or_default();
            row(
                &mut main,
                &[
                    date_in(lang, l.at),
                    format!("<a href=\"{root}games/{game}\">{game}</a>"),
                    escape(&mw::decision_words(lang, &l.entry.action)),
                    escape(&l.entry.reason),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    Ok(Response::html(
        200,
        frame(&words::title(lang, &w.heading), &main, false, site),
    ))
}

/// `/players/USERID`: a player's ratings, rated games and games.
fn player(
    r: &Reader<'_>,
    userid: &str,
    before: Option<u32>,
    site: &Site,
) -> Result<Response, StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    let user = r.user(userid)?;
    let mut users = Users::new(r);
    let name = user.userid.clone();
    let mut main = format!("<h1>{}</h1>\n", escape(&name));
    let _ = writeln!(main, "<h2>{}</h2>", escape(&t!(lang, "web-ratings")));
    let ratings = r.ratings_of(&user.userid_key)?;
    if ratings.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(&t!(lang, "web-no-rated-games")));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        let columns = ratings_columns(lang);
        row(&mut main, &columns, columns.len());
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
            escape(&t!(lang, "web-provisional-note"))
        );
        let _ = writeln!(main, "<h2>{}</h2>", escape(&t!(lang, "web-rating-history")));
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        let columns = history_columns(lang);
        row(&mut main, &columns, columns.len());
        for g in r.recent_results(&user.userid_key, i64::from(PAGE))? {
            let p = g.played_by(&user.userid_key);
            row(
                &mut main,
                &[
                    date_in(lang, g.at),
                    format!(
                        "<a href=\"{root}games/{0}\">{0}</a>, {1}",
                        g.game,
                        escape(&g.kind)
                    ),
                    player_link(&users.name(p.opponent)?, root),
                    escape(&words::result_of(lang, g.winner.as_deref(), p.side)),
                    escape(&words::rating_change(lang, p.before, p.after)),
                ],
                0,
            );
        }
        main.push_str("</table></div>\n");
    }
    let _ = writeln!(main, "<h2>{}</h2>", escape(&t!(lang, "web-player-games")));
    let (list, more) = page_of_games(r, Some(&user.userid_key), before, None)?;
    game_list(&mut main, &mut users, &list, site)?;
    pager(&mut main, lang, &escape(&name), "", before, &list, more);
    Ok(Response::html(
        200,
        frame(&words::title(lang, &name), &main, false, site),
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

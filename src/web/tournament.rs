//! The pages of tournaments (issue 77): `/tournaments` (open, running, over) and
//! `/tournaments/T` (the standings with every tie-break, a crosstable by round, and each
//! round's boards with links to their games). Words come from `texts::tournament::web`;
//! every text from the database is escaped.

use std::fmt::Write;

use stratego_rules::html::escape;

use super::frame::row;
use super::frame::{Users, frame, player_link};
use super::http::Response;
use super::site::Site;
use crate::league::pairing::{Colour, Score};
use crate::league::standings::System;
use crate::league::tournament::{self as life, State};
use crate::store::{Reader, StoreError};
use crate::texts::Lang;
use crate::texts::tournament::{self as words, Head, web};
use crate::texts::web::title;

/// The escaped headers of `heads` in `lang`.
fn headers(lang: Lang, heads: &[Head]) -> Vec<String> {
    heads.iter().map(|h| escape(&h.text(lang))).collect()
}

/// `/tournaments`: every tournament, by state, in the page's language.
pub fn list(r: &Reader<'_>, site: &Site) -> Result<Response, StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    let all = r.tournaments()?;
    let mut main = format!("<h1>{}</h1>\n", escape(&web::tournaments(lang)));
    if all.is_empty() {
        let _ = writeln!(main, "<p>{}</p>", escape(&web::none_yet(lang)));
    }
    for (state, heading) in web::sections(lang) {
        let these: Vec<_> = all.iter().filter(|t| State::of(t) == state).collect();
        if these.is_empty() {
            continue;
        }
        let _ = writeln!(main, "<h2>{}</h2>\n<ul class=\"games\">", escape(&heading));
        for t in these {
            let kind = words::kind_words(lang, t, life::system_of(t), &life::options_of(t));
            let _ = writeln!(
                main,
                "<li><a href=\"{root}tournaments/{}\">{}</a><br><span class=\"state\">{}</span></li>",
                t.id,
                escape(&words::heading(lang, t)),
                escape(&web::entry(lang, &kind, r.entrants(t.id)?.len()))
            );
        }
        main.push_str("</ul>\n");
    }
    Ok(Response::html(
        200,
        frame(&title(lang, &web::tournaments(lang)), &main, false, site),
    ))
}

/// A result code as the crosstable shows it.
fn code(score: Score) -> &'static str {
    match score {
        Score::Win => "1",
        Score::Draw => "=",
        Score::Loss => "0",
        Score::ForfeitWin => "+",
        Score::ForfeitLoss => "-",
        Score::PairingBye => "U",
        Score::FullBye => "F",
        Score::HalfBye => "H",
        Score::ZeroBye => "Z",
        Score::Pending => "*",
    }
}

/// `/tournaments/T`, in the page's language.
pub fn page(r: &Reader<'_>, id: i64, site: &Site) -> Result<Response, StoreError> {
    let (root, lang) = (site.root.as_str(), site.lang);
    let t = r.tournament(id)?;
    let system = life::system_of(&t);
    let state = State::of(&t);
    let mut users = Users::new(r);
    let heading = words::heading(lang, &t);
    let mut main = format!("<h1>{}</h1>\n", escape(&heading));
    let kind = words::kind_words(lang, &t, system, &life::options_of(&t));
    let director = users.name(&t.director)?;
    let _ = writeln!(
        main,
        "<p>{}</p>",
        escape(&web::facts(lang, &kind, &director, state))
    );
    let entrants = r.entrants(id)?;
    if matches!(state, State::Open | State::Closed) {
        let _ = writeln!(main, "<h2>{}</h2>\n<ul>", escape(&web::players(lang)));
        for e in &entrants {
            let _ = writeln!(main, "<li>{}</li>", player_link(&e.userid, root));
        }
        main.push_str("</ul>\n");
        return Ok(Response::html(
            200,
            frame(&title(lang, &heading), &main, false, site),
        ));
    }
    let completed = life::completed_rounds(r, &t)?;
    let model = life::model(r, &t)?;
    let lines = crate::league::standings::standings(&model, system, completed);
    let _ = writeln!(main, "<h2>{}</h2>", escape(&web::standings(lang)));
    if completed == 0 {
        let _ = writeln!(main, "<p>{}</p>", escape(&web::no_round_ended(lang)));
    } else {
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        let columns: &[Head] = if system == System::Swiss {
            &web::SWISS_COLUMNS
        } else {
            &web::ROUND_ROBIN_COLUMNS
        };
        row(&mut main, &headers(lang, columns), columns.len());
        for l in &lines {
            let mut cells = vec![
                l.rank.to_string(),
                l.number.to_string(),
                format!(
                    "{}{}",
                    player_link(&l.name, root),
                    if l.withdrawn { " *" } else { "" }
                ),
                words::points(lang, l.points),
            ];
            if system == System::Swiss {
                cells.push(words::points(lang, l.buchholz_cut1));
                cells.push(words::points(lang, l.buchholz));
            }
            cells.push(words::points(lang, l.sonneborn_berger));
            cells.push(l.direct.map_or("-".into(), |d| words::points(lang, d)));
            cells.push(l.wins.to_string());
            row(&mut main, &cells, 0);
        }
        main.push_str("</table></div>\n");
        let _ = writeln!(
            main,
            "<p class=\"note\">{}</p>",
            escape(&words::legend(
                lang,
                system,
                lines.iter().any(|l| l.withdrawn)
            ))
        );
    }
    // The crosstable: one row per player by pairing number, one column per round.
    let _ = writeln!(main, "<h2>{}</h2>", escape(&web::crosstable(lang)));
    main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
    let mut head = headers(lang, &web::CROSS_COLUMNS);
    head.extend((1..=t.round).map(|n| n.to_string()));
    row(&mut main, &head, head.len());
    for p in &model.players {
        let mut cells = vec![p.number.to_string(), player_link(&p.name, root)];
        for rd in &p.rounds {
            let colour = match rd.colour {
                Some(Colour::White) => "r",
                Some(Colour::Black) => "b",
                None => "",
            };
            let opponent = rd.opponent.map_or(String::new(), |o| o.to_string());
            cells.push(format!("{opponent}{colour}{}", escape(code(rd.score))));
        }
        row(&mut main, &cells, 0);
    }
    main.push_str("</table></div>\n");
    let _ = writeln!(
        main,
        "<p class=\"note\">{}</p>",
        escape(&web::crosstable_note(lang))
    );
    // Each round's boards, newest first.
    let _ = writeln!(main, "<h2>{}</h2>", escape(&web::rounds(lang)));
    let pairings = r.pairings(id)?;
    for round in (1..=t.round).rev() {
        let _ = writeln!(main, "<h3>{}</h3>", escape(&web::round(lang, round)));
        main.push_str("<div class=\"scroll\"><table class=\"data\">\n");
        row(
            &mut main,
            &headers(lang, &web::BOARD_COLUMNS),
            web::BOARD_COLUMNS.len(),
        );
        for p in pairings.iter().filter(|p| p.round == round) {
            let white = player_link(&users.name(&p.white)?, root);
            let black = match &p.black {
                Some(b) => player_link(&users.name(b)?, root),
                None => String::new(),
            };
            let scores = p
                .white_score
                .as_deref()
                .map(|w| (w, p.black_score.as_deref().unwrap_or("")));
            let result = if p.black.is_none() {
                web::bye(lang)
            } else {
                words::result_words(lang, scores)
            };
            let game = p.game.map_or(String::new(), |g| {
                format!("<a href=\"{root}games/{g}\">{g}</a>")
            });
            row(&mut main, &[white, black, escape(&result), game], 0);
        }
        main.push_str("</table></div>\n");
    }
    Ok(Response::html(
        200,
        frame(&title(lang, &heading), &main, false, site),
    ))
}

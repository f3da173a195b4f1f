//! The league by mail (issue 14): `standings`, `rating`.

use std::fmt::Write;

use super::{Ctx, Outcome, Refusal, Thread};
use crate::league::{self, RECENT_RESULTS};
use crate::store::StoreError;
use crate::texts;

/// `stratego standings [<kind>]`: the rating table of one kind of game (classic when none
/// is named), to the sender.
pub fn standings(ctx: &mut Ctx<'_, '_>, kind: Option<&str>) -> Outcome {
    let kinds = league::kinds();
    let kind = match kind {
        None => kinds[0].to_string(),
        Some(k) => {
            let lower = k.trim_start_matches('-').to_ascii_lowercase();
            if !kinds.contains(&lower.as_str()) {
                return Err(Refusal::new(
                    "unknown kind of game",
                    format!(
                        "'{}' is not a kind of game here; the kinds are: {}. For example: \
                         stratego standings {}",
                        texts::clip(k, 40),
                        kinds.join(", "),
                        kinds[0]
                    ),
                )
                .into());
            }
            lower
        }
    };
    let rows = ctx.tx.standings(&kind)?;
    let mut body = league::standings_text(&kind, &rows);
    let _ = write!(
        body,
        "\nOther kinds: {}. One player's ratings and results:\n  stratego rating <userid>\n",
        kinds
            .iter()
            .filter(|k| **k != kind)
            .map(|k| format!("stratego standings {k}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    ctx.send(
        &ctx.req.from,
        &format!("Stratego: standings {kind}"),
        &body,
        Thread::Reply,
        None,
    )?;
    Ok(format!("standings {kind}: {} players", rows.len()))
}

/// `stratego rating <u>`: the player's rating in every kind they have played, and their
/// last rated games, to the sender.
pub fn rating(ctx: &mut Ctx<'_, '_>, userid: &str) -> Outcome {
    let user = match ctx.tx.user(userid) {
        Ok(u) => u,
        Err(StoreError::NotFound { .. }) => {
            return Err(Refusal::new(
                "unknown userid",
                format!("No user '{userid}' is registered."),
            )
            .into());
        }
        Err(e) => return Err(e.into()),
    };
    let ratings = ctx.tx.ratings_of(&user.userid_key)?;
    let mut body = format!(
        "Ratings of {} (Glicko-2, one per kind of game):\n\n",
        user.userid
    );
    if ratings.is_empty() {
        let _ = writeln!(body, "  No rated game yet.");
    }
    for r in &ratings {
        let place = ctx
            .tx
            .standings(&r.kind)?
            .iter()
            .position(|s| s.userid_key == r.userid_key)
            .map_or(0, |i| i + 1);
        let _ = writeln!(
            body,
            "  {:<8} {}, place {place}{}\n           {}: {} won, {} lost, {} drawn",
            r.kind,
            league::rating_words(r),
            if league::is_provisional(r) {
                " (provisional)"
            } else {
                ""
            },
            if r.games() == 1 {
                "1 game".to_string()
            } else {
                format!("{} games", r.games())
            },
            r.won,
            r.lost,
            r.drawn,
        );
    }
    let recent = ctx.tx.recent_results(&user.userid_key, RECENT_RESULTS)?;
    if !recent.is_empty() {
        let _ = writeln!(body, "\nLast rated games, newest first:\n");
    }
    for g in &recent {
        let red = g.red == user.userid_key;
        let (opponent, before, after) = if red {
            (&g.blue, g.red_before, g.red_after)
        } else {
            (&g.red, g.blue_before, g.blue_after)
        };
        let opponent = ctx
            .user(opponent)
            .map_or_else(|_| opponent.clone(), |u| u.userid);
        let mine = if red { "red" } else { "blue" };
        let result = match g.winner.as_deref() {
            None => "drew",
            Some(w) if w == mine => "won",
            Some(_) => "lost",
        };
        let loser = if result == "won" {
            opponent.as_str()
        } else {
            user.userid.as_str()
        };
        let why = texts::end_words(&g.reason, (result != "drew").then_some(loser));
        let _ = writeln!(
            body,
            "  {}  game {} ({}): {result} against {opponent}\n              {why}; rating {:.0} -> {:.0}",
            texts::date_words(g.at),
            g.game,
            g.kind,
            before,
            after
        );
    }
    ctx.send(
        &ctx.req.from,
        &format!("Stratego: rating of {}", user.userid),
        &body,
        Thread::Reply,
        None,
    )?;
    Ok(format!("rating of {}", user.userid))
}

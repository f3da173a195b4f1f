//! The league by mail (issue 14): `standings`, `rating`.

use super::{Ctx, Outcome, Thread};
use crate::league::{self, RECENT_RESULTS};
use crate::store::StoreError;
use crate::texts::info::unknown_userid;
use crate::texts::league::{self as words, Placed, RatedResult};

/// `stratego standings [<kind>]`: the rating table of one kind of game (classic when none
/// is named), to the sender.
pub fn standings(ctx: &mut Ctx<'_, '_>, kind: Option<&str>) -> Outcome {
    let lang = ctx.sender_lang();
    let kinds = league::kinds();
    let kind = match kind {
        None => kinds[0].to_string(),
        Some(k) => {
            let lower = k.trim_start_matches('-').to_ascii_lowercase();
            if !kinds.contains(&lower.as_str()) {
                return Err(words::unknown_kind(lang, k, &kinds).into());
            }
            lower
        }
    };
    let rows = ctx.tx.standings(&kind)?;
    let (subject, body) = words::standings_mail(lang, &kind, &kinds, &rows);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("standings {kind}: {} players", rows.len()))
}

/// `stratego rating <u>`: the player's rating in every kind they have played, and their
/// last rated games, to the sender.
pub fn rating(ctx: &mut Ctx<'_, '_>, userid: &str) -> Outcome {
    let user = match ctx.tx.user(userid) {
        Ok(u) => u,
        Err(StoreError::NotFound { .. }) => {
            return Err(unknown_userid(ctx.sender_lang(), userid).into());
        }
        Err(e) => return Err(e.into()),
    };
    let ratings = ctx.tx.ratings_of(&user.userid_key)?;
    let mut placed = Vec::with_capacity(ratings.len());
    for r in &ratings {
        let place = ctx
            .tx
            .standings(&r.kind)?
            .iter()
            .position(|s| s.userid_key == r.userid_key)
            .map_or(0, |i| i + 1);
        placed.push(Placed { rating: r, place });
    }
    let recent = ctx.tx.recent_results(&user.userid_key, RECENT_RESULTS)?;
    let played: Vec<_> = recent
        .iter()
        .map(|g| g.played_by(&user.userid_key))
        .collect();
    let mut opponents = Vec::with_capacity(played.len());
    for p in &played {
        let key = p.opponent;
        opponents.push(ctx.user(key).map_or_else(|_| key.to_string(), |u| u.userid));
    }
    let results: Vec<RatedResult<'_>> = recent
        .iter()
        .zip(&played)
        .zip(&opponents)
        .map(|((g, p), opponent)| RatedResult {
            at: g.at,
            game: g.game,
            kind: &g.kind,
            opponent,
            won: p.won,
            reason: &g.reason,
            before: p.before,
            after: p.after,
        })
        .collect();
    let (subject, body) = words::rating_mail(ctx.sender_lang(), &user.userid, &placed, &results);
    ctx.send(&ctx.req.from, &subject, &body, Thread::Reply, None)?;
    Ok(format!("rating of {}", user.userid))
}

//! Ratings (issue 14): Glicko-2 ratings, one per player and kind of game, and the
//! standings made of them.
//!
//! * A game is rated when it ends between two people after it left setup: a captured flag,
//!   a side that cannot move, an agreed draw, a resignation or a forfeit (both count as a
//!   loss). A game that ends during setup (a resignation, a walled-in army at the start) is
//!   not rated: nothing was played.
//! * Each rated game is one rating period of Glicko-2 for both players (as online servers
//!   do), computed by the `skillratings` crate with its default system constant (tau 0.5).
//!   A new player starts at 1500 +/- 350, volatility 0.06.
//! * A rating whose deviation is above [`PROVISIONAL_DEVIATION`] is *provisional*: the
//!   system does not know the player well yet (a new player needs about six to eight games
//!   against established players to get below it).
//! * Ratings are keyed by the variant's name, so every kind of game the rules crate has is
//!   rated apart with no change here.

use serde_json::{Value, json};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use stratego_rules::{Color, Outcome, Variant};

use crate::store::{GameSummary, RatedGame, RatingRow, Reader, StoreError, Tx};

pub use crate::store::PROVISIONAL_DEVIATION;

/// How many rated games `stratego rating` lists.
pub const RECENT_RESULTS: i64 = 10;

/// The names of the kinds of game, as ratings are keyed: every variant of the rules crate.
pub fn kinds() -> Vec<&'static str> {
    Variant::ALL.iter().map(|v| v.name()).collect()
}

fn fresh(userid_key: &str, userid: &str, kind: &str) -> RatingRow {
    let g = Glicko2Rating::new();
    RatingRow {
        userid_key: userid_key.to_string(),
        userid: userid.to_string(),
        kind: kind.to_string(),
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
        won: 0,
        lost: 0,
        drawn: 0,
        updated: 0,
        robot: false,
    }
}

/// The rating of `userid` in `kind`, or a new player's when they have none.
fn current(tx: &Reader<'_>, userid_key: &str, kind: &str) -> Result<RatingRow, StoreError> {
    match tx.rating(userid_key, kind)? {
        Some(r) => Ok(r),
        None => {
            let user = tx.user(userid_key)?;
            Ok(fresh(userid_key, &user.userid, kind))
        }
    }
}

/// Both players' ratings after a rated game, and Red's and Blue's before it: what the line
/// under the end of the game tells, in each reader's language ([`NewRatings::line`]).
#[derive(Debug, Clone)]
pub struct NewRatings {
    /// Red's rating now.
    pub red: RatingRow,
    /// Blue's rating now.
    pub blue: RatingRow,
    /// Red's and Blue's ratings before the game.
    pub before: (f64, f64),
}

impl NewRatings {
    /// The line of the end-of-game mail in `lang`.
    pub fn line(&self, lang: crate::texts::Lang) -> String {
        crate::texts::league::rating_line(lang, &self.red, &self.blue, self.before)
    }
}

/// Rates the game `row` that has just ended with `outcome`, in the transaction that ended
/// it, and returns both new ratings and the old ones, for the end-of-game mail.
/// The caller decides whether the game counts (it left setup).
///
/// # Errors
/// [`StoreError`] if the database fails, or if the game was rated already.
pub fn rate_game(
    tx: &Tx<'_>,
    row: &GameSummary,
    outcome: &Outcome,
    now: i64,
) -> Result<NewRatings, StoreError> {
    let kind = row.variant.as_str();
    let mut red = current(tx, &row.red, kind)?;
    let mut blue = current(tx, &row.blue, kind)?;
    let (red_before, blue_before) = (red.rating, blue.rating);
    let result = match outcome.winner {
        Some(Color::Red) => Outcomes::WIN,
        Some(Color::Blue) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let as_glicko = |r: &RatingRow| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let (r, b) = glicko2(
        &as_glicko(&red),
        &as_glicko(&blue),
        &result,
        &Glicko2Config::new(),
    );
    for (row, new, score) in [
        (&mut red, r, outcome.winner.map(|w| w == Color::Red)),
        (&mut blue, b, outcome.winner.map(|w| w == Color::Blue)),
    ] {
        row.rating = new.rating;
        row.deviation = new.deviation;
        row.volatility = new.volatility;
        row.updated = now;
        match score {
            Some(true) => row.won += 1,
            Some(false) => row.lost += 1,
            None => row.drawn += 1,
        }
        tx.put_rating(row)?;
    }
    tx.record_rated_game(&RatedGame {
        game: row.id,
        kind: kind.to_string(),
        red: row.red.clone(),
        blue: row.blue.clone(),
        winner: outcome.winner.map(|c| c.as_str().to_string()),
        reason: outcome.reason.as_str().to_string(),
        red_before,
        red_after: red.rating,
        blue_before,
        blue_after: blue.rating,
        at: now,
    })?;
    Ok(NewRatings {
        red,
        blue,
        before: (red_before, blue_before),
    })
}

/// The standings of `kind` as the JSON list of `standings --json`.
pub fn standings_json(rows: &[RatingRow]) -> Value {
    Value::Array(
        rows.iter()
            .enumerate()
            .map(|(i, r)| {
                json!({
                    "rank": i + 1,
                    "player": r.userid,
                    "kind": r.kind,
                    "rating": round1(r.rating),
                    "deviation": round1(r.deviation),
                    "volatility": r.volatility,
                    "games": r.games(),
                    "won": r.won,
                    "lost": r.lost,
                    "drawn": r.drawn,
                    "provisional": r.is_provisional(),
                    "robot": r.robot,
                })
            })
            .collect(),
    )
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

//! The words of the league: the standings table, one player's ratings and results, the
//! line of new ratings under a game's end.

use std::fmt::Write;

use super::{Lang, Refused, clip, date_words, end_words};
use crate::store::{PROVISIONAL_DEVIATION, RatingRow};

/// `1662 +/- 290`.
pub fn rating_words(r: &RatingRow) -> String {
    format!("{:.0} +/- {:.0}", r.rating, r.deviation)
}

/// The line of the end-of-game mail: both new ratings with their change (`before` holds
/// Red's and Blue's ratings before the game).
pub fn rating_line(red: &RatingRow, blue: &RatingRow, before: (f64, f64)) -> String {
    let one = |r: &RatingRow, before: f64| {
        let games = r.games();
        format!(
            "{} {} ({:+.0}, {games} game{}{})",
            r.userid,
            rating_words(r),
            r.rating - before,
            if games == 1 { "" } else { "s" },
            if r.is_provisional() {
                ", provisional"
            } else {
                ""
            }
        )
    };
    format!(
        "Ratings ({}): {}; {}.",
        red.kind,
        one(red, before.0),
        one(blue, before.1)
    )
}

/// The standings of `kind` as a table, as mailed and as `standings` prints it.
pub fn standings_table(kind: &str, rows: &[RatingRow]) -> String {
    let mut out =
        format!("Standings: {kind} (Glicko-2 ratings of rated games between players)\n\n");
    if rows.is_empty() {
        out.push_str(&format!("  No rated {kind} game has ended yet.\n"));
        return out;
    }
    // A block (every line indented): the same columns on every row, marks included, so
    // that no row is wider than the header's 64 columns.
    out.push_str("  Rank  Player                 Rating   +/-  Games   W   L   D\n");
    for (i, r) in rows.iter().enumerate() {
        let name = if r.robot {
            format!("{}*", r.userid)
        } else {
            r.userid.clone()
        };
        let mark = if r.is_provisional() { "  ?" } else { "" };
        out.push_str(&format!(
            "  {:>4}  {name:<21}  {:>6.0}  {:>4.0}  {:>5} {:>3} {:>3} {:>3}{mark}\n",
            i + 1,
            r.rating,
            r.deviation,
            r.games(),
            r.won,
            r.lost,
            r.drawn,
        ));
    }
    out.push_str(&format!(
        "\n+/- is the rating's deviation: how sure it is. A ? marks a provisional rating \
         (a deviation above {PROVISIONAL_DEVIATION:.0}): too few games to tell.\n"
    ));
    if rows.iter().any(|r| r.robot) {
        out.push_str("A * marks the computer opponent: its games are rated too.\n");
    }
    out
}

/// Subject and body of the standings mail: the table, then the other kinds.
pub fn standings_mail(kind: &str, kinds: &[&str], rows: &[RatingRow]) -> (String, String) {
    let mut body = standings_table(kind, rows);
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
    (format!("Stratego: standings {kind}"), body)
}

/// `standings` of a kind there is not.
pub fn unknown_kind(asked: &str, kinds: &[&str]) -> Refused {
    Refused::new(
        "unknown kind of game",
        format!(
            "'{}' is not a kind of game here; the kinds are: {}. For example:\n  stratego \
             standings {}",
            clip(asked, 40),
            kinds.join(", "),
            kinds[0]
        ),
    )
}

/// One rating of a player, with the place in its standings.
pub struct Placed<'a> {
    /// The rating.
    pub rating: &'a RatingRow,
    /// The place in the standings of its kind (from 1).
    pub place: usize,
}

/// One rated game of a player, as they saw it.
pub struct RatedResult<'a> {
    /// When it ended.
    pub at: i64,
    /// The game number.
    pub game: i64,
    /// Its kind.
    pub kind: &'a str,
    /// The opponent's userid.
    pub opponent: &'a str,
    /// `Some(true)` won, `Some(false)` lost, `None` drawn.
    pub won: Option<bool>,
    /// Why it ended (the stored reason).
    pub reason: &'a str,
    /// The player's rating before and after.
    pub before: f64,
    /// After.
    pub after: f64,
}

/// Subject and body of `rating`: each rating with its place, then the last rated games.
pub fn rating_mail(
    userid: &str,
    ratings: &[Placed<'_>],
    recent: &[RatedResult<'_>],
) -> (String, String) {
    let mut body = format!("Ratings of {userid} (Glicko-2, one per kind of game):\n\n");
    if ratings.is_empty() {
        let _ = writeln!(body, "  No rated game yet.");
    }
    for Placed { rating: r, place } in ratings {
        let _ = writeln!(
            body,
            "  {:<8} {}, place {place}{}\n           {}: {} won, {} lost, {} drawn",
            r.kind,
            rating_words(r),
            if r.is_provisional() {
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
    if !recent.is_empty() {
        let _ = writeln!(body, "\nLast rated games, newest first:\n");
    }
    for g in recent {
        let (result, loser) = match g.won {
            Some(true) => ("won", Some(g.opponent)),
            Some(false) => ("lost", Some(userid)),
            None => ("drew", None),
        };
        let _ = writeln!(
            body,
            "  {}  game {} ({}): {result} against {}\n              {}; rating {:.0} -> {:.0}",
            date_words(g.at),
            g.game,
            g.kind,
            g.opponent,
            end_words(Lang::En, g.reason, loser),
            g.before,
            g.after
        );
    }
    (format!("Stratego: rating of {userid}"), body)
}

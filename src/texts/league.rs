//! The words of the league: the standings table, one player's ratings and results, the
//! line of new ratings under a game's end (`locales/*/league.ftl`).

use std::fmt::Write;

use super::{Lang, Refused, clip, date_in};
use crate::store::{PROVISIONAL_DEVIATION, RatingRow};
use crate::t;

/// `1662 +/- 290`.
pub fn rating_words(r: &RatingRow) -> String {
    format!("{:.0} +/- {:.0}", r.rating, r.deviation)
}

/// `yes` or `no`, for a message's selector.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The line of the end-of-game mail: both new ratings with their change (`before` holds
/// Red's and Blue's ratings before the game).
pub fn rating_line(lang: Lang, red: &RatingRow, blue: &RatingRow, before: (f64, f64)) -> String {
    let one = |r: &RatingRow, before: f64| {
        t!(
            lang,
            "league-rating-change",
            user = r.userid.as_str(),
            rating = format!("{:.0}", r.rating),
            deviation = format!("{:.0}", r.deviation),
            change = format!("{:+.0}", r.rating - before),
            games = r.games(),
            provisional = yes(r.is_provisional())
        )
    };
    t!(
        lang,
        "league-ratings",
        kind = red.kind.as_str(),
        red = one(red, before.0),
        blue = one(blue, before.1)
    )
}

/// The standings of `kind` as a table, as mailed and as `standings` prints it.
pub fn standings_table(lang: Lang, kind: &str, rows: &[RatingRow]) -> String {
    let mut out = t!(lang, "league-standings", kind = kind) + "\n\n";
    if rows.is_empty() {
        let _ = writeln!(out, "  {}", t!(lang, "league-standings-empty", kind = kind));
        return out;
    }
    // A block (every line indented): the same columns on every row, marks included. Each
    // column is as wide as its header word in the reader's language, at least as the
    // figures need (English: 64 columns in all).
    let columns = t!(lang, "league-columns");
    let mut words = columns.split_whitespace();
    let mut next = || words.next().unwrap_or("").to_string();
    let header = [
        next(),
        next(),
        next(),
        "+/-".to_string(),
        next(),
        next(),
        next(),
        next(),
    ];
    let w: Vec<usize> = header
        .iter()
        .zip([4, 21, 6, 4, 5, 3, 3, 3])
        .map(|(h, least)| h.chars().count().max(least))
        .collect();
    let line = |c: [&str; 8]| {
        format!(
            "  {:>w0$}  {:<w1$}  {:>w2$}  {:>w3$}  {:>w4$} {:>w5$} {:>w6$} {:>w7$}",
            c[0],
            c[1],
            c[2],
            c[3],
            c[4],
            c[5],
            c[6],
            c[7],
            w0 = w[0],
            w1 = w[1],
            w2 = w[2],
            w3 = w[3],
            w4 = w[4],
            w5 = w[5],
            w6 = w[6],
            w7 = w[7],
        )
    };
    let heading = line(std::array::from_fn(|i| header[i].as_str()));
    let _ = writeln!(out, "{}", heading.trim_end());
    for (i, r) in rows.iter().enumerate() {
        let name = if r.robot {
            format!("{}*", r.userid)
        } else {
            r.userid.clone()
        };
        let mark = if r.is_provisional() { "  ?" } else { "" };
        let figures = [
            (i + 1).to_string(),
            name,
            format!("{:.0}", r.rating),
            format!("{:.0}", r.deviation),
            r.games().to_string(),
            r.won.to_string(),
            r.lost.to_string(),
            r.drawn.to_string(),
        ];
        let _ = writeln!(
            out,
            "{}{mark}",
            line(std::array::from_fn(|i| figures[i].as_str()))
        );
    }
    let _ = writeln!(
        out,
        "\n{}",
        t!(
            lang,
            "league-standings-deviation",
            deviation = format!("{PROVISIONAL_DEVIATION:.0}")
        )
    );
    if rows.iter().any(|r| r.robot) {
        let _ = writeln!(out, "{}", t!(lang, "league-standings-robot"));
    }
    out
}

/// Subject and body of the standings mail: the table, then the other kinds.
pub fn standings_mail(
    lang: Lang,
    kind: &str,
    kinds: &[&str],
    rows: &[RatingRow],
) -> (String, String) {
    let mut body = standings_table(lang, kind, rows);
    let others = kinds
        .iter()
        .filter(|k| **k != kind)
        .map(|k| format!("stratego standings {k}"))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(
        body,
        "\n{}",
        t!(lang, "league-standings-others", kinds = others)
    );
    (t!(lang, "league-standings.subject", kind = kind), body)
}

/// `standings` of a kind there is not.
pub fn unknown_kind(lang: Lang, asked: &str, kinds: &[&str]) -> Refused {
    Refused::new(
        t!(lang, "league-unknown-kind"),
        t!(
            lang,
            "league-unknown-kind.detail",
            asked = clip(asked, 40),
            kinds = kinds.join(", "),
            example = kinds[0]
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
    lang: Lang,
    userid: &str,
    ratings: &[Placed<'_>],
    recent: &[RatedResult<'_>],
) -> (String, String) {
    let mut body = t!(lang, "league-rating", user = userid) + "\n\n";
    if ratings.is_empty() {
        let _ = writeln!(body, "  {}", t!(lang, "league-rating-none"));
    }
    for Placed { rating: r, place } in ratings {
        let placed = t!(
            lang,
            "league-rating-place",
            rating = rating_words(r),
            place = *place,
            provisional = yes(r.is_provisional())
        );
        let record = t!(
            lang,
            "league-rating-record",
            games = r.games(),
            won = r.won,
            lost = r.lost,
            drawn = r.drawn
        );
        let _ = writeln!(body, "  {:<8} {placed}\n           {record}", r.kind);
    }
    if !recent.is_empty() {
        let _ = writeln!(body, "\n{}\n", t!(lang, "league-recent"));
    }
    for g in recent {
        let (result, loser) = match g.won {
            Some(true) => ("won", Some(g.opponent)),
            Some(false) => ("lost", Some(userid)),
            None => ("drew", None),
        };
        let game = t!(
            lang,
            "league-recent-game",
            game = g.game,
            kind = g.kind,
            result = result,
            opponent = g.opponent
        );
        let end = t!(
            lang,
            "league-recent-end",
            why = super::end_words(lang, g.reason, loser),
            before = format!("{:.0}", g.before),
            after = format!("{:.0}", g.after)
        );
        let _ = writeln!(
            body,
            "  {}  {game}\n              {end}",
            date_in(lang, g.at)
        );
    }
    (t!(lang, "league-rating.subject", user = userid), body)
}

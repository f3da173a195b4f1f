//! The tables of tournaments: the standings with every tie-break, a round's boards, the
//! mail after each round, the final table, `stratego tournament <T>` and `tournaments`.
//!
//! A table is a block (every line indented, never wrapped) no wider than 72 columns. Each
//! column is as wide as its longest header or value in the reader's language, and never
//! narrower than the English table has always been, so that English stays as it was.

use std::fmt::Write;

use super::{Lang, State, state_key};
use crate::league::standings::{Line, System, figure};
use crate::league::tournament::MIN_PLAYERS;
use crate::store::TournamentRow;
use crate::t;
use crate::texts::clip;

/// Points as `lang` writes a number: `1.5`, `1,5`.
pub fn points(lang: Lang, x: f64) -> String {
    let s = figure(x);
    match lang {
        Lang::En => s,
        // German and Dutch write a decimal comma.
        Lang::De | Lang::Nl => s.replace('.', ","),
    }
}

/// The header of a column of the standings or of a round's boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Head {
    /// The place.
    Rank,
    /// The pairing number.
    Number,
    /// The player's name.
    Player,
    /// Points.
    Points,
    /// Buchholz Cut-1.
    BuchholzCut1,
    /// Buchholz.
    Buchholz,
    /// Sonneborn-Berger.
    SonnebornBerger,
    /// Direct encounter.
    Direct,
    /// Games won.
    Wins,
    /// The player with Red.
    Red,
    /// The player with Blue.
    Blue,
    /// A board's result.
    Result,
    /// A board's game.
    Game,
}

impl Head {
    /// The header in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Head::Rank => t!(lang, "tournament-columns.rank"),
            Head::Number => t!(lang, "tournament-columns.number"),
            Head::Player => t!(lang, "tournament-columns.player"),
            Head::Points => t!(lang, "tournament-columns.points"),
            Head::BuchholzCut1 => t!(lang, "tournament-columns.buchholz-cut1"),
            Head::Buchholz => t!(lang, "tournament-columns.buchholz"),
            Head::SonnebornBerger => t!(lang, "tournament-columns.sonneborn-berger"),
            Head::Direct => t!(lang, "tournament-columns.direct"),
            Head::Wins => t!(lang, "tournament-columns.wins"),
            Head::Red => t!(lang, "tournament-columns.red"),
            Head::Blue => t!(lang, "tournament-columns.blue"),
            Head::Result => t!(lang, "tournament-columns.result"),
            Head::Game => t!(lang, "tournament-columns.game"),
        }
    }
}

/// How a column is set: its header, the spaces before it, the narrowest it may be, and
/// whether its values stand to the right.
struct Column {
    header: String,
    gap: usize,
    min: usize,
    right: bool,
}

/// The columns `text` takes.
fn width(text: &str) -> usize {
    text.chars().count()
}

/// The width of a column: the narrowest it may be, its header's, its longest value's.
fn widest(min: usize, header: &str, cells: impl IntoIterator<Item = usize>) -> usize {
    cells.into_iter().fold(min.max(width(header)), usize::max)
}

/// The lines of a table of `columns` with `rows` of cells, each line indented by its first
/// column's gap.
fn render(columns: &[Column], rows: &[Vec<String>]) -> String {
    let widths: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| widest(c.min, &c.header, rows.iter().map(|r| width(&r[i]))))
        .collect();
    let mut out = String::new();
    let headers: Vec<String> = columns.iter().map(|c| c.header.clone()).collect();
    for cells in std::iter::once(&headers).chain(rows) {
        for ((c, cell), width) in columns.iter().zip(cells).zip(&widths) {
            out.push_str(&" ".repeat(c.gap));
            let _ = if c.right {
                write!(out, "{cell:>width$}")
            } else {
                write!(out, "{cell:<width$}")
            };
        }
        out.push('\n');
    }
    out
}

fn clip_name(name: &str) -> String {
    name.chars().take(20).collect()
}

/// The standings as a table: every tie-break column of the system.
pub fn table(lang: Lang, system: System, lines: &[Line]) -> String {
    let swiss = system == System::Swiss;
    let column = |head: Option<Head>, gap, min, right| Column {
        header: head.map_or(String::new(), |h| h.text(lang)),
        gap,
        min,
        right,
    };
    let mut columns = vec![
        column(Some(Head::Rank), 2, 4, true),
        column(Some(Head::Player), 2, 20, false),
        // The mark of a withdrawn player, right after the name.
        column(None, 0, 1, false),
        column(Some(Head::Points), 1, 4, true),
    ];
    if swiss {
        columns.push(column(Some(Head::BuchholzCut1), 2, 5, true));
        columns.push(column(Some(Head::Buchholz), 2, 5, true));
    }
    columns.push(column(Some(Head::SonnebornBerger), 2, 6, true));
    columns.push(column(Some(Head::Direct), 2, 3, true));
    columns.push(column(Some(Head::Wins), 1, 3, true));
    let rows: Vec<Vec<String>> = lines
        .iter()
        .map(|l| {
            let mut cells = vec![
                l.rank.to_string(),
                clip_name(&l.name),
                if l.withdrawn { "*" } else { " " }.to_string(),
                points(lang, l.points),
            ];
            if swiss {
                cells.push(points(lang, l.buchholz_cut1));
                cells.push(points(lang, l.buchholz));
            }
            cells.push(points(lang, l.sonneborn_berger));
            cells.push(l.direct.map_or("-".to_string(), |d| points(lang, d)));
            cells.push(l.wins.to_string());
            cells
        })
        .collect();
    render(&columns, &rows)
}

/// What the columns mean, under a table.
pub fn legend(lang: Lang, system: System, any_withdrawn: bool) -> String {
    let mut out = t!(lang, "tournament-legend", system = system.as_str()) + "\n";
    if any_withdrawn {
        out.push_str(&t!(lang, "tournament-legend-withdrawn"));
        out.push('\n');
    }
    out
}

/// One board of a round, as the round's list shows it.
#[derive(Debug, Clone)]
pub struct Board<'a> {
    /// The game, if one was made.
    pub game: Option<i64>,
    /// White's (Red's) userid; the bye's player for a bye.
    pub white: &'a str,
    /// Black's (Blue's) userid; `None` for a bye.
    pub black: Option<&'a str>,
    /// The TRF codes, once known.
    pub scores: Option<(&'a str, &'a str)>,
}

/// A board's result as words: `1-0`, `0-1`, `draw`, `1-0 forfeit`, `playing`.
pub fn result_words(lang: Lang, scores: Option<(&str, &str)>) -> String {
    let result = match scores {
        None => "playing",
        Some(("1", _)) => "win",
        Some(("0", _)) => "loss",
        Some(("=", _)) => "draw",
        Some(("+", _)) => "forfeit-win",
        Some(("-", "+")) => "forfeit-loss",
        Some(("-", _)) => "both-forfeit",
        Some(_) => "bye",
    };
    t!(lang, "tournament-result", result = result)
}

/// The boards of round `round`.
pub fn round_list(lang: Lang, round: i64, boards: &[Board<'_>]) -> String {
    let results: Vec<String> = boards
        .iter()
        .map(|b| result_words(lang, b.scores))
        .collect();
    let (red, blue, result) = (
        Head::Red.text(lang),
        Head::Blue.text(lang),
        Head::Result.text(lang),
    );
    let red_w = widest(20, &red, boards.iter().map(|b| width(&clip_name(b.white))));
    let blue_w = widest(
        20,
        &blue,
        boards
            .iter()
            .filter_map(|b| b.black)
            .map(|n| width(&clip_name(n))),
    );
    let result_w = widest(
        12,
        &result,
        boards
            .iter()
            .zip(&results)
            .filter(|(b, _)| b.black.is_some())
            .map(|(_, r)| width(r)),
    );
    let mut out = t!(lang, "tournament-round", round = round);
    let _ = writeln!(out, "\n\n  {red:<red_w$} {blue:<blue_w$} {result}");
    for (b, result) in boards.iter().zip(&results) {
        match b.black {
            Some(black) => {
                let game = b.game.map_or(String::new(), |g| {
                    format!("  {}", t!(lang, "tournament-round-game", game = g))
                });
                let _ = writeln!(
                    out,
                    "  {:<red_w$} {:<blue_w$} {result:<result_w$}{game}",
                    clip_name(b.white),
                    clip_name(black),
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {:<red_w$} {}",
                    clip_name(b.white),
                    t!(lang, "tournament-round-bye")
                );
            }
        }
    }
    out
}

/// The standings after a round, to every player.
pub fn standings_mail(
    lang: Lang,
    t: &TournamentRow,
    system: System,
    round: i64,
    lines: &[Line],
    boards: &[Board<'_>],
) -> (String, String) {
    let (id, name) = (t.id, t.name.as_str());
    let mut body = t!(
        lang,
        "tournament-standings-after",
        tournament = id,
        name = name,
        round = round
    );
    body.push_str("\n\n");
    body.push_str(&table(lang, system, lines));
    body.push('\n');
    body.push_str(&legend(lang, system, lines.iter().any(|l| l.withdrawn)));
    body.push('\n');
    body.push_str(&round_list(lang, round, boards));
    if round < t.rounds.unwrap_or(0) {
        let _ = writeln!(
            body,
            "\n{}",
            t!(lang, "tournament-standings-next", next = round + 1)
        );
    }
    (
        t!(
            lang,
            "tournament-standings-after.subject",
            tournament = id,
            round = round
        ),
        body,
    )
}

/// A player's name, with `(withdrawn)` after it when they were taken out: their results
/// stand as played (a decision, docs/TOURNAMENTS.md).
fn named(lang: Lang, l: &Line) -> String {
    if l.withdrawn {
        t!(lang, "tournament-withdrawn-name", user = l.name.as_str())
    } else {
        l.name.clone()
    }
}

/// The final table with the winner, to every player.
pub fn final_mail(
    lang: Lang,
    t: &TournamentRow,
    system: System,
    lines: &[Line],
) -> (String, String) {
    let (id, name) = (t.id, t.name.as_str());
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| named(lang, l))
        .collect();
    let (subject, win) = match winners.as_slice() {
        [] => (
            t!(lang, "tournament-over.subject", tournament = id),
            t!(lang, "tournament-over", tournament = id, name = name),
        ),
        [one] => (
            t!(
                lang,
                "tournament-over-winner.subject",
                tournament = id,
                winner = one.as_str()
            ),
            t!(
                lang,
                "tournament-over-winner",
                tournament = id,
                name = name,
                winner = one.as_str()
            ),
        ),
        [many @ .., last] => (
            t!(lang, "tournament-over-shared.subject", tournament = id),
            t!(
                lang,
                "tournament-over-shared",
                tournament = id,
                name = name,
                winners = many.join(", "),
                last = last.as_str()
            ),
        ),
    };
    let mut body = format!("{win}\n\n{}\n\n", t!(lang, "tournament-final-table"));
    body.push_str(&table(lang, system, lines));
    body.push('\n');
    body.push_str(&legend(lang, system, lines.iter().any(|l| l.withdrawn)));
    (subject, body)
}

/// What `stratego tournament <T>` tells.
pub struct Overview<'a> {
    /// The tournament.
    pub t: &'a TournamentRow,
    /// Its system.
    pub system: System,
    /// Where it stands.
    pub state: State,
    /// The director's userid.
    pub director: &'a str,
    /// `Swiss, 5 rounds, classic ...`.
    pub kind: &'a str,
    /// The players before the start, in the order they joined.
    pub entrants: &'a [String],
    /// The standings after the rounds completed.
    pub lines: &'a [Line],
    /// The rounds completed.
    pub completed: u32,
    /// The boards of the round being played (or the last one).
    pub boards: &'a [Board<'a>],
}

/// `stratego tournament <T>`: standings with every tie-break, the round's pairings and
/// results, and what happens next.
pub fn overview(lang: Lang, o: &Overview<'_>) -> (String, String) {
    let t = o.t;
    let (id, name) = (t.id, t.name.as_str());
    let mut body = t!(
        lang,
        "tournament-overview",
        tournament = id,
        name = name,
        kind = o.kind,
        director = o.director,
        state = state_key(o.state)
    );
    body.push_str("\n\n");
    match o.state {
        State::Open | State::Closed => {
            if o.entrants.is_empty() {
                let _ = writeln!(body, "{}", t!(lang, "tournament-no-players"));
            } else {
                let _ = writeln!(
                    body,
                    "{}",
                    t!(
                        lang,
                        "tournament-players",
                        count = o.entrants.len(),
                        players = o.entrants.join(", ")
                    )
                );
            }
            let next = if o.state == State::Open {
                t!(
                    lang,
                    "tournament-to-join",
                    tournament = id,
                    min = MIN_PLAYERS
                )
            } else {
                t!(lang, "tournament-starts-when-ready")
            };
            let _ = writeln!(body, "\n{next}");
        }
        State::Running | State::Over => {
            if o.completed == 0 {
                let _ = writeln!(body, "{}", t!(lang, "tournament-no-round-ended"));
            } else {
                let _ = writeln!(
                    body,
                    "{}\n",
                    t!(
                        lang,
                        "tournament-standings-after-round",
                        round = o.completed
                    )
                );
                body.push_str(&table(lang, o.system, o.lines));
                body.push('\n');
                body.push_str(&legend(lang, o.system, o.lines.iter().any(|l| l.withdrawn)));
            }
            if !o.boards.is_empty() {
                body.push('\n');
                body.push_str(&round_list(lang, t.round, o.boards));
            }
            let next = if o.state == State::Over {
                match o.lines.iter().filter(|l| l.rank == 1).count() {
                    1 => t!(
                        lang,
                        "tournament-is-over-won",
                        winner = named(lang, &o.lines[0])
                    ),
                    _ => t!(lang, "tournament-is-over"),
                }
            } else {
                let open = o.boards.iter().filter(|b| b.scores.is_none()).count();
                let total = t.rounds.unwrap_or(0);
                if t.round < total {
                    t!(
                        lang,
                        "tournament-round-playing",
                        round = t.round,
                        rounds = total,
                        open = open,
                        next = t.round + 1
                    )
                } else {
                    t!(
                        lang,
                        "tournament-last-round-playing",
                        round = t.round,
                        open = open
                    )
                }
            };
            let _ = writeln!(body, "\n{next}");
        }
    }
    let title = clip(
        &t!(
            lang,
            "tournament-overview-title",
            tournament = id,
            name = name
        ),
        60,
    );
    (t!(lang, "tournament-overview.subject", title = title), body)
}

/// One tournament in the list.
pub struct Listed<'a> {
    /// The tournament.
    pub t: &'a TournamentRow,
    /// Where it stands.
    pub state: State,
    /// Its players.
    pub players: usize,
    /// `Swiss, 5 rounds, classic`.
    pub kind: String,
}

/// `stratego tournaments`: open, running and over, each with its number.
pub fn list(lang: Lang, all: &[Listed<'_>]) -> (String, String) {
    let mut body = t!(lang, "tournament-list") + "\n";
    for state in [State::Open, State::Closed, State::Running, State::Over] {
        let these: Vec<&Listed<'_>> = all.iter().filter(|l| l.state == state).collect();
        if these.is_empty() {
            continue;
        }
        let title = t!(lang, "tournament-section", state = state_key(state));
        let _ = writeln!(body, "\n{title}:\n");
        for l in these {
            let players = if state == State::Running {
                t!(
                    lang,
                    "tournament-list-players-round",
                    players = l.players,
                    round = l.t.round
                )
            } else {
                t!(lang, "tournament-list-players", players = l.players)
            };
            let _ = writeln!(body, "  {:>3}  {} {players}", l.t.id, clip(&l.t.name, 40));
            let _ = writeln!(body, "       {}", l.kind);
        }
    }
    let end = if all.is_empty() {
        t!(lang, "tournament-list-none")
    } else {
        t!(lang, "tournament-list-one")
    };
    let _ = writeln!(body, "\n{end}");
    (t!(lang, "tournament-list.subject"), body)
}

//! The words of tournaments (issue 77): the refusals (`refused.rs`), the answers to the director and the
//! players, the round's mails (the pairing line of a board mail, the bye), the standings
//! after each round and the final table, `stratego tournament <T>` and `tournaments`; the
//! web pages' words are in `web.rs`.
//!
//! Tables are blocks (every line indented) no wider than 72 columns; sentences are one
//! line here and wrapped when the mail is queued.

use std::fmt::Write;

use super::clip;
use crate::league::standings::{Line, System, figure};
use crate::league::tournament::{MIN_PLAYERS, State};
use crate::store::TournamentRow;

mod refused;
pub use refused::{refused, robot_by_director};

/// `Tournament 3 (Spring club)`: a title, or the start of a sentence.
pub fn heading(t: &TournamentRow) -> String {
    format!("Tournament {} ({})", t.id, t.name)
}

/// `tournament 3 (Spring club)`: inside a sentence, as `game 3` is.
pub fn named_t(t: &TournamentRow) -> String {
    format!("tournament {} ({})", t.id, t.name)
}

fn system_words(system: System) -> &'static str {
    match system {
        System::Swiss => "Swiss",
        System::RoundRobin => "round robin",
        System::DoubleRoundRobin => "double round robin",
    }
}

fn state_words(state: State) -> &'static str {
    match state {
        State::Open => "open for entries",
        State::Closed => "closed to entries, not started",
        State::Running => "being played",
        State::Over => "over",
    }
}

/// What kind of tournament: `Swiss, 5 rounds, classic -twosquare=5`.
pub fn kind_words(t: &TournamentRow, system: System, options: &[String]) -> String {
    let rounds = match t.rounds {
        Some(1) => ", 1 round".to_string(),
        Some(n) => format!(", {n} rounds"),
        None => String::new(),
    };
    let mut kind = format!("{}{rounds}, {}", system_words(system), t.variant);
    for o in options {
        let lower = o.to_ascii_lowercase();
        if lower.trim_start_matches('-') != t.variant {
            kind.push(' ');
            kind.push_str(o);
        }
    }
    kind
}

/// The answer to `tournament new`.
pub fn created(t: &TournamentRow, kind: &str) -> (String, String) {
    let id = t.id;
    (
        format!("Stratego: tournament {id} created"),
        format!(
            "{} is open for entries: {kind}. You direct it; to play in it too, join it \
             as any player does.\n\
             \n\
             Players join with:\n\
             \x20 stratego tournament join {id} <userid> <password>\n\
             \n\
             When everyone is in, start it (at least {MIN_PLAYERS} players):\n\
             \x20 stratego tournament start {id} <userid> <password>\n\
             \n\
             To stop entries before the start (and to take them again, or to call the \
             tournament off):\n\
             \x20 stratego tournament close {id} <userid> <password>\n\
             \x20 stratego tournament reopen {id} <userid> <password>\n\
             \x20 stratego tournament cancel {id} <userid> <password>\n",
            heading(t)
        ),
    )
}

/// The answer to `tournament join`; `robot` when the director entered the computer.
pub fn joined(t: &TournamentRow, userid: &str, players: usize, robot: bool) -> (String, String) {
    let so_far = format!(
        "{players} player{} so far",
        if players == 1 { "" } else { "s" }
    );
    let body = if robot {
        format!(
            "The computer, {userid}, is in {} ({so_far}). It sets up its army and plays its \
             games by itself: nothing is asked of you for it.\n",
            named_t(t)
        )
    } else {
        format!(
            "{userid} is in {} ({so_far}). When the director starts it, each round's game \
             comes in its own mail, asking for your army.\n",
            named_t(t)
        )
    };
    (
        format!("Stratego: {userid} joined tournament {}", t.id),
        body,
    )
}

/// The answer to `tournament leave`: out before the start, withdrawn after it.
pub fn left(t: &TournamentRow, userid: &str, started: bool) -> (String, String) {
    let body = if started {
        format!(
            "{userid} has withdrawn from {}: not paired again. The results so far stay, and \
             an unfinished game of this tournament is lost by forfeit.\n",
            named_t(t)
        )
    } else {
        format!("{userid} is no longer in {}.\n", named_t(t))
    };
    (format!("Stratego: {userid} left tournament {}", t.id), body)
}

/// The answer to `tournament close`.
pub fn closed(t: &TournamentRow, players: usize) -> (String, String) {
    let id = t.id;
    (
        format!("Stratego: tournament {} closed", t.id),
        format!(
            "{} takes no more players ({players} in). Start it with:\n  stratego tournament \
             start {id} <userid> <password>\nTo take entries again:\n  stratego tournament \
             reopen {id} <userid> <password>\n",
            heading(t),
        ),
    )
}

/// The answer to `tournament reopen`.
pub fn reopened(t: &TournamentRow, players: usize) -> (String, String) {
    let id = t.id;
    (
        format!("Stratego: tournament {id} reopened"),
        format!(
            "{} is open for entries again ({players} player{} so far). Players join \
             with:\n  stratego tournament join {id} <userid> <password>\n",
            heading(t),
            if players == 1 { "" } else { "s" }
        ),
    )
}

/// The answer to `tournament cancel`, to the director.
pub fn cancelled(t: &TournamentRow) -> (String, String) {
    (
        format!("Stratego: tournament {} cancelled", t.id),
        format!(
            "{} is cancelled: it will not be played, and its players are told.\n",
            heading(t)
        ),
    )
}

/// What a player who had joined reads when the director cancels the tournament.
pub fn cancelled_to_player(t: &TournamentRow, userid: &str) -> (String, String) {
    (
        format!("Stratego: tournament {} cancelled", t.id),
        format!(
            "{userid}, the director has cancelled {} before its start: it will not be \
             played. To see the other tournaments:\n  stratego tournaments\n",
            named_t(t)
        ),
    )
}

/// The answer to `tournament start`, to the director; `bye` is the player with the bye
/// in round 1, if one has it.
pub fn started(t: &TournamentRow, players: usize, bye: Option<&str>) -> (String, String) {
    let round1 = match bye {
        Some(bye) => format!(
            "Every other player has their game of round 1 in its own mail; {bye} has the bye \
             and is told so."
        ),
        None => "Every player has their game of round 1 in its own mail.".to_string(),
    };
    (
        format!("Stratego: tournament {} started", t.id),
        format!(
            "{} has started with {players} players and {} rounds. {round1}\n",
            heading(t),
            t.rounds.unwrap_or(0)
        ),
    )
}

/// The line of the first board mail of a tournament game: the tournament, the round, the
/// opponent and the deadline rule.
pub fn pairing_event(
    t: &TournamentRow,
    round: i64,
    red: &str,
    blue: &str,
    forfeit_days: u16,
) -> String {
    format!(
        "{}, round {round} of {}: {red} plays Red and moves first, {blue} plays Blue. Send \
         your army, then your moves: whoever sends neither for {forfeit_days} days loses \
         by forfeit.",
        heading(t),
        t.rounds.unwrap_or(0)
    )
}

/// The bye's mail.
pub fn bye(t: &TournamentRow, round: i64, userid: &str) -> (String, String) {
    let next = if round < t.rounds.unwrap_or(0) {
        format!(
            " Round {} is paired as soon as the last game of round {round} ends.",
            round + 1
        )
    } else {
        String::new()
    };
    (
        format!("Stratego: tournament {}, round {round}: a bye", t.id),
        format!(
            "{userid}, you have the bye in round {round} of {}: no game this round, and the \
             points of a win (1).{next}\n",
            named_t(t)
        ),
    )
}

/// The standings as a table: every tie-break column of the system.
pub fn table(system: System, lines: &[Line]) -> String {
    let mut out = String::new();
    let swiss = system == System::Swiss;
    if swiss {
        out.push_str("  Rank  Player                 Pts  BH-C1     BH      SB   DE   W\n");
    } else {
        out.push_str("  Rank  Player                 Pts      SB   DE   W\n");
    }
    for l in lines {
        let mark = if l.withdrawn { "*" } else { " " };
        let direct = l.direct.map_or("-".to_string(), figure);
        let _ = write!(
            out,
            "  {:>4}  {:<20}{mark} {:>4}",
            l.rank,
            clip_name(&l.name),
            figure(l.points)
        );
        if swiss {
            let _ = write!(
                out,
                "  {:>5}  {:>5}",
                figure(l.buchholz_cut1),
                figure(l.buchholz)
            );
        }
        let _ = writeln!(
            out,
            "  {:>6}  {direct:>3} {:>3}",
            figure(l.sonneborn_berger),
            l.wins
        );
    }
    out
}

fn clip_name(name: &str) -> String {
    name.chars().take(20).collect()
}

/// What the columns mean, under a table.
pub fn legend(system: System, any_withdrawn: bool) -> String {
    let mut out = if system == System::Swiss {
        "Pts points (win 1, draw 1/2, bye 1), BH-C1 Buchholz without the lowest \
         opponent, BH Buchholz, SB Sonneborn-Berger, DE direct encounter, W wins. Ties are \
         broken in that order.\n"
            .to_string()
    } else {
        "Pts points (win 1, draw 1/2, bye 1), SB Sonneborn-Berger, DE direct encounter, \
         W wins. Ties are broken in that order.\n"
            .to_string()
    };
    if any_withdrawn {
        out.push_str("A * marks a player withdrawn from the tournament: by leaving, a ban or a deleted account.\n");
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
pub fn result_words(scores: Option<(&str, &str)>) -> &'static str {
    match scores {
        None => "playing",
        Some(("1", _)) => "1-0",
        Some(("0", _)) => "0-1",
        Some(("=", _)) => "draw",
        Some(("+", _)) => "1-0 forfeit",
        Some(("-", "+")) => "0-1 forfeit",
        Some(("-", _)) => "both forfeit",
        Some(_) => "bye",
    }
}

/// The boards of round `round`.
pub fn round_list(round: i64, boards: &[Board<'_>]) -> String {
    let mut out = format!("Round {round}:\n\n  {:<20} {:<20} Result\n", "Red", "Blue");
    for b in boards {
        match b.black {
            Some(black) => {
                let game = b.game.map_or(String::new(), |g| format!("  game {g}"));
                let _ = writeln!(
                    out,
                    "  {:<20} {:<20} {:<12}{game}",
                    clip_name(b.white),
                    clip_name(black),
                    result_words(b.scores)
                );
            }
            None => {
                let _ = writeln!(out, "  {:<20} bye (1 point)", clip_name(b.white));
            }
        }
    }
    out
}

/// The standings after a round, to every player.
pub fn standings_mail(
    t: &TournamentRow,
    system: System,
    round: i64,
    lines: &[Line],
    boards: &[Board<'_>],
) -> (String, String) {
    let mut body = format!("{}: the standings after round {round}.\n\n", heading(t));
    body.push_str(&table(system, lines));
    body.push('\n');
    body.push_str(&legend(system, lines.iter().any(|l| l.withdrawn)));
    body.push('\n');
    body.push_str(&round_list(round, boards));
    if round < t.rounds.unwrap_or(0) {
        let _ = write!(
            body,
            "\nRound {} is paired: your game (or your bye) comes in its own mail.\n",
            round + 1
        );
    }
    (
        format!(
            "Stratego: tournament {}, standings after round {round}",
            t.id
        ),
        body,
    )
}

/// A player's name, with `(withdrawn)` after it when they were taken out: their results
/// stand as played (a decision, docs/TOURNAMENTS.md).
fn named(l: &Line) -> String {
    if l.withdrawn {
        format!("{} (withdrawn)", l.name)
    } else {
        l.name.clone()
    }
}

/// The final table with the winner, to every player.
pub fn final_mail(t: &TournamentRow, system: System, lines: &[Line]) -> (String, String) {
    let winners: Vec<String> = lines.iter().filter(|l| l.rank == 1).map(named).collect();
    let (subject_win, win) = match winners.as_slice() {
        [] => (String::new(), "Nobody played.".to_string()),
        [one] => (format!(": {one} wins"), format!("{one} wins.")),
        [many @ .., last] => (
            ": shared first place".to_string(),
            format!("{} and {last} share first place.", many.join(", ")),
        ),
    };
    let mut body = format!("{} is over. {win}\n\nThe final table:\n\n", heading(t));
    body.push_str(&table(system, lines));
    body.push('\n');
    body.push_str(&legend(system, lines.iter().any(|l| l.withdrawn)));
    (
        format!("Stratego: tournament {} is over{subject_win}", t.id),
        body,
    )
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
pub fn overview(o: &Overview<'_>) -> (String, String) {
    let t = o.t;
    let id = t.id;
    let mut body = format!(
        "{}: {}. Director: {}. {}.\n\n",
        heading(t),
        o.kind,
        o.director,
        {
            let s = state_words(o.state);
            let mut c = s.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        }
    );
    match o.state {
        State::Open | State::Closed => {
            if o.entrants.is_empty() {
                body.push_str("No player has joined yet.\n");
            } else {
                let _ = writeln!(
                    body,
                    "Players ({}): {}.",
                    o.entrants.len(),
                    o.entrants.join(", ")
                );
            }
            if o.state == State::Open {
                let _ = write!(
                    body,
                    "\nTo join:\n  stratego tournament join {id} <userid> <password>\n\nThe \
                     director starts it when everyone is in (at least {MIN_PLAYERS} players).\n"
                );
            } else {
                let _ = writeln!(body, "\nThe director starts it when ready.");
            }
        }
        State::Running | State::Over => {
            if o.completed == 0 {
                body.push_str("No round has ended yet.\n");
            } else {
                let _ = writeln!(body, "Standings after round {}:\n", o.completed);
                body.push_str(&table(o.system, o.lines));
                body.push('\n');
                body.push_str(&legend(o.system, o.lines.iter().any(|l| l.withdrawn)));
            }
            if !o.boards.is_empty() {
                body.push('\n');
                body.push_str(&round_list(t.round, o.boards));
            }
            let next = if o.state == State::Over {
                match o.lines.iter().filter(|l| l.rank == 1).count() {
                    1 => format!("\nThe tournament is over: {} won.\n", named(&o.lines[0])),
                    _ => "\nThe tournament is over.\n".to_string(),
                }
            } else {
                let open = o.boards.iter().filter(|b| b.scores.is_none()).count();
                let total = t.rounds.unwrap_or(0);
                if t.round < total {
                    format!(
                        "\nRound {} of {total} is being played ({open} game{} still going). \
                         Round {} is paired as soon as its last game ends.\n",
                        t.round,
                        if open == 1 { "" } else { "s" },
                        t.round + 1
                    )
                } else {
                    format!(
                        "\nThe last round, {}, is being played ({open} game{} still going). \
                         The final table comes when its last game ends.\n",
                        t.round,
                        if open == 1 { "" } else { "s" }
                    )
                }
            };
            body.push_str(&next);
        }
    }
    (format!("Stratego: {}", clip(&named_t(t), 60)), body)
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
pub fn list(all: &[Listed<'_>]) -> (String, String) {
    let mut body = String::from("Tournaments\n");
    for (state, title) in [
        (State::Open, "Open for entries"),
        (State::Closed, "Closed, not started"),
        (State::Running, "Being played"),
        (State::Over, "Over"),
    ] {
        let these: Vec<&Listed<'_>> = all.iter().filter(|l| l.state == state).collect();
        if these.is_empty() {
            continue;
        }
        let _ = writeln!(body, "\n{title}:\n");
        for l in these {
            let round = if state == State::Running {
                format!(", round {}", l.t.round)
            } else {
                String::new()
            };
            let _ = writeln!(
                body,
                "  {:>3}  {} ({} players{round})",
                l.t.id,
                clip(&l.t.name, 40),
                l.players
            );
            let _ = writeln!(body, "       {}", l.kind);
        }
    }
    if all.is_empty() {
        body.push_str(
            "\nThere is no tournament yet. To make one:\n  stratego tournament new \
                       <userid> <password> <name> -swiss\n",
        );
    } else {
        body.push_str("\nOne tournament's standings and round:\n  stratego tournament <number>\n");
    }
    ("Stratego: tournaments".to_string(), body)
}

/// `stratego help tournaments`.
pub fn help() -> String {
    format!(
        "Tournaments\n\
     \n\
     A director makes a tournament, players join, the director starts it. Each round the \
     server pairs the players and makes one game per pair, with the tournament's options: \
     no challenge to accept, your game comes in its own mail asking for your army. The \
     next round is paired as soon as the last game of a round ends; after each round \
     every player gets the standings, and after the last one the final table.\n\
     \n\
     \x20 stratego tournaments\n\
     \x20 stratego tournament <number>\n\
     \x20 stratego tournament join <number> <userid> <password>\n\
     \x20 stratego tournament leave <number> <userid> <password>\n\
     \n\
     To direct one:\n\
     \n\
     \x20 stratego tournament new <userid> <password> <name> -swiss\n\
     \x20 stratego tournament close <number> <userid> <password>\n\
     \x20 stratego tournament start <number> <userid> <password>\n\
     \x20 stratego tournament reopen <number> <userid> <password>\n\
     \x20 stratego tournament cancel <number> <userid> <password>\n\
     \n\
     Close takes no more entries (at least {MIN_PLAYERS} players); reopen takes them \
     again; cancel calls off a tournament not started.\n\
     \n\
     \x20 -swiss             a Swiss tournament (the default)\n\
     \x20 -swiss=ROUNDS      with that many rounds\n\
     \x20 -roundrobin        everyone plays everyone once\n\
     \x20 -doubleroundrobin  twice, once with each colour\n\
     \n\
     Any option of a challenge may follow (send 'stratego help options'): the game \
     (-small, -barrage, -duel, -domino, one of them), -nag=DAYS (the reminder, 7 days \
     unless given), -forfeit=DAYS (21 unless given; longer than -nag) and the rest. A Swiss tournament \
     has as many rounds as needed to find a winner unless given.\n\
     \n\
     A win is 1 point, a draw 1/2, a loss 0; a game lost on time or never set up is lost \
     by forfeit. With an odd number of players one player a round has the bye: the \
     points of a win. Ties are broken by Buchholz Cut-1, Buchholz, Sonneborn-Berger, \
     direct encounter and wins in a Swiss tournament; by Sonneborn-Berger, direct \
     encounter and wins in a round robin.\n\
     \n\
     Leaving after the start withdraws you: you are not paired again, and a game of the \
     tournament you have not finished is lost by forfeit. Tournament games are rated \
     like any other.\n"
    )
}

/// Why a player was taken out of a running tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    /// The player sent `tournament leave`.
    Left,
    /// A moderator banned the player.
    Banned,
    /// The player's account was deleted (by the player or a moderator).
    Deleted,
}

/// The line of the board mail of a game lost because its player was taken out of the
/// tournament: withdrew, was banned or has no account any more.
pub fn withdrawal_forfeit(userid: &str, t: &TournamentRow, why: Withdrawal) -> String {
    let h = named_t(t);
    match why {
        Withdrawal::Left => {
            format!("{userid} has withdrawn from {h} and loses this game by forfeit.")
        }
        Withdrawal::Banned => format!(
            "{userid} was banned from this server by a moderator, so is out of {h} and \
             loses this game by forfeit."
        ),
        Withdrawal::Deleted => format!(
            "{userid}'s account was deleted, so {userid} is out of {h} and loses this game \
             by forfeit."
        ),
    }
}

/// The line of the board mail of a tournament game whose setup ran out of time: it ends
/// with a result, it is not removed. `missing` are those who sent no army.
pub fn setup_forfeit(missing: &[&str], days: i64) -> String {
    match missing {
        [one] => format!(
            "{one} did not send an army within {days} days and loses this tournament game by \
             forfeit."
        ),
        _ => format!(
            "Neither player sent an army within {days} days: both lose this tournament game \
             by forfeit."
        ),
    }
}

/// Where a tournament stands when one of its games ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Other games of the round are still going.
    Waiting,
    /// This game ended its round: round N is paired.
    Paired(i64),
    /// This game ended the tournament.
    Over,
}

/// What the game-over board of a tournament game says instead of how to start a new game:
/// the round, what the game counts for when both lost it by forfeit (`cancelled`: a
/// moderator's doing), and what comes next in the tournament.
pub fn game_over_steps(
    t: &TournamentRow,
    round: i64,
    both_lost: bool,
    cancelled: bool,
    next: Next,
) -> String {
    let id = t.id;
    let mut out = format!("This was a game of round {round} of {}.", named_t(t));
    if both_lost {
        out.push_str(if cancelled {
            " A cancelled game counts in the tournament as lost by both players by forfeit: \
             no points and no tie-break for either, and they are not paired again."
        } else {
            " It counts as lost by both players by forfeit: no points for either."
        });
    }
    let rounds = t.rounds.unwrap_or(0);
    let _ = match next {
        Next::Over => write!(
            out,
            " It was the last game of the tournament: the final table comes in its own mail."
        ),
        Next::Paired(n) => write!(
            out,
            " It ended round {round}: round {n} is paired, and each game comes in its own mail."
        ),
        Next::Waiting if round < rounds => write!(
            out,
            " Round {} is paired as soon as the last game of round {round} ends.",
            round + 1
        ),
        Next::Waiting => write!(
            out,
            " The final table comes as soon as the last game of round {round} ends."
        ),
    };
    let _ = write!(out, "\n\nThe standings:\n  stratego tournament {id}\n");
    out
}

/// The line of a game's web page that names its tournament and round.
pub fn game_in(t: &TournamentRow, round: i64) -> String {
    format!("{}, round {round}", heading(t))
}

pub mod web;

#[cfg(test)]
mod tests;

//! FIDE's TRF-16 records, read and written.
//!
//! What is read: `012` (the tournament's name), `XXR` (the number of rounds) and the `001`
//! player lines with TRF-16's fixed columns: the pairing number in columns 5-8, the name in
//! 15-47, the rating in 49-52, the points in 81-84, and from column 92 one block of 10
//! characters a round: the opponent in 4 digits (`0000` or blanks for none), the colour
//! (`w`, `b`, `-` or blank) two columns on, and the result code two more on (`1 = 0 + - W D
//! L H F U Z`, blank for a game not finished). Other lines (`XXC`, `013`, tiebreak codes)
//! are passed over, as bbpPairings and JaVaFo pass over what they do not use.
//!
//! As in JaVaFo's TRF(x): a round column that no player was paired in (every entry in it
//! a `-`, `H`, `F` or `Z` with no opponent) is the round about to be paired, and its
//! entries say who is not to be paired: those players are read as [`Player::absent`], and
//! the column is dropped. Rounds missing at the end of a shorter line are `Z`, unpaired.
//!
//! [`write()`] writes the same columns back, an absent player with `0000 - Z` in the round
//! to be paired, so that `parse(&write(t)) == t` for every tournament this server holds
//! (names of up to 33 characters, no Pending game beside an absent player).

use super::{Colour, Player, Round, Score, Tournament};

/// A TRF record that cannot be read; the line is named (1-based).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    /// A line that breaks TRF-16's format.
    #[error("line {line}: {reason}")]
    Line {
        /// The line's number, 1 for the first.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// A record with no player line.
    #[error("the record has no player (no 001 line)")]
    NoPlayers,
}

fn broken(line: usize, reason: impl Into<String>) -> TrfError {
    TrfError::Line {
        line,
        reason: reason.into(),
    }
}

/// The characters of `line` in the 1-based columns `from..=to`, trimmed; blanks past the
/// line's end.
fn columns(line: &[char], from: usize, to: usize) -> String {
    let end = to.min(line.len());
    let start = from - 1;
    if start >= end {
        return String::new();
    }
    line[start..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Reads a TRF-16 record (or JaVaFo's TRF(x), or bbpPairings' TRF(bx): their extra lines
/// are passed over).
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut name = String::new();
    let mut total_rounds = None;
    let mut players: Vec<(usize, Player)> = Vec::new();
    for (index, raw) in lines(text).enumerate() {
        let line_no = index + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        let code = columns(&chars, 1, 3);
        match code.as_str() {
            "012" => name = columns(&chars, 5, chars.len().max(5)),
            "XXR" => {
                let value = columns(&chars, 4, chars.len().max(4));
                let rounds = value.parse::<u32>().map_err(|_| {
                    broken(
                        line_no,
                        format!("XXR wants a number of rounds, not {value:?}"),
                    )
                })?;
                total_rounds = Some(rounds);
            }
            "001" => players.push((line_no, player_line(&chars, line_no)?)),
            _ => {}
        }
    }
    if players.is_empty() {
        return Err(TrfError::NoPlayers);
    }
    players.sort_by_key(|(_, p)| p.number);
    for pair in players.windows(2) {
        if pair[0].1.number == pair[1].1.number {
            return Err(broken(
                pair[1].0,
                format!("pairing number {} appears twice", pair[1].1.number),
            ));
        }
    }
    let known: std::collections::HashSet<u32> = players.iter().map(|(_, p)| p.number).collect();
    for (line, player) in &players {
        for (r, round) in player.rounds.iter().enumerate() {
            if let Some(opponent) = round.opponent
                && !known.contains(&opponent)
            {
                return Err(broken(
                    *line,
                    format!(
                        "round {} names opponent {opponent}, who has no 001 line",
                        r + 1
                    ),
                ));
            }
        }
    }
    // The rounds paired: the last column someone was paired in (or given the bye).
    let paired = players
        .iter()
        .map(|(_, p)| {
            p.rounds
                .iter()
                .rposition(|r| r.opponent.is_some() || r.score == Score::PairingBye)
                .map_or(0, |i| i + 1)
        })
        .max()
        .unwrap_or(0);
    let mut players: Vec<Player> = players.into_iter().map(|(_, p)| p).collect();
    for player in &mut players {
        if player.rounds.len() > paired {
            player.absent = player.rounds[paired..]
                .iter()
                .any(|r| r.score != Score::Pending);
            player.rounds.truncate(paired);
        }
        while player.rounds.len() < paired {
            player.rounds.push(Round {
                opponent: None,
                colour: None,
                score: Score::ZeroBye,
            });
        }
    }
    let total_rounds = total_rounds.unwrap_or(paired as u32 + 1).max(paired as u32);
    Ok(Tournament {
        name,
        total_rounds,
        players,
    })
}

/// The lines of `text`: LF or CRLF line ends, or CR alone (as bbpPairings writes them).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let separator = if text.contains('\n') { '\n' } else { '\r' };
    text.split(separator)
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
}

fn player_line(chars: &[char], line: usize) -> Result<Player, TrfError> {
    let number_text = columns(chars, 5, 8);
    let number = number_text
        .parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            broken(
                line,
                format!("columns 5-8 want a pairing number, not {number_text:?}"),
            )
        })?;
    let name = columns(chars, 15, 47);
    let rating_text = columns(chars, 49, 52);
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text.parse::<u32>().map_err(|_| {
            broken(
                line,
                format!("columns 49-52 want a rating, not {rating_text:?}"),
            )
        })?
    };
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= chars.len() {
        let block = columns(chars, start, start + 7);
        let r = rounds.len() + 1;
        if block.is_empty() {
            rounds.push(None);
        } else {
            rounds.push(Some(round_block(chars, start, line, r)?));
        }
        start += 10;
    }
    while rounds.last() == Some(&None) {
        rounds.pop();
    }
    let rounds = rounds
        .into_iter()
        .map(|r| {
            r.unwrap_or(Round {
                opponent: None,
                colour: None,
                score: Score::ZeroBye,
            })
        })
        .collect();
    Ok(Player {
        number,
        name,
        rating,
        rounds,
        absent: false,
    })
}

fn round_block(chars: &[char], start: usize, line: usize, r: usize) -> Result<Round, TrfError> {
    let at = |column: usize| chars.get(column - 1).copied().unwrap_or(' ');
    let opponent_text = columns(chars, start, start + 3);
    let opponent = match opponent_text.as_str() {
        "" | "0000" | "0" => None,
        text => Some(text.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
            broken(
                line,
                format!("round {r}: {text:?} is not an opponent's pairing number"),
            )
        })?),
    };
    let colour = match at(start + 5) {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        other => {
            return Err(broken(
                line,
                format!("round {r}: {other:?} is not a colour"),
            ));
        }
    };
    let code = at(start + 7).to_ascii_uppercase();
    let score = match code {
        '1' | 'W' => Score::Win,
        '=' | 'D' => Score::Draw,
        '0' | 'L' => Score::Loss,
        '+' => Score::ForfeitWin,
        '-' => Score::ForfeitLoss,
        'U' => Score::PairingBye,
        'F' => Score::FullBye,
        'H' => Score::HalfBye,
        'Z' => Score::ZeroBye,
        ' ' if opponent.is_some() => Score::Pending,
        ' ' => Score::ZeroBye,
        other => {
            return Err(broken(
                line,
                format!("round {r}: {other:?} is not a result code"),
            ));
        }
    };
    let played = matches!(
        score,
        Score::Win | Score::Draw | Score::Loss | Score::Pending
    );
    if played && opponent.is_none() {
        if score == Score::Draw {
            // JaVaFo writes a half-point bye as `0000 - =`.
            return Ok(Round {
                opponent: None,
                colour: None,
                score: Score::HalfBye,
            });
        }
        return Err(broken(
            line,
            format!("round {r}: a game result with no opponent"),
        ));
    }
    if played && colour.is_none() {
        return Err(broken(line, format!("round {r}: a game with no colour")));
    }
    if matches!(
        score,
        Score::PairingBye | Score::FullBye | Score::HalfBye | Score::ZeroBye
    ) && opponent.is_some()
    {
        return Err(broken(line, format!("round {r}: a bye with an opponent")));
    }
    Ok(Round {
        opponent,
        colour,
        score,
    })
}

/// Writes the tournament as a TRF-16 record (`012`, `XXR`, one `001` line a player, lines
/// ending in LF). Points are written as [`Player::points_x2`] counts them.
pub fn write(tournament: &Tournament) -> String {
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", tournament.name));
    out.push_str(&format!("XXR {}\n", tournament.total_rounds));
    let never_coloured = tournament
        .players
        .iter()
        .all(|p| p.rounds.iter().all(|r| r.colour.is_none()));
    if never_coloured {
        // bbpPairings wants the first board's colour said when nobody has one yet.
        out.push_str("XXC white1\n");
    }
    for player in &tournament.players {
        let name: String = player.name.chars().take(33).collect();
        let points = player.points_x2();
        out.push_str(&format!(
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>2}.{} {:>4}",
            player.number,
            "",
            "",
            name,
            player.rating.min(9999),
            "",
            "",
            "",
            points / 2,
            if points % 2 == 1 { 5 } else { 0 },
            player.number,
        ));
        for round in &player.rounds {
            out.push_str(&round_text(round));
        }
        if player.absent {
            out.push_str("  0000 - Z");
        }
        out.push('\n');
    }
    out
}

fn round_text(round: &Round) -> String {
    let opponent = round
        .opponent
        .map_or_else(|| "0000".to_string(), |o| format!("{o:>4}"));
    let colour = match round.colour {
        Some(Colour::White) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    let code = match round.score {
        Score::Win => '1',
        Score::Draw => '=',
        Score::Loss => '0',
        Score::ForfeitWin => '+',
        Score::ForfeitLoss => '-',
        Score::PairingBye => 'U',
        Score::FullBye => 'F',
        Score::HalfBye => 'H',
        Score::ZeroBye => 'Z',
        Score::Pending => ' ',
    };
    format!("  {opponent} {colour} {code}")
}

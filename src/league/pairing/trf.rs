//! INTERIM (tournament branch)
//! FIDE's TRF-16 records, read and written.
//!
//! A stand-in, so that the tournament branch builds and runs end to end: the player lines
//! (`001`), the name (`012`) and the number of rounds (`XXR`), and [`Player::points_x2`].
//! The pairing engine's branch brings the real file, which replaces this one at merge.

use super::{Colour, Player, Round, Score, Tournament};

/// A TRF record that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl Player {
    /// The points in half points: 2 for a win, a forfeit win and a full-point bye (`U`,
    /// `F`), 1 for a draw and a half-point bye.
    pub fn points_x2(&self) -> u32 {
        self.rounds
            .iter()
            .map(|r| match r.score {
                Score::Win | Score::ForfeitWin | Score::PairingBye | Score::FullBye => 2,
                Score::Draw | Score::HalfBye => 1,
                _ => 0,
            })
            .sum()
    }
}

fn code(s: Score) -> char {
    match s {
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
    }
}

fn score_of(c: char) -> Option<Score> {
    Some(match c {
        '1' | 'W' => Score::Win,
        '=' | 'D' => Score::Draw,
        '0' | 'L' => Score::Loss,
        '+' => Score::ForfeitWin,
        '-' => Score::ForfeitLoss,
        'U' => Score::PairingBye,
        'F' => Score::FullBye,
        'H' => Score::HalfBye,
        'Z' => Score::ZeroBye,
        ' ' => Score::Pending,
        _ => return None,
    })
}

/// The TRF-16 record of `t`: `012`, `XXR` and one `001` line per player.
pub fn write(t: &Tournament) -> String {
    let mut out = format!("012 {}\nXXR {}\n", t.name, t.total_rounds);
    for p in &t.players {
        let points = p.points_x2();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4}{:28}{:>2}.{}     ",
            p.number,
            p.name.chars().take(33).collect::<String>(),
            p.rating,
            "",
            points / 2,
            if points % 2 == 1 { 5 } else { 0 },
        );
        for r in &p.rounds {
            let opponent = r.opponent.map_or("0000".to_string(), |o| format!("{o:>4}"));
            let colour = match r.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            line.push_str(&format!("  {opponent} {colour} {}", code(r.score)));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Reads a TRF-16 record written by [`write()`].
///
/// # Errors
/// [`TrfError`] for a player line that cannot be read.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament {
        name: String::new(),
        total_rounds: 0,
        players: Vec::new(),
    };
    for (i, line) in text.lines().enumerate() {
        let bad = |what: &str| TrfError {
            line: i + 1,
            what: what.to_string(),
        };
        if let Some(name) = line.strip_prefix("012 ") {
            t.name = name.trim().to_string();
        } else if let Some(n) = line.strip_prefix("XXR ") {
            t.total_rounds = n.trim().parse().map_err(|_| bad("XXR is no number"))?;
        } else if line.starts_with("001") {
            let field = |a: usize, b: usize| line.get(a..b.min(line.len())).unwrap_or("").trim();
            let number = field(4, 8).parse().map_err(|_| bad("no pairing number"))?;
            let mut rounds = Vec::new();
            let mut at = 91;
            while at + 8 <= line.len() {
                let opponent: u32 = field(at, at + 4).parse().map_err(|_| bad("opponent"))?;
                let colour = match line.as_bytes()[at + 5] {
                    b'w' => Some(Colour::White),
                    b'b' => Some(Colour::Black),
                    _ => None,
                };
                let c = line[at + 7..].chars().next().unwrap_or(' ');
                let score = score_of(c).ok_or_else(|| bad("result"))?;
                rounds.push(Round {
                    opponent: (opponent != 0).then_some(opponent),
                    colour,
                    score,
                });
                at += 10;
            }
            t.players.push(Player {
                number,
                name: field(14, 47).to_string(),
                rating: field(48, 52).parse().unwrap_or(0),
                rounds,
                absent: false,
            });
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back() {
        let t = Tournament {
            name: "Club".into(),
            total_rounds: 3,
            players: vec![
                Player {
                    number: 1,
                    name: "alice".into(),
                    rating: 1500,
                    rounds: vec![Round {
                        opponent: Some(2),
                        colour: Some(Colour::White),
                        score: Score::Win,
                    }],
                    absent: false,
                },
                Player {
                    number: 2,
                    name: "bob".into(),
                    rating: 1400,
                    rounds: vec![Round {
                        opponent: Some(1),
                        colour: Some(Colour::Black),
                        score: Score::Loss,
                    }],
                    absent: false,
                },
            ],
        };
        let text = write(&t);
        assert!(text.contains("XXR 3"), "{text}");
        assert_eq!(parse(&text).unwrap(), t);
    }
}

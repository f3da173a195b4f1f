//! The other side of the board: a computer player of the UCC 2012 Stratego competition, as a
//! child process that speaks the competition's protocol on stdin/stdout (its
//! `manager_manual.txt`, "PROTOCOL"), and the translation between its words and our moves.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use stratego_rules::{
    Army, BattleResult, Color, Game, Move, MoveRecord, Phase, Rank, Square, Variant,
};

/// How long the program may think about one answer.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The program, as a child process with a line reader.
pub struct Program {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Program {
    pub fn start(path: &str, dir: &std::path::Path) -> Program {
        let mut child = Command::new(path)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Program {
            child,
            input,
            lines,
        }
    }

    pub fn say(&mut self, text: &str) {
        // A program that has quit cannot hear; the next read then times out.
        let _ = self.input.write_all(text.as_bytes());
        let _ = self.input.flush();
    }

    pub fn hear(&mut self) -> Option<String> {
        loop {
            let line = self.lines.recv_timeout(TIMEOUT).ok()?;
            if !line.trim().is_empty() {
                return Some(line.trim().to_string());
            }
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.say("QUIT\n");
        std::thread::sleep(Duration::from_millis(5));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The competition's board has RED at the top (y = 0) and x from left to right; ours has Red
/// on rows 1-4. Row `y` is our row `y + 1` and column `x` our column `x`: a mirror image,
/// which the symmetric board does not notice. UP is towards y = 0.
fn square(x: i32, y: i32) -> Option<Square> {
    Square::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?)
        .filter(|s| Variant::Classic.contains(*s))
}

pub fn letter(rank: Rank) -> char {
    match rank {
        Rank::Spy => 's',
        r => r.char(),
    }
}

/// `x y DIR [n]` for one of our moves.
pub fn move_text(mv: Move) -> String {
    let (x1, y1, x2, y2) = (
        i32::from(mv.from.file()),
        i32::from(mv.from.rank()),
        i32::from(mv.to.file()),
        i32::from(mv.to.rank()),
    );
    let (dir, n) = if x1 == x2 {
        if y2 < y1 {
            ("UP", y1 - y2)
        } else {
            ("DOWN", y2 - y1)
        }
    } else if x2 < x1 {
        ("LEFT", x1 - x2)
    } else {
        ("RIGHT", x2 - x1)
    };
    if n == 1 {
        format!("{x1} {y1} {dir}")
    } else {
        format!("{x1} {y1} {dir} {n}")
    }
}

pub fn parse_move(line: &str) -> Option<Move> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (x, y) = (words.first()?.parse().ok()?, words.get(1)?.parse().ok()?);
    let n: i32 = match words.get(3) {
        Some(w) => w.parse().ok()?,
        None => 1,
    };
    let (dx, dy) = match *words.get(2)? {
        "UP" => (0, -n),
        "DOWN" => (0, n),
        "LEFT" => (-n, 0),
        "RIGHT" => (n, 0),
        _ => return None,
    };
    Some(Move {
        from: square(x, y)?,
        to: square(x + dx, y + dy)?,
    })
}

/// The outcome words of a played move.
pub fn outcome_text(game: &Game, record: &MoveRecord) -> String {
    match record.battle {
        _ if matches!(game.phase(), Phase::Over(_))
            && record.battle.is_some_and(|b| b.defender == Rank::Flag) =>
        {
            "VICTORY_FLAG".to_string()
        }
        None if matches!(game.phase(), Phase::Over(_)) => "VICTORY_ATTRITION".to_string(),
        None => "OK".to_string(),
        Some(b) => {
            let word = match b.winner {
                BattleResult::AttackerWon => "KILLS",
                BattleResult::DefenderWon => "DIES",
                BattleResult::BothLost => "BOTHDIE",
            };
            format!("{word} {} {}", letter(b.attacker), letter(b.defender))
        }
    }
}

/// The board as the program (`color`) may see it: its own pieces, `#` for ours, `+` lakes.
pub fn board_text(game: &Game, color: Color) -> String {
    let mut out = String::new();
    for y in 0..10 {
        for x in 0..10 {
            let sq = square(x, y).expect("on the board");
            let c = match game.board().get(sq) {
                _ if Variant::Classic.is_lake(sq) => '+',
                None => '.',
                Some(u) if u.piece.color == color => letter(u.piece.rank),
                Some(_) => '#',
            };
            out.push(c);
        }
        out.push('\n');
    }
    out
}

/// The program's four setup rows (top to bottom) as our army, with its text as a player
/// writes it (front row first, each row from the player's own left).
pub fn army_of(rows: &[String], color: Color) -> Option<(Army, String)> {
    if rows.len() != 4 {
        return None;
    }
    let rows: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let mut text = String::new();
    for i in 0..4 {
        let row = match color {
            Color::Red => rows[3 - i].clone(),
            Color::Blue => rows[i].iter().rev().copied().collect(),
        };
        text.extend(row.iter().map(|c| c.to_ascii_uppercase()));
        text.push('\n');
    }
    let (army, _) = Army::parse(&text, Variant::Classic).ok()?;
    Some((army, text))
}

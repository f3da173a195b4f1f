//! A small referee that plays the robot (src/robot/) against a computer player that speaks
//! the UCC 2012 Stratego competition's protocol on stdin/stdout (its `manager_manual.txt`,
//! "PROTOCOL"): the strength benchmark of docs/ROBOT.md, run by `benches/robot.sh`.
//!
//! ```sh
//! cargo run --release --example ucc_arena -- PROGRAM GAMES [FIRST_GAME] [MAX_PLIES]
//! ```
//!
//! Plays GAMES classic games, the robot Red in the even-numbered ones and Blue in the odd
//! ones, numbered from FIRST_GAME (the robot's army and tie-breaks follow the number). The
//! rules are ours (`stratego-rules` is the referee) with the options the competition played
//! by: no two-squares rule, no more-squares rule, Scouts may strike. A game still running
//! after MAX_PLIES plies (default 2000) is a draw. The program is started afresh for each game,
//! in a fresh scratch directory. A move of the program that our rules refuse, a reply that is not
//! a move, or no reply within 10 seconds loses it the game (counted apart as `faults`).
//!
//! Prints one line per game (with how it ended), then a summary line:
//! `SUMMARY program won W lost L drawn D faults F robot_cpu_ms median M max X moves N`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use stratego_pbem::robot;
use stratego_rules::{
    Army, BattleResult, Color, Game, Move, MoveRecord, Options, Phase, Rank, Reveal, Square,
    Variant, View, Viewer,
};

/// How long the program may think about one answer.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The program, as a child process with a line reader.
struct Program {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Program {
    fn start(path: &str, dir: &std::path::Path) -> Program {
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

    fn say(&mut self, text: &str) {
        // A program that has quit cannot hear; the next read then times out.
        let _ = self.input.write_all(text.as_bytes());
        let _ = self.input.flush();
    }

    fn hear(&mut self) -> Option<String> {
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

fn letter(rank: Rank) -> char {
    match rank {
        Rank::Spy => 's',
        r => r.char(),
    }
}

/// `x y DIR [n]` for one of our moves.
fn move_text(mv: Move) -> String {
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

fn parse_move(line: &str) -> Option<Move> {
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
fn outcome_text(game: &Game, record: &MoveRecord) -> String {
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
fn board_text(game: &Game, color: Color) -> String {
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

/// The program's four setup rows (top to bottom) as our army (front row first, each row
/// from the player's own left).
fn army_of(rows: &[String], color: Color) -> Option<Army> {
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
    Army::parse(&text, Variant::Classic).ok().map(|(a, _)| a)
}

/// This thread's CPU time so far, in nanoseconds: what the robot's move costs, whatever
/// else the machine is doing.
fn cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec, which `t` is.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// With `UCC_ARENA_BATTLES` set, each battle on stderr as the robot saw it before the
/// strike: who struck, what each piece was, whether the struck piece had moved and was
/// known to the striker. To read where a game was lost without replaying it.
fn log_battle(id: i64, game: &Game, robot_color: Color, mv: Move, before: &View) {
    if std::env::var_os("UCC_ARENA_BATTLES").is_none() {
        return;
    }
    let Some(record) = game.last_move().filter(|r| r.battle.is_some()) else {
        return;
    };
    let b = record.battle.expect("a battle");
    let who = if record.player == robot_color {
        "robot"
    } else {
        "them "
    };
    let target = before.piece_at(mv.to);
    let moved = target.is_some_and(|p| p.moved);
    let known = target.is_some_and(|p| p.revealed || p.rank.is_some() && p.owner != robot_color);
    let result = match b.winner {
        BattleResult::AttackerWon => "won",
        BattleResult::DefenderWon => "lost",
        BattleResult::BothLost => "both",
    };
    eprintln!(
        "BATTLE game {id} ply {} {who} {}x{} {} {}: {result}{}{}",
        record.ply,
        mv.from,
        mv.to,
        b.attacker.char(),
        b.defender.char(),
        if moved { "" } else { " (unmoved)" },
        if known { " (known)" } else { "" },
    );
}

/// With `UCC_ARENA_BOARDS` set, the robot's board at the end of each game it did not win,
/// on stderr: to see how it loses or stalls.
fn show_board(game: &Game, robot_color: Color) {
    if std::env::var_os("UCC_ARENA_BOARDS").is_some() {
        let view = View::new(game, Viewer::Player(robot_color));
        eprintln!("{}", stratego_rules::render(&view, false));
    }
}

enum End {
    Won(&'static str),
    Lost(&'static str),
    Drawn,
    Fault(String),
}

fn play(path: &str, id: i64, robot_color: Color, max_plies: u32, cpu: &mut Vec<u64>) -> (End, u32) {
    // Each game in a fresh directory: ramen keeps a file about its opponent there, and
    // crashes when it reads it back in the next game (a bug of its own), so every program
    // starts each game without memory of the earlier ones.
    let dir = std::env::temp_dir().join(format!("ucc_arena_{}_{id}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let result = play_in(path, &dir, id, robot_color, max_plies, cpu);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn play_in(
    path: &str,
    dir: &std::path::Path,
    id: i64,
    robot_color: Color,
    max_plies: u32,
    cpu: &mut Vec<u64>,
) -> (End, u32) {
    let options = Options {
        twosquare: 0,
        scoutstrike: true,
        reveal: Reveal::Keep,
        chase: false,
        ..Options::default()
    };
    let mut game = Game::new(Variant::Classic, options);
    let them = robot_color.other();
    let mut program = Program::start(path, dir);
    let name = if them == Color::Red { "RED" } else { "BLUE" };
    // ramen names its learning file after the opponent's path, and needs a `/` in it.
    program.say(&format!("{name} agents/robot 10 10\n"));
    let mut rows = Vec::new();
    for _ in 0..4 {
        match program.hear() {
            Some(l) => rows.push(l),
            None => return (End::Fault("no setup".into()), 0),
        }
    }
    let Some(their_army) = army_of(&rows, them) else {
        return (End::Fault(format!("bad setup {rows:?}")), 0);
    };
    let mut rng = rand::rng();
    let ours = robot::army(Variant::Classic, id, None).expect("classic");
    game.deploy(robot_color, &ours, &mut rng).expect("our army");
    game.deploy(them, &their_army, &mut rng)
        .expect("checked army");
    let mut last: Option<String> = None;
    loop {
        if let Phase::Over(o) = game.phase() {
            if o.winner != Some(robot_color) {
                show_board(&game, robot_color);
            }
            let end = match o.winner {
                Some(c) if c == robot_color => End::Won(o.reason.as_str()),
                Some(_) => End::Lost(o.reason.as_str()),
                None => End::Drawn,
            };
            return (end, game.ply());
        }
        if game.ply() >= max_plies {
            show_board(&game, robot_color);
            return (End::Drawn, game.ply());
        }
        if game.to_move() == robot_color {
            let view = View::new(&game, Viewer::Player(robot_color));
            // The same call as the server's answer to a move mail.
            let start = cpu_ns();
            let mv = robot::decide(&game, robot_color, id).expect("a legal move while playing");
            cpu.push(cpu_ns() - start);
            let record = game
                .play(robot_color, mv)
                .expect("the robot plays legal moves");
            log_battle(id, &game, robot_color, mv, &view);
            last = Some(format!(
                "{} {}",
                move_text(mv),
                outcome_text(&game, &record)
            ));
        } else {
            let head = last.take().unwrap_or_else(|| "START".to_string());
            program.say(&format!("{head}\n{}", board_text(&game, them)));
            let Some(line) = program.hear() else {
                return (
                    End::Fault(format!("no move at ply {}", game.ply() + 1)),
                    game.ply(),
                );
            };
            if line.starts_with("SURRENDER") {
                return (End::Won("surrender"), game.ply());
            }
            let Some(mv) = parse_move(&line) else {
                return (End::Fault(format!("not a move: {line:?}")), game.ply());
            };
            let before = View::new(&game, Viewer::Player(robot_color));
            match game.play(them, mv) {
                Ok(record) => {
                    log_battle(id, &game, robot_color, mv, &before);
                    let text = format!("{} {}", move_text(mv), outcome_text(&game, &record));
                    program.say(&format!("{text}\n"));
                }
                Err(e) => return (End::Fault(format!("illegal {line:?}: {e}")), game.ply()),
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: ucc_arena PROGRAM GAMES [FIRST_GAME] [MAX_PLIES]");
        std::process::exit(2);
    }
    let path = &args[1];
    let games: i64 = args[2].parse().expect("GAMES is a number");
    let first: i64 = args
        .get(3)
        .map_or(1, |a| a.parse().expect("FIRST_GAME is a number"));
    let max_plies: u32 = args
        .get(4)
        .map_or(2000, |a| a.parse().expect("MAX_PLIES is a number"));
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
    let (mut won, mut lost, mut drawn, mut faults) = (0, 0, 0, 0);
    let mut cpu = Vec::new();
    for id in first..first + games {
        let color = if id % 2 == 0 { Color::Red } else { Color::Blue };
        let (end, plies) = play(path, id, color, max_plies, &mut cpu);
        let word = match &end {
            End::Won(how) => {
                won += 1;
                format!("won ({how})")
            }
            End::Lost(how) => {
                lost += 1;
                format!("lost ({how})")
            }
            End::Drawn => {
                drawn += 1;
                "drawn".to_string()
            }
            End::Fault(why) => {
                faults += 1;
                format!("fault of {name}: {why}")
            }
        };
        println!(
            "game {id} robot {} {word} after {plies} plies",
            color.name()
        );
    }
    cpu.sort_unstable();
    let ms = |ns: u64| ns as f64 / 1e6;
    let median = cpu.get(cpu.len() / 2).copied().unwrap_or(0);
    let max = cpu.last().copied().unwrap_or(0);
    println!(
        "SUMMARY {name} won {won} lost {lost} drawn {drawn} faults {faults} robot_cpu_ms median {:.2} max {:.2} moves {}",
        ms(median),
        ms(max),
        cpu.len()
    );
}

//! A small referee that plays the robot (src/robot/) against a computer player that speaks
//! the UCC 2012 Stratego competition's protocol on stdin/stdout (its `manager_manual.txt`,
//! "PROTOCOL"): the strength benchmark of docs/ROBOT.md, run by `benches/robot.sh`.
//!
//! ```sh
//! cargo run --release --example ucc_arena -- [--by-mail BINARY] PROGRAM GAMES [FIRST_GAME] [MAX_PLIES]
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
//! With `--by-mail BINARY` the robot plays by mail, as a player meets it ([`by_mail`]): the
//! program's army and moves are mailed to `BINARY ingest` as replies, and the robot's moves
//! are read from the answers. The referee still plays each move on its own copy of the game
//! and checks that the mailed move is the one `robot::decide` gives (which it times), and,
//! at the end of each game, that the server's position is its own. Without it the referee
//! calls `robot::decide` alone (faster, for tuning).
//!
//! Prints one line per game (with how it ended), then a summary line:
//! `SUMMARY program won W lost L drawn D faults F robot_cpu_ms median M max X moves N`,
//! by mail followed by `mail_ms median M max X mail_cpu_ms median M max X mails N`.

mod by_mail;
mod program;

use stratego_pbem::robot;
use stratego_rules::{
    BattleResult, Color, Game, Move, Options, Phase, Rank, Reveal, Variant, View, Viewer,
};

use by_mail::{Answer, Server};
use program::{Program, army_of, board_text, move_text, outcome_text, parse_move};

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
/// known to the striker, and, for an enemy strike, whether the robot's piece had just stepped
/// there (`robot_last`, the robot's last move). To read where a game was lost without
/// replaying it.
fn log_battle(
    id: i64,
    game: &Game,
    robot_color: Color,
    mv: Move,
    before: &View,
    robot_last: Option<Move>,
) {
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
    // What the robot believed of the hidden piece it struck: the chance of a Bomb.
    let bomb = (record.player == robot_color && !known)
        .then(|| robot::belief::Belief::new(before))
        .and_then(|b| {
            let e = b.enemies.iter().find(|e| e.square == mv.to)?;
            Some(format!(" (bomb chance {:.2})", e.dist[Rank::Bomb.index()]))
        })
        .unwrap_or_default();
    // What the robot believed of the enemy piece that struck it: the chance that it wins.
    let beats = (record.player != robot_color)
        .then(|| robot::belief::Belief::new(before))
        .and_then(|bl| {
            let e = bl.enemies.iter().find(|e| e.square == mv.from)?;
            let spy = bl.spy_target();
            let p: f32 = Rank::ALL
                .into_iter()
                .filter(|r| game.variant().battle(*r, b.defender, spy) == BattleResult::AttackerWon)
                .map(|r| e.dist[r.index()])
                .sum();
            Some(format!(" (win chance {p:.2})"))
        })
        .unwrap_or_default();
    // Whether the robot's piece struck had just stepped there (its last move).
    let stepped = if record.player != robot_color && robot_last.is_some_and(|m| m.to == mv.to) {
        " (just stepped there)"
    } else {
        ""
    };
    eprintln!(
        "BATTLE game {id} ply {} {who} {}x{} {} {}: {result}{}{}{bomb}{beats}{stepped}",
        record.ply,
        mv.from,
        mv.to,
        b.attacker.char(),
        b.defender.char(),
        if moved { "" } else { " (unmoved)" },
        if known { " (known)" } else { "" },
    );
}

/// With `UCC_ARENA_SHOW=GAME:FROM-TO` set, the board before each ply FROM..=TO of game GAME
/// on stderr, as the robot saw it and as it stood: to study one decision. Against a program
/// that draws at random the game must replay: seed it by the game (the scratch directory's
/// name ends in the game number).
fn show_ply(id: i64, game: &Game, robot_color: Color) {
    // Read once: this runs before every ply.
    static SHOW: std::sync::OnceLock<Option<(i64, u32, u32)>> = std::sync::OnceLock::new();
    let show = SHOW.get_or_init(|| {
        let spec = std::env::var_os("UCC_ARENA_SHOW")?;
        let spec = spec.to_string_lossy().into_owned();
        let parsed = spec.split_once(':').and_then(|(g, r)| {
            let (from, to) = r.split_once('-').unwrap_or((r, r));
            Some((
                g.parse::<i64>().ok()?,
                from.parse::<u32>().ok()?,
                to.parse::<u32>().ok()?,
            ))
        });
        let Some(show) = parsed else {
            panic!("UCC_ARENA_SHOW={spec}: expected GAME:FROM-TO");
        };
        Some(show)
    });
    let Some((g, from, to)) = *show else {
        return;
    };
    let next = game.ply() + 1;
    if g == id && (from..=to).contains(&next) {
        let mine = View::new(game, Viewer::Player(robot_color));
        let all = View::new(game, Viewer::Referee);
        eprintln!("=== game {id}, before ply {next}: the robot's view");
        eprintln!("{}", stratego_rules::render(&mine, false));
        eprintln!("=== as it stands");
        eprintln!("{}", stratego_rules::render(&all, false));
    }
}

/// With `UCC_ARENA_ARMIES` set to army numbers (`1,3`: the first and the third of the
/// classic setups in `src/robot/setups.rs`, counted from 1), only the games in which the
/// robot sets out one of them are played, under their own numbers; the others are skipped
/// and not printed. A change to one army is then measured on the games it plays, the same
/// games as in a full run, in a fraction of the time.
fn armies() -> Option<Vec<usize>> {
    let spec = std::env::var("UCC_ARENA_ARMIES").ok()?;
    let count = robot::setups::setups(Variant::Classic.name())
        .expect("classic")
        .len();
    let list: Vec<usize> = spec
        .split(',')
        .map(|n| match n.trim().parse::<usize>() {
            Ok(n) if (1..=count).contains(&n) => n,
            _ => panic!("UCC_ARENA_ARMIES={spec}: expected army numbers 1 to {count}, as 1,3"),
        })
        .collect();
    Some(list)
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

fn play(
    path: &str,
    id: i64,
    robot_color: Color,
    max_plies: u32,
    server: Option<&mut Server>,
    cpu: &mut Vec<u64>,
) -> (End, u32) {
    // Each game in a fresh directory: ramen keeps a file about its opponent there, and
    // crashes when it reads it back in the next game (a bug of its own), so every program
    // starts each game without memory of the earlier ones.
    let dir = std::env::temp_dir().join(format!("ucc_arena_{}_{id}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let (end, game) = play_in(path, &dir, id, robot_color, max_plies, server, cpu);
    let _ = std::fs::remove_dir_all(&dir);
    if !matches!(end, End::Won(_)) {
        show_board(&game, robot_color);
    }
    (end, game.ply())
}

fn play_in(
    path: &str,
    dir: &std::path::Path,
    id: i64,
    robot_color: Color,
    max_plies: u32,
    mut server: Option<&mut Server>,
    cpu: &mut Vec<u64>,
) -> (End, Game) {
    let options = Options {
        twosquare: 0,
        scoutstrike: true,
        reveal: Reveal::Keep,
        chase: false,
        ..Options::default()
    };
    let mut game = Game::new(Variant::Classic, options);
    if let Some(server) = server.as_deref_mut() {
        let number = server.new_game(robot_color);
        assert_eq!(
            number, id,
            "the server numbers its games as the referee does"
        );
    }
    let them = robot_color.other();
    let mut program = Program::start(path, dir);
    let name = if them == Color::Red { "RED" } else { "BLUE" };
    // ramen names its learning file after the opponent's path, and needs a `/` in it.
    program.say(&format!("{name} agents/robot 10 10\n"));
    let mut rows = Vec::new();
    for _ in 0..4 {
        match program.hear() {
            Some(l) => rows.push(l),
            None => return (End::Fault("no setup".into()), game),
        }
    }
    let Some((their_army, their_text)) = army_of(&rows, them) else {
        return (End::Fault(format!("bad setup {rows:?}")), game);
    };
    let mut rng = rand::rng();
    let ours = robot::army(Variant::Classic, id, None).expect("classic");
    game.deploy(robot_color, &ours, &mut rng).expect("our army");
    game.deploy(them, &their_army, &mut rng)
        .expect("checked army");
    // By mail: the answer to the program's last mail, with the robot's next move.
    let mut mailed: Option<Answer> = None;
    if let Some(server) = server.as_deref_mut() {
        mailed = Some(server.reply(&their_text, robot_color));
    }
    let mut last: Option<String> = None;
    let mut robot_last: Option<Move> = None;
    let end = loop {
        if let Phase::Over(o) = game.phase() {
            break match o.winner {
                Some(c) if c == robot_color => End::Won(o.reason.as_str()),
                Some(_) => End::Lost(o.reason.as_str()),
                None => End::Drawn,
            };
        }
        if game.ply() >= max_plies {
            break End::Drawn;
        }
        show_ply(id, &game, robot_color);
        if game.to_move() == robot_color {
            let view = View::new(&game, Viewer::Player(robot_color));
            // The same call as the server's answer to a move mail.
            let start = cpu_ns();
            let mv = robot::decide(&game, robot_color, id).expect("a legal move while playing");
            cpu.push(cpu_ns() - start);
            let answer = mailed.take();
            let record = game
                .play(robot_color, mv)
                .expect("the robot plays legal moves");
            if let Some(answer) = answer {
                let ply = game.ply();
                assert_eq!(
                    answer.robot_move,
                    Some(mv),
                    "game {id}, ply {ply}: by mail?"
                );
                let over = matches!(game.phase(), Phase::Over(_));
                assert_eq!(answer.over, over, "game {id}, ply {ply}: over by mail?");
            }
            log_battle(id, &game, robot_color, mv, &view, None);
            robot_last = Some(mv);
            last = Some(format!(
                "{} {}",
                move_text(mv),
                outcome_text(&game, &record)
            ));
        } else {
            let head = last.take().unwrap_or_else(|| "START".to_string());
            program.say(&format!("{head}\n{}", board_text(&game, them)));
            let Some(line) = program.hear() else {
                break End::Fault(format!("no move at ply {}", game.ply() + 1));
            };
            if line.starts_with("SURRENDER") {
                break End::Won("surrender");
            }
            let Some(mv) = parse_move(&line) else {
                break End::Fault(format!("not a move: {line:?}"));
            };
            let before = View::new(&game, Viewer::Player(robot_color));
            match game.play(them, mv) {
                Ok(record) => {
                    log_battle(id, &game, robot_color, mv, &before, robot_last);
                    let text = format!("{} {}", move_text(mv), outcome_text(&game, &record));
                    program.say(&format!("{text}\n"));
                }
                Err(e) => break End::Fault(format!("illegal {line:?}: {e}")),
            }
            if let Some(server) = server.as_deref_mut() {
                let answer = server.reply(&mv.to_string(), robot_color);
                if matches!(game.phase(), Phase::Over(_)) {
                    let ply = game.ply();
                    assert!(answer.over, "game {id}, ply {ply}: over by mail?");
                    assert_eq!(
                        answer.robot_move, None,
                        "game {id}, ply {ply}: a move after?"
                    );
                }
                mailed = Some(answer);
            }
        }
    };
    if let Some(server) = server {
        // A fault ends the referee's game early (the server never saw the refused move); at
        // the ply limit the server has played the robot's answer to the last mail already.
        let mut check = game.clone();
        if let Some(mv) = mailed.and_then(|a| a.robot_move) {
            check
                .play(robot_color, mv)
                .expect("the mailed move is legal");
        }
        assert_eq!(
            server.position(id),
            check.position_text(),
            "game {id}: the server's position and the referee's"
        );
    }
    (end, game)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let binary = match args.first().map(String::as_str) {
        Some("--by-mail") if args.len() > 1 => {
            let binary = args.remove(1);
            args.remove(0);
            Some(std::path::PathBuf::from(binary))
        }
        _ => None,
    };
    if args.len() < 2 {
        eprintln!("usage: ucc_arena [--by-mail BINARY] PROGRAM GAMES [FIRST_GAME] [MAX_PLIES]");
        std::process::exit(2);
    }
    let path = &args[0];
    let games: i64 = args[1].parse().expect("GAMES is a number");
    let first: i64 = args
        .get(2)
        .map_or(1, |a| a.parse().expect("FIRST_GAME is a number"));
    let max_plies: u32 = args
        .get(3)
        .map_or(2000, |a| a.parse().expect("MAX_PLIES is a number"));
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
    let armies = armies();
    if armies.is_some() && binary.is_some() {
        // The server numbers its games one after another: it cannot skip any.
        eprintln!("ucc_arena: UCC_ARENA_ARMIES plays some games only; not with --by-mail");
        std::process::exit(2);
    }
    let mut server = binary.map(|b| {
        let mut server = Server::start(&b);
        // The server numbers its games from 1: games before FIRST_GAME are challenged and
        // left in setup, so that game N is the server's game N (its army, its tie-breaks).
        if first > 1 {
            while server.new_game(Color::Red) < first - 1 {}
        }
        server
    });
    let (mut won, mut lost, mut drawn, mut faults) = (0, 0, 0, 0);
    // The robot's CPU time for each of its moves (`robot::decide`), in nanoseconds.
    let mut cpu = Vec::new();
    for id in first..first + games {
        if let Some(list) = &armies {
            let (index, _) = robot::setup_of(Variant::Classic, id).expect("classic");
            if !list.contains(&(index + 1)) {
                continue;
            }
        }
        let color = if id % 2 == 0 { Color::Red } else { Color::Blue };
        let (end, plies) = play(path, id, color, max_plies, server.as_mut(), &mut cpu);
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
    let (median, max) = spread(&mut cpu);
    let mut summary = format!(
        "SUMMARY {name} won {won} lost {lost} drawn {drawn} faults {faults} robot_cpu_ms median {median:.2} max {max:.2} moves {}",
        cpu.len()
    );
    if let Some(server) = server {
        let (mut wall, mut mail_cpu): (Vec<u64>, Vec<u64>) = server.costs.iter().copied().unzip();
        let (wm, wx) = spread(&mut wall);
        let (cm, cx) = spread(&mut mail_cpu);
        summary += &format!(
            " mail_ms median {wm:.2} max {wx:.2} mail_cpu_ms median {cm:.2} max {cx:.2} mails {}",
            wall.len()
        );
    }
    println!("{summary}");
}

/// The median and the largest of `ns`, in milliseconds.
fn spread(ns: &mut [u64]) -> (f64, f64) {
    ns.sort_unstable();
    let ms = |ns: u64| ns as f64 / 1e6;
    let median = ns.get(ns.len() / 2).copied().unwrap_or(0);
    (ms(median), ms(ns.last().copied().unwrap_or(0)))
}

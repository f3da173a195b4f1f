//! Traffic generator for the mail benchmark (`benches/mail.sh`): N games between generated
//! users, played by random legal moves, written as the `.eml` files the players would send.
//!
//! ```sh
//! cargo run --release --example traffic -- --games 200 --out DIR --seed 1
//! ```
//!
//! Writes:
//! * `DIR/register/new/*.eml`: the players' registrations. Each is answered by a
//!   confirmation mail with a random code, so the traffic cannot carry the replies:
//!   `benches/mail.sh` ingests these first and replies to every confirmation mail.
//! * `DIR/traffic/new/*.eml`: every other mail in play order (file names sort in that order,
//!   as in a Maildir's `new/`): challenges (both variants, with the challenger's password), deploys with the army
//!   written out, every move, some chat, and some deliberate errors (a wrong password, an
//!   illegal move, a move out of turn), each with a unique Message-ID. At most
//!   `--concurrent` games run at once, their mails interleaved at random. A game ends by
//!   the rules or, at `--max-plies` plies, by the resignation of the player to move.
//! * with `--open-games K --open-ply P`: K more games stop at ply P (no ply cap) and are left
//!   open; `DIR/probe/` then holds `--probe-moves` further legal moves in them, round-robin
//!   over the K games, for timing one `ingest` per mail; `DIR/probe-show/` as many
//!   `stratego show` mails (read-only); `DIR/rehash/` one `set ... password` mail per open
//!   game player (the same password again, so a run at another `--password-cost` re-hashes it).
//!
//! The default `--max-plies 100` makes 200 games about 20,000 mails.

use std::fmt::Write as _;
use std::path::PathBuf;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use stratego_pbem::texts::civil_from_days;
use stratego_rules::{Army, Color, Game, Move, Options, Phase, Square, Symbol, Variant};

/// The Date of the first mail (2027-01-15); each later mail is a little later.
const START: i64 = 1_800_000_000;

struct Args {
    games: usize,
    out: PathBuf,
    seed: u64,
    max_plies: u32,
    concurrent: usize,
    open_games: usize,
    open_ply: u32,
    probe_moves: usize,
}

fn usage() -> ! {
    eprintln!(
        "usage: traffic --games N --out DIR [--seed S] [--max-plies P] [--concurrent C]\n\
         \x20              [--open-games K --open-ply P --probe-moves M]"
    );
    std::process::exit(2)
}

fn parse_args() -> Args {
    let mut a = Args {
        games: 200,
        out: PathBuf::new(),
        seed: 1,
        max_plies: 100,
        concurrent: 50,
        open_games: 0,
        open_ply: 10,
        probe_moves: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_else(|| usage());
        let num = || value.parse::<u64>().unwrap_or_else(|_| usage());
        match flag.as_str() {
            "--games" => a.games = num() as usize,
            "--out" => a.out = PathBuf::from(&value),
            "--seed" => a.seed = num(),
            "--max-plies" => a.max_plies = num() as u32,
            "--concurrent" => a.concurrent = (num() as usize).max(1),
            "--open-games" => a.open_games = num() as usize,
            "--open-ply" => a.open_ply = num() as u32,
            "--probe-moves" => a.probe_moves = num() as usize,
            _ => usage(),
        }
    }
    if a.out.as_os_str().is_empty() {
        usage();
    }
    a
}

#[derive(Clone)]
struct User {
    id: String,
    password: String,
    registered: bool,
    wrong_passwords: u32,
}

impl User {
    fn address(&self) -> String {
        format!("{}@players.example", self.id)
    }
}

/// One mail a player sends.
struct Mail {
    from: usize,
    subject: String,
    body: String,
}

/// Writes mails with unique Message-IDs and names that sort in order.
struct Writer {
    dir: PathBuf,
    seq: u64,
    tag: &'static str,
    seed: u64,
}

impl Writer {
    fn new(dir: PathBuf, tag: &'static str, seed: u64) -> Writer {
        std::fs::create_dir_all(&dir).expect("cannot create the output directory");
        Writer {
            dir,
            seq: 0,
            tag,
            seed,
        }
    }

    fn write(&mut self, users: &[User], mail: &Mail) {
        self.seq += 1;
        let user = &users[mail.from];
        let t = START + self.seq as i64 * 7;
        let text = format!(
            "Return-Path: <{addr}>\n\
             Received: from mail.players.example (mail.players.example [192.0.2.25])\n\
             \tby mx.stratego.example (Postfix) with ESMTPS id {seq:X}\n\
             \tfor <stratego@localhost>; {date}\n\
             From: {name} <{addr}>\n\
             To: Stratego server <stratego@localhost>\n\
             Subject: {subject}\n\
             Date: {date}\n\
             Message-ID: <{tag}-{seq}.s{seed}.{id}@players.example>\n\
             MIME-Version: 1.0\n\
             Content-Type: text/plain; charset=utf-8\n\
             Content-Transfer-Encoding: 8bit\n\
             User-Agent: Traffic/1.0\n\
             \n\
             {body}",
            addr = user.address(),
            seq = self.seq,
            date = rfc2822(t),
            name = user.id.to_uppercase(),
            subject = mail.subject,
            tag = self.tag,
            seed = self.seed,
            id = user.id,
            body = mail.body,
        );
        let name = format!("{}.{:08}.traffic.eml", t, self.seq);
        std::fs::write(self.dir.join(name), text).expect("cannot write a mail");
    }
}

fn rfc2822(t: i64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = t.div_euclid(86_400);
    let secs = t.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{}, {d} {} {y} {:02}:{:02}:{:02} +0000",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(m - 1) as usize],
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
}

/// A full army (no `?`) as the player types it.
fn army_text(variant: Variant, rng: &mut SmallRng) -> String {
    let ranks = Army::auto(variant).fill(rng);
    let symbols = ranks
        .into_iter()
        .map(|r| r.map_or(Symbol::Empty, Symbol::Piece))
        .collect();
    Army::from_symbols(variant, symbols)
        .expect("a filled army is valid")
        .to_string()
}

/// A move that parses but that `color` may not play now.
fn illegal_move(game: &Game, color: Color, rng: &mut SmallRng) -> Move {
    let spec = game.variant().spec();
    loop {
        let from = Square::new(
            rng.random_range(0..spec.files),
            rng.random_range(0..spec.files),
        );
        let (df, dr) = *[(0i8, 1i8), (0, -1), (1, 0), (-1, 0)]
            .choose(rng)
            .expect("four directions");
        let Some(from) = from else { continue };
        let Some(to) = from.offset(df, dr) else {
            continue;
        };
        if to.rank() >= spec.files || to.file() >= spec.files {
            continue;
        }
        let mv = Move { from, to };
        if game.check_move(color, mv).is_err() {
            return mv;
        }
    }
}

/// The mails of one game after its challenge, and the moves kept back for probing.
struct Script {
    mails: Vec<Mail>,
    probe: Vec<Mail>,
}

struct GamePlan {
    id: usize,
    red: usize,
    blue: usize,
    variant: Variant,
    /// Stop here and leave the game open (`None`: play to the end or the cap).
    open_at: Option<u32>,
}

fn move_subject(id: usize, user: &User, mv: Move, ply: u32, rng: &mut SmallRng) -> String {
    if rng.random_bool(0.5) {
        format!(
            "stratego move {id} {} {} {mv}#{ply}",
            user.id, user.password
        )
    } else {
        format!("stratego move {id} {} {} {mv}", user.id, user.password)
    }
}

/// Plays one game by random legal moves and writes down every mail it takes. Returns `None`
/// for an open game that ended before `open_at` plus its probe moves (the caller tries
/// another seed).
fn script(
    plan: &GamePlan,
    users: &mut [User],
    max_plies: u32,
    probe_moves: usize,
    rng: &mut SmallRng,
) -> Option<Script> {
    let id = plan.id;
    let seat = |c: Color| if c == Color::Red { plan.red } else { plan.blue };
    let mut game = Game::new(plan.variant, Options::default());
    let mut mails = Vec::new();
    let deploy_order = if rng.random_bool(0.5) {
        [Color::Red, Color::Blue]
    } else {
        [Color::Blue, Color::Red]
    };
    for color in deploy_order {
        let u = &users[seat(color)];
        let army = army_text(plan.variant, rng);
        let (parsed, _) = Army::parse(&army, plan.variant).expect("a valid army");
        game.deploy(color, &parsed, rng).expect("deploys");
        let body = if rng.random_bool(0.3) {
            format!("{army}\nGood luck!\n-- \n{}\n", u.id)
        } else {
            army
        };
        mails.push(Mail {
            from: seat(color),
            subject: format!("stratego deploy {id} {} {}", u.id, u.password),
            body,
        });
    }
    let cap = match plan.open_at {
        Some(p) => p + probe_moves as u32,
        None => max_plies,
    };
    let mut probe = Vec::new();
    while game.phase() == Phase::Playing && game.ply() < cap {
        let color = game.to_move();
        let mover = seat(color);
        let other = seat(color.other());
        let moves = game.legal_moves();
        let mv = *moves.choose(rng).expect("a playing side has a move");
        let ply = game.ply() + 1;
        let probing = plan.open_at.is_some_and(|p| game.ply() >= p);
        if !probing {
            let roll: f64 = rng.random();
            if roll < 0.02 {
                mails.push(Mail {
                    from: mover,
                    subject: format!(
                        "Re: stratego chat {id} {} {}",
                        users[mover].id, users[mover].password
                    ),
                    body: "Nice move. Thinking about my next one...\n\n> your move\n".into(),
                });
            } else if roll < 0.03 && users[mover].wrong_passwords < 3 {
                users[mover].wrong_passwords += 1;
                mails.push(Mail {
                    from: mover,
                    subject: format!("stratego move {id} {} wrong-{ply} {mv}", users[mover].id),
                    body: String::new(),
                });
            } else if roll < 0.04 {
                let bad = illegal_move(&game, color, rng);
                mails.push(Mail {
                    from: mover,
                    subject: move_subject(id, &users[mover], bad, ply, rng),
                    body: String::new(),
                });
            } else if roll < 0.05 {
                let theirs = *moves.choose(rng).expect("a move");
                mails.push(Mail {
                    from: other,
                    subject: format!(
                        "stratego move {id} {} {} {theirs}",
                        users[other].id, users[other].password
                    ),
                    body: String::new(),
                });
            }
        }
        game.play(color, mv).expect("a legal move");
        let mail = Mail {
            from: mover,
            subject: move_subject(id, &users[mover], mv, ply, rng),
            body: if !probing && rng.random_bool(0.05) {
                "Your turn.\n".into()
            } else {
                String::new()
            },
        };
        if probing {
            probe.push(mail);
        } else {
            mails.push(mail);
        }
    }
    match plan.open_at {
        Some(p) if game.ply() < p + probe_moves as u32 => return None,
        Some(_) => {}
        None if game.phase() == Phase::Playing => {
            let u = &users[seat(game.to_move())];
            mails.push(Mail {
                from: seat(game.to_move()),
                subject: format!("stratego resign {id} {} {}", u.id, u.password),
                body: "Enough for today.\n".into(),
            });
        }
        None => {}
    }
    Some(Script { mails, probe })
}

/// Mails that start a game: registrations of new players, then the challenge.
fn opening(plan: &GamePlan, users: &mut [User], rng: &mut SmallRng) -> Vec<Mail> {
    let mut out = Vec::new();
    for u in [plan.red, plan.blue] {
        if !users[u].registered {
            users[u].registered = true;
            out.push(Mail {
                from: u,
                subject: format!("stratego register {} {}", users[u].id, users[u].password),
                body: String::new(),
            });
        }
    }
    let small = if plan.variant == Variant::Small {
        " -small"
    } else {
        ""
    };
    let mut body = String::new();
    if rng.random_bool(0.5) {
        let _ = writeln!(body, "Fancy a game, {}?", users[plan.blue].id);
    }
    out.push(Mail {
        from: plan.red,
        subject: format!(
            "stratego challenge {} {}{small} {}",
            users[plan.red].id, users[plan.blue].id, users[plan.red].password
        ),
        body,
    });
    out
}

fn main() {
    let args = parse_args();
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let n_users = args.games.max(2) + 2 * args.open_games;
    let mut users: Vec<User> = (0..n_users)
        .map(|i| User {
            id: format!("p{i:05}"),
            password: format!("pw{:x}", rng.random::<u32>()),
            registered: false,
            wrong_passwords: 0,
        })
        .collect();
    let mut traffic = Writer::new(args.out.join("traffic/new"), "t", args.seed);
    let mut register = Writer::new(args.out.join("register/new"), "r", args.seed);
    for sub in ["cur", "tmp"] {
        std::fs::create_dir_all(args.out.join("register").join(sub)).expect(sub);
    }
    std::fs::create_dir_all(args.out.join("traffic/cur")).expect("cur/");
    std::fs::create_dir_all(args.out.join("traffic/tmp")).expect("tmp/");

    // The open games come first, so their players are registered early and their history
    // is in place before the bulk of the traffic.
    let total = args.games + args.open_games;
    let per_open = args.probe_moves.div_ceil(args.open_games.max(1));
    let mut next_game = 0usize;
    let mut active: Vec<std::collections::VecDeque<Mail>> = Vec::new();
    let mut probes: Vec<Vec<Mail>> = Vec::new();
    let mut open_players = Vec::new();
    let mut mails = 0u64;
    loop {
        while active.len() < args.concurrent && next_game < total {
            let id = next_game + 1;
            let open = next_game < args.open_games;
            let (red, blue) = if open {
                let base = args.games.max(2) + 2 * next_game;
                (base, base + 1)
            } else {
                let red = rng.random_range(0..args.games.max(2));
                let mut blue = rng.random_range(0..args.games.max(2) - 1);
                if blue >= red {
                    blue += 1;
                }
                (red, blue)
            };
            let variant = if rng.random_bool(0.3) {
                Variant::Small
            } else {
                Variant::Classic
            };
            let plan = GamePlan {
                id,
                red,
                blue,
                variant,
                open_at: open.then_some(args.open_ply),
            };
            let script = loop {
                let mut game_rng = SmallRng::seed_from_u64(rng.random());
                let saved = (users[red].clone(), users[blue].clone());
                if let Some(s) = script(&plan, &mut users, args.max_plies, per_open, &mut game_rng)
                {
                    break s;
                }
                (users[red], users[blue]) = saved;
            };
            if open {
                open_players.extend([red, blue]);
                probes.push(script.probe);
            }
            for mail in opening(&plan, &mut users, &mut rng) {
                if mail.subject.starts_with("stratego register ") {
                    register.write(&users, &mail);
                } else {
                    traffic.write(&users, &mail);
                    mails += 1;
                }
            }
            active.push(script.mails.into());
            next_game += 1;
        }
        if active.is_empty() {
            break;
        }
        let i = rng.random_range(0..active.len());
        match active[i].pop_front() {
            Some(mail) => {
                traffic.write(&users, &mail);
                mails += 1;
            }
            None => {
                active.swap_remove(i);
            }
        }
    }
    eprintln!(
        "traffic: {} games, {} users, {mails} mails in {}",
        total,
        users.iter().filter(|u| u.registered).count(),
        args.out.join("traffic/new").display()
    );

    if args.open_games > 0 && args.probe_moves > 0 {
        write_probes(&args, &users, probes, &open_players);
    }
}

fn write_probes(args: &Args, users: &[User], probes: Vec<Vec<Mail>>, players: &[usize]) {
    let mut moves = Writer::new(args.out.join("probe"), "probe", args.seed);
    let mut queues: Vec<std::collections::VecDeque<Mail>> =
        probes.into_iter().map(Into::into).collect();
    let mut written = 0;
    'outer: loop {
        for q in &mut queues {
            if written == args.probe_moves {
                break 'outer;
            }
            if let Some(m) = q.pop_front() {
                moves.write(users, &m);
                written += 1;
            }
        }
        if queues.iter().all(|q| q.is_empty()) {
            break;
        }
    }
    let mut show = Writer::new(args.out.join("probe-show"), "show", args.seed);
    for i in 0..args.probe_moves {
        let game = i % args.open_games + 1;
        show.write(
            users,
            &Mail {
                from: players[0],
                subject: format!("stratego show {game}"),
                body: String::new(),
            },
        );
    }
    let mut rehash = Writer::new(args.out.join("rehash"), "rehash", args.seed);
    for &p in players {
        let u = &users[p];
        rehash.write(
            users,
            &Mail {
                from: p,
                subject: format!(
                    "stratego set {} {} password {}",
                    u.id, u.password, u.password
                ),
                body: String::new(),
            },
        );
    }
    eprintln!(
        "traffic: {written} probe moves in {} (open games 1-{} at ply {})",
        args.out.join("probe").display(),
        args.open_games,
        args.open_ply
    );
}

//! Issue 4's reliability promises, each proven by a test that fails if the promise breaks:
//! killed `ingest` processes lose and double nothing ([`crash`]), every failure of ours exits
//! 75 with nothing applied ([`failures`]), concurrent or bulk mail is applied once each in a
//! serial order ([`load`]), and a mail is on disk before anyone is told so ([`durability`]).
//! The figures are in `docs/RELIABILITY.md`.
//!
//! The games are generated here: complete small games as mail sequences, with moves picked
//! deterministically from a seed by `stratego_rules`, so a run with kills can be compared
//! with a run without.

mod crash;
mod durability;
mod failures;
mod load;
mod sent_once;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use rusqlite::{Connection, OpenFlags};
use stratego_rules::{Army, Color, Game, Options, Phase, Variant};

pub use crate::support::rng::Rng;
use crate::support::server::{Env, parse_sent};

/// One incoming mail of a script.
#[derive(Debug, Clone)]
pub struct Mail {
    pub message_id: String,
    pub from: String,
    pub subject: String,
    pub body: String,
    /// Whether the command should be carried out (`false`: refused with an error reply).
    pub applies: bool,
}

impl Mail {
    pub fn raw(&self) -> Vec<u8> {
        format!(
            "From: {}\r\nTo: stratego@pbem.example\r\nSubject: {}\r\n\
             Date: Fri, 20 Nov 2026 12:00:00 +0000\r\nMessage-ID: {}\r\n\
             MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            self.from,
            self.subject,
            self.message_id,
            self.body.replace('\n', "\r\n")
        )
        .into_bytes()
    }
}

/// One planned game: its players, armies and the state it must end in.
pub struct Planned {
    pub number: i64,
    pub red: String,
    pub blue: String,
    pub armies: [Army; 2],
    /// The game as the rules play it, after every mail of the script.
    pub game: Game,
}

/// Complete games as a sequence of mails, and what they must end in.
pub struct Script {
    /// The players and their passwords, registered and confirmed before the mails
    /// ([`Script::register`]: confirmation codes are random, so no script can carry them).
    pub users: Vec<(String, String)>,
    pub mails: Vec<Mail>,
    pub games: Vec<Planned>,
}

impl Script {
    /// Registers and confirms the script's players in `env`.
    pub fn register(&self, env: &Env) {
        env.register_many(&self.users);
    }
}

/// A legal small army (SPEC 4); shuffled per player.
const SMALL_ARMY: &str = "99785789 4S234579 B8BFB87B";

fn shuffled_army(rng: &mut Rng) -> String {
    let mut symbols: Vec<char> = SMALL_ARMY.chars().filter(|c| *c != ' ').collect();
    for i in (1..symbols.len()).rev() {
        symbols.swap(i, rng.below(i + 1));
    }
    symbols
        .chunks(8)
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn addr(user: &str) -> String {
    format!("{user}@example.org")
}

fn password(user: &str) -> String {
    format!("pw-{user}")
}

/// `games` small games between fresh players (`red0`/`blue0`, ...), played with moves picked
/// from `seed`; a game still running after `max_plies` is resigned. `filler` in 100 mails
/// are show, history, chat, games, showas, or moves refused as stale or out of turn. With
/// `total`, filler mails are added (or mails cut) so that the script has exactly that many.
pub fn script(
    tag: &str,
    seed: u64,
    games: usize,
    max_plies: u32,
    filler: usize,
    total: Option<usize>,
) -> Script {
    let mut rng = Rng::new(seed);
    let mut mails = Vec::new();
    let push = |mails: &mut Vec<Mail>, from: &str, subject: String, body: &str, applies| {
        let n = mails.len();
        mails.push(Mail {
            message_id: format!("<{tag}-{n}@client.example>"),
            from: addr(from),
            subject,
            body: body.to_string(),
            applies,
        });
    };
    let mut planned = Vec::new();
    let mut users = Vec::new();
    for g in 0..games {
        let (red, blue) = (format!("red{g}"), format!("blue{g}"));
        for u in [&red, &blue] {
            users.push((u.clone(), password(u)));
        }
        let armies = [shuffled_army(&mut rng), shuffled_army(&mut rng)];
        planned.push((red, blue, armies));
    }
    let mut plans = Vec::new();
    for (g, (red, blue, armies)) in planned.into_iter().enumerate() {
        let number = g as i64 + 1;
        push(
            &mut mails,
            &red,
            format!("stratego challenge {red} {blue} -small {}", password(&red)),
            "Good luck!",
            true,
        );
        let mut game = Game::new(Variant::Small, Options::default());
        let mut parsed = Vec::new();
        for (color, user, army) in [
            (Color::Red, &red, &armies[0]),
            (Color::Blue, &blue, &armies[1]),
        ] {
            push(
                &mut mails,
                user,
                format!("stratego deploy {number} {user} {}", password(user)),
                army,
                true,
            );
            let (a, _) = Army::parse(army, Variant::Small).expect("a legal army");
            game.deploy(color, &a, &mut rand::rng()).expect("deploys");
            parsed.push(a);
        }
        let armies: [Army; 2] = parsed.try_into().expect("two armies");
        plans.push(Planned {
            number,
            red,
            blue,
            armies,
            game,
        });
    }

    let playing = |plans: &[Planned]| -> Vec<usize> {
        (0..plans.len())
            .filter(|&i| plans[i].game.phase() == Phase::Playing)
            .collect()
    };
    let mut chat = 0;
    loop {
        if total.is_some_and(|t| mails.len() >= t) {
            break;
        }
        let active = playing(&plans);
        let over = active.is_empty();
        if over && total.is_none() {
            break;
        }
        let i = if over {
            rng.below(plans.len())
        } else {
            active[rng.below(active.len())]
        };
        let p = &mut plans[i];
        let n = p.number;
        let to_move = p.game.to_move();
        let (mover, other) = match to_move {
            Color::Red => (p.red.clone(), p.blue.clone()),
            Color::Blue => (p.blue.clone(), p.red.clone()),
        };
        if over || rng.below(100) < filler {
            let moves = if over {
                Vec::new()
            } else {
                p.game.legal_moves()
            };
            match rng.below(7) {
                0 => push(&mut mails, &other, format!("stratego show {n}"), "", true),
                1 => push(
                    &mut mails,
                    &mover,
                    format!("stratego history {n}"),
                    "",
                    true,
                ),
                2 if !over => {
                    chat += 1;
                    let pw = password(&mover);
                    let body = format!("Chat message {chat}.");
                    push(
                        &mut mails,
                        &mover,
                        format!("stratego chat {n} {mover} {pw}"),
                        &body,
                        true,
                    );
                }
                3 => push(&mut mails, &mover, "stratego games".to_string(), "", true),
                4 if !moves.is_empty() => {
                    let mv = moves[rng.below(moves.len())];
                    let stale = p.game.ply() + 5;
                    let pw = password(&mover);
                    let subject = format!("stratego move {n} {mover} {pw} {mv}#{stale}");
                    push(&mut mails, &mover, subject, "", false);
                }
                5 if !moves.is_empty() => {
                    let mv = moves[rng.below(moves.len())];
                    let pw = password(&other);
                    let subject = format!("stratego move {n} {other} {pw} {mv}");
                    push(&mut mails, &other, subject, "", false);
                }
                _ => {
                    let pw = password(&other);
                    let subject = format!("stratego showas {n} {other} {pw}");
                    push(&mut mails, &other, subject, "", true);
                }
            }
            continue;
        }
        let pw = password(&mover);
        if p.game.ply() >= max_plies {
            push(
                &mut mails,
                &mover,
                format!("stratego resign {n} {mover} {pw}"),
                "",
                true,
            );
            p.game.resign(to_move).expect("resigns");
            continue;
        }
        let moves = p.game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        let subject = if rng.below(2) == 0 {
            format!("stratego move {n} {mover} {pw} {mv}#{}", p.game.ply() + 1)
        } else {
            format!("stratego move {n} {mover} {pw} {mv}")
        };
        let body = if rng.below(4) == 0 { "Your turn." } else { "" };
        push(&mut mails, &mover, subject, body, true);
        p.game.play(to_move, mv).expect("a legal move");
    }
    Script {
        users,
        mails,
        games: plans,
    }
}

/// The program as `Env::cmd` configures it, as a plain `std` command (to spawn and kill).
pub fn command(env: &Env) -> Command {
    let mut cmd = env.std_cmd();
    no_fault(&mut cmd);
    cmd
}

/// The program run through `wrapper` (e.g. `setpriv ...` or `bash -c ...`), configured as
/// [`command`]: the binary's path is the wrapper's last argument.
pub fn wrapped(env: &Env, wrapper: &[&str]) -> Command {
    let mut cmd = Command::new(wrapper[0]);
    cmd.args(&wrapper[1..])
        .arg(assert_cmd::cargo::cargo_bin!("stratego-pbem"));
    no_fault(env.configure(&mut cmd));
    cmd
}

/// No fault injected and the default busy timeout, whatever the test's environment says.
fn no_fault(cmd: &mut Command) {
    cmd.env_remove("STRATEGO_FAULT")
        .env_remove("STRATEGO_BUSY_TIMEOUT_MS");
}

/// alice (Red) and bob (Blue) in small game 1, both deployed: Red to move; no mail waiting.
pub fn started() -> Env {
    const ARMY: &str = "99785789\n4S234579\nB8BFB87B";
    let env = Env::new();
    env.register("alice", "pw-alice");
    env.register("bob", "pw-bob");
    env.mail(
        &addr("alice"),
        "stratego challenge alice bob -small pw-alice",
        "",
    );
    env.mail(&addr("alice"), "stratego deploy 1 alice pw-alice", ARMY);
    env.mail(&addr("bob"), "stratego deploy 1 bob pw-bob", ARMY);
    env.take_mails();
    env
}

/// Runs `cmd` with `stdin` as its input.
pub fn run_with_stdin(mut cmd: Command, stdin: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn stratego-pbem");
    let mut pipe = child.stdin.take().expect("stdin");
    // The child may be gone already (killed, or failed before reading): that is its result.
    let _ = pipe.write_all(stdin);
    drop(pipe);
    child.wait_with_output().expect("wait")
}

/// Opens the database read-only, as an outside observer of a crashed program.
pub fn open_ro(db: &Path) -> Connection {
    Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open read-only")
}

/// `PRAGMA integrity_check` and `foreign_key_check`: "ok" and no rows.
pub fn assert_intact(db: &Path) {
    let conn = open_ro(db);
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check");
    assert_eq!(check, "ok", "integrity_check of {}", db.display());
    let bad: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .expect("foreign_key_check");
    assert_eq!(bad, 0, "foreign_key_check of {}", db.display());
}

/// How many inbox rows hold `message_id` (0 or 1), and the outcome of that row.
pub fn inbox_row(db: &Path, message_id: &str) -> (i64, Option<String>) {
    let conn = open_ro(db);
    let schema: i64 = conn
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE name = 'inbox'",
            [],
            |r| r.get(0),
        )
        .expect("sqlite_master");
    if schema == 0 {
        return (0, None);
    }
    let n: i64 = conn
        .query_row(
            "SELECT count(*) FROM inbox WHERE message_id = ?1",
            [message_id],
            |r| r.get(0),
        )
        .expect("count inbox");
    let outcome = conn
        .query_row(
            "SELECT outcome FROM inbox WHERE message_id = ?1",
            [message_id],
            |r| r.get::<_, Option<String>>(0),
        )
        .unwrap_or(None);
    (n, outcome)
}

/// Everything a mail may change, in a comparable form: every game row (its serialized
/// state included), and the number of users, moves, inbox and outbox rows.
pub fn snapshot(db: &Path) -> String {
    let mut out = String::new();
    let tables = [
        "users",
        "login_failures",
        "lockouts",
        "moves",
        "inbox",
        "outbox",
        "subscriptions",
    ];
    let schema = db.exists()
        && open_ro(db)
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name = 'games'",
                [],
                |r| r.get::<_, i64>(0),
            )
            .expect("sqlite_master")
            == 1;
    if !schema {
        // Not created yet, or killed before the migration committed: the same as empty.
        for table in tables {
            out.push_str(&format!("{table} 0\n"));
        }
        return out;
    }
    let conn = open_ro(db);
    let mut stmt = conn
        .prepare(
            "SELECT id, status, to_move, ply, result, state, last_activity FROM games ORDER BY id",
        )
        .expect("prepare");
    let rows = stmt
        .query_map([], |r| {
            Ok(format!(
                "game {} {} {:?} {} {:?} {} {}\n",
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, i64>(6)?,
            ))
        })
        .expect("query games");
    for row in rows {
        out.push_str(&row.expect("row"));
    }
    for table in tables {
        let n: i64 = conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap_or(-1);
        out.push_str(&format!("{table} {n}\n"));
    }
    out
}

/// One reply as the comparison sees it: recipient, subject, body.
pub type Reply = (String, String, String);

/// Takes every `.eml` in the outbox (and removes leftovers of killed writes): the distinct
/// mails by Message-ID, sorted, and how many files were extra copies of one Message-ID.
pub fn take_replies(outbox: &Path) -> (Vec<Reply>, usize) {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(outbox) {
        Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(_) => return (Vec::new(), 0),
    };
    files.sort();
    let mut by_id: BTreeMap<String, Reply> = BTreeMap::new();
    let mut copies = 0;
    for path in files {
        if path.extension().is_some_and(|e| e == "eml") {
            let raw = std::fs::read(&path).expect("read eml");
            let sent = parse_sent(&path, &raw);
            let reply = (sent.to.clone(), sent.subject.clone(), sent.body.clone());
            if let Some(before) = by_id.insert(sent.header("Message-ID").to_string(), reply.clone())
            {
                assert_eq!(before, reply, "two different mails share a Message-ID");
                copies += 1;
            }
        }
        std::fs::remove_file(&path).expect("remove outbox file");
    }
    let mut replies: Vec<Reply> = by_id.into_values().collect();
    replies.sort();
    (replies, copies)
}

/// The `export` JSON of game `n`.
pub fn export(env: &Env, n: i64) -> serde_json::Value {
    let out = command(env)
        .args(["export", &n.to_string()])
        .output()
        .expect("export");
    assert!(
        out.status.success(),
        "export {n}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("export is JSON")
}

/// Checks that an exported game is what the rules make of its own move list, starting from
/// the planned armies, and that it ends where the script's game ends.
pub fn assert_replays(export: &serde_json::Value, plan: &Planned) {
    let mut game = Game::new(Variant::Small, Options::default());
    game.deploy(Color::Red, &plan.armies[0], &mut rand::rng())
        .unwrap();
    game.deploy(Color::Blue, &plan.armies[1], &mut rand::rng())
        .unwrap();
    let moves = export["moves"].as_array().expect("moves");
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(
            m["ply"],
            i as u64 + 1,
            "game {}: plies in order",
            plan.number
        );
        let color = match m["player"].as_str() {
            Some("red") => Color::Red,
            _ => Color::Blue,
        };
        let mv = format!(
            "{}-{}",
            m["from"].as_str().unwrap(),
            m["to"].as_str().unwrap()
        );
        game.play(color, mv.parse().unwrap())
            .unwrap_or_else(|e| panic!("game {} ply {}: {mv} is illegal: {e}", plan.number, i + 1));
    }
    assert_eq!(
        export["position"].as_str(),
        Some(game.position_text().as_str()),
        "game {}: the stored position is the replayed one",
        plan.number
    );
    assert_eq!(
        game.position_text(),
        plan.game.position_text(),
        "game {}: the moves are the script's",
        plan.number
    );
    assert_eq!(export["ply"], u64::from(plan.game.ply()));
    let status = match plan.game.phase() {
        Phase::Over(_) => "over",
        Phase::Playing => "playing",
        Phase::Setup { .. } => "setup",
    };
    assert_eq!(export["status"], status, "game {}", plan.number);
}

/// Writes `mail` into `dir/new` as a Maildir file (through `tmp/`, as an MDA does).
pub fn deliver_to_maildir(dir: &Path, name: &str, raw: &[u8]) {
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let tmp = dir.join("tmp").join(name);
    std::fs::write(&tmp, raw).unwrap();
    std::fs::rename(&tmp, dir.join("new").join(name)).unwrap();
}

/// How many files are in `dir/sub`.
pub fn count_files(dir: &Path, sub: &str) -> usize {
    std::fs::read_dir(dir.join(sub)).map_or(0, |rd| rd.count())
}

//! Fog of war over mail (SPEC 6): two runs of the real program whose games differ only in
//! the identities of two hidden pieces of one player (two of that player's pieces of
//! different rank swapped in the deploy mail) must send the other player, and an observer,
//! exactly the same mail: boards, battle reports, error replies, history, game lists; and
//! `show --as` / `show` must print the same views, HTML boards and JSON. Once a game is over
//! its mails show both armies open (issue 79, as its web page does), so play stops before
//! a move that would end it.
//!
//! Each game is generated from a seed with `stratego_rules` playing both versions side by
//! side: a move is picked among those legal in both, and play stops before the first battle
//! of a swapped piece (that reveals it: from then on the views may differ) or before the
//! versions would end differently. The opponent of the swapped pieces also sends `showas`,
//! `show`, `history`, `games`, illegal moves and moves out of turn. Both runs get the same
//! mails (same Message-IDs, same clock) through `ingest --maildir`, in batches, and the
//! outgoing mail of each batch is compared with only Message-IDs, Date and file names
//! normalised.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use stratego_rules::{Army, Color, Game, Move, Options, Phase, Square, Variant};

use super::{Rng, take_in_queue_order};
use crate::support::server::{Env, Sent, addr};

const CLASSIC_ARMY: &str = "9394924939 56691S9575 574BB7668B 88BF7B88B9";
const SMALL_ARMY: &str = "99785789 4S234579 B8BFB87B";
/// Barrage and Duel: the pieces and `.` for the empty home squares, shuffled over all 40.
const BARRAGE_ARMY: &str = "F B S 9 9 8 2 1 ................................";
const DUEL_ARMY: &str = "F B B S 9 9 8 8 2 1 ..............................";

const RED: (&str, &str) = ("alice", "Red-Pass-Alpha-3391");
const BLUE: (&str, &str) = ("bob", "Blue-Pass-Bravo-7720");
const OBSERVER: (&str, &str) = ("carol", "Obs-Pass-Charlie-1185");

/// Seeds per direction, and the longest game (plies) played with hidden swapped pieces.
const SEEDS: u64 = 10;
const MAX_PLIES: u32 = 120;
/// A batch (one `ingest --maildir` and the views compared) every this many plies.
const BATCH_PLIES: u32 = 40;

fn player(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::Red => RED,
        Color::Blue => BLUE,
    }
}

/// One incoming mail; only a deploy of the swapped army has a different body per run.
struct Step {
    from: String,
    subject: String,
    body: [String; 2],
    applies: bool,
}

enum Item {
    Mail(Step),
    /// Process what came so far and compare the runs.
    Batch,
}

/// A generated pair of games.
struct Script {
    seed: u64,
    args: String,
    swapped: Color,
    squares: (Square, Square),
    items: Vec<Item>,
    plies: u32,
    stop: &'static str,
}

impl Script {
    fn viewer(&self) -> Color {
        self.swapped.other()
    }

    fn message_id(&self, n: usize) -> String {
        format!(
            "<fog-{}-{}-{n}@client.example>",
            self.seed,
            self.swapped.as_str()
        )
    }
}

fn shuffled(army: &str, rng: &mut Rng) -> Vec<char> {
    let mut symbols: Vec<char> = army.chars().filter(|c| *c != ' ').collect();
    for i in (1..symbols.len()).rev() {
        symbols.swap(i, rng.below(i + 1));
    }
    symbols
}

fn army_text(symbols: &[char], files: usize) -> String {
    symbols
        .chunks(files)
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The squares where the two versions hold different pieces (the swapped pair, wherever
/// they went).
fn differing(games: &[Game; 2]) -> BTreeSet<Square> {
    games[0]
        .board()
        .iter()
        .filter(|(sq, u)| games[1].board().get(*sq).map(|v| v.piece) != Some(u.piece))
        .map(|(sq, _)| sq)
        .collect()
}

/// A move by `color` that both versions refuse (the rules must agree that they do: the
/// legality of a player's own move cannot depend on what the enemy's hidden pieces are).
fn illegal_move(games: &[Game; 2], color: Color, rng: &mut Rng) -> Option<Move> {
    let own: Vec<Square> = games[0]
        .board()
        .iter()
        .filter(|(_, u)| u.piece.color == color)
        .map(|(sq, _)| sq)
        .collect();
    for _ in 0..100 {
        let from = if rng.chance(80) {
            own[rng.below(own.len())]
        } else {
            Square::from_index(rng.below(100)).expect("a square")
        };
        let (df, dr) = (rng.below(7) as i8 - 3, rng.below(7) as i8 - 3);
        let Some(to) = from.offset(df, dr) else {
            continue;
        };
        let mv = Move { from, to };
        if let Err(e) = games[0].check_move(color, mv) {
            assert_eq!(
                Err(e),
                games[1].check_move(color, mv),
                "the rules refuse {mv} differently when hidden pieces differ"
            );
            return Some(mv);
        }
    }
    None
}

fn script(seed: u64, swapped: Color) -> Script {
    let mut rng = Rng::new(seed * 2 + u64::from(swapped == Color::Red));
    let viewer = swapped.other();
    let mut args: Vec<&str> = Vec::new();
    // Each kind of game in turn.
    match seed % 4 {
        1 => args.push("-small"),
        2 => args.push("-barrage"),
        3 => args.push("-duel"),
        _ => {}
    }
    if seed.is_multiple_of(3) {
        args.push("-reveal=turn");
    }
    if rng.chance(25) {
        args.push("-noscoutstrike");
    }
    args.push(
        [
            "-twosquare=3",
            "-twosquare=0",
            "-twosquare=2",
            "-twosquare=5",
        ][rng.below(4)],
    );
    let (variant, options) = Options::parse_args(args.iter().copied()).expect("options");
    let (army, files) = match variant {
        Variant::Small => (SMALL_ARMY, 8),
        Variant::Classic => (CLASSIC_ARMY, 10),
        Variant::Barrage => (BARRAGE_ARMY, 10),
        Variant::Duel => (DUEL_ARMY, 10),
        // Domino's hands come from the OS random source at the challenge, so two runs cannot
        // share them: its fog of war is checked by the rules crate's property test
        // (hidden_pieces_do_not_show) and by the JSON views of tests/game/domino.rs.
        Variant::Domino => unreachable!("no -domino among the options above"),
    };

    // The armies, and two pieces of different rank of the swapped side exchanged in the
    // second version, such that both versions start.
    let armies = [shuffled(army, &mut rng), shuffled(army, &mut rng)];
    let (games, swap, texts) = loop {
        let mine = &armies[swapped.index()];
        // Half of the time two pieces behind the front row, which stay hidden longer.
        let (i, j) = if rng.chance(50) {
            (
                files + rng.below(mine.len() - files),
                files + rng.below(mine.len() - files),
            )
        } else {
            (rng.below(mine.len()), rng.below(mine.len()))
        };
        // Two pieces: a piece and an empty square would differ in plain sight.
        if mine[i] == mine[j] || mine[i] == '.' || mine[j] == '.' {
            continue;
        }
        let mut other = mine.clone();
        other.swap(i, j);
        let texts = [army_text(mine, files), army_text(&other, files)];
        let mut games = [Game::new(variant, options), Game::new(variant, options)];
        for (k, game) in games.iter_mut().enumerate() {
            for color in [Color::Red, Color::Blue] {
                let text = if color == swapped {
                    texts[k].clone()
                } else {
                    army_text(&armies[color.index()], files)
                };
                let (a, _) = Army::parse(&text, variant).expect("a legal army");
                game.deploy(color, &a, &mut rand::rng()).expect("deploys");
            }
        }
        if games[0].phase() == Phase::Playing && games[1].phase() == Phase::Playing {
            let squares = variant.setup_squares(swapped);
            break (games, (squares[i], squares[j]), texts);
        }
    };
    let mut games = games;

    let mut items = Vec::new();
    let mail = |items: &mut Vec<Item>, from: &str, subject: String, applies: bool| {
        items.push(Item::Mail(Step {
            from: addr(from),
            subject,
            body: [String::new(), String::new()],
            applies,
        }));
    };
    // The players are registered and confirmed before the script (see `run`).
    let (challenger, cpw) = if rng.chance(50) { RED } else { BLUE };
    let args = args.join(" ");
    mail(
        &mut items,
        challenger,
        format!("stratego challenge alice bob {args} {cpw}"),
        true,
    );
    let (v, vpw) = player(viewer);
    mail(
        &mut items,
        OBSERVER.0,
        format!("stratego subscribe 1 {} {}", OBSERVER.0, OBSERVER.1),
        true,
    );
    if rng.chance(30) {
        mail(
            &mut items,
            v,
            format!("stratego set {v} {vpw} noflip"),
            true,
        );
    }
    let deploys = if rng.chance(50) {
        [Color::Red, Color::Blue]
    } else {
        [Color::Blue, Color::Red]
    };
    for color in deploys {
        let (u, pw) = player(color);
        let body = |army: &str| format!("{army}\n\nMay the better general win.\n");
        let body = if color == swapped {
            [body(&texts[0]), body(&texts[1])]
        } else {
            let text = body(&army_text(&armies[color.index()], files));
            [text.clone(), text]
        };
        items.push(Item::Mail(Step {
            from: addr(u),
            subject: format!("stratego deploy 1 {u} {pw}"),
            body,
            applies: true,
        }));
    }
    items.push(Item::Batch);

    let stop = loop {
        if games[0].phase() != Phase::Playing {
            break "game over";
        }
        let ply = games[0].ply();
        if ply >= MAX_PLIES {
            break "ply limit";
        }
        let to_move = games[0].to_move();
        if rng.chance(30) {
            // The viewer looks at the game or makes a mistake.
            match rng.below(7) {
                0 => mail(&mut items, v, format!("stratego showas 1 {v} {vpw}"), true),
                1 => mail(&mut items, v, "stratego history 1".into(), true),
                2 => mail(&mut items, v, "stratego show 1".into(), true),
                3 => mail(&mut items, v, format!("stratego games {v}"), true),
                4 if to_move == viewer => {
                    let legal = games[0].legal_moves();
                    let mv = legal[rng.below(legal.len())];
                    let stale = ply + 2 + rng.below(3) as u32;
                    mail(
                        &mut items,
                        v,
                        format!("stratego move 1 {v} {vpw} {mv}#{stale}"),
                        false,
                    );
                }
                _ => {
                    if let Some(mv) = illegal_move(&games, viewer, &mut rng) {
                        mail(
                            &mut items,
                            v,
                            format!("stratego move 1 {v} {vpw} {}-{}", mv.from, mv.to),
                            false,
                        );
                    }
                }
            }
        }
        let legal: Vec<Move> = {
            let other: BTreeSet<(Square, Square)> = games[1]
                .legal_moves()
                .into_iter()
                .map(|m| (m.from, m.to))
                .collect();
            games[0]
                .legal_moves()
                .into_iter()
                .filter(|m| other.contains(&(m.from, m.to)))
                .collect()
        };
        if legal.is_empty() {
            break "no move legal in both";
        }
        let mv = legal[rng.below(legal.len())];
        let hidden = differing(&games);
        let battle = games[0].board().get(mv.to).is_some();
        if battle && (hidden.contains(&mv.from) || hidden.contains(&mv.to)) {
            break "a swapped piece would battle";
        }
        let mut next = games.clone();
        let records = [
            next[0].play(to_move, mv).expect("legal"),
            next[1].play(to_move, mv).expect("legal"),
        ];
        if next[0].phase() != next[1].phase() {
            break "the versions would end differently";
        }
        if next[0].phase() != Phase::Playing {
            break "the game would end (both armies open from then on)";
        }
        assert_eq!(records[0], records[1], "{mv}: the public record differs");
        games = next;
        let (u, pw) = player(to_move);
        let numbered = if rng.chance(50) {
            format!("#{}", ply + 1)
        } else {
            String::new()
        };
        let body = if rng.chance(20) { "Your turn.\n" } else { "" };
        items.push(Item::Mail(Step {
            from: addr(u),
            subject: format!("stratego move 1 {u} {pw} {mv}{numbered}"),
            body: [body.to_string(), body.to_string()],
            applies: true,
        }));
        if games[0].ply().is_multiple_of(BATCH_PLIES) {
            items.push(Item::Batch);
        }
        // Out of turn: the player who just moved moves again.
        if to_move == viewer && rng.chance(10) {
            mail(
                &mut items,
                v,
                format!("stratego move 1 {v} {vpw} {mv}"),
                false,
            );
        }
    };
    let plies = games[0].ply();
    items.push(Item::Batch);

    // The viewer looks again, at the game as it stands (a game over shows both armies).
    mail(&mut items, v, format!("stratego showas 1 {v} {vpw}"), true);
    mail(&mut items, v, "stratego history 1".into(), true);
    mail(&mut items, v, "stratego games".into(), true);
    mail(&mut items, OBSERVER.0, "stratego show 1".into(), true);
    items.push(Item::Batch);

    Script {
        seed,
        args,
        swapped,
        squares: swap,
        items,
        plies,
        stop,
    }
}

/// What one batch left: the mails (normalised) by recipient and the views.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct Batch {
    viewer_mail: Vec<String>,
    observer_mail: Vec<String>,
    swapped_mail: Vec<String>,
    viewer_json: String,
    neutral_json: String,
    viewer_board: String,
    viewer_html: String,
    neutral_html: String,
    swapped_json: String,
    swapped_html: String,
}

/// Message-IDs replaced by their order of first appearance in one run.
#[derive(Default)]
struct Ids(HashMap<String, usize>);

impl Ids {
    fn canon(&mut self, value: &str) -> String {
        value
            .split_whitespace()
            .map(|id| {
                let n = self.0.len();
                format!("<id{}>", self.0.entry(id.to_string()).or_insert(n))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The whole mail as text: every header but Date, with Message-IDs normalised, then the
    /// text and the HTML part. (The MIME boundary is a hash of the random Message-ID: it is
    /// normalised like the id.)
    fn normalise(&mut self, m: &Sent) -> String {
        let mut out = String::new();
        for (name, value) in &m.headers {
            let value = match name.as_str() {
                "date" => continue,
                "message-id" | "in-reply-to" | "references" => self.canon(value),
                // The reply key is random; the same one gets the same name.
                "reply-to" => self.canon(value),
                "content-type" => match value.split_once("boundary=") {
                    Some((kind, boundary)) => format!("{kind}boundary={}", self.canon(boundary)),
                    None => value.clone(),
                },
                _ => value.clone(),
            };
            writeln!(out, "{name}: {value}").unwrap();
        }
        writeln!(out, "\n{}", m.body).unwrap();
        // The HTML board (issue 12) must keep the fog as the text does.
        if let Some(html) = &m.html {
            writeln!(out, "--- html\n{html}").unwrap();
        }
        out
    }
}

fn show(env: &Env, args: &[&str]) -> String {
    let mut all = vec!["show", "1"];
    all.extend_from_slice(args);
    env.admin(&all)
}

/// Plays version `k` of `script` through the program; returns what each batch left.
fn run(script: &Script, k: usize) -> Vec<Batch> {
    let env = Env::new();
    // Confirmation codes are random: each run registers and confirms the players first.
    env.register_many(&[RED, BLUE, OBSERVER].map(|(u, pw)| (u.to_string(), pw.to_string())));
    let maildir = env.dir.path().join("maildir");
    fs::create_dir_all(maildir.join("new")).unwrap();
    fs::create_dir_all(maildir.join("cur")).unwrap();
    fs::create_dir_all(maildir.join("tmp")).unwrap();
    let (v, _) = player(script.viewer());
    let (s, _) = player(script.swapped);
    let mut ids = Ids::default();
    let mut batches = Vec::new();
    let mut planned = Vec::new();
    for (n, item) in script.items.iter().enumerate() {
        match item {
            Item::Mail(step) => {
                let id = script.message_id(n);
                let raw = format!(
                    "From: {}\r\nTo: stratego@pbem.example\r\nSubject: {}\r\n\
                     Date: Fri, 20 Nov 2026 12:00:00 +0000\r\nMessage-ID: {id}\r\n\
                     MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}",
                    step.from,
                    step.subject,
                    step.body[k].replace('\n', "\r\n")
                );
                fs::write(maildir.join("new").join(format!("{n:06}.eml")), raw).unwrap();
                planned.push((id, step));
            }
            Item::Batch => {
                let out = env
                    .cmd()
                    .arg("ingest")
                    .arg("--maildir")
                    .arg(&maildir)
                    .output()
                    .expect("run ingest");
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                check_outcomes(&env.db, &planned);
                planned.clear();
                let mut batch = Batch::default();
                for m in take_in_queue_order(&env) {
                    let text = ids.normalise(&m);
                    if m.to == addr(v) {
                        batch.viewer_mail.push(text);
                    } else if m.to == addr(OBSERVER.0) {
                        batch.observer_mail.push(text);
                    } else if m.to == addr(s) {
                        batch.swapped_mail.push(text);
                    } else {
                        panic!("a mail to {}: {m:#?}", m.to);
                    }
                }
                batch.viewer_json = show(&env, &["--as", v, "--json"]);
                batch.neutral_json = show(&env, &["--json"]);
                batch.viewer_board = show(&env, &["--as", v]);
                batch.viewer_html = show(&env, &["--as", v, "--html"]);
                batch.neutral_html = show(&env, &["--html"]);
                batch.swapped_json = show(&env, &["--as", s, "--json"]);
                batch.swapped_html = show(&env, &["--as", s, "--html"]);
                batches.push(batch);
            }
        }
    }
    batches
}

/// Every mail was applied or refused as planned: a run where the moves did not happen
/// would compare nothing.
fn check_outcomes(db: &Path, planned: &[(String, &Step)]) {
    let conn = super::db(db);
    for (id, step) in planned {
        let outcome: String = conn
            .query_row(
                "SELECT outcome FROM inbox WHERE message_id = ?1",
                [id],
                |r| r.get(0),
            )
            .unwrap_or_else(|e| panic!("{id} ({}): {e}", step.subject));
        assert_eq!(
            outcome.starts_with("applied"),
            step.applies,
            "{}: {outcome}",
            step.subject
        );
    }
}

/// Panics with the first difference, shown in full.
fn same(script: &Script, batch: usize, what: &str, a: &[String], b: &[String]) {
    let context = format!(
        "seed {} ({}), {} pieces on {} and {} swapped, batch {batch}: {what}",
        script.seed,
        script.args,
        script.swapped.name(),
        script.squares.0,
        script.squares.1
    );
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        if x != y {
            let line = x
                .lines()
                .zip(y.lines())
                .position(|(l, m)| l != m)
                .unwrap_or(0);
            panic!(
                "{context}: item {i} differs from line {line} on.\n--- version 1:\n{x}\n--- version 2:\n{y}"
            );
        }
    }
    assert_eq!(a.len(), b.len(), "{context}: the number of mails differs");
}

/// Plays both versions of each seed and compares; returns (plies, mails compared) per game.
fn fog_holds(swapped: Color) {
    let mut report = Vec::new();
    let mut total_mails = 0;
    let mut total_plies = 0;
    for seed in 0..SEEDS {
        let script = script(seed, swapped);
        let (a, b) = std::thread::scope(|scope| {
            let a = scope.spawn(|| run(&script, 0));
            let b = scope.spawn(|| run(&script, 1));
            (a.join().unwrap(), b.join().unwrap())
        });
        assert_eq!(a.len(), b.len());
        let mut swapped_differs = false;
        let mut swapped_html_differs = false;
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            same(
                &script,
                i,
                "mail to the viewer",
                &x.viewer_mail,
                &y.viewer_mail,
            );
            same(
                &script,
                i,
                "mail to the observer",
                &x.observer_mail,
                &y.observer_mail,
            );
            same(
                &script,
                i,
                "views",
                &[
                    x.viewer_json.clone(),
                    x.neutral_json.clone(),
                    x.viewer_board.clone(),
                    x.viewer_html.clone(),
                    x.neutral_html.clone(),
                ],
                &[
                    y.viewer_json.clone(),
                    y.neutral_json.clone(),
                    y.viewer_board.clone(),
                    y.viewer_html.clone(),
                    y.neutral_html.clone(),
                ],
            );
            swapped_differs |= x.swapped_mail != y.swapped_mail || x.swapped_json != y.swapped_json;
            // The HTML board shows the swapped pieces to their owner, as the text does.
            swapped_html_differs |= x.swapped_html != y.swapped_html;
            total_mails += x.viewer_mail.len() + x.observer_mail.len();
        }
        // The owner of the swapped pieces sees them: the two versions really differ.
        assert!(swapped_differs, "seed {seed}: the swap made no difference");
        assert!(
            swapped_html_differs,
            "seed {seed}: the swap made no difference to its owner's HTML board"
        );
        total_plies += script.plies;
        report.push(format!(
            "seed {seed} {}: {} plies, {}",
            script.args, script.plies, script.stop
        ));
    }
    eprintln!(
        "fog ({} swapped): {SEEDS} games, {total_plies} plies, {total_mails} mails compared\n{}",
        swapped.name(),
        report.join("\n")
    );
}

#[test]
fn red_gets_the_same_mail_whichever_hidden_blue_pieces_are_swapped() {
    fog_holds(Color::Blue);
}

#[test]
fn blue_gets_the_same_mail_whichever_hidden_red_pieces_are_swapped() {
    fog_holds(Color::Red);
}

//! Load: 16 `ingest` processes started at once, on one game and on 16 games, apply every mail
//! once in some serial order, with no busy database reaching a player; a big batch through
//! `ingest --maildir` ends with every mail in `cur/` and every game replaying legally.
//!
//! `STRATEGO_LOAD_MAILS` sets the size of the batch (default 10,000: about 30 s in a debug
//! build).

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Output, Stdio};
use std::time::Instant;

use stratego_rules::Move;

use super::{
    Mail, Script, addr, assert_intact, assert_replays, command, count_files, deliver_to_maildir,
    export, open_ro, script, take_replies,
};
use crate::support::server::Env;

/// Registers the players of `plan`, then runs its setup mails (challenges, deploys) in one
/// batch.
fn set_up(env: &Env, plan: &Script, setup: usize) {
    plan.register(env);
    let dir = env.dir.path().join("Setup");
    for (i, mail) in plan.mails[..setup].iter().enumerate() {
        deliver_to_maildir(&dir, &format!("{i:06}.mail"), &mail.raw());
    }
    let out = command(env)
        .args(["ingest", "--maildir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    take_replies(&env.outbox);
}

/// Starts one `ingest` per mail, all before any gets its input, and waits for all.
fn concurrently(env: &Env, mails: &[Mail]) -> Vec<Output> {
    let mut children: Vec<_> = mails
        .iter()
        .map(|_| {
            command(env)
                .arg("ingest")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for (child, mail) in children.iter_mut().zip(mails) {
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(&mail.raw()).unwrap();
    }
    children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect()
}

fn mail(tag: &str, n: usize, from: &str, subject: String, body: &str) -> Mail {
    Mail {
        message_id: format!("<{tag}-{n}@client.example>"),
        from: addr(from),
        subject,
        body: body.to_string(),
        applies: true,
    }
}

/// The outcome stored for each Message-ID, in the order the mails were applied.
fn inbox_in_order(env: &Env) -> Vec<(String, String)> {
    let conn = open_ro(&env.db);
    let mut stmt = conn
        .prepare("SELECT message_id, outcome FROM inbox ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Every reply was delivered by one of the processes: none is left queued.
fn assert_nothing_queued(env: &Env) {
    let queued: i64 = open_ro(&env.db)
        .query_row(
            "SELECT count(*) FROM outbox WHERE status != 'sent'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(queued, 0, "replies left in the outbox");
}

fn assert_all_ok(outs: &[Output]) {
    for out in outs {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(!stderr.to_lowercase().contains("busy"), "{stderr}");
    }
}

#[test]
fn sixteen_ingests_at_once_on_one_game_apply_in_a_serial_order() {
    let rounds = 3;
    let env = Env::new();
    let plan = script("one", 7, rounds, 0, 0, Some(3 * rounds));
    set_up(&env, &plan, 3 * rounds);
    let mut orders = Vec::new();
    let mut copies_total = 0;
    for (round, planned) in plan.games.iter().enumerate() {
        let tag = format!("one-r{round}");
        let (n, red, blue) = (planned.number, &planned.red, &planned.blue);
        let (rpw, bpw) = (format!("pw-{red}"), format!("pw-{blue}"));
        // Two Red moves for ply 1 (only the first to arrive may apply) and a Blue move for
        // ply 2 that is legal after either (it applies only if it comes after one of them).
        let reds = planned.game.legal_moves();
        let (a, b) = (reds[0], reds[reds.len() - 1]);
        let after = |mv: Move| {
            let mut g = planned.game.clone();
            g.play(g.to_move(), mv).unwrap();
            g.legal_moves()
        };
        let (after_a, after_b) = (after(a), after(b));
        let c = *after_a.iter().find(|m| after_b.contains(m)).unwrap();
        let mut mails = vec![
            mail(
                &tag,
                0,
                red,
                format!("stratego move {n} {red} {rpw} {a}#1"),
                "",
            ),
            mail(
                &tag,
                1,
                red,
                format!("stratego move {n} {red} {rpw} {b}#1"),
                "",
            ),
            mail(
                &tag,
                2,
                blue,
                format!("stratego move {n} {blue} {bpw} {c}#2"),
                "",
            ),
        ];
        let fillers = [
            (red, format!("stratego show {n}"), ""),
            (blue, format!("stratego show {n}"), ""),
            (red, format!("stratego history {n}"), ""),
            (blue, format!("stratego history {n}"), ""),
            (red, "stratego games".to_string(), ""),
            (blue, format!("stratego games {blue}"), ""),
            (
                red,
                format!("stratego chat {n} {red} {rpw}"),
                "Hello from Red.",
            ),
            (
                blue,
                format!("stratego chat {n} {blue} {bpw}"),
                "Hello from Blue.",
            ),
            (
                red,
                format!("stratego chat {n} {red} {rpw}"),
                "Still there?",
            ),
            (blue, format!("stratego chat {n} {blue} {bpw}"), "Yes."),
            (blue, format!("stratego showas {n} {blue} {bpw}"), ""),
            (red, format!("stratego showas {n} {red} {rpw}"), ""),
            (blue, format!("stratego history {n}"), ""),
        ];
        for (i, (from, subject, body)) in fillers.into_iter().enumerate() {
            mails.push(mail(&tag, 3 + i, from, subject, body));
        }
        assert_eq!(mails.len(), 16);

        let outs = concurrently(&env, &mails);
        assert_all_ok(&outs);
        assert_nothing_queued(&env);

        // Replay the serial order the database chose: each outcome must be what that order
        // gives.
        let index: BTreeMap<&str, usize> = mails
            .iter()
            .enumerate()
            .map(|(i, m)| (m.message_id.as_str(), i))
            .collect();
        let mut ply = 0;
        let mut first = None;
        let mut order = Vec::new();
        for (id, outcome) in inbox_in_order(&env) {
            let Some(&i) = index.get(id.as_str()) else {
                continue;
            };
            order.push(i);
            let expect_applied = match i {
                0 | 1 => ply == 0,
                2 => ply == 1,
                _ => true,
            };
            assert_eq!(
                outcome.starts_with("applied"),
                expect_applied,
                "round {round}, mail {i} at ply {ply}: {outcome}"
            );
            if expect_applied && i < 3 {
                ply += 1;
                first = first.or(Some(if i == 0 { a } else { b }));
            }
        }
        assert_eq!(order.len(), 16, "every mail recorded once");
        let exported = export(&env, n);
        assert_eq!(exported["ply"], ply);
        let moves = exported["moves"].as_array().unwrap();
        let first = first.unwrap();
        assert_eq!(moves[0]["from"], first.from.to_string());
        assert_eq!(moves[0]["to"], first.to.to_string());
        if ply == 2 {
            assert_eq!(moves[1]["from"], c.from.to_string());
        }

        let (replies, copies) = take_replies(&env.outbox);
        copies_total += copies;
        for (to, subject, body) in &replies {
            assert!(
                !format!("{subject}{body}").to_lowercase().contains("busy"),
                "{to}: {subject}"
            );
        }
        orders.push(order);
    }
    assert_intact(&env.db);
    assert_eq!(copies_total, 0, "a reply was delivered twice");
    println!("16 concurrent ingests on one game, serial orders: {orders:?}");
}

#[test]
fn sixteen_ingests_at_once_on_sixteen_games_all_apply() {
    let env = Env::new();
    let plan = script("many", 11, 16, 0, 0, Some(3 * 16));
    set_up(&env, &plan, 3 * 16);
    let mails: Vec<Mail> = plan
        .games
        .iter()
        .map(|p| {
            let mv = p.game.legal_moves()[0];
            let (n, red) = (p.number, &p.red);
            mail(
                "many-move",
                n as usize,
                red,
                format!("stratego move {n} {red} pw-{red} {mv}"),
                "",
            )
        })
        .collect();
    let t = Instant::now();
    let outs = concurrently(&env, &mails);
    let elapsed = t.elapsed();
    assert_all_ok(&outs);
    assert_nothing_queued(&env);
    for p in &plan.games {
        assert_eq!(export(&env, p.number)["ply"], 1, "game {}", p.number);
    }
    let inbox = inbox_in_order(&env);
    for m in &mails {
        let rows: Vec<_> = inbox.iter().filter(|(id, _)| *id == m.message_id).collect();
        assert_eq!(rows.len(), 1);
        assert!(rows[0].1.starts_with("applied"), "{}", rows[0].1);
    }
    let (replies, copies) = take_replies(&env.outbox);
    assert_eq!(copies, 0, "a reply was delivered twice");
    assert_eq!(replies.len(), 32, "a board to each player of each game");
    assert_intact(&env.db);
    println!("16 concurrent ingests on 16 games: all applied in {elapsed:.1?}");
}

#[test]
fn a_big_batch_through_ingest_maildir() {
    let total: usize = std::env::var("STRATEGO_LOAD_MAILS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let env = Env::new();
    let plan = script("batch", 23, 50, 300, 30, Some(total));
    assert_eq!(plan.mails.len(), total);
    plan.register(&env);
    let dir = env.dir.path().join("Maildir");
    for (i, mail) in plan.mails.iter().enumerate() {
        deliver_to_maildir(&dir, &format!("{i:06}.mail"), &mail.raw());
    }
    let t = Instant::now();
    let out = command(&env)
        .args(["ingest", "--maildir"])
        .arg(&dir)
        .output()
        .unwrap();
    let elapsed = t.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(count_files(&dir, "new"), 0);
    assert_eq!(count_files(&dir, "cur"), total);

    let outcomes: BTreeMap<String, String> = inbox_in_order(&env).into_iter().collect();
    // Each player's registration and confirmation came before the batch.
    assert_eq!(outcomes.len(), total + 2 * plan.users.len());
    let mut refused = 0;
    for m in &plan.mails {
        let outcome = &outcomes[&m.message_id];
        assert_eq!(
            outcome.starts_with("applied"),
            m.applies,
            "{}: {outcome}",
            m.subject
        );
        refused += usize::from(!m.applies);
    }
    let mut plies = 0;
    let mut over = 0;
    for p in &plan.games {
        let exported = export(&env, p.number);
        assert_replays(&exported, p);
        plies += p.game.ply();
        over += usize::from(exported["status"] == "over");
    }
    assert_intact(&env.db);
    // The replies went out while the batch went on (a thread of their own): every one
    // delivered by the time the process exits, none twice.
    let conn = rusqlite::Connection::open(&env.db).unwrap();
    let not_sent: i64 = conn
        .query_row(
            "SELECT count(*) FROM outbox WHERE status <> 'sent'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(not_sent, 0, "every reply delivered before the exit");
    let mut ids = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(&env.outbox).unwrap() {
        let raw = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let id = raw
            .lines()
            .find_map(|l| l.strip_prefix("Message-ID: "))
            .expect("a Message-ID")
            .to_string();
        assert!(ids.insert(id.clone()), "{id} delivered twice");
    }
    let sent = ids.len();
    println!(
        "batch: {total} mails through ingest --maildir in {elapsed:.1?} ({refused} refused as \
         planned), {} games, {plies} plies, {over} games over, {sent} replies written; {}",
        plan.games.len(),
        stderr.trim()
    );
}

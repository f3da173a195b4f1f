//! Crashes and retries: games are played while `ingest` processes are killed with SIGKILL,
//! at the fault-injection points (`src/fault.rs`) in turn and at random moments; every
//! killed mail is delivered again until it exits 0, as an MTA does. After each kill the
//! database is intact and the mail is either wholly applied or not at all; at the end the
//! games and the replies are those of a run without kills.
//!
//! `STRATEGO_CRASH_KILLS` sets the number of kills (default 240).

use std::collections::BTreeMap;
use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

use super::{
    Mail, Reply, Rng, Script, assert_intact, assert_replays, command, count_files,
    deliver_to_maildir, export, inbox_row, run_with_stdin, script, snapshot, take_replies,
};
use crate::support::server::Env;

/// The crash points, taken in turn (`NAME:N` = the Nth time the process passes it).
const POINTS: &[&str] = &[
    "inbox-recorded",
    "before-commit",
    "committed",
    "eml-before-rename",
    "sent-before-mark",
    "eml-before-rename:2",
    "sent-before-mark:2",
    "sent-before-mark:3",
];

/// Every `TIMED_EVERY`th kill is a SIGKILL from outside at a random moment instead.
const TIMED_EVERY: usize = 3;

enum Kill {
    Point(&'static str),
    /// SIGKILL this many microseconds after the start.
    After(u64),
}

/// One delivery of `mail` (step `index`): odd steps go through `ingest --maildir`, even ones
/// through `ingest` on stdin.
fn attempt(env: &Env, maildir: &Path, index: usize, mail: &Mail, kill: Option<&Kill>) -> Output {
    let mut cmd = command(env);
    cmd.arg("ingest");
    if index % 2 == 1 {
        cmd.arg("--maildir").arg(maildir);
    }
    let stdin = if index % 2 == 1 {
        Vec::new()
    } else {
        mail.raw()
    };
    match kill {
        None => run_with_stdin(cmd, &stdin),
        Some(Kill::Point(point)) => {
            cmd.env("STRATEGO_FAULT", point);
            run_with_stdin(cmd, &stdin)
        }
        Some(Kill::After(micros)) => {
            let mut child = cmd
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn");
            let mut pipe = child.stdin.take().expect("stdin");
            let _ = pipe.write_all(&stdin);
            drop(pipe);
            std::thread::sleep(Duration::from_micros(*micros));
            let _ = child.kill();
            child.wait_with_output().expect("wait")
        }
    }
}

fn killed(out: &Output) -> bool {
    out.status.signal() == Some(9)
}

fn assert_ok(out: &Output, what: &str) {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

struct Reference {
    /// The database after each step.
    after: Vec<String>,
    /// The replies of each step.
    replies: Vec<Vec<Reply>>,
    exports: Vec<serde_json::Value>,
    /// The median time of one ingest, for the timed kills.
    median: Duration,
}

fn reference_run(plan: &Script, games: usize) -> Reference {
    let mails = &plan.mails;
    let env = Env::new();
    plan.register(&env);
    let maildir = env.dir.path().join("Maildir");
    let mut after = Vec::new();
    let mut replies = Vec::new();
    let mut times = Vec::new();
    for (i, mail) in mails.iter().enumerate() {
        if i % 2 == 1 {
            deliver_to_maildir(&maildir, &format!("{i:06}.mail"), &mail.raw());
        }
        let t = Instant::now();
        let out = attempt(&env, &maildir, i, mail, None);
        times.push(t.elapsed());
        assert_ok(&out, &mail.subject);
        after.push(snapshot(&env.db));
        let (r, copies) = take_replies(&env.outbox);
        assert_eq!(copies, 0, "no mail is delivered twice without kills");
        assert!(!r.is_empty(), "every mail of the script is answered");
        replies.push(r);
    }
    times.sort();
    Reference {
        after,
        replies,
        exports: (1..=games as i64).map(|n| export(&env, n)).collect(),
        median: times[times.len() / 2],
    }
}

#[test]
fn killed_ingests_lose_nothing_and_apply_nothing_twice() {
    let target: usize = std::env::var("STRATEGO_CRASH_KILLS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(240);
    // About 1.6 kills per mail can land (after the commit only the delivery points are left).
    let games = 3 * target.div_ceil(240).max(1);
    let plan = script("crash", 4, games, 40, 20, None);
    let mails = &plan.mails;
    let started = Instant::now();
    let reference = reference_run(&plan, games);
    let reference_time = started.elapsed();

    let env = Env::new();
    plan.register(&env);
    let maildir = env.dir.path().join("Maildir");
    let mut rng = Rng::new(99);
    let mut kills = 0usize;
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    let (mut uncommitted, mut committed, mut no_db) = (0usize, 0usize, 0usize);
    let mut extra_copies = 0usize;
    let (mut turn, mut point_turn) = (0usize, 0usize);
    let micros = reference.median.as_micros() as usize * 11 / 10;
    for (i, mail) in mails.iter().enumerate() {
        let before = snapshot(&env.db);
        if i % 2 == 1 {
            deliver_to_maildir(&maildir, &format!("{i:06}.mail"), &mail.raw());
        }
        // Aim half above the target: a timed kill can land after the process has finished
        // (more often on a loaded machine), and misses near the end cannot be made up. (The
        // players are registered before the script since confirmation codes are random, so
        // the easy kills before the database existed are gone: on a loaded machine 20% above
        // fell short twice in five runs, a third above once.)
        let aim = target + target / 2;
        let want = (aim.saturating_sub(kills)).div_ceil(mails.len() - i);
        // Each attempt is killed, or handles the mail and ends the step's kills.
        for _ in 0..want {
            turn += 1;
            let kill = if turn % TIMED_EVERY == 0 {
                Kill::After(rng.below(micros.max(1)) as u64)
            } else {
                point_turn += 1;
                Kill::Point(POINTS[point_turn % POINTS.len()])
            };
            let out = attempt(&env, &maildir, i, mail, Some(&kill));
            if !killed(&out) {
                // The point was not reached, or the kill came too late: the mail is handled.
                assert_ok(&out, &mail.subject);
                break;
            }
            kills += 1;
            let kind = match &kill {
                Kill::Point(p) => (*p).to_string(),
                Kill::After(_) => "timed".to_string(),
            };
            *by_kind.entry(kind).or_default() += 1;
            if !env.db.exists() {
                no_db += 1;
                continue;
            }
            assert_intact(&env.db);
            let (rows, outcome) = inbox_row(&env.db, &mail.message_id);
            let now = snapshot(&env.db);
            match rows {
                0 => {
                    assert_eq!(
                        now, before,
                        "a kill before the commit of mail {i} left traces"
                    );
                    uncommitted += 1;
                }
                1 => {
                    assert!(outcome.is_some(), "mail {i}: committed without its outcome");
                    assert_eq!(
                        now, reference.after[i],
                        "mail {i}: committed, but not as without kills"
                    );
                    committed += 1;
                }
                n => panic!("mail {i} is in the inbox {n} times"),
            }
        }
        // The MTA delivers the mail again (or `ingest --maildir` runs again): it is handled.
        let out = attempt(&env, &maildir, i, mail, None);
        assert_ok(&out, &mail.subject);
        assert_eq!(inbox_row(&env.db, &mail.message_id).0, 1);
        assert_eq!(
            snapshot(&env.db),
            reference.after[i],
            "mail {i}: {}",
            mail.subject
        );
        let (replies, copies) = take_replies(&env.outbox);
        extra_copies += copies;
        assert_eq!(
            replies, reference.replies[i],
            "the replies to mail {i}: {}",
            mail.subject
        );
        if i % 2 == 1 {
            assert_eq!(count_files(&maildir, "new"), 0, "mail {i} left in new/");
        }
    }

    for (g, planned) in plan.games.iter().enumerate() {
        let exported = export(&env, planned.number);
        assert_eq!(exported, reference.exports[g], "game {}", planned.number);
        assert_replays(&exported, planned);
    }
    assert_intact(&env.db);
    assert_eq!(count_files(&maildir, "cur"), mails.len() / 2);
    assert!(kills >= target, "only {kills} kills of {target}");
    println!(
        "crash test: {} mails in {games} games, {kills} SIGKILLs ({uncommitted} before the commit, \
         {committed} after it, {no_db} before the database existed); kills by point: {by_kind:?}; \
         {extra_copies} replies delivered again after a kill between delivery and mark_sent; \
         reference run {:.1?} (median ingest {:.1?}), whole test {:.1?}",
        mails.len(),
        reference_time,
        reference.median,
        started.elapsed()
    );
}

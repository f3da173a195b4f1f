//! Running it for real (issue 5): `watch --maildir` as a daemon (mail landing while it runs,
//! SIGTERM, restarts) and `cleanup` as the daily cron job (reminders, forfeits, removal),
//! with the clock the program reads moved by the tests (`STRATEGO_NOW`).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use crate::support::server::{Env, Sent, addr, to};

mod retention;
mod status;

const DAY: i64 = 86_400;

// ---------------------------------------------------------------------------------------
// watch

/// The eleven mails of `fixtures/sample-game` (alice captures bob's flag at ply 5; bob's
/// bomb move is refused), in order.
fn sample_mails() -> Vec<(String, Vec<u8>)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/sample-game");
    let mut files: Vec<PathBuf> = fs::read_dir(src)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 11, "the sample game has 11 mails");
    files
        .into_iter()
        .map(|p| {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            (stem, fs::read(&p).unwrap())
        })
        .collect()
}

/// The sample's players registered and confirmed in `env` (confirmation codes are random,
/// so the sample's two registration mails cannot carry the replies), and the other nine
/// mails of the sample, from the challenge on.
fn registered_sample(env: &Env) -> Vec<(String, Vec<u8>)> {
    env.register("alice", "apple-pie");
    env.register("bob", "blueberry");
    env.take_mails();
    sample_mails().split_off(2)
}

fn new_maildir(env: &Env) -> PathBuf {
    let dir = env.dir.path().join("Maildir");
    for sub in ["new", "cur", "tmp"] {
        fs::create_dir_all(dir.join(sub)).unwrap();
    }
    dir
}

/// Delivers like an MTA: written to `tmp/`, then renamed into `new/`. The name begins with
/// the sample's number, so the order of names is the order of arrival.
fn drop_mail(maildir: &Path, (stem, raw): &(String, Vec<u8>)) {
    let name = format!("1795176000.{stem}.mx.test");
    let tmp = maildir.join("tmp").join(&name);
    fs::write(&tmp, raw).unwrap();
    fs::rename(&tmp, maildir.join("new").join(&name)).unwrap();
}

fn count(dir: &Path, ext: Option<&str>) -> usize {
    fs::read_dir(dir).map_or(0, |rd| {
        rd.filter_map(Result::ok)
            .filter(|e| ext.is_none_or(|x| e.path().extension().is_some_and(|e| e == x)))
            .count()
    })
}

/// Replies still queued in the outbox (not yet marked sent).
fn queued_replies(env: &Env) -> i64 {
    crate::commands::db(env)
        .query_row(
            "SELECT count(*) FROM outbox WHERE status = 'queued'",
            [],
            |r| r.get(0),
        )
        .unwrap_or(-1)
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `stratego-pbem watch` as a child process, configured like `Env::cmd`; its stderr goes to
/// a file so that the test can read what it said.
struct Watch {
    child: Child,
    log: PathBuf,
}

impl Watch {
    fn start(env: &Env, maildir: &Path, run: usize) -> Watch {
        let log = env.dir.path().join(format!("watch-{run}.log"));
        let child = env
            .std_cmd()
            .args(["watch", "--interval-ms", "50", "--maildir"])
            .arg(maildir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(fs::File::create(&log).unwrap())
            .spawn()
            .expect("start watch");
        let watch = Watch { child, log };
        wait_until("watch to start", || watch.stderr().contains("watching"));
        watch
    }

    fn stderr(&self) -> String {
        fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGTERM, then waits (at most 10 s) for the exit.
    fn terminate(mut self) -> (ExitStatus, String) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (status, self.stderr());
            }
            if start.elapsed() > Duration::from_secs(10) {
                let _ = self.child.kill();
                panic!("watch did not stop on SIGTERM: {}", self.stderr());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGKILL: no chance to finish anything.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The reference: the same mails through `ingest` one by one. Returns the number of outgoing
/// mails after each mail, and (recipient, subject) of them all, counted.
fn reference(mails: &[(String, Vec<u8>)]) -> (Vec<usize>, BTreeMap<(String, String), usize>) {
    let env = Env::new();
    registered_sample(&env);
    let mut after = Vec::new();
    let mut all = Vec::new();
    for (_, raw) in mails {
        let out = env.ingest_raw(raw);
        assert_eq!(out.status.code(), Some(0));
        all.extend(env.take_mails());
        after.push(all.len());
    }
    (after, tally(&all))
}

fn tally(mails: &[Sent]) -> BTreeMap<(String, String), usize> {
    let mut t = BTreeMap::new();
    for m in mails {
        *t.entry((m.to.clone(), m.subject.clone())).or_default() += 1;
    }
    t
}

fn assert_sample_game_over(env: &Env) {
    let export: serde_json::Value = serde_json::from_str(&env.admin(&["export", "1"])).unwrap();
    assert_eq!(export["status"], "over");
    assert_eq!(export["ply"], 5, "every move applied exactly once");
    assert_eq!(export["moves"].as_array().unwrap().len(), 5);
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "flag"})
    );
}

#[test]
fn watch_processes_mail_as_it_lands_and_stops_on_sigterm() {
    let env = Env::new();
    let maildir = new_maildir(&env);
    let mails = registered_sample(&env);
    let (after, expected) = reference(&mails);
    assert_eq!(after[8], 17);

    let watch = Watch::start(&env, &maildir, 1);
    for (i, mail) in mails.iter().enumerate() {
        drop_mail(&maildir, mail);
        // Processed, moved to cur/, and its replies delivered, while the daemon runs.
        wait_until(&format!("mail {} in cur/", i + 1), || {
            count(&maildir.join("cur"), None) == i + 1
        });
        wait_until(&format!("the replies to mail {}", i + 1), || {
            count(&env.outbox, Some("eml")) == after[i]
        });
    }
    let (status, stderr) = watch.terminate();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("stratego-pbem: stopped"), "{stderr}");
    assert!(stderr.contains("1 mails: 1 applied"), "{stderr}");
    assert_eq!(count(&maildir.join("new"), None), 0);

    assert_sample_game_over(&env);
    let sent = env.take_mails();
    assert_eq!(tally(&sent), expected);
    for who in ["alice@example.org", "bob@example.org"] {
        let last = to(&sent, who).into_iter().next_back().unwrap();
        assert!(
            last.subject
                .starts_with("Stratego game 1: game over - alice (Red) wins"),
            "{}",
            last.subject
        );
    }
}

#[test]
fn watch_restarted_in_the_middle_neither_loses_nor_repeats_mail() {
    let env = Env::new();
    let maildir = new_maildir(&env);
    let mails = registered_sample(&env);
    let (after, expected) = reference(&mails);

    // Run 1: four mails, then SIGKILL.
    let watch = Watch::start(&env, &maildir, 1);
    for mail in &mails[..4] {
        drop_mail(&maildir, mail);
    }
    // Killed once the replies are written and marked sent: a kill between the two would
    // re-send one reply at the restart (the documented window), and the exact counts below
    // would never be reached.
    wait_until("four mails handled", || {
        count(&maildir.join("cur"), None) == 4
            && count(&env.outbox, Some("eml")) == after[3]
            && queued_replies(&env) == 0
    });
    watch.kill();

    // While it is down, four more arrive; and mail 4 is back in new/ as if the daemon had
    // died after its commit but before the move to cur/.
    for mail in &mails[4..8] {
        drop_mail(&maildir, mail);
    }
    let fourth = fs::read_dir(maildir.join("cur"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .find(|n| n.contains("04-alice-deploy"))
        .unwrap();
    fs::copy(
        maildir.join("cur").join(&fourth),
        maildir.join("new").join(fourth.trim_end_matches(":2,S")),
    )
    .unwrap();

    // Run 2 finds them at start, in one batch; the last three land and SIGTERM follows at
    // once, possibly in the middle of that batch.
    let watch = Watch::start(&env, &maildir, 2);
    wait_until("the mails of the downtime handled", || {
        count(&maildir.join("new"), None) == 0 && count(&env.outbox, Some("eml")) == after[7]
    });
    for mail in &mails[8..] {
        drop_mail(&maildir, mail);
    }
    let (status, stderr) = watch.terminate();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("stopped"), "{stderr}");
    assert!(
        stderr
            .contains("5 mails: 3 applied, 1 refused with an error reply, 0 ignored, 1 duplicates"),
        "{stderr}"
    );

    // Run 3 takes what run 2 left.
    let watch = Watch::start(&env, &maildir, 3);
    wait_until("every mail handled", || {
        count(&maildir.join("new"), None) == 0 && count(&env.outbox, Some("eml")) >= after[8]
    });
    let (status, stderr) = watch.terminate();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert_eq!(count(&maildir.join("cur"), None), 9);

    assert_sample_game_over(&env);
    let sent = env.take_mails();
    assert_eq!(sent.len(), 17, "no reply lost, none sent twice");
    assert_eq!(tally(&sent), expected);
}

#[test]
fn watch_on_a_missing_maildir_keeps_running_and_picks_mail_up_once_it_exists() {
    let env = Env::new();
    let maildir = env.dir.path().join("Maildir");
    let watch = Watch::start(&env, &maildir, 1);
    std::thread::sleep(Duration::from_millis(150));
    let maildir = new_maildir(&env);
    drop_mail(&maildir, &sample_mails()[0]);
    wait_until("the reply", || count(&env.outbox, Some("eml")) == 1);
    let (status, stderr) = watch.terminate();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert_eq!(
        env.take_mails()[0].subject,
        "Stratego: registered alice - please confirm"
    );
}

// ---------------------------------------------------------------------------------------
// cleanup

const RED_ARMY: &str = "99477499\n5S723785\n8B8BFB8B\n";
const BLUE_ARMY: &str = "9947749F\n5S723785\n8B8B9B8B\n";

/// alice (Red) and bob (Blue) in game 1 on the small board, reminders after 2 days,
/// forfeit after 5; `deployers` deploy at the current time.
fn stalled_game(env: &Env, deployers: &[&str]) {
    env.register("alice", "pw-a");
    env.register("bob", "pw-b");
    let out = env.mail(
        &addr("alice"),
        "stratego challenge alice bob -small -nag=2 -forfeit=5 pw-a",
        "",
    );
    assert!(out.contains("game 1 created"), "{out}");
    for who in deployers {
        let (army, pw) = if *who == "alice" {
            (RED_ARMY, "pw-a")
        } else {
            (BLUE_ARMY, "pw-b")
        };
        let out = env.mail(&addr(who), &format!("stratego deploy 1 {who} {pw}"), army);
        assert!(out.contains("applied"), "{out}");
    }
    env.take_mails();
}

/// Runs `cleanup` at the current time; returns its summary line and the mails it sent.
fn cleanup(env: &Env) -> (String, Vec<Sent>) {
    let out = env.admin(&["cleanup"]);
    (out.trim().to_string(), env.take_mails())
}

/// Runs `cleanup` and asserts it did nothing and sent nothing.
#[track_caller]
fn assert_nothing_done(env: &Env) {
    let (summary, mails) = cleanup(env);
    assert_eq!(summary, "reminded 0, forfeited 0, removed 0");
    assert!(mails.is_empty(), "{mails:?}");
}

#[test]
fn cleanup_reminds_the_player_to_move_from_the_nag_day_once_a_day_then_forfeits() {
    let env = Env::new();
    stalled_game(&env, &["alice", "bob"]);

    // Not before the nag day.
    env.advance(2 * DAY - 60);
    assert_nothing_done(&env);

    // On it: alice (Red, to move) and nobody else, with her board.
    env.advance(60);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0].to, "alice@example.org");
    assert_eq!(mails[0].subject, "Stratego game 1: reminder - your move");
    assert!(
        mails[0].body.contains("waited for you for 2 days"),
        "{}",
        mails[0].body
    );
    assert!(
        mails[0].body.contains("lose by forfeit"),
        "{}",
        mails[0].body
    );
    assert!(
        mails[0].body.contains("[F]"),
        "her own flag is on her board"
    );

    // Once a day: a second run the same day sends nothing.
    env.advance(3 * 3600);
    assert_nothing_done(&env);
    env.advance(DAY - 3 * 3600);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");
    assert_eq!(mails.len(), 1);
    assert!(mails[0].body.contains("for 3 days"), "{}", mails[0].body);

    // alice moves at day 3 + 1 h: now bob's clock runs, from that move.
    env.advance(3600);
    let out = env.mail(&addr("alice"), "stratego move 1 alice pw-a a3-a5", "");
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    env.advance(2 * DAY - 60);
    assert_nothing_done(&env);
    env.advance(60);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "bob@example.org");
    assert_eq!(mails[0].subject, "Stratego game 1: reminder - your move");

    // Not forfeited a minute before the forfeit day.
    env.advance(3 * DAY - 60);
    let (summary, _) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");

    // On it: bob loses by forfeit; both players get the final board.
    env.advance(60);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 0, forfeited 1, removed 0");
    assert_eq!(mails.len(), 2, "{mails:?}");
    for who in ["alice@example.org", "bob@example.org"] {
        let mine = to(&mails, who);
        assert_eq!(mine.len(), 1, "{who}");
        assert!(
            mine[0]
                .subject
                .starts_with("Stratego game 1: game over - alice (Red) wins"),
            "{}",
            mine[0].subject
        );
        assert!(
            mine[0].body.contains("bob did not move within 5 days"),
            "{}",
            mine[0].body
        );
    }
    let export: serde_json::Value = serde_json::from_str(&env.admin(&["export", "1"])).unwrap();
    assert_eq!(export["status"], "over");
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "forfeit"})
    );

    // Only once: the same day and later days send nothing more.
    assert_nothing_done(&env);
    env.advance(DAY);
    assert_nothing_done(&env);
}

#[test]
fn cleanup_removes_a_setup_that_never_finished_and_tells_both_players_once() {
    let env = Env::new();
    stalled_game(&env, &["alice"]);

    env.advance(2 * DAY - 60);
    assert_nothing_done(&env);
    // The reminder goes to the one who has not deployed.
    env.advance(60);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "bob@example.org");
    assert_eq!(
        mails[0].subject,
        "Stratego game 1: reminder - deploy your army"
    );
    assert!(
        mails[0].body.contains("the game is removed"),
        "{}",
        mails[0].body
    );

    env.advance(3 * DAY - 60);
    let (summary, _) = cleanup(&env);
    assert!(summary.ends_with("removed 0"), "{summary}");
    assert!(
        env.cmd()
            .args(["export", "1"])
            .output()
            .unwrap()
            .status
            .success()
    );

    env.advance(60);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 0, forfeited 0, removed 1");
    assert_eq!(mails.len(), 2, "{mails:?}");
    for who in ["alice@example.org", "bob@example.org"] {
        let mine = to(&mails, who);
        assert_eq!(mine.len(), 1, "{who}");
        assert_eq!(
            mine[0].subject,
            "Stratego game 1: removed - setup not finished"
        );
        assert!(
            mine[0].says("bob did not deploy within 5 days"),
            "{}",
            mine[0].body
        );
    }
    let out = env.cmd().args(["export", "1"]).output().unwrap();
    assert!(!out.status.success(), "game 1 is gone");

    assert_nothing_done(&env);
    env.advance(DAY);
    assert_nothing_done(&env);
}

#[test]
fn cleanup_leaves_finished_and_fresh_games_alone() {
    let env = Env::new();
    stalled_game(&env, &["alice", "bob"]);
    let out = env.mail(&addr("bob"), "stratego resign 1 bob pw-b", "");
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    env.advance(30 * DAY);
    assert_nothing_done(&env);
}

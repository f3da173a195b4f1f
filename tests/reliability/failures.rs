//! Every failure of ours exits 75 (EX_TEMPFAIL), so the MTA keeps the mail, and applies
//! nothing; once the cause is repaired, the same mail delivered again is applied once.
//!
//! Each case delivers one legal move mail to a started game. As root, the read-only cases
//! run the program as `nobody` (root ignores file modes); the disk-full case mounts a small
//! tmpfs when it may, else it is reported as skipped (the file-size-limit case always runs).

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use rusqlite::Connection;

use super::{
    Mail, addr, assert_intact, command, export, inbox_row, run_with_stdin, started, take_replies,
    wrapped,
};
use crate::support::server::Env;

fn move_mail(case: &str) -> Mail {
    Mail {
        message_id: format!("<failure-{case}@client.example>"),
        from: addr("alice"),
        subject: "stratego move 1 alice pw-alice a3-a4".to_string(),
        body: String::new(),
        applies: true,
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// The program as a user that file modes apply to.
fn unprivileged(env: &Env) -> Command {
    if is_root() {
        wrapped(
            env,
            &[
                "setpriv",
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
            ],
        )
    } else {
        command(env)
    }
}

/// A tmpfs mounted for the disk-full case; unmounted when dropped.
struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(at: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(at).ok()?;
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(at)
            .output()
            .is_ok_and(|o| o.status.success());
        ok.then(|| Tmpfs(at.to_path_buf()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// Fills the file system of `dir` up to `leave` free bytes.
fn fill(dir: &Path, leave: u64) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 4096];
    let mut written = 0u64;
    while f.write_all(&block).is_ok() {
        written += 4096;
    }
    let _ = f.sync_all();
    f.set_len(written.saturating_sub(leave)).unwrap();
    path
}

/// What stays behind from a case until it is repaired.
#[derive(Default)]
struct Held {
    lock: Option<Connection>,
    tmpfs: Option<Tmpfs>,
    filler: Option<PathBuf>,
    user_version: Option<i64>,
}

/// Runs the failing delivery of `case`; returns its output and the database to check
/// (the one the repaired delivery uses).
fn fail(env: &Env, case: &str, raw: &[u8], held: &mut Held) -> Option<(Output, PathBuf)> {
    let db = env.db.clone();
    let out = match case {
        "database path is a directory" => {
            let d = env.dir.path().join("a-directory");
            std::fs::create_dir(&d).unwrap();
            let mut cmd = command(env);
            cmd.env("STRATEGO_DB", &d).arg("ingest");
            run_with_stdin(cmd, raw)
        }
        "database in a missing directory" => {
            let mut cmd = command(env);
            cmd.env("STRATEGO_DB", env.dir.path().join("missing/stratego.db"))
                .arg("ingest");
            let out = run_with_stdin(cmd, raw);
            assert!(!env.dir.path().join("missing").exists());
            out
        }
        "database not a database" => {
            let junk = env.dir.path().join("junk.db");
            std::fs::write(&junk, vec![b'x'; 8192]).unwrap();
            let mut cmd = command(env);
            cmd.env("STRATEGO_DB", &junk).arg("ingest");
            let out = run_with_stdin(cmd, raw);
            assert_eq!(std::fs::read(&junk).unwrap(), vec![b'x'; 8192]);
            out
        }
        "database locked past the timeout" => {
            let conn = Connection::open(&env.db).unwrap();
            conn.execute_batch("BEGIN IMMEDIATE").unwrap();
            held.lock = Some(conn);
            let mut cmd = command(env);
            cmd.env("STRATEGO_BUSY_TIMEOUT_MS", "300").arg("ingest");
            let t = Instant::now();
            let out = run_with_stdin(cmd, raw);
            assert!(
                t.elapsed() >= Duration::from_millis(300),
                "waited the timeout"
            );
            out
        }
        "read-only database file" => {
            chmod(env.dir.path(), 0o777);
            chmod(&env.db, 0o444);
            let mut cmd = unprivileged(env);
            cmd.arg("ingest");
            run_with_stdin(cmd, raw)
        }
        "read-only directory" => {
            chmod(&env.db, 0o666);
            chmod(env.dir.path(), 0o555);
            let mut cmd = unprivileged(env);
            cmd.arg("ingest");
            run_with_stdin(cmd, raw)
        }
        "disk full (tmpfs)" => {
            if !is_root() {
                return None;
            }
            let dir = env.dir.path().join("small-disk");
            held.tmpfs = Some(Tmpfs::mount(&dir, "1m")?);
            let db = dir.join("stratego.db");
            // The newest commits are in the WAL, which the server keeps: copy them into the
            // database file first, so that the copy holds the game.
            Connection::open(&env.db)
                .unwrap()
                .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
                .unwrap();
            std::fs::copy(&env.db, &db).unwrap();
            held.filler = Some(fill(&dir, 40 * 1024));
            let mut cmd = command(env);
            cmd.env("STRATEGO_DB", &db).arg("ingest");
            return Some((run_with_stdin(cmd, raw), db));
        }
        "file size limit (ulimit -f)" => {
            // 40 KiB: enough for the shared-memory index (32 KiB), not for the transaction's
            // WAL frames. SIGXFSZ is ignored so that the write fails with EFBIG instead.
            let mut cmd = wrapped(
                env,
                &[
                    "bash",
                    "-c",
                    "trap '' XFSZ; ulimit -f 40; exec \"$0\" \"$@\"",
                ],
            );
            cmd.arg("ingest");
            run_with_stdin(cmd, raw)
        }
        "bad --transport" => {
            let mut cmd = command(env);
            cmd.args(["--transport", "carrier-pigeon:", "ingest"]);
            run_with_stdin(cmd, raw)
        }
        "bad STRATEGO_PASSWORD_COST" => {
            let mut cmd = command(env);
            cmd.env("STRATEGO_PASSWORD_COST", "lots").arg("ingest");
            run_with_stdin(cmd, raw)
        }
        "unknown flag" => {
            let mut cmd = command(env);
            cmd.args(["ingest", "--frobnicate"]);
            run_with_stdin(cmd, raw)
        }
        "schema newer than the program" => {
            let conn = Connection::open(&env.db).unwrap();
            held.user_version = Some(
                conn.pragma_query_value(None, "user_version", |r| r.get(0))
                    .unwrap(),
            );
            conn.pragma_update(None, "user_version", 999).unwrap();
            let mut cmd = command(env);
            cmd.arg("ingest");
            run_with_stdin(cmd, raw)
        }
        panic if panic.starts_with("panic@") => {
            let mut cmd = command(env);
            cmd.env("STRATEGO_FAULT", panic).arg("ingest");
            run_with_stdin(cmd, raw)
        }
        other => panic!("unknown case {other}"),
    };
    Some((out, db))
}

fn repair(env: &Env, held: &mut Held) {
    if let Some(conn) = held.lock.take() {
        conn.execute_batch("ROLLBACK").unwrap();
    }
    if let Some(filler) = held.filler.take() {
        std::fs::remove_file(filler).unwrap();
    }
    if let Some(v) = held.user_version.take() {
        let conn = Connection::open(&env.db).unwrap();
        conn.pragma_update(None, "user_version", v).unwrap();
    }
    chmod(env.dir.path(), 0o755);
    chmod(&env.db, 0o644);
}

fn export_of(env: &Env, db: &Path) -> String {
    let out = command(env)
        .env("STRATEGO_DB", db)
        .args(["export", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn every_failure_of_ours_exits_75_and_applies_nothing() {
    let cases = [
        "database path is a directory",
        "database in a missing directory",
        "database not a database",
        "database locked past the timeout",
        "read-only database file",
        "read-only directory",
        "disk full (tmpfs)",
        "file size limit (ulimit -f)",
        "bad --transport",
        "bad STRATEGO_PASSWORD_COST",
        "unknown flag",
        "schema newer than the program",
        "panic@inbox-recorded",
        "panic@before-commit",
    ];
    let mut table = Vec::new();
    for case in cases {
        let env = started();
        let mail = move_mail(&case.replace(|c: char| !c.is_ascii_alphanumeric(), "-"));
        let raw = mail.raw();
        let before = export(&env, 1);
        assert_eq!(before["ply"], 0);
        let mut held = Held::default();
        let Some((out, db)) = fail(&env, case, &raw, &mut held) else {
            table.push(format!("{case}: skipped (cannot mount a tmpfs here)"));
            continue;
        };
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(75), "{case}: {stderr}");

        // Nothing was applied: no inbox row, the game as it was, no reply.
        repair(&env, &mut held);
        let export_before = export_of(&env, &db);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&export_before).unwrap(),
            before,
            "{case}: the game changed"
        );
        assert_eq!(inbox_row(&db, &mail.message_id).0, 0, "{case}: recorded");
        assert!(take_replies(&env.outbox).0.is_empty(), "{case}: replied");
        assert_intact(&db);

        // Repaired, the MTA delivers the same mail again: applied once.
        let mut cmd = command(&env);
        cmd.env("STRATEGO_DB", &db).arg("ingest");
        let again = run_with_stdin(cmd, &raw);
        let again_err = String::from_utf8_lossy(&again.stderr);
        assert_eq!(again.status.code(), Some(0), "{case}: {again_err}");
        assert!(again_err.contains("applied"), "{case}: {again_err}");
        let mut cmd = command(&env);
        cmd.env("STRATEGO_DB", &db).arg("ingest");
        let third = run_with_stdin(cmd, &raw);
        assert!(String::from_utf8_lossy(&third.stderr).contains("duplicate"));
        let after: serde_json::Value = serde_json::from_str(&export_of(&env, &db)).unwrap();
        assert_eq!(after["ply"], 1, "{case}: applied once");
        assert_eq!(inbox_row(&db, &mail.message_id).0, 1);
        assert_eq!(
            take_replies(&env.outbox).0.len(),
            2,
            "{case}: a board to each"
        );
        let reason = stderr
            .lines()
            .rfind(|l| !l.trim().is_empty() && !l.contains("nothing was applied"))
            .unwrap_or("")
            .trim()
            .to_string();
        table.push(format!("{case}: exit 75: {reason}"));
        drop(held);
    }
    println!("failure table:\n{}", table.join("\n"));
}

//! `ingest --maildir` and the exit codes an MTA reads (SPEC 1).

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use super::*;
use crate::support::server::{Env, addr};

fn maildir(env: &Env) -> PathBuf {
    let dir = env.dir.path().join("Maildir");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    dir
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    out.sort();
    out
}

fn ingest_maildir(env: &Env, dir: &Path) -> String {
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    stderr
}

#[test]
fn maildir_ingest_moves_each_mail_once_and_knows_duplicates() {
    let env = Env::new();
    env.register("alice", "Alice-Secret-71");
    env.register("bob", "Bob-Hidden-93");
    env.take_mails();
    let dir = maildir(&env);
    let mails = [
        Env::compose(&addr("carol"), "stratego register carol Carol-Quiet-55", ""),
        Env::compose(&addr("alice"), "stratego help", ""),
        Env::compose(
            &addr("alice"),
            "stratego challenge alice bob Alice-Secret-71",
            "",
        ),
        Env::compose(&addr("bob"), "stratego move 1 bob Bob-Hidden-93 e7-e6", ""),
        Env::compose("MAILER-DAEMON@mx.example.org", "stratego help", ""),
    ];
    for (i, m) in mails.iter().enumerate() {
        std::fs::write(dir.join("new").join(format!("17000000{i}.M1P1.host")), m).unwrap();
    }
    let stderr = ingest_maildir(&env, &dir);
    assert!(
        stderr
            .contains("5 mails: 3 applied, 1 refused with an error reply, 1 ignored, 0 duplicates"),
        "{stderr}"
    );
    assert!(files(&dir.join("new")).is_empty());
    let cur = files(&dir.join("cur"));
    assert_eq!(cur.len(), 5);
    assert!(
        cur.iter().all(|p| p.to_string_lossy().ends_with(":2,S")),
        "{cur:?}"
    );
    assert_eq!(export(&env, 1)["red"], "alice");
    assert_eq!(
        env.take_mails().len(),
        5,
        "1 welcome, 1 help, 2 challenge mails, 1 error"
    );

    // A second run finds nothing.
    let stderr = ingest_maildir(&env, &dir);
    assert!(stderr.contains("0 mails: 0 applied"), "{stderr}");
    assert!(env.take_mails().is_empty());

    // A mail left in new/ after its commit (a crash before the move) is a duplicate.
    std::fs::copy(&cur[2], dir.join("new").join("17000002.M1P1.host")).unwrap();
    let stderr = ingest_maildir(&env, &dir);
    assert!(
        stderr
            .contains("1 mails: 0 applied, 0 refused with an error reply, 0 ignored, 1 duplicates"),
        "{stderr}"
    );
    assert!(files(&dir.join("new")).is_empty());
    assert!(env.take_mails().is_empty());
    assert_eq!(
        db(&env)
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0))
            .unwrap(),
        1
    );
}

/// Runs `ingest` with a mail against the database at `db`; returns the exit code.
fn ingest_with_db(env: &Env, db: &Path) -> Option<i32> {
    env.cmd()
        .env("STRATEGO_DB", db)
        .arg("ingest")
        .write_stdin(Env::compose(
            &addr("alice"),
            "stratego register alice Some-Pass-1",
            "",
        ))
        .output()
        .unwrap()
        .status
        .code()
}

#[test]
fn a_database_that_cannot_be_opened_is_a_temporary_failure() {
    let env = Env::new();
    // A directory.
    let as_dir = env.dir.path().join("db-is-a-dir");
    std::fs::create_dir(&as_dir).unwrap();
    assert_eq!(ingest_with_db(&env, &as_dir), Some(75));
    // Below a regular file.
    let file = env.dir.path().join("plain-file");
    std::fs::write(&file, "not a directory").unwrap();
    assert_eq!(ingest_with_db(&env, &file.join("stratego.db")), Some(75));
    // A file that is not a database.
    assert_eq!(ingest_with_db(&env, &file), Some(75));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a directory");
    // A read-only directory (root may write anyway: then there is nothing to check).
    let ro = env.dir.path().join("read-only");
    std::fs::create_dir(&ro).unwrap();
    let mode = |m| std::fs::Permissions::from_mode(m);
    std::fs::set_permissions(&ro, mode(0o555)).unwrap();
    if std::fs::write(ro.join("probe"), "x").is_err() {
        assert_eq!(ingest_with_db(&env, &ro.join("stratego.db")), Some(75));
    }
    std::fs::set_permissions(&ro, mode(0o755)).unwrap();
    // Nothing was applied: no reply was written, and the real database was never made.
    assert!(env.take_mails().is_empty());
    assert!(!env.db.exists());
    // The same mail against a good database works.
    assert_eq!(ingest_with_db(&env, &env.db), Some(0));
}

#[test]
fn exit_codes_of_the_command_line() {
    let env = Env::new();
    let out = env
        .cmd()
        .args(["ingest", "--no-such-flag"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(75));
    let out = env.cmd().arg("frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(75));
    let out = env.cmd().arg("--help").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("ingest"));
    let out = env.cmd().args(["ingest", "--help"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    // An unreadable mail is handled (ignored), not retried.
    let out = env.ingest_raw(b"");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The `$m=..,t=..,p=..$` part of alice's stored password hash.
fn alice_cost(env: &Env) -> String {
    let phc: String = db(env)
        .query_row(
            "SELECT password_hash FROM users WHERE userid_key = 'alice'",
            [],
            |r| r.get(0),
        )
        .expect("alice is registered");
    phc.split('$').nth(3).expect("a PHC string").to_string()
}

#[test]
fn a_changed_password_cost_rehashes_at_the_next_accepted_command() {
    let env = Env::new();
    env.register("alice", "pw");
    assert_eq!(alice_cost(&env), "m=8,t=1,p=1");
    let with_cost = |cost: &str, subject: &str| {
        let out = env
            .cmd()
            .env("STRATEGO_PASSWORD_COST", cost)
            .arg("ingest")
            .write_stdin(Env::compose(&addr("alice"), subject, ""))
            .output()
            .expect("run ingest");
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };

    // A wrong password changes nothing, and neither does a command refused after the login
    // (showas logs in first, then finds no game 99).
    let outcome = with_cost("16,1,1", "stratego set alice nope flip");
    assert!(outcome.contains("wrong password"), "{outcome}");
    let outcome = with_cost("16,1,1", "stratego showas 99 alice pw");
    assert!(outcome.contains("error: no such game"), "{outcome}");
    assert_eq!(alice_cost(&env), "m=8,t=1,p=1");

    // An accepted one stores a hash at the configured cost, and the password still works.
    let outcome = with_cost("16,1,1", "stratego set alice pw flip");
    assert!(outcome.contains("applied"), "{outcome}");
    assert_eq!(alice_cost(&env), "m=16,t=1,p=1");
    let outcome = with_cost("8,1,1", "stratego set alice pw noflip");
    assert!(outcome.contains("applied"), "{outcome}");
    assert_eq!(alice_cost(&env), "m=8,t=1,p=1");
    env.take_mails();
}

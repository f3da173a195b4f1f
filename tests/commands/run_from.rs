//! `run --from` (SPEC 3): a command given on the command line takes the same path as one
//! that came by mail: the same replies, the same errors, the same exit code.

use super::*;
use crate::support::server::{Env, addr};

#[test]
fn run_from_takes_the_same_path() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env
        .cmd()
        .args(["run", "--from", &addr("alice"), "stratego help"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "applied: help sent"
    );
    assert_eq!(env.take_mails()[0].subject, "Stratego: help");

    // A deploy with the army on stdin.
    let out = env
        .cmd()
        .args(["run", "--from", &addr("alice")])
        .arg(format!("stratego deploy 1 alice {ALICE_PW}"))
        .write_stdin(CLASSIC_ARMY.join("\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("applied: game 1: alice deployed"));
    assert_army(&env, 1, "alice", &CLASSIC_ARMY);

    // A refused command gets the same error reply as by mail, and the exit code is 0.
    let out = env
        .cmd()
        .args([
            "run",
            "--from",
            &addr("bob"),
            "stratego move 1 bob wrong-pw e7-e6",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "error: wrong password"
    );
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.to == addr("bob") && m.subject == "Stratego error: wrong password")
    );
    assert_not_leaked(&mails, "wrong-pw");
    assert!(!inbox_copies(&env).contains("wrong-pw"));
}

#[test]
fn run_from_takes_what_a_mail_from_takes() {
    let env = Env::new();
    let out = env
        .cmd()
        .args([
            "run",
            "--from",
            "\"Bob\" <bob@example.com>",
            "stratego register bob Bob-pw-1",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "bob@example.com");
    assert!(mails[0].says("registered to the address bob@example.com"));

    for bad in ["not an address", "", "Bob <>"] {
        let out = env
            .cmd()
            .args(["run", "--from", bad, "stratego help"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(65), "{bad:?}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("is not a mail address"), "{stderr}");
        assert!(env.take_mails().is_empty());
    }
}

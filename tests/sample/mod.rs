//! The sample game of `fixtures/sample-game` (what `scripts/demo` plays), through
//! `ingest --maildir` exactly as the README's first command runs it.

use std::path::Path;

use crate::support::server::{Env, to};

/// A Maildir with the sample mails whose names pass `keep`.
fn maildir_with(env: &Env, name: &str, keep: impl Fn(&str) -> bool) -> (std::path::PathBuf, usize) {
    let dir = env.dir.path().join(name);
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/sample-game");
    let mut n = 0;
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.extension().is_some_and(|e| e == "eml") && keep(&file) {
            std::fs::copy(&path, dir.join("new").join(&file)).unwrap();
            n += 1;
        }
    }
    (dir, n)
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

/// The registrations are the mails whose names say so.
fn is_registration(file: &str) -> bool {
    file.contains("-register")
}

#[test]
fn sample_game_ends_with_alice_capturing_the_flag() {
    let env = Env::new();
    // The two registrations, then each player replies to the confirmation mail (its code is
    // random, so the sample cannot carry those replies), then the game.
    let (dir, n) = maildir_with(&env, "Maildir", is_registration);
    assert_eq!(n, 2);
    let stderr = ingest_maildir(&env, &dir);
    assert!(stderr.contains("2 mails: 2 applied"), "{stderr}");
    for who in ["alice@example.org", "bob@example.org"] {
        env.confirm_address(who);
    }
    let (dir, n) = maildir_with(&env, "Maildir2", |f| !is_registration(f));
    assert_eq!(
        n, 9,
        "the sample game has 11 mails, 2 of them registrations"
    );
    let stderr = ingest_maildir(&env, &dir);
    assert!(stderr.contains("9 mails: 8 applied, 1 refused"), "{stderr}");
    assert_eq!(std::fs::read_dir(dir.join("new")).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(dir.join("cur")).unwrap().count(), 9);

    let export: serde_json::Value = serde_json::from_str(&env.admin(&["export", "1"])).unwrap();
    assert_eq!(export["status"], "over");
    assert_eq!(
        export["result"],
        serde_json::json!({"winner": "red", "reason": "flag"})
    );
    assert_eq!(export["ply"], 5);
    assert_eq!(
        export["moves"][2]["battle"],
        serde_json::json!({"attacker": "9", "defender": "9", "winner": "both-lost"})
    );

    let mails = env.take_mails();
    assert_eq!(mails.len(), 19);
    let errors: Vec<_> = mails
        .iter()
        .filter(|m| m.subject.starts_with("Stratego error:"))
        .collect();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].to, "bob@example.org");
    assert!(
        errors[0].body.contains("Bombs cannot move"),
        "{}",
        errors[0].body
    );
    assert!(
        !errors[0].body.contains("blueberry"),
        "the password is masked"
    );
    for who in ["alice@example.org", "bob@example.org"] {
        let last = to(&mails, who).into_iter().next_back().unwrap();
        assert!(
            last.subject
                .starts_with("Stratego game 1: game over - alice (Red) wins"),
            "{}",
            last.subject
        );
    }

    // Running the same mails again changes nothing: they are duplicates.
    let (dir3, _) = maildir_with(&env, "Maildir3", |_| true);
    let stderr = ingest_maildir(&env, &dir3);
    assert!(stderr.contains("11 duplicates"), "{stderr}");
    assert!(env.take_mails().is_empty());
}

//! The sample game of `fixtures/sample-game` (what `scripts/demo` plays), through
//! `ingest --maildir` exactly as the README's first command runs it.

use std::path::Path;

use crate::support::server::{Env, to};

fn maildir_with_sample(env: &Env) -> std::path::PathBuf {
    let dir = env.dir.path().join("Maildir");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/sample-game");
    let mut n = 0;
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "eml") {
            std::fs::copy(&path, dir.join("new").join(path.file_name().unwrap())).unwrap();
            n += 1;
        }
    }
    assert_eq!(n, 11, "the sample game has 11 mails");
    dir
}

#[test]
fn sample_game_ends_with_alice_capturing_the_flag() {
    let env = Env::new();
    let dir = maildir_with_sample(&env);
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("11 mails: 10 applied, 1 refused"),
        "{stderr}"
    );
    assert_eq!(std::fs::read_dir(dir.join("new")).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(dir.join("cur")).unwrap().count(), 11);

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
        errors[0].body.contains("bombs cannot move"),
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
    let dir2 = maildir_with_sample(&env);
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(&dir2)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("11 duplicates"));
    assert!(env.take_mails().is_empty());
}

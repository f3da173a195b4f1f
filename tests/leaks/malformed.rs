//! A command line that could not be read quotes no password (review 6): whatever is wrong
//! with it (an unknown or mistyped command word, words missing, extra or swapped), the error
//! reply, the stored copy and the inbox's command column show `********` for every word
//! that may be a password.

use super::db;
use crate::support::server::{Env, addr};

#[test]
fn no_malformed_line_shows_its_password() {
    let env = Env::new();
    env.register("bob", "pwbob0");
    env.take_mails();
    let lines = [
        "stratego games bob pwbob1",
        "stratego tournament open 3 bob pwbob2",
        "stratego nosuch bob pwbob3",
        "stratego regster bob pwbob4",
        "stratego move bob pwbob5 e4-e5",
        "stratego move 12 bob pwbob6 e4-e5 extra",
        "stratego set bob pwbob7 passwrd pwbob8",
        "stratego vacation bob 14 pwbob9",
        "stratego show 12 bob pwboba",
        "stratego help bob pwbobb",
        "stratego leave bob pwbobc now",
        "stratego mod bob pwbobd ban",
        "stratego chalenge bob alice pwbobe",
    ];
    for line in lines {
        env.mail(&addr("bob"), line, "");
        let secret = line
            .split_whitespace()
            .find(|w| w.starts_with("pwbob"))
            .unwrap();
        let mails = env.take_mails();
        assert!(!mails.is_empty(), "{line}: no reply");
        for mail in mails {
            let text = format!("{:?}\n{}", mail.headers, mail.body);
            assert!(!text.contains(secret), "{line}:\n{text}");
            assert!(!text.contains("pwbob"), "{line}:\n{text}");
        }
    }
    // Every table, every column (the inbox's command and copy, the logs).
    let conn = db(&env.db);
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut commands = 0;
    for table in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns = stmt.column_count();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for i in 0..columns {
                if let rusqlite::types::ValueRef::Text(t) | rusqlite::types::ValueRef::Blob(t) =
                    row.get_ref(i).unwrap()
                {
                    let text = String::from_utf8_lossy(t);
                    assert!(!text.contains("pwbob"), "{table}: {text}");
                    commands += usize::from(text.contains("stratego ") && text.contains("bob"));
                }
            }
        }
    }
    // The lines were kept, masked.
    assert!(commands >= lines.len(), "{commands}");
}

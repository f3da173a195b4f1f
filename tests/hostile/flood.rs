//! Floods of mail anyone can send (issue 27): command-less mail from forged senders, by the
//! thousand, through `ingest --maildir`.

use crate::support::server::Env;

/// The database's size with its WAL copied in.
fn db_bytes(env: &Env) -> u64 {
    let conn = rusqlite::Connection::open(&env.db).unwrap();
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(conn);
    std::fs::metadata(&env.db).unwrap().len()
}

/// `n` mails of 64 KB each from a different forged sender, none with a command or a key.
fn junk_maildir(env: &Env, n: usize) -> std::path::PathBuf {
    let dir = env.dir.path().join("flood");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let line = "lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod\n";
    let body = line.repeat(64 * 1024 / line.len());
    for i in 0..n {
        let raw = Env::compose(&format!("victim{i}@forged.example"), "Hello there", &body);
        std::fs::write(dir.join("new").join(format!("{i:06}.mail")), raw).unwrap();
    }
    dir
}

#[test]
fn a_thousand_command_less_mails_grow_the_database_by_at_most_8_mb() {
    let env = Env::new();
    env.admin(&["standings"]);
    let before = db_bytes(&env);
    let dir = junk_maildir(&env, 1000);
    let out = env
        .cmd()
        .args(["ingest", "--no-send", "--maildir"])
        .arg(&dir)
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(log.contains("1000 mails"), "{log}");
    let grown = db_bytes(&env) - before;
    eprintln!("1,000 mails of 64 KB without a command grew the database by {grown} bytes");
    assert!(grown <= 8 * 1024 * 1024, "{grown} bytes");
    // What is kept of each: who, which, what became of it, and a digest.
    let conn = rusqlite::Connection::open(&env.db).unwrap();
    let (count, longest): (i64, i64) = conn
        .query_row("SELECT count(*), max(length(raw)) FROM inbox", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(count, 1000);
    assert!(longest < 400, "{longest}");
}

#[test]
fn answers_to_mail_without_a_command_are_limited_server_wide() {
    let env = Env::new();
    let dir = env.dir.path().join("strangers");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    for i in 0..130 {
        let raw = Env::compose(&format!("victim{i}@forged.example"), "Hi", "no command");
        std::fs::write(dir.join("new").join(format!("{i:06}.mail")), raw).unwrap();
    }
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(&dir)
        .env("STRATEGO_STRANGER_REPLY_LIMIT", "100")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(log.contains("130 mails: 0 applied, 130 refused"), "{log}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 100, "one answer each to the first 100 only");
    // A command is answered all the same, and so is mail by a reply key.
    let out = env.mail("carol@example.org", "stratego help", "");
    assert!(out.contains("applied"), "{out}");
    assert_eq!(env.take_mails().len(), 1);
}

#[test]
fn a_sender_that_failed_dmarc_gets_no_answer_to_mail_without_a_command() {
    let env = Env::new();
    let forged = |subject: &str| {
        format!(
            "Authentication-Results: mx.pbem.example; spf=pass smtp.mailfrom=relay.example; \
             dkim=none; dmarc=fail (p=reject) header.from=bank.example\r\n{}",
            Env::compose("ceo@bank.example", subject, "hello")
        )
    };
    let out = env.ingest_raw(forged("Hello").as_bytes());
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(
        log.contains("ignored: no command, and the sender failed dmarc=fail"),
        "{log}"
    );
    assert!(env.take_mails().is_empty());
    // A forged header further down is not the receiving MTA's and is not read.
    let lower = Env::compose("bob@example.org", "Hello", "hi").replacen(
        "Subject:",
        "Authentication-Results: mx; dmarc=fail\r\nSubject:",
        1,
    );
    let raw = format!("Authentication-Results: mx.pbem.example; dmarc=pass\r\n{lower}");
    let out = env.ingest_raw(raw.as_bytes());
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: no command found"));
    assert_eq!(env.take_mails().len(), 1);
    // With a command, the mail is answered as any other.
    let out = env.ingest_raw(forged("stratego help").as_bytes());
    assert!(String::from_utf8_lossy(&out.stderr).contains("applied"));
    assert_eq!(env.take_mails().len(), 1);
}

/// `ingest` of `raw` with the reply allowance at its default of 10; what it said.
fn ingest_limited(env: &Env, raw: String) -> String {
    let out = env
        .cmd()
        .env("STRATEGO_REPLY_LIMIT", "10")
        .arg("ingest")
        .write_stdin(raw.into_bytes())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn forged_mail_cannot_use_up_a_players_answers_to_her_own_mail() {
    use crate::commands::{ALICE_PW, BOB_PW, deploy, game_in_setup, reply_address};
    use crate::support::server::addr;

    let env = Env::new();
    game_in_setup(&env);
    deploy(&env, 1, "alice", ALICE_PW);
    deploy(&env, 1, "bob", BOB_PW);
    let mails = env.take_mails();
    let key = reply_address(&mails, "alice");
    // An hour after her registration's confirmation mail (which counts among the mails
    // anyone can cause), twelve forged mails with alice's From, each an error: her
    // allowance for mail anyone can send is used up (the 11th and 12th are not answered).
    env.advance(3601);
    for i in 0..12 {
        let log = ingest_limited(&env, Env::compose(&addr("alice"), &format!("junk {i}"), ""));
        assert!(log.contains("error: no command found"), "{log}");
    }
    assert_eq!(env.take_mails().len(), 10);
    // Her own mail by reply key: an illegal move is still answered...
    let log = ingest_limited(
        &env,
        Env::compose_to(&addr("alice"), &key, "Re: your move", "a1-a9\n"),
    );
    assert!(log.contains("error"), "{log}");
    assert_eq!(
        env.take_mails().len(),
        1,
        "the error reply to her keyed move"
    );
    // ... and so is a command with her right password.
    let log = ingest_limited(
        &env,
        Env::compose(
            &addr("alice"),
            &format!("stratego move 1 alice {ALICE_PW} a1-a9"),
            "",
        ),
    );
    assert!(log.contains("error"), "{log}");
    assert_eq!(
        env.take_mails().len(),
        1,
        "the error reply to her move with a password"
    );
    // A comment-only reply by key still reaches bob.
    let log = ingest_limited(
        &env,
        Env::compose_to(&addr("alice"), &key, "Re: your move", "Good luck, Bob!\n"),
    );
    assert!(log.contains("applied"), "{log}");
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.to == addr("bob") && m.says("Good luck, Bob!")),
        "{mails:#?}"
    );
}

#[test]
fn forged_challenges_send_at_most_ten_mails_an_hour_to_one_address_whatever_the_accounts() {
    use crate::commands::BOB_PW;
    use crate::support::server::addr;

    let env = Env::new();
    env.register("bob", BOB_PW);
    // Five accounts at the victim's address, confirmed.
    for i in 0..5 {
        let log = ingest_limited(
            &env,
            Env::compose(
                "victim@example.org",
                &format!("stratego register v{i} Pw-v{i}-123"),
                "",
            ),
        );
        assert!(log.contains("applied"), "{log}");
        env.confirm_address("victim@example.org");
    }
    env.take_mails();
    env.advance(3601);
    // Forged challenges without a password from the victim's address: each would be held
    // with a confirmation mail to the victim (five per account were allowed).
    for i in 0..35 {
        let raw = Env::compose(
            "victim@example.org",
            &format!("stratego challenge v{} bob", i % 5),
            "",
        );
        ingest_limited(&env, raw);
    }
    let mails = env.take_mails();
    let to_victim = mails
        .iter()
        .filter(|m| m.to == "victim@example.org")
        .count();
    assert_eq!(to_victim, 10, "{mails:#?}");
    assert!(mails.iter().all(|m| m.to != addr("bob")));
}

//! Accounts (SPEC 3): passwords are stored only as Argon2id hashes and appear in no mail, no
//! table of the database, not even in the database file's bytes, and in nothing the program
//! prints; the lockout counts an hour and lasts 15 minutes; a challenge comes only from a
//! player's registered address; the owner hears of every command from another address.
//! (`tests/commands/errors.rs` has the basic wrong-password, lockout and forged-From cases.)

use std::cell::RefCell;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use serde_json::Value;

use super::db;
use crate::support::server::{Env, Sent, addr, to};

/// Runs the program and keeps its stdout and stderr for the leak check.
struct Logged<'a> {
    env: &'a Env,
    output: RefCell<String>,
}

impl Logged<'_> {
    fn new(env: &Env) -> Logged<'_> {
        Logged {
            env,
            output: RefCell::new(String::new()),
        }
    }

    fn keep(&self, out: &std::process::Output) -> String {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        self.output.borrow_mut().push_str(&text);
        assert!(out.status.success(), "{text}");
        text
    }

    /// A mail through `ingest`.
    fn mail(&self, from: &str, subject: &str, body: &str) -> String {
        let out = self
            .env
            .ingest_raw(Env::compose(from, subject, body).as_bytes());
        self.keep(&out)
    }

    /// A raw mail through `ingest`.
    fn raw(&self, raw: &str) -> String {
        let out = self.env.ingest_raw(raw.as_bytes());
        self.keep(&out)
    }

    /// A command through `run --from`.
    fn run(&self, from: &str, subject: &str, body: &str) -> String {
        let out = self
            .env
            .cmd()
            .args(["run", "--from", from, subject])
            .write_stdin(body.as_bytes().to_vec())
            .output()
            .expect("run");
        self.keep(&out)
    }

    fn admin(&self, args: &[&str]) -> String {
        let out = self.env.cmd().args(args).output().expect("run");
        self.keep(&out)
    }
}

/// Every table of the database, every column of every row, as text.
fn dump(env: &Env) -> String {
    let conn = db(&env.db);
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(tables.len() >= 8, "{tables:?}");
    let mut out = String::new();
    for table in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns = stmt.column_count();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for i in 0..columns {
                let text = match row.get_ref(i).unwrap() {
                    rusqlite::types::ValueRef::Text(t) | rusqlite::types::ValueRef::Blob(t) => {
                        String::from_utf8_lossy(t).into_owned()
                    }
                    other => format!("{other:?}"),
                };
                out.push_str(&text);
                out.push('\n');
            }
        }
    }
    out
}

/// The database file and its WAL as bytes: free pages and the log keep what was deleted.
fn file_bytes(env: &Env) -> Vec<u8> {
    let mut bytes = Vec::new();
    for suffix in ["", "-wal", "-journal"] {
        let mut path = env.db.clone().into_os_string();
        path.push(suffix);
        if let Ok(b) = std::fs::read(&path) {
            bytes.extend(b);
        }
    }
    assert!(bytes.len() > 4096);
    bytes
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

fn whole(m: &Sent) -> String {
    format!("{:?}\n{}", m.headers, m.body)
}

const ARMY: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9";

#[test]
fn passwords_are_argon2id_hashes_and_appear_nowhere() {
    let env = Env::new();
    let log = Logged::new(&env);
    let alice_old = "Qz7-alice-FIRST-pw";
    let alice = "Xk9-alice-SECOND-pw";
    let bob = "Mv4-bob-ONLY-pw";
    let carol = "Jt2-carol-SHARED-pw";
    let guesses = ["Wr0ng-GUESS-one", "Wr0ng-GUESS-two", "Wr0ng-GUESS-three"];
    let secrets = [
        alice_old, alice, bob, carol, guesses[0], guesses[1], guesses[2],
    ];

    log.mail(
        &addr("alice"),
        &format!("stratego register alice {alice_old}"),
        "",
    );
    log.run(&addr("bob"), &format!("stratego register bob {bob}"), "");
    log.mail(
        &addr("carol"),
        &format!("stratego register carol {carol}"),
        "",
    );
    // dave has carol's password: the salt makes the two hashes differ.
    log.mail(
        &addr("dave"),
        &format!("stratego register dave {carol}"),
        "",
    );
    for user in ["alice", "bob", "carol", "dave"] {
        env.confirm_address(&addr(user));
    }
    log.mail(
        &addr("alice"),
        &format!("stratego set alice {alice_old} noflip"),
        "",
    );
    log.mail(
        &addr("alice"),
        &format!("stratego set alice {alice_old} password {alice}"),
        "",
    );
    // The old password no longer works.
    let out = log.mail(
        &addr("alice"),
        &format!("stratego showas 1 alice {alice_old}"),
        "",
    );
    assert!(out.contains("wrong password"), "{out}");
    log.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {alice}"),
        "Hello bob",
    );
    // Regression: a password pasted into the body (the player's copy of the command) was
    // relayed to the opponent under "alice writes:"; relayed comments are now masked.
    log.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {alice}"),
        &format!("{ARMY}\n\nsent as: stratego deploy 1 alice {alice}\n"),
    );
    log.run(
        &addr("bob"),
        &format!("stratego move 1 bob {bob} deploy"),
        ARMY,
    );
    log.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {carol}"),
        "",
    );
    log.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {alice} e4-e5"),
        "",
    );
    for guess in guesses {
        let out = log.mail(
            &addr("bob"),
            &format!("stratego move 1 bob {guess} e7-e6"),
            "",
        );
        assert!(out.contains("wrong password"), "{out}");
    }
    // The command in the body (no command in the subject), and an encoded subject.
    log.mail(
        &addr("bob"),
        "Re: Stratego game 1: your move",
        &format!("stratego move 1 bob {bob} e7-e6\nnice move\n"),
    );
    let encoded = format!(
        "=?utf-8?b?{}?=",
        crate::support::imap::base64(format!("stratego showas 1 alice {alice}").as_bytes())
    );
    log.raw(&Env::compose(&addr("alice"), &encoded, ""));
    log.mail(
        "forger@evil.example",
        &format!("stratego chat 1 alice {alice}"),
        &format!("My password is {alice}, do not tell anyone."),
    );
    log.mail(&addr("bob"), &format!("stratego showas 1 bob {bob}"), "");
    log.run(&addr("bob"), "stratego history 1", "");
    log.mail(&addr("dave"), "stratego games", "");
    log.mail(
        &addr("carol"),
        &format!("stratego unsubscribe 1 carol {carol}"),
        "",
    );
    log.mail(&addr("bob"), &format!("stratego resign 1 bob {bob}"), "");
    log.admin(&["send"]);
    log.admin(&["show", "1", "--as", "alice"]);
    log.admin(&["show", "1", "--as", "bob", "--json"]);
    log.admin(&["export", "1"]);
    let export: Value = serde_json::from_str(&log.admin(&["export", "1"])).unwrap();
    assert_eq!(export["status"], "over", "{export}");
    assert_eq!(export["ply"], 2);

    // Only Argon2id PHC strings, each verifying its own password and no other.
    let users: Vec<(String, String)> = db(&env.db)
        .prepare("SELECT userid_key, password_hash FROM users ORDER BY userid_key")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let current = [
        ("alice", alice),
        ("bob", bob),
        ("carol", carol),
        ("dave", carol),
    ];
    assert_eq!(users.len(), current.len());
    for ((user, phc), (name, pw)) in users.iter().zip(current) {
        assert_eq!(user, name);
        assert!(phc.starts_with("$argon2id$v=19$m="), "{user}: {phc}");
        let hash = PasswordHash::new(phc).unwrap_or_else(|e| panic!("{user}: {phc}: {e}"));
        assert_eq!(hash.algorithm.as_str(), "argon2id");
        assert!(hash.salt.is_some_and(|s| s.len() >= 16), "{phc}");
        assert!(
            Argon2::default()
                .verify_password(pw.as_bytes(), &hash)
                .is_ok()
        );
        for other in secrets.iter().filter(|s| **s != pw) {
            assert!(
                Argon2::default()
                    .verify_password(other.as_bytes(), &hash)
                    .is_err()
            );
        }
    }
    assert_ne!(users[2].1, users[3].1, "the same password, two salts");

    let mails = env.take_mails();
    assert!(mails.len() > 25, "{}", mails.len());
    let inbox = db(&env.db)
        .prepare("SELECT raw FROM inbox")
        .unwrap()
        .query_map([], |r| r.get::<_, Vec<u8>>(0))
        .unwrap()
        .map(|r| String::from_utf8_lossy(&r.unwrap()).into_owned())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        inbox.contains("stratego deploy 1 alice ********"),
        "{inbox}"
    );
    let tables = dump(&env);
    let bytes = file_bytes(&env);
    let output = log.output.borrow();
    assert!(output.contains("applied"), "{output}");
    for secret in secrets {
        for m in &mails {
            assert!(!whole(m).contains(secret), "{secret} in a mail:\n{m:#?}");
        }
        assert!(!inbox.contains(secret), "{secret} in the inbox");
        assert!(!tables.contains(secret), "{secret} in a table");
        assert!(!contains(&bytes, secret), "{secret} in the database file");
        assert!(
            !output.contains(secret),
            "{secret} in the output:\n{output}"
        );
    }
}

/// The outcome of a `showas` by `user` with `pw`, and the mails it caused.
fn showas(env: &Env, user: &str, pw: &str) -> (String, Vec<Sent>) {
    env.take_mails();
    let out = env.mail(&addr(user), &format!("stratego showas 1 {user} {pw}"), "");
    (out, env.take_mails())
}

const LOCKED: &str = "Stratego: your account is locked for 15 minutes";

fn game(env: &Env, pws: [&str; 2]) {
    env.register("alice", pws[0]);
    env.register("bob", pws[1]);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {}", pws[0]),
        "",
    );
    assert!(out.contains("game 1 created"), "{out}");
    env.take_mails();
}

#[test]
fn five_wrong_passwords_spread_over_two_hours_do_not_lock() {
    let env = Env::new();
    game(&env, ["Lk-alice-1", "Lk-bob-1"]);
    for i in 0..5 {
        if i > 0 {
            env.advance(30 * 60);
        }
        let (out, mails) = showas(&env, "alice", &format!("guess-{i}"));
        assert!(out.contains("error: wrong password"), "{out}");
        assert!(mails.iter().all(|m| m.subject != LOCKED), "{mails:#?}");
    }
    let (out, _) = showas(&env, "alice", "Lk-alice-1");
    assert!(out.contains("applied"), "not locked: {out}");
}

#[test]
fn the_lock_counts_an_hour_lasts_fifteen_minutes_and_covers_every_command() {
    let env = Env::new();
    game(&env, ["Lk-alice-2", "Lk-bob-2"]);
    let start = env.now.get();
    for i in 0..4 {
        let (out, _) = showas(&env, "alice", &format!("guess-{i}"));
        assert!(out.contains("error: wrong password"), "{out}");
        env.advance(60);
    }
    // A success in between does not wipe the count.
    let (out, _) = showas(&env, "alice", "Lk-alice-2");
    assert!(out.contains("applied"), "{out}");
    // The fifth, 59 minutes 59 seconds after the first: locked, the owner told once.
    env.now.set(start + 3599);
    // From alice's own address (forged or not): only those lock the registered address.
    let out = env.mail(&addr("alice"), "stratego showas 1 alice guess-4", "");
    assert!(out.contains("error: wrong password"), "{out}");
    let mails = env.take_mails();
    let told: Vec<_> = to(&mails, &addr("alice"))
        .into_iter()
        .filter(|m| !m.subject.starts_with("Stratego error"))
        .collect();
    assert_eq!(told.len(), 1, "{mails:#?}");
    assert_eq!(told[0].subject, LOCKED);
    let until = start + 3599 + 15 * 60;

    // The right password, any command, refused until the end of the lock.
    for (subject, body) in [
        ("stratego showas 1 alice Lk-alice-2", ""),
        ("stratego set alice Lk-alice-2 password Lk-alice-new", ""),
        ("stratego set alice Lk-alice-2 noflip", ""),
        ("stratego deploy 1 alice Lk-alice-2", ARMY),
        ("stratego chat 1 alice Lk-alice-2", "hi"),
        ("stratego subscribe 1 alice Lk-alice-2", ""),
        ("stratego resign 1 alice Lk-alice-2", ""),
    ] {
        let out = env.mail(&addr("alice"), subject, body);
        assert!(out.contains("error: account locked"), "{subject}: {out}");
        let mails = env.take_mails();
        assert_eq!(mails.len(), 1, "only the error reply: {mails:#?}");
    }
    env.now.set(until - 1);
    let (out, _) = showas(&env, "alice", "Lk-alice-2");
    assert!(out.contains("error: account locked"), "{out}");
    let (out, _) = showas(&env, "bob", "Lk-bob-2");
    assert!(out.contains("applied"), "bob is not locked: {out}");
    env.now.set(until);
    let (out, _) = showas(&env, "alice", "Lk-alice-2");
    assert!(out.contains("applied"), "lifted: {out}");

    // After the lock, a fresh five tries: four wrong do not lock again.
    for i in 0..4 {
        let (out, mails) = showas(&env, "alice", &format!("again-{i}"));
        assert!(out.contains("error: wrong password"), "{out}");
        assert!(mails.iter().all(|m| m.subject != LOCKED));
    }
    let (out, _) = showas(&env, "alice", "Lk-alice-2");
    assert!(out.contains("applied"), "{out}");
    let (out, mails) = showas(&env, "alice", "again-4");
    assert!(out.contains("error: wrong password"), "{out}");
    assert_eq!(
        to(&mails, &addr("alice"))
            .iter()
            .filter(|m| m.subject == LOCKED)
            .count(),
        1,
        "a new lock, told again"
    );
}

/// How many games exist.
fn games(env: &Env) -> i64 {
    db(&env.db)
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn a_challenge_comes_only_from_a_registered_address_of_one_of_the_two() {
    let env = Env::new();
    env.register("alice", "Ch-alice");
    env.register("bob", "Ch-bob");
    env.register("carol", "Ch-carol");
    env.take_mails();

    // Not registered at all, or alice's name with another address.
    for from in [
        "stranger@example.net",
        "alice@example.net",
        "alice@mail.example.org",
        "Alice <alice@example.org.evil.example>",
    ] {
        let out = env.mail(from, "stratego challenge alice bob", "");
        assert!(
            out.contains("error: not a player's address"),
            "{from}: {out}"
        );
        let mails = env.take_mails();
        assert_eq!(mails.len(), 1, "{mails:#?}");
        assert!(
            mails
                .iter()
                .all(|m| m.to != addr("alice") && m.to != addr("bob")),
            "{mails:#?}"
        );
    }
    assert_eq!(games(&env), 0);

    // The second player may challenge; case and a display name do not matter.
    let out = env.mail(&addr("bob"), "stratego challenge alice bob Ch-bob", "");
    assert!(out.contains("game 1 created"), "{out}");
    let out = env.mail(
        "Alice Example <ALICE@Example.ORG>",
        "stratego challenge bob alice Ch-alice",
        "",
    );
    assert!(out.contains("game 2 created"), "{out}");
    let export: Value = serde_json::from_str(&env.admin(&["export", "1"])).unwrap();
    assert_eq!(
        (export["red"].as_str(), export["blue"].as_str()),
        (Some("alice"), Some("bob"))
    );

    // After a change of address, only the new one counts.
    let out = env.mail(
        &addr("alice"),
        "stratego set alice Ch-alice address alice@new.example",
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let out = env.mail(&addr("alice"), "stratego challenge alice carol", "");
    assert!(out.contains("error: not a player's address"), "{out}");
    let out = env.mail(
        "alice@new.example",
        "stratego challenge alice carol Ch-alice",
        "",
    );
    assert!(out.contains("game 3 created"), "{out}");
    assert_eq!(games(&env), 3);
}

const USED: &str = "Stratego: your account was used from another address";

#[test]
fn the_owner_is_told_of_every_command_from_another_address() {
    let env = Env::new();
    env.register("alice", "Ow-alice");
    env.register("bob", "Ow-bob");
    env.register("carol", "Ow-carol");
    let out = env.mail(&addr("alice"), "stratego challenge alice bob Ow-alice", "");
    assert!(out.contains("game 1 created"), "{out}");
    env.take_mails();
    let forger = "Forger <forger@evil.example>";
    let forger_addr = "forger@evil.example";

    let mut pw = "Ow-alice".to_string();
    let commands: Vec<(String, &str)> = vec![
        ("set alice {pw} noflip".into(), ""),
        ("set alice {pw} flip".into(), ""),
        ("deploy 1 alice {pw}".into(), ARMY),
        ("move 1 alice {pw} swap a1 b1".into(), ""),
        ("move 1 alice {pw} deploy".into(), ARMY),
        ("showas 1 alice {pw}".into(), ""),
        ("subscribe 2 alice {pw}".into(), ""),
        ("set alice {pw} password Ow-alice-2".into(), ""),
        ("chat 1 alice {pw}".into(), "hello"),
        ("move 1 alice {pw} e4-e5".into(), ""),
        ("move 1 alice {pw} propose".into(), ""),
        ("resign 1 alice {pw}".into(), ""),
    ];
    // A second game for the subscribe (carol's and bob's), and bob's army in game 1.
    env.mail(&addr("carol"), "stratego challenge carol bob Ow-carol", "");
    env.take_mails();
    for (command, body) in commands {
        if command.starts_with("move 1 alice {pw} e4-e5") {
            let out = env.mail(&addr("bob"), "stratego deploy 1 bob Ow-bob", ARMY);
            assert!(out.contains("game started"), "{out}");
            env.take_mails();
        }
        let command = format!("stratego {}", command.replace("{pw}", &pw));
        let out = env.mail(forger, &command, body);
        assert!(out.contains("applied"), "{command}: {out}");
        let masked = command
            .replace("Ow-alice-2", "********")
            .replace(&pw, "********");
        if command.contains("password Ow-alice-2") {
            pw = "Ow-alice-2".into();
        }
        let mails = env.take_mails();
        let told: Vec<_> = to(&mails, &addr("alice"))
            .into_iter()
            .filter(|m| m.subject == USED)
            .collect();
        assert_eq!(told.len(), 1, "{command}: {mails:#?}");
        assert!(told[0].body.contains(forger_addr), "{}", told[0].body);
        assert!(
            told[0].body.contains(&format!("  {masked}\n")),
            "{command}: {}",
            told[0].body
        );
        // No board, army or game mail to the forger: those go to the registered address.
        for m in to(&mails, forger_addr) {
            assert!(
                !m.body.contains("Legend:") && !m.body.contains("56691S9575"),
                "{command}: a board or army to the forger: {m:#?}"
            );
        }
    }
    // The same commands from the registered address tell nobody.
    let out = env.mail(&addr("alice"), &format!("stratego showas 1 alice {pw}"), "");
    assert!(out.contains("applied"), "{out}");
    assert!(env.take_mails().iter().all(|m| m.subject != USED));

    // Taking the account over: the old address hears of it twice over.
    let out = env.mail(
        forger,
        &format!("stratego set alice {pw} address {forger_addr}"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let mut told: Vec<&str> = mails
        .iter()
        .filter(|m| m.to == addr("alice"))
        .map(|m| m.subject.as_str())
        .collect();
    told.sort_unstable();
    assert_eq!(
        told,
        [
            "Stratego: your account was used from another address",
            "Stratego: your address was changed"
        ]
    );
}

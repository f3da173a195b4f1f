//! Hostile mail (`fixtures/hostile/`): mails that try to break or trick the server, each
//! through the real `ingest` into a copy of one standard database. Every mail must exit 0
//! (never 75 or 101: a crash would make the MTA retry or bounce it), get the outcome and
//! reply its `.expected` file names, cause no reply with injected headers, leak no password
//! into a reply or the stored inbox copy, and change nothing in the game tables when it
//! should change nothing. The keys and the fixtures are listed in `fixtures/hostile/README.md`.
//!
//! Large mails are not committed: a `NAME.gen` file describes how the test builds them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use crate::commands::{ALICE_PW, BOB_PW, CAROL_PW, CLASSIC_ARMY};
use crate::support::fixture::Fixture;
use crate::support::server::{Env, Sent, parse_sent};

mod flood;

/// The headers our replies may carry; anything else in a reply was injected.
const REPLY_HEADERS: &[&str] = &[
    "from",
    "to",
    "subject",
    "date",
    "message-id",
    "in-reply-to",
    "references",
    "mime-version",
    "content-type",
    "content-transfer-encoding",
    "auto-submitted",
    "reply-to",
    "x-loop",
];

/// Tables a refused or ignored mail must leave exactly as they were.
const GAME_TABLES: &[&str] = &["users", "games", "moves", "subscriptions"];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/hostile")
}

fn load() -> Vec<Fixture> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml" || e == "gen"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let raw = if path.extension().is_some_and(|e| e == "gen") {
                generate(&std::fs::read_to_string(&path).unwrap())
            } else {
                std::fs::read(&path).unwrap()
            };
            Fixture::new(&path, raw, from_header)
        })
        .collect()
}

/// The From header's text, up to the first `<...>` address if there is one.
fn from_header(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let Some(value) = text
        .lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix("From:"))
    else {
        return String::new();
    };
    let value = value.trim();
    match (value.rfind('<'), value.rfind('>')) {
        (Some(open), Some(close)) if open < close => value[open + 1..close].to_string(),
        _ => value.to_string(),
    }
}

/// `\n` in a `.gen` value is a line end.
fn unescape(s: &str) -> String {
    s.replace("\\n", "\n")
}

/// Builds a mail from a `.gen` description, one instruction per line:
/// * `header: LINE` a header line; `header-repeat: N LINE` N copies of it;
/// * `header-repeat-inline: N NAME: UNIT` one header whose value is UNIT N times, with
///   spaces between; `header-suffix: TEXT` appends ` TEXT` to the last header;
/// * `body: TEXT`, `body-repeat: N TEXT` body text (`\n` = line end);
/// * `body-cjk: N` N different CJK characters;
/// * `nest: N` wraps the body, as a text/plain part, in N nested multiparts.
fn generate(description: &str) -> Vec<u8> {
    let mut headers: Vec<String> = Vec::new();
    let mut body = String::new();
    let mut nest = 0usize;
    let count = |v: &str| -> (usize, String) {
        let (n, rest) = v.split_once(' ').unwrap_or((v, ""));
        (n.parse().expect("a count"), rest.to_string())
    };
    for line in description.lines().filter(|l| !l.starts_with('#')) {
        let Some((key, value)) = line.split_once(": ") else {
            continue;
        };
        match key {
            "header" => headers.push(value.to_string()),
            "header-repeat" => {
                let (n, text) = count(value);
                headers.extend(std::iter::repeat_n(text, n));
            }
            "header-repeat-inline" => {
                let (n, text) = count(value);
                let (name, unit) = text.split_once(": ").expect("NAME: UNIT");
                headers.push(format!("{name}: {}", vec![unit; n].join(" ")));
            }
            "header-suffix" => {
                let last = headers.last_mut().expect("a header to extend");
                last.push(' ');
                last.push_str(value);
            }
            "body" => body.push_str(&unescape(value)),
            "body-repeat" => {
                let (n, text) = count(value);
                body.push_str(&unescape(&text).repeat(n));
            }
            "body-cjk" => {
                let (n, _) = count(value);
                body.extend((0..n as u32).filter_map(|i| char::from_u32(0x4e00 + i)));
                body.push('\n');
            }
            "nest" => nest = count(value).0,
            other => panic!("unknown .gen instruction {other:?}"),
        }
    }
    if nest > 0 {
        let mut inner = format!("Content-Type: text/plain\n\n{body}");
        for i in (1..nest).rev() {
            inner = format!(
                "Content-Type: multipart/mixed; boundary=\"b{i}\"\n\n--b{i}\n{inner}\n--b{i}--\n"
            );
        }
        headers.push("Content-Type: multipart/mixed; boundary=\"b0\"".into());
        body = format!("--b0\n{inner}\n--b0--\n");
    }
    let mut raw = headers.join("\n");
    raw.push_str("\n\n");
    raw.push_str(&body);
    raw.into_bytes()
}

/// The standard world every fixture starts from: alice, bob and carol registered at
/// `NAME@example.org`; game 1 (classic) alice (Red) against bob, both armies in, alice to
/// move, carol watching; game 2 (`-small`) alice against bob, nothing deployed.
fn standard_world() -> Env {
    let env = Env::new();
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW), ("carol", CAROL_PW)] {
        env.setup_register(&format!("{user}@example.org"), user, pw);
    }
    let army = CLASSIC_ARMY.join("\n");
    env.setup_step(
        "alice@example.org",
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    env.setup_step(
        "alice@example.org",
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &army,
    );
    env.setup_step(
        "bob@example.org",
        &format!("stratego deploy 1 bob {BOB_PW}"),
        &army,
    );
    env.setup_step(
        "carol@example.org",
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    env.setup_step(
        "alice@example.org",
        &format!("stratego challenge alice bob -small {ALICE_PW}"),
        "",
    );
    env.take_mails();
    env
}

/// Every row of the game tables, as text, for comparison.
fn game_tables(db: &Path) -> BTreeMap<&'static str, Vec<String>> {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    GAME_TABLES
        .iter()
        .map(|&table| {
            let mut stmt = conn
                .prepare(&format!("SELECT * FROM {table} ORDER BY 1, 2"))
                .unwrap();
            let columns = stmt.column_count();
            let rows = stmt
                .query_map([], |row| {
                    let mut line = Vec::new();
                    for i in 0..columns {
                        let value: rusqlite::types::Value = row.get(i)?;
                        line.push(format!("{value:?}"));
                    }
                    Ok(line.join(" | "))
                })
                .unwrap()
                .collect::<Result<Vec<_>, _>>()
                .unwrap();
            (table, rows)
        })
        .collect()
}

/// The stored inbox copies (sender, command and body, passwords masked).
fn inbox_copies(db: &Path) -> Vec<String> {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut stmt = conn.prepare("SELECT raw FROM inbox").unwrap();
    stmt.query_map([], |row| row.get::<_, Vec<u8>>(0))
        .unwrap()
        .map(|r| String::from_utf8_lossy(&r.unwrap()).into_owned())
        .collect()
}

/// Reads the outbox: each reply checked for injected headers, then parsed.
fn take_replies(env: &Env, what: &str, secrets: &[&str]) -> Vec<Sent> {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&env.outbox) {
        Ok(rd) => rd.map(|e| e.unwrap().path()).collect(),
        Err(_) => Vec::new(),
    };
    files.sort();
    files
        .iter()
        .map(|path| {
            let raw = std::fs::read(path).unwrap();
            let parsed = mailparse::parse_mail(&raw).expect("a reply parses");
            let names: Vec<String> = parsed
                .headers
                .iter()
                .map(|h| h.get_key().to_ascii_lowercase())
                .collect();
            let count = |n: &str| names.iter().filter(|k| *k == n).count();
            assert_eq!(count("to"), 1, "{what}: one To in {names:?}");
            assert_eq!(count("subject"), 1, "{what}: one Subject in {names:?}");
            for name in &names {
                assert!(
                    REPLY_HEADERS.contains(&name.as_str()),
                    "{what}: injected header {name:?} in a reply"
                );
            }
            for h in &parsed.headers {
                let value = h.get_value();
                assert!(
                    !value.contains(['\r', '\n', '\0']),
                    "{what}: {} spans lines: {value:?}",
                    h.get_key()
                );
            }
            let to = parsed.headers.iter().find(|h| h.get_key_ref() == "To");
            let to = to.map(|h| h.get_value()).unwrap_or_default();
            let addresses = mailparse::addrparse(&to).expect("To parses");
            assert_eq!(addresses.len(), 1, "{what}: one recipient, not {to:?}");
            let text = String::from_utf8_lossy(&raw);
            let sent = parse_sent(path, &raw);
            for secret in secrets {
                assert!(
                    !text.contains(secret) && !sent.body.contains(secret),
                    "{what}: the password {secret:?} is in a reply to {}",
                    sent.to
                );
            }
            std::fs::remove_file(path).unwrap();
            sent
        })
        .collect()
}

/// A new installation with a copy of the database at `template` (with its WAL).
fn copy_of(template: &Path) -> Env {
    let env = Env::new();
    for suffix in ["", "-wal", "-shm"] {
        let src = PathBuf::from(format!("{}{suffix}", template.display()));
        if src.exists() {
            std::fs::copy(&src, format!("{}{suffix}", env.db.display())).unwrap();
        }
    }
    env
}

fn check(template: &Path, f: &Fixture) {
    let env = copy_of(template);
    let what = f.name.as_str();
    let before = game_tables(&env.db);
    let out = env.ingest_raw(&f.raw);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{what}: {stderr}");

    let mut secrets = vec![ALICE_PW, BOB_PW, CAROL_PW];
    secrets.extend(f.all("secret"));
    let mails = take_replies(&env, what, &secrets);
    for copy in inbox_copies(&env.db) {
        for secret in &secrets {
            assert!(
                !copy.contains(secret),
                "{what}: {secret:?} in the inbox: {copy}"
            );
        }
    }

    let outcome = f.one("outcome").expect("an outcome key");
    assert!(
        stderr.contains(&format!("stratego-pbem: {outcome}")),
        "{what}: expected {outcome}, got {stderr}"
    );
    let summary: Vec<(&str, &str)> = mails
        .iter()
        .map(|m| (m.to.as_str(), m.subject.as_str()))
        .collect();
    if let Some(n) = f.one("replies") {
        assert_eq!(
            mails.len(),
            n.parse::<usize>().unwrap(),
            "{what}: {summary:?}"
        );
    }
    if let Some(subject) = f.one("reply-subject") {
        let reply: Vec<&Sent> = mails
            .iter()
            .filter(|m| m.to.contains(&f.from) && m.subject == subject)
            .collect();
        assert_eq!(
            reply.len(),
            1,
            "{what}: one {subject:?} to {}: {summary:?}",
            f.from
        );
        for text in f.all("reply-contains") {
            assert!(reply[0].body.contains(text), "{what}: reply lacks {text:?}");
        }
    }
    for subject in f.all("mail-subject") {
        assert!(
            mails.iter().any(|m| m.subject == subject),
            "{what}: no mail {subject:?}: {summary:?}"
        );
    }
    for address in f.all("mail-to") {
        assert!(
            mails.iter().any(|m| m.to.contains(address)),
            "{what}: no mail to {address}: {summary:?}"
        );
    }
    for address in f.all("no-mail-to") {
        assert!(
            !mails.iter().any(|m| m.to.contains(address)),
            "{what}: a mail to {address}: {summary:?}"
        );
    }
    for text in f.all("mail-contains") {
        assert!(
            mails.iter().any(|m| m.body.contains(text)),
            "{what}: no mail contains {text:?}"
        );
    }
    for text in f.all("mail-lacks") {
        for m in &mails {
            assert!(
                !m.body.contains(text) && !m.subject.contains(text),
                "{what}: a mail to {} contains {text:?}",
                m.to
            );
        }
    }
    check_relays(what, f, &mails);
    if f.one("database") == Some("unchanged") {
        assert_eq!(
            game_tables(&env.db),
            before,
            "{what}: the game tables changed"
        );
    }
}

/// The relayed comment of a board mail: the `  | ` lines under "NAME writes:"; `None` if it
/// relays none.
fn relayed_comment(body: &str) -> Option<Vec<&str>> {
    let mut lines = body.lines().skip_while(|l| !l.ends_with(" writes:"));
    lines.next()?;
    Some(lines.map_while(|l| l.strip_prefix("  | ")).collect())
}

/// `relay-line:` (the relayed comment, line by line, in every mail that relays one; at least
/// one does) and `relay-lacks:` (no relayed comment has TEXT).
fn check_relays(what: &str, f: &Fixture, mails: &[Sent]) {
    let want: Vec<&str> = f.all("relay-line").collect();
    let lacks: Vec<&str> = f.all("relay-lacks").collect();
    if want.is_empty() && lacks.is_empty() {
        return;
    }
    let relays: Vec<(&str, Vec<&str>)> = mails
        .iter()
        .filter_map(|m| relayed_comment(&m.body).map(|c| (m.to.as_str(), c)))
        .collect();
    assert!(!relays.is_empty(), "{what}: no mail relays a comment");
    for (to, comment) in &relays {
        if !want.is_empty() {
            assert_eq!(comment, &want, "{what}: the comment relayed to {to}");
        }
        for text in &lacks {
            assert!(
                !comment.iter().any(|l| l.contains(text)),
                "{what}: the comment relayed to {to} has {text:?}: {comment:#?}"
            );
        }
    }
}

#[test]
fn hostile_mails_are_ignored_or_refused_precisely() {
    let fixtures = load();
    assert!(
        fixtures.len() >= 60,
        "found only {} hostile fixtures",
        fixtures.len()
    );
    for f in &fixtures {
        assert!(f.one("outcome").is_some(), "{}: no outcome key", f.name);
        let expected = f.keys.len();
        assert!(expected >= 2, "{}: checks too little", f.name);
    }
    let world = standard_world();
    let template = world.db.as_path();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(f) = fixtures.get(i) else { break };
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        check(template, f);
                    }));
                    if let Err(e) = result {
                        let message = e
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default();
                        failures.lock().unwrap().push(message);
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} hostile fixtures failed:\n{}",
        failures.len(),
        fixtures.len(),
        failures.join("\n\n")
    );
}

/// The inputs the fuzz target `mail` found bugs with (`fuzz/regressions/mail/`), through
/// `ingest`: exit 0, replies without injected headers, and every reply deliverable (none
/// "failed for good", as the reply to an address lettre refuses did).
#[test]
fn fuzz_regressions_through_ingest() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions/mail");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no regression inputs");
    let world = standard_world();
    for path in &paths {
        let what = path.display().to_string();
        let env = copy_of(&world.db);
        let out = env.ingest_raw(&std::fs::read(path).unwrap());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{what}: {stderr}");
        assert!(!stderr.contains("failed for good"), "{what}: {stderr}");
        take_replies(&env, &what, &[ALICE_PW, BOB_PW, CAROL_PW]);
    }
}

//! The real-client mails of `fixtures/mail` end to end: each `.eml` goes through `ingest`
//! as stored and with its line ends flipped, after the state its `setup:` lines ask for;
//! the `outcome:`, `reply-*`, `mail-*` and `army:` keys of its `.expected` file are checked.
//! The keys are described in `fixtures/mail/README.md`.

use std::path::{Path, PathBuf};

use super::*;
use crate::support::fixture::Fixture;
use crate::support::server::{Env, Sent, to};

fn load() -> Vec<Fixture> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/mail");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|eml| {
            let raw = std::fs::read(&eml).unwrap();
            Fixture::new(&eml, raw, from_header)
        })
        .collect()
}

/// The addr-spec of the From header, for fixtures whose `.expected` does not name it.
fn from_header(raw: &[u8]) -> String {
    let parsed = mailparse::parse_mail(raw).unwrap();
    let value = parsed
        .headers
        .iter()
        .find(|h| h.get_key().eq_ignore_ascii_case("from"))
        .map(|h| h.get_value())
        .unwrap_or_default();
    match mailparse::addrparse(&value)
        .ok()
        .and_then(|l| l.extract_single_info())
    {
        Some(info) => info.addr,
        None => value,
    }
}

/// LF to CRLF, or CRLF to LF if the mail has CRLF line ends.
fn flip_line_ends(raw: &[u8]) -> Vec<u8> {
    if raw.windows(2).any(|w| w == b"\r\n") {
        let mut out = Vec::with_capacity(raw.len());
        let mut i = 0;
        while i < raw.len() {
            if raw[i] == b'\r' && raw.get(i + 1) == Some(&b'\n') {
                i += 1;
                continue;
            }
            out.push(raw[i]);
            i += 1;
        }
        out
    } else {
        let mut out = Vec::with_capacity(raw.len() + raw.len() / 20);
        for &b in raw {
            if b == b'\n' {
                out.push(b'\r');
            }
            out.push(b);
        }
        out
    }
}

/// Builds the state the fixture's `setup:` lines ask for:
/// * `user NAME PASSWORD ADDRESS|from` registers NAME (`from`: the fixture's From address);
/// * `game N RED BLUE [OPTIONS]` makes RED challenge BLUE so that the new game is number N
///   (filler games between two filler users come first);
/// * `deploy N USER` deploys the example army of the game's variant for USER;
/// * `move N USER MOVE` plays a move.
fn set_up(env: &Env, f: &Fixture) {
    let mut users: BTreeMap<String, (String, String)> = BTreeMap::new();
    let mut small: BTreeMap<u32, bool> = BTreeMap::new();
    let mut games = 0;
    for line in f.all("setup") {
        let words: Vec<&str> = line.split_whitespace().collect();
        let login = |users: &BTreeMap<String, (String, String)>, u: &str| {
            users
                .get(u)
                .cloned()
                .unwrap_or_else(|| panic!("{}: setup names unknown user {u}", f.name))
        };
        match words.as_slice() {
            ["user", name, pw, address] => {
                let address = if *address == "from" {
                    f.from.as_str()
                } else {
                    address
                };
                env.setup_register(address, name, pw);
                users.insert(name.to_string(), (pw.to_string(), address.to_string()));
            }
            ["game", n, red, blue, options @ ..] => {
                let n: u32 = n.parse().unwrap();
                if games + 1 < n && !users.contains_key("fillera") {
                    for u in ["fillera", "fillerb"] {
                        let address = format!("{u}@filler.example");
                        env.setup_register(&address, u, "filler-pw");
                        users.insert(u.to_string(), ("filler-pw".into(), address));
                    }
                }
                while games + 1 < n {
                    env.setup_step(
                        "fillera@filler.example",
                        "stratego challenge fillera fillerb filler-pw",
                        "",
                    );
                    games += 1;
                }
                let (pw, address) = login(&users, red);
                let subject = format!("stratego challenge {red} {blue} {} {pw}", options.join(" "));
                env.setup_step(&address, &subject, "");
                games += 1;
                small.insert(n, options.contains(&"-small"));
            }
            ["deploy", n, user] => {
                let (pw, address) = login(&users, user);
                let army = if small[&n.parse().unwrap()] {
                    SMALL_ARMY.join("\n")
                } else {
                    CLASSIC_ARMY.join("\n")
                };
                env.setup_step(&address, &format!("stratego deploy {n} {user} {pw}"), &army);
            }
            ["move", n, user, mv] => {
                let (pw, address) = login(&users, user);
                env.setup_step(&address, &format!("stratego move {n} {user} {pw} {mv}"), "");
            }
            _ => panic!("{}: unknown setup line {line:?}", f.name),
        }
    }
    env.take_mails();
}

/// Feeds `raw` through `ingest` into a copy of the set-up database and checks every key.
fn check(template: &Env, f: &Fixture, raw: &[u8], variant: &str) {
    let env = Env::new();
    for suffix in ["", "-wal", "-shm"] {
        let src = PathBuf::from(format!("{}{suffix}", template.db.display()));
        if src.exists() {
            std::fs::copy(&src, format!("{}{suffix}", env.db.display())).unwrap();
        }
    }
    let what = format!("{} ({variant})", f.name);
    let out = env.ingest_raw(raw);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{what}: {stderr}");
    let mails = env.take_mails();

    let outcome = f
        .one("outcome")
        .unwrap_or_else(|| panic!("{what}: no outcome key"));
    assert!(
        stderr.contains(&format!("stratego-pbem: {outcome}")),
        "{what}: expected {outcome}, got {stderr}"
    );
    if let Some(n) = f.one("replies") {
        assert_eq!(
            mails.len(),
            n.parse::<usize>().unwrap(),
            "{what}: {mails:#?}"
        );
    }
    if let Some(subject) = f.one("reply-subject") {
        let reply: Vec<&Sent> = to(&mails, &f.from)
            .into_iter()
            .filter(|m| m.subject == subject)
            .collect();
        assert_eq!(
            reply.len(),
            1,
            "{what}: one mail {subject:?} to {}: {mails:#?}",
            f.from
        );
        for text in f.all("reply-contains") {
            assert!(
                reply[0].body.contains(text),
                "{what}: reply lacks {text:?}:\n{}",
                reply[0].body
            );
        }
    }
    for text in f.all("mail-contains") {
        assert!(
            mails.iter().any(|m| m.body.contains(text)),
            "{what}: no mail contains {text:?}: {mails:#?}"
        );
    }
    for text in f.all("mail-lacks") {
        assert_not_leaked(&mails, text);
    }
    for army in f.all("army") {
        let words: Vec<&str> = army.split_whitespace().collect();
        let [game, user, rows] = words[..] else {
            panic!("{what}: army wants GAME USER ROWS, not {army:?}");
        };
        let rows: Vec<&str> = rows.split('/').collect();
        assert_army(&env, game.parse().unwrap(), user, &rows);
    }
}

#[test]
fn mail_fixtures_end_to_end() {
    let fixtures = load();
    assert!(
        fixtures.len() > 10,
        "found only {} fixtures",
        fixtures.len()
    );
    std::thread::scope(|s| {
        for f in &fixtures {
            s.spawn(move || {
                let template = Env::new();
                set_up(&template, f);
                check(&template, f, &f.raw, "as stored");
                check(&template, f, &flip_line_ends(&f.raw), "line ends flipped");
            });
        }
    });
    let checked = fixtures
        .iter()
        .filter(|f| f.one("outcome").is_some())
        .count();
    assert_eq!(checked, fixtures.len(), "every fixture has an outcome key");
}

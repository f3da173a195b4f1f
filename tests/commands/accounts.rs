//! Account commands by mail (SPEC 3): `help`, `register`, `set flip` / `set noflip`, `set
//! password`, `set address`, checked by their effect on the database and by the mails they
//! cause.

use super::*;
use crate::support::server::{Env, addr, to};

#[test]
fn help_is_mailed_to_anyone() {
    let env = Env::new();
    let out = env.mail("stranger@elsewhere.example", "stratego help", "");
    assert!(out.contains("applied: help sent"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "stranger@elsewhere.example");
    assert_eq!(mails[0].subject, "Stratego: help");
    for text in [
        "stratego register <userid> <password>",
        "'stratego help TOPIC'",
    ] {
        assert!(mails[0].body.contains(text), "{text}: {}", mails[0].body);
    }
    // The details are in the topics (issue 26: the overview stays short).
    for (topic, text) in [
        ("commands", "stratego move <game>"),
        ("moves", "e4e5"),
        ("setup", "S Spy"),
    ] {
        env.mail(
            "stranger@elsewhere.example",
            &format!("stratego help {topic}"),
            "",
        );
        let mails = env.take_mails();
        assert!(mails[0].body.contains(text), "{text}: {}", mails[0].body);
    }
}

#[test]
fn register_binds_the_account_to_the_from_address_and_hashes_the_password() {
    let env = Env::new();
    let out = env.mail(
        "Alice.Smith@Example.org",
        "stratego register Alice Pa55-word",
        "",
    );
    assert!(out.contains("applied: registered Alice"), "{out}");
    let mails = env.take_mails();
    let reply = only_mail_to(&mails, "Alice.Smith@Example.org");
    assert_eq!(reply.subject, "Stratego: registered Alice - please confirm");
    let (key, userid, address, hash): (String, String, String, String) = db(&env)
        .query_row(
            "SELECT userid_key, userid, address, password_hash FROM users",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    assert_eq!(
        (key.as_str(), userid.as_str(), address.as_str()),
        ("alice", "Alice", "Alice.Smith@Example.org")
    );
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("Pa55-word"));
    assert!(!inbox_copies(&env).contains("Pa55-word"));
}

fn flip_of(env: &Env, user: &str) -> i64 {
    db(env)
        .query_row(
            "SELECT flip FROM users WHERE userid_key = ?1",
            [user],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn set_flip_and_noflip() {
    let env = Env::new();
    three_users(&env);
    assert_eq!(flip_of(&env, "alice"), 1, "flip is the default");
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} noflip"),
        "",
    );
    assert!(out.contains("applied: noflip"), "{out}");
    assert_eq!(flip_of(&env, "alice"), 0);
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("alice")).subject,
        "Stratego: settings of alice changed"
    );
    assert_not_leaked(&mails, ALICE_PW);
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} FLIP"),
        "",
    );
    assert_eq!(flip_of(&env, "alice"), 1);
}

#[test]
fn set_password_replaces_the_old_one() {
    let env = Env::new();
    three_users(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} password New-Pass-4"),
        "",
    );
    assert!(out.contains("applied: password changed"), "{out}");
    let mails = env.take_mails();
    assert_not_leaked(&mails, ALICE_PW);
    assert_not_leaked(&mails, "New-Pass-4");
    assert!(!inbox_copies(&env).contains("New-Pass-4"));

    let old = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} noflip"),
        "",
    );
    assert!(old.contains("error: wrong password"), "{old}");
    assert_eq!(flip_of(&env, "alice"), 1);
    let new = env.mail(&addr("alice"), "stratego set alice New-Pass-4 noflip", "");
    assert!(new.contains("applied"), "{new}");
    assert_eq!(flip_of(&env, "alice"), 0);
}

#[test]
fn set_address_tells_the_old_address_and_game_mail_follows() {
    let env = Env::new();
    game_in_setup(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} address <alice@new.example>"),
        "",
    );
    assert!(
        out.contains("applied: address changed to alice@new.example"),
        "{out}"
    );
    let mails = env.take_mails();
    let old: Vec<_> = to(&mails, &addr("alice"));
    assert!(
        old.iter()
            .any(|m| m.subject == "Stratego: your address was changed"
                && m.body.contains("alice@new.example")),
        "{mails:#?}"
    );
    assert!(
        to(&mails, "alice@new.example")
            .iter()
            .any(|m| m.subject == "Stratego: settings of alice changed")
    );
    let address: String = db(&env)
        .query_row(
            "SELECT address FROM users WHERE userid_key = 'alice'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(address, "alice@new.example");

    // Game mail now goes to the new address (the deploy comes from there).
    let out = env.mail(
        "alice@new.example",
        &format!("stratego deploy 1 alice {ALICE_PW}"),
        &CLASSIC_ARMY.join("\n"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(to(&mails, &addr("alice")).is_empty(), "{mails:#?}");
    assert_eq!(to(&mails, "alice@new.example").len(), 1);
}

//! Getting back into an account and out of it: a password reset by reply, leaving (and a
//! moderator's `delete`), and `mydata`.

use serde_json::Value;

use super::*;

const EVE: &str = "eve@elsewhere.example";
const NEW_PW: &str = "N3w-Secret-88";

/// The key of the newest mail to `address` whose Reply-To carries one.
fn reply_key_of(mails: &[Sent], address: &str) -> String {
    let mail = to(mails, address)
        .into_iter()
        .rev()
        .find(|m| m.header("Reply-To").contains("stratego+"))
        .expect("a mail with a reply address");
    let reply_to = mail.header("Reply-To");
    let start = reply_to.find("stratego+").unwrap() + "stratego+".len();
    let end = reply_to[start..].find('@').unwrap() + start;
    reply_to[start..end].to_string()
}

/// A reply to the address of `key` from `from`; returns the outcome.
fn reply(env: &Env, from: &str, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        from,
        &format!("Stratego <stratego+{key}@pbem.example>"),
        "Re: Stratego: reset the password of alice",
        text,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn password_works(env: &Env, pw: &str) -> bool {
    let out = env.mail(&addr("alice"), &format!("stratego set alice {pw} flip"), "");
    env.take_mails();
    out.contains("applied")
}

#[test]
fn forgot_mails_the_registered_address_only_and_the_sender_learns_nothing() {
    let env = club();
    let out = env.mail(EVE, "stratego forgot alice", "");
    assert!(
        out.contains("applied: forgot alice: reset mail sent"),
        "{out}"
    );
    let mails = env.take_mails();
    let answer = to(&mails, EVE);
    assert_eq!(answer.len(), 1, "{mails:#?}");
    assert!(
        !answer[0].body.contains("@example.org"),
        "{}",
        answer[0].body
    );
    let reset = one(&mails, "alice");
    assert_eq!(reset.subject, "Stratego: reset the password of alice");
    // An unknown userid gets the very same answer, and nobody else any mail.
    env.mail(EVE, "stratego forgot nobody", "");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert_eq!(
        mails[0].body.replace("nobody", "alice"),
        answer[0].body,
        "the same words"
    );
}

#[test]
fn forgot_from_the_registered_address_brings_the_reset_mail_alone() {
    let env = club();
    let out = env.mail(&addr("alice"), "stratego forgot alice", "");
    assert!(
        out.contains("applied: forgot alice: reset mail sent"),
        "{out}"
    );
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert_eq!(mails[0].subject, "Stratego: reset the password of alice");
    // The newest mail in the thread is the reset mail: a reply to it sets the password.
    let key = reply_key_of(&mails, &addr("alice"));
    let out = reply(&env, &addr("alice"), &key, NEW_PW);
    assert!(
        out.contains("applied: password of alice reset by reply"),
        "{out}"
    );
    env.take_mails();
    assert!(password_works(&env, NEW_PW));
    // From elsewhere the answer says which mail to reply to.
    env.mail(EVE, "stratego forgot alice", "");
    let mails = env.take_mails();
    let answer = to(&mails, EVE);
    assert_eq!(answer.len(), 1, "{mails:#?}");
    assert!(
        answer[0].says("Reply to that mail, not to this one")
            && answer[0].says("'Stratego: reset the password of alice'"),
        "{}",
        answer[0].body
    );
}

#[test]
fn a_reset_by_reply_sets_the_password_once_and_not_late_nor_from_elsewhere() {
    let env = club();
    env.mail(EVE, "stratego forgot alice", "");
    let key = reply_key_of(&env.take_mails(), &addr("alice"));
    // From another address: nothing changes.
    let out = reply(&env, EVE, &key, NEW_PW);
    assert!(out.contains("error: from another address"), "{out}");
    env.take_mails();
    let out = reply(
        &env,
        &addr("alice"),
        &key,
        &format!("{NEW_PW}\n\n> Someone asked for a new password"),
    );
    assert!(
        out.contains("applied: password of alice reset by reply"),
        "{out}"
    );
    let mails = env.take_mails();
    assert_eq!(
        one(&mails, "alice").subject,
        "Stratego: new password for alice"
    );
    // The new password is in no stored mail.
    for (table, text) in every_text(&db(&env)) {
        assert!(!text.contains(&NEW_PW.to_lowercase()), "{table}: {text}");
    }
    assert!(password_works(&env, NEW_PW));
    assert!(!password_works(&env, ALICE_PW));
    // Used once: a second reply changes nothing.
    let out = reply(&env, &addr("alice"), &key, "Another-Pw-1");
    assert!(out.contains("error: used already"), "{out}");
    env.take_mails();
    assert!(password_works(&env, NEW_PW));
    // Late: after an hour the key counts no more, and the password stays.
    env.mail(EVE, "stratego forgot alice", "");
    let late = reply_key_of(&env.take_mails(), &addr("alice"));
    env.advance(3601);
    let out = reply(&env, &addr("alice"), &late, "Another-Pw-1");
    assert!(out.contains("error: too late"), "{out}");
    env.take_mails();
    assert!(password_works(&env, NEW_PW));
    // A reply without a password alone on its first line: nothing changes.
    env.mail(EVE, "stratego forgot alice", "");
    let key = reply_key_of(&env.take_mails(), &addr("alice"));
    let out = reply(&env, &addr("alice"), &key, "my new password is x");
    assert!(out.contains("error: no new password"), "{out}");
}

#[test]
fn at_most_three_reset_mails_a_day_and_a_moderator_may_send_one() {
    let env = club();
    for _ in 0..4 {
        env.mail(EVE, "stratego forgot bob", "");
    }
    let mails = env.take_mails();
    assert_eq!(to(&mails, &addr("bob")).len(), 3, "{mails:#?}");
    assert_eq!(to(&mails, EVE).len(), 4);
    let out = moderate(&env, "reset bob", "");
    assert!(out.contains("error: too many resets"), "{out}");
    env.advance(86_400);
    let out = moderate(&env, "reset bob", "");
    assert!(
        out.contains("applied: mia sent bob a password reset"),
        "{out}"
    );
    let mails = env.take_mails();
    assert_eq!(
        one(&mails, "bob").subject,
        "Stratego: reset the password of bob"
    );
}

#[test]
fn leaving_resigns_open_games_keeps_finished_ones_as_deleted_n_and_erases_the_address() {
    let env = club();
    // A finished rated game (bob resigns) and an open one.
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let out = env.mail(&addr("bob"), &format!("stratego resign 1 bob {BOB_PW}"), "");
    assert!(out.contains("applied"), "{out}");
    start_game(&env, 2, ("alice", ALICE_PW), ("carol", CAROL_PW));
    env.mail(EVE, "stratego forgot alice", "");
    env.take_mails();
    let bob_before: (f64, i64) = db(&env)
        .query_row(
            "SELECT rating, lost FROM ratings WHERE userid_key = 'bob'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();

    let out = env.mail(
        &addr("alice"),
        &format!("stratego leave alice {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: alice asked to leave"), "{out}");
    let key = reply_key_of(&env.take_mails(), &addr("alice"));
    let out = reply(&env, &addr("alice"), &key, "yes");
    assert!(
        out.contains("applied: alice deleted (now deleted-1)"),
        "{out}"
    );
    let mails = env.take_mails();
    let last = one(&mails, "alice");
    assert_eq!(last.subject, "Stratego: alice deleted");
    assert!(one(&mails, "carol").says("alice resigned"));

    let conn = db(&env);
    let players: (String, String) = conn
        .query_row("SELECT red, blue FROM games WHERE id = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(players, ("deleted-1".into(), "bob".into()));
    let bob_after: (f64, i64) = conn
        .query_row(
            "SELECT rating, lost FROM ratings WHERE userid_key = 'bob'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(bob_after, bob_before, "bob's record does not change");
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM rated_games WHERE red = 'deleted-1'"
        ),
        2
    );
    let status: String = conn
        .query_row("SELECT status FROM games WHERE id = 2", [], |r| r.get(0))
        .unwrap();
    assert_eq!(status, "over");
    let export = env.admin(&["export", "1"]);
    assert!(export.contains("deleted-1"), "{export}");
    // The address is nowhere, not even in the record of the last mail to it.
    for (table, text) in every_text(&conn) {
        assert!(!text.contains("alice@example.org"), "{table}: {text}");
    }
    // The stand-in plays no more games.
    let out = env.mail(
        &addr("bob"),
        &format!("stratego challenge bob deleted-1 {BOB_PW}"),
        "",
    );
    assert!(out.contains("error"), "{out}");
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 2);
    // The userid stays taken for 90 days.
    let out = env.mail(EVE, "stratego register alice Eve-Pw-1", "");
    assert!(out.contains("error: userid taken"), "{out}");
    let out = env.mail(EVE, "stratego register deleted-9 Eve-Pw-1", "");
    assert!(out.contains("error: userid taken"), "{out}");
    env.advance(91 * 86_400);
    let out = env.mail(EVE, "stratego register alice Eve-Pw-1", "");
    assert!(out.contains("applied: registered alice"), "{out}");
}

#[test]
fn the_robot_and_the_last_moderator_cannot_leave_and_a_moderator_may_delete() {
    let env = club();
    let out = env.mail(&addr("mia"), &format!("stratego leave mia {MIA_PW}"), "");
    assert!(out.contains("error: the last moderator"), "{out}");
    let out = env.mail(&addr("bob"), "stratego leave robot Robot-Pw-1", "");
    assert!(out.contains("error: the computer opponent"), "{out}");
    let out = moderate(&env, "delete mia asked for it", "");
    assert!(out.contains("error: the last moderator"), "{out}");
    env.take_mails();
    let out = moderate(&env, "delete bob asked by mail on 2026-11-19", "");
    assert!(
        out.contains("applied: mia deleted bob (now deleted-1)"),
        "{out}"
    );
    let mails = env.take_mails();
    let last = one(&mails, "bob");
    assert!(last.says("asked by mail on 2026-11-19"), "{}", last.body);
    for (table, text) in every_text(&db(&env)) {
        assert!(!text.contains("bob@example.org"), "{table}: {text}");
    }
    let log = env.admin(&["log"]);
    assert!(log.contains("mia  delete  deleted-1"), "{log}");
}

#[test]
fn mydata_holds_every_table_about_the_player_and_nothing_about_others() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    env.mail(
        &addr("alice"),
        &format!("stratego vacation alice {ALICE_PW} 3"),
        "",
    );
    // An announcement brings alice a key to unsubscribe that never expires.
    let out = moderate(&env, "announce News", "The club opens a ladder.");
    assert!(out.contains("applied"), "{out}");
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} noannounce"),
        "",
    );
    env.take_mails();
    // Asked from another address, it goes to the registered one only.
    let out = env.mail(EVE, &format!("stratego mydata alice {ALICE_PW}"), "");
    assert!(out.contains("applied: data of alice mailed"), "{out}");
    let mails = env.take_mails();
    let data_mail = to(&mails, &addr("alice"))
        .into_iter()
        .find(|m| m.subject == "Stratego: the data of alice")
        .expect("the data mail");
    assert!(to(&mails, EVE).is_empty(), "{mails:#?}");
    assert_eq!(data_mail.attachments.len(), 1);
    let (name, json) = &data_mail.attachments[0];
    assert_eq!(name, "stratego-alice.json");
    let data: Value = serde_json::from_str(json).unwrap();
    let tables = data["tables"].as_object().unwrap();
    // Every table of the schema, by name.
    let conn = db(&env);
    let names: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for name in &names {
        assert!(tables.contains_key(name), "mydata lacks the table {name}");
    }
    // What is stored about alice is there.
    for (table, least) in [
        ("users", 1),
        ("games", 1),
        ("moves", 0),
        ("vacations", 1),
        ("announce_off", 1),
        ("inbox", 5),
        ("outbox", 5),
        ("reply_keys", 1),
        ("confirmations", 1),
    ] {
        let n = tables[table].as_array().unwrap().len();
        assert!(n >= least, "{table}: {n} rows");
    }
    assert_eq!(data["games"].as_array().unwrap().len(), 1);
    // Nothing of others: no other address, nothing of carol, no secret. (eve's address is
    // there: alice was told that her password was used from it.)
    let text = json.to_lowercase();
    for absent in [
        "bob@example.org",
        "carol",
        "mia@example.org",
        "argon2",
        &ALICE_PW.to_lowercase(),
    ] {
        assert!(!text.contains(absent), "{absent} in mydata");
    }
    let users = tables["users"].as_array().unwrap();
    assert_eq!(users.len(), 1);
    assert_eq!(users[0]["userid"], "alice");
    // A key that never expires has no time, not the largest number (review 16).
    let keys = tables["club_keys"].as_array().unwrap();
    assert!(
        keys.iter()
            .any(|k| k["kind"] == "unsubscribe" && k["expires"].is_null()),
        "{keys:?}"
    );
    assert!(!json.contains(&i64::MAX.to_string()), "{json}");
}

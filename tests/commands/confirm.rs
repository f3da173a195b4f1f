//! Issue 19, item 4: confirmation. A new account plays, watches and gets game mail only once
//! its address has answered the confirmation mail; a challenge with neither a reply key nor
//! the challenger's password is held until the challenger confirms it, and the opponent
//! hears nothing before. Everything through the real binary and the real outbox.

use super::*;
use crate::support::server::{Env, Sent, addr, confirmation_code_of, to};

const DAY: i64 = 86_400;

/// Registers `user` by mail without confirming; returns the confirmation mail.
fn register_unconfirmed(env: &Env, user: &str, pw: &str) -> Sent {
    let out = env.mail(&addr(user), &format!("stratego register {user} {pw}"), "");
    assert!(
        out.contains(&format!(
            "applied: registered {user} (confirmation mail sent)"
        )),
        "{out}"
    );
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    mails.into_iter().next().unwrap()
}

/// Mails a reply to the confirmation address of `code` from `from`; returns the outcome.
fn reply_to_code(env: &Env, from: &str, code: &str, text: &str) -> String {
    let out = env.ingest_raw(Env::confirmation_reply(from, code, text).as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn count(env: &Env, sql: &str) -> i64 {
    db(env).query_row(sql, [], |r| r.get(0)).unwrap()
}

fn confirmed(env: &Env, user: &str) -> bool {
    db(env)
        .query_row(
            "SELECT confirmed_at IS NOT NULL FROM users WHERE userid_key = ?1",
            [user],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn register_then_a_reply_or_the_confirm_command_and_then_play() {
    let env = Env::new();
    let mail = register_unconfirmed(&env, "alice", ALICE_PW);
    assert_eq!(mail.to, addr("alice"));
    assert_eq!(mail.subject, "Stratego: registered alice - please confirm");
    let code = confirmation_code_of(&mail).expect("a Reply-To with the code");
    assert_eq!(code.len(), 26, "130 bits like a reply key: {code}");
    assert_eq!(
        mail.header("Reply-To"),
        format!("Stratego <stratego+{code}@pbem.example>")
    );
    assert!(
        mail.says(&format!("stratego confirm {code}")),
        "{}",
        mail.body
    );
    assert!(mail.says("Reply to this mail"), "{}", mail.body);
    assert!(
        mail.says("2026-11-23 12:00 UTC"),
        "the expiry: {}",
        mail.body
    );
    assert!(!confirmed(&env, "alice"));

    // Replying confirms, whatever the reply says.
    let out = reply_to_code(&env, &addr("alice"), &code, "ok!");
    assert!(
        out.contains("applied: confirmed the address of alice"),
        "{out}"
    );
    assert!(confirmed(&env, "alice"));
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego: alice confirmed");
    assert!(mails[0].says("can now play"), "{}", mails[0].body);

    // Typing the code works too, in any case.
    let mail = register_unconfirmed(&env, "bob", BOB_PW);
    let code = confirmation_code_of(&mail).unwrap();
    let out = env.mail(
        &addr("bob"),
        &format!("stratego confirm {}", code.to_uppercase()),
        "",
    );
    assert!(
        out.contains("applied: confirmed the address of bob"),
        "{out}"
    );
    env.take_mails();

    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
}

#[test]
fn a_confirmation_counts_only_from_the_registered_address() {
    let env = Env::new();
    let code = confirmation_code_of(&register_unconfirmed(&env, "alice", ALICE_PW)).unwrap();
    let mallory = "mallory@evil.example";
    let out = reply_to_code(&env, mallory, &code, "yes");
    assert!(
        out.contains("error: confirmation from another address"),
        "{out}"
    );
    let out = env.mail(mallory, &format!("stratego confirm {code}"), "");
    assert!(
        out.contains("error: confirmation from another address"),
        "{out}"
    );
    assert!(!confirmed(&env, "alice"));
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2);
    for m in &mails {
        assert_eq!(m.to, mallory);
        assert!(m.says("registered address of alice"), "{}", m.body);
        assert!(!m.body.contains(&addr("alice")), "the address is not told");
    }
    // A code this server never gave, and one that is no code at all.
    let out = env.mail(
        &addr("alice"),
        "stratego confirm abcdefghijkmnpqrstuvwxyz23",
        "",
    );
    assert!(out.contains("error: unknown confirmation"), "{out}");
    let out = env.mail(&addr("alice"), "stratego confirm x!", "");
    assert!(out.contains("error: bad confirmation code"), "{out}");
    assert!(!confirmed(&env, "alice"));
    // The owner's reply still works; a second use of the code is answered clearly.
    let out = reply_to_code(&env, &addr("alice"), &code, "");
    assert!(out.contains("applied: confirmed"), "{out}");
    env.take_mails();
    let out = reply_to_code(&env, &addr("alice"), &code, "again");
    assert!(out.contains("error: already confirmed"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails[0].says("This confirmation was used on 2026-11-20 12:00 UTC"),
        "{}",
        mails[0].body
    );
}

#[test]
fn an_auto_reply_to_the_confirmation_mail_confirms_nothing() {
    let env = Env::new();
    let code = confirmation_code_of(&register_unconfirmed(&env, "alice", ALICE_PW)).unwrap();
    let raw = Env::confirmation_reply(&addr("alice"), &code, "I am away until Monday.").replacen(
        "Subject: ",
        "Auto-Submitted: auto-replied\r\nSubject: ",
        1,
    );
    let out = env.ingest_raw(raw.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("ignored"), "{stderr}");
    assert!(!confirmed(&env, "alice"));
    assert!(env.take_mails().is_empty());
}

#[test]
fn an_unconfirmed_account_cannot_challenge_be_challenged_or_watch() {
    let env = Env::new();
    env.register("alice", ALICE_PW);
    env.register("carol", CAROL_PW);
    env.take_mails();
    register_unconfirmed(&env, "bob", BOB_PW);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("error: opponent not confirmed"), "{out}");
    let out = env.mail(
        &addr("bob"),
        &format!("stratego challenge bob alice {BOB_PW}"),
        "",
    );
    assert!(out.contains("error: address not confirmed"), "{out}");
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice carol {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    let out = env.mail(
        &addr("bob"),
        &format!("stratego subscribe 1 bob {BOB_PW}"),
        "",
    );
    assert!(out.contains("error: address not confirmed"), "{out}");
    let mails = env.take_mails();
    // bob heard only the refusals of his own mails: no game mail, no board.
    let to_bob = to(&mails, &addr("bob"));
    assert_eq!(to_bob.len(), 2, "{to_bob:#?}");
    assert!(
        to_bob
            .iter()
            .all(|m| m.subject.starts_with("Stratego error:"))
    );
    assert!(
        to_bob[0].says("stratego confirm <code>"),
        "{}",
        to_bob[0].body
    );
    assert_eq!(count(&env, "SELECT count(*) FROM subscriptions"), 0);
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 1);
}

#[test]
fn a_forged_challenge_is_held_and_the_opponent_hears_nothing_until_it_is_confirmed() {
    let env = Env::new();
    three_users(&env);
    env.take_mails();
    // Forged: alice's From, no password.
    let out = env.mail(
        "Alice <alice@example.org>",
        "stratego challenge alice bob -small",
        "Hi Bob, a quick one?",
    );
    assert!(
        out.contains("applied: challenge of bob held until alice confirms it"),
        "{out}"
    );
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    let held = &mails[0];
    assert_eq!(held.to, addr("alice"));
    assert_eq!(held.subject, "Stratego: confirm your challenge of bob");
    assert!(
        held.says("stratego challenge alice bob -small"),
        "{}",
        held.body
    );
    assert!(held.says("bob hears nothing before that"), "{}", held.body);
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 0);

    // alice replies: the game starts as the challenge asked, with its comment.
    let code = confirmation_code_of(held).unwrap();
    let out = reply_to_code(&env, &addr("alice"), &code, "yes, that was me");
    assert!(
        out.contains("applied: confirmed challenge: game 1 created: alice against bob"),
        "{out}"
    );
    assert_eq!(export(&env, 1)["variant"], "small");
    let mails = env.take_mails();
    let bob = to(&mails, &addr("bob"));
    assert_eq!(bob.len(), 1);
    assert_eq!(bob[0].subject, "Stratego game 1: deploy your army");
    assert!(bob[0].says("Hi Bob, a quick one?"), "{}", bob[0].body);
    assert!(!bob[0].says("yes, that was me"), "the reply is not read");

    // The code counts once.
    let out = reply_to_code(&env, &addr("alice"), &code, "");
    assert!(out.contains("error: already confirmed"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails[0].says("the challenge became game 1"),
        "{}",
        mails[0].body
    );
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 1);

    // The typed form confirms a held challenge too.
    env.mail(&addr("bob"), "stratego challenge bob carol", "");
    let code = confirmation_code_of(&env.take_mails()[0]).unwrap();
    let out = env.mail(&addr("bob"), &format!("stratego confirm {code}"), "");
    assert!(
        out.contains("applied: confirmed challenge: game 2 created"),
        "{out}"
    );
}

#[test]
fn a_challenge_with_the_password_or_by_reply_key_is_not_held() {
    let env = Env::new();
    three_users(&env);
    env.take_mails();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    let mails = env.take_mails();
    let key = reply_address(&mails, "alice");
    // The command line in a mail to alice's reply address of game 1: the key proves her.
    let raw = Env::compose_to(&addr("alice"), &key, "stratego challenge alice carol", "");
    let out = env.ingest_raw(raw.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("applied: game 2 created"), "{stderr}");
    // A wrong password is refused, not held.
    let out = env.mail(
        &addr("alice"),
        "stratego challenge alice carol wrong-pw",
        "",
    );
    assert!(out.contains("error: wrong password"), "{out}");
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM confirmations WHERE kind = 'challenge'"
        ),
        0
    );
}

#[test]
fn unconfirmed_accounts_and_held_challenges_expire_after_three_days() {
    let env = Env::new();
    env.register("alice", ALICE_PW);
    env.register("bob", BOB_PW);
    env.take_mails();
    let dave = confirmation_code_of(&register_unconfirmed(&env, "dave", "Dave-Pw-1")).unwrap();
    env.mail(&addr("alice"), "stratego challenge alice bob", "");
    let held = confirmation_code_of(&env.take_mails()[0]).unwrap();

    // One second before the end: nothing goes.
    env.advance(3 * DAY - 1);
    let out = env.cmd().arg("cleanup").output().unwrap();
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stderr).contains("removed"));
    assert_eq!(count(&env, "SELECT count(*) FROM users"), 3);
    env.advance(1);
    let out = env.cmd().arg("cleanup").output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("removed 1 accounts not confirmed within 3 days: dave"),
        "{stderr}"
    );
    assert_eq!(count(&env, "SELECT count(*) FROM users"), 2);

    // Late replies are told why they count no more; no game is made.
    let out = reply_to_code(&env, &addr("dave"), &dave, "");
    assert!(out.contains("error: confirmation expired"), "{out}");
    let out = reply_to_code(&env, &addr("alice"), &held, "");
    assert!(out.contains("error: confirmation expired"), "{out}");
    let mails = env.take_mails();
    assert!(mails[0].says("register again"), "{}", mails[0].body);
    assert!(
        mails[1].says("The challenge was dropped"),
        "{}",
        mails[1].body
    );
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 0);
    assert_eq!(to(&mails, &addr("bob")).len(), 0);
    // The userid is free again.
    register_unconfirmed(&env, "dave", "Dave-Pw-2");

    // The time is configurable.
    register_unconfirmed(&env, "erin", "Erin-Pw-1");
    env.advance(DAY);
    let out = env
        .cmd()
        .args(["--confirm-days", "1", "cleanup"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("not confirmed within 1 days") && stderr.contains("erin"),
        "{stderr}"
    );
}

/// Writes `mails` into a new Maildir and runs `ingest --maildir` on it; returns stderr.
fn batch(env: &Env, name: &str, mails: &[String]) -> String {
    let dir = env.dir.path().join(name);
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    for (i, raw) in mails.iter().enumerate() {
        std::fs::write(dir.join("new").join(format!("{i:06}.mail")), raw).unwrap();
    }
    let out = env
        .cmd()
        .args(["ingest", "--maildir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The attack of issue 19, item 4: 300 forged `register spamN` and `subscribe 1 spamN` with
/// victims' From addresses, then a move in someone else's game; and 200 forged challenges.
#[test]
fn forged_registrations_subscriptions_and_challenges_no_longer_fan_out() {
    let env = Env::new();
    game_playing(&env);
    env.take_mails();
    // 60 victims, 5 forged registrations each (the most one address may hold), then one
    // more each.
    let victim = |n: usize| format!("victim{}@example.net", n % 60);
    let registers: Vec<String> = (0..360)
        .map(|n| Env::compose(&victim(n), &format!("stratego register spam{n} pw-{n}"), ""))
        .collect();
    let out = batch(&env, "Registers", &registers);
    assert!(out.contains("360 mails: 300 applied, 60 refused"), "{out}");
    let subscribes: Vec<String> = (0..300)
        .map(|n| {
            Env::compose(
                &victim(n),
                &format!("stratego subscribe 1 spam{n} pw-{n}"),
                "",
            )
        })
        .collect();
    let out = batch(&env, "Subscribes", &subscribes);
    assert!(out.contains("300 mails: 0 applied, 300 refused"), "{out}");
    assert_eq!(count(&env, "SELECT count(*) FROM subscriptions"), 0);
    let mails = env.take_mails();
    // Each victim heard of each mail once at most (the per-hour limit of error replies
    // caps that in production); nobody else heard anything.
    assert!(
        mails.iter().all(|m| m.to.starts_with("victim")),
        "{mails:#?}"
    );
    let confirmations = mails.iter().filter(|m| confirmation_code_of(m).is_some());
    assert_eq!(confirmations.count(), 300, "one per account, 5 per address");

    // One move in the game: its two players get their boards, and nobody else.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert_eq!(
        mails.len(),
        2,
        "{:#?}",
        mails.iter().map(|m| &m.to).collect::<Vec<_>>()
    );

    // 200 forged challenges from carol's address: no game, nothing to bob, and at most 5
    // confirmation mails to carol.
    let challenges: Vec<String> = (0..200)
        .map(|_| Env::compose(&addr("carol"), "stratego challenge carol bob", ""))
        .collect();
    let out = batch(&env, "Challenges", &challenges);
    assert!(out.contains("200 mails: 5 applied, 195 refused"), "{out}");
    assert_eq!(count(&env, "SELECT count(*) FROM games"), 1);
    let mails = env.take_mails();
    assert!(to(&mails, &addr("bob")).is_empty());
    let held = mails.iter().filter(|m| confirmation_code_of(m).is_some());
    assert_eq!(held.count(), 5);
}

/// The game-over mail tells a player to reply for a new game, and such a reply starts one
/// at once: the key of the finished game proves the sender, so nothing is held.
#[test]
fn a_reply_to_the_game_over_mail_challenges_at_once() {
    let env = Env::new();
    three_users(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    env.take_mails();
    let out = env.mail(&addr("bob"), &format!("stratego resign 1 bob {BOB_PW}"), "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let over = to(&mails, &addr("alice"))[0];
    assert!(
        over.says(
            "For a new game, reply to this mail with: stratego challenge <userid> <opponent>"
        ),
        "{}",
        over.body
    );
    let raw = Env::compose_to(
        &addr("alice"),
        &reply_address(&mails, "alice"),
        "Re: Stratego game 1",
        "stratego challenge bob alice\n",
    );
    let out = env.ingest_raw(raw.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("applied: game 2 created"), "{stderr}");
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM confirmations WHERE kind = 'challenge'"
        ),
        0
    );
}

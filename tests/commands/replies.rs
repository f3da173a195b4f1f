//! Playing by replying: a plain reply to a board mail, sent to its `Reply-To`
//! (`stratego+KEY@pbem.example`), is a command in that game, as that player, with no
//! password. Every test goes through the real `ingest` and reads the real outbox.

use super::{
    ALICE_PW, BOB_PW, CLASSIC_ARMY, addr, db, deploy, export, game_in_setup, reply_address,
    snapshot, three_users,
};
use crate::support::server::{Env, to};

/// A reply as a mail client writes it: To the reply address, `Re:` subject, the text on top
/// and the mail replied to quoted below.
fn reply_mail(from: &str, to: &str, text: &str) -> String {
    let quoted = "On Fri, 20 Nov 2026, Stratego wrote:\n> Stratego game 1: your move\n\
                  > stratego move 1 alice <password> a4-a5#1\n";
    Env::compose_to(
        from,
        &format!("Stratego <{to}>"),
        "Re: Stratego game 1: your move",
        &format!("{text}\n\n{quoted}"),
    )
}

/// Sends `raw` through ingest (optionally with the envelope recipient) and returns stderr.
pub(super) fn ingest(env: &Env, raw: &str, recipient: Option<&str>) -> String {
    let mut cmd = env.cmd();
    cmd.arg("ingest");
    if let Some(r) = recipient {
        cmd.args(["--recipient", r]);
    }
    let out = cmd.write_stdin(raw.as_bytes().to_vec()).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Game 1 started; returns the reply addresses of alice and bob from their last board mails.
fn playing_with_keys(env: &Env) -> (String, String) {
    game_in_setup(env);
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let out = deploy(env, 1, user, pw);
        assert!(out.contains("applied"), "{out}");
    }
    let mails = env.take_mails();
    (reply_address(&mails, "alice"), reply_address(&mails, "bob"))
}

#[test]
fn a_whole_opening_by_replies_deploy_moves_and_comment() {
    let env = Env::new();
    three_users(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    // The challenge mails carry each player's reply address for game 1.
    let mails = env.take_mails();
    let (alice_key, bob_key) = (reply_address(&mails, "alice"), reply_address(&mails, "bob"));
    assert_ne!(alice_key, bob_key);
    let _ = env.mail(
        &addr("carol"),
        "stratego subscribe 1 carol Carol-Quiet-55",
        "",
    );
    assert!(
        env.take_mails()
            .iter()
            .all(|m| m.header("Reply-To").is_empty()),
        "observers get no reply address"
    );

    // Deploy by reply: the army on top, a greeting below.
    let army = format!("{}\nHave fun, Bob!", CLASSIC_ARMY.join("\n"));
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice_key, &army), None);
    assert!(out.contains("applied: game 1: alice deployed"), "{out}");
    let out = ingest(&env, &reply_mail(&addr("bob"), &bob_key, "auto"), None);
    assert!(out.contains("game started"), "{out}");
    env.take_mails();

    // A move by reply, in each notation, with a comment that reaches the opponent alone.
    let out = ingest(
        &env,
        &reply_mail(&addr("alice"), &alice_key, "a4-a5\nYour move, Bob."),
        None,
    );
    assert!(out.contains("applied: game 1: ply 1 a4-a5"), "{out}");
    let mails = env.take_mails();
    let bob = to(&mails, &addr("bob"));
    assert_eq!(bob.len(), 1);
    assert!(
        bob[0].says("alice writes: | Your move, Bob."),
        "{}",
        bob[0].body
    );
    assert!(
        !bob[0].body.contains("stratego move 1 alice"),
        "{}",
        bob[0].body
    );
    let game = export(&env, 1);
    assert_eq!(game["ply"], 1);
    assert_eq!(game["moves"][0]["from"], "a4");
}

#[test]
fn every_notation_and_the_envelope_recipient() {
    let env = Env::new();
    let (alice, bob) = playing_with_keys(&env);
    // The key may come from the envelope alone (Postfix's ${original_recipient}) while To is
    // the plain address, as after an alias.
    let plain = reply_mail(&addr("alice"), "stratego@pbem.example", "a4xa5");
    let out = ingest(&env, &plain, Some(&alice));
    assert!(out.contains("applied: game 1: ply 1 a4-a5"), "{out}");
    let out = ingest(&env, &reply_mail(&addr("bob"), &bob, "A7 A6"), None);
    assert!(out.contains("applied: game 1: ply 2"), "{out}");
    // Delivered-To, as a Maildir delivery leaves it, with To the plain address.
    let raw = reply_mail(&addr("alice"), "stratego@pbem.example", "b4b5").replacen(
        "From: ",
        &format!("Delivered-To: {alice}\r\nFrom: "),
        1,
    );
    let out = ingest(&env, &raw, None);
    assert!(out.contains("applied: game 1: ply 3 b4-b5"), "{out}");
    // Cc only.
    let raw = reply_mail(&addr("bob"), "stratego@pbem.example", "b7-b6").replacen(
        "Subject: ",
        &format!("Cc: {bob}\r\nSubject: "),
        1,
    );
    let out = ingest(&env, &raw, None);
    assert!(out.contains("applied: game 1: ply 4"), "{out}");
    assert_eq!(export(&env, 1)["ply"], 4);
}

#[test]
fn a_key_from_another_address_moves_nothing_and_only_the_player_hears_of_it() {
    let env = Env::new();
    let (alice, _) = playing_with_keys(&env);
    let before = snapshot(&env);
    let out = ingest(
        &env,
        &reply_mail("mallory@evil.example", &alice, "a4-a5"),
        None,
    );
    assert!(
        out.contains("error: reply address of alice used from"),
        "{out}"
    );
    assert_eq!(snapshot(&env), before);
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0].to, addr("alice"), "never the stranger");
    assert!(mails[0].says("A mail from mallory@evil.example was sent to your reply address"));
}

#[test]
fn unknown_and_old_keys_get_a_clear_answer_and_change_nothing() {
    let env = Env::new();
    let (alice, _) = playing_with_keys(&env);
    let before = snapshot(&env);
    let forged = "stratego+abcdefghijkmnpqrstuvwxyz23@pbem.example";
    let out = ingest(&env, &reply_mail(&addr("alice"), forged, "a4-a5"), None);
    assert!(out.contains("error: unknown reply address"), "{out}");
    let out = ingest(
        &env,
        &reply_mail(&addr("alice"), "stratego+x@pbem.example", "a4-a5"),
        None,
    );
    assert!(out.contains("error: unknown reply address"), "{out}");
    assert_eq!(snapshot(&env), before);
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2);
    assert!(
        mails
            .iter()
            .all(|m| m.subject == "Stratego error: unknown reply address")
    );

    // A new password replaces every reply address; the old one gets a clear refusal.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} password N3w-Secret-8"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, "a4-a5"), None);
    assert!(out.contains("error: old reply address"), "{out}");
    let mails = env.take_mails();
    assert!(mails[0].says("was replaced on"), "{}", mails[0].body);
    assert_eq!(export(&env, 1)["ply"], 0);
    // The next board mail carries a new address, which works.
    let out = env.mail(&addr("alice"), "stratego showas 1 alice N3w-Secret-8", "");
    assert!(out.contains("applied"), "{out}");
    let fresh = reply_address(&env.take_mails(), "alice");
    assert_ne!(fresh, alice);
    let out = ingest(&env, &reply_mail(&addr("alice"), &fresh, "a4-a5"), None);
    assert!(out.contains("applied: game 1: ply 1"), "{out}");
}

#[test]
fn bad_replies_are_answered_and_change_nothing() {
    let env = Env::new();
    let (alice, bob) = playing_with_keys(&env);
    let before = snapshot(&env);
    // Whitespace first lines, then nothing of the player's own.
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, "   \n\t\n"), None);
    assert!(out.contains("error: empty reply"), "{out}");
    // Out of turn, and an illegal move: the usual refusals, in the game's thread.
    let out = ingest(&env, &reply_mail(&addr("bob"), &bob, "a7-a6"), None);
    assert!(out.contains("error:"), "{out}");
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, "c4-c5"), None);
    assert!(out.contains("error: illegal move"), "{out}");
    // A reply over 1 MiB is answered with the size error.
    let big = format!("a4-a5\n{}", "x".repeat(2 * 1024 * 1024));
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, &big), None);
    assert!(out.contains("error: message too large"), "{out}");
    assert_eq!(snapshot(&env), before);
    let mails = env.take_mails();
    assert_eq!(mails.len(), 4);
    for m in &mails {
        assert!(m.subject.starts_with("Stratego error: "), "{}", m.subject);
        // Error replies about game 1 go into the player's thread of game 1, and answer the
        // mail that caused them.
        assert!(
            m.header("References").starts_with("<stratego-game-1-"),
            "{}: {}",
            m.subject,
            m.header("References")
        );
        assert!(m.header("In-Reply-To").contains("@client.example>"));
    }
}

#[test]
fn a_game_that_is_over_answers_replies_with_why() {
    let env = Env::new();
    let (alice, _) = playing_with_keys(&env);
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, "resign"), None);
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    let out = ingest(&env, &reply_mail(&addr("alice"), &alice, "a4-a5"), None);
    assert!(out.contains("error:"), "{out}");
    let mails = env.take_mails();
    assert!(mails[0].says("over"), "{}", mails[0].body);
}

#[test]
fn a_naive_auto_responder_cannot_loop_with_the_server() {
    let env = Env::new();
    // Each error reply is answered at once by an auto-responder that sets no header at all;
    // the limit (10 an hour by default) ends the exchange.
    let mut cmd = env.cmd();
    cmd.env("STRATEGO_REPLY_LIMIT", "10");
    let mut answered = 0;
    for round in 0..30 {
        let raw = Env::compose(
            "away@example.org",
            "Re: Stratego error: no command found",
            "I am out of the office until Monday.",
        );
        let out = env
            .cmd()
            .env("STRATEGO_REPLY_LIMIT", "10")
            .arg("ingest")
            .write_stdin(raw.into_bytes())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "round {round}");
        let mails = env.take_mails();
        if mails.is_empty() {
            break;
        }
        answered += 1;
        if answered == 10 {
            assert!(mails[0].says("further mails from away@example.org that cause an error"));
        }
    }
    assert_eq!(answered, 10, "the 11th error is not answered");
    // An hour later the address is answered again.
    env.advance(3601);
    let out = env
        .cmd()
        .env("STRATEGO_REPLY_LIMIT", "10")
        .arg("ingest")
        .write_stdin(Env::compose("away@example.org", "hello", "").into_bytes())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(env.take_mails().len(), 1);
}

#[test]
fn comment_only_replies_count_towards_the_limit() {
    let env = Env::new();
    let (alice, _) = playing_with_keys(&env);
    let mut relayed = 0;
    for _ in 0..15 {
        let out = env
            .cmd()
            .env("STRATEGO_REPLY_LIMIT", "10")
            .arg("ingest")
            .write_stdin(reply_mail(&addr("alice"), &alice, "Out of office.").into_bytes())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        relayed += to(&env.take_mails(), &addr("bob")).len();
    }
    assert_eq!(relayed, 10);
}

#[test]
fn mail_from_a_dotless_local_domain_is_answered() {
    let env = Env::new();
    let out = env.mail("dave@localhost", "stratego register dave Dave-Pw-1", "");
    assert!(out.contains("applied: registered dave"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails[0].to, "dave@localhost");
}

#[test]
fn an_unusable_from_is_answered_at_the_reply_to() {
    let env = Env::new();
    let raw = Env::compose("not an address", "stratego help", "").replacen(
        "Subject: ",
        "Reply-To: erin@example.org\r\nSubject: ",
        1,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "erin@example.org");
    // With nobody to answer, the mail is logged with its Message-ID and kept as handled.
    let raw = Env::compose("not an address", "stratego help", "");
    let out = env.ingest_raw(raw.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ignored: the mail has no sender to reply to")
            && stderr.contains("Message-ID <test-"),
        "{stderr}"
    );
    let outcomes: Vec<String> = db(&env)
        .prepare("SELECT outcome FROM inbox ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(
        outcomes.last().unwrap().contains("Message-ID <test-"),
        "{outcomes:?}"
    );
}

#[test]
fn our_own_address_and_reports_are_never_answered() {
    let env = Env::new();
    for raw in [
        Env::compose(
            "stratego@pbem.example",
            "stratego register evil Evil-Pw-1",
            "",
        ),
        Env::compose("Stratego+abc@pbem.example", "stratego help", ""),
        Env::compose("x@example.org", "stratego help", "").replacen(
            "Subject: ",
            "X-Loop: stratego@pbem.example\r\nSubject: ",
            1,
        ),
        Env::compose("x@example.org", "stratego help", "").replacen(
            "Subject: ",
            "X-Autoreply: yes\r\nSubject: ",
            1,
        ),
        Env::compose("postmaster@example.org", "stratego help", "").replacen(
            "Content-Type: text/plain; charset=utf-8",
            "Content-Type: multipart/report; report-type=delivery-status; boundary=b",
            1,
        ),
    ] {
        let out = env.ingest_raw(raw.as_bytes());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("ignored"), "{stderr}");
        assert!(env.take_mails().is_empty(), "{stderr}");
    }
    let users: i64 = db(&env)
        .query_row("SELECT count(*) FROM users", [], |r| r.get(0))
        .unwrap();
    assert_eq!(users, 0);
}

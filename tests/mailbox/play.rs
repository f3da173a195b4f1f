//! A game played only through messages APPENDed to a real Dovecot folder and `mailbox
//! --once`, and what must hold across runs: nothing handled twice, a message that meets a
//! locked database handled later, a kill between the commit and the mark repeating nothing.

use serde_json::Value;
use stratego_rules::{Game, Options, Variant};

use super::{Account, once, once_with};
use crate::commands::{ALICE_PW, reply_address};
use crate::support::server::{Env, Sent, addr};

const SMALL_ARMY: &str = "99477499\n5S723785\n8B8BFB8B";

fn export(env: &Env) -> Value {
    serde_json::from_str(&env.admin(&["export", "1"])).expect("export is JSON")
}

/// A legal move of alice's in game 1 (the test reads the referee's position; the server is
/// told only the move).
fn alice_move(env: &Env) -> String {
    let e = export(env);
    let game = Game::from_position(
        e["position"].as_str().unwrap(),
        Options::for_variant(Variant::Small),
    )
    .unwrap();
    let moves = game.legal_moves();
    moves
        .iter()
        .find(|m| m.to_string().ends_with('5') || m.to_string().ends_with('4'))
        .unwrap_or(&moves[0])
        .to_string()
}

/// APPENDs a mail from alice and runs `mailbox --once`; returns the replies.
fn send(env: &Env, account: &Account, to: &str, subject: &str, body: &str) -> Vec<Sent> {
    account.append(&Env::compose_to(&addr("alice"), to, subject, body));
    let log = once(env, account);
    assert!(log.contains("1 mails: 1 applied"), "{subject}: {log}");
    env.take_mails()
}

#[test]
fn a_whole_game_against_the_robot_is_played_by_appended_mail_and_replies() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    // Registration, and its confirmation as a reply to the key of the confirmation mail.
    let mails = send(
        &env,
        &account,
        "stratego@pbem.example",
        &format!("stratego register alice {ALICE_PW}"),
        "",
    );
    assert_eq!(mails.len(), 1, "{mails:#?}");
    let code = crate::support::server::confirmation_code_of(&mails[0]).expect("a code");
    send(
        &env,
        &account,
        &format!("Stratego <stratego+{code}@pbem.example>"),
        "Re: Stratego: please confirm",
        "yes",
    );
    let mails = send(
        &env,
        &account,
        "stratego@pbem.example",
        &format!("stratego challenge alice robot -small {ALICE_PW}"),
        "",
    );
    assert_eq!(mails[0].subject, "Stratego game 1: deploy your army");
    // Deploy and move by plain replies to the key of the newest mail.
    let key = reply_address(&mails, "alice");
    let mut mails = send(&env, &account, &key, "Re: deploy your army", SMALL_ARMY);
    assert_eq!(mails[0].subject, "Stratego game 1: your move");
    for _ in 0..3 {
        let before = export(&env)["ply"].as_u64().unwrap();
        let key = reply_address(&mails, "alice");
        let mv = alice_move(&env);
        mails = send(&env, &account, &key, "Re: your move", &format!("{mv}\n"));
        let e = export(&env);
        if e["status"] == "over" {
            break;
        }
        assert_eq!(e["ply"].as_u64().unwrap(), before + 2, "{mails:#?}");
    }
    let key = reply_address(&mails, "alice");
    send(&env, &account, &key, "Re: your move", "resign\n");
    let e = export(&env);
    assert_eq!(e["status"], "over", "{e}");
    // Every message of the folder is marked handled, and a second run finds nothing.
    for (uid, flags) in account.dovecot.messages("INBOX") {
        assert!(
            flags.iter().any(|f| f == "StrategoHandled") && flags.iter().any(|f| f == "\\Seen"),
            "message {uid}: {flags:?}"
        );
    }
    let log = once(&env, &account);
    assert!(log.contains("0 mails"), "{log}");
}

/// Two registrations in the folder.
fn register_alice_and_bob(account: &Account) {
    for user in ["alice", "bob"] {
        account.append(&Env::compose(
            &addr(user),
            &format!("stratego register {user} Pw-{user}-1234"),
            "",
        ));
    }
}

#[test]
fn once_twice_handles_nothing_again_and_a_kill_before_the_mark_repeats_nothing() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    register_alice_and_bob(&account);
    // Killed after the batch's commits are durable, before the folder is told.
    let out = once_with(&env, &account, &[("STRATEGO_FAULT", "mailbox-before-mark")]);
    assert!(out.status.code().is_none(), "killed: {:?}", out.status);
    assert!(
        account
            .dovecot
            .messages("INBOX")
            .iter()
            .all(|(_, flags)| !flags.iter().any(|f| f == "StrategoHandled"))
    );
    // The next run fetches both again: each is recognised by its Message-ID.
    let log = once(&env, &account);
    assert!(log.contains("2 mails: 0 applied"), "{log}");
    assert!(log.contains("2 duplicates"), "{log}");
    let log = once(&env, &account);
    assert!(log.contains("0 mails"), "{log}");
    let mails = env.take_mails();
    // One confirmation mail each, not two.
    assert_eq!(mails.len(), 2, "{mails:#?}");
}

#[test]
fn a_message_that_meets_a_locked_database_is_handled_once_later() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    env.admin(&["standings"]); // makes the database
    account.append(&Env::compose(
        &addr("alice"),
        &format!("stratego register alice {ALICE_PW}"),
        "",
    ));
    let mut holder = rusqlite::Connection::open(&env.db).unwrap();
    let tx = holder
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .unwrap();
    let out = once_with(&env, &account, &[("STRATEGO_BUSY_TIMEOUT_MS", "200")]);
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(75), "{log}");
    assert!(log.contains("stays unhandled"), "{log}");
    assert!(
        !account.dovecot.messages("INBOX")[0]
            .1
            .iter()
            .any(|f| f == "StrategoHandled")
    );
    tx.rollback().unwrap();
    let log = once(&env, &account);
    assert!(log.contains("1 mails: 1 applied"), "{log}");
    assert_eq!(env.take_mails().len(), 1);
}

#[test]
fn a_message_whose_handling_panics_is_marked_failed_and_blocks_nothing() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    register_alice_and_bob(&account);
    let out = once_with(&env, &account, &[("STRATEGO_FAULT", "panic@before-commit")]);
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{log}");
    assert!(log.contains("1 applied"), "{log}");
    assert!(log.contains("1 failed (marked StrategoFailed)"), "{log}");
    let flags: Vec<Vec<String>> = account
        .dovecot
        .messages("INBOX")
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    assert!(flags[0].iter().any(|f| f == "StrategoFailed"), "{flags:?}");
    assert!(flags[1].iter().any(|f| f == "StrategoHandled"), "{flags:?}");
    // Not tried again by itself.
    let log = once(&env, &account);
    assert!(log.contains("0 mails"), "{log}");
}

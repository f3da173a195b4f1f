//! Loop prevention (SPEC 2): bounces, auto-replies and list mail are ignored without a reply
//! and with exit 0; a mail delivered twice is applied once; oversized mail gets one error.

use super::*;
use crate::support::server::{Env, addr};

/// A mail with extra header lines (each ending in CRLF) before the others.
fn raw_mail(
    extra: &str,
    from: &str,
    subject: &str,
    message_id: Option<&str>,
    body: &str,
) -> Vec<u8> {
    let id = message_id.map_or(String::new(), |id| format!("Message-ID: {id}\r\n"));
    format!(
        "{extra}From: {from}\r\nTo: stratego@pbem.example\r\nSubject: {subject}\r\n\
         Date: Fri, 20 Nov 2026 12:00:00 +0000\r\n{id}MIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{}",
        body.replace('\n', "\r\n")
    )
    .into_bytes()
}

/// Feeds `raw` and asserts it was ignored: exit 0, no reply, nothing changed.
fn assert_ignored(env: &Env, raw: &[u8], sender_env: Option<&str>, why: &str) {
    let before = snapshot(env);
    let mut cmd = env.cmd();
    if let Some(s) = sender_env {
        cmd.env("SENDER", s);
    }
    let out = cmd
        .arg("ingest")
        .write_stdin(raw.to_vec())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{why}: {stderr}");
    assert!(stderr.contains("ignored"), "{why}: {stderr}");
    assert!(env.take_mails().is_empty(), "{why}: no reply");
    assert_eq!(snapshot(env), before, "{why}");
}

#[test]
fn bounces_auto_replies_and_list_mail_are_ignored() {
    let env = Env::new();
    game_playing(&env);
    let alice = addr("alice");
    let cmd = format!("stratego move 1 alice {ALICE_PW} e4-e5");
    let cases: Vec<(&str, Vec<u8>, Option<&str>)> = vec![
        (
            "Return-Path: <>",
            raw_mail(
                "Return-Path: <>\r\n",
                &alice,
                &cmd,
                Some("<b1@x.example>"),
                "",
            ),
            None,
        ),
        (
            "SENDER empty",
            raw_mail("", &alice, &cmd, Some("<b2@x.example>"), ""),
            Some(""),
        ),
        (
            "SENDER <>",
            raw_mail("", &alice, &cmd, Some("<b3@x.example>"), ""),
            Some("<>"),
        ),
        (
            "From MAILER-DAEMON",
            raw_mail(
                "",
                "MAILER-DAEMON@mx.example.org",
                "stratego help",
                Some("<b4@x.example>"),
                "",
            ),
            None,
        ),
        (
            "SENDER mailer-daemon",
            raw_mail("", &alice, &cmd, Some("<b5@x.example>"), ""),
            Some("mailer-daemon@mx.example.org"),
        ),
        (
            "Auto-Submitted: auto-replied",
            raw_mail(
                "Auto-Submitted: auto-replied\r\n",
                &alice,
                &cmd,
                Some("<b6@x.example>"),
                "",
            ),
            None,
        ),
        (
            "Auto-Submitted: auto-generated",
            raw_mail(
                "Auto-Submitted: auto-generated\r\n",
                &alice,
                &cmd,
                Some("<b7@x.example>"),
                "",
            ),
            None,
        ),
        (
            "Precedence: bulk",
            raw_mail(
                "Precedence: bulk\r\n",
                &alice,
                &cmd,
                Some("<b8@x.example>"),
                "",
            ),
            None,
        ),
        (
            "Precedence: junk",
            raw_mail(
                "Precedence: junk\r\n",
                &alice,
                &cmd,
                Some("<b9@x.example>"),
                "",
            ),
            None,
        ),
        (
            "Precedence: list",
            raw_mail(
                "Precedence: list\r\n",
                &alice,
                &cmd,
                Some("<b10@x.example>"),
                "",
            ),
            None,
        ),
        (
            "List-Id",
            raw_mail(
                "List-Id: Players <players.lists.example.org>\r\n",
                &alice,
                &cmd,
                Some("<b11@x.example>"),
                "",
            ),
            None,
        ),
    ];
    for (why, raw, sender) in cases {
        assert_ignored(&env, &raw, sender, why);
    }
    assert_eq!(export(&env, 1)["ply"], 0);

    // Auto-Submitted: no is a person's mail, and a normal envelope sender is fine.
    let raw = raw_mail(
        "Auto-Submitted: no\r\n",
        &alice,
        &cmd,
        Some("<ok@x.example>"),
        "",
    );
    let out = env
        .cmd()
        .env("SENDER", &alice)
        .arg("ingest")
        .write_stdin(raw)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("applied"));
    assert_eq!(export(&env, 1)["ply"], 1);
}

#[test]
fn the_same_mail_twice_is_applied_once() {
    let env = Env::new();
    game_playing(&env);
    let raw = raw_mail(
        "",
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        Some("<twice@client.example>"),
        "",
    );
    let first = env.ingest_raw(&raw);
    assert!(String::from_utf8_lossy(&first.stderr).contains("applied"));
    assert_eq!(env.take_mails().len(), 2);
    let second = env.ingest_raw(&raw);
    assert_eq!(second.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&second.stderr).contains("duplicate"));
    assert!(env.take_mails().is_empty(), "no reply to a duplicate");
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(
        inbox_outcomes(&env)
            .iter()
            .filter(|o| o.contains("e4-e5"))
            .count(),
        1
    );
}

#[test]
fn a_mail_without_message_id_twice_is_applied_once() {
    let env = Env::new();
    game_playing(&env);
    let raw = raw_mail(
        "",
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        None,
        "",
    );
    assert!(String::from_utf8_lossy(&env.ingest_raw(&raw).stderr).contains("applied"));
    env.take_mails();
    let again = env.ingest_raw(&raw);
    assert_eq!(again.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&again.stderr).contains("duplicate"));
    assert!(env.take_mails().is_empty());
    assert_eq!(export(&env, 1)["ply"], 1);
}

#[test]
fn a_mail_over_one_mib_gets_one_error_and_nothing_else() {
    let env = Env::new();
    game_playing(&env);
    let before = snapshot(&env);
    let line = "x".repeat(999);
    let body = format!("{}\n", vec![line; 1100].join("\n"));
    let raw = raw_mail(
        "",
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e4-e5"),
        Some("<big@client.example>"),
        &body,
    );
    assert!(raw.len() > 1024 * 1024);
    let out = env.ingest_raw(&raw);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("error: message too large"), "{stderr}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert_eq!(mails[0].to, addr("alice"));
    assert_eq!(mails[0].subject, "Stratego error: message too large");
    assert!(
        mails[0]
            .body
            .contains("stratego move 1 alice ******** e4-e5"),
        "{}",
        mails[0].body
    );
    assert_not_leaked(&mails, ALICE_PW);
    assert!(!inbox_copies(&env).contains(ALICE_PW));
    assert_eq!(snapshot(&env), before);
}

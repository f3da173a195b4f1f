//! What `mailbox` does with a bad setting (exit 1 at once, a clear message, one try) and
//! with bad mail (answered or ignored, marked, never blocking the next), and the replies
//! sent by SMTP submission over TLS with a login.

use std::time::Instant;

use super::{Account, Login, once, once_with};
use crate::support::server::{Env, addr};
use crate::support::smtp::{SinkOptions, SmtpSink, TlsMode};

fn register(user: &str) -> String {
    Env::compose(
        &addr(user),
        &format!("stratego register {user} Pw-{user}-1234"),
        "",
    )
}

fn handled(account: &Account) -> Vec<bool> {
    account
        .dovecot
        .messages("INBOX")
        .into_iter()
        .map(|(_, flags)| flags.iter().any(|f| f == "StrategoHandled"))
        .collect()
}

#[test]
fn a_wrong_password_stops_at_once_with_exit_1_after_one_try() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    account.append(&register("alice"));
    for once_or_daemon in [true, false] {
        let mut cmd = account.command(&env, "INBOX");
        cmd.env("STRATEGO_IMAP_PASSWORD", "not-the-password");
        if once_or_daemon {
            cmd.arg("--once");
        }
        let start = Instant::now();
        let out = cmd.output().unwrap();
        let log = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{log}");
        assert!(log.contains("refused the login of stratego"), "{log}");
        assert!(!log.contains("not-the-password"), "{log}");
        assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
    }
    let failures = account.dovecot.log().matches("auth failed").count()
        + account
            .dovecot
            .log()
            .matches("Authentication failed")
            .count();
    assert!(failures <= 4, "one try each: {}", account.dovecot.log());
    assert_eq!(handled(&account), [false]);
}

#[test]
fn a_folder_that_does_not_exist_and_a_missing_password_are_named() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    let out = account
        .command(&env, "Stratego")
        .arg("--once")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{log}");
    assert!(
        log.contains("the folder \"Stratego\" cannot be opened"),
        "{log}"
    );
    assert!(log.contains("the folders there: INBOX"), "{log}");
    // A folder of its own, with a space in its name (written %20 in the URL).
    account.dovecot.create_folder("Club games");
    account
        .dovecot
        .append("Club games", register("alice").as_bytes());
    let out = account
        .command(&env, "Club games")
        .arg("--once")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(
        log.contains("Club%20games") || log.contains("Club games"),
        "{log}"
    );
    assert!(log.contains("1 mails: 1 applied"), "{log}");

    let out = account
        .command(&env, "INBOX")
        .arg("--once")
        .env_remove("STRATEGO_IMAP_PASSWORD")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{log}");
    assert!(log.contains("STRATEGO_IMAP_PASSWORD"), "{log}");

    let out = env
        .cmd()
        .args([
            "mailbox",
            "--once",
            "--imap",
            "imaps://stratego:pw@127.0.0.1/INBOX",
        ])
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{log}");
    assert!(log.contains("never stands in the URL"), "{log}");
    assert!(!log.contains(":pw@"), "{log}");
}

#[test]
fn a_huge_message_and_one_without_headers_are_marked_and_block_nothing() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    let mut huge = register("alice");
    huge.push_str(&"x".repeat(76).repeat(50 * 1024 * 1024 / 78));
    account.dovecot.append("INBOX", huge.as_bytes());
    account
        .dovecot
        .append("INBOX", b"no headers at all, just text\r\n");
    account
        .dovecot
        .append("INBOX", &[0xff, 0xfe, 0, 1, 2, 3, b'\r', b'\n']);
    account.append(&register("bob"));
    let log = once(&env, &account);
    assert!(log.contains("4 mails: 1 applied, 1 refused"), "{log}");
    assert!(log.contains("2 ignored"), "{log}");
    assert_eq!(handled(&account), [true, true, true, true]);
    let mails = env.take_mails();
    // alice is told her mail was too big; bob is registered.
    assert_eq!(mails.len(), 2, "{mails:#?}");
    assert!(mails.iter().any(|m| m.to == addr("bob")));
    assert!(once(&env, &account).contains("0 mails"));
}

#[test]
fn replies_go_by_smtp_submission_with_tls_and_a_login() {
    let Some(account) = Account::start(Login::Tls, true) else {
        return;
    };
    let certs = account.dovecot.certs();
    for (mode, scheme) in [
        (TlsMode::RequireStartTls, "smtp"),
        (TlsMode::Implicit, "smtps"),
    ] {
        let env = Env::new();
        let sink = SmtpSink::start_with(
            SinkOptions::default()
                .tls(mode, certs)
                .auth("club@pbem.example", "smtp-pass-9"),
        );
        account.append(&register("alice"));
        let transport = format!("{scheme}://club@pbem.example@127.0.0.1:{}", sink.port);
        let out = once_with(
            &env,
            &account,
            &[
                ("STRATEGO_TRANSPORT", &transport),
                ("STRATEGO_SMTP_PASSWORD", "smtp-pass-9"),
            ],
        );
        let log = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{log}");
        assert!(log.contains("1 mails: 1 applied"), "{log}");
        let got = sink.messages();
        assert_eq!(got.len(), 1, "{mode:?}: {log} {}", sink.log());
        assert_eq!(got[0].auth_user.as_deref(), Some("club@pbem.example"));
        assert!(got[0].tls.is_some(), "{mode:?}");
        assert_eq!(got[0].rcpt_to, [addr("alice")]);
    }
}

#[test]
fn one_oauth2_token_command_serves_the_imap_and_the_smtp_login() {
    let Some(account) = Account::start(Login::Token, true) else {
        return;
    };
    let env = Env::new();
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::Implicit, account.dovecot.certs())
            .auth("stratego", "unused-password")
            .oauth2_token(account.dovecot.token()),
    );
    account.append(&register("alice"));
    let transport = format!("smtps://stratego@127.0.0.1:{}", sink.port);
    let out = once_with(
        &env,
        &account,
        &[
            ("STRATEGO_TRANSPORT", &transport),
            (
                "STRATEGO_CA_FILE",
                account.dovecot.ca_file().to_str().unwrap(),
            ),
        ],
    );
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    let got = sink.messages();
    assert_eq!(got.len(), 1, "{log} {}", sink.log());
    assert_eq!(got[0].auth_mechanism.as_deref(), Some("XOAUTH2"));
    assert!(account.dovecot.log().contains("method=XOAUTH2"));
    // A password beside the token command is one secret too many.
    let out = once_with(
        &env,
        &account,
        &[("STRATEGO_IMAP_PASSWORD", account.dovecot.password())],
    );
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{log}");
    assert!(log.contains("give one secret, not several"), "{log}");
}

#[test]
fn a_refused_smtp_login_keeps_the_replies_queued() {
    let Some(account) = Account::plain() else {
        return;
    };
    let certs = account.dovecot.certs();
    let env = Env::new();
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::Implicit, certs)
            .auth("club@pbem.example", "smtp-pass-9"),
    );
    account.append(&register("alice"));
    let transport = format!("smtps://club@pbem.example@127.0.0.1:{}", sink.port);
    let out = once_with(
        &env,
        &account,
        &[
            ("STRATEGO_TRANSPORT", &transport),
            ("STRATEGO_SMTP_PASSWORD", "wrong"),
            (
                "STRATEGO_CA_FILE",
                account.dovecot.ca_file().to_str().unwrap(),
            ),
        ],
    );
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(
        log.contains("refused the login of club@pbem.example"),
        "{log}"
    );
    assert!(sink.messages().is_empty());
    // The message is handled (the reply waits in the outbox table for a retry).
    assert_eq!(handled(&account), [true]);
    let out = env
        .cmd()
        .arg("send")
        .env("STRATEGO_TRANSPORT", &transport)
        .env("STRATEGO_SMTP_PASSWORD", "smtp-pass-9")
        .env("STRATEGO_CA_FILE", account.dovecot.ca_file())
        .env("STRATEGO_NOW", (env.now.get() + 3600).to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(sink.messages().len(), 1, "{}", sink.log());
}

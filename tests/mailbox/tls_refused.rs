//! A TLS certificate the program cannot trust stops it at once with exit 1 and the
//! certificate's problem named (DEPLOY section 8), for the IMAP folder and for the SMTP
//! server alike: a self-signed certificate without `--ca-file`, an expired one and one for
//! another host name (both signed by the CA given with `--ca-file`). Retrying cannot help
//! until the administrator acts. The TLS server is `openssl s_server`: the handshake fails
//! before any IMAP or SMTP is spoken.

use std::path::PathBuf;
use std::process::Output;

use crate::support::server::{Env, addr};
use crate::support::tls::{TestCerts, TlsServer};

/// The three refusals: what is wrong, the certificate and key, whether `--ca-file` (the
/// CA that signed the others) is given, and what the message must name.
fn refusals(certs: &TestCerts) -> Vec<(&'static str, (PathBuf, PathBuf), bool, &'static str)> {
    vec![
        (
            "self-signed (openssl req -x509), no --ca-file",
            certs.self_signed("selfsigned"),
            false,
            "a CA certificate used as the server's own",
        ),
        (
            "expired",
            certs.issue("expired", "DNS:localhost, IP:127.0.0.1", -1),
            true,
            "it has expired",
        ),
        (
            "another host name",
            certs.issue("othername", "DNS:other.example", 10),
            true,
            "for another host name",
        ),
    ]
}

fn assert_refused(out: &Output, what: &str, named: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{what}: exit 1; stderr: {stderr}"
    );
    assert!(
        stderr.contains("certificate") && stderr.contains(named),
        "{what}: the problem named ({named}): {stderr}"
    );
}

#[test]
fn an_untrusted_imap_certificate_stops_mailbox_with_exit_1() {
    let Some(certs) = TestCerts::new() else {
        return;
    };
    for (what, (cert, key), ca, named) in refusals(&certs) {
        let server = TlsServer::start(&certs, &cert, &key);
        // The daemon as well as --once: neither tries again.
        for once in [true, false] {
            let env = Env::new();
            let mut cmd = env.std_cmd();
            cmd.env("STRATEGO_IMAP_PASSWORD", "secret-imap-pw")
                .arg("mailbox")
                .arg("--imap")
                .arg(format!("imaps://club@127.0.0.1:{}", server.port()));
            if ca {
                cmd.env("STRATEGO_CA_FILE", certs.ca_file());
            }
            if once {
                cmd.arg("--once");
            }
            let out = cmd.output().expect("mailbox");
            assert_refused(&out, &format!("IMAP, {what}, once={once}"), named);
        }
    }
}

#[test]
fn an_untrusted_smtp_certificate_stops_send_and_watch_with_exit_1() {
    let Some(certs) = TestCerts::new() else {
        return;
    };
    for (what, (cert, key), ca, named) in refusals(&certs) {
        let server = TlsServer::start(&certs, &cert, &key);
        let transport = format!("smtps://club@127.0.0.1:{}", server.port());
        let env = Env::new();
        let configure = |cmd: &mut std::process::Command| {
            cmd.env("STRATEGO_TRANSPORT", &transport)
                .env("STRATEGO_SMTP_PASSWORD", "secret-smtp-pw");
            if ca {
                cmd.env("STRATEGO_CA_FILE", certs.ca_file());
            }
        };
        // `send` of a queued reply.
        let mail = Env::compose(&addr("alice"), "stratego register alice Pw-alice-1", "");
        let out = env
            .cmd()
            .args(["ingest", "--no-send"])
            .write_stdin(mail)
            .output()
            .expect("ingest");
        assert!(out.status.success());
        let mut send = env.std_cmd();
        configure(&mut send);
        let out = send.arg("send").output().expect("send");
        assert_refused(&out, &format!("SMTP send, {what}"), named);

        // The `watch` daemon, delivering the reply to a mail it handled.
        let maildir = env.dir.path().join("Maildir");
        let bob = Env::compose(&addr("bob"), "stratego register bob Pw-bob-1", "");
        crate::reliability::deliver_to_maildir(&maildir, "1.mail", bob.as_bytes());
        let mut watch = env.std_cmd();
        configure(&mut watch);
        let out = watch
            .args(["watch", "--maildir"])
            .arg(&maildir)
            .output()
            .expect("watch");
        assert_refused(&out, &format!("SMTP watch, {what}"), named);
        let queued: i64 = rusqlite::Connection::open(&env.db)
            .unwrap()
            .query_row(
                "SELECT count(*) FROM outbox WHERE status = 'queued' AND attempts = 0",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(queued, 2, "{what}: both replies stay queued, untried");
    }
}

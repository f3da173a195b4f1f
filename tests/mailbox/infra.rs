//! The test servers of the mailbox tests, checked on their own: the private Dovecot
//! (`support::dovecot`: password and OAuth2 logins, TLS verified against its CA, APPEND and
//! flags, no IDLE when asked, restart) and the SMTP sink with TLS and AUTH (`support::smtp`).
//! TLS clients here are Python's `ssl`, `imaplib` and `smtplib` (independent of the product).

use std::process::Command;

use crate::support::dovecot::{Dovecot, DovecotOptions, PASSWORD, TOKEN, USER};
use crate::support::imap::{ImapSession, base64, oauthbearer, parse_fetch, xoauth2};
use crate::support::smtp::{Mode, SinkOptions, SmtpSink, TlsMode, python};
use crate::support::tls::TestCerts;

/// Runs `script` with the tests' Python and `args`; its stdout (a failure shows stderr).
fn py(script: &str, args: &[&str]) -> String {
    let out = Command::new(python())
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .expect("run python");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "python failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

const MAIL: &[u8] = b"From: alice@example.org\r\nTo: stratego@pbem.example\r\n\
    Subject: stratego help\r\nMessage-ID: <infra-1@example.org>\r\n\r\nstratego help\r\n";

#[test]
fn helpers_base64_and_fetch_parsing() {
    for (plain, encoded) in [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("foobar", "Zm9vYmFy"),
    ] {
        assert_eq!(base64(plain.as_bytes()), encoded);
    }
    assert_eq!(
        parse_fetch("* 3 FETCH (UID 7 FLAGS (\\Seen $Done \\Recent))"),
        (7, vec!["\\Seen".to_owned(), "$Done".to_owned()])
    );
    assert_eq!(parse_fetch("* 1 FETCH (FLAGS () UID 12)"), (12, vec![]));
}

#[test]
fn dovecot_password_login_over_plain_imap() {
    let Some(dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    assert!(![143, 993].contains(&dovecot.imap_port()));
    assert_ne!(dovecot.imap_port(), dovecot.imaps_port());
    assert_eq!(
        dovecot.imap_url("INBOX"),
        format!("imap://stratego@127.0.0.1:{}/INBOX", dovecot.imap_port())
    );
    assert_eq!(
        dovecot.imaps_url("Stratego/Done it"),
        format!(
            "imaps://stratego@127.0.0.1:{}/Stratego/Done%20it",
            dovecot.imaps_port()
        )
    );

    let mut session = ImapSession::connect(dovecot.imap_port());
    let before = session.capabilities();
    for cap in [
        "IMAP4rev1",
        "STARTTLS",
        "IDLE",
        "SASL-IR",
        "AUTH=PLAIN",
        "AUTH=LOGIN",
        "AUTH=XOAUTH2",
        "AUTH=OAUTHBEARER",
    ] {
        assert!(before.iter().any(|c| c == cap), "{cap} in {before:?}");
    }
    assert!(!before.iter().any(|c| c == "LOGINDISABLED"), "{before:?}");
    let wrong = session.login(USER, "not-the-password").unwrap_err();
    assert!(wrong.contains("NO"), "{wrong}");
    session.login(dovecot.user(), dovecot.password()).unwrap();
    let after = session.capabilities();
    for cap in ["IDLE", "UIDPLUS", "MOVE", "UNSELECT"] {
        assert!(after.iter().any(|c| c == cap), "{cap} in {after:?}");
    }
    session.logout();

    // The same password through SASL PLAIN.
    let mut session = ImapSession::connect(dovecot.imap_port());
    session
        .authenticate("PLAIN", format!("\0{USER}\0{PASSWORD}").as_bytes())
        .unwrap();
    session.logout();
    assert!(dovecot.log().contains("method=PLAIN"), "{}", dovecot.log());
}

/// STARTTLS and IMAPS, each for `127.0.0.1` and `localhost`, verified against the CA only.
const TLS_CHECK: &str = r#"
import imaplib, ssl, sys
ca, imap, imaps, user, password = sys.argv[1:]
ctx = ssl.create_default_context(cafile=ca)
for host in ("127.0.0.1", "localhost"):
    m = imaplib.IMAP4(host, int(imap))
    m.starttls(ssl_context=ctx)
    m.login(user, password)
    print("starttls", host, m.sock.version(), m.sock.getpeercert()["subject"])
    m.logout()
    m = imaplib.IMAP4_SSL(host, int(imaps), ssl_context=ctx)
    m.login(user, password)
    print("imaps", host, m.sock.version())
    m.logout()
try:
    imaplib.IMAP4_SSL("127.0.0.1", int(imaps), ssl_context=ssl.create_default_context())
    print("verified without the CA")
except ssl.SSLCertVerificationError as e:
    print("untrusted without the CA:", e.verify_message)
"#;

#[test]
fn dovecot_tls_verifies_against_its_ca() {
    let Some(dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    let out = py(
        TLS_CHECK,
        &[
            dovecot.ca_file().to_str().unwrap(),
            &dovecot.imap_port().to_string(),
            &dovecot.imaps_port().to_string(),
            USER,
            PASSWORD,
        ],
    );
    for line in [
        "starttls 127.0.0.1 TLSv1.3",
        "starttls localhost TLSv1.3",
        "imaps 127.0.0.1 TLSv1.3",
        "imaps localhost TLSv1.3",
        "untrusted without the CA: unable to get local issuer certificate",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
}

#[test]
fn dovecot_oauth2_token_logins() {
    let Some(dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    let login = |mechanism: &str, response: Vec<u8>| {
        let mut session = ImapSession::connect(dovecot.imap_port());
        let result = session.authenticate(mechanism, &response);
        if result.is_ok() {
            // Logged in: the mailbox is there.
            session.command("SELECT INBOX").unwrap();
        }
        session.logout();
        result
    };
    login("XOAUTH2", xoauth2(USER, dovecot.token())).unwrap();
    login("OAUTHBEARER", oauthbearer(USER, TOKEN)).unwrap();
    for (mechanism, response) in [
        ("XOAUTH2", xoauth2(USER, "ya29.wrong")),
        ("OAUTHBEARER", oauthbearer(USER, "ya29.wrong")),
        // The token is the stratego user's: not anybody's.
        ("XOAUTH2", xoauth2("alice", TOKEN)),
        // A password is not a token.
        ("XOAUTH2", xoauth2(USER, PASSWORD)),
    ] {
        let err = login(mechanism, response).unwrap_err();
        assert!(err.contains(" NO "), "{mechanism}: {err}");
    }
    // Tokens do not replace the password, nor the password the token: both work.
    let mut session = ImapSession::connect(dovecot.imap_port());
    assert!(session.login(USER, TOKEN).is_err());
    session.login(USER, PASSWORD).unwrap();
    session.logout();

    let asked = dovecot.introspections();
    assert!(
        asked.iter().any(|l| l.ends_with("active=true")),
        "{asked:?}"
    );
    assert!(
        asked.iter().any(|l| l.ends_with("active=false")),
        "{asked:?}"
    );
    let log = dovecot.log();
    assert!(
        log.contains("method=XOAUTH2") && log.contains("method=OAUTHBEARER"),
        "{log}"
    );
}

#[test]
fn dovecot_append_fetch_and_flags() {
    let Some(dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    assert_eq!(dovecot.messages("INBOX"), vec![]);
    let first = dovecot.append("INBOX", MAIL);
    let second = dovecot.append_with_flags("INBOX", &["\\Seen"], MAIL);
    assert!(second > first);
    dovecot.create_folder("Stratego/Done");
    let done = dovecot.append("Stratego/Done", MAIL);
    assert_eq!(
        dovecot.messages("INBOX"),
        vec![(first, vec![]), (second, vec!["\\Seen".to_owned()])]
    );
    assert_eq!(dovecot.messages("Stratego/Done"), vec![(done, vec![])]);

    // Flags and keywords set by another client are seen, and the message is byte for byte.
    let mut session = dovecot.session();
    session.command("SELECT INBOX").unwrap();
    session
        .command(&format!("UID STORE {first} +FLAGS (\\Seen $StrategoDone)"))
        .unwrap();
    let body = session
        .command(&format!("UID FETCH {first} BODY.PEEK[]"))
        .unwrap();
    assert!(
        body[0].ends_with(&format!("\r\n{})", String::from_utf8_lossy(MAIL))),
        "{body:?}"
    );
    let list = session.command("LIST \"\" \"*\"").unwrap();
    assert!(
        list.iter().any(|l| l.ends_with("\"/\" Stratego/Done")),
        "{list:?}"
    );
    session.logout();
    assert_eq!(
        dovecot.messages("INBOX")[0],
        (first, vec!["\\Seen".to_owned(), "$StrategoDone".to_owned()])
    );
}

#[test]
fn dovecot_without_idle() {
    let Some(dovecot) = Dovecot::start(DovecotOptions {
        idle: false,
        ..DovecotOptions::default()
    }) else {
        return;
    };
    let mut session = ImapSession::connect(dovecot.imap_port());
    assert!(!session.greeting.contains("IDLE"), "{}", session.greeting);
    let before = session.capabilities();
    assert!(!before.iter().any(|c| c == "IDLE"), "{before:?}");
    assert!(before.iter().any(|c| c == "STARTTLS"), "{before:?}");
    assert!(before.iter().any(|c| c == "AUTH=XOAUTH2"), "{before:?}");
    session.login(USER, PASSWORD).unwrap();
    let after = session.capabilities();
    assert!(!after.iter().any(|c| c == "IDLE"), "{after:?}");
    assert!(after.iter().any(|c| c == "UIDPLUS"), "{after:?}");
    session.logout();
}

#[test]
fn dovecot_restart_keeps_the_mail_and_the_ports() {
    let Some(mut dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    let (imap, imaps) = (dovecot.imap_port(), dovecot.imaps_port());
    let uid = dovecot.append("INBOX", MAIL);
    let mut session = dovecot.session();
    session.command("SELECT INBOX").unwrap();

    dovecot.stop();
    assert!(!dovecot.is_running());
    assert!(std::net::TcpStream::connect(("127.0.0.1", imap)).is_err());
    dovecot.restart();
    assert_eq!((dovecot.imap_port(), dovecot.imaps_port()), (imap, imaps));
    assert_eq!(dovecot.messages("INBOX"), vec![(uid, vec![])]);
    // A client connected across a stop is told and disconnected (no Dovecot process of the
    // old instance serves on).
    dovecot.restart();
    let gone = session.command("NOOP").unwrap_err();
    assert!(gone.contains("* BYE") || gone.contains("closed"), "{gone}");
    assert_eq!(dovecot.messages("INBOX"), vec![(uid, vec![])]);
}

/// Sends one mail through the sink at `port`: `how` is `starttls`, `implicit` or `plain`,
/// `auth` is `password`, `xoauth2`, `oauthbearer`, `none` or `wrong`; prints the outcome.
const SMTP_SEND: &str = r#"
import base64, smtplib, ssl, sys
port, ca, how, auth, user, secret = sys.argv[1:]
ctx = ssl.create_default_context(cafile=ca)
if how == "implicit":
    s = smtplib.SMTP_SSL("127.0.0.1", int(port), context=ctx)
else:
    s = smtplib.SMTP("127.0.0.1", int(port))
s.ehlo()
print("features", sorted(s.esmtp_features))
if how == "starttls":
    s.starttls(context=ctx)
    s.ehlo()
print("auth", s.esmtp_features.get("auth", "").split())
try:
    if auth == "password":
        s.login(user, secret)
    elif auth == "wrong":
        s.login(user, secret + "x")
    elif auth == "xoauth2":
        s.auth("XOAUTH2", lambda c=None: "user=%s\x01auth=Bearer %s\x01\x01" % (user, secret),
               initial_response_ok=True)
    elif auth == "oauthbearer":
        s.auth("OAUTHBEARER", lambda c=None: "n,a=%s,\x01auth=Bearer %s\x01\x01" % (user, secret),
               initial_response_ok=True)
except smtplib.SMTPAuthenticationError as e:
    print("auth refused", e.smtp_code)
try:
    s.sendmail("stratego@pbem.example", ["alice@example.org"], "Subject: hi\r\n\r\nhello\r\n")
    print("sent")
except smtplib.SMTPSenderRefused as e:
    print("refused", e.smtp_code, e.smtp_error.decode())
s.quit()
"#;

fn smtp_send(sink: &SmtpSink, certs: &TestCerts, how: &str, auth: &str, secret: &str) -> String {
    py(
        SMTP_SEND,
        &[
            &sink.port.to_string(),
            certs.ca_file().to_str().unwrap(),
            how,
            auth,
            USER,
            secret,
        ],
    )
}

#[test]
fn smtp_sink_starttls_with_auth() {
    let Some(certs) = TestCerts::new() else {
        return;
    };
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::RequireStartTls, &certs)
            .auth(USER, PASSWORD)
            .oauth2_token(TOKEN),
    );
    let out = smtp_send(&sink, &certs, "starttls", "password", PASSWORD);
    assert!(out.contains("'starttls'"), "{out}");
    assert!(
        out.contains("auth ['LOGIN', 'OAUTHBEARER', 'PLAIN', 'XOAUTH2']"),
        "{out}"
    );
    assert!(out.ends_with("sent\n"), "{out}");
    let out = smtp_send(&sink, &certs, "starttls", "xoauth2", TOKEN);
    assert!(out.ends_with("sent\n"), "{out}");
    let out = smtp_send(&sink, &certs, "starttls", "oauthbearer", TOKEN);
    assert!(out.ends_with("sent\n"), "{out}");
    let out = smtp_send(&sink, &certs, "starttls", "xoauth2", "ya29.wrong");
    assert!(out.contains("auth refused 535"), "{out}");
    assert!(out.contains("refused 530"), "{out}");

    let got = sink.messages();
    let how: Vec<_> = got
        .iter()
        .map(|m| {
            (
                m.tls.as_deref(),
                m.auth_user.as_deref(),
                m.auth_mechanism.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        how,
        [
            (Some("starttls"), Some(USER), Some("PLAIN")),
            (Some("starttls"), Some(USER), Some("XOAUTH2")),
            (Some("starttls"), Some(USER), Some("OAUTHBEARER")),
        ]
    );
    assert_eq!(got[0].rcpt_to, ["alice@example.org"]);
}

#[test]
fn smtp_sink_implicit_tls_with_auth() {
    let Some(certs) = TestCerts::new() else {
        return;
    };
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::Implicit, &certs)
            .auth(USER, PASSWORD),
    );
    let out = smtp_send(&sink, &certs, "implicit", "password", PASSWORD);
    assert!(!out.contains("'starttls'"), "{out}");
    // No token configured: no OAuth2 mechanisms offered.
    assert!(out.contains("auth ['LOGIN', 'PLAIN']"), "{out}");
    assert!(out.ends_with("sent\n"), "{out}");
    let got = sink.messages();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].tls.as_deref(), Some("implicit"));
    assert_eq!(got[0].auth_user.as_deref(), Some(USER));
}

#[test]
fn smtp_sink_refuses_unauthenticated_mail() {
    let Some(certs) = TestCerts::new() else {
        return;
    };
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::StartTls, &certs)
            .auth(USER, PASSWORD),
    );
    // No AUTH before STARTTLS.
    let out = smtp_send(&sink, &certs, "plain", "none", "");
    assert!(out.contains("auth []"), "{out}");
    assert!(
        out.contains("refused 530 5.7.0 Authentication required"),
        "{out}"
    );
    let out = smtp_send(&sink, &certs, "starttls", "none", "");
    assert!(out.contains("refused 530"), "{out}");
    let out = smtp_send(&sink, &certs, "starttls", "wrong", PASSWORD);
    assert!(out.contains("auth refused 535"), "{out}");
    assert!(out.contains("refused 530"), "{out}");
    assert!(sink.messages().is_empty());

    // The plain sink is unchanged: no TLS, no AUTH, takes everything.
    let plain = SmtpSink::start(Mode::Accept);
    let out = smtp_send(&plain, &certs, "plain", "none", "");
    assert!(out.ends_with("sent\n"), "{out}");
    let got = plain.messages();
    assert_eq!(
        (got[0].tls.as_deref(), got[0].auth_user.as_deref()),
        (None, None)
    );
}

#[test]
fn smtp_sink_with_the_dovecot_certificate() {
    let Some(dovecot) = Dovecot::start(DovecotOptions::default()) else {
        return;
    };
    let sink = SmtpSink::start_with(
        SinkOptions::default()
            .tls(TlsMode::Implicit, dovecot.certs())
            .auth(dovecot.user(), dovecot.password())
            .oauth2_token(dovecot.token()),
    );
    let out = smtp_send(&sink, dovecot.certs(), "implicit", "xoauth2", TOKEN);
    assert!(out.ends_with("sent\n"), "{out}");
    assert_eq!(
        sink.messages()[0].auth_mechanism.as_deref(),
        Some("XOAUTH2")
    );
}

/// The product's own TLS stack (lettre with rustls) trusts the sink's certificate given the
/// test CA alone, by IP address, over implicit TLS and STARTTLS, with a password or XOAUTH2.
#[test]
fn smtp_sink_verified_by_rustls() {
    use lettre::transport::smtp::authentication::{Credentials, Mechanism};
    use lettre::transport::smtp::client::{Certificate, CertificateStore, Tls, TlsParameters};
    use lettre::{Message, SmtpTransport, Transport};

    let Some(certs) = TestCerts::new() else {
        return;
    };
    let ca = Certificate::from_pem(&std::fs::read(certs.ca_file()).unwrap()).unwrap();
    let tls = || {
        TlsParameters::builder("127.0.0.1".to_owned())
            .certificate_store(CertificateStore::None)
            .add_root_certificate(ca.clone())
            .build_rustls()
            .unwrap()
    };
    let mail = || {
        Message::builder()
            .from("stratego@pbem.example".parse().unwrap())
            .to("alice@example.org".parse().unwrap())
            .subject("hi")
            .body("hello\r\n".to_owned())
            .unwrap()
    };
    for (mode, secret, mechanism) in [
        (TlsMode::Implicit, PASSWORD, Mechanism::Plain),
        (TlsMode::RequireStartTls, TOKEN, Mechanism::Xoauth2),
    ] {
        let sink = SmtpSink::start_with(
            SinkOptions::default()
                .tls(mode, &certs)
                .auth(USER, PASSWORD)
                .oauth2_token(TOKEN),
        );
        let tls = match mode {
            TlsMode::Implicit => Tls::Wrapper(tls()),
            _ => Tls::Required(tls()),
        };
        let transport = SmtpTransport::builder_dangerous("127.0.0.1")
            .port(sink.port)
            .tls(tls)
            .credentials(Credentials::new(USER.to_owned(), secret.to_owned()))
            .authentication(vec![mechanism])
            .timeout(Some(std::time::Duration::from_secs(10)))
            .build();
        transport
            .send(&mail())
            .unwrap_or_else(|e| panic!("{mode:?}: {e}\n{}", sink.log()));
        let got = sink.messages();
        assert_eq!(got.len(), 1, "{mode:?}");
        assert_eq!(got[0].auth_user.as_deref(), Some(USER));
    }
    // A certificate of another CA is not trusted.
    let other = TestCerts::new().unwrap();
    let sink = SmtpSink::start_with(SinkOptions::default().tls(TlsMode::Implicit, &other));
    let transport = SmtpTransport::builder_dangerous("127.0.0.1")
        .port(sink.port)
        .tls(Tls::Wrapper(tls()))
        .timeout(Some(std::time::Duration::from_secs(10)))
        .build();
    let err = transport.send(&mail()).unwrap_err();
    assert!(format!("{err:?}").contains("UnknownIssuer"), "{err:?}");
    assert!(sink.messages().is_empty());
}

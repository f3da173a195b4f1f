//! Outgoing mail through the library API, against a real SMTP server (`tests/smtp_sink.py`)
//! and the file transport.

use std::fs;
use std::net::TcpListener;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use proptest::prelude::*;
use stratego_pbem::outbound::{
    self, Mailer, OutMail, SendError, Transport, TransportParseError, game_thread_id,
    new_message_id,
};

use crate::support::smtp::{Mode, SmtpSink};

const FROM: &str = "stratego@stratego.example";

/// A board as a player gets it: monospace ASCII, a line that is only a dot (SMTP
/// dot-stuffing), a line starting with "From ", backslashes and trailing spaces.
const BOARD: &str = "\
    a   b   c   d   e   f   g   h   i   j
10 /B\\ /B\\ /?\\ /?\\  .   .  /?\\ /?\\ /?\\ /?\\  10
 9  .  ~~~ ~~~  .   .  ~~~ ~~~  .   .   .    9
 1 [5] [F] [B]  .   .   .   .   .   .   .    1
.
From your opponent: Blue's 6 at e6 struck your 4 at e5: your 4 lost   
Send next: Subject: Stratego game 12: move e4-e5
";

fn mail(to: &str, subject: &str) -> OutMail {
    let domain = outbound::domain_of(FROM);
    OutMail {
        to: to.to_owned(),
        subject: subject.to_owned(),
        body: BOARD.to_owned(),
        html: None,
        message_id: new_message_id(domain),
        in_reply_to: Some("<CAF+player.1@mail.example.net>".to_owned()),
        references: vec![
            game_thread_id(12, domain),
            "<CAF+player.1@mail.example.net>".to_owned(),
        ],
        reply_to: None,
        extra: None,
    }
}

fn smtp_mailer(sink: &SmtpSink) -> Mailer {
    let transport: Transport = sink.url().parse().unwrap();
    Mailer::new(&transport, FROM).unwrap()
}

fn header(raw: &str, name: &str) -> Option<String> {
    let parsed = mailparse::parse_mail(raw.as_bytes()).expect("a parseable mail");
    parsed
        .headers
        .iter()
        .find(|h| h.get_key_ref().eq_ignore_ascii_case(name))
        .map(|h| h.get_value())
}

fn header_count(raw: &str, name: &str) -> usize {
    let parsed = mailparse::parse_mail(raw.as_bytes()).expect("a parseable mail");
    parsed
        .headers
        .iter()
        .filter(|h| h.get_key_ref().eq_ignore_ascii_case(name))
        .count()
}

/// The body exactly as it travelled (no transfer decoding), LF line ends.
fn raw_body(raw: &str) -> String {
    let (_, body) = raw
        .split_once("\r\n\r\n")
        .expect("headers end with a blank line");
    body.replace("\r\n", "\n")
}

/// Checks the headers every outgoing mail carries.
fn assert_headers(raw: &str, sent: &OutMail) {
    assert_eq!(header(raw, "From").as_deref(), Some(FROM));
    assert_eq!(header(raw, "To").as_deref(), Some(sent.to.as_str()));
    assert_eq!(
        header(raw, "Subject").as_deref(),
        Some(sent.subject.as_str())
    );
    assert_eq!(
        header(raw, "Message-ID").as_deref(),
        Some(sent.message_id.as_str())
    );
    assert_eq!(header(raw, "In-Reply-To"), sent.in_reply_to);
    assert_eq!(header(raw, "References"), Some(sent.references.join(" ")));
    assert_eq!(
        header(raw, "Auto-Submitted").as_deref(),
        Some("auto-replied")
    );
    assert_eq!(header(raw, "MIME-Version").as_deref(), Some("1.0"));
    assert_eq!(
        header(raw, "Content-Type").as_deref(),
        Some("text/plain; charset=utf-8")
    );
    let date = header(raw, "Date").expect("a Date header");
    let date = mailparse::dateparse(&date).expect("an RFC 5322 date");
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!((now - date).abs() < 120, "Date is {date}, now is {now}");
}

#[test]
fn smtp_delivers_to_the_recipient_with_all_headers() {
    let sink = SmtpSink::start(Mode::Accept);
    let sent = mail("alice@example.org", "Stratego game 12: your move");
    smtp_mailer(&sink).send(&sent).unwrap();

    let got = sink.messages();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].envelope_from, FROM);
    assert_eq!(got[0].rcpt_to, ["alice@example.org"]);
    assert_headers(&got[0].raw, &sent);
}

#[test]
fn smtp_keeps_board_lines_byte_exact() {
    let sink = SmtpSink::start(Mode::Accept);
    let sent = mail("alice@example.org", "Stratego game 12: your move");
    smtp_mailer(&sink).send(&sent).unwrap();

    let raw = &sink.messages()[0].raw;
    assert_eq!(
        header(raw, "Content-Transfer-Encoding").as_deref(),
        Some("7bit")
    );
    assert_eq!(raw_body(raw), BOARD);
}

#[test]
fn smtp_carries_non_ascii_text_intact() {
    let sink = SmtpSink::start(Mode::Accept);
    let mut sent = mail("zoe@example.org", "Stratego: Zoë joined");
    sent.body = format!("Zoë challenges you.\n{}\n{BOARD}", "x".repeat(90));
    smtp_mailer(&sink).send(&sent).unwrap();

    let raw = &sink.messages()[0].raw;
    assert!(raw.is_ascii(), "the mail travels as 7-bit ASCII");
    let parsed = mailparse::parse_mail(raw.as_bytes()).unwrap();
    assert_eq!(
        parsed
            .headers
            .iter()
            .find(|h| h.get_key_ref() == "Subject")
            .unwrap()
            .get_value(),
        "Stratego: Zoë joined"
    );
    assert_eq!(parsed.get_body().unwrap().replace("\r\n", "\n"), sent.body);
}

#[test]
fn smtp_delivers_each_of_several_mails_once_over_one_connection() {
    let sink = SmtpSink::start(Mode::Accept);
    let mailer = smtp_mailer(&sink);
    let recipients = ["alice@example.org", "bob@example.net", "carol@example.com"];
    let mut sent = Vec::new();
    for round in 1..=2 {
        for to in recipients {
            let m = mail(to, &format!("Stratego game {round}: your move"));
            mailer.send(&m).unwrap();
            sent.push(m);
        }
    }

    let got = sink.messages();
    assert_eq!(got.len(), sent.len());
    for (got, sent) in got.iter().zip(&sent) {
        assert_eq!(got.rcpt_to, [sent.to.as_str()]);
        assert_headers(&got.raw, sent);
    }
    assert!(
        got.iter().all(|m| m.peer == got[0].peer),
        "one connection is reused: {:?}",
        got.iter().map(|m| &m.peer).collect::<Vec<_>>()
    );
}

#[test]
fn smtp_reconnects_when_the_server_closed_the_idle_connection() {
    let sink = SmtpSink::start_with_idle_timeout(Mode::Accept, Duration::from_millis(300));
    let mailer = smtp_mailer(&sink);
    mailer
        .send(&mail("alice@example.org", "Stratego: one"))
        .unwrap();
    std::thread::sleep(Duration::from_millis(900));
    mailer
        .send(&mail("bob@example.net", "Stratego: two"))
        .unwrap();

    let got = sink.messages();
    assert_eq!(got.len(), 2);
    assert_eq!(got[1].rcpt_to, ["bob@example.net"]);
    assert_ne!(got[0].peer, got[1].peer, "a new connection was made");
}

#[test]
fn smtp_tempfail_is_transient_and_the_retry_arrives() {
    let sink = SmtpSink::start(Mode::TempFail);
    let mailer = smtp_mailer(&sink);
    let sent = mail("alice@example.org", "Stratego game 12: your move");

    let err = mailer.send(&sent).unwrap_err();
    assert!(!err.permanent, "{err}");
    assert!(err.message.contains("450"), "{err}");
    assert!(sink.messages().is_empty());

    sink.set_mode(Mode::Accept);
    mailer.send(&sent).unwrap();
    let got = sink.messages();
    assert_eq!(got.len(), 1);
    assert_eq!(
        header(&got[0].raw, "Message-ID").as_deref(),
        Some(sent.message_id.as_str())
    );
}

#[test]
fn smtp_permfail_is_permanent() {
    let sink = SmtpSink::start(Mode::PermFail);
    let err = smtp_mailer(&sink)
        .send(&mail("nobody@example.org", "Stratego game 12: your move"))
        .unwrap_err();
    assert!(err.permanent, "{err}");
    assert!(err.message.contains("550"), "{err}");
    assert!(sink.messages().is_empty());
}

#[test]
fn smtp_554_before_the_mail_is_transient() {
    let sink = SmtpSink::start(Mode::Refuse);
    let mailer = smtp_mailer(&sink);
    let sent = mail("alice@example.org", "Stratego game 12: your move");
    let err = mailer.send(&sent).unwrap_err();
    assert!(
        !err.permanent,
        "a server refusing service must not drop the queue: {err}"
    );
    assert!(err.message.contains("554"), "{err}");

    sink.set_mode(Mode::Accept);
    mailer.send(&sent).unwrap();
    assert_eq!(sink.messages().len(), 1);
}

#[test]
fn smtp_connection_refused_is_transient() {
    let port = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let transport = Transport::Smtp {
        host: "127.0.0.1".into(),
        port,
    };
    let err = Mailer::new(&transport, FROM)
        .unwrap()
        .send(&mail("alice@example.org", "Stratego game 12: your move"))
        .unwrap_err();
    assert!(!err.permanent, "{err}");
    assert!(err.message.contains(&format!("127.0.0.1:{port}")), "{err}");
}

#[test]
fn smtp_server_that_hangs_times_out_as_transient() {
    let sink = SmtpSink::start(Mode::Hang);
    let mailer = smtp_mailer(&sink).with_timeout(Duration::from_secs(1));
    let started = Instant::now();
    let err = mailer
        .send(&mail("alice@example.org", "Stratego game 12: your move"))
        .unwrap_err();
    let took = started.elapsed();
    assert!(!err.permanent, "{err}");
    assert!(err.message.contains("did not answer"), "{err}");
    assert!(took >= Duration::from_secs(1), "gave up after {took:?}");
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[test]
fn smtp_header_injection_in_subject_reaches_only_the_recipient() {
    let sink = SmtpSink::start(Mode::Accept);
    let mut sent = mail(
        "alice@example.org",
        "Stratego error: move e4\r\nBcc: evil@example.com\r\n\r\nfake body",
    );
    sent.in_reply_to = Some("<x@y>\r\nBcc: evil@example.com".to_owned());
    smtp_mailer(&sink).send(&sent).unwrap();

    let got = sink.messages();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].rcpt_to, ["alice@example.org"]);
    let raw = &got[0].raw;
    assert_eq!(header_count(raw, "Bcc"), 0);
    assert_eq!(
        header(raw, "Subject").as_deref(),
        Some("Stratego error: move e4 Bcc: evil@example.com fake body")
    );
    assert_eq!(
        header(raw, "In-Reply-To"),
        None,
        "a malformed id is dropped"
    );
    assert_eq!(raw_body(raw), BOARD);
}

#[test]
fn header_injection_in_recipient_is_refused() {
    let sink = SmtpSink::start(Mode::Accept);
    let mailer = smtp_mailer(&sink);
    for to in [
        "alice@example.org\r\nBcc: evil@example.com",
        "alice@example.org\nevil@example.com",
        "alice@example.org, evil@example.com",
        "alice@example.org evil@example.com",
        "",
    ] {
        let err: SendError = mailer.send(&mail(to, "Stratego: hello")).unwrap_err();
        assert!(err.permanent, "{to:?}: {err}");
        assert!(err.message.contains("recipient"), "{to:?}: {err}");
        assert!(outbound::build(&mail(to, "x"), FROM).is_err(), "{to:?}");
    }
    assert!(sink.messages().is_empty());
}

#[test]
fn file_transport_writes_one_parseable_eml_per_mail() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("spool/outbox");
    let mailer = Mailer::new(&Transport::File(dir.clone()), FROM).unwrap();
    let sent: Vec<OutMail> = ["alice@example.org", "bob@example.net", "alice@example.org"]
        .iter()
        .enumerate()
        .map(|(i, to)| mail(to, &format!("Stratego game {i}: your move")))
        .collect();
    for m in &sent {
        mailer.send(m).unwrap();
    }

    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names.len(), sent.len(), "{names:?}");
    for (name, m) in names.iter().zip(&sent) {
        assert!(name.ends_with(".eml"), "{name}");
        assert!(
            name.contains(&m.to.replace('@', "_")),
            "{name} names {}",
            m.to
        );
        assert!(
            name.as_bytes()[..8].iter().all(u8::is_ascii_digit),
            "{name} starts with the date"
        );
        let raw = fs::read_to_string(dir.join(name)).unwrap();
        assert_headers(&raw, m);
        assert_eq!(raw_body(&raw), BOARD);
    }
}

#[test]
fn file_transport_error_is_transient() {
    let tmp = tempfile::tempdir().unwrap();
    let blocker = tmp.path().join("not-a-dir");
    fs::write(&blocker, "").unwrap();
    let mailer = Mailer::new(&Transport::File(blocker.join("outbox")), FROM).unwrap();
    let err = mailer
        .send(&mail("alice@example.org", "Stratego: hello"))
        .unwrap_err();
    assert!(!err.permanent, "{err}");
    assert!(err.message.contains("not-a-dir"), "{err}");
}

/// A stand-in sendmail: a real program that records its arguments and input, or fails.
fn fake_sendmail(dir: &std::path::Path, exit: i32) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("sendmail");
    let script = format!(
        "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{0}/args'\ncat > '{0}/stdin'\necho 'sendmail: out of cheese' >&2\nexit {exit}\n",
        dir.display()
    );
    fs::write(&path, script).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn sendmail_gets_the_envelope_and_the_message() {
    let tmp = tempfile::tempdir().unwrap();
    let transport = Transport::Sendmail(Some(fake_sendmail(tmp.path(), 0)));
    let sent = mail("alice@example.org", "Stratego game 12: your move");
    Mailer::new(&transport, FROM).unwrap().send(&sent).unwrap();

    let args = fs::read_to_string(tmp.path().join("args")).unwrap();
    assert_eq!(args, format!("-i\n-f\n{FROM}\n--\nalice@example.org\n"));
    let raw = fs::read_to_string(tmp.path().join("stdin")).unwrap();
    assert_headers(&raw, &sent);
    assert_eq!(raw_body(&raw), BOARD);
}

#[test]
fn sendmail_failure_is_transient_and_says_why() {
    let tmp = tempfile::tempdir().unwrap();
    let transport = Transport::Sendmail(Some(fake_sendmail(tmp.path(), 75)));
    let err = Mailer::new(&transport, FROM)
        .unwrap()
        .send(&mail("alice@example.org", "Stratego: hello"))
        .unwrap_err();
    assert!(!err.permanent, "{err}");
    assert!(err.message.contains("out of cheese"), "{err}");

    let missing = Transport::Sendmail(Some(tmp.path().join("no-such-sendmail")));
    let err = Mailer::new(&missing, FROM)
        .unwrap()
        .send(&mail("alice@example.org", "Stratego: hello"))
        .unwrap_err();
    assert!(!err.permanent, "{err}");
}

#[test]
fn mailer_refuses_a_bad_server_address() {
    let err = Mailer::new(&Transport::default(), "stratego at example").unwrap_err();
    assert!(err.permanent);
    assert!(err.message.contains("stratego at example"), "{err}");
}

#[test]
fn transport_strings_round_trip() {
    for s in [
        "file:./outbox",
        "file:/var/spool/stratego/outbox",
        "sendmail",
        "sendmail:/usr/sbin/sendmail",
        "smtp://127.0.0.1:2525",
        "smtp://mail.example.org:25",
        "smtp://[::1]:587",
        "smtps://club@example.org@smtp.example.org:465",
        "smtp://club@smtp.example.org:587",
    ] {
        let t: Transport = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(t.to_string(), s);
    }
    assert_eq!(Transport::default().to_string(), "file:./outbox");
}

#[test]
fn transport_strings_parse_to_the_right_variant() {
    let parse = |s: &str| s.parse::<Transport>().unwrap();
    assert_eq!(parse("file:out"), Transport::File(PathBuf::from("out")));
    assert_eq!(parse("sendmail"), Transport::Sendmail(None));
    assert_eq!(
        parse("sendmail:/bin/sm"),
        Transport::Sendmail(Some("/bin/sm".into()))
    );
    assert_eq!(
        parse("smtp://[::1]:25"),
        Transport::Smtp {
            host: "::1".into(),
            port: 25
        }
    );
    assert_eq!(
        parse("smtp://localhost"),
        Transport::Smtp {
            host: "localhost".into(),
            port: 25
        }
    );
}

macro_rules! transport_err {
    ($name:ident, $input:expr, $pattern:pat) => {
        #[test]
        fn $name() {
            let err = $input.parse::<Transport>().unwrap_err();
            assert!(matches!(err, $pattern), "{:?} gave {err:?}", $input);
            assert!(!err.to_string().is_empty());
        }
    };
}

transport_err!(
    transport_err_unknown,
    "ftp://x",
    TransportParseError::Unknown { .. }
);
transport_err!(transport_err_empty, "", TransportParseError::Unknown { .. });
transport_err!(
    transport_err_file_without_dir,
    "file:",
    TransportParseError::MissingDir
);
transport_err!(
    transport_err_sendmail_without_path,
    "sendmail:",
    TransportParseError::MissingSendmailPath
);
transport_err!(
    transport_err_smtp_no_host,
    "smtp://:25",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_bad_port,
    "smtp://h:smtp",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_port_0,
    "smtp://h:0",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_big_port,
    "smtp://h:65536",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_signed_port,
    "smtp://h:+25",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_path,
    "smtp://h:25/x",
    TransportParseError::BadSmtp { .. }
);
// A user is a submission login (smtp://USER@HOST); a password never stands there.
transport_err!(
    transport_err_smtp_user_with_password,
    "smtp://u:pw@h:25",
    TransportParseError::BadSmtp { .. }
);
transport_err!(
    transport_err_smtp_bracket,
    "smtp://[::1:25",
    TransportParseError::BadSmtp { .. }
);

#[test]
fn transport_errors_say_the_accepted_forms() {
    let err = "smtp:localhost"
        .parse::<Transport>()
        .unwrap_err()
        .to_string();
    for form in [
        "file:DIR",
        "sendmail",
        "sendmail:/path/to/sendmail",
        "smtp://HOST:PORT",
    ] {
        assert!(err.contains(form), "{err:?} lacks {form}");
    }
    let err = "smtp://h:x".parse::<Transport>().unwrap_err().to_string();
    assert!(err.contains("smtp://HOST:PORT"), "{err}");
}

proptest! {
    #[test]
    fn smtp_transport_round_trips(
        host in "[a-z][a-z0-9-]{0,12}(\\.[a-z][a-z0-9-]{0,12}){0,3}",
        port in 1u16..,
    ) {
        let t = Transport::Smtp { host, port };
        prop_assert_eq!(t.to_string().parse::<Transport>().unwrap(), t);
    }

    #[test]
    fn file_transport_round_trips(dir in "[A-Za-z0-9_./ -]{1,40}") {
        let t = Transport::File(PathBuf::from(dir));
        prop_assert_eq!(t.to_string().parse::<Transport>().unwrap(), t);
    }
}

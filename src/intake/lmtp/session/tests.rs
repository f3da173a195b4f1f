use std::io::Cursor;

use super::*;

/// A mail as the session handed it over: sender, recipients, bytes, whole length.
type Handed = (String, Vec<String>, Vec<u8>, u64);

/// Runs a session over `input`; what the server wrote, and each mail it was handed with
/// its recipients.
fn talk(input: &str, verdicts: &[Verdict]) -> (String, Vec<Handed>) {
    talk_bytes(input.as_bytes(), verdicts)
}

fn talk_bytes(input: &[u8], verdicts: &[Verdict]) -> (String, Vec<Handed>) {
    let mut reader = BufReader::new(Cursor::new(input.to_vec()));
    let mut out = Vec::new();
    let mut mails = Vec::new();
    let stop = AtomicBool::new(false);
    run(
        &mut reader,
        &mut out,
        "example.org",
        Limits::default(),
        &stop,
        &mut |m| {
            mails.push((
                m.sender.to_string(),
                m.recipients.to_vec(),
                m.raw.to_vec(),
                m.total,
            ));
            m.recipients
                .iter()
                .enumerate()
                .map(|(i, _)| verdicts.get(i).cloned().unwrap_or(Verdict::Done))
                .collect()
        },
    )
    .unwrap();
    (String::from_utf8(out).unwrap(), mails)
}

/// The reply codes, one per reply (the last line of a multi-line reply).
fn codes(out: &str) -> Vec<&str> {
    out.split("\r\n")
        .filter(|l| l.len() >= 4 && &l[3..4] == " ")
        .map(|l| &l[..3])
        .collect()
}

#[test]
fn a_pipelined_mail_to_two_recipients_gets_a_reply_for_each() {
    let (out, mails) = talk(
        "LHLO mx.example.org\r\n\
         MAIL FROM:<alice@example.org> BODY=8BITMIME\r\n\
         RCPT TO:<stratego@example.org>\r\n\
         RCPT TO:<stratego+k3y@example.org>\r\n\
         DATA\r\n\
         Subject: stratego move 1 alice pw e4-e5\r\n\
         \r\n\
         ..a line that began with a dot\r\n\
         .\r\n\
         QUIT\r\n",
        &[Verdict::Done, Verdict::Retry("nothing was applied".into())],
    );
    assert_eq!(
        codes(&out),
        [
            "220", "250", "250", "250", "250", "354", "250", "451", "221"
        ],
        "{out}"
    );
    assert!(out.contains("250-PIPELINING\r\n"), "{out}");
    assert!(
        out.contains("250 2.0.0 <stratego@example.org> done\r\n"),
        "{out}"
    );
    assert!(
        out.contains("451 4.3.0 <stratego+k3y@example.org> nothing was applied\r\n"),
        "{out}"
    );
    assert_eq!(mails.len(), 1);
    let (sender, rcpts, raw, total) = &mails[0];
    assert_eq!(sender, "alice@example.org");
    assert_eq!(rcpts, &["stratego@example.org", "stratego+k3y@example.org"]);
    let text = "Subject: stratego move 1 alice pw e4-e5\r\n\r\n.a line that began with a dot\r\n";
    assert_eq!(raw, text.as_bytes());
    assert_eq!(*total, text.len() as u64);
}

#[test]
fn two_mails_in_one_session_and_the_null_sender() {
    let (out, mails) = talk(
        "LHLO mx\r\nMAIL FROM:<>\r\nRCPT TO:<a@x>\r\nDATA\r\nS: 1\r\n.\r\n\
         MAIL FROM:<b@y>\r\nRCPT TO:<a@x>\r\nDATA\r\nS: 2\n.\n",
        &[],
    );
    assert_eq!(
        codes(&out),
        [
            "220", "250", "250", "250", "354", "250", "250", "250", "354", "250"
        ],
        "{out}"
    );
    assert_eq!(mails[0].0, "");
    assert_eq!(mails[0].2, b"S: 1\r\n");
    assert_eq!(mails[1].0, "b@y");
    assert_eq!(mails[1].2, b"S: 2\n");
}

#[test]
fn commands_out_of_order_are_answered_and_change_nothing() {
    let long = "X".repeat(MAX_COMMAND + 10);
    let (out, mails) = talk(
        &format!(
            "MAIL FROM:<a@x>\r\nHELO mx\r\nEHLO mx\r\nLHLO\r\nLHLO mx\r\nRCPT TO:<a@x>\r\n\
             DATA\r\nMAIL TO:<a@x>\r\nMAIL FROM:<a@x>\r\nMAIL FROM:<a@x>\r\nDATA\r\n\
             RCPT TO:<>\r\nRCPT <a@x>\r\n{long}\r\nFROB\r\nVRFY a\r\nNOOP\r\nRSET\r\n\
             RCPT TO:<a@x>\r\nQUIT\r\n"
        ),
        &[],
    );
    assert_eq!(
        codes(&out),
        [
            "220", "503", "500", "500", "501", "250", "503", "503", "501", "250", "503", "503",
            "501", "501", "500", "500", "252", "250", "250", "503", "221"
        ],
        "{out}"
    );
    assert!(out.contains("503 5.5.1 say LHLO first"), "{out}");
    assert!(out.contains("500 5.5.1 this is LMTP: say LHLO"), "{out}");
    assert!(out.contains("500 5.5.2 line too long"), "{out}");
    assert!(mails.is_empty());
}

#[test]
fn a_huge_mail_is_handed_over_cut_with_its_whole_length() {
    let line = format!("{}\r\n", "y".repeat(998));
    let lines = inbound::MAX_MESSAGE_BYTES / line.len() + 50;
    let mut input = b"LHLO mx\r\nMAIL FROM:<a@x>\r\nRCPT TO:<b@x>\r\nDATA\r\n".to_vec();
    for _ in 0..lines {
        input.extend_from_slice(line.as_bytes());
    }
    // And one line with no end in sight, of binary bytes.
    input.extend(std::iter::repeat_n(0xffu8, 3 * inbound::MAX_MESSAGE_BYTES));
    input.extend_from_slice(b"\r\n.\r\nQUIT\r\n");
    let (out, mails) = talk_bytes(&input, &[]);
    assert_eq!(
        codes(&out),
        ["220", "250", "250", "250", "354", "250", "221"]
    );
    let (_, _, raw, total) = &mails[0];
    assert_eq!(raw.len(), inbound::MAX_MESSAGE_BYTES + 1);
    assert_eq!(
        *total,
        (lines * line.len() + 3 * inbound::MAX_MESSAGE_BYTES + 2) as u64
    );
}

#[test]
fn a_client_gone_in_the_middle_of_a_mail_hands_nothing_over() {
    let (out, mails) = talk(
        "LHLO mx\r\nMAIL FROM:<a@x>\r\nRCPT TO:<b@x>\r\nDATA\r\nSubject: half\r\n",
        &[],
    );
    assert_eq!(codes(&out), ["220", "250", "250", "250", "354"]);
    assert!(mails.is_empty());
}

/// A reader that times out after its input, as a socket with a read timeout does.
struct Timeout<R>(R);

impl<R: Read> Read for Timeout<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self.0.read(buf)? {
            0 => Err(io::Error::new(ErrorKind::WouldBlock, "timed out")),
            n => Ok(n),
        }
    }
}

#[test]
fn a_stopping_server_says_so_between_commands_and_a_silent_client_is_let_go() {
    let mut reader = BufReader::new(Timeout(Cursor::new(b"LHLO mx\r\n".to_vec())));
    let mut out = Vec::new();
    let stop = AtomicBool::new(true);
    run(
        &mut reader,
        &mut out,
        "h",
        Limits::default(),
        &stop,
        &mut |_| Vec::new(),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(codes(&out), ["220", "250", "421"], "{out}");
    assert!(
        out.ends_with("421 4.3.2 h shutting down, try again later\r\n"),
        "{out}"
    );

    let mut reader = BufReader::new(Timeout(Cursor::new(b"LHLO mx\r\n".to_vec())));
    let mut out = Vec::new();
    let limits = Limits {
        idle: Duration::from_millis(30),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    run(&mut reader, &mut out, "h", limits, &stop, &mut |_| {
        Vec::new()
    })
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(codes(&out), ["220", "250", "421"], "{out}");
    assert!(
        out.ends_with("421 4.4.2 h silent too long, closing\r\n"),
        "{out}"
    );
}

#[test]
fn paths_are_read_with_or_without_brackets_and_parameters() {
    assert_eq!(path("FROM:<a@x> SIZE=10", "FROM:"), Some("a@x".into()));
    assert_eq!(path("from: <a@x>", "FROM:"), Some("a@x".into()));
    assert_eq!(path("FROM:a@x BODY=7BIT", "FROM:"), Some("a@x".into()));
    assert_eq!(path("FROM:<>", "FROM:"), Some(String::new()));
    assert_eq!(path("TO:<a@x", "TO:"), None);
    assert_eq!(path("<a@x>", "TO:"), None);
    assert_eq!(path("", "TO:"), None);
}

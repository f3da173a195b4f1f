//! Tests of [`parse`](super::parse) as a whole: from raw bytes to an [`Incoming`].

use super::subject::as_command;
use super::*;
use proptest::prelude::*;
use std::path::Path;

/// A mail made of header lines and a body, LF line ends.
pub fn mail(headers: &[&str], body: &str) -> Vec<u8> {
    let mut m = headers.join("\n");
    m.push_str("\n\n");
    m.push_str(body);
    m.into_bytes()
}

pub fn parse_ok(raw: &[u8]) -> Incoming {
    parse(raw, raw.len() as u64).expect("mail should parse")
}

pub fn body_of(headers: &[&str], body: &str) -> String {
    let mut all = vec!["From: a@example.org", "Subject: x"];
    all.extend_from_slice(headers);
    parse_ok(&mail(&all, body)).body
}

// ---- read_limited

/// Yields `len` bytes of 'x' without holding them.
struct Endless {
    left: u64,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        buf[..n].fill(b'x');
        self.left -= n as u64;
        Ok(n)
    }
}

#[test]
fn read_limited_keeps_small_input_whole() {
    let (kept, total) = read_limited(&mut &b"Subject: hi\n\nbody"[..]).unwrap();
    assert_eq!(kept, b"Subject: hi\n\nbody");
    assert_eq!(total, 17);
}

#[test]
fn read_limited_at_the_limit_is_not_too_large() {
    let (kept, total) = read_limited(&mut Endless {
        left: MAX_MESSAGE_BYTES as u64,
    })
    .unwrap();
    assert_eq!(kept.len(), MAX_MESSAGE_BYTES);
    assert_eq!(total, MAX_MESSAGE_BYTES as u64);
}

#[test]
fn read_limited_drains_a_50_mib_body_without_keeping_it() {
    let len = 50 * 1024 * 1024;
    let mut reader = Endless { left: len };
    let (kept, total) = read_limited(&mut reader).unwrap();
    assert_eq!(kept.len(), MAX_MESSAGE_BYTES + 1);
    assert_eq!(total, len);
    assert_eq!(reader.left, 0, "the rest must be drained");
}

#[test]
fn five_mib_mail_is_too_large_but_from_and_subject_are_read() {
    let mut raw = mail(
        &[
            "From: Alice <alice@example.org>",
            "Subject: stratego deploy 3 alice pw",
            "Message-ID: <big@example.org>",
        ],
        "",
    );
    raw.extend(std::iter::repeat_n(b'9', 5 * 1024 * 1024));
    let (kept, total) = read_limited(&mut io::Cursor::new(&raw)).unwrap();
    assert_eq!(total, raw.len() as u64);
    let m = parse(&kept, total).unwrap();
    assert!(m.too_large);
    assert_eq!(m.from.as_deref(), Some("alice@example.org"));
    assert_eq!(m.message_id, "<big@example.org>");
    assert_eq!(m.command.as_deref(), Some("stratego deploy 3 alice pw"));
    assert_eq!(m.body, "", "the body of a too large mail is not read");
}

#[test]
fn too_large_mail_takes_no_command_from_the_body() {
    let raw = mail(
        &["From: a@example.org", "Subject: hello"],
        "stratego help\n",
    );
    let m = parse(&raw, MAX_MESSAGE_BYTES as u64 + 1).unwrap();
    assert!(m.too_large);
    assert_eq!(m.command, None);
}

#[test]
fn too_large_mail_with_headers_cut_off_still_parses() {
    let mut raw = b"From: a@example.org\nSubject: stratego help\nX-Junk: ".to_vec();
    raw.extend(std::iter::repeat_n(b'j', MAX_MESSAGE_BYTES));
    let m = parse(&raw, 3 * MAX_MESSAGE_BYTES as u64).unwrap();
    assert!(m.too_large);
    assert_eq!(m.command.as_deref(), Some("stratego help"));
}

// ---- errors

#[test]
fn error_empty() {
    assert_eq!(parse(b"", 0), Err(InboundError::Empty));
    assert_eq!(parse(b" \r\n\n", 4), Err(InboundError::Empty));
}

#[test]
fn error_no_headers() {
    let raw = b"just some text\nstratego help\n";
    assert_eq!(parse(raw, raw.len() as u64), Err(InboundError::NoHeaders));
    assert_eq!(parse(b"\n\nbody only", 11), Err(InboundError::NoHeaders));
}

#[test]
fn errors_read_as_sentences() {
    for e in [InboundError::Empty, InboundError::NoHeaders] {
        let s = e.to_string();
        assert!(s.ends_with('.') && s.contains("Subject"), "{s}");
    }
}

// ---- headers

#[test]
fn message_id_is_kept_with_angle_brackets() {
    let m = parse_ok(&mail(&["Message-ID:  <abc@host> (comment)"], ""));
    assert_eq!(m.message_id, "<abc@host>");
    let m = parse_ok(&mail(&["Message-Id: abc@host"], ""));
    assert_eq!(m.message_id, "<abc@host>");
    let m = parse_ok(&mail(&["Message-ID:", " <folded@host>"], ""));
    assert_eq!(m.message_id, "<folded@host>");
}

#[test]
fn missing_message_id_is_a_stable_hash_of_the_bytes() {
    let a = mail(&["From: a@example.org", "Subject: stratego help"], "");
    let b = mail(&["From: b@example.org", "Subject: stratego help"], "");
    let id = parse_ok(&a).message_id;
    assert_eq!(id, parse_ok(&a).message_id);
    assert_ne!(id, parse_ok(&b).message_id);
    assert_generated_id(&id);
    let empty = parse_ok(&mail(&["Message-ID: <>", "Subject: x"], "")).message_id;
    assert_generated_id(&empty);
}

fn assert_generated_id(id: &str) {
    let hex = id
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix("@stratego-pbem.invalid>"))
        .unwrap_or_else(|| panic!("not a generated id: {id}"));
    assert_eq!(hex.len(), 64, "{id}");
    assert!(
        hex.chars().all(|c| matches!(c, '0'..='9' | 'a'..='f')),
        "{id}"
    );
}

#[test]
fn from_is_the_bare_address() {
    let cases = [
        ("Alice Smith <alice@example.org>", Some("alice@example.org")),
        (
            "\"Smith, Alice\" <alice@example.org>",
            Some("alice@example.org"),
        ),
        ("alice@example.org", Some("alice@example.org")),
        ("alice@example.org (Alice Smith)", Some("alice@example.org")),
        (
            "=?UTF-8?Q?J=C3=B6rg?= <joerg@example.de>",
            Some("joerg@example.de"),
        ),
        ("Broken \"quote <bob@example.net>", Some("bob@example.net")),
        (
            "Players: carol@example.net, dave@example.net;",
            Some("carol@example.net"),
        ),
        ("nobody", None),
        ("", None),
    ];
    for (value, want) in cases {
        let raw = mail(&[&format!("From: {value}"), "Subject: x"], "");
        assert_eq!(parse_ok(&raw).from.as_deref(), want, "From: {value}");
    }
    assert_eq!(parse_ok(&mail(&["Subject: x"], "")).from, None);
}

#[test]
fn envelope_sender_comes_from_the_first_return_path() {
    let m = parse_ok(&mail(&["Return-Path: <>", "Return-Path: <x@y>"], ""));
    assert_eq!(m.envelope_sender.as_deref(), Some(""));
    let m = parse_ok(&mail(&["Return-Path: <bob@example.net>"], ""));
    assert_eq!(m.envelope_sender.as_deref(), Some("bob@example.net"));
    let m = parse_ok(&mail(&["From: bob@example.net"], ""));
    assert_eq!(m.envelope_sender, None);
}

#[test]
fn subject_is_decoded_and_unfolded() {
    let raw = mail(
        &[
            "Subject: =?iso-8859-1?Q?stratego_register_j=F6rg?=",
            "  =?UTF-8?B?cMOkc3M=?=",
        ],
        "",
    );
    let m = parse_ok(&raw);
    assert_eq!(m.subject, "stratego register jörgpäss");
    let m = parse_ok(&mail(&["Subject: stratego", "\tregister bob pw"], ""));
    assert_eq!(m.subject, "stratego register bob pw");
    assert_eq!(m.command.as_deref(), Some("stratego register bob pw"));
}

#[test]
fn in_reply_to_is_the_first_id() {
    let m = parse_ok(&mail(&["In-Reply-To: <a@x> <b@x>"], ""));
    assert_eq!(m.in_reply_to.as_deref(), Some("<a@x>"));
    let m = parse_ok(&mail(&["In-Reply-To:"], ""));
    assert_eq!(m.in_reply_to, None);
}

#[test]
fn header_block_is_read_leniently() {
    // An mbox From line, a stray continuation before any header, a line without colon,
    // a space before the colon and lone CR line ends.
    let raw = b"From alice@example.org Mon May 20 12:00:00 2024\r  leading continuation\rnot a header\rSubject : stratego help\rFrom: alice@example.org\r\rbody\r";
    let m = parse_ok(raw);
    assert_eq!(m.command.as_deref(), Some("stratego help"));
    assert_eq!(m.from.as_deref(), Some("alice@example.org"));
    assert_eq!(m.body, "body\n");
}

#[test]
fn header_only_mail_and_leading_blank_lines() {
    let m = parse_ok(b"\n\nFrom: a@example.org\nSubject: stratego games");
    assert_eq!(m.command.as_deref(), Some("stratego games"));
    assert_eq!(m.body, "");
}

// ---- command

#[test]
fn reply_prefixes_are_stripped() {
    let cases = [
        ("Re: stratego help", "stratego help"),
        ("RE: stratego help", "stratego help"),
        ("Aw: stratego help", "stratego help"),
        ("AW: stratego help", "stratego help"),
        ("Sv: stratego help", "stratego help"),
        ("Fwd: stratego help", "stratego help"),
        ("Fw: stratego help", "stratego help"),
        ("FW: stratego help", "stratego help"),
        ("fwd:stratego help", "stratego help"),
        ("Re[2]: stratego help", "stratego help"),
        ("Re(3): stratego help", "stratego help"),
        ("Re^4: stratego help", "stratego help"),
        ("Re : stratego help", "stratego help"),
        ("Re: Re: RE: stratego help", "stratego help"),
        ("Re: Aw: Fwd: Sv: WG: stratego help", "stratego help"),
        ("  Re:   stratego help  ", "stratego help"),
        ("Reply: stratego help", "Reply: stratego help"),
        ("Re[x]: stratego help", "Re[x]: stratego help"),
        ("Regarding stratego", "Regarding stratego"),
        ("Re:", ""),
    ];
    for (subject, want) in cases {
        assert_eq!(strip_reply_prefixes(subject), want, "{subject:?}");
    }
}

#[test]
fn what_is_a_command() {
    let yes = [
        ("stratego help", "stratego help"),
        ("STRATEGO  Help", "STRATEGO Help"),
        (
            "Stratego move 12 alice pw e4-e5",
            "Stratego move 12 alice pw e4-e5",
        ),
        ("  stratego\tgames   alice ", "stratego games alice"),
        ("stratego", "stratego"),
        (
            "stratego set alice pw: password x",
            "stratego set alice pw: password x",
        ),
    ];
    for (text, want) in yes {
        assert_eq!(as_command(text).as_deref(), Some(want), "{text:?}");
    }
    let no = [
        "Stratego game 12: your move",
        "Stratego game 12: bob to move",
        "Stratego game 3: game over - alice wins",
        "Stratego error: wrong password for alice",
        "Stratego: registered alice",
        "stratego: help",
        "Stratego sale: 20% off",
        "strategos help",
        "I love stratego",
        "",
        "> stratego help",
    ];
    for text in no {
        assert_eq!(as_command(text), None, "{text:?}");
    }
}

#[test]
fn subject_command_wins_over_body() {
    let c = find_command("Re: stratego show 3", "stratego help\n");
    assert_eq!(c.as_deref(), Some("stratego show 3"));
}

#[test]
fn our_own_subject_in_a_reply_falls_back_to_the_body() {
    let body = "\n  \n> stratego move 12 bob <password> e7-e6\nstratego move 12 bob pw b7-b6\nstratego help\n";
    let c = find_command("Re: Stratego game 12: your move", body);
    assert_eq!(c.as_deref(), Some("stratego move 12 bob pw b7-b6"));
}

#[test]
fn body_command_ignores_quotes_signature_and_copied_originals() {
    assert_eq!(
        find_command("", ">stratego help\n  > stratego help\n"),
        None
    );
    assert_eq!(find_command("", "thanks\n-- \nstratego help\n"), None);
    assert_eq!(find_command("", "thanks\n--\nstratego help\n"), None);
    assert_eq!(
        find_command("", "ok\n-----Original Message-----\nstratego help\n"),
        None
    );
    assert_eq!(
        find_command(
            "",
            "ok\n---------- Forwarded message ---------\nstratego help\n"
        ),
        None
    );
    assert_eq!(
        find_command("", "ok\n______________________________\nstratego help\n"),
        None
    );
    // A line of dashes that is not a separator (an ASCII board border) does not stop.
    let c = find_command("", "+------------------------------+\nstratego help\n");
    assert_eq!(c.as_deref(), Some("stratego help"));
}

#[test]
fn fresh_text_drops_quotes_and_signature() {
    let body = "hello\n> old\nmore\n-- \nsig\n";
    assert_eq!(fresh_text(body), "hello\nmore\n");
}

// ---- body

#[test]
fn plain_part_is_preferred_even_after_html() {
    let body = "--b\nContent-Type: text/html\n\n<p>from html</p>\n--b\nContent-Type: text/plain\n\nfrom plain\n--b--\n";
    let text = body_of(&["Content-Type: multipart/alternative; boundary=b"], body);
    assert_eq!(text, "from plain");
}

#[test]
fn html_part_is_used_when_there_is_no_plain_one() {
    let body = "--b\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n--b\nContent-Type: text/html; charset=utf-8\n\n<p>a</p><p>b</p>\n--b--\n";
    let text = body_of(&["Content-Type: multipart/related; boundary=\"b\""], body);
    assert_eq!(text, "a\nb\n");
}

#[test]
fn attachments_and_attached_mails_are_not_the_body() {
    let body = "--b\nContent-Type: text/plain\nContent-Disposition: attachment; filename=a.txt\n\nattached\n--b\nContent-Type: message/rfc822\n\nSubject: inner\n\ninner text\n--b--\n";
    let text = body_of(&["Content-Type: multipart/mixed; boundary=b"], body);
    assert_eq!(text, "");
}

#[test]
fn inline_disposition_is_the_body() {
    let body = "--b\nContent-Type: text/plain\nContent-Disposition: inline\n\nshown\n--b--\n";
    assert_eq!(
        body_of(&["Content-Type: multipart/mixed; boundary=b"], body),
        "shown"
    );
}

#[test]
fn missing_closing_boundary_and_preamble() {
    let body = "preamble text\n--b\nContent-Type: text/plain\n\nlast part runs to the end\n";
    let text = body_of(&["Content-Type: multipart/mixed; boundary=b"], body);
    assert_eq!(text, "last part runs to the end\n");
}

#[test]
fn boundary_that_prefixes_another_is_not_confused() {
    let body = "--b\nContent-Type: multipart/alternative; boundary=bb\n\n--bb\nContent-Type: text/plain\n\ninner\n--bb--\n--b--\n";
    let text = body_of(&["Content-Type: multipart/mixed; boundary=b"], body);
    assert_eq!(text, "inner");
}

#[test]
fn multipart_without_boundary_has_no_body() {
    let text = body_of(&["Content-Type: multipart/mixed"], "--x\n\ntext\n--x--\n");
    assert_eq!(text, "");
}

/// A body nested `depth` multiparts deep.
fn nested(depth: usize) -> Vec<u8> {
    let mut body = String::from("Content-Type: text/plain\n\ndeep text\n");
    for level in 0..depth {
        body = format!(
            "Content-Type: multipart/mixed; boundary=\"l{level}\"\n\n--l{level}\n{body}--l{level}--\n"
        );
    }
    format!("From: a@example.org\nSubject: x\n{body}").into_bytes()
}

#[test]
fn nesting_is_capped() {
    assert_eq!(parse_ok(&nested(5)).body, "deep text");
    assert_eq!(parse_ok(&nested(MAX_MIME_DEPTH)).body, "deep text");
    assert_eq!(parse_ok(&nested(MAX_MIME_DEPTH + 1)).body, "");
    // Deep enough to overflow the stack if recursion were not capped.
    assert_eq!(parse_ok(&nested(5000)).body, "");
}

#[test]
fn base64_body_is_decoded_and_line_ends_normalised() {
    // "line one\r\nline two\r\n"
    let text = body_of(
        &["Content-Transfer-Encoding: BASE64"],
        "bGluZSBvbmUNCmxp\nbmUgdHdvDQo=\n",
    );
    assert_eq!(text, "line one\nline two\n");
}

#[test]
fn broken_base64_gives_what_can_be_read() {
    // "stratego help" with garbage in the middle and no padding.
    let text = body_of(
        &["Content-Transfer-Encoding: base64"],
        "c3RyYXRl!!\nZ28gaGVscA\n",
    );
    assert_eq!(text, "stratego help");
}

#[test]
fn quoted_printable_is_decoded() {
    let text = body_of(
        &[
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: quoted-printable",
        ],
        "Gr=C3=BC=C3=9Fe, a long line that was wrapp=\ned =3D soft break\n",
    );
    assert_eq!(text, "Grüße, a long line that was wrapped = soft break\n");
}

#[test]
fn broken_quoted_printable_is_kept_readable() {
    let text = body_of(
        &["Content-Transfer-Encoding: quoted-printable"],
        "a =ZZ b=\n c\n",
    );
    assert!(text.contains("a =ZZ b"), "{text:?}");
}

#[test]
fn charsets() {
    let latin1 = |charset: &str, bytes: &[u8]| {
        let mut raw = format!("Subject: x\nContent-Type: text/plain{charset}\n\n").into_bytes();
        raw.extend_from_slice(bytes);
        parse_ok(&raw).body
    };
    assert_eq!(latin1("; charset=iso-8859-1", b"f\xfcr"), "für");
    assert_eq!(latin1("; charset=\"Windows-1252\"", b"\x80 5"), "€ 5");
    // Unlabelled or us-ascii: UTF-8 if it is valid, else windows-1252.
    assert_eq!(latin1("", "für".as_bytes()), "für");
    assert_eq!(latin1("; charset=us-ascii", "für".as_bytes()), "für");
    assert_eq!(latin1("", b"f\xfcr"), "für");
    // Unknown charset: UTF-8 if valid, else lossy; never an error.
    assert_eq!(latin1("; charset=x-unknown", "für".as_bytes()), "für");
    assert_eq!(latin1("; charset=x-unknown", b"f\xfcr"), "f\u{fffd}r");
    // Declared UTF-8 that is not: lossy.
    assert_eq!(latin1("; charset=utf-8", b"f\xfcr"), "f\u{fffd}r");
    // A byte order mark is not text.
    assert_eq!(latin1("; charset=utf-8", "\u{feff}hi".as_bytes()), "hi");
}

#[test]
fn content_type_without_subtype_is_read_as_text() {
    assert_eq!(body_of(&["Content-Type: text"], "hello"), "hello");
    assert_eq!(body_of(&["Content-Type: application/pdf"], "%PDF"), "");
}

pub fn incoming(headers: &[&str]) -> Incoming {
    parse_ok(&mail(headers, "body"))
}

// ---- fixtures

/// The `key: value` lines of an `.expected` file (blank lines and `#` comments skipped);
/// a line without a colon is an `Err` naming it.
pub fn expected_lines(text: &str) -> impl Iterator<Item = Result<(&str, &str), String>> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            line.split_once(':')
                .map(|(key, value)| (key.trim(), value.trim()))
                .ok_or_else(|| format!("bad expected line {line:?}"))
        })
}

/// Checks one parsed fixture against its `.expected` lines; returns the failures.
fn check_fixture(raw: &[u8], expected: &str) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut checks = 0;
    let m = match parse(raw, raw.len() as u64) {
        Ok(m) => m,
        Err(e) => return (0, vec![format!("parse failed: {e}")]),
    };
    let fresh = fresh_text(&m.body);
    if m.body.contains('\r') {
        failures.push("body contains CR".to_string());
    }
    let opt = |v: &str| (v != "none").then(|| v.to_string());
    for entry in expected_lines(expected) {
        let (key, value) = match entry {
            Ok(kv) => kv,
            Err(bad) => {
                failures.push(bad);
                continue;
            }
        };
        let ok = match key {
            "command" => m.command == opt(value),
            "from" => m.from == opt(value),
            "envelope-sender" => {
                m.envelope_sender
                    == if value == "<>" {
                        Some(String::new())
                    } else {
                        opt(value)
                    }
            }
            "subject" => m.subject == value,
            "message-id" if value == "generated" => {
                m.message_id.ends_with("@stratego-pbem.invalid>")
                    && m.message_id.len() == "<@stratego-pbem.invalid>".len() + 64
            }
            "message-id" => m.message_id == value,
            "in-reply-to" => m.in_reply_to == opt(value),
            "ignore" => ignore_reason(&m, None).map(|i| i.key().to_string()) == opt(value),
            "too-large" => m.too_large.to_string() == value,
            "body-contains" => m.body.contains(value),
            "body-lacks" => !m.body.contains(value),
            "body-line" => m.body.lines().any(|l| l.trim_end() == value),
            "fresh-contains" => fresh.contains(value),
            "fresh-lacks" => !fresh.contains(value),
            // Keys for other tests (e.g. end-to-end replies) are not ours.
            _ => continue,
        };
        checks += 1;
        if !ok {
            failures.push(format!("{key}: {value}\n    got {m:#?}"));
        }
    }
    (checks, failures)
}

/// CRLF to LF if the mail has CRLF, else LF to CRLF.
pub(super) fn flip_line_ends(raw: &[u8]) -> Vec<u8> {
    if raw.windows(2).any(|w| w == b"\r\n") {
        let mut out = Vec::with_capacity(raw.len());
        for (i, &b) in raw.iter().enumerate() {
            if !(b == b'\r' && raw.get(i + 1) == Some(&b'\n')) {
                out.push(b);
            }
        }
        out
    } else {
        let mut out = Vec::with_capacity(raw.len() * 2);
        for &b in raw {
            if b == b'\n' {
                out.push(b'\r');
            }
            out.push(b);
        }
        out
    }
}

fn fixture_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/mail")
}

#[test]
fn mail_fixtures() {
    let mut names: Vec<_> = std::fs::read_dir(fixture_dir())
        .expect("fixtures/mail exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    names.sort();
    let mut failures = Vec::new();
    let mut tests_run = 0;
    for path in &names {
        let raw = std::fs::read(path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{} has no .expected file", path.display()));
        for (variant, bytes) in [
            ("as stored", raw.clone()),
            ("line ends flipped", flip_line_ends(&raw)),
        ] {
            let (checks, fails) = check_fixture(&bytes, &expected);
            if checks == 0 && fails.is_empty() {
                failures.push(format!("{}: checks nothing", path.display()));
            }
            for f in fails {
                failures.push(format!("{} ({variant}): {f}", path.display()));
            }
            tests_run += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        tests_run > 20,
        "only {tests_run} fixture runs: more than 10 fixtures expected"
    );
}

#[test]
fn mail_fixtures_have_distinct_message_ids_from_their_files() {
    // Regression guard for the fixture set itself: duplicate ids would make an
    // end-to-end run drop one fixture as an already processed mail.
    let mut seen = std::collections::HashSet::new();
    for entry in std::fs::read_dir(fixture_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "eml") {
            let raw = std::fs::read(&path).unwrap();
            let id = parse_ok(&raw).message_id;
            assert!(
                seen.insert(id.clone()),
                "duplicate {id} in {}",
                path.display()
            );
        }
    }
}

// ---- never panics

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_bytes_never_panic(raw in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let _ = parse(&raw, raw.len() as u64);
    }

    #[test]
    fn mangled_fixtures_never_panic(
        index in 0usize..64,
        cut in 0usize..4000,
        insert in proptest::collection::vec(
            prop_oneof![Just(b'<'), Just(b'&'), Just(b'='), Just(b'\r'), Just(b'\n'),
                        Just(b'-'), Just(0xc3u8), Just(0xffu8), any::<u8>()],
            0..40),
        at in 0usize..4000,
    ) {
        let mut paths: Vec<_> = std::fs::read_dir(fixture_dir()).unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        paths.sort();
        let mut raw = std::fs::read(&paths[index % paths.len()]).unwrap();
        raw.truncate(raw.len().saturating_sub(cut % (raw.len() + 1)).max(1));
        let at = at % (raw.len() + 1);
        raw.splice(at..at, insert);
        let _ = parse(&raw, raw.len() as u64);
    }

    #[test]
    fn html_to_text_never_panics(html in "[<>&#;a-z/! \n\"'=xü0-9]{0,300}") {
        let _ = html_to_text(&html);
    }
}

//! One outbox row as an RFC 5322 message: headers checked and cleaned, the text and its HTML
//! alternative.

use lettre::Address;
use lettre::message::header::{
    self, ContentTransferEncoding, ContentType, HeaderName, HeaderValue,
};
use lettre::message::{Body, Mailbox, Message, MultiPart, SinglePart};
use sha2::{Digest, Sha256};

use super::{OutMail, SendError, clean_message_id};

/// How many ids a `References` header keeps at most (the first and the most recent).
const MAX_REFERENCES: usize = 10;

/// The subject on one line: each run of control characters (CR and LF above all) becomes
/// one space, so a quoted command can never start a header of its own.
fn clean_subject(subject: &str) -> String {
    let mut clean = String::with_capacity(subject.len());
    let mut in_control = false;
    for c in subject.chars() {
        if c.is_control() {
            if !in_control {
                clean.push(' ');
            }
            in_control = true;
        } else {
            clean.push(c);
            in_control = false;
        }
    }
    clean.trim().to_owned()
}

/// Builds the message for one outbox row, sent from `from` (the configured server address).
///
/// # Errors
/// A permanent [`SendError`] when the recipient or the server address is not one valid mail
/// address, or when `message_id` is not a Message-ID.
pub fn build(mail: &OutMail, from: &str) -> Result<Message, SendError> {
    build_from(mail, parse_from(from)?)
}

pub(super) fn parse_from(from: &str) -> Result<Mailbox, SendError> {
    parse_mailbox(from)
        .map_err(|why| SendError::permanent(format!("the server address {from:?} {why}")))
}

/// One mailbox and nothing else: `addr` or `Name <addr>`. lettre's own `Mailbox` parser
/// stops after the first address and ignores the rest, which would let `a@x, b@y` or
/// `a@x\r\nBcc: ...` through silently; its `Address` parser checks the whole string.
fn parse_mailbox(input: &str) -> Result<Mailbox, &'static str> {
    if input.chars().any(char::is_control) {
        return Err("contains a line break or control character");
    }
    let input = input.trim();
    let (name, address) = match input.strip_suffix('>').and_then(|s| s.rsplit_once('<')) {
        Some((name, address)) => (name.trim().trim_matches('"').trim(), address),
        None => ("", input),
    };
    if name.contains(['<', '>', '@', '"']) {
        return Err("is not one mail address");
    }
    let address: Address = address.parse().map_err(|_| "is not a valid mail address")?;
    Ok(Mailbox::new(
        (!name.is_empty()).then(|| name.to_owned()),
        address,
    ))
}

pub(super) fn build_from(mail: &OutMail, from: Mailbox) -> Result<Message, SendError> {
    let to = parse_mailbox(&mail.to).map_err(|why| {
        SendError::permanent(format!("the recipient address {:?} {why}", mail.to))
    })?;
    let message_id = clean_message_id(&mail.message_id).ok_or_else(|| {
        SendError::permanent(format!("{:?} is not a Message-ID", mail.message_id))
    })?;

    let own_address = from.email.to_string();
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(clean_subject(&mail.subject))
        .date_now()
        .message_id(Some(message_id));
    if let Some(id) = mail.in_reply_to.as_deref().and_then(clean_message_id) {
        builder = builder.in_reply_to(id);
    }
    let mut references: Vec<String> = mail
        .references
        .iter()
        .filter_map(|id| clean_message_id(id))
        .collect();
    if references.len() > MAX_REFERENCES {
        references.drain(1..references.len() - (MAX_REFERENCES - 1));
    }
    if !references.is_empty() {
        builder = builder.references(references.join(" "));
    }
    if let Some(reply_to) = &mail.reply_to {
        let reply_to = parse_mailbox(reply_to)
            .map_err(|why| SendError::permanent(format!("the reply address {reply_to:?} {why}")))?;
        builder = builder.reply_to(reply_to);
    }

    let mut body = mail.body.replace("\r\n", "\n");
    if !body.ends_with('\n') {
        body.push('\n');
    }
    // lettre picks 7bit for ASCII text with short lines, else quoted-printable or base64;
    // all three give back the exact text, so the board is never re-wrapped.
    let builder = builder.header(header::MIME_VERSION_1_0);
    let attachment = mail.extra.as_ref().and_then(|x| x.attachment.as_ref());
    let built = match (&mail.html, attachment) {
        (None, None) => builder
            .header(ContentType::TEXT_PLAIN)
            .body(text_body(body)),
        (Some(html), None) => builder.multipart(alternative(body, html, &mail.message_id)),
        (_, Some((name, data))) => {
            builder.multipart(with_attachment(body, name, data, &mail.message_id))
        }
    };
    let mut message =
        built.map_err(|e| SendError::permanent(format!("cannot build the mail: {e}")))?;
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        "auto-replied".to_owned(),
    ));
    // An announcement (issue 78): the unsubscription address, which mail providers show
    // as a button. Only ASCII without line breaks, as our own mailto: address is.
    if let Some(unsubscribe) = mail
        .extra
        .as_ref()
        .and_then(|x| x.list_unsubscribe.as_ref())
        && unsubscribe.bytes().all(|b| b.is_ascii_graphic())
    {
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            unsubscribe.clone(),
        ));
    }
    // Our own mail coming back (an auto-responder that keeps headers, a forwarding loop) is
    // recognised by this header and never answered.
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("X-Loop"),
        own_address,
    ));
    Ok(message)
}

/// The text and its HTML alternative, text first (RFC 2046: the plainest part first). The
/// boundary is a hash of the mail's Message-ID: the same mail is built byte for byte the
/// same on every attempt (the outbox keeps its Message-ID), no other mail shares it, and it
/// starts with `=_`, which quoted-printable and base64 text can never contain. (Hashing the
/// parts themselves cost more than building the rest of the mail.)
fn alternative(text: String, html: &str, message_id: &str) -> MultiPart {
    let digest = Sha256::digest(message_id.as_bytes());
    let boundary = crate::hex::hex(&digest[..16]);
    MultiPart::alternative()
        .boundary(format!("=_stratego_{boundary}"))
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(text_body(text)),
        )
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_HTML)
                .body(html_body(html)),
        )
}

/// The text and one attachment (`mydata`'s JSON, issue 78) as `multipart/mixed`; the
/// boundary made from the Message-ID as in [`alternative`].
fn with_attachment(text: String, name: &str, data: &str, message_id: &str) -> MultiPart {
    let digest = Sha256::digest(message_id.as_bytes());
    let boundary = crate::hex::hex(&digest[..16]);
    let json =
        ContentType::parse("application/json; charset=utf-8").unwrap_or(ContentType::TEXT_PLAIN);
    MultiPart::mixed()
        .boundary(format!("=_stratego_mixed_{boundary}"))
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(text_body(text)),
        )
        .singlepart(
            lettre::message::Attachment::new(name.to_owned()).body(
                Body::new_with_encoding(data.to_owned(), ContentTransferEncoding::Base64)
                    .unwrap_or_else(|_| Body::new(data.to_owned())),
                json,
            ),
        )
}

/// The text part's body, as lettre encodes it (`Body::new`), in one pass where lettre sends
/// it as 7bit: ASCII text whose lines are shorter than lettre's limit. lettre puts the CR of
/// each line end into the text in place, moving the rest of it each time (a board mail of
/// 260 lines moved 3.6 MB, the largest cost of building it); this copies it once. Other text
/// goes to lettre (quoted-printable or base64).
fn text_body(text: String) -> Body {
    // lettre's limit (email-encoding's `line_too_long`): the first line under 76 bytes, each
    // later one under 75 (it counts the LF before it), and so the text after the last LF.
    // lettre adds a CR before each LF that has none.
    let fits = |n: usize, line: &[u8]| line.len() < if n == 0 { 76 } else { 75 };
    match text.is_ascii().then(|| crlf(text.as_bytes(), fits, false)) {
        Some(Some(crlf)) => Body::dangerous_pre_encoded(crlf, ContentTransferEncoding::SevenBit),
        _ => Body::new(text),
    }
}

/// `text` with CRLF line ends (a CR already before an LF is kept, not doubled), if every
/// line (its CR included, its LF not) passes `fits(its index, line)`; the text after the
/// last LF is kept as it is, or given a CRLF if `end_line`. One pass: `memchr` finds the
/// line ends (the board mails' parts are a few hundred short lines, where a `str` split
/// costs more per line than the copy).
fn crlf(
    text: &[u8],
    mut fits: impl FnMut(usize, &[u8]) -> bool,
    end_line: bool,
) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 16 + 2);
    let (mut start, mut n) = (0, 0);
    for end in memchr::memchr_iter(b'\n', text) {
        let line = &text[start..end];
        if !fits(n, line) {
            return None;
        }
        out.extend_from_slice(line.strip_suffix(b"\r").unwrap_or(line));
        out.extend_from_slice(b"\r\n");
        (start, n) = (end + 1, n + 1);
    }
    let rest = &text[start..];
    if !rest.is_empty() {
        if !fits(n, rest) {
            return None;
        }
        out.extend_from_slice(rest);
        if end_line {
            out.extend_from_slice(b"\r\n");
        }
    }
    Some(out)
}

/// The longest line RFC 5322 allows, without its CRLF.
const MAX_LINE: usize = 998;

/// The HTML part's body. The board's HTML is ASCII with short lines (`render_html` writes
/// other characters as references), so it travels as 7bit, as written, with CRLF line ends:
/// one pass, where lettre's own choice scanned the text several times and then base64'd it
/// (a third bigger, and the largest cost of the part). Anything else (a long line in a relayed
/// comment) goes as base64.
fn html_body(html: &str) -> Body {
    // `is_ascii` and the searches for one character go a word at a time.
    if html.is_ascii()
        && !html.contains('\r')
        && !html.contains('\0')
        && let Some(crlf) = crlf(html.as_bytes(), |_, line| line.len() <= MAX_LINE, true)
    {
        return Body::dangerous_pre_encoded(crlf, ContentTransferEncoding::SevenBit);
    }
    Body::new_with_encoding(html.to_owned(), ContentTransferEncoding::Base64)
        .unwrap_or_else(Body::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail() -> OutMail {
        OutMail {
            to: "alice@example.org".into(),
            subject: "Stratego game 12: your move".into(),
            body: "Board\n".into(),
            html: None,
            message_id: "<1.2.3@stratego.example>".into(),
            in_reply_to: None,
            references: vec![],
            reply_to: None,
            extra: None,
        }
    }

    fn header_of(message: &Message, name: &str) -> Option<String> {
        message.headers().get_raw(name).map(str::to_owned)
    }

    #[test]
    fn subject_is_kept_on_one_line() {
        assert_eq!(clean_subject("a\r\nBcc: x@y\tz\r\n"), "a Bcc: x@y z");
    }

    #[test]
    fn parse_mailbox_refuses_lists_and_trailing_junk() {
        assert!(parse_mailbox("alice@example.org").is_ok());
        assert!(parse_mailbox("Alice <alice@example.org>").is_ok());
        assert!(parse_mailbox("alice@example.org, bob@example.org").is_err());
        assert!(parse_mailbox("alice@example.org\r\nBcc: evil@example.com").is_err());
        assert!(parse_mailbox("not an address").is_err());
        assert!(parse_mailbox("").is_err());
        assert!(parse_mailbox("alice@example.org junk").is_err());
        assert!(parse_mailbox("a@x.org, B <b@y.org>").is_err());
        let m = parse_mailbox("\"Doe, Jane\" <jane@example.org>").unwrap();
        assert_eq!(m.email.to_string(), "jane@example.org");
        assert_eq!(m.name.as_deref(), Some("Doe, Jane"));
    }

    #[test]
    fn references_keep_the_root_and_the_latest() {
        let mut m = mail();
        m.references = (0..15).map(|i| format!("<r{i}@x>")).collect();
        let message = build(&m, "stratego@example.org").unwrap();
        let refs = header_of(&message, "References").unwrap();
        let ids: Vec<&str> = refs.split_whitespace().collect();
        assert_eq!(ids.len(), MAX_REFERENCES);
        assert_eq!(ids[0], "<r0@x>");
        assert_eq!(ids[1], "<r6@x>");
        assert_eq!(ids[9], "<r14@x>");
    }

    /// The HTML part as it travels: its Content-Transfer-Encoding and its decoded text.
    fn html_part(html: &str) -> (String, String) {
        let mut m = mail();
        m.html = Some(html.into());
        let raw = build(&m, "stratego@example.org").unwrap().formatted();
        let parsed = mailparse::parse_mail(&raw).unwrap();
        let part = &parsed.subparts[1];
        let cte = part
            .headers
            .iter()
            .find(|h| {
                h.get_key_ref()
                    .eq_ignore_ascii_case("Content-Transfer-Encoding")
            })
            .map(|h| h.get_value())
            .unwrap_or_default();
        let raw_part = String::from_utf8_lossy(part.raw_bytes).into_owned();
        assert!(
            !raw_part.replace("\r\n", "").contains('\n'),
            "every line ends in CRLF: {raw_part:?}"
        );
        (cte, part.get_body().unwrap())
    }

    #[test]
    fn an_ascii_html_part_with_short_lines_travels_as_7bit_else_as_base64() {
        let page = "<p>Board</p>\n<p>caf&#233;</p>\n";
        let (cte, body) = html_part(page);
        assert_eq!(cte, "7bit");
        assert_eq!(body.replace("\r\n", "\n"), page);
        let long = format!("<p>{}</p>\n", "x".repeat(MAX_LINE));
        let (cte, body) = html_part(&long);
        assert_eq!(cte, "base64");
        assert_eq!(body.replace("\r\n", "\n"), long);
        let (cte, body) = html_part("<p>caf\u{e9}</p>\n");
        assert_eq!(cte, "base64");
        assert_eq!(body.replace("\r\n", "\n"), "<p>caf\u{e9}</p>\n");
        let (cte, _) = html_part("<p>a\rb</p>\n");
        assert_eq!(cte, "base64", "a bare CR is not 7bit");
    }

    #[test]
    fn html_makes_a_multipart_alternative_with_the_text_first_and_a_stable_boundary() {
        let mut m = mail();
        m.html = Some("<p>Board</p>\n".into());
        let bytes = |m: &OutMail| {
            let raw = build(m, "stratego@example.org").unwrap().formatted();
            let raw = String::from_utf8(raw).unwrap();
            // The Date is the only thing that may change between two attempts.
            raw.lines()
                .filter(|l| !l.starts_with("Date:"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let raw = bytes(&m);
        assert!(
            raw.contains("Content-Type: multipart/alternative;"),
            "{raw}"
        );
        let text = raw.find("Content-Type: text/plain; charset=utf-8").unwrap();
        let html = raw.find("Content-Type: text/html; charset=utf-8").unwrap();
        assert!(text < html, "{raw}");
        assert!(raw.contains("\nBoard\n"), "{raw}");
        let parsed = mailparse::parse_mail(raw.as_bytes()).unwrap();
        let html_part = &parsed.subparts[1];
        assert_eq!(html_part.ctype.mimetype, "text/html");
        assert!(
            html_part.get_body().unwrap().contains("<p>Board</p>"),
            "{raw}"
        );
        assert!(raw.contains("boundary=\"=_stratego_"), "{raw}");
        assert_eq!(raw, bytes(&m), "a retry builds the same mail");
        m.html = None;
        let plain = bytes(&m);
        assert!(plain.contains("Content-Type: text/plain; charset=utf-8"));
        assert!(!plain.contains("multipart"), "{plain}");
    }

    #[test]
    fn the_text_part_is_encoded_as_lettre_encodes_it() {
        let board = "Stratego game 9\n 1 | [?]  .  | 1\n".repeat(40);
        let texts = [
            board.as_str(),
            "",
            "\n",
            "no line end",
            "a\rb\n\r\n\r\r\nc\n",
            "caf\u{e9}\n",
            "tab\tand \0 nul\n",
        ];
        let mut texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
        // Each side of lettre's line limits: the first line, a later one, the last one.
        for n in [74, 75, 76, 77] {
            let line = "x".repeat(n);
            texts.push(format!("{line}\n"));
            texts.push(format!("a\n{line}\n"));
            texts.push(format!("a\n{line}"));
            texts.push(line);
        }
        for text in texts {
            let ours = text_body(text.clone());
            let lettre = Body::new(text.clone());
            assert_eq!(
                (ours.encoding(), ours.as_ref()),
                (lettre.encoding(), lettre.as_ref()),
                "{text:?}"
            );
        }
    }

    #[test]
    fn build_refuses_a_bad_message_id() {
        let mut m = mail();
        m.message_id = "<a@b>\nBcc: x@y".into();
        let err = build(&m, "stratego@example.org").unwrap_err();
        assert!(err.permanent);
    }

    #[test]
    fn build_refuses_a_bad_server_address() {
        let err = build(&mail(), "not an address").unwrap_err();
        assert!(err.permanent);
        assert!(err.message.contains("server address"), "{}", err.message);
    }
}

//! Reading one incoming mail: the raw bytes an MTA hands us become an [`Incoming`], the few
//! facts the server acts on (who sent it, which command, which text), or a reason to ignore it
//! ([`ignore_reason`]). SPEC section 2.
//!
//! Everything here is pure: no database, no network, and only [`read_limited`] reads stdin.
//! The parser is lenient on purpose. Real mail is often slightly broken (a missing closing
//! MIME boundary, bad base64, a charset nobody knows), and a player is better served by the
//! text we *can* read than by a refusal. It never panics on input: no indexing that depends on
//! the input, multipart nesting capped at [`MAX_MIME_DEPTH`].
//!
//! The whole message is first normalised to LF line ends, so every rule below sees the same
//! text whether the MTA delivered CRLF or LF.
//!
//! The path of a mail through this module, top to bottom: [`headers`] (the header block),
//! [`mime`] (the text part, transfer encodings, charsets; [`html`] for HTML-only mail),
//! [`address`] (who sent it), [`subject`] (which command), [`fresh`] (what the player wrote,
//! without quotes and copies), and [`loops`] (whether to answer at all).

pub mod address;
pub mod fresh;
pub mod headers;
pub mod html;
pub mod loops;
pub mod mime;
pub mod subject;
#[cfg(test)]
mod tests;

use std::io::{self, Read};

pub use address::{OwnAddress, parse_address, parse_address_list};
pub use fresh::{fresh_lines, fresh_text};
pub use html::html_to_text;
pub use loops::{Ignore, failed_authentication, ignore_reason, loop_reason};
pub use mime::decode_charset;
pub use subject::{find_command, strip_reply_prefixes};

use headers::{
    first_header, first_msg_id, generated_message_id, normalize_line_ends, parse_headers,
    split_head,
};
use mime::{Found, extract_text};

/// Largest message we process; larger ones get an error reply (SPEC 2).
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// Deepest multipart nesting we look into; parts below it are treated as absent. Real clients
/// nest three or four levels; this only stops hostile mail from recursing without end.
pub const MAX_MIME_DEPTH: usize = 20;

/// Reads at most [`MAX_MESSAGE_BYTES`] + 1 bytes into memory and drains (discards) the rest,
/// returning the kept bytes and the total length seen.
///
/// Keeping one byte more than the limit lets [`parse`] tell "exactly at the limit" from "over
/// it" without holding a large message in memory.
///
/// # Errors
///
/// Any I/O error of the reader (the caller should treat it as a temporary failure).
pub fn read_limited(r: &mut impl Read) -> io::Result<(Vec<u8>, u64)> {
    let limit = MAX_MESSAGE_BYTES as u64 + 1;
    let mut kept = Vec::new();
    r.by_ref().take(limit).read_to_end(&mut kept)?;
    let mut total = kept.len() as u64;
    if total == limit {
        total += io::copy(r, &mut io::sink())?;
    }
    Ok((kept, total))
}

/// One incoming mail, reduced to what the server acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incoming {
    /// With angle brackets, e.g. `<abc@host>`. A mail without one gets
    /// `<SHA256-HEX-OF-THE-BYTES@stratego-pbem.invalid>`, so the same bytes delivered twice get
    /// the same id and the second delivery is recognised as a duplicate.
    pub message_id: String,
    /// The From addr-spec, e.g. `alice@example.org` (no display name); `None` if the header is
    /// missing or holds no address.
    pub from: Option<String>,
    /// From the first `Return-Path` header (the one the delivering MTA added), angle brackets
    /// removed: `Some("")` for `<>`, the null sender of bounces.
    pub envelope_sender: Option<String>,
    /// RFC 2047 decoded and unfolded; empty if there is none.
    pub subject: String,
    /// The command line, see [`find_command`]; whitespace collapsed to single spaces.
    pub command: Option<String>,
    /// The decoded text body with LF line ends, see [`parse`]. Empty when `too_large`.
    pub body: String,
    /// The first message id in `In-Reply-To`, with angle brackets.
    pub in_reply_to: Option<String>,
    /// The total size was over [`MAX_MESSAGE_BYTES`]: only the headers were read.
    pub too_large: bool,
    /// `Auto-Submitted` header value, for [`ignore_reason`].
    pub auto_submitted: Option<String>,
    /// `Precedence` header value, for [`ignore_reason`].
    pub precedence: Option<String>,
    /// `List-Id` header value, for [`ignore_reason`].
    pub list_id: Option<String>,
    /// `List-Unsubscribe` is present (list mail that forgot its `List-Id`).
    pub list_unsubscribe: bool,
    /// `X-Autoreply` or `X-Autorespond` is present (auto-responders that set no
    /// `Auto-Submitted`).
    pub x_autoreply: bool,
    /// Every `X-Loop` value: our own mail carries the server's address there.
    pub x_loop: Vec<String>,
    /// The mail is a delivery report (`multipart/report`, RFC 3464 and 3462).
    pub report: bool,
    /// Where the mail was sent, most trusted first: every `Delivered-To`, every
    /// `X-Original-To` (added by the delivering MTA), then `To` and `Cc` (written by the
    /// sender). The envelope recipient, when the MTA hands it over, comes before all of them
    /// (see the server).
    pub recipients: Vec<String>,
    /// The `Reply-To`, `Sender` and `Return-Path` addresses, in that order: where to answer
    /// when From is missing or unusable.
    pub fallback_senders: Vec<String>,
    /// The topmost `Authentication-Results` (RFC 8601), the one the receiving MTA added:
    /// see [`loops::failed_authentication`].
    pub authentication_results: Option<String>,
    /// `Content-Language` (`de`, `nl-BE, en`): the language a first mail is answered in
    /// when its sender has not chosen one (issue 81).
    pub content_language: Option<String>,
}

/// A mail that cannot be read at all. Anything with headers is read, however broken its body.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InboundError {
    /// Zero bytes, or only whitespace.
    #[error("The message was empty. Send your command as the Subject of an ordinary e-mail.")]
    Empty,
    /// The text does not start with mail headers, so there is no sender and no Subject.
    #[error(
        "The message has no mail headers (no From, no Subject), so it cannot be answered. \
         Send your command as the Subject of an ordinary e-mail."
    )]
    NoHeaders,
}

/// Parses the bytes of one mail; `total_len` is the size [`read_limited`] saw.
///
/// * Headers are read leniently: lines that are not `Name: value` are skipped.
/// * The body is the first `text/plain` part found depth-first, else the first `text/html`
///   part turned into text ([`html_to_text`]). Parts with `Content-Disposition: attachment`
///   and attached mails (`message/rfc822`, e.g. the original inside a bounce) are not the
///   body. Transfer encodings (base64, quoted-printable) are undone; broken base64 yields the
///   bytes that could be decoded. See [`decode_charset`] for charsets.
/// * When `total_len` is over [`MAX_MESSAGE_BYTES`], only the header block is read and
///   `too_large` is set, so the server can still answer the From address.
///
/// # Errors
///
/// [`InboundError::Empty`] for an empty message, [`InboundError::NoHeaders`] when no header
/// line can be found before the first blank line.
pub fn parse(raw: &[u8], total_len: u64) -> Result<Incoming, InboundError> {
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Err(InboundError::Empty);
    }
    let too_large = total_len > MAX_MESSAGE_BYTES as u64;
    let text = normalize_line_ends(raw);
    // Some pipes put blank lines before the headers.
    let start = text.iter().position(|&b| b != b'\n').unwrap_or(text.len());
    let (head, body) = split_head(text.get(start..).unwrap_or_default());
    let headers = parse_headers(head);
    if headers.is_empty() {
        return Err(InboundError::NoHeaders);
    }

    let message_id = first_header(&headers, "message-id")
        .and_then(first_msg_id)
        .unwrap_or_else(|| generated_message_id(raw));
    let from = first_header(&headers, "from").and_then(parse_address);
    let envelope_sender = first_header(&headers, "return-path").map(|v| {
        let v = v.trim();
        let v = v.strip_prefix('<').unwrap_or(v);
        let v = v.strip_suffix('>').unwrap_or(v);
        v.trim().to_string()
    });
    let subject = first_header(&headers, "subject")
        .map(|s| s.replace(['\r', '\n'], " ").trim().to_string())
        .unwrap_or_default();
    let in_reply_to = first_header(&headers, "in-reply-to").and_then(first_msg_id);

    let body = if too_large {
        String::new()
    } else {
        extract_text(&headers, body, 0)
            .map(Found::into_text)
            .unwrap_or_default()
    };
    let command = find_command(&subject, &body);

    let owned = |name: &str| first_header(&headers, name).map(|v| v.trim().to_string());
    let present = |name: &str| headers.iter().any(|h| h.name == name);
    let all = |name: &'static str| headers.iter().filter(move |h| h.name == name);
    let mut recipients = Vec::new();
    for name in ["delivered-to", "x-original-to", "to", "cc"] {
        for h in all(name) {
            recipients.extend(parse_address_list(&h.value));
        }
    }
    let fallback_senders = ["reply-to", "sender"]
        .iter()
        .filter_map(|name| first_header(&headers, name).and_then(parse_address))
        .chain(envelope_sender.clone().filter(|s| !s.is_empty()))
        .collect();
    let report = first_header(&headers, "content-type").is_some_and(|ct| {
        mailparse::parse_content_type(ct)
            .mimetype
            .eq_ignore_ascii_case("multipart/report")
    });
    Ok(Incoming {
        message_id,
        from,
        envelope_sender,
        subject,
        command,
        body,
        in_reply_to,
        too_large,
        auto_submitted: owned("auto-submitted"),
        precedence: owned("precedence"),
        list_id: owned("list-id"),
        list_unsubscribe: present("list-unsubscribe"),
        x_autoreply: present("x-autoreply") || present("x-autorespond"),
        x_loop: all("x-loop").map(|h| h.value.trim().to_string()).collect(),
        report,
        recipients,
        fallback_senders,
        authentication_results: owned("authentication-results"),
        content_language: owned("content-language"),
    })
}

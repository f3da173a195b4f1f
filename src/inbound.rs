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

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Read};

use mailparse::body::Body;
use mailparse::{DispositionType, MailAddr, ParsedContentType};
use sha2::{Digest, Sha256};

/// Largest message we process; larger ones get an error reply (SPEC 2).
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// Deepest multipart nesting we look into; parts below it are treated as absent. Real clients
/// nest three or four levels; this only stops hostile mail from recursing without end.
pub const MAX_MIME_DEPTH: usize = 20;

/// Domain of the Message-IDs we make up for mail that carries none.
const GENERATED_ID_DOMAIN: &str = "stratego-pbem.invalid";

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
}

/// Why a mail is dropped without a reply (SPEC 2: this stops loops with bounces and vacation
/// responders).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ignore {
    /// Empty envelope sender (`<>`, a bounce), or no sender address at all.
    NoSender,
    /// The envelope sender or From is `MAILER-DAEMON@...`.
    MailerDaemon,
    /// `Auto-Submitted` other than `no`; holds the value.
    AutoSubmitted(String),
    /// `Precedence: bulk`, `junk` or `list`; holds the value.
    Precedence(String),
    /// The mail has a `List-Id` header.
    MailingList,
}

impl Ignore {
    /// A short stable name for logs and test fixtures: `no-sender`, `mailer-daemon`,
    /// `auto-submitted`, `precedence`, `mailing-list`.
    pub fn key(&self) -> &'static str {
        match self {
            Ignore::NoSender => "no-sender",
            Ignore::MailerDaemon => "mailer-daemon",
            Ignore::AutoSubmitted(_) => "auto-submitted",
            Ignore::Precedence(_) => "precedence",
            Ignore::MailingList => "mailing-list",
        }
    }
}

impl fmt::Display for Ignore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ignore::NoSender => f.write_str("the mail has no sender to reply to (a bounce?)"),
            Ignore::MailerDaemon => f.write_str("the mail comes from a MAILER-DAEMON (a bounce)"),
            Ignore::AutoSubmitted(v) => {
                write!(f, "the mail was sent automatically (Auto-Submitted: {v})")
            }
            Ignore::Precedence(v) => write!(f, "the mail is bulk mail (Precedence: {v})"),
            Ignore::MailingList => f.write_str("the mail comes from a mailing list (List-Id)"),
        }
    }
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
    })
}

/// SPEC 2 loop prevention: `Some` when the mail must be dropped without any reply.
///
/// `envelope_sender` overrides the mail's `Return-Path` (the CLI passes Postfix's `$SENDER`
/// when it is set). The checks, in order:
/// 1. the envelope sender is empty (`""` or `<>`), or there is neither an envelope sender nor
///    a From address to answer: [`Ignore::NoSender`];
/// 2. the local part of the envelope sender or of From is `MAILER-DAEMON` (any case):
///    [`Ignore::MailerDaemon`];
/// 3. `Auto-Submitted` is present and not `no` (our own replies carry `auto-replied`):
///    [`Ignore::AutoSubmitted`];
/// 4. `Precedence` is `bulk`, `junk` or `list`: [`Ignore::Precedence`];
/// 5. a `List-Id` header is present: [`Ignore::MailingList`].
pub fn ignore_reason(mail: &Incoming, envelope_sender: Option<&str>) -> Option<Ignore> {
    let sender = envelope_sender
        .or(mail.envelope_sender.as_deref())
        .map(|s| {
            s.trim()
                .trim_start_matches('<')
                .trim_end_matches('>')
                .trim()
        });
    match sender {
        Some("") => return Some(Ignore::NoSender),
        None if mail.from.is_none() => return Some(Ignore::NoSender),
        _ => {}
    }
    let is_daemon = |addr: &str| {
        let local = addr.rsplit_once('@').map_or(addr, |(local, _)| local);
        local.eq_ignore_ascii_case("mailer-daemon")
    };
    if sender.is_some_and(is_daemon) || mail.from.as_deref().is_some_and(is_daemon) {
        return Some(Ignore::MailerDaemon);
    }
    if let Some(value) = &mail.auto_submitted {
        let keyword = value.split(';').next().unwrap_or_default().trim();
        if !keyword.eq_ignore_ascii_case("no") {
            return Some(Ignore::AutoSubmitted(value.clone()));
        }
    }
    if let Some(value) = &mail.precedence {
        let keyword = value.trim().to_ascii_lowercase();
        if matches!(keyword.as_str(), "bulk" | "junk" | "list") {
            return Some(Ignore::Precedence(value.clone()));
        }
    }
    if mail.list_id.is_some() {
        return Some(Ignore::MailingList);
    }
    None
}

/// The command of a mail: the Subject if it holds one, else the first fresh body line (see
/// [`fresh_lines`]) that is one.
///
/// The Subject first loses its reply and forward prefixes ([`strip_reply_prefixes`]). A text
/// is a command when, after collapsing whitespace, its first word is `stratego` (any case,
/// nothing attached: `Stratego:` is not it), its second word is not `game` or `error`, and
/// neither its second nor its third word ends with `:`. That rejects the subjects of our own
/// mails (`Stratego game 12: your move`, `Stratego error: ...`, `Stratego: registered`), so a
/// reply like `Re: Stratego game 12: your move` falls back to the body. No real command is
/// rejected: their second and third words are command names, game numbers and userids.
pub fn find_command(subject: &str, body: &str) -> Option<String> {
    as_command(strip_reply_prefixes(subject)).or_else(|| fresh_lines(body).find_map(as_command))
}

/// `text` as a command (whitespace collapsed), if it is one by the rule of [`find_command`].
fn as_command(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let first = words.first()?;
    if !first.eq_ignore_ascii_case("stratego") {
        return None;
    }
    if let Some(second) = words.get(1)
        && (second.eq_ignore_ascii_case("game") || second.eq_ignore_ascii_case("error"))
    {
        return None;
    }
    if words.iter().skip(1).take(2).any(|w| w.ends_with(':')) {
        return None;
    }
    Some(words.join(" "))
}

/// Prefix words that mail clients put before a subject when replying or forwarding, in
/// several languages: English, German (`Aw`, `Wg`, `Antw`), Scandinavian (`Sv`, `Vs`),
/// Dutch (`Antw`), French (`Tr`), Polish (`Odp`), Spanish (`Res`).
const REPLY_PREFIXES: &[&str] = &[
    "re", "aw", "sv", "fw", "fwd", "wg", "antw", "vs", "tr", "odp", "res",
];

/// Removes reply/forward prefixes repeatedly: `Re:`, `RE:`, `Aw:`, `Sv:`, `Fwd:`, `Fw:` (any
/// case) and the other common ones (`Wg:`, `Antw:`, `Vs:`, `Tr:`, `Odp:`, `Res:`), also
/// counted forms like `Re[2]:`, `Re(2):`, `Re^2:` and a space before the colon (`Re :`).
/// Returns the rest, trimmed.
pub fn strip_reply_prefixes(subject: &str) -> &str {
    let mut rest = subject.trim();
    while let Some(after) = strip_one_prefix(rest) {
        rest = after.trim_start();
    }
    rest.trim_end()
}

fn strip_one_prefix(s: &str) -> Option<&str> {
    let word_len = s
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(s.len());
    let (word, rest) = s.split_at(word_len);
    if !REPLY_PREFIXES.iter().any(|p| p.eq_ignore_ascii_case(word)) {
        return None;
    }
    let rest = strip_counter(rest).trim_start();
    rest.strip_prefix(':')
}

/// Strips a reply counter such as `[2]`, `(2)` or `^2` from the start of `s`.
fn strip_counter(s: &str) -> &str {
    let digits_then = |s: &str, close: Option<char>| -> Option<usize> {
        let n = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        if n == 0 {
            return None;
        }
        match close {
            None => Some(n),
            Some(c) => s[n..].starts_with(c).then_some(n + c.len_utf8()),
        }
    };
    let (open_len, close) = match s.chars().next() {
        Some('[') => (1, Some(']')),
        Some('(') => (1, Some(')')),
        Some('^') => (1, None),
        _ => return s,
    };
    match digits_then(&s[open_len..], close) {
        Some(n) => &s[open_len + n..],
        None => s,
    }
}

/// The lines a player wrote in this mail, in order: quoted lines (starting with `>` after
/// optional blanks) are skipped, and reading stops at a signature delimiter (`-- `, also
/// `--` as some clients send it) or at the start of an unquoted copy of the mail replied to
/// (`-----Original Message-----` and the like, or Outlook's line of underscores).
pub fn fresh_lines(body: &str) -> impl Iterator<Item = &str> {
    body.lines()
        .take_while(|line| !is_end_of_fresh_text(line))
        .filter(|line| !line.trim_start().starts_with('>'))
}

/// [`fresh_lines`] joined with LF: what a player wrote, for relaying as chat.
pub fn fresh_text(body: &str) -> String {
    let mut out = String::new();
    for line in fresh_lines(body) {
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn is_end_of_fresh_text(line: &str) -> bool {
    let t = line.trim_end();
    if t == "--" {
        return true;
    }
    let t = t.trim_start();
    // "-----Original Message-----", "----- Forwarded message -----", "---------- Forwarded
    // message ---------"
    if t.len() > 10 && t.starts_with("-----") && t.ends_with("-----") {
        return t.chars().any(|c| c.is_alphabetic());
    }
    // Outlook puts a line of underscores above the "From: ... Sent: ..." block.
    t.len() >= 20 && t.chars().all(|c| c == '_')
}

// ---------------------------------------------------------------------------------------
// Headers

/// One header: lower-case name and decoded, unfolded value.
struct Header {
    name: String,
    value: String,
}

fn first_header<'h>(headers: &'h [Header], name: &str) -> Option<&'h str> {
    headers
        .iter()
        .find(|h| h.name == name)
        .map(|h| h.value.as_str())
}

/// CRLF and lone CR become LF.
fn normalize_line_ends(raw: &[u8]) -> Cow<'_, [u8]> {
    if !raw.contains(&b'\r') {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied().peekable();
    while let Some(b) = bytes.next() {
        if b == b'\r' {
            if bytes.peek() == Some(&b'\n') {
                bytes.next();
            }
            out.push(b'\n');
        } else {
            out.push(b);
        }
    }
    Cow::Owned(out)
}

/// Splits LF-normalised bytes at the first empty line into header block and body. Without an
/// empty line everything is header (a truncated or header-only mail).
fn split_head(text: &[u8]) -> (&[u8], &[u8]) {
    if let Some(rest) = text.strip_prefix(b"\n") {
        return (&[], rest);
    }
    match text.windows(2).position(|w| w == b"\n\n") {
        Some(i) => text.split_at(i + 2),
        None => (text, &[]),
    }
}

/// Parses a header block. A header starts at a line `Name: value` and continues over the
/// following lines that start with a blank. Other lines (an mbox `From ` line, garbage) are
/// skipped.
fn parse_headers(block: &[u8]) -> Vec<Header> {
    let mut headers = Vec::new();
    let mut start: Option<usize> = None;
    let mut pos = 0;
    for line in block.split_inclusive(|&b| b == b'\n') {
        let continues = matches!(line.first(), Some(b' ' | b'\t'));
        if !continues {
            if let Some(s) = start.take() {
                headers.extend(decode_header(block.get(s..pos).unwrap_or_default()));
            }
            if is_header_start(line) {
                start = Some(pos);
            }
        }
        pos += line.len();
    }
    if let Some(s) = start {
        headers.extend(decode_header(block.get(s..).unwrap_or_default()));
    }
    headers
}

fn is_header_start(line: &[u8]) -> bool {
    let Some(colon) = line.iter().position(|&b| b == b':') else {
        return false;
    };
    let name = line.get(..colon).unwrap_or_default();
    let name = name.trim_ascii_end();
    !name.is_empty() && name.iter().all(|&b| b.is_ascii_graphic())
}

fn decode_header(raw: &[u8]) -> Option<Header> {
    let (header, _) = mailparse::parse_header(raw).ok()?;
    Some(Header {
        name: header.get_key().trim().to_ascii_lowercase(),
        value: header.get_value().trim().to_string(),
    })
}

/// The first `<id>` in a Message-ID or In-Reply-To value, or the bare value wrapped in angle
/// brackets when a client left them out.
fn first_msg_id(value: &str) -> Option<String> {
    let value = value.trim();
    if let Some(open) = value.find('<') {
        let inner = value.get(open + 1..)?;
        let close = inner.find('>')?;
        let id: String = inner.get(..close)?.split_whitespace().collect();
        return (!id.is_empty()).then(|| format!("<{id}>"));
    }
    let id = value.split_whitespace().next()?;
    Some(format!("<{id}>"))
}

fn generated_message_id(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    let mut id = String::with_capacity(64 + GENERATED_ID_DOMAIN.len() + 3);
    id.push('<');
    for b in digest.iter() {
        id.push_str(&format!("{b:02x}"));
    }
    id.push('@');
    id.push_str(GENERATED_ID_DOMAIN);
    id.push('>');
    id
}

/// The addr-spec of the first address in a From value.
fn parse_address(value: &str) -> Option<String> {
    let parsed = mailparse::addrparse(value).ok().and_then(|list| {
        list.iter().find_map(|addr| match addr {
            MailAddr::Single(info) => Some(info.addr.clone()),
            MailAddr::Group(group) => group.addrs.first().map(|info| info.addr.clone()),
        })
    });
    let addr = match parsed {
        Some(a) => a,
        // addrparse is strict about quoting; fall back to the <...> part or a bare address.
        None => match (value.find('<'), value.rfind('>')) {
            (Some(open), Some(close)) if open < close => {
                value.get(open + 1..close).unwrap_or_default().to_string()
            }
            _ => value
                .split_whitespace()
                .find(|w| w.contains('@'))?
                .to_string(),
        },
    };
    let addr = addr.trim();
    (addr.contains('@') && !addr.contains(char::is_whitespace)).then(|| addr.to_string())
}

// ---------------------------------------------------------------------------------------
// Body

/// A text part found while walking the MIME tree.
enum Found {
    Plain(String),
    Html(String),
}

impl Found {
    fn into_text(self) -> String {
        let text = match self {
            Found::Plain(t) => t,
            Found::Html(h) => html_to_text(&h),
        };
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        text.replace("\r\n", "\n").replace('\r', "\n")
    }
}

/// Depth-first search for the first `text/plain` part, remembering the first `text/html`
/// part in case there is no plain one.
fn extract_text(headers: &[Header], body: &[u8], depth: usize) -> Option<Found> {
    if depth > MAX_MIME_DEPTH {
        return None;
    }
    let ctype = first_header(headers, "content-type")
        .map(mailparse::parse_content_type)
        .unwrap_or_default();
    let is_attachment = first_header(headers, "content-disposition").is_some_and(|d| {
        mailparse::parse_content_disposition(d).disposition == DispositionType::Attachment
    });
    if is_attachment {
        return None;
    }
    let mimetype = ctype.mimetype.to_ascii_lowercase();
    if mimetype.starts_with("multipart/") {
        let boundary = ctype.params.get("boundary")?;
        let mut html = None;
        for part in split_multipart(body, boundary) {
            let (head, part_body) = split_head(part);
            match extract_text(&parse_headers(head), part_body, depth + 1) {
                Some(Found::Plain(t)) => return Some(Found::Plain(t)),
                Some(Found::Html(h)) if html.is_none() => html = Some(Found::Html(h)),
                _ => {}
            }
        }
        return html;
    }
    let transfer = first_header(headers, "content-transfer-encoding")
        .map(|t| t.trim().to_ascii_lowercase())
        .unwrap_or_default();
    match mimetype.as_str() {
        "text/plain" => Some(Found::Plain(decode_part(body, &ctype, &transfer))),
        "text/html" => Some(Found::Html(decode_part(body, &ctype, &transfer))),
        // A Content-Type without a subtype is broken; read it as the plain text it most
        // likely is.
        m if !m.contains('/') => Some(Found::Plain(decode_part(body, &ctype, &transfer))),
        _ => None,
    }
}

/// The parts of a multipart body: the text between delimiter lines `--BOUNDARY` (trailing
/// blanks allowed), ending at `--BOUNDARY--` or, when a client forgot that, at the end.
/// The preamble before the first delimiter is not a part.
fn split_multipart<'a>(body: &'a [u8], boundary: &str) -> Vec<&'a [u8]> {
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let mut parts = Vec::new();
    let mut part_start: Option<usize> = None;
    let mut pos = 0;
    for line in body.split_inclusive(|&b| b == b'\n') {
        let line_start = pos;
        pos += line.len();
        let Some(rest) = line.strip_prefix(delimiter) else {
            continue;
        };
        let rest = rest.trim_ascii();
        let closing = rest == b"--";
        if !closing && !rest.is_empty() {
            continue;
        }
        if let Some(s) = part_start.take() {
            // The LF before a delimiter belongs to the delimiter.
            let end = line_start.saturating_sub(1).max(s);
            parts.push(body.get(s..end).unwrap_or_default());
        }
        if closing {
            return parts;
        }
        part_start = Some(pos);
    }
    if let Some(s) = part_start {
        parts.push(body.get(s..).unwrap_or_default());
    }
    parts
}

/// Undoes the transfer encoding and the charset of one text part.
fn decode_part(body: &[u8], ctype: &ParsedContentType, transfer: &str) -> String {
    let bytes: Cow<'_, [u8]> = match transfer {
        "base64" => Cow::Owned(decode_base64_lenient(body)),
        "quoted-printable" => match Body::new(body, ctype, &Some(transfer.to_string())) {
            Body::QuotedPrintable(encoded) => encoded
                .get_decoded()
                .map_or(Cow::Borrowed(body), Cow::Owned),
            _ => Cow::Borrowed(body),
        },
        _ => Cow::Borrowed(body),
    };
    decode_charset(&bytes, ctype)
}

/// Turns a part's bytes into text by its charset, never failing.
///
/// * Bytes that are valid UTF-8 are read as UTF-8 when the part says `utf-8`, `us-ascii` or
///   nothing at all (clients often send UTF-8 without saying so).
/// * Other charsets are decoded by mailparse (WHATWG encodings, so unlabelled 8-bit text is
///   read as windows-1252). If that gives replacement characters and the bytes are valid
///   UTF-8, the label was wrong or unknown and UTF-8 is used; an unknown charset with
///   non-UTF-8 bytes keeps the replacement characters (lossy, never an error).
pub fn decode_charset(bytes: &[u8], ctype: &ParsedContentType) -> String {
    let label = ctype
        .params
        .get("charset")
        .map(|c| c.trim().to_ascii_lowercase());
    let utf8 = std::str::from_utf8(bytes).ok();
    match label.as_deref() {
        None | Some("us-ascii" | "ascii" | "utf-8" | "utf8") if utf8.is_some() => {
            return utf8.unwrap_or_default().to_string();
        }
        Some("utf-8" | "utf8") => return String::from_utf8_lossy(bytes).into_owned(),
        _ => {}
    }
    let decoded = match Body::new(bytes, ctype, &None) {
        Body::SevenBit(text) => text.get_as_string().ok(),
        _ => None,
    };
    match (decoded, utf8) {
        (Some(d), Some(u)) if d.contains('\u{fffd}') => u.to_string(),
        (Some(d), _) => d,
        (None, _) => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// Base64 that never fails: characters outside the alphabet (line breaks, stray garbage) are
/// skipped and decoding stops at the first `=`, so a damaged part still gives what it can.
fn decode_base64_lenient(input: &[u8]) -> Vec<u8> {
    fn value(b: u8) -> Option<u32> {
        match b {
            b'A'..=b'Z' => Some(u32::from(b - b'A')),
            b'a'..=b'z' => Some(u32::from(b - b'a') + 26),
            b'0'..=b'9' => Some(u32::from(b - b'0') + 52),
            b'+' | b'-' => Some(62),
            b'/' | b'_' => Some(63),
            _ => None,
        }
    }
    let mut out = Vec::with_capacity(input.len() / 4 * 3);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in input {
        if b == b'=' {
            break;
        }
        let Some(v) = value(b) else { continue };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// HTML

/// Elements whose content is not text for a reader.
const DROPPED_ELEMENTS: &[&str] = &["script", "style", "head", "title"];

/// Elements that start or end a line of text (besides `<br>`).
const LINE_ELEMENTS: &[&str] = &[
    "p",
    "div",
    "tr",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "table",
    "ul",
    "ol",
    "hr",
    "dt",
    "dd",
];

/// Turns an HTML part into plain text, as a reader would see it.
///
/// * `<br>` ends a line; `<p>`, `<div>`, `<tr>`, `<li>`, headings and other block elements
///   (`blockquote`, `pre`, `table`, `ul`, `ol`, `hr`, `dt`, `dd`) end the line in progress,
///   opening or closing, without making blank lines between blocks;
/// * text inside `<blockquote>` (how webmail quotes the mail replied to) becomes `> ` lines,
///   so it is treated as quoted text like `>` lines of plain mail;
/// * `<script>`, `<style>`, `<head>`, `<title>` and comments are dropped with their content,
///   every other tag is dropped and its content kept;
/// * runs of whitespace become one space, except inside `<pre>`;
/// * entities are decoded: `&amp; &lt; &gt; &quot; &apos; &nbsp;` and a few other common
///   ones by name, and `&#NN;` / `&#xHH;` by number. Unknown ones stay as written.
///
/// Lines are trimmed and runs of blank lines become one.
pub fn html_to_text(html: &str) -> String {
    let mut out = HtmlText::default();
    let mut rest = html;
    // Searches that ran to the end of the document without success are not repeated (no
    // later search can succeed), so hostile HTML stays linear: whether any `>` is left, and
    // which dropped elements have no closing tag.
    let mut no_more_gt = false;
    let mut unclosed: Vec<String> = Vec::new();
    while let Some(lt) = rest.find('<') {
        out.text(rest.get(..lt).unwrap_or_default());
        rest = rest.get(lt..).unwrap_or_default();
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after
                .find("-->")
                .map_or("", |e| after.get(e + 3..).unwrap_or_default());
            continue;
        }
        let end = if opens_tag(rest) && !no_more_gt {
            let end = tag_end(rest);
            no_more_gt = end.is_none();
            end
        } else {
            None
        };
        let Some(end) = end else {
            // A '<' that opens no tag is text.
            out.text("<");
            rest = rest.get(1..).unwrap_or_default();
            continue;
        };
        let tag = rest.get(1..end).unwrap_or_default();
        rest = rest.get(end + 1..).unwrap_or_default();
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        if !closing && DROPPED_ELEMENTS.contains(&name.as_str()) && !tag.ends_with('/') {
            if !unclosed.contains(&name) {
                match skip_past_closing(rest, &name) {
                    Some(after) => rest = after,
                    None => unclosed.push(name),
                }
            }
            continue;
        }
        if name == "br" {
            out.end_line();
        } else if LINE_ELEMENTS.contains(&name.as_str()) {
            out.break_line();
        }
        match (name.as_str(), closing) {
            ("blockquote", false) => out.quote_depth += 1,
            ("blockquote", true) => out.quote_depth = out.quote_depth.saturating_sub(1),
            ("pre", false) => out.pre_depth += 1,
            ("pre", true) => out.pre_depth = out.pre_depth.saturating_sub(1),
            _ => {}
        }
    }
    out.text(rest);
    out.finish()
}

/// Whether the `<` at the start of `s` opens a tag (`a < b` does not).
fn opens_tag(s: &str) -> bool {
    s.get(1..)
        .and_then(|t| t.chars().next())
        .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?'))
}

/// How far [`tag_end`] looks for a `>` outside quotes before it settles for the first one.
const MAX_TAG_SCAN: usize = 8 * 1024;

/// Index of the `>` that ends the tag starting at `s[0] == '<'`, skipping quoted attribute
/// values; `None` if there is no `>` at all.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in s
        .char_indices()
        .skip(1)
        .take_while(|&(i, _)| i < MAX_TAG_SCAN)
    {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    // An unbalanced quote or a huge tag: settle for the first '>'.
    s.find('>')
}

/// The text after `</name ...>`, matched case-insensitively; `None` if there is none.
fn skip_past_closing<'a>(s: &'a str, name: &str) -> Option<&'a str> {
    let needle = format!("</{name}");
    let needle = needle.as_bytes();
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(found) = bytes
        .get(from..)?
        .windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
    {
        let at = from + found + needle.len();
        if bytes.get(at).is_none_or(|b| !b.is_ascii_alphanumeric()) {
            let close = bytes.get(at..)?.iter().position(|&b| b == b'>')?;
            // '>' is ASCII, so the index after it is a char boundary.
            return s.get(at + close + 1..);
        }
        from = at;
    }
    None
}

/// The text being built by [`html_to_text`]: finished lines with their quote depth, and the
/// line in progress.
#[derive(Default)]
struct HtmlText {
    lines: Vec<(usize, String)>,
    line: String,
    line_quote: usize,
    pending_space: bool,
    quote_depth: usize,
    pre_depth: usize,
}

impl HtmlText {
    fn text(&mut self, raw: &str) {
        let mut rest = raw;
        while let Some(c) = rest.chars().next() {
            rest = rest.get(c.len_utf8()..).unwrap_or_default();
            if c == '\n' && self.pre_depth > 0 {
                self.end_line();
            } else if c.is_whitespace() && self.pre_depth == 0 {
                self.pending_space = true;
            } else if c == '&' {
                match decode_entity(rest) {
                    Some((decoded, used)) => {
                        rest = rest.get(used..).unwrap_or_default();
                        self.push(decoded);
                    }
                    None => self.push('&'),
                }
            } else {
                self.push(c);
            }
        }
    }

    fn push(&mut self, c: char) {
        if self.line.is_empty() {
            self.line_quote = self.quote_depth;
        } else if self.pending_space {
            self.line.push(' ');
        }
        self.pending_space = false;
        self.line.push(c);
    }

    /// Ends the line in progress, if there is one: block elements next to each other make
    /// no blank lines.
    fn break_line(&mut self) {
        if !self.line.is_empty() {
            self.end_line();
        }
        self.pending_space = false;
    }

    /// Ends the line in progress, even an empty one (`<br>`).
    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.line);
        self.lines.push((self.line_quote, line));
        self.pending_space = false;
    }

    fn finish(mut self) -> String {
        self.end_line();
        let mut out = String::new();
        let mut blank_run = true; // also drops leading blank lines
        for (quote, line) in &self.lines {
            let line = line.trim();
            if line.is_empty() {
                if !blank_run {
                    out.push('\n');
                }
                blank_run = true;
                continue;
            }
            blank_run = false;
            if *quote > 0 {
                out.push_str(&">".repeat(*quote));
                out.push(' ');
            }
            out.push_str(line);
            out.push('\n');
        }
        let trimmed = out.trim_end_matches('\n').len();
        out.truncate(trimmed);
        out.push('\n');
        out
    }
}

/// Decodes the entity that follows a `&` (`s` starts after it): the character and the number
/// of bytes of `s` used, including the `;`.
fn decode_entity(s: &str) -> Option<(char, usize)> {
    let (semi, _) = s.char_indices().take(12).find(|&(_, c)| c == ';')?;
    let name = s.get(..semi)?;
    let c = if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse::<u32>().ok()?,
        };
        char::from_u32(code)
            .filter(|&c| c != '\0')
            .unwrap_or('\u{fffd}')
    } else {
        match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            // A non-breaking space is a space to us; it is pushed as a character, so it is
            // not collapsed with its neighbours.
            "nbsp" => ' ',
            "copy" => '©',
            "reg" => '®',
            "hellip" => '…',
            "mdash" => '—',
            "ndash" => '–',
            "lsquo" => '‘',
            "rsquo" => '’',
            "ldquo" => '“',
            "rdquo" => '”',
            "laquo" => '«',
            "raquo" => '»',
            "euro" => '€',
            "auml" => 'ä',
            "ouml" => 'ö',
            "uuml" => 'ü',
            "Auml" => 'Ä',
            "Ouml" => 'Ö',
            "Uuml" => 'Ü',
            "szlig" => 'ß',
            "eacute" => 'é',
            "egrave" => 'è',
            _ => return None,
        }
    };
    Some((c, semi + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::path::Path;

    /// A mail made of header lines and a body, LF line ends.
    fn mail(headers: &[&str], body: &str) -> Vec<u8> {
        let mut m = headers.join("\n");
        m.push_str("\n\n");
        m.push_str(body);
        m.into_bytes()
    }

    fn parse_ok(raw: &[u8]) -> Incoming {
        parse(raw, raw.len() as u64).expect("mail should parse")
    }

    fn body_of(headers: &[&str], body: &str) -> String {
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

    // ---- HTML

    #[test]
    fn html_line_breaks() {
        let cases = [
            ("a<br>b<BR/>c", "a\nb\nc\n"),
            ("<p>a</p><p>b</p>", "a\nb\n"),
            ("<div>a</div><div><br></div><div>b</div>", "a\n\nb\n"),
            (
                "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>",
                "ab\nc\n",
            ),
            ("<ul><li>one<li>two</ul>", "one\ntwo\n"),
            ("<h1>Title</h1>text", "Title\ntext\n"),
            ("a\n   b\t\tc", "a b c\n"),
            ("<pre>93949\n  24939</pre>", "93949\n24939\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_drops_scripts_styles_comments_and_tags() {
        let cases = [
            ("<script>alert('<p>x</p>')</script>text", "text\n"),
            (
                "<STYLE type=\"text/css\">p { margin: 0 }</STYLE>text",
                "text\n",
            ),
            ("<head><title>T</title></head><body>text</body>", "text\n"),
            ("a<!-- <p>hidden</p> -->b", "ab\n"),
            (
                "<!DOCTYPE html><html><b>bold</b> <i>it</i></html>",
                "bold it\n",
            ),
            ("<a href=\"x?a>b\" title='>'>link</a>", "link\n"),
            ("<span class=\"x\">9394924939</span>", "9394924939\n"),
            ("<script>never closed", "never closed\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_entities() {
        let cases = [
            ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '\n"),
            ("a&nbsp;&nbsp;b", "a  b\n"),
            ("&#65;&#x42;&#X43;", "ABC\n"),
            ("&#0; &#xD800; &#99999999;", "\u{fffd} \u{fffd} \u{fffd}\n"),
            ("&#12345678901234;", "&#12345678901234;\n"),
            ("&unknown; &amp &", "&unknown; &amp &\n"),
            ("&hellip;&euro;&uuml;", "…€ü\n"),
            ("a < b and c > d", "a < b and c > d\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_blockquote_becomes_quoted_lines() {
        let html = "<div>new</div><blockquote>old<br>older<blockquote>oldest</blockquote></blockquote>after";
        assert_eq!(
            html_to_text(html),
            "new\n> old\n> older\n>> oldest\nafter\n"
        );
    }

    /// Regression: unclosed `<style>` tags and `<` without any `>` once made the converter
    /// search to the end of the document again for every tag (quadratic time).
    #[test]
    fn hostile_html_is_converted_in_linear_time() {
        let n = 100_000;
        let unclosed = "<style>x".repeat(n);
        assert_eq!(html_to_text(&unclosed), "x".repeat(n) + "\n");
        let no_gt = "<a ".repeat(n);
        assert_eq!(html_to_text(&no_gt).len(), no_gt.trim_end().len() + 1);
        let quotes = "<a \"".repeat(n);
        assert!(html_to_text(&quotes).starts_with("<a \""));
    }

    #[test]
    fn html_handles_multibyte_text_and_stray_brackets() {
        let html = "<p>Grüße ☺</p>< p>ü<</p><";
        assert_eq!(html_to_text(html), "Grüße ☺\n< p>ü<\n<\n");
    }

    // ---- ignore

    fn incoming(headers: &[&str]) -> Incoming {
        parse_ok(&mail(headers, "body"))
    }

    #[test]
    fn ignore_empty_envelope_sender() {
        let m = incoming(&["Return-Path: <>", "From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::NoSender));
        let m = incoming(&["From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, Some("")), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, Some("<>")), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_when_nobody_can_be_answered() {
        let m = incoming(&["Subject: stratego help"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, Some("alice@example.org")), None);
    }

    #[test]
    fn envelope_argument_overrides_return_path() {
        let m = incoming(&["Return-Path: <>", "From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, Some("alice@example.org")), None);
    }

    #[test]
    fn ignore_mailer_daemon() {
        let m = incoming(&["From: MAILER-DAEMON@mx.example.org (Mail Delivery System)"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::MailerDaemon));
        let m = incoming(&["From: alice@example.org"]);
        assert_eq!(
            ignore_reason(&m, Some("mailer-daemon@mx.example.org")),
            Some(Ignore::MailerDaemon)
        );
        assert_eq!(
            ignore_reason(&m, Some("Mailer-Daemon")),
            Some(Ignore::MailerDaemon)
        );
        let m = incoming(&["From: daemon@example.org"]);
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_auto_submitted() {
        for value in [
            "auto-replied",
            "auto-generated",
            "Auto-Replied; owner-email=x@y",
        ] {
            let m = incoming(&["From: a@example.org", &format!("Auto-Submitted: {value}")]);
            assert_eq!(
                ignore_reason(&m, None),
                Some(Ignore::AutoSubmitted(value.to_string())),
                "{value}"
            );
        }
        for value in ["no", "No", " no ; comment"] {
            let m = incoming(&["From: a@example.org", &format!("Auto-Submitted: {value}")]);
            assert_eq!(ignore_reason(&m, None), None, "{value}");
        }
    }

    #[test]
    fn ignore_precedence() {
        for value in ["bulk", "junk", "list", "Bulk"] {
            let m = incoming(&["From: a@example.org", &format!("Precedence: {value}")]);
            assert_eq!(
                ignore_reason(&m, None),
                Some(Ignore::Precedence(value.to_string()))
            );
        }
        let m = incoming(&["From: a@example.org", "Precedence: first-class"]);
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_list_id() {
        let m = incoming(&["From: a@example.org", "List-Id: <players.example.org>"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::MailingList));
    }

    #[test]
    fn ignore_keys_and_sentences() {
        let all = [
            (Ignore::NoSender, "no-sender"),
            (Ignore::MailerDaemon, "mailer-daemon"),
            (
                Ignore::AutoSubmitted("auto-replied".into()),
                "auto-submitted",
            ),
            (Ignore::Precedence("bulk".into()), "precedence"),
            (Ignore::MailingList, "mailing-list"),
        ];
        for (ignore, key) in all {
            assert_eq!(ignore.key(), key);
            assert!(ignore.to_string().starts_with("the mail "), "{ignore}");
        }
        assert!(
            Ignore::AutoSubmitted("auto-replied".into())
                .to_string()
                .contains("auto-replied")
        );
    }

    // ---- fixtures

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
        for line in expected.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                failures.push(format!("bad expected line {line:?}"));
                continue;
            };
            let value = value.trim();
            let ok = match key.trim() {
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
                failures.push(format!("{line}\n    got {m:#?}"));
            }
        }
        (checks, failures)
    }

    /// CRLF to LF if the mail has CRLF, else LF to CRLF.
    fn flip_line_ends(raw: &[u8]) -> Vec<u8> {
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
}
